//! Issue 33: rondo run as bbpPairings or JaVaFo are run, by programs that drive a pairing
//! engine as a process. Every form of their command lines goes through the binary here, and the
//! output files and exit codes are compared byte for byte with `fixtures/engine/`, whose
//! expected outputs were written by bbpPairings v6.0.0 (and its Sharly-Chess fork for the team
//! round) from our own input files.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const RONDO: &str = env!("CARGO_BIN_EXE_rondo");

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/engine")
        .join(name)
}

/// A copy of fixture `name` in `dir` (so that outputs placed beside it stay out of the tree).
fn copied(dir: &Path, name: &str) -> PathBuf {
    let copy = dir.join(name);
    std::fs::copy(fixture(name), &copy).unwrap();
    copy
}

fn rondo_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(RONDO)
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

#[test]
fn pairs_go_beside_the_input_as_bbp_writes_them() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("tests")).unwrap();
    std::fs::copy(
        fixture("dutch-round4.trf"),
        dir.path().join("tests/dutch-round4.trf"),
    )
    .unwrap();
    // The command line of bbpPairings' own test harness: a bare output name.
    let run = rondo_in(
        dir.path(),
        &["--dutch", "tests/dutch-round4.trf", "-p", "round4.pairs"],
    );
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    assert!(run.stdout.is_empty());
    assert_eq!(
        read(&dir.path().join("tests/round4.pairs")),
        read(&fixture("dutch-round4.pairs"))
    );
    assert!(!dir.path().join("round4.pairs").exists());
}

#[test]
fn pairs_without_an_output_file_go_to_standard_output_and_r_prints_the_banner_first() {
    let dir = tempfile::tempdir().unwrap();
    let input = copied(dir.path(), "dutch-round4.trf");
    let run = rondo_in(dir.path(), &["--dutch", input.to_str().unwrap(), "-p"]);
    assert_eq!(run.status.code(), Some(0));
    assert_eq!(run.stdout, read(&fixture("dutch-round4.pairs")));
    let run = rondo_in(
        dir.path(),
        &["-r", "--dutch", input.to_str().unwrap(), "-p"],
    );
    let stdout = text(&run.stdout);
    let (banner, pairs) = stdout.split_once('\n').unwrap();
    assert!(banner.starts_with("rondo "), "{banner}");
    assert!(banner.contains("C.04.3"), "{banner}");
    assert_eq!(pairs.as_bytes(), read(&fixture("dutch-round4.pairs")));
    let run = rondo_in(dir.path(), &["-r"]);
    assert_eq!(run.status.code(), Some(0));
    assert_eq!(text(&run.stdout), format!("{banner}\n"));
}

#[test]
fn the_checklist_is_bbps_table_ending_with_the_banner() {
    let dir = tempfile::tempdir().unwrap();
    let input = copied(dir.path(), "dutch-round4.trf");
    let run = rondo_in(
        dir.path(),
        &["--dutch", input.to_str().unwrap(), "-p", "out.pairs", "-l"],
    );
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    let list = text(&read(&dir.path().join("dutch-round4.list")));
    let expected = text(&read(&fixture("dutch-round4.list")));
    let banner = list.strip_prefix(expected.as_str()).unwrap_or_else(|| {
        panic!("the table differs:\n{list}\nexpected:\n{expected}");
    });
    assert!(banner.starts_with("rondo ") && !banner.contains('\n'));
}

#[test]
fn the_checker_reports_rounds_paired_otherwise_and_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let input = copied(dir.path(), "paired-otherwise.trf");
    let run = rondo_in(dir.path(), &["--dutch", input.to_str().unwrap(), "-c"]);
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    assert_eq!(run.stdout, read(&fixture("paired-otherwise.check")));
    // JaVaFo's form checks one round.
    let run = rondo_in(dir.path(), &[input.to_str().unwrap(), "-c", "2"]);
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    let expected = text(&read(&fixture("paired-otherwise.check")));
    let round2: String = expected
        .split_inclusive('\n')
        .skip_while(|line| !line.ends_with("Round #2\n"))
        .take_while(|line| !line.ends_with("Round #3\n"))
        .collect();
    assert_eq!(text(&run.stdout), format!("{round2}\n"));
}

#[test]
fn no_valid_pairing_exits_1_and_empties_the_output_file() {
    let dir = tempfile::tempdir().unwrap();
    let input = copied(dir.path(), "unpairable.trf");
    let output = dir.path().join("out.pairs");
    std::fs::write(&output, "1\n1 2\n").unwrap();
    let run = rondo_in(
        dir.path(),
        &["--dutch", input.to_str().unwrap(), "-p", "out.pairs"],
    );
    assert_eq!(run.status.code(), Some(1));
    assert_eq!(read(&output), b"");
    assert!(text(&run.stderr).contains("no legal pairing"));
}

#[test]
fn every_system_flag_pairs_its_system() {
    let dir = tempfile::tempdir().unwrap();
    let input = copied(dir.path(), "dutch-round4.trf");
    for (flag, system) in [
        ("--burstein", "burstein"),
        ("--dubov", "dubov"),
        ("--lim", "lim"),
    ] {
        let engine = rondo_in(dir.path(), &[flag, input.to_str().unwrap(), "-p"]);
        assert_eq!(
            engine.status.code(),
            Some(0),
            "{flag}: {}",
            text(&engine.stderr)
        );
        let own = rondo_in(
            dir.path(),
            &[
                "pair",
                input.to_str().unwrap(),
                "--system",
                system,
                "--format",
                "pairs",
            ],
        );
        assert_eq!(engine.stdout, own.stdout, "{flag}");
    }
    // Double-Swiss matches take two columns: its own generated event, paired by the flag.
    let generated = rondo_in(
        dir.path(),
        &["--double-swiss", "-g", "-o", "ds.trf", "-s", "3"],
    );
    assert_eq!(
        generated.status.code(),
        Some(0),
        "{}",
        text(&generated.stderr)
    );
    let check = rondo_in(dir.path(), &["--double-swiss", "ds.trf", "-c"]);
    assert_eq!(check.status.code(), Some(0), "{}", text(&check.stderr));
    assert!(!text(&check.stdout).contains("Checker pairings"));
    // Team numbers, as the Sharly-Chess fork of bbpPairings writes them.
    let team = copied(dir.path(), "team-round3.trf");
    let run = rondo_in(
        dir.path(),
        &["--team", team.to_str().unwrap(), "-p", "t.pairs"],
    );
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    assert_eq!(
        read(&dir.path().join("t.pairs")),
        read(&fixture("team-round3.pairs"))
    );
}

#[test]
fn the_generator_takes_bbps_keys_a_model_or_nothing_and_repeats_itself() {
    let dir = tempfile::tempdir().unwrap();
    let config = copied(dir.path(), "rtg.cfg");
    let config = config.to_str().unwrap();
    let run = rondo_in(
        dir.path(),
        &["--dutch", "-g", config, "-o", "a.trf", "-s", "7"],
    );
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    let again = rondo_in(
        dir.path(),
        &["--dutch", "-g", config, "-o", "b.trf", "-s", "7"],
    );
    assert_eq!(again.status.code(), Some(0));
    let generated = text(&read(&dir.path().join("a.trf")));
    assert_eq!(generated.as_bytes(), read(&dir.path().join("b.trf")));
    assert!(generated.starts_with("012 AutoTest Tournament 7\n"));
    assert_eq!(
        generated.lines().filter(|l| l.starts_with("001")).count(),
        24
    );
    assert!(generated.contains("\n142 6\n"), "{generated}");
    // PointsForWin=3, PointsForDraw=1: written as the file's point system.
    assert!(generated.contains("\n162  W 3.0    D 1.0"), "{generated}");
    let check = rondo_in(dir.path(), &["--dutch", "a.trf", "-c"]);
    assert_eq!(check.status.code(), Some(0));
    let report = text(&check.stdout);
    assert_eq!(report.matches(": Round #").count(), 6, "{report}");
    assert!(!report.contains("Checker pairings"), "{report}");
    // A model gives the players and the rounds.
    let model = copied(dir.path(), "dutch-round4.trf");
    let run = rondo_in(
        dir.path(),
        &[
            "--dutch",
            model.to_str().unwrap(),
            "-g",
            "-o",
            "m.trf",
            "-s",
            "1",
        ],
    );
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    let made = text(&read(&dir.path().join("m.trf")));
    assert_eq!(made.lines().filter(|l| l.starts_with("001")).count(), 17);
    assert!(made.contains("Player 0001"), "{made}");
    // Nothing at all: every setting drawn from the seed (JaVaFo's seed form too).
    let run = rondo_in(dir.path(), &["-g", "18980522", "-o", "j.trf"]);
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    assert!(
        text(&read(&dir.path().join("j.trf"))).starts_with("012 AutoTest Tournament 18980522\n")
    );
}

#[test]
fn bad_requests_exit_as_the_engines_do() {
    let dir = tempfile::tempdir().unwrap();
    let input = copied(dir.path(), "dutch-round4.trf");
    let input = input.to_str().unwrap();
    std::fs::write(dir.path().join("bad.cfg"), "PlayersNumber=20\nColours=2\n").unwrap();
    std::fs::create_dir(dir.path().join("folder.trf")).unwrap();
    for (args, code, says) in [
        (
            vec!["--dutch", input, "-p", "out", "extra"],
            3,
            "Command line argument syntax:",
        ),
        (vec!["--dutch"], 3, "Command line argument syntax:"),
        (
            vec!["--dutch", input, "-x"],
            3,
            "Command line argument syntax:",
        ),
        (
            vec!["--dutch", "missing.trf", "-p", "out"],
            5,
            "missing.trf",
        ),
        // A file that cannot be read (a folder: root reads any file).
        (vec!["--dutch", "folder.trf", "-p", "out"], 5, "folder.trf"),
        // An output that cannot be written: its folder would be a file.
        (
            vec!["--dutch", input, "-p", "dutch-round4.trf/out"],
            5,
            "out",
        ),
        (
            vec!["--dutch", "-g", "-o", "g.trf", "-s", "18446744073709551616"],
            4,
            "seed",
        ),
        (
            vec!["--dutch", "-g", "bad.cfg", "-o", "g.trf", "-s", "1"],
            3,
            "bad.cfg:2",
        ),
        (
            vec!["--dutch", "-g", "none.cfg", "-o", "g.trf"],
            5,
            "none.cfg",
        ),
        (vec![input, "-c", "0"], 3, "-c ROUND"),
    ] {
        let run = rondo_in(dir.path(), &args);
        assert_eq!(
            run.status.code(),
            Some(code),
            "{args:?}: {}",
            text(&run.stderr)
        );
        assert!(
            text(&run.stderr).contains(says),
            "{args:?}: {}",
            text(&run.stderr)
        );
    }
    // An input line the reader refuses: exit 3, the file, line and column named.
    std::fs::write(dir.path().join("broken.trf"), "012 x\nXXR 3\n001 oops\n").unwrap();
    let run = rondo_in(dir.path(), &["--dutch", "broken.trf", "-p", "out"]);
    assert_eq!(run.status.code(), Some(3));
    assert!(
        text(&run.stderr).contains("broken.trf:3:"),
        "{}",
        text(&run.stderr)
    );
}

/// The pairs of a `--team … -p` run, each as (smaller, larger) team number, sorted.
fn team_pairs(file: &str) -> Vec<(u16, u16)> {
    let dir = tempfile::tempdir().unwrap();
    let input = copied(dir.path(), file);
    let run = rondo_in(dir.path(), &["--team", input.to_str().unwrap(), "-p"]);
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    let mut pairs: Vec<(u16, u16)> = text(&run.stdout)
        .lines()
        .skip(1)
        .map(|line| {
            let (a, b) = line.split_once(' ').unwrap();
            let (a, b): (u16, u16) = (a.parse().unwrap(), b.parse().unwrap());
            (a.min(b), a.max(b))
        })
        .collect();
    pairs.sort_unstable();
    pairs
}

/// Where the Sharly-Chess fork of bbpPairings departs from C.04.6 (it pairs a round as one
/// matching over all teams, fewest upfloaters overall), the text decides, bracket by bracket
/// from the top (art. 3.3.2).
///
/// Round 3 of `team-upfloater-score.trf`: match points 1: 4; 2, 4, 5: 2; 3, 6: 1. Played:
/// 1-4, 1-2, 2-5, 3-6, 3-5, 4-6. The top-scoregroup {1} needs one upfloater ([C4], art. 2.3.1)
/// of the highest score ([C5], art. 2.3.2; only such sets, art. 3.5.2): of 2, 4, 5 (2 points)
/// only 5 has not met 1, so 1-5. Then {2, 4} alone would leave 3 and 6, who have met ([C3],
/// art. 2.2.1), so two upfloaters join it (3.5.5): 2-6, 3-4 (2-3 would leave 4-6, a rematch).
/// The fork pairs 1-3, 2-6, 4-5: two upfloaters in all instead of three, but 1's upfloater
/// scores 1 point where a 2-point one is legal, which [C5] forbids.
#[test]
fn c04_6_the_top_brackets_upfloater_has_the_highest_score_art_2_3_2() {
    assert_eq!(
        team_pairs("team-upfloater-score.trf"),
        vec![(1, 5), (2, 6), (3, 4)]
    );
}

/// Round 3 of `team-upfloater-order.trf`: match points 1, 2: 4; 3, 5, 8: 2; 4, 6: 1; 7: 0.
/// Played: 1-5, 1-3, 2-6, 2-8, 4-8, 3-7, 5-7, 4-6. 1-2 is the first bracket. {3, 5, 8} takes
/// one upfloater of 1 point ([C4], [C5]); the sets {4} and {6} are taken in the order of
/// art. 3.5.4 (TPN), and {4} gives a legal bracket, 3-8 and 4-5, leaving 6-7 legal too ([C3],
/// [C6]), so art. 3.5.5 takes it. The fork takes 6 (3-6, 4-7, 5-8), a later set.
#[test]
fn c04_6_upfloater_sets_are_tried_in_the_order_of_art_3_5_4() {
    assert_eq!(
        team_pairs("team-upfloater-order.trf"),
        vec![(1, 2), (3, 8), (4, 5), (6, 7)]
    );
}

/// C.04.6 [C2] (art. 2.1.2): a team that won a match by forfeit may not get the PAB, also when
/// the match is forfeited on every board without a `330` record (the boards say who won).
/// `team-forfeit-winner.trf`: team 1 won round 1 on its only board by forfeit and a `299`
/// penalty leaves it the lowest score (−3 match points), so the PAB goes to the lowest team
/// allowed one, team 2 (0), as the Sharly-Chess fork of bbpPairings also pairs it.
#[test]
fn c04_6_a_forfeit_winner_gets_no_pab_without_a_330_record_art_2_1_2() {
    let dir = tempfile::tempdir().unwrap();
    let input = copied(dir.path(), "team-forfeit-winner.trf");
    let run = rondo_in(dir.path(), &["--team", input.to_str().unwrap(), "-p"]);
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    let stdout = text(&run.stdout);
    assert_eq!(stdout.lines().last(), Some("2 0"), "{stdout}");
    assert_eq!(
        team_pairs("team-forfeit-winner.trf"),
        vec![(0, 2), (1, 4), (3, 5)]
    );
}
