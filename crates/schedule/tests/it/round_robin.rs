//! Properties of single and double round robins for every field size up to 30 (40 where cheap).

use std::collections::{BTreeMap, BTreeSet};

use rondo_schedule::{
    Colour, CycleSwap, Cycles, RoundRobin, ScheduleError, berger, double_round_robin, round_count,
    round_robin, round_robin_round,
};

/// Longest run of equal colours; `skip_byes` joins the games on either side of a bye (the
/// stricter reading), otherwise a bye ends the run.
fn longest_run(colours: &[Option<Colour>], skip_byes: bool) -> usize {
    let mut longest = 0;
    let mut run = 0;
    let mut last = None;
    for colour in colours {
        match colour {
            None if skip_byes => {}
            None => {
                run = 0;
                last = None;
            }
            Some(colour) => {
                run = if last == Some(*colour) { run + 1 } else { 1 };
                last = Some(*colour);
                longest = longest.max(run);
            }
        }
    }
    longest
}

/// Every (field size, player) with the same colour three times running.
fn three_in_a_row(swap: CycleSwap, skip_byes: bool) -> BTreeSet<(u16, u16)> {
    let mut found = BTreeSet::new();
    for n in 2..=30 {
        let event = double_round_robin(n, swap).unwrap();
        for player in 1..=n {
            if longest_run(&event.colours_of(player), skip_byes) >= 3 {
                found.insert((n, player));
            }
        }
    }
    found
}

#[test]
fn the_fide_swap_avoids_three_equal_colours_for_every_field_up_to_30() {
    for skip_byes in [true, false] {
        assert_eq!(
            three_in_a_row(CycleSwap::FirstCycle, skip_byes),
            BTreeSet::new()
        );
    }
}

#[test]
fn swapping_in_each_cycle_fails_for_four_players_only() {
    // The literal reading of 003 line 906. With 4 players: cycle 1 = R1, R3, R2 and cycle 2 =
    // R1', R3', R2' give player 2 W W B | B B W and player 4 B B W | W W B.
    for skip_byes in [true, false] {
        assert_eq!(
            three_in_a_row(CycleSwap::EachCycle, skip_byes),
            BTreeSet::from([(4, 2), (4, 4)])
        );
    }
    let event = double_round_robin(4, CycleSwap::EachCycle).unwrap();
    use Colour::{Black as B, White as W};
    let two: Vec<_> = event.colours_of(2).into_iter().flatten().collect();
    assert_eq!(two, [W, W, B, B, B, W]);
}

#[test]
fn without_a_swap_players_1_and_half_plus_1_of_even_fields_repeat_a_colour_three_times() {
    let expected: BTreeSet<(u16, u16)> = (4..=30)
        .step_by(2)
        .flat_map(|n| [(n, 1), (n, n / 2 + 1)])
        .collect();
    for skip_byes in [true, false] {
        assert_eq!(three_in_a_row(CycleSwap::NoSwap, skip_byes), expected);
    }
}

#[test]
fn single_cycles_never_repeat_a_colour_three_times() {
    for n in 2..=40 {
        let table = berger(n).unwrap();
        for player in 1..=n {
            assert!(
                longest_run(&table.colours_of(player), true) <= 2,
                "{n} players, {player}"
            );
        }
    }
}

fn check_pairings(event: &RoundRobin, meetings: usize) {
    let n = event.n_players;
    let odd = n % 2 == 1;
    let mut met: BTreeMap<(u16, u16), Vec<(u16, u16)>> = BTreeMap::new();
    let mut byes: BTreeMap<u16, usize> = BTreeMap::new();
    for round in &event.rounds {
        let mut seen = BTreeSet::new();
        for board in &round.boards {
            assert!(board.white >= 1 && board.white <= n && board.black >= 1 && board.black <= n);
            assert!(
                seen.insert(board.white) && seen.insert(board.black),
                "{n}: {round:?}"
            );
            met.entry((board.white.min(board.black), board.white.max(board.black)))
                .or_default()
                .push((board.white, board.black));
        }
        match round.bye {
            Some(player) => {
                assert!(odd && seen.insert(player), "{n}: {round:?}");
                *byes.entry(player).or_default() += 1;
            }
            None => assert!(!odd, "{n}: {round:?}"),
        }
        assert_eq!(
            seen.len(),
            usize::from(n),
            "{n}: everybody plays or has the bye"
        );
    }
    assert_eq!(met.len(), usize::from(n) * usize::from(n - 1) / 2);
    for (pair, games) in &met {
        assert_eq!(games.len(), meetings, "{n}: {pair:?}");
        if meetings == 2 {
            assert_eq!(games[0], (games[1].1, games[1].0), "{n}: colours reversed");
        }
    }
    if odd {
        assert!(
            byes.values().all(|&count| count == meetings),
            "{n}: {byes:?}"
        );
        assert_eq!(byes.len(), usize::from(n));
    }
}

#[test]
fn every_pair_meets_once_per_cycle_and_byes_go_round() {
    for n in 2..=30 {
        check_pairings(&berger(n).unwrap(), 1);
        for swap in [
            CycleSwap::FirstCycle,
            CycleSwap::EachCycle,
            CycleSwap::NoSwap,
        ] {
            check_pairings(&double_round_robin(n, swap).unwrap(), 2);
        }
    }
}

#[test]
fn colours_are_as_balanced_as_the_number_of_games_allows() {
    for n in 2..=30 {
        let single = berger(n).unwrap();
        let double = double_round_robin(n, CycleSwap::FirstCycle).unwrap();
        for player in 1..=n {
            let whites = |event: &RoundRobin| {
                let colours = event.colours_of(player);
                let white = colours
                    .iter()
                    .filter(|c| **c == Some(Colour::White))
                    .count();
                let black = colours
                    .iter()
                    .filter(|c| **c == Some(Colour::Black))
                    .count();
                (white, black)
            };
            let (white, black) = whites(&single);
            assert!(white.abs_diff(black) <= 1, "{n}: {player}: {white}/{black}");
            let (white, black) = whites(&double);
            assert_eq!(white, black, "{n}: {player}");
        }
    }
}

#[test]
fn the_double_round_robin_orders_its_rounds_as_documented() {
    let order = |swap| -> Vec<(u8, u16)> {
        double_round_robin(8, swap)
            .unwrap()
            .rounds
            .iter()
            .map(|round| (round.cycle, round.table_round))
            .collect()
    };
    let cycle = |cycle: u8, rounds: [u16; 7]| rounds.map(|round| (cycle, round));
    let fide = [
        cycle(1, [1, 2, 3, 4, 5, 7, 6]),
        cycle(2, [1, 2, 3, 4, 5, 6, 7]),
    ]
    .concat();
    let each = [
        cycle(1, [1, 2, 3, 4, 5, 7, 6]),
        cycle(2, [1, 2, 3, 4, 5, 7, 6]),
    ]
    .concat();
    let plain = [
        cycle(1, [1, 2, 3, 4, 5, 6, 7]),
        cycle(2, [1, 2, 3, 4, 5, 6, 7]),
    ]
    .concat();
    assert_eq!(order(CycleSwap::FirstCycle), fide);
    assert_eq!(order(CycleSwap::EachCycle), each);
    assert_eq!(order(CycleSwap::NoSwap), plain);
    let numbers: Vec<u16> = double_round_robin(8, CycleSwap::FirstCycle)
        .unwrap()
        .rounds
        .iter()
        .map(|round| round.number)
        .collect();
    assert_eq!(numbers, (1..=14).collect::<Vec<_>>());
}

#[test]
fn one_round_at_a_time_gives_the_same_rounds_as_the_whole_table() {
    let all_cycles = [
        Cycles::Single,
        Cycles::Double(CycleSwap::FirstCycle),
        Cycles::Double(CycleSwap::EachCycle),
        Cycles::Double(CycleSwap::NoSwap),
    ];
    for n in 2..=40 {
        for cycles in all_cycles {
            let event = round_robin(n, cycles).unwrap();
            assert_eq!(
                round_count(n, cycles).unwrap(),
                u16::try_from(event.rounds.len()).unwrap()
            );
            for (number, round) in (1..).zip(&event.rounds) {
                assert_eq!(
                    &round_robin_round(n, cycles, number).unwrap(),
                    round,
                    "{n} {cycles:?}"
                );
            }
        }
    }
}

#[test]
fn the_reference_table_of_the_spec_for_10_players_is_reproduced() {
    // spec/roundrobin.md §1.3, n = 9/10.
    let spec = [
        "1-10 2-9 3-8 4-7 5-6",
        "10-6 7-5 8-4 9-3 1-2",
        "2-10 3-1 4-9 5-8 6-7",
        "10-7 8-6 9-5 1-4 2-3",
        "3-10 4-2 5-1 6-9 7-8",
        "10-8 9-7 1-6 2-5 3-4",
        "4-10 5-3 6-2 7-1 8-9",
        "10-9 1-8 2-7 3-6 4-5",
        "5-10 6-4 7-3 8-2 9-1",
    ];
    let table = berger(10).unwrap();
    for (round, expected) in table.rounds.iter().zip(spec) {
        let printed: Vec<String> = round
            .boards
            .iter()
            .map(|board| format!("{}-{}", board.white, board.black))
            .collect();
        assert_eq!(printed.join(" "), expected);
    }
}

#[test]
fn sizes_and_rounds_out_of_range_are_refused() {
    assert_eq!(
        berger(1),
        Err(ScheduleError::TooFew {
            what: "players",
            found: 1,
            minimum: 2
        })
    );
    assert!(matches!(
        double_round_robin(40_000, CycleSwap::FirstCycle),
        Err(ScheduleError::TooMany {
            maximum: 32_768,
            ..
        })
    ));
    assert!(matches!(
        round_robin_round(u16::MAX, Cycles::Single, 1),
        Err(ScheduleError::TooMany { .. })
    ));
    for round in [0, 6] {
        assert_eq!(
            round_robin_round(6, Cycles::Single, round),
            Err(ScheduleError::RoundOutOfRange {
                found: u32::from(round),
                last: 5
            })
        );
    }
    let message = round_robin_round(6, Cycles::Single, 6)
        .unwrap_err()
        .to_string();
    assert_eq!(
        message,
        "round 6 does not exist: expected a round from 1 to 5"
    );
    // The largest fields are accepted round by round without building the table.
    let last = round_robin_round(u16::MAX - 1, Cycles::Single, u16::MAX - 2).unwrap();
    assert_eq!(last.boards.len(), usize::from(u16::MAX / 2));
    let two = berger(2).unwrap();
    assert_eq!(two.rounds.len(), 1);
    assert_eq!(
        double_round_robin(2, CycleSwap::FirstCycle)
            .unwrap()
            .rounds
            .len(),
        2
    );
}
