//! Options, results, certificates and the one-shot solver.

use crate::graph::WeightedGraph;
use crate::weight::{Weight, weight_limit};

/// What to optimise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct MatchingOptions {
    /// If `true`, find a matching of maximum cardinality and, among those, one
    /// of maximum weight. If `false` (the default), maximise the weight only.
    pub max_cardinality: bool,
}

/// Builders, so that a field added later is not a breaking change.
impl MatchingOptions {
    /// With `max_cardinality` set: if `true`, find a matching of maximum cardinality and, among those, one
    #[must_use]
    pub const fn with_max_cardinality(mut self, max_cardinality: bool) -> MatchingOptions {
        self.max_cardinality = max_cardinality;
        self
    }
}

/// Why a matching could not be computed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MatchingError {
    /// An edge weight exceeds [`weight_limit`] for the graph's vertex count.
    #[error(
        "edge {{{u}, {v}}} has weight {weight}, above the limit {limit} for {vertex_count} vertices"
    )]
    WeightTooLarge {
        /// One endpoint.
        u: usize,
        /// The other endpoint.
        v: usize,
        /// The offending weight, in decimal.
        weight: String,
        /// The limit, in decimal.
        limit: String,
        /// The graph's vertex count, which determines the limit.
        vertex_count: usize,
    },
    /// The graph has more vertices than the solver supports (about 2³¹).
    #[error("the graph has {vertex_count} vertices, more than the supported {max}")]
    TooManyVertices {
        /// The graph's vertex count.
        vertex_count: usize,
        /// The largest supported vertex count.
        max: usize,
    },
}

/// One blossom of a [`Certificate`]: an odd set of vertices and its dual.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Blossom<W> {
    /// The vertices, in increasing order.
    pub members: Vec<usize>,
    /// The dual variable `z_B` (doubled units, see [`Certificate`]).
    pub dual: W,
}

/// A proof of optimality: a solution of the dual linear program that satisfies
/// complementary slackness with the matching.
///
/// All values are in *doubled units* of the shifted weights `w'(e) = w(e) + weight_offset`:
/// the certificate claims that
///
/// 1. for every edge `{u, v}`: `vertex_duals[u] + vertex_duals[v] + Σ z_B ≥ 2·w'(u, v)`,
///    summing over the blossoms `B` that contain both `u` and `v`, with equality
///    for matched edges;
/// 2. every exposed vertex has dual zero;
/// 3. the blossoms form a laminar family of odd sets of at least three vertices,
///    and each contains `(|B| − 1) / 2` matched edges.
///
/// By linear-programming duality these facts prove the matching has maximum
/// weight `w'`. In maximum-cardinality mode `weight_offset` is at least
/// `(k − 1)·w_max + 1` with `k = max(1, ⌊n/2⌋)`, which exceeds the weight of the
/// matched edges on any augmenting path; a `w'`-optimal matching therefore has
/// maximum cardinality and, among those, maximum weight `w`. In plain mode the
/// offset is zero. [`verify_certificate`](crate::verify_certificate) checks all of this.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Certificate<W> {
    /// The offset added to every edge weight (zero unless maximum cardinality is wanted).
    pub weight_offset: W,
    /// The dual variable of each vertex.
    pub vertex_duals: Vec<W>,
    /// The blossoms with a positive dual.
    pub blossoms: Vec<Blossom<W>>,
}

/// A maximum-weight matching with its optimality certificate.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Matching<W> {
    mates: Vec<Option<usize>>,
    total_weight: W,
    cardinality: usize,
    certificate: Certificate<W>,
}

impl<W: Weight> Matching<W> {
    pub(crate) fn from_solver(
        mates: Vec<Option<usize>>,
        total_weight: W,
        cardinality: usize,
        certificate: Certificate<W>,
    ) -> Self {
        Self {
            mates,
            total_weight,
            cardinality,
            certificate,
        }
    }

    /// The vertex matched to `vertex`, or `None` if it is exposed.
    ///
    /// # Panics
    ///
    /// Panics if `vertex` is not a vertex of the graph.
    #[must_use]
    pub fn mate(&self, vertex: usize) -> Option<usize> {
        self.mates[vertex]
    }

    /// The mate of every vertex (`None` for exposed vertices).
    #[must_use]
    pub fn mates(&self) -> &[Option<usize>] {
        &self.mates
    }

    /// The matched pairs `(u, v)` with `u < v`, in increasing order of `u`.
    pub fn pairs(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.mates
            .iter()
            .enumerate()
            .filter_map(|(u, mate)| mate.filter(|&v| u < v).map(|v| (u, v)))
    }

    /// The total weight of the matched edges.
    #[must_use]
    pub fn total_weight(&self) -> W {
        self.total_weight
    }

    /// The number of matched edges.
    #[must_use]
    pub fn cardinality(&self) -> usize {
        self.cardinality
    }

    /// The number of vertices of the graph the matching belongs to.
    #[must_use]
    pub fn vertex_count(&self) -> usize {
        self.mates.len()
    }

    /// The optimality certificate.
    #[must_use]
    pub fn certificate(&self) -> &Certificate<W> {
        &self.certificate
    }

    /// Splits the matching into its mates and its certificate.
    #[must_use]
    pub fn into_parts(self) -> (Vec<Option<usize>>, Certificate<W>) {
        (self.mates, self.certificate)
    }
}

/// Largest supported vertex count: blossom ids must fit below the engine's "none" marker.
pub(crate) const MAX_VERTICES: usize = (u32::MAX / 2) as usize;

/// Checks the vertex count against the limit.
pub(crate) fn check_vertex_count(vertex_count: usize) -> Result<(), MatchingError> {
    if vertex_count > MAX_VERTICES {
        return Err(MatchingError::TooManyVertices {
            vertex_count,
            max: MAX_VERTICES,
        });
    }
    Ok(())
}

/// Checks the vertex count and every weight against the limits; returns the largest weight.
pub(crate) fn check_weights<W: Weight, G: WeightedGraph<W>>(graph: &G) -> Result<W, MatchingError> {
    let vertex_count = graph.vertex_count();
    check_vertex_count(vertex_count)?;
    let limit = weight_limit::<W>(vertex_count);
    let mut max_weight = W::ZERO;
    for u in 0..vertex_count {
        for (v, key) in graph.neighbors_with_keys(u) {
            let weight = graph.weight_by_key(key);
            if weight > limit {
                return Err(weight_too_large(u, v as usize, weight, vertex_count));
            }
            max_weight = max_weight.max(weight);
        }
    }
    Ok(max_weight)
}

pub(crate) fn weight_too_large<W: Weight>(
    u: usize,
    v: usize,
    weight: W,
    vertex_count: usize,
) -> MatchingError {
    MatchingError::WeightTooLarge {
        u: u.min(v),
        v: u.max(v),
        weight: weight.to_string(),
        limit: weight_limit::<W>(vertex_count).to_string(),
        vertex_count,
    }
}
