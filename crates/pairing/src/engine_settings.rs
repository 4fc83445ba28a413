//! The settings of bbpPairings' and JaVaFo's random tournament generator (the engines' `-g`),
//! mapped onto rondo's generator ([`GenerateConfig`]): drawn from a seed in the ranges
//! bbpPairings draws them from, or measured on a model tournament. Reading the engines'
//! `Key=Value` configuration files is `rondo-protocol`'s.

use rondo_core::{GameResult, RoundEntry, ScoringSystem, Tournament, Unplayed};

use crate::{GenerateConfig, SplitMix64};

/// The settings of a generated tournament, as the engines' configuration keys give them.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineSettings {
    /// `PlayersNumber`.
    pub players: u16,
    /// `RoundsNumber`.
    pub rounds: u16,
    /// `DrawPercentage`.
    pub draw_percentage: f64,
    /// `ForfeitRate`: one game in this many is forfeited.
    pub forfeit_rate: f64,
    /// `RetiredRate`: one player in this many takes zero-point byes.
    pub retired_rate: f64,
    /// `HalfPointByeRate`: one player in this many takes half-point byes.
    pub half_point_bye_rate: f64,
    /// `HighestRating`.
    pub highest_rating: u16,
    /// `LowestRating`.
    pub lowest_rating: u16,
    /// The `PointsFor…` keys.
    pub scoring: ScoringSystem,
}

impl EngineSettings {
    /// Every setting drawn from `seed`, in bbpPairings' ranges.
    pub fn drawn(seed: u64) -> EngineSettings {
        let mut random = SplitMix64::new(seed);
        let mut between = |low: u64, high: u64| low + random.below(high - low + 1);
        let rounds = between(5, 15) as u16;
        let forfeit_rate = between(6, 30) as f64;
        let retired_rate = between(15, 3225) as f64;
        let half_point_bye_rate = between(15, 3225) as f64;
        let draw_percentage = between(10, 50) as f64;
        let players = between(15, 215) as u16;
        let highest_rating = between(2400, 2800) as u16;
        let lowest_rating = between(1400, 2300) as u16;
        EngineSettings {
            players,
            rounds,
            draw_percentage,
            forfeit_rate,
            retired_rate,
            half_point_bye_rate,
            highest_rating,
            lowest_rating,
            scoring: ScoringSystem::default(),
        }
    }

    /// rondo's generator configuration for these settings.
    #[must_use]
    pub fn config(&self, seed: u64) -> GenerateConfig {
        let per_player_and_round = |rate: f64| {
            if rate.is_finite() && rate > 0.0 {
                (1.0 / (rate * f64::from(self.rounds.max(1)))).min(1.0)
            } else {
                0.0
            }
        };
        GenerateConfig::default()
            .with_players(self.players)
            .with_rounds(self.rounds)
            .with_seed(seed)
            .with_draw_rate(self.draw_percentage / 100.0)
            .with_forfeit_rate(if self.forfeit_rate.is_finite() {
                1.0 / self.forfeit_rate
            } else {
                0.0
            })
            .with_zero_point_bye_rate(per_player_and_round(self.retired_rate))
            .with_bye_rate(per_player_and_round(self.half_point_bye_rate))
            .with_withdrawal_rate(0.0)
            .with_highest_rating(self.highest_rating)
            .with_lowest_rating(self.lowest_rating)
            .with_scoring(self.scoring)
    }

    /// The settings of a model tournament: its players, ratings, rounds paired and scoring, and
    /// the rates measured on its rounds as bbpPairings measures them.
    pub fn measured(tournament: &Tournament) -> EngineSettings {
        let players = tournament.players();
        let count = |test: &dyn Fn(&RoundEntry) -> bool| {
            players
                .iter()
                .filter(|player| player.rounds.iter().any(test))
                .count() as f64
        };
        let n = players.len() as f64;
        let rate = |with: f64| if with > 0.0 { n / with } else { f64::INFINITY };
        let zero_point_byes = count(&|entry| {
            matches!(
                entry,
                RoundEntry::Unplayed(Unplayed::ZeroPointBye | Unplayed::NotPaired)
            )
        });
        let half_point_byes =
            count(&|entry| matches!(entry, RoundEntry::Unplayed(Unplayed::HalfPointBye)));
        let mut paired = 0u32;
        let mut forfeited = 0u32;
        let mut played = 0u32;
        let mut drawn = 0u32;
        for entry in players.iter().flat_map(|player| &player.rounds) {
            match entry {
                RoundEntry::Game { result, .. } => {
                    paired += 1;
                    played += 1;
                    if matches!(result, GameResult::Draw | GameResult::UnratedDraw) {
                        drawn += 1;
                    }
                }
                RoundEntry::Unplayed(
                    Unplayed::ForfeitWin {
                        opponent: Some(_), ..
                    }
                    | Unplayed::ForfeitLoss {
                        opponent: Some(_), ..
                    },
                ) => {
                    paired += 1;
                    forfeited += 1;
                }
                _ => {}
            }
        }
        let ratings: Vec<u16> = players
            .iter()
            .filter_map(|player| player.rating.map(|rating| rating.0))
            .collect();
        EngineSettings {
            players: players.len() as u16,
            rounds: tournament.paired_rounds().max(1),
            draw_percentage: (100 * drawn).checked_div(played).map_or(0.0, f64::from),
            forfeit_rate: if forfeited > 0 {
                f64::from(paired) / f64::from(forfeited)
            } else {
                f64::INFINITY
            },
            retired_rate: rate(zero_point_byes),
            half_point_bye_rate: rate(half_point_byes),
            highest_rating: ratings.iter().copied().max().unwrap_or(0),
            lowest_rating: ratings.iter().copied().min().unwrap_or(0),
            scoring: tournament.setup().scoring,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drawn_settings_stay_in_the_engines_ranges() {
        for seed in 0..200 {
            let settings = EngineSettings::drawn(seed);
            assert!((15..=215).contains(&settings.players));
            assert!((5..=15).contains(&settings.rounds));
            assert!((1400..=2300).contains(&settings.lowest_rating));
            assert!((2400..=2800).contains(&settings.highest_rating));
            assert!((10.0..=50.0).contains(&settings.draw_percentage));
        }
    }
}
