//! A round as published (`rondo round FILE N`): the boards in the published order of C.04.2,
//! each player with number, name, rating and points before the round, the result where entered;
//! then the players without a board (the pairing-allocated bye, byes, absences). Text, CSV, JSON
//! and HTML, as pure functions of a [`Sheet`].
//!
//! CSV columns: `board,kind,white,white_name,white_rating,white_points,black,black_name,
//! black_rating,black_points,result`; `kind` is `game` for a board (then `result` is `1-0`,
//! `½-½`, `0-1`, `+-`, `-+`, `--`, with ` unrated` for a game not rated, or empty while the game
//! has no result), else the entry of a player without a board (`pairing_bye`, `half_point_bye`,
//! `full_point_bye`, `zero_point_bye`, `forfeit_win`, `forfeit_loss`, `not_paired`), whose
//! columns are the `white_` ones and whose `result` is the points it is worth.

use std::fmt::Write as _;

use rondo_core::{
    GameResult, Player, PlayerId, RecordedBoard, RoundEntry, RoundNo, Score, Tournament, Unplayed,
};
use serde::Serialize;

use super::standings::{STYLE, escape, number, table};

/// The published round.
#[derive(Clone, Debug, Serialize)]
pub struct Sheet {
    /// The tournament's name.
    pub title: String,
    /// The round.
    pub round: u16,
    /// The boards, in the published order.
    pub boards: Vec<SheetBoard>,
    /// The players without a board.
    pub others: Vec<SheetSingle>,
}

/// A player as the sheet shows them.
#[derive(Clone, Debug, Serialize)]
pub struct SheetPlayer {
    /// The start number.
    pub player: PlayerId,
    /// The name.
    pub name: String,
    /// The rating, if any.
    pub rating: Option<u16>,
    /// Points before the round.
    #[serde(serialize_with = "decimal")]
    pub points: Score,
}

/// One board.
#[derive(Clone, Debug, Serialize)]
pub struct SheetBoard {
    /// The board number, from 1.
    pub board: usize,
    /// White.
    pub white: SheetPlayer,
    /// Black.
    pub black: SheetPlayer,
    /// The result, `None` while the game has none.
    pub result: Option<String>,
}

/// A player without a board.
#[derive(Clone, Debug, Serialize)]
pub struct SheetSingle {
    /// The player.
    pub player: SheetPlayer,
    /// The entry.
    pub kind: SingleKind,
    /// The points the entry is worth.
    #[serde(serialize_with = "decimal")]
    pub scored: Score,
}

impl Sheet {
    /// The sheet of `round` as the tournament records it.
    #[must_use]
    pub fn new(tournament: &Tournament, round: RoundNo) -> Sheet {
        let index = round.index();
        let scoring = &tournament.setup().scoring;
        let sheet_player = |id: PlayerId| {
            let player = tournament.player(id);
            SheetPlayer {
                player: id,
                name: player.map_or_else(String::new, |p| p.name.clone()),
                rating: player.and_then(|p| p.rating).map(|rating| rating.0),
                points: player.map_or(Score::ZERO, |p| tournament.score_before(p, round)),
            }
        };
        let entry = |id: PlayerId| tournament.player(id).map(|p: &Player| p.entry(index));
        let mut boards = Vec::new();
        let mut others = Vec::new();
        for recorded in tournament.recorded_boards(round, true) {
            match recorded {
                RecordedBoard::Pair { white, black, .. } => boards.push(SheetBoard {
                    board: boards.len() + 1,
                    white: sheet_player(white),
                    black: sheet_player(black),
                    result: entry(white)
                        .zip(entry(black))
                        .and_then(|(white, black)| result(white, black)),
                }),
                RecordedBoard::Single { player, entry } => others.push(SheetSingle {
                    player: sheet_player(player),
                    kind: SingleKind::of(entry),
                    scored: scoring.points(RoundEntry::Unplayed(entry)),
                }),
            }
        }
        Sheet {
            title: tournament
                .setup()
                .header
                .name
                .clone()
                .unwrap_or_else(|| "Tournament".to_owned()),
            round: round.get(),
            boards,
            others,
        }
    }
}

/// A round asked for that the file has not published, and how to pair the next one.
#[must_use]
pub fn not_published(file: &std::path::Path, round: RoundNo, paired: u16) -> String {
    format!(
        "{}: round {round} is not published (the file holds {paired} paired round(s)); rondo \
         pair {} pairs the next one",
        file.display(),
        file.display()
    )
}

/// The sheet as aligned text.
#[must_use]
pub fn text(sheet: &Sheet) -> String {
    let mut out = format!("{}: round {}\n\n", sheet.title, sheet.round);
    let header: Vec<String> = [
        "Board", "No", "White", "Rtg", "Pts", "Result", "No", "Black", "Rtg", "Pts",
    ]
    .map(str::to_owned)
    .to_vec();
    let rows: Vec<Vec<String>> = sheet
        .boards
        .iter()
        .map(|board| {
            let mut row = vec![board.board.to_string()];
            row.extend(player_cells(&board.white));
            row.push(board.result.clone().unwrap_or_default());
            row.extend(player_cells(&board.black));
            row
        })
        .collect();
    out.push_str(&table(&header, &rows, &[2, 5, 7]));
    if !sheet.others.is_empty() {
        out.push_str("\nWithout a board:\n");
        let header: Vec<String> = ["No", "Name", "Rtg", "Pts", "", "Scores"]
            .map(str::to_owned)
            .to_vec();
        let rows: Vec<Vec<String>> = sheet
            .others
            .iter()
            .map(|single| {
                let mut row = player_cells(&single.player).to_vec();
                row.push(single.kind.words().to_owned());
                row.push(single.scored.to_string());
                row
            })
            .collect();
        out.push_str(&table(&header, &rows, &[1, 4]));
    }
    out
}

/// The sheet as CSV (see the module docs for the columns).
#[must_use]
pub fn csv(sheet: &Sheet) -> String {
    let mut writer = ::csv::Writer::from_writer(Vec::new());
    let _ = writer.write_record([
        "board",
        "kind",
        "white",
        "white_name",
        "white_rating",
        "white_points",
        "black",
        "black_name",
        "black_rating",
        "black_points",
        "result",
    ]);
    for board in &sheet.boards {
        let mut record = vec![board.board.to_string(), "game".to_owned()];
        record.extend(player_cells(&board.white));
        record.extend(player_cells(&board.black));
        record.push(board.result.clone().unwrap_or_default());
        let _ = writer.write_record(&record);
    }
    for single in &sheet.others {
        let mut record = vec![String::new(), single.kind.code().to_owned()];
        record.extend(player_cells(&single.player));
        record.extend([String::new(), String::new(), String::new(), String::new()]);
        record.push(single.scored.to_string());
        let _ = writer.write_record(&record);
    }
    String::from_utf8(writer.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// The sheet as pretty JSON.
#[must_use]
pub fn json(sheet: &Sheet) -> String {
    let mut text = serde_json::to_string_pretty(sheet).unwrap_or_default();
    text.push('\n');
    text
}

/// The sheet as a printable page, styled as the standings page.
#[must_use]
pub fn html(sheet: &Sheet) -> String {
    let title = escape(&sheet.title);
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}: round {round}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n\
         <header>\n<h1>{title}</h1>\n<p class=\"meta\">Round {round}</p>\n</header>\n",
        round = sheet.round
    );
    out.push_str(
        "<section>\n<h2>Pairings</h2>\n<table class=\"standings\">\n<thead><tr>\
         <th class=\"num\">Bd</th><th class=\"num\">No</th><th class=\"name\">White</th>\
         <th class=\"num\">Rtg</th><th class=\"num\">Pts</th><th>Result</th>\
         <th class=\"num\">No</th><th class=\"name\">Black</th><th class=\"num\">Rtg</th>\
         <th class=\"num\">Pts</th></tr></thead>\n<tbody>\n",
    );
    for board in &sheet.boards {
        let _ = write!(out, "<tr><td class=\"num\">{}</td>", board.board);
        html_player(&mut out, &board.white);
        let _ = write!(
            out,
            "<td>{}</td>",
            escape(board.result.as_deref().unwrap_or(""))
        );
        html_player(&mut out, &board.black);
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n</section>\n");
    if !sheet.others.is_empty() {
        out.push_str(
            "<section>\n<h2>Without a board</h2>\n<table class=\"standings\">\n<thead><tr>\
             <th class=\"num\">No</th><th class=\"name\">Name</th><th class=\"num\">Rtg</th>\
             <th class=\"num\">Pts</th><th></th><th class=\"num\">Scores</th></tr></thead>\n\
             <tbody>\n",
        );
        for single in &sheet.others {
            out.push_str("<tr>");
            html_player(&mut out, &single.player);
            let _ = writeln!(
                out,
                "<td>{}</td><td class=\"num\">{}</td></tr>",
                single.kind.words(),
                single.scored
            );
        }
        out.push_str("</tbody>\n</table>\n</section>\n");
    }
    out.push_str(
        "<footer>\n<p class=\"generator\">Made with rondo.</p>\n</footer>\n</body>\n</html>\n",
    );
    out
}

/// A score as a JSON number (`1.5`, `3`), as the standings write points.
fn decimal<S: serde::Serializer>(score: &Score, serializer: S) -> Result<S::Ok, S::Error> {
    number(&score.to_string()).serialize(serializer)
}

/// Number, name, rating (empty when unrated) and points before the round.
fn player_cells(player: &SheetPlayer) -> [String; 4] {
    [
        player.player.to_string(),
        player.name.clone(),
        player.rating.map_or_else(String::new, |r| r.to_string()),
        player.points.to_string(),
    ]
}

fn html_player(out: &mut String, player: &SheetPlayer) {
    let [number, name, rating, points] = player_cells(player);
    let _ = write!(
        out,
        "<td class=\"num\">{number}</td><td class=\"name\">{}</td><td class=\"num\">{rating}</td>\
         <td class=\"num\">{points}</td>",
        escape(&name)
    );
}

/// The result of a board from White's entry and Black's, `None` while it has none.
fn result(white: RoundEntry, black: RoundEntry) -> Option<String> {
    let forfeit_won = |entry| matches!(entry, RoundEntry::Unplayed(Unplayed::ForfeitWin { .. }));
    Some(match white {
        RoundEntry::Game { result, .. } => {
            let (code, unrated) = match result {
                GameResult::Win => ("1-0", false),
                GameResult::Draw => ("½-½", false),
                GameResult::Loss => ("0-1", false),
                GameResult::UnratedWin => ("1-0", true),
                GameResult::UnratedDraw => ("½-½", true),
                GameResult::UnratedLoss => ("0-1", true),
            };
            if unrated {
                format!("{code} unrated")
            } else {
                code.to_owned()
            }
        }
        RoundEntry::Unplayed(Unplayed::ForfeitWin { .. }) => "+-".to_owned(),
        RoundEntry::Unplayed(Unplayed::ForfeitLoss { .. }) if forfeit_won(black) => "-+".to_owned(),
        RoundEntry::Unplayed(Unplayed::ForfeitLoss { .. }) => "--".to_owned(),
        RoundEntry::Scheduled { .. } | RoundEntry::Unplayed(_) => return None,
    })
}

/// What a player without a board has in the round.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SingleKind {
    /// The pairing-allocated bye.
    PairingBye,
    /// A half-point bye.
    HalfPointBye,
    /// A full-point bye.
    FullPointBye,
    /// A zero-point bye or absence.
    ZeroPointBye,
    /// A forfeit win without an opponent named.
    ForfeitWin,
    /// A forfeit loss without an opponent named.
    ForfeitLoss,
    /// Not paired (a blank entry).
    NotPaired,
}

impl SingleKind {
    fn of(entry: Unplayed) -> SingleKind {
        match entry {
            Unplayed::PairingBye => SingleKind::PairingBye,
            Unplayed::HalfPointBye => SingleKind::HalfPointBye,
            Unplayed::FullPointBye => SingleKind::FullPointBye,
            Unplayed::ZeroPointBye => SingleKind::ZeroPointBye,
            Unplayed::ForfeitWin { .. } => SingleKind::ForfeitWin,
            Unplayed::ForfeitLoss { .. } => SingleKind::ForfeitLoss,
            Unplayed::NotPaired => SingleKind::NotPaired,
        }
    }

    /// The CSV and JSON name.
    fn code(self) -> &'static str {
        match self {
            SingleKind::PairingBye => "pairing_bye",
            SingleKind::HalfPointBye => "half_point_bye",
            SingleKind::FullPointBye => "full_point_bye",
            SingleKind::ZeroPointBye => "zero_point_bye",
            SingleKind::ForfeitWin => "forfeit_win",
            SingleKind::ForfeitLoss => "forfeit_loss",
            SingleKind::NotPaired => "not_paired",
        }
    }

    /// The words for people.
    fn words(self) -> &'static str {
        match self {
            SingleKind::PairingBye => "pairing-allocated bye",
            SingleKind::HalfPointBye => "half-point bye",
            SingleKind::FullPointBye => "full-point bye",
            SingleKind::ZeroPointBye => "zero-point bye",
            SingleKind::ForfeitWin => "forfeit win",
            SingleKind::ForfeitLoss => "forfeit loss",
            SingleKind::NotPaired => "not paired",
        }
    }
}
