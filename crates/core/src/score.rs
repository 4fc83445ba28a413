//! Exact scores.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Neg, Sub, SubAssign};
use std::str::FromStr;

/// A score in tenths of a point, exact.
///
/// Every point value that TRF can express (`162`, `XXS`, `BB*` lines and the points column) has at
/// most one decimal, so tenths represent all of them and their sums without rounding.
/// Floats never appear in scores; formatting `2½` or `2.5` is a job for rendering code.
///
/// Arithmetic saturates at the limits of the representation instead of overflowing. No real
/// tournament comes near them, but a file may declare absurd point values (`XXS W=100000000`)
/// and its sums must not panic or wrap around to negative scores.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Score(i32);

impl Score {
    /// No points.
    pub const ZERO: Score = Score(0);
    /// Half a point.
    pub const HALF: Score = Score(5);
    /// One point.
    pub const ONE: Score = Score(10);

    /// A score of `tenths` tenths of a point.
    #[must_use]
    pub const fn from_tenths(tenths: i32) -> Score {
        Score(tenths)
    }

    /// A score of `halves` half points.
    #[must_use]
    pub const fn from_halves(halves: i32) -> Score {
        Score(halves.saturating_mul(5))
    }

    /// A whole number of points.
    #[must_use]
    pub const fn from_points(points: i32) -> Score {
        Score(points.saturating_mul(10))
    }

    /// The score in tenths of a point.
    #[must_use]
    pub const fn tenths(self) -> i32 {
        self.0
    }

    /// The score scaled by an integer factor.
    #[must_use]
    pub const fn times(self, factor: i32) -> Score {
        Score(self.0.saturating_mul(factor))
    }

    /// The score as text with exactly one decimal, as TRF writes points (`2.5`, `3.0`).
    #[must_use]
    pub fn to_one_decimal(self) -> String {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        format!("{sign}{}.{}", abs / 10, abs % 10)
    }
}

/// Displays the score with the fewest decimals: `3`, `2.5`, `-0.5`.
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        if abs.is_multiple_of(10) {
            write!(f, "{sign}{}", abs / 10)
        } else {
            write!(f, "{sign}{}.{}", abs / 10, abs % 10)
        }
    }
}

/// The error of reading a score from text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid score '{found}' (expected a number with at most one decimal, like 2.5)")]
pub struct ParseScoreError {
    /// The text that was not a score.
    pub found: String,
}

/// Reads `2`, `2.5`, `02.5`, `-1.0`, `.5`, `2,5` (a decimal comma is accepted); surrounding
/// spaces are ignored.
impl FromStr for Score {
    type Err = ParseScoreError;

    fn from_str(text: &str) -> Result<Score, ParseScoreError> {
        let error = || ParseScoreError {
            found: text.to_owned(),
        };
        let trimmed = text.trim();
        let (negative, digits) = match trimmed.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, trimmed.strip_prefix('+').unwrap_or(trimmed)),
        };
        let (whole, fraction) = match digits.split_once(['.', ',']) {
            Some((whole, fraction)) => (whole, fraction),
            None => (digits, ""),
        };
        if whole.is_empty() && fraction.is_empty() {
            return Err(error());
        }
        if !whole.bytes().all(|b| b.is_ascii_digit())
            || !fraction.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(error());
        }
        // Extra decimals are allowed only when they are zeros ("2.50"), so no value is rounded.
        let (tenth, rest) = fraction.split_at(fraction.len().min(1));
        if rest.bytes().any(|b| b != b'0') {
            return Err(error());
        }
        let whole: i32 = if whole.is_empty() {
            0
        } else {
            whole.parse().map_err(|_| error())?
        };
        let tenth: i32 = if tenth.is_empty() {
            0
        } else {
            tenth.parse().map_err(|_| error())?
        };
        let tenths = whole
            .checked_mul(10)
            .and_then(|t| t.checked_add(tenth))
            .ok_or_else(error)?;
        Ok(Score(if negative { -tenths } else { tenths }))
    }
}

impl Add for Score {
    type Output = Score;
    fn add(self, other: Score) -> Score {
        Score(self.0.saturating_add(other.0))
    }
}

impl AddAssign for Score {
    fn add_assign(&mut self, other: Score) {
        *self = *self + other;
    }
}

impl Sub for Score {
    type Output = Score;
    fn sub(self, other: Score) -> Score {
        Score(self.0.saturating_sub(other.0))
    }
}

impl SubAssign for Score {
    fn sub_assign(&mut self, other: Score) {
        *self = *self - other;
    }
}

impl Neg for Score {
    type Output = Score;
    fn neg(self) -> Score {
        Score(self.0.saturating_neg())
    }
}

impl Sum for Score {
    fn sum<I: Iterator<Item = Score>>(iter: I) -> Score {
        iter.fold(Score::ZERO, Add::add)
    }
}

impl<'a> Sum<&'a Score> for Score {
    fn sum<I: Iterator<Item = &'a Score>>(iter: I) -> Score {
        iter.copied().sum()
    }
}
