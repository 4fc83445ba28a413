//! Integration tests of `rondo-trf`: the conformance corpus, broken files, round trips and
//! property tests.
#![allow(clippy::expect_used, clippy::unwrap_used)] // Test helpers may fail loudly.

mod adjust;
mod broken;
mod corpus;
mod limits;
mod models;
mod national;
mod properties;
mod reading;
mod scheduled;
mod team;
mod team_view;
mod valid;
mod writer;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use rondo_core::{RoundNo, Score, TournamentSetup};
use rondo_trf::Diagnostic;

/// The repository's `fixtures/` folder.
pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures")
}

/// The `.trf` files of the conformance corpus, sorted: every eighth one (and the largest), or all
/// of them when `RONDO_SLOW_TESTS` is set.
pub fn corpus_files() -> Vec<PathBuf> {
    let all = all_corpus_files();
    if std::env::var_os("RONDO_SLOW_TESTS").is_some() {
        return all;
    }
    let largest = all
        .iter()
        .max_by_key(|path| std::fs::metadata(path).map(|m| m.len()).unwrap_or(0))
        .cloned();
    let mut subset: Vec<PathBuf> = all.into_iter().step_by(8).collect();
    subset.extend(largest);
    subset
}

fn all_corpus_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for folder in [
        "dutch-2025",
        "dutch-2017",
        "dutch-2025-baku",
        "no-valid-pairing",
    ] {
        let dir = fixtures().join("conformance").join(folder);
        for entry in std::fs::read_dir(&dir).expect("corpus folder exists") {
            let path = entry.expect("readable entry").path();
            if path.extension().is_some_and(|e| e == "trf") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Diagnostics as the CLI prints them: the message, then the line with a caret under the column.
pub fn render_diagnostics(diagnostics: &[Diagnostic]) -> String {
    let mut text = String::new();
    for diagnostic in diagnostics {
        let _ = writeln!(text, "{}: {diagnostic}", diagnostic.severity);
        if !diagnostic.source_line.is_empty() {
            // Control characters are shown as one replacement character so the caret stays
            // under its column.
            let line: String = diagnostic
                .source_line
                .chars()
                .map(|c| if c.is_control() { '\u{FFFD}' } else { c })
                .collect();
            let _ = writeln!(text, "   | {line}");
            let caret = " ".repeat(diagnostic.location.column.saturating_sub(1));
            let _ = writeln!(text, "   | {caret}^");
        }
    }
    text
}

/// Whether two setups mean the same: equal, except that accelerations are compared as the
/// virtual points of each player in each round, raw records by their order only, absences for "the next round" as that round,
/// and a prohibition "from round 1" as one without a first round.
pub fn semantically_equal(a: &TournamentSetup, b: &TournamentSetup) -> bool {
    normalise(a) == normalise(b)
}

fn normalise(setup: &TournamentSetup) -> TournamentSetup {
    let mut setup = setup.clone();
    // Raw records keep their order, but a conversion may move them to other line numbers.
    for record in &mut setup.other_records {
        record.position = 0;
    }
    let paired = setup
        .players
        .iter()
        .filter_map(|p| p.rounds.iter().rposition(|e| e.is_paired()))
        .max()
        .map_or(0, |index| index + 1);
    let next = RoundNo::from_index(paired).unwrap();
    for absence in &mut setup.absences {
        absence.round.get_or_insert(next);
    }
    for forbidden in &mut setup.forbidden_pairs {
        if forbidden.first_round == Some(RoundNo::FIRST) {
            forbidden.first_round = None;
        }
    }
    let last_round = setup
        .accelerations
        .iter()
        .map(|a| a.last_round.get())
        .max()
        .unwrap_or(0);
    let mut accelerations = Vec::new();
    for player in &setup.players {
        for round in (1..=last_round).filter_map(RoundNo::new) {
            let points: Score = setup
                .accelerations
                .iter()
                .filter(|a| a.applies(player.id, round))
                .map(|a| a.points)
                .sum();
            if points != Score::ZERO {
                accelerations.push(rondo_core::Acceleration {
                    first_player: player.id,
                    last_player: player.id,
                    first_round: round,
                    last_round: round,
                    points,
                    match_points: None,
                });
            }
        }
    }
    setup.accelerations = accelerations;
    setup
}
