//! `rondo undo FILE [--list]`: brings back the version of an event file that its latest edit in
//! place replaced (the history's policy is in `history.rs`).

use std::io::Write;

use crate::args::UndoArgs;
use crate::exit::{CliError, Outcome};
use crate::history::{self, EntryKind};
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
            let what = match (entry.kind, entry.undone) {
                (EntryKind::Edit, false) => "before",
                (EntryKind::Edit, true) => "before (undone)",
                (EntryKind::Undo, _) => "undone by",
            };
            text.push_str(&format!(
                "{}  {}  {what}: {}\n",
                history::version_path(&args.file, entry.number).display(),
                history::utc(entry.time),
                entry.command
            ));
        }
        if text.is_empty() {
            let _ = writeln!(
                stderr,
                "{}: no version kept (no edit in place has been recorded)",
                args.file.display()
            );
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
        "{}: undid `{}` ({}); the version undone is kept as {}",
        args.file.display(),
        undone.edit.command,
        history::utc(undone.edit.time),
        undone.kept_as.display()
    );
    Ok(Outcome::Success)
}
