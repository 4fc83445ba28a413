//! The words of the FIDE Dubov system (C.04.4.1, 2026): upfloaters, the seeker groups G1 and
//! G2, S1 by ARO and the transpositions of G2.

use rondo_pairing::{QualityCriterion, ReasonKind};

use super::{
    SystemWords, colour_name, colour_or_same, list, list_or_nobody, odd_or_even, pair_list,
};

pub(super) const WORDS: SystemWords = SystemWords {
    rules: rondo_pairing::RuleSet::Dubov2026,
    title: "FIDE Dubov system, C.04.4.1 (2026)",
    sentence,
    criterion,
    team: None,
};

fn criterion(criterion: QualityCriterion) -> Option<&'static str> {
    Some(match criterion {
        QualityCriterion::DubovUpfloaters => "as few upfloaters as possible",
        QualityCriterion::DubovUpfloaterScores => "upfloaters with scores as high as possible",
        QualityCriterion::DubovColourPreference => "players get their colour preference",
        QualityCriterion::DubovMaximumUpfloaters => "as few maximum upfloaters as possible",
        QualityCriterion::DubovMaximumUpfloats => {
            "maximum upfloaters upfloated as few times as possible"
        }
        QualityCriterion::DubovUpfloatedAgain => {
            "as few upfloaters as possible who were upfloated in the previous round"
        }
        _ => return None,
    })
}

fn sentence(kind: &ReasonKind) -> Option<String> {
    let text = match kind {
        ReasonKind::InOrder { pairs } => format!("S1 meets G2 in order: {}", pair_list(pairs)),
        ReasonKind::Transposition { pairs } => {
            format!("G2 was transposed: {}", pair_list(pairs))
        }
        ReasonKind::PreferencesGranted => {
            "their preferences differ: both players get the colour they prefer".to_owned()
        }
        ReasonKind::HigherRankedPreference { colour, player } => format!(
            "both prefer {} equally and their colours never differed in the same round; the \
             higher-ranked player, {player}, gets his preference",
            colour_or_same(*colour)
        ),
        ReasonKind::InitialColour {
            player,
            number,
            colour,
            initial,
        } => format!(
            "neither has played a game yet; the higher-ranked player, {player}, has an {} TPN \
             ({number}), so he gets {} (the initial colour is {})",
            odd_or_even(*number),
            colour_name(*colour),
            colour_name(*initial)
        ),
        ReasonKind::OddNumberOfPlayers { players } => format!(
            "{players} players are paired, an odd number, so the pairing-allocated bye is given \
             first, before any bracket"
        ),
        ReasonKind::UpfloatersChosen {
            upfloaters,
            pool,
            sets_compared,
            colour_failures,
        } => {
            if upfloaters.is_empty() {
                "the residents pair among themselves, leaving the others pairable: no upfloater \
                 (C5)"
                    .to_owned()
            } else {
                format!(
                    "the residents need {} upfloater(s) (C5); of the {pool} player(s) with a lower \
                     score, {} {} chosen: the highest scores possible (C6), and the first set in \
                     the order of 4.1.3 whose bracket is best by C7 ({colour_failures} player(s) \
                     without their colour preference), C8, C9 and C10 ({sets_compared} set(s) \
                     paired and compared)",
                    upfloaters.len(),
                    list(upfloaters),
                    if upfloaters.len() == 1 { "is" } else { "are" }
                )
            }
        }
        ReasonKind::SeekerGroups { g1, g2, by_rank } => {
            if *by_rank {
                format!(
                    "nobody in the bracket has played yet: G1 = the first half by TPN ({}), G2 = \
                     the second half ({})",
                    list_or_nobody(g1),
                    list_or_nobody(g2)
                )
            } else {
                format!(
                    "G1 = the White seekers ({}), G2 = the Black seekers ({})",
                    list_or_nobody(g1),
                    list_or_nobody(g2)
                )
            }
        }
        ReasonKind::Shifted {
            step,
            players,
            from_g1,
            pool,
        } => {
            let (from, to) = if *from_g1 { ("G1", "G2") } else { ("G2", "G1") };
            let why = if *step == 1 {
                format!(
                    "some players of the smaller subgroup, {from}, can only be paired with each \
                     other"
                )
            } else {
                format!("{from} is larger than {to}, and the subgroups must be equal")
            };
            format!(
                "{why}: {} shifted from {from} to {to}, the first legal set among the {pool} \
                 player(s) of {from} in the order of 4.3 (White seekers by ARO, Black seekers \
                 by TPN, numbered from the middle out, so that the extremes of ARO stay to \
                 equalise it)",
                list(players)
            )
        }
        ReasonKind::S1ByAro { s1 } => format!(
            "S1 = G1 by ARO ascending, then TPN: {}",
            s1.iter()
                .map(|(player, aro)| format!("{player} (ARO {aro})"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        ReasonKind::FirstLegalTransposition { pairs, in_order } => {
            if *in_order {
                format!(
                    "S1 meets G2 in TPN order, which is legal: {}",
                    pair_list(pairs)
                )
            } else {
                format!(
                    "S1 meets the first legal transposition of G2 (4.4, by TPN): {}",
                    pair_list(pairs)
                )
            }
        }
        ReasonKind::ChosenUpfloater {
            sequence,
            maximum_upfloater,
        } => format!(
            "he is number {sequence} in the upfloater order (score, then TPN){}",
            if *maximum_upfloater {
                "; he is a maximum upfloater"
            } else {
                ""
            }
        ),
        ReasonKind::ByeLowestMostGamesLargestNumber { games_played } => format!(
            "of the players who may receive it and leave the others pairable, he has the lowest \
             score, then the most games played ({games_played}), then the largest TPN"
        ),
        _ => return None,
    };
    Some(text)
}
