//! Everything the standings of an event show, computed once for the command line and the
//! Python package: the individual standings by the tie-breaks given (else the file's, else the
//! defaults), the lots that break the last ties, the crosstable, and for a team event the team
//! standings; and the round the standings stop before for want of results.

use rondo_core::{RoundNo, Tournament};

use crate::{
    Crosstable, Lots, Standings, StandingsError, StandingsOptions, TeamStandings, TiebreakCode,
    TiebreakSpec,
};

/// The standings of an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventStandings {
    /// The individual standings.
    pub standings: Standings,
    /// The drawing of lots that broke the last ties, when one was asked for.
    pub lots: Option<Lots>,
    /// The crosstable of the rounds counted.
    pub crosstable: Crosstable,
    /// The team standings, for a file with teams.
    pub teams: Option<TeamStandings>,
    /// The round after the last one counted, when the standings stop there because its
    /// pairings have no result yet.
    pub pending_round: Option<RoundNo>,
}

/// Why the standings of an event cannot be computed, by the list at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventStandingsError {
    /// The file's own tie-break list (`212`, else `202`), used because none was given.
    FileList(StandingsError),
    /// The list given, or the team standings.
    Given(StandingsError),
}

/// The standings of `tournament` by `given` tie-breaks (`None`: the file's list, else the
/// defaults), with lots drawn from `lots_seed` for the ties left.
///
/// In a team file the team codes of `given` rank the teams and the rest the players (the
/// file's list, or the defaults, when nothing is left); the teams keep the file's primary
/// score (`212`), a leading score code of `given` being that score.
///
/// # Errors
///
/// Standings that cannot be computed, by the list at fault.
pub fn event_standings(
    tournament: &Tournament,
    given: Option<&[TiebreakSpec]>,
    options: &StandingsOptions,
    lots_seed: Option<u64>,
) -> Result<EventStandings, EventStandingsError> {
    let in_file = EventStandingsError::FileList;
    let has_teams = !tournament.setup().teams.is_empty();
    let specs = match given {
        Some(specs) if has_teams => {
            let individual: Vec<_> = specs
                .iter()
                .filter(|spec| !spec.code.is_team_only())
                .cloned()
                .collect();
            if individual.is_empty() {
                crate::tiebreaks_for(tournament, options).map_err(in_file)?
            } else {
                individual
            }
        }
        Some(specs) => specs.to_vec(),
        None => crate::tiebreaks_for(tournament, options).map_err(in_file)?,
    };
    let mut standings = crate::standings(tournament, &specs, options).map_err(|error| {
        if given.is_some() {
            EventStandingsError::Given(error)
        } else {
            EventStandingsError::FileList(error)
        }
    })?;
    let lots = lots_seed.map(|seed| standings.break_ties_by_lot(seed));
    let crosstable = crate::crosstable(tournament, options.after_round);
    let teams = if has_teams {
        let (primary, mut team_specs) =
            crate::team_tiebreaks_for(tournament, options).map_err(in_file)?;
        if let Some(specs) = given {
            let leading_score = specs.first().is_some_and(|spec| {
                matches!(
                    spec.code,
                    TiebreakCode::Points | TiebreakCode::MatchPoints | TiebreakCode::GamePoints
                )
            });
            let ranking_teams: Vec<_> = specs
                .iter()
                .skip(usize::from(leading_score))
                .filter(|spec| spec.code.ranks_teams())
                .cloned()
                .collect();
            if !ranking_teams.is_empty() {
                team_specs = ranking_teams;
            }
        }
        let teams = crate::team_standings(tournament, primary, &team_specs, options)
            .map_err(EventStandingsError::Given)?;
        Some(teams)
    } else {
        None
    };
    let pending_round = tournament
        .first_pending_round()
        .filter(|pending| pending.get() - 1 == standings.rounds);
    Ok(EventStandings {
        standings,
        lots,
        crosstable,
        teams,
        pending_round,
    })
}
