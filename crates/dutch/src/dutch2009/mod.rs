//! The Dutch system of the 2009 text (FIDE Handbook C.04.1 as approved 1992–2006 and by the
//! Presidential Board in 2009): definitions A1–A9, criteria B1–B6, procedure C1–C14,
//! transpositions and exchanges D1–D2, colours E1–E5, final remarks F1–F9.
//!
//! Unlike the 2025 and 2017 editions, this text defines the pairing by a procedure: brackets
//! from the top, S1 against S2, transpositions and exchanges in a fixed order, the first
//! pairing meeting the criteria in force is taken, and criteria are relaxed step by step when
//! none does. This module follows that procedure; the maximum-weight matching of the other
//! editions is used only where it provably gives the same answer: to test whether the players
//! below a bracket can still all be paired under B1 and B2 (C12, C13), and as the last resort
//! described under "Bounds".
//!
//! # The procedure as implemented
//!
//! Players are ordered by pairing score, then pairing number (A2; the pairing numbers already
//! encode rating, title and name, A1–A2). Score groups are paired from the top; the players a
//! group leaves over are moved down into the next one (A3).
//!
//! For each group:
//! 1. **C1.** A player who cannot meet anybody in the group under B1/B2 is moved down at once
//!    (a moved-down player too: C12 was already tried by the group above, see below).
//! 2. **A3, A6.** The group is heterogeneous when it holds moved-down players and they are
//!    fewer than half of it; then S1 = the moved-down players and S2 = the residents, and
//!    once the moved-down players are paired the rest is a homogeneous remainder paired from
//!    C2 on. Otherwise S1 is the top ⌊n/2⌋ players and S2 the others.
//! 3. **C6–C8, D1–D2.** S1[i] meets S2[i]; S2 is permuted in the order of D1 (lexicographic
//!    order of the numbers), then, in a homogeneous group or remainder, each exchange of D2 is
//!    applied in turn and the transpositions are tried again. A pairing is taken when its p
//!    pairs meet the criteria in force (below) and what it leaves over passes the checks of
//!    C12/C13. In a heterogeneous group the pairing of the moved-down players and the pairing
//!    of the remainder are searched together, the moved-down players' pairs in the outer loop:
//!    when the remainder cannot be paired, the next pairing of the moved-down players is
//!    tried (C10).
//! 4. **The criteria in force (a level).** B1 and B2 always; B4: at most x pairs whose two
//!    players have the same colour preference (x from A8, A7 e); B5 and B6 for the lower
//!    player of every pair between different scores (upfloat) and for every player left over
//!    (downfloat, the bye included, A5); A7 d in odd rounds when it applies.
//! 5. **The ladder.** Levels are tried in this order, the first level with a pairing wins:
//!    for p from its maximum down (C14; x is lowered with p when it was positive), for the
//!    lookahead of C12 on then off, for A7 d on then off, for x from its A8 value up to p
//!    (C11), for the float criteria all in force, then B6 and B5 dropped for downfloats (C9),
//!    then B6 and B5 dropped for upfloats (C10). A stricter level accepts a subset of what a
//!    more relaxed one accepts, so each part of the ladder is entered only when its most
//!    relaxed level finds a pairing (a probe); this changes the work, never the answer.
//! 6. **C12, C13.** What a group leaves over must leave the rest of the round pairable: the
//!    players moved down plus all lower players must have a pairing under B1/B2 with at most
//!    one player left over who may have the bye (tested by maximum-cardinality matching). This
//!    is what C13 reaches by undoing the penultimate group and merging the two lowest groups,
//!    and the answer is the same first pairing in the order of the text that keeps the lowest
//!    group pairable. C12 (undo the previous group so that other players move down who can be
//!    paired in the next group) is a lookahead: the pairing of a group is first searched with
//!    the extra condition that the players it moves down can all be paired among the next
//!    group's residents (when they will form a heterogeneous group there), then without.
//! 7. **Lowest group and bye.** The lowest group pairs everybody but at most one player; the
//!    player left over gets the bye (A5, F4) and must not have scored a point without playing
//!    before (B1 b).
//!
//! # Readings of the text
//!
//! The source is an OCR'd Spanish translation; where it is ambiguous the choice is this:
//! - **C6** says a pairing is complete when its p pairs comply "with B1 and B2", but C9–C11
//!   relax B4–B6, which only has a meaning if C6 checks the criteria in force: it does.
//! - **C9, C10**: "drop the criterion for downfloaters" and "drop B6 and B5 for the players
//!   receiving floats" are read as the English text of the same rules states them: B6 then
//!   B5 for downfloats, and later B6 then B5 for upfloats.
//! - **C11** restarts at C3: the float criteria dropped at a smaller x are in force again at
//!   the next x (B4 outranks B5 and B6, so a pairing with fewer colour failures is preferred
//!   whatever its floats).
//! - **x in a heterogeneous group** (C2) is computed on the whole group and is the allowance
//!   of all its pairs together (moved-down pairs and remainder).
//! - **B6** ("no identical floats in two previous rounds") is read as: not the same float as
//!   two rounds before.
//! - **Floats** (A4, A5) come from the pairing, not the result: a game or a forfeit between
//!   different scores floats the higher player down and the lower up; the pairing bye is a
//!   downfloat; a bye asked for or an absence is no pairing and no float.
//! - **B1 b**: a pairing bye, a forfeit win or a full-point bye ("a point without playing")
//!   makes a player ineligible for the bye; a half-point bye does not.
//! - **A7 d** (odd rounds: strong preferences treated as absolute "as long as this does not
//!   result in additional downfloaters"): tried first at each number of pairs, dropped before
//!   fewer pairs are tried. **A7 e** (even rounds: weak preferences count on whichever side
//!   lowers x): such players count as either colour in A8 and never make a pair miss a
//!   preference in B4; their colours are still allotted by E1–E5 from their actual
//!   preference.
//! - **Topscorers** (A7 a, note to B): when pairing the last round, B2, B5 and B6 do not apply
//!   to a player with more than half the possible score.
//! - **D2** is given for one- and two-player exchanges; larger exchanges follow the same rule
//!   (smallest difference of the sums, then the lowest S1 players). Ties on the S2 side take
//!   the higher-ranked S2 players first.
//! - **E5**: "the even players of S1 get a colour different from the odd ones" is applied by
//!   the higher-ranked player's position in the round's order; the colour of the odd ones is
//!   the initial colour (drawn by lot).
//! - **F1** (board order), **F2–F3** (unplayed games do not count for colours or meetings),
//!   **F5** (withdrawn and absent players are not paired) and **F9** (adjourned games count as
//!   draws, entered as draws) are the crate's shared reading of the tournament.
//!
//! # Bounds
//!
//! Every level of the ladder may spend `group::LEVEL_STEPS` search steps and a round
//! `group::ROUND_STEPS` in all; exchanges of a size are listed only when there are at most
//! `order::EXCHANGE_LIMIT` of them (for large groups, exchanges of two or more players are
//! then not tried). When a level runs out of steps it counts as finding
//! nothing; when the round runs out, a group not yet paired moves down whole and the lowest
//! group is completed by a maximum-cardinality matching under B1/B2 (the rules' absolute
//! criteria still hold). Feasibility of partial pairings is tested by bipartite matching, so
//! a level that cannot succeed because of B1, B2 or the float criteria is usually rejected
//! at once; typical rounds of hundreds of players never reach the bounds (a test pairs
//! generated events and counts the fallbacks). Measured on release builds: 500 players, 9
//! rounds generated in 3.7 s of CPU time (at most 1.3 s for one round); 1,000 players, 11
//! rounds re-paired by `rondo check` in 12.8 s.

mod cards;
mod colours;
mod explain;
mod group;
mod order;
mod rules;
mod search;

#[cfg(test)]
mod tests;

use rondo_core::{Colour, RoundView};

use crate::board_order::sort_boards;
use crate::entrants::Field;
use crate::{Board, BracketFacts, NoValidPairing, PairError, Pairing, PairingOutcome};
use rondo_pairing::BrokenInvariant;

use group::{Group, Round};
use rules::Rules;

pub(crate) use explain::explain;

/// Pairs the field of `view` by the 2009 text.
pub(crate) fn pair(view: &RoundView<'_>, field: &Field) -> Result<PairingOutcome, PairError> {
    Ok(pair_recorded(view, field)?.0)
}

/// Pairs the field of `view` by the 2009 text, with the record of each score group's search
/// (empty when there is no valid pairing).
fn pair_recorded(
    view: &RoundView<'_>,
    field: &Field,
) -> Result<(PairingOutcome, Vec<group::GroupRecord>), PairError> {
    let tournament = view.tournament();
    let cards = cards::cards(field, tournament, view.round());
    let rules = Rules {
        field,
        cards: &cards,
        round_number: usize::from(view.round().get()),
    };
    let everybody: Vec<usize> = (0..field.len()).collect();
    if group::complete(&rules, &everybody)?.is_none() {
        return Ok((
            PairingOutcome::NoValidPairing(no_valid_pairing(&rules, &everybody)?),
            Vec::new(),
        ));
    }
    let groups = score_groups(field);
    let mut round = Round::new(rules);
    let mut moved: Vec<usize> = Vec::new();
    let mut pairs = Vec::new();
    let mut brackets = Vec::new();
    let mut bye = None;
    let mut records = Vec::with_capacity(groups.len());
    for (k, residents) in groups.iter().enumerate() {
        let below: Vec<usize> = groups[k + 1..].iter().flatten().copied().collect();
        let group = Group {
            moved: &moved,
            residents,
            next: groups.get(k + 1).map(Vec::as_slice),
            below: &below,
        };
        let result = round.pair_group(&group)?;
        brackets.push(BracketFacts {
            score: field.entrants[residents[0]].score,
            moved_down: ids(field, &moved),
            residents: ids(field, residents),
            pairs: result
                .pairs
                .iter()
                .map(|&(a, b)| (field.entrants[a.min(b)].id, field.entrants[a.max(b)].id))
                .collect(),
            downfloaters: ids(field, &result.leftovers),
        });
        let mut record = result.record;
        record.taken.clone_from(&result.pairs);
        record.leftovers.clone_from(&result.leftovers);
        records.push(record);
        pairs.extend(result.pairs);
        if group.next.is_none() {
            bye = result.leftovers.first().copied();
            if result.leftovers.len() > 1 {
                return Err(PairError::Internal(BrokenInvariant::LeftUnpaired {
                    left: result.leftovers.len(),
                }));
            }
        }
        moved = result.leftovers;
    }
    Ok((
        PairingOutcome::Paired(publish(field, &cards, &pairs, bye, brackets)),
        records,
    ))
}

/// The players' indices grouped by pairing score, highest first (A3).
fn score_groups(field: &Field) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (index, entrant) in field.entrants.iter().enumerate() {
        match groups.last_mut() {
            Some(group) if field.entrants[group[0]].score == entrant.score => group.push(index),
            _ => groups.push(vec![index]),
        }
    }
    groups
}

fn ids(field: &Field, indices: &[usize]) -> Vec<rondo_core::PlayerId> {
    indices.iter().map(|i| field.entrants[*i].id).collect()
}

fn no_valid_pairing(rules: &Rules<'_>, players: &[usize]) -> Result<NoValidPairing, PairError> {
    let max_pairs = rondo_pairing::maximum_compatible_pairs(players.len(), |a, b| {
        rules.compatible(players[a], players[b])
    })?;
    // The witness is filled in by `pair_round`, which has the round view.
    Ok(NoValidPairing::new(players.len(), max_pairs))
}

/// Colours (E1–E5) and board order (F1).
fn publish(
    field: &Field,
    cards: &[cards::Card],
    pairs: &[(usize, usize)],
    bye: Option<usize>,
    brackets: Vec<BracketFacts>,
) -> Pairing {
    let entrants = &field.entrants;
    let mut boards: Vec<(Board, _, _)> = pairs
        .iter()
        .map(|&(a, b)| {
            let (higher, lower) = (a.min(b), a.max(b));
            let colour = colours::colour_of_higher(
                &cards[higher],
                &cards[lower],
                higher,
                field.initial_colour,
            );
            let (white, black) = match colour {
                Colour::White => (higher, lower),
                Colour::Black => (lower, higher),
            };
            (
                Board {
                    white: entrants[white].id,
                    black: entrants[black].id,
                },
                &entrants[higher],
                &entrants[lower],
            )
        })
        .collect();
    sort_boards(&mut boards);
    Pairing {
        boards: boards.into_iter().map(|(board, _, _)| board).collect(),
        pairing_bye: bye.map(|index| entrants[index].id),
        brackets,
    }
}
