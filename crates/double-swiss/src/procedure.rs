//! The pairing procedure of Art. 3: the PAB (3.4), then the top-scoregroup with its upfloaters
//! (3.5) paired as one bracket (3.6), until everyone is paired.
//!
//! Nothing is enumerated blindly. Every choice is fixed one at a time, in the order the text
//! ranks the alternatives, and kept only if the players left can still be paired (a perfect
//! matching of what is left, [`WitnessMatcher`]):
//!
//! - 3.4: candidates for the PAB in the order of 3.4.2–3.4.4; the first that leaves a perfect
//!   matching of the others (3.4.1, with [C3]).
//! - 3.5: upfloater sets of the fewest players ([C4]), score profiles best first ([C5]), sets
//!   of a profile in the lexicographic order of 3.5.4; the first legal set that meets [C6]
//!   and has no [C7] floater, else the best of the profile by ([C6], [C7], order).
//! - 3.6: the identifier of 3.6.2 is minimised a position at a time: each player in TPN order
//!   becomes a top member if some legal pairing allows it, then each top member takes the
//!   smallest bottom member that still allows one; [C8] first restricts the pairings to the
//!   fewest floater opponents of upfloaters (exactly: every way of allowing that many).

use rondo_core::Score;
use rondo_matching::WitnessMatcher;
use rondo_pairing::{NoValidPairing, for_each_upfloater_set, upfloater_profiles};

use crate::DoubleSwissError;
use crate::field::Field;

/// What pairing one bracket did, for explanations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BracketRecord {
    /// The score of the top-scoregroup.
    pub score: Score,
    /// Its players (field indices, TPN order).
    pub residents: Vec<usize>,
    /// The upfloaters chosen (3.5.3 order).
    pub upfloaters: Vec<usize>,
    /// Whether [C6] could be met by the set chosen.
    pub c6_met: bool,
    /// Upfloaters who floated in the previous match ([C7]).
    pub c7_floaters: usize,
    /// Upfloaters' opponents who floated in the previous match ([C8]).
    pub c8_floaters: usize,
    /// The pairs, (top member, bottom member), in identifier order.
    pub pairs: Vec<(usize, usize)>,
}

/// The pairing of a field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum FieldResult {
    /// Pairs (field indices) and the PAB.
    Paired {
        /// The brackets, top first.
        brackets: Vec<BracketRecord>,
        /// The PAB.
        bye: Option<usize>,
    },
    /// No pairing meets [C1] and [C2].
    NoValidPairing(NoValidPairing),
}

/// Pairs the field.
pub(crate) fn pair_field(field: &Field) -> Result<FieldResult, DoubleSwissError> {
    let n = field.len();
    let mut matcher = WitnessMatcher::new(n, |a, b| field.compatible[a][b]);
    let mut by_score: Vec<usize> = (0..n).collect();
    by_score.sort_by_key(|i| {
        (
            std::cmp::Reverse(field.entrants[*i].score),
            field.entrants[*i].id,
        )
    });
    for group in by_score.chunk_by(|a, b| field.entrants[*a].score == field.entrants[*b].score) {
        seed_natural(&mut matcher, group);
    }
    let everyone = vec![true; n];
    let any = |_: usize, _: usize| true;
    let bye = if n % 2 == 1 {
        let mut candidates: Vec<usize> =
            (0..n).filter(|i| field.entrants[*i].pab_eligible).collect();
        // 3.4.2 lowest score, 3.4.3 most matches played, 3.4.4 largest TPN.
        candidates.sort_by_key(|i| {
            let e = &field.entrants[*i];
            (
                e.score,
                std::cmp::Reverse(e.matches_played),
                std::cmp::Reverse(e.id),
            )
        });
        let mut chosen = None;
        for candidate in candidates {
            let mut active = everyone.clone();
            active[candidate] = false;
            if matcher.perfect(&active, &any) {
                chosen = Some(candidate);
                break;
            }
        }
        match chosen {
            Some(bye) => Some(bye),
            None => return Ok(FieldResult::NoValidPairing(no_pairing(field)?)),
        }
    } else {
        if !matcher.perfect(&everyone, &any) {
            return Ok(FieldResult::NoValidPairing(no_pairing(field)?));
        }
        None
    };
    let mut unpaired: Vec<bool> = (0..n).map(|i| Some(i) != bye).collect();
    let mut brackets = Vec::new();
    while let Some(top_score) = (0..n)
        .filter(|i| unpaired[*i])
        .map(|i| field.entrants[i].score)
        .max()
    {
        let residents: Vec<usize> = (0..n)
            .filter(|i| unpaired[*i] && field.entrants[*i].score == top_score)
            .collect();
        let mut potential: Vec<usize> = (0..n)
            .filter(|i| unpaired[*i] && field.entrants[*i].score < top_score)
            .collect();
        potential.sort_by(|a, b| {
            let (x, y) = (&field.entrants[*a], &field.entrants[*b]);
            (std::cmp::Reverse(x.score), x.id).cmp(&(std::cmp::Reverse(y.score), y.id))
        });
        let choice = choose_upfloaters(field, &mut matcher, &unpaired, &residents, &potential)
            .ok_or(DoubleSwissError::Internal(
                rondo_pairing::BrokenInvariant::MatchingNotMaximum,
            ))?;
        let mut members: Vec<usize> = residents
            .iter()
            .chain(&choice.upfloaters)
            .copied()
            .collect();
        members.sort_unstable();
        let (pairs, c8_floaters) = pair_bracket(field, &members, &choice.upfloaters).ok_or(
            DoubleSwissError::Internal(rondo_pairing::BrokenInvariant::MatchingNotMaximum),
        )?;
        for &(a, b) in &pairs {
            unpaired[a] = false;
            unpaired[b] = false;
        }
        brackets.push(BracketRecord {
            score: top_score,
            residents,
            upfloaters: choice.upfloaters,
            c6_met: choice.c6_met,
            c7_floaters: choice.c7_floaters,
            c8_floaters,
            pairs,
        });
    }
    Ok(FieldResult::Paired { brackets, bye })
}

/// The proof data when no pairing exists: the most pairs the absolute criteria allow.
fn no_pairing(field: &Field) -> Result<NoValidPairing, DoubleSwissError> {
    let max_pairs =
        rondo_pairing::maximum_compatible_pairs(field.len(), |a, b| field.compatible[a][b])?;
    let mut why = NoValidPairing::new(field.len(), max_pairs);
    why.bye_ineligible = field.len() % 2 == 1 && 2 * max_pairs + 1 == field.len();
    Ok(why)
}

/// Starts the witness from the natural pairing (first half against second half by TPN, where
/// allowed), which is what the procedure usually ends with.
fn seed_natural(matcher: &mut WitnessMatcher, members: &[usize]) {
    let half = members.len() / 2;
    for i in 0..half {
        matcher.set_pair(members[i], members[i + half]);
    }
}

/// The upfloaters chosen for a bracket.
struct UpfloaterChoice {
    upfloaters: Vec<usize>,
    c6_met: bool,
    c7_floaters: usize,
}

/// 3.5: the set of upfloaters for the top-scoregroup `residents`, among `potential` (in the
/// order of 3.5.3).
fn choose_upfloaters(
    field: &Field,
    matcher: &mut WitnessMatcher,
    unpaired: &[bool],
    residents: &[usize],
    potential: &[usize],
) -> Option<UpfloaterChoice> {
    // Score levels of the potential upfloaters, highest first, each in TPN order.
    let mut levels: Vec<Vec<usize>> = Vec::new();
    for &p in potential {
        match levels.last_mut() {
            Some(level) if field.entrants[level[0]].score == field.entrants[p].score => {
                level.push(p)
            }
            _ => levels.push(vec![p]),
        }
    }
    let sizes: Vec<usize> = levels.iter().map(Vec::len).collect();
    for size in (residents.len() % 2..=potential.len()).step_by(2) {
        let mut found: Option<(bool, usize, Vec<usize>)> = None;
        for profile in upfloater_profiles(&sizes, size) {
            let mut best: Option<((bool, usize), Vec<usize>)> = None;
            for_each_upfloater_set(&levels, &profile, &mut |set: &[usize]| {
                if !legal(field, matcher, unpaired, residents, set) {
                    return true;
                }
                let c6_fails = !meets_c6(field, matcher, unpaired, residents, set, levels.first());
                let c7 = if field.last_round {
                    0
                } else {
                    set.iter()
                        .filter(|i| field.entrants[**i].floated_last)
                        .count()
                };
                let key = (c6_fails, c7);
                if best.as_ref().is_none_or(|(k, _)| key < *k) {
                    best = Some((key, set.to_vec()));
                }
                key != (false, 0)
            });
            if let Some(((c6_fails, c7), set)) = best {
                found = Some((!c6_fails, c7, set));
                break;
            }
        }
        if let Some((c6_met, c7_floaters, upfloaters)) = found {
            return Some(UpfloaterChoice {
                upfloaters,
                c6_met,
                c7_floaters,
            });
        }
    }
    None
}

/// Whether the bracket of `residents` and `set` can be paired ([C1]) and the players left
/// after it too ([C3]).
fn legal(
    field: &Field,
    matcher: &mut WitnessMatcher,
    unpaired: &[bool],
    residents: &[usize],
    set: &[usize],
) -> bool {
    let mut bracket = vec![false; field.len()];
    for &i in residents.iter().chain(set) {
        bracket[i] = true;
    }
    let rest: Vec<bool> = (0..field.len())
        .map(|i| unpaired[i] && !bracket[i])
        .collect();
    let any = |_: usize, _: usize| true;
    matcher.perfect(&bracket, &any) && matcher.perfect(&rest, &any)
}

/// [C6]: unless the next scoregroup is emptied by `set`, its remaining players can be paired
/// in their own bracket with the fewest upfloaters their number allows (none, or one), with
/// [C1] and [C3].
fn meets_c6(
    field: &Field,
    matcher: &mut WitnessMatcher,
    unpaired: &[bool],
    residents: &[usize],
    set: &[usize],
    next_group: Option<&Vec<usize>>,
) -> bool {
    let Some(next_group) = next_group else {
        return true;
    };
    let left: Vec<usize> = next_group
        .iter()
        .copied()
        .filter(|i| !set.contains(i))
        .collect();
    if left.is_empty() {
        return true;
    }
    let mut taken = vec![false; field.len()];
    for &i in residents.iter().chain(set) {
        taken[i] = true;
    }
    let left_score = field.entrants[left[0]].score;
    let mut lower: Vec<usize> = (0..field.len())
        .filter(|i| unpaired[*i] && !taken[*i] && field.entrants[*i].score < left_score)
        .collect();
    lower.sort_by_key(|i| {
        (
            std::cmp::Reverse(field.entrants[*i].score),
            field.entrants[*i].id,
        )
    });
    let any = |_: usize, _: usize| true;
    let mut check = |extra: Option<usize>| {
        let mut bracket = vec![false; field.len()];
        for &i in left.iter().chain(extra.iter()) {
            bracket[i] = true;
        }
        let rest: Vec<bool> = (0..field.len())
            .map(|i| unpaired[i] && !taken[i] && !bracket[i])
            .collect();
        matcher.perfect(&bracket, &any) && matcher.perfect(&rest, &any)
    };
    if left.len().is_multiple_of(2) {
        check(None)
    } else {
        lower.into_iter().any(|u| check(Some(u)))
    }
}

/// Where a player stands in the identifier (3.6.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Member {
    Unknown,
    Top,
    Bottom,
}

/// 3.6: pairs the bracket of `members` (field indices in TPN order) with the upfloaters
/// `upfloaters`: the fewest [C8] floaters, then the first identifier. Returns the pairs
/// (top member, bottom member) in identifier order and the [C8] count.
pub(crate) fn pair_bracket(
    field: &Field,
    members: &[usize],
    upfloaters: &[usize],
) -> Option<(Vec<(usize, usize)>, usize)> {
    let m = members.len();
    let is_up: Vec<bool> = members.iter().map(|i| upfloaters.contains(i)).collect();
    let floated: Vec<bool> = members
        .iter()
        .map(|i| field.entrants[*i].floated_last)
        .collect();
    let compatible = |a: usize, b: usize| field.compatible[members[a]][members[b]];
    // [C8] (not in the last round): a resident who floated in the previous match, paired with
    // an upfloater.
    let bad = |a: usize, b: usize| {
        (is_up[a] && !is_up[b] && floated[b]) || (is_up[b] && !is_up[a] && floated[a])
    };
    let relevant: Vec<usize> = if field.last_round {
        Vec::new()
    } else {
        (0..m)
            .filter(|u| is_up[*u] && (0..m).any(|r| compatible(*u, r) && bad(*u, r)))
            .collect()
    };
    let everyone = vec![true; m];
    // The sets of upfloaters allowed a floater opponent, for the fewest such pairs.
    let mut graphs: Vec<WitnessMatcher> = Vec::new();
    let mut c8 = 0;
    for allowed_bad in 0..=relevant.len() {
        for subset in subsets(relevant.len(), allowed_bad) {
            let free: Vec<bool> = (0..m)
                .map(|v| {
                    !relevant
                        .iter()
                        .enumerate()
                        .any(|(k, r)| *r == v && !subset.contains(&k))
                })
                .collect();
            let mut matcher = WitnessMatcher::new(m, |a, b| {
                compatible(a, b) && (!bad(a, b) || (free[a] && free[b]))
            });
            for i in 0..m / 2 {
                matcher.set_pair(i, i + m / 2);
            }
            if matcher.perfect(&everyone, &|_, _| true) {
                graphs.push(matcher);
            }
        }
        if !graphs.is_empty() {
            c8 = allowed_bad;
            break;
        }
    }
    if graphs.is_empty() {
        return None;
    }
    let mut member = vec![Member::Unknown; m];
    let mut fixed: Vec<Option<usize>> = vec![None; m];
    let feasible =
        |graphs: &mut Vec<WitnessMatcher>, member: &[Member], fixed: &[Option<usize>]| {
            let allowed = |a: usize, b: usize| {
                let (low, high) = (a.min(b), a.max(b));
                member[low] != Member::Bottom
                    && member[high] != Member::Top
                    && fixed[a].is_none_or(|f| f == b)
                    && fixed[b].is_none_or(|f| f == a)
            };
            graphs.iter_mut().any(|g| g.perfect(&everyone, &allowed))
        };
    let (mut tops, mut bottoms) = (0, 0);
    for v in 0..m {
        member[v] = if tops == m / 2 {
            Member::Bottom
        } else if bottoms == m / 2 {
            Member::Top
        } else {
            member[v] = Member::Top;
            if feasible(&mut graphs, &member, &fixed) {
                Member::Top
            } else {
                Member::Bottom
            }
        };
        match member[v] {
            Member::Top => tops += 1,
            _ => bottoms += 1,
        }
    }
    let mut pairs = Vec::with_capacity(m / 2);
    for t in (0..m).filter(|v| member[*v] == Member::Top) {
        let mut partner = None;
        for b in t + 1..m {
            if member[b] != Member::Bottom || fixed[b].is_some() || !compatible(t, b) {
                continue;
            }
            fixed[t] = Some(b);
            fixed[b] = Some(t);
            if feasible(&mut graphs, &member, &fixed) {
                partner = Some(b);
                break;
            }
            fixed[t] = None;
            fixed[b] = None;
        }
        pairs.push((members[t], members[partner?]));
    }
    Some((pairs, c8))
}

/// The subsets of `0..n` of `k` elements, in lexicographic order.
fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    fn go(n: usize, k: usize, start: usize, current: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if current.len() == k {
            out.push(current.clone());
            return;
        }
        for i in start..n {
            current.push(i);
            go(n, k, i + 1, current, out);
            current.pop();
        }
    }
    let mut out = Vec::new();
    go(n, k, 0, &mut Vec::new(), &mut out);
    out
}
