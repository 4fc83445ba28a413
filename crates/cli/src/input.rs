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

/// Reads the bytes of a file.
///
/// # Errors
///
/// `CliError::Io` when the file cannot be read.
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, CliError> {
    std::fs::read(path).map_err(|source| CliError::Io {
        path: path.to_path_buf(),
        source,
    })
}

/// Reads and parses a TRF file, without checking the tournament's consistency.
///
/// # Errors
///
/// `CliError::Io` or `CliError::BadInput` with every diagnostic rendered.
pub fn read_trf(path: &Path) -> Result<(TrfFile, String), CliError> {
    let bytes = read_bytes(path)?;
    match rondo_trf::read(&bytes) {
        Ok(file) => {
            let warnings = file
                .warnings
                .iter()
                .map(|warning| render_trf(path, warning))
                .collect();
            Ok((file, warnings))
        }
        Err(error) => {
            let mut rendered: String = error
                .problems
                .iter()
                .map(|problem| render_trf(path, problem))
                .collect();
            let not_trf = error
                .problems
                .iter()
                .any(|problem| problem.kind == rondo_trf::DiagnosticKind::NotTrf);
            if not_trf && bytes.trim_ascii_start().starts_with(b"{") {
                rendered.push_str(&format!(
                    "note: this looks like JSON; commands other than convert read TRF, so convert it \
                     first: rondo convert {} --to trf26 -o FILE.trf\n",
                    path.display()
                ));
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
pub fn load(path: &Path, strictness: Strictness) -> Result<Loaded, CliError> {
    load_declaring_rounds(path, strictness, None)
}

/// Reads, parses and checks a TRF file whose number of rounds the user gave (`--rounds`): it
/// replaces the file's `XXR`/`142`, and is written with the file.
///
/// # Errors
///
/// As [`load`].
pub fn load_declaring_rounds(
    path: &Path,
    strictness: Strictness,
    rounds: Option<u16>,
) -> Result<Loaded, CliError> {
    let (mut file, _) = read_trf(path)?;
    if rounds.is_some() {
        file.setup.declared_rounds = rounds;
    }
    let options = rondo_trf::CheckOptions::default().with_lenient_points(true);
    match rondo_trf::check(&file, &options) {
        Ok(checked) if strictness.strict && !checked.warnings.is_empty() => {
            let mut rendered: String = checked
                .warnings
                .iter()
                .map(|warning| render_trf_as(path, warning, Severity::Error))
                .collect();
            rendered.push_str("note: --strict turns every warning about the file into an error\n");
            Err(CliError::BadInput { rendered })
        }
        Ok(checked) => Ok(Loaded {
            warnings: checked
                .warnings
                .iter()
                .map(|warning| render_trf(path, warning))
                .collect(),
            file,
            tournament: checked.tournament,
        }),
        Err(error) => Err(CliError::BadInput {
            rendered: error
                .problems
                .iter()
                .map(|problem| render_trf(path, problem))
                .collect(),
        }),
    }
}

fn render_trf(path: &Path, diagnostic: &rondo_trf::Diagnostic) -> String {
    let severity = if diagnostic.is_error() {
        Severity::Error
    } else {
        Severity::Warning
    };
    render_trf_as(path, diagnostic, severity)
}

fn render_trf_as(path: &Path, diagnostic: &rondo_trf::Diagnostic, severity: Severity) -> String {
    let mut message = diagnostic.kind.to_string();
    let points = matches!(&diagnostic.kind, rondo_trf::DiagnosticKind::Inconsistent { kind, .. }
        if kind.is_score_mismatch());
    if points && severity == Severity::Warning {
        message.push_str("; rondo uses the results");
    }
    diagnostics::render(&Diagnostic {
        path,
        line: Some(diagnostic.location.line),
        column: Some(diagnostic.location.column),
        severity,
        message,
        // A problem of the whole file (empty, binary) has no line to quote.
        source_line: (!diagnostic.source_line.is_empty()).then(|| diagnostic.source_line.clone()),
    })
}
