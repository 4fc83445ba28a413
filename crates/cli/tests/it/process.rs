//! Issue 25: bounded input and honest output, seen from outside the process.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const RONDO: &str = env!("CARGO_BIN_EXE_rondo");

/// A small tournament file of the repository's fixtures.
fn spring_open() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/examples/spring-open.trf")
}

/// Runs `rondo` through `sh -c SCRIPT`, where the script names the binary `"$0"` and its
/// arguments `"$@"` (so it can close descriptors and set the umask first).
fn through_shell(script: &str, args: &[&str]) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(RONDO)
        .args(args)
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Writing results to a closed standard output is an error, not a silent success; with the
/// results going to `-o`, a closed standard output does not matter.
#[test]
fn issue_25_results_written_to_a_closed_stdout_are_an_error() {
    let input = spring_open();
    let input = input.to_str().unwrap();
    let closed = through_shell(
        r#"exec "$0" "$@" >&-"#,
        &["pair", input, "--format", "pairs"],
    );
    assert_eq!(closed.status.code(), Some(2), "{}", text(&closed.stderr));
    assert!(
        text(&closed.stderr).contains("<stdout>: error: standard output is closed"),
        "{}",
        text(&closed.stderr)
    );
    // Sent to /dev/null on purpose, they are written.
    let discarded = through_shell(r#"exec "$0" "$@" >/dev/null"#, &["pair", input]);
    assert_eq!(
        discarded.status.code(),
        Some(0),
        "{}",
        text(&discarded.stderr)
    );
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("round.txt");
    let to_file = through_shell(
        r#"exec "$0" "$@" >&-"#,
        &["pair", input, "-o", output.to_str().unwrap()],
    );
    assert_eq!(to_file.status.code(), Some(0), "{}", text(&to_file.stderr));
    assert!(output.exists());
}

/// `RONDO_MAX_INPUT_SIZE` sets the input limit as `--max-input-size` does; the option wins.
#[test]
fn issue_25_the_input_limit_comes_from_the_environment_too() {
    let input = spring_open();
    let run = |limit: &str, args: &[&str]| {
        Command::new(RONDO)
            .env("RONDO_MAX_INPUT_SIZE", limit)
            .args(args)
            .output()
            .unwrap()
    };
    let input = input.to_str().unwrap();
    let refused = run("100", &["check", input]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        text(&refused.stderr).contains("larger than the input limit of 100 bytes"),
        "{}",
        text(&refused.stderr)
    );
    let option_wins = run("100", &["check", input, "--max-input-size", "1M"]);
    assert_eq!(
        option_wins.status.code(),
        Some(0),
        "{}",
        text(&option_wins.stderr)
    );
    let nonsense = run("lots", &["check", input]);
    assert_eq!(nonsense.status.code(), Some(2));
}
