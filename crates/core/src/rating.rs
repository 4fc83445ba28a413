//! FIDE rating arithmetic (FIDE Rating Regulations B.02), in exact integers.
//!
//! Policy: every quantity the regulations tabulate in hundredths (a percentage score `p`, an
//! expected score `PD`) is an integer number of hundredths here, so the tables are looked up
//! exactly and nothing is computed with floats. Where the regulations round, the rounding is
//! spelled out on the function that does it: a percentage is rounded to the nearest hundredth
//! with .005 rounded up (B.02 8.1.1 reads the table at two decimals), and a rating change to the
//! nearest whole number with .5 rounded up.
//!
//! The tables:
//! - B.02 8.1.1, percentage score `p` → rating difference `dp` ([`dp_from_percentage`]);
//! - B.02 8.1.2, rating difference `D` → expected score `PD` ([`expected_score`]), with the
//!   400-point rule of B.02 8.3.1 ([`capped_difference`]; the 2009 annex of C.06 used 350);
//! - B.02 8.3.3, the development coefficient `K` ([`k_factor`]).

use crate::Rating;

mod event;

pub use event::{RatingChange, RatingInput};

/// B.02 8.1.1: `dp` for p = 0.50, 0.51, …, 1.00 (index = hundredths − 50).
const DP_TABLE: [u16; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, // .50 – .59
    72, 80, 87, 95, 102, 110, 117, 125, 133, 141, // .60 – .69
    149, 158, 166, 175, 184, 193, 202, 211, 220, 230, // .70 – .79
    240, 251, 262, 273, 284, 296, 309, 322, 336, 351, // .80 – .89
    366, 383, 401, 422, 444, 470, 501, 538, 589, 677, // .90 – .99
    800, // 1.00
];

/// B.02 8.1.2: the largest rating difference `D` for which the higher-rated player's expected
/// score is `PD` = 0.50, 0.51, …, 0.99 (index = hundredths − 50). Beyond 735 `PD` is 1.00.
const PD_UPPER_BOUNDS: [u16; 50] = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, // .50 – .59
    76, 83, 91, 98, 106, 113, 121, 129, 137, 145, // .60 – .69
    153, 162, 170, 179, 188, 197, 206, 215, 225, 235, // .70 – .79
    245, 256, 267, 278, 290, 302, 315, 328, 344, 357, // .80 – .89
    374, 391, 411, 432, 456, 484, 517, 559, 619, 735, // .90 – .99
];

/// The rating difference `dp` for a percentage score of `p_hundredths` hundredths
/// (B.02 8.1.1), from −800 at 0 % to +800 at 100 %.
///
/// The table covers p ≥ 0.50; below that `dp(p) = −dp(1 − p)`. Values above 100 are treated
/// as 100.
///
/// ```
/// use rondo_core::dp_from_percentage;
/// assert_eq!(dp_from_percentage(63), 95);
/// assert_eq!(dp_from_percentage(37), -95);
/// assert_eq!(dp_from_percentage(100), 800);
/// ```
#[must_use]
pub fn dp_from_percentage(p_hundredths: u8) -> i32 {
    let p = p_hundredths.min(100);
    if p >= 50 {
        i32::from(DP_TABLE[usize::from(p - 50)])
    } else {
        -i32::from(DP_TABLE[usize::from(100 - p - 50)])
    }
}

/// The smallest percentage score (in hundredths) whose `dp` is at least `difference`: the
/// inverse of [`dp_from_percentage`]. Differences beyond ±800 give 100 or 0.
///
/// ```
/// use rondo_core::{dp_from_percentage, percentage_from_dp};
/// assert_eq!(percentage_from_dp(95), 63);
/// assert_eq!(percentage_from_dp(96), 64);
/// assert_eq!(dp_from_percentage(percentage_from_dp(-200)), -193);
/// ```
#[must_use]
pub fn percentage_from_dp(difference: i32) -> u8 {
    (0..=100u8)
        .find(|&p| dp_from_percentage(p) >= difference)
        .unwrap_or(100)
}

/// The expected score, in hundredths, of a player whose rating exceeds the opponent's by
/// `difference` (negative when the player is the lower rated): `PD` of B.02 8.1.2 for the
/// higher-rated player and `100 − PD` for the lower-rated one.
///
/// The difference is used as given; apply [`capped_difference`] first where the 400-point rule
/// applies.
///
/// ```
/// use rondo_core::expected_score;
/// assert_eq!(expected_score(0), 50);
/// assert_eq!(expected_score(158), 71);
/// assert_eq!(expected_score(-142), 31);
/// assert_eq!(expected_score(736), 100);
/// assert_eq!(expected_score(-736), 0);
/// ```
#[must_use]
pub fn expected_score(difference: i32) -> u8 {
    let distance = difference.unsigned_abs();
    // The first row whose upper bound reaches the distance; past the last row PD is 1.00.
    let row = PD_UPPER_BOUNDS.partition_point(|&bound| u32::from(bound) < distance);
    let higher = u8::try_from(50 + row).unwrap_or(100);
    if difference >= 0 {
        higher
    } else {
        100 - higher
    }
}

/// A rating difference limited to `cap` points either way: B.02 8.3.1 counts a difference of
/// more than 400 points as 400 (the 2009 tie-break annex of C.06 used 350).
///
/// ```
/// use rondo_core::capped_difference;
/// assert_eq!(capped_difference(520, 400), 400);
/// assert_eq!(capped_difference(-380, 350), -350);
/// ```
#[must_use]
pub fn capped_difference(difference: i32, cap: u16) -> i32 {
    let cap = i32::from(cap);
    difference.clamp(-cap, cap)
}

/// The rating difference for the player of `rating` against `opponent` with the 400-point rule of
/// B.02 8.3.1 as the spec notes read it: applied for players rated below 2650 only.
#[must_use]
pub fn rating_difference(rating: Rating, opponent: Rating) -> i32 {
    let difference = i32::from(rating.0) - i32::from(opponent.0);
    if rating.0 < 2650 {
        capped_difference(difference, 400)
    } else {
        difference
    }
}

/// A percentage score rounded to hundredths, .005 rounded up: `numerator / denominator`, for
/// example points scored over games played. A zero denominator gives 0.
///
/// ```
/// use rondo_core::percentage;
/// assert_eq!(percentage(5, 8), 63); // 0.625 rounds up
/// assert_eq!(percentage(2, 3), 67);
/// ```
#[must_use]
pub fn percentage(numerator: u32, denominator: u32) -> u8 {
    if denominator == 0 {
        return 0;
    }
    let numerator = u64::from(numerator.min(denominator));
    let denominator = u64::from(denominator);
    // round(100 n / d) with halves up = floor((200 n + d) / 2d).
    let hundredths = (200 * numerator + denominator) / (2 * denominator);
    u8::try_from(hundredths).unwrap_or(100)
}

/// What B.02 8.3.3 needs to know about a player to choose the development coefficient `K`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct KFactorInput {
    /// The published rating.
    pub rating: Rating,
    /// Whether the player is still under 18 at the end of the year of the rating period
    /// (B.02 8.3.3: K = 40 "until the end of the year of their 18th birthday").
    pub junior: bool,
    /// Rated games completed so far, over the player's whole history.
    pub games_played: u32,
    /// Whether the player's published rating has ever reached 2400.
    pub reached_2400: bool,
}

/// The development coefficient `K` of B.02 8.3.3.
///
/// - 40 for a new player until 30 games are completed, and for a junior rated below 2300;
/// - otherwise 10 once the published rating has reached 2400, even if it has dropped since;
/// - otherwise 20.
///
/// ```
/// use rondo_core::{k_factor, KFactorInput, Rating};
/// let adult = KFactorInput { rating: Rating(2100), junior: false, games_played: 200, reached_2400: false };
/// assert_eq!(k_factor(adult), 20);
/// assert_eq!(k_factor(KFactorInput { junior: true, ..adult }), 40);
/// assert_eq!(k_factor(KFactorInput { games_played: 12, ..adult }), 40);
/// assert_eq!(k_factor(KFactorInput { rating: Rating(2350), reached_2400: true, ..adult }), 10);
/// ```
#[must_use]
pub fn k_factor(input: KFactorInput) -> u8 {
    if input.games_played < 30 || (input.junior && input.rating.0 < 2300) {
        40
    } else if input.reached_2400 || input.rating.0 >= 2400 {
        10
    } else {
        20
    }
}

/// `K` reduced for a rating period with many games (B.02 8.3.3): when `K × games` exceeds 700,
/// `K` becomes the largest whole number for which it does not.
///
/// ```
/// use rondo_core::k_factor_for_period;
/// assert_eq!(k_factor_for_period(40, 15), 40);
/// assert_eq!(k_factor_for_period(40, 20), 35);
/// ```
#[must_use]
pub fn k_factor_for_period(k: u8, games_in_period: u32) -> u8 {
    if games_in_period == 0 || u32::from(k) * games_in_period <= 700 {
        k
    } else {
        u8::try_from(700 / games_in_period).unwrap_or(k)
    }
}

/// One rated game for [`rating_change`]: the opponent's rating and the points scored, in
/// halves (0 = loss, 1 = draw, 2 = win).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RatedGame {
    /// The opponent's rating.
    pub opponent: Rating,
    /// Points scored in half points.
    pub halves: u8,
}

/// The rating change `ΔR = Σ K × (W − We)` over `games` (B.02 8.3), with the 400-point rule
/// applied by [`rating_difference`], rounded to the nearest whole number with .5 rounded up.
///
/// ```
/// use rondo_core::{rating_change, RatedGame, Rating};
/// // 2000 beats 2100 (We 0.36) and draws 1900 (We 0.64): 20 × (1.5 − 1.00) = +10.
/// let games = [
///     RatedGame { opponent: Rating(2100), halves: 2 },
///     RatedGame { opponent: Rating(1900), halves: 1 },
/// ];
/// assert_eq!(rating_change(Rating(2000), 20, &games), 10);
/// ```
#[must_use]
pub fn rating_change(rating: Rating, k: u8, games: &[RatedGame]) -> i32 {
    // In hundredths of a point: W = 50 × halves, We = expected score.
    let surplus: i64 = games
        .iter()
        .map(|game| {
            let expected = i64::from(expected_score(rating_difference(rating, game.opponent)));
            50 * i64::from(game.halves) - expected
        })
        .sum();
    let scaled = surplus * i64::from(k); // the change in hundredths of a rating point
    i32::try_from(round_half_up(scaled, 100)).unwrap_or(i32::MAX)
}

/// `numerator / denominator` rounded to the nearest integer, halves up (towards +∞).
fn round_half_up(numerator: i64, denominator: i64) -> i64 {
    (2 * numerator + denominator).div_euclid(2 * denominator)
}

#[cfg(test)]
mod tests;
