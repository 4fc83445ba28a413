//! The pairs of a round as a file records them, in the published board order of C.04.2.

use crate::{AbsenceKind, Absent, PlayerId, RoundEntry, RoundNo, Score, Tournament, Unplayed};

/// One board of a recorded round: two players paired together, or one player alone.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum RecordedBoard {
    /// Two players paired together (a game, a pairing without a result yet, or a forfeit).
    Pair {
        /// The player with White (for a forfeit without colours: the higher-ranked player).
        white: PlayerId,
        /// The player with Black.
        black: PlayerId,
        /// Whether the file gives the colours (forfeits may leave them out).
        colours_known: bool,
    },
    /// A player without an opponent: a bye, a forfeit without a named opponent, or no entry.
    Single {
        /// The player.
        player: PlayerId,
        /// What the player's entry is.
        entry: Unplayed,
    },
}

/// Why a player is not paired in a round, as a pairing sheet lists the absent.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum NotPaired {
    /// A half-point bye entered for the round.
    HalfPointBye,
    /// A full-point bye entered for the round.
    FullPointBye,
    /// A zero-point bye that is neither a withdrawal nor a late entry.
    ZeroPointBye,
    /// Zero-point absences from this round (or an earlier one) to the last round the file
    /// holds, after playing.
    Withdrawn,
    /// Absent in this round and every earlier one: a late entrant.
    NotYetEntered,
    /// The round is already paired without the player.
    NotInRound,
}

impl Tournament {
    /// The players not paired in `round`, with the reason, by start number.
    #[must_use]
    pub fn not_paired(&self, round: RoundNo) -> Vec<(PlayerId, NotPaired)> {
        let view = self.view(round);
        view.states()
            .iter()
            .filter_map(|state| {
                let reason = match state.absent? {
                    Absent::Bye(AbsenceKind::HalfPointBye) => NotPaired::HalfPointBye,
                    Absent::Bye(AbsenceKind::FullPointBye) => NotPaired::FullPointBye,
                    Absent::NotInRound => NotPaired::NotInRound,
                    Absent::Bye(AbsenceKind::ZeroPointBye) => {
                        let rounds = &self.player(state.id)?.rounds;
                        let absent = |entry: &RoundEntry| {
                            matches!(
                                entry,
                                RoundEntry::Unplayed(Unplayed::ZeroPointBye | Unplayed::NotPaired)
                            )
                        };
                        let (before, from) = rounds.split_at(round.index().min(rounds.len()));
                        if before.iter().all(absent) {
                            NotPaired::NotYetEntered
                        } else if from.iter().all(absent)
                            && (from.len() > 1 || before.last().is_some_and(absent))
                        {
                            NotPaired::Withdrawn
                        } else {
                            NotPaired::ZeroPointBye
                        }
                    }
                };
                Some((state.id, reason))
            })
            .collect()
    }

    /// The boards of `round` as the file records them, in the published order of C.04.2:
    /// pairs by the higher score of their higher-ranked player, then by the sum of both scores,
    /// then by the better rank of the higher-ranked player; then the pairing-allocated bye;
    /// then the other single entries by start number. Scores are those before the round, and
    /// "higher-ranked" compares score, then start number.
    ///
    /// Players with a blank entry are left out unless `include_not_paired`.
    #[must_use]
    pub fn recorded_boards(&self, round: RoundNo, include_not_paired: bool) -> Vec<RecordedBoard> {
        let round_index = round.index();
        let score = |id: PlayerId| -> Score {
            self.player(id)
                .map_or(Score::ZERO, |player| self.score_before(player, round))
        };
        let mut pairs: Vec<(Score, Score, PlayerId, RecordedBoard)> = Vec::new();
        let mut byes = Vec::new();
        let mut singles = Vec::new();
        for player in self.players() {
            let entry = player.entry(round_index);
            match entry {
                RoundEntry::Unplayed(unplayed) => {
                    let opponent = entry.opponent().filter(|o| self.player(*o).is_some());
                    match opponent {
                        Some(opponent) => {
                            if player.id < opponent {
                                let colour = entry.scheduled_colour();
                                pairs.push(self.sort_key(player.id, opponent, colour, &score));
                            }
                        }
                        None => {
                            let board = RecordedBoard::Single {
                                player: player.id,
                                entry: unplayed,
                            };
                            match unplayed {
                                Unplayed::PairingBye => byes.push(board),
                                Unplayed::NotPaired if !include_not_paired => {}
                                _ => singles.push(board),
                            }
                        }
                    }
                }
                RoundEntry::Game {
                    opponent, colour, ..
                }
                | RoundEntry::Scheduled { opponent, colour } => {
                    if player.id < opponent {
                        pairs.push(self.sort_key(player.id, opponent, Some(colour), &score));
                    }
                }
            }
        }
        pairs.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
        pairs
            .into_iter()
            .map(|(_, _, _, board)| board)
            .chain(byes)
            .chain(singles)
            .collect()
    }

    fn sort_key(
        &self,
        low_id: PlayerId,
        high_id: PlayerId,
        low_colour: Option<crate::Colour>,
        score: &dyn Fn(PlayerId) -> Score,
    ) -> (Score, Score, PlayerId, RecordedBoard) {
        let (low_score, high_score) = (score(low_id), score(high_id));
        // The higher-ranked player: more points, then the smaller start number.
        let (top, top_score) = if high_score > low_score {
            (high_id, high_score)
        } else {
            (low_id, low_score)
        };
        let board = match low_colour {
            Some(crate::Colour::White) => RecordedBoard::Pair {
                white: low_id,
                black: high_id,
                colours_known: true,
            },
            Some(crate::Colour::Black) => RecordedBoard::Pair {
                white: high_id,
                black: low_id,
                colours_known: true,
            },
            None => RecordedBoard::Pair {
                white: top,
                black: if top == low_id { high_id } else { low_id },
                colours_known: false,
            },
        };
        (top_score, low_score + high_score, top, board)
    }
}
