//! One `rondo pair FILE --round ROUND --system SYSTEM --format pairs`, as `cargo xtask bench
//! --large` measures it for every pairing system: the command runs in this process (reading
//! the file included), then the CPU time, the process's peak memory and a fingerprint of the
//! pairs print on one line.
//!
//! `cargo run --release -p rondo-cli --example pair_measured -- LABEL SYSTEM FILE ROUND`
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::hash::{Hash, Hasher};

// Shared with `rondo-dutch`'s `large_round` example, which the same benchmark runs.
#[path = "../../dutch/examples/support/usage.rs"]
mod usage;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [label, system, file, round] = args.as_slice() else {
        panic!("usage: pair_measured LABEL SYSTEM FILE ROUND");
    };
    let before = usage::cpu_seconds();
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let arguments = [
        "rondo",
        "pair",
        file.as_str(),
        "--round",
        round.as_str(),
        "--system",
        system.as_str(),
        "--format",
        "pairs",
    ];
    let code = rondo_cli::run(
        rondo_cli::Registry::SHIPPED,
        arguments,
        &mut stdout,
        &mut stderr,
    );
    let cpu = usage::cpu_seconds() - before;
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&stderr));
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    stdout.hash(&mut hasher);
    let boards = stdout
        .split(|byte| *byte == b'\n')
        .filter(|line| !line.is_empty())
        .count();
    println!(
        "{label:>18}  {system:<12}  round {round:<2}  {cpu:>7.2} s CPU  {:>6} MB peak  {boards:>5} lines  fingerprint {:016x}",
        usage::peak_megabytes(),
        hasher.finish(),
    );
}
