//! The invariants of ARCHITECTURE.md that the sources themselves show: no thread-local state in
//! a library, no pairing system depending on another, and a command line that reaches every
//! system through the registry of `rondo-systems` without naming one.

use std::path::{Path, PathBuf};

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).expect("readable directory") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|extension| extension == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The `rondo-*` crates in the `[dependencies]` table of a crate's manifest.
fn rondo_dependencies(krate: &str) -> Vec<String> {
    let manifest = workspace().join("crates").join(krate).join("Cargo.toml");
    let text = std::fs::read_to_string(&manifest).expect("readable manifest");
    let mut in_dependencies = false;
    let mut found = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]";
        } else if in_dependencies && line.starts_with("rondo-") {
            let name = line.split(['.', ' ', '=']).next().unwrap_or_default();
            found.push(name.to_owned());
        }
    }
    found
}

#[test]
fn no_library_keeps_thread_local_state() {
    let mut offenders = Vec::new();
    for file in sources(&workspace().join("crates")) {
        let text = std::fs::read_to_string(&file).expect("readable source");
        if text.contains("thread_local!") {
            offenders.push(file.display().to_string());
        }
    }
    assert!(offenders.is_empty(), "thread_local! in {offenders:?}");
}

#[test]
fn no_pairing_system_depends_on_another() {
    // The systems are what the registry depends on, less the shared vocabulary and the core.
    let systems: Vec<String> = rondo_dependencies("systems")
        .into_iter()
        .filter(|name| name != "rondo-core" && name != "rondo-pairing")
        .collect();
    assert!(systems.len() >= 3, "the registry's systems: {systems:?}");
    let directory = |name: &str| name.trim_start_matches("rondo-").to_owned();
    for system in &systems {
        let dependencies = rondo_dependencies(&directory(system));
        for other in &systems {
            assert!(
                !dependencies.contains(other),
                "{system} depends on {other}: systems share only rondo-pairing"
            );
        }
        assert!(!dependencies.contains(&"rondo-systems".to_owned()));
    }
}

#[test]
fn the_command_line_reaches_systems_only_through_the_registry() {
    let dependencies = rondo_dependencies("cli");
    for system in rondo_dependencies("systems")
        .into_iter()
        .filter(|name| name != "rondo-core" && name != "rondo-pairing" && name != "rondo-schedule")
    {
        assert!(
            !dependencies.contains(&system),
            "the CLI depends on {system} directly"
        );
    }
    let names = [
        "dutch", "harkness", "swiss", "berger", "robin", "dubov", "burstein", "lim", "team",
    ];
    let mut offenders = Vec::new();
    for file in sources(&workspace().join("crates/cli/src")) {
        let text = std::fs::read_to_string(&file).expect("readable source");
        for (number, line) in text.lines().enumerate() {
            let lower = line.to_ascii_lowercase();
            // A system recognised by a substring of a name or code.
            let Some(start) = lower.find("contains(\"") else {
                continue;
            };
            let argument = &lower[start..];
            if names.iter().any(|name| argument.contains(name)) {
                offenders.push(format!("{}:{}: {line}", file.display(), number + 1));
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "system names matched by substring: {offenders:#?}"
    );
}
