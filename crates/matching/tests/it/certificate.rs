//! The certificate checker: it accepts every result on large random graphs and
//! rejects everything that is not optimal.

use rondo_matching::{
    Blossom, Certificate, CertificateError, DenseGraph, MatchingOptions, SparseGraph, Weight, Wide,
    maximum_weight_matching, verify_certificate, verify_optimality, weight_limit,
};

use crate::common::{Rng, cases, dense_from, random_edges, random_style, slow};

fn options(max_cardinality: bool) -> MatchingOptions {
    MatchingOptions::default().with_max_cardinality(max_cardinality)
}

/// A complete graph with random weights of about `bits` bits.
fn complete<W: Weight>(
    rng: &mut Rng,
    vertex_count: usize,
    weight: impl Fn(&mut Rng) -> W,
) -> DenseGraph<W> {
    DenseGraph::from_fn(vertex_count, |_, _| Some(weight(rng)))
}

fn check_dense<W: Weight>(graph: &DenseGraph<W>) {
    for max_cardinality in [false, true] {
        let options = options(max_cardinality);
        let matching = maximum_weight_matching(graph, &options).unwrap();
        assert_eq!(verify_optimality(graph, &matching, &options), Ok(()));
        if max_cardinality
            && graph.edge_count()
                == graph.vertex_count() * (graph.vertex_count().saturating_sub(1)) / 2
        {
            assert_eq!(
                matching.cardinality(),
                graph.vertex_count() / 2,
                "complete graphs have perfect matchings"
            );
        }
    }
}

#[test]
fn dense_random_graphs_verify() {
    let mut rng = Rng::new(10);
    let mut sizes = vec![31, 64, 150];
    if slow() {
        sizes.extend([500, 1000, 2000]);
    }
    for &vertex_count in &sizes {
        let limit = weight_limit::<u128>(vertex_count);
        // Full-range 128-bit weights just below the limit.
        check_dense(&complete(&mut rng, vertex_count, |rng| {
            rng.next_u128() % (limit + 1)
        }));
        // Many ties and zeros, some edges missing.
        check_dense(&DenseGraph::from_fn(vertex_count, |_, _| {
            rng.chance(80).then(|| rng.below(4))
        }));
    }
    let mut sizes = vec![40, 101];
    if slow() {
        sizes.extend([700, 1500]);
    }
    for &vertex_count in &sizes {
        // Weights wider than 128 bits.
        check_dense(&complete(&mut rng, vertex_count, |rng| {
            (Wide::<3>::from_u128(rng.next_u128()) << 40) | Wide::from(rng.next_u64())
        }));
    }
}

#[test]
fn sparse_random_graphs_verify() {
    let mut rng = Rng::new(11);
    // (vertex count, run maximum-cardinality mode too)
    let mut sizes = vec![(200, true), (2000, true)];
    if slow() {
        // Maximum-cardinality mode on large sparse graphs with many
        // unmatchable vertices is the slow corner (see the crate docs).
        sizes.extend([(5_000, true), (20_000, false)]);
    }
    for &(vertex_count, with_cardinality) in &sizes {
        for degree in [3, 12] {
            let mut edges = Vec::new();
            for _ in 0..vertex_count * degree / 2 {
                let u = rng.below(vertex_count as u64) as usize;
                let v = rng.below(vertex_count as u64) as usize;
                edges.push((u, v, rng.below(1 << 20)));
            }
            let graph = SparseGraph::from_edges(vertex_count, edges);
            for max_cardinality in [false, true] {
                if max_cardinality && !with_cardinality {
                    continue;
                }
                let options = options(max_cardinality);
                let matching = maximum_weight_matching(&graph, &options).unwrap();
                assert_eq!(verify_optimality(&graph, &matching, &options), Ok(()));
            }
        }
    }
}

/// Every matching of a small graph, as mates.
fn all_matchings(vertex_count: usize, graph: &DenseGraph<u64>) -> Vec<Vec<Option<usize>>> {
    fn extend(
        graph: &DenseGraph<u64>,
        mates: &mut Vec<Option<usize>>,
        used: &mut [bool],
        from: usize,
        out: &mut Vec<Vec<Option<usize>>>,
    ) {
        let Some(first) = (from..used.len()).find(|&vertex| !used[vertex]) else {
            out.push(mates.clone());
            return;
        };
        used[first] = true;
        extend(graph, mates, used, first + 1, out);
        for other in first + 1..used.len() {
            if used[other] || graph.edge(first, other).is_none() {
                continue;
            }
            used[other] = true;
            mates[first] = Some(other);
            mates[other] = Some(first);
            extend(graph, mates, used, first + 1, out);
            mates[first] = None;
            mates[other] = None;
            used[other] = false;
        }
        used[first] = false;
    }
    let mut out = Vec::new();
    extend(
        graph,
        &mut vec![None; vertex_count],
        &mut vec![false; vertex_count],
        0,
        &mut out,
    );
    out
}

/// With an optimal certificate, complementary slackness holds for exactly the
/// optimal matchings: the checker accepts every optimal one and rejects every other.
#[test]
fn checker_accepts_exactly_the_optimal_matchings() {
    let mut rng = Rng::new(12);
    for _ in 0..cases(150, 3_000) {
        let vertex_count = rng.below(9) as usize;
        let style = random_style(&mut rng);
        let edges = random_edges(&mut rng, vertex_count, style, weight_limit::<u64>(8));
        let graph = dense_from(vertex_count, &edges);
        for max_cardinality in [false, true] {
            let options = options(max_cardinality);
            let matching = maximum_weight_matching(&graph, &options).unwrap();
            let best = (matching.cardinality(), u128::from(matching.total_weight()));
            for mates in all_matchings(vertex_count, &graph) {
                let cardinality = mates.iter().flatten().count() / 2;
                let weight: u128 = mates
                    .iter()
                    .enumerate()
                    .filter_map(|(u, mate)| {
                        mate.filter(|&v| u < v)
                            .map(|v| u128::from(graph.edge(u, v).unwrap()))
                    })
                    .sum();
                let optimal = if max_cardinality {
                    (cardinality, weight) == best
                } else {
                    weight == best.1
                };
                let verdict = verify_certificate(&graph, &mates, matching.certificate(), &options);
                assert_eq!(
                    verdict.is_ok(),
                    optimal,
                    "{mates:?} for {edges:?}: {verdict:?}"
                );
            }
        }
    }
}

fn solved_example() -> (
    DenseGraph<u64>,
    rondo_matching::Matching<u64>,
    MatchingOptions,
) {
    // Two triangles joined by an edge: optimal solutions need blossoms.
    let mut graph = DenseGraph::new(7);
    for (u, v, w) in [
        (0, 1, 9),
        (1, 2, 8),
        (2, 0, 7),
        (2, 3, 6),
        (3, 4, 9),
        (4, 5, 8),
        (5, 3, 7),
        (5, 6, 2),
    ] {
        graph.set_edge(u, v, w);
    }
    let options = options(true);
    let matching = maximum_weight_matching(&graph, &options).unwrap();
    assert_eq!(verify_optimality(&graph, &matching, &options), Ok(()));
    (graph, matching, options)
}

#[test]
fn checker_rejects_tampered_certificates() {
    let (graph, matching, options) = solved_example();
    let (mates, certificate) = matching.clone().into_parts();
    let check =
        |mates: &[Option<usize>], certificate: &Certificate<u64>, options: &MatchingOptions| {
            verify_certificate(&graph, mates, certificate, options)
        };

    // A matched vertex's dual nudged either way breaks tightness or feasibility.
    let matched = mates.iter().position(Option::is_some).unwrap();
    for change in [1_i64, -1] {
        let mut tampered = certificate.clone();
        let dual = &mut tampered.vertex_duals[matched];
        if change > 0 {
            *dual += 1
        } else if *dual > 0 {
            *dual -= 1
        } else {
            continue;
        }
        assert!(check(&mates, &tampered, &options).is_err());
    }

    // The offset must be large enough in maximum-cardinality mode and zero otherwise.
    let mut tampered = certificate.clone();
    tampered.weight_offset = 0;
    assert!(matches!(
        check(&mates, &tampered, &options),
        Err(CertificateError::OffsetTooSmall { .. })
    ));
    assert_eq!(
        check(&mates, &certificate, &MatchingOptions::default()),
        Err(CertificateError::NonZeroOffset)
    );

    // Malformed and crossing blossoms.
    let mut tampered = certificate.clone();
    tampered.blossoms.push(Blossom {
        members: vec![0, 1],
        dual: 2,
    });
    assert!(matches!(
        check(&mates, &tampered, &options),
        Err(CertificateError::MalformedBlossom { .. })
    ));
    let mut tampered = certificate.clone();
    tampered.blossoms.push(Blossom {
        members: vec![0, 1, 1],
        dual: 2,
    });
    assert!(matches!(
        check(&mates, &tampered, &options),
        Err(CertificateError::MalformedBlossom { .. })
    ));
    let mut tampered = certificate.clone();
    tampered.blossoms.push(Blossom {
        members: vec![0, 1, 2],
        dual: 0,
    });
    tampered.blossoms.push(Blossom {
        members: vec![2, 3, 4],
        dual: 0,
    });
    assert!(matches!(
        check(&mates, &tampered, &options),
        Err(CertificateError::NotLaminar { .. })
    ));
    let mut tampered = certificate.clone();
    tampered.blossoms.push(Blossom {
        members: vec![0, 1, 99],
        dual: 0,
    });
    assert!(matches!(
        check(&mates, &tampered, &options),
        Err(CertificateError::MalformedBlossom { .. })
    ));

    // Mates that do not form a matching of the graph.
    let mut broken = mates.clone();
    broken[matched] = None;
    assert!(matches!(
        check(&broken, &certificate, &options),
        Err(CertificateError::InvalidMate { .. })
    ));
    let mut broken = vec![None; 7];
    broken[0] = Some(6);
    broken[6] = Some(0);
    assert_eq!(
        check(&broken, &certificate, &options),
        Err(CertificateError::MatchedNonEdge { u: 0, v: 6 })
    );
    assert!(matches!(
        check(&mates[..6], &certificate, &options),
        Err(CertificateError::WrongLength { what: "mates", .. })
    ));

    // A feasible but non-optimal matching cannot satisfy complementary slackness.
    assert_eq!(matching.total_weight(), 23);
    let mut worse = vec![None; 7];
    for (u, v) in [(1, 2), (3, 4), (5, 6)] {
        worse[u] = Some(v);
        worse[v] = Some(u);
    }
    assert!(check(&worse, &certificate, &options).is_err());
}

#[test]
fn checker_never_panics_on_nonsense() {
    let (graph, matching, options) = solved_example();
    let mut rng = Rng::new(13);
    for _ in 0..2_000 {
        let mut certificate = matching.certificate().clone();
        certificate.weight_offset = [0, 1, rng.next_u64(), u64::MAX][rng.below(4) as usize];
        for dual in &mut certificate.vertex_duals {
            *dual = [0, *dual, rng.next_u64(), u64::MAX][rng.below(4) as usize];
        }
        for _ in 0..rng.below(3) {
            let size = rng.below(6) as usize;
            let members = (0..size).map(|_| rng.below(9) as usize).collect();
            certificate.blossoms.push(Blossom {
                members,
                dual: [0, 2, u64::MAX][rng.below(3) as usize],
            });
        }
        let mates: Vec<Option<usize>> = (0..rng.below(9))
            .map(|_| rng.chance(50).then(|| rng.below(9) as usize))
            .collect();
        let _ = verify_certificate(&graph, &mates, &certificate, &options);
        let _ = verify_certificate(&graph, matching.mates(), &certificate, &options);
    }
}
