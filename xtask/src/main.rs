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
        Some(other) => bail!("unknown command '{other}' (expected conformance, bench or fixtures)"),
        None => bail!("usage: cargo xtask <conformance|bench|fixtures> [options]"),
    }
}

/// The root of the workspace.
fn workspace_root() -> anyhow::Result<PathBuf> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest
        .parent()
        .map(Path::to_path_buf)
        .context("xtask lives one level below the workspace root")
}
