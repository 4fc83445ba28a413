//! Properties of generated tournaments paired by the Lim system: compatibility (art. 2.1) is
//! never broken — no rematch, no forbidden pair, no third colour in a row, no three more of
//! one colour — except between players of the same score in the last round (art. 6); the bye
//! only for an odd number and to a player who may receive it (C.04.1 art. 3/4); everyone present
//! is paired; the checker re-pairs every round the same way; and "no valid pairing" is reported
//! only when no complete compatible pairing exists (checked by brute force).

use proptest::prelude::*;
use rondo_core::{Colour, PlayerState, RoundEntry, RoundNo, RoundView, Tournament};
use rondo_lim::{LimOptions, audit_round, check_tournament, generate, pair_round};
use rondo_pairing::{GenerateConfig, PairingOutcome};

fn config() -> impl Strategy<Value = GenerateConfig> {
    (
        2u16..=24,
        1u16..=9,
        any::<u64>(),
        0.0..0.6f64,
        0.0..0.15f64,
        prop_oneof![Just(0.0), 0.0..0.1f64],
        prop_oneof![Just(0.0), 0.0..0.05f64],
        0u16..4,
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
                forbidden,
            )| {
                GenerateConfig::default()
                    .with_players(players)
                    .with_rounds(rounds)
                    .with_seed(seed)
                    .with_draw_rate(draw_rate)
                    .with_forfeit_rate(forfeit_rate)
                    .with_bye_rate(bye_rate)
                    .with_withdrawal_rate(withdrawal_rate)
                    .with_forbidden_pairs(forbidden)
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

/// Whether `state` may have `colour` by art. 2.1 (written here independently of the engine).
fn within_limits(state: &PlayerState, colour: Colour) -> bool {
    let n = state.colours.len();
    let third = n >= 2 && state.colours[n - 2] == colour && state.colours[n - 1] == colour;
    let sign = if colour == Colour::White { 1 } else { -1 };
    !third && (state.colour_difference + sign).abs() < 3
}

/// Whether `a` and `b` are compatible in the round of `view` (art. 2.1, art. 6).
fn compatible(view: &RoundView<'_>, a: &PlayerState, b: &PlayerState) -> bool {
    if a.id == b.id
        || a.has_met(b.id)
        || view
            .tournament()
            .is_forbidden_pair(a.id, b.id, view.round())
    {
        return false;
    }
    if view.is_last_round() && a.score == b.score {
        return true;
    }
    [Colour::White, Colour::Black]
        .into_iter()
        .any(|c| within_limits(a, c) && within_limits(b, c.opposite()))
}

/// Whether the present players can all be paired compatibly, one eligible player left out
/// when their number is odd (brute force).
fn pairable(view: &RoundView<'_>, present: &[&PlayerState]) -> bool {
    fn go(
        view: &RoundView<'_>,
        left: &mut Vec<usize>,
        present: &[&PlayerState],
        bye: bool,
    ) -> bool {
        let Some(first) = left.pop() else {
            return true;
        };
        if !bye
            && left.len() % 2 == 0
            && present[first].pab_eligible
            && go(view, left, present, true)
        {
            left.push(first);
            return true;
        }
        for k in 0..left.len() {
            let other = left[k];
            if !compatible(view, present[first], present[other]) {
                continue;
            }
            left.remove(k);
            let ok = go(view, left, present, bye);
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
    go(view, &mut left, present, present.len() % 2 == 0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn generated_tournaments_keep_compatibility(config in config()) {
        let options = LimOptions::default();
        let setup = generate(&config, &options);
        let tournament = Tournament::try_from(setup).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        let played_rounds = tournament.paired_rounds();
        for round in (1..=played_rounds).filter_map(RoundNo::new) {
            let view = tournament.view(round);
            let mut byes = 0;
            let mut paired = 0;
            for player in tournament.players() {
                let entry = player.entry(round.index());
                let Some(state) = view.state(player.id) else { continue };
                if entry.is_pairing_bye() {
                    byes += 1;
                    prop_assert!(state.pab_eligible, "bye to {} who may not have it, round {round}", player.id);
                }
                if let Some(opponent) = entry.opponent() {
                    paired += 1;
                    let other = view.state(opponent).ok_or_else(|| TestCaseError::fail("opponent"))?;
                    prop_assert!(compatible(&view, state, other),
                        "{}-{opponent} not compatible in round {round}", player.id);
                    let colour = match entry {
                        RoundEntry::Game { colour, .. } | RoundEntry::Scheduled { colour, .. } => Some(colour),
                        RoundEntry::Unplayed(_) => None,
                    };
                    if let Some(colour) = colour
                        && !(view.is_last_round() && state.score == other.score)
                    {
                        prop_assert!(within_limits(state, colour),
                            "{} gets {colour:?} beyond the limits in round {round}", player.id);
                    }
                }
            }
            // The audit finds nothing to object to in the engine's own pairing.
            let outcome = pair_round(&view, &options).map_err(|e| TestCaseError::fail(e.to_string()))?;
            if let PairingOutcome::Paired(pairing) = outcome {
                let audit = audit_round(&view, &pairing, &options).map_err(|e| TestCaseError::fail(e.to_string()))?;
                prop_assert!(audit.breaches.is_empty(), "round {round}: {:?}", audit.breaches);
                prop_assert!(audit.missing.is_empty() && audit.added.is_empty());
            }
            prop_assert!(byes <= 1, "{byes} byes in round {round}");
            let present = view.present().count();
            prop_assert!(paired + byes <= present);
            prop_assert_eq!(byes, (paired + byes) % 2, "a bye only for an odd number");
        }
        for check in check_tournament(&tournament, &options) {
            prop_assert!(check.agrees(), "round {} re-pairs differently: {:?}", check.round, check.verdict);
        }
        // A tournament that stopped early did so because no complete compatible pairing
        // exists. (Only without byes and withdrawals: the absences drawn for the round that
        // failed are not kept in the file.)
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
            let present: Vec<&PlayerState> = view.present().collect();
            if present.len() <= 12 {
                prop_assert!(!pairable(&view, &present), "a pairing exists for round {next}");
            }
        }
    }

    #[test]
    fn a_round_is_left_unpaired_only_when_no_complete_pairing_exists(
        players in 3u16..=9,
        rounds in 3u16..=9,
        seed in any::<u64>(),
        forbidden in 0u16..3,
    ) {
        // Small fields and many rounds, so that rematches and colours run out: each generated
        // tournament stops at the first round the engine cannot pair, and brute force must
        // agree that no complete compatible pairing exists there.
        let config = GenerateConfig::default()
            .with_players(players)
            .with_rounds(rounds)
            .with_seed(seed)
            .with_bye_rate(0.0)
            .with_withdrawal_rate(0.0)
            .with_forbidden_pairs(forbidden);
        let options = LimOptions::default();
        let tournament = Tournament::try_from(generate(&config, &options))
            .map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        for round in (1..=tournament.paired_rounds()).filter_map(RoundNo::new) {
            let view = tournament.view(round);
            let present: Vec<&PlayerState> = view.present().collect();
            prop_assert!(pairable(&view, &present), "round {} was paired", round);
        }
        let played = tournament.paired_rounds();
        if played < rounds && let Some(next) = RoundNo::new(played + 1) {
            let view = tournament.view(next);
            let present: Vec<&PlayerState> = view.present().collect();
            let outcome = pair_round(&view, &options).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert!(matches!(outcome, PairingOutcome::NoValidPairing(_)));
            prop_assert!(!pairable(&view, &present), "a pairing exists for round {next}");
        }
    }
}
