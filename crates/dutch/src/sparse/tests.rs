//! The sparse matcher must pair exactly as the dense one.

use rondo_core::{Colour, RoundNo, Tournament};

use crate::bracket::{FieldResult, score_groups};
use crate::engine::pair_field;
use crate::entrants::Field;
use crate::tuning::Tuning;
use crate::{GenerateConfig, generate};

/// Every bracket solved sparse first (even the smallest, also with its solver's graph pruned
/// after nearly every solve, or restarted cold whenever most of its vertices have an edge
/// left uncovered) against every bracket solved on the dense graph, with and without
/// the engine's shortcut graphs and its hints to the solver, round by round on generated
/// tournaments of moderate size with forfeits, byes and withdrawals.
#[test]
fn sparse_matcher_pairs_as_the_dense_one() {
    let slow = std::env::var("RONDO_SLOW_TESTS").is_ok_and(|v| v == "1");
    let seeds = if slow { 0..30 } else { 0..4 };
    let mut compared = 0;
    for seed in seeds {
        let config = GenerateConfig::default()
            .with_players(24 + (seed as u16 * 53) % 140)
            .with_rounds(4 + (seed as u16 % 6))
            .with_seed(1000 + seed)
            .with_forfeit_rate(0.04)
            .with_bye_rate(0.03)
            .with_withdrawal_rate(0.01);
        let setup = generate(&config, &crate::PairOptions::default());
        let tournament = Tournament::try_from(setup).expect("generated tournaments are valid");
        for round in 1..=tournament.paired_rounds() {
            let view = tournament.view(RoundNo::new(round).expect("round"));
            let mut field = Field::new(&view, Colour::White);
            let groups = score_groups(&field);
            for shortcuts in [true, false] {
                let mut pairs = |tuning: Tuning| {
                    field.tuning = tuning;
                    match pair_field(&field, &groups, shortcuts) {
                        Ok(FieldResult::Paired { pairs, bye, .. }) => Some((pairs, bye)),
                        _ => None,
                    }
                };
                let production = Tuning::default();
                let dense = pairs(Tuning {
                    sparse_from: usize::MAX,
                    ..production
                });
                let sparse = Tuning {
                    sparse_from: 0,
                    ..production
                };
                assert!(dense.is_some(), "seed {seed}, round {round}: no pairing");
                assert_eq!(
                    pairs(sparse),
                    dense,
                    "seed {seed}, round {round}, {shortcuts}"
                );
                // Small brackets never reach the pruning threshold: prune them hard.
                let pruned = pairs(Tuning {
                    prune_at: 2,
                    ..sparse
                });
                assert_eq!(pruned, dense, "seed {seed}, round {round}, pruned");
                // Small graphs never restart cold: restart them whenever allowed.
                let restarted = pairs(Tuning {
                    restart_from: 0,
                    ..sparse
                });
                assert_eq!(restarted, dense, "seed {seed}, round {round}, restarted");
                // The tie-break field and the slack shortcut only guide the solver.
                let plain = (
                    pairs(Tuning {
                        hints: false,
                        sparse_from: usize::MAX,
                        ..production
                    }),
                    pairs(Tuning {
                        hints: false,
                        ..sparse
                    }),
                );
                assert_eq!(plain, (dense.clone(), dense), "seed {seed}, round {round}");
                compared += 1;
            }
        }
    }
    assert!(compared >= 20, "only {compared} rounds compared");
}

/// Sides suggested at random leave the first solve (across them only) with most pairs inside
/// the sides uncovered, so the matcher starts again cold: it must find a matching as heavy as
/// the warm repairs and the plain solve of the whole graph.
#[test]
fn a_cold_restart_finds_an_optimum() {
    use rondo_matching::{DenseGraph, MatchingOptions, maximum_weight_matching};

    use crate::matcher::Matcher;
    use crate::sparse::SparseMatcher;

    let mut next = crate::tests::xorshift(0x2545_f491_4f6c_dd1d);
    let mut restarts = 0;
    for _ in 0..25 {
        let n = 30 + next(50) as usize;
        let mut weights = vec![vec![0u128; n]; n];
        for (u, v) in (0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v))) {
            let weight = u128::from(if next(10) == 0 { 0 } else { 1 + next(1 << 12) });
            weights[u][v] = weight;
            weights[v][u] = weight;
        }
        let sides: Vec<Option<bool>> = (0..n).map(|_| Some(next(2) == 0)).collect();
        let graph = DenseGraph::from_fn(n, |u, v| Some(weights[u][v]).filter(|w| *w > 0));
        let best = maximum_weight_matching(&graph, &MatchingOptions::default())
            .expect("solves")
            .total_weight();
        for restart_from in [0, usize::MAX] {
            let tuning = Tuning {
                restart_from,
                ..Tuning::default()
            };
            let mut matcher = SparseMatcher::<u128>::new(n, &tuning).expect("a matcher");
            for (u, v) in (0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v))) {
                matcher.set_weight(u, v, weights[u][v]);
            }
            matcher.suggest_sides(sides.clone());
            matcher.solve().expect("solves");
            let total: u128 = (0..n)
                .filter_map(|u| matcher.mate(u).filter(|&v| v > u).map(|v| weights[u][v]))
                .sum();
            assert_eq!(total, best, "{n} vertices, restart from {restart_from}");
            restarts += matcher.restarts;
        }
    }
    assert!(restarts >= 10, "only {restarts} cold restarts");
}
