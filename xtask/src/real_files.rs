//! `cargo xtask real-files [DIR]`: every file of a folder of tournament files written by other
//! programs (by default `../shared/real-files/`, beside the checkout) through the commands a
//! user runs on an archive: `convert`, `standings`, `export` and `check`.
//!
//! The reading commands must read every file (exit 0, warnings allowed) but those in
//! [`BROKEN`], which must be refused (exit 2) with a line and a column. `check` must agree with
//! every round of the files bbpPairings paired ([`PAIRED_BY_BBPPAIRINGS`]); on the others it may
//! find rounds that differ (exit 1: another engine, another edition, hand-made pairings) or
//! refuse a file whose own system rondo does not pair (exit 2), which is reported, not a failure.
//! `docs/real-files.md` lists the corpus, where each file comes from and what rondo makes of it.

use std::path::{Path, PathBuf};

/// Files that are truly broken, with the reason: every reading command must refuse them.
pub const BROKEN: &[(&str, &str)] = &[
    (
        "echecsjs-tests/trf26_team.trf",
        "hand-written 001 lines whose fields are not at their columns",
    ),
    (
        "bilkent-swiss/outr.trf",
        "both players of a round-2 game have White",
    ),
];

/// Files paired by bbpPairings with the Dutch rules: `check` must agree with every round.
pub const PAIRED_BY_BBPPAIRINGS: &[&str] = &[
    "bbppairings/issue_7.input",
    "bbppairings/issue_7-lf-copy.input",
    "chesspairing-tests/bbp-8p5r-output.trf",
];

/// The reading commands, and `check`.
pub const COMMANDS: [&[&str]; 4] = [
    &["convert", "--to", "trf26"],
    &["standings"],
    &["export", "--format", "csv"],
    &["check"],
];

/// What one command did with one file.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The file, relative to the folder.
    pub file: String,
    /// The command's name.
    pub command: &'static str,
    /// Its exit code.
    pub code: u8,
    /// The first line of its error output.
    pub first_error: String,
}

/// Runs every command on every file below `folder` (Markdown and TSV files are notes).
///
/// # Errors
///
/// A folder that cannot be read.
pub fn survey(folder: &Path) -> std::io::Result<Vec<Outcome>> {
    let mut outcomes = Vec::new();
    for path in files(folder)? {
        let file = path
            .strip_prefix(folder)
            .unwrap_or(&path)
            .to_string_lossy()
            .replace('\\', "/");
        let argument = path.to_string_lossy().into_owned();
        for command in COMMANDS {
            let mut arguments = vec!["rondo"];
            arguments.extend_from_slice(command);
            arguments.push(&argument);
            let mut stdout = Vec::new();
            let mut stderr = Vec::new();
            let code = rondo_cli::run(
                rondo_cli::Registry::SHIPPED,
                arguments.iter().copied(),
                &mut stdout,
                &mut stderr,
            );
            let stderr = String::from_utf8_lossy(&stderr);
            outcomes.push(Outcome {
                file: file.clone(),
                command: command[0],
                code,
                first_error: stderr
                    .lines()
                    .find(|line| line.contains("error"))
                    .unwrap_or("")
                    .to_owned(),
            });
        }
    }
    Ok(outcomes)
}

/// The tournament files below `folder` (Markdown and TSV files are notes), sorted.
///
/// # Errors
///
/// A folder that cannot be read.
pub fn files(folder: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    collect(folder, &mut files)?;
    files.sort();
    Ok(files)
}

/// The outcomes that break the rules of the module documentation.
#[must_use]
pub fn failures(outcomes: &[Outcome]) -> Vec<String> {
    outcomes
        .iter()
        .filter_map(|outcome| {
            let broken = BROKEN.iter().any(|(file, _)| *file == outcome.file);
            let paired_by_bbppairings = PAIRED_BY_BBPPAIRINGS.contains(&outcome.file.as_str());
            let expected: &[u8] = match (outcome.command, broken) {
                (_, true) => &[2],
                ("check", false) if paired_by_bbppairings => &[0],
                ("check", false) => &[0, 1, 2],
                (_, false) => &[0],
            };
            let placed = !broken || has_position(outcome);
            (!expected.contains(&outcome.code) || !placed).then(|| {
                format!(
                    "{} {}: exit {} {}",
                    outcome.file, outcome.command, outcome.code, outcome.first_error
                )
            })
        })
        .collect()
}

/// Whether an error names a line and a column (`FILE:LINE:COLUMN: error: ...`).
fn has_position(outcome: &Outcome) -> bool {
    let Some((place, _)) = outcome.first_error.split_once(": error") else {
        return false;
    };
    let mut parts = place.rsplit(':');
    let column = parts.next().unwrap_or("");
    let line = parts.next().unwrap_or("");
    !line.is_empty()
        && !column.is_empty()
        && line.bytes().all(|b| b.is_ascii_digit())
        && column.bytes().all(|b| b.is_ascii_digit())
}

fn collect(folder: &Path, files: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(folder)? {
        let path = entry?.path();
        if path.is_dir() {
            collect(&path, files)?;
        } else if !path
            .extension()
            .is_some_and(|extension| extension == "md" || extension == "tsv")
        {
            files.push(path);
        }
    }
    Ok(())
}
