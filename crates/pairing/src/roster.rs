//! Who is on the boards of a pairing: the breaches every system's audit reports the same way
//! (a player paired twice, with himself, absent from the round or unknown to the file, and the
//! players left without a board), with the articles each system cites for them.

use rondo_core::{PlayerId, RoundView};

use crate::{Board, Breach, BreachKind, Pairing, RuleRef};

/// The articles a system cites for the breaches of the board roster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RosterRules {
    /// A player on two boards (or on a board and the bye).
    pub paired_twice: RuleRef,
    /// A player of the file who is not paired in the round (absent or withdrawn).
    pub absent: RuleRef,
    /// A start number the file does not have.
    pub unknown: RuleRef,
    /// A board whose two players are one.
    pub with_himself: RuleRef,
    /// Players of the round left without a board or the bye.
    pub unpaired: RuleRef,
}

impl RosterRules {
    /// The same article for every breach of the roster.
    #[must_use]
    pub fn all(rule: &RuleRef) -> RosterRules {
        RosterRules {
            paired_twice: rule.clone(),
            absent: rule.clone(),
            unknown: rule.clone(),
            with_himself: rule.clone(),
            unpaired: rule.clone(),
        }
    }
}

/// The breaches of `pairing` as the pairing of the round of `view`, whose field is `field`
/// (the players to pair, by place), in the order a reader meets them: board by board, each
/// board's roster breaches, then the system's own (`board`, called with the places of a board
/// of two players of the field), then the bye's (`bye`, with the place of the bye's player),
/// last the players left unpaired.
pub fn roster_breaches(
    view: &RoundView<'_>,
    pairing: &Pairing,
    field: &[PlayerId],
    rules: &RosterRules,
    mut board: impl FnMut(&Board, usize, usize, &mut Vec<Breach>),
    mut bye: impl FnMut(PlayerId, usize, &mut Vec<Breach>),
) -> Vec<Breach> {
    let tournament = view.tournament();
    let mut out = Vec::new();
    let mut seen = vec![0u32; field.len()];
    let breach = |kind, id, rule: &RuleRef| Breach {
        kind,
        players: vec![id],
        rule: rule.clone(),
    };
    let mut locate = |id: PlayerId, out: &mut Vec<Breach>| -> Option<usize> {
        match field.iter().position(|&player| player == id) {
            Some(v) => {
                seen[v] += 1;
                if seen[v] == 2 {
                    out.push(breach(BreachKind::PairedTwice, id, &rules.paired_twice));
                }
                Some(v)
            }
            None if tournament.player(id).is_some() => {
                out.push(breach(BreachKind::AbsentPaired, id, &rules.absent));
                None
            }
            None => {
                out.push(breach(BreachKind::UnknownPlayer, id, &rules.unknown));
                None
            }
        }
    };
    for on_board in &pairing.boards {
        let white = locate(on_board.white, &mut out);
        let black = locate(on_board.black, &mut out);
        if on_board.white == on_board.black {
            out.push(breach(
                BreachKind::PairedWithHimself,
                on_board.white,
                &rules.with_himself,
            ));
            continue;
        }
        if let (Some(w), Some(b)) = (white, black) {
            board(on_board, w, b, &mut out);
        }
    }
    if let Some(id) = pairing.pairing_bye
        && let Some(v) = locate(id, &mut out)
    {
        bye(id, v, &mut out);
    }
    let unpaired: Vec<PlayerId> = field
        .iter()
        .zip(&seen)
        .filter(|(_, seen)| **seen == 0)
        .map(|(&id, _)| id)
        .collect();
    if !unpaired.is_empty() {
        out.push(Breach {
            kind: BreachKind::Unpaired,
            players: unpaired,
            rule: rules.unpaired.clone(),
        });
    }
    out
}
