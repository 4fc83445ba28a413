//! Running an event from Python: a tournament made from nothing, players added, rounds paired
//! into it, results, withdrawals and byes entered, the file written.
//!
//! Policy: a `Tournament` never changes. Each edit returns a new one made by the same library
//! functions as the command line's editing commands (`rondo_core`'s and `rondo_event`'s edits,
//! finished by `rondo_event::checked`), so keeping the old value is the undo. A refused edit
//! raises `RondoError` and changes nothing; a bad argument raises `ValueError`.

use std::sync::Arc;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use rondo_core::{
    BoardResult, ByeKind, PlayerId, RoundNo, Sex, Tournament as Checked, TournamentSetup,
};
use rondo_event::facts::{self, Fact};
use rondo_event::{PlayerChanges, PlayerEditError, PlayerFields};
use rondo_trf::{Format, TrfFile};
use rondo_words::event::Caller;

use crate::errors::rondo_error;
use crate::pairing::Pairing;
use crate::tournament::{Loaded, Tournament};

/// The tournament after an edit of its data, finished as the command line finishes its edits
/// (`rondo_event::checked`: points columns corrected, checked once, ranks filled).
pub(crate) fn edited(
    py: Python<'_>,
    before: &Loaded,
    setup: TournamentSetup,
) -> PyResult<Tournament> {
    let tournament = rondo_event::checked(setup).map_err(|error| {
        rondo_error(
            py,
            &rondo_words::event::inconsistent(&error),
            before.path.as_deref(),
        )
    })?;
    let mut file = before.file.clone();
    file.setup = tournament.setup().clone();
    Ok(Tournament {
        inner: Arc::new(Loaded {
            file,
            tournament,
            path: before.path.clone(),
            source_format: before.source_format,
            warnings: Vec::new(),
            origin: before.origin.inherit(),
            registry: before.registry,
        }),
    })
}

/// A round number from Python.
pub(crate) fn round_number(number: u16, what: &str) -> PyResult<RoundNo> {
    RoundNo::new(number)
        .ok_or_else(|| PyValueError::new_err(rondo_words::failure::not_one_or_more(what)))
}

/// A start number from Python.
pub(crate) fn player_number(number: u16) -> PyResult<PlayerId> {
    PlayerId::new(number).ok_or_else(|| {
        PyValueError::new_err(format!("player {number}: start numbers run from 1 to 9999"))
    })
}

/// The player a Python argument names, as the command line's player arguments: a start number
/// (an `int`), or a string holding a start number, `id:` and a FIDE id, or part of the name
/// (`rondo_core::PlayerQuery`). A name that fits several players is an error listing them.
pub(crate) fn player_named(
    py: Python<'_>,
    before: &Loaded,
    player: &Bound<'_, PyAny>,
) -> PyResult<PlayerId> {
    let text = match player.extract::<u16>() {
        Ok(number) => player_number(number)?.to_string(),
        Err(_) => player.extract().map_err(|_| {
            PyValueError::new_err(
                "a player is a start number, 'id:' and a FIDE id, or part of the name",
            )
        })?,
    };
    rondo_event::find_player(&before.file.setup, &text).map_err(|error| {
        let words = rondo_words::player::find_error(&error);
        match error {
            rondo_event::FindError::Unreadable { .. } => PyValueError::new_err(words),
            rondo_event::FindError::NotFound(_) => rondo_error(py, &words, before.path.as_deref()),
        }
    })
}

/// A new event without players, its facts checked and written as `rondo new` writes them
/// (`rondo_event::facts::apply`), as TRF-2026 (`format="trf16"` for TRF16).
#[pyfunction]
#[pyo3(pass_module, signature = (name = None, rounds = None, *, city = None, federation = None, start_date = None, end_date = None, chief_arbiter = None, deputy_arbiters = Vec::new(), time_control = None, system = None, edition = None, acceleration = None, initial_colour = None, scoring = None, tiebreaks = None, format = "trf26"))]
#[allow(clippy::too_many_arguments)] // Python keyword arguments, each optional.
pub fn new_event(
    module: &Bound<'_, PyModule>,
    name: Option<String>,
    rounds: Option<u16>,
    city: Option<String>,
    federation: Option<String>,
    start_date: Option<String>,
    end_date: Option<String>,
    chief_arbiter: Option<String>,
    deputy_arbiters: Vec<String>,
    time_control: Option<String>,
    system: Option<String>,
    edition: Option<String>,
    acceleration: Option<String>,
    initial_colour: Option<String>,
    scoring: Option<String>,
    tiebreaks: Option<String>,
    format: &str,
) -> PyResult<Tournament> {
    let registry = crate::registry_of(module)?;
    let format = match format {
        "trf26" | "trf2026" | "trf-2026" => Format::Trf2026,
        "trf16" => Format::Trf16,
        other => {
            return Err(PyValueError::new_err(format!(
                "unknown TRF format '{other}' (expected 'trf16' or 'trf26')"
            )));
        }
    };
    let given = facts::NewEvent {
        name,
        city,
        federation,
        start_date,
        end_date,
        chief_arbiter,
        deputy_arbiters,
        time_control,
        rounds: rounds.map(|rounds| rounds.to_string()),
        system,
        edition,
        acceleration,
        initial_colour,
        scoring,
        tiebreaks,
    };
    let setup = facts::new_event(registry.systems, &given)
        .map_err(|error| PyValueError::new_err(rondo_words::event::fact_error(&error)))?;
    let mut file = TrfFile::from_setup(setup.clone());
    file.format = format;
    let tournament =
        Checked::try_from(setup).map_err(|error| PyValueError::new_err(format!("{error:?}")))?;
    Ok(Tournament {
        inner: Arc::new(Loaded {
            file,
            tournament,
            path: None,
            source_format: match format {
                Format::Trf16 => "trf16",
                Format::Trf2026 => "trf26",
            },
            warnings: Vec::new(),
            origin: Default::default(),
            registry,
        }),
    })
}

/// `Tournament.set_facts`: the facts changed as `rondo event --set KEY=VALUE` changes them;
/// a keyword is a key with `_` for `-`, `None` removes the fact, a list of deputy arbiters
/// replaces the file's.
pub(crate) fn set_facts(
    py: Python<'_>,
    before: &Loaded,
    given: Vec<(String, Bound<'_, PyAny>)>,
) -> PyResult<Tournament> {
    let mut changes = Vec::new();
    for (key, value) in given {
        let key = key.replace('_', "-");
        let fact = Fact::from_key(&key).ok_or_else(|| {
            PyValueError::new_err(format!(
                "{key}: {}",
                rondo_words::event::fact_error(&facts::FactError::UnknownKey(key.clone()))
            ))
        })?;
        if value.is_none() {
            changes.push((fact, String::new()));
        } else if let Ok(text) = value.extract::<String>() {
            changes.push((fact, text));
        } else if let Ok(number) = value.extract::<u16>() {
            changes.push((fact, number.to_string()));
        } else if let (Fact::DeputyArbiter, Ok(names)) = (fact, value.extract::<Vec<String>>()) {
            // One empty value clears the list when no name is given.
            let names = if names.is_empty() {
                vec![String::new()]
            } else {
                names
            };
            changes.extend(names.into_iter().map(|name| (fact, name)));
        } else {
            return Err(PyValueError::new_err(format!(
                "{key}: expected a string{}",
                match fact {
                    Fact::Rounds => " or a number",
                    Fact::DeputyArbiter => " or a list of names",
                    _ => "",
                }
            )));
        }
    }
    let mut setup = before.file.setup.clone();
    facts::apply(&mut setup, before.registry.systems, &changes)
        .map_err(|error| PyValueError::new_err(rondo_words::event::fact_error(&error)))?;
    edited(py, before, setup)
}

/// The player's data as Python gives it, read as the command line reads its options
/// (`rondo_event::PlayerFields`): a rating or FIDE id of 0 clears it; a text empty or `"none"`
/// clears it.
pub(crate) struct PlayerArguments<'a> {
    pub name: Option<&'a str>,
    pub rating: Option<u16>,
    pub title: Option<&'a str>,
    pub federation: Option<&'a str>,
    pub fide_id: Option<u64>,
    pub birth_date: Option<&'a str>,
    pub sex: Option<&'a str>,
    pub national_rating: Option<u16>,
    pub national_federation: Option<&'a str>,
    pub national_id: Option<&'a str>,
}

impl PlayerArguments<'_> {
    fn changes(&self) -> PyResult<PlayerChanges> {
        let sex = match self.sex {
            None => None,
            Some("m") => Some(Sex::Male),
            Some("f" | "w") => Some(Sex::Female),
            Some(other) => {
                return Err(PyValueError::new_err(format!(
                    "sex '{other}' (expected 'm' or 'f')"
                )));
            }
        };
        let fields = PlayerFields {
            name: self.name,
            rating: self.rating,
            title: self.title,
            federation: self.federation,
            fide_id: self.fide_id,
            birth_date: self.birth_date,
            sex,
            national_rating: self.national_rating,
            national_federation: self.national_federation,
            national_id: self.national_id,
        };
        fields.changes().map_err(|error| {
            PyValueError::new_err(rondo_words::event::player_error(&error, Caller::Python))
        })
    }
}

/// An edit of the model refused, with what Python offers instead.
fn edit_refused(py: Python<'_>, before: &Loaded, error: &rondo_core::EditError) -> PyErr {
    rondo_error(
        py,
        &rondo_words::event::edit_refused(error, Caller::Python),
        before.path.as_deref(),
    )
}

/// A player edit refused, in the words of Python.
fn player_error(py: Python<'_>, before: &Loaded, error: &PlayerEditError) -> PyErr {
    rondo_error(
        py,
        &rondo_words::event::player_error(error, Caller::Python),
        before.path.as_deref(),
    )
}

/// `Tournament.add_player`: the entrant's new start number with the edited tournament.
pub(crate) fn add_player(
    py: Python<'_>,
    before: &Loaded,
    name: &str,
    arguments: PlayerArguments<'_>,
    from_round: Option<u16>,
    keep_numbers: bool,
) -> PyResult<(Tournament, u16)> {
    let changes = arguments.changes()?;
    let from_round = match from_round {
        Some(round) => round_number(round, "from_round")?,
        None => before.tournament.next_round(),
    };
    let mut setup = before.file.setup.clone();
    let added = rondo_event::add_player(&mut setup, name, from_round, &changes, keep_numbers)
        .map_err(|error| player_error(py, before, &error))?;
    Ok((edited(py, before, setup)?, added.player.get()))
}

/// `Tournament.edit_player`.
pub(crate) fn edit_player(
    py: Python<'_>,
    before: &Loaded,
    player: &Bound<'_, PyAny>,
    arguments: PlayerArguments<'_>,
    keep_numbers: bool,
) -> PyResult<Tournament> {
    let changes = arguments.changes()?;
    let player = player_named(py, before, player)?;
    let mut setup = before.file.setup.clone();
    rondo_event::edit_player(&mut setup, player, &changes, keep_numbers)
        .map_err(|error| player_error(py, before, &error))?;
    edited(py, before, setup)
}

/// `Tournament.remove_player`.
pub(crate) fn remove_player(
    py: Python<'_>,
    before: &Loaded,
    player: &Bound<'_, PyAny>,
    keep_numbers: bool,
) -> PyResult<Tournament> {
    let player = player_named(py, before, player)?;
    let mut setup = before.file.setup.clone();
    rondo_event::remove_player(&mut setup, player, keep_numbers)
        .map_err(|error| edit_refused(py, before, &error))?;
    edited(py, before, setup)
}

/// `Tournament.enter_results`.
pub(crate) fn enter_results(
    py: Python<'_>,
    before: &Loaded,
    round: u16,
    results: Vec<(Bound<'_, PyAny>, Bound<'_, PyAny>, String)>,
    force: bool,
) -> PyResult<Tournament> {
    let round = round_number(round, "round")?;
    let mut setup = before.file.setup.clone();
    for (white, black, result) in results {
        let (white, black) = (
            player_named(py, before, &white)?,
            player_named(py, before, &black)?,
        );
        let code = BoardResult::from_notation(&result).ok_or_else(|| {
            PyValueError::new_err(format!(
                "result '{result}' of {white}-{black}: expected 1-0, 0-1, ½-½ (or =), or a \
                 forfeit +-, -+, --"
            ))
        })?;
        setup
            .enter_result(round, white, black, code, force)
            .map_err(|error| {
                let words = match error {
                    // The board as it would read the other way round, as the command line says.
                    rondo_core::EditError::ColoursReversed { .. } => {
                        rondo_words::event::colours_reversed(&error, white, black, code)
                    }
                    other => rondo_words::event::edit_refused(&other, Caller::Python),
                };
                rondo_error(py, &words, before.path.as_deref())
            })?;
    }
    edited(py, before, setup)
}

/// `Tournament.withdraw`.
pub(crate) fn withdraw(
    py: Python<'_>,
    before: &Loaded,
    player: &Bound<'_, PyAny>,
    from_round: u16,
) -> PyResult<Tournament> {
    let player = player_named(py, before, player)?;
    let mut setup = before.file.setup.clone();
    setup
        .withdraw(player, round_number(from_round, "from_round")?)
        .map_err(|error| edit_refused(py, before, &error))?;
    edited(py, before, setup)
}

/// `Tournament.enter_bye`.
pub(crate) fn enter_bye(
    py: Python<'_>,
    before: &Loaded,
    player: &Bound<'_, PyAny>,
    round: u16,
    kind: &str,
) -> PyResult<Tournament> {
    let kind = match kind {
        "half" => ByeKind::Half,
        "zero" => ByeKind::Zero,
        "full" => ByeKind::Full,
        other => {
            return Err(PyValueError::new_err(format!(
                "bye kind '{other}' (expected 'half', 'zero' or 'full')"
            )));
        }
    };
    let player = player_named(py, before, player)?;
    let mut setup = before.file.setup.clone();
    setup
        .enter_bye(player, round_number(round, "round")?, kind)
        .map_err(|error| edit_refused(py, before, &error))?;
    edited(py, before, setup)
}

/// `Tournament.cancel_bye`.
pub(crate) fn cancel_bye(
    py: Python<'_>,
    before: &Loaded,
    player: &Bound<'_, PyAny>,
    round: u16,
) -> PyResult<Tournament> {
    let player = player_named(py, before, player)?;
    let mut setup = before.file.setup.clone();
    setup
        .cancel_bye(player, round_number(round, "round")?)
        .map_err(|error| edit_refused(py, before, &error))?;
    edited(py, before, setup)
}

/// `Tournament.unpair`.
pub(crate) fn unpair(
    py: Python<'_>,
    before: &Loaded,
    round: u16,
    force: bool,
) -> PyResult<Tournament> {
    let mut setup = before.file.setup.clone();
    setup
        .unpair_round(round_number(round, "round")?, force)
        .map_err(|error| edit_refused(py, before, &error))?;
    edited(py, before, setup)
}

/// `Tournament.publish_boards`: the arbiter's pairing of a round written into the tournament,
/// the round refused and the pairing audited as `rondo pair --boards` refuses and audits them:
/// a pairing that breaks an absolute rule is refused unless `force`; one forced or worse than
/// the engine's is written with a `UserWarning` in the command line's words.
#[allow(clippy::too_many_arguments)] // Python keyword arguments, each optional.
pub(crate) fn publish_boards(
    py: Python<'_>,
    before: &Loaded,
    boards: Vec<(Bound<'_, PyAny>, Bound<'_, PyAny>)>,
    bye: Option<&Bound<'_, PyAny>>,
    round: Option<u16>,
    system: Option<&str>,
    force: bool,
) -> PyResult<Tournament> {
    let checked = &before.tournament;
    let file = before.path.as_deref();
    let round = crate::pairing::round_to_pair(py, before, round)?;
    let mut pairing = rondo_pairing::Pairing::default();
    for (white, black) in &boards {
        pairing.boards.push(rondo_pairing::Board {
            white: player_named(py, before, white)?,
            black: player_named(py, before, black)?,
        });
    }
    pairing.pairing_bye = bye.map(|bye| player_named(py, before, bye)).transpose()?;
    let (resolved, _) = crate::pairing::resolve(
        py,
        before.registry.systems,
        system,
        None,
        checked.setup(),
        file,
        "Tournament.publish_boards",
    )?;
    let options = rondo_systems::Options::default().with_file(checked.setup());
    let recorded = rondo_pairing::RecordedPairing {
        pairing,
        colours_unknown: Vec::new(),
    };
    let audit = resolved
        .audit(&checked.view(round), &recorded, &options)
        .map_err(|error| rondo_error(py, &error.to_string(), file))?;
    let publication = audit.publication(force);
    let message = rondo_words::pairing::publication(
        publication,
        &audit.breaches,
        round,
        before.registry.words,
        "force=True",
    );
    match (publication, message) {
        (rondo_pairing::Publication::Refused, Some(message)) => {
            return Err(rondo_error(py, &message, file));
        }
        // Written, with a warning as the command line's on stderr (forced, or worse than the
        // engine's pairing).
        (_, Some(message)) => {
            let message = std::ffi::CString::new(message).unwrap_or_default();
            PyErr::warn(
                py,
                &py.get_type::<pyo3::exceptions::PyUserWarning>(),
                &message,
                1,
            )?;
        }
        (_, None) => {}
    }
    let setup = recorded
        .pairing
        .published_into(checked, round, resolved.pairing_span())
        .map_err(|error| rondo_error(py, &error.to_string(), file))?;
    edited(py, before, setup)
}

/// `Tournament.publish`: the round of `pairing` written into the tournament, as
/// `rondo pair --format trf` writes it (boards without results, the pairing-allocated bye
/// scored, byes entered for the round kept).
pub(crate) fn publish(py: Python<'_>, before: &Loaded, pairing: &Pairing) -> PyResult<Tournament> {
    let (round, boards, bye, span) = pairing.to_publish()?;
    let setup = before
        .tournament
        .with_pairing_span(round, &boards, bye, span)
        .map_err(|error| rondo_error(py, &error.to_string(), before.path.as_deref()))?;
    edited(py, before, setup)
}
