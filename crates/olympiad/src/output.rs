//! The plain output of the engine: the matches, the bye, the groups as they were paired, and
//! every decision as a [`Reason`] with its D.02 article.

use rondo_core::Score;
use rondo_pairing::{NoValidPairing, Reason, ReasonKind};

use crate::input::Tpn;

/// A reason under an article of D.02 (the kinds are `rondo_pairing`'s, so that the words of
/// every system are found in one place).
pub(crate) fn reason(article: &str, kind: ReasonKind) -> Reason {
    Reason::system(article, kind)
}

/// Which side of the Median Group a group lies on (6.4), which sets the direction it is
/// paired in (9.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Side {
    /// Above the Median Group: paired from the top group down, highest ranked first.
    Above,
    /// The Median Group, paired last, highest ranked first.
    Median,
    /// Below the Median Group: paired from the bottom group up, lowest ranked first.
    Below,
}

/// Whether a group was paired within the colour limits of 7.3 or without them (7.4).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ColourLimits {
    /// 7.3 observed.
    Observed,
    /// 7.3 disregarded (7.4).
    Disregarded,
}

/// One group (6.3) as it was paired.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct GroupRecord {
    /// The match points of its residents.
    pub match_points: Score,
    /// Its side of the Median Group.
    pub side: Side,
    /// Its residents, highest ranked first.
    pub residents: Vec<Tpn>,
    /// The floaters moved into it, in the order they were paired.
    pub incoming: Vec<Tpn>,
    /// The pairs made in it (the team with priority first).
    pub pairs: Vec<(Tpn, Tpn)>,
    /// The teams it passes on towards the Median Group.
    pub floaters: Vec<Tpn>,
    /// Whether 7.3 was observed.
    pub colour_limits: ColourLimits,
    /// The decisions, in the order they were taken.
    pub reasons: Vec<Reason>,
}

/// One match of the round: the team with White on board 1 first.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct OlympiadPair {
    /// The team with White on board 1.
    pub white: Tpn,
    /// The team with Black on board 1.
    pub black: Tpn,
    /// The rule of Art. 7 that decided the colours.
    pub colour_reason: Reason,
}

/// A round paired.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct OlympiadPairing {
    /// The matches in the order of publication (11.1).
    pub pairs: Vec<OlympiadPair>,
    /// The team that gets the bye (Art. 4).
    pub bye: Option<Tpn>,
    /// Why that team.
    pub bye_reasons: Vec<Reason>,
    /// The median team and its group (6.4), if any team is paired.
    pub median: Option<Reason>,
    /// The groups in the order they were paired (6.4).
    pub groups: Vec<GroupRecord>,
}

/// The outcome of pairing a round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "outcome", rename_all = "snake_case"))]
pub enum OlympiadOutcome {
    /// The round is paired.
    Paired(OlympiadPairing),
    /// No pairing lets every team (but the bye) play a team it has not met (6.1), with a bye
    /// that 4.2 allows: the arbiter decides.
    NoCompletePairing(NoValidPairing),
}
