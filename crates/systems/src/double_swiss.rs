//! The FIDE Double-Swiss system (C.04.5): every pairing is a two-game match, written into two
//! round columns ([`rondo_double_swiss::PAIRING_SPAN`]).

use rondo_core::{PairingSpan, RoundView, Tournament, TournamentSetup};
use rondo_double_swiss::DoubleSwissOptions;
use rondo_pairing::{
    Audit, Breach, Checklist, ExplainOutcome, GenerateConfig, Pairing, PairingOutcome,
    RecordedPairing, RoundCheck,
};

use crate::error::Capability;
use crate::{Descriptor, FileName, Options, PairingSystem, SystemError};

const NAME: &str = "FIDE Double-Swiss";

/// The Double-Swiss system, C.04.5 (2026).
pub(crate) struct DoubleSwiss;

impl DoubleSwiss {
    fn options(options: &Options) -> DoubleSwissOptions {
        DoubleSwissOptions::default().with_initial_colour(options.initial_colour)
    }

    /// The tournament with Baku acceleration in match terms when asked for and the file states
    /// none (virtual points stated in the file are used as written).
    fn accelerated(tournament: &Tournament, options: &Options) -> Option<Tournament> {
        let variant = options.acceleration?;
        if !tournament.setup().accelerations.is_empty() {
            return None;
        }
        let records = rondo_double_swiss::double_swiss_baku(tournament, variant).ok()?;
        let mut setup = tournament.setup().clone();
        setup.accelerations = records;
        Tournament::try_from(setup)
            .or_else(rondo_core::ValidationError::ignore_score_mismatch)
            .ok()
    }

    /// Runs `run` on the view of the same round, accelerated if asked.
    fn with_view<T>(
        view: &RoundView<'_>,
        options: &Options,
        run: impl FnOnce(&RoundView<'_>) -> T,
    ) -> T {
        match Self::accelerated(view.tournament(), options) {
            Some(tournament) => run(&tournament.view(view.round())),
            None => run(view),
        }
    }
}

impl PairingSystem for DoubleSwiss {
    fn descriptor(&self) -> Descriptor {
        Descriptor {
            chosen_by: "double-swiss",
            help: "The FIDE Double-Swiss system (C.04.5): two-game matches, each in two round columns",
            maxi_rules: false,
            european_ranking: false,
            edition: None,
            name: "FIDE Double-Swiss (2026)",
            rules: "2026",
            text: "C.04.5 (2026)",
            key: "double-swiss",
            allocates_bye: true,
            pairs_teams: false,
            absolute_rules: "C.04.5 C1-C3",
            colour_is_absolute: false,
            bye_rule: "C.04.5 2.1.2",
            arbiter_rule: Some("C.04.5 3.3.3"),
            order_rule: None,
            file_name: FileName::Code {
                plain: rondo_double_swiss::SYSTEM_CODE,
                baku: Some("FIDE_DOUBLESWISS_BAKU"),
            },
        }
    }

    fn pairing_span(&self) -> PairingSpan {
        rondo_double_swiss::PAIRING_SPAN
    }

    fn pair(&self, view: &RoundView<'_>, options: &Options) -> Result<PairingOutcome, SystemError> {
        Self::with_view(view, options, |view| {
            Ok(rondo_double_swiss::pair_round(
                view,
                &Self::options(options),
            )?)
        })
    }

    fn check(&self, tournament: &Tournament, options: &Options) -> Vec<RoundCheck> {
        match Self::accelerated(tournament, options) {
            Some(accelerated) => {
                rondo_double_swiss::check_tournament(&accelerated, &Self::options(options))
            }
            None => rondo_double_swiss::check_tournament(tournament, &Self::options(options)),
        }
    }

    fn breaches(
        &self,
        view: &RoundView<'_>,
        pairing: &Pairing,
        options: &Options,
    ) -> Result<Vec<Breach>, SystemError> {
        Ok(self
            .audit(
                view,
                &RecordedPairing {
                    pairing: pairing.clone(),
                    colours_unknown: Vec::new(),
                },
                options,
            )?
            .breaches)
    }

    fn audit(
        &self,
        view: &RoundView<'_>,
        recorded: &RecordedPairing,
        options: &Options,
    ) -> Result<Audit, SystemError> {
        Self::with_view(view, options, |view| {
            Ok(rondo_double_swiss::audit_round(
                view,
                &recorded.pairing,
                &Self::options(options),
            )?)
        })
    }

    fn explain(
        &self,
        view: &RoundView<'_>,
        options: &Options,
    ) -> Result<ExplainOutcome, SystemError> {
        Self::with_view(view, options, |view| {
            Ok(rondo_double_swiss::explain_round(
                view,
                &Self::options(options),
            )?)
        })
    }

    fn checklist(
        &self,
        _view: &RoundView<'_>,
        _outcome: &PairingOutcome,
        _options: &Options,
    ) -> Result<Checklist, SystemError> {
        Err(SystemError::Unsupported {
            system: NAME,
            capability: Capability::Checklist,
        })
    }

    fn generate(
        &self,
        config: &GenerateConfig,
        options: &Options,
    ) -> Result<TournamentSetup, SystemError> {
        let config = config
            .clone()
            .with_acceleration(options.acceleration.or(config.acceleration));
        Ok(rondo_double_swiss::generate(
            &config,
            &Self::options(options),
        ))
    }
}
