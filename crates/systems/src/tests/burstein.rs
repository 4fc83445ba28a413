//! The Burstein system through the registry: seeding rounds by the Dutch engine, the later
//! rounds by `rondo-burstein`, generated tournaments that keep every absolute criterion.

use rondo_core::{RoundNo, System, Tournament};
use rondo_pairing::{GenerateConfig, PairingOutcome};

use crate::{Choice, Options, SystemFamily, resolve};

fn burstein() -> &'static dyn crate::PairingSystem {
    resolve(
        &Choice::system(System::Burstein),
        &rondo_core::TournamentSetup::default(),
    )
    .expect("Burstein is registered")
}

#[test]
fn generated_burstein_tournament_checks_clean() {
    let config = GenerateConfig::default()
        .with_players(30)
        .with_rounds(9)
        .with_seed(11);
    let setup = burstein()
        .generate(&config, &Options::default())
        .expect("generates");
    let tournament = Tournament::try_from(setup).expect("valid");
    assert_eq!(tournament.paired_rounds(), 9);
    let resolved = resolve(&Choice::default(), tournament.setup()).expect("resolves");
    assert_eq!(resolved.descriptor().family, SystemFamily::Burstein);
    let checks = burstein().check(&tournament, &Options::default());
    assert!(checks.iter().all(rondo_pairing::RoundCheck::agrees));
    let view = tournament.view(RoundNo::new(7).expect("round"));
    let outcome = burstein().pair(&view, &Options::default()).expect("pairs");
    assert!(matches!(outcome, PairingOutcome::Paired(_)));
}
