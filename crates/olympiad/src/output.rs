//! The plain output of the engine: the matches, the bye, the groups as they were paired, and
//! every decision as a [`Reason`] with its D.02 article.

use rondo_core::{Colour, RoundNo, Score};
use rondo_pairing::RuleRef;

use crate::input::Tpn;

/// Why something was decided: the article of D.02 (or of the ECU's rules) and the facts.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Reason {
    /// The article.
    pub rule: RuleRef,
    /// What was decided, and the facts.
    pub kind: ReasonKind,
}

impl Reason {
    pub(crate) fn new(article: &str, kind: ReasonKind) -> Reason {
        Reason {
            rule: RuleRef::system(article),
            kind,
        }
    }
}

/// What a reason says, as data (the caller words it).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
#[non_exhaustive]
pub enum ReasonKind {
    /// 4.1: the number of teams to be paired is odd.
    OddNumberOfTeams {
        /// The teams to be paired.
        teams: usize,
    },
    /// 4.2: teams ranked below the bye that may not receive it.
    ByeIneligible {
        /// Those teams, lowest ranked first.
        teams: Vec<Tpn>,
    },
    /// 4.1 (reading R2): eligible teams ranked below the bye whose bye would leave the other
    /// teams impossible to pair without a rematch.
    ByeWouldStrand {
        /// Those teams, lowest ranked first.
        teams: Vec<Tpn>,
    },
    /// 4.1: the bye goes to the lowest ranked eligible team.
    ByeLowestEligible {
        /// The team.
        team: Tpn,
    },
    /// 6.4: the median team, whose group is paired last.
    MedianTeam {
        /// The team.
        team: Tpn,
        /// Its match points: the Median Group's.
        match_points: Score,
    },
    /// 7.4: the group is paired without the colour limits of 7.3, since with them it would keep
    /// fewer of its teams paired inside it.
    ColourLimitsDisregarded {
        /// The pairings the group keeps within the limits.
        kept_within_limits: usize,
        /// The pairings it keeps without them.
        kept_without_limits: usize,
    },
    /// 8.2.1 / 8.3.1: a floater moved into the group is paired with the first team of the
    /// group it may meet (the lowest ranked for a floater from below, the highest ranked for a
    /// floater from above).
    FloaterPaired {
        /// The floater.
        floater: Tpn,
        /// Its opponent.
        opponent: Tpn,
        /// Teams tried before and refused (met, colour limits, or the rest of the round).
        passed_over: Vec<Tpn>,
    },
    /// 8.2.4 / 8.3.4: no team of the group can take the floater, which moves on towards the
    /// Median Group.
    FloaterMovesOn {
        /// The floater.
        floater: Tpn,
    },
    /// 8.2.1–8.2.3 / 8.3.1–8.3.3: the team the group floats.
    FloaterChosen {
        /// The team.
        floater: Tpn,
        /// Teams before it in the order of floating that were not floated, since the group
        /// or the round could not then be paired as well (8.2.2 / 8.3.2) or since they have no
        /// opponent in the next group (8.2.3 / 8.3.3).
        passed_over: Vec<Tpn>,
    },
    /// 8.2.3 / 8.3.3: teams of the group that have no opponent they may meet in the next
    /// group towards the Median Group, so others float before them.
    NoOpponentInNextGroup {
        /// Those teams.
        teams: Vec<Tpn>,
    },
    /// 9.5: the most pairings the group can keep among its own teams while every team not yet
    /// paired can still be paired.
    GroupKeeps {
        /// Those pairings.
        pairings: usize,
        /// The group's teams (residents and floaters moved in).
        teams: usize,
    },
    /// 9.3: a team takes the first opponent in the order of 9.3 with which the rest of the
    /// group can still be paired.
    PairTaken {
        /// The team with priority (9.2).
        team: Tpn,
        /// Its opponent.
        opponent: Tpn,
        /// Opponents before it in the order of 9.3 that were refused.
        passed_over: Vec<Tpn>,
    },
    /// 7.3: only one colour keeps both teams within the colour limits.
    ColourLimit {
        /// The team given White.
        white: Tpn,
    },
    /// 7.5.1: the team with the larger colour difference gets Black.
    Equalisation {
        /// The team given Black.
        black: Tpn,
    },
    /// 7.5.2, 7.6: each team gets the colour the other had in the latest round in which their
    /// colours differed.
    Alternation {
        /// That round.
        round: RoundNo,
    },
    /// 7.6: the colours never differed; the team alternates from its last colour.
    AlternationFromLastColour {
        /// The team whose last colour decides.
        team: Tpn,
        /// Its last colour.
        last: Colour,
    },
    /// 7.2: neither team has a colour; the higher ranked team gets the colour drawn by lot if
    /// its pairing number is odd, the other colour if it is even.
    DrawnColour {
        /// The higher ranked team.
        team: Tpn,
    },
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
    NoCompletePairing {
        /// The teams to be paired.
        teams: Vec<Tpn>,
    },
}
