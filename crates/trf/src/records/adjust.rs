//! TRF-2026 `299` records: abnormal assignments of points (bonuses, penalties, results scored
//! otherwise than the scoring system says).
//!
//! Read by their FIDE columns, since every field but the code may be blank: type at column 5
//! (`W D L F H Z + -`, letters in either case, or blank), match points 8–11, points 14–17 (both
//! signed, `[-]11.5`, blank for none; a value such as `-10.0` may take the column before its
//! field), round 20–22 (`000` or blank: none), then the numbers
//! from column 24, every 5 columns (`0000` or blank: none; none at all means everyone).
//! Anything but a space between the fields is an error, as the columns are then misaligned;
//! a line that only fits the columns of FIDE's draft sample (match points 7–10, points 12–15,
//! round 17–19, numbers from 21) is read in those, with a warning.
//! The writer writes the same columns, leaving blank what the model does not hold.

use rondo_core::{AdjustmentKind, PlayerId, RoundNo, Score, ScoreAdjustment, TournamentSetup};

use super::team::optional;
use super::{LineSink, POINTS_EXPECTED, SourceLine, known_players, points_value, warn_unknown};
use crate::diagnostic::{DiagnosticKind, Sink};
use crate::player::number;
use crate::text::Columns;

/// Where the fields of a `299` line are.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Layout {
    /// The last column of the match points (four columns, the sign may take one more).
    match_points_last: usize,
    /// The last column of the points.
    points_last: usize,
    /// The first of the round's three columns.
    round: usize,
    /// The first column of the first number (four columns, then one space).
    first_target: usize,
}

impl Layout {
    /// The columns of the TRF-2026 table.
    const FIDE: Layout = Layout {
        match_points_last: 11,
        points_last: 17,
        round: 20,
        first_target: 24,
    };

    /// The columns of FIDE's draft TRF-2026 sample, each field one or two columns to the left:
    /// match points 7–10, points 12–15, round 17–19, numbers from 21.
    const DRAFT: Layout = Layout {
        match_points_last: 10,
        points_last: 15,
        round: 17,
        first_target: 21,
    };
}

/// The layout of a line: the FIDE columns, unless the line does not read in them but reads in
/// those of FIDE's draft sample (then the FIDE reading's errors would only confuse).
fn layout_of(line: SourceLine<'_>, columns: &Columns<'_>) -> Layout {
    let reads = |layout: Layout| {
        let mut silent = Sink::silent();
        read_line(
            &mut LineSink {
                sink: &mut silent,
                line,
            },
            columns,
            layout,
        )
        .is_some()
    };
    if !reads(Layout::FIDE) && reads(Layout::DRAFT) {
        Layout::DRAFT
    } else {
        Layout::FIDE
    }
}

impl Layout {
    /// The columns that must be spaces, each with the fields it separates. The column before
    /// a points field is not among them: a two-digit negative value's sign may take it.
    fn gaps(self, length: usize) -> Vec<(usize, &'static str)> {
        let ranges = [
            (
                6..self.match_points_last - 4,
                "between the type and the match points",
            ),
            (
                self.match_points_last + 1..self.points_last - 4,
                "between the match points and the points",
            ),
            (
                self.points_last + 1..self.round,
                "between the points and the round",
            ),
            (
                self.round + 3..self.first_target,
                "between the round and the first number",
            ),
        ];
        let mut gaps: Vec<(usize, &'static str)> = ranges
            .into_iter()
            .flat_map(|(columns, between)| columns.map(move |column| (column, between)))
            .collect();
        gaps.extend(
            (self.first_target + 4..=length)
                .step_by(5)
                .map(|column| (column, "between two numbers")),
        );
        gaps
    }
}

pub(crate) fn apply_adjustments(
    lines: &[SourceLine<'_>],
    setup: &mut TournamentSetup,
    sink: &mut Sink,
) {
    for line in lines {
        let columns = Columns::new(line.text);
        let mut report = LineSink { sink, line: *line };
        let layout = layout_of(*line, &columns);
        if layout == Layout::DRAFT {
            report.warning(5, DiagnosticKind::DraftAdjustmentColumns);
        }
        let adjustment = read_line(&mut report, &columns, layout);
        setup.score_adjustments.extend(adjustment);
    }
}

/// Warns about start numbers that no `001` line has, once per line, as for `240` and `260`. Only
/// in an individual event: a team event's numbers are teams, which the team check matches
/// against the `310` records. Called once every group is read, when the file's teams are known.
pub(crate) fn warn_unknown_targets(
    lines: &[SourceLine<'_>],
    setup: &TournamentSetup,
    sink: &mut Sink,
) {
    if setup.adjustments_name_teams() {
        return;
    }
    let known = known_players(setup);
    for line in lines {
        let columns = Columns::new(line.text);
        let mut located = Vec::new();
        let mut column = layout_of(*line, &columns).first_target;
        while column <= columns.len() {
            let field = columns.field(column, 4);
            if let Some(id) = number(&field).and_then(PlayerId::new) {
                // At the number itself, after the spaces that right-align it.
                let padding = field.chars().take_while(|c| *c == ' ').count();
                located.push((column + padding, id));
            }
            column += 5;
        }
        warn_unknown(&mut LineSink { sink, line: *line }, &known, &located);
    }
}

fn read_line(
    report: &mut LineSink<'_, '_>,
    columns: &Columns<'_>,
    layout: Layout,
) -> Option<ScoreAdjustment> {
    let mut ok = true;
    let code = columns.at(5).unwrap_or(' ');
    let kind = AdjustmentKind::from_code(code);
    if kind.is_none() {
        report.invalid(
            5,
            "299 type",
            &code.to_string(),
            "one of W D L F H Z + - or a blank",
        );
        ok = false;
    }
    let separators = layout.gaps(columns.len());
    // The first misplaced character says it all: the fields after it are shifted too.
    let misplaced = separators.into_iter().find_map(|(column, between)| {
        let found = columns.at(column).filter(|c| *c != ' ')?;
        Some((column, found, between))
    });
    if let Some((column, found, between)) = misplaced {
        report.error(column, DiagnosticKind::Misaligned { found, between });
        return None;
    }
    let match_points = signed_points(report, columns, layout.match_points_last);
    let points = signed_points(report, columns, layout.points_last);
    let round = optional(report, columns, layout.round, 3, "round");
    let mut targets = Vec::new();
    let mut column = layout.first_target;
    while column <= columns.len() {
        match optional(report, columns, column, 4, "number") {
            Ok(Some(number)) => targets.push(number),
            Ok(None) => {}
            Err(()) => ok = false,
        }
        column += 5;
    }
    let (Ok(match_points), Ok(points), Ok(round), Some(kind), true) =
        (match_points, points, round, kind, ok)
    else {
        return None;
    };
    if match_points.is_none() && points.is_none() {
        report.invalid(
            8,
            "299 points",
            "",
            "match points at columns 8-11 or points at columns 14-17",
        );
        return None;
    }
    Some(ScoreAdjustment {
        kind,
        match_points,
        points,
        // `optional` reads `000` as none; any other number is a round from 1.
        round: round.and_then(RoundNo::new),
        targets,
    })
}

/// A points field ending at column `last`: four columns (`11.5`, `-1.0`), or five for a
/// negative value of two digits (`-10.0`), which the FIDE format `[-]11.5` does not fit in four:
/// its sign then takes the space before the field. Blank is none.
fn signed_points(
    report: &mut LineSink<'_, '_>,
    columns: &Columns<'_>,
    last: usize,
) -> Result<Option<Score>, ()> {
    let first = last - 3;
    let before = columns.at(first - 1).unwrap_or(' ');
    let signed = before == '-' && columns.at(first).is_some_and(|c| c != ' ');
    if before != ' ' && !signed {
        report.error(
            first - 1,
            DiagnosticKind::Misaligned {
                found: before,
                between: "before a points field",
            },
        );
        return Err(());
    }
    let start = if signed { first - 1 } else { first };
    let text = columns.field(start, last + 1 - start);
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    match points_value(text) {
        Ok(value) => Ok(Some(value)),
        Err(()) => {
            report.invalid(last + 1 - text.len(), "points", text, POINTS_EXPECTED);
            Err(())
        }
    }
}

pub(crate) fn render_adjustments(setup: &TournamentSetup) -> Vec<String> {
    let points = |value: Option<Score>| value.map(Score::to_one_decimal).unwrap_or_default();
    setup
        .score_adjustments
        .iter()
        .map(|adjustment| {
            let mut line = format!(
                "299 {} {:>5} {:>5}  {:>3}",
                adjustment.kind.code(),
                points(adjustment.match_points),
                points(adjustment.points),
                adjustment
                    .round
                    .map(|round| round.get().to_string())
                    .unwrap_or_default(),
            );
            for target in &adjustment.targets {
                line.push_str(&format!(" {target:>4}"));
            }
            line.trim_end().to_owned()
        })
        .collect()
}
