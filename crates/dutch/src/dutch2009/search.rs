//! The search of one score group: pairings tried in the order of C6–C8 (transpositions of
//! S2, then exchanges), the first one meeting the criteria in force is taken.

use std::collections::HashMap;
use std::rc::Rc;

use super::order::{Exchange, exchanges};
use super::rules::{Level, Rules};

/// The pairs made and the players left over by one candidate.
pub(crate) type Pairs = Vec<(usize, usize)>;

/// A limit on the work of one search, counted in search steps (one step per pair tried or per
/// feasibility test of a partial pairing).
#[derive(Debug)]
pub(crate) struct Budget {
    pub steps_left: u64,
}

impl Budget {
    fn spend(&mut self, steps: u64) -> bool {
        if self.steps_left < steps {
            self.steps_left = 0;
            return false;
        }
        self.steps_left -= steps;
        true
    }

    pub fn exhausted(&self) -> bool {
        self.steps_left == 0
    }
}

/// One S1/S2 stage: S1 players are paired in order with S2 players in transposition order.
pub(crate) struct Stage<'a> {
    pub s1: &'a [usize],
    pub s2: &'a [usize],
    /// How many S1 players stay unpaired (C14 in a heterogeneous group; 0 otherwise).
    pub unpaired_s1: usize,
    /// Whether the S2 players left over leave the group (so B5/B6 for downfloats and, in the
    /// lowest group, B1 b apply to them).
    pub leftovers_leave: bool,
}

/// A candidate handed to the caller: the pairs (S1 player first), the players left over in
/// bracket order, and how many pairs miss a colour preference.
pub(crate) type Leaf<'f> = dyn FnMut(&[(usize, usize)], &[usize], usize) -> bool + 'f;

/// Walks the transpositions of `stage` (D1) depth first, in order, and calls `leaf` on every
/// complete candidate that meets `level`, stopping at the first one `leaf` accepts. Returns
/// whether one was accepted.
pub(crate) fn walk(
    rules: &Rules<'_>,
    stage: &Stage<'_>,
    level: &Level,
    leftover_ok: &dyn Fn(usize) -> bool,
    budget: &mut Budget,
    leaf: &mut Leaf<'_>,
) -> bool {
    let mut state = Walk {
        rules,
        stage,
        level,
        leftover_ok,
        used: vec![false; stage.s2.len()],
        pairs: Vec::with_capacity(stage.s1.len()),
        unpaired: Vec::new(),
        misses: 0,
        trouble: stage.s1.len() <= SMALL,
    };
    state.step(0, budget, leaf)
}

/// Brackets up to this size test the feasibility of every partial pairing; larger ones only
/// once a dead end has been met.
const SMALL: usize = 12;

struct Walk<'r, 's> {
    rules: &'r Rules<'r>,
    stage: &'s Stage<'s>,
    level: &'s Level,
    leftover_ok: &'s dyn Fn(usize) -> bool,
    used: Vec<bool>,
    pairs: Vec<(usize, usize)>,
    unpaired: Vec<usize>,
    misses: usize,
    /// Set after the first dead end: from then on partial pairings are tested for
    /// feasibility before going deeper.
    trouble: bool,
}

impl Walk<'_, '_> {
    fn step(&mut self, position: usize, budget: &mut Budget, leaf: &mut Leaf<'_>) -> bool {
        if !budget.spend(1) {
            return false;
        }
        let s1 = self.stage.s1;
        let s2 = self.stage.s2;
        if position == s1.len() {
            if self.stage.leftovers_leave
                && s2
                    .iter()
                    .zip(&self.used)
                    .any(|(player, used)| !*used && !(self.leftover_ok)(*player))
            {
                return false;
            }
            let mut leftovers: Vec<usize> = s2
                .iter()
                .zip(&self.used)
                .filter(|(_, used)| !**used)
                .map(|(player, _)| *player)
                .chain(self.unpaired.iter().copied())
                .collect();
            leftovers.sort_unstable();
            return leaf(&self.pairs, &leftovers, self.misses);
        }
        let unpaired_left = self.stage.unpaired_s1 - self.unpaired.len();
        let to_fill = s1.len() - position - unpaired_left;
        if self.stage.leftovers_leave {
            let unusable = s2
                .iter()
                .zip(&self.used)
                .filter(|(player, used)| !**used && !(self.leftover_ok)(**player))
                .count();
            if unusable > to_fill {
                return false;
            }
        }
        if self.trouble && !self.feasible(position, to_fill, budget) {
            return false;
        }
        let a = s1[position];
        if to_fill > 0 {
            for (j, &b) in s2.iter().enumerate() {
                if self.used[j] {
                    continue;
                }
                if !self.rules.pair_allowed(a, b, self.level) {
                    continue;
                }
                let miss = usize::from(self.rules.misses_preference(a, b));
                if self.misses + miss > self.level.allowance {
                    continue;
                }
                self.used[j] = true;
                self.pairs.push((a, b));
                self.misses += miss;
                let found = self.step(position + 1, budget, leaf);
                self.misses -= miss;
                self.pairs.pop();
                self.used[j] = false;
                if found {
                    return true;
                }
                if budget.exhausted() {
                    return false;
                }
                self.trouble = true;
            }
        }
        if unpaired_left > 0 {
            self.unpaired.push(a);
            let found = self.step(position + 1, budget, leaf);
            self.unpaired.pop();
            if found {
                return true;
            }
            self.trouble = true;
        }
        false
    }

    /// Whether the S1 players from `position` on can still make `to_fill` pairs with the
    /// unused S2 players (a bipartite matching, Kuhn's algorithm).
    fn feasible(&self, position: usize, to_fill: usize, budget: &mut Budget) -> bool {
        let left = &self.stage.s1[position..];
        let right: Vec<usize> = (0..self.stage.s2.len())
            .filter(|j| !self.used[*j])
            .collect();
        if !budget.spend((left.len() * right.len().max(1)) as u64 / 8 + 1) {
            return false;
        }
        let allowed = |i: usize, j: usize| {
            self.rules
                .pair_allowed(left[i], self.stage.s2[right[j]], self.level)
        };
        bipartite_size(left.len(), right.len(), &allowed) >= to_fill
    }
}

/// The size of a maximum matching between `left` and `right` vertices (Kuhn's algorithm).
pub(crate) fn bipartite_size(
    left: usize,
    right: usize,
    allowed: &dyn Fn(usize, usize) -> bool,
) -> usize {
    let mut mate_of_right: Vec<Option<usize>> = vec![None; right];
    let mut size = 0;
    for start in 0..left {
        let mut seen = vec![false; right];
        if augment(start, &mut seen, &mut mate_of_right, right, allowed) {
            size += 1;
        }
    }
    size
}

fn augment(
    vertex: usize,
    seen: &mut [bool],
    mate_of_right: &mut [Option<usize>],
    right: usize,
    allowed: &dyn Fn(usize, usize) -> bool,
) -> bool {
    for j in 0..right {
        if seen[j] || !allowed(vertex, j) {
            continue;
        }
        seen[j] = true;
        let free = match mate_of_right[j] {
            None => true,
            Some(other) => augment(other, seen, mate_of_right, right, allowed),
        };
        if free {
            mate_of_right[j] = Some(vertex);
            return true;
        }
    }
    false
}

/// The exchanges of D2 for brackets of each shape, computed once per round.
#[derive(Default)]
pub(crate) struct ExchangeCache {
    lists: HashMap<(usize, usize), Rc<Vec<Exchange>>>,
}

impl ExchangeCache {
    /// The exchanges for S1 = numbers 1..=p and S2 = p+1..=n.
    fn get(&mut self, p: usize, n: usize) -> Rc<Vec<Exchange>> {
        Rc::clone(self.lists.entry((p, n)).or_insert_with(|| {
            let s1: Vec<usize> = (1..=p).collect();
            let s2: Vec<usize> = (p + 1..=n).collect();
            Rc::new(exchanges(&s1, &s2))
        }))
    }
}

/// Pairs a homogeneous group (or remainder) `players` (bracket order) with `p` pairs: S1 the
/// first `p` players, S2 the others; transpositions first (C7), then each exchange in turn
/// (C8). Leftovers leave the group.
#[allow(clippy::too_many_arguments)]
pub(crate) fn homogeneous(
    rules: &Rules<'_>,
    players: &[usize],
    p: usize,
    level: &Level,
    leftover_ok: &dyn Fn(usize) -> bool,
    budget: &mut Budget,
    cache: &mut ExchangeCache,
    leaf: &mut Leaf<'_>,
) -> bool {
    let p = p.min(players.len() / 2);
    let (s1, s2) = players.split_at(p);
    let stage = Stage {
        s1,
        s2,
        unpaired_s1: 0,
        leftovers_leave: true,
    };
    if walk(rules, &stage, level, leftover_ok, budget, leaf) {
        return true;
    }
    if p == 0 || budget.exhausted() {
        return false;
    }
    let list = cache.get(p, players.len());
    for exchange in list.iter() {
        if budget.exhausted() {
            return false;
        }
        let (s1, s2) = apply(players, p, exchange);
        let stage = Stage {
            s1: &s1,
            s2: &s2,
            unpaired_s1: 0,
            leftovers_leave: true,
        };
        if walk(rules, &stage, level, leftover_ok, budget, leaf) {
            return true;
        }
    }
    false
}

/// S1 and S2 after `exchange` (numbers are 1-based positions in `players`), each in bracket
/// order again (A9 b).
pub(crate) fn apply(players: &[usize], p: usize, exchange: &Exchange) -> (Vec<usize>, Vec<usize>) {
    let mut in_s1: Vec<bool> = (0..players.len()).map(|i| i < p).collect();
    for number in &exchange.from_s1 {
        in_s1[number - 1] = false;
    }
    for number in &exchange.from_s2 {
        in_s1[number - 1] = true;
    }
    let mut s1 = Vec::with_capacity(p);
    let mut s2 = Vec::with_capacity(players.len() - p);
    for (position, player) in players.iter().enumerate() {
        if in_s1[position] {
            s1.push(*player);
        } else {
            s2.push(*player);
        }
    }
    (s1, s2)
}
