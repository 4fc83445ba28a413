//! Simulated team events for the tests: each round is paired by the engine, then given
//! random results board by board (4 boards, match points 2/1/0, game points 1/½/0), with
//! absences, forfeited matches and, for some seeds, acceleration.

use rondo_core::{Colour, PlayerId, RoundNo, Score};

use crate::input::{PlayedMatch, PreferenceType, TeamEntrant, TeamRound};
use crate::procedure::Field;
use crate::{TeamOutcome, pair_round};

/// A small deterministic generator (xorshift), seeded.
pub(crate) struct Random(u64);

impl Random {
    pub(crate) fn new(seed: u64) -> Random {
        Random(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Runs an event of `n` teams over `rounds` rounds, calling `check` with each round's input
/// and the engine's outcome. Stops early when a round cannot be paired.
pub(crate) fn run(
    seed: u64,
    n: u16,
    rounds: u16,
    preferences: PreferenceType,
    check: &mut dyn FnMut(&TeamRound, &TeamOutcome),
) {
    let mut random = Random::new(seed);
    let accelerated = seed % 4 == 3;
    let mut teams: Vec<TeamEntrant> = (1..=n)
        .filter_map(PlayerId::new)
        .map(TeamEntrant::new)
        .collect();
    let forbidden = if seed % 5 == 0 && n >= 4 {
        PlayerId::new(1).zip(PlayerId::new(2)).into_iter().collect()
    } else {
        Vec::new()
    };
    for r in 1..=rounds {
        let Some(round_no) = RoundNo::new(r) else {
            return;
        };
        for t in &mut teams {
            t.to_be_paired = random.below(20) != 0;
            let virtual_points = if accelerated && t.tpn.get() <= n.div_ceil(2) && r <= rounds / 2 {
                2
            } else {
                0
            };
            t.pairing_score = t.score + Score::from_points(virtual_points);
        }
        let round = TeamRound::new(round_no, rounds, teams.clone())
            .with_preferences(preferences)
            .with_secondary_for_colours(seed % 2 == 0)
            .with_initial_colour(if seed % 3 == 0 {
                Colour::Black
            } else {
                Colour::White
            })
            .with_forbidden_pairs(forbidden.clone());
        let outcome = match pair_round(&round) {
            Ok(outcome) => outcome,
            Err(e) => panic!("seed {seed} round {r}: {e}"),
        };
        check(&round, &outcome);
        let TeamOutcome::Paired(pairing) = outcome else {
            return;
        };
        let index = |tpn: PlayerId| usize::from(tpn.get() - 1);
        if let Some(pab) = pairing.pab {
            let t = &mut teams[index(pab)];
            t.score += Score::from_points(1);
            t.secondary_score += Score::from_points(2);
            t.pab_barred = true;
        }
        for pair in &pairing.pairs {
            let (w, b) = (index(pair.white), index(pair.black));
            let (sw, sb) = (teams[w].pairing_score, teams[b].pairing_score);
            if random.below(25) == 0 {
                // A forfeited match: no meeting, no colour; the winner may not have the PAB.
                teams[w].score += Score::from_points(2);
                teams[w].secondary_score += Score::from_points(4);
                teams[w].pab_barred = true;
                continue;
            }
            let halves = i32::try_from(random.below(9)).unwrap_or(4);
            let (gw, gb) = (Score::from_halves(halves), Score::from_halves(8 - halves));
            let (mw, mb) = match halves.cmp(&4) {
                std::cmp::Ordering::Greater => (2, 0),
                std::cmp::Ordering::Equal => (1, 1),
                std::cmp::Ordering::Less => (0, 2),
            };
            for (me, other, colour, game, mp) in
                [(w, b, Colour::White, gw, mw), (b, w, Colour::Black, gb, mb)]
            {
                let opponent = teams[other].tpn;
                let t = &mut teams[me];
                t.matches.push(PlayedMatch {
                    round: round_no,
                    opponent,
                    colour,
                    floated: sw != sb,
                });
                t.score += Score::from_points(mp);
                t.secondary_score += game;
            }
        }
    }
}

/// Whether some pairing of the field meets \[C1\] and \[C2\] (3.3.1).
pub(crate) fn complete_pairing_exists(field: &Field) -> bool {
    let n = field.len();
    let pairs = |skip: Option<usize>| {
        let keep: Vec<usize> = (0..n).filter(|i| Some(*i) != skip).collect();
        rondo_pairing::maximum_compatible_pairs(keep.len(), |a, b| {
            field.compatible[keep[a]][keep[b]]
        })
        .unwrap_or(0)
    };
    if n % 2 == 0 {
        pairs(None) == n / 2
    } else {
        (0..n).any(|c| !field.teams[c].pab_barred && pairs(Some(c)) == n / 2)
    }
}

/// Runs `rounds_to_pair` rounds of an event of `n` teams and `rounds` rounds, recording the
/// time each pairing took (round, microseconds).
pub(crate) fn run_timed(
    seed: u64,
    n: u16,
    rounds: u16,
    preferences: PreferenceType,
    rounds_to_pair: u16,
    timings: &mut Vec<(u16, u128)>,
) {
    let mut clock = std::time::Instant::now();
    let mut count = 0;
    run(seed, n, rounds, preferences, &mut |round, outcome| {
        if count < rounds_to_pair {
            assert!(matches!(outcome, TeamOutcome::Paired(_)));
            timings.push((round.round.get(), clock.elapsed().as_micros()));
            count += 1;
        }
        clock = std::time::Instant::now();
    });
}
