//! The pairing system of a command, resolved once (from `--system`, `--edition`,
//! `--accelerate`, `--initial-colour` and the file's own `192`/`092` records) through the
//! registry of `rondo-systems`, and the words for the registry's errors.

use std::path::Path;

use rondo_core::{Colour, System, SystemRecord};
use rondo_systems::{
    BakuVariant, Capability, Choice, Descriptor, Edition, OptionName, Options, PairingSystem,
    ResolveError, SystemError,
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
            .map_err(|error| resolve_error(&error, trf, file, command))?;
        // A system of teams pairs the teams of the `310`/`013` records; a file without them is
        // refused with the system's name, whether the command line or the file chose it.
        if system.descriptor().pairs_teams && setup.teams.is_empty() {
            return Err(match (system_arg, setup.named_system()) {
                (None, Some(named)) => resolve_error(
                    &ResolveError::NotPaired {
                        system: named.system.clone(),
                        file: Some(named),
                    },
                    trf,
                    file,
                    command,
                ),
                _ => CliError::InvalidArguments(format!(
                    "{}: --system {} pairs teams, and the file has no team records (310 or 013)",
                    file.display(),
                    system.descriptor().key
                )),
            });
        }
        // Double-Swiss (C.04.5): a system whose pairings are two-game matches reads the file
        // two columns per match, so columns that do not pair up are refused here, whether the
        // file or the command line chose the system.
        if system.pairing_span().games == 2 {
            let problems = rondo_trf::match_diagnostics(trf);
            if !problems.is_empty() {
                return Err(CliError::BadInput {
                    rendered: problems
                        .iter()
                        .map(|problem| crate::input::render_trf(file, problem))
                        .collect(),
                });
            }
        }
        let options = options(&args.rules).with_file(setup);
        refuse_maxi_elsewhere(system, &options)?;
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

/// `--maxi` is a rule of the texts that have Maxi-tournaments (the Lim system), and
/// `--european-ranking` of the Olympiad Pairing Rules: each refused for any other system rather
/// than ignored.
///
/// # Errors
///
/// [`CliError::InvalidArguments`] when `--maxi` is given for another system.
pub fn refuse_maxi_elsewhere(
    system: &dyn PairingSystem,
    options: &Options,
) -> Result<(), CliError> {
    if options.maxi_tournament && !system.descriptor().maxi_rules {
        return Err(CliError::InvalidArguments(format!(
            "--maxi is a rule of the FIDE Lim system; {} has no Maxi-tournament",
            system.descriptor().name
        )));
    }
    if options.european_ranking && !system.descriptor().european_ranking {
        return Err(CliError::InvalidArguments(format!(
            "--european-ranking is the ECU's ranking order for the Olympiad Pairing Rules; {} \
             has no such option",
            system.descriptor().name
        )));
    }
    Ok(())
}

/// The error for a system rondo does not pair: it says which system and, when the file named
/// it, where, so that a team event or another system is never re-paired as Dutch.
fn resolve_error(error: &ResolveError, trf: &TrfFile, file: &Path, command: &str) -> CliError {
    let ResolveError::NotPaired {
        system,
        file: named,
    } = error
    else {
        return CliError::InvalidArguments(format!("{}: {error}", file.display()));
    };
    let what = match system {
        System::Dubov => "the FIDE Dubov system (C.04.4.1)".to_owned(),
        System::Burstein => "the FIDE Burstein system (C.04.4.2)".to_owned(),
        System::Lim => "the FIDE Lim system (C.04.4.3)".to_owned(),
        System::DoubleSwiss => "the FIDE Double-Swiss system (C.04.5)".to_owned(),
        System::TeamSwiss => "a Swiss system for teams (C.04.6)".to_owned(),
        System::TeamRoundRobin => "a round robin of teams".to_owned(),
        System::RoundRobin { .. } => "a round robin".to_owned(),
        System::Scheveningen => "a Scheveningen schedule".to_owned(),
        System::Schiller => "the Schiller system".to_owned(),
        System::Knockout => "a knockout".to_owned(),
        System::Other(code) => format!("the system '{code}'"),
        _ => "a system".to_owned(),
    };
    match named {
        Some(named) => {
            let record = match named.record {
                SystemRecord::Encoded => "192",
                SystemRecord::Described => "092",
            };
            crate::input::error_at(
                file,
                trf,
                trf.record_location(record),
                format!(
                    "the file names {what} (record {record} '{}'); rondo {command} cannot pair \
                     it: give --system dutch to treat it as a Dutch Swiss anyway",
                    named.text
                ),
            )
        }
        None => CliError::InvalidArguments(format!("rondo {command} cannot pair {what}")),
    }
}

/// A system's error, in the words of the command line (flags by their names).
pub fn system_error(error: &SystemError, file: &Path) -> CliError {
    let message = match error {
        SystemError::Refused {
            system,
            option: OptionName::Acceleration,
        } => format!("--accelerate: the {system} system has no acceleration"),
        SystemError::Unsupported { system, capability } => {
            let what = match capability {
                Capability::Explain => "--explain: it does not explain its pairings",
                Capability::Checklist => "--checklist: it has no pairing checklist",
                Capability::Audit => "rondo audit re-pairs Swiss systems",
                Capability::Generate => "rondo generate pairs Swiss systems",
                Capability::Breaches => "it has no absolute rules to check",
                _ => "not offered",
            };
            format!("{}: {system}: {what}", file.display())
        }
        other => format!("{}: {other}", file.display()),
    };
    CliError::InvalidArguments(message)
}
