//! Rendering result types as text for people and formats for programs. Pure functions only.

pub mod audit;
pub mod breach;
pub mod checklist;
pub mod explain;
pub mod failure;
pub mod reason;
pub mod round;
pub mod standings;
pub mod team;
pub mod unpairable;
