//! Property tests: no panics on arbitrary small inputs, including weights at
//! the limit, and clean errors beyond it.

use proptest::prelude::*;
use rondo_matching::{
    DenseGraph, MatchingError, MatchingOptions, Solver, SparseGraph, Weight, Wide,
    maximum_weight_matching, verify_optimality, weight_limit,
};

/// A weight drawn as an offset from zero, from the limit, or uniformly.
fn weight_near_limit(limit: u128) -> impl Strategy<Value = u128> {
    prop_oneof![
        (0_u128..8),
        (0_u128..8).prop_map(move |below| limit.saturating_sub(below)),
        (0..=limit),
    ]
}

type Edges = Vec<(usize, usize, u128)>;

/// Up to 12 vertices and a random edge list (self-loops and parallel edges included).
fn small_graph(limit_of: fn(usize) -> u128) -> impl Strategy<Value = (usize, Edges)> {
    (0_usize..13).prop_flat_map(move |vertex_count| {
        let limit = limit_of(vertex_count);
        let endpoint = 0..vertex_count.max(1);
        let edges = prop::collection::vec(
            (endpoint.clone(), endpoint, weight_near_limit(limit)),
            0..40,
        );
        (Just(vertex_count), edges)
    })
}

fn limit_u64(vertex_count: usize) -> u128 {
    u128::from(weight_limit::<u64>(vertex_count))
}

fn limit_u128(vertex_count: usize) -> u128 {
    weight_limit::<u128>(vertex_count)
}

fn solve_and_verify<W: Weight>(
    vertex_count: usize,
    edges: &[(usize, usize, W)],
) -> Result<(), TestCaseError> {
    let sparse = SparseGraph::from_edges(vertex_count, edges.iter().copied());
    let mut dense = DenseGraph::new(vertex_count);
    for (u, v, weight) in sparse.edges() {
        dense.set_edge(u, v, weight);
    }
    for max_cardinality in [false, true] {
        let options = MatchingOptions::default().with_max_cardinality(max_cardinality);
        let from_dense = maximum_weight_matching(&dense, &options)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let from_sparse = maximum_weight_matching(&sparse, &options)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(verify_optimality(&dense, &from_dense, &options), Ok(()));
        prop_assert_eq!(verify_optimality(&sparse, &from_sparse, &options), Ok(()));
        prop_assert_eq!(from_dense.total_weight(), from_sparse.total_weight());
    }
    Ok(())
}

proptest! {
    #[test]
    fn u64_weights_up_to_the_limit((vertex_count, edges) in small_graph(limit_u64)) {
        let edges: Vec<(usize, usize, u64)> = edges.into_iter().map(|(u, v, w)| (u, v, w as u64)).collect();
        if vertex_count > 0 {
            solve_and_verify(vertex_count, &edges)?;
        }
    }

    #[test]
    fn u128_weights_up_to_the_limit((vertex_count, edges) in small_graph(limit_u128)) {
        if vertex_count > 0 {
            solve_and_verify(vertex_count, &edges)?;
        }
    }

    #[test]
    fn wide_weights_up_to_the_limit((vertex_count, edges) in small_graph(limit_u128)) {
        // Wide<2> has the same range as u128.
        let edges: Vec<(usize, usize, Wide<2>)> = edges.into_iter().map(|(u, v, w)| (u, v, Wide::from_u128(w))).collect();
        if vertex_count > 0 {
            solve_and_verify(vertex_count, &edges)?;
        }
    }

    #[test]
    fn weights_beyond_the_limit_are_errors(vertex_count in 2_usize..40, excess in 1_u64..1000, max_cardinality: bool) {
        let limit = weight_limit::<u64>(vertex_count);
        let weight = limit.saturating_add(excess);
        let mut graph = DenseGraph::new(vertex_count);
        graph.set_edge(0, 1, limit);
        graph.set_edge(vertex_count - 1, 0, weight);
        let options = MatchingOptions::default().with_max_cardinality(max_cardinality);
        let error = maximum_weight_matching(&graph, &options).unwrap_err();
        let is_weight_error = matches!(error, MatchingError::WeightTooLarge { u: 0, v, .. } if v == vertex_count - 1);
        prop_assert!(is_weight_error);
        prop_assert!(Solver::new(graph, options).is_err());
    }

    #[test]
    fn solver_survives_arbitrary_changes(
        vertex_count in 2_usize..12,
        steps in prop::collection::vec(prop::collection::vec((0_usize..12, 0_usize..12, prop::option::of(weight_near_limit(u128::from(weight_limit::<u64>(12))))), 0..6), 1..8),
        max_cardinality: bool,
    ) {
        let options = MatchingOptions::default().with_max_cardinality(max_cardinality);
        let mut solver = Solver::new(DenseGraph::<u64>::new(vertex_count), options).unwrap();
        for changes in steps {
            for (u, v, weight) in changes {
                let (u, v) = (u % vertex_count, v % vertex_count);
                if u == v {
                    continue;
                }
                match weight {
                    // Within the limit for 12 vertices, hence for fewer too.
                    Some(weight) => { solver.set_edge(u, v, weight as u64).unwrap(); }
                    None => { solver.remove_edge(u, v); }
                }
            }
            let warm = solver.solve();
            prop_assert_eq!(verify_optimality(solver.graph(), &warm, &options), Ok(()));
            let cold = maximum_weight_matching(solver.graph(), &options).unwrap();
            prop_assert_eq!(warm.total_weight(), cold.total_weight());
        }
    }

    #[test]
    fn wide_arithmetic_matches_u128(a: u128, b: u128, shift in 0_u32..128) {
        let (x, y) = (Wide::<2>::from_u128(a), Wide::<2>::from_u128(b));
        prop_assert_eq!(x.cmp(&y), a.cmp(&b));
        prop_assert_eq!(x.checked_add(y).map(|s| s.to_u128()), a.checked_add(b).map(Some));
        prop_assert_eq!(x.checked_sub(y).map(|s| s.to_u128()), a.checked_sub(b).map(Some));
        prop_assert_eq!((x << shift).to_u128(), Some(a << shift));
        prop_assert_eq!((x >> shift).to_u128(), Some(a >> shift));
        prop_assert_eq!(x.to_string(), a.to_string());
        prop_assert_eq!(format!("{x:x}"), format!("{a:x}"));
        let wide = Wide::<3>::from_u128(a) << 64;
        prop_assert_eq!(wide >> 64, Wide::<3>::from_u128(a));
    }
}
