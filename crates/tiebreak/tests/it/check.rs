//! The one place the tests call the API: a player's values as text.

use rondo_core::Tournament;
use rondo_tiebreak::{Format, Rules, StandingsOptions, parse_tiebreak_list, standings};

/// The values of `list` for `player`, as printed, separated by spaces.
#[track_caller]
pub fn values(tournament: &Tournament, list: &str, rules: Rules, player: u16) -> String {
    values_with(
        tournament,
        list,
        &StandingsOptions::default().with_rules(rules),
        player,
    )
}

#[track_caller]
pub fn values_with(
    tournament: &Tournament,
    list: &str,
    options: &StandingsOptions,
    player: u16,
) -> String {
    let specs = parse_tiebreak_list(list).expect("tie-break list parses");
    let table = standings(tournament, &specs, options).expect("standings");
    let row = table
        .rows
        .iter()
        .find(|row| row.player.get() == player)
        .expect("player in standings");
    row.values
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Checks `list`'s values for `player` against `expected` (space separated, as printed).
#[track_caller]
pub fn check(tournament: &Tournament, list: &str, rules: Rules, player: u16, expected: &str) {
    assert_eq!(
        values(tournament, list, rules, player),
        expected,
        "{list} for player {player}"
    );
}

/// The standings order as `start:rank` pairs.
#[track_caller]
pub fn order(tournament: &Tournament, list: &str, rules: Rules, format: Format) -> String {
    let specs = parse_tiebreak_list(list).expect("tie-break list parses");
    let options = StandingsOptions::default()
        .with_rules(rules)
        .with_format(format);
    let table = standings(tournament, &specs, &options).expect("standings");
    table
        .rows
        .iter()
        .map(|row| format!("{}:{}", row.player, row.rank))
        .collect::<Vec<_>>()
        .join(" ")
}
