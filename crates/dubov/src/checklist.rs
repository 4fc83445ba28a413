//! The pairing checklist of a round paired by the Dubov system: the Dubov colour preference
//! (art. 1.6, mild Black before the first game) and the TPN of art. 1.2.

use std::collections::HashMap;

use rondo_core::{PlayerId, RoundView};
use rondo_pairing::{
    Checklist, ChecklistRow, PairingOutcome, board_assignments, colour_history, this_round,
};

use crate::{DubovError, DubovOptions, with_field};

/// The checklist of the round of `view` paired as `outcome`.
///
/// # Errors
///
/// As [`crate::pair_round`].
pub fn checklist(
    view: &RoundView<'_>,
    options: &DubovOptions,
    outcome: &PairingOutcome,
) -> Result<Checklist, DubovError> {
    with_field(view, options, |view, field| {
        let tournament = view.tournament();
        let score_of = |id| view.state(id).map(|s| s.pairing_score);
        // Dubov counts upfloats only.
        let assignment = board_assignments(outcome.pairing(), |me, them| {
            match (score_of(me), score_of(them)) {
                (Some(mine), Some(theirs)) if mine < theirs => Some(rondo_core::Float::Up),
                _ => None,
            }
        });
        let entrant_of: HashMap<PlayerId, &crate::field::Entrant> =
            field.entrants.iter().map(|e| (e.id, e)).collect();
        let row = |state: &rondo_core::PlayerState| {
            let player = tournament.player(state.id);
            let colour_history = player
                .map(|player| colour_history(player, view.round()))
                .unwrap_or_default();
            let this_round = this_round(state, &assignment);
            ChecklistRow {
                pairing_number: entrant_of.get(&state.id).map(|e| e.tpn),
                start_number: state.id,
                name: player.map(|p| p.name.clone()).unwrap_or_default(),
                rating: player.and_then(|p| p.rating),
                score: state.score,
                pairing_score: state.pairing_score,
                colour_history,
                colour_difference: state.colour_difference,
                colour_preference: Some(crate::dubov_preference(&state.colours)),
                float_before_last: state.float_ago(2),
                float_last: state.float_ago(1),
                pab_eligible: state.pab_eligible,
                topscorer: false,
                this_round,
            }
        };
        let mut rows: Vec<ChecklistRow> = field
            .entrants
            .iter()
            .filter_map(|e| view.state(e.id))
            .map(row)
            .collect();
        let mut absent: Vec<&rondo_core::PlayerState> = view
            .states()
            .iter()
            .filter(|s| !entrant_of.contains_key(&s.id))
            .collect();
        absent.sort_by_key(|s| s.id);
        rows.extend(absent.into_iter().map(row));
        Ok(Checklist {
            round: view.round().get(),
            accelerated: view
                .states()
                .iter()
                .any(|s| s.acceleration > rondo_core::Score::ZERO),
            last_round: view.is_last_round(),
            rows,
        })
    })
}
