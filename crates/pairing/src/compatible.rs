//! How many pairs the absolute criteria allow: the question every Swiss system asks before it
//! pairs (can everyone be paired?) and after it fails (how close did it come?).

use rondo_matching::{MatchingError, MatchingOptions, SparseGraph, maximum_weight_matching};

/// The most disjoint pairs among `n` players, where `compatible(a, b)` (asked with `a < b`)
/// says whether the system's absolute criteria let `a` and `b` meet: the size of a
/// maximum-cardinality matching of the compatibility graph.
///
/// # Errors
///
/// [`MatchingError`] from the matching library (a bug, or more players than it supports).
pub fn maximum_compatible_pairs(
    n: usize,
    mut compatible: impl FnMut(usize, usize) -> bool,
) -> Result<usize, MatchingError> {
    // Most fields can be paired almost completely by anyone, so a greedy pairing usually
    // proves the answer in about n questions, where the matching below asks all n²/2.
    if let Some(pairs) = greedy_pairs(n, &mut compatible) {
        return Ok(pairs);
    }
    matched_pairs(n, compatible)
}

/// [`maximum_compatible_pairs`] by a maximum-cardinality matching of the compatibility graph.
fn matched_pairs(
    n: usize,
    mut compatible: impl FnMut(usize, usize) -> bool,
) -> Result<usize, MatchingError> {
    let mut edges = Vec::new();
    for b in 0..n {
        for a in 0..b {
            if compatible(a, b) {
                edges.push((a, b, 1u64));
            }
        }
    }
    let graph = SparseGraph::from_edges(n, edges);
    let matching = maximum_weight_matching(
        &graph,
        &MatchingOptions::default().with_max_cardinality(true),
    )?;
    Ok(matching.cardinality())
}

/// At most this many players left single by the greedy pass are repaired one by one; with more,
/// the matching decides.
const REPAIRS: usize = 64;

/// A pairing of everyone but at most one player, found greedily, or `None` when the greedy
/// search finds none (which proves nothing). Each player in turn takes the first compatible
/// player still free after him; then each two players left single are paired with each other,
/// or through one pair `a`–`b` that becomes two (`u`–`a` and `w`–`b`), the alternating path of
/// length three that a greedy pass typically misses at the end of the order. A pairing of
/// everyone but at most one is a maximum one, whatever the compatibilities.
fn greedy_pairs(n: usize, compatible: &mut impl FnMut(usize, usize) -> bool) -> Option<usize> {
    let mut meets = |a: usize, b: usize| {
        if a < b {
            compatible(a, b)
        } else {
            compatible(b, a)
        }
    };
    let mut free = vec![true; n];
    let mut pairs: Vec<(usize, usize)> = Vec::with_capacity(n / 2);
    let mut single = Vec::new();
    for a in 0..n {
        if !free[a] {
            continue;
        }
        free[a] = false;
        match (a + 1..n).find(|b| free[*b] && meets(a, *b)) {
            Some(b) => {
                free[b] = false;
                pairs.push((a, b));
            }
            None => single.push(a),
        }
        if single.len() > REPAIRS {
            return None;
        }
    }
    while single.len() >= 2 {
        let u = single.pop()?;
        if let Some(at) = single.iter().position(|w| meets(u, *w)) {
            let w = single.swap_remove(at);
            pairs.push((u, w));
            continue;
        }
        let mut repaired = false;
        'pairs: for index in 0..pairs.len() {
            let (a, b) = pairs[index];
            for (x, y) in [(a, b), (b, a)] {
                if !meets(u, x) {
                    continue;
                }
                if let Some(at) = single.iter().position(|w| meets(*w, y)) {
                    let w = single.swap_remove(at);
                    pairs[index] = (u, x);
                    pairs.push((w, y));
                    repaired = true;
                    break 'pairs;
                }
            }
        }
        if !repaired {
            return None;
        }
    }
    Some(pairs.len())
}

#[cfg(test)]
mod tests {
    use super::maximum_compatible_pairs;

    #[test]
    fn a_path_of_four_makes_two_pairs_and_a_star_one() {
        let path = |a: usize, b: usize| b == a + 1;
        assert_eq!(maximum_compatible_pairs(4, path), Ok(2));
        let star = |a: usize, _: usize| a == 0;
        assert_eq!(maximum_compatible_pairs(4, star), Ok(1));
        assert_eq!(maximum_compatible_pairs(5, |_, _| false), Ok(0));
    }

    #[test]
    fn the_greedy_proof_repairs_a_pair_left_single_at_the_end() {
        // 0–1 is taken greedily and leaves 2 and 3, who may not meet, single; 0–2 and 1–3 pair
        // everyone.
        let mut exchange = |a: usize, b: usize| matches!((a, b), (0, 1) | (0, 2) | (1, 3));
        assert_eq!(super::greedy_pairs(4, &mut exchange), Some(2));
        // 0–1 and 2–3 are taken greedily and 4, 5 left single; only the path 4–0–1–2–3–5 of
        // length five pairs everyone, which the greedy search does not look for.
        let mut long =
            |a: usize, b: usize| matches!((a, b), (0, 1) | (1, 2) | (2, 3) | (0, 4) | (3, 5));
        assert_eq!(super::greedy_pairs(6, &mut long), None);
        assert_eq!(maximum_compatible_pairs(6, long), Ok(3));
    }

    #[test]
    fn the_greedy_proof_agrees_with_the_matching_on_random_graphs() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut proofs = 0;
        for n in 0..14usize {
            for _ in 0..40 {
                let density = next() % 100;
                let edges: Vec<Vec<bool>> = (0..n)
                    .map(|_| (0..n).map(|_| next() % 100 < density).collect())
                    .collect();
                let mut compatible = |a: usize, b: usize| edges[a][b];
                let exact = super::matched_pairs(n, compatible).expect("solves");
                if let Some(pairs) = super::greedy_pairs(n, &mut compatible) {
                    assert_eq!(pairs, exact, "{edges:?}");
                    proofs += 1;
                }
            }
        }
        assert!(proofs > 100, "{proofs}");
    }
}
