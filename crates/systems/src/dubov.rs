//! The FIDE Dubov system (C.04.4.1, 2026).

use rondo_dubov::{DubovError, DubovOptions};

use crate::adapter::{Adapted, Entries};
use crate::{Descriptor, FileName, Options, SystemError};

/// The Dubov system by the text applied from 1 February 2026.
pub(crate) static DUBOV: Adapted<DubovOptions, DubovError> = Adapted {
    descriptor: Descriptor {
        chosen_by: "dubov",
        help: "The FIDE Dubov system (C.04.4.1, 2026)",
        maxi_rules: false,
        european_ranking: false,
        edition: None,
        name: "FIDE Dubov 2026",
        rules: "Dubov 2026",
        text: "C.04.4.1 (2026)",
        key: "dubov",
        allocates_bye: true,
        pairs_teams: false,
        absolute_rules: "C.04.4.1 C1-C3",
        colour_is_absolute: true,
        bye_rule: "C.04.1 art. 4",
        arbiter_rule: Some("C.04.4.1 art. 1.9"),
        order_rule: None,
        file_name: FileName::Code {
            plain: rondo_dubov::SYSTEM_CODE,
            baku: Some("FIDE_DUBOV_BAKU"),
        },
    },
    options,
    entries: Entries {
        pair_round: rondo_dubov::pair_round,
        audit_round: rondo_dubov::audit_round,
        explain_round: rondo_dubov::explain_round,
        checklist: Some(rondo_dubov::checklist),
        generate: rondo_dubov::generate,
    },
};

/// The Dubov engine's options.
fn options(options: &Options) -> Result<DubovOptions, SystemError> {
    Ok(DubovOptions::default()
        .with_initial_colour(options.initial_colour)
        .with_baku(options.acceleration))
}
