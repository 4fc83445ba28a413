//! The edge-weight layout of one bracket (C.04.3 (2025) art. 3–4): where each criterion's field
//! sits in a weight, most important first, so that a maximum-weight matching is a pairing best by
//! the criteria in their order (the policy is in `crate::procedure`'s docs).

use rondo_core::Score;

use crate::bracket::{BracketSpec, ByeFacts, Mode};
use crate::criteria::{ByCriterion, Criterion};
use crate::entrants::Field;
use crate::weight::{BitAllocator, TieBreak, bits_for};

/// Bit positions of the criteria fields for one bracket.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    /// Total number of bits used.
    pub(crate) bits: u32,
    /// C4 with C2 and C5 (exact graphs only).
    pub(crate) top: Option<u32>,
    /// The field of each criterion: C6 (pairs in the bracket), C7 (their scores), C8 (pairs
    /// of the next bracket), C9 (when it applies), C10–C13, C14–C17 (counts) and C18–C21
    /// (scores) when enough rounds were played.
    pub(crate) fields: ByCriterion<Option<u32>>,
    /// The scores part of C8.
    pub(crate) next_scores: u32,
    /// The tie-break field, lowest of all (when anybody is below the bracket).
    pub(crate) tie: Option<TieBreak>,
    /// The low field for ordering bonuses.
    pub(crate) low: u32,
    /// Offset in a score field of each score of the bracket and the next group.
    pub(crate) score_slots: Vec<(Score, u32)>,
    /// The 2017 edition's fields, which replace all the above but `bits` and `low`.
    pub(crate) dutch2017: Option<crate::dutch2017::weights::Criteria>,
}

impl Layout {
    /// The layout of the bracket `spec` on a graph of `n_vertices` players.
    pub(crate) fn new(
        field: &Field,
        spec: &BracketSpec,
        bye: &ByeFacts,
        n_vertices: usize,
        rounds_played: usize,
    ) -> Layout {
        if let Some(stage) = spec.dutch2017 {
            let criteria = crate::dutch2017::weights::Criteria::new(field, spec, stage, n_vertices);
            return Layout {
                bits: criteria.bits,
                top: None,
                fields: ByCriterion::default(),
                next_scores: 0,
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
        // Fields are allocated from the least significant: the last criterion first.
        let mut fields = ByCriterion::default();
        for (ago, [_, _, down_scores, up_scores]) in
            Criterion::FLOATS_BY_ROUNDS_AGO.into_iter().rev()
        {
            if rounds_played > ago {
                fields[up_scores] = Some(bits.field(score_bits));
                fields[down_scores] = Some(bits.field(score_bits));
            }
        }
        for (ago, [down_count, up_count, _, _]) in Criterion::FLOATS_BY_ROUNDS_AGO.into_iter().rev()
        {
            if rounds_played > ago {
                fields[up_count] = Some(bits.field(group_bits));
                fields[down_count] = Some(bits.field(group_bits));
            }
        }
        for criterion in Criterion::COLOUR.into_iter().rev() {
            fields[criterion] = Some(bits.field(group_bits));
        }
        let c9_applies = spec.mode == Mode::Exact && (spec.c9 || bye.c9_initial);
        fields[Criterion::C9] = match (c9_applies, bye.score) {
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
        fields[Criterion::C8] = Some(bits.field(group_bits));
        fields[Criterion::C7] = Some(bits.field(score_bits));
        fields[Criterion::C6] = Some(bits.field(group_bits));
        let top =
            (spec.mode == Mode::Exact).then(|| bits.field(bits_for(3 * n_vertices as u64 / 2 + 3)));
        Layout {
            bits: bits.used(),
            top,
            fields,
            next_scores,
            tie,
            low,
            score_slots,
            dutch2017: None,
        }
    }

    pub(crate) fn score_slot(&self, score: Score) -> u32 {
        self.score_slots
            .iter()
            .find(|(s, _)| *s == score)
            .map_or(0, |(_, slot)| *slot)
    }
}
