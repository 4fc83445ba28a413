//! rondo-tiebreak (work in progress).
#![forbid(unsafe_code)]
#![warn(missing_docs)]
