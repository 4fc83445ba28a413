//! The explanation of a round's pairing as text for players and arbiters, and as JSON.

use std::fmt::Write as _;

use rondo_core::RoundNo;
use rondo_core::{Colour, ColourPreference, Float, PlayerId, PreferenceStrength, Tournament};
use rondo_pairing::{
    BracketExplanation, Explanation, Failures, FloatExplanation, QualityCriterion, Reason, RuleRef,
    RuleSet,
};
use serde::Serialize;

use super::reason::{Words, list_or_nobody};

/// The explanation as pretty JSON: the data, with the words for people next to it (the
/// system's `title`, each reason's `text`, each criterion's `summary`) in `words`.
pub fn json(explanation: &Explanation, words: Words<'_>) -> String {
    let mut text =
        serde_json::to_string_pretty(&ExplanationJson::new(explanation, words)).unwrap_or_default();
    text.push('\n');
    text
}

/// [`Explanation`] with its words, field for field in the library's order.
#[derive(Serialize)]
struct ExplanationJson<'a> {
    system: RuleSet,
    title: &'a str,
    round: RoundNo,
    players: usize,
    brackets: Vec<BracketJson<'a>>,
    colours: Vec<ColourJson<'a>>,
    bye: Option<ByeJson<'a>>,
}

#[derive(Serialize)]
struct BracketJson<'a> {
    score: f64,
    residents: &'a [PlayerId],
    moved_down: &'a [PlayerId],
    pairs: &'a [(PlayerId, PlayerId)],
    decisions: Vec<ReasonJson<'a>>,
    floats: Vec<FloatJson<'a>>,
    unmet: Vec<CriterionJson<'a>>,
}

#[derive(Serialize)]
struct FloatJson<'a> {
    player: PlayerId,
    score: f64,
    direction: Float,
    reasons: Vec<ReasonJson<'a>>,
}

#[derive(Serialize)]
struct CriterionJson<'a> {
    rule: &'a RuleRef,
    criterion: QualityCriterion,
    summary: &'static str,
    failures: &'a Failures,
}

#[derive(Serialize)]
struct ColourJson<'a> {
    board: usize,
    white: PlayerId,
    black: PlayerId,
    white_preference: Option<ColourPreference>,
    black_preference: Option<ColourPreference>,
    reason: ReasonJson<'a>,
}

#[derive(Serialize)]
struct ByeJson<'a> {
    player: PlayerId,
    score: f64,
    reasons: Vec<ReasonJson<'a>>,
}

#[derive(Serialize)]
struct ReasonJson<'a> {
    #[serde(flatten)]
    reason: &'a Reason,
    text: String,
}

impl<'a> ExplanationJson<'a> {
    fn new(explanation: &'a Explanation, words: Words<'a>) -> ExplanationJson<'a> {
        let rules = explanation.system;
        let reasons = |reasons: &'a [Reason]| {
            reasons
                .iter()
                .map(|reason| ReasonJson::new(reason, rules, words))
                .collect::<Vec<_>>()
        };
        let float = |float: &'a FloatExplanation| FloatJson {
            player: float.player,
            score: points(float.score),
            direction: float.direction,
            reasons: reasons(&float.reasons),
        };
        let bracket = |bracket: &'a BracketExplanation| BracketJson {
            score: points(bracket.score),
            residents: &bracket.residents,
            moved_down: &bracket.moved_down,
            pairs: &bracket.pairs,
            decisions: reasons(&bracket.decisions),
            floats: bracket.floats.iter().map(float).collect(),
            unmet: bracket
                .unmet
                .iter()
                .map(|count| CriterionJson {
                    rule: &count.rule,
                    criterion: count.criterion,
                    summary: words.criterion_summary(count.criterion),
                    failures: &count.failures,
                })
                .collect(),
        };
        ExplanationJson {
            system: rules,
            title: words.title(rules),
            round: explanation.round,
            players: explanation.players,
            brackets: explanation.brackets.iter().map(bracket).collect(),
            colours: explanation
                .colours
                .iter()
                .map(|colour| ColourJson {
                    board: colour.board,
                    white: colour.white,
                    black: colour.black,
                    white_preference: colour.white_preference,
                    black_preference: colour.black_preference,
                    reason: ReasonJson::new(&colour.reason, rules, words),
                })
                .collect(),
            bye: explanation.bye.as_ref().map(|bye| ByeJson {
                player: bye.player,
                score: points(bye.score),
                reasons: reasons(&bye.reasons),
            }),
        }
    }
}

impl<'a> ReasonJson<'a> {
    fn new(reason: &'a Reason, rules: RuleSet, words: Words<'_>) -> ReasonJson<'a> {
        ReasonJson {
            reason,
            text: words.sentence(&reason.kind, rules),
        }
    }
}

/// A score as a number of points (2.5), as the library's JSON writes scores.
fn points(score: rondo_core::Score) -> f64 {
    f64::from(score.tenths()) / 10.0
}

/// The explanation as text, in `words`: a section per bracket, then colours, then the bye.
pub fn text(tournament: &Tournament, explanation: &Explanation, words: Words<'_>) -> String {
    let mut out = String::new();
    let title = crate::pairing::tournament_title(tournament);
    let _ = writeln!(
        out,
        "{title}: how round {} was paired ({}), {} players",
        explanation.round,
        words.title(explanation.system),
        explanation.players
    );
    for (number, bracket) in explanation.brackets.iter().enumerate() {
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "Bracket {}: score {}, residents {}; {}: {}",
            number + 1,
            bracket.score,
            list_or_nobody(&bracket.residents),
            // Double-Swiss (C.04.5): players join a bracket from below.
            if explanation.system == rondo_pairing::RuleSet::DoubleSwiss {
                "upfloaters"
            } else {
                "moved down into it"
            },
            if bracket.moved_down.is_empty() {
                "nobody".to_owned()
            } else {
                list_or_nobody(&bracket.moved_down)
            }
        );
        let pairs: Vec<String> = bracket
            .pairs
            .iter()
            .map(|(a, b)| format!("{a}-{b}"))
            .collect();
        let _ = writeln!(
            out,
            "  pairs: {}",
            if pairs.is_empty() {
                "none".to_owned()
            } else {
                pairs.join(" ")
            }
        );
        for decision in &bracket.decisions {
            let _ = writeln!(out, "  - {}", words.text(decision, explanation.system));
        }
        for float in &bracket.floats {
            let _ = writeln!(
                out,
                "  {} (score {}) floats {}:",
                float.player,
                float.score,
                match float.direction {
                    Float::Down => "down",
                    Float::Up => "up",
                }
            );
            for reason in &float.reasons {
                let _ = writeln!(out, "    - {}", words.text(reason, explanation.system));
            }
        }
        if bracket.unmet.is_empty() {
            let _ = writeln!(out, "  every quality criterion is met");
        } else {
            let _ = writeln!(out, "  criteria not fully met:");
            for count in &bracket.unmet {
                let _ = writeln!(
                    out,
                    "    - {} ({}): {}",
                    count.rule,
                    words.criterion_summary(count.criterion),
                    failures(&count.failures)
                );
            }
        }
    }
    if !explanation.colours.is_empty() {
        let _ = writeln!(out);
        let _ = writeln!(out, "Colours (preferences before the round)");
        for colour in &explanation.colours {
            let _ = writeln!(
                out,
                "  board {}: {} White ({}) - {} Black ({})",
                colour.board,
                colour.white,
                preference(colour.white_preference),
                colour.black,
                preference(colour.black_preference)
            );
            let _ = writeln!(
                out,
                "    - {}",
                words.text(&colour.reason, explanation.system)
            );
        }
    }
    if let Some(bye) = &explanation.bye {
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "Pairing-allocated bye: {} (score {})",
            bye.player, bye.score
        );
        for reason in &bye.reasons {
            let _ = writeln!(out, "  - {}", words.text(reason, explanation.system));
        }
    }
    out
}

/// How far a criterion is failed, in words.
pub fn failures(failures: &Failures) -> String {
    match failures {
        Failures::Count(count) => format!("{count}"),
        Failures::Scores(scores) if scores.is_empty() => "none".to_owned(),
        Failures::Scores(scores) => {
            let list: Vec<String> = scores.iter().map(ToString::to_string).collect();
            format!("scores {}", list.join(", "))
        }
    }
}

fn preference(preference: Option<ColourPreference>) -> String {
    match preference {
        None => "no preference".to_owned(),
        Some(preference) => format!(
            "{} preference for {}",
            match preference.strength {
                PreferenceStrength::Absolute => "absolute",
                PreferenceStrength::Strong => "strong",
                PreferenceStrength::Mild => "mild",
            },
            match preference.colour {
                Colour::White => "White",
                Colour::Black => "Black",
            }
        ),
    }
}
