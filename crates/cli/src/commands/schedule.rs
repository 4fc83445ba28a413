//! `rondo schedule berger|scheveningen|belgrade|knockout ...`: fixed schedules as tables for
//! people and JSON for programs.
//!
//! JSON contract (DESIGN.md): `{"rounds": [[[white, black], ...], ...]}` with pairing numbers,
//! a bye as `[player, 0]`, Scheveningen players as `"A1"`, `"B3"`.

use std::fmt::Write as _;
use std::io::Write;

use rondo_schedule::{CycleSwap, Cycles, RoundRobin};
use serde_json::{Value, json};

use crate::args::{ScheduleArgs, ScheduleFormat, ScheduleKind, SwapArg, TableFormat};
use crate::exit::{CliError, Outcome};
use crate::output;

/// Runs `rondo schedule`.
///
/// # Errors
///
/// Arguments the schedule cannot be built from (for example a knockout of one player).
pub fn run(args: &ScheduleArgs, stdout: &mut dyn Write) -> Result<Outcome, CliError> {
    let invalid =
        |error: rondo_schedule::ScheduleError| CliError::InvalidArguments(error.to_string());
    let text = match &args.kind {
        ScheduleKind::Berger {
            players,
            double,
            swap,
            lot,
            format,
        } => {
            let cycles = if *double {
                Cycles::Double(match swap {
                    SwapArg::FirstCycle => CycleSwap::FirstCycle,
                    SwapArg::EachCycle => CycleSwap::EachCycle,
                    SwapArg::None => CycleSwap::NoSwap,
                })
            } else {
                Cycles::Single
            };
            let table = rondo_schedule::round_robin(*players, cycles).map_err(invalid)?;
            let draw = lot.map(|seed| rondo_schedule::draw_pairing_numbers(*players, seed));
            if *format == ScheduleFormat::Trf {
                round_robin_trf(&table, *double)?
            } else {
                round_robin(&table, draw.as_ref(), *format)
            }
        }
        ScheduleKind::Scheveningen { boards, format } => {
            let schedule = rondo_schedule::scheveningen(*boards).map_err(invalid)?;
            scheveningen(&schedule, *format)?
        }
        ScheduleKind::Belgrade {
            players,
            groups,
            format,
        } => {
            let grouping = rondo_schedule::belgrade_groups(*players, *groups).map_err(invalid)?;
            belgrade(&grouping, *format)?
        }
        ScheduleKind::Knockout { players, format } => {
            let bracket = rondo_schedule::knockout(*players).map_err(invalid)?;
            knockout(&bracket, *format)?
        }
    };
    output::to_stdout(text.as_bytes(), stdout)?;
    Ok(Outcome::Success)
}

fn round_robin(
    table: &RoundRobin,
    draw: Option<&rondo_schedule::PairingNumbers>,
    format: ScheduleFormat,
) -> String {
    match format {
        ScheduleFormat::Json => {
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
        ScheduleFormat::Pairs | ScheduleFormat::Trf => {
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
        ScheduleFormat::Text => {
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
    }
}

fn scheveningen(
    schedule: &rondo_schedule::Scheveningen,
    format: TableFormat,
) -> Result<String, CliError> {
    Ok(match format {
        TableFormat::Json => {
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
        TableFormat::Text => {
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
    })
}

fn belgrade(
    grouping: &rondo_schedule::BelgradeGroups,
    format: TableFormat,
) -> Result<String, CliError> {
    Ok(match format {
        TableFormat::Json => pretty(&json!({ "groups": grouping.groups })),
        TableFormat::Text => {
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
    })
}

fn knockout(
    bracket: &rondo_schedule::KnockoutBracket,
    format: TableFormat,
) -> Result<String, CliError> {
    Ok(match format {
        TableFormat::Json => {
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
        TableFormat::Text => {
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
    })
}

/// A TRF-2026 file for the start of a round robin: players 1..N (named by pairing number, to be
/// filled in), the number of rounds and the system, so that `rondo pair` pairs each round from
/// the Berger table.
fn round_robin_trf(table: &RoundRobin, double: bool) -> Result<String, CliError> {
    let mut setup = rondo_core::TournamentSetup::default();
    setup.header.name = Some(format!("Round robin, {} players", table.n_players));
    setup.system = Some(
        if double {
            "FIDE_DOUBLEROUNDROBIN"
        } else {
            "FIDE_ROUNDROBIN"
        }
        .to_owned(),
    );
    setup.declared_rounds = u16::try_from(table.rounds.len()).ok();
    for number in 1..=table.n_players {
        let id = rondo_core::PlayerId::new(number).ok_or_else(|| {
            CliError::InvalidArguments(format!("pairing number {number} is out of range"))
        })?;
        setup
            .players
            .push(rondo_core::Player::new(id, format!("Player {number}")));
    }
    let options = rondo_trf::WriteOptions::default()
        .with_format(rondo_trf::Format::Trf2026)
        .with_line_ending(rondo_trf::LineEnding::Lf);
    Ok(String::from_utf8_lossy(&rondo_trf::write_setup(&setup, &options)).into_owned())
}

fn pretty(value: &Value) -> String {
    let mut text = serde_json::to_string_pretty(value).unwrap_or_default();
    text.push('\n');
    text
}

/// The rounds after the first, as a person follows the bracket: who meets whom, by the match
/// each comes from (a seed with a first-round bye by the seed).
fn later_rounds(out: &mut String, bracket: &rondo_schedule::KnockoutBracket) {
    let several_groups = bracket.groups.len() > 1;
    let mut slots: Vec<String> = bracket
        .first_round
        .iter()
        .map(|game| match game.lower_seed {
            None => game.higher_seed.to_string(),
            Some(_) if several_groups => {
                format!("winner of group {} match {}", game.group, game.number)
            }
            Some(_) => format!("winner of match {}", game.number),
        })
        .collect();
    let mut round = 1;
    while slots.len() > 1 {
        round += 1;
        let name = match slots.len() {
            2 => "final".to_owned(),
            4 => "semi-finals".to_owned(),
            8 => "quarter-finals".to_owned(),
            _ => format!("round of {}", slots.len()),
        };
        let _ = writeln!(out, "Round {round} ({name}):");
        let mut next = Vec::with_capacity(slots.len() / 2);
        for (index, pair) in slots.chunks(2).enumerate() {
            let label = format!("R{round}.{}", index + 1);
            let second = pair.get(1).map_or("bye", String::as_str);
            let _ = writeln!(out, "  Match {label:>5}: {} - {second}", pair[0]);
            next.push(format!("winner of {label}"));
        }
        slots = next;
    }
}
