//! The errors of the registry and of the systems behind it, with their typed sources.

use rondo_core::{FileSystem, System};

/// What a caller can ask of a system (for [`SystemError::Unsupported`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Capability {
    /// Pairing a round of players (a system that pairs teams pairs matches instead).
    PlayerPairing,
    /// Listing the absolute rules a pairing breaks.
    Breaches,
    /// Auditing a hand-made pairing.
    Audit,
    /// Explaining a pairing.
    Explain,
    /// The pairing checklist.
    Checklist,
    /// Random tournaments.
    Generate,
}

/// An option of [`crate::Options`] (for [`SystemError::Refused`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum OptionName {
    /// [`crate::Options::acceleration`].
    Acceleration,
    /// [`crate::Options::maxi_tournament`].
    MaxiTournament,
    /// [`crate::Options::european_ranking`].
    EuropeanRanking,
}

/// Why a system could not do what was asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SystemError {
    /// The Dutch engine's error.
    #[error(transparent)]
    Dutch(#[from] rondo_dutch::PairError),
    /// The US Swiss engine's error.
    #[error(transparent)]
    UsSwiss(#[from] rondo_harkness::HarknessError),
    /// The Lim engine's error.
    #[error(transparent)]
    Lim(#[from] rondo_lim::LimError),
    /// The fixed schedule's error (a field too small or too large for the table).
    #[error(transparent)]
    Schedule(#[from] rondo_schedule::ScheduleError),
    /// The Burstein engine's error (C.04.4.2).
    #[error(transparent)]
    Burstein(#[from] rondo_burstein::BursteinError),
    /// The Dubov engine's error.
    #[error(transparent)]
    Dubov(#[from] rondo_dubov::DubovError),
    /// An earlier round still has pairings without a result.
    #[error(transparent)]
    PendingResults(#[from] rondo_core::PendingResults),
    /// The Double-Swiss engine's error (C.04.5).
    #[error(transparent)]
    DoubleSwiss(#[from] rondo_double_swiss::DoubleSwissError),
    /// The system does not offer this.
    #[error("{system} does not offer {capability:?}")]
    Unsupported {
        /// The system's name.
        system: &'static str,
        /// What was asked.
        capability: Capability,
    },
    /// The system has no such option.
    #[error("{system} has no {option:?} option")]
    Refused {
        /// The system's name.
        system: &'static str,
        /// The option set.
        option: OptionName,
    },
    /// A fixed schedule pairs by start number, so the start numbers must run from 1 to the
    /// number of players.
    #[error("a round robin needs start numbers 1 to {players} without gaps")]
    NotNumberedFromOne {
        /// The number of players.
        players: usize,
    },
    // Team Swiss (C.04.6)
    /// The team Swiss engine refused its input, or failed.
    #[error(transparent)]
    TeamSwiss(#[from] rondo_team_swiss::TeamSwissError),
    // Olympiad (D.02)
    /// The Olympiad engine refused its input, or failed.
    #[error(transparent)]
    Olympiad(#[from] rondo_olympiad::OlympiadError),
}

/// What a check keeps of a system's error.
impl From<SystemError> for rondo_pairing::PairingFailure {
    fn from(error: SystemError) -> rondo_pairing::PairingFailure {
        use rondo_pairing::PairingFailure;
        match error {
            SystemError::Dutch(error) => error.into(),
            SystemError::UsSwiss(error) => error.into(),
            SystemError::Burstein(error) => error.into(),
            SystemError::Lim(error) => error.into(),
            SystemError::Schedule(_) | SystemError::NotNumberedFromOne { .. } => {
                PairingFailure::ScheduleDoesNotFit
            }
            SystemError::PendingResults(pending) => pending.into(),
            SystemError::DoubleSwiss(error) => error.into(),
            SystemError::Unsupported { .. } | SystemError::Refused { .. } => {
                PairingFailure::Unsupported
            }
            SystemError::Dubov(error) => error.into(),
            // Team Swiss (C.04.6)
            SystemError::TeamSwiss(error) => match error {
                rondo_team_swiss::TeamSwissError::Internal(invariant) => {
                    PairingFailure::Internal { invariant }
                }
                rondo_team_swiss::TeamSwissError::Matching(_) => PairingFailure::Matching,
                _ => PairingFailure::Unsupported,
            },
            // Olympiad (D.02)
            SystemError::Olympiad(error) => match error {
                rondo_olympiad::OlympiadError::Matching(_) => PairingFailure::Matching,
                _ => PairingFailure::Unsupported,
            },
        }
    }
}

/// Why no system of the registry answers a choice.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ResolveError {
    /// rondo does not pair this system.
    #[error("the registry has no system for {}", as_named(.system, .file.as_ref()))]
    NotPaired {
        /// The system asked for or named.
        system: System,
        /// Where the file named it, when the choice came from the file.
        file: Option<FileSystem>,
    },
    /// A system of teams for a file without team records (`310`/`013`): it would pair no
    /// team.
    #[error("{system} pairs teams, and the file has no team records")]
    NoTeamRecords {
        /// The system's name.
        system: &'static str,
        /// The system's key ([`crate::Descriptor::key`]).
        key: &'static str,
        /// Where the file named it, when the file chose it (no system chosen by the caller).
        file: Option<FileSystem>,
    },
}

/// The system of a [`ResolveError`] as the file or the caller named it: the record's own text,
/// else the code as written. The sentences of the command line and the Python package are
/// `rondo_words::failure`'s.
fn as_named(system: &System, file: Option<&FileSystem>) -> String {
    match (file, system) {
        (Some(named), _) => format!("'{}'", named.text),
        (None, System::Other(code)) => format!("'{code}'"),
        (None, _) => "the system chosen".to_owned(),
    }
}
