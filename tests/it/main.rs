//! End-to-end tests of the `rondo` command line, run in-process through `rondo_cli::run`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod adjust;
mod arbiter;
mod architecture;
mod check_standings;
mod checklist;
mod convert;
mod double_swiss;
mod dubov;
mod dutch2009;
mod event;
mod explain;
mod explain_2009;
mod explain_harkness;
mod export;
mod generate;
mod generate_config;
mod generated;
mod harkness;
// Burstein (C.04.4.2)
mod burstein;
mod hostile;
// Lim (C.04.4.3)
mod lim;
mod national;
mod new_event;
mod notations;
// The Olympiad Pairing Rules (D.02, 2022)
mod olympiad;
mod pair;
mod pair_trf;
mod rating;
mod real_files;
mod schedule;
mod standings;
mod support;
// Team events (C.04.6, TRF-2026 team records)
mod team;
mod usage;
