//! The optimality checker. It relies only on the graph, the mates and the
//! certificate — none of the solver's state — so it can vouch for any result.

use crate::graph::WeightedGraph;
use crate::matching::{Certificate, Matching, MatchingOptions};
use crate::weight::{Weight, cardinality_offset};

/// The first way in which a matching or its certificate fails to prove optimality.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CertificateError {
    /// A per-vertex list has the wrong length.
    #[error("{what} has {found} entries for a graph with {expected} vertices")]
    WrongLength {
        /// Which list: `"mates"` or `"vertex_duals"`.
        what: &'static str,
        /// The graph's vertex count.
        expected: usize,
        /// The list's length.
        found: usize,
    },
    /// `mates[vertex]` is out of range, is the vertex itself, or is not mated back.
    #[error("the mate of vertex {vertex} is invalid or not symmetric")]
    InvalidMate {
        /// The vertex.
        vertex: usize,
    },
    /// Two vertices are matched but not adjacent.
    #[error("vertices {u} and {v} are matched but not joined by an edge")]
    MatchedNonEdge {
        /// One endpoint.
        u: usize,
        /// The other endpoint.
        v: usize,
    },
    /// The offset is not zero in plain mode.
    #[error("a maximum-weight certificate must have weight offset zero")]
    NonZeroOffset,
    /// The offset is too small to imply maximum cardinality.
    #[error("the weight offset {offset} is below the {required} that maximum cardinality requires")]
    OffsetTooSmall {
        /// The certificate's offset, in decimal.
        offset: String,
        /// The smallest sufficient offset, in decimal (`"overflow"` if it exceeds the type).
        required: String,
    },
    /// Twice the shifted weight of an edge does not fit in the weight type.
    #[error("twice the shifted weight of edge {{{u}, {v}}} overflows the weight type")]
    WeightOverflow {
        /// One endpoint.
        u: usize,
        /// The other endpoint.
        v: usize,
    },
    /// A blossom is not an odd set of at least three distinct vertices of the graph.
    #[error("blossom {index} is not an odd set of at least three distinct vertices")]
    MalformedBlossom {
        /// Index into [`Certificate::blossoms`].
        index: usize,
    },
    /// The blossoms are not laminar: two of them cross or coincide.
    #[error("blossom {index} crosses or repeats another blossom")]
    NotLaminar {
        /// Index into [`Certificate::blossoms`].
        index: usize,
    },
    /// An edge's dual constraint is violated.
    #[error("the dual constraint of edge {{{u}, {v}}} is violated")]
    InfeasibleEdge {
        /// One endpoint.
        u: usize,
        /// The other endpoint.
        v: usize,
    },
    /// A matched edge has positive slack.
    #[error("matched edge {{{u}, {v}}} is not tight")]
    MatchedEdgeNotTight {
        /// One endpoint.
        u: usize,
        /// The other endpoint.
        v: usize,
    },
    /// An exposed vertex has a positive dual.
    #[error("exposed vertex {vertex} has a positive dual")]
    ExposedVertexPositiveDual {
        /// The vertex.
        vertex: usize,
    },
    /// A blossom with positive dual does not contain `(|B| − 1) / 2` matched edges.
    #[error("blossom {index} has a positive dual but is not full")]
    BlossomNotFull {
        /// Index into [`Certificate::blossoms`].
        index: usize,
    },
    /// [`Matching::total_weight`] is not the sum of the matched edges' weights.
    #[error("the reported total weight is not the sum of the matched edges")]
    TotalWeightMismatch,
    /// [`Matching::cardinality`] is not the number of matched edges.
    #[error("the reported cardinality is not the number of matched edges")]
    CardinalityMismatch,
}

/// Checks that `matching` is optimal for `graph` under `options`, using its
/// certificate, and that its reported weight and cardinality are right.
///
/// See [`verify_certificate`] for what is checked.
///
/// ```
/// use rondo_matching::{DenseGraph, MatchingOptions, maximum_weight_matching, verify_optimality};
///
/// let graph = DenseGraph::from_fn(5, |u, v| Some((u * v % 7) as u64));
/// let options = MatchingOptions::default().with_max_cardinality(true);
/// let matching = maximum_weight_matching(&graph, &options)?;
/// assert_eq!(verify_optimality(&graph, &matching, &options), Ok(()));
/// # Ok::<_, rondo_matching::MatchingError>(())
/// ```
///
/// # Errors
///
/// The first violation found, as a [`CertificateError`].
pub fn verify_optimality<W: Weight, G: WeightedGraph<W>>(
    graph: &G,
    matching: &Matching<W>,
    options: &MatchingOptions,
) -> Result<(), CertificateError> {
    verify_certificate(graph, matching.mates(), matching.certificate(), options)?;
    let mut total = Some(W::ZERO);
    let mut cardinality = 0;
    for (u, v) in matching.pairs() {
        let weight = graph
            .edge(u, v)
            .ok_or(CertificateError::MatchedNonEdge { u, v })?;
        total = total.and_then(|sum| sum.checked_add(weight));
        cardinality += 1;
    }
    if total != Some(matching.total_weight()) {
        return Err(CertificateError::TotalWeightMismatch);
    }
    if cardinality != matching.cardinality() {
        return Err(CertificateError::CardinalityMismatch);
    }
    Ok(())
}

/// Checks that `mates` is a matching of `graph` and that `certificate` proves
/// it optimal under `options`.
///
/// Checked, in order: the mates form a matching of existing edges; the offset
/// is zero (plain mode) or at least `(k − 1)·w_max + 1` with
/// `k = max(1, ⌊n/2⌋)` (maximum-cardinality mode); the blossoms are a laminar
/// family of odd vertex sets of size at least three; every edge satisfies its
/// dual constraint and every matched edge is tight; every exposed vertex has
/// dual zero; every blossom with positive dual is full. See [`Certificate`] for
/// why this proves optimality. Runs in O(m·d) time, where `d` is the nesting
/// depth of the blossoms, and never panics, whatever the certificate holds.
///
/// # Errors
///
/// The first violation found, as a [`CertificateError`].
pub fn verify_certificate<W: Weight, G: WeightedGraph<W>>(
    graph: &G,
    mates: &[Option<usize>],
    certificate: &Certificate<W>,
    options: &MatchingOptions,
) -> Result<(), CertificateError> {
    let vertex_count = graph.vertex_count();
    check_mates(graph, mates)?;
    if certificate.vertex_duals.len() != vertex_count {
        return Err(CertificateError::WrongLength {
            what: "vertex_duals",
            expected: vertex_count,
            found: certificate.vertex_duals.len(),
        });
    }
    check_offset(graph, certificate.weight_offset, options)?;
    let family = Laminar::build(vertex_count, certificate)?;
    let duals = &certificate.vertex_duals;

    let mut matched_inside = vec![0_usize; certificate.blossoms.len()];
    for u in 0..vertex_count {
        for (v, key) in graph.neighbors_with_keys(u) {
            let weight = graph.weight_by_key(key);
            let v = v as usize;
            if v < u {
                continue;
            }
            let target = weight
                .checked_add(certificate.weight_offset)
                .and_then(|shifted| shifted.checked_add(shifted))
                .ok_or(CertificateError::WeightOverflow { u, v })?;
            let lowest = family.lowest_common(u, v);
            // `None` stands for a sum beyond W::MAX, which certainly covers the target.
            let covered = duals[u].checked_add(duals[v]).and_then(|sum| {
                family
                    .enclosing_sum(lowest)
                    .and_then(|z| sum.checked_add(z))
            });
            if covered.is_some_and(|covered| covered < target) {
                return Err(CertificateError::InfeasibleEdge { u, v });
            }
            if mates[u] == Some(v) {
                if covered != Some(target) {
                    return Err(CertificateError::MatchedEdgeNotTight { u, v });
                }
                let mut node = lowest;
                while node != NO_BLOSSOM {
                    matched_inside[node] += 1;
                    node = family.parent[node];
                }
            }
        }
    }
    for (vertex, mate) in mates.iter().enumerate() {
        if mate.is_none() && duals[vertex] != W::ZERO {
            return Err(CertificateError::ExposedVertexPositiveDual { vertex });
        }
    }
    for (index, blossom) in certificate.blossoms.iter().enumerate() {
        if blossom.dual > W::ZERO && matched_inside[index] != (blossom.members.len() - 1) / 2 {
            return Err(CertificateError::BlossomNotFull { index });
        }
    }
    Ok(())
}

fn check_mates<W: Weight, G: WeightedGraph<W>>(
    graph: &G,
    mates: &[Option<usize>],
) -> Result<(), CertificateError> {
    let vertex_count = graph.vertex_count();
    if mates.len() != vertex_count {
        return Err(CertificateError::WrongLength {
            what: "mates",
            expected: vertex_count,
            found: mates.len(),
        });
    }
    for (vertex, mate) in mates.iter().enumerate() {
        let Some(mate) = *mate else { continue };
        if mate >= vertex_count || mate == vertex || mates[mate] != Some(vertex) {
            return Err(CertificateError::InvalidMate { vertex });
        }
        if graph.edge(vertex, mate).is_none() {
            return Err(CertificateError::MatchedNonEdge {
                u: vertex.min(mate),
                v: vertex.max(mate),
            });
        }
    }
    Ok(())
}

fn check_offset<W: Weight, G: WeightedGraph<W>>(
    graph: &G,
    offset: W,
    options: &MatchingOptions,
) -> Result<(), CertificateError> {
    if !options.max_cardinality {
        return if offset == W::ZERO {
            Ok(())
        } else {
            Err(CertificateError::NonZeroOffset)
        };
    }
    let mut max_weight = W::ZERO;
    for u in 0..graph.vertex_count() {
        for (_, key) in graph.neighbors_with_keys(u) {
            max_weight = max_weight.max(graph.weight_by_key(key));
        }
    }
    match cardinality_offset(graph.vertex_count(), max_weight) {
        Some(required) if offset >= required => Ok(()),
        required => Err(CertificateError::OffsetTooSmall {
            offset: offset.to_string(),
            required: required.map_or_else(|| "overflow".to_owned(), |r| r.to_string()),
        }),
    }
}

const NO_BLOSSOM: usize = usize::MAX;

/// The certificate's blossoms as a forest, with each vertex's innermost blossom.
struct Laminar<W> {
    parent: Vec<usize>,
    depth: Vec<usize>,
    /// Sum of the duals of a blossom and all blossoms containing it; `None` if beyond `W::MAX`.
    enclosing: Vec<Option<W>>,
    innermost: Vec<usize>,
}

impl<W: Weight> Laminar<W> {
    fn build(vertex_count: usize, certificate: &Certificate<W>) -> Result<Self, CertificateError> {
        let blossoms = &certificate.blossoms;
        let mut order: Vec<usize> = (0..blossoms.len()).collect();
        // Larger sets first, so a blossom's members already point at its parent.
        order.sort_by_key(|&index| core::cmp::Reverse(blossoms[index].members.len()));
        let mut family = Self {
            parent: vec![NO_BLOSSOM; blossoms.len()],
            depth: vec![0; blossoms.len()],
            enclosing: vec![None; blossoms.len()],
            innermost: vec![NO_BLOSSOM; vertex_count],
        };
        let mut seen = vec![NO_BLOSSOM; vertex_count];
        for index in order {
            let members = &blossoms[index].members;
            if members.len() < 3
                || members.len().is_multiple_of(2)
                || members.iter().any(|&vertex| vertex >= vertex_count)
            {
                return Err(CertificateError::MalformedBlossom { index });
            }
            for &vertex in members {
                if seen[vertex] == index {
                    return Err(CertificateError::MalformedBlossom { index });
                }
                seen[vertex] = index;
            }
            let parent = family.innermost[members[0]];
            let crosses = members
                .iter()
                .any(|&vertex| family.innermost[vertex] != parent);
            let repeats = parent != NO_BLOSSOM && blossoms[parent].members.len() == members.len();
            if crosses || repeats {
                return Err(CertificateError::NotLaminar { index });
            }
            family.parent[index] = parent;
            let (depth, outer_sum) = if parent == NO_BLOSSOM {
                (1, Some(W::ZERO))
            } else {
                (family.depth[parent] + 1, family.enclosing[parent])
            };
            family.depth[index] = depth;
            family.enclosing[index] =
                outer_sum.and_then(|sum| sum.checked_add(blossoms[index].dual));
            for &vertex in members {
                family.innermost[vertex] = index;
            }
        }
        Ok(family)
    }

    fn depth_of(&self, node: usize) -> usize {
        if node == NO_BLOSSOM {
            0
        } else {
            self.depth[node]
        }
    }

    /// The smallest blossom containing both vertices, or [`NO_BLOSSOM`].
    fn lowest_common(&self, u: usize, v: usize) -> usize {
        let (mut a, mut b) = (self.innermost[u], self.innermost[v]);
        while a != b {
            if self.depth_of(a) >= self.depth_of(b) {
                a = self.parent[a];
            } else {
                b = self.parent[b];
            }
        }
        a
    }

    fn enclosing_sum(&self, node: usize) -> Option<W> {
        if node == NO_BLOSSOM {
            Some(W::ZERO)
        } else {
            self.enclosing[node]
        }
    }
}
