//! `rondo export FILE... --format csv|jsonl [-o OUT]`: one row per board of every round, for
//! rating pipelines.
//!
//! A row is a game, a forfeit or a player alone (a bye). Nothing that happened in a round is
//! dropped: forfeits, byes and unrated games are rows with `played` and `rated` telling what
//! they are. Blank round entries (the player was not in the round) and pairings still waiting
//! for their result are not rows (a note on stderr counts the latter). The columns are
//! documented in README.md and are stable; `rondo_words::export` makes them.

use std::io::Write;

use rondo_words::export;

use crate::args::{ExportArgs, ExportFormat};
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
        // Header texts repeated in every row must not blow up the output.
        let too_long = export::too_long_fields(path, &loaded.file, &loaded.tournament);
        if !too_long.is_empty() {
            return Err(CliError::BadInput { rendered: too_long });
        }
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

fn csv_error(error: csv::Error) -> CliError {
    CliError::InvalidArguments(format!("cannot write CSV: {error}"))
}
