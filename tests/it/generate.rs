//! `rondo generate`: reproducible random tournaments that our own checker accepts.

use crate::support::{arg, rondo};

#[test]
fn generated_tournaments_are_reproducible_and_pass_the_checker() {
    let dir = tempfile::tempdir().unwrap();
    for seed in ["1", "2", "3"] {
        let path = dir.path().join(format!("g{seed}.trf"));
        let args = [
            "generate",
            "--players",
            "31",
            "--rounds",
            "6",
            "--seed",
            seed,
        ];
        let mut with_output = args.to_vec();
        with_output.extend(["-o", arg(&path)]);
        assert_eq!(rondo(&with_output).code, 0);
        let again = rondo(&args);
        assert_eq!(again.stdout.as_bytes(), std::fs::read(&path).unwrap());
        let check = rondo(&["check", arg(&path)]);
        assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
        assert!(
            check.stdout.contains("6 round(s) checked"),
            "{}",
            check.stdout
        );
    }
}

#[test]
fn rates_out_of_range_are_refused() {
    let run = rondo(&[
        "generate",
        "--players",
        "10",
        "--rounds",
        "3",
        "--seed",
        "1",
        "--draw-rate",
        "1.5",
    ]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("--draw-rate"), "{}", run.stderr);
}
