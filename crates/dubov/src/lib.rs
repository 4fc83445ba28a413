//! The FIDE Dubov system (C.04.4.1, the text applied from 1 February 2026).
//!
//! [`pair_round`] pairs one round: the pairing-allocated bye first (art. 3.1), then the
//! brackets from the highest score down (art. 3.2), each made of the residents of a scoregroup
//! and the fewest, best upfloaters from below (3.2.1, 3.2.2, 4.1, 4.2), split into White seekers
//! (G1) and Black seekers (G2) (3.2.3), balanced by shifts (3.2.4, 4.3), G1 sorted by the
//! average rating of the opponents (S1, 3.2.5) and paired against the first legal
//! transposition of G2 (3.2.6, 4.4). Colours follow art. 5, board order C.04.2 art. 3.6.
//! [`explain_round`], [`audit_round`], [`checklist`], [`check_tournament`] and [`generate`]
//! give the same pairing as data for the command line.
//!
//! ```
//! use rondo_core::{Player, PlayerId, Rating, RoundNo, Tournament, TournamentSetup};
//! use rondo_pairing::PairingOutcome;
//! use rondo_dubov::{DubovOptions, pair_round};
//!
//! let players = (1..=8u16)
//!     .map(|n| {
//!         let mut player = Player::new(PlayerId::new(n)?, format!("Player {n}"));
//!         player.rating = Some(Rating(2450 - 50 * n));
//!         Some(player)
//!     })
//!     .collect::<Option<Vec<_>>>()
//!     .ok_or("bad id")?;
//! let setup = TournamentSetup { players, declared_rounds: Some(5), ..TournamentSetup::default() };
//! let tournament = Tournament::try_from(setup)?;
//! let PairingOutcome::Paired(pairing) =
//!     pair_round(&tournament.view(RoundNo::FIRST), &DubovOptions::default())?
//! else {
//!     return Err("no pairing".into());
//! };
//! // Round 1: the first half by TPN against the second half; colours by art. 5.2.1.
//! let boards: Vec<(u16, u16)> =
//!     pairing.boards.iter().map(|b| (b.white.get(), b.black.get())).collect();
//! assert_eq!(boards, [(1, 5), (6, 2), (3, 7), (8, 4)]);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # The rules, and where they are applied
//!
//! | Article | Rule | Here |
//! |---|---|---|
//! | 1.2, GHR 2 | TPN | the start number order (file order with `XXC rank`), counted among the players who take part so far (`field.rs`) |
//! | 1.6 | colour preference; 1.6.4 no game yet: mild Black | [`dubov_preference`] |
//! | 1.7 | ARO, rounded half up, 0 before the first game | [`average_rating_of_opponents`] |
//! | 1.8 | maximum upfloater, MaxT = 2 + ⌊Rnds/5⌋ | [`maximum_upfloats`], Rnds the rounds of the event (`142`/`XXR`, else the file's) |
//! | \[C1\] | no rematch (played games only); pairs forbidden by `260`/`XXP` | `Field::has_met` |
//! | \[C2\] | the PAB only to a player allowed it by C.04.1 art. 4 | `PlayerState::pab_eligible` |
//! | \[C3\] | no two players with the same absolute preference, no exception | `Field::same_absolute` |
//! | \[C4\] | every decision leaves the others completely pairable | each choice is kept only with a complete pairing of the rest (`feasible.rs`) |
//! | 3.1 | PAB: eligible, \[C4\], lowest score, most games, largest TPN | `engine.rs` |
//! | 3.2.1, \[C5\] | fewest upfloaters | k = 0 or 1 tried first, else one weighted matching |
//! | 3.2.2, 4.2, \[C6\] | upfloaters of the highest scores (ascending profile maximised), the first set in 4.1.3 order among those best by \[C7\]–\[C10\] | `choose_bracket` |
//! | 3.2.3 | G1 White seekers, G2 Black seekers; halves by TPN if nobody in the bracket has played | `bracket.rs` |
//! | 3.2.4, 4.3 | shifts: unavoidable pairs inside the smaller subgroup, then equal sizes; shifters in middle-out order | `bracket.rs` ([`middle_out`], [`sets_in_order`]) |
//! | 3.2.5 | S1 = G1 by ARO, then TPN | `bracket.rs` |
//! | 3.2.6, 4.4 | T2: the first legal transposition of G2 by TPN | `feasible::first_legal_transposition` |
//! | 5 | colours: 5.2.1 (both without games) first, then preferences, strength, history, HRP | `colours.rs` |
//! | GHR 3.6 | boards: HRP's score, sum of scores, HRP's TPN | [`pair_round`] |
//!
//! # Readings where the text is unclear (each argued in a test)
//!
//! 1. **Upfloated** (1.8, \[C8\]–\[C10\]) is not defined. A player is upfloated in a round when he
//!    *played* a game against an opponent with a higher pairing score when that round was
//!    paired (the view's float of that round, with acceleration). Forfeits do not count: a
//!    forfeit is not a game (GHR 3.5) and files often do not name a forfeit's opponent, so
//!    counting them would make the count depend on how the file was written. Byes never count.
//! 2. **\[C2\]** follows C.04.1 art. 4 (a full-point bye also bars the PAB), as \[C2\] cites it.
//! 3. **\[C9\]** is the sum of the upfloat counts of the maximum upfloaters of the set (else it
//!    repeats \[C8\]).
//! 4. **What 3.2.2 compares**: each candidate set's bracket is paired by 3.2.3–3.2.6 and the
//!    pairing made is scored on \[C7\] (its colour failures), \[C8\], \[C9\], \[C10\]; ties go to the
//!    earlier set.
//! 5. **T2 and \[C7\]**: T2 is the first legal transposition (the text). With G1 the White and
//!    G2 the Black seekers every pair inside one original subgroup costs one preference and
//!    every pair across none, so \[C7\] is the same for every legal pairing of the shifted
//!    subgroups (and constant when nobody has played); the first legal T2 never loses on
//!    \[C7\], and "the best shifters for \[C7\]" are simply the first legal ones.
//! 6. **"Must unavoidably be paired together"** (3.2.4.1): m = the fewest pairs inside the
//!    smaller subgroup over the legal pairings of the bracket.
//! 7. **Equalising shifts** (3.2.4.2) are taken from the larger subgroup's own players, not
//!    from players just shifted into it by step 1.
//! 8. **A bracket where nobody has played** (halves by TPN): every ARO is 0, so both 4.3
//!    orders are the TPN order, numbered middle out.
//! 9. **4.4.1's "Article 2.2.4"** is read as 3.2.4.
//! 10. **3.1.4 "games played"** counts games played over the board.
//! 11. **MaxT's Rnds** is the number of rounds of the event (C.04.1 art. 1), not the rounds
//!     played so far.
//! 12. **Unrated players**: art. 1.1 has the chief arbiter give every player a rating; a
//!     player without one in the file counts as 0 in every ARO.
//! 13. **Acceleration** (C.04.7): pairing scores (points plus virtual points) form the
//!     scoregroups, the upfloater pools and \[C6\], decide the higher-ranked player and board
//!     order, and whether an earlier game was an upfloat; the ARO is not affected.
//!
//! # Cost
//!
//! Every "first in order" choice is made position by position, keeping a candidate only when
//! the rest still has a complete pairing; the test first repairs a pairing it already has and
//! solves a matching only when that fails. The upfloater sets of 3.2.2 are searched exactly,
//! in the order of 4.1.3, with no cap: a set is paired only when it could still beat the best
//! set found so far, and every set that begins with the same players is skipped at once when
//! a lower bound of their \[C7\]–\[C10\] (the imbalance of colour preferences, the maximum
//! upfloaters and repeated upfloaters they cannot avoid) is no better than that best set,
//! since an earlier set wins ties. No bound that could change the choice is applied.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod audit;
mod bracket;
mod checklist;
mod colours;
mod engine;
mod error;
mod explain;
mod feasible;
mod field;
mod unpairable;

#[cfg(test)]
mod tests;

pub use audit::audit_round;
pub use bracket::{middle_out, sets_in_order};
pub use checklist::checklist;
pub use error::DubovError;
pub use explain::explain_round;
pub use field::{average_rating_of_opponents, dubov_preference, maximum_upfloats};

use rondo_core::{Colour, RoundView, Tournament, TournamentSetup};
use rondo_pairing::{
    BakuVariant, Board, GenerateConfig, Pairing, PairingOutcome, RoundCheck, check_tournament_with,
    generate_with,
};

use crate::engine::{FieldResult, pair_field};
use crate::field::Field;

/// The TRF `192` code written for tournaments paired by this system.
pub const SYSTEM_CODE: &str = "FIDE_DUBOV";

/// What the caller can choose.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct DubovOptions {
    /// The initial colour (art. 5.1), overriding the file's `152`/`XXC`; when neither says,
    /// White.
    pub initial_colour: Option<Colour>,
    /// Baku acceleration (C.04.7) generated when the file states no virtual points.
    pub baku: Option<BakuVariant>,
}

/// Builders, so that a field added later is not a breaking change.
impl DubovOptions {
    /// With `initial_colour` set (art. 5.1).
    #[must_use]
    pub const fn with_initial_colour(mut self, initial_colour: Option<Colour>) -> DubovOptions {
        self.initial_colour = initial_colour;
        self
    }

    /// With Baku acceleration of `baku` (C.04.7) when the file states none.
    #[must_use]
    pub const fn with_baku(mut self, baku: Option<BakuVariant>) -> DubovOptions {
        self.baku = baku;
        self
    }
}

/// Runs `body` on the field of the round of `view` as paired under `options` (acceleration
/// generated when asked for, the initial colour).
pub(crate) fn with_field<T>(
    view: &RoundView<'_>,
    options: &DubovOptions,
    body: impl FnOnce(&RoundView<'_>, &Field) -> Result<T, DubovError>,
) -> Result<T, DubovError> {
    let accelerated = rondo_pairing::with_baku(view.tournament(), options.baku)?;
    let accelerated_view;
    let view = match &accelerated {
        Some(tournament) => {
            accelerated_view = tournament.view(view.round());
            &accelerated_view
        }
        None => view,
    };
    let initial_colour = options
        .initial_colour
        .or(view.tournament().setup().initial_colour)
        .unwrap_or(Colour::White);
    let field = Field::new(view, initial_colour);
    body(view, &field)
}

/// Pairs the round of `view` by the Dubov system.
///
/// The players paired are those not absent in the view (announced byes, withdrawn players and
/// players not yet entered are not paired).
///
/// # Errors
///
/// [`DubovError`] when an earlier round waits for results, acceleration cannot be generated,
/// or on an internal failure. That no legal pairing exists is
/// [`PairingOutcome::NoValidPairing`].
pub fn pair_round(
    view: &RoundView<'_>,
    options: &DubovOptions,
) -> Result<PairingOutcome, DubovError> {
    view.tournament().results_entered_before(view.round())?;
    with_field(view, options, |view, field| {
        Ok(match pair_field(field)? {
            FieldResult::NoValidPairing(why) => {
                PairingOutcome::NoValidPairing(unpairable::with_witness(field, view, why)?)
            }
            FieldResult::Paired { pairs, bye, .. } => {
                PairingOutcome::Paired(publish(field, &pairs, bye))
            }
        })
    })
}

/// Colours (art. 5) and board order (C.04.2 art. 3.6): the higher score of the pair, the sum
/// of both scores, the HRP's TPN; the PAB apart.
pub(crate) fn publish(field: &Field, pairs: &[(usize, usize)], bye: Option<usize>) -> Pairing {
    let entrants = &field.entrants;
    let mut boards: Vec<(Board, _)> = pairs
        .iter()
        .map(|&(a, b)| {
            let (white, black, _) = colours::allocate(field, a, b);
            let hrp = &entrants[field.higher_ranked(a, b)];
            let key = (
                std::cmp::Reverse(hrp.score),
                std::cmp::Reverse(entrants[a].score + entrants[b].score),
                hrp.tpn,
            );
            let board = Board {
                white: entrants[white].id,
                black: entrants[black].id,
            };
            (board, key)
        })
        .collect();
    boards.sort_by_key(|(_, key)| *key);
    Pairing {
        boards: boards.into_iter().map(|(board, _)| board).collect(),
        pairing_bye: bye.map(|index| entrants[index].id),
        brackets: Vec::new(),
    }
}

/// Re-pairs every round the file holds by this system and compares with the file.
#[must_use]
pub fn check_tournament(tournament: &Tournament, options: &DubovOptions) -> Vec<RoundCheck> {
    check_tournament_with(tournament, |view| pair_round(view, options))
}

/// A random tournament (see [`GenerateConfig`]), every round paired by this system; the
/// setup's `192` record names it. Baku acceleration asked for in `options` (or the
/// configuration) is written into the file as `250` records.
#[must_use]
pub fn generate(config: &GenerateConfig, options: &DubovOptions) -> TournamentSetup {
    let config = config
        .clone()
        .with_acceleration(config.acceleration.or(options.baku));
    let mut setup = generate_with(&config, |view| pair_round(view, options));
    setup.system = Some(SYSTEM_CODE.to_owned());
    setup
}
