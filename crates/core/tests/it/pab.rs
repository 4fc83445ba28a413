//! Eligibility for the pairing-allocated bye (C.04.1 art. 4, 2026 text; 2017 text (c)).

use rondo_core::{FloatRules, ScoringSystem, Tournament};

use crate::{id, points, round, setup, tournament};

/// Round 1: PAB for 1, forfeit win for 2 against 6, FPB for 3, HPB for 4, ZPB for 5. Round 2:
/// three draws.
const ROWS: [&str; 6] = ["U 2w=", "6w+ 1b=", "F 4w=", "H 3b=", "Z 6w=", "2b- 5b="];

#[track_caller]
fn check_eligible(t: &Tournament, at: u16, rules: FloatRules, expected: [bool; 6]) {
    let view = t.view_with(round(at), rules);
    for (number, expected) in (1..).zip(expected) {
        assert_eq!(
            view.state(id(number)).unwrap().pab_eligible,
            expected,
            "player {number}, round {at}, {rules:?}"
        );
    }
}

#[test]
fn pab_forfeit_win_and_full_point_bye_block_the_pab() {
    let t = tournament(&ROWS);
    // 2026 text: a PAB, or a round scored without playing as many points as a win, blocks;
    // a half-point bye, a zero-point bye and a forfeit loss do not.
    check_eligible(
        &t,
        3,
        FloatRules::Dutch2025,
        [false, false, false, true, true, true],
    );
    check_eligible(
        &t,
        2,
        FloatRules::Dutch2025,
        [false, false, false, true, true, true],
    );
    // Before round 1 everyone is eligible; a file that holds round 1 does not change that.
    check_eligible(&t, 1, FloatRules::Dutch2025, [true; 6]);
}

#[test]
fn under_the_2017_text_a_full_point_bye_does_not_block() {
    // 2017 text: "a pairing-allocated bye, or a (forfeit) win due to an opponent not appearing".
    let t = tournament(&ROWS);
    check_eligible(
        &t,
        3,
        FloatRules::Dutch2017,
        [false, false, true, true, true, true],
    );
}

#[test]
fn blocking_depends_on_the_points_of_a_win() {
    // With a full-point bye worth less than a win it is not "as many points as a win"; the PAB
    // blocks whatever it is worth.
    let mut data = setup(&ROWS);
    data.scoring = ScoringSystem {
        full_point_bye: points(5),
        pairing_bye: points(5),
        ..ScoringSystem::default()
    };
    let t = Tournament::try_from(data).unwrap();
    check_eligible(
        &t,
        3,
        FloatRules::Dutch2025,
        [false, false, true, true, true, true],
    );
}
