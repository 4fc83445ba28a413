//! The registry of rondo's pairing systems.
//!
//! Every system rondo pairs is reached through one interface, [`PairingSystem`]: pair a round,
//! check a tournament round by round, list the absolute rules a pairing breaks, audit a
//! hand-made pairing, explain a pairing, make its checklist, and generate random tournaments.
//! A caller (the command line, a platform embedding rondo) resolves the system once with
//! [`resolve`] (from its own choice and the file's `192`/`092` records) and never names a
//! system again:
//!
//! ```
//! use rondo_core::{Player, PlayerId, Tournament, TournamentSetup};
//! use rondo_systems::{Choice, Options, resolve};
//!
//! let players = (1..=4)
//!     .map(|n| PlayerId::new(n).map(|id| Player::new(id, format!("Player {n}"))))
//!     .collect::<Option<Vec<_>>>()
//!     .ok_or("bad id")?;
//! let setup = TournamentSetup { players, declared_rounds: Some(3), ..TournamentSetup::default() };
//! let tournament = Tournament::try_from(setup)?;
//! // No choice and no system named in the file: the FIDE Dutch system, 2025 edition.
//! let system = resolve(&Choice::default(), tournament.setup())?;
//! let outcome = system.pair(&tournament.view(tournament.next_round()), &Options::default())?;
//! assert_eq!(outcome.pairing().map(|pairing| pairing.boards.len()), Some(2));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! Adding a system is one crate (on the vocabulary of `rondo-pairing`), one implementation of
//! [`PairingSystem`] here, and one line of [`REGISTRY`]; a caller may also pass its own
//! [`Registry`] with systems defined elsewhere. No system crate depends on another.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod adapter;
mod burstein;
mod double_swiss;
mod dubov;
mod dutch;
mod error;
mod generate;
mod lim;
pub mod olympiad;
mod round_robin;
pub mod team;
mod us_swiss;

use rondo_core::{Colour, PairingSpan, RoundView, System, Tournament, TournamentSetup};
use rondo_pairing::{
    Audit, Breach, Checklist, ExplainOutcome, GenerateConfig, Pairing, PairingOutcome,
    RecordedPairing, RoundCheck,
};

pub use error::{Capability, OptionName, ResolveError, SystemError};
pub use generate::{
    DEFAULT_BOARDS, GenerateError, GeneratedEvent, Setting, check_settings, generate_event,
};

pub use olympiad::Olympiad;
pub use rondo_dutch::Edition;
pub use rondo_pairing::BakuVariant;
pub use rondo_schedule::Cycles;
pub use team::{TeamAudit, TeamRoundCheck, TeamRoundPairing, TeamSwiss};

/// Which system a caller asks for; what it leaves out comes from the file, then from the
/// defaults (the FIDE Dutch system, 2025 edition).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Choice {
    /// The system family; `None` for the one the file names (`192`, else `092`).
    pub system: Option<System>,
    /// The edition of the rules, for a system with several (the Dutch system).
    pub edition: Option<Edition>,
}

impl Choice {
    /// A choice of `system`, edition by default.
    #[must_use]
    pub fn system(system: System) -> Choice {
        Choice {
            system: Some(system),
            edition: None,
        }
    }

    /// The same choice with `edition`.
    #[must_use]
    pub fn with_edition(mut self, edition: Edition) -> Choice {
        self.edition = Some(edition);
        self
    }
}

/// What the caller may set for any system; a system refuses what it does not have
/// ([`SystemError::Refused`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// Generate Baku acceleration (C.04.7) when the file states none.
    pub acceleration: Option<BakuVariant>,
    /// The colour of pairing number 1 in round 1, overriding the file's `152`/`XXC`.
    pub initial_colour: Option<Colour>,
    /// The organiser declared a Maxi-tournament (Lim arts. 3.2.3, 3.8, 5.7: choices made for
    /// colour stay within 100 rating points). Only the Lim system reads it.
    pub maxi_tournament: bool,
    /// The European Chess Union's ranking order for pairing (ECU Tournament Rules M.1: match
    /// points, then the Olympiad Sonneborn-Berger, then the pairing number) instead of D.02
    /// 3.2. Only the Olympiad system reads it.
    pub european_ranking: bool,
}

impl Options {
    /// The options with Baku acceleration of `variant`.
    #[must_use]
    pub fn with_acceleration(mut self, variant: BakuVariant) -> Options {
        self.acceleration = Some(variant);
        self
    }

    /// The options with `colour` as the initial colour.
    #[must_use]
    pub fn with_initial_colour(mut self, colour: Colour) -> Options {
        self.initial_colour = Some(colour);
        self
    }

    /// The options for a Maxi-tournament (read by the Lim system only).
    #[must_use]
    pub fn with_maxi_tournament(mut self, maxi_tournament: bool) -> Options {
        self.maxi_tournament = maxi_tournament;
        self
    }

    /// The options with the ECU's ranking order (read by the Olympiad system only).
    #[must_use]
    pub fn with_european_ranking(mut self, european_ranking: bool) -> Options {
        self.european_ranking = european_ranking;
        self
    }

    /// The first option set here that `descriptor`'s text has no rule for: a Maxi-tournament
    /// (the Lim system's) or the ECU's ranking order (the Olympiad's), each refused for any other
    /// system rather than ignored.
    #[must_use]
    pub fn refused_by(&self, descriptor: &Descriptor) -> Option<OptionName> {
        if self.maxi_tournament && !descriptor.maxi_rules {
            return Some(OptionName::MaxiTournament);
        }
        if self.european_ranking && !descriptor.european_ranking {
            return Some(OptionName::EuropeanRanking);
        }
        None
    }

    /// The options a file asks for on its own: a `192` code ending in `_BAKU` asks for Baku
    /// acceleration (C.04.7) when the file has no acceleration records and the options set none.
    #[must_use]
    pub fn with_file(mut self, setup: &TournamentSetup) -> Options {
        let named_baku = setup.named_system().is_some_and(|named| named.baku);
        if self.acceleration.is_none() && named_baku && setup.accelerations.is_empty() {
            self.acceleration = Some(BakuVariant::Fide);
        }
        self
    }
}

/// What a system is: its edition, how to name and choose it, what its rules say.
///
/// Not `non_exhaustive`: a system defined in another crate describes itself with one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Descriptor {
    /// The edition of the rules, for a system with several (the Dutch system): the entries that
    /// share a [`Descriptor::chosen_by`] differ by it.
    pub edition: Option<Edition>,
    /// The name in full, for titles ("FIDE Dutch 2025").
    pub name: &'static str,
    /// The rules' short name, for summaries ("2025" for a Dutch edition).
    pub rules: &'static str,
    /// The rule text, as cited ("C.04.3 (2025)").
    pub text: &'static str,
    /// A stable key for machine-readable output ("dutch", "harkness", "berger").
    pub key: &'static str,
    /// The name a caller chooses the system by (`rondo pair --system`, Python's `system=`;
    /// [`keys`]): the key, except that the double round robin is "double-berger". The editions
    /// of a system share it.
    pub chosen_by: &'static str,
    /// What the system is, in one line, for a caller's list of systems (`rondo --help`).
    pub help: &'static str,
    /// Whether the text has rules for a Maxi-tournament ([`Options::maxi_tournament`]).
    pub maxi_rules: bool,
    /// Whether the system ranks teams by the ECU's order when asked
    /// ([`Options::european_ranking`]).
    pub european_ranking: bool,
    /// Whether the system allocates a bye by pairing (a Swiss); a fixed schedule's odd player
    /// out only rests.
    pub allocates_bye: bool,
    /// Whether the system pairs teams (its rounds are matches of teams, each board a game of
    /// two members) rather than players: its round-level results are the `Teams` variants.
    pub pairs_teams: bool,
    /// Where the absolute criteria are ("C.04.3 C1-C3"): what no pairing may break.
    pub absolute_rules: &'static str,
    /// Whether the absolute criteria forbid two players with the same absolute colour
    /// preference to meet (the Dutch C3), besides rematches and forbidden pairs.
    pub colour_is_absolute: bool,
    /// Where the rule is that limits who may receive the pairing-allocated bye.
    pub bye_rule: &'static str,
    /// Where the text leaves a round without a legal pairing to the chief arbiter, if it does.
    pub arbiter_rule: Option<&'static str>,
    /// Where the text decides between pairings that meet its criteria equally well (the one it
    /// tries first), for systems that rank pairings by criteria; `None` for procedural texts.
    pub order_rule: Option<&'static str>,
    /// How a file names the system, so that [`resolve`] finds this entry again.
    pub file_name: FileName,
}

impl Descriptor {
    /// The error of a system asked for what it does not offer.
    #[must_use]
    pub fn unsupported(&self, capability: Capability) -> SystemError {
        SystemError::Unsupported {
            system: self.name,
            capability,
        }
    }

    /// Whether the system is a Swiss (it allocates a bye by pairing, audits hand-made pairings
    /// and generates tournaments) rather than a fixed schedule.
    #[must_use]
    pub fn is_swiss(&self) -> bool {
        self.allocates_bye
    }
}

/// How a tournament file names a system: the records that make [`resolve`] choose it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FileName {
    /// A TRF-2026 `192` code.
    Code {
        /// The code without acceleration.
        plain: &'static str,
        /// The code with Baku acceleration (C.04.7), when the system has it.
        baku: Option<&'static str>,
    },
    /// Words of the `092` record, for a system TRF-2026 has no `192` code for.
    Description(&'static str),
}

impl FileName {
    /// The system a file naming it this way names, as [`TournamentSetup::named_system`] reads
    /// it back; `None` for words that name no system.
    #[must_use]
    pub fn system(self) -> Option<System> {
        match self {
            FileName::Code { plain, .. } => Some(System::from_code(plain).0),
            FileName::Description(words) => System::from_description(words),
        }
    }

    /// Whether `text` (a `192` code or `092` words as the file writes them) is this name.
    fn is(self, text: &str) -> bool {
        match self {
            FileName::Code { plain, baku } => {
                text.eq_ignore_ascii_case(plain)
                    || baku.is_some_and(|baku| text.eq_ignore_ascii_case(baku))
            }
            FileName::Description(words) => text.eq_ignore_ascii_case(words),
        }
    }

    /// Writes the name into `setup`: the `192` code (with Baku acceleration when `baku`), or
    /// the `092` words (then no `192`). A `092` that named another system is removed, so that
    /// the file names one system only.
    ///
    /// # Errors
    ///
    /// [`NoAcceleration`] when `baku` is asked of a system without it.
    pub fn write_into(self, setup: &mut TournamentSetup, baku: bool) -> Result<(), NoAcceleration> {
        let describes_a_system = |text: &Option<String>| {
            text.as_deref()
                .is_some_and(|text| System::from_description(text).is_some())
        };
        match self {
            FileName::Code { plain, baku: code } => {
                let code = if baku {
                    code.ok_or(NoAcceleration)?
                } else {
                    plain
                };
                setup.system = Some(code.to_owned());
                if describes_a_system(&setup.header.tournament_type) {
                    setup.header.tournament_type = None;
                }
            }
            FileName::Description(words) => {
                if baku {
                    return Err(NoAcceleration);
                }
                setup.system = None;
                setup.header.tournament_type = Some(words.to_owned());
            }
        }
        Ok(())
    }
}

/// A system without Baku acceleration was asked for it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the system has no Baku acceleration")]
pub struct NoAcceleration;

/// One pairing system: everything the command line and platforms do with it.
///
/// Methods a system does not offer return [`SystemError::Unsupported`].
pub trait PairingSystem: Sync {
    /// What the system is.
    fn descriptor(&self) -> Descriptor;

    /// How many round columns one pairing fills, and what the pairing-allocated bye leaves
    /// in the columns after the first: one game for most systems, a two-game match for the
    /// Double-Swiss system. Callers that write a pairing into the file
    /// (`Tournament::with_pairing_span`) use it instead of naming systems.
    fn pairing_span(&self) -> PairingSpan {
        PairingSpan::SINGLE_GAME
    }

    /// Pairs the round of `view`. That no legal pairing exists is an outcome, not an error.
    ///
    /// # Errors
    ///
    /// The system's own errors (a field too large, an option it refuses, a pending result).
    fn pair(&self, view: &RoundView<'_>, options: &Options) -> Result<PairingOutcome, SystemError>;

    /// Re-pairs every round the tournament holds and compares with the file.
    fn check(&self, tournament: &Tournament, options: &Options) -> Vec<RoundCheck> {
        rondo_pairing::check_tournament_with(tournament, |view| self.pair(view, options))
    }

    /// Pairs the round of `view`: boards of players, or, for a system that pairs teams,
    /// matches of teams with their boards. The entry point of a caller that serves every
    /// system; [`PairingSystem::pair`] is the one of players.
    ///
    /// # Errors
    ///
    /// As [`PairingSystem::pair`].
    fn pair_round(
        &self,
        view: &RoundView<'_>,
        options: &Options,
    ) -> Result<RoundPairing, SystemError> {
        self.pair(view, options).map(RoundPairing::Players)
    }

    /// Pairs the round of `view` and explains it: an [`Explanation`](rondo_pairing::Explanation)
    /// of players, or a team pairing, whose brackets, matches and bye carry their reasons.
    ///
    /// # Errors
    ///
    /// As [`PairingSystem::explain`].
    fn explain_round(
        &self,
        view: &RoundView<'_>,
        options: &Options,
    ) -> Result<RoundExplanation, SystemError> {
        self.explain(view, options).map(RoundExplanation::Players)
    }

    /// Re-pairs every round the tournament holds and compares with the file, by players or
    /// by teams.
    fn check_rounds(&self, tournament: &Tournament, options: &Options) -> RoundChecks {
        RoundChecks::Players(self.check(tournament, options))
    }

    /// Audits `hand_made` (a pairing of players, or of teams by their numbers) as the pairing
    /// of the round of `view`, else the round as the file records it.
    ///
    /// # Errors
    ///
    /// As [`PairingSystem::audit`].
    fn audit_round(
        &self,
        view: &RoundView<'_>,
        hand_made: Option<&Pairing>,
        options: &Options,
    ) -> Result<RoundAudit, SystemError> {
        let recorded = match hand_made {
            Some(pairing) => RecordedPairing {
                pairing: pairing.clone(),
                colours_unknown: Vec::new(),
            },
            None => rondo_pairing::recorded_pairing(view.tournament(), view.round()),
        };
        self.audit(view, &recorded, options)
            .map(RoundAudit::Players)
    }

    /// The absolute rules that `pairing` breaks as the pairing of the round of `view`.
    ///
    /// # Errors
    ///
    /// As [`PairingSystem::pair`], or [`SystemError::Unsupported`] (the default: a system
    /// without absolute rules to check).
    fn breaches(
        &self,
        _view: &RoundView<'_>,
        _pairing: &rondo_pairing::Pairing,
        _options: &Options,
    ) -> Result<Vec<Breach>, SystemError> {
        Err(self.descriptor().unsupported(Capability::Breaches))
    }

    /// Audits a recorded (or hand-made) pairing of the round of `view`.
    ///
    /// # Errors
    ///
    /// As [`PairingSystem::pair`], or [`SystemError::Unsupported`].
    fn audit(
        &self,
        _view: &RoundView<'_>,
        _recorded: &RecordedPairing,
        _options: &Options,
    ) -> Result<Audit, SystemError> {
        Err(self.descriptor().unsupported(Capability::Audit))
    }

    /// Pairs the round of `view` and explains the pairing.
    ///
    /// # Errors
    ///
    /// As [`PairingSystem::pair`], or [`SystemError::Unsupported`].
    fn explain(
        &self,
        _view: &RoundView<'_>,
        _options: &Options,
    ) -> Result<ExplainOutcome, SystemError> {
        Err(self.descriptor().unsupported(Capability::Explain))
    }

    /// The pairing checklist of the round of `view` paired as `outcome`.
    ///
    /// # Errors
    ///
    /// As [`PairingSystem::pair`], or [`SystemError::Unsupported`].
    fn checklist(
        &self,
        _view: &RoundView<'_>,
        _outcome: &PairingOutcome,
        _options: &Options,
    ) -> Result<Checklist, SystemError> {
        Err(self.descriptor().unsupported(Capability::Checklist))
    }

    /// The pairing checklist of a team round paired as `paired` (by this system's
    /// [`PairingSystem::pair_round`]): per team, the facts of the system's own rules.
    ///
    /// # Errors
    ///
    /// As [`PairingSystem::pair_round`], or [`SystemError::Unsupported`] (the default: a
    /// system that pairs players, or a team system without a checklist).
    fn team_checklist(
        &self,
        _tournament: &Tournament,
        _paired: &TeamRoundPairing,
        _options: &Options,
    ) -> Result<TeamRoundChecklist, SystemError> {
        Err(self.descriptor().unsupported(Capability::Checklist))
    }

    /// A random tournament paired round by round by the system.
    ///
    /// # Errors
    ///
    /// An option the system refuses, or [`SystemError::Unsupported`].
    fn generate(
        &self,
        _config: &GenerateConfig,
        _options: &Options,
    ) -> Result<TournamentSetup, SystemError> {
        Err(self.descriptor().unsupported(Capability::Generate))
    }
}

/// A round paired ([`PairingSystem::pair_round`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundPairing {
    /// Boards of players.
    Players(PairingOutcome),
    /// Matches of teams, each with its boards of players.
    Teams(TeamRoundPairing),
}

/// A round paired and explained ([`PairingSystem::explain_round`]).
#[derive(Clone, Debug, PartialEq)]
pub enum RoundExplanation {
    /// The explanation of a pairing of players.
    Players(ExplainOutcome),
    /// A pairing of teams with its reasons.
    Teams(TeamRoundPairing),
}

/// The rounds of a file re-paired and compared ([`PairingSystem::check_rounds`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundChecks {
    /// Round by round, by players.
    Players(Vec<RoundCheck>),
    /// Round by round, by teams.
    Teams(Vec<TeamRoundCheck>),
}

impl RoundChecks {
    /// Whether the engine reproduces every round.
    #[must_use]
    pub fn all_agree(&self) -> bool {
        match self {
            RoundChecks::Players(checks) => checks.iter().all(RoundCheck::agrees),
            RoundChecks::Teams(checks) => checks.iter().all(TeamRoundCheck::agrees),
        }
    }
}

/// For each of `checks` (by players), the absolute rules of `system` that the file's own
/// pairing of the round breaks; `None` for a round the engine reproduces.
pub fn breaches_of_differing_rounds(
    system: &dyn PairingSystem,
    tournament: &Tournament,
    checks: &[RoundCheck],
    options: &Options,
) -> Vec<Option<Result<Vec<Breach>, SystemError>>> {
    checks
        .iter()
        .map(|check| {
            let view = tournament.view(check.round);
            (!check.agrees()).then(|| system.breaches(&view, &check.expected, options))
        })
        .collect()
}

/// The pairing checklist of a team round ([`PairingSystem::team_checklist`]): each team
/// system lists the facts its own rules pair by.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(untagged))]
pub enum TeamRoundChecklist {
    /// C.04.6's: pairing scores, colour preferences, floats, \[C2\].
    TeamSwiss(team::TeamChecklist),
    /// D.02's: initial pairing numbers, match points, the colour limits of 7.3, 4.2, groups.
    Olympiad(olympiad::OlympiadChecklist),
}

/// The audit of a round ([`PairingSystem::audit_round`]).
#[derive(Clone, Debug, PartialEq)]
pub enum RoundAudit {
    /// The audit of a pairing of players.
    Players(Audit),
    /// The audit of a pairing of teams.
    Teams(TeamAudit),
}

/// A list of systems to choose from: [`REGISTRY`], or a caller's own list (rondo's systems and
/// others that implement [`PairingSystem`]), which it passes to [`resolve_in`] and [`keys_in`].
pub type Registry = [&'static dyn PairingSystem];

/// Every system rondo pairs, one entry per system and edition.
pub static REGISTRY: &Registry = &[
    &dutch::Dutch(Edition::Dutch2025),
    &dutch::Dutch(Edition::Dutch2017),
    &dutch::Dutch(Edition::Dutch2009),
    &us_swiss::US_SWISS,
    &round_robin::RoundRobin(Cycles::Single),
    &round_robin::RoundRobin(Cycles::Double(rondo_schedule::CycleSwap::FirstCycle)),
    &double_swiss::DoubleSwiss,
    &burstein::Burstein,
    &dubov::DUBOV,
    &lim::LIM,
    &team::TeamSwiss,
    &olympiad::Olympiad,
];

/// The system of [`REGISTRY`] for `choice` and the file of `setup` ([`resolve_in`]).
///
/// # Errors
///
/// As [`resolve_in`].
pub fn resolve(
    choice: &Choice,
    setup: &TournamentSetup,
) -> Result<&'static dyn PairingSystem, ResolveError> {
    resolve_in(REGISTRY, choice, setup)
}

/// The system of `registry` for `choice` and the file of `setup`: the one the choice names,
/// else the one the file names (`192`, else `092`), else the Dutch system. Among the editions of
/// a system, the choice's edition, else the file's, else the 2025 text.
///
/// # Errors
///
/// [`ResolveError::NotPaired`] when no system of `registry` is the one chosen or named (the
/// file's record is kept when the file named it).
pub fn resolve_in(
    registry: &Registry,
    choice: &Choice,
    setup: &TournamentSetup,
) -> Result<&'static dyn PairingSystem, ResolveError> {
    let named = setup.named_system();
    let (wanted, file) = match (&choice.system, &named) {
        (Some(system), _) => (system.clone(), None),
        (None, Some(named)) => (named.system.clone(), Some(named.clone())),
        (None, None) => (System::Dutch, None),
    };
    let editions: Vec<&'static dyn PairingSystem> = registry
        .iter()
        .copied()
        .filter(|system| system.descriptor().file_name.system().as_ref() == Some(&wanted))
        .collect();
    let chosen = match editions.as_slice() {
        [only] => Some(*only),
        _ => {
            // The file's code names an edition (`FIDE_DUTCH_2017`) when the choice does not.
            let edition = choice
                .edition
                .or_else(|| {
                    let named = named.as_ref()?;
                    editions
                        .iter()
                        .map(|system| system.descriptor())
                        .find(|descriptor| descriptor.file_name.is(&named.text))?
                        .edition
                })
                .unwrap_or_default();
            editions
                .iter()
                .copied()
                .find(|system| system.descriptor().edition == Some(edition))
        }
    };
    chosen.ok_or(ResolveError::NotPaired {
        system: wanted,
        file,
    })
}

/// Refuses `system`, resolved for `choice`, when it pairs teams and the file of `setup` has no
/// team records (`310`/`013`): its engine would pair no team, whether the caller or the file
/// chose it.
///
/// # Errors
///
/// [`ResolveError::NoTeamRecords`], with the file's record when the file chose the system.
pub fn refuse_teams_without_records(
    system: &dyn PairingSystem,
    choice: &Choice,
    setup: &TournamentSetup,
) -> Result<(), ResolveError> {
    let descriptor = system.descriptor();
    if !descriptor.pairs_teams || !setup.teams.is_empty() {
        return Ok(());
    }
    Err(ResolveError::NoTeamRecords {
        system: descriptor.name,
        key: descriptor.key,
        file: match choice.system {
            Some(_) => None,
            None => setup.named_system(),
        },
    })
}

/// The edition of the Dutch rules a caller names by its year: "2025", "2017" or "2009".
#[must_use]
pub fn edition_by_year(year: &str) -> Option<Edition> {
    match year {
        "2025" => Some(Edition::Dutch2025),
        "2017" => Some(Edition::Dutch2017),
        "2009" => Some(Edition::Dutch2009),
        _ => None,
    }
}

/// The names callers choose the systems of [`REGISTRY`] by ([`keys_in`]).
#[must_use]
pub fn keys() -> Vec<&'static str> {
    keys_in(REGISTRY)
}

/// The names callers choose the systems of `registry` by (`rondo pair --system`, Python's
/// `system=`): each [`Descriptor::chosen_by`] once, in the registry's order (the Dutch editions
/// share "dutch").
#[must_use]
pub fn keys_in(registry: &Registry) -> Vec<&'static str> {
    keys_where(registry, |_| true)
}

/// The names callers choose the systems of `registry` that `keep` keeps by (the Swiss
/// systems of `rondo generate`: [`Descriptor::is_swiss`]), each once, in the registry's order.
#[must_use]
pub fn keys_where(registry: &Registry, keep: fn(&Descriptor) -> bool) -> Vec<&'static str> {
    chosen_where(registry, keep)
        .into_iter()
        .map(|descriptor| descriptor.chosen_by)
        .collect()
}

/// The first system of each name of [`keys_where`], whose help speaks for the name (the
/// editions of a system share one).
#[must_use]
pub fn chosen_where(registry: &Registry, keep: fn(&Descriptor) -> bool) -> Vec<Descriptor> {
    let mut chosen: Vec<Descriptor> = Vec::new();
    for descriptor in registry.iter().map(|system| system.descriptor()) {
        if keep(&descriptor) && !chosen.iter().any(|c| c.chosen_by == descriptor.chosen_by) {
            chosen.push(descriptor);
        }
    }
    chosen
}

impl Choice {
    /// The choice a caller's name makes (one of [`keys`]), edition by default; `None` for a
    /// name no system of [`REGISTRY`] has.
    #[must_use]
    pub fn by_key(key: &str) -> Option<Choice> {
        Choice::by_key_in(REGISTRY, key)
    }

    /// The choice a caller's name makes (one of [`keys_in`] `registry`), edition by default;
    /// `None` for a name no system of `registry` has.
    #[must_use]
    pub fn by_key_in(registry: &Registry, key: &str) -> Option<Choice> {
        registry
            .iter()
            .map(|system| system.descriptor())
            .find(|descriptor| descriptor.chosen_by == key)
            .and_then(|descriptor| descriptor.file_name.system())
            .map(Choice::system)
    }
}

#[cfg(test)]
mod tests;
