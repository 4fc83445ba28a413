//! The pairing checklist of a round: for each player the facts an arbiter checks a Swiss
//! pairing against (pairing number, scores, colour history, colour difference and preference,
//! floats, PAB eligibility) and what the player got this round. Each system fills it from its
//! own reading of the round.

use std::collections::HashMap;

use rondo_core::{
    Absent, Colour, ColourPreference, Float, Player, PlayerId, PlayerState, Rating, RoundNo, Score,
};

use crate::Pairing;

/// The checklist of one round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Checklist {
    /// The round paired.
    pub round: u16,
    /// Whether any player has virtual points (acceleration) this round, so that the pairing
    /// score differs from the score.
    pub accelerated: bool,
    /// Whether this is the last round (topscorers exist only then, art. 1.8).
    pub last_round: bool,
    /// One row per player of the tournament (see the module docs for the order).
    pub rows: Vec<ChecklistRow>,
}

/// One player's line of the checklist.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ChecklistRow {
    /// The effective pairing number (1-based), if the player takes part.
    pub pairing_number: Option<u32>,
    /// The start number.
    pub start_number: PlayerId,
    /// The player's name.
    pub name: String,
    /// The rating, if any.
    pub rating: Option<Rating>,
    /// Points from earlier rounds.
    pub score: Score,
    /// Score plus virtual points: what brackets are formed by.
    pub pairing_score: Score,
    /// The colour of each earlier round, round 1 first; `None` when the round was not played
    /// over the board (byes, forfeits, absences).
    pub colour_history: Vec<Option<Colour>>,
    /// Games with White minus games with Black (art. 1.6).
    pub colour_difference: i32,
    /// The colour preference and its strength (art. 1.7); none before the first game.
    pub colour_preference: Option<ColourPreference>,
    /// The float of the round before the last one.
    pub float_before_last: Option<Float>,
    /// The float of the last round.
    pub float_last: Option<Float>,
    /// Whether the player may receive the pairing-allocated bye (C2).
    pub pab_eligible: bool,
    /// Whether the player is a topscorer (art. 1.8; only in the last round).
    pub topscorer: bool,
    /// What the player gets this round.
    pub this_round: Assignment,
}

/// What a player gets in the round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum Assignment {
    /// A game.
    Game {
        /// The board (1-based, published order).
        board: usize,
        /// The opponent.
        opponent: PlayerId,
        /// The colour this player has.
        colour: Colour,
        /// The float this pairing gives the player.
        float: Option<Float>,
    },
    /// The pairing-allocated bye.
    PairingBye,
    /// Not paired: an absence known for the round.
    Absent {
        /// Which absence.
        absent: Absent,
    },
    /// To be paired, but the round has no valid pairing.
    Unpaired,
}

/// What each player of `pairing` gets in the round: a game on its board (1-based, in the
/// published order) with the float `float(player, opponent)` gives, or the pairing-allocated
/// bye. Without a pairing, nobody has anything yet.
pub fn board_assignments(
    pairing: Option<&Pairing>,
    float: impl Fn(PlayerId, PlayerId) -> Option<Float>,
) -> HashMap<PlayerId, Assignment> {
    let mut assignment = HashMap::new();
    let Some(pairing) = pairing else {
        return assignment;
    };
    for (index, board) in pairing.boards.iter().enumerate() {
        for (me, them, colour) in [
            (board.white, board.black, Colour::White),
            (board.black, board.white, Colour::Black),
        ] {
            assignment.insert(
                me,
                Assignment::Game {
                    board: index + 1,
                    opponent: them,
                    colour,
                    float: float(me, them),
                },
            );
        }
    }
    if let Some(bye) = pairing.pairing_bye {
        assignment.insert(bye, Assignment::PairingBye);
    }
    assignment
}

/// The float of a player with score `mine` paired with one of score `theirs`: down to a lower
/// score, up to a higher one.
#[must_use]
pub fn float_by_score(mine: Score, theirs: Score) -> Option<Float> {
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => Some(Float::Down),
        std::cmp::Ordering::Less => Some(Float::Up),
        std::cmp::Ordering::Equal => None,
    }
}

/// What the player of `state` gets in the round: his absence, else his assignment, else
/// nothing (the round has no valid pairing).
#[must_use]
pub fn this_round(state: &PlayerState, assignments: &HashMap<PlayerId, Assignment>) -> Assignment {
    match state.absent {
        Some(absent) => Assignment::Absent { absent },
        None => assignments
            .get(&state.id)
            .cloned()
            .unwrap_or(Assignment::Unpaired),
    }
}

/// The colours `player` played in the rounds before `round` (`None` where he played none).
#[must_use]
pub fn colour_history(player: &Player, round: RoundNo) -> Vec<Option<Colour>> {
    (0..round.index())
        .map(|index| player.entry(index).played_colour())
        .collect()
}
