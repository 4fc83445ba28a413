//! Writing results: to stdout, or to a file through `rondo-files` (a temporary file and a
//! rename, so an interrupted run never leaves a half-written file), never over an input.
//!
//! An output is the same file as an input when both name one device and inode, whatever the
//! paths (a hard link, a symbolic link, another spelling): `rondo_files::same_file`.

use std::io::Write;
use std::path::{Path, PathBuf};

use rondo_files::{FileError, Notice};

use crate::diagnostics::{self, Diagnostic, Severity};
use crate::exit::CliError;

pub use rondo_files::remove_partial_files_on_signals;

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
        if rondo_files::same_file(output, input) {
            return Err(CliError::InvalidArguments(
                rondo_words::files::output_is_input(output),
            ));
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
    stderr: &mut dyn Write,
) -> Result<(), CliError> {
    match destination {
        Destination::Stdout => to_stdout(bytes, stdout),
        Destination::File(path) => write_atomically(path, bytes, stderr),
    }
}

/// Writes `bytes` to standard output.
///
/// # Errors
///
/// `CliError::Io` when they cannot be written, but for a reader that stopped early.
pub fn to_stdout(bytes: &[u8], stdout: &mut dyn Write) -> Result<(), CliError> {
    match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
        // A reader that stops early (`rondo ... | head`) is not an error of ours.
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        result => result.map_err(|source| CliError::Io {
            path: PathBuf::from("<stdout>"),
            source,
        }),
    }
}

/// Writes a file atomically (`rondo_files::write_atomically`), telling on `stderr` of the
/// temporary files of dead rondo processes it removes.
///
/// # Errors
///
/// `CliError::Io` when the file cannot be created, written or renamed.
pub fn write_atomically(path: &Path, bytes: &[u8], stderr: &mut dyn Write) -> Result<(), CliError> {
    Ok(rondo_files::write_atomically(
        path,
        bytes,
        &mut tell(stderr),
    )?)
}

/// The notices of `rondo-files`, one line each on `stderr`.
pub fn tell(stderr: &mut dyn Write) -> impl FnMut(Notice) + '_ {
    move |notice| {
        let _ = writeln!(stderr, "{}", rondo_words::files::notice(&notice));
    }
}

impl From<FileError> for CliError {
    fn from(error: FileError) -> CliError {
        match error {
            FileError::Io { path, source } => CliError::Io { path, source },
            FileError::TooLarge { path, limit } => CliError::TooLarge { path, limit },
            FileError::NothingToUndo { ref path, .. } => CliError::InvalidArguments(format!(
                "{}: {}",
                path.display(),
                rondo_words::files::refusal(&error)
            )),
            FileError::Changed { .. }
            | FileError::ChangedSinceRead { .. }
            | FileError::Busy { .. }
            | FileError::UnreadableHistory { .. } => CliError::BadInput {
                rendered: diagnostics::render(&Diagnostic {
                    path: error.path(),
                    line: None,
                    column: None,
                    severity: Severity::Error,
                    message: rondo_words::files::refusal(&error),
                    source_line: None,
                }),
            },
        }
    }
}
