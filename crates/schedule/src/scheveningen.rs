//! Scheveningen team matches: every player of team A meets every player of team B once.
//!
//! Source: the tables for 4, 6 and 8 boards in `003_a1b9611f2838b16b.txt`, lines 1035–1070
//! ("cada jugador se enfrenta a todos los integrantes del otro equipo […] preferentemente con
//! alternancia de colores"); the colour goals are those of `spec/roundrobin.md` §3.
//!
//! # What the constructions achieve
//!
//! With n boards there are n rounds of n games. The goals, in order: (1) in every round each
//! team has n/2 Whites (n even), or team A has (n + 1)/2 in odd rounds and team B in even rounds
//! (n odd); (2) every player has n/2 Whites (n even) or (n ± 1)/2 (n odd); (3) nobody has the
//! same colour three times in a row.
//!
//! | boards | method | (1) | (2) | (3) |
//! |---|---|---|---|---|
//! | 4, 8 and every multiple of 4 | [`ScheveningenMethod::Quartered`] (= the seed tables for 4 and 8) | yes | yes | yes |
//! | 6 | [`ScheveningenMethod::SeedTable`] (003 lines 1050–1057) | yes | yes | yes |
//! | odd | [`ScheveningenMethod::OddCyclic`] | yes | yes | yes |
//! | 2, 10, 14, 18, … (2 mod 4, not 6) | [`ScheveningenMethod::QuarteredOddBlocks`] | yes | all but B1 (one White short) and B(n/2+1) (one White over) | yes |
//!
//! For 2 boards (2) cannot hold together with (1): A1–B1 and A2–B2, then A1–B2 and A2–B1, give
//! one B player two Whites. For the other 2 mod 4 counts no schedule built from four
//! n/2 × n/2 blocks (halves against halves, then crossed) can meet (1) and (2): team A's Whites
//! in the two blocks of the first half would have to be equal and add up to (n/2)², which is odd.
//! That is why the 6-board seed table has a different structure. Tables meeting all three goals
//! do exist for 10, 14 and 18 boards (found by computer search while writing this crate), but
//! rondo has no general construction for them; it keeps (1) and (3) and misses (2) by one White
//! for exactly two players. The tests check every claim of this table for 1 to 30 boards.

use std::fmt;

use crate::{Colour, ScheduleError};

/// The largest number of boards accepted: the schedule has boards² games, and the cap keeps a
/// mistyped number from allocating gigabytes.
pub const MAX_BOARDS: u16 = 1000;

/// One of the two teams.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum Team {
    /// The team listed first (its players are A1, A2, …).
    A,
    /// The team listed second (B1, B2, …).
    B,
}

/// A player identified by team and board: A1 is the first board of team A.
///
/// Displays and serialises as `"A1"`, `"B3"`, the form of the seed tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(into = "String"))]
pub struct TeamPlayer {
    /// The team.
    pub team: Team,
    /// The board within the team, from 1.
    pub board: u16,
}

impl TeamPlayer {
    /// Player `board` of team A.
    #[must_use]
    pub fn a(board: u16) -> Self {
        Self {
            team: Team::A,
            board,
        }
    }

    /// Player `board` of team B.
    #[must_use]
    pub fn b(board: u16) -> Self {
        Self {
            team: Team::B,
            board,
        }
    }
}

impl fmt::Display for TeamPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let team = match self.team {
            Team::A => 'A',
            Team::B => 'B',
        };
        write!(f, "{team}{}", self.board)
    }
}

impl From<TeamPlayer> for String {
    fn from(player: TeamPlayer) -> Self {
        player.to_string()
    }
}

/// One game of a Scheveningen round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamGame {
    /// The board of the game: the board of the team-A player, as the seed tables list it (row b
    /// of a round holds Ab's game).
    pub board: u16,
    /// The player with White.
    pub white: TeamPlayer,
    /// The player with Black.
    pub black: TeamPlayer,
}

impl TeamGame {
    /// The colour `player` has in this game, `None` if he does not play in it.
    #[must_use]
    pub fn colour_of(&self, player: TeamPlayer) -> Option<Colour> {
        if self.white == player {
            Some(Colour::White)
        } else if self.black == player {
            Some(Colour::Black)
        } else {
            None
        }
    }

    /// The opponent of `player` in this game, `None` if he does not play in it.
    #[must_use]
    pub fn opponent_of(&self, player: TeamPlayer) -> Option<TeamPlayer> {
        if self.white == player {
            Some(self.black)
        } else if self.black == player {
            Some(self.white)
        } else {
            None
        }
    }
}

/// One round of a Scheveningen match.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamRound {
    /// Round number, from 1.
    pub number: u16,
    /// The games, board 1 (A1's game) first.
    pub games: Vec<TeamGame>,
}

/// How a Scheveningen schedule was made (see the module documentation for what each achieves).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ScheveningenMethod {
    /// The table printed in the source (003 lines 1048–1057, 6 boards), reproduced as printed.
    SeedTable,
    /// Boards a multiple of 4. With m = n/2: in rounds 1..m the first halves of the teams play
    /// each other and so do the second halves, in rounds m+1..n the halves cross; inside a block
    /// Ai meets the partner shifted cyclically by the round (A_i – B_{i+s}). Team A's first half
    /// has White in odd rounds, its second half in even rounds. This reproduces the seed tables
    /// for 4 and 8 boards exactly (003 lines 1039–1046 and 1059–1070).
    Quartered,
    /// Odd boards n = 2h + 1: in round r, Ai meets B_{((i − r) mod n) + 1}. A1..Ah start with
    /// White and alternate, except that Ai repeats White in round 2i; A(h+1) alternates from
    /// White; A(h+1+k) has the colours opposite to Ak.
    OddCyclic,
    /// Boards 2 mod 4 (other than 6): four blocks of size m = n/2 (odd). Rounds 1..m: the
    /// [`OddCyclic`](Self::OddCyclic) schedule S of size m between the first halves of the
    /// teams, and S with colours reversed between the second halves. Rounds m+1..n: S played
    /// backwards between A's first half and B's second half with colours reversed, and as it is
    /// between A's second half and B's first half; in both, the B players of a half are
    /// relabelled (the k-th swaps with the (k+h)-th for k = 2..h+1, h = (m − 1)/2, the first
    /// stays) so that each B player's two blocks add up to m Whites where possible.
    QuarteredOddBlocks,
}

/// A Scheveningen match schedule.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Scheveningen {
    /// Boards per team (= players per team = rounds).
    pub boards: u16,
    /// How the schedule was made.
    pub method: ScheveningenMethod,
    /// The rounds, in playing order.
    pub rounds: Vec<TeamRound>,
}

impl Scheveningen {
    /// The colour of `player` in every round, in playing order (empty if `player` is not in the
    /// match).
    #[must_use]
    pub fn colours_of(&self, player: TeamPlayer) -> Vec<Colour> {
        self.rounds
            .iter()
            .filter_map(|round| round.games.iter().find_map(|game| game.colour_of(player)))
            .collect()
    }

    /// The opponents of `player` in playing order (empty if `player` is not in the match).
    #[must_use]
    pub fn opponents_of(&self, player: TeamPlayer) -> Vec<TeamPlayer> {
        self.rounds
            .iter()
            .filter_map(|round| round.games.iter().find_map(|game| game.opponent_of(player)))
            .collect()
    }
}

/// The Scheveningen schedule for two teams of `boards` players.
///
/// 4, 6 and 8 boards give the seed tables of 003 (lines 1039–1070) exactly; other board counts
/// use the constructions described in the module documentation.
///
/// # Errors
/// [`ScheduleError::TooFew`] for 0 boards, [`ScheduleError::TooMany`] above [`MAX_BOARDS`].
///
/// # Examples
/// ```
/// use rondo_schedule::{scheveningen, TeamPlayer};
/// let plan = scheveningen(4)?;
/// let first = plan.rounds[0].games[2]; // board 3 of round 1: "B3-A3"
/// assert_eq!((first.white.to_string(), first.black), ("B3".to_string(), TeamPlayer::a(3)));
/// # Ok::<_, rondo_schedule::ScheduleError>(())
/// ```
pub fn scheveningen(boards: u16) -> Result<Scheveningen, ScheduleError> {
    if boards == 0 {
        return Err(ScheduleError::TooFew {
            what: "boards",
            found: 0,
            minimum: 1,
        });
    }
    if boards > MAX_BOARDS {
        return Err(ScheduleError::TooMany {
            what: "boards",
            found: u32::from(boards),
            maximum: u32::from(MAX_BOARDS),
        });
    }
    let (method, grid) = if boards == 6 {
        (ScheveningenMethod::SeedTable, seed_table_six())
    } else if boards.is_multiple_of(4) {
        (ScheveningenMethod::Quartered, quartered(boards))
    } else if boards % 2 == 1 {
        (ScheveningenMethod::OddCyclic, odd_cyclic(boards))
    } else {
        (
            ScheveningenMethod::QuarteredOddBlocks,
            quartered_odd_blocks(boards),
        )
    };
    Ok(Scheveningen {
        boards,
        method,
        rounds: to_rounds(&grid),
    })
}

/// Team A's side of one game: the B opponent's board and whether A has White.
#[derive(Debug, Clone, Copy)]
struct Cell {
    opponent: u16,
    a_white: bool,
}

/// `grid[r][i]` is A(i+1)'s game in round r+1.
type Grid = Vec<Vec<Cell>>;

fn to_rounds(grid: &Grid) -> Vec<TeamRound> {
    (1u16..)
        .zip(grid)
        .map(|(number, cells)| TeamRound {
            number,
            games: (1u16..)
                .zip(cells)
                .map(|(board, cell)| {
                    let a = TeamPlayer::a(board);
                    let b = TeamPlayer::b(cell.opponent);
                    let (white, black) = if cell.a_white { (a, b) } else { (b, a) };
                    TeamGame {
                        board,
                        white,
                        black,
                    }
                })
                .collect(),
        })
        .collect()
}

/// The 6-board table of 003 lines 1052–1057, as (opponent, A has White) per A board and round.
fn seed_table_six() -> Grid {
    // Rows are A1..A6, columns rounds 1..6, as printed in the source.
    #[rustfmt::skip]
    const ROWS: [[(u16, bool); 6]; 6] = [
        [(1, false), (2, false), (3, true), (4, true), (5, false), (6, true)],
        [(5, false), (1, true), (2, true), (6, false), (4, false), (3, true)],
        [(4, true), (3, false), (1, false), (5, true), (6, true), (2, false)],
        [(2, true), (4, false), (6, false), (1, true), (3, false), (5, true)],
        [(3, true), (6, true), (5, false), (2, false), (1, true), (4, false)],
        [(6, false), (5, true), (4, true), (3, false), (2, true), (1, false)],
    ];
    (0..6)
        .map(|round| {
            ROWS.iter()
                .map(|row| {
                    let (opponent, a_white) = row[round];
                    Cell { opponent, a_white }
                })
                .collect()
        })
        .collect()
}

/// The block construction for a multiple of 4 boards (see [`ScheveningenMethod::Quartered`]).
fn quartered(boards: u16) -> Grid {
    let half = boards / 2;
    (1..=boards)
        .map(|round| {
            (1..=boards)
                .map(|a_board| {
                    let second_half = a_board > half;
                    let index = (a_board - 1) % half;
                    let (b_block, shift) = if round <= half {
                        (second_half, round - 1)
                    } else {
                        (!second_half, round - half - 1)
                    };
                    let opponent = u16::from(b_block) * half + (index + shift) % half + 1;
                    Cell {
                        opponent,
                        a_white: (round % 2 == 1) != second_half,
                    }
                })
                .collect()
        })
        .collect()
}

/// The construction for an odd number of boards (see [`ScheveningenMethod::OddCyclic`]).
fn odd_cyclic(boards: u16) -> Grid {
    let n = i32::from(boards);
    (1..=boards)
        .map(|round| {
            (1..=boards)
                .map(|a_board| {
                    let shifted = (i32::from(a_board) - i32::from(round)).rem_euclid(n);
                    Cell {
                        opponent: u16::try_from(shifted + 1).unwrap_or(boards),
                        a_white: odd_cyclic_white(boards, a_board, round),
                    }
                })
                .collect()
        })
        .collect()
}

/// Whether A`a_board` has White in `round` of the odd construction.
fn odd_cyclic_white(boards: u16, a_board: u16, round: u16) -> bool {
    let h = boards / 2;
    // Alternation from White with one repeated White in round 2k.
    let repeats_in = |k: u16| {
        if round < 2 * k {
            round % 2 == 1
        } else {
            round.is_multiple_of(2)
        }
    };
    if a_board <= h {
        repeats_in(a_board)
    } else if a_board == h + 1 {
        round % 2 == 1
    } else {
        !repeats_in(a_board - h - 1)
    }
}

/// The construction for 2 mod 4 boards (see [`ScheveningenMethod::QuarteredOddBlocks`]).
fn quartered_odd_blocks(boards: u16) -> Grid {
    let m = boards / 2;
    let h = (m - 1) / 2;
    let inner = odd_cyclic(m);
    // Relabelling of team B inside a half: B1 stays, B_j and B_{j+h} trade places. It pairs
    // every B player who has (m+1)/2 Whites in the first block with one who has (m−1)/2 in
    // the second; only B1 (and its mirror) is left with two blocks of the same kind.
    let relabel = |b: u16| {
        if b == 1 {
            1
        } else if b <= h + 1 {
            b + h
        } else {
            b - h
        }
    };
    let cell = |round: u16, a: u16| -> Cell {
        inner
            .get(usize::from(round - 1))
            .and_then(|row| row.get(usize::from(a - 1)))
            .copied()
            .unwrap_or(Cell {
                opponent: 1,
                a_white: true,
            })
    };
    (1..=boards)
        .map(|round| {
            (1..=boards)
                .map(|a_board| {
                    let second_half = a_board > m;
                    let a = (a_board - 1) % m + 1;
                    if round <= m {
                        let base = cell(round, a);
                        Cell {
                            opponent: base.opponent + if second_half { m } else { 0 },
                            a_white: base.a_white != second_half,
                        }
                    } else {
                        let base = cell(boards + 1 - round, a);
                        let b = relabel(base.opponent);
                        Cell {
                            opponent: b + if second_half { 0 } else { m },
                            a_white: base.a_white == second_half,
                        }
                    }
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests;
