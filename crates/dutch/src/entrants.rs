//! The players to pair in a round, with everything the criteria read about them.
//!
//! Policy (how the tournament data is read; C.04.1, C.04.2 and C.04.3 (2025) art. 1):
//! - **Who is paired.** Every player whose round entry is not an announced absence: a
//!   half-point (`H`), full-point (`F`) or zero-point (`Z`) bye in the round's own column, a
//!   `240`/`XXZ` record for the round, or a blank entry in a round the file has already paired
//!   (a withdrawn or not-yet-entered player). Those players are not paired and get no bye from
//!   the pairing.
//! - **Order (art. 1.2).** Pairing score (score plus virtual points of acceleration) descending,
//!   then pairing number ascending (file order instead when the file says `XXC rank`).
//! - **Effective pairing numbers.** The parity rule of art. 5.2.5 uses the rank among the
//!   players who take part in the event so far: those paired now, and those who were paired
//!   (a game, a forfeit or the PAB) in an earlier round. A late entrant absent so far does not
//!   shift the numbers of the players below him.
//! - **Meetings (C1).** Only games played over the board are meetings; a forfeit is not
//!   (C.04.2). Pairs forbidden by the regulations (`260`, `XXP`) in force for the round are
//!   treated as meetings.
//! - **Colours (art. 1.6, 1.7).** Only played games count; unplayed rounds are skipped, so "the
//!   two latest games" are the two latest *played* games.
//! - **PAB eligibility (C2, C.04.1 art. 4).** A player is ineligible after an earlier
//!   pairing-allocated bye, whatever it was worth (also `162 ... P 1.0` with a win worth 3), and
//!   after any earlier round that gave him, without playing, at least the points of a win: a
//!   forfeit win or a full-point bye. A half-point bye never blocks, nor does a zero-point bye
//!   or a forfeit loss.
//! - **Floats (art. 1.4).** Taken from the core's 2025 definition: a game between different
//!   pairing scores floats the higher player down and the lower up; the PAB and any unplayed
//!   round scoring more than a loss is a downfloat.
//! - **Topscorers (art. 1.8).** Only when pairing the last round: pairing score above half the
//!   points of the rounds played, counting a round as a win (or a draw if that is worth more).

use rondo_core::{Colour, Float, PlayerId, PlayerState, RoundView, Score, Tournament};

/// A player to pair this round.
#[derive(Clone, Debug)]
pub(crate) struct Entrant {
    pub id: PlayerId,
    /// Effective pairing number, 0-based.
    pub rank: u32,
    /// Pairing score: score plus virtual points.
    pub score: Score,
    /// Score without virtual points (board order, C.04.2).
    pub real_score: Score,
    /// Colours of the games played, oldest first.
    pub colours: Vec<Colour>,
    pub colour: ColourState,
    /// Float of the previous round and of the round before.
    pub floats: [Option<Float>; 2],
    pub pab_eligible: bool,
    pub played_games: u32,
    pub topscorer: bool,
}

/// The colour facts of art. 1.6–1.7.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct ColourState {
    /// |white games − black games|.
    pub imbalance: u32,
    pub preference: Option<Colour>,
    /// The colour of the two latest played games, if they are the same.
    pub repeated: Option<Colour>,
    /// Strong preference: imbalance 1 and not absolute.
    pub strong: bool,
}

impl ColourState {
    /// Colour state after the played games `colours` (oldest first), art. 1.7.
    pub fn from_history(colours: &[Colour]) -> ColourState {
        let whites = colours.iter().filter(|c| **c == Colour::White).count();
        let blacks = colours.len() - whites;
        let imbalance = u32::try_from(whites.abs_diff(blacks)).unwrap_or(u32::MAX);
        let lower = if whites > blacks {
            Colour::Black
        } else {
            Colour::White
        };
        let last = colours.last().copied();
        let repeated = match colours {
            [.., a, b] if a == b => Some(*b),
            _ => None,
        };
        let preference = if imbalance > 1 {
            Some(lower)
        } else if let Some(repeated) = repeated {
            Some(repeated.opposite())
        } else if imbalance > 0 {
            Some(lower)
        } else {
            last.map(Colour::opposite)
        };
        let absolute = imbalance > 1 || repeated.is_some();
        ColourState {
            imbalance,
            preference,
            repeated,
            strong: !absolute && imbalance > 0,
        }
    }

    /// Absolute preference: imbalance above 1 or the same colour twice in a row.
    pub fn absolute(&self) -> bool {
        self.imbalance > 1 || self.repeated.is_some()
    }

    /// Imbalance above 1.
    pub fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }
}

/// The field of a round: the players to pair in pairing order, and who may not meet whom.
#[derive(Clone, Debug)]
pub(crate) struct Field {
    /// Players to pair, in the order of art. 1.2.
    pub entrants: Vec<Entrant>,
    /// By player index, the players he may not meet (played before or forbidden), sorted:
    /// asked once per pair of a bracket, so a short list beats a hashed set of pairs.
    forbidden: Vec<Vec<u32>>,
    /// The initial colour of art. 5.1.
    pub initial_colour: Colour,
    /// The number of rounds before this one.
    pub rounds_played: usize,
    /// The edition whose criteria apply (the 2025 one unless the caller sets another).
    pub edition: crate::Edition,
    /// How the engine's shortcuts are set (production: the defaults).
    pub tuning: crate::tuning::Tuning,
}

impl Field {
    /// Reads the players to pair from `view`.
    pub fn new(view: &RoundView<'_>, initial_colour: Colour) -> Field {
        let tournament = view.tournament();
        let round = view.round();
        let scoring = tournament.setup().scoring;
        let rounds_before = round.index();

        let last_round = view.is_last_round();
        let topscorer_threshold = {
            let rounds = i32::try_from(rounds_before).unwrap_or(i32::MAX);
            Score::from_tenths(rounds.saturating_mul(scoring.max_per_game().tenths()) / 2)
        };

        // Effective pairing numbers among the players taking part so far.
        let mut by_number: Vec<(usize, &PlayerState)> = view.states().iter().enumerate().collect();
        if !tournament.setup().pair_by_file_order {
            by_number.sort_by_key(|(_, state)| state.id);
        }
        let players = tournament.players();
        let mut rank_of = vec![None; players.len()];
        let mut next_rank = 0u32;
        for (position, state) in &by_number {
            let player = &players[*position];
            let took_part = state.absent.is_none()
                || player
                    .rounds
                    .iter()
                    .take(rounds_before)
                    .any(|entry| entry.is_paired());
            if took_part {
                rank_of[*position] = Some(next_rank);
                next_rank += 1;
            }
        }

        let mut entrants: Vec<Entrant> = Vec::new();
        for (position, state) in view.states().iter().enumerate() {
            if state.absent.is_some() {
                continue;
            }
            let Some(rank) = rank_of[position] else {
                continue;
            };
            entrants.push(Entrant {
                id: state.id,
                rank,
                score: state.pairing_score,
                real_score: state.score,
                colour: ColourState::from_history(&state.colours),
                colours: state.colours.clone(),
                floats: [state.float_ago(1), state.float_ago(2)],
                pab_eligible: state.pab_eligible,
                played_games: u32::from(state.games_played),
                topscorer: last_round && state.pairing_score > topscorer_threshold,
            });
        }
        entrants.sort_by(|a, b| b.score.cmp(&a.score).then(a.rank.cmp(&b.rank)));

        let mut index_of_id = std::collections::HashMap::new();
        for (index, entrant) in entrants.iter().enumerate() {
            index_of_id.insert(entrant.id, index as u32);
        }
        let mut forbidden: Vec<Vec<u32>> = vec![Vec::new(); entrants.len()];
        let mut forbid = |a: u32, b: u32| {
            forbidden[a as usize].push(b);
            forbidden[b as usize].push(a);
        };
        for (index, state) in view.states().iter().enumerate() {
            let Some(&me) = index_of_id.get(&state.id) else {
                continue;
            };
            let _ = index;
            for opponent in &state.opponents {
                if let Some(&other) = index_of_id.get(opponent) {
                    forbid(me, other);
                }
            }
        }
        for record in &tournament.setup().forbidden_pairs {
            if !record.applies_in(round) {
                continue;
            }
            let mut members: Vec<u32> = record
                .players
                .iter()
                .filter_map(|id| index_of_id.get(id).copied())
                .collect();
            // A record may repeat players many times over (a hostile `XXP` of 200,000 start
            // numbers): pairs are formed among distinct players only, at most the field's.
            members.sort_unstable();
            members.dedup();
            for (i, a) in members.iter().enumerate() {
                for b in &members[i + 1..] {
                    forbid(*a, *b);
                }
            }
        }
        for opponents in &mut forbidden {
            opponents.sort_unstable();
            opponents.dedup();
        }
        Field {
            entrants,
            forbidden,
            initial_colour,
            rounds_played: rounds_before,
            edition: crate::Edition::Dutch2025,
            tuning: crate::tuning::Tuning::default(),
        }
    }

    /// Whether the players at indices `a` and `b` may meet: C1 (no rematch, no forbidden pair)
    /// and C3 (two non-topscorers with the same absolute colour preference do not meet).
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        if a == b || self.has_met(a, b) {
            return false;
        }
        let (x, y) = (&self.entrants[a], &self.entrants[b]);
        !(x.colour.absolute()
            && y.colour.absolute()
            && x.colour.preference == y.colour.preference
            && !x.topscorer
            && !y.topscorer)
    }

    /// Whether the players at indices `a` and `b` have met over the board or may not meet by
    /// the regulations (C1 alone, without any colour criterion).
    pub fn has_met(&self, a: usize, b: usize) -> bool {
        self.forbidden[a].binary_search(&(b as u32)).is_ok()
    }

    /// The number of players to pair.
    pub fn len(&self) -> usize {
        self.entrants.len()
    }

    /// The index of each player to pair, by start number.
    pub fn index_of_ids(&self) -> std::collections::HashMap<PlayerId, usize> {
        self.entrants
            .iter()
            .enumerate()
            .map(|(index, entrant)| (entrant.id, index))
            .collect()
    }
}

/// The initial colour (art. 5.1) as the file shows it: in the earliest round where anybody has
/// a colour, the colour of the highest-ranked player who took part, flipped if his effective
/// pairing number in that round is even (so a pairing-allocated bye at the top is seen through).
///
/// Returns `None` when no round holds a colour.
#[must_use]
pub fn initial_colour(tournament: &Tournament) -> Option<Colour> {
    let players = tournament.players();
    let first_round = players
        .iter()
        .filter_map(|player| {
            player
                .rounds
                .iter()
                .position(|entry| entry.scheduled_colour().is_some())
        })
        .min()?;
    let mut order: Vec<usize> = (0..players.len()).collect();
    if !tournament.setup().pair_by_file_order {
        order.sort_by_key(|position| players[*position].id);
    }
    let mut effective = 0usize;
    for position in order {
        let player = &players[position];
        let took_part = player
            .rounds
            .iter()
            .take(first_round + 1)
            .any(|entry| entry.is_paired());
        if !took_part {
            continue;
        }
        if let Some(colour) = player.entry(first_round).scheduled_colour() {
            return Some(if effective % 2 == 1 {
                colour.opposite()
            } else {
                colour
            });
        }
        effective += 1;
    }
    None
}
