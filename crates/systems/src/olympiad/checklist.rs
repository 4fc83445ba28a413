//! The pairing checklist of an Olympiad round: for each team, in the order of 3.2 (the teams
//! not paired this round last, by number), the facts an arbiter checks a D.02 pairing by and
//! what the team got.
//!
//! Every fact is read from the input the round was paired from (the adapter's
//! `olympiad_round`) and by the engine's own functions (the ranking of 3.2, the colour
//! difference and limits of 7.1 and 7.3), and the causes of 4.2 by [`bye_bars`], which also
//! decides the engine's eligibility, so the checklist cannot disagree with the pairing it
//! lists. The group and the float are those of the round's pairing: the group of 6.3 a team
//! was paired in, and whether it was moved into it from its own, up towards the Median Group
//! below it (8.2) or down towards it above it (8.3).

use rondo_core::team::{MatchKind, TeamEvent};
use rondo_core::{ByColour, Colour, Float, RoundNo, Score, Tournament};
use rondo_olympiad::{RankingOrder, colour_difference, colours_within_limits, ranking};
use rondo_pairing::ReasonKind;

use super::{ByeBar, bye_bars, olympiad_round};
use crate::team::{TeamAssignment, TeamRoundPairing, assignment};

/// The checklist of one Olympiad round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct OlympiadChecklist {
    /// The round paired.
    pub round: u16,
    /// The ranking order of the round (3.2, or the ECU's with the Sonneborn-Berger).
    pub ranking: RankingOrder,
    /// The median team of 6.4 (its `310` number), when the round was paired with groups.
    pub median_team: Option<u16>,
    /// The match points of the Median Group.
    pub median_group: Option<Score>,
    /// One row per team (see the module docs for the order).
    pub rows: Vec<OlympiadChecklistRow>,
}

/// One team's line of the checklist.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct OlympiadChecklistRow {
    /// The team's `310` number, by which the pairing names it.
    pub team: u16,
    /// The team's name.
    pub name: String,
    /// Its place in the ranking before the round (3.2), among the teams to be paired.
    pub rank: Option<usize>,
    /// The initial pairing number of 3.1.
    pub pairing_number: u16,
    /// Match points before the round (3.2.1).
    pub match_points: Score,
    /// Game points before the round.
    pub game_points: Score,
    /// The Olympiad Sonneborn-Berger before the round, under the ECU's ranking only.
    pub sonneborn_berger: Option<Score>,
    /// Board 1's colour of each earlier round, round 1 first (7.1); `None` where the team
    /// played no match over the board (7.7).
    pub colour_history: Vec<Option<Colour>>,
    /// Matches with White minus matches with Black (7.1).
    pub colour_difference: i32,
    /// Which colours of board 1 keep the team within the limits of 7.3.
    pub within_limits: ByColour<bool>,
    /// Why 4.2 bars the team from the bye; empty when it may receive it.
    pub bye_bars: Vec<ByeBar>,
    /// The match points of the group (6.3) the team was paired in this round.
    pub group: Option<Score>,
    /// The float of 8.2 (up) or 8.3 (down): moved into another group to be paired.
    pub float: Option<Float>,
    /// What the team gets this round; a match's float is [`OlympiadChecklistRow::float`].
    pub this_round: TeamAssignment,
}

impl OlympiadChecklistRow {
    /// Whether 4.2 lets the team receive the bye.
    #[must_use]
    pub fn bye_eligible(&self) -> bool {
        self.bye_bars.is_empty()
    }
}

/// The checklist of the round of `paired`, an Olympiad round of `tournament` paired with
/// `ranking`.
#[must_use]
pub fn olympiad_checklist(
    tournament: &Tournament,
    paired: &TeamRoundPairing,
    ranking_order: RankingOrder,
) -> OlympiadChecklist {
    let event = TeamEvent::new(tournament);
    let round = paired.round;
    let view = event.view(tournament, round);
    let input = olympiad_round(tournament, &event, &view).with_ranking(ranking_order);
    let ranked = ranking(&input);
    let brackets = paired.pairing().map_or(&[][..], |p| p.brackets.as_slice());
    let mut rows: Vec<OlympiadChecklistRow> =
        view.teams
            .iter()
            .filter_map(|state| {
                let entrant = input.teams.iter().find(|e| e.tpn.get() == state.team)?;
                // The group a team was paired in, and whether it was moved into it (8.2, 8.3).
                let group = brackets
                    .iter()
                    .find(|b| {
                        b.pairs
                            .iter()
                            .any(|&(a, b)| a == entrant.tpn || b == entrant.tpn)
                    })
                    .map(|b| b.score);
                let moved = brackets.iter().any(|b| b.upfloaters.contains(&entrant.tpn));
                let float = group.filter(|_| moved).and_then(|score| {
                    match score.cmp(&entrant.match_points) {
                        std::cmp::Ordering::Greater => Some(Float::Up),
                        std::cmp::Ordering::Less => Some(Float::Down),
                        std::cmp::Ordering::Equal => None,
                    }
                });
                Some(OlympiadChecklistRow {
                    team: state.team,
                    name: tournament
                        .setup()
                        .teams
                        .iter()
                        .find(|t| t.number == state.team)
                        .map(|t| t.name.clone())
                        .unwrap_or_default(),
                    rank: ranked
                        .iter()
                        .position(|&t| t == entrant.tpn)
                        .map(|at| at + 1),
                    pairing_number: entrant.pairing_number,
                    match_points: state.match_points,
                    game_points: state.game_points,
                    sonneborn_berger: (ranking_order == RankingOrder::European)
                        .then_some(entrant.sonneborn_berger),
                    colour_history: (1..round.get())
                        .filter_map(RoundNo::new)
                        .map(|r| match event.match_of(state.team, r).map(|m| m.kind) {
                            Some(MatchKind::Played { colour, .. }) => colour,
                            _ => None,
                        })
                        .collect(),
                    colour_difference: colour_difference(entrant),
                    within_limits: colours_within_limits(entrant),
                    bye_bars: bye_bars(tournament, &event, state.team, round),
                    group,
                    float,
                    this_round: assignment(paired, state, entrant.to_be_paired, &|_| float),
                })
            })
            .collect();
    // The ranking of 3.2, then the teams not paired this round by number.
    rows.sort_by_key(|row| (row.rank.is_none(), row.rank, row.team));
    let median = brackets
        .iter()
        .flat_map(|b| &b.reasons)
        .find_map(|reason| match reason.kind {
            ReasonKind::OlympiadMedianTeam { team, match_points } => {
                Some((team.get(), match_points))
            }
            _ => None,
        });
    OlympiadChecklist {
        round: round.get(),
        ranking: ranking_order,
        median_team: median.map(|(team, _)| team),
        median_group: median.map(|(_, points)| points),
        rows,
    }
}
