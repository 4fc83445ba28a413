//! `rondo pair FILE --checklist [--format text|csv|json]`: the pairing checklist of the round.

use std::io::Write;

use rondo_core::RoundView;
use rondo_pairing::PairingOutcome;
use rondo_words as render;
use rondo_words::pairing::FormatConflict;

use crate::args::{PairArgs, PairFormat};
use crate::exit::{CliError, Outcome};
use crate::output::{self, Destination};
use crate::system::{Resolved, system_error};

/// Refuses the combinations of `--checklist` and `--format` that make no sense.
///
/// # Errors
///
/// [`CliError::InvalidArguments`] for `--format csv` without `--checklist`, or `--checklist`
/// with `--format pairs` or `trf`.
pub fn check_arguments(args: &PairArgs) -> Result<(), CliError> {
    let conflict = match (args.checklist, args.format) {
        (false, PairFormat::Csv) => FormatConflict::CsvWithoutChecklist,
        (false, PairFormat::Engine) => FormatConflict::EngineWithoutChecklist,
        (true, PairFormat::Pairs | PairFormat::Trf) => FormatConflict::ChecklistAsPairsOrTrf,
        _ => return Ok(()),
    };
    let refusal = render::pairing::format_conflict(conflict);
    Err(CliError::InvalidArguments(refusal.to_owned()))
}

/// Prints the checklist of the round paired as `outcome`; when the round has no valid pairing
/// the checklist shows everyone to pair as unpaired, the explanation goes to stderr (and into
/// the JSON), and the outcome is a problem found.
///
/// # Errors
///
/// Output that cannot be written, or options the engine refuses.
pub fn run(
    args: &PairArgs,
    view: &RoundView<'_>,
    resolved: &Resolved,
    outcome: &PairingOutcome,
    title: &str,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let checklist = resolved
        .system
        .checklist(view, outcome, &resolved.options)
        .map_err(|error| system_error(&error, &args.file))?;
    let system = resolved.descriptor();
    let why = match outcome {
        PairingOutcome::NoValidPairing(why) => Some(why),
        PairingOutcome::Paired(_) => None,
    };
    let text = match args.format {
        PairFormat::Csv => render::checklist::csv(&checklist),
        PairFormat::Engine => rondo_words::engine_report::checklist_table(view, &checklist),
        PairFormat::Json => {
            render::checklist::json(&checklist, &system, why.map(|why| (view.round(), why)))
        }
        PairFormat::Text | PairFormat::Pairs | PairFormat::Trf => {
            render::checklist::text(&checklist, title, system.name)
        }
    };
    output::write(
        &Destination::from_option(args.output.as_deref()),
        text.as_bytes(),
        stdout,
        stderr,
    )?;
    match why {
        Some(why) => {
            let message =
                render::unpairable::text(&args.file, view.round(), why, view.tournament(), &system);
            let _ = writeln!(stderr, "{message}");
            Ok(Outcome::ProblemFound)
        }
        None => Ok(Outcome::Success),
    }
}
