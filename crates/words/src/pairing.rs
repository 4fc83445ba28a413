//! A round's new pairing as `rondo pair` prints it: the pairing sheet (text), JSON, and the
//! engines' exchange format.

use std::fmt::Write as _;

use rondo_core::{NotPaired, PlayerId, RoundNo, Tournament};
use rondo_pairing::{BoardListError, ExchangeErrorKind, Pairing};
use rondo_systems::Descriptor;
use serde::Serialize;

/// The exchange format of other engines: the number of lines that follow, then one
/// `WHITE BLACK` line per board in board order, a pairing-allocated bye as `N 0`.
#[must_use]
pub fn pairs(pairing: &Pairing) -> String {
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

#[derive(Serialize)]
struct JsonNotPaired {
    player: PlayerId,
    reason: NotPaired,
}

/// The pairing of `round` as pretty JSON: the boards, the bye and the players not paired.
#[must_use]
pub fn json(
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
        not_paired: tournament
            .not_paired(round)
            .into_iter()
            .map(|(player, reason)| JsonNotPaired { player, reason })
            .collect(),
    };
    let mut text = serde_json::to_string_pretty(&json).unwrap_or_default();
    text.push('\n');
    text
}

/// Why a player is not paired, in words.
#[must_use]
pub fn not_paired(reason: NotPaired) -> &'static str {
    match reason {
        NotPaired::HalfPointBye => "half-point bye",
        NotPaired::FullPointBye => "full-point bye",
        NotPaired::ZeroPointBye => "zero-point bye",
        NotPaired::Withdrawn => "withdrawn",
        NotPaired::NotYetEntered => "not yet entered",
        NotPaired::NotInRound => "not in the round",
    }
}

/// The pairing sheet of `round`: a title, the boards with each player's rating and score, the
/// bye, and the players not paired with the reason.
#[must_use]
pub fn text(
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
    let title = tournament_title(tournament);
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
    let absent = tournament.not_paired(round);
    if !absent.is_empty() {
        let _ = writeln!(out);
        let _ = writeln!(out, "Not paired:");
        for (id, reason) in absent {
            let (player, _, _) = describe(id);
            let _ = writeln!(out, "       {player:<name_width$}  {}", not_paired(reason));
        }
    }
    out
}

/// An output format `rondo pair` cannot print what it is asked for in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FormatConflict {
    /// `--format csv` without `--checklist`.
    CsvWithoutChecklist,
    /// `--format engine` without `--checklist`.
    EngineWithoutChecklist,
    /// `--checklist` with `--format pairs` or `trf`.
    ChecklistAsPairsOrTrf,
    /// `--explain` with `--format pairs`.
    ExplanationAsPairs,
}

/// The refusal of `conflict`.
#[must_use]
pub fn format_conflict(conflict: FormatConflict) -> &'static str {
    match conflict {
        FormatConflict::CsvWithoutChecklist => "--format csv needs --checklist",
        FormatConflict::EngineWithoutChecklist => "--format engine needs --checklist",
        FormatConflict::ChecklistAsPairsOrTrf => {
            "--checklist prints text, csv or json, not --format pairs or trf"
        }
        FormatConflict::ExplanationAsPairs => "--explain prints text or json, not pairs",
    }
}

/// What is wrong with a line of the exchange format or an item of a list of boards.
#[must_use]
pub fn exchange_error(kind: &ExchangeErrorKind) -> String {
    match kind {
        ExchangeErrorKind::Empty => "the file is empty; expected the number of pairs".to_owned(),
        ExchangeErrorKind::NotACount(found) => {
            format!("expected the number of pairs, found `{found}`")
        }
        ExchangeErrorKind::NotABoard(line) => {
            format!("expected `WHITE BLACK` (two start numbers), found `{line}`")
        }
        ExchangeErrorKind::NotANumber(field) => format!("`{field}` is not a start number"),
        ExchangeErrorKind::NotAStartNumber(number) => format!("{number} is not a start number"),
        ExchangeErrorKind::SecondBye => "a second pairing-allocated bye".to_owned(),
        ExchangeErrorKind::CountMismatch { announced, found } => {
            format!("the first line announces {announced} pair(s), but {found} follow")
        }
    }
}

/// Why a list of boards (`--boards`) cannot be read.
#[must_use]
pub fn board_list_error(error: &BoardListError) -> String {
    match error {
        BoardListError::NotABoard(item) => {
            format!("expected `WHITE-BLACK` (two start numbers, a bye as `N-0`), found `{item}`")
        }
        BoardListError::Board { item, kind } => format!("`{item}`: {}", exchange_error(kind)),
        BoardListError::NoBoards => "no boards given".to_owned(),
    }
}

/// `--pairs`, `--boards` or `--swap` given for a round of teams.
pub const ARBITERS_PAIRING_OF_TEAMS: &str = "--pairs, --boards and --swap write a pairing of \
     players; a team round cannot be written from one yet";

/// `--force` given without a pairing of the arbiter's to write.
pub const FORCE_WITHOUT_PAIRING: &str = "--force writes a pairing of --pairs, --boards or --swap \
     that breaks an absolute rule; give one of them";

/// The arbiter's pairing asked for in a format other than the event file.
pub const ARBITERS_PAIRING_NEEDS_TRF: &str = "--pairs, --boards and --swap write the pairing \
     into the event file: give --format trf (with -i or -o)";

/// What becomes of an arbiter's pairing given to be written (`rondo pair --boards`, Python's
/// `publish_boards`), in words; `None` when it is written as given. `breaches` are the audit's,
/// `force` the caller's way to write it anyway (`--force`, `force=True`).
#[must_use]
pub fn publication(
    publication: rondo_pairing::Publication<'_>,
    breaches: &[rondo_pairing::Breach],
    round: RoundNo,
    words: crate::reason::Words<'_>,
    force: &str,
) -> Option<String> {
    use rondo_pairing::Publication;
    let n_breaches = breaches.len();
    match publication {
        Publication::Refused => {
            let rules: Vec<String> = breaches
                .iter()
                .map(|breach| {
                    let players: Vec<String> =
                        breach.players.iter().map(ToString::to_string).collect();
                    format!("{} ({})", breach.rule, players.join("-"))
                })
                .collect();
            Some(format!(
                "the pairing breaks {n_breaches} absolute rule(s) of round {round}: {}; nothing \
                 written (give {force} to write it anyway)",
                rules.join(", ")
            ))
        }
        Publication::Forced => Some(format!(
            "written with {force} although it breaks {n_breaches} absolute rule(s)"
        )),
        Publication::WorseThanEngine(worst) => Some(format!(
            "the pairing is worse than the engine's by {} ({}); written as given",
            worst.rule,
            words.criterion_summary(worst.criterion)
        )),
        Publication::AsGiven => None,
    }
}

/// A round past the number of rounds the file declares.
#[must_use]
pub fn beyond_declared_rounds(beyond: &rondo_core::BeyondDeclaredRounds) -> String {
    format!(
        "round {} is beyond the {} rounds the file declares",
        beyond.round, beyond.rounds
    )
}

/// Pairing a round of a file that does not say how many rounds the event has.
#[must_use]
pub fn rounds_undeclared(file: &std::path::Path, round: RoundNo) -> String {
    format!(
        "{}: warning: the file does not say how many rounds the event has (no XXR or 142 \
         record), so round {round} is not paired as the last round (the topscorer rules of \
         C.04.3 art. 1.8 are not applied); give --rounds N to say it",
        file.display()
    )
}

/// Pairing again a round already published.
#[must_use]
pub fn already_published(file: &std::path::Path, round: RoundNo) -> String {
    format!(
        "{}: note: round {round} is already published; this is a new pairing from the rounds \
         before it (rondo round {} {round} prints the round as published)",
        file.display(),
        file.display()
    )
}

/// `--swap` naming a board the pairing does not have.
#[must_use]
pub fn no_such_board(error: &rondo_pairing::NoSuchBoard) -> String {
    format!(
        "--swap {}: the pairing has boards 1 to {}",
        error.board, error.n_boards
    )
}

/// A round past the `--rounds` the command line gives.
#[must_use]
pub fn beyond_given_rounds(
    file: &std::path::Path,
    beyond: &rondo_core::BeyondDeclaredRounds,
) -> String {
    format!(
        "{}: round {} is beyond --rounds {}",
        file.display(),
        beyond.round,
        beyond.rounds
    )
}

/// A team round asked for in a format of the checklist's.
pub const TEAM_ROUND_FORMATS: &str = "--format csv and engine are the checklist's formats; a team \
     round is printed as text, json, pairs or trf";

/// A team checklist asked for in the engines' format.
pub const TEAM_CHECKLIST_FORMATS: &str =
    "--format engine lists players; a team checklist is printed as text, csv or json";

/// `--in-place` given with a format other than the event file's.
pub const IN_PLACE_NEEDS_TRF: &str = "--in-place writes the event file: give --format trf";

/// The name a report gives the tournament: its name (`012`), else "Tournament".
#[must_use]
pub fn tournament_title(tournament: &Tournament) -> &str {
    let name = tournament.setup().header.name.as_deref();
    name.unwrap_or("Tournament")
}
