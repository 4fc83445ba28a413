//! Checking a tournament's pairings: re-pair each round from the rounds before it and compare.
//!
//! Policy: round k is re-paired from rounds 1..k−1 and the absences known for round k (its
//! `H`, `F` and `Z` entries, `240`/`XXZ` records, and blank entries, since the file has paired
//! the round). The file's pairing of round k is read from its entries: every game and every
//! forfeit with a named opponent is a board (the pairing was made), and the `U` entry is the
//! pairing-allocated bye. Two pairings agree when they have the same pairs with the same colours
//! and the same bye; board order is not compared. A forfeit written without colours
//! (`  153 - -`, `   13 - +`, as many programs write it) is a board whose colours the file does
//! not give: it agrees with the same pair in either colours. In a round without a `U`, a
//! single forfeit win without an opponent (`0000 - +`, as older programs write the bye) is the
//! round's pairing-allocated bye.

use rondo_core::{RoundNo, Tournament};

use rondo_pairing::{
    PairingFailure, RoundCheck, Verdict, check_round_with, recorded_pairing, with_baku,
};

use crate::{PairError, PairOptions, pair_round};

/// Re-pairs `round` of `tournament` from the rounds before it and compares with the file.
#[must_use]
pub fn check_round(tournament: &Tournament, round: RoundNo, options: &PairOptions) -> RoundCheck {
    let accelerated = match with_baku(tournament, options.baku) {
        Ok(accelerated) => accelerated,
        Err(error) => {
            let recorded = recorded_pairing(tournament, round);
            return RoundCheck {
                round,
                expected: recorded.pairing,
                colours_unknown: recorded.colours_unknown,
                verdict: Verdict::Failed(error.into()),
            };
        }
    };
    let tournament = accelerated.as_ref().unwrap_or(tournament);
    let options = PairOptions {
        baku: None,
        ..*options
    };
    check_prepared(tournament, round, &options)
}

/// Re-pairs every round the file holds, in order.
#[must_use]
pub fn check_tournament(tournament: &Tournament, options: &PairOptions) -> Vec<RoundCheck> {
    let rounds: Vec<RoundNo> = RoundNo::new(tournament.paired_rounds())
        .map(|last| last.up_to().collect())
        .unwrap_or_default();
    let accelerated = match with_baku(tournament, options.baku) {
        Ok(accelerated) => accelerated,
        Err(error) => {
            return rounds
                .into_iter()
                .map(|round| {
                    let recorded = recorded_pairing(tournament, round);
                    RoundCheck {
                        round,
                        expected: recorded.pairing,
                        colours_unknown: recorded.colours_unknown,
                        verdict: Verdict::Failed(error.into()),
                    }
                })
                .collect();
        }
    };
    let tournament = accelerated.as_ref().unwrap_or(tournament);
    let options = PairOptions {
        baku: None,
        ..*options
    };
    rounds
        .into_iter()
        .map(|round| check_prepared(tournament, round, &options))
        .collect()
}

fn check_prepared(tournament: &Tournament, round: RoundNo, options: &PairOptions) -> RoundCheck {
    check_round_with(tournament, round, |view| pair_round(view, options))
}

/// Turns an engine error into what a check reports.
impl From<PairError> for Verdict {
    fn from(error: PairError) -> Verdict {
        Verdict::Failed(error.into())
    }
}

/// What a check keeps of an engine error.
impl From<PairError> for PairingFailure {
    fn from(error: PairError) -> PairingFailure {
        match error {
            PairError::UnsupportedEdition(_) => PairingFailure::Unsupported,
            PairError::Acceleration(error) => error.into(),
            PairError::TooLarge { n_players, bits } => PairingFailure::TooLarge {
                n_players,
                weight_bits: Some(bits),
            },
            PairError::NoSuchRound { round, n_rounds } => {
                PairingFailure::NoSuchRound { round, n_rounds }
            }
            PairError::PendingResults(pending) => pending.into(),
            PairError::Matching(error) => error.into(),
            PairError::Internal(invariant) => invariant.into(),
        }
    }
}
