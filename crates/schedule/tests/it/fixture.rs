//! Reader for the table transcriptions in `fixtures/schedule/` (format in its README).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The directory of the schedule fixtures.
pub fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/schedule")
}

/// One transcribed table.
#[derive(Debug)]
pub struct Fixture {
    /// File name, for messages.
    pub name: String,
    /// The seed file the table comes from.
    pub source_file: String,
    /// `kind`, `table`, `boards`, `players`, `groups`, …
    pub headers: BTreeMap<String, String>,
    /// The data lines in file order.
    pub lines: Vec<Line>,
}

/// One data line: `<label>: <tokens> [@<at>]`.
#[derive(Debug)]
pub struct Line {
    pub label: String,
    pub tokens: Vec<String>,
    pub at: Option<usize>,
}

/// A game entry `W-B`, with `?` for unreadable sides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub white: Option<String>,
    pub black: Option<String>,
    /// Marked `*`: a repaired reading the seed check cannot confirm.
    pub repaired: bool,
}

impl Entry {
    pub fn parse(token: &str) -> Entry {
        let (body, repaired) = match token.strip_suffix('*') {
            Some(body) => (body, true),
            None => (token, false),
        };
        if body == "?" {
            return Entry {
                white: None,
                black: None,
                repaired,
            };
        }
        let (white, black) = body
            .split_once('-')
            .unwrap_or_else(|| panic!("entry {token:?} is not W-B"));
        let side = |text: &str| (text != "?").then(|| text.to_string());
        Entry {
            white: side(white),
            black: side(black),
            repaired,
        }
    }

    /// Both sides as numbers, when both are readable.
    pub fn numbers(&self) -> Option<(u16, u16)> {
        Some((
            self.white.as_deref()?.parse().ok()?,
            self.black.as_deref()?.parse().ok()?,
        ))
    }

    /// Whether a game (White, Black) fits the readable sides of the entry.
    pub fn fits(&self, white: &str, black: &str) -> bool {
        self.white.as_deref().is_none_or(|w| w == white)
            && self.black.as_deref().is_none_or(|b| b == black)
    }

    pub fn is_blank(&self) -> bool {
        self.white.is_none() && self.black.is_none()
    }
}

impl Line {
    pub fn entries(&self) -> Vec<Entry> {
        self.tokens
            .iter()
            .map(|token| Entry::parse(token))
            .collect()
    }
}

impl Fixture {
    pub fn header(&self, key: &str) -> &str {
        self.headers
            .get(key)
            .unwrap_or_else(|| panic!("{}: no {key:?} header", self.name))
    }

    pub fn number(&self, key: &str) -> u16 {
        self.header(key)
            .parse()
            .unwrap_or_else(|e| panic!("{}: {key}: {e}", self.name))
    }
}

const HEADERS: [&str; 6] = ["source", "kind", "table", "boards", "players", "groups"];

pub fn parse(name: &str, text: &str) -> Fixture {
    let mut headers = BTreeMap::new();
    let mut lines = Vec::new();
    for raw in text.lines() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (label, rest) = line
            .split_once(':')
            .unwrap_or_else(|| panic!("{name}: line {line:?} has no ':'"));
        let label = label.trim();
        if HEADERS.contains(&label) {
            headers.insert(label.to_string(), rest.trim().to_string());
            continue;
        }
        let mut tokens: Vec<String> = rest.split_whitespace().map(str::to_string).collect();
        let at = match tokens.last().and_then(|last| last.strip_prefix('@')) {
            Some(number) => {
                let at = number
                    .parse()
                    .unwrap_or_else(|e| panic!("{name}: bad @ in {line:?}: {e}"));
                tokens.pop();
                Some(at)
            }
            None => None,
        };
        lines.push(Line {
            label: label.to_string(),
            tokens,
            at,
        });
    }
    let source = headers
        .get("source")
        .unwrap_or_else(|| panic!("{name}: no source header"));
    let source_file = source
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_string();
    Fixture {
        name: name.to_string(),
        source_file,
        headers,
        lines,
    }
}

/// Every fixture file, sorted by name.
pub fn all() -> Vec<Fixture> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir())
        .expect("fixtures/schedule exists")
        .map(|entry| entry.expect("readable directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path).expect("readable fixture");
            let name = path
                .file_name()
                .expect("file name")
                .to_string_lossy()
                .into_owned();
            parse(&name, &text)
        })
        .collect()
}

/// The fixtures of one kind.
pub fn of_kind(kind: &str) -> Vec<Fixture> {
    all()
        .into_iter()
        .filter(|fixture| fixture.header("kind") == kind)
        .collect()
}

/// Where a Berger entry sits in the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// Round and board, both from 1.
    At { round: u16, board: u16 },
    /// Somewhere in this round.
    InRound(u16),
}

/// The entries of a Berger or Scheveningen table with their places.
pub fn placed_entries(fixture: &Fixture) -> Vec<(Place, Entry, &Line)> {
    let mut placed = Vec::new();
    for line in &fixture.lines {
        let words: Vec<&str> = line.label.split_whitespace().collect();
        let number = |index: usize| -> u16 {
            words
                .get(index)
                .and_then(|word| word.parse().ok())
                .unwrap_or_else(|| panic!("{}: bad label {:?}", fixture.name, line.label))
        };
        let entries = line.entries();
        match words.as_slice() {
            ["round", _] => {
                for (board, entry) in (1..).zip(entries) {
                    placed.push((
                        Place::At {
                            round: number(1),
                            board,
                        },
                        entry,
                        line,
                    ));
                }
            }
            ["round", _, "unordered"] => {
                for entry in entries {
                    placed.push((Place::InRound(number(1)), entry, line));
                }
            }
            ["board", _] | ["board", _, "from", "round", _] => {
                let first = if words.len() == 5 { number(4) } else { 1 };
                for (round, entry) in (first..).zip(entries) {
                    placed.push((
                        Place::At {
                            round,
                            board: number(1),
                        },
                        entry,
                        line,
                    ));
                }
            }
            _ => panic!("{}: unexpected label {:?}", fixture.name, line.label),
        }
    }
    placed
}
