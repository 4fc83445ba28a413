//! The FIDE Dutch Swiss pairing system as maximum-weight matching.
//!
//! [`pair_round`] pairs one round of a tournament by C.04.3 (2025), the FIDE (Dutch) System in
//! force from 1 February 2026, with the general rules of C.04.1 and C.04.2 and, on request, the
//! Baku acceleration of C.04.7. [`Edition::Dutch2017`] pairs by the 2017 text (C.04.3 as
//! amended at Baku 2016 and Goynuk 2017): its float definition (A.4), PAB eligibility (C.2),
//! completion only in the penultimate pairing bracket with the collapsed last bracket (A.9,
//! C.4), the pairing score difference (A.8, C.6), its look-ahead (C.7) and its float criteria
//! (C.12–C.19); the `dutch2017` module describes the fields.
//! [`Edition::Dutch2009`] is the pre-2013 text (criteria B1–B6, procedure C1–C14,
//! transpositions and exchanges D1–D2, colours E1–E5): it is paired by its own procedure, the
//! first pairing in the text's order of transpositions and exchanges that meets the criteria
//! in force, relaxing them as the C-steps say (module `dutch2009`, whose documentation lists
//! the readings chosen where the text is ambiguous).
//! [`check_tournament`] re-pairs every round of a tournament and
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
//! # How the tournament is read
//!
//! Only rounds before the one being paired count, plus what is known about that round itself
//! (so any round of a file that already holds later rounds can be re-paired):
//!
//! | entry (round being paired) | effect |
//! |---|---|
//! | `0000 - H` half-point bye | not paired (an announced absence) |
//! | `0000 - F` full-point bye | not paired |
//! | `0000 - Z` zero-point bye | not paired (the player may come back later) |
//! | `240`/`XXZ` record for the round | not paired, as the matching code above |
//! | blank, when the file has paired the round | not paired (withdrawn, or not yet entered) |
//! | anything else, or nothing yet | paired |
//!
//! | entry (earlier round) | meeting (C1) | colour history | PAB eligibility (C2) | float |
//! |---|---|---|---|---|
//! | game `1 = 0 W D L` | yes | yes | kept | by pairing scores |
//! | forfeit win `+` | no | no | **lost** (scored a win without playing) | down |
//! | forfeit loss `-` (also double forfeits) | no | no | kept | none |
//! | pairing-allocated bye `U` | – | no | **lost**, whatever the bye was worth | down |
//! | full-point bye `F` | – | no | **lost** | down |
//! | half-point bye `H` | – | no | kept | down (it scored more than a loss) |
//! | zero-point bye `Z`, blank | – | no | kept | none |
//!
//! - The PAB (C.04.1 art. 3) is worth what the point system says (`162 ... P`), and goes to
//!   the eligible player with the lowest possible score (C5), among those with the fewest
//!   unplayed games when the bracket's single downfloater takes it (C9). By the 2017 edition
//!   it goes to the eligible player the last bracket leaves unpaired.
//! - Pairs forbidden by the regulations (`260`, `XXP`) are treated as meetings in the rounds
//!   they cover. A late entrant is paired with the points he has (zero for missed rounds).
//! - Brackets use the pairing score: score plus virtual points of acceleration (`250`, `XXA`,
//!   or Baku acceleration generated with [`PairOptions::baku`]).
//! - Colour preferences follow art. 1.7 on played games only; in the last round, topscorers
//!   (more than half the maximum score) may meet with the same absolute preference (C3).
//! - The initial colour (art. 5.1) is [`PairOptions::initial_colour`], else the file's `152` or
//!   `XXC`, else inferred from the earliest round with colours ([`initial_colour`]), else White.
//!
//! # How the rules are applied
//!
//! The criteria become bit fields of exact integer edge weights, most important first, and
//! `rondo-matching` finds maximum-weight matchings: brackets are paired from the top, each
//! decision (which moved-down players are paired and with whom, which residents are
//! exchanged, each S1 player's opponent) fixed in the order in which the rules generate
//! candidates (art. 4). The `engine` module describes the fields and the graphs; large fields
//! are paired on small graphs whose answers are verified and redone on the exact graph when
//! the check fails, so the result never depends on that shortcut.
//!
//! Sibling crates: `rondo-core` (the tournament state), `rondo-matching` (the matching),
//! `rondo-trf` (reading files).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod audit;
mod board_order;
mod bracket;
mod check;
mod checklist;
mod colours;
mod completion;
mod criteria;
mod dutch2009;
mod dutch2017;
mod edition;
mod engine;
mod entrants;
mod explain;
mod generate;
mod layout;
mod matcher;
mod options;
mod pairing;
mod palette;
mod procedure;
mod solver;
mod sparse;
mod tight;
mod tuning;
mod unpairable;
mod weight;

#[cfg(test)]
mod tests;

pub use audit::{absolute_breaches, audit_recorded_round, audit_round};
pub use check::{check_round, check_tournament};
pub use checklist::checklist;
pub use colours::ColourStep;
pub use criteria::Criterion;
pub use entrants::initial_colour;
pub use explain::explain_round;
pub use generate::generate;
pub use options::{Edition, PairOptions};
pub use pairing::PairError;
// The vocabulary shared by every pairing system, re-exported so that Dutch users need one crate.
pub use rondo_pairing::{
    AccelerationError, Assignment, Audit, BakuVariant, BlockReason, BlockedPair, Board,
    BracketExplanation, BracketFacts, Breach, BreachKind, BrokenInvariant, ByeExplanation,
    Checklist, ChecklistRow, ColourExplanation, CriterionCount, CriterionDifference, Document,
    ExplainOutcome, Explanation, Failures, FloatExplanation, GenerateConfig, GroupOrder,
    NoValidPairing, Obstruction, Pairing, PairingFailure, PairingOutcome, QualityComparison,
    QualityCriterion, QualityVerdict, Reason, ReasonKind, RecordedPairing, RoundCheck, RuleRef,
    RuleSet, Seat, Verdict, baku_accelerations, check_round_with, check_tournament_with,
    generate_with, orient_like, pairing_in_file, recorded_pairing,
};

use rondo_core::{Colour, FloatRules, RoundView};

use crate::bracket::{FieldResult, score_groups};
use crate::entrants::Field;

/// Pairs the round of `view` by the FIDE Dutch system (C.04.3, edition per `options`).
///
/// The players paired are those not absent in the view (see the `entrants` policy: byes entered
/// for the round, withdrawn players and players not yet entered are not paired). The result
/// lists the boards in published order (C.04.2) and the pairing-allocated bye apart.
///
/// # Errors
///
/// [`PairError`] when an earlier round has pairings without a result, when the edition is not
/// implemented, when Baku acceleration is asked for with an unsuitable point system, or when the
/// field is too large for the weight arithmetic. That no legal pairing exists is not an error
/// but [`PairingOutcome::NoValidPairing`].
pub fn pair_round(
    view: &RoundView<'_>,
    options: &PairOptions,
) -> Result<PairingOutcome, PairError> {
    view.tournament().results_entered_before(view.round())?;
    let field = prepare_field(view, options)?;
    if options.edition.rules().procedure == edition::Procedure::TranspositionSearch {
        // B1 and B2 of the 2009 text block the same pairs as C1–C3 (rematches, forbidden
        // pairs, two players whom B2 gives the same colour, the bye), so the witness applies.
        return Ok(match dutch2009::pair(view, &field)? {
            PairingOutcome::NoValidPairing(mut why) => {
                why.obstruction = unpairable::explain(&field, view)?;
                PairingOutcome::NoValidPairing(why)
            }
            paired @ PairingOutcome::Paired(_) => paired,
        });
    }
    let groups = score_groups(&field);
    let result = engine::pair_field(&field, &groups, true)?;
    Ok(match result {
        FieldResult::NoValidPairing(mut why) => {
            why.obstruction = unpairable::explain(&field, view)?;
            PairingOutcome::NoValidPairing(why)
        }
        FieldResult::Paired {
            pairs,
            bye,
            brackets,
        } => PairingOutcome::Paired(publish(&field, &pairs, bye, &brackets)),
    })
}

/// The players of `view` as the engine pairs them under `options`: the edition's floats and
/// PAB eligibility, acceleration, and the initial colour (explanations and audits read the same).
pub(crate) fn prepare_field(
    view: &RoundView<'_>,
    options: &PairOptions,
) -> Result<Field, PairError> {
    let float_rules = options.edition.rules().float_rules;
    let accelerated = rondo_pairing::with_baku(view.tournament(), options.baku)?;
    let edition_view;
    let view = match &accelerated {
        Some(tournament) => {
            edition_view = tournament.view_with(view.round(), float_rules);
            &edition_view
        }
        None if float_rules != FloatRules::Dutch2025 => {
            edition_view = view.tournament().view_with(view.round(), float_rules);
            &edition_view
        }
        None => view,
    };
    let tournament = view.tournament();
    let colour = options
        .initial_colour
        .or(tournament.setup().initial_colour)
        .or_else(|| initial_colour(tournament))
        .unwrap_or(Colour::White);
    let mut field = Field::new(view, colour);
    field.edition = options.edition;
    Ok(field)
}

/// Colours (C.04.3 art. 5.2) and board order (C.04.2).
fn publish(
    field: &Field,
    pairs: &[(usize, usize)],
    bye: Option<usize>,
    brackets: &[bracket::BracketRecord],
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
