//! Colour allocation (art. 5): the first rule of 5.2.1–5.2.5 that decides.

use std::cmp::Ordering;

use rondo_core::Colour;

use crate::field::{Entrant, ranking};

/// The rule of art. 5.2 that gave the colours of a pair.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum ColourStep {
    /// 5.2.1: neither has played; the higher-ranked player's TPN and the initial colour.
    InitialColour,
    /// 5.2.2: both preferences granted (a player without one accepts the other's, art. 1.5.4).
    BothPreferences,
    /// 5.2.3: the stronger preference.
    StrongerPreference,
    /// 5.2.4: the colours alternate from the latest round in which they differed.
    Alternation,
    /// 5.2.5: the higher-ranked player's preference (art. 1.8).
    HigherRankedPreference,
}

/// The colour of `player` against `opponent`, and the rule that decided it.
pub(crate) fn allocate(
    player: &Entrant,
    opponent: &Entrant,
    initial_colour: Colour,
) -> (Colour, ColourStep) {
    let player_is_higher = ranking(player, opponent) == Ordering::Less;
    let (higher, lower) = if player_is_higher {
        (player, opponent)
    } else {
        (opponent, player)
    };
    let for_player = |higher_colour: Colour| {
        if player_is_higher {
            higher_colour
        } else {
            higher_colour.opposite()
        }
    };
    // 5.2.1: both have yet to play a game.
    // (Only players who have played have a preference, art. 1.5.)
    if player.preference.is_none() && opponent.preference.is_none() {
        let colour = if higher.tpn() % 2 == 1 {
            initial_colour
        } else {
            initial_colour.opposite()
        };
        return (for_player(colour), ColourStep::InitialColour);
    }
    match (higher.preference, lower.preference) {
        // 5.2.2: compatible preferences, or one player without a preference (art. 1.5.4).
        (Some(h), Some(l)) if h.colour != l.colour => {
            return (for_player(h.colour), ColourStep::BothPreferences);
        }
        (Some(h), None) => return (for_player(h.colour), ColourStep::BothPreferences),
        (None, Some(l)) => {
            return (for_player(l.colour.opposite()), ColourStep::BothPreferences);
        }
        // 5.2.3: the stronger preference.
        (Some(h), Some(l)) if h.strength != l.strength => {
            let colour = if h.strength > l.strength {
                h.colour
            } else {
                h.colour.opposite()
            };
            return (for_player(colour), ColourStep::StrongerPreference);
        }
        _ => {}
    }
    // 5.2.4: alternate from the most recent round in which one had White and the other Black;
    // only played games count, each player's sequence read back from his latest game
    // (C.04.2 art. 3.4).
    let latest_difference = player
        .colours
        .iter()
        .rev()
        .zip(opponent.colours.iter().rev())
        .find(|(mine, theirs)| mine != theirs);
    if let Some((_, theirs)) = latest_difference {
        return (*theirs, ColourStep::Alternation);
    }
    // 5.2.5: the higher-ranked player's preference.
    let colour = higher.preference.map_or(Colour::White, |p| p.colour);
    (for_player(colour), ColourStep::HigherRankedPreference)
}
