//! Who is paired this round, with what number, score, rating and colour history, and who is
//! compatible with whom (art. 2.1, art. 6).
//!
//! Policy: the players are numbered by start number (or by the order of the file when it says
//! it is paired in file order), #1 being "the highest numbered player" (art. 4.2); only players
//! not absent in the view are paired (announced byes, withdrawn players and late entries not
//! yet entered are absent). Only games played over the board count as meetings and for colours
//! (C.04.2); pairs the file forbids (`260`, `XXP`) are incompatible like a meeting.

use rondo_core::{
    Colour, Float, PlayerId, Rating, RoundEntry, RoundNo, RoundView, Score, Tournament,
};

/// One player to pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Entrant {
    /// Start number.
    pub id: PlayerId,
    /// The number in this round's list (1 = the highest numbered player, art. 4.2).
    pub number: u32,
    /// Points before the round.
    pub score: Score,
    /// The FIDE rating, if any (art. 7.1 and the Maxi-tournament rules).
    pub rating: Option<Rating>,
    /// Colours of the games played, oldest first.
    pub colours: Vec<Colour>,
    /// The colour of each earlier round, `None` when it was not played over the board (art. 5.4
    /// goes back through the rounds).
    pub history: Vec<Option<Colour>>,
    /// Whether he played a game in the previous round against a player of another score
    /// (art. 3.10; byes and forfeits are not floats).
    pub floated_last: bool,
    /// Whether he may receive the pairing-allocated bye (C.04.1 art. 4).
    pub pab_eligible: bool,
}

impl Entrant {
    /// Games with White minus games with Black.
    pub fn colour_difference(&self) -> i32 {
        rondo_core::colour_difference(&self.colours)
    }

    /// The rating, unrated as 0.
    pub fn rating_points(&self) -> i32 {
        self.rating.map_or(0, |rating| i32::from(rating.0))
    }
}

/// The players of one round, in number order, and who may meet whom.
#[derive(Clone, Debug)]
pub(crate) struct Field {
    /// The players to pair, #1 first.
    pub entrants: Vec<Entrant>,
    /// `met[a * n + b]`: `a` and `b` have met over the board or may not meet (file).
    pub(crate) met: Vec<bool>,
    /// The colour of #1 in round 1 (art. 7.2, by lot).
    pub initial_colour: Colour,
    /// The score of the Median Scoregroup: half a win per round played (art. 2.2).
    pub median: Score,
    /// Whether this is the last round (art. 6).
    pub last_round: bool,
    /// Whether this is the first round (art. 7).
    pub first_round: bool,
    /// Whether the organiser declared a Maxi-tournament (arts. 3.2.3, 3.8, 5.7).
    pub maxi: bool,
}

impl Field {
    /// The number of players.
    pub fn len(&self) -> usize {
        self.entrants.len()
    }

    /// Builds the field of `view`'s round.
    pub fn new(view: &RoundView<'_>, initial_colour: Colour, maxi: bool) -> Field {
        let tournament = view.tournament();
        let round = view.round();
        let mut states: Vec<(usize, &rondo_core::PlayerState)> = view
            .states()
            .iter()
            .enumerate()
            .filter(|(_, state)| state.absent.is_none())
            .collect();
        if !tournament.setup().pair_by_file_order {
            states.sort_by_key(|(_, state)| state.id);
        }
        let previous = round.index().checked_sub(1);
        let entrants: Vec<Entrant> = states
            .iter()
            .zip(1u32..)
            .map(|((position, state), number)| {
                let player = &tournament.players()[*position];
                let history = (0..round.index())
                    .map(|index| player.entry(index).played_colour())
                    .collect();
                let floated_last =
                    previous.is_some_and(|index| float_in(tournament, state.id, index).is_some());
                Entrant {
                    id: state.id,
                    number,
                    score: state.score,
                    rating: player.rating,
                    colours: state.colours.clone(),
                    history,
                    floated_last,
                    pab_eligible: state.pab_eligible,
                }
            })
            .collect();
        let n = entrants.len();
        let mut met = vec![false; n * n];
        for (a, (_, state)) in states.iter().enumerate() {
            for (b, other) in entrants.iter().enumerate() {
                met[a * n + b] = a == b
                    || state.has_met(other.id)
                    || tournament.is_forbidden_pair(state.id, other.id, round);
            }
        }
        let rounds_played = i32::from(round.get()) - 1;
        let win = tournament.setup().scoring.win;
        Field {
            entrants,
            met,
            initial_colour,
            median: Score::from_tenths(win.tenths() * rounds_played / 2),
            last_round: view.is_last_round(),
            first_round: round.get() == 1,
            maxi,
        }
    }

    /// Whether `a` and `b` have met over the board or the file forbids them to meet.
    pub fn met(&self, a: usize, b: usize) -> bool {
        self.met[a * self.len() + b]
    }

    /// Whether `a` and `b` are compatible (art. 2.1): they have not met, and some colours keep
    /// both within the colour limits; in the last round two players of the same score need
    /// only not to have met (art. 6).
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        if self.met(a, b) {
            return false;
        }
        let (x, y) = (&self.entrants[a], &self.entrants[b]);
        if self.last_round && x.score == y.score {
            return true;
        }
        [Colour::White, Colour::Black]
            .into_iter()
            .any(|colour| colour_allowed(x, colour) && colour_allowed(y, colour.opposite()))
    }
}

/// Whether giving `entrant` `colour` keeps him within art. 2.1 (5.1.1, 5.1.2): not the same
/// colour in three successive rounds (played games), not three more of one colour than of the
/// other.
pub(crate) fn colour_allowed(entrant: &Entrant, colour: Colour) -> bool {
    let n = entrant.colours.len();
    let third_running = n >= 2 && entrant.colours[n - 2..].iter().all(|c| *c == colour);
    let imbalance = (entrant.colour_difference() + colour.sign()).abs() >= 3;
    !third_running && !imbalance
}

/// The float of player `id` in the round of `index` (art. 3.10, reading): a game played over
/// the board against a player of another score at the start of that round; byes and forfeits
/// are not floats.
pub(crate) fn float_in(tournament: &Tournament, id: PlayerId, index: usize) -> Option<Float> {
    let score_before = |id: PlayerId| -> Option<Score> {
        let player = tournament.player(id)?;
        Some(tournament.score_before(player, RoundNo::from_index(index)?))
    };
    let RoundEntry::Game { opponent, .. } = tournament.player(id)?.entry(index) else {
        return None;
    };
    match score_before(id)?.cmp(&score_before(opponent)?) {
        std::cmp::Ordering::Greater => Some(Float::Down),
        std::cmp::Ordering::Less => Some(Float::Up),
        std::cmp::Ordering::Equal => None,
    }
}
