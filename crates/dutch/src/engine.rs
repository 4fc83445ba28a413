//! The whole field by C.04.3 (2025): the bye facts, the brackets from the top, and the graph
//! each bracket is paired on; the bracket itself is paired by [`crate::procedure`]. The 2017
//! edition has its own bracket sequence (`crate::dutch2017`).
//!
//! **Graphs.** The exact graph of a bracket holds every player not yet paired. When the
//! players below the next score group hold every PAB candidate, a bracket is first paired on a
//! relaxation that holds only the bracket and the next score group, with completion dropped:
//! a player of the two may always "float away". The relaxation's matchings are worth what the
//! exact ones are, minus the completion constraint, so if its final matching can be completed
//! by the players below (checked by [`complete_matching`]), every choice made on it is also
//! the exact graph's choice; otherwise the bracket is paired again on the exact graph. This
//! keeps graphs small in large fields without changing any pairing. The next score group is
//! left out of the relaxation too when the bracket pairs all its players, or all but one whom
//! the next group absorbs equally well whoever he is (checked with its maximum matchings).
//! A first round without history (one homogeneous bracket, nobody with a colour or a float) is
//! paired directly as S1 against S2, the candidate the rules accept at once.

use rondo_core::Score;

use crate::PairError;
use crate::bracket::{
    BracketOutcome, BracketRecord, BracketSpec, ByeFacts, FieldResult, Mode, finish_field,
    no_valid_pairing, record_bracket,
};
use crate::completion::{Inner, complete_matching, complete_matching_with};
use crate::entrants::Field;
use crate::weight::bits_for;

/// Pairs the whole field, bracket by bracket. With `shortcuts` off, every bracket is paired on
/// the exact graph (tests compare the two).
pub(crate) fn pair_field(
    field: &Field,
    groups: &[std::ops::Range<usize>],
    shortcuts: bool,
) -> Result<FieldResult, PairError> {
    let n = field.len();
    if shortcuts && let Some(result) = natural_first_round(field, groups) {
        return Ok(result);
    }
    if field.edition.rules().brackets_2017 {
        return crate::dutch2017::pair_field(field, groups);
    }
    let all: Vec<usize> = (0..n).collect();
    let odd = n % 2 == 1;
    let Some(mates) = complete_matching(field, &all, None, odd)? else {
        return no_valid_pairing(field);
    };
    let mut bye = ByeFacts {
        score: None,
        unplayed_rank: vec![0; n],
        c9_initial: false,
    };
    if let Some(single) = (0..n).find(|v| mates[*v].is_none()) {
        let bye_score = field.entrants[single].score;
        bye.score = Some(bye_score);
        let top_score = field.entrants[0].score;
        if bye_score >= top_score {
            bye.c9_initial = top_group_pairs_within(field, groups, bye_score)?;
        }
        let mut played: Vec<u32> = (0..n)
            .filter(|v| field.entrants[*v].score == bye_score)
            .map(|v| field.entrants[v].played_games)
            .collect();
        played.sort_unstable_by(|a, b| b.cmp(a));
        for v in 0..n {
            if field.entrants[v].score == bye_score {
                let games = field.entrants[v].played_games;
                let last = played.iter().rposition(|g| *g == games).unwrap_or(0);
                bye.unplayed_rank[v] = last as u64;
            }
        }
    }

    let mut finalized = vec![false; n];
    let mut pairs = Vec::new();
    let mut brackets = Vec::new();
    let mut moved_down: Vec<usize> = Vec::new();
    let mut c9 = bye.c9_initial;
    for (group_index, residents) in groups.iter().enumerate() {
        let next = groups
            .get(group_index + 1)
            .cloned()
            .unwrap_or(residents.end..residents.end);
        let below_next = next.end < n;
        // The relaxation is exact-checked only when nobody of the bracket can take the PAB
        // (so C9 plays no part in it). The check then proves completion and the PAB score (C4,
        // C5), the only criteria the relaxed graph leaves out. The PAB may go to the next
        // group only when it is the last: whether C9 applies to it is then known beforehand.
        let mut relaxable = shortcuts
            && !next.is_empty()
            && !bye.c9_initial
            && !c9
            && bye.score.is_none_or(|bye_score| {
                bye_score < field.entrants[next.start].score
                    || (!below_next && bye_score < field.entrants[residents.start].score)
            });
        let look_ahead = if relaxable {
            look_ahead(field, &moved_down, residents, &next)?
        } else {
            LookAhead::Needed
        };
        // With nobody below the next group, a relaxed graph that keeps the next group is the
        // exact graph without the completion field: nothing to gain.
        if !below_next && look_ahead == LookAhead::Needed {
            relaxable = false;
        }
        let mut spec = BracketSpec {
            mdps: moved_down.clone(),
            residents: residents.clone(),
            next: if look_ahead == LookAhead::Needed {
                next.clone()
            } else {
                residents.end..residents.end
            },
            c9,
            mode: if relaxable {
                Mode::Relaxed
            } else {
                Mode::Exact
            },
            dutch2017: None,
        };
        let mut outcome = crate::solver::pair_bracket(field, &bye, &finalized, &spec)?;
        if spec.mode == Mode::Relaxed {
            let mut verified = verify_relaxed(field, &bye, &outcome, &spec, look_ahead, &next)?;
            if !verified && look_ahead != LookAhead::Needed {
                spec.next = next.clone();
                outcome = crate::solver::pair_bracket(field, &bye, &finalized, &spec)?;
                verified = verify_relaxed(field, &bye, &outcome, &spec, LookAhead::Needed, &next)?;
            }
            if !verified {
                spec.mode = Mode::Exact;
                spec.next = next.clone();
                outcome = crate::solver::pair_bracket(field, &bye, &finalized, &spec)?;
            }
        }
        if spec.mode == Mode::Relaxed && !below_next {
            // The last group pairs among itself and with the players moved down to it, so
            // its bracket downfloats at most the PAB assignee: C9 applies to it whenever the
            // PAB goes to it (what the exact graph's matching shows).
            outcome.next_c9 = bye
                .score
                .is_some_and(|bye_score| bye_score >= field.entrants[next.start].score);
        }
        c9 = outcome.next_c9;
        moved_down = record_bracket(
            field,
            residents,
            spec.mdps,
            outcome,
            &mut finalized,
            &mut pairs,
            &mut brackets,
        );
    }
    finish_field(pairs, &moved_down, brackets)
}

/// The first round (C.04.3 (2025) art. 3 on score groups without history): in each bracket,
/// from the top, the player moved down from the bracket above (if any) meets the first
/// resident, then S1, the top half of the other residents, meets S2 in order; an odd last
/// resident moves down, and the one left after the last bracket takes the PAB. This is the
/// first candidate of art. 4 in every bracket and, when every pair is allowed and the PAB
/// assignee is eligible, it fails no criterion (nobody has a colour preference, a float or a
/// game yet, and each bracket moves down at most one player, the fewest possible), so the
/// rules accept it at once. Pairing it directly spares a matching over the whole field: an
/// accelerated first round (Baku, C.04.7) has two or more such groups, whose graphs would be
/// complete, so their size grows with the square of the field. `None` when the shortcut does
/// not apply.
pub(crate) fn natural_first_round(
    field: &Field,
    groups: &[std::ops::Range<usize>],
) -> Option<FieldResult> {
    let fresh = field
        .entrants
        .iter()
        .all(|e| e.colours.is_empty() && e.floats == [None, None] && e.played_games == 0);
    if !fresh {
        return None;
    }
    let mut pairs: Vec<(usize, usize)> = Vec::with_capacity(field.len() / 2);
    let mut brackets = Vec::with_capacity(groups.len());
    let mut moved_down: Option<usize> = None;
    for group in groups {
        let bracket_pairs_from = pairs.len();
        let mut residents = group.clone();
        if let Some(mdp) = moved_down
            && let Some(first) = residents.next()
        {
            if !field.compatible(mdp, first) {
                return None;
            }
            pairs.push((mdp, first));
        }
        let half = residents.len() / 2;
        for i in residents.start..residents.start + half {
            if !field.compatible(i, i + half) {
                return None;
            }
            pairs.push((i, i + half));
        }
        let downfloater = (residents.len() % 2 == 1).then(|| residents.end - 1);
        brackets.push(BracketRecord {
            score: field.entrants[group.start].score,
            moved_down: moved_down.into_iter().collect(),
            residents: group.clone().collect(),
            pairs: pairs[bracket_pairs_from..].to_vec(),
            downfloaters: downfloater.into_iter().collect(),
        });
        moved_down = downfloater;
    }
    if moved_down.is_some_and(|last| !field.entrants[last].pab_eligible) {
        return None;
    }
    pairs.sort_unstable();
    Some(FieldResult::Paired {
        pairs,
        bye: moved_down,
        brackets,
    })
}

/// How much the relaxation of a bracket needs the next score group (C8, one bracket of
/// look-ahead).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum LookAhead {
    /// The next group's pairing may depend on the bracket's choices.
    Needed,
    /// Every optimal matching pairs all the bracket's players (C6 comes before C8): the next
    /// group's part of the matching does not depend on the bracket's choices.
    Nobody,
    /// Every optimal matching pairs all but one player of the bracket, and the next group
    /// absorbs any of them equally well (C8): at best with `pairs` pairs, the floater paired.
    /// That it can do so for the floater chosen, together with completion, is checked
    /// afterwards.
    Anybody { pairs: usize },
}

/// How much the relaxation of a bracket needs the next score group.
fn look_ahead(
    field: &Field,
    mdps: &[usize],
    residents: &std::ops::Range<usize>,
    next: &std::ops::Range<usize>,
) -> Result<LookAhead, PairError> {
    let bracket: Vec<usize> = mdps.iter().copied().chain(residents.clone()).collect();
    let m = bracket.len();
    // Two moved-down players are never paired with each other (art. 3.2).
    let may_meet =
        |a: usize, b: usize| a.max(b) >= mdps.len() && field.compatible(bracket[a], bracket[b]);
    let pairs = maximum_matching(m, &may_meet)?.iter().flatten().count() / 2;
    if 2 * pairs == m {
        return Ok(LookAhead::Nobody);
    }
    if 2 * pairs + 1 < m {
        return Ok(LookAhead::Needed);
    }
    // One player floats down. Adding him to the next group gives its best value (most pairs,
    // and him paired) exactly when he can meet a player whom some maximum matching of the next
    // group leaves out, or, when the next group pairs completely, anybody in it.
    let group: Vec<usize> = next.clone().collect();
    let mates = maximum_matching(group.len(), &|a, b| field.compatible(group[a], group[b]))?;
    let group_pairs = mates.iter().flatten().count() / 2;
    let perfect = 2 * group_pairs == group.len();
    let absorbing: Vec<usize> = if perfect {
        group.clone()
    } else {
        left_out_by_some_maximum_matching(field, &group, &mates)
    };
    let everybody_absorbed = bracket
        .iter()
        .all(|&d| absorbing.iter().any(|&n| field.compatible(d, n)));
    Ok(if everybody_absorbed {
        LookAhead::Anybody {
            pairs: group_pairs + usize::from(!perfect),
        }
    } else {
        LookAhead::Needed
    })
}

/// Whether the relaxed pairing of a bracket is what the exact graph gives: the players it
/// leaves to float away can be completed by the players below, and, when the next group was
/// left out of the graph, it can still absorb the bracket's floater as well as it can absorb
/// anybody, together with completion.
fn verify_relaxed(
    field: &Field,
    bye: &ByeFacts,
    outcome: &BracketOutcome,
    spec: &BracketSpec,
    look_ahead: LookAhead,
    next: &std::ops::Range<usize>,
) -> Result<bool, PairError> {
    let n = field.len();
    let mut rest: Vec<usize> = outcome.floating.clone();
    rest.extend(spec.next.end.max(spec.residents.end)..n);
    rest.sort_unstable();
    rest.dedup();
    let LookAhead::Anybody { pairs } = look_ahead else {
        return Ok(complete_matching(field, &rest, bye.score, false)?.is_some());
    };
    if outcome.leftovers.len() != 1 || rest.first() != outcome.leftovers.first() {
        return Ok(false);
    }
    // The floater comes first, then the next group, then everybody below: a pair inside the
    // floater and the next group is worth two, and one more with the floater in it.
    let prefix = 1 + next.len();
    let value = |a: usize, _b: usize| -> u64 { 2 + u64::from(a == 0) };
    let accept = |mates: &Vec<Option<usize>>| {
        let inside = (0..prefix)
            .filter(|p| mates[*p].is_some_and(|mate| mate < prefix && mate > *p))
            .count();
        inside == pairs && mates[0].is_some_and(|mate| mate < prefix)
    };
    let inner = Inner {
        prefix,
        value: Some(&value),
        bits: bits_for(3 * n as u64 + 3),
        accept: Some(&accept),
    };
    Ok(complete_matching_with(field, &rest, bye.score, false, &inner)?.is_some())
}

/// Players of `group` that some maximum matching leaves out, found from the maximum matching
/// `mates` by even alternating paths from its exposed players. Paths through odd cycles are not
/// followed, so the set may miss some such players (which only makes the caller keep the next
/// group), but every player in it is truly left out by some maximum matching.
fn left_out_by_some_maximum_matching(
    field: &Field,
    group: &[usize],
    mates: &[Option<usize>],
) -> Vec<usize> {
    let m = group.len();
    let mut visited = vec![false; m];
    let mut queue: Vec<usize> = (0..m).filter(|v| mates[*v].is_none()).collect();
    for &v in &queue {
        visited[v] = true;
    }
    let mut even = queue.clone();
    while let Some(x) = queue.pop() {
        for y in 0..m {
            if y == x || visited[y] || !field.compatible(group[x], group[y]) {
                continue;
            }
            let Some(w) = mates[y] else {
                continue;
            };
            if visited[w] {
                continue;
            }
            visited[y] = true;
            visited[w] = true;
            even.push(w);
            queue.push(w);
        }
    }
    even.into_iter().map(|v| group[v]).collect()
}

/// A maximum-cardinality matching of `m` vertices with the given edges.
/// A maximum matching of `m` vertices joined where `compatible` says: pairing each with the
/// next one he may meet when that leaves at most one out (then no matching pairs more), else
/// one from the matching solver. Any maximum matching serves the look-ahead, which only counts
/// pairs and reads vertices that some maximum matching leaves out.
fn maximum_matching(
    m: usize,
    compatible: &impl Fn(usize, usize) -> bool,
) -> Result<Vec<Option<usize>>, PairError> {
    if let Some(mates) = crate::completion::greedy_in_order(m, compatible) {
        return Ok(mates);
    }
    let mut edges = Vec::new();
    for b in 0..m {
        for a in 0..b {
            if compatible(a, b) {
                edges.push((a, b, 1u64));
            }
        }
    }
    maximum_cardinality(m, edges)
}

fn maximum_cardinality(
    m: usize,
    edges: Vec<(usize, usize, u64)>,
) -> Result<Vec<Option<usize>>, PairError> {
    let graph = rondo_matching::SparseGraph::from_edges(m, edges);
    let matching = rondo_matching::maximum_weight_matching(
        &graph,
        &rondo_matching::MatchingOptions::default().with_max_cardinality(true),
    )
    .map_err(PairError::Matching)?;
    Ok(matching.mates().to_vec())
}

/// When the PAB goes to the top score group: whether, in a complete pairing with the PAB there,
/// every other player of the top group can be paired inside it (C9 then applies to the first
/// bracket).
fn top_group_pairs_within(
    field: &Field,
    groups: &[std::ops::Range<usize>],
    bye_score: Score,
) -> Result<bool, PairError> {
    let n = field.len();
    let Some(top) = groups.first() else {
        return Ok(false);
    };
    let candidate =
        |v: usize| field.entrants[v].pab_eligible && field.entrants[v].score <= bye_score;
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            if field.compatible(a, b) {
                let top_field = 1 + u64::from(!candidate(a)) + u64::from(!candidate(b));
                let inside = u64::from(top.contains(&a) && top.contains(&b));
                edges.push((a, b, (top_field << 32) + inside));
            }
        }
    }
    let graph = rondo_matching::SparseGraph::from_edges(n, edges);
    let matching = rondo_matching::maximum_weight_matching(
        &graph,
        &rondo_matching::MatchingOptions::default(),
    )
    .map_err(PairError::Matching)?;
    Ok(top.clone().all(|v| {
        matching
            .mate(v)
            .is_none_or(|mate| field.entrants[mate].score >= field.entrants[top.start].score)
    }))
}
