//! Team standings, for files that hold teams (TRF `013`/`310`): match points, game points,
//! extended Sonneborn-Berger, Buchholz and direct encounter (C.07 (2026) art. 11–13, the 2009
//! annex section 3 and 4(b2)).
//!
//! Policy:
//! - The matches are `rondo_core::team::TeamEvent`'s: line-ups (`300`, else the `310` board
//!   order), game points from the boards (`162`), match points by `362` (default 2/1/0, art.
//!   11), matches forfeited as a whole by `330`, the team pairing-allocated bye by `320` (else a
//!   drawn match, C.04.6 art. 1.4), team byes by `240` with the team number. The crate docs of
//!   `rondo_core::team` list the readings.
//! - A forfeited match is an unplayed round (art. 16) unless the tie-break has `/P` (art. 14),
//!   which counts the scheduled opponent as met.
//! - An unplayed round counts, for the team's own Buchholz and Sonneborn-Berger, as a match
//!   against a dummy team whose score is the team's own (art. 16.4); by the 2026 rules (the
//!   default; `--rules`/`/V` choose another edition) it is capped at the scheduled opponent's
//!   adjusted score for a match forfeited, and at a drawn match's match or game points per
//!   round otherwise.
//! - `SB` for teams is the 2009 annex's team Sonneborn-Berger: each opponent's score (`:MP` or
//!   `:GP`, default the primary score) times the game points scored against it. The 1967 FIDE
//!   interpretation in our sources divides that by the number of boards, which orders the
//!   same way.
//! - Direct encounter (`DE`/`EDE`, art. 13.3.1) is art. 6 on the match points, then on the game
//!   points: forfeited matches count only with `/P` (art. 6.1.1), teams that met more than once
//!   score the average of their matches (art. 6.1.2), and when not every tied team met every
//!   other the article ranks a team only where it would be alone whatever the missing matches
//!   gave (art. 6.3; a missing match is worth a won match, or every board won for game
//!   points). Every group it forms is separated again from the match points (art. 13.3.3).
//!
//! # The board tie-breaks (C.07 (2026) art. 12 and 13.3.2)
//!
//! - The board results of a match are its boards' results with forfeits as ordinary wins and
//!   losses (the preamble of art. 12). The pairing-allocated bye is a win on every board (the
//!   same preamble), a full-point bye too, a half-point bye a draw on every board, a zero-point
//!   bye or a round not paired nothing.
//! - `BC`, `TBR` and `BBE` in a list (art. 12.1–12.3) read every match of the rounds counted:
//!   art. 12 is written for the one match of a knock-out tie; a Swiss has a team's whole event
//!   instead, and summing it board by board is the reading that uses nothing but the team's
//!   own results (type B, art. 5). `BC` is the sum of board number × game points on that board,
//!   lower first; `TBR` compares the game points of board 1 over the event, then board 2, and
//!   so on; `BBE` the game points of every board but the last, then without the last two, and
//!   so on down to board 1. The `TBR` and `BBE` columns show the place each team took in its
//!   tied group, like `DE` (a group they do not split shows 0).
//! - The chains `EDET`, `EDEB`, `EDEBT`, `EDEBB` (art. 13.3.2, named in 2026) apply `EDE`; when
//!   exactly two teams are still tied, `BC` (for `EDEBT`, `EDEBB`), then `TBR` (`…T`) or `BBE`
//!   (`…B`), compare them on their own match (their matches, summed, if they met twice):
//!   art. 13.3.2 hands a tie of two teams to the knock-out methods of art. 12, and a knock-out
//!   tie is one match between the two. The worked exercises on the 2023 text published on
//!   FIDE's arbiters' site (46–48) apply art. 12 the same way, to the match of the two tied
//!   teams. With `/P` a forfeited match is their
//!   match too. Teams that never met stay tied.
//! - `SSSC` (art. 13.4) is the secondary score plus the Buchholz on the primary score (with
//!   art. 16 and `/P` as `BH`) divided by the normalising factor: `/Kx`, else the most primary
//!   points of the rounds counted (rounds × a won match, or rounds × every board won) divided by
//!   the most secondary points of one match (every board won, or a won match), rounded down
//!   and at least 1. The value is exact and printed with two decimals. `SSSC/F` takes the
//!   Buchholz of the Fore record instead (art. 8.3): every match paired in the last round
//!   counted (played or forfeited) becomes a drawn match, byes keep their points, and art. 16 is
//!   read on that record (a requested bye followed by the drawn last round is then no longer
//!   followed only by voluntarily unplayed rounds).
//! - `FB` (art. 8.3; `FB:MP`, `FB:GP`, with the modifiers of `BH`) is that Buchholz of the Fore
//!   record as a team tie-break of its own.

use rondo_core::Score;
use rondo_core::team::{MatchKind, TeamEvent, TeamMatch, TeamScoreKind};
use rondo_core::{AbsenceKind, PlayerId, RoundEntry, RoundNo, ScoringSystem, Unplayed};

use crate::field::rounds_counted;
use crate::{
    BoardComparison, Rules, StandingsError, StandingsOptions, TeamScore, TiebreakCode,
    TiebreakSpec, TiebreakValue,
};
use rondo_core::Tournament;

/// Team standings, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamStandings {
    /// The score that ranks the teams first.
    pub primary: TeamScore,
    /// The number of rounds counted.
    pub rounds: u16,
    /// The tie-breaks, in order; `rows[i].values[j]` belongs to `tiebreaks[j]`.
    pub tiebreaks: Vec<TiebreakSpec>,
    /// One row per team, in standings order.
    pub rows: Vec<TeamRow>,
}

/// One team's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamRow {
    /// The place; teams that share a place have the same rank.
    pub rank: u16,
    /// The team number.
    pub team: u16,
    /// The team name.
    pub name: String,
    /// Match points.
    pub match_points: Score,
    /// Game points.
    pub game_points: Score,
    /// One value per tie-break.
    pub values: Vec<TiebreakValue>,
    /// The team's crosstable line: its match in each round counted.
    pub rounds: Vec<TeamCell>,
    /// The board-by-board individual results of the players who sat on its boards.
    pub players: Vec<TeamPlayerRow>,
}

/// One team's round in the team crosstable.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamCell {
    /// The round.
    pub round: u16,
    /// The match: opponent and colour, forfeit, bye.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub kind: MatchKind,
    /// Match points scored.
    pub match_points: Score,
    /// Game points scored.
    pub game_points: Score,
}

/// A player's results on the boards of one team.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamPlayerRow {
    /// The start number.
    pub player: PlayerId,
    /// The name.
    pub name: String,
    /// The board the player sat on in each round counted, if any.
    pub boards: Vec<Option<u16>>,
    /// The result entry of each round counted on this team's boards (`None` off its boards).
    pub entries: Vec<Option<RoundEntry>>,
    /// The points scored on this team's boards.
    pub points: Score,
    /// The rounds the player sat on one of its boards.
    pub rounds: u16,
}

/// The crosstable line and the players' board results of `team` over the first `n_rounds`.
fn crosstable_row(
    tournament: &Tournament,
    event: &TeamEvent,
    team: u16,
    n_rounds: usize,
) -> (Vec<TeamCell>, Vec<TeamPlayerRow>) {
    let Some(t) = event.position(team) else {
        return (Vec::new(), Vec::new());
    };
    let matches = &event.matches[t][..n_rounds.min(event.matches[t].len())];
    let cells = matches
        .iter()
        .map(|m| TeamCell {
            round: m.round.get(),
            kind: m.kind,
            match_points: m.match_points,
            game_points: m.game_points,
        })
        .collect();
    // Players in the order of the team's roster, then those who joined it from elsewhere.
    let roster = tournament
        .setup()
        .teams
        .iter()
        .find(|candidate| candidate.number == team)
        .map(|candidate| candidate.members.clone())
        .unwrap_or_default();
    let mut order: Vec<PlayerId> = Vec::new();
    for m in matches {
        for board in &m.boards {
            if let Some(player) = board.player
                && board.entry != RoundEntry::NOT_PAIRED
                && !order.contains(&player)
            {
                order.push(player);
            }
        }
    }
    order.sort_by_key(|player| {
        roster
            .iter()
            .position(|member| member == player)
            .unwrap_or(usize::MAX)
    });
    let players = order
        .into_iter()
        .map(|player| {
            let seats: Vec<Option<&rondo_core::team::BoardEntry>> = matches
                .iter()
                .map(|m| {
                    // A member listed on a board of a round the team did not play (a team
                    // bye written nowhere on the boards) has nothing to show.
                    m.boards
                        .iter()
                        .find(|b| b.player == Some(player) && b.entry != RoundEntry::NOT_PAIRED)
                })
                .collect();
            TeamPlayerRow {
                player,
                name: tournament
                    .player(player)
                    .map(|p| p.name.clone())
                    .unwrap_or_default(),
                boards: seats.iter().map(|seat| seat.map(|b| b.board)).collect(),
                entries: seats.iter().map(|seat| seat.map(|b| b.entry)).collect(),
                points: seats.iter().flatten().map(|b| b.points).sum(),
                rounds: u16::try_from(seats.iter().flatten().count()).unwrap_or(u16::MAX),
            }
        })
        .collect();
    (cells, players)
}

/// One team's round.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Match {
    /// The opposing team of a played match.
    opponent: Option<usize>,
    /// The scheduled opponent of a match forfeited as a whole (counted as played with `/P`).
    forfeit_opponent: Option<usize>,
    /// A half- or zero-point bye, or no pairing.
    requested_bye: bool,
    /// A match lost (or double) by forfeit.
    forfeit_lost: bool,
    match_points: Score,
    game_points: Score,
}

impl Match {
    /// A voluntarily unplayed round (C.07 art. 16.1): a requested bye (a half- or zero-point
    /// bye, or no pairing), or a forfeit loss unless `/P` counts forfeits as played.
    fn is_voluntarily_unplayed(&self, spec: &TiebreakSpec) -> bool {
        self.requested_bye || (self.forfeit_lost && !spec.played_forfeits)
    }

    /// The opponent whose score counts for `spec`: the played one, or with `/P` (C.07 art.
    /// 14) the scheduled opponent of a forfeited match.
    fn opponent_for(&self, spec: &TiebreakSpec) -> Option<usize> {
        self.opponent
            .or(self.forfeit_opponent.filter(|_| spec.played_forfeits))
    }
}

struct TeamField {
    matches: Vec<Vec<Match>>,
    /// `board_points[t][r][b]`: the game points of team `t` on board `b + 1` in round `r + 1`,
    /// read as art. 12 reads them (see the module docs).
    board_points: Vec<Vec<Vec<Score>>>,
    /// The match points of a won match.
    match_win: Score,
    /// The game points of a match with every board won.
    match_all_boards: Score,
    /// The rounds counted, and a drawn match's match and game points: the 2026 cap of the
    /// dummy opponent's score is a drawn match per round (C.07 art. 16.4).
    rounds: usize,
    match_draw: Score,
    match_draw_games: Score,
    /// The rules edition of the standings; a tie-break's own `/V` overrides it.
    rules: Rules,
    /// The same event with the matches of the last round counted drawn, for the Fore
    /// Buchholz of `SSSC/F` (art. 8.3, 13.4), when a tie-break asks for it.
    fore: Option<Box<TeamField>>,
    match_points: Vec<Score>,
    game_points: Vec<Score>,
    /// The scores as the team's opponents see them (C.07 art. 16.3): a requested bye followed
    /// only by voluntarily unplayed rounds, or in the last round (art. 16.2.5, which covers a
    /// withdrawal), counts as a drawn match.
    adjusted_match_points: Vec<Score>,
    adjusted_game_points: Vec<Score>,
}

impl TeamField {
    /// The score of `opponent` as seen by a team that met it (art. 16.3).
    fn opponent_score(&self, opponent: usize, which: TeamScore) -> Score {
        match which {
            TeamScore::MatchPoints => self.adjusted_match_points[opponent],
            TeamScore::GamePoints => self.adjusted_game_points[opponent],
        }
    }

    /// The score counted for round `m` of team `t`: its opponent's as seen by others, or for an
    /// unplayed round the dummy opponent's (art. 16.4): the team's own score, which the 2026
    /// text caps at the scheduled opponent's adjusted score for a match forfeited, and at a
    /// drawn match per round counted otherwise ("points" being match or game points).
    fn counted_score(&self, t: usize, m: &Match, spec: &TiebreakSpec, which: TeamScore) -> Score {
        if let Some(opponent) = m.opponent_for(spec) {
            return self.opponent_score(opponent, which);
        }
        let own = self.score(t, which);
        if spec.rules(self.rules) < Rules::Fide2026 {
            return own;
        }
        let cap = match m.forfeit_opponent {
            Some(opponent) => self.opponent_score(opponent, which),
            None => {
                let draw = match which {
                    TeamScore::MatchPoints => self.match_draw,
                    TeamScore::GamePoints => self.match_draw_games,
                };
                draw.times(i32::try_from(self.rounds).unwrap_or(i32::MAX))
            }
        };
        own.min(cap)
    }

    fn score(&self, team: usize, which: TeamScore) -> Score {
        match which {
            TeamScore::MatchPoints => self.match_points[team],
            TeamScore::GamePoints => self.game_points[team],
        }
    }
}

fn of(round: &Match, which: TeamScore) -> Score {
    match which {
        TeamScore::MatchPoints => round.match_points,
        TeamScore::GamePoints => round.game_points,
    }
}

/// The team standings of `tournament` by `primary` score, then `specs` in order.
///
/// Available tie-breaks: `MPTS`, `GPTS`, `MPVGP`, `EMMSB`, `EMGSB`, `EGMSB`, `EGGSB`, `SB`, `BH`
/// (with `/Cn`, `/Mn`, `:MP`, `:GP`), `DE`/`EDE`, `WIN` (matches won), the board tie-breaks
/// `BC`, `TBR`, `BBE` (C.07 (2026) art. 12), the chains `EDET`, `EDEB`, `EDEBT`, `EDEBB` (art.
/// 13.3.2) and `SSSC` (art. 13.4, with `/Kx` and `/F`).
///
/// # Errors
///
/// Returns [`StandingsError::NotForTeams`] for a tie-break that is not available for teams.
pub fn team_standings(
    tournament: &Tournament,
    primary: TeamScore,
    specs: &[TiebreakSpec],
    options: &StandingsOptions,
) -> Result<TeamStandings, StandingsError> {
    if let Some(spec) = specs.iter().find(|spec| !available(spec.code)) {
        return Err(StandingsError::NotForTeams(spec.label.clone()));
    }
    let rounds = rounds_counted(tournament, options.after_round);
    let event = TeamEvent::new(tournament);
    let mut field = team_field(tournament, &event, usize::from(rounds), options.rules);
    if specs.iter().any(|spec| {
        spec.code == TiebreakCode::ForeBuchholz
            || (spec.code == TiebreakCode::ScheduleStrengthCombination && spec.fore)
    }) {
        let drawn = last_round_drawn(tournament, &event, usize::from(rounds));
        field.fore = Some(Box::new(team_field(
            tournament,
            &drawn,
            usize::from(rounds),
            options.rules,
        )));
    }
    let teams = &tournament.setup().teams;
    let n = teams.len();
    let secondary = match primary {
        TeamScore::MatchPoints => TeamScore::GamePoints,
        TeamScore::GamePoints => TeamScore::MatchPoints,
    };
    let mut columns: Vec<Vec<TiebreakValue>> = specs
        .iter()
        .map(|spec| {
            (0..n)
                .map(|t| team_value(&field, t, spec, primary, secondary))
                .collect()
        })
        .collect();
    let primary_values: Vec<TiebreakValue> = (0..n)
        .map(|t| TiebreakValue::score(field.score(t, primary)))
        .collect();

    let mut everyone: Vec<usize> = (0..n).collect();
    everyone.sort_by_key(|&t| teams[t].number);
    let mut groups = split(&everyone, &primary_values);
    for (column, spec) in columns.iter_mut().zip(specs) {
        let mut refined = Vec::new();
        for group in groups {
            if group.len() < 2 {
                refined.push(group);
                continue;
            }
            let places = match spec.code {
                TiebreakCode::DirectEncounter | TiebreakCode::DirectEncounterChain { .. } => Some(
                    extended_direct_encounter(&field, &group, primary, secondary, spec),
                ),
                TiebreakCode::TopBoardResults => Some(split_by(&group, |t| field.board_totals(t))),
                TiebreakCode::BottomBoardElimination => Some(split_by(&group, |t| {
                    bottom_board_elimination(&field.board_totals(t))
                })),
                // Art. 12.1: the lower board count ranks higher.
                TiebreakCode::BoardCount => {
                    refined.extend(split_by(&group, |t| std::cmp::Reverse(column[t])));
                    None
                }
                _ => {
                    refined.extend(split(&group, column));
                    None
                }
            };
            if let Some(parts) = places {
                // These columns show the place each team took in its tied group.
                if parts.len() > 1 {
                    for (place, part) in parts.iter().enumerate() {
                        for &t in part {
                            column[t] =
                                TiebreakValue::integer(i64::try_from(place + 1).unwrap_or(0));
                        }
                    }
                }
                refined.extend(parts);
            }
        }
        groups = refined;
    }
    let mut rows = Vec::with_capacity(n);
    let mut rank = 1u16;
    for group in &groups {
        for &t in group {
            let (rounds, players) =
                crosstable_row(tournament, &event, teams[t].number, usize::from(rounds));
            rows.push(TeamRow {
                rank,
                team: teams[t].number,
                name: teams[t].name.clone(),
                match_points: field.match_points[t],
                game_points: field.game_points[t],
                values: columns.iter().map(|column| column[t]).collect(),
                rounds,
                players,
            });
        }
        rank = rank.saturating_add(u16::try_from(group.len()).unwrap_or(u16::MAX));
    }
    Ok(TeamStandings {
        primary,
        rounds,
        tiebreaks: specs.to_vec(),
        rows,
    })
}

/// Whether `code` can rank teams.
pub(crate) fn available(code: TiebreakCode) -> bool {
    matches!(
        code,
        TiebreakCode::Points
            | TiebreakCode::MatchPoints
            | TiebreakCode::GamePoints
            | TiebreakCode::MatchOrGamePoints
            | TiebreakCode::ExtendedSonnebornBerger { .. }
            | TiebreakCode::SonnebornBerger
            | TiebreakCode::Buchholz
            | TiebreakCode::ForeBuchholz
            | TiebreakCode::DirectEncounter
            | TiebreakCode::Wins
            | TiebreakCode::BoardCount
            | TiebreakCode::TopBoardResults
            | TiebreakCode::BottomBoardElimination
            | TiebreakCode::DirectEncounterChain { .. }
            | TiebreakCode::ScheduleStrengthCombination
    )
}

fn team_field(
    tournament: &Tournament,
    event: &TeamEvent,
    n_rounds: usize,
    rules: Rules,
) -> TeamField {
    let teams = &tournament.setup().teams;
    let position = |number: u16| teams.iter().position(|team| team.number == number);
    let matches: Vec<Vec<Match>> = teams
        .iter()
        .map(|team| {
            let rounds = event
                .position(team.number)
                .map(|t| event.matches[t].as_slice())
                .unwrap_or_default();
            (0..n_rounds)
                .map(|round| match rounds.get(round) {
                    Some(m) => Match {
                        opponent: match m.kind {
                            MatchKind::Played { opponent, .. } => position(opponent),
                            _ => None,
                        },
                        forfeit_opponent: match m.kind {
                            MatchKind::Forfeited { opponent, .. } => position(opponent),
                            _ => None,
                        },
                        requested_bye: matches!(
                            m.kind,
                            MatchKind::NotPaired
                                | MatchKind::Bye {
                                    bye: AbsenceKind::HalfPointBye | AbsenceKind::ZeroPointBye
                                }
                        ),
                        forfeit_lost: matches!(
                            m.kind,
                            MatchKind::Forfeited {
                                won: Some(false) | None,
                                ..
                            }
                        ),
                        match_points: m.match_points,
                        game_points: m.game_points,
                    },
                    None => Match {
                        opponent: None,
                        forfeit_opponent: None,
                        requested_bye: true,
                        forfeit_lost: false,
                        match_points: Score::ZERO,
                        game_points: Score::ZERO,
                    },
                })
                .collect()
        })
        .collect();
    // Bonuses and penalties (`299`) are part of a team's score, its own and as its opponents
    // see it: they are points the team holds, not the result of a round.
    let counted = RoundNo::from_index(n_rounds);
    let bonus = |team: u16, which: TeamScoreKind| event.bonus(team, which, counted);
    let match_points = matches
        .iter()
        .zip(teams)
        .map(|(rounds, team): (&Vec<Match>, _)| {
            rounds.iter().map(|m| m.match_points).sum::<Score>()
                + bonus(team.number, TeamScoreKind::MatchPoints)
        })
        .collect();
    let game_points = matches
        .iter()
        .zip(teams)
        .map(|(rounds, team): (&Vec<Match>, _)| {
            rounds.iter().map(|m| m.game_points).sum::<Score>()
                + bonus(team.number, TeamScoreKind::GamePoints)
        })
        .collect();
    // Art. 16.2.5: a requested bye (a half- or zero-point bye, or no pairing) from which on
    // every round is voluntarily unplayed (those and forfeit losses) counts as a drawn match
    // for the opponents.
    let mut adjusted_match_points = Vec::with_capacity(teams.len());
    let mut adjusted_game_points = Vec::with_capacity(teams.len());
    for team in teams {
        let rounds = event
            .position(team.number)
            .map(|t| &event.matches[t][..n_rounds.min(event.matches[t].len())])
            .unwrap_or_default();
        let requested = |kind: MatchKind| {
            matches!(
                kind,
                MatchKind::NotPaired
                    | MatchKind::Bye {
                        bye: AbsenceKind::HalfPointBye | AbsenceKind::ZeroPointBye
                    }
            )
        };
        let voluntary = |kind: MatchKind| {
            requested(kind)
                || matches!(
                    kind,
                    MatchKind::Forfeited {
                        won: Some(false) | None,
                        ..
                    }
                )
        };
        let tail = rounds
            .iter()
            .rev()
            .take_while(|m| voluntary(m.kind))
            .count();
        let draw_gp = event.drawn_match_game_points(&tournament.setup().scoring);
        let (mut mp, mut gp) = (Score::ZERO, Score::ZERO);
        for (index, m) in rounds.iter().enumerate() {
            if index >= rounds.len() - tail && requested(m.kind) {
                mp += event.match_scoring.draw;
                gp += draw_gp;
            } else {
                mp += m.match_points;
                gp += m.game_points;
            }
        }
        adjusted_match_points.push(mp + bonus(team.number, TeamScoreKind::MatchPoints));
        adjusted_game_points.push(gp + bonus(team.number, TeamScoreKind::GamePoints));
    }
    let scoring = &tournament.setup().scoring;
    let n_boards = usize::from(event.boards);
    let board_points = teams
        .iter()
        .map(|team| {
            let rounds = event
                .position(team.number)
                .map(|t| event.matches[t].as_slice())
                .unwrap_or_default();
            (0..n_rounds)
                .map(|round| {
                    rounds.get(round).map_or_else(
                        || vec![Score::ZERO; n_boards],
                        |m| board_results(m, n_boards, scoring),
                    )
                })
                .collect()
        })
        .collect();
    TeamField {
        matches,
        board_points,
        match_win: event.match_scoring.win,
        match_all_boards: scoring.win.times(i32::from(event.boards)),
        rounds: n_rounds,
        match_draw: event.match_scoring.draw,
        match_draw_games: event.drawn_match_game_points(scoring),
        rules,
        fore: None,
        match_points,
        game_points,
        adjusted_match_points,
        adjusted_game_points,
    }
}

fn team_value(
    field: &TeamField,
    t: usize,
    spec: &TiebreakSpec,
    primary: TeamScore,
    secondary: TeamScore,
) -> TiebreakValue {
    let selected = spec.team_score.unwrap_or(primary);
    match spec.code {
        TiebreakCode::Points => TiebreakValue::score(field.score(t, primary)),
        TiebreakCode::MatchPoints => TiebreakValue::score(field.match_points[t]),
        TiebreakCode::GamePoints => TiebreakValue::score(field.game_points[t]),
        TiebreakCode::MatchOrGamePoints => TiebreakValue::score(field.score(t, secondary)),
        TiebreakCode::Wins => TiebreakValue::integer(
            i64::try_from(
                field.matches[t]
                    .iter()
                    .filter(|m| m.match_points == Score::from_points(2))
                    .count(),
            )
            .unwrap_or(0),
        ),
        TiebreakCode::Buchholz => {
            // (contribution, voluntarily unplayed round)
            let mut values: Vec<(i64, bool)> = field.matches[t]
                .iter()
                .map(|m| {
                    (
                        i64::from(field.counted_score(t, m, spec, selected).tenths()),
                        m.is_voluntarily_unplayed(spec),
                    )
                })
                .collect();
            values.sort_unstable();
            // Art. 16.5: each cut of the least significant value removes instead the lowest
            // contribution of a voluntarily unplayed round, when it is not lower.
            for _ in 0..spec.cut_low {
                let Some(&(least, _)) = values.first() else {
                    break;
                };
                let index = values
                    .iter()
                    .position(|&(value, vur)| vur && value >= least)
                    .unwrap_or(0);
                values.remove(index);
            }
            for _ in 0..spec.cut_high {
                values.pop();
            }
            TiebreakValue::ratio(values.iter().map(|(value, _)| value).sum(), 10, 1)
        }
        // Art. 8.3: the Buchholz of the record with the last round's matches drawn.
        TiebreakCode::ForeBuchholz => {
            let buchholz = TiebreakSpec {
                code: TiebreakCode::Buchholz,
                ..spec.clone()
            };
            team_value(
                field.fore.as_deref().unwrap_or(field),
                t,
                &buchholz,
                primary,
                secondary,
            )
        }
        TiebreakCode::SonnebornBerger => {
            extended_sb(field, t, spec, selected, TeamScore::GamePoints)
        }
        TiebreakCode::ExtendedSonnebornBerger { opponent, own } => {
            extended_sb(field, t, spec, opponent, own)
        }
        // Art. 12.1: Σ board number × game points on that board.
        TiebreakCode::BoardCount => {
            TiebreakValue::ratio(board_count_tenths(&field.board_totals(t)), 10, 1)
        }
        TiebreakCode::ScheduleStrengthCombination => {
            schedule_strength_combination(field, t, spec, primary, secondary)
        }
        _ => TiebreakValue::ZERO,
    }
}

/// C.07 art. 13.4: the secondary score plus the Buchholz on the primary score divided by the
/// normalising factor (the module docs give the factor).
fn schedule_strength_combination(
    field: &TeamField,
    t: usize,
    spec: &TiebreakSpec,
    primary: TeamScore,
    secondary: TeamScore,
) -> TiebreakValue {
    let buchholz_spec = TiebreakSpec {
        played_forfeits: spec.played_forfeits,
        team_score: Some(primary),
        ..TiebreakSpec::new(TiebreakCode::Buchholz)
    };
    // `/F`: the schedule strength from Fore Buchholz (art. 13.4 with 8.3).
    let strength_field = if spec.fore {
        field.fore.as_deref().unwrap_or(field)
    } else {
        field
    };
    let buchholz = team_value(strength_field, t, &buchholz_spec, primary, secondary);
    let factor = match spec.normalising_factor {
        Some(factor) => i64::from(factor),
        None => {
            let rounds = i64::try_from(field.matches[t].len()).unwrap_or(0);
            let (most_primary, most_secondary) = match primary {
                TeamScore::MatchPoints => (field.match_win, field.match_all_boards),
                TeamScore::GamePoints => (field.match_all_boards, field.match_win),
            };
            let secondary_tenths = i64::from(most_secondary.tenths());
            if secondary_tenths == 0 {
                1
            } else {
                (rounds * i64::from(most_primary.tenths()) / secondary_tenths).max(1)
            }
        }
    };
    // secondary + BH / factor, both in points: (secondary·factor + BH) / factor.
    let secondary_tenths = i64::from(field.score(t, secondary).tenths());
    let buchholz_tenths = buchholz.numerator() * 10 / buchholz.denominator();
    TiebreakValue::ratio(secondary_tenths * factor + buchholz_tenths, 10 * factor, 2)
}

/// `event` with every match of round `n_rounds` (the last counted) that was paired, played or
/// forfeited, turned into a drawn match: the match points of a draw and half the game points
/// of its boards (Fore Buchholz, C.07 art. 8.3). Byes keep their points.
fn last_round_drawn(tournament: &Tournament, event: &TeamEvent, n_rounds: usize) -> TeamEvent {
    let mut drawn = event.clone();
    let Some(last) = n_rounds.checked_sub(1) else {
        return drawn;
    };
    let half_of_the_boards = event.drawn_match_game_points(&tournament.setup().scoring);
    for rounds in &mut drawn.matches {
        let Some(m) = rounds.get_mut(last) else {
            continue;
        };
        let colour = match m.kind {
            MatchKind::Played { colour, .. } => colour,
            _ => None,
        };
        if let Some(opponent) = m.kind.opponent() {
            m.kind = MatchKind::Played { opponent, colour };
            m.match_points = event.match_scoring.draw;
            m.game_points = half_of_the_boards;
        }
    }
    drawn
}

/// The game points of each board of `m` as art. 12 reads them (C.07 (2026)): forfeits as
/// ordinary results, the pairing-allocated bye and a full-point bye a win on every board, a
/// half-point bye a draw on every board.
fn board_results(m: &TeamMatch, n_boards: usize, scoring: &ScoringSystem) -> Vec<Score> {
    let every_board = |points: Score| vec![points; n_boards];
    match m.kind {
        MatchKind::Played { .. } | MatchKind::Forfeited { .. } => {
            let mut points = vec![Score::ZERO; n_boards];
            for board in &m.boards {
                let Some(slot) = usize::from(board.board)
                    .checked_sub(1)
                    .and_then(|index| points.get_mut(index))
                else {
                    continue;
                };
                *slot = match board.entry {
                    RoundEntry::Unplayed(Unplayed::ForfeitWin { .. }) => scoring.win,
                    RoundEntry::Unplayed(Unplayed::ForfeitLoss { .. }) => scoring.loss,
                    entry => scoring.points(entry),
                };
            }
            points
        }
        MatchKind::PairingBye
        | MatchKind::Bye {
            bye: AbsenceKind::FullPointBye,
        } => every_board(scoring.win),
        MatchKind::Bye {
            bye: AbsenceKind::HalfPointBye,
        } => every_board(scoring.draw),
        MatchKind::Bye {
            bye: AbsenceKind::ZeroPointBye,
        }
        | MatchKind::NotPaired => every_board(Score::ZERO),
    }
}

impl TeamField {
    /// The game points of team `t` on each board over the rounds counted (art. 12.2).
    fn board_totals(&self, t: usize) -> Vec<Score> {
        sum_boards(self.board_points[t].iter())
    }
}

/// Board by board sums of some matches' board results.
fn sum_boards<'a>(matches: impl Iterator<Item = &'a Vec<Score>>) -> Vec<Score> {
    let mut totals: Vec<Score> = Vec::new();
    for boards in matches {
        if totals.len() < boards.len() {
            totals.resize(boards.len(), Score::ZERO);
        }
        for (total, &points) in totals.iter_mut().zip(boards) {
            *total += points;
        }
    }
    totals
}

/// Art. 12.3: the game points of every board but the last, then without the last two, and so
/// on down to board 1, compared in that order.
fn bottom_board_elimination(totals: &[Score]) -> Vec<Score> {
    (1..totals.len())
        .rev()
        .map(|kept| totals[..kept].iter().copied().sum())
        .collect()
}

/// Art. 12.1 on some board results: Σ board number × game points, in tenths.
fn board_count_tenths(totals: &[Score]) -> i64 {
    totals
        .iter()
        .enumerate()
        .map(|(index, points)| i64::try_from(index + 1).unwrap_or(0) * i64::from(points.tenths()))
        .sum()
}

/// C.07 art. 13.2: Σ opponent's score × score obtained against it; `/C1` drops the product for
/// the opponent with the lowest score (the lowest product among equals).
fn extended_sb(
    field: &TeamField,
    t: usize,
    spec: &TiebreakSpec,
    opponent_score: TeamScore,
    own_score: TeamScore,
) -> TiebreakValue {
    let mut products: Vec<(i64, i64)> = field.matches[t]
        .iter()
        .map(|m| {
            let opponent = i64::from(field.counted_score(t, m, spec, opponent_score).tenths());
            (opponent, opponent * i64::from(of(m, own_score).tenths()))
        })
        .collect();
    products.sort_unstable();
    let cut = usize::from(spec.cut_low).min(products.len());
    TiebreakValue::ratio(products[cut..].iter().map(|p| p.1).sum(), 100, 2)
}

/// C.07 art. 13.3: direct encounter (art. 6) on the primary score, then on the secondary
/// score (13.3.1); every group formed is separated again from the start (13.3.3). For the
/// chains, two teams still tied go to the board tie-breaks of their own matches (13.3.2).
fn extended_direct_encounter(
    field: &TeamField,
    group: &[usize],
    primary: TeamScore,
    secondary: TeamScore,
    spec: &TiebreakSpec,
) -> Vec<Vec<usize>> {
    if group.len() < 2 {
        return vec![group.to_vec()];
    }
    for which in [primary, secondary] {
        let parts = direct_encounter(field, group, which, spec);
        if parts.len() > 1 {
            return parts
                .into_iter()
                .flat_map(|part| extended_direct_encounter(field, &part, primary, secondary, spec))
                .collect();
        }
    }
    match (spec.code, group) {
        (TiebreakCode::DirectEncounterChain { board_count, then }, &[a, b]) => {
            board_tiebreaks_of_the_match(field, [a, b], spec, board_count, then)
        }
        _ => vec![group.to_vec()],
    }
}

/// Mini-table points carry this denominator so that averages of repeated matches stay exact
/// (art. 6.1.2): 2520 = lcm(1..=10).
const DENOMINATOR: i64 = 2520;

/// One pass of art. 6 on `which` score: the mini-table ranks the group when everyone met
/// everyone (6.2); otherwise teams are ranked from the top while a place is certain whatever
/// the missing matches give (6.3), and the rest stay together.
fn direct_encounter(
    field: &TeamField,
    group: &[usize],
    which: TeamScore,
    spec: &TiebreakSpec,
) -> Vec<Vec<usize>> {
    let n = group.len();
    let mut points = vec![0i64; n];
    let mut unmet = vec![0i64; n];
    for (i, &a) in group.iter().enumerate() {
        for &b in group {
            if a == b {
                continue;
            }
            let scores: Vec<i64> = field.matches[a]
                .iter()
                .filter(|m| m.opponent_for(spec) == Some(b))
                .map(|m| i64::from(of(m, which).tenths()))
                .collect();
            if scores.is_empty() {
                unmet[i] += 1;
            } else {
                let count = i64::try_from(scores.len()).unwrap_or(1);
                points[i] += scores.iter().sum::<i64>() * DENOMINATOR / count;
            }
        }
    }
    if unmet.iter().all(|&u| u == 0) {
        let values: Vec<TiebreakValue> = {
            let mut values = vec![TiebreakValue::ZERO; field.matches.len()];
            for (i, &t) in group.iter().enumerate() {
                values[t] = TiebreakValue::integer(points[i]);
            }
            values
        };
        return split(group, &values);
    }
    // Art. 6.3: a missing match could have been won (a won match, or every board won).
    let best = match which {
        TeamScore::MatchPoints => field.match_win,
        TeamScore::GamePoints => field.match_all_boards,
    };
    let best = i64::from(best.tenths()) * DENOMINATOR;
    let mut remaining: Vec<usize> = (0..n).collect();
    let mut ranked: Vec<Vec<usize>> = Vec::new();
    while remaining.len() >= 2 {
        let Some(&top) = remaining
            .iter()
            .max_by_key(|&&i| (points[i], std::cmp::Reverse(i)))
        else {
            break;
        };
        let certain = remaining
            .iter()
            .filter(|&&i| i != top)
            .all(|&i| points[top] > points[i] + unmet[i] * best);
        if !certain {
            break;
        }
        ranked.push(vec![group[top]]);
        remaining.retain(|&i| i != top);
    }
    if !ranked.is_empty() {
        ranked.push(remaining.iter().map(|&i| group[i]).collect());
    }
    if ranked.is_empty() {
        vec![group.to_vec()]
    } else {
        ranked
    }
}

/// Art. 13.3.2 with art. 12: two teams still tied after `EDE` compared on the board results of
/// their own matches: board count (lower first) if asked, then top board results or bottom
/// board elimination.
fn board_tiebreaks_of_the_match(
    field: &TeamField,
    pair: [usize; 2],
    spec: &TiebreakSpec,
    board_count: bool,
    then: BoardComparison,
) -> Vec<Vec<usize>> {
    let [a, b] = pair;
    let against = |team: usize, other: usize| {
        sum_boards(
            field.matches[team]
                .iter()
                .zip(&field.board_points[team])
                .filter(|(m, _)| m.opponent_for(spec) == Some(other))
                .map(|(_, boards)| boards),
        )
    };
    let (boards_a, boards_b) = (against(a, b), against(b, a));
    if boards_a.is_empty() || boards_b.is_empty() {
        return vec![vec![a, b]];
    }
    let mut order = std::cmp::Ordering::Equal;
    if board_count {
        // Lower is better: a is ahead when its count is the smaller.
        order = board_count_tenths(&boards_b).cmp(&board_count_tenths(&boards_a));
    }
    if order == std::cmp::Ordering::Equal {
        order = match then {
            BoardComparison::TopBoardResults => boards_a.cmp(&boards_b),
            BoardComparison::BottomBoardElimination => {
                bottom_board_elimination(&boards_a).cmp(&bottom_board_elimination(&boards_b))
            }
        };
    }
    match order {
        std::cmp::Ordering::Greater => vec![vec![a], vec![b]],
        std::cmp::Ordering::Less => vec![vec![b], vec![a]],
        std::cmp::Ordering::Equal => vec![vec![a, b]],
    }
}

/// Orders a group by `key`, highest first, keeping the order of equals, and cuts it where the
/// key changes.
fn split_by<K: Ord>(group: &[usize], key: impl Fn(usize) -> K) -> Vec<Vec<usize>> {
    let keys: Vec<(usize, K)> = group.iter().map(|&t| (t, key(t))).collect();
    let mut order: Vec<&(usize, K)> = keys.iter().collect();
    order.sort_by(|x, y| y.1.cmp(&x.1));
    let mut parts: Vec<Vec<usize>> = Vec::new();
    let mut last: Option<&K> = None;
    for (t, k) in order {
        match parts.last_mut() {
            Some(part) if last == Some(k) => part.push(*t),
            _ => parts.push(vec![*t]),
        }
        last = Some(k);
    }
    parts
}

/// Orders a group by `values`, highest first, keeping the order of equals, and cuts it where the
/// value changes.
fn split(group: &[usize], values: &[TiebreakValue]) -> Vec<Vec<usize>> {
    let mut order = group.to_vec();
    order.sort_by(|&a, &b| values[b].cmp(&values[a]));
    let mut parts: Vec<Vec<usize>> = Vec::new();
    for t in order {
        match parts.last_mut() {
            Some(part)
                if part
                    .first()
                    .is_some_and(|&first| values[first] == values[t]) =>
            {
                part.push(t);
            }
            _ => parts.push(vec![t]),
        }
    }
    parts
}
