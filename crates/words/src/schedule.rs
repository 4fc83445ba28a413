//! Fixed schedules (`rondo schedule berger|scheveningen|belgrade|knockout`) as tables for people
//! and JSON for programs.
//!
//! JSON contract (DESIGN.md): `{"rounds": [[[white, black], ...], ...]}` with pairing numbers,
//! a bye as `[player, 0]`, Scheveningen players as `"A1"`, `"B3"`.

use std::fmt::Write as _;

use rondo_schedule::{
    BelgradeGroups, KnockoutBracket, KnockoutSlot, PairingNumbers, RoundRobin, Scheveningen,
};
use serde_json::{Value, json};

/// A round robin as JSON: its rounds and, after a lot, the pairing number of each entrant.
pub fn round_robin_json(table: &RoundRobin, draw: Option<&PairingNumbers>) -> String {
    let rounds: Vec<Value> = table
        .rounds
        .iter()
        .map(|round| {
            let mut boards: Vec<Value> = round
                .boards
                .iter()
                .map(|b| json!([b.white, b.black]))
                .collect();
            if let Some(bye) = round.bye {
                boards.push(json!([bye, 0]));
            }
            Value::Array(boards)
        })
        .collect();
    let mut document = json!({ "rounds": rounds });
    if let Some(draw) = draw {
        document["pairing_numbers"] = json!(draw.by_entrant);
    }
    pretty(&document)
}

/// A round robin as the engines' pairs files: per round the number of pairs, then one pair a
/// line (a bye as `N 0`).
pub fn round_robin_pairs(table: &RoundRobin) -> String {
    let mut out = String::new();
    for round in &table.rounds {
        let _ = writeln!(
            out,
            "{}",
            round.boards.len() + usize::from(round.bye.is_some())
        );
        for board in &round.boards {
            let _ = writeln!(out, "{} {}", board.white, board.black);
        }
        if let Some(bye) = round.bye {
            let _ = writeln!(out, "{bye} 0");
        }
    }
    out
}

/// A round robin as a table for people.
pub fn round_robin_text(table: &RoundRobin, draw: Option<&PairingNumbers>) -> String {
    let mut out = String::new();
    let kind = if table.rounds.len() > usize::from(table.table_size.saturating_sub(1)) {
        "Double round robin"
    } else {
        "Round robin"
    };
    let _ = writeln!(out, "{kind}, {} players (Berger tables)", table.n_players);
    if let Some(draw) = draw {
        let numbers: Vec<String> = draw
            .by_entrant
            .iter()
            .enumerate()
            .map(|(entrant, number)| format!("{}→{number}", entrant + 1))
            .collect();
        let _ = writeln!(
            out,
            "Pairing numbers by lot (entrant→number): {}",
            numbers.join(" ")
        );
    }
    let width = table.n_players.to_string().len();
    for round in &table.rounds {
        let mut line = format!("Round {:>2}:", round.number);
        for board in &round.boards {
            let _ = write!(line, "  {:>width$}-{:<width$}", board.white, board.black);
        }
        if let Some(bye) = round.bye {
            let _ = write!(line, "  bye {bye}");
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}

/// The name (`012`) of the file that starts a round robin of `players`.
pub fn round_robin_name(players: u16) -> String {
    format!("Round robin, {players} players")
}

/// A Scheveningen schedule as JSON.
pub fn scheveningen_json(schedule: &Scheveningen) -> String {
    let rounds: Vec<Value> = schedule
        .rounds
        .iter()
        .map(|round| {
            Value::Array(
                round
                    .games
                    .iter()
                    .map(|game| json!([game.white.to_string(), game.black.to_string()]))
                    .collect(),
            )
        })
        .collect();
    pretty(&json!({ "rounds": rounds }))
}

/// A Scheveningen schedule as a table for people.
pub fn scheveningen_text(schedule: &Scheveningen) -> String {
    let mut out = format!(
        "Scheveningen, {} boards per team (White first)\n",
        schedule.boards
    );
    for round in &schedule.rounds {
        let games: Vec<String> = round
            .games
            .iter()
            .map(|g| format!("{}-{}", g.white, g.black))
            .collect();
        let _ = writeln!(out, "Round {:>2}:  {}", round.number, games.join("  "));
    }
    out
}

/// A Belgrade grouping as JSON.
pub fn belgrade_json(grouping: &BelgradeGroups) -> String {
    pretty(&json!({ "groups": grouping.groups }))
}

/// A Belgrade grouping as a table for people.
pub fn belgrade_text(grouping: &BelgradeGroups) -> String {
    let mut out = format!(
        "Belgrade grouping of {} players (snake seeding)\n",
        grouping.n_players
    );
    for (index, group) in grouping.groups.iter().enumerate() {
        let seeds: Vec<String> = group.iter().map(u16::to_string).collect();
        let _ = writeln!(out, "Group {}: {}", index + 1, seeds.join(" "));
    }
    out
}

/// A knockout bracket as JSON.
pub fn knockout_json(bracket: &KnockoutBracket) -> String {
    let first_round: Vec<Value> = bracket
        .first_round
        .iter()
        .map(|m| json!([m.higher_seed, m.lower_seed.unwrap_or(0)]))
        .collect();
    pretty(&json!({
        "bracket_size": bracket.bracket_size,
        "lines": bracket.lines,
        "rounds": [first_round],
        "byes": bracket.byes,
    }))
}

/// A knockout bracket as a table for people: the first round by group, then who meets whom.
pub fn knockout_text(bracket: &KnockoutBracket) -> String {
    let mut out = format!(
        "Knockout bracket, {} players in a bracket of {} ({} rounds)\nRound 1:\n",
        bracket.n_players, bracket.bracket_size, bracket.rounds
    );
    let mut group = 0;
    for game in &bracket.first_round {
        if bracket.groups.len() > 1 && game.group != group {
            group = game.group;
            let _ = writeln!(out, "Group {group}:");
        }
        match game.lower_seed {
            Some(lower) => {
                let _ = writeln!(
                    out,
                    "  Match {:>3}: {:>4} - {lower}",
                    game.number, game.higher_seed
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "  Match {:>3}: {:>4} - bye",
                    game.number, game.higher_seed
                );
            }
        }
    }
    later_rounds(&mut out, bracket);
    out
}

/// The rounds after the first, as a person follows the bracket: who meets whom, by the match
/// each comes from (a seed with a first-round bye by the seed).
fn later_rounds(out: &mut String, bracket: &KnockoutBracket) {
    let several_groups = bracket.groups.len() > 1;
    let slot = |slot: &KnockoutSlot| match *slot {
        KnockoutSlot::Seed(seed) => seed.to_string(),
        KnockoutSlot::FirstRoundWinner { group, number } if several_groups => {
            format!("winner of group {group} match {number}")
        }
        KnockoutSlot::FirstRoundWinner { number, .. } => format!("winner of match {number}"),
        KnockoutSlot::Winner { round, number } => format!("winner of R{round}.{number}"),
    };
    for matches in bracket.later_rounds() {
        let Some(round) = matches.first().map(|game| game.round) else {
            continue;
        };
        let entrants: usize = matches
            .iter()
            .map(|game| 1 + usize::from(game.lower.is_some()))
            .sum();
        let name = match entrants {
            2 => "final".to_owned(),
            4 => "semi-finals".to_owned(),
            8 => "quarter-finals".to_owned(),
            _ => format!("round of {entrants}"),
        };
        let _ = writeln!(out, "Round {round} ({name}):");
        for game in &matches {
            let label = format!("R{round}.{}", game.number);
            let second = game.lower.as_ref().map_or_else(|| "bye".to_owned(), slot);
            let _ = writeln!(out, "  Match {label:>5}: {} - {second}", slot(&game.upper));
        }
    }
}

fn pretty(value: &Value) -> String {
    let mut text = serde_json::to_string_pretty(value).unwrap_or_default();
    text.push('\n');
    text
}
