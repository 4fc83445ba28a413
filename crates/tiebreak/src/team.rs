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
//!   against a dummy team whose score is the team's own (art. 16.4 as the 2024 text has it).
//! - `SB` for teams is the 2009 annex's team Sonneborn-Berger: each opponent's score (`:MP` or
//!   `:GP`, default the primary score) times the game points scored against it. The 1967 FIDE
//!   interpretation in our sources divides that by the number of boards, which orders the
//!   same way.

use rondo_core::Score;
use rondo_core::team::{MatchKind, TeamEvent};
use rondo_core::{AbsenceKind, PlayerId, RoundEntry};

use crate::field::rounds_counted;
use crate::{
    StandingsError, StandingsOptions, TeamScore, TiebreakCode, TiebreakSpec, TiebreakValue,
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
    /// unplayed round the dummy opponent's, the team's own score (art. 16.4).
    fn counted_score(&self, t: usize, m: &Match, spec: &TiebreakSpec, which: TeamScore) -> Score {
        match m.opponent_for(spec) {
            Some(opponent) => self.opponent_score(opponent, which),
            None => self.score(t, which),
        }
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
/// (with `/Cn`, `/Mn`, `:MP`, `:GP`), `DE`/`EDE`, `WIN` (matches won).
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
    let field = team_field(tournament, &event, usize::from(rounds));
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
            if spec.code == TiebreakCode::DirectEncounter {
                let parts = direct_encounter(&field, &group, primary, secondary);
                if parts.len() > 1 {
                    for (place, part) in parts.iter().enumerate() {
                        for &t in part {
                            column[t] =
                                TiebreakValue::integer(i64::try_from(place + 1).unwrap_or(0));
                        }
                    }
                }
                refined.extend(parts);
            } else {
                refined.extend(split(&group, column));
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
            | TiebreakCode::DirectEncounter
            | TiebreakCode::Wins
    )
}

fn team_field(tournament: &Tournament, event: &TeamEvent, n_rounds: usize) -> TeamField {
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
    let match_points = matches
        .iter()
        .map(|rounds: &Vec<Match>| rounds.iter().map(|m| m.match_points).sum())
        .collect();
    let game_points = matches
        .iter()
        .map(|rounds: &Vec<Match>| rounds.iter().map(|m| m.game_points).sum())
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
        let draw_gp = Score::from_tenths(
            tournament
                .setup()
                .scoring
                .win
                .times(i32::from(event.boards))
                .tenths()
                / 2,
        );
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
        adjusted_match_points.push(mp);
        adjusted_game_points.push(gp);
    }
    TeamField {
        matches,
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
        TiebreakCode::SonnebornBerger => {
            extended_sb(field, t, spec, selected, TeamScore::GamePoints)
        }
        TiebreakCode::ExtendedSonnebornBerger { opponent, own } => {
            extended_sb(field, t, spec, opponent, own)
        }
        _ => TiebreakValue::ZERO,
    }
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

/// C.07 art. 13.3: direct encounter on the primary score, then on the secondary score; groups
/// that remain are split again from the start (13.3.3).
fn direct_encounter(
    field: &TeamField,
    group: &[usize],
    primary: TeamScore,
    secondary: TeamScore,
) -> Vec<Vec<usize>> {
    for which in [primary, secondary] {
        let points: Vec<TiebreakValue> = {
            let mut points = vec![TiebreakValue::ZERO; field.matches.len()];
            for &t in group {
                let total: Score = field.matches[t]
                    .iter()
                    .filter(|m| m.opponent.is_some_and(|o| group.contains(&o)))
                    .map(|m| of(m, which))
                    .sum();
                points[t] = TiebreakValue::score(total);
            }
            points
        };
        let all_met = group.iter().all(|&a| {
            group
                .iter()
                .all(|&b| a == b || field.matches[a].iter().any(|m| m.opponent == Some(b)))
        });
        if !all_met {
            return vec![group.to_vec()];
        }
        let parts = split(group, &points);
        if parts.len() > 1 {
            return parts
                .into_iter()
                .flat_map(|part| direct_encounter(field, &part, primary, secondary))
                .collect();
        }
    }
    vec![group.to_vec()]
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
