//! The result types of pairing a round.

use rondo_core::{PlayerId, Score};

/// One board of a round: who has White and who has Black.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Board {
    /// The player with White.
    pub white: PlayerId,
    /// The player with Black.
    pub black: PlayerId,
}

/// The pairing of a round, in published board order (C.04.2): boards sorted by the score of the
/// higher-ranked player, then by the sum of both scores, then by the ranking of the
/// higher-ranked player; the pairing-allocated bye is listed apart, last.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Pairing {
    /// The boards, first board first.
    pub boards: Vec<Board>,
    /// The player receiving the pairing-allocated bye (C.04.1 art. 3), if the number of players
    /// to pair is odd.
    pub pairing_bye: Option<PlayerId>,
    /// Facts about each bracket, top bracket first, kept for explanations. Empty for pairings
    /// that were not produced by the engine (for example the pairing read from a file).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub brackets: Vec<BracketFacts>,
}

/// What happened in one bracket (C.04.3 (2025) art. 3): cheap facts kept while pairing.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct BracketFacts {
    /// The pairing score of the resident players (art. 1.3.1).
    pub score: Score,
    /// The moved-down players who entered the bracket (M0 of art. 3.1), in bracket order.
    pub moved_down: Vec<PlayerId>,
    /// The resident players, in bracket order.
    pub residents: Vec<PlayerId>,
    /// The pairs made in the bracket, higher-ranked player first.
    pub pairs: Vec<(PlayerId, PlayerId)>,
    /// The players left unpaired, who move down to the next bracket (art. 1.4.1).
    pub downfloaters: Vec<PlayerId>,
}

/// The outcome of pairing a round: a pairing, or the finding that none is legal.
///
/// "No legal pairing" is an ordinary outcome, not an error (the CLI turns it into exit code 1).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "outcome", rename_all = "snake_case"))]
pub enum PairingOutcome {
    /// The round is paired.
    Paired(Pairing),
    /// No pairing of the round satisfies the absolute criteria C1–C3 (C.04.3 (2025) art. 1.9:
    /// the chief arbiter decides).
    NoValidPairing(NoValidPairing),
}

impl PairingOutcome {
    /// The pairing, if there is one.
    #[must_use]
    pub fn pairing(&self) -> Option<&Pairing> {
        match self {
            PairingOutcome::Paired(pairing) => Some(pairing),
            PairingOutcome::NoValidPairing(_) => None,
        }
    }
}

/// Why no legal pairing exists.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct NoValidPairing {
    /// The number of players to pair.
    pub n_players: usize,
    /// The largest number of pairs that satisfy C1–C3 together.
    pub max_pairs: usize,
    /// Whether the shortfall is only the bye: every player but one can be paired, but the one
    /// left over is not eligible for the pairing-allocated bye (C2).
    pub bye_ineligible: bool,
    /// A small set of players that cannot all be paired, with the constraints that block
    /// them (see [`Obstruction`](crate::Obstruction)). `None` only if the explanation could not be built.
    pub obstruction: Option<crate::Obstruction>,
}

impl NoValidPairing {
    /// The finding for `n_players` players of whom at most `max_pairs` pairs satisfy the
    /// absolute criteria, without a witness yet. When the players are odd and every player but
    /// one can be paired, the shortfall is the bye: the one left over may not receive it.
    #[must_use]
    pub fn new(n_players: usize, max_pairs: usize) -> NoValidPairing {
        NoValidPairing {
            n_players,
            max_pairs,
            bye_ineligible: n_players % 2 == 1 && 2 * max_pairs + 1 == n_players,
            obstruction: None,
        }
    }
}

/// An invariant of a pairing engine that does not hold: a bug, reported as an error rather
/// than a panic, with the facts that show it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum BrokenInvariant {
    /// A pairing names a player the engine did not pair.
    #[error("player {0} is not in the field")]
    PlayerOutsideField(PlayerId),
    /// More than one player is left over after the last group (at most one takes the bye).
    #[error("{left} players left unpaired after the last group")]
    LeftUnpaired {
        /// How many.
        left: usize,
    },
    /// The Gallai–Edmonds decomposition of an unpairable round shows no deficiency.
    #[error(
        "Gallai-Edmonds decomposition without a deficiency ({components} components, barrier {barrier})"
    )]
    NoDeficiency {
        /// The odd components found.
        components: usize,
        /// The barrier's size.
        barrier: usize,
    },
    /// A matching that should be maximum has an augmenting path.
    #[error("a matching taken as maximum is not")]
    MatchingNotMaximum,
}
