//! The pairing checklist of an Olympiad round (D.02, 2022) in words: aligned text, CSV and
//! JSON, in the terms and with the articles of D.02.
//!
//! CSV (stable; one row per team, in the order of 3.2, the teams not paired last), header:
//! `team,name,rank,pairing_number,match_points,game_points,sonneborn_berger,colour_history,
//! colour_difference,may_receive_white,may_receive_black,bye_eligible,bye_barred_by,group,
//! median_group,float,this_round,table,opponent,colour`
//! - `rank`: the place in the ranking of 3.2 among the teams to be paired (empty for a team
//!   not paired); `pairing_number`: the initial pairing number of 3.1;
//! - `sonneborn_berger`: the Olympiad Sonneborn-Berger, under the ECU's ranking only;
//! - `colour_history`: board 1's colour of each earlier round (7.1), `W`, `B`, or `-` when the
//!   team played no match over the board (7.7); `may_receive_white`, `may_receive_black`:
//!   whether the colour keeps the team within the limits of 7.3;
//! - `bye_barred_by`: why 4.2 bars the bye, `;`-separated: `had_bye` (4.2.1),
//!   `won_by_default` (4.2.2), `full_point_bye`, `late_entry` (joined after round 1);
//! - `group`: the match points of the group (6.3) the team was paired in; `median_group`
//!   whether that is the Median Group (6.4); `float`: `up` (8.2) or `down` (8.3) when the team
//!   was moved into that group;
//! - `this_round`: `match`, `pairing_bye`, `half_point_bye`, `full_point_bye`,
//!   `zero_point_bye`, `not_in_round` or `unpaired`; `table` (the place in the published order
//!   of 11.1), `opponent` (a team number) and `colour` (board 1's) are filled for a match only.

use std::fmt::Write as _;

use rondo_systems::olympiad::{ByeBar, OlympiadChecklist, OlympiadChecklistRow, RankingOrder};
use rondo_systems::team::TeamAssignment;
use serde_json::{Value, json};

use super::{history, status_word, this_round_cells};
use crate::checklist::aligned;
use crate::checklist::{colour_word, float_letter, float_word, number, signed};

/// The CSV header, in order.
pub const CSV_HEADER: [&str; 20] = [
    "team",
    "name",
    "rank",
    "pairing_number",
    "match_points",
    "game_points",
    "sonneborn_berger",
    "colour_history",
    "colour_difference",
    "may_receive_white",
    "may_receive_black",
    "bye_eligible",
    "bye_barred_by",
    "group",
    "median_group",
    "float",
    "this_round",
    "table",
    "opponent",
    "colour",
];

/// A cause of 4.2 in the CSV and JSON.
fn bar_word(bar: ByeBar) -> &'static str {
    match bar {
        ByeBar::HadBye => "had_bye",
        ByeBar::WonByDefault => "won_by_default",
        ByeBar::FullPointBye => "full_point_bye",
        ByeBar::LateEntry => "late_entry",
    }
}

/// A cause of 4.2 in the text table.
fn bar_cell(bar: ByeBar) -> &'static str {
    match bar {
        ByeBar::HadBye => "had bye",
        ByeBar::WonByDefault => "won by default",
        ByeBar::FullPointBye => "full-point bye",
        ByeBar::LateEntry => "late entry",
    }
}

/// The text cell of 7.3: the colours the limits forbid, empty when both are allowed.
fn limits_cell(row: &OlympiadChecklistRow) -> &'static str {
    match (row.within_limits.white, row.within_limits.black) {
        (true, true) => "",
        (false, true) => "no W",
        (true, false) => "no B",
        (false, false) => "no W/B",
    }
}

fn in_median_group(checklist: &OlympiadChecklist, row: &OlympiadChecklistRow) -> bool {
    row.group.is_some() && row.group == checklist.median_group
}

/// The checklist as aligned columns, with a legend. `system` names the rules (for the title).
pub fn text(checklist: &OlympiadChecklist, title: &str, system: &str) -> String {
    let european = checklist.ranking == RankingOrder::European;
    let mut header = vec!["Rk", "No", "Team", "IPN", "MP", "GP"];
    if european {
        header.push("SB");
    }
    header.extend([
        "Colours", "CD", "7.3", "Bye", "Group", "Fl", "Round", "Opp", "Col", "Tbl",
    ]);
    let table: Vec<Vec<String>> = checklist
        .rows
        .iter()
        .map(|row| {
            let mut cells = vec![
                row.rank.map_or_else(String::new, |rank| rank.to_string()),
                row.team.to_string(),
                row.name.clone(),
                row.pairing_number.to_string(),
                row.match_points.to_string(),
                row.game_points.to_string(),
            ];
            if european {
                cells.push(
                    row.sonneborn_berger
                        .map_or_else(String::new, |sb| sb.to_string()),
                );
            }
            let bye = if row.bye_eligible() {
                "yes".to_owned()
            } else {
                let causes: Vec<&str> = row.bye_bars.iter().map(|&bar| bar_cell(bar)).collect();
                format!("no: {}", causes.join(", "))
            };
            let group = row.group.map_or_else(String::new, |points| {
                if in_median_group(checklist, row) {
                    format!("{points} M")
                } else {
                    points.to_string()
                }
            });
            let (what, opponent, colour, place, _) = this_round_cells(&row.this_round);
            cells.extend([
                history(&row.colour_history),
                signed(row.colour_difference),
                limits_cell(row).to_owned(),
                bye,
                group,
                float_letter(row.float).to_owned(),
                what.to_owned(),
                opponent,
                colour,
                place,
            ]);
            cells
        })
        .collect();
    let right = |name: &str| {
        matches!(
            name,
            "Rk" | "No" | "IPN" | "MP" | "GP" | "SB" | "CD" | "Opp" | "Tbl"
        )
    };
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
        "Rk place in the ranking of 3.2 ({}); No team number; IPN initial pairing number (3.1);",
        if european {
            "the ECU's order: match points, Olympiad Sonneborn-Berger, IPN"
        } else {
            "match points, then IPN"
        }
    );
    let _ = writeln!(
        out,
        "MP match points, GP game points{}; Colours: board 1's colour per round (7.1; - no match played, 7.7);",
        if european {
            ", SB Olympiad Sonneborn-Berger"
        } else {
            ""
        }
    );
    let _ = writeln!(
        out,
        "CD colour difference; 7.3 the colour the limits of 7.3 forbid (a difference beyond ±2, or three times running);"
    );
    let _ = writeln!(
        out,
        "Bye whether 4.2 allows the bye, else why (had bye 4.2.1, won by default 4.2.2, full-point bye, late entry: joined after round 1);"
    );
    let median = match (checklist.median_group, checklist.median_team) {
        (Some(points), Some(team)) => {
            format!("M the Median Group of 6.4, {points} match points, median team {team}")
        }
        _ => "no Median Group".to_owned(),
    };
    let _ = writeln!(
        out,
        "Group the match points of the group the team was paired in (6.3; {median}); Fl moved up into it (8.2) or down (8.3);"
    );
    let _ = writeln!(
        out,
        "Round, Opp, Col, Tbl: this round's pairing, opposing team, board 1's colour, place in the published order (11.1)."
    );
    out
}

/// The checklist as CSV with [`CSV_HEADER`].
pub fn csv(checklist: &OlympiadChecklist) -> String {
    let mut writer = ::csv::Writer::from_writer(Vec::new());
    // Writing to a Vec cannot fail.
    let _ = writer.write_record(CSV_HEADER);
    for row in &checklist.rows {
        let (table, opponent, colour) = match &row.this_round {
            TeamAssignment::Match {
                table,
                opponent,
                colour,
                ..
            } => (
                table.to_string(),
                opponent.to_string(),
                colour_word(*colour).to_owned(),
            ),
            _ => Default::default(),
        };
        let causes: Vec<&str> = row.bye_bars.iter().map(|&bar| bar_word(bar)).collect();
        let _ = writer.write_record([
            row.team.to_string(),
            row.name.clone(),
            row.rank.map_or_else(String::new, |rank| rank.to_string()),
            row.pairing_number.to_string(),
            row.match_points.to_string(),
            row.game_points.to_string(),
            row.sonneborn_berger
                .map_or_else(String::new, |sb| sb.to_string()),
            history(&row.colour_history),
            row.colour_difference.to_string(),
            row.within_limits.white.to_string(),
            row.within_limits.black.to_string(),
            row.bye_eligible().to_string(),
            causes.join(";"),
            row.group
                .map_or_else(String::new, |points| points.to_string()),
            in_median_group(checklist, row).to_string(),
            float_word(row.float).to_owned(),
            status_word(&row.this_round).to_owned(),
            table,
            opponent,
            colour,
        ]);
    }
    String::from_utf8(writer.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// The checklist as JSON: `{"round", "ranking", "median_team", "median_group", "teams":
/// [...]}`, each team with the CSV's facts (scores as numbers, absent values as `null`).
pub fn json_value(checklist: &OlympiadChecklist) -> Value {
    let teams: Vec<Value> = checklist
        .rows
        .iter()
        .map(|row| {
            let this_round = match &row.this_round {
                TeamAssignment::Match {
                    table,
                    opponent,
                    colour,
                    ..
                } => json!({
                    "kind": "match",
                    "table": table,
                    "opponent": opponent,
                    "colour": colour_word(*colour),
                }),
                other => json!({ "kind": status_word(other) }),
            };
            json!({
                "team": row.team,
                "name": row.name,
                "rank": row.rank,
                "pairing_number": row.pairing_number,
                "match_points": number(row.match_points),
                "game_points": number(row.game_points),
                "sonneborn_berger": row.sonneborn_berger.map(number),
                "colour_history": row.colour_history.iter().map(|c| c.map(colour_word)).collect::<Vec<_>>(),
                "colour_difference": row.colour_difference,
                "may_receive_white": row.within_limits.white,
                "may_receive_black": row.within_limits.black,
                "bye_eligible": row.bye_eligible(),
                "bye_barred_by": row.bye_bars.iter().map(|&bar| bar_word(bar)).collect::<Vec<_>>(),
                "group": row.group.map(number),
                "median_group": in_median_group(checklist, row),
                "float": row.float.map(|f| float_word(Some(f))),
                "this_round": this_round,
            })
        })
        .collect();
    json!({
        "round": checklist.round,
        "ranking": match checklist.ranking {
            RankingOrder::Olympiad => "olympiad",
            RankingOrder::European => "european",
        },
        "median_team": checklist.median_team,
        "median_group": checklist.median_group.map(number),
        "teams": teams,
    })
}
