//! `rondo schedule`: the JSON contract and readable tables.

use crate::support::rondo;

#[test]
fn berger_json_follows_the_contract() {
    let run = rondo(&["schedule", "berger", "--players", "5", "--format", "json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let value: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let rounds = value["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 5);
    let mut met = std::collections::BTreeSet::new();
    for round in rounds {
        let boards = round.as_array().unwrap();
        assert_eq!(boards.len(), 3, "two games and a bye");
        let byes: Vec<_> = boards.iter().filter(|b| b[1] == 0).collect();
        assert_eq!(byes.len(), 1, "{round}");
        for board in boards.iter().filter(|b| b[1] != 0) {
            let (a, b) = (board[0].as_u64().unwrap(), board[1].as_u64().unwrap());
            assert!(met.insert((a.min(b), a.max(b))), "{a}-{b} meet twice");
        }
    }
    assert_eq!(met.len(), 10);
}

#[test]
fn scheveningen_players_are_named_by_team_and_board() {
    let run = rondo(&[
        "schedule",
        "scheveningen",
        "--boards",
        "4",
        "--format",
        "json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(value["rounds"][0][0][0], "A1");
    insta::assert_snapshot!(rondo(&["schedule", "scheveningen", "--boards", "4"]).stdout, @r"
    Scheveningen, 4 boards per team (White first)
    Round  1:  A1-B1  A2-B2  B3-A3  B4-A4
    Round  2:  B2-A1  B1-A2  A3-B4  A4-B3
    Round  3:  A1-B3  A2-B4  B1-A3  B2-A4
    Round  4:  B4-A1  B3-A2  A3-B2  A4-B1
    ");
}

#[test]
fn berger_text_for_six_players_is_the_fide_table() {
    insta::assert_snapshot!(rondo(&["schedule", "berger", "--players", "6"]).stdout, @r"
    Round robin, 6 players (Berger tables)
    Round  1:  1-6  2-5  3-4
    Round  2:  6-4  5-3  1-2
    Round  3:  2-6  3-1  4-5
    Round  4:  6-5  1-4  2-3
    Round  5:  3-6  4-2  5-1
    ");
}

#[test]
fn impossible_schedules_are_usage_errors() {
    let run = rondo(&["schedule", "belgrade", "--players", "3", "--groups", "5"]);
    assert_eq!(run.code, 2);
    assert!(!run.stderr.is_empty());
}

#[test]
fn a_round_robin_started_from_schedule_trf_is_paired_by_its_192_record() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rr.trf");
    let trf = rondo(&["schedule", "berger", "--players", "7", "--format", "trf"]);
    assert_eq!(trf.code, 0, "{}", trf.stderr);
    assert!(trf.stdout.contains("192 FIDE_ROUNDROBIN") && trf.stdout.contains("142 7"));
    std::fs::write(&path, &trf.stdout).unwrap();
    let paired = rondo(&["pair", crate::support::arg(&path), "--format", "pairs"]);
    assert_eq!(paired.code, 0, "{}", paired.stderr);
    let table = rondo(&["schedule", "berger", "--players", "7", "--format", "pairs"]);
    let first_round: Vec<&str> = table.stdout.lines().take(5).collect();
    assert_eq!(paired.stdout.lines().collect::<Vec<_>>(), first_round);
}
