//! What the field procedures of both editions and the bracket procedure share: a bracket to
//! pair and what pairing it gave, the facts about the bye, the score groups, and the field's
//! result.

use rondo_core::Score;
use rondo_pairing::BrokenInvariant;

use crate::PairError;
use crate::entrants::Field;

/// The result of pairing the players of a [`Field`].
#[derive(Clone, Debug)]
pub(crate) enum FieldResult {
    /// Pairs (by index into the field), the bye, and the brackets.
    Paired {
        pairs: Vec<(usize, usize)>,
        bye: Option<usize>,
        brackets: Vec<BracketRecord>,
    },
    /// No pairing satisfies C1–C3 (the witness is added by the caller, which has the view).
    NoValidPairing(rondo_pairing::NoValidPairing),
}

/// What happened in one bracket, by index into the field.
#[derive(Clone, Debug)]
pub(crate) struct BracketRecord {
    pub score: Score,
    pub moved_down: Vec<usize>,
    pub residents: Vec<usize>,
    pub pairs: Vec<(usize, usize)>,
    pub downfloaters: Vec<usize>,
}

/// The field's result once every bracket is paired: the one player left over after the last
/// bracket receives the pairing-allocated bye; more than one is an engine fault.
pub(crate) fn finish_field(
    mut pairs: Vec<(usize, usize)>,
    moved_down: &[usize],
    brackets: Vec<BracketRecord>,
) -> Result<FieldResult, PairError> {
    let bye_player = match moved_down {
        [] => None,
        [single] => Some(*single),
        _ => {
            return Err(PairError::Internal(BrokenInvariant::LeftUnpaired {
                left: moved_down.len(),
            }));
        }
    };
    pairs.sort_unstable();
    Ok(FieldResult::Paired {
        pairs,
        bye: bye_player,
        brackets,
    })
}

/// Marks the pairs of a bracket's `outcome` as finalized, adds them to `pairs`, records the
/// bracket, and returns the players it moves down.
pub(crate) fn record_bracket(
    field: &Field,
    residents: &std::ops::Range<usize>,
    moved_down: Vec<usize>,
    outcome: BracketOutcome,
    finalized: &mut [bool],
    pairs: &mut Vec<(usize, usize)>,
    brackets: &mut Vec<BracketRecord>,
) -> Vec<usize> {
    for &(a, b) in &outcome.pairs {
        finalized[a] = true;
        finalized[b] = true;
    }
    pairs.extend_from_slice(&outcome.pairs);
    brackets.push(BracketRecord {
        score: field.entrants[residents.start].score,
        moved_down,
        residents: residents.clone().collect(),
        pairs: outcome.pairs,
        downfloaters: outcome.leftovers.clone(),
    });
    outcome.leftovers
}

/// Score groups of the field: index ranges of players with the same pairing score.
pub(crate) fn score_groups(field: &Field) -> Vec<std::ops::Range<usize>> {
    let mut groups: Vec<std::ops::Range<usize>> = Vec::new();
    for (index, entrant) in field.entrants.iter().enumerate() {
        match groups.last_mut() {
            Some(group) if field.entrants[group.start].score == entrant.score => {
                group.end = index + 1;
            }
            _ => groups.push(index..index + 1),
        }
    }
    groups
}

/// Facts about the bye, fixed for the whole round.
#[derive(Clone, Debug)]
pub(crate) struct ByeFacts {
    /// The lowest score with which a PAB is possible (C5); `None` if the number is even.
    pub score: Option<Score>,
    /// For C9: each player's rank by games played among the players with the PAB score (most
    /// games first; equal counts share the last rank).
    pub unplayed_rank: Vec<u64>,
    /// Whether C9 applies from the start (to every edge).
    pub c9_initial: bool,
}

/// Which graph a bracket is paired on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Every player not yet paired.
    Exact,
    /// The bracket and the next score group only, completion dropped.
    Relaxed,
}

/// One bracket to pair: its moved-down players, its residents and the next score group.
#[derive(Clone, Debug)]
pub(crate) struct BracketSpec {
    pub mdps: Vec<usize>,
    pub residents: std::ops::Range<usize>,
    pub next: std::ops::Range<usize>,
    /// Whether C9 applies to the edges of this bracket.
    pub c9: bool,
    pub mode: Mode,
    /// The 2017 edition's criteria for this bracket, instead of the 2025 ones.
    pub dutch2017: Option<Stage>,
}

/// What pairing a bracket gave.
#[derive(Clone, Debug)]
pub(crate) struct BracketOutcome {
    pub pairs: Vec<(usize, usize)>,
    pub leftovers: Vec<usize>,
    /// Whether C9 applies to the next bracket.
    pub next_c9: bool,
    /// Players of the bracket and the next group left unmatched by the final matching (they
    /// float away; the relaxation needs them completed by the players below).
    pub floating: Vec<usize>,
}

/// The outcome when no complete pairing exists, with the largest number of pairs possible.
pub(crate) fn no_valid_pairing(field: &Field) -> Result<FieldResult, PairError> {
    let n = field.len();
    let max_pairs = rondo_pairing::maximum_compatible_pairs(n, |a, b| field.compatible(a, b))?;
    Ok(FieldResult::NoValidPairing(
        rondo_pairing::NoValidPairing::new(n, max_pairs),
    ))
}

/// Where the lower player of an edge sits relative to the bracket being paired.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Region {
    /// A resident of the current bracket: full criteria.
    Current,
    /// A player of the next score group: look-ahead criteria (C8).
    Next,
    /// Further down: completion only.
    Below,
}

/// Which 2017 criteria a bracket is paired by.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Stage {
    /// C.4 applies (the PPB, the last bracket or the CLB): completion and PAB eligibility are
    /// the top field and there is no look-ahead.
    pub completion: bool,
    /// The next score group is the last one: the look-ahead asks for a complete pairing of the
    /// bracket and that group.
    pub next_is_last: bool,
}
