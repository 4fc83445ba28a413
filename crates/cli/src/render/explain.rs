//! The explanation of a round's pairing as text for players and arbiters, and as JSON.

use std::fmt::Write as _;

use rondo_core::{Colour, ColourPreference, Float, PlayerId, PreferenceStrength, Tournament};
use rondo_pairing::{Explanation, Failures, Reason};

/// The explanation as pretty JSON.
pub fn json(explanation: &Explanation) -> String {
    let mut text = serde_json::to_string_pretty(explanation).unwrap_or_default();
    text.push('\n');
    text
}

/// The explanation as text: a section per bracket, then colours, then the bye.
pub fn text(tournament: &Tournament, explanation: &Explanation) -> String {
    let mut out = String::new();
    let title = tournament
        .setup()
        .header
        .name
        .as_deref()
        .unwrap_or("Tournament");
    let _ = writeln!(
        out,
        "{title}: how round {} was paired ({}), {} players",
        explanation.round, explanation.system, explanation.players
    );
    for (number, bracket) in explanation.brackets.iter().enumerate() {
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "Bracket {}: score {}, residents {}; moved down into it: {}",
            number + 1,
            bracket.score,
            players(&bracket.residents),
            if bracket.moved_down.is_empty() {
                "nobody".to_owned()
            } else {
                players(&bracket.moved_down)
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
            let _ = writeln!(out, "  - {}", reason_text(decision));
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
                let _ = writeln!(out, "    - {}", reason_text(reason));
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
                    count.summary,
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
            let _ = writeln!(out, "    - {}", reason_text(&colour.reason));
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
            let _ = writeln!(out, "  - {}", reason_text(reason));
        }
    }
    out
}

/// A reason with its rule first, as an arbiter looks it up.
pub fn reason_text(reason: &Reason) -> String {
    match &reason.rule {
        Some(rule) => format!("[{rule}] {}", reason.text),
        None => reason.text.clone(),
    }
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

fn players(ids: &[PlayerId]) -> String {
    if ids.is_empty() {
        return "nobody".to_owned();
    }
    ids.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
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
