//! The pairing checklist of a Burstein round: the facts of every player that the pairing
//! reads (score, colours, preference, bye eligibility) and what he got.

use rondo_core::{PlayerId, RoundView, Score};
use rondo_pairing::{
    Checklist, ChecklistRow, PairingOutcome, board_assignments, colour_history, float_by_score,
    this_round,
};

use crate::{BursteinError, BursteinOptions};

/// The checklist of the round of `view` paired as `outcome`.
///
/// # Errors
///
/// Baku acceleration with an unsuitable point system.
pub fn checklist(
    view: &RoundView<'_>,
    options: &BursteinOptions,
    outcome: &PairingOutcome,
) -> Result<Checklist, BursteinError> {
    let accelerated_event = rondo_pairing::with_baku(view.tournament(), options.baku)?;
    let tournament = accelerated_event.as_ref().unwrap_or(view.tournament());
    let view = tournament.view(view.round());
    let pairing_score = |id: PlayerId| {
        view.state(id)
            .map_or(Score::ZERO, |state| state.pairing_score)
    };
    let assignment = board_assignments(outcome.pairing(), |me, them| {
        float_by_score(pairing_score(me), pairing_score(them))
    });
    let rows = view
        .states()
        .iter()
        .map(|state| {
            let player = tournament.player(state.id);
            let colour_history = player
                .map(|player| colour_history(player, view.round()))
                .unwrap_or_default();
            let this_round = this_round(state, &assignment);
            ChecklistRow {
                pairing_number: Some(u32::from(state.id.get())),
                start_number: state.id,
                name: player.map(|p| p.name.clone()).unwrap_or_default(),
                rating: player.and_then(|p| p.rating),
                score: state.score,
                pairing_score: state.pairing_score,
                colour_history,
                colour_difference: state.colour_difference,
                colour_preference: state.colour_preference,
                float_before_last: state.float_ago(2),
                float_last: state.float_ago(1),
                pab_eligible: state.pab_eligible,
                topscorer: false,
                this_round,
            }
        })
        .collect();
    Ok(Checklist {
        round: view.round().get(),
        accelerated: view.states().iter().any(|s| s.acceleration != Score::ZERO),
        last_round: view.is_last_round(),
        rows,
    })
}
