//! `cargo xtask test`: the whole test suite, as CI runs it.
//!
//! 1. The Rust tests of the workspace with the full conformance corpus
//!    (`RONDO_SLOW_TESTS=1 cargo test --release --workspace`).
//! 2. The Python package (`bindings/python`, outside the workspace): a virtual environment in
//!    `target/python` (made once, with `python3 -m venv`; in `CARGO_TARGET_DIR` when it is set), maturin and pytest installed into it
//!    from the package index, the package built and installed from the clone, then its pytest
//!    suite.
//!
//! The package is built with the workspace's target folder, so that the library crates compiled
//! for the Rust tests are reused rather than built a second time. `RONDO_PYTHON` names another
//! interpreter than `python3` (3.9 or later).

use std::path::Path;
use std::process::Command;

use anyhow::{Context, bail};

/// Runs the Rust tests, then the Python tests.
pub fn run(root: &Path) -> anyhow::Result<()> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    step(
        "Rust tests",
        Command::new(&cargo)
            .args(["test", "--release", "--workspace"])
            .env("RONDO_SLOW_TESTS", "1")
            .current_dir(root),
    )?;

    // The target folder the Rust tests used (`CARGO_TARGET_DIR`, else the workspace's).
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .map_or_else(|| root.join("target"), |dir| root.join(dir));
    let venv = target.join("python");
    let scripts = venv.join(if cfg!(windows) { "Scripts" } else { "bin" });
    let python = scripts.join(if cfg!(windows) {
        "python.exe"
    } else {
        "python"
    });
    if !python.exists() {
        let system_python = std::env::var("RONDO_PYTHON").unwrap_or_else(|_| "python3".to_owned());
        step(
            "Python virtual environment",
            Command::new(system_python)
                .args(["-m", "venv"])
                .arg(&venv)
                .current_dir(root),
        )?;
    }
    step(
        "maturin and pytest",
        Command::new(&python)
            .args(["-m", "pip", "install", "--quiet", "--upgrade"])
            .args(["maturin>=1.7,<2", "pytest"])
            .current_dir(root),
    )?;
    // Without build isolation pip uses the maturin just installed instead of fetching another
    // copy for each build; its build hook runs `maturin` from PATH, as in an activated
    // environment.
    let mut path = vec![scripts.clone()];
    path.extend(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    ));
    let path = std::env::join_paths(path).context("PATH with the virtual environment")?;
    step(
        "the rondo Python package",
        Command::new(&python)
            .args(["-m", "pip", "install", "--quiet", "--no-build-isolation"])
            .arg(root.join("bindings").join("python"))
            .env("CARGO_TARGET_DIR", &target)
            .env("PATH", path)
            .current_dir(root),
    )?;
    step(
        "Python tests",
        Command::new(&python)
            .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
            .arg(root.join("bindings").join("python").join("tests"))
            .current_dir(root),
    )
}

/// Runs one step, naming it when it fails.
fn step(name: &str, command: &mut Command) -> anyhow::Result<()> {
    eprintln!("== {name}");
    let status = command
        .status()
        .with_context(|| format!("{name}: cannot run {:?}", command.get_program()))?;
    if !status.success() {
        bail!("{name} failed ({status})");
    }
    Ok(())
}
