//! The pairing card of each player (2009 text, A4–A7, B1–B2): colour preference, the colours
//! the absolute criteria allow, the floats of the two previous rounds and bye eligibility.

use rondo_core::{
    ByeEligibility, Colour, Float, RoundEntry, RoundNo, Score, Tournament, colour_difference,
};

use crate::entrants::{Entrant, Field};

/// How strongly a player wants a colour (A7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Strength {
    /// A7 c: colour difference 0, alternate from the previous game.
    Weak,
    /// A7 b: colour difference ±1.
    Strong,
    /// A7 a: colour difference beyond ±1, or the same colour in the two latest games.
    Absolute,
}

/// A colour preference: colour and strength. Players without games have none.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Preference {
    pub colour: Colour,
    pub strength: Strength,
}

/// What the 2009 criteria read about one player.
#[derive(Clone, Debug)]
pub(crate) struct Card {
    /// Colours of the games played, oldest first (F2: unplayed rounds do not count).
    pub colours: Vec<Colour>,
    pub preference: Option<Preference>,
    /// B2: may receive White / Black without the colour difference passing ±2 or the same
    /// colour three times in a row. Always true for a topscorer in the last round (note to B).
    pub may_white: bool,
    pub may_black: bool,
    /// Float of the previous round and of the round before (A4, A5).
    pub floats: [Option<Float>; 2],
    /// B1 b: no point scored without playing (pairing bye, forfeit win, full-point bye).
    pub bye_eligible: bool,
    /// More than half the possible score when pairing the last round: B2, B5 and B6 do not
    /// apply to him.
    pub topscorer: bool,
}

/// The colour preference after the played games `colours`, oldest first (A7 a–c).
pub(crate) fn preference(colours: &[Colour]) -> Option<Preference> {
    let last = *colours.last()?;
    let difference = colour_difference(colours);
    let repeated = colours.len() >= 2 && colours[colours.len() - 2] == last;
    let towards_fewer = if difference > 0 {
        Colour::Black
    } else {
        Colour::White
    };
    Some(if difference.abs() > 1 {
        Preference {
            colour: towards_fewer,
            strength: Strength::Absolute,
        }
    } else if repeated {
        Preference {
            colour: last.opposite(),
            strength: Strength::Absolute,
        }
    } else if difference != 0 {
        Preference {
            colour: towards_fewer,
            strength: Strength::Strong,
        }
    } else {
        Preference {
            colour: last.opposite(),
            strength: Strength::Weak,
        }
    })
}

/// Whether receiving `colour` next keeps B2: difference within ±2, not three in a row.
pub(crate) fn b2_allows(colours: &[Colour], colour: Colour) -> bool {
    let within = (colour_difference(colours) + colour.sign()).abs() <= 2;
    let three = colours.len() >= 2 && colours[colours.len() - 2..].iter().all(|c| *c == colour);
    within && !three
}

/// The cards of the field's players, in the field's order.
pub(crate) fn cards(field: &Field, tournament: &Tournament, round: RoundNo) -> Vec<Card> {
    let previous = float_rounds(tournament, round);
    field
        .entrants
        .iter()
        .map(|entrant| card(entrant, tournament, round, &previous))
        .collect()
}

fn card(
    entrant: &Entrant,
    tournament: &Tournament,
    round: RoundNo,
    previous: &[FloatRound],
) -> Card {
    let colours = entrant.colours.clone();
    let topscorer = entrant.topscorer;
    let entries: Vec<RoundEntry> = tournament
        .position_of(entrant.id)
        .map(|position| {
            let player = &tournament.players()[position];
            (0..round.index()).map(|r| player.entry(r)).collect()
        })
        .unwrap_or_default();
    let bye_eligible = ByeEligibility::Dutch2009.allows(&entries, &tournament.setup().scoring);
    let mut floats = [None, None];
    for (slot, float_round) in previous.iter().enumerate().take(2) {
        floats[slot] = float_round.float_of(tournament, entrant);
    }
    Card {
        preference: preference(&colours),
        may_white: topscorer || b2_allows(&colours, Colour::White),
        may_black: topscorer || b2_allows(&colours, Colour::Black),
        colours,
        floats,
        bye_eligible,
        topscorer,
    }
}

/// One earlier round and the pairing scores its pairing was made with.
struct FloatRound {
    index: usize,
    scores: Vec<Score>,
}

impl FloatRound {
    /// A4/A5: a pairing between different scores floats the higher player down and the lower
    /// up, whether the game was then played or forfeited; the pairing bye is a downfloat.
    /// Byes asked for and absences are no pairing, so no float.
    fn float_of(&self, tournament: &Tournament, entrant: &Entrant) -> Option<Float> {
        let position = tournament.position_of(entrant.id)?;
        let entry = tournament.players()[position].entry(self.index);
        if entry.is_pairing_bye() {
            return Some(Float::Down);
        }
        let other = tournament.position_of(entry.opponent()?)?;
        match self.scores[position].cmp(&self.scores[other]) {
            std::cmp::Ordering::Greater => Some(Float::Down),
            std::cmp::Ordering::Less => Some(Float::Up),
            std::cmp::Ordering::Equal => None,
        }
    }
}

/// The previous round and the one before it, most recent first.
fn float_rounds(tournament: &Tournament, round: RoundNo) -> Vec<FloatRound> {
    (1..=2)
        .filter_map(|ago| round.index().checked_sub(ago))
        .filter_map(|index| {
            let earlier = RoundNo::from_index(index)?;
            let view = tournament.view(earlier);
            Some(FloatRound {
                index,
                scores: view.states().iter().map(|s| s.pairing_score).collect(),
            })
        })
        .collect()
}
