//! Checking a tournament's pairings: re-pair each round from the rounds before it and compare.
//!
//! Policy: round k is re-paired from rounds 1..k−1 and the absences known for round k (its
//! `H`, `F` and `Z` entries, `240`/`XXZ` records, and blank entries, since the file has paired
//! the round). The file's pairing of round k is read from its entries: every game and every
//! forfeit with a named opponent is a board (the pairing was made, and the colours are written),
//! and the `U` entry is the pairing-allocated bye. Two pairings agree when they have the same
//! pairs with the same colours and the same bye; board order is not compared.

use rondo_core::{Colour, RoundNo, RoundView, Tournament};
use serde::Serialize;

use crate::{Board, PairError, PairOptions, Pairing, PairingOutcome, baku::with_baku, pair_round};

/// The result of re-pairing one round of a tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundCheck {
    /// The round.
    pub round: RoundNo,
    /// The pairing the file holds for the round (boards with White first, sorted by White's
    /// start number).
    pub expected: Pairing,
    /// What re-pairing the round gave.
    pub verdict: Verdict,
}

/// How a re-paired round compares with the file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "verdict", rename_all = "snake_case")]
pub enum Verdict {
    /// Same pairs, same colours, same bye.
    Agrees,
    /// The engine paired the round differently.
    Differs {
        /// The engine's pairing, in board order.
        produced: Pairing,
        /// Boards of the file that the engine did not produce (a pair it did not make, or made
        /// with the other colours).
        missing: Vec<Board>,
        /// Boards the engine produced that the file does not hold.
        unexpected: Vec<Board>,
    },
    /// The engine found that no legal pairing exists, but the file has one.
    NoValidPairing,
    /// The engine could not pair the round.
    Failed(String),
}

impl RoundCheck {
    /// Whether the round agrees with the file.
    #[must_use]
    pub fn agrees(&self) -> bool {
        matches!(self.verdict, Verdict::Agrees)
    }
}

/// Re-pairs `round` of `tournament` from the rounds before it and compares with the file.
#[must_use]
pub fn check_round(tournament: &Tournament, round: RoundNo, options: &PairOptions) -> RoundCheck {
    let accelerated = match with_baku(tournament, options.baku) {
        Ok(accelerated) => accelerated,
        Err(error) => {
            return RoundCheck {
                round,
                expected: pairing_in_file(tournament, round),
                verdict: Verdict::Failed(error.to_string()),
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
                .map(|round| RoundCheck {
                    round,
                    expected: pairing_in_file(tournament, round),
                    verdict: Verdict::Failed(error.to_string()),
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

/// Re-pairs every round the file holds with `pair` (any pairing system that returns this
/// crate's result types) and compares with the file, as [`check_tournament`] does for the Dutch
/// system.
#[must_use]
pub fn check_tournament_with<E: std::fmt::Display>(
    tournament: &Tournament,
    mut pair: impl FnMut(&RoundView<'_>) -> Result<PairingOutcome, E>,
) -> Vec<RoundCheck> {
    RoundNo::new(tournament.paired_rounds())
        .map(|last| last.up_to().collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .map(|round| check_round_with(tournament, round, &mut pair))
        .collect()
}

/// Re-pairs `round` with `pair` from the rounds before it and compares with the file.
#[must_use]
pub fn check_round_with<E: std::fmt::Display>(
    tournament: &Tournament,
    round: RoundNo,
    mut pair: impl FnMut(&RoundView<'_>) -> Result<PairingOutcome, E>,
) -> RoundCheck {
    let expected = pairing_in_file(tournament, round);
    let view = tournament.view(round);
    let verdict = match pair(&view) {
        Ok(PairingOutcome::Paired(produced)) => compare(&expected, produced),
        Ok(PairingOutcome::NoValidPairing(_)) => Verdict::NoValidPairing,
        Err(error) => Verdict::Failed(error.to_string()),
    };
    RoundCheck {
        round,
        expected,
        verdict,
    }
}

fn compare(expected: &Pairing, produced: Pairing) -> Verdict {
    let mut mine = produced.boards.clone();
    mine.sort_unstable();
    let missing: Vec<Board> = expected
        .boards
        .iter()
        .filter(|board| mine.binary_search(board).is_err())
        .copied()
        .collect();
    let unexpected: Vec<Board> = mine
        .iter()
        .filter(|board| expected.boards.binary_search(board).is_err())
        .copied()
        .collect();
    if missing.is_empty() && unexpected.is_empty() && expected.pairing_bye == produced.pairing_bye {
        Verdict::Agrees
    } else {
        Verdict::Differs {
            produced,
            missing,
            unexpected,
        }
    }
}

/// The pairing the file holds for `round`: its games and forfeits with a named opponent (White
/// first) and its pairing-allocated bye, boards sorted by White's start number.
#[must_use]
pub fn pairing_in_file(tournament: &Tournament, round: RoundNo) -> Pairing {
    let mut pairing = Pairing::default();
    for player in tournament.players() {
        let entry = player.entry(round.index());
        if entry.is_pairing_bye() {
            pairing.pairing_bye = Some(player.id);
        }
        if let (Some(opponent), Some(Colour::White)) = (entry.opponent(), entry.scheduled_colour())
        {
            pairing.boards.push(Board {
                white: player.id,
                black: opponent,
            });
        }
    }
    pairing.boards.sort_unstable();
    pairing
}

/// Turns an engine error into the text a check reports.
impl From<PairError> for Verdict {
    fn from(error: PairError) -> Verdict {
        Verdict::Failed(error.to_string())
    }
}
