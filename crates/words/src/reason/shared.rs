//! The sentences of reasons that several systems give in the same words; a system's module
//! words them otherwise when its text does.

use rondo_pairing::{GroupOrder, ReasonKind};

use super::{
    TeamPairingWords, colour_name, colour_or_same, float_name, has, list, list_or_nobody,
    strength_name,
};

/// The shared sentence of `kind`; `None` for a reason only one system gives (its module words
/// it).
pub(super) fn sentence(kind: &ReasonKind) -> Option<String> {
    let text = match kind {
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
        ReasonKind::AloneInScoreGroup => "he is alone in his score group".to_owned(),
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
        ReasonKind::PreferenceGranted { player, other } => {
            format!("{player} gets his preference; {other} has none")
        }
        ReasonKind::StrongerPreference {
            colour,
            winner,
            winner_strength,
            loser,
            loser_strength,
        } => format!(
            "both prefer {}; the {} preference of {winner} wins over the {} preference of \
             {loser}",
            colour_name(*colour),
            strength_name(*winner_strength),
            strength_name(*loser_strength),
        ),
        ReasonKind::Alternation { colour } => format!(
            "both prefer {} equally; they take the opposite colours of the latest game in which \
             their colours differed",
            colour_or_same(*colour)
        ),
        ReasonKind::Equalisation { player } => format!(
            "both are due the same colour: {player} gets it, having had it less often \
             (equalisation)"
        ),
        ReasonKind::ByeEligible => {
            "he may receive it: he has had no bye and no win without playing".to_owned()
        }
        ReasonKind::LowerIneligible { players } => format!(
            "{} {} a lower score but may not receive the bye",
            list(players),
            has(players)
        ),
        ReasonKind::LowerWouldStrand { players } => format!(
            "{} {} a lower score, but if one of them got the bye the others could not all be \
             paired",
            list(players),
            has(players)
        ),
        _ => return None,
    };
    Some(text)
}

/// The words of a team pairing for a team system that brings none of its own.
pub(super) const TEAM: TeamPairingWords = TeamPairingWords {
    groups_heading: "Groups, in the order they were paired:",
    group: "group",
    moved_in: "moved in",
    no_pairing: "no pairing of the teams meets the absolute rules: the arbiter decides",
    absolute_rules: "absolute rules",
    text: "the rules",
};
