//! `rondo rating` in text, CSV and JSON: each rated player's games, score, expected score, K
//! and rating change (`rondo_core::RatingChange`).
//!
//! CSV and JSON columns (stable): `start_number,name,rating,games,score,expected,k,change`;
//! scores as the rules print them (`2.5`), the expected score with two decimals.

use std::fmt::Write as _;

use rondo_core::RatingChange;
use serde::Serialize;

#[derive(Debug, Serialize)]
struct Row<'a> {
    start_number: u16,
    name: &'a str,
    rating: u16,
    games: usize,
    score: String,
    expected: String,
    k: u8,
    change: i32,
}

fn rows(changes: &[RatingChange]) -> Vec<Row<'_>> {
    changes
        .iter()
        .map(|change| Row {
            start_number: change.player.get(),
            name: &change.name,
            rating: change.rating,
            games: change.games,
            score: change.score.to_string(),
            expected: format!(
                "{}.{:02}",
                change.expected_hundredths / 100,
                change.expected_hundredths % 100
            ),
            k: change.k,
            change: change.change,
        })
        .collect()
}

/// The changes as pretty JSON, a list of rows.
#[must_use]
pub fn json(changes: &[RatingChange]) -> String {
    let mut json = serde_json::to_string_pretty(&rows(changes)).unwrap_or_default();
    json.push('\n');
    json
}

/// The changes as CSV with a header line.
#[must_use]
pub fn csv(changes: &[RatingChange]) -> String {
    let mut writer = csv::Writer::from_writer(Vec::new());
    for row in rows(changes) {
        let _ = writer.serialize(row);
    }
    String::from_utf8(writer.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// The changes as an aligned table.
#[must_use]
pub fn text(changes: &[RatingChange]) -> String {
    let rows = rows(changes);
    let name_width = rows
        .iter()
        .map(|r| r.name.chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    let mut out = format!(
        "{:>4}  {:<name_width$}  {:>4}  {:>5}  {:>5}  {:>8}  {:>2}  {:>6}\n",
        "SNo", "Name", "Rtg", "Games", "Score", "Expected", "K", "Change"
    );
    for row in rows {
        let _ = writeln!(
            out,
            "{:>4}  {:<name_width$}  {:>4}  {:>5}  {:>5}  {:>8}  {:>2}  {:>+6}",
            row.start_number,
            row.name,
            row.rating,
            row.games,
            row.score,
            row.expected,
            row.k,
            row.change
        );
    }
    out
}
