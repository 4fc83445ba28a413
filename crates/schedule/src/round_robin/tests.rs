use super::*;

#[test]
fn the_procedure_and_the_closed_form_build_the_same_tables() {
    for table_size in (2..=80).step_by(2) {
        let table = berger_table(table_size);
        assert_eq!(table.len(), usize::from(table_size - 1));
        for (round, pairs) in (1..).zip(&table) {
            assert_eq!(
                pairs,
                &closed_form_round(table_size, round),
                "N = {table_size}, round {round}"
            );
        }
    }
}

#[test]
fn only_swapped_cycles_exchange_their_last_two_rounds() {
    let order = |rounds: u16, swap: bool| -> Vec<u16> {
        (1..=rounds)
            .map(|position| table_round_at(rounds, position, swap))
            .collect()
    };
    assert_eq!(order(5, true), [1, 2, 3, 5, 4]);
    assert_eq!(order(5, false), [1, 2, 3, 4, 5]);
    assert_eq!(order(1, true), [1]);
    assert_eq!(order(3, true), [1, 3, 2]);
}

#[test]
fn the_dummy_of_an_odd_field_becomes_the_bye() {
    let round = to_round(5, 6, 7, 2, 2, &[(6, 4), (5, 3), (1, 2)]);
    assert_eq!(round.bye, Some(4));
    // Second cycle: colours reversed.
    assert_eq!(
        round.boards,
        [Board { white: 3, black: 5 }, Board { white: 2, black: 1 }]
    );
    assert_eq!(round.colour_of(2), Some(Colour::White));
    assert_eq!(round.opponent_of(5), Some(3));
    assert_eq!(round.colour_of(4), None);
    let even = to_round(6, 6, 1, 1, 1, &[(1, 6), (2, 5), (3, 4)]);
    assert_eq!((even.bye, even.boards.len()), (None, 3));
}

#[test]
fn the_player_count_decides_the_table_size() {
    assert_eq!(table_size(7, Cycles::Single), Ok(8));
    assert_eq!(table_size(8, Cycles::Single), Ok(8));
    assert_eq!(
        table_size(MAX_SINGLE_PLAYERS, Cycles::Single),
        Ok(MAX_SINGLE_PLAYERS)
    );
    assert_eq!(
        table_size(MAX_DOUBLE_PLAYERS + 1, Cycles::Double(CycleSwap::NoSwap)),
        Err(ScheduleError::TooMany {
            what: "players",
            found: u32::from(MAX_DOUBLE_PLAYERS) + 1,
            maximum: u32::from(MAX_DOUBLE_PLAYERS)
        })
    );
    // The largest double round robin still numbers its rounds in a u16.
    let rounds = round_count(MAX_DOUBLE_PLAYERS, Cycles::Double(CycleSwap::FirstCycle));
    assert_eq!(rounds, Ok(u16::MAX - 1));
}

#[test]
fn a_start_file_holds_the_players_the_rounds_and_the_code() {
    let table = round_robin(5, Cycles::Double(CycleSwap::FirstCycle)).unwrap();
    let setup = table.start_setup();
    assert_eq!(setup.players.len(), 5);
    assert_eq!(setup.players[4].name, "Player 5");
    assert_eq!(setup.declared_rounds, Some(10));
    assert_eq!(setup.system.as_deref(), Some("FIDE_DOUBLEROUNDROBIN"));
    let single = round_robin(4, Cycles::Single).unwrap().start_setup();
    assert_eq!(single.system.as_deref(), Some("FIDE_ROUNDROBIN"));
}
