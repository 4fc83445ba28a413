//! The FIDE Lim system (C.04.4.3, 2026).

use rondo_lim::{LimError, LimOptions};

use crate::adapter::{Adapted, Entries};
use crate::error::OptionName;
use crate::{Descriptor, FileName, Options, SystemError};

const NAME: &str = "FIDE Lim";

/// The Lim system (C.04.4.3, 2026).
pub(crate) static LIM: Adapted<LimOptions, LimError> = Adapted {
    descriptor: Descriptor {
        chosen_by: "lim",
        help: "The FIDE Lim system (C.04.4.3; no 192 code: a 092 naming Lim selects it)",
        maxi_rules: true,
        european_ranking: false,
        edition: None,
        name: NAME,
        rules: "C.04.4.3",
        text: "C.04.4.3 (2026)",
        key: "lim",
        allocates_bye: true,
        pairs_teams: false,
        absolute_rules: "C.04.4.3 art. 2.1",
        colour_is_absolute: true,
        bye_rule: "C.04.4.3 art. 1.1, C.04.1 art. 4",
        arbiter_rule: None,
        order_rule: None,
        file_name: FileName::Description(rondo_lim::SYSTEM_DESCRIPTION),
    },
    options,
    entries: Entries {
        pair_round: rondo_lim::pair_round,
        audit_round: rondo_lim::audit_round,
        explain_round: rondo_lim::explain_round,
        checklist: Some(rondo_lim::checklist),
        generate: rondo_lim::generate,
    },
};

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
