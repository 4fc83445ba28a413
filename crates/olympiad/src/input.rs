//! The plain input of the engine: the teams of the round and the competition's rules.

use rondo_core::{Colour, PlayerId, RoundNo, Score};

/// A team's initial pairing number (D.02 3.1), 1 … number of teams. Team numbers use the
/// project's participant number type so that reasons name teams like players.
pub type Tpn = PlayerId;

/// The order in which teams are ranked before each round (D.02 3.2).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum RankingOrder {
    /// D.02 3.2: match points, then the initial pairing number.
    #[default]
    Olympiad,
    /// The European Chess Union's team competitions (ECU Tournament Rules, "Swiss Pairing
    /// Rules for European Team Competitions", M.1): match points, then the Olympiad
    /// Sonneborn-Berger ([`OlympiadEntrant::sonneborn_berger`]), then the initial pairing
    /// number.
    European,
}

/// One match a team played over the board. An unplayed or forfeited match is not listed: it
/// is no meeting (6.1) and gives no colour (7.7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PlayedMatch {
    /// The round of the match.
    pub round: RoundNo,
    /// The opposing team.
    pub opponent: Tpn,
    /// The colour of the team's board-1 player (Art. 7 gives colours to board 1).
    pub colour: Colour,
}

/// A team as the round to be paired sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct OlympiadEntrant {
    /// The team: its number in the caller's data, by which the outcome names it.
    pub tpn: Tpn,
    /// The initial pairing number of 3.1, which ranks teams with equal match points (3.2.2)
    /// and whose parity settles a first colour (7.2); the caller numbers the teams by 3.1.
    pub pairing_number: u16,
    /// Whether the team is paired this round: false for a withdrawn team or one known to be
    /// absent.
    pub to_be_paired: bool,
    /// The match points before the round (3.2.1); the groups of 6.3 are formed by them.
    pub match_points: Score,
    /// The Olympiad Sonneborn-Berger before the round, read only under
    /// [`RankingOrder::European`] (the caller computes it as the competition's rules define it).
    pub sonneborn_berger: Score,
    /// The team's average rating as 3.1.1 computes it, in any unit that keeps its order (for
    /// example the sum of its four highest ratings); the order of publication uses it (11.1).
    pub strength: u32,
    /// The matches played over the board, in round order.
    pub matches: Vec<PlayedMatch>,
    /// Whether 4.2 allows the bye: false if the team already received the bye (4.2.1), won a
    /// match by default because its opponents did not appear (4.2.2), or joined after round 1.
    pub bye_eligible: bool,
}

impl OlympiadEntrant {
    /// A team to be paired with no history, no points and a strength of zero, its pairing
    /// number its number.
    #[must_use]
    pub fn new(tpn: Tpn) -> OlympiadEntrant {
        OlympiadEntrant {
            tpn,
            pairing_number: tpn.get(),
            to_be_paired: true,
            match_points: Score::ZERO,
            sonneborn_berger: Score::ZERO,
            strength: 0,
            matches: Vec::new(),
            bye_eligible: true,
        }
    }
}

/// The round to pair and the competition rules that matter for it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct OlympiadRound {
    /// The round being paired.
    pub round: RoundNo,
    /// The number of rounds of the tournament.
    pub total_rounds: u16,
    /// The ranking order before the round (3.2, or the ECU's).
    pub ranking: RankingOrder,
    /// The colour drawn by lot before round 1 (7.2, TRF `152`).
    pub initial_colour: Colour,
    /// Pairs of teams that may not meet (TRF `260`), treated like a meeting (6.1).
    pub forbidden_pairs: Vec<(Tpn, Tpn)>,
    /// Every team of the tournament; those not to be paired are skipped.
    pub teams: Vec<OlympiadEntrant>,
}

impl OlympiadRound {
    /// Round `round` of `total_rounds` with the Olympiad's ranking (3.2), White drawn by lot
    /// and no forbidden pairs.
    #[must_use]
    pub fn new(round: RoundNo, total_rounds: u16, teams: Vec<OlympiadEntrant>) -> OlympiadRound {
        OlympiadRound {
            round,
            total_rounds,
            ranking: RankingOrder::Olympiad,
            initial_colour: Colour::White,
            forbidden_pairs: Vec::new(),
            teams,
        }
    }

    /// The ranking order (3.2, or the ECU's).
    #[must_use]
    pub fn with_ranking(mut self, ranking: RankingOrder) -> OlympiadRound {
        self.ranking = ranking;
        self
    }

    /// The colour drawn by lot (7.2).
    #[must_use]
    pub fn with_initial_colour(mut self, colour: Colour) -> OlympiadRound {
        self.initial_colour = colour;
        self
    }

    /// Pairs of teams that may not meet (`260`).
    #[must_use]
    pub fn with_forbidden_pairs(mut self, pairs: Vec<(Tpn, Tpn)>) -> OlympiadRound {
        self.forbidden_pairs = pairs;
        self
    }
}
