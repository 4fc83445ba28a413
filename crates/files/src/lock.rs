//! Serialising the edits of one file, so that two edits made at the same moment both count.
//!
//! Policy:
//! - An edit of an existing file ([`Edit::begin`]) holds an exclusive advisory lock for its
//!   whole read-modify-write. A second edit of the same file waits for it (notifying
//!   [`Notice::Waiting`] once, for at most [`LONGEST_WAIT`]), then reads the file the first one
//!   wrote and applies its change on top. Readers take no lock: a rename shows them the old
//!   file or the new one, never a mix.
//! - The lock is held on a lock file beside the edited file, `.NAME.rondo-lock`, not on the
//!   file itself: an edit replaces the file by a rename, so a waiter locking the file's own
//!   inode would wake up holding the old inode while the next edit locks the new one. The lock
//!   file is empty and never renamed or removed (a removed lock file would let a waiter hold a
//!   lock on the deleted file while a third edit creates and locks a new one); deleting it while
//!   no edit runs is harmless. Two paths to one file through a link are two lock files.
//! - A process that dies holding the lock releases it with its open files; the file it edited
//!   is untouched unless its rename happened.
//! - Programs that do not take the lock are caught by comparison: the edit keeps the bytes the
//!   file held once locked and compares them with the file just before the rename
//!   ([`crate::replace_unless_changed`]); a file changed meanwhile is left as it is.
//! - A file system without locks (some network file systems) gives [`Notice::NoLocks`]; the
//!   comparison alone then protects the edit.

use std::fs::{File, TryLockError};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::{FileError, Notice};

/// How long an edit waits for another edit of the same file before it gives up.
pub const LONGEST_WAIT: Duration = Duration::from_secs(30);

/// How often a waiting edit tries the lock again.
const RETRY_EVERY: Duration = Duration::from_millis(20);

/// An edit of an existing file under way: its lock, held until the edit is dropped, and the
/// bytes the file held once locked.
#[derive(Debug)]
pub struct Edit {
    path: PathBuf,
    /// Closing the lock file releases the lock, so it lives as long as the edit.
    _lock_file: File,
    read: Vec<u8>,
}

impl Edit {
    /// Locks the existing file `path` for an edit (waiting for another edit, for at most
    /// [`LONGEST_WAIT`]) and reads it, at most `limit` bytes.
    ///
    /// # Errors
    ///
    /// `FileError::Io` when the lock file cannot be opened or the file cannot be read;
    /// `FileError::TooLarge` past `limit`; `FileError::Busy` when another edit holds the lock
    /// past [`LONGEST_WAIT`].
    pub fn begin(
        path: &Path,
        limit: u64,
        notify: &mut dyn FnMut(Notice),
    ) -> Result<Edit, FileError> {
        let lock_path = lock_file_path(path);
        let lock_file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock_path)
            .map_err(|source| FileError::Io {
                path: lock_path.clone(),
                source,
            })?;
        wait_for(&lock_file, path, &lock_path, notify)?;
        let read = crate::read_limited(path, limit)?;
        Ok(Edit {
            path: path.to_path_buf(),
            _lock_file: lock_file,
            read,
        })
    }

    /// Locks `path` for an edit as [`Edit::begin`] does when it is an existing regular file;
    /// `None` for a path a write creates (a new file has no earlier content to lose) or a
    /// device (`/dev/null` has no folder of its own to hold a lock file), which a caller writes
    /// with [`crate::write_atomically`] or as it is.
    ///
    /// # Errors
    ///
    /// As [`Edit::begin`].
    pub fn begin_if_file(
        path: &Path,
        limit: u64,
        notify: &mut dyn FnMut(Notice),
    ) -> Result<Option<Edit>, FileError> {
        if !std::fs::metadata(path).is_ok_and(|metadata| metadata.is_file()) {
            return Ok(None);
        }
        Edit::begin(path, limit, notify).map(Some)
    }

    /// The file edited.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// What the file held once locked.
    pub fn read(&self) -> &[u8] {
        &self.read
    }

    /// Refuses the edit when the file no longer holds `earlier`, what the editor read before
    /// it took the lock (a caller that reads, edits at leisure, then writes).
    ///
    /// # Errors
    ///
    /// `FileError::ChangedSinceRead` when the file held something else once locked.
    pub fn unchanged_since(&self, earlier: &[u8]) -> Result<(), FileError> {
        if self.read == earlier {
            Ok(())
        } else {
            Err(FileError::ChangedSinceRead {
                path: self.path.clone(),
            })
        }
    }

    /// Writes the edited file, if it still holds what it held once locked; the lock is held
    /// until the edit is dropped.
    ///
    /// # Errors
    ///
    /// As [`crate::replace_unless_changed`].
    pub fn write(&self, bytes: &[u8], notify: &mut dyn FnMut(Notice)) -> Result<(), FileError> {
        crate::replace_unless_changed(&self.path, bytes, &self.read, notify)
    }
}

/// Takes the lock, trying again until [`LONGEST_WAIT`] has passed; notifies once that it
/// waits.
fn wait_for(
    lock_file: &File,
    path: &Path,
    lock_path: &Path,
    notify: &mut dyn FnMut(Notice),
) -> Result<(), FileError> {
    let started = Instant::now();
    let mut said = false;
    loop {
        match lock_file.try_lock() {
            Ok(()) => return Ok(()),
            Err(TryLockError::WouldBlock) => {}
            Err(TryLockError::Error(error)) if error.kind() == std::io::ErrorKind::Unsupported => {
                notify(Notice::NoLocks {
                    path: path.to_path_buf(),
                });
                return Ok(());
            }
            Err(TryLockError::Error(source)) => {
                return Err(FileError::Io {
                    path: lock_path.to_path_buf(),
                    source,
                });
            }
        }
        if started.elapsed() >= LONGEST_WAIT {
            return Err(FileError::Busy {
                path: path.to_path_buf(),
                lock: lock_path.to_path_buf(),
                waited: LONGEST_WAIT,
            });
        }
        if !said {
            notify(Notice::Waiting {
                path: path.to_path_buf(),
                lock: lock_path.to_path_buf(),
            });
            said = true;
        }
        std::thread::sleep(RETRY_EVERY);
    }
}

/// `.NAME.rondo-lock` beside `path`. A name too long to take the prefix and suffix is cut: two
/// files whose long names share their first 200 bytes then share a lock, which only makes one
/// wait for the other.
fn lock_file_path(path: &Path) -> PathBuf {
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let name = path.file_name().unwrap_or_default();
    let mut lock_name = std::ffi::OsString::from(".");
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let bytes = name.as_bytes();
        lock_name.push(std::ffi::OsStr::from_bytes(&bytes[..bytes.len().min(200)]));
    }
    #[cfg(not(unix))]
    {
        let name = name.to_string_lossy();
        lock_name.push(name.chars().take(200).collect::<String>());
    }
    lock_name.push(".rondo-lock");
    directory.join(lock_name)
}
