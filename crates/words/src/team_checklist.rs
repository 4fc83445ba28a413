//! The pairing checklist of a team round (`rondo pair TEAMFILE --checklist`): aligned text,
//! CSV and JSON, with the conventions of the individual checklist ([`crate::checklist`]).
//! [`text`], [`csv`] and [`json_value`] print whichever checklist the system gives: C.04.6's,
//! described here, or the Olympiad's ([`olympiad`]).
//!
//! C.04.6's CSV (stable; one row per team, in pairing order), header:
//! `team,name,match_points,game_points,pairing_score,colour_history,colour_difference,
//! colour_preference,preference_strength,float_before_last,float_last,pab_eligible,
//! this_round,table,opponent,colour,float`
//! - `colour_history`: board 1's colour of each earlier round (C.04.6 art. 1.6.1), `W`, `B`,
//!   or `-` when the team played no match over the board;
//! - `colour_preference`: `white`, `black` or empty; `preference_strength`: `strong` or
//!   `mild` (art. 1.7; a Type A preference is strong) or empty; floats: `up`, `down` or empty;
//! - `this_round`: `match`, `pairing_bye`, `half_point_bye`, `full_point_bye`,
//!   `zero_point_bye`, `not_in_round` or `unpaired`; `table` (the match's place in the
//!   published order), `opponent` (a team number), `colour` (board 1's) and `float` are
//!   filled for a match only.

use std::fmt::Write as _;

use rondo_core::Colour;
use rondo_core::team::PreferenceType;
use rondo_systems::TeamRoundChecklist;
use rondo_systems::team::{TeamAssignment, TeamChecklist};
use serde_json::{Value, json};

pub mod olympiad;

use crate::checklist::{
    absent_cell, absent_word, aligned, colour_letter, colour_word, float_letter, float_word,
    number, preference_text, signed, strength_word,
};

/// The checklist as aligned columns, with a legend. `system` names the rules (for the title).
pub fn text(checklist: &TeamRoundChecklist, title: &str, system: &str) -> String {
    match checklist {
        TeamRoundChecklist::TeamSwiss(list) => team_swiss_text(list, title, system),
        TeamRoundChecklist::Olympiad(list) => olympiad::text(list, title, system),
    }
}

/// The checklist as CSV, one row per team (each system's header: [`CSV_HEADER`],
/// [`olympiad::CSV_HEADER`]).
pub fn csv(checklist: &TeamRoundChecklist) -> String {
    match checklist {
        TeamRoundChecklist::TeamSwiss(list) => team_swiss_csv(list),
        TeamRoundChecklist::Olympiad(list) => olympiad::csv(list),
    }
}

/// The checklist as JSON, with a `teams` array of the CSV's facts.
pub fn json_value(checklist: &TeamRoundChecklist) -> Value {
    match checklist {
        TeamRoundChecklist::TeamSwiss(list) => team_swiss_json(list),
        TeamRoundChecklist::Olympiad(list) => olympiad::json_value(list),
    }
}

/// C.04.6's CSV header, in order.
pub const CSV_HEADER: [&str; 17] = [
    "team",
    "name",
    "match_points",
    "game_points",
    "pairing_score",
    "colour_history",
    "colour_difference",
    "colour_preference",
    "preference_strength",
    "float_before_last",
    "float_last",
    "pab_eligible",
    "this_round",
    "table",
    "opponent",
    "colour",
    "float",
];

fn preference_type_words(kind: PreferenceType) -> &'static str {
    match kind {
        PreferenceType::TypeA => "Type A",
        PreferenceType::TypeB => "Type B",
        PreferenceType::NoPreferences => "none",
    }
}

/// C.04.6's checklist as aligned columns, with a legend.
fn team_swiss_text(checklist: &TeamChecklist, title: &str, system: &str) -> String {
    let mut header = vec!["TPN", "Team", "MP", "GP"];
    if checklist.accelerated {
        header.push("PPts");
    }
    header.extend([
        "Colours", "CD", "Pref", "F-2", "F-1", "PAB", "Round", "Opp", "Col", "Tbl", "Fl",
    ]);
    let table: Vec<Vec<String>> = checklist
        .rows
        .iter()
        .map(|row| {
            let mut cells = vec![
                row.team.to_string(),
                row.name.clone(),
                row.match_points.to_string(),
                row.game_points.to_string(),
            ];
            if checklist.accelerated {
                cells.push(row.pairing_score.to_string());
            }
            let (what, opponent, colour, place, float) = this_round_cells(&row.this_round);
            cells.extend([
                history(&row.colour_history),
                signed(row.colour_difference),
                preference_text(row.colour_preference),
                float_letter(row.float_before_last).to_owned(),
                float_letter(row.float_last).to_owned(),
                if row.pab_eligible { "yes" } else { "no" }.to_owned(),
                what.to_owned(),
                opponent,
                colour,
                place,
                float,
            ]);
            cells
        })
        .collect();
    // Numbers right-aligned, words left-aligned.
    let right = |name: &str| matches!(name, "TPN" | "MP" | "GP" | "PPts" | "CD" | "Opp" | "Tbl");
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{title}: checklist of round {}, {system}",
        checklist.round
    );
    let _ = writeln!(out);
    out.push_str(&aligned(&header, &table, right));
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "TPN team pairing number, MP match points, GP game points{}; teams in pairing order;",
        if checklist.accelerated {
            ", PPts pairing score (with virtual points)"
        } else {
            ""
        },
    );
    let _ = writeln!(
        out,
        "Colours: board 1's colour per round (C.04.6 art. 1.6.1; - no match played); CD colour difference; \
         Pref colour preference (art. 1.7, {} preferences);",
        preference_type_words(checklist.preference_type)
    );
    let _ = writeln!(
        out,
        "F-2, F-1 floats two rounds ago and last round (D down, U up); PAB eligible for the pairing-allocated bye ([C2], art. 2.1.2);"
    );
    let _ = writeln!(
        out,
        "Round, Opp, Col, Tbl, Fl: this round's pairing, opposing team, board 1's colour, place in the published order, float."
    );
    out
}

/// C.04.6's checklist as CSV with [`CSV_HEADER`].
fn team_swiss_csv(checklist: &TeamChecklist) -> String {
    let mut writer = ::csv::Writer::from_writer(Vec::new());
    // Writing to a Vec cannot fail.
    let _ = writer.write_record(CSV_HEADER);
    for row in &checklist.rows {
        let (table, opponent, colour, float) = match &row.this_round {
            TeamAssignment::Match {
                table,
                opponent,
                colour,
                float,
            } => (
                table.to_string(),
                opponent.to_string(),
                colour_word(*colour).to_owned(),
                float_word(*float).to_owned(),
            ),
            _ => Default::default(),
        };
        let _ = writer.write_record([
            row.team.to_string(),
            row.name.clone(),
            row.match_points.to_string(),
            row.game_points.to_string(),
            row.pairing_score.to_string(),
            history(&row.colour_history),
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
            status_word(&row.this_round).to_owned(),
            table,
            opponent,
            colour,
            float,
        ]);
    }
    String::from_utf8(writer.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// The checklist as pretty JSON with the system's key and text, and whether the round has no
/// pairing that meets the absolute criteria (`no_complete_pairing`).
#[must_use]
pub fn json(
    checklist: &TeamRoundChecklist,
    system: &rondo_systems::Descriptor,
    no_complete_pairing: bool,
) -> String {
    let mut value = json_value(checklist);
    value["system"] = Value::from(system.key);
    value["rules"] = Value::from(system.text);
    value["no_complete_pairing"] = Value::from(no_complete_pairing);
    let mut text = serde_json::to_string_pretty(&value).unwrap_or_default();
    text.push('\n');
    text
}

/// C.04.6's checklist as JSON: `{"round", "accelerated", "preference_type", "teams": [...]}`,
/// each team with the CSV's facts (scores as numbers, absent values as `null`).
fn team_swiss_json(checklist: &TeamChecklist) -> Value {
    let teams: Vec<Value> = checklist
        .rows
        .iter()
        .map(|row| {
            let this_round = match &row.this_round {
                TeamAssignment::Match {
                    table,
                    opponent,
                    colour,
                    float,
                } => json!({
                    "kind": "match",
                    "table": table,
                    "opponent": opponent,
                    "colour": colour_word(*colour),
                    "float": float.map(|f| float_word(Some(f))),
                }),
                other => json!({ "kind": status_word(other) }),
            };
            json!({
                "team": row.team,
                "name": row.name,
                "match_points": number(row.match_points),
                "game_points": number(row.game_points),
                "pairing_score": number(row.pairing_score),
                "colour_history": row.colour_history.iter().map(|c| c.map(colour_word)).collect::<Vec<_>>(),
                "colour_difference": row.colour_difference,
                "colour_preference": row.colour_preference.map(|p| colour_word(p.colour)),
                "preference_strength": row.colour_preference.map(|p| strength_word(p.strength)),
                "float_before_last": row.float_before_last.map(|f| float_word(Some(f))),
                "float_last": row.float_last.map(|f| float_word(Some(f))),
                "pab_eligible": row.pab_eligible,
                "this_round": this_round,
            })
        })
        .collect();
    json!({
        "round": checklist.round,
        "accelerated": checklist.accelerated,
        "preference_type": match checklist.preference_type {
            PreferenceType::TypeA => "type_a",
            PreferenceType::TypeB => "type_b",
            PreferenceType::NoPreferences => "none",
        },
        "teams": teams,
    })
}

/// `(Round, Opp, Col, Tbl, Fl)` cells of the text table.
fn this_round_cells(assignment: &TeamAssignment) -> (&'static str, String, String, String, String) {
    let nothing = || (String::new(), String::new(), String::new(), String::new());
    let (what, (opponent, colour, place, float)) = match assignment {
        TeamAssignment::Match {
            table,
            opponent,
            colour,
            float,
        } => (
            "match",
            (
                opponent.to_string(),
                colour_letter(*colour).to_owned(),
                table.to_string(),
                float_letter(*float).to_owned(),
            ),
        ),
        TeamAssignment::PairingBye => ("PAB", nothing()),
        TeamAssignment::Absent { absent } => (absent_cell(*absent), nothing()),
        TeamAssignment::Unpaired => ("unpaired", nothing()),
    };
    (what, opponent, colour, place, float)
}

/// Board 1's colours, one letter per earlier round (`-` where no match was played).
fn history(colours: &[Option<Colour>]) -> String {
    colours
        .iter()
        .map(|c: &Option<Colour>| c.map_or("-", colour_letter))
        .collect()
}

fn status_word(assignment: &TeamAssignment) -> &'static str {
    match assignment {
        TeamAssignment::Match { .. } => "match",
        TeamAssignment::PairingBye => "pairing_bye",
        TeamAssignment::Absent { absent } => absent_word(*absent),
        TeamAssignment::Unpaired => "unpaired",
    }
}
