//! Whole events: the absolute rules on random fields (property tests), a 30-team, 11-round
//! event paired round by round, and the time a 1,000-team round takes.

use proptest::prelude::*;

use crate::driver::{EventShape, Failure, check_groups_keep_most, has_complete_pairing, play};

// Issue 36: an Olympiad-rules event of 30 teams over 11 rounds pairs every round with random
// match results, forfeits and absences.
#[test]
fn thirty_teams_eleven_rounds() {
    let shape = EventShape {
        teams: 30,
        rounds: 11,
        forfeits: 20,
        absences: 15,
        forbidden: 4,
    };
    for seed in 0..40 {
        match play(shape, seed) {
            Ok(played) => {
                assert_eq!(played.len(), 11);
                for (k, round) in played.iter().enumerate() {
                    assert_eq!(usize::from(round.input.round.get()), k + 1);
                    assert!(
                        round.pairing.pairs.len() >= 13,
                        "seed {seed}, round {}",
                        k + 1
                    );
                }
            }
            Err(failure) => panic!("seed {seed}: {failure:?}"),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    // 9.5, 7.4 and 8.4 against an exhaustive search: every group of every round keeps the most
    // pairings it can while the rest of the round stays pairable, within the limits of 7.3
    // unless it keeps more without them.
    #[test]
    fn groups_keep_the_most_pairings(
        teams in 2u16..=12,
        rounds in 1u16..=8,
        forfeits in 0u64..=60,
        forbidden in 0u16..=2,
        seed in any::<u64>(),
    ) {
        let shape = EventShape { teams, rounds, forfeits, absences: 30, forbidden };
        if let Ok(played) = play(shape, seed) {
            for round in &played {
                if let Err(what) = check_groups_keep_most(&round.input, &round.pairing) {
                    prop_assert!(false, "round {}: {what}", round.input.round);
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    // Every round the engine pairs keeps the absolute rules; a field it cannot pair is one with
    // no complete pairing at all (checked by exhaustion on the teams still to pair).
    #[test]
    fn random_fields_keep_the_absolute_rules(
        teams in 2u16..=16,
        rounds in 1u16..=9,
        forfeits in 0u64..=100,
        absences in 0u64..=100,
        forbidden in 0u16..=3,
        seed in any::<u64>(),
    ) {
        let shape = EventShape { teams, rounds, forfeits, absences, forbidden };
        match play(shape, seed) {
            Ok(_) => {}
            Err(Failure::Breach { round, what }) => prop_assert!(false, "round {round}: {what}"),
            Err(Failure::NoPairing { round }) => {
                prop_assert!(!has_complete_pairing(&round), "round {} is pairable", round.round);
            }
        }
    }
}

// The engine must pair 1,000 teams in well under half a second. Timed in release builds only
// (`RONDO_SLOW_TESTS=1 cargo test --release -p rondo-olympiad`), where the figures are printed.
#[test]
fn a_thousand_teams() {
    if std::env::var_os("RONDO_SLOW_TESTS").is_none() || cfg!(debug_assertions) {
        return;
    }
    let shape = EventShape {
        teams: 1000,
        rounds: 11,
        forfeits: 10,
        absences: 5,
        forbidden: 0,
    };
    let started = std::time::Instant::now();
    let played = play(shape, 7).expect("every round pairs");
    let timings: Vec<_> = played.iter().map(|p| p.took).collect();
    let slowest = timings.iter().max().copied().unwrap_or_default();
    eprintln!(
        "1,000 teams, 11 rounds: {timings:?}, slowest {slowest:?}, all {:?}",
        started.elapsed()
    );
    assert!(
        slowest < std::time::Duration::from_millis(500),
        "slowest round {slowest:?}"
    );
}
