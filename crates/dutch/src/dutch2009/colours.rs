//! Colour allocation of the 2009 text, E1–E5, for one pair.
//!
//! E1 both preferences; E2 the stronger preference (absolute, then strong, then weak); E3
//! alternate from the most recent round in which the two had different colours, comparing
//! the played-game histories aligned from their ends (F3: unplayed rounds are skipped, so
//! `NBB-N` reads as `-NBBN`); E4 the higher-ranked player's preference; E5 when neither has a
//! preference (the first round): the initial colour drawn by lot goes to the higher-ranked
//! player when his bracket number is odd, the other colour when it is even. Last, a colour
//! that would break B2 for a player it applies to is swapped (the search only makes pairs for
//! which one assignment keeps B2).

use rondo_core::Colour;

use super::cards::{Card, b2_allows};

/// The colour of the higher-ranked player `higher` against `lower`. `higher_number` is the
/// higher player's 0-based position in the round's order (A2), used by E5.
pub(crate) fn colour_of_higher(
    higher: &Card,
    lower: &Card,
    higher_number: usize,
    initial_colour: Colour,
) -> Colour {
    let chosen = by_e_rules(higher, lower, higher_number, initial_colour);
    let keeps_b2 = |colour: Colour| {
        (higher.topscorer || b2_allows(&higher.colours, colour))
            && (lower.topscorer || b2_allows(&lower.colours, colour.opposite()))
    };
    if !keeps_b2(chosen) && keeps_b2(chosen.opposite()) {
        chosen.opposite()
    } else {
        chosen
    }
}

fn by_e_rules(higher: &Card, lower: &Card, higher_number: usize, initial: Colour) -> Colour {
    match (higher.preference, lower.preference) {
        // E1.
        (Some(h), Some(l)) if h.colour != l.colour => h.colour,
        (Some(h), None) => h.colour,
        (None, Some(l)) => l.colour.opposite(),
        // E5.
        (None, None) => {
            if higher_number % 2 == 0 {
                initial
            } else {
                initial.opposite()
            }
        }
        (Some(h), Some(l)) => {
            // E2.
            if h.strength > l.strength {
                return h.colour;
            }
            if l.strength > h.strength {
                return l.colour.opposite();
            }
            // E3.
            if let Some((mine, _)) = higher
                .colours
                .iter()
                .rev()
                .zip(lower.colours.iter().rev())
                .find(|(a, b)| a != b)
            {
                return mine.opposite();
            }
            // E4.
            h.colour
        }
    }
}
