//! `rondo check` in words: each re-paired round compared with the file, the rules the file's
//! own pairing breaks, the file's ranks against the standings, and a team event's structure.

use std::fmt::Write as _;
use std::path::Path;

use rondo_core::team::{TeamEvent, TeamProblem};
use rondo_core::{PlayerId, Tournament};
use rondo_pairing::{Breach, RoundCheck, Verdict};
use rondo_systems::{Descriptor, SystemError, TeamRoundCheck};
use rondo_tiebreak::{Decider, RankCheck};

use crate::audit::boards;

/// The rules the file's own pairing of a differing round breaks (`None` for a round that
/// agrees), or why they could not be checked.
pub type Breaches = Option<Result<Vec<Breach>, SystemError>>;

/// The refusal of `--round ROUND` for the file at `path`, which holds `held` paired rounds.
#[must_use]
pub fn round_not_held(path: &Path, round: u16, held: usize) -> String {
    format!(
        "{}: --round {round}: the file holds {held} paired round(s)",
        path.display()
    )
}

/// The check as text: each round (with `breaches`, one per round), a summary line, then the
/// ranks when `standings` were checked too.
#[must_use]
pub fn text(
    file: &Path,
    checks: &[RoundCheck],
    breaches: &[Breaches],
    system: &Descriptor,
    standings: Option<(&RankCheck, &Tournament)>,
) -> String {
    let mut out = String::new();
    for (check, broken) in checks.iter().zip(breaches) {
        round(&mut out, check);
        match broken {
            Some(Ok(breaches)) => {
                for breach in breaches {
                    let words = crate::breach::text(breach, check.round);
                    let _ = writeln!(out, "  the file's pairing breaks {}: {words}", breach.rule);
                }
            }
            Some(Err(error)) => {
                let _ = writeln!(
                    out,
                    "  the file's pairing breaks (could not be checked: {error})"
                );
            }
            None => {}
        }
    }
    let differing = checks.iter().filter(|check| !check.agrees()).count();
    let _ = writeln!(
        out,
        "{}: {} round(s) checked with the {} rules, {} agree, {} differ",
        file.display(),
        checks.len(),
        system.rules,
        checks.len() - differing,
        differing
    );
    if let Some((check, tournament)) = standings {
        ranks(&mut out, check, tournament);
    }
    out
}

/// The check as pretty JSON: the list of rounds, or with `standings` an object of `rounds`
/// and `standings`.
#[must_use]
pub fn json(checks: &[RoundCheck], standings: Option<&RankCheck>) -> String {
    let value = match standings {
        // Without --standings the output stays the list of rounds it always was.
        None => Ok(rounds_json(checks)),
        Some(standings) => serde_json::to_value(serde_json::json!({
            "rounds": rounds_json(checks),
            "standings": standings,
        })),
    };
    let mut json = value
        .and_then(|value| serde_json::to_string_pretty(&value))
        .unwrap_or_default();
    json.push('\n');
    json
}

/// One re-paired round compared with the file.
pub fn round(out: &mut String, check: &RoundCheck) {
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
                let bye = |b: Option<PlayerId>| b.map_or("none".to_owned(), |p| p.to_string());
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
                crate::failure::text(failure)
            );
        }
    }
}

/// The checks as JSON, with the `text` of each failure next to its cause.
#[must_use]
pub fn rounds_json(checks: &[RoundCheck]) -> serde_json::Value {
    let mut value = serde_json::to_value(checks).unwrap_or_default();
    if let Some(rounds) = value.as_array_mut() {
        for (round, check) in rounds.iter_mut().zip(checks) {
            if let Verdict::Failed(failure) = &check.verdict {
                round["verdict"]["text"] = serde_json::Value::from(crate::failure::text(failure));
            }
        }
    }
    value
}

/// The file's ranks against the standings: a summary, then each player ranked otherwise with
/// what separates them from the player in their place.
pub fn ranks(out: &mut String, check: &RankCheck, tournament: &Tournament) {
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

/// The check of a team event as text: its structure problems, each re-paired round, and a
/// summary line.
#[must_use]
pub fn team_text(
    file: &Path,
    event: &TeamEvent,
    problems: &[TeamProblem],
    checks: &[TeamRoundCheck],
    system: &Descriptor,
) -> String {
    let mut out = String::new();
    for problem in problems {
        let _ = writeln!(out, "{}", crate::team::problem(problem));
    }
    for check in checks {
        crate::team_round::check(&mut out, check, system.absolute_rules);
    }
    let differing = checks.iter().filter(|check| !check.agrees()).count();
    let _ = writeln!(
        out,
        "{}: team event of {} teams on {} boards, {} round(s): {} structure problem(s); \
         {} round(s) re-paired with the {} rules, {} agree, {} differ",
        file.display(),
        event.teams.len(),
        event.boards,
        event.n_rounds(),
        problems.len(),
        checks.len(),
        system.rules,
        checks.len() - differing,
        differing
    );
    out
}

/// The check of a team event as pretty JSON: the event's shape, its problems (each with its
/// `text`), the re-paired rounds and the derived team view of every round.
#[must_use]
pub fn team_json(event: &TeamEvent, problems: &[TeamProblem], checks: &[TeamRoundCheck]) -> String {
    let problems: Vec<serde_json::Value> = problems
        .iter()
        .map(|problem| {
            let mut value = serde_json::to_value(problem).unwrap_or_default();
            if let Some(object) = value.as_object_mut() {
                object.insert(
                    "text".to_owned(),
                    serde_json::Value::String(crate::team::problem(problem)),
                );
            }
            value
        })
        .collect();
    let value = serde_json::json!({
        "team_event": {
            "teams": event.teams.len(),
            "boards": event.boards,
            "rounds": event.n_rounds(),
            "rules": event.rules,
        },
        "problems": problems,
        "re_paired": true,
        "rounds": checks,
        // The derived team view: every team's match per round, board by board.
        "event": event,
    });
    let mut json = serde_json::to_string_pretty(&value).unwrap_or_default();
    json.push('\n');
    json
}
