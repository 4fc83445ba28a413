//! `rondo check FILE [--edition E]`: re-pairs every round from the rounds before it and reports
//! each round that differs from the file, with the absolute rules that the file's own pairing of
//! the round breaks, if any.

use std::fmt::Write as _;
use std::io::Write;

use rondo_core::{PlayerId, Tournament};
use rondo_pairing::{RoundCheck, Verdict};
use rondo_systems::RoundChecks;
use rondo_tiebreak::Decider;
use rondo_words as render;
use rondo_words::audit::boards;
use serde::Serialize;

use crate::Registry;
use crate::args::{CheckArgs, CheckFormat};
use crate::commands::pair::strictness;
use crate::exit::{CliError, Outcome};
use crate::input;
use crate::output;
use crate::system::Resolved;

/// Runs `rondo check`.
///
/// # Errors
///
/// Bad input, or output that cannot be written.
pub fn run(
    args: &CheckArgs,
    registry: Registry<'_>,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let loaded = input::load_declaring_rounds(
        &args.file,
        strictness(&args.pairing),
        limits,
        args.pairing.rounds,
    )?;
    let _ = stderr.write_all(loaded.warnings.as_bytes());
    let resolved = Resolved::new(
        registry,
        args.system.as_deref(),
        &args.pairing,
        &loaded.file,
        &args.file,
        "check",
    )?;
    let mut checks = match resolved
        .system
        .check_rounds(&loaded.tournament, &resolved.options)
    {
        RoundChecks::Players(checks) => checks,
        RoundChecks::Teams(checks) => {
            return check_team_file(args, checks, &resolved, &loaded.tournament, stdout);
        }
    };
    keep_only_round(&mut checks, args, |check| check.round.get())?;
    let standings = args
        .standings
        .then(|| standings_check(args, &loaded))
        .transpose()?;
    let standings_agree = standings
        .as_ref()
        .is_none_or(|check| check.ranked > 0 && check.differences.is_empty());
    let all_agree = checks.iter().all(RoundCheck::agrees) && standings_agree;
    let text = match args.format {
        CheckFormat::Engine => {
            let rounds = rondo_words::engine_report::checked_rounds(&loaded.tournament, &checks);
            rondo_words::engine_report::check_report(&args.file, &rounds)
        }
        CheckFormat::Json => {
            let value = match &standings {
                // Without --standings the output stays the list of rounds it always was.
                None => Ok(rounds_json(&checks)),
                Some(standings) => serde_json::to_value(serde_json::json!({
                    "rounds": rounds_json(&checks),
                    "standings": standings,
                })),
            };
            let mut json = value
                .and_then(|value| serde_json::to_string_pretty(&value))
                .unwrap_or_default();
            json.push('\n');
            json
        }
        CheckFormat::Text => {
            let mut out = String::new();
            for check in &checks {
                render_round(&mut out, check);
                if !check.agrees() {
                    for rule in broken_rules(&loaded.tournament, check, &resolved) {
                        let _ = writeln!(out, "  the file's pairing breaks {rule}");
                    }
                }
            }
            let differing = checks.iter().filter(|c| !c.agrees()).count();
            let _ = writeln!(
                out,
                "{}: {} round(s) checked with the {} rules, {} agree, {} differ",
                args.file.display(),
                checks.len(),
                resolved.descriptor().rules,
                checks.len() - differing,
                differing
            );
            if let Some(standings) = &standings {
                render_standings(&mut out, standings, &loaded.tournament);
            }
            out
        }
    };
    output::to_stdout(text.as_bytes(), stdout)?;
    Ok(if all_agree {
        Outcome::Success
    } else {
        Outcome::ProblemFound
    })
}

/// With `--round N`, keeps the check of round N only.
///
/// # Errors
///
/// A round the file does not hold.
fn keep_only_round<T>(
    checks: &mut Vec<T>,
    args: &CheckArgs,
    round_of: impl Fn(&T) -> u16,
) -> Result<(), CliError> {
    let Some(round) = args.round else {
        return Ok(());
    };
    if !checks.iter().any(|check| round_of(check) == round) {
        return Err(CliError::InvalidArguments(format!(
            "{}: --round {round}: the file holds {} paired round(s)",
            args.file.display(),
            checks.len()
        )));
    }
    checks.retain(|check| round_of(check) == round);
    Ok(())
}

/// The standings part of `check --standings`.
#[derive(Serialize)]
struct StandingsCheck {
    /// The number of players the file gives a rank.
    ranked: usize,
    /// The tie-breaks the order was computed with.
    tiebreaks: Vec<String>,
    /// The players whose rank differs.
    differences: Vec<rondo_tiebreak::RankDifference>,
    #[serde(skip)]
    standings: rondo_tiebreak::Standings,
}

fn standings_check(
    args: &CheckArgs,
    loaded: &crate::input::Loaded,
) -> Result<StandingsCheck, CliError> {
    let tournament = &loaded.tournament;
    let rules: rondo_tiebreak::Rules = args
        .rules
        .parse()
        .map_err(|error| CliError::InvalidArguments(format!("--rules: {error}")))?;
    let options = rondo_tiebreak::StandingsOptions::default().with_rules(rules);
    let invalid = |error: &dyn std::fmt::Display| {
        CliError::InvalidArguments(format!("{}: {error}", args.file.display()))
    };
    let specs = match &args.tiebreaks {
        Some(list) => rondo_tiebreak::parse_tiebreak_list(list)
            .map_err(|error| CliError::InvalidArguments(format!("--tiebreaks: {error}")))?,
        None => rondo_tiebreak::tiebreaks_for(tournament, &options).map_err(|e| invalid(&e))?,
    };
    let standings =
        rondo_tiebreak::standings(tournament, &specs, &options).map_err(|e| invalid(&e))?;
    let stated = |id: PlayerId| tournament.player(id).and_then(|player| player.stated_rank);
    let ranked = tournament
        .players()
        .iter()
        .filter(|player| player.stated_rank.is_some())
        .count();
    Ok(StandingsCheck {
        ranked,
        tiebreaks: specs.iter().map(|spec| spec.label.clone()).collect(),
        differences: rondo_tiebreak::rank_differences(&standings, stated),
        standings,
    })
}

fn render_standings(out: &mut String, check: &StandingsCheck, tournament: &Tournament) {
    if check.ranked == 0 {
        let _ = writeln!(out, "standings: the file gives no ranks to compare");
        return;
    }
    let _ = writeln!(
        out,
        "standings ({}): {} ranked player(s), {} agree, {} differ",
        if check.tiebreaks.is_empty() {
            "points only".to_owned()
        } else {
            format!("points, then {}", check.tiebreaks.join(" "))
        },
        check.ranked,
        check.ranked - check.differences.len(),
        check.differences.len()
    );
    let name = |id: PlayerId| {
        tournament
            .player(id)
            .map_or_else(|| id.to_string(), |player| format!("{id} {}", player.name))
    };
    let row = |id: PlayerId| check.standings.rows.iter().find(|row| row.player == id);
    for difference in &check.differences {
        let _ = write!(
            out,
            "  {}: rank {} in the file, {} by the standings",
            name(difference.player),
            difference.stated,
            difference.computed
        );
        if let Some(separation) = &difference.against
            && let (Some(mine), Some(theirs)) = (row(difference.player), row(separation.other))
        {
            let versus = match separation.decided_by {
                Decider::Points => format!("points {} against {}", mine.points, theirs.points),
                Decider::Tiebreak(index) => format!(
                    "{} {} against {}",
                    check.tiebreaks.get(index).map_or("?", String::as_str),
                    mine.values[index],
                    theirs.values[index]
                ),
                Decider::Nothing => "tied on points and every tie-break".to_owned(),
            };
            let _ = write!(
                out,
                "; against {} (rank {}): {versus}",
                name(separation.other),
                theirs.rank
            );
        }
        let _ = writeln!(out);
    }
}

fn render_round(out: &mut String, check: &RoundCheck) {
    let round = check.round;
    match &check.verdict {
        Verdict::Agrees => {
            let _ = writeln!(out, "round {round}: agrees");
        }
        Verdict::Differs {
            produced,
            missing,
            unexpected,
        } => {
            let _ = writeln!(out, "round {round}: differs");
            let _ = writeln!(out, "  in the file, not produced: {}", boards(missing));
            let _ = writeln!(out, "  produced, not in the file: {}", boards(unexpected));
            if check.expected.pairing_bye != produced.pairing_bye {
                let bye = |b: Option<rondo_core::PlayerId>| {
                    b.map_or("none".to_owned(), |p| p.to_string())
                };
                let _ = writeln!(
                    out,
                    "  pairing-allocated bye: file {}, produced {}",
                    bye(check.expected.pairing_bye),
                    bye(produced.pairing_bye)
                );
            }
        }
        Verdict::NoValidPairing => {
            let _ = writeln!(
                out,
                "round {round}: differs: the engine finds no legal pairing, but the file has one"
            );
        }
        Verdict::Failed(failure) => {
            let _ = writeln!(
                out,
                "round {round}: could not be paired: {}",
                render::failure::text(failure)
            );
        }
    }
}

/// The checks as JSON, with the `text` of each failure next to its cause.
fn rounds_json(checks: &[RoundCheck]) -> serde_json::Value {
    let mut value = serde_json::to_value(checks).unwrap_or_default();
    if let Some(rounds) = value.as_array_mut() {
        for (round, check) in rounds.iter_mut().zip(checks) {
            if let Verdict::Failed(failure) = &check.verdict {
                round["verdict"]["text"] = serde_json::Value::from(render::failure::text(failure));
            }
        }
    }
    value
}

/// The absolute rules the file's own pairing of a round breaks, in words.
fn broken_rules(tournament: &Tournament, check: &RoundCheck, resolved: &Resolved) -> Vec<String> {
    let view = tournament.view(check.round);
    match resolved
        .system
        .breaches(&view, &check.expected, &resolved.options)
    {
        Ok(breaches) => breaches
            .into_iter()
            .map(|breach| {
                format!(
                    "{}: {}",
                    breach.rule,
                    rondo_words::breach::text(&breach, check.round)
                )
            })
            .collect(),
        Err(error) => vec![format!("(could not be checked: {error})")],
    }
}

/// `rondo check` of a system that pairs teams (the team Swiss: `192 FIDE_TEAM…`, or `--system
/// team`): the structure of the team event (every board of a team meets the same board of one opposing team, colours follow
/// the board sequence, one team pairing-allocated bye per round, the `310` scores agree with
/// the results), then every round re-paired by C.04.6 from the rounds before it and compared
/// with the file (matches, board-1 colours, the team bye), never as individuals.
fn check_team_file(
    args: &CheckArgs,
    mut checks: Vec<rondo_systems::TeamRoundCheck>,
    resolved: &Resolved,
    tournament: &Tournament,
    stdout: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let event = rondo_core::team::TeamEvent::new(tournament);
    let problems = rondo_core::team::team_problems(tournament);
    keep_only_round(&mut checks, args, |check| check.round.get())?;
    let differing = checks.iter().filter(|c| !c.agrees()).count();
    let text = match args.format {
        CheckFormat::Engine => {
            let rounds = rondo_words::engine_report::checked_team_rounds(&checks);
            rondo_words::engine_report::check_report(&args.file, &rounds)
        }
        CheckFormat::Json => render::team::check_json(tournament, &checks),
        CheckFormat::Text => {
            let mut out = String::new();
            for problem in &problems {
                let _ = writeln!(out, "{}", render::team::problem(problem));
            }
            for check in &checks {
                crate::commands::team::render_check(
                    &mut out,
                    check,
                    resolved.descriptor().absolute_rules,
                );
            }
            let _ = writeln!(
                out,
                "{}: team event of {} teams on {} boards, {} round(s): {} structure problem(s); \
                 {} round(s) re-paired with the {} rules, {} agree, {} differ",
                args.file.display(),
                event.teams.len(),
                event.boards,
                event.n_rounds(),
                problems.len(),
                checks.len(),
                resolved.descriptor().rules,
                checks.len() - differing,
                differing
            );
            out
        }
    };
    output::to_stdout(text.as_bytes(), stdout)?;
    Ok(if problems.is_empty() && differing == 0 {
        Outcome::Success
    } else {
        Outcome::ProblemFound
    })
}
