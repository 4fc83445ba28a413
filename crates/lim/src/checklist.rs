//! The pairing checklist of a Lim round: per player the number, score, colour history,
//! difference and due colour, floats, PAB eligibility and what he gets this round.

use std::collections::HashMap;

use rondo_core::{Colour, ColourPreference, Float, PlayerId, PreferenceStrength, RoundView, Score};
use rondo_pairing::{Assignment, Checklist, ChecklistRow, PairingOutcome};

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
    let mut assignment: HashMap<PlayerId, Assignment> = HashMap::new();
    if let Some(pairing) = outcome.pairing() {
        let float = |me: PlayerId, them: PlayerId| match score(me).cmp(&score(them)) {
            std::cmp::Ordering::Greater => Some(Float::Down),
            std::cmp::Ordering::Less => Some(Float::Up),
            std::cmp::Ordering::Equal => None,
        };
        for (index, board) in pairing.boards.iter().enumerate() {
            for (me, them, colour) in [
                (board.white, board.black, Colour::White),
                (board.black, board.white, Colour::Black),
            ] {
                assignment.insert(
                    me,
                    Assignment::Game {
                        board: index + 1,
                        opponent: them,
                        colour,
                        float: float(me, them),
                    },
                );
            }
        }
        if let Some(bye) = pairing.pairing_bye {
            assignment.insert(bye, Assignment::PairingBye);
        }
    }
    let entrant = |id: PlayerId| field.entrants.iter().find(|e| e.id == id);
    let rows = view
        .states()
        .iter()
        .zip(tournament.players())
        .map(|(state, player)| {
            let colour_history = (0..view.round().index())
                .map(|index| player.entry(index).played_colour())
                .collect();
            let this_round = match state.absent {
                Some(absent) => Assignment::Absent { absent },
                None => assignment.remove(&state.id).unwrap_or(Assignment::Unpaired),
            };
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
