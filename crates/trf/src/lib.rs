//! Reading and writing FIDE Tournament Report Files: TRF16 with the JaVaFo and bbpPairings
//! extensions, and TRF-2026.
//!
//! [`read`] turns bytes into a [`TrfFile`]: the tournament as a [`rondo_core::TournamentSetup`],
//! the warnings, and what is needed to write the file back byte for byte. [`check`] turns the
//! data into a [`rondo_core::Tournament`] and places every inconsistency on its line and column.
//! [`write()`] writes a file in either format; [`to_json`] and [`from_json`] give the model as JSON.
//!
//! ```
//! use rondo_trf::{CheckOptions, WriteOptions, check, read, write};
//!
//! let bytes = b"012 Club championship\r\n\
//! 001    1      Alpha, Ann                        2100                             1.0    1     2 w 1\r\n\
//! 001    2      Beta, Bea                         2000                             0.0    2     1 b 0\r\n";
//! let file = read(bytes)?;
//! let checked = check(&file, &CheckOptions::default())?;
//! assert_eq!(checked.tournament.players().len(), 2);
//! assert_eq!(write(&file, &WriteOptions::same_as(&file)), bytes);
//! # Ok::<_, rondo_trf::ReadError>(())
//! ```
//!
//! Problems display as `LINE:COLUMN: MESSAGE`; the caller adds the file name, and can print the
//! line ([`Diagnostic::source_line`]) with a caret under the column.
//!
//! # Double-Swiss matches (C.04.5)
//!
//! TRF-2026 has no agreed way to record a match of two games. rondo records match `k` of a
//! Double-Swiss event in the two ordinary round columns `2k − 1` and `2k`: the same opponent,
//! colours reversed, one result code per game; a bye fills both columns (the pairing-allocated
//! bye as `U` then `H`: a game won and a game drawn); `142` counts columns (2 × matches), and
//! so do the round numbers of `240` and `250`. Being ordinary columns, such files read and
//! write losslessly. When the file names the system (`192 FIDE_DOUBLESWISS`, `_BAKU`), [`check`]
//! also reports every match whose columns do not pair up ([`match_diagnostics`]).
//!
//! Sibling crates: `rondo-core` holds the model, `rondo-dutch` pairs, `rondo-tiebreak` ranks.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod check;
mod date;
mod diagnostic;
mod file;
mod format;
mod json;
mod player;
mod read;
mod records;
mod text;
mod write;

pub use check::{CheckOptions, Checked, check, diagnose, locate, match_diagnostics};
pub use date::{Date, parse_date};
pub use diagnostic::{Diagnostic, DiagnosticKind, Location, ReadError, Severity};
pub use file::TrfFile;
pub use format::Format;
pub use json::{JsonError, from_json, looks_like_json, player_position, to_json};
pub use player::result_code;
pub use read::read;
pub use records::{is_federation_code, read_scoring};
pub use text::{LineEnding, TextEncoding};
pub use write::{WriteOptions, rewrite, write, write_setup};
