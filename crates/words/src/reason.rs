//! The reasons of an explanation in words: the libraries give what was decided, the facts and
//! the rule; the sentence is written here, in the terms of the system's text ([`RuleSet`]).

use rondo_core::{Colour, Float, PlayerId, PreferenceStrength};
use rondo_pairing::{GroupOrder, QualityCriterion, Reason, ReasonKind, RuleSet};

/// The title of the rules an explanation follows ("FIDE Dutch system, C.04.3 (2025)").
pub fn title(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Dutch2025 => "FIDE Dutch system, C.04.3 (2025)",
        RuleSet::Dutch2017 => "FIDE Dutch system, C.04.3 (2017)",
        RuleSet::Dutch2009 => "FIDE Dutch system (2009)",
        RuleSet::UsSwissHarkness => "US Swiss system, Harkness pairings",
        // Double-Swiss (C.04.5)
        RuleSet::DoubleSwiss => "FIDE Double-Swiss system, C.04.5 (2026)",
        // Burstein (C.04.4.2)
        RuleSet::Burstein2026 => "FIDE Burstein system, C.04.4.2 (2026)",
        // Dubov (C.04.4.1)
        RuleSet::Dubov2026 => "FIDE Dubov system, C.04.4.1 (2026)",
        RuleSet::Lim => "FIDE Lim system, C.04.4.3 (2026)",
        // Team Swiss (C.04.6)
        RuleSet::TeamSwiss2026 => "FIDE Swiss Team Pairing System, C.04.6 (2026)",
    }
}

/// A reason with its rule first, as an arbiter looks it up.
pub fn text(reason: &Reason, rules: RuleSet) -> String {
    match &reason.rule {
        Some(rule) => format!("[{rule}] {}", sentence(&reason.kind, rules)),
        None => sentence(&reason.kind, rules),
    }
}

/// What a quality criterion asks for.
pub fn criterion_summary(criterion: QualityCriterion) -> &'static str {
    match criterion {
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
        QualityCriterion::DueColour => "players who do not get the colour they are due",
        QualityCriterion::SameHalf => "pairs of two players of the same half",
        // Double-Swiss (C.04.5)
        QualityCriterion::DoubleSwissNextScoregroup => {
            "the next scoregroup can be paired with the fewest upfloaters"
        }
        QualityCriterion::DoubleSwissUpfloaterFloated => {
            "no upfloater floated in the previous match"
        }
        QualityCriterion::DoubleSwissOpponentFloated => {
            "no upfloater's opponent floated in the previous match"
        }
        // Burstein (C.04.4.2)
        QualityCriterion::BursteinColours => "players get their colour preference",
        QualityCriterion::BursteinFloaters => "as few players as possible float out of the bracket",
        QualityCriterion::BursteinFloaterScores => {
            "the players floating out have scores as low as possible"
        }
        QualityCriterion::BursteinNextFloaters => {
            "the following bracket leaves as few players unpaired as possible"
        }
        QualityCriterion::BursteinNextFloaterScores => {
            "the players the following bracket leaves unpaired have scores as low as possible"
        }
        // Dubov (C.04.4.1)
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
    }
}

/// The reason in plain words.
pub fn sentence(kind: &ReasonKind, rules: RuleSet) -> String {
    let dutch2009 = rules == RuleSet::Dutch2009;
    match kind {
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
        ReasonKind::Subgroups { remainder, s1, s2 } if dutch2009 => format!(
            "{}: S1 = {}, S2 = {}",
            if *remainder {
                "the remainder is paired as a homogeneous group"
            } else {
                "homogeneous group"
            },
            list_or_nobody(s1),
            list_or_nobody(s2)
        ),
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
        ReasonKind::Halves { upper, lower } => format!(
            "upper half {}, lower half {}",
            list_or_nobody(upper),
            list_or_nobody(lower)
        ),
        ReasonKind::InOrder { pairs } => match rules {
            RuleSet::Dutch2025 | RuleSet::Dutch2017 | RuleSet::Burstein2026 => {
                format!("S1 meets S2 in order: {}", pair_list(pairs))
            }
            RuleSet::Dutch2009 => format!(
                "S1 meets S2 in order ({}), which meets the criteria",
                pair_list(pairs)
            ),
            RuleSet::UsSwissHarkness => "upper half against lower half in order".to_owned(),
            // Double-Swiss (C.04.5)
            RuleSet::DoubleSwiss => format!("paired in order: {}", pair_list(pairs)),
            // Dubov (C.04.4.1)
            RuleSet::Dubov2026 => format!("S1 meets G2 in order: {}", pair_list(pairs)),
            RuleSet::Lim => format!("top half against bottom half: {}", pair_list(pairs)),
            // Team Swiss (C.04.6)
            RuleSet::TeamSwiss2026 => format!("paired in order: {}", pair_list(pairs)),
        },
        ReasonKind::Transposition { pairs } => match rules {
            RuleSet::Dutch2025 | RuleSet::Dutch2017 | RuleSet::Burstein2026 => format!(
                "S1 in order against S2 was not as good by the criteria, so S2 was transposed: {}",
                pair_list(pairs)
            ),
            RuleSet::Dutch2009 => format!(
                "transposition of S2: {} (the first in the order of D1 that meets the criteria)",
                pair_list(pairs)
            ),
            RuleSet::UsSwissHarkness => format!(
                "transposed to avoid rematches and let players alternate colours, with the \
                 least change from the natural opponents: {}",
                pair_list(pairs)
            ),
            // Double-Swiss (C.04.5)
            RuleSet::DoubleSwiss => format!("transposed: {}", pair_list(pairs)),
            // Dubov (C.04.4.1)
            RuleSet::Dubov2026 => format!("G2 was transposed: {}", pair_list(pairs)),
            RuleSet::Lim => format!("exchanged: {}", pair_list(pairs)),
            // Team Swiss (C.04.6)
            RuleSet::TeamSwiss2026 => format!("transposed: {}", pair_list(pairs)),
        },
        ReasonKind::Exchange { out, into, pairs } if dutch2009 => format!(
            "exchange: {} from S1 to S2, {} from S2 to S1 (the first exchange in the order of \
             D2 whose pairing meets the criteria); the new S1 meets S2 as {}",
            list_or_nobody(out),
            list_or_nobody(into),
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
        ReasonKind::GroupOrder { order } => match order {
            GroupOrder::TopDown => "above the middle score: groups are paired from the top down",
            GroupOrder::BottomUp => "below the middle score: groups are paired from the bottom up",
            GroupOrder::Middle => {
                "the middle group, paired last with every player carried into it from above and \
                 below"
            }
        }
        .to_owned(),
        ReasonKind::Carried { players } => format!(
            "{} carried into the group from another score group; carried players are paired \
             first",
            list_or_nobody(players)
        ),
        ReasonKind::SameHalfPair => {
            "two players of the same half meet: no pairing of upper against lower half avoids it"
                .to_owned()
        }
        ReasonKind::RepairedForRest => "the group's own best pairing would leave later players \
                                        without a legal opponent: it was paired again with every \
                                        player still unpaired"
            .to_owned(),

        ReasonKind::LeftOverForBye => {
            "left over by the last bracket: he receives the pairing-allocated bye (see below)"
                .to_owned()
        }
        ReasonKind::NobodyMayMeet => match rules {
            RuleSet::Dutch2009 => {
                "nobody in the group may meet him (an earlier game, B1, or colours, B2)".to_owned()
            }
            _ => "nobody else is in the bracket who may meet him, so he moves down".to_owned(),
        },
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
        ReasonKind::PairsLimitedByCompletion { possible, made } => match rules {
            RuleSet::Dutch2017 => format!(
                "the bracket could make {possible} pair(s), but only {made} leave the players \
                 below a legal pairing"
            ),
            _ => format!(
                "the bracket could make {possible} pair(s), but with more than {made} the \
                 players below could not all be paired, or the bye would go to a higher score"
            ),
        },
        ReasonKind::MostPairs { players, pairs } => match rules {
            RuleSet::Dutch2009 => format!(
                "the group made {pairs} pair(s) of its {players} players; the pairing taken (the \
                 first in the text's order meeting the criteria) leaves him over"
            ),
            _ => format!(
                "the {players} players of the bracket make at most {pairs} pair(s), so {} must \
                 float down",
                players.saturating_sub(2 * pairs)
            ),
        },
        ReasonKind::MovedDownAgain => {
            "a moved-down player who is not paired in this bracket moves down again".to_owned()
        }
        // Double-Swiss (C.04.5)
        ReasonKind::FloaterByCriteria if rules == RuleSet::DoubleSwiss => {
            "a member of the upfloater set chosen for the bracket (see 3.5 above)".to_owned()
        }
        // Burstein (C.04.4.2): no float history, the order of art. 4.3.
        ReasonKind::FloaterByCriteria if rules == RuleSet::Burstein2026 => {
            "who floats is chosen by the criteria in order (the most pairs, the lowest scores \
             floating, then the next bracket, then colours), then by the order of art. 4.3, \
             in which the middle BSNs float first"
                .to_owned()
        }
        ReasonKind::FloaterByCriteria => "who floats is chosen by the criteria in order (lowest \
                                          scores first, then the next bracket, colours and float \
                                          history), then by the order in which the rules try \
                                          candidates, which leaves the lowest-ranked players \
                                          over first"
            .to_owned(),
        ReasonKind::AloneInScoreGroup => "he is alone in his score group".to_owned(),
        ReasonKind::GroupMovedDownWhole => {
            "the search reached its bounds and the group moved down whole".to_owned()
        }
        ReasonKind::OddGroup { direction } => match direction {
            Float::Up => {
                "the group is odd: below the middle the highest card moves up, unless colours or \
                 rematches choose another"
            }
            Float::Down => {
                "the group is odd: above the middle the lowest card moves down, unless colours \
                 or rematches choose another"
            }
        }
        .to_owned(),
        ReasonKind::CannotBePairedInGroup => "he cannot be paired in the group without a \
                                              rematch or without leaving later players \
                                              unpairable"
            .to_owned(),
        ReasonKind::RepeatedFloat {
            direction,
            rounds_ago,
        } => format!(
            "he floated {} {} as well: this counts against the pairing",
            float_name(*direction),
            if *rounds_ago <= 1 {
                "last round"
            } else {
                "two rounds before"
            }
        ),
        ReasonKind::RepeatedFloatAllowed { direction } => format!(
            "he floated {} before too: allowed only because {} dropped the criterion",
            float_name(*direction),
            match direction {
                Float::Down => "C9",
                Float::Up => "C10",
            }
        ),
        ReasonKind::MeetsMovedDown { opponent, score } => match rules {
            RuleSet::Dutch2009 => {
                format!("he meets {opponent}, moved down from a higher score group")
            }
            _ => format!(
                "he meets {opponent} (score {score}), who moved down into this bracket: \
                 moved-down players are paired with residents"
            ),
        },

        ReasonKind::PreferencesGranted => match rules {
            RuleSet::Dutch2025 | RuleSet::Dutch2017 | RuleSet::Burstein2026 => {
                "both players get the colour they prefer".to_owned()
            }
            RuleSet::Dutch2009 => "each player's colour preference is granted".to_owned(),
            RuleSet::UsSwissHarkness => "each gets the colour he is due (alternation)".to_owned(),
            // Double-Swiss (C.04.5)
            RuleSet::DoubleSwiss => "each gets the match colour he is due".to_owned(),
            // Dubov (C.04.4.1)
            RuleSet::Dubov2026 => {
                "their preferences differ: both players get the colour they prefer".to_owned()
            }
            RuleSet::Lim => "each gets the colour he is due".to_owned(),
            // Team Swiss (C.04.6)
            RuleSet::TeamSwiss2026 => {
                "their preferences are opposite: both teams get the colour they prefer".to_owned()
            }
        },
        ReasonKind::PreferenceGranted { player, other } => match rules {
            // Double-Swiss (C.04.5)
            RuleSet::DoubleSwiss => {
                format!("{other} has had no match colour: {player} alternates from his last match")
            }
            RuleSet::UsSwissHarkness => {
                "the player who has played gets the colour he is due (alternation)".to_owned()
            }
            _ => format!("{player} gets his preference; {other} has none"),
        },
        ReasonKind::StrongerPreference {
            colour,
            winner,
            winner_strength,
            loser,
            loser_strength,
        } => match rules {
            RuleSet::Dutch2009 => {
                "both want the same colour: the stronger preference is granted".to_owned()
            }
            _ => format!(
                "both prefer {}; the {} preference of {winner} wins over the {} preference of \
                 {loser}",
                colour_name(*colour),
                strength_name(*winner_strength),
                strength_name(*loser_strength),
            ),
        },
        ReasonKind::Alternation { colour } => match rules {
            // Double-Swiss (C.04.5)
            RuleSet::DoubleSwiss => "as many matches with White each: they take the opposite \
                                     colours of the latest match in which their colours differed"
                .to_owned(),
            RuleSet::Dutch2009 => "equal preferences: the colours alternate from the latest \
                                   round in which the two had different colours"
                .to_owned(),
            _ => format!(
                "both prefer {} equally; they take the opposite colours of the latest game in \
                 which their colours differed",
                colour.map_or("the same colour", colour_name)
            ),
        },
        ReasonKind::HigherRankedPreference { colour, player } => match rules {
            RuleSet::Dutch2025 | RuleSet::Dutch2017 | RuleSet::Burstein2026 => format!(
                "both prefer {} equally and have the same colour history; the higher-ranked \
                 player, {player}, gets it",
                colour.map_or("the same colour", colour_name)
            ),
            RuleSet::Dutch2009 => format!(
                "equal preferences and colour histories: the higher-ranked player, {player}, \
                 gets his preference"
            ),
            RuleSet::UsSwissHarkness => format!(
                "both are due the same colour and equally balanced: the higher-ranked, {player}, \
                 gets it (the source draws lots)"
            ),
            // Double-Swiss (C.04.5)
            RuleSet::DoubleSwiss => format!(
                "same number of Whites and the same match colours: the higher-ranked player, \
                 {player}, alternates from his last match and gets {}",
                colour.map_or("the other colour", colour_name)
            ),
            // Dubov (C.04.4.1)
            RuleSet::Dubov2026 => format!(
                "both prefer {} equally and their colours never differed in the same round; the \
                 higher-ranked player, {player}, gets his preference",
                colour.map_or("the same colour", colour_name)
            ),
            RuleSet::Lim => format!(
                "both are due {} and their colour histories are the same: {player} gets it (the \
                 higher numbered player in or above the Median Scoregroup, the lower numbered \
                 below it)",
                colour.map_or("the same colour", colour_name)
            ),
            // Team Swiss (C.04.6)
            RuleSet::TeamSwiss2026 => format!(
                "both prefer {} equally and their colours never differed: the first-team, \
                 {player}, gets its preference",
                colour.map_or("the same colour", colour_name)
            ),
        },
        // Double-Swiss (C.04.5)
        ReasonKind::Equalisation { player } if rules == RuleSet::DoubleSwiss => {
            format!("{player} has had White in fewer matches, so he gets White")
        }
        // Team Swiss (C.04.6)
        ReasonKind::Equalisation { player } if rules == RuleSet::TeamSwiss2026 => {
            format!("{player} has the lower colour difference, so it gets White")
        }
        ReasonKind::Equalisation { player } => format!(
            "both are due the same colour: {player} gets it, having had it less often \
             (equalisation)"
        ),
        ReasonKind::InitialColour {
            player,
            number,
            colour,
            initial,
        } => {
            let odd = number % 2 == 1;
            match rules {
                RuleSet::Dutch2025 | RuleSet::Dutch2017 | RuleSet::Burstein2026 => format!(
                    "neither has a colour preference; the higher-ranked player, {player}, has an \
                     {} pairing number, so he gets {} (the initial colour is {})",
                    if odd { "odd" } else { "even" },
                    colour_name(*colour),
                    colour_name(*initial)
                ),
                RuleSet::Dutch2009 => format!(
                    "neither has a colour preference: {player}, number {number} in the round's \
                     order, gets {}the colour drawn by lot",
                    if odd { "" } else { "the opposite of " }
                ),
                RuleSet::UsSwissHarkness => format!(
                    "neither has played: {player} (pairing number {number}) takes the colour \
                     drawn by lot if his number is odd, the other colour if it is even"
                ),
                // Double-Swiss (C.04.5)
                RuleSet::DoubleSwiss => format!(
                    "neither has had a match colour; the higher-ranked player, {player}, has an \
                     {} TPN, so he gets {} in game 1 (the initial colour is {})",
                    if odd { "odd" } else { "even" },
                    colour_name(*colour),
                    colour_name(*initial)
                ),
                // Dubov (C.04.4.1)
                RuleSet::Dubov2026 => format!(
                    "neither has played a game yet; the higher-ranked player, {player}, has an \
                     {} TPN ({number}), so he gets {} (the initial colour is {})",
                    if odd { "odd" } else { "even" },
                    colour_name(*colour),
                    colour_name(*initial)
                ),
                RuleSet::Lim => format!(
                    "neither has played: {player}, number {number}, gets {} ({} of #1, drawn by \
                     lot, to odd numbers)",
                    colour_name(*colour),
                    colour_name(*initial)
                ),
                // Team Swiss (C.04.6)
                RuleSet::TeamSwiss2026 => format!(
                    "neither team has played a match; the first-team, {player}, has an {} TPN, \
                     so it gets {} (the initial colour is {})",
                    if odd { "odd" } else { "even" },
                    colour_name(*colour),
                    colour_name(*initial)
                ),
            }
        }
        ReasonKind::ColoursSwapped => "the colours E1–E5 give would break B2 (colour difference \
                                       beyond 2 or a third colour in a row): swapped"
            .to_owned(),

        ReasonKind::OddNumberOfPlayers { players } => match rules {
            RuleSet::Dutch2025 | RuleSet::Dutch2017 | RuleSet::Burstein2026 => format!(
                "{players} players are paired, an odd number, so one of them gets the \
                 pairing-allocated bye"
            ),
            RuleSet::Dutch2009 => "the lowest score group had an odd number of players; the \
                                   pairing taken leaves him over"
                .to_owned(),
            RuleSet::UsSwissHarkness => "the number of players is odd: the bye goes to the \
                                         lowest score, and among equal scores the lowest rated, \
                                         who has not had it"
                .to_owned(),
            // Double-Swiss (C.04.5)
            RuleSet::DoubleSwiss => format!(
                "{players} players are paired, an odd number, so one of them gets the \
                 pairing-allocated bye for the whole match: the lowest score, then the most \
                 matches played, then the largest TPN"
            ),
            // Dubov (C.04.4.1)
            RuleSet::Dubov2026 => format!(
                "{players} players are paired, an odd number, so the pairing-allocated bye is \
                 given first, before any bracket"
            ),
            RuleSet::Lim => format!(
                "{players} players are paired, an odd number: the pairing-allocated bye goes to \
                 the lowest ranked player of the lowest scoregroup (in round 1 the lowest rated) \
                 who may receive it"
            ),
            // Team Swiss (C.04.6)
            RuleSet::TeamSwiss2026 => format!(
                "{players} teams are paired, an odd number, so the pairing-allocated bye is \
                 given first: a drawn match, no opponent, no colour"
            ),
        },
        ReasonKind::ByeEligible => match rules {
            RuleSet::Dutch2009 => {
                "he has not yet scored a point without playing, so he may receive the bye"
                    .to_owned()
            }
            _ => "he may receive it: he has had no bye and no win without playing".to_owned(),
        },
        ReasonKind::ByeToLeftOver => {
            "the 2017 rules give the bye to the player the lowest bracket leaves over".to_owned()
        }
        ReasonKind::NobodyLower => {
            "nobody has a lower score: the bye goes to the lowest score possible".to_owned()
        }
        // Team Swiss (C.04.6)
        ReasonKind::LowerIneligible { players } if rules == RuleSet::TeamSwiss2026 => format!(
            "{} {} before it in the order of 3.4.2-3.4.4 but may not receive the \
             pairing-allocated bye (C2)",
            list(players),
            if players.len() == 1 { "comes" } else { "come" }
        ),
        ReasonKind::LowerWouldStrand { players } if rules == RuleSet::TeamSwiss2026 => format!(
            "{} {} before it in the order of 3.4.2-3.4.4, but a bye to any of them would leave \
             teams that cannot all be paired (3.4.1)",
            list(players),
            if players.len() == 1 { "comes" } else { "come" }
        ),
        ReasonKind::LowerIneligible { players } => match rules {
            RuleSet::Dutch2009 => format!(
                "{} ranked below him already scored a point without playing",
                list_or_nobody(players)
            ),
            RuleSet::UsSwissHarkness => format!(
                "{} ranked before him for the bye already had one (never twice)",
                list_or_nobody(players)
            ),
            _ => format!(
                "{} {} a lower score but may not receive the bye",
                list(players),
                has(players)
            ),
        },
        ReasonKind::LowerWouldStrand { players } => match rules {
            RuleSet::UsSwissHarkness => format!(
                "a bye to {} would leave players who cannot all be paired without a rematch",
                list_or_nobody(players)
            ),
            _ => format!(
                "{} {} a lower score, but if one of them got the bye the others could not all be \
                 paired",
                list(players),
                has(players)
            ),
        },
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
        // Double-Swiss (C.04.5)
        // Team Swiss (C.04.6)
        ReasonKind::TopScoregroupUpfloaters {
            upfloaters,
            next_scoregroup_pairable,
            floated_before,
        } if rules == RuleSet::TeamSwiss2026 => {
            if upfloaters.is_empty() {
                "the top-scoregroup is paired on its own, without upfloaters".to_owned()
            } else {
                format!(
                    "upfloaters {}: of the fewest teams (C4) with the highest scores (C5), the \
                     first set in the order of 3.5.4 that leaves a legal pairing and best meets \
                     C6 and C7; {}; {floated_before} of them floated in the previous round (C7)",
                    list(upfloaters),
                    if *next_scoregroup_pairable {
                        "the following scoregroup can still be paired (C6)"
                    } else {
                        "no legal set lets the following scoregroup be paired (C6)"
                    }
                )
            }
        }
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
            identifier
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        ),

        // Burstein (C.04.4.2)
        ReasonKind::SeedingRounds { .. }
        | ReasonKind::IndexOrder { .. }
        | ReasonKind::CandidateOrder { .. }
        | ReasonKind::OpponentInOrder { .. }
        | ReasonKind::ByeByGamesAndRanking { .. } => burstein::sentence(kind),

        // Dubov (C.04.4.1)
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
        // Team Swiss (C.04.6)
        ReasonKind::ByeLowestMostGamesLargestNumber { games_played }
            if rules == RuleSet::TeamSwiss2026 =>
        {
            format!(
                "of the teams that may receive it and leave the others pairable, it has the \
                 lowest score, then the most matches played ({games_played}), then the largest \
                 TPN"
            )
        }
        ReasonKind::TeamBracketPaired {
            identifier,
            colour_failures,
            strong_colour_failures,
            floater_opponents,
        } => format!(
            "the first identifier (top members, then their bottom members) among the legal \
             pairings with the fewest colour failures ({colour_failures}, C8), strong colour \
             failures ({strong_colour_failures}, C9) and upfloaters' opponents who floated in the \
             previous round ({floater_opponents}, C10): {}",
            identifier
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        ),
        ReasonKind::TeamAlternatesFromLast { team, colour } => format!(
            "no earlier rule decides: {team} alternates from its last played match and gets {}",
            colour_name(*colour)
        ),
        ReasonKind::ByeLowestMostGamesLargestNumber { games_played } => format!(
            "of the players who may receive it and leave the others pairable, he has the lowest \
             score, then the most games played ({games_played}), then the largest TPN"
        ),

        // Lim (C.04.4.3)
        ReasonKind::ScoregroupOrder { order, median } => match order {
            GroupOrder::TopDown => format!(
                "above the Median Scoregroup ({median}): scoregroups are paired from the highest \
                 downward, floaters going down"
            ),
            GroupOrder::BottomUp => format!(
                "below the Median Scoregroup ({median}): scoregroups are paired from the lowest \
                 upward, floaters going up"
            ),
            GroupOrder::Middle => format!(
                "the Median Scoregroup ({median}, half the rounds played) is paired last, \
                 downward, with the floaters from above and below"
            ),
        },
        ReasonKind::ColourLimits => "only one allocation keeps both players within the colour \
                                     limits (no third colour in a row, no three more of one \
                                     colour)"
            .to_owned(),
        ReasonKind::FloaterPairedFirst {
            floater,
            opponent,
            for_colour,
        } => {
            if *for_colour {
                format!(
                    "floater {floater} is paired first: {opponent} is the first available player \
                     due the other colour"
                )
            } else {
                format!(
                    "floater {floater} is paired first, with the first available player, {opponent}"
                )
            }
        }
        ReasonKind::ScrutinyExchange {
            player,
            opponent,
            passed,
            for_colour,
        } => {
            let tried = if passed.is_empty() {
                format!("{player} meets his proposed opponent {opponent}")
            } else {
                format!(
                    "{player} meets {opponent}: in the exchange order {} came first but are not \
                     compatible or would leave the rest unpairable{}",
                    list(passed),
                    if *for_colour {
                        ", or do not give both their due colours"
                    } else {
                        ""
                    }
                )
            };
            if *for_colour {
                format!("{tried} (second scrutiny: both get their due colours)")
            } else {
                tried
            }
        }
        ReasonKind::FloaterChosen { passed, majority } => {
            let colour = majority.map_or(String::new(), |colour| {
                format!(
                    "; more players are due {}, so one due it floats",
                    colour_name(colour)
                )
            });
            if passed.is_empty() {
                format!("the number is odd: he is first in the order of art. 3{colour}")
            } else {
                format!(
                    "the number is odd: {} before him in the numbering order stay, to keep the \
                     group's pairs, for the floater type or the previous float{colour}",
                    list(passed)
                )
            }
        }
    }
}

fn list(players: &[PlayerId]) -> String {
    players
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A list of players as the 2009 and US Swiss explanations write it: "nobody" when empty.
fn list_or_nobody(players: &[PlayerId]) -> String {
    if players.is_empty() {
        "nobody".to_owned()
    } else {
        list(players)
    }
}

fn pair_list(pairs: &[(PlayerId, PlayerId)]) -> String {
    pairs
        .iter()
        .map(|(a, b)| format!("{a}-{b}"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn has(players: &[PlayerId]) -> &'static str {
    if players.len() == 1 { "has" } else { "have" }
}

fn float_name(direction: Float) -> &'static str {
    match direction {
        Float::Down => "down",
        Float::Up => "up",
    }
}

fn colour_name(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

fn strength_name(strength: PreferenceStrength) -> &'static str {
    match strength {
        PreferenceStrength::Absolute => "absolute",
        PreferenceStrength::Strong => "strong",
        PreferenceStrength::Mild => "mild",
    }
}

// Burstein (C.04.4.2)
mod burstein;

#[cfg(test)]
mod tests;
