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
    colour_and_rule(higher, lower, higher_number, initial_colour).0
}

/// Which rule decided the colours of a pair: one of E1–E5, or B2 when the E-rules' choice was
/// swapped to keep the absolute colour criterion.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ColourRule {
    E1,
    E2,
    E3,
    E4,
    E5,
    B2,
}

/// As [`colour_of_higher`], with the rule that decided.
pub(crate) fn colour_and_rule(
    higher: &Card,
    lower: &Card,
    higher_number: usize,
    initial_colour: Colour,
) -> (Colour, ColourRule) {
    let (chosen, rule) = by_e_rules(higher, lower, higher_number, initial_colour);
    let keeps_b2 = |colour: Colour| {
        (higher.topscorer || b2_allows(&higher.colours, colour))
            && (lower.topscorer || b2_allows(&lower.colours, colour.opposite()))
    };
    if !keeps_b2(chosen) && keeps_b2(chosen.opposite()) {
        (chosen.opposite(), ColourRule::B2)
    } else {
        (chosen, rule)
    }
}

fn by_e_rules(
    higher: &Card,
    lower: &Card,
    higher_number: usize,
    initial: Colour,
) -> (Colour, ColourRule) {
    match (higher.preference, lower.preference) {
        (Some(h), Some(l)) if h.colour != l.colour => (h.colour, ColourRule::E1),
        (Some(h), None) => (h.colour, ColourRule::E1),
        (None, Some(l)) => (l.colour.opposite(), ColourRule::E1),
        (None, None) => {
            if higher_number.is_multiple_of(2) {
                (initial, ColourRule::E5)
            } else {
                (initial.opposite(), ColourRule::E5)
            }
        }
        (Some(h), Some(l)) => {
            if h.strength > l.strength {
                return (h.colour, ColourRule::E2);
            }
            if l.strength > h.strength {
                return (l.colour.opposite(), ColourRule::E2);
            }
            if let Some((mine, _)) = higher
                .colours
                .iter()
                .rev()
                .zip(lower.colours.iter().rev())
                .find(|(a, b)| a != b)
            {
                return (mine.opposite(), ColourRule::E3);
            }
            (h.colour, ColourRule::E4)
        }
    }
}
