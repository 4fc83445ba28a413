//! End-to-end tests of the `rondo` command line, run in-process through `rondo_cli::run`.

mod checklist;
mod convert;
mod dutch2009;
mod explain;
mod export;
mod generate;
mod generated;
mod harkness;
mod hostile;
mod pair;
mod pair_trf;
mod rating;
mod schedule;
mod standings;
mod support;
