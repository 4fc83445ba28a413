//! The words of the FIDE Double-Swiss system (C.04.5): two-game matches, match colours, the
//! upfloater sets of the top scoregroup and the identifier of a bracket.

use rondo_pairing::{QualityCriterion, ReasonKind};

use super::{SystemWords, colour_name, list, odd_or_even, pair_list, spaced};

pub(super) const WORDS: SystemWords = SystemWords {
    rules: rondo_pairing::RuleSet::DoubleSwiss,
    title: "FIDE Double-Swiss system, C.04.5 (2026)",
    sentence,
    criterion,
    team: None,
};

fn criterion(criterion: QualityCriterion) -> Option<&'static str> {
    match criterion {
        QualityCriterion::DoubleSwissNextScoregroup => {
            Some("the next scoregroup can be paired with the fewest upfloaters")
        }
        QualityCriterion::DoubleSwissUpfloaterFloated => {
            Some("no upfloater floated in the previous match")
        }
        QualityCriterion::DoubleSwissOpponentFloated => {
            Some("no upfloater's opponent floated in the previous match")
        }
        _ => None,
    }
}

fn sentence(kind: &ReasonKind) -> Option<String> {
    let text = match kind {
        ReasonKind::InOrder { pairs } => format!("paired in order: {}", pair_list(pairs)),
        ReasonKind::Transposition { pairs } => format!("transposed: {}", pair_list(pairs)),
        ReasonKind::FloaterByCriteria => {
            "a member of the upfloater set chosen for the bracket (see 3.5 above)".to_owned()
        }
        ReasonKind::PreferencesGranted => "each gets the match colour he is due".to_owned(),
        ReasonKind::PreferenceGranted { player, other } => {
            format!("{other} has had no match colour: {player} alternates from his last match")
        }
        ReasonKind::Alternation { .. } => "as many matches with White each: they take the \
                                           opposite colours of the latest match in which their \
                                           colours differed"
            .to_owned(),
        ReasonKind::HigherRankedPreference { colour, player } => format!(
            "same number of Whites and the same match colours: the higher-ranked player, \
             {player}, alternates from his last match and gets {}",
            colour.map_or("the other colour", colour_name)
        ),
        ReasonKind::Equalisation { player } => {
            format!("{player} has had White in fewer matches, so he gets White")
        }
        ReasonKind::InitialColour {
            player,
            number,
            colour,
            initial,
        } => format!(
            "neither has had a match colour; the higher-ranked player, {player}, has an {} TPN, \
             so he gets {} in game 1 (the initial colour is {})",
            odd_or_even(*number),
            colour_name(*colour),
            colour_name(*initial)
        ),
        ReasonKind::OddNumberOfPlayers { players } => format!(
            "{players} players are paired, an odd number, so one of them gets the \
             pairing-allocated bye for the whole match: the lowest score, then the most matches \
             played, then the largest TPN"
        ),
        ReasonKind::TopScoregroupUpfloaters {
            upfloaters,
            next_scoregroup_pairable,
            floated_before,
        } => {
            if upfloaters.is_empty() {
                "the top-scoregroup is paired on its own, without upfloaters".to_owned()
            } else {
                format!(
                    "upfloaters {}: the first set, in the order of 3.5.4, of the fewest players \
                     (C4) with the highest scores (C5) that leaves a legal pairing; {}; {} of \
                     them floated in the previous match (C7)",
                    list(upfloaters),
                    if *next_scoregroup_pairable {
                        "the next scoregroup can still be paired (C6)"
                    } else {
                        "no set lets the next scoregroup be paired with the fewest upfloaters (C6)"
                    },
                    floated_before
                )
            }
        }
        ReasonKind::FirstIdentifier {
            identifier,
            floater_opponents,
        } => format!(
            "the first identifier (top members, then their bottom members) that meets C1: {}; \
             upfloaters' opponents who floated in the previous match: {floater_opponents} (C8)",
            spaced(identifier)
        ),
        _ => return None,
    };
    Some(text)
}
