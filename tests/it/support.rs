//! Running the command line in-process and finding fixtures.

use std::path::{Path, PathBuf};

/// What one run of `rondo` produced.
pub struct Run {
    pub code: u8,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `rondo` with `args` (without the program name).
pub fn rondo(args: &[&str]) -> Run {
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let code = rondo_cli::run(
        rondo_cli::Registry::SHIPPED,
        std::iter::once("rondo").chain(args.iter().copied()),
        &mut stdout,
        &mut stderr,
    );
    Run {
        code,
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
    }
}

/// The repository's `fixtures/` folder.
pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

/// Every file with `extension` directly inside `fixtures/<folder>`, sorted.
pub fn fixture_files(folder: &str, extension: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(fixtures().join(folder))
        .expect("fixture folder exists")
        .map(|entry| entry.expect("readable folder").path())
        .filter(|path| path.extension().is_some_and(|e| e == extension))
        .collect();
    files.sort();
    files
}

/// A path as the `&str` argument the CLI takes.
pub fn arg(path: &Path) -> &str {
    path.to_str().expect("fixture paths are UTF-8")
}

/// Runs `rondo generate` for `players`, `rounds` and `seed` with `extra` options, writing the
/// tournament into `dir`; returns the file's path.
pub fn generated(dir: &Path, players: &str, rounds: &str, seed: &str, extra: &[&str]) -> PathBuf {
    let path = dir.join(format!("gen-{players}-{rounds}-{seed}.trf"));
    let mut args = vec![
        "generate",
        "--players",
        players,
        "--rounds",
        rounds,
        "--seed",
        seed,
        "-o",
        arg(&path),
    ];
    args.extend_from_slice(extra);
    let made = rondo(&args);
    assert_eq!(made.code, 0, "{}", made.stderr);
    path
}
