//! The pairing system a file names: parsed once from the TRF-2026 `192` code, else from the
//! free text of `092`.
//!
//! `192` codes (TRF-2026 and the codes programs write): `FIDE_DUTCH[_2017|_2025][_BAKU]`,
//! `FIDE_DUBOV`, `FIDE_BURSTEIN`, `FIDE_LIM`, `FIDE_DOUBLESWISS`, `FIDE_TEAM…`,
//! `…ROUNDROBIN`, `…SCHEVENINGEN`, `…SCHILLER`, `…KNOCKOUT`, `CUSTOM_SWISS_HARKNESS`, and
//! `CUSTOM_…` codes of other systems. `092` is free text (`Individual: Swiss-System`,
//! `Team: Round-Robin`, `Swiss Dutch`, …): it names a system only through a word that only
//! that system uses; a plain "Swiss" names none, since programs write it for every Swiss system.

use crate::TournamentSetup;

/// A pairing system, as a file names it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum System {
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
    /// The FIDE Olympiad Pairing Rules (D.02), for teams. TRF-2026 has no `192` code for them:
    /// a file names them by the word "Olympiad" in `092` (or in a `192` code of its own, such
    /// as `FIDE_OLYMPIAD`).
    Olympiad,
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
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SystemRecord {
    /// `192`, the encoded type of tournament (TRF-2026).
    Encoded,
    /// `092`, the type of tournament in words.
    Described,
}

impl SystemRecord {
    /// The record's code as a TRF file writes it.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            SystemRecord::Encoded => "192",
            SystemRecord::Described => "092",
        }
    }
}

/// The system a file names, and where.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FileSystem {
    /// The system.
    pub system: System,
    /// Whether the code asks for Baku acceleration (`_BAKU`).
    pub baku: bool,
    /// The record that named it.
    pub record: SystemRecord,
    /// The record's text, as written.
    pub text: String,
}

impl System {
    /// Reads a `192` code (case-insensitive).
    #[must_use]
    pub fn from_code(code: &str) -> (System, bool) {
        let upper = code.trim().to_ascii_uppercase();
        let baku = upper.ends_with("_BAKU");
        // Programs spell the words with and without underscores (`ROUND_ROBIN`, `ROUNDROBIN`).
        let core = upper
            .strip_suffix("_BAKU")
            .unwrap_or(&upper)
            .replace(['_', '-', ' '], "");
        let system =
            if core.contains("HARKNESS") || core.contains("USSWISS") || core.contains("USCF") {
                System::UsSwiss
            } else if core.contains("OLYMPIAD") {
                System::Olympiad
            } else if core.contains("TEAM") && core.contains("ROUNDROBIN") {
                System::TeamRoundRobin
            } else if core.contains("TEAM") {
                System::TeamSwiss
            } else if core.contains("ROUNDROBIN") {
                System::RoundRobin {
                    double: core.contains("DOUBLEROUNDROBIN"),
                }
            } else if core.contains("DOUBLESWISS") {
                System::DoubleSwiss
            } else if core.contains("DUBOV") {
                System::Dubov
            } else if core.contains("BURSTEIN") {
                System::Burstein
            } else if core == "FIDELIM" {
                System::Lim
            } else if core.contains("SCHEVENINGEN") {
                System::Scheveningen
            } else if core.contains("SCHILLER") {
                System::Schiller
            } else if core.contains("KNOCKOUT") {
                System::Knockout
            } else if core.starts_with("FIDEDUTCH") || core == "CUSTOMSWISS" {
                System::Dutch
            } else {
                System::Other(code.trim().to_owned())
            };
        (system, baku)
    }

    /// Reads the free text of `092`; `None` when it names no system in particular (a plain
    /// "Swiss", or nothing rondo recognises).
    #[must_use]
    pub fn from_description(text: &str) -> Option<System> {
        let upper = text.to_ascii_uppercase().replace(['_', '-', ':', '.'], " ");
        let words: Vec<&str> = upper.split_whitespace().collect();
        let has = |word: &str| words.contains(&word);
        let joined = words.join(" ");
        let round_robin =
            joined.contains("ROUND ROBIN") || has("ROUNDROBIN") || has("BERGER") || has("RR");
        let team = has("TEAM") || has("TEAMS");
        Some(if has("OLYMPIAD") {
            System::Olympiad
        } else if team && round_robin {
            System::TeamRoundRobin
        } else if team {
            System::TeamSwiss
        } else if round_robin {
            System::RoundRobin {
                double: has("DOUBLE"),
            }
        } else if has("DUBOV") {
            System::Dubov
        } else if has("BURSTEIN") {
            System::Burstein
        } else if has("LIM") {
            System::Lim
        } else if has("SCHEVENINGEN") {
            System::Scheveningen
        } else if has("SCHILLER") {
            System::Schiller
        } else if has("KNOCKOUT") || joined.contains("KNOCK OUT") {
            System::Knockout
        } else if has("HARKNESS") || has("USCF") {
            System::UsSwiss
        } else if has("DUTCH") {
            System::Dutch
        } else {
            return None;
        })
    }

    /// Whether the system pairs teams.
    #[must_use]
    pub fn is_team(&self) -> bool {
        matches!(
            self,
            System::TeamSwiss | System::TeamRoundRobin | System::Olympiad
        )
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
            let (system, baku) = System::from_code(code);
            return Some(FileSystem {
                system,
                baku,
                record: SystemRecord::Encoded,
                text: code.trim().to_owned(),
            });
        }
        let text = self.header.tournament_type.as_deref()?;
        System::from_description(text).map(|system| FileSystem {
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
            ("FIDE_DUTCH_2025", System::Dutch, false),
            ("FIDE_DUTCH_BAKU", System::Dutch, true),
            ("fide_dubov", System::Dubov, false),
            ("FIDE_BURSTEIN_BAKU", System::Burstein, true),
            ("FIDE_LIM", System::Lim, false),
            ("FIDE_DOUBLESWISS", System::DoubleSwiss, false),
            ("FIDE_TEAM_TYPEA_MP_GP", System::TeamSwiss, false),
            ("BERGER_TEAM_ROUNDROBIN", System::TeamRoundRobin, false),
            (
                "BERGER_DOUBLEROUNDROBIN",
                System::RoundRobin { double: true },
                false,
            ),
            (
                "FIDE_ROUNDROBIN",
                System::RoundRobin { double: false },
                false,
            ),
            ("CUSTOM_SWISS_HARKNESS", System::UsSwiss, false),
            (" us_swiss ", System::UsSwiss, false),
            ("FIDE_DUTCH_2026_BAKU", System::Dutch, true),
            ("CUSTOM_KNOCKOUT", System::Knockout, false),
            ("FIDE_OLYMPIAD", System::Olympiad, false),
            ("MY_OWN", System::Other("MY_OWN".to_owned()), false),
        ];
        for (code, system, baku) in cases {
            assert_eq!(System::from_code(code), (system, baku), "{code}");
        }
    }

    #[test]
    fn descriptions_name_a_system_only_by_its_own_words() {
        let cases = [
            ("Individual: Swiss-System", None),
            ("Swiss", None),
            ("Team: Swiss-System", Some(System::TeamSwiss)),
            ("Team: Round-Robin", Some(System::TeamRoundRobin)),
            ("Team: Olympiad Pairing Rules", Some(System::Olympiad)),
            (
                "Individual: Round-Robin",
                Some(System::RoundRobin { double: false }),
            ),
            ("Swiss Dutch 2017 rules", Some(System::Dutch)),
            ("Dubov system", Some(System::Dubov)),
            // "Limited" is not the Lim system.
            ("Limited rating open", None),
        ];
        for (text, system) in cases {
            assert_eq!(System::from_description(text), system, "{text}");
        }
    }
}
