//! A test-only event driver: pairs a field round by round with the engine, draws the match
//! results at random (a seeded generator), and checks each round against the absolute rules.

use std::time::{Duration, Instant};

use rondo_core::{Colour, RoundNo, Score};
use rondo_olympiad::{
    ColourLimits, OlympiadEntrant, OlympiadOutcome, OlympiadPairing, OlympiadRound, PlayedMatch,
    Tpn, pair_round,
};

use crate::id;

/// xorshift64*: enough randomness for results, and the same on every machine.
pub(crate) struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % bound
    }

    pub fn chance(&mut self, per_thousand: u64) -> bool {
        self.below(1000) < per_thousand
    }
}

/// What the random event contains.
#[derive(Clone, Copy, Debug)]
pub(crate) struct EventShape {
    pub teams: u16,
    pub rounds: u16,
    /// Matches lost by default, per thousand.
    pub forfeits: u64,
    /// Teams absent from a round, per thousand.
    pub absences: u64,
    /// Forbidden pairs among the first teams (each of the first `forbidden` teams may not meet
    /// the next one).
    pub forbidden: u16,
}

/// A round the engine could not pair, or a breach of the absolute rules, with the round's
/// input.
#[derive(Debug)]
pub(crate) enum Failure {
    NoPairing { round: Box<OlympiadRound> },
    Breach { round: u16, what: String },
}

/// One round played: what the engine was given, what it returned, and how long it took.
pub(crate) struct Played {
    pub input: OlympiadRound,
    pub pairing: OlympiadPairing,
    pub took: Duration,
}

/// Plays the event; returns the rounds played, or the first failure.
pub(crate) fn play(shape: EventShape, seed: u64) -> Result<Vec<Played>, Failure> {
    let mut rng = Rng::new(seed);
    let mut teams: Vec<OlympiadEntrant> = (1..=shape.teams)
        .map(|n| {
            let mut t = OlympiadEntrant::new(id(n));
            t.strength = 3000 - u32::from(n);
            t
        })
        .collect();
    let forbidden: Vec<(Tpn, Tpn)> = (1..=shape.forbidden.min(shape.teams.saturating_sub(1)))
        .map(|n| (id(n), id(n + 1)))
        .collect();
    let mut pairings = Vec::new();
    for r in 1..=shape.rounds {
        for t in &mut teams {
            t.to_be_paired = !rng.chance(shape.absences);
        }
        let round =
            OlympiadRound::new(RoundNo::new(r).expect("round"), shape.rounds, teams.clone())
                .with_forbidden_pairs(forbidden.clone());
        let started = Instant::now();
        let outcome = pair_round(&round).expect("valid input");
        let took = started.elapsed();
        let pairing = match outcome {
            OlympiadOutcome::Paired(pairing) => pairing,
            OlympiadOutcome::NoCompletePairing(_) => {
                return Err(Failure::NoPairing {
                    round: Box::new(round),
                });
            }
        };
        if let Err(what) = check_absolute(&round, &pairing) {
            return Err(Failure::Breach { round: r, what });
        }
        let index = |tpn: Tpn| usize::from(tpn.get() - 1);
        if let Some(bye) = pairing.bye {
            let t = &mut teams[index(bye)];
            t.match_points += Score::from_points(1);
            t.bye_eligible = false;
        }
        for pair in &pairing.pairs {
            let (w, b) = (index(pair.white), index(pair.black));
            if rng.chance(shape.forfeits) {
                // One team did not appear: no meeting, no colour, and the winner may no longer
                // receive the bye (4.2.2).
                let winner = if rng.chance(500) { w } else { b };
                teams[winner].match_points += Score::from_points(2);
                teams[winner].bye_eligible = false;
                continue;
            }
            let (white_points, black_points) = match rng.below(3) {
                0 => (2, 0),
                1 => (1, 1),
                _ => (0, 2),
            };
            teams[w].match_points += Score::from_points(white_points);
            teams[b].match_points += Score::from_points(black_points);
            let round = RoundNo::new(r).expect("round");
            teams[w].matches.push(PlayedMatch {
                round,
                opponent: pair.black,
                colour: Colour::White,
            });
            teams[b].matches.push(PlayedMatch {
                round,
                opponent: pair.white,
                colour: Colour::Black,
            });
        }
        pairings.push(Played {
            input: round,
            pairing,
            took,
        });
    }
    Ok(pairings)
}

/// Whether the teams of the round can be paired at all: every team to be paired meets a team
/// it has not met and may meet, but one team that 4.2 allows the bye if their number is odd.
/// By exhaustion, independently of the engine.
pub(crate) fn has_complete_pairing(round: &OlympiadRound) -> bool {
    let teams: Vec<&OlympiadEntrant> = round.teams.iter().filter(|t| t.to_be_paired).collect();
    let may_meet = |a: &OlympiadEntrant, b: &OlympiadEntrant| {
        !a.matches.iter().any(|m| m.opponent == b.tpn)
            && !b.matches.iter().any(|m| m.opponent == a.tpn)
            && !round
                .forbidden_pairs
                .iter()
                .any(|&(p, q)| (p, q) == (a.tpn, b.tpn) || (q, p) == (a.tpn, b.tpn))
    };
    fn pairable(left: &[usize], compatible: &dyn Fn(usize, usize) -> bool) -> bool {
        let Some((&first, rest)) = left.split_first() else {
            return true;
        };
        rest.iter().any(|&other| {
            compatible(first, other) && {
                let remaining: Vec<usize> = rest.iter().copied().filter(|&x| x != other).collect();
                pairable(&remaining, compatible)
            }
        })
    }
    let compatible = |a: usize, b: usize| may_meet(teams[a], teams[b]);
    let all: Vec<usize> = (0..teams.len()).collect();
    if teams.len().is_multiple_of(2) {
        return pairable(&all, &compatible);
    }
    (0..teams.len())
        .filter(|&b| teams[b].bye_eligible)
        .any(|bye| {
            let rest: Vec<usize> = all.iter().copied().filter(|&x| x != bye).collect();
            pairable(&rest, &compatible)
        })
}

/// The absolute rules, read from the input and the output only: every team to be paired is
/// paired once or gets the bye; the bye only with an odd number and to a team 4.2 allows; no
/// two teams meet again or are a forbidden pair (6.1); both teams of a match stay within the
/// colour limits of 7.3 unless their group was paired without them (7.4).
pub(crate) fn check_absolute(
    round: &OlympiadRound,
    pairing: &OlympiadPairing,
) -> Result<(), String> {
    let to_pair: Vec<&OlympiadEntrant> = round.teams.iter().filter(|t| t.to_be_paired).collect();
    let find = |tpn: Tpn| round.teams.iter().find(|t| t.tpn == tpn);
    let mut seen: Vec<Tpn> = pairing
        .pairs
        .iter()
        .flat_map(|p| [p.white, p.black])
        .chain(pairing.bye)
        .collect();
    seen.sort_unstable();
    let mut expected: Vec<Tpn> = to_pair.iter().map(|t| t.tpn).collect();
    expected.sort_unstable();
    if seen != expected {
        return Err(format!("paired {seen:?}, expected {expected:?}"));
    }
    match pairing.bye {
        Some(bye) if to_pair.len().is_multiple_of(2) => {
            return Err(format!("bye {bye} with an even field"));
        }
        Some(bye) if !find(bye).is_some_and(|t| t.bye_eligible) => {
            return Err(format!("bye to {bye}, which 4.2 bars"));
        }
        None if to_pair.len() % 2 == 1 => return Err("no bye with an odd field".into()),
        _ => {}
    }
    let disregarded: Vec<(Tpn, Tpn)> = pairing
        .groups
        .iter()
        .filter(|g| g.colour_limits == ColourLimits::Disregarded)
        .flat_map(|g| g.pairs.iter().copied())
        .collect();
    for pair in &pairing.pairs {
        let (white, black) = (
            find(pair.white).expect("in field"),
            find(pair.black).expect("in field"),
        );
        let met = white.matches.iter().any(|m| m.opponent == black.tpn)
            || black.matches.iter().any(|m| m.opponent == white.tpn);
        let forbidden = round
            .forbidden_pairs
            .iter()
            .any(|&(p, q)| (p, q) == (white.tpn, black.tpn) || (q, p) == (white.tpn, black.tpn));
        if met || forbidden {
            return Err(format!("{} and {} may not meet", white.tpn, black.tpn));
        }
        let exempt = disregarded
            .iter()
            .any(|&(a, b)| (a, b) == (white.tpn, black.tpn) || (b, a) == (white.tpn, black.tpn));
        let within = within_limits(white, Colour::White) && within_limits(black, Colour::Black);
        if !exempt && !within {
            return Err(format!(
                "{}-{} breaks the colour limits of 7.3",
                white.tpn, black.tpn
            ));
        }
    }
    Ok(())
}

/// 9.5 with 7.4 and 8.4, by exhaustion: each group keeps as many pairings among its teams as
/// any pairing of every team not yet paired allows, within the colour limits of 7.3 unless
/// without them it keeps more (then it is paired without them, and only then).
pub(crate) fn check_groups_keep_most(
    round: &OlympiadRound,
    pairing: &OlympiadPairing,
) -> Result<(), String> {
    let find = |tpn: Tpn| round.teams.iter().find(|t| t.tpn == tpn).expect("in field");
    let may_meet = |a: Tpn, b: Tpn| {
        let (x, y) = (find(a), find(b));
        !x.matches.iter().any(|m| m.opponent == b)
            && !y.matches.iter().any(|m| m.opponent == a)
            && !round
                .forbidden_pairs
                .iter()
                .any(|&(p, q)| (p, q) == (a, b) || (q, p) == (a, b))
    };
    let fits = |a: Tpn, b: Tpn| {
        let (x, y) = (find(a), find(b));
        (within_limits(x, Colour::White) && within_limits(y, Colour::Black))
            || (within_limits(x, Colour::Black) && within_limits(y, Colour::White))
    };
    let mut active: Vec<Tpn> = round
        .teams
        .iter()
        .filter(|t| t.to_be_paired && Some(t.tpn) != pairing.bye)
        .map(|t| t.tpn)
        .collect();
    for group in &pairing.groups {
        let members: Vec<Tpn> = group
            .residents
            .iter()
            .chain(&group.incoming)
            .copied()
            .collect();
        let kept = |a: Tpn, b: Tpn, observed: bool| {
            members.contains(&a) && members.contains(&b) && (!observed || fits(a, b))
        };
        let best_within =
            most_kept(&active, &may_meet, &|a, b| kept(a, b, true)).ok_or_else(|| {
                format!(
                    "the teams left before group {} cannot be paired",
                    group.match_points
                )
            })?;
        let best_without = most_kept(&active, &may_meet, &|a, b| kept(a, b, false))
            .ok_or_else(|| "unpairable".to_owned())?;
        let (expected, limits) = if best_without > best_within {
            (best_without, ColourLimits::Disregarded)
        } else {
            (best_within, ColourLimits::Observed)
        };
        if group.colour_limits != limits || group.pairs.len() != expected {
            return Err(format!(
                "group {} ({:?}) kept {} pairs with limits {:?}; by exhaustion {} within the limits, {} without",
                group.match_points,
                group.side,
                group.pairs.len(),
                group.colour_limits,
                best_within,
                best_without
            ));
        }
        active.retain(|t| !group.pairs.iter().any(|&(a, b)| a == *t || b == *t));
    }
    if active.is_empty() {
        Ok(())
    } else {
        Err(format!("{active:?} left unpaired"))
    }
}

/// The most pairs `kept` admits in a pairing of all of `teams` (None if there is none).
fn most_kept(
    teams: &[Tpn],
    may_meet: &dyn Fn(Tpn, Tpn) -> bool,
    kept: &dyn Fn(Tpn, Tpn) -> bool,
) -> Option<usize> {
    let Some((&first, rest)) = teams.split_first() else {
        return Some(0);
    };
    rest.iter()
        .filter(|&&other| may_meet(first, other))
        .filter_map(|&other| {
            let remaining: Vec<Tpn> = rest.iter().copied().filter(|&t| t != other).collect();
            most_kept(&remaining, may_meet, kept).map(|k| k + usize::from(kept(first, other)))
        })
        .max()
}

/// 7.3 for one team and the colour it is given: colour difference within ±2, and not the
/// same colour three times running (played matches only).
fn within_limits(team: &OlympiadEntrant, colour: Colour) -> bool {
    let mut colours: Vec<(RoundNo, Colour)> =
        team.matches.iter().map(|m| (m.round, m.colour)).collect();
    colours.sort_by_key(|c| c.0);
    colours.push((RoundNo::FIRST, colour));
    let difference: i32 = colours
        .iter()
        .map(|c| if c.1 == Colour::White { 1 } else { -1 })
        .sum();
    let run = colours.iter().rev().take_while(|c| c.1 == colour).count();
    difference.abs() <= 2 && run <= 2
}
