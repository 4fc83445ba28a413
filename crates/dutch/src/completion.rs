//! Whether a set of players can be paired completely (C.04.3 (2025) art. 1.9 and C4): every
//! player paired respecting C1–C3, except at most one, who must be able to take the
//! pairing-allocated bye (C2) with a score no higher than the lowest possible PAB score (C5).
//!
//! Policy: the question is answered with a maximum-weight matching on small exact weights (one
//! per pair, plus one per player who is not a PAB candidate), first on a sparse graph (each
//! player with the nearest players in pairing order that he may meet, which is nearly always
//! enough in large fields), then, only if that fails, on every pair. The answer is therefore
//! exact: "no" is only ever given by the graph of every pair.

use rondo_core::Score;
use rondo_matching::{MatchingOptions, SparseGraph, maximum_weight_matching};

use crate::PairError;
use crate::entrants::Field;

/// Players up to which every pair is tried at once.
const DENSE_LIMIT: usize = 600;
/// Neighbours in pairing order per player in the sparse attempt.
const NEIGHBOURS: usize = 24;

/// The matching found by [`complete_matching`]: each player's mate, by position in the slice
/// of players asked about.
pub(crate) type Mates = Vec<Option<usize>>;

/// A matching of `players` (indices into `field`, in pairing order) that pairs all of them but
/// at most one; the one left over (if their number is odd) is a PAB candidate: eligible, and
/// with a score no higher than `bye_limit` when given. The weights favour leaving out a player
/// of the lowest score group possible (`prefer_low_bye`), which is what decides the lowest
/// possible PAB score. `None` if no such matching exists.
pub(crate) fn complete_matching(
    field: &Field,
    players: &[usize],
    bye_limit: Option<Score>,
    prefer_low_bye: bool,
) -> Result<Option<Mates>, PairError> {
    complete_matching_with(field, players, bye_limit, prefer_low_bye, &Inner::default())
}

/// Preferences among complete matchings, below completion: every pair inside the first
/// `prefix` players is worth `value(a, b)` (positions in the slice, `a < b`), and the sparse
/// attempt joins all of them to each other.
#[derive(Default)]
pub(crate) struct Inner<'a> {
    pub prefix: usize,
    pub value: Option<&'a dyn Fn(usize, usize) -> u64>,
    /// Bits that `value` summed over a matching needs.
    pub bits: u32,
    /// What a complete matching must also satisfy to be accepted (checked on the sparse answer
    /// before the dense one is tried). It must accept only matchings of the best value, so
    /// that any complete matching it accepts answers the question.
    pub accept: Option<&'a dyn Fn(&Mates) -> bool>,
}

/// [`complete_matching`] with preferences `inner` among complete matchings.
pub(crate) fn complete_matching_with(
    field: &Field,
    players: &[usize],
    bye_limit: Option<Score>,
    prefer_low_bye: bool,
    inner: &Inner<'_>,
) -> Result<Option<Mates>, PairError> {
    let m = players.len();
    if m == 0 {
        return Ok(Some(Vec::new()));
    }
    let candidate = |position: usize| {
        let entrant = &field.entrants[players[position]];
        entrant.pab_eligible && bye_limit.is_none_or(|limit| entrant.score <= limit)
    };
    // Distinct scores, lowest 0, to leave out the lowest possible score.
    let mut score_rank = vec![0u64; m];
    if prefer_low_bye {
        let mut rank = 0u64;
        for position in (0..m).rev() {
            if position + 1 < m
                && field.entrants[players[position]].score
                    != field.entrants[players[position + 1]].score
            {
                rank += 1;
            }
            score_rank[position] = rank;
        }
    }
    let rank_bits =
        64 - (m as u64 * (score_rank.first().copied().unwrap_or(0) + 1)).leading_zeros();
    let weight = |a: usize, b: usize| -> u64 {
        let top = 1 + u64::from(!candidate(a)) + u64::from(!candidate(b));
        let preference = match inner.value {
            Some(value) if a < inner.prefix && b < inner.prefix => value(a.min(b), a.max(b)),
            _ => 0,
        };
        (((top << rank_bits) + score_rank[a] + score_rank[b]) << inner.bits) + preference
    };
    let accept = |mates: &Mates| {
        let unmatched: Vec<usize> = (0..m).filter(|p| mates[*p].is_none()).collect();
        let complete = match unmatched.as_slice() {
            [] => true,
            [single] => candidate(*single),
            _ => false,
        };
        complete && inner.accept.is_none_or(|accept| accept(mates))
    };
    let solve = |edges: Vec<(usize, usize, u64)>| -> Result<Mates, PairError> {
        let graph = SparseGraph::from_edges(m, edges);
        let matching = maximum_weight_matching(&graph, &MatchingOptions::default())
            .map_err(PairError::Matching)?;
        Ok(matching.mates().to_vec())
    };
    let compatible = |a: usize, b: usize| field.compatible(players[a], players[b]);

    // Without a bye preference any accepted complete matching answers; pairing each player
    // with the next one he may meet finds one at once in almost every large field.
    if !prefer_low_bye
        && let Some(mates) = greedy_in_order(m, &compatible).filter(|mates| accept(mates))
    {
        return Ok(Some(mates));
    }
    // With preferences inside a prefix, pairing the prefix among itself first (and mending
    // two players left over who may not meet) usually gives the best value at once.
    if !prefer_low_bye
        && inner.prefix > 1
        && let Some(mates) =
            greedy_prefix_first(m, inner.prefix.min(m), &compatible).filter(|mates| accept(mates))
    {
        return Ok(Some(mates));
    }

    // With a bye preference and nothing else asked: the lowest-placed PAB candidate has the
    // lowest score any candidate has, so if the others can all be paired, leaving him out is
    // an answer; pairing each of them with the next one he may meet nearly always shows it.
    if prefer_low_bye
        && inner.value.is_none()
        && inner.accept.is_none()
        && let Some(mates) = greedy_without_lowest_candidate(m, &compatible, &candidate)
    {
        return Ok(Some(mates));
    }

    if m > DENSE_LIMIT {
        let mut edges = Vec::with_capacity(m * NEIGHBOURS);
        for b in 0..inner.prefix.min(m) {
            for a in 0..b {
                if compatible(a, b) {
                    edges.push((a, b, weight(a, b)));
                }
            }
        }
        for a in 0..m {
            let mut found = 0;
            for b in a + 1..m {
                if found == NEIGHBOURS {
                    break;
                }
                if compatible(a, b) {
                    edges.push((a, b, weight(a, b)));
                    found += 1;
                }
            }
        }
        let mates = solve(edges)?;
        // Without a score preference any complete matching answers the question; with it, the
        // sparse answer is only good if nobody of a lower score could have been left out.
        if accept(&mates) && (!prefer_low_bye || lowest_bye(field, players, &mates, candidate)) {
            return Ok(Some(mates));
        }
    }
    let mut edges = Vec::new();
    for a in 0..m {
        for b in a + 1..m {
            if compatible(a, b) {
                edges.push((a, b, weight(a, b)));
            }
        }
    }
    let mates = solve(edges)?;
    Ok(accept(&mates).then_some(mates))
}

/// Pairs each player, in order, with the next player not yet paired whom he may meet (looking
/// at most [`NEIGHBOURS`] players ahead). `None` when more than one player is left over.
pub(crate) fn greedy_in_order(
    m: usize,
    compatible: &impl Fn(usize, usize) -> bool,
) -> Option<Mates> {
    let mut mates: Mates = vec![None; m];
    let mut left_over = 0;
    for a in 0..m {
        if mates[a].is_some() {
            continue;
        }
        let partner = (a + 1..m)
            .filter(|b| mates[*b].is_none())
            .take(NEIGHBOURS)
            .find(|b| compatible(a, *b));
        match partner {
            Some(b) => {
                mates[a] = Some(b);
                mates[b] = Some(a);
            }
            None => {
                left_over += 1;
                if left_over > 1 {
                    return None;
                }
            }
        }
    }
    Some(mates)
}

/// A matching that pairs the first `prefix` players among themselves as far as it can, then
/// the rest: each prefix player, in order, with the first prefix player after him not yet
/// paired whom he may meet; two left over who may not meet each other take the places of a
/// pair whose players they may meet; then [`greedy_in_order`] of the players left over and
/// those after the prefix. `None` when that leaves more than one player unpaired.
pub(crate) fn greedy_prefix_first(
    m: usize,
    prefix: usize,
    compatible: &impl Fn(usize, usize) -> bool,
) -> Option<Mates> {
    let mut mates: Mates = vec![None; m];
    for a in 0..prefix {
        if mates[a].is_some() {
            continue;
        }
        if let Some(b) = (a + 1..prefix).find(|&b| mates[b].is_none() && compatible(a, b)) {
            mates[a] = Some(b);
            mates[b] = Some(a);
        }
    }
    let mut open: Vec<usize> = (0..prefix).filter(|&p| mates[p].is_none()).collect();
    while let [a, b, ..] = open[..] {
        let swap = (0..prefix).find_map(|c| {
            let d = mates[c].filter(|&d| d > c)?;
            if compatible(a, c) && compatible(b, d) {
                Some((c, d))
            } else if compatible(a, d) && compatible(b, c) {
                Some((d, c))
            } else {
                None
            }
        });
        let Some((c, d)) = swap else { break };
        for (x, y) in [(a, c), (b, d)] {
            mates[x] = Some(y);
            mates[y] = Some(x);
        }
        open.drain(..2);
    }
    let rest: Vec<usize> = open.into_iter().chain(prefix..m).collect();
    let rest_mates = greedy_in_order(rest.len(), &|x, y| compatible(rest[x], rest[y]))?;
    for (x, mate) in rest_mates.into_iter().enumerate() {
        mates[rest[x]] = mate.map(|y| rest[y]);
    }
    Some(mates)
}

/// [`greedy_in_order`] of every player but the last PAB candidate in pairing order (the
/// candidate of the lowest score), who is left out; `None` when there is no candidate or the
/// others are not all paired that way.
fn greedy_without_lowest_candidate(
    m: usize,
    compatible: &impl Fn(usize, usize) -> bool,
    candidate: &impl Fn(usize) -> bool,
) -> Option<Mates> {
    let left_out = (0..m).rev().find(|&p| candidate(p))?;
    let position = |p: usize| if p < left_out { p } else { p + 1 };
    let rest = greedy_in_order(m - 1, &|a, b| compatible(position(a), position(b)))?;
    if rest.iter().any(Option::is_none) {
        return None;
    }
    let mut mates: Mates = vec![None; m];
    for (p, mate) in rest.into_iter().enumerate() {
        mates[position(p)] = mate.map(position);
    }
    Some(mates)
}

/// Whether the player left out by `mates` has the lowest score of any PAB candidate.
fn lowest_bye(
    field: &Field,
    players: &[usize],
    mates: &Mates,
    candidate: impl Fn(usize) -> bool,
) -> bool {
    let Some(left_out) = (0..players.len()).find(|p| mates[*p].is_none()) else {
        return true;
    };
    let lowest = (0..players.len())
        .filter(|p| candidate(*p))
        .map(|p| field.entrants[players[p]].score)
        .min();
    lowest.is_none_or(|lowest| field.entrants[players[left_out]].score <= lowest)
}
