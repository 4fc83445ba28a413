//! What can go wrong when pairing by the Dubov system.

/// A real error: the round cannot be paired by this engine at all. That no legal pairing
/// exists is not an error but [`rondo_pairing::PairingOutcome::NoValidPairing`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DubovError {
    /// The matching library failed (a bug).
    #[error("matching failed: {0}")]
    Matching(#[from] rondo_matching::MatchingError),
    /// Too many players or score groups for the weight arithmetic of \[C5\]/\[C6\].
    #[error("too many players to pair ({0})")]
    TooLarge(usize),
    /// Baku acceleration asked for a point system it does not fit.
    #[error(transparent)]
    Acceleration(#[from] rondo_pairing::AccelerationError),
    /// A round is paired while an earlier one still waits for results.
    #[error(transparent)]
    Pending(#[from] rondo_core::PendingResults),
    /// An invariant of the engine does not hold (a bug).
    #[error("internal error: {0}")]
    Internal(#[from] rondo_pairing::BrokenInvariant),
}

/// What a check keeps of an engine error.
impl From<DubovError> for rondo_pairing::PairingFailure {
    fn from(error: DubovError) -> rondo_pairing::PairingFailure {
        match error {
            DubovError::Matching(error) => error.into(),
            DubovError::TooLarge(n_players) => rondo_pairing::PairingFailure::TooLarge {
                n_players,
                weight_bits: Some(128),
            },
            DubovError::Acceleration(error) => error.into(),
            DubovError::Pending(error) => error.into(),
            DubovError::Internal(invariant) => invariant.into(),
        }
    }
}
