//! The pairing system a file names: parsed once from the TRF-2026 `192` code, else from the
//! free text of `092`.
//!
//! `192` codes (TRF-2026 and the codes programs write): `FIDE_DUTCH[_2017|_2025][_BAKU]`,
//! `FIDE_DUBOV`, `FIDE_BURSTEIN`, `FIDE_LIM`, `FIDE_DOUBLESWISS`, `FIDE_TEAM…`,
//! `…ROUNDROBIN`, `…SCHEVENINGEN`, `…SCHILLER`, `…KNOCKOUT`, `CUSTOM_SWISS_HARKNESS`, and
//! `CUSTOM_…` codes of other systems. `092` is free text (`Individual: Swiss-System`,
//! `Team: Round-Robin`, `Swiss Dutch`, …): it names a system only through a word that only
//! that system uses; a plain "Swiss" names none, since programs write it for every Swiss system.

use serde::{Deserialize, Serialize};

use crate::TournamentSetup;

/// A pairing system, as a file names it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NamedSystem {
    /// The FIDE Dutch system (C.04.3).
    Dutch,
    /// The FIDE Dubov system (C.04.4.1).
    Dubov,
    /// The FIDE Burstein system (C.04.4.2).
    Burstein,
    /// The FIDE Lim system (C.04.4.3).
    Lim,
    /// The FIDE Double-Swiss system (C.04.5).
    DoubleSwiss,
    /// A Swiss system for teams (FIDE C.04.6 or another).
    TeamSwiss,
    /// The US Swiss system with Harkness pairings.
    UsSwiss,
    /// A round robin of individuals (Berger tables, C.05 Annex 1).
    RoundRobin {
        /// Two cycles.
        double: bool,
    },
    /// A round robin of teams.
    TeamRoundRobin,
    /// A Scheveningen schedule.
    Scheveningen,
    /// A Schiller system.
    Schiller,
    /// A knockout.
    Knockout,
    /// A code or text rondo does not know, as written.
    Other(String),
}

/// The record a system was named in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SystemRecord {
    /// `192`, the encoded type of tournament (TRF-2026).
    Encoded,
    /// `092`, the type of tournament in words.
    Described,
}

/// The system a file names, and where.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FileSystem {
    /// The system.
    pub system: NamedSystem,
    /// Whether the code asks for Baku acceleration (`_BAKU`).
    pub baku: bool,
    /// The record that named it.
    pub record: SystemRecord,
    /// The record's text, as written.
    pub text: String,
}

impl NamedSystem {
    /// Reads a `192` code (case-insensitive).
    #[must_use]
    pub fn from_code(code: &str) -> (NamedSystem, bool) {
        let upper = code.trim().to_ascii_uppercase();
        let baku = upper.ends_with("_BAKU");
        // Programs spell the words with and without underscores (`ROUND_ROBIN`, `ROUNDROBIN`).
        let core = upper
            .strip_suffix("_BAKU")
            .unwrap_or(&upper)
            .replace(['_', '-', ' '], "");
        let system =
            if core.contains("HARKNESS") || core.contains("USSWISS") || core.contains("USCF") {
                NamedSystem::UsSwiss
            } else if core.contains("TEAM") && core.contains("ROUNDROBIN") {
                NamedSystem::TeamRoundRobin
            } else if core.contains("TEAM") {
                NamedSystem::TeamSwiss
            } else if core.contains("ROUNDROBIN") {
                NamedSystem::RoundRobin {
                    double: core.contains("DOUBLEROUNDROBIN"),
                }
            } else if core.contains("DOUBLESWISS") {
                NamedSystem::DoubleSwiss
            } else if core.contains("DUBOV") {
                NamedSystem::Dubov
            } else if core.contains("BURSTEIN") {
                NamedSystem::Burstein
            } else if core == "FIDELIM" {
                NamedSystem::Lim
            } else if core.contains("SCHEVENINGEN") {
                NamedSystem::Scheveningen
            } else if core.contains("SCHILLER") {
                NamedSystem::Schiller
            } else if core.contains("KNOCKOUT") {
                NamedSystem::Knockout
            } else if core.starts_with("FIDEDUTCH") || core == "CUSTOMSWISS" {
                NamedSystem::Dutch
            } else {
                NamedSystem::Other(code.trim().to_owned())
            };
        (system, baku)
    }

    /// Reads the free text of `092`; `None` when it names no system in particular (a plain
    /// "Swiss", or nothing rondo recognises).
    #[must_use]
    pub fn from_description(text: &str) -> Option<NamedSystem> {
        let upper = text.to_ascii_uppercase().replace(['_', '-', ':', '.'], " ");
        let words: Vec<&str> = upper.split_whitespace().collect();
        let has = |word: &str| words.contains(&word);
        let joined = words.join(" ");
        let round_robin =
            joined.contains("ROUND ROBIN") || has("ROUNDROBIN") || has("BERGER") || has("RR");
        let team = has("TEAM") || has("TEAMS");
        Some(if team && round_robin {
            NamedSystem::TeamRoundRobin
        } else if team {
            NamedSystem::TeamSwiss
        } else if round_robin {
            NamedSystem::RoundRobin {
                double: has("DOUBLE"),
            }
        } else if has("DUBOV") {
            NamedSystem::Dubov
        } else if has("BURSTEIN") {
            NamedSystem::Burstein
        } else if has("LIM") {
            NamedSystem::Lim
        } else if has("SCHEVENINGEN") {
            NamedSystem::Scheveningen
        } else if has("SCHILLER") {
            NamedSystem::Schiller
        } else if has("KNOCKOUT") || joined.contains("KNOCK OUT") {
            NamedSystem::Knockout
        } else if has("HARKNESS") || has("USCF") {
            NamedSystem::UsSwiss
        } else if has("DUTCH") {
            NamedSystem::Dutch
        } else {
            return None;
        })
    }

    /// Whether the system pairs teams.
    #[must_use]
    pub fn is_team(&self) -> bool {
        matches!(self, NamedSystem::TeamSwiss | NamedSystem::TeamRoundRobin)
    }
}

impl TournamentSetup {
    /// The system the file names: its `192` code, else the words of its `092` record; `None`
    /// when neither names one.
    #[must_use]
    pub fn named_system(&self) -> Option<FileSystem> {
        if let Some(code) = self
            .system
            .as_deref()
            .filter(|code| !code.trim().is_empty())
        {
            let (system, baku) = NamedSystem::from_code(code);
            return Some(FileSystem {
                system,
                baku,
                record: SystemRecord::Encoded,
                text: code.trim().to_owned(),
            });
        }
        let text = self.header.tournament_type.as_deref()?;
        NamedSystem::from_description(text).map(|system| FileSystem {
            system,
            baku: false,
            record: SystemRecord::Described,
            text: text.trim().to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_of_trf_2026_name_their_systems() {
        let cases = [
            ("FIDE_DUTCH_2025", NamedSystem::Dutch, false),
            ("FIDE_DUTCH_BAKU", NamedSystem::Dutch, true),
            ("fide_dubov", NamedSystem::Dubov, false),
            ("FIDE_BURSTEIN_BAKU", NamedSystem::Burstein, true),
            ("FIDE_LIM", NamedSystem::Lim, false),
            ("FIDE_DOUBLESWISS", NamedSystem::DoubleSwiss, false),
            ("FIDE_TEAM_TYPEA_MP_GP", NamedSystem::TeamSwiss, false),
            ("BERGER_TEAM_ROUNDROBIN", NamedSystem::TeamRoundRobin, false),
            (
                "BERGER_DOUBLEROUNDROBIN",
                NamedSystem::RoundRobin { double: true },
                false,
            ),
            (
                "FIDE_ROUNDROBIN",
                NamedSystem::RoundRobin { double: false },
                false,
            ),
            ("CUSTOM_SWISS_HARKNESS", NamedSystem::UsSwiss, false),
            (" us_swiss ", NamedSystem::UsSwiss, false),
            ("FIDE_DUTCH_2026_BAKU", NamedSystem::Dutch, true),
            ("CUSTOM_KNOCKOUT", NamedSystem::Knockout, false),
            ("MY_OWN", NamedSystem::Other("MY_OWN".to_owned()), false),
        ];
        for (code, system, baku) in cases {
            assert_eq!(NamedSystem::from_code(code), (system, baku), "{code}");
        }
    }

    #[test]
    fn descriptions_name_a_system_only_by_its_own_words() {
        let cases = [
            ("Individual: Swiss-System", None),
            ("Swiss", None),
            ("Team: Swiss-System", Some(NamedSystem::TeamSwiss)),
            ("Team: Round-Robin", Some(NamedSystem::TeamRoundRobin)),
            (
                "Individual: Round-Robin",
                Some(NamedSystem::RoundRobin { double: false }),
            ),
            ("Swiss Dutch 2017 rules", Some(NamedSystem::Dutch)),
            ("Dubov system", Some(NamedSystem::Dubov)),
            // "Limited" is not the Lim system.
            ("Limited rating open", None),
        ];
        for (text, system) in cases {
            assert_eq!(NamedSystem::from_description(text), system, "{text}");
        }
    }
}
