//! The pairing procedure: the bye (Art. 4), the median team (6.4), the groups (6.3) from the
//! top down to the Median Group and from the bottom up to it, the Median Group last, each
//! paired by Art. 8 and 9.
//!
//! One group is paired in four steps, each choice taken in the order the text ranks the
//! alternatives and kept only if the group can still keep its target (the most pairings among
//! its own teams while every team not yet paired can still be paired, [`Oracle`]):
//!
//! 1. `set_target`, 9.5 and 7.4: the colour limits of 7.3 are observed, unless without them the group keeps more;
//! 2. `pair_incoming`, 8.2.1 / 8.3.1: each floater moved in takes the first team it may meet (the highest
//!    ranked for a floater from above, the lowest ranked for one from below; residents
//!    first), or moves on (8.2.4 / 8.3.4);
//! 3. `choose_floaters`, 8.2.2–8.2.3 / 8.3.2–8.3.3, 9.4, 9.5: the teams the target leaves over float, each the
//!    first in the order of floating (the lowest ranked above the Median Group, the highest
//!    ranked below it; a team with an opponent in the next group first);
//! 4. `pair_rest`, 9.2–9.3: the rest are paired, the team with priority taking the first opponent in the
//!    order of 9.3 with which the rest of the group can still be paired.

use rondo_matching::MatchingError;

use crate::field::Field;
use crate::oracle::Oracle;
use rondo_pairing::{Reason, ReasonKind};

use crate::output::{ColourLimits, GroupRecord, Side, reason};

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

/// One group while it is paired: its teams still to be paired in it, the pairings it must
/// still keep, whether it observes 7.3, and what it decided.
struct Group {
    side: Side,
    /// The group's teams still to be paired in it.
    members: Vec<bool>,
    /// The pairings it still keeps among its members (9.5).
    target: usize,
    limits_observed: bool,
    pairs: Vec<(usize, usize)>,
    floaters: Vec<usize>,
    reasons: Vec<Reason>,
}

impl Group {
    /// Above the Median Group and in it, the highest ranked team has priority; below it, the
    /// lowest ranked (9.2).
    fn downward(&self) -> bool {
        self.side != Side::Below
    }

    fn staying(&self) -> Vec<usize> {
        (0..self.members.len())
            .filter(|&i| self.members[i])
            .collect()
    }
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
        let mut members = vec![false; field.len()];
        for &i in residents.iter().chain(&from_above).chain(&from_below) {
            members[i] = true;
        }
        let mut group = Group {
            side,
            members,
            target: 0,
            limits_observed: true,
            pairs: Vec::new(),
            floaters: Vec::new(),
            reasons: Vec::new(),
        };
        self.set_target(&mut group)?;
        self.pair_incoming(&mut group, &residents, &from_above, &from_below)?;
        self.choose_floaters(&mut group, next_residents)?;
        self.pair_rest(&mut group);
        // The next group takes the floaters in the order of its direction.
        let mut floaters = group.floaters;
        if group.side == Side::Below {
            floaters.sort_unstable_by(|a, b| b.cmp(a));
        } else {
            floaters.sort_unstable();
        }
        let tpns = |list: &[usize]| list.iter().map(|&i| field.tpn(i)).collect::<Vec<_>>();
        self.groups.push(GroupRecord {
            match_points: points,
            side,
            residents: tpns(&residents),
            incoming: from_above
                .iter()
                .chain(&from_below)
                .map(|&i| field.tpn(i))
                .collect(),
            pairs: group
                .pairs
                .iter()
                .map(|&(a, b)| (field.tpn(a), field.tpn(b)))
                .collect(),
            floaters: tpns(&floaters),
            colour_limits: if group.limits_observed {
                ColourLimits::Observed
            } else {
                ColourLimits::Disregarded
            },
            reasons: group.reasons,
        });
        Ok(floaters)
    }

    /// 9.5 and 7.4: the most pairings the group can keep within the colour limits, or without
    /// them if it then keeps more.
    fn set_target(&mut self, group: &mut Group) -> Result<(), MatchingError> {
        let field = self.field;
        let size = group.staying().len();
        let within = self
            .oracle
            .target(field, &self.active, &group.members, true)?
            .unwrap_or(0);
        group.target = within;
        if within < size / 2 {
            let without = self
                .oracle
                .target(field, &self.active, &group.members, false)?
                .unwrap_or(0);
            if without > within {
                group.reasons.push(reason(
                    "7.4",
                    ReasonKind::OlympiadColourLimitsDisregarded {
                        kept_within_limits: within,
                        kept_without_limits: without,
                    },
                ));
                group.limits_observed = false;
                group.target = without;
            }
        }
        group.reasons.push(reason(
            "9.5",
            ReasonKind::OlympiadGroupKeeps {
                pairings: group.target,
                teams: size,
            },
        ));
        Ok(())
    }

    /// 8.2.1 / 8.3.1, 8.2.4 / 8.3.4: each floater moved in, those from above first, takes the
    /// first team it may meet with which the group still keeps its target (residents first,
    /// then the other floaters; the highest ranked first for a floater from above, the lowest
    /// ranked first for one from below), or moves on.
    fn pair_incoming(
        &mut self,
        group: &mut Group,
        residents: &[usize],
        from_above: &[usize],
        from_below: &[usize],
    ) -> Result<(), MatchingError> {
        let field = self.field;
        let incoming: Vec<(usize, bool)> = from_above
            .iter()
            .map(|&i| (i, true))
            .chain(from_below.iter().map(|&i| (i, false)))
            .collect();
        for &(floater, is_from_above) in &incoming {
            if !group.members[floater] {
                continue;
            }
            let mut resident_candidates: Vec<usize> = residents
                .iter()
                .copied()
                .filter(|&i| group.members[i])
                .collect();
            let mut floater_candidates: Vec<usize> = incoming
                .iter()
                .map(|p| p.0)
                .filter(|&i| i != floater && group.members[i])
                .collect();
            for list in [&mut resident_candidates, &mut floater_candidates] {
                if is_from_above {
                    list.sort_unstable();
                } else {
                    list.sort_unstable_by(|a, b| b.cmp(a));
                }
            }
            let mut passed_over = Vec::new();
            let mut opponent = None;
            for candidate in resident_candidates.into_iter().chain(floater_candidates) {
                if group.target > 0
                    && field.compatible_within(floater, candidate, group.limits_observed)
                    && self.keeps_target_with(group, floater, candidate)?
                {
                    opponent = Some(candidate);
                    break;
                }
                passed_over.push(field.tpn(candidate));
            }
            match opponent {
                Some(candidate) => {
                    self.fix_pair(group, floater, candidate);
                    let article = if is_from_above { "8.3.1" } else { "8.2.1" };
                    group.reasons.push(reason(
                        article,
                        ReasonKind::OlympiadFloaterPaired {
                            floater: field.tpn(floater),
                            opponent: field.tpn(candidate),
                            passed_over,
                        },
                    ));
                }
                None => {
                    group.members[floater] = false;
                    group.floaters.push(floater);
                    let article = if is_from_above { "8.3.4" } else { "8.2.4" };
                    group.reasons.push(reason(
                        article,
                        ReasonKind::OlympiadFloaterMovesOn {
                            floater: field.tpn(floater),
                        },
                    ));
                }
            }
        }
        Ok(())
    }

    /// 8.2.1–8.2.3 / 8.3.1–8.3.3, 9.4, 9.5: the teams the group cannot keep float, each the
    /// first in the order of floating (the lowest ranked above the Median Group, the highest
    /// ranked below it; a team with an opponent in the next group before one without) whose
    /// floating still lets the group keep its target.
    fn choose_floaters(
        &mut self,
        group: &mut Group,
        next_residents: &[usize],
    ) -> Result<(), MatchingError> {
        let field = self.field;
        let n = field.len();
        let downward = group.downward();
        let has_next_opponent =
            |team: usize| next_residents.iter().any(|&r| field.compatible(team, r));
        loop {
            let staying = group.staying();
            if staying.len() <= 2 * group.target {
                return Ok(());
            }
            let mut order = staying.clone();
            order.sort_by_key(|&i| (!has_next_opponent(i), if downward { n - i } else { i }));
            let mut passed_over = Vec::new();
            let mut chosen = None;
            for &candidate in &order {
                group.members[candidate] = false;
                if self.oracle.reaches(
                    field,
                    &self.active,
                    &group.members,
                    group.limits_observed,
                    group.target,
                )? {
                    chosen = Some(candidate);
                    break;
                }
                group.members[candidate] = true;
                passed_over.push(field.tpn(candidate));
            }
            let Some(floater) = chosen else {
                unreachable!("the target is reached with some team floating");
            };
            group.floaters.push(floater);
            let without_opponent: Vec<_> = staying
                .iter()
                .copied()
                .filter(|&i| !has_next_opponent(i))
                .map(|i| field.tpn(i))
                .collect();
            if !without_opponent.is_empty() && !next_residents.is_empty() {
                let article = if downward { "8.3.3" } else { "8.2.3" };
                group.reasons.push(reason(
                    article,
                    ReasonKind::OlympiadNoOpponentInNextGroup {
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
            group.reasons.push(reason(
                article,
                ReasonKind::OlympiadFloaterChosen {
                    floater: field.tpn(floater),
                    passed_over,
                },
            ));
        }
    }

    /// 9.2, 9.3: the teams left, which the group pairs all among themselves: the team with
    /// priority takes the first opponent in the order of 9.3 with which the rest can still
    /// all be paired.
    fn pair_rest(&mut self, group: &mut Group) {
        let field = self.field;
        let observed = group.limits_observed;
        loop {
            let mut arranged = group.staying();
            if arranged.is_empty() {
                return;
            }
            if !group.downward() {
                arranged.reverse();
            }
            let first = arranged[0];
            let mut passed_over = Vec::new();
            let mut opponent = None;
            for candidate in exchange_order(arranged.len()).map(|k| arranged[k]) {
                if field.compatible_within(first, candidate, observed) {
                    group.members[first] = false;
                    group.members[candidate] = false;
                    let inside = |a: usize, b: usize| field.compatible_within(a, b, observed);
                    if self.oracle.group_pairable(&group.members, &inside) {
                        opponent = Some(candidate);
                        break;
                    }
                    group.members[first] = true;
                    group.members[candidate] = true;
                }
                passed_over.push(field.tpn(candidate));
            }
            let Some(candidate) = opponent else {
                unreachable!("the group's teams left can all be paired");
            };
            group.members[first] = true;
            group.members[candidate] = true;
            self.fix_pair(group, first, candidate);
            group.reasons.push(reason(
                "9.3",
                ReasonKind::OlympiadPairTaken {
                    team: field.tpn(first),
                    opponent: field.tpn(candidate),
                    passed_over,
                },
            ));
        }
    }

    /// Whether the group still keeps its target once `a` and `b` are paired.
    fn keeps_target_with(
        &mut self,
        group: &mut Group,
        a: usize,
        b: usize,
    ) -> Result<bool, MatchingError> {
        for team in [a, b] {
            group.members[team] = false;
            self.active[team] = false;
        }
        let keeps = self.oracle.reaches(
            self.field,
            &self.active,
            &group.members,
            group.limits_observed,
            group.target - 1,
        )?;
        for team in [a, b] {
            group.members[team] = true;
            self.active[team] = true;
        }
        Ok(keeps)
    }

    /// Pairs `a` with `b` inside the group.
    fn fix_pair(&mut self, group: &mut Group, a: usize, b: usize) {
        for team in [a, b] {
            group.members[team] = false;
            self.active[team] = false;
        }
        group.target -= 1;
        group.pairs.push((a, b));
        self.pairs.push((a, b));
    }
}

/// 9.3: the places of the opponents the first of `size` arranged teams tries, in order: the
/// bottom half from its top, then the top half from its bottom ("1 x 4, 1 x 5, 1 x 6, 1 x 3,
/// 1 x 2" for six teams).
pub(crate) fn exchange_order(size: usize) -> impl Iterator<Item = usize> {
    let half = size / 2;
    (half..size).chain((1..half).rev())
}
