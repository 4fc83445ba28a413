//! The bracket procedure of C.04.3 (2025) art. 3–4, decided by maximum-weight matchings.
//! The 2017 edition brings its own bracket sequence and fields (`crate::dutch2017`, selected by
//! [`BracketSpec::dutch2017`]); the decisions below are made the same way for both.
//!
//! Policy. The criteria become bit fields of edge weights, most important first (see
//! [`Layout`]), so that a maximum-weight matching is a pairing that is best by the criteria in
//! their order:
//! - **C1–C3** remove edges; **C4** (completion) and **C2/C5** (PAB) are the top field: every
//!   edge is worth one pair plus one for each endpoint that is not a PAB candidate (eligible,
//!   with a score no higher than the lowest possible PAB score, found first), so a maximum
//!   matching pairs everybody but at most one PAB candidate.
//! - **C6–C7** count the pairs of the current bracket and the scores of their higher players by
//!   score group; **C8** does the same for the next score group (one bracket of look-ahead);
//!   **C9** ranks PAB candidates by games played when the bracket's single downfloater takes
//!   the PAB; **C10–C13** are colour fields and **C14–C21** float fields, for pairs inside the
//!   current bracket only.
//! - Edges to players further down carry only the top field (and C9), which enforces
//!   completion for everybody below.
//!
//! Brackets are paired from the top, each on its own graph. A matching decides how much can be
//! achieved; then the generation order of art. 4 is emulated by fixing one choice at a time
//! with small bonuses in the lowest field and re-solving: which moved-down players are paired
//! (4.4, smallest differing BSN first), their opponents (4.2, earliest S2 player first), how
//! many and which residents are exchanged between S1 and S2 (4.3: fewest, smallest BSN-sum
//! difference, lowest S1 players moved down first, highest S2 players moved up first), and
//! finally the opponent of each S1 player (4.2). Players left unpaired move down. Two
//! moved-down players are never paired with each other: art. 3.2 pairs them only with
//! residents.
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
//!
//! **Equivalence with the reference engine.** The fields, their order and the order of the
//! decisions follow the description of bbpPairings v6.0.0 in the project's spec notes; the
//! layout is our own and only the comparisons it induces matter. Each decision is fixed with
//! bonuses that make the chosen option strictly best, so the result does not depend on which
//! optimal matching the solver returns among equals.
//!
//! **Hints to the solver.** Two devices only save time: a tie-break field below the bonuses
//! (worth less than one bonus unit over a whole matching) for pairs of players below the
//! bracket, whose weights otherwise nearly all tie; and, in the last phase of art. 4.2, the
//! duals of the last optimum, which rule out opponents that no best matching can give a player
//! and so spare a re-solve when his current mate is the first one left. Tests pair with and
//! without them ([`crate::tuning::Tuning::hints`]) and require the same pairing.

use rondo_core::{Float, Score};

use crate::PairError;
use crate::completion::{Inner, complete_matching, complete_matching_with};
use crate::entrants::Field;
use crate::matcher::Matcher;
use crate::weight::{BitAllocator, TieBreak, WeightBits, bits_for};
use rondo_pairing::BrokenInvariant;

/// The result of pairing the players of a [`Field`].
#[derive(Clone, Debug)]
pub(crate) enum FieldResult {
    /// Pairs (by index into the field), the bye, and the brackets.
    Paired {
        pairs: Vec<(usize, usize)>,
        bye: Option<usize>,
        brackets: Vec<BracketRecord>,
    },
    /// No pairing satisfies C1–C3 (the witness is added by the caller, which has the view).
    NoValidPairing(rondo_pairing::NoValidPairing),
}

/// What happened in one bracket, by index into the field.
#[derive(Clone, Debug)]
pub(crate) struct BracketRecord {
    pub score: Score,
    pub moved_down: Vec<usize>,
    pub residents: Vec<usize>,
    pub pairs: Vec<(usize, usize)>,
    pub downfloaters: Vec<usize>,
}

/// The field's result once every bracket is paired: the one player left over after the last
/// bracket receives the pairing-allocated bye; more than one is an engine fault.
pub(crate) fn finish_field(
    mut pairs: Vec<(usize, usize)>,
    moved_down: &[usize],
    brackets: Vec<BracketRecord>,
) -> Result<FieldResult, PairError> {
    let bye_player = match moved_down {
        [] => None,
        [single] => Some(*single),
        _ => {
            return Err(PairError::Internal(BrokenInvariant::LeftUnpaired {
                left: moved_down.len(),
            }));
        }
    };
    pairs.sort_unstable();
    Ok(FieldResult::Paired {
        pairs,
        bye: bye_player,
        brackets,
    })
}

/// Marks the pairs of a bracket's `outcome` as finalized, adds them to `pairs`, records the
/// bracket, and returns the players it moves down.
pub(crate) fn record_bracket(
    field: &Field,
    residents: &std::ops::Range<usize>,
    moved_down: Vec<usize>,
    outcome: BracketOutcome,
    finalized: &mut [bool],
    pairs: &mut Vec<(usize, usize)>,
    brackets: &mut Vec<BracketRecord>,
) -> Vec<usize> {
    for &(a, b) in &outcome.pairs {
        finalized[a] = true;
        finalized[b] = true;
    }
    pairs.extend_from_slice(&outcome.pairs);
    brackets.push(BracketRecord {
        score: field.entrants[residents.start].score,
        moved_down,
        residents: residents.clone().collect(),
        pairs: outcome.pairs,
        downfloaters: outcome.leftovers.clone(),
    });
    outcome.leftovers
}

/// Score groups of the field: index ranges of players with the same pairing score.
pub(crate) fn score_groups(field: &Field) -> Vec<std::ops::Range<usize>> {
    let mut groups: Vec<std::ops::Range<usize>> = Vec::new();
    for (index, entrant) in field.entrants.iter().enumerate() {
        match groups.last_mut() {
            Some(group) if field.entrants[group.start].score == entrant.score => {
                group.end = index + 1;
            }
            _ => groups.push(index..index + 1),
        }
    }
    groups
}

/// Facts about the bye, fixed for the whole round.
#[derive(Clone, Debug)]
pub(crate) struct ByeFacts {
    /// The lowest score with which a PAB is possible (C5); `None` if the number is even.
    pub score: Option<Score>,
    /// For C9: each player's rank by games played among the players with the PAB score (most
    /// games first; equal counts share the last rank).
    pub unplayed_rank: Vec<u64>,
    /// Whether C9 applies from the start (to every edge).
    pub c9_initial: bool,
}

/// Which graph a bracket is paired on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Every player not yet paired.
    Exact,
    /// The bracket and the next score group only, completion dropped.
    Relaxed,
}

/// One bracket to pair: its moved-down players, its residents and the next score group.
#[derive(Clone, Debug)]
pub(crate) struct BracketSpec {
    pub mdps: Vec<usize>,
    pub residents: std::ops::Range<usize>,
    pub next: std::ops::Range<usize>,
    /// Whether C9 applies to the edges of this bracket.
    pub c9: bool,
    pub mode: Mode,
    /// The 2017 edition's criteria for this bracket, instead of the 2025 ones.
    pub dutch2017: Option<crate::dutch2017::Stage>,
}

/// What pairing a bracket gave.
#[derive(Clone, Debug)]
pub(crate) struct BracketOutcome {
    pub pairs: Vec<(usize, usize)>,
    pub leftovers: Vec<usize>,
    /// Whether C9 applies to the next bracket.
    pub next_c9: bool,
    /// Players of the bracket and the next group left unmatched by the final matching (they
    /// float away; the relaxation needs them completed by the players below).
    pub floating: Vec<usize>,
}

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
    if field.edition == crate::Edition::Dutch2017 {
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
    let mut edges = Vec::new();
    for b in mdps.len()..m {
        for a in 0..b {
            if field.compatible(bracket[a], bracket[b]) {
                edges.push((a, b, 1u64));
            }
        }
    }
    let pairs = maximum_cardinality(m, edges)?.iter().flatten().count() / 2;
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
    let mut edges = Vec::new();
    for b in 0..group.len() {
        for a in 0..b {
            if field.compatible(group[a], group[b]) {
                edges.push((a, b, 1u64));
            }
        }
    }
    let mates = maximum_cardinality(group.len(), edges)?;
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
fn maximum_cardinality(
    m: usize,
    edges: Vec<(usize, usize, u64)>,
) -> Result<Vec<Option<usize>>, PairError> {
    let graph = rondo_matching::SparseGraph::from_edges(m, edges);
    let matching = rondo_matching::maximum_weight_matching(
        &graph,
        &rondo_matching::MatchingOptions {
            max_cardinality: true,
        },
    )
    .map_err(PairError::Matching)?;
    Ok(matching.mates().to_vec())
}

/// The outcome when no complete pairing exists, with the largest number of pairs possible.
pub(crate) fn no_valid_pairing(field: &Field) -> Result<FieldResult, PairError> {
    let n = field.len();
    let max_pairs = rondo_pairing::maximum_compatible_pairs(n, |a, b| field.compatible(a, b))?;
    Ok(FieldResult::NoValidPairing(
        rondo_pairing::NoValidPairing::new(n, max_pairs),
    ))
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

/// Bit positions of the criteria fields for one bracket.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    /// Total number of bits used.
    pub bits: u32,
    top: Option<u32>,
    current_pairs: u32,
    current_scores: u32,
    next_pairs: u32,
    next_scores: u32,
    unplayed: Option<u32>,
    colour: [u32; 4],
    /// C14–C17 (count fields); `None` when too few rounds were played.
    float_counts: [Option<u32>; 4],
    /// C18–C21 (score fields).
    float_scores: [Option<u32>; 4],
    /// The tie-break field, lowest of all (when anybody is below the bracket).
    tie: Option<TieBreak>,
    /// The low field for ordering bonuses.
    low: u32,
    /// Offset in a score field of each score of the bracket and the next group.
    score_slots: Vec<(Score, u32)>,
    /// The 2017 edition's fields, which replace all the above but `bits` and `low`.
    dutch2017: Option<crate::dutch2017::Criteria>,
}

impl Layout {
    /// The layout of the bracket `spec` on a graph of `n_vertices` players.
    pub fn new(
        field: &Field,
        spec: &BracketSpec,
        bye: &ByeFacts,
        n_vertices: usize,
        rounds_played: usize,
    ) -> Layout {
        if let Some(stage) = spec.dutch2017 {
            let criteria = crate::dutch2017::Criteria::new(field, spec, stage, n_vertices);
            return Layout {
                bits: criteria.bits,
                top: None,
                current_pairs: 0,
                current_scores: 0,
                next_pairs: 0,
                next_scores: 0,
                unplayed: None,
                colour: [0; 4],
                float_counts: [None; 4],
                float_scores: [None; 4],
                tie: criteria.tie,
                low: criteria.low,
                score_slots: Vec::new(),
                dutch2017: Some(criteria),
            };
        }
        let bracket_and_next: Vec<usize> = spec
            .mdps
            .iter()
            .copied()
            .chain(spec.residents.clone())
            .chain(spec.next.clone())
            .collect();
        let k = bracket_and_next.len() as u64;
        let group_bits = bits_for(spec.residents.len().max(spec.next.len()) as u64).max(1);
        // Score sub-fields for the scores of the bracket and the next group, lowest score
        // least significant, each wide enough to count its players.
        let mut scores: Vec<(Score, u64)> = Vec::new();
        for &player in bracket_and_next.iter().rev() {
            let score = field.entrants[player].score;
            match scores.last_mut() {
                Some((last, count)) if *last == score => *count += 1,
                _ => scores.push((score, 1)),
            }
        }
        scores.sort_unstable_by_key(|(score, _)| *score);
        scores.dedup_by(|later, earlier| {
            if later.0 == earlier.0 {
                earlier.1 += later.1;
                true
            } else {
                false
            }
        });
        let mut score_slots = Vec::with_capacity(scores.len());
        let mut score_bits = 0;
        for (score, count) in scores {
            score_slots.push((score, score_bits));
            score_bits += bits_for(count);
        }
        let mut bits = BitAllocator::default();
        let tie = field
            .tuning
            .hints
            .then(|| {
                TieBreak::reserve(
                    &mut bits,
                    n_vertices,
                    spec.mdps.len() + spec.residents.len(),
                )
            })
            .flatten();
        // Ordering bonuses: at most about k² per edge, summed over k/2 edges.
        let low = bits.field(bits_for(k.max(2).pow(3) * 4) + 2);
        let mut float_scores = [None; 4];
        let mut float_counts = [None; 4];
        let float_rounds = [1usize, 1, 2, 2];
        for slot in (0..4).rev() {
            if rounds_played >= float_rounds[slot] {
                float_scores[slot] = Some(bits.field(score_bits));
            }
        }
        for slot in (0..4).rev() {
            if rounds_played >= float_rounds[slot] {
                float_counts[slot] = Some(bits.field(group_bits));
            }
        }
        let mut colour = [0u32; 4];
        for slot in (0..4).rev() {
            colour[slot] = bits.field(group_bits);
        }
        let c9_applies = spec.mode == Mode::Exact && (spec.c9 || bye.c9_initial);
        let unplayed = match (c9_applies, bye.score) {
            (true, Some(bye_score)) => {
                let at_bye_score = field
                    .entrants
                    .iter()
                    .filter(|e| e.score == bye_score)
                    .count() as u64;
                Some(bits.field(bits_for(at_bye_score * at_bye_score + 1)))
            }
            _ => None,
        };
        let next_scores = bits.field(score_bits);
        let next_pairs = bits.field(group_bits);
        let current_scores = bits.field(score_bits);
        let current_pairs = bits.field(group_bits);
        let top =
            (spec.mode == Mode::Exact).then(|| bits.field(bits_for(3 * n_vertices as u64 / 2 + 3)));
        Layout {
            bits: bits.used(),
            top,
            current_pairs,
            current_scores,
            next_pairs,
            next_scores,
            unplayed,
            colour,
            float_counts,
            float_scores,
            tie,
            low,
            score_slots,
            dutch2017: None,
        }
    }

    fn score_slot(&self, score: Score) -> u32 {
        self.score_slots
            .iter()
            .find(|(s, _)| *s == score)
            .map_or(0, |(_, slot)| *slot)
    }
}

/// Where the lower player of an edge sits relative to the bracket being paired.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Region {
    /// A resident of the current bracket: full criteria.
    Current,
    /// A player of the next score group: look-ahead criteria (C8).
    Next,
    /// Further down: completion only.
    Below,
}

/// Pairs one bracket on a fresh graph with `matcher` (whose vertices are `members`, in order).
pub(crate) fn pair_bracket_with<W: WeightBits, M: Matcher<W>>(
    field: &Field,
    bye: &ByeFacts,
    spec: &BracketSpec,
    layout: &Layout,
    members: &[usize],
    matcher: &mut M,
) -> Result<BracketOutcome, PairError> {
    let mut local = vec![usize::MAX; field.len()];
    for (position, member) in members.iter().enumerate() {
        local[*member] = position;
    }
    let mut bracket = Bracket {
        field,
        bye,
        spec,
        layout,
        members,
        local,
        matcher,
        finalized: vec![false; members.len()],
        pairs: Vec::new(),
        _weight: std::marker::PhantomData,
    };
    bracket.run()
}

struct Bracket<'a, W: WeightBits, M: Matcher<W>> {
    field: &'a Field,
    bye: &'a ByeFacts,
    spec: &'a BracketSpec,
    layout: &'a Layout,
    /// The players of the graph, in pairing order (local vertex = position).
    members: &'a [usize],
    /// Local vertex of each player of the field (`usize::MAX` when not in the graph).
    local: Vec<usize>,
    matcher: &'a mut M,
    /// By local vertex.
    finalized: Vec<bool>,
    pairs: Vec<(usize, usize)>,
    _weight: std::marker::PhantomData<W>,
}

impl<W: WeightBits, M: Matcher<W>> Bracket<'_, W, M> {
    fn score(&self, player: usize) -> Score {
        self.field.entrants[player].score
    }

    /// Whether `player` may receive the PAB with the lowest possible PAB score (C2, C5).
    fn bye_candidate(&self, player: usize) -> bool {
        self.bye.score.is_some_and(|score| {
            self.field.entrants[player].pab_eligible && self.score(player) <= score
        })
    }

    fn set(&mut self, a: usize, b: usize, weight: W) {
        let (x, y) = (self.local[a], self.local[b]);
        self.matcher.set_weight(x, y, weight);
    }

    fn mate(&self, player: usize) -> Option<usize> {
        self.matcher
            .mate(self.local[player])
            .map(|vertex| self.members[vertex])
    }

    fn solve(&mut self) -> Result<(), PairError> {
        self.matcher.solve()
    }

    /// Cuts `a` and `b` off the graph and records them as a pair.
    fn finalize(&mut self, a: usize, b: usize) {
        for other in 0..self.members.len() {
            if self.finalized[other] {
                continue;
            }
            for player in [a, b] {
                let vertex = self.local[player];
                if other != vertex {
                    self.matcher.set_weight(vertex, other, W::zero());
                }
            }
        }
        self.finalized[self.local[a]] = true;
        self.finalized[self.local[b]] = true;
        self.pairs.push((a.min(b), a.max(b)));
    }

    fn is_finalized(&self, player: usize) -> bool {
        self.finalized[self.local[player]]
    }

    /// The weight of the edge between `higher` and `lower` (`higher` before `lower` in the
    /// pairing order), with `lower` in `region`.
    fn edge_weight(&self, higher: usize, lower: usize, region: Region) -> W {
        if let Some(criteria) = &self.layout.dutch2017 {
            return criteria.edge_weight(self.field, self.spec, higher, lower, region);
        }
        let mut weight = W::zero();
        if !self.field.compatible(higher, lower) {
            return weight;
        }
        let layout = self.layout;
        let h = &self.field.entrants[higher];
        let l = &self.field.entrants[lower];
        // C4, C2, C5.
        if let Some(top) = layout.top {
            let value =
                1 + u64::from(!self.bye_candidate(higher)) + u64::from(!self.bye_candidate(lower));
            weight.add_shifted(value, top);
        }
        match region {
            Region::Current => {
                // C6, C7.
                weight.add_shifted(1, layout.current_pairs);
                weight.add_shifted(1, layout.current_scores + layout.score_slot(h.score));
            }
            Region::Next => {
                // C8.
                weight.add_shifted(1, layout.next_pairs);
                weight.add_shifted(1, layout.next_scores + layout.score_slot(h.score));
            }
            Region::Below => {}
        }
        // C9: for the edges of this bracket when it applies here, for every edge when it
        // applied from the start.
        let c9 = if region == Region::Below {
            self.bye.c9_initial
        } else {
            self.spec.c9
        };
        if let (true, Some(field), Some(bye_score)) = (c9, layout.unplayed, self.bye.score) {
            let mut ranks = 0;
            if h.score == bye_score {
                ranks += self.bye.unplayed_rank[higher];
            }
            if l.score == bye_score {
                ranks += self.bye.unplayed_rank[lower];
            }
            weight.add_shifted(ranks, field);
        }
        if region != Region::Current {
            return weight;
        }
        // C10–C13, for pairs inside the bracket.
        let criteria = crate::colours::colour_criteria(h, l);
        for (field, satisfied) in layout.colour.iter().zip(criteria) {
            weight.add_shifted(u64::from(satisfied), *field);
        }
        // C14–C21.
        let higher_is_resident = self.spec.residents.contains(&higher);
        let floated_up = h.score > l.score;
        for (ago, slots) in [(0usize, [0usize, 1]), (1, [2, 3])] {
            let (Some(down_count), Some(up_count)) =
                (layout.float_counts[slots[0]], layout.float_counts[slots[1]])
            else {
                continue;
            };
            let l_down = l.floats[ago] == Some(Float::Down);
            let h_down = h.floats[ago] == Some(Float::Down);
            let l_up_again = floated_up && l.floats[ago] == Some(Float::Up);
            weight.add_shifted(
                u64::from(l_down) + u64::from(higher_is_resident && h_down),
                down_count,
            );
            weight.add_shifted(u64::from(!l_up_again), up_count);
            if let (Some(down_scores), Some(up_scores)) =
                (layout.float_scores[slots[0]], layout.float_scores[slots[1]])
            {
                if l_down {
                    weight.add_shifted(1, down_scores + layout.score_slot(l.score));
                }
                if h_down {
                    weight.add_shifted(1, down_scores + layout.score_slot(h.score));
                }
                if !l_up_again {
                    weight.add_shifted(1, up_scores + layout.score_slot(h.score));
                }
            }
        }
        weight
    }

    /// Opponents suggested to the matcher on each side of a player's natural S2 opponent
    /// before the exchange stage.
    const STAGE_NEIGHBOURS: usize = 16;

    /// Warm start for the exchange stage of art. 4.3, which raises the weight of every pair
    /// `i < j` of the remainder by `stage_bonus(i)`. That raise is covered by raising the dual
    /// of each player of the original S1 by `stage_bonus(i) - share` and of each player of the
    /// original S2 by `share`, with `share = len - s1_len + 1`: a pair S1–S2 gets exactly its
    /// raise, two S1 players at least the exchange unit, two S2 players at least any S2
    /// player's bonus. So no edge needs repair; only the current pairs that are not S1–S2
    /// lose their tightness and go back to the solver, instead of nearly every player. A
    /// matcher without duals ignores the hint; the optimum found is the same either way.
    fn absorb_stage_bonus(
        &mut self,
        remainder: &[usize],
        s1_len: usize,
        stage_bonus: &impl Fn(usize) -> u64,
    ) {
        let share = (remainder.len() - s1_len) as u64 + 1;
        let low = self.layout.low;
        for (i, &player) in remainder.iter().enumerate() {
            if i < s1_len {
                // The new optimum is near the natural pairing S1[i]–S2[i]: hand the solver
                // those edges (a sparse matcher may lack them).
                let natural = s1_len + i;
                let near = natural.saturating_sub(Self::STAGE_NEIGHBOURS).max(s1_len)
                    ..(natural + Self::STAGE_NEIGHBOURS).min(remainder.len());
                for &other in &remainder[near] {
                    self.matcher
                        .suggest_edge(self.local[player], self.local[other]);
                }
            }
            let raise = if i < s1_len {
                stage_bonus(i).saturating_sub(share)
            } else {
                share
            };
            let mut amount = W::zero();
            amount.add_shifted(2 * raise, low);
            self.matcher.raise_dual(self.local[player], amount);
        }
    }

    fn run(&mut self) -> Result<BracketOutcome, PairError> {
        let spec = self.spec;
        let mdps = &spec.mdps;
        let residents = spec.residents.clone();
        let next_range = spec.next.clone();
        let members = self.members;

        // Base weights among the bracket and the next group; they may be zeroed below as
        // choices are fixed (edges that must not be used any more). Local vertices of the
        // bracket and the next group come first in `members`.
        let bracket_len = mdps.len() + residents.len();
        let k = bracket_len + next_range.len();
        let mut base: Vec<W> = vec![W::zero(); k * k];
        for lower_vertex in 0..members.len() {
            let lower = members[lower_vertex];
            let region = if residents.contains(&lower) {
                Region::Current
            } else if next_range.contains(&lower) {
                Region::Next
            } else {
                Region::Below
            };
            for higher_vertex in 0..lower_vertex {
                let higher = members[higher_vertex];
                if lower_vertex < mdps.len() {
                    // Two moved-down players: never paired with each other.
                    continue;
                }
                let mut weight = self.edge_weight(higher, lower, region);
                // Pairs of two players below the bracket carry only completion and look-ahead,
                // so nearly all tie: the tie-break keeps the solver out of that plateau.
                // Inside the bracket the criteria break ties well enough, and the tie-break
                // would only slow the first solve (both measured).
                if let Some(tie) = &self.layout.tie
                    && higher_vertex >= bracket_len
                    && !weight.is_zero()
                {
                    tie.add(&mut weight, higher_vertex, lower_vertex);
                }
                if lower_vertex < k {
                    base[higher_vertex * k + lower_vertex] = weight;
                }
                if !weight.is_zero() {
                    self.matcher.set_weight(higher_vertex, lower_vertex, weight);
                }
            }
        }
        let local_of = self.local.clone();
        let local = |player: usize| -> usize { local_of[player] };
        let base_of = |base: &Vec<W>, a: usize, b: usize| -> W {
            let (x, y) = (local(a).min(local(b)), local(a).max(local(b)));
            base[x * k + y]
        };
        // The first optimum is near S1 against S2 in order (art. 4.2): hand a sparse matcher
        // the edges around each player's natural opponent, which the tie-break favours.
        let half = residents.len() / 2;
        for (position, player) in residents.clone().enumerate().take(half) {
            let natural = half + position;
            let near = natural.saturating_sub(Self::STAGE_NEIGHBOURS).max(half)
                ..(natural + Self::STAGE_NEIGHBOURS).min(residents.len());
            for other in near {
                self.matcher
                    .suggest_edge(self.local[player], self.local[residents.start + other]);
            }
        }
        let low = self.layout.low;
        let mut low_unit = W::zero();
        low_unit.add_shifted(1, low);
        let with_bonus = |mut weight: W, bonus: u64| -> W {
            if !weight.is_zero() {
                weight.add_shifted(bonus, low);
            }
            weight
        };
        self.solve()?;

        // 4.4: which moved-down players are paired, smallest differing BSN first.
        let n_residents = residents.len() as u64;
        let is_resident = |v: Option<usize>| v.is_some_and(|v| residents.contains(&v));
        let mut to_pair = vec![false; mdps.len()];
        let mut position = 0;
        while position < mdps.len() {
            let level_score = self.score(mdps[position]);
            let level_end = mdps[position..]
                .iter()
                .position(|v| self.score(*v) != level_score)
                .map_or(mdps.len(), |offset| position + offset);
            let mut remaining = level_end - position;
            let mut remaining_paired = mdps[position..level_end]
                .iter()
                .filter(|v| is_resident(self.mate(**v)))
                .count();
            for slot in position..level_end {
                if remaining_paired == 0 {
                    continue;
                }
                let player = mdps[slot];
                if remaining <= remaining_paired {
                    to_pair[slot] = true;
                    continue;
                }
                remaining -= 1;
                if !is_resident(self.mate(player)) {
                    for resident in residents.clone() {
                        let weight = with_bonus(base_of(&base, player, resident), 1);
                        self.set(player, resident, weight);
                    }
                    self.solve()?;
                }
                if is_resident(self.mate(player)) {
                    to_pair[slot] = true;
                    remaining_paired -= 1;
                    for resident in residents.clone() {
                        let weight = with_bonus(base_of(&base, player, resident), n_residents + 1);
                        self.set(player, resident, weight);
                    }
                }
            }
            position = level_end;
        }

        // 4.2 for the MDP-pairing: each paired moved-down player meets the highest resident
        // possible.
        for (slot, &player) in mdps.iter().enumerate() {
            if !to_pair[slot] {
                continue;
            }
            let mut bonus = k as u64;
            let mut best = None;
            for resident in residents.clone().rev() {
                if self.is_finalized(resident) {
                    continue;
                }
                let weight = base_of(&base, player, resident);
                if !weight.is_zero() {
                    self.set(player, resident, with_bonus(weight, bonus));
                    bonus += 1;
                    best = Some(resident);
                }
            }
            // The bonuses only reward this player's edges, most for `best`: a matching that
            // already pairs him with `best` stays optimal.
            if best.is_none() || self.mate(player) != best {
                self.solve()?;
            }
            if let Some(mate) = self.mate(player) {
                self.finalize(player, mate);
            }
        }

        // The remainder: residents not paired with moved-down players.
        let remainder: Vec<usize> = residents
            .clone()
            .filter(|v| {
                !self.is_finalized(*v) && self.mate(*v).is_none_or(|mate| mate >= residents.start)
            })
            .collect();
        let s1_len = remainder
            .iter()
            .filter(|v| {
                self.mate(**v)
                    .is_some_and(|mate| mate < **v && residents.contains(&mate))
            })
            .count();
        let len = remainder.len() as u64;
        // Fewest exchanges: a pair led by a player of the original S1 is worth
        // `exchange_unit`; smallest BSN-sum difference: a pair is worth more the higher the
        // player leading it. The final 1 leaves room to lower a weight by one.
        let exchange_unit = 2 * len * len + 4;
        let stage_bonus = |i: usize| -> u64 {
            (if i < s1_len { exchange_unit } else { 0 }) + 2 * (len - i as u64) + 1
        };
        let stage = |base: &Vec<W>, i: usize, j: usize| -> W {
            with_bonus(base_of(base, remainder[i], remainder[j]), stage_bonus(i))
        };
        self.absorb_stage_bonus(&remainder, s1_len, &stage_bonus);
        for i in 0..remainder.len() {
            for j in i + 1..remainder.len() {
                let weight = stage(&base, i, j);
                self.set(remainder[i], remainder[j], weight);
            }
        }
        self.solve()?;
        let bracket_end = residents.end;
        let leads = |this: &Self, v: usize| {
            this.mate(v)
                .is_some_and(|mate| mate > v && mate < bracket_end)
        };
        let exchange_count = remainder[..s1_len]
            .iter()
            .filter(|v| !leads(self, **v))
            .count();

        // 4.3: the lowest S1 players move to S2 first.
        let mut exchanges_left = exchange_count;
        for i in (0..s1_len).rev() {
            if exchanges_left == 0 {
                break;
            }
            let player = remainder[i];
            if leads(self, player) {
                for (j, &other) in remainder.iter().enumerate().skip(i + 1) {
                    let weight = stage(&base, i, j);
                    if !weight.is_zero() {
                        let mut lowered = base_of(&base, player, other);
                        lowered.add_shifted(stage_bonus(i) - 1, low);
                        self.set(player, other, lowered);
                    }
                }
                self.solve()?;
            }
            let exchanged = !leads(self, player);
            if exchanged {
                exchanges_left -= 1;
            }
            for (j, &other) in remainder.iter().enumerate().skip(i + 1) {
                if exchanged {
                    base[local(player) * k + local(other)] = W::zero();
                }
                let weight = stage(&base, i, j);
                self.set(player, other, weight);
            }
        }

        // 4.3: the highest S2 players move to S1 first.
        let mut exchanges_left = exchange_count;
        for i in s1_len..remainder.len() {
            if exchanges_left <= 1 {
                break;
            }
            let player = remainder[i];
            let already = leads(self, player);
            if !already {
                for (j, &other) in remainder.iter().enumerate().skip(i + 1) {
                    let weight = stage(&base, i, j);
                    if !weight.is_zero() {
                        let mut raised = weight;
                        raised.add_shifted(1, low);
                        self.set(player, other, raised);
                    }
                }
                self.solve()?;
            }
            if leads(self, player) {
                exchanges_left -= 1;
                // It must now lead a pair of the remainder: it may not meet a higher remainder
                // player, nor float down.
                for &other in &remainder[..i] {
                    base[local(other) * k + local(player)] = W::zero();
                    self.set(other, player, W::zero());
                }
                for other in next_range.clone() {
                    base[local(player) * k + local(other)] = W::zero();
                    self.set(player, other, W::zero());
                }
                for &other in &members[k..] {
                    self.set(player, other, W::zero());
                }
            }
            if !already {
                for (j, &other) in remainder.iter().enumerate().skip(i + 1) {
                    let weight = stage(&base, i, j);
                    self.set(player, other, weight);
                }
            }
        }

        // The new S1 (players leading a pair) and S2 are fixed: keep only edges from S1 to S2.
        for i in 0..remainder.len() {
            for j in i + 1..remainder.len() {
                let (a, b) = (remainder[i], remainder[j]);
                if !leads(self, a) || leads(self, b) {
                    base[local(a) * k + local(b)] = W::zero();
                }
                let weight = base_of(&base, a, b);
                self.set(a, b, weight);
            }
        }

        // 4.2: each S1 player meets the highest S2 player possible.
        // Whether the matcher's duals are optimal for the current graph: not yet, as the S1/S2
        // weights were just lowered; after a solve they are, and finalizing a pair only
        // removes edges of its two players.
        let mut duals_fresh = false;
        for i in 0..remainder.len() {
            let player = remainder[i];
            if self.is_finalized(player) || !leads(self, player) {
                continue;
            }
            // The earliest opponent that some matching best by the criteria may give him: the
            // last optimum's duals exclude an edge whose matchings all lose a whole unit of
            // the low field (the tie-break field is worth less). When that opponent is his
            // current mate, the bonuses below would not change the matching.
            let first_possible = duals_fresh.then(|| {
                remainder[i + 1..].iter().copied().find(|&other| {
                    !self.is_finalized(other) && {
                        let weight = base_of(&base, player, other);
                        !weight.is_zero()
                            && !self.matcher.excluded(
                                self.local[player],
                                self.local[other],
                                weight,
                                low_unit,
                            )
                    }
                })
            });
            if let Some(mate) = self.mate(player)
                && first_possible == Some(Some(mate))
            {
                self.finalize(player, mate);
                continue;
            }
            let mut bonus = 0u64;
            let mut best = None;
            for j in (i + 1..remainder.len()).rev() {
                let other = remainder[j];
                if self.is_finalized(other) {
                    continue;
                }
                let weight = base_of(&base, player, other);
                if !weight.is_zero() {
                    self.set(player, other, with_bonus(weight, bonus));
                    best = Some(other);
                }
                bonus += 1;
            }
            // As above: already paired with the most rewarded opponent means still optimal.
            if best.is_none() || self.mate(player) != best {
                self.solve()?;
                duals_fresh = self.field.tuning.hints;
            }
            if let Some(mate) = self.mate(player) {
                self.finalize(player, mate);
            }
        }

        // Players left unpaired move down.
        let leftovers: Vec<usize> = mdps
            .iter()
            .copied()
            .chain(residents.clone())
            .filter(|v| !self.is_finalized(*v))
            .collect();
        let next_c9 = match self.bye.score {
            Some(bye_score) if !next_range.is_empty() => {
                let next_score = self.score(next_range.start);
                bye_score >= next_score
                    && leftovers
                        .iter()
                        .copied()
                        .chain(next_range.clone())
                        .all(|v| {
                            self.mate(v)
                                .is_none_or(|mate| self.score(mate) >= next_score)
                        })
            }
            _ => false,
        };
        let floating: Vec<usize> = leftovers
            .iter()
            .copied()
            .chain(next_range.clone())
            .filter(|v| self.mate(*v).is_none())
            .collect();
        Ok(BracketOutcome {
            pairs: std::mem::take(&mut self.pairs),
            leftovers,
            next_c9,
            floating,
        })
    }
}
