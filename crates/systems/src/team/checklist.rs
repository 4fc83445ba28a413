//! The pairing checklist of a team round: for each team, in pairing order (pairing score,
//! then TPN; the teams not paired this round last, by TPN), the facts an arbiter checks a
//! C.04.6 pairing against and what the team got.
//!
//! The colour preference is the engine's own (`rondo_team_swiss::preference`, C.04.6 art.
//! 1.7), read from the same input the pairing was made from, so the checklist cannot disagree
//! with the pairing it lists. A team's colour is board 1's (art. 1.6.1); floats (art. 1.5)
//! are those of played matches, down towards a lower pairing score, up towards a higher one.

use rondo_core::team::{MatchKind, PreferenceType as CorePreference, TeamEvent, TeamState};
use rondo_core::{
    Absent, Colour, ColourPreference, Float, PreferenceStrength, RoundNo, Score, Tournament,
};
use rondo_pairing::float_by_score;
use rondo_team_swiss::{Strength, preference};

use rondo_pairing::RuleSet;

use super::{TeamRoundPairing, team_round};
use crate::{Descriptor, SystemError};

/// The checklist of one team round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamChecklist {
    /// The round paired.
    pub round: u16,
    /// Whether any team has virtual points (acceleration), so that the pairing score differs
    /// from the primary score.
    pub accelerated: bool,
    /// The kind of colour preferences the competition rules choose (art. 1.7).
    pub preference_type: CorePreference,
    /// One row per team, in pairing order (see the module docs).
    pub rows: Vec<TeamChecklistRow>,
}

/// One team's line of the checklist.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamChecklistRow {
    /// The team's pairing number (its `310` number, art. 1.1).
    pub team: u16,
    /// The team's name.
    pub name: String,
    /// Match points before the round.
    pub match_points: Score,
    /// Game points before the round.
    pub game_points: Score,
    /// The primary score plus virtual points: what scoregroups are formed by.
    pub pairing_score: Score,
    /// Board 1's colour of each earlier round, round 1 first; `None` where the team played
    /// no match over the board.
    pub colour_history: Vec<Option<Colour>>,
    /// Matches with White minus matches with Black (art. 1.6.2).
    pub colour_difference: i32,
    /// The colour preference (art. 1.7; Type A preferences are strong, never absolute).
    pub colour_preference: Option<ColourPreference>,
    /// The float of the round before the last one.
    pub float_before_last: Option<Float>,
    /// The float of the last round.
    pub float_last: Option<Float>,
    /// Whether the team may receive the pairing-allocated bye (\[C2\], art. 2.1.2).
    pub pab_eligible: bool,
    /// What the team gets this round.
    pub this_round: TeamAssignment,
}

/// What a team gets in the round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum TeamAssignment {
    /// A match.
    Match {
        /// The match's place in the published order (1-based).
        table: usize,
        /// The opposing team.
        opponent: u16,
        /// The team's colour on board 1.
        colour: Colour,
        /// The float this pairing gives the team.
        float: Option<Float>,
    },
    /// The pairing-allocated bye.
    PairingBye,
    /// Not paired: a bye entered for the round, or a team the round leaves out.
    Absent {
        /// Which absence.
        absent: Absent,
    },
    /// To be paired, but no pairing meets \[C1\]–\[C3\].
    Unpaired,
}

/// The checklist of the round of `paired` by the system of `descriptor`, in the terms of
/// C.04.6 (its colour preferences, floats and \[C2\]).
///
/// # Errors
///
/// [`SystemError::Unsupported`] for a round paired by another team system (the Olympiad
/// Pairing Rules have their own, `crate::olympiad::olympiad_checklist`).
pub fn team_checklist(
    tournament: &Tournament,
    paired: &TeamRoundPairing,
    descriptor: &Descriptor,
) -> Result<TeamChecklist, SystemError> {
    if paired.system != RuleSet::TeamSwiss2026 {
        return Err(SystemError::Unsupported {
            system: descriptor.name,
            capability: crate::Capability::Checklist,
        });
    }
    let event = TeamEvent::new(tournament);
    let round = paired.round;
    let view = event.view(tournament, round);
    let input = team_round(&event, &view);
    let last_round = input.is_last_round();
    // The pairing scores each earlier round was paired with give the direction of its floats.
    let earlier = |back: u16| {
        let number = round.get().checked_sub(back)?;
        RoundNo::new(number).map(|r| (r, event.view(tournament, r)))
    };
    let (last, before_last) = (earlier(1), earlier(2));
    let float_in = |state: &TeamState,
                    seen: &Option<(RoundNo, rondo_core::team::TeamRoundView)>| {
        let (r, then) = seen.as_ref()?;
        let played = state.played.iter().find(|m| m.round == *r && m.floated)?;
        let score = |team: u16| {
            then.teams
                .iter()
                .find(|t| t.team == team)
                .map(|t| t.pairing_score)
        };
        float_by_score(score(state.team)?, score(played.opponent)?)
    };
    let score_of = |team: u16| {
        view.teams
            .iter()
            .find(|t| t.team == team)
            .map(|t| t.pairing_score)
    };
    let mut rows: Vec<TeamChecklistRow> = view
        .teams
        .iter()
        .filter_map(|state| {
            let entrant = input.teams.iter().find(|e| e.tpn.get() == state.team)?;
            let float = |opponent: u16| match (score_of(state.team), score_of(opponent)) {
                (Some(mine), Some(theirs)) => float_by_score(mine, theirs),
                _ => None,
            };
            let this_round = assignment(paired, state, entrant.to_be_paired, &float);
            Some(TeamChecklistRow {
                team: state.team,
                name: tournament
                    .setup()
                    .teams
                    .iter()
                    .find(|t| t.number == state.team)
                    .map(|t| t.name.clone())
                    .unwrap_or_default(),
                match_points: state.match_points,
                game_points: state.game_points,
                pairing_score: state.pairing_score,
                colour_history: (1..round.get())
                    .filter_map(RoundNo::new)
                    .map(|r| match event.match_of(state.team, r).map(|m| m.kind) {
                        Some(MatchKind::Played { colour, .. }) => colour,
                        _ => None,
                    })
                    .collect(),
                colour_difference: rondo_team_swiss::colour_difference(entrant),
                colour_preference: preference(entrant, input.preferences, last_round).map(|p| {
                    ColourPreference {
                        colour: p.colour,
                        strength: match p.strength {
                            Strength::Mild => PreferenceStrength::Mild,
                            Strength::Strong => PreferenceStrength::Strong,
                        },
                    }
                }),
                float_before_last: float_in(state, &before_last),
                float_last: float_in(state, &last),
                pab_eligible: !entrant.pab_barred,
                this_round,
            })
        })
        .collect();
    // As the individual checklist: the teams not paired this round last, by number.
    let out = |row: &TeamChecklistRow| matches!(row.this_round, TeamAssignment::Absent { .. });
    rows.sort_by(|a, b| {
        out(a)
            .cmp(&out(b))
            .then_with(|| {
                if out(a) {
                    std::cmp::Ordering::Equal
                } else {
                    b.pairing_score.cmp(&a.pairing_score)
                }
            })
            .then(a.team.cmp(&b.team))
    });
    Ok(TeamChecklist {
        round: round.get(),
        accelerated: view
            .teams
            .iter()
            .any(|t| t.pairing_score != t.primary_score),
        preference_type: view.rules.preference,
        rows,
    })
}

/// What the team of `state` gets in the round of `paired`; a match carries the float
/// `float(opponent)` gives it.
pub(crate) fn assignment(
    paired: &TeamRoundPairing,
    state: &TeamState,
    to_be_paired: bool,
    float: &dyn Fn(u16) -> Option<Float>,
) -> TeamAssignment {
    if !to_be_paired {
        return TeamAssignment::Absent {
            absent: state.absence.map_or(Absent::NotInRound, Absent::Bye),
        };
    }
    let Some(pairing) = paired.pairing() else {
        return TeamAssignment::Unpaired;
    };
    if pairing.pab.is_some_and(|t| t.get() == state.team) {
        return TeamAssignment::PairingBye;
    }
    let team = state.team;
    for (index, m) in paired.matches.iter().enumerate() {
        let (opponent, colour) = if m.white == team {
            (m.black, Colour::White)
        } else if m.black == team {
            (m.white, Colour::Black)
        } else {
            continue;
        };
        return TeamAssignment::Match {
            table: index + 1,
            opponent,
            colour,
            float: float(opponent),
        };
    }
    TeamAssignment::Unpaired
}
