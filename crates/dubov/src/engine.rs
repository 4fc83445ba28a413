//! The round: the PAB first (art. 3.1), then the brackets from the top score down (3.2), each
//! with the fewest and best upfloaters (3.2.1, 3.2.2, 4.1, 4.2).

use rondo_core::Score;
use rondo_matching::weight_limit;
use rondo_pairing::NoValidPairing;

use crate::DubovError;
use crate::bracket::{BracketPairing, colour_failures_at_least, pair_bracket};
use crate::feasible::{Witness, best_matching, perfect_matching};
use crate::field::Field;

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
    if residents.len().is_multiple_of(2) {
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
    let mut search = SetSearch {
        field,
        residents: &residents,
        remaining,
        in_play,
        witness,
        levels: levels
            .iter()
            .zip(&members_of)
            .map(|((_, count), list)| Level::new(field, list, *count))
            .collect(),
        resident_white: residents
            .iter()
            .filter(|v| field.entrants[**v].seeks_white())
            .count(),
        members: residents.len() + k,
        chosen: Vec::with_capacity(k),
        partial: Partial::default(),
        best: None,
        compared: 0,
    };
    if search
        .levels
        .iter()
        .all(|level| level.count <= level.players.len())
    {
        search.descend(0, 0, search.levels.first().map_or(0, |level| level.count))?;
    }
    let compared = search.compared;
    let best = search.best;
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

/// One score level of the upfloater sets: its players in the order of the sequence numbers
/// (4.2.2), how many of them a set takes, and, for every position, what the players from that
/// position on can contribute at best, so that a partly chosen set is bounded in O(1).
struct Level {
    players: Vec<usize>,
    count: usize,
    /// From position i on: players who are not maximum upfloaters (art. 1.8).
    not_maximum: Vec<usize>,
    /// From position i on: the fewest upfloats of a maximum upfloater (`None`: none left).
    fewest_upfloats: Vec<Option<u32>>,
    /// From position i on: players not upfloated in the previous round.
    not_upfloated_last: Vec<usize>,
    /// From position i on: players who seek White.
    white: Vec<usize>,
}

impl Level {
    fn new(field: &Field, players: &[usize], count: usize) -> Level {
        let n = players.len();
        let mut level = Level {
            players: players.to_vec(),
            count,
            not_maximum: vec![0; n + 1],
            fewest_upfloats: vec![None; n + 1],
            not_upfloated_last: vec![0; n + 1],
            white: vec![0; n + 1],
        };
        for i in (0..n).rev() {
            let e = &field.entrants[players[i]];
            let maximum = field.is_maximum_upfloater(players[i]);
            level.not_maximum[i] = level.not_maximum[i + 1] + usize::from(!maximum);
            level.fewest_upfloats[i] = match (maximum, level.fewest_upfloats[i + 1]) {
                (true, Some(u)) => Some(u.min(e.upfloats)),
                (true, None) => Some(e.upfloats),
                (false, next) => next,
            };
            level.not_upfloated_last[i] =
                level.not_upfloated_last[i + 1] + usize::from(!e.upfloated_last);
            level.white[i] = level.white[i + 1] + usize::from(e.seeks_white());
        }
        level
    }
}

/// [C8]–[C10] and the White seekers of the players chosen so far.
#[derive(Copy, Clone, Debug, Default)]
struct Partial {
    maximum_upfloaters: u32,
    maximum_upfloats: u32,
    upfloated_again: u32,
    white: usize,
}

type Candidate = (Quality, Vec<usize>, BracketPairing, Witness);

/// The upfloater sets of one score profile, searched in the order of 4.1.3 (the set with the
/// smaller sequence number where two sets first differ comes first), keeping the first set
/// whose bracket is best by [C7]–[C10] (3.2.2). Exact: every set is considered, and a branch
/// (all the sets that begin with the players chosen so far) is skipped only when a lower
/// bound of its quality, criterion by criterion, is already no better than the best set
/// found; an earlier set wins ties, so such a branch cannot change the choice.
struct SetSearch<'a> {
    field: &'a Field,
    residents: &'a [usize],
    remaining: &'a [usize],
    in_play: &'a [bool],
    witness: &'a Witness,
    /// By score descending, so the order of 4.1.3 is the lexicographic order of the choices,
    /// level by level.
    levels: Vec<Level>,
    resident_white: usize,
    /// Residents plus upfloaters.
    members: usize,
    chosen: Vec<usize>,
    partial: Partial,
    best: Option<Candidate>,
    /// Sets whose bracket was paired.
    compared: usize,
}

impl SetSearch<'_> {
    /// Chooses the rest of the set: `needed` more players of level `level` from position
    /// `from` on, then every later level in full.
    fn descend(&mut self, level: usize, from: usize, needed: usize) -> Result<(), DubovError> {
        if self
            .best
            .as_ref()
            .is_some_and(|(best, ..)| self.bound(level, from, needed) >= *best)
        {
            return Ok(());
        }
        if needed == 0 {
            return match self.levels.get(level + 1) {
                Some(next) => {
                    let count = next.count;
                    self.descend(level + 1, 0, count)
                }
                None => self.evaluate(),
            };
        }
        let players = self.levels[level].players.len();
        // Positions past this one leave too few players for the level.
        for position in from..=players - needed {
            let v = self.levels[level].players[position];
            let saved = self.partial;
            let e = &self.field.entrants[v];
            if !self.field.last_round {
                if self.field.is_maximum_upfloater(v) {
                    self.partial.maximum_upfloaters += 1;
                    self.partial.maximum_upfloats += e.upfloats;
                }
                self.partial.upfloated_again += u32::from(e.upfloated_last);
            }
            self.partial.white += usize::from(e.seeks_white());
            self.chosen.push(v);
            let outcome = self.descend(level, position + 1, needed - 1);
            self.chosen.pop();
            self.partial = saved;
            outcome?;
        }
        Ok(())
    }

    /// A lower bound, criterion by criterion, of the quality of every set that completes the
    /// players chosen so far with `needed` players of `level` from `from` on and every later
    /// level in full. Being no smaller in every criterion, such a set is no better in their
    /// order either.
    fn bound(&self, level: usize, from: usize, needed: usize) -> Quality {
        let mut quality = Quality {
            colour_failures: 0,
            maximum_upfloaters: self.partial.maximum_upfloaters,
            maximum_upfloats: self.partial.maximum_upfloats,
            upfloated_again: self.partial.upfloated_again,
        };
        let (mut white_least, mut white_most) = (self.partial.white, self.partial.white);
        let rest = std::iter::once((level, from, needed))
            .chain((level + 1..self.levels.len()).map(|l| (l, 0, self.levels[l].count)));
        for (l, start, take) in rest {
            let lv = &self.levels[l];
            let left = lv.players.len() - start;
            if !self.field.last_round {
                let forced = take.saturating_sub(lv.not_maximum[start]);
                quality.maximum_upfloaters += forced as u32;
                quality.maximum_upfloats += forced as u32 * lv.fewest_upfloats[start].unwrap_or(0);
                quality.upfloated_again += take.saturating_sub(lv.not_upfloated_last[start]) as u32;
            }
            white_least += take.saturating_sub(left - lv.white[start]);
            white_most += take.min(lv.white[start]);
        }
        // [C7] is at least half the imbalance of White and Black seekers in the bracket.
        let half = self.members / 2;
        let least_white = self.resident_white + white_least;
        let most_white = self.resident_white + white_most;
        let white = half.clamp(least_white, most_white.max(least_white));
        quality.colour_failures = (white.abs_diff(self.members - white) / 2) as u32;
        quality
    }

    /// The set chosen in full: pairs its bracket when it could still beat the best so far.
    fn evaluate(&mut self) -> Result<(), DubovError> {
        let field = self.field;
        let compatible = |a: usize, b: usize| field.compatible(a, b);
        let mut members = self.residents.to_vec();
        members.extend(&self.chosen);
        let mut quality = set_quality(field, &self.chosen);
        quality.colour_failures = colour_failures_at_least(field, &members);
        if self
            .best
            .as_ref()
            .is_some_and(|(best, ..)| quality >= *best)
        {
            return Ok(());
        }
        let mut in_rest = self.in_play.to_vec();
        members.iter().for_each(|r| in_rest[*r] = false);
        let rest: Vec<usize> = self
            .remaining
            .iter()
            .copied()
            .filter(|v| in_rest[*v])
            .collect();
        let Some(rest_witness) = self.witness.perfect_for(&rest, &in_rest, &compatible)? else {
            return Ok(());
        };
        self.compared += 1;
        let Some(pairing) = pair_bracket(field, &members)? else {
            return Ok(());
        };
        quality.colour_failures = pairing.colour_failures;
        if self.best.as_ref().is_none_or(|(best, ..)| quality < *best) {
            self.best = Some((quality, self.chosen.clone(), pairing, rest_witness));
        }
        Ok(())
    }
}
