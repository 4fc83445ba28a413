//! The US Swiss system with Harkness pairings.

use rondo_harkness::{HarknessError, HarknessOptions};

use crate::adapter::{Adapted, Entries};
use crate::error::OptionName;
use crate::{Descriptor, FileName, Options, SystemError};

const NAME: &str = "US Swiss (Harkness)";

/// The US Swiss rules with the Harkness pairing method.
pub(crate) static US_SWISS: Adapted<HarknessOptions, HarknessError> = Adapted {
    descriptor: Descriptor {
        chosen_by: "harkness",
        help: "The US Swiss system with Harkness pairings",
        maxi_rules: false,
        european_ranking: false,
        edition: None,
        name: NAME,
        rules: NAME,
        text: NAME,
        key: "harkness",
        allocates_bye: true,
        pairs_teams: false,
        absolute_rules: "US Swiss rule IV",
        colour_is_absolute: false,
        bye_rule: "US Swiss rule III",
        arbiter_rule: None,
        order_rule: None,
        file_name: FileName::Code {
            plain: rondo_harkness::SYSTEM_CODE,
            baku: None,
        },
    },
    options,
    entries: Entries {
        pair_round: rondo_harkness::pair_round,
        audit_round: rondo_harkness::audit_round,
        explain_round: rondo_harkness::explain_round,
        checklist: None,
        generate: rondo_harkness::generate,
    },
};

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
