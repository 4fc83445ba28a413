//! What can go wrong when pairing by the Harkness method.

/// A real error: the round cannot be paired by this engine at all. That no legal pairing
/// exists is not an error but [`rondo_pairing::PairingOutcome::NoValidPairing`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum HarknessError {
    /// The matching library failed (a bug).
    #[error("matching failed: {0}")]
    Matching(#[from] rondo_matching::MatchingError),
    /// Too many players for the weight arithmetic.
    #[error("too many players to pair ({0})")]
    TooLarge(usize),
    /// An invariant of the engine does not hold (a bug).
    #[error("internal error: {0}")]
    Internal(#[from] rondo_pairing::BrokenInvariant),
    /// An earlier round still has pairings without a result.
    #[error(transparent)]
    PendingResults(#[from] rondo_core::PendingResults),
}

/// What a check keeps of an engine error.
impl From<HarknessError> for rondo_pairing::PairingFailure {
    fn from(error: HarknessError) -> rondo_pairing::PairingFailure {
        match error {
            HarknessError::Matching(error) => error.into(),
            HarknessError::TooLarge(n_players) => rondo_pairing::PairingFailure::TooLarge {
                n_players,
                weight_bits: None,
            },
            HarknessError::Internal(invariant) => invariant.into(),
            HarknessError::PendingResults(pending) => pending.into(),
        }
    }
}
