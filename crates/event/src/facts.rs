//! The facts of an event (name, place, dates, officials, rate of play, rounds, system, edition,
//! acceleration, initial colour, scoring, tie-breaks), as `rondo new` and `rondo event --set`
//! take them and Python's `new_event` and `Tournament.set_facts` too: [`apply`] checks and
//! writes them, [`read`] reads them back.
//!
//! Policy: a value is checked the same way whichever caller gives it: systems through the
//! registry of `rondo-systems` (the file names the system the way `rondo_systems::resolve`
//! reads it back), tie-breaks through `rondo-tiebreak`'s parser, scoring through the reader of
//! the TRF-2026 `162` record, dates through the TRF date reader. An empty value removes a fact;
//! deputy arbiters given in one call replace the file's list.

use rondo_core::{Colour, ScoringSystem, TournamentSetup};
use rondo_systems::{Choice, Edition, PairingSystem, Registry};

/// One fact of an event; its key is the option name of `rondo new`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Fact {
    /// The event's name (`012`).
    Name,
    /// The city (`022`).
    City,
    /// The federation (`032`).
    Federation,
    /// The first day (`042`).
    StartDate,
    /// The last day (`052`).
    EndDate,
    /// The chief arbiter (`102`).
    ChiefArbiter,
    /// A deputy chief arbiter (`112`).
    DeputyArbiter,
    /// The rate of play (`122`).
    TimeControl,
    /// The number of rounds (`142`, `XXR`).
    Rounds,
    /// The pairing system (`192`, `092`).
    System,
    /// The edition of the Dutch rules (in the `192` code).
    Edition,
    /// Baku acceleration (a `192` code ending in `_BAKU`).
    Acceleration,
    /// The colour of the top seed in round 1 (`152`, `XXC`).
    InitialColour,
    /// Points per result (`162`).
    Scoring,
    /// The tie-breaks (`202`).
    Tiebreaks,
}

impl Fact {
    /// Every fact, in the order [`read`] gives them.
    pub const ALL: [Fact; 15] = [
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

    /// The fact's name: the option of `rondo new`, the key of `rondo event --set`.
    #[must_use]
    pub const fn key(self) -> &'static str {
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

    /// The fact whose key is `key` (without regard to case or surrounding spaces).
    #[must_use]
    pub fn from_key(key: &str) -> Option<Fact> {
        Fact::ALL
            .into_iter()
            .find(|fact| fact.key().eq_ignore_ascii_case(key.trim()))
    }
}

/// A fact's value as a file holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A text, if the file gives one.
    Text(Option<String>),
    /// A list, empty if the file gives none.
    List(Vec<String>),
    /// A number, if the file gives one.
    Number(Option<u16>),
}

/// Why a value cannot be given to a fact.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FactError {
    /// `KEY=VALUE` without `=`.
    #[error("'{0}' is not KEY=VALUE")]
    NotKeyValue(String),
    /// A key no fact has.
    #[error("no fact is called '{0}'")]
    UnknownKey(String),
    /// A value the fact cannot hold.
    #[error("{}={value}: {problem}", fact.key())]
    Value {
        /// The fact.
        fact: Fact,
        /// The value as given.
        value: String,
        /// What is wrong with it.
        problem: ValueProblem,
    },
    /// The system, edition and acceleration together name no system rondo pairs.
    #[error(transparent)]
    Resolve(#[from] rondo_systems::ResolveError),
    /// An edition given for a system that has none.
    #[error("the {system} has no editions")]
    NoEditions {
        /// The system's name.
        system: &'static str,
    },
    /// Baku acceleration asked of a system that has none.
    #[error("the {system} has no Baku acceleration")]
    NoBaku {
        /// The system's name.
        system: &'static str,
    },
}

/// What is wrong with a fact's value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ValueProblem {
    /// Not three letters.
    #[error("not the three letters of a federation")]
    Federation,
    /// Not a date the TRF reader reads.
    #[error("not a date")]
    Date,
    /// Not a number of rounds from 1.
    #[error("not a number of rounds")]
    Rounds,
    /// No system of individuals has this key; `expected` lists those that do.
    #[error("unknown system")]
    System {
        /// The keys of the systems an event of players can name.
        expected: Vec<&'static str>,
    },
    /// Not 2025, 2017 or 2009.
    #[error("unknown edition")]
    Edition,
    /// Neither `baku` nor `none`.
    #[error("not baku or none")]
    Acceleration,
    /// Neither `white` nor `black`.
    #[error("not white or black")]
    Colour,
    /// Not codes of the `162` record.
    #[error("unreadable scoring")]
    Scoring(rondo_trf::ReadError),
    /// Not a list of tie-breaks.
    #[error(transparent)]
    Tiebreaks(rondo_tiebreak::ParseTiebreakError),
}

/// `KEY=VALUE` as `rondo event --set` takes it: the fact of the key and the value.
///
/// # Errors
///
/// [`FactError::NotKeyValue`] without `=`; [`FactError::UnknownKey`] for a key no fact has.
pub fn parse_setting(setting: &str) -> Result<(Fact, String), FactError> {
    let (key, value) = setting
        .split_once('=')
        .ok_or_else(|| FactError::NotKeyValue(setting.to_owned()))?;
    let fact = Fact::from_key(key).ok_or_else(|| FactError::UnknownKey(key.trim().to_owned()))?;
    Ok((fact, value.to_owned()))
}

/// The facts a new event is given (`rondo new`'s options, Python's `new_event` keywords),
/// each as the caller wrote it.
#[derive(Clone, Debug, Default)]
#[allow(missing_docs)] // Each field is the fact of its name.
pub struct NewEvent {
    pub name: Option<String>,
    pub city: Option<String>,
    pub federation: Option<String>,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub chief_arbiter: Option<String>,
    pub deputy_arbiters: Vec<String>,
    pub time_control: Option<String>,
    pub rounds: Option<String>,
    pub system: Option<String>,
    pub edition: Option<String>,
    pub acceleration: Option<String>,
    pub initial_colour: Option<String>,
    pub scoring: Option<String>,
    pub tiebreaks: Option<String>,
}

/// A new event without players, with the facts `given` applied ([`apply`]; the deputy
/// arbiters last).
///
/// # Errors
///
/// The first value that cannot be applied.
pub fn new_event(registry: &Registry, given: &NewEvent) -> Result<TournamentSetup, FactError> {
    let single = [
        (Fact::Name, &given.name),
        (Fact::City, &given.city),
        (Fact::Federation, &given.federation),
        (Fact::StartDate, &given.start_date),
        (Fact::EndDate, &given.end_date),
        (Fact::ChiefArbiter, &given.chief_arbiter),
        (Fact::TimeControl, &given.time_control),
        (Fact::Rounds, &given.rounds),
        (Fact::System, &given.system),
        (Fact::Edition, &given.edition),
        (Fact::Acceleration, &given.acceleration),
        (Fact::InitialColour, &given.initial_colour),
        (Fact::Scoring, &given.scoring),
        (Fact::Tiebreaks, &given.tiebreaks),
    ];
    let facts: Vec<(Fact, String)> = single
        .into_iter()
        .filter_map(|(fact, value)| value.clone().map(|value| (fact, value)))
        .chain(
            given
                .deputy_arbiters
                .iter()
                .map(|name| (Fact::DeputyArbiter, name.clone())),
        )
        .collect();
    let mut setup = TournamentSetup::default();
    apply(&mut setup, registry, &facts)?;
    Ok(setup)
}

/// Applies `facts` to `setup` in order: each value is checked, and the system (one of
/// `registry`'s), edition and acceleration together become the file's name of the system. Deputy arbiters given in one
/// call replace the file's list; an empty value removes a fact.
///
/// # Errors
///
/// The first value that cannot be applied; `setup` may then be partly changed, so callers edit
/// a copy.
pub fn apply(
    setup: &mut TournamentSetup,
    registry: &Registry,
    facts: &[(Fact, String)],
) -> Result<(), FactError> {
    let mut system = None;
    let mut edition = None;
    let mut baku = None;
    let mut deputies: Option<Vec<String>> = None;
    for (fact, given) in facts {
        let bad = |problem: ValueProblem| FactError::Value {
            fact: *fact,
            value: given.clone(),
            problem,
        };
        let value = given.trim();
        let text = (!value.is_empty()).then(|| value.to_owned());
        let header = &mut setup.header;
        match fact {
            Fact::Name => header.name = text,
            Fact::City => header.city = text,
            Fact::Federation => {
                if text.as_ref().is_some_and(|fed| {
                    fed.len() != 3 || !fed.chars().all(|c| c.is_ascii_alphabetic())
                }) {
                    return Err(bad(ValueProblem::Federation));
                }
                header.federation = text.map(|fed| fed.to_ascii_uppercase());
            }
            Fact::StartDate | Fact::EndDate => {
                if text.is_some() && rondo_trf::parse_date(value).is_none() {
                    return Err(bad(ValueProblem::Date));
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
                            .ok_or_else(|| bad(ValueProblem::Rounds))?,
                    ),
                };
            }
            Fact::System => {
                let expected = individual_system_keys(registry);
                let key = expected
                    .iter()
                    .find(|key| key.eq_ignore_ascii_case(value))
                    .ok_or_else(|| {
                        bad(ValueProblem::System {
                            expected: expected.clone(),
                        })
                    })?;
                system = Some(*key);
            }
            Fact::Edition => {
                edition = Some(
                    rondo_systems::edition_by_year(value)
                        .ok_or_else(|| bad(ValueProblem::Edition))?,
                );
            }
            Fact::Acceleration => {
                baku = Some(match value.to_ascii_lowercase().as_str() {
                    "baku" => true,
                    "none" | "" => false,
                    _ => return Err(bad(ValueProblem::Acceleration)),
                });
            }
            Fact::InitialColour => {
                setup.initial_colour = match text {
                    None => None,
                    Some(_) if value.eq_ignore_ascii_case("white") => Some(Colour::White),
                    Some(_) if value.eq_ignore_ascii_case("black") => Some(Colour::Black),
                    Some(_) => return Err(bad(ValueProblem::Colour)),
                };
            }
            Fact::Scoring => {
                setup.scoring = match text {
                    None => ScoringSystem::default(),
                    Some(_) => rondo_trf::read_scoring(value)
                        .map_err(|error| bad(ValueProblem::Scoring(error)))?,
                };
            }
            Fact::Tiebreaks => {
                if text.is_some() {
                    rondo_tiebreak::parse_tiebreak_list(value)
                        .map_err(|error| bad(ValueProblem::Tiebreaks(error)))?;
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
    if system.is_some() || edition.is_some() || baku.is_some() {
        name_system(setup, registry, system, edition, baku)?;
    }
    Ok(())
}

/// The year the event ends, for the junior rule of the rating regulations (B.02): of its end
/// date (`052`), else of its start date (`042`); `None` when neither can be read.
#[must_use]
pub fn event_year(setup: &TournamentSetup) -> Option<u16> {
    [&setup.header.end_date, &setup.header.start_date]
        .into_iter()
        .flatten()
        .find_map(|date| rondo_trf::parse_date(date).map(|date| date.year))
}

/// Every fact of the file, in the order of [`Fact::ALL`], its system found in `registry`.
#[must_use]
pub fn read(setup: &TournamentSetup, registry: &Registry) -> Vec<(Fact, Value)> {
    let header = &setup.header;
    let system = rondo_systems::resolve_in(registry, &Choice::default(), setup).ok();
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
                // that names a system rondo does not pair keeps the file's own words.
                Fact::System => Value::Text(Some(match (system, &named) {
                    (Some(system), _) => system_key(system).to_owned(),
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

/// The keys of the systems an event of players can name: those of `registry`'s keys that
/// choose a system of individuals.
#[must_use]
pub fn individual_system_keys(registry: &Registry) -> Vec<&'static str> {
    rondo_systems::keys_in(registry)
        .into_iter()
        .filter(|key| {
            Choice::by_key_in(registry, key)
                .and_then(|choice| {
                    rondo_systems::resolve_in(registry, &choice, &TournamentSetup::default()).ok()
                })
                .is_some_and(|system| !system.descriptor().pairs_teams)
        })
        .collect()
}

/// Writes the system into `setup` the way `rondo_systems::resolve` reads it back: the system
/// given, else the file's; the edition given, else the file's (for the Dutch system); Baku
/// acceleration as given, else as the file has it.
fn name_system(
    setup: &mut TournamentSetup,
    registry: &Registry,
    key: Option<&str>,
    edition: Option<Edition>,
    baku: Option<bool>,
) -> Result<(), FactError> {
    let current = rondo_systems::resolve_in(registry, &Choice::default(), setup).ok();
    let mut choice = key
        .and_then(|key| Choice::by_key_in(registry, key))
        .unwrap_or_default();
    if let Some(edition) =
        edition.or_else(|| current.and_then(|system| system.descriptor().edition))
    {
        choice = choice.with_edition(edition);
    }
    let system = rondo_systems::resolve_in(registry, &choice, setup)?;
    let descriptor = system.descriptor();
    if edition.is_some() && descriptor.edition.is_none() {
        return Err(FactError::NoEditions {
            system: descriptor.name,
        });
    }
    let baku = baku.unwrap_or_else(|| setup.named_system().is_some_and(|named| named.baku));
    descriptor
        .file_name
        .write_into(setup, baku)
        .map_err(|_| FactError::NoBaku {
            system: descriptor.name,
        })
}

/// The key that names `system` (`rondo pair --system`, Python's `system=`).
fn system_key(system: &dyn PairingSystem) -> &'static str {
    system.descriptor().chosen_by
}

/// The scoring as the codes of the TRF-2026 `162` record.
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
