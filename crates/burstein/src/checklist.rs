//! The pairing checklist of a Burstein round: the facts of every player that the pairing
//! reads (score, colours, preference, bye eligibility) and what he got.

use std::collections::HashMap;

use rondo_core::{Colour, Float, PlayerId, RoundView, Score};
use rondo_pairing::{Assignment, Checklist, ChecklistRow, PairingOutcome};

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
    let mut assignment: HashMap<PlayerId, Assignment> = HashMap::new();
    if let Some(pairing) = outcome.pairing() {
        let pairing_score = |id: PlayerId| {
            view.state(id)
                .map_or(Score::ZERO, |state| state.pairing_score)
        };
        let float = |me: PlayerId, them: PlayerId| match pairing_score(me).cmp(&pairing_score(them))
        {
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
    let rows = view
        .states()
        .iter()
        .map(|state| {
            let player = tournament.player(state.id);
            let colour_history = player
                .map(|player| {
                    (0..view.round().index())
                        .map(|index| player.entry(index).played_colour())
                        .collect()
                })
                .unwrap_or_default();
            let this_round = match state.absent {
                Some(absent) => Assignment::Absent { absent },
                None => assignment
                    .get(&state.id)
                    .cloned()
                    .unwrap_or(Assignment::Unpaired),
            };
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
