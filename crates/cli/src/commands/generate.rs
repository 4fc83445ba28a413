//! `rondo generate --players N --rounds R --seed S [rates...] [-o OUT]`: a random tournament,
//! paired round by round by the system chosen, as TRF. The same arguments give the same bytes.

use std::io::Write;

use rondo_pairing::{BakuVariant, GenerateConfig};
use rondo_systems::{Choice, Descriptor, Options};
use rondo_trf::{Format, LineEnding, WriteOptions};
use serde::Deserialize;

use crate::Registry;
use crate::args::{EditionArg, GenerateArgs, GenerateFormat};
use crate::exit::{CliError, Outcome};
use crate::input;
use crate::output::{self, Destination};
use crate::system::system_error;

/// Runs `rondo generate`.
///
/// # Errors
///
/// Arguments out of range, or output that cannot be written.
pub fn run(
    args: &GenerateArgs,
    registry: Registry<'_>,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let generation = match &args.config {
        Some(path) => from_file(path, args, registry, limits)?,
        None => from_arguments(args, registry),
    };
    check_ranges(&generation.config, args.config.is_some())?;
    let file = args
        .config
        .clone()
        .unwrap_or_else(|| std::path::PathBuf::from("generate"));
    let mut generation = generation;
    if let Some(boards) = args.boards {
        generation.config = generation.config.with_boards(boards);
    }
    write_generated(
        registry,
        &generation,
        args.output.as_deref(),
        &file,
        stdout,
        stderr,
    )
}

/// Generates an individual event and writes it to `output` (standard output without one);
/// `file` names the source of the settings in messages.
///
/// # Errors
///
/// Options the system refuses, or output that cannot be written.
pub(crate) fn write_generated(
    registry: Registry<'_>,
    generation: &Generation,
    output: Option<&std::path::Path>,
    file: &std::path::Path,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let Generation {
        config,
        choice,
        options,
        format,
        name,
    } = generation;
    // A new tournament names no system of its own: the choice decides.
    let system = rondo_systems::resolve_in(
        registry.systems,
        choice,
        &rondo_core::TournamentSetup::default(),
    )
    .map_err(|error| CliError::InvalidArguments(error.to_string()))?;
    crate::system::refuse_maxi_elsewhere(system, options)?;
    let pairs_teams = system.descriptor().pairs_teams;
    refuse_team_settings(pairs_teams, config, *format)?;
    // A system that is not the default names itself in the file's 192 record, so that
    // `rondo pair` and `rondo check` use it.
    let mut setup = system
        .generate(config, options)
        .map_err(|error| system_error(&error, file))?;
    // Say where the file came from, so that it can be made again.
    setup.header.name = name.clone();
    setup.header.name.get_or_insert_with(|| {
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
    });
    setup
        .header
        .pairing_controller
        .get_or_insert_with(|| format!("rondo {}", env!("CARGO_PKG_VERSION")));
    let options = WriteOptions::default()
        .with_format(match format {
            GenerateFormat::Trf16 => Format::Trf16,
            GenerateFormat::Trf26 => Format::Trf2026,
        })
        .with_line_ending(LineEnding::Lf);
    let bytes = rondo_trf::write_setup(&setup, &options);
    output::write(&Destination::from_option(output), &bytes, stdout, stderr)?;
    // A pairing of several games (a Double-Swiss match) fills as many round columns.
    let games = u16::from(system.pairing_span().games.max(1));
    let paired = rondo_core::Tournament::try_from(setup).map_or(0, |t| t.paired_rounds()) / games;
    if paired < config.rounds {
        // The generator stops at a round without a legal pairing (C.04.1: no rematches).
        let _ = if pairs_teams {
            writeln!(
                stderr,
                "round {} has no pairing meeting {}, so the tournament holds {paired} of the {} \
                 rounds asked for",
                paired + 1,
                system.descriptor().absolute_rules,
                config.rounds
            )
        } else {
            writeln!(
                stderr,
                "round {} has no legal pairing, so the tournament holds {paired} of the {} rounds \
                 asked for (fewer rounds, or more players, give a complete one)",
                paired + 1,
                config.rounds
            )
        };
        return Ok(Outcome::ProblemFound);
    }
    Ok(Outcome::Success)
}

/// The boards of a generated team match when `--boards` names none (the team generator's).
const DEFAULT_BOARDS: u16 = 4;

/// Refuses what a generated event of the system cannot be: `--boards` for a system of players;
/// TRF16 or too many players for a system of teams.
///
/// # Errors
///
/// [`CliError::InvalidArguments`] naming the setting.
fn refuse_team_settings(
    pairs_teams: bool,
    config: &GenerateConfig,
    format: GenerateFormat,
) -> Result<(), CliError> {
    let refuse = |message: &str| Err(CliError::InvalidArguments(message.to_owned()));
    if !pairs_teams {
        return match config.boards {
            Some(_) => refuse(
                "--boards is for team events: give a system of teams (--system team or olympiad)",
            ),
            None => Ok(()),
        };
    }
    if format == GenerateFormat::Trf16 {
        return refuse(
            "a team event is written as TRF-2026 (its 310, 320 and 352 records); give --format \
             trf26",
        );
    }
    let boards = config.boards.unwrap_or(DEFAULT_BOARDS);
    if boards == 0 || usize::from(boards) * usize::from(config.players) > 9999 {
        return refuse("--boards must be at least 1, and teams × boards at most 9999");
    }
    Ok(())
}

/// What to generate, and how.
pub(crate) struct Generation {
    /// The generator's settings.
    pub(crate) config: GenerateConfig,
    /// The system.
    pub(crate) choice: Choice,
    /// Its options.
    pub(crate) options: Options,
    /// The TRF flavour written.
    pub(crate) format: GenerateFormat,
    /// The tournament's name (`012`), when not the generator's own.
    pub(crate) name: Option<String>,
}

/// The configuration from the command line.
fn from_arguments(args: &GenerateArgs, registry: Registry<'_>) -> Generation {
    let choice = crate::system::choice(registry, args.system.as_deref(), args.rules.edition);
    let config = GenerateConfig::default()
        .with_players(args.players.unwrap_or_default())
        .with_rounds(args.rounds.unwrap_or_default())
        .with_seed(args.seed.unwrap_or_default())
        .with_draw_rate(args.draw_rate)
        .with_forfeit_rate(args.forfeit_rate)
        .with_bye_rate(args.bye_rate)
        .with_withdrawal_rate(args.withdrawal_rate)
        .with_highest_rating(args.highest_rating)
        .with_lowest_rating(args.lowest_rating);
    Generation {
        config,
        choice,
        options: crate::system::options(&args.rules),
        format: args.format,
        name: None,
    }
}

/// A configuration file of `rondo generate --config`: the generator's settings
/// ([`GenerateConfig`], pairing options written as on the command line) with the system and
/// the TRF flavour.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ConfigFile {
    players: u16,
    rounds: u16,
    seed: u64,
    #[serde(default)]
    boards: Option<u16>,
    #[serde(default)]
    system: Option<String>,
    #[serde(default)]
    edition: Option<String>,
    #[serde(default)]
    accelerate: Option<String>,
    #[serde(default)]
    format: Option<String>,
    #[serde(default)]
    draw_rate: Option<f64>,
    #[serde(default)]
    forfeit_rate: Option<f64>,
    #[serde(default)]
    double_forfeit_rate: Option<f64>,
    #[serde(default)]
    bye_rate: Option<f64>,
    #[serde(default)]
    zero_point_bye_rate: Option<f64>,
    #[serde(default)]
    withdrawal_rate: Option<f64>,
    #[serde(default)]
    late_entry_rate: Option<f64>,
    #[serde(default)]
    highest_rating: Option<u16>,
    #[serde(default)]
    lowest_rating: Option<u16>,
    #[serde(default)]
    rating_spread: Option<u16>,
    #[serde(default)]
    titles: bool,
    #[serde(default)]
    forbidden_pairs: u16,
    #[serde(default)]
    tiebreaks: Option<String>,
}

/// The configuration from `--config FILE`; settings the file leaves out take the command
/// line's defaults.
fn from_file(
    path: &std::path::Path,
    args: &GenerateArgs,
    registry: Registry<'_>,
    limits: input::Limits,
) -> Result<Generation, CliError> {
    let text = input::read_text(path, limits)?;
    let json = path
        .extension()
        .is_some_and(|extension| extension == "json");
    let bad =
        |message: String| CliError::InvalidArguments(format!("{}: {message}", path.display()));
    let file: ConfigFile = if json {
        serde_json::from_str(&text).map_err(|error| bad(error.to_string()))?
    } else {
        toml::from_str(&text).map_err(|error| bad(error.to_string().trim_end().to_owned()))?
    };
    let defaults = from_arguments(args, registry);
    let mut options = defaults.options;
    let edition = match file.edition.as_deref() {
        None | Some("2025") => EditionArg::Dutch2025,
        Some("2017") => EditionArg::Dutch2017,
        Some("2009") => EditionArg::Dutch2009,
        Some(other) => {
            return Err(bad(format!(
                "edition '{other}' (expected 2025, 2017 or 2009)"
            )));
        }
    };
    options.acceleration = match file.accelerate.as_deref() {
        None => None,
        Some("baku") => Some(BakuVariant::Fide),
        Some("baku-first-half") => Some(BakuVariant::FirstHalf),
        Some(other) => {
            return Err(bad(format!(
                "accelerate '{other}' (expected baku or baku-first-half)"
            )));
        }
    };
    let format = match file.format.as_deref() {
        None | Some("trf26") => GenerateFormat::Trf26,
        Some("trf16") => GenerateFormat::Trf16,
        Some(other) => return Err(bad(format!("format '{other}' (expected trf26 or trf16)"))),
    };
    let defaults = defaults.config;
    let config = GenerateConfig::default()
        .with_players(file.players)
        .with_rounds(file.rounds)
        .with_seed(file.seed)
        .with_draw_rate(file.draw_rate.unwrap_or(defaults.draw_rate))
        .with_forfeit_rate(file.forfeit_rate.unwrap_or(defaults.forfeit_rate))
        .with_double_forfeit_rate(file.double_forfeit_rate.unwrap_or(0.0))
        .with_bye_rate(file.bye_rate.unwrap_or(defaults.bye_rate))
        .with_zero_point_bye_rate(file.zero_point_bye_rate.unwrap_or(0.0))
        .with_withdrawal_rate(file.withdrawal_rate.unwrap_or(defaults.withdrawal_rate))
        .with_late_entry_rate(file.late_entry_rate.unwrap_or(0.0))
        .with_highest_rating(file.highest_rating.unwrap_or(defaults.highest_rating))
        .with_lowest_rating(file.lowest_rating.unwrap_or(defaults.lowest_rating))
        .with_rating_spread(file.rating_spread)
        .with_titles(file.titles)
        .with_forbidden_pairs(file.forbidden_pairs)
        .with_tiebreaks(file.tiebreaks)
        .with_acceleration(None);
    let config = match file.boards {
        Some(boards) => config.with_boards(boards),
        None => config,
    };
    if let Some(list) = &config.tiebreaks {
        rondo_tiebreak::parse_tiebreak_list(list)
            .map_err(|error| bad(format!("tiebreaks: {error}")))?;
    }
    // The systems of `--system`: the registry's Swiss systems.
    let swiss = crate::args::system_keys(registry.systems, Descriptor::is_swiss);
    let system = file.system.as_deref().unwrap_or("dutch");
    if !swiss.contains(&system) {
        return Err(bad(format!(
            "system '{system}' (expected one of {})",
            swiss.join(", ")
        )));
    }
    Ok(Generation {
        config,
        choice: crate::system::choice(registry, Some(system), Some(edition)),
        options,
        format,
        name: None,
    })
}

/// Refuses settings out of range, naming them as the command line or the configuration file
/// spells them.
fn check_ranges(config: &GenerateConfig, from_file: bool) -> Result<(), CliError> {
    let name = |key: &str| {
        if from_file {
            key.to_owned()
        } else {
            format!("--{}", key.replace('_', "-"))
        }
    };
    let invalid = |message: String| Err(CliError::InvalidArguments(message));
    if config.players == 0 || config.players > rondo_core::PlayerId::MAX {
        return invalid(format!("{} must be between 1 and 9999", name("players")));
    }
    if config.rounds == 0 {
        return invalid(format!("{} must be 1 or more", name("rounds")));
    }
    for (key, rate) in [
        ("draw_rate", config.draw_rate),
        ("forfeit_rate", config.forfeit_rate),
        ("double_forfeit_rate", config.double_forfeit_rate),
        ("bye_rate", config.bye_rate),
        ("zero_point_bye_rate", config.zero_point_bye_rate),
        ("withdrawal_rate", config.withdrawal_rate),
        ("late_entry_rate", config.late_entry_rate),
    ] {
        if !(0.0..=1.0).contains(&rate) {
            return invalid(format!("{} must be between 0 and 1, not {rate}", name(key)));
        }
    }
    if config.lowest_rating > config.highest_rating {
        return invalid(format!(
            "{} must not exceed {}",
            name("lowest_rating"),
            name("highest_rating")
        ));
    }
    Ok(())
}
