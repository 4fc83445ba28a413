use super::*;

#[test]
fn dp_table_is_antisymmetric_and_monotone() {
    for p in 0..=100u8 {
        assert_eq!(
            dp_from_percentage(p),
            -dp_from_percentage(100 - p),
            "p = {p}"
        );
        if p > 0 {
            assert!(dp_from_percentage(p) > dp_from_percentage(p - 1), "p = {p}");
        }
    }
    assert_eq!(dp_from_percentage(0), -800);
    assert_eq!(dp_from_percentage(50), 0);
    assert_eq!(dp_from_percentage(200), 800);
}

#[test]
fn dp_table_rows() {
    // A few rows read straight from B.02 8.1.1.
    for (p, dp) in [
        (51, 7),
        (54, 29),
        (59, 65),
        (75, 193),
        (85, 296),
        (90, 366),
        (99, 677),
    ] {
        assert_eq!(dp_from_percentage(p), dp, "p = {p}");
    }
}

#[test]
fn inverse_of_dp_table() {
    for p in 0..=100u8 {
        assert_eq!(percentage_from_dp(dp_from_percentage(p)), p);
    }
    assert_eq!(percentage_from_dp(1), 51);
    assert_eq!(percentage_from_dp(-801), 0);
    assert_eq!(percentage_from_dp(801), 100);
}

#[test]
fn expected_score_table_edges() {
    // Each PD row of B.02 8.1.2 at both ends of its range.
    let rows = [
        (0, 3, 50),
        (4, 10, 51),
        (92, 98, 63),
        (189, 197, 75),
        (345, 357, 89),
        (358, 374, 90),
        (620, 735, 99),
    ];
    for (low, high, pd) in rows {
        assert_eq!(expected_score(low), pd, "D = {low}");
        assert_eq!(expected_score(high), pd, "D = {high}");
        assert_eq!(expected_score(-low), 100 - pd, "D = -{low}");
    }
    assert_eq!(expected_score(736), 100);
    assert_eq!(expected_score(5000), 100);
}

#[test]
fn expected_scores_sum_to_one() {
    for difference in -900..=900 {
        assert_eq!(
            u16::from(expected_score(difference)) + u16::from(expected_score(-difference)),
            100
        );
    }
}

#[test]
fn four_hundred_point_rule() {
    // B.02 8.3.1: 1800 against 2300 counts as 400 points below.
    assert_eq!(rating_difference(Rating(1800), Rating(2300)), -400);
    assert_eq!(
        expected_score(rating_difference(Rating(1800), Rating(2300))),
        8
    );
    // Players rated 2650 and more are not capped (as the spec notes read B.02).
    assert_eq!(rating_difference(Rating(2700), Rating(2200)), 500);
}

#[test]
fn percentage_rounding() {
    assert_eq!(percentage(0, 0), 0);
    assert_eq!(percentage(1, 8), 13); // 0.125 → 0.13
    assert_eq!(percentage(5, 8), 63); // 0.625 → 0.63
    assert_eq!(percentage(1, 3), 33);
    assert_eq!(percentage(9, 9), 100);
}

#[test]
fn performance_worked_example() {
    // C.07 10.2 as in the spec notes: 2.5 of 4 against an average of 1850 is p = 0.63, so
    // TPR = 1850 + 95 = 1945.
    let p = percentage(5, 8);
    assert_eq!(1850 + dp_from_percentage(p), 1945);
}

#[test]
fn k_factors() {
    let base = KFactorInput {
        rating: Rating(2250),
        junior: false,
        games_played: 100,
        reached_2400: false,
    };
    assert_eq!(k_factor(base), 20);
    assert_eq!(
        k_factor(KFactorInput {
            junior: true,
            ..base
        }),
        40
    );
    assert_eq!(
        k_factor(KFactorInput {
            junior: true,
            rating: Rating(2310),
            ..base
        }),
        20
    );
    assert_eq!(
        k_factor(KFactorInput {
            games_played: 29,
            ..base
        }),
        40
    );
    assert_eq!(
        k_factor(KFactorInput {
            rating: Rating(2400),
            ..base
        }),
        10
    );
    assert_eq!(
        k_factor(KFactorInput {
            rating: Rating(2380),
            reached_2400: true,
            ..base
        }),
        10
    );
    assert_eq!(k_factor_for_period(20, 35), 20);
    assert_eq!(k_factor_for_period(20, 36), 19);
    assert_eq!(k_factor_for_period(40, 0), 40);
}

#[test]
fn rating_change_rounds_half_up() {
    // One draw against an equal opponent: no change.
    let draw = [RatedGame {
        opponent: Rating(2000),
        halves: 1,
    }];
    assert_eq!(rating_change(Rating(2000), 20, &draw), 0);
    // A win against 2005 (D = 5, We = 0.49): 0.51 × 10 = 5.1 → 5.
    let win = [RatedGame {
        opponent: Rating(2005),
        halves: 2,
    }];
    assert_eq!(rating_change(Rating(2000), 10, &win), 5);
    // A loss against 2000 with K = 15: −0.5 × 15 = −7.5 → −7 (halves up).
    let loss = [RatedGame {
        opponent: Rating(2000),
        halves: 0,
    }];
    assert_eq!(rating_change(Rating(2000), 15, &loss), -7);
    // The 400-point rule: 1800 beating 2500 counts as D = 400 (We 0.08): 0.92 × 20 = 18.4 → 18.
    let upset = [RatedGame {
        opponent: Rating(2500),
        halves: 2,
    }];
    assert_eq!(rating_change(Rating(1800), 20, &upset), 18);
}
