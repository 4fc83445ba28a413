//! Maximum-weight matching on general (non-bipartite) undirected graphs, with
//! exact integer weights and a certificate of optimality.
//!
//! * [`maximum_weight_matching`] implements Edmonds' blossom algorithm in its
//!   primal-dual form, in O(n³) time, on a [`DenseGraph`] (a weight matrix, for
//!   nearly complete graphs) or a [`SparseGraph`] (adjacency lists); both can
//!   be built from petgraph graphs.
//! * [`MatchingOptions::max_cardinality`] asks for a matching of maximum size
//!   and, among those, maximum weight.
//! * Weights are exact unsigned integers of any width: [`u64`], [`u128`] or
//!   [`Wide`], a fixed-width integer of `64 × LIMBS` bits. No floating point is
//!   involved. Weights must not exceed [`weight_limit`], which leaves the
//!   headroom the algorithm's arithmetic needs; larger ones are rejected with
//!   [`MatchingError::WeightTooLarge`], never wrapped.
//! * Every [`Matching`] carries a [`Certificate`] (the dual variables), and
//!   [`verify_optimality`] checks it independently of the solver.
//! * [`Solver`] re-solves after a few edges change, starting from the previous
//!   optimum instead of from scratch.
//! * [`class_matching`] and [`class_duals`] solve matching at the level of classes of
//!   vertices, for graphs whose weights depend only on the two vertices' classes: their duals
//!   cover every pair, and [`Solver::start_from_duals`] starts a cold solve from them.
//! * [`WitnessMatcher`] answers "can every active vertex still be paired?" (unweighted)
//!   under changing constraints, keeping a perfect matching as a witness between questions.
//!
//! Results are deterministic: the same input gives the same matching.
//!
//! # Weights and headroom
//!
//! The algorithm adds, subtracts and halves weights in a doubled dual space, and
//! maximum-cardinality mode shifts every weight by an offset of about
//! `⌊n/2⌋ · w_max`. [`weight_limit`]`::<W>(n)` is the largest weight it accepts
//! for `n` vertices: `(⌊W::MAX/4⌋ − 1) / max(1, ⌊n/2⌋)`. In other words a
//! `b`-bit weight needs `b + ⌈log2 ⌊n/2⌋⌉ + 3` bits in `W`; for a packed weight
//! that outgrows `u128`, pick a [`Wide`] with enough limbs. The same limit
//! holds in both modes, and the total weight of any matching fits in `W`.
//!
//! # Maximum cardinality
//!
//! With [`MatchingOptions::max_cardinality`] the solver maximises
//! `w(e) + C` for every edge, with `C = (k − 1) · w_max + 1` and
//! `k = max(1, ⌊n/2⌋)`. Any augmenting path holds at most `k − 1` matched edges,
//! so it always gains weight under the shift: a maximum-weight matching for the
//! shifted weights has maximum cardinality, and among those maximum weight.
//! Absent edges and zero-weight edges differ here: a zero-weight edge still
//! counts towards the cardinality.
//!
//! # Certificates
//!
//! Each [`Matching`] carries a [`Certificate`]: the offset `C`, the vertex duals
//! and the blossoms with their duals, all in doubled units.
//! [`verify_certificate`] checks dual feasibility, complementary slackness (tight
//! matched edges, zero duals on exposed vertices, full blossoms) and, in
//! maximum-cardinality mode, that `C` is large enough — which together prove
//! optimality by linear-programming duality. It uses nothing of the solver's.
//!
//! # Warm starts
//!
//! [`Solver`] keeps the optimum of a dense graph, with its duals and blossoms.
//! After [`Solver::set_edge`] or [`Solver::remove_edge`], [`Solver::solve`]
//! repairs only what the changes broke and re-optimises from there: on a
//! 1,000-vertex complete graph a re-solve after a handful of changes costs about
//! 1/50 of a cold solve.
//!
//! # Performance
//!
//! Time is O(n³) in the worst case. In practice a cold solve costs far less:
//! a greedy start matches most vertices, then each remaining exposed vertex
//! grows one alternating tree, whose cost is roughly its size times the degree
//! (dual changes do not touch the whole tree). Rough single-core figures for
//! complete graphs with random 128-bit weights (`cargo run --release -p rondo-matching --example
//! bench`): 100 vertices under 1 ms, 1,000 vertices about 0.1–0.2 s, 2,000
//! vertices about 0.6–1.3 s; [`Wide`]`<4>` costs up to twice as much as `u128`.
//! Memory is the graph (for [`DenseGraph`], `n² · size_of::<W>()` plus `n²`
//! bits) plus O(n) words, except on graphs whose alternating trees grow very
//! large, where the per-blossom edge lists can reach O(m).
//!
//! The slow corner is maximum-cardinality mode on large *sparse* graphs: the
//! offset makes all weights nearly equal, so trees span large parts of the
//! graph and big blossoms are relabelled stage after stage (a random graph with
//! 4,000 vertices and 24,000 edges takes about half a second, one with 20,000
//! vertices and 30,000 edges several seconds). Dense graphs, the pairing case,
//! are not affected.
//!
//! ```
//! use rondo_matching::{DenseGraph, MatchingOptions, maximum_weight_matching, verify_optimality};
//!
//! // A path a–b–c–d whose middle edge is the heaviest.
//! let mut graph = DenseGraph::<u64>::new(4);
//! graph.set_edge(0, 1, 5);
//! graph.set_edge(1, 2, 11);
//! graph.set_edge(2, 3, 5);
//!
//! let heaviest = maximum_weight_matching(&graph, &MatchingOptions::default())?;
//! assert_eq!(heaviest.total_weight(), 11);
//! assert_eq!(heaviest.cardinality(), 1);
//!
//! // Pairing everyone comes first in maximum-cardinality mode.
//! let options = MatchingOptions::default().with_max_cardinality(true);
//! let everyone = maximum_weight_matching(&graph, &options)?;
//! assert_eq!(everyone.mates(), [Some(1), Some(0), Some(3), Some(2)]);
//! assert_eq!(everyone.total_weight(), 10);
//! assert_eq!(verify_optimality(&graph, &everyone, &options), Ok(()));
//! # Ok::<_, rondo_matching::MatchingError>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod classes;
mod engine;
mod graph;
mod matching;
mod solver;
mod verify;
mod weight;
mod wide;
mod witness;

pub use classes::{ClassMatching, class_duals, class_matching};
pub use graph::{DenseGraph, Place, SparseGraph, StoredRow, WeightedGraph};
pub use matching::{Blossom, Certificate, Matching, MatchingError, MatchingOptions};
pub use solver::{Solver, maximum_weight_matching};
pub use verify::{CertificateError, verify_certificate, verify_optimality};
pub use weight::{Weight, weight_limit};
pub use wide::Wide;
pub use witness::WitnessMatcher;

#[cfg(test)]
mod tests;
