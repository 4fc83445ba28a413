//! Explaining a Burstein round: the brackets as the engine paired them (the Index order and
//! BSNs of art. 1.8 and 4.1, the number of pairs of art. 3.2.1, the candidate of art. 4.3),
//! who floated and why, the colour rule of art. 5.2 per board, and the bye of art. 3.1.

use rondo_core::RoundView;
use rondo_pairing::{
    BracketExplanation, ByeExplanation, ColourExplanation, CriterionCount, ExplainOutcome,
    Explanation, Failures, FloatExplanation, IndexRank, PairingOutcome, QualityCriterion, Reason,
    ReasonKind, RuleRef, RuleSet,
};

use crate::colours::{ColourStep, allocate};
use crate::engine::{BracketRecord, ByeRecord};
use crate::field::{Field, ranking};
use crate::{BursteinError, BursteinOptions, seeding_rounds};

/// Pairs the round of `view` and explains the pairing.
///
/// # Errors
///
/// As [`crate::pair_round`].
pub fn explain_round(
    view: &RoundView<'_>,
    options: &BursteinOptions,
) -> Result<ExplainOutcome, BursteinError> {
    let (outcome, records) = crate::pair_with_records(view, options)?;
    let (pairing, records) = match (outcome, records) {
        (PairingOutcome::Paired(pairing), Some(records)) => (pairing, records),
        (PairingOutcome::NoValidPairing(why), _) => return Ok(ExplainOutcome::NoValidPairing(why)),
        (PairingOutcome::Paired(_), None) => {
            return Err(BursteinError::Internal(
                rondo_pairing::BrokenInvariant::LeftUnpaired { left: 0 },
            ));
        }
    };
    let field = &records.field;
    let seeding = seeding_rounds(view.tournament().n_rounds());
    let mut brackets: Vec<BracketExplanation> = records
        .brackets
        .iter()
        .map(|record| bracket(field, record))
        .collect();
    if let Some(first) = brackets.first_mut() {
        first.decisions.insert(
            0,
            Reason::system(
                "1.6",
                ReasonKind::SeedingRounds {
                    seeding_rounds: seeding,
                    seeding: false,
                },
            ),
        );
    }
    let colours = pairing
        .boards
        .iter()
        .enumerate()
        .filter_map(|(index, board)| {
            let (w, b) = (field.position(board.white)?, field.position(board.black)?);
            Some(colour(field, index + 1, w, b))
        })
        .collect();
    let bye = records.bye.as_ref().map(|record| bye(field, record));
    Ok(ExplainOutcome::Explained {
        explanation: Explanation {
            system: RuleSet::Burstein2026,
            round: view.round(),
            players: field.len(),
            brackets,
            colours,
            bye,
        },
        pairing,
    })
}

fn bracket(field: &Field, record: &BracketRecord) -> BracketExplanation {
    let id = |v: usize| field.entrants[v].id;
    let ids = |list: &[usize]| list.iter().map(|v| id(*v)).collect::<Vec<_>>();
    let mut decisions = vec![Reason::system(
        "1.8",
        ReasonKind::IndexOrder {
            ranking: record
                .order
                .iter()
                .map(|v| {
                    let entrant = &field.entrants[*v];
                    IndexRank {
                        player: entrant.id,
                        buchholz: entrant.index.buchholz,
                        sonneborn_berger_hundredths: entrant.index.sonneborn_berger_hundredths,
                    }
                })
                .collect(),
        },
    )];
    decisions.push(Reason::system(
        "3.2.1",
        ReasonKind::MostPairs {
            players: record.order.len(),
            pairs: record.pairs.len(),
        },
    ));
    if record.pairs.len() < record.pairs_without_completion {
        decisions.push(Reason::system(
            "C4",
            ReasonKind::PairsLimitedByCompletion {
                possible: record.pairs_without_completion,
                made: record.pairs.len(),
            },
        ));
    }
    decisions.push(Reason::system(
        "4.3",
        ReasonKind::CandidateOrder {
            first_candidate: record.is_first_candidate(),
            floaters: record.floaters.len(),
        },
    ));
    for skipped in &record.skipped {
        decisions.push(Reason::system(
            "4.3",
            ReasonKind::OpponentInOrder {
                player: id(skipped.player),
                bsn: skipped.bsn,
                opponent: skipped.opponent.map(id),
                may_not_meet: ids(&skipped.may_not_meet),
                not_best: ids(&skipped.not_best),
            },
        ));
    }
    let floats = record
        .floaters
        .iter()
        .map(|v| {
            let entrant = &field.entrants[*v];
            let others: Vec<usize> = record.order.iter().copied().filter(|u| u != v).collect();
            let mut reasons = Vec::new();
            if others.is_empty() {
                reasons.push(Reason::system("1.2", ReasonKind::AloneInScoreGroup));
            } else if others.iter().all(|u| !field.compatible(*v, *u)) {
                let same_colour = others
                    .iter()
                    .filter(|u| {
                        matches!(
                            (entrant.absolute_colour(), field.entrants[**u].absolute_colour()),
                            (Some(c), Some(d)) if c == d
                        )
                    })
                    .map(|u| id(*u))
                    .collect::<Vec<_>>();
                let met = others
                    .iter()
                    .filter(|u| !same_colour.contains(&id(**u)))
                    .map(|u| id(*u))
                    .collect();
                reasons.push(Reason::system(
                    "C1",
                    ReasonKind::MayMeetNobody { met, same_colour },
                ));
            } else {
                reasons.push(Reason::system("C6", ReasonKind::FloaterByCriteria));
            }
            if record.incoming.contains(v) {
                reasons.push(Reason::system("1.2.2", ReasonKind::MovedDownAgain));
            }
            FloatExplanation {
                player: entrant.id,
                score: entrant.pairing_score,
                direction: rondo_core::Float::Down,
                reasons,
            }
        })
        .collect();
    // [C8]: one player without his preference per pair whose two players prefer one colour.
    let colour_failures = record
        .pairs
        .iter()
        .filter(|(a, b)| crate::engine::colour_conflict(field, *a, *b))
        .count();
    let unmet = if colour_failures == 0 {
        Vec::new()
    } else {
        vec![CriterionCount {
            rule: RuleRef::system("C8"),
            criterion: QualityCriterion::BursteinColours,
            failures: Failures::Count(colour_failures as u64),
        }]
    };
    BracketExplanation {
        score: record.score,
        residents: ids(&record.residents),
        moved_down: ids(&record.incoming),
        pairs: record.pairs.iter().map(|(a, b)| (id(*a), id(*b))).collect(),
        decisions,
        floats,
        unmet,
    }
}

fn colour(field: &Field, board: usize, w: usize, b: usize) -> ColourExplanation {
    let (white, black) = (&field.entrants[w], &field.entrants[b]);
    let (_, step) = allocate(white, black, field.initial_colour);
    let higher = if ranking(white, black) == std::cmp::Ordering::Less {
        white
    } else {
        black
    };
    let kind = match step {
        ColourStep::InitialColour => ReasonKind::InitialColour {
            player: higher.id,
            number: usize::from(higher.tpn()),
            colour: if higher.id == white.id {
                rondo_core::Colour::White
            } else {
                rondo_core::Colour::Black
            },
            initial: field.initial_colour,
        },
        ColourStep::BothPreferences => match (white.preference, black.preference) {
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
            let (winner, loser) = match (white.preference, black.preference) {
                (Some(x), Some(y)) if x.strength > y.strength => ((white, x), (black, y)),
                (Some(x), Some(y)) => ((black, y), (white, x)),
                _ => return fallback(field, board, white, black, higher.id),
            };
            ReasonKind::StrongerPreference {
                colour: winner.1.colour,
                winner: winner.0.id,
                winner_strength: winner.1.strength,
                loser: loser.0.id,
                loser_strength: loser.1.strength,
            }
        }
        ColourStep::Alternation => ReasonKind::Alternation {
            colour: white.preference.map(|p| p.colour),
        },
        ColourStep::HigherRankedPreference => ReasonKind::HigherRankedPreference {
            colour: higher.preference.map(|p| p.colour),
            player: higher.id,
        },
    };
    let article = match step {
        ColourStep::InitialColour => "5.2.1",
        ColourStep::BothPreferences => "5.2.2",
        ColourStep::StrongerPreference => "5.2.3",
        ColourStep::Alternation => "5.2.4",
        ColourStep::HigherRankedPreference => "5.2.5",
    };
    ColourExplanation {
        board,
        white: white.id,
        black: black.id,
        white_preference: white.preference,
        black_preference: black.preference,
        reason: Reason::system(article, kind),
    }
}

/// 5.2.3 is reached only with two preferences; kept total rather than panicking.
fn fallback(
    _field: &Field,
    board: usize,
    white: &crate::field::Entrant,
    black: &crate::field::Entrant,
    higher: rondo_core::PlayerId,
) -> ColourExplanation {
    ColourExplanation {
        board,
        white: white.id,
        black: black.id,
        white_preference: white.preference,
        black_preference: black.preference,
        reason: Reason::system(
            "5.2.5",
            ReasonKind::HigherRankedPreference {
                colour: None,
                player: higher,
            },
        ),
    }
}

fn bye(field: &Field, record: &ByeRecord) -> ByeExplanation {
    let entrant = &field.entrants[record.player];
    let ids = |list: &[usize]| {
        list.iter()
            .map(|v| field.entrants[*v].id)
            .collect::<Vec<_>>()
    };
    let mut reasons = vec![
        Reason::new(
            Some(RuleRef::basic_rules("art. 3")),
            ReasonKind::OddNumberOfPlayers {
                players: field.len(),
            },
        ),
        Reason::system("3.1.1", ReasonKind::ByeEligible),
    ];
    if !record.ineligible.is_empty() {
        reasons.push(Reason::system(
            "3.1.1",
            ReasonKind::LowerIneligible {
                players: ids(&record.ineligible),
            },
        ));
    }
    if !record.would_strand.is_empty() {
        reasons.push(Reason::system(
            "3.1.2",
            ReasonKind::LowerWouldStrand {
                players: ids(&record.would_strand),
            },
        ));
    }
    if record.same_score == 0 {
        reasons.push(Reason::system("3.1.3", ReasonKind::NobodyLower));
    } else {
        reasons.push(Reason::system(
            "3.1.4",
            ReasonKind::ByeByGamesAndRanking {
                rivals: record.same_score,
                games_played: entrant.games_played,
            },
        ));
    }
    ByeExplanation {
        player: entrant.id,
        score: entrant.pairing_score,
        reasons,
    }
}
