//! The errors of pairing a round.

/// A real error: the data cannot be paired at all by this engine.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PairError {
    /// The edition asked for is not implemented.
    #[error("the {0:?} edition of the Dutch rules is not implemented yet")]
    UnsupportedEdition(crate::Edition),
    /// Baku acceleration cannot be generated (C.04.7).
    #[error(transparent)]
    Acceleration(#[from] rondo_pairing::AccelerationError),
    /// Too many players for the weight arithmetic of the matching (more than the engine's
    /// widest weight type can hold).
    #[error("too many players or score groups to pair ({n_players} players, {bits} weight bits)")]
    TooLarge {
        /// The number of players to pair.
        n_players: usize,
        /// The number of bits the edge weights would need.
        bits: u32,
    },
    /// The round asked for does not exist in the tournament (before round 1 or beyond the end).
    #[error("round {round} cannot be paired: the tournament has {n_rounds} round(s)")]
    NoSuchRound {
        /// The round asked for.
        round: u16,
        /// The number of rounds of the tournament.
        n_rounds: u16,
    },
    /// An earlier round still has pairings without a result (C.04.1: a round is paired from
    /// the results of the rounds before it).
    #[error(transparent)]
    PendingResults(#[from] rondo_core::PendingResults),
    /// The matching library failed (a bug).
    #[error("matching failed: {0}")]
    Matching(#[from] rondo_matching::MatchingError),
    /// An invariant of the engine does not hold (a bug).
    #[error("internal error: {0}")]
    Internal(#[from] rondo_pairing::BrokenInvariant),
}
