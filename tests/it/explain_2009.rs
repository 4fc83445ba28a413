//! `rondo pair --explain` and `rondo audit` with `--edition 2009`, on the hand-made cases of
//! `fixtures/explain/` (each snapshot read against the 2009 text: A3–A9, B1–B6, C1–C14,
//! D1–D2, E1–E5) and on generated tournaments.

use crate::support::{arg, fixtures, generated, rondo};

fn explain_2009(file: &str, round: &str) -> String {
    let path = fixtures().join(file);
    let run = rondo(&[
        "pair",
        arg(&path),
        "--round",
        round,
        "--explain",
        "--edition",
        "2009",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.stdout
}

#[test]
fn explains_moved_down_players_by_the_2009_procedure() {
    insta::assert_snapshot!(
        "explain_2009_moved_down_round_3",
        explain_2009("explain/moved-down.trf", "3")
    );
}

#[test]
fn explains_a_transposition_and_a_raised_colour_allowance() {
    insta::assert_snapshot!(
        "explain_2009_exchange_round_3",
        explain_2009("explain/exchange.trf", "3")
    );
}

#[test]
fn explains_the_2009_bye_and_a_reduced_number_of_pairs() {
    let text = explain_2009("explain/bye-choice.trf", "4");
    assert!(text.contains("[C14] p lowered from 2 to 1"), "{text}");
    assert!(text.contains("Pairing-allocated bye: 4"), "{text}");
    insta::assert_snapshot!("explain_2009_bye_choice_round_4", text);
}

fn audit_2009(file: &str, round: &str, pairs: Option<&str>) -> crate::support::Run {
    let path = fixtures().join(file);
    let pairs_path = pairs.map(|p| fixtures().join(p));
    let mut args = vec!["audit", arg(&path), "--round", round, "--edition", "2009"];
    if let Some(pairs_path) = &pairs_path {
        args.extend(["--pairs", arg(pairs_path)]);
    }
    rondo(&args)
}

#[test]
fn audit_2009_flags_a_rematch_and_a_second_bye_by_the_b_criteria() {
    let run = audit_2009(
        "explain/moved-down.trf",
        "3",
        Some("explain/moved-down-r3-rematch.pairs"),
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stdout.contains("[B1 a] 3-7 is a rematch"),
        "{}",
        run.stdout
    );
    let run = audit_2009(
        "explain/bye-choice.trf",
        "4",
        Some("explain/bye-choice-r4-ineligible.pairs"),
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("[B1 b] player 7 gets the pairing-allocated bye"),
        "{}",
        run.stdout
    );
}

#[test]
fn audit_2009_accepts_untouched_generated_rounds() {
    let dir = tempfile::tempdir().unwrap();
    for (players, rounds, seed) in [("11", 5u8, "3"), ("16", 6, "8"), ("23", 5, "21")] {
        let file = generated(
            dir.path(),
            players,
            &rounds.to_string(),
            seed,
            &["--edition", "2009"],
        );
        for round in 1..=rounds {
            let run = rondo(&[
                "audit",
                arg(&file),
                "--round",
                &round.to_string(),
                "--edition",
                "2009",
            ]);
            assert_eq!(run.code, 0, "seed {seed} round {round}: {}", run.stdout);
            assert!(
                run.stdout.contains("absolute rules: none broken")
                    && !run.stdout.contains("boards the engine did not make"),
                "seed {seed} round {round}: {}",
                run.stdout
            );
        }
    }
}
