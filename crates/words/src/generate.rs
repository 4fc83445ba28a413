//! The words of generated events: the name a generated file carries when its caller gives
//! none, the note on an event that holds fewer rounds than asked, and the errors of
//! `rondo_systems::generate_event` and `check_settings` and of a configuration file
//! (`rondo_protocol::read_generate_file`).

use rondo_pairing::GenerateConfig;
use rondo_protocol::GenerateFileError;
use rondo_systems::{DEFAULT_BOARDS, GenerateError, Setting};

/// How a message spells a setting: as a command-line flag (`--draw-rate`) or as the key of a
/// configuration file (`draw_rate`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Spelling {
    /// `--draw-rate`.
    Flag,
    /// `draw_rate`.
    Key,
}

/// `setting` as `spelling` writes it.
pub fn setting(setting: Setting, spelling: Spelling) -> String {
    match spelling {
        Spelling::Flag => format!("--{}", setting.key().replace('_', "-")),
        Spelling::Key => setting.key().to_owned(),
    }
}

/// The name (`012`) of a generated event, which says where it came from so that it can be
/// made again.
pub fn event_name(config: &GenerateConfig, pairs_teams: bool) -> String {
    if pairs_teams {
        format!(
            "Random team tournament: {} teams, {} boards, {} rounds, seed {}",
            config.players,
            config.boards.unwrap_or(DEFAULT_BOARDS),
            config.rounds,
            config.seed
        )
    } else {
        format!(
            "Random tournament: {} players, {} rounds, seed {}",
            config.players, config.rounds, config.seed
        )
    }
}

/// The note on an event that stops at round `paired + 1`, which has no legal pairing (for a
/// system of teams, none meeting its `absolute_rules`).
pub fn incomplete(paired: u16, asked: u16, pairs_teams: bool, absolute_rules: &str) -> String {
    if pairs_teams {
        format!(
            "round {} has no pairing meeting {absolute_rules}, so the tournament holds {paired} of \
             the {asked} rounds asked for",
            paired + 1,
        )
    } else {
        format!(
            "round {} has no legal pairing, so the tournament holds {paired} of the {asked} rounds \
             asked for (fewer rounds, or more players, give a complete one)",
            paired + 1,
        )
    }
}

/// Why an event is not generated, naming settings as `spelling` writes them.
pub fn generate_error(error: &GenerateError, spelling: Spelling) -> String {
    let name = |key| setting(key, spelling);
    match error {
        GenerateError::Players => {
            format!("{} must be between 1 and 9999", name(Setting::Players))
        }
        GenerateError::Rounds => format!("{} must be 1 or more", name(Setting::Rounds)),
        GenerateError::Rate { setting, value } => {
            format!("{} must be between 0 and 1, not {value}", name(*setting))
        }
        GenerateError::RatingRange => format!(
            "{} must not exceed {}",
            name(Setting::LowestRating),
            name(Setting::HighestRating)
        ),
        GenerateError::BoardsForPlayers => format!(
            "{} is for team events: give a system of teams (--system team or olympiad)",
            name(Setting::Boards)
        ),
        GenerateError::Boards => format!(
            "{} must be at least 1, and teams × boards at most 9999",
            name(Setting::Boards)
        ),
        GenerateError::System(error) => crate::failure::system_error(error),
    }
}

/// Why a configuration file cannot be used (the caller places it in the file).
pub fn file_error(error: &GenerateFileError) -> String {
    match error {
        GenerateFileError::Syntax(message) => message.clone(),
        GenerateFileError::Edition(other) => {
            format!("edition '{other}' (expected 2025, 2017 or 2009)")
        }
        GenerateFileError::Acceleration(other) => {
            format!("accelerate '{other}' (expected baku or baku-first-half)")
        }
        GenerateFileError::Format(other) => format!("format '{other}' (expected trf26 or trf16)"),
        GenerateFileError::Tiebreaks(error) => format!("tiebreaks: {error}"),
        GenerateFileError::System { given, expected } => {
            format!("system '{given}' (expected one of {})", expected.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_named_as_the_caller_spells_them() {
        let error = GenerateError::Rate {
            setting: Setting::LateEntryRate,
            value: 2.0,
        };
        assert_eq!(
            generate_error(&error, Spelling::Flag),
            "--late-entry-rate must be between 0 and 1, not 2"
        );
        assert_eq!(
            generate_error(&error, Spelling::Key),
            "late_entry_rate must be between 0 and 1, not 2"
        );
    }
}
