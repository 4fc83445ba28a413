//! Auditing a round's pairing by the Dubov system: the absolute criteria [C1]–[C3] (and that
//! every present player is paired once, the PAB only when the number is odd), then the
//! differences from this crate's pairing. The text ranks pairings by a procedure, so no
//! quality comparison is made: the differences from the engine's pairing are listed.

use rondo_core::{PlayerId, RoundView};
use rondo_pairing::{
    Audit, Board, Breach, BreachKind, Pairing, RosterRules, RuleRef, roster_breaches,
};

use crate::field::Field;
use crate::{DubovError, DubovOptions, with_field};

/// Audits `pairing` as the Dubov pairing of the round of `view`.
///
/// # Errors
///
/// As [`crate::pair_round`].
pub fn audit_round(
    view: &RoundView<'_>,
    pairing: &Pairing,
    options: &DubovOptions,
) -> Result<Audit, DubovError> {
    let breaches = with_field(view, options, |view, field| {
        Ok(breaches(field, view, pairing))
    })?;
    let engine = crate::pair_round(view, options)?;
    Ok(Audit::without_quality(
        view.round(),
        pairing,
        breaches,
        engine,
    ))
}

/// The absolute rules `pairing` breaks.
pub(crate) fn breaches(field: &Field, view: &RoundView<'_>, pairing: &Pairing) -> Vec<Breach> {
    let tournament = view.tournament();
    let ids: Vec<PlayerId> = field.entrants.iter().map(|e| e.id).collect();
    let breach = |kind, players, rule: &str| Breach {
        kind,
        players,
        rule: RuleRef::system(rule),
    };
    let rules = RosterRules {
        absent: RuleRef::handling("art. 3.2"),
        ..RosterRules::all(&RuleRef::system("1.9"))
    };
    let on_board = |board: &Board, w: usize, b: usize, out: &mut Vec<Breach>| {
        if field.has_met(w, b) {
            let kind = if tournament.is_forbidden_pair(board.white, board.black, view.round()) {
                BreachKind::ForbiddenPair
            } else {
                BreachKind::Rematch
            };
            out.push(breach(kind, vec![board.white, board.black], "C1"));
        }
        if field.same_absolute(w, b) {
            out.push(breach(
                BreachKind::SameAbsolutePreference {
                    colour: Some(field.entrants[w].preference.colour),
                },
                vec![board.white, board.black],
                "C3",
            ));
        }
    };
    let on_bye = |id: PlayerId, v: usize, out: &mut Vec<Breach>| {
        if !field.entrants[v].pab_eligible {
            out.push(breach(BreachKind::IneligibleBye, vec![id], "C2"));
        }
        if field.len().is_multiple_of(2) {
            out.push(Breach {
                kind: BreachKind::ByeWithEvenField,
                players: vec![id],
                rule: RuleRef::basic_rules("art. 3"),
            });
        }
    };
    roster_breaches(view, pairing, &ids, &rules, on_board, on_bye)
}
