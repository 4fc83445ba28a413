//! Belgrade grouping: seeds dealt into groups in snake (serpentine) order.
//!
//! Source: 003 lines 986–999 ("Sistema Belgrado"): players sorted by rating (then title, then
//! name) receive seed numbers, and the groups are filled row by row, left to right and then right
//! to left, as the arrows of the 16-player, four-group example show (group 1: 1, 8, 9, 16). The
//! sorting itself is the caller's business; this module works on seed numbers.

use crate::ScheduleError;

/// Players dealt into groups by snake seeding.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct BelgradeGroups {
    /// Number of players (seeds 1 to `n_players`).
    pub n_players: u16,
    /// The groups, group 1 first; each lists its seeds from the best.
    pub groups: Vec<Vec<u16>>,
}

impl BelgradeGroups {
    /// The group (from 1) that `seed` is in, `None` if there is no such seed.
    #[must_use]
    pub fn group_of(&self, seed: u16) -> Option<u16> {
        (1u16..)
            .zip(&self.groups)
            .find_map(|(number, group)| group.contains(&seed).then_some(number))
    }
}

/// Deals seeds 1 to `n_players` into `n_groups` groups in snake order.
///
/// Seeds 1..k go to groups 1..k, seeds k+1..2k to groups k..1, seeds 2k+1..3k to groups 1..k
/// again, and so on; group g receives g, 2k+1−g, 2k+g, 4k+1−g, … (`spec/roundrobin.md` §4). If
/// `n_players` is not a multiple of `n_groups` the last row is partial and the groups differ by
/// one player.
///
/// # Errors
/// [`ScheduleError::TooFew`] for 0 players or 0 groups, [`ScheduleError::TooMany`] for more
/// groups than players.
///
/// # Examples
/// ```
/// // The example of the source (003 lines 992–999): 16 players in four groups.
/// let grouping = rondo_schedule::belgrade_groups(16, 4)?;
/// assert_eq!(grouping.groups[0], vec![1, 8, 9, 16]);
/// assert_eq!(grouping.groups[3], vec![4, 5, 12, 13]);
/// # Ok::<_, rondo_schedule::ScheduleError>(())
/// ```
pub fn belgrade_groups(n_players: u16, n_groups: u16) -> Result<BelgradeGroups, ScheduleError> {
    if n_players == 0 {
        return Err(ScheduleError::TooFew {
            what: "players",
            found: 0,
            minimum: 1,
        });
    }
    if n_groups == 0 {
        return Err(ScheduleError::TooFew {
            what: "groups",
            found: 0,
            minimum: 1,
        });
    }
    if n_groups > n_players {
        return Err(ScheduleError::TooMany {
            what: "groups",
            found: u32::from(n_groups),
            maximum: u32::from(n_players),
        });
    }
    let mut groups = vec![Vec::new(); usize::from(n_groups)];
    for seed in 1..=n_players {
        let row = (seed - 1) / n_groups;
        let column = (seed - 1) % n_groups;
        let group = if row.is_multiple_of(2) {
            column
        } else {
            n_groups - 1 - column
        };
        if let Some(members) = groups.get_mut(usize::from(group)) {
            members.push(seed);
        }
    }
    Ok(BelgradeGroups { n_players, groups })
}

#[cfg(test)]
mod tests;
