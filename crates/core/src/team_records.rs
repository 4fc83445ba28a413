//! The TRF-2026 records of a team event that pairing and standings read: line-ups (`300`), the
//! team pairing-allocated bye (`320`), forfeited matches (`330`), the board colour sequence
//! (`352`) and the match-point scoring (`362`). The team record itself (`310`) is [`Team`].
//!
//! Numbers in these records are team numbers (the `310` columns 5–7), not start numbers.
//!
//! [`Team`]: crate::Team

use crate::{Colour, PlayerId, RoundNo, Score};

/// A team's actual line-up in one round, when it differs from the default board order of its
/// `310` record (TRF-2026 `300`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LineUp {
    /// The round.
    pub round: RoundNo,
    /// The team.
    pub team: u16,
    /// The opposing team, when the record names one (`0` or blank: none).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub opponent: Option<u16>,
    /// The player on each board, board 1 first; `None` for a board left empty (`0000`).
    pub boards: Vec<Option<PlayerId>>,
}

/// The value of the team pairing-allocated bye and the team that received it in each round
/// (TRF-2026 `320`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TeamPairingByes {
    /// The match points of the bye, when the record states them (columns 5–8).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub match_points: Option<Score>,
    /// The game points of the bye, when the record states them (columns 10–13).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub game_points: Option<Score>,
    /// The team given the bye in each round, round 1 first; `None` for no bye (`000` or blank).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub teams: Vec<Option<u16>>,
}

impl TeamPairingByes {
    /// The team given the bye in `round`, if any.
    #[must_use]
    pub fn team_in(&self, round: RoundNo) -> Option<u16> {
        self.teams.get(round.index()).copied().flatten()
    }
}

/// How a forfeited team match ended (TRF-2026 `330` columns 5–6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ForfeitKind {
    /// `+-`: the team named first (White) wins by forfeit.
    WhiteWins,
    /// `-+`: the team named second (Black) wins by forfeit.
    BlackWins,
    /// `--`: both teams forfeit.
    Double,
}

impl ForfeitKind {
    /// The two characters of the record.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            ForfeitKind::WhiteWins => "+-",
            ForfeitKind::BlackWins => "-+",
            ForfeitKind::Double => "--",
        }
    }
}

/// A team match forfeited as a whole (TRF-2026 `330`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ForfeitedMatch {
    /// Who won.
    pub kind: ForfeitKind,
    /// The round.
    pub round: RoundNo,
    /// The team named first (scheduled White on board 1).
    pub white: u16,
    /// The team named second.
    pub black: u16,
}

/// Match points for a won, drawn and lost team match (TRF-2026 `362`: `TW`, `TD`, `TL`;
/// default 2, 1 and 0, C.07 art. 11).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MatchScoring {
    /// Match points of a won match.
    pub win: Score,
    /// Match points of a drawn match.
    pub draw: Score,
    /// Match points of a lost match.
    pub loss: Score,
}

impl Default for MatchScoring {
    fn default() -> MatchScoring {
        MatchScoring {
            win: Score::from_points(2),
            draw: Score::ONE,
            loss: Score::ZERO,
        }
    }
}

/// The colours the boards of the team named first (White on board 1 in the default) play,
/// board 1 first (TRF-2026 `352`, e.g. `WBWB`). C.04.6 art. 4 and the TRF default: the team
/// named first has White on the odd boards.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BoardColours(pub Vec<Colour>);

impl BoardColours {
    /// The colour of the team named first on `board` (1-based): from the sequence, repeated
    /// when a match has more boards than it names; alternating from White without one.
    #[must_use]
    pub fn first_team_colour(sequence: Option<&BoardColours>, board: usize) -> Colour {
        let index = board.saturating_sub(1);
        match sequence {
            Some(BoardColours(colours)) if !colours.is_empty() => colours[index % colours.len()],
            _ if index.is_multiple_of(2) => Colour::White,
            _ => Colour::Black,
        }
    }
}
