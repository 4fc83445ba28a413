//! Float history (C.04.3 2025 1.4; 2017 A.4): floats are decided per round from the pairing
//! scores at the time of that round.

use rondo_core::{
    Acceleration, Float, FloatRules, Score, ScoringSystem, Tournament, TournamentSetup,
};

use crate::{id, points, round, setup, tournament};

/// Six players, three rounds, every kind of entry:
///
/// | round | pairing (scores before the round)                    | byes               |
/// |-------|------------------------------------------------------|--------------------|
/// | 1     | 1–2 1-0 (0 v 0), 3–4 ½ (0 v 0)                        | 5 PAB, 6 HPB       |
/// | 2     | 1–5 0-1 (1 v 1), 2–3 1-0 (0 v ½), 4–6 forfeit win for 4 (½ v ½) |     |
/// | 3     | 5–4 ½ (2 v 1½), 6–2 1-0 (½ v 1)                        | 1 ZPB, 3 FPB       |
const ROWS: [&str; 6] = [
    "2w1 5w0 Z",
    "1b0 3w1 6b0",
    "4w= 2b0 F",
    "3b= 6b+ 5b=",
    "U 1b1 4w=",
    "H 4w- 2w1",
];

#[track_caller]
fn check_floats(t: &Tournament, rules: FloatRules, expected: [[Option<Float>; 3]; 6]) {
    let view = t.view_with(round(4), rules);
    for (number, expected) in (1..).zip(expected) {
        let state = view.state(id(number)).unwrap();
        assert_eq!(state.floats, expected, "player {number}, {rules:?}");
    }
}

#[test]
fn floats_under_the_2025_rules() {
    use Float::{Down, Up};
    // A game between different scores floats the higher down and the lower up; the PAB and
    // any round scored above a loss without playing (forfeit win, FPB, HPB) is a downfloat;
    // a ZPB or a forfeit loss is no float.
    check_floats(
        &tournament(&ROWS),
        FloatRules::Dutch2025,
        [
            [None, None, None],
            [None, Some(Up), Some(Down)],
            [None, Some(Down), Some(Down)],
            [None, Some(Down), Some(Up)],
            [Some(Down), None, Some(Down)],
            [Some(Down), None, Some(Up)],
        ],
    );
}

#[test]
fn floats_under_the_2017_rules() {
    use Float::{Down, Up};
    // As 2025 for games; every round without a game, for whatever reason, is a downfloat.
    check_floats(
        &tournament(&ROWS),
        FloatRules::Dutch2017,
        [
            [None, None, Some(Down)],
            [None, Some(Up), Some(Down)],
            [None, Some(Down), Some(Down)],
            [None, Some(Down), Some(Up)],
            [Some(Down), None, Some(Down)],
            [Some(Down), Some(Down), Some(Up)],
        ],
    );
}

#[test]
fn float_history_counts_rounds_not_games() {
    let t = tournament(&ROWS);
    let view = t.view(round(4));
    let six = view.state(id(6)).unwrap();
    assert_eq!(six.float_ago(1), Some(Float::Up));
    assert_eq!(
        six.float_ago(2),
        None,
        "a forfeit loss is no float, but still a round"
    );
    assert_eq!(six.float_ago(3), Some(Float::Down));
    assert_eq!(six.float_ago(4), None);
    // As of round 3 the file's third round does not exist yet.
    let earlier = t.view(round(3));
    assert_eq!(earlier.state(id(6)).unwrap().floats.len(), 2);
    assert_eq!(earlier.state(id(2)).unwrap().float_ago(1), Some(Float::Up));
}

/// Scores that decide floats are pairing scores, acceleration included: in round 1 all real
/// scores are 0, but players 1 and 2 have a virtual point, so they float down.
#[test]
fn floats_use_pairing_scores_with_acceleration() {
    let mut data: TournamentSetup =
        setup(&["3w1 4w1 2b=", "4b0 3w1 1w=", "1b0 2b0 4w1", "2w1 1b0 3b0"]);
    data.accelerations.push(Acceleration {
        first_player: id(1),
        last_player: id(2),
        first_round: round(1),
        last_round: round(2),
        points: Score::ONE,
        match_points: None,
    });
    let t = Tournament::try_from(data).unwrap();
    let view = t.view(round(4));
    let floats = |n| view.state(id(n)).unwrap().floats.clone();
    // Round 1: 1 (virtual 1) v 3 (0), 2 (virtual 1) v 4 (0).
    // Round 2: 1 (1 + 1) v 4 (1), 2 (0 + 1) v 3 (0).
    // Round 3: no acceleration; 1 (2) v 2 (1), 4 (1) v 3 (0).
    assert_eq!(
        floats(1),
        [Some(Float::Down), Some(Float::Down), Some(Float::Down)]
    );
    assert_eq!(
        floats(2),
        [Some(Float::Down), Some(Float::Down), Some(Float::Up)]
    );
    assert_eq!(
        floats(3),
        [Some(Float::Up), Some(Float::Up), Some(Float::Up)]
    );
    assert_eq!(
        floats(4),
        [Some(Float::Up), Some(Float::Up), Some(Float::Down)]
    );

    let round_two = t.view(round(2));
    let one = round_two.state(id(1)).unwrap();
    assert_eq!(
        (one.score, one.acceleration, one.pairing_score),
        (points(10), points(10), points(20))
    );
    let round_three = t.view(round(3));
    let one = round_three.state(id(1)).unwrap();
    assert_eq!(
        (one.score, one.acceleration, one.pairing_score),
        (points(20), points(0), points(20))
    );
}

/// "More than a loss" depends on the point system: with 3/2/1 points a ZPB (0) and a forfeit
/// loss (0) are below a loss, a HPB (2) above it.
#[test]
fn byes_float_by_their_points() {
    let mut data = setup(&["2w1 H", "1b0 Z", "U 4w+", ". 3b-"]);
    data.scoring = ScoringSystem {
        win: points(30),
        draw: points(20),
        loss: points(10),
        forfeit_win: points(30),
        pairing_bye: points(30),
        half_point_bye: points(20),
        full_point_bye: points(30),
        ..ScoringSystem::default()
    };
    let t = Tournament::try_from(data).unwrap();
    let view = t.view(round(3));
    let floats = |n| view.state(id(n)).unwrap().floats.clone();
    assert_eq!(floats(1), [None, Some(Float::Down)]);
    assert_eq!(floats(2), [None, None]);
    assert_eq!(floats(3), [Some(Float::Down), Some(Float::Down)]);
    assert_eq!(floats(4), [None, None], "not paired, then a forfeit loss");
}
