//! The pairing checklist of a Lim round: per player the number, score, colour history,
//! difference and due colour, floats, PAB eligibility and what he gets this round.

use rondo_core::{ColourPreference, PlayerId, PreferenceStrength, RoundView, Score};
use rondo_pairing::{
    Checklist, ChecklistRow, PairingOutcome, board_assignments, colour_history, float_by_score,
    this_round,
};

use crate::colours::due_colour;
use crate::field::float_in;
use crate::{LimError, LimOptions};

/// The checklist of the round of `view` paired as `outcome`.
///
/// # Errors
///
/// As [`crate::pair_round`] (none at present; kept for the shape of the registry).
pub fn checklist(
    view: &RoundView<'_>,
    options: &LimOptions,
    outcome: &PairingOutcome,
) -> Result<Checklist, LimError> {
    let field = crate::field_of(view, options);
    let tournament = view.tournament();
    let score = |id: PlayerId| view.state(id).map_or(Score::ZERO, |state| state.score);
    let assignment = board_assignments(outcome.pairing(), |me, them| {
        float_by_score(score(me), score(them))
    });
    let entrant = |id: PlayerId| field.entrants.iter().find(|e| e.id == id);
    let rows = view
        .states()
        .iter()
        .zip(tournament.players())
        .map(|(state, player)| {
            let colour_history = colour_history(player, view.round());
            let this_round = this_round(state, &assignment);
            let present = entrant(state.id);
            ChecklistRow {
                pairing_number: present.map(|e| e.number),
                start_number: state.id,
                name: player.name.clone(),
                rating: player.rating,
                score: state.score,
                pairing_score: state.score,
                colour_history,
                colour_difference: state.colour_difference,
                colour_preference: present.and_then(due_colour).map(|colour| ColourPreference {
                    colour,
                    strength: PreferenceStrength::Mild,
                }),
                // Floats as art. 3.10 is read here: games against another score only.
                float_before_last: view
                    .round()
                    .index()
                    .checked_sub(2)
                    .and_then(|index| float_in(tournament, state.id, index)),
                float_last: view
                    .round()
                    .index()
                    .checked_sub(1)
                    .and_then(|index| float_in(tournament, state.id, index)),
                pab_eligible: state.pab_eligible,
                topscorer: false,
                this_round,
            }
        })
        .collect();
    Ok(Checklist {
        round: view.round().get(),
        accelerated: false,
        last_round: view.is_last_round(),
        rows,
    })
}
