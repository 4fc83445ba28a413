//! The versions of an event file that edits in place replaced (`rondo ... -i`, a Python script
//! writing the file it read), so that every edit can be undone (`rondo undo FILE`).
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

use crate::FileError;

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

/// The command line of an edit as the history records it: `program` and its `arguments`, each
/// quoted for a POSIX shell when it holds anything but plain characters, so that it can be
/// pasted back into a shell.
#[must_use]
pub fn command_line<S: AsRef<str>>(
    program: &str,
    arguments: impl IntoIterator<Item = S>,
) -> String {
    let quote = |text: &str| {
        let plain = !text.is_empty()
            && text.chars().all(|c| {
                c.is_alphanumeric() || "-_./:=,+@%".contains(c) || (!c.is_ascii() && c != '\'')
            });
        if plain {
            text.to_owned()
        } else {
            format!("'{}'", text.replace('\'', r"'\''"))
        }
    };
    let mut line = program.to_owned();
    for argument in arguments {
        line.push(' ');
        line.push_str(&quote(argument.as_ref()));
    }
    line
}

/// Keeps the current version of `file`, which the edit `command` is about to replace, in the
/// history (and as `FILE.bak`).
///
/// # Errors
///
/// `FileError::Io` when the file cannot be read or the history cannot be written;
/// `FileError::UnreadableHistory` when the history's index cannot be read.
pub fn record(file: &Path, command: &str) -> Result<(), FileError> {
    let current = read(file)?;
    keep(file, &current, EntryKind::Edit, command)?;
    crate::keep_backup(file)
}

/// Restores the version the latest edit not yet undone replaced, keeping the version it
/// replaces.
///
/// # Errors
///
/// `FileError::NothingToUndo` when there is nothing to undo; `FileError::Changed` when the
/// file changed meanwhile (a program that takes no lock wrote it); `FileError::Io` or
/// `FileError::UnreadableHistory` when the history or the file cannot be read or written.
pub fn undo(file: &Path, command: &str) -> Result<Undone, FileError> {
    let folder = folder(file);
    let index = read_index(file)?;
    let Some(position) = index
        .entries
        .iter()
        .rposition(|entry| entry.kind == EntryKind::Edit && !entry.undone)
    else {
        return Err(FileError::NothingToUndo {
            path: file.to_path_buf(),
            history: folder,
            kept: index.entries.len(),
        });
    };
    let mut edit = index.entries[position].clone();
    let restored = read(&version_path(file, edit.number))?;
    let current = read(file)?;
    let kept_as = keep(file, &current, EntryKind::Undo, command)?;
    crate::keep_backup(file)?;
    // Another program may have written the file since it was read: it is then left as that
    // program wrote it, and the edit is not marked undone.
    crate::replace_unless_changed(file, &restored, &current, &mut |_| {})?;
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
/// `FileError::Io` or `FileError::UnreadableHistory` when the index cannot be read.
pub fn entries(file: &Path) -> Result<Vec<Entry>, FileError> {
    Ok(read_index(file)?.entries)
}

/// Where version `number` of `file` is kept.
pub fn version_path(file: &Path, number: u64) -> PathBuf {
    folder(file).join(format!("{number:06}-{}", name(file)))
}

/// Adds `bytes` as a new version replaced by `command`, drops the versions beyond [`KEPT`], and
/// returns where the new version is kept.
fn keep(file: &Path, bytes: &[u8], kind: EntryKind, command: &str) -> Result<PathBuf, FileError> {
    let folder = folder(file);
    std::fs::create_dir_all(&folder).map_err(|source| FileError::Io {
        path: folder.clone(),
        source,
    })?;
    let mut index = read_index(file)?;
    let number = index.entries.last().map_or(1, |entry| entry.number + 1);
    let path = version_path(file, number);
    crate::write_atomically(&path, bytes, &mut |_| {})?;
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

fn read_index(file: &Path) -> Result<Index, FileError> {
    let path = index_path(file);
    match std::fs::read(&path) {
        Ok(bytes) => {
            serde_json::from_slice(&bytes).map_err(|source| FileError::UnreadableHistory {
                index: path,
                source,
            })
        }
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(Index::default()),
        Err(source) => Err(FileError::Io { path, source }),
    }
}

fn write_index(file: &Path, index: &Index) -> Result<(), FileError> {
    let mut json = serde_json::to_string_pretty(index).unwrap_or_default();
    json.push('\n');
    crate::write_atomically(&index_path(file), json.as_bytes(), &mut |_| {})
}

fn read(path: &Path) -> Result<Vec<u8>, FileError> {
    std::fs::read(path).map_err(|source| FileError::Io {
        path: path.to_path_buf(),
        source,
    })
}
