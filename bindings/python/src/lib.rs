//! The native part of the Python package `rondo` (`rondo._rondo`).
//!
//! Everything here is a thin layer over the library crates: files are read and written by
//! `rondo-trf`, rounds are paired through the registry of `rondo-systems` (so that every system
//! rondo pairs is reached by one function), standings come from `rondo-tiebreak`, and the words
//! (explanations, failures) and export rows from `rondo-words`, the same code the `rondo`
//! command prints with. No rule is computed here.
//!
//! Policy for the Python side:
//! - Work that can take time (reading, pairing, checking, standings, generating) runs with the
//!   GIL released, so that a thread pool runs it in parallel.
//! - Bad input raises `rondo.ParseError` with the file, line and column of the first error and
//!   every diagnostic; bad arguments raise `ValueError` or `TypeError`; a round with no legal
//!   pairing is a `Pairing` whose `unpairable` is true, never an exception.
//! - Structured data without a class of its own (an explanation, an obstruction, export rows)
//!   is returned as plain dictionaries, made from the JSON the library types serialise to.
//!
//! The systems are a [`Registry`] the module is made with ([`add_to_module`]): rondo's for the
//! shipped module, another for a module that adds systems of its own; a `Tournament` keeps the
//! registry of the module that read or made it.
//!
//! The Python wrapper (`python/rondo/__init__.py`) adds what is easier in Python: telling a
//! path from text, and the batch functions over a thread pool.

mod errors;
mod event;
mod files;
mod pairing;
mod standings;
mod tournament;

use pyo3::prelude::*;

pub use rondo_words::Registry;

/// The module `rondo._rondo`: [`add_to_module`] over rondo's systems.
#[pymodule]
fn _rondo(module: &Bound<'_, PyModule>) -> PyResult<()> {
    add_to_module(module, Registry::SHIPPED)
}

/// Fills `module` with the package's classes and functions over the systems of `registry`:
/// `pair`, `pair_teams`, `check`, `audit`, `generate` and `systems` choose from them,
/// explanations take their words, and every tournament the module reads or makes keeps them.
/// Another extension module calls it with a registry of its own (`tests/seam-system/python`
/// does, for a system defined outside rondo's crates).
///
/// # Errors
///
/// What PyO3 raises when a name cannot be added.
pub fn add_to_module(module: &Bound<'_, PyModule>, registry: Registry<'static>) -> PyResult<()> {
    module.add(REGISTRY_ATTRIBUTE, ModuleRegistry(registry))?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    module.add_class::<tournament::Tournament>()?;
    module.add_class::<tournament::Player>()?;
    module.add_class::<tournament::Round>()?;
    module.add_class::<tournament::Game>()?;
    module.add_class::<errors::Diagnostic>()?;
    module.add_class::<pairing::Pairing>()?;
    module.add_class::<pairing::Board>()?;
    module.add_class::<pairing::Absentee>()?;
    module.add_class::<pairing::RoundCheck>()?;
    module.add_class::<pairing::SystemInfo>()?;
    module.add_class::<standings::Standings>()?;
    module.add_class::<standings::StandingRow>()?;
    module.add_class::<files::FileEdit>()?;
    module.add_function(wrap_pyfunction!(files::edit, module)?)?;
    module.add_function(wrap_pyfunction!(event::new_event, module)?)?;
    module.add_function(wrap_pyfunction!(tournament::read_bytes, module)?)?;
    module.add_function(wrap_pyfunction!(tournament::read_path, module)?)?;
    module.add_function(wrap_pyfunction!(tournament::export, module)?)?;
    module.add_function(wrap_pyfunction!(pairing::pair, module)?)?;
    module.add_function(wrap_pyfunction!(pairing::pair_teams, module)?)?;
    module.add_function(wrap_pyfunction!(pairing::check, module)?)?;
    module.add_function(wrap_pyfunction!(pairing::audit, module)?)?;
    module.add_function(wrap_pyfunction!(pairing::generate, module)?)?;
    module.add_function(wrap_pyfunction!(pairing::systems, module)?)?;
    module.add_function(wrap_pyfunction!(standings::standings, module)?)?;
    Ok(())
}

/// The module attribute that holds the module's registry.
const REGISTRY_ATTRIBUTE: &str = "_registry";

/// A module's registry, as the module holds it.
#[pyclass(frozen, module = "rondo")]
struct ModuleRegistry(Registry<'static>);

/// The registry of `module`, which [`add_to_module`] filled: the functions that read or make a
/// tournament take it from the module they belong to (`#[pyo3(pass_module)]`).
fn registry_of(module: &Bound<'_, PyModule>) -> PyResult<Registry<'static>> {
    Ok(module
        .getattr(REGISTRY_ATTRIBUTE)?
        .cast::<ModuleRegistry>()?
        .get()
        .0)
}

/// Turns the JSON of a library value into Python objects (dictionaries, lists, numbers).
fn json_to_python<'py>(py: Python<'py>, json: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (json,))
}

/// Serialises a library value for [`json_to_python`].
fn to_json(value: &impl serde::Serialize) -> PyResult<String> {
    serde_json::to_string(value)
        .map_err(|error| pyo3::exceptions::PyRuntimeError::new_err(error.to_string()))
}
