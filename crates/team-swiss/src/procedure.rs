//! The pairing procedure of Art. 3: the PAB (3.4), then the top-scoregroup with its
//! upfloaters (3.5) paired as one bracket (3.6), until every team is paired.
//!
//! Every choice is fixed in the order the text ranks the alternatives and kept only if the
//! teams left can still be paired (a perfect matching of what is left, [`WitnessMatcher`]), so no
//! search ever enumerates pairings blindly:
//!
//! - 3.4: PAB candidates in the order of 3.4.2–3.4.4; the first whose absence leaves a
//!   perfect matching of the others (3.4.1).
//! - 3.5: sets of the fewest upfloaters (\[C4\]), score profiles best first (\[C5\]), sets of a
//!   profile in the order of 3.5.4; among the legal sets of the first profile that has one,
//!   the best by (\[C6\] met, fewest \[C7\] floaters), then the first in order.
//! - 3.6: `bracket.rs`.

use rondo_core::Score;
use rondo_matching::WitnessMatcher;
use rondo_pairing::{NoValidPairing, for_each_upfloater_set, upfloater_profiles};

use crate::TeamSwissError;
use crate::bracket::{PairCost, pair_bracket};
use crate::colours::{Preference, preference, same_preference};
use crate::input::{PreferenceType, TeamEntrant, TeamRound};

/// The teams to pair, in TPN order, with what the criteria need.
pub(crate) struct Field<'a> {
    pub teams: Vec<&'a TeamEntrant>,
    /// \[C1\]: not met over the board and not a forbidden pair.
    pub compatible: Vec<Vec<bool>>,
    /// Floated in the previous round (\[C7\], \[C10\]).
    pub floated_last: Vec<bool>,
    /// The colour preferences (\[C8\], \[C9\]).
    pub preferences: Vec<Option<Preference>>,
    /// Whether \[C7\] and \[C10\] apply (not in the last two rounds).
    pub float_criteria: bool,
    /// Whether \[C9\] applies (Type B).
    pub type_b: bool,
}

impl<'a> Field<'a> {
    pub(crate) fn new(round: &'a TeamRound) -> Field<'a> {
        let mut teams: Vec<&TeamEntrant> = round.teams.iter().filter(|t| t.to_be_paired).collect();
        teams.sort_by_key(|t| t.tpn);
        let n = teams.len();
        let mut compatible = vec![vec![true; n]; n];
        for a in 0..n {
            compatible[a][a] = false;
            for b in 0..n {
                let (x, y) = (teams[a], teams[b]);
                let met = x.matches.iter().any(|m| m.opponent == y.tpn)
                    || y.matches.iter().any(|m| m.opponent == x.tpn)
                    || round
                        .forbidden_pairs
                        .iter()
                        .any(|&(p, q)| (p, q) == (x.tpn, y.tpn) || (q, p) == (x.tpn, y.tpn));
                if met {
                    compatible[a][b] = false;
                }
            }
        }
        let previous = round.round.get().checked_sub(1);
        let floated_last = teams
            .iter()
            .map(|t| {
                t.matches
                    .iter()
                    .any(|m| Some(m.round.get()) == previous && m.floated)
            })
            .collect();
        let last_round = round.is_last_round();
        let preferences = teams
            .iter()
            .map(|t| preference(t, round.preferences, last_round))
            .collect();
        Field {
            teams,
            compatible,
            floated_last,
            preferences,
            float_criteria: !round.is_one_of_last_two(),
            type_b: round.preferences == PreferenceType::TypeB,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.teams.len()
    }

    fn score(&self, i: usize) -> Score {
        self.teams[i].pairing_score
    }
}

/// What pairing one bracket did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BracketRecord {
    /// The score of the top-scoregroup.
    pub score: Score,
    /// Its teams (field indices, TPN order).
    pub residents: Vec<usize>,
    /// The upfloaters (3.5.3 order).
    pub upfloaters: Vec<usize>,
    /// How many teams of lower score could have floated up (3.5.1).
    pub potential: usize,
    /// Whether the set meets \[C6\].
    pub c6_met: bool,
    /// Upfloaters who floated in the previous round (\[C7\]; 0 in the last two rounds).
    pub c7: usize,
    /// The pairs (top member, bottom member) as field indices, in identifier order.
    pub pairs: Vec<(usize, usize)>,
    /// \[C8\], \[C9\], \[C10\] failures of the pairing.
    pub cost: PairCost,
}

/// The PAB and how it was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ByeRecord {
    /// The team (field index).
    pub team: usize,
    /// Teams before it in the order of 3.4.2–3.4.4 whose absence would strand others (3.4.1).
    pub stranding: Vec<usize>,
    /// Teams before it in the order of 3.4.2–3.4.4 barred by \[C2\].
    pub barred_before: Vec<usize>,
}

/// The pairing of a field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum FieldResult {
    Paired {
        brackets: Vec<BracketRecord>,
        bye: Option<ByeRecord>,
    },
    NoValidPairing(NoValidPairing),
}

/// Pairs the field.
pub(crate) fn pair_field(field: &Field) -> Result<FieldResult, TeamSwissError> {
    let n = field.len();
    let mut matcher = WitnessMatcher::new(n, |a, b| field.compatible[a][b]);
    let mut by_score: Vec<usize> = (0..n).collect();
    by_score.sort_by_key(|i| (std::cmp::Reverse(field.score(*i)), *i));
    for group in by_score.chunk_by(|a, b| field.score(*a) == field.score(*b)) {
        let half = group.len() / 2;
        for i in 0..half {
            matcher.set_pair(group[i], group[i + half]);
        }
    }
    let everyone = vec![true; n];
    let any = |_: usize, _: usize| true;
    let bye = if n % 2 == 1 {
        // 3.4.2 lowest score, 3.4.3 most matches played, 3.4.4 largest TPN.
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|i| {
            (
                field.score(*i),
                std::cmp::Reverse(field.teams[*i].matches_played()),
                std::cmp::Reverse(*i),
            )
        });
        let mut stranding = Vec::new();
        let mut barred_before = Vec::new();
        let mut chosen = None;
        for candidate in order.iter().copied() {
            if field.teams[candidate].pab_barred {
                barred_before.push(candidate);
                continue;
            }
            let mut active = everyone.clone();
            active[candidate] = false;
            if matcher.perfect(&active, &any) {
                chosen = Some(candidate);
                break;
            }
            stranding.push(candidate);
        }
        match chosen {
            Some(team) => Some(ByeRecord {
                team,
                stranding,
                barred_before,
            }),
            None => return Ok(FieldResult::NoValidPairing(no_pairing(field)?)),
        }
    } else {
        if !matcher.perfect(&everyone, &any) {
            return Ok(FieldResult::NoValidPairing(no_pairing(field)?));
        }
        None
    };
    let mut unpaired: Vec<bool> = (0..n)
        .map(|i| bye.as_ref().is_none_or(|b| b.team != i))
        .collect();
    let mut brackets = Vec::new();
    while let Some(top_score) = (0..n)
        .filter(|i| unpaired[*i])
        .map(|i| field.score(i))
        .max()
    {
        let residents: Vec<usize> = (0..n)
            .filter(|i| unpaired[*i] && field.score(*i) == top_score)
            .collect();
        // 3.5.1 and 3.5.3: every team of lower score, by score then TPN.
        let mut potential: Vec<usize> = (0..n)
            .filter(|i| unpaired[*i] && field.score(*i) < top_score)
            .collect();
        potential.sort_by_key(|i| (std::cmp::Reverse(field.score(*i)), *i));
        let choice = choose_upfloaters(field, &mut matcher, &unpaired, &residents, &potential)
            .ok_or(TeamSwissError::Internal(
                rondo_pairing::BrokenInvariant::MatchingNotMaximum,
            ))?;
        let mut members: Vec<usize> = residents
            .iter()
            .chain(&choice.upfloaters)
            .copied()
            .collect();
        members.sort_unstable();
        let is_up: Vec<bool> = members
            .iter()
            .map(|i| choice.upfloaters.contains(i))
            .collect();
        let compatible = |a: usize, b: usize| field.compatible[members[a]][members[b]];
        let cost =
            |a: usize, b: usize| bracket_cost(field, members[a], members[b], is_up[a], is_up[b]);
        let paired = pair_bracket(members.len(), &compatible, &cost)?.ok_or(
            TeamSwissError::Internal(rondo_pairing::BrokenInvariant::MatchingNotMaximum),
        )?;
        let pairs: Vec<(usize, usize)> = paired
            .pairs
            .iter()
            .map(|&(a, b)| (members[a], members[b]))
            .collect();
        for &(a, b) in &pairs {
            unpaired[a] = false;
            unpaired[b] = false;
        }
        brackets.push(BracketRecord {
            score: top_score,
            residents,
            upfloaters: choice.upfloaters,
            potential: potential.len(),
            c6_met: choice.c6_met,
            c7: choice.c7,
            pairs,
            cost: paired.cost,
        });
    }
    Ok(FieldResult::Paired { brackets, bye })
}

/// The criteria a pair of the bracket fails: \[C8\] both prefer the same colour (one of them
/// will not get it, Art. 4); \[C9\] both strongly (Type B); \[C10\] an upfloater meets a resident
/// who floated in the previous round (reading: the "upfloater's opponent" is the resident).
pub(crate) fn bracket_cost(field: &Field, a: usize, b: usize, a_up: bool, b_up: bool) -> PairCost {
    let (same, both_strong) = same_preference(field.preferences[a], field.preferences[b]);
    let c9 = field.type_b && both_strong;
    let c10 = field.float_criteria
        && ((a_up && !b_up && field.floated_last[b]) || (b_up && !a_up && field.floated_last[a]));
    (u32::from(same), u32::from(c9), u32::from(c10))
}

/// The proof data when no pairing exists: the most pairs \[C1\] allows.
fn no_pairing(field: &Field) -> Result<NoValidPairing, TeamSwissError> {
    let max_pairs =
        rondo_pairing::maximum_compatible_pairs(field.len(), |a, b| field.compatible[a][b])?;
    Ok(NoValidPairing::new(field.len(), max_pairs))
}

/// The upfloaters chosen for a bracket.
struct UpfloaterChoice {
    upfloaters: Vec<usize>,
    c6_met: bool,
    c7: usize,
}

/// 3.5: the set of upfloaters for the top-scoregroup `residents` among `potential` (3.5.3
/// order).
fn choose_upfloaters(
    field: &Field,
    matcher: &mut WitnessMatcher,
    unpaired: &[bool],
    residents: &[usize],
    potential: &[usize],
) -> Option<UpfloaterChoice> {
    let levels = score_levels(field, potential);
    let sizes: Vec<usize> = levels.iter().map(Vec::len).collect();
    for size in (residents.len() % 2..=potential.len()).step_by(2) {
        for profile in upfloater_profiles(&sizes, size) {
            let mut best: Option<((bool, usize), Vec<usize>)> = None;
            for_each_upfloater_set(&levels, &profile, &mut |set: &[usize]| {
                if !legal(field, matcher, unpaired, residents, set) {
                    return true;
                }
                let c6_fails = !meets_c6(field, matcher, unpaired, residents, set, levels.first());
                let c7 = if field.float_criteria {
                    set.iter().filter(|i| field.floated_last[**i]).count()
                } else {
                    0
                };
                let key = (c6_fails, c7);
                if best.as_ref().is_none_or(|(k, _)| key < *k) {
                    best = Some((key, set.to_vec()));
                }
                // A set that meets both criteria cannot be beaten by a later one.
                key != (false, 0)
            });
            if let Some(((c6_fails, c7), upfloaters)) = best {
                return Some(UpfloaterChoice {
                    upfloaters,
                    c6_met: !c6_fails,
                    c7,
                });
            }
        }
    }
    None
}

/// The potential upfloaters by score level, highest first, each in TPN order.
pub(crate) fn score_levels(field: &Field, potential: &[usize]) -> Vec<Vec<usize>> {
    let mut levels: Vec<Vec<usize>> = Vec::new();
    for &p in potential {
        match levels.last_mut() {
            Some(level) if field.score(level[0]) == field.score(p) => level.push(p),
            _ => levels.push(vec![p]),
        }
    }
    levels
}

/// Whether the bracket of `residents` and `set` can be paired (\[C1\]) and the teams left after
/// it too (\[C3\]).
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

/// \[C6\] (reading A6a): unless `set` empties the following scoregroup, what is left of it can
/// be paired in its own bracket with the fewest upfloaters its number allows (none, or one),
/// with \[C1\] and \[C3\].
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
    let left_score = field.score(left[0]);
    let lower: Vec<usize> = (0..field.len())
        .filter(|i| unpaired[*i] && !taken[*i] && field.score(*i) < left_score)
        .collect();
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
