//! The FIDE Swiss Team Pairing System (C.04.6, in force from 1 February 2026).
//!
//! A pairing engine over plain data: [`pair_round`] takes a [`TeamRound`] (the round, the
//! competition rules that matter, and one [`TeamEntrant`] per team) and returns the pairs of
//! teams, the team with White on board 1 first, the team that gets the pairing-allocated bye
//! (PAB), and the reasons for each decision as `rondo_pairing::Reason` data with C.04.6
//! article numbers. When no pairing meets the absolute criteria the outcome says so
//! ([`TeamOutcome::NoCompletePairing`], 3.3.3: the Chief Arbiter decides).
//!
//! ```
//! use rondo_core::{PlayerId, RoundNo};
//! use rondo_team_swiss::{TeamEntrant, TeamOutcome, TeamRound, pair_round};
//!
//! let teams = (1..=6u16)
//!     .map(|n| PlayerId::new(n).map(TeamEntrant::new))
//!     .collect::<Option<Vec<_>>>()
//!     .ok_or("bad TPN")?;
//! let round = TeamRound::new(RoundNo::FIRST, 7, teams);
//! let TeamOutcome::Paired(pairing) = pair_round(&round)? else {
//!     return Err("no pairing".into());
//! };
//! // One bracket, the first identifier (3.6.3): 1-4, 2-5, 3-6; colours by 4.3.1 (odd TPN of
//! // the first-team gets the initial colour, White).
//! let pairs: Vec<(u16, u16)> =
//!     pairing.pairs.iter().map(|p| (p.white.get(), p.black.get())).collect();
//! assert_eq!(pairs, [(1, 4), (5, 2), (3, 6)]);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # The input, and how a tournament maps to it
//!
//! One [`TeamEntrant`] per team: its TPN (1.1), whether it is to be paired this round (not
//! withdrawn, not absent, no bye requested), its primary score (match points or game points
//! as the rules say, 1.2), its secondary score (for the first-team, 4.2.2), its pairing
//! score (the primary score plus the virtual points of acceleration, C.04.7: the TRF `250`
//! record), the matches it played over the board in round order (opponent, the scheduled
//! colour of its board-1 player, whether it floated), and whether \[C2\] bars it from the PAB
//! (it had a PAB, won a match by forfeit or got a full-point bye). Forfeited matches and byes
//! are not listed: they are no meeting and give no colour (C.04.2 3.4–3.5, 1.6.1).
//!
//! [`TeamRound`] holds the round, the number of rounds (`142`: the last round and the last
//! two rounds matter), the preference type (A, B, or none; `192`), whether the secondary
//! score decides colours, the initial colour (`152`) and the forbidden pairs (`260`).
//! [`board_colours`] spreads the board-1 colour over the boards by the pattern of `352`.
//!
//! # The rules, and where they are applied
//!
//! | Article | Rule | Here |
//! |---|---|---|
//! | 1.1 | TPN | input; the index order of the field |
//! | 1.2 | primary and secondary score | `score`, `secondary_score`; pairing uses `pairing_score` |
//! | 1.3 | scoregroups; brackets of a top-scoregroup and upfloaters | `procedure.rs` |
//! | 1.4 | the PAB: no opponent, no colour, a drawn match's points | [`TeamPairing::pab`]; the points are the caller's |
//! | 1.5 | floater | [`PlayedMatch::floated`] |
//! | 1.6, 1.7 | colour difference; Type A / Type B preferences | `colours.rs` ([`preference`]) |
//! | 2.1.1 \[C1\] | no two teams meet twice; `260` pairs | the compatibility graph |
//! | 2.1.2 \[C2\] | no PAB after a PAB, a forfeit win, a full-point bye | [`TeamEntrant::pab_barred`] |
//! | 2.2.1 \[C3\] | the teams left can always be paired | every choice keeps a perfect matching of the rest |
//! | 2.3.1–2.3.4 \[C4\]–\[C7\] | upfloaters: fewest; highest scores; next scoregroup; floats | `choose_upfloaters` |
//! | 2.3.5–2.3.7 \[C8\]–\[C10\] | bracket: colour preferences; strong ones; floating opponents | `bracket.rs` |
//! | 3.4 | the PAB: legal for the rest, lowest score, most matches, largest TPN | `pair_field` |
//! | 3.5 | upfloater sets: \[C4\], \[C5\], order of 3.5.3–3.5.4, first meeting \[C6\], \[C7\] | `choose_upfloaters` |
//! | 3.6 | bracket pairing: identifier order, first meeting \[C1\], \[C8\]–\[C10\] | `pair_bracket` |
//! | 4.1–4.3 | colours: first-team, cascade 4.3.1–4.3.9 | [`allocate`] |
//!
//! # Readings where the text is unclear (each argued in a test)
//!
//! The same decisions are listed, with the alternatives, in the project's `docs/team-swiss.md`.
//!
//! - **A1 Type B, last round, CD 0, the last two matches of one colour**: a strong
//!   preference. The last-round exception is written into the mild clauses only, and the
//!   strong clause ("CD 0 or −1 and Black in the last two played matches") does not exclude
//!   the last round.
//! - **A2 overlapping clauses** (e.g. CD −1 and Black in the last two matches, Type B): the
//!   strong preference, the stronger clause being the one that applies.
//! - **A3 a forfeited match** is no meeting (C.04.2 3.5): the teams may be paired again. The
//!   caller does not list it in [`TeamEntrant::matches`].
//! - **A5 \[C5\] when upfloaters meet each other**: the upfloaters' scores are compared as a
//!   list in ascending order, the highest list best (the fewest from the lowest score, then
//!   the next lowest).
//! - **A6 \[C6\]** is pass or fail: what is left of the following scoregroup can be paired in
//!   its own bracket with the fewest upfloaters its number allows (none if even, one if odd),
//!   with \[C1\] and \[C3\]. "The following scoregroup" is the next score present among the
//!   teams not yet paired.
//! - **A7 "complies with"** a minimising criterion (3.5.5, 3.6.4): the best value attainable,
//!   criteria in priority order, then the first set or identifier in the text's order. A set
//!   (or pairing) that fails a quality criterion is still chosen when no legal one meets it.
//! - **A8 floats under acceleration**: "a different score" is the pairing score of that round
//!   (the caller's [`PlayedMatch::floated`]); scoregroups, upfloaters and the PAB use the
//!   pairing score too, as C.04.7 adds the virtual points for pairing.
//! - **A9 3.4.3 "matches played"**: matches played over the board; forfeits and byes excluded.
//! - **A12 4.3.6**: the played-only histories are aligned at their ends (C.04.2 3.4).
//! - **G1 the top member (3.6.1)** is the smaller TPN of a pair, whatever the scores: the
//!   text says so and never seats by score.
//! - **\[C10\] "upfloaters' opponents"**: a resident of the top-scoregroup paired with an
//!   upfloater, counted when that resident floated in the previous round.
//! - **\[C8\], \[C9\] as counts**: Art. 4 grants every preference except where both teams of a
//!   pair prefer the same colour, where exactly one is not met; and with one strong and one
//!   mild preference (Type B) the strong one is granted (4.3.4). So \[C8\] counts the pairs
//!   whose teams prefer the same colour, \[C9\] those where both preferences are strong.
//! - **4.2.1 "score"** is the pairing score (virtual points included); 4.2.2 the secondary
//!   score without virtual points.
//! - **Board order of the publication** (C.04.2): by the pairing score of the higher team of
//!   the pair, then the sum of the two, then the TPN of the higher team ("higher" by pairing
//!   score, then TPN; the secondary score is not used, as C.04.2 knows only one score).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod bracket;
mod colours;
mod error;
mod input;
mod procedure;

#[cfg(test)]
mod tests;

pub use colours::{Preference, Strength, allocate, colour_difference, is_first_team, preference};
pub use error::TeamSwissError;
pub use input::{PlayedMatch, PreferenceType, TeamEntrant, TeamRound, Tpn, board_colours};

use rondo_core::Score;
use rondo_pairing::{NoValidPairing, Reason, ReasonKind};

use crate::procedure::{Field, FieldResult, pair_field};

/// One match of the round: the team with White on board 1 first.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamPair {
    /// The team with White on board 1.
    pub white: Tpn,
    /// The team with Black on board 1.
    pub black: Tpn,
    /// Why the colours are so (the rule of 4.3 that decided).
    pub colour_reason: Reason,
}

/// One bracket as it was paired (3.5, 3.6).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamBracket {
    /// The pairing score of the top-scoregroup.
    pub score: Score,
    /// The teams of the top-scoregroup, by TPN.
    pub residents: Vec<Tpn>,
    /// The upfloaters, by score then TPN (3.5.3).
    pub upfloaters: Vec<Tpn>,
    /// The pairs (top member, bottom member) in the order of the identifier (3.6.2).
    pub pairs: Vec<(Tpn, Tpn)>,
    /// How the upfloaters were chosen and how the bracket was paired.
    pub reasons: Vec<Reason>,
}

/// A round paired.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamPairing {
    /// The matches in the order of publication.
    pub pairs: Vec<TeamPair>,
    /// The team that gets the pairing-allocated bye.
    pub pab: Option<Tpn>,
    /// Why that team (3.4).
    pub pab_reasons: Vec<Reason>,
    /// The brackets, top first.
    pub brackets: Vec<TeamBracket>,
}

/// The outcome of pairing a round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "outcome", rename_all = "snake_case"))]
pub enum TeamOutcome {
    /// The round is paired.
    Paired(TeamPairing),
    /// No pairing meets \[C1\] and \[C2\] (3.3.3: the Chief Arbiter decides).
    NoCompletePairing(NoValidPairing),
}

/// The identifier of a bracket pairing (3.6.2): the top members (the smaller TPN of each
/// pair, 3.6.1) in ascending order, then the bottom members in the same order.
#[must_use]
pub fn identifier(pairs: &[(Tpn, Tpn)]) -> Vec<Tpn> {
    let mut seated: Vec<(Tpn, Tpn)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    seated.sort_unstable();
    seated
        .iter()
        .map(|p| p.0)
        .chain(seated.iter().map(|p| p.1))
        .collect()
}

/// The points of the pairing-allocated bye (1.4): those of a drawn match, unless the
/// regulations say otherwise: the match points of a draw, and half the boards' game points
/// (a draw on every board, `board_draw` each).
#[must_use]
pub fn pab_points(boards: u16, match_draw: Score, board_draw: Score) -> (Score, Score) {
    (match_draw, board_draw.times(i32::from(boards)))
}

/// Pairs one round of a team Swiss by C.04.6 (2026).
///
/// # Errors
///
/// [`TeamSwissError`] for two teams with one TPN, a round beyond the tournament's rounds, or
/// a bug.
pub fn pair_round(round: &TeamRound) -> Result<TeamOutcome, TeamSwissError> {
    if round.round.get() > round.total_rounds {
        return Err(TeamSwissError::RoundBeyondTotal {
            round: round.round,
            total: round.total_rounds,
        });
    }
    let mut tpns: Vec<Tpn> = round.teams.iter().map(|t| t.tpn).collect();
    tpns.sort_unstable();
    if let Some(pair) = tpns.windows(2).find(|w| w[0] == w[1]) {
        return Err(TeamSwissError::DuplicateTpn(pair[0]));
    }
    let field = Field::new(round);
    let (records, bye) = match pair_field(&field)? {
        FieldResult::NoValidPairing(why) => return Ok(TeamOutcome::NoCompletePairing(why)),
        FieldResult::Paired { brackets, bye } => (brackets, bye),
    };
    let tpn = |i: usize| field.teams[i].tpn;
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let mut brackets = Vec::with_capacity(records.len());
    for record in &records {
        pairs.extend(record.pairs.iter().copied());
        let bracket_pairs: Vec<(Tpn, Tpn)> =
            record.pairs.iter().map(|p| (tpn(p.0), tpn(p.1))).collect();
        let reasons = vec![
            Reason::system(
                "3.5.5",
                ReasonKind::TopScoregroupUpfloaters {
                    upfloaters: record.upfloaters.iter().map(|i| tpn(*i)).collect(),
                    next_scoregroup_pairable: record.c6_met,
                    floated_before: record.c7,
                },
            ),
            Reason::system(
                "3.6.4",
                ReasonKind::TeamBracketPaired {
                    identifier: identifier(&bracket_pairs),
                    colour_failures: record.cost.0,
                    strong_colour_failures: record.cost.1,
                    floater_opponents: record.cost.2,
                },
            ),
        ];
        brackets.push(TeamBracket {
            score: record.score,
            residents: record.residents.iter().map(|i| tpn(*i)).collect(),
            upfloaters: record.upfloaters.iter().map(|i| tpn(*i)).collect(),
            pairs: bracket_pairs,
            reasons,
        });
    }
    // Colours (Art. 4) and the order of publication.
    let mut matches: Vec<(usize, usize, TeamPair)> = pairs
        .iter()
        .map(|&(a, b)| {
            let (first, other) = if is_first_team(field.teams[a], field.teams[b], round) {
                (a, b)
            } else {
                (b, a)
            };
            let (colour, reason) = allocate(field.teams[first], field.teams[other], round);
            let (white, black) = colours::white_and_black(tpn(first), tpn(other), colour);
            (
                first,
                other,
                TeamPair {
                    white,
                    black,
                    colour_reason: reason,
                },
            )
        })
        .collect();
    // C.04.2's order of publication: the score of the higher team of the pair, the sum of
    // the scores, the initial order (TPN) of the higher team; "higher" by score, then TPN.
    let score = |i: usize| field.teams[i].pairing_score;
    matches.sort_by(|x, y| {
        let key = |(f, o, _): &(usize, usize, TeamPair)| {
            let higher = if (std::cmp::Reverse(score(*f)), *f) < (std::cmp::Reverse(score(*o)), *o)
            {
                *f
            } else {
                *o
            };
            (
                std::cmp::Reverse(score(higher)),
                std::cmp::Reverse(score(*f) + score(*o)),
                tpn(higher),
            )
        };
        key(x).cmp(&key(y))
    });
    let (pab, pab_reasons) = match bye {
        Some(record) => {
            let team = &field.teams[record.team];
            let mut reasons = vec![Reason::system(
                "1.4",
                ReasonKind::OddNumberOfPlayers {
                    players: field.len(),
                },
            )];
            if !record.barred_before.is_empty() {
                reasons.push(Reason::system(
                    "2.1.2",
                    ReasonKind::LowerIneligible {
                        players: record.barred_before.iter().map(|i| tpn(*i)).collect(),
                    },
                ));
            }
            if !record.stranding.is_empty() {
                reasons.push(Reason::system(
                    "3.4.1",
                    ReasonKind::LowerWouldStrand {
                        players: record.stranding.iter().map(|i| tpn(*i)).collect(),
                    },
                ));
            }
            reasons.push(Reason::system(
                "3.4.2",
                ReasonKind::ByeLowestMostGamesLargestNumber {
                    games_played: u16::try_from(team.matches_played()).unwrap_or(u16::MAX),
                },
            ));
            (Some(team.tpn), reasons)
        }
        None => (None, Vec::new()),
    };
    Ok(TeamOutcome::Paired(TeamPairing {
        pairs: matches.into_iter().map(|(_, _, p)| p).collect(),
        pab,
        pab_reasons,
        brackets,
    }))
}
