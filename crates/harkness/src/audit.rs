//! Auditing a round's pairing by the US Swiss rules: the rules the source puts above all
//! others (rule IV: no rematch; rule III: no second bye, a bye only when the number is odd;
//! every player present paired once), then the differences from this crate's pairing. The
//! source ranks the other rules (groups, halves, colours) by a procedure, not by counts, so no
//! quality comparison is made: differences from the engine's pairing are listed instead.

use rondo_core::{PlayerId, RoundView};
use rondo_pairing::{
    Audit, Board, Breach, BreachKind, Pairing, RosterRules, RuleRef, roster_breaches,
};

use crate::field::Field;
use crate::{HarknessError, HarknessOptions};

/// Audits `pairing` as the Harkness pairing of the round of `view`.
///
/// # Errors
///
/// As [`crate::pair_round`].
pub fn audit_round(
    view: &RoundView<'_>,
    pairing: &Pairing,
    options: &HarknessOptions,
) -> Result<Audit, HarknessError> {
    let initial_colour = options
        .initial_colour
        .or(view.tournament().setup().initial_colour)
        .unwrap_or(rondo_core::Colour::White);
    let field = Field::new(view, initial_colour, options.exclude_missed_twice);
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

fn breaches(field: &Field, view: &RoundView<'_>, pairing: &Pairing) -> Vec<Breach> {
    let tournament = view.tournament();
    let ids: Vec<PlayerId> = field.entrants.iter().map(|e| e.id).collect();
    let rules = RosterRules {
        absent: RuleRef::system("rule VI"),
        ..RosterRules::all(&RuleRef::system("rule IV"))
    };
    let on_board = |board: &Board, w: usize, b: usize, out: &mut Vec<Breach>| {
        if !field.compatible[w][b] {
            // Rule IV counts a pair the file forbids as a meeting.
            let forbidden = tournament.is_forbidden_pair(board.white, board.black, view.round());
            let kind = if forbidden {
                BreachKind::ForbiddenPair
            } else {
                BreachKind::Rematch
            };
            out.push(breach(kind, vec![board.white, board.black], "rule IV"));
        }
    };
    let on_bye = |id: PlayerId, v: usize, out: &mut Vec<Breach>| {
        if field.entrants[v].had_bye {
            out.push(breach(BreachKind::SecondBye, vec![id], "rule III"));
        }
        if field.len().is_multiple_of(2) {
            out.push(breach(BreachKind::ByeWithEvenField, vec![id], "rule III"));
        }
    };
    roster_breaches(view, pairing, &ids, &rules, on_board, on_bye)
}
