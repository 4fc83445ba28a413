//! `rondo check FILE [--edition E]`: re-pairs every round from the rounds before it and reports
//! each round that differs from the file, with the absolute rules that the file's own pairing of
//! the round breaks, if any (`rondo_words::check` words the report).

use std::io::Write;

use rondo_core::Tournament;
use rondo_pairing::RoundCheck;
use rondo_systems::{RoundChecks, TeamRoundCheck};
use rondo_tiebreak::RankCheck;
use rondo_words::{check as words, engine_report};

use crate::Registry;
use crate::args::{CheckArgs, CheckFormat};
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
    let loaded = input::load_for_pairing(&args.file, &args.pairing, limits, stderr)?;
    let tournament = &loaded.tournament;
    let resolved = Resolved::new(
        registry,
        args.system.as_deref(),
        &args.pairing,
        &loaded.file,
        &args.file,
        "check",
    )?;
    let mut checks = match resolved.system.check_rounds(tournament, &resolved.options) {
        RoundChecks::Players(checks) => checks,
        RoundChecks::Teams(checks) => {
            return check_team_file(args, checks, &resolved, tournament, stdout);
        }
    };
    keep_only_round(&mut checks, args, |check| check.round.get())?;
    let standings = args
        .standings
        .then(|| rank_check(args, tournament))
        .transpose()?;
    let all_agree =
        checks.iter().all(RoundCheck::agrees) && standings.as_ref().is_none_or(RankCheck::agrees);
    let text = match args.format {
        CheckFormat::Engine => {
            let rounds = engine_report::checked_rounds(tournament, &checks);
            engine_report::check_report(&args.file, &rounds)
        }
        CheckFormat::Json => words::json(&checks, standings.as_ref()),
        CheckFormat::Text => {
            let breaches = rondo_systems::breaches_of_differing_rounds(
                resolved.system,
                tournament,
                &checks,
                &resolved.options,
            );
            let standings = standings.as_ref().map(|check| (check, tournament));
            words::text(
                &args.file,
                &checks,
                &breaches,
                &resolved.descriptor(),
                standings,
            )
        }
    };
    output::to_stdout(text.as_bytes(), stdout)?;
    Ok(Outcome::found_problem(!all_agree))
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
        return Err(CliError::InvalidArguments(words::round_not_held(
            &args.file,
            round,
            checks.len(),
        )));
    }
    checks.retain(|check| round_of(check) == round);
    Ok(())
}

/// The file's ranks against the standings by `--tiebreaks`, else the file's list.
fn rank_check(args: &CheckArgs, tournament: &Tournament) -> Result<RankCheck, CliError> {
    let (rules, given) =
        super::standings::tiebreak_arguments(&args.rules, args.tiebreaks.as_deref())?;
    let options = rondo_tiebreak::StandingsOptions::default().with_rules(rules);
    rondo_tiebreak::check_ranks(tournament, given.as_deref(), &options)
        .map_err(|error| super::pair::in_file(&args.file, error))
}

/// `rondo check` of a system that pairs teams: the structure of the team event (every board of
/// a team meets the same board of one opposing team, colours follow the board sequence, one
/// team pairing-allocated bye per round, the `310` scores agree with the results), then every
/// round re-paired from the rounds before it and compared with the file (matches, board-1
/// colours, the team bye), never as individuals.
fn check_team_file(
    args: &CheckArgs,
    mut checks: Vec<TeamRoundCheck>,
    resolved: &Resolved,
    tournament: &Tournament,
    stdout: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let event = rondo_core::team::TeamEvent::new(tournament);
    let problems = rondo_core::team::team_problems(tournament);
    keep_only_round(&mut checks, args, |check| check.round.get())?;
    let text = match args.format {
        CheckFormat::Engine => {
            let rounds = engine_report::checked_team_rounds(&checks);
            engine_report::check_report(&args.file, &rounds)
        }
        CheckFormat::Json => words::team_json(&event, &problems, &checks),
        CheckFormat::Text => words::team_text(
            &args.file,
            &event,
            &problems,
            &checks,
            &resolved.descriptor(),
        ),
    };
    output::to_stdout(text.as_bytes(), stdout)?;
    let all_agree = problems.is_empty() && checks.iter().all(TeamRoundCheck::agrees);
    Ok(Outcome::found_problem(!all_agree))
}
