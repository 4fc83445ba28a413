//! Writing TRF16 and TRF-2026 files.
//!
//! # What the writer emits
//!
//! - A file that was read is written back line by line: every line whose content the model
//!   still holds unchanged is written exactly as it was read (spacing, zero-padded opponents,
//!   short titles, comments, unknown records, empty lines), in its original place. Reading a file
//!   and writing it in its own format, line ending and encoding gives the same bytes.
//! - Lines whose part of the model changed, and parts the file did not have, are written in the
//!   standard layout: `001` fields at their FIDE columns, full title codes, opponents
//!   right-aligned with `0000` for none, points with one decimal; header records before the
//!   players, national rating lines right after them (after the file's last one, if it had
//!   some), team records, byes, accelerations and prohibited pairings after those. A national
//!   rating line whose player was renumbered keeps its text with the new number in columns 5–8.
//! - In TRF-2026, the model's extension data goes to `142`, `152`, `162`, `192`, `240`, `250`,
//!   `260`; in TRF16 to `XXR`, `XXC`, `BB*` plus a complete `XXS`, `XXZ`, `XXA`, `XXP`.
//!   What one format cannot hold is written with the other's record, which both readers skip or
//!   understand: `XXC rank` in TRF-2026; `240` byes other than zero-point byes for the next
//!   round, `250` records with match points, and round-limited `260` records in TRF16; an `XXS`
//!   line in TRF-2026 when forfeits or byes score differently from what `162` can say.
//!   `192` and the other TRF-2026 header records are written in both formats.
//! - Text is UTF-8, or Windows-1252 for a file read in it (when every character fits); a byte
//!   order mark is written when the file had one.

use rondo_core::TournamentSetup;

use crate::diagnostic::Sink;
use crate::file::{Layout, TrfFile};
use crate::format::Format;
use crate::player::{parse_player, render_player};
use crate::records::{
    GroupKey, Role, SourceLine, apply_group, group_equal, render_group, render_national_rating,
    write_national_rating,
};
use crate::text::{LineEnding, TextEncoding};

/// How to write a file.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct WriteOptions {
    /// The format (default TRF-2026).
    pub format: Format,
    /// The line ending (default CR LF).
    pub line_ending: LineEnding,
}

/// Builders, so that a field added later is not a breaking change.
impl WriteOptions {
    /// With `format` set: the format (default TRF-2026).
    #[must_use]
    pub fn with_format(mut self, format: Format) -> WriteOptions {
        self.format = format;
        self
    }

    /// With `line_ending` set: the line ending (default CR LF).
    #[must_use]
    pub const fn with_line_ending(mut self, line_ending: LineEnding) -> WriteOptions {
        self.line_ending = line_ending;
        self
    }
}

impl WriteOptions {
    /// The format and line ending of a file as it was read.
    #[must_use]
    pub fn same_as(file: &TrfFile) -> WriteOptions {
        WriteOptions {
            format: file.format,
            line_ending: file.line_ending,
        }
    }
}

/// The bytes of `file` with `setup` in its place, the points columns corrected to agree with
/// the results, written in the format, line ending and encoding the file was read in: every
/// line the new setup does not change stays byte for byte as it was read. This is how an edit
/// (a round paired into the file) is written back.
#[must_use]
pub fn rewrite(file: &TrfFile, mut setup: TournamentSetup) -> Vec<u8> {
    setup.correct_points_columns();
    let mut file = file.clone();
    file.setup = setup;
    write(&file, &WriteOptions::same_as(&file))
}

/// Writes a file, keeping every unchanged line as it was read.
///
/// # Examples
///
/// ```
/// use rondo_trf::{WriteOptions, read, write};
///
/// let bytes = b"012 Open\r001    1      Alpha, Ann                        2100                             0.0    1\r";
/// let file = read(bytes)?;
/// assert_eq!(write(&file, &WriteOptions::same_as(&file)), bytes);
/// # Ok::<_, rondo_trf::ReadError>(())
/// ```
#[must_use]
pub fn write(file: &TrfFile, options: &WriteOptions) -> Vec<u8> {
    let same_format = options.format == file.format;
    let lines = write_lines(&file.setup, &file.layout, options.format, same_format);
    let final_break = file.layout.lines.is_empty() || file.layout.final_break;
    let text = join(&lines, options.line_ending, final_break);
    let mut bytes = Vec::with_capacity(text.len() + 3);
    if file.bom {
        bytes.extend_from_slice(b"\xEF\xBB\xBF");
    }
    match file.encoding {
        TextEncoding::Utf8 => bytes.extend_from_slice(text.as_bytes()),
        TextEncoding::Windows1252 => {
            let (encoded, _, unmappable) = encoding_rs::WINDOWS_1252.encode(&text);
            if unmappable {
                bytes.extend_from_slice(text.as_bytes());
            } else {
                bytes.extend_from_slice(&encoded);
            }
        }
    }
    bytes
}

/// Writes a setup in the standard layout, as UTF-8.
///
/// # Examples
///
/// ```
/// use rondo_core::{Player, PlayerId, TournamentSetup};
/// use rondo_trf::{Format, LineEnding, WriteOptions, write_setup};
///
/// let id = PlayerId::new(1).ok_or("bad id")?;
/// let setup = TournamentSetup {
///     players: vec![Player::new(id, "Alpha, Ann")],
///     declared_rounds: Some(5),
///     ..TournamentSetup::default()
/// };
/// let options = WriteOptions::default().with_format(Format::Trf16).with_line_ending(LineEnding::Lf);
/// let text = String::from_utf8(write_setup(&setup, &options))?;
/// assert!(text.starts_with("XXR 5\n001    1      Alpha, Ann"));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn write_setup(setup: &TournamentSetup, options: &WriteOptions) -> Vec<u8> {
    let lines = write_lines(setup, &Layout::default(), options.format, false);
    join(&lines, options.line_ending, true).into_bytes()
}

fn join(lines: &[String], ending: LineEnding, final_break: bool) -> String {
    let mut text = String::with_capacity(lines.iter().map(|l| l.len() + 2).sum());
    for (index, line) in lines.iter().enumerate() {
        if index > 0 {
            text.push_str(ending.as_str());
        }
        text.push_str(line);
    }
    if final_break && !lines.is_empty() {
        text.push_str(ending.as_str());
    }
    text
}

/// Each group's original lines, and the groups that can be written as they are: their lines
/// read to what the model holds and use the records the target format would use.
fn verbatim_groups<'a>(
    setup: &TournamentSetup,
    layout: &'a Layout,
    format: Format,
    same_format: bool,
) -> (Vec<(GroupKey, Vec<SourceLine<'a>>)>, Vec<GroupKey>) {
    let mut group_lines: Vec<(GroupKey, Vec<SourceLine<'_>>)> = Vec::new();
    for (index, (_, role)) in layout.lines.iter().enumerate() {
        if let Role::Group(key) = role {
            let line = SourceLine {
                number: index + 1,
                text: layout.line(index),
            };
            match group_lines.iter_mut().find(|(k, _)| k == key) {
                Some((_, lines)) => lines.push(line),
                None => group_lines.push((*key, vec![line])),
            }
        }
    }
    let mut verbatim: Vec<GroupKey> = Vec::new();
    for (key, lines) in &group_lines {
        let mut scratch = TournamentSetup::default();
        apply_group(*key, lines, &mut scratch, &mut Sink::silent());
        if !group_equal(*key, &scratch, setup) {
            continue;
        }
        // In a conversion, the original lines fit the target format when they use the records it
        // would use: `XXR` becomes `142` and `XXC white1` becomes `152 W`. Exceptions: any mix
        // of `XXS` and `BB*` lines is TRF16 scoring (a bbpPairings file has only the `BB*` lines
        // that differ from the defaults), team records are never converted, and lines that add
        // nothing to the model (an `XXC` with unknown options) are kept.
        let rendered = render_group(*key, setup, format);
        let codes_fit = same_format
            || rendered.is_empty()
            || match key {
                GroupKey::Teams => true,
                GroupKey::Scoring if format == Format::Trf16 => lines
                    .iter()
                    .all(|line| line.text.starts_with("XX") || line.text.starts_with("BB")),
                _ => {
                    let mut original: Vec<&str> =
                        lines.iter().map(|line| code(line.text)).collect();
                    let mut fresh: Vec<&str> = rendered.iter().map(|line| code(line)).collect();
                    for codes in [&mut original, &mut fresh] {
                        codes.sort_unstable();
                        codes.dedup();
                    }
                    original == fresh
                }
            };
        if codes_fit {
            verbatim.push(*key);
        }
    }
    (group_lines, verbatim)
}

/// The lines of the file. With `same_format`, every group whose lines still read to the model is
/// kept as it is, whatever records it uses; otherwise only those that use the target format's
/// records.
fn write_lines(
    setup: &TournamentSetup,
    layout: &Layout,
    format: Format,
    same_format: bool,
) -> Vec<String> {
    let (group_lines, verbatim) = verbatim_groups(setup, layout, format, same_format);
    let in_layout = |key: GroupKey| group_lines.iter().any(|(k, _)| *k == key);
    let player_positions: Vec<usize> = layout
        .lines
        .iter()
        .enumerate()
        .filter(|(_, (_, role))| *role == Role::Player)
        .map(|(index, _)| index)
        .collect();
    let n_layout_players = player_positions.len();
    let n_layout_national = layout
        .lines
        .iter()
        .filter(|(_, role)| *role == Role::NationalRating)
        .count();
    // National rating lines the file did not have go after the last one it had, or after the
    // players when it had none.
    let national_after_players = || -> Vec<String> {
        if n_layout_national == 0 {
            setup
                .national_ratings
                .iter()
                .map(render_national_rating)
                .collect()
        } else {
            Vec::new()
        }
    };

    let mut out: Vec<String> = Vec::with_capacity(layout.lines.len() + setup.players.len());
    let mut written: Vec<GroupKey> = Vec::new();
    let mut missing_before = Vec::new();
    for key in GroupKey::BEFORE_PLAYERS {
        if !in_layout(key) {
            missing_before.extend(render_group(key, setup, format));
        }
    }
    let mut missing_before = Some(missing_before);
    // Raw records keep their place among the lines around them; those the file did not have go
    // to their position.
    let mut raw: Vec<Option<&rondo_core::RawRecord>> =
        setup.other_records.iter().map(Some).collect();
    let mut player_index = 0;
    let mut national_index = 0;
    for (index, (_, role)) in layout.lines.iter().enumerate() {
        let text = layout.line(index);
        match role {
            Role::Blank => out.push(text.to_owned()),
            Role::Raw => {
                if let Some(slot) = raw
                    .iter_mut()
                    .find(|slot| slot.is_some_and(|record| record.position == index))
                    && let Some(record) = slot.take()
                {
                    out.push(record.line.clone());
                }
            }
            Role::Player => {
                if let Some(lines) = missing_before.take() {
                    out.extend(lines);
                }
                if let Some(player) = setup.players.get(player_index) {
                    let unchanged = parse_player(text, &mut Vec::new()).as_ref() == Some(player);
                    out.push(if unchanged {
                        text.to_owned()
                    } else {
                        render_player(player)
                    });
                }
                player_index += 1;
                if player_index == n_layout_players {
                    out.extend(
                        setup
                            .players
                            .iter()
                            .skip(n_layout_players)
                            .map(render_player),
                    );
                    out.extend(national_after_players());
                }
            }
            Role::NationalRating => {
                if let Some(line) = setup.national_ratings.get(national_index) {
                    out.push(write_national_rating(text, line));
                }
                national_index += 1;
                if national_index == n_layout_national {
                    out.extend(
                        setup
                            .national_ratings
                            .iter()
                            .skip(n_layout_national)
                            .map(render_national_rating),
                    );
                }
            }
            Role::Group(key) => {
                if verbatim.contains(key) {
                    out.push(text.to_owned());
                } else if !written.contains(key) {
                    written.push(*key);
                    out.extend(render_group(*key, setup, format));
                }
            }
        }
    }
    if let Some(lines) = missing_before.take() {
        out.extend(lines);
        out.extend(setup.players.iter().map(render_player));
        out.extend(national_after_players());
    }
    for key in GroupKey::AFTER_PLAYERS {
        if !in_layout(key) {
            out.extend(render_group(key, setup, format));
        }
    }
    let mut raw: Vec<&rondo_core::RawRecord> = raw.into_iter().flatten().collect();
    raw.sort_by_key(|record| record.position);
    for record in raw {
        let position = record.position.min(out.len());
        out.insert(position, record.line.clone());
    }
    out
}

fn code(line: &str) -> &str {
    line.get(..3).unwrap_or(line)
}
