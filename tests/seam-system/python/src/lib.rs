//! The Python module `rondo_seam`: the classes and functions of the `rondo` package
//! (`rondo._rondo`) over the systems of `rondo_seam_system::registry()`, rondo's and the
//! in-order test system. The module registers nothing itself: the registry is the one place.

use pyo3::prelude::*;

/// The module `rondo_seam`.
#[pymodule]
fn rondo_seam(module: &Bound<'_, PyModule>) -> PyResult<()> {
    rondo_python::add_to_module(module, rondo_seam_system::registry())
}
