//! `cargo xtask test`: the whole test suite, as CI runs it.
//!
//! 1. The Rust tests of the workspace with the full conformance corpus
//!    (`RONDO_SLOW_TESTS=1 cargo test --release --workspace`).
//! 2. A fuzzing run of 45 s through the release binary the Rust tests built (`crate::fuzz`),
//!    with a seed from the clock that it prints; it fails on a panic, a time-out or an exit code
//!    other than 0, 1 and 2.
//! 3. The Python package (`bindings/python`, outside the workspace): a virtual environment in
//!    `target/python` (made once, with `python3 -m venv`; in `CARGO_TARGET_DIR` when it is set), maturin and pytest installed into it
//!    from the package index, the package built and installed from the clone, then the test
//!    module `rondo_seam` (`tests/seam-system/python`: the package's functions over a registry
//!    with the seam's test system, never shipped), then the pytest suites of both.
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

    // A short run: the fuzzing of the routine; longer runs are `cargo xtask fuzz --minutes N`.
    eprintln!("== Fuzzing ({} s)", FUZZ_FOR.as_secs());
    crate::fuzz::fuzz(
        root,
        &crate::fuzz::Options {
            duration: FUZZ_FOR,
            seed: crate::fuzz::time_seed(),
            timeout: std::time::Duration::from_secs(20),
        },
    )
    .context("Fuzzing failed")?;

    let target = target_dir(root);
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
            .env("PATH", &path)
            .current_dir(root),
    )?;
    // It shares the package's workspace and target folder, so only its own two small crates
    // and the link are new (about half a minute).
    let seam = root.join("tests").join("seam-system").join("python");
    step(
        "the rondo_seam test module",
        Command::new(&python)
            .args(["-m", "pip", "install", "--quiet", "--no-build-isolation"])
            .arg(&seam)
            .env("CARGO_TARGET_DIR", &target)
            .env("PATH", path)
            .current_dir(root),
    )?;
    step(
        "Python tests",
        Command::new(&python)
            .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
            .arg(root.join("bindings").join("python").join("tests"))
            .arg(seam.join("tests"))
            .current_dir(root),
    )
}

/// How long the routine fuzzes: CI has a budget of 20 minutes, of which the rest takes about 10.
const FUZZ_FOR: std::time::Duration = std::time::Duration::from_secs(45);

/// The target folder cargo builds into (`CARGO_TARGET_DIR`, else the workspace's).
pub fn target_dir(root: &Path) -> std::path::PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .map_or_else(|| root.join("target"), |dir| root.join(dir))
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
