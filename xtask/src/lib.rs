//! The library half of `xtask`, so that the test suite can run the same checks
//! (`fixtures::check` runs as a test of the `rondo` package).

pub mod fixtures;
pub mod real_files;
