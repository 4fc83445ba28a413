//! The 2017 edition's own criteria, on rounds of the 2017 corpus where they decide: each round
//! below is reproduced by the 2017 rules and not by the 2025 ones. Which 2017 criterion a round
//! needs was found by replacing, one at a time, each 2017 field by its 2025 counterpart; the
//! rounds listed are the ones the 2025 procedure got wrong before the 2017 criteria existed.

use rondo_core::RoundNo;
use rondo_dutch::{Edition, PairOptions, Verdict, check_round};

use crate::support::{fixtures, load};

fn options(edition: Edition) -> PairOptions {
    PairOptions::default().with_edition(edition)
}

/// Round `round` of `file` is the file's pairing by the 2017 rules, and not by the 2025 rules.
#[track_caller]
fn decided_by_2017_rules(file: &str, round: u16) {
    let tournament = load(&fixtures().join("conformance/dutch-2017").join(file));
    let round = RoundNo::new(round).expect("round");
    let by_2017 = check_round(&tournament, round, &options(Edition::Dutch2017));
    assert!(
        by_2017.agrees(),
        "{file} round {round}: {:?}",
        by_2017.verdict
    );
    let by_2025 = check_round(&tournament, round, &options(Edition::Dutch2025));
    assert!(
        matches!(by_2025.verdict, Verdict::Differs { .. }),
        "{file} round {round}: the 2025 rules pair it the same way"
    );
}

/// C.4 binds only the penultimate pairing bracket (A.9): earlier brackets are paired without
/// regard to the players below, and when the rest can no longer be paired the bracket is paired
/// again with the collapsed last bracket, whose players form one bracket. Here the PAB goes to
/// another player than under the 2025 rules (C4 in every bracket, C5 lowest PAB score).
#[test]
fn completion_binds_only_the_penultimate_bracket() {
    decided_by_2017_rules("d17a_007_n9_r7_s1819724040.trf", 7);
    decided_by_2017_rules("d17b_012_n9_r8_s102090184.trf", 7);
    decided_by_2017_rules("d17a_017_n12_r9_s467441658.trf", 9);
}

/// C.6 minimises the pairing score difference (A.8): the score differences of the pairs and of
/// the downfloaters (to one point below the lowest score), largest first, rather than the
/// scores of the downfloaters (2025 C7). These rounds also need the collapsed last bracket.
#[test]
fn the_pairing_score_difference_decides() {
    decided_by_2017_rules("d17b_006_n16_r10_s1243854736.trf", 6);
    decided_by_2017_rules("d17a_036_n41_r9_s1186274398.trf", 9);
}

/// C.7 looks ahead to the next bracket by its pairs and the downfloaters it pairs (not in the
/// PPB); these rounds come out right with either the 2017 look-ahead or the 2017 completion
/// alone, and wrong with the 2025 forms of both.
#[test]
fn look_ahead_or_completion_of_2017() {
    decided_by_2017_rules("d17b_007_n16_r9_s21320906.trf", 8);
    decided_by_2017_rules("d17a_021_n30_r10_s371040277.trf", 9);
}
