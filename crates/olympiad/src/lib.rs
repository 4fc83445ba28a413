//! The FIDE Olympiad Pairing Rules (Handbook D.02, effective from 1 January 2022).
//!
//! A pairing engine over plain data: [`pair_round`] takes an [`OlympiadRound`] (the round, the
//! ranking order, the colour drawn by lot, forbidden pairs, and one [`OlympiadEntrant`] per
//! team) and returns the matches with the team that has White on board 1 first, the team that
//! gets the bye, the groups as they were paired, and every decision as a [`Reason`] with its
//! D.02 article. When no pairing lets every team play a team it has not met, the outcome says
//! so ([`OlympiadOutcome::NoCompletePairing`]).
//!
//! ```
//! use rondo_core::{PlayerId, RoundNo};
//! use rondo_olympiad::{OlympiadEntrant, OlympiadOutcome, OlympiadRound, pair_round};
//!
//! let teams = (1..=8u16)
//!     .map(|n| PlayerId::new(n).map(OlympiadEntrant::new))
//!     .collect::<Option<Vec<_>>>()
//!     .ok_or("bad number")?;
//! let round = OlympiadRound::new(RoundNo::FIRST, 11, teams);
//! let OlympiadOutcome::Paired(pairing) = pair_round(&round)? else {
//!     return Err("no pairing".into());
//! };
//! // One group: the top half against the bottom half (9.3); 7.2: the higher ranked team of a
//! // match gets the colour drawn by lot (White) if its number is odd.
//! let pairs: Vec<(u16, u16)> =
//!     pairing.pairs.iter().map(|p| (p.white.get(), p.black.get())).collect();
//! assert_eq!(pairs, [(1, 5), (6, 2), (3, 7), (8, 4)]);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # The input, and how a tournament maps to it
//!
//! One [`OlympiadEntrant`] per team: its initial pairing number (3.1, by the average rating
//! of its four highest-rated players, the fifth player's rating, the name), whether it is to
//! be paired this round, its match points (3.2.1), its Olympiad Sonneborn-Berger (read only in
//! the ECU's ranking order), its strength (the average rating of 3.1.1, for the order of
//! publication), the matches it played over the board (opponent, board-1 colour), and whether
//! 4.2 lets it receive the bye. Forfeited matches and byes are not listed: they are no meeting
//! and give no colour (7.7). The points of the bye are the competition's business.
//!
//! # The rules, and where they are applied
//!
//! `docs/olympiad.md` has the text article by article and every reading.
//!
//! | Article | Rule | Here |
//! |---|---|---|
//! | 3.1 | initial pairing number | input ([`OlympiadEntrant::pairing_number`]) |
//! | 3.2 | ranking: match points, pairing number | `field.rs`; [`RankingOrder`] |
//! | 4.1, 4.2 | the bye: lowest ranked eligible team | `procedure.rs`, `choose_bye` |
//! | 6.1 | no two teams meet twice; `260` pairs | `field.rs` |
//! | 6.3, 6.4 | groups; median team; order of pairing | `procedure.rs`, `pair_field` |
//! | 7.1–7.7 | colours of board 1 | `colours.rs` |
//! | 7.3, 7.4 | colour limits, disregarded for a group that would float more | `set_target` |
//! | 8.2, 8.3 | floaters below and above the Median Group | `pair_incoming`, `choose_floaters` |
//! | 8.4, 9.4, 9.5 | as many pairings kept in the group as the round allows | `oracle.rs` |
//! | 9.2, 9.3 | priority; the order of opponents | `pair_rest`, `exchange_order` |
//! | 11.1 | order of publication | [`pair_round`] |
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod colours;
mod error;
mod field;
mod input;
mod oracle;
mod output;
mod procedure;

#[cfg(test)]
mod tests;

pub use error::OlympiadError;
pub use input::{OlympiadEntrant, OlympiadRound, PlayedMatch, RankingOrder, Tpn};
pub use output::{ColourLimits, GroupRecord, OlympiadOutcome, OlympiadPair, OlympiadPairing, Side};
pub use rondo_pairing::{NoValidPairing, Reason, ReasonKind};

use std::cmp::Reverse;

use rondo_core::{ByColour, Colour};

use crate::colours::colour_of_higher;
use crate::field::Field;
use crate::output::reason;
use crate::procedure::{FieldResult, pair_field};

/// The teams to be paired in the order in which they are ranked before the round (3.2, or
/// the ECU's order of [`RankingOrder::European`]), the highest ranked first: the order that
/// gives the bye (4.1), finds the median team (6.4), and says which team is higher ranked.
#[must_use]
pub fn ranking(round: &OlympiadRound) -> Vec<Tpn> {
    field::ranked(round).iter().map(|team| team.tpn).collect()
}

/// 7.1: the team's colour difference (board 1's Whites minus Blacks in the matches it played).
#[must_use]
pub fn colour_difference(team: &OlympiadEntrant) -> i32 {
    colours::ColourHistory::of(team).difference()
}

/// 7.3: which colours of board 1 the team may receive, keeping its colour difference within
/// ±2 and no colour three times running (played matches only, 7.7).
#[must_use]
pub fn colours_within_limits(team: &OlympiadEntrant) -> ByColour<bool> {
    let history = colours::ColourHistory::of(team);
    ByColour {
        white: history.may_receive(Colour::White),
        black: history.may_receive(Colour::Black),
    }
}

/// Pairs one round by the Olympiad Pairing Rules (D.02, 2022).
///
/// # Errors
///
/// [`OlympiadError`] for two teams with one pairing number, a played match against a team
/// that is not in the field, a round beyond the tournament's rounds, or a bug.
pub fn pair_round(round: &OlympiadRound) -> Result<OlympiadOutcome, OlympiadError> {
    if round.round.get() > round.total_rounds {
        return Err(OlympiadError::RoundBeyondTotal {
            round: round.round,
            total: round.total_rounds,
        });
    }
    let mut tpns: Vec<Tpn> = round.teams.iter().map(|t| t.tpn).collect();
    tpns.sort_unstable();
    if let Some(pair) = tpns.windows(2).find(|w| w[0] == w[1]) {
        return Err(OlympiadError::DuplicateTpn(pair[0]));
    }
    for team in &round.teams {
        if let Some(m) = team
            .matches
            .iter()
            .find(|m| tpns.binary_search(&m.opponent).is_err())
        {
            return Err(OlympiadError::UnknownOpponent {
                team: team.tpn,
                opponent: m.opponent,
            });
        }
    }
    let field = Field::new(round);
    let (bye, median, groups, pairs) = match pair_field(&field)? {
        FieldResult::NoCompletePairing => {
            // How close the round came: the most pairs 6.1 allows, as every system reports.
            let max_pairs = rondo_pairing::maximum_compatible_pairs(field.len(), |a, b| {
                field.compatible(a, b)
            })?;
            return Ok(OlympiadOutcome::NoCompletePairing(NoValidPairing::new(
                field.len(),
                max_pairs,
            )));
        }
        FieldResult::Paired {
            bye,
            median,
            groups,
            pairs,
        } => (bye, median, groups, pairs),
    };
    // Art. 7 for each match, decided for its higher ranked team.
    let mut matches: Vec<(usize, usize, OlympiadPair)> = pairs
        .iter()
        .map(|&(a, b)| {
            let (higher, lower) = (a.min(b), a.max(b));
            let (colour, colour_reason) = colour_of_higher(
                (field.tpn(higher), &field.histories[higher]),
                (field.tpn(lower), &field.histories[lower]),
                field.pairing_number(higher),
                round.initial_colour,
            );
            let (white, black) = if colour == Colour::White {
                (higher, lower)
            } else {
                (lower, higher)
            };
            let pair = OlympiadPair {
                white: field.tpn(white),
                black: field.tpn(black),
                colour_reason,
            };
            (higher, lower, pair)
        })
        .collect();
    // 11.1: the match points of the higher ranked team, the sum of both teams' match points,
    // the average rating of the higher ranked team; then its ranking.
    matches.sort_by_key(|&(higher, lower, _)| {
        (
            Reverse(field.match_points(higher)),
            Reverse(field.match_points(higher) + field.match_points(lower)),
            Reverse(field.teams[higher].strength),
            higher,
        )
    });
    let (bye_team, bye_reasons) = match bye {
        Some(choice) => {
            let mut reasons = vec![reason(
                "4.1",
                ReasonKind::OddNumberOfPlayers {
                    players: field.len(),
                },
            )];
            if !choice.ineligible.is_empty() {
                reasons.push(reason(
                    "4.2",
                    ReasonKind::LowerIneligible {
                        players: choice.ineligible.iter().map(|&i| field.tpn(i)).collect(),
                    },
                ));
            }
            if !choice.stranding.is_empty() {
                reasons.push(reason(
                    "4.1",
                    ReasonKind::LowerWouldStrand {
                        players: choice.stranding.iter().map(|&i| field.tpn(i)).collect(),
                    },
                ));
            }
            reasons.push(reason(
                "4.1",
                ReasonKind::OlympiadByeLowest {
                    team: field.tpn(choice.team),
                },
            ));
            (Some(field.tpn(choice.team)), reasons)
        }
        None => (None, Vec::new()),
    };
    let median = median.map(|team| {
        reason(
            "6.4",
            ReasonKind::OlympiadMedianTeam {
                team: field.tpn(team),
                match_points: field.match_points(team),
            },
        )
    });
    Ok(OlympiadOutcome::Paired(OlympiadPairing {
        pairs: matches.into_iter().map(|(_, _, p)| p).collect(),
        bye: bye_team,
        bye_reasons,
        median,
        groups,
    }))
}
