//! The Double-Swiss system (C.04.5) end to end: a generated event written as TRF (two columns
//! per match), read back, checked, standings, export, and a match paired into a file.

use std::path::{Path, PathBuf};

use rondo_core::{Tournament, TournamentSetup};
use rondo_pairing::GenerateConfig;
use rondo_systems::{Choice, Options};
use rondo_trf::WriteOptions;

use crate::support::{arg, rondo};

/// A generated Double-Swiss event through the registry (as `rondo generate --system
/// double-swiss` makes it), written as TRF-2026.
fn event(players: u16, matches: u16, seed: u64) -> TournamentSetup {
    let system = rondo_systems::resolve(
        &Choice::system(rondo_core::System::DoubleSwiss),
        &TournamentSetup::default(),
    )
    .unwrap();
    let config = GenerateConfig::default()
        .with_players(players)
        .with_rounds(matches)
        .with_seed(seed);
    system.generate(&config, &Options::default()).unwrap()
}

fn write(dir: &Path, name: &str, setup: &TournamentSetup) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(
        &path,
        rondo_trf::write_setup(setup, &WriteOptions::default()),
    )
    .unwrap();
    path
}

#[test]
fn a_sixty_player_seven_match_event_round_trips_through_trf_and_standings() {
    let dir = tempfile::tempdir().unwrap();
    let setup = event(60, 7, 2026);
    let path = write(dir.path(), "ds.trf", &setup);
    let bytes = std::fs::read(&path).unwrap();
    let text = String::from_utf8(bytes.clone()).unwrap();
    assert!(text.contains("192 FIDE_DOUBLESWISS"), "{text}");
    assert!(text.contains("142 14"), "142 counts columns: {text}");

    // Lossless: read and write again gives the same bytes, and the same model.
    let file = rondo_trf::read(&bytes).unwrap();
    assert_eq!(
        rondo_trf::write(&file, &WriteOptions::same_as(&file)),
        bytes
    );
    let tournament = rondo_trf::check(&file, &rondo_trf::CheckOptions::default())
        .unwrap()
        .tournament;
    assert_eq!(tournament.paired_rounds(), 14);
    assert_eq!(
        Tournament::try_from(setup.clone()).unwrap().players(),
        tournament.players()
    );
    assert_eq!(rondo_core::match_problems(tournament.players()), []);

    // Every match re-pairs as the file has it (the system is read from 192).
    let check = rondo(&["check", arg(&path)]);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    assert!(
        check.stdout.contains("7 round(s) checked"),
        "{}",
        check.stdout
    );
    assert!(
        check.stdout.contains("7 agree, 0 differ"),
        "{}",
        check.stdout
    );

    // Standings: a player's score is the sum of his games over both columns of each match.
    let standings = rondo(&["standings", arg(&path), "--format", "json"]);
    assert_eq!(standings.code, 0, "{}", standings.stderr);
    let value: serde_json::Value = serde_json::from_str(&standings.stdout).unwrap();
    let rows = value["standings"].as_array().unwrap();
    assert_eq!(rows.len(), 60);
    let scoring = setup.scoring;
    for player in &setup.players {
        let games: rondo_core::Score = player.rounds.iter().map(|e| scoring.points(*e)).sum();
        let matches: rondo_core::Score = player
            .rounds
            .chunks(2)
            .map(|m| scoring.points(m[0]) + scoring.points(m[1]))
            .sum();
        assert_eq!(games, matches);
        assert_eq!(player.stated_points, Some(games));
    }
    let points: f64 = rows.iter().map(|r| r["points"].as_f64().unwrap()).sum();
    // Each match hands out at most two points between two players; byes add theirs.
    assert!(points > 0.0 && points <= 60.0 * 14.0);

    // Export: one row per game, so two per match and player.
    let export = rondo(&["export", arg(&path), "--format", "csv"]);
    assert_eq!(export.code, 0, "{}", export.stderr);
    let games = export.stdout.lines().count() - 1;
    let played_columns: usize = tournament
        .players()
        .iter()
        .map(|p| p.rounds.iter().filter(|e| e.opponent().is_some()).count())
        .sum();
    assert!(
        games > 0 && games <= played_columns,
        "{games} rows, {played_columns} columns"
    );
}

#[test]
fn pair_writes_a_match_into_both_columns_with_the_colours_reversed() {
    let dir = tempfile::tempdir().unwrap();
    let mut setup = event(11, 3, 7);
    setup.declared_rounds = Some(8);
    let path = write(dir.path(), "ds.trf", &setup);
    let out = dir.path().join("paired.trf");
    let paired = rondo(&["pair", arg(&path), "--format", "trf", "-o", arg(&out)]);
    assert_eq!(paired.code, 0, "{}", paired.stderr);
    let file = rondo_trf::read(&std::fs::read(&out).unwrap()).unwrap();
    let tournament = rondo_trf::check(&file, &rondo_trf::CheckOptions::default())
        .unwrap()
        .tournament;
    assert_eq!(tournament.paired_rounds(), 8, "match 4 is columns 7 and 8");
    assert_eq!(rondo_core::match_problems(tournament.players()), []);
    let mut byes = 0;
    for player in tournament.players() {
        let (first, second) = (player.entry(6), player.entry(7));
        match (first.opponent(), first.scheduled_colour()) {
            (Some(opponent), Some(colour)) => {
                assert_eq!(second.opponent(), Some(opponent));
                assert_eq!(second.scheduled_colour(), Some(colour.opposite()));
            }
            _ if first.is_pairing_bye() => {
                byes += 1;
                assert_eq!(
                    second,
                    rondo_core::RoundEntry::Unplayed(rondo_core::Unplayed::HalfPointBye)
                );
            }
            _ => {}
        }
    }
    assert_eq!(byes, 1, "eleven players: one PAB, for the whole match");

    // The same with the system given by hand, and the pairs agree with `--format pairs`.
    let pairs = rondo(&[
        "pair",
        arg(&path),
        "--system",
        "double-swiss",
        "--format",
        "pairs",
    ]);
    assert_eq!(pairs.code, 0, "{}", pairs.stderr);
    for line in pairs.stdout.lines().skip(1) {
        let numbers: Vec<u16> = line.split(' ').map(|n| n.parse().unwrap()).collect();
        if numbers[1] == 0 {
            continue;
        }
        let white = tournament
            .player(rondo_core::PlayerId::new(numbers[0]).unwrap())
            .unwrap();
        assert_eq!(
            white.entry(6).scheduled_colour(),
            Some(rondo_core::Colour::White),
            "{line}: White of the match plays game 1 with White"
        );
    }
}

#[test]
fn explain_and_audit_cite_the_double_swiss_articles() {
    let dir = tempfile::tempdir().unwrap();
    let mut setup = event(13, 2, 11);
    setup.declared_rounds = Some(10);
    let path = write(dir.path(), "ds.trf", &setup);
    let explain = rondo(&["pair", arg(&path), "--explain"]);
    assert_eq!(explain.code, 0, "{}", explain.stderr);
    for needle in ["C.04.5", "[3.5]", "[3.6]", "[3.4]", "[4.3."] {
        assert!(
            explain.stdout.contains(needle),
            "{needle}: {}",
            explain.stdout
        );
    }
    let audit = rondo(&["audit", arg(&path), "--round", "3"]);
    assert_eq!(audit.code, 0, "{}{}", audit.stdout, audit.stderr);
}

#[test]
fn a_double_swiss_file_whose_columns_do_not_pair_up_is_diagnosed() {
    let dir = tempfile::tempdir().unwrap();
    let mut setup = event(8, 2, 3);
    // Player 1's match 2 gets the same colour in both games (and his opponent's too).
    let first = setup.players[0].rounds[2];
    let opponent = first.opponent().unwrap();
    let flip = |entry: rondo_core::RoundEntry| match entry {
        rondo_core::RoundEntry::Game {
            opponent,
            colour,
            result,
        } => rondo_core::RoundEntry::Game {
            opponent,
            colour: colour.opposite(),
            result,
        },
        other => other,
    };
    setup.players[0].rounds[3] = flip(setup.players[0].rounds[3]);
    setup.players[opponent.index()].rounds[3] = flip(setup.players[opponent.index()].rounds[3]);
    let path = write(dir.path(), "bad.trf", &setup);
    let check = rondo(&["check", arg(&path)]);
    assert_ne!(check.code, 0);
    let all = format!("{}{}", check.stdout, check.stderr);
    assert!(all.contains("match 2"), "{all}");
    assert!(all.contains("same colour"), "{all}");
}

#[test]
fn reading_a_single_forfeited_game_counts_as_played_for_tie_breaks() {
    // C.04.5 Preface: a single forfeited game of a match is treated as played for standings
    // and tie-breaks. The same results read as a Dutch file treat it as unplayed (C.07 16).
    let dir = tempfile::tempdir().unwrap();
    let config = GenerateConfig::default()
        .with_players(12)
        .with_rounds(4)
        .with_seed(5)
        .with_forfeit_rate(0.25);
    let system = rondo_systems::resolve(
        &Choice::system(rondo_core::System::DoubleSwiss),
        &TournamentSetup::default(),
    )
    .unwrap();
    let setup = system.generate(&config, &Options::default()).unwrap();
    let single_forfeits = setup
        .players
        .iter()
        .flat_map(|p| p.rounds.chunks(2))
        .filter(|m| {
            let forfeit = |e: &rondo_core::RoundEntry| {
                e.opponent().is_some() && !e.is_played() && !e.is_scheduled()
            };
            forfeit(&m[0]) != forfeit(&m[1])
        })
        .count();
    assert!(single_forfeits > 0, "the seed gives single forfeited games");
    let double = write(dir.path(), "double.trf", &setup);
    let mut as_dutch = setup.clone();
    as_dutch.system = None;
    let single = write(dir.path(), "single.trf", &as_dutch);
    let values = |path: &Path| {
        let run = rondo(&[
            "standings",
            arg(path),
            "--tiebreaks",
            "BH",
            "--format",
            "json",
        ]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        let value: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
        value["standings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|row| (row["start_number"].clone(), row["tiebreaks"].clone()))
            .collect::<Vec<_>>()
    };
    assert_ne!(values(&double), values(&single));
}

#[test]
fn the_system_chosen_by_hand_refuses_columns_that_are_not_matches() {
    // A file without a 192 record: read as ordinary rounds, paired as Double-Swiss only on
    // request, and then its columns must pair up.
    let dir = tempfile::tempdir().unwrap();
    let mut setup = event(8, 2, 3);
    setup.system = None;
    setup.declared_rounds = Some(6);
    // Player 1 takes a half-point bye in match 2's first game only.
    let opponent = setup.players[0].rounds[2].opponent().unwrap();
    setup.players[0].rounds[2] =
        rondo_core::RoundEntry::Unplayed(rondo_core::Unplayed::HalfPointBye);
    setup.players[opponent.index()].rounds[2] =
        rondo_core::RoundEntry::Unplayed(rondo_core::Unplayed::ForfeitWin {
            opponent: None,
            colour: None,
        });
    setup.correct_points_columns();
    let path = write(dir.path(), "plain.trf", &setup);
    let check = rondo(&["check", arg(&path), "--format", "json"]);
    assert!(!check.stderr.contains("Double-Swiss"), "{}", check.stderr);
    let pair = rondo(&["pair", arg(&path), "--system", "double-swiss"]);
    assert_eq!(pair.code, 2, "{}{}", pair.stdout, pair.stderr);
    assert!(
        pair.stderr
            .contains("Double-Swiss match 2 (rounds 3 and 4)"),
        "{}",
        pair.stderr
    );
    assert!(
        pair.stderr.contains("byes are for whole matches"),
        "{}",
        pair.stderr
    );
}

#[test]
fn generate_makes_matches_reproducibly_and_they_check_clean() {
    let dir = tempfile::tempdir().unwrap();
    let path = crate::support::generated(
        dir.path(),
        "13",
        "4",
        "21",
        &["--system", "double-swiss", "--forfeit-rate", "0.1"],
    );
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("192 FIDE_DOUBLESWISS"), "{text}");
    assert!(
        text.contains("142 8"),
        "four matches are eight columns: {text}"
    );
    let other = tempfile::tempdir().unwrap();
    let again = crate::support::generated(
        other.path(),
        "13",
        "4",
        "21",
        &["--system", "double-swiss", "--forfeit-rate", "0.1"],
    );
    assert_eq!(
        std::fs::read_to_string(&again).unwrap(),
        text,
        "same seed, same file"
    );
    let file = rondo_trf::read(text.as_bytes()).unwrap();
    assert_eq!(rondo_core::match_problems(&file.setup.players), []);
    let check = rondo(&["check", arg(&path)]);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    assert!(
        check.stdout.contains("4 round(s) checked"),
        "{}",
        check.stdout
    );
}

#[test]
fn a_generate_configuration_can_ask_for_double_swiss() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("ds.toml");
    std::fs::write(
        &config,
        "players = 10\nrounds = 3\nseed = 4\nsystem = \"double-swiss\"\n",
    )
    .unwrap();
    let out = dir.path().join("ds.trf");
    let made = rondo(&["generate", "--config", arg(&config), "-o", arg(&out)]);
    assert_eq!(made.code, 0, "{}", made.stderr);
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        text.contains("192 FIDE_DOUBLESWISS") && text.contains("142 6"),
        "{text}"
    );
}
