//! The crosstable: each player's opponent, colour and result round by round.

use rondo_core::{PlayerId, Rating, RoundEntry, RoundNo, Score, Title, Tournament};

use crate::field::rounds_counted;

/// Every player's rounds, in start-number order.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Crosstable {
    /// The number of rounds shown.
    pub rounds: u16,
    /// One row per player, by start number.
    pub rows: Vec<CrosstableRow>,
}

/// One player's row of the crosstable.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CrosstableRow {
    /// Start number.
    pub player: PlayerId,
    /// Name.
    pub name: String,
    /// Rating, if any.
    pub rating: Option<Rating>,
    /// Title, if any.
    pub title: Option<Title>,
    /// Federation, if any.
    pub federation: Option<String>,
    /// Points of the rounds shown.
    pub points: Score,
    /// One cell per round, round 1 first.
    pub cells: Vec<CrosstableCell>,
}

/// One round of one player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CrosstableCell {
    /// What happened: a game (opponent, colour, result) or an unplayed round of its kind.
    pub entry: RoundEntry,
    /// The points it gave.
    pub points: Score,
    /// The player's score after this round.
    pub running: Score,
}

/// The crosstable of `tournament`, as if only rounds `1..=after_round` existed (all rounds with
/// a pairing by default).
///
/// # Examples
///
/// ```
/// use rondo_core::{Colour, GameResult, Player, PlayerId, RoundEntry, Tournament, TournamentSetup};
/// let one = PlayerId::new(1).ok_or("id")?;
/// let two = PlayerId::new(2).ok_or("id")?;
/// let mut a = Player::new(one, "Alpha");
/// a.rounds.push(RoundEntry::Game { opponent: two, colour: Colour::White, result: GameResult::Win });
/// let mut b = Player::new(two, "Beta");
/// b.rounds.push(RoundEntry::Game { opponent: one, colour: Colour::Black, result: GameResult::Loss });
/// let tournament = Tournament::try_from(TournamentSetup { players: vec![a, b], ..Default::default() })?;
///
/// let table = rondo_tiebreak::crosstable(&tournament, None);
/// assert_eq!(table.rows[1].cells[0].entry.opponent(), Some(one));
/// assert_eq!(table.rows[0].points.to_string(), "1");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn crosstable(tournament: &Tournament, after_round: Option<RoundNo>) -> Crosstable {
    let rounds = rounds_counted(tournament, after_round);
    let setup = tournament.setup();
    let mut rows: Vec<CrosstableRow> = tournament
        .players()
        .iter()
        .map(|player| {
            let mut running = Score::ZERO;
            let cells = (0..usize::from(rounds))
                .map(|index| {
                    let entry = player.entry(index);
                    let points = match RoundNo::from_index(index) {
                        Some(round) => setup.round_points(player.id, round, entry),
                        None => setup.scoring.points(entry),
                    };
                    running += points;
                    CrosstableCell {
                        entry,
                        points,
                        running,
                    }
                })
                .collect();
            CrosstableRow {
                player: player.id,
                name: player.name.clone(),
                rating: player.rating,
                title: player.title,
                federation: player.federation.clone(),
                // Bonuses and penalties (`299`) belong to no cell but to the points.
                points: running + setup.bonus_points(player.id, RoundNo::from_index(rounds.into())),
                cells,
            }
        })
        .collect();
    rows.sort_by_key(|row| row.player);
    Crosstable { rounds, rows }
}
