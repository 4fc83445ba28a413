//! The pairing checklist of a round: for each player the facts an arbiter checks a Swiss
//! pairing against (pairing number, scores, colour history, colour difference and preference,
//! floats, PAB eligibility) and what the player got this round. Each system fills it from its
//! own reading of the round.

use rondo_core::{Absent, Colour, ColourPreference, Float, PlayerId, Rating, Score};

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
