//! An arbiter's edits of an event file, one set of rules for `rondo`'s editing commands and
//! the Python package alike: the facts of the event's header ([`facts`]), its players
//! ([`add_player`], [`edit_player`], [`remove_player`], renumbered in the initial order of
//! C.04.2 art. 2; their data read as an arbiter gives it, [`PlayerFields`]), its results as an arbiter writes them ([`parse_result`], [`results_from_csv`]), and the step every
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
mod results_csv;

pub use player::{
    Added, NationalChanges, PlayerChanges, PlayerEditError, PlayerFields, Renumbering, add_player,
    edit_player, remove_player,
};
pub use result::{FindError, ResultError, find_player, parse_result};
pub use results_csv::{RESULT_COLUMNS, ResultsCsvError, ResultsCsvErrorKind, results_from_csv};

use rondo_core::{EditError, Tournament, TournamentSetup, ValidationError};
use rondo_trf::{Location, TrfFile};

/// Where an edit refused is on the file as read: the player's `001` line at the block of the
/// round (at its result, for a result already entered), or the line declaring the number of
/// rounds; `None` for a refusal about the file as a whole.
#[must_use]
pub fn edit_location(file: &TrfFile, error: &EditError) -> Option<Location> {
    match *error {
        EditError::NotPaired {
            round,
            white,
            black,
        } => file
            .player_location(white, Some(round))
            .or_else(|| file.player_location(black, Some(round))),
        EditError::ResultEntered { round, white, .. } => file
            .player_location(white, Some(round))
            // The result field of the block.
            .map(|at| Location {
                column: at.column + 7,
                ..at
            }),
        EditError::AlreadyPaired { player, round } => file.player_location(player, Some(round)),
        EditError::BeyondLastRound { .. } => file.declared_rounds_location(),
        _ => None,
    }
}

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
