//! The pairing checklist of `rondo pair --checklist`: aligned text, CSV and JSON.
//!
//! CSV (stable; one row per player, in checklist order), header:
//! `pairing_number,start_number,name,rating,score,pairing_score,colour_history,
//! colour_difference,colour_preference,preference_strength,float_before_last,float_last,
//! pab_eligible,topscorer,this_round,board,opponent,colour,float`
//! - `colour_history`: one letter per earlier round, `W`, `B`, or `-` when no game was played;
//! - `colour_preference`: `white`, `black` or empty; `preference_strength`: `absolute`,
//!   `strong`, `mild` or empty; floats: `up`, `down` or empty; booleans `true`/`false`;
//! - `this_round`: `game`, `pairing_bye`, `half_point_bye`, `full_point_bye`,
//!   `zero_point_bye`, `not_in_round` or `unpaired` (no valid pairing); `board`, `opponent`,
//!   `colour` (`white`/`black`) and `float` are filled for a game only;
//! - scores as plain decimals (`2.5`), empty fields for unknown values.

use std::fmt::Write as _;

use rondo_core::{AbsenceKind, Absent, Colour, ColourPreference, Float, PreferenceStrength, Score};
use rondo_pairing::{Assignment, Checklist, ChecklistRow};
use serde_json::{Value, json};

/// The CSV header, in order.
pub const CSV_HEADER: [&str; 19] = [
    "pairing_number",
    "start_number",
    "name",
    "rating",
    "score",
    "pairing_score",
    "colour_history",
    "colour_difference",
    "colour_preference",
    "preference_strength",
    "float_before_last",
    "float_last",
    "pab_eligible",
    "topscorer",
    "this_round",
    "board",
    "opponent",
    "colour",
    "float",
];

/// The checklist as aligned columns, with a legend. `system` names the rules (for the title).
pub fn text(checklist: &Checklist, title: &str, system: &str) -> String {
    let round = checklist.round;
    let mut header = vec!["PNo", "SNo", "Name", "Rtg", "Pts"];
    if checklist.accelerated {
        header.push("PPts");
    }
    if checklist.last_round {
        header.push("Top");
    }
    header.extend([
        "Colours", "CD", "Pref", "F-2", "F-1", "PAB", "Round", "Opp", "Col", "Brd", "Fl",
    ]);
    let mut table: Vec<Vec<String>> = Vec::new();
    for row in &checklist.rows {
        let mut cells = vec![
            row.pairing_number
                .map_or_else(String::new, |n| n.to_string()),
            row.start_number.to_string(),
            row.name.clone(),
            row.rating.map_or_else(String::new, |r| r.to_string()),
            row.score.to_string(),
        ];
        if checklist.accelerated {
            cells.push(row.pairing_score.to_string());
        }
        if checklist.last_round {
            cells.push(if row.topscorer { "T" } else { "" }.to_owned());
        }
        let (what, opponent, colour, board, float) = this_round_cells(&row.this_round);
        cells.extend([
            history(row),
            signed(row.colour_difference),
            preference_text(row.colour_preference),
            float_letter(row.float_before_last).to_owned(),
            float_letter(row.float_last).to_owned(),
            if row.pab_eligible { "yes" } else { "no" }.to_owned(),
            what,
            opponent,
            colour,
            board,
            float,
        ]);
        table.push(cells);
    }
    // Numbers right-aligned, words left-aligned.
    let right = |name: &str| {
        matches!(
            name,
            "PNo" | "SNo" | "Rtg" | "Pts" | "PPts" | "CD" | "Opp" | "Brd"
        )
    };
    let mut out = String::new();
    let _ = writeln!(out, "{title}: checklist of round {round}, {system}");
    let _ = writeln!(out);
    out.push_str(&aligned(&header, &table, right));
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "PNo pairing number, SNo start number, Pts score{}{}; Colours: one letter per round (- not played);",
        if checklist.accelerated {
            ", PPts pairing score (with virtual points)"
        } else {
            ""
        },
        if checklist.last_round {
            ", Top topscorer (C.04.3 art. 1.8)"
        } else {
            ""
        },
    );
    let _ = writeln!(
        out,
        "CD colour difference; Pref colour preference (art. 1.7); F-2, F-1 floats two rounds ago and last round (D down, U up);"
    );
    let _ = writeln!(
        out,
        "PAB eligible for the pairing-allocated bye; Round, Opp, Col, Brd, Fl: this round's pairing, opponent, colour, board, float."
    );
    out
}

/// The checklist as CSV with [`CSV_HEADER`].
pub fn csv(checklist: &Checklist) -> String {
    let mut writer = ::csv::Writer::from_writer(Vec::new());
    // Writing to a Vec cannot fail.
    let _ = writer.write_record(CSV_HEADER);
    for row in &checklist.rows {
        let (board, opponent, colour, float) = match &row.this_round {
            Assignment::Game {
                board,
                opponent,
                colour,
                float,
            } => (
                board.to_string(),
                opponent.to_string(),
                colour_word(*colour).to_owned(),
                float_word(*float).to_owned(),
            ),
            _ => Default::default(),
        };
        let _ = writer.write_record([
            row.pairing_number
                .map_or_else(String::new, |n| n.to_string()),
            row.start_number.to_string(),
            row.name.clone(),
            row.rating.map_or_else(String::new, |r| r.to_string()),
            row.score.to_string(),
            row.pairing_score.to_string(),
            history(row),
            row.colour_difference.to_string(),
            row.colour_preference
                .map_or("", |p| colour_word(p.colour))
                .to_owned(),
            row.colour_preference
                .map_or("", |p| strength_word(p.strength))
                .to_owned(),
            float_word(row.float_before_last).to_owned(),
            float_word(row.float_last).to_owned(),
            row.pab_eligible.to_string(),
            row.topscorer.to_string(),
            status_word(&row.this_round).to_owned(),
            board,
            opponent,
            colour,
            float,
        ]);
    }
    String::from_utf8(writer.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// The checklist as JSON: `{"round", "accelerated", "last_round", "players": [...]}`, each
/// player with the CSV's facts (scores as numbers, absent values as `null`), and
/// `"no_valid_pairing"` added by the caller when the round has none.
pub fn json_value(checklist: &Checklist) -> Value {
    let players: Vec<Value> = checklist
        .rows
        .iter()
        .map(|row| {
            json!({
                "pairing_number": row.pairing_number,
                "start_number": row.start_number,
                "name": row.name,
                "rating": row.rating.map(|r| r.0),
                "score": number(row.score),
                "pairing_score": number(row.pairing_score),
                "colour_history": row.colour_history.iter().map(|c| c.map(colour_word)).collect::<Vec<_>>(),
                "colour_difference": row.colour_difference,
                "colour_preference": row.colour_preference.map(|p| colour_word(p.colour)),
                "preference_strength": row.colour_preference.map(|p| strength_word(p.strength)),
                "float_before_last": row.float_before_last.map(|f| float_word(Some(f))),
                "float_last": row.float_last.map(|f| float_word(Some(f))),
                "pab_eligible": row.pab_eligible,
                "topscorer": row.topscorer,
                "this_round": this_round_json(&row.this_round),
            })
        })
        .collect();
    json!({
        "round": checklist.round,
        "accelerated": checklist.accelerated,
        "last_round": checklist.last_round,
        "players": players,
    })
}

/// The checklist as pretty JSON with the system's key (and edition, for a system with several)
/// and, for a round without a valid pairing, why (`no_valid_pairing`).
#[must_use]
pub fn json(
    checklist: &Checklist,
    system: &rondo_systems::Descriptor,
    no_valid_pairing: Option<(rondo_core::RoundNo, &rondo_pairing::NoValidPairing)>,
) -> String {
    let mut value = json_value(checklist);
    value["system"] = Value::from(system.key);
    if system.edition.is_some() {
        value["edition"] = Value::from(system.rules);
    }
    if let Some((round, why)) = no_valid_pairing {
        value["no_valid_pairing"] = crate::unpairable::json_value(round, system, why);
    }
    let mut text = serde_json::to_string_pretty(&value).unwrap_or_default();
    text.push('\n');
    text
}

fn this_round_json(assignment: &Assignment) -> Value {
    match assignment {
        Assignment::Game {
            board,
            opponent,
            colour,
            float,
        } => json!({
            "kind": "game",
            "board": board,
            "opponent": opponent,
            "colour": colour_word(*colour),
            "float": float.map(|f| float_word(Some(f))),
        }),
        other => json!({ "kind": status_word(other) }),
    }
}

/// A score as a JSON number (`2`, `2.5`).
pub(crate) fn number(score: Score) -> Value {
    let text = score.to_string();
    text.parse::<i64>()
        .map(Value::from)
        .or_else(|_| text.parse::<serde_json::Number>().map(Value::Number))
        .unwrap_or(Value::String(text))
}

/// `(Round, Opp, Col, Brd, Fl)` cells of the text table.
fn this_round_cells(assignment: &Assignment) -> (String, String, String, String, String) {
    match assignment {
        Assignment::Game {
            board,
            opponent,
            colour,
            float,
        } => (
            "game".to_owned(),
            opponent.to_string(),
            colour_letter(*colour).to_owned(),
            board.to_string(),
            float_letter(*float).to_owned(),
        ),
        Assignment::PairingBye => (
            "PAB".to_owned(),
            String::new(),
            String::new(),
            String::new(),
            String::new(),
        ),
        Assignment::Absent { absent } => (
            absent_cell(*absent).to_owned(),
            String::new(),
            String::new(),
            String::new(),
            String::new(),
        ),
        Assignment::Unpaired => (
            "unpaired".to_owned(),
            String::new(),
            String::new(),
            String::new(),
            String::new(),
        ),
    }
}

fn history(row: &ChecklistRow) -> String {
    row.colour_history
        .iter()
        .map(|c| c.map_or("-", colour_letter))
        .collect()
}

pub(crate) fn signed(value: i32) -> String {
    if value > 0 {
        format!("+{value}")
    } else {
        value.to_string()
    }
}

pub(crate) fn preference_text(preference: Option<ColourPreference>) -> String {
    preference.map_or_else(String::new, |p| {
        format!("{} {}", colour_letter(p.colour), strength_word(p.strength))
    })
}

pub(crate) fn colour_letter(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "W",
        Colour::Black => "B",
    }
}

pub(crate) fn colour_word(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

pub(crate) fn strength_word(strength: PreferenceStrength) -> &'static str {
    match strength {
        PreferenceStrength::Absolute => "absolute",
        PreferenceStrength::Strong => "strong",
        PreferenceStrength::Mild => "mild",
    }
}

pub(crate) fn float_letter(float: Option<Float>) -> &'static str {
    match float {
        Some(Float::Down) => "D",
        Some(Float::Up) => "U",
        None => "",
    }
}

pub(crate) fn float_word(float: Option<Float>) -> &'static str {
    match float {
        Some(Float::Down) => "down",
        Some(Float::Up) => "up",
        None => "",
    }
}

fn status_word(assignment: &Assignment) -> &'static str {
    match assignment {
        Assignment::Game { .. } => "game",
        Assignment::PairingBye => "pairing_bye",
        Assignment::Absent { absent } => absent_word(*absent),
        Assignment::Unpaired => "unpaired",
    }
}

/// An absence in the text table's `Round` column.
pub(crate) fn absent_cell(absent: Absent) -> &'static str {
    match absent {
        Absent::Bye(AbsenceKind::HalfPointBye) => "bye 1/2",
        Absent::Bye(AbsenceKind::FullPointBye) => "bye 1",
        Absent::Bye(AbsenceKind::ZeroPointBye) => "bye 0",
        Absent::NotInRound => "absent",
    }
}

/// An absence in the CSV's and JSON's `this_round`.
pub(crate) fn absent_word(absent: Absent) -> &'static str {
    match absent {
        Absent::Bye(AbsenceKind::HalfPointBye) => "half_point_bye",
        Absent::Bye(AbsenceKind::FullPointBye) => "full_point_bye",
        Absent::Bye(AbsenceKind::ZeroPointBye) => "zero_point_bye",
        Absent::NotInRound => "not_in_round",
    }
}

/// The table's lines, header first, each column as wide as its widest cell: the columns
/// `right` names right-aligned, the others left-aligned, no trailing spaces.
pub(crate) fn aligned(
    header: &[&str],
    table: &[Vec<String>],
    right: impl Fn(&str) -> bool,
) -> String {
    let widths: Vec<usize> = (0..header.len())
        .map(|column| {
            table
                .iter()
                .map(|cells| cells[column].chars().count())
                .chain([header[column].chars().count()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: &[String]| -> String {
        let mut out = String::new();
        for (column, cell) in cells.iter().enumerate() {
            if column > 0 {
                out.push_str("  ");
            }
            let width = widths[column];
            if right(header[column]) {
                let _ = write!(out, "{cell:>width$}");
            } else {
                let _ = write!(out, "{cell:<width$}");
            }
        }
        out.trim_end().to_owned()
    };
    let mut out = String::new();
    let header_cells: Vec<String> = header.iter().map(|h| (*h).to_owned()).collect();
    let _ = writeln!(out, "{}", line(&header_cells));
    for cells in table {
        let _ = writeln!(out, "{}", line(cells));
    }
    out
}
