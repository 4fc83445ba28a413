//! Running a whole event through rondo's commands only: pairing in place, results, a late
//! entrant, a withdrawal, half- and zero-point byes and a forfeit; then `check` agrees with every
//! round and the standings are the expected table.

#![allow(clippy::unwrap_used)] // Test helpers may fail loudly.

use std::path::Path;

use crate::support::{arg, rondo};

/// Runs `rondo` and requires exit 0.
#[track_caller]
pub(crate) fn ok(args: &[&str]) -> String {
    let run = rondo(args);
    assert_eq!(run.code, 0, "{args:?}\n{}{}", run.stdout, run.stderr);
    run.stdout
}

/// The boards of `round` as the file publishes them (White, Black).
pub(crate) fn boards(file: &Path, round: usize) -> Vec<(u64, u64)> {
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
            format!(
                "error: {}: 3-1 is not a board of round 1: the board is 1-3: did you mean \
                 1-3=0-1?",
                file.display()
            ),
        ),
        (
            "1-3=2-0",
            format!(
                "error: {}: result '1-3=2-0': expected WHITE-BLACK=RESULT",
                file.display()
            ),
        ),
        (
            "1-9=1-0",
            format!(
                "error: {}: result '1-9=1-0': no player has start number 9",
                file.display()
            ),
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
            .contains("added as start number 3; 4 other player(s) renumbered in the initial order (C.04.2 art. 2): 3 → 4, 4 → 5, 5 → 6, 6 → 7"),
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
    // --keep-numbers: the next free number; the sex goes to column 10 (`w` for female).
    let run = add("Kept, Kim", "1990", &["--keep-numbers", "--sex", "f"]);
    assert!(
        run.stderr.contains("added as start number 8"),
        "{}",
        run.stderr
    );
    let text = std::fs::read_to_string(&file).unwrap();
    let kim = text.lines().find(|l| l.contains("Kept, Kim")).unwrap();
    assert_eq!(&kim[..10], "001    8 w", "{kim}");
}

/// The points each `001` line of `text` states (columns 81–84) and the points its round blocks
/// are worth by the default scoring (a win, a forfeit win, the pairing-allocated bye and a
/// full-point bye 1, a draw and a half-point bye ½), both in half points, by start number.
/// Blocks after the last round anybody is paired in (byes entered ahead) are not counted yet.
/// Read from the columns here, not through the library, so that the check is independent of it.
pub(crate) fn stated_and_counted_points(text: &str) -> Vec<(String, Option<u32>, u32)> {
    let players: Vec<&str> = text
        .lines()
        .filter(|line| line.starts_with("001"))
        .collect();
    // The block of round r (1-based) starts at column 92 + 10 (r − 1); its result is at 99.
    fn block(line: &str, round: usize) -> Option<&str> {
        line.get(81 + 10 * round..89 + 10 * round)
    }
    let paired = |block: &str| {
        let opponent = block[..4].trim();
        !(opponent.is_empty() || opponent == "0000") || block.ends_with('U')
    };
    let last_paired = players
        .iter()
        .filter_map(|line| {
            (1..20)
                .filter(|&r| block(line, r).is_some_and(paired))
                .max()
        })
        .max()
        .unwrap_or(0);
    players
        .iter()
        .map(|line| {
            let stated = line[80..84].trim();
            let stated = (!stated.is_empty()).then(|| {
                let (whole, tenths) = stated.split_once('.').unwrap();
                whole.parse::<u32>().unwrap() * 2 + u32::from(tenths == "5")
            });
            let counted = (1..=last_paired)
                .filter_map(|round| block(line, round))
                .map(|block| match &block[7..] {
                    "1" | "+" | "W" | "U" | "F" => 2,
                    "=" | "D" | "H" => 1,
                    _ => 0,
                })
                .sum();
            (line[4..8].trim().to_owned(), stated, counted)
        })
        .collect()
}

/// Every player's points column holds the points of his round blocks.
#[track_caller]
pub(crate) fn assert_points_columns(file: &Path, after: &str) {
    let text = std::fs::read_to_string(file).unwrap();
    for (player, stated, counted) in stated_and_counted_points(&text) {
        assert_eq!(
            stated,
            Some(counted),
            "after {after}: player {player}'s points column\n{text}"
        );
    }
}

// Issue 34: an event built from nothing with the commands only wrote no points columns, while
// `check --strict` did not notice.
#[test]
fn every_editing_command_writes_every_points_column() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("test-open.trf");
    std::fs::write(&file, "012 Test Open\n").unwrap();
    let file_arg = arg(&file);
    for (name, rating) in [
        ("Alpha, Ann", "2000"),
        ("Beta, Bob", "1950"),
        ("Gamma, Gil", "1900"),
        ("Delta, Dan", "1850"),
        ("Eps, Eve", "1800"),
        ("Zeta, Zoe", "1750"),
        ("Eta, Eli", "1700"),
    ] {
        ok(&[
            "player", "add", file_arg, "--name", name, "--rating", rating, "-i",
        ]);
        assert_points_columns(&file, "player add");
    }
    ok(&["bye", file_arg, "3", "--round", "2", "--half", "-i"]);
    assert_points_columns(&file, "bye");
    for round in 1..=3usize {
        let mut pair = vec!["pair", file_arg, "--format", "trf", "-i"];
        if round == 1 {
            pair.extend(["--rounds", "3"]);
        }
        ok(&pair);
        assert_points_columns(&file, &format!("pair round {round}"));
        let r = round.to_string();
        let results: Vec<String> = boards(&file, round)
            .iter()
            .map(|(white, black)| {
                let code = ["1-0", "½-½", "0-1", "+-"][(white + black) as usize % 4];
                format!("{white}-{black}={code}")
            })
            .collect();
        let mut args = vec!["result", file_arg, "--round", r.as_str(), "-i"];
        args.extend(results.iter().map(String::as_str));
        ok(&args);
        assert_points_columns(&file, &format!("results of round {round}"));
        if round == 1 {
            ok(&["withdraw", file_arg, "7", "--from-round", "3", "-i"]);
            assert_points_columns(&file, "withdraw");
        }
    }
    let strict = rondo(&["check", "--strict", "--standings", file_arg]);
    assert_eq!(strict.code, 0, "{}{}", strict.stdout, strict.stderr);
}

#[test]
fn a_blank_points_column_is_refused_in_strict_mode() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("blank.trf");
    std::fs::write(
        &file,
        "012 Blank\n\
         001    1      Alpha, Ann                        2000                                    1     2 w 1\n\
         001    2      Beta, Bob                         1900                                    2     1 b 0\n",
    )
    .unwrap();
    let strict = rondo(&["check", "--strict", arg(&file)]);
    assert_eq!(strict.code, 2);
    assert!(
        strict.stderr.contains(
            "blank.trf:2:81: error: points column is blank (expected the points of the results, 1)"
        ),
        "{}",
        strict.stderr
    );
    // Without --strict it is a warning, and an edit writes the column.
    let lenient = rondo(&["check", arg(&file)]);
    assert_eq!(lenient.code, 0, "{}", lenient.stderr);
    assert!(lenient.stderr.contains("warning: points column is blank"));
}
