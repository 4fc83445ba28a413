//! Input graphs: [`DenseGraph`] for (nearly) complete graphs and
//! [`SparseGraph`] for everything else, both buildable from petgraph graphs.

use core::fmt;
use core::ops::Index;

use rustc_hash::FxHashMap;

use petgraph::Undirected;
use petgraph::visit::{EdgeRef, GraphProp, IntoEdgeReferences, NodeIndexable};

use crate::weight::Weight;

/// Crate-internal access used by the solver and the checker. It lives in a
/// private module so that [`WeightedGraph`] stays sealed.
pub(crate) mod access {
    /// Neighbour iteration with an opaque key that finds the edge's weight in O(1).
    pub trait Access<W> {
        /// Iterator over `(neighbour, key)`. Weights are fetched separately with
        /// [`Access::weight_by_key`]: moving wide weights through the iterator's
        /// return value costs more than the rest of the scan.
        type Neighbors<'a>: Iterator<Item = (u32, usize)>
        where
            Self: 'a;

        /// The edges at `vertex`, in increasing order of neighbour.
        fn neighbors_with_keys(&self, vertex: usize) -> Self::Neighbors<'_>;

        /// The weight of the edge identified by `key`.
        fn weight_by_key(&self, key: usize) -> W;
    }
}

use access::Access;

/// A graph the solver and the checker accept: [`DenseGraph`] or [`SparseGraph`].
///
/// This trait is sealed; it exists so that [`maximum_weight_matching`](crate::maximum_weight_matching)
/// and [`verify_optimality`](crate::verify_optimality) take either form.
pub trait WeightedGraph<W: Weight>: Access<W> {
    /// The number of vertices; vertices are `0..vertex_count()`.
    fn vertex_count(&self) -> usize;

    /// The weight of the edge between `u` and `v`, or `None` if there is none.
    ///
    /// # Panics
    ///
    /// Panics if `u` or `v` is not a vertex.
    fn edge(&self, u: usize, v: usize) -> Option<W>;
}

/// An undirected graph stored as a full symmetric weight matrix.
///
/// The natural form for brackets where almost every pair may meet. Memory is `n²` two-byte
/// places in a palette of the distinct weights stored, plus `n²` bits, independent of the
/// number of edges; once more distinct weights are stored than two bytes tell apart, `n² ×
/// size_of::<W>()`.
/// An absent edge is different from an edge of weight zero: a zero-weight edge
/// may still be used, which matters in maximum-cardinality mode.
///
/// ```
/// use rondo_matching::DenseGraph;
///
/// let mut graph = DenseGraph::<u64>::new(3);
/// graph.set_edge(0, 2, 7);
/// assert_eq!(graph.edge(2, 0), Some(7));
/// assert_eq!(graph.edge(0, 1), None);
/// assert_eq!(graph.remove_edge(0, 2), Some(7));
/// assert_eq!(graph.edge_count(), 0);
/// ```
#[derive(Clone)]
pub struct DenseGraph<W> {
    vertex_count: usize,
    /// Words of the presence bitset per matrix row.
    words_per_row: usize,
    /// Row-major `vertex_count × vertex_count`; entries of absent edges are zero, or the
    /// weight kept by [`DenseGraph::set_dormant`].
    cells: Cells<W>,
    /// Row-major presence bits, `words_per_row` words per row.
    present: Vec<u64>,
}

impl<W: Weight> DenseGraph<W> {
    /// Creates a graph with `vertex_count` vertices and no edges.
    ///
    /// # Panics
    ///
    /// Panics if `vertex_count²` overflows `usize` (memory would run out first).
    #[must_use]
    pub fn new(vertex_count: usize) -> Self {
        let cells = vertex_count
            .checked_mul(vertex_count)
            .unwrap_or_else(|| panic!("a dense graph on {vertex_count} vertices is too large"));
        let words_per_row = vertex_count.div_ceil(64);
        Self {
            vertex_count,
            words_per_row,
            cells: Cells::new(cells),
            present: vec![0; words_per_row * vertex_count],
        }
    }

    /// Creates a graph whose edge `{u, v}` (for `u < v`) has weight `weight(u, v)`,
    /// or is absent where that returns `None`.
    ///
    /// ```
    /// use rondo_matching::DenseGraph;
    ///
    /// let complete = DenseGraph::from_fn(4, |u, v| Some((u + v) as u64));
    /// assert_eq!(complete.edge_count(), 6);
    /// assert_eq!(complete.edge(3, 1), Some(4));
    /// ```
    ///
    /// # Panics
    ///
    /// As [`DenseGraph::new`].
    #[must_use]
    pub fn from_fn(vertex_count: usize, mut weight: impl FnMut(usize, usize) -> Option<W>) -> Self {
        let mut graph = Self::new(vertex_count);
        for u in 0..vertex_count {
            for v in u + 1..vertex_count {
                if let Some(w) = weight(u, v) {
                    graph.set_edge(u, v, w);
                }
            }
        }
        graph
    }

    /// Builds a graph from an undirected petgraph graph.
    ///
    /// Vertex `i` is the node with `graph.to_index(node) == i`; for stable graphs
    /// and graph maps with removed nodes the unused indices become isolated
    /// vertices. Self-loops are ignored; of parallel edges the heaviest is kept.
    ///
    /// ```
    /// use petgraph::graph::UnGraph;
    /// use petgraph::visit::EdgeRef;
    /// use rondo_matching::DenseGraph;
    ///
    /// let graph = UnGraph::<(), u64>::from_edges([(0, 1, 4), (1, 2, 6)]);
    /// let dense = DenseGraph::from_petgraph(&graph, |edge| *edge.weight());
    /// assert_eq!(dense.edge(2, 1), Some(6));
    /// ```
    ///
    /// # Panics
    ///
    /// As [`DenseGraph::new`].
    #[must_use]
    pub fn from_petgraph<G, F>(graph: G, mut weight: F) -> Self
    where
        G: IntoEdgeReferences + NodeIndexable + GraphProp<EdgeType = Undirected>,
        F: FnMut(G::EdgeRef) -> W,
    {
        let mut dense = Self::new(graph.node_bound());
        for edge in graph.edge_references() {
            let u = graph.to_index(edge.source());
            let v = graph.to_index(edge.target());
            let w = weight(edge);
            if u != v && dense.edge(u, v).is_none_or(|old| old < w) {
                dense.set_edge(u, v, w);
            }
        }
        dense
    }

    /// The number of vertices.
    #[must_use]
    pub fn vertex_count(&self) -> usize {
        self.vertex_count
    }

    /// The number of edges.
    #[must_use]
    pub fn edge_count(&self) -> usize {
        let ones: usize = self
            .present
            .iter()
            .map(|word| word.count_ones() as usize)
            .sum();
        ones / 2
    }

    /// Adds the edge `{u, v}` with `weight`, or changes its weight if present.
    /// Returns the previous weight.
    ///
    /// # Panics
    ///
    /// Panics if `u` or `v` is not a vertex, or if `u == v`.
    pub fn set_edge(&mut self, u: usize, v: usize, weight: W) -> Option<W> {
        self.check_pair(u, v);
        let previous = self.edge(u, v);
        let n = self.vertex_count;
        self.cells.set_pair(u * n + v, v * n + u, weight);
        for (row, column) in [(u, v), (v, u)] {
            self.present[row * self.words_per_row + column / 64] |= 1 << (column % 64);
        }
        previous
    }

    /// Removes the edge `{u, v}` and returns its weight, if it was present.
    ///
    /// # Panics
    ///
    /// Panics if `u` or `v` is not a vertex, or if `u == v`.
    pub fn remove_edge(&mut self, u: usize, v: usize) -> Option<W> {
        self.check_pair(u, v);
        let previous = self.edge(u, v);
        let n = self.vertex_count;
        self.cells.set_pair(u * n + v, v * n + u, W::ZERO);
        for (row, column) in [(u, v), (v, u)] {
            self.present[row * self.words_per_row + column / 64] &= !(1 << (column % 64));
        }
        previous
    }

    /// Makes `{u, v}` absent (removing the edge if present, returning its weight) but keeps
    /// `weight` stored for it, readable with [`DenseGraph::stored_row`]. A caller that solves
    /// on a subgraph (see [`Solver::uncovered_in_row`](crate::Solver::uncovered_in_row))
    /// keeps the weights of the pairs left out here instead of in a second matrix. A dormant
    /// weight is no edge: [`DenseGraph::edge`], the neighbours, the edge count, equality and
    /// every solve ignore it.
    ///
    /// # Panics
    ///
    /// Panics if `u` or `v` is not a vertex, or if `u == v`.
    pub fn set_dormant(&mut self, u: usize, v: usize, weight: W) -> Option<W> {
        self.check_pair(u, v);
        let previous = self.edge(u, v);
        let n = self.vertex_count;
        self.cells.set_pair(u * n + v, v * n + u, weight);
        for (row, column) in [(u, v), (v, u)] {
            self.present[row * self.words_per_row + column / 64] &= !(1 << (column % 64));
        }
        previous
    }

    /// Stores zero for every pair of two of `vertices`, none of which may be an edge: what
    /// [`DenseGraph::set_dormant`] with zero does pair by pair, written row by row (pair by
    /// pair, one of the two cells of each pair strides through the matrix).
    ///
    /// # Panics
    ///
    /// Panics if some vertex is out of range, or (in debug builds) if two of them are joined
    /// by an edge.
    pub fn clear_dormant_among(&mut self, vertices: &[usize]) {
        let n = self.vertex_count;
        for &u in vertices {
            assert!(u < n, "vertex {u} out of range for {n} vertices");
            debug_assert!(
                vertices.iter().all(|&v| !self.has_edge(u, v)),
                "an edge among the vertices to clear"
            );
            let row = u * n;
            match &mut self.cells {
                Cells::Placed { places, .. } => {
                    for &v in vertices {
                        places[row + v] = 0;
                    }
                }
                Cells::Plain(weights) => {
                    for &v in vertices {
                        weights[row + v] = W::ZERO;
                    }
                }
            }
        }
    }

    /// Whether `{u, v}` is an edge (without reading its weight).
    ///
    /// # Panics
    ///
    /// Panics if `u` or `v` is not a vertex.
    #[must_use]
    #[inline]
    pub fn has_edge(&self, u: usize, v: usize) -> bool {
        assert!(
            u < self.vertex_count && v < self.vertex_count,
            "edge ({u}, {v}) out of range for {} vertices",
            self.vertex_count
        );
        (self.present[u * self.words_per_row + v / 64] >> (v % 64)) & 1 == 1
    }

    /// Whether the weight stored for `{u, v}` (an edge's or a dormant one) is zero, read
    /// without the weight itself: a palette keeps zero at place 0 and no other weight there.
    ///
    /// # Panics
    ///
    /// Panics if `u` or `v` is not a vertex.
    #[must_use]
    #[inline]
    pub fn stores_zero(&self, u: usize, v: usize) -> bool {
        assert!(
            u < self.vertex_count && v < self.vertex_count,
            "edge ({u}, {v}) out of range for {} vertices",
            self.vertex_count
        );
        let cell = u * self.vertex_count + v;
        match &self.cells {
            Cells::Placed { places, .. } => places[cell] == 0,
            Cells::Plain(weights) => weights[cell] == W::ZERO,
        }
    }

    /// A weight's place in the palette, to store it in many pairs with
    /// [`DenseGraph::set_dormant_placed`] without looking it up each time; `None` once the
    /// weights are stored plainly.
    pub fn place(&mut self, weight: W) -> Option<Place> {
        let place = self.cells.place(weight)?;
        let Cells::Placed { rebuilds, .. } = &self.cells else {
            unreachable!("a place is only found in a palette")
        };
        Some(Place {
            place,
            rebuilds: *rebuilds,
        })
    }

    /// [`DenseGraph::set_dormant`] with `weight`'s place found before
    /// ([`DenseGraph::place`]); a place from before a rebuild of the palette is looked up
    /// again.
    ///
    /// # Panics
    ///
    /// As [`DenseGraph::set_dormant`].
    pub fn set_dormant_placed(
        &mut self,
        u: usize,
        v: usize,
        weight: W,
        place: Option<Place>,
    ) -> Option<W> {
        let place = match (&self.cells, place) {
            (Cells::Placed { rebuilds, .. }, Some(place)) if *rebuilds == place.rebuilds => {
                place.place
            }
            _ => return self.set_dormant(u, v, weight),
        };
        self.check_pair(u, v);
        let previous = self.edge(u, v);
        let n = self.vertex_count;
        if let Cells::Placed { places, .. } = &mut self.cells {
            places[u * n + v] = place;
            places[v * n + u] = place;
        }
        if previous.is_some() {
            for (row, column) in [(u, v), (v, u)] {
                self.present[row * self.words_per_row + column / 64] &= !(1 << (column % 64));
            }
        }
        debug_assert!(
            self.cells.get(u * n + v) == weight,
            "a place of another weight"
        );
        previous
    }

    /// The palette of the stored weights and the number of times it was rebuilt (a rebuild
    /// moves weights to other places; otherwise the palette only grows); `None` when the
    /// weights are stored plainly.
    pub(crate) fn palette(&self) -> Option<(&[W], u64)> {
        match &self.cells {
            Cells::Placed {
                palette, rebuilds, ..
            } => Some((palette, *rebuilds)),
            Cells::Plain(_) => None,
        }
    }

    /// The weights stored in the row of `u`: `stored_row(u)[v]` is the weight of the edge
    /// `{u, v}` if present, else its dormant weight (zero if none).
    ///
    /// # Panics
    ///
    /// Panics if `u` is not a vertex.
    #[must_use]
    pub fn stored_row(&self, u: usize) -> StoredRow<'_, W> {
        let range = u * self.vertex_count..(u + 1) * self.vertex_count;
        match &self.cells {
            Cells::Placed {
                places, palette, ..
            } => StoredRow::Placed {
                places: &places[range],
                palette,
            },
            Cells::Plain(weights) => StoredRow::Plain(&weights[range]),
        }
    }

    /// The weight of the edge `{u, v}`, or `None` if absent.
    ///
    /// # Panics
    ///
    /// Panics if `u` or `v` is not a vertex.
    #[must_use]
    pub fn edge(&self, u: usize, v: usize) -> Option<W> {
        assert!(
            u < self.vertex_count && v < self.vertex_count,
            "edge ({u}, {v}) out of range for {} vertices",
            self.vertex_count
        );
        let bit = (self.present[u * self.words_per_row + v / 64] >> (v % 64)) & 1;
        (bit == 1).then(|| self.cells.get(u * self.vertex_count + v))
    }

    /// The edges at `vertex` as `(neighbour, weight)`, in increasing order of neighbour.
    ///
    /// # Panics
    ///
    /// Panics if `vertex` is not a vertex.
    pub fn neighbors(&self, vertex: usize) -> impl Iterator<Item = (usize, W)> + '_ {
        self.row(vertex)
            .map(|(neighbor, key)| (neighbor as usize, self.cells.get(key)))
    }

    /// All edges as `(u, v, weight)` with `u < v`, in lexicographic order.
    pub fn edges(&self) -> impl Iterator<Item = (usize, usize, W)> + '_ {
        (0..self.vertex_count).flat_map(move |u| {
            self.neighbors(u)
                .filter(move |&(v, _)| v > u)
                .map(move |(v, weight)| (u, v, weight))
        })
    }

    fn check_pair(&self, u: usize, v: usize) {
        assert!(
            u < self.vertex_count && v < self.vertex_count,
            "edge ({u}, {v}) out of range for {} vertices",
            self.vertex_count
        );
        assert!(
            u != v,
            "self-loop at vertex {u}: a vertex cannot be matched to itself"
        );
    }

    /// Whether every weight stored is at most `limit`, told from the palette alone (which may
    /// also hold a few weights no cell holds any more); `false` when it cannot tell so.
    pub(crate) fn palette_at_most(&self, limit: W) -> bool {
        match &self.cells {
            Cells::Placed { palette, .. } => palette.iter().all(|weight| *weight <= limit),
            Cells::Plain(_) => false,
        }
    }

    fn row(&self, vertex: usize) -> DenseRow<'_> {
        assert!(
            vertex < self.vertex_count,
            "vertex {vertex} out of range for {} vertices",
            self.vertex_count
        );
        let words = &self.present[vertex * self.words_per_row..(vertex + 1) * self.words_per_row];
        DenseRow {
            row_start: vertex * self.vertex_count,
            words,
            word_index: 0,
            current: words.first().copied().unwrap_or(0),
        }
    }
}

/// A weight's place in the palette of a [`DenseGraph`] ([`DenseGraph::place`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    place: u16,
    /// The palette's rebuilds when the place was found: a rebuild moves weights.
    rebuilds: u64,
}

/// How many distinct weights a palette holds before [`Cells`] stores weights plainly.
const PALETTE_CAPACITY: usize = 1 << 16;

/// Weights remembered with their places, to skip the palette's lookup (see `Cells::Placed`).
const RECENT: usize = 4;

/// The weight matrix of a [`DenseGraph`]. Brackets weigh their pairs by a few criteria, so a
/// few thousand distinct weights usually fill a matrix of millions of cells: two bytes per
/// cell instead of a wide weight each (a 3,615-vertex graph of 256-bit weights takes 26 MB
/// instead of 418 MB, and scanning a row reads a sixteenth of the memory).
#[derive(Clone)]
enum Cells<W> {
    /// Each cell's place in `palette`, the distinct weights stored so far (some perhaps no
    /// longer in any cell; they are dropped when the palette fills up).
    Placed {
        places: Vec<u16>,
        palette: Vec<W>,
        lookup: FxHashMap<W, u16>,
        /// Counts the rebuilds of the palette, which move weights to other places.
        rebuilds: u64,
        /// The weights placed last and their places, the latest first: runs of a few weights
        /// (a row of a bracket whose pairs weigh by a few kinds of player) skip the lookup.
        recent: [(W, u16); RECENT],
    },
    /// Every cell's weight, once the cells hold more distinct weights than places tell apart.
    Plain(Vec<W>),
}

impl<W: Weight> Cells<W> {
    fn new(count: usize) -> Self {
        Cells::Placed {
            places: vec![0; count],
            palette: vec![W::ZERO],
            lookup: FxHashMap::from_iter([(W::ZERO, 0)]),
            rebuilds: 0,
            recent: [(W::ZERO, 0); RECENT],
        }
    }

    #[inline]
    fn get(&self, cell: usize) -> W {
        match self {
            Cells::Placed {
                places, palette, ..
            } => palette[usize::from(places[cell])],
            Cells::Plain(weights) => weights[cell],
        }
    }

    /// Writes `weight` into two cells (the two halves of one pair).
    fn set_pair(&mut self, first: usize, second: usize, weight: W) {
        if let Some(place) = self.place(weight) {
            let Cells::Placed { places, .. } = self else {
                unreachable!("a place is only found in a palette")
            };
            places[first] = place;
            places[second] = place;
        } else {
            let Cells::Plain(weights) = self else {
                unreachable!("without a place the cells are plain")
            };
            weights[first] = weight;
            weights[second] = weight;
        }
    }

    /// The place of `weight` in the palette, added if new; `None` once the cells are plain.
    /// A full palette is first rebuilt from the weights still in a cell, and only when those
    /// alone fill most of it are the cells turned plain.
    fn place(&mut self, weight: W) -> Option<u16> {
        let Cells::Placed {
            places,
            palette,
            lookup,
            rebuilds,
            recent,
        } = self
        else {
            return None;
        };
        if weight == W::ZERO {
            return Some(0);
        }
        if let Some(&(_, place)) = recent.iter().find(|(known, _)| *known == weight) {
            return Some(place);
        }
        if let Some(&place) = lookup.get(&weight) {
            recent.rotate_right(1);
            recent[0] = (weight, place);
            return Some(place);
        }
        if palette.len() == PALETTE_CAPACITY {
            let live = Self::compact(places, palette, lookup);
            *rebuilds += 1;
            *recent = [(W::ZERO, 0); RECENT];
            if live > PALETTE_CAPACITY / 4 * 3 {
                let plain = places
                    .iter()
                    .map(|&place| palette[usize::from(place)])
                    .collect();
                *self = Cells::Plain(plain);
                return None;
            }
        }
        let place = u16::try_from(palette.len())
            .unwrap_or_else(|_| unreachable!("the palette holds at most 2^16 weights"));
        palette.push(weight);
        lookup.insert(weight, place);
        recent.rotate_right(1);
        recent[0] = (weight, place);
        Some(place)
    }

    /// Drops the weights no cell holds from the palette and renumbers the places; returns the
    /// number of weights left.
    fn compact(places: &mut [u16], palette: &mut Vec<W>, lookup: &mut FxHashMap<W, u16>) -> usize {
        let mut renumbered: Vec<Option<u16>> = vec![None; palette.len()];
        let mut kept = vec![W::ZERO];
        renumbered[0] = Some(0);
        for place in places.iter_mut() {
            let old = usize::from(*place);
            *place = *renumbered[old].get_or_insert_with(|| {
                kept.push(palette[old]);
                u16::try_from(kept.len() - 1)
                    .unwrap_or_else(|_| unreachable!("fewer weights are kept than there were"))
            });
        }
        lookup.clear();
        lookup.extend(kept.iter().enumerate().map(|(place, &weight)| {
            let place = u16::try_from(place)
                .unwrap_or_else(|_| unreachable!("fewer weights are kept than there were"));
            (weight, place)
        }));
        *palette = kept;
        palette.len()
    }
}

/// The weights a [`DenseGraph`] stores in one row ([`DenseGraph::stored_row`]); index it by
/// the other vertex.
#[derive(Clone, Copy, Debug)]
pub enum StoredRow<'a, W> {
    /// Places in a palette of weights.
    Placed {
        /// The place of each entry's weight.
        places: &'a [u16],
        /// The weights.
        palette: &'a [W],
    },
    /// The weights themselves.
    Plain(&'a [W]),
}

impl<W: Copy> StoredRow<'_, W> {
    /// The number of entries (the number of vertices).
    #[must_use]
    pub fn len(&self) -> usize {
        match self {
            StoredRow::Placed { places, .. } => places.len(),
            StoredRow::Plain(weights) => weights.len(),
        }
    }

    /// Whether the row has no entries.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The entries in order.
    pub fn iter(&self) -> impl Iterator<Item = W> + '_ {
        (0..self.len()).map(|v| self[v])
    }

    /// The entries as a vector.
    #[must_use]
    pub fn to_vec(&self) -> Vec<W> {
        self.iter().collect()
    }
}

impl<W> Index<usize> for StoredRow<'_, W> {
    type Output = W;

    #[inline]
    fn index(&self, v: usize) -> &W {
        match self {
            StoredRow::Placed { places, palette } => &palette[usize::from(places[v])],
            StoredRow::Plain(weights) => &weights[v],
        }
    }
}

/// The placed form of a [`StoredRow`] alone, so that a loop over it does not test the form
/// at every entry.
pub(crate) struct PlacedRow<'a, W> {
    pub(crate) places: &'a [u16],
    pub(crate) palette: &'a [W],
}

impl<W> Index<usize> for PlacedRow<'_, W> {
    type Output = W;

    #[inline]
    fn index(&self, v: usize) -> &W {
        &self.palette[usize::from(self.places[v])]
    }
}

/// Graphs are equal when they have the same vertices and edges (dormant weights aside).
impl<W: Weight> PartialEq for DenseGraph<W> {
    fn eq(&self, other: &Self) -> bool {
        self.vertex_count == other.vertex_count && self.edges().eq(other.edges())
    }
}

impl<W: Weight> Eq for DenseGraph<W> {}

impl<W: Weight> fmt::Debug for DenseGraph<W> {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter
            .debug_struct("DenseGraph")
            .field("vertex_count", &self.vertex_count)
            .field("edges", &self.edges().collect::<Vec<_>>())
            .finish()
    }
}

/// Iterator over one row of a [`DenseGraph`]: walks the set bits of the presence row.
pub struct DenseRow<'a> {
    row_start: usize,
    words: &'a [u64],
    word_index: usize,
    current: u64,
}

impl Iterator for DenseRow<'_> {
    type Item = (u32, usize);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        while self.current == 0 {
            self.word_index += 1;
            self.current = *self.words.get(self.word_index)?;
        }
        let column = self.word_index * 64 + self.current.trailing_zeros() as usize;
        self.current &= self.current - 1;
        Some((column as u32, self.row_start + column))
    }
}

impl<W: Weight> Access<W> for DenseGraph<W> {
    type Neighbors<'a> = DenseRow<'a>;

    #[inline]
    fn neighbors_with_keys(&self, vertex: usize) -> DenseRow<'_> {
        self.row(vertex)
    }

    #[inline]
    fn weight_by_key(&self, key: usize) -> W {
        self.cells.get(key)
    }
}

impl<W: Weight> WeightedGraph<W> for DenseGraph<W> {
    fn vertex_count(&self) -> usize {
        self.vertex_count
    }

    fn edge(&self, u: usize, v: usize) -> Option<W> {
        Self::edge(self, u, v)
    }
}

/// An undirected graph stored as adjacency lists; memory is linear in its size.
///
/// Built once from a list of edges or from a petgraph graph. Self-loops are
/// ignored and of parallel edges the heaviest is kept.
///
/// ```
/// use rondo_matching::SparseGraph;
///
/// let graph = SparseGraph::<u64>::from_edges(4, [(0, 1, 3), (1, 2, 5), (2, 1, 9), (3, 3, 1)]);
/// assert_eq!(graph.edge_count(), 2);
/// assert_eq!(graph.edge(1, 2), Some(9));
/// assert_eq!(graph.edge(3, 3), None);
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct SparseGraph<W> {
    vertex_count: usize,
    /// Edges with `u < v`, sorted, without duplicates.
    edges: Vec<(u32, u32, W)>,
    /// `adjacency[offsets[v]..offsets[v + 1]]` lists the edges at `v`.
    offsets: Vec<usize>,
    /// `(neighbour, index into edges)`, sorted by neighbour within each vertex.
    adjacency: Vec<(u32, u32)>,
}

impl<W: Weight> SparseGraph<W> {
    /// Builds a graph with `vertex_count` vertices from `(u, v, weight)` triples.
    ///
    /// # Panics
    ///
    /// Panics if an endpoint is not below `vertex_count`, or if `vertex_count`
    /// or the number of edges does not fit in a `u32`.
    pub fn from_edges(
        vertex_count: usize,
        edges: impl IntoIterator<Item = (usize, usize, W)>,
    ) -> Self {
        let index = |vertex: usize| -> u32 {
            assert!(
                vertex < vertex_count,
                "vertex {vertex} out of range for {vertex_count} vertices"
            );
            u32::try_from(vertex).unwrap_or_else(|_| panic!("vertex {vertex} does not fit in u32"))
        };
        let mut list: Vec<(u32, u32, W)> = edges
            .into_iter()
            .filter_map(|(u, v, weight)| {
                let (u, v) = (index(u), index(v));
                (u != v).then_some((u.min(v), u.max(v), weight))
            })
            .collect();
        // Heaviest first within equal endpoints, so that dedup keeps it.
        list.sort_unstable_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)).then(b.2.cmp(&a.2)));
        list.dedup_by_key(|edge| (edge.0, edge.1));
        assert!(
            u32::try_from(list.len()).is_ok(),
            "too many edges for a sparse graph"
        );

        let mut offsets = vec![0; vertex_count + 1];
        for &(u, v, _) in &list {
            offsets[u as usize + 1] += 1;
            offsets[v as usize + 1] += 1;
        }
        for vertex in 0..vertex_count {
            offsets[vertex + 1] += offsets[vertex];
        }
        let mut fill = offsets.clone();
        let mut adjacency = vec![(0, 0); 2 * list.len()];
        // Edges are sorted by (u, v), so each vertex receives its smaller
        // neighbours in increasing order, then its larger ones: lists come out sorted.
        for (edge_index, &(u, v, _)) in list.iter().enumerate() {
            for (from, to) in [(u, v), (v, u)] {
                adjacency[fill[from as usize]] = (to, edge_index as u32);
                fill[from as usize] += 1;
            }
        }
        Self {
            vertex_count,
            edges: list,
            offsets,
            adjacency,
        }
    }

    /// Builds a graph from an undirected petgraph graph.
    ///
    /// Vertex `i` is the node with `graph.to_index(node) == i`; for stable graphs
    /// and graph maps with removed nodes the unused indices become isolated
    /// vertices. Self-loops are ignored; of parallel edges the heaviest is kept.
    ///
    /// ```
    /// use petgraph::graph::UnGraph;
    /// use petgraph::visit::EdgeRef;
    /// use rondo_matching::{MatchingOptions, SparseGraph, maximum_weight_matching};
    ///
    /// let graph = UnGraph::<&str, u64>::from_edges([(0, 1, 4), (1, 2, 6), (2, 3, 4)]);
    /// let sparse = SparseGraph::from_petgraph(&graph, |edge| *edge.weight());
    /// let matching = maximum_weight_matching(&sparse, &MatchingOptions::default())?;
    /// assert_eq!(matching.total_weight(), 8);
    /// # Ok::<_, rondo_matching::MatchingError>(())
    /// ```
    ///
    /// # Panics
    ///
    /// As [`SparseGraph::from_edges`].
    pub fn from_petgraph<G, F>(graph: G, mut weight: F) -> Self
    where
        G: IntoEdgeReferences + NodeIndexable + GraphProp<EdgeType = Undirected>,
        F: FnMut(G::EdgeRef) -> W,
    {
        let edges = graph.edge_references().map(|edge| {
            (
                graph.to_index(edge.source()),
                graph.to_index(edge.target()),
                weight(edge),
            )
        });
        Self::from_edges(graph.node_bound(), edges)
    }

    /// The number of vertices.
    #[must_use]
    pub fn vertex_count(&self) -> usize {
        self.vertex_count
    }

    /// The number of edges.
    #[must_use]
    pub fn edge_count(&self) -> usize {
        self.edges.len()
    }

    /// The weight of the edge `{u, v}`, or `None` if absent.
    ///
    /// # Panics
    ///
    /// Panics if `u` or `v` is not a vertex.
    #[must_use]
    pub fn edge(&self, u: usize, v: usize) -> Option<W> {
        assert!(
            u < self.vertex_count && v < self.vertex_count,
            "edge ({u}, {v}) out of range for {} vertices",
            self.vertex_count
        );
        let list = &self.adjacency[self.offsets[u]..self.offsets[u + 1]];
        let target = u32::try_from(v).ok()?;
        let position = list
            .binary_search_by_key(&target, |&(neighbor, _)| neighbor)
            .ok()?;
        Some(self.edges[list[position].1 as usize].2)
    }

    /// The edges at `vertex` as `(neighbour, weight)`, in increasing order of neighbour.
    ///
    /// # Panics
    ///
    /// Panics if `vertex` is not a vertex.
    pub fn neighbors(&self, vertex: usize) -> impl Iterator<Item = (usize, W)> + '_ {
        self.neighbors_with_keys(vertex)
            .map(|(neighbor, key)| (neighbor as usize, self.edges[key].2))
    }

    /// All edges as `(u, v, weight)` with `u < v`, in lexicographic order.
    pub fn edges(&self) -> impl Iterator<Item = (usize, usize, W)> + '_ {
        self.edges
            .iter()
            .map(|&(u, v, weight)| (u as usize, v as usize, weight))
    }
}

impl<W: Weight> fmt::Debug for SparseGraph<W> {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter
            .debug_struct("SparseGraph")
            .field("vertex_count", &self.vertex_count)
            .field("edges", &self.edges)
            .finish()
    }
}

/// Iterator over the edges at one vertex of a [`SparseGraph`].
pub struct SparseRow<'a> {
    entries: core::slice::Iter<'a, (u32, u32)>,
}

impl Iterator for SparseRow<'_> {
    type Item = (u32, usize);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let &(neighbor, edge_index) = self.entries.next()?;
        Some((neighbor, edge_index as usize))
    }
}

impl<W: Weight> Access<W> for SparseGraph<W> {
    type Neighbors<'a> = SparseRow<'a>;

    #[inline]
    fn neighbors_with_keys(&self, vertex: usize) -> SparseRow<'_> {
        assert!(
            vertex < self.vertex_count,
            "vertex {vertex} out of range for {} vertices",
            self.vertex_count
        );
        SparseRow {
            entries: self.adjacency[self.offsets[vertex]..self.offsets[vertex + 1]].iter(),
        }
    }

    #[inline]
    fn weight_by_key(&self, key: usize) -> W {
        self.edges[key].2
    }
}

impl<W: Weight> WeightedGraph<W> for SparseGraph<W> {
    fn vertex_count(&self) -> usize {
        self.vertex_count
    }

    fn edge(&self, u: usize, v: usize) -> Option<W> {
        Self::edge(self, u, v)
    }
}
