//! Checking a file's rank column against the standings (the standings check of FIDE C.02's
//! approval of pairing programs: a checker verifies standings and tie-break order too).
//!
//! Policy: a player's stated rank agrees when it lies within the places their tie group
//! spans: players tied on points and every tie-break share a place in rondo's standings
//! (`5, 5`), and a file may number them `5, 6` (a drawing of lots, C.07 art. 2). A blank rank is
//! not compared.

use rondo_core::PlayerId;

use crate::Standings;

/// A player whose stated rank the standings do not give.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RankDifference {
    /// The player.
    pub player: PlayerId,
    /// The rank the file states.
    pub stated: u16,
    /// The rank rondo computes (the first place of the player's tie group).
    pub computed: u16,
    /// The player rondo ranks at the stated place, and what separates the two.
    pub against: Option<Separation>,
}

/// What separates two players in the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Separation {
    /// The other player.
    pub other: PlayerId,
    /// The first value that differs between them.
    pub decided_by: Decider,
}

/// The first value of the standings order that differs between two players.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(
    feature = "serde",
    serde(tag = "kind", content = "tiebreak", rename_all = "snake_case")
)]
pub enum Decider {
    /// Their points.
    Points,
    /// The tie-break at this index of [`Standings::tiebreaks`].
    Tiebreak(usize),
    /// Nothing: they are tied on points and every tie-break.
    Nothing,
}

/// The players whose stated rank (`stated(player)`, `None` for a blank rank) the standings do
/// not give, in standings order.
#[must_use]
pub fn rank_differences(
    standings: &Standings,
    stated: impl Fn(PlayerId) -> Option<u16>,
) -> Vec<RankDifference> {
    let rows = &standings.rows;
    let mut differences = Vec::new();
    for (index, row) in rows.iter().enumerate() {
        let Some(stated_rank) = stated(row.player) else {
            continue;
        };
        // The places of the tie group: from its rank to the rank before the next group.
        let group_size = rows[index..]
            .iter()
            .take_while(|other| other.rank == row.rank)
            .count()
            + rows[..index]
                .iter()
                .rev()
                .take_while(|other| other.rank == row.rank)
                .count();
        let last_place = usize::from(row.rank) + group_size - 1;
        if (usize::from(row.rank)..=last_place).contains(&usize::from(stated_rank)) {
            continue;
        }
        let against = rows
            .iter()
            .find(|other| other.rank == stated_rank && other.player != row.player)
            .or_else(|| rows.get(usize::from(stated_rank).saturating_sub(1)))
            .filter(|other| other.player != row.player)
            .map(|other| Separation {
                other: other.player,
                decided_by: if other.points != row.points {
                    Decider::Points
                } else {
                    other
                        .values
                        .iter()
                        .zip(&row.values)
                        .position(|(a, b)| a != b)
                        .map_or(Decider::Nothing, Decider::Tiebreak)
                },
            });
        differences.push(RankDifference {
            player: row.player,
            stated: stated_rank,
            computed: row.rank,
            against,
        });
    }
    differences
}

/// The ranks a file states compared with the standings (`rondo check --standings`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RankCheck {
    /// The number of players the file gives a rank.
    pub ranked: usize,
    /// The tie-breaks the order was computed with, as labels.
    pub tiebreaks: Vec<String>,
    /// The players whose rank differs.
    pub differences: Vec<RankDifference>,
    /// The standings the ranks were compared with.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub standings: Standings,
}

impl RankCheck {
    /// Whether the file ranks players and every rank is the standings'.
    #[must_use]
    pub fn agrees(&self) -> bool {
        self.ranked > 0 && self.differences.is_empty()
    }
}

/// The file's stated ranks (the `001` lines' rank column) checked against the standings by
/// the `given` tie-breaks, else the file's own list or the defaults ([`crate::standings_by`]).
///
/// # Errors
///
/// Standings that cannot be computed ([`crate::standings`]).
pub fn check_ranks(
    tournament: &rondo_core::Tournament,
    given: Option<&[crate::TiebreakSpec]>,
    options: &crate::StandingsOptions,
) -> Result<RankCheck, crate::StandingsError> {
    let standings = crate::standings_by(tournament, given, options)?;
    let stated = |id: PlayerId| tournament.player(id).and_then(|player| player.stated_rank);
    let ranked = tournament
        .players()
        .iter()
        .filter(|player| player.stated_rank.is_some())
        .count();
    Ok(RankCheck {
        ranked,
        tiebreaks: (standings.tiebreaks.iter())
            .map(|spec| spec.label.clone())
            .collect(),
        differences: rank_differences(&standings, stated),
        standings,
    })
}

/// The tournament with the standings in its rank column: the file's tie-breaks, else the
/// recommended ones, as every edit of an event file does (the command line's editing commands
/// and the Python package alike). Standings that cannot be computed (a file's team-only list)
/// leave the column as it was.
#[must_use]
pub fn with_rank_column(tournament: rondo_core::Tournament) -> rondo_core::Tournament {
    let options = crate::StandingsOptions::default();
    let Ok(standings) = crate::standings_by(&tournament, None, &options) else {
        return tournament;
    };
    let ranks: Vec<_> = standings
        .rows
        .iter()
        .map(|row| (row.player, row.rank))
        .collect();
    tournament.with_stated_ranks(ranks)
}

#[cfg(test)]
mod tests {
    use rondo_core::Score;

    use super::*;
    use crate::{Rules, StandingRow, TiebreakCode, TiebreakSpec, TiebreakValue};

    #[allow(clippy::unwrap_used)] // The numbers are valid start numbers.
    fn id(n: u16) -> PlayerId {
        PlayerId::new(n).unwrap()
    }

    /// Standings of four players: 1 alone first, 2 and 3 tied on everything, 4 last on BH.
    fn standings() -> Standings {
        let row = |player: u16, rank: u16, points: i32, bh: i64| StandingRow {
            rank,
            player: id(player),
            name: String::new(),
            rating: None,
            title: None,
            federation: None,
            points: Score::from_tenths(points),
            values: vec![TiebreakValue::integer(bh)],
        };
        Standings {
            rules: Rules::Fide2026,
            rounds: 3,
            round_robin: false,
            tiebreaks: vec![TiebreakSpec::new(TiebreakCode::Buchholz)],
            rows: vec![
                row(1, 1, 30, 5),
                row(2, 2, 20, 4),
                row(3, 2, 20, 4),
                row(4, 4, 20, 3),
            ],
        }
    }

    #[test]
    fn a_shared_place_may_be_numbered_either_way() {
        let stated = [1, 3, 2, 4];
        let differences = rank_differences(&standings(), |p| {
            stated.get(usize::from(p.get()) - 1).copied()
        });
        assert_eq!(differences, []);
    }

    #[test]
    fn each_misplaced_player_is_named_with_what_decides() {
        let stated = [1, 4, 2, 2];
        let differences = rank_differences(&standings(), |p| {
            stated.get(usize::from(p.get()) - 1).copied()
        });
        assert_eq!(differences.len(), 2);
        assert_eq!(differences[0].player, id(2));
        assert_eq!(
            differences[0].against,
            Some(Separation {
                other: id(4),
                decided_by: Decider::Tiebreak(0)
            })
        );
        assert_eq!(differences[1].player, id(4));
        assert_eq!(differences[1].computed, 4);
        // Rank 2 is shared by 2 and 3; against the first of them.
        assert_eq!(
            differences[1].against.as_ref().map(|s| s.other),
            Some(id(2))
        );
    }

    #[test]
    fn blank_ranks_are_not_compared() {
        assert_eq!(rank_differences(&standings(), |_| None), []);
    }
}
