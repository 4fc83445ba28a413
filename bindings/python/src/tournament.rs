//! Reading, inspecting and writing tournaments: `rondo.Tournament` and what it holds.
//!
//! Policy: a file is read as the command line reads it. TRF16 and TRF-2026 go through
//! `rondo_trf::read`, JSON (text starting with `{`) through `rondo_trf::from_json`, and then
//! `rondo_trf::check` builds the checked tournament. A points column that disagrees with the
//! results is a warning (the results count) unless `strict` is set, in which case every warning
//! is an error. The file as read is kept, so that `to_trf()` in the file's own format gives the
//! same text back.

use std::path::PathBuf;
use std::sync::Arc;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use rondo_core::{RecordedBoard, RoundNo, Score};
use rondo_trf::{CheckOptions, Format, TextEncoding, TrfFile, WriteOptions};

use crate::errors::{Diagnostic, Failure};

/// A tournament read from a file or text, checked and ready to pair, rank or export.
#[pyclass(frozen, module = "rondo")]
pub struct Tournament {
    pub(crate) inner: Arc<Loaded>,
}

/// A file read and checked.
pub(crate) struct Loaded {
    /// The file as read (a JSON input is held as a file in the standard layout).
    pub file: TrfFile,
    /// The checked tournament.
    pub tournament: rondo_core::Tournament,
    /// Where it was read from, if from a file.
    pub path: Option<String>,
    /// What it was read as: `"trf16"`, `"trf26"` or `"json"`.
    pub source_format: &'static str,
    /// The warnings of reading and checking.
    pub warnings: Vec<Diagnostic>,
    /// The file read or written last and what it held, passed on by edits, so that writing it
    /// back is an edit in place (`files.rs`).
    pub origin: crate::files::OriginCell,
    /// The systems of the module that read or made it: what `pair`, `check` and the edits
    /// choose from, and the words of explanations.
    pub registry: crate::Registry<'static>,
}

#[pymethods]
impl Tournament {
    /// The tournament's name (`012`), if the file gives one.
    #[getter]
    fn name(&self) -> Option<String> {
        self.inner.tournament.setup().header.name.clone()
    }

    /// The file the tournament was read from, or `None` for text.
    #[getter]
    fn file(&self) -> Option<String> {
        self.inner.path.clone()
    }

    /// What the input was: `"trf16"`, `"trf26"` (TRF-2026) or `"json"`.
    #[getter]
    fn format(&self) -> &'static str {
        self.inner.source_format
    }

    /// The players, by start number.
    #[getter]
    fn players(&self) -> Vec<Player> {
        let tournament = &self.inner.tournament;
        tournament
            .players()
            .iter()
            .map(|player| Player {
                id: player.id.get(),
                name: player.name.clone(),
                title: player.title.map(|title| title.code().to_owned()),
                rating: player.rating.map(|rating| rating.0),
                federation: player.federation.clone(),
                fide_id: player.fide_id,
                birth_date: player.birth_date.clone(),
                points: points(tournament.total_score(player)),
                rank: player.stated_rank,
                results: player
                    .rounds
                    .iter()
                    .map(|entry| rondo_trf::result_code(*entry).to_string())
                    .collect(),
            })
            .collect()
    }

    /// The rounds the file holds, first round first, each with its games and byes as recorded
    /// (a round not yet paired is held when a bye is entered for it).
    #[getter]
    fn rounds(&self) -> Vec<Round> {
        let tournament = &self.inner.tournament;
        let n_held = tournament
            .players()
            .iter()
            .map(|player| player.rounds.len())
            .max()
            .unwrap_or(0);
        RoundNo::FIRST
            .up_to_inclusive(u16::try_from(n_held).unwrap_or(u16::MAX))
            .map(|round| Round {
                number: round.get(),
                games: tournament
                    .recorded_boards(round, false)
                    .into_iter()
                    .enumerate()
                    .filter_map(|(index, board)| game(tournament, round, index + 1, board))
                    .collect(),
            })
            .collect()
    }

    /// The number of rounds the event has: the declared number, else the rounds the file holds.
    #[getter]
    fn round_count(&self) -> u16 {
        self.inner.tournament.n_rounds()
    }

    /// The number of rounds already paired in the file.
    #[getter]
    fn paired_rounds(&self) -> u16 {
        self.inner.tournament.paired_rounds()
    }

    /// The round that `rondo.pair` pairs when no round is given.
    #[getter]
    fn next_round(&self) -> u16 {
        self.inner.tournament.next_round().get()
    }

    /// The warnings found reading and checking the input.
    #[getter]
    fn warnings(&self) -> Vec<Diagnostic> {
        self.inner.warnings.clone()
    }

    /// The tournament as TRF text, in `format` (`"trf16"` or `"trf26"`; by default the format
    /// of the input). In its own format, a file comes back as it was read.
    #[pyo3(signature = (format = None))]
    fn to_trf(&self, format: Option<&str>) -> PyResult<String> {
        let file = &self.inner.file;
        let bytes = rondo_trf::write(file, &self.write_options(format)?);
        let text = match file.encoding {
            TextEncoding::Windows1252 => encoding_rs::WINDOWS_1252.decode(&bytes).0.into_owned(),
            _ => String::from_utf8_lossy(&bytes).into_owned(),
        };
        Ok(text
            .strip_prefix('\u{feff}')
            .map(str::to_owned)
            .unwrap_or(text))
    }

    /// The tournament as the bytes of a TRF file (encoding, byte order mark and line endings of
    /// the input); see `to_trf`.
    #[pyo3(signature = (format = None))]
    fn to_trf_bytes<'py>(
        &self,
        py: Python<'py>,
        format: Option<&str>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = rondo_trf::write(&self.inner.file, &self.write_options(format)?);
        Ok(PyBytes::new(py, &bytes))
    }

    /// The tournament as rondo's JSON (the same as `rondo convert --to json`).
    fn to_json(&self) -> String {
        rondo_trf::to_json(self.inner.tournament.setup())
    }

    /// The facts of the event (name, city, federation, dates, arbiters, rate of play, rounds,
    /// system, edition, acceleration, initial colour, scoring, tie-breaks), keyed as
    /// `rondo event --format json` keys them; `None` for a fact not set.
    #[getter]
    fn facts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let facts =
            rondo_event::facts::read(self.inner.tournament.setup(), self.inner.registry.systems);
        crate::json_to_python(py, &rondo_words::event::facts_json(&facts))
    }

    /// The facts changed, as `rondo event --set KEY=VALUE` changes them: each keyword is a
    /// key of `facts` with `_` for `-` (`start_date="2026/05/14"`, `rounds=9`,
    /// `system="dubov"`, `deputy_arbiter=["A", "B"]`); `None` or `""` removes a fact.
    #[pyo3(signature = (**facts))]
    fn set_facts(
        &self,
        py: Python<'_>,
        facts: Option<&Bound<'_, pyo3::types::PyDict>>,
    ) -> PyResult<Tournament> {
        let given = facts
            .map(|facts| {
                facts
                    .iter()
                    .map(|(key, value)| Ok((key.extract::<String>()?, value)))
                    .collect::<PyResult<Vec<_>>>()
            })
            .transpose()?
            .unwrap_or_default();
        crate::event::set_facts(py, &self.inner, given)
    }

    /// A late entrant (or a player of a new event): returns the edited tournament and the
    /// entrant's start number. Everybody is renumbered in the initial order of C.04.2 (rating,
    /// title, name) while the rules allow it (until the fourth round is paired), unless
    /// `keep_numbers`; the entrant misses the rounds before `from_round` (by default the next
    /// round to pair) with zero-point absences. A national rating (TRF-2026) goes on the line
    /// of `national_federation`, by default the player's federation.
    #[pyo3(signature = (name, *, rating = None, title = None, federation = None, fide_id = None, birth_date = None, sex = None, national_rating = None, national_federation = None, national_id = None, from_round = None, keep_numbers = false))]
    #[allow(clippy::too_many_arguments)] // Python keyword arguments, each optional.
    fn add_player(
        &self,
        py: Python<'_>,
        name: &str,
        rating: Option<u16>,
        title: Option<&str>,
        federation: Option<&str>,
        fide_id: Option<u64>,
        birth_date: Option<&str>,
        sex: Option<&str>,
        national_rating: Option<u16>,
        national_federation: Option<&str>,
        national_id: Option<&str>,
        from_round: Option<u16>,
        keep_numbers: bool,
    ) -> PyResult<(Tournament, u16)> {
        let arguments = crate::event::PlayerArguments {
            name: None,
            rating,
            title,
            federation,
            fide_id,
            birth_date,
            sex,
            national_rating,
            national_federation,
            national_id,
        };
        crate::event::add_player(py, &self.inner, name, arguments, from_round, keep_numbers)
    }

    /// The player's data changed, as `rondo player edit` changes it: a rating, FIDE id or
    /// national rating of 0 clears it, a text `""` or `"none"` clears it; then everybody is
    /// renumbered in the initial order while the rules allow it, unless `keep_numbers`.
    #[pyo3(signature = (player, *, name = None, rating = None, title = None, federation = None, fide_id = None, birth_date = None, sex = None, national_rating = None, national_federation = None, national_id = None, keep_numbers = false))]
    #[allow(clippy::too_many_arguments)] // Python keyword arguments, each optional.
    fn edit_player(
        &self,
        py: Python<'_>,
        player: &Bound<'_, PyAny>,
        name: Option<&str>,
        rating: Option<u16>,
        title: Option<&str>,
        federation: Option<&str>,
        fide_id: Option<u64>,
        birth_date: Option<&str>,
        sex: Option<&str>,
        national_rating: Option<u16>,
        national_federation: Option<&str>,
        national_id: Option<&str>,
        keep_numbers: bool,
    ) -> PyResult<Tournament> {
        let arguments = crate::event::PlayerArguments {
            name,
            rating,
            title,
            federation,
            fide_id,
            birth_date,
            sex,
            national_rating,
            national_federation,
            national_id,
        };
        crate::event::edit_player(py, &self.inner, player, arguments, keep_numbers)
    }

    /// A player never paired removed, as `rondo player remove` removes them; then everybody
    /// is renumbered in the initial order while the rules allow it, unless `keep_numbers`.
    #[pyo3(signature = (player, *, keep_numbers = false))]
    fn remove_player(
        &self,
        py: Python<'_>,
        player: &Bound<'_, PyAny>,
        keep_numbers: bool,
    ) -> PyResult<Tournament> {
        crate::event::remove_player(py, &self.inner, player, keep_numbers)
    }

    /// The results of round `round` entered: `(white, black, result)` with `result` as
    /// `"1-0"`, `"0-1"`, `"½-½"` (or `"="`), or a forfeit `"+-"`, `"-+"`, `"--"`. A player is
    /// a start number, or a string: a start number, `"id:"` and a FIDE id, or part of the name.
    /// A result already entered is replaced only with `force`.
    #[pyo3(signature = (round, results, *, force = false))]
    fn enter_results(
        &self,
        py: Python<'_>,
        round: u16,
        results: Vec<(Bound<'_, PyAny>, Bound<'_, PyAny>, String)>,
        force: bool,
    ) -> PyResult<Tournament> {
        crate::event::enter_results(py, &self.inner, round, results, force)
    }

    /// The player withdrawn from round `from_round` on (zero-point absences).
    fn withdraw(
        &self,
        py: Python<'_>,
        player: &Bound<'_, PyAny>,
        from_round: u16,
    ) -> PyResult<Tournament> {
        crate::event::withdraw(py, &self.inner, player, from_round)
    }

    /// A bye for the player in a round not yet paired: `kind` `"half"`, `"zero"` or `"full"`.
    #[pyo3(signature = (player, round, kind = "half"))]
    fn enter_bye(
        &self,
        py: Python<'_>,
        player: &Bound<'_, PyAny>,
        round: u16,
        kind: &str,
    ) -> PyResult<Tournament> {
        crate::event::enter_bye(py, &self.inner, player, round, kind)
    }

    /// The bye entered for the player in `round` cancelled, while the round is not paired.
    fn cancel_bye(
        &self,
        py: Python<'_>,
        player: &Bound<'_, PyAny>,
        round: u16,
    ) -> PyResult<Tournament> {
        crate::event::cancel_bye(py, &self.inner, player, round)
    }

    /// The published round `round` withdrawn while it has no results (with `force`, even
    /// then), as `rondo unpair` does.
    #[pyo3(signature = (round, *, force = false))]
    fn unpair(&self, py: Python<'_>, round: u16, force: bool) -> PyResult<Tournament> {
        crate::event::unpair(py, &self.inner, round, force)
    }

    /// The arbiter's own pairing written into the tournament, as `rondo pair --boards`
    /// writes it: `boards` as `(white, black)` players, `bye` the player of the
    /// pairing-allocated bye, `round` by default the next one (a published round without
    /// results is replaced). It is audited first by the tournament's system (or `system`):
    /// a broken absolute rule raises `RondoError` unless `force`; a pairing worse than the
    /// engine's is written with a `UserWarning`.
    #[pyo3(signature = (boards, *, bye = None, round = None, system = None, force = false))]
    fn publish_boards(
        &self,
        py: Python<'_>,
        boards: Vec<(Bound<'_, PyAny>, Bound<'_, PyAny>)>,
        bye: Option<&Bound<'_, PyAny>>,
        round: Option<u16>,
        system: Option<&str>,
        force: bool,
    ) -> PyResult<Tournament> {
        crate::event::publish_boards(py, &self.inner, boards, bye, round, system, force)
    }

    /// The round of `pairing` (from `rondo.pair`) written into the tournament, as
    /// `rondo pair --format trf` writes it: the boards wait for their results.
    fn publish(&self, py: Python<'_>, pairing: &crate::pairing::Pairing) -> PyResult<Tournament> {
        crate::event::publish(py, &self.inner, pairing)
    }

    /// Writes the tournament as a TRF file at `path` (in `format`, by default its own), through
    /// a temporary file and a rename, under the file's lock. Onto the file it was read from,
    /// it is an edit in place: refused (`FileChangedError`) when the file changed since, and
    /// undone by `rondo undo FILE` (`files.rs`).
    #[pyo3(signature = (path, format = None))]
    fn write(&self, py: Python<'_>, path: PathBuf, format: Option<&str>) -> PyResult<()> {
        let bytes = self.trf_bytes(format)?;
        crate::files::write(py, &self.inner, path, bytes)
    }

    fn __repr__(&self) -> String {
        let tournament = &self.inner.tournament;
        format!(
            "<Tournament {:?}: {} players, {} of {} rounds paired>",
            tournament.setup().header.name.as_deref().unwrap_or(""),
            tournament.players().len(),
            tournament.paired_rounds(),
            tournament.n_rounds()
        )
    }
}

impl Tournament {
    /// The TRF file, in `format` (by default its own).
    pub(crate) fn trf_bytes(&self, format: Option<&str>) -> PyResult<Vec<u8>> {
        Ok(rondo_trf::write(
            &self.inner.file,
            &self.write_options(format)?,
        ))
    }

    fn write_options(&self, format: Option<&str>) -> PyResult<WriteOptions> {
        let file = &self.inner.file;
        let format = match format {
            None => file.format,
            Some("trf16" | "TRF16") => Format::Trf16,
            Some("trf26" | "trf2026" | "trf-2026" | "TRF26" | "TRF-2026") => Format::Trf2026,
            Some(other) => {
                return Err(PyValueError::new_err(format!(
                    "unknown TRF format '{other}' (expected 'trf16' or 'trf26')"
                )));
            }
        };
        Ok(WriteOptions::default()
            .with_format(format)
            .with_line_ending(file.line_ending))
    }
}

/// A player of the tournament.
#[pyclass(frozen, module = "rondo", get_all)]
#[derive(Clone)]
pub struct Player {
    /// The start number (in TRF also the pairing number).
    pub id: u16,
    /// The name, as written ("Surname, Given").
    pub name: String,
    /// The FIDE title code (`"GM"`, `"WIM"`, ...), if any.
    pub title: Option<String>,
    /// The rating, if any.
    pub rating: Option<u16>,
    /// The federation, if any.
    pub federation: Option<String>,
    /// The FIDE id, if any.
    pub fide_id: Option<u64>,
    /// The birth date as written, if any.
    pub birth_date: Option<String>,
    /// The points of every round the file holds, from the results.
    pub points: f64,
    /// The rank the file states, if any.
    pub rank: Option<u16>,
    /// The TRF result code of each round (`"1"`, `"="`, `"0"`, `"+"`, `"U"`, `"H"`, ...).
    pub results: Vec<String>,
}

#[pymethods]
impl Player {
    fn __repr__(&self) -> String {
        format!("<Player {} {:?}>", self.id, self.name)
    }
}

/// One round as the file records it.
#[pyclass(frozen, module = "rondo", get_all)]
#[derive(Clone)]
pub struct Round {
    /// The round number, from 1.
    pub number: u16,
    /// The games, forfeits and byes of the round, in published board order.
    pub games: Vec<Game>,
}

#[pymethods]
impl Round {
    fn __repr__(&self) -> String {
        format!("<Round {}: {} entries>", self.number, self.games.len())
    }
}

/// A board of a round, or a player alone (a bye, a forfeit without an opponent).
#[pyclass(frozen, module = "rondo", get_all)]
#[derive(Clone)]
pub struct Game {
    /// The board number, from 1, in published order.
    pub board: usize,
    /// The player with White (the player alone, for a bye).
    pub white: u16,
    /// The player with Black; `None` for a player alone.
    pub black: Option<u16>,
    /// White's TRF result code (`"1"`, `"="`, `"0"`, `"+"`, `"-"`, `"U"`, `"H"`, ...).
    pub white_result: String,
    /// Black's TRF result code; `None` for a player alone.
    pub black_result: Option<String>,
    /// Whether the pairing waits for its result.
    pub pending: bool,
}

#[pymethods]
impl Game {
    fn __repr__(&self) -> String {
        match (self.black, &self.black_result) {
            (Some(black), Some(black_result)) => format!(
                "<Game {}: {} {} - {} {}>",
                self.board, self.white, self.white_result, black, black_result
            ),
            _ => format!(
                "<Game {}: {} {}>",
                self.board, self.white, self.white_result
            ),
        }
    }
}

/// Reads a tournament from the bytes of a TRF16, TRF-2026 or JSON file.
#[pyfunction]
#[pyo3(pass_module, signature = (data, file = None, strict = false))]
pub fn read_bytes(
    module: &Bound<'_, PyModule>,
    data: Vec<u8>,
    file: Option<String>,
    strict: bool,
) -> PyResult<Tournament> {
    let py = module.py();
    let registry = crate::registry_of(module)?;
    py.detach(move || load(&data, file, strict, registry))
        .map(|loaded| Tournament {
            inner: Arc::new(loaded),
        })
        .map_err(|failure| failure.into_py_err(py))
}

/// Reads a tournament from a TRF16, TRF-2026 or JSON file.
#[pyfunction]
#[pyo3(pass_module, signature = (path, strict = false))]
pub fn read_path(
    module: &Bound<'_, PyModule>,
    path: PathBuf,
    strict: bool,
) -> PyResult<Tournament> {
    let py = module.py();
    let registry = crate::registry_of(module)?;
    py.detach(move || {
        let bytes =
            rondo_files::read_limited(&path, crate::files::input_limit()).map_err(Failure::File)?;
        let mut loaded = load(&bytes, Some(path.display().to_string()), strict, registry)?;
        loaded.origin = crate::files::OriginCell::read(&path, bytes);
        Ok::<Loaded, Failure>(loaded)
    })
    .map(|loaded| Tournament {
        inner: Arc::new(loaded),
    })
    .map_err(|failure| failure.into_py_err(py))
}

/// One dictionary per board of every round, with the columns of `rondo export`.
#[pyfunction]
pub fn export<'py>(py: Python<'py>, tournament: &Tournament) -> PyResult<Bound<'py, PyAny>> {
    let loaded = &tournament.inner;
    let label = loaded.path.clone().unwrap_or_default();
    let lines: Vec<String> = rondo_words::export::rows(&label, &loaded.tournament)
        .iter()
        .map(rondo_words::export::ExportRow::to_json_line)
        .collect();
    crate::json_to_python(py, &format!("[{}]", lines.join(",")))
}

/// Reads and checks `bytes`, naming `file` in errors; the tournament keeps `registry`.
pub(crate) fn load(
    bytes: &[u8],
    file: Option<String>,
    strict: bool,
    registry: crate::Registry<'static>,
) -> Result<Loaded, Failure> {
    let parse_failure = |problems: Vec<Diagnostic>| Failure::Parse {
        file: file.clone(),
        problems,
    };
    let (trf, source_format) = if bytes.trim_ascii_start().starts_with(b"{") {
        let text = std::str::from_utf8(bytes).map_err(|_| {
            parse_failure(vec![Diagnostic {
                line: 1,
                column: 1,
                severity: "error",
                message: "JSON that is not UTF-8".to_owned(),
                source_line: String::new(),
            }])
        })?;
        let setup = rondo_trf::from_json(text).map_err(|error| {
            parse_failure(vec![Diagnostic {
                line: error.line,
                column: error.column,
                severity: "error",
                message: format!("invalid tournament JSON: {}", error.message),
                source_line: text
                    .lines()
                    .nth(error.line.saturating_sub(1))
                    .unwrap_or("")
                    .to_owned(),
            }])
        })?;
        (TrfFile::from_setup(setup), "json")
    } else {
        let trf = rondo_trf::read(bytes).map_err(|error| {
            parse_failure(error.problems.iter().map(Diagnostic::from_trf).collect())
        })?;
        let source_format = match trf.format {
            Format::Trf16 => "trf16",
            Format::Trf2026 => "trf26",
        };
        (trf, source_format)
    };
    let options = CheckOptions::default().with_lenient_points(!strict);
    let checked = rondo_trf::check(&trf, &options).map_err(|error| {
        parse_failure(error.problems.iter().map(Diagnostic::from_trf).collect())
    })?;
    let warnings: Vec<Diagnostic> = checked.warnings.iter().map(Diagnostic::from_trf).collect();
    if strict && !warnings.is_empty() {
        return Err(parse_failure(
            warnings
                .into_iter()
                .map(|warning| Diagnostic {
                    severity: "error",
                    ..warning
                })
                .collect(),
        ));
    }
    Ok(Loaded {
        file: trf,
        tournament: checked.tournament,
        path: file,
        source_format,
        warnings,
        origin: Default::default(),
        registry,
    })
}

/// A score as Python points.
pub(crate) fn points(score: Score) -> f64 {
    f64::from(score.tenths()) / 10.0
}

fn game(
    tournament: &rondo_core::Tournament,
    round: RoundNo,
    board: usize,
    recorded: RecordedBoard,
) -> Option<Game> {
    let code = |id| {
        tournament
            .player(id)
            .map(|player| player.entry(round.index()))
    };
    match recorded {
        RecordedBoard::Pair { white, black, .. } => {
            let white_entry = code(white)?;
            let black_entry = code(black)?;
            Some(Game {
                board,
                white: white.get(),
                black: Some(black.get()),
                white_result: rondo_trf::result_code(white_entry).to_string(),
                black_result: Some(rondo_trf::result_code(black_entry).to_string()),
                pending: white_entry.is_scheduled(),
            })
        }
        RecordedBoard::Single { player, .. } => {
            let entry = code(player)?;
            Some(Game {
                board,
                white: player.get(),
                black: None,
                white_result: rondo_trf::result_code(entry).to_string(),
                black_result: None,
                pending: false,
            })
        }
    }
}
