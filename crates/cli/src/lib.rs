//! The rondo command-line tool.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
