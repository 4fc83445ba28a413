//! The players to pair in a round, with what the Dubov rules read about them (art. 1).

use rondo_core::{
    Colour, ColourPreference, Float, PlayerId, PlayerState, PreferenceStrength, RoundView, Score,
};

/// A player to pair this round.
#[derive(Clone, Debug)]
pub(crate) struct Entrant {
    pub id: PlayerId,
    /// Tournament pairing number (art. 1.2), 1-based, among the players taking part so far.
    pub tpn: u32,
    /// Pairing score: points plus virtual points of acceleration.
    pub score: Score,
    /// Average rating of the opponents met over the board (art. 1.7).
    pub aro: u16,
    /// Colours of the games played, oldest first (GHR 3.4).
    pub colours: Vec<Colour>,
    /// The colour preference of art. 1.6 (every player has one).
    pub preference: ColourPreference,
    pub games_played: u16,
    pub pab_eligible: bool,
    /// Rounds in which he was paired against a higher pairing score (art. 1.8, reading 1).
    pub upfloats: u32,
    /// Whether he was upfloated in the previous round ([C10]).
    pub upfloated_last: bool,
}

impl Entrant {
    /// Whether he seeks White (art. 3.2.3: G1).
    pub fn seeks_white(&self) -> bool {
        self.preference.colour == Colour::White
    }

    /// Whether the preference is absolute (art. 1.6.1).
    pub fn absolute(&self) -> bool {
        self.preference.strength == PreferenceStrength::Absolute
    }
}

/// The colour preference of art. 1.6: 1.6.1–1.6.3 as the core computes them from the played
/// colours, and 1.6.4: a player who has not played yet prefers Black, mildly.
#[must_use]
pub fn dubov_preference(colours: &[Colour]) -> ColourPreference {
    rondo_core::colour_preference(colours).unwrap_or(ColourPreference {
        colour: Colour::Black,
        strength: PreferenceStrength::Mild,
    })
}

/// The average rating of the opponents (art. 1.7.1): the mean of their ratings rounded to the
/// nearest integer, halves upwards; 0 before the first game.
#[must_use]
pub fn average_rating_of_opponents(ratings: &[u16]) -> u16 {
    if ratings.is_empty() {
        return 0;
    }
    let sum: u64 = ratings.iter().map(|r| u64::from(*r)).sum();
    let count = ratings.len() as u64;
    u16::try_from((2 * sum + count) / (2 * count)).unwrap_or(u16::MAX)
}

/// MaxT of art. 1.8.2: 2 plus the number of rounds divided by 5, rounded down.
#[must_use]
pub fn maximum_upfloats(rounds: u16) -> u32 {
    2 + u32::from(rounds) / 5
}

/// The field of a round: the players to pair, sorted by pairing score then pairing number, and
/// who may meet whom.
#[derive(Clone, Debug)]
pub(crate) struct Field {
    pub entrants: Vec<Entrant>,
    /// `met[a * n + b]`: met over the board, or forbidden to meet by the regulations ([C1]).
    met: Vec<bool>,
    pub initial_colour: Colour,
    pub last_round: bool,
    pub max_upfloats: u32,
}

impl Field {
    pub fn new(view: &RoundView<'_>, initial_colour: Colour) -> Field {
        let tournament = view.tournament();
        let round = view.round();
        let players = tournament.players();
        let rating_of = |id: PlayerId| {
            tournament
                .player(id)
                .and_then(|p| p.rating)
                .map_or(0, |r| r.0)
        };
        // Effective pairing numbers: among the players who take part so far, so that a late
        // entrant absent until now does not shift the numbers below him (GHR 2.4).
        let mut order: Vec<(usize, &PlayerState)> = view.states().iter().enumerate().collect();
        if !tournament.setup().pair_by_file_order {
            order.sort_by_key(|(_, state)| state.id);
        }
        let mut tpn_of = vec![None; players.len()];
        let mut next = 1u32;
        for (position, state) in &order {
            let took_part = state.absent.is_none()
                || players[*position]
                    .rounds
                    .iter()
                    .take(round.index())
                    .any(|entry| entry.is_paired());
            if took_part {
                tpn_of[*position] = Some(next);
                next += 1;
            }
        }
        let mut entrants = Vec::new();
        for (position, state) in view.states().iter().enumerate() {
            let (None, Some(tpn)) = (state.absent, tpn_of[position]) else {
                continue;
            };
            let opponent_ratings: Vec<u16> =
                state.opponents.iter().map(|id| rating_of(*id)).collect();
            entrants.push(Entrant {
                id: state.id,
                tpn,
                score: state.pairing_score,
                aro: average_rating_of_opponents(&opponent_ratings),
                preference: dubov_preference(&state.colours),
                colours: state.colours.clone(),
                games_played: state.games_played,
                pab_eligible: state.pab_eligible,
                upfloats: u32::try_from(
                    state
                        .floats
                        .iter()
                        .filter(|f| **f == Some(Float::Up))
                        .count(),
                )
                .unwrap_or(u32::MAX),
                upfloated_last: state.float_ago(1) == Some(Float::Up),
            });
        }
        entrants.sort_by(|a, b| b.score.cmp(&a.score).then(a.tpn.cmp(&b.tpn)));
        let n = entrants.len();
        let index_of: std::collections::HashMap<PlayerId, usize> = entrants
            .iter()
            .enumerate()
            .map(|(i, e)| (e.id, i))
            .collect();
        let mut met = vec![false; n * n];
        let mut mark = |a: usize, b: usize| {
            met[a * n + b] = true;
            met[b * n + a] = true;
        };
        for state in view.states() {
            let Some(&me) = index_of.get(&state.id) else {
                continue;
            };
            for opponent in &state.opponents {
                if let Some(&other) = index_of.get(opponent) {
                    mark(me, other);
                }
            }
        }
        for record in &tournament.setup().forbidden_pairs {
            if !record.applies_in(round) {
                continue;
            }
            let mut members: Vec<usize> = record
                .players
                .iter()
                .filter_map(|id| index_of.get(id).copied())
                .collect();
            members.sort_unstable();
            members.dedup();
            for (i, a) in members.iter().enumerate() {
                for b in &members[i + 1..] {
                    mark(*a, *b);
                }
            }
        }
        Field {
            entrants,
            met,
            initial_colour,
            last_round: view.is_last_round(),
            max_upfloats: maximum_upfloats(tournament.n_rounds()),
        }
    }

    /// A field built from its entrants, for tests of shapes that generated events rarely reach:
    /// `met` lists the pairs that may not meet ([C1]).
    #[cfg(test)]
    pub fn from_entrants(
        entrants: Vec<Entrant>,
        met: &[(usize, usize)],
        last_round: bool,
        max_upfloats: u32,
    ) -> Field {
        let n = entrants.len();
        let mut table = vec![false; n * n];
        for &(a, b) in met {
            table[a * n + b] = true;
            table[b * n + a] = true;
        }
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|a, b| {
            let (x, y) = (&entrants[*a], &entrants[*b]);
            y.score.cmp(&x.score).then(x.tpn.cmp(&y.tpn))
        });
        assert!(
            order.iter().enumerate().all(|(i, v)| i == *v),
            "entrants in field order"
        );
        Field {
            entrants,
            met: table,
            initial_colour: Colour::White,
            last_round,
            max_upfloats,
        }
    }

    pub fn len(&self) -> usize {
        self.entrants.len()
    }

    /// [C1]: met over the board, or a pair the regulations forbid.
    pub fn has_met(&self, a: usize, b: usize) -> bool {
        self.met[a * self.entrants.len() + b]
    }

    /// [C3]: both have an absolute preference for the same colour.
    pub fn same_absolute(&self, a: usize, b: usize) -> bool {
        let (x, y) = (&self.entrants[a], &self.entrants[b]);
        x.absolute() && y.absolute() && x.preference.colour == y.preference.colour
    }

    /// Whether `a` and `b` may meet: [C1] and [C3].
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        a != b && !self.has_met(a, b) && !self.same_absolute(a, b)
    }

    /// Whether `a` is a maximum upfloater (art. 1.8).
    pub fn is_maximum_upfloater(&self, a: usize) -> bool {
        self.entrants[a].upfloats >= self.max_upfloats
    }

    /// The higher-ranked player of two (art. 5.2.1 note): more points, else the smaller TPN.
    pub fn higher_ranked(&self, a: usize, b: usize) -> usize {
        let (x, y) = (&self.entrants[a], &self.entrants[b]);
        if (std::cmp::Reverse(x.score), x.tpn) <= (std::cmp::Reverse(y.score), y.tpn) {
            a
        } else {
            b
        }
    }
}
