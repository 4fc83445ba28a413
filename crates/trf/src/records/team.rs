//! The TRF-2026 team-event records other than `310`: line-ups (`300`), the team
//! pairing-allocated bye (`320`), forfeited matches (`330`), the board colour sequence (`352`)
//! and the match-point scoring (`362`).
//!
//! `300`, `320` and `330` are read by their FIDE columns (a blank number is none, so words would
//! shift); `352` and `362` by words. Numbers in them are team numbers. The writer writes each
//! at its FIDE columns, `0000` for an empty board and `  0` for a round without a team bye.

use rondo_core::{
    BoardColours, Colour, ForfeitKind, ForfeitedMatch, LineUp, MatchScoring, PlayerId, RoundNo,
    Score, TeamPairingByes, TournamentSetup,
};

use super::{
    LineSink, POINTS_EXPECTED, SourceLine, known_players, points_value, warn_duplicates,
    warn_unknown,
};
use crate::diagnostic::Sink;
use crate::player::number;
use crate::text::Columns;

/// A number field: `Ok(None)` when blank or zero.
pub(super) fn optional(
    report: &mut LineSink<'_, '_>,
    columns: &Columns<'_>,
    column: usize,
    width: usize,
    field: &'static str,
) -> Result<Option<u16>, ()> {
    let text = columns.field(column, width);
    if text.trim().is_empty() {
        return Ok(None);
    }
    match number(&text) {
        Some(0) => Ok(None),
        Some(value) => Ok(Some(value)),
        None => {
            report.invalid(column, field, text.trim(), "a number");
            Err(())
        }
    }
}

fn required(
    report: &mut LineSink<'_, '_>,
    columns: &Columns<'_>,
    column: usize,
    width: usize,
    field: &'static str,
) -> Option<u16> {
    match optional(report, columns, column, width, field) {
        Ok(Some(value)) => Some(value),
        Ok(None) => {
            report.invalid(
                column,
                field,
                columns.field(column, width).trim(),
                "a number from 1",
            );
            None
        }
        Err(()) => None,
    }
}

pub(crate) fn apply_line_ups(
    lines: &[SourceLine<'_>],
    setup: &mut TournamentSetup,
    sink: &mut Sink,
) {
    let known = known_players(setup);
    for line in lines {
        let columns = Columns::new(line.text);
        let mut report = LineSink { sink, line: *line };
        let round = required(&mut report, &columns, 5, 3, "round").and_then(RoundNo::new);
        let team = required(&mut report, &columns, 9, 3, "team number");
        let Ok(opponent) = optional(&mut report, &columns, 13, 3, "opposing team") else {
            continue;
        };
        let mut boards = Vec::new();
        let mut located = Vec::new();
        let mut ok = true;
        let mut column = 17;
        while column <= columns.len() {
            let text = columns.field(column, 4);
            if !text.trim().is_empty() {
                match number(&text) {
                    Some(0) => boards.push(None),
                    Some(id) => match PlayerId::new(id) {
                        Some(id) => {
                            located.push((column, id));
                            boards.push(Some(id));
                        }
                        None => ok = false,
                    },
                    None => {
                        report.invalid(column, "board player", text.trim(), "a start number");
                        ok = false;
                    }
                }
            }
            column += 5;
        }
        warn_unknown(&mut report, &known, &located);
        if let (true, Some(round), Some(team)) = (ok, round, team) {
            setup.line_ups.push(LineUp {
                round,
                team,
                opponent,
                boards,
            });
        }
    }
}

pub(crate) fn render_line_ups(setup: &TournamentSetup) -> Vec<String> {
    setup
        .line_ups
        .iter()
        .map(|line_up| {
            let mut line = format!(
                "300 {:>3} {:>3} {:>3}",
                line_up.round.get(),
                line_up.team,
                line_up.opponent.unwrap_or(0)
            );
            for player in &line_up.boards {
                match player {
                    Some(id) => line.push_str(&format!(" {:>4}", id.get())),
                    None => line.push_str(" 0000"),
                }
            }
            line
        })
        .collect()
}

fn points_field(
    report: &mut LineSink<'_, '_>,
    columns: &Columns<'_>,
    column: usize,
) -> Result<Option<Score>, ()> {
    let text = columns.field(column, 4);
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    match points_value(text) {
        Ok(value) => Ok(Some(value)),
        Err(()) => {
            report.invalid(column, "points", text, POINTS_EXPECTED);
            Err(())
        }
    }
}

pub(crate) fn apply_pairing_byes(
    lines: &[SourceLine<'_>],
    setup: &mut TournamentSetup,
    sink: &mut Sink,
) {
    warn_duplicates(lines, sink);
    for line in lines {
        let columns = Columns::new(line.text);
        let mut report = LineSink { sink, line: *line };
        let (Ok(match_points), Ok(game_points)) = (
            points_field(&mut report, &columns, 5),
            points_field(&mut report, &columns, 10),
        ) else {
            continue;
        };
        let mut teams = Vec::new();
        let mut column = 15;
        let mut ok = true;
        while column <= columns.len() {
            match optional(&mut report, &columns, column, 3, "team number") {
                Ok(team) => teams.push(team),
                Err(()) => ok = false,
            }
            column += 4;
        }
        // Trailing rounds without a bye say nothing.
        while teams.last() == Some(&None) {
            teams.pop();
        }
        if ok {
            setup.team_pairing_byes = Some(TeamPairingByes {
                match_points,
                game_points,
                teams,
            });
        }
    }
}

pub(crate) fn render_pairing_byes(setup: &TournamentSetup) -> Vec<String> {
    let Some(byes) = &setup.team_pairing_byes else {
        return Vec::new();
    };
    let one = |value: Option<Score>| value.map(Score::to_one_decimal).unwrap_or_default();
    let mut line = format!(
        "320 {:>4} {:>4}",
        one(byes.match_points),
        one(byes.game_points)
    );
    for team in &byes.teams {
        line.push_str(&format!(" {:>3}", team.unwrap_or(0)));
    }
    vec![line.trim_end().to_owned()]
}

pub(crate) fn apply_forfeits(
    lines: &[SourceLine<'_>],
    setup: &mut TournamentSetup,
    sink: &mut Sink,
) {
    for line in lines {
        let columns = Columns::new(line.text);
        let mut report = LineSink { sink, line: *line };
        let code = columns.field(5, 2);
        let kind = match code.as_ref() {
            "+-" => Some(ForfeitKind::WhiteWins),
            "-+" => Some(ForfeitKind::BlackWins),
            "--" => Some(ForfeitKind::Double),
            other => {
                report.invalid(5, "forfeit code", other.trim(), "+-, -+ or --");
                None
            }
        };
        let round = required(&mut report, &columns, 8, 3, "round").and_then(RoundNo::new);
        let white = required(&mut report, &columns, 12, 3, "team number");
        let black = required(&mut report, &columns, 16, 3, "team number");
        if let (Some(kind), Some(round), Some(white), Some(black)) = (kind, round, white, black) {
            setup.forfeited_matches.push(ForfeitedMatch {
                kind,
                round,
                white,
                black,
            });
        }
    }
}

pub(crate) fn render_forfeits(setup: &TournamentSetup) -> Vec<String> {
    setup
        .forfeited_matches
        .iter()
        .map(|f| {
            format!(
                "330 {} {:>3} {:>3} {:>3}",
                f.kind.code(),
                f.round.get(),
                f.white,
                f.black
            )
        })
        .collect()
}

pub(crate) fn apply_board_colours(
    lines: &[SourceLine<'_>],
    setup: &mut TournamentSetup,
    sink: &mut Sink,
) {
    warn_duplicates(lines, sink);
    for line in lines {
        let mut report = LineSink { sink, line: *line };
        let words = line.words();
        let [(column, word)] = words.as_slice() else {
            report.invalid(
                5,
                "board colour sequence",
                line.value().trim(),
                "W and B, one per board, like WBWB",
            );
            continue;
        };
        let colours: Option<Vec<Colour>> = word
            .chars()
            .map(|c| match c.to_ascii_uppercase() {
                'W' => Some(Colour::White),
                'B' => Some(Colour::Black),
                _ => None,
            })
            .collect();
        match colours {
            Some(colours) => setup.board_colours = Some(BoardColours(colours)),
            None => report.invalid(
                *column,
                "board colour sequence",
                word,
                "W and B, one per board, like WBWB",
            ),
        }
    }
}

pub(crate) fn render_board_colours(setup: &TournamentSetup) -> Vec<String> {
    setup
        .board_colours
        .iter()
        .map(|BoardColours(colours)| {
            let text: String = colours
                .iter()
                .map(|c| c.trf_char().to_ascii_uppercase())
                .collect();
            format!("352 {text}")
        })
        .collect()
}

pub(crate) fn apply_match_scoring(
    lines: &[SourceLine<'_>],
    setup: &mut TournamentSetup,
    sink: &mut Sink,
) {
    warn_duplicates(lines, sink);
    for line in lines {
        let mut report = LineSink { sink, line: *line };
        let words = line.words();
        let mut scoring = MatchScoring::default();
        let mut ok = true;
        let mut index = 0;
        while index < words.len() {
            let (column, word) = words[index];
            index += 1;
            let upper = word.to_ascii_uppercase();
            let Some(code) = ["TW", "TD", "TL"]
                .into_iter()
                .find(|code| upper.starts_with(code))
            else {
                report.invalid(column, "362 code", word, "TW, TD or TL");
                ok = false;
                continue;
            };
            let attached = &word[2..];
            let (value_column, value_text) = if !attached.is_empty() {
                (column + 2, attached)
            } else if let Some((value_column, value)) = words.get(index) {
                index += 1;
                (*value_column, *value)
            } else {
                (column + 2, "")
            };
            match points_value(value_text) {
                Ok(value) => match code {
                    "TW" => scoring.win = value,
                    "TD" => scoring.draw = value,
                    _ => scoring.loss = value,
                },
                Err(()) => {
                    report.invalid(value_column, "match points", value_text, POINTS_EXPECTED);
                    ok = false;
                }
            }
        }
        if ok {
            setup.match_scoring = Some(scoring);
        }
    }
}

pub(crate) fn render_match_scoring(setup: &TournamentSetup) -> Vec<String> {
    setup
        .match_scoring
        .iter()
        .map(|scoring| {
            format!(
                "362 TW {:>4}  TD {:>4}  TL {:>4}",
                scoring.win.to_one_decimal(),
                scoring.draw.to_one_decimal(),
                scoring.loss.to_one_decimal()
            )
        })
        .collect()
}
