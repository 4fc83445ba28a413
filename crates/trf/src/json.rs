//! The JSON form of the model, for other programs.
//!
//! The JSON is `rondo_core::TournamentSetup` as serde writes it: absent optional fields are left
//! out, round entries are tagged objects (`{"kind": "game", "opponent": 2, "colour": "white",
//! "result": "win"}`, `{"kind": "scheduled", "opponent": 2, "colour": "white"}` for a pairing
//! without a result yet, `{"kind": "unplayed", "unplayed": "pairing_bye"}`), scores are
//! integers of tenths of a point.

use rondo_core::TournamentSetup;

/// JSON that is not a tournament.
#[derive(Debug, thiserror::Error)]
#[error("{line}:{column}: invalid tournament JSON: {message}")]
pub struct JsonError {
    /// The 1-based line of the problem.
    pub line: usize,
    /// The 1-based column of the problem.
    pub column: usize,
    /// What serde found wrong.
    pub message: String,
}

/// The model as pretty-printed JSON.
#[must_use]
pub fn to_json(setup: &TournamentSetup) -> String {
    // The model has no maps with non-string keys and no custom serialiser that can fail.
    #[allow(clippy::expect_used)]
    serde_json::to_string_pretty(setup).expect("a tournament setup always serialises to JSON")
}

/// Reads the model from JSON.
///
/// # Errors
///
/// Returns where and why the text is not a tournament setup.
pub fn from_json(text: &str) -> Result<TournamentSetup, JsonError> {
    serde_json::from_str(text).map_err(|error| JsonError {
        line: error.line(),
        column: error.column(),
        message: error.to_string(),
    })
}
