//! Explaining a pairing of the 2009 text from its own procedure: the score groups (A3), S1
//! and S2 (C4), the transposition (C7, D1) or exchange (C8, D2) taken, the relaxations of the
//! C-step ladder (C9–C11, C14, A7 d, C12), who floated and why, the colour rule (E1–E5) of
//! each board and the bye (A5, B1 b). The facts come from the record the search keeps while
//! pairing (`group::GroupRecord`), so the explanation is of the pairing actually made.

use rondo_core::{ColourPreference, Float, PlayerId, PreferenceStrength, RoundView};

use super::cards::{self, Card, Strength};
use super::colours::{ColourRule, colour_and_rule};
use super::group::GroupRecord;
use super::rules::Rules;
use crate::entrants::Field;
use crate::{PairError, PairingOutcome};
use rondo_pairing::{
    BracketExplanation, BrokenInvariant, ByeExplanation, ColourExplanation, CriterionCount,
    ExplainOutcome, Explanation, Failures, FloatExplanation, Reason,
};

/// Pairs the round of `view` by the 2009 text and explains the pairing.
pub(crate) fn explain(view: &RoundView<'_>, field: &Field) -> Result<ExplainOutcome, PairError> {
    let (outcome, records) = super::pair_recorded(view, field)?;
    let pairing = match outcome {
        PairingOutcome::Paired(pairing) => pairing,
        PairingOutcome::NoValidPairing(mut why) => {
            why.obstruction = crate::unpairable::explain(field, view)?;
            return Ok(ExplainOutcome::NoValidPairing(why));
        }
    };
    let cards = cards::cards(field, view.tournament(), view.round());
    let rules = Rules {
        field,
        cards: &cards,
        round_number: usize::from(view.round().get()),
    };
    let id = |v: usize| field.entrants[v].id;
    let lowest = records.len().saturating_sub(1);
    let mut brackets = Vec::with_capacity(records.len());
    for (k, (record, facts)) in records.iter().zip(&pairing.brackets).enumerate() {
        brackets.push(BracketExplanation {
            score: facts.score,
            residents: facts.residents.clone(),
            moved_down: facts.moved_down.clone(),
            pairs: record
                .taken
                .iter()
                .map(|&(a, b)| (id(a.min(b)), id(a.max(b))))
                .collect(),
            decisions: decisions(&rules, record, k == lowest),
            floats: floats(&rules, record, k == lowest),
            unmet: unmet(&rules, record, k == lowest),
        });
    }
    let index = field.index_of_ids();
    let colours = pairing
        .boards
        .iter()
        .enumerate()
        .map(|(board, pair)| {
            let outside = |id| PairError::Internal(BrokenInvariant::PlayerOutsideField(id));
            let white = *index.get(&pair.white).ok_or_else(|| outside(pair.white))?;
            let black = *index.get(&pair.black).ok_or_else(|| outside(pair.black))?;
            Ok(colour_explanation(&rules, board + 1, white, black))
        })
        .collect::<Result<Vec<_>, PairError>>()?;
    let bye = match pairing.pairing_bye {
        Some(player) => {
            let Some(&v) = index.get(&player) else {
                return Err(PairError::Internal(BrokenInvariant::PlayerOutsideField(
                    player,
                )));
            };
            Some(ByeExplanation {
                player,
                score: field.entrants[v].score,
                reasons: bye_reasons(&rules, records.last(), v),
            })
        }
        None => None,
    };
    let explanation = Explanation {
        system: "FIDE Dutch system (2009)".to_owned(),
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

fn list(rules: &Rules<'_>, players: &[usize]) -> String {
    if players.is_empty() {
        return "nobody".to_owned();
    }
    players
        .iter()
        .map(|v| rules.field.entrants[*v].id.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// How the group's pairs were formed and which criteria the ladder relaxed.
fn decisions(rules: &Rules<'_>, record: &GroupRecord, lowest: bool) -> Vec<Reason> {
    let mut out = Vec::new();
    let alone = record.members.is_empty() && record.moved_at_once.len() == 1;
    if alone {
        out.push(reason(
            "A3, C1",
            format!(
                "{} is alone in the score group: moved down",
                list(rules, &record.moved_at_once)
            ),
        ));
    } else if !record.moved_at_once.is_empty() {
        out.push(reason(
            "C1",
            format!(
                "{} cannot meet anybody in the group without breaking B1 or B2: moved down at once",
                list(rules, &record.moved_at_once)
            ),
        ));
    }
    let Some(level) = record.level else {
        out.push(reason(
            "B1, B2",
            if lowest {
                "the search reached its bounds: the group was completed by a pairing that keeps \
                 the absolute criteria"
            } else {
                "the search reached its bounds: the whole group moved down"
            },
        ));
        return out;
    };
    if record.members.len() < 2 {
        return out;
    }
    let stages = stages(record);
    for (number, stage) in stages.iter().enumerate() {
        let text = if record.heterogeneous && number == 0 {
            format!(
                "heterogeneous group: S1 = the players moved down ({}), S2 = the residents ({})",
                list(rules, &stage.s1),
                list(rules, &stage.s2)
            )
        } else if stage.pairs.is_empty() {
            let mut players = stage.s1.clone();
            players.extend(&stage.s2);
            format!("the remainder ({}) makes no pair", list(rules, &players))
        } else {
            format!(
                "{}: S1 = {}, S2 = {}",
                if record.heterogeneous {
                    "the remainder is paired as a homogeneous group"
                } else {
                    "homogeneous group"
                },
                list(rules, &stage.s1),
                list(rules, &stage.s2)
            )
        };
        out.push(reason("C4", text));
        out.extend(stage_decision(
            rules,
            stage,
            record.heterogeneous && number == 0,
        ));
        if record.heterogeneous && number == 0 {
            let unpaired: Vec<usize> = stage
                .s1
                .iter()
                .copied()
                .filter(|m| !stage.pairs.iter().any(|(a, _)| a == m))
                .collect();
            if !unpaired.is_empty() {
                out.push(reason(
                    "C14",
                    format!(
                        "{} of S1 stay unpaired: no pairing that pairs them meets the criteria \
                         and {}",
                        list(rules, &unpaired),
                        if lowest {
                            "leaves over a player who may have the bye (A5, B1 b)"
                        } else {
                            "leaves the players below pairable (C12, C13)"
                        }
                    ),
                ));
            }
        }
    }
    if record.pairs < record.most_pairs {
        out.push(reason(
            "C14",
            format!(
                "p lowered from {} to {}: no pairing with more pairs meets the criteria and \
                 leaves the players below pairable (C12, C13)",
                record.most_pairs, record.pairs
            ),
        ));
    }
    let x = record.x.saturating_sub(record.most_pairs - record.pairs);
    out.push(reason(
        "A8, C2",
        format!("x = {x}: at most {x} pair(s) may leave both players without their preferred colour (B4)"),
    ));
    if level.allowance > x {
        out.push(reason(
            "C11",
            format!(
                "x raised to {}: no pairing with fewer colour failures meets the other criteria",
                level.allowance
            ),
        ));
    }
    if record.strong_rule {
        out.push(if level.strong_as_absolute {
            reason(
                "A7 d",
                "odd round: strong colour preferences kept like absolute ones",
            )
        } else {
            reason(
                "A7 d",
                "keeping strong colour preferences like absolute ones would leave more players \
                 unpaired: not applied",
            )
        });
    }
    let relaxed = match level.floats {
        1 => Some(("C9", "B6 dropped for the players floating down")),
        2 => Some(("C9", "B5 and B6 dropped for the players floating down")),
        3 => Some((
            "C10",
            "B5 and B6 dropped for the players floating down, B6 for those floating up",
        )),
        4 => Some((
            "C10",
            "B5 and B6 dropped for the players floating down and up",
        )),
        _ => None,
    };
    if let Some((rule, text)) = relaxed {
        out.push(reason(rule, format!("{text}: no pairing met them")));
    }
    if record.lookahead_possible && !record.lookahead_used {
        out.push(reason(
            "C12",
            "no pairing lets every player moved down meet a player of the next group: the \
             players moved down are paired lower as C12 allows",
        ));
    }
    out
}

/// One S1/S2 stage as the search met it, and the pairs taken in it.
struct Stage {
    s1: Vec<usize>,
    s2: Vec<usize>,
    pairs: Vec<(usize, usize)>,
}

/// The stages of the group: the moved-down players against the residents and the remainder
/// in a heterogeneous group, else one homogeneous stage (C4, S1 the top p players).
fn stages(record: &GroupRecord) -> Vec<Stage> {
    let members = &record.members;
    if record.heterogeneous {
        let moved = record.moved.clone();
        let residents: Vec<usize> = members
            .iter()
            .copied()
            .filter(|m| !moved.contains(m))
            .collect();
        let first = Stage {
            s1: moved,
            s2: residents.clone(),
            pairs: record.taken[..record.moved_pairs].to_vec(),
        };
        let rest: Vec<usize> = residents
            .iter()
            .copied()
            .filter(|m| !first.pairs.iter().any(|(_, b)| b == m))
            .collect();
        let remainder = record.pairs - record.moved_pairs;
        let (s1, s2) = rest.split_at(remainder.min(rest.len()));
        let second = Stage {
            s1: s1.to_vec(),
            s2: s2.to_vec(),
            pairs: record.taken[record.moved_pairs..].to_vec(),
        };
        return vec![first, second];
    }
    let p = record.pairs.min(members.len() / 2);
    let (s1, s2) = members.split_at(p);
    vec![Stage {
        s1: s1.to_vec(),
        s2: s2.to_vec(),
        pairs: record.taken.clone(),
    }]
}

/// Whether the stage's pairs are S1[i]–S2[i], a transposition of S2 (D1) or an exchange (D2).
fn stage_decision(rules: &Rules<'_>, stage: &Stage, moved_stage: bool) -> Option<Reason> {
    if stage.pairs.is_empty() {
        return None;
    }
    let taken_s1: Vec<usize> = stage.pairs.iter().map(|(a, _)| *a).collect();
    let taken_s2: Vec<usize> = stage.pairs.iter().map(|(_, b)| *b).collect();
    let same_s1 = moved_stage || {
        let mut sorted = taken_s1.clone();
        sorted.sort_unstable();
        sorted == stage.s1
    };
    if !same_s1 {
        let out: Vec<usize> = stage
            .s1
            .iter()
            .copied()
            .filter(|a| !taken_s1.contains(a))
            .collect();
        let into: Vec<usize> = taken_s1
            .iter()
            .copied()
            .filter(|a| !stage.s1.contains(a))
            .collect();
        return Some(reason(
            "C8, D2",
            format!(
                "exchange: {} from S1 to S2, {} from S2 to S1 (the first exchange in the order of \
                 D2 whose pairing meets the criteria); the new S1 meets S2 as {}",
                list(rules, &out),
                list(rules, &into),
                pairs_text(rules, &stage.pairs)
            ),
        ));
    }
    let in_order: Vec<usize> = stage.s2.iter().copied().take(taken_s2.len()).collect();
    if taken_s2 == in_order {
        Some(reason(
            "C6",
            format!(
                "S1 meets S2 in order ({}), which meets the criteria",
                pairs_text(rules, &stage.pairs)
            ),
        ))
    } else {
        Some(reason(
            "C7, D1",
            format!(
                "transposition of S2: {} (the first in the order of D1 that meets the criteria)",
                pairs_text(rules, &stage.pairs)
            ),
        ))
    }
}

fn pairs_text(rules: &Rules<'_>, pairs: &[(usize, usize)]) -> String {
    let id = |v: usize| rules.field.entrants[v].id;
    pairs
        .iter()
        .map(|&(a, b)| format!("{}-{}", id(a), id(b)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn same_float(card: &Card, float: Float) -> (bool, bool) {
    if card.topscorer {
        return (false, false);
    }
    (card.floats[0] == Some(float), card.floats[1] == Some(float))
}

/// The downfloaters (not the bye) and upfloaters of the group, with why.
fn floats(rules: &Rules<'_>, record: &GroupRecord, lowest: bool) -> Vec<FloatExplanation> {
    let field = rules.field;
    let mut out = Vec::new();
    if !lowest {
        for &player in &record.leftovers {
            let mut reasons = Vec::new();
            if record.members.is_empty() && record.moved_at_once.len() == 1 {
                reasons.push(reason("A3", "he is alone in his score group"));
            } else if record.moved_at_once.contains(&player) {
                reasons.push(reason(
                    "C1",
                    "nobody in the group may meet him (an earlier game, B1, or colours, B2)",
                ));
            } else if record.level.is_none() {
                reasons.push(reason(
                    "B1, B2",
                    "the search reached its bounds and the group moved down whole",
                ));
            } else {
                reasons.push(reason(
                    "C6",
                    format!(
                        "the group made {} pair(s) of its {} players; the pairing taken (the \
                         first in the text's order meeting the criteria) leaves him over",
                        record.pairs,
                        record.members.len()
                    ),
                ));
                let (b5, b6) = same_float(&rules.cards[player], Float::Down);
                if b5 || b6 {
                    reasons.push(reason(
                        if b5 { "B5" } else { "B6" },
                        "he floated down before too: allowed only because C9 dropped the criterion",
                    ));
                }
            }
            out.push(FloatExplanation {
                player: field.entrants[player].id,
                score: field.entrants[player].score,
                direction: Float::Down,
                reasons,
            });
        }
    }
    for &(a, b) in &record.taken {
        let (higher, lower) = if rules.score(a) >= rules.score(b) {
            (a, b)
        } else {
            (b, a)
        };
        if rules.score(higher) == rules.score(lower) {
            continue;
        }
        let mut reasons = vec![reason(
            "A4",
            format!(
                "he meets {}, moved down from a higher score group",
                field.entrants[higher].id
            ),
        )];
        let (b5, b6) = same_float(&rules.cards[lower], Float::Up);
        if b5 || b6 {
            reasons.push(reason(
                if b5 { "B5" } else { "B6" },
                "he floated up before too: allowed only because C10 dropped the criterion",
            ));
        }
        out.push(FloatExplanation {
            player: field.entrants[lower].id,
            score: field.entrants[lower].score,
            direction: Float::Up,
            reasons,
        });
    }
    out
}

/// B4, B5 and B6 as far as the group's pairing fails them.
fn unmet(rules: &Rules<'_>, record: &GroupRecord, lowest: bool) -> Vec<CriterionCount> {
    let misses = record
        .taken
        .iter()
        .filter(|&&(a, b)| rules.misses_preference(a, b))
        .count();
    let mut floaters: Vec<(usize, Float)> = Vec::new();
    for &(a, b) in &record.taken {
        match rules.score(a).cmp(&rules.score(b)) {
            std::cmp::Ordering::Greater => floaters.push((b, Float::Up)),
            std::cmp::Ordering::Less => floaters.push((a, Float::Up)),
            std::cmp::Ordering::Equal => {}
        }
    }
    let down = if lowest { &[][..] } else { &record.leftovers };
    floaters.extend(down.iter().map(|&v| (v, Float::Down)));
    let (mut b5, mut b6) = (0u64, 0u64);
    for (player, float) in floaters {
        let (five, six) = same_float(&rules.cards[player], float);
        b5 += u64::from(five);
        b6 += u64::from(six);
    }
    let mut out = Vec::new();
    let mut push = |rule: &str, summary: &str, count: u64| {
        if count > 0 {
            out.push(CriterionCount {
                rule: rule.to_owned(),
                summary: summary.to_owned(),
                failures: Failures::Count(count),
            });
        }
    };
    push(
        "B4",
        "pairs in which both players have the same colour preference",
        misses as u64,
    );
    push(
        "B5",
        "players receiving the same float as in the previous round",
        b5,
    );
    push(
        "B6",
        "players receiving the same float as two rounds before",
        b6,
    );
    out
}

fn preference(card: &Card) -> Option<ColourPreference> {
    card.preference.map(|p| ColourPreference {
        colour: p.colour,
        strength: match p.strength {
            Strength::Weak => PreferenceStrength::Mild,
            Strength::Strong => PreferenceStrength::Strong,
            Strength::Absolute => PreferenceStrength::Absolute,
        },
    })
}

fn colour_explanation(
    rules: &Rules<'_>,
    board: usize,
    white: usize,
    black: usize,
) -> ColourExplanation {
    let field = rules.field;
    let (higher, lower) = (white.min(black), white.max(black));
    let (_, rule) = colour_and_rule(
        &rules.cards[higher],
        &rules.cards[lower],
        higher,
        field.initial_colour,
    );
    let higher_id: PlayerId = field.entrants[higher].id;
    let reason = match rule {
        ColourRule::E1 => reason("E1", "each player's colour preference is granted"),
        ColourRule::E2 => reason(
            "E2",
            "both want the same colour: the stronger preference is granted",
        ),
        ColourRule::E3 => reason(
            "E3",
            "equal preferences: the colours alternate from the latest round in which the two \
             had different colours",
        ),
        ColourRule::E4 => reason(
            "E4",
            format!(
                "equal preferences and colour histories: the higher-ranked player, {higher_id}, gets his preference"
            ),
        ),
        ColourRule::E5 => reason(
            "E5",
            format!(
                "neither has a colour preference: {higher_id}, number {} in the round's order, \
                 gets {} the colour drawn by lot",
                higher + 1,
                if higher % 2 == 0 {
                    ""
                } else {
                    "the opposite of"
                }
            )
            .replace("gets  the", "gets the"),
        ),
        ColourRule::B2 => reason(
            "B2",
            "the colours E1–E5 give would break B2 (colour difference beyond 2 or a third \
             colour in a row): swapped",
        ),
    };
    ColourExplanation {
        board,
        white: field.entrants[white].id,
        black: field.entrants[black].id,
        white_preference: preference(&rules.cards[white]),
        black_preference: preference(&rules.cards[black]),
        reason,
    }
}

fn bye_reasons(rules: &Rules<'_>, lowest: Option<&GroupRecord>, player: usize) -> Vec<Reason> {
    let mut reasons = vec![reason(
        "A5",
        "the lowest score group had an odd number of players; the pairing taken leaves him over",
    )];
    reasons.push(reason(
        "B1 b",
        "he has not yet scored a point without playing, so he may receive the bye",
    ));
    if let Some(record) = lowest {
        let below: Vec<usize> = record
            .members
            .iter()
            .copied()
            .filter(|&v| v > player && !rules.cards[v].bye_eligible)
            .collect();
        if !below.is_empty() {
            reasons.push(reason(
                "B1 b",
                format!(
                    "{} ranked below him already scored a point without playing",
                    list(rules, &below)
                ),
            ));
        }
    }
    reasons
}
