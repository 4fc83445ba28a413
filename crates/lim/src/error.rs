//! What can go wrong when pairing by the Lim system.

/// A real error: the round cannot be paired by this engine at all. That no legal pairing
/// exists is not an error but [`rondo_pairing::PairingOutcome::NoValidPairing`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LimError {
    /// The matching library failed (a bug, or more players than it supports).
    #[error("matching failed: {0}")]
    Matching(#[from] rondo_matching::MatchingError),
    /// An invariant of the engine does not hold (a bug).
    #[error("internal error: {0}")]
    Internal(#[from] rondo_pairing::BrokenInvariant),
    /// An earlier round still has pairings without a result.
    #[error(transparent)]
    PendingResults(#[from] rondo_core::PendingResults),
}

/// What a check keeps of an engine error.
impl From<LimError> for rondo_pairing::PairingFailure {
    fn from(error: LimError) -> rondo_pairing::PairingFailure {
        match error {
            LimError::Matching(error) => error.into(),
            LimError::Internal(invariant) => invariant.into(),
            LimError::PendingResults(pending) => pending.into(),
        }
    }
}
