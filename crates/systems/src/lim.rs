//! The FIDE Lim system (C.04.4.3, 2026).

use rondo_core::{RoundView, TournamentSetup};
use rondo_lim::LimOptions;
use rondo_pairing::{
    Audit, Breach, Checklist, ExplainOutcome, GenerateConfig, Pairing, PairingOutcome,
    RecordedPairing,
};

use crate::error::OptionName;
use crate::{Descriptor, FileName, Options, PairingSystem, SystemError, SystemFamily};

const NAME: &str = "FIDE Lim";

/// The FIDE Lim system.
pub(crate) struct Lim;

impl Lim {
    /// The Lim text provides no acceleration (its Median Scoregroup is read from real scores),
    /// so asking for one is an error rather than ignored.
    fn options(options: &Options) -> Result<LimOptions, SystemError> {
        if options.acceleration.is_some() {
            return Err(SystemError::Refused {
                system: NAME,
                option: OptionName::Acceleration,
            });
        }
        Ok(LimOptions::default()
            .with_initial_colour(options.initial_colour)
            .with_maxi(options.maxi_tournament))
    }
}

impl PairingSystem for Lim {
    fn descriptor(&self) -> Descriptor {
        Descriptor {
            family: SystemFamily::Lim,
            edition: None,
            name: NAME,
            rules: "C.04.4.3",
            text: "C.04.4.3 (2026)",
            key: "lim",
            allocates_bye: true,
            absolute_rules: "C.04.4.3 art. 2.1",
            colour_is_absolute: true,
            bye_rule: "C.04.4.3 art. 1.1, C.04.1 art. 4",
            arbiter_rule: None,
            order_rule: None,
            file_name: FileName::Description(rondo_lim::SYSTEM_DESCRIPTION),
        }
    }

    fn pair(&self, view: &RoundView<'_>, options: &Options) -> Result<PairingOutcome, SystemError> {
        view.tournament().results_entered_before(view.round())?;
        Ok(rondo_lim::pair_round(view, &Self::options(options)?)?)
    }

    fn breaches(
        &self,
        view: &RoundView<'_>,
        pairing: &Pairing,
        options: &Options,
    ) -> Result<Vec<Breach>, SystemError> {
        Ok(rondo_lim::audit_round(view, pairing, &Self::options(options)?)?.breaches)
    }

    fn audit(
        &self,
        view: &RoundView<'_>,
        recorded: &RecordedPairing,
        options: &Options,
    ) -> Result<Audit, SystemError> {
        Ok(rondo_lim::audit_round(
            view,
            &recorded.pairing,
            &Self::options(options)?,
        )?)
    }

    fn explain(
        &self,
        view: &RoundView<'_>,
        options: &Options,
    ) -> Result<ExplainOutcome, SystemError> {
        Ok(rondo_lim::explain_round(view, &Self::options(options)?)?)
    }

    fn checklist(
        &self,
        view: &RoundView<'_>,
        outcome: &PairingOutcome,
        options: &Options,
    ) -> Result<Checklist, SystemError> {
        Ok(rondo_lim::checklist(
            view,
            &Self::options(options)?,
            outcome,
        )?)
    }

    fn generate(
        &self,
        config: &GenerateConfig,
        options: &Options,
    ) -> Result<TournamentSetup, SystemError> {
        Ok(rondo_lim::generate(config, &Self::options(options)?))
    }
}
