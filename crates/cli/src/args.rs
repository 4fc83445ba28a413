//! The command line as clap sees it: typed arguments, no validation beyond types.

use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser};
use clap::{CommandFactory, Parser, Subcommand, ValueEnum};
use rondo_systems::Descriptor;

/// rondo: pair chess tournaments (the FIDE Swiss systems, the US Swiss, round robins), publish
/// standings and convert TRF files.
#[derive(Debug, Parser)]
#[command(name = "rondo", version, about, long_about = None, max_term_width = 100)]
pub struct Args {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// The largest input file read, in bytes (suffixes K, M, G: powers of 1024); a larger file
    /// is refused before it fills the memory.
    #[arg(
        long,
        global = true,
        value_name = "BYTES",
        env = "RONDO_MAX_INPUT_SIZE",
        default_value = DEFAULT_MAX_INPUT_SIZE,
        value_parser = parse_size
    )]
    pub max_input_size: u64,
}

/// The command line for the systems of `registry`: the values of each `--system` (and their
/// help) are the registry's keys, those of `audit` and `generate` its Swiss systems, those
/// `new` names in its help its systems of individuals.
pub fn command(registry: &rondo_systems::Registry) -> clap::Command {
    let every = system_values(registry, |_| true);
    let swiss = system_values(registry, Descriptor::is_swiss);
    let individual = rondo_event::facts::individual_system_keys(registry).join(", ");
    let with_values = |values: PossibleValuesParser| {
        move |subcommand: clap::Command| {
            subcommand.mut_arg("system", |arg| arg.value_parser(values))
        }
    };
    Args::command()
        .mut_subcommand("pair", with_values(every.clone()))
        .mut_subcommand("check", with_values(every))
        .mut_subcommand("audit", with_values(swiss.clone()))
        .mut_subcommand("generate", with_values(swiss))
        .mut_subcommand("new", |new| {
            new.mut_arg("system", help_ending(format!(": {individual}")))
        })
}

/// Writes `ending` after an argument's help.
fn help_ending(ending: impl std::fmt::Display) -> impl FnOnce(clap::Arg) -> clap::Arg {
    move |arg| {
        let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
        arg.help(format!("{help}{ending}"))
    }
}

/// One value per key of the systems of `registry` that `keep` keeps, with the first entry's
/// one-line help (the editions of a system share a key).
fn system_values(
    registry: &rondo_systems::Registry,
    keep: fn(&Descriptor) -> bool,
) -> PossibleValuesParser {
    PossibleValuesParser::new(
        rondo_systems::chosen_where(registry, keep)
            .into_iter()
            .map(|descriptor| PossibleValue::new(descriptor.chosen_by).help(descriptor.help)),
    )
}

/// The default of `--max-input-size`, written as the option takes it.
pub const DEFAULT_MAX_INPUT_SIZE: &str = rondo_files::DEFAULT_INPUT_LIMIT;

/// A size in bytes: digits with an optional K, M or G (powers of 1024).
pub fn parse_size(text: &str) -> Result<u64, String> {
    rondo_files::parse_size(text).ok_or_else(|| rondo_words::files::not_a_size(text))
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Pair a round by the system the file names or --system chooses (by default the FIDE Dutch
    /// system).
    Pair(PairArgs),
    /// Re-pair every round of a file and report each discrepancy (exit 1 if any).
    Check(CheckArgs),
    /// Audit a round's pairing: broken rules, quality against the engine's pairing (exit 1 if
    /// a rule is broken or the pairing is worse).
    Audit(AuditArgs),
    /// Generate a random tournament paired round by round by the system chosen.
    Generate(GenerateArgs),
    /// Standings with tie-breaks and a crosstable, for one or many files.
    Standings(StandingsArgs),
    /// Print fixed schedules: Berger tables, Scheveningen, Belgrade groups, knockout brackets.
    Schedule(ScheduleArgs),
    /// Rating changes of the rated players under the FIDE rating regulations.
    Rating(RatingArgs),
    /// Convert a tournament file between TRF16, TRF-2026 and JSON.
    Convert(ConvertArgs),
    /// Export one row per board of every round (CSV or JSON lines), for rating pipelines.
    Export(ExportArgs),
    /// Enter the results of a round's games into the event file.
    Result(ResultArgs),
    /// Withdraw a player from a round on (zero-point absences in the rounds left).
    Withdraw(WithdrawArgs),
    /// Enter a half-, zero- or full-point bye for a player in a round not yet paired.
    Bye(ByeArgs),
    /// Manage the players of an event file.
    #[command(subcommand)]
    Player(PlayerCommand),
    /// Create an event file with the event's facts (name, dates, arbiters, rounds, system,
    /// tie-breaks, ...), ready for `rondo player add`.
    New(Box<NewArgs>),
    /// Print the facts of an event file, or change them with --set KEY=VALUE (the keys are the
    /// option names of `rondo new`).
    Event(EventArgs),
    /// Undo the latest edit in place (-i) of an event file, one edit at a time; the version
    /// undone is kept too.
    Undo(UndoArgs),
    /// Withdraw a published round's pairing (boards and the pairing-allocated bye), keeping the
    /// byes entered before pairing; refused once a result is entered unless --force.
    Unpair(UnpairArgs),
    /// Print a round as published: boards with both players' numbers, names, ratings and
    /// points before the round, results where entered, then the byes and absences.
    Round(RoundArgs),
}

/// `rondo round FILE N [--format text|csv|json|html] [-o OUT]`.
#[derive(Debug, clap::Args)]
pub struct RoundArgs {
    /// The event file.
    pub file: PathBuf,
    /// The round.
    pub round: u16,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: StandingsFormat,
    /// Where to write (default: standard output).
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
}

/// `rondo unpair FILE --round N [--force]`.
#[derive(Debug, clap::Args)]
pub struct UnpairArgs {
    /// The event file.
    pub file: PathBuf,
    /// The round whose pairing is withdrawn (the last one paired).
    #[arg(long)]
    pub round: u16,
    /// Withdraw the pairing even though results are entered (they are removed with it).
    #[arg(long)]
    pub force: bool,
    /// Where the edited file goes.
    #[command(flatten)]
    pub output: EditOutput,
}

impl Command {
    /// Gives the commands that edit a file in place the command line as typed, which the
    /// history records with the version each edit replaces.
    pub fn set_command_line(&mut self, line: String) {
        match self {
            Command::Pair(args) => args.command_line = line,
            Command::Result(ResultArgs { output, .. })
            | Command::Withdraw(WithdrawArgs { output, .. })
            | Command::Bye(ByeArgs { output, .. })
            | Command::Player(PlayerCommand::Add(PlayerAddArgs { output, .. }))
            | Command::Player(PlayerCommand::Edit(PlayerEditArgs { output, .. }))
            | Command::Player(PlayerCommand::Remove(PlayerRemoveArgs { output, .. }))
            | Command::Unpair(UnpairArgs { output, .. })
            | Command::Event(EventArgs { output, .. }) => {
                output.command_line = line;
            }
            Command::Undo(args) => args.command_line = line,
            Command::Check(_)
            | Command::Audit(_)
            | Command::Generate(_)
            | Command::Standings(_)
            | Command::Schedule(_)
            | Command::Rating(_)
            | Command::Convert(_)
            | Command::Export(_)
            | Command::Round(_)
            | Command::New(_) => {}
        }
    }
}

/// `rondo undo FILE [--list]`.
#[derive(Debug, clap::Args)]
pub struct UndoArgs {
    /// The event file.
    pub file: PathBuf,
    /// List the versions kept (newest last) instead of undoing.
    #[arg(long)]
    pub list: bool,
    /// The command line as typed, for the history (filled in by `run`, not an argument).
    #[arg(skip)]
    pub command_line: String,
}

/// Where an edited event file goes: the file itself (`-i`, keeping the previous version in the
/// history and as `FILE.bak`), another file (`-o`), or standard output.
#[derive(Debug, clap::Args)]
pub struct EditOutput {
    /// Update the event file itself, keeping the previous version (`rondo undo FILE` brings it
    /// back; the last 20 are kept in .FILE.rondo-history/, the last also as FILE.bak).
    #[arg(short = 'i', long, conflicts_with = "output")]
    pub in_place: bool,
    /// Where to write the edited file (default: standard output).
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// The command line as typed, for the history (filled in by `run`, not an argument).
    #[arg(skip)]
    pub command_line: String,
}

/// `rondo result FILE --round N WHITE-BLACK=RESULT ... [--from CSV] [--force]`.
#[derive(Debug, clap::Args)]
pub struct ResultArgs {
    /// The event file.
    pub file: PathBuf,
    /// The round the results are of.
    #[arg(long)]
    pub round: u16,
    /// Results as WHITE-BLACK=RESULT: `12-7=1-0`, `3-9=½-½` (or `=`, `1/2-1/2`), `5-2=0-1`,
    /// forfeits `+-`, `-+`, `--`. A player is a start number, `id:` and the FIDE id, or part
    /// of the name (`carlsen-id:1503014=1-0`, `"Late, Lucy-12=0-1"`).
    #[arg(value_name = "RESULT")]
    pub results: Vec<String>,
    /// Read the results from a CSV file with the columns board, white, black, result.
    #[arg(long, value_name = "CSV")]
    pub from: Option<PathBuf>,
    /// Replace results already entered.
    #[arg(long)]
    pub force: bool,
    /// Where the edited file goes.
    #[command(flatten)]
    pub output: EditOutput,
}

/// `rondo withdraw FILE PLAYER --from-round N`.
#[derive(Debug, clap::Args)]
pub struct WithdrawArgs {
    /// The event file.
    pub file: PathBuf,
    /// The player: the start number, `id:` and the FIDE id, or part of the name.
    pub player: String,
    /// The first round the player misses.
    #[arg(long, value_name = "N")]
    pub from_round: u16,
    /// Where the edited file goes.
    #[command(flatten)]
    pub output: EditOutput,
}

/// `rondo bye FILE PLAYER --round N --half|--zero|--full`.
#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("kind").required(true).args(["half", "zero", "full", "cancel"])))]
pub struct ByeArgs {
    /// The event file.
    pub file: PathBuf,
    /// The player: the start number, `id:` and the FIDE id, or part of the name.
    pub player: String,
    /// The round of the bye.
    #[arg(long)]
    pub round: u16,
    /// A half-point bye.
    #[arg(long)]
    pub half: bool,
    /// A zero-point bye.
    #[arg(long)]
    pub zero: bool,
    /// A full-point bye (FIDE rules do not give one on request; rondo warns).
    #[arg(long)]
    pub full: bool,
    /// Cancel the bye entered for the round (while the round is not paired).
    #[arg(long)]
    pub cancel: bool,
    /// Where the edited file goes.
    #[command(flatten)]
    pub output: EditOutput,
}

/// `rondo player ...`.
#[derive(Debug, clap::Subcommand)]
pub enum PlayerCommand {
    /// Add a late entrant, with zero-point absences in the rounds before the one they join;
    /// everybody is renumbered in the initial order of C.04.2 unless --keep-numbers.
    Add(PlayerAddArgs),
    /// Change a player's data; everybody is renumbered in the initial order of C.04.2 while the
    /// rules allow it (until the fourth round is paired) unless --keep-numbers.
    Edit(PlayerEditArgs),
    /// Remove a player who was never paired; everybody is renumbered in the initial order of
    /// C.04.2 while the rules allow it unless --keep-numbers.
    Remove(PlayerRemoveArgs),
}

/// `rondo player edit FILE PLAYER [--name NAME] [--rating R] ...`: the data `player add` takes,
/// and the values that remove a field (a national rating line edited is added if the player has
/// none).
#[derive(Debug, clap::Args)]
#[command(
    group(clap::ArgGroup::new("change").required(true).multiple(true)
        .args(["name", "rating", "title", "fed", "fide_id", "birth", "sex", "national_rating",
            "national_id"])),
    // Only an edit removes a field.
    mut_arg("rating", help_ending(" (0: unrated)")),
    mut_arg("title", help_ending(", or `none`")),
    mut_arg("fed", help_ending(", or `none`")),
    mut_arg("fide_id", help_ending(" (0: none)")),
    mut_arg("birth", help_ending(", or `none`")),
)]
pub struct PlayerEditArgs {
    /// The event file.
    pub file: PathBuf,
    /// The player: the start number, `id:` and the FIDE id, or part of the name.
    pub player: String,
    /// The new name, as `Lastname, Firstname`.
    #[arg(long)]
    pub name: Option<String>,
    /// The new data.
    #[command(flatten)]
    pub fields: PlayerFields,
    /// Keep every start number, instead of renumbering everybody in the initial order of C.04.2.
    #[arg(long)]
    pub keep_numbers: bool,
    /// Where the edited file goes.
    #[command(flatten)]
    pub output: EditOutput,
}

/// `rondo player remove FILE PLAYER`.
#[derive(Debug, clap::Args)]
pub struct PlayerRemoveArgs {
    /// The event file.
    pub file: PathBuf,
    /// The player: the start number, `id:` and the FIDE id, or part of the name.
    pub player: String,
    /// Keep every other start number (leaving the removed player's free), instead of
    /// renumbering everybody in the initial order of C.04.2.
    #[arg(long)]
    pub keep_numbers: bool,
    /// Where the edited file goes.
    #[command(flatten)]
    pub output: EditOutput,
}

/// A player's data besides the name, as `player add` takes them; `player edit` takes the same,
/// and says in its help which value removes a field.
#[derive(Debug, clap::Args)]
pub struct PlayerFields {
    /// The FIDE rating.
    #[arg(long)]
    pub rating: Option<u16>,
    /// The title (GM, IM, WGM, FM, WIM, CM, WFM, WCM).
    #[arg(long)]
    pub title: Option<String>,
    /// The federation (three letters).
    #[arg(long)]
    pub fed: Option<String>,
    /// The FIDE id.
    #[arg(long)]
    pub fide_id: Option<u64>,
    /// The birth date, as written in TRF (`YYYY/MM/DD` or `YYYY`).
    #[arg(long)]
    pub birth: Option<String>,
    /// The sex, m or f (TRF 001 column 10, written `m` or `w`).
    #[arg(long, value_enum)]
    pub sex: Option<SexArg>,
    /// A national rating, written as a TRF-2026 National Rating Support line.
    #[command(flatten)]
    pub national: NationalArgs,
}

/// A player's national rating (a TRF-2026 National Rating Support line: the federation as its
/// record code, the rating in columns 49–52, the national id in 58–68), for `player add` and
/// `player edit`.
#[derive(Debug, clap::Args)]
pub struct NationalArgs {
    /// The national rating (0: none).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(0..=9999))]
    pub national_rating: Option<u16>,
    /// The federation of the national rating (three capital letters; default: the player's
    /// only national rating line, else the player's federation).
    #[arg(long, value_name = "FED")]
    pub national_federation: Option<String>,
    /// The national id (up to 11 characters), or `none`.
    #[arg(long, value_name = "ID")]
    pub national_id: Option<String>,
}

/// `rondo player add FILE --name NAME [--rating R] ... [--from-round N]`.
#[derive(Debug, clap::Args)]
pub struct PlayerAddArgs {
    /// The event file.
    pub file: PathBuf,
    /// The name, as `Lastname, Firstname`.
    #[arg(long)]
    pub name: String,
    /// The entrant's data.
    #[command(flatten)]
    pub fields: PlayerFields,
    /// The first round the player plays (default: the next round to pair).
    #[arg(long, value_name = "N")]
    pub from_round: Option<u16>,
    /// Keep every start number and give the entrant the next free one, instead of renumbering
    /// everybody in the initial order of C.04.2 (which the rules allow only until the fourth
    /// round is paired).
    #[arg(long)]
    pub keep_numbers: bool,
    /// Where the edited file goes.
    #[command(flatten)]
    pub output: EditOutput,
}

/// The facts of an event, as `rondo new` takes them; `rondo event --set` takes the same names
/// as keys. Values are checked when they are applied (`commands::facts`), the same way for
/// both commands.
#[derive(Debug, Default, clap::Args)]
pub struct FactArgs {
    /// The event's name (TRF 012).
    #[arg(long)]
    pub name: Option<String>,
    /// The city (022).
    #[arg(long)]
    pub city: Option<String>,
    /// The federation (032), three letters.
    #[arg(long)]
    pub federation: Option<String>,
    /// The first day (042), YYYY/MM/DD.
    #[arg(long, value_name = "DATE")]
    pub start_date: Option<String>,
    /// The last day (052), YYYY/MM/DD.
    #[arg(long, value_name = "DATE")]
    pub end_date: Option<String>,
    /// The chief arbiter (102).
    #[arg(long, value_name = "NAME")]
    pub chief_arbiter: Option<String>,
    /// A deputy chief arbiter (112); repeat for several.
    #[arg(long, value_name = "NAME")]
    pub deputy_arbiter: Vec<String>,
    /// The rate of play (122), e.g. "90 min + 30 s/move".
    #[arg(long, value_name = "TEXT")]
    pub time_control: Option<String>,
    /// The number of rounds (142, or XXR in TRF16).
    #[arg(long, value_name = "N")]
    pub rounds: Option<String>,
    /// The pairing system (192, or 092 for the Lim system).
    // `command` names the registry's systems of individuals after this help.
    #[arg(long)]
    pub system: Option<String>,
    /// The edition of the Dutch rules: 2025, 2017 or 2009 (written in the 192 code).
    #[arg(long)]
    pub edition: Option<String>,
    /// Acceleration: baku (C.04.7, a 192 code ending in _BAKU) or none.
    #[arg(long)]
    pub acceleration: Option<String>,
    /// The colour of the top seed in round 1: white or black (152, or XXC white1/black1).
    #[arg(long, value_name = "COLOUR")]
    pub initial_colour: Option<String>,
    /// Points per result when not 1, ½, 0, as the codes of the TRF-2026 162 record: W (win,
    /// forfeit win, full-point bye), D (draw, half-point bye), L (loss), A (absence), P (the
    /// pairing-allocated bye), e.g. "W 3 D 1 L 0".
    #[arg(long, value_name = "CODES")]
    pub scoring: Option<String>,
    /// The tie-breaks in order (202), FIDE C.07 codes with modifiers, e.g. "BH/C1,BH,SB".
    #[arg(long, value_name = "LIST")]
    pub tiebreaks: Option<String>,
}

/// `rondo new FILE [facts...] [--format trf16|trf26] [--force]`.
#[derive(Debug, clap::Args)]
pub struct NewArgs {
    /// The event file to create.
    pub file: PathBuf,
    /// The event's facts.
    #[command(flatten)]
    pub facts: FactArgs,
    /// The TRF flavour of the file (the later commands keep it).
    #[arg(long, value_enum, default_value = "trf26")]
    pub format: GenerateFormat,
    /// Replace the file if it exists.
    #[arg(long)]
    pub force: bool,
}

/// `rondo event FILE [--set KEY=VALUE ...] [--format text|json]`.
#[derive(Debug, clap::Args)]
pub struct EventArgs {
    /// The event file.
    pub file: PathBuf,
    /// A fact to change, as KEY=VALUE with the option names of `rondo new` (name, city,
    /// federation, start-date, end-date, chief-arbiter, deputy-arbiter, time-control, rounds,
    /// system, edition, acceleration, initial-colour, scoring, tiebreaks); an empty VALUE
    /// removes the fact. Repeatable.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub set: Vec<String>,
    /// How to print the facts (without --set).
    #[arg(long, value_enum, default_value = "text")]
    pub format: FactsFormat,
    /// Where the edited file goes (with --set).
    #[command(flatten)]
    pub output: EditOutput,
}

/// Formats of `rondo event`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum FactsFormat {
    /// One `key: value` line per fact.
    Text,
    /// A JSON object keyed by the fact names.
    Json,
}

/// The sex of a player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum SexArg {
    /// Male (`m`).
    M,
    /// Female (`w` in TRF).
    F,
}

/// `rondo convert FILE --to trf16|trf26|json [-o OUT]`.
#[derive(Debug, clap::Args)]
pub struct ConvertArgs {
    /// The tournament file (TRF16, TRF-2026 or rondo JSON).
    pub file: PathBuf,
    /// The format to write.
    #[arg(long, value_enum)]
    pub to: ConvertFormat,
    /// Where to write (default: standard output).
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// Line ending of TRF output (default: the input's, else CRLF).
    #[arg(long, value_enum)]
    pub line_ending: Option<LineEndingArg>,
    /// How strictly to read the file.
    #[command(flatten)]
    pub reading: ReadArgs,
}

/// Target formats of `rondo convert`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ConvertFormat {
    /// FIDE TRF16 with the JaVaFo/bbpPairings extension codes.
    Trf16,
    /// FIDE TRF-2026.
    Trf26,
    /// rondo's JSON form of the model.
    Json,
}

/// Line endings for TRF output.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum LineEndingArg {
    /// Carriage return and line feed (Windows).
    Crlf,
    /// Line feed (Unix).
    Lf,
    /// Carriage return only (as bbpPairings writes).
    Cr,
}

/// `rondo export FILE... --format csv|jsonl [-o OUT]`.
#[derive(Debug, clap::Args)]
pub struct ExportArgs {
    /// Tournament files; their rows go into one output.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value = "csv")]
    pub format: ExportFormat,
    /// Where to write (default: standard output).
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// How strictly to read the files.
    #[command(flatten)]
    pub reading: ReadArgs,
}

/// Formats of `rondo export`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// Comma-separated values with a header line.
    Csv,
    /// One JSON object per line.
    Jsonl,
}

/// The Dutch edition to apply.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum EditionArg {
    /// C.04.3 (2025), in force from February 2026.
    #[value(name = "2025")]
    Dutch2025,
    /// C.04.3 (2017), in force until January 2026.
    #[value(name = "2017")]
    Dutch2017,
    /// The pre-2013 text of the source documents.
    #[value(name = "2009")]
    Dutch2009,
}

/// Acceleration to generate when the file states none.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum AccelerateArg {
    /// Baku acceleration (C.04.7): group A is 2·⌈P/4⌉ of the players present in round 1.
    Baku,
    /// Baku acceleration with group A the first ⌈N/2⌉ players, as bbpPairings v6 computes it.
    BakuFirstHalf,
}

/// The initial colour (colour of the top player in round 1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColourArg {
    /// White.
    White,
    /// Black.
    Black,
}

/// The rules a system pairs by: shared by the commands that pair a file and by `generate`.
#[derive(Debug, clap::Args)]
pub struct RulesArgs {
    /// Edition of the FIDE Dutch rules (default: the edition the file's 192 code names, else
    /// 2025).
    #[arg(long, value_enum)]
    pub edition: Option<EditionArg>,
    /// Generate acceleration when the file has no 250/XXA records.
    #[arg(long, value_enum)]
    pub accelerate: Option<AccelerateArg>,
    /// Initial colour, overriding TRF 152/XXC (default: from the file, else inferred from
    /// round 1, else White).
    #[arg(long, value_enum)]
    pub initial_colour: Option<ColourArg>,
    /// A Maxi-tournament (FIDE Lim system only): floaters and exchanges chosen for colour stay
    /// within 100 rating points (arts. 3.2.3, 3.8, 5.7).
    #[arg(long)]
    pub maxi: bool,
    /// The ECU's ranking order for pairing (Olympiad Pairing Rules only): match points, then
    /// the Olympiad Sonneborn-Berger, then the pairing number, in place of D.02 art. 3.2 (the
    /// European Team Championship and Club Cup).
    #[arg(long)]
    pub european_ranking: bool,
}

/// Options shared by the commands that pair a file.
#[derive(Debug, clap::Args)]
pub struct PairingArgs {
    /// The rules.
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The number of rounds of the event, when the file does not say (no XXR or 142 record):
    /// the last round is paired by its own rules (topscorers, C.04.3 art. 1.8).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub rounds: Option<u16>,
    /// How strictly to read the file.
    #[command(flatten)]
    pub reading: ReadArgs,
}

/// How strictly a command reads its tournament files: `--strict`, and the `--lenient-points`
/// old scripts still give.
#[derive(Debug, clap::Args)]
pub struct ReadArgs {
    /// Treat every warning about the input file as an error (a points column that disagrees
    /// with the results, a line that is not a record, ...): for pipelines that must reject
    /// sloppy files.
    #[arg(long)]
    pub strict: bool,
    /// Kept for old scripts: a points column that disagrees with the results is a warning
    /// anyway (the results count).
    #[arg(long, hide = true)]
    pub lenient_points: bool,
}

/// `rondo pair FILE [--round N] ...`.
#[derive(Debug, clap::Args)]
pub struct PairArgs {
    /// The tournament file.
    pub file: PathBuf,
    /// The round to pair (default: the round after the last one paired). Only earlier rounds
    /// and the absences entered for this round are used.
    #[arg(long)]
    pub round: Option<u16>,
    /// Pairing system (default: from the file's 192 record, else the Dutch system).
    #[arg(long, value_name = "SYSTEM")]
    pub system: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: PairFormat,
    /// With --format trf: write the paired round into the event file itself, keeping the
    /// previous version (`rondo undo FILE` brings it back).
    #[arg(short = 'i', long, conflicts_with = "output")]
    pub in_place: bool,
    /// The command line as typed, for the history (filled in by `run`, not an argument).
    #[arg(skip)]
    pub command_line: String,
    /// Print the pairing checklist instead of the boards: per player the pairing number,
    /// scores, colour history, difference and preference, floats, PAB eligibility and this
    /// round's opponent and colour (formats text, csv, json).
    #[arg(long)]
    pub checklist: bool,
    /// Where to write (default: standard output).
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// Explain the pairing bracket by bracket: floats, criteria not met, colours, the bye
    /// (with --format text or json).
    #[arg(long)]
    pub explain: bool,
    /// Pairing options.
    #[command(flatten)]
    pub pairing: PairingArgs,
    /// Write this pairing instead of the engine's (with --format trf): one the arbiter made or
    /// changed, in the exchange format (the number of lines, then `WHITE BLACK` lines, a bye as
    /// `N 0`). It is audited first as `rondo audit` does: a broken absolute rule is refused
    /// (exit 1) unless --force, a worse pairing is written with a warning.
    #[arg(long, value_name = "PAIRS", conflicts_with_all = ["explain", "checklist"])]
    pub pairs: Option<PathBuf>,
    /// Write this pairing instead of the engine's (with --format trf), given on the command
    /// line: `WHITE-BLACK` boards separated by commas or spaces, a pairing-allocated bye as
    /// `N-0` (`--boards "1-13,14-2,3-15,25-0"`). Audited as --pairs is.
    #[arg(long, value_name = "LIST", conflicts_with_all = ["pairs", "explain", "checklist"])]
    pub boards: Option<String>,
    /// Swap the colours of this board (its number in the pairing written: the engine's, or
    /// that of --pairs or --boards), with --format trf; repeat for several boards. Audited as
    /// --pairs is.
    #[arg(long, value_name = "BOARD", conflicts_with_all = ["explain", "checklist"])]
    pub swap: Vec<u16>,
    /// With --pairs, --boards or --swap: write the pairing even though it breaks an absolute
    /// rule.
    #[arg(long)]
    pub force: bool,
}

/// Formats of `rondo pair`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum PairFormat {
    /// Boards with names, ratings and scores.
    Text,
    /// JSON for programs.
    Json,
    /// The exchange format of other engines: the number of pairs, then `WHITE BLACK` lines,
    /// a pairing-allocated bye as `N 0`.
    Pairs,
    /// The input file with the new round written into it (boards without results, the
    /// pairing-allocated bye scored), in the file's own format.
    Trf,
    /// CSV (with `--checklist` only).
    Csv,
    /// The checklist table of bbpPairings' `-l` file (with `--checklist` only): tab-separated,
    /// right-aligned columns, the players paired grouped by pairing score.
    Engine,
}

/// `rondo check FILE [--edition E]`.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// The tournament file.
    pub file: PathBuf,
    /// Pairing system to re-pair with (default: the system the file names in 192 or 092, else
    /// the Dutch system).
    #[arg(long, value_name = "SYSTEM")]
    pub system: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: CheckFormat,
    /// Check this round only (default: every round of the file).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub round: Option<u16>,
    /// Also check the standings: recompute points and tie-breaks and compare the order with
    /// the file's rank column.
    #[arg(long)]
    pub standings: bool,
    /// With --standings: the tie-breaks (default: the file's 212/202 records, else the
    /// recommended list).
    #[arg(long, value_name = "LIST", requires = "standings")]
    pub tiebreaks: Option<String>,
    /// With --standings: tie-break rules 2026 (current), 2024, 2023 or 2009.
    #[arg(long, default_value = "2026", requires = "standings")]
    pub rules: String,
    /// Pairing options.
    #[command(flatten)]
    pub pairing: PairingArgs,
}

/// `rondo audit FILE --round N [--pairs PAIRS]`.
#[derive(Debug, clap::Args)]
pub struct AuditArgs {
    /// The tournament file.
    pub file: PathBuf,
    /// The round whose pairing is audited.
    #[arg(long)]
    pub round: u16,
    /// The pairing to audit, in the exchange format (the number of lines, then `WHITE BLACK`
    /// lines, a bye as `N 0`); default: the round as the file holds it.
    #[arg(long, value_name = "PAIRS")]
    pub pairs: Option<PathBuf>,
    /// Swiss system (default: the system the file names, else Dutch).
    #[arg(long, value_name = "SYSTEM")]
    pub system: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: AuditFormat,
    /// Pairing options.
    #[command(flatten)]
    pub pairing: PairingArgs,
}

/// Formats of `rondo audit`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum AuditFormat {
    /// The rules broken, the comparison with the engine's pairing, the boards that differ.
    Text,
    /// JSON for programs.
    Json,
}

/// Formats of `rondo check`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum CheckFormat {
    /// A line per round, with the differing boards.
    Text,
    /// JSON for programs.
    Json,
    /// The checker report of bbpPairings and JaVaFo (`-c`): `FILE: Round #N` lines, and under
    /// a round paired otherwise the engine's boards beside the file's.
    Engine,
}

/// `rondo standings FILE... [--tiebreaks LIST] [--rules R] [--after-round N] [--format F] [-o DIR]`.
#[derive(Debug, clap::Args)]
pub struct StandingsArgs {
    /// Tournament files; each gets its own output.
    #[arg(required_unless_present = "list_tiebreaks")]
    pub files: Vec<PathBuf>,
    /// Print every tie-break code with its modifiers and the article it comes from, and stop.
    #[arg(long)]
    pub list_tiebreaks: bool,
    /// Tie-breaks in order, FIDE C.07 codes with modifiers, comma separated (e.g.
    /// `BH/C1,BH,SB`). Default: the file's 212/202 record, else the FIDE recommendation.
    #[arg(long, value_name = "LIST")]
    pub tiebreaks: Option<String>,
    /// Tie-break rules: 2026 (current), 2024, 2023, or 2009 (the 2009 annex).
    #[arg(long, default_value = "2026")]
    pub rules: String,
    /// Standings after this round (default: all rounds of the file).
    #[arg(long, value_name = "N")]
    pub after_round: Option<u16>,
    /// Break the ties that remain after every tie-break by a drawing of lots from this seed
    /// (C.07's last step); the lots drawn are recorded in the output.
    #[arg(long, value_name = "SEED")]
    pub lots: Option<u64>,
    /// Treat the event as a Swiss or a round robin (default: from the file).
    #[arg(long, value_enum)]
    pub system: Option<SystemArg>,
    /// Output format (default: from the extension of `-o FILE`, else text).
    #[arg(long, value_enum)]
    pub format: Option<StandingsFormat>,
    /// A folder to write one output per input file into (`NAME.txt`, `.csv`, `.json`,
    /// `.html`): an existing folder, a path ending in `/`, or any path when several files are
    /// given; a missing folder is made. For one file, any other path is the output file.
    /// Default: standard output.
    #[arg(short, long, value_name = "DIR|FILE")]
    pub output: Option<PathBuf>,
    /// How strictly to read the files.
    #[command(flatten)]
    pub reading: ReadArgs,
}

/// Formats of `rondo standings`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum StandingsFormat {
    /// Aligned tables: standings, team standings, crosstable.
    Text,
    /// The stable CSV (see the README): `rank,start_number,name,points` and one column per
    /// tie-break.
    Csv,
    /// JSON for programs.
    Json,
    /// A printable page.
    Html,
}

/// The kind of event, for tie-breaks whose rules differ.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum SystemArg {
    /// A Swiss-system event.
    Swiss,
    /// A round robin.
    RoundRobin,
}

/// `rondo schedule berger|scheveningen|belgrade|knockout ...`.
#[derive(Debug, clap::Args)]
pub struct ScheduleArgs {
    /// Which schedule.
    #[command(subcommand)]
    pub kind: ScheduleKind,
}

/// The fixed schedules.
#[derive(Debug, Subcommand)]
pub enum ScheduleKind {
    /// Berger round-robin tables (odd fields: the highest number is the bye).
    Berger {
        /// Number of players.
        #[arg(long)]
        players: u16,
        /// Double round robin: a second cycle with colours reversed.
        #[arg(long)]
        double: bool,
        /// Which cycles of a double round robin play their last two rounds in swapped order:
        /// the first (FIDE; nobody has the same colour three times running, for every size),
        /// each (the 2009 handbook's wording; fails for 4 players), or none.
        #[arg(long, value_enum, default_value = "first-cycle")]
        swap: SwapArg,
        /// Draw the pairing numbers by lot from this seed (reproducible); entrant i (in entry
        /// order) gets the number shown in the draw.
        #[arg(long, value_name = "SEED")]
        lot: Option<u64>,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: ScheduleFormat,
    },
    /// Scheveningen team match: every player of team A meets every player of team B.
    Scheveningen {
        /// Boards per team.
        #[arg(long)]
        boards: u16,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: TableFormat,
    },
    /// Belgrade grouping: snake seeding into groups.
    Belgrade {
        /// Number of players (seeds 1..N).
        #[arg(long)]
        players: u16,
        /// Number of groups.
        #[arg(long)]
        groups: u16,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: TableFormat,
    },
    /// Knockout bracket (byes to the top seeds; 1 and 2 meet only in the final).
    Knockout {
        /// Number of players (seeds 1..N).
        #[arg(long)]
        players: u16,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: TableFormat,
    },
}

/// Where a double round robin swaps its last two rounds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum SwapArg {
    /// The last two rounds of the first cycle.
    FirstCycle,
    /// The last two rounds of each cycle.
    EachCycle,
    /// No swap.
    None,
}

/// Formats of the schedules that are not round robins (Scheveningen, Belgrade, knockout).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum TableFormat {
    /// Tables a person can read.
    Text,
    /// JSON for programs.
    Json,
}

/// Formats of `rondo schedule berger`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ScheduleFormat {
    /// Tables a person can read.
    Text,
    /// JSON: `{"rounds": [[[white, black], ...], ...]}`, a bye as `[player, 0]`.
    Json,
    /// Per round: the number of lines, then `WHITE BLACK` lines.
    Pairs,
    /// A TRF-2026 file to start the event with: the players by pairing number, the number of
    /// rounds (142) and the system (192), ready for `rondo pair` round by round.
    Trf,
}

/// `rondo generate --players N --rounds R --seed S [rates...] [-o OUT]`.
#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// A configuration file (TOML, or JSON when it ends in `.json`) that says everything about
    /// the tournament to generate; see the README for the keys. No other generation option may
    /// be given with it.
    #[arg(long, value_name = "FILE", conflicts_with_all = [
        "players", "rounds", "seed", "draw_rate", "forfeit_rate", "bye_rate", "withdrawal_rate",
        "highest_rating", "lowest_rating", "system", "format",
    ])]
    pub config: Option<PathBuf>,
    /// Number of players (of teams for a system of teams; `--teams` says the same).
    #[arg(long, visible_alias = "teams", required_unless_present = "config")]
    pub players: Option<u16>,
    /// Number of rounds.
    #[arg(long, required_unless_present = "config")]
    pub rounds: Option<u16>,
    /// Boards per match, for a system of teams (default 4).
    #[arg(long, conflicts_with = "config")]
    pub boards: Option<u16>,
    /// Seed of the random numbers: the same seed gives the same tournament.
    #[arg(long, required_unless_present = "config")]
    pub seed: Option<u64>,
    /// Share of games drawn (0 to 1).
    #[arg(long, default_value_t = 0.3)]
    pub draw_rate: f64,
    /// Share of games forfeited (0 to 1).
    #[arg(long, default_value_t = 0.02)]
    pub forfeit_rate: f64,
    /// Chance per player and round of an announced half-point bye (0 to 1).
    #[arg(long, default_value_t = 0.02)]
    pub bye_rate: f64,
    /// Chance per player and round of withdrawing for good (0 to 1).
    #[arg(long, default_value_t = 0.005)]
    pub withdrawal_rate: f64,
    /// Highest rating.
    #[arg(long, default_value_t = 2600)]
    pub highest_rating: u16,
    /// Lowest rating.
    #[arg(long, default_value_t = 1400)]
    pub lowest_rating: u16,
    /// Pairing system (default: dutch).
    #[arg(long, value_name = "SYSTEM")]
    pub system: Option<String>,
    /// TRF flavour to write.
    #[arg(long, value_enum, default_value = "trf26")]
    pub format: GenerateFormat,
    /// Where to write (default: standard output).
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// Pairing options. Not the whole of [`PairingArgs`]: its `--rounds` (the event's length
    /// when a file does not say) is this command's own `--rounds`.
    #[command(flatten)]
    pub rules: RulesArgs,
}

/// The TRF flavours rondo writes a new file in (`rondo generate`, `rondo new`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum GenerateFormat {
    /// TRF16 with the JaVaFo/bbpPairings extension codes.
    Trf16,
    /// TRF-2026.
    Trf26,
}

impl GenerateFormat {
    /// The format `rondo_trf` writes.
    pub fn trf(self) -> rondo_trf::Format {
        match self {
            GenerateFormat::Trf16 => rondo_trf::Format::Trf16,
            GenerateFormat::Trf26 => rondo_trf::Format::Trf2026,
        }
    }
}

/// `rondo rating FILE [--format text|csv|json] [--k PLAYER=K ...]`.
#[derive(Debug, clap::Args)]
pub struct RatingArgs {
    /// The tournament file.
    pub file: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: RatingFormat,
    /// The K factor of a player, overriding the one derived from the file (start number=K,
    /// repeatable, e.g. `--k 12=40`).
    #[arg(long = "k", value_name = "PLAYER=K")]
    pub k_overrides: Vec<String>,
    /// Rated games each player had before this event (default 30: an established player).
    /// Players with fewer than 30 get K = 40.
    #[arg(long, default_value_t = 30)]
    pub games_before: u32,
    /// Where to write (default: standard output).
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// How strictly to read the files.
    #[command(flatten)]
    pub reading: ReadArgs,
}

/// Formats of `rondo rating`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum RatingFormat {
    /// An aligned table.
    Text,
    /// CSV with a header line.
    Csv,
    /// JSON for programs.
    Json,
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    /// clap checks a definition (unique argument names, valid references) only when it builds
    /// a command with its debug assertions, which the release profile keeps on for clap.
    #[test]
    fn the_command_line_definition_is_consistent() {
        super::Args::command().debug_assert();
        super::command(rondo_systems::REGISTRY).debug_assert();
    }

    /// `Limits::from_environment` takes the same default as clap, from this text.
    #[test]
    fn the_default_input_size_is_64_mib() {
        assert_eq!(
            super::parse_size(super::DEFAULT_MAX_INPUT_SIZE),
            Ok(64 << 20)
        );
    }
}
