//! Knockout ("Wimbledon") brackets by seed.
//!
//! Source: 003 lines 1001–1033 ("Sistema Wimbledon"). The players, seeded by the Belgrade order,
//! are split into groups by Belgrade (snake) grouping; inside a group the best seed meets the
//! worst, the second the second-worst, and so on, the matches numbered in that order; the winners
//! of matches 1 and 4 meet, and those of matches 2 and 3. From 32 players on the groups have
//! eight players ("4 cabezas" for 32, "8 cabezas" for 64) and the group winners meet by the same
//! rule: winner of group I against group IV, II against III. Seeds 1 and 2 can only meet in the
//! final; a missing player gives a bye to the top seed ("el que recibe bye en el primer match es
//! el #1").
//!
//! The 16-player example of the source uses two groups of eight; rondo uses groups of eight for
//! every bracket of 16 or more and a single group below. The resulting bracket is the usual
//! recursive seeding (`spec/roundrobin.md` §5: `order(2m)` puts s and 2m + 1 − s side by side for
//! each s of `order(m)`); the tests check the two against each other.

use crate::{ScheduleError, belgrade_groups};

/// The largest number of players: the bracket size (the next power of two) must be a `u16`.
pub const MAX_KNOCKOUT_PLAYERS: u16 = 32_768;

/// Players per group in brackets of 16 or more (003 line 1007: groups of eight, "4 cabezas" for
/// 32 players).
const GROUP_SIZE: u16 = 8;

/// A group of the bracket, as the source builds it by Belgrade grouping.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct KnockoutGroup {
    /// Group number from 1 (the source's I, II, …).
    pub number: u16,
    /// The group's seeds, best first (including seeds above the player count, which are byes).
    pub seeds: Vec<u16>,
}

/// A first-round match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct KnockoutMatch {
    /// The group the match belongs to, from 1.
    pub group: u16,
    /// The match number inside its group, in the order the source builds them (best seed against
    /// worst is match 1).
    pub number: u16,
    /// The better seed.
    pub higher_seed: u16,
    /// The worse seed, `None` if that seed is missing: the better seed then has a bye.
    pub lower_seed: Option<u16>,
}

impl KnockoutMatch {
    /// Whether the higher seed advances without playing.
    #[must_use]
    pub fn is_bye(&self) -> bool {
        self.lower_seed.is_none()
    }
}

/// A knockout bracket.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct KnockoutBracket {
    /// Number of players (seeds 1 to `n_players`).
    pub n_players: u16,
    /// Size of the bracket: the smallest power of two not below `n_players`.
    pub bracket_size: u16,
    /// Number of rounds: log2 of `bracket_size`; the last one is the final.
    pub rounds: u16,
    /// The seed on each line of the bracket, top to bottom (`bracket_size` entries, including
    /// missing seeds).
    pub lines: Vec<u16>,
    /// The groups of the bracket: one group below 16 players, groups of eight from 16 on.
    pub groups: Vec<KnockoutGroup>,
    /// The first-round matches in bracket order: the winners of matches 2k−1 and 2k of this
    /// list meet in round 2, and so on.
    pub first_round: Vec<KnockoutMatch>,
    /// The seeds with a first-round bye, best first: seeds 1 to `bracket_size − n_players`.
    pub byes: Vec<u16>,
}

impl KnockoutBracket {
    /// The line (from 0, top of the bracket) of `seed`, `None` if the seed is not in the
    /// bracket.
    #[must_use]
    pub fn line_of(&self, seed: u16) -> Option<usize> {
        self.lines.iter().position(|&line| line == seed)
    }

    /// The earliest round (1 = first round, [`rounds`](Self::rounds) = final) in which seeds `a`
    /// and `b` can meet: the round in which their halves, quarters, … of the bracket join.
    ///
    /// # Errors
    /// [`ScheduleError::NumberOutOfRange`] if a seed is not between 1 and `n_players`,
    /// [`ScheduleError::SameSeed`] if `a == b`.
    ///
    /// # Examples
    /// ```
    /// let bracket = rondo_schedule::knockout(16)?;
    /// assert_eq!(bracket.earliest_meeting_round(1, 2)?, 4); // the final
    /// assert_eq!(bracket.earliest_meeting_round(1, 16)?, 1);
    /// # Ok::<_, rondo_schedule::ScheduleError>(())
    /// ```
    pub fn earliest_meeting_round(&self, a: u16, b: u16) -> Result<u16, ScheduleError> {
        let line_a = self.checked_line(a)?;
        let line_b = self.checked_line(b)?;
        if a == b {
            return Err(ScheduleError::SameSeed { seed: a });
        }
        // Lines that differ first in bit k (from 0) are in the same block of 2^(k+1) lines but
        // in different halves of it, so they can first meet in round k + 1.
        let differing = line_a ^ line_b;
        let round = usize::BITS - differing.leading_zeros();
        Ok(u16::try_from(round).unwrap_or(u16::MAX))
    }

    fn checked_line(&self, seed: u16) -> Result<usize, ScheduleError> {
        let out_of_range = ScheduleError::NumberOutOfRange {
            what: "seed",
            found: u32::from(seed),
            maximum: u32::from(self.n_players),
        };
        if seed == 0 || seed > self.n_players {
            return Err(out_of_range);
        }
        self.line_of(seed).ok_or(out_of_range)
    }
}

/// The knockout bracket for `n_players` seeded players.
///
/// # Errors
/// [`ScheduleError::TooFew`] for fewer than 2 players, [`ScheduleError::TooMany`] above
/// [`MAX_KNOCKOUT_PLAYERS`].
///
/// # Examples
/// ```
/// // The 16-player example of the source (003 lines 1011–1029).
/// let bracket = rondo_schedule::knockout(16)?;
/// let group_one: Vec<_> = bracket.first_round.iter().filter(|m| m.group == 1).collect();
/// assert_eq!((group_one[0].higher_seed, group_one[0].lower_seed), (1, Some(16)));
/// assert_eq!((group_one[1].number, group_one[1].higher_seed), (4, 8)); // match 4: 8-9
/// # Ok::<_, rondo_schedule::ScheduleError>(())
/// ```
pub fn knockout(n_players: u16) -> Result<KnockoutBracket, ScheduleError> {
    if n_players < 2 {
        return Err(ScheduleError::TooFew {
            what: "players",
            found: u32::from(n_players),
            minimum: 2,
        });
    }
    if n_players > MAX_KNOCKOUT_PLAYERS {
        return Err(ScheduleError::TooMany {
            what: "players",
            found: u32::from(n_players),
            maximum: u32::from(MAX_KNOCKOUT_PLAYERS),
        });
    }
    let bracket_size = n_players.next_power_of_two();
    let groups = bracket_groups(bracket_size)?;
    let mut first_round = Vec::with_capacity(usize::from(bracket_size / 2));
    let mut lines = Vec::with_capacity(usize::from(bracket_size));
    for group_number in arrangement(u16::try_from(groups.len()).unwrap_or(1))? {
        let Some(group) = groups.get(usize::from(group_number - 1)) else {
            continue;
        };
        let matches = group_matches(group, n_players);
        for match_number in arrangement(u16::try_from(matches.len()).unwrap_or(1))? {
            if let Some(&(found, lower)) = matches.get(usize::from(match_number - 1)) {
                first_round.push(found);
                lines.extend([found.higher_seed, lower]);
            }
        }
    }
    Ok(KnockoutBracket {
        n_players,
        bracket_size,
        rounds: u16::try_from(bracket_size.trailing_zeros()).unwrap_or(0),
        lines,
        groups,
        first_round,
        byes: (1..=bracket_size - n_players).collect(),
    })
}

/// The groups of a bracket of `bracket_size` seeds: one group up to 8, otherwise Belgrade
/// groups of eight.
fn bracket_groups(bracket_size: u16) -> Result<Vec<KnockoutGroup>, ScheduleError> {
    let n_groups = if bracket_size <= GROUP_SIZE {
        1
    } else {
        bracket_size / GROUP_SIZE
    };
    let grouping = belgrade_groups(bracket_size, n_groups)?;
    Ok((1u16..)
        .zip(grouping.groups)
        .map(|(number, seeds)| KnockoutGroup { number, seeds })
        .collect())
}

/// A group's first-round matches in construction order, best against worst first, each with
/// its lower seed even when that seed is missing (for the bracket lines).
fn group_matches(group: &KnockoutGroup, n_players: u16) -> Vec<(KnockoutMatch, u16)> {
    let half = group.seeds.len() / 2;
    (1u16..)
        .zip(group.seeds.iter().take(half).zip(group.seeds.iter().rev()))
        .map(|(number, (&higher_seed, &lower))| {
            let found = KnockoutMatch {
                group: group.number,
                number,
                higher_seed,
                lower_seed: (lower <= n_players).then_some(lower),
            };
            (found, lower)
        })
        .collect()
}

/// The order, top to bottom, in which `count` (a power of two) matches or groups are placed so
/// that winners of consecutive entries meet: the source's rule "1 against 4, 2 against 3",
/// applied again to the pairs of winners. It is the bracket of `count` seeds itself.
fn arrangement(count: u16) -> Result<Vec<u16>, ScheduleError> {
    if count <= 1 {
        return Ok(vec![1]);
    }
    Ok(knockout(count)?.lines)
}

/// Who plays in a match after the first round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum KnockoutSlot {
    /// A seed with a first-round bye.
    Seed(u16),
    /// The winner of a first-round match (`group` from 1, `number` within it).
    FirstRoundWinner {
        /// The group of the match.
        group: u16,
        /// The match number within its group.
        number: u16,
    },
    /// The winner of a match of a later round.
    Winner {
        /// The round, from 2.
        round: u16,
        /// The match number within the round, from 1.
        number: u16,
    },
}

/// A match after the first round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LaterMatch {
    /// The round, from 2 (the last one is the final).
    pub round: u16,
    /// The match number within the round, from 1, top of the bracket first.
    pub number: u16,
    /// The upper slot.
    pub upper: KnockoutSlot,
    /// The lower slot; `None` when the round has an odd number of slots, whose last one
    /// advances without playing.
    pub lower: Option<KnockoutSlot>,
}

impl KnockoutBracket {
    /// The rounds after the first, round by round, as a person follows the bracket: who meets
    /// whom, by the match each comes from (a seed with a first-round bye by the seed).
    #[must_use]
    pub fn later_rounds(&self) -> Vec<Vec<LaterMatch>> {
        let mut slots: Vec<KnockoutSlot> = self
            .first_round
            .iter()
            .map(|game| match game.lower_seed {
                None => KnockoutSlot::Seed(game.higher_seed),
                Some(_) => KnockoutSlot::FirstRoundWinner {
                    group: game.group,
                    number: game.number,
                },
            })
            .collect();
        let mut rounds = Vec::new();
        let mut round = 1;
        while slots.len() > 1 {
            round += 1;
            let matches: Vec<LaterMatch> = slots
                .chunks(2)
                .zip(1u16..)
                .map(|(pair, number)| LaterMatch {
                    round,
                    number,
                    upper: pair[0],
                    lower: pair.get(1).copied(),
                })
                .collect();
            slots = matches
                .iter()
                .map(|game| KnockoutSlot::Winner {
                    round,
                    number: game.number,
                })
                .collect();
            rounds.push(matches);
        }
        rounds
    }
}

#[cfg(test)]
mod tests;
