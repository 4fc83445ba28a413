//! Writing tournament files as the command line does, through `rondo-files`: under the file's
//! lock, never over a file that changed since it was read, with the version an edit in place
//! replaced kept in the history (`rondo undo FILE` undoes a Python edit as any other).
//!
//! Policy:
//! - A tournament remembers the file it was last read from or written to, and what that file
//!   held then (its [`Origin`]); an edit passes it on to the tournament it returns.
//! - `Tournament.write(path)` onto that file is an edit in place: it takes the lock, refuses
//!   with `rondo.FileChangedError` when the file no longer holds what was read or written, and
//!   keeps the replaced version in the history, its command the script's `python ARGV`. So a
//!   script that reads, edits and writes again and again goes through, while a tournament
//!   edited from a version older than the file's (a sibling of the one written) is refused.
//! - Onto another existing file it takes the lock and writes atomically (as `-o` onto an
//!   existing file does); a new file is written atomically.
//! - `rondo.edit(path)` holds the lock from the read to the write, so that an edit at the
//!   terminal waits for the script instead of being refused, and the script's edit is applied
//!   on top of it, never in its place.
//! - The notices of the writer (temporary files of killed writers removed, no locks on the
//!   file system) become `UserWarning`s; waiting for the lock is silent.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use pyo3::prelude::*;
use rondo_files::{Edit, FileError, Notice, history};

use crate::tournament::{Loaded, Tournament};

/// The file a tournament was read from or written to, and what it held then.
pub(crate) struct Origin {
    /// The file, as canonical as the system could make it then.
    path: PathBuf,
    /// The bytes read or written.
    bytes: Vec<u8>,
}

impl Origin {
    /// The origin of `bytes` read from or written to `path`.
    fn new(path: &Path, bytes: Vec<u8>) -> Arc<Origin> {
        Arc::new(Origin {
            path: canonical(path),
            bytes,
        })
    }
}

/// The origin of a tournament: set when it is read, and again each time it is written.
#[derive(Default)]
pub(crate) struct OriginCell(Mutex<Option<Arc<Origin>>>);

impl OriginCell {
    /// A tournament read from `path`, which held `bytes`.
    pub fn read(path: &Path, bytes: Vec<u8>) -> OriginCell {
        OriginCell(Mutex::new(Some(Origin::new(path, bytes))))
    }

    /// The origin as it is now, for a tournament edited from this one.
    pub fn inherit(&self) -> OriginCell {
        OriginCell(Mutex::new(self.get()))
    }

    fn get(&self) -> Option<Arc<Origin>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    fn set(&self, origin: Arc<Origin>) {
        *self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(origin);
    }
}

/// `Tournament.write`: `bytes` written at `path` for the tournament `loaded`.
pub(crate) fn write(
    py: Python<'_>,
    loaded: &Loaded,
    path: PathBuf,
    bytes: Vec<u8>,
) -> PyResult<()> {
    let in_place = loaded
        .origin
        .get()
        .filter(|origin| path.exists() && canonical(&path) == origin.path);
    let command = in_place.as_ref().map(|_| command_line(py)).transpose()?;
    let mut notices = Vec::new();
    let written = py.detach(|| {
        let notify = &mut |notice| notices.push(notice);
        let Some(edit) = Edit::begin_if_file(&path, input_limit(), notify)? else {
            return rondo_files::write_atomically(&path, &bytes, notify);
        };
        if let (Some(origin), Some(command)) = (&in_place, &command) {
            edit.unchanged_since(&origin.bytes)?;
            history::record(&path, command)?;
        }
        edit.write(&bytes, notify)
    });
    warn(py, &notices)?;
    written.map_err(|error| exception(py, &error))?;
    loaded.origin.set(Origin::new(&path, bytes));
    Ok(())
}

/// A file edited by a script: `rondo.edit(path)` in a `with` block.
#[pyclass(module = "rondo")]
pub struct FileEdit {
    /// The lock, held until the block ends; `None` once it has ended.
    edit: Option<Edit>,
    /// The tournament as read.
    read: Arc<Loaded>,
    /// The tournament to write when the block ends.
    tournament: Py<Tournament>,
}

#[pymethods]
impl FileEdit {
    /// The tournament: as read, until the block sets the edited one.
    #[getter]
    fn tournament(&self, py: Python<'_>) -> Py<Tournament> {
        self.tournament.clone_ref(py)
    }

    #[setter]
    fn set_tournament(&mut self, tournament: Py<Tournament>) {
        self.tournament = tournament;
    }

    /// The file edited.
    #[getter]
    fn file(&self) -> Option<String> {
        self.read.path.clone()
    }

    fn __enter__(slf: Py<Self>) -> Py<Self> {
        slf
    }

    /// Writes the edited tournament in place (if the block set one and raised nothing),
    /// keeping the version replaced in the history, then releases the lock.
    fn __exit__(
        &mut self,
        py: Python<'_>,
        exception_type: Option<Bound<'_, PyAny>>,
        _exception: Option<Bound<'_, PyAny>>,
        _traceback: Option<Bound<'_, PyAny>>,
    ) -> PyResult<bool> {
        let Some(edit) = self.edit.take() else {
            return Ok(false);
        };
        let edited = Arc::clone(&self.tournament.get().inner);
        if exception_type.is_some() || Arc::ptr_eq(&edited, &self.read) {
            return Ok(false);
        }
        let tournament = self.tournament.get();
        let bytes = tournament.trf_bytes(None)?;
        let command = command_line(py)?;
        let mut notices = Vec::new();
        let written = py.detach(|| {
            history::record(edit.path(), &command)?;
            edit.write(&bytes, &mut |notice| notices.push(notice))
        });
        warn(py, &notices)?;
        written.map_err(|error| exception(py, &error))?;
        tournament.inner.origin.set(Origin::new(edit.path(), bytes));
        Ok(false)
    }

    fn __repr__(&self) -> String {
        format!(
            "<FileEdit {:?}{}>",
            self.read.path.as_deref().unwrap_or(""),
            if self.edit.is_some() { "" } else { " (ended)" }
        )
    }
}

/// `rondo.edit(path)`: locks the file (waiting for an edit under way, for at most 30 s) and
/// reads it.
#[pyfunction]
#[pyo3(pass_module, signature = (path, strict = false))]
pub fn edit(module: &Bound<'_, PyModule>, path: PathBuf, strict: bool) -> PyResult<FileEdit> {
    let py = module.py();
    let registry = crate::registry_of(module)?;
    let mut notices = Vec::new();
    let begun = py.detach(|| Edit::begin(&path, input_limit(), &mut |notice| notices.push(notice)));
    warn(py, &notices)?;
    let edit = begun.map_err(|error| exception(py, &error))?;
    let shown = path.display().to_string();
    let mut loaded = py
        .detach(|| crate::tournament::load(edit.read(), Some(shown), strict, registry))
        .map_err(|failure| failure.into_py_err(py))?;
    loaded.origin = OriginCell::read(&path, edit.read().to_vec());
    let read = Arc::new(loaded);
    let tournament = Py::new(
        py,
        Tournament {
            inner: Arc::clone(&read),
        },
    )?;
    Ok(FileEdit {
        edit: Some(edit),
        read,
        tournament,
    })
}

/// The Python exception for `error`: `rondo.FileChangedError`, `rondo.FileBusyError`,
/// `rondo.FileError` (or `MissingFileError`), else `rondo.RondoError`.
pub(crate) fn exception(py: Python<'_>, error: &FileError) -> PyErr {
    let file = error.path().display().to_string();
    let text = format!("{file}: {}", rondo_words::files::refusal(error));
    let (class, errno) = match error {
        FileError::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound => {
            ("MissingFileError", source.raw_os_error())
        }
        FileError::Io { source, .. } => ("FileError", source.raw_os_error()),
        FileError::Changed { .. } | FileError::ChangedSinceRead { .. } => {
            ("FileChangedError", None)
        }
        FileError::Busy { .. } => ("FileBusyError", None),
        FileError::TooLarge { .. }
        | FileError::UnreadableHistory { .. }
        | FileError::NothingToUndo { .. } => {
            return crate::errors::rondo_error(
                py,
                &rondo_words::files::refusal(error),
                Some(&file),
            );
        }
    };
    let class = py
        .import("rondo._errors")
        .and_then(|module| module.getattr(class));
    match class.and_then(|class| class.call1((text, file, errno))) {
        Ok(instance) => PyErr::from_value(instance),
        Err(raised) => raised,
    }
}

/// The most a file read is, as for the command line: `RONDO_MAX_INPUT_SIZE` when it is a size,
/// else `rondo_files::DEFAULT_INPUT_LIMIT`.
pub(crate) fn input_limit() -> u64 {
    rondo_files::input_limit(std::env::var("RONDO_MAX_INPUT_SIZE").ok().as_deref())
}

/// The notices worth a warning: the writer's work that the script did not ask for.
fn warn(py: Python<'_>, notices: &[Notice]) -> PyResult<()> {
    for notice in notices {
        if matches!(notice, Notice::Waiting { .. }) {
            continue;
        }
        let message =
            std::ffi::CString::new(rondo_words::files::notice(notice)).unwrap_or_default();
        PyErr::warn(
            py,
            &py.get_type::<pyo3::exceptions::PyUserWarning>(),
            &message,
            1,
        )?;
    }
    Ok(())
}

/// What the history says replaced a version: `python` and the script's arguments, quoted as the
/// command line's are.
fn command_line(py: Python<'_>) -> PyResult<String> {
    let argv: Vec<String> = py
        .import("sys")?
        .getattr("argv")?
        .extract()
        .unwrap_or_default();
    let shown = argv.iter().filter(|argument| !argument.is_empty());
    Ok(history::command_line("python", shown))
}

/// `path` made absolute with links resolved, so that two spellings of one file compare equal
/// and a file replaced by a rename (a new inode) is still the file read.
fn canonical(path: &Path) -> PathBuf {
    path.canonicalize().unwrap_or_else(|_| path.to_path_buf())
}
