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
use rondo_words::export;

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
    let strictness = Strictness::of(&args.reading);
    let mut csv_writer = csv::Writer::from_writer(Vec::new());
    let mut jsonl = Vec::new();
    for path in &args.files {
        let loaded = input::load(path, strictness, limits)?;
        refuse_long_repeated_fields(path, &loaded.file, &loaded.tournament)?;
        let _ = stderr.write_all(loaded.warnings.as_bytes());
        let _ = stderr.write_all(export::pending_note(path, &loaded.tournament).as_bytes());
        for row in export::rows(&path.display().to_string(), &loaded.tournament) {
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

/// Refuses a file whose header texts repeated in every row are too long
/// (`rondo_words::export::too_long_fields`), with a diagnostic at each record.
fn refuse_long_repeated_fields(
    path: &Path,
    file: &rondo_trf::TrfFile,
    tournament: &Tournament,
) -> Result<(), CliError> {
    let mut rendered = String::new();
    for (code, message) in export::too_long_fields(tournament) {
        let line = (1..)
            .map_while(|number| file.line_text(number).map(|text| (number, text)))
            .find(|(_, text)| text.starts_with(code));
        rendered.push_str(&diagnostics::render(&Diagnostic {
            path,
            line: Some(line.map_or(1, |(number, _)| number)),
            column: Some(if line.is_some() { 5 } else { 1 }),
            severity: Severity::Error,
            message,
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
