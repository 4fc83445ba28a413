//! Times the Dubov engine: a generated event of `PLAYERS` players (default 1,000) and `ROUNDS`
//! rounds (default 9), printing the time to pair each round.
//!
//! `cargo run --release -p rondo-dubov --example bench -- 1000 9`

use std::time::Instant;

use rondo_dubov::{DubovOptions, pair_round};
use rondo_pairing::{GenerateConfig, generate_with};

fn main() {
    let mut args = std::env::args().skip(1);
    let players: u16 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let rounds: u16 = args.next().and_then(|a| a.parse().ok()).unwrap_or(9);
    let config = GenerateConfig::default()
        .with_players(players)
        .with_rounds(rounds)
        .with_seed(7);
    let mut round = 0;
    let started = Instant::now();
    let _ = generate_with(&config, |view| {
        round += 1;
        let start = Instant::now();
        let outcome = pair_round(view, &DubovOptions::default());
        println!(
            "round {round}: {:.3} s{}",
            start.elapsed().as_secs_f64(),
            if outcome.as_ref().is_ok_and(|o| o.pairing().is_some()) {
                ""
            } else {
                " (not paired)"
            }
        );
        outcome
    });
    println!("total {:.3} s", started.elapsed().as_secs_f64());
}
