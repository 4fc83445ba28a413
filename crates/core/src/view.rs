//! The tournament as of the start of a round: what pairing engines need.

use crate::{
    AbsenceKind, Colour, Player, PlayerId, Rating, RoundEntry, RoundNo, Score, Tournament, Unplayed,
};

/// Which edition's definitions to apply to rounds already played: floats, and eligibility for
/// the pairing-allocated bye.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum FloatRules {
    /// C.04.3 (2025) 1.4: a game between different pairing scores floats the higher player down
    /// and the lower up; the pairing-allocated bye and any round scored above a loss without
    /// playing (forfeit win, full- or half-point bye) is a downfloat; nothing else floats.
    /// C.04.1 (2026) art. 4: a player who had the pairing-allocated bye, or scored in one round
    /// without playing as many points as a win, may not get it.
    #[default]
    Dutch2025,
    /// C.04.3 (2017) A.4: as 2025 for games, but every player who does not play a round,
    /// for whatever reason, receives a downfloat. C.04.1 (2017) (c): only the pairing-allocated
    /// bye and a forfeit win block the pairing-allocated bye; a full-point bye does not.
    Dutch2017,
}

/// The direction of a float.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Float {
    /// Paired against a lower score, or scored without playing.
    Down,
    /// Paired against a higher score.
    Up,
}

/// How strongly a player wants a colour (C.04.3 (2025) 1.7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum PreferenceStrength {
    /// Colour difference 0: alternate from the last game.
    Mild,
    /// Colour difference ±1.
    Strong,
    /// Colour difference beyond ±1, or the same colour in the two latest games.
    Absolute,
}

/// A colour preference: which colour, and how strongly. Players without games have none.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ColourPreference {
    /// The colour preferred.
    pub colour: Colour,
    /// How strongly.
    pub strength: PreferenceStrength,
}

/// Why a player is not to be paired in the round.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Absent {
    /// A bye entered for the round (in the round's column, `240` or `XXZ`).
    Bye(AbsenceKind),
    /// The round is already paired and the player is not in it (blank entry).
    NotInRound,
}

/// One player's state at the start of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PlayerState {
    /// Start number.
    pub id: PlayerId,
    /// Points from earlier rounds, with the bonuses and penalties (`299`) counted by then.
    pub score: Score,
    /// Virtual points of acceleration for this round.
    pub acceleration: Score,
    /// `score + acceleration`: the score used to form brackets.
    pub pairing_score: Score,
    /// Colours of the games played, oldest first; unplayed rounds are left out (C.04.2).
    pub colours: Vec<Colour>,
    /// Games with White minus games with Black.
    pub colour_difference: i32,
    /// The colour preference, if the player has played.
    pub colour_preference: Option<ColourPreference>,
    /// One entry per earlier round, round 1 first.
    pub floats: Vec<Option<Float>>,
    /// Games played over the board.
    pub games_played: u16,
    /// Opponents met over the board (forfeits are not meetings).
    pub opponents: Vec<PlayerId>,
    /// Whether the player may receive the pairing-allocated bye (C.04.1 art. 4, as the edition
    /// chosen by [`FloatRules`] words it).
    pub pab_eligible: bool,
    /// Set when the player is not to be paired in this round.
    pub absent: Option<Absent>,
}

impl PlayerState {
    /// Whether the player has met `opponent` over the board.
    #[must_use]
    pub fn has_met(&self, opponent: PlayerId) -> bool {
        self.opponents.contains(&opponent)
    }

    /// The float of `rounds_ago` rounds before this one (1 = the previous round).
    #[must_use]
    pub fn float_ago(&self, rounds_ago: usize) -> Option<Float> {
        self.floats
            .len()
            .checked_sub(rounds_ago)
            .and_then(|index| self.floats[index])
    }

    /// The last colour played, if any.
    #[must_use]
    pub fn last_colour(&self) -> Option<Colour> {
        self.colours.last().copied()
    }
}

/// A read-only view of a tournament as of the start of a round: only earlier rounds count,
/// plus the absences known for the round itself.
#[derive(Clone, Debug)]
pub struct RoundView<'t> {
    tournament: &'t Tournament,
    round: RoundNo,
    states: Vec<PlayerState>,
}

impl<'t> RoundView<'t> {
    /// The tournament viewed.
    #[must_use]
    pub fn tournament(&self) -> &'t Tournament {
        self.tournament
    }

    /// The round about to be paired.
    #[must_use]
    pub fn round(&self) -> RoundNo {
        self.round
    }

    /// Whether this is the last round of the tournament.
    ///
    /// With a declared number of rounds (`XXR`, `142`), the rounds from that one on. Without
    /// one, only the last round the file holds paired: the file is then taken as the whole event
    /// (as when re-pairing a finished tournament), and a round after it is not known to be the
    /// last, so the last-round rules are not applied to it.
    #[must_use]
    pub fn is_last_round(&self) -> bool {
        match self.tournament.setup().declared_rounds {
            Some(_) => self.round.get() >= self.tournament.n_rounds(),
            None => self.round.get() == self.tournament.paired_rounds(),
        }
    }

    /// Every player's state, in the order of [`Tournament::players`].
    #[must_use]
    pub fn states(&self) -> &[PlayerState] {
        &self.states
    }

    /// The state of the player with start number `id`.
    #[must_use]
    pub fn state(&self, id: PlayerId) -> Option<&PlayerState> {
        self.tournament
            .position_of(id)
            .map(|position| &self.states[position])
    }

    /// The players to pair this round: everyone not absent.
    pub fn present(&self) -> impl Iterator<Item = &PlayerState> {
        self.states.iter().filter(|state| state.absent.is_none())
    }
}

impl Tournament {
    /// The tournament as of the start of `round`, with the 2025 float rules.
    #[must_use]
    pub fn view(&self, round: RoundNo) -> RoundView<'_> {
        self.view_with(round, FloatRules::Dutch2025)
    }

    /// The tournament as of the start of `round`.
    ///
    /// Absences for `round` are taken from the round's own column (`H`, `F`, `Z`), from `240`
    /// records, and from `XXZ` when `round` is the next round to pair. When the file already
    /// holds the pairing of `round`, a player with a blank entry there is absent too.
    #[must_use]
    pub fn view_with(&self, round: RoundNo, float_rules: FloatRules) -> RoundView<'_> {
        let players = self.players();
        let n_before = round.index();
        let round_is_paired = players.iter().any(|p| p.entry(round.index()).is_paired());

        // Scores at the start of each earlier round are needed to decide floats, so walk the
        // rounds in order, keeping every player's running score.
        let mut scores = vec![Score::ZERO; players.len()];
        let mut floats = vec![Vec::with_capacity(n_before); players.len()];
        for round_index in 0..n_before {
            let Some(this_round) = RoundNo::from_index(round_index) else {
                break;
            };
            let pairing_scores: Vec<Score> = players
                .iter()
                .zip(&scores)
                .map(|(player, score)| {
                    *score
                        + self.setup().bonus_points(player.id, Some(this_round))
                        + self.acceleration(player.id, this_round)
                })
                .collect();
            for (position, player) in players.iter().enumerate() {
                let entry = player.entry(round_index);
                let float = match entry {
                    RoundEntry::Game { opponent, .. } => {
                        self.position_of(opponent).and_then(|other| {
                            let mine = pairing_scores[position];
                            let theirs = pairing_scores[other];
                            match mine.cmp(&theirs) {
                                std::cmp::Ordering::Greater => Some(Float::Down),
                                std::cmp::Ordering::Less => Some(Float::Up),
                                std::cmp::Ordering::Equal => None,
                            }
                        })
                    }
                    // Viewing a round after a pending one is refused by the pairing engines; here
                    // the pending game simply has not happened yet, so it gives no float.
                    RoundEntry::Scheduled { .. } => None,
                    RoundEntry::Unplayed(unplayed) => match float_rules {
                        FloatRules::Dutch2025 => {
                            let scored_above_loss =
                                self.setup().round_points(player.id, this_round, entry)
                                    > self.setup().scoring.loss;
                            (matches!(unplayed, Unplayed::PairingBye) || scored_above_loss)
                                .then_some(Float::Down)
                        }
                        FloatRules::Dutch2017 => Some(Float::Down),
                    },
                };
                floats[position].push(float);
            }
            for (position, player) in players.iter().enumerate() {
                scores[position] +=
                    self.setup()
                        .round_points(player.id, this_round, player.entry(round_index));
            }
        }

        // The running scores hold the results; the bonuses and penalties (`299`) that count
        // before the round are added once, here (and per earlier round above, for floats).
        let states = players
            .iter()
            .zip(scores)
            .zip(floats)
            .map(|((player, score), floats)| {
                let score = score + self.setup().bonus_points(player.id, Some(round));
                self.player_state(player, round, score, floats, round_is_paired, float_rules)
            })
            .collect();
        RoundView {
            tournament: self,
            round,
            states,
        }
    }

    fn player_state(
        &self,
        player: &Player,
        round: RoundNo,
        score: Score,
        floats: Vec<Option<Float>>,
        round_is_paired: bool,
        rules: FloatRules,
    ) -> PlayerState {
        let earlier = &player.rounds[..round.index().min(player.rounds.len())];
        let colours: Vec<Colour> = earlier.iter().filter_map(|e| e.played_colour()).collect();
        let opponents: Vec<PlayerId> = earlier.iter().filter_map(|e| e.played_opponent()).collect();
        let bye_rule = match rules {
            FloatRules::Dutch2025 => crate::ByeEligibility::Fide2026,
            FloatRules::Dutch2017 => crate::ByeEligibility::Fide2017,
        };
        let pab_eligible = bye_rule.allows(earlier, &self.setup().scoring);
        let acceleration = self.acceleration(player.id, round);
        let absent = match player.entry(round.index()) {
            RoundEntry::Unplayed(Unplayed::HalfPointBye) => {
                Some(Absent::Bye(AbsenceKind::HalfPointBye))
            }
            RoundEntry::Unplayed(Unplayed::FullPointBye) => {
                Some(Absent::Bye(AbsenceKind::FullPointBye))
            }
            RoundEntry::Unplayed(Unplayed::ZeroPointBye) => {
                Some(Absent::Bye(AbsenceKind::ZeroPointBye))
            }
            RoundEntry::Unplayed(Unplayed::NotPaired) if round_is_paired => {
                Some(Absent::NotInRound)
            }
            _ => None,
        }
        .or_else(|| self.entered_absence(player.id, round).map(Absent::Bye));
        let colour_difference = crate::colour::colour_difference(&colours);
        PlayerState {
            id: player.id,
            score,
            acceleration,
            pairing_score: score + acceleration,
            colour_preference: colour_preference(&colours),
            colour_difference,
            games_played: u16::try_from(colours.len()).unwrap_or(u16::MAX),
            colours,
            floats,
            opponents,
            pab_eligible,
            absent,
        }
    }
}

/// The colour preference after the games played with `colours` (oldest first), by the
/// definitions of C.04.3 (2025) 1.7.
#[must_use]
pub fn colour_preference(colours: &[Colour]) -> Option<ColourPreference> {
    let last = *colours.last()?;
    let whites = colours.iter().filter(|c| **c == Colour::White).count();
    let blacks = colours.len() - whites;
    let fewer = if whites < blacks {
        Colour::White
    } else {
        Colour::Black
    };
    let imbalance = whites.abs_diff(blacks);
    let same_twice = colours.len() >= 2 && colours[colours.len() - 2] == last;
    let preference = if imbalance > 1 {
        ColourPreference {
            colour: fewer,
            strength: PreferenceStrength::Absolute,
        }
    } else if same_twice {
        ColourPreference {
            colour: last.opposite(),
            strength: PreferenceStrength::Absolute,
        }
    } else if imbalance == 1 {
        ColourPreference {
            colour: fewer,
            strength: PreferenceStrength::Strong,
        }
    } else {
        ColourPreference {
            colour: last.opposite(),
            strength: PreferenceStrength::Mild,
        }
    };
    Some(preference)
}

/// The initial ranking of C.04.2 art. 2 by the players' FIDE ratings ([`compare_initial_order`]).
#[must_use]
pub fn initial_ranking(players: &[Player]) -> Vec<PlayerId> {
    let mut order: Vec<&Player> = players.iter().collect();
    order.sort_by(|a, b| compare_initial_order((a, a.rating), (b, b.rating)));
    order.into_iter().map(|p| p.id).collect()
}

/// How two players compare in the initial order of C.04.2 (2026) art. 2, each with the rating
/// that orders them (the FIDE rating, or what the file's `172` method makes of it): rating
/// descending (unrated as 0), then title (GM, IM, WGM, FM, WIM, CM, WFM, WCM, none), then name
/// alphabetically, then start number. Alphabetical order is the order of the letters, so
/// `van Dijk` comes before `Zwart` whatever the case of its first letter: names are compared
/// letter by letter in lower case.
#[must_use]
pub fn compare_initial_order(
    (a, a_rating): (&Player, Option<Rating>),
    (b, b_rating): (&Player, Option<Rating>),
) -> std::cmp::Ordering {
    let rating = |rating: Option<Rating>| rating.map_or(0, |r| r.0);
    rating(b_rating)
        .cmp(&rating(a_rating))
        .then_with(|| match (a.title, b.title) {
            (Some(x), Some(y)) => x.cmp(&y),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => std::cmp::Ordering::Equal,
        })
        .then_with(|| {
            a.name
                .chars()
                .flat_map(char::to_lowercase)
                .cmp(b.name.chars().flat_map(char::to_lowercase))
        })
        .then_with(|| a.id.cmp(&b.id))
}
