//! Finding a player the way an arbiter names one: by start number, by FIDE id, or by part of the
//! name.
//!
//! Policy (one reading for every command that takes a player):
//! - A text of digits only is a start number (`12`).
//! - `id:` and digits is a FIDE id (`id:12345678`); the prefix is needed because a FIDE id is a
//!   number too, and a number alone must keep meaning the start number it always meant.
//! - Anything else is a name, matched without regard to case: every word of the text (words are
//!   separated by spaces and commas) must occur in the player's name, in any order, so `lucy`,
//!   `late, lu` and `Lucy Late` all find `Late, Lucy`.
//! - A name that matches several players is ambiguous, unless exactly one of them has that very
//!   name (the same words in the same order): `Li, Wei` then finds `Li, Wei` and not
//!   `Lin, Wei`. An ambiguous name is an error listing the candidates; so is a FIDE id two
//!   players share.

use std::fmt;
use std::str::FromStr;

use crate::{PlayerId, TournamentSetup};

/// How a command names a player. See the module policy for the syntax.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PlayerQuery {
    /// A start number: digits only.
    StartNumber(PlayerId),
    /// A FIDE id: `id:` and digits.
    FideId(u64),
    /// Part of the name.
    Name(String),
}

/// Why a text does not name a player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePlayerQueryError {
    /// Nothing was given.
    #[error("no player given")]
    Empty,
    /// A number that is no start number (0, or above 9999).
    #[error("{0} is not a start number (1 to 9999)")]
    StartNumberOutOfRange(String),
    /// `id:` followed by something other than digits.
    #[error("'{0}' is not a FIDE id (expected id: and digits)")]
    BadFideId(String),
}

/// A player found by a query: the start number and the name, for messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The start number.
    pub id: PlayerId,
    /// The name as written.
    pub name: String,
}

/// Why a query finds no single player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FindPlayerError {
    /// No player has the start number.
    #[error("no player has start number {0}")]
    NoStartNumber(PlayerId),
    /// No player has the FIDE id.
    #[error("no player has FIDE id {0}")]
    NoFideId(u64),
    /// No player's name matches.
    #[error("no player's name matches '{0}'")]
    NoName(String),
    /// Several players match, in start-number order.
    #[error("'{query}' matches {} players", candidates.len())]
    Ambiguous {
        /// The query as given.
        query: PlayerQuery,
        /// Every player it matches.
        candidates: Vec<Candidate>,
    },
}

impl FromStr for PlayerQuery {
    type Err = ParsePlayerQueryError;

    fn from_str(text: &str) -> Result<PlayerQuery, ParsePlayerQueryError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ParsePlayerQueryError::Empty);
        }
        if text.bytes().all(|byte| byte.is_ascii_digit()) {
            return text
                .parse::<u16>()
                .ok()
                .and_then(PlayerId::new)
                .map(PlayerQuery::StartNumber)
                .ok_or_else(|| ParsePlayerQueryError::StartNumberOutOfRange(text.to_owned()));
        }
        if let Some(prefix) = text.get(..3)
            && prefix.eq_ignore_ascii_case("id:")
        {
            let digits = text[3..].trim();
            return digits
                .parse::<u64>()
                .ok()
                .filter(|_| digits.bytes().all(|byte| byte.is_ascii_digit()))
                .map(PlayerQuery::FideId)
                .ok_or_else(|| ParsePlayerQueryError::BadFideId(text.to_owned()));
        }
        Ok(PlayerQuery::Name(text.to_owned()))
    }
}

impl fmt::Display for PlayerQuery {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerQuery::StartNumber(id) => write!(f, "{id}"),
            PlayerQuery::FideId(id) => write!(f, "id:{id}"),
            PlayerQuery::Name(name) => f.write_str(name),
        }
    }
}

impl TournamentSetup {
    /// The start number of the one player `query` names (see the module policy).
    ///
    /// # Errors
    ///
    /// [`FindPlayerError`] when no player matches, or several do.
    pub fn find_player(&self, query: &PlayerQuery) -> Result<PlayerId, FindPlayerError> {
        let candidate = |player: &crate::Player| Candidate {
            id: player.id,
            name: player.name.clone(),
        };
        let matches: Vec<Candidate> = match query {
            PlayerQuery::StartNumber(id) => {
                return self
                    .players
                    .iter()
                    .find(|player| player.id == *id)
                    .map(|player| player.id)
                    .ok_or(FindPlayerError::NoStartNumber(*id));
            }
            PlayerQuery::FideId(fide_id) => {
                let found: Vec<Candidate> = self
                    .players
                    .iter()
                    .filter(|player| player.fide_id == Some(*fide_id))
                    .map(candidate)
                    .collect();
                if found.is_empty() {
                    return Err(FindPlayerError::NoFideId(*fide_id));
                }
                found
            }
            PlayerQuery::Name(name) => {
                let wanted = words(name);
                let found: Vec<Candidate> = self
                    .players
                    .iter()
                    .filter(|player| {
                        let have = player.name.to_lowercase();
                        wanted.iter().all(|word| have.contains(word.as_str()))
                    })
                    .map(candidate)
                    .collect();
                if found.is_empty() {
                    return Err(FindPlayerError::NoName(name.clone()));
                }
                let exact: Vec<&Candidate> = found
                    .iter()
                    .filter(|player| words(&player.name) == wanted)
                    .collect();
                if let [only] = exact.as_slice() {
                    return Ok(only.id);
                }
                found
            }
        };
        match matches.as_slice() {
            [only] => Ok(only.id),
            _ => {
                let mut candidates = matches;
                candidates.sort_by_key(|player| player.id);
                Err(FindPlayerError::Ambiguous {
                    query: query.clone(),
                    candidates,
                })
            }
        }
    }
}

/// The words of a name or query, lowercased: separated by spaces and commas.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Player;

    #[allow(clippy::unwrap_used)] // The numbers are valid start numbers.
    fn id(n: u16) -> PlayerId {
        PlayerId::new(n).unwrap()
    }

    fn setup() -> TournamentSetup {
        let players = [
            (1, "Li, Wei", Some(100)),
            (2, "Lin, Wei", Some(200)),
            (3, "Late, Lucy", None),
            (4, "Müller, Jörg", Some(200)),
            (5, "Smith-Jones, Ann", None),
        ]
        .into_iter()
        .map(|(n, name, fide_id)| {
            let mut player = Player::new(id(n), name);
            player.fide_id = fide_id;
            player
        })
        .collect();
        TournamentSetup {
            players,
            ..TournamentSetup::default()
        }
    }

    #[track_caller]
    fn find(text: &str) -> Result<PlayerId, FindPlayerError> {
        setup().find_player(&text.parse().unwrap())
    }

    #[test]
    fn queries_read_as_start_numbers_fide_ids_or_names() {
        assert_eq!("12".parse(), Ok(PlayerQuery::StartNumber(id(12))));
        assert_eq!(" ID:4100018 ".parse(), Ok(PlayerQuery::FideId(4_100_018)));
        assert_eq!(
            "Late, L".parse(),
            Ok(PlayerQuery::Name("Late, L".to_owned()))
        );
        assert!(matches!(
            "0".parse::<PlayerQuery>(),
            Err(ParsePlayerQueryError::StartNumberOutOfRange(_))
        ));
        assert!(matches!(
            "id:12a".parse::<PlayerQuery>(),
            Err(ParsePlayerQueryError::BadFideId(_))
        ));
        assert_eq!(
            "  ".parse::<PlayerQuery>(),
            Err(ParsePlayerQueryError::Empty)
        );
    }

    #[test]
    fn a_name_is_found_by_any_of_its_words_in_any_case_and_order() {
        assert_eq!(find("lucy"), Ok(id(3)));
        assert_eq!(find("Lucy Late"), Ok(id(3)));
        assert_eq!(find("MÜLLER"), Ok(id(4)));
        assert_eq!(find("smith-jones"), Ok(id(5)));
        assert_eq!(find("3"), Ok(id(3)));
        assert_eq!(find("id:100"), Ok(id(1)));
    }

    #[test]
    fn the_very_name_wins_over_longer_names_that_contain_it() {
        assert_eq!(find("li, wei"), Ok(id(1)));
        assert_eq!(find("lin"), Ok(id(2)));
        let Err(FindPlayerError::Ambiguous { candidates, .. }) = find("wei") else {
            panic!("two players are called Wei");
        };
        let ids: Vec<PlayerId> = candidates.iter().map(|c| c.id).collect();
        assert_eq!(ids, [id(1), id(2)]);
    }

    #[test]
    fn no_match_and_a_shared_fide_id_are_errors() {
        assert_eq!(find("9"), Err(FindPlayerError::NoStartNumber(id(9))));
        assert_eq!(find("id:7"), Err(FindPlayerError::NoFideId(7)));
        assert_eq!(
            find("nobody"),
            Err(FindPlayerError::NoName("nobody".to_owned()))
        );
        assert!(matches!(
            find("id:200"),
            Err(FindPlayerError::Ambiguous { candidates, .. }) if candidates.len() == 2
        ));
    }
}
