//! Who is paired this round, with what pairing number, score and colour history.
//!
//! Policy (source lines 577–587, 569): pairing numbers follow rating, highest first; equal
//! ratings keep the file's order (start number); unrated players come after the rated ones in
//! alphabetical order of their names. Players absent from the round (withdrawn, announced byes,
//! not entered yet) are not paired, and nor is a player who has missed two rounds by forfeit.
//! Only games played over the board count as meetings and for colours; pairs the file forbids
//! (`260`, `XXP`) count as meetings.

use std::cmp::Ordering;

use rondo_core::{Colour, Player, PlayerId, RoundEntry, RoundView, Score, Unplayed};

/// One player to pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Entrant {
    /// Start number.
    pub id: PlayerId,
    /// Pairing number: 1 for the highest rating (source line 577).
    pub number: u32,
    /// Points before the round.
    pub score: Score,
    /// Colours of the games played, oldest first.
    pub colours: Vec<Colour>,
    /// Whether the player has already had the bye (rule III, never twice).
    pub had_bye: bool,
}

impl Entrant {
    /// Games with White minus games with Black.
    pub fn colour_difference(&self) -> i32 {
        rondo_core::colour_difference(&self.colours)
    }
}

/// The players of one round, sorted by pairing number, and who may meet whom.
#[derive(Clone, Debug)]
pub(crate) struct Field {
    /// The players to pair, best pairing number first.
    pub entrants: Vec<Entrant>,
    /// `compatible[a][b]`: `a` and `b` have not met and the file does not forbid the pair.
    pub compatible: Vec<Vec<bool>>,
    /// The colour of pairing number 1 in round 1 (the lot of source line 591).
    pub initial_colour: Colour,
    /// The score of the middle group: half the points of a win per round played.
    pub middle_score: Score,
}

impl Field {
    /// The number of players.
    pub fn len(&self) -> usize {
        self.entrants.len()
    }

    /// Builds the field of `view`'s round.
    pub fn new(view: &RoundView<'_>, initial_colour: Colour, exclude_missed_twice: bool) -> Field {
        let tournament = view.tournament();
        let round = view.round();
        // Every player of the tournament has a pairing number.
        let mut number_of: Vec<Option<u32>> = vec![None; usize::from(PlayerId::MAX) + 1];
        for (index, id) in pairing_numbers(tournament.players())
            .into_iter()
            .enumerate()
        {
            number_of[id.index()] = u32::try_from(index + 1).ok();
        }
        let mut entrants: Vec<(Entrant, Vec<PlayerId>)> = view
            .present()
            .filter_map(|state| {
                let player = tournament.player(state.id)?;
                let earlier = &player.rounds[..round.index().min(player.rounds.len())];
                let missed = earlier
                    .iter()
                    .filter(|entry| {
                        matches!(entry, RoundEntry::Unplayed(Unplayed::ForfeitLoss { .. }))
                    })
                    .count();
                if exclude_missed_twice && missed >= 2 {
                    return None;
                }
                let had_bye = !rondo_core::ByeEligibility::UsSwiss
                    .allows(earlier, &view.tournament().setup().scoring);
                let number = number_of.get(state.id.index()).copied().flatten()?;
                Some((
                    Entrant {
                        id: state.id,
                        number,
                        score: state.score,
                        colours: state.colours.clone(),
                        had_bye,
                    },
                    state.opponents.clone(),
                ))
            })
            .collect();
        entrants.sort_by_key(|(entrant, _)| entrant.number);
        let compatible = entrants
            .iter()
            .map(|(a, met)| {
                entrants
                    .iter()
                    .map(|(b, _)| {
                        a.id != b.id
                            && !met.contains(&b.id)
                            && !tournament.is_forbidden_pair(a.id, b.id, round)
                    })
                    .collect()
            })
            .collect();
        let rounds_played = i32::from(round.get()) - 1;
        let win = tournament.setup().scoring.win;
        Field {
            entrants: entrants.into_iter().map(|(entrant, _)| entrant).collect(),
            compatible,
            initial_colour,
            middle_score: Score::from_tenths(win.tenths() * rounds_played / 2),
        }
    }
}

/// Every player's start number in pairing-number order (source line 577): rating descending,
/// equal ratings by start number, then the unrated by name and start number.
pub(crate) fn pairing_numbers(players: &[Player]) -> Vec<PlayerId> {
    let mut order: Vec<&Player> = players.iter().collect();
    order.sort_by(|a, b| match (a.rating, b.rating) {
        (Some(x), Some(y)) => y.0.cmp(&x.0).then(a.id.cmp(&b.id)),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => a
            .name
            .to_lowercase()
            .cmp(&b.name.to_lowercase())
            .then(a.id.cmp(&b.id)),
    });
    order.into_iter().map(|player| player.id).collect()
}
