//! Errors as Python exceptions: `rondo.ParseError` for input that cannot be read, with the
//! position of the first error; `rondo.RondoError` for the rest. Both classes are defined in
//! Python (`rondo/_errors.py`), so that they have ordinary constructors and documented
//! attributes; this module builds them.

use pyo3::prelude::*;

/// One problem found in a file, at a 1-based line and character column.
#[pyclass(frozen, module = "rondo", get_all)]
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// The line, counting from 1.
    pub line: usize,
    /// The character column, counting from 1.
    pub column: usize,
    /// `"error"` or `"warning"`.
    pub severity: &'static str,
    /// What is wrong: what was found and what was expected.
    pub message: String,
    /// The text of the line, for printing a caret under the column (empty for the whole file).
    pub source_line: String,
}

#[pymethods]
impl Diagnostic {
    fn __repr__(&self) -> String {
        format!(
            "Diagnostic({}:{}: {}: {})",
            self.line, self.column, self.severity, self.message
        )
    }

    fn __str__(&self) -> String {
        format!("{}:{}: {}", self.line, self.column, self.message)
    }
}

impl Diagnostic {
    /// The Python form of a reader's diagnostic.
    pub fn from_trf(diagnostic: &rondo_trf::Diagnostic) -> Diagnostic {
        Diagnostic {
            line: diagnostic.location.line,
            column: diagnostic.location.column,
            severity: if diagnostic.is_error() {
                "error"
            } else {
                "warning"
            },
            message: diagnostic.kind.to_string(),
            source_line: diagnostic.source_line.clone(),
        }
    }
}

/// Input that could not be read, before it becomes a Python exception (which needs the GIL).
#[derive(Debug)]
pub enum Failure {
    /// The file could not be opened or read, or is larger than the input limit.
    File(rondo_files::FileError),
    /// The data is not a tournament: every problem, errors and warnings, in file order.
    Parse {
        /// The file, if the input was one.
        file: Option<String>,
        /// The problems; at least one is an error.
        problems: Vec<Diagnostic>,
    },
}

impl Failure {
    /// The Python exception for this failure.
    pub fn into_py_err(self, py: Python<'_>) -> PyErr {
        match self {
            Failure::File(error) => crate::files::exception(py, &error),
            Failure::Parse { file, problems } => {
                parse_error(py, file, problems).unwrap_or_else(|error| error)
            }
        }
    }
}

/// `rondo.RondoError` about the tournament read from `file` (if from a file); the message
/// starts with the file's name, as the command line's do.
pub fn rondo_error(py: Python<'_>, message: &str, file: Option<&str>) -> PyErr {
    let text = match file {
        Some(file) => format!("{file}: {message}"),
        None => message.to_owned(),
    };
    let class = py
        .import("rondo._errors")
        .and_then(|module| module.getattr("RondoError"));
    match class.and_then(|class| class.call1((text, file))) {
        Ok(instance) => PyErr::from_value(instance),
        Err(error) => error,
    }
}

/// `rondo.ParseError` positioned at the first error of `problems`.
fn parse_error(py: Python<'_>, file: Option<String>, problems: Vec<Diagnostic>) -> PyResult<PyErr> {
    let first = problems
        .iter()
        .find(|problem| problem.severity == "error")
        .or(problems.first())
        .cloned();
    let n_errors = problems
        .iter()
        .filter(|problem| problem.severity == "error")
        .count();
    let (line, column, message) = match &first {
        Some(first) => (Some(first.line), Some(first.column), first.message.clone()),
        None => (None, None, "the input is not a tournament".to_owned()),
    };
    // The message reads like the command line's diagnostics: `FILE:LINE:COLUMN: MESSAGE`.
    let mut text = String::new();
    if let Some(file) = &file {
        text.push_str(file);
        text.push(':');
    }
    if let (Some(line), Some(column)) = (line, column) {
        text.push_str(&format!("{line}:{column}: "));
    }
    text.push_str(&message);
    if n_errors > 1 {
        text.push_str(&format!(" (and {} more errors)", n_errors - 1));
    }
    let class = py.import("rondo._errors")?.getattr("ParseError")?;
    let instance = class.call1((text, file, line, column, problems))?;
    Ok(PyErr::from_value(instance))
}
