//! The FIDE Dutch system (C.04.3), one entry per edition.

use rondo_core::{RoundView, TournamentSetup};
use rondo_dutch::{Edition, PairOptions};
use rondo_pairing::{
    Audit, Breach, Checklist, ExplainOutcome, GenerateConfig, Pairing, PairingOutcome,
    RecordedPairing, RoundCheck,
};

use crate::{Descriptor, FileName, Options, PairingSystem, SystemError};

/// The Dutch system by the text of one edition.
pub(crate) struct Dutch(pub(crate) Edition);

impl Dutch {
    fn options(&self, options: &Options) -> PairOptions {
        PairOptions::default()
            .with_edition(self.0)
            .with_baku(options.acceleration)
            .with_initial_colour(options.initial_colour)
    }
}

impl PairingSystem for Dutch {
    fn descriptor(&self) -> Descriptor {
        let (name, rules, text, absolute_rules) = match self.0 {
            Edition::Dutch2017 => (
                "FIDE Dutch 2017",
                "2017",
                "C.04.3 (2017)",
                "C.04.3 (2017) C.1-C.3",
            ),
            Edition::Dutch2009 => (
                "FIDE Dutch 2009",
                "2009",
                "C.04.3 (2009)",
                "C.04.3 (2009) B1-B2",
            ),
            _ => ("FIDE Dutch 2025", "2025", "C.04.3 (2025)", "C.04.3 C1-C3"),
        };
        // TRF-2026 names the Dutch system `FIDE_DUTCH_<edition>`, so a file says its edition.
        let file_name = match self.0 {
            Edition::Dutch2017 => FileName::Code {
                plain: "FIDE_DUTCH_2017",
                baku: Some("FIDE_DUTCH_2017_BAKU"),
            },
            Edition::Dutch2009 => FileName::Code {
                plain: "FIDE_DUTCH_2009",
                baku: Some("FIDE_DUTCH_2009_BAKU"),
            },
            _ => FileName::Code {
                plain: "FIDE_DUTCH_2025",
                baku: Some("FIDE_DUTCH_2025_BAKU"),
            },
        };
        Descriptor {
            chosen_by: "dutch",
            help: "The FIDE Dutch system (C.04.3; --edition 2025, 2017 or 2009)",
            maxi_rules: false,
            european_ranking: false,
            edition: Some(self.0),
            name,
            rules,
            text,
            key: "dutch",
            allocates_bye: true,
            pairs_teams: false,
            absolute_rules,
            colour_is_absolute: true,
            bye_rule: "C.04.1 art. 4",
            arbiter_rule: Some("C.04.3 art. 1.9"),
            order_rule: Some("art. 3.8 and 4"),
            file_name,
        }
    }

    fn pair(&self, view: &RoundView<'_>, options: &Options) -> Result<PairingOutcome, SystemError> {
        Ok(rondo_dutch::pair_round(view, &self.options(options))?)
    }

    fn check(&self, tournament: &rondo_core::Tournament, options: &Options) -> Vec<RoundCheck> {
        // The Dutch check generates acceleration once for the whole event.
        rondo_dutch::check_tournament(tournament, &self.options(options))
    }

    fn breaches(
        &self,
        view: &RoundView<'_>,
        pairing: &Pairing,
        options: &Options,
    ) -> Result<Vec<Breach>, SystemError> {
        Ok(rondo_dutch::absolute_breaches(
            view,
            pairing,
            &self.options(options),
        )?)
    }

    fn audit(
        &self,
        view: &RoundView<'_>,
        recorded: &RecordedPairing,
        options: &Options,
    ) -> Result<Audit, SystemError> {
        Ok(rondo_dutch::audit_recorded_round(
            view,
            recorded,
            &self.options(options),
        )?)
    }

    fn explain(
        &self,
        view: &RoundView<'_>,
        options: &Options,
    ) -> Result<ExplainOutcome, SystemError> {
        Ok(rondo_dutch::explain_round(view, &self.options(options))?)
    }

    fn checklist(
        &self,
        view: &RoundView<'_>,
        outcome: &PairingOutcome,
        options: &Options,
    ) -> Result<Checklist, SystemError> {
        Ok(rondo_dutch::checklist(
            view,
            &self.options(options),
            outcome,
        )?)
    }

    fn generate(
        &self,
        config: &GenerateConfig,
        options: &Options,
    ) -> Result<TournamentSetup, SystemError> {
        Ok(rondo_dutch::generate(config, &self.options(options)))
    }
}
