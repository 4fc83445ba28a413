//! The conformance corpus: every tie-break value of `fixtures/conformance/tiebreaks/` (C.07 2026)
//! and `tiebreaks-2024/` (C.07 2024), compared after rounding to the reference's precision.
//!
//! The whole corpus runs in a few seconds in release builds; in the default (debug) test run
//! only every tenth file is compared unless `RONDO_SLOW_TESTS` is set.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use rondo_core::Tournament;
use rondo_tiebreak::{
    Format, Rules, StandingsOptions, TiebreakValue, parse_tiebreak_list, standings,
};
use serde_json::Value;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/conformance")
}

/// The folder of reference values: the copy of the corpus in the project's fixtures.
fn reference_dir(name: &str) -> PathBuf {
    let dir = fixtures().join(name);
    assert!(dir.is_dir(), "{} is part of the repository", dir.display());
    dir
}

fn tournament_for(stem: &str) -> Option<Tournament> {
    for folder in ["dutch-2025", "dutch-2025-baku"] {
        let path = fixtures().join(folder).join(format!("{stem}.trf"));
        if let Ok(bytes) = std::fs::read(&path) {
            let file = rondo_trf::read(&bytes).expect("corpus file reads");
            return Some(
                Tournament::try_from(file.setup)
                    .or_else(rondo_core::ValidationError::ignore_score_mismatch)
                    .expect("corpus file is consistent"),
            );
        }
    }
    None
}

/// Whether the exact value `mine` rounds to `reference` at `precision` decimals: it lies within
/// half a unit of the last decimal (inclusive, so either rounding of a half agrees).
fn agrees(mine: TiebreakValue, reference: &Value, precision: u32) -> bool {
    let text = match reference {
        Value::String(text) => text.clone(),
        Value::Number(number) => number.to_string(),
        _ => return false,
    };
    let Some(reference) = decimal(&text, precision) else {
        return false;
    };
    let scale = 10i128.pow(precision);
    let numerator = i128::from(mine.numerator()) * scale * 2;
    let denominator = i128::from(mine.denominator());
    (numerator - reference * 2 * denominator).abs() <= denominator
}

/// A decimal text scaled to `precision` decimals (extra decimals must be zeros).
fn decimal(text: &str, precision: u32) -> Option<i128> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let mut fraction = fraction.to_owned();
    while fraction.len() < precision as usize {
        fraction.push('0');
    }
    let (kept, rest) = fraction.split_at(precision as usize);
    if rest.bytes().any(|b| b != b'0') {
        return None;
    }
    let value: i128 = format!("{whole}{kept}").parse().ok()?;
    Some(if negative { -value } else { value })
}

#[derive(Default)]
struct Tally {
    values: usize,
    /// Values that differ where the reference reads a Swiss file as a round robin.
    format: usize,
    /// Values that differ where the reference's value depends on FB coming earlier in the list.
    order: usize,
    /// Values that differ without an argument: failures.
    unexplained: usize,
    examples: Vec<String>,
}

/// Whether the reference program reads the file as a round robin: it does so when the number of
/// players is the number of rounds or one more (or twice that), whatever the file says.
fn reference_reads_round_robin(tournament: &Tournament) -> bool {
    let players = tournament.players().len();
    let rounds = usize::from(tournament.n_rounds());
    players == rounds + 1 || players == rounds || 2 * players == rounds + 1 || 2 * players == rounds
}

/// The values the reference program gives when FB is moved to the end of its list, where they
/// differ from the reference files: `fixtures/tiebreak/reference-fb-last.csv`, keyed by
/// (folder, file, code, player). See `argued_order_of_the_list_does_not_change_a_value`.
fn fb_last_values() -> BTreeMap<(String, String, String, u16), String> {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/tiebreak/reference-fb-last.csv");
    let text = std::fs::read_to_string(path).expect("fixtures/tiebreak/reference-fb-last.csv");
    text.lines()
        .skip(1)
        .map(|line| {
            let fields: Vec<&str> = line.split(',').collect();
            let key = (
                fields[0].to_owned(),
                fields[1].to_owned(),
                fields[2].to_owned(),
                fields[3].parse().expect("player number"),
            );
            (key, fields[5].to_owned())
        })
        .collect()
}

struct Reference {
    stem: String,
    descs: Vec<String>,
    precisions: Vec<u32>,
    competitors: Vec<(u16, Vec<Value>)>,
}

fn load(path: &Path) -> Reference {
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .expect("utf-8 name")
        .to_owned();
    let json: Value =
        serde_json::from_slice(&std::fs::read(path).expect("reads")).expect("json parses");
    let result = &json["tiebreakResult"];
    let tiebreaks = result["tiebreaks"].as_array().expect("tiebreaks array");
    Reference {
        stem,
        descs: tiebreaks
            .iter()
            .map(|tb| tb["desc"].as_str().expect("desc").to_owned())
            .collect(),
        precisions: tiebreaks
            .iter()
            .map(|tb| u32::try_from(tb["precision"].as_u64().expect("precision")).expect("small"))
            .collect(),
        competitors: result["competitors"]
            .as_array()
            .expect("competitors")
            .iter()
            .map(|c| {
                let cid = u16::try_from(c["cid"].as_u64().expect("cid")).expect("small");
                (cid, c["tiebreakScore"].as_array().expect("scores").clone())
            })
            .collect(),
    }
}

/// The disagreements of one file: (code index, player, ours, reference).
fn disagreements(
    reference: &Reference,
    tournament: &Tournament,
    options: &StandingsOptions,
) -> Vec<(usize, u16, TiebreakValue, Value)> {
    let specs = parse_tiebreak_list(&reference.descs.join(" ")).expect("reference codes parse");
    let table = standings(tournament, &specs, options).expect("standings");
    let by_id: BTreeMap<u16, &rondo_tiebreak::StandingRow> = table
        .rows
        .iter()
        .map(|row| (row.player.get(), row))
        .collect();
    let mut found = Vec::new();
    for (cid, scores) in &reference.competitors {
        let row = by_id[cid];
        for (index, value) in scores.iter().enumerate() {
            if !agrees(row.values[index], value, reference.precisions[index]) {
                found.push((index, *cid, row.values[index], value.clone()));
            }
        }
    }
    found
}

fn compare_folder(folder: &str, rules: Rules, every: usize) -> BTreeMap<String, Tally> {
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    let dir = reference_dir(folder);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("reference folder lists")
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    paths.sort();
    let fb_last = fb_last_values();
    for path in paths.iter().step_by(every) {
        let reference = load(path);
        let tournament = tournament_for(&reference.stem).expect("tournament of the reference file");
        let options = StandingsOptions::default().with_rules(rules);
        for desc in &reference.descs {
            tallies.entry(desc.clone()).or_default().values += reference.competitors.len();
        }
        // A difference is one of list order when the reference program, asked with FB last,
        // gives our value.
        let order_explains = |index: usize, cid: u16, ours: TiebreakValue| {
            let key = (
                folder.to_owned(),
                reference.stem.clone(),
                reference.descs[index].clone(),
                cid,
            );
            fb_last.get(&key).is_some_and(|value| {
                agrees(
                    ours,
                    &Value::String(value.clone()),
                    reference.precisions[index],
                )
            })
        };
        let mut classified: Vec<(usize, Class, String)> = Vec::new();
        if reference_reads_round_robin(&tournament) {
            // Ours reads the file as the Swiss it is, so every difference is one of format. Read
            // as a round robin, the values of the Buchholz and Sonneborn-Berger families must
            // agree, which shows that the format is the only cause there. (The tie-breaks of
            // art. 7 and 10 agree with the reference when read as a Swiss; read as a round robin,
            // art. 15.2 counts forfeits as games where the reference does not.)
            for (index, ..) in disagreements(&reference, &tournament, &options) {
                classified.push((index, Class::Format, String::new()));
            }
            let round_robin = options.clone().with_format(Format::RoundRobin);
            for (index, cid, ours, value) in disagreements(&reference, &tournament, &round_robin) {
                let family = ["BH", "FB", "SB", "AOB"]
                    .contains(&reference.descs[index].split('/').next().unwrap_or_default());
                if family && !order_explains(index, cid, ours) {
                    let note = format!(
                        "{} (read as a round robin) player {cid}: ours {ours} reference {value}",
                        reference.stem
                    );
                    classified.push((index, Class::Unexplained, note));
                }
            }
        } else {
            for (index, cid, ours, value) in disagreements(&reference, &tournament, &options) {
                let class = if order_explains(index, cid, ours) {
                    Class::Order
                } else {
                    Class::Unexplained
                };
                let note = format!(
                    "{} player {cid}: ours {ours} reference {value}",
                    reference.stem
                );
                classified.push((index, class, note));
            }
        }
        for (index, class, note) in classified {
            let tally = tallies.get_mut(&reference.descs[index]).expect("tallied");
            match class {
                Class::Format => tally.format += 1,
                Class::Order => tally.order += 1,
                Class::Unexplained => {
                    tally.unexplained += 1;
                    if tally.examples.len() < 3 {
                        tally.examples.push(note);
                    }
                }
            }
        }
    }
    tallies
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Class {
    /// The reference reads a Swiss file as a round robin (C.07 art. 15.2 against 15.3).
    Format,
    /// The reference's value depends on FB coming earlier in its list.
    Order,
    /// No argument: a failure.
    Unexplained,
}

fn report(folder: &str, tallies: &BTreeMap<String, Tally>) -> usize {
    let mut total = 0;
    for (code, tally) in tallies {
        eprintln!(
            "{folder} {code:>14}: {:>6} values, {:>4} differ: {} round-robin reading, {} list order, {} unexplained",
            tally.values,
            tally.format + tally.order + tally.unexplained,
            tally.format,
            tally.order,
            tally.unexplained
        );
        for example in &tally.examples {
            eprintln!("    {example}");
        }
        total += tally.unexplained;
    }
    total
}

fn stride() -> usize {
    if std::env::var_os("RONDO_SLOW_TESTS").is_some() || !cfg!(debug_assertions) {
        1
    } else {
        10
    }
}

#[test]
fn corpus_2026() {
    let tallies = compare_folder("tiebreaks", Rules::Fide2026, stride());
    assert_eq!(report("2026", &tallies), 0);
}

#[test]
fn corpus_2024() {
    let tallies = compare_folder("tiebreaks-2024", Rules::Fide2024, stride());
    assert_eq!(report("2024", &tallies), 0);
}
