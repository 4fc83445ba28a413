//! Every record except `001`: which part of the model each line belongs to, how a group of lines
//! is read into the model, and how the model is written back as lines.
//!
//! Lines that together describe one part of the model form a *group*: all scoring lines (`162`,
//! `XXS`, `BB*`), all absences (`240`, `XXZ`), all accelerations (`250`, `XXA`), all forbidden
//! pairs (`260`, `XXP`), all abnormal assignments of points (`299`), all team records, each
//! header field. The writer keeps a group's original
//! lines when they still read to what the model holds, and writes the group afresh otherwise.

use rondo_core::{
    Absence, AbsenceKind, Acceleration, Colour, ForbiddenPairs, PlayerId, RoundNo, Score,
    ScoringSystem, Team, TournamentSetup,
};

use crate::date::parse_date;
use crate::diagnostic::{DiagnosticKind, Severity, Sink};
use crate::format::Format;
use crate::player::{number, truncate};
use crate::text::{Columns, words};

mod adjust;
mod national;
mod team;

pub(crate) use adjust::warn_unknown_targets;
pub use national::is_federation_code;
pub(crate) use national::{parse_national_rating, render_national_rating, write_national_rating};

/// What a line of a file is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    /// An empty line, or one too short to hold a record code.
    Blank,
    /// A record the model does not interpret (comments, unknown codes, ...).
    Raw,
    /// A `001` line.
    Player,
    /// A National Rating Support line (`ESP`, `GER`, ...).
    NationalRating,
    /// A line of a group.
    Group(GroupKey),
}

/// A part of the model that one or more lines describe.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum GroupKey {
    Header(HeaderField),
    DeclaredRounds,
    InitialColour,
    Scoring,
    System,
    Teams,
    Absences,
    Accelerations,
    Forbidden,
    ScoreAdjustments,
    // Team events (TRF-2026 `300`, `320`, `330`, `352`, `362`)
    LineUps,
    TeamPairingByes,
    ForfeitedMatches,
    BoardColours,
    MatchScoring,
}

/// The header records that hold text.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum HeaderField {
    Name,
    City,
    Federation,
    StartDate,
    EndDate,
    StatedPlayers,
    StatedRatedPlayers,
    StatedTeams,
    TournamentType,
    ChiefArbiter,
    DeputyArbiters,
    TimeControl,
    RoundDates,
    RankMethod,
    PairingController,
    Tiebreaks,
    StandingsTiebreaks,
    EncodedTimeControl,
}

impl HeaderField {
    const ALL: [HeaderField; 18] = [
        HeaderField::Name,
        HeaderField::City,
        HeaderField::Federation,
        HeaderField::StartDate,
        HeaderField::EndDate,
        HeaderField::StatedPlayers,
        HeaderField::StatedRatedPlayers,
        HeaderField::StatedTeams,
        HeaderField::TournamentType,
        HeaderField::ChiefArbiter,
        HeaderField::DeputyArbiters,
        HeaderField::TimeControl,
        HeaderField::RoundDates,
        HeaderField::RankMethod,
        HeaderField::PairingController,
        HeaderField::Tiebreaks,
        HeaderField::StandingsTiebreaks,
        HeaderField::EncodedTimeControl,
    ];

    fn code(self) -> &'static str {
        match self {
            HeaderField::Name => "012",
            HeaderField::City => "022",
            HeaderField::Federation => "032",
            HeaderField::StartDate => "042",
            HeaderField::EndDate => "052",
            HeaderField::StatedPlayers => "062",
            HeaderField::StatedRatedPlayers => "072",
            HeaderField::StatedTeams => "082",
            HeaderField::TournamentType => "092",
            HeaderField::ChiefArbiter => "102",
            HeaderField::DeputyArbiters => "112",
            HeaderField::TimeControl => "122",
            HeaderField::RoundDates => "132",
            HeaderField::RankMethod => "172",
            HeaderField::PairingController => "182",
            HeaderField::Tiebreaks => "202",
            HeaderField::StandingsTiebreaks => "212",
            HeaderField::EncodedTimeControl => "222",
        }
    }

    fn single(self, setup: &TournamentSetup) -> Option<&Option<String>> {
        let header = &setup.header;
        Some(match self {
            HeaderField::Name => &header.name,
            HeaderField::City => &header.city,
            HeaderField::Federation => &header.federation,
            HeaderField::StartDate => &header.start_date,
            HeaderField::EndDate => &header.end_date,
            HeaderField::StatedPlayers => &header.stated_players,
            HeaderField::StatedRatedPlayers => &header.stated_rated_players,
            HeaderField::StatedTeams => &header.stated_teams,
            HeaderField::TournamentType => &header.tournament_type,
            HeaderField::ChiefArbiter => &header.chief_arbiter,
            HeaderField::TimeControl => &header.time_control,
            HeaderField::RankMethod => &header.rank_method,
            HeaderField::PairingController => &header.pairing_controller,
            HeaderField::Tiebreaks => &header.tiebreaks,
            HeaderField::StandingsTiebreaks => &header.standings_tiebreaks,
            HeaderField::EncodedTimeControl => &header.encoded_time_control,
            HeaderField::DeputyArbiters | HeaderField::RoundDates => return None,
        })
    }

    fn single_mut(self, setup: &mut TournamentSetup) -> Option<&mut Option<String>> {
        let header = &mut setup.header;
        Some(match self {
            HeaderField::Name => &mut header.name,
            HeaderField::City => &mut header.city,
            HeaderField::Federation => &mut header.federation,
            HeaderField::StartDate => &mut header.start_date,
            HeaderField::EndDate => &mut header.end_date,
            HeaderField::StatedPlayers => &mut header.stated_players,
            HeaderField::StatedRatedPlayers => &mut header.stated_rated_players,
            HeaderField::StatedTeams => &mut header.stated_teams,
            HeaderField::TournamentType => &mut header.tournament_type,
            HeaderField::ChiefArbiter => &mut header.chief_arbiter,
            HeaderField::TimeControl => &mut header.time_control,
            HeaderField::RankMethod => &mut header.rank_method,
            HeaderField::PairingController => &mut header.pairing_controller,
            HeaderField::Tiebreaks => &mut header.tiebreaks,
            HeaderField::StandingsTiebreaks => &mut header.standings_tiebreaks,
            HeaderField::EncodedTimeControl => &mut header.encoded_time_control,
            HeaderField::DeputyArbiters | HeaderField::RoundDates => return None,
        })
    }
}

impl GroupKey {
    /// The groups written before the player lines, in the order a fresh file has them.
    pub(crate) const BEFORE_PLAYERS: [GroupKey; 24] = [
        GroupKey::Header(HeaderField::Name),
        GroupKey::Header(HeaderField::City),
        GroupKey::Header(HeaderField::Federation),
        GroupKey::Header(HeaderField::StartDate),
        GroupKey::Header(HeaderField::EndDate),
        GroupKey::Header(HeaderField::StatedPlayers),
        GroupKey::Header(HeaderField::StatedRatedPlayers),
        GroupKey::Header(HeaderField::StatedTeams),
        GroupKey::Header(HeaderField::TournamentType),
        GroupKey::Header(HeaderField::ChiefArbiter),
        GroupKey::Header(HeaderField::DeputyArbiters),
        GroupKey::Header(HeaderField::TimeControl),
        GroupKey::Header(HeaderField::RoundDates),
        GroupKey::DeclaredRounds,
        GroupKey::InitialColour,
        GroupKey::Scoring,
        GroupKey::Header(HeaderField::RankMethod),
        GroupKey::Header(HeaderField::PairingController),
        GroupKey::System,
        GroupKey::Header(HeaderField::Tiebreaks),
        GroupKey::Header(HeaderField::StandingsTiebreaks),
        GroupKey::Header(HeaderField::EncodedTimeControl),
        GroupKey::BoardColours,
        GroupKey::MatchScoring,
    ];

    /// The groups written after the player lines.
    pub(crate) const AFTER_PLAYERS: [GroupKey; 8] = [
        GroupKey::Teams,
        GroupKey::Absences,
        GroupKey::Accelerations,
        GroupKey::Forbidden,
        GroupKey::ScoreAdjustments,
        GroupKey::LineUps,
        GroupKey::TeamPairingByes,
        GroupKey::ForfeitedMatches,
    ];

    /// Whether the group holds team-event records (which only TRF-2026 has, so they do not
    /// tell the format of the rest of the file).
    pub(crate) const fn is_team_event(self) -> bool {
        matches!(
            self,
            GroupKey::Teams
                | GroupKey::LineUps
                | GroupKey::TeamPairingByes
                | GroupKey::ForfeitedMatches
                | GroupKey::BoardColours
                | GroupKey::MatchScoring
        )
    }
}

/// The record code of a line: its first three characters.
///
/// A record code is three letters, digits or `#` followed by a space (a tab is taken for one;
/// by nothing: a record with an empty value). A column ruler (`0123456789...`) or a line of prose starts with three
/// characters too, but not with a code and a space, so it is not a record.
pub(crate) fn record_code(text: &str) -> Option<&str> {
    let code = text.get(..3)?;
    if !code
        .bytes()
        .all(|byte| byte.is_ascii_alphanumeric() || byte == b'#')
    {
        return None;
    }
    match text[3..].chars().next() {
        None | Some(' ' | '\t') => Some(code),
        Some(_) => None,
    }
}

/// Whether a line is a comment: TRF-2026 starts comments with `###`, and programs write them
/// without a space after the hashes too.
pub(crate) fn is_comment(text: &str) -> bool {
    text.starts_with("###")
}

/// What a line is. `has_310` says whether the file has `310` team records, which then replace
/// the older `013` ones (those are kept as raw records).
pub(crate) fn classify(text: &str, has_310: bool) -> Role {
    if text.trim().is_empty() {
        return Role::Blank;
    }
    let Some(code) = record_code(text) else {
        return if text.chars().count() < 3 {
            Role::Blank
        } else {
            Role::Raw
        };
    };
    if code == "001" {
        return Role::Player;
    }
    if let Some(field) = HeaderField::ALL.into_iter().find(|f| f.code() == code) {
        return Role::Group(GroupKey::Header(field));
    }
    match code {
        "001" => Role::Player,
        "142" | "XXR" => Role::Group(GroupKey::DeclaredRounds),
        "152" | "XXC" => Role::Group(GroupKey::InitialColour),
        "162" | "XXS" | "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
            Role::Group(GroupKey::Scoring)
        }
        "192" => Role::Group(GroupKey::System),
        "310" => Role::Group(GroupKey::Teams),
        "013" if !has_310 => Role::Group(GroupKey::Teams),
        "240" | "XXZ" => Role::Group(GroupKey::Absences),
        "250" | "XXA" => Role::Group(GroupKey::Accelerations),
        "260" | "XXP" => Role::Group(GroupKey::Forbidden),
        "299" => Role::Group(GroupKey::ScoreAdjustments),
        "300" => Role::Group(GroupKey::LineUps),
        "320" => Role::Group(GroupKey::TeamPairingByes),
        "330" => Role::Group(GroupKey::ForfeitedMatches),
        "352" => Role::Group(GroupKey::BoardColours),
        "362" => Role::Group(GroupKey::MatchScoring),
        _ if national::looks_national(code, text) => Role::NationalRating,
        _ => Role::Raw,
    }
}

/// Whether a record code exists only in TRF-2026.
pub(crate) fn is_trf2026_code(code: &str) -> bool {
    matches!(
        code,
        "142"
            | "152"
            | "162"
            | "172"
            | "182"
            | "192"
            | "202"
            | "212"
            | "222"
            | "240"
            | "250"
            | "260"
            | "299"
            | "300"
            | "310"
            | "320"
            | "330"
            | "352"
            | "362"
            | "801"
            | "802"
    )
}

/// One line of a group: its 1-based number and text.
#[derive(Copy, Clone, Debug)]
pub(crate) struct SourceLine<'a> {
    pub(crate) number: usize,
    pub(crate) text: &'a str,
}

impl SourceLine<'_> {
    pub(crate) fn code(&self) -> &str {
        record_code(self.text).unwrap_or("")
    }

    /// The words after the record code, with their columns.
    pub(crate) fn words(&self) -> Vec<(usize, &str)> {
        words(self.text.get(3..).unwrap_or(""), 4)
    }

    /// The text after the record code and the space that follows it, as written: free text
    /// keeps its spacing, so that the model (and its JSON form) gives back the same line.
    pub(crate) fn value(&self) -> &str {
        let rest = self.text.get(3..).unwrap_or("");
        rest.strip_prefix(' ').unwrap_or(rest)
    }
}

/// Reports problems of one line.
pub(crate) struct LineSink<'s, 'a> {
    pub(crate) sink: &'s mut Sink,
    pub(crate) line: SourceLine<'a>,
}

impl LineSink<'_, '_> {
    pub(crate) fn error(&mut self, column: usize, kind: DiagnosticKind) {
        self.sink.push(
            self.line.number,
            column,
            Severity::Error,
            kind,
            self.line.text,
        );
    }

    pub(crate) fn warning(&mut self, column: usize, kind: DiagnosticKind) {
        self.sink.push(
            self.line.number,
            column,
            Severity::Warning,
            kind,
            self.line.text,
        );
    }

    pub(crate) fn invalid(
        &mut self,
        column: usize,
        field: &'static str,
        found: &str,
        expected: &'static str,
    ) {
        self.error(
            column,
            DiagnosticKind::InvalidField {
                field,
                found: found.to_owned(),
                expected,
            },
        );
    }
}

/// Reads the lines of one group into `setup`.
pub(crate) fn apply_group(
    key: GroupKey,
    lines: &[SourceLine<'_>],
    setup: &mut TournamentSetup,
    sink: &mut Sink,
) {
    match key {
        GroupKey::Header(field) => apply_header(field, lines, setup, sink),
        GroupKey::DeclaredRounds => apply_rounds(lines, setup, sink),
        GroupKey::InitialColour => apply_colour(lines, setup, sink),
        GroupKey::Scoring => apply_scoring(lines, setup, sink),
        GroupKey::System => {
            warn_duplicates(lines, sink);
            if let Some(last) = lines.last() {
                setup.system = Some(last.value().to_owned());
            }
        }
        GroupKey::Teams => apply_teams(lines, setup, sink),
        GroupKey::Absences => apply_absences(lines, setup, sink),
        GroupKey::Accelerations => apply_accelerations(lines, setup, sink),
        GroupKey::Forbidden => apply_forbidden(lines, setup, sink),
        GroupKey::ScoreAdjustments => adjust::apply_adjustments(lines, setup, sink),
        GroupKey::LineUps => team::apply_line_ups(lines, setup, sink),
        GroupKey::TeamPairingByes => team::apply_pairing_byes(lines, setup, sink),
        GroupKey::ForfeitedMatches => team::apply_forfeits(lines, setup, sink),
        GroupKey::BoardColours => team::apply_board_colours(lines, setup, sink),
        GroupKey::MatchScoring => team::apply_match_scoring(lines, setup, sink),
    }
}

/// Whether `a` and `b` agree on the part of the model that `key` describes.
pub(crate) fn group_equal(key: GroupKey, a: &TournamentSetup, b: &TournamentSetup) -> bool {
    match key {
        GroupKey::Header(HeaderField::DeputyArbiters) => {
            a.header.deputy_arbiters == b.header.deputy_arbiters
        }
        GroupKey::Header(HeaderField::RoundDates) => a.header.round_dates == b.header.round_dates,
        GroupKey::Header(field) => field.single(a) == field.single(b),
        GroupKey::DeclaredRounds => a.declared_rounds == b.declared_rounds,
        GroupKey::InitialColour => {
            a.initial_colour == b.initial_colour && a.pair_by_file_order == b.pair_by_file_order
        }
        GroupKey::Scoring => a.scoring == b.scoring,
        GroupKey::System => a.system == b.system,
        GroupKey::Teams => a.teams == b.teams,
        GroupKey::Absences => a.absences == b.absences,
        GroupKey::Accelerations => a.accelerations == b.accelerations,
        GroupKey::Forbidden => a.forbidden_pairs == b.forbidden_pairs,
        GroupKey::ScoreAdjustments => a.score_adjustments == b.score_adjustments,
        GroupKey::LineUps => a.line_ups == b.line_ups,
        GroupKey::TeamPairingByes => a.team_pairing_byes == b.team_pairing_byes,
        GroupKey::ForfeitedMatches => a.forfeited_matches == b.forfeited_matches,
        GroupKey::BoardColours => a.board_colours == b.board_colours,
        GroupKey::MatchScoring => a.match_scoring == b.match_scoring,
    }
}

/// Warns once per record code that appears more than once, at its second line. (A group holds
/// one or two codes, such as `142` and `XXR`, so the scan is linear in the number of lines.)
pub(crate) fn warn_duplicates(lines: &[SourceLine<'_>], sink: &mut Sink) {
    let mut seen: Vec<(&str, usize, Option<SourceLine<'_>>, usize)> = Vec::new();
    for line in lines {
        match seen.iter_mut().find(|(code, ..)| *code == line.code()) {
            Some((_, _, second, count)) => {
                second.get_or_insert(*line);
                *count += 1;
            }
            None => seen.push((line.code(), line.number, None, 1)),
        }
    }
    for (code, first_line, second, count) in seen {
        if let Some(second) = second {
            LineSink { sink, line: second }.warning(
                1,
                DiagnosticKind::DuplicateRecord {
                    record: code.to_owned(),
                    first_line,
                    count,
                },
            );
        }
    }
}

fn apply_header(
    field: HeaderField,
    lines: &[SourceLine<'_>],
    setup: &mut TournamentSetup,
    sink: &mut Sink,
) {
    match field {
        HeaderField::DeputyArbiters => {
            setup.header.deputy_arbiters = lines.iter().map(|l| l.value().to_owned()).collect();
        }
        // Some programs write one `132` line per round: the dates of all the lines, in order,
        // are the dates of consecutive rounds.
        HeaderField::RoundDates => {
            let mut dates = Vec::new();
            for line in lines {
                for (column, word) in line.words() {
                    if parse_date(word).is_none() {
                        LineSink { sink, line: *line }.warning(
                            column,
                            DiagnosticKind::UnrecognisedDate {
                                found: word.to_owned(),
                            },
                        );
                    }
                    dates.push(word.to_owned());
                }
            }
            setup.header.round_dates = dates;
        }
        _ => {
            warn_duplicates(lines, sink);
            let Some(last) = lines.last() else {
                return;
            };
            let value = last.value();
            let date = value.trim();
            if matches!(field, HeaderField::StartDate | HeaderField::EndDate)
                && !date.is_empty()
                && parse_date(date).is_none()
            {
                let column = last
                    .text
                    .find(date)
                    .map_or(5, |b| last.text[..b].chars().count() + 1);
                LineSink { sink, line: *last }.warning(
                    column,
                    DiagnosticKind::UnrecognisedDate {
                        found: date.to_owned(),
                    },
                );
            }
            if let Some(slot) = field.single_mut(setup) {
                *slot = Some(value.to_owned());
            }
        }
    }
}

fn apply_rounds(lines: &[SourceLine<'_>], setup: &mut TournamentSetup, sink: &mut Sink) {
    warn_duplicates(lines, sink);
    for line in lines {
        let mut report = LineSink { sink, line: *line };
        let words = line.words();
        match words.first() {
            Some((column, word)) => match number(word).filter(|n| *n > 0) {
                Some(rounds) => setup.declared_rounds = Some(rounds),
                None => report.invalid(*column, "number of rounds", word, "a number from 1"),
            },
            None => report.invalid(5, "number of rounds", "", "a number from 1"),
        }
    }
}

fn apply_colour(lines: &[SourceLine<'_>], setup: &mut TournamentSetup, sink: &mut Sink) {
    for line in lines {
        let mut report = LineSink { sink, line: *line };
        if line.code() == "152" {
            match line.words().as_slice() {
                [(column, word)] => match word.to_ascii_lowercase().as_str() {
                    "w" | "white" => setup.initial_colour = Some(Colour::White),
                    "b" | "black" => setup.initial_colour = Some(Colour::Black),
                    _ => report.invalid(*column, "initial colour", word, "W or B"),
                },
                [] => report.invalid(5, "initial colour", "", "W or B"),
                [(column, _), ..] => {
                    report.invalid(*column, "initial colour", line.value().trim(), "W or B")
                }
            }
            continue;
        }
        for (column, word) in line.words() {
            match word.to_ascii_lowercase().as_str() {
                "rank" => setup.pair_by_file_order = true,
                "white1" => setup.initial_colour = Some(Colour::White),
                "black1" => setup.initial_colour = Some(Colour::Black),
                _ => report.warning(
                    column,
                    DiagnosticKind::UnknownOption {
                        record: "XXC",
                        found: word.to_owned(),
                        expected: "rank, white1 or black1",
                    },
                ),
            }
        }
    }
}

/// A field of the scoring system.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Points {
    Win,
    Draw,
    Loss,
    ForfeitWin,
    ForfeitLoss,
    PairingBye,
    HalfPointBye,
    FullPointBye,
    ZeroPointBye,
}

fn set_points(scoring: &mut ScoringSystem, field: Points, value: Score) {
    let slot = match field {
        Points::Win => &mut scoring.win,
        Points::Draw => &mut scoring.draw,
        Points::Loss => &mut scoring.loss,
        Points::ForfeitWin => &mut scoring.forfeit_win,
        Points::ForfeitLoss => &mut scoring.forfeit_loss,
        Points::PairingBye => &mut scoring.pairing_bye,
        Points::HalfPointBye => &mut scoring.half_point_bye,
        Points::FullPointBye => &mut scoring.full_point_bye,
        Points::ZeroPointBye => &mut scoring.zero_point_bye,
    };
    *slot = value;
}

/// The fields a `162` or `BB*` win sets; the pairing-allocated bye follows the win unless the
/// group sets it explicitly.
const WIN_LIKE: &[Points] = &[Points::Win, Points::ForfeitWin, Points::FullPointBye];
const DRAW_LIKE: &[Points] = &[Points::Draw, Points::HalfPointBye];

/// Reads the codes of a TRF-2026 `162` record (the text after `162`, like `W 3.0 D 1.0 L 0.0`)
/// into a scoring system, the values it leaves out keeping their defaults; a caller that takes
/// a scoring system from a user reads it the way a file's record is read.
///
/// # Errors
///
/// Every code or value that cannot be read, located in the record as if it began `162 `.
pub fn read_scoring(codes: &str) -> Result<ScoringSystem, crate::ReadError> {
    let text = format!("162 {codes}");
    let mut setup = TournamentSetup::default();
    let mut sink = Sink::default();
    apply_scoring(
        &[SourceLine {
            number: 1,
            text: &text,
        }],
        &mut setup,
        &mut sink,
    );
    if sink.has_errors() {
        Err(crate::ReadError {
            problems: sink.list,
        })
    } else {
        Ok(setup.scoring)
    }
}

fn apply_scoring(lines: &[SourceLine<'_>], setup: &mut TournamentSetup, sink: &mut Sink) {
    // One setting: the fields it sets, the value, and whether the pairing-allocated bye follows.
    let mut settings: Vec<(&'static [Points], Score, bool)> = Vec::new();
    let mut pab_explicit = false;
    for line in lines {
        let mut report = LineSink { sink, line: *line };
        let code = line.code();
        match code {
            "162" => {
                let words = line.words();
                let mut index = 0;
                while index < words.len() {
                    let (column, word) = words[index];
                    index += 1;
                    let mut characters = word.chars();
                    let letter = characters.next().unwrap_or(' ').to_ascii_uppercase();
                    // The value follows the letter, attached or as the next word; it is taken
                    // even after an unknown letter, so one mistake gives one error.
                    let attached = characters.as_str();
                    let (value_column, value_text) = if !attached.is_empty() {
                        (column + 1, attached)
                    } else if let Some((value_column, value)) = words.get(index) {
                        index += 1;
                        (*value_column, *value)
                    } else {
                        (column + 1, "")
                    };
                    let fields: &'static [Points] = match letter {
                        'W' => WIN_LIKE,
                        'D' => DRAW_LIKE,
                        'L' => &[Points::Loss],
                        'A' | 'Z' => &[Points::ZeroPointBye, Points::ForfeitLoss],
                        'P' => &[Points::PairingBye],
                        'X' => &[],
                        _ => {
                            report.invalid(column, "162 code", word, "W, D, L, A, Z, P or X");
                            continue;
                        }
                    };
                    match points_value(value_text) {
                        Ok(value) => {
                            pab_explicit |= letter == 'P';
                            settings.push((fields, value, letter == 'W'));
                        }
                        Err(_) => {
                            report.invalid(value_column, "points", value_text, POINTS_EXPECTED)
                        }
                    }
                }
            }
            "XXS" => {
                let mut by_colour: [Option<(&str, Score)>; 6] = [None; 6];
                for (column, word) in line.words() {
                    let Some((name, value_text)) = word.split_once('=') else {
                        report.invalid(column, "XXS entry", word, "CODE=VALUE, like W=3");
                        continue;
                    };
                    let fields: &'static [Points] = match name.to_ascii_uppercase().as_str() {
                        "WW" | "BW" => &[Points::Win],
                        "WD" | "BD" => &[Points::Draw],
                        "WL" | "BL" | "L" => &[Points::Loss],
                        "ZPB" => &[Points::ZeroPointBye],
                        "HPB" => &[Points::HalfPointBye],
                        "FPB" => &[Points::FullPointBye],
                        "PAB" => &[Points::PairingBye],
                        "FW" => &[Points::ForfeitWin],
                        "FL" => &[Points::ForfeitLoss],
                        "W" => WIN_LIKE,
                        "D" => DRAW_LIKE,
                        _ => {
                            report.invalid(
                                column,
                                "XXS code",
                                name,
                                "one of WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D",
                            );
                            continue;
                        }
                    };
                    match points_value(value_text) {
                        Ok(value) => {
                            pab_explicit |= name.eq_ignore_ascii_case("PAB");
                            settings.push((fields, value, false));
                            let slot = ["WW", "BW", "WD", "BD", "WL", "BL"]
                                .iter()
                                .position(|code| name.eq_ignore_ascii_case(code));
                            if let Some(slot) = slot {
                                by_colour[slot] = Some((word, value));
                            }
                        }
                        Err(_) => report.invalid(
                            column + name.chars().count() + 1,
                            "points",
                            value_text,
                            POINTS_EXPECTED,
                        ),
                    }
                }
                for pair in by_colour.chunks(2) {
                    if let [Some((white, a)), Some((black, b))] = pair
                        && a != b
                    {
                        report.warning(
                            5,
                            DiagnosticKind::UnsupportedPoints {
                                found: format!("{white} and {black}"),
                            },
                        );
                    }
                }
            }
            _ => {
                let fields: &'static [Points] = match code {
                    "BBW" => WIN_LIKE,
                    "BBD" => DRAW_LIKE,
                    "BBL" => &[Points::Loss],
                    "BBZ" => &[Points::ZeroPointBye],
                    "BBF" => &[Points::ForfeitLoss],
                    _ => &[Points::PairingBye],
                };
                match line.words().as_slice() {
                    [(column, word), ..] => match points_value(word) {
                        Ok(value) => {
                            pab_explicit |= code == "BBU";
                            settings.push((fields, value, code == "BBW"));
                        }
                        Err(_) => report.invalid(*column, "points", word, POINTS_EXPECTED),
                    },
                    [] => report.invalid(5, "points", "", POINTS_EXPECTED),
                }
            }
        }
    }
    for (fields, value, pab_follows) in settings {
        for field in fields {
            set_points(&mut setup.scoring, *field, value);
        }
        if pab_follows && !pab_explicit {
            set_points(&mut setup.scoring, Points::PairingBye, value);
        }
    }
}

fn apply_teams(lines: &[SourceLine<'_>], setup: &mut TournamentSetup, sink: &mut Sink) {
    let known = known_players(setup);
    let mut n_013 = 0u16;
    for line in lines {
        let columns = Columns::new(line.text);
        let mut report = LineSink { sink, line: *line };
        let mut team = Team::new(0, "", Vec::new());
        let (number, name, nickname, first_member) = if line.code() == "013" {
            n_013 = n_013.saturating_add(1);
            (Some(n_013), columns.field(5, 32), None, 37)
        } else {
            let strength = columns.field(48, 6).trim().to_owned();
            team.strength = (!strength.is_empty()).then_some(strength);
            for (column, slot) in [
                (55, &mut team.stated_match_points),
                (62, &mut team.stated_game_points),
            ] {
                let text = columns.field(column, 6);
                let text = text.trim();
                if !text.is_empty() {
                    *slot = score(&mut report, column, text);
                }
            }
            let rank = columns.field(69, 3);
            if !rank.trim().is_empty() {
                team.stated_rank = crate::player::number(&rank);
                if team.stated_rank.is_none() {
                    report.invalid(69, "team rank", rank.trim(), "a number");
                }
            }
            let number_text = columns.field(5, 3);
            let number = crate::player::number(&number_text);
            if number.is_none() {
                report.invalid(
                    5,
                    "team number",
                    number_text.trim(),
                    "a number from 1 to 999",
                );
            }
            let nickname = columns.field(42, 5).trim().to_owned();
            (
                number,
                columns.field(9, 32),
                (!nickname.is_empty()).then_some(nickname),
                74,
            )
        };
        let mut members = Vec::new();
        let mut located = Vec::new();
        let mut column = first_member;
        let mut ok = number.is_some();
        while column <= columns.len() {
            let text = columns.field(column, 4);
            if !text.trim().is_empty() {
                match crate::player::number(&text).and_then(PlayerId::new) {
                    Some(id) => {
                        members.push(id);
                        located.push((column, id));
                    }
                    None => {
                        report.invalid(column, "team member", text.trim(), "a start number");
                        ok = false;
                    }
                }
            }
            column += 5;
        }
        warn_unknown(&mut report, &known, &located);
        if let (true, Some(number)) = (ok, number) {
            team.number = number;
            team.name = name.trim().to_owned();
            team.nickname = nickname;
            team.members = members;
            setup.teams.push(team);
        }
    }
}

/// For each start number, whether a `001` line has it.
pub(crate) fn known_players(setup: &TournamentSetup) -> Vec<bool> {
    let mut known = vec![false; usize::from(PlayerId::MAX) + 1];
    for player in &setup.players {
        known[usize::from(player.id.get())] = true;
    }
    known
}

/// Warns, once per line, about the start numbers of `ids` (with their columns) that no `001`
/// line has: a typing mistake there would otherwise go unnoticed (an absence entered for the
/// wrong player leaves the right one to be paired).
pub(crate) fn warn_unknown(
    report: &mut LineSink<'_, '_>,
    known: &[bool],
    ids: &[(usize, PlayerId)],
) {
    let mut unknown = ids
        .iter()
        .filter(|(_, id)| !known.get(usize::from(id.get())).copied().unwrap_or(false));
    if let Some((column, id)) = unknown.next() {
        let more = unknown.count();
        let record = report.line.code().to_owned();
        report.warning(
            *column,
            DiagnosticKind::UnknownPlayer {
                record,
                id: id.get(),
                more,
            },
        );
    }
}

pub(crate) fn player_id(
    report: &mut LineSink<'_, '_>,
    column: usize,
    word: &str,
) -> Option<PlayerId> {
    let id = number(word).and_then(PlayerId::new);
    if id.is_none() {
        report.invalid(column, "start number", word, "a number from 1 to 9999");
    }
    id
}

pub(crate) fn round_no(
    report: &mut LineSink<'_, '_>,
    column: usize,
    field: &'static str,
    word: &str,
) -> Option<RoundNo> {
    let round = number(word).and_then(RoundNo::new);
    if round.is_none() {
        report.invalid(column, field, word, "a round number from 1");
    }
    round
}

fn apply_absences(lines: &[SourceLine<'_>], setup: &mut TournamentSetup, sink: &mut Sink) {
    let known = known_players(setup);
    for line in lines {
        let mut report = LineSink { sink, line: *line };
        let words = line.words();
        let mut ids = Vec::new();
        if line.code() == "XXZ" {
            for (column, word) in words {
                if let Some(player) = player_id(&mut report, column, word) {
                    ids.push((column, player));
                    setup.absences.push(Absence {
                        round: None,
                        player,
                        kind: AbsenceKind::ZeroPointBye,
                    });
                }
            }
            warn_unknown(&mut report, &known, &ids);
            continue;
        }
        let Some((kind_column, kind_word)) = words.first() else {
            report.invalid(5, "bye type", "", "F, H or Z");
            continue;
        };
        let kind = match kind_word.to_ascii_uppercase().as_str() {
            "F" => AbsenceKind::FullPointBye,
            "H" => AbsenceKind::HalfPointBye,
            "Z" => AbsenceKind::ZeroPointBye,
            _ => {
                report.invalid(*kind_column, "bye type", kind_word, "F, H or Z");
                continue;
            }
        };
        let Some((round_column, round_word)) = words.get(1) else {
            report.invalid(7, "round", "", "a round number from 1");
            continue;
        };
        let Some(round) = round_no(&mut report, *round_column, "round", round_word) else {
            continue;
        };
        for (column, word) in &words[2..] {
            if let Some(player) = player_id(&mut report, *column, word) {
                ids.push((*column, player));
                setup.absences.push(Absence {
                    round: Some(round),
                    player,
                    kind,
                });
            }
        }
        warn_unknown(&mut report, &known, &ids);
    }
}

pub(crate) fn score(report: &mut LineSink<'_, '_>, column: usize, word: &str) -> Option<Score> {
    let value = points_value(word).ok();
    if value.is_none() {
        report.invalid(column, "points", word, POINTS_EXPECTED);
    }
    value
}

/// The largest number of points, either way, that a scoring or acceleration record may give.
/// Real events use a few points at most; the bound keeps sums of absurd values (`XXS W=99999999`)
/// far from the limits of the score arithmetic.
pub(crate) const MAX_POINTS: i32 = 1000;

pub(crate) const POINTS_EXPECTED: &str = "a number with one decimal from -1000 to 1000, like 1.0";

/// A points value of a scoring or acceleration record, within [`MAX_POINTS`].
pub(crate) fn points_value(text: &str) -> Result<Score, ()> {
    let value = text.parse::<Score>().map_err(|_| ())?;
    if value.tenths().abs() > MAX_POINTS * 10 {
        return Err(());
    }
    Ok(value)
}

fn apply_accelerations(lines: &[SourceLine<'_>], setup: &mut TournamentSetup, sink: &mut Sink) {
    let known = known_players(setup);
    for line in lines {
        let mut report = LineSink { sink, line: *line };
        let words = line.words();
        if line.code() == "XXA" {
            let Some((id_column, id_word)) = words.first() else {
                report.invalid(5, "start number", "", "a number from 1 to 9999");
                continue;
            };
            let Some(player) = player_id(&mut report, *id_column, id_word) else {
                continue;
            };
            warn_unknown(&mut report, &known, &[(*id_column, player)]);
            let mut values = Vec::new();
            for (column, word) in &words[1..] {
                values.push(score(&mut report, *column, word).unwrap_or(Score::ZERO));
            }
            // Consecutive rounds with the same virtual points become one range.
            let mut round_index = 0;
            while round_index < values.len() {
                let value = values[round_index];
                let mut end = round_index;
                while end + 1 < values.len() && values[end + 1] == value {
                    end += 1;
                }
                if value != Score::ZERO
                    && let (Some(first_round), Some(last_round)) =
                        (RoundNo::from_index(round_index), RoundNo::from_index(end))
                {
                    setup.accelerations.push(Acceleration {
                        first_player: player,
                        last_player: player,
                        first_round,
                        last_round,
                        points: value,
                        match_points: None,
                    });
                }
                round_index = end + 1;
            }
            continue;
        }
        // Five words: the game points with the match points left blank, or (as the TRF-2026
        // team sample writes them) the match points in columns 5-8 with the game-point column
        // 10-13 blank. The blank column tells which.
        let match_points_only = words.len() == 5
            && words[0].0 + words[0].1.chars().count() <= 9
            && Columns::new(line.text).field(10, 4).trim().is_empty();
        let (match_points, rest) = match words.len() {
            6 => (score(&mut report, words[0].0, words[0].1), &words[1..]),
            5 if match_points_only => (score(&mut report, words[0].0, words[0].1), &words[..]),
            5 => (None, &words[..]),
            _ => {
                report.invalid(
                    5,
                    "acceleration record",
                    line.value().trim(),
                    "points, first and last round, first and last start number",
                );
                continue;
            }
        };
        if words.len() == 6 && match_points.is_none() {
            continue;
        }
        let points = if match_points_only {
            Some(Score::ZERO)
        } else {
            score(&mut report, rest[0].0, rest[0].1)
        };
        let first_round = round_no(&mut report, rest[1].0, "first round", rest[1].1);
        let last_round = round_no(&mut report, rest[2].0, "last round", rest[2].1);
        let first_player = player_id(&mut report, rest[3].0, rest[3].1);
        let last_player = player_id(&mut report, rest[4].0, rest[4].1);
        let (
            Some(points),
            Some(first_round),
            Some(last_round),
            Some(first_player),
            Some(last_player),
        ) = (points, first_round, last_round, first_player, last_player)
        else {
            continue;
        };
        if last_round < first_round {
            report.invalid(
                rest[2].0,
                "last round",
                rest[2].1,
                "a round not before the first round",
            );
            continue;
        }
        if last_player < first_player {
            report.invalid(
                rest[4].0,
                "last start number",
                rest[4].1,
                "a start number not before the first one",
            );
            continue;
        }
        setup.accelerations.push(Acceleration {
            first_player,
            last_player,
            first_round,
            last_round,
            points,
            match_points,
        });
    }
}

/// `260` writes "from the first round" as 1 and "to the end" as 999.
const OPEN_END_ROUND: u16 = 999;

fn apply_forbidden(lines: &[SourceLine<'_>], setup: &mut TournamentSetup, sink: &mut Sink) {
    let known = known_players(setup);
    for line in lines {
        let mut report = LineSink { sink, line: *line };
        let words = line.words();
        let (first_round, last_round, ids) = if line.code() == "XXP" {
            (None, None, &words[..])
        } else {
            if words.len() < 2 {
                report.invalid(
                    5,
                    "prohibited-pairing record",
                    line.value().trim(),
                    "first round, last round and start numbers",
                );
                continue;
            }
            let (first_column, first_word) = words[0];
            let (last_column, last_word) = words[1];
            let (Some(first), Some(last)) = (number(first_word), number(last_word)) else {
                if number(first_word).is_none() {
                    report.invalid(first_column, "first round", first_word, "a round number");
                }
                if number(last_word).is_none() {
                    report.invalid(last_column, "last round", last_word, "a round number");
                }
                continue;
            };
            let first_round = RoundNo::new(first).filter(|r| r.get() > 1);
            let last_round = RoundNo::new(last).filter(|r| r.get() != OPEN_END_ROUND);
            if let (Some(first), Some(last)) = (first_round, last_round)
                && last < first
            {
                report.invalid(
                    last_column,
                    "last round",
                    last_word,
                    "a round not before the first round",
                );
                continue;
            }
            (first_round, last_round, &words[2..])
        };
        let mut players = Vec::new();
        let mut located = Vec::new();
        let mut ok = true;
        for (column, word) in ids {
            match player_id(&mut report, *column, word) {
                Some(id) => {
                    players.push(id);
                    located.push((*column, id));
                }
                None => ok = false,
            }
        }
        warn_unknown(&mut report, &known, &located);
        if ok {
            setup.forbidden_pairs.push(ForbiddenPairs {
                first_round,
                last_round,
                players,
            });
        }
    }
}

/// The round the next pairing is for: the one after the last round holding a pairing.
pub(crate) fn next_round(setup: &TournamentSetup) -> RoundNo {
    let paired = setup
        .players
        .iter()
        .filter_map(|player| player.rounds.iter().rposition(|entry| entry.is_paired()))
        .max()
        .map_or(0, |index| index + 1);
    RoundNo::from_index(paired).unwrap_or(RoundNo::FIRST)
}

/// The lines that describe `key` of `setup` in `format`; none when the model holds nothing.
pub(crate) fn render_group(key: GroupKey, setup: &TournamentSetup, format: Format) -> Vec<String> {
    match key {
        GroupKey::Header(HeaderField::DeputyArbiters) => setup
            .header
            .deputy_arbiters
            .iter()
            .map(|value| header_line("112", value))
            .collect(),
        GroupKey::Header(HeaderField::RoundDates) => {
            if setup.header.round_dates.is_empty() {
                return Vec::new();
            }
            let mut line = format!("132{}", " ".repeat(88));
            for (index, date) in setup.header.round_dates.iter().enumerate() {
                if index > 0 {
                    line.push_str("  ");
                }
                line.push_str(&format!("{date:<8}"));
            }
            vec![line.trim_end().to_owned()]
        }
        GroupKey::Header(field) => field
            .single(setup)
            .and_then(Option::as_ref)
            .map(|value| vec![header_line(field.code(), value)])
            .unwrap_or_default(),
        GroupKey::DeclaredRounds => setup
            .declared_rounds
            .map(|rounds| match format {
                Format::Trf16 => vec![format!("XXR {rounds}")],
                Format::Trf2026 => vec![format!("142 {rounds}")],
            })
            .unwrap_or_default(),
        GroupKey::InitialColour => render_colour(setup, format),
        GroupKey::Scoring => render_scoring(&setup.scoring, format),
        GroupKey::System => setup
            .system
            .as_ref()
            .map(|system| vec![header_line("192", system)])
            .unwrap_or_default(),
        GroupKey::Teams => render_teams(setup, format),
        GroupKey::Absences => render_absences(setup, format),
        GroupKey::Accelerations => render_accelerations(setup, format),
        GroupKey::Forbidden => render_forbidden(setup, format),
        GroupKey::ScoreAdjustments => adjust::render_adjustments(setup),
        GroupKey::LineUps => team::render_line_ups(setup),
        GroupKey::TeamPairingByes => team::render_pairing_byes(setup),
        GroupKey::ForfeitedMatches => team::render_forfeits(setup),
        GroupKey::BoardColours => team::render_board_colours(setup),
        GroupKey::MatchScoring => team::render_match_scoring(setup),
    }
}

fn header_line(code: &str, value: &str) -> String {
    if value.is_empty() {
        format!("{code} ")
    } else {
        format!("{code} {value}")
    }
}

fn render_colour(setup: &TournamentSetup, format: Format) -> Vec<String> {
    let colour_word = |white: &'static str, black: &'static str| {
        setup.initial_colour.map(|colour| match colour {
            Colour::White => white,
            Colour::Black => black,
        })
    };
    match format {
        Format::Trf16 => {
            let mut words = Vec::new();
            if setup.pair_by_file_order {
                words.push("rank");
            }
            words.extend(colour_word("white1", "black1"));
            if words.is_empty() {
                Vec::new()
            } else {
                vec![format!("XXC {}", words.join(" "))]
            }
        }
        Format::Trf2026 => {
            let mut lines: Vec<String> = colour_word("W", "B")
                .map(|word| format!("152 {word}"))
                .into_iter()
                .collect();
            // TRF-2026 has no record for pairing by file order; the JaVaFo one is kept.
            if setup.pair_by_file_order {
                lines.push("XXC rank".to_owned());
            }
            lines
        }
    }
}

fn render_scoring(scoring: &ScoringSystem, format: Format) -> Vec<String> {
    let default = ScoringSystem::default();
    if *scoring == default {
        return Vec::new();
    }
    let mut lines = Vec::new();
    let one = Score::to_one_decimal;
    match format {
        Format::Trf2026 => {
            let mut items = Vec::new();
            if scoring.win != default.win {
                items.push(('W', scoring.win));
            }
            if scoring.draw != default.draw {
                items.push(('D', scoring.draw));
            }
            if scoring.loss != default.loss {
                items.push(('L', scoring.loss));
            }
            if scoring.zero_point_bye != default.zero_point_bye {
                items.push(('A', scoring.zero_point_bye));
            }
            if scoring.pairing_bye != scoring.win {
                items.push(('P', scoring.pairing_bye));
            }
            let mut line = "162".to_owned();
            for (index, (code, value)) in items.iter().enumerate() {
                line.push_str(if index == 0 { "  " } else { "    " });
                line.push(*code);
                line.push_str(&format!("{:>4}", one(*value)));
            }
            lines.push(line);
            let representable = scoring.forfeit_win == scoring.win
                && scoring.full_point_bye == scoring.win
                && scoring.half_point_bye == scoring.draw
                && scoring.forfeit_loss == scoring.zero_point_bye;
            if !representable {
                lines.push(xxs_line(scoring));
            }
        }
        Format::Trf16 => {
            // bbpPairings reads the BB lines, JaVaFo the XXS line; the XXS line comes last and
            // names every value, so a reader of both ends with the exact system.
            for (code, value) in [
                ("BBW", scoring.win),
                ("BBD", scoring.draw),
                ("BBL", scoring.loss),
                ("BBZ", scoring.zero_point_bye),
                ("BBF", scoring.forfeit_loss),
                ("BBU", scoring.pairing_bye),
            ] {
                lines.push(format!("{code} {}", one(value)));
            }
            lines.push(xxs_line(scoring));
        }
    }
    lines
}

fn xxs_line(scoring: &ScoringSystem) -> String {
    let one = Score::to_one_decimal;
    let items = [
        ("WW", scoring.win),
        ("BW", scoring.win),
        ("WD", scoring.draw),
        ("BD", scoring.draw),
        ("WL", scoring.loss),
        ("BL", scoring.loss),
        ("ZPB", scoring.zero_point_bye),
        ("HPB", scoring.half_point_bye),
        ("FPB", scoring.full_point_bye),
        ("PAB", scoring.pairing_bye),
        ("FW", scoring.forfeit_win),
        ("FL", scoring.forfeit_loss),
    ];
    let words: Vec<String> = items
        .iter()
        .map(|(code, value)| format!("{code}={}", one(*value)))
        .collect();
    format!("XXS {}", words.join(" "))
}

fn render_teams(setup: &TournamentSetup, format: Format) -> Vec<String> {
    setup
        .teams
        .iter()
        .map(|team| {
            let members: Vec<String> = team
                .members
                .iter()
                .map(|id| format!("{:>4}", id.get()))
                .collect();
            let line = match format {
                Format::Trf16 => {
                    format!("013 {:<32}{}", truncate(&team.name, 32), members.join(" "))
                }
                Format::Trf2026 => format!(
                    "310 {:>3} {:<32} {:<5} {:>6} {:>6} {:>6} {:>3}  {}",
                    team.number,
                    truncate(&team.name, 32),
                    truncate(team.nickname.as_deref().unwrap_or(""), 5),
                    truncate(team.strength.as_deref().unwrap_or(""), 6),
                    team.stated_match_points
                        .map(Score::to_one_decimal)
                        .unwrap_or_default(),
                    team.stated_game_points
                        .map(Score::to_one_decimal)
                        .unwrap_or_default(),
                    team.stated_rank.map(|r| r.to_string()).unwrap_or_default(),
                    members.join(" ")
                ),
            };
            line.trim_end().to_owned()
        })
        .collect()
}

fn render_absences(setup: &TournamentSetup, format: Format) -> Vec<String> {
    let next = next_round(setup);
    // Each absence as it will be written: `None` for an `XXZ` entry, else the round of a `240`.
    let written: Vec<(Option<RoundNo>, AbsenceKind, PlayerId)> = setup
        .absences
        .iter()
        .map(|absence| {
            let round = absence.round.unwrap_or(next);
            let as_xxz = format == Format::Trf16
                && round == next
                && absence.kind == AbsenceKind::ZeroPointBye;
            ((!as_xxz).then_some(round), absence.kind, absence.player)
        })
        .collect();
    let mut lines = Vec::new();
    let mut start = 0;
    while start < written.len() {
        let (round, kind, _) = written[start];
        let mut end = start;
        while end + 1 < written.len() && written[end + 1].0 == round && written[end + 1].1 == kind {
            end += 1;
        }
        let ids: Vec<String> = written[start..=end]
            .iter()
            .map(|(_, _, id)| format!("{:>4}", id.get()))
            .collect();
        lines.push(match round {
            None => {
                let ids: Vec<String> = written[start..=end]
                    .iter()
                    .map(|(_, _, id)| id.get().to_string())
                    .collect();
                format!("XXZ {}", ids.join(" "))
            }
            Some(round) => {
                let letter = match kind {
                    AbsenceKind::FullPointBye => 'F',
                    AbsenceKind::HalfPointBye => 'H',
                    AbsenceKind::ZeroPointBye => 'Z',
                };
                format!("240 {letter} {:>3} {}", round.get(), ids.join(" "))
            }
        });
        start = end + 1;
    }
    lines
}

fn render_accelerations(setup: &TournamentSetup, format: Format) -> Vec<String> {
    let one = Score::to_one_decimal;
    let as_xxa =
        format == Format::Trf16 && setup.accelerations.iter().all(|a| a.match_points.is_none());
    if !as_xxa {
        return setup
            .accelerations
            .iter()
            .map(|a| {
                format!(
                    "250 {:>4} {:>4} {:>3} {:>3} {:>4} {:>4}",
                    a.match_points.map(one).unwrap_or_default(),
                    one(a.points),
                    a.first_round.get(),
                    a.last_round.get(),
                    a.first_player.get(),
                    a.last_player.get()
                )
            })
            .collect();
    }
    // XXA names one player per line: expand ranges over the players the file has.
    let mut order: Vec<PlayerId> = Vec::new();
    for acceleration in &setup.accelerations {
        if acceleration.first_player == acceleration.last_player {
            if !order.contains(&acceleration.first_player) {
                order.push(acceleration.first_player);
            }
            continue;
        }
        for player in &setup.players {
            if (acceleration.first_player..=acceleration.last_player).contains(&player.id)
                && !order.contains(&player.id)
            {
                order.push(player.id);
            }
        }
    }
    let last_round = setup
        .accelerations
        .iter()
        .map(|a| a.last_round.get())
        .max()
        .unwrap_or(0);
    let mut lines = Vec::new();
    for player in order {
        let mut values: Vec<Score> = (1..=last_round)
            .filter_map(RoundNo::new)
            .map(|round| {
                setup
                    .accelerations
                    .iter()
                    .filter(|a| a.applies(player, round))
                    .map(|a| a.points)
                    .sum()
            })
            .collect();
        while values.last() == Some(&Score::ZERO) {
            values.pop();
        }
        if values.is_empty() {
            continue;
        }
        let mut line = format!("XXA {:>4}", player.get());
        for value in values {
            line.push_str(&format!(" {:>4}", one(value)));
        }
        lines.push(line);
    }
    lines
}

fn render_forbidden(setup: &TournamentSetup, format: Format) -> Vec<String> {
    setup
        .forbidden_pairs
        .iter()
        .map(|forbidden| {
            let ids: Vec<String> = forbidden
                .players
                .iter()
                .map(|id| format!("{:>4}", id.get()))
                .collect();
            let whole_event = forbidden.first_round.is_none() && forbidden.last_round.is_none();
            if format == Format::Trf16 && whole_event {
                let ids: Vec<String> = forbidden
                    .players
                    .iter()
                    .map(|id| id.get().to_string())
                    .collect();
                format!("XXP {}", ids.join(" "))
            } else {
                format!(
                    "260 {:>3} {:>3} {}",
                    forbidden.first_round.map_or(1, RoundNo::get),
                    forbidden.last_round.map_or(OPEN_END_ROUND, RoundNo::get),
                    ids.join(" ")
                )
            }
        })
        .collect()
}
