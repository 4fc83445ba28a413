//! The Burstein system through the registry: resolution, seeding rounds by the Dutch engine,
//! the later rounds by `rondo-burstein`, and generated tournaments that keep every absolute
//! criterion and pair every round that can be paired.

use rondo_core::{RoundNo, System, SystemRecord, Tournament, TournamentSetup};
use rondo_pairing::{GenerateConfig, PairingOutcome, ReasonKind, recorded_pairing};

use crate::{BakuVariant, Choice, Options, PairingSystem, resolve};

fn burstein() -> &'static dyn PairingSystem {
    resolve(
        &Choice::system(System::Burstein),
        &TournamentSetup::default(),
    )
    .expect("Burstein is registered")
}

fn setup(players: u16, rounds: u16, system: Option<&str>) -> TournamentSetup {
    let players = (1..=players)
        .map(|n| {
            rondo_core::Player::new(
                rondo_core::PlayerId::new(n).expect("a start number"),
                format!("Player {n}"),
            )
        })
        .collect();
    TournamentSetup {
        players,
        declared_rounds: Some(rounds),
        system: system.map(str::to_owned),
        ..TournamentSetup::default()
    }
}

#[test]
fn the_file_names_burstein_and_the_baku_code_asks_for_acceleration() {
    let file = setup(8, 7, Some("FIDE_BURSTEIN"));
    let system = resolve(&Choice::default(), &file).expect("resolves");
    let descriptor = system.descriptor();
    assert_eq!(descriptor.chosen_by, "burstein");
    assert_eq!(descriptor.key, "burstein");
    assert!(descriptor.allocates_bye && descriptor.colour_is_absolute);
    let named = file.named_system().expect("named");
    assert_eq!(named.record, SystemRecord::Encoded);

    let baku = setup(8, 7, Some("FIDE_BURSTEIN_BAKU"));
    assert_eq!(
        resolve(&Choice::default(), &baku)
            .expect("resolves")
            .descriptor()
            .chosen_by,
        "burstein"
    );
    assert_eq!(
        Options::default().with_file(&baku).acceleration,
        Some(BakuVariant::Fide)
    );
    // The choice overrides the file.
    let dutch = resolve(&Choice::system(System::Dutch), &file).expect("resolves");
    assert_eq!(dutch.descriptor().chosen_by, "dutch");
}

#[test]
fn seeding_rounds_are_the_dutch_pairing_and_say_so() {
    let tournament = Tournament::try_from(setup(10, 7, Some("FIDE_BURSTEIN"))).expect("valid");
    let view = tournament.view(RoundNo::FIRST);
    let options = Options::default();
    let by_burstein = burstein().pair(&view, &options).expect("pairs");
    let by_dutch =
        rondo_dutch::pair_round(&view, &rondo_dutch::PairOptions::default()).expect("pairs");
    assert_eq!(by_burstein, by_dutch);
    let rondo_pairing::ExplainOutcome::Explained { explanation, .. } =
        burstein().explain(&view, &options).expect("explains")
    else {
        panic!("round 1 is pairable");
    };
    assert_eq!(
        explanation.brackets[0].decisions[0].kind,
        ReasonKind::SeedingRounds {
            seeding_rounds: 3,
            seeding: true
        }
    );
}

/// Whether a complete pairing of the round exists ([C1]–[C3], and an eligible bye when the
/// number is odd), by plain enumeration.
fn complete_pairing_exists(view: &rondo_core::RoundView<'_>) -> bool {
    let present: Vec<&rondo_core::PlayerState> = view.present().collect();
    let tournament = view.tournament();
    let absolute = |s: &rondo_core::PlayerState| {
        s.colour_preference
            .filter(|p| p.strength == rondo_core::PreferenceStrength::Absolute)
            .map(|p| p.colour)
    };
    let compatible = |a: usize, b: usize| {
        let (x, y) = (present[a], present[b]);
        !x.has_met(y.id)
            && !tournament.is_forbidden_pair(x.id, y.id, view.round())
            && !matches!((absolute(x), absolute(y)), (Some(c), Some(d)) if c == d)
    };
    fn pairable(left: &[usize], compatible: &dyn Fn(usize, usize) -> bool) -> bool {
        let Some((&first, rest)) = left.split_first() else {
            return true;
        };
        rest.iter().any(|&other| {
            compatible(first, other) && {
                let remaining: Vec<usize> = rest.iter().copied().filter(|v| *v != other).collect();
                pairable(&remaining, compatible)
            }
        })
    }
    let everyone: Vec<usize> = (0..present.len()).collect();
    if present.len() % 2 == 0 {
        return pairable(&everyone, &compatible);
    }
    everyone.iter().any(|&bye| {
        present[bye].pab_eligible && {
            let others: Vec<usize> = everyone.iter().copied().filter(|v| *v != bye).collect();
            pairable(&others, &compatible)
        }
    })
}

#[test]
fn generated_tournaments_keep_the_absolute_criteria_and_pair_every_pairable_round() {
    let options = Options::default();
    let mut rounds_seen = 0;
    for seed in 0..24u64 {
        let players = 7 + (seed % 8) as u16;
        let rounds = 5 + (seed % 5) as u16;
        let mut config = GenerateConfig::default()
            .with_players(players)
            .with_rounds(rounds)
            .with_seed(seed)
            .with_draw_rate(0.3)
            .with_forfeit_rate(0.05)
            .with_bye_rate(0.05)
            .with_withdrawal_rate(0.02)
            .with_zero_point_bye_rate(0.03)
            .with_late_entry_rate(0.1)
            .with_forbidden_pairs((seed % 3) as u16);
        if seed % 4 == 0 {
            config = config.with_acceleration(Some(BakuVariant::Fide));
        }
        let generated = burstein().generate(&config, &options).expect("generates");
        let tournament = Tournament::try_from(generated).expect("valid");
        let paired = tournament.paired_rounds();
        for r in 1..=paired {
            let round = RoundNo::new(r).expect("a round");
            let view = tournament.view(round);
            let recorded = recorded_pairing(&tournament, round);
            let breaches = burstein()
                .breaches(&view, &recorded.pairing, &options)
                .expect("audits");
            assert!(breaches.is_empty(), "seed {seed} round {r}: {breaches:?}");
            // The engine's own pairing audits as equal to itself, criterion by criterion.
            let audit = burstein()
                .audit(&view, &recorded, &options)
                .expect("audits");
            let verdict = audit.quality.map(|quality| quality.verdict);
            assert!(
                verdict.is_none_or(|v| v == rondo_pairing::QualityVerdict::Equal),
                "seed {seed} round {r}: {verdict:?}"
            );
            rounds_seen += 1;
        }
        // The round after the last one paired (the generator stops at a round without a
        // legal pairing, and drops its entries): paired exactly when a complete pairing exists.
        if paired < rounds {
            let view = tournament.view(RoundNo::new(paired + 1).expect("a round"));
            let outcome = burstein().pair(&view, &options).expect("pairs");
            if view.present().count() <= 14 {
                assert_eq!(
                    matches!(outcome, PairingOutcome::Paired(_)),
                    complete_pairing_exists(&view),
                    "seed {seed} round {}",
                    paired + 1
                );
            }
        }
        // Re-pairing the file gives the same rounds.
        let checks = burstein().check(&tournament, &options);
        assert!(
            checks.iter().all(rondo_pairing::RoundCheck::agrees),
            "seed {seed}: {checks:?}"
        );
    }
    assert!(rounds_seen > 100, "{rounds_seen}");
}

#[test]
fn audit_explain_and_checklist_work_after_the_seeding_rounds() {
    let config = GenerateConfig::default()
        .with_players(21)
        .with_rounds(7)
        .with_seed(5);
    let options = Options::default();
    let tournament =
        Tournament::try_from(burstein().generate(&config, &options).expect("generates"))
            .expect("valid");
    let round = RoundNo::new(5).expect("a round");
    let view = tournament.view(round);
    let recorded = recorded_pairing(&tournament, round);
    let audit = burstein()
        .audit(&view, &recorded, &options)
        .expect("audits");
    assert!(audit.breaches.is_empty() && audit.missing.is_empty() && audit.added.is_empty());
    assert_eq!(
        audit.quality.map(|quality| quality.verdict),
        Some(rondo_pairing::QualityVerdict::Equal)
    );
    let rondo_pairing::ExplainOutcome::Explained {
        pairing,
        explanation,
    } = burstein().explain(&view, &options).expect("explains")
    else {
        panic!("pairable");
    };
    assert_eq!(explanation.system, rondo_pairing::RuleSet::Burstein2026);
    assert_eq!(pairing.boards.len(), 10);
    assert!(explanation.bye.is_some());
    assert!(explanation.brackets.iter().all(|bracket| {
        bracket
            .decisions
            .iter()
            .any(|d| matches!(d.kind, ReasonKind::IndexOrder { .. }))
    }));
    let outcome = burstein().pair(&view, &options).expect("pairs");
    let checklist = burstein()
        .checklist(&view, &outcome, &options)
        .expect("lists");
    assert_eq!(checklist.rows.len(), 21);
}
