//! Auditing a pairing made by hand (or read from a file) against the rules and the engine.
//!
//! Policy:
//! - **Absolute rules** ([`absolute_breaches`]): C1 (no rematch, no pair the regulations
//!   forbid), C2 (the bye only to an eligible player), C3 (no two non-topscorers with the same
//!   absolute colour preference), the colour rules of C.04.1 art. 6–7 (in a pair without a
//!   topscorer, nobody beyond a colour difference of ±2 or with the same colour three times in
//!   a row), and completeness:
//!   every present player on exactly one board or the bye, at most one player unpaired, nobody
//!   absent paired, no unknown start number.
//! - **Quality**: when no absolute rule is broken, both pairings are split into brackets and
//!   their criteria counted ([`crate::criteria`]); the first criterion, in the order of the
//!   rules (C5, then each bracket from the top, C6–C21), where they differ decides whether the
//!   pairing is worse or better than the engine's. Equal counts mean equal quality: the rules
//!   then prefer the engine's pairing only by the order in which they try candidates (art. 4).
//! - A pairing is a problem (the CLI's exit 1) when it breaks an absolute rule or is worse than
//!   the engine's; a different pairing of equal or better quality is not.

use rondo_core::{Colour, PlayerId, RoundView, Score, colour_difference};

use rondo_pairing::{
    Audit, Breach, BreachKind, BrokenInvariant, CriterionDifference, QualityComparison,
    QualityVerdict, RuleRef,
};

use crate::criteria::{FieldPairing, evaluate};
use crate::entrants::Field;
use crate::explain::failures_in_order;
use crate::{PairError, PairOptions, Pairing, PairingOutcome, pair_round};

/// The absolute rules that `pairing` breaks in the round of `view`, in board order.
///
/// # Errors
///
/// As [`pair_round`] (the edition or acceleration cannot be applied).
pub fn absolute_breaches(
    view: &RoundView<'_>,
    pairing: &Pairing,
    options: &PairOptions,
) -> Result<Vec<Breach>, PairError> {
    let field = crate::prepare_field(view, options)?;
    Ok(breaches_in(&field, view, pairing))
}

fn breaches_in(field: &Field, view: &RoundView<'_>, pairing: &Pairing) -> Vec<Breach> {
    let rules = field.edition.rules();
    let criterion = |number: usize| rules.absolute_rule(number);
    let colour_rule = rules.colour_limits_rule();
    let breach = |kind: BreachKind, players: Vec<PlayerId>, rule: RuleRef| Breach {
        kind,
        players,
        rule,
    };
    let index = field.index_of_ids();
    let tournament = view.tournament();
    let round = view.round();
    let mut breaches = Vec::new();
    let mut seen = vec![0u32; field.len()];
    let mut reported_unknown = std::collections::HashSet::new();
    let mut present = |id: PlayerId, breaches: &mut Vec<Breach>| -> Option<usize> {
        if let Some(&v) = index.get(&id) {
            seen[v] += 1;
            if seen[v] == 2 {
                breaches.push(breach(
                    BreachKind::PairedTwice,
                    vec![id],
                    RuleRef::basic_rules(""),
                ));
            }
            return Some(v);
        }
        if !reported_unknown.insert(id) {
            return None;
        }
        let kind = if tournament.player(id).is_some() {
            BreachKind::AbsentPaired
        } else {
            BreachKind::UnknownPlayer
        };
        breaches.push(breach(kind, vec![id], RuleRef::handling("")));
        None
    };
    for board in &pairing.boards {
        if board.white == board.black {
            breaches.push(breach(
                BreachKind::PairedWithHimself,
                vec![board.white],
                RuleRef::basic_rules(""),
            ));
            continue;
        }
        let white = present(board.white, &mut breaches);
        let black = present(board.black, &mut breaches);
        let (Some(white), Some(black)) = (white, black) else {
            continue;
        };
        let players = vec![board.white, board.black];
        if view
            .state(board.white)
            .is_some_and(|state| state.has_met(board.black))
        {
            breaches.push(breach(BreachKind::Rematch, players.clone(), criterion(1)));
        }
        if tournament.is_forbidden_pair(board.white, board.black, round) {
            breaches.push(breach(
                BreachKind::ForbiddenPair,
                players.clone(),
                criterion(1),
            ));
        }
        let (w, b) = (&field.entrants[white], &field.entrants[black]);
        let same_absolute = w.colour.absolute()
            && b.colour.absolute()
            && w.colour.preference == b.colour.preference
            && !w.topscorer
            && !b.topscorer;
        if same_absolute {
            breaches.push(breach(
                BreachKind::SameAbsolutePreference {
                    colour: w.colour.preference,
                },
                players.clone(),
                criterion(3),
            ));
        }
        // A C3 pair breaks a colour rule whatever the colours: C3 says it all. A topscorer's
        // opponent may have to yield his absolute preference too (C3 allows the pair; C10 and
        // C11 count it).
        for (entrant, colour) in [(w, Colour::White), (b, Colour::Black)] {
            if w.topscorer || b.topscorer || same_absolute {
                continue;
            }
            let difference = colour_difference(&entrant.colours) + colour.sign();
            let kind = if difference.abs() > 2 {
                Some(BreachKind::ColourDifference {
                    board: *board,
                    difference,
                })
            } else if entrant.colour.repeated == Some(colour) {
                Some(BreachKind::ColourThreeInARow {
                    board: *board,
                    colour,
                })
            } else {
                None
            };
            if let Some(kind) = kind {
                breaches.push(breach(kind, vec![entrant.id], colour_rule.clone()));
            }
        }
    }
    if let Some(bye) = pairing.pairing_bye
        && let Some(v) = present(bye, &mut breaches)
        && !field.entrants[v].pab_eligible
    {
        breaches.push(breach(BreachKind::IneligibleBye, vec![bye], criterion(2)));
    }
    let unpaired: Vec<PlayerId> = (0..field.len())
        .filter(|v| seen[*v] == 0)
        .map(|v| field.entrants[v].id)
        .collect();
    if !unpaired.is_empty() {
        breaches.push(breach(
            BreachKind::Unpaired,
            unpaired,
            RuleRef::basic_rules("art. 3"),
        ));
    }
    breaches
}

/// Audits `pairing` as the pairing of the round of `view`.
///
/// # Errors
///
/// As [`pair_round`].
pub fn audit_round(
    view: &RoundView<'_>,
    pairing: &Pairing,
    options: &PairOptions,
) -> Result<Audit, PairError> {
    let field = crate::prepare_field(view, options)?;
    let breaches = breaches_in(&field, view, pairing);
    let engine = match pair_round(view, options)? {
        PairingOutcome::Paired(mut engine) => {
            // The audit reports boards and the bye; its own split into brackets is what counts.
            engine.brackets.clear();
            Some(engine)
        }
        PairingOutcome::NoValidPairing(_) => None,
    };
    let (missing, added) = rondo_pairing::board_differences(engine.as_ref(), pairing);
    // The quality criteria of `crate::criteria` are those of 2025/2017; the 2009 text ranks
    // pairings by its procedure, so its audit reports breaches and differences only.
    let quality = match &engine {
        Some(engine) if breaches.is_empty() && field.edition.rules().quality_criteria => {
            Some(compare(&field, pairing, engine)?)
        }
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

/// Audits the pairing a file records for the round of `view`. The colours of forfeits written
/// without colours are unknown, so each such board is given the colours the engine gives the
/// same pair (when it makes that pair): an unknown colour is never held against the file.
///
/// # Errors
///
/// As [`pair_round`].
pub fn audit_recorded_round(
    view: &RoundView<'_>,
    recorded: &crate::RecordedPairing,
    options: &PairOptions,
) -> Result<Audit, PairError> {
    let mut pairing = recorded.pairing.clone();
    if !recorded.colours_unknown.is_empty()
        && let PairingOutcome::Paired(engine) = pair_round(view, options)?
    {
        crate::orient_like(
            &mut pairing.boards,
            &recorded.colours_unknown,
            &engine.boards,
        );
        pairing.boards.sort_unstable();
    }
    audit_round(view, &pairing, options)
}

/// Compares two complete pairings of `field` without absolute breaches.
fn compare(
    field: &Field,
    audited: &Pairing,
    engine: &Pairing,
) -> Result<QualityComparison, PairError> {
    let index = field.index_of_ids();
    let of = |pairing: &Pairing| -> Result<FieldPairing, PairError> {
        let lookup = |id: PlayerId| {
            index
                .get(&id)
                .copied()
                .ok_or(PairError::Internal(BrokenInvariant::PlayerOutsideField(id)))
        };
        let boards = pairing
            .boards
            .iter()
            .map(|board| Ok((lookup(board.white)?, lookup(board.black)?)))
            .collect::<Result<Vec<_>, PairError>>()?;
        let bye = pairing.pairing_bye.map(lookup).transpose()?;
        Ok(FieldPairing::new(field.len(), &boards, bye))
    };
    let mine = evaluate(field, &of(audited)?)?;
    let theirs = evaluate(field, &of(engine)?)?;
    let mut verdict = QualityVerdict::Equal;
    let mut differences = Vec::new();
    // The brackets from the top, as the explanation numbers them.
    let mut brackets: Vec<Score> = Vec::new();
    for (bracket, _, _) in failures_in_order(&mine) {
        if let Some(score) = bracket
            && !brackets.contains(&score)
        {
            brackets.push(score);
        }
    }
    for ((bracket, criterion, a), (_, _, b)) in failures_in_order(&mine)
        .into_iter()
        .zip(failures_in_order(&theirs))
    {
        let order = a.compare(b);
        if order == std::cmp::Ordering::Equal {
            continue;
        }
        if verdict == QualityVerdict::Equal {
            verdict = if order == std::cmp::Ordering::Greater {
                QualityVerdict::Worse
            } else {
                QualityVerdict::Better
            };
        }
        differences.push(CriterionDifference {
            bracket,
            bracket_number: bracket
                .and_then(|score| brackets.iter().position(|other| *other == score))
                .map(|index| index + 1),
            rule: RuleRef::system(
                field
                    .edition
                    .rules()
                    .criterion_article(criterion)
                    .unwrap_or_else(|| format!("{criterion:?}")),
            ),
            criterion: crate::explain::quality_criterion(criterion),
            audited: a.clone(),
            engine: b.clone(),
        });
    }
    Ok(QualityComparison {
        verdict,
        differences,
    })
}
