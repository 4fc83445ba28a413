//! Explaining a round's pairing: plain data that every pairing system fills (players, scores,
//! rule numbers), and that the command line renders.

use rondo_core::{ColourPreference, Float, PlayerId, RoundNo, Score};
use serde::Serialize;

use crate::{Failures, NoValidPairing, Pairing};

/// A reason for a decision: the rule an arbiter looks up, and words a player understands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reason {
    /// The article or criterion ("C6", "5.2.2", "C.10", "C.04.1 art. 4"), if one applies.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// The reason in plain words.
    pub text: String,
}

/// How a round was paired, bracket by bracket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Explanation {
    /// The system and edition, as a title ("FIDE Dutch system, C.04.3 (2025)").
    pub system: String,
    /// The round explained.
    pub round: RoundNo,
    /// The number of players paired.
    pub players: usize,
    /// The brackets, top first.
    pub brackets: Vec<BracketExplanation>,
    /// The colours of each board, in board order.
    pub colours: Vec<ColourExplanation>,
    /// The pairing-allocated bye, if any.
    pub bye: Option<ByeExplanation>,
}

/// One bracket: who was in it, what was paired, who floated and what could not be met.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BracketExplanation {
    /// The score of the bracket's residents.
    #[serde(serialize_with = "crate::audit::points::one")]
    pub score: Score,
    /// The players of the score group, in pairing order.
    pub residents: Vec<PlayerId>,
    /// The players who came down from higher brackets.
    pub moved_down: Vec<PlayerId>,
    /// The pairs made in the bracket, higher-ranked player first.
    pub pairs: Vec<(PlayerId, PlayerId)>,
    /// How the pairs were formed: the subgroups, exchanges and transpositions.
    pub decisions: Vec<Reason>,
    /// Players who floated down out of the bracket or up into a pair of it.
    pub floats: Vec<FloatExplanation>,
    /// The quality criteria the bracket fails, with how often.
    pub unmet: Vec<CriterionCount>,
}

/// A player who floated, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FloatExplanation {
    /// The player.
    pub player: PlayerId,
    /// His score.
    #[serde(serialize_with = "crate::audit::points::one")]
    pub score: Score,
    /// Down (left unpaired, moves to the next bracket) or up (meets a higher score).
    pub direction: Float,
    /// Why, most important first.
    pub reasons: Vec<Reason>,
}

/// A criterion not fully met, and how far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CriterionCount {
    /// The criterion's number in the edition's text.
    pub rule: String,
    /// What it asks for.
    pub summary: String,
    /// How far it is failed.
    pub failures: Failures,
}

/// How the colours of one board were decided.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ColourExplanation {
    /// The board number (1 = top board).
    pub board: usize,
    /// The player with White.
    pub white: PlayerId,
    /// The player with Black.
    pub black: PlayerId,
    /// White's colour preference before the round.
    pub white_preference: Option<ColourPreference>,
    /// Black's colour preference before the round.
    pub black_preference: Option<ColourPreference>,
    /// The rule that gave the colours.
    pub reason: Reason,
}

/// Who got the pairing-allocated bye, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ByeExplanation {
    /// The player.
    pub player: PlayerId,
    /// His score.
    #[serde(serialize_with = "crate::audit::points::one")]
    pub score: Score,
    /// Why him.
    pub reasons: Vec<Reason>,
}

/// The result of explaining a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum ExplainOutcome {
    /// The round is paired, and explained.
    Explained {
        /// The pairing.
        pairing: Pairing,
        /// Its explanation.
        explanation: Explanation,
    },
    /// No legal pairing exists.
    NoValidPairing(NoValidPairing),
}
