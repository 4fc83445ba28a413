//! Why a round has no valid pairing: a small set of players that cannot all be paired, and the
//! constraints that block them, found the same way for every system from its own absolute
//! criteria (which pairs may meet, who may receive the pairing-allocated bye).
//!
//! Method. The players who may meet (C1, C3) form a compatibility graph; when the number of
//! players is odd, the pairing-allocated bye joins it as one more seat, compatible with every
//! player eligible for it (C2). A valid pairing is then a perfect matching of that graph. By the
//! Tutte–Berge formula none exists exactly when some set `S` of seats (the *barrier*) leaves more
//! odd components than `|S|`: each odd component needs a partner from `S` for one of its
//! members, and `S` cannot serve them all. The Gallai–Edmonds decomposition, read off one
//! maximum matching, gives such a barrier (`A`, the neighbours of the seats some maximum
//! matching leaves out) and its odd components (the components of `D`, those seats).
//!
//! The witness reported is `|S'| + 1` of those components with a barrier `S' ⊆ A` that holds
//! every partner they have outside themselves. It is a proof on its own: each group is odd, its
//! members can meet nobody outside the group but the barrier, and there are more groups than
//! barrier seats.
//!
//! "Smallest" guarantee: when the barrier `A` has at most [`EXACT_BARRIER_LIMIT`] seats, the
//! witness has the fewest seats among all witnesses whose barrier is a subset of `A` and whose
//! groups are components of `D`; otherwise it is minimal for removal (no barrier seat can be
//! dropped, with the groups it serves, leaving a witness). Smaller witnesses of another shape
//! (groups that are not Gallai–Edmonds components) are not searched for.

use std::collections::BTreeSet;

use rondo_core::{ByeEligibility, Colour, PlayerId, RoundView};
use rondo_matching::{MatchingError, MatchingOptions, SparseGraph, maximum_weight_matching};

use crate::{BlockReason, BlockedPair, BrokenInvariant, Obstruction, Seat};

/// Barriers up to this size are searched exhaustively for the smallest witness.
const EXACT_BARRIER_LIMIT: usize = 12;
/// Relaxations are tried (one matching per blocked pair of the witness) only while the blocked
/// pairs times the edges of the graph stay within this budget, so that a large field does not
/// spend minutes on them.
const RELAXATION_BUDGET: usize = 20_000_000;

/// The compatibility graph of the round with the bye seat (index `n` when the field is odd).
struct SeatGraph {
    n_players: usize,
    adjacent: Vec<Vec<bool>>,
}

impl SeatGraph {
    fn new(
        n: usize,
        compatible: &impl Fn(usize, usize) -> bool,
        bye_eligible: &impl Fn(usize) -> bool,
    ) -> SeatGraph {
        let m = n + n % 2;
        let seat_compatible = |a: usize, b: usize| match (a < n, b < n) {
            (true, true) => compatible(a, b),
            (true, false) => bye_eligible(a),
            (false, true) => bye_eligible(b),
            (false, false) => false,
        };
        let adjacent = (0..m)
            .map(|a| (0..m).map(|b| seat_compatible(a, b)).collect())
            .collect();
        SeatGraph {
            n_players: n,
            adjacent,
        }
    }

    fn len(&self) -> usize {
        self.adjacent.len()
    }

    fn neighbours(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        self.adjacent[v]
            .iter()
            .enumerate()
            .filter_map(|(w, adjacent)| adjacent.then_some(w))
    }

    fn maximum_matching(&self) -> Result<Vec<Option<usize>>, MatchingError> {
        let mut edges = Vec::new();
        for a in 0..self.len() {
            for b in a + 1..self.len() {
                if self.adjacent[a][b] {
                    edges.push((a, b, 1u64));
                }
            }
        }
        let graph = SparseGraph::from_edges(self.len(), edges);
        let matching = maximum_weight_matching(
            &graph,
            &MatchingOptions::default().with_max_cardinality(true),
        )?;
        Ok(matching.mates().to_vec())
    }
}

/// Why the `players` of a round (indexed `0..players.len()`) cannot all be paired, or `None`
/// when they can. `compatible(a, b)` says whether two players may meet under the system's
/// absolute criteria, `bye_eligible(a)` whether a player may receive the pairing-allocated bye
/// (asked only when the number of players is odd), and `reasons(a, b)` why `a` cannot meet `b`
/// (`None`: the bye), for the pairs of the witness only.
///
/// # Errors
///
/// The matching library's error, or a broken invariant (a maximum matching that is not
/// maximum, a decomposition without deficiency): both bugs.
pub fn find_obstruction<E>(
    players: &[PlayerId],
    compatible: impl Fn(usize, usize) -> bool,
    bye_eligible: impl Fn(usize) -> bool,
    reasons: impl Fn(usize, Option<usize>) -> Vec<BlockReason>,
) -> Result<Option<Obstruction>, E>
where
    E: From<MatchingError> + From<BrokenInvariant>,
{
    let mut graph = SeatGraph::new(players.len(), &compatible, &bye_eligible);
    let mates = graph.maximum_matching()?;
    if mates.iter().all(Option::is_some) {
        return Ok(None);
    }
    let even = even_seats(&graph, &mates)?;
    let m = graph.len();
    let components = components_of(&graph, &even);
    let barrier: Vec<usize> = (0..m)
        .filter(|v| !even[*v] && graph.neighbours(*v).any(|w| even[w]))
        .collect();
    if components.len() <= barrier.len() {
        return Err(BrokenInvariant::NoDeficiency {
            components: components.len(),
            barrier: barrier.len(),
        }
        .into());
    }
    let (barrier, groups) = smallest_witness(&graph, &barrier, components);

    let n = graph.n_players;
    let seat = |v: usize| {
        if v < n {
            Seat::Player(players[v])
        } else {
            Seat::PairingBye
        }
    };
    let in_barrier: BTreeSet<usize> = barrier.iter().copied().collect();
    let mut blocked_pairs: Vec<(usize, usize)> = Vec::new();
    let mut listed = BTreeSet::new();
    for group in &groups {
        for &a in group {
            for b in 0..m {
                let blocked = a != b && !in_barrier.contains(&b) && !graph.adjacent[a][b];
                // A pair of two group members is listed once, under the first.
                if blocked && listed.insert((a.min(b), a.max(b))) {
                    blocked_pairs.push((a, b));
                }
            }
        }
    }
    // The bye seat is the last index; the reasons are asked player first.
    let reasons = |a: usize, b: usize| {
        let (player, other) = if a < n { (a, b) } else { (b, a) };
        reasons(player, (other < n).then_some(other))
    };
    let blocked: Vec<BlockedPair> = blocked_pairs
        .iter()
        .map(|&(a, b)| BlockedPair {
            seat: seat(a),
            with: seat(b),
            reasons: reasons(a, b),
        })
        .collect();

    let mut single_relaxations = Vec::new();
    let edges = (0..m)
        .map(|a| graph.neighbours(a).filter(|b| *b > a).count())
        .sum::<usize>()
        .max(1);
    if blocked_pairs.len().saturating_mul(edges) <= RELAXATION_BUDGET {
        for &(a, b) in &blocked_pairs {
            graph.adjacent[a][b] = true;
            graph.adjacent[b][a] = true;
            let perfect = graph.maximum_matching()?.iter().all(Option::is_some);
            graph.adjacent[a][b] = false;
            graph.adjacent[b][a] = false;
            if perfect {
                single_relaxations.push(BlockedPair {
                    seat: seat(a),
                    with: seat(b),
                    reasons: reasons(a, b),
                });
            }
        }
    }

    Ok(Some(Obstruction {
        shortfall: groups.len() - barrier.len(),
        groups: groups
            .iter()
            .map(|group| group.iter().map(|v| seat(*v)).collect())
            .collect(),
        barrier: barrier.iter().map(|v| seat(*v)).collect(),
        blocked,
        single_relaxations,
    }))
}

/// The reasons of the view's tournament why player `a` cannot meet `b` in the round: the
/// rounds of their games over the board and a forbidden pair (\[C1\] in every system), and
/// `same_absolute`, the colour both must have when the system's colour criterion forbids it.
/// With `b` `None` (the pairing-allocated bye), the earlier rounds that bar `a` from the bye
/// under `bye_rule`.
#[must_use]
pub fn block_reasons(
    view: &RoundView<'_>,
    a: PlayerId,
    b: Option<PlayerId>,
    same_absolute: Option<Colour>,
    bye_rule: ByeEligibility,
) -> Vec<BlockReason> {
    let tournament = view.tournament();
    let round = view.round();
    let earlier = |id: PlayerId| {
        tournament
            .player(id)
            .map(|player| {
                player
                    .rounds
                    .iter()
                    .take(round.index())
                    .copied()
                    .enumerate()
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    };
    let round_number = |index: usize| u16::try_from(index + 1).ok();
    let Some(b) = b else {
        let scoring = tournament.setup().scoring;
        return vec![BlockReason::ByeIneligible {
            rounds: earlier(a)
                .into_iter()
                .filter(|(_, entry)| bye_rule.blocked_by(*entry, &scoring))
                .filter_map(|(index, _)| round_number(index))
                .collect(),
        }];
    };
    let mut reasons = Vec::new();
    let rounds: Vec<u16> = earlier(a)
        .into_iter()
        .filter(|(_, entry)| entry.played_opponent() == Some(b))
        .filter_map(|(index, _)| round_number(index))
        .collect();
    if !rounds.is_empty() {
        reasons.push(BlockReason::Rematch { rounds });
    }
    if tournament.is_forbidden_pair(a, b, round) {
        reasons.push(BlockReason::ForbiddenPair);
    }
    if let Some(colour) = same_absolute {
        reasons.push(BlockReason::SameAbsoluteColour { colour });
    }
    reasons
}

/// The seats that some maximum matching leaves out (`D` of Gallai–Edmonds): the even seats of
/// an alternating forest grown from every seat `mates` leaves out, odd cycles (blossoms)
/// shrunk as in Edmonds' algorithm. `mates` must be a maximum matching.
fn even_seats(graph: &SeatGraph, mates: &[Option<usize>]) -> Result<Vec<bool>, BrokenInvariant> {
    let m = graph.len();
    let mut base: Vec<usize> = (0..m).collect();
    let mut parent: Vec<Option<usize>> = vec![None; m];
    let mut even = vec![false; m];
    let mut queue: std::collections::VecDeque<usize> = std::collections::VecDeque::new();
    for v in 0..m {
        if mates[v].is_none() {
            even[v] = true;
            queue.push_back(v);
        }
    }
    while let Some(v) = queue.pop_front() {
        for to in graph.neighbours(v) {
            if base[v] == base[to] || mates[v] == Some(to) {
                continue;
            }
            if even[to] {
                // Two even seats joined: a blossom of one tree (different trees would mean an
                // augmenting path, impossible for a maximum matching).
                let Some(top) = common_base(&base, &parent, mates, v, to) else {
                    return Err(BrokenInvariant::MatchingNotMaximum);
                };
                let mut in_blossom = vec![false; m];
                mark_blossom_path(&base, &mut parent, mates, &mut in_blossom, v, top, to);
                mark_blossom_path(&base, &mut parent, mates, &mut in_blossom, to, top, v);
                for i in 0..m {
                    if in_blossom[base[i]] {
                        base[i] = top;
                        if !even[i] {
                            even[i] = true;
                            queue.push_back(i);
                        }
                    }
                }
            } else if parent[to].is_none() {
                let Some(mate) = mates[to] else {
                    return Err(BrokenInvariant::MatchingNotMaximum);
                };
                parent[to] = Some(v);
                even[mate] = true;
                queue.push_back(mate);
            }
        }
    }
    Ok(even)
}

/// The base of the blossom closed by the edge between even seats `a` and `b`, or `None` when
/// they are in different trees.
fn common_base(
    base: &[usize],
    parent: &[Option<usize>],
    mates: &[Option<usize>],
    a: usize,
    b: usize,
) -> Option<usize> {
    let mut on_path = vec![false; base.len()];
    let mut a = a;
    loop {
        a = base[a];
        on_path[a] = true;
        match mates[a].and_then(|mate| parent[mate]) {
            Some(next) => a = next,
            None => break,
        }
    }
    let mut b = b;
    loop {
        b = base[b];
        if on_path[b] {
            return Some(b);
        }
        b = mates[b].and_then(|mate| parent[mate])?;
    }
}

/// Marks the blossom path from `v` down to the base `top`, pointing odd seats' parents across
/// the closing edge so that the blossom's seats become even.
fn mark_blossom_path(
    base: &[usize],
    parent: &mut [Option<usize>],
    mates: &[Option<usize>],
    in_blossom: &mut [bool],
    v: usize,
    top: usize,
    child: usize,
) {
    let (mut v, mut child) = (v, child);
    while base[v] != top {
        let Some(mate) = mates[v] else {
            break;
        };
        in_blossom[base[v]] = true;
        in_blossom[base[mate]] = true;
        parent[v] = Some(child);
        child = mate;
        match parent[mate] {
            Some(next) => v = next,
            None => break,
        }
    }
}

/// Connected components of the subgraph on the seats marked `inside`, each sorted, in order of
/// their first seat.
fn components_of(graph: &SeatGraph, inside: &[bool]) -> Vec<Vec<usize>> {
    let m = graph.len();
    let mut seen = vec![false; m];
    let mut components = Vec::new();
    for start in 0..m {
        if !inside[start] || seen[start] {
            continue;
        }
        seen[start] = true;
        let mut component = vec![start];
        let mut stack = vec![start];
        while let Some(v) = stack.pop() {
            for w in graph.neighbours(v) {
                if inside[w] && !seen[w] {
                    seen[w] = true;
                    component.push(w);
                    stack.push(w);
                }
            }
        }
        component.sort_unstable();
        components.push(component);
    }
    components
}

/// Chooses a barrier `S ⊆ barrier` and `|S| + 1` components all of whose outside neighbours are
/// in `S`, with as few seats as possible (see the module docs for the guarantee).
fn smallest_witness(
    graph: &SeatGraph,
    barrier: &[usize],
    components: Vec<Vec<usize>>,
) -> (Vec<usize>, Vec<Vec<usize>>) {
    // Which barrier seats each component touches (as positions in `barrier`).
    let touches: Vec<Vec<usize>> = components
        .iter()
        .map(|component| {
            (0..barrier.len())
                .filter(|&s| component.iter().any(|&v| graph.adjacent[v][barrier[s]]))
                .collect()
        })
        .collect();
    // The witness for a chosen set of barrier positions: the smallest components it serves.
    let witness_for = |chosen: &[bool]| -> Option<(usize, Vec<usize>)> {
        let kept = chosen.iter().filter(|c| **c).count();
        let mut usable: Vec<usize> = (0..components.len())
            .filter(|&c| touches[c].iter().all(|&s| chosen[s]))
            .collect();
        if usable.len() < kept + 1 {
            return None;
        }
        usable.sort_by_key(|&c| (components[c].len(), components[c][0]));
        usable.truncate(kept + 1);
        let size = kept + usable.iter().map(|&c| components[c].len()).sum::<usize>();
        Some((size, usable))
    };
    let best = if barrier.len() <= EXACT_BARRIER_LIMIT {
        let mut best: Option<(usize, Vec<bool>, Vec<usize>)> = None;
        for mask in 0u32..(1 << barrier.len()) {
            let chosen: Vec<bool> = (0..barrier.len()).map(|s| mask >> s & 1 == 1).collect();
            if let Some((size, groups)) = witness_for(&chosen)
                && best
                    .as_ref()
                    .is_none_or(|(best_size, _, _)| size < *best_size)
            {
                best = Some((size, chosen, groups));
            }
        }
        best
    } else {
        // Greedy: drop barrier seats while a witness remains, cheapest first.
        let mut chosen = vec![true; barrier.len()];
        loop {
            let mut options: Vec<(usize, usize)> = (0..barrier.len())
                .filter(|&s| chosen[s])
                .filter_map(|s| {
                    let mut fewer = chosen.clone();
                    fewer[s] = false;
                    witness_for(&fewer).map(|(size, _)| (size, s))
                })
                .collect();
            options.sort_unstable();
            let Some(&(_, s)) = options.first() else {
                break;
            };
            chosen[s] = false;
        }
        witness_for(&chosen).map(|(size, groups)| (size, chosen, groups))
    };
    match best {
        Some((_, chosen, groups)) => {
            let mut groups: Vec<Vec<usize>> =
                groups.into_iter().map(|c| components[c].clone()).collect();
            groups.sort();
            let kept = (0..barrier.len())
                .filter(|&s| chosen[s])
                .map(|s| barrier[s])
                .collect();
            (kept, groups)
        }
        // The full decomposition is a witness (checked by the caller), so this is unreachable;
        // fall back to it rather than fail.
        None => (barrier.to_vec(), components),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random graphs: the even seats of the alternating forest are exactly the seats that some
    /// maximum matching leaves out (checked by removing each seat), and the witness built on
    /// them proves the deficiency.
    #[test]
    #[allow(clippy::needless_range_loop)] // adjacency matrices read best with indices
    fn gallai_edmonds_seats_match_the_definition() {
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..400 {
            let m = 1 + usize::try_from(next() % 12).unwrap_or(0);
            let density = next() % 100;
            let mut adjacent = vec![vec![false; m]; m];
            for a in 0..m {
                for b in a + 1..m {
                    let edge = next() % 100 < density;
                    adjacent[a][b] = edge;
                    adjacent[b][a] = edge;
                }
            }
            let mut graph = SeatGraph {
                n_players: m,
                adjacent,
            };
            let mates = graph.maximum_matching().unwrap();
            let size = mates.iter().flatten().count();
            let even = even_seats(&graph, &mates).unwrap();
            for v in 0..m {
                let saved = graph.adjacent[v].clone();
                for w in 0..m {
                    graph.adjacent[v][w] = false;
                    graph.adjacent[w][v] = false;
                }
                let without = graph.maximum_matching().unwrap().iter().flatten().count();
                for (w, edge) in saved.iter().enumerate() {
                    graph.adjacent[v][w] = *edge;
                    graph.adjacent[w][v] = *edge;
                }
                assert_eq!(even[v], without == size, "seat {v} of {:?}", graph.adjacent);
            }
            let components = components_of(&graph, &even);
            let barrier: Vec<usize> = (0..m)
                .filter(|v| !even[*v] && graph.neighbours(*v).any(|w| even[w]))
                .collect();
            assert_eq!(components.len() - barrier.len(), m - size);
            if size * 2 < m {
                let (barrier, groups) = smallest_witness(&graph, &barrier, components);
                assert!(groups.len() > barrier.len());
                for group in &groups {
                    assert_eq!(group.len() % 2, 1);
                    for &a in group {
                        for b in graph.neighbours(a) {
                            assert!(group.contains(&b) || barrier.contains(&b));
                        }
                    }
                }
            }
        }
    }
}
