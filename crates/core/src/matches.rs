//! Two-game matches recorded as pairs of round columns (the Double-Swiss system, C.04.5).
//!
//! TRF-2026 has one opponent, colour and result per player and round, and no way to record a
//! match of two games. rondo records match `k` as the two ordinary round columns `2k − 1` and
//! `2k`: the same opponent in both, colours reversed, one result code per game; a bye (C.04.5
//! Preface: "byes apply only to matches") fills both columns. Every other reader sees ordinary
//! games, so scores, tie-breaks and exports count games, and a match's score is the sum of its
//! two games.
//!
//! This module only checks that the columns pair up that way ([`match_problems`]); what a match
//! means for pairing (a meeting, a colour, a forfeited match) is the Double-Swiss engine's.

use crate::{Colour, Player, PlayerId, RoundEntry, RoundNo, Unplayed};

/// Why the two columns of one match of one player do not form a match.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
#[non_exhaustive]
pub enum MatchProblemKind {
    /// The first game of the match is paired and its second column is empty: the file stops
    /// in the middle of a match.
    Unfinished {
        /// The first game's opponent.
        opponent: PlayerId,
    },
    /// The two games name different opponents (or only one names one).
    OpponentsDiffer {
        /// The first game's opponent.
        first: Option<PlayerId>,
        /// The second game's opponent.
        second: Option<PlayerId>,
    },
    /// The player has the same colour in both games.
    ColoursNotReversed {
        /// The colour of both games.
        colour: Colour,
    },
    /// A bye (or a blank) in one column and a game, a forfeit or another kind of bye in the
    /// other: byes are for whole matches.
    ByeNotWholeMatch {
        /// The first column.
        first: RoundEntry,
        /// The second column.
        second: RoundEntry,
    },
}

/// One player's match whose columns do not pair up.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MatchProblem {
    /// The player.
    pub player: PlayerId,
    /// The match (1 for columns 1 and 2).
    pub match_no: u16,
    /// The column where the problem shows: the match's second column.
    pub round: RoundNo,
    /// What is wrong.
    pub kind: MatchProblemKind,
}

/// Every player's matches whose two columns do not pair up: a different opponent, the same
/// colour twice, a bye in only one column, or a file that stops after a match's first game.
#[must_use]
pub fn match_problems(players: &[Player]) -> Vec<MatchProblem> {
    let columns = players.iter().map(|p| p.rounds.len()).max().unwrap_or(0);
    let mut problems = Vec::new();
    for player in players {
        for first_index in (0..columns).step_by(2) {
            let first = player.entry(first_index);
            let second = player.entry(first_index + 1);
            let Some(round) = RoundNo::from_index(first_index + 1) else {
                continue;
            };
            if let Some(kind) = column_pair_problem(first, second) {
                problems.push(MatchProblem {
                    player: player.id,
                    match_no: round.get() / 2,
                    round,
                    kind,
                });
            }
        }
    }
    problems
}

/// One player's entries with every single forfeited game of a match that was not forfeited as a
/// whole written as an unrated game (`W`, `L`): C.04.5 Preface, "any forfeited (single) game
/// shall be treated as played" for standings and tie-breaks, and "this rule does not apply to
/// rating", which is what an unrated game is. A match whose two games one player forfeited
/// (`+ +` or `- -`) stays a forfeited match. Entries without a colour stay as they are.
#[must_use]
pub fn single_forfeits_as_played(entries: &[RoundEntry]) -> Vec<RoundEntry> {
    use crate::GameResult;
    let mut out = entries.to_vec();
    for pair in out.chunks_mut(2) {
        let won = |e: &RoundEntry| matches!(e, RoundEntry::Unplayed(Unplayed::ForfeitWin { .. }));
        let lost = |e: &RoundEntry| matches!(e, RoundEntry::Unplayed(Unplayed::ForfeitLoss { .. }));
        if pair.len() < 2 || pair.iter().all(won) || pair.iter().all(lost) {
            continue;
        }
        for entry in pair.iter_mut() {
            *entry = match *entry {
                RoundEntry::Unplayed(Unplayed::ForfeitWin {
                    opponent: Some(opponent),
                    colour: Some(colour),
                }) => RoundEntry::Game {
                    opponent,
                    colour,
                    result: GameResult::UnratedWin,
                },
                RoundEntry::Unplayed(Unplayed::ForfeitLoss {
                    opponent: Some(opponent),
                    colour: Some(colour),
                }) => RoundEntry::Game {
                    opponent,
                    colour,
                    result: GameResult::UnratedLoss,
                },
                other => other,
            };
        }
    }
    out
}

/// What is wrong with one match's two entries, if anything.
fn column_pair_problem(first: RoundEntry, second: RoundEntry) -> Option<MatchProblemKind> {
    let is_blank = |entry: RoundEntry| {
        matches!(
            entry,
            RoundEntry::Unplayed(Unplayed::NotPaired | Unplayed::ZeroPointBye)
        )
    };
    match (first.opponent(), second.opponent()) {
        (Some(a), Some(b)) if a == b => {
            match (first.scheduled_colour(), second.scheduled_colour()) {
                (Some(x), Some(y)) if x == y => {
                    Some(MatchProblemKind::ColoursNotReversed { colour: x })
                }
                _ => None,
            }
        }
        (Some(opponent), None) if second == RoundEntry::NOT_PAIRED => {
            Some(MatchProblemKind::Unfinished { opponent })
        }
        (Some(_), Some(_)) => Some(MatchProblemKind::OpponentsDiffer {
            first: first.opponent(),
            second: second.opponent(),
        }),
        (None, None) => {
            let whole = match (first, second) {
                // The pairing-allocated bye: `U` in the first column, the rest of its value
                // in the second (`H` by default: a game won and a game drawn, C.04.5 1.4).
                (RoundEntry::Unplayed(Unplayed::PairingBye), RoundEntry::Unplayed(rest)) => {
                    !matches!(
                        rest,
                        Unplayed::ForfeitWin { .. } | Unplayed::ForfeitLoss { .. }
                    )
                }
                _ if is_blank(first) && is_blank(second) => true,
                (RoundEntry::Unplayed(a), RoundEntry::Unplayed(b)) => {
                    a == b && !matches!(a, Unplayed::PairingBye)
                }
                _ => false,
            };
            (!whole).then_some(MatchProblemKind::ByeNotWholeMatch { first, second })
        }
        (Some(_), None) | (None, Some(_)) => {
            let forfeit_without_opponent = |entry: RoundEntry| {
                matches!(
                    entry,
                    RoundEntry::Unplayed(
                        Unplayed::ForfeitWin { .. } | Unplayed::ForfeitLoss { .. }
                    )
                )
            };
            if forfeit_without_opponent(first) || forfeit_without_opponent(second) {
                Some(MatchProblemKind::OpponentsDiffer {
                    first: first.opponent(),
                    second: second.opponent(),
                })
            } else {
                Some(MatchProblemKind::ByeNotWholeMatch { first, second })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameResult;

    fn id(n: u16) -> PlayerId {
        PlayerId::new(n).unwrap_or_else(|| unreachable!())
    }

    fn game(opponent: u16, colour: Colour, result: GameResult) -> RoundEntry {
        RoundEntry::Game {
            opponent: id(opponent),
            colour,
            result,
        }
    }

    fn player(n: u16, rounds: Vec<RoundEntry>) -> Player {
        let mut player = Player::new(id(n), format!("P{n}"));
        player.rounds = rounds;
        player
    }

    #[test]
    fn a_single_forfeited_game_is_played_for_tie_breaks_but_a_forfeited_match_is_not() {
        let forfeit = |won: bool, colour| {
            RoundEntry::Unplayed(if won {
                Unplayed::ForfeitWin {
                    opponent: Some(id(2)),
                    colour: Some(colour),
                }
            } else {
                Unplayed::ForfeitLoss {
                    opponent: Some(id(2)),
                    colour: Some(colour),
                }
            })
        };
        let entries = [
            forfeit(true, Colour::White),
            game(2, Colour::Black, GameResult::Draw),
            forfeit(true, Colour::White),
            forfeit(true, Colour::Black),
            forfeit(false, Colour::White),
            forfeit(true, Colour::Black),
        ];
        let read = single_forfeits_as_played(&entries);
        assert_eq!(read[0], game(2, Colour::White, GameResult::UnratedWin));
        assert_eq!(read[1], entries[1]);
        assert_eq!(
            &read[2..4],
            &entries[2..4],
            "a forfeited match stays forfeited"
        );
        assert_eq!(read[4], game(2, Colour::White, GameResult::UnratedLoss));
        assert_eq!(read[5], game(2, Colour::Black, GameResult::UnratedWin));
    }

    #[test]
    fn reversed_colours_against_one_opponent_make_a_match() {
        let a = player(
            1,
            vec![
                game(2, Colour::White, GameResult::Win),
                game(2, Colour::Black, GameResult::Draw),
            ],
        );
        assert_eq!(match_problems(&[a]), []);
    }

    #[test]
    fn the_same_colour_twice_or_two_opponents_are_reported_at_the_second_column() {
        let a = player(
            1,
            vec![
                game(2, Colour::White, GameResult::Win),
                game(2, Colour::White, GameResult::Draw),
                game(2, Colour::White, GameResult::Win),
                game(3, Colour::Black, GameResult::Draw),
            ],
        );
        let problems = match_problems(&[a]);
        assert_eq!(problems.len(), 2);
        assert_eq!(problems[0].round.get(), 2);
        assert_eq!(problems[0].match_no, 1);
        assert_eq!(
            problems[0].kind,
            MatchProblemKind::ColoursNotReversed {
                colour: Colour::White
            }
        );
        assert_eq!(problems[1].round.get(), 4);
        assert_eq!(
            problems[1].kind,
            MatchProblemKind::OpponentsDiffer {
                first: Some(id(2)),
                second: Some(id(3))
            }
        );
    }

    #[test]
    fn byes_fill_both_columns_and_a_half_match_is_unfinished() {
        let pab = RoundEntry::Unplayed(Unplayed::PairingBye);
        let half = RoundEntry::Unplayed(Unplayed::HalfPointBye);
        let full = RoundEntry::Unplayed(Unplayed::FullPointBye);
        let whole = player(1, vec![pab, half, half, half, full, full]);
        assert_eq!(match_problems(std::slice::from_ref(&whole)), []);
        let split = player(1, vec![half, game(2, Colour::White, GameResult::Win)]);
        assert!(matches!(
            match_problems(&[split])[0].kind,
            MatchProblemKind::ByeNotWholeMatch { .. }
        ));
        let unfinished = player(1, vec![game(2, Colour::White, GameResult::Win)]);
        let other = player(2, vec![game(1, Colour::Black, GameResult::Loss), half]);
        let problems = match_problems(&[unfinished, other]);
        assert_eq!(
            problems[0].kind,
            MatchProblemKind::Unfinished { opponent: id(2) }
        );
        assert!(matches!(
            problems[1].kind,
            MatchProblemKind::ByeNotWholeMatch { .. }
        ));
    }
}
