//! Explaining a Harkness pairing: the order of the groups (above the middle from the top
//! down, below it from the bottom up, the middle group last: line 615), each group's halves,
//! the players carried into it (rule V), the transpositions, who moved on and why, the colour
//! rule of each board (rule VIII, lines 591 and 605) and the bye (rule III). References are
//! the source's rule numbers and lines, as in the crate documentation. The facts come from the
//! record the procedure keeps while pairing (`pairing::GroupRecord`).

use rondo_core::{Colour, ColourPreference, Float, PlayerId, PreferenceStrength, RoundView};
use rondo_pairing::{
    BracketExplanation, BrokenInvariant, ByeExplanation, ColourExplanation, CriterionCount,
    ExplainOutcome, Explanation, Failures, FloatExplanation, GroupOrder, QualityCriterion, Reason,
    ReasonKind, RuleRef, RuleSet,
};

use crate::colours::{colour_of, due_colour, quality};
use crate::field::{Entrant, Field};
use crate::groups::Phase;
use crate::pairing::{FieldResult, GroupRecord, pair_field_recorded};
use crate::{HarknessError, HarknessOptions};

/// Pairs the round of `view` by the Harkness method and explains the pairing.
///
/// # Errors
///
/// As [`crate::pair_round`].
pub fn explain_round(
    view: &RoundView<'_>,
    options: &HarknessOptions,
) -> Result<ExplainOutcome, HarknessError> {
    view.tournament().results_entered_before(view.round())?;
    let initial_colour = options
        .initial_colour
        .or(view.tournament().setup().initial_colour)
        .unwrap_or(Colour::White);
    let field = Field::new(view, initial_colour, options.exclude_missed_twice);
    let mut records = Vec::new();
    let (pairs, bye) = match pair_field_recorded(&field, &mut records)? {
        FieldResult::Paired { pairs, bye } => (pairs, bye),
        FieldResult::NoValidPairing(why) => {
            return Ok(ExplainOutcome::NoValidPairing(why));
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
        let outside = |id| HarknessError::Internal(BrokenInvariant::PlayerOutsideField(id));
        let white = index(pair.white).ok_or_else(|| outside(pair.white))?;
        let black = index(pair.black).ok_or_else(|| outside(pair.black))?;
        colours.push(colour_explanation(&field, board + 1, white, black));
    }
    let bye = bye.map(|v| ByeExplanation {
        player: field.entrants[v].id,
        score: field.entrants[v].score,
        reasons: bye_reasons(&field, v),
    });
    let explanation = Explanation {
        system: RuleSet::UsSwissHarkness,
        round: view.round(),
        players: field.len(),
        brackets,
        colours,
        bye,
    };
    Ok(ExplainOutcome::Explained {
        pairing,
        explanation,
    })
}

fn reason(rule: &str, kind: ReasonKind) -> Reason {
    Reason::system(rule, kind)
}

fn list(field: &Field, players: &[usize]) -> Vec<PlayerId> {
    players.iter().map(|v| field.entrants[*v].id).collect()
}

fn bracket(field: &Field, record: &GroupRecord) -> BracketExplanation {
    let entrants = &field.entrants;
    let residents: Vec<usize> = record
        .members
        .iter()
        .copied()
        .filter(|m| entrants[*m].score == record.score)
        .collect();
    let carried: Vec<usize> = record
        .members
        .iter()
        .copied()
        .filter(|m| entrants[*m].score != record.score)
        .collect();
    let mut decisions = vec![reason(
        "line 615",
        ReasonKind::GroupOrder {
            order: match record.phase {
                Phase::Down => GroupOrder::TopDown,
                Phase::Up => GroupOrder::BottomUp,
                Phase::Middle => GroupOrder::Middle,
            },
        },
    )];
    if !carried.is_empty() {
        decisions.push(reason(
            "rule V, line 569",
            ReasonKind::Carried {
                players: list(field, &carried),
            },
        ));
    }
    let (upper, lower) = record
        .members
        .split_at(record.upper_len.min(record.members.len()));
    if record.members.len() >= 2 {
        decisions.push(reason(
            "lines 593, 611",
            ReasonKind::Halves {
                upper: list(field, upper),
                lower: list(field, lower),
            },
        ));
    }
    let shift = usize::from(record.phase == Phase::Up && record.members.len() % 2 == 1);
    let natural = |a: usize, b: usize| {
        let (Some(i), Some(j)) = (
            upper.iter().position(|u| *u == a),
            lower.iter().position(|l| *l == b),
        ) else {
            return false;
        };
        i >= shift && i - shift == j
    };
    let same_half: Vec<(usize, usize)> = record
        .pairs
        .iter()
        .copied()
        .filter(|&(a, b)| upper.contains(&a) == upper.contains(&b))
        .collect();
    if !record.pairs.is_empty() {
        let pair_ids = |pairs: Vec<&(usize, usize)>| {
            pairs
                .into_iter()
                .map(|&(a, b)| (entrants[a].id, entrants[b].id))
                .collect::<Vec<_>>()
        };
        if record.pairs.iter().all(|&(a, b)| natural(a, b)) {
            decisions.push(reason(
                "line 611",
                ReasonKind::InOrder {
                    pairs: pair_ids(record.pairs.iter().collect()),
                },
            ));
        } else {
            let moved = pair_ids(
                record
                    .pairs
                    .iter()
                    .filter(|&&(a, b)| !natural(a, b))
                    .collect(),
            );
            decisions.push(reason(
                "lines 593-609",
                ReasonKind::Transposition { pairs: moved },
            ));
        }
    }
    if !same_half.is_empty() {
        decisions.push(reason("line 611", ReasonKind::SameHalfPair));
    }
    if record.adjusted_for_rest {
        decisions.push(reason("line 615", ReasonKind::RepairedForRest));
    }
    let floats = record
        .left
        .iter()
        .filter(|_| record.phase != Phase::Middle)
        .map(|&v| {
            let odd = record.members.len() % 2 == 1 && record.left.len() == 1;
            let mut reasons = Vec::new();
            if record.members.len() == 1 {
                reasons.push(reason("rule V", ReasonKind::AloneInScoreGroup));
            } else if odd {
                reasons.push(reason(
                    "line 611",
                    ReasonKind::OddGroup {
                        direction: if record.phase == Phase::Up {
                            Float::Up
                        } else {
                            Float::Down
                        },
                    },
                ));
            } else {
                reasons.push(reason("rules IV, V", ReasonKind::CannotBePairedInGroup));
            }
            FloatExplanation {
                player: entrants[v].id,
                score: entrants[v].score,
                direction: if record.phase == Phase::Up {
                    Float::Up
                } else {
                    Float::Down
                },
                reasons,
            }
        })
        .collect();
    let mut not_due = 0u64;
    for &(a, b) in &record.pairs {
        let q = quality(&entrants[a], &entrants[b], field.initial_colour);
        not_due += 2 - q.alternating;
    }
    let mut unmet = Vec::new();
    if not_due > 0 {
        unmet.push(CriterionCount {
            rule: RuleRef::system("rule VIII"),
            criterion: QualityCriterion::DueColour,
            failures: Failures::Count(not_due),
        });
    }
    if !same_half.is_empty() {
        unmet.push(CriterionCount {
            rule: RuleRef::system("line 611"),
            criterion: QualityCriterion::SameHalf,
            failures: Failures::Count(same_half.len() as u64),
        });
    }
    BracketExplanation {
        score: record.score,
        residents: residents.iter().map(|v| entrants[*v].id).collect(),
        moved_down: carried.iter().map(|v| entrants[*v].id).collect(),
        pairs: record
            .pairs
            .iter()
            .map(|&(a, b)| (entrants[a].id, entrants[b].id))
            .collect(),
        decisions,
        floats,
        unmet,
    }
}

fn due(entrant: &Entrant) -> Option<ColourPreference> {
    due_colour(entrant).map(|colour| ColourPreference {
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
    let x_colour = if a == white {
        Colour::White
    } else {
        Colour::Black
    };
    let reason = match (due_colour(x), due_colour(y)) {
        (None, None) => reason(
            "line 591",
            ReasonKind::InitialColour {
                player: x.id,
                number: usize::try_from(x.number).unwrap_or(usize::MAX),
                colour: x_colour,
                initial: field.initial_colour,
            },
        ),
        (Some(_), None) => reason(
            "rule VIII",
            ReasonKind::PreferenceGranted {
                player: x.id,
                other: y.id,
            },
        ),
        (None, Some(_)) => reason(
            "rule VIII",
            ReasonKind::PreferenceGranted {
                player: y.id,
                other: x.id,
            },
        ),
        (Some(p), Some(q)) if p != q => reason("rule VIII", ReasonKind::PreferencesGranted),
        (Some(colour), Some(_)) => {
            let gets = colour_of(x, y, field.initial_colour);
            let winner = if gets == colour { x } else { y };
            let deficit = |e: &Entrant| match colour {
                Colour::White => -e.colour_difference(),
                Colour::Black => e.colour_difference(),
            };
            if deficit(x) == deficit(y) {
                reason(
                    "line 605",
                    ReasonKind::HigherRankedPreference {
                        colour: Some(colour),
                        player: winner.id,
                    },
                )
            } else {
                reason("rule VIII", ReasonKind::Equalisation { player: winner.id })
            }
        }
    };
    ColourExplanation {
        board,
        white: field.entrants[white].id,
        black: field.entrants[black].id,
        white_preference: due(&field.entrants[white]),
        black_preference: due(&field.entrants[black]),
        reason,
    }
}

fn bye_reasons(field: &Field, bye: usize) -> Vec<Reason> {
    let entrants = &field.entrants;
    let mut reasons = vec![reason(
        "rule III",
        ReasonKind::OddNumberOfPlayers {
            players: field.len(),
        },
    )];
    let key = |i: usize| (entrants[i].score, std::cmp::Reverse(i));
    let before: Vec<usize> = (0..field.len())
        .filter(|&i| i != bye && key(i) < key(bye))
        .collect();
    let had: Vec<usize> = before
        .iter()
        .copied()
        .filter(|i| entrants[*i].had_bye)
        .collect();
    let stranding: Vec<usize> = before
        .iter()
        .copied()
        .filter(|i| !entrants[*i].had_bye)
        .collect();
    if !had.is_empty() {
        reasons.push(reason(
            "rule III",
            ReasonKind::LowerIneligible {
                players: list(field, &had),
            },
        ));
    }
    if !stranding.is_empty() {
        reasons.push(reason(
            "rule IV",
            ReasonKind::LowerWouldStrand {
                players: list(field, &stranding),
            },
        ));
    }
    reasons
}
