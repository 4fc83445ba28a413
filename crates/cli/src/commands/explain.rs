//! `rondo pair FILE --explain [--format text|json]`: pairs the round and explains the pairing
//! (Dutch system, any edition, or Harkness with `--system harkness`).

use std::io::Write;

use rondo_core::{RoundNo, Tournament};
use rondo_dutch::{ExplainOutcome, PairOptions};

use crate::args::{PairArgs, PairFormat};
use crate::exit::{CliError, Outcome};
use crate::output::{self, Destination};
use crate::render;

/// Runs `rondo pair --explain` for `round` of `tournament`.
///
/// # Errors
///
/// `--format pairs`, an engine error, or output that cannot be written.
pub fn run(
    args: &PairArgs,
    tournament: &Tournament,
    round: RoundNo,
    (options, harkness): (&PairOptions, Option<&rondo_harkness::HarknessOptions>),
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    if args.format == PairFormat::Pairs {
        return Err(CliError::InvalidArguments(
            "--explain prints text or json, not pairs".to_owned(),
        ));
    }
    let view = tournament.view(round);
    let invalid = |error: &dyn std::fmt::Display| {
        CliError::InvalidArguments(format!("{}: {error}", args.file.display()))
    };
    let outcome = match harkness {
        Some(harkness) => {
            rondo_harkness::explain_round(&view, harkness).map_err(|error| invalid(&error))?
        }
        None => rondo_dutch::explain_round(&view, options).map_err(|error| invalid(&error))?,
    };
    match outcome {
        ExplainOutcome::Explained { explanation, .. } => {
            let text = match args.format {
                PairFormat::Json => render::explain::json(&explanation),
                _ => render::explain::text(tournament, &explanation),
            };
            let destination = Destination::from_option(args.output.as_deref());
            output::write(&destination, text.as_bytes(), stdout)?;
            Ok(Outcome::Success)
        }
        ExplainOutcome::NoValidPairing(why) => {
            let message = if harkness.is_some() {
                super::pair::harkness_no_valid_pairing_message(&args.file, round, &why)
            } else {
                render::unpairable::text(&args.file, round, &why, tournament)
            };
            let _ = writeln!(stderr, "{message}");
            Ok(Outcome::ProblemFound)
        }
    }
}
