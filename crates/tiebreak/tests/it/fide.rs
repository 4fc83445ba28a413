//! C.07 tie-breaks on hand-worked examples.

use rondo_core::{Score, ScoringSystem, Tournament};
use rondo_tiebreak::Rules::{Fide2023, Fide2024, Fide2026};

use crate::builder::Builder;
use crate::check::check;

/// The worked example of the spec notes (§1.7): player 1 ("P"), five rounds, final score 3.
///
/// | round | opponent (final score, rating) | colour | result |
/// |---|---|---|---|
/// | 1 | 2 = A (3.0, 1800) | White | 1 |
/// | 2 | 3 = B (2.5, 1900) | Black | ½ |
/// | 3 | 4 = C (4.0, 2100) | White | 0 |
/// | 4 | half-point bye, followed by a game: art. 16.2.3, a VUR | | ½ |
/// | 5 | 5 = D (1.0, 1600) | Black | 1 |
///
/// P is rated 2000. The opponents play their other rounds against unrated one-game fillers, so
/// their own scores have no unplayed rounds to adjust.
pub fn worked_example() -> Tournament {
    Builder::new(5, 5)
        .rating(1, 2000)
        .rating(2, 1800)
        .rating(3, 1900)
        .rating(4, 2100)
        .rating(5, 1600)
        .game(1, 1, 2, "1")
        .game(2, 3, 1, "=")
        .game(3, 1, 4, "0")
        .hpb(4, 1)
        .game(5, 5, 1, "0")
        .fill(2, &["1", "1", "1", "0"]) // A: 0 + 3 = 3.0
        .fill(3, &["1", "1", "0", "0"]) // B: ½ + 2 = 2.5
        .fill(4, &["1", "1", "1", "0"]) // C: 1 + 3 = 4.0
        .fill(5, &["1", "0", "0", "0"]) // D: 0 + 1 = 1.0
        .build()
}

#[test]
fn points_and_own_results() {
    let t = worked_example();
    // WIN 2 (rounds 1, 5), WON 2, BPG 2 (rounds 2, 5), BWG 1 (round 5), REP 5 − 1 HPB = 4,
    // STD 1 + ½ + 0 + ½ (a bye worth a draw) + 1 = 3.
    check(
        &t,
        "PTS WIN WON BPG BWG REP GE STD",
        Fide2026,
        1,
        "3.0 2 2 2 1 4 4 3.0",
    );
}

#[test]
fn progressive_score() {
    // Running scores 1, 1.5, 1.5, 2, 3: PS = 9; PS/C1 drops the score after round 1 (art. 14.1).
    check(
        &worked_example(),
        "PS PS/C1 PS/C2",
        Fide2026,
        1,
        "9.0 8.0 6.5",
    );
}

#[test]
fn buchholz_2024_uses_own_score_for_the_dummy() {
    // Art. 16.4 (2024): the HPB is a game against a dummy whose score is P's own, 3.0.
    // BH = 3.0 + 2.5 + 4.0 + 3.0 + 1.0 = 13.5.
    // BH/C1: the least significant value is D's 1.0, but P has a VUR whose value (3.0) is not
    // lower, so the VUR is cut instead (art. 16.5): 10.5.
    // BH/C2: then the lowest remaining, 1.0: 9.5.
    // BH/M1: the VUR (3.0) and the highest (4.0): 6.5.
    // BH/M2: the VUR, D's 1.0, C's 4.0 and A's 3.0: 2.5.
    let t = worked_example();
    for rules in [Fide2023, Fide2024] {
        check(
            &t,
            "BH BH/C1 BH/C2 BH/M1 BH/M2",
            rules,
            1,
            "13.5 10.5 9.5 6.5 2.5",
        );
    }
}

#[test]
fn buchholz_2026_caps_the_dummy() {
    // Art. 16.4 (2026): a round without a scheduled opponent is capped at a draw's points times
    // the number of rounds, ½ × 5 = 2.5, below P's own 3.0. BH = 11.5 + 2.5 = 13.0.
    // BH/C1 still cuts the VUR: 10.5. BH/M1: 13.0 − 2.5 − 4.0 = 6.5.
    check(
        &worked_example(),
        "BH BH/C1 BH/M1",
        Fide2026,
        1,
        "13.0 10.5 6.5",
    );
}

#[test]
fn sonneborn_berger() {
    // SB (2024) = 3.0·1 + 2.5·½ + 4.0·0 + 3.0·½ (dummy, a draw's points) + 1.0·1 = 6.75.
    // SB/C1: the least significant value is the product for the lowest-scoring opponent, D: 1.0;
    // the lowest VUR value, 1.5, is higher, so it is the one cut (art. 16.5): 5.25.
    let t = worked_example();
    check(&t, "SB SB/C1", Fide2024, 1, "6.75 5.25");
    // 2026: the dummy is capped at 2.5, so its product is 1.25: SB = 6.5, SB/C1 = 6.5 − 1.25.
    check(&t, "SB SB/C1", Fide2026, 1, "6.50 5.25");
}

#[test]
fn rating_tie_breaks() {
    // ARO over the four games: (1800 + 1900 + 2100 + 1600) / 4 = 1850 (art. 10.1).
    // TPR: 2.5 / 4 = 0.625, read as 0.63 → dp 95: 1945 (art. 10.2).
    // PTP: the lowest R with expected score ≥ 2.5 (art. 10.3): at 1958 the differences 158, 58,
    // −142, 358 give .71 + .58 + .31 + .90 = 2.50; at 1957 the last is .89.
    // ARO/C1 drops the lowest rating: (1800 + 1900 + 2100) / 3 = 1933.3 → 1933.
    check(
        &worked_example(),
        "ARO TPR PTP ARO/C1",
        Fide2026,
        1,
        "1850 1945 1958 1933",
    );
}

#[test]
fn rating_tie_breaks_of_opponents() {
    // The fillers are unrated, so each opponent's only rated game is the one against P (2000):
    // A lost (TPR 2000 − 800 = 1200, PTP 2000 − 800), B drew (TPR 2000 + 0; PTP: the lowest R
    // with an expected ½ against 2000 is 1997, as differences 0–3 give .50), C won (TPR 2800;
    // PTP: a full score needs a difference above 735: 2736), D lost (1200, 1200).
    // APRO = (1200 + 2000 + 2800 + 1200) / 4 = 1800 (art. 10.4);
    // APPO = (1200 + 1997 + 2736 + 1200) / 4 = 1783.25 → 1783 (art. 10.5).
    let t = worked_example();
    check(&t, "TPR PTP", Fide2026, 3, "2000 1997");
    check(&t, "TPR PTP", Fide2026, 4, "2800 2736");
    check(&t, "APRO APPO", Fide2026, 1, "1800 1783");
}

#[test]
fn average_of_opponents_buchholz() {
    // AOB (art. 8.2) averages the BH of the opponents met over the board. A filler plays one
    // game; its blank rounds after that game are a withdrawal (art. 16.2.5), which its opponents
    // count as draws (16.3), while its blank rounds before the game count as played (16.2.3).
    // A's fillers (rounds 2–5, A scoring 1 1 1 0): 0 + 1.5, 0 + 1.0, 0 + 0.5, 1 + 0 → A's BH =
    // P 3.0 + 4.0 = 7.0. Likewise B's BH = 3.0 + 2.0 + 1.0 + 1.5 + 1.0 = 8.5, C's = 3.0 + 2.0 +
    // 1.5 + 0.5 + 1.0 = 8.0, D's = 2.0 + 2.5 + 2.0 + 1.5 + 3.0 = 11.0.
    // AOB = 34.5 / 4 = 8.625, printed with two decimals for five rounds.
    check(&worked_example(), "AOB", Fide2024, 1, "8.63");
}

#[test]
fn koya_counts_points_against_the_upper_half() {
    // Threshold: half of the maximum, 2.5 of 5 (art. 9.2). A (3.0), B (2.5), C (4.0) qualify:
    // P scored 1 + ½ + 0 = 1.5. With /L-2 (one point lower, art. 14.5) D (1.0) still does not;
    // with /L+1 (2.5 + ½ = 3.0) B drops out: 1.
    check(
        &worked_example(),
        "KS KS/L-2 KS/L+1 KS/P80",
        Fide2026,
        1,
        "1.5 1.5 1.0 0.0",
    );
}

#[test]
fn pairing_number_and_rating_orders() {
    let t = worked_example();
    check(&t, "TPN RTNG", Fide2026, 3, "3 1900");
}

#[test]
fn fore_buchholz_draws_the_last_round() {
    // FB (art. 8.3): every game of the last round counts as a draw. P: 1 + ½ + 0 + ½ + ½ = 2.5.
    // A lost its last (filler) game: 3.5; B likewise 3.0; C 4.5; D drew P instead of losing:
    // 1.5. The dummy of round 4 is P's own (fore) score, 2.5 (and 2.5 is also the 2026 cap).
    // FB = 3.5 + 3.0 + 4.5 + 2.5 + 1.5 = 15.0.
    let t = worked_example();
    check(&t, "FB", Fide2024, 1, "15.0");
    check(&t, "FB", Fide2026, 1, "15.0");
}

#[test]
fn three_one_zero_scoring() {
    // With 3 points for a win and 1 for a draw, scores and products scale: P scores 3 + 1 + 0 +
    // 1 (HPB as a draw) + 3 = 8; A 9, B 7, C 12, D 3. BH (2024) = 9 + 7 + 12 + 8 + 3 = 39.
    // SB (2024) = 9·3 + 7·1 + 12·0 + 8·1 + 3·3 = 51.
    let scoring = ScoringSystem {
        win: Score::from_points(3),
        draw: Score::ONE,
        forfeit_win: Score::from_points(3),
        pairing_bye: Score::from_points(3),
        half_point_bye: Score::ONE,
        full_point_bye: Score::from_points(3),
        ..ScoringSystem::default()
    };
    let t = Builder::new(5, 5)
        .scoring(scoring)
        .game(1, 1, 2, "1")
        .game(2, 3, 1, "=")
        .game(3, 1, 4, "0")
        .hpb(4, 1)
        .game(5, 5, 1, "0")
        .fill(2, &["1", "1", "1", "0"])
        .fill(3, &["1", "1", "0", "0"])
        .fill(4, &["1", "1", "1", "0"])
        .fill(5, &["1", "0", "0", "0"])
        .build();
    check(&t, "PTS BH SB WIN STD", Fide2024, 1, "8.0 39.0 51.00 2 3.0");
}
