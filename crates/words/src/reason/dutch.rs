//! The words of the FIDE Dutch system (C.04.3): the 2025 text, the 2017 text where it words a
//! reason otherwise, and the 2009 text with its own terms (homogeneous groups, the orders D1
//! and D2, the relative criteria B4-B6).

use rondo_core::Float;
use rondo_pairing::{QualityCriterion, ReasonKind};

use super::{
    SystemWords, colour_name, colour_or_same, float_name, list, list_or_nobody, odd_or_even,
    pair_list,
};

/// The 2025 text.
pub(super) const DUTCH_2025: SystemWords = SystemWords {
    rules: rondo_pairing::RuleSet::Dutch2025,
    title: "FIDE Dutch system, C.04.3 (2025)",
    sentence: sentence_2025,
    criterion,
    team: None,
};

/// The 2017 text.
pub(super) const DUTCH_2017: SystemWords = SystemWords {
    rules: rondo_pairing::RuleSet::Dutch2017,
    title: "FIDE Dutch system, C.04.3 (2017)",
    sentence: sentence_2017,
    criterion,
    team: None,
};

/// The 2009 text.
pub(super) const DUTCH_2009: SystemWords = SystemWords {
    rules: rondo_pairing::RuleSet::Dutch2009,
    title: "FIDE Dutch system (2009)",
    sentence: sentence_2009,
    criterion,
    team: None,
};

/// What a Dutch criterion asks for: `C5`-`C21` by their 2025 numbers, `B4`-`B6` of 2009.
fn criterion(criterion: QualityCriterion) -> Option<&'static str> {
    Some(match criterion {
        QualityCriterion::C5 => "the pairing-allocated bye goes to the lowest score possible",
        QualityCriterion::C6 => "as few players as possible float down",
        QualityCriterion::C7 => "players with scores as low as possible float down",
        QualityCriterion::C8 => "the next bracket leaves as few players unpaired as possible",
        QualityCriterion::C9 => "the bye goes to a player with as few unplayed games as possible",
        QualityCriterion::C10 => "no topscorer or opponent ends with a colour difference beyond ±2",
        QualityCriterion::C11 => {
            "no topscorer or opponent gets the same colour three times in a row"
        }
        QualityCriterion::C12 => "players get their colour preference",
        QualityCriterion::C13 => "players get their strong colour preference",
        QualityCriterion::C14 => "no resident floats down who floated down last round",
        QualityCriterion::C15 => {
            "no opponent of a moved-down player floats up who floated up last round"
        }
        QualityCriterion::C16 => "no resident floats down who floated down two rounds before",
        QualityCriterion::C17 => {
            "no opponent of a moved-down player floats up who floated up two rounds before"
        }
        QualityCriterion::C18 => {
            "small score differences for moved-down players who floated down last round"
        }
        QualityCriterion::C19 => "small score differences for opponents who floated up last round",
        QualityCriterion::C20 => {
            "small score differences for moved-down players who floated down two rounds before"
        }
        QualityCriterion::C21 => {
            "small score differences for opponents who floated up two rounds before"
        }
        QualityCriterion::B4 => "pairs in which both players have the same colour preference",
        QualityCriterion::B5 => "players receiving the same float as in the previous round",
        QualityCriterion::B6 => "players receiving the same float as two rounds before",
        _ => return None,
    })
}

/// Where the 2017 text words a reason otherwise than the 2025 text.
fn sentence_2017(kind: &ReasonKind) -> Option<String> {
    match kind {
        ReasonKind::PairsLimitedByCompletion { possible, made } => Some(format!(
            "the bracket could make {possible} pair(s), but only {made} leave the players below \
             a legal pairing"
        )),
        _ => sentence_2025(kind),
    }
}

/// The reasons of the Dutch system in the words of the 2025 text, which the Burstein system
/// shares for its seeding rounds and brackets.
pub(super) fn sentence_2025(kind: &ReasonKind) -> Option<String> {
    let text = match kind {
        ReasonKind::MovedDownPairedFirst { pairs, limbo } => {
            if pairs.is_empty() {
                "no moved-down player could be paired here".to_owned()
            } else {
                let mut text = format!(
                    "the moved-down players are paired first, each with the highest resident \
                     the criteria allow: {}",
                    pair_list(pairs)
                );
                if !limbo.is_empty() {
                    let one = limbo.len() == 1;
                    text.push_str(&format!(
                        "; {} {} unpaired (the Limbo) and {} down again",
                        list(limbo),
                        if one { "stays" } else { "stay" },
                        if one { "moves" } else { "move" },
                    ));
                }
                text
            }
        }
        ReasonKind::Subgroups { remainder, s1, s2 } => format!(
            "{} makes {} pair(s): S1 = {}, S2 = {}",
            if *remainder {
                "the remainder"
            } else {
                "the bracket"
            },
            s1.len(),
            list(s1),
            list(s2)
        ),
        ReasonKind::HeterogeneousSubgroups {
            moved_down,
            residents,
        } => format!(
            "heterogeneous group: S1 = the players moved down ({}), S2 = the residents ({})",
            list_or_nobody(moved_down),
            list_or_nobody(residents)
        ),
        ReasonKind::RemainderUnpaired { players } => {
            format!("the remainder ({}) makes no pair", list_or_nobody(players))
        }
        ReasonKind::InOrder { pairs } => format!("S1 meets S2 in order: {}", pair_list(pairs)),
        ReasonKind::Transposition { pairs } => format!(
            "S1 in order against S2 was not as good by the criteria, so S2 was transposed: {}",
            pair_list(pairs)
        ),
        ReasonKind::Exchange { out, into, .. } => format!(
            "exchange: {} moved from S1 to S2 and {} from S2 to S1, because no pairing of the \
             original S1 against S2 met the criteria as well; the exchange chosen moves the \
             fewest players, with the smallest difference of their numbers",
            list(out),
            list(into)
        ),
        ReasonKind::MovedDownAlone { players } => format!(
            "{} is alone in the score group: moved down",
            list_or_nobody(players)
        ),
        ReasonKind::MovedDownAtOnce { players } => format!(
            "{} cannot meet anybody in the group without breaking B1 or B2: moved down at once",
            list_or_nobody(players)
        ),
        ReasonKind::SearchBounds { lowest: true } => "the search reached its bounds: the group \
                                                      was completed by a pairing that keeps the \
                                                      absolute criteria"
            .to_owned(),
        ReasonKind::SearchBounds { lowest: false } => {
            "the search reached its bounds: the whole group moved down".to_owned()
        }
        ReasonKind::MovedDownLeftOver { players, lowest } => format!(
            "{} of S1 stay unpaired: no pairing that pairs them meets the criteria and {}",
            list_or_nobody(players),
            if *lowest {
                "leaves over a player who may have the bye (A5, B1 b)"
            } else {
                "leaves the players below pairable (C12, C13)"
            }
        ),
        ReasonKind::PairsLowered { from, to } => format!(
            "p lowered from {from} to {to}: no pairing with more pairs meets the criteria and \
             leaves the players below pairable (C12, C13)"
        ),
        ReasonKind::ColourAllowance { x } => format!(
            "x = {x}: at most {x} pair(s) may leave both players without their preferred colour \
             (B4)"
        ),
        ReasonKind::ColourAllowanceRaised { x } => format!(
            "x raised to {x}: no pairing with fewer colour failures meets the other criteria"
        ),
        ReasonKind::StrongAsAbsolute { applied: true } => {
            "odd round: strong colour preferences kept like absolute ones".to_owned()
        }
        ReasonKind::StrongAsAbsolute { applied: false } => {
            "keeping strong colour preferences like absolute ones would leave more players \
             unpaired: not applied"
                .to_owned()
        }
        ReasonKind::FloatCriteriaDropped { step } => format!(
            "{}: no pairing met them",
            match step {
                1 => "B6 dropped for the players floating down",
                2 => "B5 and B6 dropped for the players floating down",
                3 => "B5 and B6 dropped for the players floating down, B6 for those floating up",
                _ => "B5 and B6 dropped for the players floating down and up",
            }
        ),
        ReasonKind::LookaheadDropped => "no pairing lets every player moved down meet a player \
                                         of the next group: the players moved down are paired \
                                         lower as C12 allows"
            .to_owned(),
        ReasonKind::LeftOverForBye => {
            "left over by the last bracket: he receives the pairing-allocated bye (see below)"
                .to_owned()
        }
        ReasonKind::NobodyMayMeet => {
            "nobody else is in the bracket who may meet him, so he moves down".to_owned()
        }
        ReasonKind::MayMeetNobody { met, same_colour } => {
            let mut text = String::from("he may meet nobody in this bracket");
            if !met.is_empty() {
                text.push_str(&format!(
                    ": he has already played (or may not meet) {}",
                    list(met)
                ));
            }
            if !same_colour.is_empty() {
                text.push_str(&format!(
                    "{} {} {} the same absolute colour preference as he",
                    if met.is_empty() { ":" } else { ";" },
                    list(same_colour),
                    if same_colour.len() == 1 {
                        "has"
                    } else {
                        "have"
                    }
                ));
            }
            text
        }
        ReasonKind::PairsLimitedByCompletion { possible, made } => format!(
            "the bracket could make {possible} pair(s), but with more than {made} the players \
             below could not all be paired, or the bye would go to a higher score"
        ),
        ReasonKind::MostPairs { players, pairs } => format!(
            "the {players} players of the bracket make at most {pairs} pair(s), so {} must float \
             down",
            players.saturating_sub(2 * pairs)
        ),
        ReasonKind::MovedDownAgain => {
            "a moved-down player who is not paired in this bracket moves down again".to_owned()
        }
        ReasonKind::FloaterByCriteria => "who floats is chosen by the criteria in order (lowest \
                                          scores first, then the next bracket, colours and float \
                                          history), then by the order in which the rules try \
                                          candidates, which leaves the lowest-ranked players \
                                          over first"
            .to_owned(),
        ReasonKind::GroupMovedDownWhole => {
            "the search reached its bounds and the group moved down whole".to_owned()
        }
        ReasonKind::RepeatedFloatAllowed { direction } => format!(
            "he floated {} before too: allowed only because {} dropped the criterion",
            float_name(*direction),
            match direction {
                Float::Down => "C9",
                Float::Up => "C10",
            }
        ),
        ReasonKind::MeetsMovedDown { opponent, score } => format!(
            "he meets {opponent} (score {score}), who moved down into this bracket: moved-down \
             players are paired with residents"
        ),
        ReasonKind::PreferencesGranted => "both players get the colour they prefer".to_owned(),
        ReasonKind::HigherRankedPreference { colour, player } => format!(
            "both prefer {} equally and have the same colour history; the higher-ranked player, \
             {player}, gets it",
            colour_or_same(*colour)
        ),
        ReasonKind::InitialColour {
            player,
            number,
            colour,
            initial,
        } => format!(
            "neither has a colour preference; the higher-ranked player, {player}, has an {} \
             pairing number, so he gets {} (the initial colour is {})",
            odd_or_even(*number),
            colour_name(*colour),
            colour_name(*initial)
        ),
        ReasonKind::ColoursSwapped => "the colours E1–E5 give would break B2 (colour difference \
                                       beyond 2 or a third colour in a row): swapped"
            .to_owned(),
        ReasonKind::OddNumberOfPlayers { players } => format!(
            "{players} players are paired, an odd number, so one of them gets the \
             pairing-allocated bye"
        ),
        ReasonKind::ByeToLeftOver => {
            "the 2017 rules give the bye to the player the lowest bracket leaves over".to_owned()
        }
        ReasonKind::NobodyLower => {
            "nobody has a lower score: the bye goes to the lowest score possible".to_owned()
        }
        ReasonKind::FewestUnplayed {
            rivals,
            unplayed,
            others_at_least,
        } => {
            if unplayed < others_at_least {
                format!(
                    "of the eligible players with his score he has the fewest unplayed games \
                     ({unplayed}; the others at least {others_at_least})"
                )
            } else {
                format!(
                    "{rivals} other eligible player(s) have his score; he has {unplayed} \
                     unplayed game(s), the others at least {others_at_least}; among equals, the \
                     players above are paired first and the lowest-ranked one is left over"
                )
            }
        }
        _ => return None,
    };
    Some(text)
}

/// The reasons in the words of the 2009 text, where they differ from the 2025 text.
fn sentence_2009(kind: &ReasonKind) -> Option<String> {
    let text = match kind {
        ReasonKind::Subgroups { remainder, s1, s2 } => format!(
            "{}: S1 = {}, S2 = {}",
            if *remainder {
                "the remainder is paired as a homogeneous group"
            } else {
                "homogeneous group"
            },
            list_or_nobody(s1),
            list_or_nobody(s2)
        ),
        ReasonKind::InOrder { pairs } => format!(
            "S1 meets S2 in order ({}), which meets the criteria",
            pair_list(pairs)
        ),
        ReasonKind::Transposition { pairs } => format!(
            "transposition of S2: {} (the first in the order of D1 that meets the criteria)",
            pair_list(pairs)
        ),
        ReasonKind::Exchange { out, into, pairs } => format!(
            "exchange: {} from S1 to S2, {} from S2 to S1 (the first exchange in the order of \
             D2 whose pairing meets the criteria); the new S1 meets S2 as {}",
            list_or_nobody(out),
            list_or_nobody(into),
            pair_list(pairs)
        ),
        ReasonKind::NobodyMayMeet => {
            "nobody in the group may meet him (an earlier game, B1, or colours, B2)".to_owned()
        }
        ReasonKind::MostPairs { players, pairs } => format!(
            "the group made {pairs} pair(s) of its {players} players; the pairing taken (the \
             first in the text's order meeting the criteria) leaves him over"
        ),
        ReasonKind::MeetsMovedDown { opponent, .. } => {
            format!("he meets {opponent}, moved down from a higher score group")
        }
        ReasonKind::PreferencesGranted => "each player's colour preference is granted".to_owned(),
        ReasonKind::StrongerPreference { .. } => {
            "both want the same colour: the stronger preference is granted".to_owned()
        }
        ReasonKind::Alternation { .. } => "equal preferences: the colours alternate from the \
                                           latest round in which the two had different colours"
            .to_owned(),
        ReasonKind::HigherRankedPreference { player, .. } => format!(
            "equal preferences and colour histories: the higher-ranked player, {player}, gets \
             his preference"
        ),
        ReasonKind::InitialColour { player, number, .. } => format!(
            "neither has a colour preference: {player}, number {number} in the round's order, \
             gets {}the colour drawn by lot",
            if number % 2 == 1 {
                ""
            } else {
                "the opposite of "
            }
        ),
        ReasonKind::OddNumberOfPlayers { .. } => "the lowest score group had an odd number of \
                                                  players; the pairing taken leaves him over"
            .to_owned(),
        ReasonKind::ByeEligible => {
            "he has not yet scored a point without playing, so he may receive the bye".to_owned()
        }
        ReasonKind::LowerIneligible { players } => format!(
            "{} ranked below him already scored a point without playing",
            list_or_nobody(players)
        ),
        _ => return sentence_2025(kind),
    };
    Some(text)
}
