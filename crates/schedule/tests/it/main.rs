//! Integration tests of `rondo-schedule`: the printed tables of the source documents
//! (transcribed in `fixtures/schedule/`) and the properties of every schedule up to 30 players.
#![allow(clippy::expect_used, clippy::unwrap_used)] // Test helpers may fail loudly on bad fixtures.

mod fixture;
mod groups;
mod lot;
mod round_robin;
mod scheveningen;
mod seed_tables;
mod seed_text;
mod shapes;
