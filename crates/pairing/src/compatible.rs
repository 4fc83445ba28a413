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
}
