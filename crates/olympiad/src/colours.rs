//! Article 7: the colour of board 1. Only matches played over the board give a colour (7.7).

use rondo_core::{Colour, RoundNo};

use crate::input::{OlympiadEntrant, Tpn};
use crate::output::reason;
use rondo_pairing::{Reason, ReasonKind};

/// A team's board-1 colours in the matches it played, in round order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct ColourHistory {
    pub colours: Vec<(RoundNo, Colour)>,
}

impl ColourHistory {
    /// The board-1 colours of the matches `team` played, in round order.
    pub fn of(team: &OlympiadEntrant) -> ColourHistory {
        let mut colours: Vec<_> = team.matches.iter().map(|m| (m.round, m.colour)).collect();
        colours.sort_by_key(|(r, _)| *r);
        ColourHistory { colours }
    }

    /// Whites minus blacks.
    pub fn difference(&self) -> i32 {
        self.colours
            .iter()
            .map(|(_, c)| if *c == Colour::White { 1 } else { -1 })
            .sum()
    }

    pub fn last(&self) -> Option<Colour> {
        self.colours.last().map(|(_, c)| *c)
    }

    fn in_round(&self, round: RoundNo) -> Option<Colour> {
        self.colours
            .iter()
            .find(|(r, _)| *r == round)
            .map(|(_, c)| *c)
    }

    /// 7.3: the colour keeps the colour difference within −2 … +2 and is not the team's third
    /// of one colour in a row (played matches only, 7.7).
    pub fn may_receive(&self, colour: Colour) -> bool {
        let step = if colour == Colour::White { 1 } else { -1 };
        let n = self.colours.len();
        let third_in_a_row =
            n >= 2 && self.colours[n - 1].1 == colour && self.colours[n - 2].1 == colour;
        !third_in_a_row && (self.difference() + step).abs() <= 2
    }
}

/// 7.3 for a pair: board 1 of `first` may have `colour` and `second` the other one.
pub(crate) fn fits(first: &ColourHistory, second: &ColourHistory, colour: Colour) -> bool {
    first.may_receive(colour) && second.may_receive(colour.opposite())
}

/// The colour of board 1 for the higher ranked team of a pair (`higher`, by the order of
/// 3.2), and the rule that decided it, in the order of Art. 7:
///
/// 1. 7.3: a colour that would break a limit is not given where the other keeps both teams
///    within them;
/// 2. 7.5.1: with different colour differences, the team with the larger one gets Black;
/// 3. 7.5.2, 7.6: from the latest round in which both played and had different colours,
///    each team gets the colour the other had then;
/// 4. 7.6: if their colours never differed, the higher ranked team alternates from its last
///    colour (the lower ranked one does, if only it has played);
/// 5. 7.2: with no colour at all, the higher ranked team gets the colour drawn by lot if its
///    pairing number is odd, the other one if it is even.
pub(crate) fn colour_of_higher(
    higher: (Tpn, &ColourHistory),
    lower: (Tpn, &ColourHistory),
    higher_pairing_number: u16,
    drawn: Colour,
) -> (Colour, Reason) {
    let (higher_tpn, higher_history) = higher;
    let (lower_tpn, lower_history) = lower;
    let white_fits = fits(higher_history, lower_history, Colour::White);
    let black_fits = fits(higher_history, lower_history, Colour::Black);
    if white_fits != black_fits {
        let colour = if white_fits {
            Colour::White
        } else {
            Colour::Black
        };
        let white = if white_fits { higher_tpn } else { lower_tpn };
        return (
            colour,
            reason("7.3", ReasonKind::OlympiadColourLimit { white }),
        );
    }
    let (higher_cd, lower_cd) = (higher_history.difference(), lower_history.difference());
    if higher_cd != lower_cd {
        let (colour, black) = if higher_cd > lower_cd {
            (Colour::Black, higher_tpn)
        } else {
            (Colour::White, lower_tpn)
        };
        return (
            colour,
            reason("7.5.1", ReasonKind::OlympiadEqualisation { black }),
        );
    }
    let latest_difference = higher_history
        .colours
        .iter()
        .rev()
        .find_map(|&(round, own)| {
            let other = lower_history.in_round(round)?;
            (other != own).then_some((round, other))
        });
    if let Some((round, other)) = latest_difference {
        return (
            other,
            reason("7.6", ReasonKind::OlympiadAlternation { round }),
        );
    }
    if let Some(last) = higher_history.last() {
        let kind = ReasonKind::OlympiadAlternatesFromLast {
            team: higher_tpn,
            last,
        };
        return (last.opposite(), reason("7.6", kind));
    }
    if let Some(last) = lower_history.last() {
        let kind = ReasonKind::OlympiadAlternatesFromLast {
            team: lower_tpn,
            last,
        };
        return (last, reason("7.6", kind));
    }
    let colour = if higher_pairing_number % 2 == 1 {
        drawn
    } else {
        drawn.opposite()
    };
    (
        colour,
        reason("7.2", ReasonKind::OlympiadDrawnColour { team: higher_tpn }),
    )
}
