//! `rondo pair --format trf`: the input file with the new round written into it, and what the
//! other commands make of a round whose pairings have no result yet.

use std::path::Path;

use rondo_core::{RoundEntry, RoundNo, Tournament};
use rondo_dutch::{Pairing, pairing_in_file};
use rondo_trf::{CheckOptions, WriteOptions, check, read, write};

use crate::support::{arg, fixtures, generated, rondo};

// The helpers below are test code too: they fail loudly on a bad file.

#[allow(clippy::unwrap_used)]
fn tournament(path: &Path) -> Tournament {
    let file = read(&std::fs::read(path).unwrap()).unwrap();
    check(&file, &CheckOptions::default()).unwrap().tournament
}

/// The pairing in `--format pairs` text, as the file-side `Pairing` (boards sorted by White).
#[allow(clippy::unwrap_used)]
fn parse_pairs(text: &str) -> Pairing {
    let mut pairing = Pairing::default();
    for line in text.lines().skip(1) {
        let (white, black) = line.split_once(' ').unwrap();
        let white = rondo_core::PlayerId::new(white.parse().unwrap()).unwrap();
        match black.parse::<u16>().unwrap() {
            0 => pairing.pairing_bye = Some(white),
            black => pairing.boards.push(rondo_dutch::Board {
                white,
                black: rondo_core::PlayerId::new(black).unwrap(),
            }),
        }
    }
    pairing.boards.sort_unstable();
    pairing
}

/// Enters a result for every board of `round` still waiting for one: White wins. The points
/// column of each winner goes up by one.
#[allow(clippy::unwrap_used)]
fn white_wins_everything(text: &str, round: u16) -> String {
    let result_column = 91 + 10 * usize::from(round - 1) + 7;
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        let (body, ending) = match line.strip_suffix("\r\n") {
            Some(body) => (body, "\r\n"),
            None => (line.strip_suffix('\n').unwrap_or(line), "\n"),
        };
        let mut chars: Vec<char> = body.chars().collect();
        let pending = body.starts_with("001")
            && chars.len() > result_column - 2
            && chars[result_column - 6..result_column - 2]
                .iter()
                .any(|c| c.is_ascii_digit())
            && chars.get(result_column).is_none_or(|c| *c == ' ');
        if pending {
            chars.resize(chars.len().max(result_column + 1), ' ');
            let white = chars[result_column - 2] == 'w';
            chars[result_column] = if white { '1' } else { '0' };
            if white {
                let points: String = chars[80..84].iter().collect();
                let points: f64 = points.trim().parse().unwrap();
                let updated = format!("{:>4.1}", points + 1.0);
                chars.splice(80..84, updated.chars());
            }
        }
        out.extend(chars);
        out.push_str(ending);
    }
    out
}

#[test]
fn the_bundled_example_gets_its_next_round_written_in() {
    let example = fixtures().join("examples/spring-open.trf");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("round-5.trf");
    let written = rondo(&["pair", arg(&example), "--format", "trf", "-o", arg(&out)]);
    assert_eq!(written.code, 0, "{}", written.stderr);
    let pairs = rondo(&["pair", arg(&example), "--format", "pairs"]);
    assert_eq!(pairs.code, 0, "{}", pairs.stderr);

    // Read back, the file holds exactly the pairing `--format pairs` prints, without results.
    let paired = tournament(&out);
    let round = RoundNo::new(5).unwrap();
    assert_eq!(pairing_in_file(&paired, round), parse_pairs(&pairs.stdout));
    let pending = paired
        .players()
        .iter()
        .filter(|p| p.entry(round.index()).is_scheduled())
        .count();
    assert_eq!(pending, 10);
    // The pairing-allocated bye is scored at once; the half-point bye entered for player 8
    // stays; everyone else's points are unchanged.
    let original = tournament(&example);
    for (before, after) in original.players().iter().zip(paired.players()) {
        let entry = after.entry(round.index());
        if entry.is_pairing_bye() {
            assert_eq!(
                after.stated_points.unwrap(),
                before.stated_points.unwrap() + rondo_core::Score::ONE
            );
        } else {
            assert_eq!(after.stated_points, before.stated_points, "{}", after.id);
        }
        assert_eq!(after.rounds[..4], before.rounds[..4]);
    }
    assert_eq!(
        paired
            .player(rondo_core::PlayerId::new(8).unwrap())
            .unwrap()
            .entry(4),
        RoundEntry::Unplayed(rondo_core::Unplayed::HalfPointBye)
    );

    // Lines the round does not touch are byte for byte the input's.
    let input = std::fs::read_to_string(&example).unwrap();
    let output = std::fs::read_to_string(&out).unwrap();
    let unchanged = |line: &&str| !line.starts_with("001");
    assert_eq!(
        input.lines().filter(unchanged).collect::<Vec<_>>(),
        output.lines().filter(unchanged).collect::<Vec<_>>()
    );
    let player_8 = |text: &str| {
        text.lines()
            .find(|l| l.starts_with("001    8"))
            .map(str::to_owned)
    };
    assert_eq!(player_8(&input), player_8(&output));
}

#[test]
fn the_next_round_waits_for_the_results() {
    let example = fixtures().join("examples/spring-open.trf");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("round-5.trf");
    let written = rondo(&["pair", arg(&example), "--format", "trf", "-o", arg(&out)]);
    assert_eq!(written.code, 0, "{}", written.stderr);

    let refused = rondo(&["pair", arg(&out)]);
    assert_eq!(refused.code, 2, "{}", refused.stdout);
    assert!(
        refused.stderr.contains(
            "round 5 has 5 boards without a result; enter the results before pairing round 6"
        ),
        "{}",
        refused.stderr
    );
    let refused = rondo(&[
        "pair",
        arg(&out),
        "--format",
        "trf",
        "-o",
        arg(&dir.path().join("6.trf")),
    ]);
    assert_eq!(refused.code, 2);
    assert!(!dir.path().join("6.trf").exists());

    // Pairing round 5 again uses rounds 1-4 only, and gives the same pairing.
    let again = rondo(&["pair", arg(&out), "--round", "5", "--format", "pairs"]);
    let first = rondo(&["pair", arg(&example), "--format", "pairs"]);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert_eq!(again.stdout, first.stdout);
    // And `check` compares the published pairing like any other round.
    let checked = rondo(&["check", arg(&out)]);
    assert_eq!(checked.code, 0, "{}{}", checked.stdout, checked.stderr);

    // With the results entered, round 6 is paired.
    let with_results = dir.path().join("round-5-results.trf");
    let text = std::fs::read_to_string(&out).unwrap();
    std::fs::write(&with_results, white_wins_everything(&text, 5)).unwrap();
    let entered = tournament(&with_results);
    assert_eq!(entered.first_pending_round(), None);
    let round_6 = rondo(&[
        "pair",
        arg(&with_results),
        "--format",
        "trf",
        "-o",
        arg(&dir.path().join("6.trf")),
    ]);
    assert_eq!(round_6.code, 0, "{}", round_6.stderr);
    let six = tournament(&dir.path().join("6.trf"));
    assert_eq!(six.first_pending_round(), RoundNo::new(6));
}

#[test]
fn a_round_with_results_is_never_overwritten() {
    let example = fixtures().join("examples/spring-open.trf");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("round-4.trf");
    let refused = rondo(&[
        "pair",
        arg(&example),
        "--round",
        "4",
        "--format",
        "trf",
        "-o",
        arg(&out),
    ]);
    assert_eq!(refused.code, 2);
    assert!(
        refused.stderr.contains("round 4 already has results"),
        "{}",
        refused.stderr
    );
    assert!(!out.exists());
    // Other formats may still show what round 4 would have been.
    let shown = rondo(&["pair", arg(&example), "--round", "4", "--format", "pairs"]);
    assert_eq!(shown.code, 0, "{}", shown.stderr);
}

#[test]
fn standings_and_exports_leave_a_pending_round_out() {
    let example = fixtures().join("examples/spring-open.trf");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("round-5.trf");
    let written = rondo(&["pair", arg(&example), "--format", "trf", "-o", arg(&out)]);
    assert_eq!(written.code, 0, "{}", written.stderr);

    let before = rondo(&["standings", arg(&example), "--format", "csv"]);
    let after = rondo(&["standings", arg(&out), "--format", "csv"]);
    assert_eq!(after.code, 0, "{}", after.stderr);
    assert_eq!(after.stdout, before.stdout);
    assert!(
        after
            .stderr
            .contains("round 5 has pairings without a result; the standings are after round 4"),
        "{}",
        after.stderr
    );

    let export = rondo(&["export", arg(&out), "--format", "jsonl"]);
    assert_eq!(export.code, 0, "{}", export.stderr);
    assert!(
        export
            .stderr
            .contains("5 boards without a result yet are not exported")
    );
    let round_5: Vec<serde_json::Value> = export
        .stdout
        .lines()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
        .filter(|row| row["round"] == 5)
        .collect();
    let kinds: Vec<&str> = round_5
        .iter()
        .map(|row| row["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["pairing_bye", "half_point_bye"]);
}

/// A generated tournament without its last round, paired again with `--format trf`, holds the
/// same pairing as the generated round.
#[test]
fn a_generated_round_is_reproduced_through_the_file() {
    let dir = tempfile::tempdir().unwrap();
    for (players, rounds, seed) in [("16", 5u16, "3"), ("23", 6, "11"), ("30", 7, "2026")] {
        let generated = generated(
            dir.path(),
            players,
            &rounds.to_string(),
            seed,
            &["--bye-rate", "0.05", "--withdrawal-rate", "0.02"],
        );

        // Strip the last round: everything the pairing made goes, byes entered before it stay.
        let mut file = read(&std::fs::read(&generated).unwrap()).unwrap();
        let last = usize::from(rounds - 1);
        let scoring = file.setup.scoring;
        for player in &mut file.setup.players {
            let entry = player.entry(last);
            if entry.is_paired() {
                let points = player.stated_points.unwrap() - scoring.points(entry);
                player.stated_points = Some(points);
                player.rounds[last] = RoundEntry::NOT_PAIRED;
                while player.rounds.last() == Some(&RoundEntry::NOT_PAIRED) {
                    player.rounds.pop();
                }
            }
        }
        let stripped = dir.path().join(format!("stripped-{seed}.trf"));
        std::fs::write(&stripped, write(&file, &WriteOptions::same_as(&file))).unwrap();

        let out = dir.path().join(format!("paired-{seed}.trf"));
        let paired = rondo(&["pair", arg(&stripped), "--format", "trf", "-o", arg(&out)]);
        assert_eq!(paired.code, 0, "seed {seed}: {}", paired.stderr);
        let pairs = rondo(&["pair", arg(&stripped), "--format", "pairs"]);

        let round = RoundNo::new(rounds).unwrap();
        let expected = pairing_in_file(&tournament(&generated), round);
        let produced = tournament(&out);
        assert_eq!(pairing_in_file(&produced, round), expected, "seed {seed}");
        assert_eq!(parse_pairs(&pairs.stdout), expected, "seed {seed}");
        // Byes entered for the round stay where they were.
        let original = tournament(&generated);
        for (a, b) in original.players().iter().zip(produced.players()) {
            let entry = a.entry(last);
            if entry.is_announced_absence() {
                assert_eq!(b.entry(last), entry, "seed {seed}, player {}", a.id);
            }
        }
    }
}

#[test]
fn a_small_file_after_pairing_round_two() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("club.trf");
    std::fs::write(
        &input,
        "012 Club evening\n\
         XXR 3\n\
         001    1      Alpha, Ann                        2000                             1.0    1     4 w 1\n\
         001    2      Beta, Ben                         1900                             1.0    2     5 b 1\n\
         001    3      Gamma, Gia                        1800                             1.0    3  0000 - U\n\
         001    4      Delta, Dan                        1700                             0.0    4     1 b 0\n\
         001    5      Epsilon, Eve                      1600                             0.0    5     2 w 0  0000 - H\n",
    )
    .unwrap();
    let out = dir.path().join("club-2.trf");
    let run = rondo(&["pair", arg(&input), "--format", "trf", "-o", arg(&out)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    insta::assert_snapshot!("club_round_2_trf", std::fs::read_to_string(&out).unwrap());
}
