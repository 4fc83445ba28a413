//! Colour allocation, C.04.3 (2025) art. 5.2.
//!
//! Policy: the rules are applied in the order of the text, and each step is decided on the
//! facts of art. 1.6–1.7 computed from played games only:
//! 1. both preferences are granted when they are compatible (different, or one player has none);
//! 2. otherwise the stronger preference is granted: an absolute preference beats a
//!    non-absolute one, and between two absolute preferences (topscorers only) the larger colour
//!    imbalance wins; then a strong preference beats a mild one;
//! 3. otherwise the players alternate relative to the most recent round in which one had White
//!    and the other Black, comparing the played-game histories aligned from their ends;
//! 4. otherwise the higher-ranked player (pairing score, then pairing number) gets his
//!    preference;
//! 5. otherwise (neither has played) the higher-ranked player gets the initial colour if his
//!    effective pairing number is odd (1-based), the other colour if it is even.

use rondo_core::Colour;

use crate::criteria::Criterion;
use crate::entrants::{ColourState, Entrant};

/// The step of art. 5.2 that decided a colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ColourStep {
    /// 5.2.1: both preferences granted (they differ, or one player has none).
    BothPreferences,
    /// 5.2.2: the stronger preference granted.
    StrongerPreference,
    /// 5.2.3: alternation from the latest round in which their colours differed.
    Alternation,
    /// 5.2.4: the higher-ranked player's preference granted.
    HigherRankedPreference,
    /// 5.2.5: the initial colour by the higher-ranked player's pairing number.
    InitialColour,
}

/// The colour of `player` against `opponent`, art. 5.2.
pub(crate) fn colour_of(player: &Entrant, opponent: &Entrant, initial_colour: Colour) -> Colour {
    allocate(player, opponent, initial_colour).0
}

/// The colour of `player` against `opponent` and the step of art. 5.2 that gave it.
pub(crate) fn allocate(
    player: &Entrant,
    opponent: &Entrant,
    initial_colour: Colour,
) -> (Colour, ColourStep) {
    if let Some(decided) = neutral_colour(player, opponent) {
        return decided;
    }
    let player_is_higher = (player.score, std::cmp::Reverse(player.rank))
        > (opponent.score, std::cmp::Reverse(opponent.rank));
    match player.colour.preference {
        // 5.2.4: the higher-ranked player's preference.
        Some(preference) => {
            let colour = if player_is_higher {
                preference
            } else {
                opponent
                    .colour
                    .preference
                    .map_or(preference, Colour::opposite)
            };
            (colour, ColourStep::HigherRankedPreference)
        }
        // 5.2.5: the initial colour by the parity of the higher-ranked player's number.
        None => {
            let higher = if player_is_higher { player } else { opponent };
            let higher_colour = if higher.rank % 2 == 0 {
                initial_colour
            } else {
                initial_colour.opposite()
            };
            let colour = if player_is_higher {
                higher_colour
            } else {
                higher_colour.opposite()
            };
            (colour, ColourStep::InitialColour)
        }
    }
}

/// Steps 5.2.1–5.2.3; `None` when they do not decide.
fn neutral_colour(player: &Entrant, opponent: &Entrant) -> Option<(Colour, ColourStep)> {
    let (mine, theirs) = (&player.colour, &opponent.colour);
    let both = |colour: Colour| Some((colour, ColourStep::BothPreferences));
    match (mine.preference, theirs.preference) {
        (Some(a), Some(b)) if a != b => return both(a),
        (Some(a), None) => return both(a),
        (None, Some(b)) => return both(b.opposite()),
        (None, None) => return None,
        _ => {}
    }
    let stronger = |colour: Option<Colour>| colour.map(|c| (c, ColourStep::StrongerPreference));
    // Same preference from here on.
    if mine.absolute() && (mine.imbalance > theirs.imbalance || !theirs.absolute()) {
        return stronger(mine.preference);
    }
    if theirs.absolute() && (theirs.imbalance > mine.imbalance || !mine.absolute()) {
        return stronger(theirs.preference.map(Colour::opposite));
    }
    if mine.strong && !theirs.strong {
        return stronger(mine.preference);
    }
    if theirs.strong && !mine.strong {
        return stronger(theirs.preference.map(Colour::opposite));
    }
    // 5.2.3: the most recent round in which their colours differed.
    player
        .colours
        .iter()
        .rev()
        .zip(opponent.colours.iter().rev())
        .find(|(a, b)| a != b)
        .map(|(_, theirs)| (*theirs, ColourStep::Alternation))
}

/// The four colour criteria of a pair inside a bracket (the higher player's colour state, then
/// the lower's), each `true` when the pair satisfies it:
/// C10–C13 of the 2025 edition, C.8–C.11 of the 2017 edition (the same tests):
/// - C10: not both with an absolute colour imbalance and the same preference (a topscorer
///   pair);
/// - C11: not both with an absolute preference for the same colour unless the one who must
///   give way does not get the same colour a third time in a row;
/// - C12: the preferences are compatible;
/// - C13: not both with a strong (or one strong, one absolute) preference for the same colour.
pub(crate) fn colour_criteria(hc: &ColourState, lc: &ColourState) -> [(Criterion, bool); 4] {
    let same_preference = hc.preference == lc.preference;
    let imbalance = !(lc.absolute_imbalance() && hc.absolute_imbalance() && same_preference);
    let third_in_a_row = !(lc.absolute() && hc.absolute() && same_preference)
        || if lc.imbalance == hc.imbalance {
            lc.repeated.is_none() || lc.repeated != hc.repeated
        } else {
            let smaller = if lc.imbalance > hc.imbalance { hc } else { lc };
            smaller.repeated != lc.preference.map(Colour::opposite)
        };
    let preferences = !same_preference || hc.preference.is_none();
    let strong = (!lc.strong && !lc.absolute())
        || (!hc.strong && !hc.absolute())
        || (lc.absolute() && hc.absolute())
        || !same_preference;
    [
        (Criterion::C10, imbalance),
        (Criterion::C11, third_in_a_row),
        (Criterion::C12, preferences),
        (Criterion::C13, strong),
    ]
}
