//! The round cycle of an event, without editing TRF columns by hand: `rondo result`,
//! `rondo withdraw`, `rondo bye` (and `--cancel`), `rondo unpair` and `rondo player
//! add/edit/remove` (which renumber everybody in the initial order of C.04.2 while the rules
//! allow it, unless `--keep-numbers`). Players are named by start number, `id:` and FIDE id, or
//! part of the name (`rondo_event::find_player`).
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
    BoardResult, ByeKind, EditError, PlayerId, RoundNo, Sex, Tournament, TournamentSetup,
};
use rondo_event::{PlayerChanges, PlayerEditError, PlayerFields, Renumbering};
use rondo_words::event::Caller;

use crate::args::{
    ByeArgs, EditOutput, PlayerAddArgs, PlayerEditArgs, PlayerRemoveArgs, ResultArgs, SexArg,
    UnpairArgs, WithdrawArgs,
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
        return Err(in_file(
            &args.file,
            rondo_words::event::NO_RESULTS.to_owned(),
        ));
    }
    let target = EditTarget::new(&args.file, &args.output, limits);
    edit(&target, stdout, stderr, |setup, tournament| {
        let mut results = args
            .results
            .iter()
            .map(|spec| {
                rondo_event::parse_result(spec, setup)
                    .map_err(|error| in_file(&args.file, rondo_words::event::result_error(&error)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if let Some(csv) = &args.from {
            results.extend(read_csv(csv, tournament, round, limits)?);
        }
        for (white, black, result) in &results {
            setup
                .enter_result(round, *white, *black, *result, args.force)
                .map_err(|error| match error {
                    EditError::ColoursReversed { .. } => Refusal::Other(in_file(
                        &args.file,
                        rondo_words::event::colours_reversed(&error, *white, *black, *result),
                    )),
                    other => Refusal::Edit(other),
                })?;
        }
        Ok(Vec::new())
    })
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
    let target = EditTarget::new(&args.file, &args.output, limits);
    edit(&target, stdout, stderr, |setup, _| {
        let player = find_player(setup, &args.player, &args.file)?;
        setup.withdraw(player, round)?;
        Ok(Vec::new())
    })
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
    let kind = if args.cancel {
        None
    } else if args.full {
        // C.04.A: an endorsed program warns before it gives a full-point bye.
        let _ = writeln!(stderr, "{}", rondo_words::event::FULL_POINT_BYE);
        Some(ByeKind::Full)
    } else if args.zero {
        Some(ByeKind::Zero)
    } else {
        Some(ByeKind::Half)
    };
    let target = EditTarget::new(&args.file, &args.output, limits);
    edit(&target, stdout, stderr, |setup, _| {
        let player = find_player(setup, &args.player, &args.file)?;
        let Some(kind) = kind else {
            setup.cancel_bye(player, round)?;
            let words = rondo_words::event::bye_cancelled(player, round);
            return Ok(vec![format!("{}: {words}", args.file.display())]);
        };
        setup.enter_bye(player, round, kind)?;
        Ok(Vec::new())
    })
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
    let target = EditTarget::new(&args.file, &args.output, limits);
    edit(&target, stdout, stderr, |setup, _| {
        let unpaired = setup.unpair_round(round, args.force)?;
        let words = rondo_words::event::unpaired(round, &unpaired);
        Ok(vec![format!("{}: {words}", args.file.display())])
    })
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
    let changes = player_changes(&args.fields, None, &args.file)?;
    let target = EditTarget::new(&args.file, &args.output, limits);
    edit(&target, stdout, stderr, |setup, tournament| {
        let from_round = match args.from_round {
            Some(round) => round_number(round, "--from-round")?,
            None => tournament.next_round(),
        };
        let added =
            rondo_event::add_player(setup, &args.name, from_round, &changes, args.keep_numbers)
                .map_err(|error| player_refusal(&args.file, error))?;
        Ok(vec![rondo_words::event::added(&args.name, &added)])
    })
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
    let changes = player_changes(&args.fields, args.name.as_deref(), &args.file)?;
    let target = EditTarget::new(&args.file, &args.output, limits);
    edit(&target, stdout, stderr, |setup, _| {
        let id = find_player(setup, &args.player, &args.file)?;
        let renumbering = rondo_event::edit_player(setup, id, &changes, args.keep_numbers)
            .map_err(|error| player_refusal(&args.file, error))?;
        Ok(renumbered(&args.file, &renumbering))
    })
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
    let target = EditTarget::new(&args.file, &args.output, limits);
    edit(&target, stdout, stderr, |setup, _| {
        let id = find_player(setup, &args.player, &args.file)?;
        let (player, renumbering) = rondo_event::remove_player(setup, id, args.keep_numbers)?;
        let words = rondo_words::event::removed(&player);
        let mut notes = vec![format!("{}: {words}", args.file.display())];
        notes.extend(renumbered(&args.file, &renumbering));
        Ok(notes)
    })
}

fn sex(value: SexArg) -> Sex {
    match value {
        SexArg::M => Sex::Male,
        SexArg::F => Sex::Female,
    }
}

/// The changes a player's options make, checked as Python's keywords are
/// (`rondo_event::PlayerFields`).
fn player_changes(
    fields: &crate::args::PlayerFields,
    name: Option<&str>,
    file: &Path,
) -> Result<PlayerChanges, CliError> {
    let national = &fields.national;
    PlayerFields {
        name,
        rating: fields.rating,
        title: fields.title.as_deref(),
        federation: fields.fed.as_deref(),
        fide_id: fields.fide_id,
        birth_date: fields.birth.as_deref(),
        sex: fields.sex.map(sex),
        national_rating: national.national_rating,
        national_federation: national.national_federation.as_deref(),
        national_id: national.national_id.as_deref(),
    }
    .changes()
    .map_err(|error| invalid(player_error(&error, file)))
}

/// Why a player cannot be added or changed, in the command line's options.
fn player_error(error: &PlayerEditError, file: &Path) -> String {
    rondo_words::event::player_error(error, Caller::CommandLine(file))
}

/// A player edit refused: an edit of the model placed on the file's lines, the rest naming
/// the file.
fn player_refusal(file: &Path, error: PlayerEditError) -> Refusal {
    match error {
        PlayerEditError::Edit(error) => Refusal::Edit(error),
        other => in_file(file, player_error(&other, file)).into(),
    }
}

/// Which start numbers changed (`old → new`), or why none could: a note, or none.
fn renumbered(file: &Path, renumbering: &Renumbering) -> Vec<String> {
    rondo_words::event::renumbering(renumbering)
        .map(|words| format!("{}: {words}", file.display()))
        .into_iter()
        .collect()
}

/// An event file to edit, and where the edit goes (`-i`, `-o` or standard output).
pub(crate) struct EditTarget<'a> {
    file: &'a Path,
    output: &'a EditOutput,
    limits: input::Limits,
}

impl<'a> EditTarget<'a> {
    pub(crate) fn new(file: &'a Path, output: &'a EditOutput, limits: input::Limits) -> Self {
        EditTarget {
            file,
            output,
            limits,
        }
    }
}

/// Reads the event file, applies `change` to its data, writes the result, and then prints the
/// notes `change` returns on stderr, one a line.
pub(crate) fn edit(
    target: &EditTarget<'_>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    change: impl FnOnce(&mut TournamentSetup, &Tournament) -> Result<Vec<String>, Refusal>,
) -> Result<Outcome, CliError> {
    let (file, output, limits) = (target.file, target.output, target.limits);
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
    let notes =
        change(&mut loaded.file.setup, &loaded.tournament).map_err(|refusal| match refusal {
            Refusal::Edit(error) => edit_error(file, &loaded.file, &error),
            Refusal::Other(error) => error,
        })?;
    let tournament = rondo_event::checked(loaded.file.setup.clone())
        .map_err(|error| in_file(file, rondo_words::event::inconsistent(&error)))?;
    loaded.file.setup = tournament.into_setup();
    let bytes = rondo_trf::write(
        &loaded.file,
        &rondo_trf::WriteOptions::same_as(&loaded.file),
    );
    if output.in_place {
        rondo_files::history::record(file, &output.command_line)?;
    }
    destination.write(&bytes, stdout, stderr)?;
    for note in notes {
        let _ = writeln!(stderr, "{note}");
    }
    Ok(Outcome::Success)
}

/// The start number of the player `text` names in the event file (`rondo_event::find_player`).
fn find_player(setup: &TournamentSetup, text: &str, file: &Path) -> Result<PlayerId, CliError> {
    rondo_event::find_player(setup, text)
        .map_err(|error| in_file(file, rondo_words::player::find_error(&error)))
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

pub(crate) fn round_number(number: u16, option: &str) -> Result<RoundNo, CliError> {
    RoundNo::new(number).ok_or_else(|| invalid(rondo_words::failure::not_one_or_more(option)))
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
        rondo_words::event::edit_refused(error, Caller::CommandLine(path)),
    )
}

fn invalid(message: String) -> CliError {
    CliError::InvalidArguments(message)
}

/// Bad input, said of `file`.
fn in_file(file: &Path, words: String) -> CliError {
    invalid(format!("{}: {words}", file.display()))
}
