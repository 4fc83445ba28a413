//! What the commands list is what they do: every value in the help works, everything else is a
//! clear error.

#![allow(clippy::unwrap_used)] // Test helpers may fail loudly.

use crate::support::{arg, fixtures, rondo};

fn example() -> String {
    arg(&fixtures().join("examples/spring-open.trf")).to_owned()
}

#[test]
fn systems_and_formats_a_command_cannot_use_are_not_offered() {
    let example = example();
    for args in [
        vec![
            "audit",
            example.as_str(),
            "--round",
            "2",
            "--system",
            "berger",
        ],
        vec![
            "generate",
            "--players",
            "8",
            "--rounds",
            "3",
            "--seed",
            "1",
            "--system",
            "berger",
        ],
        vec![
            "schedule",
            "knockout",
            "--players",
            "8",
            "--format",
            "pairs",
        ],
        vec![
            "schedule",
            "scheveningen",
            "--boards",
            "4",
            "--format",
            "trf",
        ],
        vec![
            "schedule",
            "belgrade",
            "--players",
            "16",
            "--groups",
            "4",
            "--format",
            "pairs",
        ],
    ] {
        let run = rondo(&args);
        assert_eq!(run.code, 2, "{args:?}");
        assert!(
            run.stderr.contains("invalid value"),
            "{args:?}: {}",
            run.stderr
        );
    }
    // Every value the help lists for check works.
    for system in ["dutch", "harkness", "berger", "double-berger"] {
        let run = rondo(&["check", example.as_str(), "--system", system]);
        assert!(run.code <= 1, "check --system {system}: {}", run.stderr);
    }
    let help = rondo(&["standings", "--help"]);
    assert!(!help.stdout.contains("DESIGN.md"), "{}", help.stdout);
}

#[test]
fn arguments_beyond_what_the_file_holds_are_errors() {
    let example = example();
    let late = rondo(&["standings", example.as_str(), "--after-round", "9"]);
    assert_eq!(late.code, 2);
    assert!(
        late.stderr
            .contains("--after-round 9: the file holds 4 paired round(s)")
    );
    let cut = rondo(&["standings", example.as_str(), "--tiebreaks", "BH/C9"]);
    assert_eq!(cut.code, 2);
    assert!(
        cut.stderr.contains("unknown modifier 'C9'"),
        "{}",
        cut.stderr
    );
    let generated = rondo(&["generate", "--players", "4", "--rounds", "9", "--seed", "1"]);
    assert_eq!(generated.code, 1);
    assert!(
        generated.stderr.contains("holds 3 of the 9 rounds"),
        "{}",
        generated.stderr
    );
    assert!(
        generated.stdout.contains("142 9"),
        "the rounds that could be paired are written"
    );
}

#[test]
fn every_tiebreak_code_is_listed_with_its_article() {
    let run = rondo(&["standings", "--list-tiebreaks"]);
    assert_eq!(run.code, 0);
    for code in rondo_tiebreak::TiebreakCode::ALL {
        let line = run
            .stdout
            .lines()
            .find(|line| line.split_whitespace().next() == Some(code.name()))
            .unwrap_or_else(|| panic!("{} missing", code.name()));
        assert!(line.ends_with(code.source()), "{line}");
    }
    assert!(run.stdout.contains("EDET"));
    assert!(
        run.stdout
            .lines()
            .any(|l| l.starts_with("BH ") && l.contains("/C1 /C2 /M1 /M2"))
    );
}

#[test]
fn json_lines_have_numbers_and_nulls() {
    let file = fixtures().join("generated/gen_002_n57_r9_byes.trf");
    let run = rondo(&["export", arg(&file), "--format", "jsonl"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let bye = run
        .stdout
        .lines()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
        .find(|row| row["kind"] == "pairing_bye")
        .unwrap();
    assert!(bye["white_points"].is_number(), "{bye}");
    assert!(bye["black_start_number"].is_null(), "{bye}");
    assert!(bye["black_points"].is_null(), "{bye}");
    assert!(bye["city"].is_null(), "{bye}");
}

#[test]
fn standings_outputs_go_where_they_are_asked_and_never_collide() {
    let dir = tempfile::tempdir().unwrap();
    let example = example();
    let page = dir.path().join("final.html");
    let run = rondo(&[
        "standings",
        example.as_str(),
        "--format",
        "html",
        "-o",
        arg(&page),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(std::fs::read_to_string(&page).unwrap().contains("<html"));
    // Issue 34: a missing folder is made, and the extension names the format.
    let missing = dir.path().join("nowhere/final.html");
    let run = rondo(&["standings", example.as_str(), "-o", arg(&missing)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let page = std::fs::read_to_string(&missing).unwrap();
    assert!(page.contains("<html"), "{page}");
    let table = dir.path().join("nowhere/final.csv");
    let run = rondo(&["standings", example.as_str(), "-o", arg(&table)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        std::fs::read_to_string(&table)
            .unwrap()
            .starts_with("rank,start_number,name,points"),
    );
    // --format wins over the extension.
    let run = rondo(&[
        "standings",
        example.as_str(),
        "--format",
        "json",
        "-o",
        arg(&table),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&table).unwrap()).unwrap();
    assert!(json.is_object(), "{json}");
    // A path ending in a separator is a folder, made when missing: one output per file.
    let folder = format!("{}/results/", dir.path().display());
    let run = rondo(&["standings", example.as_str(), "-o", folder.as_str()]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(dir.path().join("results/spring-open.txt").is_file());
    for folder in ["a", "b"] {
        std::fs::create_dir(dir.path().join(folder)).unwrap();
        std::fs::copy(
            fixtures().join("examples/spring-open.trf"),
            dir.path().join(folder).join("x.trf"),
        )
        .unwrap();
    }
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let a = dir.path().join("a/x.trf");
    let b = dir.path().join("b/x.trf");
    let run = rondo(&["standings", arg(&a), arg(&b), "-o", arg(&out)]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("would both write"), "{}", run.stderr);
    assert_eq!(
        std::fs::read_dir(&out).unwrap().count(),
        0,
        "nothing written"
    );
}

#[test]
fn audit_numbers_brackets_as_the_explanation_does() {
    let file = fixtures().join("explain/moved-down.trf");
    let pairs = fixtures().join("explain/moved-down-r3-worse.pairs");
    let explained = rondo(&["pair", arg(&file), "--round", "3", "--explain"]);
    let audit = rondo(&["audit", arg(&file), "--round", "3", "--pairs", arg(&pairs)]);
    let mut compared = 0;
    for line in explained
        .stdout
        .lines()
        .filter(|l| l.starts_with("Bracket "))
    {
        // "Bracket 2: score 1.5, residents ..." → "bracket 2 (score 1.5)"
        let (number, rest) = line["Bracket ".len()..].split_once(": score ").unwrap();
        let score = rest.split(',').next().unwrap();
        let named = format!("bracket {number} (score {score})");
        if audit.stdout.contains(&format!("(score {score})")) {
            assert!(audit.stdout.contains(&named), "{named}\n{}", audit.stdout);
            compared += 1;
        }
    }
    assert_eq!(compared, 2, "{}", audit.stdout);
}

#[test]
fn the_knockout_schedule_shows_every_round() {
    let run = rondo(&["schedule", "knockout", "--players", "6"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let text = run.stdout;
    // Seeds 1 and 2 have byes; the winners meet them in the semi-finals, and 1 and 2 can only
    // meet in the final.
    assert!(
        text.contains("Round 2 (semi-finals):\n  Match  R2.1: 1 - winner of match 4\n"),
        "{text}"
    );
    assert!(
        text.contains("  Match  R2.2: 2 - winner of match 3\n"),
        "{text}"
    );
    assert!(text.contains("Round 3 (final):\n  Match  R3.1: winner of R2.1 - winner of R2.2\n"));
    let big = rondo(&["schedule", "knockout", "--players", "64"]);
    assert_eq!(big.stdout.matches("Round ").count(), 6, "{}", big.stdout);
}
