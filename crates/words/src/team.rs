//! The words for team events: the structure problems `rondo check` finds in a team file, and
//! what a team system's own words name ([`TeamPairingWords`], in its `SystemWords::team`).

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
