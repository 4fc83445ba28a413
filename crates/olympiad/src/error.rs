//! What can go wrong before or while pairing (a round that cannot be paired is not an error:
//! it is [`crate::OlympiadOutcome::NoCompletePairing`]).

use rondo_core::RoundNo;
use rondo_matching::MatchingError;

use crate::input::Tpn;

/// A problem with the input, or a bug.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum OlympiadError {
    /// Two teams share a pairing number (3.1).
    #[error("pairing number {0} is given to two teams")]
    DuplicateTpn(Tpn),
    /// The round is beyond the number of rounds.
    #[error("round {round} is beyond the {total} rounds of the tournament")]
    RoundBeyondTotal {
        /// The round to pair.
        round: RoundNo,
        /// The rounds of the tournament.
        total: u16,
    },
    /// A played match names a team that is not in the field.
    #[error("team {team} played team {opponent}, which is not in the field")]
    UnknownOpponent {
        /// The team whose history names the opponent.
        team: Tpn,
        /// The opponent named.
        opponent: Tpn,
    },
    /// The matching library failed (a bug, or a field beyond its size).
    #[error(transparent)]
    Matching(#[from] MatchingError),
}
