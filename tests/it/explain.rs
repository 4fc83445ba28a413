//! `rondo pair --explain` and `rondo audit` on the hand-made cases of `fixtures/explain/`.
//! Each snapshot was read against the rules (see `fixtures/explain/README.md`).

use crate::support::{arg, fixtures, rondo};

fn explain(file: &str, round: &str, extra: &[&str]) -> String {
    let path = fixtures().join(file);
    let mut args = vec!["pair", arg(&path), "--round", round, "--explain"];
    args.extend_from_slice(extra);
    let run = rondo(&args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.stdout
}

#[test]
fn explains_a_bracket_with_moved_down_players() {
    insta::assert_snapshot!(
        "explain_moved_down_round_3",
        explain("explain/moved-down.trf", "3", &[])
    );
}

#[test]
fn explains_an_exchange_between_s1_and_s2() {
    insta::assert_snapshot!(
        "explain_exchange_round_2",
        explain("explain/exchange.trf", "2", &[])
    );
}

#[test]
fn explains_repeated_floats() {
    insta::assert_snapshot!(
        "explain_float_repeated_round_4",
        explain("explain/float-repeated.trf", "4", &[])
    );
    insta::assert_snapshot!(
        "explain_float_repeated_round_5",
        explain("explain/float-repeated.trf", "5", &[])
    );
}

#[test]
fn explains_the_choice_of_the_bye() {
    insta::assert_snapshot!(
        "explain_bye_choice_round_4",
        explain("explain/bye-choice.trf", "4", &[])
    );
    let json = explain("explain/bye-choice.trf", "4", &["--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["bye"]["player"], 4);
    assert_eq!(value["round"], 4);
    insta::assert_snapshot!("explain_bye_choice_round_4_json", json);
}

#[test]
fn explains_with_the_article_numbers_of_the_2017_edition() {
    insta::assert_snapshot!(
        "explain_float_repeated_round_4_2017",
        explain("explain/float-repeated.trf", "4", &["--edition", "2017"])
    );
}

#[test]
fn explain_refuses_the_pairs_format() {
    let path = fixtures().join("explain/exchange.trf");
    let run = rondo(&["pair", arg(&path), "--explain", "--format", "pairs"]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("--explain"), "{}", run.stderr);
}

fn audit(file: &str, round: &str, pairs: Option<&str>, json: bool) -> (u8, String) {
    let path = fixtures().join(file);
    let pairs_path = pairs.map(|p| fixtures().join("explain").join(p));
    let mut args = vec!["audit", arg(&path), "--round", round];
    if let Some(pairs) = &pairs_path {
        args.extend(["--pairs", arg(pairs)]);
    }
    if json {
        args.extend(["--format", "json"]);
    }
    let run = rondo(&args);
    // Paths differ between machines: keep only the file names.
    let stdout = run
        .stdout
        .replace(arg(&fixtures().join("explain")), "fixtures/explain")
        .replace(arg(&fixtures().join("examples")), "fixtures/examples");
    (run.code, stdout)
}

#[test]
fn audit_accepts_the_files_own_round_and_an_equal_pairing() {
    let (code, text) = audit("examples/spring-open.trf", "3", None, false);
    assert_eq!(code, 0, "{text}");
    insta::assert_snapshot!("audit_spring_open_round_3", text);
    let (code, text) = audit(
        "examples/spring-open.trf",
        "3",
        Some("spring-open-r3-equal.pairs"),
        false,
    );
    assert_eq!(code, 0, "{text}");
    insta::assert_snapshot!("audit_spring_open_round_3_equal", text);
}

#[test]
fn audit_flags_a_worse_pairing() {
    let (code, text) = audit(
        "explain/moved-down.trf",
        "3",
        Some("moved-down-r3-worse.pairs"),
        false,
    );
    assert_eq!(code, 1, "{text}");
    insta::assert_snapshot!("audit_moved_down_round_3_worse", text);
    let (code, json) = audit(
        "explain/moved-down.trf",
        "3",
        Some("moved-down-r3-worse.pairs"),
        true,
    );
    assert_eq!(code, 1);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["problem"], true);
    assert_eq!(value["audit"]["quality"]["verdict"], "worse");
    assert_eq!(value["audit"]["quality"]["differences"][0]["rule"], "C12");
}

#[test]
fn audit_flags_broken_absolute_rules() {
    for (file, round, pairs, name) in [
        (
            "explain/moved-down.trf",
            "3",
            "moved-down-r3-rematch.pairs",
            "audit_rematch",
        ),
        (
            "explain/moved-down.trf",
            "3",
            "moved-down-r3-incomplete.pairs",
            "audit_incomplete",
        ),
        (
            "explain/float-repeated.trf",
            "4",
            "float-repeated-r4-colours.pairs",
            "audit_colours",
        ),
        (
            "explain/bye-choice.trf",
            "4",
            "bye-choice-r4-ineligible.pairs",
            "audit_ineligible_bye",
        ),
    ] {
        let (code, text) = audit(file, round, Some(pairs), false);
        assert_eq!(code, 1, "{name}: {text}");
        insta::assert_snapshot!(name, text);
    }
}

#[test]
fn audit_needs_pairs_for_a_round_the_file_does_not_hold() {
    let path = fixtures().join("explain/exchange.trf");
    let run = rondo(&["audit", arg(&path), "--round", "3"]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("--pairs"), "{}", run.stderr);
}
