//! Auditing a round's pairing by the Burstein system: the absolute criteria [C1]–[C3] (with
//! the pairs the file forbids under [C1]), the bye (C.04.1 art. 3, [C2]) and completeness
//! (art. 1.9.1), then the quality criteria [C5]–[C8] bracket by bracket against this crate's
//! pairing, and the boards that differ. A pairing is "worse" at the first bracket (from the
//! top) and criterion whose count is higher; the order of art. 4.3 only breaks ties between
//! pairings equal by the criteria, so such a pairing is "equal" and its boards are listed as
//! differences.

use rondo_core::{PlayerId, RoundView, Score};
use rondo_pairing::{
    Audit, Board, Breach, BreachKind, CriterionDifference, Failures, Pairing, PairingOutcome,
    QualityComparison, QualityCriterion, QualityVerdict, RosterRules, RuleRef, roster_breaches,
};

use crate::field::Field;
use crate::{BursteinError, BursteinOptions};

fn breach(kind: BreachKind, players: Vec<PlayerId>, rule: RuleRef) -> Breach {
    Breach {
        kind,
        players,
        rule,
    }
}

/// The absolute rules that `pairing` breaks as the Burstein pairing of the round of `view`.
///
/// # Errors
///
/// As [`crate::pair_round`], except that a seeding round is audited by the same absolute
/// criteria (the Dutch system's C1–C3 are the same rules).
pub fn absolute_breaches(
    view: &RoundView<'_>,
    pairing: &Pairing,
    options: &BursteinOptions,
) -> Result<Vec<Breach>, BursteinError> {
    let field = crate::prepare(view, options)?;
    Ok(breaches(&field, view, pairing))
}

/// Audits `pairing` as the Burstein pairing of the round of `view`: its breaches, and the
/// boards that differ from the engine's pairing.
///
/// # Errors
///
/// As [`crate::pair_round`].
pub fn audit_round(
    view: &RoundView<'_>,
    pairing: &Pairing,
    options: &BursteinOptions,
) -> Result<Audit, BursteinError> {
    let field = crate::prepare(view, options)?;
    let breaches = breaches(&field, view, pairing);
    let engine = match crate::pair_round(view, options)? {
        PairingOutcome::Paired(engine) => Some(engine),
        PairingOutcome::NoValidPairing(_) => None,
    };
    let (missing, added) = rondo_pairing::board_differences(engine.as_ref(), pairing);
    let quality = match &engine {
        Some(engine) if breaches.is_empty() => Some(compare(&field, pairing, engine)),
        _ => None,
    };
    Ok(Audit {
        round: view.round(),
        breaches,
        engine,
        quality,
        missing,
        added,
        audited_bye: pairing.pairing_bye,
    })
}

fn breaches(field: &Field, view: &RoundView<'_>, pairing: &Pairing) -> Vec<Breach> {
    let tournament = view.tournament();
    let ids: Vec<PlayerId> = field.entrants.iter().map(|e| e.id).collect();
    let rules = RosterRules::all(&RuleRef::system("1.9.1"));
    let on_board = |board: &Board, w: usize, b: usize, out: &mut Vec<Breach>| {
        let players = vec![board.white, board.black];
        let met = view
            .state(board.white)
            .is_some_and(|state| state.has_met(board.black));
        if met {
            out.push(breach(
                BreachKind::Rematch,
                players.clone(),
                RuleRef::system("C1"),
            ));
        }
        if tournament.is_forbidden_pair(board.white, board.black, view.round()) {
            out.push(breach(
                BreachKind::ForbiddenPair,
                players.clone(),
                RuleRef::system("C1"),
            ));
        }
        let (x, y) = (&field.entrants[w], &field.entrants[b]);
        if let (Some(c), Some(d)) = (x.absolute_colour(), y.absolute_colour())
            && c == d
        {
            out.push(breach(
                BreachKind::SameAbsolutePreference { colour: Some(c) },
                players,
                RuleRef::system("C3"),
            ));
        }
    };
    let on_bye = |id: PlayerId, v: usize, out: &mut Vec<Breach>| {
        if !field.entrants[v].pab_eligible {
            out.push(breach(
                BreachKind::IneligibleBye,
                vec![id],
                RuleRef::system("C2"),
            ));
        }
        if field.len().is_multiple_of(2) {
            out.push(breach(
                BreachKind::ByeWithEvenField,
                vec![id],
                RuleRef::basic_rules("art. 3"),
            ));
        }
    };
    // One player may be left over only as the bye.
    roster_breaches(view, pairing, &ids, &rules, on_board, on_bye)
}

/// One criterion of one bracket: the rule, the criterion and how far it is failed.
type Count = (&'static str, QualityCriterion, Failures);

/// The criteria of each bracket of a complete pairing, split as the engine pairs: from the top,
/// each bracket is the floaters of the one above and the residents of the next score; its
/// pairs are those of the pairing between two of its players, the others float.
fn bracket_counts(field: &Field, pairing: &Pairing) -> Vec<(Score, Vec<Count>)> {
    let position = |id: PlayerId| field.position(id);
    let mut partner: Vec<Option<usize>> = vec![None; field.len()];
    for board in &pairing.boards {
        if let (Some(w), Some(b)) = (position(board.white), position(board.black)) {
            partner[w] = Some(b);
            partner[b] = Some(w);
        }
    }
    let score = |v: usize| field.entrants[v].pairing_score;
    let paired: Vec<usize> = (0..field.len()).filter(|v| partner[*v].is_some()).collect();
    let mut scores: Vec<Score> = paired.iter().map(|v| score(*v)).collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    scores.dedup();
    let floaters_of = |bracket: &[usize]| -> Vec<usize> {
        bracket
            .iter()
            .copied()
            .filter(|v| partner[*v].is_none_or(|p| !bracket.contains(&p)))
            .collect()
    };
    let scores_of = |players: &[usize]| {
        let mut list: Vec<Score> = players.iter().map(|v| score(*v)).collect();
        list.sort_unstable_by(|a, b| b.cmp(a));
        list
    };
    let mut out = Vec::new();
    let mut incoming: Vec<usize> = Vec::new();
    for (group, level) in scores.iter().enumerate() {
        let bracket: Vec<usize> = incoming
            .iter()
            .copied()
            .chain(paired.iter().copied().filter(|v| score(*v) == *level))
            .collect();
        let floaters = floaters_of(&bracket);
        let following: Vec<usize> = floaters
            .iter()
            .copied()
            .chain(
                paired
                    .iter()
                    .copied()
                    .filter(|v| Some(score(*v)) == scores.get(group + 1).copied()),
            )
            .collect();
        let next_floaters = floaters_of(&following);
        let colour_failures = bracket
            .iter()
            .filter(|v| {
                partner[**v].is_some_and(|p| {
                    p > **v && bracket.contains(&p) && crate::engine::colour_conflict(field, **v, p)
                })
            })
            .count();
        out.push((
            *level,
            vec![
                (
                    "C5",
                    QualityCriterion::BursteinFloaters,
                    Failures::Count(floaters.len() as u64),
                ),
                (
                    "C6",
                    QualityCriterion::BursteinFloaterScores,
                    Failures::Scores(scores_of(&floaters)),
                ),
                (
                    "C7",
                    QualityCriterion::BursteinNextFloaters,
                    Failures::Count(next_floaters.len() as u64),
                ),
                (
                    "C7",
                    QualityCriterion::BursteinNextFloaterScores,
                    Failures::Scores(scores_of(&next_floaters)),
                ),
                (
                    "C8",
                    QualityCriterion::BursteinColours,
                    Failures::Count(colour_failures as u64),
                ),
            ],
        ));
        incoming = floaters;
    }
    out
}

/// The audited pairing against the engine's, bracket by bracket from the top, criteria in
/// order; the first difference decides.
fn compare(field: &Field, audited: &Pairing, engine: &Pairing) -> QualityComparison {
    let (mine, theirs) = (
        bracket_counts(field, audited),
        bracket_counts(field, engine),
    );
    let mut differences = Vec::new();
    for (number, ((score, a), (_, b))) in mine.iter().zip(&theirs).enumerate() {
        for ((rule, criterion, audited), (_, _, engine)) in a.iter().zip(b) {
            if audited != engine {
                differences.push(CriterionDifference {
                    bracket: Some(*score),
                    bracket_number: Some(number + 1),
                    rule: RuleRef::system(*rule),
                    criterion: *criterion,
                    audited: audited.clone(),
                    engine: engine.clone(),
                });
            }
        }
    }
    let verdict = match differences.first() {
        None => QualityVerdict::Equal,
        Some(first) => match first.audited.compare(&first.engine) {
            std::cmp::Ordering::Greater => QualityVerdict::Worse,
            std::cmp::Ordering::Less => QualityVerdict::Better,
            std::cmp::Ordering::Equal => QualityVerdict::Equal,
        },
    };
    QualityComparison {
        verdict,
        differences,
    }
}
