//! The tables a bracket's weighing keeps: the palette of base weights (two bytes a pair), the
//! kinds of player and the orders in which two kinds meet, and the greedy start that pairs along
//! the tight pairs of an optimum of the kinds.

use rustc_hash::FxHashMap;

use crate::weight::{TieBreak, WeightBits};

/// The most kinds of player the weighing of a bracket (`crate::procedure`) keeps a table of
/// pair weights for (a table of 65,536 weights); past it every pair is weighed on its own.
pub(crate) const MAX_KINDS: usize = 256;

/// Where the players of each kind sit in the graph's order (by local vertex).
pub(crate) struct KindSpans {
    pub(crate) counts: Vec<usize>,
    first: Vec<usize>,
    last: Vec<usize>,
}

impl KindSpans {
    pub(crate) fn new(kind: &[usize], kind_count: usize) -> KindSpans {
        let mut spans = KindSpans {
            counts: vec![0; kind_count],
            first: vec![usize::MAX; kind_count],
            last: vec![0; kind_count],
        };
        for (vertex, &k) in kind.iter().enumerate() {
            spans.counts[k] += 1;
            spans.first[k] = spans.first[k].min(vertex);
            spans.last[k] = spans.last[k].max(vertex);
        }
        spans
    }

    /// The orders `(higher, lower)` in which players of kinds `k` and `l` meet in the graph:
    /// some player of the higher kind comes before one of the lower, and they are not two
    /// moved-down players (the first `mdps` vertices, who never meet). A pair's weight depends
    /// on which player is higher, so a bound on the pairs of two kinds takes both orders.
    pub(crate) fn orders(
        &self,
        k: usize,
        l: usize,
        mdps: usize,
    ) -> impl Iterator<Item = (usize, usize)> {
        let both = if k == l {
            vec![(k, k)]
        } else {
            vec![(k, l), (l, k)]
        };
        both.into_iter()
            .filter(move |&(h, l)| self.first[h] < self.last[l] && self.last[l] >= mdps)
    }
}

/// A greedy matching along tight pairs that forms as many pairs of each two kinds as an
/// optimum of the kinds has ([`rondo_matching::ClassMatching::pairs`]), so that, say, two
/// players who would both fit a third do not pair with each other and leave him without a
/// partner.
pub(crate) struct QuotaGreedy<'a> {
    pub(crate) kind: &'a [usize],
    pub(crate) kind_count: usize,
    /// Pairs still to form, per pair of kinds (both orders alike).
    pub(crate) quota: Vec<usize>,
    pub(crate) paired: Vec<bool>,
    pub(crate) pairs: Vec<(usize, usize)>,
}

impl QuotaGreedy<'_> {
    /// Pairs `u`, unless paired already, with the first of `candidates` left unpaired whose
    /// kind still has a pair to form with his and whose pair is `tight`.
    pub(crate) fn pair_first(
        &mut self,
        u: usize,
        candidates: impl IntoIterator<Item = usize>,
        tight: impl Fn(usize, usize) -> bool,
    ) {
        if self.paired[u] {
            return;
        }
        let (n, ku) = (self.kind_count, self.kind[u]);
        let partner = candidates
            .into_iter()
            .find(|&v| !self.paired[v] && self.quota[ku * n + self.kind[v]] > 0 && tight(u, v));
        if let Some(v) = partner {
            let kv = self.kind[v];
            self.quota[ku * n + kv] -= 1;
            if kv != ku {
                self.quota[kv * n + ku] -= 1;
            }
            self.paired[u] = true;
            self.paired[v] = true;
            self.pairs.push((u, v));
        }
    }
}

/// The side of the square tiles of [`pairs_in_tiles`].
const TILE: usize = 64;

/// Every pair `(x, y)` with `x < y < n`, tile by tile: the matcher's matrix holds both
/// `(x, y)` and `(y, x)`, and visited row by row one of the two strides through the whole
/// matrix, a cache miss per pair, where a tile's rows stay in cache (the weighing of a
/// 3,300-player bracket took 0.40 s instead of 0.54 s).
/// Tiles in rows, each row's from the left; in a tile, `y` then `x` increasing. (Written out
/// as a state machine: the same order as nested `flat_map`s, whose per-pair overhead was 6 %
/// of a 9,999-player round.)
pub(crate) fn pairs_in_tiles(n: usize) -> PairsInTiles {
    PairsInTiles {
        n,
        tile_row: 0,
        tile_column: 0,
        y: 0,
        x: 0,
        x_end: 0,
    }
}

/// The iterator of [`pairs_in_tiles`].
pub(crate) struct PairsInTiles {
    n: usize,
    tile_row: usize,
    tile_column: usize,
    y: usize,
    x: usize,
    x_end: usize,
}

impl Iterator for PairsInTiles {
    type Item = (usize, usize);

    #[inline]
    fn next(&mut self) -> Option<(usize, usize)> {
        loop {
            if self.x < self.x_end {
                let pair = (self.x, self.y);
                self.x += 1;
                return Some(pair);
            }
            // The next row of the tile, else the next tile.
            if self.y + 1 < ((self.tile_row + 1) * TILE).min(self.n) {
                self.y += 1;
            } else {
                if self.tile_column < self.tile_row {
                    self.tile_column += 1;
                } else {
                    self.tile_row += 1;
                    self.tile_column = 0;
                }
                if self.tile_row * TILE >= self.n {
                    self.x_end = 0;
                    return None;
                }
                self.y = self.tile_row * TILE;
            }
            self.x = self.tile_column * TILE;
            self.x_end = ((self.tile_column + 1) * TILE).min(self.y);
        }
    }
}

/// The base weights among the first `len()` local vertices (the bracket and the next group),
/// one per pair of a triangle (`x < y` at `y·(y − 1)/2 + x`), the largest table of a large
/// bracket. Few distinct weights occur (the criteria depend on the two players' scores,
/// colours and floats, not on the pair itself), so each pair keeps an index into a palette of
/// them: two bytes a pair instead of up to 32. The tie-break of two players of the next group,
/// which does depend on the pair, is added when read.
pub(crate) struct BaseWeights<W> {
    len: usize,
    /// Per pair, its weight's place in `palette`.
    indices: Vec<u16>,
    palette: Vec<W>,
    places: FxHashMap<W, u16>,
    /// Every pair's weight, once more distinct weights occur than indices can tell apart.
    plain: Option<Vec<W>>,
    /// The tie-break, added to pairs of two vertices from the given one on.
    tie: Option<(TieBreak, usize)>,
}

impl<W: WeightBits> BaseWeights<W> {
    pub(crate) fn new(len: usize, tie: Option<(TieBreak, usize)>) -> BaseWeights<W> {
        BaseWeights {
            len,
            indices: vec![0; len * len.saturating_sub(1) / 2],
            palette: vec![W::zero()],
            places: FxHashMap::from_iter([(W::zero(), 0)]),
            plain: None,
            tie,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    fn index(x: usize, y: usize) -> usize {
        let (x, y) = (x.min(y), x.max(y));
        y * (y - 1) / 2 + x
    }

    /// The weight between local vertices `x` and `y` (in either order; zero for `x == y`).
    pub(crate) fn get(&self, x: usize, y: usize) -> W {
        if x == y {
            return W::zero();
        }
        let index = Self::index(x, y);
        let mut weight = match &self.plain {
            Some(plain) => plain[index],
            None => self.palette[usize::from(self.indices[index])],
        };
        if let Some((tie, from)) = &self.tie
            && x.min(y) >= *from
            && !weight.is_zero()
        {
            tie.add(&mut weight, x, y);
        }
        weight
    }

    /// Sets the weight (without the tie-break) between local vertices `higher < lower`;
    /// vertices outside are ignored.
    pub(crate) fn set(&mut self, higher: usize, lower: usize, weight: W) {
        if lower >= self.len || higher == lower {
            return;
        }
        // Neighbouring pairs mostly share their weight: look it up only when it changes.
        let index = Self::index(higher, lower);
        let last = self.indices.get(index.wrapping_sub(1)).copied();
        let place = match last {
            Some(last) if self.palette[usize::from(last)] == weight => Some(last),
            _ => self.place(weight),
        };
        self.set_placed(higher, lower, weight, place);
    }

    /// The distinct weights of the palette, indexed by [`BaseWeights::place_of`].
    pub(crate) fn palette(&self) -> &[W] {
        &self.palette
    }

    /// The place in [`BaseWeights::palette`] of the weight between local vertices `x != y`
    /// (either order), when the pair reads as its palette weight (no plain table, no
    /// tie-break added).
    pub(crate) fn place_of(&self, x: usize, y: usize) -> Option<u16> {
        let tied = self.tie.as_ref().is_some_and(|(_, from)| x.min(y) >= *from);
        if tied || self.plain.is_some() {
            return None;
        }
        Some(self.indices[Self::index(x, y)])
    }

    /// Sets the weight between local vertices `x` and `y` (either order) to zero, which the
    /// palette keeps at place 0; vertices outside are ignored.
    pub(crate) fn clear(&mut self, x: usize, y: usize) {
        if x.max(y) >= self.len || x == y {
            return;
        }
        let index = Self::index(x, y);
        match &mut self.plain {
            Some(plain) => plain[index] = W::zero(),
            None => self.indices[index] = 0,
        }
    }

    /// The place of `weight` in the palette, added if new; `None` once more distinct weights
    /// occurred than places can tell apart, and every pair keeps its weight plainly.
    pub(crate) fn place(&mut self, weight: W) -> Option<u16> {
        if self.plain.is_some() {
            return None;
        }
        if let Some(&place) = self.places.get(&weight) {
            return Some(place);
        }
        if let Ok(place) = u16::try_from(self.palette.len()) {
            self.palette.push(weight);
            self.places.insert(weight, place);
            return Some(place);
        }
        let plain = self
            .indices
            .iter()
            .map(|&place| self.palette[usize::from(place)])
            .collect();
        self.plain = Some(plain);
        self.indices = Vec::new();
        None
    }

    /// [`BaseWeights::set`] with the place of `weight` found before
    /// ([`BaseWeights::place`]), for a weight that many pairs share.
    pub(crate) fn set_placed(
        &mut self,
        higher: usize,
        lower: usize,
        weight: W,
        place: Option<u16>,
    ) {
        if lower >= self.len || higher == lower {
            return;
        }
        let index = Self::index(higher, lower);
        match (&mut self.plain, place) {
            (Some(plain), _) => plain[index] = weight,
            (None, Some(place)) => self.indices[index] = place,
            (None, None) => unreachable!("a weight without a place while the palette is in use"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::KindSpans;

    /// Both orders count where both occur, one where only one does, none inside a kind of one
    /// player, and none between two moved-down players.
    #[test]
    fn pairs_of_kinds_are_bounded_in_the_orders_that_occur() {
        // Vertices: 0 and 1 moved down (kinds 3, 3), then kinds 0, 1, 0, 2, 1.
        let spans = KindSpans::new(&[3, 3, 0, 1, 0, 2, 1], 4);
        let orders = |k, l| spans.orders(k, l, 2).collect::<Vec<_>>();
        assert_eq!(orders(0, 1), [(0, 1), (1, 0)]);
        assert_eq!(orders(1, 2), [(1, 2), (2, 1)]);
        assert_eq!(orders(0, 2), [(0, 2)]);
        assert_eq!(orders(2, 0), [(0, 2)]);
        assert_eq!(orders(0, 0), [(0, 0)]);
        assert!(orders(2, 2).is_empty());
        assert!(orders(3, 3).is_empty());
        assert_eq!(orders(3, 2), [(3, 2)]);
    }

    /// Every pair `x < y < n` once, tile after tile in rows, each tile's pairs by `y` then
    /// `x`: the order of the weighing, on sizes around the tile's side.
    #[test]
    fn pairs_in_tiles_visit_every_pair_once_tile_by_tile() {
        const TILE: usize = super::TILE;
        for n in [0, 1, 2, 3, TILE - 1, TILE, TILE + 1, 2 * TILE, 3 * TILE + 7] {
            let mut expected = Vec::new();
            for row in 0..n.div_ceil(TILE) {
                for column in 0..=row {
                    for y in row * TILE..((row + 1) * TILE).min(n) {
                        for x in column * TILE..((column + 1) * TILE).min(y) {
                            expected.push((x, y));
                        }
                    }
                }
            }
            assert_eq!(expected.len(), n * n.saturating_sub(1) / 2, "{n} players");
            assert_eq!(
                super::pairs_in_tiles(n).collect::<Vec<_>>(),
                expected,
                "{n} players"
            );
        }
    }

    use super::BaseWeights;
    use crate::weight::{BitAllocator, TieBreak};

    /// The palette gives back every weight set, and past 65,536 distinct weights the table
    /// turns plain without losing one; the tie-break is added only between the next group's
    /// players.
    #[test]
    fn base_weights_keep_every_weight_through_the_palette_and_past_it() {
        let len = 420;
        let weight = |x: usize, y: usize| (x * len + y) as u128 % 70_001;
        let mut bits = BitAllocator::default();
        let tie = TieBreak::reserve(&mut bits, len, 300).expect("players below the bracket");
        let from = 300;
        let mut base = BaseWeights::<u128>::new(len, Some((tie, from)));
        for y in 0..len {
            for x in 0..y {
                base.set(x, y, weight(x, y) << bits.used());
                if y == 100 {
                    assert!(base.plain.is_none(), "few weights so far");
                }
            }
        }
        assert!(base.plain.is_some(), "more weights than a palette holds");
        for y in 0..len {
            for x in 0..y {
                let mut expected = weight(x, y) << bits.used();
                if x >= from && expected != 0 {
                    tie.add(&mut expected, x, y);
                }
                assert_eq!(base.get(x, y), expected, "{x}, {y}");
                assert_eq!(base.get(y, x), expected, "{y}, {x}");
            }
        }
        base.set(1, 2, 0);
        assert_eq!(base.get(2, 1), 0);
    }
}
