//! The reference corpus (`fixtures/conformance/`): every round of every file must be
//! reproduced exactly (same pairs, same colours, same pairing-allocated bye).
//!
//! A fast subset always runs; the whole corpus runs when `RONDO_SLOW_TESTS=1`. Files known to
//! fail are listed in `fixtures/dutch/known-failures-2025.txt` (and, for the 2017 edition and
//! `dutch-2017/`, in `known-failures-2017.txt`); the test fails when a file outside the list
//! fails, and when a listed file passes (so the list can only shrink).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use rondo_dutch::{Edition, PairOptions, PairingOutcome, Verdict, check_tournament, pair_round};

use crate::support::{fixtures, load, render};

/// Small and medium files, quick even in a debug build.
const FAST_SUBSET: &[&str] = &[
    "dutch-2025/d25a_005_n11_r5_s1257298226.trf",
    "dutch-2025/d25a_006_n41_r7_s1498504330.trf",
    "dutch-2025/d25a_007_n33_r11_s1234031533.trf",
    "dutch-2025/d25a_009_n9_r5_s705777522.trf",
    "dutch-2025/d25a_012_n27_r7_s1116105525.trf",
    "dutch-2025/d25a_017_n8_r7_s814493751.trf",
    "dutch-2025/d25b_015_n4_r3_s1557441808.trf",
    "dutch-2025/d25b_054_n8_r5_s1513531083.trf",
    "dutch-2025/d25b_055_n9_r6_s41671958.trf",
    "dutch-2025/d25b_056_n16_r11_s472736077.trf",
    "dutch-2025/d25b_057_n16_r11_s1260413061.trf",
    "dutch-2025/d25b_058_n11_r8_s1805826102.trf",
    "dutch-2025/d25b_060_n8_r7_s1018049433.trf",
    "dutch-2025/d25c_003_n12_r5_s451028647.trf",
    "dutch-2025/d25c_008_n26_r9_s1290244251.trf",
    "dutch-2025/d25c_011_n39_r5_s1372957789.trf",
    "dutch-2025/d25c_016_n15_r5_s1574352946.trf",
    "dutch-2025/d25c_019_n37_r7_s39411608.trf",
    "dutch-2025-baku/bk25_005_n23_r8_g3105.trf",
    "dutch-2025-baku/bk25_021_n19_r6_g3121.trf",
];

const CORPUS_FOLDERS: &[&str] = &["dutch-2025", "dutch-2025-baku"];

/// Small files of `dutch-2017/`, quick even in a debug build.
const FAST_SUBSET_2017: &[&str] = &[
    "dutch-2017/d17a_009_n12_r5_s1309280003.trf",
    "dutch-2017/d17a_045_n8_r7_s415765707.trf",
    "dutch-2017/d17b_003_n7_r6_s272250643.trf",
    "dutch-2017/d17b_004_n5_r4_s518545788.trf",
    "dutch-2017/d17b_015_n4_r3_s2118010549.trf",
    "dutch-2017/d17b_016_n6_r5_s1332236268.trf",
    "dutch-2017/d17b_020_n8_r7_s1276966277.trf",
    "dutch-2017/d17b_021_n9_r5_s1393641073.trf",
    // The penultimate pairing bracket and the collapsed last bracket (A.9), the PAB among them.
    "dutch-2017/d17a_007_n9_r7_s1819724040.trf",
    "dutch-2017/d17b_023_n15_r14_s1782761979.trf",
    // The pairing score difference, look-ahead and float criteria of 2017 (C.6, C.7, C.12-C.19).
    "dutch-2017/d17a_017_n12_r9_s467441658.trf",
    "dutch-2017/d17b_012_n9_r8_s102090184.trf",
];

/// The edition a corpus was paired under, with its known-failures list.
#[derive(Copy, Clone)]
struct Rules {
    edition: Edition,
    known_failures: &'static str,
}

const RULES_2025: Rules = Rules {
    edition: Edition::Dutch2025,
    known_failures: "dutch/known-failures-2025.txt",
};

const RULES_2017: Rules = Rules {
    edition: Edition::Dutch2017,
    known_failures: "dutch/known-failures-2017.txt",
};

impl Rules {
    fn options(self) -> PairOptions {
        PairOptions::default().with_edition(self.edition)
    }
}

fn corpus() -> PathBuf {
    fixtures().join("conformance")
}

fn slow_tests() -> bool {
    std::env::var("RONDO_SLOW_TESTS").is_ok_and(|value| value == "1")
}

/// The files known to fail, with the reason given.
fn known_failures(rules: Rules) -> BTreeMap<String, String> {
    let path = fixtures().join(rules.known_failures);
    let text = std::fs::read_to_string(&path).expect("known-failures list");
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| match line.split_once(char::is_whitespace) {
            Some((file, reason)) => (file.to_owned(), reason.trim().to_owned()),
            None => (line.to_owned(), String::new()),
        })
        .collect()
}

/// Checks `files` (relative to the corpus folder) and returns a report of the failures, one
/// line per differing round, keyed by file.
fn failures(files: &[String], rules: Rules) -> BTreeMap<String, Vec<String>> {
    let mut failures = BTreeMap::new();
    for file in files {
        let tournament = load(&corpus().join(file));
        let mut report = Vec::new();
        for check in check_tournament(&tournament, &rules.options()) {
            match &check.verdict {
                Verdict::Agrees => {}
                Verdict::Differs { produced, .. } => report.push(format!(
                    "round {}: file [{}] engine [{}]",
                    check.round,
                    render(&check.expected),
                    render(produced)
                )),
                other => report.push(format!("round {}: {other:?}", check.round)),
            }
        }
        if !report.is_empty() {
            failures.insert(file.clone(), report);
        }
    }
    failures
}

/// Runs `files` against the known-failures list.
#[track_caller]
fn assert_conforms(files: &[String], rules: Rules) {
    let known = known_failures(rules);
    let failures = failures(files, rules);
    let mut problems = Vec::new();
    for (file, report) in &failures {
        if !known.contains_key(file) {
            problems.push(format!("{file} fails:\n  {}", report.join("\n  ")));
        }
    }
    for file in known.keys() {
        if files.contains(file) && !failures.contains_key(file) {
            problems.push(format!(
                "{file} now passes: remove it from fixtures/{}",
                rules.known_failures
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn trf_files(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "trf"))
        .collect();
    files.sort();
    files
}

#[test]
fn fast_subset_conforms() {
    let files: Vec<String> = FAST_SUBSET.iter().map(|f| (*f).to_owned()).collect();
    assert_conforms(&files, RULES_2025);
}

#[test]
fn fast_subset_2017_conforms() {
    let files: Vec<String> = FAST_SUBSET_2017.iter().map(|f| (*f).to_owned()).collect();
    assert_conforms(&files, RULES_2017);
}

#[test]
fn whole_corpus_conforms() {
    if !slow_tests() {
        return;
    }
    let mut files = Vec::new();
    for folder in CORPUS_FOLDERS {
        for path in trf_files(&corpus().join(folder)) {
            let name = path.file_name().expect("file name").to_string_lossy();
            files.push(format!("{folder}/{name}"));
        }
    }
    assert_eq!(files.len(), 332, "the corpus has 300 + 32 files");
    assert_conforms(&files, RULES_2025);
}

#[test]
fn whole_2017_corpus_conforms() {
    if !slow_tests() {
        return;
    }
    let files: Vec<String> = trf_files(&corpus().join("dutch-2017"))
        .iter()
        .map(|path| {
            let name = path.file_name().expect("file name").to_string_lossy();
            format!("dutch-2017/{name}")
        })
        .collect();
    assert_eq!(files.len(), 100, "the 2017 corpus has 100 files");
    assert_conforms(&files, RULES_2017);
}

#[test]
fn known_failures_are_in_the_corpus() {
    for rules in [RULES_2025, RULES_2017] {
        for file in known_failures(rules).keys() {
            assert!(corpus().join(file).is_file(), "{file} is not a corpus file");
        }
    }
}

/// Every file of `no-valid-pairing/` stops where the reference engine found no legal pairing:
/// its earlier rounds are reproduced, and the next round has none.
#[test]
fn no_valid_pairing_files_have_no_pairing() {
    let files = trf_files(&corpus().join("no-valid-pairing"));
    assert_eq!(files.len(), 16);
    for path in files {
        let tournament = load(&path);
        for check in check_tournament(&tournament, &PairOptions::default()) {
            assert!(
                check.agrees(),
                "{}: round {} differs",
                path.display(),
                check.round
            );
        }
        let view = tournament.view(tournament.next_round());
        let outcome = pair_round(&view, &PairOptions::default()).expect("pairable data");
        assert!(
            matches!(outcome, PairingOutcome::NoValidPairing(_)),
            "{}: round {} was paired",
            path.display(),
            tournament.next_round()
        );
    }
}
