//! A result as an arbiter writes it on the command line: `WHITE-BLACK=RESULT`, like `12-7=1-0`.
//!
//! Policy: the players are named as `rondo_core::PlayerQuery` reads them (a start number,
//! `id:` and a FIDE id, or part of the name). Since a name may hold a hyphen (`Smith-Jones`),
//! every hyphen of `WHITE-BLACK` is tried and the one reading that names two players is taken.

use rondo_core::{
    BoardResult, FindPlayerError, ParsePlayerQueryError, PlayerId, PlayerQuery, TournamentSetup,
};

/// Why a result cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ResultError {
    /// Not `WHITE-BLACK=RESULT` with a result code.
    #[error("'{0}' is not WHITE-BLACK=RESULT")]
    Malformed(String),
    /// A side names no player, in the reading that names the most.
    #[error("'{spec}' names no player as '{side}'")]
    Unreadable {
        /// The result as given.
        spec: String,
        /// The side as given.
        side: String,
        /// Why it is no player query.
        error: ParsePlayerQueryError,
    },
    /// A side names nobody, or several players.
    #[error("'{spec}': {error}")]
    NotFound {
        /// The result as given.
        spec: String,
        /// Why no single player is found.
        error: FindPlayerError,
    },
    /// Several hyphens split the spec into two players.
    #[error("'{spec}' can be read in several ways")]
    Ambiguous {
        /// The result as given.
        spec: String,
        /// Each reading, White and Black.
        readings: Vec<(PlayerId, PlayerId)>,
    },
}

/// Reads `12-7=1-0`: White, Black and the result, the players found in `setup`.
///
/// # Errors
///
/// [`ResultError`] saying what is wrong with the spec.
pub fn parse_result(
    spec: &str,
    setup: &TournamentSetup,
) -> Result<(PlayerId, PlayerId, BoardResult), ResultError> {
    let malformed = || ResultError::Malformed(spec.to_owned());
    let (pair, code) = spec.split_once('=').ok_or_else(malformed)?;
    let result = BoardResult::from_notation(code).ok_or_else(malformed)?;
    let mut readings = Vec::new();
    let mut failures = Vec::new();
    for (at, _) in pair.match_indices('-') {
        match (
            find_player(setup, &pair[..at]),
            find_player(setup, &pair[at + 1..]),
        ) {
            (Ok(white), Ok(black)) => {
                if !readings.contains(&(white, black)) {
                    readings.push((white, black));
                }
            }
            (white, black) => failures.push([white.err(), black.err()]),
        }
    }
    match readings.as_slice() {
        [(white, black)] => Ok((*white, *black, result)),
        // The reading with the fewest sides that name nobody says best what is wrong.
        [] => Err(failures
            .into_iter()
            .min_by_key(|sides| sides.iter().flatten().count())
            .and_then(|sides| sides.into_iter().flatten().next())
            .map_or_else(malformed, |side| side.into_error(spec))),
        several => Err(ResultError::Ambiguous {
            spec: spec.to_owned(),
            readings: several.to_vec(),
        }),
    }
}

/// Why a text names no single player ([`find_player`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FindError {
    /// The text is no player query at all.
    Unreadable {
        /// The text as given.
        text: String,
        /// Why it is no player query.
        error: ParsePlayerQueryError,
    },
    /// The query finds nobody, or several players.
    NotFound(FindPlayerError),
}

impl FindError {
    fn into_error(self, spec: &str) -> ResultError {
        let spec = spec.to_owned();
        match self {
            FindError::Unreadable { text, error } => ResultError::Unreadable {
                spec,
                side: text,
                error,
            },
            FindError::NotFound(error) => ResultError::NotFound { spec, error },
        }
    }
}

/// The start number of the player `text` names in `setup`, as an arbiter names players on
/// the command line and in Python: a start number, `id:` and the FIDE id, or part of the name
/// (`rondo_core::PlayerQuery`).
///
/// # Errors
///
/// [`FindError`]: no player query, or none or several players found.
pub fn find_player(setup: &TournamentSetup, text: &str) -> Result<PlayerId, FindError> {
    let query: PlayerQuery = text.parse().map_err(|error| FindError::Unreadable {
        text: text.to_owned(),
        error,
    })?;
    setup.find_player(&query).map_err(FindError::NotFound)
}
