//! Properties of generated tournaments paired by the Harkness system: no rematch (rule IV), at
//! most one bye per round and never a second one (rule III), everyone present is paired, players
//! due different colours both get them (rule VIII), the checker re-pairs every round the same
//! way, and "no valid pairing" is only reported when none exists (checked by brute force).

use std::collections::HashSet;

use proptest::prelude::*;
use rondo_core::{Colour, PlayerId, RoundEntry, RoundNo, Tournament, Unplayed};
use rondo_harkness::{HarknessOptions, check_tournament, generate, pair_round};
use rondo_pairing::{GenerateConfig, PairingOutcome};

fn config() -> impl Strategy<Value = GenerateConfig> {
    (
        2u16..=26,
        1u16..=9,
        any::<u64>(),
        0.0..0.6f64,
        0.0..0.15f64,
        prop_oneof![Just(0.0), 0.0..0.1f64],
        prop_oneof![Just(0.0), 0.0..0.05f64],
    )
        .prop_map(
            |(players, rounds, seed, draw_rate, forfeit_rate, bye_rate, withdrawal_rate)| {
                GenerateConfig::default()
                    .with_players(players)
                    .with_rounds(rounds)
                    .with_seed(seed)
                    .with_draw_rate(draw_rate)
                    .with_forfeit_rate(forfeit_rate)
                    .with_bye_rate(bye_rate)
                    .with_withdrawal_rate(withdrawal_rate)
            },
        )
}

fn cases() -> u32 {
    if std::env::var("RONDO_SLOW_TESTS").is_ok_and(|v| v == "1") {
        1000
    } else {
        100
    }
}

/// Whether the players of `present` can all be paired without a rematch, leaving out at most
/// one player who may have the bye.
fn pairable(present: &[PlayerId], met: &HashSet<(PlayerId, PlayerId)>, may_bye: &[bool]) -> bool {
    fn go(
        left: &mut Vec<usize>,
        present: &[PlayerId],
        met: &HashSet<(PlayerId, PlayerId)>,
        may_bye: &[bool],
        bye_used: bool,
    ) -> bool {
        let Some(first) = left.pop() else {
            return true;
        };
        if !bye_used
            && left.len() % 2 == 0
            && may_bye[first]
            && go(left, present, met, may_bye, true)
        {
            left.push(first);
            return true;
        }
        for k in 0..left.len() {
            let other = left[k];
            if met.contains(&(present[first], present[other])) {
                continue;
            }
            left.remove(k);
            let ok = go(left, present, met, may_bye, bye_used);
            left.insert(k, other);
            if ok {
                left.push(first);
                return true;
            }
        }
        left.push(first);
        false
    }
    let mut left: Vec<usize> = (0..present.len()).collect();
    go(&mut left, present, met, may_bye, present.len() % 2 == 0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn generated_tournaments_keep_the_rules(config in config()) {
        let options = HarknessOptions::default();
        let setup = generate(&config, &options);
        let tournament = Tournament::try_from(setup).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        let played_rounds = tournament.paired_rounds();
        let mut met: HashSet<(PlayerId, PlayerId)> = HashSet::new();
        let mut had_bye: HashSet<PlayerId> = HashSet::new();
        for round in (1..=played_rounds).filter_map(RoundNo::new) {
            let view = tournament.view(round);
            let mut byes = 0;
            let mut paired = 0;
            for player in tournament.players() {
                let entry = player.entry(round.index());
                if entry.is_pairing_bye() {
                    byes += 1;
                    prop_assert!(had_bye.insert(player.id), "second bye for {} in round {round}", player.id);
                }
                if let Some(opponent) = entry.opponent() {
                    paired += 1;
                    prop_assert!(!met.contains(&(player.id, opponent)),
                        "{}-{opponent} meet again in round {round}", player.id);
                }
                if let (RoundEntry::Game { colour, opponent, .. }, Some(state)) = (entry, view.state(player.id)) {
                    let due = |colours: &[Colour]| colours.last().map(|c| c.opposite());
                    let other = view.state(opponent).map(|s| due(&s.colours));
                    if let (Some(mine), Some(Some(theirs))) = (due(&state.colours), other) {
                        if mine != theirs {
                            prop_assert_eq!(colour, mine, "{} not given his due colour in round {}", player.id, round);
                        }
                    }
                }
            }
            prop_assert!(byes <= 1, "{byes} byes in round {round}");
            let present = view.present().count();
            prop_assert!(paired + byes <= present);
            prop_assert_eq!(byes, (paired + byes) % 2, "a bye only for an odd number");
            for player in tournament.players() {
                if let Some(opponent) = player.entry(round.index()).played_opponent() {
                    met.insert((player.id, opponent));
                }
            }
        }
        for check in check_tournament(&tournament, &options) {
            prop_assert!(check.agrees(), "round {} re-pairs differently: {:?}", check.round, check.verdict);
        }
        // A tournament that stopped early did so because no legal pairing exists. (Only
        // without byes and withdrawals: the absences drawn for the round that failed are not
        // kept in the file.)
        if played_rounds < config.rounds
            && config.bye_rate == 0.0
            && config.withdrawal_rate == 0.0
            && let Some(next) = RoundNo::new(played_rounds + 1)
        {
            let mut setup = tournament.setup().clone();
            for player in &mut setup.players {
                player.rounds.truncate(usize::from(played_rounds));
            }
            let shorter = Tournament::try_from(setup).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
            let view = shorter.view(next);
            let outcome = pair_round(&view, &options).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert!(matches!(outcome, PairingOutcome::NoValidPairing(_)));
            let present: Vec<PlayerId> = view.present().map(|s| s.id).collect();
            if present.len() <= 12 {
                let may_bye: Vec<bool> = present
                    .iter()
                    .map(|id| {
                        shorter.player(*id).is_some_and(|p| {
                            !p.rounds.iter().any(|e| {
                                matches!(e, RoundEntry::Unplayed(Unplayed::PairingBye | Unplayed::FullPointBye))
                            })
                        })
                    })
                    .collect();
                let missed_twice = present.iter().any(|id| {
                    shorter.player(*id).is_some_and(|p| {
                        p.rounds.iter().filter(|e| matches!(e, RoundEntry::Unplayed(Unplayed::ForfeitLoss { .. }))).count() >= 2
                    })
                });
                if !missed_twice {
                    prop_assert!(!pairable(&present, &met, &may_bye), "a pairing exists for round {next}");
                }
            }
        }
    }
}
