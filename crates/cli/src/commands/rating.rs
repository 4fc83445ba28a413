//! `rondo rating FILE [--format text|csv|json] [--k PLAYER=K ...] [--games-before N]`: each
//! rated player's expected score, score, K factor and rating change for the event.
//!
//! Policy (FIDE Rating Regulations B.02, as in force from 2024; the arithmetic is in
//! `rondo_core::rating`):
//! - Rated games are games played over the board with a rated result (TRF `1 = 0`, not the
//!   `W D L` of games that lasted less than a move, not forfeits or byes) between two players
//!   who both have a rating. Games against unrated players are left out.
//! - The expected score of each game comes from the rating difference table, with the 400-point
//!   rule for players below 2650; the change is `K × (score − expected)` over the event, rounded
//!   to the nearest whole number, halves up.
//! - K: 40 for players with fewer than 30 rated games (`--games-before`, default 30, or per
//!   player with `--k`) and for juniors rated below 2300; 10 for players rated 2400 or more;
//!   otherwise 20. A junior is a player who is 18 or younger in the year the event ends (`052`,
//!   else `042`), from the birth year of the `001` line. K is lowered when K × games exceeds
//!   700. `--k PLAYER=K` overrides all of this for one player.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write;

use rondo_core::{GameResult, KFactorInput, PlayerId, RatedGame, RoundEntry, Tournament};
use serde::Serialize;

use crate::args::{RatingArgs, RatingFormat};
use crate::exit::{CliError, Outcome};
use crate::input::{self, Strictness};
use crate::output::{self, Destination};

/// One player's line.
#[derive(Debug, Serialize)]
struct RatingRow {
    start_number: u16,
    name: String,
    rating: u16,
    games: usize,
    score: String,
    expected: String,
    k: u8,
    change: i32,
}

/// Runs `rondo rating`.
///
/// # Errors
///
/// Bad input or bad `--k` values, or output that cannot be written.
pub fn run(
    args: &RatingArgs,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let destination = Destination::from_option(args.output.as_deref());
    output::refuse_overwriting_inputs(&destination, std::slice::from_ref(&args.file))?;
    let overrides = parse_overrides(&args.k_overrides)?;
    let loaded = input::load(
        &args.file,
        Strictness {
            strict: args.strict,
        },
        limits,
    )?;
    let _ = stderr.write_all(loaded.warnings.as_bytes());
    let rows = rating_rows(&loaded.tournament, &overrides, args.games_before);
    let text = match args.format {
        RatingFormat::Json => {
            let mut json = serde_json::to_string_pretty(&rows).unwrap_or_default();
            json.push('\n');
            json
        }
        RatingFormat::Csv => {
            let mut writer = csv::Writer::from_writer(Vec::new());
            for row in &rows {
                writer.serialize(row).map_err(|error| {
                    CliError::InvalidArguments(format!("cannot write CSV: {error}"))
                })?;
            }
            let bytes = writer.into_inner().map_err(|error| {
                CliError::InvalidArguments(format!("cannot write CSV: {error}"))
            })?;
            String::from_utf8_lossy(&bytes).into_owned()
        }
        RatingFormat::Text => render_text(&rows),
    };
    output::write(&destination, text.as_bytes(), stdout, stderr)?;
    Ok(Outcome::Success)
}

fn parse_overrides(values: &[String]) -> Result<HashMap<PlayerId, u8>, CliError> {
    let mut overrides = HashMap::new();
    for value in values {
        let parsed = value.split_once('=').and_then(|(player, k)| {
            let player = player.trim().parse::<u16>().ok().and_then(PlayerId::new)?;
            let k = k.trim().parse::<u8>().ok().filter(|k| *k > 0)?;
            Some((player, k))
        });
        let (player, k) = parsed.ok_or_else(|| {
            CliError::InvalidArguments(format!(
                "--k {value}: expected START_NUMBER=K, for example --k 12=40"
            ))
        })?;
        overrides.insert(player, k);
    }
    Ok(overrides)
}

fn rating_rows(
    tournament: &Tournament,
    overrides: &HashMap<PlayerId, u8>,
    games_before: u32,
) -> Vec<RatingRow> {
    let header = &tournament.setup().header;
    let event_year = [&header.end_date, &header.start_date]
        .into_iter()
        .flatten()
        .find_map(|date| rondo_trf::parse_date(date).map(|date| date.year));
    let mut rows = Vec::new();
    for player in tournament.players() {
        let Some(rating) = player.rating.filter(|r| r.0 > 0) else {
            continue;
        };
        let games: Vec<RatedGame> = player
            .rounds
            .iter()
            .filter_map(|entry| match *entry {
                RoundEntry::Game {
                    opponent, result, ..
                } if result.is_rated() => {
                    let opponent_rating =
                        tournament.player(opponent)?.rating.filter(|r| r.0 > 0)?;
                    let halves = match result {
                        GameResult::Win => 2,
                        GameResult::Draw => 1,
                        _ => 0,
                    };
                    Some(RatedGame {
                        opponent: opponent_rating,
                        halves,
                    })
                }
                _ => None,
            })
            .collect();
        let junior = match (event_year, birth_year(player.birth_date.as_deref())) {
            (Some(event), Some(born)) => i32::from(event) - i32::from(born) <= 18,
            _ => false,
        };
        let k = overrides.get(&player.id).copied().unwrap_or_else(|| {
            let base = rondo_core::k_factor(KFactorInput {
                rating,
                junior,
                games_played: games_before,
                reached_2400: rating.0 >= 2400,
            });
            rondo_core::k_factor_for_period(base, u32::try_from(games.len()).unwrap_or(u32::MAX))
        });
        let expected_hundredths: u32 = games
            .iter()
            .map(|game| {
                u32::from(rondo_core::expected_score(rondo_core::rating_difference(
                    rating,
                    game.opponent,
                )))
            })
            .sum();
        let score_halves: u32 = games.iter().map(|game| u32::from(game.halves)).sum();
        rows.push(RatingRow {
            start_number: player.id.get(),
            name: player.name.clone(),
            rating: rating.0,
            games: games.len(),
            score: rondo_core::Score::from_halves(i32::try_from(score_halves).unwrap_or(i32::MAX))
                .to_string(),
            expected: format!(
                "{}.{:02}",
                expected_hundredths / 100,
                expected_hundredths % 100
            ),
            k,
            change: rondo_core::rating_change(rating, k, &games),
        });
    }
    rows
}

fn birth_year(text: Option<&str>) -> Option<u16> {
    let digits: String = text?.trim().chars().take(4).collect();
    digits.parse().ok().filter(|year| *year > 1000)
}

fn render_text(rows: &[RatingRow]) -> String {
    let name_width = rows
        .iter()
        .map(|r| r.name.chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    let mut out = format!(
        "{:>4}  {:<name_width$}  {:>4}  {:>5}  {:>5}  {:>8}  {:>2}  {:>6}\n",
        "SNo", "Name", "Rtg", "Games", "Score", "Expected", "K", "Change"
    );
    for row in rows {
        let _ = writeln!(
            out,
            "{:>4}  {:<name_width$}  {:>4}  {:>5}  {:>5}  {:>8}  {:>2}  {:>+6}",
            row.start_number,
            row.name,
            row.rating,
            row.games,
            row.score,
            row.expected,
            row.k,
            row.change
        );
    }
    out
}
