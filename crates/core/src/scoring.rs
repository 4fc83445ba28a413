//! Scoring systems: how many points each kind of round entry is worth.

use crate::{GameResult, RoundEntry, Score, Unplayed};

/// The points of every kind of round entry (TRF-2026 `162`, JaVaFo `XXS`, bbpPairings `BB*`).
///
/// The default is the FIDE system: win 1, draw ½, loss 0, a forfeit win and the
/// pairing-allocated and full-point byes as a win, a half-point bye as a draw, and a forfeit
/// loss, a zero-point bye and a blank round 0.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ScoringSystem {
    /// A game won over the board.
    pub win: Score,
    /// A game drawn over the board.
    pub draw: Score,
    /// A game lost over the board.
    pub loss: Score,
    /// A forfeit win.
    pub forfeit_win: Score,
    /// A forfeit loss.
    pub forfeit_loss: Score,
    /// The pairing-allocated bye.
    pub pairing_bye: Score,
    /// A half-point bye.
    pub half_point_bye: Score,
    /// A full-point bye.
    pub full_point_bye: Score,
    /// A zero-point bye, and a blank round.
    pub zero_point_bye: Score,
}

impl Default for ScoringSystem {
    fn default() -> ScoringSystem {
        ScoringSystem {
            win: Score::ONE,
            draw: Score::HALF,
            loss: Score::ZERO,
            forfeit_win: Score::ONE,
            forfeit_loss: Score::ZERO,
            pairing_bye: Score::ONE,
            half_point_bye: Score::HALF,
            full_point_bye: Score::ONE,
            zero_point_bye: Score::ZERO,
        }
    }
}

impl ScoringSystem {
    /// The points `entry` is worth. A scheduled pairing (no result yet) is worth nothing.
    #[must_use]
    pub fn points(&self, entry: RoundEntry) -> Score {
        match entry {
            RoundEntry::Game { result, .. } => match result {
                GameResult::Win | GameResult::UnratedWin => self.win,
                GameResult::Draw | GameResult::UnratedDraw => self.draw,
                GameResult::Loss | GameResult::UnratedLoss => self.loss,
            },
            // No result yet, so no points yet.
            RoundEntry::Scheduled { .. } => Score::ZERO,
            RoundEntry::Unplayed(unplayed) => match unplayed {
                Unplayed::ForfeitWin { .. } => self.forfeit_win,
                Unplayed::ForfeitLoss { .. } => self.forfeit_loss,
                Unplayed::PairingBye => self.pairing_bye,
                Unplayed::HalfPointBye => self.half_point_bye,
                Unplayed::FullPointBye => self.full_point_bye,
                Unplayed::ZeroPointBye | Unplayed::NotPaired => self.zero_point_bye,
            },
        }
    }

    /// The most points one round can give: the larger of a win and a draw (C.04.3 1.8 uses it
    /// for the topscorer threshold).
    #[must_use]
    pub fn max_per_game(&self) -> Score {
        self.win.max(self.draw)
    }

    /// Whether this is the FIDE system up to a scale: a win is two draws and a loss is zero.
    /// Baku acceleration assumes it.
    #[must_use]
    pub fn is_standard_shape(&self) -> bool {
        self.win == self.draw.times(2) && self.loss == Score::ZERO
    }

    /// Whether a round without a game gave at least as many points as a win. Such a round makes
    /// a player ineligible for the pairing-allocated bye (C.04.1 art. 4, 2026 text); the
    /// pairing-allocated bye itself always does.
    #[must_use]
    pub fn unplayed_counts_as_win(&self, unplayed: Unplayed) -> bool {
        match unplayed {
            Unplayed::PairingBye => true,
            _ => {
                let points = self.points(RoundEntry::Unplayed(unplayed));
                points > Score::ZERO && points >= self.win
            }
        }
    }
}
