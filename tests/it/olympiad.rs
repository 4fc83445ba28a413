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
    // The checklist is the Olympiad's own (D.02's facts), one row per team.
    let checklist = rondo(&[
        "pair",
        arg(&path),
        "--rounds",
        "11",
        "--checklist",
        "--format",
        "csv",
    ]);
    assert_eq!(checklist.code, 0, "{}", checklist.stderr);
    assert_eq!(checklist.stdout.lines().count(), 31, "{}", checklist.stdout);
    assert_eq!(checklist.stdout.matches(",pairing_bye,").count(), 0);
    assert_eq!(checklist.stdout.matches(",match,").count(), 30);
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

/// Five teams of two boards, numbered by strength (so the initial pairing numbers of 3.1 are the
/// team numbers). Round 1: 1-3 (2-0) and 4-2 (1-1); team 5 joins after round 1 (`Z` on both
/// boards, no `240` record).
const LATE_ENTRY_ROUND_1: &str = "\
012 Olympiad Late Entry Cup\n\
092 Team: Olympiad Pairing Rules (FIDE D.02)\n\
142 3\n\
152 W\n\
001    1 m    Player 01, Alpha                  2090 FID                         1.0          5 w 1\n\
001    2 m    Player 02, Alpha                  2080 FID                         1.0          6 b 1\n\
001    3 m    Player 03, Bravo                  2070 FID                         0.5          7 b =\n\
001    4 m    Player 04, Bravo                  2060 FID                         0.5          8 w =\n\
001    5 m    Player 05, Charlie                2050 FID                         0.0          1 b 0\n\
001    6 m    Player 06, Charlie                2040 FID                         0.0          2 w 0\n\
001    7 m    Player 07, Delta                  2030 FID                         0.5          3 w =\n\
001    8 m    Player 08, Delta                  2020 FID                         0.5          4 b =\n\
001    9 m    Player 09, Echo                   2010 FID                         0.0       0000 - Z\n\
001   10 m    Player 10, Echo                   2000 FID                         0.0       0000 - Z\n\
310   1 Alpha                            ALP                                1    2\n\
310   2 Bravo                            BRA                                3    4\n\
310   3 Charlie                          CHA                                5    6\n\
310   4 Delta                            DEL                                7    8\n\
310   5 Echo                             ECH                                9   10\n\
";

/// The same event after round 2: 2-1 (0-2), 5-4 (1-1), team 3 the bye.
const LATE_ENTRY_ROUNDS_1_AND_2: &str = "\
012 Olympiad Late Entry Cup\n\
092 Team: Olympiad Pairing Rules (FIDE D.02)\n\
142 3\n\
152 W\n\
001    1 m    Player 01, Alpha                  2090 FID                         2.0          5 w 1     3 b 1\n\
001    2 m    Player 02, Alpha                  2080 FID                         2.0          6 b 1     4 w 1\n\
001    3 m    Player 03, Bravo                  2070 FID                         0.5          7 b =     1 w 0\n\
001    4 m    Player 04, Bravo                  2060 FID                         0.5          8 w =     2 b 0\n\
001    5 m    Player 05, Charlie                2050 FID                         1.0          1 b 0  0000 - U\n\
001    6 m    Player 06, Charlie                2040 FID                         1.0          2 w 0  0000 - U\n\
001    7 m    Player 07, Delta                  2030 FID                         0.5          3 w =     9 b 0\n\
001    8 m    Player 08, Delta                  2020 FID                         1.5          4 b =    10 w 1\n\
001    9 m    Player 09, Echo                   2010 FID                         1.0       0000 - Z     7 w 1\n\
001   10 m    Player 10, Echo                   2000 FID                         0.0       0000 - Z     8 b 0\n\
310   1 Alpha                            ALP                                1    2\n\
310   2 Bravo                            BRA                                3    4\n\
310   3 Charlie                          CHA                                5    6\n\
310   4 Delta                            DEL                                7    8\n\
310   5 Echo                             ECH                                9   10\n\
";

/// 4.2 (reading R19): before round 2, team 5 ranks lowest (no match points, pairing number 5)
/// but joined after round 1, so the bye passes to team 3, the next lowest; `--explain` says
/// why, `audit` cites 4.2 for a bye given to team 5, and a `240` record announcing team 5's
/// absence from round 1 makes it an entered team that may receive the bye.
#[test]
fn a_late_entry_is_passed_over_for_the_bye() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("late.trf");
    std::fs::write(&path, LATE_ENTRY_ROUND_1).unwrap();
    let pairs = rondo(&["pair", arg(&path), "--format", "pairs"]);
    assert_eq!(pairs.code, 0, "{}", pairs.stderr);
    // 1 floats down to meet 2 (8.3.1), 5 up to meet 4 (8.2.1), in the Median Group of 4.
    assert_eq!(pairs.stdout, "3\n2 1\n5 4\n3 0\n");
    let explained = rondo(&["pair", arg(&path), "--explain"]);
    assert!(
        explained.stdout.contains(
            "[4.2] 5 joined after round 1 (no match and no bye of its own in round 1), so may not \
             receive the bye\n  [4.1] the bye goes to the lowest ranked team that may receive it: 3"
        ),
        "{}",
        explained.stdout
    );
    let hand_made = dir.path().join("bye-to-5.txt");
    std::fs::write(&hand_made, "3\n2 1\n4 3\n5 0\n").unwrap();
    let audit = rondo(&[
        "audit",
        arg(&path),
        "--round",
        "2",
        "--pairs",
        arg(&hand_made),
    ]);
    assert_eq!(audit.code, 1, "{}{}", audit.stdout, audit.stderr);
    assert!(
        audit.stdout.contains(
            "[D.02 4.2] teams 5 may not get the pairing-allocated bye (joined after round 1)"
        ),
        "{}",
        audit.stdout
    );
    let json = rondo(&[
        "audit",
        arg(&path),
        "--round",
        "2",
        "--pairs",
        arg(&hand_made),
        "--format",
        "json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(
        value["breaches"],
        serde_json::json!([{
            "kind": "bye_to_late_entry",
            "players": [5],
            "rule": "4.2",
            "text": "[D.02 4.2] teams 5 may not get the pairing-allocated bye (joined after round 1)"
        }])
    );
    // The engine's reasons in words beside the data, as the text prints them.
    let reasons = value["reasons_text"].as_array().unwrap();
    assert!(
        reasons
            .iter()
            .any(|reason| reason.as_str().unwrap().contains("joined after round 1")),
        "{reasons:?}"
    );
    let announced = dir.path().join("announced.trf");
    std::fs::write(&announced, format!("{LATE_ENTRY_ROUND_1}240 Z   1    5\n")).unwrap();
    let pairs = rondo(&["pair", arg(&announced), "--format", "pairs"]);
    assert_eq!(pairs.stdout, "3\n2 1\n3 4\n5 0\n");
}

/// `pair --checklist` of an Olympiad round: D.02's facts, computed by hand for round 3 of the
/// late-entry event. Ranking (3.2): 1 (4 match points), 4 (2), then 2, 3, 5 (1 each) by
/// pairing number. The bye: 5 joined late, 3 had the bye, so 2 gets it (4.1, 4.2). The median
/// team of the four left is the third, 3: the Median Group has 1 match point. 1 floats down
/// into 4's group (8.3.1) and gets White (7.6: their colours never differed, 1 alternates from
/// Black); 3 meets 5 and gets White (7.5.1: 5 has the larger colour difference).
#[test]
fn the_olympiad_checklist_lists_the_facts_of_d02() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("late.trf");
    std::fs::write(&path, LATE_ENTRY_ROUNDS_1_AND_2).unwrap();
    let csv = rondo(&["pair", arg(&path), "--checklist", "--format", "csv"]);
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    let lines: Vec<&str> = csv.stdout.lines().collect();
    assert_eq!(
        lines,
        [
            "team,name,rank,pairing_number,match_points,game_points,sonneborn_berger,\
             colour_history,colour_difference,may_receive_white,may_receive_black,bye_eligible,\
             bye_barred_by,group,median_group,float,this_round,table,opponent,colour",
            "1,Alpha,1,1,4,4,,WB,0,true,true,true,,2,false,down,match,1,4,white",
            "4,Delta,2,4,2,2,,WB,0,true,true,true,,2,false,,match,1,1,black",
            "2,Bravo,3,2,1,1,,BW,0,true,true,true,,,false,,pairing_bye,,,",
            "3,Charlie,4,3,1,1,,B-,-1,true,true,false,had_bye,1,true,,match,2,5,white",
            "5,Echo,5,5,1,1,,-W,1,true,true,false,late_entry,1,true,,match,2,3,black",
        ]
    );

    // With the ECU's ranking, the Olympiad Sonneborn-Berger: 1 scored 2 against 3 and 2 (one
    // match point each), less the lowest: 2; 4 scored 1 against 2 and 5: 1.
    let json = rondo(&[
        "pair",
        arg(&path),
        "--checklist",
        "--format",
        "json",
        "--european-ranking",
    ]);
    assert_eq!(json.code, 0, "{}", json.stderr);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["system"], "olympiad");
    assert_eq!(value["ranking"], "european");
    assert_eq!(value["median_team"], 3);
    assert_eq!(value["median_group"], 1);
    let teams = value["teams"].as_array().unwrap();
    let sb: Vec<(u64, f64)> = teams
        .iter()
        .map(|t| {
            (
                t["team"].as_u64().unwrap(),
                t["sonneborn_berger"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(sb, [(1, 2.0), (4, 1.0), (2, 0.0), (3, 0.0), (5, 0.0)]);
    assert_eq!(teams[4]["bye_barred_by"], serde_json::json!(["late_entry"]));
    assert_eq!(
        teams[0]["this_round"],
        serde_json::json!({"kind": "match", "table": 1, "opponent": 4, "colour": "white"})
    );

    let text = rondo(&["pair", arg(&path), "--checklist"]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    let out = &text.stdout;
    assert!(
        out.starts_with(
            "Olympiad Late Entry Cup: checklist of round 3, FIDE Olympiad Pairing Rules, D.02 (2022)"
        ),
        "{out}"
    );
    let row = |team: &str| {
        out.lines()
            .find(|line| line.split_whitespace().nth(2) == Some(team))
            .unwrap()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(
        row("Echo"),
        "5 5 Echo 5 1 1 -W +1 no: late entry 1 M match 3 B 2"
    );
    assert_eq!(row("Alpha"), "1 1 Alpha 1 4 4 WB 0 yes 2 D match 4 W 1");
    assert!(
        out.contains("M the Median Group of 6.4, 1 match points, median team 3"),
        "{out}"
    );
}
