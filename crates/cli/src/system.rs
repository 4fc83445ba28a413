//! The pairing system of a command, resolved once (from `--system`, `--edition`,
//! `--accelerate`, `--initial-colour` and the file's own `192`/`092` records) through the
//! registry of `rondo-systems`, and the words for the registry's errors.

use std::path::Path;

use rondo_core::Colour;
use rondo_systems::{
    BakuVariant, Choice, Descriptor, Edition, Options, PairingSystem, ResolveError, SystemError,
};
use rondo_trf::TrfFile;
use rondo_words::reason::Words;

use crate::Registry;
use crate::args::{AccelerateArg, ColourArg, EditionArg, PairingArgs, RulesArgs};
use crate::exit::CliError;

/// A command's pairing system and options.
#[derive(Copy, Clone)]
pub struct Resolved<'a> {
    /// The system.
    pub system: &'static dyn PairingSystem,
    /// The options for it, with what the file asks for on its own (a `_BAKU` code).
    pub options: Options,
    /// The words of the registry's systems, for its explanations.
    pub words: Words<'a>,
}

impl<'a> Resolved<'a> {
    /// The system of `registry` for `system_arg` (one of its keys) and the pairing arguments,
    /// else the file's own.
    ///
    /// # Errors
    ///
    /// A file that names a system rondo does not pair, when `--system` does not choose one.
    pub fn new(
        registry: Registry<'a>,
        system_arg: Option<&str>,
        args: &PairingArgs,
        trf: &TrfFile,
        file: &Path,
        command: &str,
    ) -> Result<Resolved<'a>, CliError> {
        let setup = &trf.setup;
        let choice = choice(registry, system_arg, args.rules.edition);
        let system = rondo_systems::resolve_in(registry.systems, &choice, setup)
            .and_then(|system| {
                rondo_systems::refuse_teams_without_records(system, &choice, setup)?;
                Ok(system)
            })
            .map_err(|error| resolve_error(&error, trf, file, command))?;
        // Double-Swiss (C.04.5): a system whose pairings are two-game matches reads the file
        // two columns per match, so columns that do not pair up are refused here, whether the
        // file or the command line chose the system.
        if system.pairing_span().games == 2 {
            let problems = rondo_trf::match_diagnostics(trf);
            if !problems.is_empty() {
                let rendered = crate::diagnostics::trf_all(file, &problems);
                return Err(CliError::BadInput { rendered });
            }
        }
        let options = options(&args.rules).with_file(setup);
        refuse_options_without_rules(system, &options)?;
        Ok(Resolved {
            system,
            options,
            words: registry.words,
        })
    }

    /// What the system is.
    pub fn descriptor(&self) -> Descriptor {
        self.system.descriptor()
    }
}

/// The registry's choice from the command line: `system_arg` is one of its keys, as clap
/// checked (`args::command`).
pub fn choice(
    registry: Registry<'_>,
    system_arg: Option<&str>,
    edition: Option<EditionArg>,
) -> Choice {
    let choice = system_arg
        .and_then(|key| Choice::by_key_in(registry.systems, key))
        .unwrap_or_default();
    match edition {
        Some(EditionArg::Dutch2025) => choice.with_edition(Edition::Dutch2025),
        Some(EditionArg::Dutch2017) => choice.with_edition(Edition::Dutch2017),
        Some(EditionArg::Dutch2009) => choice.with_edition(Edition::Dutch2009),
        // The file's code, else the 2025 text (`rondo_systems::resolve`).
        None => choice,
    }
}

/// The options from the command line.
pub fn options(args: &RulesArgs) -> Options {
    let mut options = Options::default();
    if let Some(accelerate) = args.accelerate {
        options = options.with_acceleration(match accelerate {
            AccelerateArg::Baku => BakuVariant::Fide,
            AccelerateArg::BakuFirstHalf => BakuVariant::FirstHalf,
        });
    }
    if let Some(colour) = args.initial_colour {
        options = options.with_initial_colour(match colour {
            ColourArg::White => Colour::White,
            ColourArg::Black => Colour::Black,
        });
    }
    if args.maxi {
        options = options.with_maxi_tournament(true);
    }
    if args.european_ranking {
        options = options.with_european_ranking(true);
    }
    options
}

/// Refuses an option the system's text has no rule for (`Options::refused_by`) rather than
/// ignoring it.
///
/// # Errors
///
/// [`CliError::InvalidArguments`] naming the option.
pub fn refuse_options_without_rules(
    system: &dyn PairingSystem,
    options: &Options,
) -> Result<(), CliError> {
    let descriptor = system.descriptor();
    match options.refused_by(&descriptor) {
        Some(option) => Err(CliError::InvalidArguments(
            rondo_words::failure::option_refused(option, descriptor.name),
        )),
        None => Ok(()),
    }
}

/// The error for a system rondo does not pair, or does not pair for this file: it says which
/// system and, when the file named it, where, so that a team event or another system is never
/// re-paired as Dutch.
fn resolve_error(error: &ResolveError, trf: &TrfFile, file: &Path, command: &str) -> CliError {
    let (system, named) = match error {
        ResolveError::NotPaired { system, file } => (system, file.as_ref()),
        ResolveError::NoTeamRecords {
            file: Some(named), ..
        } => (&named.system, Some(named)),
        ResolveError::NoTeamRecords {
            key, file: None, ..
        } => {
            return CliError::InvalidArguments(rondo_words::failure::no_team_records(file, key));
        }
        other => return CliError::InvalidArguments(format!("{}: {other}", file.display())),
    };
    let what = rondo_words::failure::unpaired_system(system);
    match named {
        Some(named) => {
            let record = named.record.code();
            crate::input::error_at(
                file,
                trf,
                trf.record_location(record),
                rondo_words::failure::not_paired(&what, Some((record, &named.text)), command),
            )
        }
        None => CliError::InvalidArguments(rondo_words::failure::not_paired(&what, None, command)),
    }
}

/// A system's error, in the words of the command line (flags by their names).
pub fn system_error(error: &SystemError, file: &Path) -> CliError {
    CliError::InvalidArguments(rondo_words::failure::system_error_with_flags(error, file))
}
