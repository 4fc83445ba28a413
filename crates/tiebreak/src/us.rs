//! The US systems: Harkness median, Solkoff, cumulative and Sonneborn-Berger, with the adjusted
//! scores of the US rules (as described in the 1970 handbook of our sources).
//!
//! Policy, from the source:
//! - An opponent's score is his *adjusted* score: every round he did not play (bye, game won or
//!   lost by default, rounds after withdrawing) counts as a draw instead of its real points.
//! - A player's own unplayed round counts as an opponent with a score of zero in his own
//!   tie-breaks (it stays in the list, so the median can cut it).
//! - The median drops the highest and the lowest value for up to 8 rounds, the two highest and
//!   two lowest for 9 to 12 rounds, three of each for 13 or more (`/Mn` chooses another number).

use rondo_core::Score;

use crate::field::Field;
use crate::{TiebreakCode, TiebreakSpec, TiebreakValue};

/// A player's adjusted score: his unplayed rounds counted as draws, as the 2009 annex also
/// counts them.
pub(crate) use crate::field::score_2009 as adjusted_score;

/// The value of a US tie-break for player `p`.
pub(crate) fn value(field: &Field<'_>, p: usize, spec: &TiebreakSpec) -> TiebreakValue {
    match spec.code {
        TiebreakCode::Cumulative => cumulative(field, p, spec),
        TiebreakCode::UsSonnebornBerger => sonneborn_berger(field, p),
        TiebreakCode::Harkness => {
            let cut = if spec.cut_low > 0 || spec.cut_high > 0 {
                (spec.cut_low, spec.cut_high)
            } else {
                let n = harkness_cut(field.n_rounds);
                (n, n)
            };
            median(field, p, cut)
        }
        _ => median(field, p, (spec.cut_low, spec.cut_high)),
    }
}

/// The number of highest and of lowest scores the Harkness median drops for `n_rounds` rounds.
pub(crate) fn harkness_cut(n_rounds: usize) -> u8 {
    match n_rounds {
        0..=8 => 1,
        9..=12 => 2,
        _ => 3,
    }
}

/// The opponents' adjusted scores, one per round, zero for an own unplayed round.
fn opponent_scores(field: &Field<'_>, p: usize) -> Vec<Score> {
    field.players[p]
        .rounds
        .iter()
        .map(|round| match round.opponent.filter(|_| round.is_played()) {
            Some(q) => adjusted_score(field, q),
            None => Score::ZERO,
        })
        .collect()
}

/// Solkoff (no cut) and the Harkness median (`cut` lowest and highest dropped).
fn median(field: &Field<'_>, p: usize, (low, high): (u8, u8)) -> TiebreakValue {
    let mut scores = opponent_scores(field, p);
    scores.sort();
    let low = usize::from(low).min(scores.len());
    let high = usize::from(high).min(scores.len() - low);
    let kept: Score = scores[low..scores.len() - high].iter().sum();
    TiebreakValue::score(kept)
}

/// The sum of the running scores; with `/U`, each point scored without playing is taken off the
/// total once (the USCF variant).
fn cumulative(field: &Field<'_>, p: usize, spec: &TiebreakSpec) -> TiebreakValue {
    let mut running = Score::ZERO;
    let mut total = Score::ZERO;
    let mut unplayed = Score::ZERO;
    for round in &field.players[p].rounds {
        running += round.points;
        total += running;
        if !round.is_played() {
            unplayed += round.points;
        }
    }
    if spec.unplayed_subtracted {
        total -= unplayed;
    }
    TiebreakValue::score(total)
}

/// The scores of the opponents beaten plus half the scores of those drawn, adjusted scores.
fn sonneborn_berger(field: &Field<'_>, p: usize) -> TiebreakValue {
    let win = i64::from(field.scoring.win.tenths()).max(1);
    // Σ opponent × (points / win), in tenths: Σ opponent × points over win × 10.
    let numerator: i64 = field.players[p]
        .rounds
        .iter()
        .filter_map(|round| {
            let q = round.opponent.filter(|_| round.is_played())?;
            let opponent = i64::from(adjusted_score(field, q).tenths());
            Some(opponent * i64::from(round.points.tenths()))
        })
        .sum();
    TiebreakValue::ratio(numerator, win * 10, 2)
}
