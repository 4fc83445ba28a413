//! The unvalidated tournament data, as a file states it.

use crate::{
    BoardColours, Colour, ForfeitedMatch, LineUp, MatchScoring, NationalRating, Player, PlayerId,
    RoundNo, Score, ScoreAdjustment, ScoringSystem, TeamPairingByes,
};

/// Everything a tournament file says, as plain data that compares structurally.
///
/// Readers (such as `rondo-trf`) produce a `TournamentSetup`; [`Tournament::try_from`] checks
/// it and is the only way to get a [`Tournament`].
///
/// [`Tournament`]: crate::Tournament
/// [`Tournament::try_from`]: crate::Tournament
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TournamentSetup {
    /// Name, place, dates, officials and other descriptive data.
    pub header: Header,
    /// The players, in the order the file lists them.
    pub players: Vec<Player>,
    /// Points per kind of result.
    pub scoring: ScoringSystem,
    /// The number of rounds the tournament will have, when the file says (`142`, `XXR`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub declared_rounds: Option<u16>,
    /// The colour drawn for the top player in round 1, when the file says (`152`, `XXC`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub initial_colour: Option<Colour>,
    /// The encoded type of tournament (`192`), e.g. `FIDE_DUTCH_2025`, as written.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub system: Option<String>,
    /// Whether pairing uses the order of the player lines instead of start numbers (`XXC rank`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "std::ops::Not::not")
    )]
    pub pair_by_file_order: bool,
    /// Virtual points for accelerated rounds (`250`, `XXA`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub accelerations: Vec<Acceleration>,
    /// Pairings the regulations forbid (`260`, `XXP`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub forbidden_pairs: Vec<ForbiddenPairs>,
    /// Byes and absences entered ahead of pairing (`240`, `XXZ`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub absences: Vec<Absence>,
    /// Bonuses, penalties and results scored abnormally (`299`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub score_adjustments: Vec<ScoreAdjustment>,
    /// Teams, for team events (`013`, `310`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub teams: Vec<Team>,
    /// Team line-ups that differ from the `310` board order (`300`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub line_ups: Vec<LineUp>,
    /// The team pairing-allocated bye: its value and the team of each round (`320`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub team_pairing_byes: Option<TeamPairingByes>,
    /// Team matches forfeited as a whole (`330`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub forfeited_matches: Vec<ForfeitedMatch>,
    /// The board colour sequence of a team match (`352`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub board_colours: Option<BoardColours>,
    /// Match points of team matches (`362`); `None` when the file does not say (2, 1, 0).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub match_scoring: Option<MatchScoring>,
    /// National ratings (TRF-2026 National Rating Support lines, `ESP`, `GER`, ...), in file
    /// order.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub national_ratings: Vec<NationalRating>,
    /// Records the model does not interpret, kept so that they are written back unchanged.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub other_records: Vec<RawRecord>,
}

/// Descriptive data about the tournament. Dates are kept as written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[allow(missing_docs)] // Each field is the TRF record named in its attribute comment.
pub struct Header {
    /// `012` tournament name.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub name: Option<String>,
    /// `022` city.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub city: Option<String>,
    /// `032` federation.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub federation: Option<String>,
    /// `042` start date, as written.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub start_date: Option<String>,
    /// `052` end date, as written.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub end_date: Option<String>,
    /// `062` number of players, as stated (informative).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub stated_players: Option<String>,
    /// `072` number of rated players, as stated (informative).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub stated_rated_players: Option<String>,
    /// `082` number of teams, as stated (informative).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub stated_teams: Option<String>,
    /// `092` type of tournament, free text.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub tournament_type: Option<String>,
    /// `102` chief arbiter.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub chief_arbiter: Option<String>,
    /// `112` deputy chief arbiters, one per line.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub deputy_arbiters: Vec<String>,
    /// `122` allotted time, free text.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub time_control: Option<String>,
    /// `132` dates of the rounds, as written, round 1 first.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub round_dates: Vec<String>,
    /// `172` encoded starting-rank method, as written; [`TournamentSetup::starting_rank`]
    /// reads it.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub rank_method: Option<String>,
    /// `182` pairing controller identifier.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub pairing_controller: Option<String>,
    /// `202` tie-breaks used to break ties, as written (comma separated codes).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub tiebreaks: Option<String>,
    /// `212` tie-breaks defining standings, as written.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub standings_tiebreaks: Option<String>,
    /// `222` encoded time control.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub encoded_time_control: Option<String>,
}

/// Virtual points added to the pairing score of a range of players in a range of rounds
/// (TRF-2026 `250`; a JaVaFo `XXA` value is one player and one round).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Acceleration {
    /// The first player (start number) of the range.
    pub first_player: PlayerId,
    /// The last player of the range, inclusive.
    pub last_player: PlayerId,
    /// The first accelerated round.
    pub first_round: RoundNo,
    /// The last accelerated round, inclusive.
    pub last_round: RoundNo,
    /// The virtual points (game points for individual events).
    pub points: Score,
    /// Virtual match points, for team events.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub match_points: Option<Score>,
}

impl Acceleration {
    /// Whether this acceleration applies to `player` in `round`.
    #[must_use]
    pub fn applies(&self, player: PlayerId, round: RoundNo) -> bool {
        (self.first_player..=self.last_player).contains(&player)
            && (self.first_round..=self.last_round).contains(&round)
    }
}

/// Players who must not be paired with one another (TRF-2026 `260`, JaVaFo `XXP`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ForbiddenPairs {
    /// The first round the restriction applies to; `None` means from round 1.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub first_round: Option<RoundNo>,
    /// The last round it applies to; `None` means to the end.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub last_round: Option<RoundNo>,
    /// The players, all mutually forbidden.
    pub players: Vec<PlayerId>,
}

impl ForbiddenPairs {
    /// Whether the restriction is in force in `round`.
    #[must_use]
    pub fn applies_in(&self, round: RoundNo) -> bool {
        self.first_round.is_none_or(|first| first <= round)
            && self.last_round.is_none_or(|last| round <= last)
    }
}

/// A bye or absence entered before pairing (TRF-2026 `240`, JaVaFo `XXZ`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Absence {
    /// The round; `None` means the round to be paired next (`XXZ`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub round: Option<RoundNo>,
    /// The player.
    pub player: PlayerId,
    /// What the player receives for the round.
    pub kind: AbsenceKind,
}

/// The kind of an announced absence.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AbsenceKind {
    /// A full-point bye (`F`).
    FullPointBye,
    /// A half-point bye (`H`).
    HalfPointBye,
    /// A zero-point bye (`Z`).
    ZeroPointBye,
}

/// A team of a team event.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Team {
    /// The team number (TRF `310` columns 5–7); for `013` records, the order in the file.
    pub number: u16,
    /// The team name.
    pub name: String,
    /// The short name (`310` columns 42–46), if any.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub nickname: Option<String>,
    /// The strength factor (`310` columns 48–53, usually the average rating), as written.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub strength: Option<String>,
    /// The match points the file states (`310` columns 55–60; informative).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub stated_match_points: Option<Score>,
    /// The game points the file states (`310` columns 62–67; informative).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub stated_game_points: Option<Score>,
    /// The rank the file states (`310` columns 69–71).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub stated_rank: Option<u16>,
    /// The members, default board order (`310` from column 74, 5 columns each).
    pub members: Vec<PlayerId>,
}

impl Team {
    /// A team with a number, a name and members, and nothing else stated.
    #[must_use]
    pub fn new(number: u16, name: impl Into<String>, members: Vec<PlayerId>) -> Team {
        Team {
            number,
            name: name.into(),
            nickname: None,
            strength: None,
            stated_match_points: None,
            stated_game_points: None,
            stated_rank: None,
            members,
        }
    }
}

/// A record kept as written because the model does not interpret it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RawRecord {
    /// The 0-based position of the line among all lines of the file, to write it back in place.
    pub position: usize,
    /// The whole line, without its line ending.
    pub line: String,
}
