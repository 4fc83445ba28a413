//! Why a round has no valid pairing: the witness of `rondo_pairing::find_obstruction` on the
//! Dutch absolute criteria (C1, C3 with its topscorer exception, C2 by the edition's bye rule).

use rondo_core::RoundView;
use rondo_pairing::{BlockReason, Obstruction};

use crate::PairError;
use crate::entrants::Field;

/// Explains why the players of `field` (read from `view`) cannot be paired. `None` when they
/// can (the caller asked about a pairable field).
pub(crate) fn explain(
    field: &Field,
    view: &RoundView<'_>,
) -> Result<Option<Obstruction>, PairError> {
    let players: Vec<_> = field.entrants.iter().map(|e| e.id).collect();
    rondo_pairing::find_obstruction(
        &players,
        |a, b| field.compatible(a, b),
        |a| field.entrants[a].pab_eligible,
        |a, b| block_reasons(field, view, a, b),
    )
}

/// The reasons why player `a` cannot meet `b` (`None`: the pairing-allocated bye).
fn block_reasons(
    field: &Field,
    view: &RoundView<'_>,
    a: usize,
    b: Option<usize>,
) -> Vec<BlockReason> {
    let x = &field.entrants[a];
    let same_absolute = b.and_then(|b| {
        let y = &field.entrants[b];
        (x.colour.absolute()
            && y.colour.absolute()
            && x.colour.preference == y.colour.preference
            && !x.topscorer
            && !y.topscorer)
            .then_some(x.colour.preference)
            .flatten()
    });
    rondo_pairing::block_reasons(
        view,
        x.id,
        b.map(|b| field.entrants[b].id),
        same_absolute,
        field.edition.rules().bye_eligibility,
    )
}
