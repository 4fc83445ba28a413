//! The plain input of the engine: the teams of the round and the tournament's rules.

use rondo_core::{Colour, PlayerId, RoundNo, Score};

/// A team's number: its TPN (C.04.6 1.1), 1 … number of teams. Team numbers use the
/// project's participant number type so that explanations name teams like players.
pub type Tpn = PlayerId;

/// The kind of colour preferences the competition rules choose (C.04.6 1.7).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PreferenceType {
    /// Type A, simple preferences (1.7.1), the default.
    #[default]
    TypeA,
    /// Type B, strong and mild preferences (1.7.2).
    TypeB,
    /// No colour preferences at all (1.7): only 4.3.1, 4.3.5, 4.3.6, 4.3.8 and 4.3.9 decide.
    None,
}

/// One match a team played over the board (an unplayed or forfeited match is not listed: it
/// is no meeting and gives no colour, C.04.2 3.4–3.5 and C.04.6 1.6.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PlayedMatch {
    /// The round of the match.
    pub round: RoundNo,
    /// The opposing team.
    pub opponent: Tpn,
    /// The team's colour: the colour its board-1 player was scheduled (1.6.1).
    pub colour: Colour,
    /// Whether the team floated: its opponent had a different pairing score (1.5).
    pub floated: bool,
}

/// A team as the round to be paired sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamEntrant {
    /// The team's TPN.
    pub tpn: Tpn,
    /// Whether the team is paired this round: false for a withdrawn team, a team known to be
    /// absent or granted a bye (C.04.2 3.2–3.3).
    pub to_be_paired: bool,
    /// The primary score (1.2.1): match points or game points, as the rules name them.
    pub score: Score,
    /// The secondary score (1.2.1), used for the first-team (4.2.2) when the rules say so.
    pub secondary_score: Score,
    /// The score used for pairing: the primary score plus the virtual points of
    /// acceleration (C.04.7), if any. Scoregroups, upfloaters, the PAB and board order use it.
    pub pairing_score: Score,
    /// The matches played over the board, in round order.
    pub matches: Vec<PlayedMatch>,
    /// \[C2\]: the team already had a PAB, won a match by forfeit or got a full-point bye.
    pub pab_barred: bool,
}

impl TeamEntrant {
    /// A team to be paired with no history and scores of zero.
    #[must_use]
    pub fn new(tpn: Tpn) -> TeamEntrant {
        TeamEntrant {
            tpn,
            to_be_paired: true,
            score: Score::ZERO,
            secondary_score: Score::ZERO,
            pairing_score: Score::ZERO,
            matches: Vec::new(),
            pab_barred: false,
        }
    }

    /// The matches played (3.4.3): forfeits and byes are not listed, so not counted.
    #[must_use]
    pub fn matches_played(&self) -> usize {
        self.matches.len()
    }
}

/// The round to pair and the competition rules that matter for it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct TeamRound {
    /// The round being paired.
    pub round: RoundNo,
    /// The number of rounds of the tournament (TRF `142`): "the last round" (1.7.2) and "the
    /// last two rounds" (\[C7\], \[C10\]) count from it.
    pub total_rounds: u16,
    /// The colour preference type (1.7).
    pub preferences: PreferenceType,
    /// Whether the secondary score decides the first-team (4.2.2).
    pub secondary_for_colours: bool,
    /// The initial colour drawn by lot (4.1, TRF `152`).
    pub initial_colour: Colour,
    /// Pairs of teams that may not meet (TRF `260`), treated like a meeting (\[C1\]).
    pub forbidden_pairs: Vec<(Tpn, Tpn)>,
    /// Every team of the tournament; those not to be paired are skipped.
    pub teams: Vec<TeamEntrant>,
}

impl TeamRound {
    /// Round `round` of `total_rounds` with the default rules (1.2.2, 1.7): Type A
    /// preferences, the secondary score used for colours, initial colour White, no forbidden
    /// pairs.
    #[must_use]
    pub fn new(round: RoundNo, total_rounds: u16, teams: Vec<TeamEntrant>) -> TeamRound {
        TeamRound {
            round,
            total_rounds,
            preferences: PreferenceType::TypeA,
            secondary_for_colours: true,
            initial_colour: Colour::White,
            forbidden_pairs: Vec::new(),
            teams,
        }
    }

    /// The colour preference type.
    #[must_use]
    pub fn with_preferences(mut self, preferences: PreferenceType) -> TeamRound {
        self.preferences = preferences;
        self
    }

    /// Whether the secondary score decides the first-team (4.2.2).
    #[must_use]
    pub fn with_secondary_for_colours(mut self, used: bool) -> TeamRound {
        self.secondary_for_colours = used;
        self
    }

    /// The initial colour (4.1).
    #[must_use]
    pub fn with_initial_colour(mut self, colour: Colour) -> TeamRound {
        self.initial_colour = colour;
        self
    }

    /// Pairs of teams that may not meet (`260`).
    #[must_use]
    pub fn with_forbidden_pairs(mut self, pairs: Vec<(Tpn, Tpn)>) -> TeamRound {
        self.forbidden_pairs = pairs;
        self
    }

    /// Whether the round is the last one (1.7.2).
    #[must_use]
    pub fn is_last_round(&self) -> bool {
        self.round.get() >= self.total_rounds
    }

    /// Whether the round is one of the last two (\[C7\], \[C10\] do not apply).
    #[must_use]
    pub fn is_one_of_last_two(&self) -> bool {
        u32::from(self.round.get()) + 1 >= u32::from(self.total_rounds)
    }
}

/// The colours of a match board by board for the team with White on board 1, from the rules'
/// pattern (TRF `352`, e.g. `WBWB`), repeated if the match has more boards; without a
/// pattern, White on the odd boards (the default of the competition rules).
#[must_use]
pub fn board_colours(pattern: Option<&[Colour]>, boards: usize) -> Vec<Colour> {
    match pattern {
        Some(pattern) if !pattern.is_empty() => {
            // The pattern is the first-named team's; flip it so board 1 is White.
            let flip = pattern[0] == Colour::Black;
            (0..boards)
                .map(|b| {
                    let c = pattern[b % pattern.len()];
                    if flip { c.opposite() } else { c }
                })
                .collect()
        }
        _ => (0..boards)
            .map(|b| {
                if b % 2 == 0 {
                    Colour::White
                } else {
                    Colour::Black
                }
            })
            .collect(),
    }
}
