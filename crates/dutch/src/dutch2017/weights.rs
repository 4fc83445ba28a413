//! The 2017 criteria as edge-weight fields of one bracket (C.04.3 (2017) C.5–C.19, with the
//! pairing score difference of A.8); the policy is the parent module's.

use rondo_core::{Float, Score};

use crate::bracket::{BracketSpec, Mode, Region, Stage};
use crate::criteria::{ByCriterion, Criterion};
use crate::entrants::Field;
use crate::weight::{BitAllocator, TieBreak, WeightBits, bits_for};

/// Bit positions of the 2017 criteria for one bracket.
#[derive(Clone, Debug)]
pub(crate) struct Criteria {
    /// Total number of bits used.
    pub bits: u32,
    /// The tie-break field.
    pub tie: Option<TieBreak>,
    /// The low field for ordering bonuses.
    pub low: u32,
    stage: Stage,
    /// C.4 with C.2 (completion stages only).
    top: Option<u32>,
    /// The field of each criterion, named by its 2025 number: C.5 (pairs in the bracket,
    /// `C6`), C.6 (its PSD, `C7`), C.7 (pairs of the next bracket, `C8`, not in completion
    /// stages), C.8–C.11 (`C10`–`C13`), C.12–C.15 (same downfloat / upfloat as one round
    /// before, two rounds before, `C14`–`C17`) and C.16–C.19 (their score differences,
    /// `C18`–`C21`).
    fields: ByCriterion<Option<u32>>,
    /// The PSD part of C.7: the next bracket's downfloaters paired.
    next_psd: Option<u32>,
    /// Offset, in a difference field, of each score difference (tenths of a point),
    /// ascending.
    slots: Vec<(i32, u32)>,
    /// Offset, in a difference field, of the count of pairs that penalties are taken from.
    unit: u32,
    /// The artificial score of A.8, one point below the lowest score of the graph (tenths).
    floor: i32,
}

impl Criteria {
    /// The fields of the bracket `spec` on a graph of `n_vertices` players.
    pub fn new(field: &Field, spec: &BracketSpec, stage: Stage, n_vertices: usize) -> Criteria {
        let bracket: Vec<usize> = spec
            .mdps
            .iter()
            .copied()
            .chain(spec.residents.clone())
            .collect();
        let lowest = if spec.mode == Mode::Exact {
            field.len() - 1
        } else {
            spec.next.end.max(spec.residents.end) - 1
        };
        let floor = field.entrants[lowest].score.tenths() - Score::ONE.tenths();
        let tenths = |player: usize| field.entrants[player].score.tenths();
        let mut values: Vec<i32> = Vec::new();
        for (position, &player) in bracket.iter().enumerate() {
            values.push(tenths(player) - floor);
            for &other in &bracket[position + 1..] {
                values.push(tenths(player) - tenths(other));
            }
        }
        values.sort_unstable();
        values.dedup();
        let count = bracket.len() as u64;
        let count_bits = bits_for(count).max(1);
        let slots: Vec<(i32, u32)> = values
            .iter()
            .enumerate()
            .map(|(i, value)| (*value, i as u32 * count_bits))
            .collect();
        let unit = slots.len() as u32 * count_bits;
        let difference_bits = unit + count_bits;

        let k = (bracket.len() + spec.next.len()) as u64;
        let mut bits = BitAllocator::default();
        let tie = field
            .tuning
            .hints
            .then(|| TieBreak::reserve(&mut bits, n_vertices, bracket.len()))
            .flatten();
        let low = bits.field(bits_for(k.max(2).pow(3) * 4) + 2);
        let rounds_played = field.rounds_played;
        // Fields are allocated from the least significant: the last criterion first.
        let mut fields = ByCriterion::default();
        for (ago, [_, _, down_differences, up_differences]) in
            Criterion::FLOATS_BY_ROUNDS_AGO.into_iter().rev()
        {
            if rounds_played > ago {
                fields[up_differences] = Some(bits.field(difference_bits));
                fields[down_differences] = Some(bits.field(difference_bits));
            }
        }
        for (ago, [down_count, up_count, _, _]) in Criterion::FLOATS_BY_ROUNDS_AGO.into_iter().rev()
        {
            if rounds_played > ago {
                fields[up_count] = Some(bits.field(count_bits + 1));
                fields[down_count] = Some(bits.field(count_bits + 1));
            }
        }
        for criterion in Criterion::COLOUR.into_iter().rev() {
            fields[criterion] = Some(bits.field(count_bits));
        }
        let pairs_bits = bits_for(3 * n_vertices as u64 / 2 + 3);
        let next_psd = if stage.completion {
            None
        } else {
            let next_psd = bits.field(difference_bits);
            fields[Criterion::C8] = Some(bits.field(pairs_bits));
            Some(next_psd)
        };
        fields[Criterion::C7] = Some(bits.field(difference_bits));
        fields[Criterion::C6] = Some(bits.field(count_bits));
        let top = stage.completion.then(|| bits.field(pairs_bits));
        Criteria {
            bits: bits.used(),
            tie,
            low,
            stage,
            top,
            fields,
            next_psd,
            slots,
            unit,
            floor,
        }
    }

    fn slot(&self, difference: i32) -> u32 {
        self.slots
            .binary_search_by_key(&difference, |(value, _)| *value)
            .map_or(0, |found| self.slots[found].1)
    }

    /// The weight of the edge between `higher` and `lower` (`higher` first in pairing order),
    /// with `lower` in `region`.
    pub fn edge_weight<W: WeightBits>(
        &self,
        field: &Field,
        spec: &BracketSpec,
        higher: usize,
        lower: usize,
        region: Region,
    ) -> W {
        let mut weight = W::zero();
        if !field.compatible(higher, lower) {
            return weight;
        }
        let (h, l) = (&field.entrants[higher], &field.entrants[lower]);
        let (hs, ls) = (h.score.tenths(), l.score.tenths());
        let downfloat = |score: i32| self.slot(score - self.floor);
        let difference = self.slot(hs - ls);
        let in_bracket =
            |player: usize| spec.mdps.contains(&player) || spec.residents.contains(&player);
        let eligible_pair_value = 1 + u64::from(!h.pab_eligible) + u64::from(!l.pab_eligible);
        // Penalties are taken from the positive parts built first, so that no field borrows.
        let mut penalty = W::zero();
        if let Some(top) = self.top {
            weight.add_shifted(eligible_pair_value, top);
        }
        let fields = &self.fields;
        let current = region == Region::Current;
        if let (true, Some(current_pairs), Some(current_psd)) =
            (current, fields[Criterion::C6], fields[Criterion::C7])
        {
            weight.add_shifted(1, current_pairs);
            weight.add_shifted(1, current_psd + downfloat(hs));
            weight.add_shifted(1, current_psd + downfloat(ls));
            penalty.add_shifted(1, current_psd + difference);
        }
        if let (Some(next_pairs), Some(next_psd)) = (fields[Criterion::C8], self.next_psd) {
            if self.stage.next_is_last {
                weight.add_shifted(eligible_pair_value, next_pairs);
            } else if region == Region::Next {
                weight.add_shifted(1, next_pairs);
            }
            if in_bracket(higher) {
                weight.add_shifted(1, next_psd + downfloat(hs));
            }
            if in_bracket(lower) {
                weight.add_shifted(1, next_psd + downfloat(ls));
            }
        }
        if !current {
            return weight - penalty;
        }
        for (criterion, satisfied) in crate::colours::colour_criteria(&h.colour, &l.colour) {
            if let Some(field) = fields[criterion] {
                weight.add_shifted(u64::from(satisfied), field);
            }
        }
        for (ago, [down_count, up_count, down_differences, up_differences]) in
            Criterion::FLOATS_BY_ROUNDS_AGO
        {
            let (Some(down_count), Some(up_count)) = (fields[down_count], fields[up_count]) else {
                continue;
            };
            let l_down = l.floats[ago] == Some(Float::Down);
            let h_down = h.floats[ago] == Some(Float::Down);
            let up_again = hs > ls && l.floats[ago] == Some(Float::Up);
            // C.12/C.14: a player who floated down and is paired without floating down again.
            weight.add_shifted(
                u64::from(l_down) + u64::from(hs <= ls && h_down),
                down_count,
            );
            weight.add_shifted(u64::from(!up_again), up_count);
            if let (Some(down_differences), Some(up_differences)) =
                (fields[down_differences], fields[up_differences])
            {
                if l_down {
                    weight.add_shifted(1, down_differences + downfloat(ls));
                }
                if h_down {
                    weight.add_shifted(1, down_differences + downfloat(hs));
                    if hs > ls {
                        penalty.add_shifted(1, down_differences + difference);
                    }
                }
                weight.add_shifted(1, up_differences + self.unit);
                if up_again {
                    penalty.add_shifted(1, up_differences + difference);
                }
            }
        }
        weight - penalty
    }
}
