//! The Olympiad Pairing Rules (D.02, 2022) through the command line: an event of 30 teams over
//! 11 rounds generated, paired, checked, audited, explained and ranked as teams.

use crate::support::{arg, rondo};

/// `rondo generate --system olympiad` for 30 teams of 4 boards over `rounds` rounds.
fn olympiad_event(dir: &std::path::Path, rounds: &str, extra: &[&str]) -> std::path::PathBuf {
    let path = dir.join(format!("olympiad-{rounds}.trf"));
    let mut args = vec![
        "generate", "--system", "olympiad", "--teams", "30", "--rounds", rounds, "--seed", "11",
        "-o",
    ];
    args.push(arg(&path));
    args.extend_from_slice(extra);
    let made = rondo(&args);
    assert_eq!(made.code, 0, "{}", made.stderr);
    path
}

#[test]
fn an_olympiad_of_30_teams_over_11_rounds_generates_checks_audits_and_ranks() {
    let dir = tempfile::tempdir().unwrap();
    let path = olympiad_event(dir.path(), "11", &[]);
    let text = std::fs::read_to_string(&path).unwrap();
    // TRF-2026 has no 192 code for the Olympiad: the file names it in 092, which selects it.
    assert!(
        text.contains("092 Team: Olympiad Pairing Rules (FIDE D.02)"),
        "{text}"
    );
    assert!(!text.lines().any(|line| line.starts_with("192")));
    assert_eq!(text.lines().filter(|l| l.starts_with("310")).count(), 30);

    // Every round re-paired from the rounds before it is the round the generator published.
    let check = rondo(&["check", arg(&path)]);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    assert!(
        check.stdout.contains(
            "team event of 30 teams on 4 boards, 11 round(s): 0 structure problem(s); 11 round(s) \
             re-paired with the D.02 rules, 11 agree, 0 differ"
        ),
        "{}",
        check.stdout
    );

    // The file's round audited: nothing broken, and the engine agrees.
    let audit = rondo(&["audit", arg(&path), "--round", "6"]);
    assert_eq!(audit.code, 0, "{}{}", audit.stdout, audit.stderr);
    assert!(
        audit
            .stdout
            .contains("absolute rules (D.02 6.1, 4.2): none broken")
    );
    assert!(audit.stdout.contains("round 6: agrees"), "{}", audit.stdout);

    // A hand-made round 6 that repeats a match of round 5 breaks 6.1.
    let pairs = rondo(&["pair", arg(&path), "--round", "5", "--format", "pairs"]);
    let first_match = pairs.stdout.lines().nth(1).unwrap().to_owned();
    let (white, black) = first_match.split_once(' ').unwrap();
    let hand_made = dir.path().join("round6.txt");
    std::fs::write(&hand_made, format!("1\n{white} {black}\n")).unwrap();
    let bad = rondo(&[
        "audit",
        arg(&path),
        "--round",
        "6",
        "--pairs",
        arg(&hand_made),
    ]);
    assert_eq!(bad.code, 1, "{}{}", bad.stdout, bad.stderr);
    assert!(
        bad.stdout.contains(&format!(
            "[D.02 6.1] teams {white} and {black} have met before"
        )),
        "{}",
        bad.stdout
    );

    // Team standings by the Olympiad's tie-breaks: match points, the Olympiad
    // Sonneborn-Berger, game points, the opponents' match points without the lowest.
    let standings = rondo(&["standings", arg(&path)]);
    assert_eq!(standings.code, 0, "{}", standings.stderr);
    let teams = standings
        .stdout
        .split_once("Team standings after round 11")
        .map(|(_, rest)| rest)
        .unwrap();
    assert!(
        teams.contains("MP    GP  EMGSB/C1  GPTS  BH:MP/C1"),
        "{teams}"
    );
    // Ranked by match points, then the Olympiad Sonneborn-Berger.
    let rows: Vec<(f64, f64)> = teams
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split_whitespace().collect();
            Some((cells.get(4)?.parse().ok()?, cells.get(6)?.parse().ok()?))
        })
        .collect();
    assert_eq!(rows.len(), 30, "{teams}");
    assert!(
        rows.windows(2)
            .all(|w| w[0].0 > w[1].0 || (w[0].0 == w[1].0 && w[0].1 >= w[1].1)),
        "{teams}"
    );
}

#[test]
fn pair_and_explain_an_olympiad_round_with_d02_articles() {
    let dir = tempfile::tempdir().unwrap();
    let path = olympiad_event(dir.path(), "10", &[]);
    let paired = rondo(&["pair", arg(&path), "--rounds", "11"]);
    assert_eq!(paired.code, 0, "{}", paired.stderr);
    assert!(
        paired
            .stdout
            .starts_with("Round 11 (FIDE Olympiad Pairing Rules, D.02 (2022), 4 boards per match)")
    );
    assert_eq!(paired.stdout.matches("\nMatch ").count(), 15);
    let explained = rondo(&["pair", arg(&path), "--rounds", "11", "--explain"]);
    assert_eq!(explained.code, 0, "{}", explained.stderr);
    let out = &explained.stdout;
    assert!(
        out.contains("Groups of equal match points (D.02 6.3, 6.4)"),
        "{out}"
    );
    // The median team (6.4), the pairs of a group (9.3 or a floater's, 8.2.1/8.3.1) and every
    // match's colours (Art. 7) cite their articles.
    assert!(out.contains("[6.4] the median team is"), "{out}");
    assert!(out.contains("[9.5] the group"), "{out}");
    assert_eq!(out.matches("  colours: [7.").count(), 15, "{out}");
    // The pairing written into the file is the round `check` then reproduces.
    let written = dir.path().join("round11.trf");
    let trf = rondo(&[
        "pair",
        arg(&path),
        "--rounds",
        "11",
        "--format",
        "trf",
        "-o",
        arg(&written),
    ]);
    assert_eq!(trf.code, 0, "{}", trf.stderr);
    let again = rondo(&["pair", arg(&written), "--round", "11", "--format", "pairs"]);
    let first = rondo(&["pair", arg(&path), "--rounds", "11", "--format", "pairs"]);
    assert_eq!(again.stdout, first.stdout);
    // The checklist is C.04.6's: refused for an Olympiad round rather than printed wrong.
    let checklist = rondo(&["pair", arg(&path), "--rounds", "11", "--checklist"]);
    assert_eq!(checklist.code, 2);
    assert!(
        checklist.stderr.contains("no pairing checklist"),
        "{}",
        checklist.stderr
    );
}

#[test]
fn the_ecu_ranking_order_is_an_option_of_the_olympiad_only() {
    let dir = tempfile::tempdir().unwrap();
    let path = olympiad_event(dir.path(), "10", &[]);
    let olympiad = rondo(&["pair", arg(&path), "--rounds", "11", "--format", "pairs"]);
    let european = rondo(&[
        "pair",
        arg(&path),
        "--rounds",
        "11",
        "--format",
        "pairs",
        "--european-ranking",
    ]);
    assert_eq!(european.code, 0, "{}", european.stderr);
    assert_eq!(european.stdout.lines().count(), 16);
    // The Sonneborn-Berger reorders teams within their groups, which changes who meets whom.
    assert_ne!(olympiad.stdout, european.stdout);
    // The generator takes it too, and every round then re-pairs only with it.
    let ecu = dir.path().join("ecu");
    std::fs::create_dir(&ecu).unwrap();
    let ecu_event = olympiad_event(&ecu, "6", &["--european-ranking"]);
    let with = rondo(&["check", arg(&ecu_event), "--european-ranking"]);
    assert_eq!(with.code, 0, "{}", with.stdout);
    // Another system refuses it rather than ignoring it.
    let team = rondo(&[
        "pair",
        arg(&path),
        "--rounds",
        "11",
        "--system",
        "team",
        "--european-ranking",
    ]);
    assert_eq!(team.code, 2);
    assert!(
        team.stderr.contains("--european-ranking"),
        "{}",
        team.stderr
    );
}

#[test]
fn an_olympiad_file_round_trips_and_names_its_system() {
    let dir = tempfile::tempdir().unwrap();
    let path = olympiad_event(dir.path(), "3", &[]);
    let bytes = std::fs::read(&path).unwrap();
    let file = rondo_trf::read(&bytes).unwrap();
    assert_eq!(
        rondo_trf::write(&file, &rondo_trf::WriteOptions::same_as(&file)),
        bytes
    );
    let named = file.setup.named_system().unwrap();
    assert_eq!(named.system, rondo_core::System::Olympiad);
    // A file without the 092 words pairs as the team Swiss unless `--system olympiad` says.
    let text = String::from_utf8(bytes).unwrap();
    let plain = text.replace(
        "092 Team: Olympiad Pairing Rules (FIDE D.02)",
        "092 Team: Swiss-System",
    );
    let plain_path = dir.path().join("plain.trf");
    std::fs::write(&plain_path, plain).unwrap();
    let as_team = rondo(&["check", arg(&plain_path)]);
    assert!(
        as_team.stdout.contains("with the C.04.6 rules"),
        "{}",
        as_team.stdout
    );
    let as_olympiad = rondo(&["check", arg(&plain_path), "--system", "olympiad"]);
    assert_eq!(as_olympiad.code, 0, "{}", as_olympiad.stdout);
    assert!(as_olympiad.stdout.contains("with the D.02 rules, 3 agree"));
}

/// The Olympiad Pairing Rules rank by match points alone (3.2): acceleration is refused, not
/// ignored, when pairing, auditing or generating.
#[test]
fn an_olympiad_refuses_acceleration() {
    let dir = tempfile::tempdir().unwrap();
    let path = olympiad_event(dir.path(), "4", &[]);
    for args in [
        vec!["pair", arg(&path), "--round", "4", "--accelerate", "baku"],
        vec!["audit", arg(&path), "--round", "4", "--accelerate", "baku"],
        vec![
            "generate",
            "--system",
            "olympiad",
            "--teams",
            "10",
            "--rounds",
            "3",
            "--seed",
            "1",
            "--accelerate",
            "baku",
        ],
    ] {
        let run = rondo(&args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stdout);
        assert!(
            run.stderr
                .contains("--accelerate: the FIDE Olympiad 2022 system has no acceleration"),
            "{args:?}: {}",
            run.stderr
        );
    }
}

/// 3.1: the initial pairing numbers come from the teams' ratings, not from their numbers in
/// the file. A generated event (teams numbered by strength) whose strongest and weakest teams
/// swap their `310` numbers is the same event: every round still re-pairs as recorded. Read
/// with the file's numbers as pairing numbers, both rounds would differ.
#[test]
fn initial_pairing_numbers_follow_the_ratings_of_art_3_1() {
    let run = rondo(&[
        "generate",
        "--system",
        "olympiad",
        "--teams",
        "6",
        "--boards",
        "4",
        "--rounds",
        "2",
        "--seed",
        "3",
        "--forfeit-rate",
        "0",
        "--bye-rate",
        "0",
        "--withdrawal-rate",
        "0",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let swapped = run
        .stdout
        .replace("310   1 Team 001 ", "310   6 Team 001 ")
        .replace("310   6 Team 006 ", "310   1 Team 006 ");
    assert_ne!(swapped, run.stdout);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("swapped.trf");
    std::fs::write(&file, swapped).unwrap();
    let check = rondo(&["check", arg(&file)]);
    assert_eq!(check.code, 0, "{}", check.stdout);
    assert!(
        check
            .stdout
            .contains("2 round(s) re-paired with the D.02 rules, 2 agree, 0 differ"),
        "{}",
        check.stdout
    );
}
