//! The random-tournament generator of the engine command line (`-g`): bbpPairings' and JaVaFo's
//! configuration keys mapped onto rondo's generator.
//!
//! A configuration file holds `Key=Value` lines (blank lines and lines starting with `#` are
//! skipped; spaces around the key and the value are allowed). Every key left out is drawn from
//! the seed in the range bbpPairings draws it from:
//!
//! | key | meaning | drawn from |
//! |---|---|---|
//! | `PlayersNumber` | players | 15–215 |
//! | `RoundsNumber` | rounds | 5–15 |
//! | `DrawPercentage` | share of games drawn, in per cent | 10–50 |
//! | `ForfeitRate` | one game in `ForfeitRate` is forfeited | 6–30 |
//! | `RetiredRate` | one player in `RetiredRate` takes zero-point byes | 15–3225 |
//! | `HalfPointByeRate` | one player in `HalfPointByeRate` takes half-point byes | 15–3225 |
//! | `HighestRating`, `LowestRating` | the range of the ratings, drawn uniformly | 2400–2800, 1400–2300 |
//! | `PointsForWin`, `PointsForDraw`, `PointsForLoss`, `PointsForZPB`, `PointsForForfeitLoss`, `PointsForPAB` | the point system | 1, ½, 0, 0, 0, as a win |
//!
//! A model tournament (`MODEL -g`) gives the players, their ratings and the number of rounds
//! (its rounds paired), and the rates are measured on its results. The settings, their drawing
//! and their measure are `rondo_pairing::EngineSettings`; this module reads the keys. The
//! tournament is paired by rondo's own generator, so the same seed gives the same file with
//! rondo, not bbpPairings' file (whose random numbers come from its C++ library).

use rondo_core::{Score, Tournament};
use rondo_pairing::{EngineSettings as Settings, GenerateConfig};

use crate::grammar::{EngineSystem, GeneratorSource};

/// What a key of a configuration file takes, for the error of a value it does not.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConfigValue {
    /// `PlayersNumber`: 1 to 9999.
    Players,
    /// `RoundsNumber`: 1 to 99.
    Rounds,
    /// `DrawPercentage`: 0 to 100.
    Percentage,
    /// `ForfeitRate`, `HalfPointByeRate`: a number from 1.
    RateFromOne,
    /// `RetiredRate`: a number from 2.
    RateFromTwo,
    /// `HighestRating`, `LowestRating`: 0 to 9999.
    Rating,
    /// The `PointsFor…` keys: points with at most one decimal.
    Points,
}

/// Why a configuration file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    /// A line that is not `Key=Value`.
    NotKeyValue {
        /// The line number, from 1.
        line: usize,
    },
    /// A key the generator does not have.
    UnknownKey {
        /// The line number.
        line: usize,
        /// The key.
        key: String,
    },
    /// A value out of range or not a number.
    BadValue {
        /// The line number.
        line: usize,
        /// The key.
        key: String,
        /// What the key takes.
        expected: ConfigValue,
    },
    /// `LowestRating` above `HighestRating`.
    RatingRange,
}

/// Applies the `Key=Value` lines of `text` to `settings`.
///
/// # Errors
///
/// The first line that cannot be used.
pub fn apply_config(text: &str, settings: &mut Settings) -> Result<(), ConfigError> {
    let mut pab_given = false;
    for (index, raw) in text.split(['\n', '\r']).enumerate() {
        let line = index + 1;
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let (key, value) = raw
            .split_once('=')
            .map(|(key, value)| (key.trim(), value.trim()))
            .filter(|(_, value)| !value.is_empty())
            .ok_or(ConfigError::NotKeyValue { line })?;
        let bad = |expected| ConfigError::BadValue {
            line,
            key: key.to_owned(),
            expected,
        };
        let whole = |low: u64, high: u64| {
            value
                .parse::<u64>()
                .ok()
                .filter(|number| (low..=high).contains(number))
        };
        let rate = |low: f64| {
            value
                .parse::<f64>()
                .ok()
                .filter(|number| *number >= low && !number.is_nan())
        };
        let points = || {
            let tenths = value.parse::<f64>().ok().map(|number| number * 10.0)?;
            (tenths.fract() == 0.0 && (0.0..=999.0).contains(&tenths))
                .then(|| Score::from_tenths(tenths as i32))
        };
        match key {
            "PlayersNumber" => {
                settings.players = whole(1, 9999).ok_or_else(|| bad(ConfigValue::Players))? as u16;
            }
            "RoundsNumber" => {
                settings.rounds = whole(1, 99).ok_or_else(|| bad(ConfigValue::Rounds))? as u16;
            }
            "DrawPercentage" => {
                settings.draw_percentage =
                    whole(0, 100).ok_or_else(|| bad(ConfigValue::Percentage))? as f64;
            }
            "ForfeitRate" => {
                settings.forfeit_rate = rate(1.0).ok_or_else(|| bad(ConfigValue::RateFromOne))?;
            }
            "RetiredRate" => {
                settings.retired_rate = rate(2.0).ok_or_else(|| bad(ConfigValue::RateFromTwo))?;
            }
            // bbpPairings also reads the misspelt key.
            "HalfPointByeRate" | "HalfPointByteRate" => {
                settings.half_point_bye_rate =
                    rate(1.0).ok_or_else(|| bad(ConfigValue::RateFromOne))?;
            }
            "HighestRating" => {
                settings.highest_rating =
                    whole(0, 9999).ok_or_else(|| bad(ConfigValue::Rating))? as u16;
            }
            "LowestRating" => {
                settings.lowest_rating =
                    whole(0, 9999).ok_or_else(|| bad(ConfigValue::Rating))? as u16;
            }
            "PointsForWin" => {
                let win = points().ok_or_else(|| bad(ConfigValue::Points))?;
                settings.scoring.win = win;
                settings.scoring.forfeit_win = win;
                settings.scoring.full_point_bye = win;
                if !pab_given {
                    settings.scoring.pairing_bye = win;
                }
            }
            "PointsForDraw" => {
                let draw = points().ok_or_else(|| bad(ConfigValue::Points))?;
                settings.scoring.draw = draw;
                settings.scoring.half_point_bye = draw;
            }
            "PointsForLoss" => {
                settings.scoring.loss = points().ok_or_else(|| bad(ConfigValue::Points))?;
            }
            "PointsForZPB" => {
                settings.scoring.zero_point_bye =
                    points().ok_or_else(|| bad(ConfigValue::Points))?;
            }
            "PointsForForfeitLoss" => {
                settings.scoring.forfeit_loss = points().ok_or_else(|| bad(ConfigValue::Points))?;
            }
            "PointsForPAB" => {
                settings.scoring.pairing_bye = points().ok_or_else(|| bad(ConfigValue::Points))?;
                pab_given = true;
            }
            _ => {
                return Err(ConfigError::UnknownKey {
                    line,
                    key: key.to_owned(),
                });
            }
        }
    }
    if settings.lowest_rating > settings.highest_rating {
        return Err(ConfigError::RatingRange);
    }
    Ok(())
}

/// Why `-g` generates nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GeneratorError {
    /// `--team -g`: the engines' generator makes individual events; `rondo generate` makes
    /// team events.
    TeamEvent,
    /// A configuration file that cannot be used.
    Config(ConfigError),
}

/// What `-g` generates from, read by the caller: nothing, the text of a configuration file, or
/// a model tournament.
#[derive(Copy, Clone, Debug)]
pub enum GeneratorInput<'a> {
    /// Every setting drawn from the seed (`-g` alone, JaVaFo's `-g SEED`).
    Drawn,
    /// The text of `-g CONFIG`.
    Config(&'a str),
    /// The tournament of `MODEL -g`.
    Model(&'a Tournament),
}

/// Refuses a system the engines' generator does not generate for, before any file is read.
///
/// # Errors
///
/// [`GeneratorError::TeamEvent`] for `--team`.
pub fn refuse_generator_system(system: EngineSystem) -> Result<(), GeneratorError> {
    match system {
        EngineSystem::Team => Err(GeneratorError::TeamEvent),
        _ => Ok(()),
    }
}

/// The seed a `-g` request gives: `-s SEED`, else JaVaFo's `-g SEED`; `None` when it gives
/// none (the caller then draws one, as the engines do from the clock).
pub fn generator_seed(seed: Option<u64>, source: &GeneratorSource) -> Option<u64> {
    match (seed, source) {
        (Some(seed), _) => Some(seed),
        (None, GeneratorSource::Seed(seed)) => Some(*seed),
        (None, _) => None,
    }
}

/// rondo's generator configuration for `-g` with `seed`: the settings drawn from the seed, with
/// a configuration file's keys applied, or measured on a model tournament whose players are
/// then the field.
///
/// # Errors
///
/// [`GeneratorError::Config`] for a configuration that cannot be used.
pub fn generator_config(
    input: GeneratorInput<'_>,
    seed: u64,
) -> Result<GenerateConfig, GeneratorError> {
    match input {
        GeneratorInput::Drawn => Ok(Settings::drawn(seed).config(seed)),
        GeneratorInput::Config(text) => {
            let mut settings = Settings::drawn(seed);
            apply_config(text, &mut settings).map_err(GeneratorError::Config)?;
            Ok(settings.config(seed))
        }
        GeneratorInput::Model(tournament) => Ok(Settings::measured(tournament)
            .config(seed)
            .with_field(Some(tournament.players().to_vec()))),
    }
}

/// The name (`012`) of a generated tournament: programs read the seed back from it, as
/// bbpPairings writes it.
pub fn generated_name(seed: u64) -> String {
    format!("AutoTest Tournament {seed}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_replace_drawn_settings_and_the_pab_follows_the_win() {
        let mut settings = Settings::drawn(7);
        let drawn = settings.clone();
        apply_config(
            "# a comment\r\nPlayersNumber=40\nRoundsNumber = 9\n\nPointsForWin=3\nPointsForDraw=1",
            &mut settings,
        )
        .unwrap();
        assert_eq!((settings.players, settings.rounds), (40, 9));
        assert_eq!(settings.highest_rating, drawn.highest_rating);
        assert_eq!(settings.scoring.win, Score::from_points(3));
        assert_eq!(settings.scoring.pairing_bye, Score::from_points(3));
        assert_eq!(settings.scoring.half_point_bye, Score::from_points(1));
        apply_config("PointsForPAB=1\nPointsForWin=2", &mut settings).unwrap();
        assert_eq!(settings.scoring.pairing_bye, Score::from_points(1));
    }

    #[test]
    fn the_seed_of_s_comes_first_and_team_events_are_refused() {
        assert_eq!(generator_seed(Some(3), &GeneratorSource::Seed(5)), Some(3));
        assert_eq!(generator_seed(None, &GeneratorSource::Seed(5)), Some(5));
        assert_eq!(generator_seed(None, &GeneratorSource::Drawn), None);
        assert_eq!(
            refuse_generator_system(EngineSystem::Team),
            Err(GeneratorError::TeamEvent)
        );
        assert_eq!(refuse_generator_system(EngineSystem::Lim), Ok(()));
        let config = generator_config(GeneratorInput::Config("PlayersNumber=12"), 9).unwrap();
        assert_eq!((config.players, config.seed), (12, 9));
        assert_eq!(
            generator_config(GeneratorInput::Config("Players=12"), 9),
            Err(GeneratorError::Config(ConfigError::UnknownKey {
                line: 1,
                key: "Players".to_owned()
            }))
        );
    }

    #[test]
    fn bad_lines_are_placed() {
        let mut settings = Settings::drawn(1);
        assert_eq!(
            apply_config("PlayersNumber=10\nColours=3", &mut settings),
            Err(ConfigError::UnknownKey {
                line: 2,
                key: "Colours".to_owned()
            })
        );
        assert_eq!(
            apply_config("\n\nPointsForWin=1.25", &mut settings),
            Err(ConfigError::BadValue {
                line: 3,
                key: "PointsForWin".to_owned(),
                expected: ConfigValue::Points
            })
        );
        assert_eq!(
            apply_config("PlayersNumber", &mut settings),
            Err(ConfigError::NotKeyValue { line: 1 })
        );
        assert_eq!(
            apply_config("HighestRating=1500\nLowestRating=1600", &mut settings),
            Err(ConfigError::RatingRange)
        );
    }
}
