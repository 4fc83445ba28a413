//! Random Double-Swiss events (every match paired by this crate), and Baku acceleration in
//! match terms.
//!
//! Policy: everything is drawn from one splitmix64 stream seeded with the configuration's
//! seed, so a configuration always gives the same event. `rounds` counts **matches**; the file
//! has two columns per match. Before each match a player may withdraw for good (`Z Z` from
//! then on) or announce a half-point bye for the match (`H H`, never in the last match). Each
//! game of a match is forfeited by one side at the forfeit rate, else drawn at the draw rate,
//! else won by the FIDE expected score of the rating difference. The PAB is `U H`.

use rondo_core::{
    Acceleration, Colour, GameResult, Player, PlayerId, Rating, RoundEntry, RoundNo, Tournament,
    TournamentSetup, Unplayed,
};
use rondo_pairing::{
    AccelerationError, BakuVariant, GenerateConfig, PairingOutcome, SplitMix64, baku_accelerations,
};

use crate::{DoubleSwissOptions, SYSTEM_CODE, pair_round};

/// A random Double-Swiss event of `config.rounds` matches (see the module policy). The
/// setup's `192` record names the system; generated acceleration is written as `250` records
/// (columns) with the virtual points of a match win.
#[must_use]
pub fn generate(config: &GenerateConfig, options: &DoubleSwissOptions) -> TournamentSetup {
    let mut random = SplitMix64::new(config.seed);
    let n_players = usize::from(config.players.min(PlayerId::MAX));
    let (low, high) = (
        config.lowest_rating.min(config.highest_rating),
        config.highest_rating.max(config.lowest_rating),
    );
    let mut ratings: Vec<u16> = (0..n_players)
        .map(|_| low + random.below(u64::from(high - low) + 1) as u16)
        .collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    let players: Vec<Player> = ratings
        .iter()
        .enumerate()
        .filter_map(|(index, rating)| {
            let mut player = Player::new(
                PlayerId::from_index(index)?,
                format!("Player {:04}", index + 1),
            );
            player.rating = Some(Rating(*rating));
            Some(player)
        })
        .collect();
    let matches = config.rounds;
    let mut setup = TournamentSetup {
        players,
        declared_rounds: Some(matches.saturating_mul(2)),
        initial_colour: Some(if random.below(2) == 0 {
            Colour::White
        } else {
            Colour::Black
        }),
        system: Some(if config.acceleration.is_some() {
            format!("{SYSTEM_CODE}_BAKU")
        } else {
            SYSTEM_CODE.to_owned()
        }),
        ..TournamentSetup::default()
    };
    setup.header.tiebreaks.clone_from(&config.tiebreaks);
    let mut withdrawn = vec![false; n_players];
    for match_no in 1..=matches {
        let last = match_no == matches;
        let Some(first_column) = RoundNo::new(2 * match_no - 1) else {
            break;
        };
        for (index, player) in setup.players.iter_mut().enumerate() {
            if !withdrawn[index] && random.chance(config.withdrawal_rate) {
                withdrawn[index] = true;
            }
            let entry = if withdrawn[index] {
                RoundEntry::Unplayed(Unplayed::ZeroPointBye)
            } else if !last && random.chance(config.bye_rate) {
                RoundEntry::Unplayed(Unplayed::HalfPointBye)
            } else {
                RoundEntry::NOT_PAIRED
            };
            player.rounds.push(entry);
            player.rounds.push(entry);
        }
        let Ok(mut tournament) = Tournament::try_from(setup.clone()) else {
            break;
        };
        if let Some(variant) = config.acceleration
            && setup.accelerations.is_empty()
            && let Ok(records) = double_swiss_baku(&tournament, variant)
        {
            setup.accelerations = records;
            match Tournament::try_from(setup.clone()) {
                Ok(accelerated) => tournament = accelerated,
                Err(_) => break,
            }
        }
        let outcome = pair_round(&tournament.view(first_column), options);
        let Ok(PairingOutcome::Paired(pairing)) = outcome else {
            for player in &mut setup.players {
                player.rounds.truncate(player.rounds.len() - 2);
            }
            break;
        };
        let first = first_column.index();
        for board in &pairing.boards {
            for game in 0..2 {
                let (white, black) = if game == 0 {
                    (board.white, board.black)
                } else {
                    (board.black, board.white)
                };
                let (white_entry, black_entry) = if random.chance(config.forfeit_rate) {
                    let white_wins = random.below(2) == 0;
                    (
                        forfeit(black, Colour::White, white_wins),
                        forfeit(white, Colour::Black, !white_wins),
                    )
                } else {
                    let expected = 1.0
                        / (1.0
                            + 10f64.powf(
                                (f64::from(ratings[black.index()])
                                    - f64::from(ratings[white.index()]))
                                    / 400.0,
                            ));
                    let result = if random.chance(config.draw_rate) {
                        GameResult::Draw
                    } else if random.unit() < expected {
                        GameResult::Win
                    } else {
                        GameResult::Loss
                    };
                    (
                        RoundEntry::Game {
                            opponent: black,
                            colour: Colour::White,
                            result,
                        },
                        RoundEntry::Game {
                            opponent: white,
                            colour: Colour::Black,
                            result: result.reversed(),
                        },
                    )
                };
                setup.players[white.index()].rounds[first + game] = white_entry;
                setup.players[black.index()].rounds[first + game] = black_entry;
            }
        }
        if let Some(bye) = pairing.pairing_bye {
            setup.players[bye.index()].rounds[first] = RoundEntry::Unplayed(Unplayed::PairingBye);
            setup.players[bye.index()].rounds[first + 1] =
                RoundEntry::Unplayed(crate::PAIRING_SPAN.later_bye);
        }
    }
    let scoring = setup.scoring;
    for player in &mut setup.players {
        player.stated_points = Some(player.rounds.iter().map(|e| scoring.points(*e)).sum());
    }
    setup
}

fn forfeit(opponent: PlayerId, colour: Colour, won: bool) -> RoundEntry {
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
}

/// Baku acceleration (C.04.7) in match terms, as `250` records over columns: group A as
/// C.04.7 (and [`BakuVariant`]) decide it; the first half of the matches (rounded up) are
/// accelerated, the first half of those (rounded up) with the points of a match win (two
/// game wins), the others with the points of a drawn match (one game win).
///
/// # Errors
///
/// [`AccelerationError::PointSystem`] if a win is not worth two draws.
pub fn double_swiss_baku(
    tournament: &Tournament,
    variant: BakuVariant,
) -> Result<Vec<Acceleration>, AccelerationError> {
    let per_game = baku_accelerations(tournament, variant)?;
    let Some(group) = per_game.first() else {
        return Ok(Vec::new());
    };
    let (first_player, last_player) = (group.first_player, group.last_player);
    let win = tournament.setup().scoring.win;
    let matches = tournament.n_rounds() / 2;
    let accelerated = matches.div_ceil(2);
    let full = accelerated.div_ceil(2);
    let mut records = Vec::new();
    let mut push = |from: u16, to: u16, points| {
        if let (Some(first_round), Some(last_round)) =
            (RoundNo::new(2 * from - 1), RoundNo::new(2 * to))
            && from <= to
        {
            records.push(Acceleration {
                first_player,
                last_player,
                first_round,
                last_round,
                points,
                match_points: None,
            });
        }
    };
    if full >= 1 {
        push(1, full, win.times(2));
    }
    push(full + 1, accelerated, win);
    Ok(records)
}
