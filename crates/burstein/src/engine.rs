//! The pairing of a round after the seeding rounds (art. 1.9, 3, 4): the pairing-allocated bye
//! first (art. 3.1), then each bracket from the top (art. 3.2) by the first candidate of the
//! order of art. 4.3 among those that comply best with [C1]–[C8].
//!
//! A bracket is solved on the graph of every player not yet paired (the bracket and everyone
//! below): a perfect matching of that graph is a pairing of the bracket (its pairs, and its
//! outgoing floaters, who are matched below) together with a completion of the round, so [C4]
//! holds by construction. Each edge carries the criteria as fields of one integer weight, most
//! important first ([`Layout`]); all of them add up over the edges, so a maximum-weight perfect
//! matching is a pairing that complies best with [C5]–[C8]. The order of art. 4.3 is not a sum
//! of edge weights, so it is obtained by fixing the opponents one BSN at a time: BSN 1 takes
//! the largest opponent (a BSN, or floating, which comes last) with which an optimal pairing
//! still exists, then the first BSN still open, and so on. Each decision is one warm re-solve
//! in which only the open BSN's edges get a bonus by their place in the order; when the
//! current optimum already gives him the first opponent still possible, no solve is needed.

use rondo_core::Score;
use rondo_matching::{DenseGraph, MatchingOptions, Solver, Weight, Wide};
use rondo_pairing::{NoValidPairing, maximum_compatible_pairs};

use crate::BursteinError;
use crate::field::{Field, ranking};

/// How one bracket was paired.
#[derive(Clone, Debug)]
pub(crate) struct BracketRecord {
    /// The pairing score of the residents.
    pub(crate) score: Score,
    /// The incoming floaters (art. 1.2.2).
    pub(crate) incoming: Vec<usize>,
    /// The residents.
    pub(crate) residents: Vec<usize>,
    /// The bracket in the order of art. 1.8: BSN 1 first (art. 4.1).
    pub(crate) order: Vec<usize>,
    /// The pairs, in BSN order of their first player.
    pub(crate) pairs: Vec<(usize, usize)>,
    /// The outgoing floaters, in BSN order.
    pub(crate) floaters: Vec<usize>,
    /// The most pairs [C1]–[C3] allow inside the bracket, ignoring the players below.
    pub(crate) pairs_without_completion: usize,
    /// The BSNs that did not get the first opponent of the order of art. 4.3 still open.
    pub(crate) skipped: Vec<Skipped>,
}

/// A BSN whose opponent is not the first still open in the order of art. 4.3: the players
/// before it in the order that he may not meet ([C1], [C3]), and those with whom no pairing
/// complies best with [C4]–[C8].
#[derive(Clone, Debug)]
pub(crate) struct Skipped {
    pub(crate) player: usize,
    /// His BSN (1-based).
    pub(crate) bsn: usize,
    /// His opponent; `None` when he floats.
    pub(crate) opponent: Option<usize>,
    pub(crate) may_not_meet: Vec<usize>,
    pub(crate) not_best: Vec<usize>,
}

impl BracketRecord {
    /// Whether the pairing is the first candidate of art. 4.3 (1 against n, 2 against n−1, …,
    /// the middle BSNs floating).
    pub(crate) fn is_first_candidate(&self) -> bool {
        let n = self.order.len();
        let p = self.pairs.len();
        let fold: Vec<(usize, usize)> = (0..p)
            .map(|i| (self.order[i], self.order[n - 1 - i]))
            .collect();
        fold == self.pairs
    }
}

/// How the bye was chosen (art. 3.1).
#[derive(Clone, Debug)]
pub(crate) struct ByeRecord {
    pub(crate) player: usize,
    /// Eligible players with a lower score (3.1.3) or otherwise before him in the order of
    /// 3.1.3–3.1.5 whose bye would leave the others unpairable (3.1.2).
    pub(crate) would_strand: Vec<usize>,
    /// Players ahead of him in the order of 3.1.3–3.1.5 who may not receive it (3.1.1).
    pub(crate) ineligible: Vec<usize>,
    /// Eligible players with his pairing score (3.1.3), himself excluded.
    pub(crate) same_score: usize,
}

/// The result of pairing the field.
pub(crate) enum FieldResult {
    Paired {
        pairs: Vec<(usize, usize)>,
        bye: Option<ByeRecord>,
        brackets: Vec<BracketRecord>,
    },
    NoValidPairing(NoValidPairing),
}

/// Whether the players `members` (positions in the field) can all be paired under [C1]–[C3].
fn perfectly_pairable(field: &Field, members: &[usize]) -> Result<bool, BursteinError> {
    if members.len() % 2 == 1 {
        return Ok(false);
    }
    // A quick proof first: each player in turn takes the first compatible player still free.
    // When that pairs everyone the answer is yes; otherwise the maximum matching decides.
    let mut free = vec![true; members.len()];
    let mut greedy_pairs = 0;
    for a in 0..members.len() {
        if !free[a] {
            continue;
        }
        if let Some(b) =
            (a + 1..members.len()).find(|b| free[*b] && field.compatible(members[a], members[*b]))
        {
            free[a] = false;
            free[b] = false;
            greedy_pairs += 1;
        }
    }
    if 2 * greedy_pairs == members.len() {
        return Ok(true);
    }
    let pairs = maximum_compatible_pairs(members.len(), |a, b| {
        field.compatible(members[a], members[b])
    })?;
    Ok(2 * pairs == members.len())
}

/// The order in which art. 3.1.3–3.1.5 offer the bye: lowest pairing score, then most games
/// played, then lowest ranking by art. 1.8.
pub(crate) fn bye_order(field: &Field) -> Vec<usize> {
    let mut order: Vec<usize> = (0..field.len()).collect();
    order.sort_by(|&a, &b| {
        let (x, y) = (&field.entrants[a], &field.entrants[b]);
        x.pairing_score
            .cmp(&y.pairing_score)
            .then(y.games_played.cmp(&x.games_played))
            .then(ranking(y, x))
    });
    order
}

/// Pairs the whole field.
pub(crate) fn pair_field(field: &Field) -> Result<FieldResult, BursteinError> {
    pair_field_with_band(field, DEEP_BAND)
}

/// [`pair_field`], the players below each following bracket starting with `band` neighbours
/// on each side in the solver's graph (any band gives the same pairing: every solve is
/// certified on the full graph; the tests compare bands).
pub(crate) fn pair_field_with_band(
    field: &Field,
    band: usize,
) -> Result<FieldResult, BursteinError> {
    let n = field.len();
    let everyone: Vec<usize> = (0..n).collect();
    let unpairable = || -> Result<FieldResult, BursteinError> {
        let max_pairs = maximum_compatible_pairs(n, |a, b| field.compatible(a, b))?;
        Ok(FieldResult::NoValidPairing(NoValidPairing::new(
            n, max_pairs,
        )))
    };
    let mut bye = None;
    let mut remaining = everyone.clone();
    if n % 2 == 1 {
        let mut ineligible = Vec::new();
        let mut would_strand = Vec::new();
        for candidate in bye_order(field) {
            if !field.entrants[candidate].pab_eligible {
                ineligible.push(candidate);
                continue;
            }
            let others: Vec<usize> = everyone
                .iter()
                .copied()
                .filter(|v| *v != candidate)
                .collect();
            if perfectly_pairable(field, &others)? {
                let score = field.entrants[candidate].pairing_score;
                let same_score = (0..n)
                    .filter(|v| {
                        *v != candidate
                            && field.entrants[*v].pab_eligible
                            && field.entrants[*v].pairing_score == score
                    })
                    .count();
                bye = Some(ByeRecord {
                    player: candidate,
                    would_strand,
                    ineligible,
                    same_score,
                });
                remaining = others;
                break;
            }
            would_strand.push(candidate);
        }
        if bye.is_none() {
            return unpairable();
        }
    } else if !perfectly_pairable(field, &everyone)? {
        return unpairable();
    }

    // Brackets from the top (art. 1.9.2): residents of the highest remaining pairing score plus
    // the incoming floaters of the bracket above.
    remaining.sort_by(|&a, &b| {
        field.entrants[b]
            .pairing_score
            .cmp(&field.entrants[a].pairing_score)
            .then(ranking(&field.entrants[a], &field.entrants[b]))
    });
    let mut scores: Vec<Score> = remaining
        .iter()
        .map(|v| field.entrants[*v].pairing_score)
        .collect();
    scores.dedup();
    let mut pairs = Vec::new();
    let mut brackets = Vec::new();
    let mut incoming: Vec<usize> = Vec::new();
    for (group, score) in scores.iter().enumerate() {
        let residents: Vec<usize> = remaining
            .iter()
            .copied()
            .filter(|v| field.entrants[*v].pairing_score == *score)
            .collect();
        let next_score = scores.get(group + 1).copied();
        let next: Vec<usize> = remaining
            .iter()
            .copied()
            .filter(|v| Some(field.entrants[*v].pairing_score) == next_score)
            .collect();
        let below: Vec<usize> = remaining
            .iter()
            .copied()
            .filter(|v| field.entrants[*v].pairing_score < *score)
            .collect();
        let mut bracket: Vec<usize> = incoming.iter().chain(&residents).copied().collect();
        bracket.sort_by(|&a, &b| ranking(&field.entrants[a], &field.entrants[b]));
        let record = pair_bracket(
            field, band, *score, &incoming, &residents, bracket, &next, &below,
        )?;
        pairs.extend(record.pairs.iter().copied());
        incoming.clone_from(&record.floaters);
        brackets.push(record);
    }
    if !incoming.is_empty() {
        return Err(BursteinError::Internal(
            rondo_pairing::BrokenInvariant::LeftUnpaired {
                left: incoming.len(),
            },
        ));
    }
    Ok(FieldResult::Paired {
        pairs,
        bye,
        brackets,
    })
}

/// The fields of an edge weight, most important first: each is a count placed at its own bits,
/// wide enough that the sum over a matching never carries into the field above.
struct Layout {
    /// [C5]: one per pair inside the bracket.
    pairs: u32,
    /// [C6]: one per player paired inside the bracket, by pairing score level (highest first),
    /// so that the floaters' scores are as low as possible, highest compared first.
    kept_by_level: Vec<u32>,
    /// [C7]: one per pair of the following bracket (this bracket's floaters and the next
    /// scoregroup).
    next_pairs: u32,
    /// [C7]: one per player of the following bracket paired inside it, by level.
    next_kept_by_level: Vec<u32>,
    /// [C8]: one per pair of the bracket in which both can get their colour preference.
    colours_granted: u32,
    /// Art. 4.3 for the BSN being decided: the earlier his opponent in the order, the more.
    order_bonus: u32,
    /// A guide towards the order of art. 4.3 for the others (fewer decisions need a solve); it
    /// never decides anything.
    guide: u32,
    total_bits: u32,
}

fn bits_for(max: u64) -> u32 {
    64 - max.leading_zeros()
}

impl Layout {
    fn new(bracket: usize, levels: &[usize], next_members: usize, next_levels: &[usize]) -> Layout {
        let n = bracket as u64;
        let mut bit = 0u32;
        let mut place = |max: u64| {
            let at = bit;
            bit += bits_for(max);
            at
        };
        // From the least significant up.
        let guide = place((n + 1) * (n + 1) * (n / 2 + 1));
        let order_bonus = place(n + 2);
        let colours_granted = place(n / 2 + 1);
        let next_kept_by_level: Vec<u32> = next_levels
            .iter()
            .rev()
            .map(|c| place(*c as u64))
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let next_pairs = place(next_members as u64 / 2 + 1);
        let kept_by_level: Vec<u32> = levels
            .iter()
            .rev()
            .map(|c| place(*c as u64))
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let pairs = place(n / 2 + 1);
        Layout {
            pairs,
            kept_by_level,
            next_pairs,
            next_kept_by_level,
            colours_granted,
            order_bonus,
            guide,
            total_bits: bit,
        }
    }
}

/// `2^bit` in `W`.
fn power<W: Weight>(bit: u32) -> W {
    let mut value = W::ONE;
    for _ in 0..bit {
        value = value + value;
    }
    value
}

/// The distinct pairing scores of `members`, highest first, with how many have each.
fn levels(field: &Field, members: &[usize]) -> Vec<(Score, usize)> {
    let mut scores: Vec<Score> = members
        .iter()
        .map(|v| field.entrants[*v].pairing_score)
        .collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    let mut levels: Vec<(Score, usize)> = Vec::new();
    for score in scores {
        match levels.last_mut() {
            Some((last, count)) if *last == score => *count += 1,
            _ => levels.push((score, 1)),
        }
    }
    levels
}

/// Whether two players both have a preference for the same colour, so that one of them does not
/// get it ([C8]; a player without preference never fails it, art. 1.5.4).
pub(crate) fn colour_conflict(field: &Field, a: usize, b: usize) -> bool {
    matches!(
        (field.entrants[a].preference, field.entrants[b].preference),
        (Some(x), Some(y)) if x.colour == y.colour
    )
}

/// Pairs one bracket (art. 3.2).
#[allow(clippy::too_many_arguments)]
fn pair_bracket(
    field: &Field,
    band: usize,
    score: Score,
    incoming: &[usize],
    residents: &[usize],
    order: Vec<usize>,
    next: &[usize],
    below: &[usize],
) -> Result<BracketRecord, BursteinError> {
    let n = order.len();
    let pairs_without_completion =
        maximum_compatible_pairs(n, |a, b| field.compatible(order[a], order[b]))?;
    let bracket_levels = levels(field, &order);
    let next_members: Vec<usize> = order.iter().chain(next).copied().collect();
    let next_levels = levels(field, &next_members);
    let layout = Layout::new(
        n,
        &bracket_levels.iter().map(|l| l.1).collect::<Vec<_>>(),
        next_members.len(),
        &next_levels.iter().map(|l| l.1).collect::<Vec<_>>(),
    );
    let vertices = n + below.len();
    let margin = bits_for(vertices as u64 / 2 + 1) + 4;
    let (pairs, floaters, skipped) = if layout.total_bits + margin <= 128 {
        solve_bracket::<u128>(
            field,
            band,
            &layout,
            &order,
            next,
            below,
            &bracket_levels,
            &next_levels,
        )?
    } else if layout.total_bits + margin <= 256 {
        solve_bracket::<Wide<4>>(
            field,
            band,
            &layout,
            &order,
            next,
            below,
            &bracket_levels,
            &next_levels,
        )?
    } else if layout.total_bits + margin <= 1024 {
        solve_bracket::<Wide<16>>(
            field,
            band,
            &layout,
            &order,
            next,
            below,
            &bracket_levels,
            &next_levels,
        )?
    } else {
        return Err(BursteinError::TooLarge(vertices));
    };
    Ok(BracketRecord {
        score,
        incoming: incoming.to_vec(),
        residents: residents.to_vec(),
        order,
        pairs,
        floaters,
        pairs_without_completion,
        skipped,
    })
}

/// How many neighbours on each side (in the order below the next scoregroup) a player there
/// starts with in the solver's graph; the certification adds whatever else the duals need.
const DEEP_BAND: usize = 12;

/// A bracket's pairs (positions in the field, BSN order), its outgoing floaters, and the BSNs
/// that did not get the first opponent still open.
type BracketPairing = (Vec<(usize, usize)>, Vec<usize>, Vec<Skipped>);

/// What an opponent is to the BSN being decided: another BSN (its position in the bracket) or
/// floating (BSN 0 of art. 4.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Opponent {
    Bsn(usize),
    Float,
}

#[allow(clippy::too_many_arguments)]
fn solve_bracket<W: Weight>(
    field: &Field,
    band: usize,
    layout: &Layout,
    order: &[usize],
    next: &[usize],
    below: &[usize],
    bracket_levels: &[(Score, usize)],
    next_levels: &[(Score, usize)],
) -> Result<BracketPairing, BursteinError> {
    let n = order.len();
    // Vertices: the bracket in BSN order, then everyone below.
    let vertices: Vec<usize> = order.iter().chain(below).copied().collect();
    let in_next: Vec<bool> = {
        let mut flags = vec![false; field.len()];
        for v in next {
            flags[*v] = true;
        }
        flags
    };
    let level_of = |levels: &[(Score, usize)], v: usize| {
        levels
            .iter()
            .position(|(s, _)| *s == field.entrants[v].pairing_score)
    };
    // 2^bit for every bit a field starts at, computed once.
    let units: Vec<W> = (0..=layout.total_bits).map(power::<W>).collect();
    let unit = |bit: u32| units[bit as usize];
    let add = |w: W, bit: u32, count: u64| -> W {
        w + unit(bit).checked_mul_u64(count).unwrap_or(W::MAX)
    };
    let weight = |a: usize, b: usize| -> Option<W> {
        let (x, y) = (vertices[a], vertices[b]);
        if !field.compatible(x, y) {
            return None;
        }
        let mut w = W::ZERO;
        let a_in = a < n;
        let b_in = b < n;
        if a_in && b_in {
            w = add(w, layout.pairs, 1);
            for v in [x, y] {
                if let Some(level) = level_of(bracket_levels, v) {
                    w = add(w, layout.kept_by_level[level], 1);
                }
            }
            if !colour_conflict(field, x, y) {
                w = add(w, layout.colours_granted, 1);
            }
            let (i, j) = (a.min(b) as u64 + 1, a.max(b) as u64 + 1);
            w = add(w, layout.guide, (n as u64 + 1 - i) * j);
        } else {
            // A pair of the following bracket: members are this bracket's players (who float
            // into it) and the next scoregroup.
            let next_member = |index: usize, v: usize| index < n || in_next[v];
            if next_member(a, x) && next_member(b, y) {
                w = add(w, layout.next_pairs, 1);
                for v in [x, y] {
                    if let Some(level) = level_of(next_levels, v) {
                        w = add(w, layout.next_kept_by_level[level], 1);
                    }
                }
            }
        }
        Some(w)
    };
    // Outside the bracket, every edge of one kind weighs the same: two players of the next
    // scoregroup; a player of the bracket (of a given score) and one of the next scoregroup;
    // any edge at a player below the next scoregroup, which only serves [C4]. So the solver
    // starts with all the bracket's own edges but only a few of the others (a band of
    // neighbours in the order, and a spread across it), and every solve is certified on the
    // full graph: an edge left out whose dual constraint fails is added and the solve
    // repeated, so the result is exactly that of the full graph.
    let stride = (vertices.len() / band.max(1)).max(1);
    let in_start = |a: usize, b: usize| {
        (a < n && b < n) || a.abs_diff(b) <= band || (a + b).is_multiple_of(stride)
    };
    let graph: DenseGraph<W> = DenseGraph::from_fn(vertices.len(), |a, b| {
        if in_start(a, b) { weight(a, b) } else { None }
    });
    let mut solver = Solver::new(graph, MatchingOptions::default().with_max_cardinality(true))?;
    // Players whose opponent is fixed: no edge of theirs may come back.
    let mut fixed = vec![false; vertices.len()];
    // Solves, then checks the left-out edges at every vertex whose dual may have decreased
    // (and at `check`), until none is uncovered.
    let certify = |solver: &mut Solver<W>, fixed: &[bool], mut check: Vec<usize>| {
        let mut uncovered = Vec::new();
        loop {
            let matching = solver.solve();
            check.extend(solver.take_lowered_vertices());
            check.sort_unstable();
            check.dedup();
            let mut added = false;
            for &u in &check {
                if fixed[u] {
                    continue;
                }
                uncovered.clear();
                // The bracket's own edges are all in the graph (or removed by a decision).
                let partners = if u < n { n } else { 0 };
                let edges = (partners..vertices.len())
                    .filter(|v| *v != u && !fixed[*v])
                    .filter_map(|v| weight(u, v).map(|w| (v, w)));
                solver.uncovered_at(u, edges, &mut uncovered);
                for &v in &uncovered {
                    added = true;
                    let w = weight(u, v).unwrap_or(W::ZERO);
                    solver.set_edge(u, v, w)?;
                }
            }
            if !added {
                return Ok::<_, BursteinError>(matching);
            }
            check.clear();
        }
    };
    let mut matching = certify(&mut solver, &fixed, (0..vertices.len()).collect())?;
    if 2 * matching.cardinality() != vertices.len() {
        return Err(BursteinError::Internal(
            rondo_pairing::BrokenInvariant::MatchingNotMaximum,
        ));
    }
    let mut decided: Vec<Option<Opponent>> = vec![None; n];
    let mut skipped = Vec::new();
    for position in 0..n {
        if decided[position].is_some() {
            continue;
        }
        // The candidates still possible, in the order of art. 4.3: larger BSNs first, floating
        // last.
        let open: Vec<usize> = (position + 1..n)
            .rev()
            .filter(|q| decided[*q].is_none() && solver.graph().edge(position, *q).is_some())
            .collect();
        let current = match matching.mate(position) {
            Some(mate) if mate < n => Opponent::Bsn(mate),
            _ => Opponent::Float,
        };
        let first_possible = open.first().map_or(Opponent::Float, |q| Opponent::Bsn(*q));
        let chosen = if current == first_possible {
            current
        } else {
            // One re-solve with a bonus by the place in the order on this BSN's edges.
            for (rank, q) in open.iter().enumerate() {
                let base = solver.graph().edge(position, *q).unwrap_or(W::ZERO);
                let bonus = (open.len() - rank) as u64;
                solver.set_edge(position, *q, add(base, layout.order_bonus, bonus))?;
            }
            matching = certify(&mut solver, &fixed, Vec::new())?;
            if 2 * matching.cardinality() != vertices.len() {
                return Err(BursteinError::Internal(
                    rondo_pairing::BrokenInvariant::MatchingNotMaximum,
                ));
            }
            match matching.mate(position) {
                Some(mate) if mate < n => Opponent::Bsn(mate),
                _ => Opponent::Float,
            }
        };
        // The candidates before the one taken, for the explanation.
        let before: Vec<usize> = (position + 1..n)
            .rev()
            .filter(|q| decided[*q].is_none())
            .take_while(|q| chosen != Opponent::Bsn(*q))
            .collect();
        if !before.is_empty() {
            let (may_not_meet, not_best): (Vec<usize>, Vec<usize>) = before
                .iter()
                .partition(|q| !field.compatible(order[position], order[**q]));
            skipped.push(Skipped {
                player: order[position],
                bsn: position + 1,
                opponent: match chosen {
                    Opponent::Bsn(q) => Some(order[q]),
                    Opponent::Float => None,
                },
                may_not_meet: may_not_meet.iter().map(|q| order[*q]).collect(),
                not_best: not_best.iter().map(|q| order[*q]).collect(),
            });
        }
        // Fix the decision: no other edge of the bracket may change it.
        match chosen {
            Opponent::Bsn(q) => {
                for v in [position, q] {
                    for u in 0..vertices.len() {
                        if u != position && u != q {
                            solver.remove_edge(v, u);
                        }
                    }
                }
                decided[position] = Some(Opponent::Bsn(q));
                decided[q] = Some(Opponent::Bsn(position));
                fixed[position] = true;
                fixed[q] = true;
            }
            Opponent::Float => {
                for u in 0..n {
                    if u != position {
                        solver.remove_edge(position, u);
                    }
                }
                decided[position] = Some(Opponent::Float);
            }
        }
    }
    let mut pairs = Vec::new();
    let mut floaters = Vec::new();
    for (position, decision) in decided.iter().enumerate() {
        match decision {
            Some(Opponent::Bsn(q)) if *q > position => pairs.push((order[position], order[*q])),
            Some(Opponent::Float) => floaters.push(order[position]),
            _ => {}
        }
    }
    Ok((pairs, floaters, skipped))
}
