//! The [`Weight`] trait: exact unsigned integers used as edge weights.

use core::fmt::{Debug, Display};
use core::hash::Hash;
use core::ops::{Add, Sub};

/// An exact unsigned integer type usable as an edge weight.
///
/// Implemented for [`u64`], [`u128`] and [`Wide`](crate::Wide). The algorithm
/// only adds, subtracts, compares and halves weights, so any fixed-width
/// unsigned integer can implement this trait. An implementation must behave
/// like the unsigned integers `0..=MAX`: `Add` and `Sub` are exact whenever
/// the true result lies in that range, `Ord` is the numeric order, and the
/// helper methods below compute what their names say.
///
/// The solver never lets an intermediate value leave `0..=MAX` as long as every
/// edge weight is at most [`weight_limit`](crate::weight_limit) for the graph's
/// vertex count; larger weights are rejected with
/// [`MatchingError::WeightTooLarge`](crate::MatchingError::WeightTooLarge).
pub trait Weight:
    Copy
    + Ord
    + Hash
    + Default
    + Debug
    + Display
    + Send
    + Sync
    + 'static
    + Add<Output = Self>
    + Sub<Output = Self>
{
    /// The value zero.
    const ZERO: Self;
    /// The value one.
    const ONE: Self;
    /// The largest representable value.
    const MAX: Self;

    /// Converts a `u64`; every implementation holds at least 64 bits.
    fn from_u64(value: u64) -> Self;

    /// Returns `self + rhs`, or `None` if the sum exceeds [`Weight::MAX`].
    fn checked_add(self, rhs: Self) -> Option<Self>;

    /// Returns `self * factor`, or `None` if the product exceeds [`Weight::MAX`].
    fn checked_mul_u64(self, factor: u64) -> Option<Self>;

    /// Returns `self / divisor`, rounded down.
    ///
    /// # Panics
    ///
    /// Panics if `divisor` is zero.
    fn div_u64(self, divisor: u64) -> Self;

    /// Returns `self / 2`, rounded down.
    fn half(self) -> Self;

    /// The number of significant bits (zero for zero).
    fn bit_length(self) -> u32;

    /// Returns `⌊self / 2^shift⌋` if it is below `2^128`, else `u128::MAX`: a short prefix of
    /// the value, for comparisons that only need to be exact when it decides them.
    fn prefix_u128(self, shift: u32) -> u128;
}

macro_rules! impl_weight_for_primitive {
    ($($t:ty),*) => {$(
        impl Weight for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const MAX: Self = <$t>::MAX;

            #[inline]
            fn from_u64(value: u64) -> Self {
                Self::from(value)
            }

            #[inline]
            fn checked_add(self, rhs: Self) -> Option<Self> {
                <$t>::checked_add(self, rhs)
            }

            #[inline]
            fn checked_mul_u64(self, factor: u64) -> Option<Self> {
                <$t>::checked_mul(self, Self::from(factor))
            }

            #[inline]
            fn div_u64(self, divisor: u64) -> Self {
                self / Self::from(divisor)
            }

            #[inline]
            fn half(self) -> Self {
                self >> 1
            }

            #[inline]
            fn bit_length(self) -> u32 {
                <$t>::BITS - self.leading_zeros()
            }

            #[inline]
            fn prefix_u128(self, shift: u32) -> u128 {
                self.checked_shr(shift).map_or(0, u128::from)
            }
        }
    )*};
}

impl_weight_for_primitive!(u64, u128);

/// The largest edge weight accepted for a graph with `vertex_count` vertices.
///
/// The limit is `(⌊W::MAX / 4⌋ − 1) / max(1, ⌊vertex_count / 2⌋)`, rounded
/// down, in both modes. It leaves room for the three things the solver needs:
///
/// * the total weight of any matching fits in `W`;
/// * maximum-cardinality mode adds an offset `C = (k − 1) · w_max + 1` (with
///   `k = max(1, ⌊n/2⌋)`) to every edge weight, so every shifted weight is at
///   most `W::MAX / 4`;
/// * the primal-dual arithmetic works in doubled units (dual variables up to
///   twice the largest shifted weight, and slacks up to twice that again).
///
/// In other words, a weight of `b` bits is safe when `W` has at least
/// `b + ⌈log2(⌊n/2⌋)⌉ + 3` bits.
///
/// ```
/// use rondo_matching::weight_limit;
///
/// assert_eq!(weight_limit::<u64>(2), (u64::MAX / 4) - 1);
/// assert_eq!(weight_limit::<u64>(1000), ((u64::MAX / 4) - 1) / 500);
/// ```
#[must_use]
pub fn weight_limit<W: Weight>(vertex_count: usize) -> W {
    let quarter = W::MAX.half().half();
    let pairs = u64::try_from((vertex_count / 2).max(1)).unwrap_or(u64::MAX);
    (quarter - W::ONE).div_u64(pairs)
}

/// The offset added to every edge weight in maximum-cardinality mode.
///
/// Any augmenting path with respect to a matching on `vertex_count` vertices
/// contains at most `k − 1` matched edges (`k = max(1, ⌊n/2⌋)`), so with this
/// offset every augmentation gains weight and a maximum-weight matching of the
/// shifted weights has maximum cardinality. Returns `None` on overflow.
pub(crate) fn cardinality_offset<W: Weight>(vertex_count: usize, max_weight: W) -> Option<W> {
    let pairs = u64::try_from((vertex_count / 2).max(1)).ok()?;
    max_weight.checked_mul_u64(pairs - 1)?.checked_add(W::ONE)
}
