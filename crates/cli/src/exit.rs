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

impl Outcome {
    /// The outcome of a command that found a problem, or not.
    pub fn found_problem(found: bool) -> Outcome {
        if found {
            Outcome::ProblemFound
        } else {
            Outcome::Success
        }
    }
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
                "{}: error: {}",
                path.display(),
                rondo_words::files::too_large_for_the_command_line(*limit)
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

/// The exit codes of the engine command lines (bbpPairings' and JaVaFo's), which programs that
/// run an engine as a process read.
pub mod engine {
    /// Done (also a check that found rounds paired otherwise).
    pub const DONE: u8 = 0;
    /// No valid pairing exists.
    pub const NO_VALID_PAIRING: u8 = 1;
    /// The request or the input is invalid.
    pub const INVALID_REQUEST: u8 = 3;
    /// A size limit was exceeded.
    pub const LIMIT_EXCEEDED: u8 = 4;
    /// A file could not be read or written.
    pub const FILE_ACCESS: u8 = 5;
}

/// The engine exit code for a command line that fits no engine form: a seed above the
/// engines' range exceeds a size limit, anything else is an invalid request.
pub fn engine_grammar_code(error: &rondo_protocol::GrammarError) -> u8 {
    match error {
        rondo_protocol::GrammarError::SeedOutOfRange(_) => engine::LIMIT_EXCEEDED,
        rondo_protocol::GrammarError::Syntax
        | rondo_protocol::GrammarError::Seed(_)
        | rondo_protocol::GrammarError::Round(_) => engine::INVALID_REQUEST,
    }
}

/// The engine exit code for a command's result. A check reports rounds paired otherwise in its
/// report, not in its exit code (`problem_is_done`).
pub fn engine_code(result: &Result<Outcome, CliError>, problem_is_done: bool) -> u8 {
    match result {
        Ok(Outcome::Success) => engine::DONE,
        Ok(Outcome::ProblemFound) if problem_is_done => engine::DONE,
        Ok(Outcome::ProblemFound) => engine::NO_VALID_PAIRING,
        Err(CliError::Io { .. }) => engine::FILE_ACCESS,
        Err(CliError::TooLarge { .. }) => engine::LIMIT_EXCEEDED,
        Err(CliError::Usage(_) | CliError::InvalidArguments(_) | CliError::BadInput { .. }) => {
            engine::INVALID_REQUEST
        }
    }
}
