//! `rondo pair`, `rondo check` and `rondo generate` with `--system harkness` (the US Swiss).

use crate::support::{arg, fixtures, generated, rondo};

#[test]
fn pairs_the_bundled_example_by_the_harkness_system() {
    let example = fixtures().join("examples/spring-open.trf");
    let text = rondo(&["pair", arg(&example), "--system", "harkness"]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    insta::assert_snapshot!("spring_open_round_5_harkness", text.stdout);

    let pairs = rondo(&[
        "pair",
        arg(&example),
        "--system",
        "harkness",
        "--format",
        "pairs",
    ]);
    assert_eq!(pairs.code, 0, "{}", pairs.stderr);
    // Worked by hand from the file: 11 players present (8 announced a half-point bye). Rule
    // III: the bye to the lowest score (1.5: 7, 11, 12), lowest rated: 12. The 3-point group
    // 1, 2 | 3: 1 has played 2, so 1-3 (both due White, equal balance: the higher-ranked 1
    // has it) and 2 moves down. From the bottom, 7-11 (11 due White). The middle group
    // 2, 4, 5 | 6, 9, 10: 2 is due Black, 4 and 5 White, 6 and 9 Black, 10 White, and 4 has
    // played 6, so 2-10, 4-9, 5-6 let everyone alternate.
    assert_eq!(pairs.stdout, "6\n1 3\n10 2\n4 9\n5 6\n11 7\n12 0\n");

    let json = rondo(&[
        "pair",
        arg(&example),
        "--system",
        "harkness",
        "--format",
        "json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["system"], "harkness");
    assert_eq!(value["pairing_bye"], 12);
}

#[test]
fn generated_harkness_tournaments_pass_the_checker() {
    let dir = tempfile::tempdir().unwrap();
    for (players, rounds, seed) in [("31", "6", "1"), ("16", "5", "2"), ("57", "9", "3")] {
        let path = generated(dir.path(), players, rounds, seed, &["--system", "harkness"]);
        let file = std::fs::read_to_string(&path).unwrap();
        assert!(file.contains("192 CUSTOM_SWISS_HARKNESS"), "{file}");

        // The system is read from the 192 record, or given.
        for check in [
            rondo(&["check", arg(&path)]),
            rondo(&["check", arg(&path), "--system", "harkness"]),
        ] {
            assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
            assert!(
                check.stdout.contains(&format!(
                    "{rounds} round(s) checked with the US Swiss (Harkness) rules, {rounds} agree, 0 differ"
                )),
                "{}",
                check.stdout
            );
        }
        let pair = rondo(&["pair", arg(&path), "--round", "2"]);
        assert_eq!(pair.code, 0, "{}", pair.stderr);
        assert!(
            pair.stdout.contains("US Swiss (Harkness)"),
            "{}",
            pair.stdout
        );
    }
}

#[test]
fn the_dutch_checker_finds_differences_in_a_harkness_tournament() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("h.trf");
    let args = [
        "generate",
        "--players",
        "40",
        "--rounds",
        "7",
        "--seed",
        "5",
        "--system",
        "harkness",
        "-o",
        arg(&path),
    ];
    assert_eq!(rondo(&args).code, 0);
    let dutch = rondo(&["check", arg(&path), "--system", "dutch"]);
    assert_eq!(dutch.code, 1, "{}", dutch.stdout);
}

#[test]
fn options_that_do_not_apply_are_refused() {
    let example = fixtures().join("examples/spring-open.trf");
    let accelerated = rondo(&[
        "pair",
        arg(&example),
        "--system",
        "harkness",
        "--accelerate",
        "baku",
    ]);
    assert_eq!(accelerated.code, 2);
    assert!(
        accelerated.stderr.contains("--accelerate"),
        "{}",
        accelerated.stderr
    );
    let berger = rondo(&["audit", arg(&example), "--round", "2", "--system", "berger"]);
    assert_eq!(berger.code, 2);
    assert!(berger.stderr.contains("harkness"), "{}", berger.stderr);
}

#[test]
fn check_names_the_rules_a_tampered_round_breaks() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("h.trf");
    let made = rondo(&[
        "generate",
        "--players",
        "8",
        "--rounds",
        "3",
        "--seed",
        "4",
        "--draw-rate",
        "0",
        "--forfeit-rate",
        "0",
        "--bye-rate",
        "0",
        "--withdrawal-rate",
        "0",
        "--system",
        "harkness",
        "-o",
        arg(&path),
    ]);
    assert_eq!(made.code, 0, "{}", made.stderr);
    // Make round 2 a copy of round 1: every board is then a rematch.
    let text = std::fs::read_to_string(&path).unwrap();
    let tampered: String = text
        .lines()
        .map(|line| {
            if line.starts_with("001") && line.len() >= 111 {
                let round_one = &line[91..101];
                format!("{}{round_one}{}", &line[..101], &line[111..])
            } else {
                line.to_owned()
            }
        })
        .map(|line| line + "\n")
        .collect();
    std::fs::write(&path, tampered).unwrap();
    // The points column no longer matches the results, hence --lenient-points.
    let check = rondo(&["check", arg(&path), "--lenient-points"]);
    assert_eq!(check.code, 1, "{}{}", check.stdout, check.stderr);
    assert!(
        check.stdout.contains("rule IV:"),
        "{}{}",
        check.stdout,
        check.stderr
    );
}
