//! The 2017 edition of the Dutch system (C.04.3 as amended at Baku 2016 and Goynuk 2017): its
//! bracket sequence here, and its criteria as a set of edge-weight fields for the bracket
//! procedure of [`crate::procedure`] in [`weights`].
//!
//! Policy. What differs from the 2025 edition, and how it is encoded:
//! - **Completion (C.4) only in the PPB.** Brackets are paired on a graph of the bracket and the
//!   next score group only, without completion. When the players left after a bracket cannot be
//!   paired completely (C.1–C.3, and a PAB-eligible player left over when their number is
//!   odd), that bracket is the penultimate pairing bracket (PPB, A.9): it is paired again on a
//!   graph of every player not yet paired, with completion as the top field, and everybody below
//!   it forms the collapsed last bracket (CLB), paired as one bracket (several scores in it).
//!   The last bracket is paired with completion too. There is no C5 and no C9 (2025): the PAB
//!   goes to whoever the last bracket leaves, any eligible player (C.2).
//! - **PSD (A.8, C.6).** The pairing score difference of a bracket lists, for each pair, the
//!   difference of the two scores and, for each downfloater, his score minus an artificial
//!   score one point below the lowest score of the graph; PSDs are compared from the largest
//!   difference down. Each distinct difference gets a sub-field (larger differences more
//!   significant); an edge inside the bracket is worth the two players' downfloat differences
//!   minus the pair's difference, so that a maximum matching has the smallest PSD.
//! - **Look-ahead (C.7).** Then the pairs of the next bracket and, by the same sub-fields, the
//!   downfloaters it pairs; when the next score group is the last one, the pairs of the whole
//!   graph with PAB eligibility instead (the last bracket must complete). Not in the PPB or the
//!   CLB.
//! - **Colours (C.8–C.11)** as C10–C13 of 2025. **Floats (C.12–C.19)** concern every player of
//!   the bracket (2025: resident downfloaters and MDP opponents only), with the 2017 float
//!   definition (A.4: a player who does not play floats down), and C.16–C.19 measure score
//!   differences by the PSD sub-fields instead of scores.
//!
//! The order of the decisions (which MDPs are paired, their opponents, exchanges,
//! transpositions) is the engine's. Reproduces bbpPairings v5.0.1 on the project's corpus.

use std::ops::Range;

use crate::PairError;
use crate::bracket::{
    BracketSpec, ByeFacts, FieldResult, Mode, Stage, finish_field, no_valid_pairing, record_bracket,
};
use crate::completion::complete_matching;
use crate::entrants::Field;

pub(crate) mod weights;

/// What kind of bracket is being paired.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kind {
    /// An ordinary bracket, with look-ahead into the next score group.
    Ordinary,
    /// The penultimate pairing bracket: every player below is in the graph.
    Penultimate,
    /// The last bracket, or the collapsed last bracket: every player left is a resident.
    Last,
}

/// Pairs the whole field by the 2017 edition, bracket by bracket.
pub(crate) fn pair_field(field: &Field, groups: &[Range<usize>]) -> Result<FieldResult, PairError> {
    let n = field.len();
    let all: Vec<usize> = (0..n).collect();
    if complete_matching(field, &all, None, false)?.is_none() {
        return no_valid_pairing(field);
    }
    let bye = ByeFacts {
        score: None,
        unplayed_rank: vec![0; n],
        c9_initial: false,
    };
    let mut finalized = vec![false; n];
    let mut pairs = Vec::new();
    let mut brackets = Vec::new();
    let mut moved_down: Vec<usize> = Vec::new();
    let mut index = 0;
    let mut penultimate = false;
    let mut collapsed = false;
    while let Some(group) = groups.get(index) {
        let last = index + 1 == groups.len();
        let kind = if last || collapsed {
            Kind::Last
        } else if penultimate {
            Kind::Penultimate
        } else {
            Kind::Ordinary
        };
        let (residents, next, mode) = match kind {
            Kind::Last => (group.start..n, n..n, Mode::Exact),
            Kind::Penultimate => (group.clone(), group.end..group.end, Mode::Exact),
            Kind::Ordinary => (group.clone(), groups[index + 1].clone(), Mode::Relaxed),
        };
        let spec = BracketSpec {
            mdps: moved_down.clone(),
            residents: residents.clone(),
            next,
            c9: false,
            mode,
            dutch2017: Some(Stage {
                completion: kind != Kind::Ordinary,
                next_is_last: index + 2 == groups.len(),
            }),
        };
        let outcome = crate::solver::pair_bracket(field, &bye, &finalized, &spec)?;
        if kind == Kind::Ordinary {
            // A.9: the bracket whose pairing leaves the rest unpairable is the PPB.
            let mut rest = outcome.leftovers.clone();
            rest.extend(residents.end..n);
            if complete_matching(field, &rest, None, false)?.is_none() {
                penultimate = true;
                continue;
            }
        }
        moved_down = record_bracket(
            field,
            &residents,
            spec.mdps,
            outcome,
            &mut finalized,
            &mut pairs,
            &mut brackets,
        );
        if kind == Kind::Last {
            break;
        }
        collapsed = kind == Kind::Penultimate;
        index += 1;
    }
    finish_field(pairs, &moved_down, brackets)
}
