//! The one place where outcomes and errors become exit codes (DESIGN.md, "Exit codes").

use std::fmt;
use std::path::PathBuf;

/// The command ran to the end.
pub const SUCCESS: u8 = 0;
/// The command ran and found a problem: discrepancies, no legal pairing, a broken rule.
pub const PROBLEM_FOUND: u8 = 1;
/// Bad usage or bad input.
pub const BAD_INPUT: u8 = 2;

/// How a command that ran to the end turned out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Everything as expected.
    Success,
    /// The command found a problem and reported it (for example a round that differs).
    ProblemFound,
}

/// Why a command could not run to the end. Every variant is reported on stderr.
#[derive(Debug)]
pub enum CliError {
    /// The arguments are wrong; clap's message says how.
    Usage(clap::Error),
    /// The arguments parse but do not make sense together.
    InvalidArguments(String),
    /// An input file is unusable; the diagnostics are already rendered, one per line.
    BadInput {
        /// The rendered diagnostics.
        rendered: String,
    },
    /// An input file is larger than `--max-input-size`.
    TooLarge {
        /// The file concerned.
        path: PathBuf,
        /// The limit, in bytes.
        limit: u64,
    },
    /// Reading or writing a file failed.
    Io {
        /// The file concerned.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Usage(error) => write!(f, "{error}"),
            CliError::InvalidArguments(message) => write!(f, "error: {message}"),
            CliError::BadInput { rendered } => f.write_str(rendered.trim_end()),
            CliError::TooLarge { path, limit } => write!(
                f,
                "{}: error: the file is larger than the input limit of {limit} bytes (raise it \
                 with --max-input-size or RONDO_MAX_INPUT_SIZE)",
                path.display()
            ),
            CliError::Io { path, source } => write!(f, "{}: error: {source}", path.display()),
        }
    }
}

/// The exit code for a command's result.
pub fn code(result: &Result<Outcome, CliError>) -> u8 {
    match result {
        Ok(Outcome::Success) => SUCCESS,
        Ok(Outcome::ProblemFound) => PROBLEM_FOUND,
        Err(CliError::Usage(error)) if !error.use_stderr() => SUCCESS, // --help, --version
        Err(_) => BAD_INPUT,
    }
}
