//! The US Swiss system with Harkness pairings.

use rondo_core::{RoundView, TournamentSetup};
use rondo_harkness::HarknessOptions;
use rondo_pairing::{
    Audit, Breach, Checklist, ExplainOutcome, GenerateConfig, Pairing, PairingOutcome,
    RecordedPairing,
};

use crate::error::{Capability, OptionName};
use crate::{Descriptor, FileName, Options, PairingSystem, SystemError, SystemFamily};

const NAME: &str = "US Swiss (Harkness)";

/// The US Swiss rules with the Harkness pairing method.
pub(crate) struct UsSwiss;

impl UsSwiss {
    /// The US Swiss has no acceleration, so asking for one is an error rather than ignored.
    fn options(options: &Options) -> Result<HarknessOptions, SystemError> {
        if options.acceleration.is_some() {
            return Err(SystemError::Refused {
                system: NAME,
                option: OptionName::Acceleration,
            });
        }
        Ok(HarknessOptions::default().with_initial_colour(options.initial_colour))
    }
}

impl PairingSystem for UsSwiss {
    fn descriptor(&self) -> Descriptor {
        Descriptor {
            family: SystemFamily::UsSwiss,
            edition: None,
            name: NAME,
            rules: NAME,
            text: NAME,
            key: "harkness",
            allocates_bye: true,
            absolute_rules: "US Swiss rule IV",
            colour_is_absolute: false,
            bye_rule: "US Swiss rule III",
            arbiter_rule: None,
            order_rule: None,
            file_name: FileName::Code {
                plain: rondo_harkness::SYSTEM_CODE,
                baku: None,
            },
        }
    }

    fn pair(&self, view: &RoundView<'_>, options: &Options) -> Result<PairingOutcome, SystemError> {
        view.tournament().results_entered_before(view.round())?;
        Ok(rondo_harkness::pair_round(view, &Self::options(options)?)?)
    }

    fn breaches(
        &self,
        view: &RoundView<'_>,
        pairing: &Pairing,
        options: &Options,
    ) -> Result<Vec<Breach>, SystemError> {
        Ok(rondo_harkness::audit_round(view, pairing, &Self::options(options)?)?.breaches)
    }

    fn audit(
        &self,
        view: &RoundView<'_>,
        recorded: &RecordedPairing,
        options: &Options,
    ) -> Result<Audit, SystemError> {
        Ok(rondo_harkness::audit_round(
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
        Ok(rondo_harkness::explain_round(
            view,
            &Self::options(options)?,
        )?)
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
        Ok(rondo_harkness::generate(config, &Self::options(options)?))
    }
}
