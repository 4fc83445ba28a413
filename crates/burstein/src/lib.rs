//! The FIDE Burstein system (C.04.4.2, the text applied from 1 February 2026).
//!
//! The first rounds of a Burstein tournament are *seeding rounds* (art. 1.6), paired by the
//! FIDE (Dutch) System; [`seeding_rounds`] and [`is_seeding_round`] say which. This crate pairs
//! the rounds after them: [`pair_round`] refuses a seeding round
//! ([`BursteinError::SeedingRound`]), and the registry (`rondo-systems`, which may depend on
//! every engine) sends seeding rounds to the Dutch engine, since no system crate depends on
//! another.
//!
//! ```
//! use rondo_burstein::seeding_rounds;
//!
//! // Art. 1.6.2: half the rounds, rounded down, at most four.
//! assert_eq!(seeding_rounds(5), 2);
//! assert_eq!(seeding_rounds(7), 3);
//! assert_eq!(seeding_rounds(9), 4);
//! assert_eq!(seeding_rounds(13), 4);
//! ```
//!
//! # The rules, and where they are applied
//!
//! | Article | Rule | Here |
//! |---|---|---|
//! | 1.1 | TPN | the start number |
//! | 1.2 | scoregroups, brackets, incoming floaters | `engine.rs`, `pair_field` (pairing scores) |
//! | 1.3, C.04.1 art. 3 | pairing-allocated bye | `engine.rs`, chosen first (art. 3.1) |
//! | 1.4, 1.5 | colour difference, preferences | `rondo_core::PlayerState` (same definitions) |
//! | 1.6 | seeding rounds by the Dutch system | [`seeding_rounds`]; the registry's adapter |
//! | 1.7 | Buchholz, Sonneborn-Berger, unplayed rounds, ZPB runs, virtual points | `field.rs`, [`Index`] |
//! | 1.8 | ranking: Index (Buchholz, SB), then TPN; scores not used | `field.rs`, `ranking` |
//! | 1.9 | PAB first, then brackets from the top; no pairing → the arbiter | `engine.rs`; [`rondo_pairing::PairingOutcome::NoValidPairing`] |
//! | 2.1 \[C1\]–\[C3\] | no rematch (and no pair the file forbids), PAB eligibility, no two equal absolute colours | `field.rs` (`compatible`), `PlayerState::pab_eligible` |
//! | 2.2 \[C4\] | the rest always pairable | every bracket is solved on the graph of everyone not yet paired |
//! | 2.3 \[C5\]–\[C8\] | most pairs; lowest floater scores; the next bracket; colours | fields of one edge weight (`engine.rs`, `Layout`) |
//! | 3.1 | PAB: eligible, leaves a complete pairing, lowest score, most games, lowest ranking | `engine.rs`, `bye_order` |
//! | 3.2, 4.1–4.3 | BSNs, virtual players, the order of candidates, the first best | `engine.rs`, `solve_bracket` |
//! | 5 | colours | `colours.rs` |
//! | C.04.2 art. 3.6 | board order | [`pair_round`] (`publish`) |
//!
//! # Readings where the text is unclear
//!
//! Each reading has a test in `tests.rs` named after it (`reading_3_…`; the examples of the
//! project's note are `t1_…`, `t2_…`, `d1_…` to `d5_…`). `docs/burstein.md` gives the reasons
//! at more length.
//!
//! 1. **Cross-references.** Art. 1.7 cites "2.1.5" for the bye (3.1.5 is meant), 1.9.1 cites
//!    art. 3.1 for \[C1\]–\[C3\] (2.1 is meant) and 1.9.2 art. 2.1 for the bye (3.1 is meant).
//! 2. **Seeding rounds** are whole Dutch rounds (C.04.3 as in force with this text, i.e. the
//!    2025 edition), with the Dutch bye and colour rules: art. 1.6.1 says they are "paired
//!    following the rules of the FIDE (Dutch) System", without exception. The number of
//!    rounds R is the declared number (`142`/`XXR`), else the rounds the file holds.
//! 3. **\[C7\]** ("so that in the following bracket every criterion from \[C1\] to \[C6\] is complied
//!    with") is read as *as well as possible*, one bracket ahead: the following bracket (the
//!    outgoing floaters and the next scoregroup) makes as many pairs as it can, then floats
//!    players with scores as low as they can be, \[C4\] holding for everyone. A binary "fully
//!    complies" would leave the choice undecided whenever no choice complies fully.
//! 4. **\[C8\]** counts one failure per pair whose two players both have a preference for the
//!    same colour; a player without a preference (art. 1.5.4) never fails it.
//! 5. **Zero-point byes in a run (art. 1.7.2 (2))** are `Z` entries and the blank rounds of a
//!    withdrawn or late player; forfeit losses are not byes. Every zero-point bye of a run that
//!    reaches the round being paired counts as a draw, and only when his over-the-board
//!    opponents compute their Index; his own Index counts them as the losses they are.
//! 6. **The 4.3 note** prints `1-3, 2-0, 4-5, 6-0` twice; the order itself follows from the
//!    rule and is regenerated from it.
//! 7. **Board order** (C.04.2 art. 3.6) uses the general rules' own "higher-ranked" (score,
//!    then TPN), not the Index of art. 1.8, which the text reserves for pairing purposes.
//! 8. **\[C2\] and 3.1.1** ("forfeit win") apply C.04.1 art. 4: every round scored as a win
//!    without playing (forfeit win, full-point bye) bars the bye, as `PlayerState::pab_eligible`
//!    says.
//! 9. **3.1.4** counts games played over the board.
//! 10. **Scores under acceleration**: scoregroups, \[C6\], \[C7\] and 3.1.3 use pairing scores
//!     (standings points plus virtual points, C.04.7); the Index uses standings points only
//!     (art. 1.7.2).
//! 11. **Precision**: Buchholz is kept in tenths and Sonneborn-Berger in hundredths of a point,
//!     exact.
//!
//! # Cost
//!
//! Each bracket is one maximum-weight matching on the bracket and the next scoregroup, the
//! players further down taken as free to meet anyone (their edges all weigh zero and only serve
//! \[C4\]); when its single players and everyone further down can be paired completely it is
//! the pairing of the full graph, otherwise the bracket is solved again on the full graph (a
//! perfect matching of the bracket and everyone below, started sparse and certified by the
//! duals). Then one warm re-solve per BSN whose first possible opponent the current optimum
//! does not give him and the duals do not rule out. The first solve starts from duals by kind
//! of colour preference and a likely pairing, which a guide of one unit a pair also favours.
//! One round of 1,000 players takes under 0.1 s, of 4,000 players about 0.2 s, of 9,999
//! players 1–2 s (release build); `docs/performance.md` has the figures.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod audit;
mod checklist;
mod colours;
mod engine;
mod error;
mod explain;
mod field;
mod unpairable;

#[cfg(test)]
mod tests;

pub use audit::{absolute_breaches, audit_round};
pub use checklist::checklist;
pub use error::BursteinError;
pub use explain::explain_round;
pub use field::Index;

use rondo_core::{Colour, PlayerId, RoundNo, RoundView, Tournament};
use rondo_pairing::{BakuVariant, Board, Pairing, PairingOutcome};

use crate::engine::{BracketRecord, FieldResult};
use crate::field::{Entrant, Field};

/// The TRF `192` code of the system (TRF-2026).
pub const SYSTEM_CODE: &str = "FIDE_BURSTEIN";

/// What the caller can choose.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct BursteinOptions {
    /// Generate Baku acceleration (C.04.7) when the file states none.
    pub baku: Option<BakuVariant>,
    /// The initial colour (art. 5.1), overriding the file's `152`/`XXC`; when neither says,
    /// White.
    pub initial_colour: Option<Colour>,
}

/// Builders, so that a field added later is not a breaking change.
impl BursteinOptions {
    /// With `baku` set: generate Baku acceleration (C.04.7) when the file states none.
    #[must_use]
    pub const fn with_baku(mut self, baku: Option<BakuVariant>) -> BursteinOptions {
        self.baku = baku;
        self
    }

    /// With `initial_colour` set: the initial colour (art. 5.1), overriding the file.
    #[must_use]
    pub const fn with_initial_colour(mut self, initial_colour: Option<Colour>) -> BursteinOptions {
        self.initial_colour = initial_colour;
        self
    }
}

/// The number of seeding rounds of a tournament of `planned_rounds` rounds (art. 1.6.2): half
/// the rounds, rounded down, or four, whichever is lower.
#[must_use]
pub const fn seeding_rounds(planned_rounds: u16) -> u16 {
    let half = planned_rounds / 2;
    if half < 4 { half } else { 4 }
}

/// Whether `round` of `tournament` is a seeding round (art. 1.6), paired by the Dutch system.
/// The planned rounds are the declared number (`142`/`XXR`), else the rounds the file holds.
#[must_use]
pub fn is_seeding_round(tournament: &Tournament, round: RoundNo) -> bool {
    round.get() <= seeding_rounds(tournament.n_rounds())
}

/// Pairs the round of `view`, a round after the seeding rounds, by the Burstein system.
///
/// The players paired are those not absent in the view (byes entered for the round, withdrawn
/// players, players not yet entered). The boards are in the order of C.04.2 art. 3.6; the
/// pairing-allocated bye is apart.
///
/// # Errors
///
/// [`BursteinError::SeedingRound`] for a seeding round; pending results of an earlier round;
/// Baku acceleration with an unsuitable point system; a field too large for the weights. That
/// no legal pairing exists is [`PairingOutcome::NoValidPairing`].
pub fn pair_round(
    view: &RoundView<'_>,
    options: &BursteinOptions,
) -> Result<PairingOutcome, BursteinError> {
    let (outcome, _) = pair_with_records(view, options)?;
    Ok(outcome)
}

/// The players of `view` as the engine pairs them: generated acceleration, the initial colour.
pub(crate) fn prepare<'t>(
    view: &RoundView<'t>,
    options: &BursteinOptions,
) -> Result<Field, BursteinError> {
    let tournament = view.tournament();
    let colour = options
        .initial_colour
        .or(tournament.setup().initial_colour)
        .unwrap_or(Colour::White);
    match rondo_pairing::with_baku(tournament, options.baku)? {
        Some(accelerated) => Ok(Field::new(&accelerated.view(view.round()), colour)),
        None => Ok(Field::new(view, colour)),
    }
}

/// The engine's pairing and what it recorded while pairing (for explanations).
pub(crate) struct Records {
    pub(crate) field: Field,
    pub(crate) brackets: Vec<BracketRecord>,
    pub(crate) bye: Option<engine::ByeRecord>,
}

pub(crate) fn pair_with_records(
    view: &RoundView<'_>,
    options: &BursteinOptions,
) -> Result<(PairingOutcome, Option<Records>), BursteinError> {
    let tournament = view.tournament();
    tournament.results_entered_before(view.round())?;
    if is_seeding_round(tournament, view.round()) {
        return Err(BursteinError::SeedingRound {
            round: view.round().get(),
        });
    }
    let field = prepare(view, options)?;
    Ok(match engine::pair_field(&field)? {
        FieldResult::NoValidPairing(why) => (
            PairingOutcome::NoValidPairing(unpairable::with_witness(&field, view, why)?),
            None,
        ),
        FieldResult::Paired {
            pairs,
            bye,
            brackets,
        } => {
            let pairing = publish(&field, &pairs, bye.as_ref().map(|b| b.player));
            (
                PairingOutcome::Paired(pairing),
                Some(Records {
                    field,
                    brackets,
                    bye,
                }),
            )
        }
    })
}

/// The board of a pair, colours by art. 5.
pub(crate) fn board(field: &Field, a: usize, b: usize) -> (Board, colours::ColourStep) {
    let (x, y) = (&field.entrants[a], &field.entrants[b]);
    let (colour, step) = colours::allocate(x, y, field.initial_colour);
    let board = match colour {
        Colour::White => Board {
            white: x.id,
            black: y.id,
        },
        Colour::Black => Board {
            white: y.id,
            black: x.id,
        },
    };
    (board, step)
}

/// The key of C.04.2 art. 3.6: the higher score of the pair, then the lower (so the sum), then
/// the smaller TPN of the higher-ranked player (score, then TPN).
fn board_key(
    x: &Entrant,
    y: &Entrant,
) -> (
    std::cmp::Reverse<rondo_core::Score>,
    std::cmp::Reverse<rondo_core::Score>,
    PlayerId,
) {
    let (higher, lower) =
        if (x.score, std::cmp::Reverse(x.id)) >= (y.score, std::cmp::Reverse(y.id)) {
            (x, y)
        } else {
            (y, x)
        };
    (
        std::cmp::Reverse(higher.score),
        std::cmp::Reverse(lower.score),
        higher.id,
    )
}

/// Colours (art. 5) and board order (C.04.2 art. 3.6).
pub(crate) fn publish(field: &Field, pairs: &[(usize, usize)], bye: Option<usize>) -> Pairing {
    let mut boards: Vec<(Board, _)> = pairs
        .iter()
        .map(|&(a, b)| {
            let key = board_key(&field.entrants[a], &field.entrants[b]);
            (board(field, a, b).0, key)
        })
        .collect();
    boards.sort_by_key(|(_, key)| *key);
    Pairing {
        boards: boards.into_iter().map(|(board, _)| board).collect(),
        pairing_bye: bye.map(|v| field.entrants[v].id),
        brackets: Vec::new(),
    }
}
