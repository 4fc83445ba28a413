//! A [`Matcher`] for large brackets that solves on a sparse subgraph and proves each answer
//! optimal on the full graph.
//!
//! Policy: the matcher keeps every edge weight the engine sets, but the warm-start solver only
//! sees candidate edges: for each vertex its nearest neighbours in pairing order and its
//! heaviest edges. After each solve, the solver's dual variables are checked against every
//! edge it did not see; an edge whose dual constraint fails is added and the solve repeated.
//! When no edge fails, the duals certify (by linear-programming duality) that the matching is
//! a maximum-weight matching of the full graph, so the engine's answers never depend on which
//! edges were candidates.
//!
//! Checking every absent edge after every solve would cost as much as the dense solve saved,
//! so the check is incremental: an edge's slack can only shrink when one of its endpoints was
//! outer in an alternating tree (`Solver::take_lowered_vertices`), or when its weight rises.
//! After a re-solve only the absent edges at such vertices, and the raised edges, are checked.
//! Between solves the solver's graph is pruned back to the edges its solution rests on, so the
//! many re-solves of a bracket (one per decision fixed) each touch a sparse graph.
//!
//! The first solve starts, when the engine suggests one, from duals that cover every edge and
//! a matching along edges they make tight (`Matcher::suggest_start`); it is certified on every
//! absent edge all the same. A pair the engine fixes is cut off whole: its vertices are
//! retired (their weights read as zero, the scans skip them) instead of each of their cells
//! being zeroed.

use rondo_matching::{DenseGraph, MatchingOptions, Solver};

use crate::PairError;
use crate::matcher::Matcher;
use crate::tuning::Tuning;
use crate::weight::WeightBits;

/// Candidate neighbours per vertex in pairing order (each side) and by weight.
const NEIGHBOURS: usize = 12;

/// Uncovered edges kept per vertex for a cold restart ([`SparseMatcher::heaviest_at_each_vertex`]).
const RESTART_NEIGHBOURS: usize = 16;

/// Solves on candidate edges and proves optimality on all edges (see the module docs).
pub(crate) struct SparseMatcher<W: WeightBits> {
    vertex_count: usize,
    /// Holds every edge weight the engine set: the candidates as edges, the others dormant
    /// ([`DenseGraph::set_dormant`]), so that one matrix serves both.
    solver: Solver<W>,
    /// Whether the candidate edges were handed to the solver (at the first solve).
    started: bool,
    /// Scratch marks per vertex.
    marks: Vec<bool>,
    /// Absent edges whose weight rose since the last check.
    raised: Vec<(usize, usize)>,
    mates: Vec<Option<usize>>,
    error: Option<PairError>,
    /// Edges suggested by the engine, added to the solver's graph at the next solve.
    suggested: Vec<(usize, usize)>,
    /// The graph is pruned above this many edges per vertex ([`Tuning::prune_at`]).
    prune_at: usize,
    /// Graphs of at least this many vertices may restart cold ([`Tuning::restart_from`]).
    restart_from: usize,
    /// Cold restarts so far, read by the tests.
    #[cfg(test)]
    restarts: usize,
    /// Vertices cut off the graph (`Matcher::cut_off`): their weights stay stored but read
    /// as zero, and the certification skips them.
    retired: Vec<bool>,
    /// The start the engine suggested for the first solve (`Matcher::suggest_start`): duals,
    /// and pairs along edges they make tight.
    start: Option<Start<W>>,
    /// The sides the engine suggested for the first candidates (`Matcher::suggest_sides`),
    /// kept until the first solve has balanced its duals between them.
    sides: Vec<Option<bool>>,
}

/// A start suggested by the engine ([`Matcher::suggest_start`]).
struct Start<W> {
    duals: Vec<W>,
    pairs: Vec<(usize, usize)>,
}

impl<W: WeightBits> SparseMatcher<W> {
    /// A matcher over `vertex_count` vertices without edges.
    pub fn new(vertex_count: usize, tuning: &Tuning) -> Result<Self, PairError> {
        let solver = Solver::new(
            DenseGraph::<W>::new(vertex_count),
            MatchingOptions::default(),
        )
        .map_err(PairError::Matching)?;
        Ok(SparseMatcher {
            vertex_count,
            solver,
            started: false,
            marks: vec![false; vertex_count],
            raised: Vec::new(),
            mates: vec![None; vertex_count],
            error: None,
            suggested: Vec::new(),
            prune_at: tuning.prune_at,
            restart_from: tuning.restart_from,
            #[cfg(test)]
            restarts: 0,
            retired: vec![false; vertex_count],
            start: None,
            sides: Vec::new(),
        })
    }

    fn weight(&self, u: usize, v: usize) -> W {
        if self.retired[u] || self.retired[v] {
            return W::zero();
        }
        self.solver.graph().stored_row(u)[v]
    }

    fn in_solver(&self, u: usize, v: usize) -> bool {
        self.solver.graph().edge(u, v).is_some()
    }

    fn add(&mut self, u: usize, v: usize) {
        let weight = self.weight(u, v);
        if let Err(error) = self.solver.set_edge(u, v, weight) {
            self.error.get_or_insert(PairError::Matching(error));
        }
    }

    /// Hands the candidate edges to the solver: for each vertex its nearest neighbours with an
    /// edge on each side in pairing order, and its heaviest edges.
    fn add_candidates(&mut self) {
        let n = self.vertex_count;
        let sides = &self.sides;
        let side = |v: usize| sides.get(v).copied().flatten();
        let across = |u: usize, v: usize| match (side(u), side(v)) {
            (Some(a), Some(b)) => a != b,
            _ => true,
        };
        let mut chosen: Vec<(usize, usize)> = Vec::new();
        let mut by_weight: Vec<(W, usize)> = Vec::with_capacity(n);
        for u in 0..n {
            for v in (u + 1..n)
                .filter(|v| !self.weight(u, *v).is_zero() && across(u, *v))
                .take(NEIGHBOURS)
            {
                chosen.push((u, v));
            }
            by_weight.clear();
            by_weight.extend(
                (0..n)
                    .filter(|v| *v != u && !self.weight(u, *v).is_zero() && across(u, *v))
                    .map(|v| (self.weight(u, v), v)),
            );
            if by_weight.len() > NEIGHBOURS {
                // Heaviest first; among equals the nearest in pairing order.
                by_weight.select_nth_unstable_by(NEIGHBOURS, |a, b| {
                    b.0.cmp(&a.0).then(a.1.abs_diff(u).cmp(&b.1.abs_diff(u)))
                });
                by_weight.truncate(NEIGHBOURS);
            }
            chosen.extend(by_weight.iter().map(|(_, v)| (u, *v)));
        }
        for (u, v) in chosen {
            self.add(u, v);
        }
    }

    /// Starts the solver from `duals` (feasible for the whole graph) and `pairs` (along edges
    /// they make tight). The candidate edges: those pairs and, for each vertex, its nearest
    /// neighbours after it in pairing order (with the engine's suggested edges, where the
    /// searches for the players left exposed go). Adding each vertex's tightest edges too was
    /// measured slower (3.96 s instead of 3.55 s for a synthetic 9,999-player round 2, the
    /// pairs of a start from kinds leaving almost nobody exposed). False when the solver
    /// refuses the start.
    fn start_from(&mut self, duals: Vec<W>, pairs: Vec<(usize, usize)>) -> bool {
        let n = self.vertex_count;
        // The solver checks its own edges only; the certification after the solve would
        // find any other uncovered too, but duals that promise to cover all and do not are a
        // bug in the engine's start.
        #[cfg(test)]
        for u in (0..n).filter(|_| duals.len() == n) {
            let row = self.solver.graph().stored_row(u);
            for v in (0..n).filter(|&v| v != u) {
                assert!(
                    duals[u] + duals[v] >= row[v] + row[v],
                    "start duals leave {u}-{v} uncovered"
                );
            }
        }
        let mut chosen: Vec<(usize, usize)> = pairs.clone();
        for u in 0..n {
            let row = self.solver.graph().stored_row(u);
            chosen.extend(
                (u + 1..n)
                    .filter(|&v| !row[v].is_zero())
                    .take(NEIGHBOURS)
                    .map(|v| (u, v)),
            );
        }
        for (u, v) in chosen {
            self.add(u, v);
        }
        self.solver.start_from_duals(duals, &pairs)
    }

    /// After the first solve on the edges across the suggested sides (every vertex on one):
    /// moves dual from one side to the other ([`rondo_matching::Solver::shift_duals`]) so that
    /// the pairs inside one side, which that solve never saw, are covered where the pairs
    /// inside the other side leave room. The first duals can leave most pairs of one side
    /// short by the same amount (a million pairs in a bracket of 3,102 players of an
    /// accelerated round 3), and adding them all at once makes the next solve visit the whole
    /// graph once per pair the repairs undo; shifted, none of them is missing. Only the
    /// duals move, so the answer is the same. Returns whether the duals moved.
    fn balance_sides(&mut self) -> bool {
        let n = self.vertex_count;
        let sides = std::mem::take(&mut self.sides);
        let Some(sides) = sides.into_iter().collect::<Option<Vec<bool>>>() else {
            return false;
        };
        if sides.len() != n {
            return false;
        }
        let Some(duals) = self.solver.blossom_free_duals().map(<[W]>::to_vec) else {
            return false;
        };
        // Per side: the largest shortfall of a pair inside it that the duals do not cover,
        // the least room of one they cover, and the least dual.
        let mut short = [W::zero(), W::zero()];
        let mut room: [Option<W>; 2] = [None, None];
        let mut least: [Option<W>; 2] = [None, None];
        for u in 0..n {
            let side = usize::from(sides[u]);
            least[side] = Some(least[side].map_or(duals[u], |l: W| l.min(duals[u])));
            let row = self.solver.graph().stored_row(u);
            for v in (u + 1..n).filter(|&v| sides[v] == sides[u]) {
                let weight = row[v];
                if weight.is_zero() {
                    continue;
                }
                let (covered, needed) = (duals[u] + duals[v], weight + weight);
                if covered < needed {
                    short[side] = short[side].max(needed - covered);
                } else {
                    let spare = covered - needed;
                    room[side] = Some(room[side].map_or(spare, |r: W| r.min(spare)));
                }
            }
        }
        // Raise the side that falls short when the other has none short: by half the largest
        // shortfall, as far as the other side's room and duals allow.
        let (up, down) = match (short[0].is_zero(), short[1].is_zero()) {
            (false, true) => (0, 1),
            (true, false) => (1, 0),
            _ => return false,
        };
        let mut amount = short[up].half();
        if let Some(room) = room[down] {
            amount = amount.min(room.half());
        }
        if let Some(least) = least[down] {
            amount = amount.min(least);
        }
        if amount.is_zero() {
            return false;
        }
        let raised: Vec<bool> = sides.iter().map(|&side| usize::from(side) == up).collect();
        self.solver.shift_duals(&raised, amount)
    }

    /// Whether `edges` have an end at more than half of the vertices of a graph large enough
    /// for a cold restart to pay ([`Tuning::restart_from`]).
    fn touch_most_vertices(&mut self, edges: &[(usize, usize)]) -> bool {
        if self.vertex_count < self.restart_from || edges.len() < self.vertex_count / 4 {
            return false;
        }
        self.marks.fill(false);
        for &(u, v) in edges {
            self.marks[u] = true;
            self.marks[v] = true;
        }
        2 * self.marks.iter().filter(|&&mark| mark).count() > self.vertex_count
    }

    /// Of `edges`, the [`RESTART_NEIGHBOURS`] heaviest at each vertex (the lighter ones come
    /// back if the next duals leave them uncovered). A cold solve costs with the edges it
    /// scans: on a 3,383-player bracket, 4.4 s with these instead of 14 s with all 1.4
    /// million.
    fn heaviest_at_each_vertex(&self, edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
        let mut at: Vec<Vec<u32>> = vec![Vec::new(); self.vertex_count];
        for &(u, v) in edges {
            at[u].push(v as u32);
            at[v].push(u as u32);
        }
        let mut kept = Vec::new();
        for (u, neighbours) in at.iter_mut().enumerate() {
            let row = self.solver.graph().stored_row(u);
            // Heaviest first; among equals the nearest in pairing order.
            let order = |a: &u32, b: &u32| {
                let (a, b) = (*a as usize, *b as usize);
                row[b].cmp(&row[a]).then(a.abs_diff(u).cmp(&b.abs_diff(u)))
            };
            if neighbours.len() > RESTART_NEIGHBOURS {
                neighbours.select_nth_unstable_by(RESTART_NEIGHBOURS, order);
                neighbours.truncate(RESTART_NEIGHBOURS);
            }
            kept.extend(
                neighbours
                    .iter()
                    .map(|&v| (u.min(v as usize), u.max(v as usize))),
            );
        }
        kept.sort_unstable();
        kept.dedup();
        kept
    }

    /// The raised edges (emptied) that are still absent and that the solver's duals do not
    /// cover.
    fn uncovered_raised(&mut self) -> Vec<(usize, usize)> {
        let mut raised = std::mem::take(&mut self.raised);
        for edge in &mut raised {
            *edge = (edge.0.min(edge.1), edge.0.max(edge.1));
        }
        raised.sort_unstable();
        raised.dedup();
        let mut uncovered = Vec::new();
        let mut found = Vec::new();
        for group in raised.chunk_by(|a, b| a.0 == b.0) {
            let u = group[0].0;
            let row = self.solver.graph().stored_row(u);
            let edges: Vec<(usize, W)> = group
                .iter()
                .filter(|&&(_, v)| !self.retired[u] && !self.retired[v])
                .map(|&(_, v)| (v, row[v]))
                .filter(|(_, weight)| !weight.is_zero())
                .collect();
            found.clear();
            self.solver.uncovered_at(u, edges, &mut found);
            uncovered.extend(found.iter().map(|&v| (u, v)));
        }
        uncovered
    }

    /// Absent edges at `u` to vertices `v` of `columns` with `keep(v)` that the solver's
    /// duals do not cover.
    fn uncovered_at(
        &mut self,
        u: usize,
        columns: std::ops::Range<usize>,
        keep: impl Fn(usize) -> bool,
        uncovered: &mut Vec<(usize, usize)>,
    ) {
        let mut found = Vec::new();
        self.solver
            .uncovered_in_stored_row(u, columns, |v| !keep(v), &mut found);
        uncovered.extend(found.into_iter().map(|v| (u, v)));
    }
}

impl<W: WeightBits> Matcher<W> for SparseMatcher<W> {
    fn set_weight(&mut self, u: usize, v: usize, weight: W) {
        if self.retired[u] || self.retired[v] {
            debug_assert!(weight.is_zero(), "an edge set at a vertex cut off");
            return;
        }
        if !self.started {
            // Nothing to track before the first solve (the weighing of a whole bracket).
            self.solver.set_dormant(u, v, weight);
            return;
        }
        if weight.is_zero() {
            // Lowering uncovers nothing, so nothing to track; the millions of pairs the
            // steps of art. 4.3 cut are settled on the presence bit and the stored place.
            if self.solver.graph().has_edge(u, v) {
                self.solver.remove_edge(u, v);
            } else if !self.solver.graph().stores_zero(u, v) {
                self.solver.set_dormant(u, v, weight);
            }
            return;
        }
        let previous = self.weight(u, v);
        if previous == weight {
            return;
        }
        if self.started && self.in_solver(u, v) {
            if weight.is_zero() {
                self.solver.remove_edge(u, v);
            } else if let Err(error) = self.solver.set_edge(u, v, weight) {
                self.error.get_or_insert(PairError::Matching(error));
            }
            return;
        }
        self.solver.set_dormant(u, v, weight);
        if self.started && weight > previous {
            self.raised.push((u, v));
        }
    }

    fn place(&mut self, weight: W) -> Option<rondo_matching::Place> {
        self.solver.place(weight)
    }

    fn set_weight_placed(
        &mut self,
        u: usize,
        v: usize,
        weight: W,
        place: Option<rondo_matching::Place>,
    ) {
        if self.started || self.retired[u] || self.retired[v] {
            self.set_weight(u, v, weight);
            return;
        }
        self.solver.set_dormant_placed(u, v, weight, place);
    }

    fn solve(&mut self) -> Result<(), PairError> {
        let n = self.vertex_count;
        let mut check_all = false;
        if !self.started {
            self.started = true;
            let from_duals = self
                .start
                .take()
                .is_some_and(|start| self.start_from(start.duals, start.pairs));
            if from_duals {
                self.sides.clear();
            } else {
                self.add_candidates();
            }
            check_all = true;
        }
        // Suggested edges are where the new optimum is expected: without them its duals
        // would leave many absent edges uncovered, each found only after a solve.
        for (u, v) in std::mem::take(&mut self.suggested) {
            if !self.weight(u, v).is_zero() && !self.in_solver(u, v) {
                self.add(u, v);
            }
        }
        // Raised edges the current duals do not cover would be found missing after the solve;
        // adding them now spares a round.
        for (u, v) in self.uncovered_raised() {
            self.add(u, v);
        }
        loop {
            if let Some(error) = self.error.take() {
                return Err(error);
            }
            let mut matching = self.solver.solve();
            if check_all && !self.sides.is_empty() && self.balance_sides() {
                // A vertex raised while exposed makes the matching no longer optimal: the
                // solve puts that right (and does nothing otherwise).
                matching = self.solver.solve();
            }
            let mut lowered = self.solver.take_lowered_vertices();
            if check_all {
                lowered = (0..n).collect();
            }
            let mut marks = std::mem::take(&mut self.marks);
            marks.fill(false);
            for &u in &lowered {
                marks[u] = true;
            }
            // Each edge once: between two lowered vertices from the smaller end. When every
            // vertex was lowered (the first solve, or a path through the whole graph), that is
            // the columns after each row's own, and the scan reads half of each row.
            let every_vertex = marks.iter().all(|&mark| mark);
            let retired = std::mem::take(&mut self.retired);
            let mut uncovered: Vec<(usize, usize)> = Vec::new();
            for &u in lowered.iter().filter(|&&u| !retired[u]) {
                let columns = if every_vertex { u + 1..n } else { 0..n };
                let keep = |v: usize| !retired[v] && (!marks[v] || v > u);
                self.uncovered_at(u, columns, keep, &mut uncovered);
            }
            self.marks = marks;
            self.retired = retired;
            uncovered.extend(self.uncovered_raised());
            check_all = false;
            if uncovered.is_empty() {
                if self.solver.graph().edge_count() > self.prune_at * n {
                    self.solver.prune();
                }
                self.mates.clear();
                self.mates.extend_from_slice(matching.mates());
                return Ok(());
            }
            // Missing edges at most vertices (after a solve on too few candidates): repairing
            // each raises one end's dual and undoes its pair, so nearly every pair would be
            // undone and the duals left far from any optimum; the solver's own greedy start
            // does better (in a 3,520-player bracket, a 22 s warm solve became a 3 s cold one).
            let restart = self.touch_most_vertices(&uncovered);
            let uncovered = if restart {
                self.heaviest_at_each_vertex(&uncovered)
            } else {
                uncovered
            };
            for (u, v) in uncovered {
                self.add(u, v);
            }
            if restart {
                #[cfg(test)]
                {
                    self.restarts += 1;
                }
                self.solver.restart();
                check_all = true;
            }
        }
    }

    /// The solver's edges among each group go first, in the order `set_weight` would remove
    /// them (so the solver sees the same changes in the same order); every other pair of a
    /// group is a dormant weight, zeroed row by row of the matrix: the test that no exchange
    /// is needed zeroes a quarter of a bracket's pairs this way.
    fn clear_within(&mut self, groups: &[&[usize]]) {
        if !self.started {
            for group in groups {
                for (i, &u) in group.iter().enumerate() {
                    for &v in &group[i + 1..] {
                        self.set_weight(u, v, W::zero());
                    }
                }
            }
            return;
        }
        let mut position: Vec<Option<usize>> = vec![None; self.vertex_count];
        for group in groups {
            let live: Vec<usize> = group
                .iter()
                .copied()
                .filter(|&v| !self.retired[v])
                .collect();
            for (i, &v) in live.iter().enumerate() {
                position[v] = Some(i);
            }
            let mut later: Vec<(usize, usize)> = Vec::new();
            for (i, &u) in live.iter().enumerate() {
                later.clear();
                later.extend(
                    self.solver
                        .graph()
                        .neighbors(u)
                        .filter_map(|(v, _)| position[v].filter(|&j| j > i).map(|j| (j, v))),
                );
                later.sort_unstable();
                for &(_, v) in &later {
                    self.solver.remove_edge(u, v);
                }
            }
            self.solver.clear_dormant_among(&live);
            for &v in &live {
                position[v] = None;
            }
        }
    }

    /// Removes the solver's edges at `u` and `v` (a few each) and retires both: the other
    /// cells of their rows and columns keep their dormant weights, which no scan reads again.
    fn cut_off(&mut self, u: usize, v: usize, _live: impl Iterator<Item = usize>) {
        for end in [u, v] {
            let neighbours: Vec<usize> = self
                .solver
                .graph()
                .neighbors(end)
                .map(|(other, _)| other)
                .collect();
            for other in neighbours {
                self.solver.remove_edge(end, other);
            }
            self.retired[end] = true;
        }
    }

    fn suggest_edge(&mut self, u: usize, v: usize) {
        self.suggested.push((u, v));
    }

    fn suggest_start(&mut self, duals: Vec<W>, pairs: Vec<(usize, usize)>) {
        if !self.started {
            self.start = Some(Start { duals, pairs });
        }
    }

    fn suggest_sides(&mut self, sides: Vec<Option<bool>>) {
        if !self.started {
            self.sides = sides;
        }
    }

    fn raise_dual(&mut self, v: usize, amount: W) {
        if self.started {
            self.solver.raise_dual(v, amount);
        }
    }

    fn excluded(&self, u: usize, v: usize, weight: W, margin: W) -> bool {
        self.started
            && self
                .solver
                .slack(u, v, weight)
                .is_some_and(|slack| slack >= margin + margin)
    }

    /// The solve certified every edge the solver did not see, so the duals hold for all.
    fn blossom_free_duals(&self) -> Option<Vec<W>> {
        if !self.started {
            return None;
        }
        self.solver.blossom_free_duals().map(<[W]>::to_vec)
    }

    fn mate(&self, v: usize) -> Option<usize> {
        self.mates.get(v).copied().flatten()
    }
}

#[cfg(test)]
mod tests;
