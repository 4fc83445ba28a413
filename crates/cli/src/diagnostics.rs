//! Diagnostics on stderr in the shape editors and grep understand:
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
        // Tabs and control characters would move the caret; show them as spaces.
        let shown: String = text
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        let _ = writeln!(out, " {number} | {}", shown.trim_end());
        if let Some(column) = diagnostic.column {
            let _ = writeln!(out, " {gutter} | {}^", " ".repeat(column.saturating_sub(1)));
        }
    }
    out
}
