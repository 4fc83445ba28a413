//! The FIDE Dubov system (C.04.4.1, 2026).

use rondo_core::{RoundView, TournamentSetup};
use rondo_dubov::DubovOptions;
use rondo_pairing::{
    Audit, Breach, Checklist, ExplainOutcome, GenerateConfig, Pairing, PairingOutcome,
    RecordedPairing,
};

use crate::{Descriptor, FileName, Options, PairingSystem, SystemError, SystemFamily};

/// The Dubov system by the text applied from 1 February 2026.
pub(crate) struct Dubov;

impl Dubov {
    fn options(options: &Options) -> DubovOptions {
        DubovOptions::default()
            .with_initial_colour(options.initial_colour)
            .with_baku(options.acceleration)
    }
}

impl PairingSystem for Dubov {
    fn descriptor(&self) -> Descriptor {
        Descriptor {
            family: SystemFamily::Dubov,
            edition: None,
            name: "FIDE Dubov 2026",
            rules: "Dubov 2026",
            text: "C.04.4.1 (2026)",
            key: "dubov",
            allocates_bye: true,
            absolute_rules: "C.04.4.1 C1-C3",
            colour_is_absolute: true,
            bye_rule: "C.04.1 art. 4",
            arbiter_rule: Some("C.04.4.1 art. 1.9"),
            order_rule: None,
            file_name: FileName::Code {
                plain: rondo_dubov::SYSTEM_CODE,
                baku: Some("FIDE_DUBOV_BAKU"),
            },
        }
    }

    fn pair(&self, view: &RoundView<'_>, options: &Options) -> Result<PairingOutcome, SystemError> {
        Ok(rondo_dubov::pair_round(view, &Self::options(options))?)
    }

    fn breaches(
        &self,
        view: &RoundView<'_>,
        pairing: &Pairing,
        options: &Options,
    ) -> Result<Vec<Breach>, SystemError> {
        Ok(rondo_dubov::audit_round(view, pairing, &Self::options(options))?.breaches)
    }

    fn audit(
        &self,
        view: &RoundView<'_>,
        recorded: &RecordedPairing,
        options: &Options,
    ) -> Result<Audit, SystemError> {
        Ok(rondo_dubov::audit_round(
            view,
            &recorded.pairing,
            &Self::options(options),
        )?)
    }

    fn explain(
        &self,
        view: &RoundView<'_>,
        options: &Options,
    ) -> Result<ExplainOutcome, SystemError> {
        Ok(rondo_dubov::explain_round(view, &Self::options(options))?)
    }

    fn checklist(
        &self,
        view: &RoundView<'_>,
        outcome: &PairingOutcome,
        options: &Options,
    ) -> Result<Checklist, SystemError> {
        Ok(rondo_dubov::checklist(
            view,
            &Self::options(options),
            outcome,
        )?)
    }

    fn generate(
        &self,
        config: &GenerateConfig,
        options: &Options,
    ) -> Result<TournamentSetup, SystemError> {
        Ok(rondo_dubov::generate(config, &Self::options(options)))
    }
}
