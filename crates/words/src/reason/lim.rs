//! The words of the FIDE Lim system (C.04.4.3, 2026): the Median Scoregroup, floaters paired
//! first, the exchanges of the scrutiny and the colour limits.

use rondo_pairing::{GroupOrder, ReasonKind};

use super::{SystemWords, colour_name, colour_or_same, list, no_criteria, pair_list};

pub(super) const WORDS: SystemWords = SystemWords {
    rules: rondo_pairing::RuleSet::Lim,
    title: "FIDE Lim system, C.04.4.3 (2026)",
    sentence,
    criterion: no_criteria,
    team: None,
};

fn sentence(kind: &ReasonKind) -> Option<String> {
    let text = match kind {
        ReasonKind::InOrder { pairs } => {
            format!("top half against bottom half: {}", pair_list(pairs))
        }
        ReasonKind::Transposition { pairs } => format!("exchanged: {}", pair_list(pairs)),
        ReasonKind::PreferencesGranted => "each gets the colour he is due".to_owned(),
        ReasonKind::HigherRankedPreference { colour, player } => format!(
            "both are due {} and their colour histories are the same: {player} gets it (the \
             higher numbered player in or above the Median Scoregroup, the lower numbered below \
             it)",
            colour_or_same(*colour)
        ),
        ReasonKind::InitialColour {
            player,
            number,
            colour,
            initial,
        } => format!(
            "neither has played: {player}, number {number}, gets {} ({} of #1, drawn by lot, to \
             odd numbers)",
            colour_name(*colour),
            colour_name(*initial)
        ),
        ReasonKind::OddNumberOfPlayers { players } => format!(
            "{players} players are paired, an odd number: the pairing-allocated bye goes to the \
             lowest ranked player of the lowest scoregroup (in round 1 the lowest rated) who may \
             receive it"
        ),
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
        _ => return None,
    };
    Some(text)
}
