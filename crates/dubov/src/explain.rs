//! Explaining a Dubov pairing: the PAB (art. 3.1), each bracket's upfloaters (3.2.1, 3.2.2),
//! G1 and G2 (3.2.3), the shifts (3.2.4, 4.3), S1 by ARO (3.2.5), the transposition (3.2.6)
//! and the colour rule of each board (art. 5), as data with article references.

use rondo_core::{Float, PlayerId, RoundView};
use rondo_pairing::{
    BracketExplanation, BrokenInvariant, ByeExplanation, ColourExplanation, CriterionCount,
    ExplainOutcome, Explanation, Failures, FloatExplanation, QualityCriterion, Reason, ReasonKind,
    RuleRef, RuleSet,
};

use crate::colours::{ColourRule, allocate};
use crate::engine::{BracketRecord, ByeFacts, FieldResult, pair_field};
use crate::field::Field;
use crate::{DubovError, DubovOptions, publish, with_field};

/// Pairs the round of `view` by the Dubov system and explains the pairing.
///
/// # Errors
///
/// As [`crate::pair_round`].
pub fn explain_round(
    view: &RoundView<'_>,
    options: &DubovOptions,
) -> Result<ExplainOutcome, DubovError> {
    view.tournament().results_entered_before(view.round())?;
    with_field(view, options, |view, field| {
        let (pairs, bye, bye_facts, records) = match pair_field(field)? {
            FieldResult::Paired {
                pairs,
                bye,
                bye_facts,
                brackets,
            } => (pairs, bye, bye_facts, brackets),
            FieldResult::NoValidPairing(why) => {
                return Ok(ExplainOutcome::NoValidPairing(
                    crate::unpairable::with_witness(field, view, why)?,
                ));
            }
        };
        let pairing = publish(field, &pairs, bye);
        let brackets = records.iter().map(|r| bracket(field, r)).collect();
        let index = |id: PlayerId| field.entrants.iter().position(|e| e.id == id);
        let mut colours = Vec::with_capacity(pairing.boards.len());
        for (number, board) in pairing.boards.iter().enumerate() {
            let outside = |id| DubovError::Internal(BrokenInvariant::PlayerOutsideField(id));
            let white = index(board.white).ok_or_else(|| outside(board.white))?;
            let black = index(board.black).ok_or_else(|| outside(board.black))?;
            colours.push(colour(field, number + 1, white, black));
        }
        let bye = bye.map(|v| ByeExplanation {
            player: field.entrants[v].id,
            score: field.entrants[v].score,
            reasons: bye_reasons(field, v, &bye_facts),
        });
        Ok(ExplainOutcome::Explained {
            pairing,
            explanation: Explanation {
                system: RuleSet::Dubov2026,
                round: view.round(),
                players: field.len(),
                brackets,
                colours,
                bye,
            },
        })
    })
}

fn list(field: &Field, players: &[usize]) -> Vec<PlayerId> {
    players.iter().map(|v| field.entrants[*v].id).collect()
}

fn bracket(field: &Field, record: &BracketRecord) -> BracketExplanation {
    let p = &record.pairing;
    let ids = |v: &usize| field.entrants[*v].id;
    let pairs: Vec<(PlayerId, PlayerId)> =
        p.s1.iter()
            .zip(&p.t2)
            .map(|(a, b)| (ids(a), ids(b)))
            .collect();
    let mut decisions = vec![Reason::system(
        if record.upfloaters.is_empty() {
            "3.2.1"
        } else {
            "3.2.2"
        },
        ReasonKind::UpfloatersChosen {
            upfloaters: list(field, &record.upfloaters),
            pool: record.pool,
            sets_compared: record.sets_compared,
            colour_failures: record.quality.colour_failures,
        },
    )];
    decisions.push(Reason::system(
        "3.2.3",
        ReasonKind::SeekerGroups {
            g1: list(field, &p.g1),
            g2: list(field, &p.g2),
            by_rank: p.by_rank,
        },
    ));
    for shift in &p.shifts {
        decisions.push(Reason::system(
            if shift.step == 1 {
                "3.2.4.1"
            } else {
                "3.2.4.2"
            },
            ReasonKind::Shifted {
                step: shift.step,
                players: list(field, &shift.players),
                from_g1: shift.from_g1,
                pool: shift.pool,
            },
        ));
    }
    decisions.push(Reason::system(
        "3.2.5",
        ReasonKind::S1ByAro {
            s1: p
                .s1
                .iter()
                .map(|v| (ids(v), field.entrants[*v].aro))
                .collect(),
        },
    ));
    let mut in_tpn_order = p.t2.clone();
    in_tpn_order.sort_by_key(|v| field.entrants[*v].tpn);
    decisions.push(Reason::system(
        "3.2.6",
        ReasonKind::FirstLegalTransposition {
            pairs: pairs.clone(),
            in_order: in_tpn_order == p.t2,
        },
    ));
    let floats = record
        .upfloaters
        .iter()
        .zip(&record.sequences)
        .map(|(v, sequence)| {
            let e = &field.entrants[*v];
            let mut reasons = vec![Reason::system(
                "4.2.2",
                ReasonKind::ChosenUpfloater {
                    sequence: *sequence,
                    maximum_upfloater: field.is_maximum_upfloater(*v),
                },
            )];
            if e.upfloated_last && !field.last_round {
                reasons.push(Reason::system(
                    "C10",
                    ReasonKind::RepeatedFloat {
                        direction: Float::Up,
                        rounds_ago: 1,
                    },
                ));
            }
            FloatExplanation {
                player: e.id,
                score: e.score,
                direction: Float::Up,
                reasons,
            }
        })
        .collect();
    BracketExplanation {
        score: record.score,
        residents: list(field, &record.residents),
        moved_down: Vec::new(),
        pairs,
        decisions,
        floats,
        unmet: unmet(field, record),
    }
}

/// The quality criteria the bracket does not fully meet ([C5]–[C10]): what it has of each.
fn unmet(field: &Field, record: &BracketRecord) -> Vec<CriterionCount> {
    let q = &record.quality;
    let mut scores: Vec<rondo_core::Score> = record
        .upfloaters
        .iter()
        .map(|v| field.entrants[*v].score)
        .collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    let counts = [
        (
            "C5",
            QualityCriterion::DubovUpfloaters,
            Failures::Count(record.upfloaters.len() as u64),
        ),
        (
            "C6",
            QualityCriterion::DubovUpfloaterScores,
            Failures::Scores(scores),
        ),
        (
            "C7",
            QualityCriterion::DubovColourPreference,
            Failures::Count(u64::from(q.colour_failures)),
        ),
        (
            "C8",
            QualityCriterion::DubovMaximumUpfloaters,
            Failures::Count(u64::from(q.maximum_upfloaters)),
        ),
        (
            "C9",
            QualityCriterion::DubovMaximumUpfloats,
            Failures::Count(u64::from(q.maximum_upfloats)),
        ),
        (
            "C10",
            QualityCriterion::DubovUpfloatedAgain,
            Failures::Count(u64::from(q.upfloated_again)),
        ),
    ];
    counts
        .into_iter()
        .filter(|(_, _, failures)| !failures.is_zero())
        .map(|(rule, criterion, failures)| CriterionCount {
            rule: RuleRef::system(rule),
            criterion,
            failures,
        })
        .collect()
}

fn colour(field: &Field, board: usize, white: usize, black: usize) -> ColourExplanation {
    let (_, _, rule) = allocate(field, white, black);
    let hrp = field.higher_ranked(white, black);
    let other = if hrp == white { black } else { white };
    let (x, y) = (&field.entrants[hrp], &field.entrants[other]);
    let reason = match rule {
        ColourRule::Initial => Reason::system(
            "5.2.1",
            ReasonKind::InitialColour {
                player: x.id,
                number: x.tpn as usize,
                colour: if hrp == white {
                    rondo_core::Colour::White
                } else {
                    rondo_core::Colour::Black
                },
                initial: field.initial_colour,
            },
        ),
        ColourRule::BothGranted => Reason::system("5.2.2", ReasonKind::PreferencesGranted),
        ColourRule::Stronger => {
            let (winner, loser) = if x.preference.strength > y.preference.strength {
                (x, y)
            } else {
                (y, x)
            };
            Reason::system(
                "5.2.3",
                ReasonKind::StrongerPreference {
                    colour: x.preference.colour,
                    winner: winner.id,
                    winner_strength: winner.preference.strength,
                    loser: loser.id,
                    loser_strength: loser.preference.strength,
                },
            )
        }
        ColourRule::History => Reason::system(
            "5.2.4",
            ReasonKind::Alternation {
                colour: Some(x.preference.colour),
            },
        ),
        ColourRule::HigherRanked => Reason::system(
            "5.2.5",
            ReasonKind::HigherRankedPreference {
                colour: Some(x.preference.colour),
                player: x.id,
            },
        ),
    };
    ColourExplanation {
        board,
        white: field.entrants[white].id,
        black: field.entrants[black].id,
        white_preference: Some(field.entrants[white].preference),
        black_preference: Some(field.entrants[black].preference),
        reason,
    }
}

fn bye_reasons(field: &Field, v: usize, facts: &ByeFacts) -> Vec<Reason> {
    let mut reasons = vec![
        Reason::system(
            "3.1",
            ReasonKind::OddNumberOfPlayers {
                players: field.len(),
            },
        ),
        Reason::new(Some(RuleRef::system("C2")), ReasonKind::ByeEligible),
    ];
    if !facts.ineligible.is_empty() {
        reasons.push(Reason::system(
            "3.1.1",
            ReasonKind::LowerIneligible {
                players: list(field, &facts.ineligible),
            },
        ));
    }
    if !facts.would_strand.is_empty() {
        reasons.push(Reason::system(
            "3.1.2",
            ReasonKind::LowerWouldStrand {
                players: list(field, &facts.would_strand),
            },
        ));
    }
    reasons.push(Reason::system(
        "3.1.3-3.1.5",
        ReasonKind::ByeLowestMostGamesLargestNumber {
            games_played: field.entrants[v].games_played,
        },
    ));
    reasons
}
