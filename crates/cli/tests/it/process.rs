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

/// Results that cannot be written are an error; results discarded on purpose, whether with
/// `>/dev/null` or with `/dev/null` opened for reading and writing (as Python's
/// `subprocess.DEVNULL` does, and as the Rust runtime replaces a closed descriptor), are not.
#[test]
fn issue_25_a_failed_write_of_results_is_an_error_and_discarding_them_is_not() {
    let input = spring_open();
    let input = input.to_str().unwrap();
    let full = through_shell(r#"exec "$0" "$@" >/dev/full"#, &["pair", input]);
    assert_eq!(full.status.code(), Some(2), "{}", text(&full.stderr));
    for redirection in [
        r#"exec "$0" "$@" >/dev/null"#,
        r#"exec "$0" "$@" 1<>/dev/null"#,
    ] {
        let discarded = through_shell(redirection, &["check", input]);
        assert_eq!(
            discarded.status.code(),
            Some(0),
            "{redirection}: {}",
            text(&discarded.stderr)
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("round.txt");
    let to_file = through_shell(
        r#"exec "$0" "$@" >&-"#,
        &["pair", input, "-o", output.to_str().unwrap()],
    );
    assert_eq!(to_file.status.code(), Some(0), "{}", text(&to_file.stderr));
    assert!(output.exists());
}

/// SIGTERM and SIGINT while outputs are being written leave no temporary file behind, and end
/// the process as the signal does. The signals are sent at different moments of the writing
/// phase (after the first output file appears), so that some arrive mid-write.
#[cfg(unix)]
#[test]
fn issue_25_signals_leave_no_partial_file() {
    use std::time::{Duration, Instant};

    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.trf");
    let made = Command::new(RONDO)
        .args([
            "generate",
            "--players",
            "9999",
            "--rounds",
            "1",
            "--seed",
            "1",
            "-o",
        ])
        .arg(&big)
        .output()
        .unwrap();
    assert!(made.status.success(), "{}", text(&made.stderr));
    let inputs: Vec<PathBuf> = (0..12)
        .map(|i| {
            let copy = dir.path().join(format!("event-{i}.trf"));
            std::fs::hard_link(&big, &copy).unwrap();
            copy
        })
        .collect();
    for (trial, signal) in ["TERM", "INT", "TERM", "INT", "TERM", "INT"]
        .iter()
        .enumerate()
    {
        let out = dir.path().join(format!("out-{trial}"));
        std::fs::create_dir(&out).unwrap();
        let mut child = Command::new(RONDO)
            .arg("standings")
            .args(&inputs)
            .args(["--format", "html", "-o"])
            .arg(&out)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let started = Instant::now();
        while std::fs::read_dir(&out).unwrap().next().is_none()
            && child.try_wait().unwrap().is_none()
            && started.elapsed() < Duration::from_secs(60)
        {
            std::thread::sleep(Duration::from_millis(2));
        }
        std::thread::sleep(Duration::from_millis(15 * trial as u64));
        let killed = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(child.id().to_string())
            .status()
            .unwrap();
        assert!(killed.success());
        let status = child.wait().unwrap();
        let left: Vec<String> = std::fs::read_dir(&out)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.contains("rondo-partial"))
            .collect();
        assert!(left.is_empty(), "SIGTERM trial {trial} left {left:?}");
        // Ended by the signal, unless it had finished first.
        assert!(status.code().is_none() || status.success(), "{status:?}");
    }
}

/// A new output is created as any file is (mode 0666 less the umask), and a replaced file
/// keeps its mode.
#[cfg(unix)]
#[test]
fn issue_25_outputs_respect_the_umask_and_keep_the_mode() {
    use std::os::unix::fs::PermissionsExt;

    let dir = tempfile::tempdir().unwrap();
    let input = spring_open();
    let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
    for (umask, expected) in [("022", 0o644), ("077", 0o600), ("002", 0o664)] {
        let output = dir.path().join(format!("new-{umask}.txt"));
        let run = through_shell(
            &format!(r#"umask {umask}; exec "$0" "$@""#),
            &[
                "pair",
                input.to_str().unwrap(),
                "-o",
                output.to_str().unwrap(),
            ],
        );
        assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
        assert_eq!(mode(&output), expected, "umask {umask}");
    }
    let existing = dir.path().join("existing.txt");
    std::fs::write(&existing, "previous\n").unwrap();
    std::fs::set_permissions(&existing, std::fs::Permissions::from_mode(0o640)).unwrap();
    let run = through_shell(
        r#"umask 077; exec "$0" "$@""#,
        &[
            "pair",
            input.to_str().unwrap(),
            "-o",
            existing.to_str().unwrap(),
        ],
    );
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    assert_eq!(mode(&existing), 0o640);
    assert_ne!(std::fs::read_to_string(&existing).unwrap(), "previous\n");
}
