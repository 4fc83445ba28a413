//! Times the pairing of one round of generated tournaments.
//!
//! `cargo run --release -p rondo-dutch --example pairing_bench -- PLAYERS ROUNDS_BEFORE [SEED] [--last]`
//!
//! With `--last` the round paired is the tournament's last (topscorers then count).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Instant;

use rondo_core::{RoundNo, Tournament};
use rondo_dutch::{GenerateConfig, PairOptions, generate, pair_round};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter(|arg| !arg.starts_with("--"))
        .map(|a| a.parse().unwrap())
        .collect();
    let (players, before, seed) = (
        args[0] as u16,
        args[1] as u16,
        args.get(2).copied().unwrap_or(7),
    );
    let started = Instant::now();
    let config = GenerateConfig::default()
        .with_players(players)
        .with_rounds(before)
        .with_seed(seed);
    let mut setup = generate(&config, &PairOptions::default());
    println!(
        "generated {players} players x {before} rounds in {:.2}s",
        started.elapsed().as_secs_f64()
    );
    // The round paired is the last one when asked (topscorers count then), else a middle one.
    let last = std::env::args().any(|arg| arg == "--last");
    setup.declared_rounds = Some(if last { before + 1 } else { before + 3 });
    let tournament = Tournament::try_from(setup).unwrap();
    let view = tournament.view(RoundNo::new(before + 1).unwrap());
    let started = Instant::now();
    let outcome = pair_round(&view, &PairOptions::default()).unwrap();
    let elapsed = started.elapsed().as_secs_f64();
    // A fingerprint of the boards and the bye, to compare the pairings of two builds.
    let fingerprint = outcome.pairing().map_or(0, |p| {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        format!("{:?} {:?}", p.boards, p.pairing_bye).hash(&mut hasher);
        hasher.finish()
    });
    println!(
        "paired round {} in {elapsed:.3}s: {} boards, fingerprint {fingerprint:016x}",
        before + 1,
        outcome.pairing().map_or(0, |p| p.boards.len())
    );
}
