//! Auditing a match pairing by the absolute criteria: [C1] (no rematch, 2.1.1; a pair the
//! regulations forbid), [C2] (the PAB, 2.1.2), every present player paired once, then the
//! differences from this crate's pairing. No quality comparison is made: the quality criteria
//! choose sets and identifiers in an order, not by counts alone.

use rondo_core::{PlayerId, RoundView};
use rondo_pairing::{
    Audit, Board, Breach, BreachKind, Pairing, RosterRules, RuleRef, roster_breaches,
};

use crate::field::Field;
use crate::{DoubleSwissError, DoubleSwissOptions};

/// Audits `pairing` as the Double-Swiss pairing of the match whose first column is the round
/// of `view`.
///
/// # Errors
///
/// As [`crate::pair_round`].
pub fn audit_round(
    view: &RoundView<'_>,
    pairing: &Pairing,
    options: &DoubleSwissOptions,
) -> Result<Audit, DoubleSwissError> {
    let field = crate::checked_field(view, options)?;
    let breaches = breaches(&field, view, pairing);
    let engine = crate::pair_round(view, options)?;
    Ok(Audit::without_quality(
        view.round(),
        pairing,
        breaches,
        engine,
    ))
}

fn breach(kind: BreachKind, players: Vec<PlayerId>, rule: &str) -> Breach {
    Breach {
        kind,
        players,
        rule: RuleRef::system(rule),
    }
}

/// The absolute criteria `pairing` breaks.
pub(crate) fn breaches(field: &Field, view: &RoundView<'_>, pairing: &Pairing) -> Vec<Breach> {
    let tournament = view.tournament();
    let ids: Vec<PlayerId> = field.entrants.iter().map(|e| e.id).collect();
    let rules = RosterRules {
        with_himself: RuleRef::system("2.1.1"),
        ..RosterRules::all(&RuleRef::system("3.3"))
    };
    let on_board = |board: &Board, w: usize, b: usize, out: &mut Vec<Breach>| {
        if !field.compatible[w][b] {
            let kind = if tournament.is_forbidden_pair(board.white, board.black, view.round()) {
                BreachKind::ForbiddenPair
            } else {
                BreachKind::Rematch
            };
            out.push(breach(kind, vec![board.white, board.black], "2.1.1"));
        }
    };
    let on_bye = |id: PlayerId, v: usize, out: &mut Vec<Breach>| {
        if !field.entrants[v].pab_eligible {
            out.push(breach(BreachKind::IneligibleBye, vec![id], "2.1.2"));
        }
        if field.len().is_multiple_of(2) {
            out.push(breach(BreachKind::ByeWithEvenField, vec![id], "3.4"));
        }
    };
    roster_breaches(view, pairing, &ids, &rules, on_board, on_bye)
}
