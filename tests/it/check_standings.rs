//! `rondo check --standings`: the file's rank column against the standings rondo computes.

#![allow(clippy::unwrap_used)] // Test helpers may fail loudly.

use std::collections::HashMap;
use std::path::Path;

use crate::support::{arg, fixtures, rondo};

/// The example with its rank column set to `rank(start number)`.
fn with_ranks(dir: &Path, rank: impl Fn(u16) -> u16) -> std::path::PathBuf {
    let text = std::fs::read_to_string(fixtures().join("examples/spring-open.trf")).unwrap();
    let lines: Vec<String> = text
        .split("\r\n")
        .map(|line| {
            if !line.starts_with("001") {
                return line.to_owned();
            }
            let start: u16 = line[4..8].trim().parse().unwrap();
            format!("{}{:>4}{}", &line[..85], rank(start), &line[89..])
        })
        .collect();
    let path = dir.join("ranked.trf");
    std::fs::write(&path, lines.join("\r\n")).unwrap();
    path
}

/// Rondo's own ranks of the example (start number → rank), from the standings CSV.
fn rondo_ranks(tiebreaks: &str) -> HashMap<u16, u16> {
    let example = fixtures().join("examples/spring-open.trf");
    let run = rondo(&[
        "standings",
        arg(&example),
        "--tiebreaks",
        tiebreaks,
        "--format",
        "csv",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut reader = csv::Reader::from_reader(run.stdout.as_bytes());
    reader
        .records()
        .map(|record| {
            let record = record.unwrap();
            (record[1].parse().unwrap(), record[0].parse().unwrap())
        })
        .collect()
}

#[test]
fn ranks_that_follow_the_standings_agree() {
    let dir = tempfile::tempdir().unwrap();
    let ranks = rondo_ranks("BH/C1,BH,SB");
    let file = with_ranks(dir.path(), |start| ranks[&start]);
    let run = rondo(&[
        "check",
        arg(&file),
        "--standings",
        "--tiebreaks",
        "BH/C1,BH,SB",
    ]);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stdout.contains(
            "standings (points, then BH/C1 BH SB): 12 ranked player(s), 12 agree, 0 differ"
        ),
        "{}",
        run.stdout
    );
}

#[test]
fn a_rank_out_of_order_is_reported_with_the_value_that_decides() {
    let dir = tempfile::tempdir().unwrap();
    let ranks = rondo_ranks("BH/C1,BH,SB");
    // Swap the first two places: equal on points, so a tie-break decides.
    let first = *ranks.iter().find(|(_, rank)| **rank == 1).unwrap().0;
    let second = *ranks.iter().find(|(_, rank)| **rank == 2).unwrap().0;
    let file = with_ranks(dir.path(), |start| match start {
        s if s == first => 2,
        s if s == second => 1,
        s => ranks[&s],
    });
    let run = rondo(&[
        "check",
        arg(&file),
        "--standings",
        "--tiebreaks",
        "BH/C1,BH,SB",
    ]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(
        run.stdout
            .contains("12 ranked player(s), 10 agree, 2 differ"),
        "{}",
        run.stdout
    );
    let line = run
        .stdout
        .lines()
        .find(|line| line.starts_with(&format!("  {first} ")))
        .unwrap();
    assert!(
        line.contains("rank 2 in the file, 1 by the standings"),
        "{line}"
    );
    assert!(line.contains(&format!("against {second} ")), "{line}");
    assert!(
        line.contains("BH/C1") || line.contains(": BH ") || line.contains("SB"),
        "{line}"
    );
    // The same in JSON for tools.
    let json = rondo(&[
        "check",
        arg(&file),
        "--standings",
        "--tiebreaks",
        "BH/C1,BH,SB",
        "--format",
        "json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(
        value["standings"]["differences"].as_array().unwrap().len(),
        2
    );
    assert_eq!(value["rounds"].as_array().unwrap().len(), 4);
}

#[test]
fn a_file_without_ranks_cannot_be_checked() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(fixtures().join("examples/spring-open.trf")).unwrap();
    let text: Vec<String> = text
        .split("\r\n")
        .map(|line| {
            if line.starts_with("001") {
                format!("{}    {}", &line[..85], &line[89..])
            } else {
                line.to_owned()
            }
        })
        .collect();
    let file = dir.path().join("unranked.trf");
    std::fs::write(&file, text.join("\r\n")).unwrap();
    let run = rondo(&["check", arg(&file), "--standings"]);
    assert_eq!(run.code, 1);
    assert!(run.stdout.contains("the file gives no ranks to compare"));
}
