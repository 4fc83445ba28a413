//! One module per subcommand.

pub mod check;
pub mod convert;
pub mod export;
pub mod pair;
pub mod schedule;
pub mod standings;
