//! The FIDE Burstein system (C.04.4.2, 2026): the seeding rounds (art. 1.6) by the Dutch engine
//! (C.04.3, 2025 edition), the rounds after them by `rondo-burstein`. The dispatch lives here
//! because no system crate depends on another.

use rondo_burstein::{BursteinOptions, is_seeding_round, seeding_rounds};
use rondo_core::{RoundView, TournamentSetup};
use rondo_dutch::{Edition, PairOptions};
use rondo_pairing::{
    Audit, Breach, Checklist, ExplainOutcome, GenerateConfig, Pairing, PairingOutcome, Reason,
    ReasonKind, RecordedPairing, generate_with,
};

use crate::{Descriptor, FileName, Options, PairingSystem, SystemError};

/// The Burstein system.
pub(crate) struct Burstein;

impl Burstein {
    /// The seeding rounds: the Dutch system as in force with the 2026 Burstein text.
    fn dutch(options: &Options) -> PairOptions {
        PairOptions::default()
            .with_edition(Edition::Dutch2025)
            .with_baku(options.acceleration)
            .with_initial_colour(options.initial_colour)
    }

    /// The later rounds, with the same initial colour as the seeding rounds had: the option,
    /// else the file's `152`/`XXC`, else the colour its first round shows.
    fn burstein(view: &RoundView<'_>, options: &Options) -> BursteinOptions {
        let tournament = view.tournament();
        BursteinOptions::default()
            .with_baku(options.acceleration)
            .with_initial_colour(
                options
                    .initial_colour
                    .or(tournament.setup().initial_colour)
                    .or_else(|| rondo_dutch::initial_colour(tournament)),
            )
    }

    fn seeding(view: &RoundView<'_>) -> bool {
        is_seeding_round(view.tournament(), view.round())
    }
}

impl PairingSystem for Burstein {
    fn descriptor(&self) -> Descriptor {
        Descriptor {
            chosen_by: "burstein",
            help: "The FIDE Burstein system (C.04.4.2; seeding rounds by the Dutch system)",
            maxi_rules: false,
            european_ranking: false,
            edition: None,
            name: "FIDE Burstein 2026",
            rules: "Burstein 2026",
            text: "C.04.4.2 (2026)",
            key: "burstein",
            allocates_bye: true,
            pairs_teams: false,
            absolute_rules: "C.04.4.2 C1-C3",
            colour_is_absolute: true,
            bye_rule: "C.04.4.2 C2",
            arbiter_rule: Some("C.04.4.2 art. 1.9.3"),
            order_rule: Some("art. 3.2.2 and 4.3"),
            file_name: FileName::Code {
                plain: rondo_burstein::SYSTEM_CODE,
                baku: Some("FIDE_BURSTEIN_BAKU"),
            },
        }
    }

    fn pair(&self, view: &RoundView<'_>, options: &Options) -> Result<PairingOutcome, SystemError> {
        if Self::seeding(view) {
            return Ok(rondo_dutch::pair_round(view, &Self::dutch(options))?);
        }
        Ok(rondo_burstein::pair_round(
            view,
            &Self::burstein(view, options),
        )?)
    }

    fn breaches(
        &self,
        view: &RoundView<'_>,
        pairing: &Pairing,
        options: &Options,
    ) -> Result<Vec<Breach>, SystemError> {
        if Self::seeding(view) {
            return Ok(rondo_dutch::absolute_breaches(
                view,
                pairing,
                &Self::dutch(options),
            )?);
        }
        Ok(rondo_burstein::absolute_breaches(
            view,
            pairing,
            &Self::burstein(view, options),
        )?)
    }

    fn audit(
        &self,
        view: &RoundView<'_>,
        recorded: &RecordedPairing,
        options: &Options,
    ) -> Result<Audit, SystemError> {
        if Self::seeding(view) {
            return Ok(rondo_dutch::audit_recorded_round(
                view,
                recorded,
                &Self::dutch(options),
            )?);
        }
        Ok(rondo_burstein::audit_round(
            view,
            &recorded.pairing,
            &Self::burstein(view, options),
        )?)
    }

    fn explain(
        &self,
        view: &RoundView<'_>,
        options: &Options,
    ) -> Result<ExplainOutcome, SystemError> {
        if !Self::seeding(view) {
            return Ok(rondo_burstein::explain_round(
                view,
                &Self::burstein(view, options),
            )?);
        }
        let mut outcome = rondo_dutch::explain_round(view, &Self::dutch(options))?;
        // The Dutch explanation, with the article that sends the round to the Dutch system.
        if let ExplainOutcome::Explained { explanation, .. } = &mut outcome
            && let Some(first) = explanation.brackets.first_mut()
        {
            first.decisions.insert(
                0,
                Reason::new(
                    Some(rondo_pairing::RuleRef::system("C.04.4.2 art. 1.6")),
                    ReasonKind::SeedingRounds {
                        seeding_rounds: seeding_rounds(view.tournament().n_rounds()),
                        seeding: true,
                    },
                ),
            );
        }
        Ok(outcome)
    }

    fn checklist(
        &self,
        view: &RoundView<'_>,
        outcome: &PairingOutcome,
        options: &Options,
    ) -> Result<Checklist, SystemError> {
        if Self::seeding(view) {
            return Ok(rondo_dutch::checklist(
                view,
                &Self::dutch(options),
                outcome,
            )?);
        }
        Ok(rondo_burstein::checklist(
            view,
            &Self::burstein(view, options),
            outcome,
        )?)
    }

    fn generate(
        &self,
        config: &GenerateConfig,
        options: &Options,
    ) -> Result<TournamentSetup, SystemError> {
        // Acceleration is written into the file as `250` records, so it re-pairs the same way.
        let config = config
            .clone()
            .with_acceleration(config.acceleration.or(options.acceleration));
        let options = Options {
            acceleration: None,
            ..*options
        };
        let mut setup = generate_with(&config, |view| self.pair(view, &options));
        setup.system = Some(rondo_burstein::SYSTEM_CODE.to_owned());
        Ok(setup)
    }
}
