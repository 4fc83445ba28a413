//! Integration tests for rondo-matching, as one binary.
//!
//! The exhaustive and large cases run when `RONDO_SLOW_TESTS` is set (CI sets
//! it and runs the tests in release mode); without it a sample runs.
#![allow(clippy::expect_used, clippy::unwrap_used)] // Test helpers may fail loudly.

mod brute;
mod certificate;
mod common;
mod inputs;
mod props;
mod solver;
