//! The one error type of the crate.

/// Why a schedule could not be built or queried.
///
/// Every variant says what was found and what was expected, so the CLI can show the message as
/// it is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ScheduleError {
    /// Fewer players (or boards, or groups) than the schedule needs.
    #[error("too few {what}: found {found}, expected at least {minimum}")]
    TooFew {
        /// What was counted: "players", "boards", "groups".
        what: &'static str,
        /// The number given.
        found: u32,
        /// The smallest number the schedule accepts.
        minimum: u32,
    },
    /// More players (or groups) than the schedule can number.
    #[error("too many {what}: found {found}, expected at most {maximum}")]
    TooMany {
        /// What was counted: "players", "groups".
        what: &'static str,
        /// The number given.
        found: u32,
        /// The largest number the schedule accepts.
        maximum: u32,
    },
    /// A round number outside the schedule.
    #[error("round {found} does not exist: expected a round from 1 to {last}")]
    RoundOutOfRange {
        /// The round asked for.
        found: u32,
        /// The last round of the schedule.
        last: u32,
    },
    /// A seed (or pairing number) outside 1..=maximum.
    #[error("{what} {found} is out of range: expected 1 to {maximum}")]
    NumberOutOfRange {
        /// "seed" or "pairing number".
        what: &'static str,
        /// The number given.
        found: u32,
        /// The largest valid number.
        maximum: u32,
    },
    /// A pairing number given to two entrants.
    #[error("pairing number {number} is given twice: expected each of 1 to {maximum} exactly once")]
    DuplicatePairingNumber {
        /// The repeated number.
        number: u16,
        /// The number of entrants.
        maximum: u16,
    },
    /// The same seed passed twice where two different seeds are needed.
    #[error("seed {seed} was given twice: expected two different seeds")]
    SameSeed {
        /// The repeated seed.
        seed: u16,
    },
}
