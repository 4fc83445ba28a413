//! `rondo undo FILE [--list]`: brings back the version of an event file that its latest edit in
//! place replaced (the history's policy is in `rondo_files::history`).

use std::io::Write;

use rondo_files::history;

use crate::args::UndoArgs;
use crate::exit::{CliError, Outcome};
use crate::output;

/// Runs `rondo undo`.
///
/// # Errors
///
/// Nothing to undo, or a history or file that cannot be read or written.
pub fn run(
    args: &UndoArgs,
    limits: crate::input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    if args.list {
        let mut text = String::new();
        for entry in history::entries(&args.file)? {
            text.push_str(&rondo_words::files::history_line(&args.file, &entry));
            text.push('\n');
        }
        if text.is_empty() {
            let _ = writeln!(stderr, "{}", rondo_words::files::nothing_kept(&args.file));
        }
        output::to_stdout(text.as_bytes(), stdout)?;
        return Ok(Outcome::Success);
    }
    // An undo is an edit of the file: it waits for an edit under way, as edits wait for it.
    let _locked = crate::lock::EditDestination::lock(
        output::Destination::File(args.file.clone()),
        limits,
        stderr,
    )?;
    let undone = history::undo(&args.file, &args.command_line)?;
    let _ = writeln!(
        stderr,
        "{}",
        rondo_words::files::undone(&args.file, &undone)
    );
    Ok(Outcome::Success)
}
