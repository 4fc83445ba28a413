//! An arbiter's event from the terminal without hand edits or traps (issue 34): players named by
//! who they are, every edit undoable, hand-made pairings written after an audit, round sheets.

#![allow(clippy::unwrap_used)] // Test helpers may fail loudly.

use std::path::{Path, PathBuf};

use crate::support::{Run, arg, fixtures, rondo};

/// Runs `rondo` and requires exit 0.
#[track_caller]
fn ok(args: &[&str]) -> Run {
    let run = rondo(args);
    assert_eq!(run.code, 0, "{args:?}\n{}{}", run.stdout, run.stderr);
    run
}

/// Runs `rondo` and requires exit 2 without a change to `file`; returns stderr.
#[track_caller]
fn refused(file: &Path, args: &[&str]) -> String {
    let before = std::fs::read(file).unwrap();
    let run = rondo(args);
    assert_eq!(run.code, 2, "{args:?}\n{}{}", run.stdout, run.stderr);
    assert_eq!(
        std::fs::read(file).unwrap(),
        before,
        "{args:?} changed the file"
    );
    run.stderr
}

/// A copy of the 12-player example with rounds 1–4 played (7 rounds, a half-point bye of
/// player 8 entered for round 5).
fn spring_open(dir: &Path) -> PathBuf {
    let file = dir.join("open.trf");
    std::fs::copy(fixtures().join("examples/spring-open.trf"), &file).unwrap();
    file
}

/// The `001` line of start number `player`.
fn line(file: &Path, player: u16) -> String {
    let start = format!("001 {player:>4}");
    std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .find(|line| line.starts_with(&start))
        .unwrap_or_else(|| panic!("no line for {player}"))
        .to_owned()
}

/// The name of `player` as the file writes it (TRF columns 15–47).
fn name(file: &Path, player: u16) -> String {
    line(file, player)[14..47].trim().to_owned()
}

/// The round `round` cell of `player` (8 characters, e.g. `   3 w 1`), blank past the line.
fn cell(file: &Path, player: u16, round: usize) -> String {
    let line = line(file, player);
    let start = 91 + 10 * (round - 1);
    line.get(start..(start + 8).min(line.len()))
        .unwrap_or("")
        .to_owned()
}

/// The opponent and colour of `player` in `round`, from the cell.
fn opponent(file: &Path, player: u16, round: usize) -> (u16, String) {
    let cell = cell(file, player, round);
    (cell[..4].trim().parse().unwrap(), cell[5..6].to_owned())
}

#[test]
fn players_are_named_by_start_number_fide_id_or_part_of_the_name() {
    let dir = tempfile::tempdir().unwrap();
    let file = spring_open(dir.path());
    let f = arg(&file);
    ok(&["pair", f, "--format", "trf", "-i"]);
    // Nakamura (7) by her first name in capitals, her opponent by FIDE id.
    let (other, colour) = opponent(&file, 7, 5);
    let fide_id = line(&file, other)[57..68].trim().to_owned();
    let by_id = format!("id:{fide_id}");
    let spec = if colour == "w" {
        format!("YUI-{by_id}=1-0")
    } else {
        format!("{by_id}-YUI=1-0")
    };
    ok(&["result", f, "--round", "5", &spec, "-i"]);
    let (white, black) = if colour == "w" {
        (7, other)
    } else {
        (other, 7)
    };
    assert_eq!(cell(&file, white, 5), format!("{black:>4} w 1"));
    assert_eq!(cell(&file, black, 5), format!("{white:>4} b 0"));

    // An ambiguous name lists every candidate with its start number; nothing is written.
    let candidates: Vec<u16> = (1..=12)
        .filter(|&n| name(&file, n).to_lowercase().contains("an"))
        .collect();
    assert!(candidates.len() > 1);
    let stderr = refused(&file, &["withdraw", f, "an", "--from-round", "6", "-i"]);
    assert!(stderr.contains(f), "{stderr}");
    assert!(
        stderr.contains(&format!("'an' matches {} players", candidates.len())),
        "{stderr}"
    );
    for n in candidates {
        assert!(
            stderr.contains(&format!("{n} {}", name(&file, n))),
            "{stderr}"
        );
    }
    // No match, and an unknown FIDE id, are errors naming the file.
    let stderr = refused(
        &file,
        &["bye", f, "Zukertort", "--round", "6", "--half", "-i"],
    );
    assert!(
        stderr.contains(&format!("{f}: no player's name matches 'Zukertort'")),
        "{stderr}"
    );
    let stderr = refused(&file, &["bye", f, "id:999", "--round", "6", "--half", "-i"]);
    assert!(stderr.contains("no player has FIDE id 999"), "{stderr}");
    // A bye by surname and first name, in any order.
    ok(&["bye", f, "siobhan brennan", "--round", "6", "--zero", "-i"]);
    assert_eq!(cell(&file, 8, 6), "0000 - Z");
}

#[test]
fn every_edit_in_place_can_be_undone_one_at_a_time() {
    let dir = tempfile::tempdir().unwrap();
    let file = spring_open(dir.path());
    let f = arg(&file);
    let original = std::fs::read(&file).unwrap();
    ok(&["bye", f, "7", "--round", "6", "--half", "-i"]);
    let with_bye = std::fs::read(&file).unwrap();
    ok(&["pair", f, "--format", "trf", "-i"]);
    let paired = std::fs::read(&file).unwrap();
    // FILE.bak is still the version the last edit replaced.
    assert_eq!(
        std::fs::read(dir.path().join("open.trf.bak")).unwrap(),
        with_bye
    );

    let list = ok(&["undo", f, "--list"]).stdout;
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(lines.len(), 2, "{list}");
    assert!(lines[0].ends_with(&format!("before: rondo bye {f} 7 --round 6 --half -i")));
    assert!(lines[1].ends_with(&format!("before: rondo pair {f} --format trf -i")));

    let undo = ok(&["undo", f]);
    assert_eq!(std::fs::read(&file).unwrap(), with_bye);
    assert!(
        undo.stderr
            .contains(&format!("undid `rondo pair {f} --format trf -i`")),
        "{}",
        undo.stderr
    );
    // The version undone is kept where the message says.
    let kept = undo.stderr.trim_end().rsplit("kept as ").next().unwrap();
    assert_eq!(std::fs::read(kept).unwrap(), paired);

    ok(&["undo", f]);
    assert_eq!(std::fs::read(&file).unwrap(), original);
    let stderr = refused(&file, &["undo", f]);
    assert!(stderr.contains("nothing to undo"), "{stderr}");
}

#[test]
fn the_history_keeps_the_last_twenty_edits() {
    let dir = tempfile::tempdir().unwrap();
    let file = spring_open(dir.path());
    let f = arg(&file);
    let mut versions = vec![std::fs::read(&file).unwrap()];
    // Each edit adds another bye, so that no two versions are alike.
    for edit in 0..22u16 {
        let (player, round) = ((edit % 11 + 1).to_string(), (6 + edit / 11).to_string());
        ok(&["bye", f, &player, "--round", &round, "--half", "-i"]);
        versions.push(std::fs::read(&file).unwrap());
    }
    let history = dir.path().join(".open.trf.rondo-history");
    let kept = std::fs::read_dir(&history).unwrap().count();
    assert_eq!(kept, 20 + 1, "20 versions and the index");
    // Twenty undos step back through the twenty edits kept, each to the version before it.
    for step in 1..=20 {
        ok(&["undo", f]);
        assert_eq!(
            std::fs::read(&file).unwrap(),
            versions[22 - step],
            "undo {step}"
        );
    }
    let stderr = refused(&file, &["undo", f]);
    assert!(stderr.contains("every edit among"), "{stderr}");
    // An edit after undos is undone like any other: back to where the undos left the file.
    ok(&["bye", f, "12", "--round", "6", "--half", "-i"]);
    ok(&["undo", f]);
    assert_eq!(std::fs::read(&file).unwrap(), versions[2]);
}

/// Round 5 of the example as the engine pairs it, with the colours of the boards named in
/// `swapped` (White's start number) reversed, in the exchange format.
fn round_five_pairs(dir: &Path, swapped: &[u16]) -> PathBuf {
    let boards = [(1, 3), (10, 2), (4, 9), (5, 6), (11, 7)];
    let mut text = String::from("6\n");
    for (white, black) in boards {
        let (white, black) = if swapped.contains(&white) {
            (black, white)
        } else {
            (white, black)
        };
        text.push_str(&format!("{white} {black}\n"));
    }
    text.push_str("12 0\n");
    let path = dir.join(format!("pairs-{swapped:?}.txt"));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_hand_made_pairing_is_audited_before_it_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let file = spring_open(dir.path());
    let f = arg(&file);
    // The file's round 5 is still empty: the engine's boards are the ones above.
    let engine = ok(&["pair", f, "--format", "pairs"]).stdout;
    assert_eq!(
        std::fs::read_to_string(round_five_pairs(dir.path(), &[])).unwrap(),
        engine
    );
    // Jansen (11) had Black in rounds 3 and 4: a third Black breaks an absolute colour rule.
    let breaking = round_five_pairs(dir.path(), &[11]);
    let before = std::fs::read(&file).unwrap();
    let run = rondo(&[
        "pair",
        f,
        "--pairs",
        arg(&breaking),
        "--format",
        "trf",
        "-i",
    ]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(std::fs::read(&file).unwrap(), before);
    assert!(
        run.stderr.contains(&format!(
            "{}: error: the pairing breaks 1 absolute rule(s) of round 5: ",
            arg(&breaking)
        )),
        "{}",
        run.stderr
    );
    // Okafor (2) had White in round 4 and Alvarez (10) Black: swapping their board denies both
    // their colour preferences, which C12 counts; it is written, with a warning.
    let worse = round_five_pairs(dir.path(), &[10]);
    let run = ok(&["pair", f, "--pairs", arg(&worse), "--format", "trf", "-i"]);
    assert!(
        run.stderr
            .contains("warning: the pairing is worse than the engine's by C12"),
        "{}",
        run.stderr
    );
    assert_eq!(cell(&file, 2, 5).trim_end(), "  10 w");
    assert_eq!(cell(&file, 10, 5).trim_end(), "   2 b");
    assert_eq!(cell(&file, 12, 5), "0000 - U");
    // Changing the published round (swapping a board back) is the same command for that
    // round with another pairs file; --force writes even a pairing that breaks a rule.
    let run = ok(&[
        "pair",
        f,
        "--round",
        "5",
        "--pairs",
        arg(&breaking),
        "--format",
        "trf",
        "-i",
        "--force",
    ]);
    assert!(
        run.stderr.contains("written with --force"),
        "{}",
        run.stderr
    );
    assert_eq!(cell(&file, 2, 5).trim_end(), "  10 b");
    assert_eq!(cell(&file, 11, 5).trim_end(), "   7 b");
    // Each write is an edit in place like any other: undo brings back the one before.
    ok(&["undo", f]);
    assert_eq!(cell(&file, 2, 5).trim_end(), "  10 w");
}

#[test]
fn boards_and_swaps_are_given_on_the_command_line_and_audited_the_same_way() {
    let dir = tempfile::tempdir().unwrap();
    let file = spring_open(dir.path());
    let f = arg(&file);
    // --swap 5 reverses the fifth board of the engine's pairing (11-7): Jansen's third Black.
    let before = std::fs::read(&file).unwrap();
    let run = rondo(&["pair", f, "--swap", "5", "--format", "trf", "-i"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr.contains(&format!(
            "{f}: error: the pairing breaks 1 absolute rule(s) of round 5: "
        )),
        "{}",
        run.stderr
    );
    assert_eq!(std::fs::read(&file).unwrap(), before);
    // --boards gives the whole pairing: the same as the pairs file with board 2 swapped.
    let run = ok(&[
        "pair",
        f,
        "--boards",
        "1-3, 2-10, 4-9, 5-6, 11-7, 12-0",
        "--format",
        "trf",
        "-i",
    ]);
    assert!(
        run.stderr
            .contains("--boards: warning: the pairing is worse than the engine's by C12"),
        "{}",
        run.stderr
    );
    assert_eq!(cell(&file, 2, 5).trim_end(), "  10 w");
    assert_eq!(cell(&file, 12, 5), "0000 - U");
    // --swap on the published round swaps its board as published (board 2: 2-10), not a
    // board of a new pairing: the file's round 5 becomes the engine's.
    ok(&[
        "pair", f, "--round", "5", "--swap", "2", "--format", "trf", "-i",
    ]);
    assert_eq!(cell(&file, 2, 5).trim_end(), "  10 b");
    assert_eq!(cell(&file, 10, 5).trim_end(), "   2 w");
    // Mistakes are refused before anything is read into the file.
    for (args, message) in [
        (
            vec!["--boards", "1-3,2"],
            "--boards: expected `WHITE-BLACK` (two start numbers, a bye as `N-0`), found `2`",
        ),
        (
            vec!["--boards", "12-0,4-0"],
            "--boards: `4-0`: a second pairing-allocated bye",
        ),
        (
            vec!["--swap", "9"],
            "--swap 9: the pairing has boards 1 to 5",
        ),
        (
            vec!["--force"],
            "--force writes a pairing of --pairs, --boards or --swap",
        ),
    ] {
        let mut command = vec!["pair", f, "--round", "5", "--format", "trf", "-i"];
        command.extend(args);
        let run = rondo(&command);
        assert_eq!(run.code, 2, "{command:?}");
        assert!(run.stderr.contains(message), "{command:?}: {}", run.stderr);
    }
}

#[test]
fn a_published_round_is_withdrawn_and_a_bye_cancelled_before_pairing() {
    let dir = tempfile::tempdir().unwrap();
    let file = spring_open(dir.path());
    let f = arg(&file);
    ok(&["pair", f, "--format", "trf", "-i"]);
    let round_five = |file: &Path| -> Vec<String> { (1..=12).map(|n| cell(file, n, 5)).collect() };
    let paired = round_five(&file);
    // Brennan's (8) half-point bye cannot be cancelled once round 5 is paired.
    let stderr = refused(&file, &["bye", f, "8", "--round", "5", "--cancel", "-i"]);
    assert!(
        stderr.contains(&format!(
            "{f}: error: round 5 is already paired (rondo unpair"
        )),
        "{stderr}"
    );
    // Withdrawing the round leaves only the bye entered before pairing.
    let run = ok(&["unpair", f, "--round", "5", "-i"]);
    assert!(
        run.stderr
            .contains("5 board(s) and the pairing-allocated bye of player 12"),
        "{}",
        run.stderr
    );
    for player in (1..=12).filter(|&n| n != 8) {
        assert_eq!(cell(&file, player, 5), "", "player {player}");
    }
    assert_eq!(cell(&file, 8, 5), "0000 - H");
    // Paired again from the same entries, it is the same round.
    ok(&["pair", f, "--format", "trf", "-i"]);
    assert_eq!(round_five(&file), paired);
    // A round with a result is withdrawn only with --force, results and all; an earlier
    // round only after the later one.
    ok(&["result", f, "--round", "5", "1-3=1-0", "-i"]);
    let stderr = refused(&file, &["unpair", f, "--round", "5", "-i"]);
    assert!(
        stderr.contains("round 5 has 2 player result(s) entered") && stderr.contains("--force"),
        "{stderr}"
    );
    let stderr = refused(&file, &["unpair", f, "--round", "4", "-i"]);
    assert!(
        stderr.contains("round 5 is paired after round 4"),
        "{stderr}"
    );
    let run = ok(&["unpair", f, "--round", "5", "--force", "-i"]);
    assert!(
        run.stderr.contains("with the results of 2 player(s)"),
        "{}",
        run.stderr
    );
    assert_eq!(cell(&file, 1, 5), "");
    // Now the bye can be cancelled, and Brennan is paired in round 5.
    ok(&["bye", f, "brennan", "--round", "5", "--cancel", "-i"]);
    assert_eq!(cell(&file, 8, 5), "");
    let pairs = ok(&["pair", f, "--format", "pairs"]).stdout;
    assert!(
        pairs
            .lines()
            .skip(1)
            .any(|line| line.split_whitespace().any(|n| n == "8")),
        "{pairs}"
    );
    let stderr = refused(&file, &["bye", f, "8", "--round", "5", "--cancel", "-i"]);
    assert!(
        stderr.contains("player 8 has no bye entered for round 5"),
        "{stderr}"
    );
}

/// A new event of six players numbered by rating, `Player, N` rated 2000 − 100·N.
fn six_players(dir: &Path) -> PathBuf {
    let file = dir.join("six.trf");
    let mut text = String::from("012 Six\nXXR 5\n");
    for n in 1..=6u16 {
        text.push_str(&format!(
            "001 {n:>4}      {:<33} {:>4}                             0.0\n",
            format!("Player, {n}"),
            2000 - 100 * n
        ));
    }
    std::fs::write(&file, text).unwrap();
    file
}

#[test]
fn a_player_is_edited_and_renumbered_in_the_initial_order_while_the_rules_allow() {
    let dir = tempfile::tempdir().unwrap();
    let file = six_players(dir.path());
    let f = arg(&file);
    // The strongest now: number 1, everybody above moves down one.
    // Without -i the edited file goes to standard output and the file stays.
    let before = std::fs::read(&file).unwrap();
    let run = ok(&["player", "edit", f, "player, 5", "--rating", "2500"]);
    assert_eq!(std::fs::read(&file).unwrap(), before);
    assert!(
        run.stdout
            .lines()
            .any(|l| l.starts_with("001    1") && l.contains("Player, 5")),
        "{}",
        run.stdout
    );
    let run = ok(&["player", "edit", f, "player, 5", "--rating", "2500", "-i"]);
    assert!(
        run.stderr.contains(&format!(
            "{f}: renumbered in the initial order (C.04.2 art. 2): 1 → 2, 2 → 3, 3 → 4, 4 → 5, \
             5 → 1"
        )),
        "{}",
        run.stderr
    );
    assert_eq!(name(&file, 1), "Player, 5");
    assert_eq!(line(&file, 1)[48..52].trim(), "2500");
    assert_eq!(name(&file, 6), "Player, 6");
    // Data that does not move anybody keeps the numbers.
    let run = ok(&[
        "player",
        "edit",
        f,
        "1",
        "--name",
        "Fifth, Fay",
        "--title",
        "WIM",
        "--fed",
        "POR",
        "-i",
    ]);
    assert!(!run.stderr.contains("renumbered"), "{}", run.stderr);
    assert_eq!(name(&file, 1), "Fifth, Fay");
    assert_eq!(line(&file, 1)[10..13].trim(), "WIM");
    assert_eq!(line(&file, 1)[53..56].trim(), "POR");
    ok(&[
        "player", "edit", f, "fay", "--title", "none", "--fed", "none", "-i",
    ]);
    assert_eq!(
        line(&file, 1)[10..56].trim(),
        "Fifth, Fay                        2500"
    );
    // Nothing to change is a usage error.
    assert_eq!(rondo(&["player", "edit", f, "fay"]).code, 2);

    // Removing a player never paired closes the gap in the initial order.
    let run = ok(&["player", "remove", f, "Player, 2", "-i"]);
    assert!(
        run.stderr
            .contains(&format!("{f}: removed 3 Player, 2\n{f}: renumbered")),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("4 → 3, 5 → 4, 6 → 5"), "{}", run.stderr);
    let names: Vec<String> = (1..=5).map(|n| name(&file, n)).collect();
    assert_eq!(
        names,
        [
            "Fifth, Fay",
            "Player, 1",
            "Player, 3",
            "Player, 4",
            "Player, 6"
        ]
    );
    assert!(!std::fs::read_to_string(&file).unwrap().contains("001    6"));

    // The options read as Python's keywords do (`rondo_event::PlayerFields`): an empty
    // federation or title is none, an unknown title is refused in the same words.
    ok(&[
        "player",
        "add",
        f,
        "--name",
        "Sixth, Sam",
        "--fed",
        "",
        "--title",
        "",
        "-i",
    ]);
    let sam = line(&file, 6);
    assert_eq!(sam[10..56].trim(), "Sixth, Sam");
    let run = rondo(&["player", "edit", f, "sam", "--title", "XM"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("title 'XM': expected GM, IM"),
        "{}",
        run.stderr
    );
}

#[test]
fn after_round_four_numbers_stay_and_paired_players_stay() {
    let dir = tempfile::tempdir().unwrap();
    let file = spring_open(dir.path());
    let f = arg(&file);
    let run = ok(&["player", "edit", f, "nakamura", "--rating", "2300", "-i"]);
    assert!(
        run.stderr.contains("numbers kept (C.04.2 art. 2.3"),
        "{}",
        run.stderr
    );
    assert_eq!(name(&file, 7), "Nakamura, Yui");
    assert_eq!(line(&file, 7)[48..52].trim(), "2300");
    let stderr = refused(&file, &["player", "remove", f, "haddad", "-i"]);
    assert!(
        stderr.contains(&format!("{f}: error: player 5 is paired in round 1")),
        "{stderr}"
    );
    // A hyphen in a name does not confuse WHITE-BLACK: Jansen (11) has White against
    // Nakamura (7) on board 5 of round 5.
    ok(&[
        "player",
        "edit",
        f,
        "jansen",
        "--name",
        "Jansen-Berg, Pieter",
        "-i",
    ]);
    ok(&["pair", f, "--format", "trf", "-i"]);
    assert_eq!(opponent(&file, 11, 5), (7, "w".to_owned()));
    ok(&[
        "result",
        f,
        "--round",
        "5",
        "jansen-berg-nakamura=½-½",
        "-i",
    ]);
    assert_eq!(cell(&file, 11, 5), "   7 w =");
}

#[test]
fn the_round_sheet_shows_the_round_as_published() {
    let dir = tempfile::tempdir().unwrap();
    let file = spring_open(dir.path());
    let f = arg(&file);
    ok(&[
        "player",
        "edit",
        f,
        "moreau",
        "--name",
        "Moreau <J>, Julien",
        "-i",
    ]);
    ok(&["pair", f, "--format", "trf", "-i"]);
    ok(&["result", f, "--round", "5", "1-3=1-0", "11-7=+-", "-i"]);
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["round", f, "5", "--format", "json"]).stdout).unwrap();
    let boards = json["boards"].as_array().unwrap();
    assert_eq!(boards.len(), 5);
    // Every board is the pair the file holds, with these colours.
    for board in boards {
        let white = u16::try_from(board["white"]["player"].as_u64().unwrap()).unwrap();
        let black = u16::try_from(board["black"]["player"].as_u64().unwrap()).unwrap();
        assert_eq!(opponent(&file, white, 5), (black, "w".to_owned()));
        assert_eq!(board["white"]["name"], name(&file, white));
    }
    // Lindqvist drew twice and won twice in rounds 1–4.
    assert_eq!(boards[0]["white"]["points"], 3);
    assert_eq!(boards[0]["white"]["rating"], 2105);
    assert_eq!(boards[0]["result"], "1-0");
    let jansen = boards
        .iter()
        .find(|board| board["white"]["player"] == 11)
        .unwrap();
    assert_eq!(jansen["result"], "+-");
    assert_eq!(jansen["white"]["points"], 1.5);
    assert!(boards[1]["result"].is_null(), "no result yet");
    // Then the pairing-allocated bye and Brennan's half-point bye (½ from rounds 1–4).
    let others: Vec<(u64, &str, f64)> = json["others"]
        .as_array()
        .unwrap()
        .iter()
        .map(|single| {
            (
                single["player"]["player"].as_u64().unwrap(),
                single["kind"].as_str().unwrap(),
                single["player"]["points"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        others,
        [(12, "pairing_bye", 1.5), (8, "half_point_bye", 0.5)]
    );

    let csv = ok(&["round", f, "5", "--format", "csv"]).stdout;
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "board,kind,white,white_name,white_rating,white_points,black,black_name,black_rating,\
         black_points,result"
    );
    assert_eq!(lines.len(), 1 + 5 + 2);
    assert_eq!(lines[6], ",pairing_bye,12,\"Duarte, Ines\",1627,1.5,,,,,1");

    let page = dir.path().join("round-5.html");
    ok(&["round", f, "5", "--format", "html", "-o", arg(&page)]);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("Moreau &lt;J&gt;, Julien"), "{html}");
    assert!(!html.contains("<J>"));
    let text = ok(&["round", f, "5"]).stdout;
    assert!(text.contains("Without a board:"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.contains("Duarte, Ines") && l.contains("pairing-allocated bye")),
        "{text}"
    );

    let stderr = refused(&file, &["round", f, "6"]);
    assert!(
        stderr.contains(&format!("{f}: round 6 is not published")),
        "{stderr}"
    );
    // Pairing a published round again says where the published one is.
    let run = ok(&["pair", f, "--round", "4"]);
    assert!(
        run.stderr.contains(&format!(
            "round 4 is already published; this is a new pairing from the rounds before it \
             (rondo round {f} 4 prints"
        )),
        "{}",
        run.stderr
    );
}
