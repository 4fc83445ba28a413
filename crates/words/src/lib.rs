//! rondo's results in words: the sentences and formats that the command line and the Python
//! package both print.
//!
//! The libraries return plain data (an `Explanation`, a `Checklist`, an `Audit`, `Standings`);
//! this crate is the one place that turns it into English text, CSV and JSON. Pure functions
//! only: nothing here reads a file or pairs a round.
//!
//! Each pairing system owns the words of its reasons, criteria and titles: [`reason`] keeps the
//! shared scaffold (the sentences the systems agree on) and one module per system, found by
//! [`reason::words`] from the rule set an explanation names.
//!
//! ```
//! use rondo_pairing::{PairingFailure, RuleSet};
//!
//! assert_eq!(rondo_words::reason::title(RuleSet::Dubov2026), "FIDE Dubov system, C.04.4.1 (2026)");
//! assert_eq!(
//!     rondo_words::failure::text(&PairingFailure::Matching),
//!     "matching failed (a bug)"
//! );
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod audit;
pub mod breach;
pub mod check;
pub mod checklist;
pub mod diagnostic;
pub mod engine;
pub mod engine_report;
pub mod event;
pub mod explain;
pub mod export;
pub mod failure;
pub mod files;
pub mod generate;
pub mod pairing;
pub mod player;
pub mod rating;
pub mod reason;
mod registry;
pub mod round;
pub mod schedule;
pub mod standings;
pub mod team;
pub mod team_checklist;
pub mod team_round;
pub mod unpairable;

pub use crate::registry::Registry;
