//! The teams to pair, ranked (3.2, or the ECU's order), with what the rules read of them.
//!
//! Teams are indexed by their place in the ranking: index 0 is the highest ranked team, so
//! "higher ranked" is "smaller index" everywhere in the procedure.

use std::cmp::Reverse;

use rondo_core::{ByColour, Colour, Score};

use crate::colours::ColourHistory;
use crate::input::{OlympiadEntrant, OlympiadRound, RankingOrder, Tpn};

pub(crate) struct Field<'a> {
    pub teams: Vec<&'a OlympiadEntrant>,
    pub histories: Vec<ColourHistory>,
    /// 6.1: not met over the board, and not a forbidden pair.
    compatible: Vec<Vec<bool>>,
    /// 7.3: some colour of board 1 keeps both teams within the colour limits.
    within_limits: Vec<Vec<bool>>,
}

impl<'a> Field<'a> {
    pub fn new(round: &'a OlympiadRound) -> Field<'a> {
        let teams = ranked(round);
        let n = teams.len();
        let histories: Vec<ColourHistory> = teams.iter().map(|t| ColourHistory::of(t)).collect();
        let index_of = |tpn: Tpn| teams.iter().position(|t| t.tpn == tpn);
        let mut compatible = vec![vec![true; n]; n];
        for (a, team) in teams.iter().enumerate() {
            compatible[a][a] = false;
            for m in &team.matches {
                if let Some(b) = index_of(m.opponent) {
                    compatible[a][b] = false;
                    compatible[b][a] = false;
                }
            }
        }
        for &(p, q) in &round.forbidden_pairs {
            if let (Some(a), Some(b)) = (index_of(p), index_of(q)) {
                compatible[a][b] = false;
                compatible[b][a] = false;
            }
        }
        // 7.3 asks of each team only which colours it may receive.
        let may_receive: Vec<ByColour<bool>> = histories
            .iter()
            .map(|h| ByColour {
                white: h.may_receive(Colour::White),
                black: h.may_receive(Colour::Black),
            })
            .collect();
        let within_limits = (0..n)
            .map(|a| {
                (0..n)
                    .map(|b| {
                        (may_receive[a].white && may_receive[b].black)
                            || (may_receive[a].black && may_receive[b].white)
                    })
                    .collect()
            })
            .collect();
        Field {
            teams,
            histories,
            compatible,
            within_limits,
        }
    }

    pub fn len(&self) -> usize {
        self.teams.len()
    }

    pub fn tpn(&self, index: usize) -> Tpn {
        self.teams[index].tpn
    }

    pub fn pairing_number(&self, index: usize) -> u16 {
        self.teams[index].pairing_number
    }

    pub fn match_points(&self, index: usize) -> Score {
        self.teams[index].match_points
    }

    /// 6.1.
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        self.compatible[a][b]
    }

    /// 6.1 and, while the group observes them, the colour limits of 7.3.
    pub fn compatible_within(&self, a: usize, b: usize, limits_observed: bool) -> bool {
        self.compatible[a][b] && (!limits_observed || self.within_limits[a][b])
    }
}

/// The teams to be paired, ranked before the round (3.2, or the ECU's order), the highest
/// ranked first.
pub(crate) fn ranked(round: &OlympiadRound) -> Vec<&OlympiadEntrant> {
    let mut teams: Vec<&OlympiadEntrant> = round.teams.iter().filter(|t| t.to_be_paired).collect();
    teams.sort_by_key(|t| ranking_key(t, round.ranking));
    teams
}

/// The ranking before a round: match points (3.2.1), then the ECU's Olympiad Sonneborn-Berger
/// if its order is chosen, then the initial pairing number (3.2.2).
fn ranking_key(
    team: &OlympiadEntrant,
    order: RankingOrder,
) -> (Reverse<Score>, Reverse<Score>, u16, Tpn) {
    let second = match order {
        RankingOrder::Olympiad => Score::ZERO,
        RankingOrder::European => team.sonneborn_berger,
    };
    (
        Reverse(team.match_points),
        Reverse(second),
        team.pairing_number,
        team.tpn,
    )
}
