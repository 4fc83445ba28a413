//! The words for team events: the structure problems `rondo check` finds in a team file, the
//! team systems' headings, and a team round paired as JSON.

use rondo_core::Colour;
use rondo_core::team::{TeamProblem, TeamScoreKind};

fn colour(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

fn score_name(score: TeamScoreKind) -> &'static str {
    match score {
        TeamScoreKind::MatchPoints => "match points",
        TeamScoreKind::GamePoints => "game points",
    }
}

fn list(numbers: &[u16]) -> String {
    numbers
        .iter()
        .map(u16::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// One sentence for a problem of a team file's structure.
#[must_use]
pub fn problem(problem: &TeamProblem) -> String {
    match problem {
        TeamProblem::SeveralOpponents {
            round,
            team,
            opponents,
        } => format!(
            "round {round}: the boards of team {team} met players of teams {} (all boards of a team meet one team)",
            list(opponents)
        ),
        TeamProblem::BoardOrder {
            round,
            team,
            board,
            opponent_board: Some(other),
        } => format!(
            "round {round}: board {board} of team {team} met the player on board {other} of the opposing team"
        ),
        TeamProblem::BoardOrder {
            round,
            team,
            board,
            opponent_board: None,
        } => format!(
            "round {round}: board {board} of team {team} met a player who is on no line-up of the opposing team"
        ),
        TeamProblem::BoardColour {
            round,
            team,
            board,
            expected,
            found,
        } => format!(
            "round {round}: board {board} of team {team} has {} where the board colour sequence gives {} (C.04.6 art. 4, TRF 352)",
            colour(*found),
            colour(*expected)
        ),
        TeamProblem::SeveralPairingByes { round, teams } => format!(
            "round {round}: teams {} all have the pairing-allocated bye (one team per round, C.04.6 art. 1.4)",
            list(teams)
        ),
        TeamProblem::PlayerInTwoTeams {
            round,
            player,
            teams,
        } => format!(
            "round {round}: player {player} is on the boards of teams {} and {}",
            teams[0], teams[1]
        ),
        TeamProblem::UnknownTeam { record, team } => {
            format!("record {record} names team {team}, which no 310 record has")
        }
        TeamProblem::ByeTeamPaired {
            round,
            team,
            opponent,
        } => format!(
            "round {round}: the 320 record gives team {team} the pairing-allocated bye, but its boards met team {opponent}"
        ),
        TeamProblem::StatedScore {
            team,
            score,
            stated,
            computed,
        } => format!(
            "team {team}: the 310 record states {} {}, the results give {}",
            stated.to_one_decimal(),
            score_name(*score),
            computed.to_one_decimal()
        ),
    }
}

/// The words a team system's pairing, audit and check are printed in: each team system names
/// its groups, its floaters and its absolute rules in the terms of its own text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TeamPairingWords {
    /// The heading of the groups of an explained round.
    pub groups_heading: &'static str,
    /// What one group is called, before its score.
    pub group: &'static str,
    /// What the teams moved into a group are called.
    pub moved_in: &'static str,
    /// Why a round has no pairing.
    pub no_pairing: &'static str,
    /// The absolute rules an audit checks.
    pub absolute_rules: &'static str,
    /// The text an audit's articles belong to.
    pub text: &'static str,
}

const TEAM_SWISS: TeamPairingWords = TeamPairingWords {
    groups_heading: "Brackets (C.04.6 3.5, 3.6):",
    group: "scoregroup",
    moved_in: "upfloaters",
    no_pairing: "no pairing of the teams meets the absolute criteria [C1]-[C3] of C.04.6 (art. \
                 3.3.3: the Chief Arbiter decides)",
    absolute_rules: "absolute criteria [C1]-[C2]",
    text: "C.04.6",
};

const OLYMPIAD: TeamPairingWords = TeamPairingWords {
    groups_heading: "Groups of equal match points (D.02 6.3, 6.4), in the order they were paired:",
    group: "group",
    moved_in: "floaters moved in",
    no_pairing: "no pairing lets every team meet a team it has not met (D.02 6.1) with a bye \
                 that 4.2 allows: the arbiter decides",
    absolute_rules: "absolute rules (D.02 6.1, 4.2)",
    text: "D.02",
};

/// The words of the team system whose explanations follow `rules` (the team Swiss's for a rule
/// set that pairs players, which has no team pairing to print).
#[must_use]
pub fn pairing_words(rules: rondo_pairing::RuleSet) -> &'static TeamPairingWords {
    match rules {
        rondo_pairing::RuleSet::Olympiad2022 => &OLYMPIAD,
        _ => &TEAM_SWISS,
    }
}

/// A team round paired, as JSON (`rondo pair --format json`, Python's `rondo.pair_teams`): the
/// round, the system's key and text, the pairing (matches with their boards, the bye, the
/// engine's outcome with its reasons) and, when paired, each reason in `words`.
#[must_use]
pub fn pairing_json(
    paired: &rondo_systems::team::TeamRoundPairing,
    descriptor: &rondo_systems::Descriptor,
    words: crate::reason::Words<'_>,
) -> String {
    let mut value = serde_json::json!({
        "round": paired.round.get(),
        "system": descriptor.key,
        "rules": descriptor.text,
        "pairing": paired,
    });
    // The words of each reason next to its data, as the other explanations have them.
    if let Some(pairing) = paired.pairing() {
        let texts: Vec<String> = pairing
            .brackets
            .iter()
            .flat_map(|bracket| bracket.reasons.iter())
            .chain(pairing.pab_reasons.iter())
            .map(|reason| words.text(reason, paired.system))
            .collect();
        value["reasons_text"] = serde_json::Value::from(texts);
    }
    let mut json = serde_json::to_string_pretty(&value).unwrap_or_default();
    json.push('\n');
    json
}

/// A team file checked, as JSON (`rondo check --format json`, Python's `rondo.check`): the team
/// event's size, its structure problems (each with its `text`), the rounds re-paired and
/// compared with the file (`checks`, as the caller kept them), and the derived team view:
/// every team's match per round, board by board.
#[must_use]
pub fn check_json(
    tournament: &rondo_core::Tournament,
    checks: &[rondo_systems::TeamRoundCheck],
) -> String {
    let event = rondo_core::team::TeamEvent::new(tournament);
    let problems: Vec<serde_json::Value> = rondo_core::team::team_problems(tournament)
        .iter()
        .map(|found| {
            let mut value = serde_json::to_value(found).unwrap_or_default();
            if let Some(object) = value.as_object_mut() {
                object.insert("text".to_owned(), serde_json::Value::String(problem(found)));
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
        "event": event,
    });
    let mut json = serde_json::to_string_pretty(&value).unwrap_or_default();
    json.push('\n');
    json
}

/// A team round audited, as JSON (`rondo audit --format json`, Python's `rondo.audit`).
#[must_use]
pub fn audit_json(audit: &rondo_systems::TeamAudit) -> String {
    let mut json = serde_json::to_string_pretty(audit).unwrap_or_default();
    json.push('\n');
    json
}
