//! The words of `rondo-files`: why a file was not written, what a writer waits for, the
//! history of edits in place.

use std::path::Path;

use rondo_files::history::{Entry, EntryKind, Undone};
use rondo_files::{FileError, Notice};

/// Why the file was not written, as a sentence without the file's name (callers put it in
/// front, as `FILE: error: ...` or `FILE: ...`).
pub fn refusal(error: &FileError) -> String {
    match error {
        FileError::Io { source, .. } => source.to_string(),
        FileError::TooLarge { limit, .. } => {
            format!("the file is larger than the input limit of {limit} bytes")
        }
        FileError::Changed { .. } => "the file changed while rondo was editing it (a program \
                                      that does not take rondo's lock wrote it); it is left as \
                                      that program wrote it and nothing was written: run the \
                                      command again"
            .to_owned(),
        FileError::ChangedSinceRead { .. } => "the file changed since it was read (another \
                                               edit was written meanwhile); it is left as it is \
                                               and nothing was written: read it again and make \
                                               the edit on what it holds now"
            .to_owned(),
        FileError::Busy { lock, waited, .. } => format!(
            "another rondo has been editing this file for {} s (it holds the lock {}); nothing \
             was written: run the command again once it is done",
            waited.as_secs(),
            lock.display()
        ),
        FileError::UnreadableHistory { source, .. } => format!(
            "the history index cannot be read ({source}); move the folder away to start a new \
             history"
        ),
        FileError::NothingToUndo { history, kept, .. } => {
            if *kept == 0 {
                "nothing to undo: no edit in place (-i) has been recorded for this file".to_owned()
            } else {
                format!(
                    "nothing to undo: every edit among the {kept} version(s) kept in {} is undone \
                     already",
                    history.display()
                )
            }
        }
    }
}

/// The command line's refusal of a file past its input limit, with the settings that raise it
/// (without the file's name).
#[must_use]
pub fn too_large_for_the_command_line(limit: u64) -> String {
    format!(
        "the file is larger than the input limit of {limit} bytes (raise it with \
         --max-input-size or RONDO_MAX_INPUT_SIZE)"
    )
}

/// The refusal of `--max-input-size` or `RONDO_MAX_INPUT_SIZE` set to `text`, which
/// `rondo_files::parse_size` does not read as a size.
#[must_use]
pub fn not_a_size(text: &str) -> String {
    format!(
        "'{}' is not a size (expected bytes, e.g. 1048576 or 64M)",
        text.trim()
    )
}

/// A notice of a writer, as a line for standard error (without its newline).
pub fn notice(notice: &Notice) -> String {
    match notice {
        Notice::Waiting { path, lock } => format!(
            "{}: waiting for another rondo that is editing this file (lock {})",
            path.display(),
            lock.display()
        ),
        Notice::NoLocks { path } => format!(
            "{}: warning: the file system does not lock files, so edits made at the same moment \
             are not serialised (a file changed during this edit is still not overwritten)",
            path.display()
        ),
        Notice::RemovedPartial { path, pid } => format!(
            "{}: removed a temporary file left by rondo process {pid}, which no longer runs",
            path.display()
        ),
    }
}

/// `rondo undo --list` of a file without a version kept.
#[must_use]
pub fn nothing_kept(file: &Path) -> String {
    format!(
        "{}: no version kept (no edit in place has been recorded)",
        file.display()
    )
}

/// One line of `rondo undo --list` (without its newline): where the version is kept, when, and
/// what replaced it.
pub fn history_line(file: &Path, entry: &Entry) -> String {
    let what = match (entry.kind, entry.undone) {
        (EntryKind::Edit, false) => "before",
        (EntryKind::Edit, true) => "before (undone)",
        (EntryKind::Undo, _) => "undone by",
    };
    format!(
        "{}  {}  {what}: {}",
        rondo_files::history::version_path(file, entry.number).display(),
        utc(entry.time),
        entry.command
    )
}

/// What `rondo undo` did (without its newline).
pub fn undone(file: &Path, undone: &Undone) -> String {
    format!(
        "{}: undid `{}` ({}); the version undone is kept as {}",
        file.display(),
        undone.edit.command,
        utc(undone.edit.time),
        undone.kept_as.display()
    )
}

/// `2026-04-05 14:03 UTC` for seconds since 1970-01-01 UTC.
pub fn utc(seconds: u64) -> String {
    // Civil date from days since the epoch (Howard Hinnant's algorithm), to avoid a date crate
    // for one line of output.
    let days = i64::try_from(seconds / 86_400).unwrap_or(0);
    let minutes_of_day = (seconds % 86_400) / 60;
    let shifted = days + 719_468;
    let era = shifted.div_euclid(146_097);
    let day_of_era = shifted.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        minutes_of_day / 60,
        minutes_of_day % 60
    )
}

/// The refusal of an output that is one of the inputs (`-o` naming it).
#[must_use]
pub fn output_is_input(output: &Path) -> String {
    format!(
        "the output {} is an input file; rondo never writes over its input (choose another -o)",
        output.display()
    )
}

/// The refusal of two inputs, `first` and `input`, whose outputs would both be `target`.
#[must_use]
pub fn shared_output(first: &Path, input: &Path, target: &Path) -> String {
    format!(
        "{} and {} would both write {}; give them different names or write them to different \
         folders",
        first.display(),
        input.display(),
        target.display()
    )
}

/// The count of the files of a run over many that failed (each one is reported on its own).
#[must_use]
pub fn files_failed(failed: usize, files: usize) -> String {
    format!("{failed} of {files} files failed")
}

/// The refusal of several inputs written in one output of a machine-readable format.
pub const SEVERAL_FILES_NEED_FOLDER: &str =
    "several files in a machine-readable format need -o DIR (one output per file)";

#[cfg(test)]
mod tests {
    #[test]
    fn utc_dates_follow_the_calendar() {
        assert_eq!(super::utc(0), "1970-01-01 00:00 UTC");
        // 2024-02-29 12:34 UTC, a leap day.
        assert_eq!(super::utc(1_709_210_040), "2024-02-29 12:34 UTC");
    }
}
