//! The sparse matcher must pair exactly as the dense one.

use rondo_core::{Colour, RoundNo, Tournament};

use crate::bracket::{FieldResult, score_groups};
use crate::engine::pair_field;
use crate::entrants::Field;
use crate::tuning::Tuning;
use crate::{GenerateConfig, generate};

/// Every bracket solved sparse first (even the smallest, also with its solver's graph pruned
/// after nearly every solve) against every bracket solved on the dense graph, with and without
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
