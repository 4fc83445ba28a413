//! The audit on generated tournaments: every round as the engine paired it passes, and every
//! deliberately broken copy of it is flagged for the rule it breaks.

use rondo_core::{PlayerId, PreferenceStrength, RoundNo, RoundView, Tournament};
use rondo_dutch::{
    Board, BreachKind, GenerateConfig, PairOptions, Pairing, QualityVerdict, audit_round, generate,
    pairing_in_file,
};

/// How a pairing was broken, and what the audit must say.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Tamper {
    /// Colours swapped on a board where a player then breaks his absolute preference.
    ColourSwap,
    /// Two opponents exchanged so that two players who met before meet again.
    Rematch,
    /// The bye given to a player who may not receive it.
    IneligibleBye,
    /// Opponents exchanged between a board of a higher score group and one of a lower group:
    /// both players of the higher board float down, so C6 of their bracket is worse.
    CrossGroupSwap,
    /// A board left out: two players unpaired.
    DroppedBoard,
}

fn tournaments() -> Vec<Tournament> {
    let mut out = Vec::new();
    for seed in 1..=10u64 {
        let config = GenerateConfig::default()
            .with_players(11 + u16::try_from(seed * 3).unwrap())
            .with_rounds(6)
            .with_seed(seed)
            .with_bye_rate(0.02)
            .with_forfeit_rate(0.02);
        out.push(
            Tournament::try_from(generate(&config, &PairOptions::default()))
                .expect("generated tournaments are valid"),
        );
    }
    out
}

fn pairing_score(view: &RoundView<'_>, id: PlayerId) -> rondo_core::Score {
    view.state(id).map(|s| s.pairing_score).unwrap_or_default()
}

/// Every tampered copy of `pairing` the kinds above allow (at most one of each kind).
fn tampered(view: &RoundView<'_>, pairing: &Pairing) -> Vec<(Tamper, Pairing)> {
    let mut out = Vec::new();
    let boards = &pairing.boards;
    let state = |id: PlayerId| view.state(id).expect("paired players have a state");
    let absolute = |id: PlayerId| {
        state(id)
            .colour_preference
            .is_some_and(|p| p.strength == PreferenceStrength::Absolute)
    };
    // The last round has topscorers, who may break colour rules; leave it out for colours.
    if !view.is_last_round()
        && let Some(index) = boards
            .iter()
            .position(|b| absolute(b.white) || absolute(b.black))
    {
        let mut copy = pairing.clone();
        let board = copy.boards[index];
        copy.boards[index] = Board {
            white: board.black,
            black: board.white,
        };
        out.push((Tamper::ColourSwap, copy));
    }
    'rematch: for (i, first) in boards.iter().enumerate() {
        for (j, second) in boards.iter().enumerate() {
            if i != j && state(first.white).has_met(second.white) {
                let mut copy = pairing.clone();
                copy.boards[i] = Board {
                    white: first.white,
                    black: second.white,
                };
                copy.boards[j] = Board {
                    white: first.black,
                    black: second.black,
                };
                out.push((Tamper::Rematch, copy));
                break 'rematch;
            }
        }
    }
    if let Some(bye) = pairing.pairing_bye {
        for (index, board) in boards.iter().enumerate() {
            if !state(board.white).pab_eligible {
                let mut copy = pairing.clone();
                copy.boards[index] = Board {
                    white: bye,
                    black: board.black,
                };
                copy.pairing_bye = Some(board.white);
                out.push((Tamper::IneligibleBye, copy));
                break;
            }
        }
    }
    'swap: for (i, high) in boards.iter().enumerate() {
        let high_score = pairing_score(view, high.white);
        if pairing_score(view, high.black) != high_score {
            continue;
        }
        for (j, low) in boards.iter().enumerate() {
            let low_score = pairing_score(view, low.white);
            if i == j || pairing_score(view, low.black) != low_score || low_score >= high_score {
                continue;
            }
            let new_boards = [
                Board {
                    white: high.white,
                    black: low.black,
                },
                Board {
                    white: low.white,
                    black: high.black,
                },
            ];
            let legal = new_boards.iter().all(|b| {
                !state(b.white).has_met(b.black)
                    && !view
                        .tournament()
                        .is_forbidden_pair(b.white, b.black, view.round())
            });
            if legal {
                let mut copy = pairing.clone();
                copy.boards[i] = new_boards[0];
                copy.boards[j] = new_boards[1];
                // Only a pairing without absolute breaches tests the quality comparison.
                let audit = audit_round(view, &copy, &PairOptions::default()).unwrap();
                if audit.breaches.is_empty() {
                    out.push((Tamper::CrossGroupSwap, copy));
                    break 'swap;
                }
            }
        }
    }
    if !boards.is_empty() {
        let mut copy = pairing.clone();
        copy.boards.remove(boards.len() / 2);
        out.push((Tamper::DroppedBoard, copy));
    }
    out
}

#[test]
fn audit_accepts_the_engines_rounds_and_flags_every_tampered_one() {
    let options = PairOptions::default();
    let mut untouched = 0;
    let mut counts = std::collections::BTreeMap::new();
    for tournament in tournaments() {
        for round in RoundNo::FIRST.up_to_inclusive(tournament.paired_rounds()) {
            let view = tournament.view(round);
            let pairing = pairing_in_file(&tournament, round);
            let audit = audit_round(&view, &pairing, &options).unwrap();
            assert!(
                !audit.found_problem() && audit.missing.is_empty() && audit.added.is_empty(),
                "round {round} as the engine paired it: {audit:#?}"
            );
            assert_eq!(
                audit.quality.as_ref().map(|q| q.verdict),
                Some(QualityVerdict::Equal)
            );
            untouched += 1;
            for (tamper, copy) in tampered(&view, &pairing) {
                let audit = audit_round(&view, &copy, &options).unwrap();
                let kinds: Vec<BreachKind> = audit.breaches.iter().map(|b| b.kind).collect();
                let colour_breach = kinds.iter().any(|kind| {
                    matches!(
                        kind,
                        BreachKind::ColourDifference { .. } | BreachKind::ColourThreeInARow { .. }
                    )
                });
                let flagged = match tamper {
                    Tamper::ColourSwap => colour_breach,
                    Tamper::Rematch => kinds.contains(&BreachKind::Rematch),
                    Tamper::IneligibleBye => kinds.contains(&BreachKind::IneligibleBye),
                    Tamper::DroppedBoard => kinds.contains(&BreachKind::Unpaired),
                    Tamper::CrossGroupSwap => {
                        audit.quality.as_ref().map(|q| q.verdict) == Some(QualityVerdict::Worse)
                    }
                };
                assert!(
                    flagged && audit.found_problem(),
                    "{tamper:?} in round {round} not flagged: {audit:#?}"
                );
                *counts.entry(format!("{tamper:?}")).or_insert(0) += 1;
            }
        }
    }
    let total: usize = counts.values().sum();
    eprintln!("{untouched} untouched rounds, tampered: {counts:?}");
    assert!(untouched >= 50, "{untouched} untouched rounds");
    assert!(total >= 100, "only {total} tampered rounds: {counts:?}");
    for kind in [
        "ColourSwap",
        "Rematch",
        "IneligibleBye",
        "CrossGroupSwap",
        "DroppedBoard",
    ] {
        assert!(
            counts.get(kind).copied().unwrap_or(0) >= 5,
            "{kind}: {counts:?}"
        );
    }
}

#[test]
fn explanations_split_brackets_as_the_engine_paired_them() {
    use rondo_core::Float;
    use rondo_dutch::{ExplainOutcome, explain_round};
    let options = PairOptions::default();
    let mut rounds = 0;
    for tournament in tournaments() {
        for round in RoundNo::FIRST.up_to_inclusive(tournament.paired_rounds()) {
            let view = tournament.view(round);
            let ExplainOutcome::Explained {
                pairing,
                explanation,
            } = explain_round(&view, &options).unwrap()
            else {
                panic!("round {round} was paired when generated");
            };
            assert_eq!(pairing.brackets.len(), explanation.brackets.len());
            for (facts, explained) in pairing.brackets.iter().zip(&explanation.brackets) {
                assert_eq!(facts.residents, explained.residents, "round {round}");
                assert_eq!(facts.moved_down, explained.moved_down, "round {round}");
                let mut pairs = facts.pairs.clone();
                pairs.sort_unstable();
                let mut mine = explained.pairs.clone();
                mine.sort_unstable();
                assert_eq!(pairs, mine, "round {round}");
                let down: Vec<PlayerId> = explained
                    .floats
                    .iter()
                    .filter(|f| f.direction == Float::Down)
                    .map(|f| f.player)
                    .collect();
                assert_eq!(facts.downfloaters, down, "round {round}");
            }
            assert_eq!(
                explanation.bye.as_ref().map(|b| b.player),
                pairing.pairing_bye
            );
            assert_eq!(explanation.colours.len(), pairing.boards.len());
            rounds += 1;
        }
    }
    assert!(rounds >= 50);
}
