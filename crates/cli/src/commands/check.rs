//! `rondo check FILE [--edition E]`: re-pairs every round from the rounds before it and reports
//! each round that differs from the file, with the absolute criteria (C1–C3) that the file's own
//! pairing of the round breaks, if any.

use std::fmt::Write as _;
use std::io::Write;

use rondo_core::{PlayerId, PreferenceStrength, Tournament};
use rondo_dutch::{Board, RoundCheck, Verdict};

use crate::args::{CheckArgs, CheckFormat, PairSystemArg};
use crate::commands::pair::{
    HARKNESS_LABEL, edition_name, harkness_options, is_harkness_file, pair_options, strictness,
};
use crate::exit::{CliError, Outcome};
use crate::input;
use crate::output::{self, Destination};

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
    let loaded = input::load(&args.file, strictness(&args.pairing))?;
    let _ = stderr.write_all(loaded.warnings.as_bytes());
    let options = pair_options(&args.pairing);
    let harkness = match args.system {
        Some(PairSystemArg::Dutch) => false,
        Some(PairSystemArg::Harkness) => true,
        Some(_) => {
            return Err(CliError::InvalidArguments(
                "rondo check re-pairs Swiss systems: --system dutch or harkness".to_owned(),
            ));
        }
        None => is_harkness_file(&loaded.tournament),
    };
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
                        broken_rules(&loaded.tournament, check)
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

/// The absolute criteria of C.04.3 (2025) art. 2.1 that the file's own pairing of a round
/// breaks, in words: C1 (no rematch, no forbidden pair), C2 (the pairing-allocated bye only to a
/// player who has not had one nor a point without playing), C3 (no two non-topscorers with the
/// same absolute colour preference).
fn broken_rules(tournament: &Tournament, check: &RoundCheck) -> Vec<String> {
    let round = check.round;
    let view = tournament.view(round);
    // C.04.3 art. 1.7: topscorers are players with more than half the maximum score, when
    // pairing the last round.
    let topscorer = |id: PlayerId| {
        view.is_last_round()
            && view.state(id).is_some_and(|state| {
                i64::from(state.pairing_score.tenths()) * 2
                    > i64::from(round.get() - 1)
                        * i64::from(tournament.setup().scoring.win.tenths())
            })
    };
    let mut rules = Vec::new();
    for board in &check.expected.boards {
        let (Some(white), Some(black)) = (view.state(board.white), view.state(board.black)) else {
            continue;
        };
        let pair = format!("{}-{}", board.white, board.black);
        if white.has_met(board.black) {
            rules.push(format!(
                "C1: {pair} is a rematch (they played each other before round {round})"
            ));
        }
        if tournament.is_forbidden_pair(board.white, board.black, round) {
            rules.push(format!(
                "C1: {pair} is a pair the file forbids (260 or XXP record)"
            ));
        }
        if let (Some(a), Some(b)) = (white.colour_preference, black.colour_preference)
            && a.strength == PreferenceStrength::Absolute
            && b.strength == PreferenceStrength::Absolute
            && a.colour == b.colour
            && !topscorer(board.white)
            && !topscorer(board.black)
        {
            rules.push(format!(
                "C3: {pair} pairs two players who both have an absolute preference for {}",
                match a.colour {
                    rondo_core::Colour::White => "White",
                    rondo_core::Colour::Black => "Black",
                }
            ));
        }
    }
    if let Some(bye) = check.expected.pairing_bye
        && view.state(bye).is_some_and(|state| !state.pab_eligible)
    {
        rules.push(format!(
            "C2: player {bye} gets the pairing-allocated bye after already having one or a point \
             without playing"
        ));
    }
    rules
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

fn boards(boards: &[Board]) -> String {
    if boards.is_empty() {
        return "-".to_owned();
    }
    boards
        .iter()
        .map(|b| format!("{}-{}", b.white, b.black))
        .collect::<Vec<_>>()
        .join(" ")
}
