//! `--edition 2009`: the Dutch system of the 2009 text through `generate`, `pair` and `check`.

use crate::support::{arg, rondo};

/// A file generated with the 2009 text re-pairs identically with it, round by round.
#[test]
fn generated_2009_files_check_with_zero_discrepancies() {
    let dir = tempfile::tempdir().unwrap();
    for (players, seed) in [("31", "1"), ("20", "2"), ("57", "3")] {
        let path = dir.path().join(format!("g{seed}.trf"));
        let generated = rondo(&[
            "generate",
            "--players",
            players,
            "--rounds",
            "7",
            "--seed",
            seed,
            "--forfeit-rate",
            "0.05",
            "--edition",
            "2009",
            "-o",
            arg(&path),
        ]);
        assert_eq!(generated.code, 0, "{}", generated.stderr);
        let check = rondo(&["check", arg(&path), "--edition", "2009"]);
        assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
        assert!(
            check
                .stdout
                .contains("checked with the 2009 rules, 7 agree, 0 differ"),
            "{}",
            check.stdout
        );
    }
}

/// Round 1 by the 2009 text (F4, E5): the top half meets the bottom half in order, the odd
/// players of S1 get the initial colour and the lowest player the bye.
#[test]
fn pair_first_round_with_the_2009_text() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r1.trf");
    let generated = rondo(&[
        "generate",
        "--players",
        "9",
        "--rounds",
        "1",
        "--seed",
        "4",
        "--bye-rate",
        "0",
        "--withdrawal-rate",
        "0",
        "--initial-colour",
        "white",
        "--edition",
        "2009",
        "-o",
        arg(&path),
    ]);
    assert_eq!(generated.code, 0, "{}", generated.stderr);
    let pair = rondo(&[
        "pair",
        arg(&path),
        "--round",
        "1",
        "--edition",
        "2009",
        "--initial-colour",
        "white",
        "--format",
        "pairs",
    ]);
    assert_eq!(pair.code, 0, "{}", pair.stderr);
    assert_eq!(pair.stdout, "5\n1 5\n6 2\n3 7\n8 4\n9 0\n");
    let text = rondo(&["pair", arg(&path), "--round", "1", "--edition", "2009"]);
    assert!(text.stdout.contains("FIDE Dutch 2009"), "{}", text.stdout);
}
