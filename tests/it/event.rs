//! Running a whole event through rondo's commands only: pairing in place, results, a late
//! entrant, a withdrawal, half- and zero-point byes and a forfeit; then `check` agrees with every
//! round and the standings are the expected table.

#![allow(clippy::unwrap_used)] // Test helpers may fail loudly.

use std::path::Path;

use crate::support::{arg, rondo};

/// Runs `rondo` and requires exit 0.
#[track_caller]
fn ok(args: &[&str]) -> String {
    let run = rondo(args);
    assert_eq!(run.code, 0, "{args:?}\n{}{}", run.stdout, run.stderr);
    run.stdout
}

/// The boards of `round` as the file publishes them (White, Black).
fn boards(file: &Path, round: usize) -> Vec<(u64, u64)> {
    let json = rondo(&["check", arg(file), "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    value[round - 1]["expected"]["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|board| {
            (
                board["white"].as_u64().unwrap(),
                board["black"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_forty_player_event_runs_from_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("club-open.trf");
    let mut text = String::from("012 Club Open 2026\n022 Porto\nXXR 7\n");
    for n in 1..=40u16 {
        text.push_str(&format!(
            "001 {n:>4}      {:<33} {:>4}                             0.0\n",
            format!("Player, {n:02}"),
            2400 - 12 * n
        ));
    }
    std::fs::write(&file, &text).unwrap();
    let file_arg = arg(&file);
    for round in 1..=7usize {
        let r = round.to_string();
        match round {
            2 => {
                ok(&["bye", file_arg, "5", "--round", "2", "--half", "-i"]);
            }
            3 => {
                ok(&["bye", file_arg, "9", "--round", "3", "--zero", "-i"]);
                ok(&[
                    "player",
                    "add",
                    file_arg,
                    "--name",
                    "Late, Lucy",
                    "--rating",
                    "2050",
                    "--title",
                    "WFM",
                    "--fed",
                    "POR",
                    "--from-round",
                    "3",
                    "-i",
                ]);
            }
            5 => {
                ok(&["withdraw", file_arg, "12", "--from-round", "5", "-i"]);
            }
            _ => {}
        }
        if round == 3 {
            ok(&[
                "player",
                "add",
                file_arg,
                "--name",
                "Later, Leo",
                "--from-round",
                "4",
                "-i",
            ]);
        }
        // The pairing sheet says who is not paired, and why.
        let sheet: serde_json::Value =
            serde_json::from_str(&ok(&["pair", file_arg, "--format", "json"])).unwrap();
        let reason = |player: u64| {
            sheet["not_paired"]
                .as_array()
                .unwrap()
                .iter()
                .find(|entry| entry["player"] == player)
                .map(|entry| entry["reason"].as_str().unwrap().to_owned())
        };
        match round {
            2 => assert_eq!(reason(5).as_deref(), Some("half_point_bye")),
            3 => {
                assert_eq!(reason(9).as_deref(), Some("zero_point_bye"));
                assert_eq!(reason(42).as_deref(), Some("not_yet_entered"));
                assert_eq!(reason(30), None, "the late entrant plays from round 3");
            }
            5..=7 => assert_eq!(reason(12).as_deref(), Some("withdrawn")),
            _ => {}
        }
        ok(&["pair", file_arg, "--format", "trf", "-i"]);
        assert!(dir.path().join("club-open.trf.bak").exists());
        let results: Vec<String> = boards(&file, round)
            .iter()
            .enumerate()
            .map(|(board, (white, black))| {
                let code = if round == 3 && board == 0 {
                    "+-"
                } else {
                    ["1-0", "½-½", "0-1"][(white + black + round as u64) as usize % 3]
                };
                format!("{white}-{black}={code}")
            })
            .collect();
        let mut args = vec!["result", file_arg, "--round", r.as_str()];
        args.extend(results.iter().map(String::as_str));
        args.push("-i");
        ok(&args);
    }
    let check = ok(&["check", file_arg]);
    assert!(
        check.contains("7 round(s) checked with the 2025 rules, 7 agree, 0 differ"),
        "{check}"
    );
    let text = std::fs::read_to_string(&file).unwrap();
    // The late entrant has absences in rounds 1 and 2; the withdrawn player
    // zero-point absences from round 5; the byes are in their rounds.
    let line = |start: &str| {
        text.lines()
            .find(|l| l.starts_with(start))
            .unwrap()
            .to_owned()
    };
    // (She took her place in the initial order: rating 2050 lies between 2052 and 2040.)
    assert!(
        line("001   30").contains("Late, Lucy"),
        "{}",
        line("001   30")
    );
    assert!(
        line("001   30")[91..].starts_with("0000 - Z  0000 - Z"),
        "{}",
        line("001   30")
    );
    assert!(
        line("001   31").contains("Player, 30"),
        "the players after her moved down one"
    );
    assert!(line("001   12")[131..].starts_with("0000 - Z  0000 - Z  0000 - Z"));
    assert_eq!(&line("001    5")[101..109], "0000 - H");
    assert_eq!(&line("001    9")[111..119], "0000 - Z");
    // Points and ranks are filled: the file reads back without a warning.
    let strict = rondo(&["check", "--strict", file_arg]);
    assert_eq!(strict.code, 0, "{}", strict.stderr);
    let standings = ok(&["standings", file_arg, "--format", "csv"]);
    insta::assert_snapshot!(standings);
    // The rank column is the standings.
    let ranked = rondo(&["check", file_arg, "--standings"]);
    assert_eq!(ranked.code, 0, "{}", ranked.stdout);
}

#[test]
fn results_that_cannot_be_entered_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("event.trf");
    let mut text = String::from("012 Four\nXXR 3\n");
    for n in 1..=4u16 {
        text.push_str(&format!(
            "001 {n:>4}      {:<33} {:>4}                             0.0\n",
            format!("Player, {n}"),
            2000 - n
        ));
    }
    std::fs::write(&file, &text).unwrap();
    ok(&["pair", arg(&file), "--format", "trf", "-i"]);
    let paired = std::fs::read_to_string(&file).unwrap();
    // Refusals name the line they concern (issue 38): the `001` line of White (player n is on
    // line n + 2) at the block of round 1, or the file as a whole when no line has the player.
    let at = |place: &str| format!("{}{place}: error: ", file.display());
    for (spec, message) in [
        (
            "1-2=1-0",
            at(":3:92") + "1 (White) and 2 (Black) are not paired together in round 1",
        ),
        (
            "3-1=1-0",
            at(":5:92") + "3 (White) and 1 (Black) are not paired together in round 1",
        ),
        (
            "1-3=2-0",
            "error: result '1-3=2-0': expected WHITE-BLACK=RESULT".to_owned(),
        ),
        (
            "1-9=1-0",
            at("") + "no player has start number 9 (no 001 line of the file has it)",
        ),
    ] {
        let run = rondo(&["result", arg(&file), "--round", "1", spec, "-i"]);
        assert_eq!(run.code, 2, "{spec}");
        assert!(run.stderr.starts_with(&message), "{spec}: {}", run.stderr);
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            paired,
            "{spec} changed the file"
        );
    }
    ok(&[
        "result",
        arg(&file),
        "--round",
        "1",
        "1-3=1-0",
        "4-2==",
        "-i",
    ]);
    let again = rondo(&["result", arg(&file), "--round", "1", "1-3=0-1"]);
    assert_eq!(again.code, 2);
    assert!(
        again.stderr.starts_with(
            &(at(":3:99")
                + "the game of 1 and 3 in round 1 already has a result (give --force to replace \
                   it)\n 3 | 001    1")
        ),
        "{}",
        again.stderr
    );
    let forced = ok(&["result", arg(&file), "--round", "1", "1-3=0-1", "--force"]);
    assert!(
        forced
            .lines()
            .any(|l| l.starts_with("001    1") && l.ends_with("3 w 0"))
    );
    // A bye in a round already paired is refused.
    let bye = rondo(&["bye", arg(&file), "1", "--round", "1", "--half"]);
    assert_eq!(bye.code, 2);
    assert!(
        bye.stderr
            .starts_with(&(at(":3:92") + "player 1 is already paired in round 1")),
        "{}",
        bye.stderr
    );
    // Past the rounds the file declares: the `XXR` line.
    let late = rondo(&["bye", arg(&file), "2", "--round", "4", "--half"]);
    assert!(
        late.stderr
            .starts_with(&(at(":2:5") + "round 4 is beyond the 3 rounds of the event\n 2 | XXR 3")),
        "{}",
        late.stderr
    );
    let pair = rondo(&["pair", arg(&file), "--round", "4"]);
    assert_eq!(pair.code, 2);
    assert!(
        pair.stderr
            .starts_with(&(at(":2:5") + "round 4 is beyond the 3 rounds the file declares")),
        "{}",
        pair.stderr
    );
}

#[test]
fn a_late_entrant_is_numbered_in_the_initial_order_while_the_rules_allow() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("event.trf");
    let mut text = String::from("012 Six\nXXR 5\n");
    for n in 1..=6u16 {
        text.push_str(&format!(
            "001 {n:>4}      {:<33} {:>4}                             0.0\n",
            format!("Player, {n}"),
            2000 - 100 * n
        ));
    }
    std::fs::write(&file, &text).unwrap();
    let add = |name: &str, rating: &str, extra: &[&str]| {
        let mut args = vec![
            "player",
            "add",
            arg(&file),
            "--name",
            name,
            "--rating",
            rating,
            "-i",
        ];
        args.extend_from_slice(extra);
        rondo(&args)
    };
    // Before round 1: the 1750 entrant becomes number 3, and players 3–6 move down.
    let run = add("Early, Eve", "1750", &[]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("added as start number 3; 4 other player(s) renumbered"),
        "{}",
        run.stderr
    );
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.lines()
            .any(|l| l.starts_with("001    3") && l.contains("Early, Eve"))
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with("001    7") && l.contains("Player, 6"))
    );
    // --keep-numbers: the next free number.
    let run = add("Kept, Kim", "1990", &["--keep-numbers"]);
    assert!(
        run.stderr.contains("added as start number 8"),
        "{}",
        run.stderr
    );
}
