//! Colours (art. 5, art. 7.2, art. 6).
//!
//! Policy, in this order for two players `a` (the higher numbered, i.e. the smaller number)
//! and `b`:
//!
//! 1. **Limits (5.1.1, 5.1.2, 5.3).** When only one allocation keeps both players within the
//!    limits of art. 2.1 (no third colour running, no three more of one colour), it is taken.
//!    In the last round two players of the same score may meet beyond the limits (art. 6);
//!    then the rules below decide.
//! 2. **Due colours (5.1, 5.2).** A player is due the colour that equalises his colours, or,
//!    when they are equal, the colour that alternates with his last game (C.04.1 art. 8).
//!    Different due colours: both get them. One player without games: the other gets his due
//!    colour.
//! 3. **Same due colour (5.4).** Go back through the rounds to the latest one in which both
//!    played with different colours: each now gets the colour the other had then.
//! 4. **Identical histories (5.4).** In the Median Scoregroup or above (the higher score of the
//!    two), the higher numbered player gets his due colour; below the median, the lower
//!    numbered one.
//! 5. **No games (7.2).** Two players without a game: the higher numbered one gets the colour
//!    of #1 (by lot) when his number is odd, the other colour when it is even.

use rondo_core::Colour;

use crate::field::{Entrant, Field, colour_allowed};

/// The colour a player is due (art. 5.1, C.04.1 art. 8): the equalising colour, else the one
/// alternating with his last game; none before his first game.
pub(crate) fn due_colour(entrant: &Entrant) -> Option<Colour> {
    let difference = entrant.colour_difference();
    if difference > 0 {
        Some(Colour::Black)
    } else if difference < 0 {
        Some(Colour::White)
    } else {
        entrant.colours.last().map(|colour| colour.opposite())
    }
}

/// Which rule gave a board its colours (for explanations).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ColourRule {
    /// Only one allocation keeps both within the limits (5.3).
    Limits,
    /// Different due colours, or only one player due a colour (5.1, 5.2).
    Due,
    /// Same due colour: the latest round with different colours (5.4).
    History,
    /// Same due colour and identical histories: rank by the side of the median (5.4).
    Rank,
    /// Neither has played: the round-1 rule (7.2).
    Initial,
}

/// The colour of `a` against `b` (`a` has the smaller number), and the rule that decided it.
pub(crate) fn colour_of(field: &Field, a: usize, b: usize) -> (Colour, ColourRule) {
    let (x, y) = (&field.entrants[a], &field.entrants[b]);
    let allowed: Vec<Colour> = [Colour::White, Colour::Black]
        .into_iter()
        .filter(|colour| colour_allowed(x, *colour) && colour_allowed(y, colour.opposite()))
        .collect();
    if let [only] = allowed[..] {
        return (only, ColourRule::Limits);
    }
    match (due_colour(x), due_colour(y)) {
        (None, None) => {
            let colour = if x.number % 2 == 1 {
                field.initial_colour
            } else {
                field.initial_colour.opposite()
            };
            (colour, ColourRule::Initial)
        }
        (Some(colour), None) => (colour, ColourRule::Due),
        (None, Some(colour)) => (colour.opposite(), ColourRule::Due),
        (Some(p), Some(q)) if p != q => (p, ColourRule::Due),
        (Some(due), Some(_)) => {
            let latest_difference =
                x.history
                    .iter()
                    .zip(&y.history)
                    .rev()
                    .find_map(|pair| match pair {
                        (Some(c), Some(d)) if c != d => Some(*d),
                        _ => None,
                    });
            if let Some(colour) = latest_difference {
                return (colour, ColourRule::History);
            }
            let at_or_above_median = x.score.max(y.score) >= field.median;
            let colour = if at_or_above_median {
                due
            } else {
                due.opposite()
            };
            (colour, ColourRule::Rank)
        }
    }
}

/// Whether both players get the colour they are due when `a` has `colour` (a player not yet
/// due any colour is content with either).
pub(crate) fn both_due(field: &Field, a: usize, b: usize, colour: Colour) -> bool {
    due_colour(&field.entrants[a]).is_none_or(|due| due == colour)
        && due_colour(&field.entrants[b]).is_none_or(|due| due == colour.opposite())
}

/// Whether the pair `a`–`b` gives both players their due colours by [`colour_of`].
pub(crate) fn pair_gives_due(field: &Field, a: usize, b: usize) -> bool {
    let (first, second) = (a.min(b), a.max(b));
    let (colour, _) = colour_of(field, first, second);
    both_due(field, first, second, colour)
}
