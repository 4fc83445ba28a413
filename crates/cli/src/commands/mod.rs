//! One module per subcommand.

pub mod check;
pub mod convert;
pub mod export;
pub mod generate;
pub mod pair;
pub mod pair_checklist;
pub mod rating;
pub mod schedule;
pub mod standings;
