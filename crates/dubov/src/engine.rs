//! The round: the PAB first (art. 3.1), then the brackets from the top score down (3.2), each
//! with the fewest and best upfloaters (3.2.1, 3.2.2, 4.1, 4.2).

use rondo_core::Score;
use rondo_matching::weight_limit;
use rondo_pairing::NoValidPairing;

use crate::DubovError;
use crate::bracket::{BracketPairing, colour_failures_at_least, pair_bracket};
use crate::feasible::{Witness, best_matching, perfect_matching};
use crate::field::Field;

/// How many upfloater sets of the best score profile are paired and compared at most for one
/// bracket ([C7]–[C10], art. 3.2.2). The search stops earlier as soon as a set meets the
/// least possible value of every criterion, which is the usual case; the bound only keeps a
/// pathological round finite (see the crate docs).
pub(crate) const MAX_UPFLOATER_SETS: usize = 200;

/// What one bracket was.
#[derive(Clone, Debug)]
pub(crate) struct BracketRecord {
    /// The residents' pairing score.
    pub score: Score,
    pub residents: Vec<usize>,
    /// The upfloaters chosen, by sequence number (4.2.2).
    pub upfloaters: Vec<usize>,
    /// Their sequence numbers among the players of lower score (1-based).
    pub sequences: Vec<usize>,
    /// How many players with a lower score could have been chosen (4.2.1).
    pub pool: usize,
    /// How many upfloater sets were paired and compared.
    pub sets_compared: usize,
    pub pairing: BracketPairing,
    /// The quality of the bracket: [C7], [C8], [C9], [C10].
    pub quality: Quality,
}

/// The quality criteria a bracket is compared by (art. 2.3.3–2.3.6), fewest first.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Quality {
    pub colour_failures: u32,
    pub maximum_upfloaters: u32,
    pub maximum_upfloats: u32,
    pub upfloated_again: u32,
}

/// Who was passed over for the PAB, and why (art. 3.1).
#[derive(Clone, Debug, Default)]
pub(crate) struct ByeFacts {
    /// Ranked before him for the PAB but not allowed it ([C2]).
    pub ineligible: Vec<usize>,
    /// Ranked before him, allowed it, but the others could then not all be paired ([C4]).
    pub would_strand: Vec<usize>,
}

pub(crate) enum FieldResult {
    Paired {
        pairs: Vec<(usize, usize)>,
        bye: Option<usize>,
        bye_facts: ByeFacts,
        brackets: Vec<BracketRecord>,
    },
    NoValidPairing(NoValidPairing),
}

/// Pairs the field.
pub(crate) fn pair_field(field: &Field) -> Result<FieldResult, DubovError> {
    let n = field.len();
    let compatible = |a: usize, b: usize| field.compatible(a, b);
    let all: Vec<usize> = (0..n).collect();
    let start = Witness::maximum(n, &all, &compatible)?;
    let max_pairs = start.pairs(&all);
    if 2 * max_pairs + 1 < n {
        return Ok(FieldResult::NoValidPairing(NoValidPairing::new(
            n, max_pairs,
        )));
    }
    let mut in_play = vec![true; n];
    let mut witness = start;
    let mut bye = None;
    let mut bye_facts = ByeFacts::default();
    if n % 2 == 1 {
        // 3.1.3–3.1.5: lowest score, most games played, largest TPN.
        let mut order = all.clone();
        order.sort_by_key(|v| {
            let e = &field.entrants[*v];
            (
                e.score,
                std::cmp::Reverse(e.games_played),
                std::cmp::Reverse(e.tpn),
            )
        });
        for candidate in order {
            if !field.entrants[candidate].pab_eligible {
                bye_facts.ineligible.push(candidate);
                continue;
            }
            in_play[candidate] = false;
            let rest: Vec<usize> = all.iter().copied().filter(|v| in_play[*v]).collect();
            if let Some(repaired) = witness.perfect_for(&rest, &in_play, &compatible)? {
                witness = repaired;
                bye = Some(candidate);
                break;
            }
            in_play[candidate] = true;
            bye_facts.would_strand.push(candidate);
        }
        if bye.is_none() {
            return Ok(FieldResult::NoValidPairing(NoValidPairing::new(
                n, max_pairs,
            )));
        }
    }
    let mut pairs = Vec::new();
    let mut brackets = Vec::new();
    loop {
        let remaining: Vec<usize> = all.iter().copied().filter(|v| in_play[*v]).collect();
        let Some(&top) = remaining.first() else { break };
        let score = field.entrants[top].score;
        let (residents, pool): (Vec<usize>, Vec<usize>) = remaining
            .iter()
            .partition(|v| field.entrants[**v].score == score);
        let Some((record, rest_witness)) = choose_bracket(
            field, score, residents, &pool, &remaining, &in_play, &witness,
        )?
        else {
            return Err(DubovError::Internal(
                rondo_pairing::BrokenInvariant::MatchingNotMaximum,
            ));
        };
        for (a, b) in record.pairing.s1.iter().zip(&record.pairing.t2) {
            pairs.push((*a, *b));
            in_play[*a] = false;
            in_play[*b] = false;
        }
        witness = rest_witness;
        brackets.push(record);
    }
    Ok(FieldResult::Paired {
        pairs,
        bye,
        bye_facts,
        brackets,
    })
}

/// The bracket of `residents`: the fewest upfloaters (3.2.1, [C5]), of the best scores ([C6]),
/// the first set in the order of 4.1.3 among those whose bracket is best by [C7]–[C10]
/// (3.2.2), and its pairing; with a complete pairing of the players left ([C4]).
#[allow(clippy::too_many_arguments)]
fn choose_bracket(
    field: &Field,
    score: Score,
    residents: Vec<usize>,
    pool: &[usize],
    remaining: &[usize],
    in_play: &[bool],
    witness: &Witness,
) -> Result<Option<(BracketRecord, Witness)>, DubovError> {
    let compatible = |a: usize, b: usize| field.compatible(a, b);
    // The quick answers: no upfloater, or one (the usual cases), tried in sequence order.
    let mut profile: Option<Vec<Score>> = None;
    if residents.len() % 2 == 0 {
        if perfect_matching(&residents, compatible)?.is_some() {
            let mut in_rest = in_play.to_vec();
            residents.iter().for_each(|r| in_rest[*r] = false);
            if witness.perfect_for(pool, &in_rest, &compatible)?.is_some() {
                profile = Some(Vec::new());
            }
        }
    } else {
        for &candidate in pool {
            let mut members = residents.clone();
            members.push(candidate);
            if perfect_matching(&members, compatible)?.is_none() {
                continue;
            }
            let mut in_rest = in_play.to_vec();
            members.iter().for_each(|r| in_rest[*r] = false);
            let rest: Vec<usize> = pool.iter().copied().filter(|v| *v != candidate).collect();
            if witness.perfect_for(&rest, &in_rest, &compatible)?.is_some() {
                profile = Some(vec![field.entrants[candidate].score]);
                break;
            }
        }
    }
    let profile = match profile {
        Some(profile) => profile,
        None => best_profile(field, &residents, pool, remaining)?,
    };
    let k = profile.len();
    // The candidate sets: `count` players of each score of the profile, highest score first,
    // in the order of 4.1.3 on the sequence numbers (4.2.2).
    let mut levels: Vec<(Score, usize)> = Vec::new();
    for s in &profile {
        match levels.iter_mut().find(|(level, _)| level == s) {
            Some(level) => level.1 += 1,
            None => levels.push((*s, 1)),
        }
    }
    levels.sort_by_key(|level| std::cmp::Reverse(level.0));
    let members_of: Vec<Vec<usize>> = levels
        .iter()
        .map(|(s, _)| {
            pool.iter()
                .copied()
                .filter(|v| field.entrants[*v].score == *s)
                .collect()
        })
        .collect();
    // The least [C7] any set could reach, to stop early.
    let lower_bound = {
        let white = |v: &usize| field.entrants[*v].preference.colour == rondo_core::Colour::White;
        let resident_white = residents.iter().filter(|v| white(v)).count();
        let difference = 2 * resident_white as i64 - residents.len() as i64;
        (0..=k as i64)
            .map(|w| (difference + 2 * w - k as i64).unsigned_abs() / 2)
            .min()
            .unwrap_or(0)
    };
    let mut best: Option<(Quality, Vec<usize>, BracketPairing, Witness)> = None;
    let mut compared = 0;
    let mut odometer = Odometer::new(&members_of, &levels);
    while let Some(set) = odometer.next() {
        if compared >= MAX_UPFLOATER_SETS {
            break;
        }
        let mut members = residents.clone();
        members.extend(&set);
        let mut quality = set_quality(field, &set);
        quality.colour_failures = colour_failures_at_least(field, &members);
        if best.as_ref().is_some_and(|(b, ..)| quality >= *b) {
            continue;
        }
        let mut in_rest = in_play.to_vec();
        members.iter().for_each(|r| in_rest[*r] = false);
        let rest: Vec<usize> = remaining.iter().copied().filter(|v| in_rest[*v]).collect();
        let Some(rest_witness) = witness.perfect_for(&rest, &in_rest, &compatible)? else {
            continue;
        };
        compared += 1;
        let Some(pairing) = pair_bracket(field, &members)? else {
            continue;
        };
        quality.colour_failures = pairing.colour_failures;
        if best.as_ref().is_none_or(|(b, ..)| quality < *b) {
            let done = u64::from(quality.colour_failures) <= lower_bound
                && quality.maximum_upfloaters == 0
                && quality.upfloated_again == 0;
            best = Some((quality, set, pairing, rest_witness));
            if done {
                break;
            }
        }
    }
    Ok(best.map(|(quality, upfloaters, pairing, rest_witness)| {
        (
            BracketRecord {
                score,
                residents,
                sequences: upfloaters
                    .iter()
                    .map(|v| pool.iter().position(|p| p == v).map_or(0, |i| i + 1))
                    .collect(),
                upfloaters,
                pool: pool.len(),
                sets_compared: compared,
                pairing,
                quality,
            },
            rest_witness,
        )
    }))
}

/// [C8]–[C10] of a set of upfloaters (not applied in the last round).
pub(crate) fn set_quality(field: &Field, set: &[usize]) -> Quality {
    if field.last_round {
        return Quality::default();
    }
    let mut quality = Quality::default();
    for &v in set {
        if field.is_maximum_upfloater(v) {
            quality.maximum_upfloaters += 1;
            quality.maximum_upfloats += field.entrants[v].upfloats;
        }
        if field.entrants[v].upfloated_last {
            quality.upfloated_again += 1;
        }
    }
    quality
}

/// The fewest upfloaters ([C5]) and their best scores ([C6]) by one weighted matching of
/// everybody still to pair: a pair of a resident with a lower player costs more than all the
/// score penalties together, and the penalty of an upfloater of the j-th lowest score
/// outweighs those of any number of upfloaters of higher scores.
fn best_profile(
    field: &Field,
    residents: &[usize],
    pool: &[usize],
    remaining: &[usize],
) -> Result<Vec<Score>, DubovError> {
    let mut levels: Vec<Score> = pool.iter().map(|v| field.entrants[*v].score).collect();
    levels.sort_unstable();
    levels.dedup();
    let base = residents.len() as u128 + 1;
    let too_large = || DubovError::TooLarge(remaining.len());
    let exponent = u32::try_from(levels.len()).map_err(|_| too_large())?;
    let per_upfloater = base.checked_pow(exponent).ok_or_else(too_large)?;
    let full = per_upfloater.checked_mul(2).ok_or_else(too_large)?;
    if full > weight_limit::<u128>(remaining.len()) {
        return Err(too_large());
    }
    let resident_score = field.entrants[residents[0]].score;
    let is_resident = |v: usize| field.entrants[v].score == resident_score;
    let penalty = |v: usize| {
        let level = levels
            .iter()
            .position(|s| *s == field.entrants[v].score)
            .unwrap_or(0);
        base.pow(exponent - 1 - level as u32)
    };
    let mates = best_matching(remaining.len(), |u, v| {
        let (a, b) = (remaining[u], remaining[v]);
        field
            .compatible(a, b)
            .then(|| match (is_resident(a), is_resident(b)) {
                (true, false) => full - per_upfloater - penalty(b),
                (false, true) => full - per_upfloater - penalty(a),
                _ => full,
            })
    })?;
    let mut profile: Vec<Score> = (0..remaining.len())
        .filter(|u| !is_resident(remaining[*u]))
        .filter(|u| mates[*u].is_some_and(|m| is_resident(remaining[m])))
        .map(|u| field.entrants[remaining[u]].score)
        .collect();
    profile.sort_unstable_by(|a, b| b.cmp(a));
    Ok(profile)
}

/// The sets with `count` players of each level, in the order of 4.1.3 on the sequence numbers:
/// the levels are by score descending, so the order is the product of each level's
/// combinations, the highest level most significant.
struct Odometer<'a> {
    members: &'a [Vec<usize>],
    current: Option<Vec<Vec<usize>>>,
}

impl<'a> Odometer<'a> {
    fn new(members: &'a [Vec<usize>], levels: &[(Score, usize)]) -> Odometer<'a> {
        let current = levels
            .iter()
            .zip(members)
            .map(|((_, count), list)| (*count <= list.len()).then(|| (0..*count).collect()))
            .collect();
        Odometer { members, current }
    }

    fn next(&mut self) -> Option<Vec<usize>> {
        let current = self.current.as_mut()?;
        let set: Vec<usize> = current
            .iter()
            .zip(self.members)
            .flat_map(|(chosen, list)| chosen.iter().map(|i| list[*i]))
            .collect();
        // Advance the lowest level first.
        let mut level = current.len();
        let mut advanced = false;
        while level > 0 {
            level -= 1;
            let n = self.members[level].len();
            if advance(&mut current[level], n) {
                for lower in &mut current[level + 1..] {
                    let k = lower.len();
                    *lower = (0..k).collect();
                }
                advanced = true;
                break;
            }
        }
        if !advanced {
            self.current = None;
        }
        Some(set)
    }
}

/// The next combination of `chosen.len()` of `0..n` in lexicographic order; false after the last.
fn advance(chosen: &mut [usize], n: usize) -> bool {
    let k = chosen.len();
    let mut i = k;
    while i > 0 {
        i -= 1;
        if chosen[i] < n - k + i {
            chosen[i] += 1;
            for j in i + 1..k {
                chosen[j] = chosen[j - 1] + 1;
            }
            return true;
        }
    }
    false
}
