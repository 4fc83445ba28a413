//! The Harkness procedure: the bye, then the score groups in order, each paired top half
//! against bottom half as a maximum-weight matching.
//!
//! Each group is paired by one matching whose edge weights are bit fields, most important
//! first, so that comparing two candidate pairings compares the rules in the order the source
//! ranks them:
//!
//! 1. players carried into the group from other groups are paired (line 569: they have
//!    priority), then those from farther away first (line 615: the 6-point player before the
//!    5½);
//! 2. as many pairs within the group as possible (rule IV: equal scores meet);
//! 3. upper half against lower half (line 611: unless materially unavoidable);
//! 4. colours: players who alternate, then players who avoid a third same colour running,
//!    then players whose Whites and Blacks stay within one (rule VIII);
//! 5. the odd player who moves on is the lowest-numbered above the middle and the
//!    highest-numbered below it (lines 605 and 611);
//! 6. the simplest transposition: the least total distance from the natural opponents, the
//!    first of the upper half against the first of the lower half and so on (lines 591, 609).
//!
//! Above all of these, no two players who have met are paired (rule IV), and a group is only
//! paired in a way that still lets everyone left be paired: the matching is solved on the group
//! alone, and when its result would strand later players, again on every unpaired player with
//! the group's weights and maximum cardinality (line 615: adjustments are resolved further on).

use rondo_core::Score;
use rondo_matching::{DenseGraph, MatchingOptions, Weight, Wide, maximum_weight_matching};

use crate::HarknessError;
use crate::colours;
use crate::field::Field;
use crate::groups::{Phase, pairing_order};
use rondo_pairing::BrokenInvariant;

/// The result of pairing a field: pairs and the bye by index into the field, or no pairing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum FieldResult {
    /// Every player paired but the one with the bye.
    Paired {
        /// The pairs, group by group in pairing order.
        pairs: Vec<(usize, usize)>,
        /// The player with the bye.
        bye: Option<usize>,
    },
    /// No pairing without rematches (and without a second bye) exists.
    NoValidPairing(rondo_pairing::NoValidPairing),
}

/// What pairing one group did, kept for explanations (plain data).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct GroupRecord {
    /// The group's score.
    pub score: Score,
    /// Above the middle, below it, or the middle group.
    pub phase: Phase,
    /// The members, in pairing-number order (field indices), carried players included.
    pub members: Vec<usize>,
    /// How many members form the upper half.
    pub upper_len: usize,
    /// The pairs made (field indices, lower index first).
    pub pairs: Vec<(usize, usize)>,
    /// The members left over, who move on.
    pub left: Vec<usize>,
    /// Whether the group was paired again among every unpaired player because its own best
    /// pairing stranded later players (line 615).
    pub adjusted_for_rest: bool,
}

/// Pairs the whole field.
pub(crate) fn pair_field(field: &Field) -> Result<FieldResult, HarknessError> {
    pair_field_recorded(field, &mut Vec::new())
}

/// Pairs the whole field, keeping a record of each group in `records`.
pub(crate) fn pair_field_recorded(
    field: &Field,
    records: &mut Vec<GroupRecord>,
) -> Result<FieldResult, HarknessError> {
    let everyone: Vec<usize> = (0..field.len()).collect();
    let bye = if field.len() % 2 == 1 {
        match choose_bye(field)? {
            Some(bye) => Some(bye),
            None => {
                let max_pairs = max_pairs(field, &everyone)?;
                return Ok(FieldResult::NoValidPairing(
                    rondo_pairing::NoValidPairing::new(field.len(), max_pairs),
                ));
            }
        }
    } else {
        let max_pairs = max_pairs(field, &everyone)?;
        if 2 * max_pairs < field.len() {
            return Ok(FieldResult::NoValidPairing(
                rondo_pairing::NoValidPairing::new(field.len(), max_pairs),
            ));
        }
        None
    };
    let mut unpaired: Vec<bool> = (0..field.len()).map(|i| Some(i) != bye).collect();
    let scores: Vec<Score> = everyone
        .iter()
        .filter(|i| unpaired[**i])
        .map(|i| field.entrants[*i].score)
        .collect();
    let mut pairs = Vec::new();
    let mut carried_down: Vec<usize> = Vec::new();
    let mut carried_up: Vec<usize> = Vec::new();
    for (score, phase) in pairing_order(&scores, field.middle_score) {
        let mut members: Vec<usize> = everyone
            .iter()
            .copied()
            .filter(|i| unpaired[*i] && field.entrants[*i].score == score)
            .collect();
        match phase {
            Phase::Down => members.append(&mut carried_down),
            Phase::Up => members.append(&mut carried_up),
            Phase::Middle => {
                members.append(&mut carried_down);
                members.append(&mut carried_up);
            }
        }
        members.sort_unstable();
        let (group_pairs, left, adjusted_for_rest) =
            pair_group(field, &members, score, phase, &unpaired)?;
        records.push(GroupRecord {
            score,
            phase,
            upper_len: upper_half_len(members.len(), phase),
            members: members.clone(),
            pairs: group_pairs.clone(),
            left: left.clone(),
            adjusted_for_rest,
        });
        for &(a, b) in &group_pairs {
            unpaired[a] = false;
            unpaired[b] = false;
        }
        pairs.extend(group_pairs);
        match phase {
            Phase::Down => carried_down = left,
            Phase::Up => carried_up = left,
            Phase::Middle if !left.is_empty() => {
                return Err(HarknessError::Internal(BrokenInvariant::LeftUnpaired {
                    left: left.len(),
                }));
            }
            Phase::Middle => {}
        }
    }
    Ok(FieldResult::Paired { pairs, bye })
}

/// The bye (rule III): never to a player who has had one; to the lowest score, and among
/// equal scores to the lowest rating (the highest pairing number); and only to a player
/// whose absence lets everyone else be paired without rematches.
fn choose_bye(field: &Field) -> Result<Option<usize>, HarknessError> {
    let mut candidates: Vec<usize> = (0..field.len())
        .filter(|i| !field.entrants[*i].had_bye)
        .collect();
    candidates.sort_by_key(|i| (field.entrants[*i].score, std::cmp::Reverse(*i)));
    for candidate in candidates {
        let rest: Vec<usize> = (0..field.len()).filter(|i| *i != candidate).collect();
        if 2 * max_pairs(field, &rest)? == rest.len() {
            return Ok(Some(candidate));
        }
    }
    Ok(None)
}

/// The most pairs without rematches among `players`.
fn max_pairs(field: &Field, players: &[usize]) -> Result<usize, HarknessError> {
    Ok(rondo_pairing::maximum_compatible_pairs(
        players.len(),
        |a, b| field.compatible[players[a]][players[b]],
    )?)
}

/// The weight fields of one pair within a group, most important first.
const N_FIELDS: usize = 9;

/// A group's pairs (field indices), the members left over, who move on, and whether the group
/// was paired again among everyone unpaired.
type GroupResult = (Vec<(usize, usize)>, Vec<usize>, bool);

/// The size of the upper half of a group of `g` players: an odd group below the middle keeps
/// its extra player in the upper half.
pub(crate) fn upper_half_len(g: usize, phase: Phase) -> usize {
    match phase {
        Phase::Up if g % 2 == 1 => g / 2 + 1,
        _ => g / 2,
    }
}

/// Pairs one group; returns its pairs and the members left over, who move on.
fn pair_group(
    field: &Field,
    members: &[usize],
    home: Score,
    phase: Phase,
    unpaired: &[bool],
) -> Result<GroupResult, HarknessError> {
    if members.len() < 2 {
        return Ok((Vec::new(), members.to_vec(), false));
    }
    let group = Group::new(field, members, home, phase);
    let bits = group.widths.iter().sum::<u32>();
    let local = solve(&group, members, bits, false)?;
    let mut pairs: Vec<(usize, usize)> = local;
    let mut still: Vec<bool> = unpaired.to_vec();
    for &(a, b) in &pairs {
        still[a] = false;
        still[b] = false;
    }
    let rest: Vec<usize> = (0..field.len()).filter(|i| still[*i]).collect();
    let adjusted = 2 * max_pairs(field, &rest)? < rest.len();
    if adjusted {
        // Pairing the group on its own strands someone later: pair it again among everyone
        // unpaired, completing the round first.
        let everyone: Vec<usize> = (0..field.len()).filter(|i| unpaired[*i]).collect();
        pairs = solve(&group, &everyone, bits, true)?;
    }
    pairs.sort_unstable();
    let left = members
        .iter()
        .copied()
        .filter(|m| !pairs.iter().any(|&(a, b)| a == *m || b == *m))
        .collect();
    Ok((pairs, left, adjusted))
}

/// One group's members with what their weights need.
struct Group<'f> {
    field: &'f Field,
    /// Position in the group (by pairing number) of each field index, if a member.
    position: Vec<Option<usize>>,
    members: Vec<usize>,
    home: Score,
    phase: Phase,
    upper_len: usize,
    /// The width of each weight field, most important first.
    widths: [u32; N_FIELDS],
}

impl<'f> Group<'f> {
    fn new(field: &'f Field, members: &[usize], home: Score, phase: Phase) -> Group<'f> {
        let g = members.len();
        let mut position = vec![None; field.len()];
        for (p, m) in members.iter().enumerate() {
            position[*m] = Some(p);
        }
        let upper_len = upper_half_len(g, phase);
        let max_distance = members
            .iter()
            .map(|m| distance(field.entrants[*m].score, home))
            .max()
            .unwrap_or(0);
        let g64 = g as u64;
        let most_pairs = g64 / 2 + 1;
        let maxima = [2, 2 * max_distance, 1, 1, 2, 2, 2, 2 * g64, g64];
        let mut widths = [0u32; N_FIELDS];
        for (width, max) in widths.iter_mut().zip(maxima) {
            *width = bits_for(max * most_pairs);
        }
        Group {
            field,
            position,
            members: members.to_vec(),
            home,
            phase,
            upper_len,
            widths,
        }
    }

    /// The fields of the pair of field indices `a`, `b` (both members, `a < b`).
    fn fields(&self, a: usize, b: usize) -> [u64; N_FIELDS] {
        let (Some(pa), Some(pb)) = (self.position[a], self.position[b]) else {
            return [0; N_FIELDS];
        };
        let (x, y) = (&self.field.entrants[a], &self.field.entrants[b]);
        let moved = |score: Score| u64::from(score != self.home);
        let g = self.members.len() as u64;
        let keep = |p: usize| match self.phase {
            Phase::Up => p as u64 + 1,
            Phase::Down | Phase::Middle => g - p as u64,
        };
        let cross = pa < self.upper_len && pb >= self.upper_len;
        let deviation = if cross {
            let i = pa as i64;
            let j = (pb - self.upper_len) as i64;
            let shift = i64::from(self.phase == Phase::Up && self.members.len() % 2 == 1);
            (i - shift - j).unsigned_abs()
        } else {
            g
        };
        let quality = colours::quality(x, y, self.field.initial_colour);
        [
            moved(x.score) + moved(y.score),
            distance(x.score, self.home) + distance(y.score, self.home),
            1,
            u64::from(cross),
            quality.alternating,
            quality.not_three_running,
            quality.balanced,
            keep(pa) + keep(pb),
            g.saturating_sub(deviation),
        ]
    }
}

/// How far a score is from the group's, in tenths of a point (capped).
fn distance(score: Score, home: Score) -> u64 {
    u64::from((score.tenths() - home.tenths()).unsigned_abs()).min(100_000)
}

/// The number of bits needed to write `value`.
fn bits_for(value: u64) -> u32 {
    64 - value.leading_zeros()
}

/// A weight type built from shifted fields.
trait Packed: Weight {
    const BITS: u32;
    fn shifted(value: u64, shift: u32) -> Self;
}

impl Packed for u128 {
    const BITS: u32 = 128;
    fn shifted(value: u64, shift: u32) -> Self {
        u128::from(value) << shift
    }
}

impl Packed for Wide<4> {
    const BITS: u32 = 256;
    fn shifted(value: u64, shift: u32) -> Self {
        Wide::from(value) << shift
    }
}

impl Packed for Wide<8> {
    const BITS: u32 = 512;
    fn shifted(value: u64, shift: u32) -> Self {
        Wide::from(value) << shift
    }
}

/// Solves the group's matching over `vertices` (field indices); with `complete`, maximum
/// cardinality first. Returns the pairs of two group members.
fn solve(
    group: &Group<'_>,
    vertices: &[usize],
    bits: u32,
    complete: bool,
) -> Result<Vec<(usize, usize)>, HarknessError> {
    let needed = bits + bits_for(vertices.len() as u64) + 4;
    if needed <= u128::BITS {
        solve_with::<u128>(group, vertices, complete)
    } else if needed <= <Wide<4> as Packed>::BITS {
        solve_with::<Wide<4>>(group, vertices, complete)
    } else if needed <= <Wide<8> as Packed>::BITS {
        solve_with::<Wide<8>>(group, vertices, complete)
    } else {
        Err(HarknessError::TooLarge(vertices.len()))
    }
}

fn solve_with<W: Packed>(
    group: &Group<'_>,
    vertices: &[usize],
    complete: bool,
) -> Result<Vec<(usize, usize)>, HarknessError> {
    let field = group.field;
    let weight = |a: usize, b: usize| -> W {
        let values = group.fields(a.min(b), a.max(b));
        let mut total = W::ZERO;
        let mut shift = 0;
        for (value, width) in values.iter().zip(group.widths).rev() {
            total = total + W::shifted(*value, shift);
            shift += width;
        }
        total
    };
    let graph = DenseGraph::<W>::from_fn(vertices.len(), |u, v| {
        let (a, b) = (vertices[u], vertices[v]);
        field.compatible[a][b].then(|| weight(a, b))
    });
    let options = MatchingOptions::default().with_max_cardinality(complete);
    let matching = maximum_weight_matching(&graph, &options)?;
    Ok(matching
        .pairs()
        .map(|(u, v)| (vertices[u].min(vertices[v]), vertices[u].max(vertices[v])))
        .filter(|(a, b)| group.position[*a].is_some() && group.position[*b].is_some())
        .collect())
}
