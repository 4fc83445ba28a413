//! [`Solver`]: re-solving a dense graph after small changes.

use core::ops::Range;

use crate::engine::{Engine, RowScan, needed_key};
use crate::graph::{DenseGraph, Place, PlacedRow, StoredRow, WeightedGraph};
use crate::matching::{
    Matching, MatchingError, MatchingOptions, check_vertex_count, check_weights, weight_too_large,
};
use crate::weight::{Weight, cardinality_offset, weight_limit};

/// Solves a sequence of closely related matching problems on one dense graph.
///
/// The solver keeps the previous optimum: the matching, the dual variables and
/// the blossoms. After edges change, [`Solver::solve`] repairs only what the
/// changes broke — it dissolves the blossoms containing a changed edge's
/// endpoints, raises a dual where a heavier edge needs it, and unmatches the
/// edges that stopped being tight — and then continues the primal-dual
/// algorithm from there. The result is exactly as optimal as a cold solve (it
/// carries its own certificate); with ties it may be a different optimal matching.
///
/// A re-solve costs roughly `O(n²)` per vertex left exposed by the repairs,
/// instead of the `O(n³)` worst case of a cold solve.
///
/// ```
/// use rondo_matching::{DenseGraph, MatchingOptions, Solver, maximum_weight_matching};
///
/// let graph = DenseGraph::from_fn(6, |u, v| Some(((u + 1) * (v + 2) % 11) as u64));
/// let options = MatchingOptions::default().with_max_cardinality(true);
/// let mut solver = Solver::new(graph, options)?;
/// let first = solver.solve();
/// assert_eq!(first.cardinality(), 3);
///
/// // Forbid one pair and make another more attractive, then re-solve.
/// let (u, v) = first.pairs().next().unwrap();
/// solver.remove_edge(u, v);
/// solver.set_edge(0, 5, 40)?;
/// let second = solver.solve();
/// assert_ne!(second.mate(u), Some(v));
/// let cold = maximum_weight_matching(solver.graph(), &options)?;
/// assert_eq!(second.total_weight(), cold.total_weight());
/// # Ok::<_, rondo_matching::MatchingError>(())
/// ```
pub struct Solver<W: Weight> {
    graph: DenseGraph<W>,
    options: MatchingOptions,
    engine: Engine<W>,
    limit: W,
    /// Pairs whose edge changed since the last solve.
    pending: Vec<(usize, usize)>,
    solved: bool,
    /// For [`Solver::uncovered_in_stored_row`]: the bounds of each weight of the graph's
    /// palette ([`needed_key`]), one per pair of the keys' clusters for each weight, valid
    /// for `needed_for`, the generation of the duals' keys and the palette's rebuild count they
    /// were computed with; and the sums of the clusters' bases they were computed from.
    needed: Vec<i128>,
    needed_for: Option<(u64, u64)>,
    pair_bases: Vec<W>,
    /// Duals and mates for the next cold start ([`Solver::start_from_duals`]).
    start: Option<(Vec<W>, Vec<Option<usize>>)>,
}

impl<W: Weight> Solver<W> {
    /// Creates a solver for `graph`. Nothing is computed until [`Solver::solve`].
    ///
    /// # Errors
    ///
    /// As [`maximum_weight_matching`](crate::maximum_weight_matching): a weight
    /// above [`weight_limit`] or too many vertices.
    pub fn new(graph: DenseGraph<W>, options: MatchingOptions) -> Result<Self, MatchingError> {
        let vertex_count = graph.vertex_count();
        check_vertex_count(vertex_count)?;
        let limit = weight_limit::<W>(vertex_count);
        // The palette holds every weight stored: when none is above the limit, the n² cells
        // need no scan (a tenth of a large Burstein round).
        if !graph.palette_at_most(limit) {
            check_weights(&graph)?;
        }
        // Sized for the largest admissible weight rather than the current one,
        // so that later changes never force a new offset (which would disturb
        // every dual variable).
        let offset = if options.max_cardinality {
            cardinality_offset(vertex_count, limit)
                .unwrap_or_else(|| unreachable!("the weight limit leaves room for the offset"))
        } else {
            W::ZERO
        };
        Ok(Self {
            engine: Engine::new(vertex_count, offset),
            graph,
            options,
            limit,
            pending: Vec::new(),
            solved: false,
            needed: Vec::new(),
            needed_for: None,
            pair_bases: Vec::new(),
            start: None,
        })
    }

    /// The current graph.
    #[must_use]
    pub fn graph(&self) -> &DenseGraph<W> {
        &self.graph
    }

    /// The options the solver was created with.
    #[must_use]
    pub fn options(&self) -> &MatchingOptions {
        &self.options
    }

    /// Adds the edge `{u, v}` with `weight` or changes its weight; returns the previous weight.
    ///
    /// # Errors
    ///
    /// [`MatchingError::WeightTooLarge`] if `weight` exceeds [`weight_limit`];
    /// the graph is then left unchanged.
    ///
    /// # Panics
    ///
    /// Panics if `u` or `v` is not a vertex, or if `u == v`.
    pub fn set_edge(&mut self, u: usize, v: usize, weight: W) -> Result<Option<W>, MatchingError> {
        if weight > self.limit {
            return Err(weight_too_large(u, v, weight, self.graph.vertex_count()));
        }
        let previous = self.graph.set_edge(u, v, weight);
        if previous != Some(weight) {
            self.pending.push((u.min(v), u.max(v)));
        }
        Ok(previous)
    }

    /// Makes `{u, v}` absent, keeping `weight` stored for it ([`DenseGraph::set_dormant`]);
    /// returns its weight if it was an edge. The next solve treats it as removed.
    ///
    /// # Panics
    ///
    /// Panics if `u` or `v` is not a vertex, or if `u == v`.
    pub fn set_dormant(&mut self, u: usize, v: usize, weight: W) -> Option<W> {
        let previous = self.graph.set_dormant(u, v, weight);
        if previous.is_some() {
            self.pending.push((u.min(v), u.max(v)));
        }
        previous
    }

    /// Stores zero for every pair of two of `vertices`, none of which may be an edge
    /// ([`DenseGraph::clear_dormant_among`]); no edge changes.
    ///
    /// # Panics
    ///
    /// As [`DenseGraph::clear_dormant_among`].
    pub fn clear_dormant_among(&mut self, vertices: &[usize]) {
        self.graph.clear_dormant_among(vertices);
    }

    /// A weight's place in the graph's palette ([`DenseGraph::place`]), for
    /// [`Solver::set_dormant_placed`].
    pub fn place(&mut self, weight: W) -> Option<Place> {
        self.graph.place(weight)
    }

    /// [`Solver::set_dormant`] with `weight`'s place found before ([`Solver::place`]): a
    /// bracket's weighing stores a few weights in millions of pairs.
    ///
    /// # Panics
    ///
    /// As [`Solver::set_dormant`].
    pub fn set_dormant_placed(
        &mut self,
        u: usize,
        v: usize,
        weight: W,
        place: Option<Place>,
    ) -> Option<W> {
        let previous = self.graph.set_dormant_placed(u, v, weight, place);
        if previous.is_some() {
            self.pending.push((u.min(v), u.max(v)));
        }
        previous
    }

    /// Removes the edge `{u, v}`; returns its weight if it was present.
    ///
    /// # Panics
    ///
    /// Panics if `u` or `v` is not a vertex, or if `u == v`.
    pub fn remove_edge(&mut self, u: usize, v: usize) -> Option<W> {
        let previous = self.graph.remove_edge(u, v);
        if previous.is_some() {
            self.pending.push((u.min(v), u.max(v)));
        }
        previous
    }

    /// Raises the dual variable of `vertex` by `amount` (in the units of the dual constraint
    /// `dual(u) + dual(v) ≥ 2 · weight`) before the next [`Solver::solve`]: a hint for a warm
    /// start when the caller is about to raise the weights of many edges at `vertex`, so that
    /// they stay covered instead of each being repaired. The next solve is exactly as optimal
    /// whatever the hint; before the first solve it does nothing. `amount` must be even (the
    /// solver keeps every dual of one parity).
    ///
    /// # Panics
    ///
    /// Panics if `vertex` is not a vertex.
    pub fn raise_dual(&mut self, vertex: usize, amount: W) {
        if !self.solved || amount == W::ZERO {
            return;
        }
        debug_assert!(amount.half() + amount.half() == amount, "odd dual raise");
        if let Some(mate) = self.engine.raise_vertex_dual(vertex, amount) {
            self.pending.push((vertex.min(mate), vertex.max(mate)));
        }
    }

    /// Moves `amount` of dual from one side of a two-sided graph to the other before the next
    /// [`Solver::solve`]: every vertex with `raised[v]` gains `amount` (in the units of the dual
    /// constraint `dual(u) + dual(v) ≥ 2·weight`), every other vertex loses it. Each edge of the
    /// graph joins the two sides, so it keeps its slack and the matching stays tight; what
    /// changes is the slack of pairs inside one side, which are not in the graph: those inside
    /// the raised side gain `2·amount`, those inside the other side lose it. A caller that
    /// solved on the edges across two sides first and proves the answer on a larger graph
    /// ([`Solver::covers`]) uses it to cover the pairs inside one side, which the first duals
    /// can leave uncovered all at once, instead of adding them to the graph. The next solve is
    /// exactly as optimal as without the shift (a raised vertex left exposed is re-optimised).
    ///
    /// Returns false, changing nothing, unless the last solve left no blossom and maximum
    /// cardinality was not asked ([`Solver::blossom_free_duals`] is `Some`), every edge of the
    /// graph joins a raised vertex to another, and every other vertex's dual is at least
    /// `amount`.
    ///
    /// # Panics
    ///
    /// Panics if `raised` does not hold one entry per vertex.
    pub fn shift_duals(&mut self, raised: &[bool], amount: W) -> bool {
        let n = self.graph.vertex_count();
        assert_eq!(raised.len(), n, "one side per vertex");
        let Some(duals) = self.blossom_free_duals() else {
            return false;
        };
        let lowered_enough = (0..n).all(|v| raised[v] || duals[v] >= amount);
        let across = (0..n).all(|u| self.graph.neighbors(u).all(|(v, _)| raised[u] != raised[v]));
        if !lowered_enough || !across {
            return false;
        }
        if amount != W::ZERO {
            self.engine.shift_duals(raised, amount);
        }
        true
    }

    /// Sets where the next cold start begins, instead of the solver's own start: the next
    /// [`Solver::solve`] after [`Solver::new`] or [`Solver::restart`] takes `duals` and the
    /// matched `pairs`, adds a greedy matching along the other edges these duals make tight,
    /// and grows trees only from the vertices left exposed. Good duals (every edge covered,
    /// most vertices with a tight edge to another, as [`crate::class_duals`] gives when
    /// weights depend on classes of vertices) leave few such vertices. The answer is exactly
    /// as optimal either way.
    ///
    /// `duals` are in the units of the dual constraint `dual(u) + dual(v) ≥ 2·weight`. Returns
    /// false, changing nothing, when the solver holds a solution (not started cold), when
    /// maximum cardinality was asked (its shifted weights need their own duals), when there is
    /// not one dual per vertex, when a dual exceeds twice the weight limit, when some edge of
    /// the graph is not covered, or when `pairs` share a vertex or hold a pair that is not a
    /// tight edge. Dormant weights ([`DenseGraph::set_dormant`]) are not checked: a caller
    /// that keeps some proves them covered after the solve, as it would anyway
    /// ([`Solver::uncovered_in_stored_row`]).
    pub fn start_from_duals(&mut self, duals: Vec<W>, pairs: &[(usize, usize)]) -> bool {
        let n = self.graph.vertex_count();
        let bound = self.limit + self.limit;
        let covered = |u: usize| {
            self.graph
                .neighbors(u)
                .all(|(v, weight)| duals[u] + duals[v] >= weight + weight)
        };
        let usable = !self.solved
            && !self.options.max_cardinality
            && duals.len() == n
            && duals.iter().all(|&dual| dual <= bound)
            && (0..n).all(covered);
        if !usable {
            return false;
        }
        let mut mates = vec![None; n];
        for &(u, v) in pairs {
            let tight = u < n
                && v < n
                && self
                    .graph
                    .edge(u, v)
                    .is_some_and(|weight| duals[u] + duals[v] == weight + weight);
            if !tight || mates[u].is_some() || mates[v].is_some() {
                return false;
            }
            mates[u] = Some(v);
            mates[v] = Some(u);
        }
        self.start = Some((duals, mates));
        true
    }

    /// Returns an optimal matching of the current graph, re-using the previous
    /// solution if there is one.
    pub fn solve(&mut self) -> Matching<W> {
        if self.solved {
            self.pending.sort_unstable();
            self.pending.dedup();
            self.engine.repair_edges(&self.graph, &self.pending);
        } else {
            match self.start.take() {
                Some((duals, mates)) => self.engine.start_from_duals(&self.graph, duals, &mates),
                None => self.engine.initialize(&self.graph),
            }
            self.solved = true;
        }
        self.pending.clear();
        self.engine.run(&self.graph);
        self.engine.build_matching(&self.graph)
    }

    /// Whether the duals of the last [`Solver::solve`] cover an edge `{u, v}` of `weight`
    /// that is not in the graph: its dual constraint holds (blossom duals included), so the
    /// last matching would stay optimal with the edge added. A caller that solves on a
    /// subgraph proves its matching optimal for a larger graph by checking every extra edge.
    ///
    /// # Panics
    ///
    /// Panics if `u` or `v` is not a vertex.
    #[must_use]
    pub fn covers(&self, u: usize, v: usize, weight: W) -> bool {
        self.engine.covers(u, v, weight)
    }

    /// The slack the duals of the last [`Solver::solve`] give an edge `{u, v}` of `weight`, in
    /// doubled units (`dual(u) + dual(v) + Σ blossom duals − 2·weight`), or `None` when they do
    /// not cover it. By complementary slackness, an edge with positive slack is in no
    /// maximum-weight matching of any graph for which these duals are optimal; the edge need
    /// not be in the graph.
    ///
    /// # Panics
    ///
    /// Panics if `u` or `v` is not a vertex.
    #[must_use]
    pub fn slack(&self, u: usize, v: usize, weight: W) -> Option<W> {
        self.engine.slack(u, v, weight)
    }

    /// The vertex duals of the last [`Solver::solve`], when they certify its matching on
    /// their own: no blossom is left (so no blossom dual enters a slack) and maximum
    /// cardinality was not asked (so weights are not shifted). Then `duals[u] + duals[v] ≥
    /// 2·weight` for every edge `{u, v}` of the graph, with equality on matched edges, and an
    /// exposed vertex has dual zero; a matching is maximum-weight exactly when all its edges
    /// are tight (equality) and it covers every vertex of positive dual. `None` otherwise, or
    /// when the graph changed since that solve.
    #[must_use]
    pub fn blossom_free_duals(&self) -> Option<&[W]> {
        if !self.solved || !self.pending.is_empty() {
            return None;
        }
        self.engine.blossom_free_duals()
    }

    /// Appends to `uncovered` each `v` of `edges` (`(v, weight)` pairs, `v ≠ u`) such that
    /// `{u, v}` is not in the graph and [`Solver::covers`] rejects it. Cheaper than calling
    /// it per edge when blossoms are nested deeply: O(size of u's outermost blossom) once,
    /// then O(1) per edge.
    ///
    /// # Panics
    ///
    /// Panics if `u` or some `v` is not a vertex.
    pub fn uncovered_at(
        &mut self,
        u: usize,
        edges: impl IntoIterator<Item = (usize, W)>,
        uncovered: &mut Vec<usize>,
    ) {
        self.engine.uncovered_at(&self.graph, u, edges, uncovered);
    }

    /// [`Solver::uncovered_at`] for a whole row of a dense weight table: `row[v]` is the weight
    /// of `{u, v}` (zero for no edge) and `skip(v)` leaves `v` out. Appends to `uncovered` each
    /// such `v` whose edge is not in the graph and not covered. Most entries are settled by
    /// 128-bit keys of the duals, which makes wide weight types nearly as fast as `u128`.
    ///
    /// # Panics
    ///
    /// Panics if `u` is not a vertex or `row` is longer than the number of vertices.
    pub fn uncovered_in_row(
        &mut self,
        u: usize,
        row: &[W],
        skip: impl Fn(usize) -> bool,
        uncovered: &mut Vec<usize>,
    ) {
        let mut pair_bases = Vec::new();
        let (shift, _) = self.engine.dual_keys(&mut pair_bases);
        let needed = |v: usize, pair: usize| needed_key(row[v], pair_bases[pair], shift);
        self.engine.uncovered_in_row(
            &self.graph,
            u,
            &RowScan {
                weights: row,
                columns: 0..row.len(),
                needed,
            },
            skip,
            uncovered,
        );
    }

    /// [`Solver::uncovered_in_row`] for the entries `columns` of the row of weights the graph
    /// stores at `u` ([`DenseGraph::stored_row`]): the pairs whose weight is kept dormant, not
    /// covered by the duals. A caller that checks every pair once scans the columns after `u`
    /// only, half the entries.
    ///
    /// # Panics
    ///
    /// Panics if `u` is not a vertex or `columns` reaches past the last vertex.
    pub fn uncovered_in_stored_row(
        &mut self,
        u: usize,
        columns: Range<usize>,
        skip: impl Fn(usize) -> bool,
        uncovered: &mut Vec<usize>,
    ) {
        assert!(
            columns.end <= self.graph.vertex_count(),
            "columns {columns:?} past the last vertex"
        );
        let (shift, generation) = self.engine.dual_keys(&mut self.pair_bases);
        let pair_bases = &self.pair_bases;
        if let Some((palette, rebuilds)) = self.graph.palette() {
            if self.needed_for != Some((generation, rebuilds)) {
                self.needed.clear();
                self.needed_for = Some((generation, rebuilds));
            }
            // The palette only grew since: bound its new weights.
            let known = self.needed.len() / pair_bases.len();
            for &weight in &palette[known..] {
                self.needed.extend(
                    pair_bases
                        .iter()
                        .map(|&bases| needed_key(weight, bases, shift)),
                );
            }
        }
        // One loop per form of the row, so that neither tests the form per entry.
        match self.graph.stored_row(u) {
            StoredRow::Placed { places, palette } => {
                let row = PlacedRow { places, palette };
                let needed = &self.needed;
                let pairs = pair_bases.len();
                let needed = |v: usize, pair: usize| needed[usize::from(places[v]) * pairs + pair];
                self.engine.uncovered_in_row(
                    &self.graph,
                    u,
                    &RowScan {
                        weights: &row,
                        columns: columns.clone(),
                        needed,
                    },
                    skip,
                    uncovered,
                );
            }
            StoredRow::Plain(row) => {
                let needed = |v: usize, pair: usize| needed_key(row[v], pair_bases[pair], shift);
                self.engine.uncovered_in_row(
                    &self.graph,
                    u,
                    &RowScan {
                        weights: row,
                        columns,
                        needed,
                    },
                    skip,
                    uncovered,
                );
            }
        }
    }

    /// Removes every edge that the last solution does not rest on (not matched, and not
    /// inside a blossom), keeping their weights dormant ([`DenseGraph::set_dormant`]), and
    /// returns them. The solution stays optimal for the smaller graph,
    /// and for the removed edges while [`Solver::covers`] accepts them; later solves cost less
    /// on the sparser graph.
    pub fn prune(&mut self) -> Vec<(usize, usize, W)> {
        let loose: Vec<(usize, usize, W)> = self
            .graph
            .edges()
            .filter(|&(u, v, _)| {
                self.solved && self.pending.is_empty() && self.engine.is_loose(u, v)
            })
            .collect();
        for &(u, v, weight) in &loose {
            self.graph.set_dormant(u, v, weight);
        }
        loose
    }

    /// The vertices whose dual may have decreased since the last call (those that were outer
    /// in an alternating tree during the solves since then), in no particular order. Edges at
    /// other vertices that were covered (see [`Solver::covers`]) after an earlier solve are
    /// still covered, unless their weight rose.
    pub fn take_lowered_vertices(&mut self) -> Vec<usize> {
        self.engine.take_lowered_vertices()
    }

    /// Forgets the current solution, keeping the graph: the next [`Solver::solve`] starts cold,
    /// as the first one did. After adding many edges that the duals do not cover, this is
    /// the better start: repairing each would raise one end's dual and undo its pair, leaving
    /// most of the matching undone and the duals far from any optimum.
    pub fn restart(&mut self) {
        self.engine = Engine::new(self.graph.vertex_count(), self.engine.offset());
        self.pending.clear();
        self.solved = false;
        self.start = None;
        // The new engine numbers its keys' generations afresh: bounds kept for the old one's
        // would pass for its own.
        self.needed_for = None;
    }

    /// Consumes the solver and returns its graph.
    #[must_use]
    pub fn into_graph(self) -> DenseGraph<W> {
        self.graph
    }

    /// The number of clusters of the duals' keys and their shift (test builds).
    #[cfg(test)]
    pub(crate) fn key_clusters(&mut self) -> (usize, u32) {
        self.engine.key_clusters()
    }

    #[cfg(test)]
    pub(crate) fn stats(&self) -> &crate::engine::Stats {
        &self.engine.stats
    }

    /// [`Engine::check_keys`] (test builds).
    #[cfg(test)]
    pub(crate) fn check_keys(&self) {
        self.engine.check_keys();
    }
}

/// Computes a maximum-weight matching of `graph`, or, with
/// [`MatchingOptions::max_cardinality`], a maximum-weight matching among those
/// of maximum cardinality.
///
/// Works on any undirected graph, bipartite or not: the primal-dual blossom
/// algorithm with O(n³) time on dense graphs and O(n + m) memory besides the
/// graph. The result is deterministic and carries a [`Certificate`](crate::Certificate) that
/// [`verify_optimality`](crate::verify_optimality) checks independently.
///
/// ```
/// use rondo_matching::{DenseGraph, MatchingOptions, maximum_weight_matching};
///
/// // A triangle with a pendant vertex: the heaviest single edge loses to two lighter ones.
/// let mut graph = DenseGraph::<u128>::new(4);
/// graph.set_edge(0, 1, 6);
/// graph.set_edge(1, 2, 10);
/// graph.set_edge(2, 0, 7);
/// graph.set_edge(2, 3, 5);
/// let matching = maximum_weight_matching(&graph, &MatchingOptions::default())?;
/// assert_eq!(matching.total_weight(), 11);
/// assert_eq!(matching.pairs().collect::<Vec<_>>(), [(0, 1), (2, 3)]);
/// # Ok::<_, rondo_matching::MatchingError>(())
/// ```
///
/// # Errors
///
/// [`MatchingError::WeightTooLarge`] if an edge weight exceeds
/// [`weight_limit`]`(graph.vertex_count())`; [`MatchingError::TooManyVertices`]
/// for graphs beyond about 2³¹ vertices.
pub fn maximum_weight_matching<W: Weight, G: WeightedGraph<W>>(
    graph: &G,
    options: &MatchingOptions,
) -> Result<Matching<W>, MatchingError> {
    let max_weight = check_weights(graph)?;
    let offset = if options.max_cardinality {
        cardinality_offset(graph.vertex_count(), max_weight)
            .unwrap_or_else(|| unreachable!("the weight limit leaves room for the offset"))
    } else {
        W::ZERO
    };
    let mut engine = Engine::new(graph.vertex_count(), offset);
    engine.initialize(graph);
    engine.run(graph);
    Ok(engine.build_matching(graph))
}
