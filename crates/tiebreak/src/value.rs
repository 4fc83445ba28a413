//! Exact tie-break values and how they print.
//!
//! Policy: a value is an exact rational number. It is compared exactly; rounding happens only
//! where a rule prescribes it (ARO, TPR, APRO and APPO are whole numbers by C.07 art. 10), and
//! in [`Display`](std::fmt::Display), which prints a fixed number of decimals chosen per
//! tie-break: scores with one decimal (`74.0`, `13.5`), Sonneborn-Berger with two (`52.75`),
//! counts and ratings with none, averages of Buchholz scores with as many as the reference
//! program prints (two up to 8 rounds, three up to 26, four beyond).

use std::cmp::Ordering;
use std::fmt;

use rondo_core::Score;
#[cfg(feature = "serde")]
use serde::Serializer;

/// An exact tie-break value: `numerator / denominator`, printed with a fixed number of decimals.
///
/// Two values are equal when they are the same number, whatever their printing precision.
#[derive(Copy, Clone, Debug)]
pub struct TiebreakValue {
    numerator: i64,
    denominator: i64,
    decimals: u8,
}

impl TiebreakValue {
    /// Zero, printed without decimals.
    pub const ZERO: TiebreakValue = TiebreakValue {
        numerator: 0,
        denominator: 1,
        decimals: 0,
    };

    /// The value `numerator / denominator`, printed with `decimals` decimals. A zero
    /// denominator gives zero.
    #[must_use]
    pub fn ratio(numerator: i64, denominator: i64, decimals: u8) -> TiebreakValue {
        if denominator == 0 {
            return TiebreakValue {
                decimals,
                ..TiebreakValue::ZERO
            };
        }
        let sign = if denominator < 0 { -1 } else { 1 };
        let divisor = gcd(numerator.unsigned_abs(), denominator.unsigned_abs()).max(1);
        let divisor = i64::try_from(divisor).unwrap_or(1);
        TiebreakValue {
            numerator: sign * numerator / divisor,
            denominator: sign * denominator / divisor,
            decimals,
        }
    }

    /// A whole number, printed without decimals.
    #[must_use]
    pub fn integer(value: i64) -> TiebreakValue {
        TiebreakValue::ratio(value, 1, 0)
    }

    /// A score (tenths of a point), printed with one decimal.
    #[must_use]
    pub fn score(score: Score) -> TiebreakValue {
        TiebreakValue::ratio(i64::from(score.tenths()), 10, 1)
    }

    /// The same number printed with `decimals` decimals.
    #[must_use]
    pub fn with_decimals(self, decimals: u8) -> TiebreakValue {
        TiebreakValue { decimals, ..self }
    }

    /// The numerator of the reduced fraction.
    #[must_use]
    pub fn numerator(self) -> i64 {
        self.numerator
    }

    /// The denominator of the reduced fraction (always positive).
    #[must_use]
    pub fn denominator(self) -> i64 {
        self.denominator
    }

    /// The number of decimals [`Display`](std::fmt::Display) prints.
    #[must_use]
    pub fn decimals(self) -> u8 {
        self.decimals
    }

    /// The value times `10^decimals`, rounded to the nearest integer with halves away from zero.
    #[must_use]
    pub fn scaled(self, decimals: u8) -> i128 {
        let scale = 10i128.pow(u32::from(decimals));
        let numerator = i128::from(self.numerator) * scale;
        let denominator = i128::from(self.denominator);
        let magnitude = (2 * numerator.abs() + denominator) / (2 * denominator);
        if numerator < 0 { -magnitude } else { magnitude }
    }

    /// Whether the value is a whole number.
    #[must_use]
    pub fn is_integer(self) -> bool {
        self.denominator == 1
    }
}

impl Default for TiebreakValue {
    fn default() -> TiebreakValue {
        TiebreakValue::ZERO
    }
}

impl PartialEq for TiebreakValue {
    fn eq(&self, other: &TiebreakValue) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for TiebreakValue {}

impl PartialOrd for TiebreakValue {
    fn partial_cmp(&self, other: &TiebreakValue) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for TiebreakValue {
    fn cmp(&self, other: &TiebreakValue) -> Ordering {
        let left = i128::from(self.numerator) * i128::from(other.denominator);
        let right = i128::from(other.numerator) * i128::from(self.denominator);
        left.cmp(&right)
    }
}

impl std::hash::Hash for TiebreakValue {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // Reduced fractions are unique, so equal values hash alike.
        self.numerator.hash(state);
        self.denominator.hash(state);
    }
}

/// A plain decimal with exactly [`TiebreakValue::decimals`] decimals (`74.0`, `52.75`, `2433`),
/// rounded half away from zero.
impl fmt::Display for TiebreakValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let scaled = self.scaled(self.decimals);
        let sign = if scaled < 0 { "-" } else { "" };
        let magnitude = scaled.unsigned_abs();
        if self.decimals == 0 {
            return write!(f, "{sign}{magnitude}");
        }
        let scale = 10u128.pow(u32::from(self.decimals));
        write!(
            f,
            "{sign}{}.{:0width$}",
            magnitude / scale,
            magnitude % scale,
            width = usize::from(self.decimals)
        )
    }
}

/// Serialized as its decimal text, so no precision is lost.
#[cfg(feature = "serde")]
impl serde::Serialize for TiebreakValue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests;
