//! What can go wrong before or while pairing (a round that cannot be paired is not an error:
//! it is [`crate::TeamOutcome::NoCompletePairing`]).

use rondo_core::RoundNo;
use rondo_matching::MatchingError;
use rondo_pairing::BrokenInvariant;

use crate::input::Tpn;

/// A problem with the input, or a bug.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TeamSwissError {
    /// Two teams share a TPN (1.1.1).
    #[error("TPN {0} is given to two teams")]
    DuplicateTpn(Tpn),
    /// The round is beyond the number of rounds.
    #[error("round {round} is beyond the {total} rounds of the tournament")]
    RoundBeyondTotal {
        /// The round to pair.
        round: RoundNo,
        /// The rounds of the tournament.
        total: u16,
    },
    /// The matching library failed (a bug, or a field beyond its size).
    #[error(transparent)]
    Matching(#[from] MatchingError),
    /// An invariant of the procedure failed (a bug).
    #[error(transparent)]
    Internal(#[from] BrokenInvariant),
}
