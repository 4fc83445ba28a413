//! `rondo schedule berger|scheveningen|belgrade|knockout ...`: fixed schedules as tables for
//! people and JSON for programs. `rondo-schedule` builds them, `rondo_words::schedule` lays
//! them out.

use std::io::Write;

use rondo_schedule::{CycleSwap, Cycles};
use rondo_words::schedule as layout;

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
            match format {
                ScheduleFormat::Trf => {
                    let mut setup = table.start_setup();
                    setup.header.name = Some(layout::round_robin_name(table.n_players));
                    let options = rondo_trf::WriteOptions::default()
                        .with_format(rondo_trf::Format::Trf2026)
                        .with_line_ending(rondo_trf::LineEnding::Lf);
                    String::from_utf8_lossy(&rondo_trf::write_setup(&setup, &options)).into_owned()
                }
                ScheduleFormat::Json => layout::round_robin_json(&table, draw.as_ref()),
                ScheduleFormat::Pairs => layout::round_robin_pairs(&table),
                ScheduleFormat::Text => layout::round_robin_text(&table, draw.as_ref()),
            }
        }
        ScheduleKind::Scheveningen { boards, format } => {
            let schedule = rondo_schedule::scheveningen(*boards).map_err(invalid)?;
            match format {
                TableFormat::Json => layout::scheveningen_json(&schedule),
                TableFormat::Text => layout::scheveningen_text(&schedule),
            }
        }
        ScheduleKind::Belgrade {
            players,
            groups,
            format,
        } => {
            let grouping = rondo_schedule::belgrade_groups(*players, *groups).map_err(invalid)?;
            match format {
                TableFormat::Json => layout::belgrade_json(&grouping),
                TableFormat::Text => layout::belgrade_text(&grouping),
            }
        }
        ScheduleKind::Knockout { players, format } => {
            let bracket = rondo_schedule::knockout(*players).map_err(invalid)?;
            match format {
                TableFormat::Json => layout::knockout_json(&bracket),
                TableFormat::Text => layout::knockout_text(&bracket),
            }
        }
    };
    output::to_stdout(text.as_bytes(), stdout)?;
    Ok(Outcome::Success)
}
