//! Whether a set of players can still be paired completely: the test that prunes the text's
//! "first ... in order" choices without enumerating pairings.
//!
//! A greedy pass in number order (each player with the first compatible player after him)
//! proves most sets pairable at once; only when it fails is a maximum matching computed
//! (`rondo_pairing::maximum_compatible_pairs`), so the cost stays near linear per test on the
//! dense compatibility graphs of a Swiss round.

use crate::LimError;
use crate::field::Field;

/// Whether `members` (field indices, any order) can all be paired among themselves.
pub(crate) fn pairable(field: &Field, members: &[usize]) -> Result<bool, LimError> {
    Ok(max_pairs(field, members)? * 2 == members.len())
}

/// The most pairs `members` can make among themselves.
pub(crate) fn max_pairs(field: &Field, members: &[usize]) -> Result<usize, LimError> {
    if let Some(pairs) = greedy(field, members) {
        return Ok(pairs);
    }
    Ok(rondo_pairing::maximum_compatible_pairs(
        members.len(),
        |a, b| field.compatible(members[a], members[b]),
    )?)
}

/// A greedy pairing that pairs everyone (or all but one of an odd set), if it finds one.
fn greedy(field: &Field, members: &[usize]) -> Option<usize> {
    let mut taken = vec![false; members.len()];
    let mut pairs = 0;
    let mut left = 0;
    for i in 0..members.len() {
        if taken[i] {
            continue;
        }
        taken[i] = true;
        match (i + 1..members.len())
            .find(|&j| !taken[j] && field.compatible(members[i], members[j]))
        {
            Some(j) => {
                taken[j] = true;
                pairs += 1;
            }
            None => {
                left += 1;
                if left > members.len() % 2 {
                    return None;
                }
            }
        }
    }
    Some(pairs)
}

/// Whether the players `rest` of the round can all be paired with at least `pairs` pairs made
/// of two players of `keep` (the players of a group who have not been chosen to float): then
/// some choice of the group's remaining floaters lets the group keep `pairs` pairs while the
/// floaters and everyone else are paired completely. One weighted matching: a pair inside
/// `keep` weighs 2, any other compatible pair 1, and among the largest matchings the heaviest
/// has the most pairs inside `keep`.
pub(crate) fn completes_keeping(
    field: &Field,
    rest: &[usize],
    keep: &[usize],
    pairs: usize,
) -> Result<bool, LimError> {
    if rest.len() % 2 == 1 {
        return Ok(false);
    }
    let mut kept = vec![false; field.len()];
    keep.iter().for_each(|i| kept[*i] = true);
    let graph = rondo_matching::DenseGraph::from_fn(rest.len(), |u, v| {
        let (a, b) = (rest[u], rest[v]);
        field
            .compatible(a, b)
            .then_some(if kept[a] && kept[b] { 2u64 } else { 1 })
    });
    let matching = rondo_matching::maximum_weight_matching(
        &graph,
        &rondo_matching::MatchingOptions::default().with_max_cardinality(true),
    )?;
    let mates = matching.mates();
    if mates.iter().any(Option::is_none) {
        return Ok(false);
    }
    let inside = (0..rest.len())
        .filter(|u| mates[*u].is_some_and(|v| *u < v && kept[rest[*u]] && kept[rest[v]]))
        .count();
    Ok(inside >= pairs)
}
