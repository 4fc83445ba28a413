//! Abnormal assignments of points (TRF-2026 `299`) in the scores: when a bonus starts to count,
//! which typed record scores a result, and the pairing scores and floats they give.

use rondo_core::{AdjustmentKind, Float, ScoreAdjustment, Tournament};

use crate::{id, points, round, setup};

fn adjustment(
    kind: AdjustmentKind,
    tenths: i32,
    round_no: Option<u16>,
    targets: &[u16],
) -> ScoreAdjustment {
    ScoreAdjustment {
        kind,
        match_points: None,
        points: Some(points(tenths)),
        round: round_no.map(round),
        targets: targets.to_vec(),
    }
}

/// Four players, two rounds: 1 beats 2 then loses to 3 by forfeit; 3 beats 4, then wins against
/// 1 by forfeit; 2 and 4 draw in round 2.
const ROWS: [&str; 4] = ["2w1 3b-", "1b0 4w=", "4w1 1w+", "3b0 2b="];

#[track_caller]
fn with(adjustments: Vec<ScoreAdjustment>) -> Tournament {
    let mut setup = setup(&ROWS);
    setup.score_adjustments = adjustments;
    Tournament::try_from(setup).unwrap()
}

#[test]
fn a_bonus_counts_after_its_round_and_one_without_a_round_from_the_start() {
    let tournament = with(vec![
        adjustment(AdjustmentKind::Bonus, 10, Some(1), &[2]),
        adjustment(AdjustmentKind::Bonus, -5, None, &[4]),
    ]);
    let score = |player: u16, before: u16| {
        tournament
            .view(round(before))
            .state(id(player))
            .unwrap()
            .score
    };
    // Player 2: lost round 1 (0), bonus of round 1 from round 2 on, drew round 2.
    assert_eq!(score(2, 1), points(0));
    assert_eq!(score(2, 2), points(10));
    assert_eq!(score(2, 3), points(15));
    // Player 4: the penalty of no round counts before round 1 already.
    assert_eq!(score(4, 1), points(-5));
    assert_eq!(score(4, 3), points(0));
    let four = tournament.player(id(4)).unwrap();
    assert_eq!(tournament.total_score(four), points(0));
}

#[test]
fn the_most_specific_typed_record_scores_a_result() {
    // Every forfeit win is worth ½; player 3's forfeit win of round 2 is worth 0.8; a record
    // naming player 3 in every round comes second to the one naming the round as well.
    let tournament = with(vec![
        adjustment(AdjustmentKind::ForfeitWin, 5, None, &[]),
        adjustment(AdjustmentKind::ForfeitWin, 8, Some(2), &[3]),
        adjustment(AdjustmentKind::ForfeitWin, 3, None, &[3]),
        // A typed record for a result the player does not have changes nothing.
        adjustment(AdjustmentKind::HalfPointBye, 10, None, &[]),
    ]);
    let total = |player: u16| tournament.total_score(tournament.player(id(player)).unwrap());
    assert_eq!(total(3), points(18));
    assert_eq!(total(1), points(10));
    assert_eq!(total(2), points(5));
}

#[test]
fn the_points_column_must_include_the_adjustments() {
    let mut adjusted = setup(&ROWS);
    adjusted.score_adjustments = vec![adjustment(AdjustmentKind::Bonus, 20, Some(1), &[4])];
    // Player 4: ½ from the results, 2 from the bonus.
    adjusted.players[3].stated_points = Some(points(25));
    assert!(Tournament::try_from(adjusted.clone()).is_ok());
    adjusted.players[3].stated_points = Some(points(5));
    assert!(Tournament::try_from(adjusted).is_err());
}

#[test]
fn a_bonus_changes_the_pairing_score_and_so_the_floats() {
    // Before round 2, 1 and 3 have 1 point, 2 and 4 none; a bonus of 1 in round 1 gives 4 one
    // too. 4 drew with 2 in round 2: without the bonus equal scores (no float), with it 4
    // floated down and 2 up.
    let plain = with(Vec::new());
    let bonus = with(vec![adjustment(AdjustmentKind::Bonus, 10, Some(1), &[4])]);
    let floats = |tournament: &Tournament, player: u16| {
        tournament.view(round(3)).state(id(player)).unwrap().floats[1]
    };
    assert_eq!(floats(&plain, 4), None);
    assert_eq!(floats(&bonus, 4), Some(Float::Down));
    assert_eq!(floats(&bonus, 2), Some(Float::Up));
    let state = bonus.view(round(2));
    assert_eq!(state.state(id(4)).unwrap().pairing_score, points(10));
}

#[test]
fn in_a_team_event_the_numbers_are_teams_and_players_keep_their_points() {
    let mut team_setup = setup(&ROWS);
    team_setup.teams = vec![
        rondo_core::Team::new(1, "One", vec![id(1), id(2)]),
        rondo_core::Team::new(2, "Two", vec![id(3), id(4)]),
    ];
    team_setup.score_adjustments = vec![adjustment(AdjustmentKind::Bonus, 10, None, &[1])];
    let tournament = Tournament::try_from(team_setup).unwrap();
    let one = tournament.player(id(1)).unwrap();
    assert_eq!(tournament.total_score(one), points(10));
}
