//! Team standings, for files that hold teams (TRF `013`/`310`): match points, game points,
//! extended Sonneborn-Berger, Buchholz and direct encounter (C.07 (2026) art. 11–13, the 2009
//! annex section 3 and 4(b2)).
//!
//! Policy:
//! - The matches are read off the players' games: in each round, a team's opponent is the team
//!   most of its members were paired against (games and forfeits). Its game points are the
//!   points its members scored in that round; match points are 2 for the team with more game
//!   points, 1 each for equal game points, 0 for fewer (art. 11, TRF `362` default).
//! - A team none of whose members was paired against another team had no match that round. If
//!   some member had the pairing-allocated bye it is the team's bye, and its match points follow
//!   from its game points compared with the half of what the members could have scored;
//!   otherwise the team scored nothing.
//! - An unplayed round counts, for the team's own Buchholz and Sonneborn-Berger, as a match
//!   against a dummy team whose score is the team's own (art. 16.4 as the 2024 text has it).
//! - `SB` for teams is the 2009 annex's team Sonneborn-Berger: each opponent's score (`:MP` or
//!   `:GP`, default the primary score) times the game points scored against it. The 1967 FIDE
//!   interpretation in our sources divides that by the number of boards, which orders the
//!   same way.

use rondo_core::Score;

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
}

/// One team's round.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Match {
    opponent: Option<usize>,
    match_points: Score,
    game_points: Score,
}

struct TeamField {
    matches: Vec<Vec<Match>>,
    match_points: Vec<Score>,
    game_points: Vec<Score>,
}

impl TeamField {
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
    let field = team_field(tournament, usize::from(rounds));
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
            rows.push(TeamRow {
                rank,
                team: teams[t].number,
                name: teams[t].name.clone(),
                match_points: field.match_points[t],
                game_points: field.game_points[t],
                values: columns.iter().map(|column| column[t]).collect(),
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

fn team_field(tournament: &Tournament, n_rounds: usize) -> TeamField {
    let teams = &tournament.setup().teams;
    let scoring = tournament.setup().scoring;
    // The team of each player position.
    let mut team_of = vec![None; tournament.players().len()];
    for (t, team) in teams.iter().enumerate() {
        for member in &team.members {
            if let Some(position) = tournament.position_of(*member) {
                team_of[position] = Some(t);
            }
        }
    }
    let mut matches = vec![Vec::with_capacity(n_rounds); teams.len()];
    for round in 0..n_rounds {
        for (t, team) in teams.iter().enumerate() {
            let entries: Vec<_> = team
                .members
                .iter()
                .filter_map(|member| tournament.player(*member))
                .map(|player| player.entry(round))
                .collect();
            let mut votes = vec![0usize; teams.len()];
            for entry in &entries {
                if let Some(other) = entry
                    .opponent()
                    .and_then(|id| tournament.position_of(id))
                    .and_then(|position| team_of[position])
                    .filter(|&other| other != t)
                {
                    votes[other] += 1;
                }
            }
            let opponent = (0..teams.len())
                .filter(|&other| votes[other] > 0)
                .max_by_key(|&other| (votes[other], std::cmp::Reverse(other)));
            let game_points: Score = entries.iter().map(|entry| scoring.points(*entry)).sum();
            let bye = opponent.is_none() && entries.iter().any(|entry| entry.is_pairing_bye());
            // A match's points are settled below, once both sides are known.
            let match_points = if bye {
                let possible = scoring
                    .win
                    .times(i32::try_from(entries.len()).unwrap_or(i32::MAX));
                compare(game_points.times(2), possible)
            } else {
                Score::ZERO
            };
            matches[t].push(Match {
                opponent,
                match_points,
                game_points,
            });
        }
        for t in 0..teams.len() {
            if let Some(other) = matches[t][round].opponent {
                let theirs = matches[other][round].game_points;
                let ours = matches[t][round].game_points;
                matches[t][round].match_points = compare(ours, theirs);
            }
        }
    }
    let match_points = matches
        .iter()
        .map(|rounds| rounds.iter().map(|m| m.match_points).sum())
        .collect();
    let game_points = matches
        .iter()
        .map(|rounds| rounds.iter().map(|m| m.game_points).sum())
        .collect();
    TeamField {
        matches,
        match_points,
        game_points,
    }
}

/// Match points: 2 for more, 1 for equal, 0 for fewer.
fn compare(ours: Score, theirs: Score) -> Score {
    match ours.cmp(&theirs) {
        std::cmp::Ordering::Greater => Score::from_points(2),
        std::cmp::Ordering::Equal => Score::ONE,
        std::cmp::Ordering::Less => Score::ZERO,
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
            let mut values: Vec<i64> = field.matches[t]
                .iter()
                .map(|m| {
                    let opponent = m.opponent.unwrap_or(t);
                    i64::from(field.score(opponent, selected).tenths())
                })
                .collect();
            values.sort_unstable();
            let low = usize::from(spec.cut_low).min(values.len());
            let high = usize::from(spec.cut_high).min(values.len() - low);
            TiebreakValue::ratio(values[low..values.len() - high].iter().sum(), 10, 1)
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
            let opponent = i64::from(
                field
                    .score(m.opponent.unwrap_or(t), opponent_score)
                    .tenths(),
            );
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
