//! National ratings (TRF-2026 National Rating Support lines) through the commands: a file with
//! them converts byte for byte, renumbering carries their links along, `player add` and
//! `player edit` write them, and the `172` starting-rank method orders the players.

#![allow(clippy::unwrap_used)] // Test helpers may fail loudly.

use std::path::Path;

use crate::event::ok;
use crate::support::{arg, rondo};

/// A `001` line before round 1: start number, sex, name, FIDE rating, federation.
fn player_line(number: u16, sex: char, name: &str, rating: u16, federation: &str) -> String {
    format!(
        "001 {number:>4} {sex}    {name:<33} {rating:>4} {federation:<3}{:>28}",
        "0.0"
    )
}

/// A national rating line: columns 1–47 as given, then the rating, origin and id fields.
fn national_line(head: &str, rating: u16, origin: &str, id: &str) -> String {
    format!("{head:<48}{rating:>4} {origin:<3} {id}")
}

/// Four players, three with national rating lines (one with a left-aligned id, as Sharly
/// Chess writes them), and `extra` header lines.
fn file_text(extra: &str) -> String {
    let mut text = format!("012 National ratings\n142 5\n{extra}");
    for (number, sex, name, rating, federation) in [
        (1, 'm', "Alpha, Ann", 2000, "GER"),
        (2, 'w', "Beta, Bea", 1900, "GER"),
        (3, 'm', "Gamma, Gus", 1800, "ESP"),
        (4, 'w', "Delta, Dora", 1700, "GER"),
    ] {
        text.push_str(&player_line(number, sex, name, rating, federation));
        text.push('\n');
    }
    for line in [
        national_line("GER    2 w    Beta, Bea", 1950, "BAV", "    1234567"),
        national_line("ESP    3", 1820, "CAT", "E-998"),
        national_line("GER    4 w    Delta, Dora", 1690, "NRW", "         77"),
    ] {
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// The national rating lines of the file, in order.
fn national_lines(file: &Path) -> Vec<String> {
    std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .filter(|line| line.starts_with("GER") || line.starts_with("ESP"))
        .map(str::to_owned)
        .collect()
}

/// `line` with the start number of columns 5–8 replaced.
fn relinked(line: &str, number: u16) -> String {
    format!("{}{number:>4}{}", &line[..4], &line[8..])
}

#[test]
fn national_rating_lines_convert_byte_for_byte_and_show_in_json() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("national.trf");
    let text = file_text("172 GER FIDE\n");
    std::fs::write(&file, &text).unwrap();
    let run = rondo(&["convert", arg(&file), "--to", "trf26"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, text);
    assert!(run.stderr.is_empty(), "{}", run.stderr);

    let json: serde_json::Value =
        serde_json::from_str(&ok(&["convert", arg(&file), "--to", "json"])).unwrap();
    let lines = json["national_ratings"].as_array().unwrap();
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[1],
        serde_json::json!({
            "federation": "ESP", "player": 3, "rating": 1820, "origin": "CAT",
            "national_id": "E-998"
        })
    );
    assert_eq!(json["header"]["rank_method"], "GER FIDE");
}

#[test]
fn a_late_entrant_renumbers_and_the_national_rating_links_follow() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("late.trf");
    let text = file_text("");
    std::fs::write(&file, &text).unwrap();
    let before = national_lines(&file);

    // The 1850 entrant becomes number 3; Gamma and Delta move to 4 and 5, their lines too.
    let run = rondo(&[
        "player",
        "add",
        arg(&file),
        "--name",
        "Early, Eve",
        "--rating",
        "1850",
        "--fed",
        "GER",
        "--national-rating",
        "1870",
        "--national-id",
        "4455",
        "-i",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr.contains("added as start number 3; 2 other player(s) renumbered in the initial order (C.04.2 art. 2): 3 → 4, 4 → 5"),
        "{}",
        run.stderr
    );
    let entrant = format!("{:<48}1870 {:>15}", "GER    3", "4455");
    assert_eq!(
        national_lines(&file),
        [
            before[0].clone(),
            relinked(&before[1], 4),
            relinked(&before[2], 5),
            entrant.clone(),
        ]
    );

    // `player edit` changes the rating on the entrant's line, which keeps its place.
    ok(&[
        "player",
        "edit",
        arg(&file),
        "Early",
        "--national-rating",
        "1880",
        "-i",
    ]);
    assert_eq!(national_lines(&file)[3], entrant.replace("1870", "1880"));

    // Removing the entrant removes their line, and the others get their numbers back.
    ok(&["player", "remove", arg(&file), "Early", "-i"]);
    assert_eq!(national_lines(&file), before);
    // Every line as it was, but for the rank column the edits filled in.
    let without_ranks = |text: &str| -> Vec<String> {
        text.lines()
            .map(|line| line.chars().take(84).collect())
            .collect()
    };
    assert_eq!(
        without_ranks(&std::fs::read_to_string(&file).unwrap()),
        without_ranks(&text)
    );
}

#[test]
fn a_national_rating_needs_a_federation() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("nofed.trf");
    let text = file_text("");
    std::fs::write(&file, &text).unwrap();
    let add = |extra: &[&str]| {
        let mut args = vec![
            "player",
            "add",
            arg(&file),
            "--name",
            "Nobody, Ned",
            "--national-rating",
            "1500",
            "-i",
        ];
        args.extend_from_slice(extra);
        rondo(&args)
    };
    let run = add(&[]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains(
            "has no federation for the national rating: give --national-federation FED (or --fed)"
        ),
        "{}",
        run.stderr
    );
    let run = add(&["--national-federation", "XXR"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("--national-federation 'XXR' cannot be the code of a national rating line"),
        "{}",
        run.stderr
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);

    // An explicit federation other than the player's own.
    let run = add(&["--fed", "FRA", "--national-federation", "esp"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        national_lines(&file)
            .iter()
            .any(|line| *line == format!("{:<48}1500", "ESP    5")),
        "{:?}",
        national_lines(&file)
    );
}

#[test]
fn the_starting_rank_method_orders_players_by_their_national_rating() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("nidof.trf");
    // NIDOF: the national rating, else the FIDE one. Beta's 1950 ranks above Alpha's 2000
    // once Beta's national rating is 2100.
    std::fs::write(&file, file_text("172 GER NIDOF\n")).unwrap();
    let run = rondo(&[
        "player",
        "edit",
        arg(&file),
        "2",
        "--national-rating",
        "2100",
        "-i",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("renumbered in the initial order (C.04.2 art. 2): 1 → 2, 2 → 1"),
        "{}",
        run.stderr
    );
    let lines = national_lines(&file);
    assert_eq!(
        lines[0],
        national_line("GER    1 w    Beta, Bea", 2100, "BAV", "    1234567")
    );

    // OTHER says nothing rondo can apply: the numbers stay.
    let other = dir.path().join("other.trf");
    std::fs::write(&other, file_text("172 GER OTHER\n")).unwrap();
    let run = rondo(&[
        "player",
        "edit",
        arg(&other),
        "2",
        "--national-rating",
        "2100",
        "-i",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.contains("numbers kept"), "{}", run.stderr);
}
