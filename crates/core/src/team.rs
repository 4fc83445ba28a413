//! The derived view of a team event: per round, each team's match (opponent team, colour,
//! match points, game points, played, forfeited or bye), and the state of every team as of the
//! start of a round, as the FIDE Swiss Team Pairing System (C.04.6, 2026) reads it.
//!
//! # Where each fact comes from (TRF-2026)
//!
//! - The rules: `192 FIDE_TEAM[_TYPEA|_TYPEB][_MP_GP|_GP_MP|_MP|_GP][_BAKU]` ([`TeamRules`]).
//! - The teams and their default board order: `310`. The actual line-up of a round: `300`
//!   when the file has one for that team and round; otherwise the `310` members, in order, who
//!   were paired against a player in that round (a reserve who sat out leaves no gap).
//!   A player belongs, in a round, to the team whose line-up names him (`300`), else to the
//!   team whose `310` record lists him: a player who changes teams is read round by round.
//! - The opponent team: the `300` record's opponent, else the team of the board-1 player's
//!   opponent, else the team most of the boards met.
//! - Game points: the sum of the board results by the game scoring (`162`). Match points:
//!   `362` (default 2/1/0) by comparing the two teams' game points (C.07 art. 11).
//! - A match forfeited as a whole: `330`; its match points follow the record (winner `TW`,
//!   loser and double forfeit `TL`), its game points the boards.
//! - The team pairing-allocated bye: `320` (its team per round, and its value); a round in
//!   which every board of a team carries the bye code `U` and no opponent is the team's bye too
//!   (files that write the bye only on the boards). Its value: the `320` values, else a drawn
//!   match (C.04.6 art. 1.4): the draw's match points and half the game points of the boards.
//! - Team byes and absences: `240` with the team number (F/H/Z), or every board of the team
//!   with the same bye code. A full-point bye is worth a won match with every board won, a
//!   half-point bye a drawn match, a zero-point bye nothing.
//! - The team's colour in a match (C.04.6 art. 1.6.1): the colour its board-1 player was
//!   scheduled; when board 1 is empty, the colour of the first board that has a player,
//!   turned by the board colour sequence (`352`, default White on odd boards for the team named
//!   first). Only played matches have a colour.
//! - Bonuses, penalties and match results scored abnormally: `299` records with team numbers
//!   (the readings are those of [`ScoreAdjustment`]). A typed record sets the match points
//!   and game points of a team's result of its kind ([`TeamMatch`] holds them); a bonus is
//!   kept apart ([`TeamEvent::bonuses`]) and added to the team's scores from its round on.
//! - Acceleration: `250` records with team numbers (virtual match points in columns 5–8, or in
//!   the game-point column when the match-point one is blank, as the TRF-2026 team sample
//!   writes either).
//!
//! # Readings
//!
//! - **A match is played** when at least one of its boards was played over the board. A match
//!   all of whose boards were forfeited is a forfeited match even without a `330` record (GHR
//!   3.5: an unplayed pairing is not a meeting); its match points then follow its game points.
//! - **PAB barring** (\[C2\], art. 2.1.2): a team that had the pairing-allocated bye, won a match
//!   by forfeit, or had a full-point bye.
//! - **Matches played** (art. 3.4.3): played matches only; forfeited matches and byes are not
//!   counted.
//! - **Floats** (art. 1.5): a played match against a team whose pairing score (real plus
//!   virtual points) before that round differed; the pairing-allocated bye is no float.

use crate::adjust::sum_bonuses;
use crate::{
    AbsenceKind, AdjustedPoints, AdjustmentKind, BoardColours, Colour, ForfeitKind, MatchScoring,
    PlayerId, RoundEntry, RoundNo, Score, ScoreAdjustment, ScoringSystem, Tournament, Unplayed,
};

/// Which team score a rule reads.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TeamScoreKind {
    /// Match points.
    MatchPoints,
    /// Game points.
    GamePoints,
}

impl TeamScoreKind {
    /// The other score.
    #[must_use]
    pub const fn other(self) -> TeamScoreKind {
        match self {
            TeamScoreKind::MatchPoints => TeamScoreKind::GamePoints,
            TeamScoreKind::GamePoints => TeamScoreKind::MatchPoints,
        }
    }
}

/// The colour preferences a team Swiss uses (C.04.6 art. 1.7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PreferenceType {
    /// Type A (art. 1.7.1), the default.
    TypeA,
    /// Type B (art. 1.7.2): mild and strong preferences.
    TypeB,
    /// No colour preferences at all.
    NoPreferences,
}

/// The rules of a team Swiss as its `192` code names them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TeamRules {
    /// Whether the code is a FIDE one (`FIDE_TEAM…`) rather than `CUSTOM_TEAM_SWISS…`.
    pub fide: bool,
    /// The colour preferences.
    pub preference: PreferenceType,
    /// The primary score (art. 1.2.1).
    pub primary: TeamScoreKind,
    /// Whether the secondary score is used for colours (art. 1.2.1, 4.2.2).
    pub secondary_for_colours: bool,
    /// Baku acceleration (`_BAKU`, C.04.7).
    pub baku: bool,
}

impl Default for TeamRules {
    /// C.04.6 art. 1.2.2 and 1.7: match points primary, game points used for colours, Type A.
    fn default() -> TeamRules {
        TeamRules {
            fide: true,
            preference: PreferenceType::TypeA,
            primary: TeamScoreKind::MatchPoints,
            secondary_for_colours: true,
            baku: false,
        }
    }
}

impl TeamRules {
    /// Reads a `192` team Swiss code (case-insensitive): `FIDE_TEAM[_TYPEA|_TYPEB]
    /// [_MP_GP|_GP_MP|_MP|_GP][_BAKU]` or `CUSTOM_TEAM_SWISS[_MP|_GP]`; `None` for any other.
    ///
    /// A bare `FIDE_TEAM` (with or without `_BAKU`) is the text's default, Type A with match
    /// points primary and game points for colours; a code that names the scores but no type
    /// has no colour preferences (the reading Gacrux and Sharly share).
    #[must_use]
    pub fn from_code(code: &str) -> Option<TeamRules> {
        let upper = code.trim().to_ascii_uppercase();
        let (fide, rest) = if let Some(rest) = upper.strip_prefix("FIDE_TEAM") {
            (true, rest)
        } else if let Some(rest) = upper.strip_prefix("CUSTOM_TEAM_SWISS") {
            (false, rest)
        } else {
            return None;
        };
        let mut words: Vec<&str> = rest.split('_').filter(|word| !word.is_empty()).collect();
        let baku = words.last() == Some(&"BAKU");
        if baku {
            words.pop();
        }
        let mut rules = TeamRules {
            fide,
            baku,
            ..TeamRules::default()
        };
        let (preference, scores) = match words.first() {
            Some(&"TYPEA") => (Some(PreferenceType::TypeA), &words[1..]),
            Some(&"TYPEB") => (Some(PreferenceType::TypeB), &words[1..]),
            _ => (None, &words[..]),
        };
        match scores {
            [] => {}
            ["MP", "GP"] => {}
            ["GP", "MP"] => rules.primary = TeamScoreKind::GamePoints,
            ["MP"] => rules.secondary_for_colours = false,
            ["GP"] => {
                rules.primary = TeamScoreKind::GamePoints;
                rules.secondary_for_colours = false;
            }
            _ => return None,
        }
        rules.preference = match (preference, scores.is_empty() && fide) {
            (Some(preference), _) => preference,
            (None, true) => PreferenceType::TypeA,
            (None, false) => PreferenceType::NoPreferences,
        };
        Some(rules)
    }
}

/// How a team's round went.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum MatchKind {
    /// A match played (at least one board over the board).
    Played {
        /// The opposing team.
        opponent: u16,
        /// The team's colour: its board-1 player's scheduled colour (art. 1.6.1).
        colour: Option<Colour>,
    },
    /// A match forfeited as a whole (`330`, or every board forfeited).
    Forfeited {
        /// The opposing team.
        opponent: u16,
        /// Whether this team won it by forfeit (`None`: a double forfeit).
        won: Option<bool>,
    },
    /// The pairing-allocated bye.
    PairingBye,
    /// A full-, half- or zero-point bye (`240`, or the same code on every board).
    Bye {
        /// Which bye.
        bye: AbsenceKind,
    },
    /// Not paired and no bye: absent, or the round has not been paired.
    NotPaired,
}

/// A round that bars a team from the pairing-allocated bye later on: the team-level causes of
/// C.04.6 \[C2\] (art. 2.1.2), which D.02 4.2 shares.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ByeBarringRound {
    /// The team had the pairing-allocated bye.
    PairingBye,
    /// The team won a match by forfeit.
    ForfeitWin,
    /// The team had a full-point bye.
    FullPointBye,
}

impl MatchKind {
    /// Whether, and why, this round bars the team from the pairing-allocated bye later on.
    #[must_use]
    pub const fn bars_pairing_bye(self) -> Option<ByeBarringRound> {
        match self {
            MatchKind::PairingBye => Some(ByeBarringRound::PairingBye),
            MatchKind::Forfeited {
                won: Some(true), ..
            } => Some(ByeBarringRound::ForfeitWin),
            MatchKind::Bye {
                bye: AbsenceKind::FullPointBye,
            } => Some(ByeBarringRound::FullPointBye),
            _ => None,
        }
    }

    /// The opposing team of a played or forfeited match.
    #[must_use]
    pub const fn opponent(self) -> Option<u16> {
        match self {
            MatchKind::Played { opponent, .. } | MatchKind::Forfeited { opponent, .. } => {
                Some(opponent)
            }
            _ => None,
        }
    }
}

/// One board of a team's match.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BoardEntry {
    /// The board, from 1.
    pub board: u16,
    /// The team's player on it; `None` for an empty board.
    pub player: Option<PlayerId>,
    /// The player's round entry (nothing for an empty board).
    pub entry: RoundEntry,
    /// The points the board gave the team.
    pub points: Score,
}

/// One team's round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TeamMatch {
    /// The round.
    pub round: RoundNo,
    /// What happened.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub kind: MatchKind,
    /// The match points scored.
    pub match_points: Score,
    /// The game points scored.
    pub game_points: Score,
    /// The boards, board 1 first.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub boards: Vec<BoardEntry>,
}

/// Every team's rounds, as the file records them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TeamEvent {
    /// The rules of the `192` code (the C.04.6 defaults when it names none).
    pub rules: TeamRules,
    /// The match-point scoring (`362`, default 2/1/0).
    pub match_scoring: MatchScoring,
    /// The number of boards of a match.
    pub boards: u16,
    /// The board colour sequence (`352`), if stated.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub board_colours: Option<BoardColours>,
    /// The team numbers, in the order of the file's `310` records.
    pub teams: Vec<u16>,
    /// `matches[t][r]`: team `teams[t]` in round `r + 1`.
    pub matches: Vec<Vec<TeamMatch>>,
    /// The bonuses and penalties of teams (blank-type `299` records), counted in the scores
    /// besides the matches.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub bonuses: Vec<ScoreAdjustment>,
}

/// Problems of a team file's structure, as data (`rondo-words` words them).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum TeamProblem {
    /// The boards of a team met players of more than one team.
    SeveralOpponents {
        /// The round.
        round: RoundNo,
        /// The team.
        team: u16,
        /// The teams its boards met.
        opponents: Vec<u16>,
    },
    /// A board met a player who is not on the same board of the opposing team.
    BoardOrder {
        /// The round.
        round: RoundNo,
        /// The team.
        team: u16,
        /// The board.
        board: u16,
        /// The board of the opposing team the player met, if he is on its line-up.
        opponent_board: Option<u16>,
    },
    /// A board's colour does not follow the board colour sequence.
    BoardColour {
        /// The round.
        round: RoundNo,
        /// The team.
        team: u16,
        /// The board.
        board: u16,
        /// The colour the sequence gives, from the team's colour on board 1.
        expected: Colour,
        /// The colour in the file.
        found: Colour,
    },
    /// More than one team got the pairing-allocated bye in a round.
    SeveralPairingByes {
        /// The round.
        round: RoundNo,
        /// The teams.
        teams: Vec<u16>,
    },
    /// A player is on the boards of two teams in one round.
    PlayerInTwoTeams {
        /// The round.
        round: RoundNo,
        /// The player.
        player: PlayerId,
        /// The two teams.
        teams: [u16; 2],
    },
    /// A record names a team number that no `310` record has.
    UnknownTeam {
        /// The record code (`299`, `300`, `320`, `330`).
        record: &'static str,
        /// The number.
        team: u16,
    },
    /// The team the `320` record gives the bye in a round was paired against a team.
    ByeTeamPaired {
        /// The round.
        round: RoundNo,
        /// The team.
        team: u16,
        /// Its opponent.
        opponent: u16,
    },
    /// The match points or game points the `310` record states differ from the results.
    StatedScore {
        /// The team.
        team: u16,
        /// Which score.
        score: TeamScoreKind,
        /// The value in the file.
        stated: Score,
        /// The value from the results.
        computed: Score,
    },
}

/// The facts of one team for one round, before the match points are settled.
struct Draft {
    kind: MatchKind,
    game_points: Score,
    boards: Vec<BoardEntry>,
    forfeit_record: Option<ForfeitKind>,
}

impl TeamEvent {
    /// Reads every team's rounds from a tournament with `310` (or `013`) teams.
    #[must_use]
    pub fn new(tournament: &Tournament) -> TeamEvent {
        build(tournament).0
    }

    /// The position of team `number` in [`TeamEvent::teams`].
    #[must_use]
    pub fn position(&self, number: u16) -> Option<usize> {
        self.teams.iter().position(|&team| team == number)
    }

    /// The number of rounds recorded.
    #[must_use]
    pub fn n_rounds(&self) -> usize {
        self.matches.first().map_or(0, Vec::len)
    }

    /// A team's match in `round`, if the round is recorded.
    #[must_use]
    pub fn match_of(&self, team: u16, round: RoundNo) -> Option<&TeamMatch> {
        self.matches.get(self.position(team)?)?.get(round.index())
    }

    /// A team's score of `kind` from the rounds before `round`, with the bonuses and penalties
    /// that count by then.
    #[must_use]
    pub fn score_before(&self, team: u16, kind: TeamScoreKind, round: RoundNo) -> Score {
        let Some(position) = self.position(team) else {
            return Score::ZERO;
        };
        let matches: Score = self.matches[position]
            .iter()
            .take(round.index())
            .map(|m| match kind {
                TeamScoreKind::MatchPoints => m.match_points,
                TeamScoreKind::GamePoints => m.game_points,
            })
            .sum();
        matches + self.bonus(team, kind, Some(round))
    }

    /// A team's bonuses and penalties of `kind` (blank-type `299`) counting before `before`,
    /// or all of them.
    #[must_use]
    pub fn bonus(&self, team: u16, kind: TeamScoreKind, before: Option<RoundNo>) -> Score {
        let AdjustedPoints {
            match_points,
            points,
        } = sum_bonuses(&self.bonuses, team, before);
        match kind {
            TeamScoreKind::MatchPoints => match_points,
            TeamScoreKind::GamePoints => points,
        }
    }
}

/// One played match of a team's history.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlayedMatch {
    /// The round.
    pub round: RoundNo,
    /// The opposing team.
    pub opponent: u16,
    /// The team's colour (board 1), when known.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub colour: Option<Colour>,
    /// Whether the team floated: its opponent's pairing score before that round differed
    /// (art. 1.5).
    pub floated: bool,
}

/// A team as of the start of a round: what pairing that round needs.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TeamState {
    /// The team number (TPN).
    pub team: u16,
    /// Whether the team is to be paired: no bye or absence entered for the round (`240`).
    pub to_be_paired: bool,
    /// The bye or absence entered for the round, if any.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub absence: Option<AbsenceKind>,
    /// Match points before the round.
    pub match_points: Score,
    /// Game points before the round.
    pub game_points: Score,
    /// The primary score (art. 1.2.1).
    pub primary_score: Score,
    /// The secondary score.
    pub secondary_score: Score,
    /// The primary score plus the virtual points of acceleration for this round (`250`).
    pub pairing_score: Score,
    /// The played matches, in order (forfeited matches and byes are not meetings).
    pub played: Vec<PlayedMatch>,
    /// Matches with White minus matches with Black (art. 1.6.2).
    pub colour_difference: i32,
    /// Whether \[C2\] bars the pairing-allocated bye: had it, won a match by forfeit, or had a
    /// full-point bye (art. 2.1.2).
    pub pab_barred: bool,
    /// The number of matches played (art. 3.4.3; forfeits and byes excluded).
    pub matches_played: u16,
}

impl TeamState {
    /// The team's colours in played matches, in order (`None` where board 1 had no colour).
    #[must_use]
    pub fn colours(&self) -> Vec<Colour> {
        self.played.iter().filter_map(|m| m.colour).collect()
    }

    /// Whether the team floated in its last played match of the previous round.
    #[must_use]
    pub fn floated_in(&self, round: RoundNo) -> bool {
        self.played.iter().any(|m| m.round == round && m.floated)
    }
}

/// The state of every team as of the start of a round, and the tournament's settings.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TeamRoundView {
    /// The round to be paired.
    pub round: RoundNo,
    /// The number of rounds (`142`), when the file says.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub total_rounds: Option<u16>,
    /// The rules of the `192` code.
    pub rules: TeamRules,
    /// The colour drawn for round 1 (`152`, art. 4.1), when the file says.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub initial_colour: Option<Colour>,
    /// The board colour sequence (`352`), when stated; the default is White on odd boards.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub board_colours: Option<BoardColours>,
    /// The number of boards.
    pub boards: u16,
    /// Teams that may not meet in this round (`260`), each group mutually forbidden.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub forbidden: Vec<Vec<u16>>,
    /// Every team, in the order of the `310` records.
    pub teams: Vec<TeamState>,
}

impl TeamEvent {
    /// The virtual points of `team` in `round`: match points and game points. From the `250`
    /// records (team numbers) when the file has any; otherwise, for a `_BAKU` code with match
    /// points primary (C.04.7 art. 1.4.4), Baku acceleration: group A is the first 2·⌈N/4⌉
    /// teams by number; the accelerated rounds are the first ⌈R/2⌉ of the `142` rounds, the
    /// first ⌈⌈R/2⌉/2⌉ of them worth a won match's match points and the others a drawn
    /// match's.
    fn virtual_points(&self, tournament: &Tournament, team: u16, round: RoundNo) -> (Score, Score) {
        let setup = tournament.setup();
        if !setup.accelerations.is_empty() {
            let Some(id) = PlayerId::new(team) else {
                return (Score::ZERO, Score::ZERO);
            };
            return setup
                .accelerations
                .iter()
                .filter(|a| a.applies(id, round))
                .fold((Score::ZERO, Score::ZERO), |(mp, gp), a| {
                    (mp + a.match_points.unwrap_or(Score::ZERO), gp + a.points)
                });
        }
        let Some(rounds) = setup
            .declared_rounds
            .filter(|_| self.rules.baku && self.rules.primary == TeamScoreKind::MatchPoints)
        else {
            return (Score::ZERO, Score::ZERO);
        };
        let mut numbers = self.teams.clone();
        numbers.sort_unstable();
        let group_a = 2 * numbers.len().div_ceil(4);
        let in_group_a = numbers.iter().take(group_a).any(|&number| number == team);
        let accelerated = rounds.div_ceil(2);
        let full = accelerated.div_ceil(2);
        let points = if !in_group_a || round.get() > accelerated {
            Score::ZERO
        } else if round.get() <= full {
            self.match_scoring.win
        } else {
            self.match_scoring.draw
        };
        (points, Score::ZERO)
    }

    /// The pairing score of `team` before `round`: its primary score plus the virtual points of
    /// that round.
    #[must_use]
    pub fn pairing_score(&self, tournament: &Tournament, team: u16, round: RoundNo) -> Score {
        let primary = self.rules.primary;
        let (mp, gp) = self.virtual_points(tournament, team, round);
        self.score_before(team, primary, round)
            + match primary {
                TeamScoreKind::MatchPoints => mp,
                TeamScoreKind::GamePoints => gp,
            }
    }

    /// The bye a team announced for `round`, a round not recorded yet, by writing the same bye
    /// code (`H`, `F` or `Z`) for at least as many of its members as a match has boards, with
    /// nobody paired: the form of a team bye that files without a `240` record use. One
    /// member's bye is his own absence, not the team's.
    fn bye_on_every_board(
        &self,
        tournament: &Tournament,
        team: u16,
        round: RoundNo,
    ) -> Option<AbsenceKind> {
        let members = &tournament
            .setup()
            .teams
            .iter()
            .find(|t| t.number == team)?
            .members;
        let entries: Vec<RoundEntry> = members
            .iter()
            .filter_map(|&member| {
                tournament
                    .player(member)?
                    .rounds
                    .get(round.index())
                    .copied()
            })
            .filter(|&entry| entry != RoundEntry::NOT_PAIRED)
            .collect();
        if entries.len() < usize::from(self.boards.max(1)) {
            return None;
        }
        common_bye(entries.into_iter())
    }

    /// The game points of a drawn match under `scoring` (the points of each board's game):
    /// half those of a match with every board won (C.04.6 art. 1.4).
    #[must_use]
    pub fn drawn_match_game_points(&self, scoring: &ScoringSystem) -> Score {
        half_of_the_boards(scoring, self.boards)
    }

    /// Every team as of the start of `round` (from the rounds before it).
    #[must_use]
    pub fn view(&self, tournament: &Tournament, round: RoundNo) -> TeamRoundView {
        let setup = tournament.setup();
        let primary = self.rules.primary;
        let teams = self
            .teams
            .iter()
            .enumerate()
            .map(|(t, &team)| {
                let before = &self.matches[t][..round.index().min(self.matches[t].len())];
                let match_points = before.iter().map(|m| m.match_points).sum::<Score>()
                    + self.bonus(team, TeamScoreKind::MatchPoints, Some(round));
                let game_points = before.iter().map(|m| m.game_points).sum::<Score>()
                    + self.bonus(team, TeamScoreKind::GamePoints, Some(round));
                let (primary_score, secondary_score) = match primary {
                    TeamScoreKind::MatchPoints => (match_points, game_points),
                    TeamScoreKind::GamePoints => (game_points, match_points),
                };
                let played: Vec<PlayedMatch> = before
                    .iter()
                    .filter_map(|m| match m.kind {
                        MatchKind::Played { opponent, colour } => Some(PlayedMatch {
                            round: m.round,
                            opponent,
                            colour,
                            floated: self.pairing_score(tournament, team, m.round)
                                != self.pairing_score(tournament, opponent, m.round),
                        }),
                        _ => None,
                    })
                    .collect();
                let colour_difference = played
                    .iter()
                    .filter_map(|m| m.colour)
                    .map(Colour::sign)
                    .sum();
                let pab_barred = before.iter().any(|m| m.kind.bars_pairing_bye().is_some());
                let absence = announced_bye(tournament, team, round).or_else(|| {
                    // A recorded round says who had a bye in its matches (FIDE's sample
                    // writes its PAB team's boards `0000 - -`).
                    (round.index() >= self.n_rounds())
                        .then(|| self.bye_on_every_board(tournament, team, round))
                        .flatten()
                });
                TeamState {
                    team,
                    to_be_paired: absence.is_none(),
                    absence,
                    match_points,
                    game_points,
                    primary_score,
                    secondary_score,
                    pairing_score: self.pairing_score(tournament, team, round),
                    matches_played: u16::try_from(played.len()).unwrap_or(u16::MAX),
                    played,
                    colour_difference,
                    pab_barred,
                }
            })
            .collect();
        TeamRoundView {
            round,
            total_rounds: setup.declared_rounds,
            rules: self.rules,
            initial_colour: setup.initial_colour,
            board_colours: self.board_colours.clone(),
            boards: self.boards,
            forbidden: setup
                .forbidden_pairs
                .iter()
                .filter(|f| f.applies_in(round))
                .map(|f| f.players.iter().map(|id| id.get()).collect())
                .collect(),
            teams,
        }
    }
}

/// The structure problems of a team file: each board meets the same board of one opposing
/// team, colours follow the board sequence, one team bye per round, line-ups name each player
/// once, the `299`/`300`/`320`/`330` records name known teams, and the `310` scores agree with the
/// results. Empty when the file is consistent.
#[must_use]
pub fn team_problems(tournament: &Tournament) -> Vec<TeamProblem> {
    build(tournament).1
}

/// The team each player plays for in one round, and on which board.
struct Seating {
    /// For each player position: (team position, board from 1).
    seat: Vec<Option<(usize, u16)>>,
    /// For each team position: the board list.
    boards: Vec<Vec<Option<PlayerId>>>,
}

fn build(tournament: &Tournament) -> (TeamEvent, Vec<TeamProblem>) {
    let setup = tournament.setup();
    let rules = setup
        .system
        .as_deref()
        .and_then(TeamRules::from_code)
        .unwrap_or_default();
    let match_scoring = setup.match_scoring.unwrap_or_default();
    let teams: Vec<u16> = setup.teams.iter().map(|team| team.number).collect();
    let position_of_team = |number: u16| teams.iter().position(|&team| team == number);
    let mut problems = Vec::new();
    for (record, numbers) in [
        (
            "300",
            setup
                .line_ups
                .iter()
                .flat_map(|l| std::iter::once(l.team).chain(l.opponent))
                .collect::<Vec<_>>(),
        ),
        (
            "320",
            setup
                .team_pairing_byes
                .iter()
                .flat_map(|p| p.teams.iter().flatten().copied())
                .collect(),
        ),
        (
            "330",
            setup
                .forfeited_matches
                .iter()
                .flat_map(|f| [f.white, f.black])
                .collect(),
        ),
        (
            "299",
            setup
                .score_adjustments
                .iter()
                .flat_map(|a| a.targets.iter().copied())
                .collect(),
        ),
    ] {
        let mut reported: Vec<u16> = Vec::new();
        for number in numbers {
            if position_of_team(number).is_none() && !reported.contains(&number) {
                reported.push(number);
                problems.push(TeamProblem::UnknownTeam {
                    record,
                    team: number,
                });
            }
        }
    }
    let n_rounds = usize::from(tournament.paired_rounds());
    let boards = board_count(tournament, n_rounds);
    let n_boards = usize::from(boards);
    let sequence = setup.board_colours.as_ref();
    let scoring = &setup.scoring;
    let mut matches: Vec<Vec<TeamMatch>> = vec![Vec::with_capacity(n_rounds); teams.len()];
    for round_index in 0..n_rounds {
        let Some(round) = RoundNo::from_index(round_index) else {
            break;
        };
        let seating = seating(tournament, round, n_boards, &mut problems);
        let mut drafts: Vec<Draft> = Vec::with_capacity(teams.len());
        for (t, &number) in teams.iter().enumerate() {
            let board_entries: Vec<BoardEntry> = seating.boards[t]
                .iter()
                .enumerate()
                .map(|(index, player)| {
                    let entry = player
                        .and_then(|id| tournament.player(id))
                        .map_or(RoundEntry::NOT_PAIRED, |p| p.entry(round_index));
                    BoardEntry {
                        board: u16::try_from(index + 1).unwrap_or(u16::MAX),
                        player: *player,
                        entry,
                        points: scoring.points(entry),
                    }
                })
                .collect();
            let game_points: Score = board_entries.iter().map(|b| b.points).sum();
            // The teams the boards met, with how many boards met each.
            let mut met: Vec<(usize, usize)> = Vec::new();
            for board in &board_entries {
                let Some(other) = board
                    .entry
                    .opponent()
                    .and_then(|id| tournament.position_of(id))
                    .and_then(|position| seating.seat[position])
                    .map(|(team, _)| team)
                    .filter(|&other| other != t)
                else {
                    continue;
                };
                match met.iter_mut().find(|(team, _)| *team == other) {
                    Some((_, count)) => *count += 1,
                    None => met.push((other, 1)),
                }
            }
            if met.len() > 1 {
                problems.push(TeamProblem::SeveralOpponents {
                    round,
                    team: number,
                    opponents: met.iter().map(|(team, _)| teams[*team]).collect(),
                });
            }
            let stated_opponent = setup
                .line_ups
                .iter()
                .find(|l| l.round == round && l.team == number)
                .and_then(|l| l.opponent)
                .and_then(position_of_team);
            let board_one_opponent = board_entries
                .first()
                .and_then(|b| b.entry.opponent())
                .and_then(|id| tournament.position_of(id))
                .and_then(|position| seating.seat[position])
                .map(|(team, _)| team)
                .filter(|&other| other != t);
            let most_met = met
                .iter()
                .max_by_key(|(team, count)| (*count, std::cmp::Reverse(*team)))
                .map(|(team, _)| *team);
            // A `330` record names both teams even when the boards name no opponent (every
            // board `0000 - +`, as the TRF-2026 team sample writes a forfeited match).
            let forfeit = setup
                .forfeited_matches
                .iter()
                .find(|f| f.round == round && (f.white == number || f.black == number));
            let recorded_opponent = forfeit
                .map(|f| if f.white == number { f.black } else { f.white })
                .and_then(position_of_team);
            let opponent = stated_opponent
                .or(board_one_opponent)
                .or(most_met)
                .or(recorded_opponent);
            let forfeit_record = opponent.and_then(|other| {
                forfeit
                    .filter(|f| f.white == teams[other] || f.black == teams[other])
                    .map(|f| {
                        // Seen from this team: `+-` when it won.
                        let this_is_white = f.white == number;
                        match (f.kind, this_is_white) {
                            (ForfeitKind::Double, _) => ForfeitKind::Double,
                            (ForfeitKind::WhiteWins, true) | (ForfeitKind::BlackWins, false) => {
                                ForfeitKind::WhiteWins
                            }
                            _ => ForfeitKind::BlackWins,
                        }
                    })
            });
            let bye_from_320 = setup
                .team_pairing_byes
                .as_ref()
                .and_then(|byes| byes.team_in(round))
                == Some(number);
            let kind = if let Some(other) = opponent {
                if bye_from_320 {
                    problems.push(TeamProblem::ByeTeamPaired {
                        round,
                        team: number,
                        opponent: teams[other],
                    });
                }
                let any_played = board_entries.iter().any(|b| b.entry.is_played());
                if forfeit_record.is_some() || !any_played {
                    MatchKind::Forfeited {
                        opponent: teams[other],
                        won: match forfeit_record {
                            Some(kind) => match kind {
                                ForfeitKind::WhiteWins => Some(true),
                                ForfeitKind::BlackWins => Some(false),
                                ForfeitKind::Double => None,
                            },
                            // Every board forfeited without a `330` record: the boards say
                            // who won, so that a forfeit winner is barred from the PAB ([C2]).
                            None => forfeit_winner(&board_entries),
                        },
                    }
                } else {
                    MatchKind::Played {
                        opponent: teams[other],
                        colour: team_colour(&board_entries, sequence),
                    }
                }
            } else if bye_from_320 || all_boards(&board_entries, Unplayed::PairingBye) {
                MatchKind::PairingBye
            } else if let Some(bye) = team_bye(tournament, number, round, &board_entries) {
                MatchKind::Bye { bye }
            } else {
                MatchKind::NotPaired
            };
            drafts.push(Draft {
                kind,
                game_points,
                boards: board_entries,
                forfeit_record,
            });
        }
        for (t, draft) in drafts.iter().enumerate() {
            let full = scoring.win.times(i32::from(boards));
            let (match_points, game_points) = match draft.kind {
                MatchKind::Played { opponent, .. } => {
                    let theirs = position_of_team(opponent)
                        .map_or(Score::ZERO, |other| drafts[other].game_points);
                    (
                        compare(draft.game_points, theirs, match_scoring),
                        draft.game_points,
                    )
                }
                MatchKind::Forfeited { opponent, won } => {
                    let points = match (draft.forfeit_record, won) {
                        (Some(_), Some(true)) => match_scoring.win,
                        (Some(_), _) => match_scoring.loss,
                        // Every board forfeited without a `330` record: by the boards.
                        (None, _) => {
                            let theirs = position_of_team(opponent)
                                .map_or(Score::ZERO, |other| drafts[other].game_points);
                            compare(draft.game_points, theirs, match_scoring)
                        }
                    };
                    (points, draft.game_points)
                }
                MatchKind::PairingBye => {
                    let byes = setup.team_pairing_byes.as_ref();
                    (
                        byes.and_then(|b| b.match_points)
                            .unwrap_or(match_scoring.draw),
                        byes.and_then(|b| b.game_points)
                            .unwrap_or(half_of_the_boards(scoring, boards)),
                    )
                }
                MatchKind::Bye { bye } => match bye {
                    AbsenceKind::FullPointBye => (match_scoring.win, full),
                    AbsenceKind::HalfPointBye => {
                        (match_scoring.draw, half_of_the_boards(scoring, boards))
                    }
                    AbsenceKind::ZeroPointBye => (match_scoring.loss, Score::ZERO),
                },
                MatchKind::NotPaired => (Score::ZERO, Score::ZERO),
            };
            let result = adjustment_kind(draft, &drafts, &position_of_team);
            let abnormal = setup.result_override(teams[t], round, |kind| Some(kind) == result);
            let match_points = abnormal.match_points.unwrap_or(match_points);
            let game_points = abnormal.points.unwrap_or(game_points);
            matches[t].push(TeamMatch {
                round,
                kind: draft.kind,
                match_points,
                game_points,
                boards: draft.boards.clone(),
            });
        }
        // Board order and colours, once per match, from the team named first.
        for (t, draft) in drafts.iter().enumerate() {
            let MatchKind::Played { opponent, colour } = draft.kind else {
                continue;
            };
            let Some(other) = position_of_team(opponent) else {
                continue;
            };
            if other < t && drafts[other].kind.opponent() == Some(teams[t]) {
                continue;
            }
            check_boards(
                round,
                teams[t],
                &draft.boards,
                other,
                &seating,
                tournament,
                colour,
                sequence,
                &mut problems,
            );
        }
        let bye_teams: Vec<u16> = drafts
            .iter()
            .zip(&teams)
            .filter(|(draft, _)| draft.kind == MatchKind::PairingBye)
            .map(|(_, &number)| number)
            .collect();
        if bye_teams.len() > 1 {
            problems.push(TeamProblem::SeveralPairingByes {
                round,
                teams: bye_teams,
            });
        }
    }
    for (t, team) in setup.teams.iter().enumerate() {
        for (score, stated) in [
            (TeamScoreKind::MatchPoints, team.stated_match_points),
            (TeamScoreKind::GamePoints, team.stated_game_points),
        ] {
            let Some(stated) = stated else { continue };
            let bonus = setup.bonuses(team.number, None);
            let computed = matches[t]
                .iter()
                .map(|m| match score {
                    TeamScoreKind::MatchPoints => m.match_points,
                    TeamScoreKind::GamePoints => m.game_points,
                })
                .sum::<Score>()
                + match score {
                    TeamScoreKind::MatchPoints => bonus.match_points,
                    TeamScoreKind::GamePoints => bonus.points,
                };
            if computed != stated {
                problems.push(TeamProblem::StatedScore {
                    team: team.number,
                    score,
                    stated,
                    computed,
                });
            }
        }
    }
    (
        TeamEvent {
            rules,
            match_scoring,
            boards,
            board_colours: setup.board_colours.clone(),
            teams,
            matches,
            bonuses: setup
                .score_adjustments
                .iter()
                .filter(|adjustment| adjustment.kind == AdjustmentKind::Bonus)
                .cloned()
                .collect(),
        },
        problems,
    )
}

/// The kind of result a team's round is for typed `299` records: the match won, drawn or lost
/// over the board (by the game points), forfeited (won, or lost; a double forfeit is lost by
/// both), or a bye. The pairing-allocated bye has no kind.
fn adjustment_kind(
    draft: &Draft,
    drafts: &[Draft],
    position_of_team: &impl Fn(u16) -> Option<usize>,
) -> Option<AdjustmentKind> {
    let by_game_points = |opponent: u16| {
        let theirs =
            position_of_team(opponent).map_or(Score::ZERO, |other| drafts[other].game_points);
        draft.game_points.cmp(&theirs)
    };
    match draft.kind {
        MatchKind::Played { opponent, .. } => Some(match by_game_points(opponent) {
            std::cmp::Ordering::Greater => AdjustmentKind::Win,
            std::cmp::Ordering::Equal => AdjustmentKind::Draw,
            std::cmp::Ordering::Less => AdjustmentKind::Loss,
        }),
        MatchKind::Forfeited { opponent, won } => {
            let won = match (draft.forfeit_record, won) {
                (Some(_), won) => won == Some(true),
                (None, _) => by_game_points(opponent) == std::cmp::Ordering::Greater,
            };
            Some(if won {
                AdjustmentKind::ForfeitWin
            } else {
                AdjustmentKind::ForfeitLoss
            })
        }
        MatchKind::PairingBye => None,
        MatchKind::Bye { bye } => Some(match bye {
            AbsenceKind::FullPointBye => AdjustmentKind::FullPointBye,
            AbsenceKind::HalfPointBye => AdjustmentKind::HalfPointBye,
            AbsenceKind::ZeroPointBye => AdjustmentKind::ZeroPointBye,
        }),
        MatchKind::NotPaired => Some(AdjustmentKind::ZeroPointBye),
    }
}

/// Match points for `ours` against `theirs` game points (C.07 art. 11).
fn compare(ours: Score, theirs: Score, scoring: MatchScoring) -> Score {
    match ours.cmp(&theirs) {
        std::cmp::Ordering::Greater => scoring.win,
        std::cmp::Ordering::Equal => scoring.draw,
        std::cmp::Ordering::Less => scoring.loss,
    }
}

/// The number of boards of a match: the `352` sequence's length, else the longest `300`
/// line-up, else the most members of one team paired against players in one round.
fn board_count(tournament: &Tournament, n_rounds: usize) -> u16 {
    let setup = tournament.setup();
    if let Some(BoardColours(colours)) = &setup.board_colours
        && !colours.is_empty()
    {
        return u16::try_from(colours.len()).unwrap_or(u16::MAX);
    }
    if let Some(longest) = setup.line_ups.iter().map(|l| l.boards.len()).max() {
        return u16::try_from(longest).unwrap_or(u16::MAX);
    }
    let most = setup
        .teams
        .iter()
        .flat_map(|team| {
            (0..n_rounds).map(move |round| {
                team.members
                    .iter()
                    .filter_map(|id| tournament.player(*id))
                    .filter(|player| takes_part(player.entry(round)))
                    .count()
            })
        })
        .max()
        .unwrap_or(0);
    let fallback = setup
        .teams
        .iter()
        .map(|team| team.members.len())
        .min()
        .unwrap_or(0);
    u16::try_from(if most > 0 { most } else { fallback }).unwrap_or(u16::MAX)
}

/// Who sits where in `round`: `300` line-ups first, then each team's `310` members who took
/// part (in order, see `takes_part`), then, for a team none of whose members was, its first
/// members (so that a bye written on the boards is seen).
fn seating(
    tournament: &Tournament,
    round: RoundNo,
    n_boards: usize,
    problems: &mut Vec<TeamProblem>,
) -> Seating {
    let setup = tournament.setup();
    let n_teams = setup.teams.len();
    let mut seat: Vec<Option<(usize, u16)>> = vec![None; tournament.players().len()];
    let mut boards: Vec<Vec<Option<PlayerId>>> = vec![Vec::new(); n_teams];
    let mut from_line_up = vec![false; n_teams];
    let place = |seat: &mut Vec<Option<(usize, u16)>>,
                 problems: &mut Vec<TeamProblem>,
                 player: PlayerId,
                 team: usize,
                 board: u16| {
        let Some(position) = tournament.position_of(player) else {
            return;
        };
        match seat[position] {
            Some((other, _)) if other != team => problems.push(TeamProblem::PlayerInTwoTeams {
                round,
                player,
                teams: [setup.teams[other].number, setup.teams[team].number],
            }),
            Some(_) => {}
            None => seat[position] = Some((team, board)),
        }
    };
    for line_up in setup.line_ups.iter().filter(|l| l.round == round) {
        let Some(t) = setup
            .teams
            .iter()
            .position(|team| team.number == line_up.team)
        else {
            continue;
        };
        from_line_up[t] = true;
        boards[t] = line_up.boards.clone();
        for (index, player) in line_up.boards.iter().enumerate() {
            if let Some(player) = player {
                let board = u16::try_from(index + 1).unwrap_or(u16::MAX);
                place(&mut seat, problems, *player, t, board);
            }
        }
    }
    for (t, team) in setup.teams.iter().enumerate() {
        if from_line_up[t] {
            continue;
        }
        let free = |id: &&PlayerId| {
            tournament
                .position_of(**id)
                .is_some_and(|position| seat[position].is_none())
        };
        let mut chosen: Vec<PlayerId> = team
            .members
            .iter()
            .filter(free)
            .filter(|id| {
                tournament
                    .player(**id)
                    .is_some_and(|p| takes_part(p.entry(round.index())))
            })
            .copied()
            .collect();
        if chosen.is_empty() {
            chosen = team.members.iter().filter(free).copied().collect();
        }
        chosen.truncate(n_boards.max(1));
        for (index, player) in chosen.iter().enumerate() {
            let board = u16::try_from(index + 1).unwrap_or(u16::MAX);
            place(&mut seat, problems, *player, t, board);
        }
        boards[t] = chosen.into_iter().map(Some).collect();
    }
    Seating { seat, boards }
}

/// Whether a member's round entry puts him on a board: paired against a player, or a forfeit
/// win against an empty board (`0000 - +`), or the bye written on the boards. A forfeit loss
/// without an opponent (`0000 - -`) is how the TRF-2026 team sample writes a member who sat
/// out, so it does not.
fn takes_part(entry: RoundEntry) -> bool {
    entry.opponent().is_some()
        || matches!(
            entry,
            RoundEntry::Unplayed(Unplayed::ForfeitWin { .. } | Unplayed::PairingBye)
        )
}

/// Whether every board with a player carries `code` (and at least one does).
/// Whether a team won a match forfeited on every board (`Some(true)`), lost it (`Some(false)`),
/// or neither (a double forfeit, or as many boards won as lost), by its boards.
fn forfeit_winner(boards: &[BoardEntry]) -> Option<bool> {
    let count = |won: bool| {
        boards
            .iter()
            .filter(|b| match b.entry {
                RoundEntry::Unplayed(Unplayed::ForfeitWin { .. }) => won,
                RoundEntry::Unplayed(Unplayed::ForfeitLoss { .. }) => !won,
                _ => false,
            })
            .count()
    };
    let (wins, losses) = (count(true), count(false));
    (wins != losses).then_some(wins > losses)
}

fn all_boards(boards: &[BoardEntry], code: Unplayed) -> bool {
    let mut seated = boards.iter().filter(|b| b.player.is_some()).peekable();
    seated.peek().is_some() && seated.all(|b| b.entry == RoundEntry::Unplayed(code))
}

/// A team bye of `round`: a `240` record with the team's number, else the same bye code on
/// every board.
fn team_bye(
    tournament: &Tournament,
    number: u16,
    round: RoundNo,
    boards: &[BoardEntry],
) -> Option<AbsenceKind> {
    announced_bye(tournament, number, round).or_else(|| {
        common_bye(
            boards
                .iter()
                .filter(|b| b.player.is_some())
                .map(|b| b.entry),
        )
    })
}

/// The bye of `round` that a `240` record with the team's number announces.
fn announced_bye(tournament: &Tournament, number: u16, round: RoundNo) -> Option<AbsenceKind> {
    tournament
        .setup()
        .absences
        .iter()
        .find(|a| a.round == Some(round) && a.player.get() == number)
        .map(|a| a.kind)
}

/// The bye code (`F`, `H` or `Z`) that every one of `entries` carries; `None` when there are
/// none, or when one is anything else.
fn common_bye(mut entries: impl Iterator<Item = RoundEntry>) -> Option<AbsenceKind> {
    let bye = |entry: RoundEntry| match entry {
        RoundEntry::Unplayed(Unplayed::FullPointBye) => Some(AbsenceKind::FullPointBye),
        RoundEntry::Unplayed(Unplayed::HalfPointBye) => Some(AbsenceKind::HalfPointBye),
        RoundEntry::Unplayed(Unplayed::ZeroPointBye) => Some(AbsenceKind::ZeroPointBye),
        _ => None,
    };
    let first = bye(entries.next()?)?;
    entries
        .all(|entry| bye(entry) == Some(first))
        .then_some(first)
}

/// The game points of a drawn match, half those of a match with every board won: the value of
/// the team PAB and of a half-point bye (C.04.6 art. 1.4).
fn half_of_the_boards(scoring: &ScoringSystem, boards: u16) -> Score {
    Score::from_tenths(scoring.win.times(i32::from(boards)).tenths() / 2)
}

/// The team's colour (art. 1.6.1): board 1's scheduled colour; else the first board with one,
/// turned by the board sequence.
fn team_colour(boards: &[BoardEntry], sequence: Option<&BoardColours>) -> Option<Colour> {
    boards.iter().find_map(|board| {
        let colour = board.entry.scheduled_colour()?;
        let first = BoardColours::first_team_colour(sequence, 1);
        let this = BoardColours::first_team_colour(sequence, usize::from(board.board));
        Some(if first == this {
            colour
        } else {
            colour.opposite()
        })
    })
}

#[allow(clippy::too_many_arguments)]
fn check_boards(
    round: RoundNo,
    team: u16,
    boards: &[BoardEntry],
    other: usize,
    seating: &Seating,
    tournament: &Tournament,
    colour: Option<Colour>,
    sequence: Option<&BoardColours>,
    problems: &mut Vec<TeamProblem>,
) {
    let first = BoardColours::first_team_colour(sequence, 1);
    for board in boards {
        let Some(opponent) = board.entry.opponent() else {
            continue;
        };
        let opponent_seat = tournament
            .position_of(opponent)
            .and_then(|position| seating.seat[position]);
        match opponent_seat {
            Some((team_of_opponent, opponent_board))
                if team_of_opponent == other && opponent_board == board.board => {}
            Some((team_of_opponent, opponent_board)) if team_of_opponent == other => {
                problems.push(TeamProblem::BoardOrder {
                    round,
                    team,
                    board: board.board,
                    opponent_board: Some(opponent_board),
                });
            }
            // Another team: reported as several opponents.
            Some(_) => {}
            None => problems.push(TeamProblem::BoardOrder {
                round,
                team,
                board: board.board,
                opponent_board: None,
            }),
        }
        if let (Some(team_colour), Some(found)) = (colour, board.entry.scheduled_colour()) {
            let this = BoardColours::first_team_colour(sequence, usize::from(board.board));
            let expected = if this == first {
                team_colour
            } else {
                team_colour.opposite()
            };
            if expected != found {
                problems.push(TeamProblem::BoardColour {
                    round,
                    team,
                    board: board.board,
                    expected,
                    found,
                });
            }
        }
    }
}

#[cfg(test)]
#[path = "team/tests.rs"]
mod tests;
