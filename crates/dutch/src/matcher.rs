//! The maximum-weight matching the engine asks questions of.
//!
//! Policy: the engine builds one graph per bracket whose vertices are players still to pair;
//! it changes a few edge weights between questions and asks for a new maximum-weight matching
//! each time (the solver starts from the previous optimum). Edges of weight zero are absent. Players whose pair is decided are cut off (all
//! their edges set to zero), which does not change which matchings of the others are optimal.

use crate::PairError;
use crate::weight::WeightBits;

/// A maximum-weight matching solver over a fixed vertex set with changing edge weights.
pub(crate) trait Matcher<W: WeightBits> {
    /// Sets the weight of the edge `u`–`v` (zero removes it). An error (a weight beyond the
    /// solver's limit) is reported by the next [`Matcher::solve`].
    fn set_weight(&mut self, u: usize, v: usize, weight: W);
    /// The place of a weight that many pairs will share in the matcher's palette, for
    /// [`Matcher::set_weight_placed`]; `None` for matchers without one.
    fn place(&mut self, _weight: W) -> Option<rondo_matching::Place> {
        None
    }
    /// [`Matcher::set_weight`] with `weight`'s place found before ([`Matcher::place`]).
    fn set_weight_placed(
        &mut self,
        u: usize,
        v: usize,
        weight: W,
        _place: Option<rondo_matching::Place>,
    ) {
        self.set_weight(u, v, weight);
    }
    /// Raises the dual variable of `v` by `amount` (dual constraint: `dual(u) + dual(v) ≥
    /// 2 · weight`): a warm-start hint before weights at `v` rise, never changing which
    /// matchings are optimal. Matchers without duals ignore it.
    fn raise_dual(&mut self, _v: usize, _amount: W) {}
    /// Suggests `u`–`v` as a likely edge of the next optimum (a hint for matchers that solve
    /// on a subgraph; it never changes which matchings are optimal).
    fn suggest_edge(&mut self, _u: usize, _v: usize) {}
    /// Suggests that the first optimum pairs players of different `sides` (`None`: either):
    /// a matcher that solves on a subgraph first may take only such edges as candidates, which
    /// keeps odd cycles, and so blossoms, out of its first solve (a hint; it never changes
    /// which matchings are optimal).
    fn suggest_sides(&mut self, _sides: Vec<Option<bool>>) {}
    /// Suggests a start for the first solve: duals (dual constraint: `dual(u) + dual(v) ≥
    /// 2·weight`) feasible for every edge of the graph, and pairs along edges they make tight.
    /// A matcher with duals may start from them instead of its own start (a hint; it never
    /// changes which matchings are optimal).
    fn suggest_start(&mut self, _duals: Vec<W>, _pairs: Vec<(usize, usize)>) {}
    /// Whether the duals of the last solve prove that every matching of the current graph
    /// holding the edge `u`–`v` of `weight` is worth at least `margin` less than the optimum:
    /// its slack (doubled units) is at least `2·margin`. Valid while the graph has only lost
    /// edges of the matching's pairs or edges outside it since that solve, which keeps those
    /// duals optimal. Matchers without duals answer `false` (no proof).
    fn excluded(&self, _u: usize, _v: usize, _weight: W, _margin: W) -> bool {
        false
    }
    /// The vertex duals of the last solve when they certify it on their own (no blossom
    /// carries a dual): see `rondo_matching::Solver::blossom_free_duals`. `None` otherwise,
    /// and for matchers without duals.
    fn blossom_free_duals(&self) -> Option<Vec<W>> {
        None
    }
    /// Cuts `u` and `v` off the graph for good: every edge at either becomes zero. `live` are
    /// the vertices that may still have an edge to them; the weights are never read or set
    /// again. A matcher that can drop whole vertices need not zero each edge (a large
    /// bracket's pairs, fixed one by one, would otherwise write every cell of its matrix).
    fn cut_off(&mut self, u: usize, v: usize, live: impl Iterator<Item = usize>) {
        for other in live {
            for end in [u, v] {
                if other != end {
                    self.set_weight(end, other, W::zero());
                }
            }
        }
    }
    /// Sets every pair of two vertices of one group to zero, as [`Matcher::set_weight`] would
    /// pair by pair: group after group, each group's pairs in the order of its list (the first
    /// vertex's pairs, then the second's, …). A matcher that keeps a matrix clears it row by
    /// row instead.
    fn clear_within(&mut self, groups: &[&[usize]]) {
        for group in groups {
            for (i, &u) in group.iter().enumerate() {
                for &v in &group[i + 1..] {
                    self.set_weight(u, v, W::zero());
                }
            }
        }
    }
    /// Computes a maximum-weight matching of the current graph.
    fn solve(&mut self) -> Result<(), PairError>;
    /// The mate of `v` in the last matching computed.
    fn mate(&self, v: usize) -> Option<usize>;
}
