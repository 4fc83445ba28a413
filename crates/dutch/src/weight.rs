//! Edge weights as bit fields: the criteria in priority order become bit fields of one exact
//! unsigned integer, most important criterion in the most significant field, so that a
//! maximum-weight matching compares candidate pairings criterion by criterion.
//!
//! Invariant: every field is wide enough to hold its sum over any matching of the graph it is
//! used in, so no field carries into the next one and comparing two weights compares the
//! criteria lexicographically.

/// An unsigned integer wide enough for a bracket's edge weights.
pub(crate) trait WeightBits: rondo_matching::Weight {
    /// The number of bits available (some are kept free for the matching's dual variables).
    const BITS: u32;
    /// Zero.
    fn zero() -> Self;
    /// Adds `value << shift`; the caller guarantees it fits.
    fn add_shifted(&mut self, value: u64, shift: u32);
    /// Whether the value is zero.
    fn is_zero(&self) -> bool;
}

impl WeightBits for u64 {
    const BITS: u32 = 64;
    fn zero() -> Self {
        0
    }
    fn add_shifted(&mut self, value: u64, shift: u32) {
        *self += value << shift;
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
}

impl WeightBits for u128 {
    const BITS: u32 = 128;
    fn zero() -> Self {
        0
    }
    fn add_shifted(&mut self, value: u64, shift: u32) {
        *self += u128::from(value) << shift;
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
}

macro_rules! wide_weight_bits {
    ($($limbs:literal),*) => {$(
        impl WeightBits for rondo_matching::Wide<$limbs> {
            const BITS: u32 = 64 * $limbs;
            fn zero() -> Self {
                Self::default()
            }
            fn add_shifted(&mut self, value: u64, shift: u32) {
                self.add_u64_shifted(value, shift);
            }
            fn is_zero(&self) -> bool {
                rondo_matching::Wide::is_zero(self)
            }
        }
    )*};
}

wide_weight_bits!(4, 8, 16, 32, 64);

/// Positions of bit fields, allocated from the least significant bit upward.
#[derive(Clone, Debug, Default)]
pub(crate) struct BitAllocator {
    next: u32,
}

impl BitAllocator {
    /// Reserves `width` bits and returns their lowest position.
    pub fn field(&mut self, width: u32) -> u32 {
        let position = self.next;
        self.next += width;
        position
    }

    /// The number of bits allocated so far.
    pub fn used(&self) -> u32 {
        self.next
    }
}

/// The tie-break field, the lowest of every bracket layout: an edge between local vertices
/// `x` and `y` of a graph of `n` players may be worth `(n − x)·(n − y)` more there, which
/// favours pairing players near each other in pairing order. The field holds the sum over any
/// matching, so it only decides between matchings that every criterion and every ordering
/// bonus rank equal: it never changes a decision of the engine. Where it is used, it makes the
/// optimum (nearly) unique, so that the solver does not wander through a large plateau of
/// equally good matchings.
#[derive(Copy, Clone, Debug)]
pub(crate) struct TieBreak {
    /// Lowest bit of the field.
    pub shift: u32,
    vertex_count: u64,
}

impl TieBreak {
    /// Reserves the field in `bits` (first, so lowest) for a graph of `vertex_count` players
    /// of which `bracket_len` belong to the bracket; `None` when nobody is below the bracket,
    /// as the field serves pairs of players below it only (wider weights cost time).
    pub fn reserve(
        bits: &mut BitAllocator,
        vertex_count: usize,
        bracket_len: usize,
    ) -> Option<TieBreak> {
        if vertex_count <= bracket_len {
            return None;
        }
        let n = vertex_count.max(2) as u64;
        // Each edge is worth at most n², a matching has at most n/2 edges.
        let shift = bits.field(bits_for(n * n * n / 2 + 1));
        Some(TieBreak {
            shift,
            vertex_count: n,
        })
    }

    /// Adds the tie-break value of the edge between local vertices `x` and `y` to `weight`.
    pub fn add<W: WeightBits>(&self, weight: &mut W, x: usize, y: usize) {
        let n = self.vertex_count;
        weight.add_shifted((n - x as u64) * (n - y as u64), self.shift);
    }

    /// Adds to the dual of local vertex `x` the room its tie-breaks need: `(n − x)²` in the
    /// field. Two such margins cover twice any tie-break between their vertices, since
    /// `a² + b² ≥ 2ab`.
    pub fn add_vertex_margin<W: WeightBits>(&self, dual: &mut W, x: usize) {
        let n = self.vertex_count;
        dual.add_shifted((n - x as u64).pow(2), self.shift);
    }
}

/// The number of bits needed to write `value` (0 for 0).
pub(crate) fn bits_for(value: u64) -> u32 {
    64 - value.leading_zeros()
}
