//! Pairing, checking, auditing and generating through the registry of `rondo-systems`: one
//! function for every system rondo pairs, resolved as the command line resolves `--system` and
//! `--edition` (the caller's choice, else the file's `192`/`092`, else the FIDE Dutch system,
//! 2025).

use std::sync::Arc;

use pyo3::IntoPyObjectExt;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rondo_core::{AbsenceKind, Absent, Colour, RoundNo, TournamentSetup};
use rondo_pairing::{ExplainOutcome, GenerateConfig, PairingOutcome, Verdict};
use rondo_systems::{
    BakuVariant, Choice, Options, PairingSystem, RoundAudit, RoundChecks, RoundPairing,
};
use rondo_trf::{CheckOptions, TrfFile};
use rondo_words::generate::Spelling;

use crate::errors::{Diagnostic, rondo_error};
use crate::tournament::{Loaded, Tournament};

/// The pairing of a round, or the finding that no legal pairing exists (`unpairable`).
#[pyclass(frozen, module = "rondo")]
pub struct Pairing {
    /// The round paired.
    #[pyo3(get)]
    round: u16,
    /// The system's key (`"dutch"`, `"harkness"`, `"berger"`).
    #[pyo3(get)]
    system: &'static str,
    /// The system's name in full (`"FIDE Dutch 2025"`).
    #[pyo3(get)]
    system_name: &'static str,
    /// The edition of the rules (`"2025"`), for a system with several.
    #[pyo3(get)]
    edition: Option<&'static str>,
    /// The boards, first board first; empty when the round is unpairable.
    #[pyo3(get)]
    boards: Vec<Board>,
    /// The player who receives the pairing-allocated bye (or, in a round robin, rests).
    #[pyo3(get)]
    bye: Option<u16>,
    /// The players not paired in the round, and why.
    #[pyo3(get)]
    absentees: Vec<Absentee>,
    /// Why no legal pairing exists, as JSON, when none does.
    no_valid_pairing: Option<String>,
    /// What `explain` needs to pair the round again.
    context: PairingContext,
}

/// The tournament, system and options a pairing was made with.
struct PairingContext {
    loaded: Arc<Loaded>,
    system: &'static dyn PairingSystem,
    options: Options,
    round: RoundNo,
}

/// What `Tournament.publish` writes: the round, the boards (White, Black), the
/// pairing-allocated bye and how many round columns one pairing fills.
pub(crate) type Publication = (
    RoundNo,
    Vec<(rondo_core::PlayerId, rondo_core::PlayerId)>,
    Option<rondo_core::PlayerId>,
    rondo_core::PairingSpan,
);

impl Pairing {
    /// What `Tournament.publish` writes: the round, the boards, the pairing-allocated bye and how
    /// many round columns one pairing fills.
    ///
    /// # Errors
    ///
    /// `ValueError` for a round without a legal pairing.
    pub(crate) fn to_publish(&self) -> PyResult<Publication> {
        if self.no_valid_pairing.is_some() {
            return Err(PyValueError::new_err(format!(
                "round {} has no legal pairing to publish",
                self.round
            )));
        }
        let id = |number: u16| {
            rondo_core::PlayerId::new(number)
                .ok_or_else(|| PyValueError::new_err(format!("start number {number}")))
        };
        let boards = self
            .boards
            .iter()
            .map(|board| Ok((id(board.white)?, id(board.black)?)))
            .collect::<PyResult<Vec<_>>>()?;
        let bye = self.bye.map(id).transpose()?;
        Ok((
            self.context.round,
            boards,
            bye,
            self.context.system.pairing_span(),
        ))
    }
}

#[pymethods]
impl Pairing {
    /// Whether no pairing of the round satisfies the system's absolute rules (the chief arbiter
    /// decides then). Not an exception: the other attributes say what was asked.
    #[getter]
    fn unpairable(&self) -> bool {
        self.no_valid_pairing.is_some()
    }

    /// The pairs as `(white, black)` tuples, first board first.
    #[getter]
    fn pairs(&self) -> Vec<(u16, u16)> {
        self.boards
            .iter()
            .map(|board| (board.white, board.black))
            .collect()
    }

    /// For an unpairable round, why: the number of players, the largest number of legal pairs,
    /// and a small set of players that cannot all be paired with the pairs that block them.
    #[getter]
    fn obstruction<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.no_valid_pairing
            .as_deref()
            .map(|json| crate::json_to_python(py, json))
            .transpose()
    }

    /// How the round was paired, as a dictionary: bracket by bracket (residents, moved-down
    /// players, decisions, floats with reasons, criteria not met), the colours of each board
    /// with the rule that decided them, and the bye; for an unpairable round, the obstruction.
    ///
    /// Raises `RondoError` for a system that does not explain its pairings (round robins).
    fn explain<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let context = &self.context;
        let explained = py.detach(|| {
            let view = context.loaded.tournament.view(context.round);
            context
                .system
                .explain(&view, &context.options)
                .map_err(|error| rondo_words::failure::system_error(&error))
        });
        match explained {
            Ok(ExplainOutcome::Explained {
                pairing,
                explanation,
            }) => {
                // The explanation with its words, as `rondo explain --format json` gives it.
                let json = format!(
                    r#"{{"outcome":"explained","pairing":{},"explanation":{}}}"#,
                    crate::to_json(&pairing)?,
                    rondo_words::explain::json(&explanation, context.loaded.registry.words)
                );
                crate::json_to_python(py, &json)
            }
            Ok(outcome) => crate::json_to_python(py, &crate::to_json(&outcome)?),
            Err(message) => Err(rondo_error(py, &message, context.loaded.path.as_deref())),
        }
    }

    fn __len__(&self) -> usize {
        self.boards.len()
    }

    fn __repr__(&self) -> String {
        if self.unpairable() {
            format!(
                "<Pairing round {} ({}): no legal pairing>",
                self.round, self.system_name
            )
        } else {
            format!(
                "<Pairing round {} ({}): {} boards, bye {}>",
                self.round,
                self.system_name,
                self.boards.len(),
                self.bye
                    .map_or_else(|| "None".to_owned(), |bye| bye.to_string())
            )
        }
    }
}

/// One board of a pairing.
#[pyclass(frozen, module = "rondo", get_all)]
#[derive(Clone)]
pub struct Board {
    /// The board number, from 1.
    pub number: usize,
    /// The start number of the player with White.
    pub white: u16,
    /// The start number of the player with Black.
    pub black: u16,
}

#[pymethods]
impl Board {
    fn __repr__(&self) -> String {
        format!("<Board {}: {} - {}>", self.number, self.white, self.black)
    }
}

/// A player not paired in the round.
#[pyclass(frozen, module = "rondo", get_all)]
#[derive(Clone)]
pub struct Absentee {
    /// The player's start number.
    pub player: u16,
    /// Why: `"half_point_bye"`, `"full_point_bye"`, `"zero_point_bye"` (also withdrawals and
    /// late entries) or `"not_in_round"` (the round is already paired without the player).
    pub reason: &'static str,
}

#[pymethods]
impl Absentee {
    fn __repr__(&self) -> String {
        format!("<Absentee {}: {}>", self.player, self.reason)
    }
}

/// A round of the file re-paired and compared with the file.
#[pyclass(frozen, module = "rondo", get_all)]
#[derive(Clone)]
pub struct RoundCheck {
    /// The round.
    pub round: u16,
    /// Whether the engine's pairing is the file's (same pairs, colours and bye).
    pub agrees: bool,
    /// `"agrees"`, `"differs"`, `"no_valid_pairing"` (the engine finds none but the file has
    /// one) or `"failed"`.
    pub verdict: &'static str,
    /// The file's boards the engine did not make, as `(white, black)`.
    pub missing: Vec<(u16, u16)>,
    /// The boards the engine made that the file does not hold.
    pub unexpected: Vec<(u16, u16)>,
    /// Why the engine could not pair the round, for `"failed"`.
    pub message: Option<String>,
}

#[pymethods]
impl RoundCheck {
    fn __repr__(&self) -> String {
        format!("<RoundCheck round {}: {}>", self.round, self.verdict)
    }
}

/// A pairing system of the registry.
#[pyclass(frozen, module = "rondo", get_all)]
#[derive(Clone)]
pub struct SystemInfo {
    /// The key that `pair(system=...)` takes for it.
    pub key: &'static str,
    /// The name in full.
    pub name: &'static str,
    /// The edition, for a system with several (`edition=...`).
    pub edition: Option<&'static str>,
    /// The rule text, as cited.
    pub text: &'static str,
}

#[pymethods]
impl SystemInfo {
    fn __repr__(&self) -> String {
        format!("<SystemInfo {}: {}>", self.key, self.name)
    }
}

/// Pairs a round through the registry: the round after the last paired one by default.
#[pyfunction]
#[pyo3(signature = (tournament, system = None, edition = None, round = None, **options))]
pub fn pair(
    py: Python<'_>,
    tournament: &Tournament,
    system: Option<&str>,
    edition: Option<&Bound<'_, PyAny>>,
    round: Option<u16>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Pairing> {
    let loaded = Arc::clone(&tournament.inner);
    let checked = &loaded.tournament;
    let file = loaded.path.as_deref();
    let (resolved, options) = resolve_for(py, &loaded, system, edition, options, "pair")?;
    let round = round_to_pair(py, &loaded, round)?;
    let view = checked.view(round);
    let outcome = py
        .detach(|| resolved.pair(&view, &options))
        .map_err(|error| rondo_error(py, &rondo_words::failure::system_error(&error), file))?;
    let descriptor = resolved.descriptor();
    let absentees = view
        .states()
        .iter()
        .filter_map(|state| {
            let reason = match state.absent? {
                Absent::Bye(AbsenceKind::HalfPointBye) => "half_point_bye",
                Absent::Bye(AbsenceKind::FullPointBye) => "full_point_bye",
                Absent::Bye(AbsenceKind::ZeroPointBye) => "zero_point_bye",
                Absent::NotInRound => "not_in_round",
            };
            Some(Absentee {
                player: state.id.get(),
                reason,
            })
        })
        .collect();
    let (boards, bye, no_valid_pairing) = match &outcome {
        PairingOutcome::Paired(pairing) => (
            pairing
                .boards
                .iter()
                .enumerate()
                .map(|(index, board)| Board {
                    number: index + 1,
                    white: board.white.get(),
                    black: board.black.get(),
                })
                .collect(),
            pairing.pairing_bye.map(|id| id.get()),
            None,
        ),
        PairingOutcome::NoValidPairing(why) => (Vec::new(), None, Some(crate::to_json(why)?)),
    };
    Ok(Pairing {
        round: round.get(),
        system: descriptor.key,
        system_name: descriptor.name,
        edition: descriptor.edition.map(|_| descriptor.rules),
        boards,
        bye,
        absentees,
        no_valid_pairing,
        context: PairingContext {
            loaded: Arc::clone(&loaded),
            system: resolved,
            options,
            round,
        },
    })
}

/// Pairs a round of teams through the registry (the team Swiss, the Olympiad): the round after
/// the last paired one by default; the JSON of `rondo pair --format json` as Python data.
#[pyfunction]
#[pyo3(signature = (tournament, system = None, round = None, **options))]
pub fn pair_teams<'py>(
    py: Python<'py>,
    tournament: &Tournament,
    system: Option<&str>,
    round: Option<u16>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let loaded = &tournament.inner;
    let checked = &loaded.tournament;
    let file = loaded.path.as_deref();
    let (resolved, options) = resolve_for(py, loaded, system, None, options, "pair_teams")?;
    let descriptor = resolved.descriptor();
    if !descriptor.pairs_teams {
        return Err(PyValueError::new_err(format!(
            "{} pairs players: rondo.pair pairs its rounds",
            descriptor.name
        )));
    }
    let round = round_to_pair(py, loaded, round)?;
    let view = checked.view(round);
    let paired = py
        .detach(|| resolved.pair_round(&view, &options))
        .map_err(|error| rondo_error(py, &rondo_words::failure::system_error(&error), file))?;
    match paired {
        RoundPairing::Teams(paired) => crate::json_to_python(
            py,
            &rondo_words::team_round::json(&paired, &descriptor, loaded.registry.words),
        ),
        RoundPairing::Players(_) => Err(PyValueError::new_err(format!(
            "{} paired players: rondo.pair pairs its rounds",
            descriptor.name
        ))),
    }
}

/// The round `round` names (by default the one after the last paired), refused as `rondo pair`
/// refuses it: past the rounds the file declares, or before the results of the earlier rounds
/// are in.
pub(crate) fn round_to_pair(
    py: Python<'_>,
    loaded: &Loaded,
    round: Option<u16>,
) -> PyResult<RoundNo> {
    let checked = &loaded.tournament;
    let requested = round
        .map(|number| crate::event::round_number(number, "round"))
        .transpose()?;
    let round = checked.round_to_pair(requested).map_err(|beyond| {
        PyValueError::new_err(rondo_words::pairing::beyond_declared_rounds(&beyond))
    })?;
    checked
        .results_entered_before(round)
        .map_err(|error| rondo_error(py, &error.to_string(), loaded.path.as_deref()))?;
    Ok(round)
}

/// Re-pairs every round the tournament holds and compares each with the file, through the
/// system's `check_rounds`: a `RoundCheck` per round for a system of players; for a system of
/// teams, the JSON of `rondo check --format json` as Python data (the team event, its structure
/// problems, the rounds re-paired, the team view).
#[pyfunction]
#[pyo3(signature = (tournament, system = None, edition = None, **options))]
pub fn check<'py>(
    py: Python<'py>,
    tournament: &Tournament,
    system: Option<&str>,
    edition: Option<&Bound<'_, PyAny>>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let checked = &tournament.inner.tournament;
    let (resolved, options) =
        resolve_for(py, &tournament.inner, system, edition, options, "check")?;
    match py.detach(|| resolved.check_rounds(checked, &options)) {
        RoundChecks::Players(checks) => checks
            .iter()
            .map(round_check)
            .collect::<Vec<_>>()
            .into_bound_py_any(py),
        RoundChecks::Teams(checks) => {
            let event = rondo_core::team::TeamEvent::new(checked);
            let problems = rondo_core::team::team_problems(checked);
            let json = rondo_words::check::team_json(&event, &problems, &checks);
            crate::json_to_python(py, &json)
        }
    }
}

/// A round of players re-paired and compared, for Python.
fn round_check(round_check: &rondo_pairing::RoundCheck) -> RoundCheck {
    let pairs = |boards: &[rondo_pairing::Board]| {
        boards
            .iter()
            .map(|board| (board.white.get(), board.black.get()))
            .collect()
    };
    let mut result = RoundCheck {
        round: round_check.round.get(),
        agrees: round_check.agrees(),
        verdict: "agrees",
        missing: Vec::new(),
        unexpected: Vec::new(),
        message: None,
    };
    match &round_check.verdict {
        Verdict::Agrees => {}
        Verdict::Differs {
            missing,
            unexpected,
            ..
        } => {
            result.verdict = "differs";
            result.missing = pairs(missing);
            result.unexpected = pairs(unexpected);
        }
        Verdict::NoValidPairing => result.verdict = "no_valid_pairing",
        Verdict::Failed(failure) => {
            result.verdict = "failed";
            result.message = Some(rondo_words::failure::text(failure));
        }
    }
    result
}

/// Audits a pairing of round `round` through the system's `audit_round`: `pairs` (White, Black;
/// players, or teams by number for a system of teams) with the pairing-allocated `bye`, else
/// the round as the file records it. The JSON of `rondo audit --format json` as Python data:
/// the absolute rules the pairing breaks and its comparison with the engine's pairing.
#[pyfunction]
#[pyo3(signature = (tournament, round, system = None, edition = None, *, pairs = None, bye = None, **options))]
#[allow(clippy::too_many_arguments)] // Python keyword arguments, each optional.
pub fn audit<'py>(
    py: Python<'py>,
    tournament: &Tournament,
    round: u16,
    system: Option<&str>,
    edition: Option<&Bound<'_, PyAny>>,
    pairs: Option<Vec<(u16, u16)>>,
    bye: Option<u16>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let loaded = &tournament.inner;
    let checked = &loaded.tournament;
    let file = loaded.path.as_deref();
    let round = RoundNo::new(round)
        .ok_or_else(|| PyValueError::new_err(rondo_words::failure::not_one_or_more("round")))?;
    let hand_made = match pairs {
        Some(pairs) => Some(hand_made_pairing(&pairs, bye)?),
        None if bye.is_some() => {
            return Err(PyValueError::new_err("bye is a part of pairs: give both"));
        }
        // As `rondo audit` refuses it without `--pairs`.
        None if round.get() > checked.paired_rounds() => {
            return Err(PyValueError::new_err(
                rondo_words::failure::round_not_in_file(round, checked.paired_rounds(), "pairs"),
            ));
        }
        None => None,
    };
    let (resolved, options) = resolve_for(py, loaded, system, edition, options, "audit")?;
    let view = checked.view(round);
    let audited = py
        .detach(|| resolved.audit_round(&view, hand_made.as_ref(), &options))
        .map_err(|error| rondo_error(py, &rondo_words::failure::system_error(&error), file))?;
    let json = match &audited {
        RoundAudit::Players(audit) => rondo_words::audit::json(audit, loaded.registry.words),
        RoundAudit::Teams(audit) => {
            rondo_words::team_round::audit_json(audit, loaded.registry.words)
        }
    };
    crate::json_to_python(py, &json)
}

/// The pairing of `audit`'s `pairs` and `bye`, refused as `rondo audit --pairs` refuses a
/// number that is no start number.
fn hand_made_pairing(pairs: &[(u16, u16)], bye: Option<u16>) -> PyResult<rondo_pairing::Pairing> {
    let id = |number: u16| {
        rondo_core::PlayerId::new(number)
            .ok_or_else(|| PyValueError::new_err(format!("{number} is not a start number")))
    };
    Ok(rondo_pairing::Pairing {
        boards: pairs
            .iter()
            .map(|&(white, black)| {
                Ok(rondo_pairing::Board {
                    white: id(white)?,
                    black: id(black)?,
                })
            })
            .collect::<PyResult<_>>()?,
        pairing_bye: bye.map(id).transpose()?,
        ..rondo_pairing::Pairing::default()
    })
}

/// A random tournament paired round by round by the chosen system; the same arguments give the
/// same tournament. `settings` are the other keys of `rondo generate --config` (`draw_rate`,
/// `forfeit_rate`, `titles`, `tiebreaks`, ...); `accelerate` and `initial_colour` are options
/// of the system.
#[pyfunction]
#[pyo3(pass_module, signature = (players = 40, rounds = 7, seed = 1, system = None, edition = None, **settings))]
pub fn generate(
    module: &Bound<'_, PyModule>,
    players: u16,
    rounds: u16,
    seed: u64,
    system: Option<&str>,
    edition: Option<&Bound<'_, PyAny>>,
    settings: Option<&Bound<'_, PyDict>>,
) -> PyResult<Tournament> {
    let py = module.py();
    let registry = crate::registry_of(module)?;
    // The system's options are keyword arguments like the configuration's keys; split them.
    let config_keys = PyDict::new(py);
    let option_keys = PyDict::new(py);
    if let Some(settings) = settings {
        for (key, value) in settings.iter() {
            let name: String = key.extract()?;
            let target = if OPTION_NAMES.contains(&name.as_str()) {
                &option_keys
            } else {
                &config_keys
            };
            target.set_item(key, value)?;
        }
    }
    config_keys.set_item("players", players)?;
    config_keys.set_item("rounds", rounds)?;
    config_keys.set_item("seed", seed)?;
    let json: String = py
        .import("json")?
        .call_method1("dumps", (config_keys,))?
        .extract()?;
    let config: GenerateConfig = serde_json::from_str(&json)
        .map_err(|error| PyTypeError::new_err(format!("generate(): {error}")))?;
    rondo_systems::check_settings(&config).map_err(|error| {
        PyValueError::new_err(rondo_words::generate::generate_error(&error, Spelling::Key))
    })?;
    let options = options_from(Some(&option_keys), "generate")?;
    // A new tournament names no system of its own: the choice decides.
    let (resolved, _) = resolve(
        py,
        registry.systems,
        system,
        edition,
        &TournamentSetup::default(),
        None,
        "rondo.generate",
    )?;
    let loaded = py
        .detach(|| {
            // The command line's generator: the boards of a team event checked, the rounds paired.
            let event = rondo_systems::generate_event(resolved, &config, &options)
                .map_err(|error| rondo_words::generate::generate_error(&error, Spelling::Key))?;
            let file = TrfFile::from_setup(event.setup);
            let checked = rondo_trf::check(&file, &CheckOptions::default())
                .map_err(|error| error.to_string())?;
            Ok(Loaded {
                file,
                tournament: checked.tournament,
                path: None,
                source_format: "trf26",
                warnings: checked.warnings.iter().map(Diagnostic::from_trf).collect(),
                origin: Default::default(),
                registry,
            })
        })
        .map_err(|message: String| rondo_error(py, &message, None))?;
    Ok(Tournament {
        inner: Arc::new(loaded),
    })
}

/// Every system of the module's registry, with the key and edition that choose it.
#[pyfunction]
#[pyo3(pass_module)]
pub fn systems(module: &Bound<'_, PyModule>) -> PyResult<Vec<SystemInfo>> {
    Ok(crate::registry_of(module)?
        .systems
        .iter()
        // `pair`'s systems; those that pair teams are `pair_teams`'s.
        .filter(|system| !system.descriptor().pairs_teams)
        .map(|system| {
            let descriptor = system.descriptor();
            SystemInfo {
                key: descriptor.chosen_by,
                name: descriptor.name,
                edition: descriptor.edition.map(|_| descriptor.rules),
                text: descriptor.text,
            }
        })
        .collect())
}

/// The keyword arguments that are options of a system rather than of a function.
const OPTION_NAMES: [&str; 4] = ["accelerate", "initial_colour", "initial_color", "ranking"];

/// The system of `registry` for the caller's choice and the file, through
/// `rondo_systems::resolve_in`, and the choice; `function` (`rondo.check`) names the caller in
/// the refusal of a system the registry does not hold.
pub(crate) fn resolve(
    py: Python<'_>,
    registry: &rondo_systems::Registry,
    system: Option<&str>,
    edition: Option<&Bound<'_, PyAny>>,
    setup: &TournamentSetup,
    file: Option<&str>,
    function: &str,
) -> PyResult<(&'static dyn PairingSystem, Choice)> {
    // The names of the command line's `--system`, from the registry.
    let mut choice = match system {
        None => Choice::default(),
        Some(key) => Choice::by_key_in(registry, key).ok_or_else(|| {
            let keys = rondo_systems::keys_in(registry);
            PyValueError::new_err(rondo_words::failure::unknown_system(key, &keys))
        })?,
    };
    if let Some(edition) = edition {
        let year = edition.str()?.to_string();
        let edition = rondo_systems::edition_by_year(&year)
            .ok_or_else(|| PyValueError::new_err(rondo_words::failure::unknown_edition(&year)))?;
        choice = choice.with_edition(edition);
    }
    let resolved = rondo_systems::resolve_in(registry, &choice, setup).map_err(|error| {
        rondo_error(
            py,
            &rondo_words::failure::resolve_error(&error, function),
            file,
        )
    })?;
    Ok((resolved, choice))
}

/// The system and options of the Python function `function` (`"check"`) for the tournament of
/// `loaded`, from its `system` and `edition` and the keyword arguments that are options
/// (`options_from`), with what the file asks for on its own. A system of teams is refused for
/// a file without team records, as the command line refuses it, except by `rondo.pair`, whose
/// refusal says that the system pairs teams.
fn resolve_for(
    py: Python<'_>,
    loaded: &Loaded,
    system: Option<&str>,
    edition: Option<&Bound<'_, PyAny>>,
    options: Option<&Bound<'_, PyDict>>,
    function: &str,
) -> PyResult<(&'static dyn PairingSystem, Options)> {
    let setup = loaded.tournament.setup();
    let caller = format!("rondo.{function}");
    let file = loaded.path.as_deref();
    let registry = loaded.registry.systems;
    let (resolved, choice) = resolve(py, registry, system, edition, setup, file, &caller)?;
    if function != "pair" {
        rondo_systems::refuse_teams_without_records(resolved, &choice, setup).map_err(|error| {
            PyValueError::new_err(rondo_words::failure::resolve_error(&error, &caller))
        })?;
    }
    Ok((resolved, options_from(options, function)?.with_file(setup)))
}

/// The system options from keyword arguments: `accelerate` (`"baku"` or `"baku-first-half"`),
/// `initial_colour` (`"white"` or `"black"`) and `ranking` (`"olympiad"` or `"european"`).
fn options_from(keywords: Option<&Bound<'_, PyDict>>, function: &str) -> PyResult<Options> {
    let mut options = Options::default();
    let Some(keywords) = keywords else {
        return Ok(options);
    };
    for (key, value) in keywords.iter() {
        let name: String = key.extract()?;
        let value: Option<String> = value.extract()?;
        match (name.as_str(), value.as_deref()) {
            (_, None) => {}
            ("accelerate", Some("baku")) => {
                options = options.with_acceleration(BakuVariant::Fide);
            }
            ("accelerate", Some("baku-first-half")) => {
                options = options.with_acceleration(BakuVariant::FirstHalf);
            }
            ("initial_colour" | "initial_color", Some("white")) => {
                options = options.with_initial_colour(Colour::White);
            }
            ("initial_colour" | "initial_color", Some("black")) => {
                options = options.with_initial_colour(Colour::Black);
            }
            // The Olympiad Pairing Rules' ranking for pairing (D.02 3.2), or the ECU's.
            ("ranking", Some("olympiad")) => {
                options = options.with_european_ranking(false);
            }
            ("ranking", Some("european")) => {
                options = options.with_european_ranking(true);
            }
            ("accelerate" | "initial_colour" | "initial_color" | "ranking", Some(other)) => {
                return Err(PyValueError::new_err(format!(
                    "{name}='{other}' (expected {})",
                    match name.as_str() {
                        "accelerate" => "'baku' or 'baku-first-half'",
                        "ranking" => "'olympiad' or 'european'",
                        _ => "'white' or 'black'",
                    }
                )));
            }
            _ => {
                return Err(PyTypeError::new_err(format!(
                    "{function}() got an unexpected keyword argument '{name}'"
                )));
            }
        }
    }
    Ok(options)
}
