//! The `rondo` binary as a separate process: what only a process shows (its standard output
//! closed, its environment, its umask, signals). Everything else is tested in-process through
//! `rondo_cli::run` in the repository's `tests/it/`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // Test helpers may fail loudly.

mod edits;
mod engine;
mod process;
mod readme_event;
