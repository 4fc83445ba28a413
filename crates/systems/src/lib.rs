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
//! [`PairingSystem`] here, and one line of [`REGISTRY`]. No system crate depends on another.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod adapter;
mod burstein;
mod double_swiss;
mod dubov;
mod dutch;
mod error;
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

/// What a system is: its family, its edition, and how to name it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Descriptor {
    /// The family, as files name it.
    pub family: SystemFamily,
    /// The edition of the rules, for the Dutch system.
    pub edition: Option<Edition>,
    /// The name in full, for titles ("FIDE Dutch 2025").
    pub name: &'static str,
    /// The rules' short name, for summaries ("2025" for a Dutch edition).
    pub rules: &'static str,
    /// The rule text, as cited ("C.04.3 (2025)").
    pub text: &'static str,
    /// A stable key for machine-readable output ("dutch", "harkness", "berger").
    pub key: &'static str,
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

/// The system families the registry pairs (the [`System`] values that resolve to an entry).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SystemFamily {
    /// The FIDE Dutch system (C.04.3).
    Dutch,
    /// The US Swiss with Harkness pairings.
    UsSwiss,
    /// A round robin by Berger tables (C.05 Annex 1).
    RoundRobin(Cycles),
    /// The FIDE Double-Swiss system (C.04.5): two-game matches.
    DoubleSwiss,
    /// The FIDE Burstein system (C.04.4.2).
    Burstein,
    /// The FIDE Dubov system (C.04.4.1).
    Dubov,
    /// The FIDE Lim system (C.04.4.3).
    Lim,
    /// The FIDE Swiss Team Pairing System (C.04.6): pairs teams.
    TeamSwiss,
    /// The FIDE Olympiad Pairing Rules (D.02, 2022): pairs teams.
    Olympiad,
}

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
    /// As [`PairingSystem::pair`], or [`SystemError::Unsupported`].
    fn breaches(
        &self,
        view: &RoundView<'_>,
        pairing: &rondo_pairing::Pairing,
        options: &Options,
    ) -> Result<Vec<Breach>, SystemError>;

    /// Audits a recorded (or hand-made) pairing of the round of `view`.
    ///
    /// # Errors
    ///
    /// As [`PairingSystem::pair`], or [`SystemError::Unsupported`].
    fn audit(
        &self,
        view: &RoundView<'_>,
        recorded: &RecordedPairing,
        options: &Options,
    ) -> Result<Audit, SystemError>;

    /// Pairs the round of `view` and explains the pairing.
    ///
    /// # Errors
    ///
    /// As [`PairingSystem::pair`], or [`SystemError::Unsupported`].
    fn explain(
        &self,
        view: &RoundView<'_>,
        options: &Options,
    ) -> Result<ExplainOutcome, SystemError>;

    /// The pairing checklist of the round of `view` paired as `outcome`.
    ///
    /// # Errors
    ///
    /// As [`PairingSystem::pair`], or [`SystemError::Unsupported`].
    fn checklist(
        &self,
        view: &RoundView<'_>,
        outcome: &PairingOutcome,
        options: &Options,
    ) -> Result<Checklist, SystemError>;

    /// A random tournament paired round by round by the system.
    ///
    /// # Errors
    ///
    /// An option the system refuses, or [`SystemError::Unsupported`].
    fn generate(
        &self,
        config: &GenerateConfig,
        options: &Options,
    ) -> Result<TournamentSetup, SystemError>;
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

/// The audit of a round ([`PairingSystem::audit_round`]).
#[derive(Clone, Debug, PartialEq)]
pub enum RoundAudit {
    /// The audit of a pairing of players.
    Players(Audit),
    /// The audit of a pairing of teams.
    Teams(TeamAudit),
}

/// Every system rondo pairs, one entry per system and edition.
pub static REGISTRY: &[&dyn PairingSystem] = &[
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

/// The system for `choice` and the file of `setup`: the choice's family, else the one the file
/// names (`192`, else `092`), else the Dutch system; the choice's edition, else the 2025 text.
///
/// # Errors
///
/// [`ResolveError::NotPaired`] when the family is one rondo does not pair (the file's record is
/// kept when the file named it).
pub fn resolve(
    choice: &Choice,
    setup: &TournamentSetup,
) -> Result<&'static dyn PairingSystem, ResolveError> {
    let named = setup.named_system();
    let family = match (&choice.system, &named) {
        (Some(system), _) => family_of(system).ok_or_else(|| ResolveError::NotPaired {
            system: system.clone(),
            file: None,
        })?,
        (None, Some(named)) => family_of(&named.system).ok_or_else(|| ResolveError::NotPaired {
            system: named.system.clone(),
            file: Some(named.clone()),
        })?,
        (None, None) => SystemFamily::Dutch,
    };
    let edition = match family {
        SystemFamily::Dutch => Some(
            choice
                .edition
                .or_else(|| named.as_ref().and_then(|named| named_edition(&named.text)))
                .unwrap_or_default(),
        ),
        _ => None,
    };
    REGISTRY
        .iter()
        .copied()
        .find(|system| {
            let descriptor = system.descriptor();
            descriptor.family == family && descriptor.edition == edition
        })
        .ok_or(ResolveError::NotPaired {
            system: choice
                .system
                .clone()
                .or_else(|| named.as_ref().map(|named| named.system.clone()))
                .unwrap_or(System::Dutch),
            file: named,
        })
}

/// The names callers choose systems by (`rondo pair --system`, Python's `system=`), one per
/// system in the order of [`REGISTRY`] (the Dutch editions share "dutch"), then the team systems.
#[must_use]
pub fn keys() -> Vec<&'static str> {
    let mut keys: Vec<&'static str> = Vec::new();
    for descriptor in descriptors() {
        let key = choice_key(&descriptor);
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    keys
}

/// The name a caller chooses the system of `descriptor` by: its key, except "double-berger"
/// for the double round robin, which machine-readable output names "berger" as it does the
/// single one.
#[must_use]
pub fn choice_key(descriptor: &Descriptor) -> &'static str {
    match descriptor.family {
        SystemFamily::RoundRobin(Cycles::Double(_)) => "double-berger",
        _ => descriptor.key,
    }
}

impl Choice {
    /// The choice a caller's name makes (one of [`keys`]), edition by default; `None` for a
    /// name no system has.
    #[must_use]
    pub fn by_key(key: &str) -> Option<Choice> {
        descriptors()
            .find(|descriptor| choice_key(descriptor) == key)
            .map(|descriptor| Choice::system(named(descriptor.family)))
    }
}

/// Every system's descriptor, in the registry's order.
fn descriptors() -> impl Iterator<Item = Descriptor> {
    REGISTRY.iter().map(|system| system.descriptor())
}

/// The system as files name it, for a registry family (the inverse of [`family_of`]).
fn named(family: SystemFamily) -> System {
    match family {
        SystemFamily::Dutch => System::Dutch,
        SystemFamily::UsSwiss => System::UsSwiss,
        SystemFamily::RoundRobin(Cycles::Single) => System::RoundRobin { double: false },
        SystemFamily::RoundRobin(Cycles::Double(_)) => System::RoundRobin { double: true },
        SystemFamily::DoubleSwiss => System::DoubleSwiss,
        SystemFamily::Burstein => System::Burstein,
        SystemFamily::Dubov => System::Dubov,
        SystemFamily::Lim => System::Lim,
        SystemFamily::TeamSwiss => System::TeamSwiss,
        SystemFamily::Olympiad => System::Olympiad,
    }
}

/// The Dutch edition whose `192` code (with or without acceleration) is `code`, if one is.
fn named_edition(code: &str) -> Option<Edition> {
    REGISTRY.iter().find_map(|system| {
        let descriptor = system.descriptor();
        let FileName::Code { plain, baku } = descriptor.file_name else {
            return None;
        };
        let names = code.eq_ignore_ascii_case(plain)
            || baku.is_some_and(|baku| code.eq_ignore_ascii_case(baku));
        (descriptor.family == SystemFamily::Dutch && names)
            .then_some(descriptor.edition)
            .flatten()
    })
}

/// The registry family of a system as files name it; `None` for families rondo does not pair.
fn family_of(system: &System) -> Option<SystemFamily> {
    Some(match system {
        System::Dutch => SystemFamily::Dutch,
        System::UsSwiss => SystemFamily::UsSwiss,
        System::RoundRobin { double: false } => SystemFamily::RoundRobin(Cycles::Single),
        System::RoundRobin { double: true } => {
            SystemFamily::RoundRobin(Cycles::Double(rondo_schedule::CycleSwap::FirstCycle))
        }
        System::DoubleSwiss => SystemFamily::DoubleSwiss,
        System::Burstein => SystemFamily::Burstein,
        System::Dubov => SystemFamily::Dubov,
        System::Lim => SystemFamily::Lim,
        System::TeamSwiss => SystemFamily::TeamSwiss,
        System::Olympiad => SystemFamily::Olympiad,
        _ => return None,
    })
}

#[cfg(test)]
mod tests;
