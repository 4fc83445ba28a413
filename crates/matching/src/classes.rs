//! Starting duals for graphs whose weights depend on classes of vertices.
//!
//! In a pairing bracket of thousands of players the weight of a pair depends on a few features
//! of each player (score, colour state, floats), so the vertices fall into a few dozen classes
//! and the weight of a pair is a function of the two classes. The engine's own start (each
//! vertex at its heaviest edge, then a greedy matching) is poor there: a few vertices whose
//! edges all weigh a little more set every neighbour's starting dual, the greedy matching on
//! tight edges then pairs few vertices, and every other vertex costs a search of a large tree.
//!
//! [`class_duals`] solves the problem at the level of classes instead: the fractional matching
//! of the classes' bipartite double cover (each class once on the left and once on the right,
//! with its number of vertices as capacity on both sides), a transportation problem of a few
//! dozen rows solved exactly by the Hungarian method. Its optimal duals, one per class, cover
//! every pair of vertices (so they are feasible for the whole graph), and the pairs of classes
//! that an optimal fractional matching uses are tight, so a greedy matching on tight edges
//! pairs most vertices at once ([`crate::Solver::start_from_duals`]).

use crate::weight::Weight;

/// One dual per class of vertices, in the doubled units of the solver's dual constraint, such
/// that `duals[k] + duals[l] ≥ 2·weight(k, l)` for every two classes `k` and `l` that have a
/// pair of vertices (`k == l` only when `counts[k] ≥ 2`): the vertex duals "each vertex takes
/// its class's dual" are feasible for any graph whose edge between a vertex of class `k` and
/// one of class `l` weighs at most `weight(k, l)`.
///
/// The duals are optimal for the fractional relaxation of matching at the level of classes
/// (the bipartite double cover with `counts` as capacities, exposed vertices allowed), so
/// `Σ counts[k]·duals[k]` equals twice the largest weight of a fractional matching of the
/// classes. `weight` is read once per pair `k ≤ l` and stands for both orders.
///
/// ```
/// use rondo_matching::class_duals;
///
/// // Two classes of 3 and 5 vertices; pairs across weigh 10, pairs inside class 1 weigh 4.
/// let weights = [[0u64, 10], [10, 4]];
/// let duals = class_duals(&[3, 5], |k, l| weights[k][l]);
/// assert!(duals[0] + duals[1] >= 20 && duals[1] + duals[1] >= 8);
/// // Three pairs across and one inside class 1: 34, twice over in the double cover.
/// assert_eq!(3 * duals[0] + 5 * duals[1], 68);
/// ```
pub fn class_duals<W: Weight>(counts: &[usize], weight: impl Fn(usize, usize) -> W) -> Vec<W> {
    class_matching(counts, weight).duals
}

/// An optimal fractional matching of classes with its duals ([`class_matching`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassMatching<W> {
    /// One dual per class, as [`class_duals`] returns.
    pub duals: Vec<W>,
    /// How many pairs join a vertex of class `k` to one of class `l`, at `k * n + l` and
    /// `l * n + k` alike (`n` classes), rounded down where the optimum pairs halves: a
    /// pattern for a greedy matching along the tight edges.
    pub pairs: Vec<usize>,
}

/// [`class_duals`], with the optimal fractional matching of classes they certify.
///
/// ```
/// use rondo_matching::class_matching;
///
/// let weights = [[0u64, 10], [10, 4]];
/// let classes = class_matching(&[3, 5], |k, l| weights[k][l]);
/// // Three pairs across, one inside class 1.
/// assert_eq!(classes.pairs, vec![0, 3, 3, 1]);
/// ```
pub fn class_matching<W: Weight>(
    counts: &[usize],
    weight: impl Fn(usize, usize) -> W,
) -> ClassMatching<W> {
    let n = counts.len();
    let mut matrix = vec![W::ZERO; n * n];
    for k in 0..n {
        for l in k..n {
            let pairable = counts[k] > 0 && counts[l] > 0 && (k != l || counts[k] >= 2);
            if pairable {
                let w = weight(k, l);
                matrix[k * n + l] = w;
                matrix[l * n + k] = w;
            }
        }
    }
    let mut transport = Transport::new(counts, matrix);
    transport.solve();
    let duals = (0..n)
        .map(|k| transport.row[k] + transport.column[k])
        .collect();
    // The optimum and its transpose are both optimal; their mean pairs `k` with `l` in
    // `(flow[k][l] + flow[l][k]) / 2` pairs, and `k` with itself in `flow[k][k] / 2`.
    let mut pairs = vec![0; n * n];
    for k in 0..n {
        for l in 0..n {
            let flow = &transport.flow;
            pairs[k * n + l] = if k == l {
                flow[k * n + k] / 2
            } else {
                (flow[k * n + l] + flow[l * n + k]) / 2
            };
        }
    }
    ClassMatching { duals, pairs }
}

/// The transportation problem of [`class_duals`]: rows (left copies) and columns (right
/// copies) with capacities, maximum weight, capacity may be left unused.
///
/// Invariants between searches: `row[k] + column[l] ≥ weight(k, l)` for all `k`, `l`, with
/// equality where `flow > 0`; a column with spare capacity has dual zero (a search that reaches
/// it augments at once, so it is never raised); duals stay within `0..=max weight`.
struct Transport<W> {
    n: usize,
    weight: Vec<W>,
    row: Vec<W>,
    column: Vec<W>,
    /// Units sent from row `k` to column `l`, at `k * n + l`.
    flow: Vec<usize>,
    row_spare: Vec<usize>,
    column_spare: Vec<usize>,
}

/// How a search ends: at a column with spare capacity, or at a row whose dual reached zero.
enum End {
    Column(usize),
    Row(usize),
}

impl<W: Weight> Transport<W> {
    fn new(counts: &[usize], weight: Vec<W>) -> Transport<W> {
        let n = counts.len();
        let row = (0..n)
            .map(|k| {
                weight[k * n..(k + 1) * n]
                    .iter()
                    .copied()
                    .fold(W::ZERO, W::max)
            })
            .collect();
        Transport {
            n,
            weight,
            row,
            column: vec![W::ZERO; n],
            flow: vec![0; n * n],
            row_spare: counts.to_vec(),
            column_spare: counts.to_vec(),
        }
    }

    fn slack(&self, k: usize, l: usize) -> W {
        self.row[k] + self.column[l] - self.weight[k * self.n + l]
    }

    /// Sends flow from every row until each row is full or has dual zero (then its spare
    /// capacity stays unused, as complementary slackness allows).
    fn solve(&mut self) {
        for root in 0..self.n {
            while self.row_spare[root] > 0 && self.row[root] > W::ZERO {
                self.search(root);
            }
        }
    }

    /// One Hungarian search from `root` on tight edges (forward on any tight edge, backward on
    /// an edge with flow), changing duals when it is stuck, until it reaches a column with
    /// spare capacity or a row whose dual fell to zero; then augments along the path found.
    fn search(&mut self, root: usize) {
        let n = self.n;
        let mut in_rows = vec![false; n];
        let mut in_columns = vec![false; n];
        // The row that reached each column, and the column that reached each row.
        let mut column_from = vec![0; n];
        let mut row_from = vec![0; n];
        let mut least = vec![W::MAX; n];
        let mut least_from = vec![0; n];
        let mut rows = vec![root];
        in_rows[root] = true;
        self.offer(root, &in_columns, &mut least, &mut least_from);
        let end = loop {
            if let Some(l) = (0..n).find(|&l| !in_columns[l] && least[l] == W::ZERO) {
                in_columns[l] = true;
                column_from[l] = least_from[l];
                if self.column_spare[l] > 0 {
                    break End::Column(l);
                }
                for k in 0..n {
                    if !in_rows[k] && self.flow[k * n + l] > 0 {
                        in_rows[k] = true;
                        row_from[k] = l;
                        rows.push(k);
                        self.offer(k, &in_columns, &mut least, &mut least_from);
                    }
                }
                continue;
            }
            let to_tight = (0..n)
                .filter(|&l| !in_columns[l])
                .map(|l| least[l])
                .min()
                .unwrap_or(W::MAX);
            let to_zero = rows.iter().map(|&k| self.row[k]).min().unwrap_or(W::MAX);
            let delta = to_tight.min(to_zero);
            for &k in &rows {
                self.row[k] = self.row[k] - delta;
            }
            for l in 0..n {
                if in_columns[l] {
                    self.column[l] = self.column[l] + delta;
                } else if least[l] != W::MAX {
                    least[l] = least[l] - delta;
                }
            }
            if to_zero <= to_tight {
                let zero = rows.iter().copied().find(|&k| self.row[k] == W::ZERO);
                if let Some(k) = zero {
                    break End::Row(k);
                }
            }
        };
        self.augment(root, end, &row_from, &column_from);
    }

    /// Records the slacks from row `k` to the columns not reached yet. (A pair of classes that
    /// has no pair of vertices weighs zero: flow on it is worth no more than leaving both
    /// capacities unused, so it needs no exception.)
    fn offer(&self, k: usize, in_columns: &[bool], least: &mut [W], least_from: &mut [usize]) {
        for l in (0..self.n).filter(|&l| !in_columns[l]) {
            let slack = self.slack(k, l);
            if slack < least[l] {
                least[l] = slack;
                least_from[l] = k;
            }
        }
    }

    /// Sends as much flow as the path allows from `root` to `end`.
    fn augment(&mut self, root: usize, end: End, row_from: &[usize], column_from: &[usize]) {
        let n = self.n;
        // The path's edges from the end back to the root: (row, column, forward).
        let mut path = Vec::new();
        let mut row = match end {
            End::Column(l) => {
                path.push((column_from[l], l, true));
                column_from[l]
            }
            End::Row(k) => k,
        };
        while row != root {
            let l = row_from[row];
            path.push((row, l, false));
            row = column_from[l];
            path.push((row, l, true));
        }
        let mut amount = self.row_spare[root];
        if let End::Column(l) = end {
            amount = amount.min(self.column_spare[l]);
        }
        for &(k, l, forward) in &path {
            if !forward {
                amount = amount.min(self.flow[k * n + l]);
            }
        }
        for &(k, l, forward) in &path {
            if forward {
                self.flow[k * n + l] += amount;
            } else {
                self.flow[k * n + l] -= amount;
            }
        }
        self.row_spare[root] -= amount;
        match end {
            End::Column(l) => self.column_spare[l] -= amount,
            End::Row(k) => self.row_spare[k] += amount,
        }
    }
}
