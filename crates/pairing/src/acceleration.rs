//! Baku acceleration (C.04.7, formerly C.04.5.1), generated on request.
//!
//! Policy:
//! - Virtual points stated in the file (`250`, `XXA`) are authoritative; acceleration is
//!   generated only when the file states none.
//! - Accelerated rounds are the first half of the rounds, rounded up: ⌈R/2⌉. Group A players
//!   get the points of a win before each of the first ⌈⌈R/2⌉/2⌉ of them and the points of a
//!   draw before the others; group B players get nothing.
//! - Group A is decided by [`BakuVariant`]: by default the rule text's "first half of the
//!   players rounded up to an even number" (2·⌈P/4⌉ of the P players present in round 1), or the
//!   first ⌈N/2⌉ registered players as bbpPairings v6.0.0 computes it.

use rondo_core::{Acceleration, PlayerId, RoundNo, Tournament, TournamentSetup};

/// How the size of group A is decided when Baku acceleration is generated (C.04.7).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum BakuVariant {
    /// The rule text: group A is the first half of the players, rounded up to an even number,
    /// that is 2·⌈P/4⌉ players, counted among the P players present in round 1; the last of
    /// them fixes group A (every player with a pairing number up to his) for the whole event,
    /// so late entries do not move the boundary. gacrux implements this reading.
    #[default]
    Fide,
    /// bbpPairings v6.0.0: the first ⌈N/2⌉ of all N registered players.
    FirstHalf,
}

/// Why Baku acceleration cannot be generated.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum AccelerationError {
    /// The point system does not fit C.04.7, which needs a win worth two draws and a loss
    /// worth nothing.
    #[error("Baku acceleration needs a win worth two draws and a loss worth nothing")]
    PointSystem,
}

/// The virtual points of Baku acceleration for `tournament`, as `250`-style records: one for the
/// rounds worth a win, one for the rounds worth a draw (either may be missing for very short
/// events).
///
/// # Errors
///
/// [`AccelerationError::PointSystem`] if a win is not worth two draws or a loss is worth points.
pub fn baku_accelerations(
    tournament: &Tournament,
    variant: BakuVariant,
) -> Result<Vec<Acceleration>, AccelerationError> {
    let scoring = tournament.setup().scoring;
    if !scoring.is_standard_shape() || scoring.win <= scoring.draw {
        return Err(AccelerationError::PointSystem);
    }
    let n_rounds = tournament.n_rounds();
    let mut ranked: Vec<PlayerId> = tournament.players().iter().map(|p| p.id).collect();
    ranked.sort_unstable();
    let last_of_group_a = match variant {
        BakuVariant::Fide => {
            let present: Vec<PlayerId> = tournament
                .view(RoundNo::FIRST)
                .present()
                .map(|state| state.id)
                .collect::<Vec<_>>();
            let mut present = present;
            present.sort_unstable();
            let size = 2 * present.len().div_ceil(4);
            size.checked_sub(1)
                .and_then(|index| present.get(index).copied())
        }
        BakuVariant::FirstHalf => {
            let size = ranked.len().div_ceil(2);
            size.checked_sub(1)
                .and_then(|index| ranked.get(index).copied())
        }
    };
    let (Some(first_player), Some(last_player)) = (ranked.first().copied(), last_of_group_a) else {
        return Ok(Vec::new());
    };
    let accelerated_rounds = n_rounds.div_ceil(2);
    let full_rounds = accelerated_rounds.div_ceil(2);
    let mut records = Vec::new();
    if let (Some(first), Some(last)) = (RoundNo::new(1), RoundNo::new(full_rounds)) {
        records.push(Acceleration {
            first_player,
            last_player,
            first_round: first,
            last_round: last,
            points: scoring.win,
            match_points: None,
        });
    }
    if let (Some(first), Some(last)) = (
        RoundNo::new(full_rounds + 1),
        RoundNo::new(accelerated_rounds),
    ) && first <= last
    {
        records.push(Acceleration {
            first_player,
            last_player,
            first_round: first,
            last_round: last,
            points: scoring.draw,
            match_points: None,
        });
    }
    Ok(records)
}

/// `tournament` with generated Baku acceleration if `variant` is set and the file states no
/// acceleration; `None` when nothing changes.
///
/// # Errors
///
/// As [`baku_accelerations`].
pub fn with_baku(
    tournament: &Tournament,
    variant: Option<BakuVariant>,
) -> Result<Option<Tournament>, AccelerationError> {
    let Some(variant) = variant else {
        return Ok(None);
    };
    if !tournament.setup().accelerations.is_empty() {
        return Ok(None);
    }
    let records = baku_accelerations(tournament, variant)?;
    let mut setup: TournamentSetup = tournament.setup().clone();
    setup.accelerations = records;
    // The setup was valid before and virtual points do not affect validity (points columns may
    // include them or not), so this cannot fail; fall back to the unaccelerated event if it did.
    Ok(Tournament::try_from(setup)
        .or_else(rondo_core::ValidationError::ignore_score_mismatch)
        .ok())
}
