//! A minimal pairing system, defined outside rondo's crates: the players present paired in
//! the order of their start numbers (1-2, 3-4, ...), the first of each pair with White, the
//! last one left over receiving the pairing-allocated bye. It has no rules of its own beyond
//! who is on the boards, which every system's audit checks alike.
//!
//! It implements [`PairingSystem`] as rondo's systems do and brings its own words
//! ([`WORDS`]); [`registry`] adds both to rondo's, the one place the system is registered.

use rondo_core::{PlayerId, RoundView, TournamentSetup};
use rondo_pairing::{
    Audit, Board, Breach, ByeExplanation, Checklist, ExplainOutcome, Explanation, GenerateConfig,
    Pairing, PairingOutcome, RecordedPairing, RosterRules, RuleRef, RuleSet,
};
use rondo_systems::{Capability, Descriptor, FileName, Options, PairingSystem, SystemError};
use rondo_words::reason::{SystemWords, Words};

/// The rules of the system, as its explanations name them.
pub const RULES: RuleSet = RuleSet::new("seam_in_order");

/// The system's `192` code: a file that names it is paired by it.
pub const CODE: &str = "CUSTOM_SEAM_IN_ORDER";

/// The system.
pub struct InOrder;

/// The system's words.
pub static WORDS: SystemWords = SystemWords {
    rules: RULES,
    title: "Seam test system, pairs in start-number order",
    sentence: |_| None,
    criterion: |_| None,
    team: None,
};

impl PairingSystem for InOrder {
    fn descriptor(&self) -> Descriptor {
        Descriptor {
            edition: None,
            name: "In-order test system",
            rules: "in order",
            text: "the seam test",
            key: "in-order",
            chosen_by: "in-order",
            help: "Pairs 1-2, 3-4, ... in start-number order (a test of the registry seam)",
            maxi_rules: false,
            european_ranking: false,
            allocates_bye: true,
            pairs_teams: false,
            absolute_rules: "the seam test, art. 1",
            colour_is_absolute: false,
            bye_rule: "the seam test, art. 2",
            arbiter_rule: None,
            order_rule: None,
            file_name: FileName::Code {
                plain: CODE,
                baku: None,
            },
        }
    }

    fn pair(
        &self,
        view: &RoundView<'_>,
        _options: &Options,
    ) -> Result<PairingOutcome, SystemError> {
        view.tournament().results_entered_before(view.round())?;
        let present = present(view);
        let boards = present
            .chunks_exact(2)
            .map(|pair| Board {
                white: pair[0],
                black: pair[1],
            })
            .collect();
        let pairing_bye = (present.len() % 2 == 1).then(|| present[present.len() - 1]);
        Ok(PairingOutcome::Paired(Pairing {
            boards,
            pairing_bye,
            brackets: Vec::new(),
        }))
    }

    fn breaches(
        &self,
        view: &RoundView<'_>,
        pairing: &Pairing,
        _options: &Options,
    ) -> Result<Vec<Breach>, SystemError> {
        let rules = RosterRules::all(&RuleRef::system("art. 1"));
        Ok(rondo_pairing::roster_breaches(
            view,
            pairing,
            &present(view),
            &rules,
            |_, _, _, _| {},
            |_, _, _| {},
        ))
    }

    fn audit(
        &self,
        view: &RoundView<'_>,
        recorded: &RecordedPairing,
        options: &Options,
    ) -> Result<Audit, SystemError> {
        let breaches = self.breaches(view, &recorded.pairing, options)?;
        let engine = self.pair(view, options)?;
        Ok(Audit::without_quality(
            view.round(),
            &recorded.pairing,
            breaches,
            engine,
        ))
    }

    fn explain(
        &self,
        view: &RoundView<'_>,
        options: &Options,
    ) -> Result<ExplainOutcome, SystemError> {
        let PairingOutcome::Paired(pairing) = self.pair(view, options)? else {
            return Err(SystemError::Unsupported {
                system: self.descriptor().name,
                capability: Capability::Explain,
            });
        };
        let bye = pairing.pairing_bye.and_then(|player| {
            let state = view.states().iter().find(|state| state.id == player)?;
            Some(ByeExplanation {
                player,
                score: state.score,
                reasons: Vec::new(),
            })
        });
        let explanation = Explanation {
            system: RULES,
            round: view.round(),
            players: present(view).len(),
            brackets: Vec::new(),
            colours: Vec::new(),
            bye,
        };
        Ok(ExplainOutcome::Explained {
            pairing,
            explanation,
        })
    }

    fn checklist(
        &self,
        _view: &RoundView<'_>,
        _outcome: &PairingOutcome,
        _options: &Options,
    ) -> Result<Checklist, SystemError> {
        Err(SystemError::Unsupported {
            system: self.descriptor().name,
            capability: Capability::Checklist,
        })
    }

    fn generate(
        &self,
        config: &GenerateConfig,
        options: &Options,
    ) -> Result<TournamentSetup, SystemError> {
        let mut setup = rondo_pairing::generate_with(config, |view| self.pair(view, options));
        // The file names the system, so that `rondo pair` and `rondo check` find it again.
        self.descriptor()
            .file_name
            .write_into(&mut setup, false)
            .map_err(|_| SystemError::Unsupported {
                system: self.descriptor().name,
                capability: Capability::Generate,
            })?;
        Ok(setup)
    }
}

/// The players of the round of `view` who are present, by start number.
fn present(view: &RoundView<'_>) -> Vec<PlayerId> {
    let mut present: Vec<PlayerId> = view
        .states()
        .iter()
        .filter(|state| state.absent.is_none())
        .map(|state| state.id)
        .collect();
    present.sort_unstable();
    present
}

/// rondo's systems and words with this one's: the one place it is registered, for the
/// `rondo-seam` command line and the `rondo_seam` Python module alike.
pub fn registry() -> rondo_words::Registry<'static> {
    static SYSTEM: InOrder = InOrder;
    let systems: Vec<&'static dyn PairingSystem> = rondo_systems::REGISTRY
        .iter()
        .copied()
        .chain([&SYSTEM as &'static dyn PairingSystem])
        .collect();
    let words: Vec<&'static SystemWords> = rondo_words::reason::SYSTEMS
        .iter()
        .copied()
        .chain([&WORDS])
        .collect();
    rondo_words::Registry {
        systems: systems.leak(),
        words: Words::new(words.leak()),
    }
}
