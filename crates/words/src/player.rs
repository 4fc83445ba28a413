//! The words of a player a command or a Python call could not find (`rondo_core::find`).

use rondo_core::{FindPlayerError, ParsePlayerQueryError, PlayerQuery};

/// Why a player named on the command line or in Python is not found
/// (`rondo_event::find_player`).
#[must_use]
pub fn find_error(error: &rondo_event::FindError) -> String {
    match error {
        rondo_event::FindError::Unreadable { text, error } => unreadable(text, error),
        rondo_event::FindError::NotFound(error) => not_found(error),
    }
}

/// Why `text` names no player: it is not a player query at all.
#[must_use]
pub fn unreadable(text: &str, error: &ParsePlayerQueryError) -> String {
    format!("player '{}': {error}", text.trim())
}

/// Why a query found no single player: nobody, or several (listed with their start numbers).
#[must_use]
pub fn not_found(error: &FindPlayerError) -> String {
    match error {
        FindPlayerError::NoName(name) => format!(
            "no player's name matches '{name}' (give a start number, id:FIDEID or another part \
             of the name)"
        ),
        FindPlayerError::Ambiguous { query, candidates } => {
            let list = candidates
                .iter()
                .map(|candidate| format!("{} {}", candidate.id, candidate.name))
                .collect::<Vec<_>>()
                .join("; ");
            match query {
                PlayerQuery::FideId(fide_id) => format!(
                    "FIDE id {fide_id} is the id of {} players: {list} (give the start number)",
                    candidates.len()
                ),
                _ => format!(
                    "'{query}' matches {} players: {list} (give the start number or more of the \
                     name)",
                    candidates.len()
                ),
            }
        }
        // `no player has start number 9`, `no player has FIDE id 123`.
        other => other.to_string(),
    }
}
