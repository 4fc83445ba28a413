//! `rondo generate --config FILE`: the generator's configuration file (TOML or JSON).

#![allow(clippy::unwrap_used)] // Test helpers may fail loudly.

use crate::support::{arg, fixtures, rondo};

#[test]
fn the_example_configuration_makes_the_tournament_it_describes() {
    let config = fixtures().join("examples/generate.toml");
    let run = rondo(&["generate", "--config", arg(&config)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let again = rondo(&["generate", "--config", arg(&config)]);
    assert_eq!(
        run.stdout, again.stdout,
        "the same configuration gives the same file"
    );
    let text = &run.stdout;
    assert!(text.contains("\n202 BH/C1,BH,SB,DE\n"), "{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("260 ")).count(), 2);
    let players: Vec<&str> = text.lines().filter(|l| l.starts_with("001")).collect();
    assert_eq!(players.len(), 60);
    assert!(
        players.iter().any(|l| &l[10..13] == " GM"),
        "titles are given by rating"
    );
    // Late entries and zero-point byes: absences in the first rounds.
    assert!(players.iter().any(|l| l[91..].starts_with("0000 - Z")));
    // The file is a valid tournament whose every round rondo's checker accepts.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("generated.trf");
    std::fs::write(&file, text).unwrap();
    let check = rondo(&["check", arg(&file)]);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    assert!(
        check.stdout.contains("9 round(s) checked"),
        "{}",
        check.stdout
    );
}

#[test]
fn json_configurations_and_their_mistakes() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.json");
    std::fs::write(
        &config,
        r#"{"players": 15, "rounds": 5, "seed": 3, "system": "harkness", "double_forfeit_rate": 0.2}"#,
    )
    .unwrap();
    let run = rondo(&["generate", "--config", arg(&config)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("192 CUSTOM_SWISS_HARKNESS"),
        "{}",
        run.stdout
    );
    // A double forfeit: two players who forfeited against each other.
    assert!(
        run.stdout
            .lines()
            .any(|l| l.starts_with("001") && l.contains(" w -"))
    );
    std::fs::write(
        &config,
        r#"{"players": 15, "rounds": 5, "seed": 3, "colour": "white"}"#,
    )
    .unwrap();
    let unknown = rondo(&["generate", "--config", arg(&config)]);
    assert_eq!(unknown.code, 2);
    assert!(
        unknown.stderr.contains("unknown field `colour`"),
        "{}",
        unknown.stderr
    );
    std::fs::write(
        &config,
        r#"{"players": 15, "rounds": 5, "seed": 3, "bye_rate": 2}"#,
    )
    .unwrap();
    let out_of_range = rondo(&["generate", "--config", arg(&config)]);
    assert_eq!(out_of_range.code, 2);
    assert!(
        out_of_range
            .stderr
            .contains("bye_rate must be between 0 and 1"),
        "{}",
        out_of_range.stderr
    );
    // The configuration says everything: no generation option beside it.
    let both = rondo(&["generate", "--config", arg(&config), "--players", "9"]);
    assert_eq!(both.code, 2);
}

/// A team event from a configuration file, with the events the team generator draws as the
/// individual one does: late entries, matches neither team appears for, forbidden pairs of
/// teams and Baku acceleration. Every round re-checks as C.04.6 pairs it.
#[test]
fn a_team_configuration_draws_late_entries_no_shows_forbidden_pairs_and_acceleration() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("teams.toml");
    std::fs::write(
        &config,
        "system = \"team\"\nplayers = 20\nboards = 3\nrounds = 9\nseed = 5\n\
         double_forfeit_rate = 0.05\nzero_point_bye_rate = 0.03\nlate_entry_rate = 0.15\n\
         forbidden_pairs = 4\naccelerate = \"baku\"\n",
    )
    .unwrap();
    let run = rondo(&["generate", "--config", arg(&config)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let text = &run.stdout;
    assert!(
        text.contains("\n192 FIDE_TEAM_TYPEA_MP_GP_BAKU\n"),
        "{text}"
    );
    assert_eq!(text.lines().filter(|l| l.starts_with("260 ")).count(), 4);
    assert!(text.lines().any(|l| l.starts_with("330 --")), "{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("310 ")).count(), 20);
    // Three boards: each team lists three members (after `310`, its number and "Team 001").
    let team = text.lines().find(|l| l.starts_with("310 ")).unwrap();
    assert_eq!(team.split_whitespace().count(), 4 + 3, "{team}");
    // A late team: zero-point byes on its boards in round 1.
    assert!(
        text.lines()
            .any(|l| l.starts_with("001") && l[91..].starts_with("0000 - Z"))
    );
    let file = dir.path().join("teams.trf");
    std::fs::write(&file, text).unwrap();
    let check = rondo(&["check", arg(&file)]);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    assert!(
        check
            .stdout
            .contains("9 round(s) re-paired with the C.04.6 rules, 9 agree, 0 differ"),
        "{}",
        check.stdout
    );
}
