//! Team standings (C.07 art. 11–13; 2009 annex sections 3 and 4(b2)).

use rondo_core::Tournament;
use rondo_tiebreak::{StandingsOptions, TeamScore, parse_tiebreak_list, team_standings};

use crate::builder::Builder;

/// Four teams of two boards, a round robin of three rounds. Team 1 = players 1–2, team 2 = 3–4,
/// team 3 = 5–6, team 4 = 7–8.
///
/// | round | match | boards | game points | match points |
/// |---|---|---|---|---|
/// | 1 | 1–2 | 1–3 1-0, 4–2 ½ | 1.5 – 0.5 | 2 – 0 |
/// | 1 | 3–4 | 5–7 ½, 8–6 ½ | 1 – 1 | 1 – 1 |
/// | 2 | 1–3 | 1–5 0-1, 6–2 0-1 | 1 – 1 | 1 – 1 |
/// | 2 | 2–4 | 3–7 1-0, 8–4 1-0 | 1 – 1 | 1 – 1 |
/// | 3 | 1–4 | 1–7 ½, 8–2 ½ | 1 – 1 | 1 – 1 |
/// | 3 | 2–3 | 3–5 1-0, 6–4 0-1 | 2 – 0 | 2 – 0 |
///
/// Match points: 1: 4, 2: 3, 4: 3, 3: 2. Game points: 1: 3.5, 2: 3.5, 4: 3, 3: 2.
fn league() -> Tournament {
    Builder::new(8, 3)
        .team(1, "Knights", &[1, 2])
        .team(2, "Bishops", &[3, 4])
        .team(3, "Rooks", &[5, 6])
        .team(4, "Pawns", &[7, 8])
        .game(1, 1, 3, "1")
        .game(1, 4, 2, "=")
        .game(1, 5, 7, "=")
        .game(1, 8, 6, "=")
        .game(2, 1, 5, "0")
        .game(2, 6, 2, "0")
        .game(2, 3, 7, "1")
        .game(2, 8, 4, "1")
        .game(3, 1, 7, "=")
        .game(3, 8, 2, "=")
        .game(3, 3, 5, "1")
        .game(3, 6, 4, "0")
        .build()
}

#[track_caller]
fn check(primary: TeamScore, list: &str, expected: &str) {
    let specs = parse_tiebreak_list(list).expect("list");
    let table = team_standings(&league(), primary, &specs, &StandingsOptions::default())
        .expect("team standings");
    let text: Vec<String> = table
        .rows
        .iter()
        .map(|row| {
            let values: Vec<String> = row.values.iter().map(ToString::to_string).collect();
            format!(
                "{}:{} {} {} [{}]",
                row.rank,
                row.team,
                row.match_points,
                row.game_points,
                values.join(" ")
            )
        })
        .collect();
    assert_eq!(text.join(" | "), expected);
}

#[test]
fn match_points_then_game_points() {
    // Teams 2 and 4 are level on 3 match points; game points put 2 ahead (3.5 against 3).
    check(
        TeamScore::MatchPoints,
        "GPTS",
        "1:1 4 3.5 [3.5] | 2:2 3 3.5 [3.5] | 3:4 3 3 [3.0] | 4:3 2 2 [2.0]",
    );
}

#[test]
fn extended_sonneborn_berger() {
    // C.07 art. 13.2. EMMSB (opponents' match points × match points scored):
    // team 2: 4·0 + 3·1 + 2·2 = 7; team 4: 2·1 + 3·1 + 4·1 = 9, so 4 is ahead.
    // EMGSB (× game points scored), the 2009 annex's team SB with match points primary:
    // team 2: 4·0.5 + 3·1 + 2·2 = 9; team 4: 2·1 + 3·1 + 4·1 = 9; team 1: 3·1.5 + 2·1 + 3·1 =
    // 9.5; team 3: 3·1 + 4·1 + 3·0 = 7.
    check(
        TeamScore::MatchPoints,
        "EMMSB EMGSB SB",
        "1:1 4 3.5 [11.00 9.50 9.50] | 2:4 3 3 [9.00 9.00 9.00] | 3:2 3 3.5 [7.00 9.00 9.00] | 4:3 2 2 [7.00 7.00 7.00]",
    );
}

#[test]
fn direct_encounter_and_buchholz() {
    // Teams 2 and 4 drew their match 1–1: EDE (art. 13.3) splits nothing on match points nor on
    // game points, and BH:MP is 4 + 3 + 2 = 9 for both; MPVGP (art. 13.1) then decides.
    check(
        TeamScore::MatchPoints,
        "EDE BH:MP MPVGP",
        "1:1 4 3.5 [0 8.0 3.5] | 2:2 3 3.5 [0 9.0 3.5] | 3:4 3 3 [0 9.0 3.0] | 4:3 2 2 [0 10.0 2.0]",
    );
}

#[test]
fn game_points_primary() {
    // With game points primary, teams 1 and 2 tie on 3.5; they met in round 1 and team 1 won
    // 1.5–0.5: direct encounter puts it first.
    check(
        TeamScore::GamePoints,
        "DE",
        "1:1 4 3.5 [1] | 2:2 3 3.5 [2] | 3:4 3 3 [0] | 4:3 2 2 [0]",
    );
}

#[test]
fn individual_codes_are_refused() {
    let specs = parse_tiebreak_list("ARO").expect("list");
    let error = team_standings(
        &league(),
        TeamScore::MatchPoints,
        &specs,
        &StandingsOptions::default(),
    );
    assert!(error.is_err());
}

#[test]
fn team_list_from_the_file_or_the_recommendation() {
    use rondo_tiebreak::{team_tiebreaks_for, tiebreaks_for};
    let options = StandingsOptions::default();
    let labels = |specs: &[rondo_tiebreak::TiebreakSpec]| {
        specs
            .iter()
            .map(|s| s.label.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let (primary, specs) = team_tiebreaks_for(&league(), &options).expect("default");
    assert_eq!(
        (primary, labels(&specs).as_str()),
        (TeamScore::MatchPoints, "GPTS DE BH")
    );

    let mut setup = league().into_setup();
    setup.header.standings_tiebreaks = Some("GPTS, EDE, EGGSB, BH:MP".to_owned());
    let t = Tournament::try_from(setup).expect("valid");
    let (primary, specs) = team_tiebreaks_for(&t, &options).expect("212");
    assert_eq!(
        (primary, labels(&specs).as_str()),
        (TeamScore::GamePoints, "EDE EGGSB BH:MP")
    );
    // Individual standings of the same file skip the team codes.
    assert_eq!(
        labels(&tiebreaks_for(&t, &options).expect("individual")),
        "EDE BH:MP"
    );
}
