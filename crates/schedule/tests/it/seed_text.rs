//! The transcriptions against the seed texts themselves, when those are present.
//!
//! Every fixture line carrying `@<line>` must be found in that line of its source file: the
//! numbers (and A/B player names) of the entries, in order, among the tokens of the line, the two
//! players of each game side by side — for the clean Markdown tables of 003 exactly the tokens
//! of the line. Entries marked `*` (repaired
//! readings) and `?` sides are left out.

use std::path::PathBuf;

use crate::fixture::{self, Entry, Fixture};

/// The seed texts: `RONDO_SEEDS_DIR`, or `shared/seeds` next to the workspace.
fn seeds_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("RONDO_SEEDS_DIR").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/seeds"),
        PathBuf::from,
    );
    dir.is_dir().then_some(dir)
}

/// Numbers and player names (`A1`, `B12`) of a text line, in order.
fn text_tokens(line: &str) -> Vec<String> {
    let chars: Vec<char> = line.chars().collect();
    let mut tokens = Vec::new();
    let mut index = 0;
    while index < chars.len() {
        if chars[index].is_ascii_digit() {
            let start = index;
            while index < chars.len() && chars[index].is_ascii_digit() {
                index += 1;
            }
            let digits: String = chars[start..index].iter().collect();
            let team = start
                .checked_sub(1)
                .map(|before| chars[before])
                .filter(|c| *c == 'A' || *c == 'B');
            tokens.push(match team {
                Some(team) => format!("{team}{digits}"),
                None => digits,
            });
        } else {
            index += 1;
        }
    }
    tokens
}

/// What a fixture line claims to have read: one unit per entry, the two players of a game (which
/// must stand side by side in the source line) or a single number.
fn fixture_units(line: &fixture::Line) -> Vec<Vec<String>> {
    let mut units = Vec::new();
    for token in &line.tokens {
        if token.contains('-') || token.starts_with('?') {
            let entry = Entry::parse(token);
            if entry.repaired {
                continue;
            }
            let unit: Vec<String> = entry.white.into_iter().chain(entry.black).collect();
            if !unit.is_empty() {
                units.push(unit);
            }
        } else {
            units.push(vec![token.clone()]);
        }
    }
    units
}

/// Whether the units occur in the source tokens in order, each unit on consecutive tokens.
fn units_in_order(units: &[Vec<String>], source: &[String]) -> bool {
    let mut start = 0;
    for unit in units {
        let found = (start..source.len()).find(|&at| {
            source
                .get(at..at + unit.len())
                .is_some_and(|window| window == unit.as_slice())
        });
        match found {
            Some(at) => start = at + unit.len(),
            None => return false,
        }
    }
    true
}

fn line_range(fixture: &Fixture) -> (usize, usize) {
    // "source: <file> lines <from>-<to>"
    let source = fixture.header("source");
    let range = source
        .split_whitespace()
        .last()
        .unwrap_or_else(|| panic!("{}: no line range", fixture.name));
    let (from, to) = range.split_once('-').expect("from-to");
    (from.parse().expect("number"), to.parse().expect("number"))
}

#[test]
fn every_transcribed_line_is_in_the_seed_text() {
    let Some(dir) = seeds_dir() else {
        eprintln!("seed texts not found (set RONDO_SEEDS_DIR): transcription check skipped");
        return;
    };
    let mut checked = 0;
    for fixture in fixture::all() {
        let text = std::fs::read_to_string(dir.join(&fixture.source_file))
            .unwrap_or_else(|e| panic!("{}: {e}", fixture.source_file));
        let source_lines: Vec<&str> = text.lines().collect();
        let (from, to) = line_range(&fixture);
        for line in &fixture.lines {
            let Some(at) = line.at else { continue };
            assert!(
                (from..=to).contains(&at),
                "{}: @{at} outside lines {from}-{to}",
                fixture.name
            );
            let source = text_tokens(source_lines[at - 1]);
            let units = fixture_units(line);
            assert!(!units.is_empty(), "{}: {}", fixture.name, line.label);
            assert!(
                units_in_order(&units, &source),
                "{} ({}): {units:?} not in line {at}: {source:?}",
                fixture.name,
                line.label
            );
            let claimed = units.concat();
            // The Markdown tables of 003 are copied cell by cell: nothing may be left out.
            if fixture.source_file.starts_with("003") {
                let words: Vec<&str> = line.label.split_whitespace().collect();
                let expected: Vec<String> = match words.as_slice() {
                    ["round", number] => std::iter::once(number.to_string())
                        .chain(claimed.iter().cloned())
                        .collect(),
                    ["board", _] | ["row", _] => claimed.clone(),
                    _ => source.clone(),
                };
                assert_eq!(source, expected, "{} ({})", fixture.name, line.label);
            }
            checked += 1;
        }
    }
    assert!(checked > 150, "{checked}");
}

#[test]
fn the_token_reader_keeps_team_letters_and_skips_ocr_noise() {
    assert_eq!(text_tokens("| B3-A3 | A3-B4 |"), ["B3", "A3", "A3", "B4"]);
    assert_eq!(
        text_tokens("7-rt5 6-¡—15 1 2 - 4"),
        ["7", "5", "6", "15", "1", "2", "4"]
    );
    let units = |pairs: &[&[&str]]| -> Vec<Vec<String>> {
        pairs
            .iter()
            .map(|unit| unit.iter().map(|token| token.to_string()).collect())
            .collect()
    };
    let source = text_tokens("x 1-2 y 3 z 4-5");
    assert!(units_in_order(&units(&[&["1", "2"], &["4", "5"]]), &source));
    assert!(units_in_order(&units(&[&["3"], &["5"]]), &source));
    // A game's two players must stand side by side, and the order counts.
    assert!(!units_in_order(&units(&[&["2", "4"]]), &source));
    assert!(!units_in_order(
        &units(&[&["4", "5"], &["1", "2"]]),
        &source
    ));
}
