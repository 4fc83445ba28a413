//! Diagnostics in the shape editors and grep understand (the command line prints them on stderr):
//!
//! ```text
//! tournament.trf:14:92: error: invalid result code 'X' (expected one of 1 0 = + - W D L H F U Z)
//!    14 | 001    3      Doe,John  ...   5 w X
//!       |                                    ^
//! ```

use std::fmt::Write as _;
use std::path::Path;

/// How serious a diagnostic is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input cannot be used.
    Error,
    /// The input was used, with a repair or an assumption.
    Warning,
}

/// One diagnostic, ready to render.
#[derive(Clone, Debug)]
pub struct Diagnostic<'a> {
    /// The file the diagnostic is about.
    pub path: &'a Path,
    /// 1-based line, if known.
    pub line: Option<usize>,
    /// 1-based character column, if known.
    pub column: Option<usize>,
    /// Error or warning.
    pub severity: Severity,
    /// What was found and what was expected.
    pub message: String,
    /// The text of the line, to quote under the message.
    pub source_line: Option<String>,
}

/// A diagnostic of the TRF crate about the file at `path`, rendered: an error or a warning
/// as the diagnostic is.
pub fn trf(path: &Path, diagnostic: &rondo_trf::Diagnostic) -> String {
    let severity = if diagnostic.is_error() {
        Severity::Error
    } else {
        Severity::Warning
    };
    trf_as(path, diagnostic, severity)
}

/// Every diagnostic of `diagnostics` (the TRF crate's, about the file at `path`) rendered, in
/// order.
#[must_use]
pub fn trf_all(path: &Path, diagnostics: &[rondo_trf::Diagnostic]) -> String {
    diagnostics
        .iter()
        .map(|diagnostic| trf(path, diagnostic))
        .collect()
}

/// A diagnostic of the TRF crate rendered with `severity` (a warning made an error by
/// `--strict`); a points column that disagrees, as a warning, says the results count.
pub fn trf_as(path: &Path, diagnostic: &rondo_trf::Diagnostic, severity: Severity) -> String {
    let mut message = diagnostic.kind.to_string();
    let points = matches!(&diagnostic.kind, rondo_trf::DiagnosticKind::Inconsistent { kind, .. }
        if kind.is_score_mismatch());
    if points && severity == Severity::Warning {
        message.push_str("; rondo uses the results");
    }
    render(&Diagnostic {
        path,
        line: Some(diagnostic.location.line),
        column: Some(diagnostic.location.column),
        severity,
        message,
        // A problem of the whole file (empty, binary) has no line to quote.
        source_line: (!diagnostic.source_line.is_empty()).then(|| diagnostic.source_line.clone()),
    })
}

/// The note under the problems of a file at `path` that is JSON where TRF was expected: how to
/// convert it.
#[must_use]
pub fn json_not_trf_note(path: &Path) -> String {
    format!(
        "note: this looks like JSON; commands other than convert read TRF, so convert it first: \
         rondo convert {} --to trf26 -o FILE.trf\n",
        path.display()
    )
}

/// The note under the warnings that `--strict` made errors.
pub const STRICT_NOTE: &str = "note: --strict turns every warning about the file into an error\n";

/// Tournament JSON that does not parse (`rondo_trf::from_json`), as an error at its line and
/// column.
pub fn json_syntax(path: &Path, text: &str, error: &rondo_trf::JsonError) -> String {
    // serde ends its message with the position, which the diagnostic shows already.
    let position = format!(" at line {} column {}", error.line, error.column);
    let message = error
        .message
        .strip_suffix(&position)
        .unwrap_or(&error.message);
    render(&Diagnostic {
        path,
        line: Some(error.line),
        column: Some(error.column),
        severity: Severity::Error,
        message: format!("invalid tournament JSON: {message}"),
        source_line: quoted_line(text, error.line),
    })
}

/// The problems of tournament JSON that parses but is not a consistent tournament, each at its
/// player's object: warnings when `corrected` (rondo uses the results), else errors.
pub fn json_problems(
    path: &Path,
    text: &str,
    problems: &[rondo_core::Problem],
    corrected: bool,
) -> String {
    let severity = if corrected {
        Severity::Warning
    } else {
        Severity::Error
    };
    problems
        .iter()
        .map(|problem| {
            let (line, column) = rondo_trf::player_position(text, problem.player.get());
            render(&Diagnostic {
                path,
                line: Some(line),
                column: Some(column),
                severity,
                message: crate::event::json_problem(problem, corrected),
                source_line: quoted_line(text, line),
            })
        })
        .collect()
}

/// Line `number` (1-based) of `text`.
fn quoted_line(text: &str, number: usize) -> Option<String> {
    text.lines()
        .nth(number.saturating_sub(1))
        .map(str::to_owned)
}

/// Renders one diagnostic, with the quoted line and a caret when they are known.
pub fn render(diagnostic: &Diagnostic<'_>) -> String {
    let mut out = String::new();
    let severity = match diagnostic.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
    };
    let _ = write!(out, "{}", diagnostic.path.display());
    if let Some(line) = diagnostic.line {
        let _ = write!(out, ":{line}");
        if let Some(column) = diagnostic.column {
            let _ = write!(out, ":{column}");
        }
    }
    let _ = writeln!(out, ": {severity}: {}", diagnostic.message);
    if let (Some(line), Some(text)) = (diagnostic.line, &diagnostic.source_line) {
        let number = line.to_string();
        let gutter = " ".repeat(number.len());
        let (shown, caret) = excerpt(text, diagnostic.column.unwrap_or(1).saturating_sub(1));
        let _ = writeln!(out, " {number} | {shown}");
        if diagnostic.column.is_some() {
            let _ = writeln!(out, " {gutter} | {}^", " ".repeat(caret));
        }
    }
    out
}

/// Lines up to this many characters are quoted whole.
const LONGEST_QUOTE: usize = 400;
/// How much of a longer line is quoted before and after the column.
const QUOTE_BEFORE: usize = 200;
const QUOTE_AFTER: usize = 100;

/// The part of a line to quote, and the 0-based position of the caret in it.
///
/// Tabs and control characters would move the caret, so they are shown as spaces. A line longer
/// than [`LONGEST_QUOTE`] (a file can hold a line of megabytes) is cut around the column, with
/// `…` where text is left out.
fn excerpt(text: &str, column_index: usize) -> (String, usize) {
    let characters: Vec<char> = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let length = characters.len();
    let (start, end) = if length <= LONGEST_QUOTE {
        (0, length)
    } else {
        let start = column_index.saturating_sub(QUOTE_BEFORE).min(length);
        (start, column_index.saturating_add(QUOTE_AFTER).min(length))
    };
    let mut shown = String::new();
    let mut caret = column_index - start;
    if start > 0 {
        shown.push('…');
        caret += 1;
    }
    shown.extend(&characters[start..end.max(start)]);
    let shown_length = shown.trim_end().len();
    shown.truncate(shown_length);
    if end < length {
        shown.push('…');
    }
    (shown, caret)
}
