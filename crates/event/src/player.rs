//! The players of an event: a late entrant added, a player's data changed, a player never
//! paired removed; after each, everybody renumbered in the initial order of C.04.2 art. 2 while
//! the rules allow it (`TournamentSetup::renumber_by_initial_order`), unless the caller keeps
//! the numbers.
//!
//! Policy: a caller gives a player's data as an arbiter types it ([`PlayerFields`], one reading
//! for the command line's options and Python's keywords): a rating or FIDE id of 0 is none, as
//! TRF writes a missing one; a text field given as empty or `none` is cleared
//! ([`blank_is_none`]), a title is one of FIDE's codes, a new name is not blank. A national rating (TRF-2026 National Rating
//! Support) goes on the player's line of the federation given, else of their only national
//! rating line (or the one of their own federation, when they have several), else of their
//! federation; the line is added if need be.

use rondo_core::{EditError, Player, PlayerId, Rating, RoundNo, Sex, Title, TournamentSetup};

/// The most characters of a national id (TRF columns 58–68).
const NATIONAL_ID_WIDTH: usize = 11;

/// What a caller changes of a player: `None` keeps a field, `Some(None)` clears it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerChanges {
    /// The name ("Surname, Given").
    pub name: Option<String>,
    /// The FIDE rating.
    pub rating: Option<Option<Rating>>,
    /// The FIDE title.
    pub title: Option<Option<Title>>,
    /// The federation.
    pub federation: Option<Option<String>>,
    /// The FIDE id (an id of 0 clears it too).
    pub fide_id: Option<Option<u64>>,
    /// The birth date, as written.
    pub birth_date: Option<Option<String>>,
    /// The sex.
    pub sex: Option<Sex>,
    /// The national rating line.
    pub national: NationalChanges,
}

/// A player's data as an arbiter gives it (`rondo player add/edit`'s options, Python's
/// keywords), read by [`PlayerFields::changes`]; `None` keeps a field.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayerFields<'a> {
    /// The new name; blank is refused.
    pub name: Option<&'a str>,
    /// The FIDE rating; 0 clears it.
    pub rating: Option<u16>,
    /// The title code (`GM`, `IM`, …); empty or `none` clears it.
    pub title: Option<&'a str>,
    /// The federation; empty or `none` clears it.
    pub federation: Option<&'a str>,
    /// The FIDE id; 0 clears it.
    pub fide_id: Option<u64>,
    /// The birth date as written; empty or `none` clears it.
    pub birth_date: Option<&'a str>,
    /// The sex.
    pub sex: Option<Sex>,
    /// The national rating; 0 clears it.
    pub national_rating: Option<u16>,
    /// The federation of the national rating line.
    pub national_federation: Option<&'a str>,
    /// The national id; empty or `none` clears it.
    pub national_id: Option<&'a str>,
}

impl PlayerFields<'_> {
    /// The changes these fields make (see the module policy).
    ///
    /// # Errors
    ///
    /// [`PlayerEditError::BlankName`], [`PlayerEditError::UnknownTitle`], and the errors of
    /// [`NationalChanges::new`].
    pub fn changes(&self) -> Result<PlayerChanges, PlayerEditError> {
        if self.name.is_some_and(|name| name.trim().is_empty()) {
            return Err(PlayerEditError::BlankName);
        }
        let title = match self.title.map(blank_is_none) {
            Some(Some(code)) => Some(Some(
                Title::from_code(&code).ok_or(PlayerEditError::UnknownTitle(code))?,
            )),
            Some(None) => Some(None),
            None => None,
        };
        Ok(PlayerChanges {
            name: self.name.map(str::to_owned),
            rating: self.rating.map(rating),
            title,
            federation: self.federation.map(blank_is_none),
            fide_id: self.fide_id.map(Some),
            birth_date: self.birth_date.map(blank_is_none),
            sex: self.sex,
            national: NationalChanges::new(
                self.national_rating,
                self.national_federation.map(str::to_owned),
                self.national_id,
            )?,
        })
    }
}

/// What a caller changes of a player's national rating line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NationalChanges {
    /// The national rating.
    pub rating: Option<Option<Rating>>,
    /// The federation of the line; by default the player's (see the module policy).
    pub federation: Option<String>,
    /// The national id.
    pub national_id: Option<Option<String>>,
}

impl NationalChanges {
    /// The changes of the arguments as given: a rating of 0 clears it, an id empty or `none`
    /// clears it.
    ///
    /// # Errors
    ///
    /// [`PlayerEditError::NationalIdTooLong`] for an id over 11 characters;
    /// [`PlayerEditError::FederationAlone`] for a federation without a rating or an id.
    pub fn new(
        rating: Option<u16>,
        federation: Option<String>,
        national_id: Option<&str>,
    ) -> Result<NationalChanges, PlayerEditError> {
        let national_id = match national_id.map(str::trim) {
            None => None,
            Some(id) if id.chars().count() > NATIONAL_ID_WIDTH => {
                return Err(PlayerEditError::NationalIdTooLong(id.to_owned()));
            }
            Some(id) => Some(blank_is_none(id)),
        };
        if rating.is_none()
            && national_id.is_none()
            && let Some(federation) = federation
        {
            return Err(PlayerEditError::FederationAlone(federation));
        }
        Ok(NationalChanges {
            rating: rating.map(self::rating),
            federation,
            national_id,
        })
    }

    fn is_empty(&self) -> bool {
        self.rating.is_none() && self.national_id.is_none()
    }
}

/// Why a player cannot be added or changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayerEditError {
    /// An edit of the model refused.
    #[error(transparent)]
    Edit(#[from] EditError),
    /// A new name that is blank.
    #[error("the player's name is blank")]
    BlankName,
    /// A title that is none of FIDE's codes.
    #[error("unknown title '{0}'")]
    UnknownTitle(String),
    /// A national id longer than its columns.
    #[error("national id '{0}' is longer than 11 characters")]
    NationalIdTooLong(String),
    /// A federation of the national rating without a rating or an id to go with it.
    #[error("national federation '{0}' without a national rating or id")]
    FederationAlone(String),
    /// A code that cannot be a national rating line's federation.
    #[error("'{code}' cannot be the federation of a national rating line")]
    NotAFederation {
        /// The code, in capitals.
        code: String,
        /// Whether the caller gave it (else it is the player's federation).
        given: bool,
    },
    /// The player has no federation to file the national rating under.
    #[error("player {0} has no federation for the national rating")]
    NoFederation(PlayerId),
    /// The player has several national rating lines, none of their own federation.
    #[error("player {player} has several national ratings")]
    SeveralNationalRatings {
        /// The player.
        player: PlayerId,
        /// The federations of their lines.
        federations: Vec<String>,
    },
}

/// What renumbering after an edit of the players did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Renumbering {
    /// The start numbers that changed, old and new.
    Changed(Vec<(PlayerId, PlayerId)>),
    /// The rules (or the file) allow no renumbering any more (C.04.2 art. 2.3, or records
    /// rondo keeps as written).
    NotAllowed,
    /// The caller kept the numbers.
    Kept,
}

/// A late entrant added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Added {
    /// The entrant's start number, after renumbering.
    pub player: PlayerId,
    /// The other players' numbers that changed.
    pub renumbering: Renumbering,
}

/// A rating as TRF writes it: 0 is none.
fn rating(value: u16) -> Option<Rating> {
    (value > 0).then_some(Rating(value))
}

/// A text field as an arbiter gives it: empty or `none` clears it.
fn blank_is_none(value: &str) -> Option<String> {
    let value = value.trim();
    (!value.eq_ignore_ascii_case("none") && !value.is_empty()).then(|| value.to_owned())
}

/// Adds a late entrant called `name` (trimmed) who joins in `from_round` (absent with zero
/// points before), with `changes` (their `name` is ignored), then renumbers unless
/// `keep_numbers`.
///
/// # Errors
///
/// [`EditError::Full`] when every start number is taken; the national rating's errors.
pub fn add_player(
    setup: &mut TournamentSetup,
    name: &str,
    from_round: RoundNo,
    changes: &PlayerChanges,
    keep_numbers: bool,
) -> Result<Added, PlayerEditError> {
    let entrant = setup.add_player(name.trim(), from_round)?.id;
    apply(
        setup,
        entrant,
        &PlayerChanges {
            name: None,
            ..changes.clone()
        },
    )?;
    let renumbering = renumber(setup, keep_numbers);
    let (player, renumbering) = match renumbering {
        Renumbering::Changed(changes) => {
            let player = changes
                .iter()
                .find(|(old, _)| *old == entrant)
                .map_or(entrant, |(_, new)| *new);
            let others = changes.into_iter().filter(|(old, _)| *old != entrant);
            (player, Renumbering::Changed(others.collect()))
        }
        other => (entrant, other),
    };
    Ok(Added {
        player,
        renumbering,
    })
}

/// Changes the data of `player`, then renumbers unless `keep_numbers`.
///
/// # Errors
///
/// [`EditError::UnknownPlayer`]; the national rating's errors.
pub fn edit_player(
    setup: &mut TournamentSetup,
    player: PlayerId,
    changes: &PlayerChanges,
    keep_numbers: bool,
) -> Result<Renumbering, PlayerEditError> {
    apply(setup, player, changes)?;
    Ok(renumber(setup, keep_numbers))
}

/// Removes `player`, who was never paired, then renumbers unless `keep_numbers`.
///
/// # Errors
///
/// [`EditError::UnknownPlayer`], [`EditError::PlayerPaired`].
pub fn remove_player(
    setup: &mut TournamentSetup,
    player: PlayerId,
    keep_numbers: bool,
) -> Result<(Player, Renumbering), EditError> {
    let removed = setup.remove_player(player)?;
    Ok((removed, renumber(setup, keep_numbers)))
}

/// Writes `changes` into the player's data and national rating line.
fn apply(
    setup: &mut TournamentSetup,
    id: PlayerId,
    changes: &PlayerChanges,
) -> Result<(), PlayerEditError> {
    let player = setup.player_mut(id)?;
    if let Some(name) = &changes.name {
        name.trim().clone_into(&mut player.name);
    }
    if let Some(rating) = changes.rating {
        player.rating = rating;
    }
    if let Some(title) = changes.title {
        player.title = title;
    }
    if let Some(federation) = &changes.federation {
        player.federation.clone_from(federation);
    }
    if let Some(fide_id) = changes.fide_id {
        player.fide_id = fide_id.filter(|id| *id > 0);
    }
    if let Some(birth_date) = &changes.birth_date {
        player.birth_date.clone_from(birth_date);
    }
    if let Some(sex) = changes.sex {
        player.sex = Some(sex);
    }
    let national = &changes.national;
    if national.is_empty() {
        return Ok(());
    }
    let federation = national_federation(setup, id, national.federation.as_deref())?;
    let line = setup.national_rating_mut(id, &federation)?;
    if let Some(rating) = national.rating {
        line.rating = rating;
    }
    if let Some(national_id) = &national.national_id {
        line.national_id.clone_from(national_id);
    }
    Ok(())
}

/// The federation of the national rating line a change goes on (see the module policy).
fn national_federation(
    setup: &TournamentSetup,
    player: PlayerId,
    given: Option<&str>,
) -> Result<String, PlayerEditError> {
    let checked = |code: &str, given: bool| {
        let code = code.trim().to_ascii_uppercase();
        if rondo_trf::is_federation_code(&code) {
            Ok(code)
        } else {
            Err(PlayerEditError::NotAFederation { code, given })
        }
    };
    if let Some(federation) = given {
        return checked(federation, true);
    }
    let own = setup
        .players
        .iter()
        .find(|p| p.id == player)
        .and_then(|p| p.federation.as_deref());
    let lines: Vec<&str> = setup
        .national_ratings
        .iter()
        .filter(|line| line.player == player)
        .map(|line| line.federation.as_str())
        .collect();
    match (lines.as_slice(), own) {
        ([only], _) => Ok((*only).to_owned()),
        ([], Some(own)) => checked(own, false),
        ([], None) => Err(PlayerEditError::NoFederation(player)),
        (several, own) => own
            .and_then(|own| several.iter().find(|code| code.eq_ignore_ascii_case(own)))
            .map(|line| (*line).to_owned())
            .ok_or_else(|| PlayerEditError::SeveralNationalRatings {
                player,
                federations: several.iter().map(|code| (*code).to_owned()).collect(),
            }),
    }
}

/// Gives everybody the number of the initial order of C.04.2 unless `keep_numbers`.
fn renumber(setup: &mut TournamentSetup, keep_numbers: bool) -> Renumbering {
    if keep_numbers {
        return Renumbering::Kept;
    }
    match setup.renumber_by_initial_order() {
        Some(changes) => Renumbering::Changed(
            changes
                .into_iter()
                .filter(|(old, new)| old != new)
                .collect(),
        ),
        None => Renumbering::NotAllowed,
    }
}
