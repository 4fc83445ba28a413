//! Why a round has no legal pairing: players who cannot all be paired under [C1]–[C3], found
//! by `rondo_pairing::find_obstruction` on this system's compatibility and PAB eligibility.

use rondo_core::{ByeEligibility, PlayerId, RoundView};
use rondo_pairing::NoValidPairing;

use crate::BursteinError;
use crate::field::Field;

/// `why` with its witness: odd groups of players who can meet nobody outside their group but
/// the barrier, more groups than barrier seats ([C1] rematches and forbidden pairs, [C3] two
/// absolute preferences for the same colour, [C2] the PAB under C.04.1 art. 4).
pub(crate) fn with_witness(
    field: &Field,
    view: &RoundView<'_>,
    mut why: NoValidPairing,
) -> Result<NoValidPairing, BursteinError> {
    let players: Vec<PlayerId> = field.entrants.iter().map(|e| e.id).collect();
    why.obstruction = rondo_pairing::find_obstruction::<BursteinError>(
        &players,
        |a, b| field.compatible(a, b),
        |a| field.entrants[a].pab_eligible,
        |a, b| {
            let same_absolute = b.and_then(|b| {
                let colour = field.entrants[a].absolute_colour()?;
                (field.entrants[b].absolute_colour() == Some(colour)).then_some(colour)
            });
            rondo_pairing::block_reasons(
                view,
                players[a],
                b.map(|b| players[b]),
                same_absolute,
                ByeEligibility::Fide2026,
            )
        },
    )?;
    Ok(why)
}
