//! Every kind of reason in the words of each system that gives it: the sentences the
//! explanations printed when the libraries still wrote them, kept word for word.

use rondo_core::{Colour, Float, PlayerId, PreferenceStrength, Score};
use rondo_pairing::{GroupOrder, ReasonKind, RuleSet};

use rondo_pairing::QualityCriterion;

use super::{SYSTEMS, sentence};

fn id(n: u16) -> PlayerId {
    PlayerId::new(n).expect("valid id")
}

fn ids(ns: &[u16]) -> Vec<PlayerId> {
    ns.iter().map(|n| id(*n)).collect()
}

fn pairs(ns: &[(u16, u16)]) -> Vec<(PlayerId, PlayerId)> {
    ns.iter().map(|(a, b)| (id(*a), id(*b))).collect()
}

#[track_caller]
fn check(rules: RuleSet, kind: ReasonKind, expected: &str) {
    assert_eq!(sentence(&kind, rules), expected);
}

const DUTCH: RuleSet = RuleSet::Dutch2025;
const D2017: RuleSet = RuleSet::Dutch2017;
const D2009: RuleSet = RuleSet::Dutch2009;
const US: RuleSet = RuleSet::UsSwissHarkness;

#[test]
fn dutch_brackets() {
    check(
        DUTCH,
        ReasonKind::MovedDownPairedFirst {
            pairs: vec![],
            limbo: ids(&[3]),
        },
        "no moved-down player could be paired here",
    );
    check(
        DUTCH,
        ReasonKind::MovedDownPairedFirst {
            pairs: pairs(&[(1, 3)]),
            limbo: vec![],
        },
        "the moved-down players are paired first, each with the highest resident the criteria \
         allow: 1-3",
    );
    check(
        DUTCH,
        ReasonKind::MovedDownPairedFirst {
            pairs: pairs(&[(1, 3)]),
            limbo: ids(&[2]),
        },
        "the moved-down players are paired first, each with the highest resident the criteria \
         allow: 1-3; 2 stays unpaired (the Limbo) and moves down again",
    );
    check(
        DUTCH,
        ReasonKind::MovedDownPairedFirst {
            pairs: pairs(&[(1, 3), (2, 4)]),
            limbo: ids(&[5, 6]),
        },
        "the moved-down players are paired first, each with the highest resident the criteria \
         allow: 1-3 2-4; 5, 6 stay unpaired (the Limbo) and move down again",
    );
    check(
        DUTCH,
        ReasonKind::Subgroups {
            remainder: false,
            s1: ids(&[1, 2]),
            s2: ids(&[3, 4]),
        },
        "the bracket makes 2 pair(s): S1 = 1, 2, S2 = 3, 4",
    );
    check(
        D2017,
        ReasonKind::Subgroups {
            remainder: true,
            s1: ids(&[5]),
            s2: ids(&[7]),
        },
        "the remainder makes 1 pair(s): S1 = 5, S2 = 7",
    );
    check(
        DUTCH,
        ReasonKind::Exchange {
            out: ids(&[2]),
            into: ids(&[3]),
            pairs: pairs(&[(1, 2), (3, 4)]),
        },
        "exchange: 2 moved from S1 to S2 and 3 from S2 to S1, because no pairing of the original \
         S1 against S2 met the criteria as well; the exchange chosen moves the fewest players, \
         with the smallest difference of their numbers",
    );
    check(
        DUTCH,
        ReasonKind::InOrder {
            pairs: pairs(&[(1, 3), (2, 4)]),
        },
        "S1 meets S2 in order: 1-3 2-4",
    );
    check(
        DUTCH,
        ReasonKind::Transposition {
            pairs: pairs(&[(1, 4), (2, 3)]),
        },
        "S1 in order against S2 was not as good by the criteria, so S2 was transposed: 1-4 2-3",
    );
}

#[test]
fn dutch_floats() {
    check(
        DUTCH,
        ReasonKind::LeftOverForBye,
        "left over by the last bracket: he receives the pairing-allocated bye (see below)",
    );
    check(
        DUTCH,
        ReasonKind::NobodyMayMeet,
        "nobody else is in the bracket who may meet him, so he moves down",
    );
    check(
        DUTCH,
        ReasonKind::MayMeetNobody {
            met: ids(&[2, 3]),
            same_colour: vec![],
        },
        "he may meet nobody in this bracket: he has already played (or may not meet) 2, 3",
    );
    check(
        DUTCH,
        ReasonKind::MayMeetNobody {
            met: vec![],
            same_colour: ids(&[4]),
        },
        "he may meet nobody in this bracket: 4 has the same absolute colour preference as he",
    );
    check(
        DUTCH,
        ReasonKind::MayMeetNobody {
            met: ids(&[2]),
            same_colour: ids(&[4, 5]),
        },
        "he may meet nobody in this bracket: he has already played (or may not meet) 2; 4, 5 \
         have the same absolute colour preference as he",
    );
    check(
        DUTCH,
        ReasonKind::PairsLimitedByCompletion {
            possible: 2,
            made: 1,
        },
        "the bracket could make 2 pair(s), but with more than 1 the players below could not all \
         be paired, or the bye would go to a higher score",
    );
    check(
        D2017,
        ReasonKind::PairsLimitedByCompletion {
            possible: 2,
            made: 1,
        },
        "the bracket could make 2 pair(s), but only 1 leave the players below a legal pairing",
    );
    check(
        DUTCH,
        ReasonKind::MostPairs {
            players: 5,
            pairs: 2,
        },
        "the 5 players of the bracket make at most 2 pair(s), so 1 must float down",
    );
    check(
        DUTCH,
        ReasonKind::MovedDownAgain,
        "a moved-down player who is not paired in this bracket moves down again",
    );
    check(
        DUTCH,
        ReasonKind::FloaterByCriteria,
        "who floats is chosen by the criteria in order (lowest scores first, then the next \
         bracket, colours and float history), then by the order in which the rules try \
         candidates, which leaves the lowest-ranked players over first",
    );
    check(
        DUTCH,
        ReasonKind::RepeatedFloat {
            direction: Float::Down,
            rounds_ago: 1,
        },
        "he floated down last round as well: this counts against the pairing",
    );
    check(
        DUTCH,
        ReasonKind::RepeatedFloat {
            direction: Float::Up,
            rounds_ago: 2,
        },
        "he floated up two rounds before as well: this counts against the pairing",
    );
    check(
        DUTCH,
        ReasonKind::MeetsMovedDown {
            opponent: id(1),
            score: Score::from_tenths(25),
        },
        "he meets 1 (score 2.5), who moved down into this bracket: moved-down players are paired \
         with residents",
    );
}

#[test]
fn dutch_colours() {
    check(
        DUTCH,
        ReasonKind::PreferencesGranted,
        "both players get the colour they prefer",
    );
    check(
        DUTCH,
        ReasonKind::PreferenceGranted {
            player: id(3),
            other: id(4),
        },
        "3 gets his preference; 4 has none",
    );
    check(
        DUTCH,
        ReasonKind::StrongerPreference {
            colour: Colour::White,
            winner: id(1),
            winner_strength: PreferenceStrength::Absolute,
            loser: id(2),
            loser_strength: PreferenceStrength::Mild,
        },
        "both prefer White; the absolute preference of 1 wins over the mild preference of 2",
    );
    check(
        DUTCH,
        ReasonKind::Alternation { colour: None },
        "both prefer the same colour equally; they take the opposite colours of the latest game \
         in which their colours differed",
    );
    check(
        DUTCH,
        ReasonKind::HigherRankedPreference {
            colour: Some(Colour::Black),
            player: id(1),
        },
        "both prefer Black equally and have the same colour history; the higher-ranked player, \
         1, gets it",
    );
    check(
        DUTCH,
        ReasonKind::InitialColour {
            player: id(2),
            number: 2,
            colour: Colour::Black,
            initial: Colour::White,
        },
        "neither has a colour preference; the higher-ranked player, 2, has an even pairing \
         number, so he gets Black (the initial colour is White)",
    );
}

#[test]
fn dutch_bye() {
    check(
        DUTCH,
        ReasonKind::OddNumberOfPlayers { players: 7 },
        "7 players are paired, an odd number, so one of them gets the pairing-allocated bye",
    );
    check(
        DUTCH,
        ReasonKind::ByeEligible,
        "he may receive it: he has had no bye and no win without playing",
    );
    check(
        D2017,
        ReasonKind::ByeToLeftOver,
        "the 2017 rules give the bye to the player the lowest bracket leaves over",
    );
    check(
        DUTCH,
        ReasonKind::NobodyLower,
        "nobody has a lower score: the bye goes to the lowest score possible",
    );
    check(
        DUTCH,
        ReasonKind::LowerIneligible { players: ids(&[6]) },
        "6 has a lower score but may not receive the bye",
    );
    check(
        DUTCH,
        ReasonKind::LowerWouldStrand {
            players: ids(&[6, 7]),
        },
        "6, 7 have a lower score, but if one of them got the bye the others could not all be \
         paired",
    );
    check(
        DUTCH,
        ReasonKind::FewestUnplayed {
            rivals: 2,
            unplayed: 0,
            others_at_least: 1,
        },
        "of the eligible players with his score he has the fewest unplayed games (0; the others \
         at least 1)",
    );
    check(
        DUTCH,
        ReasonKind::FewestUnplayed {
            rivals: 2,
            unplayed: 0,
            others_at_least: 0,
        },
        "2 other eligible player(s) have his score; he has 0 unplayed game(s), the others at \
         least 0; among equals, the players above are paired first and the lowest-ranked one is \
         left over",
    );
}

#[test]
fn dutch_2009_groups() {
    check(
        D2009,
        ReasonKind::MovedDownAlone { players: ids(&[1]) },
        "1 is alone in the score group: moved down",
    );
    check(
        D2009,
        ReasonKind::MovedDownAtOnce {
            players: ids(&[1, 2]),
        },
        "1, 2 cannot meet anybody in the group without breaking B1 or B2: moved down at once",
    );
    check(
        D2009,
        ReasonKind::SearchBounds { lowest: true },
        "the search reached its bounds: the group was completed by a pairing that keeps the \
         absolute criteria",
    );
    check(
        D2009,
        ReasonKind::SearchBounds { lowest: false },
        "the search reached its bounds: the whole group moved down",
    );
    check(
        D2009,
        ReasonKind::HeterogeneousSubgroups {
            moved_down: ids(&[1]),
            residents: ids(&[2, 3, 4]),
        },
        "heterogeneous group: S1 = the players moved down (1), S2 = the residents (2, 3, 4)",
    );
    check(
        D2009,
        ReasonKind::RemainderUnpaired { players: vec![] },
        "the remainder (nobody) makes no pair",
    );
    check(
        D2009,
        ReasonKind::Subgroups {
            remainder: true,
            s1: ids(&[3]),
            s2: ids(&[4]),
        },
        "the remainder is paired as a homogeneous group: S1 = 3, S2 = 4",
    );
    check(
        D2009,
        ReasonKind::Subgroups {
            remainder: false,
            s1: ids(&[1, 2]),
            s2: ids(&[3, 4]),
        },
        "homogeneous group: S1 = 1, 2, S2 = 3, 4",
    );
    check(
        D2009,
        ReasonKind::MovedDownLeftOver {
            players: ids(&[1]),
            lowest: true,
        },
        "1 of S1 stay unpaired: no pairing that pairs them meets the criteria and leaves over a \
         player who may have the bye (A5, B1 b)",
    );
    check(
        D2009,
        ReasonKind::MovedDownLeftOver {
            players: ids(&[1]),
            lowest: false,
        },
        "1 of S1 stay unpaired: no pairing that pairs them meets the criteria and leaves the \
         players below pairable (C12, C13)",
    );
    check(
        D2009,
        ReasonKind::PairsLowered { from: 2, to: 1 },
        "p lowered from 2 to 1: no pairing with more pairs meets the criteria and leaves the \
         players below pairable (C12, C13)",
    );
    check(
        D2009,
        ReasonKind::ColourAllowance { x: 1 },
        "x = 1: at most 1 pair(s) may leave both players without their preferred colour (B4)",
    );
    check(
        D2009,
        ReasonKind::ColourAllowanceRaised { x: 2 },
        "x raised to 2: no pairing with fewer colour failures meets the other criteria",
    );
    check(
        D2009,
        ReasonKind::StrongAsAbsolute { applied: true },
        "odd round: strong colour preferences kept like absolute ones",
    );
    check(
        D2009,
        ReasonKind::StrongAsAbsolute { applied: false },
        "keeping strong colour preferences like absolute ones would leave more players unpaired: \
         not applied",
    );
    for (step, expected) in [
        (
            1,
            "B6 dropped for the players floating down: no pairing met them",
        ),
        (
            2,
            "B5 and B6 dropped for the players floating down: no pairing met them",
        ),
        (
            3,
            "B5 and B6 dropped for the players floating down, B6 for those floating up: no \
             pairing met them",
        ),
        (
            4,
            "B5 and B6 dropped for the players floating down and up: no pairing met them",
        ),
    ] {
        check(D2009, ReasonKind::FloatCriteriaDropped { step }, expected);
    }
    check(
        D2009,
        ReasonKind::LookaheadDropped,
        "no pairing lets every player moved down meet a player of the next group: the players \
         moved down are paired lower as C12 allows",
    );
    check(
        D2009,
        ReasonKind::Exchange {
            out: ids(&[2]),
            into: ids(&[3]),
            pairs: pairs(&[(1, 2), (3, 4)]),
        },
        "exchange: 2 from S1 to S2, 3 from S2 to S1 (the first exchange in the order of D2 whose \
         pairing meets the criteria); the new S1 meets S2 as 1-2 3-4",
    );
    check(
        D2009,
        ReasonKind::InOrder {
            pairs: pairs(&[(1, 3)]),
        },
        "S1 meets S2 in order (1-3), which meets the criteria",
    );
    check(
        D2009,
        ReasonKind::Transposition {
            pairs: pairs(&[(1, 4), (2, 3)]),
        },
        "transposition of S2: 1-4 2-3 (the first in the order of D1 that meets the criteria)",
    );
}

#[test]
fn dutch_2009_floats_colours_and_bye() {
    check(
        D2009,
        ReasonKind::AloneInScoreGroup,
        "he is alone in his score group",
    );
    check(
        D2009,
        ReasonKind::NobodyMayMeet,
        "nobody in the group may meet him (an earlier game, B1, or colours, B2)",
    );
    check(
        D2009,
        ReasonKind::GroupMovedDownWhole,
        "the search reached its bounds and the group moved down whole",
    );
    check(
        D2009,
        ReasonKind::MostPairs {
            players: 5,
            pairs: 2,
        },
        "the group made 2 pair(s) of its 5 players; the pairing taken (the first in the text's \
         order meeting the criteria) leaves him over",
    );
    check(
        D2009,
        ReasonKind::RepeatedFloatAllowed {
            direction: Float::Down,
        },
        "he floated down before too: allowed only because C9 dropped the criterion",
    );
    check(
        D2009,
        ReasonKind::RepeatedFloatAllowed {
            direction: Float::Up,
        },
        "he floated up before too: allowed only because C10 dropped the criterion",
    );
    check(
        D2009,
        ReasonKind::MeetsMovedDown {
            opponent: id(1),
            score: Score::from_tenths(20),
        },
        "he meets 1, moved down from a higher score group",
    );
    check(
        D2009,
        ReasonKind::PreferencesGranted,
        "each player's colour preference is granted",
    );
    check(
        D2009,
        ReasonKind::StrongerPreference {
            colour: Colour::White,
            winner: id(1),
            winner_strength: PreferenceStrength::Strong,
            loser: id(2),
            loser_strength: PreferenceStrength::Mild,
        },
        "both want the same colour: the stronger preference is granted",
    );
    check(
        D2009,
        ReasonKind::Alternation {
            colour: Some(Colour::White),
        },
        "equal preferences: the colours alternate from the latest round in which the two had \
         different colours",
    );
    check(
        D2009,
        ReasonKind::HigherRankedPreference {
            colour: Some(Colour::White),
            player: id(3),
        },
        "equal preferences and colour histories: the higher-ranked player, 3, gets his \
         preference",
    );
    check(
        D2009,
        ReasonKind::InitialColour {
            player: id(3),
            number: 1,
            colour: Colour::White,
            initial: Colour::White,
        },
        "neither has a colour preference: 3, number 1 in the round's order, gets the colour \
         drawn by lot",
    );
    check(
        D2009,
        ReasonKind::InitialColour {
            player: id(3),
            number: 2,
            colour: Colour::Black,
            initial: Colour::White,
        },
        "neither has a colour preference: 3, number 2 in the round's order, gets the opposite of \
         the colour drawn by lot",
    );
    check(
        D2009,
        ReasonKind::ColoursSwapped,
        "the colours E1–E5 give would break B2 (colour difference beyond 2 or a third colour in \
         a row): swapped",
    );
    check(
        D2009,
        ReasonKind::OddNumberOfPlayers { players: 7 },
        "the lowest score group had an odd number of players; the pairing taken leaves him over",
    );
    check(
        D2009,
        ReasonKind::ByeEligible,
        "he has not yet scored a point without playing, so he may receive the bye",
    );
    check(
        D2009,
        ReasonKind::LowerIneligible {
            players: ids(&[6, 7]),
        },
        "6, 7 ranked below him already scored a point without playing",
    );
}

#[test]
fn us_swiss() {
    for (order, expected) in [
        (
            GroupOrder::TopDown,
            "above the middle score: groups are paired from the top down",
        ),
        (
            GroupOrder::BottomUp,
            "below the middle score: groups are paired from the bottom up",
        ),
        (
            GroupOrder::Middle,
            "the middle group, paired last with every player carried into it from above and below",
        ),
    ] {
        check(US, ReasonKind::GroupOrder { order }, expected);
    }
    check(
        US,
        ReasonKind::Carried {
            players: ids(&[1, 2]),
        },
        "1, 2 carried into the group from another score group; carried players are paired first",
    );
    check(
        US,
        ReasonKind::Halves {
            upper: ids(&[1, 2]),
            lower: vec![],
        },
        "upper half 1, 2, lower half nobody",
    );
    check(
        US,
        ReasonKind::InOrder {
            pairs: pairs(&[(1, 3)]),
        },
        "upper half against lower half in order",
    );
    check(
        US,
        ReasonKind::Transposition {
            pairs: pairs(&[(1, 4), (2, 3)]),
        },
        "transposed to avoid rematches and let players alternate colours, with the least change \
         from the natural opponents: 1-4 2-3",
    );
    check(
        US,
        ReasonKind::SameHalfPair,
        "two players of the same half meet: no pairing of upper against lower half avoids it",
    );
    check(
        US,
        ReasonKind::RepairedForRest,
        "the group's own best pairing would leave later players without a legal opponent: it \
         was paired again with every player still unpaired",
    );
    check(
        US,
        ReasonKind::AloneInScoreGroup,
        "he is alone in his score group",
    );
    check(
        US,
        ReasonKind::OddGroup {
            direction: Float::Up,
        },
        "the group is odd: below the middle the highest card moves up, unless colours or \
         rematches choose another",
    );
    check(
        US,
        ReasonKind::OddGroup {
            direction: Float::Down,
        },
        "the group is odd: above the middle the lowest card moves down, unless colours or \
         rematches choose another",
    );
    check(
        US,
        ReasonKind::CannotBePairedInGroup,
        "he cannot be paired in the group without a rematch or without leaving later players \
         unpairable",
    );
    check(
        US,
        ReasonKind::InitialColour {
            player: id(4),
            number: 3,
            colour: Colour::White,
            initial: Colour::White,
        },
        "neither has played: 4 (pairing number 3) takes the colour drawn by lot if his number is \
         odd, the other colour if it is even",
    );
    check(
        US,
        ReasonKind::PreferenceGranted {
            player: id(1),
            other: id(2),
        },
        "the player who has played gets the colour he is due (alternation)",
    );
    check(
        US,
        ReasonKind::PreferencesGranted,
        "each gets the colour he is due (alternation)",
    );
    check(
        US,
        ReasonKind::HigherRankedPreference {
            colour: Some(Colour::White),
            player: id(2),
        },
        "both are due the same colour and equally balanced: the higher-ranked, 2, gets it (the \
         source draws lots)",
    );
    check(
        US,
        ReasonKind::Equalisation { player: id(2) },
        "both are due the same colour: 2 gets it, having had it less often (equalisation)",
    );
    check(
        US,
        ReasonKind::OddNumberOfPlayers { players: 7 },
        "the number of players is odd: the bye goes to the lowest score, and among equal scores \
         the lowest rated, who has not had it",
    );
    check(
        US,
        ReasonKind::LowerIneligible { players: ids(&[6]) },
        "6 ranked before him for the bye already had one (never twice)",
    );
    check(
        US,
        ReasonKind::LowerWouldStrand {
            players: ids(&[6, 7]),
        },
        "a bye to 6, 7 would leave players who cannot all be paired without a rematch",
    );
}

// Team Swiss (C.04.6)
#[test]
fn team_swiss() {
    let team = RuleSet::TeamSwiss2026;
    check(
        team,
        ReasonKind::TeamBracketPaired {
            identifier: ids(&[1, 2, 4, 3]),
            colour_failures: 1,
            strong_colour_failures: 0,
            floater_opponents: 0,
        },
        "the first identifier (top members, then their bottom members) among the legal \
         pairings with the fewest colour failures (1, C8), strong colour failures (0, C9) and \
         upfloaters' opponents who floated in the previous round (0, C10): 1 2 4 3",
    );
    check(
        team,
        ReasonKind::TeamAlternatesFromLast {
            team: id(2),
            colour: Colour::White,
        },
        "no earlier rule decides: 2 alternates from its last played match and gets White",
    );
    check(
        team,
        ReasonKind::Equalisation { player: id(5) },
        "5 has the lower colour difference, so it gets White",
    );
    check(
        team,
        ReasonKind::LowerWouldStrand { players: ids(&[6]) },
        "6 comes before it in the order of 3.4.2-3.4.4, but a bye to any of them would leave \
         teams that cannot all be paired (3.4.1)",
    );
}

/// Every quality criterion, listed through a match that stops compiling when one is added.
fn every_criterion() -> Vec<QualityCriterion> {
    use QualityCriterion as Q;
    let all = [
        Q::C5,
        Q::C6,
        Q::C7,
        Q::C8,
        Q::C9,
        Q::C10,
        Q::C11,
        Q::C12,
        Q::C13,
        Q::C14,
        Q::C15,
        Q::C16,
        Q::C17,
        Q::C18,
        Q::C19,
        Q::C20,
        Q::C21,
        Q::B4,
        Q::B5,
        Q::B6,
        Q::DueColour,
        Q::SameHalf,
        Q::DoubleSwissNextScoregroup,
        Q::DoubleSwissUpfloaterFloated,
        Q::DoubleSwissOpponentFloated,
        Q::BursteinColours,
        Q::BursteinFloaters,
        Q::BursteinFloaterScores,
        Q::BursteinNextFloaters,
        Q::BursteinNextFloaterScores,
        Q::DubovUpfloaters,
        Q::DubovUpfloaterScores,
        Q::DubovColourPreference,
        Q::DubovMaximumUpfloaters,
        Q::DubovMaximumUpfloats,
        Q::DubovUpfloatedAgain,
    ];
    for criterion in all {
        match criterion {
            Q::C5
            | Q::C6
            | Q::C7
            | Q::C8
            | Q::C9
            | Q::C10
            | Q::C11
            | Q::C12
            | Q::C13
            | Q::C14
            | Q::C15
            | Q::C16
            | Q::C17
            | Q::C18
            | Q::C19
            | Q::C20
            | Q::C21
            | Q::B4
            | Q::B5
            | Q::B6
            | Q::DueColour
            | Q::SameHalf
            | Q::DoubleSwissNextScoregroup
            | Q::DoubleSwissUpfloaterFloated
            | Q::DoubleSwissOpponentFloated
            | Q::BursteinColours
            | Q::BursteinFloaters
            | Q::BursteinFloaterScores
            | Q::BursteinNextFloaters
            | Q::BursteinNextFloaterScores
            | Q::DubovUpfloaters
            | Q::DubovUpfloaterScores
            | Q::DubovColourPreference
            | Q::DubovMaximumUpfloaters
            | Q::DubovMaximumUpfloats
            | Q::DubovUpfloatedAgain => {}
        }
    }
    all.to_vec()
}

#[test]
fn every_criterion_is_worded_by_one_system() {
    for criterion in every_criterion() {
        let titles: Vec<&str> = SYSTEMS
            .iter()
            .filter(|system| (system.criterion)(criterion).is_some())
            .map(|system| system.title)
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        // The three Dutch editions share one list of criteria.
        let dutch = titles.iter().all(|title| title.starts_with("FIDE Dutch"));
        assert!(
            titles.len() == 1 || (dutch && titles.len() == 3),
            "{criterion:?} is worded by {titles:?}"
        );
    }
    assert_eq!(
        super::Words::SHIPPED.criterion_summary(QualityCriterion::SameHalf),
        "pairs of two players of the same half"
    );
}

#[test]
fn each_system_has_its_title() {
    let titles: std::collections::BTreeSet<&str> =
        SYSTEMS.iter().map(|system| system.title).collect();
    assert_eq!(titles.len(), SYSTEMS.len());
    assert_eq!(
        super::title(RuleSet::Lim),
        "FIDE Lim system, C.04.4.3 (2026)"
    );
}

#[test]
fn olympiad_bye_of_4_2() {
    let olympiad = RuleSet::Olympiad2022;
    check(
        olympiad,
        ReasonKind::LowerIneligible {
            players: ids(&[7, 6]),
        },
        "7, 6 come below it in the ranking of 3.2 but may not receive the bye (it had the bye, \
         won a match by default, or joined after round 1)",
    );
    check(
        olympiad,
        ReasonKind::OlympiadLateEntries { teams: ids(&[7]) },
        "7 joined after round 1 (no match and no bye of its own in round 1), so may not receive \
         the bye",
    );
    check(
        olympiad,
        ReasonKind::OlympiadLateEntries {
            teams: ids(&[7, 6]),
        },
        "7, 6 joined after round 1 (no match and no bye of their own in round 1), so may not \
         receive the bye",
    );
}

#[test]
fn a_team_round_is_worded_by_its_own_system_and_a_team_system_without_words_by_the_shared_ones() {
    use super::{SystemWords, TeamPairingWords, Words};
    let shipped = Words::SHIPPED;
    assert_eq!(shipped.team(RuleSet::TeamSwiss2026).group, "scoregroup");
    assert_eq!(
        shipped.team(RuleSet::Olympiad2022).moved_in,
        "floaters moved in"
    );
    static MATCHES: TeamPairingWords = TeamPairingWords {
        groups_heading: "Pools:",
        group: "pool",
        moved_in: "joined",
        no_pairing: "no pairing of the pools",
        absolute_rules: "the pool rules",
        text: "Pool rules",
    };
    static POOLS: SystemWords = SystemWords {
        rules: RuleSet::new("pools"),
        title: "Pools",
        sentence: |_| None,
        criterion: |_| None,
        team: Some(&MATCHES),
    };
    static BARE: SystemWords = SystemWords {
        rules: RuleSet::new("bare"),
        title: "Bare",
        sentence: |_| None,
        criterion: |_| None,
        team: None,
    };
    let systems: &[&SystemWords] = &[&POOLS, &BARE];
    let words = Words::new(systems);
    assert_eq!(words.team(RuleSet::new("pools")).group, "pool");
    assert_eq!(words.team(RuleSet::new("bare")).group, "group");
    assert_eq!(
        words.team(RuleSet::new("bare")).absolute_rules,
        "absolute rules"
    );
}
