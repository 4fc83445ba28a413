//! One score group from C1 to C14: who is moved down at once (C1), the ladder of relaxations
//! (C9–C11, C14), and the checks on what the group leaves to the groups below (C12, C13).

use std::collections::HashMap;

use rondo_matching::{DenseGraph, MatchingOptions, maximum_weight_matching};

use super::rules::{Level, Rules};
use super::search::{Budget, ExchangeCache, Pairs, Stage, bipartite_size, homogeneous, walk};
use crate::PairError;

/// Search steps allowed for one level of the ladder.
pub(crate) const LEVEL_STEPS: u64 = 60_000;
/// Search steps allowed for the whole round; when they run out, groups not yet paired are
/// completed by the fallback of the module documentation.
pub(crate) const ROUND_STEPS: u64 = 6_000_000;

/// What the pairing of one group produced.
#[derive(Debug, Default)]
pub(crate) struct GroupResult {
    pub pairs: Pairs,
    /// Players moved down to the next group (in the lowest group: the bye, if any).
    pub leftovers: Vec<usize>,
    /// How the pairing was found, for explanations.
    pub record: GroupRecord,
}

/// The facts of one group's search that an explanation reports (plain data, cheap to keep).
#[derive(Clone, Debug, Default)]
pub(crate) struct GroupRecord {
    /// Players moved down at once because nobody in the group could meet them (C1).
    pub moved_at_once: Vec<usize>,
    /// The members after C1, in bracket order, and those of them moved down from above.
    pub members: Vec<usize>,
    pub moved: Vec<usize>,
    /// Whether the group was paired as heterogeneous: moved-down players in S1 (A6 b).
    pub heterogeneous: bool,
    /// How many pairs the moved-down players made (heterogeneous groups; they come first in
    /// the result's pairs, S1 player first).
    pub moved_pairs: usize,
    /// The pairs made, and the most pairs the group could have (C3, C14).
    pub pairs: usize,
    pub most_pairs: usize,
    /// x as computed by A8 for the whole group (before C14 lowered it).
    pub x: usize,
    /// The level of the ladder that found the pairing; `None` when the search bounds were
    /// reached and the fallback completed the group.
    pub level: Option<Level>,
    /// Whether the C12 lookahead was applicable, and whether it held for the pairing taken.
    pub lookahead_possible: bool,
    pub lookahead_used: bool,
    /// Whether A7 d applied to the group (odd round, a strong preference present).
    pub strong_rule: bool,
    /// The pairs taken, S1 player first, in the order they were formed (filled by the round).
    pub taken: Pairs,
    /// The players the group left over (filled by the round).
    pub leftovers: Vec<usize>,
}

/// The state shared by the groups of one round.
pub(crate) struct Round<'a> {
    pub rules: Rules<'a>,
    pub steps_left: u64,
    cache: ExchangeCache,
    completable: HashMap<Vec<usize>, bool>,
}

/// The group being paired.
pub(crate) struct Group<'g> {
    /// Players moved down from higher groups, in bracket order.
    pub moved: &'g [usize],
    /// The group's own players, in bracket order.
    pub residents: &'g [usize],
    /// The players of the next group, if there is one.
    pub next: Option<&'g [usize]>,
    /// Every player of the groups below this one.
    pub below: &'g [usize],
}

/// The players of the group being paired, after C1.
#[derive(Copy, Clone)]
struct Context<'c, 'g> {
    group: &'c Group<'g>,
    members: &'c [usize],
    moved: &'c [usize],
    residents: &'c [usize],
    moved_at_once: &'c [usize],
}

/// One shape of pairing tried in turn (C14 reduces the number of pairs).
#[derive(Copy, Clone, Debug)]
enum Plan {
    /// A homogeneous group (or one treated as such, A3) with `p` pairs.
    Homogeneous { p: usize },
    /// A heterogeneous group: `moved` pairs of moved-down players, then `remainder` pairs in
    /// the homogeneous remainder.
    Heterogeneous { moved: usize, remainder: usize },
}

impl Plan {
    fn pairs(self) -> usize {
        match self {
            Plan::Homogeneous { p } => p,
            Plan::Heterogeneous { moved, remainder } => moved + remainder,
        }
    }
}

impl<'a> Round<'a> {
    pub fn new(rules: Rules<'a>) -> Round<'a> {
        Round {
            rules,
            steps_left: ROUND_STEPS,
            cache: ExchangeCache::default(),
            completable: HashMap::new(),
        }
    }

    /// Pairs one group.
    pub fn pair_group(&mut self, group: &Group<'_>) -> Result<GroupResult, PairError> {
        self.completable.clear();
        let lowest = group.next.is_none();
        let rules = &self.rules;
        // C1: players without any possible opponent in the group leave it at once. In the
        // lowest group nobody can (the groups above kept the rest completable).
        let mut members: Vec<usize> = group.moved.iter().chain(group.residents).copied().collect();
        members.sort_unstable();
        let mut moved_at_once = Vec::new();
        if !lowest {
            loop {
                let stuck: Vec<usize> = members
                    .iter()
                    .copied()
                    .filter(|&a| !members.iter().any(|&b| rules.compatible(a, b)))
                    .collect();
                if stuck.is_empty() {
                    break;
                }
                members.retain(|m| !stuck.contains(m));
                moved_at_once.extend(stuck);
            }
        }
        let moved: Vec<usize> = members
            .iter()
            .copied()
            .filter(|m| group.moved.contains(m))
            .collect();
        let residents: Vec<usize> = members
            .iter()
            .copied()
            .filter(|m| !group.moved.contains(m))
            .collect();
        let treated_homogeneous = moved.is_empty() || 2 * moved.len() >= members.len();
        let plans = plans(&members, &moved, &residents, treated_homogeneous, lowest);
        let x_full = self.rules.x(&members);
        let full_pairs = plans.first().map_or(0, |plan| plan.pairs());
        let strong_rule = self.rules.has_strong_in_odd_round(&members);
        let lookahead = group.next.is_some();

        let context = Context {
            group,
            members: &members,
            moved: &moved,
            residents: &residents,
            moved_at_once: &moved_at_once,
        };
        for plan in plans {
            // C14: with fewer pairs, x goes down as well (never below zero).
            let x = x_full.saturating_sub(full_pairs - plan.pairs());
            let most = plan.pairs().max(x);
            // Every level accepts a subset of what a more relaxed one accepts, so a sub-ladder
            // is entered only when its most relaxed level finds a pairing (a probe).
            let relaxed = |strong_as_absolute| Level {
                allowance: most,
                floats: 4,
                strong_as_absolute,
            };
            if !self.probe(plan, &relaxed(false), &context, false)? {
                continue;
            }
            for with_lookahead in [true, false] {
                if with_lookahead
                    && (!lookahead || !self.probe(plan, &relaxed(false), &context, true)?)
                {
                    continue;
                }
                for strong_as_absolute in [true, false] {
                    if strong_as_absolute
                        && (!strong_rule
                            || !self.probe(plan, &relaxed(true), &context, with_lookahead)?)
                    {
                        continue;
                    }
                    for allowance in x..=most {
                        let at_x = Level {
                            allowance,
                            floats: 4,
                            strong_as_absolute,
                        };
                        if allowance < most && !self.probe(plan, &at_x, &context, with_lookahead)? {
                            continue;
                        }
                        for floats in 0..=4u8 {
                            let level = Level { floats, ..at_x };
                            if self.steps_left == 0 {
                                return self.fallback(&members, &moved_at_once, lowest);
                            }
                            let found = self.try_level(plan, &level, &context, with_lookahead)?;
                            if let Some(mut result) = found {
                                result.leftovers.extend(&moved_at_once);
                                result.leftovers.sort_unstable();
                                result.record = GroupRecord {
                                    moved_at_once: moved_at_once.clone(),
                                    members: members.clone(),
                                    moved: moved.clone(),
                                    heterogeneous: matches!(plan, Plan::Heterogeneous { .. }),
                                    moved_pairs: match plan {
                                        Plan::Heterogeneous { moved, .. } => moved,
                                        Plan::Homogeneous { .. } => 0,
                                    },
                                    pairs: plan.pairs(),
                                    most_pairs: full_pairs,
                                    x: x_full,
                                    level: Some(level),
                                    lookahead_possible: lookahead,
                                    lookahead_used: with_lookahead,
                                    strong_rule,
                                    ..GroupRecord::default()
                                };
                                return Ok(result);
                            }
                        }
                    }
                }
            }
        }
        self.fallback(&members, &moved_at_once, lowest)
    }

    /// Whether `level` finds a pairing (without taking it).
    fn probe(
        &mut self,
        plan: Plan,
        level: &Level,
        context: &Context<'_, '_>,
        with_lookahead: bool,
    ) -> Result<bool, PairError> {
        Ok(self
            .try_level(plan, level, context, with_lookahead)?
            .is_some())
    }

    fn try_level(
        &mut self,
        plan: Plan,
        level: &Level,
        context: &Context<'_, '_>,
        with_lookahead: bool,
    ) -> Result<Option<GroupResult>, PairError> {
        let Context {
            group,
            members,
            moved,
            residents,
            moved_at_once,
        } = *context;
        let lowest = group.next.is_none();
        let mut budget = Budget {
            steps_left: LEVEL_STEPS.min(self.steps_left),
        };
        let start = budget.steps_left;
        let mut accepted: Option<GroupResult> = None;
        let mut error = None;
        {
            let rules = &self.rules;
            let completable = &mut self.completable;
            let leftover_ok = |i: usize| {
                rules.may_float_down(i, level) && (!lowest || rules.cards[i].bye_eligible)
            };
            // What the group leaves must let the rest of the round be paired (C12, C13).
            let mut leaves_rest_pairable =
                |_pairs: &[(usize, usize)], leftovers: &[usize]| -> bool {
                    let mut leaving: Vec<usize> = leftovers.to_vec();
                    leaving.extend(moved_at_once);
                    leaving.sort_unstable();
                    if with_lookahead
                        && let Some(next) = group.next
                        && !fits_next(rules, &leaving, next)
                    {
                        return false;
                    }
                    let key = leaving.clone();
                    match completable.get(&key) {
                        Some(ok) => *ok,
                        None => {
                            let mut rest = leaving;
                            rest.extend(group.below);
                            let ok = match complete(rules, &rest) {
                                Ok(found) => found.is_some(),
                                Err(e) => {
                                    error = Some(e);
                                    false
                                }
                            };
                            completable.insert(key, ok);
                            ok
                        }
                    }
                };
            let mut accept_group = |pairs: &[(usize, usize)], leftovers: &[usize]| -> bool {
                let ok = if lowest {
                    // A5, B1 b: at most one player left, who may have the bye.
                    leftovers.len() <= 1 && leftovers.iter().all(|&i| rules.cards[i].bye_eligible)
                } else {
                    leaves_rest_pairable(pairs, leftovers)
                };
                if ok {
                    accepted = Some(GroupResult {
                        pairs: pairs.to_vec(),
                        leftovers: leftovers.to_vec(),
                        record: GroupRecord::default(),
                    });
                }
                ok
            };
            match plan {
                Plan::Homogeneous { p } => {
                    homogeneous(
                        rules,
                        members,
                        p,
                        level,
                        &leftover_ok,
                        &mut budget,
                        &mut self.cache,
                        &mut |pairs, leftovers, _| accept_group(pairs, leftovers),
                    );
                }
                Plan::Heterogeneous {
                    moved: moved_pairs,
                    remainder,
                } => {
                    let stage = Stage {
                        s1: moved,
                        s2: residents,
                        unpaired_s1: moved.len() - moved_pairs,
                        leftovers_leave: false,
                    };
                    let cache = &mut self.cache;
                    // The moved-down stage and the remainders each get the level's steps.
                    let level_steps = budget.steps_left;
                    let budget_cell = std::cell::RefCell::new(Budget {
                        steps_left: level_steps,
                    });
                    let mut stage_leaf =
                        |moved_pairs: &[(usize, usize)], left: &[usize], misses: usize| -> bool {
                            // C6: only the moved-down players were paired so far; the rest of
                            // the group is a homogeneous remainder paired from C2 on.
                            let unpaired_moved: Vec<usize> =
                                left.iter().copied().filter(|i| moved.contains(i)).collect();
                            let rest: Vec<usize> = left
                                .iter()
                                .copied()
                                .filter(|i| !moved.contains(i))
                                .collect();
                            let inner_level = Level {
                                allowance: level.allowance - misses,
                                ..*level
                            };
                            let mut inner = budget_cell.borrow_mut();
                            homogeneous(
                                rules,
                                &rest,
                                remainder,
                                &inner_level,
                                &leftover_ok,
                                &mut inner,
                                cache,
                                &mut |pairs, leftovers, _| {
                                    let mut all: Vec<(usize, usize)> = moved_pairs.to_vec();
                                    all.extend_from_slice(pairs);
                                    let mut leaving: Vec<usize> = leftovers.to_vec();
                                    leaving.extend(&unpaired_moved);
                                    leaving.sort_unstable();
                                    accept_group(&all, &leaving)
                                },
                            )
                        };
                    let mut stage_budget = Budget {
                        steps_left: level_steps,
                    };
                    walk(
                        rules,
                        &stage,
                        level,
                        &leftover_ok,
                        &mut stage_budget,
                        &mut stage_leaf,
                    );
                    let inner_left = budget_cell.borrow().steps_left;
                    let spent = (level_steps - stage_budget.steps_left)
                        .saturating_add(level_steps - inner_left);
                    budget.steps_left = level_steps.saturating_sub(spent);
                }
            }
        }
        let spent = start.saturating_sub(budget.steps_left).max(1);
        self.steps_left = self.steps_left.saturating_sub(spent);
        if let Some(error) = error {
            return Err(error);
        }
        Ok(accepted)
    }

    /// When the search finds nothing within its bounds: in the lowest group, a maximum
    /// matching of B1/B2-compatible pairs (with a bye-eligible player left over); elsewhere
    /// the whole group moves down (C14 with p = 0).
    fn fallback(
        &mut self,
        members: &[usize],
        moved_at_once: &[usize],
        lowest: bool,
    ) -> Result<GroupResult, PairError> {
        let record = GroupRecord {
            moved_at_once: moved_at_once.to_vec(),
            members: members.to_vec(),
            ..GroupRecord::default()
        };
        if lowest && let Some((pairs, bye)) = complete(&self.rules, members)? {
            return Ok(GroupResult {
                record: GroupRecord {
                    pairs: pairs.len(),
                    ..record
                },
                pairs,
                leftovers: bye.into_iter().collect(),
            });
        }
        let mut leftovers: Vec<usize> = members.iter().chain(moved_at_once).copied().collect();
        leftovers.sort_unstable();
        Ok(GroupResult {
            pairs: Vec::new(),
            leftovers,
            record,
        })
    }
}

/// The shapes of pairing of a group, most pairs first (C3, C14).
fn plans(
    members: &[usize],
    moved: &[usize],
    residents: &[usize],
    treated_homogeneous: bool,
    lowest: bool,
) -> Vec<Plan> {
    let n = members.len();
    let most = n / 2;
    let keep = |pairs: usize| !lowest || n - 2 * pairs <= 1;
    if treated_homogeneous {
        return (0..=most)
            .rev()
            .filter(|p| keep(*p))
            .map(|p| Plan::Homogeneous { p })
            .collect();
    }
    let mut plans = Vec::new();
    for moved_pairs in (0..=moved.len().min(residents.len())).rev() {
        let rest = residents.len() - moved_pairs;
        for remainder in (0..=rest / 2).rev() {
            if keep(moved_pairs + remainder) {
                plans.push(Plan::Heterogeneous {
                    moved: moved_pairs,
                    remainder,
                });
            }
        }
    }
    plans
}

/// C12: the players moved down can all be paired in the next group, when it will be
/// heterogeneous (fewer moved-down players than half of it).
fn fits_next(rules: &Rules<'_>, leaving: &[usize], next: &[usize]) -> bool {
    if leaving.is_empty() || 2 * leaving.len() >= leaving.len() + next.len() {
        return true;
    }
    let allowed = |i: usize, j: usize| rules.compatible(leaving[i], next[j]);
    bipartite_size(leaving.len(), next.len(), &allowed) == leaving.len()
}

/// Whether `players` can all be paired under B1 and B2, with at most one player left over who
/// may receive the bye (B1 b); returns such a pairing (a maximum matching).
pub(crate) fn complete(
    rules: &Rules<'_>,
    players: &[usize],
) -> Result<Option<(Pairs, Option<usize>)>, PairError> {
    let n = players.len();
    let odd = n % 2 == 1;
    let vertices = n + usize::from(odd);
    let graph = DenseGraph::from_fn(vertices, |u, v| {
        let (u, v) = (u.min(v), u.max(v));
        let allowed = if v == n {
            rules.cards[players[u]].bye_eligible
        } else {
            rules.compatible(players[u], players[v])
        };
        allowed.then_some(1u64)
    });
    let matching = maximum_weight_matching(
        &graph,
        &MatchingOptions::default().with_max_cardinality(true),
    )
    .map_err(PairError::Matching)?;
    if matching.cardinality() * 2 < vertices {
        return Ok(None);
    }
    let mut pairs = Vec::new();
    let mut bye = None;
    for (u, v) in matching.pairs() {
        let (u, v) = (u.min(v), u.max(v));
        if v == n {
            bye = Some(players[u]);
        } else {
            pairs.push((players[u], players[v]));
        }
    }
    Ok(Some((pairs, bye)))
}
