//! The Lim procedure: the pairing-allocated bye (art. 1.1, 7.1), then the scoregroups in the
//! order of art. 2.2, each paired by arts. 2.3–5: the floaters it receives first (3.6–3.8),
//! then the choice of its own floaters (2.3, 3.2, 3.9, 3.10), then the proposed pairing top
//! half against bottom half scrutinised player by player with the exchange order of 4.2 and
//! 4.3, due colours tried first (5.2).
//!
//! Every "first in order" choice is taken only if what is left can still be paired: a pair
//! only if the rest of its group can be, a floater only if the group keeps its pairs and the
//! rest of the round stays complete (`feasible.rs`). That is how the text's "available"
//! (3.8), "no compatible opponent" (2.3, 4.4) and the repair of a blocked Median Scoregroup
//! (2.6) are read: a choice that would block the median is never made, so the median is
//! always completed (see the crate docs).

use std::cmp::Reverse;

use rondo_core::{Colour, Score};
use rondo_pairing::{BrokenInvariant, NoValidPairing};

use crate::LimError;
use crate::colours::{due_colour, pair_gives_due};
use crate::feasible::{completes_keeping, max_pairs, pairable};
use crate::field::Field;

/// Where a scoregroup lies in the pairing order (art. 2.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Side {
    /// Above the median: paired downward, floaters go down.
    Above,
    /// Below the median: paired upward, floaters go up.
    Below,
    /// The Median Scoregroup, paired last and downward.
    Median,
}

/// An incoming floater paired first (3.6–3.8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FloaterPair {
    /// The floater.
    pub floater: usize,
    /// His opponent.
    pub opponent: usize,
    /// Whether the opponent was chosen for his due colour over the first available (3.8).
    pub for_colour: bool,
}

/// One step of the scrutiny (4.1–4.3, 5.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Scrutiny {
    /// The player scrutinised.
    pub player: usize,
    /// The opponent he gets.
    pub opponent: usize,
    /// The players tried before, in the exchange order, that he does not get.
    pub passed: Vec<usize>,
    /// Whether the opponent was taken for due colours over the first compatible one (5.2).
    pub for_colour: bool,
}

/// Why a player leaves a scoregroup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum FloatWhy {
    /// He came in as a floater and no player of the group is available to him (3.5).
    FloatsOn,
    /// The group cannot pair him with the others (2.3.1–2.3.3, 4.4).
    NoOpponent,
    /// He floats to make the number even (2.3.4), chosen by art. 3: `passed` are the players
    /// before him in the numbering order of 3.2.4 who stay; `majority` the colour of 3.2.2.
    Parity {
        /// The players first in the order of 3.2.4 that were kept.
        passed: Vec<usize>,
        /// The colour more players of the group were due, if it decided.
        majority: Option<Colour>,
    },
}

/// What pairing one scoregroup did, for explanations (plain data).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct GroupRecord {
    /// The group's score.
    pub score: Score,
    /// Its place in the order.
    pub side: Side,
    /// Its own players (field indices, number order).
    pub residents: Vec<usize>,
    /// The floaters it received, in the order they were paired.
    pub incoming: Vec<usize>,
    /// The incoming floaters paired first.
    pub floater_pairs: Vec<FloaterPair>,
    /// The players who left the group and why.
    pub floaters: Vec<(usize, FloatWhy)>,
    /// The scrutiny of the rest.
    pub scrutiny: Vec<Scrutiny>,
}

impl GroupRecord {
    /// Every pair made in the group.
    pub fn pairs(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.floater_pairs
            .iter()
            .map(|pair| (pair.floater, pair.opponent))
            .chain(
                self.scrutiny
                    .iter()
                    .map(|step| (step.player, step.opponent)),
            )
    }
}

/// The result of pairing a field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum FieldResult {
    /// Every player paired but the one with the bye.
    Paired {
        /// The pairs, group by group in pairing order.
        pairs: Vec<(usize, usize)>,
        /// The player with the bye.
        bye: Option<usize>,
    },
    /// No compatible complete pairing exists (the Chief Arbiter decides).
    NoValidPairing(NoValidPairing),
}

/// The pairing in progress.
struct Round<'f> {
    field: &'f Field,
    unpaired: Vec<bool>,
    pairs: Vec<(usize, usize)>,
}

impl Round<'_> {
    fn rest(&self) -> Vec<usize> {
        (0..self.field.len())
            .filter(|i| self.unpaired[*i])
            .collect()
    }

    /// Whether the round can still be completed once `a` and `b` are paired.
    fn completes_without(&self, a: usize, b: usize) -> Result<bool, LimError> {
        let rest: Vec<usize> = self
            .rest()
            .into_iter()
            .filter(|i| *i != a && *i != b)
            .collect();
        pairable(self.field, &rest)
    }

    fn pair(&mut self, a: usize, b: usize) {
        self.unpaired[a] = false;
        self.unpaired[b] = false;
        self.pairs.push((a, b));
    }
}

/// Pairs the whole field, keeping a record of each scoregroup in `records`.
pub(crate) fn pair_field(
    field: &Field,
    records: &mut Vec<GroupRecord>,
) -> Result<FieldResult, LimError> {
    let everyone: Vec<usize> = (0..field.len()).collect();
    let bye = if field.len() % 2 == 1 {
        match choose_bye(field)? {
            Some(bye) => Some(bye),
            None => {
                return Ok(FieldResult::NoValidPairing(NoValidPairing::new(
                    field.len(),
                    max_pairs(field, &everyone)?,
                )));
            }
        }
    } else {
        if !pairable(field, &everyone)? {
            return Ok(FieldResult::NoValidPairing(NoValidPairing::new(
                field.len(),
                max_pairs(field, &everyone)?,
            )));
        }
        None
    };
    let mut round = Round {
        field,
        unpaired: (0..field.len()).map(|i| Some(i) != bye).collect(),
        pairs: Vec::new(),
    };
    let mut scores: Vec<Score> = round
        .rest()
        .iter()
        .map(|i| field.entrants[*i].score)
        .collect();
    scores.sort_unstable();
    scores.dedup();
    let above: Vec<Score> = scores
        .iter()
        .rev()
        .copied()
        .filter(|s| *s > field.median)
        .collect();
    let below: Vec<Score> = scores
        .iter()
        .copied()
        .filter(|s| *s < field.median)
        .collect();
    let mut from_above = Vec::new();
    for (i, score) in above.iter().enumerate() {
        let next = above.get(i + 1).copied().unwrap_or(field.median);
        from_above = pair_group(&mut round, *score, Side::Above, from_above, next, records)?;
    }
    let mut from_below = Vec::new();
    for (i, score) in below.iter().enumerate() {
        let next = below.get(i + 1).copied().unwrap_or(field.median);
        from_below = pair_group(&mut round, *score, Side::Below, from_below, next, records)?;
    }
    from_above.append(&mut from_below);
    let left = pair_group(
        &mut round,
        field.median,
        Side::Median,
        from_above,
        field.median,
        records,
    )?;
    if !left.is_empty() {
        return Err(BrokenInvariant::LeftUnpaired { left: left.len() }.into());
    }
    Ok(FieldResult::Paired {
        pairs: round.pairs,
        bye,
    })
}

/// The pairing-allocated bye (art. 1.1, 7.1, C.04.1 art. 3/4): the player with the lowest rank
/// (the lowest numbered) in the lowest scoregroup; in round 1 the lowest rated; among the
/// players who may receive it and whose bye leaves the others pairable.
fn choose_bye(field: &Field) -> Result<Option<usize>, LimError> {
    let mut order: Vec<usize> = (0..field.len())
        .filter(|i| field.entrants[*i].pab_eligible)
        .collect();
    let entrants = &field.entrants;
    if field.first_round {
        order.sort_by_key(|i| (entrants[*i].rating_points(), Reverse(*i)));
    } else {
        order.sort_by_key(|i| (entrants[*i].score, Reverse(*i)));
    }
    for candidate in order {
        let rest: Vec<usize> = (0..field.len()).filter(|i| *i != candidate).collect();
        if pairable(field, &rest)? {
            return Ok(Some(candidate));
        }
    }
    Ok(None)
}

/// Pairs one scoregroup: its residents and the floaters `incoming` it receives. Returns the
/// players who float on to the next group, in the order they are to be paired there.
fn pair_group(
    round: &mut Round<'_>,
    score: Score,
    side: Side,
    incoming: Vec<usize>,
    next_score: Score,
    records: &mut Vec<GroupRecord>,
) -> Result<Vec<usize>, LimError> {
    let field = round.field;
    let entrants = &field.entrants;
    let residents: Vec<usize> = round
        .rest()
        .into_iter()
        .filter(|i| entrants[*i].score == score && !incoming.contains(i))
        .collect();
    // 3.6, 3.7: floaters from above highest score first, then highest numbered; floaters from
    // below lowest score first, then lowest numbered; in the median those from above first.
    let mut down: Vec<usize> = incoming
        .iter()
        .copied()
        .filter(|i| entrants[*i].score > score)
        .collect();
    let mut up: Vec<usize> = incoming
        .iter()
        .copied()
        .filter(|i| entrants[*i].score < score)
        .collect();
    down.sort_by_key(|i| (Reverse(entrants[*i].score), *i));
    up.sort_by_key(|i| (entrants[*i].score, Reverse(*i)));
    let incoming: Vec<usize> = down.into_iter().chain(up).collect();
    let mut record = GroupRecord {
        score,
        side,
        residents: residents.clone(),
        incoming: incoming.clone(),
        floater_pairs: Vec::new(),
        floaters: Vec::new(),
        scrutiny: Vec::new(),
    };
    let mut floating_on = Vec::new();
    for &floater in &incoming {
        if !round.unpaired[floater] {
            continue;
        }
        let from_above = entrants[floater].score > score;
        let mut candidates: Vec<usize> = residents
            .iter()
            .copied()
            .filter(|i| round.unpaired[*i])
            .collect();
        if side == Side::Median {
            // In the median nothing floats on: the floaters of the other side are opponents
            // too, after its own players, in number order.
            let mut others: Vec<usize> = incoming
                .iter()
                .copied()
                .filter(|i| *i != floater && round.unpaired[*i])
                .collect();
            others.sort_unstable();
            candidates.extend(others);
        }
        if !from_above {
            // 3.8: an upfloater meets the lowest numbered player first.
            let (own, others): (Vec<usize>, Vec<usize>) =
                candidates.iter().partition(|i| residents.contains(i));
            candidates = own
                .into_iter()
                .rev()
                .chain(others.into_iter().rev())
                .collect();
        }
        let mut plain = None;
        for &candidate in &candidates {
            if field.compatible(floater, candidate)
                && round.completes_without(floater, candidate)?
            {
                plain = Some(candidate);
                break;
            }
        }
        let Some(plain) = plain else {
            floating_on.push(floater);
            record.floaters.push((floater, FloatWhy::FloatsOn));
            continue;
        };
        let mut chosen = plain;
        let plain_fits = |due: Colour| due_colour(&entrants[plain]) == Some(due.opposite());
        if let Some(due) = due_colour(&entrants[floater])
            && !plain_fits(due)
        {
            for &candidate in &candidates {
                let within_maxi = !field.maxi
                    || (entrants[candidate].rating_points() - entrants[plain].rating_points())
                        .abs()
                        <= 100;
                if within_maxi
                    && due_colour(&entrants[candidate]) == Some(due.opposite())
                    && field.compatible(floater, candidate)
                    && round.completes_without(floater, candidate)?
                {
                    chosen = candidate;
                    break;
                }
            }
        }
        round.pair(floater, chosen);
        record.floater_pairs.push(FloaterPair {
            floater,
            opponent: chosen,
            for_colour: chosen != plain,
        });
    }

    // The players still to pair here.
    let mut members: Vec<usize> = residents
        .iter()
        .copied()
        .filter(|i| round.unpaired[*i])
        .collect();
    if side == Side::Median {
        members.append(&mut floating_on);
        members.sort_unstable();
        record
            .floaters
            .retain(|(_, why)| *why != FloatWhy::FloatsOn);
    }
    let floaters = if side == Side::Median {
        Vec::new()
    } else {
        choose_floaters(round, &members, side, next_score)?
    };
    let stay: Vec<usize> = members
        .iter()
        .copied()
        .filter(|i| !floaters.iter().any(|(f, _)| f == i))
        .collect();
    let mut leaving: Vec<usize> = floating_on;
    leaving.extend(floaters.iter().map(|(f, _)| *f));
    record.floaters.extend(floaters);
    scrutinise(round, stay, side, &mut record)?;
    records.push(record);
    Ok(leaving)
}

/// The floaters of a group (2.3, art. 3): as many as the group's largest pairing leaves over,
/// chosen one by one, each the first in this order whose departure lets the group keep its
/// pairs and the round stay complete, counting the floaters still to choose (so the set is the
/// first in the order that works, and no choice is undone): a player with a compatible opponent in the next group
/// before one without (3.9.2), a player who did not float in the previous round before one who
/// did (3.10), when floating to make the number even a player due the colour most players of
/// the group are due (3.2.2; in a Maxi-tournament only within 100 points of the next choice,
/// 3.2.3), then the lowest numbered when floating down and the highest numbered when floating
/// up (3.2.4).
fn choose_floaters(
    round: &Round<'_>,
    members: &[usize],
    side: Side,
    next_score: Score,
) -> Result<Vec<(usize, FloatWhy)>, LimError> {
    let field = round.field;
    let entrants = &field.entrants;
    let most = max_pairs(field, members)?;
    let next: Vec<usize> = round
        .rest()
        .into_iter()
        .filter(|i| entrants[*i].score == next_score && !members.contains(i))
        .collect();
    for pairs in (0..=most).rev() {
        let count = members.len() - 2 * pairs;
        if count == 0 {
            if pairable(
                field,
                &round
                    .rest()
                    .into_iter()
                    .filter(|i| !members.contains(i))
                    .collect::<Vec<_>>(),
            )? {
                return Ok(Vec::new());
            }
            continue;
        }
        // 3.2.4: the numbering order alone.
        let numbering: Vec<usize> = match side {
            Side::Below => members.to_vec(),
            _ => members.iter().rev().copied().collect(),
        };
        let majority = if count == 1 {
            majority_due(field, members)
        } else {
            None
        };
        let base_key = |i: usize| {
            let has_next = next.iter().any(|n| field.compatible(i, *n));
            (!has_next, entrants[i].floated_last)
        };
        let first_by_number = numbering.iter().copied().min_by_key(|i| base_key(*i));
        let mut order = numbering.clone();
        order.sort_by_key(|i| {
            let colour_fits = majority.is_some_and(|colour| {
                let within = !field.maxi
                    || first_by_number.is_none_or(|first| {
                        (entrants[*i].rating_points() - entrants[first].rating_points()).abs()
                            <= 100
                    });
                within && due_colour(&entrants[*i]) == Some(colour)
            });
            (base_key(*i), !colour_fits)
        });
        let mut chosen: Vec<usize> = Vec::new();
        let mut failed = false;
        for step in 0..count {
            let last = step + 1 == count;
            let mut found = None;
            for &candidate in &order {
                if chosen.contains(&candidate) {
                    continue;
                }
                let stay: Vec<usize> = members
                    .iter()
                    .copied()
                    .filter(|i| *i != candidate && !chosen.contains(i))
                    .collect();
                if max_pairs(field, &stay)? < pairs {
                    continue;
                }
                let completes = if last {
                    let others: Vec<usize> = round
                        .rest()
                        .into_iter()
                        .filter(|i| !stay.contains(i))
                        .collect();
                    pairable(field, &others)?
                } else {
                    // Kept only if some choice of the floaters still to come completes the
                    // group and the round, so that a choice is never undone: the first set of
                    // floaters in the order that works, as a search that backtracks would
                    // find it.
                    completes_keeping(field, &round.rest(), &stay, pairs)?
                };
                if !completes {
                    continue;
                }
                found = Some(candidate);
                break;
            }
            match found {
                Some(candidate) => chosen.push(candidate),
                None => {
                    failed = true;
                    break;
                }
            }
        }
        if failed {
            continue;
        }
        return Ok(chosen
            .into_iter()
            .map(|floater| {
                let why = if count == 1 && members.len() % 2 == 1 && pairs * 2 + 1 == members.len()
                {
                    let passed = numbering
                        .iter()
                        .copied()
                        .take_while(|i| *i != floater)
                        .collect();
                    FloatWhy::Parity { passed, majority }
                } else {
                    FloatWhy::NoOpponent
                };
                (floater, why)
            })
            .collect());
    }
    // The loop ends at no pairs, where every member floats and the round stays complete.
    Err(BrokenInvariant::LeftUnpaired {
        left: members.len(),
    }
    .into())
}

/// The colour more players of the group are due (3.2.2), if one is.
fn majority_due(field: &Field, members: &[usize]) -> Option<Colour> {
    let count = |colour| {
        members
            .iter()
            .filter(|i| due_colour(&field.entrants[**i]) == Some(colour))
            .count()
    };
    let (white, black) = (count(Colour::White), count(Colour::Black));
    match white.cmp(&black) {
        std::cmp::Ordering::Greater => Some(Colour::White),
        std::cmp::Ordering::Less => Some(Colour::Black),
        std::cmp::Ordering::Equal => None,
    }
}

/// The proposed pairing and its scrutiny (2.4, 4.1–4.3, 5.2): the players in number order
/// (reversed when pairing upward, 4.1.2), top half against bottom half; the first player takes
/// the first opponent in the exchange order of 4.2 (his proposed opponent, the rest of the
/// bottom half downward, then the top half from the bottom up) who is compatible and leaves
/// the others pairable, preferring one with whom both get their due colours (5.2; in a
/// Maxi-tournament only within 100 points, 5.7); then the rest is proposed afresh (4.3).
fn scrutinise(
    round: &mut Round<'_>,
    mut list: Vec<usize>,
    side: Side,
    record: &mut GroupRecord,
) -> Result<(), LimError> {
    let field = round.field;
    let entrants = &field.entrants;
    list.sort_unstable();
    if side == Side::Below {
        list.reverse();
    }
    while !list.is_empty() {
        let player = list[0];
        let half = list.len() / 2;
        let order: Vec<usize> = list[half..]
            .iter()
            .copied()
            .chain(list[1..half].iter().rev().copied())
            .collect();
        let leaves_pairable = |opponent: usize| -> Result<bool, LimError> {
            let rest: Vec<usize> = list
                .iter()
                .copied()
                .filter(|i| *i != player && *i != opponent)
                .collect();
            pairable(field, &rest)
        };
        let mut plain = None;
        for &candidate in &order {
            if field.compatible(player, candidate) && leaves_pairable(candidate)? {
                plain = Some(candidate);
                break;
            }
        }
        let Some(plain) = plain else {
            return Err(BrokenInvariant::LeftUnpaired { left: list.len() }.into());
        };
        let mut chosen = plain;
        if !pair_gives_due(field, player, plain) {
            for &candidate in &order {
                let within_maxi = !field.maxi
                    || (entrants[candidate].rating_points() - entrants[plain].rating_points())
                        .abs()
                        <= 100;
                if within_maxi
                    && field.compatible(player, candidate)
                    && pair_gives_due(field, player, candidate)
                    && leaves_pairable(candidate)?
                {
                    chosen = candidate;
                    break;
                }
            }
        }
        let passed = order.iter().copied().take_while(|i| *i != chosen).collect();
        record.scrutiny.push(Scrutiny {
            player,
            opponent: chosen,
            passed,
            for_colour: chosen != plain,
        });
        round.pair(player, chosen);
        list.retain(|i| *i != player && *i != chosen);
    }
    Ok(())
}
