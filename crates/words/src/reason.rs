//! The reasons of an explanation in words: the libraries give what was decided, the facts and
//! the rule; the sentence is written here, in the terms of the system's text ([`RuleSet`]).
//!
//! Each system owns its words: one module per system (the Dutch module for its three editions)
//! holds its title, the sentences of the reasons only it gives, the sentences its text words in
//! its own terms, and what its quality criteria ask for. [`words`] finds a system's module from
//! the rule set an explanation names; what a module leaves out is worded by the sentences the
//! systems share ([`shared`]).

use rondo_core::{Colour, Float, PlayerId, PreferenceStrength};
use rondo_pairing::{QualityCriterion, Reason, ReasonKind, RuleSet};

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
    /// The title of the rules ("FIDE Dutch system, C.04.3 (2025)").
    pub title: &'static str,
    /// The system's own sentence for a reason; `None` for the reasons it words as the other
    /// systems do.
    pub sentence: fn(&ReasonKind) -> Option<String>,
    /// What a quality criterion of the system asks for; `None` for another system's criterion.
    pub criterion: fn(QualityCriterion) -> Option<&'static str>,
}

/// The words of the system and edition `rules` names.
#[must_use]
pub fn words(rules: RuleSet) -> &'static SystemWords {
    match rules {
        RuleSet::Dutch2025 => &dutch::DUTCH_2025,
        RuleSet::Dutch2017 => &dutch::DUTCH_2017,
        RuleSet::Dutch2009 => &dutch::DUTCH_2009,
        RuleSet::UsSwissHarkness => &harkness::WORDS,
        RuleSet::DoubleSwiss => &double_swiss::WORDS,
        RuleSet::Burstein2026 => &burstein::WORDS,
        RuleSet::Dubov2026 => &dubov::WORDS,
        RuleSet::Lim => &lim::WORDS,
        RuleSet::TeamSwiss2026 => &team_swiss::WORDS,
        RuleSet::Olympiad2022 => &olympiad::WORDS,
    }
}

/// Every system's words, for what is looked up without a rule set (a criterion).
const SYSTEMS: [&SystemWords; 10] = [
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

/// The title of the rules an explanation follows ("FIDE Dutch system, C.04.3 (2025)").
#[must_use]
pub fn title(rules: RuleSet) -> &'static str {
    words(rules).title
}

/// A reason with its rule first, as an arbiter looks it up.
#[must_use]
pub fn text(reason: &Reason, rules: RuleSet) -> String {
    match &reason.rule {
        Some(rule) => format!("[{rule}] {}", sentence(&reason.kind, rules)),
        None => sentence(&reason.kind, rules),
    }
}

/// What a quality criterion asks for, in the words of the system that defines it.
#[must_use]
pub fn criterion_summary(criterion: QualityCriterion) -> &'static str {
    SYSTEMS
        .iter()
        .find_map(|system| (system.criterion)(criterion))
        // Every criterion belongs to a system (a test checks it); the words of the rule text
        // stay the honest answer should a new one arrive without its words.
        .unwrap_or("a criterion of the rules")
}

/// The reason in plain words: the system's own sentence, else the shared one, else the words
/// of the system that gives this reason (a Burstein seeding round is paired by the Dutch
/// system, for one).
#[must_use]
pub fn sentence(kind: &ReasonKind, rules: RuleSet) -> String {
    (words(rules).sentence)(kind)
        .or_else(|| shared::sentence(kind))
        .or_else(|| SYSTEMS.iter().find_map(|system| (system.sentence)(kind)))
        .unwrap_or_else(|| format!("{kind:?}"))
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
