//! The reasons of an explanation in words: the libraries give what was decided, the facts and
//! the rule; the sentence is written here, in the terms of the system's text ([`RuleSet`]).
//!
//! Each system owns its words: one module per system (the Dutch module for its three editions)
//! holds its title, the sentences of the reasons only it gives, the sentences its text words in
//! its own terms, and what its quality criteria ask for. [`Words`] finds a system's words by the
//! rule set an explanation names, among rondo's ([`SYSTEMS`], one line per system) and those a
//! caller adds for systems defined elsewhere; what a module leaves out is worded by the
//! sentences the systems share ([`shared`]).

use rondo_core::{Colour, Float, PlayerId, PreferenceStrength};
use rondo_pairing::{QualityCriterion, Reason, ReasonKind, RuleSet};

pub use crate::team::TeamPairingWords;

mod burstein;
mod double_swiss;
mod dubov;
mod dutch;
mod harkness;
mod lim;
mod olympiad;
mod shared;
mod team_swiss;

/// The words of one system (or one edition of a system's text).
pub struct SystemWords {
    /// The rule set whose explanations these words word.
    pub rules: RuleSet,
    /// The title of the rules ("FIDE Dutch system, C.04.3 (2025)").
    pub title: &'static str,
    /// The system's own sentence for a reason; `None` for the reasons it words as the other
    /// systems do.
    pub sentence: fn(&ReasonKind) -> Option<String>,
    /// What a quality criterion of the system asks for; `None` for another system's criterion.
    pub criterion: fn(QualityCriterion) -> Option<&'static str>,
    /// How a system that pairs teams names its groups, floaters and absolute rules; `None` for
    /// a system that pairs players.
    pub team: Option<&'static TeamPairingWords>,
}

/// The words of rondo's systems, one entry per rule set.
pub static SYSTEMS: &[&SystemWords] = &[
    &dutch::DUTCH_2025,
    &dutch::DUTCH_2017,
    &dutch::DUTCH_2009,
    &harkness::WORDS,
    &double_swiss::WORDS,
    &burstein::WORDS,
    &dubov::WORDS,
    &lim::WORDS,
    &team_swiss::WORDS,
    &olympiad::WORDS,
];

/// The systems' words an explanation is worded by: rondo's ([`Words::SHIPPED`]), or a caller's
/// list with the words of systems defined elsewhere.
#[derive(Copy, Clone)]
pub struct Words<'a> {
    systems: &'a [&'a SystemWords],
}

impl Words<'static> {
    /// The words of rondo's systems.
    pub const SHIPPED: Words<'static> = Words { systems: SYSTEMS };
}

impl<'a> Words<'a> {
    /// The words of `systems`.
    #[must_use]
    pub const fn new(systems: &'a [&'a SystemWords]) -> Words<'a> {
        Words { systems }
    }

    /// The words of the system and edition `rules` names, if the list has them.
    #[must_use]
    pub fn of(self, rules: RuleSet) -> Option<&'a SystemWords> {
        self.systems
            .iter()
            .copied()
            .find(|system| system.rules == rules)
    }

    /// The title of the rules an explanation follows ("FIDE Dutch system, C.04.3 (2025)"); the
    /// rule set's key for rules the list has no words for.
    #[must_use]
    pub fn title(self, rules: RuleSet) -> &'a str {
        self.of(rules).map_or(rules.key(), |words| words.title)
    }

    /// A reason with its rule first, as an arbiter looks it up.
    #[must_use]
    pub fn text(self, reason: &Reason, rules: RuleSet) -> String {
        match &reason.rule {
            Some(rule) => format!("[{rule}] {}", self.sentence(&reason.kind, rules)),
            None => self.sentence(&reason.kind, rules),
        }
    }

    /// The reason in plain words: the system's own sentence, else the shared one, else the
    /// words of the system that gives this reason (a Burstein seeding round is paired by the
    /// Dutch system, for one).
    #[must_use]
    pub fn sentence(self, kind: &ReasonKind, rules: RuleSet) -> String {
        self.of(rules)
            .and_then(|words| (words.sentence)(kind))
            .or_else(|| shared::sentence(kind))
            .or_else(|| {
                self.systems
                    .iter()
                    .find_map(|system| (system.sentence)(kind))
            })
            .unwrap_or_else(|| format!("{kind:?}"))
    }

    /// The words a team pairing of `rules` is printed in: the system's own, else the plain
    /// words of any team system.
    #[must_use]
    pub fn team(self, rules: RuleSet) -> &'a TeamPairingWords {
        self.of(rules)
            .and_then(|words| words.team)
            .unwrap_or(&shared::TEAM)
    }

    /// What a quality criterion asks for, in the words of the system that defines it.
    #[must_use]
    pub fn criterion_summary(self, criterion: QualityCriterion) -> &'static str {
        self.systems
            .iter()
            .find_map(|system| (system.criterion)(criterion))
            // Every criterion belongs to a system (a test checks it); the words of the rule
            // text stay the honest answer should a new one arrive without its words.
            .unwrap_or("a criterion of the rules")
    }
}

/// The words of the system and edition `rules` names, among rondo's.
#[must_use]
pub fn words(rules: RuleSet) -> Option<&'static SystemWords> {
    Words::SHIPPED.of(rules)
}

/// The title of the rules an explanation follows, among rondo's ([`Words::title`]).
#[must_use]
pub fn title(rules: RuleSet) -> &'static str {
    Words::SHIPPED.title(rules)
}

/// A reason with its rule first, in the words of rondo's systems ([`Words::text`]).
#[must_use]
pub fn text(reason: &Reason, rules: RuleSet) -> String {
    Words::SHIPPED.text(reason, rules)
}

/// The reason in plain words, among rondo's systems ([`Words::sentence`]).
#[must_use]
pub fn sentence(kind: &ReasonKind, rules: RuleSet) -> String {
    Words::SHIPPED.sentence(kind, rules)
}

/// Players by their numbers, separated by commas.
pub(crate) fn list(players: &[PlayerId]) -> String {
    players
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A list of players as the 2009 and US Swiss explanations write it: "nobody" when empty.
pub(crate) fn list_or_nobody(players: &[PlayerId]) -> String {
    if players.is_empty() {
        "nobody".to_owned()
    } else {
        list(players)
    }
}

fn pair_list(pairs: &[(PlayerId, PlayerId)]) -> String {
    pairs
        .iter()
        .map(|(a, b)| format!("{a}-{b}"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn has(players: &[PlayerId]) -> &'static str {
    if players.len() == 1 { "has" } else { "have" }
}

fn comes(players: &[PlayerId]) -> &'static str {
    if players.len() == 1 { "comes" } else { "come" }
}

fn float_name(direction: Float) -> &'static str {
    match direction {
        Float::Down => "down",
        Float::Up => "up",
    }
}

/// "White" or "Black".
pub(crate) fn colour_name(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

/// "the same colour" when the two prefer no colour in particular.
fn colour_or_same(colour: Option<Colour>) -> &'static str {
    colour.map_or("the same colour", colour_name)
}

fn odd_or_even(number: usize) -> &'static str {
    if number % 2 == 1 { "odd" } else { "even" }
}

fn strength_name(strength: PreferenceStrength) -> &'static str {
    match strength {
        PreferenceStrength::Absolute => "absolute",
        PreferenceStrength::Strong => "strong",
        PreferenceStrength::Mild => "mild",
    }
}

/// The criteria of a system that names its criteria in its sentences instead.
fn no_criteria(_: QualityCriterion) -> Option<&'static str> {
    None
}

/// Players by their numbers, separated by spaces (an identifier).
fn spaced(players: &[PlayerId]) -> String {
    players
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests;
