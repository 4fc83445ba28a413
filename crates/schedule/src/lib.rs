//! Fixed chess schedules: Berger round robins, double round robins, Scheveningen team matches,
//! Belgrade grouping and knockout brackets.
//!
//! Everything here is decided before the event starts, from the number of players alone: which
//! pairing numbers meet in which round and with which colours. The functions return plain data
//! ([`RoundRobin`], [`Scheveningen`], [`BelgradeGroups`], [`KnockoutBracket`],
//! [`PairingNumbers`]) that the caller inspects or serialises; nothing is printed or formatted.
//!
//! The rules come from the handbook texts rondo was started from (the Berger tables, the
//! double round-robin swap, Belgrade grouping, Wimbledon brackets and Scheveningen tables of the
//! 2009 FIDE handbook translation, and the round-robin tables up to 20 players of a 1970 Mexican
//! handbook) and from FIDE C.05 Annex 1 as summarised in the project's `spec/roundrobin.md`.
//! Each item's documentation cites its source. The tests compare the generated tables with
//! transcriptions of the printed ones in `fixtures/schedule/`.
//!
//! ```
//! use rondo_schedule::{double_round_robin, draw_pairing_numbers, CycleSwap};
//!
//! // Six players draw their pairing numbers with a published seed...
//! let lot = draw_pairing_numbers(6, 20_240_601);
//! assert_eq!(lot.by_entrant.len(), 6);
//!
//! // ...and play a double round robin with the FIDE swap of rounds 4 and 5.
//! let event = double_round_robin(6, CycleSwap::FirstCycle)?;
//! assert_eq!(event.rounds.len(), 10);
//! let round_1 = &event.rounds[0];
//! assert_eq!((round_1.boards[0].white, round_1.boards[0].black), (1, 6));
//! // The second cycle repeats the first with colours reversed.
//! assert_eq!((event.rounds[5].boards[0].white, event.rounds[5].boards[0].black), (6, 1));
//! # Ok::<_, rondo_schedule::ScheduleError>(())
//! ```
//!
//! Sibling crates: `rondo-core` (players, results, colours and the per-round tournament state
//! these schedules are played into), `rondo-dutch` (Swiss pairing by the FIDE Dutch system, on
//! `rondo-matching`), `rondo-tiebreak` (tie-breaks, standings, crosstables), `rondo-trf`
//! (tournament report files) and `rondo-words` (which lays out the schedules of this crate).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod belgrade;
mod error;
mod knockout;
mod lot;
mod round_robin;
mod scheveningen;

pub use belgrade::{BelgradeGroups, belgrade_groups};
pub use error::ScheduleError;
pub use knockout::{
    KnockoutBracket, KnockoutGroup, KnockoutMatch, KnockoutSlot, LaterMatch, MAX_KNOCKOUT_PLAYERS,
    knockout,
};
pub use lot::{
    Assignment, PairingNumbers, SplitMix64, draw_pairing_numbers, given_pairing_numbers,
};
pub use round_robin::{
    Board, CycleSwap, Cycles, MAX_DOUBLE_PLAYERS, MAX_SINGLE_PLAYERS, Round, RoundRobin, berger,
    double_round_robin, round_count, round_robin, round_robin_round,
};
pub use scheveningen::{
    MAX_BOARDS, Scheveningen, ScheveningenMethod, Team, TeamGame, TeamPlayer, TeamRound,
    scheveningen,
};

/// A colour in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum Colour {
    /// White: moves first.
    White,
    /// Black.
    Black,
}

impl Colour {
    /// The other colour.
    #[must_use]
    pub fn opposite(self) -> Self {
        match self {
            Self::White => Self::Black,
            Self::Black => Self::White,
        }
    }
}
