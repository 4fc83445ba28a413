//! The printing of team rounds for `rondo pair`, `check` and `audit`: what a system that pairs
//! teams returns (`rondo_systems::RoundPairing::Teams` and the other `Teams` variants).

use std::fmt::Write as _;
use std::io::Write;

use rondo_core::{PlayerId, Tournament};
use rondo_pairing::{Reason, RuleSet};
use rondo_systems::Descriptor;
use rondo_systems::team::{
    RecordedTeamMatch, TeamAudit, TeamRoundCheck, TeamRoundPairing, TeamVerdict,
};
use rondo_words as render;

use crate::args::{PairArgs, PairFormat};
use crate::exit::{CliError, Outcome};
use crate::input::Loaded;
use crate::lock::EditDestination;
use crate::system::Resolved;

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

fn reason_lines(out: &mut String, rules: RuleSet, reasons: &[Reason], indent: &str) {
    for reason in reasons {
        let _ = writeln!(out, "{indent}{}", render::reason::text(reason, rules));
    }
}

/// `rondo pair` of a round paired by teams (`paired`), with its reasons under `--explain`.
///
/// # Errors
///
/// A pairing that cannot be written, or output that cannot be written.
pub fn pair(
    paired: &TeamRoundPairing,
    resolved: &Resolved<'_>,
    loaded: &Loaded,
    args: &PairArgs,
    destination: &EditDestination,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let (file, format, explain) = (args.file.as_path(), args.format, args.explain);
    let descriptor = &resolved.descriptor();
    if args.checklist {
        return checklist(paired, resolved, loaded, args, destination, stdout, stderr);
    }
    let tournament = &loaded.tournament;
    let round = paired.round;
    let Some(pairing) = paired.pairing() else {
        no_pairing_message(file, round, paired.system, stderr);
        if format == PairFormat::Json {
            let json = json_text(paired, descriptor);
            destination.write(json.as_bytes(), stdout, stderr)?;
        }
        return Ok(Outcome::ProblemFound);
    };
    let bytes = match format {
        PairFormat::Text => text(tournament, paired, explain).into_bytes(),
        PairFormat::Json => json_text(paired, descriptor).into_bytes(),
        PairFormat::Pairs => {
            let mut out = String::new();
            let lines = pairing.pairs.len() + usize::from(pairing.pab.is_some());
            let _ = writeln!(out, "{lines}");
            for pair in &pairing.pairs {
                let _ = writeln!(out, "{} {}", pair.white, pair.black);
            }
            if let Some(bye) = pairing.pab {
                let _ = writeln!(out, "{bye} 0");
            }
            out.into_bytes()
        }
        PairFormat::Trf => {
            let setup =
                rondo_systems::team::with_team_pairing(tournament, paired).map_err(|error| {
                    CliError::InvalidArguments(format!("{}: {error}", file.display()))
                })?;
            let mut trf = loaded.file.clone();
            trf.setup = setup;
            trf.setup.correct_points_columns();
            if args.in_place {
                rondo_files::history::record(file, &args.command_line)?;
            }
            rondo_trf::write(&trf, &rondo_trf::WriteOptions::same_as(&trf))
        }
        PairFormat::Csv | PairFormat::Engine => {
            return Err(CliError::InvalidArguments(
                "--format csv and engine are the checklist's formats; a team round is printed as text, json, \
                 pairs or trf"
                    .to_owned(),
            ));
        }
    };
    destination.write(&bytes, stdout, stderr)?;
    Ok(Outcome::Success)
}

fn no_pairing_message(
    file: &std::path::Path,
    round: rondo_core::RoundNo,
    rules: RuleSet,
    stderr: &mut dyn Write,
) {
    let _ = writeln!(
        stderr,
        "{}: round {round}: {}",
        file.display(),
        render::team::pairing_words(rules).no_pairing
    );
}

/// `rondo pair TEAMFILE --checklist`: the system's checklist of the team round (text, csv or
/// json); when no pairing meets the absolute criteria, everyone to pair is listed as unpaired
/// and the outcome is a problem found.
fn checklist(
    paired: &TeamRoundPairing,
    resolved: &Resolved<'_>,
    loaded: &Loaded,
    args: &PairArgs,
    destination: &EditDestination,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let tournament = &loaded.tournament;
    let descriptor = &resolved.descriptor();
    let list = resolved
        .system
        .team_checklist(tournament, paired, &resolved.options)
        .map_err(|error| crate::system::system_error(&error, &args.file))?;
    let text = match args.format {
        PairFormat::Csv => render::team_checklist::csv(&list),
        PairFormat::Json => {
            let mut value = render::team_checklist::json_value(&list);
            value["system"] = serde_json::Value::from(descriptor.key);
            value["rules"] = serde_json::Value::from(descriptor.text);
            value["no_complete_pairing"] = serde_json::Value::from(paired.pairing().is_none());
            let mut text = serde_json::to_string_pretty(&value).unwrap_or_default();
            text.push('\n');
            text
        }
        PairFormat::Engine => {
            return Err(CliError::InvalidArguments(
                "--format engine lists players; a team checklist is printed as text, csv or json"
                    .to_owned(),
            ));
        }
        PairFormat::Text | PairFormat::Pairs | PairFormat::Trf => {
            let title = tournament
                .setup()
                .header
                .name
                .as_deref()
                .unwrap_or("Tournament");
            render::team_checklist::text(&list, title, render::reason::title(paired.system))
        }
    };
    destination.write(text.as_bytes(), stdout, stderr)?;
    if paired.pairing().is_none() {
        no_pairing_message(&args.file, paired.round, paired.system, stderr);
        return Ok(Outcome::ProblemFound);
    }
    Ok(Outcome::Success)
}

fn json_text(paired: &TeamRoundPairing, descriptor: &Descriptor) -> String {
    render::team::pairing_json(paired, descriptor, render::reason::Words::SHIPPED)
}

fn text(tournament: &Tournament, paired: &TeamRoundPairing, explain: bool) -> String {
    let mut out = String::new();
    let Some(pairing) = paired.pairing() else {
        return out;
    };
    let _ = writeln!(
        out,
        "Round {} ({}, {} boards per match)",
        paired.round,
        render::reason::title(paired.system),
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
            reason_lines(
                &mut out,
                paired.system,
                std::slice::from_ref(&pair.colour_reason),
                "  colours: ",
            );
        }
    }
    if let Some(bye) = pairing.pab {
        let _ = writeln!(
            out,
            "\nPairing-allocated bye: {} {}",
            bye,
            team_name(tournament, bye.get())
        );
        if explain {
            reason_lines(&mut out, paired.system, &pairing.pab_reasons, "  ");
        }
    }
    if explain {
        let words = render::team::pairing_words(paired.system);
        let _ = writeln!(out, "\n{}", words.groups_heading);
        for bracket in &pairing.brackets {
            let list = |teams: &[rondo_core::PlayerId]| {
                teams
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let _ = writeln!(
                out,
                "  {} {}: teams {}; {} {}",
                words.group,
                bracket.score,
                list(&bracket.residents),
                words.moved_in,
                if bracket.upfloaters.is_empty() {
                    "none".to_owned()
                } else {
                    list(&bracket.upfloaters)
                }
            );
            reason_lines(&mut out, paired.system, &bracket.reasons, "    ");
        }
    }
    out
}

fn team_match(m: &RecordedTeamMatch) -> String {
    if m.colour_known {
        format!("{}-{}", m.white, m.black)
    } else {
        format!("{}/{}", m.white, m.black)
    }
}

fn matches(list: &[RecordedTeamMatch]) -> String {
    if list.is_empty() {
        return "none".to_owned();
    }
    list.iter().map(team_match).collect::<Vec<_>>().join(" ")
}

/// The text of one re-paired round; `absolute_rules` are the system's (its descriptor's).
pub fn render_check(out: &mut String, check: &TeamRoundCheck, absolute_rules: &str) {
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
                render::failure::text(failure)
            );
        }
    }
}

/// `rondo audit` of a team round, as text.
pub fn audit_text(audit: &TeamAudit, source: &str, descriptor: &Descriptor) -> String {
    let words = render::team::pairing_words(audit.engine.system);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Audit of round {} of {source} ({})",
        audit.round,
        render::reason::title(audit.engine.system)
    );
    if audit.breaches.is_empty() {
        let _ = writeln!(out, "{}: none broken", words.absolute_rules);
    }
    for breach in &audit.breaches {
        let teams = breach
            .players
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" and ");
        let what = match breach.kind {
            rondo_pairing::BreachKind::Rematch => "have met before",
            rondo_pairing::BreachKind::ForbiddenPair => "may not meet (260)",
            rondo_pairing::BreachKind::IneligibleBye => {
                "may not get the pairing-allocated bye (had a PAB, a forfeit win or a full-point \
                 bye)"
            }
            rondo_pairing::BreachKind::ByeToLateEntry => {
                "may not get the pairing-allocated bye (joined after round 1)"
            }
            _ => "break an absolute criterion",
        };
        let _ = writeln!(
            out,
            "[{} {}] teams {teams} {what}",
            words.text, breach.rule.article
        );
    }
    render_check(&mut out, &audit.check, descriptor.absolute_rules);
    if let Some(pairing) = audit.engine.pairing() {
        let _ = writeln!(out, "the engine's pairing:");
        for pair in &pairing.pairs {
            let _ = writeln!(out, "  {} - {}", pair.white, pair.black);
        }
        if let Some(bye) = pairing.pab {
            let _ = writeln!(out, "  bye: {bye}");
        }
        for bracket in &pairing.brackets {
            reason_lines(&mut out, audit.engine.system, &bracket.reasons, "  ");
        }
        reason_lines(&mut out, audit.engine.system, &pairing.pab_reasons, "  ");
    }
    out
}

/// Whether an audit found a problem: an absolute criterion broken, or a round that differs
/// from the engine's.
pub fn audit_found_problem(audit: &TeamAudit) -> bool {
    !(audit.breaches.is_empty() && audit.check.agrees())
}
