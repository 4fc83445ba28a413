//! The round cycle of an event, without editing TRF columns by hand: `rondo result`,
//! `rondo withdraw`, `rondo bye` (and `--cancel`), `rondo unpair` and `rondo player add` (which
//! renumbers everybody in the initial order of C.04.2 while the rules allow it, unless
//! `--keep-numbers`). Players are named by start number, `id:` and FIDE id, or part of the name
//! ([`find_player`]).
//!
//! Each reads the event file, makes its edit in the model (`rondo_core`'s edit functions),
//! checks the edited tournament, corrects the points columns, fills the rank column with the
//! standings (the file's tie-breaks, else the recommended ones), and writes the file in its own
//! format: to standard output, to `-o OUT`, or over the file itself with `-i` after keeping the
//! previous version in the history (`rondo_files::history`, which `rondo undo` reads). Lines
//! the edit does not touch stay as they were. On any error nothing is written. Two edits of one
//! file at the same moment are made one after the other (`crate::lock`).

use std::io::Write;
use std::path::Path;

use rondo_core::{
    BoardResult, ByeKind, EditError, PlayerId, PlayerQuery, Rating, RecordedBoard, RoundNo, Sex,
    Title, Tournament, TournamentSetup,
};

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
                    parse_spec(spec, setup)
                        .map_err(|words| invalid(format!("{}: {words}", args.file.display())))
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
                "{}: the bye of player {player} in round {round} is cancelled; they will be \
                 paired in it",
                args.file.display()
            );
        }
        return Ok(outcome);
    }
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
        let mut message = format!(
            "{}: the pairing of round {round} is withdrawn: {} board(s)",
            args.file.display(),
            unpaired.boards
        );
        if let Some(player) = unpaired.pairing_bye {
            message.push_str(&format!(
                " and the pairing-allocated bye of player {player}"
            ));
        }
        if unpaired.results > 0 {
            message.push_str(&format!(
                ", with the results of {} player(s)",
                unpaired.results
            ));
        }
        message.push_str("; byes entered before pairing are kept");
        let _ = writeln!(stderr, "{message}");
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
    let title = args.title.as_deref().map(parse_title).transpose()?;
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
            player.sex = args.sex.map(sex);
            let mut id = player.id;
            set_national_rating(setup, id, &args.national, &args.file)?;
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
                 paired, and rondo does not renumber files with acceleration, records it keeps \
                 as written, or a starting-rank method (172) it cannot apply)",
            );
        }
        let _ = writeln!(stderr, "{message}");
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
    // `none` clears a text field; 0 clears a number, as TRF writes a missing rating or id.
    let text = |value: &Option<String>| {
        value.as_deref().map(|value| {
            let value = value.trim();
            (!value.eq_ignore_ascii_case("none") && !value.is_empty()).then(|| value.to_owned())
        })
    };
    let title = match text(&args.title) {
        Some(Some(code)) => Some(Some(parse_title(&code)?)),
        Some(None) => Some(None),
        None => None,
    };
    if let Some(name) = &args.name
        && name.trim().is_empty()
    {
        return Err(invalid("--name: give the player's name".to_owned()));
    }
    let mut renumbering = None;
    let outcome = edit(
        &args.file,
        &args.output,
        limits,
        stdout,
        stderr,
        |setup, _| {
            let id = find_player(setup, &args.player, &args.file)?;
            let player = setup.player_mut(id)?;
            if let Some(name) = &args.name {
                name.trim().clone_into(&mut player.name);
            }
            if let Some(rating) = args.rating {
                player.rating = Some(rating).filter(|rating| *rating > 0).map(Rating);
            }
            if let Some(title) = title {
                player.title = title;
            }
            if let Some(fed) = text(&args.fed) {
                player.federation = fed;
            }
            if let Some(fide_id) = args.fide_id {
                player.fide_id = Some(fide_id).filter(|id| *id > 0);
            }
            if let Some(birth) = text(&args.birth) {
                player.birth_date = birth;
            }
            if let Some(value) = args.sex {
                player.sex = Some(sex(value));
            }
            set_national_rating(setup, id, &args.national, &args.file)?;
            renumbering = Some(renumber(setup, args.keep_numbers));
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
            let player = setup.remove_player(id)?;
            removed = Some((player, renumber(setup, args.keep_numbers)));
            Ok(())
        },
    )?;
    if let Some((player, renumbering)) = removed {
        let _ = writeln!(
            stderr,
            "{}: removed {} {}",
            args.file.display(),
            player.id,
            player.name
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

/// Writes the national rating and id of `args` on the player's national rating line (TRF-2026
/// National Rating Support), adding the line if need be. The federation is
/// `--national-federation`, else that of the player's only national rating line (or of the
/// one with the player's federation, when they have several), else the player's federation.
fn set_national_rating(
    setup: &mut TournamentSetup,
    player: PlayerId,
    args: &NationalArgs,
    file: &Path,
) -> Result<(), Refusal> {
    let national_id = match args.national_id.as_deref().map(str::trim) {
        None => None,
        Some(id) if id.is_empty() || id.eq_ignore_ascii_case("none") => Some(None),
        Some(id) if id.chars().count() > 11 => {
            return Err(invalid(format!(
                "--national-id {id}: expected at most 11 characters (TRF columns 58–68)"
            ))
            .into());
        }
        Some(id) => Some(Some(id.to_owned())),
    };
    if args.national_rating.is_none() && national_id.is_none() {
        if let Some(federation) = &args.national_federation {
            return Err(invalid(format!(
                "--national-federation {federation}: give --national-rating or --national-id \
                 with it"
            ))
            .into());
        }
        return Ok(());
    }
    let federation = national_federation(setup, player, args, file)?;
    let line = setup.national_rating_mut(player, &federation)?;
    if let Some(rating) = args.national_rating {
        line.rating = Some(rating).filter(|rating| *rating > 0).map(Rating);
    }
    if let Some(national_id) = national_id {
        line.national_id = national_id;
    }
    Ok(())
}

/// The federation of the national rating line `args` change (see [`set_national_rating`]).
fn national_federation(
    setup: &TournamentSetup,
    player: PlayerId,
    args: &NationalArgs,
    file: &Path,
) -> Result<String, CliError> {
    let checked = |code: &str, option: &str| {
        let code = code.trim().to_ascii_uppercase();
        if rondo_trf::is_federation_code(&code) {
            Ok(code)
        } else {
            Err(invalid(format!(
                "{}: {option} '{code}' cannot be the code of a national rating line (expected \
                 three capital letters, such as ESP, other than XX…, BB… and DAT)",
                file.display()
            )))
        }
    };
    if let Some(federation) = &args.national_federation {
        return checked(federation, "--national-federation");
    }
    let own = setup
        .players
        .iter()
        .find(|p| p.id == player)
        .and_then(|p| p.federation.as_deref());
    let lines: Vec<&str> = setup
        .national_ratings
        .iter()
        .filter(|line| line.player == player)
        .map(|line| line.federation.as_str())
        .collect();
    match (lines.as_slice(), own) {
        ([only], _) => Ok((*only).to_owned()),
        ([], Some(own)) => checked(own, "the player's federation"),
        ([], None) => Err(invalid(format!(
            "{}: player {player} has no federation for the national rating: give \
             --national-federation FED (or --fed)",
            file.display()
        ))),
        (several, own) => {
            if let Some(own) = own
                && let Some(line) = several.iter().find(|code| code.eq_ignore_ascii_case(own))
            {
                return Ok((*line).to_owned());
            }
            Err(invalid(format!(
                "{}: player {player} has national ratings of {}: give --national-federation",
                file.display(),
                several.join(", ")
            )))
        }
    }
}

/// What renumbering after an edit of the players did.
enum Renumbering {
    /// The numbers that changed, old and new.
    Changed(Vec<(PlayerId, PlayerId)>),
    /// The rules (or the file) do not allow renumbering any more.
    NotAllowed,
    /// `--keep-numbers`.
    Kept,
}

/// Gives everybody the number of the initial order of C.04.2 unless `keep_numbers`.
fn renumber(setup: &mut TournamentSetup, keep_numbers: bool) -> Renumbering {
    if keep_numbers {
        return Renumbering::Kept;
    }
    match setup.renumber_by_initial_order() {
        Some(changes) => Renumbering::Changed(
            changes
                .into_iter()
                .filter(|(old, new)| old != new)
                .collect(),
        ),
        None => Renumbering::NotAllowed,
    }
}

/// Says on stderr which start numbers changed (`old → new`), or why none could.
fn report_renumbering(file: &Path, renumbering: &Renumbering, stderr: &mut dyn Write) {
    let message = match renumbering {
        Renumbering::Changed(changes) if changes.is_empty() => return,
        Renumbering::Changed(changes) => format!(
            "renumbered in the initial order (C.04.2 art. 2): {}",
            changes
                .iter()
                .map(|(old, new)| format!("{old} → {new}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Renumbering::NotAllowed => "numbers kept (C.04.2 art. 2.3 allows no renumbering once \
             the fourth round is paired, and rondo does not renumber files with acceleration, \
             records it keeps as written, or a starting-rank method (172) it cannot apply)"
            .to_owned(),
        Renumbering::Kept => return,
    };
    let _ = writeln!(stderr, "{}: {message}", file.display());
}

fn parse_title(code: &str) -> Result<Title, CliError> {
    Title::from_code(code).ok_or_else(|| {
        invalid(format!(
            "--title {code}: expected GM, IM, WGM, FM, WIM, CM, WFM or WCM"
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
        rondo_files::history::record(file, &output.command_line)?;
    }
    destination.write(&bytes, stdout, stderr)?;
    Ok(Outcome::Success)
}

/// `12-7=1-0`: White, Black and the result, or what is wrong with the spec in words. The
/// players are named as [`find_player`] reads them; since a name may hold a hyphen
/// (`Smith-Jones`), every hyphen of `WHITE-BLACK` is tried and the one reading that names two
/// players is taken.
fn parse_spec(
    spec: &str,
    setup: &TournamentSetup,
) -> Result<(PlayerId, PlayerId, BoardResult), String> {
    let expected = || {
        format!(
            "result '{spec}': expected WHITE-BLACK=RESULT, like 12-7=1-0, 3-9=½-½, 5-2=0-1, \
             4-8=+- (forfeits +-, -+, --); a player is a start number, id:FIDEID or part of \
             the name"
        )
    };
    let (pair, code) = spec.split_once('=').ok_or_else(expected)?;
    let result = BoardResult::from_notation(code).ok_or_else(expected)?;
    let mut readings = Vec::new();
    let mut failures = Vec::new();
    for (at, _) in pair.match_indices('-') {
        match (resolve(setup, &pair[..at]), resolve(setup, &pair[at + 1..])) {
            (Ok(white), Ok(black)) => {
                if !readings.contains(&(white, black)) {
                    readings.push((white, black));
                }
            }
            (white, black) => failures.push([white.err(), black.err()]),
        }
    }
    match readings.as_slice() {
        [(white, black)] => Ok((*white, *black, result)),
        [] => {
            // The reading with the fewest sides that name nobody says best what is wrong.
            let words = failures
                .into_iter()
                .min_by_key(|sides| sides.iter().flatten().count())
                .and_then(|sides| sides.into_iter().flatten().next())
                .ok_or_else(expected)?;
            Err(format!("result '{spec}': {words}"))
        }
        several => Err(format!(
            "result '{spec}' can be read as {}; give start numbers",
            several
                .iter()
                .map(|(white, black)| format!("{white}-{black}"))
                .collect::<Vec<_>>()
                .join(" or ")
        )),
    }
}

/// The start number of the player `text` names in the event file (a start number, `id:` and
/// the FIDE id, or part of the name: `rondo_core::PlayerQuery`). The error names the file and,
/// when several players match, every one of them with their start numbers.
pub(crate) fn find_player(
    setup: &TournamentSetup,
    text: &str,
    file: &Path,
) -> Result<PlayerId, CliError> {
    resolve(setup, text).map_err(|words| invalid(format!("{}: {words}", file.display())))
}

/// [`find_player`] with the error in words, without the file.
fn resolve(setup: &TournamentSetup, text: &str) -> Result<PlayerId, String> {
    let query: PlayerQuery = text
        .parse()
        .map_err(|error| rondo_words::player::unreadable(text, &error))?;
    setup
        .find_player(&query)
        .map_err(|error| rondo_words::player::not_found(&error))
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
            parse_spec(&spec, tournament.setup()).map_err(|words| at(line, words))?;
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
        EditError::UnknownPlayer(_) => (None, " (no 001 line of the file has it)".to_owned()),
        EditError::NotPaired {
            round,
            white,
            black,
        } => (
            file.player_location(white, Some(round))
                .or_else(|| file.player_location(black, Some(round))),
            String::new(),
        ),
        EditError::ResultEntered { round, white, .. } => (
            file.player_location(white, Some(round))
                .map(|at| rondo_trf::Location {
                    // The result field of the block.
                    column: at.column + 7,
                    ..at
                }),
            " (give --force to replace it)".to_owned(),
        ),
        EditError::AlreadyPaired { player, round } => {
            (file.player_location(player, Some(round)), String::new())
        }
        EditError::BeyondLastRound { .. } => (file.declared_rounds_location(), String::new()),
        EditError::RoundHasResults { .. } => (
            None,
            " (give --force to withdraw them with the pairing)".to_owned(),
        ),
        EditError::RoundPaired { round } => (
            None,
            format!(
                " (rondo unpair {} --round {round} withdraws its pairing first)",
                path.display()
            ),
        ),
        EditError::LaterRoundPaired { later, .. } => {
            (None, format!(" (withdraw round {later} first)"))
        }
        _ => (None, String::new()),
    };
    input::error_at(path, file, location, format!("{error}{note}"))
}

fn invalid(message: String) -> CliError {
    CliError::InvalidArguments(message)
}
