//! `rondo generate --players N --rounds R --seed S [rates...] [-o OUT]`: a random tournament,
//! paired round by round by the Dutch engine, as TRF. The same arguments give the same bytes.

use std::io::Write;

use rondo_dutch::GenerateConfig;
use rondo_trf::{Format, LineEnding, WriteOptions};

use crate::args::{GenerateArgs, GenerateFormat, PairSystemArg};
use crate::commands::pair::{harkness_options, pair_options};
use crate::exit::{CliError, Outcome};
use crate::output::{self, Destination};

/// Runs `rondo generate`.
///
/// # Errors
///
/// Arguments out of range, or output that cannot be written.
pub fn run(args: &GenerateArgs, stdout: &mut dyn Write) -> Result<Outcome, CliError> {
    let invalid = |message: &str| Err(CliError::InvalidArguments(message.to_owned()));
    if args.players == 0 || args.players > rondo_core::PlayerId::MAX {
        return invalid("--players must be between 1 and 9999");
    }
    if args.rounds == 0 {
        return invalid("--rounds must be 1 or more");
    }
    for (name, rate) in [
        ("--draw-rate", args.draw_rate),
        ("--forfeit-rate", args.forfeit_rate),
        ("--bye-rate", args.bye_rate),
        ("--withdrawal-rate", args.withdrawal_rate),
    ] {
        if !(0.0..=1.0).contains(&rate) {
            return Err(CliError::InvalidArguments(format!(
                "{name} must be between 0 and 1, not {rate}"
            )));
        }
    }
    if args.lowest_rating > args.highest_rating {
        return invalid("--lowest-rating must not exceed --highest-rating");
    }
    let config = GenerateConfig {
        players: args.players,
        rounds: args.rounds,
        seed: args.seed,
        draw_rate: args.draw_rate,
        forfeit_rate: args.forfeit_rate,
        bye_rate: args.bye_rate,
        withdrawal_rate: args.withdrawal_rate,
        highest_rating: args.highest_rating,
        lowest_rating: args.lowest_rating,
        options: pair_options(&args.pairing),
    };
    let mut setup = match args.system {
        None | Some(PairSystemArg::Dutch) => rondo_dutch::generate(&config),
        // The file's 192 record names the system, so that `rondo pair` and `rondo check` use it.
        Some(PairSystemArg::Harkness) => {
            rondo_harkness::generate(&config, &harkness_options(&args.pairing)?)
        }
        Some(_) => {
            return invalid("rondo generate pairs Swiss systems: --system dutch or harkness");
        }
    };
    // Say where the file came from, so that it can be made again.
    setup.header.name.get_or_insert_with(|| {
        format!(
            "Random tournament: {} players, {} rounds, seed {}",
            args.players, args.rounds, args.seed
        )
    });
    setup
        .header
        .pairing_controller
        .get_or_insert_with(|| format!("rondo {}", env!("CARGO_PKG_VERSION")));
    let options = WriteOptions {
        format: match args.format {
            GenerateFormat::Trf16 => Format::Trf16,
            GenerateFormat::Trf26 => Format::Trf2026,
        },
        line_ending: LineEnding::Lf,
    };
    let bytes = rondo_trf::write_setup(&setup, &options);
    output::write(
        &Destination::from_option(args.output.as_deref()),
        &bytes,
        stdout,
    )?;
    Ok(Outcome::Success)
}
