//! Auditing a round's pairing by the Lim rules: what no pairing may break (every present
//! player paired once, no pair that is not compatible by art. 2.1 — a rematch, a pair the file
//! forbids, colours beyond the limits, except as art. 6 allows in the last round — and the bye
//! only for an odd number, to a player who may receive it, C.04.1 art. 3/4), then the
//! differences from this crate's pairing. The text ranks its other rules by a procedure, not
//! by counts, so no quality comparison is made.

use rondo_core::{Colour, PlayerId, RoundView};
use rondo_pairing::{Audit, Breach, BreachKind, Pairing, PairingOutcome, RuleRef};

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

fn breach(kind: BreachKind, players: Vec<PlayerId>, rule: RuleRef) -> Breach {
    Breach {
        kind,
        players,
        rule,
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
                    out.push(breach(
                        BreachKind::PairedTwice,
                        vec![id],
                        RuleRef::system("2"),
                    ));
                }
                Some(v)
            }
            None if tournament.player(id).is_some() => {
                out.push(breach(
                    BreachKind::AbsentPaired,
                    vec![id],
                    RuleRef::handling(""),
                ));
                None
            }
            None => {
                out.push(breach(
                    BreachKind::UnknownPlayer,
                    vec![id],
                    RuleRef::system("2"),
                ));
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
                RuleRef::system("2.1"),
            ));
            continue;
        }
        let (Some(w), Some(b)) = (white, black) else {
            continue;
        };
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
            continue;
        }
        let same_score = field.entrants[w].score == field.entrants[b].score;
        if field.last_round && same_score {
            // Art. 6: the colour limits give way in the last round.
            continue;
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
    }
    if let Some(id) = pairing.pairing_bye
        && let Some(v) = locate(id, &mut out)
    {
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
    }
    let unpaired: Vec<PlayerId> = (0..field.len())
        .filter(|v| seen[*v] == 0)
        .map(|v| field.entrants[v].id)
        .collect();
    if !unpaired.is_empty() {
        out.push(breach(
            BreachKind::Unpaired,
            unpaired,
            RuleRef::basic_rules("3"),
        ));
    }
    out
}
