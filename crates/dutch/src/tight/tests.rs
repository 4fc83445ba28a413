//! The tight-graph step against brute force: on small bipartite graphs with many equal
//! weights, each S1 vertex in turn must meet the first neighbour some maximum-weight matching
//! (consistent with the earlier choices) gives it.

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use rondo_matching::{DenseGraph, MatchingOptions, Solver};

use super::TightGraph;

/// Every matching of the graph (edges `(s1, s2, weight)`), as lists of edge indices.
fn matchings(len: usize, edges: &[(usize, usize, u64)]) -> Vec<Vec<usize>> {
    fn extend(
        edges: &[(usize, usize, u64)],
        from: usize,
        used: &mut Vec<bool>,
        current: &mut Vec<usize>,
        all: &mut Vec<Vec<usize>>,
    ) {
        all.push(current.clone());
        for index in from..edges.len() {
            let (a, b, _) = edges[index];
            if used[a] || used[b] {
                continue;
            }
            used[a] = true;
            used[b] = true;
            current.push(index);
            extend(edges, index + 1, used, current, all);
            current.pop();
            used[a] = false;
            used[b] = false;
        }
    }
    let mut all = Vec::new();
    extend(edges, 0, &mut vec![false; len], &mut Vec::new(), &mut all);
    all
}

/// The pairs art. 4.2 makes, by brute force; `None` when whether an S1 vertex is paired at all
/// depends on which optimum is taken (the engine then follows its solver).
fn brute_force(
    len: usize,
    s1: &[usize],
    edges: &[(usize, usize, u64)],
) -> Option<Vec<(usize, usize)>> {
    let all = matchings(len, edges);
    let weight = |m: &Vec<usize>| m.iter().map(|e| edges[*e].2).sum::<u64>();
    let best = all.iter().map(weight).max().unwrap_or(0);
    let mut optimal: Vec<&Vec<usize>> = all.iter().filter(|m| weight(m) == best).collect();
    let mut pairs = Vec::new();
    for &i in s1 {
        let paired = |m: &&&Vec<usize>| m.iter().any(|e| edges[*e].0 == i);
        let count = optimal.iter().filter(paired).count();
        if count == 0 {
            continue;
        }
        if count != optimal.len() {
            return None;
        }
        let mut partners: Vec<usize> = optimal
            .iter()
            .flat_map(|m| m.iter().filter(|e| edges[**e].0 == i).map(|e| edges[*e].1))
            .collect();
        partners.sort_unstable();
        let j = partners[0];
        optimal.retain(|m| m.iter().any(|e| edges[*e].0 == i && edges[*e].1 == j));
        pairs.push((i, j));
    }
    Some(pairs)
}

/// The tight-graph answer from the solver's optimum and duals; `None` when blossoms remain.
fn by_tight_graph(
    len: usize,
    s1: &[usize],
    edges: &[(usize, usize, u64)],
) -> Option<Vec<(usize, usize)>> {
    let mut graph = DenseGraph::<u64>::new(len);
    for &(a, b, w) in edges {
        graph.set_edge(a, b, w);
    }
    let mut solver = Solver::new(graph, MatchingOptions::default()).expect("small weights");
    let matching = solver.solve();
    let duals = solver.blossom_free_duals()?.to_vec();
    let tight = edges
        .iter()
        .filter(|(a, b, w)| duals[*a] + duals[*b] == 2 * w)
        .map(|(a, b, _)| (*a, *b));
    let must_pair = duals.iter().map(|d| *d > 0).collect();
    let mut graph = TightGraph::new(len, tight, must_pair, matching.mates().to_vec());
    graph.pair_in_order(s1)
}

/// A bipartite graph: vertices `0..len`, each in S1 or S2, S1–S2 edges with weights in
/// `1..=3` (so that many matchings tie), some edges missing.
fn bipartite() -> impl Strategy<Value = (usize, Vec<usize>, Vec<(usize, usize, u64)>)> {
    (2usize..=9)
        .prop_flat_map(|len| {
            (
                Just(len),
                proptest::collection::vec(any::<bool>(), len),
                proptest::collection::vec(0u64..=3, len * len),
            )
        })
        .prop_map(|(len, in_s1, weights)| {
            let s1: Vec<usize> = (0..len).filter(|v| in_s1[*v]).collect();
            let mut edges = Vec::new();
            for &a in &s1 {
                for b in (0..len).filter(|v| !in_s1[*v]) {
                    let w = weights[a * len + b];
                    if w > 0 {
                        edges.push((a, b, w));
                    }
                }
            }
            (len, s1, edges)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn each_s1_vertex_meets_the_first_neighbour_some_optimum_gives_it(
        (len, s1, edges) in bipartite()
    ) {
        if let (Some(expected), Some(found)) =
            (brute_force(len, &s1, &edges), by_tight_graph(len, &s1, &edges))
        {
            prop_assert_eq!(found, expected);
        }
    }
}

/// The brute force and the tight graph meet on enough cases for the property to mean
/// something: blossoms are rare on bipartite graphs and ambiguous cases few.
#[test]
fn the_comparison_is_not_vacuous() {
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let strategy = bipartite();
    let (mut compared, mut total) = (0, 0);
    for _ in 0..500 {
        let (len, s1, edges) = strategy.new_tree(&mut runner).expect("value").current();
        total += 1;
        if brute_force(len, &s1, &edges).is_some() && by_tight_graph(len, &s1, &edges).is_some() {
            compared += 1;
        }
    }
    assert!(compared * 10 >= total * 8, "{compared} of {total} compared");
}

/// A case worked by hand: S1 = {0, 1}, S2 = {2, 3}; 0–2 and 1–2 weigh 2, 0–3 and 1–3 weigh 1.
/// Both optima weigh 3; 0 meets 2 first (his earliest neighbour), leaving 1–3.
#[test]
fn the_first_s1_vertex_takes_the_earliest_opponent_an_optimum_allows() {
    let edges = [(0, 2, 2), (0, 3, 1), (1, 2, 2), (1, 3, 1)];
    assert_eq!(
        by_tight_graph(4, &[0, 1], &edges),
        Some(vec![(0, 2), (1, 3)])
    );
    // With 1–3 gone, 0 must leave 2 to 1: 0–3 and 1–2.
    let edges = [(0, 2, 2), (0, 3, 1), (1, 2, 2)];
    assert_eq!(
        by_tight_graph(4, &[0, 1], &edges),
        Some(vec![(0, 3), (1, 2)])
    );
}
