//! Explaining a round's pairing: plain data that every pairing system fills (players, scores,
//! rule references and what was decided), and that `rondo-words` renders in words.

use rondo_core::{Colour, ColourPreference, Float, PlayerId, PreferenceStrength, RoundNo, Score};

use crate::{Failures, NoValidPairing, Pairing, RuleRef};

/// The rules a round was paired and explained by: a system, in one edition of its text, named by
/// a stable key (what JSON outputs carry). Open, so that a system defined in any crate names its
/// own rules and `rondo-words` finds its words by them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(transparent))]
pub struct RuleSet(&'static str);

// The rule sets of the systems of this workspace, named as they were when `RuleSet` was a
// closed enum, so that the engines read the same.
#[allow(non_upper_case_globals)]
impl RuleSet {
    /// The FIDE Dutch system, C.04.3 (2025).
    pub const Dutch2025: RuleSet = RuleSet("dutch_2025");
    /// The FIDE Dutch system, C.04.3 (2017).
    pub const Dutch2017: RuleSet = RuleSet("dutch_2017");
    /// The FIDE Dutch system, the pre-2013 text (2009).
    pub const Dutch2009: RuleSet = RuleSet("dutch_2009");
    /// The US Swiss system with Harkness pairings.
    pub const UsSwissHarkness: RuleSet = RuleSet("us_swiss_harkness");
    /// The FIDE Double-Swiss system, C.04.5 (2026): two-game matches.
    pub const DoubleSwiss: RuleSet = RuleSet("double_swiss");
    /// The FIDE Burstein system, C.04.4.2 (the text applied from 1 February 2026).
    pub const Burstein2026: RuleSet = RuleSet("burstein_2026");
    /// The FIDE Dubov system, C.04.4.1 (applied from 1 February 2026).
    pub const Dubov2026: RuleSet = RuleSet("dubov_2026");
    /// The FIDE Lim system, C.04.4.3 (2026).
    pub const Lim: RuleSet = RuleSet("lim");
    /// The FIDE Swiss Team Pairing System, C.04.6 (applied from 1 February 2026).
    pub const TeamSwiss2026: RuleSet = RuleSet("team_swiss_2026");
    /// The FIDE Olympiad Pairing Rules, D.02 (effective from 1 January 2022).
    pub const Olympiad2022: RuleSet = RuleSet("olympiad_2022");
}

impl RuleSet {
    /// The rule set named `key` (lower case, words joined by `_`: "dutch_2025"); one key per
    /// system and edition.
    #[must_use]
    pub const fn new(key: &'static str) -> RuleSet {
        RuleSet(key)
    }

    /// The key, as JSON outputs carry it.
    #[must_use]
    pub const fn key(self) -> &'static str {
        self.0
    }
}

/// A reason for a decision: the rule an arbiter looks up, and what was decided with the facts
/// that decided it. `rondo-words` words it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Reason {
    /// The article or criterion ("C6", "art. 5.2.2", "C.04.1 art. 3", "line 611"), if one
    /// applies.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub rule: Option<RuleRef>,
    /// What was decided, and the facts.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub kind: ReasonKind,
}

impl Reason {
    /// A reason under `rule`.
    #[must_use]
    pub fn new(rule: Option<RuleRef>, kind: ReasonKind) -> Reason {
        Reason { rule, kind }
    }

    /// A reason under an article of the system's own text.
    #[must_use]
    pub fn system(article: impl Into<String>, kind: ReasonKind) -> Reason {
        Reason {
            rule: Some(RuleRef::system(article)),
            kind,
        }
    }
}

/// The order in which a US Swiss score group is paired (line 615 of the US rules).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GroupOrder {
    /// Above the middle score: groups are paired from the top down.
    TopDown,
    /// Below the middle score: groups are paired from the bottom up.
    BottomUp,
    /// The middle group, paired last.
    Middle,
}

/// What was decided, with its facts: how a bracket was paired, why a player floated, how the
/// colours of a board were given, why a player got the bye.
///
/// The same kind serves every system that decides the same thing (an exchange, a
/// transposition, the colours of two equal preferences); `rondo-words` words it in the
/// system's own terms ([`RuleSet`]). Players are start numbers; pairs are higher-ranked (or S1)
/// player first.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum ReasonKind {
    // ---- how a bracket (score group) is paired ----
    /// The players moved down are paired first, each with the highest resident the criteria
    /// allow (Dutch art. 3.2); `limbo` stays unpaired and moves down again. No pair means no
    /// moved-down player could be paired here.
    MovedDownPairedFirst {
        /// The pairs of moved-down players.
        pairs: Vec<(PlayerId, PlayerId)>,
        /// The moved-down players left unpaired.
        limbo: Vec<PlayerId>,
    },
    /// The bracket, or the remainder after the moved-down players' pairs, splits into S1 and
    /// S2 (Dutch art. 3.2, 2009 C4 for a homogeneous group).
    Subgroups {
        /// Whether this is the remainder of a bracket with moved-down players.
        remainder: bool,
        /// S1, as many players as pairs.
        s1: Vec<PlayerId>,
        /// S2.
        s2: Vec<PlayerId>,
    },
    /// A heterogeneous group: S1 the players moved down, S2 the residents (2009 C4).
    HeterogeneousSubgroups {
        /// The players moved down.
        moved_down: Vec<PlayerId>,
        /// The residents.
        residents: Vec<PlayerId>,
    },
    /// The remainder of a heterogeneous group makes no pair (2009 C4).
    RemainderUnpaired {
        /// The players of the remainder.
        players: Vec<PlayerId>,
    },
    /// The halves of a US Swiss group (lines 593, 611).
    Halves {
        /// The upper half.
        upper: Vec<PlayerId>,
        /// The lower half.
        lower: Vec<PlayerId>,
    },
    /// S1 meets S2 in order (the upper half the lower half in order).
    InOrder {
        /// The pairs.
        pairs: Vec<(PlayerId, PlayerId)>,
    },
    /// S2 was transposed, because S1 in order against S2 was not as good by the criteria (US
    /// Swiss: to avoid rematches and let players alternate colours).
    Transposition {
        /// The pairs made (US Swiss: those that differ from the natural opponents).
        pairs: Vec<(PlayerId, PlayerId)>,
    },
    /// Players were exchanged between S1 and S2 because no pairing of the original S1 against
    /// S2 met the criteria as well.
    Exchange {
        /// The players moved from S1 to S2.
        out: Vec<PlayerId>,
        /// The players moved from S2 to S1.
        into: Vec<PlayerId>,
        /// The pairs of the new S1 against S2.
        pairs: Vec<(PlayerId, PlayerId)>,
    },
    /// The only player of a score group moves down (2009 A3, C1).
    MovedDownAlone {
        /// The player.
        players: Vec<PlayerId>,
    },
    /// Players who cannot meet anybody of the group without breaking B1 or B2 move down at
    /// once (2009 C1).
    MovedDownAtOnce {
        /// The players.
        players: Vec<PlayerId>,
    },
    /// The search reached its bounds (2009): the lowest group was completed by a pairing
    /// that keeps the absolute criteria, any other group moved down whole.
    SearchBounds {
        /// Whether this is the lowest group (completed rather than moved down).
        lowest: bool,
    },
    /// Players of S1 of a heterogeneous group stay unpaired: no pairing that pairs them meets
    /// the criteria and leaves the rest pairable (2009 C14).
    MovedDownLeftOver {
        /// The players left over.
        players: Vec<PlayerId>,
        /// Whether this is the lowest group (where what is left must take the bye).
        lowest: bool,
    },
    /// The number of pairs was lowered (2009 C14).
    PairsLowered {
        /// The most pairs the group could make.
        from: usize,
        /// The pairs made.
        to: usize,
    },
    /// x: how many pairs may leave both players without their preferred colour (2009 A8).
    ColourAllowance {
        /// x.
        x: usize,
    },
    /// x raised: no pairing with fewer colour failures meets the other criteria (2009 C11).
    ColourAllowanceRaised {
        /// The new x.
        x: usize,
    },
    /// Strong colour preferences kept like absolute ones in an odd round, or not, because that
    /// would leave more players unpaired (2009 A7 d).
    StrongAsAbsolute {
        /// Whether the rule was applied.
        applied: bool,
    },
    /// Float criteria dropped because no pairing met them (2009 C9, C10): 1 drops B6 for the
    /// players floating down, 2 also B5, 3 also B6 for those floating up, 4 also B5 for them.
    FloatCriteriaDropped {
        /// The step of the ladder, 1–4.
        step: u8,
    },
    /// The players moved down are paired lower, as 2009 C12 allows: no pairing lets each meet
    /// a player of the next group.
    LookaheadDropped,
    /// The order in which the group is paired (US Swiss line 615).
    GroupOrder {
        /// The order.
        order: GroupOrder,
    },
    /// Players carried into the group from another score group, paired first (US rule V).
    Carried {
        /// The players.
        players: Vec<PlayerId>,
    },
    /// Two players of the same half meet: no pairing of upper against lower half avoids it (US
    /// line 611).
    SameHalfPair,
    /// The group's own best pairing would leave later players without a legal opponent: it was
    /// paired again with every player still unpaired (US line 615).
    RepairedForRest,

    // ---- why a player floats ----
    /// The last bracket leaves him over: he receives the pairing-allocated bye.
    LeftOverForBye,
    /// Nobody of the bracket may meet him.
    NobodyMayMeet,
    /// He may meet nobody in the bracket: he has played (or may not meet) `met`, and `same_colour`
    /// have the same absolute colour preference as he.
    MayMeetNobody {
        /// The players he has played or may not meet.
        met: Vec<PlayerId>,
        /// The players with the same absolute colour preference.
        same_colour: Vec<PlayerId>,
    },
    /// The bracket could make more pairs, but only `made` keep the players below pairable (or,
    /// in 2025, the bye on the lowest score possible).
    PairsLimitedByCompletion {
        /// The most pairs the bracket could make.
        possible: usize,
        /// The pairs made.
        made: usize,
    },
    /// The bracket's players make at most `pairs` pairs, so the others float (2009: the
    /// pairing taken leaves him over).
    MostPairs {
        /// The players of the bracket.
        players: usize,
        /// The pairs made.
        pairs: usize,
    },
    /// A moved-down player not paired in this bracket moves down again.
    MovedDownAgain,
    /// Who floats is chosen by the criteria in order, then by the order the rules try
    /// candidates.
    FloaterByCriteria,
    /// He is alone in his score group.
    AloneInScoreGroup,
    /// The search reached its bounds and the group moved down whole (2009).
    GroupMovedDownWhole,
    /// The group is odd, and he is the card that moves on (US line 611).
    OddGroup {
        /// Up below the middle score, down above it.
        direction: Float,
    },
    /// He cannot be paired in the group without a rematch or without leaving later players
    /// unpairable (US rules IV, V).
    CannotBePairedInGroup,
    /// He floated the same way before: this counts against the pairing.
    RepeatedFloat {
        /// The direction.
        direction: Float,
        /// 1 for the last round, 2 for the round before it.
        rounds_ago: u8,
    },
    /// He floated the same way before: allowed only because C9 (down) or C10 (up) dropped the
    /// criterion (2009).
    RepeatedFloatAllowed {
        /// The direction.
        direction: Float,
    },
    /// He meets a player who moved down into the bracket.
    MeetsMovedDown {
        /// The player who moved down.
        opponent: PlayerId,
        /// The opponent's score.
        #[cfg_attr(feature = "serde", serde(serialize_with = "crate::audit::points::one"))]
        score: Score,
    },

    // ---- how the colours of a board are given ----
    /// Both players get the colour they prefer (or are due).
    PreferencesGranted,
    /// One player gets his preference; the other has none (or has not played).
    PreferenceGranted {
        /// The player with a preference.
        player: PlayerId,
        /// The player without one.
        other: PlayerId,
    },
    /// Both prefer the same colour; the stronger preference wins.
    StrongerPreference {
        /// The colour both prefer.
        colour: Colour,
        /// The player who gets it.
        winner: PlayerId,
        /// His preference's strength.
        winner_strength: PreferenceStrength,
        /// The other player.
        loser: PlayerId,
        /// The other's strength.
        loser_strength: PreferenceStrength,
    },
    /// Equal preferences: they take the opposite colours of the latest game in which their
    /// colours differed.
    Alternation {
        /// The colour both prefer, when known.
        colour: Option<Colour>,
    },
    /// Equal preferences and colour histories: the higher-ranked player gets his preference
    /// (US Swiss: both equally balanced, where the source draws lots).
    HigherRankedPreference {
        /// The colour both prefer, when known.
        colour: Option<Colour>,
        /// The higher-ranked player.
        player: PlayerId,
    },
    /// Both are due the same colour: the player who had it less often gets it (US rule VIII).
    Equalisation {
        /// The player who gets it.
        player: PlayerId,
    },
    /// Neither has a colour preference: the higher-ranked player's colour follows from his
    /// pairing number and the initial colour.
    InitialColour {
        /// The higher-ranked player.
        player: PlayerId,
        /// His pairing number (in the round's order for 2009).
        number: usize,
        /// The colour he gets.
        colour: Colour,
        /// The initial colour (drawn by lot).
        initial: Colour,
    },
    /// The colours of E1–E5 would break B2: swapped (2009).
    ColoursSwapped,

    // ---- why a player gets the bye ----
    /// The number of players is odd, so one of them gets the bye (2009: the lowest score
    /// group had an odd number of players, and the pairing taken leaves him over).
    OddNumberOfPlayers {
        /// The number of players paired.
        players: usize,
    },
    /// He may receive the bye: he has had none and no point without playing.
    ByeEligible,
    /// The 2017 rules give the bye to the player the lowest bracket leaves over.
    ByeToLeftOver,
    /// Nobody has a lower score: the bye goes to the lowest score possible.
    NobodyLower,
    /// Players below him (lower score, or ranked before him for the bye) may not receive it.
    LowerIneligible {
        /// The players.
        players: Vec<PlayerId>,
    },
    /// Players below him have a lower score, but a bye to one of them would leave players who
    /// cannot all be paired.
    LowerWouldStrand {
        /// The players.
        players: Vec<PlayerId>,
    },
    /// The unplayed games of the eligible players with his score (Dutch C9).
    FewestUnplayed {
        /// How many other eligible players have his score.
        rivals: usize,
        /// His unplayed games.
        unplayed: u32,
        /// The fewest unplayed games of the others.
        others_at_least: u32,
    },
    // Double-Swiss (C.04.5)
    /// The upfloaters who join the top-scoregroup (C.04.5 3.5): the first set, in the order of
    /// 3.5.4, of the fewest players (\[C4\]) with the highest scores (\[C5\]) that leaves a legal
    /// pairing and best meets \[C6\] and \[C7\]. Empty when the scoregroup pairs on its own.
    TopScoregroupUpfloaters {
        /// The upfloaters, by score then TPN.
        upfloaters: Vec<PlayerId>,
        /// Whether the next scoregroup can still be paired with the fewest upfloaters (\[C6\]).
        next_scoregroup_pairable: bool,
        /// Upfloaters who floated in the previous match (\[C7\]).
        floated_before: usize,
    },
    /// The bracket is paired by the first identifier (3.6.2: top members, then their bottom
    /// members) that meets \[C1\] and has the fewest upfloaters' opponents who floated in the
    /// previous match (\[C8\]).
    FirstIdentifier {
        /// The identifier.
        identifier: Vec<PlayerId>,
        /// Upfloaters' opponents who floated in the previous match.
        floater_opponents: usize,
    },

    // Burstein (C.04.4.2)
    /// Burstein art. 1.6: the round is a seeding round, paired by the Dutch system, or (when
    /// `seeding` is false) the seeding rounds are over and the Burstein rules pair it.
    SeedingRounds {
        /// The number of seeding rounds (art. 1.6.2).
        seeding_rounds: u16,
        /// Whether this round is one of them.
        seeding: bool,
    },
    /// Burstein art. 1.8 and 4.1: the bracket ranked by the Index (Buchholz, then
    /// Sonneborn-Berger, higher first), then by TPN; the position is the in-bracket sequence
    /// number (BSN). Scores are not used.
    IndexOrder {
        /// The players, BSN 1 first.
        ranking: Vec<IndexRank>,
    },
    /// Burstein art. 3.2.2 and 4.3: the pairing is the first candidate of the order (BSN 1
    /// against the last BSN, and so on, floating last), or else the first in that order that
    /// complies best with the criteria.
    CandidateOrder {
        /// Whether it is the very first candidate of the order.
        first_candidate: bool,
        /// The virtual players added (art. 4.2): the number of outgoing floaters.
        floaters: usize,
    },
    /// Burstein art. 4.3: a BSN does not get the first opponent still open in the order: the
    /// players before his opponent in the order may not meet him (\[C1\], \[C3\]), or no pairing
    /// with them complies best with \[C4\]–\[C8\].
    OpponentInOrder {
        /// The player.
        player: PlayerId,
        /// His BSN.
        bsn: usize,
        /// His opponent; `None` when he floats (the virtual player of art. 4.2).
        opponent: Option<PlayerId>,
        /// Earlier candidates he may not meet.
        may_not_meet: Vec<PlayerId>,
        /// Earlier candidates with whom the pairing would not comply best with the criteria.
        not_best: Vec<PlayerId>,
    },
    /// Burstein art. 3.1.4–3.1.5: among the eligible players with the lowest score, the most
    /// games played, then the lowest ranking by the Index.
    ByeByGamesAndRanking {
        /// How many other eligible players have his score.
        rivals: usize,
        /// The games he has played.
        games_played: u16,
    },

    // Dubov (C.04.4.1)
    /// The bracket's upfloaters (Dubov art. 3.2.1, 3.2.2, 4.1, 4.2): the fewest the residents
    /// need (\[C5\]), of the highest scores (\[C6\]), the first set in the order of 4.1.3 among
    /// those whose bracket is best by \[C7\]–\[C10\]. Empty when the residents pair among
    /// themselves.
    UpfloatersChosen {
        /// The upfloaters, by sequence number (score, then TPN).
        upfloaters: Vec<PlayerId>,
        /// The players with a lower score they were chosen from.
        pool: usize,
        /// How many candidate sets were paired and compared.
        sets_compared: usize,
        /// The players of the bracket who do not get their colour preference (\[C7\]).
        colour_failures: u32,
    },
    /// G1 and G2 (Dubov art. 3.2.3): the White seekers and the Black seekers, or the halves by
    /// TPN when nobody in the bracket has played.
    SeekerGroups {
        /// G1.
        g1: Vec<PlayerId>,
        /// G2.
        g2: Vec<PlayerId>,
        /// Whether they are the halves by TPN.
        by_rank: bool,
    },
    /// Players shifted between G1 and G2 (Dubov art. 3.2.4): step 1 the players of the smaller
    /// subgroup who must meet inside it, step 2 to equalise the sizes; the first legal set in
    /// the middle-out order of 4.3 (White seekers by ARO, Black seekers by TPN).
    Shifted {
        /// 1 or 2 (art. 3.2.4.1 or 3.2.4.2).
        step: u8,
        /// The players shifted.
        players: Vec<PlayerId>,
        /// Whether they left G1 for G2 (else G2 for G1).
        from_g1: bool,
        /// The size of the subgroup they were chosen from.
        pool: usize,
    },
    /// S1 (Dubov art. 3.2.5): G1 after the shifts by ARO ascending, then TPN.
    S1ByAro {
        /// The players of S1 with their ARO, in order.
        s1: Vec<(PlayerId, u16)>,
    },
    /// T2 (Dubov art. 3.2.6, 4.4): the first transposition of G2 (by TPN) that pairs S1 legally.
    FirstLegalTransposition {
        /// The pairs, S1 player first.
        pairs: Vec<(PlayerId, PlayerId)>,
        /// Whether G2 in TPN order itself was legal (no transposition needed).
        in_order: bool,
    },
    /// An upfloater (Dubov art. 4.2.2): his sequence number among the players of lower score.
    ChosenUpfloater {
        /// 1-based sequence number (score descending, then TPN).
        sequence: usize,
        /// Whether he is a maximum upfloater (art. 1.8).
        maximum_upfloater: bool,
    },
    /// The PAB among the eligible players whose absence leaves the others pairable (Dubov art.
    /// 3.1.3–3.1.5): the lowest score, then the most games played, then the largest TPN.
    ByeLowestMostGamesLargestNumber {
        /// His games played over the board.
        games_played: u16,
    },
    // Lim (C.04.4.3)
    /// The place of a scoregroup in the Lim pairing order (art. 2.2): above the Median
    /// Scoregroup from the highest downward, below it from the lowest upward, the median last.
    ScoregroupOrder {
        /// Which part of the order.
        order: GroupOrder,
        /// The score of the Median Scoregroup: half a win per round played.
        #[cfg_attr(feature = "serde", serde(serialize_with = "crate::audit::points::one"))]
        median: Score,
    },
    /// Only one colour allocation keeps both players within the colour limits of Lim art. 2.1
    /// (5.3).
    ColourLimits,
    /// A floater received from another scoregroup is paired first, with the first available
    /// player in the order of Lim art. 3.8.
    FloaterPairedFirst {
        /// The floater.
        floater: PlayerId,
        /// His opponent.
        opponent: PlayerId,
        /// Whether the opponent was taken for his due colour over the first available one.
        for_colour: bool,
    },
    /// The scrutiny of Lim art. 4: the player takes the first opponent in the exchange order
    /// (his proposed opponent, the rest of the bottom half downward, then the top half from
    /// the bottom up) who is compatible and leaves the rest pairable.
    ScrutinyExchange {
        /// The player scrutinised.
        player: PlayerId,
        /// The opponent he gets.
        opponent: PlayerId,
        /// The players tried before in the exchange order, whom he does not get.
        passed: Vec<PlayerId>,
        /// Whether the opponent was taken so that both get their due colours (art. 5.2).
        for_colour: bool,
    },
    /// He floats to make the number even, chosen in the order of Lim art. 3 (3.9, 3.10, 3.2.2,
    /// 3.2.4): `passed` came before him in the numbering order and stay.
    FloaterChosen {
        /// The players before him in the numbering order who stay.
        passed: Vec<PlayerId>,
        /// The colour most players of the group were due, when it decided (art. 3.2.2).
        majority: Option<Colour>,
    },
    // Team Swiss (C.04.6)
    /// A team bracket is paired by the first identifier (C.04.6 3.6.2: top members, then their
    /// bottom members) among the pairings with the fewest colour failures (\[C8\]), then strong
    /// colour failures (\[C9\]), then upfloaters' opponents who floated in the previous round
    /// (\[C10\]).
    TeamBracketPaired {
        /// The identifier.
        identifier: Vec<PlayerId>,
        /// Teams that do not get their colour preference (\[C8\]).
        colour_failures: u32,
        /// Teams that do not get their strong colour preference (\[C9\]).
        strong_colour_failures: u32,
        /// Upfloaters' opponents who floated in the previous round (\[C10\]).
        floater_opponents: u32,
    },
    /// A team's colour alternates from its last played match (C.04.6 4.3.8 for the
    /// first-team, 4.3.9 for the other team).
    TeamAlternatesFromLast {
        /// The team.
        team: PlayerId,
        /// The colour it gets.
        colour: Colour,
    },
    // Olympiad (D.02, 2022)
    /// D.02 4.1: the bye goes to the lowest ranked eligible team.
    OlympiadByeLowest {
        /// The team.
        team: PlayerId,
    },
    /// D.02 4.2 (by the secondary source): teams passed over for the bye because they joined
    /// after round 1.
    OlympiadLateEntries {
        /// Those teams.
        teams: Vec<PlayerId>,
    },
    /// D.02 6.4: the median team, whose group (the Median Group) is paired last.
    OlympiadMedianTeam {
        /// The team.
        team: PlayerId,
        /// Its match points: the Median Group's.
        #[cfg_attr(feature = "serde", serde(serialize_with = "crate::audit::points::one"))]
        match_points: Score,
    },
    /// D.02 7.4: the group is paired without the colour limits of 7.3, since with them it would
    /// keep fewer of its teams paired inside it.
    OlympiadColourLimitsDisregarded {
        /// The pairings the group keeps within the limits.
        kept_within_limits: usize,
        /// The pairings it keeps without them.
        kept_without_limits: usize,
    },
    /// D.02 8.2.1 / 8.3.1: a floater moved into the group is paired with the first team of the
    /// group it may meet (the lowest ranked for a floater from below, the highest ranked for a
    /// floater from above).
    OlympiadFloaterPaired {
        /// The floater.
        floater: PlayerId,
        /// Its opponent.
        opponent: PlayerId,
        /// Teams tried before and refused (met, colour limits, or the rest of the round).
        passed_over: Vec<PlayerId>,
    },
    /// D.02 8.2.4 / 8.3.4: no team of the group can take the floater, which moves on towards
    /// the Median Group.
    OlympiadFloaterMovesOn {
        /// The floater.
        floater: PlayerId,
    },
    /// D.02 8.2.1–8.2.3 / 8.3.1–8.3.3: the team the group floats.
    OlympiadFloaterChosen {
        /// The team.
        floater: PlayerId,
        /// Teams before it in the order of floating that were not floated (8.2.2 / 8.3.2, or
        /// 8.2.3 / 8.3.3: no opponent in the next group).
        passed_over: Vec<PlayerId>,
    },
    /// D.02 8.2.3 / 8.3.3: teams of the group that have no opponent they may meet in the next
    /// group towards the Median Group, so others float before them.
    OlympiadNoOpponentInNextGroup {
        /// Those teams.
        teams: Vec<PlayerId>,
    },
    /// D.02 9.5: the most pairings the group keeps among its own teams while every team not yet
    /// paired can still be paired.
    OlympiadGroupKeeps {
        /// Those pairings.
        pairings: usize,
        /// The group's teams (residents and floaters moved in).
        teams: usize,
    },
    /// D.02 9.3: a team takes the first opponent in the order of 9.3 with which the rest of the
    /// group can still be paired.
    OlympiadPairTaken {
        /// The team with priority (9.2).
        team: PlayerId,
        /// Its opponent.
        opponent: PlayerId,
        /// Opponents before it in the order of 9.3 that were refused.
        passed_over: Vec<PlayerId>,
    },
    /// D.02 7.3: only one colour keeps both teams within the colour limits.
    OlympiadColourLimit {
        /// The team given White.
        white: PlayerId,
    },
    /// D.02 7.5.1: the team with the larger colour difference gets Black.
    OlympiadEqualisation {
        /// The team given Black.
        black: PlayerId,
    },
    /// D.02 7.5.2, 7.6: each team gets the colour the other had in the latest round in which
    /// their colours differed.
    OlympiadAlternation {
        /// That round.
        round: RoundNo,
    },
    /// D.02 7.6: the colours never differed; the team alternates from its last colour.
    OlympiadAlternatesFromLast {
        /// The team whose last colour decides.
        team: PlayerId,
        /// Its last colour.
        last: Colour,
    },
    /// D.02 7.2: neither team has a colour; the higher ranked team gets the colour drawn by lot
    /// if its pairing number is odd, the other colour if it is even.
    OlympiadDrawnColour {
        /// The higher ranked team.
        team: PlayerId,
    },
}

/// A player's place in a Burstein bracket (art. 1.8): his Index, exact.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct IndexRank {
    /// The player.
    pub player: PlayerId,
    /// Buchholz (art. 1.7.1).
    #[cfg_attr(feature = "serde", serde(serialize_with = "crate::audit::points::one"))]
    pub buchholz: Score,
    /// Sonneborn-Berger (art. 1.7.1), in hundredths of a point.
    pub sonneborn_berger_hundredths: i64,
}

/// A quality criterion a pairing may fail, by the rule that defines it.
///
/// `C5`–`C21` are the FIDE Dutch system's criteria by their 2025 numbers (the 2017 text
/// numbers them differently: the [`RuleRef`] next to the criterion gives the edition's
/// number); `B4`–`B6` the relative criteria of the 2009 Dutch text; the last two are the US
/// Swiss system's.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum QualityCriterion {
    /// Dutch C5: the bye goes to the lowest score possible.
    C5,
    /// Dutch C6: as few players as possible float down.
    C6,
    /// Dutch C7: players with scores as low as possible float down.
    C7,
    /// Dutch C8: the next bracket leaves as few players unpaired as possible.
    C8,
    /// Dutch C9: the bye goes to a player with as few unplayed games as possible.
    C9,
    /// Dutch C10: no topscorer or opponent ends with a colour difference beyond ±2.
    C10,
    /// Dutch C11: no topscorer or opponent gets the same colour three times in a row.
    C11,
    /// Dutch C12: players get their colour preference.
    C12,
    /// Dutch C13: players get their strong colour preference.
    C13,
    /// Dutch C14: no resident floats down who floated down last round.
    C14,
    /// Dutch C15: no opponent of a moved-down player floats up who floated up last round.
    C15,
    /// Dutch C16: no resident floats down who floated down two rounds before.
    C16,
    /// Dutch C17: no opponent of a moved-down player floats up who floated up two rounds
    /// before.
    C17,
    /// Dutch C18: small score differences for moved-down players who floated down last round.
    C18,
    /// Dutch C19: small score differences for opponents who floated up last round.
    C19,
    /// Dutch C20: small score differences for moved-down players who floated down two rounds
    /// before.
    C20,
    /// Dutch C21: small score differences for opponents who floated up two rounds before.
    C21,
    /// Dutch 2009 B4: pairs in which both players have the same colour preference.
    B4,
    /// Dutch 2009 B5: players receiving the same float as in the previous round.
    B5,
    /// Dutch 2009 B6: players receiving the same float as two rounds before.
    B6,
    /// US rule VIII: players who do not get the colour they are due.
    DueColour,
    /// US line 611: pairs of two players of the same half.
    SameHalf,
    // Double-Swiss (C.04.5)
    /// Double-Swiss \[C6\]: the next scoregroup can be paired with the fewest upfloaters.
    DoubleSwissNextScoregroup,
    /// Double-Swiss \[C7\]: no upfloater floated in the previous match.
    DoubleSwissUpfloaterFloated,
    /// Double-Swiss \[C8\]: no upfloater's opponent floated in the previous match.
    DoubleSwissOpponentFloated,
    // Burstein (C.04.4.2)
    /// Burstein \[C8\]: players who do not get their colour preference (one per pair whose two
    /// players prefer the same colour).
    BursteinColours,
    /// Burstein \[C5\]: players left unpaired by the bracket (outgoing floaters).
    BursteinFloaters,
    /// Burstein \[C6\]: the scores of the outgoing floaters, highest first.
    BursteinFloaterScores,
    /// Burstein \[C7\]: players the following bracket leaves unpaired.
    BursteinNextFloaters,
    /// Burstein \[C7\]: the scores of the players the following bracket leaves unpaired.
    BursteinNextFloaterScores,
    // Dubov (C.04.4.1)
    /// Dubov \[C5\]: as few upfloaters as possible.
    DubovUpfloaters,
    /// Dubov \[C6\]: upfloaters with scores as high as possible (the scores of those chosen).
    DubovUpfloaterScores,
    /// Dubov \[C7\]: players get their colour preference.
    DubovColourPreference,
    /// Dubov \[C8\]: as few maximum upfloaters as possible among the upfloaters.
    DubovMaximumUpfloaters,
    /// Dubov \[C9\]: maximum upfloaters upfloated as few times as possible.
    DubovMaximumUpfloats,
    /// Dubov \[C10\]: as few upfloaters as possible who were upfloated in the previous round.
    DubovUpfloatedAgain,
}

/// How a round was paired, bracket by bracket.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Explanation {
    /// The system and edition.
    pub system: RuleSet,
    /// The round explained.
    pub round: RoundNo,
    /// The number of players paired.
    pub players: usize,
    /// The brackets, top first.
    pub brackets: Vec<BracketExplanation>,
    /// The colours of each board, in board order.
    pub colours: Vec<ColourExplanation>,
    /// The pairing-allocated bye, if any.
    pub bye: Option<ByeExplanation>,
}

/// One bracket: who was in it, what was paired, who floated and what could not be met.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct BracketExplanation {
    /// The score of the bracket's residents.
    #[cfg_attr(feature = "serde", serde(serialize_with = "crate::audit::points::one"))]
    pub score: Score,
    /// The players of the score group, in pairing order.
    pub residents: Vec<PlayerId>,
    /// The players who came down from higher brackets.
    pub moved_down: Vec<PlayerId>,
    /// The pairs made in the bracket, higher-ranked player first.
    pub pairs: Vec<(PlayerId, PlayerId)>,
    /// How the pairs were formed: the subgroups, exchanges and transpositions.
    pub decisions: Vec<Reason>,
    /// Players who floated down out of the bracket or up into a pair of it.
    pub floats: Vec<FloatExplanation>,
    /// The quality criteria the bracket fails, with how often.
    pub unmet: Vec<CriterionCount>,
}

/// A player who floated, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FloatExplanation {
    /// The player.
    pub player: PlayerId,
    /// His score.
    #[cfg_attr(feature = "serde", serde(serialize_with = "crate::audit::points::one"))]
    pub score: Score,
    /// Down (left unpaired, moves to the next bracket) or up (meets a higher score).
    pub direction: Float,
    /// Why, most important first.
    pub reasons: Vec<Reason>,
}

/// A criterion not fully met, and how far.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CriterionCount {
    /// The criterion's number in the edition's text.
    pub rule: RuleRef,
    /// The criterion.
    pub criterion: QualityCriterion,
    /// How far it is failed.
    pub failures: Failures,
}

/// How the colours of one board were decided.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ColourExplanation {
    /// The board number (1 = top board).
    pub board: usize,
    /// The player with White.
    pub white: PlayerId,
    /// The player with Black.
    pub black: PlayerId,
    /// White's colour preference before the round.
    pub white_preference: Option<ColourPreference>,
    /// Black's colour preference before the round.
    pub black_preference: Option<ColourPreference>,
    /// The rule that gave the colours.
    pub reason: Reason,
}

/// Who got the pairing-allocated bye, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ByeExplanation {
    /// The player.
    pub player: PlayerId,
    /// His score.
    #[cfg_attr(feature = "serde", serde(serialize_with = "crate::audit::points::one"))]
    pub score: Score,
    /// Why him.
    pub reasons: Vec<Reason>,
}

/// The result of explaining a round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "outcome", rename_all = "snake_case"))]
pub enum ExplainOutcome {
    /// The round is paired, and explained.
    Explained {
        /// The pairing.
        pairing: Pairing,
        /// Its explanation.
        explanation: Explanation,
    },
    /// No legal pairing exists.
    NoValidPairing(NoValidPairing),
}
