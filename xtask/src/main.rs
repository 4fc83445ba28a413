//! Project automation, reached as `cargo xtask <command>`:
//!
//! - `cargo xtask conformance` re-pairs every tournament of the reference corpus with
//!   `rondo check` and prints a summary (exit 1 on any discrepancy);
//! - `cargo xtask bench` prints performance figures (release builds of each crate's bench);
//! - `cargo xtask fixtures [--check]` regenerates the generated fixtures and their snapshots,
//!   or checks that the committed ones are current;
//! - `cargo xtask crosscheck --count N [--reference CMD]` generates and checks random
//!   tournaments in bulk, with rondo's checker and optionally another engine's;
//! - `cargo xtask real-files [DIR]` reads every file written by other programs in DIR (default
//!   `../shared/real-files`) with each reading command and prints what each did;
//! - `cargo xtask fuzz --minutes N [--seed S]` runs mutated fixtures and real files through
//!   every command of the release binary and fails on a panic, a time-out or an exit code
//!   other than 0, 1 and 2;
//! - `cargo xtask test` runs every test, Rust and Python, as CI does (the README's test command),
//!   and a short fuzzing run.

mod bench;
mod conformance;
mod crosscheck;
mod fuzz;
mod test;

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest: Vec<&str> = args.iter().skip(1).map(String::as_str).collect();
    match args.first().map(String::as_str) {
        Some("conformance") => conformance::run(&rest),
        Some("bench") => bench::run(&rest),
        Some("fixtures") => fixtures(&rest),
        Some("real-files") => real_files(&rest),
        Some("crosscheck") => crosscheck::run(&rest),
        Some("fuzz") => fuzz::run(&workspace_root()?, &rest),
        Some("test") => test::run(&workspace_root()?),
        Some(other) => {
            bail!(
                "unknown command '{other}' (expected conformance, bench, crosscheck, fixtures, fuzz, real-files or test)"
            )
        }
        None => {
            bail!(
                "usage: cargo xtask <conformance|bench|crosscheck|fixtures|fuzz|real-files|test> [options]"
            )
        }
    }
}

/// `cargo xtask fixtures [--check]`.
fn fixtures(args: &[&str]) -> anyhow::Result<()> {
    let root = workspace_root()?;
    if args.contains(&"--check") {
        let stale = xtask::fixtures::check(&root).map_err(anyhow::Error::msg)?;
        if !stale.is_empty() {
            for line in &stale {
                eprintln!("{line}");
            }
            bail!(
                "generated fixtures are out of date: run `cargo xtask fixtures`, review the diff and commit it"
            );
        }
        println!("generated fixtures are up to date");
        return Ok(());
    }
    let changed = xtask::fixtures::write_all(&root).map_err(anyhow::Error::msg)?;
    if changed.is_empty() {
        println!("generated fixtures were already up to date");
    } else {
        for path in &changed {
            println!("rewrote {path}");
        }
        println!(
            "review the changes, then run `cargo insta test --review` for the snapshot tests that cover them"
        );
    }
    Ok(())
}

/// `cargo xtask real-files [DIR]`.
fn real_files(args: &[&str]) -> anyhow::Result<()> {
    let folder = match args.first() {
        Some(folder) => PathBuf::from(folder),
        None => workspace_root()?.join("../shared/real-files"),
    };
    let outcomes = xtask::real_files::survey(&folder)
        .with_context(|| format!("reading {}", folder.display()))?;
    println!("file\tcommand\texit\tfirst error");
    for outcome in &outcomes {
        println!(
            "{}\t{}\t{}\t{}",
            outcome.file, outcome.command, outcome.code, outcome.first_error
        );
    }
    for command in xtask::real_files::COMMANDS {
        let of_command: Vec<_> = outcomes
            .iter()
            .filter(|o| o.command == command[0])
            .collect();
        let count = |code| of_command.iter().filter(|o| o.code == code).count();
        println!(
            "{}: {} files, exit 0: {}, exit 1: {}, exit 2: {}",
            command[0],
            of_command.len(),
            count(0),
            count(1),
            count(2)
        );
    }
    let failures = xtask::real_files::failures(&outcomes);
    if !failures.is_empty() {
        for failure in &failures {
            eprintln!("{failure}");
        }
        bail!(
            "{} outcome(s) are not what docs/real-files.md promises",
            failures.len()
        );
    }
    Ok(())
}

/// The root of the workspace.
fn workspace_root() -> anyhow::Result<PathBuf> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest
        .parent()
        .map(Path::to_path_buf)
        .context("xtask lives one level below the workspace root")
}
