//! One round of a large field, as `cargo xtask bench --large` measures it: the history is a
//! file paired by rondo itself or a synthetic one (greedy score-sorted pairings with random
//! results), the round is paired by the Dutch engine, and the CPU time of the pairing, the
//! process's peak memory and a fingerprint of the pairing are printed.
//!
//! `cargo run --release -p rondo-dutch --example large_round -- rondo FILE ROUND`
//! `cargo run --release -p rondo-dutch --example large_round -- synthetic PLAYERS ROUND [SEED]`
//!
//! CPU time and peak memory are read from Linux's `/proc`; elsewhere they print as zero.
#![allow(clippy::unwrap_used, clippy::expect_used)]

// Shared with `rondo-cli`'s `pair_measured` example, which the same benchmark runs.
#[path = "support/usage.rs"]
mod usage;

use std::hash::{Hash, Hasher};

use usage::{cpu_seconds, peak_megabytes};

use rondo_core::{PlayerId, RoundNo, RoundView, Tournament};
use rondo_dutch::{GenerateConfig, PairOptions, pair_round};
use rondo_pairing::{Board, Pairing, PairingOutcome, generate_with};

/// Rounds declared, so that none of the rounds measured is the last (topscorers, C.04.3 1.8).
const DECLARED_ROUNDS: u16 = 15;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (label, mut setup, round) = match args.first().map(String::as_str) {
        Some("rondo") => {
            let text = std::fs::read(&args[1]).unwrap();
            let file = rondo_trf::read(&text).unwrap();
            (
                "rondo".to_string(),
                file.setup,
                args[2].parse::<u16>().unwrap(),
            )
        }
        Some("synthetic") => {
            let players: u16 = args[1].parse().unwrap();
            let round: u16 = args[2].parse().unwrap();
            let seed = args.get(3).map_or(7, |seed| seed.parse().unwrap());
            let config = GenerateConfig::default()
                .with_players(players)
                .with_rounds(round - 1)
                .with_seed(seed);
            let setup = generate_with(&config, |view| {
                Ok::<_, std::convert::Infallible>(greedy(view))
            });
            ("synthetic".to_string(), setup, round)
        }
        _ => panic!("usage: large_round rondo FILE ROUND | synthetic PLAYERS ROUND [SEED]"),
    };
    setup.declared_rounds = Some(DECLARED_ROUNDS);
    let tournament = Tournament::try_from(setup).unwrap();
    let view = tournament.view(RoundNo::new(round).unwrap());
    let before = cpu_seconds();
    let outcome = pair_round(&view, &PairOptions::default()).unwrap();
    let cpu = cpu_seconds() - before;
    let fingerprint = outcome.pairing().map_or(0, |pairing| {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        format!("{:?} {:?}", pairing.boards, pairing.pairing_bye).hash(&mut hasher);
        hasher.finish()
    });
    println!(
        "{:>5} players  {label:<9}  round {round:<2}  {cpu:>7.2} s CPU  {:>6} MB peak  {:>5} boards  fingerprint {fingerprint:016x}",
        view.present().count(),
        peak_megabytes(),
        outcome.pairing().map_or(0, |pairing| pairing.boards.len()),
    );
}

/// A synthetic round: the players present sorted by score (then pairing number), each paired
/// with the next one he has not met; the higher one takes the colour he had less; an odd last
/// one takes the bye.
fn greedy(view: &RoundView<'_>) -> PairingOutcome {
    let mut players: Vec<_> = view.present().collect();
    players.sort_by(|a, b| b.score.cmp(&a.score).then(a.id.cmp(&b.id)));
    let mut paired = vec![false; players.len()];
    let mut boards = Vec::new();
    for first in 0..players.len() {
        if paired[first] {
            continue;
        }
        let Some(second) = (first + 1..players.len())
            .find(|&other| !paired[other] && !players[first].has_met(players[other].id))
        else {
            continue;
        };
        paired[first] = true;
        paired[second] = true;
        let (higher, lower) = (players[first], players[second]);
        let higher_white = higher.colour_difference <= lower.colour_difference;
        let (white, black): (PlayerId, PlayerId) = if higher_white {
            (higher.id, lower.id)
        } else {
            (lower.id, higher.id)
        };
        boards.push(Board { white, black });
    }
    let pairing_bye = (0..players.len())
        .rev()
        .find(|&index| !paired[index])
        .map(|index| players[index].id);
    PairingOutcome::Paired(Pairing {
        boards,
        pairing_bye,
        brackets: Vec::new(),
    })
}
