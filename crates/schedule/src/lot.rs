//! Pairing numbers by lot (reproducible from a seed) or as given.
//!
//! 003 line 904: in a round robin "los números de pareo siempre se asignan por sorteo" — pairing
//! numbers are always drawn by lot. rondo draws with its own small generator so that a published
//! seed lets anybody repeat the draw.
//!
//! # Stability
//!
//! The draw for a given number of entrants and seed is part of the public contract and stays the
//! same in every version of rondo: the generator is SplitMix64 (Steele, Lea & Flood, "Fast
//! splittable pseudorandom number generators", OOPSLA 2014; state advanced by
//! 0x9E3779B97F4A7C15), an index below `bound` is drawn by rejecting values under
//! `2^64 mod bound` and reducing the rest modulo `bound`, and the numbers 1..=n are shuffled by
//! Fisher–Yates from the last position down. Changing any of these is a breaking change; the
//! tests pin the generator's reference outputs and a few complete draws.

use crate::ScheduleError;

/// The SplitMix64 generator. Public so that other rondo crates can draw lots the same way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator starting from `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniformly drawn number in `0..bound`; 0 if `bound` is 0.
    pub fn below(&mut self, bound: u64) -> u64 {
        if bound == 0 {
            return 0;
        }
        // Values below 2^64 mod bound would make the low residues more likely; skip them.
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let value = self.next_u64();
            if value >= threshold {
                return value % bound;
            }
        }
    }
}

/// How the pairing numbers were assigned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Assignment {
    /// Drawn by lot from this seed.
    Lot {
        /// The seed of the draw.
        seed: u64,
    },
    /// Given by the organiser.
    Given,
}

/// The pairing number of each entrant.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PairingNumbers {
    /// How the numbers were assigned.
    pub assignment: Assignment,
    /// `by_entrant[e]` is the pairing number (1 to n) of entrant `e` (entrants indexed from 0 in
    /// the order the caller lists them).
    pub by_entrant: Vec<u16>,
}

impl PairingNumbers {
    /// The entrant (index from 0) holding pairing number `number`.
    #[must_use]
    pub fn entrant_with(&self, number: u16) -> Option<usize> {
        self.by_entrant.iter().position(|&held| held == number)
    }

    /// The pairing number of entrant `entrant`.
    #[must_use]
    pub fn number_of(&self, entrant: usize) -> Option<u16> {
        self.by_entrant.get(entrant).copied()
    }
}

/// Draws pairing numbers 1 to `n_entrants` by lot, reproducibly from `seed` (see the module
/// documentation for the algorithm, which never changes).
///
/// # Examples
/// ```
/// let first = rondo_schedule::draw_pairing_numbers(10, 2024);
/// let again = rondo_schedule::draw_pairing_numbers(10, 2024);
/// assert_eq!(first, again);
/// let mut sorted = first.by_entrant.clone();
/// sorted.sort_unstable();
/// assert_eq!(sorted, (1..=10).collect::<Vec<u16>>());
/// ```
#[must_use]
pub fn draw_pairing_numbers(n_entrants: u16, seed: u64) -> PairingNumbers {
    let mut numbers: Vec<u16> = (1..=n_entrants).collect();
    let mut generator = SplitMix64::new(seed);
    for last in (1..numbers.len()).rev() {
        let bound = u64::try_from(last + 1).unwrap_or(u64::MAX);
        let drawn = usize::try_from(generator.below(bound)).unwrap_or(last);
        numbers.swap(last, drawn);
    }
    PairingNumbers {
        assignment: Assignment::Lot { seed },
        by_entrant: numbers,
    }
}

/// Takes pairing numbers as the organiser gives them: `numbers[e]` for entrant `e`, which must be
/// each of 1 to `numbers.len()` exactly once.
///
/// # Errors
/// [`ScheduleError::NumberOutOfRange`] for a number outside 1..=n,
/// [`ScheduleError::DuplicatePairingNumber`] for a number given twice, and
/// [`ScheduleError::TooMany`] for more than `u16::MAX` entrants.
pub fn given_pairing_numbers(numbers: &[u16]) -> Result<PairingNumbers, ScheduleError> {
    let count = u16::try_from(numbers.len()).map_err(|_| ScheduleError::TooMany {
        what: "entrants",
        found: u32::try_from(numbers.len()).unwrap_or(u32::MAX),
        maximum: u32::from(u16::MAX),
    })?;
    let mut seen = vec![false; numbers.len()];
    for &number in numbers {
        if number == 0 || number > count {
            return Err(ScheduleError::NumberOutOfRange {
                what: "pairing number",
                found: u32::from(number),
                maximum: u32::from(count),
            });
        }
        if let Some(slot) = seen.get_mut(usize::from(number - 1)) {
            if *slot {
                return Err(ScheduleError::DuplicatePairingNumber {
                    number,
                    maximum: count,
                });
            }
            *slot = true;
        }
    }
    Ok(PairingNumbers {
        assignment: Assignment::Given,
        by_entrant: numbers.to_vec(),
    })
}

#[cfg(test)]
mod tests;
