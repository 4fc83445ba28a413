//! `rondo new FILE` creates an event file with the facts of an event (name, place, dates,
//! officials, rate of play, rounds, system, edition, acceleration, initial colour, scoring,
//! tie-breaks), `rondo event FILE` prints them and `rondo event FILE --set KEY=VALUE` changes
//! them, the keys being `rondo new`'s option names.
//!
//! Both commands apply the facts through `rondo_event::facts::apply`, so a value is checked the
//! same way whichever command (or the Python package) gives it. `rondo event --set` writes
//! through the edit path of the other event commands (`-i`, `-o`, points and ranks, nothing
//! written on an error).

use std::io::Write;
use std::path::Path;

use rondo_event::facts::{self, FactError};
use rondo_trf::{LineEnding, WriteOptions};

use crate::Registry;
use crate::args::{EventArgs, FactArgs, FactsFormat, NewArgs};
use crate::exit::{CliError, Outcome};
use crate::input;
use crate::output::{self, Destination};

/// Runs `rondo new`.
///
/// # Errors
///
/// A fact that cannot be applied, a file that exists (without `--force`), or a file that cannot
/// be written.
pub fn new(
    args: &NewArgs,
    registry: Registry<'_>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    if args.file.exists() && !args.force {
        let words = rondo_words::event::FILE_EXISTS;
        return Err(CliError::InvalidArguments(format!(
            "{}: {words}",
            args.file.display()
        )));
    }
    let setup = facts::new_event(registry.systems, &given(&args.facts))
        .map_err(|error| refused(&args.file, &error))?;
    let options = WriteOptions::default()
        .with_format(args.format.trf())
        .with_line_ending(LineEnding::Lf);
    let bytes = rondo_trf::write_setup(&setup, &options);
    output::write(
        &Destination::File(args.file.clone()),
        &bytes,
        stdout,
        stderr,
    )?;
    let _ = writeln!(stderr, "{}", rondo_words::event::new_event_file(&args.file));
    Ok(Outcome::Success)
}

/// Runs `rondo event`: prints the facts, or changes them with `--set`.
///
/// # Errors
///
/// Bad input, a fact that cannot be applied, or a file that cannot be written.
pub fn event(
    args: &EventArgs,
    registry: Registry<'_>,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    if args.set.is_empty() {
        if args.output.in_place || args.output.output.is_some() {
            let words = rondo_words::event::NOTHING_TO_SET;
            return Err(CliError::InvalidArguments(format!(
                "{}: {words}",
                args.file.display()
            )));
        }
        let loaded = input::load(&args.file, input::Strictness::default(), limits)?;
        let _ = stderr.write_all(loaded.warnings.as_bytes());
        let facts = facts::read(&loaded.file.setup, registry.systems);
        let text = match args.format {
            FactsFormat::Text => rondo_words::event::facts_text(&facts),
            FactsFormat::Json => rondo_words::event::facts_json(&facts),
        };
        output::to_stdout(text.as_bytes(), stdout)?;
        return Ok(Outcome::Success);
    }
    let changes = args
        .set
        .iter()
        .map(|setting| {
            facts::parse_setting(setting).map_err(|error| {
                CliError::InvalidArguments(format!(
                    "{}: --set {setting}: {}",
                    args.file.display(),
                    rondo_words::event::fact_error(&error)
                ))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let target = super::event::EditTarget::new(&args.file, &args.output, limits);
    super::event::edit(&target, stdout, stderr, |setup, _| {
        facts::apply(setup, registry.systems, &changes)
            .map_err(|error| refused(&args.file, &error))?;
        Ok(Vec::new())
    })
}

/// The facts `rondo new` was given.
fn given(args: &FactArgs) -> facts::NewEvent {
    facts::NewEvent {
        name: args.name.clone(),
        city: args.city.clone(),
        federation: args.federation.clone(),
        start_date: args.start_date.clone(),
        end_date: args.end_date.clone(),
        chief_arbiter: args.chief_arbiter.clone(),
        deputy_arbiters: args.deputy_arbiter.clone(),
        time_control: args.time_control.clone(),
        rounds: args.rounds.clone(),
        system: args.system.clone(),
        edition: args.edition.clone(),
        acceleration: args.acceleration.clone(),
        initial_colour: args.initial_colour.clone(),
        scoring: args.scoring.clone(),
        tiebreaks: args.tiebreaks.clone(),
    }
}

fn refused(file: &Path, error: &FactError) -> CliError {
    CliError::InvalidArguments(format!(
        "{}: {}",
        file.display(),
        rondo_words::event::fact_error(error)
    ))
}
