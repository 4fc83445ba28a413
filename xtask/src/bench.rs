//! `cargo xtask bench`: every benchmark of the workspace, in release mode, one after another so
//! they do not compete for the cores.

use std::process::Command;

use anyhow::{Context, bail};

/// The benchmark programs: (package, example, arguments).
const BENCHES: &[(&str, &str, &[&str])] = &[
    (
        "rondo-trf",
        "throughput",
        &["fixtures/conformance/dutch-2025/d25a_057_n198_r10_s1391907114.trf"],
    ),
    ("rondo-matching", "matching_bench", &[]),
    ("rondo-tiebreak", "standings_bench", &[]),
    ("rondo-dutch", "pairing_bench", &["100", "4"]),
    ("rondo-dutch", "pairing_bench", &["100", "8"]),
    ("rondo-dutch", "pairing_bench", &["1000", "4"]),
    ("rondo-dutch", "pairing_bench", &["1000", "8"]),
];

/// Fields of `--large`, and the rounds measured in each.
const LARGE_FIELDS: &[u16] = &[4000, 9999];
const LARGE_ROUNDS: &[u16] = &[2, 3, 5, 9];
/// The rounds of the whole event generated at the largest size.
const LARGE_EVENT_ROUNDS: u16 = 15;

/// The other systems under `--large`: one event each, made by `rondo generate --system S
/// --players P --rounds R --seed 3` (teams with `--boards 6`) and kept under `target/bench/`,
/// then the rounds measured (`rondo pair --round`, each in its own process).
struct SystemEvent {
    system: &'static str,
    players: u16,
    /// Rounds generated (matches for the Double-Swiss).
    rounds: u16,
    /// Rounds paired again; for the Double-Swiss, the first column of a match.
    measured: &'static [u16],
    /// Boards per match of a team event (`None` for individuals).
    boards: Option<u16>,
}

const SYSTEM_EVENTS: &[SystemEvent] = &[
    SystemEvent {
        system: "dubov",
        players: 4000,
        rounds: 9,
        measured: &[1, 2, 5, 9],
        boards: None,
    },
    // Rounds 1-4 of a 9-round Burstein event are Dutch seeding rounds (art. 1.6).
    SystemEvent {
        system: "burstein",
        players: 4000,
        rounds: 9,
        measured: &[5, 7, 9],
        boards: None,
    },
    SystemEvent {
        system: "lim",
        players: 4000,
        rounds: 9,
        measured: &[2, 5, 9],
        boards: None,
    },
    SystemEvent {
        system: "double-swiss",
        players: 4000,
        rounds: 9,
        measured: &[3, 9, 17],
        boards: None,
    },
    SystemEvent {
        system: "team",
        players: 1000,
        rounds: 9,
        measured: &[2, 5, 9],
        boards: Some(6),
    },
];

pub fn run(args: &[&str]) -> anyhow::Result<()> {
    let root = crate::workspace_root()?;
    let large = args.contains(&"--large");
    let only = args.iter().copied().find(|arg| !arg.starts_with("--"));
    for (package, example, arguments) in BENCHES {
        if only.is_some_and(|only| !package.contains(only)) {
            continue;
        }
        println!("== {package} ({example} {})", arguments.join(" "));
        let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
            .current_dir(&root)
            .args([
                "run",
                "--quiet",
                "--release",
                "-p",
                package,
                "--example",
                example,
                "--",
            ])
            .args(*arguments)
            .status()
            .with_context(|| format!("running the {package} benchmark"))?;
        if !status.success() {
            bail!("the {package} benchmark failed");
        }
    }
    if large {
        // `--large burstein` measures that system alone.
        if only.is_none_or(|only| "rondo-dutch".contains(only)) {
            run_large(&root)?;
        }
        run_systems(&root, only)?;
    }
    Ok(())
}

/// `--large`: for 4,000 and 9,999 players, rounds 2, 3, 5 and 9 on a history paired by rondo
/// itself (`rondo generate`, kept under `target/bench/`) and on a synthetic one (greedy
/// score-sorted pairings with random results), each in its own process: CPU time of the
/// pairing, peak memory and a fingerprint of the boards and bye, so that a speed-up that
/// changes a pairing shows. Then a whole event of the largest size, every round paired.
fn run_large(root: &std::path::Path) -> anyhow::Result<()> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let build = Command::new(&cargo)
        .current_dir(root)
        .args(["build", "--quiet", "--release", "-p", "rondo-cli"])
        .args(["-p", "rondo-dutch", "--example", "large_round"])
        .status()
        .context("building the large benchmarks")?;
    if !build.success() {
        bail!("building the large benchmarks failed");
    }
    let release = root.join("target/release");
    let rondo = release.join("rondo");
    let large_round = release.join("examples/large_round");
    let folder = root.join("target/bench");
    std::fs::create_dir_all(&folder)?;
    let last_round = LARGE_ROUNDS.iter().max().copied().unwrap_or(2);
    for &players in LARGE_FIELDS {
        let history = folder.join(format!("rondo-{players}-seed7-r{}.trf", last_round - 1));
        if !history.exists() {
            let started = std::time::Instant::now();
            run_checked(Command::new(&rondo).args([
                "generate",
                "--players",
                &players.to_string(),
                "--rounds",
                &(last_round - 1).to_string(),
                "--seed",
                "7",
                "-o",
                &history.to_string_lossy(),
            ]))?;
            println!(
                "== generated {players} players x {} rounds with rondo in {:.1} s (wall)",
                last_round - 1,
                started.elapsed().as_secs_f64()
            );
        }
        for &round in LARGE_ROUNDS {
            let file = history.to_string_lossy().into_owned();
            run_checked(Command::new(&large_round).args(["rondo", &file, &round.to_string()]))?;
        }
        for &round in LARGE_ROUNDS {
            run_checked(Command::new(&large_round).args([
                "synthetic",
                &players.to_string(),
                &round.to_string(),
            ]))?;
        }
    }
    let players = LARGE_FIELDS.iter().max().copied().unwrap_or(9999);
    let event = folder.join(format!("rondo-{players}-seed8-r{LARGE_EVENT_ROUNDS}.trf"));
    let started = std::time::Instant::now();
    run_checked(Command::new(&rondo).args([
        "generate",
        "--players",
        &players.to_string(),
        "--rounds",
        &LARGE_EVENT_ROUNDS.to_string(),
        "--seed",
        "8",
        "-o",
        &event.to_string_lossy(),
    ]))?;
    println!(
        "== a whole event of {players} players x {LARGE_EVENT_ROUNDS} rounds generated (every round paired) in {:.1} s (wall)",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// `--large`, the other systems: one line per system, size and round (CPU time of the whole
/// `rondo pair` command, reading included, peak memory, a fingerprint of its pairs).
fn run_systems(root: &std::path::Path, only: Option<&str>) -> anyhow::Result<()> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let build = Command::new(&cargo)
        .current_dir(root)
        .args(["build", "--quiet", "--release", "-p", "rondo-cli"])
        .args(["--example", "pair_measured"])
        .status()
        .context("building the systems benchmark")?;
    if !build.success() {
        bail!("building the systems benchmark failed");
    }
    let release = root.join("target/release");
    let rondo = release.join("rondo");
    let pair_measured = release.join("examples/pair_measured");
    let folder = root.join("target/bench");
    std::fs::create_dir_all(&folder)?;
    println!("== every other system: rondo pair, each round in its own process");
    for event in SYSTEM_EVENTS {
        if only.is_some_and(|only| !event.system.contains(only)) {
            continue;
        }
        let SystemEvent {
            system,
            players,
            rounds,
            measured,
            boards,
        } = *event;
        let label = match boards {
            Some(boards) => format!("{players} teams x {boards}"),
            None => format!("{players} players"),
        };
        let file = folder.join(format!("{system}-{players}-seed3-r{rounds}.trf"));
        if !file.exists() {
            let started = std::time::Instant::now();
            let mut generate = Command::new(&rondo);
            generate.args(["generate", "--system", system]).args([
                "--players",
                &players.to_string(),
                "--rounds",
                &rounds.to_string(),
                "--seed",
                "3",
                "-o",
                &file.to_string_lossy(),
            ]);
            if let Some(boards) = boards {
                generate.args(["--boards", &boards.to_string()]);
            }
            run_checked(&mut generate)?;
            println!(
                "== generated {label} x {rounds} rounds with rondo --system {system} in {:.1} s (wall)",
                started.elapsed().as_secs_f64()
            );
        }
        for &round in measured {
            run_checked(Command::new(&pair_measured).args([
                &label,
                system,
                &file.to_string_lossy(),
                &round.to_string(),
            ]))?;
        }
    }
    Ok(())
}

fn run_checked(command: &mut Command) -> anyhow::Result<()> {
    let status = command
        .status()
        .with_context(|| format!("running {command:?}"))?;
    if !status.success() {
        bail!("{command:?} failed");
    }
    Ok(())
}
