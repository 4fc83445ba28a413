//! Auditing a match pairing by the absolute criteria: [C1] (no rematch, 2.1.1; a pair the
//! regulations forbid), [C2] (the PAB, 2.1.2), every present player paired once, then the
//! differences from this crate's pairing. No quality comparison is made: the quality criteria
//! choose sets and identifiers in an order, not by counts alone.

use rondo_core::{PlayerId, RoundView};
use rondo_pairing::{Audit, Breach, BreachKind, Pairing, PairingOutcome, RuleRef};

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
    let engine = match crate::pair_round(view, options)? {
        PairingOutcome::Paired(engine) => Some(engine),
        PairingOutcome::NoValidPairing(_) => None,
    };
    let (missing, added) = rondo_pairing::board_differences(engine.as_ref(), pairing);
    Ok(Audit {
        round: view.round(),
        breaches,
        engine,
        quality: None,
        missing,
        added,
        audited_bye: pairing.pairing_bye,
    })
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
    let index = |id: PlayerId| field.entrants.iter().position(|e| e.id == id);
    let tournament = view.tournament();
    let mut out = Vec::new();
    let mut seen = vec![0u32; field.len()];
    let mut locate = |id: PlayerId, out: &mut Vec<Breach>| -> Option<usize> {
        match index(id) {
            Some(v) => {
                seen[v] += 1;
                if seen[v] == 2 {
                    out.push(breach(BreachKind::PairedTwice, vec![id], "3.3"));
                }
                Some(v)
            }
            None if tournament.player(id).is_some() => {
                out.push(breach(BreachKind::AbsentPaired, vec![id], "3.3"));
                None
            }
            None => {
                out.push(breach(BreachKind::UnknownPlayer, vec![id], "3.3"));
                None
            }
        }
    };
    for board in &pairing.boards {
        let white = locate(board.white, &mut out);
        let black = locate(board.black, &mut out);
        if board.white == board.black {
            out.push(breach(
                BreachKind::PairedWithHimself,
                vec![board.white],
                "2.1.1",
            ));
            continue;
        }
        if let (Some(w), Some(b)) = (white, black)
            && !field.compatible[w][b]
        {
            let kind = if tournament.is_forbidden_pair(board.white, board.black, view.round()) {
                BreachKind::ForbiddenPair
            } else {
                BreachKind::Rematch
            };
            out.push(breach(kind, vec![board.white, board.black], "2.1.1"));
        }
    }
    if let Some(id) = pairing.pairing_bye
        && let Some(v) = locate(id, &mut out)
    {
        if !field.entrants[v].pab_eligible {
            out.push(breach(BreachKind::IneligibleBye, vec![id], "2.1.2"));
        }
        if field.len().is_multiple_of(2) {
            out.push(breach(BreachKind::ByeWithEvenField, vec![id], "3.4"));
        }
    }
    let unpaired: Vec<PlayerId> = (0..field.len())
        .filter(|v| seen[*v] == 0)
        .map(|v| field.entrants[v].id)
        .collect();
    if !unpaired.is_empty() {
        out.push(breach(BreachKind::Unpaired, unpaired, "3.3"));
    }
    out
}
