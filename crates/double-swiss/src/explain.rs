//! Explaining a match pairing: the PAB (3.4), each bracket's upfloaters (3.5) and identifier
//! (3.6), and each board's colours (4.3), as plain data with the articles cited.

use rondo_core::{PlayerId, RoundView};
use rondo_pairing::{
    BracketExplanation, ByeExplanation, ColourExplanation, CriterionCount, ExplainOutcome,
    Explanation, Failures, FloatExplanation, QualityCriterion, Reason, ReasonKind, RuleRef,
    RuleSet,
};

use crate::colours::{ColourRule, colour_of};
use crate::field::Field;
use crate::procedure::{FieldResult, pair_field};
use crate::{DoubleSwissError, DoubleSwissOptions};

/// Pairs the match of `view` and explains it.
///
/// # Errors
///
/// As [`crate::pair_round`].
pub fn explain_round(
    view: &RoundView<'_>,
    options: &DoubleSwissOptions,
) -> Result<ExplainOutcome, DoubleSwissError> {
    view.tournament().results_entered_before(view.round())?;
    let field = crate::checked_field(view, options)?;
    let (brackets, bye) = match pair_field(&field)? {
        FieldResult::NoValidPairing(why) => return Ok(ExplainOutcome::NoValidPairing(why)),
        FieldResult::Paired { brackets, bye } => (brackets, bye),
    };
    let id = |i: usize| field.entrants[i].id;
    let pairs: Vec<(usize, usize)> = brackets
        .iter()
        .flat_map(|b| b.pairs.iter().copied())
        .collect();
    let pairing = crate::publish(&field, &pairs, bye);
    let bracket_explanations = brackets
        .iter()
        .map(|bracket| {
            let mut identifier: Vec<PlayerId> = bracket.pairs.iter().map(|p| id(p.0)).collect();
            identifier.extend(bracket.pairs.iter().map(|p| id(p.1)));
            BracketExplanation {
                score: bracket.score,
                residents: bracket.residents.iter().map(|i| id(*i)).collect(),
                moved_down: bracket.upfloaters.iter().map(|i| id(*i)).collect(),
                pairs: bracket.pairs.iter().map(|p| (id(p.0), id(p.1))).collect(),
                decisions: vec![
                    Reason::system(
                        "3.5",
                        ReasonKind::TopScoregroupUpfloaters {
                            upfloaters: bracket.upfloaters.iter().map(|i| id(*i)).collect(),
                            next_scoregroup_pairable: bracket.c6_met,
                            floated_before: bracket.c7_floaters,
                        },
                    ),
                    Reason::system(
                        "3.6",
                        ReasonKind::FirstIdentifier {
                            identifier,
                            floater_opponents: bracket.c8_floaters,
                        },
                    ),
                ],
                floats: bracket
                    .upfloaters
                    .iter()
                    .map(|i| FloatExplanation {
                        player: id(*i),
                        score: field.entrants[*i].score,
                        direction: rondo_core::Float::Up,
                        reasons: vec![Reason::system("3.5.5", ReasonKind::FloaterByCriteria)],
                    })
                    .collect(),
                unmet: unmet(bracket),
            }
        })
        .collect();
    let colours = pairing
        .boards
        .iter()
        .enumerate()
        .filter_map(|(board_index, board)| {
            let white = field.entrants.iter().position(|e| e.id == board.white)?;
            let black = field.entrants.iter().position(|e| e.id == board.black)?;
            let (hrp, other) = if field.ranks_before(white, black) {
                (white, black)
            } else {
                (black, white)
            };
            let (colour, rule) = colour_of(&field.entrants[hrp], &field.entrants[other], &field);
            Some(ColourExplanation {
                board: board_index + 1,
                white: board.white,
                black: board.black,
                white_preference: None,
                black_preference: None,
                reason: Reason::system(
                    rule.article(),
                    colour_reason(&field, rule, hrp, other, colour),
                ),
            })
        })
        .collect();
    let bye = bye.map(|b| bye_explanation(&field, b));
    Ok(ExplainOutcome::Explained {
        pairing,
        explanation: Explanation {
            system: RuleSet::DoubleSwiss,
            round: view.round(),
            players: field.len(),
            brackets: bracket_explanations,
            colours,
            bye,
        },
    })
}

/// The quality criteria a bracket does not fully meet ([C6]–[C8]; [C4] and [C5] fix the
/// upfloaters' number and scores, which the bracket shows).
fn unmet(bracket: &crate::procedure::BracketRecord) -> Vec<CriterionCount> {
    let count = |article: &str, criterion, failures: usize| {
        (failures > 0).then(|| CriterionCount {
            rule: RuleRef::system(article),
            criterion,
            failures: Failures::Count(failures as u64),
        })
    };
    [
        count(
            "C6",
            QualityCriterion::DoubleSwissNextScoregroup,
            usize::from(!bracket.c6_met),
        ),
        count(
            "C7",
            QualityCriterion::DoubleSwissUpfloaterFloated,
            bracket.c7_floaters,
        ),
        count(
            "C8",
            QualityCriterion::DoubleSwissOpponentFloated,
            bracket.c8_floaters,
        ),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// The reason of Art. 4 for a board, in the shared vocabulary.
fn colour_reason(
    field: &Field,
    rule: ColourRule,
    hrp: usize,
    other: usize,
    colour: rondo_core::Colour,
) -> ReasonKind {
    let (x, y) = (&field.entrants[hrp], &field.entrants[other]);
    let white = if colour == rondo_core::Colour::White {
        x.id
    } else {
        y.id
    };
    match rule {
        ColourRule::InitialColour => ReasonKind::InitialColour {
            player: x.id,
            number: usize::from(x.id.get()),
            colour,
            initial: field.initial_colour,
        },
        ColourRule::FewerWhites => ReasonKind::Equalisation { player: white },
        ColourRule::LatestDifference => ReasonKind::Alternation { colour: None },
        ColourRule::HigherRankedAlternates => ReasonKind::HigherRankedPreference {
            colour: Some(colour),
            player: x.id,
        },
        ColourRule::OpponentAlternates => ReasonKind::PreferenceGranted {
            player: y.id,
            other: x.id,
        },
    }
}

/// Why `bye` has the PAB (3.4): an odd number of players, [C2], then the players below him in
/// the order of 3.4.2–3.4.4 who may not have it or would strand the others.
fn bye_explanation(field: &Field, bye: usize) -> ByeExplanation {
    let entrant = &field.entrants[bye];
    let key = |i: usize| {
        let e = &field.entrants[i];
        (
            e.score,
            std::cmp::Reverse(e.matches_played),
            std::cmp::Reverse(e.id),
        )
    };
    let before: Vec<usize> = (0..field.len()).filter(|i| key(*i) < key(bye)).collect();
    let ineligible: Vec<PlayerId> = before
        .iter()
        .filter(|i| !field.entrants[**i].pab_eligible)
        .map(|i| field.entrants[*i].id)
        .collect();
    let strand: Vec<PlayerId> = before
        .iter()
        .filter(|i| field.entrants[**i].pab_eligible)
        .map(|i| field.entrants[*i].id)
        .collect();
    let mut reasons = vec![
        Reason::system(
            "3.4",
            ReasonKind::OddNumberOfPlayers {
                players: field.len(),
            },
        ),
        Reason::system("2.1.2", ReasonKind::ByeEligible),
    ];
    if !ineligible.is_empty() {
        reasons.push(Reason::system(
            "2.1.2",
            ReasonKind::LowerIneligible {
                players: ineligible,
            },
        ));
    }
    if !strand.is_empty() {
        reasons.push(Reason::system(
            "3.4.1",
            ReasonKind::LowerWouldStrand { players: strand },
        ));
    }
    ByeExplanation {
        player: entrant.id,
        score: entrant.score,
        reasons,
    }
}
