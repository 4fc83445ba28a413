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

/// A system's refusal or error as the command line says it (flags by their names), placed at
/// `file` when it is about the file's event.
#[must_use]
pub fn system_error_with_flags(
    error: &rondo_systems::SystemError,
    file: &std::path::Path,
) -> String {
    use rondo_systems::{Capability, OptionName, SystemError};
    match error {
        SystemError::Refused {
            system,
            option: OptionName::Acceleration,
        } => format!("--accelerate: the {system} system has no acceleration"),
        SystemError::Refused { system, option } => option_refused(*option, system),
        SystemError::Unsupported { system, capability } => {
            let what = match capability {
                Capability::Explain => "--explain: it does not explain its pairings",
                Capability::Checklist => "--checklist: it has no pairing checklist",
                Capability::Audit => "rondo audit re-pairs Swiss systems",
                Capability::Generate => "rondo generate pairs Swiss systems",
                Capability::Breaches => "it has no absolute rules to check",
                _ => "not offered",
            };
            format!("{}: {system}: {what}", file.display())
        }
        other => format!("{}: {other}", file.display()),
    }
}

/// The command line's refusal of an option that `system`'s text has no rule for
/// (`rondo_systems::Options::refused_by`).
#[must_use]
pub fn option_refused(option: rondo_systems::OptionName, system: &str) -> String {
    use rondo_systems::OptionName;
    match option {
        OptionName::MaxiTournament => {
            format!("--maxi is a rule of the FIDE Lim system; {system} has no Maxi-tournament")
        }
        OptionName::EuropeanRanking => format!(
            "--european-ranking is the ECU's ranking order for the Olympiad Pairing Rules; {system} \
             has no such option"
        ),
        OptionName::Acceleration => {
            format!("--accelerate: the {system} system has no acceleration")
        }
        _ => format!("{system} has no such option"),
    }
}

/// The refusal of `--system KEY`, a system of teams, for a file without team records.
#[must_use]
pub fn no_team_records(file: &std::path::Path, system_key: &str) -> String {
    format!(
        "{}: --system {system_key} pairs teams, and the file has no team records (310 or 013)",
        file.display()
    )
}

/// The refusal of a team event asked for in TRF16, which has no team records to write it in.
#[must_use]
pub fn team_event_in_trf16() -> &'static str {
    "a team event is written as TRF-2026 (its 310, 320 and 352 records); give --format trf26"
}

/// A system rondo does not pair, as a message names it.
#[must_use]
pub fn unpaired_system(system: &rondo_core::System) -> String {
    use rondo_core::System;
    match system {
        System::Dubov => "the FIDE Dubov system (C.04.4.1)".to_owned(),
        System::Burstein => "the FIDE Burstein system (C.04.4.2)".to_owned(),
        System::Lim => "the FIDE Lim system (C.04.4.3)".to_owned(),
        System::DoubleSwiss => "the FIDE Double-Swiss system (C.04.5)".to_owned(),
        System::TeamSwiss => "a Swiss system for teams (C.04.6)".to_owned(),
        System::TeamRoundRobin => "a round robin of teams".to_owned(),
        System::RoundRobin { .. } => "a round robin".to_owned(),
        System::Scheveningen => "a Scheveningen schedule".to_owned(),
        System::Schiller => "the Schiller system".to_owned(),
        System::Knockout => "a knockout".to_owned(),
        System::Other(code) => format!("the system '{code}'"),
        _ => "a system".to_owned(),
    }
}

/// Why `rondo COMMAND` does not pair the system `what` the file names in `record` (`192` or
/// `092`, whose text is `text`), or, without a record, the system chosen.
#[must_use]
pub fn not_paired(what: &str, named: Option<(&str, &str)>, command: &str) -> String {
    not_paired_by(what, named, &format!("rondo {command}"), "--system dutch")
}

/// Why the Python package's `function` (`rondo.check`) does not pair the system of `error`:
/// the command line's sentence ([`not_paired`]) with the keyword argument for its flag.
#[must_use]
pub fn resolve_error(error: &rondo_systems::ResolveError, function: &str) -> String {
    use rondo_systems::ResolveError;
    match error {
        ResolveError::NotPaired { system, file } => not_paired_by(
            &unpaired_system(system),
            file.as_ref()
                .map(|named| (named.record.code(), named.text.as_str())),
            function,
            "system=\"dutch\"",
        ),
        ResolveError::NoTeamRecords { system, .. } => no_team_records_for(system),
        other => other.to_string(),
    }
}

/// The Python package's refusal of `system`, a system of teams, for a file without team
/// records (`rondo_systems::refuse_teams_without_records`).
#[must_use]
pub fn no_team_records_for(system: &str) -> String {
    format!("{system} pairs teams, and the file has no team records (310 or 013)")
}

/// The refusal of a key no system of the caller's registry has (`keys`, those it has).
#[must_use]
pub fn unknown_system(key: &str, keys: &[&str]) -> String {
    format!(
        "unknown system '{key}' (expected one of {})",
        keys.join(", ")
    )
}

/// The refusal of an edition of the Dutch rules that is not a year of one
/// (`rondo_systems::edition_by_year`).
#[must_use]
pub fn unknown_edition(edition: &str) -> String {
    format!("unknown edition '{edition}' (expected 2025, 2017 or 2009)")
}

/// The refusal of a number that counts from 1 (a round), named `what` (`--round`, `round`).
#[must_use]
pub fn not_one_or_more(what: &str) -> String {
    format!("{what} must be 1 or more")
}

/// The refusal of an audit of `round` without a pairing when the file holds `held` rounds:
/// `pairs` (`--pairs`, `pairs`) gives one.
#[must_use]
pub fn round_not_in_file(round: rondo_core::RoundNo, held: u16, pairs: &str) -> String {
    format!(
        "round {round} is not in the file (it holds {held} round(s)); give the pairing with {pairs}"
    )
}

/// [`not_paired`] for the caller `by` (`rondo check`, `rondo.check`), whose way to choose the
/// Dutch system anyway is `dutch`.
fn not_paired_by(what: &str, named: Option<(&str, &str)>, by: &str, dutch: &str) -> String {
    match named {
        Some((record, text)) => format!(
            "the file names {what} (record {record} '{text}'); {by} cannot pair it: give \
             {dutch} to treat it as a Dutch Swiss anyway"
        ),
        None => format!("{by} cannot pair {what}"),
    }
}
