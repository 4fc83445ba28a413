//! A random event made by any system of the registry, as a front end asks for it: the settings
//! checked, the event generated, and the rounds it holds (a round with no legal pairing ends
//! it early). `rondo generate`, the engines' `-g` and the Python package use it; naming the
//! event and writing it are theirs.

use rondo_core::{PlayerId, Tournament, TournamentSetup};
use rondo_pairing::GenerateConfig;

use crate::{Options, PairingSystem, SystemError};

/// The boards of a generated match when the configuration names none.
pub const DEFAULT_BOARDS: u16 = 4;

/// A setting of [`GenerateConfig`], named by an error about it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Setting {
    /// `players`.
    Players,
    /// `rounds`.
    Rounds,
    /// `draw_rate`.
    DrawRate,
    /// `forfeit_rate`.
    ForfeitRate,
    /// `double_forfeit_rate`.
    DoubleForfeitRate,
    /// `bye_rate`.
    ByeRate,
    /// `zero_point_bye_rate`.
    ZeroPointByeRate,
    /// `withdrawal_rate`.
    WithdrawalRate,
    /// `late_entry_rate`.
    LateEntryRate,
    /// `lowest_rating`.
    LowestRating,
    /// `highest_rating`.
    HighestRating,
    /// `boards`.
    Boards,
}

impl Setting {
    /// The setting's key, as a serialized [`GenerateConfig`] spells it.
    pub fn key(self) -> &'static str {
        match self {
            Setting::Players => "players",
            Setting::Rounds => "rounds",
            Setting::DrawRate => "draw_rate",
            Setting::ForfeitRate => "forfeit_rate",
            Setting::DoubleForfeitRate => "double_forfeit_rate",
            Setting::ByeRate => "bye_rate",
            Setting::ZeroPointByeRate => "zero_point_bye_rate",
            Setting::WithdrawalRate => "withdrawal_rate",
            Setting::LateEntryRate => "late_entry_rate",
            Setting::LowestRating => "lowest_rating",
            Setting::HighestRating => "highest_rating",
            Setting::Boards => "boards",
        }
    }
}

/// Why an event is not generated.
#[derive(Clone, Debug, PartialEq)]
pub enum GenerateError {
    /// `players` is not from 1 to 9999.
    Players,
    /// `rounds` is 0.
    Rounds,
    /// A rate outside `0.0..=1.0`.
    Rate {
        /// The rate.
        setting: Setting,
        /// Its value.
        value: f64,
    },
    /// `lowest_rating` above `highest_rating`.
    RatingRange,
    /// `boards` given for a system that pairs players.
    BoardsForPlayers,
    /// For a system of teams: no board, or more than 9999 players (teams × boards).
    Boards,
    /// The system's own refusal or failure.
    System(SystemError),
}

/// Checks the ranges of the settings a caller gives.
///
/// # Errors
///
/// The first setting out of range.
pub fn check_settings(config: &GenerateConfig) -> Result<(), GenerateError> {
    if config.players == 0 || config.players > PlayerId::MAX {
        return Err(GenerateError::Players);
    }
    if config.rounds == 0 {
        return Err(GenerateError::Rounds);
    }
    for (setting, value) in [
        (Setting::DrawRate, config.draw_rate),
        (Setting::ForfeitRate, config.forfeit_rate),
        (Setting::DoubleForfeitRate, config.double_forfeit_rate),
        (Setting::ByeRate, config.bye_rate),
        (Setting::ZeroPointByeRate, config.zero_point_bye_rate),
        (Setting::WithdrawalRate, config.withdrawal_rate),
        (Setting::LateEntryRate, config.late_entry_rate),
    ] {
        if !(0.0..=1.0).contains(&value) {
            return Err(GenerateError::Rate { setting, value });
        }
    }
    if config.lowest_rating > config.highest_rating {
        return Err(GenerateError::RatingRange);
    }
    Ok(())
}

/// A generated event.
#[derive(Clone, Debug)]
pub struct GeneratedEvent {
    /// The file's data; a system that is not the default names itself in its `192` record, so
    /// that pairing and checking the file use it.
    pub setup: TournamentSetup,
    /// The rounds paired (matches, for a system whose pairing is a match of several games):
    /// fewer than asked when a round has no legal pairing.
    pub rounds: u16,
}

/// Generates an event of `config` by `system`.
///
/// # Errors
///
/// [`GenerateError::BoardsForPlayers`] or [`GenerateError::Boards`] for boards the system
/// cannot have; [`GenerateError::System`] for what the system refuses.
pub fn generate_event(
    system: &dyn PairingSystem,
    config: &GenerateConfig,
    options: &Options,
) -> Result<GeneratedEvent, GenerateError> {
    if system.descriptor().pairs_teams {
        let boards = config.boards.unwrap_or(DEFAULT_BOARDS);
        if boards == 0 || usize::from(boards) * usize::from(config.players) > 9999 {
            return Err(GenerateError::Boards);
        }
    } else if config.boards.is_some() {
        return Err(GenerateError::BoardsForPlayers);
    }
    let setup = system
        .generate(config, options)
        .map_err(GenerateError::System)?;
    // A pairing of several games (a Double-Swiss match) fills as many round columns.
    let games = u16::from(system.pairing_span().games.max(1));
    let columns = Tournament::try_from(setup.clone()).map_or(0, |t| t.paired_rounds());
    Ok(GeneratedEvent {
        setup,
        rounds: columns / games,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dutch() -> &'static dyn PairingSystem {
        crate::resolve(&crate::Choice::default(), &TournamentSetup::default())
            .expect("the default system")
    }

    #[test]
    fn settings_out_of_range_are_named() {
        let config = GenerateConfig::default().with_players(10).with_rounds(3);
        assert_eq!(check_settings(&config), Ok(()));
        assert_eq!(
            check_settings(&config.clone().with_players(0)),
            Err(GenerateError::Players)
        );
        assert_eq!(
            check_settings(&config.clone().with_bye_rate(1.5)),
            Err(GenerateError::Rate {
                setting: Setting::ByeRate,
                value: 1.5
            })
        );
        assert_eq!(
            check_settings(&config.with_lowest_rating(2000).with_highest_rating(1900)),
            Err(GenerateError::RatingRange)
        );
    }

    #[test]
    fn an_event_holds_the_rounds_paired_and_boards_are_for_teams() {
        let config = GenerateConfig::default()
            .with_players(12)
            .with_rounds(4)
            .with_seed(5);
        let event = generate_event(dutch(), &config, &Options::default()).unwrap();
        assert_eq!(event.rounds, 4);
        assert_eq!(event.setup.players.len(), 12);
        // Four players meet each other in three rounds; the fourth has no legal pairing.
        let short = config
            .clone()
            .with_players(4)
            .with_forfeit_rate(0.0)
            .with_bye_rate(0.0)
            .with_withdrawal_rate(0.0);
        let event = generate_event(dutch(), &short, &Options::default()).unwrap();
        assert!(event.rounds < 4, "{}", event.rounds);
        assert_eq!(
            generate_event(dutch(), &config.with_boards(4), &Options::default()).map(|_| ()),
            Err(GenerateError::BoardsForPlayers)
        );
    }
}
