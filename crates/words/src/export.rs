//! The rows of `rondo export`: one per board of every round, for rating pipelines.
//!
//! A row is a game, a forfeit or a player alone (a bye). Nothing that happened in a round is
//! dropped: forfeits, byes and unrated games are rows with `played` and `rated` telling what
//! they are. Blank round entries (the player was not in the round) and pairings still waiting
//! for their result are not rows. The columns are documented in README.md and are stable.

use rondo_core::{Player, RecordedBoard, RoundEntry, RoundNo, Tournament, Unplayed};
use serde::Serialize;

use crate::diagnostic::{self, Diagnostic, Severity};

/// The longest header text (tournament name, city, federation, dates) that an export repeats
/// in every row. Real names are a few dozen characters; without a limit a megabyte-long name in
/// a file of a megabyte became hundreds of megabytes of output.
pub const MAX_REPEATED_FIELD: usize = 1_000;

/// The header texts an export repeats in every row that are longer than
/// [`MAX_REPEATED_FIELD`], as error diagnostics about `path`, each at the first line of its
/// record in `file` (else at the top of the file). Empty when every text fits.
#[must_use]
pub fn too_long_fields(
    path: &std::path::Path,
    file: &rondo_trf::TrfFile,
    tournament: &Tournament,
) -> String {
    let header = &tournament.setup().header;
    let fields = [
        ("012", "tournament name", &header.name),
        ("022", "city", &header.city),
        ("032", "federation", &header.federation),
        ("042", "start date", &header.start_date),
        ("052", "end date", &header.end_date),
    ];
    let mut rendered = String::new();
    for (code, what, value) in fields {
        let Some(length) = (value.as_deref())
            .map(|text| text.chars().count())
            .filter(|length| *length > MAX_REPEATED_FIELD)
        else {
            continue;
        };
        let line = (1..)
            .map_while(|number| file.line_text(number).map(|text| (number, text)))
            .find(|(_, text)| text.starts_with(code));
        rendered.push_str(&diagnostic::render(&Diagnostic {
            path,
            line: Some(line.map_or(1, |(number, _)| number)),
            column: Some(if line.is_some() { 5 } else { 1 }),
            severity: Severity::Error,
            message: format!(
                "the {what} is {length} characters long; export repeats it in every row and \
                 takes at most {MAX_REPEATED_FIELD}"
            ),
            source_line: line.map(|(_, text)| text.to_owned()),
        }));
    }
    rendered
}

/// A note naming the pairings left out because they have no result yet, or nothing.
#[must_use]
pub fn pending_note(file: &std::path::Path, tournament: &Tournament) -> String {
    let pending = tournament
        .players()
        .iter()
        .flat_map(|player| player.rounds.iter())
        .filter(|entry| entry.is_scheduled())
        .count()
        .div_ceil(2);
    if pending == 0 {
        return String::new();
    }
    let noun = if pending == 1 { "board" } else { "boards" };
    format!(
        "{}: note: {pending} {noun} without a result yet are not exported\n",
        file.display()
    )
}

/// One exported row: a game, a forfeit or a player alone. Field order is the CSV column order.
#[derive(Debug, Serialize)]
pub struct ExportRow<'a> {
    /// The file the row comes from, as the caller names it.
    pub file: String,
    /// The tournament's name (`012`), or empty.
    pub tournament: &'a str,
    /// The city (`022`), or empty.
    pub city: &'a str,
    /// The federation (`032`), or empty.
    pub federation: &'a str,
    /// The start date (`042`) as written, or empty.
    pub start_date: &'a str,
    /// The end date (`052`) as written, or empty.
    pub end_date: &'a str,
    /// The round.
    pub round: u16,
    /// The board number within the round, from 1.
    pub board: usize,
    /// What the row is: `game`, `unrated_game`, `forfeit`, `double_forfeit`, or the kind of bye or absence.
    pub kind: &'static str,
    /// Whether the game was played over the board.
    pub played: bool,
    /// Whether the game counts for rating.
    pub rated: bool,
    /// White's start number (the player alone, for a bye).
    pub white_start_number: u16,
    /// White's name.
    pub white_name: &'a str,
    /// White's FIDE id, if any.
    pub white_fide_id: Option<u64>,
    /// White's federation, or empty.
    pub white_federation: &'a str,
    /// White's rating, if any.
    pub white_rating: Option<u16>,
    /// White's TRF result code.
    pub white_code: String,
    /// The points White scored, as written in TRF.
    pub white_points: String,
    /// Black's start number; `None` for a player alone.
    pub black_start_number: Option<u16>,
    /// Black's name, or empty.
    pub black_name: &'a str,
    /// Black's FIDE id, if any.
    pub black_fide_id: Option<u64>,
    /// Black's federation, or empty.
    pub black_federation: &'a str,
    /// Black's rating, if any.
    pub black_rating: Option<u16>,
    /// Black's TRF result code, or empty.
    pub black_code: String,
    /// The points Black scored, or empty.
    pub black_points: String,
}
/// The rows of every round of `tournament`, as `rondo export` writes them; `file` fills the
/// `file` column. Pairings still waiting for their result are left out.
#[must_use]
pub fn rows<'a>(file: &str, tournament: &'a Tournament) -> Vec<ExportRow<'a>> {
    let header = &tournament.setup().header;
    let text = |field: &'a Option<String>| field.as_deref().unwrap_or("");
    let scoring = tournament.setup().scoring;
    let mut rows = Vec::new();
    for round in RoundNo::FIRST.up_to_inclusive(tournament.n_rounds()) {
        for (board_index, board) in tournament
            .recorded_boards(round, false)
            .into_iter()
            .enumerate()
        {
            let (white, black) = match board {
                RecordedBoard::Pair { white, black, .. } => (white, Some(black)),
                RecordedBoard::Single { player, .. } => (player, None),
            };
            let Some(white) = tournament.player(white) else {
                continue;
            };
            let black = black.and_then(|id| tournament.player(id));
            let white_entry = white.entry(round.index());
            // A pairing without a result has not happened yet: nothing to rate.
            if white_entry.is_scheduled() {
                continue;
            }
            let black_entry = black.map(|player| player.entry(round.index()));
            let (kind, played, rated) = classify(white_entry, black_entry);
            rows.push(ExportRow {
                file: file.to_owned(),
                tournament: text(&header.name),
                city: text(&header.city),
                federation: text(&header.federation),
                start_date: text(&header.start_date),
                end_date: text(&header.end_date),
                round: round.get(),
                board: board_index + 1,
                kind,
                played,
                rated,
                white_start_number: white.id.get(),
                white_name: &white.name,
                white_fide_id: white.fide_id,
                white_federation: player_federation(white),
                white_rating: white.rating.map(|r| r.0),
                white_code: rondo_trf::result_code(white_entry).to_string(),
                white_points: scoring.points(white_entry).to_string(),
                black_start_number: black.map(|p| p.id.get()),
                black_name: black.map_or("", |p| p.name.as_str()),
                black_fide_id: black.and_then(|p| p.fide_id),
                black_federation: black.map_or("", player_federation),
                black_rating: black.and_then(|p| p.rating.map(|r| r.0)),
                black_code: black_entry
                    .map(rondo_trf::result_code)
                    .map(String::from)
                    .unwrap_or_default(),
                black_points: black_entry
                    .map(|entry| scoring.points(entry).to_string())
                    .unwrap_or_default(),
            });
        }
    }
    rows
}
fn player_federation(player: &Player) -> &str {
    player.federation.as_deref().unwrap_or("")
}

/// The row's kind, whether it was played over the board, and whether it is rated.
fn classify(white: RoundEntry, black: Option<RoundEntry>) -> (&'static str, bool, bool) {
    match (white, black) {
        (RoundEntry::Game { result, .. }, _) if result.is_rated() => ("game", true, true),
        (RoundEntry::Game { .. }, _) => ("unrated_game", true, false),
        // `rows` leaves pending pairings out; named for completeness.
        (RoundEntry::Scheduled { .. }, _) => ("pending", false, false),
        (
            RoundEntry::Unplayed(Unplayed::ForfeitLoss { .. }),
            Some(RoundEntry::Unplayed(Unplayed::ForfeitLoss { .. })),
        ) => ("double_forfeit", false, false),
        (
            RoundEntry::Unplayed(Unplayed::ForfeitWin { .. } | Unplayed::ForfeitLoss { .. }),
            Some(_),
        ) => ("forfeit", false, false),
        (RoundEntry::Unplayed(unplayed), _) => (
            match unplayed {
                Unplayed::ForfeitWin { .. } => "forfeit_win_without_opponent",
                Unplayed::ForfeitLoss { .. } => "forfeit_loss_without_opponent",
                Unplayed::PairingBye => "pairing_bye",
                Unplayed::HalfPointBye => "half_point_bye",
                Unplayed::FullPointBye => "full_point_bye",
                Unplayed::ZeroPointBye => "zero_point_bye",
                Unplayed::NotPaired => "not_paired",
            },
            false,
            false,
        ),
    }
}

/// The fields of [`ExportRow`], in its order (the CSV column order).
const COLUMNS: [&str; 25] = [
    "file",
    "tournament",
    "city",
    "federation",
    "start_date",
    "end_date",
    "round",
    "board",
    "kind",
    "played",
    "rated",
    "white_start_number",
    "white_name",
    "white_fide_id",
    "white_federation",
    "white_rating",
    "white_code",
    "white_points",
    "black_start_number",
    "black_name",
    "black_fide_id",
    "black_federation",
    "black_rating",
    "black_code",
    "black_points",
];

impl ExportRow<'_> {
    /// The row as one line of JSON (`rondo export --format jsonl`), fields in the CSV column
    /// order: points as numbers, and `null` for every value the row does not have (the CSV
    /// writes those as empty fields).
    #[must_use]
    pub fn to_json_line(&self) -> String {
        json_row(self)
    }
}

fn json_row(row: &ExportRow<'_>) -> String {
    let value = serde_json::to_value(row).unwrap_or_default();
    let mut fields = Vec::with_capacity(COLUMNS.len());
    for key in COLUMNS {
        let field = match value.get(key) {
            Some(serde_json::Value::String(text)) if text.is_empty() => serde_json::Value::Null,
            Some(serde_json::Value::String(text)) if key.ends_with("_points") => {
                text.parse::<serde_json::Number>().map_or_else(
                    |_| serde_json::Value::String(text.clone()),
                    serde_json::Value::Number,
                )
            }
            Some(other) => other.clone(),
            None => serde_json::Value::Null,
        };
        fields.push(format!("{}:{field}", serde_json::Value::from(key)));
    }
    format!("{{{}}}", fields.join(","))
}

#[cfg(test)]
mod json_tests {
    use super::COLUMNS;

    #[test]
    fn the_json_columns_are_the_csv_columns() {
        let mut writer = csv::Writer::from_writer(Vec::new());
        let row = super::ExportRow {
            file: String::new(),
            tournament: "",
            city: "",
            federation: "",
            start_date: "",
            end_date: "",
            round: 1,
            board: 1,
            kind: "game",
            played: true,
            rated: true,
            white_start_number: 1,
            white_name: "",
            white_fide_id: None,
            white_federation: "",
            white_rating: None,
            white_code: "1".to_owned(),
            white_points: "1".to_owned(),
            black_start_number: Some(2),
            black_name: "",
            black_fide_id: None,
            black_federation: "",
            black_rating: None,
            black_code: "0".to_owned(),
            black_points: "0".to_owned(),
        };
        writer.serialize(&row).ok();
        let csv = String::from_utf8(writer.into_inner().unwrap_or_default()).unwrap_or_default();
        assert_eq!(csv.lines().next(), Some(COLUMNS.join(",").as_str()));
        let json = super::json_row(&row);
        assert!(
            json.starts_with(r#"{"file":null,"tournament":null"#),
            "{json}"
        );
        assert!(json.contains(r#""white_points":1,"#), "{json}");
        assert!(json.contains(r#""white_rating":null"#), "{json}");
    }
}
