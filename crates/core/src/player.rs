//! Players and their static data.

use std::fmt;

use crate::{PlayerId, RoundEntry, Score};

/// A player as registered in the tournament, with one entry per round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Player {
    /// The start number (TRF columns 5–8).
    pub id: PlayerId,
    /// The name as written, usually `Lastname, Firstname`.
    pub name: String,
    /// Sex as recorded (TRF column 10), if any.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub sex: Option<Sex>,
    /// FIDE title, if any.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub title: Option<Title>,
    /// FIDE rating; `None` for an unrated player.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub rating: Option<Rating>,
    /// Three-letter FIDE federation code, if any.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub federation: Option<String>,
    /// FIDE id, if any.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub fide_id: Option<u64>,
    /// Birth date as written (`YYYY/MM/DD`, often only `YYYY`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub birth_date: Option<String>,
    /// The points column as written in the file, if any (it is checked against the results).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub stated_points: Option<Score>,
    /// The rank column as written in the file, if any.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub stated_rank: Option<u16>,
    /// One entry per round, round 1 first. Rounds beyond the end are [`RoundEntry::NOT_PAIRED`].
    pub rounds: Vec<RoundEntry>,
}

impl Player {
    /// A player with a start number and a name, and nothing else known yet.
    #[must_use]
    pub fn new(id: PlayerId, name: impl Into<String>) -> Player {
        Player {
            id,
            name: name.into(),
            sex: None,
            title: None,
            rating: None,
            federation: None,
            fide_id: None,
            birth_date: None,
            stated_points: None,
            stated_rank: None,
            rounds: Vec::new(),
        }
    }

    /// The entry for a 0-based round position; missing rounds are not paired.
    #[must_use]
    pub fn entry(&self, round_index: usize) -> RoundEntry {
        self.rounds
            .get(round_index)
            .copied()
            .unwrap_or(RoundEntry::NOT_PAIRED)
    }
}

/// A FIDE rating (an Elo number). A player without a rating has `None` instead.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Rating(pub u16);

impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Sex as TRF records it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Sex {
    /// `m`.
    Male,
    /// `w` (TRF) or `f`.
    Female,
    /// Any other letter a program wrote in the sex column (gacrux writes `u` for unknown), kept
    /// so that the file can be written back as it was.
    Other(char),
}

/// A FIDE title.
///
/// The variants are declared in the order of the initial ranking of C.04.2 (GM, IM, WGM, FM,
/// WIM, CM, WFM, WCM), so `Ord` compares titles as the ranking does: a smaller title ranks higher.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Title {
    /// Grandmaster.
    GM,
    /// International Master.
    IM,
    /// Woman Grandmaster.
    WGM,
    /// FIDE Master.
    FM,
    /// Woman International Master.
    WIM,
    /// Candidate Master.
    CM,
    /// Woman FIDE Master.
    WFM,
    /// Woman Candidate Master.
    WCM,
}

impl Title {
    /// All titles in ranking order.
    pub const ALL: [Title; 8] = [
        Title::GM,
        Title::IM,
        Title::WGM,
        Title::FM,
        Title::WIM,
        Title::CM,
        Title::WFM,
        Title::WCM,
    ];

    /// The full code as TRF-2026 writes it (`GM`, `WIM`, ...).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Title::GM => "GM",
            Title::IM => "IM",
            Title::WGM => "WGM",
            Title::FM => "FM",
            Title::WIM => "WIM",
            Title::CM => "CM",
            Title::WFM => "WFM",
            Title::WCM => "WCM",
        }
    }

    /// The short code of TRF16-era files (`g`, `m`, `wg`, ...).
    #[must_use]
    pub const fn short_code(self) -> &'static str {
        match self {
            Title::GM => "g",
            Title::IM => "m",
            Title::WGM => "wg",
            Title::FM => "f",
            Title::WIM => "wm",
            Title::CM => "c",
            Title::WFM => "wf",
            Title::WCM => "wc",
        }
    }

    /// Reads a full (`GM`) or short (`g`) code, in any case.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Title> {
        let code = code.trim();
        Title::ALL.into_iter().find(|title| {
            code.eq_ignore_ascii_case(title.code()) || code.eq_ignore_ascii_case(title.short_code())
        })
    }
}

impl fmt::Display for Title {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}
