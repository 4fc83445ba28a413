//! Unit tests: the wide integer, the graphs, coverage of the engine's paths, and starts from the
//! duals of classes.

use crate::engine::{Engine, Stats};
use crate::{
    CertificateError, DenseGraph, Matching, MatchingError, MatchingOptions, Solver, SparseGraph,
    Wide, class_matching, maximum_weight_matching, verify_optimality, weight_limit,
};

// --------------------------------------------------------------------------
// Wide
// --------------------------------------------------------------------------

/// A few u128 values that stress carries and borrows.
fn samples() -> Vec<u128> {
    let mut values = vec![
        0,
        1,
        2,
        3,
        u128::from(u64::MAX),
        u128::from(u64::MAX) + 1,
        u128::MAX,
    ];
    let mut state = 0x1234_5678_u128;
    for _ in 0..40 {
        state = state
            .wrapping_mul(0x2545_F491_4F6C_DD1D_6A09_E667_F3BC_C909)
            .wrapping_add(1);
        values.push(state >> (state % 128));
    }
    values
}

#[test]
fn wide_arithmetic_matches_u128() {
    for &a in &samples() {
        let wide_a = Wide::<2>::from_u128(a);
        assert_eq!(wide_a.to_u128(), Some(a));
        assert_eq!(wide_a.to_string(), a.to_string());
        assert_eq!(format!("{wide_a:x}"), format!("{a:x}"));
        assert_eq!(format!("{wide_a:#X}"), format!("{a:#X}"));
        assert_eq!(wide_a.leading_zeros(), a.leading_zeros());
        for &b in &samples() {
            let wide_b = Wide::<2>::from_u128(b);
            assert_eq!(wide_a.cmp(&wide_b), a.cmp(&b));
            assert_eq!(
                wide_a.checked_add(wide_b).map(Wide::to_u128),
                a.checked_add(b).map(Some)
            );
            assert_eq!(
                wide_a.checked_sub(wide_b).map(Wide::to_u128),
                a.checked_sub(b).map(Some)
            );
            assert_eq!((wide_a | wide_b).to_u128(), Some(a | b));
            assert_eq!((wide_a & wide_b).to_u128(), Some(a & b));
        }
        for shift in [0, 1, 63, 64, 65, 100, 127] {
            assert_eq!((wide_a << shift).to_u128(), Some(a << shift));
            assert_eq!((wide_a >> shift).to_u128(), Some(a >> shift));
        }
        for factor in [0, 1, 7, u64::MAX] {
            let expected = a.checked_mul(u128::from(factor));
            assert_eq!(
                wide_a.checked_mul_u64(factor).map(Wide::to_u128),
                expected.map(Some)
            );
        }
        for divisor in [1, 3, 10, u64::MAX] {
            let (quotient, remainder) = wide_a.div_rem_u64(divisor);
            assert_eq!(quotient.to_u128(), Some(a / u128::from(divisor)));
            assert_eq!(u128::from(remainder), a % u128::from(divisor));
        }
    }
}

#[test]
fn wide_beyond_128_bits() {
    let big = Wide::<4>::power_of_two(255);
    assert_eq!(big.bit_length(), 256);
    assert!(big.bit(255) && !big.bit(254));
    assert_eq!(big.to_u128(), None);
    assert_eq!(
        big.to_string(),
        "57896044618658097711785492504343953926634992332820282019728792003956564819968"
    );
    assert_eq!(format!("{big:x}"), format!("8{}", "0".repeat(63)));
    assert_eq!(format!("{:>80}", Wide::<4>::MAX).len(), 80);
    assert_eq!(
        Wide::<4>::MAX.to_string(),
        "115792089237316195423570985008687907853269984665640564039457584007913129639935"
    );
    assert_eq!(Wide::<4>::MAX.checked_add(Wide::ONE), None);
    assert_eq!((Wide::<4>::MAX - Wide::MAX), Wide::ZERO);
    let packed = (Wide::<3>::from(5_u64) << 150) | Wide::from(9_u64);
    assert_eq!(packed >> 150, Wide::from(5_u64));
    assert_eq!(packed.to_limbs(), [9, 0, 5 << 22]);
    assert_eq!(Wide::<3>::from_limbs(packed.to_limbs()), packed);
    let mut flags = Wide::<3>::ZERO;
    flags.set_bit(190);
    flags |= Wide::power_of_two(3);
    assert_eq!(flags, Wide::ZERO.with_bit(190).with_bit(3));
    assert!(Wide::<3>::ZERO.is_zero() && Wide::<3>::default().is_zero());
    assert_eq!(format!("{:?}", Wide::<1>::from(42_u32)), "42");
}

#[test]
#[should_panic(expected = "attempt to add with overflow")]
fn wide_addition_overflow_panics() {
    let _ = Wide::<2>::MAX + Wide::ONE;
}

#[test]
#[should_panic(expected = "attempt to subtract with overflow")]
fn wide_subtraction_underflow_panics() {
    let _ = Wide::<2>::ZERO - Wide::ONE;
}

#[test]
#[should_panic(expected = "out of range")]
fn wide_shift_out_of_range_panics() {
    let _ = Wide::<2>::ONE << 128;
}

#[test]
fn weight_limits() {
    assert_eq!(weight_limit::<u64>(0), u64::MAX / 4 - 1);
    assert_eq!(weight_limit::<u64>(3), u64::MAX / 4 - 1);
    assert_eq!(weight_limit::<u64>(10), (u64::MAX / 4 - 1) / 5);
    assert_eq!(weight_limit::<u128>(10_000), (u128::MAX / 4 - 1) / 5_000);
    assert_eq!(
        weight_limit::<Wide<2>>(10_000),
        Wide::from_u128(weight_limit::<u128>(10_000))
    );
}

// --------------------------------------------------------------------------
// Graphs and small cases
// --------------------------------------------------------------------------

#[test]
fn dense_graph_edges() {
    let mut graph = DenseGraph::<u64>::new(70);
    assert_eq!(graph.set_edge(3, 66, 5), None);
    assert_eq!(graph.set_edge(66, 3, 6), Some(5));
    graph.set_edge(0, 1, 0);
    assert_eq!(graph.edge(1, 0), Some(0));
    assert_eq!(graph.edge_count(), 2);
    assert_eq!(graph.neighbors(3).collect::<Vec<_>>(), [(66, 6)]);
    assert_eq!(graph.edges().collect::<Vec<_>>(), [(0, 1, 0), (3, 66, 6)]);
    assert_eq!(graph.remove_edge(3, 66), Some(6));
    assert_eq!(graph.remove_edge(3, 66), None);
    assert_eq!(graph.edge_count(), 1);
}

#[test]
#[should_panic(expected = "self-loop")]
fn dense_graph_rejects_self_loops() {
    DenseGraph::<u64>::new(3).set_edge(1, 1, 4);
}

#[test]
fn sparse_graph_keeps_heaviest_parallel_edge() {
    let graph = SparseGraph::<u64>::from_edges(5, [(4, 0, 1), (0, 4, 7), (0, 4, 3), (2, 2, 9)]);
    assert_eq!(graph.edge_count(), 1);
    assert_eq!(graph.edge(4, 0), Some(7));
    assert_eq!(graph.neighbors(0).collect::<Vec<_>>(), [(4, 7)]);
}

#[test]
fn trivial_graphs() {
    for options in [
        MatchingOptions::default(),
        MatchingOptions {
            max_cardinality: true,
        },
    ] {
        for vertex_count in 0..3 {
            let graph = DenseGraph::<u64>::new(vertex_count);
            let matching = maximum_weight_matching(&graph, &options).unwrap();
            assert_eq!(matching.cardinality(), 0);
            assert_eq!(verify_optimality(&graph, &matching, &options), Ok(()));
        }
    }
    // A zero-weight edge is used only when cardinality counts.
    let mut graph = DenseGraph::<u64>::new(2);
    graph.set_edge(0, 1, 0);
    let plain = maximum_weight_matching(&graph, &MatchingOptions::default()).unwrap();
    assert_eq!(plain.total_weight(), 0);
    let full = maximum_weight_matching(
        &graph,
        &MatchingOptions {
            max_cardinality: true,
        },
    )
    .unwrap();
    assert_eq!(full.mates(), [Some(1), Some(0)]);
}

#[test]
fn weight_above_limit_is_an_error() {
    let mut graph = DenseGraph::<u64>::new(4);
    let limit = weight_limit::<u64>(4);
    graph.set_edge(0, 1, limit);
    assert!(maximum_weight_matching(&graph, &MatchingOptions::default()).is_ok());
    graph.set_edge(2, 3, limit + 1);
    let error = maximum_weight_matching(&graph, &MatchingOptions::default()).unwrap_err();
    assert_eq!(
        error,
        MatchingError::WeightTooLarge {
            u: 2,
            v: 3,
            weight: (limit + 1).to_string(),
            limit: limit.to_string(),
            vertex_count: 4,
        }
    );
    assert!(Solver::new(graph, MatchingOptions::default()).is_err());
}

// --------------------------------------------------------------------------
// Coverage of the engine's paths
// --------------------------------------------------------------------------

/// Deterministic pseudo-random numbers (splitmix64).
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % bound
    }
}

fn random_graph(rng: &mut Rng, vertex_count: usize, max_weight: u64) -> DenseGraph<u64> {
    let density = 30 + rng.below(71);
    DenseGraph::from_fn(vertex_count, |_, _| {
        (rng.below(100) < density).then(|| rng.below(max_weight + 1))
    })
}

/// Checks a warm solution of the solver's graph: certified optimal, as heavy (and, for maximum
/// cardinality, as large) as a cold solve, which it returns.
fn assert_like_cold(solver: &Solver<u64>, warm: &Matching<u64>) -> Matching<u64> {
    let options = *solver.options();
    let cold = maximum_weight_matching(solver.graph(), &options).unwrap();
    assert_eq!(verify_optimality(solver.graph(), warm, &options), Ok(()));
    assert_eq!(warm.total_weight(), cold.total_weight());
    if options.max_cardinality {
        assert_eq!(warm.cardinality(), cold.cardinality());
    }
    cold
}

/// Solves `graph` in both modes, then `rounds` times lets `change` alter it and checks each
/// warm solve against a cold one and the blossom keys against the parent links; adds the
/// solvers' step counts to `total`.
fn warm_rounds(
    graph: &DenseGraph<u64>,
    rounds: usize,
    rng: &mut Rng,
    total: &mut Stats,
    mut change: impl FnMut(&mut Solver<u64>, &mut Rng),
) {
    for max_cardinality in [false, true] {
        let options = MatchingOptions { max_cardinality };
        let mut solver = Solver::new(graph.clone(), options).unwrap();
        solver.solve();
        for _ in 0..rounds {
            change(&mut solver, rng);
            let warm = solver.solve();
            assert_like_cold(&solver, &warm);
            solver.check_keys();
        }
        add_stats(total, solver.stats());
    }
}

fn add_stats(total: &mut Stats, part: &Stats) {
    total.stages += part.stages;
    total.augmentations += part.augmentations;
    total.blossoms_formed += part.blossoms_formed;
    total.inner_expansions += part.inner_expansions;
    total.stage_end_expansions += part.stage_end_expansions;
    total.zero_dual_flips += part.zero_dual_flips;
    total.dual_changes += part.dual_changes;
    total.dissolved += part.dissolved;
    total.raised += part.raised;
    total.settled_in_blossom += part.settled_in_blossom;
}

#[test]
fn random_inputs_exercise_every_cold_path() {
    let mut rng = Rng(7);
    let mut total = Stats::default();
    for _ in 0..400 {
        let vertex_count = 4 + rng.below(20) as usize;
        let max_weight = 1 + rng.below(12);
        let graph = random_graph(&mut rng, vertex_count, max_weight);
        for max_cardinality in [false, true] {
            let options = MatchingOptions { max_cardinality };
            let mut engine = Engine::new(vertex_count, 0_u64);
            if max_cardinality {
                let matching = maximum_weight_matching(&graph, &options).unwrap();
                engine = Engine::new(vertex_count, matching.certificate().weight_offset);
            }
            engine.initialize(&graph);
            engine.run(&graph);
            let matching = engine.build_matching(&graph);
            assert_eq!(verify_optimality(&graph, &matching, &options), Ok(()));
            add_stats(&mut total, &engine.stats);
        }
    }
    assert!(total.augmentations > 0, "{total:?}");
    assert!(total.blossoms_formed > 100, "{total:?}");
    assert!(total.inner_expansions > 10, "{total:?}");
    assert!(total.stage_end_expansions > 10, "{total:?}");
    assert!(total.zero_dual_flips > 10, "{total:?}");
}

#[test]
fn random_changes_exercise_every_warm_path() {
    let mut rng = Rng(11);
    let mut total = Stats::default();
    for _ in 0..60 {
        let vertex_count = 6 + rng.below(16) as usize;
        let max_weight = 1 + rng.below(15);
        let graph = random_graph(&mut rng, vertex_count, max_weight);
        warm_rounds(&graph, 15, &mut rng, &mut total, |solver, rng| {
            for _ in 0..1 + rng.below(4) {
                let u = rng.below(vertex_count as u64) as usize;
                let v = (u + 1 + rng.below(vertex_count as u64 - 1) as usize) % vertex_count;
                if rng.below(4) == 0 {
                    solver.remove_edge(u, v);
                } else {
                    solver.set_edge(u, v, rng.below(max_weight + 6)).unwrap();
                }
            }
        });
    }
    assert!(total.dissolved > 10, "{total:?}");
    assert!(total.raised > 10, "{total:?}");
    assert!(total.blossoms_formed > 10, "{total:?}");
}

#[test]
fn many_changes_inside_blossoms_keep_warm_solves_optimal() {
    // Dense graphs with few distinct weights form nested blossoms; changing a third of the
    // edges at once sends most changes through the batch repair's settling inside blossoms
    // (whose verdict the engine checks against the walk up the nest in debug builds).
    let mut rng = Rng(31);
    let mut total = Stats::default();
    for _ in 0..40 {
        let vertex_count = 9 + rng.below(24) as usize;
        let max_weight = 1 + rng.below(3);
        let graph = random_graph(&mut rng, vertex_count, max_weight);
        warm_rounds(&graph, 6, &mut rng, &mut total, |solver, rng| {
            for u in 0..vertex_count {
                for v in u + 1..vertex_count {
                    match rng.below(9) {
                        0 => {
                            solver.remove_edge(u, v);
                        }
                        1 | 2 => {
                            let weight = solver.graph().edge(u, v).unwrap_or(1);
                            let changed = match rng.below(2) {
                                0 => weight.saturating_sub(1).max(1),
                                _ => weight + 1,
                            };
                            solver.set_edge(u, v, changed).unwrap();
                        }
                        _ => {}
                    }
                }
            }
        });
    }
    assert!(total.settled_in_blossom > 100, "{total:?}");
    assert!(total.dissolved > 10, "{total:?}");
}

#[test]
fn a_restarted_solver_solves_its_graph_cold() {
    let mut rng = Rng(37);
    for _ in 0..30 {
        let vertex_count = 6 + rng.below(20) as usize;
        let max_weight = 1 + rng.below(15);
        let graph = random_graph(&mut rng, vertex_count, max_weight);
        for max_cardinality in [false, true] {
            let options = MatchingOptions { max_cardinality };
            let mut solver = Solver::new(graph.clone(), options).unwrap();
            solver.solve();
            for u in 0..vertex_count {
                let v = (u + 1 + rng.below(vertex_count as u64 - 1) as usize) % vertex_count;
                solver.set_edge(u, v, 1 + rng.below(20)).unwrap();
            }
            solver.restart();
            let restarted = solver.solve();
            let cold = assert_like_cold(&solver, &restarted);
            assert_eq!(restarted.mates(), cold.mates());
        }
    }
}

#[test]
fn raised_duals_keep_warm_solves_optimal() {
    let mut rng = Rng(23);
    for _ in 0..60 {
        let vertex_count = 6 + rng.below(16) as usize;
        let max_weight = 1 + rng.below(15);
        let graph = random_graph(&mut rng, vertex_count, max_weight);
        for max_cardinality in [false, true] {
            let options = MatchingOptions { max_cardinality };
            let mut solver = Solver::new(graph.clone(), options).unwrap();
            solver.solve();
            for _ in 0..10 {
                // Raise some duals, then raise weights at those vertices as a caller would.
                for _ in 0..1 + rng.below(6) {
                    let vertex = rng.below(vertex_count as u64) as usize;
                    let raise = rng.below(8);
                    solver.raise_dual(vertex, 2 * raise);
                    let other =
                        (vertex + 1 + rng.below(vertex_count as u64 - 1) as usize) % vertex_count;
                    let weight = solver.graph().edge(vertex, other).unwrap_or(0) + raise;
                    if weight > 0 {
                        solver.set_edge(vertex, other, weight).unwrap();
                    }
                }
                let warm = solver.solve();
                assert_like_cold(&solver, &warm);
            }
        }
    }
}

#[test]
fn weights_exactly_at_the_limit() {
    for vertex_count in 2..14 {
        let limit = weight_limit::<u64>(vertex_count);
        let graph = DenseGraph::from_fn(vertex_count, |u, v| {
            // Complete, all at the limit, except a few zero-weight edges.
            Some(if (u + v) % 5 == 0 { 0 } else { limit })
        });
        for max_cardinality in [false, true] {
            let options = MatchingOptions { max_cardinality };
            let cold = maximum_weight_matching(&graph, &options).unwrap();
            assert_eq!(verify_optimality(&graph, &cold, &options), Ok(()));
            let mut solver = Solver::new(graph.clone(), options).unwrap();
            solver.solve();
            solver.set_edge(0, 1, 0).unwrap();
            solver.set_edge(0, vertex_count - 1, limit).unwrap();
            if vertex_count > 3 {
                solver.remove_edge(1, 2);
            }
            let warm = solver.solve();
            assert_eq!(verify_optimality(solver.graph(), &warm, &options), Ok(()));
            let cold = maximum_weight_matching(solver.graph(), &options).unwrap();
            assert_eq!(warm.total_weight(), cold.total_weight());
        }
    }
    // The same at the top of the widest primitive.
    let limit = weight_limit::<u128>(6);
    let graph = DenseGraph::from_fn(6, |_, _| Some(limit));
    let options = MatchingOptions {
        max_cardinality: true,
    };
    let matching = maximum_weight_matching(&graph, &options).unwrap();
    assert_eq!(matching.total_weight(), 3 * limit);
    assert_eq!(verify_optimality(&graph, &matching, &options), Ok(()));
}

#[test]
fn checker_rejects_wrong_totals() {
    let graph = DenseGraph::from_fn(4, |u, v| Some((u + v) as u64));
    let options = MatchingOptions::default();
    let matching = maximum_weight_matching(&graph, &options).unwrap();
    let (mates, certificate) = matching.clone().into_parts();
    let cardinality = matching.cardinality();
    let wrong_total = Matching::from_solver(
        mates.clone(),
        matching.total_weight() + 1,
        cardinality,
        certificate.clone(),
    );
    assert_eq!(
        verify_optimality(&graph, &wrong_total, &options),
        Err(CertificateError::TotalWeightMismatch)
    );
    let wrong_count =
        Matching::from_solver(mates, matching.total_weight(), cardinality + 1, certificate);
    assert_eq!(
        verify_optimality(&graph, &wrong_count, &options),
        Err(CertificateError::CardinalityMismatch)
    );
}

// --------------------------------------------------------------------------
// Solving on a subgraph, proved on the full graph
// --------------------------------------------------------------------------

/// Solves `full` on the solver's subgraph, adding the missing edges that the duals do not
/// cover until none is left; `everyone` checks every missing edge, otherwise only those at
/// the vertices [`Solver::take_lowered_vertices`] reports and the edges in `raised`.
fn solve_on_subgraph(
    solver: &mut Solver<u64>,
    full: &DenseGraph<u64>,
    everyone: bool,
    raised: &[(usize, usize)],
) -> Matching<u64> {
    let n = full.vertex_count();
    let mut check_all = everyone;
    let mut raised = raised.to_vec();
    loop {
        let matching = solver.solve();
        let lowered = solver.take_lowered_vertices();
        let rows: Vec<usize> = if check_all { (0..n).collect() } else { lowered };
        let mut missing = Vec::new();
        for &u in &rows {
            let mut found = Vec::new();
            solver.uncovered_at(u, full.neighbors(u), &mut found);
            missing.extend(found.into_iter().map(|v| (u, v)));
        }
        for (u, v) in raised.drain(..) {
            let weight = full.edge(u, v).unwrap_or_default();
            let mut found = Vec::new();
            solver.uncovered_at(u, [(v, weight)], &mut found);
            assert_eq!(
                found.is_empty(),
                solver.covers(u, v, weight) || solver.graph().edge(u, v).is_some()
            );
            missing.extend(found.into_iter().map(|v| (u, v)));
        }
        check_all = false;
        if missing.is_empty() {
            return matching;
        }
        for (u, v) in missing {
            let weight = full.edge(u, v).unwrap_or_default();
            solver
                .set_edge(u, v, weight)
                .unwrap_or_else(|_| unreachable!("small weights"));
        }
    }
}

#[test]
fn wide_prefixes_and_bit_lengths() {
    let mut rng = Rng(5);
    for _ in 0..400 {
        let limbs = [0; 4].map(|_| {
            let limb = rng.below(u64::MAX) ^ (rng.below(u64::MAX) << 17);
            limb >> rng.below(64)
        });
        let value = Wide::<4>::from_limbs(limbs) >> (rng.below(256) as u32);
        let length = 256 - value.leading_zeros();
        assert_eq!(crate::Weight::bit_length(value), length);
        for shift in [0, 1, 63, 64, 65, 100, 127, 128, 129, 191, 192, 200, 255] {
            let expected = (value >> shift).to_u128().unwrap_or(u128::MAX);
            assert_eq!(
                crate::Weight::prefix_u128(value, shift),
                expected,
                "{value:x} >> {shift}"
            );
        }
    }
    assert_eq!(crate::Weight::prefix_u128(u64::MAX, 64), 0);
    assert_eq!(crate::Weight::prefix_u128(u128::MAX, 1), u128::MAX >> 1);
    assert_eq!(crate::Weight::bit_length(0_u64), 0);
}

/// The row scan settles most entries by prefixes of the duals; it must report exactly the
/// absent edges that the duals do not cover, with weights wide enough for the prefixes to
/// drop bits and near-ties that only the low bits break.
#[test]
fn row_scans_find_exactly_the_uncovered_edges() {
    let mut rng = Rng(23);
    let mut uncovered_somewhere = false;
    for case in 0..40 {
        let n = 4 + rng.below(36) as usize;
        // Duals near 2^153 put the prefixes' lowest bit near 2^29: weights that differ around
        // there, or only below it.
        let weight = |rng: &mut Rng| {
            let low = if rng.below(2) == 0 {
                (rng.below(16) << 26) + rng.below(1 << 26)
            } else {
                rng.below(4)
            };
            (Wide::<4>::from(1 + rng.below(6)) << 150) + Wide::from(low)
        };
        let full =
            DenseGraph::<Wide<4>>::from_fn(n, |_, _| (rng.below(4) != 0).then(|| weight(&mut rng)));
        let sub = DenseGraph::from_fn(n, |u, v| full.edge(u, v).filter(|_| rng.below(3) == 0));
        let mut solver = Solver::new(sub, MatchingOptions::default()).expect("weights fit");
        solver.solve();
        for u in 0..n {
            let row: Vec<Wide<4>> = (0..n)
                .map(|v| full.edge(u, v).unwrap_or(Wide::ZERO))
                .collect();
            let skipped = |v: usize| v % 5 == 3;
            let mut found = Vec::new();
            solver.uncovered_in_row(u, &row, skipped, &mut found);
            let expected: Vec<usize> = (0..n)
                .filter(|&v| v != u && !skipped(v) && solver.graph().edge(u, v).is_none())
                .filter(|&v| !solver.covers(u, v, row[v]))
                .collect();
            assert_eq!(found, expected, "case {case}, row {u}");
            uncovered_somewhere |= !found.is_empty();
        }
    }
    assert!(uncovered_somewhere, "no case exercised the slow path");
}

/// Duals far apart fall into clusters of keys (or, past their number, into one coarse
/// cluster); in each regime the scan must report exactly what the full comparison does, and
/// the regimes must all occur. Each vertex gets a level; a pair's weight lies near
/// `2^(level step · lower level)`, so the duals of a level differ from the next by far more than
/// the 124 bits a cluster spans, and near-ties at the lowest bits decide some pairs.
#[test]
fn row_scans_stay_exact_across_clusters_of_duals() {
    let mut rng = Rng(41);
    let mut cluster_counts = std::collections::BTreeSet::new();
    let mut coarse = false;
    for case in 0..60 {
        let levels = [2, 4, 9, 12][case % 4];
        let n = 6 + rng.below(30) as usize;
        let level: Vec<u32> = (0..n).map(|_| rng.below(levels) as u32).collect();
        let full = DenseGraph::<Wide<32>>::from_fn(n, |u, v| {
            (rng.below(4) != 0).then(|| {
                let step = 130 * level[u].min(level[v]);
                (Wide::<32>::from(1 + rng.below(6)) << (step + 2)) + Wide::from(rng.below(4))
            })
        });
        let sub = DenseGraph::from_fn(n, |u, v| full.edge(u, v).filter(|_| rng.below(3) == 0));
        let mut solver = Solver::new(sub, MatchingOptions::default()).expect("weights fit");
        solver.solve();
        let (clusters, shift) = solver.key_clusters();
        cluster_counts.insert(clusters);
        coarse |= shift > 0;
        for u in 0..n {
            let row: Vec<Wide<32>> = (0..n)
                .map(|v| full.edge(u, v).unwrap_or(Wide::ZERO))
                .collect();
            let mut found = Vec::new();
            solver.uncovered_in_row(u, &row, |_| false, &mut found);
            let expected: Vec<usize> = (0..n)
                .filter(|&v| v != u && solver.graph().edge(u, v).is_none())
                .filter(|&v| !solver.covers(u, v, row[v]))
                .collect();
            assert_eq!(found, expected, "case {case}, row {u}");
        }
    }
    assert!(coarse, "no case fell back to one coarse cluster");
    assert!(
        cluster_counts.iter().any(|&count| count > 1 && count <= 8),
        "no case used several exact clusters: {cluster_counts:?}"
    );
}

#[test]
fn stored_rows_scan_like_explicit_rows_across_palette_rebuilds() {
    // Every round rewrites each dormant pair with a weight never used before, so the palette
    // fills up and is rebuilt; the scans of the stored rows (whose bounds per palette weight
    // are cached) must find what scans of the same rows written out find.
    let mut rng = Rng(37);
    let n = 40;
    let graph = DenseGraph::from_fn(n, |_, _| (rng.below(3) == 0).then(|| 20_000 + rng.below(9)));
    let mut solver = Solver::new(graph, MatchingOptions::default()).unwrap();
    solver.solve();
    let mut fresh = 1_u64;
    let mut uncovered_somewhere = false;
    for round in 0..140 {
        for u in 0..n {
            for v in u + 1..n {
                if solver.graph().edge(u, v).is_none() {
                    // Mostly covered, now and then not.
                    let weight = if rng.below(40) == 0 { 30_000 } else { 0 };
                    solver.set_dormant(u, v, weight + fresh);
                    fresh += 1;
                }
            }
        }
        if round % 10 == 0 {
            solver.solve();
        }
        for u in 0..n {
            let row = solver.graph().stored_row(u).to_vec();
            let mut stored = Vec::new();
            solver.uncovered_in_stored_row(u, 0..n, |v| v % 7 == 2, &mut stored);
            let mut explicit = Vec::new();
            solver.uncovered_in_row(u, &row, |v| v % 7 == 2, &mut explicit);
            assert_eq!(stored, explicit, "round {round}, row {u}");
            // The columns after u alone: the same pairs, those before u left out.
            let mut after = Vec::new();
            solver.uncovered_in_stored_row(u, u + 1..n, |v| v % 7 == 2, &mut after);
            explicit.retain(|&v| v > u);
            assert_eq!(after, explicit, "round {round}, row {u}, columns after it");
            uncovered_somewhere |= !stored.is_empty();
        }
    }
    let (_, rebuilds) = solver
        .graph()
        .palette()
        .expect("few weights are live at a time");
    assert!(rebuilds > 0, "the palette never filled up");
    assert!(uncovered_somewhere, "no scan found an uncovered pair");
}

#[test]
fn a_dense_graph_with_too_many_distinct_weights_stores_them_plainly() {
    let n = 330;
    let mut graph = DenseGraph::<u64>::new(n);
    let mut expected = vec![0_u64; n * n];
    let mut fresh = 1;
    // 54,285 pairs, each twice with a new weight: the palette fills up with more live weights
    // than a rebuild could drop.
    for _ in 0..2 {
        for u in 0..n {
            for v in u + 1..n {
                graph.set_edge(u, v, fresh);
                expected[u * n + v] = fresh;
                expected[v * n + u] = fresh;
                fresh += 1;
            }
        }
    }
    assert!(graph.palette().is_none(), "the weights are stored plainly");
    for u in 0..n {
        assert_eq!(graph.stored_row(u).to_vec(), expected[u * n..(u + 1) * n]);
        for v in (0..n).filter(|&v| v != u) {
            assert_eq!(graph.edge(u, v), Some(expected[u * n + v]));
        }
    }
    graph.remove_edge(0, 1);
    assert_eq!(graph.edge(1, 0), None);
    assert_eq!(graph.stored_row(0)[1], 0);
}

#[test]
fn dormant_weights_written_by_place_read_back_across_rebuilds_and_plain_cells() {
    // A place found once is written into many pairs; places found before the palette is
    // rebuilt (weights move) or before the cells turn plain must still store their weight.
    let n = 340;
    let mut graph = DenseGraph::<u64>::new(n);
    let mut expected = vec![0_u64; n * n];
    // An edge that the first placed write makes dormant.
    graph.set_edge(1, 2, 5);
    let shared = 1_000_000_u64;
    let place = graph.place(shared);
    let mut fresh = 1;
    for phase in 0..4 {
        for u in 0..n {
            for v in u + 1..n {
                let share = if phase < 2 { 3 } else { 50 };
                let weight = if (u + v + phase) % share == 0 {
                    let previous = graph.set_dormant_placed(u, v, shared, place);
                    assert_eq!(previous, ((phase, u, v) == (0, 1, 2)).then_some(5));
                    shared
                } else {
                    // Fresh weights fill the palette: rebuilt in the second phase, and with
                    // fewer shared pairs later, too many live weights: plain cells.
                    graph.set_dormant(u, v, fresh);
                    fresh += 1;
                    fresh - 1
                };
                expected[u * n + v] = weight;
                expected[v * n + u] = weight;
                assert!(!graph.has_edge(u, v));
                assert_eq!(graph.stores_zero(v, u), weight == 0);
            }
        }
        if phase == 1 {
            assert!(graph.palette().is_some_and(|(_, rebuilds)| rebuilds > 0));
        }
    }
    assert!(graph.palette().is_none(), "the cells turned plain");
    assert_eq!(graph.edge_count(), 0, "the edge 1-2 was made dormant");
    for u in 0..n {
        assert_eq!(graph.stored_row(u).to_vec(), expected[u * n..(u + 1) * n]);
    }
}

#[test]
fn subgraph_solutions_proved_by_their_duals_are_optimal() {
    let mut rng = Rng(11);
    for case in 0..60 {
        let n = 4 + rng.below(40) as usize;
        let max_weight = 1 + rng.below(60);
        let mut full = random_graph(&mut rng, n, max_weight);
        // A subgraph: each edge kept with probability one third.
        let sub = DenseGraph::from_fn(n, |u, v| full.edge(u, v).filter(|_| rng.below(3) == 0));
        let mut solver = Solver::new(sub, MatchingOptions::default()).expect("small weights");
        let options = MatchingOptions::default();
        for step in 0..12 {
            let raised = if step == 0 {
                Vec::new()
            } else {
                // Change a few weights of the full graph, as the pairing engine does.
                let mut raised = Vec::new();
                for _ in 0..1 + rng.below(4) {
                    let (u, v) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
                    if u == v {
                        continue;
                    }
                    let weight = rng.below(80);
                    let previous = full.edge(u, v);
                    full.set_edge(u, v, weight);
                    if solver.graph().edge(u, v).is_some() {
                        solver.set_edge(u, v, weight).expect("small weights");
                    } else if previous.is_none_or(|p| p < weight) {
                        raised.push((u, v));
                    }
                }
                if rng.below(2) == 0 {
                    let removed = solver.prune();
                    assert!(removed.iter().all(|&(u, v, w)| solver.covers(u, v, w)));
                }
                raised
            };
            let matching = solve_on_subgraph(&mut solver, &full, step == 0, &raised);
            let cold = maximum_weight_matching(&full, &options).expect("small weights");
            assert_eq!(
                matching.total_weight(),
                cold.total_weight(),
                "case {case}, step {step}"
            );
            assert_eq!(
                verify_optimality(&full, &matching, &options),
                Ok(()),
                "case {case}, step {step}"
            );
        }
    }
}

#[test]
fn edges_with_positive_slack_are_in_no_maximum_weight_matching() {
    let mut rng = Rng(23);
    let options = MatchingOptions::default();
    let mut positive = 0;
    for case in 0..80 {
        let n = 2 + rng.below(14) as usize;
        // Few distinct weights, so that many matchings tie and blossoms form.
        let max_weight = 1 + rng.below(4);
        let full = random_graph(&mut rng, n, max_weight);
        let mut solver = Solver::new(full.clone(), options).expect("small weights");
        let matching = solver.solve();
        let best = matching.total_weight();
        for (u, v, weight) in full.edges() {
            let slack = solver.slack(u, v, weight);
            assert_eq!(slack.is_some(), solver.covers(u, v, weight));
            let slack = slack.unwrap_or_else(|| panic!("case {case}: optimal duals cover {u}-{v}"));
            if matching.mate(u) == Some(v) {
                assert_eq!(slack, 0, "case {case}: matched edge {u}-{v} is tight");
            }
            // The best matching that holds u-v: u-v plus the best of the rest.
            let rest = DenseGraph::from_fn(n, |a, b| {
                full.edge(a, b)
                    .filter(|_| ![a, b].iter().any(|x| *x == u || *x == v))
            });
            let with_edge = weight
                + maximum_weight_matching(&rest, &options)
                    .expect("small")
                    .total_weight();
            if slack > 0 {
                positive += 1;
                assert!(with_edge < best, "case {case}: {u}-{v} has slack {slack}");
            }
        }
    }
    assert!(positive > 100, "only {positive} edges with positive slack");
}

/// The vertex duals handed out without blossoms certify the matching on their own: every edge
/// covered, matched edges tight, exposed vertices at zero. On general graphs blossoms often
/// carry duals (then nothing is handed out); on bipartite graphs never.
#[test]
fn blossom_free_duals_certify_the_matching_alone() {
    let mut rng = Rng(31);
    let (mut handed_out, mut withheld) = (0, 0);
    for round in 0..400 {
        let vertex_count = 4 + rng.below(14) as usize;
        let max_weight = 1 + rng.below(6);
        let bipartite = round % 2 == 0;
        let mut graph = random_graph(&mut rng, vertex_count, max_weight);
        if bipartite {
            graph = DenseGraph::from_fn(vertex_count, |u, v| {
                graph.edge(u, v).filter(|_| (u % 2) != (v % 2))
            });
        }
        let mut solver = Solver::new(graph.clone(), MatchingOptions::default()).unwrap();
        let matching = solver.solve();
        let Some(duals) = solver.blossom_free_duals() else {
            assert!(!bipartite, "a bipartite graph left a blossom");
            withheld += 1;
            continue;
        };
        handed_out += 1;
        for (u, v, weight) in graph.edges() {
            let covered = duals[u] + duals[v];
            assert!(covered >= 2 * weight, "edge {u}-{v} not covered");
            if matching.mate(u) == Some(v) {
                assert_eq!(covered, 2 * weight, "matched edge {u}-{v} not tight");
            }
        }
        for (v, dual) in duals.iter().enumerate() {
            if matching.mate(v).is_none() {
                assert_eq!(*dual, 0, "exposed vertex {v} has a dual");
            }
        }
        // A change since the solve withholds the duals.
        if let Some((u, v, _)) = graph.edges().next() {
            solver.remove_edge(u, v);
            assert!(solver.blossom_free_duals().is_none());
        }
    }
    assert!(
        handed_out > 200 && withheld > 10,
        "{handed_out} handed out, {withheld} withheld"
    );
}

/// `Solver::shift_duals` after a solve on the edges across two sides: every pair inside the
/// raised side gains exactly twice the amount of slack, inside the other side loses it, every
/// edge of the graph keeps its slack; the next solve is optimal on the same graph, and warm
/// solves after adding the pairs inside the sides equal cold solves of the whole graph. It
/// refuses (changing nothing) a shift below zero, a graph with an edge inside a side and a
/// graph with a blossom.
#[test]
fn shifted_duals_keep_slacks_across_and_warm_solves_optimal() {
    let mut rng = Rng(47);
    let (mut shifted, mut refused) = (0, 0);
    for round in 0..300 {
        let vertex_count = 4 + rng.below(14) as usize;
        let max_weight = 1 + rng.below(9);
        let full = random_graph(&mut rng, vertex_count, max_weight);
        let raised: Vec<bool> = (0..vertex_count).map(|v| v % 2 == 0).collect();
        let across = DenseGraph::from_fn(vertex_count, |u, v| {
            full.edge(u, v).filter(|_| raised[u] != raised[v])
        });
        let mut solver = Solver::new(across.clone(), MatchingOptions::default()).unwrap();
        solver.solve();
        let before = solver.blossom_free_duals().unwrap().to_vec();
        let lowest = (0..vertex_count)
            .filter(|&v| !raised[v])
            .map(|v| before[v])
            .min()
            .unwrap_or(0);
        // Too much: refused, nothing changed.
        assert!(!solver.shift_duals(&raised, lowest + 2));
        assert_eq!(solver.blossom_free_duals().unwrap(), before.as_slice());
        // An amount of either parity: every dual moves by it, so all keep one parity.
        let amount = if round % 3 == 0 { lowest } else { lowest / 2 };
        assert!(solver.shift_duals(&raised, amount));
        shifted += 1;
        for u in 0..vertex_count {
            for v in u + 1..vertex_count {
                let (weight, slack_before) = (
                    full.edge(u, v).unwrap_or(0),
                    (before[u] + before[v]) as i128 - 2 * i128::from(full.edge(u, v).unwrap_or(0)),
                );
                let expected = match (raised[u], raised[v]) {
                    (true, true) => slack_before + 2 * i128::from(amount),
                    (false, false) => slack_before - 2 * i128::from(amount),
                    _ => slack_before,
                };
                let slack = solver.slack(u, v, weight).map(i128::from);
                if expected >= 0 {
                    assert_eq!(slack, Some(expected), "pair {u}-{v}");
                } else {
                    assert_eq!(slack, None, "pair {u}-{v}");
                }
            }
        }
        let again = solver.solve();
        let cold = maximum_weight_matching(&across, &MatchingOptions::default()).unwrap();
        assert_eq!(again.total_weight(), cold.total_weight(), "round {round}");
        // The pairs inside the sides join the graph: warm equals cold on the whole graph.
        for (u, v, weight) in full.edges() {
            if raised[u] == raised[v] {
                solver.set_edge(u, v, weight).unwrap();
            }
        }
        let warm = solver.solve();
        let cold = maximum_weight_matching(&full, &MatchingOptions::default()).unwrap();
        assert_eq!(warm.total_weight(), cold.total_weight(), "round {round}");
        // An edge inside a side, or a blossom, refuses any shift.
        if full.edges().any(|(u, v, _)| raised[u] == raised[v]) {
            assert!(!solver.shift_duals(&raised, 0));
            refused += 1;
        }
    }
    assert!(
        shifted == 300 && refused > 100,
        "{shifted} shifted, {refused} refused"
    );
}

#[test]
fn dormant_weights_are_stored_but_are_no_edges() {
    let mut graph = DenseGraph::<u64>::new(4);
    graph.set_edge(0, 1, 5);
    graph.set_edge(2, 3, 5);
    let plain = graph.clone();
    assert_eq!(graph.set_dormant(0, 2, 9), None);
    assert_eq!(graph.set_dormant(2, 3, 7), Some(5));
    assert_eq!(graph.edge(0, 2), None);
    assert_eq!(graph.edge(2, 3), None);
    assert_eq!(graph.edge_count(), 1);
    assert_eq!(graph.stored_row(2).to_vec(), [9, 0, 0, 7]);
    assert_eq!(graph.stored_row(0).to_vec(), [0, 5, 9, 0]);
    assert_ne!(graph, plain);
    graph.set_edge(2, 3, 5);
    assert_eq!(graph, plain, "dormant weights take no part in equality");
    // A solve never uses a dormant weight, however heavy.
    graph.set_dormant(1, 2, 100);
    let matching = maximum_weight_matching(&graph, &MatchingOptions::default()).unwrap();
    assert_eq!(matching.mates(), &[Some(1), Some(0), Some(3), Some(2)]);
}

#[test]
fn pruned_edges_keep_their_weights_dormant() {
    let mut rng = Rng(41);
    let graph = random_graph(&mut rng, 14, 9);
    let mut solver = Solver::new(graph.clone(), MatchingOptions::default()).unwrap();
    solver.solve();
    let pruned = solver.prune();
    assert!(!pruned.is_empty());
    for (u, v, weight) in pruned {
        assert_eq!(solver.graph().edge(u, v), None);
        assert_eq!(solver.graph().stored_row(u)[v], weight);
        assert_eq!(solver.graph().stored_row(v)[u], weight);
        let mut found = Vec::new();
        solver.uncovered_in_stored_row(u, 0..graph.vertex_count(), |_| false, &mut found);
        assert!(found.is_empty(), "the duals still cover every pruned edge");
    }
}

#[test]
fn adding_a_shifted_u64_is_adding_the_shifted_value() {
    let mut rng = Rng(43);
    let mut carried = 0;
    for _ in 0..20_000 {
        let limbs = [(); 4].map(|()| match rng.below(4) {
            0 => u64::MAX,
            1 => 0,
            _ => rng.below(u64::MAX),
        });
        let base = Wide::<4>::from_limbs(limbs) >> (1 + rng.below(200) as u32);
        let value = match rng.below(3) {
            0 => u64::MAX,
            _ => rng.below(u64::MAX),
        };
        let shift = rng.below(256) as u32;
        let shifted = Wide::<4>::from_u64(value) << shift;
        let Some(expected) = base.checked_add(shifted) else {
            continue;
        };
        let mut sum = base;
        sum.add_u64_shifted(value, shift);
        assert_eq!(sum, expected, "{base:?} + {value} << {shift}");
        carried += usize::from(expected.to_limbs()[3] != base.to_limbs()[3] && shift < 128);
    }
    assert!(
        carried > 100,
        "only {carried} sums carried into the top limb"
    );
}

#[test]
#[should_panic(expected = "overflow")]
fn adding_a_shifted_u64_past_the_top_panics() {
    let mut top = Wide::<4>::MAX;
    top.add_u64_shifted(1, 200);
}

// --------------------------------------------------------------------------
// Duals of classes and starts from given duals
// --------------------------------------------------------------------------

/// A graph on vertices of random classes whose edge weights depend only on the two classes
/// (some edges missing, as pairs that may not meet), with the classes' counts, symmetric
/// weights, and each vertex's class.
struct ClassedGraph {
    counts: Vec<usize>,
    weights: Vec<Vec<u64>>,
    class: Vec<usize>,
    graph: DenseGraph<u64>,
}

fn classed_graph(rng: &mut Rng, vertex_count: usize, max_weight: u64) -> ClassedGraph {
    let class_count = 1 + rng.below(6) as usize;
    let drawn: Vec<u64> = (0..class_count * class_count)
        .map(|_| rng.below(max_weight + 1))
        .collect();
    // Symmetric: the weight of {k, l} is the one drawn at (min, max).
    let weights: Vec<Vec<u64>> = (0..class_count)
        .map(|k| {
            (0..class_count)
                .map(|l| drawn[k.min(l) * class_count + k.max(l)])
                .collect()
        })
        .collect();
    let class: Vec<usize> = (0..vertex_count)
        .map(|_| rng.below(class_count as u64) as usize)
        .collect();
    let mut counts = vec![0; class_count];
    for &k in &class {
        counts[k] += 1;
    }
    let missing = rng.below(30);
    let graph = DenseGraph::from_fn(vertex_count, |u, v| {
        let weight = weights[class[u]][class[v]];
        (weight > 0 && rng.below(100) >= missing).then_some(weight)
    });
    ClassedGraph {
        counts,
        weights,
        class,
        graph,
    }
}

#[test]
fn class_duals_cover_every_pair_and_are_optimal_for_the_double_cover() {
    let mut rng = Rng(41);
    for _ in 0..300 {
        let vertex_count = 1 + rng.below(14) as usize;
        let max_weight = 1 + rng.below(20);
        let classed = classed_graph(&mut rng, vertex_count, max_weight);
        let (counts, weights) = (&classed.counts, &classed.weights);
        let n = counts.len();
        let classes = class_matching(counts, |k, l| weights[k][l]);
        let duals = &classes.duals;
        // Every pair of classes that has a pair of vertices is covered.
        for k in 0..n {
            for l in 0..n {
                let pairable = counts[k] > 0 && counts[l] > 0 && (k != l || counts[k] >= 2);
                if pairable {
                    assert!(duals[k] + duals[l] >= 2 * weights[k][l], "{k}-{l}");
                }
            }
        }
        // The classes' bipartite double cover, solved as a plain matching (bipartite, so its
        // optimum is the fractional one): each vertex once on the left and once on the right,
        // an edge from left a to right b ≠ a of the weight of their classes.
        let double = DenseGraph::from_fn(2 * vertex_count, |x, y| {
            let (left, right) = (x.min(y), x.max(y));
            let (a, b) = (left, right.checked_sub(vertex_count)?);
            (left < vertex_count && a != b)
                .then(|| weights[classed.class[a]][classed.class[b]])
                .filter(|&weight| weight > 0)
        });
        let best = maximum_weight_matching(&double, &MatchingOptions::default()).unwrap();
        let objective: u64 = (0..n).map(|k| counts[k] as u64 * duals[k]).sum();
        assert_eq!(objective, best.total_weight());
        // The pairs of classes: within the counts, and only where the duals are tight.
        for k in 0..n {
            let used: usize =
                (0..n).map(|l| classes.pairs[k * n + l]).sum::<usize>() + classes.pairs[k * n + k];
            assert!(used <= counts[k]);
            for l in 0..n {
                assert_eq!(classes.pairs[k * n + l], classes.pairs[l * n + k]);
                if classes.pairs[k * n + l] > 0 {
                    assert_eq!(duals[k] + duals[l], 2 * weights[k][l]);
                }
            }
        }
    }
}

#[test]
fn a_start_from_class_duals_solves_optimally_with_fewer_stages() {
    let mut rng = Rng(43);
    let (mut own_stages, mut class_stages) = (0, 0);
    for _ in 0..200 {
        let vertex_count = 2 + rng.below(40) as usize;
        let max_weight = 1 + rng.below(30);
        let classed = classed_graph(&mut rng, vertex_count, max_weight);
        let weights = &classed.weights;
        let classes = class_matching(&classed.counts, |k, l| weights[k][l]);
        let duals: Vec<u64> = classed.class.iter().map(|&k| classes.duals[k]).collect();
        // A greedy matching along tight edges, as a caller would hand it over.
        let mut pairs = Vec::new();
        let mut paired = vec![false; vertex_count];
        for u in 0..vertex_count {
            let partner = (u + 1..vertex_count).find(|&v| {
                !paired[u]
                    && !paired[v]
                    && classed
                        .graph
                        .edge(u, v)
                        .is_some_and(|weight| duals[u] + duals[v] == 2 * weight)
            });
            if let Some(v) = partner {
                paired[u] = true;
                paired[v] = true;
                pairs.push((u, v));
            }
        }
        let options = MatchingOptions::default();
        let mut own = Solver::new(classed.graph.clone(), options).unwrap();
        let own_matching = own.solve();
        let mut started = Solver::new(classed.graph.clone(), options).unwrap();
        assert!(started.start_from_duals(duals, &pairs));
        let matching = started.solve();
        assert_eq!(
            verify_optimality(started.graph(), &matching, &options),
            Ok(())
        );
        assert_eq!(matching.total_weight(), own_matching.total_weight());
        started.check_keys();
        own_stages += own.stats().stages;
        class_stages += started.stats().stages;
    }
    assert!(
        2 * class_stages < own_stages,
        "{class_stages} stages from class duals, {own_stages} from the solver's own start"
    );
}

#[test]
fn a_start_that_does_not_fit_is_refused() {
    let graph = DenseGraph::from_fn(4, |u, v| Some((u + v) as u64));
    let options = MatchingOptions::default();
    let fresh = || Solver::new(graph.clone(), options).unwrap();
    // Edge 2–3 weighs 5: 4 + 5 covers it, 4 + 4 does not.
    let covering = vec![4, 4, 4, 6];
    assert!(fresh().start_from_duals(covering.clone(), &[]));
    assert!(!fresh().start_from_duals(vec![4, 4, 4, 4], &[]));
    assert!(!fresh().start_from_duals(vec![4, 4, 4], &[]));
    // 1–3 weighs 4 and is not tight (10 > 8); 2–3 is tight, but not twice over.
    assert!(!fresh().start_from_duals(covering.clone(), &[(1, 3)]));
    assert!(fresh().start_from_duals(covering.clone(), &[(2, 3)]));
    assert!(!fresh().start_from_duals(covering.clone(), &[(2, 3), (3, 2)]));
    let cardinality = MatchingOptions {
        max_cardinality: true,
    };
    let mut shifted = Solver::new(graph.clone(), cardinality).unwrap();
    assert!(!shifted.start_from_duals(covering.clone(), &[]));
    // Only a cold start takes one.
    let mut solved = fresh();
    solved.solve();
    assert!(!solved.start_from_duals(covering.clone(), &[]));
    solved.restart();
    assert!(solved.start_from_duals(covering, &[(2, 3)]));
    let matching = solved.solve();
    assert_eq!(
        verify_optimality(solved.graph(), &matching, &options),
        Ok(())
    );
}

#[test]
fn clearing_the_pairs_among_vertices_stores_what_zeroing_each_pair_stores() {
    // Dormant weights everywhere, a few edges outside the chosen vertices; clearing the pairs
    // among the chosen ones row by row must leave the same matrix as zeroing pair by pair,
    // in both palette form and plain form.
    let mut rng = Rng(11);
    // 400 vertices of distinct weights fill the palette: the cells turn plain.
    for (n, distinct) in [(30, 5_u64), (400, 1 << 40)] {
        let is_chosen: Vec<bool> = (0..n).map(|v| v % 3 != 1).collect();
        let chosen: Vec<usize> = (0..n).filter(|&v| is_chosen[v]).collect();
        let mut graph = DenseGraph::<u64>::new(n);
        for u in 0..n {
            for v in u + 1..n {
                let weight = 1 + rng.below(distinct);
                if is_chosen[u] && is_chosen[v] || rng.below(4) != 0 {
                    graph.set_dormant(u, v, weight);
                } else {
                    graph.set_edge(u, v, weight);
                }
            }
        }
        assert_eq!(graph.palette().is_none(), n == 400, "the form tested");
        let mut pair_by_pair = graph.clone();
        for (i, &u) in chosen.iter().enumerate() {
            for &v in &chosen[i + 1..] {
                pair_by_pair.set_dormant(u, v, 0);
            }
        }
        graph.clear_dormant_among(&chosen);
        assert!(graph == pair_by_pair, "the edges differ");
        for u in 0..n {
            assert_eq!(
                graph.stored_row(u).to_vec(),
                pair_by_pair.stored_row(u).to_vec(),
                "row {u}, {distinct} distinct weights"
            );
        }
        assert!(
            chosen
                .iter()
                .all(|&u| chosen.iter().all(|&v| graph.stored_row(u)[v] == 0)),
            "a pair among the chosen kept its weight"
        );
    }
}
