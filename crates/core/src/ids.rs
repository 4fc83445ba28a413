//! Identifiers: start numbers and round numbers, both 1-based as in TRF.

use std::fmt;
use std::num::NonZeroU16;

/// A player's start number (tournament pairing number), 1-based as in TRF column 5–8.
///
/// TRF allows four digits, so the largest id is 9999.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u16", into = "u16"))]
pub struct PlayerId(NonZeroU16);

/// A round number, 1-based.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u16", into = "u16"))]
pub struct RoundNo(NonZeroU16);

impl PlayerId {
    /// The largest start number a TRF file can hold.
    pub const MAX: u16 = 9999;

    /// A start number, if it is in `1..=9999`.
    #[must_use]
    pub const fn new(number: u16) -> Option<PlayerId> {
        if number > Self::MAX {
            return None;
        }
        match NonZeroU16::new(number) {
            Some(n) => Some(PlayerId(n)),
            None => None,
        }
    }

    /// The start number for a 0-based position (`0` is start number 1).
    #[must_use]
    pub fn from_index(index: usize) -> Option<PlayerId> {
        u16::try_from(index + 1).ok().and_then(PlayerId::new)
    }

    /// The start number.
    #[must_use]
    pub const fn get(self) -> u16 {
        self.0.get()
    }

    /// The 0-based position of this start number (`get() - 1`).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }
}

impl RoundNo {
    /// Round 1.
    pub const FIRST: RoundNo = RoundNo(NonZeroU16::MIN);

    /// A round number, if it is not zero.
    #[must_use]
    pub const fn new(number: u16) -> Option<RoundNo> {
        match NonZeroU16::new(number) {
            Some(n) => Some(RoundNo(n)),
            None => None,
        }
    }

    /// The round number for a 0-based round position (`0` is round 1).
    #[must_use]
    pub fn from_index(index: usize) -> Option<RoundNo> {
        u16::try_from(index + 1).ok().and_then(RoundNo::new)
    }

    /// The round number.
    #[must_use]
    pub const fn get(self) -> u16 {
        self.0.get()
    }

    /// The 0-based position of this round (`get() - 1`).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }

    /// The round after this one.
    #[must_use]
    pub fn next(self) -> RoundNo {
        RoundNo(self.0.saturating_add(1))
    }

    /// The rounds from this one to round `last`, inclusive.
    pub fn up_to_inclusive(self, last: u16) -> impl Iterator<Item = RoundNo> {
        (self.get()..=last).filter_map(RoundNo::new)
    }

    /// The rounds `1..=self`.
    pub fn up_to(self) -> impl Iterator<Item = RoundNo> {
        (1..=self.get()).filter_map(RoundNo::new)
    }
}

/// The error of converting an out-of-range number into an id.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{value} is not a valid {what}")]
pub struct IdOutOfRange {
    /// The number given.
    pub value: u16,
    /// What it was meant to be ("start number", "round number").
    pub what: &'static str,
}

impl TryFrom<u16> for PlayerId {
    type Error = IdOutOfRange;
    fn try_from(value: u16) -> Result<Self, Self::Error> {
        PlayerId::new(value).ok_or(IdOutOfRange {
            value,
            what: "start number (1..=9999)",
        })
    }
}

impl TryFrom<u16> for RoundNo {
    type Error = IdOutOfRange;
    fn try_from(value: u16) -> Result<Self, Self::Error> {
        RoundNo::new(value).ok_or(IdOutOfRange {
            value,
            what: "round number (1 or more)",
        })
    }
}

impl From<PlayerId> for u16 {
    fn from(id: PlayerId) -> u16 {
        id.get()
    }
}

impl From<RoundNo> for u16 {
    fn from(round: RoundNo) -> u16 {
        round.get()
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.get().fmt(f)
    }
}

impl fmt::Display for RoundNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.get().fmt(f)
    }
}
