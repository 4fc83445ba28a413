//! `rondo pair FILE [--round N] [--edition E] [--accelerate baku] [--format F] [-o OUT]`.

use std::fmt::Write as _;
use std::io::Write;

use rondo_core::{
    AbsenceKind, Absent, Colour, NamedSystem, PlayerId, RoundEntry, RoundNo, SystemRecord,
    Tournament, Unplayed,
};
use rondo_dutch::{BakuVariant, Edition, NoValidPairing, PairOptions, Pairing, PairingOutcome};
use serde::Serialize;

use crate::args::{
    AccelerateArg, ColourArg, EditionArg, PairArgs, PairFormat, PairSystemArg, PairingArgs,
};
use crate::exit::{CliError, Outcome};
use crate::input::{self, Strictness};
use crate::output::{self, Destination};

/// Runs `rondo pair`.
///
/// # Errors
///
/// Bad input, a round that cannot be paired at all, or output that cannot be written.
pub fn run(
    args: &PairArgs,
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
    let loaded =
        input::load_declaring_rounds(&args.file, strictness(&args.pairing), args.pairing.rounds)?;
    let _ = stderr.write_all(loaded.warnings.as_bytes());
    let tournament = &loaded.tournament;
    let round = match args.round {
        Some(number) => RoundNo::new(number)
            .ok_or_else(|| CliError::InvalidArguments("--round must be 1 or more".to_owned()))?,
        None => tournament.next_round(),
    };
    if round.get() > tournament.n_rounds().max(1) && tournament.setup().declared_rounds.is_some() {
        return Err(CliError::InvalidArguments(format!(
            "round {round} is beyond the {} rounds the file declares",
            tournament.n_rounds()
        )));
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
    tournament
        .results_entered_before(round)
        .map_err(|error| CliError::InvalidArguments(format!("{}: {error}", args.file.display())))?;
    let options = file_pair_options(&args.pairing, tournament);
    let system = system(args.system, tournament, &args.file, "pair")?;
    if args.explain {
        let harkness = match system {
            System::Dutch => None,
            System::Harkness => Some(harkness_options(&args.pairing)?),
            System::RoundRobin(_) => {
                return Err(CliError::InvalidArguments(
                    "--explain explains Swiss pairings (Dutch or Harkness)".to_owned(),
                ));
            }
        };
        return crate::commands::explain::run(
            args,
            tournament,
            round,
            (&options, harkness.as_ref()),
            stdout,
            stderr,
        );
    }
    super::pair_checklist::check_arguments(args, matches!(system, System::Dutch))?;
    let outcome = match &system {
        System::Dutch => {
            let view = tournament.view(round);
            rondo_dutch::pair_round(&view, &options).map_err(|error| {
                CliError::InvalidArguments(format!("{}: {error}", args.file.display()))
            })?
        }
        System::RoundRobin(cycles) => {
            PairingOutcome::Paired(round_robin_pairing(tournament, round, *cycles, &args.file)?)
        }
        System::Harkness => {
            let view = tournament.view(round);
            rondo_harkness::pair_round(&view, &harkness_options(&args.pairing)?).map_err(
                |error| CliError::InvalidArguments(format!("{}: {error}", args.file.display())),
            )?
        }
    };
    if args.checklist {
        let view = tournament.view(round);
        let title = tournament
            .setup()
            .header
            .name
            .as_deref()
            .unwrap_or("Tournament");
        let label = system.label(&options);
        return super::pair_checklist::run(
            args,
            &view,
            &options,
            &outcome,
            (title, &label),
            stdout,
            stderr,
        );
    }
    match outcome {
        PairingOutcome::Paired(pairing) => {
            let bytes = match args.format {
                PairFormat::Text => {
                    render_text(tournament, round, &pairing, &system.label(&options)).into_bytes()
                }
                PairFormat::Json => {
                    render_json(tournament, round, &pairing, &options, &system).into_bytes()
                }
                PairFormat::Pairs => render_pairs(&pairing).into_bytes(),
                PairFormat::Trf => {
                    let bytes = super::pair_trf::render(&loaded, &args.file, round, &pairing)?;
                    if args.in_place {
                        output::keep_backup(&args.file)?;
                    }
                    bytes
                }
                // Refused by `check_arguments` without `--checklist`.
                PairFormat::Csv => Vec::new(),
            };
            output::write(&destination, &bytes, stdout)?;
            Ok(Outcome::Success)
        }
        PairingOutcome::NoValidPairing(why) => {
            if matches!(system, System::Harkness) {
                let message = harkness_no_valid_pairing_message(&args.file, round, &why);
                let _ = writeln!(stderr, "{message}");
                return Ok(Outcome::ProblemFound);
            }
            let _ = writeln!(
                stderr,
                "{}",
                crate::render::unpairable::text(&args.file, round, &why, tournament)
            );
            if args.format == PairFormat::Json {
                let json =
                    crate::render::unpairable::json(round, edition_name(options.edition), &why);
                output::write(&destination, json.as_bytes(), stdout)?;
            }
            Ok(Outcome::ProblemFound)
        }
    }
}

/// How a round is paired.
pub(crate) enum System {
    Dutch,
    RoundRobin(rondo_schedule::Cycles),
    Harkness,
}

impl System {
    /// How the system is named in text output.
    pub(crate) fn label(&self, options: &PairOptions) -> String {
        match self {
            System::Dutch => format!("FIDE Dutch {}", edition_name(options.edition)),
            System::RoundRobin(rondo_schedule::Cycles::Single) => "Berger round robin".to_owned(),
            System::RoundRobin(_) => "Berger double round robin".to_owned(),
            System::Harkness => HARKNESS_LABEL.to_owned(),
        }
    }
}

/// The system from the command line, else the one the file names (`192`, else `092`), else
/// Dutch.
///
/// # Errors
///
/// A file that names a system rondo does not pair, when `--system` does not choose one.
pub(crate) fn system(
    argument: Option<PairSystemArg>,
    tournament: &Tournament,
    file: &std::path::Path,
    command: &str,
) -> Result<System, CliError> {
    let double = rondo_schedule::Cycles::Double(rondo_schedule::CycleSwap::FirstCycle);
    Ok(match argument {
        Some(PairSystemArg::Dutch) => System::Dutch,
        Some(PairSystemArg::Berger) => System::RoundRobin(rondo_schedule::Cycles::Single),
        Some(PairSystemArg::DoubleBerger) => System::RoundRobin(double),
        Some(PairSystemArg::Harkness) => System::Harkness,
        None => match tournament.setup().named_system().map(|named| named.system) {
            Some(NamedSystem::UsSwiss) => System::Harkness,
            Some(NamedSystem::RoundRobin { double: false }) => {
                System::RoundRobin(rondo_schedule::Cycles::Single)
            }
            Some(NamedSystem::RoundRobin { double: true }) => System::RoundRobin(double),
            Some(NamedSystem::Dutch) | None => System::Dutch,
            Some(_) => return Err(unpaired_system(tournament, file, command)),
        },
    })
}

/// The Swiss system `audit` re-pairs a file by: `--system`, else the one the file names, else
/// Dutch. `true` for Harkness.
///
/// # Errors
///
/// A `--system` that is not a Swiss system, or a file that names a system rondo does not
/// re-pair as a Swiss.
pub fn swiss_system(
    argument: Option<PairSystemArg>,
    tournament: &Tournament,
    file: &std::path::Path,
    command: &str,
) -> Result<bool, CliError> {
    match system(argument, tournament, file, command)? {
        System::Dutch => Ok(false),
        System::Harkness => Ok(true),
        System::RoundRobin(_) => Err(CliError::InvalidArguments(format!(
            "rondo {command} re-pairs Swiss systems: --system dutch or harkness"
        ))),
    }
}

/// The error for a file whose own system rondo does not pair: it says which system the file
/// names and where, so that a team event or another system is never re-paired as Dutch.
fn unpaired_system(tournament: &Tournament, file: &std::path::Path, command: &str) -> CliError {
    let Some(named) = tournament.setup().named_system() else {
        return CliError::InvalidArguments(format!("{}: no system named", file.display()));
    };
    let record = match named.record {
        SystemRecord::Encoded => "192",
        SystemRecord::Described => "092",
    };
    let what = match &named.system {
        NamedSystem::Dubov => "the FIDE Dubov system (C.04.4.1)".to_owned(),
        NamedSystem::Burstein => "the FIDE Burstein system (C.04.4.2)".to_owned(),
        NamedSystem::Lim => "the FIDE Lim system (C.04.4.3)".to_owned(),
        NamedSystem::DoubleSwiss => "the FIDE Double-Swiss system (C.04.5)".to_owned(),
        NamedSystem::TeamSwiss => "a Swiss system for teams (C.04.6)".to_owned(),
        NamedSystem::TeamRoundRobin => "a round robin of teams".to_owned(),
        NamedSystem::RoundRobin { .. } => "a round robin".to_owned(),
        NamedSystem::Scheveningen => "a Scheveningen schedule".to_owned(),
        NamedSystem::Schiller => "the Schiller system".to_owned(),
        NamedSystem::Knockout => "a knockout".to_owned(),
        NamedSystem::Other(code) => format!("the system '{code}'"),
        NamedSystem::Dutch | NamedSystem::UsSwiss => "a system".to_owned(),
    };
    CliError::InvalidArguments(format!(
        "{}: the file names {what} (record {record} '{}'); rondo {command} cannot pair it: give \
         --system dutch to treat it as a Dutch Swiss anyway",
        file.display(),
        named.text
    ))
}

/// How the Harkness system is named in text output.
pub const HARKNESS_LABEL: &str = "US Swiss (Harkness)";

/// The Harkness options from the command line; the Dutch-only options are refused.
///
/// # Errors
///
/// `--accelerate`, which the US Swiss does not have.
pub fn harkness_options(args: &PairingArgs) -> Result<rondo_harkness::HarknessOptions, CliError> {
    if args.accelerate.is_some() {
        return Err(CliError::InvalidArguments(
            "--accelerate applies to the Dutch system only".to_owned(),
        ));
    }
    Ok(rondo_harkness::HarknessOptions {
        initial_colour: args.initial_colour.map(|colour| match colour {
            ColourArg::White => Colour::White,
            ColourArg::Black => Colour::Black,
        }),
        ..rondo_harkness::HarknessOptions::default()
    })
}

/// The explanation printed when a round has no legal Harkness pairing.
pub fn harkness_no_valid_pairing_message(
    file: &std::path::Path,
    round: RoundNo,
    why: &NoValidPairing,
) -> String {
    let mut message = format!(
        "{}: no legal pairing exists for round {round}: at most {} of the {} players can be paired \
         without a rematch or a forbidden pair (US Swiss rule IV)",
        file.display(),
        2 * why.max_pairs,
        why.n_players
    );
    if why.bye_ineligible {
        message.push_str(
            "; everyone but one player can be paired, but only by leaving out a player who has \
             already had the bye (rule III)",
        );
    }
    message
}

/// Round `round` of the Berger table for the file's players, whose start numbers are the
/// pairing numbers (C.05 Annex 1). The player drawn against the dummy of an odd field is shown
/// as the bye.
pub(crate) fn round_robin_pairing(
    tournament: &Tournament,
    round: RoundNo,
    cycles: rondo_schedule::Cycles,
    file: &std::path::Path,
) -> Result<Pairing, CliError> {
    let n_players = u16::try_from(tournament.players().len()).unwrap_or(u16::MAX);
    let numbered =
        (1..=n_players).all(|n| PlayerId::new(n).is_some_and(|id| tournament.player(id).is_some()));
    if !numbered {
        return Err(CliError::InvalidArguments(format!(
            "{}: a round robin needs start numbers 1 to {n_players} without gaps",
            file.display()
        )));
    }
    let table = rondo_schedule::round_robin_round(n_players, cycles, round.get())
        .map_err(|error| CliError::InvalidArguments(format!("{}: {error}", file.display())))?;
    let id = |n: u16| {
        PlayerId::new(n)
            .ok_or_else(|| CliError::InvalidArguments(format!("pairing number {n} out of range")))
    };
    Ok(Pairing {
        boards: table
            .boards
            .iter()
            .map(|board| {
                Ok(rondo_dutch::Board {
                    white: id(board.white)?,
                    black: id(board.black)?,
                })
            })
            .collect::<Result<_, CliError>>()?,
        pairing_bye: table.bye.map(id).transpose()?,
        brackets: Vec::new(),
    })
}

/// The engine options from the command line, and the file's own system: a `192` code ending in
/// `_BAKU` asks for Baku acceleration (C.04.7) when the file has no acceleration records and
/// `--accelerate` says nothing.
pub fn file_pair_options(args: &PairingArgs, tournament: &Tournament) -> PairOptions {
    let mut options = pair_options(args);
    let named_baku = tournament
        .setup()
        .named_system()
        .is_some_and(|named| named.baku);
    if options.baku.is_none() && named_baku && tournament.setup().accelerations.is_empty() {
        options.baku = Some(BakuVariant::Fide);
    }
    options
}

/// The engine options from the command line.
pub fn pair_options(args: &PairingArgs) -> PairOptions {
    PairOptions {
        edition: match args.edition {
            EditionArg::Dutch2025 => Edition::Dutch2025,
            EditionArg::Dutch2017 => Edition::Dutch2017,
            EditionArg::Dutch2009 => Edition::Dutch2009,
        },
        baku: args.accelerate.map(|accelerate| match accelerate {
            AccelerateArg::Baku => BakuVariant::Fide,
            AccelerateArg::BakuFirstHalf => BakuVariant::FirstHalf,
        }),
        initial_colour: args.initial_colour.map(|colour| match colour {
            ColourArg::White => Colour::White,
            ColourArg::Black => Colour::Black,
        }),
    }
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
    #[serde(skip_serializing_if = "Option::is_none")]
    system: Option<&'static str>,
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
    options: &PairOptions,
    system: &System,
) -> String {
    let harkness = matches!(system, System::Harkness);
    let json = JsonPairing {
        round: round.get(),
        system: harkness.then_some("harkness"),
        edition: (!harkness).then(|| edition_name(options.edition)),
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

fn render_text(tournament: &Tournament, round: RoundNo, pairing: &Pairing, system: &str) -> String {
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
            "{title}: round {round} of {}, {system}",
            tournament.n_rounds().max(round.get()),
        );
    } else {
        let _ = writeln!(out, "{title}: round {round}, {system}");
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
        let what = if system.contains("round robin") {
            "bye"
        } else {
            "pairing-allocated bye"
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

/// The edition's name as the command line spells it.
pub fn edition_name(edition: Edition) -> &'static str {
    match edition {
        Edition::Dutch2017 => "2017",
        Edition::Dutch2009 => "2009",
        _ => "2025",
    }
}
