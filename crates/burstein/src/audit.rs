//! Auditing a round's pairing by the Burstein system: the absolute criteria [C1]–[C3] (with
//! the pairs the file forbids under [C1]), the bye (C.04.1 art. 3, [C2]) and completeness
//! (art. 1.9.1), then the boards that differ from this crate's pairing. The quality criteria
//! [C5]–[C8] and the order of art. 4.3 decide between pairings procedurally (a bracket at a
//! time, the first best candidate), so no count-by-count comparison is made.

use rondo_core::{PlayerId, RoundView};
use rondo_pairing::{Audit, Board, Breach, BreachKind, Pairing, PairingOutcome, RuleRef};

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
    let breaches = absolute_breaches(view, pairing, options)?;
    let engine = match crate::pair_round(view, options)? {
        PairingOutcome::Paired(engine) => Some(engine),
        PairingOutcome::NoValidPairing(_) => None,
    };
    let mut audited: Vec<Board> = pairing.boards.clone();
    audited.sort_unstable();
    let (missing, added) = match &engine {
        Some(engine) => {
            let mut theirs = engine.boards.clone();
            theirs.sort_unstable();
            (
                theirs
                    .iter()
                    .filter(|b| audited.binary_search(b).is_err())
                    .copied()
                    .collect(),
                audited
                    .iter()
                    .filter(|b| theirs.binary_search(b).is_err())
                    .copied()
                    .collect(),
            )
        }
        None => (Vec::new(), audited.clone()),
    };
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

fn breaches(field: &Field, view: &RoundView<'_>, pairing: &Pairing) -> Vec<Breach> {
    let tournament = view.tournament();
    let mut out = Vec::new();
    let mut seen = vec![0u32; field.len()];
    let completeness = || RuleRef::system("1.9.1");
    let mut locate = |id: PlayerId, out: &mut Vec<Breach>| -> Option<usize> {
        match field.position(id) {
            Some(v) => {
                seen[v] += 1;
                if seen[v] == 2 {
                    out.push(breach(BreachKind::PairedTwice, vec![id], completeness()));
                }
                Some(v)
            }
            None if tournament.player(id).is_some() => {
                out.push(breach(BreachKind::AbsentPaired, vec![id], completeness()));
                None
            }
            None => {
                out.push(breach(BreachKind::UnknownPlayer, vec![id], completeness()));
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
                completeness(),
            ));
            continue;
        }
        let (Some(w), Some(b)) = (white, black) else {
            continue;
        };
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
    }
    if let Some(id) = pairing.pairing_bye
        && let Some(v) = locate(id, &mut out)
    {
        if !field.entrants[v].pab_eligible {
            out.push(breach(
                BreachKind::IneligibleBye,
                vec![id],
                RuleRef::system("C2"),
            ));
        }
        if field.len() % 2 == 0 {
            out.push(breach(
                BreachKind::ByeWithEvenField,
                vec![id],
                RuleRef::basic_rules("art. 3"),
            ));
        }
    }
    let unpaired: Vec<PlayerId> = (0..field.len())
        .filter(|v| seen[*v] == 0)
        .map(|v| field.entrants[v].id)
        .collect();
    // One player may be left over only as the bye.
    if !unpaired.is_empty() {
        out.push(breach(BreachKind::Unpaired, unpaired, completeness()));
    }
    out
}
