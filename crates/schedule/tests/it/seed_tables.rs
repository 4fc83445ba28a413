//! The printed Berger tables (003 lines 908–984, 004 from line 1081) against the construction,
//! and the transcriptions against each other and against the closed form of the spec.

use std::collections::{BTreeMap, BTreeSet};

use rondo_schedule::{Round, berger};

use crate::fixture::{self, Entry, Fixture, Place};

fn game_fits(round: &Round, board_index: usize, entry: &Entry) -> bool {
    round
        .boards
        .get(board_index)
        .is_some_and(|board| entry.fits(&board.white.to_string(), &board.black.to_string()))
}

/// Compares every readable entry with the table `berger(players)` of a field of `players`
/// (the table size or one less); returns the number of entries compared and the mismatches.
fn compare(fixture: &Fixture, players: u16) -> (usize, Vec<String>) {
    let table_size = fixture.number("table");
    let odd = players < table_size;
    let schedule = berger(players).expect("valid size");
    let mut compared = 0;
    let mut mismatches = Vec::new();
    let mut used: BTreeMap<u16, BTreeSet<usize>> = BTreeMap::new();
    for (place, entry, line) in fixture::placed_entries(fixture) {
        if entry.is_blank() {
            continue;
        }
        compared += 1;
        let dummy = table_size.to_string();
        let involves_dummy = odd
            && (entry.white.as_deref() == Some(&dummy) || entry.black.as_deref() == Some(&dummy));
        let round_number = match place {
            Place::At { round, .. } | Place::InRound(round) => round,
        };
        let Some(round) = schedule.rounds.get(usize::from(round_number) - 1) else {
            mismatches.push(format!(
                "{} ({}): no round {round_number}",
                fixture.name, line.label
            ));
            continue;
        };
        let ok = if involves_dummy {
            // The dummy's opponent has the bye; the table always puts the dummy on board 1.
            let other = if entry.white.as_deref() == Some(&dummy) {
                &entry.black
            } else {
                &entry.white
            };
            let on_board_one = matches!(place, Place::At { board: 1, .. } | Place::InRound(_));
            on_board_one
                && other.as_deref().is_none_or(|player| {
                    round.bye.map(|bye| bye.to_string()).as_deref() == Some(player)
                })
        } else {
            match place {
                Place::At { board, .. } => {
                    // An odd field drops the table's board 1, so board b is the (b−1)th game.
                    let index = usize::from(board) - if odd { 2 } else { 1 };
                    game_fits(round, index, &entry)
                }
                Place::InRound(number) => {
                    let taken = used.entry(number).or_default();
                    let found = (0..round.boards.len())
                        .find(|&index| !taken.contains(&index) && game_fits(round, index, &entry));
                    if let Some(index) = found {
                        taken.insert(index);
                    }
                    found.is_some()
                }
            }
        };
        if !ok {
            mismatches.push(format!(
                "{} ({}, {place:?}) with {players} players: printed {}-{}, generated {:?} bye {:?}",
                fixture.name,
                line.label,
                entry.white.as_deref().unwrap_or("?"),
                entry.black.as_deref().unwrap_or("?"),
                round.boards,
                round.bye
            ));
        }
    }
    (compared, mismatches)
}

#[test]
fn every_readable_entry_of_every_printed_table_is_generated() {
    let fixtures = fixture::of_kind("berger");
    assert_eq!(fixtures.len(), 15, "6 tables from 003 and 9 from 004");
    let mut total = 0;
    for fixture in &fixtures {
        let table_size = fixture.number("table");
        let (compared, mismatches) = compare(fixture, table_size);
        assert!(mismatches.is_empty(), "{mismatches:#?}");
        // Every table must be compared in full: N/2 boards in N−1 rounds, less the one
        // unreadable side (counted as compared) — unordered runs repeat some boards.
        let games = usize::from(table_size / 2) * usize::from(table_size - 1);
        assert!(
            compared >= games,
            "{}: only {compared} of {games} games compared",
            fixture.name
        );
        total += compared;
    }
    // 003: 6+15+28+45+66+91; 004: the same, 8×15 for 16 players, 2×17 + 17×9 for 18 (board
    // lines plus unordered runs), 7×19 + 3×19 for 20.
    assert_eq!(total, 251 + 251 + 120 + 187 + 190);
}

#[test]
fn odd_fields_play_the_same_tables_with_the_highest_number_as_the_bye() {
    // 003 line 904 and 004 line 1081: "el número mayor representa descanso".
    for fixture in fixture::of_kind("berger") {
        let (compared, mismatches) = compare(&fixture, fixture.number("table") - 1);
        assert!(mismatches.is_empty(), "{mismatches:#?}");
        assert!(compared > 0);
    }
}

/// The games of a transcription, round by round: (White, Black) of every entry readable on both
/// sides.
fn known_games(fixture: &Fixture) -> BTreeMap<u16, BTreeSet<(u16, u16)>> {
    let mut rounds: BTreeMap<u16, BTreeSet<(u16, u16)>> = BTreeMap::new();
    for (place, entry, _) in fixture::placed_entries(fixture) {
        let round = match place {
            Place::At { round, .. } | Place::InRound(round) => round,
        };
        if let Some(game) = entry.numbers() {
            rounds.entry(round).or_default().insert(game);
        }
    }
    rounds
}

#[test]
fn each_transcription_is_a_complete_round_robin_by_itself() {
    // Independent of rondo's construction: every pair meets in exactly one round, nobody plays
    // twice in a round, and a game listed twice (board line and unordered run) has the same
    // colours both times.
    for fixture in fixture::of_kind("berger") {
        let size = fixture.number("table");
        let mut met: BTreeMap<(u16, u16), u16> = BTreeMap::new();
        for (round, games) in known_games(&fixture) {
            let mut seen = BTreeSet::new();
            for &(white, black) in &games {
                assert!(
                    seen.insert(white) && seen.insert(black),
                    "{}: round {round}: a player twice in {games:?}",
                    fixture.name
                );
                let pair = (white.min(black), white.max(black));
                if let Some(before) = met.insert(pair, round) {
                    panic!(
                        "{}: {pair:?} meet in rounds {before} and {round}",
                        fixture.name
                    );
                }
            }
            assert!(
                round >= 1 && round < size,
                "{}: round {round}",
                fixture.name
            );
        }
        let pairs = usize::from(size) * usize::from(size - 1) / 2;
        assert_eq!(
            met.len(),
            pairs,
            "{}: every pair readable somewhere",
            fixture.name
        );
    }
}

#[test]
fn each_transcription_follows_the_closed_form_of_the_spec() {
    // spec/roundrobin.md §1.2, written out here independently of the crate: i and j meet in the
    // round r with i + j ≡ r + 1 (mod N − 1), the lower number has White iff j − i is odd; the
    // player i with 2i ≡ r + 1 meets N, who has White in even rounds.
    for fixture in fixture::of_kind("berger") {
        let n = i64::from(fixture.number("table"));
        for (round, games) in known_games(&fixture) {
            let r = i64::from(round);
            for (white, black) in games {
                let (w, b) = (i64::from(white), i64::from(black));
                let (low, high) = (w.min(b), w.max(b));
                let ok = if high == n {
                    (2 * low - (r + 1)).rem_euclid(n - 1) == 0 && ((w == n) == (r % 2 == 0))
                } else {
                    (low + high - (r + 1)).rem_euclid(n - 1) == 0
                        && ((w == low) == ((high - low) % 2 == 1))
                };
                assert!(ok, "{}: round {round}: {white}-{black}", fixture.name);
            }
        }
    }
}

#[test]
fn the_tables_of_003_and_004_agree_wherever_both_are_readable() {
    let by_name: BTreeMap<String, Fixture> = fixture::of_kind("berger")
        .into_iter()
        .map(|fixture| (fixture.name.clone(), fixture))
        .collect();
    let mut compared = 0;
    for size in (4..=14).step_by(2) {
        let positions = |name: String| -> BTreeMap<(u16, u16), Entry> {
            fixture::placed_entries(&by_name[&name])
                .into_iter()
                .filter_map(|(place, entry, _)| match place {
                    Place::At { round, board } => Some(((round, board), entry)),
                    Place::InRound(_) => None,
                })
                .collect()
        };
        let old = positions(format!("berger-{size:02}-003.txt"));
        let new = positions(format!("berger-{size:02}-004.txt"));
        for (place, entry) in &old {
            if let Some(other) = new.get(place) {
                if entry.numbers().is_some() && other.numbers().is_some() {
                    assert_eq!(
                        entry.numbers(),
                        other.numbers(),
                        "{size} players at {place:?}"
                    );
                    compared += 1;
                }
            }
        }
    }
    // Both sources print every game of the tables for 4 to 14 players at a known board:
    // N/2 × (N − 1) games for N = 4, 6, …, 14.
    assert_eq!(compared, 6 + 15 + 28 + 45 + 66 + 91);
}
