//! From a file to a checked tournament, with the consistency problems placed in the file.
//!
//! `rondo-core` checks the data as a whole (opponents that do not point back, equal colours,
//! results that do not fit, two pairing-allocated byes in a round, points columns that disagree
//! with the results). This module places each of those problems on the `001` line of the player
//! concerned: at the round's block (the opponent, colour or result field, whichever is wrong) or
//! at the points column.
//!
//! Policy for the points column: a disagreement is an error by default, as bbpPairings and
//! JaVaFo treat it; [`CheckOptions::lenient_points`] turns it into a warning and lets the results
//! decide (`ValidationError::ignore_score_mismatch` in `rondo-core`). A blank points column of a
//! player who has round entries is a warning ([`DiagnosticKind::BlankPoints`]): other programs
//! read it as zero points, so a strict reader refuses it.

use std::collections::HashMap;

use rondo_core::{PlayerId, Problem, ProblemKind, Tournament, ValidationError};

use crate::TrfFile;
use crate::diagnostic::{
    Diagnostic, DiagnosticKind, Location, MAX_ERRORS, ReadError, Severity, quoted,
};
use crate::player::{POINTS_COLUMN, round_column};

/// How strictly to check a file.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct CheckOptions {
    /// Accept points columns that disagree with the results (reported as warnings).
    pub lenient_points: bool,
}

/// Builders, so that a field added later is not a breaking change.
impl CheckOptions {
    /// With `lenient_points` set: accept points columns that disagree with the results (reported as warnings).
    #[must_use]
    pub const fn with_lenient_points(mut self, lenient_points: bool) -> CheckOptions {
        self.lenient_points = lenient_points;
        self
    }
}

/// A checked tournament and the warnings found on the way.
#[derive(Clone, Debug)]
pub struct Checked {
    /// The tournament.
    pub tournament: Tournament,
    /// The reader's warnings, and the points disagreements accepted by a lenient check.
    pub warnings: Vec<Diagnostic>,
}

/// Checks a file's data into a [`Tournament`].
///
/// # Errors
///
/// Returns every consistency problem, placed in the file (see [`locate`]), together with the
/// reader's warnings, when the data are inconsistent.
///
/// # Examples
///
/// ```
/// use rondo_trf::{CheckOptions, check, read};
///
/// let text = "001    1      Alpha, Ann                        2100                             1.0    1     2 w 1\n\
/// 001    2      Beta, Bea                         2000                             1.0    2     1 b 0\n";
/// let file = read(text.as_bytes())?;
/// let error = check(&file, &CheckOptions::default()).err().ok_or("expected a mismatch")?;
/// assert_eq!(
///     error.problems[0].to_string(),
///     "2:81: points column says 1 but the results give 0",
/// );
/// let lenient = check(&file, &CheckOptions::default().with_lenient_points(true))?;
/// assert_eq!(lenient.warnings.len(), 1);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn check(file: &TrfFile, options: &CheckOptions) -> Result<Checked, ReadError> {
    let mut reader_warnings = file.warnings.clone();
    reader_warnings.extend(blank_points_diagnostics(file));
    // A file that names the Double-Swiss system records each match in two columns.
    let names_matches = file
        .setup
        .named_system()
        .is_some_and(|named| named.system == rondo_core::System::DoubleSwiss);
    let match_problems = if names_matches {
        match_diagnostics(file)
    } else {
        Vec::new()
    };
    match Tournament::try_from(file.setup.clone()) {
        Ok(_) if !match_problems.is_empty() => {
            let mut problems = reader_warnings.clone();
            problems.extend(match_problems);
            problems.sort_by_key(|d| d.location);
            Err(ReadError { problems })
        }
        Ok(tournament) => Ok(Checked {
            tournament,
            warnings: reader_warnings,
        }),
        Err(error) => {
            let lenient =
                options.lenient_points && error.problems.iter().all(|p| p.kind.is_score_mismatch());
            let severity = if lenient {
                Severity::Warning
            } else {
                Severity::Error
            };
            let mut problems = reader_warnings.clone();
            problems.extend(diagnose(&error, file, severity));
            problems.sort_by_key(|d| d.location);
            if lenient {
                match error.ignore_score_mismatch() {
                    Ok(tournament) => Ok(Checked {
                        tournament,
                        warnings: problems,
                    }),
                    Err(error) => {
                        let mut problems = reader_warnings.clone();
                        problems.extend(diagnose(&error, file, Severity::Error));
                        problems.sort_by_key(|d| d.location);
                        Err(ReadError { problems })
                    }
                }
            } else {
                Err(ReadError { problems })
            }
        }
    }
}

/// Turns the problems of a failed check into diagnostics placed in the file: the first 100, then
/// one that says how many more there are (as the reader stops after 100 errors).
#[must_use]
pub fn diagnose(error: &ValidationError, file: &TrfFile, severity: Severity) -> Vec<Diagnostic> {
    // The n-th repetition of a start number is on the (n + 1)-th line that uses it.
    let mut repetitions: HashMap<PlayerId, usize> = HashMap::new();
    let mut place = |problem: &Problem, kind: DiagnosticKind| {
        let location = match problem.kind {
            ProblemKind::DuplicatePlayer(id) => {
                let repetition = repetitions.entry(id).or_insert(0);
                *repetition += 1;
                locate_line(file, id, *repetition).map(|line| Location { line, column: 5 })
            }
            _ => locate(problem, file),
        }
        .unwrap_or(Location::START);
        Diagnostic {
            location,
            severity,
            kind,
            source_line: quoted(file.line_text(location.line).unwrap_or_default()),
        }
    };
    let mut diagnostics: Vec<Diagnostic> = error
        .problems
        .iter()
        .take(MAX_ERRORS)
        .map(|problem| {
            place(
                problem,
                DiagnosticKind::Inconsistent {
                    round: problem.round,
                    kind: problem.kind.clone(),
                },
            )
        })
        .collect();
    if let Some(next) = error.problems.get(MAX_ERRORS) {
        diagnostics.push(place(next, DiagnosticKind::TooManyProblems(MAX_ERRORS)));
    }
    diagnostics
}

/// The matches of a file recorded two columns per match (the Double-Swiss system, C.04.5)
/// whose columns do not pair up (`rondo_core::match_problems`), placed at the second column's
/// block of the player's `001` line.
#[must_use]
pub fn match_diagnostics(file: &TrfFile) -> Vec<Diagnostic> {
    rondo_core::match_problems(&file.setup.players)
        .into_iter()
        .take(MAX_ERRORS)
        .map(|problem| {
            let location = file
                .setup
                .players
                .iter()
                .position(|player| player.id == problem.player)
                .and_then(|position| file.player_lines.get(position).copied())
                .map_or(Location::START, |line| Location {
                    line,
                    column: round_column(problem.round),
                });
            Diagnostic {
                location,
                severity: Severity::Error,
                kind: DiagnosticKind::MatchColumns { problem },
                source_line: quoted(file.line_text(location.line).unwrap_or_default()),
            }
        })
        .collect()
}

/// A warning at the points column of each player who has round entries but a blank points
/// column (`TournamentSetup::blank_points_columns`).
fn blank_points_diagnostics(file: &TrfFile) -> Vec<Diagnostic> {
    file.setup
        .blank_points_columns()
        .into_iter()
        .take(MAX_ERRORS)
        .map(|(player, computed)| {
            let location = file
                .setup
                .players
                .iter()
                .position(|record| record.id == player)
                .and_then(|position| file.player_lines.get(position).copied())
                .map_or(Location::START, |line| Location {
                    line,
                    column: POINTS_COLUMN,
                });
            Diagnostic {
                location,
                severity: Severity::Warning,
                kind: DiagnosticKind::BlankPoints { computed },
                source_line: quoted(file.line_text(location.line).unwrap_or_default()),
            }
        })
        .collect()
}

/// The line of the `occurrence`-th `001` record (0 for the first) that has start number `id`.
fn locate_line(file: &TrfFile, id: PlayerId, occurrence: usize) -> Option<usize> {
    let position = file
        .setup
        .players
        .iter()
        .enumerate()
        .filter(|(_, player)| player.id == id)
        .nth(occurrence)?
        .0;
    file.player_lines.get(position).copied()
}

/// Where in the file a consistency problem shows: the player's `001` line, at the field of the
/// round block that is wrong (opponent for opponents that do not point back, colour for equal
/// colours, result for results that do not fit and for a second pairing-allocated bye), at the
/// points column for a points disagreement, or at the start number of a repeated player.
///
/// `None` when the file does not say where the player came from (a file built from a setup).
#[must_use]
pub fn locate(problem: &Problem, file: &TrfFile) -> Option<Location> {
    let mut positions = file
        .setup
        .players
        .iter()
        .enumerate()
        .filter(|(_, player)| player.id == problem.player)
        .map(|(position, _)| position);
    let position = match problem.kind {
        // The repeated start number is on the second line that uses it.
        ProblemKind::DuplicatePlayer(_) => {
            let first = positions.next();
            positions.next().or(first)?
        }
        _ => positions.next()?,
    };
    let line = *file.player_lines.get(position)?;
    let block = problem.round.map(round_column);
    let column = match (&problem.kind, block) {
        (ProblemKind::DuplicatePlayer(_), _) => 5,
        (ProblemKind::ScoreMismatch { .. }, _) => POINTS_COLUMN,
        (ProblemKind::SameColour { .. }, Some(block)) => block + 5,
        (
            ProblemKind::ResultsDisagree { .. } | ProblemKind::SecondPairingBye { .. },
            Some(block),
        ) => block + 7,
        (_, Some(block)) => block,
        (_, None) => 1,
    };
    Some(Location { line, column })
}
