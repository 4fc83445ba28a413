//! Random tournaments, paired round by round by any pairing system.
//!
//! Policy: everything is drawn from one splitmix64 stream seeded with [`GenerateConfig::seed`],
//! so a configuration always gives the same tournament. Ratings are uniform in
//! `lowest_rating..=highest_rating` and pairing numbers follow descending rating. Before each
//! round, players may withdraw for good (a blank entry from then on) or announce a half-point
//! bye (never in the last round). Games are forfeited (by one side, or both) at the forfeit
//! rate; otherwise the result is drawn from the FIDE expected score of the rating difference,
//! with draws at the draw rate. If a round has no legal pairing, the tournament stops there.
//! The options that are off by default (double forfeits, zero-point byes, late entries, a
//! normal rating distribution, titles, prohibited pairs, a tie-break list) draw nothing from
//! the stream while they are off, so the tournaments of older configurations stay the same.

use rondo_core::{
    Colour, ForbiddenPairs, GameResult, Player, PlayerId, Rating, RoundEntry, RoundNo, RoundView,
    ScoringSystem, Title, Tournament, TournamentSetup, Unplayed,
};

use crate::{BakuVariant, PairingOutcome, baku_accelerations};

/// What kind of tournament [`generate_with`] makes. Fields left out of a serialized configuration
/// take their default values.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
#[non_exhaustive]
pub struct GenerateConfig {
    /// Number of players (at most 9999).
    pub players: u16,
    /// Number of rounds.
    pub rounds: u16,
    /// Seed of the random numbers.
    pub seed: u64,
    /// Share of games (not forfeited) that are drawn, `0.0..=1.0`.
    pub draw_rate: f64,
    /// Share of games forfeited, `0.0..=1.0`.
    pub forfeit_rate: f64,
    /// Chance per player and round of an announced half-point bye, `0.0..=1.0`.
    pub bye_rate: f64,
    /// Chance per player and round of withdrawing for good, `0.0..=1.0`.
    pub withdrawal_rate: f64,
    /// Share of games that neither player appears for (a double forfeit), `0.0..=1.0`, on top
    /// of the double forfeits among `forfeit_rate`.
    pub double_forfeit_rate: f64,
    /// Chance per player and round of an announced zero-point bye, `0.0..=1.0`.
    pub zero_point_bye_rate: f64,
    /// Share of players who enter late, `0.0..=1.0`: each misses the rounds before a round
    /// drawn from the first half of the event (zero-point absences).
    pub late_entry_rate: f64,
    /// Highest rating.
    pub highest_rating: u16,
    /// Lowest rating.
    pub lowest_rating: u16,
    /// Ratings around the middle of the range with this standard deviation (cut to the
    /// range), instead of uniform in it.
    pub rating_spread: Option<u16>,
    /// Give titles by rating: GM from 2500, IM from 2400, FM from 2300, CM from 2200.
    pub titles: bool,
    /// Number of prohibited pairs (TRF `260`/`XXP`) drawn among the players, for all rounds.
    pub forbidden_pairs: u16,
    /// The tie-break list written into the file (TRF `202`), as written.
    pub tiebreaks: Option<String>,
    /// Generate Baku acceleration (C.04.7), written into the file as `250` records so that it
    /// re-pairs the same way.
    pub acceleration: Option<BakuVariant>,
    /// The points of results and byes, written into the file when they are not FIDE's.
    pub scoring: ScoringSystem,
    /// Boards per match, for a system that pairs teams (whose `players` are then the number of
    /// teams); `None` for the system's own number. Read only by systems that pair teams.
    pub boards: Option<u16>,
    /// The players to pair instead of drawn ones (a model tournament's, in pairing-number
    /// order; their rounds are ignored): `players` and the rating settings then draw nothing.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub field: Option<Vec<Player>>,
}

/// Builders, so that a field added later is not a breaking change.
impl GenerateConfig {
    /// With `players` set: number of players (at most 9999).
    #[must_use]
    pub fn with_players(mut self, players: u16) -> GenerateConfig {
        self.players = players;
        self
    }

    /// With `boards` boards per match (a system that pairs teams).
    #[must_use]
    pub fn with_boards(mut self, boards: u16) -> GenerateConfig {
        self.boards = Some(boards);
        self
    }

    /// With `rounds` set: number of rounds.
    #[must_use]
    pub fn with_rounds(mut self, rounds: u16) -> GenerateConfig {
        self.rounds = rounds;
        self
    }

    /// With `seed` set: seed of the random numbers.
    #[must_use]
    pub fn with_seed(mut self, seed: u64) -> GenerateConfig {
        self.seed = seed;
        self
    }

    /// With `draw_rate` set: share of games (not forfeited) that are drawn, `0.0..=1.0`.
    #[must_use]
    pub fn with_draw_rate(mut self, draw_rate: f64) -> GenerateConfig {
        self.draw_rate = draw_rate;
        self
    }

    /// With `forfeit_rate` set: share of games forfeited, `0.0..=1.0`.
    #[must_use]
    pub fn with_forfeit_rate(mut self, forfeit_rate: f64) -> GenerateConfig {
        self.forfeit_rate = forfeit_rate;
        self
    }

    /// With `bye_rate` set: chance per player and round of an announced half-point bye, `0.0..=1.0`.
    #[must_use]
    pub fn with_bye_rate(mut self, bye_rate: f64) -> GenerateConfig {
        self.bye_rate = bye_rate;
        self
    }

    /// With `withdrawal_rate` set: chance per player and round of withdrawing for good, `0.0..=1.0`.
    #[must_use]
    pub fn with_withdrawal_rate(mut self, withdrawal_rate: f64) -> GenerateConfig {
        self.withdrawal_rate = withdrawal_rate;
        self
    }

    /// With `double_forfeit_rate` set: share of games that neither player appears for (a double forfeit), `0.0..=1.0`, on top
    #[must_use]
    pub fn with_double_forfeit_rate(mut self, double_forfeit_rate: f64) -> GenerateConfig {
        self.double_forfeit_rate = double_forfeit_rate;
        self
    }

    /// With `zero_point_bye_rate` set: chance per player and round of an announced zero-point bye, `0.0..=1.0`.
    #[must_use]
    pub fn with_zero_point_bye_rate(mut self, zero_point_bye_rate: f64) -> GenerateConfig {
        self.zero_point_bye_rate = zero_point_bye_rate;
        self
    }

    /// With `late_entry_rate` set: share of players who enter late, `0.0..=1.0`: each misses the rounds before a round
    #[must_use]
    pub fn with_late_entry_rate(mut self, late_entry_rate: f64) -> GenerateConfig {
        self.late_entry_rate = late_entry_rate;
        self
    }

    /// With `highest_rating` set: highest rating.
    #[must_use]
    pub fn with_highest_rating(mut self, highest_rating: u16) -> GenerateConfig {
        self.highest_rating = highest_rating;
        self
    }

    /// With `lowest_rating` set: lowest rating.
    #[must_use]
    pub fn with_lowest_rating(mut self, lowest_rating: u16) -> GenerateConfig {
        self.lowest_rating = lowest_rating;
        self
    }

    /// With `rating_spread` set: ratings around the middle of the range with this standard deviation (cut to the
    #[must_use]
    pub fn with_rating_spread(mut self, rating_spread: Option<u16>) -> GenerateConfig {
        self.rating_spread = rating_spread;
        self
    }

    /// With `titles` set: give titles by rating: GM from 2500, IM from 2400, FM from 2300, CM from 2200.
    #[must_use]
    pub fn with_titles(mut self, titles: bool) -> GenerateConfig {
        self.titles = titles;
        self
    }

    /// With `forbidden_pairs` set: number of prohibited pairs (TRF `260`/`XXP`) drawn among the players, for all rounds.
    #[must_use]
    pub fn with_forbidden_pairs(mut self, forbidden_pairs: u16) -> GenerateConfig {
        self.forbidden_pairs = forbidden_pairs;
        self
    }

    /// With `tiebreaks` set: the tie-break list written into the file (TRF `202`), as written.
    #[must_use]
    pub fn with_tiebreaks(mut self, tiebreaks: Option<String>) -> GenerateConfig {
        self.tiebreaks = tiebreaks;
        self
    }

    /// With `acceleration` set: generate Baku acceleration (C.04.7), written into the file as `250` records so that it
    #[must_use]
    pub fn with_acceleration(mut self, acceleration: Option<BakuVariant>) -> GenerateConfig {
        self.acceleration = acceleration;
        self
    }

    /// With `scoring` set: the points of results and byes.
    #[must_use]
    pub fn with_scoring(mut self, scoring: ScoringSystem) -> GenerateConfig {
        self.scoring = scoring;
        self
    }

    /// With `field` set: the players to pair instead of drawn ones.
    #[must_use]
    pub fn with_field(mut self, field: Option<Vec<Player>>) -> GenerateConfig {
        self.field = field;
        self
    }
}

impl Default for GenerateConfig {
    fn default() -> GenerateConfig {
        GenerateConfig {
            players: 40,
            rounds: 7,
            seed: 1,
            draw_rate: 0.3,
            forfeit_rate: 0.02,
            bye_rate: 0.02,
            withdrawal_rate: 0.005,
            double_forfeit_rate: 0.0,
            zero_point_bye_rate: 0.0,
            late_entry_rate: 0.0,
            highest_rating: 2700,
            lowest_rating: 1200,
            rating_spread: None,
            titles: false,
            forbidden_pairs: 0,
            tiebreaks: None,
            acceleration: None,
            scoring: ScoringSystem::default(),
            boards: None,
            field: None,
        }
    }
}

/// A random tournament of `config.rounds` rounds, every round paired by `pair` (any pairing
/// system); a round that `pair` cannot pair (an error or no legal pairing) ends the tournament
/// there. The setup declares the number of rounds asked for.
#[must_use]
pub fn generate_with<E>(
    config: &GenerateConfig,
    mut pair: impl FnMut(&RoundView<'_>) -> Result<PairingOutcome, E>,
) -> TournamentSetup {
    let mut random = SplitMix64(config.seed);
    let players = match &config.field {
        // Numbered by position, so that the numbers index the ratings.
        Some(field) => field
            .iter()
            .enumerate()
            .filter_map(|(index, player)| {
                Some(Player {
                    id: PlayerId::from_index(index)?,
                    rounds: Vec::new(),
                    stated_points: None,
                    stated_rank: None,
                    ..player.clone()
                })
            })
            .collect(),
        None => drawn_players(config, &mut random),
    };
    let n_players = players.len();
    // Results are drawn from ratings; a player without one plays as the lowest rated.
    let ratings: Vec<u16> = players
        .iter()
        .map(|player| player.rating.map_or(0, |rating| rating.0))
        .collect();
    let mut setup = TournamentSetup {
        players,
        declared_rounds: Some(config.rounds),
        scoring: config.scoring,
        initial_colour: Some(if random.below(2) == 0 {
            Colour::White
        } else {
            Colour::Black
        }),
        ..TournamentSetup::default()
    };
    setup.header.tiebreaks.clone_from(&config.tiebreaks);
    setup.forbidden_pairs = drawn_forbidden_pairs(&mut random, config.forbidden_pairs, n_players);
    let first_round = drawn_first_rounds(&mut random, config, n_players);
    let mut withdrawn = vec![false; n_players];
    for round in (1..=config.rounds).filter_map(RoundNo::new) {
        let last_round = round.get() == config.rounds;
        for (index, player) in setup.players.iter_mut().enumerate() {
            if round.get() < first_round[index] {
                player
                    .rounds
                    .push(RoundEntry::Unplayed(Unplayed::ZeroPointBye));
                continue;
            }
            if !withdrawn[index] && random.chance(config.withdrawal_rate) {
                withdrawn[index] = true;
            }
            let entry = if withdrawn[index] {
                RoundEntry::Unplayed(Unplayed::ZeroPointBye)
            } else if !last_round && random.chance(config.bye_rate) {
                RoundEntry::Unplayed(Unplayed::HalfPointBye)
            } else if config.zero_point_bye_rate > 0.0
                && !last_round
                && random.chance(config.zero_point_bye_rate)
            {
                RoundEntry::Unplayed(Unplayed::ZeroPointBye)
            } else {
                RoundEntry::NOT_PAIRED
            };
            player.rounds.push(entry);
        }
        let Ok(mut tournament) = Tournament::try_from(setup.clone()) else {
            break;
        };
        // Record generated acceleration in the file (as `250` records), so that the file says
        // how it was paired and re-pairs the same way without options.
        if let Some(variant) = config.acceleration
            && setup.accelerations.is_empty()
            && let Ok(accelerations) = baku_accelerations(&tournament, variant)
        {
            setup.accelerations = accelerations;
            match Tournament::try_from(setup.clone()) {
                Ok(accelerated) => tournament = accelerated,
                Err(_) => break,
            }
        }
        let view = tournament.view(round);
        let Ok(PairingOutcome::Paired(pairing)) = pair(&view) else {
            // No legal pairing: the event stops before this round.
            for player in &mut setup.players {
                player.rounds.pop();
            }
            break;
        };
        let round_index = round.index();
        for board in &pairing.boards {
            let white_rating = f64::from(ratings[board.white.index()]);
            let black_rating = f64::from(ratings[board.black.index()]);
            let double_forfeit =
                config.double_forfeit_rate > 0.0 && random.chance(config.double_forfeit_rate);
            let (white_entry, black_entry) = if double_forfeit {
                double_forfeit_game(board.white, board.black)
            } else if random.chance(config.forfeit_rate) {
                forfeited_game(&mut random, board.white, board.black)
            } else {
                let expected = 1.0 / (1.0 + 10f64.powf((black_rating - white_rating) / 400.0));
                let result = if random.chance(config.draw_rate) {
                    GameResult::Draw
                } else if random.unit() < expected {
                    GameResult::Win
                } else {
                    GameResult::Loss
                };
                (
                    RoundEntry::Game {
                        opponent: board.black,
                        colour: Colour::White,
                        result,
                    },
                    RoundEntry::Game {
                        opponent: board.white,
                        colour: Colour::Black,
                        result: result.reversed(),
                    },
                )
            };
            setup.players[board.white.index()].rounds[round_index] = white_entry;
            setup.players[board.black.index()].rounds[round_index] = black_entry;
        }
        if let Some(bye) = pairing.pairing_bye {
            setup.players[bye.index()].rounds[round_index] =
                RoundEntry::Unplayed(Unplayed::PairingBye);
        }
    }
    let scoring = setup.scoring;
    for player in &mut setup.players {
        player.stated_points = Some(player.rounds.iter().map(|e| scoring.points(*e)).sum());
    }
    setup
}

/// `count` forbidden pairs (`260`) drawn among `n` entrants numbered from 1, for every round:
/// players in an individual event, teams in a team event. Nothing is drawn when `count` is 0.
pub fn drawn_forbidden_pairs(random: &mut SplitMix64, count: u16, n: usize) -> Vec<ForbiddenPairs> {
    if count == 0 || n < 2 {
        return Vec::new();
    }
    (0..count)
        .filter_map(|_| {
            let first = random.below(n as u64) as usize;
            let second = (first + 1 + random.below(n as u64 - 1) as usize) % n;
            Some(ForbiddenPairs {
                first_round: None,
                last_round: None,
                players: vec![PlayerId::from_index(first)?, PlayerId::from_index(second)?],
            })
        })
        .collect()
}

/// The round each of `n` entrants plays first (from 1): a late entrant, at
/// `config.late_entry_rate`, enters in one of rounds 2 to 1 + ⌊rounds/2⌋, everybody else in
/// round 1. Nothing is drawn when the rate is 0.
pub fn drawn_first_rounds(random: &mut SplitMix64, config: &GenerateConfig, n: usize) -> Vec<u16> {
    (0..n)
        .map(|_| {
            if config.late_entry_rate > 0.0 && random.chance(config.late_entry_rate) {
                2 + random.below(u64::from(config.rounds / 2).max(1)) as u16
            } else {
                1
            }
        })
        .collect()
}

/// The players of a generated tournament: ratings drawn in the configured range, numbered from
/// the highest.
fn drawn_players(config: &GenerateConfig, random: &mut SplitMix64) -> Vec<Player> {
    let n_players = usize::from(config.players.min(PlayerId::MAX));
    let (low, high) = (
        config.lowest_rating.min(config.highest_rating),
        config.highest_rating.max(config.lowest_rating),
    );
    let mut ratings: Vec<u16> = (0..n_players)
        .map(|_| match config.rating_spread {
            None => low + random.below(u64::from(high - low) + 1) as u16,
            Some(spread) => {
                let middle = (f64::from(low) + f64::from(high)) / 2.0;
                let drawn = middle + random.normal() * f64::from(spread);
                // Cut to the range; the float-to-integer cast saturates.
                drawn.round().clamp(f64::from(low), f64::from(high)) as u16
            }
        })
        .collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    ratings
        .iter()
        .enumerate()
        .filter_map(|(index, rating)| {
            let id = PlayerId::from_index(index)?;
            let mut player = Player::new(id, format!("Player {:04}", index + 1));
            player.rating = Some(Rating(*rating));
            if config.titles {
                player.title = title_for(*rating);
            }
            Some(player)
        })
        .collect()
}

/// The title a rating earns in a generated tournament.
fn title_for(rating: u16) -> Option<Title> {
    match rating {
        2500.. => Some(Title::GM),
        2400..2500 => Some(Title::IM),
        2300..2400 => Some(Title::FM),
        2200..2300 => Some(Title::CM),
        _ => None,
    }
}

/// The entries of a game neither `white` nor `black` appeared for (`-` for both, with the
/// scheduled opponent and colour), written the same way by the generators of individual and
/// team events.
#[must_use]
pub fn double_forfeit_game(white: PlayerId, black: PlayerId) -> (RoundEntry, RoundEntry) {
    (
        RoundEntry::Unplayed(Unplayed::ForfeitLoss {
            opponent: Some(black),
            colour: Some(Colour::White),
        }),
        RoundEntry::Unplayed(Unplayed::ForfeitLoss {
            opponent: Some(white),
            colour: Some(Colour::Black),
        }),
    )
}

/// The entries of a forfeited game between `white` and `black`, drawn from `random`: White
/// absent (two in five), Black absent (two in five) or both (one in five), each entry with the
/// scheduled opponent and colour (`+`/`-`). The generators of individual and team events share
/// it, so that a forfeit is drawn and written the same way in both.
pub fn forfeited_game(
    random: &mut SplitMix64,
    white: PlayerId,
    black: PlayerId,
) -> (RoundEntry, RoundEntry) {
    let entry = |opponent, colour, won: bool| {
        RoundEntry::Unplayed(if won {
            Unplayed::ForfeitWin {
                opponent: Some(opponent),
                colour: Some(colour),
            }
        } else {
            Unplayed::ForfeitLoss {
                opponent: Some(opponent),
                colour: Some(colour),
            }
        })
    };
    let (white_wins, black_wins) = match random.below(5) {
        0 => (false, false),
        1 | 2 => (true, false),
        _ => (false, true),
    };
    (
        entry(black, Colour::White, white_wins),
        entry(white, Colour::Black, black_wins),
    )
}

/// The splitmix64 generator (Steele, Lea and Flood, 2014): the random numbers of every
/// system's generator, so that a seed gives the same tournament on every platform.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// The generator started from `seed`.
    #[must_use]
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..bound` (`bound` > 0), by rejection so that it is unbiased.
    pub fn below(&mut self, bound: u64) -> u64 {
        let bound = bound.max(1);
        let zone = u64::MAX - u64::MAX % bound;
        loop {
            let value = self.next();
            if value < zone {
                return value % bound;
            }
        }
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// True with `probability`.
    pub fn chance(&mut self, probability: f64) -> bool {
        self.unit() < probability
    }

    /// Standard normal, by the Box-Muller transform.
    pub fn normal(&mut self) -> f64 {
        let u = 1.0 - self.unit();
        let v = self.unit();
        (-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()
    }
}
