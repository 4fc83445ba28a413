//! rondo: a chess tournament toolkit.
//!
//! This facade re-exports the library crates so that one dependency brings all of them.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub use rondo_core as core;
pub use rondo_dutch as dutch;
pub use rondo_harkness as harkness;
pub use rondo_matching as matching;
pub use rondo_pairing as pairing;
pub use rondo_schedule as schedule;
pub use rondo_systems as systems;
pub use rondo_tiebreak as tiebreak;
pub use rondo_trf as trf;
