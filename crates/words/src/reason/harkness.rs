//! The words of the US Swiss system with Harkness pairings: halves, natural opponents,
//! alternation and the colour drawn by lot.

use rondo_core::Float;
use rondo_pairing::{QualityCriterion, ReasonKind};

use super::{SystemWords, list_or_nobody, pair_list};

pub(super) const WORDS: SystemWords = SystemWords {
    rules: rondo_pairing::RuleSet::UsSwissHarkness,
    title: "US Swiss system, Harkness pairings",
    sentence,
    criterion,
    team: None,
};

fn criterion(criterion: QualityCriterion) -> Option<&'static str> {
    match criterion {
        QualityCriterion::DueColour => Some("players who do not get the colour they are due"),
        QualityCriterion::SameHalf => Some("pairs of two players of the same half"),
        _ => None,
    }
}

fn sentence(kind: &ReasonKind) -> Option<String> {
    let text = match kind {
        ReasonKind::Halves { upper, lower } => format!(
            "upper half {}, lower half {}",
            list_or_nobody(upper),
            list_or_nobody(lower)
        ),
        ReasonKind::InOrder { .. } => "upper half against lower half in order".to_owned(),
        ReasonKind::Transposition { pairs } => format!(
            "transposed to avoid rematches and let players alternate colours, with the least \
             change from the natural opponents: {}",
            pair_list(pairs)
        ),
        ReasonKind::SameHalfPair => {
            "two players of the same half meet: no pairing of upper against lower half avoids it"
                .to_owned()
        }
        ReasonKind::RepairedForRest => "the group's own best pairing would leave later players \
                                        without a legal opponent: it was paired again with every \
                                        player still unpaired"
            .to_owned(),
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
        ReasonKind::PreferencesGranted => "each gets the colour he is due (alternation)".to_owned(),
        ReasonKind::PreferenceGranted { .. } => {
            "the player who has played gets the colour he is due (alternation)".to_owned()
        }
        ReasonKind::HigherRankedPreference { player, .. } => format!(
            "both are due the same colour and equally balanced: the higher-ranked, {player}, gets \
             it (the source draws lots)"
        ),
        ReasonKind::InitialColour { player, number, .. } => format!(
            "neither has played: {player} (pairing number {number}) takes the colour drawn by lot \
             if his number is odd, the other colour if it is even"
        ),
        ReasonKind::OddNumberOfPlayers { .. } => "the number of players is odd: the bye goes to \
                                                  the lowest score, and among equal scores the \
                                                  lowest rated, who has not had it"
            .to_owned(),
        ReasonKind::LowerIneligible { players } => format!(
            "{} ranked before him for the bye already had one (never twice)",
            list_or_nobody(players)
        ),
        ReasonKind::LowerWouldStrand { players } => format!(
            "a bye to {} would leave players who cannot all be paired without a rematch",
            list_or_nobody(players)
        ),
        _ => return None,
    };
    Some(text)
}
