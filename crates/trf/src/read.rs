//! Reading TRF16 and TRF-2026 files.
//!
//! # What the reader tolerates
//!
//! - Encodings: UTF-8 with or without a byte order mark; anything that is not UTF-8 is read as
//!   Windows-1252, with a warning naming the first byte that is not UTF-8. Columns are counted in
//!   characters after decoding. A `001` line whose fields sit at *byte* positions (a UTF-8 name
//!   padded by bytes) is read by byte columns, with a warning.
//! - Line breaks CR, LF or CRLF, mixed; empty lines and lines shorter than three characters
//!   (kept, so that the file can be written back unchanged).
//! - Header values with any spacing after the record code; dates in any common form (kept as
//!   written; unrecognised ones give a warning).
//! - In `001` lines: short title codes (`g`, `wm`, ...) as well as full ones; sex `m`, `w` or
//!   `f` in any case (any other letter is kept as written); a blank or `0` rating, FIDE id or
//!   rank; opponents right-aligned (`  26`) or zero-padded (`0026`), blank as `0000`; a blank
//!   colour as `-`; result letters in either case; a last round block cut short by trimmed
//!   spaces; the legacy `=` without an opponent for a half-point bye (with a warning); absences
//!   written without a code (`       -`, `0000 - -`, and `0000 - 0` with a warning) as
//!   zero-point absences; forfeits written with an opponent but no colours (`  13 - +`).
//! - Several `132` lines (one per round, as some programs write them): the dates of consecutive
//!   rounds.
//! - Header text is kept as written after the record code and its space, trailing spaces
//!   included, so that the model gives the line back unchanged.
//! - Both the TRF-2026 records (`142`, `152`, `162`, `192`, `240`, `250`, `260`, `310`, ...) and
//!   the JaVaFo/bbpPairings extensions (`XXR`, `XXC`, `XXS`, `XXA`, `XXP`, `XXZ`, `BB*`), in the
//!   same file if need be; `XX`/`BB` words are whitespace separated, `250` may leave its
//!   match-points field blank.
//! - National Rating Support lines (a federation code such as `GER` as the record code, in the
//!   `001` layout) are read into the model's national ratings; a line that starts as one but
//!   does not fit the layout is kept as written, with a warning (see `records/national.rs` for
//!   how such a line is told from an unknown record).
//! - Unknown records, comments (`###`) and the records the model does not hold (`801`, `802`,
//!   ...) are kept as raw records and written back in place.
//! - `299` (abnormal assignment of points) is read by its FIDE columns, each field possibly
//!   blank; a negative value of two digits (`-10.0`) may take the space before its field; a line
//!   that only fits the columns of FIDE's draft TRF-2026 sample (each field one or two columns
//!   to the left) is read in those, with a warning.
//! - Lines that are not records at all (a record is a three-character code followed by a space
//!   or a tab): column rulers (`0123456789...`), prose, stray characters. Each gives a warning
//!   naming its line, is never read as a record, and is written back in place.
//!
//! # What it rejects
//!
//! Bytes that are not text (UTF-16, or binary data: more than one byte in ten a control
//! character), each with one message; text in which no line starts with a record code (a JSON or
//! spreadsheet file given by mistake); control characters (NUL, ..., and the bytes Windows-1252
//! leaves undefined), `001` lines shorter than 84 characters, tabs or misplaced characters
//! between the fixed fields of a `001` line (which is how a misaligned or wrongly encoded line
//! shows), numbers that are not numbers, points beyond ±1000 in scoring and acceleration records,
//! result codes and colours TRF does not define, games without opponent, colour or result, byes
//! with an opponent, and malformed extension records. Every such problem is reported (up to 100
//! errors, and up to 100 warnings), each with its line and column.
//!
//! Warnings, not errors: start numbers in `240`, `260`, `299`, `XXA`, `XXP`, `XXZ`, team records
//! and national rating lines that no `001` line has (ignored for those players); a line that
//! starts as a national rating line but does not fit its columns (kept as written); a declared number of rounds (`XXR`, `142`)
//! below a player's last round block or, once a round is paired, above the rounds of a double
//! round robin of the players (kept); a record that may appear once repeated (the last one counts). Whether the players'
//! data agree with each other (opponents, colours, results, points) is checked afterwards by
//! [`check`](crate::check).

use std::collections::BTreeMap;
use std::str::FromStr;

use rondo_core::TournamentSetup;

use crate::diagnostic::{DiagnosticKind, Location, ReadError, Severity, Sink};
use crate::file::{Layout, TrfFile};
use crate::format::Format;
use crate::player::{FIRST_ROUND_COLUMN, parse_player};
use crate::records::{
    GroupKey, Role, SourceLine, apply_group, classify, is_comment, is_trf2026_code,
    parse_national_rating, record_code, warn_unknown_targets,
};
use crate::text::{check_controls, decode, split_lines};

impl TrfFile {
    /// Reads a file; the same as [`read`].
    ///
    /// # Errors
    ///
    /// As [`read`].
    pub fn from_bytes(bytes: &[u8]) -> Result<TrfFile, ReadError> {
        read(bytes)
    }
}

impl FromStr for TrfFile {
    type Err = ReadError;

    fn from_str(text: &str) -> Result<TrfFile, ReadError> {
        read(text.as_bytes())
    }
}

/// Reads a TRF16 or TRF-2026 file.
///
/// # Errors
///
/// Returns every problem found (errors and warnings, in file order, up to 100 errors) when any
/// of them is an error. See the module documentation for what is tolerated.
///
/// # Examples
///
/// ```
/// let text = "012 Club championship\n\
/// 001    1 m    Alpha, Ann                        2100 ENG     1234567 1990/01/01  1.0    1     2 w 1\n\
/// 001    2 w    Beta, Bea                         2000 ENG     7654321 1991/02/02  0.0    2     1 b 0\n";
/// let file = rondo_trf::read(text.as_bytes())?;
/// assert_eq!(file.setup.header.name.as_deref(), Some("Club championship"));
/// assert_eq!(file.setup.players.len(), 2);
/// # Ok::<_, rondo_trf::ReadError>(())
/// ```
pub fn read(bytes: &[u8]) -> Result<TrfFile, ReadError> {
    let mut sink = Sink::default();
    if let Some((location, kind)) = not_text(bytes) {
        sink.push(location.line, location.column, Severity::Error, kind, "");
        return Err(finish_error(sink));
    }
    let decoded = decode(bytes);
    let text = decoded.text.as_ref();
    let lines = split_lines(text);

    if let Some((offset, byte)) = decoded.first_invalid {
        let location = byte_location(bytes, decoded.bom, offset);
        let source = lines.lines.get(location.line - 1).copied().unwrap_or("");
        sink.push(
            location.line,
            location.column,
            Severity::Warning,
            DiagnosticKind::NotUtf8 { byte },
            source,
        );
    }
    if lines.lines.iter().all(|line| line.trim().is_empty()) {
        sink.push(1, 1, Severity::Error, DiagnosticKind::EmptyFile, "");
        return Err(finish_error(sink));
    }

    let has_310 = lines.lines.iter().any(|line| line.starts_with("310"));
    let base = text.as_ptr() as usize;
    let mut layout = Layout {
        text: String::new(),
        lines: Vec::with_capacity(lines.lines.len()),
        final_break: lines.final_break,
    };
    let mut groups: BTreeMap<GroupKey, Vec<SourceLine<'_>>> = BTreeMap::new();
    let mut group_order: Vec<GroupKey> = Vec::new();
    let mut setup = TournamentSetup::default();
    let mut player_lines = Vec::new();
    let mut any_trf2026_code = false;
    let mut problems = Vec::new();
    let mut not_records = Vec::new();

    for (index, line) in lines.lines.iter().enumerate() {
        if sink.is_full() {
            break;
        }
        let number = index + 1;
        let start = line.as_ptr() as usize - base;
        let mut role = classify(line, has_310);
        let mut national = None;
        if role == Role::NationalRating {
            match parse_national_rating(line) {
                Ok(record) => national = Some(record),
                Err((column, kind)) => {
                    sink.push(number, column, Severity::Warning, kind, line);
                    role = Role::Raw;
                }
            }
        }
        layout.lines.push((start..start + line.len(), role));
        if !check_controls(line, number, &mut sink) {
            continue;
        }
        any_trf2026_code |= record_code(line).is_some_and(is_trf2026_code);
        if matches!(role, Role::Raw | Role::Blank)
            && !line.trim().is_empty()
            && record_code(line).is_none()
            && !is_comment(line)
        {
            not_records.push(index);
        }
        match role {
            Role::Blank => {}
            Role::Raw => setup.other_records.push(rondo_core::RawRecord {
                position: index,
                line: (*line).to_owned(),
            }),
            Role::NationalRating => setup.national_ratings.extend(national),
            Role::Player => {
                problems.clear();
                let player = parse_player(line, &mut problems);
                for (column, severity, kind) in problems.drain(..) {
                    sink.push(number, column, severity, kind, line);
                }
                if let Some(player) = player {
                    setup.players.push(player);
                    player_lines.push(number);
                }
            }
            Role::Group(key) => {
                let entry = groups.entry(key).or_default();
                if entry.is_empty() {
                    group_order.push(key);
                }
                entry.push(SourceLine { number, text: line });
            }
        }
    }
    for key in &group_order {
        if let Some(group) = groups.get(key) {
            apply_group(*key, group, &mut setup, &mut sink);
        }
    }
    warn_unlinked_national_ratings(&setup, &layout, &lines.lines, &mut sink);
    // Whether `299` numbers are players or teams depends on the whole file.
    if let Some(lines) = groups.get(&GroupKey::ScoreAdjustments) {
        warn_unknown_targets(lines, &setup, &mut sink);
    }
    if player_lines.is_empty() && groups.is_empty() && !any_record_code(&lines.lines) {
        let first = lines
            .lines
            .iter()
            .position(|line| !line.trim().is_empty())
            .unwrap_or(0);
        sink.push(
            first + 1,
            1,
            Severity::Error,
            DiagnosticKind::NotTrf,
            lines.lines.get(first).copied().unwrap_or(""),
        );
    }
    // In a file that is not TRF at all, every line is no record: the one error says it all.
    if !sink.has_errors() {
        for index in not_records {
            let line = lines.lines.get(index).copied().unwrap_or("");
            sink.push(
                index + 1,
                1,
                Severity::Warning,
                DiagnosticKind::NotARecord,
                line,
            );
        }
    }
    check_round_count(
        &setup,
        &player_lines,
        &lines.lines,
        groups
            .get(&GroupKey::DeclaredRounds)
            .and_then(|group| group.last()),
        &mut sink,
    );
    let format = detect_format(&groups, any_trf2026_code);
    if player_lines.is_empty() && !sink.has_errors() {
        sink.push(
            1,
            1,
            Severity::Warning,
            DiagnosticKind::NoPlayers,
            lines.lines[0],
        );
    }
    if sink.has_errors() {
        return Err(finish_error(sink));
    }
    let mut warnings = sink.list;
    warnings.sort_by_key(|d| d.location);
    layout.text = text.to_owned();
    Ok(TrfFile {
        setup,
        warnings,
        format,
        line_ending: lines.ending.unwrap_or_default(),
        encoding: decoded.encoding,
        bom: decoded.bom,
        player_lines,
        layout,
    })
}

/// Warns about national rating lines that name a start number no `001` line has (kept, but
/// they belong to nobody).
fn warn_unlinked_national_ratings(
    setup: &TournamentSetup,
    layout: &Layout,
    lines: &[&str],
    sink: &mut Sink,
) {
    let known: std::collections::HashSet<rondo_core::PlayerId> =
        setup.players.iter().map(|player| player.id).collect();
    let line_numbers = layout
        .lines
        .iter()
        .enumerate()
        .filter(|(_, (_, role))| *role == Role::NationalRating)
        .map(|(index, _)| index + 1);
    for (record, number) in setup.national_ratings.iter().zip(line_numbers) {
        if !known.contains(&record.player) {
            sink.push(
                number,
                5,
                Severity::Warning,
                DiagnosticKind::UnknownPlayer {
                    record: record.federation.clone(),
                    id: record.player.get(),
                    more: 0,
                },
                lines.get(number - 1).copied().unwrap_or(""),
            );
        }
    }
}

/// The format of a file: the one most of its extension groups (rounds, colour, scoring, byes,
/// accelerations, prohibited pairs) are written in; without any, TRF-2026 if a record only
/// TRF-2026 defines is present.
fn detect_format(
    groups: &BTreeMap<GroupKey, Vec<SourceLine<'_>>>,
    any_trf2026_code: bool,
) -> Format {
    let mut votes_trf16 = 0;
    let mut votes_trf2026 = 0;
    for (key, lines) in groups {
        if matches!(key, GroupKey::Header(_) | GroupKey::System) || key.is_team_event() {
            continue;
        }
        if lines
            .iter()
            .all(|line| line.text.starts_with("XX") || line.text.starts_with("BB"))
        {
            votes_trf16 += 1;
        } else {
            votes_trf2026 += 1;
        }
    }
    if votes_trf16 > votes_trf2026 || (votes_trf16 == 0 && votes_trf2026 == 0 && !any_trf2026_code)
    {
        Format::Trf16
    } else {
        Format::Trf2026
    }
}

/// Warns about a declared number of rounds (`XXR`, `142`) that cannot be right: smaller than the
/// round blocks of a player line, or larger than a double round robin of the players. Both are
/// legal to read, but the pairing engines take the last round from it.
fn check_round_count(
    setup: &TournamentSetup,
    player_lines: &[usize],
    lines: &[&str],
    declared_line: Option<&SourceLine<'_>>,
    sink: &mut Sink,
) {
    let Some(declared) = setup.declared_rounds else {
        return;
    };
    let longest = setup
        .players
        .iter()
        .zip(player_lines)
        .max_by_key(|(player, _)| player.rounds.len());
    if let Some((player, line)) = longest
        && player.rounds.len() > usize::from(declared)
    {
        sink.push(
            *line,
            FIRST_ROUND_COLUMN + 10 * (player.rounds.len() - 1),
            Severity::Warning,
            DiagnosticKind::RoundBeyondDeclared {
                round: player.rounds.len(),
                declared,
            },
            lines.get(line - 1).copied().unwrap_or(""),
        );
    }
    let players = setup.players.len();
    let most = 2 * players;
    // Before round 1 the players are still being entered one by one (`rondo player add`), so
    // the field is not complete yet and a small one says nothing about the rounds declared.
    let started = setup.players.iter().any(|player| !player.rounds.is_empty());
    if let Some(declared_line) = declared_line
        && started
        && usize::from(declared) > most
    {
        sink.push(
            declared_line.number,
            5,
            Severity::Warning,
            DiagnosticKind::ImplausibleRoundCount {
                declared,
                players,
                most,
            },
            declared_line.text,
        );
    }
}

/// Whether some line starts with a numeric record code (`012`, `001`, `299`, ...), as every TRF
/// file has, even one whose records the model does not interpret.
fn any_record_code(lines: &[&str]) -> bool {
    lines
        .iter()
        .any(|line| line.len() >= 3 && line.as_bytes()[..3].iter().all(u8::is_ascii_digit))
}

/// Recognises bytes that are not text at all, so that they get one clear message instead of a
/// hundred about control characters: UTF-16 (with a byte order mark, or ASCII interleaved with
/// zero bytes) and binary data (more than one byte in ten a control character).
fn not_text(bytes: &[u8]) -> Option<(Location, DiagnosticKind)> {
    let utf16_bom = bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF");
    let interleaved = matches!(bytes, [a, 0, b, 0, ..] | [0, a, 0, b, ..] if *a != 0 && *b != 0);
    if utf16_bom || interleaved {
        return Some((Location::START, DiagnosticKind::Utf16));
    }
    let is_control =
        |byte: &u8| (*byte < 0x20 && !matches!(byte, b'\t' | b'\r' | b'\n')) || *byte == 0x7F;
    let count = bytes.iter().filter(|byte| is_control(byte)).count();
    if count < 8 || count * 10 < bytes.len() {
        return None;
    }
    let offset = bytes.iter().position(is_control)?;
    Some((
        byte_location(bytes, false, offset),
        DiagnosticKind::Binary {
            byte: bytes[offset],
            count,
        },
    ))
}

fn finish_error(sink: Sink) -> ReadError {
    let mut problems = sink.list;
    problems.sort_by_key(|d| d.location);
    ReadError { problems }
}

/// The line and column of a byte of a file read as Windows-1252 (one character per byte).
fn byte_location(bytes: &[u8], bom: bool, offset: usize) -> Location {
    let bytes = if bom { &bytes[3..] } else { bytes };
    let before = &bytes[..offset.min(bytes.len())];
    let mut line = 1;
    let mut line_start = 0;
    let mut index = 0;
    while index < before.len() {
        match before[index] {
            b'\r' if before.get(index + 1) == Some(&b'\n') => {
                line += 1;
                index += 2;
                line_start = index;
            }
            b'\r' | b'\n' => {
                line += 1;
                index += 1;
                line_start = index;
            }
            _ => index += 1,
        }
    }
    Location {
        line,
        column: offset - line_start + 1,
    }
}
