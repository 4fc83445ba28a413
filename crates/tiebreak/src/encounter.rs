//! Direct encounter, C.07 (2026) art. 6, and the 2009 annex 2(e).
//!
//! Policy:
//! - A mini-table of the tied participants is built from their games against each other only.
//!   Forfeits are left out unless `/P` is given or the event is a round robin (art. 6.1.1, 15.2).
//!   Two participants who met more than once score the average of their games (art. 6.1.2).
//! - When every tied participant met every other (art. 6.2), the mini-table ranks them, and the
//!   rule is applied again to each group still tied, until nothing changes.
//! - Otherwise (art. 6.3) a participant is ranked first only if he would be alone on top whatever
//!   the results of the missing games: his mini-table points must exceed every other
//!   participant's points plus a win for each tied participant that one has not met. Then the
//!   same for the next place, and so on; the participants left over are tied again and the
//!   article is applied to them anew (their own mini-table).
//! - The 2009 annex separates only when all tied players met each other, by the sum of their
//!   points, once.

use std::cmp::Reverse;

use rondo_core::Score;

use crate::Rules;
use crate::field::Field;

/// Splits a tied group into ordered subgroups, best first. A group that direct encounter cannot
/// split comes back whole.
pub(crate) fn separate(
    field: &Field<'_>,
    group: &[usize],
    rules: Rules,
    forfeits_as_games: bool,
) -> Vec<Vec<usize>> {
    if group.len() < 2 {
        return vec![group.to_vec()];
    }
    let table = MiniTable::new(field, group, forfeits_as_games || field.round_robin, rules);
    if table.all_met() {
        let mut order: Vec<usize> = (0..group.len()).collect();
        order.sort_by_key(|&i| (Reverse(table.points[i]), i));
        let mut subgroups: Vec<Vec<usize>> = Vec::new();
        let mut last: Option<Points> = None;
        for i in order {
            if last != Some(table.points[i]) {
                subgroups.push(Vec::new());
                last = Some(table.points[i]);
            }
            if let Some(subgroup) = subgroups.last_mut() {
                subgroup.push(group[i]);
            }
        }
        if subgroups.len() == 1 || !rules.is_c07() {
            return subgroups;
        }
        return subgroups
            .into_iter()
            .flat_map(|subgroup| separate(field, &subgroup, rules, forfeits_as_games))
            .collect();
    }
    if !rules.is_c07() {
        return vec![group.to_vec()];
    }
    // Art. 6.3: rank from the top while a place is certain whatever the missing results.
    let mut remaining: Vec<usize> = (0..group.len()).collect();
    let mut ranked: Vec<Vec<usize>> = Vec::new();
    while remaining.len() >= 2 {
        let Some(&top) = remaining
            .iter()
            .max_by_key(|&&i| (table.points[i], Reverse(i)))
        else {
            break;
        };
        let certain = remaining
            .iter()
            .filter(|&&i| i != top)
            .all(|&i| table.points[top] > table.best_case(i));
        if !certain {
            break;
        }
        ranked.push(vec![group[top]]);
        remaining.retain(|&i| i != top);
    }
    if ranked.is_empty() {
        return vec![group.to_vec()];
    }
    let rest: Vec<usize> = remaining.iter().map(|&i| group[i]).collect();
    ranked.extend(separate(field, &rest, rules, forfeits_as_games));
    ranked
}

/// Points as an exact fraction with denominator `DENOMINATOR` (averages of repeated games).
type Points = i64;

/// Enough to hold averages of up to 2520 = lcm(1..=10) repeated meetings exactly.
const DENOMINATOR: i64 = 2520;

struct MiniTable {
    /// Mini-table points of each member (times `DENOMINATOR`, in tenths).
    points: Vec<Points>,
    /// For each member, how many other members he has not met.
    unmet: Vec<i64>,
    /// A win's points (times `DENOMINATOR`, in tenths).
    win: Points,
}

impl MiniTable {
    fn new(field: &Field<'_>, group: &[usize], forfeits_as_games: bool, rules: Rules) -> MiniTable {
        let n = group.len();
        let mut points = vec![0; n];
        let mut unmet = vec![0; n];
        for (i, &p) in group.iter().enumerate() {
            for (j, &q) in group.iter().enumerate() {
                if i == j {
                    continue;
                }
                let games: Vec<Score> = field.players[p]
                    .rounds
                    .iter()
                    .filter(|round| round.game_opponent(forfeits_as_games) == Some(q))
                    .map(|round| round.points)
                    .collect();
                if games.is_empty() {
                    unmet[i] += 1;
                    continue;
                }
                let total: i64 = games.iter().map(|s| i64::from(s.tenths())).sum();
                let count = i64::try_from(games.len()).unwrap_or(1);
                // The 2009 annex sums repeated games; C.07 art. 6.1.2 averages them.
                points[i] += if rules.is_c07() {
                    total * DENOMINATOR / count
                } else {
                    total * DENOMINATOR
                };
            }
        }
        MiniTable {
            points,
            unmet,
            win: i64::from(field.win_points().tenths()) * DENOMINATOR,
        }
    }

    fn all_met(&self) -> bool {
        self.unmet.iter().all(|&n| n == 0)
    }

    /// The most points member `i` could have if every missing game were his win.
    fn best_case(&self, i: usize) -> Points {
        self.points[i] + self.unmet[i] * self.win
    }
}
