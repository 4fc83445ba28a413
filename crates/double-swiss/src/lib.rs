//! The FIDE Double-Swiss system (C.04.5, applied from 1 February 2026).
//!
//! Every pairing is a **match of two games** between the same players, colours reversed, each
//! game scored normally; byes are for whole matches. [`pair_round`] pairs one match by the
//! text's procedure; [`check_tournament`] re-pairs a file match by match; [`generate`] makes
//! random events with per-game results.
//!
//! # How a match is recorded (TRF)
//!
//! TRF-2026 has one opponent, colour and result per round column and no agreed way to record a
//! two-game match. rondo records match `k` in the two ordinary columns `2k − 1` and `2k`: the
//! same opponent, colours reversed (game 1 in column `2k − 1`), one result code per game
//! (`1 = 0 + - W D L`); a bye fills both columns; `142` counts columns (2 × matches), and so do
//! the round numbers of `240` and `250`. Every reader sees ordinary games, so standings,
//! tie-breaks, crosstables and exports count games and a match's score is the sum of its two
//! games. A file that names the system (`192 FIDE_DOUBLESWISS`, `FIDE_DOUBLESWISS_BAKU`) and
//! whose columns do not pair up is reported (`rondo_core::match_problems`); so is pairing
//! such a file with the system chosen by hand ([`DoubleSwissError::ColumnsNotMatches`]).
//! [`pair_round`] is given the view of a match's first column and pairs the match; the caller
//! writes both columns (`rondo_core::Tournament::with_pairing_span` with [`PAIRING_SPAN`]).
//!
//! ```
//! use rondo_core::{Player, PlayerId, RoundNo, Tournament, TournamentSetup};
//! use rondo_double_swiss::{DoubleSwissOptions, pair_round};
//! use rondo_pairing::PairingOutcome;
//!
//! let players = (1..=6u16)
//!     .map(|n| Some(Player::new(PlayerId::new(n)?, format!("Player {n}"))))
//!     .collect::<Option<Vec<_>>>()
//!     .ok_or("bad id")?;
//! let setup = TournamentSetup { players, declared_rounds: Some(10), ..TournamentSetup::default() };
//! let tournament = Tournament::try_from(setup)?;
//! let PairingOutcome::Paired(pairing) =
//!     pair_round(&tournament.view(RoundNo::FIRST), &DoubleSwissOptions::default())?
//! else {
//!     return Err("no pairing".into());
//! };
//! // Match 1: the first identifier (3.6.3), top half against bottom half; 4.3.1 colours.
//! let boards: Vec<(u16, u16)> =
//!     pairing.boards.iter().map(|b| (b.white.get(), b.black.get())).collect();
//! assert_eq!(boards, [(1, 4), (5, 2), (3, 6)]);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # The rules, and how they are applied
//!
//! | Article | Rule | Here |
//! |---|---|---|
//! | Preface | a match is two games, colours alternating, points per game | two columns per match; scores are game points |
//! | Preface | a match ends by forfeit only if a player forfeits both games; it may be repeated | `field.rs`: such a match is no meeting, no colour, no played match |
//! | Preface | a single forfeited game: the match counts as played for standings and tie-breaks | a meeting; its colour is game 1's if the other game was played |
//! | Preface | byes apply to matches only | both columns hold the bye |
//! | 1.1, 1.2 | TPN; order by score then TPN | the start number is the TPN |
//! | 1.3 | scoregroups; brackets of residents and upfloaters | `procedure.rs` |
//! | 1.4 | the PAB: a game won and a game drawn unless the regulations say otherwise | `U` in the first column, `H` in the second (1 + ½ by the `162` values) |
//! | 1.5 | a floater plays a match against a different score | the pairing scores before that match |
//! | 1.6 | the colour of a match: game 1's, if at least one game was played | `field.rs` |
//! | 2.1.1 \[C1\] | no two players meet twice; forfeited matches and `260` pairs | no edge |
//! | 2.1.2 \[C2\] | no PAB after a PAB, a match won by forfeit, or a full-point bye | `pab_eligible` |
//! | 2.2 \[C3\] | the players left can always be paired | every choice keeps a perfect matching of the rest |
//! | 2.3.1–2.3.5 \[C4\]–\[C8\] | fewest upfloaters; their scores; the next scoregroup; float history (not in the last match) | `procedure.rs` |
//! | 3.4 | the PAB: legal for the rest, lowest score, most matches played, largest TPN | `pair_field` |
//! | 3.5 | upfloater sets: \[C4\], \[C5\], order of 3.5.3–3.5.4, first that meets \[C6\], \[C7\] | `choose_upfloaters` |
//! | 3.6 | bracket pairing: identifier order, first meeting \[C1\], \[C8\] | `pair_bracket` |
//! | 4.1–4.4 | colours | `colours.rs`; White plays game 1 with White |
//!
//! # Readings where the text is unclear (each argued in a test)
//!
//! - **Source.** Only the Preface and 1.1–1.3 of the handbook page could be read verbatim; the
//!   rest follows the project's rule note (`docs/double-swiss.md`).
//! - **A single forfeited game** (one `+`/`-` column, one played game): the match is played
//!   (Preface), a meeting, and its colour is game 1's as scheduled. **Each player forfeiting one
//!   game**: a meeting (no one forfeited both) but no colour (no game played, 1.6).
//! - **The colour of the first game**: the player allocated White (Art. 4) plays White in
//!   game 1 (column `2k − 1`) and Black in game 2.
//! - **The PAB's worth**: 1½ (a game won and a game drawn), written `U` then `H`, so that every
//!   reader adds the right points; a regulation with another value writes other codes in the
//!   second column (`U` for two wins, `Z` for one win), which the reader accepts.
//! - **Half- and full-point byes** of a match: `H H` (1 point) and `F F` (2 points); only the
//!   full-point bye bars the PAB (\[C2\]).
//! - **Acceleration (C.04.7)**: the virtual points are those of a *match* win, because the
//!   scoregroups are in game points and a match win is worth two games: 2 (two wins) in the
//!   first accelerated matches, 1 in the others. Virtual points the file states (`250`) are
//!   used as written, read at the match's first column.
//! - **\[C6\]** is pass or fail: the next scoregroup's remaining players can be paired with none
//!   or one upfloater (their parity minimum), with \[C1\] and \[C3\].
//! - **\[C8\]** counts the residents paired with an upfloater who floated in the previous match.
//! - **"Complies with"** (3.5.5, 3.6.4): the best attainable value, criteria in order, then
//!   the earliest set or identifier.
//! - **3.4.3 "matches played"**: matches not forfeited; byes are not matches played.
//! - **Board order** is not in the text: boards are listed by the higher score of the pair,
//!   then the sum of the scores, then the HRP's TPN.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod audit;
mod colours;
mod error;
mod explain;
mod field;
mod generate;
mod procedure;

#[cfg(test)]
mod tests;

pub use audit::audit_round;
pub use colours::ColourRule;
pub use error::DoubleSwissError;
pub use explain::explain_round;
pub use generate::{double_swiss_baku, generate};

use rondo_core::{Colour, PairingSpan, RoundView, Tournament, Unplayed};
use rondo_pairing::{Board, Pairing, PairingOutcome, RoundCheck, check_round_with};

use crate::field::Field;
use crate::procedure::{FieldResult, pair_field};

/// The TRF `192` code of the system.
pub const SYSTEM_CODE: &str = "FIDE_DOUBLESWISS";

/// How a Double-Swiss pairing fills the file: two games, and the PAB's second column a
/// half-point bye (the PAB is worth a game won and a game drawn, 1.4).
pub const PAIRING_SPAN: PairingSpan = PairingSpan::new(2, Unplayed::HalfPointBye);

/// What the caller can choose.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct DoubleSwissOptions {
    /// The colour drawn by lot before match 1 (4.1), overriding the file's `152`; when neither
    /// says, White.
    pub initial_colour: Option<Colour>,
}

/// Builders, so that a field added later is not a breaking change.
impl DoubleSwissOptions {
    /// With `initial_colour` set: the colour drawn by lot before match 1 (4.1).
    #[must_use]
    pub const fn with_initial_colour(
        mut self,
        initial_colour: Option<Colour>,
    ) -> DoubleSwissOptions {
        self.initial_colour = initial_colour;
        self
    }
}

/// Pairs the match whose first column is the round of `view`.
///
/// The players paired are those not absent in the view (announced byes of the match's first
/// column, withdrawn players). The boards are the match colours: White plays game 1 with White.
///
/// # Errors
///
/// [`DoubleSwissError::SecondGameColumn`] for an even column; [`DoubleSwissError::ColumnsNotMatches`]
/// when the earlier columns do not pair up as matches; an internal failure. That no legal
/// pairing exists is [`PairingOutcome::NoValidPairing`].
pub fn pair_round(
    view: &RoundView<'_>,
    options: &DoubleSwissOptions,
) -> Result<PairingOutcome, DoubleSwissError> {
    view.tournament().results_entered_before(view.round())?;
    let field = checked_field(view, options)?;
    Ok(match pair_field(&field)? {
        FieldResult::NoValidPairing(why) => PairingOutcome::NoValidPairing(why),
        FieldResult::Paired { brackets, bye } => {
            let pairs: Vec<(usize, usize)> = brackets
                .iter()
                .flat_map(|b| b.pairs.iter().copied())
                .collect();
            PairingOutcome::Paired(publish(&field, &pairs, bye))
        }
    })
}

/// The field of the view, after checking that the view is a match's first column and the
/// earlier columns pair up as matches.
pub(crate) fn checked_field(
    view: &RoundView<'_>,
    options: &DoubleSwissOptions,
) -> Result<Field, DoubleSwissError> {
    let round = view.round();
    if round.get() % 2 == 0 {
        return Err(DoubleSwissError::SecondGameColumn(round.get()));
    }
    let tournament = view.tournament();
    let earlier: Vec<rondo_core::Player> = tournament
        .players()
        .iter()
        .map(|p| {
            let mut p = p.clone();
            p.rounds.truncate(round.index());
            p
        })
        .collect();
    let problems = rondo_core::match_problems(&earlier);
    if let Some(first) = problems.first() {
        return Err(DoubleSwissError::ColumnsNotMatches {
            first: *first,
            count: problems.len(),
        });
    }
    let initial_colour = options
        .initial_colour
        .or(tournament.setup().initial_colour)
        .unwrap_or(Colour::White);
    Ok(Field::new(view, initial_colour))
}

/// The board order: the higher score of the pair, the sum of the scores (both descending),
/// then the HRP's TPN.
type BoardKey = (
    std::cmp::Reverse<rondo_core::Score>,
    std::cmp::Reverse<rondo_core::Score>,
    u16,
);

/// Colours (Art. 4) and board order.
pub(crate) fn publish(field: &Field, pairs: &[(usize, usize)], bye: Option<usize>) -> Pairing {
    let mut boards: Vec<(Board, BoardKey)> = pairs
        .iter()
        .map(|&(a, b)| {
            let (hrp, other) = if field.ranks_before(a, b) {
                (a, b)
            } else {
                (b, a)
            };
            let (x, y) = (&field.entrants[hrp], &field.entrants[other]);
            let (colour, _) = colours::colour_of(x, y, field);
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
            (
                board,
                (
                    std::cmp::Reverse(x.score.max(y.score)),
                    std::cmp::Reverse(x.score + y.score),
                    x.id.get(),
                ),
            )
        })
        .collect();
    boards.sort_by_key(|(_, key)| *key);
    Pairing {
        boards: boards.into_iter().map(|(board, _)| board).collect(),
        pairing_bye: bye.map(|index| field.entrants[index].id),
        brackets: Vec::new(),
    }
}

/// Re-pairs every match the file holds (at its first column) and compares with the file.
#[must_use]
pub fn check_tournament(tournament: &Tournament, options: &DoubleSwissOptions) -> Vec<RoundCheck> {
    (1..=tournament.paired_rounds())
        .step_by(2)
        .filter_map(rondo_core::RoundNo::new)
        .map(|round| check_round_with(tournament, round, |view| pair_round(view, options)))
        .collect()
}
