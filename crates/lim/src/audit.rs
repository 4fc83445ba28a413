//! Auditing a round's pairing by the Lim rules: what no pairing may break (every present
//! player paired once, no pair that is not compatible by art. 2.1 — a rematch, a pair the file
//! forbids, colours beyond the limits, except as art. 6 allows in the last round — and the bye
//! only for an odd number, to a player who may receive it, C.04.1 art. 3/4), then the
//! differences from this crate's pairing. The text ranks its other rules by a procedure, not
//! by counts, so no quality comparison is made.

use rondo_core::{Colour, PlayerId, RoundView};
use rondo_pairing::{
    Audit, Board, Breach, BreachKind, Pairing, RosterRules, RuleRef, roster_breaches,
};

use crate::field::Field;
use crate::{LimError, LimOptions};

/// Audits `pairing` as the Lim pairing of the round of `view`.
///
/// # Errors
///
/// As [`crate::pair_round`].
pub fn audit_round(
    view: &RoundView<'_>,
    pairing: &Pairing,
    options: &LimOptions,
) -> Result<Audit, LimError> {
    let field = crate::field_of(view, options);
    let breaches = breaches(&field, view, pairing);
    let engine = crate::pair_round(view, options)?;
    Ok(Audit::without_quality(
        view.round(),
        pairing,
        breaches,
        engine,
    ))
}

fn breach(kind: BreachKind, players: Vec<PlayerId>, rule: RuleRef) -> Breach {
    Breach {
        kind,
        players,
        rule,
    }
}

fn breaches(field: &Field, view: &RoundView<'_>, pairing: &Pairing) -> Vec<Breach> {
    let tournament = view.tournament();
    let ids: Vec<PlayerId> = field.entrants.iter().map(|e| e.id).collect();
    let rules = RosterRules {
        paired_twice: RuleRef::system("2"),
        absent: RuleRef::handling(""),
        unknown: RuleRef::system("2"),
        with_himself: RuleRef::system("2.1"),
        unpaired: RuleRef::basic_rules("3"),
    };
    let on_board = |board: &Board, w: usize, b: usize, out: &mut Vec<Breach>| {
        if field.met(w, b) {
            let kind = if tournament.is_forbidden_pair(board.white, board.black, view.round()) {
                BreachKind::ForbiddenPair
            } else {
                BreachKind::Rematch
            };
            out.push(breach(
                kind,
                vec![board.white, board.black],
                RuleRef::system("2.1"),
            ));
            return;
        }
        let same_score = field.entrants[w].score == field.entrants[b].score;
        if field.last_round && same_score {
            // Art. 6: the colour limits give way in the last round.
            return;
        }
        for (v, colour) in [(w, Colour::White), (b, Colour::Black)] {
            let entrant = &field.entrants[v];
            let n = entrant.colours.len();
            if n >= 2 && entrant.colours[n - 2..].iter().all(|c| *c == colour) {
                out.push(breach(
                    BreachKind::ColourThreeInARow {
                        board: *board,
                        colour,
                    },
                    vec![entrant.id],
                    RuleRef::system("2.1, 5.1.1"),
                ));
            }
            let difference = entrant.colour_difference() + colour.sign();
            if difference.abs() >= 3 {
                out.push(breach(
                    BreachKind::ColourDifference {
                        board: *board,
                        difference,
                    },
                    vec![entrant.id],
                    RuleRef::system("2.1, 5.1.2"),
                ));
            }
        }
    };
    let on_bye = |id: PlayerId, v: usize, out: &mut Vec<Breach>| {
        if !field.entrants[v].pab_eligible {
            out.push(breach(
                BreachKind::IneligibleBye,
                vec![id],
                RuleRef::basic_rules("4"),
            ));
        }
        if field.len().is_multiple_of(2) {
            out.push(breach(
                BreachKind::ByeWithEvenField,
                vec![id],
                RuleRef::basic_rules("3"),
            ));
        }
    };
    roster_breaches(view, pairing, &ids, &rules, on_board, on_bye)
}
