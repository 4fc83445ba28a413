//! Standings with tie-breaks, from `rondo-tiebreak`: `rondo.standings()` and its rows.
//!
//! Policy: without a tie-break list, the file's own (`212`, else `202`) is used, else the
//! defaults for the event, as `rondo standings` does. Values are the library's exact fractions
//! as floats; `formatted` gives them as the rules print them (with each code's precision).

use pyo3::exceptions::{PyImportError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use rondo_tiebreak::{Rules, StandingsOptions, TiebreakValue};

use crate::errors::rondo_error;
use crate::tournament::{Tournament, points};

/// Standings, best first: a sequence of `StandingRow`.
#[pyclass(frozen, module = "rondo", sequence)]
pub struct Standings {
    /// The rules edition used (`"2026"`).
    #[pyo3(get)]
    rules: String,
    /// The number of rounds counted.
    #[pyo3(get)]
    rounds: u16,
    /// The tie-breaks, in order, as codes with their modifiers (`"BH/C1"`).
    #[pyo3(get)]
    tiebreaks: Vec<String>,
    /// The rows, best first.
    #[pyo3(get)]
    rows: Vec<StandingRow>,
}

#[pymethods]
impl Standings {
    fn __len__(&self) -> usize {
        self.rows.len()
    }

    fn __getitem__(&self, index: isize) -> PyResult<StandingRow> {
        let n_rows = isize::try_from(self.rows.len()).unwrap_or(isize::MAX);
        let position = if index < 0 { index + n_rows } else { index };
        usize::try_from(position)
            .ok()
            .and_then(|position| self.rows.get(position))
            .cloned()
            .ok_or_else(|| pyo3::exceptions::PyIndexError::new_err("standings index out of range"))
    }

    /// The rows as dictionaries: rank, player, name, rating, title, federation, points, then
    /// one key per tie-break.
    fn to_dicts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let list = PyList::empty(py);
        for row in &self.rows {
            list.append(row.to_dict(py, &self.tiebreaks)?)?;
        }
        Ok(list)
    }

    /// The standings as a pandas `DataFrame`, one row per player (needs pandas, which rondo
    /// does not require).
    fn to_pandas<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let pandas = py.import("pandas").map_err(|_| {
            PyImportError::new_err("Standings.to_pandas() needs pandas: pip install pandas")
        })?;
        pandas.call_method1("DataFrame", (self.to_dicts(py)?,))
    }

    fn __repr__(&self) -> String {
        format!(
            "<Standings after round {}: {} players, tie-breaks {}>",
            self.rounds,
            self.rows.len(),
            self.tiebreaks.join(", ")
        )
    }
}

/// One player's line of the standings.
#[pyclass(frozen, module = "rondo", get_all)]
#[derive(Clone)]
pub struct StandingRow {
    /// The place; players who share a place have the same rank (1, 2, 2, 4).
    pub rank: u16,
    /// The player's start number.
    pub player: u16,
    /// The player's name.
    pub name: String,
    /// The rating, if any.
    pub rating: Option<u16>,
    /// The FIDE title code, if any.
    pub title: Option<String>,
    /// The federation, if any.
    pub federation: Option<String>,
    /// The points of the rounds counted.
    pub points: f64,
    /// One value per tie-break of `Standings.tiebreaks`.
    pub values: Vec<f64>,
    /// The same values as the rules print them.
    pub formatted: Vec<String>,
}

#[pymethods]
impl StandingRow {
    fn __repr__(&self) -> String {
        format!(
            "<StandingRow {}. {} {:?} {} pts>",
            self.rank, self.player, self.name, self.points
        )
    }
}

impl StandingRow {
    fn to_dict<'py>(&self, py: Python<'py>, tiebreaks: &[String]) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("rank", self.rank)?;
        dict.set_item("player", self.player)?;
        dict.set_item("name", &self.name)?;
        dict.set_item("rating", self.rating)?;
        dict.set_item("title", &self.title)?;
        dict.set_item("federation", &self.federation)?;
        dict.set_item("points", self.points)?;
        for (code, value) in tiebreaks.iter().zip(&self.values) {
            dict.set_item(code, value)?;
        }
        Ok(dict)
    }
}

/// The standings of a tournament by `tiebreaks` (a list of codes, or one comma-separated
/// string), under the C.07 edition `rules`.
#[pyfunction]
#[pyo3(signature = (tournament, tiebreaks = None, rules = "2026", after_round = None))]
pub fn standings(
    py: Python<'_>,
    tournament: &Tournament,
    tiebreaks: Option<&Bound<'_, PyAny>>,
    rules: &str,
    after_round: Option<u16>,
) -> PyResult<Standings> {
    let rules: Rules = rules
        .parse()
        .map_err(|error: rondo_tiebreak::ParseRulesError| {
            PyValueError::new_err(error.to_string())
        })?;
    let checked = &tournament.inner.tournament;
    let after_round = after_round
        .map(|number| crate::event::round_number(number, "after_round"))
        .transpose()?;
    let list = match tiebreaks {
        None => None,
        Some(codes) => Some(match codes.extract::<String>() {
            Ok(text) => text,
            Err(_) => codes.extract::<Vec<String>>()?.join(", "),
        }),
    };
    let specs = list
        .as_deref()
        .map(rondo_tiebreak::parse_tiebreak_list)
        .transpose()
        .map_err(|error| PyValueError::new_err(format!("tiebreaks: {error}")))?;
    let options = StandingsOptions::default()
        .with_rules(rules)
        .with_after_round(after_round);
    options.check_after_round(checked).map_err(|error| {
        PyValueError::new_err(rondo_words::standings::after_round_not_paired(
            &error,
            "after_round",
        ))
    })?;
    let table = py
        .detach(|| rondo_tiebreak::standings_by(checked, specs.as_deref(), &options))
        .map_err(|error| rondo_error(py, &error.to_string(), tournament.inner.path.as_deref()))?;
    Ok(Standings {
        rules: table.rules.to_string(),
        rounds: table.rounds,
        tiebreaks: table.tiebreaks.iter().map(ToString::to_string).collect(),
        rows: table
            .rows
            .iter()
            .map(|row| StandingRow {
                rank: row.rank,
                player: row.player.get(),
                name: row.name.clone(),
                rating: row.rating.map(|rating| rating.0),
                title: row.title.map(|title| title.code().to_owned()),
                federation: row.federation.clone(),
                points: points(row.points),
                values: row.values.iter().copied().map(value).collect(),
                formatted: row.values.iter().map(ToString::to_string).collect(),
            })
            .collect(),
    })
}

/// An exact tie-break value as the nearest float.
fn value(value: TiebreakValue) -> f64 {
    // i64 to f64 loses precision only beyond 2^53, far above any tie-break's numerator.
    #[allow(clippy::cast_precision_loss)]
    let ratio = value.numerator() as f64 / value.denominator() as f64;
    ratio
}
