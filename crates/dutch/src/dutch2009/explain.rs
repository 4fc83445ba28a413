//! Explaining a pairing of the 2009 text from its own procedure: the score groups (A3), S1
//! and S2 (C4), the transposition (C7, D1) or exchange (C8, D2) taken, the relaxations of the
//! C-step ladder (C9–C11, C14, A7 d, C12), who floated and why, the colour rule (E1–E5) of
//! each board and the bye (A5, B1 b). The facts come from the record the search keeps while
//! pairing (`group::GroupRecord`), so the explanation is of the pairing actually made.

use rondo_core::{Colour, ColourPreference, Float, PlayerId, PreferenceStrength, RoundView};

use super::cards::{self, Card, Strength};
use super::colours::{ColourRule, colour_and_rule};
use super::group::GroupRecord;
use super::rules::Rules;
use crate::entrants::Field;
use crate::{PairError, PairingOutcome};
use rondo_pairing::{
    BracketExplanation, BrokenInvariant, ByeExplanation, ColourExplanation, CriterionCount,
    ExplainOutcome, Explanation, Failures, FloatExplanation, QualityCriterion, Reason, ReasonKind,
    RuleRef, RuleSet,
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
        system: RuleSet::Dutch2009,
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

fn list(rules: &Rules<'_>, players: &[usize]) -> Vec<PlayerId> {
    players
        .iter()
        .map(|v| rules.field.entrants[*v].id)
        .collect()
}

/// How the group's pairs were formed and which criteria the ladder relaxed.
fn decisions(rules: &Rules<'_>, record: &GroupRecord, lowest: bool) -> Vec<Reason> {
    let mut out = Vec::new();
    let alone = record.members.is_empty() && record.moved_at_once.len() == 1;
    if alone {
        out.push(reason(
            "A3, C1",
            ReasonKind::MovedDownAlone {
                players: list(rules, &record.moved_at_once),
            },
        ));
    } else if !record.moved_at_once.is_empty() {
        out.push(reason(
            "C1",
            ReasonKind::MovedDownAtOnce {
                players: list(rules, &record.moved_at_once),
            },
        ));
    }
    let Some(level) = record.level else {
        out.push(reason("B1, B2", ReasonKind::SearchBounds { lowest }));
        return out;
    };
    if record.members.len() < 2 {
        return out;
    }
    let stages = stages(record);
    for (number, stage) in stages.iter().enumerate() {
        let kind = if record.heterogeneous && number == 0 {
            ReasonKind::HeterogeneousSubgroups {
                moved_down: list(rules, &stage.s1),
                residents: list(rules, &stage.s2),
            }
        } else if stage.pairs.is_empty() {
            let mut players = stage.s1.clone();
            players.extend(&stage.s2);
            ReasonKind::RemainderUnpaired {
                players: list(rules, &players),
            }
        } else {
            ReasonKind::Subgroups {
                remainder: record.heterogeneous,
                s1: list(rules, &stage.s1),
                s2: list(rules, &stage.s2),
            }
        };
        out.push(reason("C4", kind));
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
                    ReasonKind::MovedDownLeftOver {
                        players: list(rules, &unpaired),
                        lowest,
                    },
                ));
            }
        }
    }
    if record.pairs < record.most_pairs {
        out.push(reason(
            "C14",
            ReasonKind::PairsLowered {
                from: record.most_pairs,
                to: record.pairs,
            },
        ));
    }
    let x = record.x.saturating_sub(record.most_pairs - record.pairs);
    out.push(reason("A8, C2", ReasonKind::ColourAllowance { x }));
    if level.allowance > x {
        out.push(reason(
            "C11",
            ReasonKind::ColourAllowanceRaised { x: level.allowance },
        ));
    }
    if record.strong_rule {
        out.push(reason(
            "A7 d",
            ReasonKind::StrongAsAbsolute {
                applied: level.strong_as_absolute,
            },
        ));
    }
    let relaxed = match level.floats {
        1 => Some(("C9", 1)),
        2 => Some(("C9", 2)),
        3 => Some(("C10", 3)),
        4 => Some(("C10", 4)),
        _ => None,
    };
    if let Some((rule, step)) = relaxed {
        out.push(reason(rule, ReasonKind::FloatCriteriaDropped { step }));
    }
    if record.lookahead_possible && !record.lookahead_used {
        out.push(reason("C12", ReasonKind::LookaheadDropped));
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
            ReasonKind::Exchange {
                out: list(rules, &out),
                into: list(rules, &into),
                pairs: pair_ids(rules, &stage.pairs),
            },
        ));
    }
    let in_order: Vec<usize> = stage.s2.iter().copied().take(taken_s2.len()).collect();
    if taken_s2 == in_order {
        Some(reason(
            "C6",
            ReasonKind::InOrder {
                pairs: pair_ids(rules, &stage.pairs),
            },
        ))
    } else {
        Some(reason(
            "C7, D1",
            ReasonKind::Transposition {
                pairs: pair_ids(rules, &stage.pairs),
            },
        ))
    }
}

fn pair_ids(rules: &Rules<'_>, pairs: &[(usize, usize)]) -> Vec<(PlayerId, PlayerId)> {
    let id = |v: usize| rules.field.entrants[v].id;
    pairs.iter().map(|&(a, b)| (id(a), id(b))).collect()
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
                reasons.push(reason("A3", ReasonKind::AloneInScoreGroup));
            } else if record.moved_at_once.contains(&player) {
                reasons.push(reason("C1", ReasonKind::NobodyMayMeet));
            } else if record.level.is_none() {
                reasons.push(reason("B1, B2", ReasonKind::GroupMovedDownWhole));
            } else {
                reasons.push(reason(
                    "C6",
                    ReasonKind::MostPairs {
                        players: record.members.len(),
                        pairs: record.pairs,
                    },
                ));
                let (b5, b6) = same_float(&rules.cards[player], Float::Down);
                if b5 || b6 {
                    reasons.push(reason(
                        if b5 { "B5" } else { "B6" },
                        ReasonKind::RepeatedFloatAllowed {
                            direction: Float::Down,
                        },
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
            ReasonKind::MeetsMovedDown {
                opponent: field.entrants[higher].id,
                score: field.entrants[higher].score,
            },
        )];
        let (b5, b6) = same_float(&rules.cards[lower], Float::Up);
        if b5 || b6 {
            reasons.push(reason(
                if b5 { "B5" } else { "B6" },
                ReasonKind::RepeatedFloatAllowed {
                    direction: Float::Up,
                },
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
    let mut push = |rule: &str, criterion: QualityCriterion, count: u64| {
        if count > 0 {
            out.push(CriterionCount {
                rule: RuleRef::system(rule),
                criterion,
                failures: Failures::Count(count),
            });
        }
    };
    push("B4", QualityCriterion::B4, misses as u64);
    push("B5", QualityCriterion::B5, b5);
    push("B6", QualityCriterion::B6, b6);
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
    let higher_colour = if higher == white {
        Colour::White
    } else {
        Colour::Black
    };
    let white_preference = preference(&rules.cards[white]);
    let black_preference = preference(&rules.cards[black]);
    let reason = match rule {
        ColourRule::E1 => reason("E1", ReasonKind::PreferencesGranted),
        ColourRule::E2 => reason("E2", stronger_preference(rules, white, black)),
        ColourRule::E3 => reason(
            "E3",
            ReasonKind::Alternation {
                colour: white_preference.map(|p| p.colour),
            },
        ),
        ColourRule::E4 => reason(
            "E4",
            ReasonKind::HigherRankedPreference {
                colour: white_preference.map(|p| p.colour),
                player: higher_id,
            },
        ),
        ColourRule::E5 => reason(
            "E5",
            ReasonKind::InitialColour {
                player: higher_id,
                number: higher + 1,
                colour: higher_colour,
                initial: field.initial_colour,
            },
        ),
        ColourRule::B2 => reason("B2", ReasonKind::ColoursSwapped),
    };
    ColourExplanation {
        board,
        white: field.entrants[white].id,
        black: field.entrants[black].id,
        white_preference,
        black_preference,
        reason,
    }
}

/// E2: both want the same colour, and the player with the stronger preference (the one who
/// gets it) wins.
fn stronger_preference(rules: &Rules<'_>, white: usize, black: usize) -> ReasonKind {
    let field = rules.field;
    let white_preference = preference(&rules.cards[white]);
    let black_preference = preference(&rules.cards[black]);
    let strength = |p: Option<ColourPreference>| p.map_or(PreferenceStrength::Mild, |p| p.strength);
    let colour = white_preference
        .or(black_preference)
        .map_or(Colour::White, |p| p.colour);
    let (winner, loser, winner_preference, loser_preference) = if colour == Colour::White {
        (white, black, white_preference, black_preference)
    } else {
        (black, white, black_preference, white_preference)
    };
    ReasonKind::StrongerPreference {
        colour,
        winner: field.entrants[winner].id,
        winner_strength: strength(winner_preference),
        loser: field.entrants[loser].id,
        loser_strength: strength(loser_preference),
    }
}

fn bye_reasons(rules: &Rules<'_>, lowest: Option<&GroupRecord>, player: usize) -> Vec<Reason> {
    let mut reasons = vec![reason(
        "A5",
        ReasonKind::OddNumberOfPlayers {
            players: rules.field.len(),
        },
    )];
    reasons.push(reason("B1 b", ReasonKind::ByeEligible));
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
                ReasonKind::LowerIneligible {
                    players: list(rules, &below),
                },
            ));
        }
    }
    reasons
}
