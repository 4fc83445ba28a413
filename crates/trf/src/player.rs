//! The player record `001`: reading one line and writing one line.
//!
//! Reading tolerates short title codes (`g`, `wm`, ...), sex `m`/`w`/`f` in any case (other
//! letters, such as gacrux's `u`, are kept as they are), a blank or `0` rating, FIDE id or points,
//! opponents right-aligned (`  26`) or zero-padded (`0026`), blank opponents as `0000`, a blank
//! colour as `-`, result letters in either case, and a last round block cut short by trimmed
//! trailing spaces. A block with an opponent and a colour but a blank result is a pairing
//! published without a result yet ([`RoundEntry::Scheduled`]); an opponent with neither colour
//! nor result is an error.
//!
//! Absences written without a code are zero-point absences ([`Unplayed::ZeroPointBye`]): a
//! forfeit loss without an opponent (`       -`, `0000 - -`), and a loss without an opponent
//! (`0000 - 0`, with a warning). A block without opponent and result (`0000 -  `) is a round
//! the player was not paired in ([`Unplayed::NotPaired`]), which counts as zero points too.
//! Such a line is written back byte for byte while the player's data are unchanged. It rejects lines shorter than 84 characters (through the points
//! column), tabs, and anything but a space between fixed fields, which is how misaligned files
//! show.
//!
//! Writing emits the FIDE layout: fields at their columns, full title codes right-aligned,
//! opponents right-aligned with `0000` for none, a scheduled pairing as opponent, colour and a
//! blank result, and no trailing blank rounds.

use std::fmt::Write as _;

use rondo_core::{
    Colour, GameResult, Player, PlayerId, Rating, RoundEntry, Score, Sex, Title, Unplayed,
};

use crate::diagnostic::{DiagnosticKind, Severity};
use crate::text::Columns;

/// The shortest `001` line: through the points column.
pub(crate) const MIN_PLAYER_LINE: usize = 84;

/// The column of the first round block.
pub(crate) const FIRST_ROUND_COLUMN: usize = 92;

/// The column where the block of `round` starts on a `001` line (its opponent field).
pub(crate) fn round_column(round: rondo_core::RoundNo) -> usize {
    FIRST_ROUND_COLUMN + 10 * round.index()
}

/// The column of the points field.
pub(crate) const POINTS_COLUMN: usize = 81;

/// A problem found in one line: column, severity, kind.
pub(crate) type LineProblem = (usize, Severity, DiagnosticKind);

/// The separators of the static part: (column, what they separate).
const SEPARATORS: [(usize, &str); 9] = [
    (4, "after the record code"),
    (9, "between the start number and the sex"),
    (14, "between the title and the name"),
    (48, "between the name and the rating"),
    (53, "between the rating and the federation"),
    (57, "between the federation and the FIDE id"),
    (69, "between the FIDE id and the birth date"),
    (80, "between the birth date and the points"),
    (85, "between the points and the rank"),
];

/// Reads a `001` line. Problems go to `problems`; `None` when the line cannot be read.
///
/// Lines whose fields are at byte positions (a UTF-8 name padded by bytes) are read by byte
/// columns with a warning, when that reading is clean and the character reading is not.
pub(crate) fn parse_player(text: &str, problems: &mut Vec<LineProblem>) -> Option<Player> {
    let columns = Columns::new(text);
    let mut first_try = Vec::new();
    let player = parse_columns(&columns, &mut first_try);
    let misaligned = first_try
        .iter()
        .any(|(_, _, kind)| matches!(kind, DiagnosticKind::Misaligned { .. }));
    if misaligned && !columns.is_ascii() {
        let bytes = Columns::by_bytes(text);
        let mut second_try = Vec::new();
        let by_bytes = parse_columns(&bytes, &mut second_try);
        if by_bytes.is_some() && !second_try.iter().any(|(_, s, _)| *s == Severity::Error) {
            let first_wide = text.chars().position(|c| !c.is_ascii()).unwrap_or(0);
            problems.push((
                first_wide + 1,
                Severity::Warning,
                DiagnosticKind::ByteColumns,
            ));
            problems.extend(second_try);
            return by_bytes;
        }
    }
    problems.extend(first_try);
    player
}

fn parse_columns(columns: &Columns<'_>, problems: &mut Vec<LineProblem>) -> Option<Player> {
    let mut error = |column: usize, kind: DiagnosticKind| {
        problems.push((column, Severity::Error, kind));
    };
    if let Some(byte_index) = columns.text().find('\t') {
        let column = columns.text()[..byte_index].chars().count() + 1;
        error(column, DiagnosticKind::Tab);
        return None;
    }
    if columns.len() < MIN_PLAYER_LINE {
        error(
            columns.len() + 1,
            DiagnosticKind::LineTooShort {
                record: "001".to_owned(),
                length: columns.len(),
                expected: MIN_PLAYER_LINE,
            },
        );
        return None;
    }
    for (column, between) in SEPARATORS {
        if let Some(found) = columns.at(column).filter(|c| *c != ' ') {
            error(column, DiagnosticKind::Misaligned { found, between });
            return None;
        }
    }

    let number_text = columns.field(5, 4);
    let id = number(&number_text).and_then(PlayerId::new);
    if id.is_none() {
        error(
            5,
            DiagnosticKind::InvalidField {
                field: "start number",
                found: number_text.trim().to_owned(),
                expected: "a number from 1 to 9999",
            },
        );
    }
    let sex = match columns.at(10) {
        Some('m' | 'M') => Some(Sex::Male),
        Some('w' | 'W' | 'f' | 'F') => Some(Sex::Female),
        Some(' ') | None => None,
        Some(other) => Some(Sex::Other(other)),
    };
    let title_text = columns.field(11, 3);
    let title_text = title_text.trim_ascii();
    let title = if title_text.is_empty() {
        None
    } else {
        let title = Title::from_code(title_text);
        if title.is_none() {
            problems.push((
                11,
                Severity::Warning,
                DiagnosticKind::UnknownTitle {
                    found: title_text.to_owned(),
                },
            ));
        }
        title
    };
    let name = columns.field(15, 33).trim().to_owned();
    let rating_text = columns.field(49, 4);
    let rating = match optional_number(&rating_text) {
        Ok(value) => value.filter(|r| *r != 0).map(Rating),
        Err(()) => {
            problems.push((
                49,
                Severity::Error,
                DiagnosticKind::InvalidField {
                    field: "rating",
                    found: rating_text.trim().to_owned(),
                    expected: "a number, 0 or blanks",
                },
            ));
            None
        }
    };
    let federation = non_blank(&columns.field(54, 3));
    let fide_id_text = columns.field(58, 11);
    let fide_id_text = fide_id_text.trim_ascii();
    let fide_id = if fide_id_text.is_empty() {
        None
    } else if let Some(value) = fide_id_text
        .bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| fide_id_text.parse::<u64>().ok())
        .flatten()
    {
        (value != 0).then_some(value)
    } else {
        problems.push((
            58,
            Severity::Error,
            DiagnosticKind::InvalidField {
                field: "FIDE id",
                found: fide_id_text.to_owned(),
                expected: "digits, 0 or blanks",
            },
        ));
        None
    };
    let birth_date = non_blank(&columns.field(70, 10));
    let points_text = columns.field(POINTS_COLUMN, 4);
    let stated_points = if points_text.trim_ascii().is_empty() {
        None
    } else {
        match points_text.parse::<Score>() {
            Ok(points) => Some(points),
            Err(_) => {
                problems.push((
                    POINTS_COLUMN,
                    Severity::Error,
                    DiagnosticKind::InvalidField {
                        field: "points",
                        found: points_text.trim().to_owned(),
                        expected: "a number with one decimal, like 2.5",
                    },
                ));
                None
            }
        }
    };
    let rank_text = columns.field(86, 4);
    let stated_rank = match optional_number(&rank_text) {
        Ok(rank) => rank,
        Err(()) => {
            problems.push((
                86,
                Severity::Error,
                DiagnosticKind::InvalidField {
                    field: "rank",
                    found: rank_text.trim().to_owned(),
                    expected: "a number or blanks",
                },
            ));
            None
        }
    };
    for column in [90, 91] {
        if let Some(found) = columns.at(column).filter(|c| *c != ' ') {
            problems.push((
                column,
                Severity::Error,
                DiagnosticKind::Misaligned {
                    found,
                    between: "between the rank and the first round",
                },
            ));
            return None;
        }
    }

    let mut rounds = Vec::with_capacity(columns.len().saturating_sub(FIRST_ROUND_COLUMN) / 10 + 1);
    let mut block_column = FIRST_ROUND_COLUMN;
    let mut round_ok = true;
    // The reader keeps no more errors than this anyway; a line of a million bad blocks should
    // not collect a million problems first.
    let mut n_errors = problems
        .iter()
        .filter(|(_, s, _)| *s == Severity::Error)
        .count();
    while block_column <= columns.len() && n_errors <= crate::diagnostic::MAX_ERRORS {
        let before = problems.len();
        match parse_block(columns, block_column, problems) {
            Some(entry) => rounds.push(entry),
            None => {
                round_ok = false;
                rounds.push(RoundEntry::NOT_PAIRED);
            }
        }
        n_errors += problems[before..]
            .iter()
            .filter(|(_, s, _)| *s == Severity::Error)
            .count();
        block_column += 10;
    }
    while rounds.last() == Some(&RoundEntry::NOT_PAIRED) {
        rounds.pop();
    }
    let id = id?;
    if !round_ok || problems.iter().any(|(_, s, _)| *s == Severity::Error) {
        return None;
    }
    Some(Player {
        id,
        name,
        sex,
        title,
        rating,
        federation,
        fide_id,
        birth_date,
        stated_points,
        stated_rank,
        rounds,
    })
}

/// Reads the round block starting at `column` (the opponent field).
fn parse_block(
    columns: &Columns<'_>,
    column: usize,
    problems: &mut Vec<LineProblem>,
) -> Option<RoundEntry> {
    let mut error = |at: usize, kind: DiagnosticKind| {
        problems.push((at, Severity::Error, kind));
    };
    for (offset, between) in [
        (4, "between the opponent and the colour"),
        (6, "between the colour and the result"),
        (8, "between two rounds"),
        (9, "between two rounds"),
    ] {
        if let Some(found) = columns.at(column + offset).filter(|c| *c != ' ') {
            error(
                column + offset,
                DiagnosticKind::Misaligned { found, between },
            );
            return None;
        }
    }
    let opponent_text = columns.field(column, 4);
    let opponent = match optional_number(&opponent_text) {
        Ok(number) => number.filter(|n| *n != 0),
        Err(()) => {
            error(
                column,
                DiagnosticKind::InvalidField {
                    field: "opponent",
                    found: opponent_text.trim().to_owned(),
                    expected: "a start number, 0000 or blanks",
                },
            );
            return None;
        }
    };
    let colour_char = columns.at(column + 5).unwrap_or(' ');
    let colour = match colour_char {
        'w' | 'W' => Some(Colour::White),
        'b' | 'B' => Some(Colour::Black),
        '-' | ' ' => None,
        found => {
            error(column + 5, DiagnosticKind::InvalidColour { found });
            return None;
        }
    };
    let result_column = column + 7;
    let result = columns.at(result_column).unwrap_or(' ');
    let opponent_id = match opponent {
        Some(number) => match PlayerId::new(number) {
            Some(id) => Some(id),
            None => {
                error(
                    column,
                    DiagnosticKind::InvalidField {
                        field: "opponent",
                        found: opponent_text.trim().to_owned(),
                        expected: "a start number, 0000 or blanks",
                    },
                );
                return None;
            }
        },
        None => None,
    };
    let game = |result: GameResult| -> Result<RoundEntry, DiagnosticKind> {
        let code = result_char(result);
        match (opponent_id, colour) {
            (Some(opponent), Some(colour)) => Ok(RoundEntry::Game {
                opponent,
                colour,
                result,
            }),
            (None, _) => Err(DiagnosticKind::MissingOpponent { result: code }),
            (Some(_), None) => Err(DiagnosticKind::MissingColour { result: code }),
        }
    };
    let bye = |unplayed: Unplayed, code: char| -> Result<RoundEntry, DiagnosticKind> {
        match opponent {
            Some(opponent) => Err(DiagnosticKind::ByeWithOpponent {
                result: code,
                opponent,
            }),
            None => Ok(RoundEntry::Unplayed(unplayed)),
        }
    };
    let entry = match result {
        '1' => game(GameResult::Win),
        '=' if opponent.is_none() && colour.is_none() => {
            problems.push((
                result_column,
                Severity::Warning,
                DiagnosticKind::LegacyHalfPointBye,
            ));
            Ok(RoundEntry::Unplayed(Unplayed::HalfPointBye))
        }
        '=' => game(GameResult::Draw),
        '0' if opponent.is_none() && colour.is_none() => {
            problems.push((
                result_column,
                Severity::Warning,
                DiagnosticKind::LossWithoutOpponent,
            ));
            Ok(RoundEntry::Unplayed(Unplayed::ZeroPointBye))
        }
        '0' => game(GameResult::Loss),
        'w' | 'W' => game(GameResult::UnratedWin),
        'd' | 'D' => game(GameResult::UnratedDraw),
        'l' | 'L' => game(GameResult::UnratedLoss),
        '+' => Ok(RoundEntry::Unplayed(Unplayed::ForfeitWin {
            opponent: opponent_id,
            colour,
        })),
        // A forfeit loss needs an opponent to lose to: without one (`       -`, `0000 - -`) the
        // player did not take part in the round, as the programs that write it mean.
        '-' if opponent_id.is_none() && colour.is_none() => {
            Ok(RoundEntry::Unplayed(Unplayed::ZeroPointBye))
        }
        '-' => Ok(RoundEntry::Unplayed(Unplayed::ForfeitLoss {
            opponent: opponent_id,
            colour,
        })),
        'h' | 'H' => bye(Unplayed::HalfPointBye, 'H'),
        'f' | 'F' => bye(Unplayed::FullPointBye, 'F'),
        'u' | 'U' => bye(Unplayed::PairingBye, 'U'),
        'z' | 'Z' => bye(Unplayed::ZeroPointBye, 'Z'),
        '*' => {
            problems.push((result_column, Severity::Warning, DiagnosticKind::StarResult));
            match (opponent_id, colour) {
                (Some(opponent), Some(colour)) => Ok(RoundEntry::Scheduled { opponent, colour }),
                _ => Ok(RoundEntry::NOT_PAIRED),
            }
        }
        // An opponent and a colour without a result: a published pairing not played yet.
        ' ' => match (opponent_id, colour) {
            (Some(opponent), Some(colour)) => Ok(RoundEntry::Scheduled { opponent, colour }),
            (Some(opponent), None) => Err(DiagnosticKind::MissingResult {
                opponent: opponent.get(),
            }),
            (None, _) => Ok(RoundEntry::NOT_PAIRED),
        },
        found => Err(DiagnosticKind::InvalidResultCode { found }),
    };
    match entry {
        Ok(entry) => {
            if let RoundEntry::Unplayed(unplayed) = entry
                && colour.is_some()
                && !matches!(
                    unplayed,
                    Unplayed::ForfeitWin { .. } | Unplayed::ForfeitLoss { .. }
                )
            {
                problems.push((
                    column + 5,
                    Severity::Warning,
                    DiagnosticKind::ByeWithColour {
                        result: result.to_ascii_uppercase(),
                        colour: colour_char,
                    },
                ));
            }
            Some(entry)
        }
        Err(kind) => {
            let at = match kind {
                DiagnosticKind::MissingColour { .. } => column + 5,
                DiagnosticKind::ByeWithOpponent { .. } | DiagnosticKind::MissingOpponent { .. } => {
                    column
                }
                _ => result_column,
            };
            problems.push((at, Severity::Error, kind));
            None
        }
    }
}

/// Writes a `001` line in the FIDE layout.
pub(crate) fn render_player(player: &Player) -> String {
    let mut line = String::with_capacity(FIRST_ROUND_COLUMN + 10 * player.rounds.len());
    let sex = match player.sex {
        Some(Sex::Male) => 'm',
        Some(Sex::Female) => 'w',
        Some(Sex::Other(letter)) if !letter.is_control() && letter.len_utf8() == 1 => letter,
        Some(Sex::Other(_)) | None => ' ',
    };
    let title = player.title.map_or("", Title::code);
    let rating = player.rating.map(|r| r.0.to_string()).unwrap_or_default();
    let fide_id = player.fide_id.map(|id| id.to_string()).unwrap_or_default();
    let points = player
        .stated_points
        .map(Score::to_one_decimal)
        .unwrap_or_default();
    let rank = player
        .stated_rank
        .map(|r| r.to_string())
        .unwrap_or_default();
    // Writing to a String cannot fail.
    let _ = write!(
        line,
        "001 {id:>4} {sex}{title:>3} {name:<33} {rating:>4} {federation:<3} {fide_id:>11} {birth:<10} {points:>4} {rank:>4}  ",
        id = player.id.get(),
        name = truncate(&player.name, 33),
        federation = truncate(player.federation.as_deref().unwrap_or(""), 3),
        birth = truncate(player.birth_date.as_deref().unwrap_or(""), 10),
    );
    for (index, entry) in player.rounds.iter().enumerate() {
        if index > 0 {
            line.push_str("  ");
        }
        render_entry(&mut line, *entry);
    }
    let trimmed = line.trim_end().len();
    line.truncate(trimmed);
    // A line never ends before the points column, even when points and rank are blank.
    let length = line.chars().count();
    if length < MIN_PLAYER_LINE {
        line.extend(std::iter::repeat_n(' ', MIN_PLAYER_LINE - length));
    }
    line
}

fn render_entry(line: &mut String, entry: RoundEntry) {
    let opponent = match entry.opponent() {
        Some(id) => format!("{:>4}", id.get()),
        None if entry == RoundEntry::NOT_PAIRED => "    ".to_owned(),
        None => "0000".to_owned(),
    };
    let colour = match entry {
        RoundEntry::Unplayed(Unplayed::NotPaired) => ' ',
        _ => entry.scheduled_colour().map_or('-', Colour::trf_char),
    };
    let _ = write!(line, "{opponent} {colour} {}", result_code(entry));
}

/// The TRF result letter of a round entry (column 99 of its block): `1 = 0 W D L` for games,
/// `+ -` for forfeits, `U H F Z` for byes, and a blank for a pairing without a result yet and
/// when the player was not paired.
#[must_use]
pub fn result_code(entry: RoundEntry) -> char {
    match entry {
        RoundEntry::Game { result, .. } => result_char(result),
        RoundEntry::Scheduled { .. } => ' ',
        RoundEntry::Unplayed(unplayed) => match unplayed {
            Unplayed::ForfeitWin { .. } => '+',
            Unplayed::ForfeitLoss { .. } => '-',
            Unplayed::PairingBye => 'U',
            Unplayed::HalfPointBye => 'H',
            Unplayed::FullPointBye => 'F',
            Unplayed::ZeroPointBye => 'Z',
            Unplayed::NotPaired => ' ',
        },
    }
}

fn result_char(result: GameResult) -> char {
    match result {
        GameResult::Win => '1',
        GameResult::Draw => '=',
        GameResult::Loss => '0',
        GameResult::UnratedWin => 'W',
        GameResult::UnratedDraw => 'D',
        GameResult::UnratedLoss => 'L',
    }
}

/// The first `width` characters of `text`.
pub(crate) fn truncate(text: &str, width: usize) -> &str {
    match text.char_indices().nth(width) {
        Some((index, _)) => &text[..index],
        None => text,
    }
}

/// A number written with digits, possibly padded with spaces or zeros.
pub(crate) fn number(text: &str) -> Option<u16> {
    optional_number(text).ok().flatten()
}

/// Blanks are `None`; digits (padded with spaces or zeros) are a number; anything else, and a
/// number beyond `u16`, is an error. This runs for every field of every player line, so it
/// reads the bytes directly.
pub(crate) fn optional_number(text: &str) -> Result<Option<u16>, ()> {
    let digits = text.trim_ascii();
    if digits.is_empty() {
        return Ok(None);
    }
    let mut value: u16 = 0;
    for byte in digits.bytes() {
        if !byte.is_ascii_digit() {
            return Err(());
        }
        value = value
            .checked_mul(10)
            .and_then(|v| v.checked_add(u16::from(byte - b'0')))
            .ok_or(())?;
    }
    Ok(Some(value))
}

fn non_blank(text: &str) -> Option<String> {
    let trimmed = text.trim_ascii();
    (!trimmed.is_empty()).then(|| trimmed.to_owned())
}
