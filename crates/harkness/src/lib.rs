//! The US Swiss system with the Harkness pairing method.
//!
//! [`pair_round`] pairs one round by the rules of the Swiss system as played in the United
//! States and the pairing method of Kenneth Harkness, as a Spanish-language chess manual of the
//! 1960s sets them out (the project's source document `004`, lines 549–615: "Reglas del
//! sistema suizo", their "Interpretación", and "Sistema Harkness de pareo"; the OCR repeats
//! some paragraphs). [`check_tournament`] re-pairs a file round by round and [`generate`] makes
//! random tournaments, both through `rondo-pairing`'s checker and generator.
//!
//! ```
//! use rondo_core::{Player, PlayerId, Rating, RoundNo, Tournament, TournamentSetup};
//! use rondo_pairing::PairingOutcome;
//! use rondo_harkness::{HarknessOptions, pair_round};
//!
//! let players = (1..=6u16)
//!     .map(|n| {
//!         let mut player = Player::new(PlayerId::new(n)?, format!("Player {n}"));
//!         player.rating = Some(Rating(2000 - 50 * n));
//!         Some(player)
//!     })
//!     .collect::<Option<Vec<_>>>()
//!     .ok_or("bad id")?;
//! let setup = TournamentSetup { players, declared_rounds: Some(5), ..TournamentSetup::default() };
//! let tournament = Tournament::try_from(setup)?;
//! let view = tournament.view(RoundNo::FIRST);
//! let PairingOutcome::Paired(pairing) = pair_round(&view, &HarknessOptions::default())? else {
//!     return Err("no pairing".into());
//! };
//! // Round 1: the top half against the bottom half in order, colours alternating down the
//! // upper half (line 591).
//! let boards: Vec<(u16, u16)> =
//!     pairing.boards.iter().map(|b| (b.white.get(), b.black.get())).collect();
//! assert_eq!(boards, [(1, 4), (5, 2), (3, 6)]);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # The rules, and how they are applied
//!
//! References are to lines of the source; "rule III" and so on are its numbered rules
//! (line 555) and their interpretation (lines 567–571).
//!
//! | Source | Rule | Here |
//! |---|---|---|
//! | 577 | Pairing numbers by rating, highest first; unrated players last, alphabetically | `field.rs`; equal ratings keep start-number order |
//! | II, 591 | Round 1: the upper half of the list against the lower half in order (1–51, 2–52) | one group, natural pairing |
//! | 591 | Round 1 colours: a lot for number 1; the odd numbers of the upper half get his colour, the even ones the other | [`HarknessOptions::initial_colour`], else the file's `152`/`XXC`, else White |
//! | III, 567, 611 | Bye only when the number is odd; round 1 to the lowest rated; later to the lowest score, lowest rated; never twice | `pairing.rs`, `choose_bye` |
//! | IV, 567 | No rematch, above every other rule; equal scores meet whenever possible | no edge between players who met; most pairs within each group |
//! | V, 569 | A player who cannot be paired in his group goes to the nearest group where he can, paired there before its own players | players carried into a group come first |
//! | 593, 611 | Each group in pairing-number order, split in two halves, upper against lower in order | natural opponents |
//! | 593–605 | Transpose to let players alternate colours; the odd player of a group may be exchanged for one whose colour fits | colour fields above the choice of the odd player |
//! | 609–611 | The simplest transpositions; two players of the same half only when unavoidable | the least distance from the natural opponents; upper against lower above colours |
//! | 611 | Odd group: the lowest card moves down from the winners, the highest card moves up from the losers | the choice of the odd player |
//! | 611, 615 | Groups above the middle from the top down, groups below it from the bottom up, the middle group last | `groups.rs` |
//! | 615 | Players moved on keep priority: downwards the higher score first, upwards the lower score first | the farther a carried player comes from, the sooner he is paired |
//! | 615 | Adjustments are resolved in the middle group, or failing that in its neighbours | a group is never paired in a way that leaves later players unpairable |
//! | VIII, 571 | Colours alternate; where they cannot, they are equalised; never at the cost of the basic rules | `colours.rs`; colours rank below rematches, score groups and halves |
//! | VI, 569 | Withdrawn players are not paired; a player who missed two rounds is excluded | absences in the file; two forfeit losses exclude ([`HarknessOptions::exclude_missed_twice`]) |
//! | IX | Win 1, draw ½, loss 0, the bye a win | the file's point system |
//!
//! # Readings where the text is unclear
//!
//! - **Lots.** The source draws lots for the bye from round 4 on (rule III) and for the
//!   colours of two players due the same colour who are equally balanced (line 605). A file
//!   must re-pair the same way every time, so the lot is replaced by the rule the source uses
//!   for rounds 2–3: the bye goes to the lowest rated of the lowest score, and the colour to
//!   the higher-ranked player.
//! - **What a bye is.** The bye of rule III is the point given to the odd player: the
//!   pairing-allocated bye (`U`), or a full-point bye (`F`), which older files use for it.
//!   Half-point and zero-point byes are announced absences, not byes, and forfeits are not
//!   byes either. The bye also goes only to a player whose absence lets everyone else be
//!   paired without a rematch, since rule IV comes first.
//! - **What a meeting is.** Only games played over the board: the players of a forfeit never
//!   faced each other (rule V, "que no se hayan enfrentado"). Pairs the file forbids (`260`,
//!   `XXP`) are treated as meetings.
//! - **Missing two rounds.** "Faltado a dos rondas" is read as failing to appear for two
//!   games one was paired for (two forfeit losses, `-`). Announced byes are absences the
//!   director granted; a player who missed the previous round is paired unless the file marks
//!   him absent, since the file is where the director's decision is recorded.
//! - **The middle group** is the group of half a win per round played (in round 2 the
//!   half-point group, as line 611 describes), even when no player has that score: it then
//!   holds only the players carried into it from above and below.
//! - **Carried players in a group** are sorted with its own players by pairing number (line
//!   611: "arréglense por orden numérico"), and the group is split into halves after that. An
//!   odd group above the middle keeps its extra player in the lower half (he is the one who
//!   moves on unless colours choose another), an odd group below the middle in the upper half.
//! - **Due colour.** Alternation comes first (rule VIII): a player is due the colour opposite
//!   his last game's; equalisation decides only when both players are due the same colour.
//!   The source forbids no colour sequence, so three of the same colour running is only
//!   avoided where it can be, after alternation.
//! - **Acceleration** records of the file are ignored: the US Swiss has none.
//! - **Board order** is not in the source: boards are listed by the higher score of the pair,
//!   then the sum of scores, then the better pairing number.
//!
//! # Cost
//!
//! Each group is one matching on its own players, plus a matching that proves the rest of the
//! round can still be completed. Generating a 9-round event (release build, CPU time): 1,000
//! players about 1.3 s, 3,000 players about 25 s (round 1 and 2 groups are a dense graph of
//! the whole field with 256-bit weights, about 290 MB at 3,000 players).
//!
//! Result types ([`rondo_pairing::Pairing`], [`rondo_pairing::PairingOutcome`]) are those of
//! `rondo-pairing`, shared by every system, so the command line prints, checks and generates
//! the same way for every system.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod audit;
mod colours;
mod error;
mod explain;
mod field;
mod groups;
mod pairing;

#[cfg(test)]
mod tests;

pub use audit::audit_round;
pub use error::HarknessError;
pub use explain::explain_round;

use rondo_core::{Colour, RoundView, System, Tournament, TournamentSetup};
use rondo_pairing::{
    Board, GenerateConfig, Pairing, PairingOutcome, RoundCheck, check_tournament_with,
    generate_with,
};

use crate::field::Field;
use crate::pairing::{FieldResult, pair_field};

/// The TRF `192` code written for tournaments paired by this system. TRF-2026 has no code for
/// it; the `CUSTOM_` prefix is the one TRF-2026 gives to systems outside FIDE's.
pub const SYSTEM_CODE: &str = "CUSTOM_SWISS_HARKNESS";

/// Whether a TRF `192` code names this system (any code mentioning Harkness or the US Swiss).
#[must_use]
pub fn is_system_code(code: &str) -> bool {
    System::from_code(code).0 == System::UsSwiss
}

/// What the caller can choose.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct HarknessOptions {
    /// The colour of pairing number 1 in round 1 (the lot of line 591), overriding the file's
    /// `152`/`XXC`; when neither says, White.
    pub initial_colour: Option<Colour>,
    /// Exclude a player who has missed two rounds (two forfeit losses), as the interpretation
    /// of rule VI requires (line 569).
    pub exclude_missed_twice: bool,
}

/// Builders, so that a field added later is not a breaking change.
impl HarknessOptions {
    /// With `initial_colour` set: the colour of pairing number 1 in round 1 (the lot of line 591), overriding the file's
    #[must_use]
    pub const fn with_initial_colour(mut self, initial_colour: Option<Colour>) -> HarknessOptions {
        self.initial_colour = initial_colour;
        self
    }

    /// With `exclude_missed_twice` set: exclude a player who has missed two rounds (two forfeit losses), as the interpretation
    #[must_use]
    pub const fn with_exclude_missed_twice(
        mut self,
        exclude_missed_twice: bool,
    ) -> HarknessOptions {
        self.exclude_missed_twice = exclude_missed_twice;
        self
    }
}

impl Default for HarknessOptions {
    fn default() -> HarknessOptions {
        HarknessOptions {
            initial_colour: None,
            exclude_missed_twice: true,
        }
    }
}

/// Pairs the round of `view` by the US Swiss rules and the Harkness method.
///
/// The players paired are those not absent in the view (announced byes, withdrawn players
/// and players not yet entered are not paired), less players excluded for missing two rounds.
/// The boards are listed by score; the bye is apart.
///
/// # Errors
///
/// [`HarknessError`] when the field is too large for the weight arithmetic, or on an internal
/// failure. That no legal pairing exists is [`PairingOutcome::NoValidPairing`].
pub fn pair_round(
    view: &RoundView<'_>,
    options: &HarknessOptions,
) -> Result<PairingOutcome, HarknessError> {
    view.tournament().results_entered_before(view.round())?;
    let initial_colour = options
        .initial_colour
        .or(view.tournament().setup().initial_colour)
        .unwrap_or(Colour::White);
    let field = Field::new(view, initial_colour, options.exclude_missed_twice);
    Ok(match pair_field(&field)? {
        // No witness: the Dutch one is built from the Dutch absolute criteria; the US rules
        // block other pairs (rule IV rematches, rule III second byes only).
        FieldResult::NoValidPairing(why) => PairingOutcome::NoValidPairing(why),
        FieldResult::Paired { pairs, bye } => PairingOutcome::Paired(publish(&field, &pairs, bye)),
    })
}

/// Colours and board order.
pub(crate) fn publish(field: &Field, pairs: &[(usize, usize)], bye: Option<usize>) -> Pairing {
    let entrants = &field.entrants;
    let mut boards: Vec<(Board, (std::cmp::Reverse<_>, std::cmp::Reverse<_>, u32))> = pairs
        .iter()
        .map(|&(a, b)| {
            let (a, b) = (a.min(b), a.max(b));
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
            let key = (
                std::cmp::Reverse(x.score.max(y.score)),
                std::cmp::Reverse(x.score + y.score),
                x.number,
            );
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
pub fn check_tournament(tournament: &Tournament, options: &HarknessOptions) -> Vec<RoundCheck> {
    check_tournament_with(tournament, |view| pair_round(view, options))
}

/// A random tournament (see [`GenerateConfig`] for what is drawn), every round paired
/// by this system; the setup's `192` record names it ([`SYSTEM_CODE`]). The US Swiss has no
/// acceleration, so `config.acceleration` is not used.
#[must_use]
pub fn generate(config: &GenerateConfig, options: &HarknessOptions) -> TournamentSetup {
    let config = config.clone().with_acceleration(None);
    let mut setup = generate_with(&config, |view| pair_round(view, options));
    setup.system = Some(SYSTEM_CODE.to_owned());
    setup
}
