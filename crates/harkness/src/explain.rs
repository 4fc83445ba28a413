//! Explaining a Harkness pairing: the order of the groups (above the middle from the top
//! down, below it from the bottom up, the middle group last: line 615), each group's halves,
//! the players carried into it (rule V), the transpositions, who moved on and why, the colour
//! rule of each board (rule VIII, lines 591 and 605) and the bye (rule III). References are
//! the source's rule numbers and lines, as in the crate documentation. The facts come from the
//! record the procedure keeps while pairing (`pairing::GroupRecord`).

use rondo_core::{Colour, ColourPreference, Float, PreferenceStrength, RoundView};
use rondo_pairing::{
    BracketExplanation, BrokenInvariant, ByeExplanation, ColourExplanation, CriterionCount,
    ExplainOutcome, Explanation, Failures, FloatExplanation, Reason,
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
        system: "US Swiss system, Harkness pairings".to_owned(),
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

fn reason(rule: &str, text: impl Into<String>) -> Reason {
    Reason {
        rule: Some(rule.to_owned()),
        text: text.into(),
    }
}

fn list(field: &Field, players: &[usize]) -> String {
    if players.is_empty() {
        return "nobody".to_owned();
    }
    players
        .iter()
        .map(|v| field.entrants[*v].id.to_string())
        .collect::<Vec<_>>()
        .join(", ")
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
        match record.phase {
            Phase::Down => "above the middle score: groups are paired from the top down",
            Phase::Up => "below the middle score: groups are paired from the bottom up",
            Phase::Middle => {
                "the middle group, paired last with every player carried into it from above \
                 and below"
            }
        },
    )];
    if !carried.is_empty() {
        decisions.push(reason(
            "rule V, line 569",
            format!(
                "{} carried into the group from another score group; carried players are \
                 paired first",
                list(field, &carried)
            ),
        ));
    }
    let (upper, lower) = record
        .members
        .split_at(record.upper_len.min(record.members.len()));
    if record.members.len() >= 2 {
        decisions.push(reason(
            "lines 593, 611",
            format!(
                "upper half {}, lower half {}",
                list(field, upper),
                list(field, lower)
            ),
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
        if record.pairs.iter().all(|&(a, b)| natural(a, b)) {
            decisions.push(reason("line 611", "upper half against lower half in order"));
        } else {
            let moved: Vec<String> = record
                .pairs
                .iter()
                .filter(|&&(a, b)| !natural(a, b))
                .map(|&(a, b)| format!("{}-{}", entrants[a].id, entrants[b].id))
                .collect();
            decisions.push(reason(
                "lines 593-609",
                format!(
                    "transposed to avoid rematches and let players alternate colours, \
                     with the least change from the natural opponents: {}",
                    moved.join(" ")
                ),
            ));
        }
    }
    if !same_half.is_empty() {
        decisions.push(reason(
            "line 611",
            "two players of the same half meet: no pairing of upper against lower half avoids it",
        ));
    }
    if record.adjusted_for_rest {
        decisions.push(reason(
            "line 615",
            "the group's own best pairing would leave later players without a legal opponent: \
             it was paired again with every player still unpaired",
        ));
    }
    let floats = record
        .left
        .iter()
        .filter(|_| record.phase != Phase::Middle)
        .map(|&v| {
            let odd = record.members.len() % 2 == 1 && record.left.len() == 1;
            let mut reasons = Vec::new();
            if record.members.len() == 1 {
                reasons.push(reason("rule V", "he is alone in his score group"));
            } else if odd {
                reasons.push(reason(
                    "line 611",
                    match record.phase {
                        Phase::Up => {
                            "the group is odd: below the middle the highest card moves up, \
                             unless colours or rematches choose another"
                        }
                        _ => {
                            "the group is odd: above the middle the lowest card moves down, \
                             unless colours or rematches choose another"
                        }
                    },
                ));
            } else {
                reasons.push(reason(
                    "rules IV, V",
                    "he cannot be paired in the group without a rematch or without leaving \
                     later players unpairable",
                ));
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
            rule: "rule VIII".to_owned(),
            summary: "players who do not get the colour they are due".to_owned(),
            failures: Failures::Count(not_due),
        });
    }
    if !same_half.is_empty() {
        unmet.push(CriterionCount {
            rule: "line 611".to_owned(),
            summary: "pairs of two players of the same half".to_owned(),
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
    let reason = match (due_colour(x), due_colour(y)) {
        (None, None) => reason(
            "line 591",
            format!(
                "neither has played: {} (pairing number {}) takes the colour drawn by lot if his \
                 number is odd, the other colour if it is even",
                x.id, x.number
            ),
        ),
        (Some(_), None) | (None, Some(_)) => reason(
            "rule VIII",
            "the player who has played gets the colour he is due (alternation)",
        ),
        (Some(p), Some(q)) if p != q => {
            reason("rule VIII", "each gets the colour he is due (alternation)")
        }
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
                    format!(
                        "both are due the same colour and equally balanced: the higher-ranked, \
                         {}, gets it (the source draws lots)",
                        winner.id
                    ),
                )
            } else {
                reason(
                    "rule VIII",
                    format!(
                        "both are due the same colour: {} gets it, having had it less often \
                         (equalisation)",
                        winner.id
                    ),
                )
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
        "the number of players is odd: the bye goes to the lowest score, and among equal \
         scores the lowest rated, who has not had it",
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
            format!(
                "{} ranked before him for the bye already had one (never twice)",
                list(field, &had)
            ),
        ));
    }
    if !stranding.is_empty() {
        reasons.push(reason(
            "rule IV",
            format!(
                "a bye to {} would leave players who cannot all be paired without a rematch",
                list(field, &stranding)
            ),
        ));
    }
    reasons
}
