//! Serialising the edits of one file, so that two edits made at the same moment both count.
//!
//! Policy:
//! - A command that rewrites an event file (`-i`, and `-o` onto an existing file: `rondo
//!   result`, `withdraw`, `bye`, `player add`, `pair --format trf`) holds an exclusive advisory
//!   lock for its whole read-modify-write. A second edit of the same file waits for it (saying
//!   so on stderr, for at most [`LONGEST_WAIT`]), then reads the file the first one wrote and
//!   applies its change on top. Commands that only read take no lock: a rename shows them the
//!   old file or the new one, never a mix.
//! - The lock is held on a lock file beside the event file, `.NAME.rondo-lock`, not on the event
//!   file itself: an edit replaces the file by a rename, so a waiter locking the file's own inode
//!   would wake up holding the old inode while the next edit locks the new one. The lock file is
//!   empty and never renamed or removed (a removed lock file would let a waiter hold a lock on
//!   the deleted file while a third edit creates and locks a new one); deleting it while no
//!   rondo runs is harmless. Two paths to one file through a link are two lock files.
//! - Programs other than rondo do not take the lock, so the edit keeps the bytes the file held
//!   once locked and compares them with the file just before the rename
//!   ([`output::replace_unless_changed`]): a file changed meanwhile is left as it is, with exit 2.
//! - A file system without locks (some network file systems) gives a warning; the comparison
//!   alone then protects the edit.

use std::fs::{File, TryLockError};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::diagnostics::{self, Diagnostic, Severity};
use crate::exit::CliError;
use crate::input;
use crate::output::{self, Destination};

/// How long an edit waits for another edit of the same file before it gives up.
pub const LONGEST_WAIT: Duration = Duration::from_secs(30);

/// How often a waiting edit tries the lock again.
const RETRY_EVERY: Duration = Duration::from_millis(20);

/// Where an edit writes its result: a destination, locked for the edit when it is an existing
/// regular file.
pub struct EditDestination {
    destination: Destination,
    held: Option<Held>,
}

/// A lock held on an existing file, with the bytes the file held once it was locked.
struct Held {
    path: PathBuf,
    /// Closing the lock file releases the lock, so it lives as long as the edit.
    _lock_file: File,
    read: Vec<u8>,
}

impl EditDestination {
    /// A destination written without a lock: standard output, or a command that does not edit.
    pub fn unlocked(destination: Destination) -> EditDestination {
        EditDestination {
            destination,
            held: None,
        }
    }

    /// Locks `destination` for an edit when it is an existing regular file (waiting for
    /// another edit, for at most [`LONGEST_WAIT`]), and keeps what it holds.
    ///
    /// Call it before reading the file: what the edit reads is then what the previous edit
    /// wrote.
    ///
    /// # Errors
    ///
    /// `CliError::Io` when the lock file cannot be opened or the file cannot be read;
    /// `CliError::BadInput` when another edit holds the lock past [`LONGEST_WAIT`].
    pub fn lock(
        destination: Destination,
        limits: input::Limits,
        stderr: &mut dyn Write,
    ) -> Result<EditDestination, CliError> {
        let Destination::File(path) = &destination else {
            return Ok(EditDestination::unlocked(destination));
        };
        // A new output has no previous content to lose, and a device (`-o /dev/null`) has no
        // folder of its own to hold a lock file.
        if !std::fs::metadata(path).is_ok_and(|metadata| metadata.is_file()) {
            return Ok(EditDestination::unlocked(destination));
        }
        let lock_path = lock_file_path(path);
        let lock_file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock_path)
            .map_err(|source| CliError::Io {
                path: lock_path.clone(),
                source,
            })?;
        wait_for(&lock_file, path, &lock_path, stderr)?;
        let read = input::read_bytes(path, limits)?;
        let held = Held {
            path: path.clone(),
            _lock_file: lock_file,
            read,
        };
        Ok(EditDestination {
            destination,
            held: Some(held),
        })
    }

    /// Writes the edited file: over a locked file only if it still holds what it held when it
    /// was locked, else as [`output::write`] does.
    ///
    /// # Errors
    ///
    /// As [`output::replace_unless_changed`] and [`output::write`].
    pub fn write(
        &self,
        bytes: &[u8],
        stdout: &mut dyn Write,
        stderr: &mut dyn Write,
    ) -> Result<(), CliError> {
        match &self.held {
            Some(held) => output::replace_unless_changed(&held.path, bytes, &held.read, stderr),
            None => output::write(&self.destination, bytes, stdout, stderr),
        }
    }
}

/// Takes the lock, trying again until [`LONGEST_WAIT`] has passed; says once on `stderr` that
/// it waits.
fn wait_for(
    lock_file: &File,
    path: &Path,
    lock_path: &Path,
    stderr: &mut dyn Write,
) -> Result<(), CliError> {
    let started = Instant::now();
    let mut said = false;
    loop {
        match lock_file.try_lock() {
            Ok(()) => return Ok(()),
            Err(TryLockError::WouldBlock) => {}
            Err(TryLockError::Error(error)) if error.kind() == std::io::ErrorKind::Unsupported => {
                let _ = writeln!(
                    stderr,
                    "{}: warning: the file system does not lock files, so edits made at the same \
                     moment are not serialised (a file changed during this edit is still not \
                     overwritten)",
                    path.display()
                );
                return Ok(());
            }
            Err(TryLockError::Error(source)) => {
                return Err(CliError::Io {
                    path: lock_path.to_path_buf(),
                    source,
                });
            }
        }
        if started.elapsed() >= LONGEST_WAIT {
            return Err(CliError::BadInput {
                rendered: diagnostics::render(&Diagnostic {
                    path,
                    line: None,
                    column: None,
                    severity: Severity::Error,
                    message: format!(
                        "another rondo has been editing this file for {} s (it holds the lock \
                         {}); nothing was written: run the command again once it is done",
                        LONGEST_WAIT.as_secs(),
                        lock_path.display()
                    ),
                    source_line: None,
                }),
            });
        }
        if !said {
            let _ = writeln!(
                stderr,
                "{}: waiting for another rondo that is editing this file (lock {})",
                path.display(),
                lock_path.display()
            );
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
