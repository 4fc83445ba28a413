//! Integration tests of rondo-dutch: behaviour on small hand-made tournaments, the reference
//! corpus, and properties of generated tournaments.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod audit;
mod conformance;
mod dutch2009;
mod edition2017;
mod pairing;
mod properties;
mod support;
mod unpairable;
