//! Each rated player's rating change for an event (B.02): the policy `rondo rating` states.
//!
//! Rated games are games played over the board with a rated result between two players who
//! both have a rating; K is B.02 8.3.3's for the player (a junior is 18 or younger in the
//! event's year) lowered for the period, unless the caller gives it for the player.

use std::collections::HashMap;

use crate::{
    GameResult, KFactorInput, PlayerId, RatedGame, RoundEntry, Score, Tournament, expected_score,
    k_factor, k_factor_for_period, rating_change, rating_difference,
};

/// What the caller knows beyond the file: the event's year, the rated games each player had
/// before it, and any K given per player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RatingInput {
    /// The year the event ends (for the junior rule); `None` when the file gives no date.
    pub event_year: Option<u16>,
    /// The rated games each player had before the event (B.02 8.3.3: fewer than 30 is K 40).
    pub games_before: u32,
    /// K for these players, instead of B.02's.
    pub k_overrides: HashMap<PlayerId, u8>,
}

/// One rated player's rating change for the event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingChange {
    /// The player.
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// The player's rating.
    pub rating: u16,
    /// The rated games.
    pub games: usize,
    /// The score in the rated games.
    pub score: Score,
    /// The expected score over the rated games, in hundredths.
    pub expected_hundredths: u32,
    /// The development coefficient used.
    pub k: u8,
    /// The rating change, rounded (B.02 8.3).
    pub change: i32,
}

impl Tournament {
    /// The rating change of every rated player, by start number.
    #[must_use]
    pub fn rating_changes(&self, input: &RatingInput) -> Vec<RatingChange> {
        let mut changes = Vec::new();
        for player in self.players() {
            let Some(rating) = player.rating.filter(|r| r.0 > 0) else {
                continue;
            };
            let games: Vec<RatedGame> = player
                .rounds
                .iter()
                .filter_map(|entry| match *entry {
                    RoundEntry::Game {
                        opponent, result, ..
                    } if result.is_rated() => {
                        let opponent = self.player(opponent)?.rating.filter(|r| r.0 > 0)?;
                        let halves = match result {
                            GameResult::Win => 2,
                            GameResult::Draw => 1,
                            _ => 0,
                        };
                        Some(RatedGame { opponent, halves })
                    }
                    _ => None,
                })
                .collect();
            let junior = match (input.event_year, birth_year(player.birth_date.as_deref())) {
                (Some(event), Some(born)) => i32::from(event) - i32::from(born) <= 18,
                _ => false,
            };
            let k = input
                .k_overrides
                .get(&player.id)
                .copied()
                .unwrap_or_else(|| {
                    let base = k_factor(KFactorInput {
                        rating,
                        junior,
                        games_played: input.games_before,
                        reached_2400: rating.0 >= 2400,
                    });
                    k_factor_for_period(base, u32::try_from(games.len()).unwrap_or(u32::MAX))
                });
            let expected_hundredths = games
                .iter()
                .map(|game| u32::from(expected_score(rating_difference(rating, game.opponent))))
                .sum();
            let score_halves: u32 = games.iter().map(|game| u32::from(game.halves)).sum();
            changes.push(RatingChange {
                player: player.id,
                name: player.name.clone(),
                rating: rating.0,
                games: games.len(),
                score: Score::from_halves(i32::try_from(score_halves).unwrap_or(i32::MAX)),
                expected_hundredths,
                k,
                change: rating_change(rating, k, &games),
            });
        }
        changes
    }
}

/// The year of a birth date whose first four characters are the year (`001` line).
fn birth_year(text: Option<&str>) -> Option<u16> {
    let digits: String = text?.trim().chars().take(4).collect();
    digits.parse().ok().filter(|year| *year > 1000)
}
