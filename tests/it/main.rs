//! End-to-end tests of the `rondo` command line, run in-process through `rondo_cli::run`.

mod convert;
mod explain;
mod export;
mod generate;
mod generated;
mod hostile;
mod pair;
mod rating;
mod schedule;
mod standings;
mod support;
