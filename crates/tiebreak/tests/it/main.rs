//! Integration tests of rondo-tiebreak: hand-worked examples per tie-break, direct encounter,
//! the US and 2009 systems, and the conformance corpus.

// Test helpers outside #[test] functions may panic on bad fixtures too.
#![allow(clippy::expect_used, clippy::unwrap_used)]

mod annex2009;
mod builder;
mod check;
mod corpus;
mod encounter;
mod fide;
mod spec;
mod standings;
mod team;
mod team_gacrux;
mod unplayed;
mod us;
