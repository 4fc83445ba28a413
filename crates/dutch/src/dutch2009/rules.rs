//! The criteria of the 2009 text as questions about players and pairs: B1–B2 (absolute), the
//! colour count x of A8 with the refinements A7 d–e, and the float criteria B5–B6.

use rondo_core::{Colour, Float, Score};

use super::cards::{Card, Strength};
use crate::entrants::Field;

/// The criteria of one round.
pub(crate) struct Rules<'a> {
    pub field: &'a Field,
    pub cards: &'a [Card],
    /// The round being paired, 1-based.
    pub round_number: usize,
}

/// Which criteria are in force during one search: the colour allowance x (B4), how far the
/// float criteria are dropped (C9, C10), and whether A7 d is applied.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Level {
    /// The number of pairs that may leave a colour preference unmet (x, A8 and C11).
    pub allowance: usize,
    /// 0: B5 and B6 in force; 1: B6 dropped for downfloats; 2: B5 too (C9); 3: B6 dropped for
    /// upfloats; 4: B5 too (C10).
    pub floats: u8,
    /// A7 d: in odd rounds, strong preferences are kept like absolute ones.
    pub strong_as_absolute: bool,
}

impl Rules<'_> {
    /// The pairing score of the player at `index` (A2 a).
    pub fn score(&self, index: usize) -> Score {
        self.field.entrants[index].score
    }

    /// B1 a and B2: they have not met, and one of the two colour assignments keeps both within
    /// the colour difference ±2 and without a third colour in a row.
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        if a == b || self.field.has_met(a, b) {
            return false;
        }
        let (x, y) = (&self.cards[a], &self.cards[b]);
        (x.may_white && y.may_black) || (x.may_black && y.may_white)
    }

    /// A7 e: in even rounds a weak preference (an even number of games) may count as either
    /// colour, whichever lowers x; such a player never makes a pair miss a preference.
    pub fn flexible(&self, index: usize) -> bool {
        self.round_number.is_multiple_of(2)
            && self.cards[index]
                .preference
                .is_some_and(|p| p.strength == Strength::Weak)
    }

    /// The preference counted for A8 and B4, `None` for flexible players and players without
    /// games.
    fn counted_preference(&self, index: usize) -> Option<Colour> {
        if self.flexible(index) {
            return None;
        }
        self.cards[index].preference.map(|p| p.colour)
    }

    /// B4: the pair cannot give both players their preferred colour.
    pub fn misses_preference(&self, a: usize, b: usize) -> bool {
        match (self.counted_preference(a), self.counted_preference(b)) {
            (Some(x), Some(y)) => x == y,
            _ => false,
        }
    }

    /// A7 d: in odd rounds, a pair that would leave a strong preference unmet (same colour,
    /// and the strong player's preference is not the stronger of the two).
    pub fn breaks_strong_preference(&self, a: usize, b: usize) -> bool {
        if self.round_number.is_multiple_of(2) {
            return false;
        }
        let (Some(x), Some(y)) = (self.cards[a].preference, self.cards[b].preference) else {
            return false;
        };
        x.colour == y.colour && x.strength.min(y.strength) == Strength::Strong
    }

    /// Whether the group at `players` has anybody A7 d protects.
    pub fn has_strong_in_odd_round(&self, players: &[usize]) -> bool {
        self.round_number % 2 == 1
            && players.iter().any(|&i| {
                self.cards[i]
                    .preference
                    .is_some_and(|p| p.strength == Strength::Strong)
            })
    }

    /// A8: x = max(w, b) − q, with q half the group rounded up; flexible players (A7 e) are
    /// counted on whichever side lowers x. Never below zero.
    pub fn x(&self, players: &[usize]) -> usize {
        let (mut white, mut black, mut flexible) = (0usize, 0usize, 0usize);
        for &index in players {
            if self.flexible(index) {
                flexible += 1;
                continue;
            }
            match self.counted_preference(index) {
                Some(Colour::White) => white += 1,
                Some(Colour::Black) => black += 1,
                None => {}
            }
        }
        let larger = white.max(black).max((white + black + flexible).div_ceil(2));
        larger.saturating_sub(players.len().div_ceil(2))
    }

    /// B5/B6 for a player who would float up, at `level`.
    pub fn may_float_up(&self, index: usize, level: &Level) -> bool {
        self.may_float(index, Float::Up, level.floats >= 4, level.floats >= 3)
    }

    /// B5/B6 for a player who would float down (left over, or the bye, A5), at `level`.
    pub fn may_float_down(&self, index: usize, level: &Level) -> bool {
        self.may_float(index, Float::Down, level.floats >= 2, level.floats >= 1)
    }

    fn may_float(&self, index: usize, float: Float, drop_b5: bool, drop_b6: bool) -> bool {
        let card = &self.cards[index];
        if card.topscorer {
            return true;
        }
        (drop_b5 || card.floats[0] != Some(float)) && (drop_b6 || card.floats[1] != Some(float))
    }

    /// Whether `a` and `b` may be paired at `level`, colour allowance aside: B1, B2, A7 d when
    /// in force, and B5/B6 for the lower player of a pair between different scores.
    pub fn pair_allowed(&self, a: usize, b: usize, level: &Level) -> bool {
        if !self.compatible(a, b) {
            return false;
        }
        if level.strong_as_absolute && self.breaks_strong_preference(a, b) {
            return false;
        }
        match self.score(a).cmp(&self.score(b)) {
            std::cmp::Ordering::Greater => self.may_float_up(b, level),
            std::cmp::Ordering::Less => self.may_float_up(a, level),
            std::cmp::Ordering::Equal => true,
        }
    }
}
