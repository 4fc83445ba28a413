//! The words of an arbiter's edits (`rondo_event`, `rondo_core`'s edits): the facts of an
//! event as text and JSON, why a fact, a player or a result is refused, what renumbering did,
//! what withdrawing a round took away.
//!
//! A refused edit names the ways out as its caller spells them ([`Caller`]): the command line's
//! options (`--national-federation`, `--force`), or the Python package's keywords and methods.

use rondo_core::{BoardResult, EditError, Player, PlayerId, RoundNo, Unpaired, ValidationError};
use rondo_event::facts::{Fact, FactError, Value, ValueProblem};
use rondo_event::{Added, PlayerEditError, Renumbering, ResultError, ResultsCsvErrorKind};

/// Why renumbering stopped, as every edit of the players says it.
const NUMBERS_KEPT: &str = "numbers kept (C.04.2 art. 2.3 allows no renumbering once the fourth \
     round is paired, and rondo does not renumber files with acceleration, records it keeps as \
     written, or a starting-rank method (172) it cannot apply)";

/// The facts as `rondo event` prints them: one `key: value` line each.
#[must_use]
pub fn facts_text(facts: &[(Fact, Value)]) -> String {
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

/// The facts as a JSON object keyed by the facts' keys (`null` for a fact not set).
#[must_use]
pub fn facts_json(facts: &[(Fact, Value)]) -> String {
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

/// Why a fact is refused. A `KEY=VALUE` that is not one ([`FactError::NotKeyValue`],
/// [`FactError::UnknownKey`]) is worded to follow the setting as given.
#[must_use]
pub fn fact_error(error: &FactError) -> String {
    let keys = || Fact::ALL.map(Fact::key).join(", ");
    match error {
        FactError::NotKeyValue(_) => format!("expected KEY=VALUE with a key among {}", keys()),
        FactError::UnknownKey(key) => {
            format!("unknown key '{key}' (expected one of {})", keys())
        }
        FactError::Value {
            fact,
            value,
            problem,
        } => format!("{}={value}: {}", fact.key(), value_problem(problem)),
        FactError::NoEditions { system } => {
            format!("edition: the {system} has no editions (only the Dutch system has)")
        }
        FactError::NoBaku { system } => format!(
            "acceleration=baku: the {system} has no Baku acceleration (set acceleration=none, \
             or another system)"
        ),
        other => other.to_string(),
    }
}

fn value_problem(problem: &ValueProblem) -> String {
    match problem {
        ValueProblem::Federation => "expected the three letters of a federation, like NED".into(),
        ValueProblem::Date => "expected a date, like 2026/05/14".into(),
        ValueProblem::Rounds => "expected a number of rounds, 1 or more".into(),
        ValueProblem::System { expected } => {
            format!("unknown system (expected one of {})", expected.join(", "))
        }
        ValueProblem::Edition => {
            "unknown edition of the Dutch rules (expected 2025, 2017 or 2009)".into()
        }
        ValueProblem::Acceleration => "expected baku or none".into(),
        ValueProblem::Colour => "expected white or black".into(),
        ValueProblem::Scoring(error) => error
            .problems
            .iter()
            .map(|problem| problem.kind.to_string())
            .collect::<Vec<_>>()
            .join("; "),
        ValueProblem::Tiebreaks(error) => format!(
            "{error}; the codes are {}",
            rondo_tiebreak::TiebreakCode::ALL
                .iter()
                .map(|code| code.name())
                .collect::<Vec<_>>()
                .join(" ")
        ),
        other => other.to_string(),
    }
}

/// Who made an edit, for the words of its ways out: the command line editing a file, or the
/// Python package.
#[derive(Clone, Copy, Debug)]
pub enum Caller<'a> {
    /// `rondo`, editing the event file as the command line names it.
    CommandLine(&'a std::path::Path),
    /// A `Tournament` of the Python package.
    Python,
}

impl Caller<'_> {
    /// The caller's spelling of one option: the command line's, or Python's.
    fn named<'a>(self, command_line: &'a str, python: &'a str) -> &'a str {
        match self {
            Caller::CommandLine(_) => command_line,
            Caller::Python => python,
        }
    }
}

/// Why a player cannot be added or changed, with the options of `caller`. The command line
/// places an edit of the model on the file's line first ([`edit_refused`]).
#[must_use]
pub fn player_error(error: &PlayerEditError, caller: Caller<'_>) -> String {
    let national_federation = caller.named("--national-federation", "national_federation");
    match error {
        PlayerEditError::Edit(error) => edit_refused(error, caller),
        PlayerEditError::BlankName => "the player's name is blank: give their name".to_owned(),
        PlayerEditError::UnknownTitle(code) => format!("title '{code}': expected {TITLES}"),
        PlayerEditError::NationalIdTooLong(id) => format!(
            "{} {id}: expected at most 11 characters (TRF columns 58–68)",
            caller.named("--national-id", "national_id")
        ),
        PlayerEditError::FederationAlone(federation) => format!(
            "{national_federation} {federation}: give {} or {} with it",
            caller.named("--national-rating", "national_rating"),
            caller.named("--national-id", "national_id")
        ),
        PlayerEditError::NotAFederation { code, given } => format!(
            "{} '{code}' cannot be the code of a national rating line (expected three capital \
             letters, such as ESP, other than XX…, BB… and DAT)",
            if *given {
                national_federation
            } else {
                "the player's federation"
            }
        ),
        PlayerEditError::NoFederation(player) => format!(
            "player {player} has no federation for the national rating: give {} (or {})",
            caller.named("--national-federation FED", "national_federation"),
            caller.named("--fed", "federation")
        ),
        PlayerEditError::SeveralNationalRatings {
            player,
            federations,
        } => format!(
            "player {player} has national ratings of {}: give {national_federation}",
            federations.join(", ")
        ),
        other => other.to_string(),
    }
}

/// An edit of the model refused, with what `caller` offers instead.
#[must_use]
pub fn edit_refused(error: &EditError, caller: Caller<'_>) -> String {
    let force = caller.named("--force", "force=True");
    let note = match *error {
        EditError::UnknownPlayer(_) => " (no 001 line of the file has it)".to_owned(),
        EditError::ResultEntered { .. } => format!(" (give {force} to replace it)"),
        EditError::RoundHasResults { .. } => {
            format!(" (give {force} to withdraw them with the pairing)")
        }
        EditError::RoundPaired { round } => match caller {
            Caller::CommandLine(file) => format!(
                " (rondo unpair {} --round {round} withdraws its pairing first)",
                file.display()
            ),
            Caller::Python => format!(" (Tournament.unpair({round}) withdraws its pairing first)"),
        },
        EditError::LaterRoundPaired { later, .. } => format!(" (withdraw round {later} first)"),
        _ => String::new(),
    };
    format!("{error}{note}")
}

/// A result given with the colours of its board reversed, and the result as it would read
/// the other way round.
#[must_use]
pub fn colours_reversed(
    error: &EditError,
    white: PlayerId,
    black: PlayerId,
    result: BoardResult,
) -> String {
    format!(
        "{error}: did you mean {black}-{white}={}?",
        result.reversed().notation()
    )
}

/// A problem of tournament JSON, at its player; `corrected` when rondo uses the results
/// instead of the points the JSON gives.
#[must_use]
pub fn json_problem(problem: &rondo_core::Problem, corrected: bool) -> String {
    let round = problem
        .round
        .map(|round| format!(", round {round}"))
        .unwrap_or_default();
    let consequence = if corrected {
        "; rondo uses the results"
    } else {
        ""
    };
    format!(
        "player {}{round}: {}{consequence}",
        problem.player, problem.kind
    )
}

/// `rondo new` asked to make a file that exists.
pub const FILE_EXISTS: &str = "the file exists; give --force to replace it";

/// `rondo event -i` or `-o` without a fact to set.
pub const NOTHING_TO_SET: &str = "nothing to change; give --set KEY=VALUE";

/// A new event file made, and how to go on.
#[must_use]
pub fn new_event_file(file: &std::path::Path) -> String {
    format!(
        "{}: new event file; add the players with `rondo player add {} --name NAME ... -i`",
        file.display(),
        file.display()
    )
}

/// `rondo result` given no result to enter.
pub const NO_RESULTS: &str = "give the results (WHITE-BLACK=RESULT ...) or --from CSV";

/// The title codes a player can have, for an unknown one.
const TITLES: &str = "GM, IM, WGM, FM, WIM, CM, WFM or WCM";

/// Why a result cannot be read.
#[must_use]
pub fn result_error(error: &ResultError) -> String {
    match error {
        ResultError::Malformed(spec) => format!(
            "result '{spec}': expected WHITE-BLACK=RESULT, like 12-7=1-0, 3-9=½-½, 5-2=0-1, \
             4-8=+- (forfeits +-, -+, --); a player is a start number, id:FIDEID or part of the \
             name"
        ),
        ResultError::Unreadable { spec, side, error } => {
            format!(
                "result '{spec}': {}",
                crate::player::unreadable(side, error)
            )
        }
        ResultError::NotFound { spec, error } => {
            format!("result '{spec}': {}", crate::player::not_found(error))
        }
        ResultError::Ambiguous { spec, readings } => format!(
            "result '{spec}' can be read as {}; give start numbers",
            readings
                .iter()
                .map(|(white, black)| format!("{white}-{black}"))
                .collect::<Vec<_>>()
                .join(" or ")
        ),
        other => other.to_string(),
    }
}

/// An edit that would leave the event inconsistent, with its first problem.
#[must_use]
pub fn inconsistent(error: &ValidationError) -> String {
    format!(
        "the edit would leave the event inconsistent: {}",
        error
            .problems
            .first()
            .map_or_else(String::new, |problem| problem.kind.to_string())
    )
}

/// Which start numbers renumbering changed (`old → new`), or why none could; `None` when
/// there is nothing to say.
#[must_use]
pub fn renumbering(renumbering: &Renumbering) -> Option<String> {
    match renumbering {
        Renumbering::Changed(changes) if changes.is_empty() => None,
        Renumbering::Changed(changes) => Some(format!(
            "renumbered in the initial order (C.04.2 art. 2): {}",
            moves(changes)
        )),
        Renumbering::NotAllowed => Some(NUMBERS_KEPT.to_owned()),
        Renumbering::Kept => None,
    }
}

/// A late entrant added: their start number, and the others renumbered.
#[must_use]
pub fn added(name: &str, added: &Added) -> String {
    let mut message = format!("{}: added as start number {}", name.trim(), added.player);
    match &added.renumbering {
        Renumbering::Changed(changes) if !changes.is_empty() => message.push_str(&format!(
            "; {} other player(s) renumbered in the initial order (C.04.2 art. 2): {}",
            changes.len(),
            moves(changes)
        )),
        Renumbering::NotAllowed => message.push_str(&format!("; {NUMBERS_KEPT}")),
        Renumbering::Changed(_) | Renumbering::Kept => {}
    }
    message
}

/// A player removed.
#[must_use]
pub fn removed(player: &Player) -> String {
    format!("removed {} {}", player.id, player.name)
}

/// A round's pairing withdrawn, and what went with it.
#[must_use]
pub fn unpaired(round: RoundNo, unpaired: &Unpaired) -> String {
    let mut message = format!(
        "the pairing of round {round} is withdrawn: {} board(s)",
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
    message
}

/// A bye cancelled.
#[must_use]
pub fn bye_cancelled(player: PlayerId, round: RoundNo) -> String {
    format!("the bye of player {player} in round {round} is cancelled; they will be paired in it")
}

/// The warning before a full-point bye: C.04.A asks an endorsed program to give one only when
/// asked.
pub const FULL_POINT_BYE: &str =
    "warning: FIDE rules give no full-point bye on request; entered because you asked";

fn moves(changes: &[(PlayerId, PlayerId)]) -> String {
    changes
        .iter()
        .map(|(old, new)| format!("{old} → {new}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What is wrong with a line of a CSV file of results for `round`.
#[must_use]
pub fn results_csv_error(kind: &ResultsCsvErrorKind, round: rondo_core::RoundNo) -> String {
    match kind {
        ResultsCsvErrorKind::Unreadable(error) => error.to_string(),
        ResultsCsvErrorKind::MissingColumn(name) => {
            format!("no '{name}' column (expected board, white, black, result)")
        }
        ResultsCsvErrorKind::Result(error) => result_error(error),
        ResultsCsvErrorKind::NotABoardNumber(board) => format!("board '{board}' is not a number"),
        ResultsCsvErrorKind::OtherBoard {
            board,
            recorded: (w, b),
            given: (white, black),
        } => format!("board {board} of round {round} is {w}-{b}, not {white}-{black}"),
        ResultsCsvErrorKind::NoSuchBoard { board, n_boards } => {
            format!("round {round} has no board {board} ({n_boards} boards)")
        }
    }
}
