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
//!
//! Results are deterministic: the same input gives the same matching.
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
//! let options = MatchingOptions { max_cardinality: true };
//! let everyone = maximum_weight_matching(&graph, &options)?;
//! assert_eq!(everyone.mates(), [Some(1), Some(0), Some(3), Some(2)]);
//! assert_eq!(everyone.total_weight(), 10);
//! assert_eq!(verify_optimality(&graph, &everyone, &options), Ok(()));
//! # Ok::<_, rondo_matching::MatchingError>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod engine;
mod graph;
mod matching;
mod solver;
mod verify;
mod weight;
mod wide;

pub use graph::{DenseGraph, SparseGraph, WeightedGraph};
pub use matching::{
    Blossom, Certificate, Matching, MatchingError, MatchingOptions, maximum_weight_matching,
};
pub use solver::Solver;
pub use verify::{CertificateError, verify_certificate, verify_optimality};
pub use weight::{Weight, weight_limit};
pub use wide::Wide;

#[cfg(test)]
mod tests;
