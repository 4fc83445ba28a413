//! `rondo standings` end to end: formats, many files, failures that do not stop the others.

use crate::support::{arg, fixture_files, fixtures, rondo};

#[test]
fn standings_of_the_example_as_text_and_csv() {
    let example = fixtures().join("examples/spring-open.trf");
    let text = rondo(&["standings", arg(&example)]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    insta::assert_snapshot!("spring_open_standings_text", text.stdout);

    let csv = rondo(&[
        "standings",
        arg(&example),
        "--format",
        "csv",
        "--tiebreaks",
        "BH/C1,BH,SB",
    ]);
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    let mut lines = csv.stdout.lines();
    assert_eq!(
        lines.next(),
        Some("rank,start_number,name,points,BH/C1,BH,SB")
    );
    assert_eq!(lines.count(), 12);
}

#[test]
fn csv_values_match_the_reference_tiebreaks_of_a_corpus_file() {
    // The 2026 reference values (gacrux) for BH and SB of the first corpus file.
    let file = &fixture_files("conformance/dutch-2025", "trf")[0];
    let stem = file.file_stem().unwrap().to_str().unwrap();
    let reference: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(fixtures().join(format!("conformance/tiebreaks/{stem}.json")))
            .unwrap(),
    )
    .unwrap();
    let codes: Vec<&str> = reference["tiebreakResult"]["tiebreaks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["desc"].as_str().unwrap())
        .collect();
    let bh = codes.iter().position(|c| *c == "BH").unwrap();
    let run = rondo(&[
        "standings",
        arg(file),
        "--format",
        "csv",
        "--tiebreaks",
        "BH",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut checked = 0;
    let mut reader = csv::Reader::from_reader(run.stdout.as_bytes());
    for record in reader.records() {
        let record = record.unwrap();
        let fields: Vec<&str> = record.iter().collect();
        let start_number: u64 = fields[1].parse().unwrap();
        let competitor = reference["tiebreakResult"]["competitors"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["cid"].as_u64() == Some(start_number))
            .unwrap();
        let expected = &competitor["tiebreakScore"][bh];
        let expected: f64 = expected
            .as_f64()
            .unwrap_or_else(|| expected.as_str().unwrap().parse().unwrap());
        let ours: f64 = fields.last().unwrap().parse().unwrap();
        assert!(
            (ours - expected).abs() < 1e-9,
            "player {start_number}: {ours} vs {expected}"
        );
        checked += 1;
    }
    assert!(checked > 50);
}

#[test]
fn many_files_into_a_directory_and_a_bad_file_does_not_stop_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.trf");
    std::fs::write(&bad, "001    1      Alpha                             2100                             1.0    1     9 w 1\n").unwrap();
    let good: Vec<_> = fixture_files("conformance/dutch-2025", "trf")
        .into_iter()
        .take(4)
        .collect();
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let mut args = vec!["standings", "--format", "html", "-o", arg(&out), arg(&bad)];
    args.extend(good.iter().map(|p| arg(p)));
    let run = rondo(&args);
    assert_eq!(run.code, 2, "a failed file gives exit 2");
    assert!(run.stderr.contains("bad.trf:1:"), "{}", run.stderr);
    for file in &good {
        let page = out.join(format!(
            "{}.html",
            file.file_stem().unwrap().to_str().unwrap()
        ));
        let html = std::fs::read_to_string(&page).unwrap();
        assert!(html.starts_with("<!DOCTYPE html>") && html.contains("</html>"));
    }
    assert!(!out.join("bad.html").exists());
}

#[test]
fn standings_after_an_earlier_round_ignore_later_rounds() {
    let example = fixtures().join("examples/spring-open.trf");
    let run = rondo(&[
        "standings",
        arg(&example),
        "--after-round",
        "1",
        "--format",
        "csv",
        "--tiebreaks",
        "WIN",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // After round 1 nobody can have more than one point.
    let mut reader = csv::Reader::from_reader(run.stdout.as_bytes());
    for record in reader.records() {
        let record = record.unwrap();
        let points: f64 = record[3].parse().unwrap();
        assert!(points <= 1.0, "{record:?}");
    }
}
