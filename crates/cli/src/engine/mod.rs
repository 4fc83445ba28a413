//! rondo as a drop-in pairing engine: the command lines of bbpPairings (`--dutch IN -p OUT`)
//! and JaVaFo (`IN -p OUT`), their outputs and their exit codes, so that a program that runs
//! one of them as a process can run rondo instead without a change.
//!
//! `rondo-protocol` reads the command line into a request and the generator's settings; this
//! adapter reads the files they name and carries each operation out by rondo's own command
//! (`pair --format pairs`, `check --format engine`, `pair --checklist --format engine`,
//! `generate`), so the engine forms pair exactly as the subcommands do;
//! `rondo_words::engine_report` lays out their reports and `rondo_words::engine` words the
//! rest. Only the exit codes differ, as the engines define them (`exit::engine`): 0 done (also
//! a `-c` check that found rounds paired otherwise: the report says which), 1 no valid pairing,
//! 3 an invalid request or input, 4 over a size limit, 5 a file that cannot be read or written.

use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::path::{Path, PathBuf};

use rondo_protocol::{ChecklistFile, GeneratorInput, GeneratorSource, Operation, Request};

use crate::Registry;
use crate::commands::generate::{Generation, write_generated};
use crate::exit::{CliError, Outcome};
use crate::input;

pub use rondo_protocol::is_engine_command_line;

/// Runs an engine command line (`arguments` without the program name) and returns the engine's
/// exit code.
pub fn run(
    registry: Registry<'_>,
    program: &OsStr,
    arguments: &[OsString],
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let request = match rondo_protocol::parse(arguments, &Path::exists) {
        Ok(request) => request.placed(),
        Err(error) => {
            let program = program.to_string_lossy();
            let _ = write!(
                stderr,
                "{}",
                rondo_words::engine::grammar_error(&error, &program)
            );
            return crate::exit::engine_grammar_code(&error);
        }
    };
    if request.banner {
        let _ = writeln!(stdout, "{}", rondo_words::engine_report::banner());
    }
    let result = match &request.operation {
        Operation::Banner => Ok(Outcome::Success),
        Operation::Pair {
            input,
            output,
            checklist,
        } => pair(
            registry,
            &request,
            input,
            output.as_deref(),
            checklist.as_ref(),
            stdout,
            stderr,
        ),
        Operation::Check {
            input,
            round,
            checklist,
        } => {
            warn_checklist_not_written(checklist.as_ref(), "-c", stderr);
            let mut command = rondo_command("check", input, &request);
            command.extend(["--format", "engine"].map(OsString::from));
            if let Some(round) = round {
                command.extend(["--round".into(), round.to_string().into()]);
            }
            subcommand(registry, command, stdout, stderr)
        }
        Operation::Generate {
            source,
            output,
            seed,
            checklist,
        } => {
            warn_checklist_not_written(checklist.as_ref(), "-g", stderr);
            generate(registry, &request, source, output, *seed, stdout, stderr)
        }
    };
    if let Err(error) = &result {
        crate::report_error(error, stdout, stderr);
    }
    crate::exit::engine_code(
        &result,
        matches!(request.operation, Operation::Check { .. }),
    )
}

/// `IN -p [OUT] [-l [LIST]]`: the pairs as `rondo pair --format pairs` writes them, then the
/// checklist of the round (which pairs the round once more).
fn pair(
    registry: Registry<'_>,
    request: &Request,
    input: &Path,
    output: Option<&Path>,
    checklist: Option<&ChecklistFile>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let mut command = rondo_command("pair", input, request);
    command.extend(["--format", "pairs"].map(OsString::from));
    if let Some(output) = output {
        command.extend(["-o".into(), output.as_os_str().to_owned()]);
    }
    let outcome = subcommand(registry, command, stdout, stderr)?;
    if let (Outcome::ProblemFound, Some(output)) = (outcome, output) {
        // Without a valid pairing the engines leave the output file empty: a program that reads
        // it must not find the pairs of an earlier round there.
        crate::output::write_atomically(output, b"", stderr)?;
    }
    if let Some(ChecklistFile::Named(list)) = checklist {
        let mut command = rondo_command("pair", input, request);
        command.extend(["--checklist", "--format", "engine", "-o"].map(OsString::from));
        command.push(list.as_os_str().to_owned());
        // The round is paired a second time: its messages were printed by the first.
        let mut repeated = std::io::sink();
        // As in bbpPairings, a checklist that cannot be written does not change the outcome.
        if let Err(error) = subcommand(registry, command, stdout, &mut repeated) {
            crate::report_error(&error, stdout, stderr);
        }
    }
    Ok(outcome)
}

/// `rondo SUBCOMMAND IN --system S [--accelerate baku]`.
fn rondo_command(subcommand: &str, input: &Path, request: &Request) -> Vec<OsString> {
    let mut command: Vec<OsString> = vec!["rondo".into(), subcommand.into()];
    command.push(input.as_os_str().to_owned());
    command.extend(["--system", request.system.system_value()].map(OsString::from));
    if request.baku {
        command.extend(["--accelerate", "baku"].map(OsString::from));
    }
    command
}

/// Runs a rondo subcommand built by this module.
fn subcommand(
    registry: Registry<'_>,
    command: Vec<OsString>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let args = crate::parse(registry.systems, &command).map_err(CliError::Usage)?;
    crate::dispatch(registry, args, stdout, stderr)
}

fn warn_checklist_not_written(
    checklist: Option<&ChecklistFile>,
    operation: &str,
    stderr: &mut dyn Write,
) {
    if let Some(ChecklistFile::Named(list)) = checklist {
        let _ = writeln!(
            stderr,
            "{}",
            rondo_words::engine::checklist_not_written(list, operation)
        );
    }
}

/// `-g`: the tournament of the settings `rondo-protocol` reads from the source, paired by
/// rondo's generator and written to `output`.
fn generate(
    registry: Registry<'_>,
    request: &Request,
    source: &GeneratorSource,
    output: &Path,
    seed: Option<u64>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let refused = |error, file: &Path| {
        CliError::InvalidArguments(rondo_words::engine::generator_error(&error, file))
    };
    rondo_protocol::refuse_generator_system(request.system)
        .map_err(|error| refused(error, Path::new("-g")))?;
    let seed = rondo_protocol::generator_seed(seed, source).unwrap_or_else(seed_from_clock);
    let (config, label) = match source {
        GeneratorSource::Drawn | GeneratorSource::Seed(_) => (
            rondo_protocol::generator_config(GeneratorInput::Drawn, seed),
            PathBuf::from("-g"),
        ),
        GeneratorSource::Config(path) => {
            let text = input::read_text(path, input::Limits::from_environment())?;
            let config = rondo_protocol::generator_config(GeneratorInput::Config(&text), seed);
            (config, path.clone())
        }
        GeneratorSource::Model(path) => {
            let loaded = input::load(
                path,
                input::Strictness::default(),
                input::Limits::from_environment(),
            )?;
            let _ = stderr.write_all(loaded.warnings.as_bytes());
            let model = GeneratorInput::Model(&loaded.tournament);
            (rondo_protocol::generator_config(model, seed), path.clone())
        }
    };
    let config = config.map_err(|error| refused(error, &label))?;
    let generation = Generation {
        config,
        choice: crate::system::choice(registry, Some(request.system.system_value()), None),
        options: request.options(),
        format: rondo_trf::Format::Trf2026,
        name: Some(rondo_protocol::generated_name(seed)),
    };
    write_generated(registry, &generation, Some(output), &label, stdout, stderr)
}

/// A seed for a run that gives none: the clock's nanoseconds.
fn seed_from_clock() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos() as u64)
}
