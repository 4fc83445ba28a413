//! Unplayed rounds (C.07 art. 15–16) on hand-made tournaments, and the two disagreements with
//! the conformance corpus, argued from the rule text on the corpus files themselves.

use std::path::Path;

use rondo_core::Tournament;
use rondo_tiebreak::Format;
use rondo_tiebreak::Rules::{Fide2024, Fide2026};
use rondo_tiebreak::{Rules, StandingsOptions};

use crate::builder::Builder;
use crate::check::{check, values_with};

// A one-game filler of round k (of five) counts, for its opponents, its result plus ½ for each
// blank round after its game (a withdrawal, art. 16.2.5, seen as draws, art. 16.3); its blank
// rounds before the game are followed by a game, so they count what they gave: 0 (16.2.3).

#[test]
fn forfeit_win_dummy_is_capped_at_the_opponents_score_in_2026() {
    // Player 1 wins round 1 by forfeit against 2, who loses everything (adjusted score 0: a
    // forfeit loss counts what it gave, art. 16.3), then scores 1, 1, 0 against fillers: 3.
    // Fillers of rounds 2, 3 (lost) and 4 (won): 0 + 1, 0 + ½, 1 + 0.
    // 2024 (art. 16.4): the dummy has 1's own score, 3: BH = 3 + 1 + 0.5 + 1 = 5.5; BH/C1 cuts the
    // least significant value, 0.5 (a forfeit win is not a VUR): 5.0.
    // 2026: the dummy of a forfeit is capped at the scheduled opponent's adjusted score, 0:
    // BH = 2.5, and BH/C1 cuts that 0: 2.5.
    let t = Builder::new(2, 4)
        .forfeit(1, 1, 2)
        .fill(1, &["1", "1", "0"])
        .fill(2, &["0", "0", "0"])
        .build();
    check(&t, "PTS BH BH/C1", Fide2024, 1, "3.0 5.5 5.0");
    check(&t, "PTS BH BH/C1", Fide2026, 1, "3.0 2.5 2.5");
}

#[test]
fn withdrawal_counts_as_draws_for_the_opponents() {
    // Player 2 beats 1 in round 1, takes a zero-point bye in round 2, loses in round 3 and takes
    // zero-point byes in rounds 4 and 5. The round-2 bye is followed by a game: art. 16.2.3,
    // counted as the 0 it gave. The byes of rounds 4–5 are followed by nothing else: 16.2.5,
    // counted as draws (16.3). 2's adjusted score: 1 + 0 + 0 + ½ + ½ = 2.
    // Player 1 beats four fillers (rounds 2–5), whose adjusted scores are 1.5, 1, 0.5, 0:
    // BH = 2 + 3 = 5 in both editions.
    let t = Builder::new(2, 5)
        .game(1, 2, 1, "1")
        .zpb(2, 2)
        .zpb(4, 2)
        .zpb(5, 2)
        .fill(2, &["0"])
        .fill(1, &["1", "1", "1", "1"])
        .build();
    check(&t, "PTS BH", Fide2024, 1, "4.0 5.0");
    check(&t, "PTS BH", Fide2026, 1, "4.0 5.0");
    // 2's own Buchholz: 1 (4.0), bye, filler of round 3 (1 + 2 × ½ = 2), bye, bye. Each bye is
    // a VUR with a dummy of 2's own score, 1 (2024): BH = 4 + 1 + 2 + 1 + 1 = 9. BH/C1: the
    // lowest value is a dummy, and the VUR rule (art. 16.5) cuts a VUR value: 8.
    check(&t, "PTS BH BH/C1", Fide2024, 2, "1.0 9.0 8.0");
}

#[test]
fn pairing_allocated_bye_is_not_a_voluntary_unplayed_round() {
    // Player 1: PAB in round 1, then 1, 1, 1, 0 against fillers: 4 points. Fillers of rounds
    // 2–5: 0 + 1.5, 0 + 1, 0 + 0.5, 1 + 0.
    // 2024: dummy 4 (own score): BH = 4 + 1.5 + 1 + 0.5 + 1 = 8; the PAB (16.2.1) is not a VUR,
    // so BH/C1 cuts the least significant value, 0.5: 7.5.
    // 2026: the dummy of a round without an opponent is capped at ½ × 5 = 2.5: BH = 6.5, BH/C1 6.
    let t = Builder::new(1, 5)
        .pab(1, 1)
        .fill(1, &["1", "1", "1", "0"])
        .build();
    check(&t, "PTS BH BH/C1", Fide2024, 1, "4.0 8.0 7.5");
    check(&t, "PTS BH BH/C1", Fide2026, 1, "4.0 6.5 6.0");
}

#[test]
fn double_forfeit_is_a_forfeit_loss_for_both() {
    // Round 1: 1 and 2 both lose by forfeit (art. 16.2.4, a VUR for each). Then 1 scores 1, 1
    // and 2 scores 1, 0 against fillers (rounds 2 and 3, adjusted 0 + ½ and 0 + 0; 1 + 0).
    // 2024: 1's dummy has his own 2 points: BH = 2 + 0.5 + 0 = 2.5; BH/C1 cuts the VUR (2 is not
    // lower than the least value 0): 0.5. 2026: the dummy is capped at 2's adjusted score, 1:
    // BH = 1.5, and BH/C1 again cuts the VUR: 0.5. STD: a forfeit loss scores below a draw: 0.
    let t = Builder::new(2, 3)
        .double_forfeit(1, 1, 2)
        .fill(1, &["1", "1"])
        .fill(2, &["1", "0"])
        .build();
    check(&t, "PTS BH BH/C1 STD REP", Fide2024, 1, "2.0 2.5 0.5 2.0 2");
    check(&t, "PTS BH BH/C1", Fide2026, 1, "2.0 1.5 0.5");
}

fn corpus(folder: &str, stem: &str) -> Tournament {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/conformance")
        .join(folder)
        .join(format!("{stem}.trf"));
    let file = rondo_trf::read(&std::fs::read(path).expect("corpus file")).expect("reads");
    Tournament::try_from(file.setup).expect("consistent")
}

fn corpus_values(t: &Tournament, list: &str, rules: Rules, format: Format, player: u16) -> String {
    values_with(
        t,
        list,
        &StandingsOptions::default()
            .with_rules(rules)
            .with_format(format),
        player,
    )
}

/// Argued disagreement 1: a Swiss read as a round robin.
///
/// `dutch-2025/d25b_009_n6_r5_s839066769.trf` has 6 players and 5 rounds, paired round by round
/// by the Dutch system (its `092` record: `FIDE_DUTCH_2025`). In round 4 player 6 won by forfeit
/// against player 1 (`6: 1 w +`, `1: 6 b -`). The reference program reads every file whose
/// number of players is the number of rounds plus one as a round robin, and so counts that
/// forfeit as a played game (C.07 art. 15.2). But art. 15.2 is about round robins, "or other
/// tournaments with pre-determined pairings"; this event was paired round by round, so it is a
/// Swiss and art. 15.3 applies: the forfeit is an unplayed round of category 16.2.2.
///
/// Player 6 (1 point): opponents 3 (3.0), 5 (2.5), 4 (2.0), the forfeit, 2 (4.0).
/// - C.07 2026, art. 16.4: the dummy of a forfeit has 6's own score, capped at the scheduled
///   opponent's adjusted score: min(1.0, 2.5) = 1.0. BH = 3 + 2.5 + 2 + 1 + 4 = 12.5. The
///   reference's 14.0 counts player 1's 2.5 instead.
/// - SB = 3·0 + 2.5·0 + 2·0 + 1.0·1 (the dummy, a win's points) + 4·0 = 1.00; the reference's
///   2.50 multiplies player 1's score.
/// - C.07 2024, player 1 (2.5 points, a forfeit loss in round 4): the dummy has 1's own score,
///   2.5: BH = 2 (4) + 3 (3) + 4 (2) + 2.5 + 2.5 (5) = 14.0; the reference's 12.5 counts 6's 1.0.
///
/// Read as a round robin, every Buchholz and Sonneborn-Berger value of the file agrees with the
/// reference (the corpus test checks this for all 35 such files).
#[test]
fn argued_swiss_is_not_a_round_robin() {
    let t = corpus("dutch-2025", "d25b_009_n6_r5_s839066769");
    check(&t, "PTS BH SB", Fide2026, 6, "1.0 12.5 1.00");
    check(&t, "PTS BH", Fide2024, 1, "2.5 14.0");
    assert_eq!(
        corpus_values(&t, "BH SB", Fide2026, Format::RoundRobin, 6),
        "14.0 2.50"
    );
    assert_eq!(
        corpus_values(&t, "BH", Fide2024, Format::RoundRobin, 1),
        "12.5"
    );
}

/// Argued disagreement 2: values that depend on the place of FB in the list.
///
/// `dutch-2025-baku/bk25_016_n131_r9_g3116.trf`, player 9 (6.5 points, 9 rounds), SB.
/// Opponents: 42 (5.0, won), 24 (5.0, drew), 29 (won), 22 (lost), 44 (5.5, won), 33 (lost),
/// 52 (4.5, won), 71 (won), 14 (5.0, won).
/// - Player 29 has 3.5 points; his round 8 is a zero-point bye and his round 9 a forfeit loss.
///   A forfeit loss is a VUR (art. 16.1), so the bye is "followed only by VURs": category
///   16.2.5, which his opponents count as a draw (16.3): 3.5 + 0.5 = 4.0.
/// - Player 71 has 4.5 points and a zero-point bye in the last round (16.2.5): 5.0.
/// - SB = 5 + 2.5 + 4.0 + 0 + 5.5 + 0 + 4.5 + 5.0 + 5 = 31.50.
///
/// The reference gives 31.00, counting 29 as 3.5. The same program gives 31.50 when asked for
/// `PTS SB`, or for the corpus list with FB moved to the end: computing FB leaves every player
/// paired in the last round marked as present up to it, which turns 29's bye into 16.2.3 for
/// the tie-breaks computed after FB. The value of SB cannot depend on which tie-breaks precede it
/// in the list (art. 4.2 orders the tie-breaks, it does not change their definitions).
#[test]
fn argued_order_of_the_list_does_not_change_a_value() {
    let t = corpus("dutch-2025-baku", "bk25_016_n131_r9_g3116");
    check(&t, "PTS SB", Fide2026, 9, "6.5 31.50");
    check(&t, "PTS FB SB", Fide2026, 9, "6.5 45.5 31.50");
    check(&t, "PTS SB", Fide2026, 29, "3.5 14.50");
}
