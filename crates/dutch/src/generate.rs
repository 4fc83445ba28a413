//! Random tournaments paired round by round by the Dutch engine.

use rondo_core::TournamentSetup;
use rondo_pairing::{GenerateConfig, generate_with};

use crate::{PairOptions, pair_round};

/// A random tournament (see [`GenerateConfig`] for what is drawn), every round paired by
/// [`pair_round`] with `options`; fewer rounds if a round has no legal pairing. Baku
/// acceleration asked for in `options` (or in the configuration) is written into the file as
/// `250` records, so that the file re-pairs the same way without options.
#[must_use]
pub fn generate(config: &GenerateConfig, options: &PairOptions) -> TournamentSetup {
    let config = config
        .clone()
        .with_acceleration(config.acceleration.or(options.baku));
    generate_with(&config, |view| pair_round(view, options))
}
