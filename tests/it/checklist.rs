//! `rondo pair --checklist` and the "no legal pairing" explanation, end to end, on the
//! hand-made files of `fixtures/explain/` (each snapshot checked by hand against C.04.3).

use crate::support::{arg, fixture_files, rondo};

const CHECKLIST: &str = "fixtures/explain/checklist.trf";

#[test]
fn checklist_of_a_last_round_in_every_format() {
    let text = rondo(&["pair", CHECKLIST, "--checklist"]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    insta::assert_snapshot!("checklist_text", text.stdout);

    let csv = rondo(&["pair", CHECKLIST, "--checklist", "--format", "csv"]);
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    insta::assert_snapshot!("checklist_csv", csv.stdout);

    let json = rondo(&["pair", CHECKLIST, "--checklist", "--format", "json"]);
    assert_eq!(json.code, 0, "{}", json.stderr);
    insta::assert_snapshot!("checklist_json", json.stdout);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["players"].as_array().unwrap().len(), 7);
}

#[test]
fn checklist_agrees_with_the_pairing() {
    // Every game of the checklist is a board of `--format pairs`, seen from both sides.
    let pairs = rondo(&["pair", CHECKLIST, "--format", "pairs"]);
    let json = rondo(&["pair", CHECKLIST, "--checklist", "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let mut from_checklist: Vec<String> = value["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|player| {
            let round = &player["this_round"];
            match round["kind"].as_str().unwrap() {
                "game" if round["colour"] == "white" => {
                    Some(format!("{} {}", player["start_number"], round["opponent"]))
                }
                "pairing_bye" => Some(format!("{} 0", player["start_number"])),
                _ => None,
            }
        })
        .collect();
    let mut from_pairs: Vec<String> = pairs.stdout.lines().skip(1).map(str::to_owned).collect();
    from_checklist.sort();
    from_pairs.sort();
    assert_eq!(from_checklist, from_pairs);
}

#[test]
fn checklist_with_acceleration_shows_the_pairing_score() {
    let run = rondo(&[
        "pair",
        "fixtures/examples/spring-open.trf",
        "--round",
        "3",
        "--accelerate",
        "baku",
        "--checklist",
        "--format",
        "csv",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(run.stdout.as_bytes());
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    let rows: Vec<Vec<&str>> = rows.iter().map(|r| r.iter().collect()).collect();
    assert_eq!(rows[0][4..6], ["score", "pairing_score"]);
    // Some player has virtual points, and none has fewer than his score.
    assert!(rows[1..].iter().any(|row| row[4] != row[5]));
    assert!(
        rows[1..]
            .iter()
            .all(|row| row[5].parse::<f64>().unwrap() >= row[4].parse::<f64>().unwrap())
    );
}

#[test]
fn checklist_refuses_formats_it_has_no_shape_for() {
    assert_eq!(rondo(&["pair", CHECKLIST, "--format", "csv"]).code, 2);
    assert_eq!(
        rondo(&["pair", CHECKLIST, "--checklist", "--format", "pairs"]).code,
        2
    );
}

#[test]
fn unpairable_rounds_are_explained_in_text_and_json() {
    for (file, round) in [
        ("three-have-met", None),
        ("same-absolute-colour", None),
        ("no-bye-possible", Some("3")),
    ] {
        let path = format!("fixtures/explain/{file}.trf");
        let mut args = vec!["pair", path.as_str()];
        if let Some(round) = round {
            args.extend(["--round", round]);
        }
        let text = rondo(&args);
        assert_eq!(text.code, 1, "{file}");
        assert_eq!(text.stdout, "", "{file}");
        insta::assert_snapshot!(format!("unpairable_{file}_text"), text.stderr);

        args.extend(["--format", "json"]);
        let json = rondo(&args);
        assert_eq!(json.code, 1, "{file}");
        insta::assert_snapshot!(format!("unpairable_{file}_json"), json.stdout);
        let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
        assert_eq!(value["outcome"], "no_valid_pairing");
    }
}

#[test]
fn checklist_of_an_unpairable_round_shows_everyone_unpaired() {
    let run = rondo(&[
        "pair",
        "fixtures/explain/three-have-met.trf",
        "--checklist",
        "--format",
        "json",
    ]);
    assert_eq!(run.code, 1);
    let value: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    for player in value["players"].as_array().unwrap() {
        assert_eq!(player["this_round"]["kind"], "unpaired");
    }
    assert_eq!(value["no_valid_pairing"]["obstruction"]["shortfall"], 1);
}

#[test]
fn every_unpairable_corpus_file_is_explained_as_json() {
    let files = fixture_files("conformance/no-valid-pairing", "trf");
    assert_eq!(files.len(), 16);
    for file in &files {
        let run = rondo(&["pair", arg(file), "--format", "json"]);
        assert_eq!(run.code, 1, "{}", file.display());
        assert!(run.stderr.contains("why: "), "{}", run.stderr);
        let value: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
        let obstruction = &value["obstruction"];
        let groups = obstruction["groups"].as_array().unwrap();
        let barrier = obstruction["barrier"].as_array().unwrap();
        assert!(groups.len() > barrier.len(), "{}", file.display());
        assert!(groups.iter().all(|g| g.as_array().unwrap().len() % 2 == 1));
    }
}
