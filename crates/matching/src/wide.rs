//! [`Wide`]: a fixed-width unsigned integer of `LIMBS × 64` bits.

use core::cmp::Ordering;
use core::fmt::{self, Write as _};
use core::ops::{
    Add, AddAssign, BitAnd, BitAndAssign, BitOr, BitOrAssign, Shl, ShlAssign, Shr, ShrAssign, Sub,
    SubAssign,
};

use crate::weight::Weight;

/// A fixed-width unsigned integer of `LIMBS × 64` bits, stored inline.
///
/// Meant for edge weights that pack many criteria into one number and outgrow
/// `u128`. Values are plain arrays (no allocation), so copying, adding,
/// subtracting and comparing cost a handful of instructions per limb.
/// `LIMBS` must be at least 1.
///
/// Unlike the primitive integers, `+`, `-` and `<<` check for overflow in every
/// build profile and panic instead of wrapping; use [`Wide::checked_add`] and
/// [`Wide::checked_sub`] to handle overflow yourself.
///
/// ```
/// use rondo_matching::Wide;
///
/// // Pack two fields: 3 at bit 130 and 5 in the low bits.
/// let weight = (Wide::<4>::from(3u64) << 130) | Wide::from(5u64);
/// assert!(weight.bit(130) && weight.bit(131) && !weight.bit(132));
/// assert_eq!(weight.to_string(), "4083388403051261561560495289181218537477");
/// assert_eq!(format!("{weight:#x}"), "0xc00000000000000000000000000000005");
///
/// let mut flags = Wide::<2>::ZERO;
/// flags.set_bit(100);
/// assert_eq!(flags, Wide::from_u128(1 << 100));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wide<const LIMBS: usize> {
    /// Little-endian: `limbs[0]` holds the least significant 64 bits.
    limbs: [u64; LIMBS],
}

impl<const LIMBS: usize> Wide<LIMBS> {
    /// The number of bits, `64 × LIMBS`.
    pub const BITS: u32 = (LIMBS * 64) as u32;
    /// The value zero.
    pub const ZERO: Self = Self { limbs: [0; LIMBS] };
    /// The value one.
    pub const ONE: Self = Self::from_u64(1);
    /// The largest value, `2^BITS − 1`.
    pub const MAX: Self = Self {
        limbs: [u64::MAX; LIMBS],
    };

    /// Panics unless a shift by `bits` stays within the width (as the shifts and
    /// [`Wide::add_u64_shifted`] require).
    #[inline]
    fn check_shift(bits: u32) {
        assert!(
            bits < Self::BITS,
            "shift by {bits} out of range for {} bits",
            Self::BITS
        );
    }

    /// Adds `value << shift` (bits shifted past the top discarded, as by `<<`), touching only
    /// the limbs from the one at `shift` up to where the carry stops: building a weight field
    /// by field costs two limbs a field instead of the whole width twice.
    ///
    /// # Panics
    ///
    /// Panics if `shift >= Self::BITS` or the sum overflows, as `self + (Self::from(value) <<
    /// shift)` would.
    #[inline]
    pub fn add_u64_shifted(&mut self, value: u64, shift: u32) {
        Self::check_shift(shift);
        let limb = (shift / 64) as usize;
        let offset = shift % 64;
        let high = if offset == 0 {
            0
        } else {
            value >> (64 - offset)
        };
        let carry;
        (self.limbs[limb], carry) = self.limbs[limb].overflowing_add(value << offset);
        let (mut addend, mut carry) = (high, carry);
        for limb in self.limbs.iter_mut().skip(limb + 1) {
            if addend == 0 && !carry {
                return;
            }
            let (sum, first) = limb.overflowing_add(addend);
            let (sum, second) = sum.overflowing_add(u64::from(carry));
            *limb = sum;
            (addend, carry) = (0, first || second);
        }
        assert!(!carry, "attempt to add with overflow");
    }

    /// Builds a value from little-endian 64-bit limbs (`limbs[0]` is least significant).
    #[must_use]
    pub const fn from_limbs(limbs: [u64; LIMBS]) -> Self {
        Self { limbs }
    }

    /// Returns the little-endian 64-bit limbs (`[0]` is least significant).
    #[must_use]
    pub const fn to_limbs(self) -> [u64; LIMBS] {
        self.limbs
    }

    /// Converts a `u64`.
    ///
    /// # Panics
    ///
    /// Panics if `LIMBS` is zero.
    #[must_use]
    pub const fn from_u64(value: u64) -> Self {
        let mut limbs = [0; LIMBS];
        limbs[0] = value;
        Self { limbs }
    }

    /// Converts a `u128`.
    ///
    /// # Panics
    ///
    /// Panics if the value does not fit, which can only happen when `LIMBS` is 1.
    #[must_use]
    pub const fn from_u128(value: u128) -> Self {
        let mut limbs = [0; LIMBS];
        limbs[0] = value as u64;
        let high = (value >> 64) as u64;
        if LIMBS > 1 {
            limbs[1] = high;
        } else {
            assert!(high == 0, "value does not fit in Wide<1>");
        }
        Self { limbs }
    }

    /// Returns the value as a `u128`, or `None` if it does not fit.
    #[must_use]
    pub fn to_u128(self) -> Option<u128> {
        if self.limbs.iter().skip(2).any(|&limb| limb != 0) {
            return None;
        }
        let low = self.limbs.first().copied().unwrap_or(0);
        let high = self.limbs.get(1).copied().unwrap_or(0);
        Some((u128::from(high) << 64) | u128::from(low))
    }

    /// Returns `2^bit`.
    ///
    /// # Panics
    ///
    /// Panics if `bit >= Self::BITS`.
    #[must_use]
    pub fn power_of_two(bit: u32) -> Self {
        Self::ZERO.with_bit(bit)
    }

    /// Returns whether bit number `bit` (0 = least significant) is set.
    ///
    /// # Panics
    ///
    /// Panics if `bit >= Self::BITS`.
    #[must_use]
    pub fn bit(&self, bit: u32) -> bool {
        assert!(
            bit < Self::BITS,
            "bit {bit} out of range for {} bits",
            Self::BITS
        );
        (self.limbs[(bit / 64) as usize] >> (bit % 64)) & 1 == 1
    }

    /// Sets bit number `bit` (0 = least significant).
    ///
    /// # Panics
    ///
    /// Panics if `bit >= Self::BITS`.
    pub fn set_bit(&mut self, bit: u32) {
        assert!(
            bit < Self::BITS,
            "bit {bit} out of range for {} bits",
            Self::BITS
        );
        self.limbs[(bit / 64) as usize] |= 1 << (bit % 64);
    }

    /// Returns a copy with bit number `bit` set.
    ///
    /// # Panics
    ///
    /// Panics if `bit >= Self::BITS`.
    #[must_use]
    pub fn with_bit(mut self, bit: u32) -> Self {
        self.set_bit(bit);
        self
    }

    /// Returns whether the value is zero.
    #[must_use]
    pub fn is_zero(&self) -> bool {
        self.limbs.iter().all(|&limb| limb == 0)
    }

    /// Returns the number of leading zero bits.
    #[must_use]
    pub fn leading_zeros(&self) -> u32 {
        let mut zeros = 0;
        for &limb in self.limbs.iter().rev() {
            zeros += limb.leading_zeros();
            if limb != 0 {
                break;
            }
        }
        zeros
    }

    /// Returns the number of bits needed to write the value (0 for zero).
    #[must_use]
    pub fn bit_length(&self) -> u32 {
        Self::BITS - self.leading_zeros()
    }

    /// Returns `self + rhs` and whether the true sum exceeded [`Self::MAX`]
    /// (in which case the result has wrapped around).
    #[must_use]
    #[inline]
    pub fn overflowing_add(self, rhs: Self) -> (Self, bool) {
        let mut limbs = [0; LIMBS];
        let mut carry = false;
        for (index, limb) in limbs.iter_mut().enumerate() {
            let (partial, first) = self.limbs[index].overflowing_add(rhs.limbs[index]);
            let (sum, second) = partial.overflowing_add(u64::from(carry));
            *limb = sum;
            carry = first | second;
        }
        (Self { limbs }, carry)
    }

    /// Returns `self − rhs` and whether the true difference was negative
    /// (in which case the result has wrapped around).
    #[must_use]
    #[inline]
    pub fn overflowing_sub(self, rhs: Self) -> (Self, bool) {
        let mut limbs = [0; LIMBS];
        let mut borrow = false;
        for (index, limb) in limbs.iter_mut().enumerate() {
            let (partial, first) = self.limbs[index].overflowing_sub(rhs.limbs[index]);
            let (difference, second) = partial.overflowing_sub(u64::from(borrow));
            *limb = difference;
            borrow = first | second;
        }
        (Self { limbs }, borrow)
    }

    /// Returns `self + rhs`, or `None` on overflow.
    #[must_use]
    #[inline]
    pub fn checked_add(self, rhs: Self) -> Option<Self> {
        match self.overflowing_add(rhs) {
            (sum, false) => Some(sum),
            (_, true) => None,
        }
    }

    /// Returns `self − rhs`, or `None` if `rhs > self`.
    #[must_use]
    #[inline]
    pub fn checked_sub(self, rhs: Self) -> Option<Self> {
        match self.overflowing_sub(rhs) {
            (difference, false) => Some(difference),
            (_, true) => None,
        }
    }

    /// Returns `self × factor`, or `None` on overflow.
    #[must_use]
    pub fn checked_mul_u64(self, factor: u64) -> Option<Self> {
        let mut limbs = [0; LIMBS];
        let mut carry = 0_u64;
        for (index, limb) in limbs.iter_mut().enumerate() {
            let product = u128::from(self.limbs[index]) * u128::from(factor) + u128::from(carry);
            *limb = product as u64;
            carry = (product >> 64) as u64;
        }
        (carry == 0).then_some(Self { limbs })
    }

    /// Returns the quotient and remainder of `self / divisor`.
    ///
    /// # Panics
    ///
    /// Panics if `divisor` is zero.
    #[must_use]
    pub fn div_rem_u64(self, divisor: u64) -> (Self, u64) {
        assert!(divisor != 0, "division by zero");
        let mut quotient = [0; LIMBS];
        let mut remainder = 0_u64;
        for index in (0..LIMBS).rev() {
            let current = (u128::from(remainder) << 64) | u128::from(self.limbs[index]);
            quotient[index] = (current / u128::from(divisor)) as u64;
            remainder = (current % u128::from(divisor)) as u64;
        }
        (Self { limbs: quotient }, remainder)
    }
}

impl<const LIMBS: usize> Default for Wide<LIMBS> {
    fn default() -> Self {
        Self::ZERO
    }
}

impl<const LIMBS: usize> From<u64> for Wide<LIMBS> {
    fn from(value: u64) -> Self {
        Self::from_u64(value)
    }
}

impl<const LIMBS: usize> From<u32> for Wide<LIMBS> {
    fn from(value: u32) -> Self {
        Self::from_u64(u64::from(value))
    }
}

impl<const LIMBS: usize> Ord for Wide<LIMBS> {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        for index in (0..LIMBS).rev() {
            match self.limbs[index].cmp(&other.limbs[index]) {
                Ordering::Equal => {}
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const LIMBS: usize> PartialOrd for Wide<LIMBS> {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const LIMBS: usize> Add for Wide<LIMBS> {
    type Output = Self;

    /// # Panics
    ///
    /// Panics on overflow.
    #[inline]
    fn add(self, rhs: Self) -> Self {
        let (sum, overflow) = self.overflowing_add(rhs);
        assert!(!overflow, "attempt to add with overflow");
        sum
    }
}

impl<const LIMBS: usize> AddAssign for Wide<LIMBS> {
    #[inline]
    fn add_assign(&mut self, rhs: Self) {
        *self = *self + rhs;
    }
}

impl<const LIMBS: usize> Sub for Wide<LIMBS> {
    type Output = Self;

    /// # Panics
    ///
    /// Panics if `rhs > self`.
    #[inline]
    fn sub(self, rhs: Self) -> Self {
        let (difference, overflow) = self.overflowing_sub(rhs);
        assert!(!overflow, "attempt to subtract with overflow");
        difference
    }
}

impl<const LIMBS: usize> SubAssign for Wide<LIMBS> {
    #[inline]
    fn sub_assign(&mut self, rhs: Self) {
        *self = *self - rhs;
    }
}

impl<const LIMBS: usize> Shl<u32> for Wide<LIMBS> {
    type Output = Self;

    /// Shifts left by `bits`, discarding bits shifted past the top.
    ///
    /// # Panics
    ///
    /// Panics if `bits >= Self::BITS`.
    fn shl(self, bits: u32) -> Self {
        Self::check_shift(bits);
        let limb_shift = (bits / 64) as usize;
        let bit_shift = bits % 64;
        let mut limbs = [0; LIMBS];
        for (index, limb) in limbs.iter_mut().enumerate().skip(limb_shift) {
            let source = index - limb_shift;
            let mut value = self.limbs[source] << bit_shift;
            if bit_shift > 0 && source > 0 {
                value |= self.limbs[source - 1] >> (64 - bit_shift);
            }
            *limb = value;
        }
        Self { limbs }
    }
}

impl<const LIMBS: usize> ShlAssign<u32> for Wide<LIMBS> {
    fn shl_assign(&mut self, bits: u32) {
        *self = *self << bits;
    }
}

impl<const LIMBS: usize> Shr<u32> for Wide<LIMBS> {
    type Output = Self;

    /// Shifts right by `bits`.
    ///
    /// # Panics
    ///
    /// Panics if `bits >= Self::BITS`.
    #[inline]
    fn shr(self, bits: u32) -> Self {
        Self::check_shift(bits);
        let limb_shift = (bits / 64) as usize;
        let bit_shift = bits % 64;
        let mut limbs = [0; LIMBS];
        for (index, limb) in limbs.iter_mut().enumerate().take(LIMBS - limb_shift) {
            let source = index + limb_shift;
            let mut value = self.limbs[source] >> bit_shift;
            if bit_shift > 0 && source + 1 < LIMBS {
                value |= self.limbs[source + 1] << (64 - bit_shift);
            }
            *limb = value;
        }
        Self { limbs }
    }
}

impl<const LIMBS: usize> ShrAssign<u32> for Wide<LIMBS> {
    fn shr_assign(&mut self, bits: u32) {
        *self = *self >> bits;
    }
}

impl<const LIMBS: usize> BitOr for Wide<LIMBS> {
    type Output = Self;

    fn bitor(mut self, rhs: Self) -> Self {
        self |= rhs;
        self
    }
}

impl<const LIMBS: usize> BitOrAssign for Wide<LIMBS> {
    fn bitor_assign(&mut self, rhs: Self) {
        for (limb, other) in self.limbs.iter_mut().zip(rhs.limbs) {
            *limb |= other;
        }
    }
}

impl<const LIMBS: usize> BitAnd for Wide<LIMBS> {
    type Output = Self;

    fn bitand(mut self, rhs: Self) -> Self {
        self &= rhs;
        self
    }
}

impl<const LIMBS: usize> BitAndAssign for Wide<LIMBS> {
    fn bitand_assign(&mut self, rhs: Self) {
        for (limb, other) in self.limbs.iter_mut().zip(rhs.limbs) {
            *limb &= other;
        }
    }
}

/// Decimal, honouring width, fill and sign flags like the primitive integers.
impl<const LIMBS: usize> fmt::Display for Wide<LIMBS> {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(small) = self.to_u128() {
            return fmt::Display::fmt(&small, formatter);
        }
        // Peel off 19 decimal digits at a time, the most that fit in a u64.
        const CHUNK: u64 = 10_000_000_000_000_000_000;
        let mut chunks = Vec::new();
        let mut rest = *self;
        while !rest.is_zero() {
            let (quotient, remainder) = rest.div_rem_u64(CHUNK);
            chunks.push(remainder);
            rest = quotient;
        }
        let mut digits = String::with_capacity(chunks.len() * 19);
        let mut chunks = chunks.iter().rev();
        if let Some(first) = chunks.next() {
            write!(digits, "{first}")?;
        }
        for chunk in chunks {
            write!(digits, "{chunk:019}")?;
        }
        formatter.pad_integral(true, "", &digits)
    }
}

/// Same as [`Display`](fmt::Display): decimal.
impl<const LIMBS: usize> fmt::Debug for Wide<LIMBS> {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, formatter)
    }
}

impl<const LIMBS: usize> Wide<LIMBS> {
    fn fmt_hex(&self, formatter: &mut fmt::Formatter<'_>, upper: bool) -> fmt::Result {
        let mut digits = String::with_capacity(LIMBS * 16);
        let mut significant = self.limbs.iter().rev().skip_while(|&&limb| limb == 0);
        match significant.next() {
            None => digits.push('0'),
            Some(first) if upper => write!(digits, "{first:X}")?,
            Some(first) => write!(digits, "{first:x}")?,
        }
        for limb in significant {
            if upper {
                write!(digits, "{limb:016X}")?;
            } else {
                write!(digits, "{limb:016x}")?;
            }
        }
        formatter.pad_integral(true, "0x", &digits)
    }
}

impl<const LIMBS: usize> fmt::LowerHex for Wide<LIMBS> {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_hex(formatter, false)
    }
}

impl<const LIMBS: usize> fmt::UpperHex for Wide<LIMBS> {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_hex(formatter, true)
    }
}

impl<const LIMBS: usize> Weight for Wide<LIMBS> {
    const ZERO: Self = Self::ZERO;
    const ONE: Self = Self::ONE;
    const MAX: Self = Self::MAX;

    #[inline]
    fn from_u64(value: u64) -> Self {
        Self::from_u64(value)
    }

    #[inline]
    fn checked_add(self, rhs: Self) -> Option<Self> {
        Self::checked_add(self, rhs)
    }

    #[inline]
    fn checked_mul_u64(self, factor: u64) -> Option<Self> {
        Self::checked_mul_u64(self, factor)
    }

    #[inline]
    fn div_u64(self, divisor: u64) -> Self {
        self.div_rem_u64(divisor).0
    }

    #[inline]
    fn half(self) -> Self {
        self >> 1
    }

    #[inline]
    fn bit_length(self) -> u32 {
        Self::BITS - self.leading_zeros()
    }

    #[inline]
    fn prefix_u128(self, shift: u32) -> u128 {
        let first = (shift / 64) as usize;
        let bits = shift % 64;
        if self.limbs.iter().skip(first + 3).any(|&limb| limb != 0) {
            return u128::MAX;
        }
        let limb = |index: usize| u128::from(self.limbs.get(index).copied().unwrap_or(0));
        // The three limbs from `first` on, shifted right by `bits`, must fit in 128 bits.
        let top = limb(first + 2);
        if top >> bits != 0 {
            return u128::MAX;
        }
        let mut prefix = (limb(first) >> bits) | (limb(first + 1) << (64 - bits));
        if bits > 0 {
            prefix |= top << (128 - bits);
        }
        prefix
    }
}
