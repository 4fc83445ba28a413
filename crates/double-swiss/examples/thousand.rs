//! Times the pairing of one match of a 1,000-player Double-Swiss event (run with `--release`):
//! the event is generated for `MATCHES` matches, then the last match is paired again.

use std::time::Instant;

use rondo_core::{RoundNo, Tournament};
use rondo_double_swiss::{DoubleSwissOptions, generate, pair_round};
use rondo_pairing::GenerateConfig;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let players: u16 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    for matches in [1u16, 2, 4, 7] {
        let config = GenerateConfig::default()
            .with_players(players)
            .with_rounds(matches)
            .with_seed(1);
        let started = Instant::now();
        let setup = generate(&config, &DoubleSwissOptions::default());
        let generated = started.elapsed();
        let tournament = Tournament::try_from(setup)?;
        let column = RoundNo::new(2 * matches - 1).ok_or("round")?;
        let mut truncated = tournament.setup().clone();
        for player in &mut truncated.players {
            player.rounds.truncate(column.index());
            player.stated_points = None;
        }
        let before = Tournament::try_from(truncated)?;
        let started = Instant::now();
        let outcome = pair_round(&before.view(column), &DoubleSwissOptions::default())?;
        let paired = started.elapsed();
        println!(
            "{players} players, match {matches}: paired in {:.3} s ({} boards); whole event generated in {:.2} s",
            paired.as_secs_f64(),
            outcome.pairing().map_or(0, |p| p.boards.len()),
            generated.as_secs_f64()
        );
    }
    Ok(())
}
