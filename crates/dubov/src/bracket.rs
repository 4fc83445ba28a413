//! Pairing one bracket: the split into G1 and G2 (art. 3.2.3), the shifts (3.2.4, 4.3), S1 by
//! ARO (3.2.5) and the first legal transposition of G2 (3.2.6, 4.4).
//!
//! Why the shifts are a matching question: after the shifts every pair is one player of G1
//! against one of G2. Call X the smaller subgroup of 3.2.4.1 and Y the other. In any legal
//! pairing of the bracket, a pair inside X needs one of its players shifted to Y, a pair inside
//! Y one of its players shifted to X, and a pair across needs neither shifted. So the legal
//! pairings after the shifts are exactly the complete pairings of the bracket with the fewest
//! pairs inside X (the m of 3.2.4.1, reading 6) in which each pair inside a subgroup has one
//! shifter; the shift sets of step 1 (m players of X) and step 2 (the players of Y moved to
//! X) are one endpoint of each such pair. A shift set "can still give a legal pairing" when a
//! complete pairing of that shape exists with the chosen players as shifters, the players
//! passed over as stayers: one weighted matching.

use rondo_core::Colour;
use rondo_matching::MatchingError;

use crate::colours;
use crate::feasible::{best_matching, first_legal_transposition};
use crate::field::Field;

/// The middle-out numbering of art. 4.3.3: #1 is the middle player of the list (the upper of
/// the two middles), removed; #2 the middle of what is left; and so on. Returns the list in
/// numbering order.
#[must_use]
pub fn middle_out<T: Clone>(list: &[T]) -> Vec<T> {
    let mut left: Vec<T> = list.to_vec();
    let mut out = Vec::with_capacity(left.len());
    while !left.is_empty() {
        out.push(left.remove((left.len() - 1) / 2));
    }
    out
}

/// The order of art. 4.1.3: the sets of `k` of the numbers `0..n` from first to last (the set
/// with the smaller number where two sets first differ comes first), each set ascending.
pub fn sets_in_order(n: usize, k: usize) -> impl Iterator<Item = Vec<usize>> {
    let mut next = (k <= n).then(|| (0..k).collect::<Vec<usize>>());
    std::iter::from_fn(move || {
        let current = next.take()?;
        let mut following = current.clone();
        let mut i = k;
        while i > 0 {
            i -= 1;
            if following[i] < n - k + i {
                following[i] += 1;
                for j in i + 1..k {
                    following[j] = following[j - 1] + 1;
                }
                next = Some(following);
                break;
            }
        }
        Some(current)
    })
}

/// A shift of art. 3.2.4.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Shift {
    /// 1 for 3.2.4.1 (players who must meet inside the smaller subgroup), 2 for 3.2.4.2
    /// (equalising the sizes).
    pub step: u8,
    /// The players shifted (field indices), in the 4.3 order.
    pub players: Vec<usize>,
    /// Whether they left G1 for G2 (else G2 for G1).
    pub from_g1: bool,
    /// The size of the pool they were chosen from.
    pub pool: usize,
}

/// A bracket paired.
#[derive(Clone, Debug)]
pub(crate) struct BracketPairing {
    /// G1 and G2 before the shifts (3.2.3).
    pub g1: Vec<usize>,
    pub g2: Vec<usize>,
    /// Whether G1 and G2 are the halves by TPN (nobody in the bracket has played).
    pub by_rank: bool,
    pub shifts: Vec<Shift>,
    /// S1: G1 after the shifts, by ARO then TPN (3.2.5).
    pub s1: Vec<usize>,
    /// T2: the first legal transposition of G2 (3.2.6); `s1[i]` meets `t2[i]`.
    pub t2: Vec<usize>,
    /// Players of the bracket who do not get their colour preference ([C7]).
    pub colour_failures: u32,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Role {
    Shift,
    Stay,
    Free,
}

struct Shape<'a> {
    field: &'a Field,
    members: &'a [usize],
    in_x: Vec<bool>,
    /// The fewest pairs inside X in a complete pairing of the bracket.
    inside_x: usize,
}

impl Shape<'_> {
    fn allowed(&self, roles: &[Role], u: usize, v: usize) -> bool {
        if !self.field.compatible(self.members[u], self.members[v]) {
            return false;
        }
        if self.in_x[u] == self.in_x[v] {
            !(roles[u] == roles[v] && roles[u] != Role::Free)
        } else {
            roles[u] != Role::Shift && roles[v] != Role::Shift
        }
    }

    fn weight(&self, u: usize, v: usize) -> u128 {
        if self.in_x[u] && self.in_x[v] { 1 } else { 2 }
    }

    /// A complete pairing of the bracket under `roles` with exactly `inside_x` pairs inside X.
    fn solve(&self, roles: &[Role]) -> Result<Option<Vec<usize>>, MatchingError> {
        let mates = best_matching(self.members.len(), |u, v| {
            self.allowed(roles, u, v).then(|| self.weight(u, v))
        })?;
        let Some(mates) = mates.into_iter().collect::<Option<Vec<usize>>>() else {
            return Ok(None);
        };
        Ok((self.count_inside_x(&mates) == self.inside_x).then_some(mates))
    }

    fn count_inside_x(&self, mates: &[usize]) -> usize {
        (0..mates.len())
            .filter(|u| *u < mates[*u] && self.in_x[*u] && self.in_x[mates[*u]])
            .count()
    }

    /// A complete pairing of the bracket under `roles` without a pair inside X, found
    /// greedily (each player of X takes the first player of Y still free he may meet, then the
    /// players of Y left pair in order), or `None` when the greedy pass finds none. No complete
    /// pairing has fewer pairs inside X, so when one is found `m` is zero.
    fn greedy_outside_x(&self, roles: &[Role]) -> Option<Vec<usize>> {
        let n = self.members.len();
        let mut mates: Vec<Option<usize>> = vec![None; n];
        let x_first = (0..n)
            .filter(|u| self.in_x[*u])
            .chain((0..n).filter(|u| !self.in_x[*u]));
        for u in x_first {
            if mates[u].is_some() {
                continue;
            }
            let partner = (0..n).find(|v| {
                *v != u && mates[*v].is_none() && !self.in_x[*v] && self.allowed(roles, u, *v)
            })?;
            mates[u] = Some(partner);
            mates[partner] = Some(u);
        }
        mates.into_iter().collect()
    }

    /// The witness with the pair of `player` exchanged against another pair (`player`–`a`
    /// and his former mate–`b` for a pair `a`–`b`) so that it fits `roles` again with as many
    /// pairs inside X, or `None` when no single exchange does. A player's new role usually
    /// breaks only his own pair, which this repairs without solving a matching.
    fn exchanged(&self, roles: &[Role], witness: &[usize], player: usize) -> Option<Vec<usize>> {
        let mate = witness[player];
        let inside = |u: usize, v: usize| usize::from(self.in_x[u] && self.in_x[v]);
        let before = inside(player, mate);
        for a in 0..witness.len() {
            let b = witness[a];
            if a > b || a == player || a == mate {
                continue;
            }
            for (p, q) in [(a, b), (b, a)] {
                if self.allowed(roles, player, p)
                    && self.allowed(roles, mate, q)
                    && inside(player, p) + inside(mate, q) == before + inside(a, b)
                {
                    let mut exchanged = witness.to_vec();
                    exchanged[player] = p;
                    exchanged[p] = player;
                    exchanged[mate] = q;
                    exchanged[q] = mate;
                    return self.fits(roles, &exchanged).then_some(exchanged);
                }
            }
        }
        None
    }

    fn fits(&self, roles: &[Role], mates: &[usize]) -> bool {
        self.count_inside_x(mates) == self.inside_x
            && (0..mates.len()).all(|u| self.allowed(roles, u, mates[u]))
    }

    /// The first set of `count` players of `pool` (local indices in the 4.3 order) that can
    /// still give a legal pairing, fixing the roles of the pool.
    fn choose(
        &self,
        pool: &[usize],
        count: usize,
        roles: &mut [Role],
        witness: &mut Vec<usize>,
    ) -> Result<Vec<usize>, MatchingError> {
        let mut chosen = Vec::new();
        let mut position = 0;
        while chosen.len() < count && position < pool.len() {
            let candidate = pool[position];
            roles[candidate] = Role::Shift;
            if self.fits(roles, witness) {
                chosen.push(candidate);
            } else if let Some(mates) = self.exchanged(roles, witness, candidate) {
                *witness = mates;
                chosen.push(candidate);
            } else if let Some(mates) = self.solve(roles)? {
                *witness = mates;
                chosen.push(candidate);
            } else {
                roles[candidate] = Role::Stay;
            }
            position += 1;
        }
        for &rest in &pool[position..] {
            roles[rest] = Role::Stay;
        }
        Ok(chosen)
    }
}

/// Pairs the bracket of `members` (field indices) by art. 3.2.3–3.2.6, or `None` when its
/// players cannot all be paired legally.
pub(crate) fn pair_bracket(
    field: &Field,
    members: &[usize],
) -> Result<Option<BracketPairing>, MatchingError> {
    let entrants = &field.entrants;
    let by_rank = members.iter().all(|m| entrants[*m].games_played == 0);
    let (g1, g2): (Vec<usize>, Vec<usize>) = if by_rank {
        let mut by_tpn = members.to_vec();
        by_tpn.sort_by_key(|m| entrants[*m].tpn);
        let half = by_tpn.len() / 2;
        (by_tpn[..half].to_vec(), by_tpn[half..].to_vec())
    } else {
        members.iter().partition(|m| entrants[**m].seeks_white())
    };
    let x_is_g1 = g1.len() <= g2.len();
    let in_g1: Vec<bool> = {
        let mut flags = vec![false; entrants.len()];
        for m in &g1 {
            flags[*m] = true;
        }
        members.iter().map(|m| flags[*m]).collect()
    };
    let in_x: Vec<bool> = in_g1.iter().map(|g| *g == x_is_g1).collect();
    let mut shape = Shape {
        field,
        members,
        in_x,
        inside_x: 0,
    };
    let mut roles = vec![Role::Free; members.len()];
    // The fewest pairs inside X: the m of 3.2.4.1.
    let mut witness = match shape.greedy_outside_x(&roles) {
        Some(mates) => mates,
        None => {
            let mates = best_matching(members.len(), |u, v| {
                shape.allowed(&roles, u, v).then(|| shape.weight(u, v))
            })?;
            let Some(mates) = mates.into_iter().collect::<Option<Vec<usize>>>() else {
                return Ok(None);
            };
            mates
        }
    };
    shape.inside_x = shape.count_inside_x(&witness);
    let x_len = shape.in_x.iter().filter(|x| **x).count();
    let y_len = members.len() - x_len;
    let m = shape.inside_x;
    let d = (y_len - x_len) / 2 + m;

    // The 4.3 order of a subgroup's players: White seekers by ARO then TPN, Black seekers by
    // TPN, numbered middle out.
    let shifter_order = |in_group: &dyn Fn(usize) -> bool| -> Vec<usize> {
        let mut list: Vec<usize> = (0..members.len()).filter(|u| in_group(*u)).collect();
        list.sort_by_key(|u| {
            let e = &entrants[members[*u]];
            let aro = if e.seeks_white() { e.aro } else { 0 };
            (aro, e.tpn)
        });
        middle_out(&list)
    };
    let x_pool = shifter_order(&|u| shape.in_x[u]);
    let y_pool = shifter_order(&|u| !shape.in_x[u]);
    let step1 = shape.choose(&x_pool, m, &mut roles, &mut witness)?;
    let step2 = shape.choose(&y_pool, d, &mut roles, &mut witness)?;
    if step1.len() != m || step2.len() != d {
        return Ok(None);
    }
    let mut shifts = Vec::new();
    if m > 0 {
        shifts.push(Shift {
            step: 1,
            players: step1.iter().map(|u| members[*u]).collect(),
            from_g1: x_is_g1,
            pool: x_pool.len(),
        });
    }
    if d > 0 {
        shifts.push(Shift {
            step: 2,
            players: step2.iter().map(|u| members[*u]).collect(),
            from_g1: !x_is_g1,
            pool: y_pool.len(),
        });
    }
    let shifted = |u: usize| roles[u] == Role::Shift;
    let mut s1: Vec<usize> = (0..members.len())
        .filter(|u| in_g1[*u] != shifted(*u))
        .map(|u| members[u])
        .collect();
    let mut g2_after: Vec<usize> = (0..members.len())
        .filter(|u| in_g1[*u] == shifted(*u))
        .map(|u| members[u])
        .collect();
    s1.sort_by_key(|p| (entrants[*p].aro, entrants[*p].tpn));
    g2_after.sort_by_key(|p| entrants[*p].tpn);
    let Some(t2) = first_legal_transposition(&s1, &g2_after, &|a, b| field.compatible(a, b)) else {
        return Ok(None);
    };
    let colour_failures = s1
        .iter()
        .zip(&t2)
        .map(|(a, b)| colours::failures(field, *a, *b))
        .sum();
    Ok(Some(BracketPairing {
        g1,
        g2,
        by_rank,
        shifts,
        s1,
        t2,
        colour_failures,
    }))
}

/// [C7]'s least possible value for a bracket of these players, whatever its pairing: pairs of
/// two players seeking the same colour cost one each (when nobody has played, everyone seeks
/// Black and every pair costs one).
pub(crate) fn colour_failures_at_least(field: &Field, members: &[usize]) -> u32 {
    let entrants = &field.entrants;
    if members.iter().all(|m| entrants[*m].games_played == 0) {
        return u32::try_from(members.len() / 2).unwrap_or(u32::MAX);
    }
    let white = members
        .iter()
        .filter(|m| entrants[**m].preference.colour == Colour::White)
        .count();
    u32::try_from(white.abs_diff(members.len() - white) / 2).unwrap_or(u32::MAX)
}
