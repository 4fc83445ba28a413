//! Pairing one bracket (C.04.6 3.6): among the pairings that meet \[C1\], the fewest colour
//! failures (\[C8\]), then the fewest strong colour failures (\[C9\]), then the fewest floating
//! opponents of upfloaters (\[C10\]); among those, the first identifier (3.6.2–3.6.3).
//!
//! The identifier is fixed a position at a time, each choice kept only if some pairing of the
//! best criteria values still agrees with every choice so far:
//!
//! - the top members (3.6.1: the smaller TPN of each pair): each team in TPN order becomes a
//!   top member if it can; that makes the sorted list of top members the smallest
//!   lexicographically, which is what 3.6.3 compares first;
//! - then each top member, in TPN order, takes the smallest bottom member it can.
//!
//! "Can" is a question about perfect matchings. When the best pairing has no criterion
//! failure at all, it is asked of the graph of the failure-free compatible pairs with the
//! witness matcher. Otherwise a minimum-cost perfect matching answers it (rondo-matching,
//! exact integer weights): the costs of the three criteria are packed so that one of \[C8\]
//! outweighs every \[C9\] and \[C10\] failure together, and so on. On brackets of up to
//! [`PACKED_TOPS`] teams the weights also carry one bit per possible top member, so the first
//! solve already finds the best set of top members.

use rondo_matching::{MatchingOptions, SparseGraph, WitnessMatcher, maximum_weight_matching};

use crate::TeamSwissError;

/// Brackets up to this size carry the top-member bits in their `u128` weights: the bits,
/// the packed costs and the solver's headroom fit in 128 bits.
const PACKED_TOPS: usize = 80;

/// The criteria failures of one pair, in priority order (\[C8\], \[C9\], \[C10\]).
pub(crate) type PairCost = (u32, u32, u32);

/// A bracket paired: the pairs (top member, bottom member) in identifier order, as indices
/// into the members, and the criteria totals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BracketPairing {
    pub pairs: Vec<(usize, usize)>,
    pub cost: PairCost,
}

/// Where a member stands in the identifier (3.6.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Role {
    Unknown,
    Top,
    Bottom,
}

/// Pairs `m` members (indices `0..m` in TPN order). `compatible(a, b)` is \[C1\]; `cost(a, b)`
/// the criteria a pair fails. `None` when the members cannot all be paired.
pub(crate) fn pair_bracket(
    m: usize,
    compatible: &dyn Fn(usize, usize) -> bool,
    cost: &dyn Fn(usize, usize) -> PairCost,
) -> Result<Option<BracketPairing>, TeamSwissError> {
    pair_bracket_packing(m, compatible, cost, PACKED_TOPS)
}

/// [`pair_bracket`], packing the top-member bits only into brackets of up to `packed_limit`
/// teams (larger ones fix the top members one at a time). Both ways give the same pairing;
/// the tests hold them to it.
pub(crate) fn pair_bracket_packing(
    m: usize,
    compatible: &dyn Fn(usize, usize) -> bool,
    cost: &dyn Fn(usize, usize) -> PairCost,
    packed_limit: usize,
) -> Result<Option<BracketPairing>, TeamSwissError> {
    if m == 0 {
        return Ok(Some(BracketPairing {
            pairs: Vec::new(),
            cost: (0, 0, 0),
        }));
    }
    let mut edges: Vec<(usize, usize, u64)> = Vec::new();
    let scale = u64::try_from(m / 2 + 1).unwrap_or(u64::MAX);
    for b in 0..m {
        for a in 0..b {
            if compatible(a, b) {
                let (c8, c9, c10) = cost(a, b);
                let packed = (u64::from(c8) * scale + u64::from(c9)) * scale + u64::from(c10);
                edges.push((a, b, packed));
            }
        }
    }
    let mut searcher = Searcher::new(m, edges);
    let packed = m <= packed_limit.min(PACKED_TOPS);
    let Some(best) = searcher.solve(&|_, _| true, packed)? else {
        return Ok(None);
    };
    let mut role = vec![Role::Unknown; m];
    let mut fixed: Vec<Option<usize>> = vec![None; m];
    if packed {
        // The packed top bits made the witness's top members the best set.
        for (v, r) in role.iter_mut().enumerate() {
            *r = match searcher.witness[v] {
                Some(u) if u > v => Role::Top,
                _ => Role::Bottom,
            };
        }
    } else {
        let (mut tops, mut bottoms) = (0, 0);
        for v in 0..m {
            role[v] = if tops == m / 2 {
                Role::Bottom
            } else if bottoms == m / 2 {
                Role::Top
            } else {
                role[v] = Role::Top;
                if searcher.feasible(best, &role, &fixed)? {
                    Role::Top
                } else {
                    Role::Bottom
                }
            };
            if role[v] == Role::Top {
                tops += 1;
            } else {
                bottoms += 1;
            }
        }
    }
    let mut pairs = Vec::with_capacity(m / 2);
    for t in (0..m).filter(|v| role[*v] == Role::Top) {
        let mut partner = None;
        for b in t + 1..m {
            if role[b] != Role::Bottom || fixed[b].is_some() || !compatible(t, b) {
                continue;
            }
            fixed[t] = Some(b);
            fixed[b] = Some(t);
            if searcher.feasible(best, &role, &fixed)? {
                partner = Some(b);
                break;
            }
            fixed[t] = None;
            fixed[b] = None;
        }
        let Some(b) = partner else {
            return Err(TeamSwissError::Internal(
                rondo_pairing::BrokenInvariant::MatchingNotMaximum,
            ));
        };
        pairs.push((t, b));
    }
    let total = pairs.iter().fold((0, 0, 0), |acc, (a, b)| {
        let c = cost(*a, *b);
        (acc.0 + c.0, acc.1 + c.1, acc.2 + c.2)
    });
    Ok(Some(BracketPairing { pairs, cost: total }))
}

/// Answers "is there a best pairing with these choices?", keeping the last answer as a
/// witness so that a choice it already agrees with costs nothing.
struct Searcher {
    m: usize,
    edges: Vec<(usize, usize, u64)>,
    witness: Vec<Option<usize>>,
    /// The failure-free graph, when the best pairing has no failures.
    free: Option<WitnessMatcher>,
}

impl Searcher {
    fn new(m: usize, edges: Vec<(usize, usize, u64)>) -> Searcher {
        Searcher {
            m,
            edges,
            witness: vec![None; m],
            free: None,
        }
    }

    /// The least packed cost of a perfect matching over edges `allowed` admits (witness
    /// updated), or `None` if there is none.
    fn solve(
        &mut self,
        allowed: &dyn Fn(usize, usize) -> bool,
        pack_tops: bool,
    ) -> Result<Option<u64>, TeamSwissError> {
        let m = self.m;
        let max_cost = self.edges.iter().map(|e| e.2).max().unwrap_or(0);
        let shift = if pack_tops { m as u32 } else { 0 };
        let graph = SparseGraph::<u128>::from_edges(
            m,
            self.edges
                .iter()
                .filter(|(a, b, _)| allowed(*a, *b))
                .map(|&(a, b, c)| {
                    let value = u128::from(max_cost - c + 1) << shift;
                    let top_bit = if pack_tops { 1u128 << (m - 1 - a) } else { 0 };
                    (a, b, value + top_bit)
                }),
        );
        let matching = maximum_weight_matching(
            &graph,
            &MatchingOptions::default().with_max_cardinality(true),
        )?;
        if 2 * matching.cardinality() != m {
            return Ok(None);
        }
        self.witness = matching.mates().to_vec();
        let mut total = 0;
        for (a, b) in matching.pairs() {
            let (a, b) = (a.min(b), a.max(b));
            total += self
                .edges
                .iter()
                .find(|e| e.0 == a && e.1 == b)
                .map_or(0, |e| e.2);
        }
        if total == 0 && self.free.is_none() {
            let mut free_edges: Vec<(usize, usize)> = self
                .edges
                .iter()
                .filter(|e| e.2 == 0)
                .map(|e| (e.0, e.1))
                .collect();
            free_edges.sort_unstable();
            let mut matcher =
                WitnessMatcher::new(m, |a, b| free_edges.binary_search(&(a, b)).is_ok());
            for (a, b) in matching.pairs() {
                matcher.set_pair(a, b);
            }
            self.free = Some(matcher);
        }
        Ok(Some(total))
    }

    /// Whether a perfect matching of cost `best` agrees with the roles and fixed pairs.
    fn feasible(
        &mut self,
        best: u64,
        role: &[Role],
        fixed: &[Option<usize>],
    ) -> Result<bool, TeamSwissError> {
        let allowed = |a: usize, b: usize| {
            let (low, high) = (a.min(b), a.max(b));
            role[low] != Role::Bottom
                && role[high] != Role::Top
                && fixed[a].is_none_or(|f| f == b)
                && fixed[b].is_none_or(|f| f == a)
        };
        if (0..self.m).all(|v| self.witness[v].is_some_and(|u| allowed(v, u))) {
            return Ok(true);
        }
        if let Some(free) = self.free.as_mut() {
            let everyone = vec![true; self.m];
            let found = free.perfect(&everyone, &allowed);
            if found {
                self.witness = (0..self.m).map(|v| free.mate(v)).collect();
            }
            return Ok(found);
        }
        Ok(self.solve(&allowed, false)? == Some(best))
    }
}
