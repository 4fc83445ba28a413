//! Why a round has no compatible complete pairing: players who cannot all be paired under
//! art. 2.1, found by `rondo_pairing::find_obstruction` on this system's compatibility and
//! bye eligibility.

use rondo_core::{ByeEligibility, Colour, PlayerId, RoundView};
use rondo_pairing::NoValidPairing;

use crate::LimError;
use crate::field::{Field, colour_allowed};

/// `why` with its witness: odd groups of players who can meet nobody outside their group but
/// the barrier, more groups than barrier seats (art. 2.1: a rematch or forbidden pair, or two
/// players whom the colour limits of art. 5.1 both allow only the same colour).
pub(crate) fn with_witness(
    field: &Field,
    view: &RoundView<'_>,
    mut why: NoValidPairing,
) -> Result<NoValidPairing, LimError> {
    let players: Vec<PlayerId> = field.entrants.iter().map(|e| e.id).collect();
    why.obstruction = rondo_pairing::find_obstruction::<LimError>(
        &players,
        |a, b| field.compatible(a, b),
        |a| field.entrants[a].pab_eligible,
        |a, b| {
            // The colour both are held to, when they have not met and still may not meet.
            let same_colour = b.filter(|b| !field.met(a, *b)).and_then(|b| {
                let only = |v: usize| {
                    let allowed: Vec<Colour> = [Colour::White, Colour::Black]
                        .into_iter()
                        .filter(|c| colour_allowed(&field.entrants[v], *c))
                        .collect();
                    (allowed.len() == 1).then(|| allowed[0])
                };
                only(a).filter(|c| only(b) == Some(*c))
            });
            rondo_pairing::block_reasons(
                view,
                players[a],
                b.map(|b| players[b]),
                same_colour,
                ByeEligibility::Fide2026,
            )
        },
    )?;
    Ok(why)
}
