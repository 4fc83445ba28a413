//! Writing results: to stdout, or to a file through a temporary file and a rename, so an
//! interrupted run never leaves a half-written file and never touches an input.

use std::io::Write;
use std::path::{Path, PathBuf};

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

/// The process's standard output, for [`crate::run`].
///
/// A closed standard output (`rondo ... >&-`) must not pass for a successful write: the Rust
/// runtime reopens a closed descriptor 1 on `/dev/null` before `main`, so the results would be
/// lost with exit 0. The runtime opens it for reading and writing, which no shell redirection
/// to `/dev/null` does (`>` opens for writing only), so on Linux that combination is taken for
/// a closed output and every write of results fails instead; commands writing to `-o` still
/// work.
#[must_use]
pub fn standard_output() -> Box<dyn Write> {
    if reopened_by_the_runtime() {
        return Box::new(ClosedOutput);
    }
    Box::new(std::io::stdout())
}

/// Whether descriptor 1 is `/dev/null` opened for reading and writing (see
/// [`standard_output`]); `false` wherever `/proc` does not say.
fn reopened_by_the_runtime() -> bool {
    const ACCESS_MODE: u32 = 0o3;
    const READ_WRITE: u32 = 0o2;
    let Ok(target) = std::fs::read_link("/proc/self/fd/1") else {
        return false;
    };
    if target != Path::new("/dev/null") {
        return false;
    }
    let Ok(info) = std::fs::read_to_string("/proc/self/fdinfo/1") else {
        return false;
    };
    info.lines()
        .find_map(|line| line.strip_prefix("flags:"))
        .and_then(|flags| u32::from_str_radix(flags.trim(), 8).ok())
        .is_some_and(|flags| flags & ACCESS_MODE == READ_WRITE)
}

/// A standard output that is not open: every write fails.
struct ClosedOutput;

impl Write for ClosedOutput {
    fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
        Err(std::io::Error::other("standard output is closed"))
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
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
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let mut temporary = tempfile::Builder::new()
        .prefix(".rondo-")
        .suffix(".tmp")
        .tempfile_in(directory)
        .map_err(io_error)?;
    temporary.write_all(bytes).map_err(io_error)?;
    temporary.as_file().sync_all().map_err(io_error)?;
    temporary
        .persist(path)
        .map_err(|error| io_error(error.error))?;
    Ok(())
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        // The output does not exist yet, so it cannot be an existing input.
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
