#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]
use rondo_matching::{DenseGraph, MatchingOptions, SparseGraph, Wide, maximum_weight_matching};
use std::time::Instant;
fn main() {
    let n: usize = std::env::args().nth(1).unwrap().parse().unwrap();
    let k: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let mut edges = Vec::new();
    let mut x: u64 = 12345;
    for u in 0..n {
        for d in 1..=k {
            let v = u + d;
            if v < n {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                if (x >> 60) != 0 {
                    edges.push((u, v, 1u64 + (x >> 62)));
                }
            }
        }
    }
    let g = SparseGraph::from_edges(n, edges.clone());
    let t = Instant::now();
    let m = maximum_weight_matching(
        &g,
        &MatchingOptions {
            max_cardinality: true,
        },
    )
    .unwrap();
    println!(
        "sparse n={n} m={} card={} {:.3}s",
        edges.len(),
        m.cardinality(),
        t.elapsed().as_secs_f64()
    );
    if n <= 3000 {
        let g = DenseGraph::<Wide<8>>::from_fn(n, |u, v| {
            if u.abs_diff(v) <= k {
                Some(Wide::from(1u64 + ((u * 7 + v * 13) % 5) as u64))
            } else {
                None
            }
        });
        let t = Instant::now();
        let m = maximum_weight_matching(&g, &MatchingOptions::default()).unwrap();
        println!(
            "dense wide8 n={n} card={} {:.3}s",
            m.cardinality(),
            t.elapsed().as_secs_f64()
        );
        let g = DenseGraph::<u128>::from_fn(n, |u, v| {
            if u.abs_diff(v) <= k {
                Some(1u128 + ((u * 7 + v * 13) % 5) as u128)
            } else {
                None
            }
        });
        let t = Instant::now();
        let m = maximum_weight_matching(&g, &MatchingOptions::default()).unwrap();
        println!(
            "dense u128 n={n} card={} {:.3}s",
            m.cardinality(),
            t.elapsed().as_secs_f64()
        );
    }
}
