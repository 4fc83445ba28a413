//! The pairing of a round after the seeding rounds (art. 1.9, 3, 4): the pairing-allocated bye
//! first (art. 3.1), then each bracket from the top (art. 3.2) by the first candidate of the
//! order of art. 4.3 among those that comply best with [C1]–[C8].
//!
//! A bracket is solved on the graph of every player not yet paired (the bracket and everyone
//! below): a perfect matching of that graph is a pairing of the bracket (its pairs, and its
//! outgoing floaters, who are matched below) together with a completion of the round, so [C4]
//! holds by construction. (It is first solved on the bracket and the next scoregroup alone,
//! which gives the same pairing whenever that pairing can be completed: see `Graph::Relaxed`.) Each edge carries the criteria as fields of one integer weight, most
//! important first ([`Layout`]); all of them add up over the edges, so a maximum-weight perfect
//! matching is a pairing that complies best with [C5]–[C8]. The order of art. 4.3 is not a sum
//! of edge weights, so it is obtained by fixing the opponents one BSN at a time: BSN 1 takes
//! the largest opponent (a BSN, or floating, which comes last) with which an optimal pairing
//! still exists, then the first BSN still open, and so on. Each decision is one warm re-solve
//! in which only the open BSN's edges get a bonus by their place in the order; when the
//! current optimum already gives him the first opponent still possible, no solve is needed.

use rondo_core::{Colour, Score};
use rondo_matching::{DenseGraph, MatchingOptions, Solver, Weight, Wide};
use rondo_pairing::{NoValidPairing, maximum_compatible_pairs};

use crate::BursteinError;
use crate::field::{Field, ranking};

/// How one bracket was paired.
#[derive(Clone, Debug)]
pub(crate) struct BracketRecord {
    /// The pairing score of the residents.
    pub(crate) score: Score,
    /// The incoming floaters (art. 1.2.2).
    pub(crate) incoming: Vec<usize>,
    /// The residents.
    pub(crate) residents: Vec<usize>,
    /// The bracket in the order of art. 1.8: BSN 1 first (art. 4.1).
    pub(crate) order: Vec<usize>,
    /// The pairs, in BSN order of their first player.
    pub(crate) pairs: Vec<(usize, usize)>,
    /// The outgoing floaters, in BSN order.
    pub(crate) floaters: Vec<usize>,
    /// The most pairs [C1]–[C3] allow inside the bracket, ignoring the players below.
    pub(crate) pairs_without_completion: usize,
    /// The BSNs that did not get the first opponent of the order of art. 4.3 still open.
    pub(crate) skipped: Vec<Skipped>,
}

/// A BSN whose opponent is not the first still open in the order of art. 4.3: the players
/// before it in the order that he may not meet ([C1], [C3]), and those with whom no pairing
/// complies best with [C4]–[C8].
#[derive(Clone, Debug)]
pub(crate) struct Skipped {
    pub(crate) player: usize,
    /// His BSN (1-based).
    pub(crate) bsn: usize,
    /// His opponent; `None` when he floats.
    pub(crate) opponent: Option<usize>,
    pub(crate) may_not_meet: Vec<usize>,
    pub(crate) not_best: Vec<usize>,
}

impl BracketRecord {
    /// Whether the pairing is the first candidate of art. 4.3 (1 against n, 2 against n−1, …,
    /// the middle BSNs floating).
    pub(crate) fn is_first_candidate(&self) -> bool {
        let n = self.order.len();
        let p = self.pairs.len();
        let fold: Vec<(usize, usize)> = (0..p)
            .map(|i| (self.order[i], self.order[n - 1 - i]))
            .collect();
        fold == self.pairs
    }
}

/// How the bye was chosen (art. 3.1).
#[derive(Clone, Debug)]
pub(crate) struct ByeRecord {
    pub(crate) player: usize,
    /// Eligible players with a lower score (3.1.3) or otherwise before him in the order of
    /// 3.1.3–3.1.5 whose bye would leave the others unpairable (3.1.2).
    pub(crate) would_strand: Vec<usize>,
    /// Players ahead of him in the order of 3.1.3–3.1.5 who may not receive it (3.1.1).
    pub(crate) ineligible: Vec<usize>,
    /// Eligible players with his pairing score (3.1.3), himself excluded.
    pub(crate) same_score: usize,
}

/// The result of pairing the field.
pub(crate) enum FieldResult {
    Paired {
        pairs: Vec<(usize, usize)>,
        bye: Option<ByeRecord>,
        brackets: Vec<BracketRecord>,
    },
    NoValidPairing(NoValidPairing),
}

/// Whether the players `members` (positions in the field) can all be paired under [C1]–[C3].
fn perfectly_pairable(field: &Field, members: &[usize]) -> Result<bool, BursteinError> {
    if members.len() % 2 == 1 {
        return Ok(false);
    }
    let pairs = maximum_compatible_pairs(members.len(), |a, b| {
        field.compatible(members[a], members[b])
    })?;
    Ok(2 * pairs == members.len())
}

/// The order in which art. 3.1.3–3.1.5 offer the bye: lowest pairing score, then most games
/// played, then lowest ranking by art. 1.8.
pub(crate) fn bye_order(field: &Field) -> Vec<usize> {
    let mut order: Vec<usize> = (0..field.len()).collect();
    order.sort_by(|&a, &b| {
        let (x, y) = (&field.entrants[a], &field.entrants[b]);
        x.pairing_score
            .cmp(&y.pairing_score)
            .then(y.games_played.cmp(&x.games_played))
            .then(ranking(y, x))
    });
    order
}

/// Pairs the whole field.
pub(crate) fn pair_field(field: &Field) -> Result<FieldResult, BursteinError> {
    pair_field_with_band(field, DEEP_BAND)
}

/// [`pair_field`], the players below each following bracket starting with `band` neighbours
/// on each side in the solver's graph (any band gives the same pairing: every solve is
/// certified on the full graph; the tests compare bands).
pub(crate) fn pair_field_with_band(
    field: &Field,
    band: usize,
) -> Result<FieldResult, BursteinError> {
    let n = field.len();
    let everyone: Vec<usize> = (0..n).collect();
    let unpairable = || -> Result<FieldResult, BursteinError> {
        let max_pairs = maximum_compatible_pairs(n, |a, b| field.compatible(a, b))?;
        Ok(FieldResult::NoValidPairing(NoValidPairing::new(
            n, max_pairs,
        )))
    };
    let mut bye = None;
    let mut remaining = everyone.clone();
    if n % 2 == 1 {
        let mut ineligible = Vec::new();
        let mut would_strand = Vec::new();
        for candidate in bye_order(field) {
            if !field.entrants[candidate].pab_eligible {
                ineligible.push(candidate);
                continue;
            }
            let others: Vec<usize> = everyone
                .iter()
                .copied()
                .filter(|v| *v != candidate)
                .collect();
            if perfectly_pairable(field, &others)? {
                let score = field.entrants[candidate].pairing_score;
                let same_score = (0..n)
                    .filter(|v| {
                        *v != candidate
                            && field.entrants[*v].pab_eligible
                            && field.entrants[*v].pairing_score == score
                    })
                    .count();
                bye = Some(ByeRecord {
                    player: candidate,
                    would_strand,
                    ineligible,
                    same_score,
                });
                remaining = others;
                break;
            }
            would_strand.push(candidate);
        }
        if bye.is_none() {
            return unpairable();
        }
    } else if !perfectly_pairable(field, &everyone)? {
        return unpairable();
    }

    // Brackets from the top (art. 1.9.2): residents of the highest remaining pairing score plus
    // the incoming floaters of the bracket above.
    remaining.sort_by(|&a, &b| {
        field.entrants[b]
            .pairing_score
            .cmp(&field.entrants[a].pairing_score)
            .then(ranking(&field.entrants[a], &field.entrants[b]))
    });
    let mut scores: Vec<Score> = remaining
        .iter()
        .map(|v| field.entrants[*v].pairing_score)
        .collect();
    scores.dedup();
    let mut pairs = Vec::new();
    let mut brackets = Vec::new();
    let mut incoming: Vec<usize> = Vec::new();
    for (group, score) in scores.iter().enumerate() {
        let residents: Vec<usize> = remaining
            .iter()
            .copied()
            .filter(|v| field.entrants[*v].pairing_score == *score)
            .collect();
        let next_score = scores.get(group + 1).copied();
        let next: Vec<usize> = remaining
            .iter()
            .copied()
            .filter(|v| Some(field.entrants[*v].pairing_score) == next_score)
            .collect();
        let below: Vec<usize> = remaining
            .iter()
            .copied()
            .filter(|v| field.entrants[*v].pairing_score < *score)
            .collect();
        let mut bracket: Vec<usize> = incoming.iter().chain(&residents).copied().collect();
        bracket.sort_by(|&a, &b| ranking(&field.entrants[a], &field.entrants[b]));
        let record = pair_bracket(
            field, band, *score, &incoming, &residents, bracket, &next, &below,
        )?;
        pairs.extend(record.pairs.iter().copied());
        incoming.clone_from(&record.floaters);
        brackets.push(record);
    }
    if !incoming.is_empty() {
        return Err(BursteinError::Internal(
            rondo_pairing::BrokenInvariant::LeftUnpaired {
                left: incoming.len(),
            },
        ));
    }
    Ok(FieldResult::Paired {
        pairs,
        bye,
        brackets,
    })
}

/// The fields of an edge weight, most important first: each is a count placed at its own bits,
/// wide enough that the sum over a matching never carries into the field above.
struct Layout {
    /// [C5]: one per pair inside the bracket.
    pairs: u32,
    /// [C6]: one per player paired inside the bracket, by pairing score level (highest first),
    /// so that the floaters' scores are as low as possible, highest compared first.
    kept_by_level: Vec<u32>,
    /// [C7]: one per pair of the following bracket (this bracket's floaters and the next
    /// scoregroup).
    next_pairs: u32,
    /// [C7]: one per player of the following bracket paired inside it, by level.
    next_kept_by_level: Vec<u32>,
    /// [C8]: one per pair of the bracket in which both can get their colour preference.
    colours_granted: u32,
    /// One per pair already decided (art. 4.3), on the relaxed graph: worth more than any
    /// order bonus, so that a re-solve keeps every decided pair without the graph losing the
    /// other edges of its players (see `solve_bracket`).
    decided_pairs: u32,
    /// Art. 4.3 for the BSN being decided: the earlier his opponent in the order, the more.
    order_bonus: u32,
    /// A guide towards the order of art. 4.3 for the others (fewer decisions need a solve): one
    /// unit on each pair of [`likely_pairing`]. It never decides anything, and it keeps the
    /// weights of a bracket few and repeated, so that the graph stores them in a palette.
    guide: u32,
    total_bits: u32,
}

fn bits_for(max: u64) -> u32 {
    64 - max.leading_zeros()
}

impl Layout {
    fn new(bracket: usize, levels: &[usize], next_members: usize, next_levels: &[usize]) -> Layout {
        let n = bracket as u64;
        let mut bit = 0u32;
        let mut place = |max: u64| {
            let at = bit;
            bit += bits_for(max);
            at
        };
        // From the least significant up.
        let guide = place(n / 2 + 1);
        let order_bonus = place(n + 2);
        let decided_pairs = place(n / 2 + 1);
        let colours_granted = place(n / 2 + 1);
        let next_kept_by_level: Vec<u32> = next_levels
            .iter()
            .rev()
            .map(|c| place(*c as u64))
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let next_pairs = place(next_members as u64 / 2 + 1);
        let kept_by_level: Vec<u32> = levels
            .iter()
            .rev()
            .map(|c| place(*c as u64))
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let pairs = place(n / 2 + 1);
        Layout {
            pairs,
            kept_by_level,
            next_pairs,
            next_kept_by_level,
            colours_granted,
            decided_pairs,
            order_bonus,
            guide,
            total_bits: bit,
        }
    }
}

/// `2^bit` in `W`.
fn power<W: Weight>(bit: u32) -> W {
    let mut value = W::ONE;
    for _ in 0..bit {
        value = value + value;
    }
    value
}

/// The distinct pairing scores of `members`, highest first, with how many have each.
fn levels(field: &Field, members: &[usize]) -> Vec<(Score, usize)> {
    let mut scores: Vec<Score> = members
        .iter()
        .map(|v| field.entrants[*v].pairing_score)
        .collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    let mut levels: Vec<(Score, usize)> = Vec::new();
    for score in scores {
        match levels.last_mut() {
            Some((last, count)) if *last == score => *count += 1,
            _ => levels.push((score, 1)),
        }
    }
    levels
}

/// Whether two players both have a preference for the same colour, so that one of them does not
/// get it ([C8]; a player without preference never fails it, art. 1.5.4).
pub(crate) fn colour_conflict(field: &Field, a: usize, b: usize) -> bool {
    preferences_conflict(
        field.entrants[a].preference.map(|p| p.colour),
        field.entrants[b].preference.map(|p| p.colour),
    )
}

/// [`colour_conflict`] for the two players' preferred colours.
fn preferences_conflict(a: Option<Colour>, b: Option<Colour>) -> bool {
    matches!((a, b), (Some(x), Some(y)) if x == y)
}

/// Pairs one bracket (art. 3.2).
#[allow(clippy::too_many_arguments)]
fn pair_bracket(
    field: &Field,
    band: usize,
    score: Score,
    incoming: &[usize],
    residents: &[usize],
    order: Vec<usize>,
    next: &[usize],
    below: &[usize],
) -> Result<BracketRecord, BursteinError> {
    let n = order.len();
    let pairs_without_completion =
        maximum_compatible_pairs(n, |a, b| field.compatible(order[a], order[b]))?;
    let bracket_levels = levels(field, &order);
    let next_members: Vec<usize> = order.iter().chain(next).copied().collect();
    let next_levels = levels(field, &next_members);
    let layout = Layout::new(
        n,
        &bracket_levels.iter().map(|l| l.1).collect::<Vec<_>>(),
        next_members.len(),
        &next_levels.iter().map(|l| l.1).collect::<Vec<_>>(),
    );
    // First the bracket and the next scoregroup alone, every player further down taken as
    // free to meet anyone (see `Graph::Relaxed`); only when that pairing cannot be completed
    // is the bracket solved again with everyone below.
    let next_score = next.first().map(|v| field.entrants[*v].pairing_score);
    let deep: Vec<usize> = below
        .iter()
        .copied()
        .filter(|v| Some(field.entrants[*v].pairing_score) != next_score)
        .collect();
    let bracket = Bracket {
        field,
        band,
        layout: &layout,
        order: &order,
        next,
        bracket_levels: &bracket_levels,
        next_levels: &next_levels,
    };
    let mut solved = None;
    if !deep.is_empty() {
        let relaxed = bracket.solve(next, Graph::Relaxed)?;
        let mut rest = relaxed.exposed.clone();
        rest.extend(&deep);
        if perfectly_pairable(field, &rest)? {
            solved = Some(relaxed);
        }
    }
    let solved = match solved {
        Some(solved) => solved,
        None => bracket.solve(below, Graph::Perfect)?,
    };
    let BracketSolution {
        pairs,
        floaters,
        skipped,
        ..
    } = solved;
    Ok(BracketRecord {
        score,
        incoming: incoming.to_vec(),
        residents: residents.to_vec(),
        order,
        pairs,
        floaters,
        pairs_without_completion,
        skipped,
    })
}

/// How many neighbours on each side (in the order below the next scoregroup) a player there
/// starts with in the solver's graph; the certification adds whatever else the duals need.
const DEEP_BAND: usize = 12;

/// Which players below the bracket the solver's graph holds, and what it asks of them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Graph {
    /// Everyone below, and a perfect matching: [C4] by construction.
    Perfect,
    /// The next scoregroup only, and a matching that may leave players of the bracket or of the
    /// next scoregroup single. Every edge at a player below the next scoregroup weighs zero
    /// (such a pair only serves [C4]), so a perfect matching of everyone, cut down to these
    /// players, is a matching here of the same weight: the optimum here is at least the true
    /// one. When the pairing found here leaves its single players and everyone further down
    /// perfectly pairable, it is a true optimum; and since every true optimum is an optimum
    /// here, the first of them in the order of art. 4.3 (decided BSN by BSN) is not before the
    /// one found here, which is one of them: the two are the same pairing.
    Relaxed,
}

/// What a bracket's solve needs besides the players below it.
struct Bracket<'a> {
    field: &'a Field,
    band: usize,
    layout: &'a Layout,
    /// The bracket in BSN order.
    order: &'a [usize],
    /// The next scoregroup.
    next: &'a [usize],
    bracket_levels: &'a [(Score, usize)],
    next_levels: &'a [(Score, usize)],
}

/// A bracket's pairs (positions in the field, BSN order), its outgoing floaters, the BSNs that
/// did not get the first opponent still open, and the players the final matching leaves single
/// (none in a perfect one).
struct BracketSolution {
    pairs: Vec<(usize, usize)>,
    floaters: Vec<usize>,
    skipped: Vec<Skipped>,
    exposed: Vec<usize>,
}

impl Bracket<'_> {
    /// The bracket solved on the graph of the bracket and `others`, in the narrowest weight
    /// type that holds the layout.
    fn solve(&self, others: &[usize], graph: Graph) -> Result<BracketSolution, BursteinError> {
        let vertices = self.order.len() + others.len();
        let margin = bits_for(vertices as u64 / 2 + 1) + 4;
        let bits = self.layout.total_bits + margin;
        if bits <= 128 {
            solve_bracket::<u128>(self, others, graph)
        } else if bits <= 256 {
            solve_bracket::<Wide<4>>(self, others, graph)
        } else if bits <= 1024 {
            solve_bracket::<Wide<16>>(self, others, graph)
        } else {
            Err(BursteinError::TooLarge(vertices))
        }
    }
}

/// The colour preferences of a bracket's players, as [C8] counts conflicts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum ColourKind {
    White,
    Black,
    NoPreference,
}

impl ColourKind {
    fn of(field: &Field, player: usize) -> ColourKind {
        match field.entrants[player].preference.map(|p| p.colour) {
            Some(Colour::White) => ColourKind::White,
            Some(Colour::Black) => ColourKind::Black,
            None => ColourKind::NoPreference,
        }
    }

    /// Its place in the counts of [`colour_counts`].
    fn slot(self) -> usize {
        match self {
            ColourKind::White => 0,
            ColourKind::Black => 1,
            ColourKind::NoPreference => 2,
        }
    }
}

/// How many of `members` prefer White, Black, and neither.
fn colour_counts(field: &Field, members: &[usize]) -> [usize; 3] {
    let mut counts = [0; 3];
    for v in members {
        counts[ColourKind::of(field, *v).slot()] += 1;
    }
    counts
}

/// How many players (of `counts`: White, Black, no preference) are left over once every player
/// of the smaller preference and every player without one is set against the larger
/// preference: each two of them make one pair that fails [C8] in every pairing of players who
/// may all meet.
fn colour_surplus(counts: [usize; 3]) -> (usize, Option<ColourKind>) {
    let [white, black, none] = counts;
    if white > black + none {
        (white - black - none, Some(ColourKind::White))
    } else if black > white + none {
        (black - white - none, Some(ColourKind::Black))
    } else {
        (0, None)
    }
}

/// A pairing of the bracket (positions in BSN order; `None` for a player it leaves single)
/// that the rules will likely choose: each BSN in turn takes the last BSN still free that he
/// may meet and whose pair costs no more colour preferences than the players' counts force
/// ([C8], art. 4.3). It only guides the solver (one unit of the guide on each of its pairs,
/// and the solver's start), so it need not be right: rematches, scores and the next bracket
/// are left to the solver.
fn likely_pairing(field: &Field, order: &[usize]) -> Vec<Option<usize>> {
    let n = order.len();
    let slots: Vec<usize> = order
        .iter()
        .map(|v| ColourKind::of(field, *v).slot())
        .collect();
    let mut counts = colour_counts(field, order);
    let mut mates = vec![None; n];
    for a in 0..n {
        if mates[a].is_some() {
            continue;
        }
        let (surplus, _) = colour_surplus(counts);
        let partner = (a + 1..n).rev().find(|&b| {
            if mates[b].is_some() || !field.compatible(order[a], order[b]) {
                return false;
            }
            let mut after = counts;
            after[slots[a]] -= 1;
            after[slots[b]] -= 1;
            let conflict = colour_conflict(field, order[a], order[b]);
            2 * usize::from(conflict) + colour_surplus(after).0 <= surplus
        });
        if let Some(b) = partner {
            mates[a] = Some(b);
            mates[b] = Some(a);
            counts[slots[a]] -= 1;
            counts[slots[b]] -= 1;
        }
    }
    mates
}

/// What an opponent is to the BSN being decided: another BSN (its position in the bracket) or
/// floating (BSN 0 of art. 4.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Opponent {
    Bsn(usize),
    Float,
}

fn solve_bracket<W: Weight>(
    bracket: &Bracket<'_>,
    others: &[usize],
    graph_kind: Graph,
) -> Result<BracketSolution, BursteinError> {
    let &Bracket {
        field,
        band,
        layout,
        order,
        next,
        bracket_levels,
        next_levels,
    } = bracket;
    let n = order.len();
    let perfect = graph_kind == Graph::Perfect;
    // Vertices: the bracket in BSN order, then the others.
    let vertices: Vec<usize> = order.iter().chain(others).copied().collect();
    let in_next: Vec<bool> = {
        let mut flags = vec![false; field.len()];
        for v in next {
            flags[*v] = true;
        }
        flags
    };
    let level_of = |levels: &[(Score, usize)], v: usize| {
        levels
            .iter()
            .position(|(s, _)| *s == field.entrants[v].pairing_score)
    };
    // 2^bit for every bit a field starts at, computed once.
    let units: Vec<W> = (0..=layout.total_bits).map(power::<W>).collect();
    let unit = |bit: u32| units[bit as usize];
    let add = |w: W, bit: u32, count: u64| -> W {
        w + unit(bit).checked_mul_u64(count).unwrap_or(W::MAX)
    };
    // What each end adds to an edge, computed once per vertex instead of once per edge: in the
    // bracket, his [C6] level; in the following bracket (the bracket's players, who may float
    // into it, and the next scoregroup), his [C7] level; nothing for a player further down.
    let kept: Vec<W> = order
        .iter()
        .map(|v| level_of(bracket_levels, *v).map_or(W::ZERO, |l| unit(layout.kept_by_level[l])))
        .collect();
    let following: Vec<Option<W>> = vertices
        .iter()
        .enumerate()
        .map(|(index, v)| {
            (index < n || in_next[*v]).then(|| {
                level_of(next_levels, *v).map_or(W::ZERO, |l| unit(layout.next_kept_by_level[l]))
            })
        })
        .collect();
    let likely = likely_pairing(field, order);
    // Read for every pair of the bracket: kept here rather than in the entrants, whose records
    // are far apart in memory.
    let preferred: Vec<Option<Colour>> = order
        .iter()
        .map(|v| field.entrants[*v].preference.map(|p| p.colour))
        .collect();
    let weight = |a: usize, b: usize| -> Option<W> {
        let (x, y) = (vertices[a], vertices[b]);
        if !field.compatible(x, y) {
            return None;
        }
        if a < n && b < n {
            let mut w = unit(layout.pairs) + kept[a] + kept[b];
            if !preferences_conflict(preferred[a], preferred[b]) {
                w = w + unit(layout.colours_granted);
            }
            if likely[a] == Some(b) {
                w = w + unit(layout.guide);
            }
            Some(w)
        } else if let (Some(at_a), Some(at_b)) = (following[a], following[b]) {
            // A pair of the following bracket.
            Some(unit(layout.next_pairs) + at_a + at_b)
        } else {
            Some(W::ZERO)
        }
    };
    // Outside the bracket, every edge of one kind weighs the same: two players of the next
    // scoregroup; a player of the bracket (of a given score) and one of the next scoregroup;
    // any edge at a player below the next scoregroup, which only serves [C4]. So the solver
    // starts with all the bracket's own edges but only a few of the others (a band of
    // neighbours in the order, and a spread across it), and every solve is certified on the
    // full graph: an edge left out whose dual constraint fails is added and the solve
    // repeated, so the result is exactly that of the full graph.
    // The relaxed graph (the bracket and the next scoregroup) starts whole: it is small enough,
    // and a solve on it then needs no certification (a sweep through the ties of the next
    // scoregroup scans rows in the solver instead of in the certification, which weighs every
    // entry afresh).
    let whole = graph_kind == Graph::Relaxed;
    let stride = (vertices.len() / band.max(1)).max(1);
    let in_start = |a: usize, b: usize| {
        whole || (a < n && b < n) || a.abs_diff(b) <= band || (a + b).is_multiple_of(stride)
    };
    let graph: DenseGraph<W> = DenseGraph::from_fn(vertices.len(), |a, b| {
        if in_start(a, b) { weight(a, b) } else { None }
    });
    let mut solver = Solver::new(
        graph,
        MatchingOptions::default().with_max_cardinality(perfect),
    )?;
    if !perfect {
        // The solver's own cold start sets each vertex's dual to its heaviest edge, which the
        // guide makes a pair of `likely`: a few of those are tight at both ends, and the first
        // solve grows a tree from nearly every other player. Duals by kind of player start it
        // from nearly the whole pairing instead (doubled units). A player of the bracket covers
        // [C5] once, his own [C6] twice, [C8] once, and one guide unit if `likely` pairs him.
        // When one preference is in surplus, two of those players meet in every pairing that
        // complies best and their pair grants nothing: they cover no [C8] and every other
        // player covers it twice, so that their pairs with anyone are tight too. Every pair of the bracket is then
        // covered, and tight when it is one of `likely` that grants the preferences the counts
        // allow. A player of the next scoregroup covers half of his pairs there, which are all
        // tight; the bracket's players cover their pairs there as well. The solver checks that
        // every edge is covered and starts cold otherwise; the start only changes how much
        // work the solve does, never its optimum.
        let surplus = match colour_surplus(colour_counts(field, order)) {
            (extra, kind) if extra >= 2 => kind,
            _ => None,
        };
        let duals: Vec<W> = (0..vertices.len())
            .map(|a| {
                let reach = following[a].map_or(W::ZERO, |at| unit(layout.next_pairs) + at + at);
                if a >= n {
                    return reach;
                }
                let mut own = unit(layout.pairs) + kept[a] + kept[a];
                match surplus {
                    None => own = own + unit(layout.colours_granted),
                    Some(kind) if kind != ColourKind::of(field, vertices[a]) => {
                        own = own + unit(layout.colours_granted) + unit(layout.colours_granted);
                    }
                    Some(_) => {}
                }
                if likely[a].is_some() {
                    own = own + unit(layout.guide);
                }
                own.max(reach)
            })
            .collect();
        let start: Vec<(usize, usize)> = (0..n)
            .filter_map(|a| likely[a].filter(|b| *b > a).map(|b| (a, b)))
            .filter(|&(a, b)| weight(a, b).is_some_and(|w| duals[a] + duals[b] == w + w))
            .collect();
        let accepted = solver.start_from_duals(duals, &start);
        // Refused, the solve starts cold and is as exact, only slower: a bug in these duals
        // would show in no pairing, so the tests' own builds check it.
        if cfg!(test) {
            assert!(accepted, "the start by colour preference is refused");
        }
    }
    // Players whose opponent is fixed: no edge of theirs may come back.
    let mut fixed = vec![false; vertices.len()];
    // Solves, then checks the left-out edges at every vertex whose dual may have decreased
    // (and at `check`), until none is uncovered.
    let certify = |solver: &mut Solver<W>, fixed: &[bool], mut check: Vec<usize>| {
        let mut uncovered = Vec::new();
        loop {
            let matching = solver.solve();
            let lowered = solver.take_lowered_vertices();
            if whole {
                return Ok(matching);
            }
            check.extend(lowered);
            check.sort_unstable();
            check.dedup();
            let mut added = false;
            for &u in &check {
                if fixed[u] {
                    continue;
                }
                uncovered.clear();
                // The bracket's own edges are all in the graph (or removed by a decision).
                let partners = if u < n { n } else { 0 };
                let edges = (partners..vertices.len())
                    .filter(|v| *v != u && !fixed[*v])
                    .filter_map(|v| weight(u, v).map(|w| (v, w)));
                solver.uncovered_at(u, edges, &mut uncovered);
                for &v in &uncovered {
                    added = true;
                    let w = weight(u, v).unwrap_or(W::ZERO);
                    solver.set_edge(u, v, w)?;
                }
            }
            if !added {
                return Ok::<_, BursteinError>(matching);
            }
            check.clear();
        }
    };
    let mut matching = certify(&mut solver, &fixed, (0..vertices.len()).collect())?;
    if perfect && 2 * matching.cardinality() != vertices.len() {
        return Err(BursteinError::Internal(
            rondo_pairing::BrokenInvariant::MatchingNotMaximum,
        ));
    }
    let mut decided: Vec<Option<Opponent>> = vec![None; n];
    // Decisions whose other edges are still in the graph.
    let mut uncut: Vec<usize> = Vec::new();
    // A decided pair must survive every later re-solve. On the sparse graph of everyone below,
    // every other edge of its two players is removed. On the relaxed graph that would be most
    // of the work of a bracket (n rows of a dense graph, and the solver then sorts every edge
    // removed): there the pair's weight is raised by one unit of `decided_pairs` instead, above
    // every order bonus and below every criterion. A matching that keeps every decided pair
    // and complies best exists (each decision was taken in one), so every optimum keeps them
    // all, and among those it maximises the order bonus as the graph without their other
    // edges would. The raised dual of one end keeps the pair tight and every edge covered.
    let cut = |solver: &mut Solver<W>,
               decided: &[Option<Opponent>],
               uncut: &mut Vec<usize>|
     -> Result<(), BursteinError> {
        for position in uncut.drain(..) {
            match decided[position] {
                Some(Opponent::Bsn(q)) if whole => {
                    let base = solver.graph().edge(position, q).unwrap_or(W::ZERO);
                    let raise = unit(layout.decided_pairs);
                    solver.raise_dual(position, raise + raise);
                    solver.set_edge(position, q, base + raise)?;
                }
                Some(Opponent::Bsn(q)) => {
                    for v in [position, q] {
                        for u in 0..vertices.len() {
                            if u != position && u != q {
                                solver.remove_edge(v, u);
                            }
                        }
                    }
                }
                Some(Opponent::Float) => {
                    for u in 0..n {
                        if u != position {
                            solver.remove_edge(position, u);
                        }
                    }
                }
                None => {}
            }
        }
        Ok(())
    };
    let mut skipped = Vec::new();
    for position in 0..n {
        if decided[position].is_some() {
            continue;
        }
        // The candidates still possible, in the order of art. 4.3: larger BSNs first, floating
        // last.
        let open: Vec<usize> = (position + 1..n)
            .rev()
            .filter(|q| decided[*q].is_none() && solver.graph().edge(position, *q).is_some())
            .collect();
        let current = match matching.mate(position) {
            Some(mate) if mate < n => Opponent::Bsn(mate),
            _ => Opponent::Float,
        };
        // The candidates before his current opponent in the order, each of which the duals of the
        // last optimum may rule out: a matching through an edge of slack `s` is worth `s` less
        // than the optimum (complementary slackness), and a matching that complies best with
        // the criteria is worth less than one order-bonus unit less (only the guide, whose sum
        // stays below that unit, can tell them apart). So an edge with a slack of at least one
        // unit is in no such matching, and when every candidate before the current opponent
        // has one, the re-solve below would choose him again. The duals stay optimal between
        // solves: a decision only removes edges outside the matching.
        let margin = unit(layout.order_bonus);
        let ruled_out = |q: usize| {
            solver
                .graph()
                .edge(position, q)
                .and_then(|w| solver.slack(position, q, w))
                .is_some_and(|slack| slack >= margin + margin)
        };
        let earlier = open.iter().take_while(|q| current != Opponent::Bsn(**q));
        let chosen = if earlier.clone().all(|q| ruled_out(*q)) {
            current
        } else {
            cut(&mut solver, &decided, &mut uncut)?;
            // One re-solve with a bonus by the place in the order on this BSN's edges.
            for (rank, q) in open.iter().enumerate() {
                let base = solver.graph().edge(position, *q).unwrap_or(W::ZERO);
                let bonus = (open.len() - rank) as u64;
                solver.set_edge(position, *q, add(base, layout.order_bonus, bonus))?;
            }
            matching = certify(&mut solver, &fixed, Vec::new())?;
            if perfect && 2 * matching.cardinality() != vertices.len() {
                return Err(BursteinError::Internal(
                    rondo_pairing::BrokenInvariant::MatchingNotMaximum,
                ));
            }
            match matching.mate(position) {
                Some(mate) if mate < n => Opponent::Bsn(mate),
                _ => Opponent::Float,
            }
        };
        // The candidates before the one taken, for the explanation.
        let before: Vec<usize> = (position + 1..n)
            .rev()
            .filter(|q| decided[*q].is_none())
            .take_while(|q| chosen != Opponent::Bsn(*q))
            .collect();
        if !before.is_empty() {
            let (may_not_meet, not_best): (Vec<usize>, Vec<usize>) = before
                .iter()
                .partition(|q| !field.compatible(order[position], order[**q]));
            skipped.push(Skipped {
                player: order[position],
                bsn: position + 1,
                opponent: match chosen {
                    Opponent::Bsn(q) => Some(order[q]),
                    Opponent::Float => None,
                },
                may_not_meet: may_not_meet.iter().map(|q| order[*q]).collect(),
                not_best: not_best.iter().map(|q| order[*q]).collect(),
            });
        }
        // Fix the decision: no other edge of the bracket may change it. The edges are removed
        // just before the next re-solve (`cut`), when one comes: nothing before it reads them,
        // and most decisions after the last re-solve need no solve at all.
        match chosen {
            Opponent::Bsn(q) => {
                decided[position] = Some(Opponent::Bsn(q));
                decided[q] = Some(Opponent::Bsn(position));
                fixed[position] = true;
                fixed[q] = true;
            }
            Opponent::Float => decided[position] = Some(Opponent::Float),
        }
        uncut.push(position);
    }
    let mut pairs = Vec::new();
    let mut floaters = Vec::new();
    for (position, decision) in decided.iter().enumerate() {
        match decision {
            Some(Opponent::Bsn(q)) if *q > position => pairs.push((order[position], order[*q])),
            Some(Opponent::Float) => floaters.push(order[position]),
            _ => {}
        }
    }
    let exposed = (0..vertices.len())
        .filter(|v| matching.mate(*v).is_none())
        .map(|v| vertices[v])
        .collect();
    Ok(BracketSolution {
        pairs,
        floaters,
        skipped,
        exposed,
    })
}
