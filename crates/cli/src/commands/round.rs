//! `rondo round FILE N`: a round as the file publishes it (`render::round` has the layout).

use std::io::Write;

use rondo_core::RoundNo;
use rondo_words::round::{self, Sheet};

use crate::args::{RoundArgs, StandingsFormat};
use crate::exit::{CliError, Outcome};
use crate::input::{self, Strictness};
use crate::output::{self, Destination};

/// Runs `rondo round`.
///
/// # Errors
///
/// Bad input, a round the file does not hold, or output that cannot be written.
pub fn run(
    args: &RoundArgs,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let destination = Destination::from_option(args.output.as_deref());
    output::refuse_overwriting_inputs(&destination, std::slice::from_ref(&args.file))?;
    let loaded = input::load(&args.file, Strictness::default(), limits)?;
    let _ = stderr.write_all(loaded.warnings.as_bytes());
    let tournament = &loaded.tournament;
    let round = RoundNo::new(args.round).ok_or_else(|| {
        CliError::InvalidArguments(rondo_words::failure::not_one_or_more("the round"))
    })?;
    if round.get() > tournament.paired_rounds() {
        let paired = tournament.paired_rounds();
        let words = round::not_published(&args.file, round, paired);
        return Err(CliError::InvalidArguments(words));
    }
    let sheet = Sheet::new(tournament, round);
    let text = match args.format {
        StandingsFormat::Text => round::text(&sheet),
        StandingsFormat::Csv => round::csv(&sheet),
        StandingsFormat::Json => round::json(&sheet),
        StandingsFormat::Html => round::html(&sheet),
    };
    output::write(&destination, text.as_bytes(), stdout, stderr)?;
    Ok(Outcome::Success)
}
