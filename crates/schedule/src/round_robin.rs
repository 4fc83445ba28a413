//! Berger round-robin tables: single cycle, double cycle, and one round at a time.
//!
//! Sources: the Berger tables for 3 to 14 players and the double round-robin note in the 2009
//! FIDE handbook translation (`003_a1b9611f2838b16b.txt`, lines 900–984), the tables up to 20
//! players in the 1970 Mexican handbook (`004_b6892118126e9c7a.txt`, from line 1081), and the
//! construction of FIDE C.05 Annex 1 as written down in `spec/roundrobin.md` §1–§2.

use crate::{Colour, ScheduleError};

/// The largest number of players of a single round robin: the table size (the player count
/// rounded up to even) must still be a `u16`, with room for the dummy player of an odd field.
pub const MAX_SINGLE_PLAYERS: u16 = u16::MAX - 1;

/// The largest number of players of a double round robin: its `2 × (table size − 1)` rounds must
/// still be numbered by a `u16`.
pub const MAX_DOUBLE_PLAYERS: u16 = 32_768;

/// One game: two pairing numbers, White first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Board {
    /// Pairing number of the player with White.
    pub white: u16,
    /// Pairing number of the player with Black.
    pub black: u16,
}

impl Board {
    /// The same game with the colours reversed (second cycle of a double round robin).
    #[must_use]
    pub fn reversed(self) -> Self {
        Self {
            white: self.black,
            black: self.white,
        }
    }

    /// Whether `player` plays in this game.
    #[must_use]
    pub fn involves(self, player: u16) -> bool {
        self.white == player || self.black == player
    }
}

/// One round of a round robin.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Round {
    /// Round number in the whole event, from 1 (a double round robin continues the count in its
    /// second cycle).
    pub number: u16,
    /// Cycle of the round: 1, or 2 in the second half of a double round robin.
    pub cycle: u8,
    /// The round of the Berger table this round is taken from (1 to table size − 1). It differs
    /// from the position in the cycle only where the last two rounds of a cycle are swapped.
    pub table_round: u16,
    /// The games, in the board order of the table. For an odd number of players the table's
    /// board 1 (the one with the dummy player, see [`Round::bye`]) is left out, as the sources
    /// say ("no se utiliza la primera columna", 004 line 1081).
    pub boards: Vec<Board>,
    /// The player drawn against the dummy player (the highest table number) of an odd field:
    /// he has no game this round. `None` for an even number of players.
    pub bye: Option<u16>,
}

impl Round {
    /// The colour `player` has this round, `None` if he has the bye or is not in the table.
    #[must_use]
    pub fn colour_of(&self, player: u16) -> Option<Colour> {
        self.boards.iter().find_map(|board| {
            if board.white == player {
                Some(Colour::White)
            } else if board.black == player {
                Some(Colour::Black)
            } else {
                None
            }
        })
    }

    /// The opponent of `player` this round, `None` if he has the bye or is not in the table.
    #[must_use]
    pub fn opponent_of(&self, player: u16) -> Option<u16> {
        self.boards.iter().find_map(|board| {
            if board.white == player {
                Some(board.black)
            } else if board.black == player {
                Some(board.white)
            } else {
                None
            }
        })
    }
}

/// Which rounds of a double round robin are played in swapped order.
///
/// The second cycle always repeats the first with colours reversed. Playing the table's rounds
/// in plain order gives some players the same colour three times running across the change of
/// cycle; swapping the last two rounds avoids that.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CycleSwap {
    /// Swap the last two rounds of the first cycle only (FIDE C.05 Annex 1, `spec/roundrobin.md`
    /// §2): cycle 1 plays table rounds 1, …, N−3, N−1, N−2 and cycle 2 plays 1′, …, (N−1)′.
    /// With it nobody has the same colour three times in a row, for every field from 2 to 30
    /// players (the tests check each one, byes counted either as breaks or as nothing).
    FirstCycle,
    /// Swap the last two rounds of each cycle, the literal wording of 003 line 906 ("se
    /// intercambian las dos últimas rondas de cada ciclo"). It avoids three equal colours in a
    /// row for every field from 5 to 30 players and for 3 players, but **not for 4 players**:
    /// players 2 and 4 then play Black (player 2) or White (player 4) three times running in
    /// rounds 3–5. The tests show that this is the only failure up to 30 players.
    EachCycle,
    /// No swap: both cycles in table order. Every even field of 4 or more players then has two
    /// players (1 and N/2 + 1) with the same colour three times running; odd fields do not,
    /// because their byes break the runs.
    NoSwap,
}

/// Single or double round robin.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Cycles {
    /// Everybody meets everybody once.
    Single,
    /// Everybody meets everybody twice, colours reversed in the second cycle.
    Double(CycleSwap),
}

impl Cycles {
    fn count(self) -> u8 {
        match self {
            Self::Single => 1,
            Self::Double(_) => 2,
        }
    }

    /// Whether the last two rounds of `cycle` (1 or 2) are played in swapped order.
    fn swaps_cycle(self, cycle: u8) -> bool {
        match self {
            Self::Single | Self::Double(CycleSwap::NoSwap) => false,
            Self::Double(CycleSwap::FirstCycle) => cycle == 1,
            Self::Double(CycleSwap::EachCycle) => true,
        }
    }

    fn max_players(self) -> u16 {
        match self {
            Self::Single => MAX_SINGLE_PLAYERS,
            Self::Double(_) => MAX_DOUBLE_PLAYERS,
        }
    }
}

/// A complete round-robin schedule.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RoundRobin {
    /// Number of players (pairing numbers 1 to `n_players`).
    pub n_players: u16,
    /// Size of the Berger table used: `n_players` rounded up to even. For an odd field the
    /// highest table number is the dummy player whose opponent has the bye (003 line 904: "el
    /// número mayor representa descanso").
    pub table_size: u16,
    /// Single or double, and the swap used for a double round robin.
    pub cycles: Cycles,
    /// All rounds in playing order.
    pub rounds: Vec<Round>,
}

impl RoundRobin {
    /// The file data that starts this round robin: players 1 to N (named by pairing number,
    /// to be filled in), the number of rounds and the system's `192` code, so that pairing
    /// each round follows the Berger table.
    #[must_use]
    pub fn start_setup(&self) -> rondo_core::TournamentSetup {
        let mut setup = rondo_core::TournamentSetup::default();
        setup.system = Some(
            match self.cycles {
                Cycles::Single => "FIDE_ROUNDROBIN",
                Cycles::Double(_) => "FIDE_DOUBLEROUNDROBIN",
            }
            .to_owned(),
        );
        setup.declared_rounds = u16::try_from(self.rounds.len()).ok();
        setup.players = (1..=self.n_players)
            .filter_map(|number| {
                let id = rondo_core::PlayerId::new(number)?;
                Some(rondo_core::Player::new(id, format!("Player {number}")))
            })
            .collect();
        setup
    }

    /// The colour of `player` in every round, in playing order; `None` for his byes.
    #[must_use]
    pub fn colours_of(&self, player: u16) -> Vec<Option<Colour>> {
        self.rounds
            .iter()
            .map(|round| round.colour_of(player))
            .collect()
    }
}

/// The single round robin (Berger table) for `n_players`.
///
/// Table size N = `n_players` rounded up to even; N − 1 rounds of N/2 boards. Round 1 pairs board
/// b as b – (N + 1 − b); every later round is derived from the one before by the FIDE "Berger
/// explained" procedure (`spec/roundrobin.md` §1.1). The result is identical to the tables of
/// 003 lines 908–984 and 004 from line 1081 (tested against transcriptions of both).
///
/// # Errors
/// [`ScheduleError::TooFew`] for fewer than 2 players, [`ScheduleError::TooMany`] above
/// [`MAX_SINGLE_PLAYERS`].
///
/// # Examples
/// ```
/// let table = rondo_schedule::berger(4)?;
/// let round_2 = &table.rounds[1];
/// assert_eq!((round_2.boards[0].white, round_2.boards[0].black), (4, 3));
/// # Ok::<_, rondo_schedule::ScheduleError>(())
/// ```
pub fn berger(n_players: u16) -> Result<RoundRobin, ScheduleError> {
    round_robin(n_players, Cycles::Single)
}

/// The double round robin for `n_players`: the Berger table twice, colours reversed in the
/// second cycle, with the last two rounds swapped as `swap` says.
///
/// # Errors
/// [`ScheduleError::TooFew`] for fewer than 2 players, [`ScheduleError::TooMany`] above
/// [`MAX_DOUBLE_PLAYERS`].
pub fn double_round_robin(n_players: u16, swap: CycleSwap) -> Result<RoundRobin, ScheduleError> {
    round_robin(n_players, Cycles::Double(swap))
}

/// The complete single or double round robin for `n_players`.
///
/// # Errors
/// [`ScheduleError::TooFew`] for fewer than 2 players, [`ScheduleError::TooMany`] above
/// [`MAX_SINGLE_PLAYERS`] (single) or [`MAX_DOUBLE_PLAYERS`] (double).
pub fn round_robin(n_players: u16, cycles: Cycles) -> Result<RoundRobin, ScheduleError> {
    let table_size = table_size(n_players, cycles)?;
    let table = berger_table(table_size);
    let table_rounds = table_size - 1;
    let mut rounds = Vec::with_capacity(usize::from(table_rounds) * usize::from(cycles.count()));
    for cycle in 1..=cycles.count() {
        for position in 1..=table_rounds {
            let table_round = table_round_at(table_rounds, position, cycles.swaps_cycle(cycle));
            let pairs = table
                .get(usize::from(table_round - 1))
                .map_or(&[][..], Vec::as_slice);
            let number = u16::from(cycle - 1) * table_rounds + position;
            rounds.push(to_round(
                n_players,
                table_size,
                number,
                cycle,
                table_round,
                pairs,
            ));
        }
    }
    Ok(RoundRobin {
        n_players,
        table_size,
        cycles,
        rounds,
    })
}

/// The number of rounds of the round robin for `n_players`.
///
/// # Errors
/// As [`round_robin`].
pub fn round_count(n_players: u16, cycles: Cycles) -> Result<u16, ScheduleError> {
    let table_size = table_size(n_players, cycles)?;
    Ok((table_size - 1) * u16::from(cycles.count()))
}

/// Round `round` (from 1) of the round robin for `n_players`, computed directly in O(n) without
/// building the whole table, for pairing a round-robin event round by round.
///
/// It uses the closed form of the Berger table (`spec/roundrobin.md` §1.2): in table round t the
/// player x with 2x ≡ t + 1 (mod N − 1) meets N on board 1 (N has White in even rounds), and
/// board b ≥ 2 has x + b − 1 with White against x − b + 1 with Black (both taken in 1..N−1 mod
/// N − 1). The tests check it against [`round_robin`] for every size up to 40.
///
/// # Errors
/// As [`round_robin`], and [`ScheduleError::RoundOutOfRange`] if `round` is 0 or past the last
/// round.
///
/// # Examples
/// ```
/// use rondo_schedule::{round_robin_round, CycleSwap, Cycles};
/// // 5 players: player 6 is the dummy; in round 1 player 1 has the bye.
/// let round = round_robin_round(5, Cycles::Double(CycleSwap::FirstCycle), 1)?;
/// assert_eq!(round.bye, Some(1));
/// assert_eq!((round.boards[0].white, round.boards[0].black), (2, 5));
/// # Ok::<_, rondo_schedule::ScheduleError>(())
/// ```
pub fn round_robin_round(
    n_players: u16,
    cycles: Cycles,
    round: u16,
) -> Result<Round, ScheduleError> {
    let table_size = table_size(n_players, cycles)?;
    let table_rounds = table_size - 1;
    let last = table_rounds * u16::from(cycles.count());
    if round == 0 || round > last {
        return Err(ScheduleError::RoundOutOfRange {
            found: u32::from(round),
            last: u32::from(last),
        });
    }
    let cycle_index = (round - 1) / table_rounds;
    let cycle = if cycle_index == 0 { 1 } else { 2 };
    let position = round - cycle_index * table_rounds;
    let table_round = table_round_at(table_rounds, position, cycles.swaps_cycle(cycle));
    let pairs = closed_form_round(table_size, table_round);
    Ok(to_round(
        n_players,
        table_size,
        round,
        cycle,
        table_round,
        &pairs,
    ))
}

/// Validates the player count and returns the table size N (even).
fn table_size(n_players: u16, cycles: Cycles) -> Result<u16, ScheduleError> {
    if n_players < 2 {
        return Err(ScheduleError::TooFew {
            what: "players",
            found: u32::from(n_players),
            minimum: 2,
        });
    }
    let maximum = cycles.max_players();
    if n_players > maximum {
        return Err(ScheduleError::TooMany {
            what: "players",
            found: u32::from(n_players),
            maximum: u32::from(maximum),
        });
    }
    Ok(n_players + n_players % 2)
}

/// The table round played at `position` (1-based) of a cycle of `table_rounds` rounds.
fn table_round_at(table_rounds: u16, position: u16, swap_last_two: bool) -> u16 {
    if !swap_last_two || table_rounds < 2 {
        return position;
    }
    if position == table_rounds {
        table_rounds - 1
    } else if position == table_rounds - 1 {
        table_rounds
    } else {
        position
    }
}

/// Turns the pairs of a table round (which may include the dummy N of an odd field) into a
/// [`Round`], reversing colours in the second cycle.
fn to_round(
    n_players: u16,
    table_size: u16,
    number: u16,
    cycle: u8,
    table_round: u16,
    pairs: &[(u16, u16)],
) -> Round {
    let dummy = (n_players < table_size).then_some(table_size);
    let mut boards = Vec::with_capacity(pairs.len());
    let mut bye = None;
    for &(white, black) in pairs {
        if Some(white) == dummy {
            bye = Some(black);
        } else if Some(black) == dummy {
            bye = Some(white);
        } else {
            let board = Board { white, black };
            boards.push(if cycle == 2 { board.reversed() } else { board });
        }
    }
    Round {
        number,
        cycle,
        table_round,
        boards,
        bye,
    }
}

/// The whole Berger table of even size `table_size` built by the FIDE procedure
/// (`spec/roundrobin.md` §1.1); entry `t − 1` holds the (White, Black) pairs of table round t,
/// board 1 first.
pub(crate) fn berger_table(table_size: u16) -> Vec<Vec<(u16, u16)>> {
    let n = table_size;
    let mut rounds: Vec<Vec<(u16, u16)>> = Vec::with_capacity(usize::from(n - 1));
    rounds.push((1..=n / 2).map(|board| (board, n + 1 - board)).collect());
    for round in 2..n {
        let Some(previous) = rounds.last() else {
            break;
        };
        // Step 1: everybody but N, in board order, White before Black.
        let mut order: Vec<u16> = previous
            .iter()
            .flat_map(|&(white, black)| [white, black])
            .filter(|&player| player != n)
            .collect();
        // Step 2: the last of the list meets N on board 1; N has White in even rounds.
        let Some(last) = order.pop() else {
            break;
        };
        let mut boards = Vec::with_capacity(usize::from(n / 2));
        boards.push(if round % 2 == 0 { (n, last) } else { (last, n) });
        // Step 3: pairs taken from the end, the earlier of the two with White. The list has an
        // even length here (N − 2), so pairs counted from the start are the same pairs.
        boards.extend(order.chunks_exact(2).rev().filter_map(|pair| match pair {
            [white, black] => Some((*white, *black)),
            _ => None,
        }));
        rounds.push(boards);
    }
    rounds
}

/// Table round `table_round` of the Berger table of even size `table_size` by the closed form
/// (`spec/roundrobin.md` §1.2), board 1 first.
fn closed_form_round(table_size: u16, table_round: u16) -> Vec<(u16, u16)> {
    let n = i64::from(table_size);
    let t = i64::from(table_round);
    let modulus = n - 1;
    // The solution of 2x ≡ t + 1 (mod N − 1) in 1..N−1: N − 1 is odd, so halve t + 1 or
    // t + 1 + (N − 1), whichever is even.
    let meets_n = if t % 2 == 1 { (t + 1) / 2 } else { (t + n) / 2 };
    let wrap = |value: i64| (value - 1).rem_euclid(modulus) + 1;
    let mut pairs = Vec::with_capacity(usize::from(table_size / 2));
    pairs.push(if t % 2 == 0 {
        (n, meets_n)
    } else {
        (meets_n, n)
    });
    for board in 2..=n / 2 {
        pairs.push((wrap(meets_n + board - 1), wrap(meets_n - board + 1)));
    }
    pairs
        .into_iter()
        .map(|(white, black)| (to_u16(white), to_u16(black)))
        .collect()
}

/// Narrows a table number computed in `i64`; the values are in 1..=N by construction.
fn to_u16(value: i64) -> u16 {
    u16::try_from(value).unwrap_or(u16::MAX)
}

#[cfg(test)]
mod tests;
