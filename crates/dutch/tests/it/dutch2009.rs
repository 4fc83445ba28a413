//! Properties of the 2009 edition on generated tournaments (`generate` pairs every round with
//! the 2009 text): the absolute criteria B1 and B2 always hold (B2 except for topscorers in
//! the last round, note to B), at most one pairing bye per round, nobody gets it twice or
//! after scoring a point without playing (B1 b), and every round pairs all players but one
//! at most.

use std::collections::HashSet;

use proptest::prelude::*;
use rondo_core::{Colour, PlayerId, RoundEntry, Score, Tournament, Unplayed};
use rondo_dutch::{Edition, GenerateConfig, PairOptions, generate};

fn check(config: &GenerateConfig) -> Result<(), TestCaseError> {
    let setup = generate(config, &dutch2009());
    let tournament = Tournament::try_from(setup).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let players = tournament.players();
    let rounds = usize::from(tournament.paired_rounds());
    let scoring = tournament.setup().scoring;
    for round in 0..rounds {
        let last_round = round + 1 == usize::from(tournament.n_rounds());
        let mut byes = 0;
        let mut present = 0;
        let mut paired = 0;
        for player in players {
            let entry = player.entry(round);
            let earlier: Vec<RoundEntry> = (0..round).map(|r| player.entry(r)).collect();
            if !entry.is_announced_absence()
                && !matches!(entry, RoundEntry::Unplayed(Unplayed::NotPaired))
            {
                present += 1;
            }
            if entry.opponent().is_some() {
                paired += 1;
            }
            // B1 a: no second game between the same players.
            if let Some(opponent) = entry.played_opponent() {
                let met_before = earlier
                    .iter()
                    .any(|e| e.played_opponent() == Some(opponent));
                prop_assert!(
                    !met_before,
                    "round {}: {} meets {} again",
                    round + 1,
                    player.id,
                    opponent
                );
            }
            if entry.is_pairing_bye() {
                byes += 1;
                // B1 b.
                let scored_without_playing = earlier.iter().any(|e| {
                    matches!(
                        e,
                        RoundEntry::Unplayed(
                            Unplayed::PairingBye
                                | Unplayed::ForfeitWin { .. }
                                | Unplayed::FullPointBye
                        )
                    )
                });
                prop_assert!(
                    !scored_without_playing,
                    "round {}: bye to {}",
                    round + 1,
                    player.id
                );
            }
            // B2, for players it applies to.
            let colours: Vec<Colour> = (0..=round)
                .filter_map(|r| player.entry(r).played_colour())
                .collect();
            let before: Score = earlier.iter().map(|e| scoring.points(*e)).sum();
            let half = Score::from_tenths(
                i32::try_from(round).unwrap_or(0) * scoring.max_per_game().tenths() / 2,
            );
            let topscorer = last_round && before > half;
            if !topscorer && entry.played_colour().is_some() {
                let difference: i32 = colours
                    .iter()
                    .map(|c| if *c == Colour::White { 1 } else { -1 })
                    .sum();
                prop_assert!(
                    difference.abs() <= 2,
                    "round {}: {} difference {}",
                    round + 1,
                    player.id,
                    difference
                );
                let three = colours.len() >= 3
                    && colours[colours.len() - 3..]
                        .iter()
                        .all(|c| *c == colours[colours.len() - 1]);
                prop_assert!(
                    !three,
                    "round {}: {} same colour three times",
                    round + 1,
                    player.id
                );
            }
        }
        prop_assert!(byes <= 1, "round {}: {} byes", round + 1, byes);
        prop_assert!(
            paired + byes + 1 >= present,
            "round {}: {} of {} paired",
            round + 1,
            paired,
            present
        );
    }
    Ok(())
}

fn dutch2009() -> PairOptions {
    PairOptions::default().with_edition(Edition::Dutch2009)
}

fn cases() -> u32 {
    if std::env::var("RONDO_SLOW_TESTS").is_ok_and(|v| v == "1") {
        400
    } else {
        60
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn generated_2009_tournaments_keep_the_absolute_criteria(
        players in 2u16..40,
        rounds in 1u16..10,
        seed in any::<u64>(),
        forfeit_percent in 0u8..15,
        bye_percent in 0u8..10,
    ) {
        let config = GenerateConfig::default().with_players(players).with_rounds(rounds).with_seed(seed).with_forfeit_rate(f64::from(forfeit_percent) / 100.0).with_bye_rate(f64::from(bye_percent) / 100.0).with_withdrawal_rate(0.01);
        check(&config)?;
    }
}

/// No player gets the pairing bye twice, over many seeds of odd-sized events.
#[test]
fn no_second_bye_in_2009_events() {
    for seed in 0..20 {
        let config = GenerateConfig::default()
            .with_players(11)
            .with_rounds(9)
            .with_seed(seed);
        let tournament = Tournament::try_from(generate(&config, &dutch2009())).expect("valid");
        let mut had_bye: HashSet<PlayerId> = HashSet::new();
        for round in 0..usize::from(tournament.paired_rounds()) {
            for player in tournament.players() {
                if player.entry(round).is_pairing_bye() {
                    assert!(
                        had_bye.insert(player.id),
                        "seed {seed}: second bye for {}",
                        player.id
                    );
                }
            }
        }
    }
}
