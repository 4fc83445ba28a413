//! The generated fixtures are current, and every tournament under `fixtures/examples` and
//! `fixtures/generated` is covered by snapshots of what `rondo check` and `rondo standings` say
//! about it: adding a TRF file there adds its tests.

use std::path::Path;

use crate::support::{arg, rondo};

#[test]
fn generated_fixtures_are_up_to_date() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let stale = xtask::fixtures::check(root).expect("fixtures generate");
    assert!(
        stale.is_empty(),
        "generated fixtures are out of date; run `cargo xtask fixtures`:\n{}",
        stale.join("\n")
    );
}

#[test]
fn fixture_tournaments() {
    insta::glob!("../../fixtures", "{examples,generated}/*.trf", |path| {
        let check = rondo(&["check", arg(path)]);
        let standings = rondo(&["standings", arg(path)]);
        let report = format!(
            "rondo check: exit {}\n{}\nrondo standings: exit {}\n{}",
            check.code,
            relative(&check.stdout),
            standings.code,
            standings.stdout
        );
        insta::assert_snapshot!(report);
    });
}

/// Removes the machine-specific part of the fixture paths in the output.
fn relative(text: &str) -> String {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/");
    text.replace(root, "")
}
