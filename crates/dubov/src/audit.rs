//! Auditing a round's pairing by the Dubov system: the absolute criteria [C1]–[C3] (and that
//! every present player is paired once, the PAB only when the number is odd), then the
//! differences from this crate's pairing. The text ranks pairings by a procedure, so no
//! quality comparison is made: the differences from the engine's pairing are listed.

use rondo_core::{PlayerId, RoundView};
use rondo_pairing::{Audit, Breach, BreachKind, Pairing, PairingOutcome, RuleRef};

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

/// The absolute rules `pairing` breaks.
pub(crate) fn breaches(field: &Field, view: &RoundView<'_>, pairing: &Pairing) -> Vec<Breach> {
    let index = |id: PlayerId| field.entrants.iter().position(|e| e.id == id);
    let tournament = view.tournament();
    let breach = |kind, players, rule: &str| Breach {
        kind,
        players,
        rule: RuleRef::system(rule),
    };
    let mut out = Vec::new();
    let mut seen = vec![0u32; field.len()];
    let mut locate = |id: PlayerId, out: &mut Vec<Breach>| -> Option<usize> {
        match index(id) {
            Some(v) => {
                seen[v] += 1;
                if seen[v] == 2 {
                    out.push(breach(BreachKind::PairedTwice, vec![id], "1.9"));
                }
                Some(v)
            }
            None if tournament.player(id).is_some() => {
                out.push(Breach {
                    kind: BreachKind::AbsentPaired,
                    players: vec![id],
                    rule: RuleRef::handling("art. 3.2"),
                });
                None
            }
            None => {
                out.push(breach(BreachKind::UnknownPlayer, vec![id], "1.9"));
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
                "1.9",
            ));
            continue;
        }
        let (Some(w), Some(b)) = (white, black) else {
            continue;
        };
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
    }
    if let Some(id) = pairing.pairing_bye
        && let Some(v) = locate(id, &mut out)
    {
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
    }
    let unpaired: Vec<PlayerId> = (0..field.len())
        .filter(|v| seen[*v] == 0)
        .map(|v| field.entrants[v].id)
        .collect();
    if !unpaired.is_empty() {
        out.push(breach(BreachKind::Unpaired, unpaired, "1.9"));
    }
    out
}
