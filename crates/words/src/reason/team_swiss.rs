//! The words of the FIDE Swiss Team Pairing System (C.04.6, 2026): teams, the first-team, and
//! the identifiers of its brackets.

use rondo_pairing::ReasonKind;

use super::{
    SystemWords, TeamPairingWords, colour_name, colour_or_same, comes, list, no_criteria,
    odd_or_even, pair_list, spaced,
};

pub(super) const WORDS: SystemWords = SystemWords {
    rules: rondo_pairing::RuleSet::TeamSwiss2026,
    title: "FIDE Swiss Team Pairing System, C.04.6 (2026)",
    sentence,
    criterion: no_criteria,
    team: Some(&TEAM),
};

/// How C.04.6 names its brackets, upfloaters and absolute criteria.
const TEAM: TeamPairingWords = TeamPairingWords {
    groups_heading: "Brackets (C.04.6 3.5, 3.6):",
    group: "scoregroup",
    moved_in: "upfloaters",
    no_pairing: "no pairing of the teams meets the absolute criteria [C1]-[C3] of C.04.6 (art. \
                 3.3.3: the Chief Arbiter decides)",
    absolute_rules: "absolute criteria [C1]-[C2]",
    text: "C.04.6",
};

fn sentence(kind: &ReasonKind) -> Option<String> {
    let text = match kind {
        ReasonKind::InOrder { pairs } => format!("paired in order: {}", pair_list(pairs)),
        ReasonKind::Transposition { pairs } => format!("transposed: {}", pair_list(pairs)),
        ReasonKind::PreferencesGranted => {
            "their preferences are opposite: both teams get the colour they prefer".to_owned()
        }
        ReasonKind::HigherRankedPreference { colour, player } => format!(
            "both prefer {} equally and their colours never differed: the first-team, {player}, \
             gets its preference",
            colour_or_same(*colour)
        ),
        ReasonKind::Equalisation { player } => {
            format!("{player} has the lower colour difference, so it gets White")
        }
        ReasonKind::InitialColour {
            player,
            number,
            colour,
            initial,
        } => format!(
            "neither team has played a match; the first-team, {player}, has an {} TPN, so it \
             gets {} (the initial colour is {})",
            odd_or_even(*number),
            colour_name(*colour),
            colour_name(*initial)
        ),
        ReasonKind::OddNumberOfPlayers { players } => format!(
            "{players} teams are paired, an odd number, so the pairing-allocated bye is given \
             first: a drawn match, no opponent, no colour"
        ),
        ReasonKind::LowerIneligible { players } => format!(
            "{} {} before it in the order of 3.4.2-3.4.4 but may not receive the \
             pairing-allocated bye (C2)",
            list(players),
            comes(players)
        ),
        ReasonKind::LowerWouldStrand { players } => format!(
            "{} {} before it in the order of 3.4.2-3.4.4, but a bye to any of them would leave \
             teams that cannot all be paired (3.4.1)",
            list(players),
            comes(players)
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
        ReasonKind::ByeLowestMostGamesLargestNumber { games_played } => format!(
            "of the teams that may receive it and leave the others pairable, it has the lowest \
             score, then the most matches played ({games_played}), then the largest TPN"
        ),
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
            spaced(identifier)
        ),
        ReasonKind::TeamAlternatesFromLast { team, colour } => format!(
            "no earlier rule decides: {team} alternates from its last played match and gets {}",
            colour_name(*colour)
        ),
        _ => return None,
    };
    Some(text)
}
