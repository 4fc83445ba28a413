//! What can go wrong when pairing by the Double-Swiss system.

use rondo_core::MatchProblem;

/// A real error: the match-round cannot be paired by this engine at all. That no legal
/// pairing exists is not an error but [`rondo_pairing::PairingOutcome::NoValidPairing`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DoubleSwissError {
    /// The round to pair is a match's second game: a pairing covers two columns, and the
    /// next one to pair is always odd.
    #[error("round {0} is the second game of a match; pair round {prev} (the match's first column)", prev = .0 - 1)]
    SecondGameColumn(u16),
    /// The file's columns do not pair up as matches (the first of them; the rest likewise).
    #[error("the round columns do not pair up as two-game matches ({count} problems): player {first_player}, match {first_match} (rounds {a} and {b})", first_player = .first.player, first_match = .first.match_no, a = 2 * .first.match_no - 1, b = 2 * .first.match_no)]
    ColumnsNotMatches {
        /// The first problem.
        first: MatchProblem,
        /// How many there are.
        count: usize,
    },
    /// The matching library failed (a bug).
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
impl From<DoubleSwissError> for rondo_pairing::PairingFailure {
    fn from(error: DoubleSwissError) -> rondo_pairing::PairingFailure {
        match error {
            DoubleSwissError::Matching(error) => error.into(),
            DoubleSwissError::Internal(invariant) => invariant.into(),
            DoubleSwissError::PendingResults(pending) => pending.into(),
            DoubleSwissError::SecondGameColumn(_) | DoubleSwissError::ColumnsNotMatches { .. } => {
                rondo_pairing::PairingFailure::Unsupported
            }
        }
    }
}
