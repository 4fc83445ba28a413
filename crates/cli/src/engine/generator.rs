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

use std::io::Write;
use std::path::{Path, PathBuf};

use rondo_core::Score;
use rondo_pairing::EngineSettings as Settings;

use super::grammar::{EngineSystem, GeneratorSource, Request};
use crate::Registry;
use crate::args::GenerateFormat;
use crate::commands::generate::{Generation, write_generated};
use crate::exit::{CliError, Outcome};
use crate::input;

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
        expected: &'static str,
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
                settings.players =
                    whole(1, 9999).ok_or_else(|| bad("a number of players from 1 to 9999"))? as u16;
            }
            "RoundsNumber" => {
                settings.rounds =
                    whole(1, 99).ok_or_else(|| bad("a number of rounds from 1 to 99"))? as u16;
            }
            "DrawPercentage" => {
                settings.draw_percentage =
                    whole(0, 100).ok_or_else(|| bad("a percentage from 0 to 100"))? as f64;
            }
            "ForfeitRate" => {
                settings.forfeit_rate = rate(1.0).ok_or_else(|| bad("a number from 1"))?;
            }
            "RetiredRate" => {
                settings.retired_rate = rate(2.0).ok_or_else(|| bad("a number from 2"))?;
            }
            // bbpPairings also reads the misspelt key.
            "HalfPointByeRate" | "HalfPointByteRate" => {
                settings.half_point_bye_rate = rate(1.0).ok_or_else(|| bad("a number from 1"))?;
            }
            "HighestRating" => {
                settings.highest_rating =
                    whole(0, 9999).ok_or_else(|| bad("a rating from 0 to 9999"))? as u16;
            }
            "LowestRating" => {
                settings.lowest_rating =
                    whole(0, 9999).ok_or_else(|| bad("a rating from 0 to 9999"))? as u16;
            }
            "PointsForWin" => {
                let win = points().ok_or_else(|| bad("points with at most one decimal"))?;
                settings.scoring.win = win;
                settings.scoring.forfeit_win = win;
                settings.scoring.full_point_bye = win;
                if !pab_given {
                    settings.scoring.pairing_bye = win;
                }
            }
            "PointsForDraw" => {
                let draw = points().ok_or_else(|| bad("points with at most one decimal"))?;
                settings.scoring.draw = draw;
                settings.scoring.half_point_bye = draw;
            }
            "PointsForLoss" => {
                settings.scoring.loss =
                    points().ok_or_else(|| bad("points with at most one decimal"))?;
            }
            "PointsForZPB" => {
                settings.scoring.zero_point_bye =
                    points().ok_or_else(|| bad("points with at most one decimal"))?;
            }
            "PointsForForfeitLoss" => {
                settings.scoring.forfeit_loss =
                    points().ok_or_else(|| bad("points with at most one decimal"))?;
            }
            "PointsForPAB" => {
                settings.scoring.pairing_bye =
                    points().ok_or_else(|| bad("points with at most one decimal"))?;
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

/// Runs `-g`: the tournament written to `output`.
///
/// # Errors
///
/// A configuration or model that cannot be used, or output that cannot be written.
pub fn run(
    registry: Registry<'_>,
    request: &Request,
    source: &GeneratorSource,
    output: &Path,
    seed: Option<u64>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    if request.system == EngineSystem::Team {
        return Err(CliError::InvalidArguments(
            "--team -g: team events are generated by `rondo generate --system team --teams N \
             --boards B --rounds R --seed S`"
                .to_owned(),
        ));
    }
    let seed = match (seed, source) {
        (Some(seed), _) => seed,
        (None, GeneratorSource::Seed(seed)) => *seed,
        (None, _) => seed_from_clock(),
    };
    let mut settings = Settings::drawn(seed);
    let mut field = None;
    let mut label = PathBuf::from("-g");
    match source {
        GeneratorSource::Drawn | GeneratorSource::Seed(_) => {}
        GeneratorSource::Config(path) => {
            let text = input::read_text(path, input::Limits::from_environment())?;
            apply_config(&text, &mut settings).map_err(|error| config_error(path, &error))?;
            label.clone_from(path);
        }
        GeneratorSource::Model(path) => {
            let loaded = input::load(
                path,
                input::Strictness::default(),
                input::Limits::from_environment(),
            )?;
            let _ = stderr.write_all(loaded.warnings.as_bytes());
            let tournament = &loaded.tournament;
            settings = Settings::measured(tournament);
            field = Some(tournament.players().to_vec());
            label.clone_from(path);
        }
    }
    let mut options = rondo_systems::Options::default();
    if request.baku {
        options = options.with_acceleration(rondo_pairing::BakuVariant::Fide);
    }
    let generation = Generation {
        config: settings.config(seed).with_field(field),
        choice: crate::system::choice(registry, Some(request.system.system_value()), None),
        options,
        format: GenerateFormat::Trf26,
        // Programs read the seed back from the name, as bbpPairings writes it.
        name: Some(format!("AutoTest Tournament {seed}")),
    };
    write_generated(registry, &generation, Some(output), &label, stdout, stderr)
}

/// A seed for a run that gives none: the clock's nanoseconds.
fn seed_from_clock() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos() as u64)
}

fn config_error(path: &Path, error: &ConfigError) -> CliError {
    let file = path.display();
    CliError::InvalidArguments(match error {
        ConfigError::NotKeyValue { line } => {
            format!("{file}:{line}: expected a line Key=Value")
        }
        ConfigError::UnknownKey { line, key } => format!(
            "{file}:{line}: unknown key '{key}' (expected PlayersNumber, RoundsNumber, \
             DrawPercentage, ForfeitRate, RetiredRate, HalfPointByeRate, HighestRating, \
             LowestRating, PointsForWin, PointsForDraw, PointsForLoss, PointsForZPB, \
             PointsForForfeitLoss or PointsForPAB)"
        ),
        ConfigError::BadValue {
            line,
            key,
            expected,
        } => format!("{file}:{line}: {key}: expected {expected}"),
        ConfigError::RatingRange => {
            format!("{file}: LowestRating must not be above HighestRating")
        }
    })
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
                expected: "points with at most one decimal"
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
