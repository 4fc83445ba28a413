//! rondo as a drop-in pairing engine: the command lines of bbpPairings (`--dutch IN -p OUT`)
//! and JaVaFo (`IN -p OUT`), their outputs and their exit codes, so that a program that runs
//! one of them as a process can run rondo instead without a change.
//!
//! The grammar is in [`grammar`]; each operation is carried out by rondo's own command
//! (`pair --format pairs`, `check --format engine`, `pair --checklist --format engine`,
//! `generate`), so the engine forms pair exactly as the subcommands do, and
//! `rondo_words::engine_report` lays out their reports. Only the exit codes differ, as the
//! engines define them (`exit::engine`): 0 done (also a `-c` check that found
//! rounds paired otherwise: the report says which), 1 no valid pairing, 3 an invalid request or
//! input, 4 over a size limit, 5 a file that cannot be read or written.

pub(crate) mod generator;
pub(crate) mod grammar;

use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::path::Path;

use crate::Registry;
use crate::exit::engine::{INVALID_REQUEST, LIMIT_EXCEEDED};
use crate::exit::{CliError, Outcome};
use grammar::{ChecklistFile, EngineSystem, GrammarError, Operation, Request};

pub use grammar::is_engine_command_line;

/// Runs an engine command line (`arguments` without the program name) and returns the engine's
/// exit code.
pub fn run(
    registry: Registry<'_>,
    program: &OsStr,
    arguments: &[OsString],
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let request = match grammar::parse(arguments) {
        Ok(request) => request.placed(),
        Err(GrammarError::Seed(seed)) => {
            let _ = writeln!(
                stderr,
                "error: the seed must be a whole number between 0 and {}, not '{seed}'",
                u64::MAX
            );
            return if !seed.is_empty() && seed.bytes().all(|byte| byte.is_ascii_digit()) {
                LIMIT_EXCEEDED
            } else {
                INVALID_REQUEST
            };
        }
        Err(GrammarError::Round(round)) => {
            let _ = writeln!(
                stderr,
                "error: -c ROUND: expected a round number from 1, not '{round}'"
            );
            return INVALID_REQUEST;
        }
        Err(GrammarError::Syntax) => {
            let _ = write!(stderr, "{}", usage(program));
            return INVALID_REQUEST;
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
            generator::run(registry, &request, source, output, *seed, stdout, stderr)
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
            "warning: {}: not written: rondo writes the checklist of -p only, not of {operation} \
             (rondo pair FILE --round N --checklist gives any round's)",
            list.display()
        );
    }
}

/// The engine forms, after the banner, as the engines print them for a command line that fits
/// none.
fn usage(program: &OsStr) -> String {
    let program = program.to_string_lossy();
    let systems = EngineSystem::FLAGS
        .iter()
        .map(|(flag, _)| *flag)
        .collect::<Vec<_>>()
        .join(" | ");
    format!(
        "{banner}\n\nCommand line argument syntax:\n\
         {program} [-r]\n\
         {program} [-r] ({systems}) input-file -c [-l [check-list-file]]\n\
         {program} [-r] ({systems}) input-file -p [output-file] [-l [check-list-file]]\n\
         {program} [-r] ({systems}) (model-file -g | -g [config-file]) -o trf_file [-s random_seed] [-l [check-list-file]]\n\
         {program} [-r] input-file [-b] -p [output-file] [-l [check-list-file]]\n\
         {program} [-r] input-file -c [round]\n\
         {program} [-r] ([model-file] -g | -g config-file) [-b] -o trf_file\n\
         (--baku anywhere: Baku acceleration; `{program} --help` lists rondo's own commands)\n",
        banner = rondo_words::engine_report::banner()
    )
}
