//! The `rondo` command-line tool as a library, so that tests can run it in-process.
//!
//! Arguments go through three steps: clap structs in `args`, a validated configuration in each
//! command module, then the command itself. Only `exit` maps outcomes to exit codes.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod args;
mod commands;
mod engine;
mod exit;
mod input;
mod lock;
mod output;
mod system;

use std::ffi::OsString;
use std::io::Write;

use clap::{CommandFactory, FromArgMatches};
use rondo_words::diagnostic as diagnostics;

pub use crate::output::remove_partial_files_on_signals;
/// The systems `run` chooses from and their words (`rondo_words::Registry`).
pub use rondo_words::Registry;

use crate::args::{Args, Command};
use crate::exit::{CliError, Outcome};

/// Runs `rondo` over the systems of `registry` with the given arguments (the first one is the
/// program name) and returns the exit code: 0 success, 1 a problem found, 2 bad usage or bad
/// input.
pub fn run<I, T>(
    registry: Registry<'_>,
    arguments: I,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let arguments: Vec<OsString> = arguments.into_iter().map(Into::into).collect();
    // The command lines of bbpPairings and JaVaFo, for programs that run an engine as a process.
    if let Some((program, rest)) = arguments.split_first() {
        let command = Args::command();
        let subcommands: Vec<&str> = command
            .get_subcommands()
            .flat_map(|subcommand| {
                std::iter::once(subcommand.get_name()).chain(subcommand.get_all_aliases())
            })
            .chain(["help"])
            .collect();
        if engine::is_engine_command_line(rest, &subcommands) {
            return engine::run(registry, program, rest, stdout, stderr);
        }
    }
    let result = parse(registry.systems, &arguments)
        .map_err(CliError::Usage)
        .map(|mut args| {
            let shown = arguments
                .iter()
                .skip(1)
                .map(|argument| argument.to_string_lossy());
            args.command
                .set_command_line(rondo_files::history::command_line("rondo", shown));
            args
        })
        .and_then(|args| dispatch(registry, args, stdout, stderr));
    if let Err(error) = &result {
        report_error(error, stdout, stderr);
    }
    exit::code(&result)
}

/// The arguments parsed by the command line of `systems` (`args::command`).
fn parse(systems: &rondo_systems::Registry, arguments: &[OsString]) -> Result<Args, clap::Error> {
    let mut command = args::command(systems);
    let mut matches = command.try_get_matches_from_mut(arguments)?;
    Args::from_arg_matches_mut(&mut matches).map_err(|error| error.format(&mut command))
}

/// Prints an error where it belongs: help and version on standard output, the rest on standard
/// error.
fn report_error(error: &CliError, stdout: &mut dyn Write, stderr: &mut dyn Write) {
    match error {
        CliError::Usage(clap_error) if !clap_error.use_stderr() => {
            let _ = write!(stdout, "{}", clap_error.render());
        }
        CliError::Usage(clap_error) => {
            let _ = write!(stderr, "{}", clap_error.render());
        }
        other => {
            let _ = writeln!(stderr, "{other}");
        }
    }
}

fn dispatch(
    registry: Registry<'_>,
    args: Args,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let limits = input::Limits {
        max_input_size: args.max_input_size,
    };
    match args.command {
        Command::Pair(args) => commands::pair::run(&args, registry, limits, stdout, stderr),
        Command::Check(args) => commands::check::run(&args, registry, limits, stdout, stderr),
        Command::Audit(args) => commands::audit::run(&args, registry, limits, stdout, stderr),
        Command::Generate(args) => commands::generate::run(&args, registry, limits, stdout, stderr),
        Command::Standings(args) => commands::standings::run(&args, limits, stdout, stderr),
        Command::Schedule(args) => commands::schedule::run(&args, stdout),
        Command::Rating(args) => commands::rating::run(&args, limits, stdout, stderr),
        Command::Convert(args) => commands::convert::run(&args, limits, stdout, stderr),
        Command::Export(args) => commands::export::run(&args, limits, stdout, stderr),
        Command::Result(args) => commands::event::result(&args, limits, stdout, stderr),
        Command::Withdraw(args) => commands::event::withdraw(&args, limits, stdout, stderr),
        Command::Bye(args) => commands::event::bye(&args, limits, stdout, stderr),
        Command::Player(args::PlayerCommand::Add(args)) => {
            commands::event::add_player(&args, limits, stdout, stderr)
        }
        Command::New(args) => commands::facts::new(&args, registry, stdout, stderr),
        Command::Event(args) => commands::facts::event(&args, registry, limits, stdout, stderr),
        Command::Player(args::PlayerCommand::Edit(args)) => {
            commands::event::edit_player(&args, limits, stdout, stderr)
        }
        Command::Player(args::PlayerCommand::Remove(args)) => {
            commands::event::remove_player(&args, limits, stdout, stderr)
        }
        Command::Undo(args) => commands::undo::run(&args, limits, stdout, stderr),
        Command::Unpair(args) => commands::event::unpair(&args, limits, stdout, stderr),
        Command::Round(args) => commands::round::run(&args, limits, stdout, stderr),
    }
}
