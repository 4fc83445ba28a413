//! The tournament as the tie-breaks see it: every player's rounds, classified once.
//!
//! Policy: only rounds `1..=n_rounds` exist (standings after round N), and an unplayed round is
//! put in its category of C.07 (2026) art. 16.2 by looking at the rounds that follow it within
//! that range. A blank round ("not paired") counts as a zero-point bye, because that is what the
//! rules make of a round the player was absent from (art. 16.1: every round after a withdrawal
//! is a zero-point bye).

use rondo_core::{
    Colour, Outcome, PlayerId, RoundEntry, RoundNo, Score, ScoringSystem, Tournament, Unplayed,
};

/// The category of an unplayed round, C.07 (2026) art. 16.2.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Category {
    /// 16.2.1: a pairing-allocated or full-point bye.
    Bye,
    /// 16.2.2: a forfeit win.
    ForfeitWin,
    /// 16.2.3: a requested (half- or zero-point) bye followed later by a round that is not a VUR.
    RequestedBye,
    /// 16.2.4: a forfeit loss.
    ForfeitLoss,
    /// 16.2.5: a requested bye followed only by VURs, or in the last round.
    Withdrawn,
}

impl Category {
    /// A voluntary unplayed round (art. 16.1): a requested bye or a forfeit loss.
    pub(crate) fn is_vur(self) -> bool {
        matches!(
            self,
            Category::RequestedBye | Category::ForfeitLoss | Category::Withdrawn
        )
    }

    pub(crate) fn is_forfeit(self) -> bool {
        matches!(self, Category::ForfeitWin | Category::ForfeitLoss)
    }
}

/// One player's round.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Round {
    /// The entry as the file has it.
    pub entry: RoundEntry,
    /// The points it is worth.
    pub points: Score,
    /// The position of the opponent (of a game, or the scheduled opponent of a forfeit).
    pub opponent: Option<usize>,
    /// The colour played, or scheduled for a forfeit.
    pub colour: Option<Colour>,
    /// A game's outcome, or the category of the unplayed round.
    pub kind: RoundKind,
}

/// Played or not.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum RoundKind {
    /// A game over the board.
    Played(Outcome),
    /// No game.
    Unplayed(Category),
}

impl Round {
    /// Whether the round counts as a game against `opponent`: a game over the board, or a
    /// forfeit when `forfeits_as_games` (modifier `/P`, or a round robin, art. 15.2).
    pub(crate) fn game_opponent(&self, forfeits_as_games: bool) -> Option<usize> {
        match self.kind {
            RoundKind::Played(_) => self.opponent,
            RoundKind::Unplayed(category) if forfeits_as_games && category.is_forfeit() => {
                self.opponent
            }
            RoundKind::Unplayed(_) => None,
        }
    }

    pub(crate) fn is_played(&self) -> bool {
        matches!(self.kind, RoundKind::Played(_))
    }

    pub(crate) fn category(&self) -> Option<Category> {
        match self.kind {
            RoundKind::Played(_) => None,
            RoundKind::Unplayed(category) => Some(category),
        }
    }
}

/// One player with the rounds counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Competitor {
    pub id: PlayerId,
    /// The rating used by rating tie-breaks (unrated players may get the option's rating).
    pub rating: Option<u16>,
    pub rounds: Vec<Round>,
    /// The points of the rounds counted.
    pub score: Score,
    /// The score as seen by opponents, art. 16.3: rounds of category 16.2.5 count as draws
    /// (in a Swiss event; a round robin counts the points, art. 15.2).
    pub adjusted: Score,
}

/// Every player with the rounds counted.
#[derive(Clone, Debug)]
pub(crate) struct Field<'t> {
    pub tournament: &'t Tournament,
    pub n_rounds: usize,
    pub scoring: ScoringSystem,
    pub round_robin: bool,
    pub players: Vec<Competitor>,
}

impl<'t> Field<'t> {
    pub(crate) fn new(
        tournament: &'t Tournament,
        n_rounds: usize,
        round_robin: bool,
        unrated_rating: Option<u16>,
    ) -> Field<'t> {
        let scoring = tournament.setup().scoring;
        // Double-Swiss (C.04.5 Preface): a single forfeited game of a match is played for
        // standings and tie-breaks; each match is two round columns.
        let double_swiss = tournament
            .setup()
            .named_system()
            .is_some_and(|named| named.system == rondo_core::System::DoubleSwiss);
        let raw: Vec<(PlayerId, Option<u16>, Vec<RoundEntry>)> = tournament
            .players()
            .iter()
            .map(|player| {
                let entries: Vec<RoundEntry> =
                    (0..n_rounds).map(|index| player.entry(index)).collect();
                let entries = if double_swiss {
                    rondo_core::single_forfeits_as_played(&entries)
                } else {
                    entries
                };
                let rating = player
                    .rating
                    .map(|r| r.0)
                    .filter(|r| *r > 0)
                    .or(unrated_rating);
                (player.id, rating, entries)
            })
            .collect();
        Field::from_entries(tournament, n_rounds, round_robin, scoring, raw)
    }

    fn from_entries(
        tournament: &'t Tournament,
        n_rounds: usize,
        round_robin: bool,
        scoring: ScoringSystem,
        raw: Vec<(PlayerId, Option<u16>, Vec<RoundEntry>)>,
    ) -> Field<'t> {
        let players = raw
            .into_iter()
            .map(|(id, rating, entries)| {
                let rounds = classify(tournament, id, &entries);
                // Bonuses and penalties (`299`) are part of the score, the player's own and as
                // opponents see it (art. 16.3 changes rounds, and a bonus is no round).
                let bonus = tournament
                    .setup()
                    .bonus_points(id, RoundNo::from_index(n_rounds));
                let score = rounds.iter().map(|round| round.points).sum::<Score>() + bonus;
                // Art. 16 does not apply to round robins (art. 15.2).
                let adjusted = rounds
                    .iter()
                    .map(|round| match round.kind {
                        RoundKind::Unplayed(Category::Withdrawn) if !round_robin => scoring.draw,
                        _ => round.points,
                    })
                    .sum::<Score>()
                    + bonus;
                Competitor {
                    id,
                    rating,
                    rounds,
                    score,
                    adjusted,
                }
            })
            .collect();
        Field {
            tournament,
            n_rounds,
            scoring,
            round_robin,
            players,
        }
    }

    /// The field with every game paired in the last round counted as a draw, for Fore Buchholz
    /// (C.07 art. 8.3). Forfeits of the last round were paired too, so they become draws as
    /// well; byes keep their points.
    pub(crate) fn with_last_round_drawn(&self) -> Field<'t> {
        let Some(last) = self.n_rounds.checked_sub(1) else {
            return self.clone();
        };
        let raw = self
            .players
            .iter()
            .map(|player| {
                let mut entries: Vec<RoundEntry> =
                    player.rounds.iter().map(|round| round.entry).collect();
                let drawn = match entries[last] {
                    RoundEntry::Game {
                        opponent, colour, ..
                    } => Some((opponent, Some(colour))),
                    RoundEntry::Unplayed(
                        Unplayed::ForfeitWin {
                            opponent: Some(opponent),
                            colour,
                        }
                        | Unplayed::ForfeitLoss {
                            opponent: Some(opponent),
                            colour,
                        },
                    ) => Some((opponent, colour)),
                    // A pairing waiting for its result is exactly what Fore Buchholz assumes drawn.
                    RoundEntry::Scheduled { opponent, colour } => Some((opponent, Some(colour))),
                    RoundEntry::Unplayed(_) => None,
                };
                if let Some((opponent, colour)) = drawn {
                    entries[last] = RoundEntry::Game {
                        opponent,
                        colour: colour.unwrap_or(Colour::White),
                        result: rondo_core::GameResult::Draw,
                    };
                }
                (player.id, player.rating, entries)
            })
            .collect();
        Field::from_entries(
            self.tournament,
            self.n_rounds,
            self.round_robin,
            self.scoring,
            raw,
        )
    }

    /// The most points one round can give: a win's points (or a draw's, if larger).
    pub(crate) fn win_points(&self) -> Score {
        self.scoring.max_per_game()
    }

    /// Draw points times the number of rounds: the cap of the dummy opponent's score for
    /// rounds without a scheduled opponent (art. 16.4, 2026).
    pub(crate) fn draw_cap(&self) -> Score {
        self.scoring
            .draw
            .times(i32::try_from(self.n_rounds).unwrap_or(i32::MAX))
    }
}

fn classify(tournament: &Tournament, player: PlayerId, entries: &[RoundEntry]) -> Vec<Round> {
    let opponent_position = |id: Option<PlayerId>| id.and_then(|id| tournament.position_of(id));
    let vur = |entry: &RoundEntry| {
        matches!(
            entry,
            RoundEntry::Unplayed(
                Unplayed::HalfPointBye
                    | Unplayed::ZeroPointBye
                    | Unplayed::NotPaired
                    | Unplayed::ForfeitLoss { .. }
            )
        )
    };
    entries
        .iter()
        .enumerate()
        .map(|(index, entry)| {
            let points = match RoundNo::from_index(index) {
                Some(round) => tournament.setup().round_points(player, round, *entry),
                None => tournament.setup().scoring.points(*entry),
            };
            let (opponent, colour, kind) = match *entry {
                RoundEntry::Game {
                    opponent,
                    colour,
                    result,
                } => (
                    opponent_position(Some(opponent)),
                    Some(colour),
                    RoundKind::Played(result.outcome()),
                ),
                // Standings stop before the first round with a pending pairing
                // (`rounds_counted`), so this arm is reached only by a caller counting such a
                // round anyway: no game has happened, the player is not absent.
                RoundEntry::Scheduled { .. } => {
                    (None, None, RoundKind::Unplayed(Category::RequestedBye))
                }
                RoundEntry::Unplayed(unplayed) => {
                    let category = match unplayed {
                        Unplayed::PairingBye | Unplayed::FullPointBye => Category::Bye,
                        Unplayed::ForfeitWin { .. } => Category::ForfeitWin,
                        Unplayed::ForfeitLoss { .. } => Category::ForfeitLoss,
                        Unplayed::HalfPointBye | Unplayed::ZeroPointBye | Unplayed::NotPaired => {
                            if entries[index + 1..].iter().all(vur) {
                                Category::Withdrawn
                            } else {
                                Category::RequestedBye
                            }
                        }
                    };
                    (
                        opponent_position(entry.opponent()),
                        entry.scheduled_colour(),
                        RoundKind::Unplayed(category),
                    )
                }
            };
            Round {
                entry: *entry,
                points,
                opponent,
                colour,
                kind,
            }
        })
        .collect()
}

/// The number of rounds counted: `after_round` if given (at most the rounds the file holds),
/// else the last round with a pairing; in both cases only the rounds before the first one
/// with a pairing still waiting for its result, so standings are never computed from a round
/// half played.
pub(crate) fn rounds_counted(tournament: &Tournament, after_round: Option<RoundNo>) -> u16 {
    let paired = tournament.paired_rounds();
    let counted = match after_round {
        Some(round) => round.get().min(paired.max(column_count(tournament))),
        None => paired,
    };
    match tournament.first_pending_round() {
        Some(pending) => counted.min(pending.get() - 1),
        None => counted,
    }
}

fn column_count(tournament: &Tournament) -> u16 {
    let columns = tournament
        .players()
        .iter()
        .map(|player| player.rounds.len())
        .max()
        .unwrap_or(0);
    u16::try_from(columns).unwrap_or(u16::MAX)
}

/// The 2009 annex: a player's score for tie-break purposes, every unplayed game counted as a draw.
pub(crate) fn score_2009(field: &Field<'_>, p: usize) -> Score {
    field.players[p]
        .rounds
        .iter()
        .map(|round| {
            if round.is_played() {
                round.points
            } else {
                field.scoring.draw
            }
        })
        .sum()
}
