//! Generated fixtures: random tournaments made by `rondo generate` with fixed seeds, and their
//! standings and exports, all made by running the `rondo` command in-process.
//!
//! `cargo xtask fixtures` rewrites them and lists what changed; `cargo xtask fixtures --check`
//! (also run as a test) makes them in memory and fails if any committed file differs. The
//! tournaments carry their seed in the `012` line and the generator's version in `182`.

use std::path::{Path, PathBuf};

/// One generated tournament: a file stem and the `rondo generate` arguments that make it.
struct Recipe {
    stem: &'static str,
    arguments: &'static [&'static str],
}

/// The generated tournaments. Adding one here adds its files and, through the snapshot tests
/// over `fixtures/generated/*.trf`, its tests.
const RECIPES: &[Recipe] = &[
    Recipe {
        stem: "gen_001_n24_r7",
        arguments: &["--players", "24", "--rounds", "7", "--seed", "1"],
    },
    Recipe {
        stem: "gen_002_n57_r9_byes",
        arguments: &[
            "--players",
            "57",
            "--rounds",
            "9",
            "--seed",
            "2",
            "--forfeit-rate",
            "0.05",
            "--bye-rate",
            "0.06",
        ],
    },
    Recipe {
        stem: "gen_003_n40_r7_baku",
        arguments: &[
            "--players",
            "40",
            "--rounds",
            "7",
            "--seed",
            "3",
            "--accelerate",
            "baku",
        ],
    },
    Recipe {
        stem: "gen_004_n15_r5_withdrawals",
        arguments: &[
            "--players",
            "15",
            "--rounds",
            "5",
            "--seed",
            "4",
            "--withdrawal-rate",
            "0.08",
        ],
    },
];

/// The folder of the generated fixtures, below the workspace root.
pub const FOLDER: &str = "fixtures/generated";

/// Every generated file: its path below the workspace root and its bytes.
///
/// # Errors
///
/// When a `rondo` command fails (its stderr is in the message).
pub fn generate_all() -> Result<Vec<(PathBuf, Vec<u8>)>, String> {
    let scratch = std::env::temp_dir().join(format!("rondo-fixtures-{}", std::process::id()));
    std::fs::create_dir_all(&scratch)
        .map_err(|e| format!("creating {}: {e}", scratch.display()))?;
    let mut files = Vec::new();
    for recipe in RECIPES {
        let mut arguments = vec!["generate"];
        arguments.extend_from_slice(recipe.arguments);
        let trf = rondo(&arguments)?;
        // The derived outputs are made from the file as it will be committed.
        let trf_path = scratch.join(format!("{}.trf", recipe.stem));
        std::fs::write(&trf_path, &trf)
            .map_err(|e| format!("writing {}: {e}", trf_path.display()))?;
        let path_text = trf_path.to_string_lossy().into_owned();
        let standings = rondo(&["standings", &path_text, "--format", "csv"])?;
        let export = rondo(&["export", &path_text, "--format", "csv"])?;
        // The export names its input file; name it as committed, not by the scratch path.
        let export = String::from_utf8_lossy(&export)
            .replace(&path_text, &format!("{FOLDER}/{}.trf", recipe.stem))
            .into_bytes();
        let base = Path::new(FOLDER);
        files.push((base.join(format!("{}.trf", recipe.stem)), trf));
        files.push((
            base.join(format!("{}.standings.csv", recipe.stem)),
            standings,
        ));
        files.push((base.join(format!("{}.export.csv", recipe.stem)), export));
    }
    let _ = std::fs::remove_dir_all(&scratch);
    Ok(files)
}

/// Compares the committed fixtures with freshly generated ones. Returns the paths that differ
/// or are missing, and the generated files in the folder that no recipe makes any more.
///
/// # Errors
///
/// When generation fails.
pub fn check(root: &Path) -> Result<Vec<String>, String> {
    let generated = generate_all()?;
    let mut stale = Vec::new();
    for (path, bytes) in &generated {
        match std::fs::read(root.join(path)) {
            Ok(committed) if committed == *bytes => {}
            Ok(_) => stale.push(format!("{} differs", path.display())),
            Err(_) => stale.push(format!("{} is missing", path.display())),
        }
    }
    if let Ok(entries) = std::fs::read_dir(root.join(FOLDER)) {
        for entry in entries.flatten() {
            let relative = Path::new(FOLDER).join(entry.file_name());
            let known = generated.iter().any(|(path, _)| *path == relative);
            if !known && entry.file_name() != "README.md" {
                stale.push(format!("{} is not made by any recipe", relative.display()));
            }
        }
    }
    Ok(stale)
}

/// Rewrites the generated fixtures below `root`; returns the paths that changed.
///
/// # Errors
///
/// When generation fails or a file cannot be written.
pub fn write_all(root: &Path) -> Result<Vec<String>, String> {
    std::fs::create_dir_all(root.join(FOLDER)).map_err(|e| e.to_string())?;
    let mut changed = Vec::new();
    for (path, bytes) in generate_all()? {
        let target = root.join(&path);
        if std::fs::read(&target).ok().as_deref() != Some(bytes.as_slice()) {
            std::fs::write(&target, &bytes)
                .map_err(|e| format!("writing {}: {e}", target.display()))?;
            changed.push(path.display().to_string());
        }
    }
    Ok(changed)
}

fn rondo(arguments: &[&str]) -> Result<Vec<u8>, String> {
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let code = rondo_cli::run(
        rondo_cli::Registry::SHIPPED,
        std::iter::once("rondo").chain(arguments.iter().copied()),
        &mut stdout,
        &mut stderr,
    );
    if code == 0 {
        Ok(stdout)
    } else {
        Err(format!(
            "rondo {} exited with {code}: {}",
            arguments.join(" "),
            String::from_utf8_lossy(&stderr)
        ))
    }
}
