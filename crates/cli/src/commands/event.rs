//! The round cycle of an event, without editing TRF columns by hand: `rondo result`,
//! `rondo withdraw`, `rondo bye` and `rondo player add` (which renumbers everybody in the
//! initial order of C.04.2 while the rules allow it, unless `--keep-numbers`).
//!
//! Each reads the event file, makes its edit in the model (`rondo_core`'s edit functions),
//! checks the edited tournament, corrects the points columns, fills the rank column with the
//! standings (the file's tie-breaks, else the recommended ones), and writes the file in its own
//! format: to standard output, to `-o OUT`, or over the file itself with `-i` after keeping the
//! previous version as `FILE.bak`. Lines the edit does not touch stay as they were. On any
//! error nothing is written. Two edits of one file at the same moment are made one after the
//! other (`crate::lock`).

use std::io::Write;
use std::path::Path;

use rondo_core::{
    BoardResult, ByeKind, EditError, PlayerId, Rating, RecordedBoard, RoundNo, Sex, Title,
    Tournament, TournamentSetup,
};

use crate::args::{ByeArgs, EditOutput, PlayerAddArgs, ResultArgs, SexArg, WithdrawArgs};
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
    let mut results = args
        .results
        .iter()
        .map(|spec| parse_spec(spec).map_err(|error| in_file(&args.file, error)))
        .collect::<Result<Vec<_>, _>>()?;
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
            if let Some(csv) = &args.from {
                results.extend(read_csv(csv, tournament, round, limits)?);
            }
            for (white, black, result) in &results {
                setup
                    .enter_result(round, *white, *black, *result, args.force)
                    .map_err(|error| match error {
                        EditError::ColoursReversed { .. } => Refusal::Other(invalid(format!(
                            "{}: {error}: did you mean {black}-{white}={}?",
                            args.file.display(),
                            result_code(result.reversed())
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
    let player = player_number(args.player)?;
    let round = round_number(args.from_round, "--from-round")?;
    edit(
        &args.file,
        &args.output,
        limits,
        stdout,
        stderr,
        |setup, _| Ok(setup.withdraw(player, round)?),
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
    let player = player_number(args.player)?;
    let round = round_number(args.round, "--round")?;
    let kind = if args.full {
        // C.04.A: an endorsed program warns before it gives a full-point bye.
        let _ = writeln!(
            stderr,
            "warning: FIDE rules give no full-point bye on request; entered because you asked"
        );
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
        |setup, _| Ok(setup.enter_bye(player, round, kind)?),
    )
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
    let title = args
        .title
        .as_deref()
        .map(|code| {
            Title::from_code(code).ok_or_else(|| {
                invalid(format!(
                    "--title {code}: expected GM, IM, WGM, FM, WIM, CM, WFM or WCM"
                ))
            })
        })
        .transpose()?;
    let mut added = None;
    let mut renumbered: Vec<(PlayerId, PlayerId)> = Vec::new();
    let mut numbers_kept = false;
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
            let player = setup.add_player(args.name.trim(), from_round)?;
            player.rating = args.rating.filter(|rating| *rating > 0).map(Rating);
            player.title = title;
            player.federation.clone_from(&args.fed);
            player.fide_id = args.fide_id.filter(|id| *id > 0);
            player.birth_date.clone_from(&args.birth);
            player.sex = args.sex.map(|sex| match sex {
                SexArg::M => Sex::Male,
                SexArg::F => Sex::Female,
            });
            let mut id = player.id;
            if !args.keep_numbers {
                match setup.renumber_by_initial_order() {
                    Some(changes) => {
                        let entrant = id;
                        id = changes
                            .iter()
                            .find(|(old, _)| *old == entrant)
                            .map_or(id, |(_, new)| *new);
                        renumbered = changes
                            .into_iter()
                            .filter(|(old, new)| old != new && *old != entrant)
                            .collect();
                    }
                    None => numbers_kept = true,
                }
            }
            added = Some(id);
            Ok(())
        },
    )?;
    if let Some(id) = added {
        let mut message = format!("{}: added as start number {id}", args.name.trim());
        if !renumbered.is_empty() {
            let moves: Vec<String> = renumbered
                .iter()
                .map(|(old, new)| format!("{old} → {new}"))
                .collect();
            message.push_str(&format!(
                "; {} other player(s) renumbered in the initial order (C.04.2 art. 2): {}",
                renumbered.len(),
                moves.join(", ")
            ));
        } else if numbers_kept {
            message.push_str(
                "; numbers kept (C.04.2 art. 2.3 allows no renumbering once the fourth round is \
                 paired, and rondo does not renumber files with acceleration or records it \
                 keeps as written)",
            );
        }
        let _ = writeln!(stderr, "{message}");
    }
    Ok(outcome)
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
    let setup = &mut loaded.file.setup;
    setup.correct_points_columns();
    let tournament = Tournament::try_from(setup.clone()).map_err(|error| {
        invalid(format!(
            "{}: the edit would leave the event inconsistent: {}",
            file.display(),
            error
                .problems
                .first()
                .map_or_else(String::new, |problem| problem.kind.to_string())
        ))
    })?;
    rondo_tiebreak::fill_rank_column(setup, &tournament);
    let bytes = rondo_trf::write(
        &loaded.file,
        &rondo_trf::WriteOptions::same_as(&loaded.file),
    );
    if output.in_place {
        output::keep_backup(file)?;
    }
    destination.write(&bytes, stdout, stderr)?;
    Ok(Outcome::Success)
}

/// `12-7=1-0`: White, Black and the result.
fn parse_spec(spec: &str) -> Result<(PlayerId, PlayerId, BoardResult), CliError> {
    let expected = || {
        invalid(format!(
            "result '{spec}': expected WHITE-BLACK=RESULT with start numbers, like 12-7=1-0, \
             3-9=½-½, 5-2=0-1, 4-8=+- (forfeits +-, -+, --)"
        ))
    };
    let (pair, code) = spec.split_once('=').ok_or_else(expected)?;
    let (white, black) = pair.split_once('-').ok_or_else(expected)?;
    let number = |text: &str| {
        text.trim()
            .parse::<u16>()
            .ok()
            .and_then(PlayerId::new)
            .ok_or_else(expected)
    };
    let result = BoardResult::from_notation(code).ok_or_else(expected)?;
    Ok((number(white)?, number(black)?, result))
}

/// The code `rondo result` writes a result with, from White's side.
fn result_code(result: BoardResult) -> &'static str {
    match result {
        BoardResult::WhiteWins => "1-0",
        BoardResult::Draw => "½-½",
        BoardResult::BlackWins => "0-1",
        BoardResult::WhiteWinsByForfeit => "+-",
        BoardResult::BlackWinsByForfeit => "-+",
        BoardResult::DoubleForfeit => "--",
    }
}

/// The results of a CSV file with the columns board, white, black, result; each board must be
/// the round's board of that number (the published order of C.04.2).
fn read_csv(
    path: &Path,
    tournament: &Tournament,
    round: RoundNo,
    limits: input::Limits,
) -> Result<Vec<(PlayerId, PlayerId, BoardResult)>, CliError> {
    let bytes = input::read_bytes(path, limits)?;
    let mut reader = csv::Reader::from_reader(bytes.as_slice());
    let at = |line: u64, message: String| invalid(format!("{}:{line}: {message}", path.display()));
    let headers = reader
        .headers()
        .map_err(|error| at(1, error.to_string()))?
        .clone();
    let column = |name: &str| {
        headers
            .iter()
            .position(|header| header.trim().eq_ignore_ascii_case(name))
            .ok_or_else(|| {
                at(
                    1,
                    format!("no '{name}' column (expected board, white, black, result)"),
                )
            })
    };
    let (board_at, white_at, black_at, result_at) = (
        column("board")?,
        column("white")?,
        column("black")?,
        column("result")?,
    );
    let boards: Vec<(PlayerId, PlayerId)> = tournament
        .recorded_boards(round, false)
        .into_iter()
        .filter_map(|board| match board {
            RecordedBoard::Pair { white, black, .. } => Some((white, black)),
            RecordedBoard::Single { .. } => None,
        })
        .collect();
    let mut results = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|error| at(0, error.to_string()))?;
        let line = record.position().map_or(0, csv::Position::line);
        let field = |index: usize| record.get(index).unwrap_or("").trim();
        let spec = format!(
            "{}-{}={}",
            field(white_at),
            field(black_at),
            field(result_at)
        );
        let (white, black, result) =
            parse_spec(&spec).map_err(|error| at(line, error.to_string()))?;
        let board: usize = field(board_at)
            .parse()
            .map_err(|_| at(line, format!("board '{}' is not a number", field(board_at))))?;
        match board.checked_sub(1).and_then(|index| boards.get(index)) {
            Some(pair) if *pair == (white, black) => results.push((white, black, result)),
            Some((w, b)) => {
                return Err(at(
                    line,
                    format!("board {board} of round {round} is {w}-{b}, not {white}-{black}"),
                ));
            }
            None => {
                return Err(at(
                    line,
                    format!(
                        "round {round} has no board {board} ({} boards)",
                        boards.len()
                    ),
                ));
            }
        }
    }
    Ok(results)
}

fn round_number(number: u16, option: &str) -> Result<RoundNo, CliError> {
    RoundNo::new(number).ok_or_else(|| invalid(format!("{option} must be 1 or more")))
}

fn player_number(number: u16) -> Result<PlayerId, CliError> {
    PlayerId::new(number).ok_or_else(|| {
        invalid(format!(
            "player {number}: expected a start number from 1 to 9999"
        ))
    })
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

/// An edit refused, placed on the line it concerns: the player's `001` line at the block of
/// the round (at its result for a result already entered), the line declaring the number of
/// rounds; or the file as a whole, saying why, for a start number no line has.
fn edit_error(path: &Path, file: &rondo_trf::TrfFile, error: &EditError) -> CliError {
    let (location, note) = match *error {
        EditError::UnknownPlayer(_) => (None, " (no 001 line of the file has it)"),
        EditError::NotPaired {
            round,
            white,
            black,
        } => (
            file.player_location(white, Some(round))
                .or_else(|| file.player_location(black, Some(round))),
            "",
        ),
        EditError::ResultEntered { round, white, .. } => (
            file.player_location(white, Some(round))
                .map(|at| rondo_trf::Location {
                    // The result field of the block.
                    column: at.column + 7,
                    ..at
                }),
            " (give --force to replace it)",
        ),
        EditError::AlreadyPaired { player, round } => {
            (file.player_location(player, Some(round)), "")
        }
        EditError::BeyondLastRound { .. } => (file.declared_rounds_location(), ""),
        _ => (None, ""),
    };
    input::error_at(path, file, location, format!("{error}{note}"))
}

/// An error about an argument, said of the file it was given for.
fn in_file(file: &Path, error: CliError) -> CliError {
    match error {
        CliError::InvalidArguments(message) => invalid(format!("{}: {message}", file.display())),
        other => other,
    }
}

fn invalid(message: String) -> CliError {
    CliError::InvalidArguments(message)
}
