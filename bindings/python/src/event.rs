//! Running an event from Python: a tournament made from nothing, players added, rounds paired
//! into it, results, withdrawals and byes entered, the file written.
//!
//! Policy: a `Tournament` never changes. Each edit returns a new one made by the same library
//! functions as the command line's editing commands (`rondo_core`'s edits, then the points
//! columns corrected, the data checked, the rank column filled by `rondo_tiebreak`), so keeping
//! the old value is the undo. A refused edit raises `RondoError` and changes nothing.

use std::sync::Arc;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use rondo_core::{
    BoardResult, ByeKind, PlayerId, PlayerQuery, Rating, RoundNo, Sex, Title,
    Tournament as Checked, TournamentSetup,
};
use rondo_trf::{Format, TrfFile};

use crate::errors::rondo_error;
use crate::pairing::Pairing;
use crate::tournament::{Loaded, Tournament};

/// The tournament after an edit of its data: points columns corrected, checked, ranks filled.
pub(crate) fn edited(
    py: Python<'_>,
    before: &Loaded,
    mut setup: TournamentSetup,
) -> PyResult<Tournament> {
    setup.correct_points_columns();
    let checked = Checked::try_from(setup.clone()).map_err(|error| {
        let problem = error
            .problems
            .first()
            .map_or_else(String::new, |problem| problem.kind.to_string());
        rondo_error(
            py,
            &format!("the edit would leave the event inconsistent: {problem}"),
            before.path.as_deref(),
        )
    })?;
    rondo_tiebreak::fill_rank_column(&mut setup, &checked);
    let mut file = before.file.clone();
    file.setup = setup.clone();
    let tournament = Checked::try_from(setup)
        .map_err(|error| rondo_error(py, &format!("{error:?}"), before.path.as_deref()))?;
    Ok(Tournament {
        inner: Arc::new(Loaded {
            file,
            tournament,
            path: before.path.clone(),
            source_format: before.source_format,
            warnings: Vec::new(),
            origin: before.origin.inherit(),
        }),
    })
}

/// A round number from Python.
pub(crate) fn round_number(number: u16, what: &str) -> PyResult<RoundNo> {
    RoundNo::new(number).ok_or_else(|| PyValueError::new_err(format!("{what} must be 1 or more")))
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
    let query = match player.extract::<u16>() {
        Ok(number) => PlayerQuery::StartNumber(player_number(number)?),
        Err(_) => {
            let text: String = player.extract().map_err(|_| {
                PyValueError::new_err(
                    "a player is a start number, 'id:' and a FIDE id, or part of the name",
                )
            })?;
            text.parse::<PlayerQuery>().map_err(|error| {
                PyValueError::new_err(rondo_words::player::unreadable(&text, &error))
            })?
        }
    };
    before.file.setup.find_player(&query).map_err(|error| {
        rondo_error(
            py,
            &rondo_words::player::not_found(&error),
            before.path.as_deref(),
        )
    })
}

/// A new event without players: its name, number of rounds and initial colour, written as
/// TRF-2026 (`format="trf16"` for TRF16).
#[pyfunction]
#[pyo3(signature = (name = None, rounds = None, *, city = None, federation = None, start_date = None, end_date = None, chief_arbiter = None, time_control = None, initial_colour = None, tiebreaks = None, format = "trf26"))]
#[allow(clippy::too_many_arguments)] // Python keyword arguments, each optional.
pub fn new_event(
    name: Option<String>,
    rounds: Option<u16>,
    city: Option<String>,
    federation: Option<String>,
    start_date: Option<String>,
    end_date: Option<String>,
    chief_arbiter: Option<String>,
    time_control: Option<String>,
    initial_colour: Option<&str>,
    tiebreaks: Option<String>,
    format: &str,
) -> PyResult<Tournament> {
    let mut setup = TournamentSetup {
        declared_rounds: rounds.filter(|rounds| *rounds > 0),
        ..TournamentSetup::default()
    };
    setup.header.name = name;
    setup.header.city = city;
    setup.header.federation = federation;
    setup.header.start_date = start_date;
    setup.header.end_date = end_date;
    setup.header.chief_arbiter = chief_arbiter;
    setup.header.time_control = time_control;
    if let Some(list) = &tiebreaks {
        rondo_tiebreak::parse_tiebreak_list(list)
            .map_err(|error| PyValueError::new_err(format!("tiebreaks: {error}")))?;
    }
    setup.header.tiebreaks = tiebreaks;
    setup.initial_colour = match initial_colour {
        None => None,
        Some("white" | "w" | "W") => Some(rondo_core::Colour::White),
        Some("black" | "b" | "B") => Some(rondo_core::Colour::Black),
        Some(other) => {
            return Err(PyValueError::new_err(format!(
                "initial_colour '{other}' (expected 'white' or 'black')"
            )));
        }
    };
    let mut file = TrfFile::from_setup(setup.clone());
    file.format = match format {
        "trf26" | "trf2026" | "trf-2026" => Format::Trf2026,
        "trf16" => Format::Trf16,
        other => {
            return Err(PyValueError::new_err(format!(
                "unknown TRF format '{other}' (expected 'trf16' or 'trf26')"
            )));
        }
    };
    let tournament =
        Checked::try_from(setup).map_err(|error| PyValueError::new_err(format!("{error:?}")))?;
    Ok(Tournament {
        inner: Arc::new(Loaded {
            file,
            tournament,
            path: None,
            source_format: if format == "trf16" { "trf16" } else { "trf26" },
            warnings: Vec::new(),
            origin: Default::default(),
        }),
    })
}

/// `Tournament.add_player`: the entrant's new start number with the edited tournament.
#[allow(clippy::too_many_arguments)] // Python keyword arguments, each optional.
pub(crate) fn add_player(
    py: Python<'_>,
    before: &Loaded,
    name: &str,
    rating: Option<u16>,
    title: Option<&str>,
    federation: Option<String>,
    fide_id: Option<u64>,
    birth_date: Option<String>,
    sex: Option<&str>,
    from_round: Option<u16>,
    keep_numbers: bool,
) -> PyResult<(Tournament, u16)> {
    let sex = match sex {
        None => None,
        Some("m") => Some(Sex::Male),
        Some("f" | "w") => Some(Sex::Female),
        Some(other) => {
            return Err(PyValueError::new_err(format!(
                "sex '{other}' (expected 'm' or 'f')"
            )));
        }
    };
    let title = title
        .map(|code| {
            Title::from_code(code).ok_or_else(|| {
                PyValueError::new_err(format!(
                    "title '{code}' (expected GM, IM, WGM, FM, WIM, CM, WFM or WCM)"
                ))
            })
        })
        .transpose()?;
    let from_round = match from_round {
        Some(round) => round_number(round, "from_round")?,
        None => before.tournament.next_round(),
    };
    let mut setup = before.file.setup.clone();
    let player = setup
        .add_player(name.trim(), from_round)
        .map_err(|error| rondo_error(py, &error.to_string(), before.path.as_deref()))?;
    player.rating = rating.filter(|rating| *rating > 0).map(Rating);
    player.title = title;
    player.federation = federation;
    player.fide_id = fide_id.filter(|id| *id > 0);
    player.birth_date = birth_date;
    player.sex = sex;
    let mut id = player.id;
    if !keep_numbers && let Some(changes) = setup.renumber_by_initial_order() {
        let entrant = id;
        id = changes
            .iter()
            .find(|(old, _)| *old == entrant)
            .map_or(id, |(_, new)| *new);
    }
    Ok((edited(py, before, setup)?, id.get()))
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
            .map_err(|error| rondo_error(py, &error.to_string(), before.path.as_deref()))?;
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
        .map_err(|error| rondo_error(py, &error.to_string(), before.path.as_deref()))?;
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
        .map_err(|error| rondo_error(py, &error.to_string(), before.path.as_deref()))?;
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
        .map_err(|error| rondo_error(py, &error.to_string(), before.path.as_deref()))?;
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
        .map_err(|error| rondo_error(py, &error.to_string(), before.path.as_deref()))?;
    edited(py, before, setup)
}

/// `Tournament.publish_boards`: the arbiter's pairing of a round written into the tournament,
/// audited first as `rondo pair --boards` audits it: a pairing that breaks an absolute rule
/// is refused unless `force`, one worse than the engine's is written with a `UserWarning`.
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
    let round = match round {
        Some(round) => round_number(round, "round")?,
        None => checked.next_round(),
    };
    let mut pairing = rondo_pairing::Pairing::default();
    for (white, black) in &boards {
        pairing.boards.push(rondo_pairing::Board {
            white: player_named(py, before, white)?,
            black: player_named(py, before, black)?,
        });
    }
    pairing.pairing_bye = bye.map(|bye| player_named(py, before, bye)).transpose()?;
    let resolved = crate::pairing::resolve(
        py,
        rondo_systems::REGISTRY,
        system,
        None,
        checked.setup(),
        file,
    )?;
    let options = rondo_systems::Options::default().with_file(checked.setup());
    checked
        .results_entered_before(round)
        .map_err(|error| rondo_error(py, &error.to_string(), file))?;
    let recorded = rondo_pairing::RecordedPairing {
        pairing,
        colours_unknown: Vec::new(),
    };
    let audit = resolved
        .audit(&checked.view(round), &recorded, &options)
        .map_err(|error| rondo_error(py, &error.to_string(), file))?;
    if !audit.breaches.is_empty() && !force {
        let rules: Vec<String> = audit
            .breaches
            .iter()
            .map(|breach| {
                let players: Vec<String> = breach.players.iter().map(ToString::to_string).collect();
                format!("{} ({})", breach.rule, players.join("-"))
            })
            .collect();
        return Err(rondo_error(
            py,
            &format!(
                "the pairing breaks {} absolute rule(s) of round {round}: {}; nothing written \
                 (give force=True to write it anyway)",
                rules.len(),
                rules.join(", ")
            ),
            file,
        ));
    }
    if let Some(worst) = audit.worse_by() {
        let message = std::ffi::CString::new(format!(
            "the pairing of round {round} is worse than the engine's by {}; written as given",
            worst.rule
        ))
        .unwrap_or_default();
        PyErr::warn(
            py,
            &py.get_type::<pyo3::exceptions::PyUserWarning>(),
            &message,
            1,
        )?;
    }
    let boards: Vec<(PlayerId, PlayerId)> = recorded
        .pairing
        .boards
        .iter()
        .map(|board| (board.white, board.black))
        .collect();
    let setup = checked
        .with_pairing_span(
            round,
            &boards,
            recorded.pairing.pairing_bye,
            resolved.pairing_span(),
        )
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
