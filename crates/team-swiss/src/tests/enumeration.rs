//! The text's procedure by plain enumeration, for small fields: every PAB candidate, every
//! set of upfloaters, every pairing of a bracket, each judged by the criteria and taken in
//! the text's order. Exponential, and independent of the engine's pruning.

use rondo_core::Score;

use crate::input::{PreferenceType, TeamRound};
use crate::{Strength, preference};

/// A bracket as the tests compare it: the upfloaters, then the pairs.
pub(super) type BracketOutline = (Vec<u16>, Vec<(u16, u16)>);

/// What the text gives: the PAB and, per bracket, the upfloaters (3.5.3 order) and the pairs
/// (top member, bottom member) in identifier order.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Expected {
    pub pab: Option<u16>,
    pub brackets: Vec<BracketOutline>,
}

struct Team {
    tpn: u16,
    score: Score,
    matches: usize,
    barred: bool,
    floated_last: bool,
    pref: Option<(rondo_core::Colour, Strength)>,
}

/// Whether the teams of `set` can all be paired by `ok`, trying every pairing.
fn pairable(set: &[usize], ok: &dyn Fn(usize, usize) -> bool) -> bool {
    if set.is_empty() {
        return true;
    }
    let first = set[0];
    (1..set.len()).any(|i| {
        ok(first, set[i]) && {
            let rest: Vec<usize> = set[1..]
                .iter()
                .enumerate()
                .filter(|(j, _)| *j + 1 != i)
                .map(|(_, v)| *v)
                .collect();
            pairable(&rest, ok)
        }
    })
}

/// Every perfect matching of `set`.
fn matchings(
    set: &[usize],
    ok: &dyn Fn(usize, usize) -> bool,
    out: &mut Vec<Vec<(usize, usize)>>,
    current: &mut Vec<(usize, usize)>,
) {
    if set.is_empty() {
        out.push(current.clone());
        return;
    }
    let first = set[0];
    for i in 1..set.len() {
        if ok(first, set[i]) {
            let rest: Vec<usize> = set[1..]
                .iter()
                .enumerate()
                .filter(|(j, _)| *j + 1 != i)
                .map(|(_, v)| *v)
                .collect();
            current.push((first, set[i]));
            matchings(&rest, ok, out, current);
            current.pop();
        }
    }
}

pub(super) fn pair(round: &TeamRound) -> Option<Expected> {
    let mut entrants: Vec<&crate::TeamEntrant> =
        round.teams.iter().filter(|t| t.to_be_paired).collect();
    entrants.sort_by_key(|t| t.tpn);
    let last = round.is_last_round();
    let floats = !round.is_one_of_last_two();
    let previous = round.round.get() - 1;
    let teams: Vec<Team> = entrants
        .iter()
        .map(|t| Team {
            tpn: t.tpn.get(),
            score: t.pairing_score,
            matches: t.matches.len(),
            barred: t.pab_barred,
            floated_last: t
                .matches
                .iter()
                .any(|m| m.round.get() == previous && m.floated),
            pref: preference(t, round.preferences, last).map(|p| (p.colour, p.strength)),
        })
        .collect();
    let n = teams.len();
    let ok = |a: usize, b: usize| {
        let (x, y) = (entrants[a], entrants[b]);
        a != b
            && !x.matches.iter().any(|m| m.opponent == y.tpn)
            && !y.matches.iter().any(|m| m.opponent == x.tpn)
            && !round
                .forbidden_pairs
                .iter()
                .any(|&(p, q)| (p == x.tpn && q == y.tpn) || (p == y.tpn && q == x.tpn))
    };
    let all: Vec<usize> = (0..n).collect();
    let mut pab = None;
    let mut unpaired = vec![true; n];
    if n % 2 == 1 {
        let mut order = all.clone();
        order.sort_by_key(|i| {
            (
                teams[*i].score,
                std::cmp::Reverse(teams[*i].matches),
                std::cmp::Reverse(teams[*i].tpn),
            )
        });
        let chosen = order.into_iter().filter(|i| !teams[*i].barred).find(|c| {
            let rest: Vec<usize> = all.iter().copied().filter(|i| i != c).collect();
            pairable(&rest, &ok)
        })?;
        pab = Some(teams[chosen].tpn);
        unpaired[chosen] = false;
    } else if !pairable(&all, &ok) {
        return None;
    }
    let mut brackets = Vec::new();
    while let Some(top) = (0..n)
        .filter(|i| unpaired[*i])
        .map(|i| teams[i].score)
        .max()
    {
        let residents: Vec<usize> = (0..n)
            .filter(|i| unpaired[*i] && teams[*i].score == top)
            .collect();
        let potential: Vec<usize> = (0..n)
            .filter(|i| unpaired[*i] && teams[*i].score < top)
            .collect();
        let next_score = potential.iter().map(|i| teams[*i].score).max();
        // Every subset of the potential upfloaters, by size.
        let mut chosen: Option<Vec<usize>> = None;
        for size in (residents.len() % 2..=potential.len()).step_by(2) {
            let mut legal: Vec<Vec<usize>> = Vec::new();
            for mask in 0u32..(1 << potential.len()) {
                if mask.count_ones() as usize != size {
                    continue;
                }
                let set: Vec<usize> = (0..potential.len())
                    .filter(|k| mask >> k & 1 == 1)
                    .map(|k| potential[k])
                    .collect();
                let bracket: Vec<usize> = residents.iter().chain(&set).copied().collect();
                let rest: Vec<usize> = (0..n)
                    .filter(|i| unpaired[*i] && !bracket.contains(i))
                    .collect();
                if pairable(&bracket, &ok) && pairable(&rest, &ok) {
                    legal.push(set);
                }
            }
            if legal.is_empty() {
                continue;
            }
            // [C5]: the ascending list of scores, highest best.
            let c5 = |set: &Vec<usize>| {
                let mut s: Vec<Score> = set.iter().map(|i| teams[*i].score).collect();
                s.sort_unstable();
                s
            };
            let best_c5 = legal.iter().map(c5).max()?;
            legal.retain(|s| c5(s) == best_c5);
            let key = |set: &Vec<usize>| {
                // [C6], pass or fail.
                let c6_fails = next_score.is_some_and(|ns| {
                    let taken: Vec<usize> = residents.iter().chain(set).copied().collect();
                    let left: Vec<usize> = (0..n)
                        .filter(|i| unpaired[*i] && !taken.contains(i) && teams[*i].score == ns)
                        .collect();
                    if left.is_empty() {
                        return false;
                    }
                    let others: Vec<usize> = (0..n)
                        .filter(|i| unpaired[*i] && !taken.contains(i) && !left.contains(i))
                        .collect();
                    let fits = |extra: Option<usize>| {
                        let b: Vec<usize> = left.iter().copied().chain(extra).collect();
                        let r: Vec<usize> = others
                            .iter()
                            .copied()
                            .filter(|i| Some(*i) != extra)
                            .collect();
                        pairable(&b, &ok) && pairable(&r, &ok)
                    };
                    let pass = if left.len() % 2 == 0 {
                        fits(None)
                    } else {
                        others
                            .iter()
                            .any(|u| teams[*u].score < ns && fits(Some(*u)))
                    };
                    !pass
                });
                let c7 = if floats {
                    set.iter().filter(|i| teams[**i].floated_last).count()
                } else {
                    0
                };
                // 3.5.3 order inside the set, 3.5.4 between sets.
                let mut listed = set.clone();
                listed.sort_by_key(|i| (std::cmp::Reverse(teams[*i].score), teams[*i].tpn));
                let tpns: Vec<u16> = listed.iter().map(|i| teams[*i].tpn).collect();
                (c6_fails, c7, tpns)
            };
            chosen = legal.into_iter().min_by_key(key);
            break;
        }
        let mut set = chosen?;
        set.sort_by_key(|i| (std::cmp::Reverse(teams[*i].score), teams[*i].tpn));
        let bracket: Vec<usize> = residents.iter().chain(&set).copied().collect();
        let mut sorted = bracket.clone();
        sorted.sort_unstable();
        let mut all_pairings = Vec::new();
        matchings(&sorted, &ok, &mut all_pairings, &mut Vec::new());
        let judge = |pairing: &Vec<(usize, usize)>| {
            let (mut c8, mut c9, mut c10) = (0, 0, 0);
            for &(a, b) in pairing {
                if let (Some(p), Some(q)) = (teams[a].pref, teams[b].pref)
                    && p.0 == q.0
                {
                    c8 += 1;
                    if round.preferences == PreferenceType::TypeB
                        && p.1 == Strength::Strong
                        && q.1 == Strength::Strong
                    {
                        c9 += 1;
                    }
                }
                let (ua, ub) = (set.contains(&a), set.contains(&b));
                if floats
                    && ((ua && !ub && teams[b].floated_last)
                        || (ub && !ua && teams[a].floated_last))
                {
                    c10 += 1;
                }
            }
            let mut seated: Vec<(u16, u16)> = pairing
                .iter()
                .map(|&(a, b)| {
                    (
                        teams[a].tpn.min(teams[b].tpn),
                        teams[a].tpn.max(teams[b].tpn),
                    )
                })
                .collect();
            seated.sort_unstable();
            let id: Vec<u16> = seated
                .iter()
                .map(|p| p.0)
                .chain(seated.iter().map(|p| p.1))
                .collect();
            ((c8, c9, c10), id, seated)
        };
        let (_, _, seated) = all_pairings.iter().map(judge).min()?;
        for i in &bracket {
            unpaired[*i] = false;
        }
        brackets.push((set.iter().map(|i| teams[*i].tpn).collect(), seated));
    }
    Some(Expected { pab, brackets })
}
