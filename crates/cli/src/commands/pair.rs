//! `rondo pair FILE [--round N] [--edition E] [--accelerate baku] [--format F] [-o OUT]`.

use std::fmt::Write as _;
use std::io::Write;

use rondo_core::{AbsenceKind, Absent, PlayerId, RoundEntry, RoundNo, Tournament, Unplayed};
use rondo_pairing::{Pairing, PairingOutcome};
use rondo_systems::{Descriptor, RoundAudit, RoundPairing};
use serde::Serialize;

use crate::Registry;
use crate::args::{PairArgs, PairFormat, PairingArgs};
use crate::exit::{CliError, Outcome};
use crate::input::{self, Strictness};
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
                "--in-place writes the event file: give --format trf".to_owned(),
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
    let loaded = input::load_declaring_rounds(
        &args.file,
        strictness(&args.pairing),
        limits,
        args.pairing.rounds,
    )?;
    let _ = stderr.write_all(loaded.warnings.as_bytes());
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
            let pairing = swap_colours(pairing, &args.swap)?;
            match hand_made(args, &source, pairing, tournament, round, &resolved, stderr)? {
                Some(pairing) => PairingOutcome::Paired(pairing),
                None => return Ok(Outcome::ProblemFound),
            }
        }
        outcome => outcome,
    };
    if args.checklist {
        let title = tournament
            .setup()
            .header
            .name
            .as_deref()
            .unwrap_or("Tournament");
        return super::pair_checklist::run(args, &view, &resolved, &outcome, title, stdout, stderr);
    }
    match outcome {
        PairingOutcome::Paired(pairing) => {
            let bytes = match args.format {
                PairFormat::Text => {
                    render_text(tournament, round, &pairing, &descriptor).into_bytes()
                }
                PairFormat::Json => {
                    render_json(tournament, round, &pairing, &descriptor).into_bytes()
                }
                PairFormat::Pairs => render_pairs(&pairing).into_bytes(),
                PairFormat::Trf => {
                    let bytes = super::pair_trf::render(
                        &loaded,
                        &args.file,
                        round,
                        &pairing,
                        resolved.system.pairing_span(),
                    )?;
                    if args.in_place {
                        rondo_files::history::record(&args.file, &args.command_line)?;
                    }
                    bytes
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
            "--pairs, --boards and --swap write a pairing of players; a team round cannot be \
             written from one yet"
                .to_owned(),
        ));
    }
    if args.force && !arbiters {
        return Err(CliError::InvalidArguments(
            "--force writes a pairing of --pairs, --boards or --swap that breaks an absolute \
             rule; give one of them"
                .to_owned(),
        ));
    }
    Ok(match (&args.pairs, &args.boards) {
        (Some(pairs), _) => (
            pairs.display().to_string(),
            Some(super::audit::read_pairs(
                &input::read_text(pairs, limits)?,
                pairs,
            )?),
        ),
        (None, Some(list)) => (
            "--boards".to_owned(),
            Some(super::audit::read_board_list(list)?),
        ),
        // Colours swapped in a published round: the boards as published, not a new pairing.
        (None, None) if !args.swap.is_empty() && round.get() <= tournament.paired_rounds() => (
            args.file.display().to_string(),
            Some(published_pairing(tournament, round)),
        ),
        (None, None) => (args.file.display().to_string(), None),
    })
}

/// The pairing of a published round, boards in the published order `rondo round` numbers.
fn published_pairing(tournament: &Tournament, round: RoundNo) -> Pairing {
    let mut pairing = Pairing::default();
    for board in tournament.recorded_boards(round, false) {
        match board {
            rondo_core::RecordedBoard::Pair { white, black, .. } => {
                pairing.boards.push(rondo_pairing::Board { white, black });
            }
            rondo_core::RecordedBoard::Single {
                player,
                entry: Unplayed::PairingBye,
            } => pairing.pairing_bye = Some(player),
            rondo_core::RecordedBoard::Single { .. } => {}
        }
    }
    pairing
}

/// `pairing` with the colours of each board of `boards` (numbered from 1) swapped.
fn swap_colours(mut pairing: Pairing, boards: &[u16]) -> Result<Pairing, CliError> {
    let count = pairing.boards.len();
    for &number in boards {
        let board = usize::from(number)
            .checked_sub(1)
            .and_then(|index| pairing.boards.get_mut(index))
            .ok_or_else(|| {
                CliError::InvalidArguments(format!(
                    "--swap {number}: the pairing has boards 1 to {count}"
                ))
            })?;
        std::mem::swap(&mut board.white, &mut board.black);
    }
    Ok(pairing)
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
    let round = match args.round {
        Some(number) => RoundNo::new(number)
            .ok_or_else(|| CliError::InvalidArguments("--round must be 1 or more".to_owned()))?,
        None => tournament.next_round(),
    };
    if round.get() > tournament.n_rounds().max(1) && tournament.setup().declared_rounds.is_some() {
        let rounds = tournament.n_rounds();
        // The number given with `--rounds` is the user's, not a line of the file.
        return Err(if args.pairing.rounds.is_some() {
            CliError::InvalidArguments(format!(
                "{}: round {round} is beyond --rounds {rounds}",
                args.file.display()
            ))
        } else {
            input::error_at(
                &args.file,
                &loaded.file,
                loaded.file.declared_rounds_location(),
                format!("round {round} is beyond the {rounds} rounds the file declares"),
            )
        });
    }
    if tournament.setup().declared_rounds.is_none() && round.get() > tournament.paired_rounds() {
        let _ = writeln!(
            stderr,
            "{}: warning: the file does not say how many rounds the event has (no XXR or 142 \
             record), so round {round} is not paired as the last round (the topscorer rules of \
             C.04.3 art. 1.8 are not applied); give --rounds N to say it",
            args.file.display()
        );
    }
    if args.round.is_some()
        && !writes_arbiters_pairing(args)
        && round.get() <= tournament.paired_rounds()
    {
        // Re-pairing a published round from the rounds before it is a check, not the sheet.
        let _ = writeln!(
            stderr,
            "{}: note: round {round} is already published; this is a new pairing from the rounds \
             before it (rondo round {} {round} prints the round as published)",
            args.file.display(),
            args.file.display()
        );
    }
    tournament
        .results_entered_before(round)
        .map_err(|error| CliError::InvalidArguments(format!("{}: {error}", args.file.display())))?;
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
    tournament: &Tournament,
    round: RoundNo,
    resolved: &Resolved,
    stderr: &mut dyn Write,
) -> Result<Option<Pairing>, CliError> {
    if args.format != PairFormat::Trf {
        return Err(CliError::InvalidArguments(
            "--pairs, --boards and --swap write the pairing into the event file: give --format \
             trf (with -i or -o)"
                .to_owned(),
        ));
    }
    let audit = match resolved
        .system
        .audit_round(&tournament.view(round), Some(&pairing), &resolved.options)
        .map_err(|error| system_error(&error, &args.file))?
    {
        RoundAudit::Players(audit) => audit,
        RoundAudit::Teams(_) => {
            return Err(CliError::InvalidArguments(
                "--pairs, --boards and --swap write a pairing of players; a team round cannot \
                 be written from one yet"
                    .to_owned(),
            ));
        }
    };
    let report = || rondo_words::audit::text(&audit, source, &resolved.descriptor());
    if !audit.breaches.is_empty() {
        let _ = write!(stderr, "{}", report());
        if !args.force {
            let _ = writeln!(
                stderr,
                "{}: error: the pairing breaks {} absolute rule(s) of round {round}; nothing \
                 written (give --force to write it anyway)",
                source,
                audit.breaches.len()
            );
            return Ok(None);
        }
        let _ = writeln!(
            stderr,
            "{}: warning: written with --force although it breaks {} absolute rule(s)",
            source,
            audit.breaches.len()
        );
    } else if let Some(worst) = audit.worse_by() {
        let _ = write!(stderr, "{}", report());
        let _ = writeln!(
            stderr,
            "{}: warning: the pairing is worse than the engine's by {} ({}); written as given",
            source,
            worst.rule,
            rondo_words::reason::criterion_summary(worst.criterion)
        );
    }
    Ok(Some(pairing))
}

/// How strictly to check the input of a pairing command.
pub fn strictness(args: &PairingArgs) -> Strictness {
    Strictness {
        strict: args.strict,
    }
}

/// The exchange format of other engines: the number of lines that follow, then one
/// `WHITE BLACK` line per board in board order, a pairing-allocated bye as `N 0`.
pub fn render_pairs(pairing: &Pairing) -> String {
    let mut out = String::new();
    let lines = pairing.boards.len() + usize::from(pairing.pairing_bye.is_some());
    let _ = writeln!(out, "{lines}");
    for board in &pairing.boards {
        let _ = writeln!(out, "{} {}", board.white, board.black);
    }
    if let Some(bye) = pairing.pairing_bye {
        let _ = writeln!(out, "{bye} 0");
    }
    out
}

#[derive(Serialize)]
struct JsonPairing {
    round: u16,
    system: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    edition: Option<&'static str>,
    boards: Vec<JsonBoard>,
    pairing_bye: Option<PlayerId>,
    not_paired: Vec<JsonNotPaired>,
}

#[derive(Serialize)]
struct JsonBoard {
    board: usize,
    white: PlayerId,
    black: PlayerId,
}

/// Why a player is not paired in a round, for the pairing sheet.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
enum NotPaired {
    HalfPointBye,
    FullPointBye,
    ZeroPointBye,
    /// Zero-point absences from this round (or an earlier one) to the last round the file
    /// holds, after playing.
    Withdrawn,
    /// Absent in this round and every earlier one: a late entrant.
    NotYetEntered,
    /// The round is already paired without the player.
    NotInRound,
}

impl NotPaired {
    fn words(self) -> &'static str {
        match self {
            NotPaired::HalfPointBye => "half-point bye",
            NotPaired::FullPointBye => "full-point bye",
            NotPaired::ZeroPointBye => "zero-point bye",
            NotPaired::Withdrawn => "withdrawn",
            NotPaired::NotYetEntered => "not yet entered",
            NotPaired::NotInRound => "not in the round",
        }
    }
}

/// The players not paired in `round`, with the reason, by start number.
fn not_paired(tournament: &Tournament, round: RoundNo) -> Vec<(PlayerId, NotPaired)> {
    let view = tournament.view(round);
    view.states()
        .iter()
        .filter_map(|state| {
            let reason = match state.absent? {
                Absent::Bye(AbsenceKind::HalfPointBye) => NotPaired::HalfPointBye,
                Absent::Bye(AbsenceKind::FullPointBye) => NotPaired::FullPointBye,
                Absent::NotInRound => NotPaired::NotInRound,
                Absent::Bye(AbsenceKind::ZeroPointBye) => {
                    let rounds = &tournament.player(state.id)?.rounds;
                    let absent = |entry: &RoundEntry| {
                        matches!(
                            entry,
                            RoundEntry::Unplayed(Unplayed::ZeroPointBye | Unplayed::NotPaired)
                        )
                    };
                    let (before, from) = rounds.split_at(round.index().min(rounds.len()));
                    if before.iter().all(absent) {
                        NotPaired::NotYetEntered
                    } else if from.iter().all(absent)
                        && (from.len() > 1 || before.last().is_some_and(absent))
                    {
                        NotPaired::Withdrawn
                    } else {
                        NotPaired::ZeroPointBye
                    }
                }
            };
            Some((state.id, reason))
        })
        .collect()
}

#[derive(Serialize)]
struct JsonNotPaired {
    player: PlayerId,
    reason: NotPaired,
}

fn render_json(
    tournament: &Tournament,
    round: RoundNo,
    pairing: &Pairing,
    system: &Descriptor,
) -> String {
    let json = JsonPairing {
        round: round.get(),
        system: system.key,
        edition: system.edition.map(|_| system.rules),
        boards: pairing
            .boards
            .iter()
            .enumerate()
            .map(|(index, board)| JsonBoard {
                board: index + 1,
                white: board.white,
                black: board.black,
            })
            .collect(),
        pairing_bye: pairing.pairing_bye,
        not_paired: not_paired(tournament, round)
            .into_iter()
            .map(|(player, reason)| JsonNotPaired { player, reason })
            .collect(),
    };
    let mut text = serde_json::to_string_pretty(&json).unwrap_or_default();
    text.push('\n');
    text
}

fn render_text(
    tournament: &Tournament,
    round: RoundNo,
    pairing: &Pairing,
    system: &Descriptor,
) -> String {
    let view = tournament.view(round);
    let describe = |id: PlayerId| -> (String, String, String) {
        let player = tournament.player(id);
        let name = player.map_or_else(String::new, |p| p.name.clone());
        let rating = player
            .and_then(|p| p.rating)
            .map_or_else(|| "-".to_owned(), |r| r.to_string());
        let score = view
            .state(id)
            .map_or_else(String::new, |s| s.score.to_string());
        (format!("{id:>4} {name}"), rating, score)
    };
    let name_width = pairing
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .map(|id| describe(id).0.chars().count())
        .max()
        .unwrap_or(10)
        .max(10);
    let mut out = String::new();
    let title = tournament
        .setup()
        .header
        .name
        .as_deref()
        .unwrap_or("Tournament");
    let total_known =
        tournament.setup().declared_rounds.is_some() || round.get() <= tournament.paired_rounds();
    if total_known {
        let _ = writeln!(
            out,
            "{title}: round {round} of {}, {}",
            tournament.n_rounds().max(round.get()),
            system.name
        );
    } else {
        let _ = writeln!(out, "{title}: round {round}, {}", system.name);
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "Board  {:<name_width$}  Rtg   Pts     {:<name_width$}  Rtg   Pts",
        "White", "Black"
    );
    for (index, board) in pairing.boards.iter().enumerate() {
        let (white, white_rating, white_score) = describe(board.white);
        let (black, black_rating, black_score) = describe(board.black);
        let _ = writeln!(
            out,
            "{:>5}  {white:<name_width$}  {white_rating:>4}  {white_score:>4}  -  {black:<name_width$}  {black_rating:>4}  {black_score:>4}",
            index + 1
        );
    }
    if let Some(bye) = pairing.pairing_bye {
        let (player, rating, score) = describe(bye);
        // A round robin's odd player out rests; only a Swiss allocates a bye by pairing.
        let what = if system.allocates_bye {
            "pairing-allocated bye"
        } else {
            "bye"
        };
        let _ = writeln!(
            out,
            "{:>5}  {player:<name_width$}  {rating:>4}  {score:>4}     {what}",
            ""
        );
    }
    let absent = not_paired(tournament, round);
    if !absent.is_empty() {
        let _ = writeln!(out);
        let _ = writeln!(out, "Not paired:");
        for (id, reason) in absent {
            let (player, _, _) = describe(id);
            let _ = writeln!(out, "       {player:<name_width$}  {}", reason.words());
        }
    }
    out
}
