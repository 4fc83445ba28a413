//! Colours (rule VIII, source lines 557, 571, 591, 605).
//!
//! Policy: a player is due the colour opposite to his last game (alternation). When both
//! players are due the same colour, it goes to the one it brings closer to equal numbers of
//! Whites and Blacks; when that does not separate them, to the higher-ranked (lower pairing
//! number), where the source draws lots (line 605), so that a round always re-pairs the same
//! way. A player without games takes whatever his opponent is due; two players without games
//! follow the round-1 rule (line 591): the higher-ranked player of the pair takes the lot
//! colour if his pairing number is odd, the other colour if it is even.

use rondo_core::Colour;

use crate::field::Entrant;

/// The colour `entrant` is due: the opposite of his last game's.
pub(crate) fn due_colour(entrant: &Entrant) -> Option<Colour> {
    entrant.colours.last().map(|colour| colour.opposite())
}

/// The colour of `a` when he meets `b` (`a` has the lower pairing number).
pub(crate) fn colour_of(a: &Entrant, b: &Entrant, initial_colour: Colour) -> Colour {
    match (due_colour(a), due_colour(b)) {
        (None, None) => {
            if a.number % 2 == 1 {
                initial_colour
            } else {
                initial_colour.opposite()
            }
        }
        (Some(colour), None) => colour,
        (None, Some(colour)) => colour.opposite(),
        (Some(x), Some(y)) if x != y => x,
        (Some(colour), Some(_)) => {
            // Both want `colour`: it goes to whoever has had it less often.
            let deficit = |entrant: &Entrant| match colour {
                Colour::White => -entrant.colour_difference(),
                Colour::Black => entrant.colour_difference(),
            };
            if deficit(b) > deficit(a) {
                colour.opposite()
            } else {
                colour
            }
        }
    }
}

/// How well one player's colour turns out, for comparing pairings.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct ColourQuality {
    /// Players who get the colour they are due (or have no history): 0 to 2.
    pub alternating: u64,
    /// Players who do not get the same colour a third time running: 0 to 2.
    pub not_three_running: u64,
    /// Players whose Whites and Blacks differ by at most one afterwards: 0 to 2.
    pub balanced: u64,
}

/// The colour quality of the pair `a`–`b` (`a` has the lower pairing number).
pub(crate) fn quality(a: &Entrant, b: &Entrant, initial_colour: Colour) -> ColourQuality {
    let colour_a = colour_of(a, b, initial_colour);
    let mut quality = ColourQuality::default();
    for (entrant, colour) in [(a, colour_a), (b, colour_a.opposite())] {
        if due_colour(entrant).is_none_or(|due| due == colour) {
            quality.alternating += 1;
        }
        let n = entrant.colours.len();
        if n < 2 || entrant.colours[n - 2..].iter().any(|c| *c != colour) {
            quality.not_three_running += 1;
        }
        if (entrant.colour_difference() + colour.sign()).abs() <= 1 {
            quality.balanced += 1;
        }
    }
    quality
}
