//! Shared helpers: a seeded generator, random graphs and a brute-force oracle.

use rondo_matching::{
    DenseGraph, Matching, MatchingOptions, SparseGraph, Weight, maximum_weight_matching,
    verify_optimality,
};

/// Whether the slow, exhaustive test set was requested.
pub fn slow() -> bool {
    std::env::var_os("RONDO_SLOW_TESTS").is_some_and(|value| !value.is_empty() && value != "0")
}

/// Chooses the number of cases: `normal` always, `slow_count` with `RONDO_SLOW_TESTS`.
pub fn cases(normal: usize, slow_count: usize) -> usize {
    if slow() { slow_count } else { normal }
}

/// splitmix64: tiny, seedable, good enough for test inputs.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..bound` (`bound > 0`); the bias is irrelevant here.
    pub fn below(&mut self, bound: u64) -> u64 {
        self.next_u64() % bound
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    pub fn next_u128(&mut self) -> u128 {
        (u128::from(self.next_u64()) << 64) | u128::from(self.next_u64())
    }
}

/// How the weights of a random graph are drawn.
#[derive(Clone, Copy, Debug)]
pub enum WeightStyle {
    /// `0..=3`: many ties and zeros.
    Tiny,
    /// `0..=30`.
    Small,
    /// Anything up to the weight limit.
    Large,
    /// Within a few units of the weight limit (or zero).
    NearLimit,
}

/// A random graph on `vertex_count` vertices as an edge list with weights below
/// `limit`: random density, optionally split into components.
pub fn random_edges(
    rng: &mut Rng,
    vertex_count: usize,
    style: WeightStyle,
    limit: u64,
) -> Vec<(usize, usize, u64)> {
    let density = [15, 35, 60, 85, 100][rng.below(5) as usize];
    let groups = if rng.chance(25) {
        2 + rng.below(2) as usize
    } else {
        1
    };
    let group_of: Vec<usize> = (0..vertex_count)
        .map(|_| rng.below(groups as u64) as usize)
        .collect();
    let mut edges = Vec::new();
    for u in 0..vertex_count {
        for v in u + 1..vertex_count {
            if group_of[u] != group_of[v] || !rng.chance(density) {
                continue;
            }
            let weight = match style {
                WeightStyle::Tiny => rng.below(4),
                WeightStyle::Small => rng.below(31),
                WeightStyle::Large => rng.below(limit.saturating_add(1).max(1)),
                WeightStyle::NearLimit => {
                    if rng.chance(20) {
                        0
                    } else {
                        limit - rng.below(4.min(limit + 1))
                    }
                }
            };
            edges.push((u, v, weight));
        }
    }
    edges
}

pub fn random_style(rng: &mut Rng) -> WeightStyle {
    match rng.below(4) {
        0 => WeightStyle::Tiny,
        1 => WeightStyle::Small,
        2 => WeightStyle::Large,
        _ => WeightStyle::NearLimit,
    }
}

pub fn dense_from<W: Weight>(vertex_count: usize, edges: &[(usize, usize, W)]) -> DenseGraph<W> {
    let mut graph = DenseGraph::new(vertex_count);
    for &(u, v, weight) in edges {
        graph.set_edge(u, v, weight);
    }
    graph
}

pub fn sparse_from<W: Weight>(vertex_count: usize, edges: &[(usize, usize, W)]) -> SparseGraph<W> {
    SparseGraph::from_edges(vertex_count, edges.iter().copied())
}

pub fn convert<W: Weight>(edges: &[(usize, usize, u64)]) -> Vec<(usize, usize, W)> {
    edges
        .iter()
        .map(|&(u, v, w)| (u, v, W::from_u64(w)))
        .collect()
}

/// The best `(cardinality, weight)` over all matchings, by enumeration.
/// In plain mode only the weight is maximised and the cardinality is that of
/// some maximum-weight matching.
pub fn brute_force(
    vertex_count: usize,
    edges: &[(usize, usize, u64)],
    max_cardinality: bool,
) -> (usize, u128) {
    let mut adjacency = vec![vec![None; vertex_count]; vertex_count];
    for &(u, v, w) in edges {
        adjacency[u][v] = Some(u128::from(w));
        adjacency[v][u] = Some(u128::from(w));
    }
    let mut used = vec![false; vertex_count];
    best_completion(&adjacency, &mut used, 0, max_cardinality)
}

fn best_completion(
    adjacency: &[Vec<Option<u128>>],
    used: &mut [bool],
    from: usize,
    max_cardinality: bool,
) -> (usize, u128) {
    let Some(first) = (from..used.len()).find(|&vertex| !used[vertex]) else {
        return (0, 0);
    };
    used[first] = true;
    let mut best = best_completion(adjacency, used, first + 1, max_cardinality);
    for other in first + 1..used.len() {
        let Some(weight) = adjacency[first][other] else {
            continue;
        };
        if used[other] {
            continue;
        }
        used[other] = true;
        let (count, total) = best_completion(adjacency, used, first + 1, max_cardinality);
        used[other] = false;
        let candidate = (count + 1, total + weight);
        let better = if max_cardinality {
            candidate > best
        } else {
            candidate.1 > best.1
        };
        if better {
            best = candidate;
        }
    }
    used[first] = false;
    best
}

/// Solves with the dense and the sparse form, checks both certificates and
/// that both agree, and returns the dense result.
pub fn solve_both<W: Weight>(
    vertex_count: usize,
    edges: &[(usize, usize, W)],
    options: &MatchingOptions,
) -> Matching<W> {
    let dense = dense_from(vertex_count, edges);
    let sparse = sparse_from(vertex_count, edges);
    let from_dense = maximum_weight_matching(&dense, options).expect("weights within the limit");
    let from_sparse = maximum_weight_matching(&sparse, options).expect("weights within the limit");
    verify_optimality(&dense, &from_dense, options).expect("dense certificate");
    verify_optimality(&sparse, &from_sparse, options).expect("sparse certificate");
    assert_eq!(from_dense.total_weight(), from_sparse.total_weight());
    assert_eq!(from_dense.cardinality(), from_sparse.cardinality());
    from_dense
}
