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

use rondo_core::{Colour, PendingResults, RoundEntry, RoundNo, RoundView, Tournament, Unplayed};

use crate::{AccelerationError, Board, BrokenInvariant, Pairing, PairingOutcome};

/// The result of re-pairing one round of a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RoundCheck {
    /// The round.
    pub round: RoundNo,
    /// The pairing the file holds for the round (boards with White first, sorted by White's
    /// start number).
    pub expected: Pairing,
    /// The boards of `expected` whose colours the file does not give (forfeits written without
    /// colours), each with the smaller start number as White.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub colours_unknown: Vec<Board>,
    /// What re-pairing the round gave.
    pub verdict: Verdict,
}

/// How a re-paired round compares with the file.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "verdict", rename_all = "snake_case"))]
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
    Failed(PairingFailure),
}

/// Why an engine could not pair a round it re-paired: what failed, with its facts (each
/// engine's typed error, as a check keeps it; `rondo-words` words it).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "cause", rename_all = "snake_case"))]
pub enum PairingFailure {
    /// Baku acceleration cannot be generated for the event (C.04.7).
    Acceleration {
        /// Why.
        error: AccelerationError,
    },
    /// An earlier round still has pairings without a result.
    PendingResults {
        /// The round and boards without a result.
        pending: PendingResults,
    },
    /// The round is not one of the tournament's.
    NoSuchRound {
        /// The round asked for.
        round: u16,
        /// The number of rounds of the tournament.
        n_rounds: u16,
    },
    /// Too many players (or score groups) for the engine's weight arithmetic.
    TooLarge {
        /// The number of players to pair.
        n_players: usize,
        /// The number of bits the edge weights would need, when the engine counts them.
        weight_bits: Option<u32>,
    },
    /// A fixed schedule cannot pair the field: too few or too many players for its tables,
    /// or start numbers that do not run from 1 to the number of players.
    ScheduleDoesNotFit,
    /// The system does not offer what the options ask (an edition, an option).
    Unsupported,
    /// The matching library refused the graph (a bug).
    Matching,
    /// An invariant of the engine does not hold (a bug).
    Internal {
        /// The invariant, with its facts.
        invariant: BrokenInvariant,
    },
}

impl From<AccelerationError> for PairingFailure {
    fn from(error: AccelerationError) -> PairingFailure {
        PairingFailure::Acceleration { error }
    }
}

impl From<PendingResults> for PairingFailure {
    fn from(pending: PendingResults) -> PairingFailure {
        PairingFailure::PendingResults { pending }
    }
}

impl From<BrokenInvariant> for PairingFailure {
    fn from(invariant: BrokenInvariant) -> PairingFailure {
        PairingFailure::Internal { invariant }
    }
}

impl From<rondo_matching::MatchingError> for PairingFailure {
    fn from(_: rondo_matching::MatchingError) -> PairingFailure {
        PairingFailure::Matching
    }
}

impl RoundCheck {
    /// Whether the round agrees with the file.
    #[must_use]
    pub fn agrees(&self) -> bool {
        matches!(self.verdict, Verdict::Agrees)
    }
}

/// Re-pairs every round the file holds with `pair` (any pairing system that returns this
/// crate's result types) and compares with the file, as `rondo_dutch::check_tournament` does
/// for the Dutch system.
#[must_use]
pub fn check_tournament_with<E: Into<PairingFailure>>(
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
pub fn check_round_with<E: Into<PairingFailure>>(
    tournament: &Tournament,
    round: RoundNo,
    mut pair: impl FnMut(&RoundView<'_>) -> Result<PairingOutcome, E>,
) -> RoundCheck {
    let recorded = recorded_pairing(tournament, round);
    let view = tournament.view(round);
    let verdict = match pair(&view) {
        Ok(PairingOutcome::Paired(produced)) => compare(&recorded, produced),
        Ok(PairingOutcome::NoValidPairing(_)) => Verdict::NoValidPairing,
        Err(error) => Verdict::Failed(error.into()),
    };
    RoundCheck {
        round,
        expected: recorded.pairing,
        colours_unknown: recorded.colours_unknown,
        verdict,
    }
}

fn compare(recorded: &RecordedPairing, produced: Pairing) -> Verdict {
    let expected = &recorded.pairing;
    let mut mine = produced.boards.clone();
    orient_like(&mut mine, &recorded.colours_unknown, &expected.boards);
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

/// The pairing a file records for a round, with the boards whose colours it does not give.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordedPairing {
    /// The boards (White first, sorted by White's start number) and the pairing-allocated bye.
    pub pairing: Pairing,
    /// The boards of `pairing` that are forfeits written without colours, each with the smaller
    /// start number as White.
    pub colours_unknown: Vec<Board>,
}

/// The pairing the file holds for `round`: its games and its forfeits with a named opponent and
/// its pairing-allocated bye, boards sorted by White's start number. A forfeit written without
/// colours is a board with the smaller start number as White; [`recorded_pairing`] says which.
#[must_use]
pub fn pairing_in_file(tournament: &Tournament, round: RoundNo) -> Pairing {
    recorded_pairing(tournament, round).pairing
}

/// The pairing the file holds for `round`, with the boards whose colours it does not give.
#[must_use]
pub fn recorded_pairing(tournament: &Tournament, round: RoundNo) -> RecordedPairing {
    let mut recorded = RecordedPairing::default();
    for player in tournament.players() {
        let entry = player.entry(round.index());
        if entry.is_pairing_bye() {
            recorded.pairing.pairing_bye = Some(player.id);
        }
        let Some(opponent) = entry.opponent() else {
            continue;
        };
        match entry.scheduled_colour() {
            Some(Colour::White) => recorded.pairing.boards.push(Board {
                white: player.id,
                black: opponent,
            }),
            Some(Colour::Black) => {}
            // Both sides of a colourless forfeit name each other; take the pair once. A side
            // that does name a colour (a file may write one side only) holds the board.
            None => {
                let opponent_colour = tournament
                    .player(opponent)
                    .and_then(|other| other.entry(round.index()).scheduled_colour());
                if player.id < opponent && opponent_colour.is_none() {
                    let board = Board {
                        white: player.id,
                        black: opponent,
                    };
                    recorded.pairing.boards.push(board);
                    recorded.colours_unknown.push(board);
                }
            }
        }
    }
    // Older programs write the pairing-allocated bye as a forfeit win without an opponent
    // (`0000 - +`): in a round without a `U`, one such entry is the round's bye.
    if recorded.pairing.pairing_bye.is_none() {
        let mut forfeit_wins_alone = tournament.players().iter().filter(|player| {
            matches!(
                player.entry(round.index()),
                RoundEntry::Unplayed(Unplayed::ForfeitWin { opponent: None, .. })
            )
        });
        if let (Some(player), None) = (forfeit_wins_alone.next(), forfeit_wins_alone.next()) {
            recorded.pairing.pairing_bye = Some(player.id);
        }
    }
    recorded.pairing.boards.sort_unstable();
    recorded
}

/// Turns each board of `boards` whose pair is among `colours_unknown` to the orientation that
/// `reference` gives the same pair, so that colours the file does not give never differ.
pub fn orient_like(boards: &mut [Board], colours_unknown: &[Board], reference: &[Board]) {
    if colours_unknown.is_empty() {
        return;
    }
    let unordered = |board: &Board| (board.white.min(board.black), board.white.max(board.black));
    for board in boards.iter_mut() {
        let pair = unordered(board);
        if !colours_unknown
            .iter()
            .any(|unknown| unordered(unknown) == pair)
        {
            continue;
        }
        if let Some(same) = reference.iter().find(|other| unordered(other) == pair) {
            *board = *same;
        }
    }
}
