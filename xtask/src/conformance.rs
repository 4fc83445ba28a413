//! `cargo xtask conformance [FOLDER...]`: runs `rondo check` on every file of the reference
//! corpus (the copy in `fixtures/conformance/`), with the edition each folder follows, and
//! `rondo pair` on the files whose next round has no legal pairing.

use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, bail};

/// The corpus folders and the arguments `rondo check` needs for each.
const FOLDERS: &[(&str, &[&str])] = &[
    ("dutch-2025", &["--edition", "2025"]),
    ("dutch-2025-baku", &["--edition", "2025"]),
    ("dutch-2017", &["--edition", "2017"]),
];

pub fn run(args: &[&str]) -> anyhow::Result<()> {
    let corpus = crate::workspace_root()?.join("fixtures/conformance");
    let mut failures = Vec::new();
    let started = Instant::now();
    for (folder, options) in FOLDERS {
        if !args.is_empty() && !args.contains(folder) {
            continue;
        }
        let folder_started = Instant::now();
        let files = trf_files(&corpus.join(folder))?;
        let mut failed = 0;
        for file in &files {
            let path = file.to_string_lossy().into_owned();
            let mut arguments = vec!["rondo", "check", path.as_str()];
            arguments.extend_from_slice(options);
            let (code, stdout, stderr) = run_rondo(&arguments);
            if code != 0 {
                failed += 1;
                failures.push(format!(
                    "{folder}/{}: exit {code}\n{stdout}{stderr}",
                    name(file)
                ));
            }
        }
        println!(
            "{folder}: {} files, {} agree, {} differ ({:.1} s)",
            files.len(),
            files.len() - failed,
            failed,
            folder_started.elapsed().as_secs_f64()
        );
    }
    if args.is_empty() || args.contains(&"no-valid-pairing") {
        let files = trf_files(&corpus.join("no-valid-pairing"))?;
        let mut failed = 0;
        for file in &files {
            let path = file.to_string_lossy().into_owned();
            let (code, stdout, stderr) = run_rondo(&["rondo", "pair", path.as_str()]);
            if code != 1 || !stderr.contains("no legal pairing") {
                failed += 1;
                failures.push(format!(
                    "no-valid-pairing/{}: expected exit 1 saying no legal pairing exists, got exit {code} {}",
                    name(file),
                    stderr.lines().next().unwrap_or(stdout.lines().next().unwrap_or(""))
                ));
            }
        }
        println!(
            "no-valid-pairing: {} files, {} reported as unpairable, {} not",
            files.len(),
            files.len() - failed,
            failed
        );
    }
    println!("total time {:.1} s", started.elapsed().as_secs_f64());
    if !failures.is_empty() {
        for failure in &failures {
            eprintln!("{failure}");
        }
        bail!("{} file(s) do not conform", failures.len());
    }
    Ok(())
}

fn run_rondo(arguments: &[&str]) -> (u8, String, String) {
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let code = rondo_cli::run(
        rondo_cli::Registry::SHIPPED,
        arguments.iter().copied(),
        &mut stdout,
        &mut stderr,
    );
    (
        code,
        String::from_utf8_lossy(&stdout).into_owned(),
        String::from_utf8_lossy(&stderr).into_owned(),
    )
}

fn trf_files(folder: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in
        std::fs::read_dir(folder).with_context(|| format!("reading {}", folder.display()))?
    {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "trf") {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

fn name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}
