//! Team standings (C.07 art. 11–13; 2009 annex sections 3 and 4(b2)).

use rondo_core::Tournament;
use rondo_tiebreak::{Rules, StandingsOptions, TeamScore, parse_tiebreak_list, team_standings};

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

#[test]
fn board_count_ranks_the_lower_count_first() {
    // C.07 (2026) art. 12.1 on every match of the league, board 1 = the first member. Game
    // points by board (round 1 + round 2 + round 3):
    // team 1: board 1 = 1 + 0 + ½ = 1.5, board 2 = ½ + 1 + ½ = 2 → BC = 1·1.5 + 2·2 = 5.5
    // team 2: board 1 = 0 + 1 + 1 = 2,   board 2 = ½ + 0 + 1 = 1.5 → BC = 2 + 3 = 5.0
    // team 4: board 1 = ½ + 0 + ½ = 1,   board 2 = ½ + 1 + ½ = 2 → BC = 1 + 4 = 5.0
    // team 3: board 1 = ½ + 1 + 0 = 1.5, board 2 = ½ + 0 + 0 = 0.5 → BC = 1.5 + 1 = 2.5
    // With game points primary, teams 1 and 2 tie on 3.5: team 2's lower count puts it first.
    check(
        TeamScore::GamePoints,
        "BC",
        "1:2 3 3.5 [5.0] | 2:1 4 3.5 [5.5] | 3:4 3 3 [5.0] | 4:3 2 2 [2.5]",
    );
    // With match points primary, teams 2 and 4 tie on 3 and on BC (5.0 each); TBR (art. 12.2)
    // compares board 1: 2 against 1, so team 2 takes the first place of the group.
    check(
        TeamScore::MatchPoints,
        "BC TBR",
        "1:1 4 3.5 [5.5 0] | 2:2 3 3.5 [5.0 1] | 3:4 3 3 [5.0 2] | 4:3 2 2 [2.5 0]",
    );
}

/// Two teams of four boards, one round: team 1 (players 1–4) against team 2 (players 5–8), 2–2
/// on the boards as 1-0, 0-1, 0-1, 1-0 (team 1's results by board). Both teams have 1 match point
/// and 2 game points.
fn drawn_match() -> Tournament {
    Builder::new(8, 1)
        .team(1, "Top", &[1, 2, 3, 4])
        .team(2, "Bottom", &[5, 6, 7, 8])
        .game(1, 1, 5, "1")
        .game(1, 6, 2, "1")
        .game(1, 3, 7, "0")
        .game(1, 8, 4, "0")
        .build()
}

#[track_caller]
fn order(tournament: &Tournament, list: &str) -> String {
    let specs = parse_tiebreak_list(list).expect("list");
    let table = team_standings(
        tournament,
        TeamScore::MatchPoints,
        &specs,
        &StandingsOptions::default(),
    )
    .expect("team standings");
    table
        .rows
        .iter()
        .map(|row| {
            let values: Vec<String> = row.values.iter().map(ToString::to_string).collect();
            format!("{}:{} [{}]", row.rank, row.team, values.join(" "))
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

#[test]
fn chains_separate_two_teams_tied_after_ede_by_their_match_board_by_board() {
    let tournament = drawn_match();
    // EDE (art. 13.3.1): 1–1 in match points and 2–2 in game points, nothing separates.
    assert_eq!(order(&tournament, "EDE"), "1:1 [0] | 1:2 [0]");
    // BC (art. 12.1): team 1 = 1·1 + 4·1 = 5, team 2 = 2·1 + 3·1 = 5: equal.
    assert_eq!(order(&tournament, "BC"), "1:1 [5.0] | 1:2 [5.0]");
    // TBR (art. 12.2): board 1 is team 1's.
    assert_eq!(order(&tournament, "TBR"), "1:1 [1] | 2:2 [2]");
    // BBE (art. 12.3): without board 4, team 1 has 1 (board 1) and team 2 has 2 (boards 2, 3).
    assert_eq!(order(&tournament, "BBE"), "1:2 [1] | 2:1 [2]");
    // The chains (art. 13.3.2): exactly two teams are tied after EDE, so the knock-out methods
    // decide on their match. BC ties (5 against 5) and hands over to TBR or BBE.
    assert_eq!(order(&tournament, "EDET"), "1:1 [1] | 2:2 [2]");
    assert_eq!(order(&tournament, "EDEB"), "1:2 [1] | 2:1 [2]");
    assert_eq!(order(&tournament, "EDEBT"), "1:1 [1] | 2:2 [2]");
    assert_eq!(order(&tournament, "EDEBB"), "1:2 [1] | 2:1 [2]");
}

#[test]
fn board_count_of_a_chain_decides_before_the_top_boards() {
    // Six boards, one match drawn 3–3; team 1's results by board: 1, 0, 0, ½, ½, 1.
    // BC (art. 12.1): team 1 = 1·1 + 4·½ + 5·½ + 6·1 = 11.5; team 2 = 2·1 + 3·1 + 4·½ + 5·½ =
    // 9.5, lower, so team 2 is ahead. TBR (art. 12.2): board 1 is team 1's. BBE (art. 12.3):
    // without board 6, team 1 has 2 and team 2 has 3.
    let tournament = Builder::new(12, 1)
        .team(1, "Top", &[1, 2, 3, 4, 5, 6])
        .team(2, "Bottom", &[7, 8, 9, 10, 11, 12])
        .game(1, 1, 7, "1")
        .game(1, 8, 2, "1")
        .game(1, 3, 9, "0")
        .game(1, 10, 4, "=")
        .game(1, 5, 11, "=")
        .game(1, 12, 6, "0")
        .build();
    assert_eq!(order(&tournament, "BC"), "1:2 [9.5] | 2:1 [11.5]");
    assert_eq!(order(&tournament, "EDET"), "1:1 [1] | 2:2 [2]");
    assert_eq!(order(&tournament, "EDEBT"), "1:2 [1] | 2:1 [2]");
    assert_eq!(order(&tournament, "EDEB"), "1:2 [1] | 2:1 [2]");
    assert_eq!(order(&tournament, "EDEBB"), "1:2 [1] | 2:1 [2]");
}

#[test]
fn ede_ranks_a_team_whose_place_no_missing_match_could_change() {
    // Six teams of two boards, three rounds; every match is won 2–0 except two drawn 1–1:
    // r1 1–2 2–0, 3–4 2–0, 5–6 1–1; r2 1–3 2–0, 2–5 2–0, 4–6 1–1; r3 4–1 2–0, 2–6 2–0,
    // 3–5 2–0. Teams 1, 2 and 3 have 4 match points and 4 game points; 2 and 3 never met.
    // Mini-table in match points (C.07 art. 13.3.1 with art. 6.3): team 1 has 4, team 2 and
    // team 3 have 0 and one missing match each, worth at most a won match (2): team 1 is first
    // whatever that match would have given. Teams 2 and 3 start again (13.3.3): they never met,
    // so neither EDE nor a chain (13.3.2 needs their own match) separates them.
    let tournament = Builder::new(12, 3)
        .team(1, "A", &[1, 2])
        .team(2, "B", &[3, 4])
        .team(3, "C", &[5, 6])
        .team(4, "D", &[7, 8])
        .team(5, "E", &[9, 10])
        .team(6, "F", &[11, 12])
        .game(1, 1, 3, "1")
        .game(1, 4, 2, "0")
        .game(1, 5, 7, "1")
        .game(1, 8, 6, "0")
        .game(1, 9, 11, "=")
        .game(1, 12, 10, "=")
        .game(2, 1, 5, "1")
        .game(2, 6, 2, "0")
        .game(2, 3, 9, "1")
        .game(2, 10, 4, "0")
        .game(2, 7, 11, "=")
        .game(2, 12, 8, "=")
        .game(3, 1, 7, "0")
        .game(3, 8, 2, "1")
        .game(3, 3, 11, "1")
        .game(3, 12, 4, "0")
        .game(3, 5, 9, "1")
        .game(3, 10, 6, "0")
        .build();
    assert_eq!(
        order(&tournament, "EDE"),
        "1:1 [1] | 2:2 [2] | 2:3 [2] | 4:4 [0] | 5:6 [0] | 6:5 [0]"
    );
    assert_eq!(
        order(&tournament, "EDEBT"),
        "1:1 [1] | 2:2 [2] | 2:3 [2] | 4:4 [0] | 5:6 [0] | 6:5 [0]"
    );
}

#[test]
fn a_forfeited_match_is_an_encounter_only_with_p() {
    // Round 1: team 1 wins every board by forfeit (4–0); round 2: team 2 wins every board over
    // the board (4–0). Both have 2 match points and 4 game points.
    let tournament = Builder::new(8, 2)
        .team(1, "Top", &[1, 2, 3, 4])
        .team(2, "Bottom", &[5, 6, 7, 8])
        .forfeit(1, 1, 5)
        .forfeit(1, 2, 6)
        .forfeit(1, 3, 7)
        .forfeit(1, 4, 8)
        .game(2, 5, 1, "1")
        .game(2, 2, 6, "0")
        .game(2, 7, 3, "1")
        .game(2, 4, 8, "0")
        .build();
    // Art. 6.1.1: without /P only the played match counts, and team 2 won it.
    assert_eq!(order(&tournament, "EDE"), "1:2 [1] | 2:1 [2]");
    assert_eq!(order(&tournament, "EDET"), "1:2 [1] | 2:1 [2]");
    // With /P both matches count, averaged (art. 6.1.2): 1 match point and 2 game points each.
    // The boards of the two matches, summed (art. 12: forfeits count as wins and losses), are
    // 1, 1, 1, 1 for both teams: the chain cannot separate them either.
    assert_eq!(order(&tournament, "EDE/P"), "1:1 [0] | 1:2 [0]");
    assert_eq!(order(&tournament, "EDET/P"), "1:1 [0] | 1:2 [0]");
    assert_eq!(order(&tournament, "EDEBB/P"), "1:1 [0] | 1:2 [0]");
}

#[test]
fn scores_and_schedule_strength_combination() {
    // C.07 (2026) art. 13.4 with match points primary: SSSC = game points + BH:MP / factor. The
    // factor: 3 rounds × 2 match points / (2 boards × 1 game point) = 3. BH:MP (see
    // `direct_encounter_and_buchholz`): team 1 = 8, team 2 = 9, team 4 = 9, team 3 = 10.
    // team 1: 3.5 + 8/3 = 6.17; team 2: 3.5 + 9/3 = 6.50; team 4: 3 + 3 = 6.00;
    // team 3: 2 + 10/3 = 5.33.
    check(
        TeamScore::MatchPoints,
        "SSSC",
        "1:1 4 3.5 [6.17] | 2:2 3 3.5 [6.50] | 3:4 3 3 [6.00] | 4:3 2 2 [5.33]",
    );
    // `/K2` sets the factor: team 1: 3.5 + 4 = 7.50, team 2: 3.5 + 4.5 = 8.00, team 4: 3 + 4.5
    // = 7.50, team 3: 2 + 5 = 7.00.
    check(
        TeamScore::MatchPoints,
        "SSSC/K2",
        "1:1 4 3.5 [7.50] | 2:2 3 3.5 [8.00] | 3:4 3 3 [7.50] | 4:3 2 2 [7.00]",
    );
    // Game points primary: the factor is 3 rounds × 2 game points / 2 match points = 3, the
    // secondary score the match points, the Buchholz on game points. Team 1 met teams of 3.5, 2
    // and 3 game points: 4 + 8.5/3 = 6.83; team 2 met 3.5 + 3 + 2: 3 + 8.5/3 = 5.83; team 4
    // met 2 + 3.5 + 3.5: 3 + 9/3 = 6.00; team 3 met 3 + 3.5 + 3.5: 2 + 10/3 = 5.33.
    check(
        TeamScore::GamePoints,
        "SSSC",
        "1:1 4 3.5 [6.83] | 2:2 3 3.5 [5.83] | 3:4 3 3 [6.00] | 4:3 2 2 [5.33]",
    );
}

#[test]
fn sssc_f_takes_the_buchholz_of_the_last_round_drawn() {
    // C.07 (2026) art. 13.4 with `/F` (art. 8.3): round 3's matches count as drawn for the
    // Buchholz: 2–3 (2–0) becomes 1–1, 1–4 was 1–1 already. Fore match points: team 1 = 2 + 1
    // + 1 = 4, team 2 = 0 + 1 + 1 = 2, team 3 = 1 + 1 + 1 = 3, team 4 = 1 + 1 + 1 = 3.
    // Fore BH:MP: team 1 (met 2, 3, 4) = 2 + 3 + 3 = 8; team 2 (1, 4, 3) = 4 + 3 + 3 = 10;
    // team 4 (3, 2, 1) = 3 + 2 + 4 = 9; team 3 (4, 1, 2) = 3 + 4 + 2 = 9. The game points stay
    // the real ones. SSSC/F = GP + FB/3: 3.5 + 8/3 = 6.17; 3.5 + 10/3 = 6.83; 3 + 3 = 6.00;
    // 2 + 3 = 5.00.
    check(
        TeamScore::MatchPoints,
        "SSSC/F",
        "1:1 4 3.5 [6.17] | 2:2 3 3.5 [6.83] | 3:4 3 3 [6.00] | 4:3 2 2 [5.00]",
    );
}

#[test]
fn individual_standings_refuse_the_team_board_codes() {
    use rondo_tiebreak::{StandingsError, standings};
    for code in [
        "BC", "TBR", "BBE", "EDET", "EDEB/P", "EDEBT", "EDEBB", "SSSC/K3",
    ] {
        let specs = parse_tiebreak_list(code).expect("list");
        let error = standings(&league(), &specs, &StandingsOptions::default());
        assert_eq!(
            error,
            Err(StandingsError::TeamOnly(code.to_owned())),
            "{code}"
        );
    }
}

/// Three teams of two boards, three rounds, one team bye (PAB) per round, worth a drawn match
/// (C.04.6 art. 1.4: 1 match point, 1 game point). Round 1: 1–2 2–0 (won over the board, or by
/// forfeit on both boards), team 3 bye. Round 2: 1–3 2–0, team 2 bye. Round 3: 2–3 1–1, team 1
/// bye.
fn a_bye_each_round(round_1_forfeited: bool) -> Tournament {
    let builder = Builder::new(6, 3)
        .team(1, "Top", &[1, 2])
        .team(2, "Middle", &[3, 4])
        .team(3, "Bottom", &[5, 6]);
    let builder = if round_1_forfeited {
        builder.forfeit(1, 1, 3).forfeit(1, 2, 4)
    } else {
        builder.game(1, 1, 3, "1").game(1, 4, 2, "0")
    };
    builder
        .pab(1, 5)
        .pab(1, 6)
        .game(2, 1, 5, "1")
        .game(2, 6, 2, "0")
        .pab(2, 3)
        .pab(2, 4)
        .game(3, 3, 5, "1")
        .game(3, 6, 4, "1")
        .pab(3, 1)
        .pab(3, 2)
        .build()
}

#[test]
fn the_2026_rules_cap_the_dummy_opponent_of_a_team_at_a_drawn_match_per_round() {
    // Team 1: 2 + 2 + 1 = 5 match points, 2 + 2 + 1 = 5 game points; teams 2 and 3: 2 and 2.
    let tournament = a_bye_each_round(false);
    let specs = parse_tiebreak_list("BH:MP,BH:GP").unwrap();
    let values = |rules: Rules| -> Vec<(u16, String)> {
        let table = team_standings(
            &tournament,
            TeamScore::MatchPoints,
            &specs,
            &StandingsOptions::default().with_rules(rules),
        )
        .unwrap();
        let mut rows: Vec<(u16, String)> = table
            .rows
            .iter()
            .map(|row| {
                let values: Vec<String> = row.values.iter().map(ToString::to_string).collect();
                (row.team, values.join(" "))
            })
            .collect();
        rows.sort();
        rows
    };
    // 2024 (art. 16.4): team 1's bye round counts its own score, 5 (and 5 game points):
    // 2 + 2 + 5 = 9 both ways. Teams 2 and 3: 5 + 2 + own 2 = 9, and 5 + 2 + 2 = 9 game points.
    assert_eq!(
        values(Rules::Fide2024),
        [
            (1, "9.0 9.0".into()),
            (2, "9.0 9.0".into()),
            (3, "9.0 9.0".into())
        ]
    );
    // 2026: the dummy's score is capped at a drawn match per round, 1 × 3 match points and
    // 1 × 3 game points, so team 1 counts 3: 2 + 2 + 3 = 7. Teams 2 and 3 are under the cap.
    assert_eq!(
        values(Rules::Fide2026),
        [
            (1, "7.0 7.0".into()),
            (2, "9.0 9.0".into()),
            (3, "9.0 9.0".into())
        ]
    );
}

#[test]
fn the_2026_rules_cap_the_dummy_opponent_of_a_forfeit_at_the_scheduled_opponents_score() {
    // As above, but round 1's match 1–2 is forfeited by team 2 on both boards: team 1 still
    // has 5 match points, team 2 has 2 (its adjusted score, art. 16.3, is the same: no
    // requested bye).
    let tournament = a_bye_each_round(true);
    let value = |list: &str, rules: Rules| -> String {
        let specs = parse_tiebreak_list(list).unwrap();
        let table = team_standings(
            &tournament,
            TeamScore::MatchPoints,
            &specs,
            &StandingsOptions::default().with_rules(rules),
        )
        .unwrap();
        table.rows.iter().find(|row| row.team == 1).unwrap().values[0].to_string()
    };
    // 2024: the forfeit and the bye each count team 1's own 5: 5 + 2 + 5.
    assert_eq!(value("BH:MP", Rules::Fide2024), "12.0");
    // 2026: the forfeit's dummy is capped at team 2's score (2), the bye's at a drawn match
    // per round (3): 2 + 2 + 3.
    assert_eq!(value("BH:MP", Rules::Fide2026), "7.0");
    // With /P the forfeit meets team 2 itself (2); only the bye is a dummy: 2 + 2 + 5 in
    // 2024, 2 + 2 + 3 in 2026.
    assert_eq!(value("BH:MP/P", Rules::Fide2024), "9.0");
    assert_eq!(value("BH:MP/P", Rules::Fide2026), "7.0");
}
