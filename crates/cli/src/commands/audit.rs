//! `rondo audit FILE --round N [--pairs PAIRS] [--format text|json]`: checks a round's pairing
//! (from an exchange-format file, or the round as the file holds it) against the absolute rules
//! and compares its quality with the engine's pairing.
//!
//! Exit codes: 1 when the pairing breaks an absolute rule or is worse than the engine's by the
//! criteria (a problem the arbiter must see); 0 when it is the engine's, or differs with equal
//! or better quality.

use std::io::Write;
use std::path::Path;

use rondo_core::RoundNo;
use rondo_pairing::Pairing;
use rondo_systems::RoundAudit;
use rondo_words as render;

use crate::Registry;
use crate::args::{AuditArgs, AuditFormat};
use crate::exit::{CliError, Outcome};
use crate::input;
use crate::output;
use crate::system::{Resolved, system_error};

/// Runs `rondo audit`.
///
/// # Errors
///
/// Bad input (the tournament or the pairs file), a round out of range, or an engine error.
pub fn run(
    args: &AuditArgs,
    registry: Registry<'_>,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let loaded = input::load_for_pairing(&args.file, &args.pairing, limits, stderr)?;
    let tournament = &loaded.tournament;
    let round = RoundNo::new(args.round)
        .ok_or_else(|| CliError::InvalidArguments(render::failure::not_one_or_more("--round")))?;
    // A hand-made pairing: boards of players, or of teams by their numbers.
    let hand_made = match &args.pairs {
        Some(path) => Some(read_pairs(path, limits)?),
        None => {
            let held = tournament.paired_rounds();
            if round.get() > held {
                let refusal = render::failure::round_not_in_file(round, held, "--pairs");
                return Err(input::error_at(&args.file, &loaded.file, None, refusal));
            }
            None
        }
    };
    let resolved = Resolved::new(
        registry,
        args.system.as_deref(),
        &args.pairing,
        &loaded.file,
        &args.file,
        "audit",
    )?;
    let audit = resolved
        .system
        .audit_round(
            &tournament.view(round),
            hand_made.as_ref(),
            &resolved.options,
        )
        .map_err(|error| system_error(&error, &args.file))?;
    let source = args
        .pairs
        .as_deref()
        .unwrap_or(args.file.as_path())
        .display()
        .to_string();
    let (descriptor, words) = (resolved.descriptor(), resolved.words);
    let (text, found_problem) = match (&audit, args.format) {
        (RoundAudit::Players(audit), AuditFormat::Json) => {
            (render::audit::json(audit, words), audit.found_problem())
        }
        (RoundAudit::Players(audit), AuditFormat::Text) => (
            render::audit::text(audit, &source, &descriptor, words),
            audit.found_problem(),
        ),
        (RoundAudit::Teams(audit), AuditFormat::Json) => (
            render::team_round::audit_json(audit, words),
            audit.found_problem(),
        ),
        (RoundAudit::Teams(audit), AuditFormat::Text) => (
            render::team_round::audit_text(audit, &source, &descriptor, words),
            audit.found_problem(),
        ),
    };
    output::to_stdout(text.as_bytes(), stdout)?;
    Ok(Outcome::found_problem(found_problem))
}

/// The pairing of the exchange-format file `path` (`rondo_pairing::read_pairs`).
///
/// # Errors
///
/// A file that cannot be read, or `CliError::BadInput` naming the line that is not in the
/// format.
pub fn read_pairs(path: &Path, limits: input::Limits) -> Result<Pairing, CliError> {
    rondo_pairing::read_pairs(&input::read_text(path, limits)?).map_err(|error| {
        let message = render::pairing::exchange_error(&error.kind);
        CliError::BadInput {
            rendered: format!("{}:{}: error: {message}", path.display(), error.line),
        }
    })
}
