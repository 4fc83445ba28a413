//! Who is paired in a match-round, and what the earlier matches say about each player.
//!
//! Match `k` is read off the round columns `2k − 1` and `2k` (see `rondo_core::match_problems`
//! for the layout). The procedure works on matches only: a meeting, a colour, a float, a
//! bye are facts of a match, never of a single game.

use rondo_core::{Colour, PlayerId, RoundEntry, RoundNo, RoundView, Score, Unplayed};

/// What one earlier match was for one player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum MatchRecord {
    /// A match against an opponent (played, partly forfeited, or forfeited).
    Against {
        /// The opponent.
        opponent: PlayerId,
        /// The colour of game 1 if at least one game was played over the board (1.6).
        colour: Option<Colour>,
        /// A player forfeited both games (Preface): not a meeting, not a played match.
        forfeited: bool,
        /// This player won the match by forfeit: the opponent forfeited both games and this
        /// player did not ([C2]).
        won_by_forfeit: bool,
        /// The two players' pairing scores differed before the match (1.5).
        floated: bool,
    },
    /// The pairing-allocated bye (`U` in the first column).
    PairingBye,
    /// A full-point bye (`F`).
    FullPointBye,
    /// Any other round without an opponent: half- or zero-point bye, absence.
    Absent,
}

/// One player to pair.
#[derive(Clone, Debug)]
pub(crate) struct Entrant {
    /// Start number, the TPN (1.1).
    pub id: PlayerId,
    /// The score used for scoregroups, floats and order: points plus virtual points.
    pub score: Score,
    /// Opponents met (C1): every match not forfeited, and pairs the regulations forbid.
    pub met: Vec<PlayerId>,
    /// May receive the PAB ([C2]).
    pub pab_eligible: bool,
    /// Matches played (3.4.3): not forfeited, byes excluded.
    pub matches_played: u16,
    /// Match colours (1.6), oldest first.
    pub colours: Vec<Colour>,
    /// Floated in the previous match (1.5), for [C7] and [C8].
    pub floated_last: bool,
}

impl Entrant {
    /// Matches with White (4.3.2).
    pub(crate) fn whites(&self) -> usize {
        self.colours.iter().filter(|c| **c == Colour::White).count()
    }
}

/// The field of one match-round.
#[derive(Clone, Debug)]
pub(crate) struct Field {
    /// The players to pair, by TPN.
    pub entrants: Vec<Entrant>,
    /// The match being paired, the last planned one.
    pub last_round: bool,
    /// The colour of the initial lot (4.1).
    pub initial_colour: Colour,
    /// `compatible[a][b]`: neither met nor forbidden.
    pub compatible: Vec<Vec<bool>>,
}

impl Field {
    /// The field of the match whose first column is the round of `view`.
    pub(crate) fn new(view: &RoundView<'_>, initial_colour: Colour) -> Field {
        let tournament = view.tournament();
        let first_column = view.round();
        let n_matches = first_column.index() / 2;
        // Pairing scores before each earlier match, to tell floats.
        let before: Vec<Vec<Score>> = (0..n_matches)
            .map(|m| {
                let column = RoundNo::from_index(2 * m).unwrap_or(RoundNo::FIRST);
                tournament
                    .players()
                    .iter()
                    .map(|p| {
                        tournament.score_before(p, column) + tournament.acceleration(p.id, column)
                    })
                    .collect()
            })
            .collect();
        let mut entrants: Vec<Entrant> = Vec::new();
        for state in view.present() {
            let Some(player) = tournament.player(state.id) else {
                continue;
            };
            let mut entrant = Entrant {
                id: state.id,
                score: state.pairing_score,
                met: Vec::new(),
                pab_eligible: true,
                matches_played: 0,
                colours: Vec::new(),
                floated_last: false,
            };
            for (m, before_match) in before.iter().enumerate() {
                let record = match_record(
                    player.entry(2 * m),
                    player.entry(2 * m + 1),
                    |opponent| {
                        tournament
                            .position_of(opponent)
                            .map(|other| {
                                tournament.position_of(state.id).map(|me| before_match[me])
                                    != Some(before_match[other])
                            })
                            .unwrap_or(false)
                    },
                    |opponent| {
                        tournament
                            .player(opponent)
                            .map(|o| (o.entry(2 * m), o.entry(2 * m + 1)))
                    },
                );
                entrant.floated_last = false;
                match record {
                    MatchRecord::Against {
                        opponent,
                        colour,
                        forfeited,
                        won_by_forfeit,
                        floated,
                    } => {
                        if !forfeited {
                            entrant.met.push(opponent);
                            entrant.matches_played += 1;
                            entrant.floated_last = floated;
                        }
                        if won_by_forfeit {
                            entrant.pab_eligible = false;
                        }
                        if let Some(colour) = colour {
                            entrant.colours.push(colour);
                        }
                    }
                    MatchRecord::PairingBye | MatchRecord::FullPointBye => {
                        entrant.pab_eligible = false
                    }
                    MatchRecord::Absent => {}
                }
            }
            entrants.push(entrant);
        }
        entrants.sort_by_key(|e| e.id);
        let n = entrants.len();
        let compatible = (0..n)
            .map(|a| {
                (0..n)
                    .map(|b| {
                        a != b
                            && !entrants[a].met.contains(&entrants[b].id)
                            && !tournament.is_forbidden_pair(
                                entrants[a].id,
                                entrants[b].id,
                                first_column,
                            )
                    })
                    .collect()
            })
            .collect();
        let last_round = match tournament.setup().declared_rounds {
            Some(declared) => first_column.get().saturating_add(1) >= declared,
            None => first_column.get().saturating_add(1) >= tournament.paired_rounds(),
        };
        Field {
            entrants,
            last_round,
            initial_colour,
            compatible,
        }
    }

    /// The number of players.
    pub(crate) fn len(&self) -> usize {
        self.entrants.len()
    }

    /// The order of 1.2: score descending, then TPN ascending.
    pub(crate) fn ranks_before(&self, a: usize, b: usize) -> bool {
        let (x, y) = (&self.entrants[a], &self.entrants[b]);
        (std::cmp::Reverse(x.score), x.id) < (std::cmp::Reverse(y.score), y.id)
    }
}

/// Reads one match from a player's two columns; `floated(opponent)` says whether the two
/// scores differed before it, `opponent_columns` gives the opponent's two columns.
pub(crate) fn match_record(
    first: RoundEntry,
    second: RoundEntry,
    floated: impl Fn(PlayerId) -> bool,
    opponent_columns: impl Fn(PlayerId) -> Option<(RoundEntry, RoundEntry)>,
) -> MatchRecord {
    let forfeit_loss =
        |e: RoundEntry| matches!(e, RoundEntry::Unplayed(Unplayed::ForfeitLoss { .. }));
    match first.opponent().or(second.opponent()) {
        Some(opponent) => {
            let lost_both = forfeit_loss(first) && forfeit_loss(second);
            let opponent_lost_both =
                opponent_columns(opponent).is_some_and(|(a, b)| forfeit_loss(a) && forfeit_loss(b));
            let played = first.is_played() || second.is_played();
            MatchRecord::Against {
                opponent,
                colour: if played {
                    first
                        .scheduled_colour()
                        .or(second.scheduled_colour().map(Colour::opposite))
                } else {
                    None
                },
                forfeited: lost_both || opponent_lost_both,
                won_by_forfeit: opponent_lost_both && !lost_both,
                floated: floated(opponent),
            }
        }
        None => match first {
            RoundEntry::Unplayed(Unplayed::PairingBye) => MatchRecord::PairingBye,
            RoundEntry::Unplayed(Unplayed::FullPointBye) => MatchRecord::FullPointBye,
            _ if second == RoundEntry::Unplayed(Unplayed::FullPointBye) => {
                MatchRecord::FullPointBye
            }
            _ => MatchRecord::Absent,
        },
    }
}
