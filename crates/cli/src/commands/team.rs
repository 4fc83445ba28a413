//! `rondo pair` of a round paired by teams (`rondo_systems::RoundPairing::Teams`): the formats
//! and the checklist; `rondo_words::team_round` writes them in the system's words.

use std::io::Write;

use rondo_systems::team::TeamRoundPairing;
use rondo_words::{team_checklist, team_round};

use crate::args::{PairArgs, PairFormat};
use crate::exit::{CliError, Outcome};
use crate::input::Loaded;
use crate::lock::EditDestination;
use crate::system::Resolved;

/// `rondo pair` of a round paired by teams (`paired`), with its reasons under `--explain`.
///
/// # Errors
///
/// A pairing that cannot be written, or output that cannot be written.
pub fn pair(
    paired: &TeamRoundPairing,
    resolved: &Resolved<'_>,
    loaded: &Loaded,
    args: &PairArgs,
    destination: &EditDestination,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    if args.checklist {
        return checklist(paired, resolved, loaded, args, destination, stdout, stderr);
    }
    let (file, words, descriptor) = (args.file.as_path(), resolved.words, resolved.descriptor());
    if paired.pairing().is_none() {
        let _ = writeln!(
            stderr,
            "{}",
            team_round::no_pairing(file, paired.round, paired.system, words)
        );
        if args.format == PairFormat::Json {
            let json = team_round::json(paired, &descriptor, words);
            destination.write(json.as_bytes(), stdout, stderr)?;
        }
        return Ok(Outcome::ProblemFound);
    }
    let bytes = match args.format {
        PairFormat::Text => {
            team_round::text(&loaded.tournament, paired, args.explain, words).into_bytes()
        }
        PairFormat::Json => team_round::json(paired, &descriptor, words).into_bytes(),
        PairFormat::Pairs => team_round::pairs(paired).into_bytes(),
        PairFormat::Trf => {
            let setup = rondo_systems::team::with_team_pairing(&loaded.tournament, paired)
                .map_err(|error| super::pair::in_file(file, error))?;
            if args.in_place {
                rondo_files::history::record(file, &args.command_line)?;
            }
            rondo_trf::rewrite(&loaded.file, setup)
        }
        PairFormat::Csv | PairFormat::Engine => {
            let words = rondo_words::pairing::TEAM_ROUND_FORMATS;
            return Err(CliError::InvalidArguments(words.to_owned()));
        }
    };
    destination.write(&bytes, stdout, stderr)?;
    Ok(Outcome::Success)
}

/// `rondo pair TEAMFILE --checklist`: the team checklist of the round (text, csv or json);
/// when no pairing meets the absolute criteria, everyone to pair is listed as unpaired and
/// the outcome is a problem found.
fn checklist(
    paired: &TeamRoundPairing,
    resolved: &Resolved<'_>,
    loaded: &Loaded,
    args: &PairArgs,
    destination: &EditDestination,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let tournament = &loaded.tournament;
    let descriptor = resolved.descriptor();
    let list = resolved
        .system
        .team_checklist(tournament, paired, &resolved.options)
        .map_err(|error| crate::system::system_error(&error, &args.file))?;
    let unpaired = paired.pairing().is_none();
    let text = match args.format {
        PairFormat::Csv => team_checklist::csv(&list),
        PairFormat::Json => team_checklist::json(&list, &descriptor, unpaired),
        PairFormat::Engine => {
            let words = rondo_words::pairing::TEAM_CHECKLIST_FORMATS;
            return Err(CliError::InvalidArguments(words.to_owned()));
        }
        PairFormat::Text | PairFormat::Pairs | PairFormat::Trf => {
            let title = rondo_words::pairing::tournament_title(tournament);
            team_checklist::text(&list, title, resolved.words.title(paired.system))
        }
    };
    destination.write(text.as_bytes(), stdout, stderr)?;
    if unpaired {
        let words = resolved.words;
        let _ = writeln!(
            stderr,
            "{}",
            team_round::no_pairing(&args.file, paired.round, paired.system, words)
        );
        return Ok(Outcome::ProblemFound);
    }
    Ok(Outcome::Success)
}
