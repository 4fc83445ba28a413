//! The 2009 tie-break annex of the FIDE Tournament Rules (`seeds/003`, lines 1072–1332): every
//! unplayed game counts as a draw against the player himself.

use rondo_tiebreak::Rules::Fide2009;

use crate::builder::Builder;
use crate::check::check;
use crate::fide::worked_example;

// On the worked example of the C.07 tests: P (1, rated 2000) beat A (3.0, 1800), drew B (2.5,
// 1900), lost to C (4.0, 2100), had a half-point bye, beat D (1.0, 1600).

#[test]
fn buchholz_family_with_the_bye_as_a_draw_against_oneself() {
    // The bye is a draw against P himself, so it adds P's own score, 3.0 (annex 1 and the note
    // of section 4): BH = 3 + 2.5 + 4 + 3 + 1 = 13.5.
    // Median (4(a1)): without 4 and 1: 8.5. Median 2 (4(a2)): without 4, 3, 1, 2.5: 3.0.
    // Cut 1 (4(a3)): 12.5. Cut 2 (4(a4)): 10.0.
    check(
        &worked_example(),
        "BH BH/M1 BH/M2 BH/C1 BH/C2",
        Fide2009,
        1,
        "13.5 8.5 3.0 12.5 10.0",
    );
}

#[test]
fn sonneborn_berger_and_own_results() {
    // SB (4(b1)): the beaten opponents' scores plus half those drawn, the bye a draw against
    // oneself: 3 + 1.25 + 3 × ½ + 1 = 6.75.
    // Progressive score (2(a)) and Koya (2(b)) take the results as they are: 9.0 and 1.5.
    // Wins (2(c)) and games with Black (2(d)) count games: 2 and 2.
    check(
        &worked_example(),
        "SB PS PS/C1 KS WIN BPG",
        Fide2009,
        1,
        "6.75 9.0 8.0 1.5 2 2",
    );
}

#[test]
fn sum_of_buchholz() {
    // 4(a5): the sum of the opponents' Buchholz scores; the bye is a game against P himself, so
    // it adds P's own Buchholz, 13.5. The fillers each played one game and count ½ for each of
    // their four unplayed rounds: A's fillers (A won three, lost one) 2, 2, 2, 3 and P's 3:
    // BH(A) = 12; B's 2, 2, 3, 3 and 3: 13; C's as A's: 12; D's 2, 3, 3, 3 and 3: 14.
    // SUMBH = 12 + 13 + 12 + 13.5 + 14 = 64.5.
    check(&worked_example(), "SUMBH", Fide2009, 1, "64.5");
}

#[test]
fn ratings_with_the_bye_as_a_game_against_oneself() {
    // 5(a): the opponents' ratings over the number of rounds; the bye is a game against P's own
    // 2000: (1800 + 1900 + 2100 + 2000 + 1600) / 5 = 1880. With cut (5(b)), the lowest dropped:
    // 7800 / 4 = 1950.
    // 5(c): TPR = 1880 + dp(3 / 5 = 0.60) = 1880 + 72 = 1952.
    // 5(c1), the 350-point rule: 1600 is more than 350 below P's 2000 and counts as 1650:
    // (9400 + 50) / 5 = 1890, TPR 1962.
    check(
        &worked_example(),
        "ARO ARO/C1 TPR TPR/D350",
        Fide2009,
        1,
        "1880 1950 1952 1962",
    );
}

#[test]
fn a_forfeit_win_counts_as_a_draw() {
    // The same with a forfeit win in round 4 (against 6, who forfeits his only game): P has 3.5
    // points, but for tie-breaks the round is a draw against himself: his tie-break score is 3.0
    // and the bye adds 3.0 to his Buchholz: BH = 13.5; SB = 6.75; WIN counts games won: 2.
    let t = Builder::new(6, 5)
        .game(1, 1, 2, "1")
        .game(2, 3, 1, "=")
        .game(3, 1, 4, "0")
        .forfeit(4, 1, 6)
        .game(5, 5, 1, "0")
        .fill(2, &["1", "1", "1", "0"])
        .fill(3, &["1", "1", "0", "0"])
        .fill(4, &["1", "1", "1", "0"])
        .fill(5, &["1", "0", "0", "0"])
        .fill(6, &["0", "0", "0", "0"])
        .build();
    check(&t, "PTS BH SB WIN", Fide2009, 1, "3.5 13.5 6.75 2");
}
