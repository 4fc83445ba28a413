//! `rondo export`: no game is lost between the TRF files and the rows.

use crate::support::{arg, fixture_files, rondo};

/// Counts the boards of a TRF file from its raw text, independently of rondo's model: every
/// round block with an opponent is half a pair, every block without one but with a result code
/// other than blank is a single row.
fn boards_in_raw_trf(text: &str) -> usize {
    let mut half_pairs = 0;
    let mut singles = 0;
    for line in text
        .split(['\r', '\n'])
        .filter(|line| line.starts_with("001"))
    {
        let chars: Vec<char> = line.chars().collect();
        let mut start = 91;
        while start < chars.len() {
            let block: String = chars[start..(start + 8).min(chars.len())].iter().collect();
            let opponent = block.get(0..4).unwrap_or("").trim();
            let code = block.chars().nth(7).unwrap_or(' ');
            if !opponent.is_empty() && !opponent.trim_start_matches('0').is_empty() {
                half_pairs += 1;
            } else if code != ' ' {
                singles += 1;
            }
            start += 10;
        }
    }
    assert_eq!(half_pairs % 2, 0, "opponents come in pairs");
    half_pairs / 2 + singles
}

#[test]
fn every_board_of_the_corpus_becomes_exactly_one_row() {
    let mut files = fixture_files("conformance/dutch-2025", "trf");
    files.extend(fixture_files("conformance/dutch-2017", "trf"));
    files.extend(fixture_files("conformance/dutch-2025-baku", "trf"));
    if std::env::var_os("RONDO_SLOW_TESTS").is_none() {
        files.truncate(40);
    }
    let mut expected = 0;
    for file in &files {
        expected += boards_in_raw_trf(&std::fs::read_to_string(file).unwrap());
    }
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("games.csv");
    let mut args = vec!["export", "--format", "csv", "-o", arg(&output)];
    args.extend(files.iter().map(|f| arg(f)));
    let run = rondo(&args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut reader = csv::Reader::from_path(&output).unwrap();
    let headers = reader.headers().unwrap().clone();
    assert_eq!(&headers[0], "file");
    let rows = reader
        .records()
        .collect::<Result<Vec<_>, _>>()
        .unwrap()
        .len();
    assert_eq!(rows, expected);
}

#[test]
fn forfeits_and_byes_are_marked_not_dropped() {
    let file = &fixture_files("conformance/dutch-2025", "trf")[0];
    let run = rondo(&["export", arg(file), "--format", "jsonl"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let rows: Vec<serde_json::Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    for row in &rows {
        let kind = row["kind"].as_str().unwrap();
        let played = row["played"].as_bool().unwrap();
        assert_eq!(played, kind == "game" || kind == "unrated_game", "{row}");
        if kind == "pairing_bye" {
            assert!(row["black_start_number"].is_null());
            assert_eq!(row["white_code"], "U");
        }
    }
    assert!(
        rows.iter()
            .any(|r| r["kind"] == "forfeit" || r["kind"] == "double_forfeit")
    );
}
