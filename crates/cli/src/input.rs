//! Reading tournament files: bytes → TRF model → checked tournament, with every problem
//! rendered as a diagnostic that names the file, line and column.

use std::path::Path;

use rondo_core::Tournament;
use rondo_trf::TrfFile;

use crate::diagnostics::{self, Diagnostic, Severity};
use crate::exit::CliError;

/// A tournament file read and checked.
pub struct Loaded {
    /// The file as read (for writing it back and for locating problems).
    pub file: TrfFile,
    /// The checked tournament.
    pub tournament: Tournament,
    /// Warnings to show (already rendered).
    pub warnings: String,
}

/// How strictly to check a file.
///
/// By default a sloppy but readable file is read with warnings: a points column that disagrees
/// with the results (the results count), lines that are not records, notations repaired by the
/// reader. `strict` turns every such warning into an error.
#[derive(Copy, Clone, Debug, Default)]
pub struct Strictness {
    /// Refuse the file when it gives any warning.
    pub strict: bool,
}

impl Strictness {
    /// The strictness `--strict` asks for.
    pub fn of(reading: &crate::args::ReadArgs) -> Strictness {
        Strictness {
            strict: reading.strict,
        }
    }
}

/// What rondo reads at most, resolved once from `--max-input-size` (or `RONDO_MAX_INPUT_SIZE`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The largest input file, in bytes.
    pub max_input_size: u64,
}

impl Limits {
    /// The limits of a command line that clap does not read (the engine command lines):
    /// `RONDO_MAX_INPUT_SIZE` when it is a size, else the default of `--max-input-size`.
    pub fn from_environment() -> Limits {
        let setting = std::env::var("RONDO_MAX_INPUT_SIZE").ok();
        Limits {
            max_input_size: rondo_files::input_limit(setting.as_deref()),
        }
    }
}

/// Reads the bytes of a file, at most `limits.max_input_size` of them.
///
/// Pipes and devices are read only up to the limit, whatever size they report
/// (`rondo_files::read_limited`).
///
/// # Errors
///
/// `CliError::Io` when the file cannot be read, `CliError::TooLarge` past the limit.
pub fn read_bytes(path: &Path, limits: Limits) -> Result<Vec<u8>, CliError> {
    Ok(rondo_files::read_limited(path, limits.max_input_size)?)
}

/// Reads a text file (UTF-8), at most `limits.max_input_size` bytes.
///
/// # Errors
///
/// As [`read_bytes`], and `CliError::Io` when the file is not UTF-8.
pub fn read_text(path: &Path, limits: Limits) -> Result<String, CliError> {
    String::from_utf8(read_bytes(path, limits)?).map_err(|error| CliError::Io {
        path: path.to_path_buf(),
        source: std::io::Error::new(std::io::ErrorKind::InvalidData, error.utf8_error()),
    })
}

/// Reads and parses a TRF file, without checking the tournament's consistency.
///
/// # Errors
///
/// `CliError::Io` or `CliError::BadInput` with every diagnostic rendered.
pub fn read_trf(path: &Path, limits: Limits) -> Result<(TrfFile, String), CliError> {
    let bytes = read_bytes(path, limits)?;
    match rondo_trf::read(&bytes) {
        Ok(file) => {
            let warnings = diagnostics::trf_all(path, &file.warnings);
            Ok((file, warnings))
        }
        Err(error) => {
            let mut rendered = diagnostics::trf_all(path, &error.problems);
            let not_trf = error
                .problems
                .iter()
                .any(|problem| problem.kind == rondo_trf::DiagnosticKind::NotTrf);
            if not_trf && bytes.trim_ascii_start().starts_with(b"{") {
                rendered.push_str(&diagnostics::json_not_trf_note(path));
            }
            Err(CliError::BadInput { rendered })
        }
    }
}

/// Reads, parses and checks a TRF file.
///
/// # Errors
///
/// `CliError::Io` or `CliError::BadInput` with every diagnostic rendered.
pub fn load(path: &Path, strictness: Strictness, limits: Limits) -> Result<Loaded, CliError> {
    load_declaring_rounds(path, strictness, limits, None)
}

/// Reads, parses and checks the file of a pairing command (`pair`, `check`, `audit`) as its
/// arguments ask (`--strict`, `--rounds`), and shows its warnings on `stderr`.
///
/// # Errors
///
/// As [`load`].
pub fn load_for_pairing(
    path: &Path,
    args: &crate::args::PairingArgs,
    limits: Limits,
    stderr: &mut dyn std::io::Write,
) -> Result<Loaded, CliError> {
    let strictness = Strictness::of(&args.reading);
    let loaded = load_declaring_rounds(path, strictness, limits, args.rounds)?;
    let _ = stderr.write_all(loaded.warnings.as_bytes());
    Ok(loaded)
}

/// `rounds`, given by the user (`--rounds`), replaces the file's `XXR`/`142`.
fn load_declaring_rounds(
    path: &Path,
    strictness: Strictness,
    limits: Limits,
    rounds: Option<u16>,
) -> Result<Loaded, CliError> {
    let (mut file, _) = read_trf(path, limits)?;
    if rounds.is_some() {
        file.setup.declared_rounds = rounds;
    }
    let options = rondo_trf::CheckOptions::default().with_lenient_points(true);
    match rondo_trf::check(&file, &options) {
        Ok(checked) if strictness.strict && !checked.warnings.is_empty() => {
            let mut rendered: String = checked
                .warnings
                .iter()
                .map(|warning| diagnostics::trf_as(path, warning, Severity::Error))
                .collect();
            rendered.push_str(diagnostics::STRICT_NOTE);
            Err(CliError::BadInput { rendered })
        }
        Ok(checked) => Ok(Loaded {
            warnings: diagnostics::trf_all(path, &checked.warnings),
            file,
            tournament: checked.tournament,
        }),
        Err(error) => Err(CliError::BadInput {
            rendered: diagnostics::trf_all(path, &error.problems),
        }),
    }
}

/// A refusal placed in the file read from `path`: at `location`, quoting its line, or about
/// the file as a whole (`FILE: error: ...`) when the refusal has no line (the message then
/// says why).
pub fn error_at(
    path: &Path,
    file: &TrfFile,
    location: Option<rondo_trf::Location>,
    message: String,
) -> CliError {
    CliError::BadInput {
        rendered: diagnostics::render(&Diagnostic {
            path,
            line: location.map(|location| location.line),
            column: location.map(|location| location.column),
            severity: Severity::Error,
            message,
            source_line: location
                .and_then(|location| file.line_text(location.line))
                .map(str::to_owned),
        }),
    }
}
