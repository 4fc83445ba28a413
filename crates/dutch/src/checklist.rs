//! The pairing checklist of a round: for each player the facts an arbiter checks a Dutch pairing
//! against (pairing number, scores, colour history, colour difference and preference, floats,
//! PAB eligibility) and what the player got this round.
//!
//! Policy:
//! - **Rows.** The players to pair come first, in pairing order (art. 1.2: pairing score, then
//!   pairing number); the players not paired this round follow by start number.
//! - **Pairing number.** The effective pairing number the engine uses: the rank by start number
//!   (file order with `XXC rank`) among the players who take part in the event so far (see the
//!   `entrants` policy). A player who has not taken part yet and is absent has none.
//! - **State.** As the engine sees it: with the edition's float rules and PAB eligibility, and
//!   with generated Baku acceleration when asked for.
//! - **This round's float.** Only the float the pairing itself gives (art. 1.4): between
//!   different pairing scores the higher player floats down and the lower up; the PAB is a
//!   downfloat. Absences are shown as such, without a float.

use std::collections::HashMap;

use rondo_core::{Colour, PlayerId, RoundView, Score};

use crate::entrants::Field;
use rondo_pairing::{
    Checklist, ChecklistRow, board_assignments, colour_history, float_by_score, this_round,
};

use crate::{PairError, PairOptions, PairingOutcome};

/// The checklist of the round of `view` paired as `outcome` with `options` (the options
/// `outcome` was produced with, so that acceleration and the edition's rules match).
///
/// # Errors
///
/// [`PairError`] when Baku acceleration is asked for with an unsuitable point system.
pub fn checklist(
    view: &RoundView<'_>,
    options: &PairOptions,
    outcome: &PairingOutcome,
) -> Result<Checklist, PairError> {
    // The same state as `pair_round` reads: the edition's float rules, generated acceleration.
    let float_rules = options.edition.rules().float_rules;
    let accelerated_event = rondo_pairing::with_baku(view.tournament(), options.baku)?;
    let tournament = accelerated_event.as_ref().unwrap_or(view.tournament());
    let view = tournament.view_with(view.round(), float_rules);
    let field = Field::new(&view, Colour::White);

    let pairing_score = |id: PlayerId| {
        view.state(id)
            .map_or(Score::ZERO, |state| state.pairing_score)
    };
    let assignment = board_assignments(outcome.pairing(), |me, them| {
        float_by_score(pairing_score(me), pairing_score(them))
    });

    // Effective pairing numbers of every player taking part (also absent ones).
    let numbers = pairing_numbers(&view);
    let entrant_of: HashMap<PlayerId, &crate::entrants::Entrant> =
        field.entrants.iter().map(|e| (e.id, e)).collect();
    let row = |state: &rondo_core::PlayerState| {
        let player = tournament.player(state.id);
        let history = player
            .map(|player| colour_history(player, view.round()))
            .unwrap_or_default();
        let this_round = this_round(state, &assignment);
        // The engine's own rank for the players it pairs; absent players are numbered alike.
        let pairing_number = match entrant_of.get(&state.id) {
            Some(entrant) => Some(entrant.rank + 1),
            None => numbers.get(&state.id).copied(),
        };
        ChecklistRow {
            pairing_number,
            start_number: state.id,
            name: player.map(|p| p.name.clone()).unwrap_or_default(),
            rating: player.and_then(|p| p.rating),
            score: state.score,
            pairing_score: state.pairing_score,
            colour_history: history,
            colour_difference: state.colour_difference,
            colour_preference: state.colour_preference,
            float_before_last: state.float_ago(2),
            float_last: state.float_ago(1),
            pab_eligible: state.pab_eligible,
            topscorer: entrant_of.get(&state.id).is_some_and(|e| e.topscorer),
            this_round,
        }
    };
    let mut rows: Vec<ChecklistRow> = field
        .entrants
        .iter()
        .filter_map(|entrant| view.state(entrant.id))
        .map(row)
        .collect();
    let mut absent: Vec<&rondo_core::PlayerState> = view
        .states()
        .iter()
        .filter(|state| !entrant_of.contains_key(&state.id))
        .collect();
    absent.sort_by_key(|state| state.id);
    rows.extend(absent.into_iter().map(row));

    Ok(Checklist {
        round: view.round().get(),
        accelerated: view
            .states()
            .iter()
            .any(|state| state.acceleration != Score::ZERO),
        last_round: view.is_last_round(),
        rows,
    })
}

/// Effective pairing numbers (1-based) of the players taking part so far, as
/// [`Field::new`] ranks them.
fn pairing_numbers(view: &RoundView<'_>) -> HashMap<PlayerId, u32> {
    let tournament = view.tournament();
    let rounds_before = view.round().index();
    let mut order: Vec<(usize, &rondo_core::PlayerState)> =
        view.states().iter().enumerate().collect();
    if !tournament.setup().pair_by_file_order {
        order.sort_by_key(|(_, state)| state.id);
    }
    let mut numbers = HashMap::new();
    let mut next = 1u32;
    for (position, state) in order {
        let took_part = state.absent.is_none()
            || tournament.players()[position]
                .rounds
                .iter()
                .take(rounds_before)
                .any(|entry| entry.is_paired());
        if took_part {
            numbers.insert(state.id, next);
            next += 1;
        }
    }
    numbers
}
