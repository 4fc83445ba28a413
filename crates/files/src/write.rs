//! Writing a file through a temporary file and a rename, so an interrupted run never leaves a
//! half-written file.
//!
//! Policy:
//! - The temporary file sits next to the output and is named `.NAME.rondo-partial-PID-XXXXXX`
//!   (`NAME` the output's file name, left out when longer than 100 bytes; `PID` the writer's
//!   process id). SIGINT and SIGTERM remove it ([`remove_partial_files_on_signals`], which the
//!   `rondo` binary installs); a writer killed outright (SIGKILL, a power cut) leaves it, and
//!   the next write into that folder removes it once no process has that id
//!   (`remove_stale_partial_files`). The file replaced is untouched until the rename.
//! - A file that an edit rewrites (`crate::Edit`) is compared with what the edit read just
//!   before the rename, and left alone when it changed ([`replace_unless_changed`]).
//! - A new file gets the mode `0666` less the umask, as any file a program creates; a file
//!   replaced keeps its mode.
//! - Two paths name the same file when both name one device and inode ([`same_file`]).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::{FileError, Notice};

/// Reads the bytes of a file, at most `limit` of them.
///
/// The size the file system reports is only a shortcut for refusing a large regular file early:
/// pipes, devices (`/dev/zero`) and files that grow while read report nothing trustworthy, so
/// the read itself stops one byte past the limit.
///
/// # Errors
///
/// `FileError::Io` when the file cannot be read, `FileError::TooLarge` past the limit.
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    use std::io::Read;

    let io_error = |source| FileError::Io {
        path: path.to_path_buf(),
        source,
    };
    let too_large = || FileError::TooLarge {
        path: path.to_path_buf(),
        limit,
    };
    let file = std::fs::File::open(path).map_err(io_error)?;
    let metadata = file.metadata().map_err(io_error)?;
    if metadata.is_file() && metadata.len() > limit {
        return Err(too_large());
    }
    let expected = if metadata.is_file() {
        usize::try_from(metadata.len()).unwrap_or(0)
    } else {
        0
    };
    let mut bytes = Vec::with_capacity(expected.saturating_add(1));
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(io_error)?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    Ok(bytes)
}

/// Writes a file through a temporary file in the same directory and a rename, first removing
/// the temporary files that dead writers left in that directory (each one a `notify`).
///
/// # Errors
///
/// `FileError::Io` when the file cannot be created, written or renamed.
pub fn write_atomically(
    path: &Path,
    bytes: &[u8],
    notify: &mut dyn FnMut(Notice),
) -> Result<(), FileError> {
    write_through_temporary(path, bytes, Some(notify), None)
}

/// Writes a file as [`write_atomically`] does, unless its content is no longer `expected`: the
/// file is read again once the temporary file is written, just before the rename, so that a
/// change another program made since `expected` was read is never overwritten. Only the
/// instant between that comparison and the rename is left unguarded.
///
/// # Errors
///
/// `FileError::Changed` when the file changed (nothing is written); `FileError::Io` when it
/// cannot be read, created, written or renamed.
pub fn replace_unless_changed(
    path: &Path,
    bytes: &[u8],
    expected: &[u8],
    notify: &mut dyn FnMut(Notice),
) -> Result<(), FileError> {
    write_through_temporary(path, bytes, Some(notify), Some(expected))
}

/// Copies `path` to `path.bak` (atomically) before an edit in place replaces it.
///
/// # Errors
///
/// `FileError::Io` when the file cannot be read or the copy cannot be written.
pub fn keep_backup(path: &Path) -> Result<(), FileError> {
    let original = std::fs::read(path).map_err(|source| FileError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let mut backup = path.as_os_str().to_owned();
    backup.push(".bak");
    // The edited file is written into the same folder next, which removes stale temporary files.
    write_through_temporary(&PathBuf::from(backup), &original, None, None)
}

/// The one implementation of the writes above: `sweep` receives the notices of the stale
/// temporary files removed (none are looked for without it), `expected` is what the file must
/// still hold before the rename.
fn write_through_temporary(
    path: &Path,
    bytes: &[u8],
    sweep: Option<&mut dyn FnMut(Notice)>,
    expected: Option<&[u8]>,
) -> Result<(), FileError> {
    let io_error = |source| FileError::Io {
        path: path.to_path_buf(),
        source,
    };
    if let Ok(existing) = std::fs::metadata(path)
        && !existing.is_file()
        && !existing.is_dir()
    {
        // A device or a pipe (`-o /dev/null`, `-o /dev/stdout`) is written in place: a rename
        // would replace the device node itself with a regular file.
        let mut device = std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(io_error)?;
        return device
            .write_all(bytes)
            .and_then(|()| device.flush())
            .map_err(io_error);
    }
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    // `-o results/open.html` in a fresh folder: the folder is made, as the user named it.
    std::fs::create_dir_all(directory).map_err(io_error)?;
    if let Some(notify) = sweep {
        remove_stale_partial_files(directory, notify);
    }
    let mut prefix = std::ffi::OsString::from(".");
    if let Some(name) = path.file_name().filter(|name| name.len() <= 100) {
        prefix.push(name);
        prefix.push(".");
    }
    prefix.push(PARTIAL_MARK);
    // The process id lets a later run tell a file left by a dead process from one being
    // written (see `remove_stale_partial_files`).
    prefix.push(format!("{}-", std::process::id()));
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix("");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // Created as any new file is (the kernel applies the umask), not 0600.
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut temporary = builder.tempfile_in(directory).map_err(io_error)?;
    let partial = PartialFile::register(temporary.path());
    if let Ok(existing) = std::fs::metadata(path)
        && existing.is_file()
    {
        // A replaced file keeps its mode.
        std::fs::set_permissions(temporary.path(), existing.permissions()).map_err(io_error)?;
    }
    temporary.write_all(bytes).map_err(io_error)?;
    temporary.as_file().sync_all().map_err(io_error)?;
    if let Some(expected) = expected
        && !holds(path, expected).map_err(io_error)?
    {
        // Dropping `temporary` removes it.
        return Err(FileError::Changed {
            path: path.to_path_buf(),
        });
    }
    temporary
        .persist(path)
        .map_err(|error| io_error(error.error))?;
    drop(partial);
    Ok(())
}

/// Whether the file at `path` holds exactly `expected` (read no further than one byte past it).
pub(crate) fn holds(path: &Path, expected: &[u8]) -> std::io::Result<bool> {
    use std::io::Read;
    let file = std::fs::File::open(path)?;
    let mut current = Vec::with_capacity(expected.len().saturating_add(1));
    file.take(expected.len() as u64 + 1)
        .read_to_end(&mut current)?;
    Ok(current == expected)
}

/// What names a temporary file: `.NAME.rondo-partial-PID-XXXXXX`.
const PARTIAL_MARK: &str = "rondo-partial-";

/// Removes the temporary files of `directory` that a process which no longer exists left
/// (killed outright), once per directory and process, and notifies each removal.
///
/// Only names of the form `.NAME.rondo-partial-PID-XXXXXX` are candidates (older rondos wrote
/// no process id: their files are left alone, since nothing shows whether their writer still
/// runs), and only where the system shows which processes exist (Linux: `/proc/PID` exists
/// exactly while process PID does). A process id reused by another process keeps the file
/// until that process ends too; a process of another PID namespace writing into a shared
/// folder would look dead, and would then fail its rename instead of writing a wrong file.
fn remove_stale_partial_files(directory: &Path, notify: &mut dyn FnMut(Notice)) {
    static SWEPT: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());
    let processes = Path::new("/proc");
    if !processes.join("self").exists() {
        return;
    }
    {
        let Ok(mut swept) = SWEPT.lock() else {
            return;
        };
        if swept.iter().any(|done| done == directory) {
            return;
        }
        swept.push(directory.to_path_buf());
    }
    let Ok(entries) = std::fs::read_dir(directory) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(partial_file_pid) else {
            continue;
        };
        if pid == std::process::id() || processes.join(pid.to_string()).exists() {
            continue;
        }
        let path = entry.path();
        if std::fs::remove_file(&path).is_ok() {
            notify(Notice::RemovedPartial { path, pid });
        }
    }
}

/// The process id in the name of a temporary file of [`write_through_temporary`], if the name
/// is one: `.`, an optional `NAME.`, [`PARTIAL_MARK`], digits, `-`, six letters or digits.
fn partial_file_pid(name: &str) -> Option<u32> {
    let (before, after) = name.rsplit_once(PARTIAL_MARK)?;
    if !before.starts_with('.') || !(before == "." || before.ends_with('.')) {
        return None;
    }
    let (pid, random) = after.split_once('-')?;
    let random_ok = random.len() == 6 && random.bytes().all(|b| b.is_ascii_alphanumeric());
    let pid_ok = !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit());
    if random_ok && pid_ok {
        pid.parse().ok()
    } else {
        None
    }
}

/// The temporary files being written, for the signal handler to remove.
static PARTIAL_FILES: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// A temporary file listed in [`PARTIAL_FILES`] while it lives.
struct PartialFile(PathBuf);

impl PartialFile {
    fn register(path: &Path) -> PartialFile {
        if let Ok(mut files) = PARTIAL_FILES.lock() {
            files.push(path.to_path_buf());
        }
        PartialFile(path.to_path_buf())
    }
}

impl Drop for PartialFile {
    fn drop(&mut self) {
        if let Ok(mut files) = PARTIAL_FILES.lock() {
            files.retain(|file| *file != self.0);
        }
    }
}

/// Removes the temporary files being written when SIGINT or SIGTERM arrives, then ends the
/// process as that signal would have. A program calls it once (the `rondo` binary does; a
/// Python process keeps its own handlers, and the next write sweeps what a kill left).
///
/// # Errors
///
/// The system's error when the handler cannot be installed.
pub fn remove_partial_files_on_signals() -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGINT, SIGTERM};
        let mut signals = signal_hook::iterator::Signals::new([SIGINT, SIGTERM])?;
        std::thread::Builder::new()
            .name("signals".to_owned())
            .spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    // A poisoned lock still holds the list.
                    let files = PARTIAL_FILES
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner);
                    for file in files.iter() {
                        let _ = std::fs::remove_file(file);
                    }
                    // Keep the lock: no new file is registered while the process ends.
                    let _ = signal_hook::low_level::emulate_default_handler(signal);
                    drop(files);
                }
            })?;
    }
    Ok(())
}

/// Whether `a` and `b` name the same existing file: the same device and inode on Unix, the same
/// canonical path elsewhere.
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (std::fs::metadata(a), std::fs::metadata(b)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            // One does not exist, so they cannot be one existing file.
            _ => false,
        }
    }
    #[cfg(not(unix))]
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

#[cfg(test)]
mod tests;
