//! Explaining a Lim pairing: the Median Scoregroup and the order of the scoregroups (2.2), the
//! floaters each group received and how they were paired (3.6–3.8), who floated and why (2.3,
//! art. 3, 4.4), each step of the scrutiny with the exchange order (art. 4, 5.2), the colour
//! rule of each board (art. 5, 7.2) and the bye (1.1, 7.1). The facts come from the record the
//! procedure keeps while pairing (`procedure::GroupRecord`).

use rondo_core::{ColourPreference, Float, PlayerId, PreferenceStrength, RoundView};
use rondo_pairing::{
    BracketExplanation, BrokenInvariant, ByeExplanation, ColourExplanation, ExplainOutcome,
    Explanation, FloatExplanation, GroupOrder, Reason, ReasonKind, RuleSet,
};

use crate::colours::{ColourRule, colour_of, due_colour};
use crate::field::Field;
use crate::procedure::{FieldResult, FloatWhy, GroupRecord, Side, pair_field};
use crate::{LimError, LimOptions};

/// Pairs the round of `view` by the Lim system and explains the pairing.
///
/// # Errors
///
/// As [`crate::pair_round`].
pub fn explain_round(
    view: &RoundView<'_>,
    options: &LimOptions,
) -> Result<ExplainOutcome, LimError> {
    view.tournament().results_entered_before(view.round())?;
    let field = crate::field_of(view, options);
    let mut records = Vec::new();
    let (pairs, bye) = match pair_field(&field, &mut records)? {
        FieldResult::Paired { pairs, bye } => (pairs, bye),
        FieldResult::NoValidPairing(why) => {
            return Ok(ExplainOutcome::NoValidPairing(
                crate::unpairable::with_witness(&field, view, why)?,
            ));
        }
    };
    let pairing = crate::publish(&field, &pairs, bye);
    let brackets = records
        .iter()
        .map(|record| bracket(&field, record))
        .collect();
    let index = |id| field.entrants.iter().position(|e| e.id == id);
    let mut colours = Vec::with_capacity(pairing.boards.len());
    for (board, pair) in pairing.boards.iter().enumerate() {
        let outside = |id| LimError::Internal(BrokenInvariant::PlayerOutsideField(id));
        let white = index(pair.white).ok_or_else(|| outside(pair.white))?;
        let black = index(pair.black).ok_or_else(|| outside(pair.black))?;
        colours.push(colour_explanation(&field, board + 1, white, black));
    }
    let bye = bye.map(|v| ByeExplanation {
        player: field.entrants[v].id,
        score: field.entrants[v].score,
        reasons: bye_reasons(&field, v),
    });
    Ok(ExplainOutcome::Explained {
        pairing,
        explanation: Explanation {
            system: RuleSet::Lim,
            round: view.round(),
            players: field.len(),
            brackets,
            colours,
            bye,
        },
    })
}

fn reason(rule: &str, kind: ReasonKind) -> Reason {
    Reason::system(rule, kind)
}

fn ids(field: &Field, players: &[usize]) -> Vec<PlayerId> {
    players.iter().map(|v| field.entrants[*v].id).collect()
}

fn bracket(field: &Field, record: &GroupRecord) -> BracketExplanation {
    let entrants = &field.entrants;
    let mut decisions = vec![reason(
        "2.2",
        ReasonKind::ScoregroupOrder {
            order: match record.side {
                Side::Above => GroupOrder::TopDown,
                Side::Below => GroupOrder::BottomUp,
                Side::Median => GroupOrder::Middle,
            },
            median: field.median,
        },
    )];
    if !record.incoming.is_empty() {
        decisions.push(reason(
            "3.6, 3.7",
            ReasonKind::Carried {
                players: ids(field, &record.incoming),
            },
        ));
    }
    for pair in &record.floater_pairs {
        decisions.push(reason(
            "3.8",
            ReasonKind::FloaterPairedFirst {
                floater: entrants[pair.floater].id,
                opponent: entrants[pair.opponent].id,
                for_colour: pair.for_colour,
            },
        ));
    }
    for step in &record.scrutiny {
        let rule = match (step.for_colour, record.side) {
            (true, _) => "4.2, 5.2",
            (false, Side::Below) => "4.1.2, 4.2, 4.3",
            (false, _) => "4.1.1, 4.2, 4.3",
        };
        decisions.push(reason(
            rule,
            ReasonKind::ScrutinyExchange {
                player: entrants[step.player].id,
                opponent: entrants[step.opponent].id,
                passed: ids(field, &step.passed),
                for_colour: step.for_colour,
            },
        ));
    }
    let direction = if record.side == Side::Below {
        Float::Up
    } else {
        Float::Down
    };
    let floats = record
        .floaters
        .iter()
        .map(|(player, why)| {
            let reasons = match why {
                FloatWhy::FloatsOn => vec![reason("3.5", ReasonKind::CannotBePairedInGroup)],
                FloatWhy::NoOpponent => {
                    vec![reason(
                        "2.3.1-2.3.3, 4.4",
                        ReasonKind::CannotBePairedInGroup,
                    )]
                }
                FloatWhy::Parity { .. } if record.residents.len() + record.incoming.len() == 1 => {
                    vec![reason("2.3.4", ReasonKind::AloneInScoreGroup)]
                }
                FloatWhy::Parity { passed, majority } => vec![reason(
                    "2.3.4, 3.2.2, 3.2.4, 3.9, 3.10",
                    ReasonKind::FloaterChosen {
                        passed: ids(field, passed),
                        majority: *majority,
                    },
                )],
            };
            FloatExplanation {
                player: entrants[*player].id,
                score: entrants[*player].score,
                direction,
                reasons,
            }
        })
        .collect();
    BracketExplanation {
        score: record.score,
        residents: ids(field, &record.residents),
        moved_down: ids(field, &record.incoming),
        pairs: record
            .pairs()
            .map(|(a, b)| (entrants[a].id, entrants[b].id))
            .collect(),
        decisions,
        floats,
        unmet: Vec::new(),
    }
}

fn due(field: &Field, v: usize) -> Option<ColourPreference> {
    due_colour(&field.entrants[v]).map(|colour| ColourPreference {
        colour,
        strength: PreferenceStrength::Mild,
    })
}

fn colour_explanation(
    field: &Field,
    board: usize,
    white: usize,
    black: usize,
) -> ColourExplanation {
    let (a, b) = (white.min(black), white.max(black));
    let (x, y) = (&field.entrants[a], &field.entrants[b]);
    let (x_colour, rule) = colour_of(field, a, b);
    let reason = match rule {
        ColourRule::Limits => reason("2.1, 5.3", ReasonKind::ColourLimits),
        ColourRule::Initial => reason(
            "7.2",
            ReasonKind::InitialColour {
                player: x.id,
                number: usize::try_from(x.number).unwrap_or(usize::MAX),
                colour: x_colour,
                initial: field.initial_colour,
            },
        ),
        ColourRule::Due => match (due_colour(x), due_colour(y)) {
            (Some(_), None) => reason(
                "5.2",
                ReasonKind::PreferenceGranted {
                    player: x.id,
                    other: y.id,
                },
            ),
            (None, Some(_)) => reason(
                "5.2",
                ReasonKind::PreferenceGranted {
                    player: y.id,
                    other: x.id,
                },
            ),
            _ => reason("5.1, 5.2", ReasonKind::PreferencesGranted),
        },
        ColourRule::History => reason(
            "5.4",
            ReasonKind::Alternation {
                colour: due_colour(x),
            },
        ),
        ColourRule::Rank => {
            let colour = due_colour(x);
            let winner = if colour == Some(x_colour) { x } else { y };
            reason(
                "5.4",
                ReasonKind::HigherRankedPreference {
                    colour,
                    player: winner.id,
                },
            )
        }
    };
    ColourExplanation {
        board,
        white: field.entrants[white].id,
        black: field.entrants[black].id,
        white_preference: due(field, white),
        black_preference: due(field, black),
        reason,
    }
}

fn bye_reasons(field: &Field, bye: usize) -> Vec<Reason> {
    let entrants = &field.entrants;
    let rule = if field.first_round { "7.1" } else { "1.1" };
    let mut reasons = vec![reason(
        rule,
        ReasonKind::OddNumberOfPlayers {
            players: field.len(),
        },
    )];
    let key = |i: usize| {
        if field.first_round {
            (
                rondo_core::Score::ZERO,
                entrants[i].rating_points(),
                std::cmp::Reverse(i),
            )
        } else {
            (entrants[i].score, 0, std::cmp::Reverse(i))
        }
    };
    let before: Vec<usize> = (0..field.len())
        .filter(|&i| i != bye && key(i) < key(bye))
        .collect();
    let ineligible: Vec<usize> = before
        .iter()
        .copied()
        .filter(|i| !entrants[*i].pab_eligible)
        .collect();
    let stranding: Vec<usize> = before
        .iter()
        .copied()
        .filter(|i| entrants[*i].pab_eligible)
        .collect();
    if !ineligible.is_empty() {
        reasons.push(Reason::new(
            Some(rondo_pairing::RuleRef::basic_rules("4")),
            ReasonKind::LowerIneligible {
                players: ids(field, &ineligible),
            },
        ));
    }
    if !stranding.is_empty() {
        reasons.push(reason(
            "2.1",
            ReasonKind::LowerWouldStrand {
                players: ids(field, &stranding),
            },
        ));
    }
    reasons
}
