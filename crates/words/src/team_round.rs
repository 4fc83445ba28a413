//! A round of a system that pairs teams in words: its matches board by board, its groups and
//! reasons, a re-paired round compared with the file, an audit. The words of each team system
//! (what it calls its groups, floaters and absolute rules) come from its [`SystemWords`]
//! through the [`Words`] a caller passes, as the reasons of individual systems do.
//!
//! [`SystemWords`]: crate::reason::SystemWords

use std::fmt::Write as _;
use std::path::Path;

use rondo_core::{PlayerId, RoundNo, Tournament};
use rondo_pairing::{Breach, BreachKind, Reason, RuleSet};
use rondo_systems::Descriptor;
use rondo_systems::team::{
    RecordedTeamMatch, TeamAudit, TeamOutcome, TeamRoundCheck, TeamRoundPairing, TeamVerdict,
};

use crate::reason::Words;
use crate::team::TeamPairingWords;

/// `FILE: round N: why the round has no pairing`, in the words of its system.
#[must_use]
pub fn no_pairing(file: &Path, round: RoundNo, rules: RuleSet, words: Words<'_>) -> String {
    format!(
        "{}: round {round}: {}",
        file.display(),
        words.team(rules).no_pairing
    )
}

/// The engines' exchange format for a team round: the number of lines, then `WHITE BLACK`
/// teams per match, a pairing-allocated bye as `N 0`; empty for a round without a pairing.
#[must_use]
pub fn pairs(paired: &TeamRoundPairing) -> String {
    let mut out = String::new();
    let Some(pairing) = paired.pairing() else {
        return out;
    };
    let lines = pairing.pairs.len() + usize::from(pairing.pab.is_some());
    let _ = writeln!(out, "{lines}");
    for pair in &pairing.pairs {
        let _ = writeln!(out, "{} {}", pair.white, pair.black);
    }
    if let Some(bye) = pairing.pab {
        let _ = writeln!(out, "{bye} 0");
    }
    out
}

/// The round as pretty JSON (`rondo pair --format json`, Python's `rondo.pair_teams`), with the
/// words of each reason (`reasons_text`) next to the data.
#[must_use]
pub fn json(paired: &TeamRoundPairing, descriptor: &Descriptor, words: Words<'_>) -> String {
    let mut value = serde_json::json!({
        "round": paired.round.get(),
        "system": descriptor.key,
        "rules": descriptor.text,
        "pairing": paired,
    });
    if let TeamOutcome::Paired(pairing) = &paired.outcome {
        let reasons: Vec<String> = pairing
            .brackets
            .iter()
            .flat_map(|bracket| bracket.reasons.iter())
            .chain(pairing.pab_reasons.iter())
            .map(|reason| words.text(reason, paired.system))
            .collect();
        value["reasons_text"] = serde_json::Value::from(reasons);
    }
    let mut json = serde_json::to_string_pretty(&value).unwrap_or_default();
    json.push('\n');
    json
}

/// The round as text: each match with its boards, the bye, and with `explain` the colours'
/// reasons and the groups as the system paired them; empty for a round without a pairing.
#[must_use]
pub fn text(
    tournament: &Tournament,
    paired: &TeamRoundPairing,
    explain: bool,
    words: Words<'_>,
) -> String {
    let mut out = String::new();
    let Some(pairing) = paired.pairing() else {
        return out;
    };
    let rules = paired.system;
    let _ = writeln!(
        out,
        "Round {} ({}, {} boards per match)",
        paired.round,
        words.title(rules),
        paired.boards
    );
    for (number, (pair, boards)) in pairing.pairs.iter().zip(&paired.matches).enumerate() {
        let _ = writeln!(
            out,
            "\nMatch {}: {} {} - {} {}",
            number + 1,
            pair.white,
            team_name(tournament, pair.white.get()),
            pair.black,
            team_name(tournament, pair.black.get())
        );
        for board in &boards.boards {
            let _ = writeln!(
                out,
                "  board {:>2}: {:<36} - {}",
                board.board,
                player_name(tournament, board.white),
                player_name(tournament, board.black)
            );
        }
        if explain {
            let colours = std::slice::from_ref(&pair.colour_reason);
            reason_lines(&mut out, words, rules, colours, "  colours: ");
        }
    }
    if let Some(bye) = pairing.pab {
        let name = team_name(tournament, bye.get());
        let _ = writeln!(out, "\nPairing-allocated bye: {bye} {name}");
        if explain {
            reason_lines(&mut out, words, rules, &pairing.pab_reasons, "  ");
        }
    }
    if explain {
        let team_words = words.team(rules);
        let _ = writeln!(out, "\n{}", team_words.groups_heading);
        for bracket in &pairing.brackets {
            let moved_in = if bracket.upfloaters.is_empty() {
                "none".to_owned()
            } else {
                spaced(&bracket.upfloaters)
            };
            let _ = writeln!(
                out,
                "  {} {}: teams {}; {} {moved_in}",
                team_words.group,
                bracket.score,
                spaced(&bracket.residents),
                team_words.moved_in,
            );
            reason_lines(&mut out, words, rules, &bracket.reasons, "    ");
        }
    }
    out
}

/// The text of one re-paired round; `absolute_rules` are the system's (its descriptor's).
pub fn check(out: &mut String, check: &TeamRoundCheck, absolute_rules: &str) {
    let round = check.round;
    match &check.verdict {
        TeamVerdict::Agrees => {
            let _ = writeln!(out, "round {round}: agrees");
        }
        TeamVerdict::Differs {
            missing,
            unexpected,
            colours_reversed,
            produced_bye,
        } => {
            let _ = writeln!(out, "round {round}: differs");
            if !missing.is_empty() || !unexpected.is_empty() {
                let _ = writeln!(out, "  in the file, not produced: {}", matches(missing));
                let _ = writeln!(out, "  produced, not in the file: {}", matches(unexpected));
            }
            if !colours_reversed.is_empty() {
                let _ = writeln!(
                    out,
                    "  same matches, board-1 colours the other way round (produced): {}",
                    matches(colours_reversed)
                );
            }
            if *produced_bye != check.recorded.bye {
                let bye = |b: Option<u16>| b.map_or("none".to_owned(), |t| t.to_string());
                let _ = writeln!(
                    out,
                    "  team pairing-allocated bye: file {}, produced {}",
                    bye(check.recorded.bye),
                    bye(*produced_bye)
                );
            }
        }
        TeamVerdict::NoCompletePairing => {
            let _ = writeln!(
                out,
                "round {round}: differs: the engine finds no pairing meeting {absolute_rules}, but \
                 the file has one"
            );
        }
        TeamVerdict::Failed(failure) => {
            let _ = writeln!(
                out,
                "round {round}: could not be paired: {}",
                crate::failure::text(failure)
            );
        }
    }
}

/// The audit of a team round as text: the absolute rules broken, the comparison with the
/// engine's round, and the engine's pairing with its reasons.
#[must_use]
pub fn audit_text(
    audit: &TeamAudit,
    source: &str,
    descriptor: &Descriptor,
    words: Words<'_>,
) -> String {
    let rules = audit.engine.system;
    let team_words = words.team(rules);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Audit of round {} of {source} ({})",
        audit.round,
        words.title(rules)
    );
    if audit.breaches.is_empty() {
        let _ = writeln!(out, "{}: none broken", team_words.absolute_rules);
    }
    for breach in &audit.breaches {
        let _ = writeln!(out, "{}", breach_text(breach, team_words));
    }
    check(&mut out, &audit.check, descriptor.absolute_rules);
    if let Some(pairing) = audit.engine.pairing() {
        let _ = writeln!(out, "the engine's pairing:");
        for pair in &pairing.pairs {
            let _ = writeln!(out, "  {} - {}", pair.white, pair.black);
        }
        if let Some(bye) = pairing.pab {
            let _ = writeln!(out, "  bye: {bye}");
        }
        for bracket in &pairing.brackets {
            reason_lines(&mut out, words, rules, &bracket.reasons, "  ");
        }
        reason_lines(&mut out, words, rules, &pairing.pab_reasons, "  ");
    }
    out
}

/// A broken absolute rule of a team round in the team system's words: `[C.04.6 2.1.1] teams 3
/// and 7 have met before`.
fn breach_text(breach: &Breach, team_words: &TeamPairingWords) -> String {
    let teams = breach
        .players
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" and ");
    let what = match breach.kind {
        BreachKind::Rematch => "have met before",
        BreachKind::ForbiddenPair => "may not meet (260)",
        BreachKind::IneligibleBye => {
            "may not get the pairing-allocated bye (had a PAB, a forfeit win or a full-point bye)"
        }
        BreachKind::ByeToLateEntry => {
            "may not get the pairing-allocated bye (joined after round 1)"
        }
        _ => "break an absolute criterion",
    };
    format!(
        "[{} {}] teams {teams} {what}",
        team_words.text, breach.rule.article
    )
}

/// The audit of a team round as pretty JSON, each broken rule with its `text` and, when the
/// engine paired the round, the words of its reasons (`reasons_text`), as in the text.
#[must_use]
pub fn audit_json(audit: &TeamAudit, words: Words<'_>) -> String {
    let rules = audit.engine.system;
    let team_words = words.team(rules);
    let mut value = serde_json::to_value(audit).unwrap_or_default();
    if let Some(breaches) = value
        .get_mut("breaches")
        .and_then(serde_json::Value::as_array_mut)
    {
        for (entry, breach) in breaches.iter_mut().zip(&audit.breaches) {
            entry["text"] = serde_json::Value::from(breach_text(breach, team_words));
        }
    }
    if let Some(pairing) = audit.engine.pairing() {
        let reasons: Vec<String> = pairing
            .brackets
            .iter()
            .flat_map(|bracket| bracket.reasons.iter())
            .chain(pairing.pab_reasons.iter())
            .map(|reason| words.text(reason, rules))
            .collect();
        value["reasons_text"] = serde_json::Value::from(reasons);
    }
    let mut json = serde_json::to_string_pretty(&value).unwrap_or_default();
    json.push('\n');
    json
}

fn team_name(tournament: &Tournament, number: u16) -> String {
    tournament
        .setup()
        .teams
        .iter()
        .find(|team| team.number == number)
        .map_or_else(|| format!("team {number}"), |team| team.name.clone())
}

fn player_name(tournament: &Tournament, id: Option<PlayerId>) -> String {
    match id.and_then(|id| tournament.player(id)) {
        Some(player) => format!("{:>4} {}", player.id, player.name),
        None => "   - (empty board)".to_owned(),
    }
}

fn reason_lines(
    out: &mut String,
    words: Words<'_>,
    rules: RuleSet,
    reasons: &[Reason],
    indent: &str,
) {
    for reason in reasons {
        let _ = writeln!(out, "{indent}{}", words.text(reason, rules));
    }
}

fn spaced(teams: &[PlayerId]) -> String {
    teams
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn team_match(recorded: &RecordedTeamMatch) -> String {
    if recorded.colour_known {
        format!("{}-{}", recorded.white, recorded.black)
    } else {
        format!("{}/{}", recorded.white, recorded.black)
    }
}

fn matches(list: &[RecordedTeamMatch]) -> String {
    if list.is_empty() {
        return "none".to_owned();
    }
    list.iter().map(team_match).collect::<Vec<_>>().join(" ")
}
