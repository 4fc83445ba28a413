//! `rondo new` and `rondo event` (issue 34): an event from an empty folder with the commands
//! only, its facts printed and changed, and the values rondo refuses.

use crate::event::{assert_points_columns, boards, ok};
use crate::support::{arg, rondo};

#[test]
fn an_event_runs_from_an_empty_folder() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("open.trf");
    let file_arg = arg(&file);
    ok(&[
        "new",
        file_arg,
        "--name",
        "Spring Open 2026",
        "--city",
        "Porto",
        "--federation",
        "por",
        "--start-date",
        "2026/04/10",
        "--end-date",
        "2026/04/12",
        "--chief-arbiter",
        "Silva, Ana",
        "--deputy-arbiter",
        "Costa, Rui",
        "--deputy-arbiter",
        "Lima, Eva",
        "--time-control",
        "90 min + 30 s/move",
        "--rounds",
        "3",
        "--system",
        "dutch",
        "--edition",
        "2017",
        "--initial-colour",
        "black",
        "--tiebreaks",
        "BH/C1,BH,SB",
    ]);
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "012 Spring Open 2026\n022 Porto\n032 POR\n042 2026/04/10\n052 2026/04/12\n\
         102 Silva, Ana\n112 Costa, Rui\n112 Lima, Eva\n122 90 min + 30 s/move\n142 3\n152 B\n\
         192 FIDE_DUTCH_2017\n202 BH/C1,BH,SB\n"
    );
    for (name, rating) in [
        ("Alpha, Ann", "2210"),
        ("Beta, Bob", "2105"),
        ("Gamma, Gil", "1980"),
        ("Delta, Dan", "1875"),
        ("Eps, Eve", "1790"),
    ] {
        ok(&[
            "player", "add", file_arg, "--name", name, "--rating", rating, "-i",
        ]);
    }
    for round in 1..=3usize {
        ok(&["pair", file_arg, "--format", "trf", "-i"]);
        let r = round.to_string();
        let results: Vec<String> = boards(&file, round)
            .iter()
            .map(|(white, black)| {
                let code = ["1-0", "½-½", "0-1"][(white + black) as usize % 3];
                format!("{white}-{black}={code}")
            })
            .collect();
        let mut args = vec!["result", file_arg, "--round", r.as_str(), "-i"];
        args.extend(results.iter().map(String::as_str));
        ok(&args);
        assert_points_columns(&file, &format!("round {round}"));
    }
    // Round 1 follows the initial colour: the top seed has Black.
    let top_board = boards(&file, 1)
        .into_iter()
        .find(|(white, black)| *white == 1 || *black == 1);
    assert_eq!(top_board, Some((3, 1)));
    // The file's edition is the one the rounds are paired and checked by.
    let check = rondo(&["check", "--strict", "--standings", file_arg]);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    assert!(
        check
            .stdout
            .contains("3 round(s) checked with the 2017 rules, 3 agree, 0 differ"),
        "{}",
        check.stdout
    );
    let standings = ok(&["standings", file_arg, "--format", "csv"]);
    assert!(
        standings.starts_with("rank,start_number,name,points,BH/C1,BH,SB\n"),
        "{standings}"
    );
    let facts: serde_json::Value =
        serde_json::from_str(&ok(&["event", file_arg, "--format", "json"])).unwrap();
    assert_eq!(facts["name"], "Spring Open 2026");
    assert_eq!(facts["federation"], "POR");
    assert_eq!(facts["rounds"], 3);
    assert_eq!(facts["system"], "dutch");
    assert_eq!(facts["edition"], "2017");
    assert_eq!(facts["initial-colour"], "black");
    assert_eq!(
        facts["deputy-arbiter"],
        serde_json::json!(["Costa, Rui", "Lima, Eva"])
    );
}

#[test]
fn new_refuses_an_existing_file_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("event.trf");
    std::fs::write(&file, "012 Kept\n").unwrap();
    let run = rondo(&["new", arg(&file), "--name", "Other"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains(&format!("{}: the file exists; give --force", arg(&file))),
        "{}",
        run.stderr
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "012 Kept\n");
    ok(&["new", arg(&file), "--name", "Other", "--force"]);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "012 Other\n");
}

#[test]
fn new_writes_trf16_records_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("event.trf");
    ok(&[
        "new",
        arg(&file),
        "--name",
        "Club",
        "--rounds",
        "5",
        "--initial-colour",
        "white",
        "--acceleration",
        "baku",
        "--format",
        "trf16",
    ]);
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "012 Club\nXXR 5\nXXC white1\n192 FIDE_DUTCH_2025_BAKU\n"
    );
}

#[test]
fn event_changes_facts_and_refuses_what_rondo_does_not_know() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("event.trf");
    let file_arg = arg(&file);
    ok(&["new", file_arg, "--name", "Club", "--rounds", "5"]);
    let before = std::fs::read_to_string(&file).unwrap();
    for (setting, message) in [
        (
            "tiebreaks=BH,XYZ",
            "tiebreaks=BH,XYZ: tie-break 'XYZ': unknown tie-break",
        ),
        (
            "system=swiss",
            // The systems in the registry's order (`rondo_systems::keys`).
            "system=swiss: unknown system (expected one of dutch, harkness, berger, \
             double-berger, double-swiss, burstein, dubov, lim)",
        ),
        ("rounds=0", "rounds=0: expected a number of rounds"),
        (
            "start-date=tomorrow",
            "start-date=tomorrow: expected a date",
        ),
        (
            "colour=white",
            "unknown key 'colour' (expected one of name, city",
        ),
        ("scoring=W 3 Q 1", "scoring=W 3 Q 1: invalid 162 code 'Q'"),
    ] {
        let run = rondo(&["event", file_arg, "--set", setting, "-i"]);
        assert_eq!(run.code, 2, "{setting}");
        assert!(
            run.stderr.contains(&format!("{file_arg}: ")) && run.stderr.contains(message),
            "{setting}: {}",
            run.stderr
        );
        assert_eq!(std::fs::read_to_string(&file).unwrap(), before, "{setting}");
    }
    // The tie-break list the error gives comes from the tie-break parser's codes.
    let run = rondo(&["event", file_arg, "--set", "tiebreaks=XYZ"]);
    assert!(run.stderr.contains("the codes are PTS"), "{}", run.stderr);
    let harkness = rondo(&[
        "event",
        file_arg,
        "--set",
        "system=harkness",
        "--set",
        "acceleration=baku",
    ]);
    assert_eq!(harkness.code, 2);
    assert!(
        harkness.stderr.contains("has no Baku acceleration"),
        "{}",
        harkness.stderr
    );
    ok(&[
        "event",
        file_arg,
        "--set",
        "system=burstein",
        "--set",
        "acceleration=baku",
        "--set",
        "city=Braga",
        "--set",
        "scoring=W 3 D 1",
        "-i",
    ]);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("\n192 FIDE_BURSTEIN_BAKU\n"), "{text}");
    assert!(text.contains("\n022 Braga\n"), "{text}");
    assert!(text.contains("\n162  W 3.0    D 1.0\n"), "{text}");
    let shown = ok(&["event", file_arg]);
    for line in [
        "city: Braga\n",
        "system: burstein\n",
        "acceleration: baku\n",
        "scoring: W 3.0 D 1.0 L 0.0 A 0.0 P 3.0\n",
    ] {
        assert!(shown.contains(line), "{line}{shown}");
    }
    // Only the Dutch system has editions.
    let edition = rondo(&["event", file_arg, "--set", "edition=2017"]);
    assert_eq!(edition.code, 2);
    assert!(
        edition.stderr.contains("has no editions"),
        "{}",
        edition.stderr
    );
    // An empty value removes the fact.
    ok(&["event", file_arg, "--set", "city=", "-i"]);
    assert!(!std::fs::read_to_string(&file).unwrap().contains("022"));
}

#[test]
fn errors_name_the_file_and_outputs_make_their_folder() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("club.trf");
    let file_arg = arg(&file);
    ok(&["new", file_arg, "--name", "Club", "--rounds", "3"]);
    for name in ["Alpha, Ann", "Beta, Bob"] {
        ok(&["player", "add", file_arg, "--name", name, "-i"]);
    }
    let beyond = rondo(&["pair", file_arg, "--round", "4"]);
    assert_eq!(beyond.code, 2);
    assert!(
        // Placed at the `142` record that declares the rounds (issue 38).
        beyond.stderr.starts_with(&format!(
            "{file_arg}:2:5: error: round 4 is beyond the 3 rounds the file declares\n"
        )),
        "{}",
        beyond.stderr
    );
    // An edited file written with -o into a folder that does not exist yet.
    let copy = dir.path().join("backups/2026/club.trf");
    ok(&["event", file_arg, "--set", "city=Porto", "-o", arg(&copy)]);
    assert!(
        std::fs::read_to_string(&copy)
            .unwrap()
            .contains("\n022 Porto\n")
    );
}

/// The standings of `file` as (rank, start number) pairs, with `extra` options.
fn ranked(file: &str, extra: &[&str]) -> (Vec<(u64, u64)>, serde_json::Value) {
    let mut args = vec!["standings", file, "--format", "json"];
    args.extend_from_slice(extra);
    let json: serde_json::Value = serde_json::from_str(&ok(&args)).unwrap();
    let rows = json["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            (
                row["rank"].as_u64().unwrap(),
                row["start_number"].as_u64().unwrap(),
            )
        })
        .collect();
    (rows, json)
}

#[test]
fn lots_break_the_ties_left_after_every_tie_break() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("draws.trf");
    let file_arg = arg(&file);
    ok(&["new", file_arg, "--name", "Draws", "--rounds", "3"]);
    for name in ["Alpha, Ann", "Beta, Bob", "Gamma, Gil", "Delta, Dan"] {
        ok(&["player", "add", file_arg, "--name", name, "-i"]);
    }
    ok(&["pair", file_arg, "--format", "trf", "-i"]);
    let draws: Vec<String> = boards(&file, 1)
        .iter()
        .map(|(white, black)| format!("{white}-{black}=½-½"))
        .collect();
    let mut args = vec!["result", file_arg, "--round", "1", "-i"];
    args.extend(draws.iter().map(String::as_str));
    ok(&args);
    // Four draws: everybody shares first place on every tie-break.
    let (shared, plain) = ranked(file_arg, &[]);
    assert!(shared.iter().all(|(rank, _)| *rank == 1), "{shared:?}");
    assert!(plain.get("lots").is_none());
    let mut orders = std::collections::BTreeSet::new();
    for seed in 0..20u64 {
        let seed_text = seed.to_string();
        let (drawn, json) = ranked(file_arg, &["--lots", seed_text.as_str()]);
        assert_eq!(
            drawn.iter().map(|(rank, _)| *rank).collect::<Vec<_>>(),
            [1, 2, 3, 4],
            "seed {seed}"
        );
        let mut players: Vec<u64> = drawn.iter().map(|(_, player)| *player).collect();
        // The JSON records the drawing: the seed and the order, which is the standings order.
        assert_eq!(json["lots"]["seed"], seed);
        assert_eq!(json["lots"]["groups"][0]["place"], 1);
        assert_eq!(
            json["lots"]["groups"][0]["players"],
            serde_json::json!(players)
        );
        // The same seed draws the same order.
        assert_eq!(ranked(file_arg, &["--lots", seed_text.as_str()]).0, drawn);
        orders.insert(players.clone());
        players.sort_unstable();
        assert_eq!(players, [1, 2, 3, 4]);
    }
    assert!(orders.len() > 1, "the seed decides the order: {orders:?}");
    let text = ok(&["standings", file_arg, "--lots", "3"]);
    let (drawn, _) = ranked(file_arg, &["--lots", "3"]);
    let order: Vec<String> = drawn.iter().map(|(_, player)| player.to_string()).collect();
    assert!(
        text.contains(&format!(
            "Ties left after every tie-break broken by lot (C.07, seed 3):\n  place 1: {}\n",
            order.join(" before ")
        )),
        "{text}"
    );
}
