//! The FIDE Lim system (C.04.4.3, the text applied from 1 February 2026).
//!
//! [`pair_round`] pairs one round by the text's own procedure: the pairing-allocated bye
//! (art. 1.1, in round 1 art. 7.1), the scoregroups from the highest down to the Median
//! Scoregroup and from the lowest up to it, the median last (art. 2.2), and in each group the
//! floaters it receives first (3.6–3.8), the choice of its own floaters (2.3, art. 3), and the
//! proposed pairing top half against bottom half scrutinised player by player in the exchange
//! order of art. 4 with due colours tried first (5.2). [`explain_round`] says why, article by
//! article; [`audit_round`] checks a hand-made pairing; [`checklist`] lists what an arbiter
//! checks; [`check_tournament`] re-pairs a file and [`generate`] makes random tournaments.
//!
//! ```
//! use rondo_core::{Player, PlayerId, Rating, RoundNo, Tournament, TournamentSetup};
//! use rondo_pairing::PairingOutcome;
//! use rondo_lim::{LimOptions, pair_round};
//!
//! let players = (1..=6u16)
//!     .map(|n| {
//!         let mut player = Player::new(PlayerId::new(n)?, format!("Player {n}"));
//!         player.rating = Some(Rating(2400 - 50 * n));
//!         Some(player)
//!     })
//!     .collect::<Option<Vec<_>>>()
//!     .ok_or("bad id")?;
//! let setup = TournamentSetup { players, declared_rounds: Some(5), ..TournamentSetup::default() };
//! let tournament = Tournament::try_from(setup)?;
//! let view = tournament.view(RoundNo::FIRST);
//! let PairingOutcome::Paired(pairing) = pair_round(&view, &LimOptions::default())? else {
//!     return Err("no pairing".into());
//! };
//! // Art. 7.2: top half against bottom half; #1 White by default, colours alternating.
//! let boards: Vec<(u16, u16)> =
//!     pairing.boards.iter().map(|b| (b.white.get(), b.black.get())).collect();
//! assert_eq!(boards, [(1, 4), (5, 2), (3, 6)]);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # Sources
//!
//! Arts. 1.1–2.3.3 were read verbatim from the handbook page of the 2026 text (and the same
//! articles of the older text, with its old numbering). Arts. 2.4, 2.5, 4.1, 5.1 and 5.3, and
//! where a floater goes, were read verbatim only in the older text's wording, and agree with
//! the project's rule note. The rest (2.6, the floater choice of art. 3, 4.2–4.4, 5.2, 5.4–8)
//! could not be read verbatim; it follows the note, rebuilt from secondary readings of the
//! full text, and every reading below is marked as such. `docs/lim.md` says the same in more
//! detail.
//!
//! # The rules, and how they are applied
//!
//! | Art. | Rule | Here |
//! |---|---|---|
//! | 1.1, C.04.1 3/4 | The PAB to the lowest ranked player of the lowest scoregroup, who may receive it | `procedure.rs`, `choose_bye` |
//! | 7.1 | Round 1: the PAB to the lowest rated player | `choose_bye` |
//! | 2.1 | Compatible: not met, and colours exist without a third colour running or three more of one colour | [`rondo_core`] colours of played games; `field.rs` |
//! | 6 | Last round: two players of the same score may meet beyond the colour limits | `Field::compatible` |
//! | 2.2 | Median Scoregroup: half a win per round played; groups above it from the top down, below it from the bottom up, the median last and downward | `pair_field` |
//! | 2.3, 4.4 | Players without a suitable opponent, and one to make the number even, float | `choose_floaters` |
//! | 3.2.1 | Floaters go down above the median, up below it | `Side` |
//! | 3.2.2, 3.2.3 | To make the number even, a player due the colour most are due; Maxi: within 100 points | `choose_floaters` |
//! | 3.2.4 | Else the lowest numbered floats down, the highest numbered up | `choose_floaters` |
//! | 3.9, 3.10 | A player with an opponent in the next group before one without; not twice running | `choose_floaters` |
//! | 3.6–3.8 | Floaters received are paired first: from above highest score, then highest numbered, each with the highest numbered available player due the other colour (else the highest numbered available); from below the mirror | `pair_group` |
//! | 2.4, 4.1–4.3 | Top half against bottom half; scrutiny from #1 down (upward: from the lowest numbered up); each tries his proposed opponent, the rest of the bottom half downward, then the top half from the bottom up | `scrutinise` |
//! | 5.2, 5.7 | Second scrutiny for due colours; Maxi: exchanges within 100 points | `scrutinise` |
//! | 5, 7.2 | Colours | `colours.rs` |
//! | GHR | Boards: higher score of the pair, sum of scores, higher numbered player | `publish` in `lib.rs` |
//!
//! # Readings where the text is unclear (each argued in a test)
//!
//! - **Numbering.** "Highest numbered" is #1 (art. 4.2 calls #1 the highest numbered player);
//!   the players present are numbered 1, 2, … in start-number order (an absent player leaves
//!   no gap), so with nobody absent the numbers are the start numbers.
//! - **Lowest rank (1.1)** is the lowest numbered player, i.e. the largest number; in round 1
//!   the lowest rating decides (7.1), ties by the lowest number.
//! - **The PAB and completeness.** The PAB goes to the first player in that order who may
//!   receive it (C.04.1 art. 4, [`rondo_core::PlayerState::pab_eligible`]) and whose bye
//!   leaves the others pairable.
//! - **"Available" and lookahead.** A pair, or a floater, is taken only if the rest of the round
//!   can still be paired completely. The text's repair of a blocked median (2.6: undo the next
//!   pairing of one side and pair the median again) is read as applied in advance: no choice
//!   that would block the median is made, so the median is always completed, and a round is
//!   left to the Chief Arbiter only when no complete compatible pairing exists at all.
//! - **How many float (2.3, 4.4).** As many as the largest compatible pairing of the group
//!   leaves over; then the choice of art. 3 in the order 3.9.2, 3.10, 3.2.2/3.2.3, 3.2.4.
//! - **Double scrutiny (5.2)** is applied per scrutinised player: he takes the first opponent
//!   in the exchange order with whom both get their due colours, else the first compatible
//!   one.
//! - **Floated in the previous round (3.10)**: played a game in that round against a player of
//!   another score; byes and forfeits are not floats.
//! - **Art. 6** relaxes only the colour part of compatibility, and only between players of the
//!   same score, in the last round.
//! - **Odd and even rounds (5.5, 5.6)** are not separate rules: the due colour equalises first
//!   and alternates otherwise.
//! - **Maxi-tournament** is an organiser's declaration ([`LimOptions::maxi`], `--maxi` on the
//!   command line); the text defines no size.
//! - **Acceleration.** The text provides none and its Median Scoregroup depends on the real
//!   score, so acceleration is not applied (the registry refuses the option; acceleration
//!   records of a file are ignored).
//! - **Round 1** is the Median Scoregroup of a round with no games: everyone scores 0, half of
//!   zero rounds. Its pairing is 7.2 when nobody is incompatible.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod audit;
mod checklist;
mod colours;
mod error;
mod explain;
mod feasible;
mod field;
mod procedure;
mod unpairable;

#[cfg(test)]
mod tests;

pub use audit::audit_round;
pub use checklist::checklist;
pub use error::LimError;
pub use explain::explain_round;

use rondo_core::{Colour, RoundView, System, Tournament, TournamentSetup};
use rondo_pairing::{
    Board, GenerateConfig, Pairing, PairingOutcome, RoundCheck, check_tournament_with,
    generate_with,
};

use crate::field::Field;
use crate::procedure::{FieldResult, pair_field};

/// The `092` text written for tournaments paired by this system: TRF-2026 has no `192` code
/// for the Lim system, and `092` naming Lim selects it.
pub const SYSTEM_DESCRIPTION: &str = "Swiss, FIDE Lim system (C.04.4.3)";

/// Whether a TRF `092` text names this system.
#[must_use]
pub fn is_system_description(text: &str) -> bool {
    System::from_description(text) == Some(System::Lim)
}

/// What the caller can choose.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct LimOptions {
    /// The colour of #1 in round 1 (art. 7.2, by lot), overriding the file's `152`/`XXC`;
    /// when neither says, White.
    pub initial_colour: Option<Colour>,
    /// A Maxi-tournament: floaters chosen for colour (3.2.3), floaters' opponents chosen for
    /// colour (3.8) and colour exchanges (5.7) stay within 100 rating points.
    pub maxi: bool,
}

/// Builders, so that a field added later is not a breaking change.
impl LimOptions {
    /// With `initial_colour` set: the colour of #1 in round 1.
    #[must_use]
    pub const fn with_initial_colour(mut self, initial_colour: Option<Colour>) -> LimOptions {
        self.initial_colour = initial_colour;
        self
    }

    /// With `maxi` set: the organiser declared a Maxi-tournament.
    #[must_use]
    pub const fn with_maxi(mut self, maxi: bool) -> LimOptions {
        self.maxi = maxi;
        self
    }
}

pub(crate) fn field_of(view: &RoundView<'_>, options: &LimOptions) -> Field {
    let initial_colour = options
        .initial_colour
        .or(view.tournament().setup().initial_colour)
        .unwrap_or(Colour::White);
    Field::new(view, initial_colour, options.maxi)
}

/// Pairs the round of `view` by the Lim system.
///
/// The players paired are those not absent in the view (announced byes, withdrawn players and
/// players not yet entered are not paired). The boards are in published order; the bye is
/// apart.
///
/// # Errors
///
/// [`LimError`] on an internal failure. That no compatible complete pairing exists is
/// [`PairingOutcome::NoValidPairing`] (the Chief Arbiter decides).
pub fn pair_round(view: &RoundView<'_>, options: &LimOptions) -> Result<PairingOutcome, LimError> {
    view.tournament().results_entered_before(view.round())?;
    let field = field_of(view, options);
    Ok(match pair_field(&field, &mut Vec::new())? {
        FieldResult::NoValidPairing(why) => {
            PairingOutcome::NoValidPairing(unpairable::with_witness(&field, view, why)?)
        }
        FieldResult::Paired { pairs, bye } => PairingOutcome::Paired(publish(&field, &pairs, bye)),
    })
}

/// Colours (art. 5) and board order: the higher score of the pair, then the sum of the
/// scores, then the higher numbered player of the pair (C.04.2).
pub(crate) fn publish(field: &Field, pairs: &[(usize, usize)], bye: Option<usize>) -> Pairing {
    let entrants = &field.entrants;
    let mut boards: Vec<(Board, (std::cmp::Reverse<_>, std::cmp::Reverse<_>, usize))> = pairs
        .iter()
        .map(|&(a, b)| {
            let (a, b) = (a.min(b), a.max(b));
            let (x, y) = (&entrants[a], &entrants[b]);
            let board = match colours::colour_of(field, a, b).0 {
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
                a,
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
pub fn check_tournament(tournament: &Tournament, options: &LimOptions) -> Vec<RoundCheck> {
    check_tournament_with(tournament, |view| pair_round(view, options))
}

/// A random tournament (see [`GenerateConfig`] for what is drawn), every round paired by this
/// system; the setup's `092` record names it ([`SYSTEM_DESCRIPTION`]). The Lim system has no
/// acceleration, so `config.acceleration` is not used.
#[must_use]
pub fn generate(config: &GenerateConfig, options: &LimOptions) -> TournamentSetup {
    let config = config.clone().with_acceleration(None);
    let mut setup = generate_with(&config, |view| pair_round(view, options));
    setup.system = None;
    setup.header.tournament_type = Some(SYSTEM_DESCRIPTION.to_owned());
    setup
}
