//! Explaining a round's pairing to players and arbiters: bracket by bracket, who floated and
//! why, which criteria could not be met, how each colour was decided, and who got the bye.
//!
//! Policy: the explanation types are plain data (players, scores, rule references and what
//! was decided) so that any pairing system can fill them, and `rondo-words` words them; only [`explain_round`] knows the Dutch rules.
//! Every statement is a fact computed from the round (the players' states, the pairing, the
//! criteria counts of [`crate::criteria`]), never a replay of the engine's search: "could not
//! be met" means the engine's pairing, the best by the criteria in their order, still fails it.
//! Rule numbers follow the edition asked for (C1–C21 and art. 5.2.x in 2025; C.1–C.19 and E.x
//! in 2017, where the definitions' article numbers are left out). The 2009 edition, paired by
//! a procedure rather than by criteria counts, is explained by `dutch2009::explain` from the
//! record of its own search, into the same types.

use rondo_core::{
    Colour, ColourPreference, Float, PlayerId, PreferenceStrength, RoundNo, RoundView, Score,
};

use crate::colours::{ColourStep, allocate};
use rondo_pairing::{
    BracketExplanation, BrokenInvariant, ByeExplanation, ColourExplanation, CriterionCount,
    ExplainOutcome, Explanation, Failures, FloatExplanation, QualityCriterion, Reason, ReasonKind,
    RuleRef,
};

use crate::criteria::{Criterion, FieldPairing, evaluate, maximum_pairs};
use crate::edition::EditionRules;
use crate::entrants::{ColourState, Entrant, Field};
use crate::{PairError, PairOptions, Pairing, PairingOutcome, pair_round};

/// Pairs the round of `view` and explains the pairing.
///
/// # Errors
///
/// As [`pair_round`].
pub fn explain_round(
    view: &RoundView<'_>,
    options: &PairOptions,
) -> Result<ExplainOutcome, PairError> {
    if options.edition.rules().procedure == crate::edition::Procedure::TranspositionSearch {
        let field = crate::prepare_field(view, options)?;
        return crate::dutch2009::explain(view, &field);
    }
    let pairing = match pair_round(view, options)? {
        PairingOutcome::Paired(pairing) => pairing,
        PairingOutcome::NoValidPairing(why) => return Ok(ExplainOutcome::NoValidPairing(why)),
    };
    let field = crate::prepare_field(view, options)?;
    let explanation = explain_pairing(&field, view.round(), &pairing)?;
    Ok(ExplainOutcome::Explained {
        pairing,
        explanation,
    })
}

/// The explanation of `pairing`, a complete pairing of `field`.
pub(crate) fn explain_pairing(
    field: &Field,
    round: RoundNo,
    pairing: &Pairing,
) -> Result<Explanation, PairError> {
    let rules = field.edition.rules();
    let index = field.index_of_ids();
    let lookup = |id: PlayerId| {
        index
            .get(&id)
            .copied()
            .ok_or(PairError::Internal(BrokenInvariant::PlayerOutsideField(id)))
    };
    let boards = pairing
        .boards
        .iter()
        .map(|board| Ok((lookup(board.white)?, lookup(board.black)?)))
        .collect::<Result<Vec<_>, PairError>>()?;
    let bye = pairing.pairing_bye.map(lookup).transpose()?;
    let field_pairing = FieldPairing::new(field.len(), &boards, bye);
    let evaluation = evaluate(field, &field_pairing)?;
    let entrants = &field.entrants;
    let id = |v: usize| entrants[v].id;
    let ids = |list: &[usize]| list.iter().map(|v| id(*v)).collect::<Vec<_>>();

    let n_brackets = evaluation.brackets.len();
    let mut brackets = Vec::with_capacity(n_brackets);
    for (position, bracket) in evaluation.brackets.iter().enumerate() {
        let members: Vec<usize> = bracket
            .moved_down
            .iter()
            .chain(&bracket.residents)
            .copied()
            .collect();
        let most_pairs = maximum_pairs(field, &members, bracket.moved_down.len())?;
        let mut floats = Vec::new();
        for &player in &bracket.downfloaters {
            let last = position + 1 == n_brackets;
            floats.push(FloatExplanation {
                player: id(player),
                score: entrants[player].score,
                direction: Float::Down,
                reasons: downfloat_reasons(
                    field,
                    rules,
                    bracket,
                    &members,
                    most_pairs,
                    player,
                    last && bye == Some(player),
                ),
            });
        }
        for &(higher, lower) in &bracket.pairs {
            if entrants[higher].score > entrants[lower].score {
                floats.push(FloatExplanation {
                    player: id(lower),
                    score: entrants[lower].score,
                    direction: Float::Up,
                    reasons: upfloat_reasons(field, rules, higher, lower),
                });
            }
        }
        let unmet = bracket
            .failures
            .iter()
            .filter(|(_, failures)| !failures.is_zero())
            .filter_map(|(criterion, failures)| {
                Some(CriterionCount {
                    rule: RuleRef::system(criterion.article(field.edition)?),
                    criterion: quality_criterion(*criterion),
                    failures: failures.clone(),
                })
            })
            .collect();
        brackets.push(BracketExplanation {
            score: bracket.score,
            residents: ids(&bracket.residents),
            moved_down: ids(&bracket.moved_down),
            pairs: bracket
                .pairs
                .iter()
                .map(|(a, b)| (id(*a), id(*b)))
                .collect(),
            decisions: decisions(field, rules, bracket),
            floats,
            unmet,
        });
    }

    let colours = boards
        .iter()
        .enumerate()
        .map(|(board, &(white, black))| {
            colour_explanation(field, rules, board + 1, &entrants[white], &entrants[black])
        })
        .collect();
    let bye = bye.map(|player| ByeExplanation {
        player: id(player),
        score: entrants[player].score,
        reasons: bye_reasons(field, rules, player),
    });
    Ok(Explanation {
        system: rules.rule_set,
        round,
        players: field.len(),
        brackets,
        colours,
        bye,
    })
}

fn reason(rule: Option<RuleRef>, kind: ReasonKind) -> Reason {
    Reason::new(rule, kind)
}

/// The criterion of the shared vocabulary: the same 2025 number.
pub(crate) fn quality_criterion(criterion: Criterion) -> QualityCriterion {
    match criterion {
        Criterion::C5 => QualityCriterion::C5,
        Criterion::C6 => QualityCriterion::C6,
        Criterion::C7 => QualityCriterion::C7,
        Criterion::C8 => QualityCriterion::C8,
        Criterion::C9 => QualityCriterion::C9,
        Criterion::C10 => QualityCriterion::C10,
        Criterion::C11 => QualityCriterion::C11,
        Criterion::C12 => QualityCriterion::C12,
        Criterion::C13 => QualityCriterion::C13,
        Criterion::C14 => QualityCriterion::C14,
        Criterion::C15 => QualityCriterion::C15,
        Criterion::C16 => QualityCriterion::C16,
        Criterion::C17 => QualityCriterion::C17,
        Criterion::C18 => QualityCriterion::C18,
        Criterion::C19 => QualityCriterion::C19,
        Criterion::C20 => QualityCriterion::C20,
        Criterion::C21 => QualityCriterion::C21,
    }
}

/// Whether two players may not meet because of their colours (C3) rather than a meeting.
fn colour_blocked(a: &Entrant, b: &Entrant) -> bool {
    a.colour.absolute()
        && b.colour.absolute()
        && a.colour.preference == b.colour.preference
        && !a.topscorer
        && !b.topscorer
}

fn downfloat_reasons(
    field: &Field,
    rules: &EditionRules,
    bracket: &crate::criteria::SplitBracket,
    members: &[usize],
    most_pairs: usize,
    player: usize,
    gets_bye: bool,
) -> Vec<Reason> {
    let entrants = &field.entrants;
    let me = &entrants[player];
    let moved_down = bracket.moved_down.contains(&player);
    let mut reasons = Vec::new();
    if gets_bye {
        reasons.push(reason(None, ReasonKind::LeftOverForBye));
        return reasons;
    }
    let candidates: Vec<usize> = members
        .iter()
        .copied()
        .filter(|other| *other != player && !(moved_down && bracket.moved_down.contains(other)))
        .collect();
    let blocked_by_colour: Vec<PlayerId> = candidates
        .iter()
        .filter(|o| colour_blocked(me, &entrants[**o]))
        .map(|o| entrants[*o].id)
        .collect();
    let met: Vec<PlayerId> = candidates
        .iter()
        .filter(|o| !field.compatible(player, **o) && !colour_blocked(me, &entrants[**o]))
        .map(|o| entrants[*o].id)
        .collect();
    let n_players = members.len();
    let made = bracket.pairs.len();
    if candidates.is_empty() {
        reasons.push(reason(None, ReasonKind::NobodyMayMeet));
    } else if blocked_by_colour.len() + met.len() == candidates.len() {
        let rule = match (met.is_empty(), blocked_by_colour.is_empty()) {
            (false, true) => rules.absolute_criterion(1),
            (true, false) => rules.absolute_criterion(3),
            _ => rules
                .absolute_criterion(1)
                .zip(rules.absolute_criterion(3))
                .map(|(a, b)| format!("{a}, {b}")),
        };
        reasons.push(reason(
            rule.map(RuleRef::system),
            ReasonKind::MayMeetNobody {
                met,
                same_colour: blocked_by_colour,
            },
        ));
    } else if made < most_pairs {
        reasons.push(reason(
            Some(rules.completion_rule()),
            ReasonKind::PairsLimitedByCompletion {
                possible: most_pairs,
                made,
            },
        ));
    } else {
        reasons.push(reason(
            rules.criterion_rule(Criterion::C6),
            ReasonKind::MostPairs {
                players: n_players,
                pairs: most_pairs,
            },
        ));
        if moved_down {
            reasons.push(reason(
                rules.procedure_article("3.2"),
                ReasonKind::MovedDownAgain,
            ));
        } else {
            reasons.push(reason(None, ReasonKind::FloaterByCriteria));
        }
    }
    if !moved_down {
        for (ago, criterion) in [(0, Criterion::C14), (1, Criterion::C16)] {
            if me.floats[ago] == Some(Float::Down) {
                reasons.push(reason(
                    rules.criterion_rule(criterion),
                    ReasonKind::RepeatedFloat {
                        direction: Float::Down,
                        rounds_ago: if ago == 0 { 1 } else { 2 },
                    },
                ));
            }
        }
    }
    reasons
}

/// How the pairs of a bracket were formed (art. 3.2–4.3): the moved-down players' pairs, then
/// the subgroups of the residents left, and whether an exchange or a transposition was needed.
fn decisions(
    field: &Field,
    rules: &EditionRules,
    bracket: &crate::criteria::SplitBracket,
) -> Vec<Reason> {
    let entrants = &field.entrants;
    let id = |v: usize| entrants[v].id;
    let ids = |list: &[usize]| list.iter().map(|v| id(*v)).collect::<Vec<_>>();
    let pair_list = |pairs: &[(usize, usize)]| {
        pairs
            .iter()
            .map(|(a, b)| (id(*a), id(*b)))
            .collect::<Vec<_>>()
    };
    let mut out = Vec::new();
    let is_moved_down = |v: usize| bracket.moved_down.contains(&v);
    let mdp_pairs: Vec<(usize, usize)> = bracket
        .pairs
        .iter()
        .copied()
        .filter(|(h, _)| is_moved_down(*h))
        .collect();
    if !bracket.moved_down.is_empty() {
        let limbo: Vec<usize> = bracket
            .moved_down
            .iter()
            .copied()
            .filter(|v| !mdp_pairs.iter().any(|(h, _)| h == v))
            .collect();
        out.push(reason(
            rules.procedure_article("3.2"),
            ReasonKind::MovedDownPairedFirst {
                pairs: pair_list(&mdp_pairs),
                limbo: ids(&limbo),
            },
        ));
    }
    let paired_with_mdp = |v: usize| mdp_pairs.iter().any(|(_, l)| *l == v);
    let remainder: Vec<usize> = bracket
        .residents
        .iter()
        .copied()
        .filter(|v| !paired_with_mdp(*v))
        .collect();
    let in_remainder = |v: usize| remainder.contains(&v);
    let remainder_pairs: Vec<(usize, usize)> = bracket
        .pairs
        .iter()
        .copied()
        .filter(|(a, b)| in_remainder(*a) && in_remainder(*b))
        .collect();
    let n_pairs = remainder_pairs.len();
    if n_pairs == 0 {
        return out;
    }
    let (s1, s2) = remainder.split_at(n_pairs);
    out.push(reason(
        rules.procedure_article("3.2"),
        ReasonKind::Subgroups {
            remainder: !bracket.moved_down.is_empty(),
            s1: ids(s1),
            s2: ids(s2),
        },
    ));
    let mut leaders: Vec<usize> = remainder_pairs.iter().map(|(a, _)| *a).collect();
    leaders.sort_unstable();
    let moved_out: Vec<usize> = s1
        .iter()
        .copied()
        .filter(|v| !leaders.contains(v))
        .collect();
    let moved_in: Vec<usize> = leaders
        .iter()
        .copied()
        .filter(|v| !s1.contains(v))
        .collect();
    if !moved_out.is_empty() {
        out.push(reason(
            rules.procedure_article("4.3"),
            ReasonKind::Exchange {
                out: ids(&moved_out),
                into: ids(&moved_in),
                pairs: pair_list(&remainder_pairs),
            },
        ));
    }
    let mut followers: Vec<usize> = remainder
        .iter()
        .copied()
        .filter(|v| !leaders.contains(v))
        .collect();
    followers.sort_unstable();
    let in_order = leaders
        .iter()
        .zip(&followers)
        .all(|(leader, follower)| remainder_pairs.contains(&(*leader, *follower)));
    if in_order {
        out.push(reason(
            rules.procedure_article("3.3"),
            ReasonKind::InOrder {
                pairs: pair_list(&remainder_pairs),
            },
        ));
    } else {
        out.push(reason(
            rules.procedure_article("4.2"),
            ReasonKind::Transposition {
                pairs: pair_list(&remainder_pairs),
            },
        ));
    }
    out
}

fn upfloat_reasons(
    field: &Field,
    rules: &EditionRules,
    higher: usize,
    lower: usize,
) -> Vec<Reason> {
    let entrants = &field.entrants;
    let mut reasons = vec![reason(
        rules.procedure_article("3.2"),
        ReasonKind::MeetsMovedDown {
            opponent: entrants[higher].id,
            score: entrants[higher].score,
        },
    )];
    for (ago, criterion) in [(0, Criterion::C15), (1, Criterion::C17)] {
        if entrants[lower].floats[ago] == Some(Float::Up) {
            reasons.push(reason(
                rules.criterion_rule(criterion),
                ReasonKind::RepeatedFloat {
                    direction: Float::Up,
                    rounds_ago: if ago == 0 { 1 } else { 2 },
                },
            ));
        }
    }
    reasons
}

fn bye_reasons(field: &Field, rules: &EditionRules, player: usize) -> Vec<Reason> {
    let entrants = &field.entrants;
    let me = &entrants[player];
    let mut reasons = vec![
        reason(
            rules.odd_field_rule(),
            ReasonKind::OddNumberOfPlayers {
                players: field.len(),
            },
        ),
        reason(
            rules.absolute_criterion(2).map(RuleRef::system),
            ReasonKind::ByeEligible,
        ),
    ];
    if !rules.bye_criteria {
        reasons.push(reason(None, ReasonKind::ByeToLeftOver));
        return reasons;
    }
    let lower: Vec<usize> = (0..field.len())
        .filter(|v| entrants[*v].score < me.score)
        .collect();
    let ineligible: Vec<PlayerId> = lower
        .iter()
        .filter(|v| !entrants[**v].pab_eligible)
        .map(|v| entrants[*v].id)
        .collect();
    let eligible: Vec<PlayerId> = lower
        .iter()
        .filter(|v| entrants[**v].pab_eligible)
        .map(|v| entrants[*v].id)
        .collect();
    if lower.is_empty() {
        reasons.push(reason(Some(RuleRef::system("C5")), ReasonKind::NobodyLower));
    } else {
        if !ineligible.is_empty() {
            reasons.push(reason(
                Some(RuleRef::system("C2, C5")),
                ReasonKind::LowerIneligible {
                    players: ineligible,
                },
            ));
        }
        if !eligible.is_empty() {
            reasons.push(reason(
                Some(RuleRef::system("C4, C5")),
                ReasonKind::LowerWouldStrand { players: eligible },
            ));
        }
    }
    let unplayed = |v: usize| {
        u32::try_from(field.rounds_played)
            .unwrap_or(u32::MAX)
            .saturating_sub(entrants[v].played_games)
    };
    let rivals: Vec<usize> = (0..field.len())
        .filter(|v| *v != player && entrants[*v].score == me.score && entrants[*v].pab_eligible)
        .collect();
    if !rivals.is_empty() {
        let fewest_elsewhere = rivals.iter().map(|v| unplayed(*v)).min().unwrap_or(0);
        reasons.push(reason(
            Some(RuleRef::system("C9")),
            ReasonKind::FewestUnplayed {
                rivals: rivals.len(),
                unplayed: unplayed(player),
                others_at_least: fewest_elsewhere,
            },
        ));
    }
    reasons
}

fn preference_of(state: &ColourState) -> Option<ColourPreference> {
    state.preference.map(|colour| ColourPreference {
        colour,
        strength: if state.absolute() {
            PreferenceStrength::Absolute
        } else if state.strong {
            PreferenceStrength::Strong
        } else {
            PreferenceStrength::Mild
        },
    })
}

fn colour_explanation(
    field: &Field,
    rules: &EditionRules,
    board: usize,
    white: &Entrant,
    black: &Entrant,
) -> ColourExplanation {
    let (_, step) = allocate(white, black, field.initial_colour);
    let white_preference = preference_of(&white.colour);
    let black_preference = preference_of(&black.colour);
    let white_is_higher =
        (white.score, std::cmp::Reverse(white.rank)) > (black.score, std::cmp::Reverse(black.rank));
    let (higher, higher_colour) = if white_is_higher {
        (white, Colour::White)
    } else {
        (black, Colour::Black)
    };
    let kind = match step {
        ColourStep::BothPreferences => match (white_preference, black_preference) {
            (Some(_), Some(_)) => ReasonKind::PreferencesGranted,
            (Some(_), None) => ReasonKind::PreferenceGranted {
                player: white.id,
                other: black.id,
            },
            _ => ReasonKind::PreferenceGranted {
                player: black.id,
                other: white.id,
            },
        },
        ColourStep::StrongerPreference => {
            let (winner, loser, winner_preference, loser_preference) =
                match (white_preference, black_preference) {
                    (Some(w), Some(b)) if w.colour == Colour::White => (white, black, w, b),
                    (Some(w), Some(b)) => (black, white, b, w),
                    _ => (
                        white,
                        black,
                        preference_or_white(white_preference),
                        preference_or_white(black_preference),
                    ),
                };
            ReasonKind::StrongerPreference {
                colour: winner_preference.colour,
                winner: winner.id,
                winner_strength: winner_preference.strength,
                loser: loser.id,
                loser_strength: loser_preference.strength,
            }
        }
        ColourStep::Alternation => ReasonKind::Alternation {
            colour: white_preference.map(|p| p.colour),
        },
        ColourStep::HigherRankedPreference => ReasonKind::HigherRankedPreference {
            colour: white_preference.map(|p| p.colour),
            player: higher.id,
        },
        ColourStep::InitialColour => ReasonKind::InitialColour {
            player: higher.id,
            number: usize::try_from(higher.rank).map_or(usize::MAX, |rank| rank + 1),
            colour: higher_colour,
            initial: field.initial_colour,
        },
    };
    ColourExplanation {
        board,
        white: white.id,
        black: black.id,
        white_preference,
        black_preference,
        reason: reason(Some(rules.colour_step_rule(step)), kind),
    }
}

fn preference_or_white(preference: Option<ColourPreference>) -> ColourPreference {
    preference.unwrap_or(ColourPreference {
        colour: Colour::White,
        strength: PreferenceStrength::Mild,
    })
}

/// Every criterion of an evaluation in the order the rules compare them: C5, then each bracket
/// from the top with its criteria in order (the audit compares two pairings this way).
pub(crate) fn failures_in_order(
    evaluation: &crate::criteria::Evaluation,
) -> Vec<(Option<Score>, Criterion, &Failures)> {
    let mut out = Vec::new();
    if let Some(bye_score) = &evaluation.bye_score {
        out.push((None, Criterion::C5, bye_score));
    }
    for bracket in &evaluation.brackets {
        for (criterion, failures) in &bracket.failures {
            out.push((Some(bracket.score), *criterion, failures));
        }
    }
    out
}
