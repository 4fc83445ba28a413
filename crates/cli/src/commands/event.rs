//! The round cycle of an event, without editing TRF columns by hand: `rondo result`,
//! `rondo withdraw`, `rondo bye` (and `--cancel`), `rondo unpair` and `rondo player
//! add/edit/remove` (which renumber everybody in the initial order of C.04.2 while the rules
//! allow it, unless `--keep-numbers`). Players are named by start number, `id:` and FIDE id, or
//! part of the name ([`find_player`]).
//!
//! The rules are the libraries': each command reads the event file, makes its edit in the model
//! (`rondo_core`'s edits, `rondo_event`'s for players and results as written), finishes it with
//! `rondo_event::checked` (points columns, the check, the rank column), and writes the file in
//! its own format: to standard output, to `-o OUT`, or over the file itself with `-i` after
//! keeping the previous version in the history (`rondo_files::history`, which `rondo undo` reads). Lines
//! the edit does not touch stay as they were. On any error nothing is written. Two edits of one
//! file at the same moment are made one after the other (`crate::lock`).

use std::io::Write;
use std::path::Path;

use rondo_core::{
    BoardResult, ByeKind, EditError, PlayerId, PlayerQuery, RoundNo, Sex, Title, Tournament,
    TournamentSetup,
};
use rondo_event::{NationalChanges, PlayerChanges, PlayerEditError, Renumbering};

use crate::args::{
    ByeArgs, EditOutput, NationalArgs, PlayerAddArgs, PlayerEditArgs, PlayerRemoveArgs, ResultArgs,
    SexArg, UnpairArgs, WithdrawArgs,
};
use crate::exit::{CliError, Outcome};
use crate::input::{self, Strictness};
use crate::lock::EditDestination;
use crate::output::{self, Destination};

/// Runs `rondo result`.
///
/// # Errors
///
/// Bad input, a result that cannot be entered, or a file that cannot be written.
pub fn result(
    args: &ResultArgs,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let round = round_number(args.round, "--round")?;
    if args.results.is_empty() && args.from.is_none() {
        return Err(invalid(format!(
            "{}: give the results (WHITE-BLACK=RESULT ...) or --from CSV",
            args.file.display()
        )));
    }
    edit(
        &args.file,
        &args.output,
        limits,
        stdout,
        stderr,
        |setup, tournament| {
            let mut results = args
                .results
                .iter()
                .map(|spec| {
                    rondo_event::parse_result(spec, setup).map_err(|error| {
                        invalid(format!(
                            "{}: {}",
                            args.file.display(),
                            rondo_words::event::result_error(&error)
                        ))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            if let Some(csv) = &args.from {
                results.extend(read_csv(csv, tournament, round, limits)?);
            }
            for (white, black, result) in &results {
                setup
                    .enter_result(round, *white, *black, *result, args.force)
                    .map_err(|error| match error {
                        EditError::ColoursReversed { .. } => Refusal::Other(invalid(format!(
                            "{}: {}",
                            args.file.display(),
                            rondo_words::event::colours_reversed(&error, *white, *black, *result)
                        ))),
                        other => Refusal::Edit(other),
                    })?;
            }
            Ok(())
        },
    )
}

/// Runs `rondo withdraw`.
///
/// # Errors
///
/// Bad input, a round already paired for the player, or a file that cannot be written.
pub fn withdraw(
    args: &WithdrawArgs,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let round = round_number(args.from_round, "--from-round")?;
    edit(
        &args.file,
        &args.output,
        limits,
        stdout,
        stderr,
        |setup, _| {
            let player = find_player(setup, &args.player, &args.file)?;
            Ok(setup.withdraw(player, round)?)
        },
    )
}

/// Runs `rondo bye`.
///
/// # Errors
///
/// Bad input, a round already paired for the player, or a file that cannot be written.
pub fn bye(
    args: &ByeArgs,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let round = round_number(args.round, "--round")?;
    if args.cancel {
        let mut cancelled = None;
        let outcome = edit(
            &args.file,
            &args.output,
            limits,
            stdout,
            stderr,
            |setup, _| {
                let player = find_player(setup, &args.player, &args.file)?;
                setup.cancel_bye(player, round)?;
                cancelled = Some(player);
                Ok(())
            },
        )?;
        if let Some(player) = cancelled {
            let _ = writeln!(
                stderr,
                "{}: {}",
                args.file.display(),
                rondo_words::event::bye_cancelled(player, round)
            );
        }
        return Ok(outcome);
    }
    let kind = if args.full {
        // C.04.A: an endorsed program warns before it gives a full-point bye.
        let _ = writeln!(stderr, "{}", rondo_words::event::FULL_POINT_BYE);
        ByeKind::Full
    } else if args.zero {
        ByeKind::Zero
    } else {
        ByeKind::Half
    };
    edit(
        &args.file,
        &args.output,
        limits,
        stdout,
        stderr,
        |setup, _| {
            let player = find_player(setup, &args.player, &args.file)?;
            Ok(setup.enter_bye(player, round, kind)?)
        },
    )
}

/// Runs `rondo unpair`.
///
/// # Errors
///
/// Bad input, a round that cannot be withdrawn, or a file that cannot be written.
pub fn unpair(
    args: &UnpairArgs,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let round = round_number(args.round, "--round")?;
    let mut withdrawn = None;
    let outcome = edit(
        &args.file,
        &args.output,
        limits,
        stdout,
        stderr,
        |setup, _| {
            withdrawn = Some(setup.unpair_round(round, args.force)?);
            Ok(())
        },
    )?;
    if let Some(unpaired) = withdrawn {
        let _ = writeln!(
            stderr,
            "{}: {}",
            args.file.display(),
            rondo_words::event::unpaired(round, &unpaired)
        );
    }
    Ok(outcome)
}

/// Runs `rondo player add`.
///
/// # Errors
///
/// Bad input, or a file that cannot be written.
pub fn add_player(
    args: &PlayerAddArgs,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let changes = PlayerChanges {
        name: None,
        rating: args.fields.rating.map(rondo_event::rating),
        title: args
            .fields
            .title
            .as_deref()
            .map(parse_title)
            .transpose()?
            .map(Some),
        federation: args.fields.fed.clone().map(Some),
        fide_id: args.fields.fide_id.map(Some),
        birth_date: args.fields.birth.clone().map(Some),
        sex: args.fields.sex.map(sex),
        national: NationalChanges::default(),
    };
    let mut added = None;
    let outcome = edit(
        &args.file,
        &args.output,
        limits,
        stdout,
        stderr,
        |setup, tournament| {
            let from_round = match args.from_round {
                Some(round) => round_number(round, "--from-round")?,
                None => tournament.next_round(),
            };
            let changes = PlayerChanges {
                national: national_changes(&args.fields.national)?,
                ..changes
            };
            added = Some(
                rondo_event::add_player(setup, &args.name, from_round, &changes, args.keep_numbers)
                    .map_err(|error| player_refusal(&args.file, error))?,
            );
            Ok(())
        },
    )?;
    if let Some(added) = added {
        let _ = writeln!(stderr, "{}", rondo_words::event::added(&args.name, &added));
    }
    Ok(outcome)
}

/// Runs `rondo player edit`.
///
/// # Errors
///
/// Bad input, an unknown player, or a file that cannot be written.
pub fn edit_player(
    args: &PlayerEditArgs,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let text = |value: &Option<String>| value.as_deref().map(rondo_event::blank_is_none);
    let title = match text(&args.fields.title) {
        Some(Some(code)) => Some(Some(parse_title(&code)?)),
        Some(None) => Some(None),
        None => None,
    };
    if let Some(name) = &args.name
        && name.trim().is_empty()
    {
        return Err(invalid("--name: give the player's name".to_owned()));
    }
    let changes = PlayerChanges {
        name: args.name.clone(),
        rating: args.fields.rating.map(rondo_event::rating),
        title,
        federation: text(&args.fields.fed),
        fide_id: args.fields.fide_id.map(Some),
        birth_date: text(&args.fields.birth),
        sex: args.fields.sex.map(sex),
        national: NationalChanges::default(),
    };
    let mut renumbering = None;
    let outcome = edit(
        &args.file,
        &args.output,
        limits,
        stdout,
        stderr,
        |setup, _| {
            let id = find_player(setup, &args.player, &args.file)?;
            let changes = PlayerChanges {
                national: national_changes(&args.fields.national)?,
                ..changes
            };
            renumbering = Some(
                rondo_event::edit_player(setup, id, &changes, args.keep_numbers)
                    .map_err(|error| player_refusal(&args.file, error))?,
            );
            Ok(())
        },
    )?;
    if let Some(renumbering) = renumbering {
        report_renumbering(&args.file, &renumbering, stderr);
    }
    Ok(outcome)
}

/// Runs `rondo player remove`.
///
/// # Errors
///
/// Bad input, a player who was paired, or a file that cannot be written.
pub fn remove_player(
    args: &PlayerRemoveArgs,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let mut removed = None;
    let outcome = edit(
        &args.file,
        &args.output,
        limits,
        stdout,
        stderr,
        |setup, _| {
            let id = find_player(setup, &args.player, &args.file)?;
            removed = Some(rondo_event::remove_player(setup, id, args.keep_numbers)?);
            Ok(())
        },
    )?;
    if let Some((player, renumbering)) = removed {
        let _ = writeln!(
            stderr,
            "{}: {}",
            args.file.display(),
            rondo_words::event::removed(&player)
        );
        report_renumbering(&args.file, &renumbering, stderr);
    }
    Ok(outcome)
}

fn sex(value: SexArg) -> Sex {
    match value {
        SexArg::M => Sex::Male,
        SexArg::F => Sex::Female,
    }
}

/// The national rating arguments, checked (TRF-2026 National Rating Support).
fn national_changes(args: &NationalArgs) -> Result<NationalChanges, Refusal> {
    NationalChanges::new(
        args.national_rating,
        args.national_federation.clone(),
        args.national_id.as_deref(),
    )
    .map_err(|error| invalid(rondo_words::event::player_error(&error)).into())
}

/// A player edit refused: an edit of the model placed on the file's lines, the rest naming
/// the file.
fn player_refusal(file: &Path, error: PlayerEditError) -> Refusal {
    match error {
        PlayerEditError::Edit(error) => Refusal::Edit(error),
        other => invalid(format!(
            "{}: {}",
            file.display(),
            rondo_words::event::player_error(&other)
        ))
        .into(),
    }
}

/// Says on stderr which start numbers changed (`old → new`), or why none could.
fn report_renumbering(file: &Path, renumbering: &Renumbering, stderr: &mut dyn Write) {
    if let Some(message) = rondo_words::event::renumbering(renumbering) {
        let _ = writeln!(stderr, "{}: {message}", file.display());
    }
}

fn parse_title(code: &str) -> Result<Title, CliError> {
    Title::from_code(code).ok_or_else(|| {
        invalid(format!(
            "--title {code}: expected {}",
            rondo_words::event::TITLES
        ))
    })
}

/// Reads the event file, applies `change` to its data, and writes the result.
pub(crate) fn edit(
    file: &Path,
    output: &EditOutput,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    change: impl FnOnce(&mut TournamentSetup, &Tournament) -> Result<(), Refusal>,
) -> Result<Outcome, CliError> {
    let destination = if output.in_place {
        Destination::File(file.to_path_buf())
    } else {
        let destination = Destination::from_option(output.output.as_deref());
        output::refuse_overwriting_inputs(&destination, &[file.to_path_buf()])?;
        destination
    };
    // Locked before the file is read, so that an edit made at the same moment is applied on
    // top of this one instead of being overwritten by it.
    let destination = EditDestination::lock(destination, limits, stderr)?;
    let mut loaded = input::load(file, Strictness::default(), limits)?;
    let _ = stderr.write_all(loaded.warnings.as_bytes());
    change(&mut loaded.file.setup, &loaded.tournament).map_err(|refusal| match refusal {
        Refusal::Edit(error) => edit_error(file, &loaded.file, &error),
        Refusal::Other(error) => error,
    })?;
    let tournament = rondo_event::checked(loaded.file.setup.clone()).map_err(|error| {
        invalid(format!(
            "{}: {}",
            file.display(),
            rondo_words::event::inconsistent(&error)
        ))
    })?;
    loaded.file.setup = tournament.into_setup();
    let bytes = rondo_trf::write(
        &loaded.file,
        &rondo_trf::WriteOptions::same_as(&loaded.file),
    );
    if output.in_place {
        rondo_files::history::record(file, &output.command_line)?;
    }
    destination.write(&bytes, stdout, stderr)?;
    Ok(Outcome::Success)
}

/// The start number of the player `text` names in the event file (a start number, `id:` and
/// the FIDE id, or part of the name: `rondo_core::PlayerQuery`). The error names the file and,
/// when several players match, every one of them with their start numbers.
pub(crate) fn find_player(
    setup: &TournamentSetup,
    text: &str,
    file: &Path,
) -> Result<PlayerId, CliError> {
    let words = |words: String| invalid(format!("{}: {words}", file.display()));
    let query: PlayerQuery = text
        .parse()
        .map_err(|error| words(rondo_words::player::unreadable(text, &error)))?;
    setup
        .find_player(&query)
        .map_err(|error| words(rondo_words::player::not_found(&error)))
}

/// The results of a CSV file for `round` (`rondo_event::results_from_csv`).
fn read_csv(
    path: &Path,
    tournament: &Tournament,
    round: RoundNo,
    limits: input::Limits,
) -> Result<Vec<(PlayerId, PlayerId, BoardResult)>, CliError> {
    let bytes = input::read_bytes(path, limits)?;
    rondo_event::results_from_csv(&bytes, tournament, round).map_err(|error| {
        let words = rondo_words::event::results_csv_error(&error.kind, round);
        invalid(format!("{}:{}: {words}", path.display(), error.line))
    })
}

fn round_number(number: u16, option: &str) -> Result<RoundNo, CliError> {
    RoundNo::new(number).ok_or_else(|| invalid(format!("{option} must be 1 or more")))
}

/// Why an edit is refused: an edit of the model, which the file's lines can place, or
/// anything else (bad arguments, a CSV file of results).
pub(crate) enum Refusal {
    Edit(EditError),
    Other(CliError),
}

impl From<EditError> for Refusal {
    fn from(error: EditError) -> Refusal {
        Refusal::Edit(error)
    }
}

impl From<CliError> for Refusal {
    fn from(error: CliError) -> Refusal {
        Refusal::Other(error)
    }
}

/// An edit refused, placed on the line it concerns (`rondo_event::edit_location`), with what
/// the command line offers instead.
fn edit_error(path: &Path, file: &rondo_trf::TrfFile, error: &EditError) -> CliError {
    let location = rondo_event::edit_location(file, error);
    input::error_at(
        path,
        file,
        location,
        rondo_words::event::edit_refused(error, path),
    )
}

fn invalid(message: String) -> CliError {
    CliError::InvalidArguments(message)
}
