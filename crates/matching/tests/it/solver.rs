//! The warm-start solver gives exactly as good results as solving from scratch.

use rondo_matching::{
    DenseGraph, MatchingError, MatchingOptions, Solver, Weight, maximum_weight_matching,
    verify_optimality, weight_limit,
};

use crate::common::{Rng, brute_force, cases, slow};

/// Applies random changes to a solver and checks every re-solve against a cold
/// solve (and against brute force when the graph is small).
fn random_sequences(seed: u64, graphs: usize, max_vertices: u64, steps: usize) {
    let mut rng = Rng::new(seed);
    for _ in 0..graphs {
        let vertex_count = 2 + rng.below(max_vertices - 1) as usize;
        let spread = [3, 20, 1 << 30, weight_limit::<u64>(vertex_count)][rng.below(4) as usize];
        let density = 20 + rng.below(81);
        let graph = DenseGraph::from_fn(vertex_count, |_, _| {
            rng.chance(density).then(|| rng.below(spread + 1))
        });
        for max_cardinality in [false, true] {
            let options = MatchingOptions::default().with_max_cardinality(max_cardinality);
            let mut solver = Solver::new(graph.clone(), options).unwrap();
            for step in 0..steps {
                let changes = if step == 0 { 0 } else { 1 + rng.below(5) };
                for _ in 0..changes {
                    let u = rng.below(vertex_count as u64) as usize;
                    let v = (u + 1 + rng.below(vertex_count as u64 - 1) as usize) % vertex_count;
                    match rng.below(6) {
                        0 | 1 => {
                            solver.remove_edge(u, v);
                        }
                        2 => {
                            // Touch an edge of the current matching, the interesting case.
                            let matching = solver.solve();
                            if let Some((a, b)) = matching.pairs().nth(rng.below(4) as usize) {
                                let weight = solver.graph().edge(a, b).unwrap();
                                let new = if rng.chance(50) {
                                    weight / 2
                                } else {
                                    weight.saturating_add(spread / 3 + 1).min(spread)
                                };
                                solver.set_edge(a, b, new).unwrap();
                            }
                        }
                        _ => {
                            solver.set_edge(u, v, rng.below(spread + 1)).unwrap();
                        }
                    }
                }
                let warm = solver.solve();
                let cold = maximum_weight_matching(solver.graph(), &options).unwrap();
                assert_eq!(verify_optimality(solver.graph(), &warm, &options), Ok(()));
                assert_eq!(warm.total_weight(), cold.total_weight(), "step {step}");
                if max_cardinality {
                    assert_eq!(warm.cardinality(), cold.cardinality());
                }
                if vertex_count <= 10 {
                    let edges: Vec<_> = solver.graph().edges().collect();
                    let (cardinality, weight) = brute_force(vertex_count, &edges, max_cardinality);
                    assert_eq!(u128::from(warm.total_weight()), weight);
                    if max_cardinality {
                        assert_eq!(warm.cardinality(), cardinality);
                    }
                }
            }
        }
    }
}

#[test]
fn warm_solves_match_cold_solves_on_small_graphs() {
    random_sequences(20, cases(120, 3_000), 10, 12);
}

#[test]
fn warm_solves_match_cold_solves_on_medium_graphs() {
    random_sequences(21, cases(12, 200), 60, 10);
}

#[test]
fn warm_solves_match_cold_solves_on_large_graphs() {
    if !slow() {
        return;
    }
    random_sequences(22, 6, 400, 25);
}

#[test]
fn removing_every_edge_and_restoring_it() {
    let mut rng = Rng::new(23);
    let original = DenseGraph::from_fn(24, |_, _| Some(rng.below(50)));
    for max_cardinality in [false, true] {
        let options = MatchingOptions::default().with_max_cardinality(max_cardinality);
        let mut solver = Solver::new(original.clone(), options).unwrap();
        let first = solver.solve();
        let edges: Vec<_> = original.edges().collect();
        for &(u, v, _) in &edges {
            solver.remove_edge(u, v);
        }
        let empty = solver.solve();
        assert_eq!(empty.cardinality(), 0);
        assert_eq!(verify_optimality(solver.graph(), &empty, &options), Ok(()));
        for &(u, v, w) in &edges {
            solver.set_edge(u, v, w).unwrap();
        }
        let restored = solver.solve();
        assert_eq!(restored.total_weight(), first.total_weight());
        assert_eq!(
            verify_optimality(solver.graph(), &restored, &options),
            Ok(())
        );
    }
}

#[test]
fn solver_rejects_weights_beyond_the_limit() {
    let graph = DenseGraph::from_fn(6, |u, v| Some((u * v) as u64));
    let mut solver = Solver::new(graph, MatchingOptions::default()).unwrap();
    let before = solver.solve();
    let limit = weight_limit::<u64>(6);
    assert!(matches!(
        solver.set_edge(0, 1, limit + 1),
        Err(MatchingError::WeightTooLarge { u: 0, v: 1, .. })
    ));
    assert_eq!(solver.graph().edge(0, 1), Some(0));
    assert_eq!(solver.solve(), before);
    assert_eq!(solver.set_edge(0, 1, limit), Ok(Some(0)));
    let after = solver.solve();
    assert_eq!(after.mate(0), Some(1));
    assert_eq!(
        verify_optimality(solver.graph(), &after, &MatchingOptions::default()),
        Ok(())
    );
}

#[test]
fn solver_is_deterministic() {
    fn run<W: Weight>(seed: u64) -> Vec<Vec<Option<usize>>> {
        let mut rng = Rng::new(seed);
        let graph = DenseGraph::from_fn(30, |_, _| Some(W::from_u64(rng.below(5))));
        let mut solver =
            Solver::new(graph, MatchingOptions::default().with_max_cardinality(true)).unwrap();
        let mut history = vec![solver.solve().mates().to_vec()];
        for _ in 0..20 {
            let u = rng.below(30) as usize;
            let v = (u + 1 + rng.below(29) as usize) % 30;
            solver.set_edge(u, v, W::from_u64(rng.below(8))).unwrap();
            history.push(solver.solve().mates().to_vec());
        }
        history
    }
    assert_eq!(run::<u64>(24), run::<u64>(24));
    assert_eq!(run::<u64>(24), run::<u128>(24));
}

#[test]
fn first_solve_equals_cold_solve() {
    let mut rng = Rng::new(25);
    let graph = DenseGraph::from_fn(40, |_, _| rng.chance(70).then(|| rng.below(1000)));
    let options = MatchingOptions::default();
    let mut solver = Solver::new(graph.clone(), options).unwrap();
    assert_eq!(
        solver.solve(),
        maximum_weight_matching(&graph, &options).unwrap()
    );
    assert_eq!(solver.into_graph(), graph);
}
