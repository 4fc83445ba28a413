//! Why an engine could not pair a round, in words: the libraries give the cause and its
//! facts; the sentence is written here (a typed error source keeps its own message).

use rondo_pairing::PairingFailure;

/// What `failure` says.
pub fn text(failure: &PairingFailure) -> String {
    match failure {
        PairingFailure::Acceleration { error } => error.to_string(),
        PairingFailure::PendingResults { pending } => pending.to_string(),
        PairingFailure::NoSuchRound { round, n_rounds } => {
            format!("round {round} cannot be paired: the tournament has {n_rounds} round(s)")
        }
        PairingFailure::TooLarge {
            n_players,
            weight_bits: Some(bits),
        } => format!(
            "too many players or score groups to pair ({n_players} players, {bits} weight bits)"
        ),
        PairingFailure::TooLarge {
            n_players,
            weight_bits: None,
        } => format!("too many players to pair ({n_players})"),
        PairingFailure::ScheduleDoesNotFit => "the schedule cannot pair this field (too few or \
                                               too many players for its tables, or start \
                                               numbers that do not run from 1)"
            .to_owned(),
        PairingFailure::Unsupported => "the system does not offer what the options ask".to_owned(),
        PairingFailure::Matching => "matching failed (a bug)".to_owned(),
        PairingFailure::Internal { invariant } => format!("internal error: {invariant}"),
    }
}

/// What a system's refusal says, without the command line's flags (the Python package's
/// words): what the system does not offer, or the option it has not; any other error keeps
/// its engine's own message.
#[must_use]
pub fn system_error(error: &rondo_systems::SystemError) -> String {
    use rondo_systems::{Capability, OptionName, SystemError};
    match error {
        SystemError::Unsupported { system, capability } => {
            let what = match capability {
                Capability::PlayerPairing => {
                    "pairs teams, not rounds of players (rondo.pair_teams pairs its rounds)"
                }
                Capability::Breaches => "has no absolute rules to check",
                Capability::Audit => "does not audit pairings (audits re-pair Swiss systems)",
                Capability::Explain => "does not explain its pairings",
                Capability::Checklist => "has no pairing checklist",
                Capability::Generate => "does not generate tournaments (only Swiss systems do)",
                _ => "does not offer this",
            };
            format!("{system} {what}")
        }
        SystemError::Refused {
            system,
            option: OptionName::Acceleration,
        } => format!("acceleration: the {system} system has no acceleration"),
        other => other.to_string(),
    }
}
