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
        run_large(&root)?;
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

fn run_checked(command: &mut Command) -> anyhow::Result<()> {
    let status = command
        .status()
        .with_context(|| format!("running {command:?}"))?;
    if !status.success() {
        bail!("{command:?} failed");
    }
    Ok(())
}
