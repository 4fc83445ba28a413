//! Feasibility tests: can a set of players be paired completely under [C1] and [C3]?
//!
//! Every "first legal" choice of the text (the PAB of 3.1, the upfloaters of 3.2.2, the
//! shifters of 3.2.4, the transposition of 3.2.6) is made greedily, candidate by candidate,
//! each candidate kept when a complete pairing of what is left still exists ([C4]). These
//! tests are therefore asked many times; each first tries to repair a witness pairing it
//! already has with short alternating paths, and only when that fails solves the matching
//! exactly (Edmonds' algorithm in `rondo-matching`), so a "no" is always exact.

use rondo_matching::{DenseGraph, MatchingError, MatchingOptions, maximum_weight_matching};

/// A maximum-cardinality matching of `n` vertices of greatest total weight, where
/// `weight(u, v)` (asked with `u < v`) is `None` for a pair that may not meet. Returns the mate
/// of each vertex.
pub(crate) fn best_matching(
    n: usize,
    weight: impl FnMut(usize, usize) -> Option<u128>,
) -> Result<Vec<Option<usize>>, MatchingError> {
    if n == 0 {
        return Ok(Vec::new());
    }
    let graph = DenseGraph::from_fn(n, weight);
    let matching = maximum_weight_matching(
        &graph,
        &MatchingOptions::default().with_max_cardinality(true),
    )?;
    Ok(matching.mates().to_vec())
}

/// A perfect matching of the vertices `nodes` (indices into a field) under `allowed`, if one
/// exists, as mates indexed like `nodes`.
pub(crate) fn perfect_matching(
    nodes: &[usize],
    allowed: impl Fn(usize, usize) -> bool,
) -> Result<Option<Vec<usize>>, MatchingError> {
    if nodes.len() % 2 == 1 {
        return Ok(None);
    }
    let mates = maximum_mates(nodes.len(), &|u, v| allowed(nodes[u], nodes[v]))?;
    Ok(mates.into_iter().collect())
}

/// At most this many players left single by the greedy pass of [`maximum_mates`] are repaired
/// by augmenting paths; with more, the matching decides.
const REPAIRS: usize = 64;

/// A maximum matching of the vertices `0..count` under `allowed`, as mates. Fields are usually
/// pairable almost completely by anyone, so each vertex in turn first takes the first free
/// vertex after it that it may meet, and the few left single are repaired by augmenting
/// paths; a matching that leaves at most one vertex single is a maximum one. Only when that
/// fails is the matching solved exactly (a dense graph of all `count²/2` pairs).
pub(crate) fn maximum_mates(
    count: usize,
    allowed: &impl Fn(usize, usize) -> bool,
) -> Result<Vec<Option<usize>>, MatchingError> {
    let mut mate: Vec<Option<usize>> = vec![None; count];
    let mut single = Vec::new();
    for u in 0..count {
        if mate[u].is_some() {
            continue;
        }
        match (u + 1..count).find(|v| mate[*v].is_none() && allowed(u, *v)) {
            Some(v) => {
                mate[u] = Some(v);
                mate[v] = Some(u);
            }
            None => single.push(u),
        }
    }
    if single.len() <= REPAIRS {
        let everyone: Vec<usize> = (0..count).collect();
        let in_rest = vec![true; count];
        let mut visited = vec![false; count];
        let mut left_single = 0;
        for &u in &single {
            if mate[u].is_some() {
                continue;
            }
            visited.iter_mut().for_each(|v| *v = false);
            if !augment(u, &everyone, &in_rest, allowed, &mut mate, &mut visited) {
                left_single += 1;
                if left_single > 1 {
                    break;
                }
            }
        }
        if left_single <= 1 {
            return Ok(mate);
        }
    }
    best_matching(count, |u, v| allowed(u, v).then_some(1))
}

/// A perfect matching of the field's players `alive` kept as a witness, repaired when some of
/// them are taken out.
#[derive(Clone, Debug)]
pub(crate) struct Witness {
    /// `mate[v]` for every field index (`None` for players not in the set).
    pub mate: Vec<Option<usize>>,
}

impl Witness {
    /// A maximum matching of `alive` (indices of a field of `n`) under `allowed`.
    pub fn maximum(
        n: usize,
        alive: &[usize],
        allowed: &impl Fn(usize, usize) -> bool,
    ) -> Result<Witness, MatchingError> {
        let local = maximum_mates(alive.len(), &|u, v| allowed(alive[u], alive[v]))?;
        let mut mate = vec![None; n];
        for (u, m) in local.iter().enumerate() {
            if let Some(v) = m {
                mate[alive[u]] = Some(alive[*v]);
            }
        }
        Ok(Witness { mate })
    }

    /// The number of pairs of the witness among `alive`.
    pub fn pairs(&self, alive: &[usize]) -> usize {
        alive.iter().filter(|v| self.mate[**v].is_some()).count() / 2
    }

    /// A perfect matching of `rest` (which must be a subset of the players of the witness,
    /// `in_rest[v]` saying who is in it), if one exists: the witness repaired by augmenting
    /// paths, else solved exactly.
    pub fn perfect_for(
        &self,
        rest: &[usize],
        in_rest: &[bool],
        allowed: &impl Fn(usize, usize) -> bool,
    ) -> Result<Option<Witness>, MatchingError> {
        if rest.len() % 2 == 1 {
            return Ok(None);
        }
        let mut mate = self.mate.clone();
        for &v in rest {
            if mate[v].is_some_and(|m| !in_rest[m]) {
                mate[v] = None;
            }
        }
        let exposed: Vec<usize> = rest
            .iter()
            .copied()
            .filter(|v| mate[*v].is_none())
            .collect();
        let mut repaired = true;
        let mut visited = vec![false; mate.len()];
        for &u in &exposed {
            if mate[u].is_some() {
                continue;
            }
            visited.iter_mut().for_each(|v| *v = false);
            if !augment(u, rest, in_rest, allowed, &mut mate, &mut visited) {
                repaired = false;
                break;
            }
        }
        if repaired {
            let mut result = vec![None; mate.len()];
            for &v in rest {
                result[v] = mate[v];
            }
            return Ok(Some(Witness { mate: result }));
        }
        let exact = Witness::maximum(mate.len(), rest, allowed)?;
        Ok((exact.pairs(rest) * 2 == rest.len()).then_some(exact))
    }
}

/// One augmenting path from the exposed `u`, found by depth-first search without shrinking
/// blossoms: every path it finds is simple (each vertex on it is marked), so the matching it
/// leaves is valid; when it finds none the caller solves exactly.
fn augment(
    u: usize,
    rest: &[usize],
    in_rest: &[bool],
    allowed: &impl Fn(usize, usize) -> bool,
    mate: &mut [Option<usize>],
    visited: &mut [bool],
) -> bool {
    visited[u] = true;
    // Free partners first: the short path.
    for &v in rest {
        if !visited[v] && mate[v].is_none() && allowed(u, v) {
            mate[u] = Some(v);
            mate[v] = Some(u);
            return true;
        }
    }
    for &v in rest {
        if visited[v] || !allowed(u, v) {
            continue;
        }
        let Some(w) = mate[v] else { continue };
        if visited[w] || !in_rest[w] {
            continue;
        }
        visited[v] = true;
        visited[w] = true;
        mate[w] = None;
        if augment(w, rest, in_rest, allowed, mate, visited) {
            mate[u] = Some(v);
            mate[v] = Some(u);
            return true;
        }
        mate[w] = Some(v);
    }
    false
}

/// The first perfect matching of `left` against `right` in the lexicographic order of the
/// right-hand players ([`right` given in that order]): for each left player in turn, the first
/// right player he may meet that leaves the others a perfect matching (art. 3.2.6 / 4.4: the
/// first legal transposition). `None` if no perfect matching exists.
pub(crate) fn first_legal_transposition(
    left: &[usize],
    right: &[usize],
    allowed: &impl Fn(usize, usize) -> bool,
) -> Option<Vec<usize>> {
    let h = left.len();
    if right.len() != h {
        return None;
    }
    let adjacent: Vec<Vec<bool>> = left
        .iter()
        .map(|l| right.iter().map(|r| allowed(*l, *r)).collect())
        .collect();
    // A perfect matching to start from: each row first takes the first free column it may
    // meet, then Kuhn's algorithm places the rows left. (Kuhn's search from an empty matching
    // walks, on a nearly complete graph, a chain through every earlier row for each row.) The
    // start changes nothing below: each row then takes the first column that leaves the others
    // a perfect matching, which does not depend on it.
    let mut owner: Vec<Option<usize>> = vec![None; h]; // right -> left
    let mut partner: Vec<Option<usize>> = vec![None; h]; // left -> right
    let mut fixed = vec![false; h]; // left rows already decided
    let mut used = vec![false; h]; // right columns already decided
    for i in 0..h {
        if let Some(c) = (0..h).find(|c| owner[*c].is_none() && adjacent[i][*c]) {
            owner[c] = Some(i);
            partner[i] = Some(c);
        }
    }
    for i in 0..h {
        if partner[i].is_some() {
            continue;
        }
        let mut seen = vec![false; h];
        if !kuhn(
            i,
            &adjacent,
            &mut owner,
            &mut partner,
            &mut seen,
            &fixed,
            &used,
        ) {
            return None;
        }
    }
    for i in 0..h {
        let mut chosen = None;
        for c in 0..h {
            if used[c] || !adjacent[i][c] {
                continue;
            }
            if partner[i] == Some(c) {
                chosen = Some(c);
                break;
            }
            // Give `c` to `i`; the row that had `c` must find `i`'s old column.
            let (Some(old), Some(holder)) = (partner[i], owner[c]) else {
                continue;
            };
            let (saved_owner, saved_partner) = (owner.clone(), partner.clone());
            fixed[i] = true;
            used[c] = true;
            owner[c] = Some(i);
            partner[i] = Some(c);
            owner[old] = None;
            partner[holder] = None;
            let mut seen = vec![false; h];
            if kuhn(
                holder,
                &adjacent,
                &mut owner,
                &mut partner,
                &mut seen,
                &fixed,
                &used,
            ) {
                chosen = Some(c);
                break;
            }
            fixed[i] = false;
            used[c] = false;
            owner = saved_owner;
            partner = saved_partner;
        }
        let c = chosen?;
        fixed[i] = true;
        used[c] = true;
    }
    partner.iter().map(|c| c.map(|c| right[c])).collect()
}

fn kuhn(
    i: usize,
    adjacent: &[Vec<bool>],
    owner: &mut [Option<usize>],
    partner: &mut [Option<usize>],
    seen: &mut [bool],
    fixed: &[bool],
    used: &[bool],
) -> bool {
    for c in 0..adjacent[i].len() {
        if !adjacent[i][c] || seen[c] || used[c] {
            continue;
        }
        seen[c] = true;
        let free = match owner[c] {
            None => true,
            Some(j) => !fixed[j] && kuhn(j, adjacent, owner, partner, seen, fixed, used),
        };
        if free {
            owner[c] = Some(i);
            partner[i] = Some(c);
            return true;
        }
    }
    false
}
