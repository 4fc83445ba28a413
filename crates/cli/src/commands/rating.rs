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
//!
//! `Tournament::rating_changes` computes them and `rondo_words::rating` lays them out.

use std::collections::HashMap;
use std::io::Write;

use rondo_core::{PlayerId, RatingInput};

use crate::args::{RatingArgs, RatingFormat};
use crate::exit::{CliError, Outcome};
use crate::input::{self, Strictness};
use crate::output::{self, Destination};

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
    let loaded = input::load(&args.file, Strictness::of(&args.reading), limits)?;
    let _ = stderr.write_all(loaded.warnings.as_bytes());
    let changes = loaded.tournament.rating_changes(&RatingInput {
        event_year: rondo_event::facts::event_year(loaded.tournament.setup()),
        games_before: args.games_before,
        k_overrides: overrides,
    });
    let text = match args.format {
        RatingFormat::Json => rondo_words::rating::json(&changes),
        RatingFormat::Csv => rondo_words::rating::csv(&changes),
        RatingFormat::Text => rondo_words::rating::text(&changes),
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
