//! The words of the FIDE Olympiad Pairing Rules (D.02, 2022): teams, match points, groups, the
//! Median Group and its floaters.

use rondo_pairing::ReasonKind;

use super::{SystemWords, TeamPairingWords, colour_name, comes, list, no_criteria};

pub(super) const WORDS: SystemWords = SystemWords {
    rules: rondo_pairing::RuleSet::Olympiad2022,
    title: "FIDE Olympiad Pairing Rules, D.02 (2022)",
    sentence,
    criterion: no_criteria,
    team: Some(&TEAM),
};

/// How D.02 names its groups, floaters and absolute rules.
const TEAM: TeamPairingWords = TeamPairingWords {
    groups_heading: "Groups of equal match points (D.02 6.3, 6.4), in the order they were paired:",
    group: "group",
    moved_in: "floaters moved in",
    no_pairing: "no pairing lets every team meet a team it has not met (D.02 6.1) with a bye \
                 that 4.2 allows: the arbiter decides",
    absolute_rules: "absolute rules (D.02 6.1, 4.2)",
    text: "D.02",
};

/// "nobody" for an empty list, else the teams.
fn teams_or_nobody(teams: &[rondo_core::PlayerId]) -> String {
    if teams.is_empty() {
        "nobody".to_owned()
    } else {
        list(teams)
    }
}

fn sentence(kind: &ReasonKind) -> Option<String> {
    let text = match kind {
        ReasonKind::OddNumberOfPlayers { players } => format!(
            "{players} teams are to be paired, an odd number, so one team gets the bye first"
        ),
        ReasonKind::LowerIneligible { players } => format!(
            "{} {} below it in the ranking of 3.2 but may not receive the bye (it had the bye, \
             won a match by default, or joined after round 1)",
            list(players),
            comes(players)
        ),
        ReasonKind::OlympiadLateEntries { teams } => {
            let its = if teams.len() == 1 { "its" } else { "their" };
            format!(
                "{} joined after round 1 (no match and no bye of {its} own in round 1), so may \
                 not receive the bye",
                list(teams)
            )
        }
        ReasonKind::LowerWouldStrand { players } => format!(
            "{} {} below it in the ranking of 3.2, but a bye to any of them would leave teams \
             that cannot all meet a team they have not met",
            list(players),
            comes(players)
        ),
        ReasonKind::OlympiadByeLowest { team } => {
            format!("the bye goes to the lowest ranked team that may receive it: {team}")
        }
        ReasonKind::OlympiadMedianTeam { team, match_points } => format!(
            "the median team is {team}, so the group of {match_points} match points is the \
             Median Group, paired last (groups above it from the top down, groups below it \
             from the bottom up)"
        ),
        ReasonKind::OlympiadColourLimitsDisregarded {
            kept_within_limits,
            kept_without_limits,
        } => format!(
            "the colour limits of 7.3 are disregarded in this group: within them it keeps \
             {kept_within_limits} pairings, without them {kept_without_limits}"
        ),
        ReasonKind::OlympiadFloaterPaired {
            floater,
            opponent,
            passed_over,
        } => format!(
            "floater {floater} meets {opponent}, the first team of the group it may meet \
             (passed over: {})",
            teams_or_nobody(passed_over)
        ),
        ReasonKind::OlympiadFloaterMovesOn { floater } => format!(
            "no team of the group can take floater {floater}, which moves on towards the \
             Median Group"
        ),
        ReasonKind::OlympiadFloaterChosen {
            floater,
            passed_over,
        } => format!(
            "{floater} floats towards the Median Group (passed over, since the rest could not \
             then be paired as well or they have no opponent in the next group: {})",
            teams_or_nobody(passed_over)
        ),
        ReasonKind::OlympiadNoOpponentInNextGroup { teams } => {
            let (has, may) = if teams.len() == 1 {
                ("has", "it")
            } else {
                ("have", "they")
            };
            format!(
                "{} {has} no opponent {may} may meet in the next group, so others float first",
                list(teams)
            )
        }
        ReasonKind::OlympiadGroupKeeps { pairings, teams } => format!(
            "the group ({teams} {}) keeps {pairings} {} among its own teams, the most that \
             leaves every team not yet paired pairable",
            if *teams == 1 { "team" } else { "teams" },
            if *pairings == 1 {
                "pairing"
            } else {
                "pairings"
            }
        ),
        ReasonKind::OlympiadPairTaken {
            team,
            opponent,
            passed_over,
        } => format!(
            "{team} meets {opponent}, the first opponent in the order of 9.3 with which the \
             rest of the group can be paired (refused before it: {})",
            teams_or_nobody(passed_over)
        ),
        ReasonKind::OlympiadColourLimit { white } => format!(
            "only one colour keeps both teams within a colour difference of ±2 and no colour \
             three times running: {white} gets White"
        ),
        ReasonKind::OlympiadEqualisation { black } => {
            format!("{black} has the larger colour difference, so it gets Black (equalisation)")
        }
        ReasonKind::OlympiadAlternation { round } => format!(
            "each team gets the colour the other had in round {round}, the latest round in \
             which their colours differed (alternation)"
        ),
        ReasonKind::OlympiadAlternatesFromLast { team, last } => format!(
            "their colours never differed: {team}, the higher ranked team, alternates from its \
             last colour, {}",
            colour_name(*last)
        ),
        ReasonKind::OlympiadDrawnColour { team } => format!(
            "neither team has a colour: the higher ranked team, {team}, gets the colour drawn \
             by lot if its pairing number is odd, the other if it is even"
        ),
        _ => return None,
    };
    Some(text)
}
