//! A file read into the model: the tournament, and what is needed to write it back byte for
//! byte (its format, line break, encoding and the lines as read).

use std::ops::Range;

use rondo_core::{PlayerId, RoundNo, TournamentSetup};

use crate::diagnostic::{Diagnostic, Location};
use crate::format::Format;
use crate::player::round_column;
use crate::records::{GroupKey, Role};
use crate::text::{LineEnding, TextEncoding};

/// A file read into the model, with what is needed to write it back byte for byte.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfFile {
    /// The tournament data.
    pub setup: TournamentSetup,
    /// Repairs and oddities that did not stop the file from being read.
    pub warnings: Vec<Diagnostic>,
    /// The format the file is in: TRF-2026 when it has a record only TRF-2026 defines.
    pub format: Format,
    /// The first line break of the file (CR LF for a file without one).
    pub line_ending: LineEnding,
    /// The encoding the bytes were read in.
    pub encoding: TextEncoding,
    /// Whether the file started with a UTF-8 byte order mark.
    pub bom: bool,
    /// For each player of `setup.players` (same index), the 1-based line of its `001` record.
    pub player_lines: Vec<usize>,
    pub(crate) layout: Layout,
}

/// The lines of the file as read, and the role of each.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Layout {
    pub(crate) text: String,
    pub(crate) lines: Vec<(Range<usize>, Role)>,
    pub(crate) final_break: bool,
}

impl Layout {
    pub(crate) fn line(&self, index: usize) -> &str {
        self.lines
            .get(index)
            .and_then(|(range, _)| self.text.get(range.clone()))
            .unwrap_or("")
    }
}

impl TrfFile {
    /// A file holding `setup` and nothing else: writing it gives the standard layout.
    #[must_use]
    pub fn from_setup(setup: TournamentSetup) -> TrfFile {
        TrfFile {
            setup,
            warnings: Vec::new(),
            format: Format::Trf2026,
            line_ending: LineEnding::CrLf,
            encoding: TextEncoding::Utf8,
            bom: false,
            player_lines: Vec::new(),
            layout: Layout::default(),
        }
    }

    /// The text of a 1-based line of the file as read, without its line break.
    #[must_use]
    pub fn line_text(&self, line: usize) -> Option<&str> {
        let index = line.checked_sub(1)?;
        (index < self.layout.lines.len()).then(|| self.layout.line(index))
    }

    /// Where the player with start number `id` is on the file as read: its `001` line, at the
    /// block of `round` (whether or not the line reaches it), or at the start number without
    /// a round. `None` when no `001` line of the file has that start number, or for a file
    /// built from a setup.
    ///
    /// The players of [`TrfFile::setup`] must still be those read, in the order read (edits
    /// that change results or rounds keep them).
    #[must_use]
    pub fn player_location(&self, id: PlayerId, round: Option<RoundNo>) -> Option<Location> {
        let position = self
            .setup
            .players
            .iter()
            .position(|player| player.id == id)?;
        let line = *self.player_lines.get(position)?;
        let column = round.map_or(5, round_column);
        Some(Location { line, column })
    }

    /// Where the first record with the three-character `code` is (`192`, `XXR`, ...): its
    /// line, at the first column after the code. `None` when the file has no such record.
    #[must_use]
    pub fn record_location(&self, code: &str) -> Option<Location> {
        let index = (0..self.layout.lines.len()).find(|&index| {
            let line = self.layout.line(index);
            line.len() > code.len() && line.starts_with(code) && line[code.len()..].starts_with(' ')
        })?;
        Some(Location {
            line: index + 1,
            column: code.chars().count() + 2,
        })
    }

    /// The last line of a record with one of `codes` (the code, then a space or nothing), with
    /// its number: the record a reader keeps when it is repeated.
    #[must_use]
    pub fn last_record_line(&self, codes: &[&str]) -> Option<(usize, &str)> {
        (1..)
            .map_while(|number| self.line_text(number).map(|text| (number, text)))
            .filter(|(_, text)| {
                codes.iter().any(|code| {
                    text.strip_prefix(code)
                        .is_some_and(|rest| rest.is_empty() || rest.starts_with(' '))
                })
            })
            .last()
    }

    /// Where the file declares its number of rounds: the `XXR` or `142` line, at the number.
    /// `None` when it does not.
    #[must_use]
    pub fn declared_rounds_location(&self) -> Option<Location> {
        let index = self
            .layout
            .lines
            .iter()
            .position(|(_, role)| *role == Role::Group(GroupKey::DeclaredRounds))?;
        Some(Location {
            line: index + 1,
            column: 5,
        })
    }
}
