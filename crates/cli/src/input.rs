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
#[derive(Copy, Clone, Debug, Default)]
pub struct Strictness {
    /// Accept a points column that disagrees with the results (the results win).
    pub lenient_points: bool,
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
    let (file, _) = read_trf(path)?;
    let options = rondo_trf::CheckOptions {
        lenient_points: strictness.lenient_points,
    };
    match rondo_trf::check(&file, &options) {
        Ok(checked) => Ok(Loaded {
            warnings: checked
                .warnings
                .iter()
                .map(|warning| render_trf(path, warning))
                .collect(),
            file,
            tournament: checked.tournament,
        }),
        Err(error) => {
            let mut rendered: String = error
                .problems
                .iter()
                .map(|problem| render_trf(path, problem))
                .collect();
            let only_points = error.errors().all(|problem| {
                matches!(&problem.kind, rondo_trf::DiagnosticKind::Inconsistent { kind, .. }
                    if kind.is_score_mismatch())
            });
            if only_points && !strictness.lenient_points {
                rendered.push_str(
                    "note: the points column disagrees with the results; \
                     pass --lenient-points to use the results\n",
                );
            }
            Err(CliError::BadInput { rendered })
        }
    }
}

fn render_trf(path: &Path, diagnostic: &rondo_trf::Diagnostic) -> String {
    diagnostics::render(&Diagnostic {
        path,
        line: Some(diagnostic.location.line),
        column: Some(diagnostic.location.column),
        severity: if diagnostic.is_error() {
            Severity::Error
        } else {
            Severity::Warning
        },
        message: diagnostic.kind.to_string(),
        // A problem of the whole file (empty, binary) has no line to quote.
        source_line: (!diagnostic.source_line.is_empty()).then(|| diagnostic.source_line.clone()),
    })
}
