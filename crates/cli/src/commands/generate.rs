//! `rondo generate --players N --rounds R --seed S [rates...] [-o OUT]`: a random tournament,
//! paired round by round by the system chosen, as TRF. The same arguments give the same bytes.
//! `rondo_systems::generate_event` generates it, `rondo_protocol::read_generate_file` reads
//! `--config`, `rondo_words::generate` words the rest; this module reads and writes.

use std::io::Write;
use std::path::Path;

use rondo_pairing::GenerateConfig;
use rondo_systems::{Choice, GenerateError, Options};
use rondo_trf::{Format, LineEnding, WriteOptions};
use rondo_words::generate::Spelling;

use crate::Registry;
use crate::args::GenerateArgs;
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
    let (mut generation, spelling) = match &args.config {
        Some(path) => (from_file(path, args, registry, limits)?, Spelling::Key),
        None => (from_arguments(args, registry), Spelling::Flag),
    };
    rondo_systems::check_settings(&generation.config)
        .map_err(|error| generate_error(&error, spelling, Path::new("generate")))?;
    let file = args
        .config
        .clone()
        .unwrap_or_else(|| std::path::PathBuf::from("generate"));
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

/// Generates an event and writes it to `output` (standard output without one); `file` names
/// the source of the settings in messages.
///
/// # Errors
///
/// Options the system refuses, or output that cannot be written.
pub(crate) fn write_generated(
    registry: Registry<'_>,
    generation: &Generation,
    output: Option<&Path>,
    file: &Path,
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
    crate::system::refuse_options_without_rules(system, options)?;
    let descriptor = system.descriptor();
    if descriptor.pairs_teams && *format == Format::Trf16 {
        return Err(CliError::InvalidArguments(
            rondo_words::failure::team_event_in_trf16().to_owned(),
        ));
    }
    let event = rondo_systems::generate_event(system, config, options)
        .map_err(|error| generate_error(&error, Spelling::Flag, file))?;
    let mut setup = event.setup;
    // Say where the file came from, so that it can be made again.
    setup.header.name = Some(match name {
        Some(name) => name.clone(),
        None => rondo_words::generate::event_name(config, descriptor.pairs_teams),
    });
    setup
        .header
        .pairing_controller
        .get_or_insert_with(|| format!("rondo {}", env!("CARGO_PKG_VERSION")));
    let write_options = WriteOptions::default()
        .with_format(*format)
        .with_line_ending(LineEnding::Lf);
    let bytes = rondo_trf::write_setup(&setup, &write_options);
    output::write(&Destination::from_option(output), &bytes, stdout, stderr)?;
    if event.rounds < config.rounds {
        let _ = writeln!(
            stderr,
            "{}",
            rondo_words::generate::incomplete(
                event.rounds,
                config.rounds,
                descriptor.pairs_teams,
                descriptor.absolute_rules
            )
        );
        return Ok(Outcome::ProblemFound);
    }
    Ok(Outcome::Success)
}

/// A generation's error: a system's in the command line's words, the rest as
/// `rondo_words::generate` spells the settings.
fn generate_error(error: &GenerateError, spelling: Spelling, file: &Path) -> CliError {
    match error {
        GenerateError::System(error) => system_error(error, file),
        other => CliError::InvalidArguments(rondo_words::generate::generate_error(other, spelling)),
    }
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
    pub(crate) format: Format,
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
        format: args.format.trf(),
        name: None,
    }
}

/// The configuration from `--config FILE`; settings the file leaves out take the command
/// line's defaults.
fn from_file(
    path: &Path,
    args: &GenerateArgs,
    registry: Registry<'_>,
    limits: input::Limits,
) -> Result<Generation, CliError> {
    let text = input::read_text(path, limits)?;
    let json = path
        .extension()
        .is_some_and(|extension| extension == "json");
    let defaults = from_arguments(args, registry);
    let file = rondo_protocol::read_generate_file(&text, json, &defaults.config, registry.systems)
        .map_err(|error| {
            CliError::InvalidArguments(format!(
                "{}: {}",
                path.display(),
                rondo_words::generate::file_error(&error)
            ))
        })?;
    let mut options = defaults.options;
    options.acceleration = file.acceleration;
    Ok(Generation {
        config: file.config,
        choice: crate::system::choice(registry, Some(file.system), None).with_edition(file.edition),
        options,
        format: file.format,
        name: None,
    })
}
