//! The adapter of an engine whose entry points are the usual free functions of its crate
//! (`pair_round`, `audit_round`, `explain_round`, `checklist`, `generate`) on its own options
//! and error: a system is then its descriptor, how it reads the caller's [`Options`], and the
//! table of its entry points.

use rondo_core::{RoundView, TournamentSetup};
use rondo_pairing::{
    Audit, Breach, Checklist, ExplainOutcome, GenerateConfig, Pairing, PairingOutcome,
    RecordedPairing,
};

use crate::error::Capability;
use crate::{Descriptor, Options, PairingSystem, SystemError};

/// An engine's checklist of a round paired as an outcome.
type ChecklistEntry<O, E> = fn(&RoundView<'_>, &O, &PairingOutcome) -> Result<Checklist, E>;

/// An engine's entry points.
pub(crate) struct Entries<O: 'static, E: 'static> {
    /// Pairs a round.
    pub pair_round: fn(&RoundView<'_>, &O) -> Result<PairingOutcome, E>,
    /// Audits a pairing of a round (its breaches are the absolute rules it breaks).
    pub audit_round: fn(&RoundView<'_>, &Pairing, &O) -> Result<Audit, E>,
    /// Pairs a round and explains it.
    pub explain_round: fn(&RoundView<'_>, &O) -> Result<ExplainOutcome, E>,
    /// The checklist of a round, for an engine that has one.
    pub checklist: Option<ChecklistEntry<O, E>>,
    /// A random tournament.
    pub generate: fn(&GenerateConfig, &O) -> TournamentSetup,
}

/// A system made of an engine's entry points.
pub(crate) struct Adapted<O: 'static, E: 'static> {
    /// What the system is.
    pub descriptor: Descriptor,
    /// The engine's options from the caller's (refusing what the engine does not have).
    pub options: fn(&Options) -> Result<O, SystemError>,
    /// The entry points.
    pub entries: Entries<O, E>,
}

impl<O, E> PairingSystem for Adapted<O, E>
where
    SystemError: From<E>,
{
    fn descriptor(&self) -> Descriptor {
        self.descriptor
    }

    fn pair(&self, view: &RoundView<'_>, options: &Options) -> Result<PairingOutcome, SystemError> {
        Ok((self.entries.pair_round)(view, &(self.options)(options)?)?)
    }

    fn breaches(
        &self,
        view: &RoundView<'_>,
        pairing: &Pairing,
        options: &Options,
    ) -> Result<Vec<Breach>, SystemError> {
        let options = (self.options)(options)?;
        Ok((self.entries.audit_round)(view, pairing, &options)?.breaches)
    }

    fn audit(
        &self,
        view: &RoundView<'_>,
        recorded: &RecordedPairing,
        options: &Options,
    ) -> Result<Audit, SystemError> {
        let options = (self.options)(options)?;
        Ok((self.entries.audit_round)(
            view,
            &recorded.pairing,
            &options,
        )?)
    }

    fn explain(
        &self,
        view: &RoundView<'_>,
        options: &Options,
    ) -> Result<ExplainOutcome, SystemError> {
        Ok((self.entries.explain_round)(
            view,
            &(self.options)(options)?,
        )?)
    }

    fn checklist(
        &self,
        view: &RoundView<'_>,
        outcome: &PairingOutcome,
        options: &Options,
    ) -> Result<Checklist, SystemError> {
        let Some(checklist) = self.entries.checklist else {
            return Err(SystemError::Unsupported {
                system: self.descriptor.name,
                capability: Capability::Checklist,
            });
        };
        Ok(checklist(view, &(self.options)(options)?, outcome)?)
    }

    fn generate(
        &self,
        config: &GenerateConfig,
        options: &Options,
    ) -> Result<TournamentSetup, SystemError> {
        Ok((self.entries.generate)(config, &(self.options)(options)?))
    }
}
