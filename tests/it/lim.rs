//! `rondo pair`, `check`, `audit`, `--explain`, `--checklist` and `generate` with the FIDE Lim
//! system (C.04.4.3).

use crate::support::{arg, fixtures, generated, rondo};

#[test]
fn pairs_round_2_of_a_small_file_by_the_lim_system() {
    let example = fixtures().join("examples/lim-round2.trf");
    // The file's 092 names the Lim system, so no --system is needed; --system lim says the same.
    for args in [
        vec!["pair", arg(&example), "--format", "pairs"],
        vec![
            "pair",
            arg(&example),
            "--system",
            "lim",
            "--format",
            "pairs",
        ],
    ] {
        let run = rondo(&args);
        assert_eq!(run.code, 0, "{}", run.stderr);
        // Worked by hand. Round 1: 1-4 1-0, 5-2 0-1, 3-6 draw, 7 the PAB. Round 2, median ½
        // (art. 2.2): seven players, so the PAB goes to the lowest ranked of the lowest
        // scoregroup (1.1): 0 points are 4 and 5, the lowest ranked is 5. The 1-point group
        // 1, 2, 7 (above the median) is odd: the lowest numbered, 7, floats down (3.2.4) and
        // 1-2 remain (2 due White, 1 due Black). The 0-point group is 4 alone: he floats up.
        // The Median Scoregroup 3, 6 receives 7 from above and 4 from below and pairs them
        // first (3.6–3.8): 7 with the highest numbered available, 3 (3 due Black, 7 no games:
        // 7 White); then 4 with 6, both due White with the same history: at the median the
        // higher numbered, 4, gets it (5.4). Boards by the higher score, then the sum.
        assert_eq!(run.stdout, "4\n2 1\n7 3\n4 6\n5 0\n");
    }

    let explained = rondo(&["pair", arg(&example), "--system", "lim", "--explain"]);
    assert_eq!(explained.code, 0, "{}", explained.stderr);
    for words in [
        "FIDE Lim system, C.04.4.3 (2026)",
        "[2.2] the Median Scoregroup (0.5, half the rounds played) is paired last",
        "[2.2] above the Median Scoregroup",
        "[3.8] floater 7 is paired first",
        "[5.4]",
        "[1.1]",
    ] {
        assert!(
            explained.stdout.contains(words),
            "{words}\n{}",
            explained.stdout
        );
    }

    let checklist = rondo(&["pair", arg(&example), "--system", "lim", "--checklist"]);
    assert_eq!(checklist.code, 0, "{}", checklist.stderr);

    let accelerated = rondo(&[
        "pair",
        arg(&example),
        "--system",
        "lim",
        "--accelerate",
        "baku",
    ]);
    assert_ne!(accelerated.code, 0, "the Lim text has no acceleration");
}

#[test]
fn generated_lim_tournaments_pass_the_checker_and_the_audit() {
    let dir = tempfile::tempdir().unwrap();
    for (players, rounds, seed) in [("21", "6", "1"), ("16", "5", "2")] {
        let path = generated(dir.path(), players, rounds, seed, &["--system", "lim"]);
        let file = std::fs::read_to_string(&path).unwrap();
        assert!(file.contains("Lim"), "{file}");
        for check in [
            rondo(&["check", arg(&path)]),
            rondo(&["check", arg(&path), "--system", "lim"]),
        ] {
            assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
            assert!(
                check.stdout.contains(&format!("{rounds} agree, 0 differ")),
                "{}",
                check.stdout
            );
        }
        let audit = rondo(&["audit", arg(&path), "--round", "2", "--system", "lim"]);
        assert_eq!(audit.code, 0, "{}{}", audit.stdout, audit.stderr);
    }
}

#[test]
fn maxi_is_a_lim_option_only() {
    let example = fixtures().join("examples/lim-round2.trf");
    let lim = rondo(&["pair", arg(&example), "--maxi", "--format", "pairs"]);
    assert_eq!(lim.code, 0, "{}", lim.stderr);
    let dutch = rondo(&["pair", arg(&example), "--system", "dutch", "--maxi"]);
    assert_eq!(dutch.code, 2, "{}", dutch.stdout);
    assert!(
        dutch
            .stderr
            .contains("--maxi is a rule of the FIDE Lim system"),
        "{}",
        dutch.stderr
    );
}
