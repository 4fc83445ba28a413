//! Writing results: to stdout, or to a file through a temporary file and a rename, so an
//! interrupted run never leaves a half-written file and never touches an input.
//!
//! Policy for files:
//! - The temporary file sits next to the output and is named `.NAME.rondo-partial-XXXXXX`
//!   (`NAME` the output's file name, left out when longer than 100 bytes): a run killed
//!   outright (SIGKILL, a power cut) may leave one, and any such file that no running rondo
//!   is writing may be deleted. SIGINT and SIGTERM remove it ([`remove_partial_files_on_signals`]).
//! - A new output gets the mode `0666` less the umask, as any file a program creates; a file
//!   replaced keeps its mode.
//! - An output is the same file as an input when both name one device and inode, whatever the
//!   paths (a hard link, a symbolic link, another spelling).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::exit::CliError;

/// Where a command's result goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Destination {
    /// Standard output.
    Stdout,
    /// A file, replaced atomically.
    File(PathBuf),
}

impl Destination {
    /// `-o PATH`, or stdout when absent or `-`.
    pub fn from_option(path: Option<&Path>) -> Destination {
        match path {
            Some(path) if path != Path::new("-") => Destination::File(path.to_path_buf()),
            _ => Destination::Stdout,
        }
    }
}

/// Refuses an output path that names one of the inputs.
///
/// # Errors
///
/// `CliError::InvalidArguments` when `output` is the same file as an input.
pub fn refuse_overwriting_inputs(output: &Destination, inputs: &[PathBuf]) -> Result<(), CliError> {
    let Destination::File(output) = output else {
        return Ok(());
    };
    for input in inputs {
        if same_file(output, input) {
            return Err(CliError::InvalidArguments(format!(
                "the output {} is an input file; rondo never writes over its input (choose another -o)",
                output.display()
            )));
        }
    }
    Ok(())
}

/// Writes `bytes` to the destination. A file is written next to its final place under a
/// temporary name, flushed to disk, then renamed over the destination.
///
/// # Errors
///
/// `CliError::Io` when the file cannot be created, written or renamed.
pub fn write(
    destination: &Destination,
    bytes: &[u8],
    stdout: &mut dyn Write,
) -> Result<(), CliError> {
    match destination {
        Destination::Stdout => match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
            // A reader that stops early (`rondo ... | head`) is not an error of ours.
            Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
            result => result.map_err(|source| CliError::Io {
                path: PathBuf::from("<stdout>"),
                source,
            }),
        },
        Destination::File(path) => write_atomically(path, bytes),
    }
}

/// Writes a file through a temporary file in the same directory and a rename.
///
/// # Errors
///
/// `CliError::Io` when the file cannot be created, written or renamed.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let io_error = |source| CliError::Io {
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
    let mut prefix = std::ffi::OsString::from(".");
    if let Some(name) = path.file_name().filter(|name| name.len() <= 100) {
        prefix.push(name);
        prefix.push(".");
    }
    prefix.push("rondo-partial-");
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
    temporary
        .persist(path)
        .map_err(|error| io_error(error.error))?;
    drop(partial);
    Ok(())
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
/// process as that signal would have. The binary calls it once; tests that run commands
/// in-process leave signals alone.
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
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (std::fs::metadata(a), std::fs::metadata(b)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            // The output does not exist yet, so it cannot be an existing input.
            _ => false,
        }
    }
    #[cfg(not(unix))]
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Copies `path` to `path.bak` (atomically) before an edit in place replaces it.
///
/// # Errors
///
/// `CliError::Io` when the file cannot be read or the copy cannot be written.
pub fn keep_backup(path: &Path) -> Result<(), CliError> {
    let original = std::fs::read(path).map_err(|source| CliError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let mut backup = path.as_os_str().to_owned();
    backup.push(".bak");
    write_atomically(&PathBuf::from(backup), &original)
}
