//! Files written by other programs (`../shared/real-files/`, beside the checkout, when it is
//! there): every reading command reads them, and the truly broken ones are refused with a line
//! and a column (the rules are in `xtask::real_files`; `docs/real-files.md` lists the corpus).

use std::path::Path;

#[test]
fn real_files_are_read() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/real-files");
    if !folder.is_dir() {
        eprintln!("no {}; skipped (see docs/real-files.md)", folder.display());
        return;
    }
    let outcomes = xtask::real_files::survey(&folder).expect("the folder can be read");
    assert!(!outcomes.is_empty(), "no files in {}", folder.display());
    let failures = xtask::real_files::failures(&outcomes);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
