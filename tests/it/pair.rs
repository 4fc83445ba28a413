//! `rondo pair` and `rondo check` end to end.

use crate::support::{arg, fixture_files, fixtures, rondo};

#[test]
fn pairs_the_bundled_example_in_every_format() {
    let example = fixtures().join("examples/spring-open.trf");
    let text = rondo(&["pair", arg(&example)]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    insta::assert_snapshot!("spring_open_round_5_text", text.stdout);

    let pairs = rondo(&["pair", arg(&example), "--format", "pairs"]);
    assert_eq!(pairs.code, 0, "{}", pairs.stderr);
    insta::assert_snapshot!("spring_open_round_5_pairs", pairs.stdout);

    let json = rondo(&["pair", arg(&example), "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["round"], 5);
    assert_eq!(
        value["boards"].as_array().unwrap().len() + usize::from(!value["pairing_bye"].is_null()),
        pairs
            .stdout
            .lines()
            .next()
            .unwrap()
            .parse::<usize>()
            .unwrap()
    );
}

#[test]
fn pairing_an_earlier_round_uses_only_the_rounds_before_it() {
    // Round 3 of a complete corpus file, paired from rounds 1-2, is what the file holds.
    let file = &fixture_files("conformance/dutch-2025", "trf")[0];
    let paired = rondo(&["pair", arg(file), "--round", "3", "--format", "pairs"]);
    assert_eq!(paired.code, 0, "{}", paired.stderr);
    let check = rondo(&["check", arg(file), "--format", "json"]);
    let rounds: serde_json::Value = serde_json::from_str(&check.stdout).unwrap();
    let expected = &rounds[2]["expected"];
    assert_eq!(rounds[2]["round"], 3);
    let mut from_file: Vec<String> = expected["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| format!("{} {}", b["white"], b["black"]))
        .collect();
    if let Some(bye) = expected["pairing_bye"].as_u64() {
        from_file.push(format!("{bye} 0"));
    }
    let mut produced: Vec<String> = paired.stdout.lines().skip(1).map(str::to_owned).collect();
    from_file.sort();
    produced.sort();
    assert_eq!(produced, from_file);
}

#[test]
fn check_reports_a_tampered_round_with_exit_1() {
    let file = &fixture_files("conformance/dutch-2025", "trf")[0];
    let clean = rondo(&["check", arg(file)]);
    assert_eq!(clean.code, 0, "{}{}", clean.stdout, clean.stderr);

    // Swap the colours of one game in the last round: the file still reads, but the engine
    // would not have paired it that way.
    let text = std::fs::read_to_string(file).unwrap();
    let lines: Vec<&str> = text.split('\r').collect();
    let last_round_colour = |line: &str| line.len() - 3;
    let mut tampered: Vec<String> = lines.iter().map(|l| (*l).to_owned()).collect();
    let first = tampered.iter().position(|l| l.starts_with("001")).unwrap();
    let opponent: usize = tampered[first][tampered[first].len() - 8..tampered[first].len() - 4]
        .trim()
        .parse()
        .unwrap();
    let second = tampered
        .iter()
        .position(|l| l.starts_with("001") && l[4..8].trim().parse::<usize>() == Ok(opponent))
        .unwrap();
    for index in [first, second] {
        let at = last_round_colour(&tampered[index]);
        let swapped = if &tampered[index][at..=at] == "w" {
            "b"
        } else {
            "w"
        };
        tampered[index].replace_range(at..=at, swapped);
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tampered.trf");
    std::fs::write(&path, tampered.join("\r")).unwrap();
    let run = rondo(&["check", arg(&path)]);
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    assert!(run.stdout.contains("differs"), "{}", run.stdout);
}

#[test]
fn a_round_without_legal_pairing_exits_1_and_says_so() {
    for file in fixture_files("conformance/no-valid-pairing", "trf")
        .iter()
        .take(3)
    {
        let run = rondo(&["pair", arg(file)]);
        assert_eq!(run.code, 1, "{}", run.stderr);
        assert!(
            run.stderr.contains("no legal pairing exists"),
            "{}",
            run.stderr
        );
        assert!(run.stdout.is_empty());
    }
}

#[test]
fn a_round_robin_file_is_paired_from_the_berger_table() {
    // The example has 12 players; round 5 by --system berger must be round 5 of the table that
    // `rondo schedule berger` prints.
    let example = fixtures().join("examples/spring-open.trf");
    let paired = rondo(&[
        "pair",
        arg(&example),
        "--system",
        "berger",
        "--format",
        "pairs",
    ]);
    assert_eq!(paired.code, 0, "{}", paired.stderr);
    let table = rondo(&["schedule", "berger", "--players", "12", "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&table.stdout).unwrap();
    let expected: Vec<String> = value["rounds"][4]
        .as_array()
        .unwrap()
        .iter()
        .map(|board| format!("{} {}", board[0], board[1]))
        .collect();
    let produced: Vec<String> = paired.stdout.lines().skip(1).map(str::to_owned).collect();
    assert_eq!(produced, expected);
}

#[test]
fn check_re_pairs_a_round_robin_from_the_berger_table() {
    // Six players, three rounds paired by `pair --system berger --format trf`, with White
    // winning every game: check (the file names a round robin in 192) agrees with every round.
    let dir = tempfile::tempdir().unwrap();
    let mut text = String::from("012 Club round robin\n192 FIDE_ROUNDROBIN\nXXR 5\n");
    for n in 1..=6 {
        text.push_str(&format!(
            "001 {n:>4}      Player {n:<26} {:>4}                             0.0\n",
            2000 - 10 * n
        ));
    }
    let file = dir.path().join("rr.trf");
    std::fs::write(&file, text).unwrap();
    for _round in 1..=3 {
        let paired = rondo(&[
            "pair",
            arg(&file),
            "--format",
            "trf",
            "-o",
            arg(&dir.path().join("next.trf")),
        ]);
        assert_eq!(paired.code, 0, "{}", paired.stderr);
        let next = std::fs::read_to_string(dir.path().join("next.trf")).unwrap();
        // Enter the results: White wins.
        let played = next.replace(" w  ", " w 1").replace(" b  ", " b 0");
        let played: String = played
            .lines()
            .map(|line| {
                let trimmed = line.trim_end();
                let line = if trimmed.ends_with(" w") {
                    format!("{trimmed} 1")
                } else if trimmed.ends_with(" b") {
                    format!("{trimmed} 0")
                } else {
                    line.to_owned()
                };
                line + "\n"
            })
            .collect();
        std::fs::write(&file, played).unwrap();
    }
    let check = rondo(&["check", arg(&file)]);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    assert!(
        check
            .stdout
            .contains("3 round(s) checked with the Berger round robin rules, 3 agree"),
        "{}",
        check.stdout
    );
    // The same file checked as a Swiss differs.
    let swiss = rondo(&["check", arg(&file), "--system", "dutch"]);
    assert_eq!(swiss.code, 1, "{}", swiss.stdout);
}

/// A round the engine cannot pair is reported with its cause, in words and as data: here
/// Baku acceleration asked for a point system that C.04.7 does not fit (a win worth 3).
#[test]
fn check_reports_why_a_round_could_not_be_paired() {
    let dir = tempfile::tempdir().unwrap();
    let mut trf = std::fs::read_to_string(fixtures().join("explain/bye-choice.trf")).unwrap();
    trf.push_str("XXS W=3 D=1\n");
    let file = dir.path().join("three-points.trf");
    std::fs::write(&file, trf).unwrap();
    let args = ["check", arg(&file), "--accelerate", "baku"];
    let run = rondo(&args);
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stdout.contains(
            "round 1: could not be paired: Baku acceleration needs a win worth two draws and a \
             loss worth nothing"
        ),
        "{}",
        run.stdout
    );
    let json = rondo(&[&args[..], &["--format", "json"]].concat());
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let verdict = &value[0]["verdict"];
    assert_eq!(verdict["verdict"], "failed", "{verdict}");
    assert_eq!(verdict["cause"], "acceleration", "{verdict}");
    assert_eq!(verdict["error"], "point_system", "{verdict}");
    assert!(
        verdict["text"]
            .as_str()
            .unwrap()
            .starts_with("Baku acceleration"),
        "{verdict}"
    );
}

/// Issue 38: refusing the system a file names points at the record that names it.
#[test]
fn issue_38_a_system_rondo_does_not_pair_is_refused_at_its_record() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("other.trf");
    let mut text = String::from("012 Other\n192 FIDE_ELSEWHERE\nXXR 3\n");
    for n in 1..=2u16 {
        text.push_str(&format!(
            "001 {n:>4}      {:<33} {:>4}                             0.0\n",
            format!("Player, {n}"),
            2000 - n
        ));
    }
    std::fs::write(&file, text).unwrap();
    let run = rondo(&["pair", arg(&file)]);
    assert_eq!(run.code, 2);
    let expected = format!(
        "{}:2:5: error: the file names the system 'FIDE_ELSEWHERE' (record 192 'FIDE_ELSEWHERE')",
        file.display()
    );
    assert!(run.stderr.starts_with(&expected), "{}", run.stderr);
}
