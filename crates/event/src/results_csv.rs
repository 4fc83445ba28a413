//! Results from a CSV file with the columns board, white, black and result (in any order, the
//! headers in any case): each board must be the round's board of that number in the published
//! order of C.04.2, so that a sheet filled in at the boards cannot put a result on the wrong
//! game.

use rondo_core::{BoardResult, PlayerId, RecordedBoard, RoundNo, Tournament};

use crate::{ResultError, parse_result};

/// A line of a CSV file of results that cannot be entered.
#[derive(Debug)]
pub struct ResultsCsvError {
    /// The line (1 for the header; 0 when the reader cannot say).
    pub line: u64,
    /// What is wrong with it.
    pub kind: ResultsCsvErrorKind,
}

/// What is wrong with a line of a CSV file of results.
#[derive(Debug)]
pub enum ResultsCsvErrorKind {
    /// The CSV itself cannot be read.
    Unreadable(csv::Error),
    /// A column is missing.
    MissingColumn(&'static str),
    /// The result cannot be read.
    Result(ResultError),
    /// The board is not a number.
    NotABoardNumber(String),
    /// The board of that number is another pair.
    OtherBoard {
        /// The board, from 1.
        board: usize,
        /// The pair the round has on it.
        recorded: (PlayerId, PlayerId),
        /// The pair the line gives.
        given: (PlayerId, PlayerId),
    },
    /// The round has no board of that number.
    NoSuchBoard {
        /// The board, from 1.
        board: usize,
        /// The boards of the round.
        n_boards: usize,
    },
}

/// The columns a CSV file of results must have.
pub const RESULT_COLUMNS: [&str; 4] = ["board", "white", "black", "result"];

/// The results of the CSV file `bytes` for `round` of `tournament`: White, Black and the
/// result of each line, in the file's order.
///
/// # Errors
///
/// The first line that cannot be entered.
pub fn results_from_csv(
    bytes: &[u8],
    tournament: &Tournament,
    round: RoundNo,
) -> Result<Vec<(PlayerId, PlayerId, BoardResult)>, ResultsCsvError> {
    let at = |line: u64, kind: ResultsCsvErrorKind| ResultsCsvError { line, kind };
    let mut reader = csv::Reader::from_reader(bytes);
    let headers = reader
        .headers()
        .map_err(|error| at(1, ResultsCsvErrorKind::Unreadable(error)))?
        .clone();
    let column = |name: &'static str| {
        headers
            .iter()
            .position(|header| header.trim().eq_ignore_ascii_case(name))
            .ok_or_else(|| at(1, ResultsCsvErrorKind::MissingColumn(name)))
    };
    let [board_at, white_at, black_at, result_at] = [
        column(RESULT_COLUMNS[0])?,
        column(RESULT_COLUMNS[1])?,
        column(RESULT_COLUMNS[2])?,
        column(RESULT_COLUMNS[3])?,
    ];
    let boards: Vec<(PlayerId, PlayerId)> = tournament
        .recorded_boards(round, false)
        .into_iter()
        .filter_map(|board| match board {
            RecordedBoard::Pair { white, black, .. } => Some((white, black)),
            RecordedBoard::Single { .. } => None,
        })
        .collect();
    let mut results = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|error| at(0, ResultsCsvErrorKind::Unreadable(error)))?;
        let line = record.position().map_or(0, csv::Position::line);
        let field = |index: usize| record.get(index).unwrap_or("").trim();
        let spec = format!(
            "{}-{}={}",
            field(white_at),
            field(black_at),
            field(result_at)
        );
        let (white, black, result) = parse_result(&spec, tournament.setup())
            .map_err(|error| at(line, ResultsCsvErrorKind::Result(error)))?;
        let board: usize = field(board_at).parse().map_err(|_| {
            at(
                line,
                ResultsCsvErrorKind::NotABoardNumber(field(board_at).to_owned()),
            )
        })?;
        match board.checked_sub(1).and_then(|index| boards.get(index)) {
            Some(pair) if *pair == (white, black) => results.push((white, black, result)),
            Some(recorded) => {
                let kind = ResultsCsvErrorKind::OtherBoard {
                    board,
                    recorded: *recorded,
                    given: (white, black),
                };
                return Err(at(line, kind));
            }
            None => {
                let kind = ResultsCsvErrorKind::NoSuchBoard {
                    board,
                    n_boards: boards.len(),
                };
                return Err(at(line, kind));
            }
        }
    }
    Ok(results)
}
