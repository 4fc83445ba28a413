//! Team events (C.04.6, TRF-2026 team records): `rondo check` validates a team file as a team
//! event, never as individuals.

use crate::support::{arg, fixtures, rondo};

#[test]
fn check_validates_team_files_as_team_events() {
    for (name, teams, boards, rounds) in [
        ("grandmommys-cup.trf", 50, 4, 14),
        ("bye-on-every-board.trf", 5, 2, 3),
        ("line-ups-and-forfeits.trf", 4, 3, 3),
    ] {
        let file = fixtures().join("trf/team").join(name);
        let check = rondo(&["check", arg(&file)]);
        // The structure is sound; the rounds are re-paired as teams, and the hand-made files
        // (not paired by C.04.6) differ, so the exit code says so.
        assert!(check.code <= 1, "{name}: {}{}", check.stdout, check.stderr);
        let summary = format!(
            "team event of {teams} teams on {boards} boards, {rounds} round(s): 0 structure problem(s); \
             {rounds} round(s) re-paired with the C.04.6 rules"
        );
        assert!(check.stdout.contains(&summary), "{}", check.stdout);
        assert!(!check.stdout.contains("second pairing-allocated bye"));
    }
}

#[test]
fn check_reports_board_colours_a_paired_bye_team_and_stated_scores() {
    let original =
        std::fs::read_to_string(fixtures().join("trf/team/bye-on-every-board.trf")).unwrap();
    // Round 3, board 2 of the match 1-2: the colours swapped (Alpha should have Black there).
    let broken = original
        .replace("10 w 1     4 b 1", "10 w 1     4 w 1")
        .replace("0000 - U     2 w 0", "0000 - U     2 b 0")
        // The 320 record gives team 2 the bye in round 1, when it played team 5; and Alpha's
        // 310 record states 5 match points where the results give 6.
        .replace(
            "310   1 Alpha                            ALP                   ",
            "310   1 Alpha                            ALP             5.0   ",
        );
    let broken = format!("{broken}320  1.0  1.0   2\r\n");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.trf");
    std::fs::write(&path, broken).unwrap();
    let check = rondo(&["check", arg(&path)]);
    assert_eq!(check.code, 1, "{}{}", check.stdout, check.stderr);
    let expected = [
        "round 3: board 2 of team 1 has White where the board colour sequence gives Black (C.04.6 art. 4, TRF 352)",
        "round 1: the 320 record gives team 2 the pairing-allocated bye, but its boards met team 5",
        "team 1: the 310 record states 5.0 match points, the results give 6.0",
    ];
    for line in expected {
        assert!(check.stdout.contains(line), "{line}\n{}", check.stdout);
    }
    let json = rondo(&["check", arg(&path), "--format", "json"]);
    assert_eq!(json.code, 1);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["re_paired"], true);
    assert_eq!(value["team_event"]["rules"]["preference"], "type_b");
    let kinds: Vec<&str> = value["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["kind"].as_str().unwrap())
        .collect();
    assert!(
        kinds.contains(&"board_colour") && kinds.contains(&"bye_team_paired"),
        "{kinds:?}"
    );
}

#[test]
fn standings_show_the_team_crosstable_and_board_results_in_every_format() {
    let file = fixtures().join("trf/team/line-ups-and-forfeits.trf");
    let text = rondo(&["standings", arg(&file)]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    // Team 1: drew team 2 with White (1.5), won the forfeited match against team 3, beat team
    // 4 with Black; 3/1/0 match points (362).
    for expected in [
        "Team crosstable",
        " 1   1  North  2w 1.5  3 3.0f   4b 2.5  7.0  7.0",
        " 2   3  East   4w 2.0  1 0.0f  HPB 1.5  4.0  3.5",
        " 3   2  South  1b 1.5  4w 1.5  PAB 1.5  3.0  4.5",
        "Board results",
    ] {
        assert!(
            text.stdout.contains(expected),
            "{expected}\n{}",
            text.stdout
        );
    }
    // West's member 16 played round 2 on board 3 of South (300).
    let south_16 = text
        .stdout
        .lines()
        .find(|line| line.contains("Member 16, West") && line.contains("South"))
        .unwrap();
    assert!(south_16.contains("3: 15w½"), "{south_16}");

    let json = rondo(&["standings", arg(&file), "--format", "json"]);
    assert_eq!(json.code, 0, "{}", json.stderr);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let first = &value["teams"]["standings"][0];
    assert_eq!(first["team"], 1);
    assert_eq!(first["match_points"], 7.0);
    assert_eq!(first["rounds"][1]["kind"], "forfeited");
    assert_eq!(first["rounds"][1]["won"], true);
    assert_eq!(first["rounds"][0]["colour"], "white");
    assert_eq!(first["players"][1]["results"][2], "2: +");
    let south = &value["teams"]["standings"][2];
    assert_eq!(south["rounds"][2]["kind"], "pairing_bye");
    assert_eq!(south["rounds"][2]["game_points"], 1.5);

    let dir = tempfile::tempdir().unwrap();
    let csv = rondo(&[
        "standings",
        arg(&file),
        "--format",
        "csv",
        "-o",
        arg(dir.path()),
    ]);
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    let teams =
        std::fs::read_to_string(dir.path().join("line-ups-and-forfeits-teams.csv")).unwrap();
    assert!(
        teams.lines().next().unwrap().ends_with(",r1,r2,r3"),
        "{teams}"
    );
    assert!(teams.contains("1,1,North,7.0,7.0,"), "{teams}");
    assert!(teams.contains(",2w 1.5,3 3.0f,4b 2.5"), "{teams}");
    let boards =
        std::fs::read_to_string(dir.path().join("line-ups-and-forfeits-boards.csv")).unwrap();
    assert!(
        boards.contains("2,South,16,\"Member 16, West\",0.5,1,,3: 15w½,"),
        "{boards}"
    );

    let html = rondo(&["standings", arg(&file), "--format", "html"]);
    assert_eq!(html.code, 0);
    assert!(html.stdout.contains("<h2>Team crosstable</h2>"));
    assert!(html.stdout.contains("<h2>Board results</h2>"));
    assert!(html.stdout.contains("<td>3 3.0f</td>"));
}

#[test]
fn the_team_model_goes_to_json_and_back() {
    let file = fixtures().join("trf/team/line-ups-and-forfeits.trf");
    let json = rondo(&["convert", arg(&file), "--to", "json"]);
    assert_eq!(json.code, 0, "{}", json.stderr);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(
        value["line_ups"][1]["boards"],
        serde_json::json!([5, 6, 16])
    );
    assert_eq!(
        value["line_ups"][3]["boards"],
        serde_json::json!([13, null, 15])
    );
    assert_eq!(value["team_pairing_byes"]["game_points"], 15);
    assert_eq!(
        value["team_pairing_byes"]["teams"],
        serde_json::json!([null, null, 2])
    );
    assert_eq!(value["forfeited_matches"][0]["kind"], "white_wins");
    assert_eq!(
        value["board_colours"],
        serde_json::json!(["white", "black", "white"])
    );
    assert_eq!(value["match_scoring"]["win"], 30);
    let dir = tempfile::tempdir().unwrap();
    let json_path = dir.path().join("event.json");
    std::fs::write(&json_path, &json.stdout).unwrap();
    let back = rondo(&["convert", arg(&json_path), "--to", "trf26"]);
    assert_eq!(back.code, 0, "{}", back.stderr);
    for line in [
        "300   3   4   1   13 0000   15",
        "320  1.0  1.5   0   0   2",
        "330 +-   2   1   3",
        "352 WBW",
    ] {
        assert!(back.stdout.contains(line), "{line}\n{}", back.stdout);
    }
    // The derived view is in `check --format json`.
    let check = rondo(&["check", arg(&file), "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&check.stdout).unwrap();
    let north = &value["event"]["matches"][0];
    assert_eq!(north[1]["kind"], "forfeited");
    assert_eq!(north[2]["boards"][1]["entry"]["unplayed"], "forfeit_win");
}

/// A generated team Swiss of `teams` teams (odd: a PAB in every round all teams play) with
/// rounds 1-5 of 7 recorded, so that round 6 can be paired: an event of 7 rounds generated
/// and cut after round 5. Not a 5-round event declared 7 afterwards: C.04.6 leaves [C7] and
/// [C10] out in the last two rounds, so rounds 4 and 5 of a 5-round event need not re-pair
/// the same in a 7-round one.
fn generated_team_file(dir: &std::path::Path, teams: &str) -> std::path::PathBuf {
    const KEPT: usize = 5;
    let run = rondo(&[
        "generate", "--system", "team", "--teams", teams, "--boards", "4", "--rounds", "7",
        "--seed", "7",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut cut = String::new();
    for line in run.stdout.lines() {
        let kept = match &line[..line.len().min(4)] {
            // Round k's column starts at 92 + 10(k-1), its result at 99 + 10(k-1); the points
            // (81-84) become the kept rounds'.
            "001 " => {
                let rounds = &line[91..(91 + 10 * KEPT).min(line.len())];
                let points: f64 = rounds
                    .as_bytes()
                    .chunks(10)
                    .map(|column| match column.get(7) {
                        Some(b'1' | b'+' | b'U' | b'F') => 1.0,
                        Some(b'=' | b'H') => 0.5,
                        _ => 0.0,
                    })
                    .sum();
                format!("{}{points:4.1}{}{rounds}", &line[..80], &line[84..91])
            }
            // The team bye of round k is at 15 + 4(k-1).
            "320 " => line[..(14 + 4 * KEPT).min(line.len())].to_owned(),
            "330 " if line[7..10].trim().parse::<usize>().unwrap() > KEPT => continue,
            _ => line.to_owned(),
        };
        cut.push_str(kept.trim_end());
        cut.push('\n');
    }
    let path = dir.join("teams.trf");
    std::fs::write(&path, cut).unwrap();
    // The cut file is a consistent event: no warning (points agree), every round re-checks.
    let check = rondo(&["check", arg(&path)]);
    assert_eq!(
        (check.code, check.stderr.as_str()),
        (0, ""),
        "{}",
        check.stdout
    );
    path
}

/// With the forfeit, bye and withdrawal rates at 0 nothing of them is drawn, not even a
/// random number: the event is byte for byte the one the generator made before it drew
/// them (the snapshot was taken from that generator, the version normalised).
#[test]
fn generate_team_at_zero_rates_is_the_event_without_forfeits_byes_or_withdrawals() {
    let run = rondo(&[
        "generate",
        "--system",
        "team",
        "--teams",
        "6",
        "--boards",
        "2",
        "--rounds",
        "4",
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
    let version = concat!("182 rondo ", env!("CARGO_PKG_VERSION"));
    assert!(run.stdout.contains(version), "{}", run.stdout);
    insta::assert_snapshot!(
        "generate_team_zero_rates",
        run.stdout.replace(version, "182 rondo VERSION")
    );
}

#[test]
fn generate_team_is_reproducible_and_every_round_rechecks() {
    let args = [
        "generate", "--system", "team", "--teams", "11", "--boards", "6", "--rounds", "6",
        "--seed", "42",
    ];
    let first = rondo(&args);
    let second = rondo(&args);
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert_eq!(first.stdout, second.stdout);
    assert!(first.stdout.contains("192 FIDE_TEAM_TYPEA_MP_GP"));
    // 11 teams: one team bye per round, written in 320 and on every board.
    let byes = first.stdout.lines().find(|l| l.starts_with("320")).unwrap();
    assert_eq!(byes.split_whitespace().count(), 1 + 6, "{byes}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.trf");
    std::fs::write(&path, &first.stdout).unwrap();
    let check = rondo(&["check", arg(&path)]);
    assert_eq!(check.code, 0, "{}", check.stdout);
    assert!(
        check
            .stdout
            .contains("6 round(s) re-paired with the C.04.6 rules, 6 agree, 0 differ"),
        "{}",
        check.stdout
    );
    // A different seed gives a different event.
    let other = rondo(&[
        "generate", "--system", "team", "--teams", "11", "--boards", "6", "--rounds", "6",
        "--seed", "43",
    ]);
    assert_ne!(first.stdout, other.stdout);
}

#[test]
fn pair_prints_team_matches_board_by_board_and_team_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let path = generated_team_file(dir.path(), "9");
    let text = rondo(&["pair", arg(&path)]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(
        text.stdout
            .starts_with("Round 6 (FIDE Swiss Team Pairing System")
    );
    let pairs = rondo(&["pair", arg(&path), "--format", "pairs"]);
    assert_eq!(pairs.code, 0);
    let lines: Vec<&str> = pairs.stdout.lines().collect();
    // Four matches and the bye as `N 0`.
    assert_eq!(lines[0], "5");
    assert!(lines[5].ends_with(" 0"), "{}", pairs.stdout);
    // Each match of the text has four boards, White on odd boards for the team with White
    // on board 1 (default of 352): board 1's White is of the first team, board 2's of the
    // second.
    let (first_white, first_black) = lines[1].split_once(' ').unwrap();
    let header = format!("Match 1: {first_white} ");
    assert!(text.stdout.contains(&header), "{}", text.stdout);
    let board_lines: Vec<&str> = text
        .stdout
        .lines()
        .filter(|l| l.trim_start().starts_with("board"))
        .collect();
    assert_eq!(board_lines.len(), 4 * 4);
    // Team t's members are t, t+9, t+18, t+27 (the generator deals players by rating).
    let team_of = |player: u16| (player - 1) % 9 + 1;
    let player = |field: &str| {
        field
            .split_whitespace()
            .next()
            .unwrap()
            .parse::<u16>()
            .unwrap()
    };
    let (white, black) = board_lines[0]
        .split_once(": ")
        .unwrap()
        .1
        .split_once(" - ")
        .unwrap();
    assert_eq!(team_of(player(white)).to_string(), first_white);
    assert_eq!(team_of(player(black)).to_string(), first_black);
    let (white, _) = board_lines[1]
        .split_once(": ")
        .unwrap()
        .1
        .split_once(" - ")
        .unwrap();
    assert_eq!(team_of(player(white)).to_string(), first_black);

    let json = rondo(&["pair", arg(&path), "--format", "json"]);
    assert_eq!(json.code, 0);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["round"], 6);
    assert_eq!(value["pairing"]["matches"].as_array().unwrap().len(), 4);
    assert_eq!(value["pairing"]["boards"], 4);
    assert_eq!(
        value["pairing"]["bye"]["team"].to_string(),
        lines[5].split_whitespace().next().unwrap()
    );
}

#[test]
fn pair_writes_the_team_round_into_the_file_and_it_rechecks() {
    let dir = tempfile::tempdir().unwrap();
    let path = generated_team_file(dir.path(), "9");
    let out = dir.path().join("paired.trf");
    let trf = rondo(&["pair", arg(&path), "--format", "trf", "-o", arg(&out)]);
    assert_eq!(trf.code, 0, "{}", trf.stderr);
    let written = std::fs::read_to_string(&out).unwrap();
    // The team bye of round 6 is in 320 and on every board of that team.
    let pairs = rondo(&["pair", arg(&path), "--format", "pairs"]);
    let bye: u16 = pairs
        .stdout
        .lines()
        .last()
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let byes = written.lines().find(|l| l.starts_with("320")).unwrap();
    assert_eq!(
        byes.split_whitespace().last().unwrap(),
        bye.to_string(),
        "{byes}"
    );
    assert_eq!(
        written
            .lines()
            .filter(|l| l.starts_with("001") && l.trim_end().ends_with("0000 - U"))
            .count(),
        4,
        "the bye team's four boards carry U in round 6"
    );
    // The round is published: check re-pairs it identically, and the next round waits for
    // results.
    let check = rondo(&["check", arg(&out)]);
    assert!(
        check
            .stdout
            .contains("6 round(s) re-paired with the C.04.6 rules, 6 agree"),
        "{}",
        check.stdout
    );
    let next = rondo(&["pair", arg(&out)]);
    assert_eq!(next.code, 2, "{}{}", next.stdout, next.stderr);
    assert!(next.stderr.contains("enter the results"), "{}", next.stderr);
}

#[test]
fn explain_and_audit_a_team_round_cite_c046_articles() {
    let dir = tempfile::tempdir().unwrap();
    let path = generated_team_file(dir.path(), "9");
    let explain = rondo(&["pair", arg(&path), "--explain"]);
    assert_eq!(explain.code, 0, "{}", explain.stderr);
    for article in ["[1.4]", "[3.4.2]", "[3.5.5]", "[3.6.4]", "colours: [4.3."] {
        assert!(
            explain.stdout.contains(article),
            "{article}\n{}",
            explain.stdout
        );
    }
    // The file's own round 3 is the engine's.
    let audit = rondo(&["audit", arg(&path), "--round", "3"]);
    assert_eq!(audit.code, 0, "{}", audit.stdout);
    assert!(audit.stdout.contains("none broken") && audit.stdout.contains("round 3: agrees"));
    // A hand-made round 3 that repeats round 1's matches and gives the bye to round 1's
    // bye team breaks [C1] and [C2].
    let round1 = rondo(&["audit", arg(&path), "--round", "1", "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&round1.stdout).unwrap();
    let recorded = &value["check"]["recorded"];
    let mut pairs = String::new();
    let matches = recorded["matches"].as_array().unwrap();
    pairs.push_str(&format!("{}\n", matches.len() + 1));
    for m in matches {
        pairs.push_str(&format!("{} {}\n", m["white"], m["black"]));
    }
    pairs.push_str(&format!("{} 0\n", recorded["bye"]));
    let pairs_path = dir.path().join("pairs.txt");
    std::fs::write(&pairs_path, pairs).unwrap();
    let bad = rondo(&[
        "audit",
        arg(&path),
        "--round",
        "3",
        "--pairs",
        arg(&pairs_path),
    ]);
    assert_eq!(bad.code, 1, "{}", bad.stdout);
    assert!(
        bad.stdout.contains("[C.04.6 2.1.1] teams"),
        "{}",
        bad.stdout
    );
    assert!(bad.stdout.contains("have met before"), "{}", bad.stdout);
    assert!(
        bad.stdout.contains("[C.04.6 2.1.2] teams"),
        "{}",
        bad.stdout
    );
}

/// FIDE's sample (Grandmommy's Cup, 50 teams, 14 rounds, `FIDE_TEAM_BAKU`) re-paired: the
/// count of rounds reproduced is pinned, and the first class of difference argued.
#[test]
fn check_re_pairs_fides_sample_and_round_one_colours_differ_by_the_reading_of_4_3_1() {
    let file = fixtures().join("trf/team/grandmommys-cup.trf");
    let check = rondo(&["check", arg(&file)]);
    assert_eq!(check.code, 1);
    assert!(
        check
            .stdout
            .contains("14 round(s) re-paired with the C.04.6 rules, 5 agree, 9 differ"),
        "{}",
        check.stdout
    );
    // Round 1: the same matches (Baku acceleration: two groups), only colours differ. 152 is
    // B. C.04.6 4.3.1 gives the initial colour to a first-team with an odd TPN: team 1 Black
    // (file and rondo agree: 14-1), team 2 White (2-15), team 4 White. The file gives team 4
    // Black (16-4): with team 3 absent (240 F), the sample alternates by the match's place in
    // the list (match 3 like match 1), not by the TPN the text names.
    let json = rondo(&["check", arg(&file), "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let round1 = &value["rounds"][0];
    assert_eq!(round1["verdict"]["verdict"], "differs");
    assert_eq!(round1["verdict"]["missing"].as_array().unwrap().len(), 0);
    assert_eq!(round1["verdict"]["unexpected"].as_array().unwrap().len(), 0);
    let reversed = round1["verdict"]["colours_reversed"].as_array().unwrap();
    assert_eq!(reversed[0]["white"], 4);
    assert_eq!(reversed[0]["black"], 16);
    // Every reversed match is a pair whose first-team lies after the absent team 3 in the
    // list; matches before it (teams 1 and 2) agree.
    for m in reversed {
        let first = m["white"]
            .as_u64()
            .unwrap()
            .min(m["black"].as_u64().unwrap());
        assert!(first > 3, "{m}");
        // rondo: White to the first-team exactly when its TPN is even (152 B, 4.3.1).
        let first_is_white = m["white"].as_u64().unwrap() == first;
        assert_eq!(first_is_white, first % 2 == 0, "{m}");
    }
}

/// FIDE's sample, rounds 2, 6 and 7: the matches are rondo's, but where both teams' colour
/// claims are equal and 4.3.7/4.3.8 decide by the first-team (4.2: the higher score, then game
/// points, then TPN), the sample gives the colour to the other team, in every such match.
#[test]
fn sample_colours_of_4_3_8_go_to_the_other_team() {
    let file = fixtures().join("trf/team/grandmommys-cup.trf");
    let json = rondo(&["check", arg(&file), "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let mut seen = 0;
    for round in [2u16, 6, 7] {
        let check = &value["rounds"][usize::from(round - 1)];
        assert_eq!(check["verdict"]["missing"].as_array().unwrap().len(), 0);
        let reversed = check["verdict"]["colours_reversed"].as_array().unwrap();
        let pair = rondo(&[
            "pair",
            arg(&file),
            "--round",
            &round.to_string(),
            "--format",
            "json",
        ]);
        assert_eq!(pair.code, 0, "{}", pair.stderr);
        let paired: serde_json::Value = serde_json::from_str(&pair.stdout).unwrap();
        for m in reversed {
            let engine = paired["pairing"]["outcome"]["pairs"]
                .as_array()
                .unwrap()
                .iter()
                .find(|p| p["white"] == m["white"] && p["black"] == m["black"])
                .unwrap();
            let reason = &engine["colour_reason"];
            assert_eq!(reason["rule"], "4.3.8", "round {round}: {engine}");
            // The team the rule names (the first-team) gets its alternating colour in rondo;
            // the file gives it the other one.
            let named = &reason["team"];
            assert!(named == &m["white"] || named == &m["black"], "{engine}");
            let named_white = named == &m["white"];
            assert_eq!(reason["colour"] == "white", named_white, "{engine}");
            seen += 1;
        }
    }
    assert_eq!(seen, 5);
}

#[test]
fn team_commands_refuse_what_a_team_event_cannot_do() {
    // `--system team` on a file of individuals: no team records to pair.
    let individuals = fixtures().join("notations/system-team-092.trf");
    let pair = rondo(&["pair", arg(&individuals), "--system", "team"]);
    assert_eq!(pair.code, 2, "{}", pair.stdout);
    assert!(pair.stderr.contains("no team records"), "{}", pair.stderr);
    // Team events are written as TRF-2026; `--boards` is for team events.
    let trf16 = rondo(&[
        "generate", "--system", "team", "--teams", "4", "--rounds", "2", "--seed", "1", "--format",
        "trf16",
    ]);
    assert_eq!(trf16.code, 2);
    assert!(trf16.stderr.contains("TRF-2026"), "{}", trf16.stderr);
    let boards = rondo(&[
        "generate",
        "--players",
        "4",
        "--rounds",
        "2",
        "--seed",
        "1",
        "--boards",
        "4",
    ]);
    assert_eq!(boards.code, 2);
    assert!(boards.stderr.contains("--system team"), "{}", boards.stderr);
}

/// FIDE's sample, rounds 12 and 13: in a 12-point bracket rondo's pairing meets every colour
/// preference ([C8] 0) while the file's has the smaller identifier and gives a team with CD 0
/// the colour of its last two matches again (Type A 1.7.1: a preference for the other one),
/// one [C8] failure, which 3.6.4 ranks before the identifier. Round 12: team 14 (Black, Black)
/// gets Black against 12. Round 13 (one of the last two, so [C10] does not apply): team 32
/// (White, White) gets White against 20.
#[test]
fn sample_rounds_12_and_13_take_a_smaller_identifier_with_a_colour_failure() {
    let file = fixtures().join("trf/team/grandmommys-cup.trf");
    let pair = rondo(&["pair", arg(&file), "--round", "12", "--format", "json"]);
    assert_eq!(pair.code, 0, "{}", pair.stderr);
    let value: serde_json::Value = serde_json::from_str(&pair.stdout).unwrap();
    let bracket = value["pairing"]["outcome"]["brackets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["upfloaters"] == serde_json::json!([21]))
        .unwrap();
    assert_eq!(bracket["residents"], serde_json::json!([2, 4, 12, 14, 20]));
    assert_eq!(bracket["reasons"][1]["colour_failures"], 0);
    assert_eq!(
        bracket["reasons"][1]["identifier"],
        serde_json::json!([2, 4, 14, 12, 20, 21])
    );
    // Team 14 in the file: colours of its played matches before round 12.
    let check = rondo(&["check", arg(&file), "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&check.stdout).unwrap();
    let teams = value["event"]["teams"].as_array().unwrap();
    let position = teams.iter().position(|t| t == 14).unwrap();
    let colours: Vec<&str> = value["event"]["matches"][position]
        .as_array()
        .unwrap()
        .iter()
        .take(11)
        .filter(|m| m["kind"] == "played")
        .map(|m| m["colour"].as_str().unwrap())
        .collect();
    let whites = colours.iter().filter(|c| **c == "white").count();
    assert_eq!(whites * 2, colours.len(), "CD 0: {colours:?}");
    assert_eq!(colours[colours.len() - 2..], ["black", "black"]);
    let round12 = &value["rounds"][11]["recorded"]["matches"];
    assert!(
        round12
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["white"] == 12 && m["black"] == 14),
        "{round12}"
    );
    // Round 13.
    let colours_of = |team: u16, before: usize| -> Vec<String> {
        let position = teams.iter().position(|t| t == team).unwrap();
        value["event"]["matches"][position]
            .as_array()
            .unwrap()
            .iter()
            .take(before)
            .filter(|m| m["kind"] == "played")
            .map(|m| m["colour"].as_str().unwrap().to_owned())
            .collect()
    };
    let colours = colours_of(32, 12);
    let whites = colours.iter().filter(|c| *c == "white").count();
    assert_eq!(whites * 2, colours.len(), "CD 0: {colours:?}");
    assert_eq!(colours[colours.len() - 2..], ["white", "white"]);
    let round13 = &value["rounds"][12]["recorded"]["matches"];
    assert!(
        round13
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["white"] == 32 && m["black"] == 20),
        "{round13}"
    );
    let pair = rondo(&["pair", arg(&file), "--round", "13", "--format", "json"]);
    let paired: serde_json::Value = serde_json::from_str(&pair.stdout).unwrap();
    let bracket = paired["pairing"]["outcome"]["brackets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["residents"] == serde_json::json!([20, 28, 30]))
        .unwrap();
    assert_eq!(bracket["upfloaters"], serde_json::json!([21, 32, 34]));
    assert_eq!(bracket["reasons"][1]["colour_failures"], 0);
    assert_eq!(
        bracket["reasons"][1]["identifier"],
        serde_json::json!([20, 28, 30, 21, 34, 32])
    );
}

#[test]
fn standings_print_the_board_tie_breaks_and_the_ede_chain_of_fides_sample() {
    let file = fixtures().join("trf/team/grandmommys-cup.trf");
    // The file's list (202 EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP): the EDET/P column gives the
    // place in the tied group. The seven teams on 19 match points met each other; EDE ranks
    // Israel first and Azerbaijan and Spain level, whose 2–2 match the chain's top board
    // results decide (the values are Gacrux's too: crates/tiebreak/tests/it/team_gacrux.rs).
    // The sample dates from before March 2026: its rules are the 2024 ones, without the cap
    // of the dummy opponent's score (C.07 art. 16.4), as Gacrux reads it.
    let text = rondo(&["standings", arg(&file), "--rules", "2024"]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(!text.stderr.contains("EDET"), "{}", text.stderr);
    for expected in [
        "Rk  No  Team                        MP    GP  EDET/P  EMGSB/C1/P  BH:MP/C1/P  MPvGP",
        " 3  19  Israel                    19.0  31.5       1      511.00       231.0   31.5",
        " 4   6  Azerbaijan                19.0  32.5       2      528.00       231.0   32.5",
        " 5  13  Spain                     19.0  32.5       3      528.00       230.0   32.5",
        " 9  18  Serbia                    19.0  34.0       7      552.50       232.0   34.0",
    ] {
        assert!(
            text.stdout.contains(expected),
            "{expected}\n{}",
            text.stdout
        );
    }
    // --tiebreaks gives the team standings its team codes (the individual standings keep the
    // file's list): board count (lower first), top board results, SSSC with factor 3.
    let dir = tempfile::tempdir().unwrap();
    let csv = rondo(&[
        "standings",
        arg(&file),
        "--tiebreaks",
        "BC,TBR,SSSC/K3",
        "--rules",
        "2024",
        "--format",
        "csv",
        "-o",
        arg(dir.path()),
    ]);
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    let teams = std::fs::read_to_string(dir.path().join("grandmommys-cup-teams.csv")).unwrap();
    assert!(
        teams.starts_with("rank,team,name,match_points,game_points,BC,TBR,SSSC/K3,r1,"),
        "{teams}"
    );
    // Slovakia and India 3 on 20 match points: BC 70.0 against 82.0 puts Slovakia first.
    assert!(
        teams.contains("\n1,22,Slovakia,20.0,32.0,70.0,0,111.00,"),
        "{teams}"
    );
    assert!(
        teams.contains("\n2,16,India 3,20.0,33.5,82.0,0,112.83,"),
        "{teams}"
    );
    let individual = std::fs::read_to_string(dir.path().join("grandmommys-cup.csv")).unwrap();
    assert!(
        individual.starts_with("rank,start_number,name,points,BH:MP/C1/P\n"),
        "{individual}"
    );
}

#[test]
fn individual_files_refuse_the_team_board_codes() {
    let file = fixtures().join("trf/valid/javafo-next-round.trf");
    let run = rondo(&["standings", arg(&file), "--tiebreaks", "BH,EDET"]);
    assert_ne!(run.code, 0);
    assert!(
        run.stderr.contains("tie-break 'EDET' needs teams"),
        "{}",
        run.stderr
    );
}

#[test]
fn the_team_checklist_lists_the_facts_the_pairing_then_follows() {
    // Five teams, Type B preferences, three rounds played: the file made a four-round event.
    let original =
        std::fs::read_to_string(fixtures().join("trf/team/bye-on-every-board.trf")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("four-rounds.trf");
    std::fs::write(&path, original.replace("\n142 3", "\n142 4")).unwrap();
    let pairs = rondo(&["pair", arg(&path), "--format", "pairs"]);
    assert_eq!(pairs.code, 0, "{}", pairs.stderr);
    assert_eq!(pairs.stdout, "3\n3 1\n2 4\n5 0\n");

    let json = rondo(&["pair", arg(&path), "--checklist", "--format", "json"]);
    assert_eq!(json.code, 0, "{}", json.stderr);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["round"], 4);
    assert_eq!(value["preference_type"], "type_b");
    let teams = value["teams"].as_array().unwrap();
    // Pairing order: match points first (Alpha 6, Echo 3, then the three teams on 2).
    let order: Vec<u64> = teams.iter().map(|t| t["team"].as_u64().unwrap()).collect();
    assert_eq!(order, [1, 5, 2, 3, 4]);
    let team = |number: u64| teams.iter().find(|t| t["team"] == number).unwrap();
    // Alpha: W B W on board 1, CD +1, a mild preference for Black (art. 1.7.2), and the
    // pairing gives it Black against Charlie, floating down from 6 to 2 match points.
    let alpha = team(1);
    assert_eq!(
        alpha["colour_history"],
        serde_json::json!(["white", "black", "white"])
    );
    assert_eq!(alpha["colour_difference"], 1);
    assert_eq!(alpha["colour_preference"], "black");
    assert_eq!(alpha["preference_strength"], "mild");
    assert_eq!(
        alpha["this_round"],
        serde_json::json!({"kind": "match", "table": 1, "opponent": 3, "colour": "black", "float": "down"})
    );
    assert_eq!(team(3)["this_round"]["colour"], "white");
    assert_eq!(team(3)["this_round"]["float"], "up");
    // [C2]: Bravo, Charlie and Delta each had a bye on every board, so only Echo (and Alpha)
    // may get the PAB, and Echo, the lowest eligible, gets it.
    let eligible: Vec<u64> = teams
        .iter()
        .filter(|t| t["pab_eligible"] == true)
        .map(|t| t["team"].as_u64().unwrap())
        .collect();
    assert_eq!(eligible, [1, 5]);
    assert_eq!(team(5)["this_round"]["kind"], "pairing_bye");
    // A round without a match over the board leaves a gap in the colour history.
    assert_eq!(
        team(2)["colour_history"],
        serde_json::json!(["white", null, "black"])
    );

    let csv = rondo(&["pair", arg(&path), "--checklist", "--format", "csv"]);
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    let lines: Vec<&str> = csv.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "team,name,match_points,game_points,pairing_score,colour_history,colour_difference,\
         colour_preference,preference_strength,float_before_last,float_last,pab_eligible,\
         this_round,table,opponent,colour,float"
    );
    assert_eq!(
        lines[1],
        "1,Alpha,6,5.5,6,WBW,1,black,mild,down,down,true,match,1,3,black,down"
    );
    assert_eq!(
        lines[2],
        "5,Echo,3,2.5,3,BWB,-1,white,mild,up,up,true,pairing_bye,,,,"
    );

    let text = rondo(&["pair", arg(&path), "--checklist"]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(
        text.stdout.contains("checklist of round 4"),
        "{}",
        text.stdout
    );
    assert!(
        text.stdout.contains("Type B preferences"),
        "{}",
        text.stdout
    );
}

#[test]
fn the_team_checklist_shows_the_strong_preferences_the_colours_follow() {
    // Type A: team 3 (Black twice) prefers White strongly and team 2 (White twice) Black; the
    // round gives each its colour.
    let file = fixtures().join("engine/team-round3.trf");
    let csv = rondo(&["pair", arg(&file), "--checklist", "--format", "csv"]);
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    let row = |team: &str| {
        csv.stdout
            .lines()
            .find(|line| line.starts_with(&format!("{team},")))
            .unwrap()
            .to_owned()
    };
    assert!(row("3").contains(",BB,-2,white,strong,"), "{}", row("3"));
    assert!(row("3").ends_with(",match,1,1,white,up"), "{}", row("3"));
    assert!(row("2").contains(",WW,2,black,strong,"), "{}", row("2"));
    assert!(row("2").ends_with(",match,2,8,black,"), "{}", row("2"));
    let pairs = rondo(&["pair", arg(&file), "--format", "pairs"]);
    assert!(
        pairs.stdout.contains("\n3 1\n") && pairs.stdout.contains("\n8 2\n"),
        "{}",
        pairs.stdout
    );
    // The engine report of players has no team form.
    let engine = rondo(&["pair", arg(&file), "--checklist", "--format", "engine"]);
    assert_eq!(engine.code, 2, "{}", engine.stdout);
}

#[test]
fn the_team_checklist_lists_a_team_with_a_bye_last_with_its_bye() {
    // Round 3 re-paired: East has a half-point bye entered, South (eligible by [C2]) gets the
    // PAB, West (Black twice) prefers White strongly and gets it against North.
    let file = fixtures().join("trf/team/line-ups-and-forfeits.trf");
    let csv = rondo(&[
        "pair",
        arg(&file),
        "--round",
        "3",
        "--checklist",
        "--format",
        "csv",
    ]);
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    let rows: Vec<&str> = csv.stdout.lines().skip(1).collect();
    let teams: Vec<&str> = rows.iter().map(|r| r.split(',').next().unwrap()).collect();
    assert_eq!(teams, ["1", "2", "4", "3"]);
    assert!(rows[1].ends_with(",true,pairing_bye,,,,"), "{}", rows[1]);
    assert!(rows[2].contains(",BB,-2,white,strong,"), "{}", rows[2]);
    assert!(rows[2].ends_with(",match,1,1,white,up"), "{}", rows[2]);
    assert!(rows[3].ends_with(",half_point_bye,,,,"), "{}", rows[3]);
}

/// Reading: a member on a board of his team's pairing-allocated bye scores a win's points, and
/// the team a drawn match. C.04.6 art. 1.4 values the team PAB (match points and game points
/// of a drawn match) and says nothing of the members; the preamble of C.07 (2026) art. 12
/// counts a PAB as a win on every board for the board tie-breaks, and TRF-2026's `162` gives
/// the `P` code a win's points by default (for "individual games; also game points of team
/// events"). A file that writes half a point for each such member (as some programs do)
/// disagrees with both, is read, and gets a warning naming its line. No rules body has
/// published the half-point reading, so it is not offered as an option.
#[test]
fn reading_a_member_on_a_team_pab_board_scores_a_win() {
    let original =
        std::fs::read_to_string(fixtures().join("trf/team/bye-on-every-board.trf")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pab.trf");
    std::fs::write(&file, &original).unwrap();
    let standings = rondo(&["standings", arg(&file), "--format", "json"]);
    assert_eq!(standings.code, 0, "{}", standings.stderr);
    let value: serde_json::Value = serde_json::from_str(&standings.stdout).unwrap();
    let player = |n: u64| {
        value["crosstable"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["start_number"] == n)
            .unwrap()
            .clone()
    };
    // Bravo (players 3 and 4) had the PAB in round 2: each member a win's point.
    for n in [3, 4] {
        let round_two = &player(n)["rounds"][1];
        assert_eq!(round_two["kind"], "pairing_bye", "{round_two}");
        assert_eq!(round_two["points"], 1.0, "{round_two}");
    }
    assert_eq!(player(3)["points"], 1.0);
    // The team: a drawn match on 2 boards, 1 match point and 1 game point (art. 1.4).
    let text = rondo(&["standings", arg(&file)]);
    let bravo = text
        .stdout
        .lines()
        .find(|l| l.contains("Bravo") && l.contains("PAB"))
        .unwrap();
    assert!(bravo.contains("PAB 1.0"), "{bravo}");
    assert!(bravo.trim_end().ends_with("2.0  2.0"), "{bravo}");
    // Half a point written for the member: read, with a warning on its line.
    let half = original.replace(
        "2070 FID                         1.0",
        "2070 FID                         0.5",
    );
    assert_ne!(half, original);
    std::fs::write(&file, half).unwrap();
    let check = rondo(&["check", arg(&file)]);
    assert!(check.code <= 1, "{}", check.stderr);
    assert!(
        check
            .stderr
            .contains("pab.trf:12:81: warning: points column says 0.5 but the results give 1"),
        "{}",
        check.stderr
    );
}
