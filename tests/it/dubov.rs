//! `rondo pair`, `check`, `audit`, `--explain` and `--checklist` with the Dubov system
//! (C.04.4.1, 2026), on the round-2 example of the project's Dubov note (D2).

use crate::support::{arg, fixtures, rondo};

#[test]
fn pairs_round_two_of_the_dubov_example() {
    let file = fixtures().join("dubov/round-two.trf");
    // Worked by hand from the rules: the 1-point group 1, 2, 4 takes one upfloater, 3 (the
    // first of the ½-point players, with whom every preference is granted); G1 = the White
    // seekers 2, 4 by ARO: 4 (2050) before 2 (2150); G2 = 1, 3 in TPN order. Then 7 (½) takes
    // 6 rather than 5, who seeks White too ([C7]), and 5-8 are left.
    for args in [
        vec!["pair", arg(&file), "--format", "pairs"],
        vec!["pair", arg(&file), "--format", "pairs", "--system", "dubov"],
    ] {
        let run = rondo(&args);
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert_eq!(run.stdout, "4\n4 1\n2 3\n7 6\n5 8\n");
    }
    let text = rondo(&["pair", arg(&file)]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(text.stdout.contains("FIDE Dubov 2026"), "{}", text.stdout);
}

#[test]
fn explains_the_upfloater_and_the_aro_order() {
    let file = fixtures().join("dubov/round-two.trf");
    let run = rondo(&["pair", arg(&file), "--explain"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    for expected in [
        "FIDE Dubov system, C.04.4.1 (2026)",
        "[3.2.2] the residents need 1 upfloater(s) (C5); of the 5 player(s) with a lower score, 3 is chosen",
        "[3.2.3] G1 = the White seekers (2, 4), G2 = the Black seekers (1, 3)",
        "[3.2.5] S1 = G1 by ARO ascending, then TPN: 4 (ARO 2050), 2 (ARO 2150)",
        "[4.2.2] he is number 2 in the upfloater order",
        "[5.2.2] their preferences differ",
    ] {
        assert!(run.stdout.contains(expected), "{expected}\n{}", run.stdout);
    }
}

#[test]
fn checks_audits_and_lists_a_dubov_file() {
    let file = fixtures().join("dubov/round-two.trf");
    let check = rondo(&["check", arg(&file)]);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    assert!(
        check
            .stdout
            .contains("1 round(s) checked with the Dubov 2026 rules, 1 agree, 0 differ"),
        "{}",
        check.stdout
    );
    let audit = rondo(&["audit", arg(&file), "--round", "1", "--system", "dubov"]);
    assert_eq!(audit.code, 0, "{}{}", audit.stdout, audit.stderr);
    assert!(
        audit.stdout.contains("absolute rules: none broken"),
        "{}",
        audit.stdout
    );
    let checklist = rondo(&["pair", arg(&file), "--checklist", "--format", "json"]);
    assert_eq!(checklist.code, 0, "{}", checklist.stderr);
    let value: serde_json::Value = serde_json::from_str(&checklist.stdout).unwrap();
    assert_eq!(value["players"].as_array().map(Vec::len), Some(8));
}

// Differential class (docs/differential.md): the pool of the equalising shift. In round 7 of
// this generated event the 2.5 bracket is 10, 14, 16, 17, 18 with the upfloater 12. Step 1 of
// art. 3.2.4 moves 12 (a Black seeker) from G2 into G1; step 2 must then move two players from
// G1 to G2. Art. 4.3.1 takes White shifters from the White seekers, so 12 is not one of them
// (and moving him back would undo step 1): the White seekers 16, 17, 18, 10 by ARO, numbered
// from the middle out, give 17 and 18. A peer that also numbers 12 shifts 17 and 16 instead
// and pairs 10-17 and 16-18.
#[test]
fn the_equalising_shift_takes_white_shifters_from_the_white_seekers_only() {
    let file = fixtures().join("dubov/shift-pool.trf");
    let run = rondo(&["pair", arg(&file), "--round", "7", "--format", "pairs"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    for board in ["12 14", "16 17", "18 10"] {
        assert!(lines.contains(&board), "{board}\n{}", run.stdout);
    }
    let explained = rondo(&["pair", arg(&file), "--round", "7", "--explain"]);
    assert!(
        explained
            .stdout
            .contains("[3.2.4.2] G1 is larger than G2, and the subgroups must be equal: 17, 18 shifted from G1 to G2"),
        "{}",
        explained.stdout
    );
}

#[test]
fn dubov_burstein_and_lim_name_the_players_who_cannot_be_paired() {
    // Three of four players have all met: the witness (C.04.1 art. 3.1; each text's absolute
    // criteria) is the same for every system, worded by the same renderer.
    let file = fixtures().join("explain/three-have-met.trf");
    for (system, rules) in [
        ("dubov", "C.04.4.1 C1-C3"),
        ("burstein", "C.04.4.2 C1-C3"),
        ("lim", "C.04.4.3 art. 2.1"),
    ] {
        let text = rondo(&["pair", arg(&file), "--system", system]);
        assert_eq!(text.code, 1, "{system}: {}", text.stderr);
        for expected in [
            "no legal pairing exists for round 4",
            rules,
            "group 1: 1 (Adams, Ann)",
            "1 - 2: met in round 1 (C1)",
            "2 - 3: met in round 3 (C1)",
        ] {
            assert!(
                text.stderr.contains(expected),
                "{system}: {expected}\n{}",
                text.stderr
            );
        }
        let json = rondo(&["pair", arg(&file), "--system", system, "--format", "json"]);
        assert_eq!(json.code, 1, "{system}");
        let value: serde_json::Value = serde_json::from_str(&json.stdout).expect("json");
        assert_eq!(value["obstruction"]["shortfall"], 1, "{system}");
        assert_eq!(
            value["obstruction"]["barrier"],
            serde_json::json!([{"player": 4}]),
            "{system}"
        );
    }
}
