//! `rondo pair FILE [--round N] [--edition E] [--accelerate baku] [--format F] [-o OUT]`.

use std::io::Write;

use rondo_core::{RoundNo, RoundView, Tournament};
use rondo_pairing::{Pairing, PairingOutcome};
use rondo_systems::{RoundAudit, RoundPairing};
use rondo_words::pairing as words;

use crate::Registry;
use crate::args::{PairArgs, PairFormat};
use crate::exit::{CliError, Outcome};
use crate::input;
use crate::lock::EditDestination;
use crate::output::{self, Destination};
use crate::system::{Resolved, system_error};

/// Runs `rondo pair`.
///
/// # Errors
///
/// Bad input, a round that cannot be paired at all, or output that cannot be written.
pub fn run(
    args: &PairArgs,
    registry: Registry<'_>,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let destination = if args.in_place {
        if args.format != PairFormat::Trf {
            return Err(CliError::InvalidArguments(
                words::IN_PLACE_NEEDS_TRF.to_owned(),
            ));
        }
        Destination::File(args.file.clone())
    } else {
        let destination = Destination::from_option(args.output.as_deref());
        output::refuse_overwriting_inputs(&destination, std::slice::from_ref(&args.file))?;
        destination
    };
    // The TRF output is the event file edited: locked before the file is read, as every edit
    // is (`crate::lock`).
    let destination = if args.format == PairFormat::Trf && !args.explain && !args.checklist {
        EditDestination::lock(destination, limits, stderr)?
    } else {
        EditDestination::unlocked(destination)
    };
    let loaded = input::load_for_pairing(&args.file, &args.pairing, limits, stderr)?;
    let tournament = &loaded.tournament;
    let round = round_to_pair(args, &loaded, stderr)?;
    let arbiters = writes_arbiters_pairing(args);
    let resolved = Resolved::new(
        registry,
        args.system.as_deref(),
        &args.pairing,
        &loaded.file,
        &args.file,
        "pair",
    )?;
    let descriptor = resolved.descriptor();
    if args.explain {
        return crate::commands::explain::run(
            args,
            &loaded,
            round,
            &resolved,
            &destination,
            stdout,
            stderr,
        );
    }
    super::pair_checklist::check_arguments(args)?;
    let view = tournament.view(round);
    let (source, given) = arbiters_pairing(args, limits, tournament, round, &resolved)?;
    let outcome = match given {
        Some(pairing) => PairingOutcome::Paired(pairing),
        None => match resolved
            .system
            .pair_round(&view, &resolved.options)
            .map_err(|error| system_error(&error, &args.file))?
        {
            RoundPairing::Players(outcome) => outcome,
            RoundPairing::Teams(paired) => {
                return super::team::pair(
                    &paired,
                    &resolved,
                    &loaded,
                    args,
                    &destination,
                    stdout,
                    stderr,
                );
            }
        },
    };
    let outcome = match outcome {
        PairingOutcome::Paired(pairing) if arbiters => {
            let mut pairing = pairing;
            pairing
                .swap_colours(&args.swap)
                .map_err(|error| CliError::InvalidArguments(words::no_such_board(&error)))?;
            match hand_made(args, &source, pairing, &view, &resolved, stderr)? {
                Some(pairing) => PairingOutcome::Paired(pairing),
                None => return Ok(Outcome::ProblemFound),
            }
        }
        outcome => outcome,
    };
    if args.checklist {
        let title = words::tournament_title(tournament);
        return super::pair_checklist::run(args, &view, &resolved, &outcome, title, stdout, stderr);
    }
    match outcome {
        PairingOutcome::Paired(pairing) => {
            let bytes = match args.format {
                PairFormat::Text => {
                    words::text(tournament, round, &pairing, &descriptor).into_bytes()
                }
                PairFormat::Json => {
                    words::json(tournament, round, &pairing, &descriptor).into_bytes()
                }
                PairFormat::Pairs => words::pairs(&pairing).into_bytes(),
                PairFormat::Trf => {
                    // Results already entered for the round are never overwritten.
                    let span = resolved.system.pairing_span();
                    let setup = pairing
                        .published_into(tournament, round, span)
                        .map_err(|error| in_file(&args.file, error))?;
                    if args.in_place {
                        rondo_files::history::record(&args.file, &args.command_line)?;
                    }
                    rondo_trf::rewrite(&loaded.file, setup)
                }
                // Refused by `check_arguments` without `--checklist`.
                PairFormat::Csv | PairFormat::Engine => Vec::new(),
            };
            destination.write(&bytes, stdout, stderr)?;
            Ok(Outcome::Success)
        }
        PairingOutcome::NoValidPairing(why) => {
            let _ = writeln!(
                stderr,
                "{}",
                rondo_words::unpairable::text(&args.file, round, &why, tournament, &descriptor)
            );
            if args.format == PairFormat::Json {
                let json = rondo_words::unpairable::json(round, &descriptor, &why);
                destination.write(json.as_bytes(), stdout, stderr)?;
            }
            Ok(Outcome::ProblemFound)
        }
    }
}

/// The pairing the arbiter gives (`--pairs`, `--boards`, or the round as published for
/// `--swap`) and the name its messages use; `None` when the engine is to pair.
///
/// # Errors
///
/// A team event, `--force` without an arbiter's pairing, or a pairing that cannot be read.
fn arbiters_pairing(
    args: &PairArgs,
    limits: input::Limits,
    tournament: &Tournament,
    round: RoundNo,
    resolved: &Resolved,
) -> Result<(String, Option<Pairing>), CliError> {
    let arbiters = writes_arbiters_pairing(args);
    if arbiters && resolved.descriptor().pairs_teams {
        return Err(CliError::InvalidArguments(
            words::ARBITERS_PAIRING_OF_TEAMS.to_owned(),
        ));
    }
    if args.force && !arbiters {
        return Err(CliError::InvalidArguments(
            words::FORCE_WITHOUT_PAIRING.to_owned(),
        ));
    }
    Ok(match (&args.pairs, &args.boards) {
        (Some(pairs), _) => (
            pairs.display().to_string(),
            Some(super::audit::read_pairs(pairs, limits)?),
        ),
        (None, Some(list)) => (
            "--boards".to_owned(),
            Some(rondo_pairing::read_board_list(list).map_err(|error| {
                CliError::InvalidArguments(format!("--boards: {}", words::board_list_error(&error)))
            })?),
        ),
        // Colours swapped in a published round: the boards as published, not a new pairing.
        (None, None) if !args.swap.is_empty() && round.get() <= tournament.paired_rounds() => (
            args.file.display().to_string(),
            Some(Pairing::published(tournament, round)),
        ),
        (None, None) => (args.file.display().to_string(), None),
    })
}

/// The round `rondo pair` pairs (`--round`, else the next one), with the notes a round beyond
/// the file's or already published calls for.
///
/// # Errors
///
/// A round beyond the rounds declared, or one after a round without results.
fn round_to_pair(
    args: &PairArgs,
    loaded: &input::Loaded,
    stderr: &mut dyn Write,
) -> Result<RoundNo, CliError> {
    let tournament = &loaded.tournament;
    let requested = args
        .round
        .map(|number| super::event::round_number(number, "--round"))
        .transpose()?;
    let round = tournament.round_to_pair(requested).map_err(|beyond| {
        // The number given with `--rounds` is the user's, not a line of the file.
        if args.pairing.rounds.is_some() {
            CliError::InvalidArguments(words::beyond_given_rounds(&args.file, &beyond))
        } else {
            input::error_at(
                &args.file,
                &loaded.file,
                loaded.file.declared_rounds_location(),
                words::beyond_declared_rounds(&beyond),
            )
        }
    })?;
    if tournament.setup().declared_rounds.is_none() && round.get() > tournament.paired_rounds() {
        let _ = writeln!(stderr, "{}", words::rounds_undeclared(&args.file, round));
    }
    if args.round.is_some()
        && !writes_arbiters_pairing(args)
        && round.get() <= tournament.paired_rounds()
    {
        // Re-pairing a published round from the rounds before it is a check, not the sheet.
        let _ = writeln!(stderr, "{}", words::already_published(&args.file, round));
    }
    tournament
        .results_entered_before(round)
        .map_err(|error| in_file(&args.file, error))?;
    Ok(round)
}

/// Whether the command writes the arbiter's pairing (`--pairs`, `--boards` or `--swap`).
fn writes_arbiters_pairing(args: &PairArgs) -> bool {
    args.pairs.is_some() || args.boards.is_some() || !args.swap.is_empty()
}

/// The arbiter's pairing (of `--pairs`, `--boards` or `--swap`, named by `source` in
/// messages), audited as `rondo audit` audits it: `None` (nothing to write) when it breaks an
/// absolute rule and `--force` is not given; a pairing that breaks a rule anyway (`--force`)
/// or is worse than the engine's is returned with a warning on stderr.
fn hand_made(
    args: &PairArgs,
    source: &str,
    pairing: Pairing,
    view: &RoundView<'_>,
    resolved: &Resolved,
    stderr: &mut dyn Write,
) -> Result<Option<Pairing>, CliError> {
    if args.format != PairFormat::Trf {
        return Err(CliError::InvalidArguments(
            words::ARBITERS_PAIRING_NEEDS_TRF.to_owned(),
        ));
    }
    let audit = match resolved
        .system
        .audit_round(view, Some(&pairing), &resolved.options)
        .map_err(|error| system_error(&error, &args.file))?
    {
        RoundAudit::Players(audit) => audit,
        RoundAudit::Teams(_) => {
            return Err(CliError::InvalidArguments(
                words::ARBITERS_PAIRING_OF_TEAMS.to_owned(),
            ));
        }
    };
    let descriptor = resolved.descriptor();
    let report = rondo_words::audit::publication_report(
        &audit,
        args.force,
        source,
        &descriptor,
        resolved.words,
    );
    let _ = write!(stderr, "{}", report.unwrap_or_default());
    let refused = audit.publication(args.force) == rondo_pairing::Publication::Refused;
    Ok((!refused).then_some(pairing))
}

/// A refusal of the arguments about the file `path` (`FILE: error`).
pub(crate) fn in_file(path: &std::path::Path, error: impl std::fmt::Display) -> CliError {
    CliError::InvalidArguments(format!("{}: {error}", path.display()))
}
