//! An arbiter's edits of an event file, one set of rules for `rondo`'s editing commands and
//! the Python package alike: the facts of the event's header ([`facts`]), its players
//! ([`add_player`], [`edit_player`], [`remove_player`], renumbered in the initial order of
//! C.04.2 art. 2), its results as an arbiter writes them ([`parse_result`]), and the step every
//! edit ends with ([`checked`]).
//!
//! Policy: an edit changes a `TournamentSetup`; [`checked`] then corrects the points columns,
//! checks the data into a `Tournament` and fills the rank column with the standings. Errors are
//! typed; `rondo-words` (`rondo_words::event`) writes them in English. The round-cycle edits
//! themselves (results, withdrawals, byes, unpairing) are `rondo_core`'s (`edit.rs`); this crate
//! holds what needs more than the core: the pairing systems' registry for the system an event
//! names, the TRF readers of dates, scoring and federation codes, and the tie-breaks for the
//! rank column.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod facts;
mod player;
mod result;

pub use player::{
    Added, NationalChanges, PlayerChanges, PlayerEditError, Renumbering, add_player, blank_is_none,
    edit_player, rating, remove_player,
};
pub use result::{ResultError, parse_result};

use rondo_core::{Tournament, TournamentSetup, ValidationError};

/// The tournament after an edit of its data: the points columns corrected, the data checked,
/// the rank column filled with the standings (the file's tie-breaks, else the recommended ones).
///
/// # Errors
///
/// [`ValidationError`] when the edit leaves the event inconsistent.
pub fn checked(mut setup: TournamentSetup) -> Result<Tournament, ValidationError> {
    setup.correct_points_columns();
    let tournament = Tournament::try_from(setup)?;
    Ok(rondo_tiebreak::with_rank_column(tournament))
}

#[cfg(test)]
mod tests;
