//! Properties of generated tournaments paired by the Dubov system: the absolute criteria
//! [C1]–[C3] hold in every round (no rematch, no pair the file forbids, no two players with the
//! same absolute colour preference), the PAB only when the number is odd and only to a player
//! allowed it ([C2]), everyone present is paired once, colours follow art. 5 (differing
//! preferences both granted, an absolute preference always granted), the checker re-pairs
//! every round the same way, and "no valid pairing" is only reported when no complete pairing
//! exists (checked by an independent matching).

use proptest::prelude::*;
use rondo_core::{Colour, PlayerId, PreferenceStrength, RoundNo, Tournament};
use rondo_dubov::{DubovOptions, check_tournament, dubov_preference, generate, pair_round};
use rondo_pairing::{BakuVariant, GenerateConfig, PairingOutcome, maximum_compatible_pairs};

fn config() -> impl Strategy<Value = GenerateConfig> {
    (
        2u16..=30,
        1u16..=9,
        any::<u64>(),
        0.0..0.6f64,
        0.0..0.15f64,
        prop_oneof![Just(0.0), 0.0..0.1f64],
        prop_oneof![Just(0.0), 0.0..0.05f64],
        prop_oneof![Just(0.0), 0.0..0.1f64],
        0u16..3,
        prop_oneof![Just(None), Just(Some(BakuVariant::Fide))],
    )
        .prop_map(
            |(
                players,
                rounds,
                seed,
                draw_rate,
                forfeit_rate,
                bye_rate,
                withdrawal_rate,
                late_entry_rate,
                forbidden_pairs,
                acceleration,
            )| {
                GenerateConfig::default()
                    .with_players(players)
                    .with_rounds(rounds)
                    .with_seed(seed)
                    .with_draw_rate(draw_rate)
                    .with_forfeit_rate(forfeit_rate)
                    .with_bye_rate(bye_rate)
                    .with_withdrawal_rate(withdrawal_rate)
                    .with_late_entry_rate(late_entry_rate)
                    .with_forbidden_pairs(forbidden_pairs)
                    .with_acceleration(acceleration)
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

/// Whether two players may meet by [C1] and [C3], read from the view alone.
fn may_meet(tournament: &Tournament, round: RoundNo, a: PlayerId, b: PlayerId) -> bool {
    let view = tournament.view(round);
    let (Some(x), Some(y)) = (view.state(a), view.state(b)) else {
        return false;
    };
    let (p, q) = (dubov_preference(&x.colours), dubov_preference(&y.colours));
    let same_absolute = p.strength == PreferenceStrength::Absolute
        && q.strength == PreferenceStrength::Absolute
        && p.colour == q.colour;
    !x.has_met(b) && !tournament.is_forbidden_pair(a, b, round) && !same_absolute
}

/// Whether the present players of `round` admit a complete pairing ([C1]–[C3], and the PAB
/// to an eligible player when they are odd).
fn complete_pairing_exists(tournament: &Tournament, round: RoundNo) -> Result<bool, TestCaseError> {
    let view = tournament.view(round);
    let present: Vec<PlayerId> = view.present().map(|s| s.id).collect();
    let pairs_of = |players: &[PlayerId]| {
        maximum_compatible_pairs(players.len(), |i, j| {
            may_meet(tournament, round, players[i], players[j])
        })
        .map_err(|e| TestCaseError::fail(e.to_string()))
    };
    if present.len() % 2 == 0 {
        return Ok(2 * pairs_of(&present)? == present.len());
    }
    for bye in &present {
        if view.state(*bye).is_some_and(|s| s.pab_eligible) {
            let rest: Vec<PlayerId> = present.iter().copied().filter(|p| p != bye).collect();
            if 2 * pairs_of(&rest)? == rest.len() {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn generated_tournaments_keep_the_rules(config in config()) {
        let options = DubovOptions::default();
        let setup = generate(&config, &options);
        let tournament = Tournament::try_from(setup).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        for round in (1..=tournament.paired_rounds()).filter_map(RoundNo::new) {
            let view = tournament.view(round);
            let outcome = pair_round(&view, &options).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let Some(pairing) = outcome.pairing() else {
                return Err(TestCaseError::fail(format!("round {round} is in the file but not paired")));
            };
            let mut seen: Vec<PlayerId> = Vec::new();
            for board in &pairing.boards {
                let (w, b) = (board.white, board.black);
                seen.extend([w, b]);
                let (Some(white), Some(black)) = (view.state(w), view.state(b)) else {
                    return Err(TestCaseError::fail("unknown player"));
                };
                prop_assert!(!white.has_met(b), "{w}-{b} meet again in round {round}");
                prop_assert!(!tournament.is_forbidden_pair(w, b, round), "{w}-{b} forbidden");
                let (pw, pb) = (dubov_preference(&white.colours), dubov_preference(&black.colours));
                let absolute = |p: rondo_core::ColourPreference| p.strength == PreferenceStrength::Absolute;
                prop_assert!(!(absolute(pw) && absolute(pb) && pw.colour == pb.colour),
                    "{w}-{b} share an absolute preference in round {round}");
                // Art. 5.2.2 and 5.2.3: differing preferences are both granted, an absolute one
                // always is (two absolute ones never meet on the same colour).
                if white.games_played > 0 || black.games_played > 0 {
                    if pw.colour != pb.colour {
                        prop_assert_eq!(pw.colour, Colour::White, "{}-{} preferences differ", w, b);
                    }
                    if absolute(pb) {
                        prop_assert_eq!(pb.colour, Colour::Black);
                    }
                    if absolute(pw) {
                        prop_assert_eq!(pw.colour, Colour::White);
                    }
                }
            }
            if let Some(bye) = pairing.pairing_bye {
                seen.push(bye);
                prop_assert!(view.state(bye).is_some_and(|s| s.pab_eligible), "PAB to {bye}, not allowed it");
            }
            let mut present: Vec<PlayerId> = view.present().map(|s| s.id).collect();
            prop_assert_eq!(pairing.pairing_bye.is_some(), present.len() % 2 == 1);
            seen.sort_unstable();
            present.sort_unstable();
            prop_assert_eq!(seen, present, "round {} does not pair every present player once", round);
        }
        for check in check_tournament(&tournament, &options) {
            prop_assert!(check.agrees(), "round {} re-pairs differently: {:?}", check.round, check.verdict);
        }
    }

    // Every round is complete whenever a complete pairing exists: short events of few players
    // run out of legal pairings, and the round that stops them must have none.
    #[test]
    fn no_valid_pairing_only_when_none_exists(
        players in 2u16..=12,
        rounds in 3u16..=11,
        seed in any::<u64>(),
        forbidden_pairs in 0u16..3,
    ) {
        let config = GenerateConfig::default()
            .with_players(players)
            .with_rounds(rounds)
            .with_seed(seed)
            .with_bye_rate(0.0)
            .with_withdrawal_rate(0.0)
            .with_late_entry_rate(0.0)
            .with_forbidden_pairs(forbidden_pairs);
        let options = DubovOptions::default();
        let tournament = Tournament::try_from(generate(&config, &options))
            .map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        let played = tournament.paired_rounds();
        if played < rounds && let Some(next) = RoundNo::new(played + 1) {
            let outcome = pair_round(&tournament.view(next), &options)
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert!(matches!(outcome, PairingOutcome::NoValidPairing(_)));
            prop_assert!(!complete_pairing_exists(&tournament, next)?, "a pairing exists for round {next}");
        }
        for round in (1..=played).filter_map(RoundNo::new) {
            prop_assert!(complete_pairing_exists(&tournament, round)?);
        }
    }
}
