//! Score groups and the order in which they are paired (source line 615).
//!
//! Policy: the middle group is the group of half the points of a win per round played (in
//! round 2 the half-point group, line 611), even when nobody has that score. Groups above it are paired from the top down, groups below it from the bottom up, and the
//! middle group last, with every player carried into it from either side.

use rondo_core::Score;

/// Which way a group's unpaired players move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    /// Above the middle: paired from the top down; the odd players move down.
    Down,
    /// Below the middle: paired from the bottom up; the odd players move up.
    Up,
    /// The middle group, paired last: everyone left is paired.
    Middle,
}

/// The order of pairing: the groups above the middle score (highest first), the groups below
/// it (lowest first), then the middle group, which exists even when no player has the middle
/// score (it then holds only the players carried into it). `scores` are the scores present,
/// in any order.
pub(crate) fn pairing_order(scores: &[Score], middle: Score) -> Vec<(Score, Phase)> {
    let mut sorted: Vec<Score> = scores.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    sorted.dedup();
    let mut order: Vec<(Score, Phase)> = sorted
        .iter()
        .filter(|score| **score > middle)
        .map(|score| (*score, Phase::Down))
        .collect();
    order.extend(
        sorted
            .iter()
            .rev()
            .filter(|score| **score < middle)
            .map(|score| (*score, Phase::Up)),
    );
    order.push((middle, Phase::Middle));
    order
}
