//! Hostile input through the command line, and output that is never lost.
//!
//! Every file of `fixtures/hostile/` (see its README) goes through `rondo pair`, `rondo check`,
//! `rondo standings` and `rondo convert`. None may panic, take long, or exit with anything but
//! 0, 1 or 2; what each command says is snapshotted, so that every message can be read in review
//! (it must name the file, the line and the column, and say what was expected).

#![allow(clippy::unwrap_used)] // Test helpers may fail loudly.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::support::{arg, fixtures, rondo};

/// The commands each hostile file is given to, and whether their stdout is short enough to be
/// part of the snapshot (the standings and the converted file are not).
const COMMANDS: [(&[&str], bool); 4] = [
    (&["pair", "--format", "pairs"], true),
    (&["check"], true),
    (&["standings"], false),
    (&["convert", "--to", "trf26"], false),
];

/// The longest a command may take on one hostile file (debug build, shared machine); a hang or
/// a quadratic blow-up shows as a failure here.
const TIME_LIMIT: Duration = Duration::from_secs(30);

/// At most this many lines of stdout go into a snapshot.
const STDOUT_LINES: usize = 20;

#[test]
fn hostile_files() {
    insta::glob!("../../fixtures", "hostile/*.{trf,json}", |path| {
        insta::assert_snapshot!(report(path));
    });
}

/// What every command does with one file: its exit code, stderr, and the start of its stdout.
/// Paths are shown relative to the repository so that the snapshots do not depend on where it
/// is checked out.
fn report(path: &Path) -> String {
    let name = path.file_name().unwrap().to_string_lossy();
    let shown = format!("fixtures/hostile/{name}");
    let mut report = String::new();
    for (command, with_stdout) in COMMANDS {
        let mut args = command.to_vec();
        args.push(arg(path));
        let started = Instant::now();
        let run = rondo(&args);
        let elapsed = started.elapsed();
        assert!(
            elapsed < TIME_LIMIT,
            "rondo {} {shown} took {elapsed:?}",
            command.join(" ")
        );
        assert!(
            run.code <= 2,
            "rondo {} {shown} exited with {}",
            command.join(" "),
            run.code
        );
        let absolute = path.display().to_string();
        report.push_str(&format!(
            "$ rondo {} {shown}\nexit {}\n",
            command.join(" "),
            run.code
        ));
        if !run.stderr.is_empty() {
            report.push_str("--- stderr\n");
            report.push_str(&run.stderr.replace(&absolute, &shown));
        }
        if with_stdout && !run.stdout.is_empty() {
            report.push_str("--- stdout\n");
            let lines: Vec<&str> = run.stdout.lines().collect();
            for line in lines.iter().take(STDOUT_LINES) {
                report.push_str(&line.replace(&absolute, &shown));
                report.push('\n');
            }
            if lines.len() > STDOUT_LINES {
                report.push_str(&format!("[{} more lines]\n", lines.len() - STDOUT_LINES));
            }
        }
        report.push('\n');
    }
    report
}

/// Every error and warning about a hostile file names the file, a line and a column
/// (`path:LINE:COLUMN: error: ...`); problems in the data of a JSON file point at the player's
/// record (issue 25).
#[test]
fn every_error_about_a_file_names_line_and_column() {
    for path in hostile_paths() {
        for (command, _) in COMMANDS {
            let mut args = command.to_vec();
            args.push(arg(&path));
            let run = rondo(&args);
            let prefix = format!("{}:", path.display());
            let diagnostics = run.stderr.lines().filter(|line| {
                line.starts_with(&prefix)
                    && (line.contains(": error: ") || line.contains(": warning: "))
            });
            for line in diagnostics {
                let rest = &line[prefix.len()..];
                let mut fields = rest.splitn(3, ':');
                let (line_number, column) = (fields.next(), fields.next());
                let numeric = |field: Option<&str>| {
                    field.is_some_and(|f| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()))
                };
                assert!(
                    numeric(line_number) && numeric(column),
                    "rondo {} {}: no line and column in {line:?}",
                    command.join(" "),
                    path.display()
                );
            }
        }
    }
}

fn hostile_paths() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(fixtures().join("hostile"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "trf" || e == "json"))
        .collect();
    files.sort();
    files
}

#[test]
fn there_are_at_least_thirty_hostile_files() {
    assert!(hostile_paths().len() >= 30);
}

// No lost output: every `-o` file is written to a temporary file in the same folder and renamed
// over the destination, so a run that fails, or is interrupted, leaves the previous output as it
// was; and an output that is an input is refused before anything runs.

const PREVIOUS: &str = "previous output, must survive\n";

fn spring_open_copy(dir: &Path) -> PathBuf {
    let copy = dir.join("spring-open.trf");
    std::fs::copy(fixtures().join("examples/spring-open.trf"), &copy).unwrap();
    copy
}

/// The names of the files in `dir`, sorted (to see that no temporary file is left behind).
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_failing_run_leaves_the_previous_output_intact() {
    let dir = tempfile::tempdir().unwrap();
    let bad = fixtures().join("hostile/opponent-not-pointing-back.trf");
    let output = dir.path().join("out.txt");
    for command in [
        &["pair", arg(&bad), "-o"][..],
        &["convert", arg(&bad), "--to", "trf26", "-o"][..],
    ] {
        std::fs::write(&output, PREVIOUS).unwrap();
        let mut args = command.to_vec();
        args.push(arg(&output));
        let run = rondo(&args);
        assert_eq!(run.code, 2, "{}", run.stderr);
        assert_eq!(std::fs::read_to_string(&output).unwrap(), PREVIOUS);
        assert_eq!(listing(dir.path()), ["out.txt"]);
    }
}

#[test]
fn standings_keep_the_previous_output_of_a_file_that_fails() {
    let dir = tempfile::tempdir().unwrap();
    let inputs = tempfile::tempdir().unwrap();
    let good = spring_open_copy(inputs.path());
    let bad = inputs.path().join("broken.trf");
    std::fs::copy(fixtures().join("hostile/two-pabs-in-round.trf"), &bad).unwrap();
    let previous = dir.path().join("broken.csv");
    std::fs::write(&previous, PREVIOUS).unwrap();
    let run = rondo(&[
        "standings",
        arg(&good),
        arg(&bad),
        "--format",
        "csv",
        "-o",
        arg(dir.path()),
    ]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(std::fs::read_to_string(&previous).unwrap(), PREVIOUS);
    assert!(
        std::fs::read_to_string(dir.path().join("spring-open.csv"))
            .unwrap()
            .starts_with("rank,start_number,name,points")
    );
    assert_eq!(listing(dir.path()), ["broken.csv", "spring-open.csv"]);
}

#[test]
fn a_successful_run_replaces_the_output_whole() {
    let dir = tempfile::tempdir().unwrap();
    let input = spring_open_copy(dir.path());
    let output = dir.path().join("round5.txt");
    std::fs::write(&output, PREVIOUS.repeat(1000)).unwrap();
    let run = rondo(&["pair", arg(&input), "--format", "pairs", "-o", arg(&output)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let direct = rondo(&["pair", arg(&input), "--format", "pairs"]);
    assert_eq!(std::fs::read_to_string(&output).unwrap(), direct.stdout);
    assert_eq!(listing(dir.path()), ["round5.txt", "spring-open.trf"]);
}

#[test]
fn the_input_is_never_the_output() {
    let dir = tempfile::tempdir().unwrap();
    let input = spring_open_copy(dir.path());
    let original = std::fs::read(&input).unwrap();
    // The same file by another spelling of its path.
    let dotted = dir.path().join(".").join("spring-open.trf");
    for output in [&input, &dotted] {
        for command in [
            &["pair", arg(&input), "-o"][..],
            &["convert", arg(&input), "--to", "trf16", "-o"][..],
        ] {
            let mut args = command.to_vec();
            args.push(arg(output));
            let run = rondo(&args);
            assert_eq!(run.code, 2, "{}", run.stderr);
            assert!(
                run.stderr.contains("never writes over its input"),
                "{}",
                run.stderr
            );
            assert_eq!(std::fs::read(&input).unwrap(), original);
        }
    }
    #[cfg(unix)]
    {
        let link = dir.path().join("link.trf");
        std::os::unix::fs::symlink(&input, &link).unwrap();
        let run = rondo(&["convert", arg(&input), "--to", "trf16", "-o", arg(&link)]);
        assert_eq!(run.code, 2, "{}", run.stderr);
        assert_eq!(std::fs::read(&input).unwrap(), original);
    }
    // Issue 25: a hard link is the same file under another name (same device and inode).
    let hard_link = dir.path().join("hard-link.trf");
    std::fs::hard_link(&input, &hard_link).unwrap();
    for command in [
        &["pair", arg(&input), "-o"][..],
        &["convert", arg(&input), "--to", "trf16", "-o"][..],
        &["bye", arg(&input), "1", "--round", "6", "--half", "-o"][..],
    ] {
        let mut args = command.to_vec();
        args.push(arg(&hard_link));
        let run = rondo(&args);
        assert_eq!(run.code, 2, "{}", run.stderr);
        assert!(
            run.stderr.contains("never writes over its input"),
            "{}",
            run.stderr
        );
        assert_eq!(std::fs::read(&hard_link).unwrap(), original);
    }
}

#[test]
fn an_output_that_cannot_be_written_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let input = spring_open_copy(dir.path());
    // A directory where the output file should go: the rename fails.
    let occupied = dir.path().join("occupied");
    std::fs::create_dir(&occupied).unwrap();
    std::fs::write(occupied.join("keep.txt"), PREVIOUS).unwrap();
    let run = rondo(&["pair", arg(&input), "-o", arg(&occupied)]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .starts_with(&format!("{}: error:", occupied.display())),
        "{}",
        run.stderr
    );
    assert_eq!(listing(dir.path()), ["occupied", "spring-open.trf"]);
    assert_eq!(
        std::fs::read_to_string(occupied.join("keep.txt")).unwrap(),
        PREVIOUS
    );
    // A folder that does not exist is made (issue 34): the output is where it was asked.
    let missing = dir.path().join("no-such-folder").join("out.txt");
    let run = rondo(&["pair", arg(&input), "-o", arg(&missing)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        listing(dir.path()),
        ["no-such-folder", "occupied", "spring-open.trf"]
    );
    assert_eq!(listing(&dir.path().join("no-such-folder")), ["out.txt"]);
}

// Bounded cost (issue 25): input that is long but legal costs time in proportion to its length.

/// A forbidden-pairs record naming the players 200,000 times over: building the field and
/// asking about each pair used to scan or expand every entry (23 s for 200,000 entries; a
/// 100,000-entry record over 100 players ran for minutes), now each distinct player once.
#[test]
fn issue_25_a_long_forbidden_pairs_record_costs_linear_time() {
    let dir = tempfile::tempdir().unwrap();
    let generated = crate::support::generated(dir.path(), "100", "3", "3", &[]);
    let mut file = std::fs::read_to_string(&generated).unwrap();
    file.push_str("XXP");
    for entry in 0..200_000u32 {
        file.push_str(&format!(" {}", 1 + (entry * 37) % 100));
    }
    file.push('\n');
    let path = dir.path().join("long-xxp.trf");
    std::fs::write(&path, file).unwrap();
    for system in ["dutch", "harkness"] {
        let started = Instant::now();
        let run = rondo(&["check", arg(&path), "--system", system]);
        let elapsed = started.elapsed();
        // Every pair is forbidden, so no recorded round can be the engine's.
        assert_eq!(run.code, 1, "{}", run.stderr);
        assert!(
            elapsed < TIME_LIMIT,
            "check --system {system} took {elapsed:?}"
        );
    }
}

/// An endless input (`/dev/zero`, whose size the file system gives as 0) is read only up to
/// the limit, then refused; so is a regular file past it, before it is read.
#[cfg(unix)]
#[test]
fn issue_25_input_is_read_up_to_a_limit() {
    let run = rondo(&["check", "/dev/zero"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(
        run.stderr.trim_end(),
        "/dev/zero: error: the file is larger than the input limit of 67108864 bytes (raise it \
         with --max-input-size or RONDO_MAX_INPUT_SIZE)"
    );
    let dir = tempfile::tempdir().unwrap();
    let sparse = dir.path().join("huge.trf");
    std::fs::File::create(&sparse)
        .unwrap()
        .set_len(5 << 30)
        .unwrap();
    for command in [&["check"][..], &["standings"], &["convert", "--to", "json"]] {
        let mut args = command.to_vec();
        args.push(arg(&sparse));
        let run = rondo(&args);
        assert_eq!(run.code, 2, "{}", run.stderr);
        assert!(
            run.stderr.contains("larger than the input limit"),
            "{}",
            run.stderr
        );
    }
    let input = spring_open_copy(dir.path());
    let run = rondo(&["check", arg(&input), "--max-input-size", "1K"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("input limit of 1024 bytes"),
        "{}",
        run.stderr
    );
    let run = rondo(&["--max-input-size", "1M", "check", arg(&input)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

/// A file name that is not UTF-8 gives its standings output a name of the same bytes, not one
/// with U+FFFD in it.
#[cfg(unix)]
#[test]
fn issue_25_output_names_keep_the_bytes_of_input_names() {
    use std::ffi::{OsStr, OsString};
    use std::os::unix::ffi::OsStrExt;

    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join(OsStr::from_bytes(b"caf\xe9-open.trf"));
    std::fs::copy(fixtures().join("examples/spring-open.trf"), &input).unwrap();
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let args: Vec<OsString> = vec![
        "rondo".into(),
        "standings".into(),
        input.clone().into(),
        "--format".into(),
        "csv".into(),
        "-o".into(),
        out.clone().into(),
    ];
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let code = rondo_cli::run(rondo_cli::Registry::SHIPPED, args, &mut stdout, &mut stderr);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&stderr));
    let names: Vec<OsString> = std::fs::read_dir(&out)
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(
        names,
        [OsString::from(OsStr::from_bytes(b"caf\xe9-open.csv"))]
    );
}

/// Problems found in the data of a JSON file after it parses are placed at the player's record
/// (`"id"`), not only named by player.
#[test]
fn issue_25_problems_in_json_data_name_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let input = spring_open_copy(dir.path());
    let json_path = dir.path().join("spring-open.json");
    let run = rondo(&[
        "convert",
        arg(&input),
        "--to",
        "json",
        "-o",
        arg(&json_path),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let json = std::fs::read_to_string(&json_path).unwrap();
    // Player 1's first opponent becomes 9, who did not play him.
    let broken = json.replacen("\"opponent\": 7", "\"opponent\": 9", 1);
    assert_ne!(broken, json);
    std::fs::write(&json_path, broken).unwrap();
    let run = rondo(&["convert", arg(&json_path), "--to", "trf26"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    let shown = run
        .stderr
        .replace(&json_path.display().to_string(), "spring-open.json");
    assert!(
        shown.starts_with(
            "spring-open.json:16:7: error: player 1, round 1: opponent 9 does not list this player"
        ),
        "{shown}"
    );
    assert!(
        shown.contains("spring-open.json:243:7: error: player 7, round 1"),
        "{shown}"
    );
}

/// Points in JSON that disagree with the results are a warning placed at the player, and the
/// results count; `--strict` makes it an error.
#[test]
fn points_in_json_that_disagree_are_a_warning_and_the_results_count() {
    let dir = tempfile::tempdir().unwrap();
    let input = spring_open_copy(dir.path());
    let json_path = dir.path().join("spring-open.json");
    let run = rondo(&[
        "convert",
        arg(&input),
        "--to",
        "json",
        "-o",
        arg(&json_path),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let json = std::fs::read_to_string(&json_path).unwrap();
    let broken = json.replacen("\"stated_points\": ", "\"stated_points\": 1", 1);
    assert_ne!(broken, json);
    std::fs::write(&json_path, broken).unwrap();
    let run = rondo(&["convert", arg(&json_path), "--to", "trf26"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let shown = run
        .stderr
        .replace(&json_path.display().to_string(), "spring-open.json");
    assert!(shown.starts_with("spring-open.json:"), "{shown}");
    assert!(
        shown.contains(": warning: player 1: ") && shown.contains("; rondo uses the results\n"),
        "{shown}"
    );
    let strict = rondo(&["convert", arg(&json_path), "--to", "trf26", "--strict"]);
    assert_eq!(strict.code, 2, "{}", strict.stderr);
    assert!(
        strict.stderr.contains(": error: player 1: ") && !strict.stderr.contains("rondo uses"),
        "{}",
        strict.stderr
    );
}

/// A tournament name far past any real one (350,000 characters) is refused by export, which
/// would repeat it in every row, with a diagnostic at its record; nothing is written.
#[test]
fn issue_25_export_refuses_a_name_it_would_repeat_past_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let original = std::fs::read_to_string(fixtures().join("examples/spring-open.trf")).unwrap();
    let long = original.replacen(
        "012 Riverside Spring Open 2026",
        &format!("012 {}", "Spring ".repeat(50_000)),
        1,
    );
    assert_ne!(long, original);
    let input = dir.path().join("long-name.trf");
    std::fs::write(&input, long).unwrap();
    let output = dir.path().join("games.csv");
    let run = rondo(&["export", arg(&input), "--format", "csv", "-o", arg(&output)]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.starts_with(&format!(
            "{}:1:5: error: the tournament name is 350000 characters long; export repeats it in \
             every row and takes at most 1000",
            input.display()
        )),
        "{}",
        run.stderr
    );
    assert!(!output.exists());
    // A name of the limit's length is exported.
    let at_limit = original.replacen(
        "012 Riverside Spring Open 2026",
        &format!("012 {}", "x".repeat(1_000)),
        1,
    );
    std::fs::write(&input, at_limit).unwrap();
    let run = rondo(&["export", arg(&input), "--format", "csv", "-o", arg(&output)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

/// An output that is a pipe or a device (`-o /dev/null`) is written into: renaming a temporary
/// file over it would replace the node itself (as root, `/dev/null` became a regular file).
/// Tested on a named pipe of our own.
#[cfg(unix)]
#[test]
fn issue_25_a_pipe_or_device_as_output_is_written_in_place() {
    use std::io::Read;
    use std::os::unix::fs::FileTypeExt;

    let dir = tempfile::tempdir().unwrap();
    let input = spring_open_copy(dir.path());
    let fifo = dir.path().join("pairs.fifo");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            let mut text = String::new();
            std::fs::File::open(&fifo)
                .unwrap()
                .read_to_string(&mut text)
                .unwrap();
            text
        })
    };
    let run = rondo(&["pair", arg(&input), "--format", "pairs", "-o", arg(&fifo)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(std::fs::metadata(&fifo).unwrap().file_type().is_fifo());
    let direct = rondo(&["pair", arg(&input), "--format", "pairs"]);
    assert_eq!(reader.join().unwrap(), direct.stdout);
}
