//! Integration tests for rondo-matching, as one binary.

mod brute;
mod certificate;
mod common;
mod solver;
