//! The audit of a round's pairing as text and JSON.

use std::fmt::Write as _;

use rondo_core::PlayerId;
use rondo_pairing::{Audit, Board, QualityVerdict};
use rondo_systems::Descriptor;

use crate::explain::failures;
use crate::reason::Words;

/// The audit as pretty JSON, with `problem` for programs and each breach's `text` for people;
/// what each criterion asks for in the words of `words`.
pub fn json(audit: &Audit, words: Words<'_>) -> String {
    let mut audit_value = serde_json::to_value(audit).unwrap_or_default();
    if let Some(breaches) = audit_value
        .get_mut("breaches")
        .and_then(serde_json::Value::as_array_mut)
    {
        for (value, breach) in breaches.iter_mut().zip(&audit.breaches) {
            value["text"] = serde_json::Value::from(super::breach::text(breach, audit.round));
        }
    }
    if let (Some(differences), Some(quality)) = (
        audit_value
            .pointer_mut("/quality/differences")
            .and_then(serde_json::Value::as_array_mut),
        &audit.quality,
    ) {
        for (value, difference) in differences.iter_mut().zip(&quality.differences) {
            value["summary"] =
                serde_json::Value::from(words.criterion_summary(difference.criterion));
        }
    }
    let value = serde_json::json!({
        "problem": audit.found_problem(),
        "audit": audit_value,
    });
    let mut text = serde_json::to_string_pretty(&value).unwrap_or_default();
    text.push('\n');
    text
}

/// The audit as text: broken rules, quality, differences from the engine, verdict; what each
/// criterion asks for in the words of `words`.
pub fn text(audit: &Audit, source: &str, system: &Descriptor, words: Words<'_>) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Audit of round {} as paired in {source}, by {}",
        audit.round, system.text
    );
    if audit.breaches.is_empty() {
        let _ = writeln!(out, "absolute rules: none broken");
    } else {
        let _ = writeln!(out, "absolute rules broken: {}", audit.breaches.len());
        for breach in &audit.breaches {
            let _ = writeln!(
                out,
                "  - [{}] {}",
                breach.rule,
                super::breach::text(breach, audit.round)
            );
        }
    }
    match (&audit.engine, &audit.quality) {
        (None, _) => {
            let _ = writeln!(
                out,
                "quality: not compared (the engine finds no legal pairing)"
            );
        }
        (Some(_), None) if audit.breaches.is_empty() => {
            let _ = writeln!(
                out,
                "quality: not compared (these rules rank pairings by their procedure; see the \
                 differences from the engine's pairing)"
            );
        }
        (Some(_), None) => {
            let _ = writeln!(
                out,
                "quality: not compared (the pairing breaks an absolute rule)"
            );
        }
        (Some(_), Some(quality)) => {
            let _ = writeln!(
                out,
                "quality: {}",
                match quality.verdict {
                    QualityVerdict::Equal if audit.missing.is_empty() && audit.added.is_empty() => {
                        "equal to the engine's pairing, criterion by criterion".to_owned()
                    }
                    QualityVerdict::Equal => format!(
                        "equal to the engine's pairing, criterion by criterion (between equal \
                         candidates the rules take the one they try first{}: the engine's)",
                        system
                            .order_rule
                            .map(|rule| format!(", {rule}"))
                            .unwrap_or_default()
                    ),
                    QualityVerdict::Worse => "worse than the engine's pairing".to_owned(),
                    QualityVerdict::Better =>
                        "better than the engine's pairing (please report this)".to_owned(),
                }
            );
            for (index, difference) in quality.differences.iter().enumerate() {
                let place = match (difference.bracket_number, difference.bracket) {
                    (Some(number), Some(score)) => format!("bracket {number} (score {score})"),
                    (None, Some(score)) => format!("the bracket of score {score}"),
                    (_, None) => "round".to_owned(),
                };
                let _ = writeln!(
                    out,
                    "  {} {place}, {} ({}): this pairing {}, the engine {}",
                    if index == 0 {
                        "first difference:"
                    } else {
                        "also:"
                    },
                    difference.rule,
                    words.criterion_summary(difference.criterion),
                    failures(&difference.audited),
                    failures(&difference.engine),
                );
            }
        }
    }
    if let Some(engine) = &audit.engine {
        if audit.missing.is_empty()
            && audit.added.is_empty()
            && engine.pairing_bye == audit.audited_bye
        {
            let _ = writeln!(out, "the engine's pairing is the same");
        } else {
            let _ = writeln!(out, "differences from the engine's pairing:");
            let _ = writeln!(
                out,
                "  engine boards missing here: {}",
                boards(&audit.missing)
            );
            let _ = writeln!(
                out,
                "  boards the engine did not make: {}",
                boards(&audit.added)
            );
            if engine.pairing_bye != audit.audited_bye {
                let _ = writeln!(
                    out,
                    "  pairing-allocated bye: here {}, engine {}",
                    bye(audit.audited_bye),
                    bye(engine.pairing_bye)
                );
            }
        }
    }
    let _ = writeln!(
        out,
        "{}",
        if audit.found_problem() {
            "verdict: problem found"
        } else {
            "verdict: no problem found"
        }
    );
    out
}

/// Boards as `WHITE-BLACK` pairs separated by spaces, `-` for none.
pub fn boards(boards: &[Board]) -> String {
    if boards.is_empty() {
        return "-".to_owned();
    }
    boards
        .iter()
        .map(|b| format!("{}-{}", b.white, b.black))
        .collect::<Vec<_>>()
        .join(" ")
}

fn bye(player: Option<PlayerId>) -> String {
    player.map_or_else(|| "none".to_owned(), |p| p.to_string())
}

/// What `rondo pair` shows of an arbiter's pairing read from `source` (`--pairs`, `--boards`)
/// that is not written as given: the audit of the round, then the refusal (an error) or the
/// warning in the words of [`crate::pairing::publication`]; `None` when it is written as given.
#[must_use]
pub fn publication_report(
    audit: &Audit,
    force: bool,
    source: &str,
    system: &Descriptor,
    words: crate::reason::Words<'_>,
) -> Option<String> {
    let decision = audit.publication(force);
    let message =
        crate::pairing::publication(decision, &audit.breaches, audit.round, words, "--force")?;
    let refused = decision == rondo_pairing::Publication::Refused;
    let severity = if refused { "error" } else { "warning" };
    let mut out = text(audit, source, system, words);
    let _ = writeln!(out, "{source}: {severity}: {message}");
    Some(out)
}
