//! The vocabulary every rondo pairing system shares.
//!
//! A pairing system (the Dutch system of `rondo-dutch`, the US Swiss of `rondo-harkness`, and
//! every system to come) pairs a round into a [`Pairing`], or proves with an [`Obstruction`]
//! that no legal pairing exists ([`PairingOutcome`]). The same types carry what the command
//! line checks, audits and explains for every system:
//!
//! - [`RoundCheck`]: a round re-paired and compared with the file ([`check_tournament_with`]);
//!   [`recorded_pairing`] reads the pairing a file holds, including forfeits written without
//!   colours.
//! - [`Audit`]: the absolute rules a hand-made pairing breaks ([`Breach`]) and how its quality
//!   compares with the engine's by the system's criteria ([`QualityComparison`]).
//! - [`Explanation`]: brackets, floats, colours and the bye, with rule references.
//! - [`generate_with`]: a random tournament paired round by round by any system.
//!
//! Rules shared by the FIDE Swiss systems live here once: Baku acceleration (C.04.7,
//! [`baku_accelerations`]) and the order of upfloater sets of the Double-Swiss and Swiss Team
//! systems ([`upfloater_profiles`], [`for_each_upfloater_set`]).
//!
//! The crate depends on `rondo-core` only; no pairing system depends on another.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod acceleration;
mod audit;
mod check;
mod checklist;
mod compatible;
mod engine_settings;
mod exchange;
mod explain;
mod generate;
mod pairing;
mod roster;
mod rule;
mod unpairable;
mod upfloaters;
mod witness;

pub use acceleration::{AccelerationError, BakuVariant, baku_accelerations, with_baku};
pub use audit::{
    Audit, Breach, BreachKind, CriterionDifference, Failures, Publication, QualityComparison,
    QualityVerdict, board_differences,
};
pub use check::{
    PairingFailure, RecordedPairing, RoundCheck, Verdict, check_round_with, check_tournament_with,
    orient_like, pairing_in_file, recorded_pairing,
};
pub use checklist::{
    Assignment, Checklist, ChecklistRow, board_assignments, colour_history, float_by_score,
    this_round,
};
pub use compatible::maximum_compatible_pairs;
pub use engine_settings::EngineSettings;
pub use exchange::{
    BoardListError, ExchangeError, ExchangeErrorKind, NoSuchBoard, read_board_list, read_pairs,
};
pub use explain::IndexRank;
pub use explain::{
    BracketExplanation, ByeExplanation, ColourExplanation, CriterionCount, ExplainOutcome,
    Explanation, FloatExplanation, GroupOrder, QualityCriterion, Reason, ReasonKind, RuleSet,
};
pub use generate::{
    GenerateConfig, SplitMix64, double_forfeit_game, drawn_first_rounds, drawn_forbidden_pairs,
    forfeited_game, generate_with,
};
pub use pairing::{Board, BracketFacts, BrokenInvariant, NoValidPairing, Pairing, PairingOutcome};
pub use roster::{RosterRules, roster_breaches};
pub use rule::{Document, RuleRef};
pub use unpairable::{BlockReason, BlockedPair, Obstruction, Seat};
pub use upfloaters::{for_each_upfloater_set, upfloater_profiles};
pub use witness::{block_reasons, find_obstruction};
