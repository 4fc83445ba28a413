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

/// Whether `bytes` look like the JSON form rather than a TRF file: the first character
/// after white space and a byte-order mark is `{`.
#[must_use]
pub fn looks_like_json(bytes: &[u8]) -> bool {
    let first = bytes.iter().find(|byte| {
        !byte.is_ascii_whitespace() && **byte != 0xEF && **byte != 0xBB && **byte != 0xBF
    });
    first == Some(&b'{')
}

/// Where the player with start number `id` is in a tournament's JSON text: the line and column
/// (1-based, in characters) of his `"id"` key, or of the start of the text when it has none.
/// The JSON reader keeps no positions, and a check of the data finds problems per player, so
/// a diagnostic points at the player's record.
#[must_use]
pub fn player_position(text: &str, id: u16) -> (usize, usize) {
    let wanted = id.to_string();
    let mut searched = 0;
    while let Some(found) = text[searched..].find("\"id\"") {
        let key = searched + found;
        searched = key + 4;
        let rest = text[searched..].trim_start();
        let Some(value) = rest.strip_prefix(':').map(str::trim_start) else {
            continue;
        };
        let digits = value.len() - value.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if value[..digits] == wanted {
            let before = &text[..key];
            let line = before.matches('\n').count() + 1;
            let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
            return (line, text[line_start..key].chars().count() + 1);
        }
    }
    (1, 1)
}

/// Reads the model from JSON.
///
/// # Errors
///
/// Returns where and why the text is not a tournament setup.
pub fn from_json(text: &str) -> Result<TournamentSetup, JsonError> {
    let setup: TournamentSetup = serde_json::from_str(text).map_err(|error| JsonError {
        line: error.line(),
        column: error.column(),
        message: error.to_string(),
    })?;
    // The bounds of the TRF scoring records hold for JSON too, so that what is read from JSON
    // can be written as TRF and read again.
    let scoring = &setup.scoring;
    let values = [
        scoring.win,
        scoring.draw,
        scoring.loss,
        scoring.forfeit_win,
        scoring.forfeit_loss,
        scoring.pairing_bye,
        scoring.half_point_bye,
        scoring.full_point_bye,
        scoring.zero_point_bye,
    ];
    if let Some(value) = values
        .into_iter()
        .find(|value| value.tenths().abs() > crate::records::MAX_POINTS * 10)
    {
        let (line, column) = position_of(text, "\"scoring\"");
        return Err(JsonError {
            line,
            column,
            message: format!(
                "scoring value {value} is beyond {} points either way",
                crate::records::MAX_POINTS
            ),
        });
    }
    Ok(setup)
}

/// The 1-based line and column of the first occurrence of `needle` (1:1 when absent).
fn position_of(text: &str, needle: &str) -> (usize, usize) {
    let Some(offset) = text.find(needle) else {
        return (1, 1);
    };
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
    (line, before[line_start..].chars().count() + 1)
}
