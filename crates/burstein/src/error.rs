//! What can go wrong when pairing by the Burstein system.

/// A real error: the round cannot be paired by this engine at all. That no legal pairing
/// exists is not an error but [`rondo_pairing::PairingOutcome::NoValidPairing`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BursteinError {
    /// The round is a seeding round (art. 1.6), paired by the Dutch system, not by this crate.
    #[error("round {round} is a seeding round, paired by the Dutch system (art. 1.6)")]
    SeedingRound {
        /// The round asked for.
        round: u16,
    },
    /// An earlier round still has pairings without a result.
    #[error(transparent)]
    PendingResults(#[from] rondo_core::PendingResults),
    /// Baku acceleration was asked for with a point system it does not fit.
    #[error(transparent)]
    Acceleration(#[from] rondo_pairing::AccelerationError),
    /// The matching library failed (a bug).
    #[error("matching failed: {0}")]
    Matching(#[from] rondo_matching::MatchingError),
    /// Too many players (or score levels) for the weight arithmetic.
    #[error("too many players to pair ({0})")]
    TooLarge(usize),
    /// An invariant of the engine does not hold (a bug).
    #[error("internal error: {0}")]
    Internal(#[from] rondo_pairing::BrokenInvariant),
}

/// What a check keeps of an engine error.
impl From<BursteinError> for rondo_pairing::PairingFailure {
    fn from(error: BursteinError) -> rondo_pairing::PairingFailure {
        use rondo_pairing::PairingFailure;
        match error {
            BursteinError::SeedingRound { .. } => PairingFailure::Unsupported,
            BursteinError::PendingResults(pending) => pending.into(),
            BursteinError::Acceleration(error) => error.into(),
            BursteinError::Matching(error) => error.into(),
            BursteinError::TooLarge(n_players) => PairingFailure::TooLarge {
                n_players,
                weight_bits: None,
            },
            BursteinError::Internal(invariant) => invariant.into(),
        }
    }
}
