//! The versions of an event file that edits in place (`-i`) replaced, so that every edit can be
//! undone (`rondo undo FILE`).
//!
//! Policy:
//! - The history of `DIR/NAME` lives in the folder `DIR/.NAME.rondo-history/`: each version an
//!   edit replaced is a file `NNNNNN-NAME` there (numbered in the order kept), and `index.json`
//!   lists them, each with the command line that replaced it and the time it was kept.
//! - The versions the last [`KEPT`] edits replaced are kept, and apart from them those the last
//!   [`KEPT`] undos replaced; older ones are deleted as new ones arrive.
//! - `FILE.bak` is also written with the version replaced, as the README promised before there
//!   was a history, so scripts that read it keep working.
//! - `rondo undo` restores the version the latest edit not yet undone replaced, so repeated undos
//!   step back one edit at a time. The version an undo replaces is kept too (as an entry of its
//!   own, which later undos skip), so an undo never loses anything: the message names the file
//!   it is kept in.
//! - An edit after some undos is recorded like any edit; undoing it first brings back the state
//!   the undos left, then the undos go on from the edits before.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::exit::CliError;
use crate::output;

/// How many versions the history keeps of each kind: those edits replaced, and those undos
/// replaced.
pub const KEPT: usize = 20;

/// One version kept.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Entry {
    /// The version's number: the order in which versions were kept.
    pub number: u64,
    /// What replaced this version: an edit, or an undo.
    pub kind: EntryKind,
    /// The command line that replaced it.
    pub command: String,
    /// When it was replaced, in seconds since 1970-01-01 UTC.
    pub time: u64,
    /// For an edit: whether an undo has already restored this version.
    #[serde(default)]
    pub undone: bool,
}

/// What replaced a version.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    /// An edit in place.
    Edit,
    /// `rondo undo`.
    Undo,
}

/// What `rondo undo` did.
#[derive(Clone, Debug)]
pub struct Undone {
    /// The edit undone (its entry, now marked undone).
    pub edit: Entry,
    /// Where the version that was undone is kept.
    pub kept_as: PathBuf,
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct Index {
    entries: Vec<Entry>,
}

/// Keeps the current version of `file`, which the edit `command` is about to replace, in the
/// history (and as `FILE.bak`).
///
/// # Errors
///
/// `CliError::Io` when the file cannot be read or the history cannot be written;
/// `CliError::BadInput` when the history's index cannot be read.
pub fn record(file: &Path, command: &str) -> Result<(), CliError> {
    let current = read(file)?;
    keep(file, &current, EntryKind::Edit, command)?;
    output::keep_backup(file)
}

/// Restores the version the latest edit not yet undone replaced, keeping the version it
/// replaces.
///
/// # Errors
///
/// `CliError::InvalidArguments` when there is nothing to undo; `CliError::Io` or
/// `CliError::BadInput` when the history or the file cannot be read or written.
pub fn undo(file: &Path, command: &str) -> Result<Undone, CliError> {
    let folder = folder(file);
    let index = read_index(file)?;
    let Some(position) = index
        .entries
        .iter()
        .rposition(|entry| entry.kind == EntryKind::Edit && !entry.undone)
    else {
        return Err(CliError::InvalidArguments(format!(
            "{}: nothing to undo: {}",
            file.display(),
            if index.entries.is_empty() {
                "no edit in place (-i) has been recorded for this file".to_owned()
            } else {
                format!(
                    "every edit among the {} version(s) kept in {} is undone already",
                    index.entries.len(),
                    folder.display()
                )
            }
        )));
    };
    let mut edit = index.entries[position].clone();
    let restored = read(&version_path(file, edit.number))?;
    let current = read(file)?;
    let kept_as = keep(file, &current, EntryKind::Undo, command)?;
    output::keep_backup(file)?;
    // Another program may have written the file since it was read: it is then left as that
    // program wrote it, and the edit is not marked undone.
    output::replace_unless_changed(file, &restored, &current, &mut std::io::sink())?;
    // The index was rewritten by `keep` (which may drop old undos): the edit is found again by
    // its number.
    let mut index = read_index(file)?;
    for entry in &mut index.entries {
        if entry.number == edit.number {
            entry.undone = true;
        }
    }
    write_index(file, &index)?;
    edit.undone = true;
    Ok(Undone { edit, kept_as })
}

/// The versions kept for `file`, oldest first.
///
/// # Errors
///
/// `CliError::Io` or `CliError::BadInput` when the index cannot be read.
pub fn entries(file: &Path) -> Result<Vec<Entry>, CliError> {
    Ok(read_index(file)?.entries)
}

/// Where version `number` of `file` is kept.
pub fn version_path(file: &Path, number: u64) -> PathBuf {
    folder(file).join(format!("{number:06}-{}", name(file)))
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

/// Adds `bytes` as a new version replaced by `command`, drops the versions beyond [`KEPT`], and
/// returns where the new version is kept.
fn keep(file: &Path, bytes: &[u8], kind: EntryKind, command: &str) -> Result<PathBuf, CliError> {
    let folder = folder(file);
    std::fs::create_dir_all(&folder).map_err(|source| CliError::Io {
        path: folder.clone(),
        source,
    })?;
    let mut index = read_index(file)?;
    let number = index.entries.last().map_or(1, |entry| entry.number + 1);
    let path = version_path(file, number);
    output::write_atomically(&path, bytes, &mut std::io::sink())?;
    index.entries.push(Entry {
        number,
        kind,
        command: command.to_owned(),
        time: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_secs()),
        undone: false,
    });
    // Edits and undos are bounded apart, so that undos never push out the edits they step
    // back through.
    let mut dropped = Vec::new();
    let same_kind = index
        .entries
        .iter()
        .filter(|entry| entry.kind == kind)
        .count();
    let mut excess = same_kind.saturating_sub(KEPT);
    index.entries.retain(|entry| {
        let drop = excess > 0 && entry.kind == kind;
        if drop {
            excess -= 1;
            dropped.push(entry.number);
        }
        !drop
    });
    write_index(file, &index)?;
    // The index no longer names them, so a failure to delete one only leaves a stray file.
    for number in dropped {
        let _ = std::fs::remove_file(version_path(file, number));
    }
    Ok(path)
}

fn folder(file: &Path) -> PathBuf {
    let mut name = std::ffi::OsString::from(".");
    name.push(name_of(file));
    name.push(".rondo-history");
    match file.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.join(name),
        _ => PathBuf::from(name),
    }
}

fn name(file: &Path) -> String {
    name_of(file).to_string_lossy().into_owned()
}

fn name_of(file: &Path) -> &std::ffi::OsStr {
    file.file_name().unwrap_or(file.as_os_str())
}

fn index_path(file: &Path) -> PathBuf {
    folder(file).join("index.json")
}

fn read_index(file: &Path) -> Result<Index, CliError> {
    let path = index_path(file);
    match std::fs::read(&path) {
        Ok(bytes) => serde_json::from_slice(&bytes).map_err(|error| CliError::BadInput {
            rendered: format!(
                "{}: error: the history index cannot be read ({error}); move the folder away \
                 to start a new history",
                path.display()
            ),
        }),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(Index::default()),
        Err(source) => Err(CliError::Io { path, source }),
    }
}

fn write_index(file: &Path, index: &Index) -> Result<(), CliError> {
    let mut json = serde_json::to_string_pretty(index).unwrap_or_default();
    json.push('\n');
    output::write_atomically(&index_path(file), json.as_bytes(), &mut std::io::sink())
}

fn read(path: &Path) -> Result<Vec<u8>, CliError> {
    std::fs::read(path).map_err(|source| CliError::Io {
        path: path.to_path_buf(),
        source,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn utc_dates_follow_the_calendar() {
        assert_eq!(super::utc(0), "1970-01-01 00:00 UTC");
        // 2024-02-29 12:34 UTC, a leap day.
        assert_eq!(super::utc(1_709_210_040), "2024-02-29 12:34 UTC");
    }
}
