//! National ratings: the TRF-2026 National Rating Support lines (a record code that is a
//! federation code, such as `ESP`) and the starting-rank method of `172` that says how they
//! enter the initial order.
//!
//! Policy: a national rating line belongs to the player whose start number it names, and
//! follows that player through every renumbering. The `172` method decides which rating the
//! initial order of C.04.2 art. 2 sorts by when rondo renumbers
//! ([`TournamentSetup::renumber_by_initial_order`]);
//! it never changes a pairing by itself, because pairing reads the start numbers the file has.

use crate::{PlayerId, Rating, TournamentSetup};

/// One National Rating Support line: a player's national rating with one federation, in the
/// columns of the `001` static part.
///
/// The columns that TRF-2026 gives no national meaning (sex, title, name, birth date, and
/// anything after column 80) are kept as written, trimmed, so that a line reads back the same.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NationalRating {
    /// The federation, the line's record code (columns 1–3), e.g. `ESP`.
    pub federation: String,
    /// The start number of the player the line belongs to (columns 5–8, the link to `001`).
    pub player: PlayerId,
    /// The national rating (columns 49–52); `None` when blank or `0`.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub rating: Option<Rating>,
    /// The national origin, such as a region or club code (columns 54–56).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub origin: Option<String>,
    /// The national id (columns 58–68), as written: not always digits.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub national_id: Option<String>,
    /// Column 10 as written (the sex on a `001` line).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub sex: Option<String>,
    /// Columns 11–13 as written (a title, or a national category).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub title: Option<String>,
    /// Columns 15–47 as written (a name).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub name: Option<String>,
    /// Columns 70–79 as written (a birth date).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub birth_date: Option<String>,
    /// Columns 81 on as written, if the line goes on.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub rest: Option<String>,
}

impl NationalRating {
    /// A line for `player` with `federation`, and nothing else known yet.
    #[must_use]
    pub fn new(federation: impl Into<String>, player: PlayerId) -> NationalRating {
        NationalRating {
            federation: federation.into(),
            player,
            rating: None,
            origin: None,
            national_id: None,
            sex: None,
            title: None,
            name: None,
            birth_date: None,
            rest: None,
        }
    }
}

/// The starting-rank method of TRF-2026 `172`: which rating orders the players, for a
/// federation (columns 5–7) or, when the line names none, for every national rating line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartingRank {
    /// The federation whose national ratings the method uses; `None`: any.
    pub federation: Option<String>,
    /// The method.
    pub method: RankMethod,
}

/// The methods of `172` (columns 9–13).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RankMethod {
    /// `FIDE`: the FIDE rating only.
    Fide,
    /// `NRO`: the national rating only.
    NationalOnly,
    /// `FIDON`: the FIDE rating, else the national one.
    FideElseNational,
    /// `NIDOF`: the national rating, else the FIDE one.
    NationalElseFide,
    /// `HBFN`: the higher of both.
    HigherOfBoth,
    /// `LBFN`: the lower of both.
    LowerOfBoth,
    /// `OTHER`: a method the file does not encode.
    Other,
}

impl RankMethod {
    /// The method of a `172` code (`FIDE`, `NRO`, ...), in any case.
    #[must_use]
    pub fn from_code(code: &str) -> Option<RankMethod> {
        Some(match code.to_ascii_uppercase().as_str() {
            "FIDE" => RankMethod::Fide,
            "NRO" => RankMethod::NationalOnly,
            "FIDON" => RankMethod::FideElseNational,
            "NIDOF" => RankMethod::NationalElseFide,
            "HBFN" => RankMethod::HigherOfBoth,
            "LBFN" => RankMethod::LowerOfBoth,
            "OTHER" => RankMethod::Other,
            _ => return None,
        })
    }

    /// The rating this method ranks a player by, from their FIDE and national ratings; `None`
    /// for an unrated player, and for [`RankMethod::Other`], which says nothing of how.
    #[must_use]
    pub fn rating(self, fide: Option<Rating>, national: Option<Rating>) -> Option<Rating> {
        match self {
            RankMethod::Fide => fide,
            RankMethod::NationalOnly => national,
            RankMethod::FideElseNational => fide.or(national),
            RankMethod::NationalElseFide => national.or(fide),
            RankMethod::HigherOfBoth => fide.max(national),
            RankMethod::LowerOfBoth => match (fide, national) {
                (Some(fide), Some(national)) => Some(fide.min(national)),
                (one, other) => one.or(other),
            },
            RankMethod::Other => None,
        }
    }
}

impl StartingRank {
    /// Reads the value of a `172` line: a federation and a method (`GER FIDON`), or a method
    /// alone (`NIDOF`, as some programs write it). `None` when the text is neither.
    #[must_use]
    pub fn parse(text: &str) -> Option<StartingRank> {
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            [method] => Some(StartingRank {
                federation: None,
                method: RankMethod::from_code(method)?,
            }),
            [federation, method] => Some(StartingRank {
                federation: Some((*federation).to_owned()),
                method: RankMethod::from_code(method)?,
            }),
            _ => None,
        }
    }
}

/// Why the initial order cannot be computed from the file.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum UnknownRanking {
    /// `172` says `OTHER`, or holds text rondo cannot read.
    Method,
}

impl TournamentSetup {
    /// The national rating line of `player` with `federation`.
    #[must_use]
    pub fn national_rating(&self, player: PlayerId, federation: &str) -> Option<&NationalRating> {
        self.national_ratings
            .iter()
            .find(|line| line.player == player && line.federation == federation)
    }

    /// The starting-rank method the file states (`172`); `None` when it states none.
    ///
    /// # Errors
    ///
    /// The text of `172` when it is not a method rondo can read.
    pub fn starting_rank(&self) -> Option<Result<StartingRank, &str>> {
        let text = self.header.rank_method.as_deref()?;
        Some(StartingRank::parse(text).ok_or(text))
    }

    /// The rating that orders `player` in the initial order: the FIDE rating, or what the
    /// file's `172` method makes of it and the player's national rating (of the federation
    /// `172` names, else of their first national rating line).
    pub(crate) fn ranking_rating(
        &self,
        player: PlayerId,
        fide: Option<Rating>,
    ) -> Result<Option<Rating>, UnknownRanking> {
        let Some(starting_rank) = self.starting_rank() else {
            return Ok(fide);
        };
        let starting_rank = starting_rank.map_err(|_| UnknownRanking::Method)?;
        if starting_rank.method == RankMethod::Other {
            return Err(UnknownRanking::Method);
        }
        let national = self
            .national_ratings
            .iter()
            .filter(|line| line.player == player)
            .find(|line| {
                starting_rank
                    .federation
                    .as_deref()
                    .is_none_or(|federation| line.federation == federation)
            })
            .and_then(|line| line.rating);
        Ok(starting_rank.method.rating(fide, national))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_172_line_reads_with_or_without_its_federation() {
        assert_eq!(
            StartingRank::parse("GER FIDON"),
            Some(StartingRank {
                federation: Some("GER".to_owned()),
                method: RankMethod::FideElseNational
            })
        );
        assert_eq!(
            StartingRank::parse("NIDOF"),
            Some(StartingRank {
                federation: None,
                method: RankMethod::NationalElseFide
            })
        );
        assert_eq!(StartingRank::parse("GER FIDON extra"), None);
        assert_eq!(StartingRank::parse("GER ELO"), None);
    }

    #[test]
    fn each_method_picks_its_rating() {
        let (fide, national) = (Some(Rating(2000)), Some(Rating(2100)));
        let rating = |method: RankMethod, fide, national| method.rating(fide, national);
        assert_eq!(rating(RankMethod::Fide, fide, national), fide);
        assert_eq!(rating(RankMethod::NationalOnly, fide, national), national);
        assert_eq!(rating(RankMethod::NationalOnly, fide, None), None);
        assert_eq!(
            rating(RankMethod::FideElseNational, None, national),
            national
        );
        assert_eq!(rating(RankMethod::NationalElseFide, fide, None), fide);
        assert_eq!(rating(RankMethod::HigherOfBoth, fide, national), national);
        assert_eq!(rating(RankMethod::LowerOfBoth, fide, national), fide);
        assert_eq!(rating(RankMethod::LowerOfBoth, None, national), national);
        assert_eq!(rating(RankMethod::Other, fide, national), None);
    }
}
