//! Project automation, reached as `cargo xtask <command>`:
//!
//! - `cargo xtask conformance` re-pairs every tournament of the reference corpus with
//!   `rondo check` and prints a summary (exit 1 on any discrepancy);
//! - `cargo xtask bench` prints performance figures (release builds of each crate's bench);
//! - `cargo xtask fixtures [--check]` regenerates the generated fixtures and their snapshots,
//!   or checks that the committed ones are current.

mod bench;
mod conformance;

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest: Vec<&str> = args.iter().skip(1).map(String::as_str).collect();
    match args.first().map(String::as_str) {
        Some("conformance") => conformance::run(&rest),
        Some("bench") => bench::run(&rest),
        Some("fixtures") => fixtures(&rest),
        Some(other) => bail!("unknown command '{other}' (expected conformance, bench or fixtures)"),
        None => bail!("usage: cargo xtask <conformance|bench|fixtures> [options]"),
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

/// The root of the workspace.
fn workspace_root() -> anyhow::Result<PathBuf> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest
        .parent()
        .map(Path::to_path_buf)
        .context("xtask lives one level below the workspace root")
}
