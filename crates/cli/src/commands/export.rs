//! `rondo export FILE... --format csv|jsonl [-o OUT]`: one row per board of every round, for
//! rating pipelines.
//!
//! A row is a game, a forfeit or a player alone (a bye). Nothing that happened in a round is
//! dropped: forfeits, byes and unrated games are rows with `played` and `rated` telling what
//! they are. Blank round entries (the player was not in the round) and pairings still waiting
//! for their result are not rows (a note on stderr counts the latter). The columns are
//! documented in README.md and are stable; `rondo_words::export` makes them.

use std::io::Write;
use std::path::Path;

use rondo_core::Tournament;
use rondo_words::export::rows;

use crate::args::{ExportArgs, ExportFormat};
use crate::diagnostics::{self, Diagnostic, Severity};
use crate::exit::{CliError, Outcome};
use crate::input::{self, Strictness};
use crate::output::{self, Destination};

/// Runs `rondo export`.
///
/// # Errors
///
/// Bad input or a file that cannot be read or written; nothing is written then.
pub fn run(
    args: &ExportArgs,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let destination = Destination::from_option(args.output.as_deref());
    output::refuse_overwriting_inputs(&destination, &args.files)?;
    let strictness = Strictness {
        strict: args.strict,
    };
    let mut csv_writer = csv::Writer::from_writer(Vec::new());
    let mut jsonl = Vec::new();
    for path in &args.files {
        let loaded = input::load(path, strictness, limits)?;
        refuse_long_repeated_fields(path, &loaded.file)?;
        let _ = stderr.write_all(loaded.warnings.as_bytes());
        let _ = stderr.write_all(pending_note(path, &loaded.tournament).as_bytes());
        for row in rows(&path.display().to_string(), &loaded.tournament) {
            match args.format {
                ExportFormat::Csv => csv_writer.serialize(&row).map_err(csv_error)?,
                ExportFormat::Jsonl => {
                    jsonl.extend_from_slice(row.to_json_line().as_bytes());
                    jsonl.push(b'\n');
                }
            }
        }
    }
    let bytes = match args.format {
        ExportFormat::Csv => csv_writer
            .into_inner()
            .map_err(|error| CliError::InvalidArguments(format!("cannot write CSV: {error}")))?,
        ExportFormat::Jsonl => jsonl,
    };
    output::write(&destination, &bytes, stdout, stderr)?;
    Ok(Outcome::Success)
}

/// The longest header text (tournament name, city, federation, dates) that export repeats in
/// every row. Real names are a few dozen characters; without a limit a megabyte-long name in a
/// file of a megabyte became hundreds of megabytes of output.
const MAX_REPEATED_FIELD: usize = 1_000;

/// Refuses a file whose header texts repeated in every row are longer than
/// [`MAX_REPEATED_FIELD`], with a diagnostic at the record.
fn refuse_long_repeated_fields(path: &Path, file: &rondo_trf::TrfFile) -> Result<(), CliError> {
    let header = &file.setup.header;
    let fields = [
        ("012", "tournament name", &header.name),
        ("022", "city", &header.city),
        ("032", "federation", &header.federation),
        ("042", "start date", &header.start_date),
        ("052", "end date", &header.end_date),
    ];
    let mut rendered = String::new();
    for (code, what, value) in fields {
        let Some(length) = value
            .as_deref()
            .map(|text| text.chars().count())
            .filter(|length| *length > MAX_REPEATED_FIELD)
        else {
            continue;
        };
        let line = (1..)
            .map_while(|number| file.line_text(number).map(|text| (number, text)))
            .find(|(_, text)| text.starts_with(code));
        rendered.push_str(&diagnostics::render(&Diagnostic {
            path,
            line: Some(line.map_or(1, |(number, _)| number)),
            column: Some(if line.is_some() { 5 } else { 1 }),
            severity: Severity::Error,
            message: format!(
                "the {what} is {length} characters long; export repeats it in every row and takes \
                 at most {MAX_REPEATED_FIELD}"
            ),
            source_line: line.map(|(_, text)| text.to_owned()),
        }));
    }
    if rendered.is_empty() {
        Ok(())
    } else {
        Err(CliError::BadInput { rendered })
    }
}

fn csv_error(error: csv::Error) -> CliError {
    CliError::InvalidArguments(format!("cannot write CSV: {error}"))
}
/// A note naming the pairings left out because they have no result yet, or nothing.
fn pending_note(path: &Path, tournament: &Tournament) -> String {
    let pending = tournament
        .players()
        .iter()
        .flat_map(|player| player.rounds.iter())
        .filter(|entry| entry.is_scheduled())
        .count()
        .div_ceil(2);
    if pending == 0 {
        return String::new();
    }
    let noun = if pending == 1 { "board" } else { "boards" };
    format!(
        "{}: note: {pending} {noun} without a result yet are not exported\n",
        path.display()
    )
}
