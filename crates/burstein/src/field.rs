//! The players of a round as the Burstein system sees them: the Index of art. 1.7, the ranking
//! order of art. 1.8, colour preferences (art. 1.5) and the absolute criteria of art. 2.1.

use std::cmp::Ordering;

use rondo_core::{
    Colour, ColourPreference, PlayerId, PreferenceStrength, RoundEntry, RoundNo, RoundView, Score,
    ScoringSystem, Unplayed,
};

/// The opposition evaluation Index of one player (art. 1.7.1, 1.8.1), exact: Buchholz in
/// tenths of a point, Sonneborn-Berger in hundredths (points times scores).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Index {
    /// Buchholz (art. 1.7.1): the sum of the current scores of the opponents, unplayed rounds
    /// counted as games against himself (art. 1.7.2).
    pub buchholz: Score,
    /// Sonneborn-Berger (art. 1.7.1) in hundredths of a point: the points scored against each
    /// opponent times that opponent's current score.
    pub sonneborn_berger_hundredths: i64,
}

/// One player to pair.
#[derive(Clone, Debug)]
pub(crate) struct Entrant {
    pub(crate) id: PlayerId,
    /// Standings points (art. 1.7.2: no virtual points).
    pub(crate) score: Score,
    /// Standings points plus virtual points: what scoregroups are made of (C.04.7).
    pub(crate) pairing_score: Score,
    pub(crate) index: Index,
    pub(crate) colours: Vec<Colour>,
    pub(crate) preference: Option<ColourPreference>,
    pub(crate) games_played: u16,
    pub(crate) pab_eligible: bool,
}

impl Entrant {
    /// The TPN (art. 1.1): the start number, as the file's pairing number.
    pub(crate) fn tpn(&self) -> u16 {
        self.id.get()
    }

    /// The absolute colour preference (art. 1.5.1), if any.
    pub(crate) fn absolute_colour(&self) -> Option<Colour> {
        self.preference
            .filter(|p| p.strength == PreferenceStrength::Absolute)
            .map(|p| p.colour)
    }
}

/// The ranking order of art. 1.8: higher Index first (Buchholz, then Sonneborn-Berger), then
/// smaller TPN. Scores are not used (the note of art. 1.8).
pub(crate) fn ranking(a: &Entrant, b: &Entrant) -> Ordering {
    b.index
        .buchholz
        .cmp(&a.index.buchholz)
        .then(
            b.index
                .sonneborn_berger_hundredths
                .cmp(&a.index.sonneborn_berger_hundredths),
        )
        .then(a.tpn().cmp(&b.tpn()))
}

/// The players of the round and which of them may meet.
pub(crate) struct Field {
    pub(crate) entrants: Vec<Entrant>,
    /// [C1] and [C3] allow `a` and `b` to meet: bit `b` of row `a`, rows of
    /// `words_per_row` words (one bit a pair: a byte a pair was 100 MB at 10,000 players).
    compatible: Vec<u64>,
    words_per_row: usize,
    pub(crate) initial_colour: Colour,
}

impl Field {
    /// The players of `view` who are not absent, with their Index.
    pub(crate) fn new(view: &RoundView<'_>, initial_colour: Colour) -> Field {
        let tournament = view.tournament();
        let indices = indices(view);
        let entrants: Vec<Entrant> = view
            .states()
            .iter()
            .zip(indices)
            .filter(|(state, _)| state.absent.is_none())
            .map(|(state, index)| Entrant {
                id: state.id,
                score: state.score,
                pairing_score: state.pairing_score,
                index,
                colours: state.colours.clone(),
                preference: state.colour_preference,
                games_played: state.games_played,
                pab_eligible: state.pab_eligible,
            })
            .collect();
        let n = entrants.len();
        let words_per_row = n.div_ceil(64);
        // Every pair may meet but a player with himself; then the exceptions are cleared: the
        // pairs that met (a few per player), two equal absolute colours (whole rows of bits at
        // once) and the pairs the file forbids. Asking every pair (10⁸ at 10,000 players) was
        // a fifth of a large round.
        let mut compatible = vec![0u64; n * words_per_row];
        for a in 0..n {
            let row = &mut compatible[a * words_per_row..(a + 1) * words_per_row];
            for b in (0..n).step_by(64) {
                let width = (n - b).min(64);
                row[b / 64] = if width == 64 {
                    u64::MAX
                } else {
                    (1 << width) - 1
                };
            }
            row[a / 64] &= !(1 << (a % 64));
        }
        let mut clear = |a: usize, b: usize| {
            compatible[a * words_per_row + b / 64] &= !(1 << (b % 64));
            compatible[b * words_per_row + a / 64] &= !(1 << (a % 64));
        };
        let mut position_of = vec![None; usize::from(u16::MAX) + 1];
        for (position, entrant) in entrants.iter().enumerate() {
            position_of[usize::from(entrant.id.get())] = Some(position);
        }
        for (a, entrant) in entrants.iter().enumerate() {
            if let Some(state) = view.state(entrant.id) {
                for opponent in &state.opponents {
                    if let Some(b) = position_of[usize::from(opponent.get())] {
                        clear(a, b);
                    }
                }
            }
        }
        if !tournament.setup().forbidden_pairs.is_empty() {
            for a in 0..n {
                for b in a + 1..n {
                    if tournament.is_forbidden_pair(entrants[a].id, entrants[b].id, view.round()) {
                        clear(a, b);
                    }
                }
            }
        }
        for colour in [Colour::White, Colour::Black] {
            let mut same = vec![0u64; words_per_row];
            for (b, entrant) in entrants.iter().enumerate() {
                if entrant.absolute_colour() == Some(colour) {
                    same[b / 64] |= 1 << (b % 64);
                }
            }
            for (a, entrant) in entrants.iter().enumerate() {
                if entrant.absolute_colour() == Some(colour) {
                    let row = &mut compatible[a * words_per_row..(a + 1) * words_per_row];
                    for (word, mask) in row.iter_mut().zip(&same) {
                        *word &= !mask;
                    }
                }
            }
        }
        Field {
            entrants,
            compatible,
            words_per_row,
            initial_colour,
        }
    }

    /// A field made by hand, for tests of the bracket procedure.
    #[cfg(test)]
    pub(crate) fn from_parts(
        entrants: Vec<Entrant>,
        compatible: Vec<Vec<bool>>,
        initial_colour: Colour,
    ) -> Field {
        let n = entrants.len();
        let words_per_row = n.div_ceil(64);
        let mut bits = vec![0u64; n * words_per_row];
        for (a, row) in compatible.iter().enumerate() {
            for (b, ok) in row.iter().enumerate() {
                if *ok {
                    bits[a * words_per_row + b / 64] |= 1 << (b % 64);
                }
            }
        }
        Field {
            entrants,
            compatible: bits,
            words_per_row,
            initial_colour,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.entrants.len()
    }

    /// Whether [C1]–[C3] let `a` and `b` meet (positions in the field).
    pub(crate) fn compatible(&self, a: usize, b: usize) -> bool {
        a != b && self.compatible[a * self.words_per_row + b / 64] & (1 << (b % 64)) != 0
    }

    /// The position of `id` in the field.
    pub(crate) fn position(&self, id: PlayerId) -> Option<usize> {
        self.entrants.iter().position(|e| e.id == id)
    }
}

/// Whether a round entry is a zero-point bye for art. 1.7.2 (2): `Z`, and the blank rounds of
/// a player not paired (withdrawn, or not yet entered).
fn is_zero_point_bye(entry: RoundEntry) -> bool {
    matches!(
        entry,
        RoundEntry::Unplayed(Unplayed::ZeroPointBye | Unplayed::NotPaired)
    )
}

/// The score of every player as his over-the-board opponents count it (art. 1.7.2 (2)): his
/// current score, each zero-point bye of a run that reaches the current round counted as a
/// draw.
fn scores_seen_by_opponents(view: &RoundView<'_>) -> Vec<Score> {
    let tournament = view.tournament();
    let scoring: &ScoringSystem = &tournament.setup().scoring;
    let rounds_before = view.round().index();
    tournament
        .players()
        .iter()
        .zip(view.states())
        .map(|(player, state)| {
            let run = (0..rounds_before)
                .rev()
                .take_while(|index| is_zero_point_bye(player.entry(*index)))
                .count();
            let raise = (scoring.draw - scoring.zero_point_bye).times(run as i32);
            state.score + raise
        })
        .collect()
}

/// The Index of every player of the view, in the order of its states.
pub(crate) fn indices(view: &RoundView<'_>) -> Vec<Index> {
    let tournament = view.tournament();
    let scoring = &tournament.setup().scoring;
    let seen = scores_seen_by_opponents(view);
    let rounds_before = view.round().index();
    tournament
        .players()
        .iter()
        .zip(view.states())
        .map(|(player, state)| {
            let own = i64::from(state.score.tenths());
            let mut buchholz = 0i64;
            let mut sonneborn_berger = 0i64;
            for round_index in 0..rounds_before {
                let entry = player.entry(round_index);
                let points = RoundNo::from_index(round_index).map_or_else(
                    || scoring.points(entry),
                    |round| tournament.setup().round_points(player.id, round, entry),
                );
                let points = i64::from(points.tenths());
                // Art. 1.7.2 (1): a round not played over the board is a game against himself
                // with the points registered.
                let opponent_score = match entry {
                    RoundEntry::Game { opponent, .. } => tournament
                        .position_of(opponent)
                        .map_or(0, |position| i64::from(seen[position].tenths())),
                    _ => own,
                };
                buchholz += opponent_score;
                sonneborn_berger += points * opponent_score;
            }
            Index {
                buchholz: Score::from_tenths(i32::try_from(buchholz).unwrap_or(i32::MAX)),
                sonneborn_berger_hundredths: sonneborn_berger,
            }
        })
        .collect()
}
