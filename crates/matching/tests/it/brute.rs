//! Every result equals a brute-force optimum on graphs of up to 10 vertices.

use rondo_matching::{MatchingOptions, Wide};

use crate::common::{Rng, brute_force, cases, convert, random_edges, random_style, solve_both};

/// Runs `count` random graphs of up to ten vertices through the solver in both
/// modes and compares with enumeration.
fn compare_with_brute_force(seed: u64, count: usize) {
    let mut rng = Rng::new(seed);
    let limit = rondo_matching::weight_limit::<u64>(10);
    for case in 0..count {
        let vertex_count = rng.below(11) as usize;
        let style = random_style(&mut rng);
        let edges = random_edges(&mut rng, vertex_count, style, limit);
        for max_cardinality in [false, true] {
            let options = MatchingOptions::default().with_max_cardinality(max_cardinality);
            let (cardinality, weight) = brute_force(vertex_count, &edges, max_cardinality);
            let matching = solve_both(vertex_count, &edges, &options);
            assert_eq!(
                u128::from(matching.total_weight()),
                weight,
                "case {case} ({style:?}, max_cardinality {max_cardinality}): {edges:?}"
            );
            if max_cardinality {
                assert_eq!(
                    matching.cardinality(),
                    cardinality,
                    "case {case}: {edges:?}"
                );
            }
        }
    }
}

#[test]
fn random_graphs_match_brute_force() {
    compare_with_brute_force(1, cases(3_000, 100_000));
}

/// The same answers in every weight type.
#[test]
fn weight_types_agree() {
    let mut rng = Rng::new(2);
    for _ in 0..cases(300, 5_000) {
        let vertex_count = rng.below(11) as usize;
        let style = random_style(&mut rng);
        let edges = random_edges(&mut rng, vertex_count, style, 1 << 40);
        for max_cardinality in [false, true] {
            let options = MatchingOptions::default().with_max_cardinality(max_cardinality);
            let (_, weight) = brute_force(vertex_count, &edges, max_cardinality);
            let narrow = solve_both(vertex_count, &edges, &options);
            let wide = solve_both(vertex_count, &convert::<u128>(&edges), &options);
            let two = solve_both(vertex_count, &convert::<Wide<2>>(&edges), &options);
            let three = solve_both(vertex_count, &convert::<Wide<3>>(&edges), &options);
            assert_eq!(u128::from(narrow.total_weight()), weight);
            assert_eq!(wide.total_weight(), weight);
            assert_eq!(two.total_weight(), Wide::from_u128(weight));
            assert_eq!(three.total_weight(), Wide::from_u128(weight));
            assert_eq!(narrow.cardinality(), wide.cardinality());
        }
    }
}
