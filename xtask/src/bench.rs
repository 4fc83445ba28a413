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

/// Run only with `--large`: generating these tournaments pairs every earlier round too, which
/// takes minutes.
const LARGE_BENCHES: &[(&str, &str, &[&str])] = &[
    ("rondo-dutch", "pairing_bench", &["5000", "4"]),
    ("rondo-dutch", "pairing_bench", &["5000", "8"]),
    ("rondo-dutch", "pairing_bench", &["9999", "4"]),
    ("rondo-dutch", "pairing_bench", &["9999", "8"]),
];

pub fn run(args: &[&str]) -> anyhow::Result<()> {
    let root = crate::workspace_root()?;
    let large = args.contains(&"--large");
    let only = args.iter().copied().find(|arg| !arg.starts_with("--"));
    let extra = if large { LARGE_BENCHES } else { &[] };
    for (package, example, arguments) in BENCHES.iter().chain(extra) {
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
    Ok(())
}
