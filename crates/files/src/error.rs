//! What can go wrong, and what is worth telling, as data.

use std::path::PathBuf;
use std::time::Duration;

/// Why a file was not read or written.
#[derive(Debug)]
pub enum FileError {
    /// The system refused a read, a write or a rename.
    Io {
        /// The file concerned.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The file is larger than the limit the caller set.
    TooLarge {
        /// The file concerned.
        path: PathBuf,
        /// The limit, in bytes.
        limit: u64,
    },
    /// The file no longer holds what the edit read: another program wrote it meanwhile, and
    /// it is left as that program wrote it.
    Changed {
        /// The file concerned.
        path: PathBuf,
    },
    /// The file no longer holds what the editor read before it took the lock (a script that
    /// read the file, edited at leisure, then wrote it): someone else edited it meanwhile.
    ChangedSinceRead {
        /// The file concerned.
        path: PathBuf,
    },
    /// Another edit held the file's lock for longer than the edit waits.
    Busy {
        /// The file concerned.
        path: PathBuf,
        /// The lock file held.
        lock: PathBuf,
        /// How long the edit waited.
        waited: Duration,
    },
    /// The index of a file's history is not one rondo wrote.
    UnreadableHistory {
        /// The index.
        index: PathBuf,
        /// What the JSON reader said.
        source: serde_json::Error,
    },
    /// `undo` found no edit to undo.
    NothingToUndo {
        /// The file concerned.
        path: PathBuf,
        /// The folder of its history.
        history: PathBuf,
        /// How many versions the history keeps (all of them undone, or none).
        kept: usize,
    },
}

impl FileError {
    /// The file the error is about (the index, for an unreadable history).
    pub fn path(&self) -> &std::path::Path {
        match self {
            FileError::Io { path, .. }
            | FileError::TooLarge { path, .. }
            | FileError::Changed { path }
            | FileError::ChangedSinceRead { path }
            | FileError::Busy { path, .. }
            | FileError::NothingToUndo { path, .. } => path,
            FileError::UnreadableHistory { index, .. } => index,
        }
    }
}

/// Something a caller may want to tell its user while a file is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Another edit holds the lock: this one waits.
    Waiting {
        /// The file being edited.
        path: PathBuf,
        /// The lock file held.
        lock: PathBuf,
    },
    /// The file system does not lock files: edits are not serialised, though a file changed
    /// during the edit is still not overwritten.
    NoLocks {
        /// The file being edited.
        path: PathBuf,
    },
    /// A temporary file that a writer killed outright left behind was removed.
    RemovedPartial {
        /// The temporary file.
        path: PathBuf,
        /// The process id of the writer, which no longer runs.
        pid: u32,
    },
}
