//! One module per subcommand.

pub mod audit;
pub mod check;
pub mod convert;
pub mod event;
pub mod explain;
pub mod export;
pub mod facts;
pub mod generate;
pub mod pair;
pub mod pair_checklist;
pub mod rating;
pub mod round;
pub mod schedule;
pub mod standings;
pub mod team;
pub mod undo;
