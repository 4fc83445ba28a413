//! Colour allocation (Art. 4), once the whole round is paired. A "colour" is a match colour
//! (1.6): the colour of game 1 of a match of which at least one game was played.

use rondo_core::Colour;

use crate::field::{Entrant, Field};

/// Which rule of 4.3 decided a pair's colours.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum ColourRule {
    /// 4.3.1: neither has had a colour; the initial colour by the HRP's TPN parity.
    InitialColour,
    /// 4.3.2: White to the player who has had fewer Whites.
    FewerWhites,
    /// 4.3.3: alternate from the latest match where their colours differed.
    LatestDifference,
    /// 4.3.4: the HRP alternates from his last match.
    HigherRankedAlternates,
    /// 4.3.5: the opponent alternates from his last match.
    OpponentAlternates,
}

impl ColourRule {
    /// The article.
    #[must_use]
    pub fn article(self) -> &'static str {
        match self {
            ColourRule::InitialColour => "4.3.1",
            ColourRule::FewerWhites => "4.3.2",
            ColourRule::LatestDifference => "4.3.3",
            ColourRule::HigherRankedAlternates => "4.3.4",
            ColourRule::OpponentAlternates => "4.3.5",
        }
    }
}

/// The colour of `hrp` (the higher ranked player of the pair, 4.2) against `opponent`, and the
/// rule that decided it.
pub(crate) fn colour_of(hrp: &Entrant, opponent: &Entrant, field: &Field) -> (Colour, ColourRule) {
    if hrp.colours.is_empty() && opponent.colours.is_empty() {
        let colour = if hrp.id.get() % 2 == 1 {
            field.initial_colour
        } else {
            field.initial_colour.opposite()
        };
        return (colour, ColourRule::InitialColour);
    }
    let (mine, theirs) = (hrp.whites(), opponent.whites());
    if mine != theirs {
        let colour = if mine < theirs {
            Colour::White
        } else {
            Colour::Black
        };
        return (colour, ColourRule::FewerWhites);
    }
    // Histories aligned at their ends (GHR 3.4): the latest match where they differed.
    for (a, b) in hrp.colours.iter().rev().zip(opponent.colours.iter().rev()) {
        if a != b {
            return (a.opposite(), ColourRule::LatestDifference);
        }
    }
    if let Some(last) = hrp.colours.last() {
        return (last.opposite(), ColourRule::HigherRankedAlternates);
    }
    let last = opponent.colours.last().copied().unwrap_or(Colour::White);
    (last, ColourRule::OpponentAlternates)
}
