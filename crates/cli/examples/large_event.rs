//! A very large event, to measure how rondo scales: builds a 9,999-player, 15-round Swiss
//! tournament (9,999 is the most start numbers TRF can hold) and times each step.
//!
//! ```text
//! cargo run --release -p rondo-cli --example large_event -- build /tmp/large.trf
//! cargo run --release -p rondo-cli --example large_event -- read /tmp/large.trf
//! cargo run --release -p rondo-cli --example large_event -- check /tmp/large.trf
//! cargo run --release -p rondo-cli --example large_event -- standings /tmp/large.trf
//! cargo run --release -p rondo-cli --example large_event -- cli-standings /tmp/large.trf
//! cargo run --release -p rondo-cli --example large_event -- views /tmp/large.trf
//! cargo run --release -p rondo-cli --example large_event -- pair /tmp/large.trf 5
//! ```
//!
//! Each step runs in its own process so that its peak memory can be measured from outside
//! (`/usr/bin/time -v`, "Maximum resident set size"). Every step first reads the file (and all
//! but `read` check it); the time printed is that of the step itself.
//!
//! The rounds are not paired by the Dutch engine, which takes minutes per round at this size:
//! `build` pairs each round by a simple legal rule instead (players in score order, each with the
//! next one it has not met, colours by alternation), with seeded random results, half-point byes
//! and forfeits, and the pairing-allocated bye for the odd player. The file is consistent:
//! opponents point back, results fit, points columns agree.
#![allow(clippy::expect_used, clippy::unwrap_used)] // A measuring tool, not a library.

use std::collections::HashSet;
use std::time::Instant;

use rondo_core::{
    Colour, GameResult, Player, PlayerId, Rating, RoundEntry, RoundNo, Score, ScoringSystem,
    Tournament, TournamentSetup, Unplayed,
};
use rondo_trf::{CheckOptions, Format, LineEnding, WriteOptions};

const PLAYERS: u16 = 9999;
const ROUNDS: u16 = 15;

/// A typical tie-break list of a large open.
const TIEBREAKS: &str = "BH/C1, BH, SB, PS, DE, WIN, BPG, ARO, TPR";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (step, path) = match args.as_slice() {
        [step, path, ..] => (step.as_str(), path.as_str()),
        _ => {
            eprintln!(
                "usage: large_event build|read|check|standings|cli-standings|views|pair FILE [ROUND]"
            );
            std::process::exit(2);
        }
    };
    match step {
        "build" => build(path),
        "read" => {
            let bytes = std::fs::read(path).expect("readable file");
            let started = Instant::now();
            let file = rondo_trf::read(&bytes).expect("the file reads");
            report("read", started, file.setup.players.len());
        }
        "check" => {
            let file = read(path);
            let started = Instant::now();
            let checked = rondo_trf::check(&file, &CheckOptions::default()).expect("consistent");
            report("check", started, checked.tournament.players().len());
        }
        "standings" => {
            let tournament = tournament(path);
            let specs = rondo_tiebreak::parse_tiebreak_list(TIEBREAKS).expect("valid list");
            let options = rondo_tiebreak::StandingsOptions::default();
            let started = Instant::now();
            let standings =
                rondo_tiebreak::standings(&tournament, &specs, &options).expect("standings");
            let crosstable = rondo_tiebreak::crosstable(&tournament, None);
            report(
                "standings",
                started,
                standings.rows.len() + crosstable.rows.len(),
            );
        }
        "cli-standings" => {
            // The whole command: read, check, tie-breaks, and the text with the crosstable.
            let started = Instant::now();
            let mut out = Vec::new();
            let mut err = Vec::new();
            let code = rondo_cli::run(
                rondo_cli::Registry::SHIPPED,
                ["rondo", "standings", path, "--tiebreaks", TIEBREAKS],
                &mut out,
                &mut err,
            );
            assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
            report("rondo standings", started, out.len());
        }
        "views" => {
            // What `rondo check` computes before re-pairing each round: the state of every
            // player at the start of every round.
            let tournament = tournament(path);
            let started = Instant::now();
            let mut present = 0;
            for round in (1..=tournament.n_rounds()).filter_map(RoundNo::new) {
                present += tournament.view(round).present().count();
            }
            report("views of every round", started, present);
        }
        "pair" => {
            let round: u16 = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(5);
            let tournament = tournament(path);
            let round = RoundNo::new(round).expect("a round from 1");
            let started = Instant::now();
            let view = tournament.view(round);
            let system =
                rondo_systems::resolve(&rondo_systems::Choice::default(), tournament.setup())
                    .expect("a system rondo pairs");
            let outcome = system
                .pair(&view, &rondo_systems::Options::default())
                .expect("pairs");
            let boards = outcome.pairing().map_or(0, |pairing| pairing.boards.len());
            report(&format!("pair round {round}"), started, boards);
        }
        other => {
            eprintln!("unknown step {other}");
            std::process::exit(2);
        }
    }
}

fn report(step: &str, started: Instant, size: usize) {
    println!("{step}: {:.3} s ({size})", started.elapsed().as_secs_f64());
}

fn read(path: &str) -> rondo_trf::TrfFile {
    let bytes = std::fs::read(path).expect("readable file");
    rondo_trf::read(&bytes).expect("the file reads")
}

fn tournament(path: &str) -> Tournament {
    rondo_trf::check(&read(path), &CheckOptions::default())
        .expect("consistent")
        .tournament
}

/// Seeded random numbers (SplitMix64), so that the same event is built every time.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn build(path: &str) {
    let started = Instant::now();
    let mut random = Random(20_260_404);
    let n = usize::from(PLAYERS);
    let mut ratings: Vec<u16> = (0..n)
        .map(|_| 1000 + u16::try_from(random.below(1800)).unwrap())
        .collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    let ids: Vec<PlayerId> = (0..n).map(|i| PlayerId::from_index(i).unwrap()).collect();
    let scoring = ScoringSystem::default();
    let mut rounds: Vec<Vec<RoundEntry>> = vec![Vec::new(); n];
    let mut scores = vec![Score::ZERO; n];
    let mut colour_balance = vec![0i32; n];
    let mut last_colour: Vec<Option<Colour>> = vec![None; n];
    let mut had_bye = vec![false; n];
    let mut met: HashSet<(usize, usize)> = HashSet::new();

    for _ in 0..ROUNDS {
        // Announced half-point byes, one player in a hundred.
        let mut entries = vec![RoundEntry::NOT_PAIRED; n];
        let mut playing: Vec<usize> = Vec::with_capacity(n);
        for (player, entry) in entries.iter_mut().enumerate() {
            if random.below(100) == 0 {
                *entry = RoundEntry::Unplayed(Unplayed::HalfPointBye);
            } else {
                playing.push(player);
            }
        }
        // Score order, then rating order (the start numbers follow the ratings).
        playing.sort_by_key(|p| (std::cmp::Reverse(scores[*p]), *p));
        if playing.len() % 2 == 1 {
            let position = playing
                .iter()
                .rposition(|p| !had_bye[*p])
                .expect("someone has not had the bye yet");
            let bye = playing.remove(position);
            had_bye[bye] = true;
            entries[bye] = RoundEntry::Unplayed(Unplayed::PairingBye);
        }
        let mut paired = vec![false; n];
        for index in 0..playing.len() {
            let a = playing[index];
            if paired[a] {
                continue;
            }
            // The next unpaired player not met yet; when everyone after has been met (only
            // at the very end of the list), the next unpaired one.
            let mut candidates = playing[index + 1..].iter().filter(|q| !paired[**q]);
            let first = *candidates.clone().next().expect("an even number to pair");
            let b = candidates
                .find(|q| !met.contains(&(a.min(**q), a.max(**q))))
                .copied()
                .unwrap_or(first);
            paired[a] = true;
            paired[b] = true;
            met.insert((a.min(b), a.max(b)));
            // The player with more Black games (or Black last) gets White.
            let a_white = match colour_balance[a].cmp(&colour_balance[b]) {
                std::cmp::Ordering::Less => true,
                std::cmp::Ordering::Greater => false,
                std::cmp::Ordering::Equal => last_colour[a] != Some(Colour::White),
            };
            let (white, black) = if a_white { (a, b) } else { (b, a) };
            let roll = random.below(1000);
            let (white_entry, black_entry) = if roll < 5 {
                (
                    RoundEntry::Unplayed(Unplayed::ForfeitWin {
                        opponent: Some(ids[black]),
                        colour: Some(Colour::White),
                    }),
                    RoundEntry::Unplayed(Unplayed::ForfeitLoss {
                        opponent: Some(ids[white]),
                        colour: Some(Colour::Black),
                    }),
                )
            } else {
                let result = match roll {
                    0..=384 => GameResult::Win,
                    385..=684 => GameResult::Draw,
                    _ => GameResult::Loss,
                };
                (
                    RoundEntry::Game {
                        opponent: ids[black],
                        colour: Colour::White,
                        result,
                    },
                    RoundEntry::Game {
                        opponent: ids[white],
                        colour: Colour::Black,
                        result: result.reversed(),
                    },
                )
            };
            entries[white] = white_entry;
            entries[black] = black_entry;
            colour_balance[white] += 1;
            colour_balance[black] -= 1;
            last_colour[white] = Some(Colour::White);
            last_colour[black] = Some(Colour::Black);
        }
        for (player, entry) in entries.into_iter().enumerate() {
            scores[player] += scoring.points(entry);
            rounds[player].push(entry);
        }
    }

    let players: Vec<Player> = ids
        .iter()
        .zip(rounds)
        .enumerate()
        .map(|(index, (id, rounds))| {
            let mut player = Player::new(*id, format!("Player {:04}, Large", index + 1));
            player.rating = Some(Rating(ratings[index]));
            player.federation = Some("INT".to_owned());
            player.stated_points = Some(scores[index]);
            player.rounds = rounds;
            player
        })
        .collect();
    let mut setup = TournamentSetup {
        players,
        declared_rounds: Some(ROUNDS),
        initial_colour: Some(Colour::White),
        ..TournamentSetup::default()
    };
    setup.header.name = Some(format!("Large event, {PLAYERS} players, {ROUNDS} rounds"));
    let bytes = rondo_trf::write_setup(
        &setup,
        &WriteOptions::default()
            .with_format(Format::Trf16)
            .with_line_ending(LineEnding::Lf),
    );
    std::fs::write(path, &bytes).expect("writable output");
    report("build", started, bytes.len());
}
