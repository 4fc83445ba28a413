//! The facts of an event (name, place, dates, officials, rate of play, rounds, system, edition,
//! acceleration, initial colour, scoring, tie-breaks): `rondo new FILE` creates an event file
//! with them, `rondo event FILE` prints them and `rondo event FILE --set KEY=VALUE` changes
//! them, the keys being `rondo new`'s option names.
//!
//! Both commands apply the facts through [`apply`], so a value is checked the same way
//! whichever command gives it: systems through the registry of `rondo-systems` (the file names
//! the system the way `rondo_systems::resolve` reads it back), tie-breaks through
//! `rondo-tiebreak`'s parser, scoring through the reader of the TRF-2026 `162` record, dates
//! through the TRF date reader. `rondo event --set` writes through the edit path of the other
//! event commands (`-i`, `-o`, points and ranks, nothing written on an error).

use std::io::Write;
use std::path::Path;

use clap::ValueEnum;
use rondo_core::{Colour, ScoringSystem, TournamentSetup};
use rondo_systems::Choice;
use rondo_trf::{Format, LineEnding, WriteOptions};

use crate::Registry;
use crate::args::{
    ColourArg, EditionArg, EventArgs, FactArgs, FactsFormat, GenerateFormat, NewArgs,
};
use crate::exit::{CliError, Outcome};
use crate::input;
use crate::output::{self, Destination};

/// One fact of an event; its key is the option name of `rondo new`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Fact {
    Name,
    City,
    Federation,
    StartDate,
    EndDate,
    ChiefArbiter,
    DeputyArbiter,
    TimeControl,
    Rounds,
    System,
    Edition,
    Acceleration,
    InitialColour,
    Scoring,
    Tiebreaks,
}

impl Fact {
    const ALL: [Fact; 15] = [
        Fact::Name,
        Fact::City,
        Fact::Federation,
        Fact::StartDate,
        Fact::EndDate,
        Fact::ChiefArbiter,
        Fact::DeputyArbiter,
        Fact::TimeControl,
        Fact::Rounds,
        Fact::System,
        Fact::Edition,
        Fact::Acceleration,
        Fact::InitialColour,
        Fact::Scoring,
        Fact::Tiebreaks,
    ];

    fn key(self) -> &'static str {
        match self {
            Fact::Name => "name",
            Fact::City => "city",
            Fact::Federation => "federation",
            Fact::StartDate => "start-date",
            Fact::EndDate => "end-date",
            Fact::ChiefArbiter => "chief-arbiter",
            Fact::DeputyArbiter => "deputy-arbiter",
            Fact::TimeControl => "time-control",
            Fact::Rounds => "rounds",
            Fact::System => "system",
            Fact::Edition => "edition",
            Fact::Acceleration => "acceleration",
            Fact::InitialColour => "initial-colour",
            Fact::Scoring => "scoring",
            Fact::Tiebreaks => "tiebreaks",
        }
    }

    fn from_key(key: &str) -> Option<Fact> {
        Fact::ALL
            .into_iter()
            .find(|fact| fact.key().eq_ignore_ascii_case(key.trim()))
    }
}

/// Runs `rondo new`.
///
/// # Errors
///
/// A fact that cannot be applied, a file that exists (without `--force`), or a file that cannot
/// be written.
pub fn new(
    args: &NewArgs,
    registry: Registry<'_>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    if args.file.exists() && !args.force {
        return Err(CliError::InvalidArguments(format!(
            "{}: the file exists; give --force to replace it",
            args.file.display()
        )));
    }
    let mut setup = TournamentSetup::default();
    apply(&mut setup, registry, &given(&args.facts), &args.file)?;
    let format = match args.format {
        GenerateFormat::Trf16 => Format::Trf16,
        GenerateFormat::Trf26 => Format::Trf2026,
    };
    let options = WriteOptions::default()
        .with_format(format)
        .with_line_ending(LineEnding::Lf);
    let bytes = rondo_trf::write_setup(&setup, &options);
    output::write(
        &Destination::File(args.file.clone()),
        &bytes,
        stdout,
        stderr,
    )?;
    let _ = writeln!(
        stderr,
        "{}: new event file; add the players with `rondo player add {} --name NAME ... -i`",
        args.file.display(),
        args.file.display()
    );
    Ok(Outcome::Success)
}

/// Runs `rondo event`: prints the facts, or changes them with `--set`.
///
/// # Errors
///
/// Bad input, a fact that cannot be applied, or a file that cannot be written.
pub fn event(
    args: &EventArgs,
    registry: Registry<'_>,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    if args.set.is_empty() {
        if args.output.in_place || args.output.output.is_some() {
            return Err(CliError::InvalidArguments(format!(
                "{}: nothing to change; give --set KEY=VALUE",
                args.file.display()
            )));
        }
        let loaded = input::load(&args.file, input::Strictness::default(), limits)?;
        let _ = stderr.write_all(loaded.warnings.as_bytes());
        let facts = read(&loaded.file.setup, registry);
        let text = match args.format {
            FactsFormat::Text => text(&facts),
            FactsFormat::Json => json(&facts),
        };
        output::to_stdout(text.as_bytes(), stdout)?;
        return Ok(Outcome::Success);
    }
    let mut changes = Vec::new();
    for setting in &args.set {
        let (key, value) = setting.split_once('=').ok_or_else(|| {
            CliError::InvalidArguments(format!(
                "{}: --set {setting}: expected KEY=VALUE with a key among {}",
                args.file.display(),
                keys()
            ))
        })?;
        let fact = Fact::from_key(key).ok_or_else(|| {
            CliError::InvalidArguments(format!(
                "{}: --set {setting}: unknown key '{}' (expected one of {})",
                args.file.display(),
                key.trim(),
                keys()
            ))
        })?;
        changes.push((fact, value.to_owned()));
    }
    super::event::edit(
        &args.file,
        &args.output,
        limits,
        stdout,
        stderr,
        |setup, _| apply(setup, registry, &changes, &args.file).map_err(Into::into),
    )
}

/// The facts `rondo new` was given, in the order of [`Fact::ALL`].
fn given(args: &FactArgs) -> Vec<(Fact, String)> {
    let single = [
        (Fact::Name, &args.name),
        (Fact::City, &args.city),
        (Fact::Federation, &args.federation),
        (Fact::StartDate, &args.start_date),
        (Fact::EndDate, &args.end_date),
        (Fact::ChiefArbiter, &args.chief_arbiter),
        (Fact::TimeControl, &args.time_control),
        (Fact::Rounds, &args.rounds),
        (Fact::System, &args.system),
        (Fact::Edition, &args.edition),
        (Fact::Acceleration, &args.acceleration),
        (Fact::InitialColour, &args.initial_colour),
        (Fact::Scoring, &args.scoring),
        (Fact::Tiebreaks, &args.tiebreaks),
    ];
    let mut facts: Vec<(Fact, String)> = single
        .into_iter()
        .filter_map(|(fact, value)| value.clone().map(|value| (fact, value)))
        .collect();
    facts.extend(
        args.deputy_arbiter
            .iter()
            .map(|name| (Fact::DeputyArbiter, name.clone())),
    );
    facts
}

/// Applies `facts` to `setup`: each value is checked, and the system, edition and acceleration
/// together become the file's name of the system. Deputy arbiters given in one command replace
/// the file's list; an empty value removes a fact.
fn apply(
    setup: &mut TournamentSetup,
    registry: Registry<'_>,
    facts: &[(Fact, String)],
    file: &Path,
) -> Result<(), CliError> {
    let mut system_arg = None;
    let mut edition_arg = None;
    let mut baku = None;
    let mut deputies: Option<Vec<String>> = None;
    for (fact, value) in facts {
        let bad = |reason: String| {
            CliError::InvalidArguments(format!(
                "{}: {}={value}: {reason}",
                file.display(),
                fact.key()
            ))
        };
        let value = value.trim();
        let text = (!value.is_empty()).then(|| value.to_owned());
        let header = &mut setup.header;
        match fact {
            Fact::Name => header.name = text,
            Fact::City => header.city = text,
            Fact::Federation => {
                if text.as_ref().is_some_and(|fed| {
                    fed.len() != 3 || !fed.chars().all(|c| c.is_ascii_alphabetic())
                }) {
                    return Err(bad(
                        "expected the three letters of a federation, like NED".to_owned()
                    ));
                }
                header.federation = text.map(|fed| fed.to_ascii_uppercase());
            }
            Fact::StartDate | Fact::EndDate => {
                if text.is_some() && rondo_trf::parse_date(value).is_none() {
                    return Err(bad("expected a date, like 2026/05/14".to_owned()));
                }
                if *fact == Fact::StartDate {
                    header.start_date = text;
                } else {
                    header.end_date = text;
                }
            }
            Fact::ChiefArbiter => header.chief_arbiter = text,
            Fact::DeputyArbiter => deputies.get_or_insert_with(Vec::new).extend(text),
            Fact::TimeControl => header.time_control = text,
            Fact::Rounds => {
                setup.declared_rounds = match text {
                    None => None,
                    Some(_) => Some(
                        value
                            .parse::<u16>()
                            .ok()
                            .filter(|rounds| *rounds > 0)
                            .ok_or_else(|| {
                                bad("expected a number of rounds, 1 or more".to_owned())
                            })?,
                    ),
                };
            }
            Fact::System => {
                let valid = pairing_system_names(registry);
                let parsed = valid
                    .iter()
                    .copied()
                    .find(|key| key.eq_ignore_ascii_case(value.trim()));
                system_arg = Some(parsed.ok_or_else(|| {
                    bad(format!(
                        "unknown system (expected one of {})",
                        valid.join(", ")
                    ))
                })?);
            }
            Fact::Edition => {
                edition_arg = Some(EditionArg::from_str(value, true).map_err(|_| {
                    bad(
                        "unknown edition of the Dutch rules (expected 2025, 2017 or 2009)"
                            .to_owned(),
                    )
                })?);
            }
            Fact::Acceleration => {
                baku = Some(match value.to_ascii_lowercase().as_str() {
                    "baku" => true,
                    "none" | "" => false,
                    _ => return Err(bad("expected baku or none".to_owned())),
                });
            }
            Fact::InitialColour => {
                setup.initial_colour = match text {
                    None => None,
                    Some(_) => Some(match ColourArg::from_str(value, true) {
                        Ok(ColourArg::White) => Colour::White,
                        Ok(ColourArg::Black) => Colour::Black,
                        Err(_) => return Err(bad("expected white or black".to_owned())),
                    }),
                };
            }
            Fact::Scoring => {
                setup.scoring = match text {
                    None => ScoringSystem::default(),
                    Some(_) => rondo_trf::read_scoring(value).map_err(|error| {
                        let reasons: Vec<String> = error
                            .problems
                            .iter()
                            .map(|problem| problem.kind.to_string())
                            .collect();
                        bad(reasons.join("; "))
                    })?,
                };
            }
            Fact::Tiebreaks => {
                if text.is_some() {
                    rondo_tiebreak::parse_tiebreak_list(value).map_err(|error| {
                        bad(format!(
                            "{error}; the codes are {}",
                            rondo_tiebreak::TiebreakCode::ALL
                                .iter()
                                .map(|code| code.name())
                                .collect::<Vec<_>>()
                                .join(" ")
                        ))
                    })?;
                }
                // The standings read 212 before 202, so a 212 the file has gets the list too.
                if header.standings_tiebreaks.is_some() {
                    header.standings_tiebreaks.clone_from(&text);
                }
                header.tiebreaks = text;
            }
        }
    }
    if let Some(deputies) = deputies {
        setup.header.deputy_arbiters = deputies;
    }
    if system_arg.is_some() || edition_arg.is_some() || baku.is_some() {
        name_system(setup, registry, system_arg, edition_arg, baku, file)?;
    }
    Ok(())
}

/// Writes the system into `setup` the way `rondo_systems::resolve` reads it back: the system
/// given, else the file's; the edition given, else the file's (for the Dutch system); Baku
/// acceleration as given, else as the file has it.
fn name_system(
    setup: &mut TournamentSetup,
    registry: Registry<'_>,
    system_arg: Option<&str>,
    edition_arg: Option<EditionArg>,
    baku: Option<bool>,
    file: &Path,
) -> Result<(), CliError> {
    let bad =
        |message: String| CliError::InvalidArguments(format!("{}: {message}", file.display()));
    let current = rondo_systems::resolve_in(registry.systems, &Choice::default(), setup).ok();
    let mut choice = crate::system::choice(registry, system_arg, edition_arg);
    if edition_arg.is_none()
        && let Some(edition) = current.and_then(|system| system.descriptor().edition)
    {
        choice = choice.with_edition(edition);
    }
    let system = rondo_systems::resolve_in(registry.systems, &choice, setup)
        .map_err(|error| bad(error.to_string()))?;
    let descriptor = system.descriptor();
    if edition_arg.is_some() && descriptor.edition.is_none() {
        return Err(bad(format!(
            "edition: the {} has no editions (only the Dutch system has)",
            descriptor.name
        )));
    }
    let baku = baku.unwrap_or_else(|| setup.named_system().is_some_and(|named| named.baku));
    descriptor.file_name.write_into(setup, baku).map_err(|_| {
        bad(format!(
            "acceleration=baku: the {} has no Baku acceleration (set acceleration=none, or \
                 another system)",
            descriptor.name
        ))
    })
}

/// The systems `rondo new --system` takes: the keys of the registry's systems of individuals.
fn pairing_system_names(registry: Registry<'_>) -> Vec<&'static str> {
    crate::args::system_keys(registry.systems, |descriptor| !descriptor.pairs_teams)
}

fn keys() -> String {
    Fact::ALL.map(Fact::key).join(", ")
}

/// A fact's value as a file holds it.
enum Value {
    Text(Option<String>),
    List(Vec<String>),
    Number(Option<u16>),
}

/// Every fact of the file, in the order of [`Fact::ALL`].
fn read(setup: &TournamentSetup, registry: Registry<'_>) -> Vec<(Fact, Value)> {
    let header = &setup.header;
    let system = rondo_systems::resolve_in(registry.systems, &Choice::default(), setup).ok();
    let named = setup.named_system();
    Fact::ALL
        .into_iter()
        .map(|fact| {
            let value = match fact {
                Fact::Name => Value::Text(header.name.clone()),
                Fact::City => Value::Text(header.city.clone()),
                Fact::Federation => Value::Text(header.federation.clone()),
                Fact::StartDate => Value::Text(header.start_date.clone()),
                Fact::EndDate => Value::Text(header.end_date.clone()),
                Fact::ChiefArbiter => Value::Text(header.chief_arbiter.clone()),
                Fact::DeputyArbiter => Value::List(header.deputy_arbiters.clone()),
                Fact::TimeControl => Value::Text(header.time_control.clone()),
                Fact::Rounds => Value::Number(setup.declared_rounds),
                // A file that names no system is paired by the Dutch system, 2025 edition; one
                // that names a system rondo does not pair says so in its own words.
                Fact::System => Value::Text(Some(match (system, &named) {
                    (Some(system), _) => system.descriptor().chosen_by.to_owned(),
                    (None, Some(named)) => named.text.clone(),
                    (None, None) => "dutch".to_owned(),
                })),
                Fact::Edition => Value::Text(system.and_then(|system| {
                    let descriptor = system.descriptor();
                    descriptor.edition.map(|_| descriptor.rules.to_owned())
                })),
                Fact::Acceleration => Value::Text(Some(
                    if named.as_ref().is_some_and(|named| named.baku)
                        || !setup.accelerations.is_empty()
                    {
                        "baku"
                    } else {
                        "none"
                    }
                    .to_owned(),
                )),
                Fact::InitialColour => Value::Text(setup.initial_colour.map(|colour| {
                    match colour {
                        Colour::White => "white",
                        Colour::Black => "black",
                    }
                    .to_owned()
                })),
                Fact::Scoring => Value::Text(Some(scoring_codes(&setup.scoring))),
                Fact::Tiebreaks => Value::Text(
                    header
                        .standings_tiebreaks
                        .clone()
                        .or_else(|| header.tiebreaks.clone()),
                ),
            };
            (fact, value)
        })
        .collect()
}

/// The scoring as the codes `--scoring` takes (those of the TRF-2026 `162` record).
fn scoring_codes(scoring: &ScoringSystem) -> String {
    [
        ('W', scoring.win),
        ('D', scoring.draw),
        ('L', scoring.loss),
        ('A', scoring.zero_point_bye),
        ('P', scoring.pairing_bye),
    ]
    .iter()
    .map(|(code, points)| format!("{code} {}", points.to_one_decimal()))
    .collect::<Vec<_>>()
    .join(" ")
}

fn text(facts: &[(Fact, Value)]) -> String {
    let mut out = String::new();
    for (fact, value) in facts {
        let shown = match value {
            Value::Text(Some(text)) => text.clone(),
            Value::Number(Some(number)) => number.to_string(),
            Value::List(list) if !list.is_empty() => list.join("; "),
            Value::Text(None) | Value::Number(None) | Value::List(_) => "(not set)".to_owned(),
        };
        out.push_str(&format!("{}: {shown}\n", fact.key()));
    }
    out
}

fn json(facts: &[(Fact, Value)]) -> String {
    let object: serde_json::Map<String, serde_json::Value> = facts
        .iter()
        .map(|(fact, value)| {
            let value = match value {
                Value::Text(text) => text.clone().map_or(serde_json::Value::Null, Into::into),
                Value::Number(number) => number.map_or(serde_json::Value::Null, Into::into),
                Value::List(list) => list.clone().into(),
            };
            (fact.key().to_owned(), value)
        })
        .collect();
    let mut text = serde_json::to_string_pretty(&object).unwrap_or_default();
    text.push('\n');
    text
}
