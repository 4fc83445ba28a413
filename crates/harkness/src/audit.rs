//! Auditing a round's pairing by the US Swiss rules: the rules the source puts above all
//! others (rule IV: no rematch; rule III: no second bye, a bye only when the number is odd;
//! every player present paired once), then the differences from this crate's pairing. The
//! source ranks the other rules (groups, halves, colours) by a procedure, not by counts, so no
//! quality comparison is made: differences from the engine's pairing are listed instead.

use rondo_core::{PlayerId, RoundView};
use rondo_pairing::{Audit, Breach, BreachKind, Pairing, PairingOutcome, RuleRef};

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

fn breaches(field: &Field, view: &RoundView<'_>, pairing: &Pairing) -> Vec<Breach> {
    let index = |id: PlayerId| field.entrants.iter().position(|e| e.id == id);
    let tournament = view.tournament();
    let mut out = Vec::new();
    let mut seen = vec![0u32; field.len()];
    let mut locate = |id: PlayerId, out: &mut Vec<Breach>| -> Option<usize> {
        match index(id) {
            Some(v) => {
                seen[v] += 1;
                if seen[v] == 2 {
                    out.push(breach(BreachKind::PairedTwice, vec![id], "rule IV"));
                }
                Some(v)
            }
            None if tournament.player(id).is_some() => {
                out.push(breach(BreachKind::AbsentPaired, vec![id], "rule VI"));
                None
            }
            None => {
                out.push(breach(BreachKind::UnknownPlayer, vec![id], "rule IV"));
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
                "rule IV",
            ));
            continue;
        }
        if let (Some(w), Some(b)) = (white, black)
            && !field.compatible[w][b]
        {
            // Rule IV counts a pair the file forbids as a meeting.
            let forbidden = tournament.is_forbidden_pair(board.white, board.black, view.round());
            let kind = if forbidden {
                BreachKind::ForbiddenPair
            } else {
                BreachKind::Rematch
            };
            out.push(breach(kind, vec![board.white, board.black], "rule IV"));
        }
    }
    if let Some(id) = pairing.pairing_bye
        && let Some(v) = locate(id, &mut out)
    {
        if field.entrants[v].had_bye {
            out.push(breach(BreachKind::SecondBye, vec![id], "rule III"));
        }
        if field.len().is_multiple_of(2) {
            out.push(breach(BreachKind::ByeWithEvenField, vec![id], "rule III"));
        }
    }
    let unpaired: Vec<PlayerId> = (0..field.len())
        .filter(|v| seen[*v] == 0)
        .map(|v| field.entrants[v].id)
        .collect();
    if !unpaired.is_empty() {
        out.push(breach(BreachKind::Unpaired, unpaired, "rule IV"));
    }
    out
}
