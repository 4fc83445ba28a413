//! Abnormal assignments of points (TRF-2026 `299`): bonuses, penalties, and results scored
//! otherwise than the scoring system says.
//!
//! # Readings
//!
//! The record's own words are few ("Type of abnormal assignment ... (blank) penalty/bonus";
//! "Round Number: `000` or empty means all rounds"; "(Team) Pairing Number"), so each reading
//! below is a choice, made once here and used by every score rondo computes.
//!
//! - **Targets.** In a file with teams (`310` or `013`) the numbers are team numbers; otherwise
//!   start numbers. The record has one set of columns for both ("1st team/individual"), and a
//!   team event adjusts the team's score (its match and game points), not a member's. No
//!   number at all means every player (or team).
//! - **A blank type is a bonus or penalty**: its points are added to the score (negative points
//!   take away). With a round, they count from the end of that round on: in the score before
//!   every later round, and in the standings after it. Without a round (`000` or blank) the
//!   record is one adjustment of the whole event, not one per round, and counts from the start
//!   (also in the score before round 1): "all rounds" read as "not tied to one round", since a
//!   bonus has no result to repeat.
//! - **A typed record (`W D L F H Z + -`) scores a kind of result**: in its round (or every
//!   round), a target whose result is of that kind gets the record's points instead of those of
//!   the scoring system. `W`, `D` and `L` are games played over the board (`1 = 0` and the
//!   unrated `W D L`); `+` and `-` forfeits; `F`, `H`, `Z` the byes (`Z` also a round left
//!   blank, which TRF counts as a zero-point bye). For a team, the kind is its match's result:
//!   a played match won, drawn or lost, a match forfeited (won or lost; a double forfeit is
//!   lost by both), or a team bye. A target without that result in that round is unaffected.
//! - **Several typed records for one result**: the most specific one gives each value (a named
//!   target before all targets, then a named round before all rounds; the later record of equal
//!   specificity). Each column counts on its own: a record that leaves the match points blank
//!   leaves them to the next record, or to the scoring system.
//! - **Columns**: match points (8–11) are the team's match points and apply only to teams;
//!   points (14–17) are a player's points, or a team's game points.

use crate::{GameResult, PlayerId, RoundEntry, RoundNo, Score, TournamentSetup, Unplayed};

/// What a `299` record adjusts: a bonus or penalty (blank type), or the points of one kind of
/// result.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AdjustmentKind {
    /// Blank type: points added to (or, negative, taken from) the score.
    Bonus,
    /// `W`: a game (or team match) won over the board.
    Win,
    /// `D`: a game (or team match) drawn over the board.
    Draw,
    /// `L`: a game (or team match) lost over the board.
    Loss,
    /// `+`: a forfeit win.
    ForfeitWin,
    /// `-`: a forfeit loss.
    ForfeitLoss,
    /// `F`: a full-point bye.
    FullPointBye,
    /// `H`: a half-point bye.
    HalfPointBye,
    /// `Z`: a zero-point bye (or a round left blank).
    ZeroPointBye,
}

impl AdjustmentKind {
    /// Every kind, in the order of the TRF-2026 table.
    pub const ALL: [AdjustmentKind; 9] = [
        AdjustmentKind::Win,
        AdjustmentKind::Draw,
        AdjustmentKind::Loss,
        AdjustmentKind::FullPointBye,
        AdjustmentKind::HalfPointBye,
        AdjustmentKind::ZeroPointBye,
        AdjustmentKind::ForfeitWin,
        AdjustmentKind::ForfeitLoss,
        AdjustmentKind::Bonus,
    ];

    /// The TRF-2026 code (column 5): a letter, `+`, `-`, or a space for a bonus.
    #[must_use]
    pub const fn code(self) -> char {
        match self {
            AdjustmentKind::Bonus => ' ',
            AdjustmentKind::Win => 'W',
            AdjustmentKind::Draw => 'D',
            AdjustmentKind::Loss => 'L',
            AdjustmentKind::ForfeitWin => '+',
            AdjustmentKind::ForfeitLoss => '-',
            AdjustmentKind::FullPointBye => 'F',
            AdjustmentKind::HalfPointBye => 'H',
            AdjustmentKind::ZeroPointBye => 'Z',
        }
    }

    /// The kind of a code, letters in either case (TRF letter codes are case-insensitive).
    #[must_use]
    pub fn from_code(code: char) -> Option<AdjustmentKind> {
        AdjustmentKind::ALL
            .into_iter()
            .find(|kind| kind.code() == code.to_ascii_uppercase())
    }

    /// Whether a player's round entry is a result of this kind (never for a bonus).
    #[must_use]
    pub const fn matches_entry(self, entry: RoundEntry) -> bool {
        match entry {
            RoundEntry::Game { result, .. } => matches!(
                (self, result),
                (
                    AdjustmentKind::Win,
                    GameResult::Win | GameResult::UnratedWin
                ) | (
                    AdjustmentKind::Draw,
                    GameResult::Draw | GameResult::UnratedDraw
                ) | (
                    AdjustmentKind::Loss,
                    GameResult::Loss | GameResult::UnratedLoss
                )
            ),
            RoundEntry::Scheduled { .. } => false,
            RoundEntry::Unplayed(unplayed) => matches!(
                (self, unplayed),
                (AdjustmentKind::ForfeitWin, Unplayed::ForfeitWin { .. })
                    | (AdjustmentKind::ForfeitLoss, Unplayed::ForfeitLoss { .. })
                    | (AdjustmentKind::FullPointBye, Unplayed::FullPointBye)
                    | (AdjustmentKind::HalfPointBye, Unplayed::HalfPointBye)
                    | (
                        AdjustmentKind::ZeroPointBye,
                        Unplayed::ZeroPointBye | Unplayed::NotPaired
                    )
            ),
        }
    }
}

/// An abnormal assignment of points (TRF-2026 `299`); the module `adjust` of this crate
/// documents how rondo reads one.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ScoreAdjustment {
    /// A bonus or penalty, or the kind of result whose points it sets (column 5).
    pub kind: AdjustmentKind,
    /// Match points, for teams (columns 8–11); `None` when blank.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub match_points: Option<Score>,
    /// A player's points, or a team's game points (columns 14–17); `None` when blank.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub points: Option<Score>,
    /// The round (columns 20–22); `None` for `000` or blank: every round for a kind of
    /// result, the whole event for a bonus.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub round: Option<RoundNo>,
    /// The players' start numbers, or in a file with teams the team numbers (from column 24,
    /// every 5 columns); empty for everyone.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub targets: Vec<u16>,
}

impl ScoreAdjustment {
    /// Whether the record names `target` (a start number, or a team number in a team event),
    /// or names nobody and so applies to everyone.
    #[must_use]
    pub fn names(&self, target: u16) -> bool {
        self.targets.is_empty() || self.targets.contains(&target)
    }

    /// Whether a bonus counts in the score before `round`: one of an earlier round, or of no
    /// round at all.
    #[must_use]
    pub fn counts_before(&self, round: RoundNo) -> bool {
        self.round.is_none_or(|own| own < round)
    }

    /// How closely the record aims: a named target weighs more than a named round.
    fn specificity(&self) -> u8 {
        2 * u8::from(!self.targets.is_empty()) + u8::from(self.round.is_some())
    }
}

/// Points of both columns of a team adjustment, added up.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AdjustedPoints {
    /// Match points (teams only).
    pub match_points: Score,
    /// A player's points, or a team's game points.
    pub points: Score,
}

impl TournamentSetup {
    /// Whether the numbers of `299` records are team numbers: the file has teams.
    #[must_use]
    pub fn adjustments_name_teams(&self) -> bool {
        !self.teams.is_empty()
    }

    /// The points `player` gets for `entry` in `round`: the scoring system's, unless a typed
    /// `299` record scores that result otherwise (individual events only; in a team event the
    /// records adjust the teams).
    #[must_use]
    pub fn round_points(&self, player: PlayerId, round: RoundNo, entry: RoundEntry) -> Score {
        let normal = self.scoring.points(entry);
        if self.score_adjustments.is_empty() || self.adjustments_name_teams() {
            return normal;
        }
        self.result_override(player.get(), round, |kind| kind.matches_entry(entry))
            .points
            .unwrap_or(normal)
    }

    /// The bonuses and penalties of `player` (blank-type `299` records) that count in the
    /// score before `round`; with `None`, all of them. Individual events only: zero in a file
    /// with teams.
    #[must_use]
    pub fn bonus_points(&self, player: PlayerId, before: Option<RoundNo>) -> Score {
        if self.adjustments_name_teams() {
            return Score::ZERO;
        }
        self.bonuses(player.get(), before).points
    }

    /// The values a typed `299` record sets for `target` in `round`, for a result `is_kind`
    /// accepts: each column from the most specific record that fills it. Both `None` when no
    /// record applies.
    pub(crate) fn result_override(
        &self,
        target: u16,
        round: RoundNo,
        is_kind: impl Fn(AdjustmentKind) -> bool,
    ) -> ResultOverride {
        let mut best: [Option<(u8, Score)>; 2] = [None, None];
        let applying = self.score_adjustments.iter().filter(|adjustment| {
            adjustment.kind != AdjustmentKind::Bonus
                && is_kind(adjustment.kind)
                && adjustment.round.is_none_or(|own| own == round)
                && adjustment.names(target)
        });
        for adjustment in applying {
            let specificity = adjustment.specificity();
            for (slot, value) in best
                .iter_mut()
                .zip([adjustment.match_points, adjustment.points])
            {
                // `>=`: of two records equally specific, the later one counts.
                if let Some(value) = value
                    && slot.is_none_or(|(best, _)| specificity >= best)
                {
                    *slot = Some((specificity, value));
                }
            }
        }
        ResultOverride {
            match_points: best[0].map(|(_, value)| value),
            points: best[1].map(|(_, value)| value),
        }
    }

    /// The blank-type `299` records naming `target`, added up: those counting before `before`,
    /// or all of them.
    pub(crate) fn bonuses(&self, target: u16, before: Option<RoundNo>) -> AdjustedPoints {
        sum_bonuses(&self.score_adjustments, target, before)
    }
}

/// The bonuses and penalties among `adjustments` naming `target`, added up: those counting
/// before `before`, or all of them.
pub(crate) fn sum_bonuses(
    adjustments: &[ScoreAdjustment],
    target: u16,
    before: Option<RoundNo>,
) -> AdjustedPoints {
    adjustments
        .iter()
        .filter(|adjustment| {
            adjustment.kind == AdjustmentKind::Bonus
                && adjustment.names(target)
                && before.is_none_or(|round| adjustment.counts_before(round))
        })
        .fold(AdjustedPoints::default(), |sum, adjustment| {
            AdjustedPoints {
                match_points: sum.match_points + adjustment.match_points.unwrap_or(Score::ZERO),
                points: sum.points + adjustment.points.unwrap_or(Score::ZERO),
            }
        })
}

/// What typed `299` records set for one result: each column, when some record fills it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct ResultOverride {
    pub(crate) match_points: Option<Score>,
    pub(crate) points: Option<Score>,
}
