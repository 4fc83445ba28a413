//! The notations real programs write that the strict layout does not: one hand-made file per
//! notation in `fixtures/notations/` (see its README), each read by the commands a user runs on
//! an archive, with the outcome the README's "How byes and absences are read" table promises.

#![allow(clippy::unwrap_used)] // Test helpers may fail loudly.

use std::path::PathBuf;

use crate::support::{arg, fixtures, rondo};

fn notation(name: &str) -> PathBuf {
    fixtures().join("notations").join(name)
}

/// The CSV rows of `rondo export` for one file, as (round, kind, white, black) tuples.
fn exported_boards(file: &str) -> Vec<(String, String, String, String)> {
    let run = rondo(&["export", arg(&notation(file)), "--format", "csv"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut reader = csv::Reader::from_reader(run.stdout.as_bytes());
    let headers = reader.headers().unwrap().clone();
    let column = |name: &str| headers.iter().position(|h| h == name).unwrap();
    let (round, kind, white, black) = (
        column("round"),
        column("kind"),
        column("white_start_number"),
        column("black_start_number"),
    );
    reader
        .records()
        .map(|record| {
            let record = record.unwrap();
            (
                record[round].to_owned(),
                record[kind].to_owned(),
                record[white].to_owned(),
                record[black].to_owned(),
            )
        })
        .collect()
}

/// The points column of `rondo standings --format csv`, by start number.
fn standings_points(file: &str) -> Vec<(String, String)> {
    let run = rondo(&["standings", arg(&notation(file)), "--format", "csv"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut reader = csv::Reader::from_reader(run.stdout.as_bytes());
    let mut points: Vec<(String, String)> = reader
        .records()
        .map(|record| {
            let record = record.unwrap();
            (record[1].to_owned(), record[3].to_owned())
        })
        .collect();
    points.sort_by_key(|(start, _)| start.parse::<u16>().unwrap());
    points
}

#[test]
fn a_forfeit_without_colours_is_a_pairing_of_its_round() {
    let file = notation("forfeit-without-colours.trf");
    let check = rondo(&["check", arg(&file)]);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    assert!(check.stdout.contains("round 1: agrees"), "{}", check.stdout);
    let audit = rondo(&["audit", arg(&file), "--round", "1"]);
    assert_eq!(audit.code, 0, "{}", audit.stdout);
    assert!(
        audit.stdout.contains("absolute rules: none broken"),
        "{}",
        audit.stdout
    );
    // Not a game: the export has the pair as a forfeit, and standings count the forfeit points.
    let boards = exported_boards("forfeit-without-colours.trf");
    let forfeit: Vec<_> = boards
        .iter()
        .filter(|(round, ..)| round == "1")
        .filter(|(_, _, white, black)| {
            [white.as_str(), black.as_str()] == ["5", "11"]
                || [white.as_str(), black.as_str()] == ["11", "5"]
        })
        .collect();
    assert_eq!(forfeit.len(), 1, "{boards:?}");
    assert_eq!(forfeit[0].1, "forfeit");
}

#[test]
fn the_pair_of_a_forfeit_without_colours_must_still_be_the_engines() {
    // Round 1 pairs 1-7 and 5-11; the tampered file has 1-11 and 5-7 as colourless forfeits.
    let text = std::fs::read_to_string(fixtures().join("examples/spring-open.trf")).unwrap();
    let text = text
        .replace("     7 w =     4 b 1", "    11 - +     4 b 1")
        .replace("     1 b =    10 w =", "     5 - -    10 w =")
        .replace("    11 w +     2 b 0", "     7 - +     2 b 0")
        .replace("     5 b -     8 w 1", "     1 - -     8 w 1");
    let dir = tempfile::tempdir().unwrap();
    let tampered = dir.path().join("tampered.trf");
    std::fs::write(&tampered, text).unwrap();
    let check = rondo(&["check", arg(&tampered)]);
    assert_eq!(check.code, 1, "{}{}", check.stdout, check.stderr);
    assert!(
        check.stdout.contains("round 1: differs"),
        "{}",
        check.stdout
    );
    assert!(
        check.stdout.contains("in the file, not produced: 1-11 5-7"),
        "{}",
        check.stdout
    );
}

#[test]
fn absences_without_a_code_are_zero_point_absences_kept_byte_for_byte() {
    let name = "absences-without-code.trf";
    let points = standings_points(name);
    let of = |start: &str| {
        points
            .iter()
            .find(|(s, _)| s == start)
            .map(|(_, p)| p.clone())
            .unwrap()
    };
    // `       -`, `0000 - -`, `0000 -  ` and `0000 - 0` in round 4 are worth nothing.
    assert_eq!(of("11"), "1.0");
    assert_eq!(of("12"), "1.0");
    assert_eq!(of("10"), "1.5");
    assert_eq!(of("8"), "0.0");
    let boards = exported_boards(name);
    for player in ["8", "11", "12"] {
        assert!(
            boards.iter().any(|(round, kind, white, _)| round == "4"
                && kind == "zero_point_bye"
                && white == player),
            "player {player}: {boards:?}"
        );
    }
    // Only the loss without an opponent is unusual enough to warn about.
    let check = rondo(&["check", arg(&notation(name))]);
    assert_eq!(check.code, 0, "{}", check.stderr);
    assert_eq!(
        check.stderr.matches("warning").count(),
        1,
        "{}",
        check.stderr
    );
    assert!(
        check.stderr.contains(&format!("{name}:20:129")),
        "{}",
        check.stderr
    );
    // Written back in the file's own format, every line is as it was.
    let converted = rondo(&["convert", arg(&notation(name)), "--to", "trf16"]);
    assert_eq!(converted.code, 0, "{}", converted.stderr);
    let original = std::fs::read_to_string(notation(name)).unwrap();
    assert_eq!(converted.stdout, original);
}

#[test]
fn a_teams_bye_on_every_board_is_one_bye() {
    let file = notation("team-bye-on-every-board.trf");
    let standings = rondo(&["standings", arg(&file)]);
    assert_eq!(standings.code, 0, "{}", standings.stderr);
    assert!(!standings.stderr.contains("second pairing-allocated bye"));
    assert!(
        standings.stdout.contains("Team standings"),
        "{}",
        standings.stdout
    );
    // The file names a team Swiss, which is checked as a team event and re-paired as teams
    // (C.04.6), never as individuals. Round 2 differs in colour only: Alfil had White on
    // board 1 in round 1 (Type A, CD +1: a preference for Black) and Torre had the bye (no
    // preference), so 4.3.2 gives Torre White; the hand-made file gives Alfil White again.
    let check = rondo(&["check", arg(&file)]);
    assert_eq!(check.code, 1, "{}", check.stderr);
    assert!(
        check.stdout.contains("round 1: agrees")
            && check
                .stdout
                .contains("board-1 colours the other way round (produced): 3-1"),
        "{}",
        check.stdout
    );
    assert!(
        check
            .stdout
            .contains("team event of 3 teams on 2 boards, 2 round(s): 0 structure problem(s)"),
        "{}",
        check.stdout
    );
}

#[test]
fn lines_that_are_not_records_are_skipped_with_a_warning_naming_them() {
    let file = notation("ruler-and-comments.trf");
    let check = rondo(&["check", arg(&file)]);
    assert_eq!(check.code, 0, "{}", check.stderr);
    // The two rulers and the line of prose; not the blank line, not the `###` comment.
    for line in [12, 13, 15] {
        let place = format!("ruler-and-comments.trf:{line}:1: warning: line is not a record");
        assert!(check.stderr.contains(&place), "{place}\n{}", check.stderr);
    }
    assert_eq!(
        check.stderr.matches("not a record").count(),
        3,
        "{}",
        check.stderr
    );
    // A ruler starts with `012` but is not the tournament name.
    let standings = rondo(&["standings", arg(&file)]);
    assert!(standings.stdout.starts_with("Riverside Spring Open 2026\n"));
    // --strict refuses the file.
    let strict = rondo(&["check", "--strict", arg(&file)]);
    assert_eq!(strict.code, 2);
    assert!(strict.stderr.contains(":12:1: error: line is not a record"));
    // Written back, the lines stay where they were.
    let converted = rondo(&["convert", arg(&file), "--to", "trf16"]);
    let original = std::fs::read_to_string(&file).unwrap();
    assert_eq!(converted.stdout, original);
}

#[test]
fn a_points_column_that_disagrees_is_a_warning_and_the_results_count() {
    for (name, line, stated, computed) in [
        ("points-all-zero.trf", 13, "0", "3"),
        ("points-count-blank-bye.trf", 20, "1.5", "0.5"),
    ] {
        let file = notation(name);
        for command in [
            vec!["check"],
            vec!["standings"],
            vec!["export", "--format", "csv"],
            vec!["convert", "--to", "trf26"],
            vec!["rating"],
        ] {
            let mut args = command.clone();
            args.push(arg(&file));
            let run = rondo(&args);
            assert_eq!(run.code, 0, "{command:?} {name}: {}", run.stderr);
            let warning = format!(
                "{name}:{line}:81: warning: points column says {stated} but the results give \
                 {computed}; rondo uses the results"
            );
            assert!(run.stderr.contains(&warning), "{command:?}\n{}", run.stderr);
            let mut strict = args.clone();
            strict.insert(1, "--strict");
            assert_eq!(rondo(&strict).code, 2, "{command:?} --strict {name}");
        }
    }
    // The standings count the results, not the column.
    let points = standings_points("points-all-zero.trf");
    assert_eq!(points[0], ("1".to_owned(), "3.0".to_owned()));
    // What rondo writes carries the points of the results, and reads back without a warning.
    let dir = tempfile::tempdir().unwrap();
    for name in ["points-all-zero.trf", "points-count-blank-bye.trf"] {
        let written = dir.path().join(name);
        let input = notation(name);
        for command in [
            vec!["convert", "--to", "trf16", "-o", arg(&written)],
            vec!["pair", "--format", "trf", "-o", arg(&written)],
        ] {
            let mut args = vec![command[0], arg(&input)];
            args.extend_from_slice(&command[1..]);
            let run = rondo(&args);
            assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
            let again = rondo(&["check", arg(&written)]);
            assert!(
                !again.stderr.contains("points column"),
                "{args:?}: {}",
                again.stderr
            );
        }
    }
    let converted = rondo(&[
        "convert",
        arg(&notation("points-all-zero.trf")),
        "--to",
        "trf16",
    ]);
    let original = std::fs::read_to_string(notation("points-all-zero.trf")).unwrap();
    // Only the points columns changed: every other line is as it was.
    let changed: Vec<(&str, &str)> = original
        .lines()
        .zip(converted.stdout.lines())
        .filter(|(a, b)| a != b)
        .collect();
    assert_eq!(changed.len(), 12);
    assert!(
        changed
            .iter()
            .all(|(a, b)| a[..80] == b[..80] && a[84..] == b[84..])
    );
}

#[test]
fn one_round_dates_line_per_round_gives_consecutive_dates() {
    let file = notation("round-dates-per-line.trf");
    let json = rondo(&["convert", arg(&file), "--to", "json"]);
    assert_eq!(json.code, 0, "{}", json.stderr);
    assert!(!json.stderr.contains("appears again"), "{}", json.stderr);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(
        value["header"]["round_dates"],
        serde_json::json!(["26/04/04", "26/04/05", "26/04/06", "26/04/06"])
    );
    let converted = rondo(&["convert", arg(&file), "--to", "trf16"]);
    assert_eq!(converted.stdout, std::fs::read_to_string(&file).unwrap());
}

#[test]
fn tiebreak_codes_of_the_2026_text_are_read_and_unknown_ones_only_warned_about() {
    let file = notation("tiebreaks-2026.trf");
    let run = rondo(&["standings", arg(&file), "--format", "csv"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with("rank,start_number,name,points,RTNG/R,STD,TPN,BH/C1\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stderr
            .contains("tiebreaks-2026.trf:11:5: warning: tie-break 'EDET'")
    );
    assert!(
        run.stderr
            .contains("tiebreaks-2026.trf:11:31: warning: tie-break 'XYZ'")
    );
    // A list the user gives replaces the file's, and its codes are not warned about.
    let given = rondo(&[
        "standings",
        arg(&file),
        "--tiebreaks",
        "BH",
        "--format",
        "csv",
    ]);
    assert_eq!(given.code, 0);
    assert!(!given.stderr.contains("tie-break"), "{}", given.stderr);
    assert!(
        given
            .stdout
            .starts_with("rank,start_number,name,points,BH\n")
    );
    assert_eq!(
        rondo(&["standings", "--strict", arg(&file)]).code,
        2,
        "--strict refuses a record it cannot read whole"
    );
}

#[test]
fn a_file_of_another_system_is_never_repaired_as_dutch() {
    for (name, words) in [(
        "system-team-092.trf",
        "a Swiss system for teams (C.04.6) (record 092 'Team: Swiss-System')",
    )] {
        let file = notation(name);
        for command in [vec!["pair"], vec!["check"], vec!["audit", "--round", "2"]] {
            let mut args = command.clone();
            args.insert(1, arg(&file));
            let run = rondo(&args);
            assert_eq!(run.code, 2, "{command:?} {name}");
            assert!(run.stderr.contains(words), "{}", run.stderr);
            args.extend(["--system", "dutch"]);
            assert_eq!(rondo(&args).code, 0, "{command:?} {name} --system dutch");
        }
        // Reading it is another matter.
        assert_eq!(rondo(&["standings", arg(&file)]).code, 0);
    }
    // Dubov (C.04.4.1): a file naming it is paired by it.
    let dubov = notation("system-dubov.trf");
    let pair = rondo(&["pair", arg(&dubov)]);
    assert_eq!(pair.code, 0, "{}", pair.stderr);
    assert!(pair.stdout.contains("FIDE Dubov 2026"), "{}", pair.stdout);
    let audit = rondo(&["audit", arg(&dubov), "--round", "2"]);
    assert_eq!(audit.code, 0, "{}{}", audit.stdout, audit.stderr);
}

#[test]
fn without_a_number_of_rounds_the_next_round_is_not_paired_as_the_last() {
    let file = notation("no-total-rounds.trf");
    let run = rondo(&["pair", arg(&file)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr.contains("does not say how many rounds"),
        "{}",
        run.stderr
    );
    assert!(
        run.stdout
            .starts_with("Riverside Spring Open 2026: round 5, FIDE Dutch 2025\n")
    );
    let given = rondo(&["pair", arg(&file), "--rounds", "7"]);
    assert!(
        !given.stderr.contains("how many rounds"),
        "{}",
        given.stderr
    );
    assert!(
        given
            .stdout
            .starts_with("Riverside Spring Open 2026: round 5 of 7,")
    );
    // The same pairing as the example, which declares 7 rounds.
    let example = rondo(&[
        "pair",
        arg(&fixtures().join("examples/spring-open.trf")),
        "--format",
        "pairs",
    ]);
    let pairs = rondo(&["pair", arg(&file), "--rounds", "7", "--format", "pairs"]);
    assert_eq!(pairs.stdout, example.stdout);
    // Declared as the last round, the topscorer rules apply: the file says so when written.
    let written = rondo(&["pair", arg(&file), "--rounds", "5", "--format", "trf"]);
    assert_eq!(written.code, 0, "{}", written.stderr);
    assert!(written.stdout.contains("XXR 5"), "{}", written.stdout);
}

#[test]
fn a_forfeit_win_without_opponent_is_the_bye_of_a_round_without_u() {
    let file = notation("bye-as-forfeit-win.trf");
    let check = rondo(&["check", arg(&file)]);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    assert!(
        check
            .stdout
            .ends_with("9 round(s) checked with the 2025 rules, 9 agree, 0 differ\n")
    );
    // The same file with the `U` it replaces is the reference: same rounds, same byes.
    let original = rondo(&[
        "check",
        arg(&fixtures().join("generated/gen_002_n57_r9_byes.trf")),
    ]);
    assert_eq!(
        original.stdout.lines().count(),
        check.stdout.lines().count()
    );
}

#[test]
fn a_baku_system_code_accelerates_a_file_without_acceleration_records() {
    let file = notation("system-dutch-baku.trf");
    let example = fixtures().join("examples/spring-open.trf");
    let pairs = |args: &[&str]| {
        let run = rondo(args);
        assert_eq!(run.code, 0, "{}", run.stderr);
        run.stdout
    };
    let from_code = pairs(&["pair", arg(&file), "--round", "1", "--format", "pairs"]);
    let asked = pairs(&[
        "pair",
        arg(&example),
        "--round",
        "1",
        "--format",
        "pairs",
        "--accelerate",
        "baku",
    ]);
    let plain = pairs(&["pair", arg(&example), "--round", "1", "--format", "pairs"]);
    assert_eq!(from_code, asked);
    assert_ne!(from_code, plain);
}
