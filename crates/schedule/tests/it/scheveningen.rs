//! Scheveningen: the printed tables for 4, 6 and 8 boards (003 lines 1035–1070) and the colour
//! properties of every board count up to 30.

use std::collections::BTreeSet;

use rondo_schedule::{
    Colour, ScheduleError, Scheveningen, ScheveningenMethod, TeamPlayer, scheveningen,
};

use crate::fixture::{self, Place};

#[test]
fn the_printed_tables_for_4_6_and_8_boards_are_reproduced() {
    let fixtures = fixture::of_kind("scheveningen");
    assert_eq!(fixtures.len(), 3);
    for fixture in fixtures {
        let boards = fixture.number("boards");
        let plan = scheveningen(boards).unwrap();
        let mut compared = 0;
        for (place, entry, line) in fixture::placed_entries(&fixture) {
            let Place::At { round, board } = place else {
                panic!("{}: unordered Scheveningen entries", fixture.name)
            };
            let game = plan.rounds[usize::from(round) - 1].games[usize::from(board) - 1];
            assert_eq!(game.board, board);
            assert!(
                entry.fits(&game.white.to_string(), &game.black.to_string()),
                "{} ({}) round {round}: printed {entry:?}, generated {}-{}",
                fixture.name,
                line.label,
                game.white,
                game.black
            );
            compared += 1;
        }
        assert_eq!(
            compared,
            usize::from(boards) * usize::from(boards),
            "{}",
            fixture.name
        );
    }
}

#[test]
fn each_printed_table_is_a_complete_match_by_itself() {
    // Independent of rondo: row b lists Ab's games, each against a different B player, and in
    // each round every B player appears once.
    for fixture in fixture::of_kind("scheveningen") {
        let boards = fixture.number("boards");
        let mut rounds = vec![BTreeSet::new(); usize::from(boards)];
        for (place, entry, _) in fixture::placed_entries(&fixture) {
            let Place::At { round, board } = place else {
                unreachable!()
            };
            let a = format!("A{board}");
            let (white, black) = (entry.white.unwrap(), entry.black.unwrap());
            let b = if white == a {
                black.clone()
            } else {
                white.clone()
            };
            assert!(
                b.starts_with('B') && (white == a || black == a),
                "{}: {a} {b}",
                fixture.name
            );
            assert!(
                rounds[usize::from(round) - 1].insert(b),
                "{}: round {round}",
                fixture.name
            );
        }
        assert!(
            rounds
                .iter()
                .all(|round| round.len() == usize::from(boards))
        );
    }
}

fn players(boards: u16) -> Vec<TeamPlayer> {
    (1..=boards)
        .map(TeamPlayer::a)
        .chain((1..=boards).map(TeamPlayer::b))
        .collect()
}

fn longest_run(colours: &[Colour]) -> usize {
    let mut longest = 0;
    let mut run = 0;
    for (index, colour) in colours.iter().enumerate() {
        run = if index > 0 && colours[index - 1] == *colour {
            run + 1
        } else {
            1
        };
        longest = longest.max(run);
    }
    longest
}

fn whites(plan: &Scheveningen, player: TeamPlayer) -> usize {
    plan.colours_of(player)
        .iter()
        .filter(|colour| **colour == Colour::White)
        .count()
}

#[test]
fn everybody_meets_every_opponent_once_for_every_board_count_up_to_30() {
    for boards in 1..=30 {
        let plan = scheveningen(boards).unwrap();
        assert_eq!(plan.rounds.len(), usize::from(boards));
        for round in &plan.rounds {
            let mut seen = BTreeSet::new();
            for game in &round.games {
                assert_ne!(game.white.team, game.black.team, "{boards}: {game:?}");
                assert!(
                    seen.insert(game.white) && seen.insert(game.black),
                    "{boards}: {round:?}"
                );
            }
            assert_eq!(seen.len(), 2 * usize::from(boards));
        }
        for board in 1..=boards {
            let opponents: BTreeSet<TeamPlayer> = plan
                .opponents_of(TeamPlayer::a(board))
                .into_iter()
                .collect();
            assert_eq!(
                opponents,
                (1..=boards).map(TeamPlayer::b).collect(),
                "{boards}: A{board}"
            );
        }
    }
}

#[test]
fn the_method_used_for_each_board_count_is_the_documented_one() {
    for boards in 1..=30u16 {
        let expected = match boards {
            6 => ScheveningenMethod::SeedTable,
            _ if boards % 4 == 0 => ScheveningenMethod::Quartered,
            _ if boards % 2 == 1 => ScheveningenMethod::OddCyclic,
            _ => ScheveningenMethod::QuarteredOddBlocks,
        };
        assert_eq!(scheveningen(boards).unwrap().method, expected, "{boards}");
    }
}

#[test]
fn each_round_gives_each_team_half_the_whites() {
    for boards in 1..=30u16 {
        let plan = scheveningen(boards).unwrap();
        for round in &plan.rounds {
            let a_whites = round
                .games
                .iter()
                .filter(|game| game.white == TeamPlayer::a(game.board))
                .count();
            let expected = if boards % 2 == 0 {
                boards / 2
            } else if round.number % 2 == 1 {
                // Odd board counts: team A has the extra White in odd rounds, B in even ones.
                boards / 2 + 1
            } else {
                boards / 2
            };
            assert_eq!(
                a_whites,
                usize::from(expected),
                "{boards} boards, round {}",
                round.number
            );
        }
    }
}

#[test]
fn every_player_gets_half_the_whites_except_where_documented() {
    for boards in 1..=30u16 {
        let plan = scheveningen(boards).unwrap();
        let half = usize::from(boards / 2);
        let mut off = Vec::new();
        for player in players(boards) {
            let count = whites(&plan, player);
            let fine = if boards % 2 == 0 {
                count == half
            } else {
                count == half || count == half + 1
            };
            if !fine {
                off.push((player.to_string(), count));
            }
        }
        let expected: Vec<(String, usize)> =
            if plan.method == ScheveningenMethod::QuarteredOddBlocks {
                vec![
                    ("B1".into(), half - 1),
                    (format!("B{}", half + 1), half + 1),
                ]
            } else {
                Vec::new()
            };
        assert_eq!(off, expected, "{boards} boards");
    }
}

#[test]
fn nobody_has_the_same_colour_three_times_running() {
    for boards in 1..=30 {
        let plan = scheveningen(boards).unwrap();
        for player in players(boards) {
            let colours = plan.colours_of(player);
            assert_eq!(colours.len(), usize::from(boards));
            assert!(
                longest_run(&colours) <= 2,
                "{boards} boards, {player}: {colours:?}"
            );
        }
    }
}

#[test]
fn players_render_as_in_the_tables_and_sizes_are_checked() {
    assert_eq!(TeamPlayer::b(12).to_string(), "B12");
    assert_eq!(String::from(TeamPlayer::a(3)), "A3");
    assert_eq!(
        scheveningen(0),
        Err(ScheduleError::TooFew {
            what: "boards",
            found: 0,
            minimum: 1
        })
    );
    assert!(matches!(
        scheveningen(1001),
        Err(ScheduleError::TooMany { maximum: 1000, .. })
    ));
    assert_eq!(
        scheveningen(0).unwrap_err().to_string(),
        "too few boards: found 0, expected at least 1"
    );
}
