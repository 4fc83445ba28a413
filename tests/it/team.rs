//! Team events (C.04.6, TRF-2026 team records): `rondo check` validates a team file as a team
//! event, never as individuals.

use crate::support::{arg, fixtures, rondo};

#[test]
fn check_validates_team_files_as_team_events() {
    for (name, teams, boards, rounds) in [
        ("grandmommys-cup.trf", 50, 4, 14),
        ("bye-on-every-board.trf", 5, 2, 3),
        ("line-ups-and-forfeits.trf", 4, 3, 3),
    ] {
        let file = fixtures().join("trf/team").join(name);
        let check = rondo(&["check", arg(&file)]);
        assert_eq!(check.code, 0, "{name}: {}{}", check.stdout, check.stderr);
        let summary = format!(
            "team event of {teams} teams on {boards} boards, {rounds} round(s): 0 structure problem(s)"
        );
        assert!(check.stdout.contains(&summary), "{}", check.stdout);
        assert!(!check.stdout.contains("second pairing-allocated bye"));
    }
}

#[test]
fn check_reports_board_colours_a_paired_bye_team_and_stated_scores() {
    let original =
        std::fs::read_to_string(fixtures().join("trf/team/bye-on-every-board.trf")).unwrap();
    // Round 3, board 2 of the match 1-2: the colours swapped (Alpha should have Black there).
    let broken = original
        .replace("10 w 1     4 b 1", "10 w 1     4 w 1")
        .replace("0000 - U     2 w 0", "0000 - U     2 b 0")
        // The 320 record gives team 2 the bye in round 1, when it played team 5; and Alpha's
        // 310 record states 5 match points where the results give 6.
        .replace(
            "310   1 Alpha                            ALP                   ",
            "310   1 Alpha                            ALP             5.0   ",
        );
    let broken = format!("{broken}320  1.0  1.0   2\r\n");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.trf");
    std::fs::write(&path, broken).unwrap();
    let check = rondo(&["check", arg(&path)]);
    assert_eq!(check.code, 1, "{}{}", check.stdout, check.stderr);
    let expected = [
        "round 3: board 2 of team 1 has White where the board colour sequence gives Black (C.04.6 art. 4, TRF 352)",
        "round 1: the 320 record gives team 2 the pairing-allocated bye, but its boards met team 5",
        "team 1: the 310 record states 5.0 match points, the results give 6.0",
    ];
    for line in expected {
        assert!(check.stdout.contains(line), "{line}\n{}", check.stdout);
    }
    let json = rondo(&["check", arg(&path), "--format", "json"]);
    assert_eq!(json.code, 1);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["re_paired"], false);
    assert_eq!(value["team_event"]["rules"]["preference"], "type_b");
    let kinds: Vec<&str> = value["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["kind"].as_str().unwrap())
        .collect();
    assert!(
        kinds.contains(&"board_colour") && kinds.contains(&"bye_team_paired"),
        "{kinds:?}"
    );
}

#[test]
fn standings_show_the_team_crosstable_and_board_results_in_every_format() {
    let file = fixtures().join("trf/team/line-ups-and-forfeits.trf");
    let text = rondo(&["standings", arg(&file)]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    // Team 1: drew team 2 with White (1.5), won the forfeited match against team 3, beat team
    // 4 with Black; 3/1/0 match points (362).
    for expected in [
        "Team crosstable",
        " 1   1  North  2w 1.5  3 3.0f   4b 2.5  7.0  7.0",
        " 2   3  East   4w 2.0  1 0.0f  HPB 1.5  4.0  3.5",
        " 3   2  South  1b 1.5  4w 1.5  PAB 1.5  3.0  4.5",
        "Board results",
    ] {
        assert!(
            text.stdout.contains(expected),
            "{expected}\n{}",
            text.stdout
        );
    }
    // West's member 16 played round 2 on board 3 of South (300).
    let south_16 = text
        .stdout
        .lines()
        .find(|line| line.contains("Member 16, West") && line.contains("South"))
        .unwrap();
    assert!(south_16.contains("3: 15w½"), "{south_16}");

    let json = rondo(&["standings", arg(&file), "--format", "json"]);
    assert_eq!(json.code, 0, "{}", json.stderr);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let first = &value["teams"]["standings"][0];
    assert_eq!(first["team"], 1);
    assert_eq!(first["match_points"], 7.0);
    assert_eq!(first["rounds"][1]["kind"], "forfeited");
    assert_eq!(first["rounds"][1]["won"], true);
    assert_eq!(first["rounds"][0]["colour"], "white");
    assert_eq!(first["players"][1]["results"][2], "2: +");
    let south = &value["teams"]["standings"][2];
    assert_eq!(south["rounds"][2]["kind"], "pairing_bye");
    assert_eq!(south["rounds"][2]["game_points"], 1.5);

    let dir = tempfile::tempdir().unwrap();
    let csv = rondo(&[
        "standings",
        arg(&file),
        "--format",
        "csv",
        "-o",
        arg(dir.path()),
    ]);
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    let teams =
        std::fs::read_to_string(dir.path().join("line-ups-and-forfeits-teams.csv")).unwrap();
    assert!(
        teams.lines().next().unwrap().ends_with(",r1,r2,r3"),
        "{teams}"
    );
    assert!(teams.contains("1,1,North,7.0,7.0,"), "{teams}");
    assert!(teams.contains(",2w 1.5,3 3.0f,4b 2.5"), "{teams}");
    let boards =
        std::fs::read_to_string(dir.path().join("line-ups-and-forfeits-boards.csv")).unwrap();
    assert!(
        boards.contains("2,South,16,\"Member 16, West\",0.5,1,,3: 15w½,"),
        "{boards}"
    );

    let html = rondo(&["standings", arg(&file), "--format", "html"]);
    assert_eq!(html.code, 0);
    assert!(html.stdout.contains("<h2>Team crosstable</h2>"));
    assert!(html.stdout.contains("<h2>Board results</h2>"));
    assert!(html.stdout.contains("<td>3 3.0f</td>"));
}

#[test]
fn the_team_model_goes_to_json_and_back() {
    let file = fixtures().join("trf/team/line-ups-and-forfeits.trf");
    let json = rondo(&["convert", arg(&file), "--to", "json"]);
    assert_eq!(json.code, 0, "{}", json.stderr);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(
        value["line_ups"][1]["boards"],
        serde_json::json!([5, 6, 16])
    );
    assert_eq!(
        value["line_ups"][3]["boards"],
        serde_json::json!([13, null, 15])
    );
    assert_eq!(value["team_pairing_byes"]["game_points"], 15);
    assert_eq!(
        value["team_pairing_byes"]["teams"],
        serde_json::json!([null, null, 2])
    );
    assert_eq!(value["forfeited_matches"][0]["kind"], "white_wins");
    assert_eq!(
        value["board_colours"],
        serde_json::json!(["white", "black", "white"])
    );
    assert_eq!(value["match_scoring"]["win"], 30);
    let dir = tempfile::tempdir().unwrap();
    let json_path = dir.path().join("event.json");
    std::fs::write(&json_path, &json.stdout).unwrap();
    let back = rondo(&["convert", arg(&json_path), "--to", "trf26"]);
    assert_eq!(back.code, 0, "{}", back.stderr);
    for line in [
        "300   3   4   1   13 0000   15",
        "320  1.0  1.5   0   0   2",
        "330 +-   2   1   3",
        "352 WBW",
    ] {
        assert!(back.stdout.contains(line), "{line}\n{}", back.stdout);
    }
    // The derived view is in `check --format json`.
    let check = rondo(&["check", arg(&file), "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&check.stdout).unwrap();
    let north = &value["event"]["matches"][0];
    assert_eq!(north[1]["kind"], "forfeited");
    assert_eq!(north[2]["boards"][1]["entry"]["unplayed"], "forfeit_win");
}
