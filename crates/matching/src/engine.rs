//! The primal-dual blossom algorithm (Edmonds, with Gabow's and Galil's
//! O(n³) bookkeeping), shared by the one-shot solver and the warm-start [`Solver`](crate::Solver).
//!
//! # Units and invariants
//!
//! The engine solves maximum-weight matching for the shifted weights
//! `w' = w + offset` (the offset is zero unless maximum cardinality is wanted)
//! and works in doubled units so that every quantity stays integral: for an
//! edge `{u, v}` the *slack* is
//!
//! ```text
//! dual[u] + dual[v] + Σ { blossom_dual[B] : B contains u and v } − 2·w'(u, v)
//! ```
//!
//! and between stages the engine keeps:
//!
//! * every slack is non-negative and `blossom_dual[B] ≥ 0` (dual feasibility);
//! * matched edges have zero slack; every blossom's cycle edges have zero slack;
//!   a blossom with positive dual holds `(|B| − 1) / 2` matched edges;
//! * every blossom dual is even, so halving it (or the slack of an edge between
//!   two outer vertices of one alternating tree) is exact.
//!
//! Exposed vertices may have any non-negative dual. The solution is optimal when
//! every exposed vertex has dual zero; each *stage* grows a single alternating
//! tree from one exposed vertex with positive dual and ends when that vertex is
//! matched or a vertex of its tree reaches dual zero. Growing one tree at a time
//! (rather than all exposed vertices at once) keeps stages cheap when few roots
//! are left, which is exactly the warm-start situation, and makes the parity
//! argument above local to one tree.
//!
//! # Lazy dual changes
//!
//! A dual change must not cost time proportional to the tree, or large trees
//! (common in maximum-cardinality mode) make every stage quadratic. So within a
//! stage, with `Δ` the total change so far and `K` the root's dual at the start
//! (which bounds `Δ`, as the root's dual stays non-negative), values are stored
//! in forms that a change leaves untouched:
//!
//! * vertex duals: free `actual`, outer `actual + Δ`, inner `actual + K − Δ`;
//! * duals of tree blossoms: `actual` as of a time stamp;
//! * least slacks: to a free vertex `slack + Δ`, between outer blossoms
//!   `slack + 2Δ`, and the inner blossoms' dual-zero times likewise.
//!
//! A candidate event further away than the least outer vertex dual (a slack
//! to a free vertex, half a slack between outer blossoms, half an inner
//! blossom's dual) is not recorded: that gap can only grow, so the stage ends
//! before the event could happen. This keeps every stored key within `2K`.
//!
//! # Bounds
//!
//! With `W'` the largest shifted weight, every vertex dual stays within
//! `0..=2W'` (a matched vertex has a tight edge, an exposed one only loses dual),
//! blossom duals within `0..=2W'`, and slacks and stored forms within `0..=4W'`.
//! The public weight limit guarantees `4W' ≤ W::MAX`.

use core::cmp::Reverse;
use core::mem;
use core::ops::{Index, Range};
use std::collections::BinaryHeap;

use rustc_hash::FxHashSet;

use crate::graph::WeightedGraph;
use crate::graph::access::Access;
use crate::matching::{Blossom, Certificate, MAX_VERTICES, Matching};
use crate::weight::Weight;

/// A vertex or node id that may be absent (no mate, no parent, no base, the root's missing
/// tree edge): an `Option<u32>` in four bytes, since ids stay below [`MAX_VERTICES`] ` * 3 / 2`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Link(u32);

impl Link {
    /// No vertex or node.
    const NONE: Link = Link(u32::MAX);

    /// The vertex or node `id`.
    fn to(id: u32) -> Link {
        debug_assert!(id != u32::MAX);
        Link(id)
    }

    fn get(self) -> Option<u32> {
        (self.0 != u32::MAX).then_some(self.0)
    }

    fn is_none(self) -> bool {
        self.0 == u32::MAX
    }

    fn is_some(self) -> bool {
        self.0 != u32::MAX
    }
}

/// The label of a top-level blossom in the current alternating tree.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Label {
    /// Not in the tree.
    Free,
    /// At even distance from the root ("S"): its dual decreases.
    Outer,
    /// At odd distance from the root ("T"): its dual increases.
    Inner,
}

/// A directed reference to an edge: `from` is the tree-side endpoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Arc {
    from: u32,
    to: u32,
    key: usize,
}

/// Whether an (unsigned) value is even.
fn is_even<W: Weight>(value: W) -> bool {
    value.half() + value.half() == value
}

/// A row of weights for [`Engine::uncovered_in_row`]: `weights[v]` for `v < len`, and
/// `needed(v)`, the bound of that weight ([`needed_key`]).
pub(crate) struct RowScan<'a, R: ?Sized, N> {
    pub(crate) weights: &'a R,
    /// The entries scanned.
    pub(crate) columns: Range<usize>,
    pub(crate) needed: N,
}

/// The event that limits a dual change, and where it happens.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// An outer vertex reaches dual zero.
    VertexDualZero(u32),
    /// The least-slack edge from the tree to this free vertex becomes tight.
    FreeEdgeTight { vertex: u32, arc: Arc },
    /// The least-slack edge between an outer blossom and another becomes tight.
    OuterEdgeTight(Arc),
    /// This inner blossom's dual reaches zero.
    InnerBlossomZero(u32),
}

/// Counts one step of the algorithm in [`Stats`]; outside tests it compiles to nothing.
macro_rules! count {
    ($engine:ident . $counter:ident) => {
        #[cfg(test)]
        {
            $engine.stats.$counter += 1;
        }
    };
}

/// Counters of the algorithm's steps, read by the unit tests to make sure
/// random inputs exercise every path. They exist only in test builds.
#[cfg(test)]
#[derive(Clone, Debug, Default)]
pub(crate) struct Stats {
    pub(crate) stages: u64,
    pub(crate) augmentations: u64,
    pub(crate) blossoms_formed: u64,
    pub(crate) inner_expansions: u64,
    pub(crate) stage_end_expansions: u64,
    pub(crate) zero_dual_flips: u64,
    pub(crate) dual_changes: u64,
    pub(crate) dissolved: u64,
    pub(crate) raised: u64,
    pub(crate) scanned: u64,
    /// Changed edges inside a blossom that [`Engine::repair_edges`] found needing no repair.
    pub(crate) settled_in_blossom: u64,
}

/// The algorithm's state. Vertices are nodes `0..n`; blossoms are nodes
/// `n..n + n/2` (a laminar family of odd sets with at least three children
/// each has fewer than `n/2` members).
pub(crate) struct Engine<W> {
    vertex_count: usize,
    offset: W,

    // Per vertex.
    mate: Vec<Link>,
    /// The vertex duals, stored as described in the module documentation.
    dual: Vec<W>,
    /// The key of the vertex's top-level node: `key_owner[top_key[v]]` is that node. A
    /// blossom takes over its largest child's key, so forming or expanding one relabels only
    /// the vertices of its other children (see [`Engine::take_over_keys`]); nests thousands of
    /// blossoms deep would otherwise relabel every member at every level.
    top_key: Vec<u32>,
    /// The top-level node holding each key (keys are vertex ids; see `top_key`).
    key_owner: Vec<u32>,
    /// The label of the vertex's top-level blossom, cached per vertex because
    /// the hot loops look it up for every edge and every vertex.
    vertex_label: Vec<Label>,
    /// Least-slack edge from an outer vertex to this non-outer vertex.
    best_free: Vec<Option<Arc>>,
    /// For an inner vertex, the slack of `best_free`; for a free vertex, its
    /// *key* `slack + stage_delta`, which stays put while the slack shrinks with
    /// every dual change (so dual changes need not touch free vertices).
    /// `W::MAX`, larger than any slack, when there is no such edge.
    best_free_slack: Vec<W>,

    // Per node.
    parent: Vec<Link>,
    base: Vec<Link>,
    /// Meaningful for top-level nodes; nested blossoms are kept `Free`.
    label: Vec<Label>,
    /// For an outer blossom, `(mate of its base, its base)`; for an inner one,
    /// `(outer vertex, vertex in the blossom)`; `None` for the root.
    label_edge: Vec<Option<(u32, u32)>>,
    /// Least-slack edge from this outer blossom to another outer blossom.
    best_outer: Vec<Option<Arc>>,
    /// Its stored slack `slack + 2Δ`; `W::MAX`, larger than any slack, when there is none.
    best_outer_slack: Vec<W>,
    /// For a top-level blossom of the tree, its dual as of `blossom_stamp`;
    /// otherwise its dual.
    blossom_dual: Vec<W>,
    blossom_stamp: Vec<W>,
    /// The key the node's vertices carry while it is top-level (`top_key`): a vertex's own id,
    /// a blossom's inherited from its largest child when formed.
    node_key: Vec<u32>,
    /// The number of vertices in the node.
    node_size: Vec<u32>,
    /// Bumped whenever a node is labelled, so stale heap entries can be told apart.
    generation: Vec<u32>,
    /// Sub-blossoms in cycle order, starting with the one holding the base.
    children: Vec<Vec<u32>>,
    /// `cycle[b][i]` joins `children[b][i]` (first endpoint) and `children[b][i + 1]`.
    cycle: Vec<Vec<(u32, u32)>>,
    /// For each outer top-level blossom (trivial ones included): edges to
    /// other outer blossoms, at least the least-slack one to each. Filled by
    /// scanning, merged and compacted when blossoms form.
    outer_list: Vec<Vec<Arc>>,
    in_use: Vec<bool>,
    free_ids: Vec<u32>,

    // The current stage.
    /// Total dual change so far in this stage (`Δ`).
    stage_delta: W,
    /// The root's dual at the start of the stage (`K`), an upper bound on `Δ`.
    stage_cap: W,
    /// Least stored dual (`actual + Δ`) of an outer vertex, and that vertex.
    outer_minimum: W,
    outer_minimum_vertex: Link,
    /// `(slack + 2Δ, outer node, generation)` of least-slack outer edges.
    outer_events: BinaryHeap<Reverse<(W, u32, u32)>>,
    /// `(dual + 2Δ, inner blossom, generation)`.
    inner_events: BinaryHeap<Reverse<(W, u32, u32)>>,
    /// Vertices labelled in this stage (some may have become free again).
    tree_vertices: Vec<u32>,
    in_tree_vertices: Vec<bool>,
    /// Non-trivial blossoms labelled in this stage (ids may have been recycled).
    tree_blossoms: Vec<u32>,
    in_tree_blossoms: Vec<bool>,
    /// Vertices with a `best_free` edge.
    free_touched: Vec<u32>,
    /// The free vertex with the smallest key, unless `free_minimum_stale`.
    free_minimum: Link,
    free_minimum_stale: bool,

    // Scratch space, kept to avoid allocating in the loops.
    queue: Vec<u32>,
    queue_head: usize,
    marked: Vec<bool>,
    best_to: Vec<Option<Arc>>,
    best_to_slack: Vec<W>,
    touched: Vec<u32>,
    tight_edges: Vec<Arc>,
    node_stack: Vec<u32>,
    leaf_buffer: Vec<u32>,
    rotate_stack: Vec<(u32, u32)>,
    chain_a: Vec<u32>,
    chain_b: Vec<u32>,

    #[cfg(test)]
    pub(crate) stats: Stats,
    /// Vertices that were outer in an alternating tree since
    /// [`Engine::take_lowered_vertices`] was last called (the only vertices whose dual can have
    /// decreased), and their marks.
    visited: Vec<u32>,
    in_visited: Vec<bool>,
    /// For [`Engine::uncovered_at`]: whether `leaf_position` and `node_span` describe the
    /// current blossoms (leaves of each blossom numbered consecutively).
    layout_valid: bool,
    leaf_position: Vec<u32>,
    node_span: Vec<(u32, u32)>,
    laid_out: Vec<bool>,
    /// Per leaf position, the blossom duals shared with the vertex `row_shared_for`
    /// ([`Engine::paint_row`]).
    row_shared: Vec<W>,
    row_shared_for: Option<usize>,
    /// Valid with the layout: every blossom's cycle edges (as `(min, max)`), so that whether an
    /// edge holds a blossom together is one look-up.
    cycle_edges: FxHashSet<(u32, u32)>,
    /// Whether `keys` match the duals (a repair can raise a dual without changing the
    /// blossoms' layout).
    keys_valid: bool,
    keys: DualKeys<W>,
}

/// Short keys of the duals, so that [`Engine::uncovered_in_row`] settles most entries in
/// 128-bit arithmetic. With `e(v) = 2·dual(v) + Z(v)`, `Z(v)` the dual of `v`'s top-level
/// blossom (zero for a vertex alone), a pair inside one top-level blossom is covered when
/// `e(u) + e(v) ≥ 4·weight` less the doubled duals of the smaller blossoms holding both, and a
/// pair across two when `2·dual(u) + 2·dual(v) ≥ 4·weight` (doubled units throughout).
///
/// The values `e(v)` fall into a few clusters, each within `2^124` of its least value, its
/// base `B(c)`: in the first optimum of a large bracket one blossom spans the bracket and
/// carries nearly all the dual, so the values are huge but close together, and half the pairs
/// are exactly tight; a handful of vertices outside it, or with a large dual of their own,
/// make the other clusters. A vertex's keys are its values less its cluster's base, and the
/// bound of an entry ([`needed_key`]) is `4·weight − B(c(u)) − B(c(v))`, so the test is exact.
/// With more clusters than [`MAX_CLUSTERS`] there is one, and the values are divided by
/// `2^shift` (keys rounded down, bounds up): a key sum that reaches the bound still proves the
/// pair covered, and the others are compared exactly.
#[derive(Clone, Debug, Default)]
struct DualKeys<W> {
    /// The base of each cluster, in increasing order.
    bases: Vec<W>,
    shift: u32,
    /// Changes whenever `bases` or `shift` do, for callers that keep bounds per weight.
    generation: u64,
    /// Whether the values fit the weight type; when not, no entry is settled by keys.
    usable: bool,
    cluster: Vec<u8>,
    /// `⌊(e(v) − B(c(v))) / 2^shift⌋`, in `0..2^124`.
    in_top: Vec<i128>,
    /// `⌊(2·dual(v) − B(c(v))) / 2^shift⌋`, or [`KEY_FLOOR`] when below it.
    alone: Vec<i128>,
}

/// The most clusters of [`DualKeys`]: an entry's bound depends on the clusters of both ends,
/// so a caller keeps up to `MAX_CLUSTERS²` bounds per weight. (Brackets of 2,000 players were
/// seen with 5 to 8.)
const MAX_CLUSTERS: usize = 8;
/// The least key a vertex alone gets (it stands for every lower value): no sum that contains
/// it can reach [`NEED_FLOOR`], since the other keys are below `2^124`.
const KEY_FLOOR: i128 = -(1 << 125);
/// The least bound an entry of positive weight needs (bounds below it are raised to it,
/// which only makes the test stricter).
const NEED_FLOOR: i128 = -(1 << 124) + 1;

/// The bound [`Engine::uncovered_in_row`] compares key sums with for an entry of `weight`
/// between vertices whose clusters' bases add up to `bases` ([`Engine::dual_keys`]):
/// `⌈(4·weight − bases) / 2^shift⌉`, raised to [`NEED_FLOOR`] and saturating to `i128::MAX`
/// (never reached). A zero weight needs nothing: it stands for no edge, which non-negative
/// duals always cover.
pub(crate) fn needed_key<W: Weight>(weight: W, bases: W, shift: u32) -> i128 {
    if weight == W::ZERO {
        return i128::MIN;
    }
    let Some(four) = weight
        .checked_add(weight)
        .and_then(|twice| twice.checked_add(twice))
    else {
        return i128::MAX;
    };
    if four >= bases {
        let bound = (four - bases)
            .prefix_u128(shift)
            .saturating_add(u128::from(shift > 0));
        i128::try_from(bound).unwrap_or(i128::MAX)
    } else {
        // Rounding a negative value up is rounding its magnitude down.
        let magnitude = (bases - four).prefix_u128(shift);
        i128::try_from(magnitude).map_or(NEED_FLOOR, |magnitude| (-magnitude).max(NEED_FLOOR))
    }
}

impl<W: Weight> Engine<W> {
    /// An engine for `vertex_count ≤ MAX_VERTICES` vertices, every vertex exposed
    /// with dual zero. Call [`Engine::initialize`] before [`Engine::run`].
    pub(crate) fn new(vertex_count: usize, offset: W) -> Self {
        debug_assert!(vertex_count <= MAX_VERTICES);
        let blossom_capacity = vertex_count / 2;
        let node_count = vertex_count + blossom_capacity;
        let first_blossom = vertex_count as u32;
        Self {
            vertex_count,
            offset,
            mate: vec![Link::NONE; vertex_count],
            dual: vec![W::ZERO; vertex_count],
            top_key: (0..first_blossom).collect(),
            key_owner: (0..first_blossom).collect(),
            vertex_label: vec![Label::Free; vertex_count],
            best_free: vec![None; vertex_count],
            best_free_slack: vec![W::MAX; vertex_count],
            parent: vec![Link::NONE; node_count],
            base: (0..first_blossom)
                .map(Link::to)
                .chain(core::iter::repeat_n(Link::NONE, blossom_capacity))
                .collect(),
            label: vec![Label::Free; node_count],
            label_edge: vec![None; node_count],
            best_outer: vec![None; node_count],
            best_outer_slack: vec![W::MAX; node_count],
            blossom_dual: vec![W::ZERO; node_count],
            blossom_stamp: vec![W::ZERO; node_count],
            node_key: (0..first_blossom)
                .chain(core::iter::repeat_n(0, blossom_capacity))
                .collect(),
            node_size: vec![1; node_count],
            generation: vec![0; node_count],
            children: vec![Vec::new(); node_count],
            cycle: vec![Vec::new(); node_count],
            outer_list: vec![Vec::new(); node_count],
            in_use: vec![false; node_count],
            stage_delta: W::ZERO,
            stage_cap: W::ZERO,
            outer_minimum: W::MAX,
            outer_minimum_vertex: Link::NONE,
            outer_events: BinaryHeap::new(),
            inner_events: BinaryHeap::new(),
            tree_vertices: Vec::new(),
            in_tree_vertices: vec![false; vertex_count],
            tree_blossoms: Vec::new(),
            in_tree_blossoms: vec![false; node_count],
            free_touched: Vec::new(),
            free_minimum: Link::NONE,
            free_minimum_stale: false,
            // Reversed so that the lowest id is handed out first.
            free_ids: (first_blossom..node_count as u32).rev().collect(),
            queue: Vec::new(),
            queue_head: 0,
            marked: vec![false; node_count],
            best_to: vec![None; node_count],
            best_to_slack: vec![W::ZERO; node_count],
            touched: Vec::new(),
            tight_edges: Vec::new(),
            node_stack: Vec::new(),
            leaf_buffer: Vec::new(),
            rotate_stack: Vec::new(),
            chain_a: Vec::new(),
            chain_b: Vec::new(),
            #[cfg(test)]
            stats: Stats::default(),
            visited: Vec::new(),
            in_visited: vec![false; vertex_count],
            layout_valid: false,
            leaf_position: vec![0; vertex_count],
            node_span: vec![(0, 0); node_count],
            laid_out: vec![false; node_count],
            row_shared: vec![W::ZERO; vertex_count],
            row_shared_for: None,
            cycle_edges: FxHashSet::default(),
            keys_valid: false,
            keys: DualKeys {
                cluster: vec![0; vertex_count],
                in_top: vec![0; vertex_count],
                alone: vec![0; vertex_count],
                ..DualKeys::default()
            },
        }
    }

    /// The weight offset the engine was created with.
    pub(crate) fn offset(&self) -> W {
        self.offset
    }

    /// The top-level node containing `vertex` (the vertex itself when it is in no blossom).
    #[inline]
    fn top(&self, vertex: usize) -> u32 {
        self.key_owner[self.top_key[vertex] as usize]
    }

    /// Whether two vertices lie in the same top-level node.
    #[inline]
    fn same_top(&self, a: usize, b: usize) -> bool {
        self.top_key[a] == self.top_key[b]
    }

    /// The blossom directly containing `node`, which is not top-level.
    #[inline]
    fn parent_of(&self, node: u32) -> u32 {
        let Some(parent) = self.parent[node as usize].get() else {
            unreachable!("node {node} is top-level")
        };
        parent
    }

    /// The base vertex of a node in use (a vertex is its own base).
    #[inline]
    fn base_of(&self, node: u32) -> u32 {
        let Some(base) = self.base[node as usize].get() else {
            unreachable!("node {node} is not in use")
        };
        base
    }

    #[inline]
    fn is_blossom(&self, node: u32) -> bool {
        node as usize >= self.vertex_count
    }

    /// `2 · (weight + offset)`: the right-hand side of an edge's dual constraint.
    #[inline]
    fn doubled(&self, weight: W) -> W {
        let shifted = weight + self.offset;
        shifted + shifted
    }

    /// The dual of `vertex`, decoded from its stored form.
    #[inline]
    fn vertex_dual(&self, vertex: usize) -> W {
        match self.vertex_label[vertex] {
            Label::Free => self.dual[vertex],
            Label::Outer => self.dual[vertex] - self.stage_delta,
            Label::Inner => self.dual[vertex] - (self.stage_cap - self.stage_delta),
        }
    }

    /// The dual of a blossom, decoded from its time-stamped form.
    fn current_blossom_dual(&self, blossom: u32) -> W {
        let index = blossom as usize;
        let dual = self.blossom_dual[index];
        match self.label[index] {
            Label::Free => dual,
            Label::Outer | Label::Inner => {
                let elapsed = self.stage_delta - self.blossom_stamp[index];
                if self.label[index] == Label::Outer {
                    dual + elapsed + elapsed
                } else {
                    dual - elapsed - elapsed
                }
            }
        }
    }

    /// The least dual of an outer vertex: no candidate event with a larger
    /// (half-)slack can happen in this stage.
    #[inline]
    fn least_outer_dual(&self) -> W {
        self.outer_minimum - self.stage_delta
    }

    /// Slack of an edge whose endpoints lie in different top-level blossoms
    /// (so no blossom dual contributes).
    #[inline]
    fn slack_between(&self, from: u32, to: u32, weight: W) -> W {
        let sum = self.vertex_dual(from as usize) + self.vertex_dual(to as usize);
        let target = self.doubled(weight);
        debug_assert!(sum >= target, "dual constraint violated on ({from}, {to})");
        sum - target
    }

    // ----------------------------------------------------------------------
    // Start and main loop
    // ----------------------------------------------------------------------

    /// Finds a good starting point: feasible duals that are as small as a
    /// cheap heuristic can make them, and a greedy matching on tight edges.
    ///
    /// Every vertex starts with the dual `max(w')` over its edges (feasible:
    /// each endpoint covers the edge alone), and mutually heaviest edges are
    /// matched. Then each exposed vertex lowers its dual to the least feasible
    /// value, `max(2w'(v, u) − dual[u])` over its edges, which makes at least
    /// one of its edges tight, and takes an exposed partner along such an edge
    /// if there is one. On random dense graphs this leaves a small fraction of
    /// the vertices for the stages, each of which costs a tree search.
    pub(crate) fn initialize<G: Access<W>>(&mut self, graph: &G) {
        for vertex in 0..self.vertex_count {
            let mut largest = W::ZERO;
            for (_, key) in graph.neighbors_with_keys(vertex) {
                largest = largest.max(graph.weight_by_key(key) + self.offset);
            }
            self.dual[vertex] = largest;
        }
        for vertex in 0..self.vertex_count {
            if self.mate[vertex].is_some() || self.dual[vertex] == W::ZERO {
                continue;
            }
            for (neighbor, key) in graph.neighbors_with_keys(vertex) {
                let other = neighbor as usize;
                if self.mate[other].is_none()
                    && self.dual[vertex] + self.dual[other]
                        == self.doubled(graph.weight_by_key(key))
                {
                    self.mate[vertex] = Link::to(neighbor);
                    self.mate[other] = Link::to(vertex as u32);
                    break;
                }
            }
        }
        self.shift_pair_duals(graph);
        for vertex in 0..self.vertex_count {
            if self.mate[vertex].is_some() || self.dual[vertex] == W::ZERO {
                continue;
            }
            // The least dual that keeps every edge at `vertex` feasible, and
            // the first exposed neighbour whose edge it makes tight.
            let mut least = W::ZERO;
            let mut partner = Link::NONE;
            for (neighbor, key) in graph.neighbors_with_keys(vertex) {
                let other = neighbor as usize;
                let target = self.doubled(graph.weight_by_key(key));
                let needed = if target > self.dual[other] {
                    target - self.dual[other]
                } else {
                    W::ZERO
                };
                if needed > least {
                    least = needed;
                    partner = if self.mate[other].is_none() {
                        Link::to(neighbor)
                    } else {
                        Link::NONE
                    };
                } else if needed == least && partner.is_none() && self.mate[other].is_none() {
                    partner = Link::to(neighbor);
                }
            }
            self.dual[vertex] = least;
            if let (Some(partner), true) = (partner.get(), least > W::ZERO) {
                self.mate[vertex] = Link::to(partner);
                self.mate[partner as usize] = Link::to(vertex as u32);
            }
        }
    }

    /// The start of [`crate::Solver::start_from_duals`]: the given duals (feasible for every
    /// edge) and mates (along tight edges), then a greedy matching along the other edges the
    /// duals make tight.
    pub(crate) fn start_from_duals<G: Access<W>>(
        &mut self,
        graph: &G,
        duals: Vec<W>,
        mates: &[Option<usize>],
    ) {
        debug_assert_eq!(duals.len(), self.vertex_count);
        self.dual = duals;
        for (vertex, mate) in mates.iter().enumerate() {
            if let Some(mate) = mate {
                self.mate[vertex] = Link::to(*mate as u32);
            }
        }
        for vertex in 0..self.vertex_count {
            if self.mate[vertex].is_some() || self.dual[vertex] == W::ZERO {
                continue;
            }
            let partner = graph.neighbors_with_keys(vertex).find(|&(neighbor, key)| {
                let other = neighbor as usize;
                self.mate[other].is_none()
                    && self.dual[vertex] + self.dual[other]
                        == self.doubled(graph.weight_by_key(key))
            });
            if let Some((neighbor, _)) = partner {
                self.mate[vertex] = Link::to(neighbor);
                self.mate[neighbor as usize] = Link::to(vertex as u32);
            }
        }
    }

    /// Between the two greedy passes: for each pair matched so far, moves half the room of
    /// the end whose other edges leave more room to the other end (the pair stays tight and
    /// every edge covered). A vertex whose edges are the heaviest of nearly all its
    /// neighbours (a player moved down, whose pairs score more) is matched by the first pass
    /// with both ends at their largest weight; left so, his edges bind every neighbour's
    /// least dual in the second pass, which then matches almost nobody (2 of 1,658 vertices
    /// in one bracket). Raised, he covers those edges himself; moving only half the room
    /// keeps his mate from binding the neighbours instead (1,602 of 1,658 matched).
    fn shift_pair_duals<G: Access<W>>(&mut self, graph: &G) {
        // How far the dual of `vertex` may fall: its least slack off the pair, and the dual.
        let room = |engine: &Self, vertex: usize| -> W {
            let mate = engine.mate[vertex];
            graph
                .neighbors_with_keys(vertex)
                .filter(|&(neighbor, _)| Link::to(neighbor) != mate)
                .map(|(neighbor, key)| {
                    engine.slack_between(vertex as u32, neighbor, graph.weight_by_key(key))
                })
                .fold(engine.dual[vertex], W::min)
        };
        for vertex in 0..self.vertex_count {
            let Some(mate) = self.mate[vertex].get().map(|mate| mate as usize) else {
                continue;
            };
            if mate < vertex {
                continue;
            }
            let (own_room, mate_room) = (room(self, vertex), room(self, mate));
            let (giver, taker, amount) = if own_room >= mate_room {
                (vertex, mate, own_room.half())
            } else {
                (mate, vertex, mate_room.half())
            };
            self.dual[giver] = self.dual[giver] - amount;
            self.dual[taker] = self.dual[taker] + amount;
        }
    }

    /// Runs stages until every exposed vertex has dual zero. A stage never
    /// creates an exposed vertex with positive dual, so one pass suffices.
    pub(crate) fn run<G: Access<W>>(&mut self, graph: &G) {
        self.layout_valid = false;
        for root in 0..self.vertex_count {
            if self.mate[root].is_none() && self.dual[root] > W::ZERO {
                self.stage(graph, root as u32);
            }
        }
    }

    fn stage<G: Access<W>>(&mut self, graph: &G, root: u32) {
        count!(self.stages);
        self.stage_delta = W::ZERO;
        self.stage_cap = self.dual[root as usize];
        let root_blossom = self.top(root as usize);
        self.label_edge[root_blossom as usize] = None;
        self.make_outer(root_blossom);

        'grow: loop {
            while let Some(&vertex) = self.queue.get(self.queue_head) {
                self.queue_head += 1;
                if self.scan(graph, vertex) {
                    break 'grow;
                }
            }
            let (amount, event) = self.next_event();
            count!(self.dual_changes);
            self.stage_delta = self.stage_delta + amount;
            match event {
                Event::VertexDualZero(vertex) => {
                    // Tree vertices other than the root are matched.
                    if self.mate[vertex as usize].is_some() {
                        count!(self.zero_dual_flips);
                    }
                    self.flip_to_root(vertex, Link::NONE);
                    break 'grow;
                }
                Event::FreeEdgeTight { vertex, arc } => {
                    debug_assert!(self.best_free_slack[vertex as usize] == self.stage_delta);
                    if self.reach_free(arc.from, arc.to) {
                        break 'grow;
                    }
                }
                Event::OuterEdgeTight(arc) => {
                    self.form_blossom(graph, arc.from, arc.to);
                }
                Event::InnerBlossomZero(blossom) => self.expand_inner(blossom),
            }
        }
        self.finish_stage();
    }

    /// Writes the tree's duals back in plain form, expands the zero-dual
    /// blossoms and clears the labels, leaving a state ready for the next
    /// stage or for warm-start repairs.
    fn finish_stage(&mut self) {
        for position in 0..self.tree_vertices.len() {
            let vertex = self.tree_vertices[position] as usize;
            self.dual[vertex] = self.vertex_dual(vertex);
            self.vertex_label[vertex] = Label::Free;
        }
        for position in 0..self.tree_blossoms.len() {
            let blossom = self.tree_blossoms[position];
            self.blossom_dual[blossom as usize] = self.current_blossom_dual(blossom);
            self.label[blossom as usize] = Label::Free;
        }
        self.expand_zero_dual_blossoms();
        self.reset_labels();
        #[cfg(test)]
        self.check_keys();
    }

    /// Checks the keys against the parent links (test builds, after each stage): every
    /// vertex's key names the node found by walking up from it, each top-level node holds its
    /// own key, and each node's size counts its vertices.
    #[cfg(test)]
    pub(crate) fn check_keys(&self) {
        for vertex in 0..self.vertex_count {
            let mut node = vertex as u32;
            while let Some(parent) = self.parent[node as usize].get() {
                node = parent;
            }
            assert_eq!(self.top(vertex), node, "the key of vertex {vertex}");
            assert_eq!(self.top_key[vertex], self.node_key[node as usize]);
        }
        for node in 0..self.children.len() {
            let in_use = node < self.vertex_count || self.in_use[node];
            if !in_use {
                continue;
            }
            if self.is_blossom(node as u32) {
                let size: u32 = self.children[node]
                    .iter()
                    .map(|&child| self.node_size[child as usize])
                    .sum();
                assert_eq!(self.node_size[node], size, "the size of blossom {node}");
            }
        }
    }

    /// Clears what the stage labelled or recorded. Costs as much as the stage
    /// touched, not O(n): sparse graphs have many small stages.
    fn reset_labels(&mut self) {
        for &vertex in &self.tree_vertices {
            let index = vertex as usize;
            self.in_tree_vertices[index] = false;
            self.vertex_label[index] = Label::Free;
            self.label[index] = Label::Free;
            self.best_outer[index] = None;
            self.best_outer_slack[index] = W::MAX;
            self.outer_list[index].clear();
        }
        self.tree_vertices.clear();
        for &blossom in &self.tree_blossoms {
            let index = blossom as usize;
            self.in_tree_blossoms[index] = false;
            self.label[index] = Label::Free;
            self.best_outer[index] = None;
            self.best_outer_slack[index] = W::MAX;
            self.outer_list[index].clear();
        }
        self.tree_blossoms.clear();
        for &vertex in &self.free_touched {
            self.best_free[vertex as usize] = None;
            self.best_free_slack[vertex as usize] = W::MAX;
        }
        self.free_touched.clear();
        self.queue.clear();
        self.queue_head = 0;
        self.stage_delta = W::ZERO;
        self.stage_cap = W::ZERO;
        self.outer_minimum = W::MAX;
        self.outer_minimum_vertex = Link::NONE;
        self.outer_events.clear();
        self.inner_events.clear();
        self.free_minimum = Link::NONE;
        self.free_minimum_stale = false;
    }

    /// Looks at every edge of a newly outer vertex. Returns `true` if the stage
    /// ended with an augmentation.
    ///
    /// The first pass only reads the tree and records least-slack edges, so it
    /// runs over plain field borrows; the tight edges it finds change the tree
    /// and are handled afterwards, re-examined in the tree's new shape. Edges
    /// whose class changes in between are not lost: an edge into a vertex that
    /// becomes outer is recorded again when that vertex is scanned.
    fn scan<G: Access<W>>(&mut self, graph: &G, vertex: u32) -> bool {
        count!(self.scanned);
        let mut tight = mem::take(&mut self.tight_edges);
        tight.clear();
        let own = self.top(vertex as usize);
        let (own_best, own_best_key) = {
            let delta = self.stage_delta;
            let inner_shift = self.stage_cap - delta;
            let free_bound = self.least_outer_dual();
            let outer_bound = free_bound + free_bound;
            let own_dual = self.dual[vertex as usize] - delta;
            let offset = self.offset;
            let top_key = &self.top_key;
            let own_key = self.top_key[vertex as usize];
            let dual = &self.dual;
            let vertex_label = &self.vertex_label;
            let best_free = &mut self.best_free;
            let best_free_slack = &mut self.best_free_slack;
            let free_touched = &mut self.free_touched;
            let own_list = &mut self.outer_list[own as usize];
            let mut free_minimum = self.free_minimum;
            let mut own_best = self.best_outer[own as usize];
            let mut own_best_key = self.best_outer_slack[own as usize];
            for (neighbor, key) in graph.neighbors_with_keys(vertex as usize) {
                let other = neighbor as usize;
                if top_key[other] == own_key {
                    continue;
                }
                let label = vertex_label[other];
                let other_dual = match label {
                    Label::Free => dual[other],
                    Label::Outer => dual[other] - delta,
                    Label::Inner => dual[other] - inner_shift,
                };
                let shifted = graph.weight_by_key(key) + offset;
                let sum = own_dual + other_dual;
                let target = shifted + shifted;
                debug_assert!(
                    sum >= target,
                    "dual constraint violated on ({vertex}, {neighbor})"
                );
                let slack = sum - target;
                let arc = Arc {
                    from: vertex,
                    to: neighbor,
                    key,
                };
                match label {
                    Label::Outer | Label::Free if slack == W::ZERO => tight.push(arc),
                    Label::Outer => {
                        debug_assert!(is_even(slack));
                        if slack <= outer_bound {
                            // Later scans of other outer vertices do not
                            // revisit this edge: remember it for merging.
                            own_list.push(arc);
                            let stored = slack + delta + delta;
                            if stored < own_best_key {
                                own_best = Some(arc);
                                own_best_key = stored;
                            }
                        }
                    }
                    Label::Inner => {
                        // Kept exactly: the slack stays put while the vertex is
                        // inner, and matters again if its blossom expands.
                        if slack < best_free_slack[other] {
                            if best_free[other].is_none() {
                                free_touched.push(neighbor);
                            }
                            best_free[other] = Some(arc);
                            best_free_slack[other] = slack;
                        }
                    }
                    Label::Free => {
                        if slack <= free_bound {
                            let stored = slack + delta;
                            if stored < best_free_slack[other] {
                                if best_free[other].is_none() {
                                    free_touched.push(neighbor);
                                }
                                best_free[other] = Some(arc);
                                best_free_slack[other] = stored;
                                if free_minimum
                                    .get()
                                    .is_none_or(|least| stored < best_free_slack[least as usize])
                                {
                                    free_minimum = Link::to(neighbor);
                                }
                            }
                        }
                    }
                }
            }
            if !self.free_minimum_stale {
                self.free_minimum = free_minimum;
            }
            (own_best, own_best_key)
        };
        if own_best_key < self.best_outer_slack[own as usize] {
            self.set_best_outer(own, own_best, own_best_key);
        }
        let mut augmented = false;
        for &arc in &tight {
            let own = self.top(vertex as usize);
            let other = self.top(arc.to as usize);
            if own == other {
                continue;
            }
            match self.label[other as usize] {
                Label::Outer => self.form_blossom(graph, vertex, arc.to),
                Label::Free => {
                    if self.reach_free(vertex, arc.to) {
                        augmented = true;
                        break;
                    }
                }
                Label::Inner => self.record_tight_inner_edge(arc),
            }
        }
        self.tight_edges = tight;
        augmented
    }

    /// Records the least-slack edge from outer node `node` to another outer
    /// blossom, with its stored slack `slack + 2Δ`.
    fn set_best_outer(&mut self, node: u32, arc: Option<Arc>, stored: W) {
        let index = node as usize;
        self.best_outer[index] = arc;
        self.best_outer_slack[index] = stored;
        if arc.is_some() {
            self.outer_events
                .push(Reverse((stored, node, self.generation[index])));
        }
    }

    /// Records `arc`, a tight edge into an inner vertex, as that vertex's best
    /// edge: it becomes an event if the vertex's blossom expands.
    fn record_tight_inner_edge(&mut self, arc: Arc) {
        let target = arc.to as usize;
        let slack = W::ZERO;
        if slack < self.best_free_slack[target] {
            if self.best_free[target].is_none() {
                self.free_touched.push(arc.to);
            }
            self.best_free[target] = Some(arc);
            self.best_free_slack[target] = slack;
        }
    }

    /// A tight edge from outer vertex `from` reaches `to` in a free blossom:
    /// augment if that blossom is exposed, otherwise extend the tree by it and
    /// its mate. Returns `true` on augmentation.
    fn reach_free(&mut self, from: u32, to: u32) -> bool {
        let reached = self.top(to as usize);
        let base = self.base_of(reached);
        let Some(mate) = self.mate[base as usize].get() else {
            self.augment(from, to);
            return true;
        };
        self.label_edge[reached as usize] = Some((from, to));
        self.set_label(reached, Label::Inner);
        // The mate's blossom is free: a tree blossom's base is matched inside the tree.
        let partner = self.top(mate as usize);
        debug_assert_eq!(self.label[partner as usize], Label::Free);
        self.label_edge[partner as usize] = Some((base, mate));
        self.make_outer(partner);
        false
    }

    // ----------------------------------------------------------------------
    // Dual changes
    // ----------------------------------------------------------------------

    /// The largest dual change that keeps feasibility, and the event it causes.
    /// Stale heap entries are dropped on the way; the free vertex with the
    /// least-slack edge is searched again only after it stopped being free.
    fn next_event(&mut self) -> (W, Event) {
        let delta = self.stage_delta;
        let least_outer = self.least_outer_dual();
        let Some(outer_vertex) = self.outer_minimum_vertex.get() else {
            unreachable!("the root is an outer vertex")
        };
        let mut best = (least_outer, Event::VertexDualZero(outer_vertex));
        if self.free_minimum_stale {
            self.free_minimum_stale = false;
            self.free_minimum = Link::NONE;
            let mut least = W::MAX;
            for &vertex in &self.free_touched {
                let index = vertex as usize;
                if self.vertex_label[index] == Label::Free && self.best_free_slack[index] < least {
                    least = self.best_free_slack[index];
                    self.free_minimum = Link::to(vertex);
                }
            }
        }
        if let Some(vertex) = self.free_minimum.get()
            && let Some(arc) = self.best_free[vertex as usize]
        {
            debug_assert_eq!(self.vertex_label[vertex as usize], Label::Free);
            let amount = self.best_free_slack[vertex as usize] - delta;
            if amount < best.0 {
                best = (amount, Event::FreeEdgeTight { vertex, arc });
            }
        }
        while let Some(&Reverse((stored, node, generation))) = self.outer_events.peek() {
            let index = node as usize;
            let top_level = if self.is_blossom(node) {
                self.in_use[index] && self.parent[index].is_none()
            } else {
                self.top(index) == node
            };
            if top_level
                && self.label[index] == Label::Outer
                && self.generation[index] == generation
                && self.best_outer_slack[index] == stored
            {
                let slack = stored - delta - delta;
                debug_assert!(is_even(slack));
                if slack.half() < best.0
                    && let Some(arc) = self.best_outer[index]
                {
                    best = (slack.half(), Event::OuterEdgeTight(arc));
                }
                break;
            }
            self.outer_events.pop();
        }
        while let Some(&Reverse((stored, blossom, generation))) = self.inner_events.peek() {
            let index = blossom as usize;
            if self.in_use[index]
                && self.parent[index].is_none()
                && self.label[index] == Label::Inner
                && self.generation[index] == generation
            {
                let dual = stored - delta - delta;
                if dual.half() < best.0 {
                    best = (dual.half(), Event::InnerBlossomZero(blossom));
                }
                break;
            }
            self.inner_events.pop();
        }
        best
    }

    // ----------------------------------------------------------------------
    // Blossom bookkeeping helpers
    // ----------------------------------------------------------------------

    /// The vertices inside `node`, in a buffer to hand back with [`Engine::return_vertices`].
    fn collect_vertices(&mut self, node: u32) -> Vec<u32> {
        let mut leaves = mem::take(&mut self.leaf_buffer);
        leaves.clear();
        let mut stack = mem::take(&mut self.node_stack);
        stack.clear();
        stack.push(node);
        while let Some(current) = stack.pop() {
            if self.is_blossom(current) {
                stack.extend_from_slice(&self.children[current as usize]);
            } else {
                leaves.push(current);
            }
        }
        self.node_stack = stack;
        leaves
    }

    /// Returns a buffer obtained from [`Engine::collect_vertices`].
    fn return_vertices(&mut self, leaves: Vec<u32>) {
        self.leaf_buffer = leaves;
    }

    /// Labels top-level `node` (its vertices included): converts the stored
    /// forms of its duals and of its vertices' best edges, keeps the tree
    /// lists and the event candidates in step, and queues new outer vertices.
    fn set_label(&mut self, node: u32, label: Label) {
        let delta = self.stage_delta;
        // Taken before new outer vertices can lower it, which only makes the
        // pruning below more cautious.
        let bound = self.least_outer_dual();
        self.label_blossom_only(node, label);
        let leaves = self.collect_vertices(node);
        for &vertex in &leaves {
            let index = vertex as usize;
            let actual = self.vertex_dual(index);
            let previous = self.vertex_label[index];
            self.vertex_label[index] = label;
            self.dual[index] = match label {
                Label::Free => actual,
                Label::Outer => actual + delta,
                Label::Inner => actual + (self.stage_cap - delta),
            };
            if label == Label::Outer && previous != Label::Outer {
                // A new outer vertex: its edges must be scanned.
                self.queue.push(vertex);
                if !self.in_visited[index] {
                    self.in_visited[index] = true;
                    self.visited.push(vertex);
                }
                if self.dual[index] < self.outer_minimum {
                    self.outer_minimum = self.dual[index];
                    self.outer_minimum_vertex = Link::to(vertex);
                }
            }
            if label != Label::Free && !self.in_tree_vertices[index] {
                self.in_tree_vertices[index] = true;
                self.tree_vertices.push(vertex);
            }
            if self.best_free[index].is_none() {
                continue;
            }
            let recorded = self.best_free_slack[index];
            match (previous, label) {
                (Label::Free, Label::Free) => {}
                (Label::Free, _) => {
                    self.best_free_slack[index] = recorded - delta;
                    if self.free_minimum == Link::to(vertex) {
                        self.free_minimum_stale = true;
                    }
                }
                (_, Label::Free) => {
                    if recorded <= bound {
                        let stored = recorded + delta;
                        self.best_free_slack[index] = stored;
                        if !self.free_minimum_stale
                            && self
                                .free_minimum
                                .get()
                                .is_none_or(|least| stored < self.best_free_slack[least as usize])
                        {
                            self.free_minimum = Link::to(vertex);
                        }
                    } else {
                        // Too slack to matter before the stage ends.
                        self.best_free[index] = None;
                        self.best_free_slack[index] = W::MAX;
                    }
                }
                _ => {}
            }
        }
        self.return_vertices(leaves);
    }

    /// The node-level part of [`Engine::set_label`]: the label itself, the
    /// blossom's time-stamped dual, the tree list and the inner-blossom event.
    fn label_blossom_only(&mut self, node: u32, label: Label) {
        let index = node as usize;
        let delta = self.stage_delta;
        self.generation[index] = self.generation[index].wrapping_add(1);
        if self.is_blossom(node) {
            let dual = self.current_blossom_dual(node);
            self.blossom_dual[index] = dual;
            self.blossom_stamp[index] = delta;
            if label != Label::Free && !self.in_tree_blossoms[index] {
                self.in_tree_blossoms[index] = true;
                self.tree_blossoms.push(node);
            }
            if label == Label::Inner && dual.half() <= self.least_outer_dual() {
                self.inner_events.push(Reverse((
                    dual + delta + delta,
                    node,
                    self.generation[index],
                )));
            }
        }
        self.label[index] = label;
    }

    /// Labels top-level `node` outer, with no outer edges known yet (its
    /// vertices get queued for scanning). The caller sets its label edge.
    fn make_outer(&mut self, node: u32) {
        let index = node as usize;
        self.best_outer[index] = None;
        self.best_outer_slack[index] = W::MAX;
        self.outer_list[index].clear();
        self.set_label(node, Label::Outer);
    }

    /// Makes the vertices of `node` carry `key` (see `top_key`).
    fn set_key(&mut self, node: u32, key: u32) {
        if !self.is_blossom(node) {
            self.top_key[node as usize] = key;
            return;
        }
        let leaves = self.collect_vertices(node);
        for &vertex in &leaves {
            self.top_key[vertex as usize] = key;
        }
        self.return_vertices(leaves);
    }

    /// Makes new blossom `id` (its children listed) the top-level node of its vertices. It
    /// takes over the key of its largest child, so only the other children's vertices are
    /// relabelled: a vertex relabelled here lands in a node at least twice as large as the
    /// one it left.
    fn take_over_keys(&mut self, id: u32) {
        let index = id as usize;
        let mut largest = self.children[index][0];
        let mut size = 0;
        for &child in &self.children[index] {
            size += self.node_size[child as usize];
            if self.node_size[child as usize] > self.node_size[largest as usize] {
                largest = child;
            }
        }
        let key = self.node_key[largest as usize];
        self.node_key[index] = key;
        self.node_size[index] = size;
        self.key_owner[key as usize] = id;
        for position in 0..self.children[index].len() {
            let child = self.children[index][position];
            if child != largest {
                self.set_key(child, key);
            }
        }
    }

    fn allocate_blossom(&mut self) -> u32 {
        let id = self.free_ids.pop().unwrap_or_else(|| {
            unreachable!("a laminar family of blossoms on n vertices has at most n/2 members")
        });
        self.in_use[id as usize] = true;
        self.parent[id as usize] = Link::NONE;
        self.blossom_dual[id as usize] = W::ZERO;
        id
    }

    /// Makes the children of top-level blossom `blossom` top-level and frees its id.
    /// Returns the children (give the vector back with [`Engine::release_children`]).
    fn dismantle(&mut self, blossom: u32) -> (Vec<u32>, Vec<(u32, u32)>) {
        let kids = mem::take(&mut self.children[blossom as usize]);
        let edges = mem::take(&mut self.cycle[blossom as usize]);
        // The child that lent the blossom its key takes it back; the others get their own.
        let key = self.node_key[blossom as usize];
        for &child in &kids {
            self.parent[child as usize] = Link::NONE;
            let own = self.node_key[child as usize];
            self.key_owner[own as usize] = child;
            if own != key {
                self.set_key(child, own);
            }
        }
        let id = blossom as usize;
        self.in_use[id] = false;
        self.base[id] = Link::NONE;
        self.label[id] = Label::Free;
        self.best_outer[id] = None;
        self.best_outer_slack[id] = W::MAX;
        self.blossom_dual[id] = W::ZERO;
        self.outer_list[id].clear();
        self.free_ids.push(blossom);
        (kids, edges)
    }

    /// Hands the (cleared) vectors of a dismantled blossom back for reuse.
    fn release_children(&mut self, blossom: u32, mut kids: Vec<u32>, mut edges: Vec<(u32, u32)>) {
        kids.clear();
        edges.clear();
        if !self.in_use[blossom as usize] && self.children[blossom as usize].capacity() == 0 {
            self.children[blossom as usize] = kids;
            self.cycle[blossom as usize] = edges;
        }
    }

    // ----------------------------------------------------------------------
    // Augmentation
    // ----------------------------------------------------------------------

    /// Augments along the tree path to `from`, the edge `(from, to)`, and into
    /// the exposed free blossom containing `to`.
    fn augment(&mut self, from: u32, to: u32) {
        count!(self.augmentations);
        self.flip_to_root(from, Link::to(to));
        let reached = self.top(to as usize);
        if self.is_blossom(reached) {
            self.rotate_blossom(reached, to);
        }
        self.mate[to as usize] = Link::to(from);
    }

    /// Flips the alternating path from outer vertex `start` to the root: `start`
    /// gets `partner` as its mate (`Link::NONE` leaves it exposed) and the root
    /// becomes matched.
    fn flip_to_root(&mut self, start: u32, partner: Link) {
        let (mut vertex, mut partner) = (start, partner);
        loop {
            let outer = self.top(vertex as usize);
            if self.is_blossom(outer) {
                self.rotate_blossom(outer, vertex);
            }
            self.mate[vertex as usize] = partner;
            let Some((inner_base, _)) = self.label_edge[outer as usize] else {
                break;
            };
            let inner = self.top(inner_base as usize);
            let (parent_vertex, entry) = self.tree_edge(inner);
            if self.is_blossom(inner) {
                self.rotate_blossom(inner, entry);
            }
            self.mate[entry as usize] = Link::to(parent_vertex);
            vertex = parent_vertex;
            partner = Link::to(entry);
        }
    }

    /// The tree edge of a labelled non-root top-level blossom: (the vertex outside, the vertex
    /// inside).
    fn tree_edge(&self, node: u32) -> (u32, u32) {
        let Some(edge) = self.label_edge[node as usize] else {
            unreachable!("node {node} is the root of its tree")
        };
        edge
    }

    /// Makes `vertex` the base of `blossom` by flipping the even-length
    /// alternating path around the cycle from its sub-blossom to the base
    /// sub-blossom, recursively inside sub-blossoms. The caller sets `vertex`'s
    /// own mate.
    fn rotate_blossom(&mut self, blossom: u32, vertex: u32) {
        let mut work = mem::take(&mut self.rotate_stack);
        work.clear();
        work.push((blossom, vertex));
        // Sub-blossoms are disjoint, so the order of this work list does not matter.
        while let Some((current, new_base)) = work.pop() {
            let mut child = new_base;
            while let Some(parent) = self.parent[child as usize].get()
                && parent != current
            {
                child = parent;
            }
            if self.is_blossom(child) {
                work.push((child, new_base));
            }
            let id = current as usize;
            let count = self.children[id].len();
            let start = self.children[id]
                .iter()
                .position(|&c| c == child)
                .unwrap_or_else(|| unreachable!("a parent lists each of its children"));
            // From an odd position, walk forward to the base; from an even one,
            // backward. Either way the path has even length and starts with a
            // matched cycle edge; every second edge becomes matched.
            let mut position = start;
            while position != 0 {
                let (edge_index, next_position) = if start % 2 == 1 {
                    ((position + 1) % count, (position + 2) % count)
                } else {
                    (position - 2, position - 2)
                };
                let (x, y) = self.cycle[id][edge_index];
                self.mate[x as usize] = Link::to(y);
                self.mate[y as usize] = Link::to(x);
                let first = self.children[id][edge_index];
                let second = self.children[id][(edge_index + 1) % count];
                if self.is_blossom(first) {
                    work.push((first, x));
                }
                if self.is_blossom(second) {
                    work.push((second, y));
                }
                position = next_position;
            }
            self.children[id].rotate_left(start);
            self.cycle[id].rotate_left(start);
            self.base[id] = Link::to(new_base);
        }
        self.rotate_stack = work;
    }

    // ----------------------------------------------------------------------
    // Blossom formation and expansion
    // ----------------------------------------------------------------------

    /// The outer blossom two tree steps above outer blossom `outer`; `None` at the root.
    fn outer_grandparent(&self, outer: u32) -> Option<u32> {
        let (inner_base, _) = self.label_edge[outer as usize]?;
        let inner = self.top(inner_base as usize);
        Some(self.tree_parent(inner))
    }

    /// The tree parent of a labelled non-root top-level blossom.
    fn tree_parent(&self, node: u32) -> u32 {
        self.top(self.tree_edge(node).0 as usize)
    }

    /// Shrinks the odd cycle closed by the tight edge `(from, to)` between two
    /// outer blossoms of the tree into a new outer blossom.
    fn form_blossom<G: Access<W>>(&mut self, graph: &G, from: u32, to: u32) {
        count!(self.blossoms_formed);
        let from_blossom = self.top(from as usize);
        let to_blossom = self.top(to as usize);

        // Walk up both paths alternately until one meets a blossom the other marked.
        let mut marked_nodes = mem::take(&mut self.touched);
        marked_nodes.clear();
        let (mut a, mut b) = (Some(from_blossom), Some(to_blossom));
        let apex = loop {
            if let Some(node) = a {
                if self.marked[node as usize] {
                    break node;
                }
                self.marked[node as usize] = true;
                marked_nodes.push(node);
                a = self.outer_grandparent(node);
            }
            if let Some(node) = b {
                if self.marked[node as usize] {
                    break node;
                }
                self.marked[node as usize] = true;
                marked_nodes.push(node);
                b = self.outer_grandparent(node);
            }
            assert!(
                a.is_some() || b.is_some(),
                "both ends of a tight outer edge lie in one alternating tree"
            );
        };
        for &node in &marked_nodes {
            self.marked[node as usize] = false;
        }
        marked_nodes.clear();
        self.touched = marked_nodes;

        let mut chain_from = mem::take(&mut self.chain_a);
        let mut chain_to = mem::take(&mut self.chain_b);
        chain_from.clear();
        chain_to.clear();
        let mut node = from_blossom;
        while node != apex {
            chain_from.push(node);
            node = self.tree_parent(node);
        }
        let mut node = to_blossom;
        while node != apex {
            chain_to.push(node);
            node = self.tree_parent(node);
        }

        let id = self.allocate_blossom();
        let mut kids = mem::take(&mut self.children[id as usize]);
        let mut edges = mem::take(&mut self.cycle[id as usize]);
        kids.clear();
        edges.clear();
        kids.push(apex);
        for &child in chain_from.iter().rev() {
            kids.push(child);
            edges.push(self.tree_edge(child));
        }
        edges.push((from, to));
        for &child in &chain_to {
            kids.push(child);
            let (outside, inside) = self.tree_edge(child);
            edges.push((inside, outside));
        }
        self.chain_a = chain_from;
        self.chain_b = chain_to;

        let index = id as usize;
        self.base[index] = self.base[apex as usize];
        self.label_edge[index] = self.label_edge[apex as usize];
        self.children[index] = kids;
        self.cycle[index] = edges;
        for position in 0..self.children[index].len() {
            let child = self.children[index][position];
            let child_index = child as usize;
            self.parent[child_index] = Link::to(id);
            if self.label[child_index] == Label::Inner {
                // Inner sub-blossoms become outer: convert their vertices'
                // stored duals and queue them for scanning. Outer children's
                // vertices are outer already (large blossoms usually are).
                self.set_label(child, Label::Outer);
            }
            if self.is_blossom(child) {
                // Nested blossoms' duals stop changing: store them plainly.
                self.blossom_dual[child_index] = self.current_blossom_dual(child);
            }
            self.label[child_index] = Label::Free;
            self.generation[child_index] = self.generation[child_index].wrapping_add(1);
        }
        self.take_over_keys(id);
        self.label_blossom_only(id, Label::Outer);

        // Least-slack edge from the new blossom to every other outer blossom,
        // merged from the children's lists. Inner children have no list yet:
        // their vertices are queued, and scanning them extends the new list.
        let mut touched = mem::take(&mut self.touched);
        touched.clear();
        for position in 0..self.children[index].len() {
            let child = self.children[index][position] as usize;
            let mut list = mem::take(&mut self.outer_list[child]);
            for &arc in &list {
                let weight = graph.weight_by_key(arc.key);
                self.offer_outer_candidate(id, arc, weight, &mut touched);
            }
            list.clear();
            self.outer_list[child] = list;
        }
        let mut list = mem::take(&mut self.outer_list[index]);
        list.clear();
        let mut best = None;
        let mut best_slack = W::MAX;
        for &other in &touched {
            let Some(arc) = self.best_to[other as usize].take() else {
                continue;
            };
            let slack = self.best_to_slack[other as usize];
            if slack < best_slack {
                best = Some(arc);
                best_slack = slack;
            }
            list.push(arc);
        }
        touched.clear();
        self.touched = touched;
        self.outer_list[index] = list;
        let stored = if best.is_none() {
            W::MAX
        } else {
            best_slack + self.stage_delta + self.stage_delta
        };
        self.set_best_outer(id, best, stored);
    }

    #[inline]
    fn offer_outer_candidate(&mut self, blossom: u32, arc: Arc, weight: W, touched: &mut Vec<u32>) {
        let other = self.top(arc.to as usize);
        if other == blossom || self.label[other as usize] != Label::Outer {
            return;
        }
        let slack = self.slack_between(arc.from, arc.to, weight);
        let bound = self.least_outer_dual();
        if slack > bound + bound {
            // Too slack to matter before the stage ends.
            return;
        }
        let slot = other as usize;
        if self.best_to[slot].is_none() {
            touched.push(other);
        } else if slack >= self.best_to_slack[slot] {
            return;
        }
        self.best_to[slot] = Some(arc);
        self.best_to_slack[slot] = slack;
    }

    /// Expands an inner blossom whose dual reached zero, relabelling its
    /// sub-blossoms: those on the even path from the entry to the base
    /// alternate inner/outer, the rest become free (their vertices keep their
    /// best-edge records, so a tight edge into them shows up as a zero change).
    fn expand_inner(&mut self, blossom: u32) {
        count!(self.inner_expansions);
        debug_assert!(self.current_blossom_dual(blossom) == W::ZERO);
        let (outside, entry_vertex) = self.tree_edge(blossom);
        let (kids, edges) = self.dismantle(blossom);
        let count = kids.len();
        let mut entry_child = entry_vertex;
        while let Some(parent) = self.parent[entry_child as usize].get() {
            entry_child = parent;
        }
        let start = kids
            .iter()
            .position(|&child| child == entry_child)
            .unwrap_or_else(|| unreachable!("the entry vertex lies in a child"));
        self.label_edge[entry_child as usize] = Some((outside, entry_vertex));
        self.set_label(entry_child, Label::Inner);

        let mut position = start;
        while position != 0 {
            // Matched edge to the next (outer) child, then unmatched edge to
            // the following (inner) one, oriented away from the entry.
            let (outer_child, outer_edge, inner_child, inner_edge, next) = if start % 2 == 1 {
                let (x, y) = edges[position];
                let (p, q) = edges[(position + 1) % count];
                (
                    kids[(position + 1) % count],
                    (x, y),
                    kids[(position + 2) % count],
                    (p, q),
                    (position + 2) % count,
                )
            } else {
                let (x, y) = edges[position - 1];
                let (p, q) = edges[position - 2];
                (
                    kids[position - 1],
                    (y, x),
                    kids[position - 2],
                    (q, p),
                    position - 2,
                )
            };
            self.label_edge[outer_child as usize] = Some(outer_edge);
            self.make_outer(outer_child);
            self.label_edge[inner_child as usize] = Some(inner_edge);
            self.set_label(inner_child, Label::Inner);
            position = next;
        }
        for (position, &child) in kids.iter().enumerate() {
            let on_path = if start % 2 == 1 {
                position == 0 || position >= start
            } else {
                position <= start
            };
            if !on_path {
                self.set_label(child, Label::Free);
            }
        }
        self.release_children(blossom, kids, edges);
    }

    /// Expands the tree's top-level blossoms whose dual is zero, recursively:
    /// such blossoms constrain nothing, and keeping the structure lean keeps
    /// later stages (and warm starts) cheap. (A zero-dual blossom elsewhere is
    /// harmless, so the others are left alone.)
    fn expand_zero_dual_blossoms(&mut self) {
        let mut pending = mem::take(&mut self.chain_a);
        pending.clear();
        for &blossom in &self.tree_blossoms {
            let index = blossom as usize;
            if self.in_use[index]
                && self.parent[index].is_none()
                && self.blossom_dual[index] == W::ZERO
            {
                pending.push(blossom);
            }
        }
        while let Some(blossom) = pending.pop() {
            count!(self.stage_end_expansions);
            let (kids, edges) = self.dismantle(blossom);
            for &child in &kids {
                if self.is_blossom(child) && self.blossom_dual[child as usize] == W::ZERO {
                    pending.push(child);
                }
            }
            self.release_children(blossom, kids, edges);
        }
        self.chain_a = pending;
    }

    // ----------------------------------------------------------------------
    // Warm-start repairs
    // ----------------------------------------------------------------------

    /// Restores the invariants after the edge `{a, b}` changed weight, appeared
    /// or disappeared (`graph` already holds the new state). Afterwards [`Engine::run`]
    /// re-optimises. Only duals go up and only blossoms containing `a` or `b`
    /// are dissolved, so everything else in the previous solution is kept.
    pub(crate) fn repair_edge<G: WeightedGraph<W>>(&mut self, graph: &G, a: usize, b: usize) {
        let weight = graph.edge(a, b);
        let (a, b) = (a as u32, b as u32);

        if self.same_top(a as usize, b as usize) {
            if !self.breaks_blossom(a, b, weight) {
                return;
            }
            while self.same_top(a as usize, b as usize) {
                self.dissolve_top(self.top(a as usize));
            }
        }

        let matched = self.mate[a as usize] == Link::to(b);
        let Some(weight) = weight else {
            if matched {
                self.unmatch(a, b);
            }
            return;
        };
        let target = self.doubled(weight);
        let covered = self.dual[a as usize] + self.dual[b as usize];
        if covered > target {
            if matched {
                self.unmatch(a, b);
            }
        } else if covered < target {
            // Raise one endpoint's dual. Prefer an exposed vertex outside any
            // blossom (nothing breaks), then any vertex outside a blossom.
            let cost = |vertex: u32| {
                u8::from(self.top(vertex as usize) != vertex) * 2
                    + u8::from(self.mate[vertex as usize].is_some())
            };
            let (raised, other) = if cost(b) < cost(a) { (b, a) } else { (a, b) };
            while self.top(raised as usize) != raised {
                self.dissolve_top(self.top(raised as usize));
            }
            let covered = self.dual[raised as usize] + self.dual[other as usize];
            if covered < target {
                count!(self.raised);
                self.keys_valid = false;
                self.dual[raised as usize] = self.dual[raised as usize] + (target - covered);
                if let Some(mate) = self.mate[raised as usize].get()
                    && mate != other
                {
                    self.unmatch(raised, mate);
                }
            }
        }
    }

    /// Whether the edge `{a, b}` inside one top-level blossom, now of `weight` (`None`: gone),
    /// breaks a blossom's invariants: its slack, with the duals of the blossoms containing
    /// both ends, is negative, or it holds a blossom together and is no longer tight (or no
    /// longer there).
    fn breaks_blossom(&mut self, a: u32, b: u32, weight: Option<W>) -> bool {
        let lowest = self.lowest_common_blossom(a, b);
        let structural = self.cycle[lowest as usize]
            .iter()
            .any(|&edge| edge == (a, b) || edge == (b, a));
        match weight {
            None => structural,
            Some(weight) => {
                let covered =
                    self.dual[a as usize] + self.dual[b as usize] + self.enclosing_dual_sum(lowest);
                let target = self.doubled(weight);
                covered < target || (covered > target && structural)
            }
        }
    }

    /// [`Engine::repair_edge`] for each edge of `edges` (sorted, each as `(min, max)`).
    ///
    /// An edge inside a large blossom is settled in O(1) when it needs no repair, which is
    /// the common case (a weight lowered inside a blossom, an edge whose new weight the
    /// duals still cover): the blossom duals the two ends share come from the layout of
    /// [`Engine::paint_row`], and whether the edge holds a blossom together from
    /// `cycle_edges`, instead of walking a nest of blossoms that can be thousands deep.
    pub(crate) fn repair_edges<G: WeightedGraph<W>>(
        &mut self,
        graph: &G,
        edges: &[(usize, usize)],
    ) {
        let mut prepared: Option<usize> = None;
        for &(a, b) in edges {
            if self.top(a) as usize != a && self.same_top(a, b) {
                if !self.layout_valid || prepared != Some(a) {
                    self.paint_row(a);
                    prepared = Some(a);
                }
                let covered =
                    self.dual[a] + self.dual[b] + self.row_shared[self.leaf_position[b] as usize];
                let structural = || self.cycle_edges.contains(&(a as u32, b as u32));
                let weight = graph.edge(a, b);
                let intact = match weight {
                    None => !structural(),
                    Some(weight) => {
                        let target = self.doubled(weight);
                        covered == target || (covered > target && !structural())
                    }
                };
                debug_assert_eq!(intact, !self.breaks_blossom(a as u32, b as u32, weight));
                if intact {
                    count!(self.settled_in_blossom);
                    continue;
                }
            }
            self.repair_edge(graph, a, b);
        }
    }

    /// Raises the dual of `vertex` by `amount` (after dissolving the blossoms containing it),
    /// returning its mate, whose matched edge may have stopped being tight: the caller repairs
    /// that edge. Raising a dual only adds slack, so every dual constraint still holds.
    pub(crate) fn raise_vertex_dual(&mut self, vertex: usize, amount: W) -> Option<usize> {
        self.layout_valid = false;
        while self.top(vertex) != vertex as u32 {
            self.dissolve_top(self.top(vertex));
        }
        self.dual[vertex] = self.dual[vertex] + amount;
        self.mate[vertex].get().map(|mate| mate as usize)
    }

    fn unmatch(&mut self, a: u32, b: u32) {
        self.mate[a as usize] = Link::NONE;
        self.mate[b as usize] = Link::NONE;
    }

    /// The smallest blossom containing both `a` and `b` (which share a top-level blossom).
    fn lowest_common_blossom(&mut self, a: u32, b: u32) -> u32 {
        let mut node = self.parent[a as usize].get();
        while let Some(current) = node {
            self.marked[current as usize] = true;
            node = self.parent[current as usize].get();
        }
        let mut lowest = self.parent[b as usize].get();
        let common = loop {
            let Some(current) = lowest else {
                unreachable!("{a} and {b} share a top-level blossom")
            };
            if self.marked[current as usize] {
                break current;
            }
            lowest = self.parent[current as usize].get();
        };
        let mut node = self.parent[a as usize].get();
        while let Some(current) = node {
            self.marked[current as usize] = false;
            node = self.parent[current as usize].get();
        }
        common
    }

    /// Whether the current duals cover an edge `{a, b}` of `weight`: its slack would be
    /// non-negative. Valid between solves (duals in plain form).
    pub(crate) fn covers(&self, a: usize, b: usize, weight: W) -> bool {
        self.slack(a, b, weight).is_some()
    }

    /// The slack (doubled units) the current duals give an edge `{a, b}` of `weight`, or `None`
    /// when they do not cover it. Valid between solves.
    pub(crate) fn slack(&self, a: usize, b: usize, weight: W) -> Option<W> {
        let mut covered = self.dual[a] + self.dual[b];
        let target = self.doubled(weight);
        let slack_of = |covered: W| (covered >= target).then(|| covered - target);
        if !self.same_top(a, b) {
            return slack_of(covered);
        }
        // Both inside one top-level blossom: add the duals of the blossoms holding both.
        let depth = |mut node: u32| {
            let mut depth = 0usize;
            while let Some(parent) = self.parent[node as usize].get() {
                node = parent;
                depth += 1;
            }
            depth
        };
        let (mut x, mut y) = (a as u32, b as u32);
        let (mut depth_x, mut depth_y) = (depth(x), depth(y));
        while depth_x > depth_y {
            x = self.parent_of(x);
            depth_x -= 1;
        }
        while depth_y > depth_x {
            y = self.parent_of(y);
            depth_y -= 1;
        }
        while x != y {
            x = self.parent_of(x);
            y = self.parent_of(y);
        }
        covered = covered + self.enclosing_dual_sum(x);
        slack_of(covered)
    }

    /// Numbers the leaves of every top-level blossom consecutively, so that each blossom's
    /// vertices form one span of positions.
    fn lay_out(&mut self) {
        if !self.layout_valid || !self.keys_valid {
            self.keys_valid = true;
            self.compute_keys();
        }
        if self.layout_valid {
            return;
        }
        self.layout_valid = true;
        // Positions are about to change.
        self.row_shared_for = None;
        self.cycle_edges.clear();
        for blossom in self.vertex_count..self.children.len() {
            if self.in_use[blossom] {
                let edges = self.cycle[blossom]
                    .iter()
                    .map(|&(a, b)| (a.min(b), a.max(b)));
                self.cycle_edges.extend(edges);
            }
        }
        self.laid_out.fill(false);
        let mut next = 0u32;
        let mut stack: Vec<(u32, bool)> = Vec::new();
        for vertex in 0..self.vertex_count {
            let top = self.top(vertex);
            if self.laid_out[top as usize] {
                continue;
            }
            self.laid_out[top as usize] = true;
            stack.push((top, false));
            while let Some((node, closing)) = stack.pop() {
                let index = node as usize;
                if index < self.vertex_count {
                    self.leaf_position[index] = next;
                    self.node_span[index] = (next, next + 1);
                    next += 1;
                } else if closing {
                    self.node_span[index].1 = next;
                } else {
                    self.node_span[index].0 = next;
                    stack.push((node, true));
                    for &child in self.children[index].iter().rev() {
                        stack.push((child, false));
                    }
                }
            }
        }
    }

    /// Computes [`DualKeys`] from the current duals and blossoms.
    fn compute_keys(&mut self) {
        self.keys.generation += 1;
        self.keys.usable = false;
        let mut values = Vec::with_capacity(self.vertex_count);
        for vertex in 0..self.vertex_count {
            let top = self.top(vertex) as usize;
            let shared = if top == vertex {
                W::ZERO
            } else {
                self.blossom_dual[top]
            };
            let dual = self.dual[vertex];
            let Some(value) = dual
                .checked_add(dual)
                .and_then(|twice| twice.checked_add(shared))
            else {
                return;
            };
            values.push(value);
        }
        let mut sorted = values.clone();
        sorted.sort_unstable();
        let keys = &mut self.keys;
        keys.bases.clear();
        for &value in &sorted {
            if keys
                .bases
                .last()
                .is_none_or(|&base| (value - base).bit_length() > 124)
            {
                keys.bases.push(value);
            }
        }
        keys.shift = 0;
        if keys.bases.len() > MAX_CLUSTERS {
            let (least, largest) = (sorted[0], sorted[sorted.len() - 1]);
            keys.bases = vec![least];
            keys.shift = (largest - least).bit_length().saturating_sub(124);
        }
        keys.usable = true;
        let (bases, shift) = (&keys.bases, keys.shift);
        let rounding = u128::from(shift > 0);
        for (vertex, &value) in values.iter().enumerate() {
            let cluster = bases.partition_point(|&base| base <= value) - 1;
            let base = bases[cluster];
            keys.cluster[vertex] = cluster as u8;
            // Below 2^124 by the choice of the clusters or the shift.
            keys.in_top[vertex] = (value - base).prefix_u128(shift) as i128;
            let twice = self.dual[vertex] + self.dual[vertex];
            keys.alone[vertex] = if twice >= base {
                // At most e(v) − B, so below 2^124 too.
                (twice - base).prefix_u128(shift) as i128
            } else {
                let magnitude = (base - twice).prefix_u128(shift).saturating_add(rounding);
                i128::try_from(magnitude).map_or(KEY_FLOOR, |magnitude| (-magnitude).max(KEY_FLOOR))
            };
        }
    }

    /// Appends to `uncovered` each `v` of `edges` (`(v, weight)` pairs, `v ≠ u`) whose edge
    /// `{u, v}` the current duals do not cover (see [`Engine::covers`]), in O(1) per edge
    /// after O(size of u's top-level blossom) preparation.
    pub(crate) fn uncovered_at<G: WeightedGraph<W>>(
        &mut self,
        graph: &G,
        u: usize,
        edges: impl IntoIterator<Item = (usize, W)>,
        uncovered: &mut Vec<usize>,
    ) {
        self.paint_row(u);
        let key = self.top_key[u];
        let own = self.dual[u];
        for (v, weight) in edges {
            if graph.edge(u, v).is_some() {
                continue;
            }
            let mut covered = own + self.dual[v];
            if self.top_key[v] == key {
                covered = covered + self.row_shared[self.leaf_position[v] as usize];
            }
            if covered < self.doubled(weight) {
                uncovered.push(v);
            }
        }
    }

    /// [`Engine::uncovered_at`] for the entries `row.columns` of a row: `row[v]` is the weight
    /// of `{u, v}` (zero where there is no edge, which the duals always cover), and `skip(v)`
    /// leaves `v` out. Most entries are settled by the keys of the duals alone ([`DualKeys`]):
    /// `needed(v, pair)` is the bound of `row[v]` between clusters `pair = c(u)·C + c(v)` of `C`
    /// ([`needed_key`] at [`Engine::dual_keys`]), which a caller with few distinct weights
    /// computes once per weight instead of once per entry. The others are compared exactly.
    pub(crate) fn uncovered_in_row<G, R, N>(
        &mut self,
        graph: &G,
        u: usize,
        row: &RowScan<'_, R, N>,
        skip: impl Fn(usize) -> bool,
        uncovered: &mut Vec<usize>,
    ) where
        G: WeightedGraph<W>,
        R: Index<usize, Output = W> + ?Sized,
        N: Fn(usize, usize) -> i128,
    {
        self.lay_out();
        let key = self.top_key[u];
        let own = self.dual[u];
        // Keys assume the plain doubled weight, without a cardinality offset.
        let keyed = self.keys.usable && self.offset == W::ZERO;
        let own_cluster = usize::from(self.keys.cluster[u]) * self.keys.bases.len();
        let (own_in_top, own_alone) = (self.keys.in_top[u], self.keys.alone[u]);
        for v in row.columns.clone() {
            let same = self.top_key[v] == key;
            if keyed {
                // Blossoms below the top-level one only add to the cover of a pair inside it.
                let reach = if same {
                    own_in_top + self.keys.in_top[v]
                } else {
                    own_alone + self.keys.alone[v]
                };
                let pair = own_cluster + usize::from(self.keys.cluster[v]);
                if reach >= (row.needed)(v, pair) {
                    continue;
                }
            }
            let weight = row.weights[v];
            if v == u || skip(v) {
                continue;
            }
            let mut covered = own + self.dual[v];
            if same {
                if self.row_shared_for != Some(u) {
                    self.paint_row(u);
                }
                covered = covered + self.row_shared[self.leaf_position[v] as usize];
            }
            if covered < self.doubled(weight) && graph.edge(u, v).is_none() {
                uncovered.push(v);
            }
        }
    }

    /// Lays the blossoms out and returns the duals' keys' shift and the sums of the bases of
    /// their `C` clusters (`pair_bases[c·C + d] = B(c) + B(d)`, saturating) for [`needed_key`],
    /// with a number that changes whenever they do ([`DualKeys`]).
    pub(crate) fn dual_keys(&mut self, pair_bases: &mut Vec<W>) -> (u32, u64) {
        self.lay_out();
        pair_bases.clear();
        let bases = &self.keys.bases;
        for &first in bases {
            let sums = bases
                .iter()
                .map(|&second| first.checked_add(second).unwrap_or(W::MAX));
            pair_bases.extend(sums);
        }
        (self.keys.shift, self.keys.generation)
    }

    /// The number of clusters of [`DualKeys`] and their shift (test builds).
    #[cfg(test)]
    pub(crate) fn key_clusters(&mut self) -> (usize, u32) {
        self.lay_out();
        (self.keys.bases.len(), self.keys.shift)
    }

    /// Lays the blossoms out and writes `row_shared` for the row of `u`.
    fn paint_row(&mut self, u: usize) {
        self.lay_out();
        if self.row_shared_for == Some(u) {
            return;
        }
        self.row_shared_for = Some(u);
        let top = self.top(u);
        if top as usize != u {
            // Positions of u's top-level blossom get the sum of the duals of the blossoms they
            // share with u: paint from the top down, each blossom of u's chain over its span.
            let mut chain = mem::take(&mut self.chain_a);
            chain.clear();
            let mut node = self.parent[u].get();
            while let Some(blossom) = node {
                chain.push(blossom);
                node = self.parent[blossom as usize].get();
            }
            // From the innermost blossom outward, each paints only the positions its inner
            // neighbour did not: O(size of the top-level blossom) in all.
            let mut shared = W::ZERO;
            for &blossom in &chain {
                shared = shared + self.blossom_dual[blossom as usize];
            }
            let position = self.leaf_position[u];
            let mut inner = (position, position + 1);
            for &blossom in &chain {
                let (start, end) = self.node_span[blossom as usize];
                for position in (start..inner.0).chain(inner.1..end) {
                    self.row_shared[position as usize] = shared;
                }
                shared = shared - self.blossom_dual[blossom as usize];
                inner = (start, end);
            }
            self.chain_a = chain;
        }
    }

    /// The vertex duals (doubled units, shifted weights) when no vertex lies in a blossom, so
    /// that they alone make the slack of every edge; `None` otherwise. Valid between solves.
    pub(crate) fn blossom_free_duals(&self) -> Option<&[W]> {
        let blossom_free = (0..self.vertex_count).all(|vertex| self.top(vertex) as usize == vertex);
        (blossom_free && self.offset == W::ZERO).then_some(&self.dual[..])
    }

    /// Adds `amount` to the dual of every vertex with `raised[v]` and takes it from every other
    /// vertex. An edge between the two sets keeps its slack; an edge inside the raised set
    /// gains `2·amount`, one inside the other set loses it. The caller ([`Solver::shift_duals`])
    /// checks that there is no blossom, that no edge of the graph lies inside either set and
    /// that every lowered dual is at least `amount`. Lowered vertices are recorded as
    /// [`Engine::take_lowered_vertices`] reports them.
    ///
    /// [`Solver::shift_duals`]: crate::Solver::shift_duals
    pub(crate) fn shift_duals(&mut self, raised: &[bool], amount: W) {
        self.layout_valid = false;
        for (vertex, &up) in raised.iter().enumerate().take(self.vertex_count) {
            if up {
                self.dual[vertex] = self.dual[vertex] + amount;
            } else {
                self.dual[vertex] = self.dual[vertex] - amount;
                if !self.in_visited[vertex] {
                    self.in_visited[vertex] = true;
                    self.visited.push(vertex as u32);
                }
            }
        }
    }

    /// Whether the edge `{a, b}` may leave the graph without disturbing the current solution:
    /// it is not matched and its ends lie in different top-level blossoms.
    pub(crate) fn is_loose(&self, a: usize, b: usize) -> bool {
        self.mate[a] != Link::to(b as u32) && !self.same_top(a, b)
    }

    /// The vertices that were outer in an alternating tree since the last call, which are the
    /// only ones whose dual can have decreased: inner vertices gain dual, and a blossom's dual
    /// changes only with its vertices' duals, leaving the slacks inside it as they were. An
    /// edge's slack can only have decreased if one of its endpoints is among them.
    pub(crate) fn take_lowered_vertices(&mut self) -> Vec<usize> {
        let visited = mem::take(&mut self.visited);
        for &vertex in &visited {
            self.in_visited[vertex as usize] = false;
        }
        visited.into_iter().map(|vertex| vertex as usize).collect()
    }

    /// Sum of the duals of `blossom` and every blossom containing it.
    fn enclosing_dual_sum(&self, blossom: u32) -> W {
        let mut sum = W::ZERO;
        let mut node = Some(blossom);
        while let Some(current) = node {
            sum = sum + self.blossom_dual[current as usize];
            node = self.parent[current as usize].get();
        }
        sum
    }

    /// Removes top-level blossom `blossom`, moving half its dual onto each of
    /// its vertices: slacks inside stay the same, slacks of edges leaving it
    /// grow, so only its base's outside matched edge can stop being tight.
    fn dissolve_top(&mut self, blossom: u32) {
        count!(self.dissolved);
        self.layout_valid = false;
        let dual = self.blossom_dual[blossom as usize];
        if dual > W::ZERO {
            let half = dual.half();
            let leaves = self.collect_vertices(blossom);
            for &vertex in &leaves {
                self.dual[vertex as usize] = self.dual[vertex as usize] + half;
            }
            self.return_vertices(leaves);
            let base = self.base_of(blossom);
            if let Some(mate) = self.mate[base as usize].get() {
                self.unmatch(base, mate);
            }
        }
        let (kids, edges) = self.dismantle(blossom);
        self.release_children(blossom, kids, edges);
    }

    // ----------------------------------------------------------------------
    // Results
    // ----------------------------------------------------------------------

    /// The current matching, its weight and its certificate.
    pub(crate) fn build_matching<G: WeightedGraph<W>>(&mut self, graph: &G) -> Matching<W> {
        let mates: Vec<Option<usize>> = self
            .mate
            .iter()
            .map(|&mate| mate.get().map(|mate| mate as usize))
            .collect();
        let mut total = W::ZERO;
        let mut cardinality = 0;
        for (vertex, mate) in mates.iter().enumerate() {
            let Some(mate) = *mate else { continue };
            if vertex < mate {
                let weight = graph
                    .edge(vertex, mate)
                    .unwrap_or_else(|| unreachable!("matched pairs are edges"));
                total = total
                    .checked_add(weight)
                    .unwrap_or_else(|| unreachable!("the weight limit keeps totals in range"));
                cardinality += 1;
            }
        }
        let mut blossoms = Vec::new();
        for blossom in self.vertex_count..self.label.len() {
            if self.in_use[blossom] && self.blossom_dual[blossom] > W::ZERO {
                let leaves = self.collect_vertices(blossom as u32);
                let mut members: Vec<usize> = leaves.iter().map(|&v| v as usize).collect();
                self.return_vertices(leaves);
                members.sort_unstable();
                blossoms.push(Blossom {
                    members,
                    dual: self.blossom_dual[blossom],
                });
            }
        }
        let certificate = Certificate {
            weight_offset: self.offset,
            vertex_duals: self.dual.clone(),
            blossoms,
        };
        Matching::from_solver(mates, total, cardinality, certificate)
    }
}
