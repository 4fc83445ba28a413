//! `rondo pair FILE --explain [--format text|json]`: pairs the round and explains the pairing,
//! by any system that explains its pairings.

use std::io::Write;

use rondo_core::RoundNo;
use rondo_pairing::ExplainOutcome;
use rondo_systems::RoundExplanation;
use rondo_words as render;

use crate::args::{PairArgs, PairFormat};
use crate::exit::{CliError, Outcome};
use crate::input::Loaded;
use crate::lock::EditDestination;
use crate::output::{self, Destination};
use crate::system::{Resolved, system_error};

/// Runs `rondo pair --explain` for `round` of the tournament of `loaded`; a pairing of teams
/// is printed with its reasons to `destination`.
///
/// # Errors
///
/// `--format pairs`, a system that does not explain, an engine error, or output that cannot be
/// written.
pub fn run(
    args: &PairArgs,
    loaded: &Loaded,
    round: RoundNo,
    resolved: &Resolved,
    destination: &EditDestination,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    if args.format == PairFormat::Pairs {
        let conflict = render::pairing::FormatConflict::ExplanationAsPairs;
        return Err(CliError::InvalidArguments(
            render::pairing::format_conflict(conflict).to_owned(),
        ));
    }
    let tournament = &loaded.tournament;
    let view = tournament.view(round);
    let outcome = match resolved
        .system
        .explain_round(&view, &resolved.options)
        .map_err(|error| system_error(&error, &args.file))?
    {
        RoundExplanation::Players(outcome) => outcome,
        RoundExplanation::Teams(paired) => {
            return super::team::pair(&paired, resolved, loaded, args, destination, stdout, stderr);
        }
    };
    match outcome {
        ExplainOutcome::Explained { explanation, .. } => {
            let text = match args.format {
                PairFormat::Json => render::explain::json(&explanation, resolved.words),
                _ => render::explain::text(tournament, &explanation, resolved.words),
            };
            let destination = Destination::from_option(args.output.as_deref());
            output::write(&destination, text.as_bytes(), stdout, stderr)?;
            Ok(Outcome::Success)
        }
        ExplainOutcome::NoValidPairing(why) => {
            let message = render::unpairable::text(
                &args.file,
                round,
                &why,
                tournament,
                &resolved.descriptor(),
            );
            let _ = writeln!(stderr, "{message}");
            Ok(Outcome::ProblemFound)
        }
    }
}
