//! `rondo check FILE [--edition E]`: re-pairs every round from the rounds before it and reports
//! each round that differs from the file, with the absolute rules that the file's own pairing of
//! the round breaks, if any.

use std::fmt::Write as _;
use std::io::Write;

use rondo_core::Tournament;
use rondo_dutch::{PairOptions, RoundCheck, Verdict};

use crate::args::{CheckArgs, CheckFormat};
use crate::commands::pair::{
    HARKNESS_LABEL, edition_name, file_pair_options, harkness_options, strictness, swiss_system,
};
use crate::exit::{CliError, Outcome};
use crate::input;
use crate::output::{self, Destination};
use crate::render::audit::boards;

/// Runs `rondo check`.
///
/// # Errors
///
/// Bad input, or output that cannot be written.
pub fn run(
    args: &CheckArgs,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let loaded =
        input::load_declaring_rounds(&args.file, strictness(&args.pairing), args.pairing.rounds)?;
    let _ = stderr.write_all(loaded.warnings.as_bytes());
    let options = file_pair_options(&args.pairing, &loaded.tournament);
    let harkness = swiss_system(args.system, &loaded.tournament, &args.file, "check")?;
    let checks = if harkness {
        rondo_harkness::check_tournament(&loaded.tournament, &harkness_options(&args.pairing)?)
    } else {
        rondo_dutch::check_tournament(&loaded.tournament, &options)
    };
    let all_agree = checks.iter().all(RoundCheck::agrees);
    let text = match args.format {
        CheckFormat::Json => {
            let mut json = serde_json::to_string_pretty(&checks).unwrap_or_default();
            json.push('\n');
            json
        }
        CheckFormat::Text => {
            let mut out = String::new();
            for check in &checks {
                render_round(&mut out, check);
                if !check.agrees() {
                    let rules = if harkness {
                        harkness_broken_rules(&loaded.tournament, check)
                    } else {
                        broken_rules(&loaded.tournament, check, &options)
                    };
                    for rule in rules {
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
                if harkness {
                    HARKNESS_LABEL
                } else {
                    edition_name(options.edition)
                },
                checks.len() - differing,
                differing
            );
            out
        }
    };
    output::write(&Destination::Stdout, text.as_bytes(), stdout)?;
    Ok(if all_agree {
        Outcome::Success
    } else {
        Outcome::ProblemFound
    })
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
        Verdict::Failed(reason) => {
            let _ = writeln!(out, "round {round}: could not be paired: {reason}");
        }
    }
}

/// The absolute rules the file's own pairing of a round breaks, in words (see
/// [`rondo_dutch::absolute_breaches`]).
fn broken_rules(tournament: &Tournament, check: &RoundCheck, options: &PairOptions) -> Vec<String> {
    let view = tournament.view(check.round);
    match rondo_dutch::absolute_breaches(&view, &check.expected, options) {
        Ok(breaches) => breaches
            .into_iter()
            .map(|breach| format!("{}: {}", breach.rule, breach.text))
            .collect(),
        Err(error) => vec![format!("(could not be checked: {error})")],
    }
}

/// The basic rules of the US Swiss that the file's own pairing of a round breaks: rule IV (no
/// rematch; pairs the file forbids count as meetings) and rule III (never a second bye).
fn harkness_broken_rules(tournament: &Tournament, check: &RoundCheck) -> Vec<String> {
    let round = check.round;
    let view = tournament.view(round);
    let mut rules = Vec::new();
    for board in &check.expected.boards {
        let pair = format!("{}-{}", board.white, board.black);
        if view
            .state(board.white)
            .is_some_and(|state| state.has_met(board.black))
            || tournament.is_forbidden_pair(board.white, board.black, round)
        {
            rules.push(format!(
                "rule IV: {pair} is a rematch (or a pair the file forbids)"
            ));
        }
    }
    if let Some(bye) = check.expected.pairing_bye
        && tournament.player(bye).is_some_and(|player| {
            player.rounds[..round.index().min(player.rounds.len())]
                .iter()
                .any(|entry| {
                    matches!(
                        entry,
                        rondo_core::RoundEntry::Unplayed(
                            rondo_core::Unplayed::PairingBye | rondo_core::Unplayed::FullPointBye
                        )
                    )
                })
        })
    {
        rules.push(format!("rule III: player {bye} gets a second bye"));
    }
    rules
}
