//! Bytes to lines of text, and character-column access to one line.
//!
//! Decoding policy: a UTF-8 byte order mark is stripped (and remembered); strict UTF-8 is tried
//! first; anything else is read as Windows-1252 with a warning naming the first byte that is not
//! UTF-8. Line breaks are CR, LF or CRLF, in any mix; the kind of the first break is remembered
//! so that a file can be written back the way it came.

use std::borrow::Cow;

use crate::diagnostic::{DiagnosticKind, Severity, Sink};

/// A text encoding the reader understands.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum TextEncoding {
    /// UTF-8 (ASCII files are UTF-8 too).
    #[default]
    Utf8,
    /// Windows-1252, the usual encoding of older Western European programs.
    Windows1252,
}

/// The line ending written after each line.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum LineEnding {
    /// `\r\n`, as most Windows programs write TRF.
    #[default]
    CrLf,
    /// `\n`.
    Lf,
    /// `\r` only, as the TRF text prescribes and bbpPairings writes.
    Cr,
}

impl LineEnding {
    /// The bytes of the line ending.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            LineEnding::CrLf => "\r\n",
            LineEnding::Lf => "\n",
            LineEnding::Cr => "\r",
        }
    }
}

/// Decoded text and what was learnt about its form.
pub(crate) struct Decoded<'a> {
    pub(crate) text: Cow<'a, str>,
    pub(crate) encoding: TextEncoding,
    pub(crate) bom: bool,
    /// Set when the text is not UTF-8: the byte offset (after the BOM) and value of the first
    /// invalid byte.
    pub(crate) first_invalid: Option<(usize, u8)>,
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

pub(crate) fn decode(bytes: &[u8]) -> Decoded<'_> {
    let (bom, bytes) = match bytes.strip_prefix(BOM) {
        Some(rest) => (true, rest),
        None => (false, bytes),
    };
    match std::str::from_utf8(bytes) {
        Ok(text) => Decoded {
            text: Cow::Borrowed(text),
            encoding: TextEncoding::Utf8,
            bom,
            first_invalid: None,
        },
        Err(error) => {
            let offset = error.valid_up_to();
            let byte = bytes.get(offset).copied().unwrap_or(0);
            let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(bytes);
            Decoded {
                text: Cow::Owned(text.into_owned()),
                encoding: TextEncoding::Windows1252,
                bom,
                first_invalid: Some((offset, byte)),
            }
        }
    }
}

/// The lines of a text and the way they are terminated.
pub(crate) struct Lines<'a> {
    pub(crate) lines: Vec<&'a str>,
    /// The first line break found, if any.
    pub(crate) ending: Option<LineEnding>,
    /// Whether the last line is followed by a line break.
    pub(crate) final_break: bool,
}

pub(crate) fn split_lines(text: &str) -> Lines<'_> {
    let bytes = text.as_bytes();
    let mut lines = Vec::new();
    let mut ending = None;
    let mut start = 0;
    let mut index = 0;
    while index < bytes.len() {
        let this_ending = match bytes[index] {
            b'\r' if bytes.get(index + 1) == Some(&b'\n') => Some(LineEnding::CrLf),
            b'\r' => Some(LineEnding::Cr),
            b'\n' => Some(LineEnding::Lf),
            _ => None,
        };
        if let Some(this_ending) = this_ending {
            lines.push(&text[start..index]);
            ending.get_or_insert(this_ending);
            index += if this_ending == LineEnding::CrLf {
                2
            } else {
                1
            };
            start = index;
        } else {
            index += 1;
        }
    }
    let final_break = start == bytes.len() && !bytes.is_empty();
    if start < bytes.len() {
        lines.push(&text[start..]);
    }
    Lines {
        lines,
        ending,
        final_break,
    }
}

/// Reports control characters (other than tabs) in a line as errors; returns whether the line is
/// free of them.
pub(crate) fn check_controls(line: &str, number: usize, sink: &mut Sink) -> bool {
    // Nearly every line is plain ASCII text; only look closer when it is not.
    if line
        .bytes()
        .all(|b| (b' '..0x7f).contains(&b) || b == b'\t')
    {
        return true;
    }
    let mut clean = true;
    for (index, character) in line.chars().enumerate() {
        if character.is_control() && character != '\t' {
            sink.push(
                number,
                index + 1,
                Severity::Error,
                DiagnosticKind::ControlCharacter {
                    code: u32::from(character),
                },
                line,
            );
            clean = false;
        }
    }
    clean
}

/// One line, sliced by 1-based character columns.
///
/// ASCII lines (nearly all) are sliced by bytes; other lines through a table of characters. In
/// *byte mode* a line is sliced as if every byte were a column, which is how some programs lay
/// out UTF-8 text; multi-byte characters then occupy several columns.
pub(crate) struct Columns<'a> {
    text: &'a str,
    /// `None` for ASCII lines; otherwise one entry per column: the character, or `None` for the
    /// continuation columns of a multi-byte character in byte mode.
    table: Option<Vec<Option<char>>>,
}

impl<'a> Columns<'a> {
    pub(crate) fn new(text: &'a str) -> Columns<'a> {
        let table = (!text.is_ascii()).then(|| text.chars().map(Some).collect());
        Columns { text, table }
    }

    pub(crate) fn by_bytes(text: &'a str) -> Columns<'a> {
        let mut table = Vec::with_capacity(text.len());
        for character in text.chars() {
            table.push(Some(character));
            table.extend(std::iter::repeat_n(None, character.len_utf8() - 1));
        }
        Columns {
            text,
            table: Some(table),
        }
    }

    pub(crate) fn text(&self) -> &'a str {
        self.text
    }

    pub(crate) fn is_ascii(&self) -> bool {
        self.table.is_none()
    }

    /// The number of columns.
    pub(crate) fn len(&self) -> usize {
        match &self.table {
            None => self.text.len(),
            Some(table) => table.len(),
        }
    }

    /// The character at a 1-based column; `None` past the end of the line (and for the
    /// continuation columns of byte mode, which read as `'\0'`).
    pub(crate) fn at(&self, column: usize) -> Option<char> {
        let index = column.checked_sub(1)?;
        match &self.table {
            None => self.text.as_bytes().get(index).map(|b| char::from(*b)),
            Some(table) => table.get(index).map(|c| c.unwrap_or('\0')),
        }
    }

    /// The text of `width` columns from the 1-based `column`, cut at the end of the line.
    pub(crate) fn field(&self, column: usize, width: usize) -> Cow<'a, str> {
        let start = column.saturating_sub(1);
        match &self.table {
            None => {
                let end = (start + width).min(self.text.len());
                Cow::Borrowed(self.text.get(start.min(end)..end).unwrap_or(""))
            }
            Some(table) => {
                let end = (start + width).min(table.len());
                let slice = table.get(start.min(end)..end).unwrap_or(&[]);
                Cow::Owned(slice.iter().flatten().collect())
            }
        }
    }
}

/// Whitespace-separated words of a text, each with its 1-based column.
pub(crate) fn words(text: &str, first_column: usize) -> Vec<(usize, &str)> {
    let mut result = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (column, (byte_index, character)) in (first_column..).zip(text.char_indices()) {
        if character.is_whitespace() {
            if let Some((word_column, word_start)) = start.take() {
                result.push((word_column, &text[word_start..byte_index]));
            }
        } else if start.is_none() {
            start = Some((column, byte_index));
        }
    }
    if let Some((word_column, word_start)) = start {
        result.push((word_column, &text[word_start..]));
    }
    result
}
