//! The FIDE Dutch Swiss pairing system as maximum-weight matching.
//!
//! [`pair_round`] pairs one round of a tournament by C.04.3 (2025), the FIDE (Dutch) System in
//! force from 1 February 2026, with the general rules of C.04.1 and C.04.2 and, on request, the
//! Baku acceleration of C.04.7. [`check_tournament`] re-pairs every round of a tournament and
//! compares with the pairings it holds.
//!
//! ```
//! use rondo_core::{Player, PlayerId, RoundNo, Tournament, TournamentSetup};
//! use rondo_dutch::{PairOptions, PairingOutcome, pair_round};
//!
//! let players = (1..=4)
//!     .map(|n| PlayerId::new(n).map(|id| Player::new(id, format!("Player {n}"))))
//!     .collect::<Option<Vec<_>>>()
//!     .ok_or("bad id")?;
//! let setup = TournamentSetup { players, declared_rounds: Some(3), ..TournamentSetup::default() };
//! let tournament = Tournament::try_from(setup)?;
//! let view = tournament.view(RoundNo::FIRST);
//! let PairingOutcome::Paired(pairing) = pair_round(&view, &PairOptions::default())? else {
//!     return Err("no pairing".into());
//! };
//! // Round 1: 1 v 3 and 4 v 2 (colours alternate down the boards, C.04.3 art. 5.2.5).
//! let boards: Vec<(u16, u16)> =
//!     pairing.boards.iter().map(|b| (b.white.get(), b.black.get())).collect();
//! assert_eq!(boards, [(1, 3), (4, 2)]);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! How the criteria become edge weights, and how the order in which the rules generate
//! candidates is emulated, is described in the `engine` module. Sibling crates: `rondo-core`
//! (the tournament state), `rondo-matching` (the matching), `rondo-trf` (reading files).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod baku;
mod board_order;
mod check;
mod colours;
mod completion;
mod engine;
mod entrants;
mod generate;
mod matcher;
mod options;
mod pairing;
mod solver;
mod weight;

pub use baku::baku_accelerations;
pub use check::{RoundCheck, Verdict, check_round, check_tournament, pairing_in_file};
pub use entrants::initial_colour;
pub use generate::{GenerateConfig, generate};
pub use options::{BakuVariant, Edition, PairOptions};
pub use pairing::{Board, BracketFacts, NoValidPairing, PairError, Pairing, PairingOutcome};

use rondo_core::{Colour, FloatRules, RoundView};

use crate::engine::{FieldResult, score_groups};
use crate::entrants::Field;

/// Pairs the round of `view` by the FIDE Dutch system (C.04.3, edition per `options`).
///
/// The players paired are those not absent in the view (see the `entrants` policy: byes entered
/// for the round, withdrawn players and players not yet entered are not paired). The result
/// lists the boards in published order (C.04.2) and the pairing-allocated bye apart.
///
/// # Errors
///
/// [`PairError`] when the edition is not implemented, when Baku acceleration is asked for with
/// an unsuitable point system, or when the field is too large for the weight arithmetic. That
/// no legal pairing exists is not an error but [`PairingOutcome::NoValidPairing`].
pub fn pair_round(
    view: &RoundView<'_>,
    options: &PairOptions,
) -> Result<PairingOutcome, PairError> {
    if options.edition != Edition::Dutch2025 {
        return Err(PairError::UnsupportedEdition(options.edition));
    }
    let accelerated = baku::with_baku(view.tournament(), options.baku)?;
    let accelerated_view;
    let view = match &accelerated {
        Some(tournament) => {
            accelerated_view = tournament.view_with(view.round(), FloatRules::Dutch2025);
            &accelerated_view
        }
        None => view,
    };
    let tournament = view.tournament();
    let colour = options
        .initial_colour
        .or(tournament.setup().initial_colour)
        .or_else(|| initial_colour(tournament))
        .unwrap_or(Colour::White);
    let field = Field::new(view, colour);
    let groups = score_groups(&field);
    let result = engine::pair_field(&field, &groups)?;
    Ok(match result {
        FieldResult::NoValidPairing {
            max_pairs,
            bye_ineligible,
        } => PairingOutcome::NoValidPairing(NoValidPairing {
            n_players: field.len(),
            max_pairs,
            bye_ineligible,
        }),
        FieldResult::Paired {
            pairs,
            bye,
            brackets,
        } => PairingOutcome::Paired(publish(&field, &pairs, bye, &brackets)),
    })
}

/// Colours (C.04.3 art. 5.2) and board order (C.04.2).
fn publish(
    field: &Field,
    pairs: &[(usize, usize)],
    bye: Option<usize>,
    brackets: &[engine::BracketRecord],
) -> Pairing {
    let entrants = &field.entrants;
    let mut boards: Vec<(Board, &entrants::Entrant, &entrants::Entrant)> = pairs
        .iter()
        .map(|&(a, b)| {
            let (x, y) = (&entrants[a], &entrants[b]);
            let board = match colours::colour_of(x, y, field.initial_colour) {
                Colour::White => Board {
                    white: x.id,
                    black: y.id,
                },
                Colour::Black => Board {
                    white: y.id,
                    black: x.id,
                },
            };
            (board, x, y)
        })
        .collect();
    board_order::sort_boards(&mut boards);
    let ids = |indices: &[usize]| indices.iter().map(|i| entrants[*i].id).collect::<Vec<_>>();
    Pairing {
        boards: boards.into_iter().map(|(board, _, _)| board).collect(),
        pairing_bye: bye.map(|index| entrants[index].id),
        brackets: brackets
            .iter()
            .map(|record| BracketFacts {
                score: record.score,
                moved_down: ids(&record.moved_down),
                residents: ids(&record.residents),
                pairs: record
                    .pairs
                    .iter()
                    .map(|&(a, b)| (entrants[a].id, entrants[b].id))
                    .collect(),
                downfloaters: ids(&record.downfloaters),
            })
            .collect(),
    }
}
