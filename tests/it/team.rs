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
