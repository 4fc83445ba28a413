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
