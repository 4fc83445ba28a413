//! A pairing written by hand or by another engine: the exchange format of the engines (the
//! number of lines, then `WHITE BLACK` per board, a pairing-allocated bye as `N 0`) and the
//! command line's list of boards (`WHITE-BLACK` items, a bye as `N-0`); and the pairing of a
//! round as the file publishes it.

use rondo_core::{
    PairingSpan, PlayerId, PublishError, RecordedBoard, RoundNo, Tournament, TournamentSetup,
    Unplayed,
};

use crate::{Board, Pairing};

/// What is wrong with a line of the exchange format, or an item of a list of boards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExchangeErrorKind {
    /// The text has no lines.
    Empty,
    /// The first line is not a number of pairs.
    NotACount(String),
    /// A line is not two start numbers (the line), or an item not `WHITE-BLACK` (the item).
    NotABoard(String),
    /// A field is not a number.
    NotANumber(String),
    /// A number is not a start number (0 for White).
    NotAStartNumber(u16),
    /// A second pairing-allocated bye.
    SecondBye,
    /// The first line announces another number of pairs than follow.
    CountMismatch {
        /// The number announced.
        announced: usize,
        /// The number of pairs that follow.
        found: usize,
    },
}

/// A line of the exchange format that cannot be read (lines from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExchangeError {
    /// The line.
    pub line: usize,
    /// What is wrong with it.
    pub kind: ExchangeErrorKind,
}

/// Why a list of boards cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardListError {
    /// An item that is not `WHITE-BLACK`.
    NotABoard(String),
    /// An item whose board cannot be added.
    Board {
        /// The item.
        item: String,
        /// Why.
        kind: ExchangeErrorKind,
    },
    /// The list names no board.
    NoBoards,
}

/// A board number that names no board of a pairing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NoSuchBoard {
    /// The number given (from 1).
    pub board: u16,
    /// The boards of the pairing.
    pub n_boards: usize,
}

/// Reads the exchange format: the number of lines that follow, then `WHITE BLACK` per board,
/// a pairing-allocated bye as `N 0`; blank lines are skipped.
///
/// # Errors
///
/// The first line that is not in the format.
pub fn read_pairs(text: &str) -> Result<Pairing, ExchangeError> {
    let error = |line: usize, kind: ExchangeErrorKind| ExchangeError { line, kind };
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty());
    let Some((first, count)) = lines.next() else {
        return Err(error(1, ExchangeErrorKind::Empty));
    };
    let count: usize = count
        .parse()
        .map_err(|_| error(first, ExchangeErrorKind::NotACount(count.to_owned())))?;
    let mut pairing = Pairing::default();
    let mut read = 0;
    for (number, line) in lines {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [white, black] = fields.as_slice() else {
            return Err(error(number, ExchangeErrorKind::NotABoard(line.to_owned())));
        };
        let parse = |field: &str| {
            field
                .parse::<u16>()
                .map_err(|_| error(number, ExchangeErrorKind::NotANumber(field.to_owned())))
        };
        add_board(&mut pairing, parse(white)?, parse(black)?)
            .map_err(|kind| error(number, kind))?;
        read += 1;
    }
    if read != count {
        let kind = ExchangeErrorKind::CountMismatch {
            announced: count,
            found: read,
        };
        return Err(error(first, kind));
    }
    Ok(pairing)
}

/// Reads a list of boards: `WHITE-BLACK` items separated by commas or spaces, a
/// pairing-allocated bye as `N-0`.
///
/// # Errors
///
/// The first item that is not a board, or a list without boards.
pub fn read_board_list(list: &str) -> Result<Pairing, BoardListError> {
    let mut pairing = Pairing::default();
    for item in list
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|item| !item.is_empty())
    {
        let numbers = item.split_once('-').and_then(|(white, black)| {
            Some((white.parse::<u16>().ok()?, black.parse::<u16>().ok()?))
        });
        let Some((white, black)) = numbers else {
            return Err(BoardListError::NotABoard(item.to_owned()));
        };
        add_board(&mut pairing, white, black).map_err(|kind| BoardListError::Board {
            item: item.to_owned(),
            kind,
        })?;
    }
    if pairing.boards.is_empty() && pairing.pairing_bye.is_none() {
        return Err(BoardListError::NoBoards);
    }
    Ok(pairing)
}

impl Pairing {
    /// The pairing of a published round: its boards in the published order (C.04.2) and its
    /// pairing-allocated bye.
    #[must_use]
    pub fn published(tournament: &Tournament, round: RoundNo) -> Pairing {
        let mut pairing = Pairing::default();
        for board in tournament.recorded_boards(round, false) {
            match board {
                RecordedBoard::Pair { white, black, .. } => {
                    pairing.boards.push(Board { white, black });
                }
                RecordedBoard::Single {
                    player,
                    entry: Unplayed::PairingBye,
                } => pairing.pairing_bye = Some(player),
                RecordedBoard::Single { .. } => {}
            }
        }
        pairing
    }

    /// The tournament with this pairing published as round `round` (the inverse of
    /// [`Pairing::published`]): its boards as pairings without a result, its pairing-allocated
    /// bye scored, byes entered for the round kept; for a pairing of several games, `span`
    /// (`Tournament::with_pairing_span`).
    ///
    /// # Errors
    ///
    /// As `Tournament::with_pairing_span`: a round that holds results, or a pairing that does
    /// not fit the tournament.
    pub fn published_into(
        &self,
        tournament: &Tournament,
        round: RoundNo,
        span: PairingSpan,
    ) -> Result<TournamentSetup, PublishError> {
        let boards: Vec<(PlayerId, PlayerId)> = self
            .boards
            .iter()
            .map(|board| (board.white, board.black))
            .collect();
        tournament.with_pairing_span(round, &boards, self.pairing_bye, span)
    }

    /// The colours of each board of `boards` (numbered from 1) swapped.
    ///
    /// # Errors
    ///
    /// The first number that names no board.
    pub fn swap_colours(&mut self, boards: &[u16]) -> Result<(), NoSuchBoard> {
        let n_boards = self.boards.len();
        for &number in boards {
            let board = usize::from(number)
                .checked_sub(1)
                .and_then(|index| self.boards.get_mut(index))
                .ok_or(NoSuchBoard {
                    board: number,
                    n_boards,
                })?;
            std::mem::swap(&mut board.white, &mut board.black);
        }
        Ok(())
    }
}

/// Adds the board `white`-`black` (`black` 0: the pairing-allocated bye of `white`).
fn add_board(pairing: &mut Pairing, white: u16, black: u16) -> Result<(), ExchangeErrorKind> {
    let id = |n: u16| PlayerId::new(n).ok_or(ExchangeErrorKind::NotAStartNumber(n));
    if black == 0 {
        if pairing.pairing_bye.is_some() {
            return Err(ExchangeErrorKind::SecondBye);
        }
        pairing.pairing_bye = Some(id(white)?);
    } else {
        pairing.boards.push(Board {
            white: id(white)?,
            black: id(black)?,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(number: u16) -> PlayerId {
        PlayerId::new(number).expect("a start number")
    }

    #[test]
    fn the_exchange_format_gives_boards_and_the_bye_and_names_the_line_at_fault() {
        let pairing = read_pairs("3\n1 4\n\n3 2\n5 0\n").expect("a pairing");
        let board = |white, black| Board {
            white: id(white),
            black: id(black),
        };
        assert_eq!(pairing.boards, [board(1, 4), board(3, 2)]);
        assert_eq!(pairing.pairing_bye, Some(id(5)));
        let error = read_pairs("2\n1 4\n3\n").expect_err("a line of one number");
        assert_eq!(error.line, 3);
        assert_eq!(error.kind, ExchangeErrorKind::NotABoard("3".to_owned()));
        let error = read_pairs("3\n1 4\n").expect_err("fewer pairs than announced");
        let expected = ExchangeErrorKind::CountMismatch {
            announced: 3,
            found: 1,
        };
        assert_eq!((error.line, error.kind), (1, expected));
    }

    #[test]
    fn a_list_of_boards_is_read_and_swapped_board_by_board() {
        let mut pairing = read_board_list("1-4, 3-2 5-0").expect("a pairing");
        pairing.swap_colours(&[2]).expect("board 2 exists");
        assert_eq!(pairing.boards[1].white, id(2));
        assert_eq!(pairing.pairing_bye, Some(id(5)));
        let missing = pairing.swap_colours(&[3]).expect_err("two boards");
        assert_eq!((missing.board, missing.n_boards), (3, 2));
        assert_eq!(
            read_board_list("1-4 2-0 3-0"),
            Err(BoardListError::Board {
                item: "3-0".to_owned(),
                kind: ExchangeErrorKind::SecondBye
            })
        );
        assert_eq!(read_board_list(" , "), Err(BoardListError::NoBoards));
    }
}
