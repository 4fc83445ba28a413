//! The FIDE Olympiad Pairing Rules (D.02, 2022) in the registry: the adapter from the team view
//! of a file (`rondo_core::team`) to the engine's input (`rondo_olympiad`).
//!
//! The Olympiad pairs teams, as the team Swiss does, and shares its team adapter
//! ([`crate::team`]): the teams to pair, line-ups, board colours, publication, `check`,
//! `audit` and the generator are the team Swiss's (see that module's readings); only the
//! engine's input and output are this module's. Its round-level results are the `Teams`
//! variants, with [`TeamRoundPairing::system`] `RuleSet::Olympiad2022`; the Olympiad's groups
//! (6.3) are given as brackets (`TeamBracket`: the match points, the residents, the floaters
//! moved in, the pairs and the reasons with their D.02 articles; the median team's reason
//! opens the Median Group's).
//!
//! # Readings of the adapter (`docs/olympiad.md` has them all)
//!
//! - **Initial pairing numbers (3.1)** are computed from the `310` members: the average of the
//!   four highest ratings (3.1.1), then the fifth highest (3.1.2, the fifth player of an
//!   Olympiad team), then the team's name (3.1.3, ignoring case); a member without a rating
//!   counts at the FIDE rating floor (the older D.II.02's rule; the 2022 text is silent). The
//!   outcome still names teams by their `310` numbers.
//! - **Match points (3.2.1)** are the team view's (`362`, default 2/1/0; the bye as the file
//!   values it, else a drawn match, which is the one match point and two game points of a
//!   four-board bye).
//! - **The bye's eligibility (4.2)**: a team that had the pairing-allocated bye, won a match by
//!   forfeit or had a full-point bye may not receive it, nor a team that joined after round 1
//!   ([`bye_bars`], [`ByeBar`]). A late entry is a team that took no part in round 1: no match
//!   (played or forfeited), no pairing-allocated bye, no full- or half-point bye (every board
//!   `Z` or blank), and no `240` record announcing its absence from round 1, which would make
//!   it an entered team's absence. A team absent or with a zero-point bye in any later round is
//!   no late entry. `--explain` names the late entries the bye passed over
//!   (`ReasonKind::OlympiadLateEntries`, 4.2), and `audit` cites 4.2 for a bye given to one
//!   (`BreachKind::ByeToLateEntry`).
//! - **The strength for publication (11.1.3)**: the sum of the four highest ratings of the
//!   team's `310` members (the order of their average), counted as for 3.1.
//! - **The ECU ranking** ([`Options::european_ranking`]): the Olympiad Sonneborn-Berger before
//!   the round is the sum over the team's played matches of the opponent's match points times
//!   the game points scored against it, without the opponent with the fewest match points
//!   (the Olympiad's tie-break as its regulations define it).

use std::collections::HashMap;

use rondo_core::team::{ByeBarringRound, MatchKind, TeamEvent, TeamRoundView};
use rondo_core::{
    AbsenceKind, Colour, PlayerId, RoundNo, RoundView, Score, Tournament, TournamentSetup,
};
use rondo_olympiad::{
    OlympiadEntrant, OlympiadOutcome, OlympiadRound, PlayedMatch, Side, pair_round,
};
use rondo_pairing::{GenerateConfig, Pairing, PairingOutcome, Reason, ReasonKind, RuleSet};
use rondo_team_swiss::{TeamBracket, TeamOutcome, TeamPair, TeamPairing};

use crate::team::{
    AbsoluteArticles, TeamEventName, TeamRoundPairing, audit_team_round, check_team_rounds,
    generate_team_event, recorded_from_pairs, spread_over_boards,
};
use crate::{
    Capability, Descriptor, FileName, OptionName, Options, PairingSystem, RoundAudit, RoundChecks,
    RoundExplanation, RoundPairing, SystemError, TeamRoundChecklist,
};

mod checklist;
#[cfg(test)]
mod tests;

pub use checklist::{OlympiadChecklist, OlympiadChecklistRow, olympiad_checklist};
pub use rondo_olympiad::RankingOrder;

/// The FIDE Olympiad Pairing Rules (D.02, 2022): the registry's entry.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Olympiad;

/// The system's name.
const NAME: &str = "FIDE Olympiad 2022";

/// How files name the system: TRF-2026 has no `192` code for it, so `092` says it.
const DESCRIPTION: &str = "Team: Olympiad Pairing Rules (FIDE D.02)";

impl PairingSystem for Olympiad {
    fn descriptor(&self) -> Descriptor {
        Descriptor {
            chosen_by: "olympiad",
            help: "The FIDE Olympiad Pairing Rules (D.02, 2022): pairs teams; no 192 code, 092 naming \
                   \"Olympiad\" selects it; arts. 4.2.2 (end) to 11 follow a secondary source \
                   (docs/olympiad.md)",
            maxi_rules: false,
            european_ranking: true,
            edition: None,
            name: NAME,
            rules: "D.02",
            text: "D.02 (2022)",
            key: "olympiad",
            allocates_bye: true,
            pairs_teams: true,
            absolute_rules: "D.02 6.1, 4.2",
            colour_is_absolute: false,
            bye_rule: "D.02 4.2",
            arbiter_rule: None,
            order_rule: Some("D.02 9.3"),
            file_name: FileName::Description(DESCRIPTION),
        }
    }

    fn pair(&self, _: &RoundView<'_>, _: &Options) -> Result<PairingOutcome, SystemError> {
        Err(self.descriptor().unsupported(Capability::PlayerPairing))
    }

    fn generate(
        &self,
        config: &GenerateConfig,
        options: &Options,
    ) -> Result<TournamentSetup, SystemError> {
        refuse_acceleration(options)?;
        let ranking = ranking_order(options);
        generate_team_event(
            config,
            TeamEventName {
                code: None,
                description: DESCRIPTION,
            },
            |tournament, round| {
                let event = TeamEvent::new(tournament);
                self.pair_event(tournament, &event, round, ranking)
            },
        )
    }

    fn pair_round(
        &self,
        view: &RoundView<'_>,
        options: &Options,
    ) -> Result<RoundPairing, SystemError> {
        self.pair_teams(view.tournament(), view.round(), options)
            .map(RoundPairing::Teams)
    }

    fn explain_round(
        &self,
        view: &RoundView<'_>,
        options: &Options,
    ) -> Result<RoundExplanation, SystemError> {
        // The team pairing carries its reasons (groups, floaters, colours, the bye).
        self.pair_teams(view.tournament(), view.round(), options)
            .map(RoundExplanation::Teams)
    }

    fn check_rounds(&self, tournament: &Tournament, options: &Options) -> RoundChecks {
        let ranking = ranking_order(options);
        RoundChecks::Teams(check_team_rounds(tournament, |event, round| {
            self.pair_event(tournament, event, round, ranking)
        }))
    }

    fn audit_round(
        &self,
        view: &RoundView<'_>,
        hand_made: Option<&Pairing>,
        options: &Options,
    ) -> Result<RoundAudit, SystemError> {
        refuse_acceleration(options)?;
        let ranking = ranking_order(options);
        let tournament = view.tournament();
        audit_team_round(
            tournament,
            view.round(),
            hand_made.map(recorded_from_pairs),
            AbsoluteArticles {
                meeting: "6.1",
                bye: "4.2",
            },
            |event, team| late_entry(tournament, event, team, view.round()),
            |event, round| self.pair_event(tournament, event, round, ranking),
        )
        .map(RoundAudit::Teams)
    }

    fn team_checklist(
        &self,
        tournament: &Tournament,
        paired: &TeamRoundPairing,
        options: &Options,
    ) -> Result<TeamRoundChecklist, SystemError> {
        refuse_acceleration(options)?;
        Ok(TeamRoundChecklist::Olympiad(olympiad_checklist(
            tournament,
            paired,
            ranking_order(options),
        )))
    }
}

impl Olympiad {
    /// Pairs `round` of the team event of `tournament` by D.02, board by board.
    ///
    /// # Errors
    ///
    /// [`SystemError::Olympiad`] for an input the engine refuses (or a bug).
    pub fn pair_teams(
        &self,
        tournament: &Tournament,
        round: RoundNo,
        options: &Options,
    ) -> Result<TeamRoundPairing, SystemError> {
        refuse_acceleration(options)?;
        let event = TeamEvent::new(tournament);
        self.pair_event(tournament, &event, round, ranking_order(options))
    }

    fn pair_event(
        &self,
        tournament: &Tournament,
        event: &TeamEvent,
        round: RoundNo,
        ranking: RankingOrder,
    ) -> Result<TeamRoundPairing, SystemError> {
        let view = event.view(tournament, round);
        let input = olympiad_round(tournament, event, &view).with_ranking(ranking);
        let outcome = team_outcome(pair_round(&input)?, |team| {
            late_entry(tournament, event, team, round)
        });
        Ok(spread_over_boards(
            tournament,
            event,
            &view,
            RuleSet::Olympiad2022,
            outcome,
        ))
    }
}

fn ranking_order(options: &Options) -> RankingOrder {
    if options.european_ranking {
        RankingOrder::European
    } else {
        RankingOrder::Olympiad
    }
}

/// The Olympiad Pairing Rules have no acceleration (3.2 ranks by match points alone), so asking
/// for one when pairing, auditing or generating is an error rather than ignored.
fn refuse_acceleration(options: &Options) -> Result<(), SystemError> {
    match options.acceleration {
        Some(_) => Err(SystemError::Refused {
            system: NAME,
            option: OptionName::Acceleration,
        }),
        None => Ok(()),
    }
}

/// The engine's input for the round of `view` (see the module docs for the readings).
fn olympiad_round(
    tournament: &Tournament,
    event: &TeamEvent,
    view: &TeamRoundView,
) -> OlympiadRound {
    let round = view.round;
    let mut forbidden: Vec<(PlayerId, PlayerId)> = Vec::new();
    for group in &view.forbidden {
        for (i, &a) in group.iter().enumerate() {
            for &b in &group[i + 1..] {
                if let (Some(a), Some(b)) = (PlayerId::new(a), PlayerId::new(b)) {
                    forbidden.push((a, b));
                }
            }
        }
    }
    let numbers = initial_numbers(tournament);
    let match_points = |team: u16| {
        view.teams
            .iter()
            .find(|state| state.team == team)
            .map_or(Score::ZERO, |state| state.match_points)
    };
    let teams = view
        .teams
        .iter()
        .filter_map(|state| {
            let tpn = PlayerId::new(state.team)?;
            // Every team of the view is a `310` team, so it has its place in the order of 3.1.
            let &(pairing_number, strength) = numbers.get(&state.team)?;
            let recorded_out = crate::team::recorded_out(event, state.team, round);
            let mut matches = Vec::with_capacity(state.played.len());
            for played in &state.played {
                let Some(opponent) = PlayerId::new(played.opponent) else {
                    continue;
                };
                match played.colour {
                    Some(colour) => matches.push(PlayedMatch {
                        round: played.round,
                        opponent,
                        colour,
                    }),
                    // A meeting without a colour (7.7 gives none) still forbids a rematch.
                    None => forbidden.push((tpn, opponent)),
                }
            }
            Some(OlympiadEntrant {
                tpn,
                to_be_paired: state.to_be_paired && !recorded_out,
                match_points: state.match_points,
                sonneborn_berger: olympiad_sonneborn_berger(event, state.team, round, match_points),
                pairing_number,
                strength,
                matches,
                bye_eligible: bye_bars(tournament, event, state.team, round).is_empty(),
            })
        })
        .collect();
    let total = view
        .total_rounds
        .unwrap_or(0)
        .max(u16::try_from(event.n_rounds()).unwrap_or(u16::MAX))
        .max(round.get());
    OlympiadRound::new(round, total, teams)
        .with_initial_colour(view.initial_colour.unwrap_or(Colour::White))
        .with_forbidden_pairs(forbidden)
}

/// Why 4.2 bars a team from the bye (R19 of `docs/olympiad.md`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ByeBar {
    /// 4.2.1: it already received the bye.
    HadBye,
    /// 4.2.2: it won a match by default, its opponents not having appeared.
    WonByDefault,
    /// A full-point bye: a match won without playing, read with 4.2.2.
    FullPointBye,
    /// It joined after round 1 (4.2 by the secondary source).
    LateEntry,
}

/// What bars `team` from the bye of `round` (4.2), each cause once, in [`ByeBar`]'s order;
/// empty when it may receive the bye. The bye, forfeit and full-point causes are the rounds
/// before `round` that bar the team view's PAB ([`MatchKind::bars_pairing_bye`], the team
/// Swiss's \[C2\] too); a late entry is [`late_entry`].
#[must_use]
pub fn bye_bars(
    tournament: &Tournament,
    event: &TeamEvent,
    team: u16,
    round: RoundNo,
) -> Vec<ByeBar> {
    let mut bars: Vec<ByeBar> = (1..round.get())
        .filter_map(RoundNo::new)
        .filter_map(|earlier| event.match_of(team, earlier)?.kind.bars_pairing_bye())
        .map(|round| match round {
            ByeBarringRound::PairingBye => ByeBar::HadBye,
            ByeBarringRound::ForfeitWin => ByeBar::WonByDefault,
            ByeBarringRound::FullPointBye => ByeBar::FullPointBye,
        })
        .collect();
    if late_entry(tournament, event, team, round) {
        bars.push(ByeBar::LateEntry);
    }
    bars.sort_unstable();
    bars.dedup();
    bars
}

/// Whether `team` joined after round 1, as of `round` (R19): round 1 lies before `round`, and
/// in it the team had no match (played or forfeited), no pairing-allocated bye and no full- or
/// half-point bye (every board `Z` or blank), and no `240` record announced its absence from
/// round 1. Such a `240` record (or any bye but the zero-point one) is the absence of a team
/// that had entered; a zero-point bye or an absence in a later round is never a late entry.
#[must_use]
pub fn late_entry(tournament: &Tournament, event: &TeamEvent, team: u16, round: RoundNo) -> bool {
    if round == RoundNo::FIRST {
        return false;
    }
    let took_part = event.match_of(team, RoundNo::FIRST).is_some_and(|first| {
        !matches!(
            first.kind,
            MatchKind::NotPaired
                | MatchKind::Bye {
                    bye: AbsenceKind::ZeroPointBye
                }
        )
    });
    let absence_announced = tournament
        .setup()
        .absences
        .iter()
        .any(|absence| absence.round == Some(RoundNo::FIRST) && absence.player.get() == team);
    !took_part && !absence_announced
}

/// The Olympiad Sonneborn-Berger of `team` before `round`: Σ over its played matches of the
/// opponent's match points × the game points scored against it, without the opponent with
/// the fewest match points (the lowest product among equals).
fn olympiad_sonneborn_berger(
    event: &TeamEvent,
    team: u16,
    round: RoundNo,
    match_points: impl Fn(u16) -> Score,
) -> Score {
    let mut products: Vec<(i32, i32)> = (1..round.get())
        .filter_map(RoundNo::new)
        .filter_map(|earlier| event.match_of(team, earlier))
        .filter_map(|played| match played.kind {
            MatchKind::Played { opponent, .. } => {
                let theirs = match_points(opponent).tenths();
                Some((theirs, theirs * played.game_points.tenths()))
            }
            _ => None,
        })
        .collect();
    products.sort_unstable();
    // Products of tenths are hundredths; a score keeps tenths.
    let hundredths: i32 = products.iter().skip(1).map(|&(_, product)| product).sum();
    Score::from_tenths(hundredths / 10)
}

/// FIDE's rating floor (B.02, since March 2024): what a member without a rating counts.
const RATING_FLOOR: u32 = 1400;

/// Each `310` team's initial pairing number (3.1) and strength (11.1.3), by team number.
/// The order of 3.1: the average of the four highest ratings (3.1.1), the fifth rating
/// (3.1.2), the name (3.1.3), a member without a rating at the floor and a missing member
/// as 0. The strength is the sum of the four highest ratings, which orders teams as their
/// average does.
fn initial_numbers(tournament: &Tournament) -> HashMap<u16, (u16, u32)> {
    let mut keyed: Vec<(u32, u32, String, u16)> = tournament
        .setup()
        .teams
        .iter()
        .map(|team| {
            let mut ratings: Vec<u32> = team
                .members
                .iter()
                .filter_map(|&id| tournament.player(id))
                .map(|player| player.rating.map_or(RATING_FLOOR, |r| u32::from(r.0)))
                .collect();
            ratings.sort_unstable_by(|a, b| b.cmp(a));
            let four: u32 = ratings.iter().take(4).sum();
            let fifth = ratings.get(4).copied().unwrap_or(0);
            (four, fifth, team.name.to_lowercase(), team.number)
        })
        .collect();
    keyed.sort_by(|a, b| {
        b.0.cmp(&a.0)
            .then(b.1.cmp(&a.1))
            .then_with(|| a.2.cmp(&b.2))
            .then(a.3.cmp(&b.3))
    });
    (1u16..)
        .zip(keyed)
        .map(|(pairing_number, (four, _, _, number))| (number, (pairing_number, four)))
        .collect()
}

/// The engine's outcome as the team pairing every team system returns: the groups as
/// brackets, the median team's reason first in the Median Group's, and after the engine's
/// reason naming the teams below the bye team that 4.2 bars, the late entries among them
/// (`late`: the engine knows only that a team may not receive the bye, not why).
fn team_outcome(outcome: OlympiadOutcome, late: impl Fn(u16) -> bool) -> TeamOutcome {
    let pairing = match outcome {
        OlympiadOutcome::Paired(pairing) => pairing,
        OlympiadOutcome::NoCompletePairing(why) => return TeamOutcome::NoCompletePairing(why),
    };
    let mut median = pairing.median;
    let brackets = pairing
        .groups
        .into_iter()
        .map(|group| {
            let mut reasons = Vec::with_capacity(group.reasons.len() + 1);
            if group.side == Side::Median {
                reasons.extend(median.take());
            }
            reasons.extend(group.reasons);
            TeamBracket {
                score: group.match_points,
                residents: group.residents,
                upfloaters: group.incoming,
                pairs: group.pairs,
                reasons,
            }
        })
        .collect();
    TeamOutcome::Paired(TeamPairing {
        pairs: pairing
            .pairs
            .into_iter()
            .map(|pair| TeamPair {
                white: pair.white,
                black: pair.black,
                colour_reason: pair.colour_reason,
            })
            .collect(),
        pab: pairing.bye,
        pab_reasons: with_late_entries(pairing.bye_reasons, late),
        brackets,
    })
}

/// The bye's reasons with the late entries of 4.2 named after the engine's list of the
/// ineligible teams below the bye team.
fn with_late_entries(mut reasons: Vec<Reason>, late: impl Fn(u16) -> bool) -> Vec<Reason> {
    let late_entries = reasons.iter().enumerate().find_map(|(at, reason)| {
        let ReasonKind::LowerIneligible { players } = &reason.kind else {
            return None;
        };
        let teams: Vec<PlayerId> = players
            .iter()
            .copied()
            .filter(|team| late(team.get()))
            .collect();
        (!teams.is_empty()).then_some((at, teams))
    });
    if let Some((at, teams)) = late_entries {
        reasons.insert(
            at + 1,
            Reason::system("4.2", ReasonKind::OlympiadLateEntries { teams }),
        );
    }
    reasons
}
