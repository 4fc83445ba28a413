//! Timings for `rondo-matching`.
//!
//! Run with `cargo run --release -p rondo-matching --example matching_bench`. Prints the
//! time to solve complete graphs with random weights, and the time of a
//! sequence of related solves, warm (`Solver`) versus cold. Pass `--quick` for
//! a shorter run (smaller sizes and fewer repetitions).
#![allow(clippy::expect_used)] // A measuring tool, not library code.

use std::time::{Duration, Instant};

use rondo_matching::{
    DenseGraph, MatchingOptions, Solver, Weight, Wide, maximum_weight_matching, verify_optimality,
    weight_limit,
};

/// splitmix64, seeded: the same graphs on every run.
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn next_u128(&mut self) -> u128 {
        (u128::from(self.next_u64()) << 64) | u128::from(self.next_u64())
    }

    fn below(&mut self, bound: usize) -> usize {
        (self.next_u64() % bound as u64) as usize
    }
}

/// Weight types under test: how to turn 128 random bits into a weight.
trait BenchWeight: Weight {
    const NAME: &'static str;
    /// A random weight of (up to) 128 bits, reduced below the weight limit if needed.
    fn random(rng: &mut Rng, vertex_count: usize) -> Self;
}

impl BenchWeight for u128 {
    const NAME: &'static str = "u128";

    fn random(rng: &mut Rng, vertex_count: usize) -> Self {
        // u128 leaves fewer than 128 bits below the limit: keep as many as fit.
        let limit = weight_limit::<u128>(vertex_count);
        rng.next_u128() >> (limit.leading_zeros() + 1)
    }
}

impl BenchWeight for Wide<4> {
    const NAME: &'static str = "Wide<4>";

    fn random(rng: &mut Rng, _vertex_count: usize) -> Self {
        Self::from_u128(rng.next_u128())
    }
}

fn complete_graph<W: BenchWeight>(vertex_count: usize, seed: u64) -> DenseGraph<W> {
    let mut rng = Rng(seed);
    DenseGraph::from_fn(vertex_count, |_, _| Some(W::random(&mut rng, vertex_count)))
}

fn best_of<T>(repetitions: usize, mut run: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut last = None;
    for _ in 0..repetitions {
        let start = Instant::now();
        let result = run();
        best = best.min(start.elapsed());
        last = Some(result);
    }
    (best, last.expect("at least one repetition"))
}

fn millis(duration: Duration) -> String {
    format!("{:>9.2} ms", duration.as_secs_f64() * 1e3)
}

fn bench_complete<W: BenchWeight>(sizes: &[usize]) {
    for &vertex_count in sizes {
        let graph = complete_graph::<W>(vertex_count, vertex_count as u64);
        let repetitions = if vertex_count <= 500 { 5 } else { 2 };
        let mut line = format!("complete K{vertex_count:<5} {:<8}", W::NAME);
        for max_cardinality in [false, true] {
            let options = MatchingOptions::default().with_max_cardinality(max_cardinality);
            let (time, matching) = best_of(repetitions, || {
                maximum_weight_matching(&graph, &options).expect("weights within the limit")
            });
            verify_optimality(&graph, &matching, &options).expect("optimal");
            let mode = if max_cardinality { "max-card" } else { "plain" };
            line.push_str(&format!("  {mode} {}", millis(time)));
        }
        println!("{line}");
    }
}

/// One related change: a handful of weights change and a few edges go away
/// (or come back), like a pairing engine probing alternatives.
fn perturb<W: BenchWeight>(rng: &mut Rng, graph: &DenseGraph<W>) -> Vec<(usize, usize, Option<W>)> {
    let vertex_count = graph.vertex_count();
    let mut changes = Vec::new();
    for index in 0..8 {
        let u = rng.below(vertex_count);
        let v = (u + 1 + rng.below(vertex_count - 1)) % vertex_count;
        let weight = if index < 5 {
            Some(W::random(rng, vertex_count))
        } else {
            None
        };
        changes.push((u, v, weight));
    }
    changes
}

fn bench_related<W: BenchWeight>(vertex_count: usize, solves: usize) {
    let options = MatchingOptions::default().with_max_cardinality(true);
    let base = complete_graph::<W>(vertex_count, 99);
    let mut rng = Rng(1234);
    let mut steps = Vec::new();
    let mut preview = base.clone();
    for _ in 0..solves {
        let changes = perturb(&mut rng, &preview);
        for &(u, v, weight) in &changes {
            match weight {
                Some(weight) => preview.set_edge(u, v, weight),
                None => preview.remove_edge(u, v),
            };
        }
        steps.push(changes);
    }

    let mut cold_graph = base.clone();
    let mut cold_totals = Vec::new();
    let cold_start = Instant::now();
    for changes in &steps {
        for &(u, v, weight) in changes {
            match weight {
                Some(weight) => cold_graph.set_edge(u, v, weight),
                None => cold_graph.remove_edge(u, v),
            };
        }
        let matching = maximum_weight_matching(&cold_graph, &options).expect("within the limit");
        cold_totals.push(matching.total_weight());
    }
    let cold = cold_start.elapsed();

    let mut solver = Solver::new(base, options).expect("within the limit");
    let first_start = Instant::now();
    solver.solve();
    let first = first_start.elapsed();
    let mut warm_totals = Vec::new();
    let warm_start = Instant::now();
    for changes in &steps {
        for &(u, v, weight) in changes {
            match weight {
                Some(weight) => {
                    solver.set_edge(u, v, weight).expect("within the limit");
                }
                None => {
                    solver.remove_edge(u, v);
                }
            }
        }
        warm_totals.push(solver.solve().total_weight());
    }
    let warm = warm_start.elapsed();
    assert_eq!(warm_totals, cold_totals, "warm and cold solves disagree");
    println!(
        "{solves} related solves on K{vertex_count} {:<8} (max-card): cold {} total, warm {} total \
         (+{} first solve); {:.0}x faster",
        W::NAME,
        millis(cold),
        millis(warm),
        millis(first).trim(),
        cold.as_secs_f64() / warm.as_secs_f64()
    );
}

fn main() {
    let quick = std::env::args().any(|argument| argument == "--quick");
    let sizes: &[usize] = if quick {
        &[100, 500]
    } else {
        &[100, 500, 1000, 2000]
    };
    let related = if quick { (300, 20) } else { (1000, 100) };
    println!("rondo-matching benchmark (random weights, one thread)");
    bench_complete::<u128>(sizes);
    bench_complete::<Wide<4>>(sizes);
    bench_related::<u128>(related.0, related.1);
    bench_related::<Wide<4>>(related.0, related.1);
}
