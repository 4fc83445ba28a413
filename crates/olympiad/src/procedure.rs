//! The pairing procedure: the bye (Art. 4), the median team (6.4), the groups (6.3) from the
//! top down to the Median Group and from the bottom up to it, the Median Group last, each
//! paired by Art. 8 and 9.
//!
//! One group is paired in four steps, each choice taken in the order the text ranks the
//! alternatives and kept only if the group can still keep its target (the most pairings among
//! its own teams while every team not yet paired can still be paired, [`Oracle`]):
//!
//! 1. 7.4: the colour limits of 7.3 are observed, unless without them the group keeps more;
//! 2. 8.2.1 / 8.3.1: each floater moved in takes the first team it may meet (the highest
//!    ranked for a floater from above, the lowest ranked for one from below; residents
//!    first), or moves on (8.2.4 / 8.3.4);
//! 3. 8.2.2–8.2.3 / 8.3.2–8.3.3, 9.4, 9.5: the teams the target leaves over float, each the
//!    first in the order of floating (the lowest ranked above the Median Group, the highest
//!    ranked below it; a team with an opponent in the next group first);
//! 4. 9.2–9.3: the rest are paired, the team with priority taking the first opponent in the
//!    order of 9.3 with which the rest of the group can still be paired.

use rondo_matching::MatchingError;

use crate::field::Field;
use crate::oracle::Oracle;
use crate::output::{ColourLimits, GroupRecord, Reason, ReasonKind, Side};

/// The bye, as chosen.
pub(crate) struct ByeChoice {
    pub team: usize,
    pub ineligible: Vec<usize>,
    pub stranding: Vec<usize>,
}

pub(crate) enum FieldResult {
    Paired {
        bye: Option<ByeChoice>,
        median: Option<usize>,
        groups: Vec<GroupRecord>,
        pairs: Vec<(usize, usize)>,
    },
    NoCompletePairing,
}

/// Pairs the field.
pub(crate) fn pair_field(field: &Field<'_>) -> Result<FieldResult, MatchingError> {
    let n = field.len();
    let mut oracle = Oracle::new(field);
    let mut active = vec![true; n];
    let bye = if n % 2 == 1 {
        match choose_bye(field, &mut oracle, &mut active) {
            Some(bye) => Some(bye),
            None => return Ok(FieldResult::NoCompletePairing),
        }
    } else {
        if !oracle.all_pairable(&active) {
            return Ok(FieldResult::NoCompletePairing);
        }
        None
    };
    let ranked: Vec<usize> = (0..n).filter(|&i| active[i]).collect();
    if ranked.is_empty() {
        return Ok(FieldResult::Paired {
            bye,
            median: None,
            groups: Vec::new(),
            pairs: Vec::new(),
        });
    }
    // 6.4: the median team is the middle one, or the lower of the two middle ones.
    let median_team = ranked[ranked.len() / 2];
    let median_points = field.match_points(median_team);
    let mut levels: Vec<_> = ranked.iter().map(|&i| field.match_points(i)).collect();
    levels.dedup();
    let above: Vec<_> = levels
        .iter()
        .copied()
        .filter(|p| *p > median_points)
        .collect();
    let below: Vec<_> = levels
        .iter()
        .rev()
        .copied()
        .filter(|p| *p < median_points)
        .collect();
    let residents_of = |points| -> Vec<usize> {
        ranked
            .iter()
            .copied()
            .filter(|&i| field.match_points(i) == points)
            .collect()
    };
    let mut run = Run {
        field,
        oracle,
        active,
        pairs: Vec::new(),
        groups: Vec::new(),
    };
    let mut from_above = Vec::new();
    for (k, &points) in above.iter().enumerate() {
        let next = above.get(k + 1).copied().unwrap_or(median_points);
        from_above = run.pair_group(
            points,
            Side::Above,
            residents_of(points),
            from_above,
            Vec::new(),
            &residents_of(next),
        )?;
    }
    let mut from_below = Vec::new();
    for (k, &points) in below.iter().enumerate() {
        let next = below.get(k + 1).copied().unwrap_or(median_points);
        from_below = run.pair_group(
            points,
            Side::Below,
            residents_of(points),
            Vec::new(),
            from_below,
            &residents_of(next),
        )?;
    }
    let left = run.pair_group(
        median_points,
        Side::Median,
        residents_of(median_points),
        from_above,
        from_below,
        &[],
    )?;
    debug_assert!(left.is_empty(), "the Median Group pairs every team left");
    Ok(FieldResult::Paired {
        bye,
        median: Some(median_team),
        groups: run.groups,
        pairs: run.pairs,
    })
}

/// 4.1, 4.2: the lowest ranked team that 4.2 allows and whose bye leaves the others pairable.
fn choose_bye(field: &Field<'_>, oracle: &mut Oracle, active: &mut [bool]) -> Option<ByeChoice> {
    let mut ineligible = Vec::new();
    let mut stranding = Vec::new();
    for team in (0..field.len()).rev() {
        if !field.teams[team].bye_eligible {
            ineligible.push(team);
            continue;
        }
        active[team] = false;
        if oracle.all_pairable(active) {
            return Some(ByeChoice {
                team,
                ineligible,
                stranding,
            });
        }
        active[team] = true;
        stranding.push(team);
    }
    None
}

struct Run<'f, 'a> {
    field: &'f Field<'a>,
    oracle: Oracle,
    /// The teams not yet paired.
    active: Vec<bool>,
    pairs: Vec<(usize, usize)>,
    groups: Vec<GroupRecord>,
}

impl Run<'_, '_> {
    /// Pairs one group and returns the teams it passes on (floaters, in the order the next
    /// group takes them).
    fn pair_group(
        &mut self,
        points: rondo_core::Score,
        side: Side,
        residents: Vec<usize>,
        from_above: Vec<usize>,
        from_below: Vec<usize>,
        next_residents: &[usize],
    ) -> Result<Vec<usize>, MatchingError> {
        let field = self.field;
        let n = field.len();
        let mut group = vec![false; n];
        for &i in residents.iter().chain(&from_above).chain(&from_below) {
            group[i] = true;
        }
        let size = residents.len() + from_above.len() + from_below.len();
        let mut reasons = Vec::new();
        // 7.4.
        let within = self.oracle.target(field, &self.active, &group, true)?;
        let mut limits_observed = true;
        let mut target = within.unwrap_or(0);
        if target < size / 2 {
            let without = self
                .oracle
                .target(field, &self.active, &group, false)?
                .unwrap_or(0);
            if without > target {
                reasons.push(Reason::new(
                    "7.4",
                    ReasonKind::ColourLimitsDisregarded {
                        kept_within_limits: target,
                        kept_without_limits: without,
                    },
                ));
                limits_observed = false;
                target = without;
            }
        }
        reasons.push(Reason::new(
            "9.5",
            ReasonKind::GroupKeeps {
                pairings: target,
                teams: size,
            },
        ));
        let mut record = GroupRecord {
            match_points: points,
            side,
            residents: residents.iter().map(|&i| field.tpn(i)).collect(),
            incoming: from_above
                .iter()
                .chain(&from_below)
                .map(|&i| field.tpn(i))
                .collect(),
            pairs: Vec::new(),
            floaters: Vec::new(),
            colour_limits: if limits_observed {
                ColourLimits::Observed
            } else {
                ColourLimits::Disregarded
            },
            reasons: Vec::new(),
        };
        let mut floaters = Vec::new();
        // 8.2.1 / 8.3.1: the floaters moved in, those from above first.
        let incoming: Vec<(usize, bool)> = from_above
            .iter()
            .map(|&i| (i, true))
            .chain(from_below.iter().map(|&i| (i, false)))
            .collect();
        for &(floater, is_from_above) in &incoming {
            if !group[floater] {
                continue;
            }
            let article = if is_from_above { "8.3.1" } else { "8.2.1" };
            // Residents first, then the other floaters; the highest ranked first for a floater
            // from above, the lowest ranked first for one from below.
            let mut candidates: Vec<usize> =
                residents.iter().copied().filter(|&i| group[i]).collect();
            candidates.extend(
                incoming
                    .iter()
                    .map(|p| p.0)
                    .filter(|&i| i != floater && group[i]),
            );
            let resident_count = residents.iter().filter(|&&i| group[i]).count();
            if is_from_above {
                candidates[..resident_count].sort_unstable();
                candidates[resident_count..].sort_unstable();
            } else {
                candidates[..resident_count].sort_unstable_by(|a, b| b.cmp(a));
                candidates[resident_count..].sort_unstable_by(|a, b| b.cmp(a));
            }
            let mut passed_over = Vec::new();
            let mut opponent = None;
            for &candidate in &candidates {
                if target > 0 && field.compatible_within(floater, candidate, limits_observed) {
                    self.take_out(&mut group, floater, candidate);
                    if self.oracle.reaches(
                        field,
                        &self.active,
                        &group,
                        limits_observed,
                        target - 1,
                    )? {
                        opponent = Some(candidate);
                        break;
                    }
                    self.put_back(&mut group, floater, candidate);
                }
                passed_over.push(field.tpn(candidate));
            }
            match opponent {
                Some(candidate) => {
                    target -= 1;
                    self.pairs.push((floater, candidate));
                    record
                        .pairs
                        .push((field.tpn(floater), field.tpn(candidate)));
                    reasons.push(Reason::new(
                        article,
                        ReasonKind::FloaterPaired {
                            floater: field.tpn(floater),
                            opponent: field.tpn(candidate),
                            passed_over,
                        },
                    ));
                }
                None => {
                    group[floater] = false;
                    floaters.push(floater);
                    let article = if is_from_above { "8.3.4" } else { "8.2.4" };
                    reasons.push(Reason::new(
                        article,
                        ReasonKind::FloaterMovesOn {
                            floater: field.tpn(floater),
                        },
                    ));
                }
            }
        }
        // 8.2.2–8.2.3 / 8.3.2–8.3.3, 9.4, 9.5: the teams the group cannot keep float.
        let downward = side != Side::Below;
        loop {
            let staying: Vec<usize> = (0..n).filter(|&i| group[i]).collect();
            if staying.len() <= 2 * target {
                break;
            }
            let has_next_opponent =
                |team: usize| next_residents.iter().any(|&r| field.compatible(team, r));
            let mut order = staying.clone();
            // Above the Median Group the lowest ranked team floats first, below it the highest
            // ranked; a team with an opponent in the next group before one without.
            order.sort_by_key(|&i| (!has_next_opponent(i), if downward { n - i } else { i }));
            let mut passed_over = Vec::new();
            let mut chosen = None;
            for &candidate in &order {
                group[candidate] = false;
                if self
                    .oracle
                    .reaches(field, &self.active, &group, limits_observed, target)?
                {
                    chosen = Some(candidate);
                    break;
                }
                group[candidate] = true;
                passed_over.push(field.tpn(candidate));
            }
            let Some(floater) = chosen else {
                unreachable!("the target is reached with some team floating");
            };
            floaters.push(floater);
            let without_opponent: Vec<_> = staying
                .iter()
                .copied()
                .filter(|&i| !has_next_opponent(i))
                .map(|i| field.tpn(i))
                .collect();
            if !without_opponent.is_empty() && !next_residents.is_empty() {
                let article = if downward { "8.3.3" } else { "8.2.3" };
                reasons.push(Reason::new(
                    article,
                    ReasonKind::NoOpponentInNextGroup {
                        teams: without_opponent,
                    },
                ));
            }
            // The first team in the order of floating floats (8.x.1) unless the group or the
            // round could then not be paired as well (8.x.2).
            let article = match (downward, passed_over.is_empty()) {
                (true, true) => "8.3.1",
                (true, false) => "8.3.2",
                (false, true) => "8.2.1",
                (false, false) => "8.2.2",
            };
            reasons.push(Reason::new(
                article,
                ReasonKind::FloaterChosen {
                    floater: field.tpn(floater),
                    passed_over,
                },
            ));
        }
        // 9.2, 9.3: the rest, the team with priority first.
        loop {
            let mut arranged: Vec<usize> = (0..n).filter(|&i| group[i]).collect();
            if arranged.is_empty() {
                break;
            }
            if !downward {
                arranged.reverse();
            }
            let first = arranged[0];
            let mut passed_over = Vec::new();
            let mut opponent = None;
            for candidate in exchange_order(arranged.len()).map(|k| arranged[k]) {
                if field.compatible_within(first, candidate, limits_observed) {
                    group[first] = false;
                    group[candidate] = false;
                    let inside =
                        |a: usize, b: usize| field.compatible_within(a, b, limits_observed);
                    if self.oracle.group_pairable(&group, &inside) {
                        opponent = Some(candidate);
                        break;
                    }
                    group[first] = true;
                    group[candidate] = true;
                }
                passed_over.push(field.tpn(candidate));
            }
            let Some(candidate) = opponent else {
                unreachable!("the group's teams left can all be paired");
            };
            self.active[first] = false;
            self.active[candidate] = false;
            self.pairs.push((first, candidate));
            record.pairs.push((field.tpn(first), field.tpn(candidate)));
            reasons.push(Reason::new(
                "9.3",
                ReasonKind::PairTaken {
                    team: field.tpn(first),
                    opponent: field.tpn(candidate),
                    passed_over,
                },
            ));
        }
        // The next group takes the floaters in the order of its direction.
        if downward {
            floaters.sort_unstable();
        } else {
            floaters.sort_unstable_by(|a, b| b.cmp(a));
        }
        record.floaters = floaters.iter().map(|&i| field.tpn(i)).collect();
        record.reasons = reasons;
        self.groups.push(record);
        Ok(floaters)
    }

    fn take_out(&mut self, group: &mut [bool], a: usize, b: usize) {
        for team in [a, b] {
            group[team] = false;
            self.active[team] = false;
        }
    }

    fn put_back(&mut self, group: &mut [bool], a: usize, b: usize) {
        for team in [a, b] {
            group[team] = true;
            self.active[team] = true;
        }
    }
}

/// 9.3: the places of the opponents the first of `size` arranged teams tries, in order: the
/// bottom half from its top, then the top half from its bottom ("1 x 4, 1 x 5, 1 x 6, 1 x 3,
/// 1 x 2" for six teams).
pub(crate) fn exchange_order(size: usize) -> impl Iterator<Item = usize> {
    let half = size / 2;
    (half..size).chain((1..half).rev())
}
