//! `rondo pair --explain` and `rondo audit` with `--system harkness`, on the hand-made cases
//! of `fixtures/explain/` (each snapshot read against the source's rules as the
//! `rondo-harkness` documentation numbers them) and on generated tournaments.

use crate::support::{arg, fixtures, generated, rondo};

fn explain_harkness(file: &str, round: &str) -> String {
    let path = fixtures().join(file);
    let run = rondo(&[
        "pair",
        arg(&path),
        "--round",
        round,
        "--explain",
        "--system",
        "harkness",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.stdout
}

#[test]
fn explains_the_group_order_and_carried_players() {
    let text = explain_harkness("explain/moved-down.trf", "3");
    // Round 3: the middle score is 1 (half a win per round played); 0 is paired before it.
    let below = text
        .find("Bracket 3: score 0")
        .expect("the group below the middle");
    let middle = text
        .find("Bracket 4: score 1,")
        .expect("the middle group last");
    assert!(below < middle, "{text}");
    insta::assert_snapshot!("explain_harkness_moved_down_round_3", text);
}

#[test]
fn explains_the_harkness_bye_and_an_adjusted_group() {
    let text = explain_harkness("explain/bye-choice.trf", "4");
    assert!(text.contains("Pairing-allocated bye: 4"), "{text}");
    assert!(
        text.contains("[rule III] 5, 6, 7 ranked before him for the bye already had one"),
        "{text}"
    );
    insta::assert_snapshot!("explain_harkness_bye_choice_round_4", text);
}

fn audit(file: &str, round: &str, pairs: &str) -> crate::support::Run {
    let path = fixtures().join(file);
    let pairs = fixtures().join(pairs);
    rondo(&[
        "audit",
        arg(&path),
        "--round",
        round,
        "--pairs",
        arg(&pairs),
        "--system",
        "harkness",
    ])
}

#[test]
fn harkness_audit_flags_a_rematch_and_a_second_bye() {
    let run = audit(
        "explain/moved-down.trf",
        "3",
        "explain/moved-down-r3-rematch.pairs",
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stdout.contains("[rule IV] 3-7 is a rematch"),
        "{}",
        run.stdout
    );
    let run = audit(
        "explain/bye-choice.trf",
        "4",
        "explain/bye-choice-r4-ineligible.pairs",
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("[rule III] player 7 gets the bye a second time"),
        "{}",
        run.stdout
    );
}

#[test]
fn harkness_audit_accepts_untouched_generated_rounds() {
    let dir = tempfile::tempdir().unwrap();
    for (players, rounds, seed) in [("9", 4u8, "5"), ("14", 5, "12"), ("21", 6, "30")] {
        let file = generated(
            dir.path(),
            players,
            &rounds.to_string(),
            seed,
            &["--system", "harkness"],
        );
        for round in 1..=rounds {
            let round = round.to_string();
            // The file's 192 record names the system; --explain must work on it too.
            let explained = rondo(&["pair", arg(&file), "--round", &round, "--explain"]);
            assert_eq!(explained.code, 0, "{}", explained.stderr);
            let run = rondo(&["audit", arg(&file), "--round", &round]);
            assert_eq!(run.code, 0, "seed {seed} round {round}: {}", run.stdout);
            assert!(
                run.stdout.contains("absolute rules: none broken")
                    && run.stdout.contains("the engine's pairing is the same"),
                "seed {seed} round {round}: {}",
                run.stdout
            );
        }
    }
}
