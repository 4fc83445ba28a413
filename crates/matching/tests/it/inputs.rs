//! Input forms: petgraph graphs, dense and sparse graphs, and structured cases.

use petgraph::graph::UnGraph;
use petgraph::graphmap::UnGraphMap;
use petgraph::stable_graph::StableUnGraph;
use rondo_matching::{
    DenseGraph, MatchingOptions, SparseGraph, maximum_weight_matching, verify_optimality,
};

use crate::common::brute_force;

type Edges = Vec<(usize, usize, u64)>;

fn both_modes() -> [MatchingOptions; 2] {
    [
        MatchingOptions::default(),
        MatchingOptions::default().with_max_cardinality(true),
    ]
}

#[test]
fn petgraph_graph_is_accepted_directly() {
    let mut graph = UnGraph::<&str, u64>::new_undirected();
    let names = ["a", "b", "c", "d", "e"];
    let nodes: Vec<_> = names.iter().map(|name| graph.add_node(name)).collect();
    for (u, v, w) in [
        (0, 1, 6),
        (1, 2, 10),
        (2, 0, 7),
        (2, 3, 5),
        (3, 4, 1),
        (1, 1, 99),
        (3, 4, 4),
    ] {
        graph.add_edge(nodes[u], nodes[v], w);
    }
    let sparse = SparseGraph::from_petgraph(&graph, |edge| *edge.weight());
    let dense = DenseGraph::from_petgraph(&graph, |edge| *edge.weight());
    // The self-loop is dropped and the heavier parallel edge kept.
    assert_eq!(sparse.edge_count(), 5);
    assert_eq!(sparse.edge(3, 4), Some(4));
    assert_eq!(dense.edge(4, 3), Some(4));
    for options in both_modes() {
        let matching = maximum_weight_matching(&sparse, &options).unwrap();
        assert_eq!(matching, maximum_weight_matching(&dense, &options).unwrap());
        assert_eq!(verify_optimality(&sparse, &matching, &options), Ok(()));
        // {1, 2} and {3, 4}; the triangle allows only one edge.
        assert_eq!(matching.pairs().collect::<Vec<_>>(), [(1, 2), (3, 4)]);
        assert_eq!(matching.total_weight(), 14);
    }
}

#[test]
fn stable_graph_with_removed_nodes() {
    let mut graph = StableUnGraph::<(), u32>::default();
    let nodes: Vec<_> = (0..6).map(|_| graph.add_node(())).collect();
    for (u, v, w) in [
        (0, 1, 3),
        (1, 2, 4),
        (2, 3, 5),
        (3, 4, 6),
        (4, 5, 7),
        (5, 0, 8),
    ] {
        graph.add_edge(nodes[u], nodes[v], w);
    }
    graph.remove_node(nodes[2]);
    let sparse = SparseGraph::from_petgraph(&graph, |edge| u64::from(*edge.weight()));
    assert_eq!(sparse.vertex_count(), 6);
    assert_eq!(sparse.neighbors(2).count(), 0);
    let matching = maximum_weight_matching(
        &sparse,
        &MatchingOptions::default().with_max_cardinality(true),
    )
    .unwrap();
    assert_eq!(matching.mate(2), None);
    // What is left is the path 1–0–5–4–3 with weights 3, 8, 7, 6.
    assert_eq!(matching.pairs().collect::<Vec<_>>(), [(0, 5), (3, 4)]);
    assert_eq!(matching.total_weight(), 14);
}

#[test]
fn graph_map_is_accepted() {
    let mut graph = UnGraphMap::<char, u128, std::hash::RandomState>::default();
    graph.add_edge('x', 'y', 5);
    graph.add_edge('y', 'z', 9);
    graph.add_edge('z', 'w', 5);
    let sparse = SparseGraph::from_petgraph(&graph, |(_, _, weight)| *weight);
    let plain = maximum_weight_matching(&sparse, &MatchingOptions::default()).unwrap();
    assert_eq!(plain.total_weight(), 10);
    let dense = DenseGraph::from_petgraph(&graph, |(_, _, weight)| *weight);
    assert_eq!(
        maximum_weight_matching(&dense, &MatchingOptions::default())
            .unwrap()
            .total_weight(),
        10
    );
}

#[test]
fn results_are_deterministic() {
    let graph = DenseGraph::from_fn(40, |u, v| Some(((u * 7 + v * 13) % 5) as u64));
    for options in both_modes() {
        let first = maximum_weight_matching(&graph, &options).unwrap();
        for _ in 0..3 {
            assert_eq!(maximum_weight_matching(&graph, &options).unwrap(), first);
        }
    }
}

/// Structured graphs that force blossoms, nested blossoms and expansions.
#[test]
fn structured_cases_match_brute_force() {
    let mut cases: Vec<(usize, Edges)> = Vec::new();
    // Odd cycles of several lengths with equal and unequal weights.
    for length in [3, 5, 7, 9] {
        cases.push((
            length,
            (0..length).map(|i| (i, (i + 1) % length, 4)).collect(),
        ));
        cases.push((
            length + 1,
            (0..length)
                .map(|i| (i, (i + 1) % length, 2 + i as u64))
                .chain([(0, length, 3)])
                .collect(),
        ));
    }
    // A "flower": triangles sharing a hub, with pendant edges.
    cases.push((
        9,
        vec![
            (0, 1, 5),
            (1, 2, 5),
            (2, 0, 5),
            (0, 3, 5),
            (3, 4, 5),
            (4, 0, 5),
            (2, 5, 3),
            (4, 6, 3),
            (1, 7, 2),
            (3, 8, 2),
        ],
    ));
    // Nested blossoms: a triangle of triangles.
    let mut nested = Vec::new();
    for t in 0..3 {
        let b = 3 * t;
        nested.extend([(b, b + 1, 8), (b + 1, b + 2, 8), (b + 2, b, 8)]);
        nested.push((b, (b + 3) % 9, 7));
    }
    nested.push((9, 4, 6));
    cases.push((10, nested));
    // All weights zero, a star, and a complete graph with equal weights.
    cases.push((6, (0..5).map(|i| (i, i + 1, 0)).collect()));
    cases.push((7, (1..7).map(|i| (0, i, i as u64)).collect()));
    cases.push((
        9,
        (0..9)
            .flat_map(|u| (u + 1..9).map(move |v| (u, v, 1)))
            .collect(),
    ));
    // Bipartite ladder with a heavy rung.
    cases.push((
        8,
        vec![
            (0, 1, 1),
            (2, 3, 1),
            (4, 5, 1),
            (6, 7, 1),
            (0, 3, 2),
            (2, 5, 9),
            (4, 7, 2),
            (1, 2, 1),
            (3, 4, 1),
            (5, 6, 1),
        ],
    ));
    for (vertex_count, edges) in cases {
        let dense = {
            let mut graph = DenseGraph::new(vertex_count);
            for &(u, v, w) in &edges {
                graph.set_edge(u, v, w);
            }
            graph
        };
        for options in both_modes() {
            let matching = maximum_weight_matching(&dense, &options).unwrap();
            assert_eq!(verify_optimality(&dense, &matching, &options), Ok(()));
            let (cardinality, weight) = brute_force(vertex_count, &edges, options.max_cardinality);
            assert_eq!(u128::from(matching.total_weight()), weight, "{edges:?}");
            if options.max_cardinality {
                assert_eq!(matching.cardinality(), cardinality);
            }
        }
    }
}
