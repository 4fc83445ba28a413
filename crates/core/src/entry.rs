//! What happened to a player in one round.

use crate::{Colour, PlayerId};

/// One player's entry for one round: a game, a published pairing still waiting for its result,
/// or a round without a game.
///
/// Every TRF result code maps to its own value, so nothing TRF distinguishes is collapsed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum RoundEntry {
    /// A game played over the board (TRF `1 = 0`, and `W D L` for a game not rated because it
    /// lasted less than one move).
    Game {
        /// The opponent's start number.
        opponent: PlayerId,
        /// The colour this player had.
        colour: Colour,
        /// This player's result.
        result: GameResult,
    },
    /// A published pairing whose game has no result yet (TRF: opponent and colour with a blank
    /// result, as a pairing program writes the round it has just paired).
    ///
    /// The players are paired in that round: the round counts as paired, both entries must point
    /// at each other with opposite colours, and re-pairing the round itself works as for any
    /// paired round. Until a result is entered it is not a game: it is worth no points, is
    /// neither a meeting nor a colour for the pairing rules, gives no float, and tie-breaks,
    /// rating and exports leave it out. Pairing a later round is refused while any pairing of
    /// an earlier round is still scheduled ([`crate::Tournament::results_entered_before`]).
    Scheduled {
        /// The opponent's start number.
        opponent: PlayerId,
        /// The colour this player is to have.
        colour: Colour,
    },
    /// A round in which this player did not play a game.
    Unplayed(Unplayed),
}

/// The result of a game played over the board, from one player's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GameResult {
    /// TRF `1`.
    Win,
    /// TRF `=`.
    Draw,
    /// TRF `0`.
    Loss,
    /// TRF `W`: a win in a game that is not rated (it lasted less than one move).
    UnratedWin,
    /// TRF `D`: an unrated draw.
    UnratedDraw,
    /// TRF `L`: an unrated loss.
    UnratedLoss,
}

/// A round without a game over the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "unplayed", rename_all = "snake_case"))]
pub enum Unplayed {
    /// TRF `+`: a pairing was made but the opponent did not appear.
    ForfeitWin {
        /// The scheduled opponent, when the file names one.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        opponent: Option<PlayerId>,
        /// The colour this player was scheduled to have, when the file says.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        colour: Option<Colour>,
    },
    /// TRF `-`: a pairing was made but this player did not appear. Both players of a double
    /// forfeit have this entry.
    ForfeitLoss {
        /// The scheduled opponent, when the file names one.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        opponent: Option<PlayerId>,
        /// The colour this player was scheduled to have, when the file says.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        colour: Option<Colour>,
    },
    /// TRF `U`: the pairing-allocated bye (PAB).
    PairingBye,
    /// TRF `H`: a half-point bye (an announced absence).
    HalfPointBye,
    /// TRF `F`: a full-point bye.
    FullPointBye,
    /// TRF `Z`: a zero-point bye (an announced absence).
    ZeroPointBye,
    /// A blank result: the player was not paired (equivalent to `Z` for scoring).
    NotPaired,
}

impl RoundEntry {
    /// A round with nothing entered.
    pub const NOT_PAIRED: RoundEntry = RoundEntry::Unplayed(Unplayed::NotPaired);

    /// Whether a game was played over the board (rated or not). Only played games count as
    /// meetings and for colours (C.04.2).
    #[must_use]
    pub const fn is_played(self) -> bool {
        matches!(self, RoundEntry::Game { .. })
    }

    /// Whether this is a pairing still waiting for its result.
    #[must_use]
    pub const fn is_scheduled(self) -> bool {
        matches!(self, RoundEntry::Scheduled { .. })
    }

    /// The entry with its opponent's start number changed by `map` (for renumbering).
    #[must_use]
    pub fn with_opponent(self, map: impl Fn(PlayerId) -> PlayerId) -> RoundEntry {
        match self {
            RoundEntry::Game {
                opponent,
                colour,
                result,
            } => RoundEntry::Game {
                opponent: map(opponent),
                colour,
                result,
            },
            RoundEntry::Scheduled { opponent, colour } => RoundEntry::Scheduled {
                opponent: map(opponent),
                colour,
            },
            RoundEntry::Unplayed(Unplayed::ForfeitWin { opponent, colour }) => {
                RoundEntry::Unplayed(Unplayed::ForfeitWin {
                    opponent: opponent.map(&map),
                    colour,
                })
            }
            RoundEntry::Unplayed(Unplayed::ForfeitLoss { opponent, colour }) => {
                RoundEntry::Unplayed(Unplayed::ForfeitLoss {
                    opponent: opponent.map(&map),
                    colour,
                })
            }
            RoundEntry::Unplayed(unplayed) => RoundEntry::Unplayed(unplayed),
        }
    }

    /// The opponent of a played game, of a scheduled pairing or of a forfeit.
    #[must_use]
    pub const fn opponent(self) -> Option<PlayerId> {
        match self {
            RoundEntry::Game { opponent, .. } | RoundEntry::Scheduled { opponent, .. } => {
                Some(opponent)
            }
            RoundEntry::Unplayed(
                Unplayed::ForfeitWin { opponent, .. } | Unplayed::ForfeitLoss { opponent, .. },
            ) => opponent,
            RoundEntry::Unplayed(_) => None,
        }
    }

    /// The opponent of a game played over the board.
    #[must_use]
    pub const fn played_opponent(self) -> Option<PlayerId> {
        match self {
            RoundEntry::Game { opponent, .. } => Some(opponent),
            RoundEntry::Scheduled { .. } | RoundEntry::Unplayed(_) => None,
        }
    }

    /// The colour of a game played over the board.
    #[must_use]
    pub const fn played_colour(self) -> Option<Colour> {
        match self {
            RoundEntry::Game { colour, .. } => Some(colour),
            RoundEntry::Scheduled { .. } | RoundEntry::Unplayed(_) => None,
        }
    }

    /// The colour written for this round, for a game, a scheduled pairing or a forfeit.
    #[must_use]
    pub const fn scheduled_colour(self) -> Option<Colour> {
        match self {
            RoundEntry::Game { colour, .. } | RoundEntry::Scheduled { colour, .. } => Some(colour),
            RoundEntry::Unplayed(
                Unplayed::ForfeitWin { colour, .. } | Unplayed::ForfeitLoss { colour, .. },
            ) => colour,
            RoundEntry::Unplayed(_) => None,
        }
    }

    /// Whether this is the pairing-allocated bye.
    #[must_use]
    pub const fn is_pairing_bye(self) -> bool {
        matches!(self, RoundEntry::Unplayed(Unplayed::PairingBye))
    }

    /// Whether the player was paired by the pairing program this round: a game, a scheduled
    /// pairing, a forfeit, or the pairing-allocated bye. Byes entered in advance (`H`, `F`, `Z`)
    /// and blanks are not.
    #[must_use]
    pub const fn is_paired(self) -> bool {
        match self {
            RoundEntry::Game { .. } | RoundEntry::Scheduled { .. } => true,
            RoundEntry::Unplayed(unplayed) => matches!(
                unplayed,
                Unplayed::PairingBye | Unplayed::ForfeitWin { .. } | Unplayed::ForfeitLoss { .. }
            ),
        }
    }

    /// Whether the entry is an absence announced before pairing: a half-, full- or zero-point bye.
    #[must_use]
    pub const fn is_announced_absence(self) -> bool {
        matches!(
            self,
            RoundEntry::Unplayed(
                Unplayed::HalfPointBye | Unplayed::FullPointBye | Unplayed::ZeroPointBye
            )
        )
    }
}

impl GameResult {
    /// The opponent's result in the same game.
    #[must_use]
    pub const fn reversed(self) -> GameResult {
        match self {
            GameResult::Win => GameResult::Loss,
            GameResult::Draw => GameResult::Draw,
            GameResult::Loss => GameResult::Win,
            GameResult::UnratedWin => GameResult::UnratedLoss,
            GameResult::UnratedDraw => GameResult::UnratedDraw,
            GameResult::UnratedLoss => GameResult::UnratedWin,
        }
    }

    /// Whether the game counts for rating (it lasted at least one move).
    #[must_use]
    pub const fn is_rated(self) -> bool {
        matches!(self, GameResult::Win | GameResult::Draw | GameResult::Loss)
    }

    /// The outcome ignoring whether the game is rated.
    #[must_use]
    pub const fn outcome(self) -> Outcome {
        match self {
            GameResult::Win | GameResult::UnratedWin => Outcome::Win,
            GameResult::Draw | GameResult::UnratedDraw => Outcome::Draw,
            GameResult::Loss | GameResult::UnratedLoss => Outcome::Loss,
        }
    }
}

/// Win, draw or loss.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Outcome {
    /// A win.
    Win,
    /// A draw.
    Draw,
    /// A loss.
    Loss,
}
