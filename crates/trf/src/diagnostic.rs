//! Diagnostics: what the reader found, where, and how bad it is.
//!
//! A diagnostic names a 1-based line and a 1-based *character* column, the kind of problem (what
//! was found and what was expected), and keeps the text of the offending line so that a caller
//! can print it with a caret under the column. The library never knows the file path; the caller
//! puts it in front of the location.

use std::fmt;

use rondo_core::{ProblemKind, RoundNo};

/// A position in a file: 1-based line and 1-based character column.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Location {
    /// The line, counting from 1.
    pub line: usize,
    /// The character (not byte) column, counting from 1.
    pub column: usize,
}

impl Location {
    /// The first character of the file.
    pub const START: Location = Location { line: 1, column: 1 };
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// How serious a diagnostic is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// The data was read, possibly after a safe repair the warning describes.
    Warning,
    /// The data could not be read as it stands.
    Error,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Warning => "warning",
            Severity::Error => "error",
        })
    }
}

/// One problem found in a file.
///
/// Displays as `LINE:COLUMN: MESSAGE`, for example
/// `14:99: invalid result code 'X' (expected one of 1 0 = + - W D L H F U Z)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Where the problem is.
    pub location: Location,
    /// Whether it stops the file from being read.
    pub severity: Severity,
    /// What is wrong.
    pub kind: DiagnosticKind,
    /// The text of the line at `location.line`, without its line ending, for printing a caret
    /// under the column. Empty when the problem concerns the whole file, and for lines longer
    /// than 100,000 bytes: a hundred diagnostics on a line of megabytes would otherwise hold a
    /// hundred copies of it.
    pub source_line: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.kind)
    }
}

impl std::error::Error for Diagnostic {}

impl Diagnostic {
    /// Whether this diagnostic is an error (not a warning).
    #[must_use]
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// What is wrong, in words that say what was found and what was expected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DiagnosticKind {
    /// The file holds no records at all.
    #[error("file is empty (expected TRF records such as 012 and 001 lines)")]
    EmptyFile,
    /// The file has text, but not one line starts with a record code TRF defines.
    #[error(
        "no TRF record found (expected lines that start with a record code such as 012 or 001); is this a tournament report file?"
    )]
    NotTrf,
    /// The file starts with a UTF-16 byte order mark.
    #[error("file is UTF-16 text (expected UTF-8 or Windows-1252); save it as UTF-8 and try again")]
    Utf16,
    /// The file is mostly control characters: binary data, not text.
    #[error(
        "file is binary data, not text (found byte 0x{byte:02X}, and {count} control bytes in all); expected a TRF text file"
    )]
    Binary {
        /// The first control byte.
        byte: u8,
        /// How many control bytes (other than tabs and line breaks) the file holds.
        count: usize,
    },
    /// A line that is not a record: it does not start with a three-character code and a space
    /// (a column ruler, a line of prose). It is skipped, and written back as it was.
    #[error("line is not a record (expected a three-character record code and a space); skipped")]
    NotARecord,
    /// A line that starts like a National Rating Support line (a federation code and a start
    /// number in columns 5–8) but whose other columns do not fit the `001` layout. It is kept
    /// as written, and its rating is not read.
    #[error(
        "national rating line not read: found '{found}' (expected {expected}); kept as written"
    )]
    NationalRatingNotRead {
        /// What the column holds.
        found: String,
        /// What the layout has there, in words.
        expected: &'static str,
    },
    /// The file has records but no player.
    #[error("no player records (expected 001 lines)")]
    NoPlayers,
    /// The bytes are not UTF-8; they were read as Windows-1252.
    #[error("file is not valid UTF-8 (found byte 0x{byte:02X}); read as Windows-1252")]
    NotUtf8 {
        /// The first byte that is not valid UTF-8.
        byte: u8,
    },
    /// A control character (other than the line breaks) in the text.
    #[error("unexpected control character U+{code:04X} (expected printable text)")]
    ControlCharacter {
        /// The code point.
        code: u32,
    },
    /// A tab in a record whose fields are at fixed columns.
    #[error("tab character in a fixed-column record (expected spaces)")]
    Tab,
    /// A record shorter than its fixed layout needs.
    #[error("{record} record ends at column {length} (expected at least {expected} characters)")]
    LineTooShort {
        /// The record code.
        record: String,
        /// The number of characters of the line.
        length: usize,
        /// The minimum length.
        expected: usize,
    },
    /// A field that does not hold what it should.
    #[error("invalid {field} '{found}' (expected {expected})")]
    InvalidField {
        /// The field, in words (`start number`, `rating`, ...).
        field: &'static str,
        /// The text found.
        found: String,
        /// What the field should hold.
        expected: &'static str,
    },
    /// A result code that TRF does not define.
    #[error("invalid result code '{found}' (expected one of 1 0 = + - W D L H F U Z)")]
    InvalidResultCode {
        /// The character found.
        found: char,
    },
    /// A colour that is neither `w`, `b` nor `-`.
    #[error("invalid colour '{found}' (expected w, b or -)")]
    InvalidColour {
        /// The character found.
        found: char,
    },
    /// A game result without an opponent.
    #[error("result '{result}' needs an opponent (found 0000)")]
    MissingOpponent {
        /// The result code.
        result: char,
    },
    /// A game result without a colour.
    #[error("result '{result}' of a played game needs a colour (found '-', expected w or b)")]
    MissingColour {
        /// The result code.
        result: char,
    },
    /// A bye code with an opponent.
    #[error("bye '{result}' has opponent {opponent} (expected 0000)")]
    ByeWithOpponent {
        /// The result code.
        result: char,
        /// The opponent found.
        opponent: u16,
    },
    /// A bye code with a colour; the colour is ignored.
    #[error("bye '{result}' has colour '{colour}' (expected -); the colour is ignored")]
    ByeWithColour {
        /// The result code.
        result: char,
        /// The colour found.
        colour: char,
    },
    /// An opponent without a result or a colour. (An opponent and a colour without a result is
    /// a pairing not played yet.)
    #[error(
        "game against {opponent} has no result and no colour (expected a result 1 0 = + - W D L, \
         or a colour w or b for a pairing not played yet)"
    )]
    MissingResult {
        /// The opponent.
        opponent: u16,
    },
    /// A `=` without opponent or colour, which old programs wrote for a half-point bye.
    #[error("'=' without an opponent read as a half-point bye (expected '0000 - H')")]
    LegacyHalfPointBye,
    /// A `0` without opponent or colour, which some programs write for a round the player did
    /// not take part in.
    #[error("'0' without an opponent read as a zero-point absence (expected '0000 - Z')")]
    LossWithoutOpponent,
    /// A `*` in the result column, which some programs write for a round not played yet.
    #[error("'*' read as no result yet (expected a result code, or a blank for none)")]
    StarResult,
    /// A `299` record whose fields sit where FIDE's draft TRF-2026 sample puts them, one or two
    /// columns left of the final table's.
    #[error(
        "299 record in the columns of FIDE's draft sample (match points 7-10, points 12-15, round 17-19, numbers from 21; expected 8-11, 14-17, 20-22, from 24); read in those columns"
    )]
    DraftAdjustmentColumns,
    /// A character where the fixed layout has a space between fields.
    #[error("unexpected '{found}' (expected a space {between}; the columns may be misaligned)")]
    Misaligned {
        /// The character found.
        found: char,
        /// Which fields the space separates, in words.
        between: &'static str,
    },
    /// The fields after the name are at byte positions instead of character positions: the
    /// program that wrote the file counted bytes of UTF-8 text.
    #[error(
        "fields after the name are aligned by bytes, not characters (expected character columns); read by byte columns"
    )]
    ByteColumns,
    /// A title code that is not a FIDE title.
    #[error(
        "unknown title '{found}' (expected GM IM WGM FM WIM CM WFM WCM or g m wg f wm c wf wc); ignored"
    )]
    UnknownTitle {
        /// The text found.
        found: String,
    },
    /// A record that may appear only once appears again; the last one counts. Reported once,
    /// at the second occurrence, however often the record is repeated.
    #[error(
        "record {record} appears again (first on line {first_line}{times}); the last one counts (expected it once)",
        times = if *.count > 2 { format!(", {count} times in all", count = .count) } else { String::new() }
    )]
    DuplicateRecord {
        /// The record code.
        record: String,
        /// The line of the first occurrence.
        first_line: usize,
        /// How many times the record appears.
        count: usize,
    },
    /// An option of an extension record that is not known.
    #[error("unknown {record} option '{found}' (expected {expected}); ignored")]
    UnknownOption {
        /// The record code.
        record: &'static str,
        /// The option found.
        found: String,
        /// The known options.
        expected: &'static str,
    },
    /// Points the model cannot hold apart, such as different values for wins with White and with
    /// Black (`XXS WW=` and `BW=`); the last value counts.
    #[error("unsupported points: {found} (expected the same value for both); the last one counts")]
    UnsupportedPoints {
        /// The settings found, as written.
        found: String,
    },
    /// A date in a form the reader does not recognise; it is kept as written.
    #[error(
        "unrecognised date '{found}' (expected YYYY/MM/DD, DD.MM.YYYY or a similar form); kept as written"
    )]
    UnrecognisedDate {
        /// The text found.
        found: String,
    },
    /// The tournament data is inconsistent (found when checking the whole file).
    #[error("{prefix}{kind}", prefix = round_prefix(*.round))]
    Inconsistent {
        /// The round concerned, if any.
        round: Option<RoundNo>,
        /// What is inconsistent.
        kind: ProblemKind,
    },
    /// A record names a start number that no `001` line has; the record means nothing for it.
    #[error(
        "{record} record names start number {id}{more}, which no 001 line has (expected the start number of a player); ignored",
        more = more_numbers(*.more)
    )]
    UnknownPlayer {
        /// The record code.
        record: String,
        /// The first unknown start number of the line.
        id: u16,
        /// How many more unknown start numbers the line holds.
        more: usize,
    },
    /// A player has an entry for a round after the last round the file declares.
    #[error(
        "entry for round {round}, but the file declares {declared} rounds (expected at most {declared} round blocks, or a larger XXR/142)"
    )]
    RoundBeyondDeclared {
        /// The round of the entry.
        round: usize,
        /// The number of rounds declared.
        declared: u16,
    },
    /// The declared number of rounds is more than any event with these players can have.
    #[error(
        "the file declares {declared} rounds for {players} players (expected at most {most}, the rounds of a double round robin)"
    )]
    ImplausibleRoundCount {
        /// The number of rounds declared.
        declared: u16,
        /// The number of players.
        players: usize,
        /// The most rounds that make sense.
        most: usize,
    },
    /// A player with round entries has a blank points column (other programs read it as zero
    /// points); the results count.
    #[error("points column is blank (expected the points of the results, {computed})")]
    BlankPoints {
        /// The points of the player's results.
        computed: rondo_core::Score,
    },
    /// The reader stopped collecting problems.
    #[error("too many problems; stopped after {0}")]
    TooManyProblems(usize),
    /// The reader stopped collecting warnings.
    #[error("too many warnings; stopped showing them after {0}")]
    TooManyWarnings(usize),
    // Double-Swiss (C.04.5)
    /// In a Double-Swiss file (two columns per match), the columns of a match do not pair up.
    #[error("{}", match_problem_text(problem))]
    MatchColumns {
        /// What is wrong, and where.
        problem: rondo_core::MatchProblem,
    },
}

/// The words for a match whose two columns do not pair up.
fn match_problem_text(problem: &rondo_core::MatchProblem) -> String {
    use rondo_core::MatchProblemKind;
    let (first, second) = (2 * problem.match_no - 1, 2 * problem.match_no);
    let what = match problem.kind {
        MatchProblemKind::Unfinished { opponent } => format!(
            "game 1 against {opponent} is paired but round {second}, the match's second game, is empty"
        ),
        MatchProblemKind::OpponentsDiffer { first: a, second: b } => {
            let name = |o: Option<rondo_core::PlayerId>| o.map_or("no opponent".to_owned(), |o| o.to_string());
            format!("the games name different opponents ({} and {})", name(a), name(b))
        }
        MatchProblemKind::ColoursNotReversed { colour } => format!(
            "the same colour ({}) in both games (expected the colours reversed)",
            if colour == rondo_core::Colour::White { "w" } else { "b" }
        ),
        MatchProblemKind::ByeNotWholeMatch { .. } => {
            "a bye or blank in one game only (byes are for whole matches: the same code in both rounds, or U then H for the pairing-allocated bye)".to_owned()
        }
        _ => "the two games do not form a match".to_owned(),
    };
    format!(
        "Double-Swiss match {} (rounds {first} and {second}): {what}; a match is two round columns, same opponent, colours reversed",
        problem.match_no
    )
}

fn more_numbers(more: usize) -> String {
    match more {
        0 => String::new(),
        1 => " (and 1 more)".to_owned(),
        n => format!(" (and {n} more)"),
    }
}

fn round_prefix(round: Option<RoundNo>) -> String {
    match round {
        Some(round) => format!("round {round}: "),
        None => String::new(),
    }
}

/// A file that could not be read: every problem found, errors and warnings, in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// The problems, sorted by location. At least one is an error.
    pub problems: Vec<Diagnostic>,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n_errors = self.problems.iter().filter(|p| p.is_error()).count();
        write!(f, "{n_errors} error(s) in the TRF data")?;
        if let Some(first) = self.problems.iter().find(|p| p.is_error()) {
            write!(f, "; first: {first}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ReadError {}

impl ReadError {
    /// The errors only, without the warnings.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.problems.iter().filter(|p| p.is_error())
    }
}

/// The longest line, in bytes, that a diagnostic keeps to quote.
const LONGEST_QUOTED_LINE: usize = 100_000;

/// The line to keep in a diagnostic: the line itself, or nothing if it is too long to quote.
pub(crate) fn quoted(line: &str) -> String {
    if line.len() > LONGEST_QUOTED_LINE {
        String::new()
    } else {
        line.to_owned()
    }
}

/// The number of errors after which the reader stops collecting.
pub(crate) const MAX_ERRORS: usize = 100;

/// The number of warnings after which the reader stops collecting them (a file with thousands
/// of repeated records would otherwise bury everything else).
pub(crate) const MAX_WARNINGS: usize = 100;

/// Collects diagnostics, up to [`MAX_ERRORS`] errors and [`MAX_WARNINGS`] warnings.
#[derive(Debug, Default)]
pub(crate) struct Sink {
    pub(crate) list: Vec<Diagnostic>,
    n_errors: usize,
    n_warnings: usize,
    /// When set, nothing is recorded (used when the writer re-reads lines).
    pub(crate) silent: bool,
}

impl Sink {
    pub(crate) fn silent() -> Sink {
        Sink {
            silent: true,
            ..Sink::default()
        }
    }

    pub(crate) fn push(
        &mut self,
        line: usize,
        column: usize,
        severity: Severity,
        kind: DiagnosticKind,
        source_line: &str,
    ) {
        if self.silent || self.n_errors > MAX_ERRORS {
            return;
        }
        if severity == Severity::Error {
            self.n_errors += 1;
            if self.n_errors > MAX_ERRORS {
                self.list.push(Diagnostic {
                    location: Location { line, column },
                    severity,
                    kind: DiagnosticKind::TooManyProblems(MAX_ERRORS),
                    source_line: quoted(source_line),
                });
                return;
            }
        } else {
            self.n_warnings += 1;
            if self.n_warnings > MAX_WARNINGS {
                if self.n_warnings == MAX_WARNINGS + 1 {
                    self.list.push(Diagnostic {
                        location: Location { line, column },
                        severity,
                        kind: DiagnosticKind::TooManyWarnings(MAX_WARNINGS),
                        source_line: quoted(source_line),
                    });
                }
                return;
            }
        }
        self.list.push(Diagnostic {
            location: Location { line, column },
            severity,
            kind,
            source_line: quoted(source_line),
        });
    }

    pub(crate) fn has_errors(&self) -> bool {
        self.n_errors > 0
    }

    pub(crate) fn is_full(&self) -> bool {
        self.n_errors > MAX_ERRORS
    }
}
