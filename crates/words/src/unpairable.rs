//! "No legal pairing": the explanation of `rondo pair` as text (stderr) and JSON (stdout).
//!
//! JSON: `{"round", "system", "edition", "outcome": "no_valid_pairing", "n_players",
//! "max_pairs", "bye_ineligible", "obstruction"}` (`edition` only for a system with editions),
//! the obstruction as `rondo_pairing::Obstruction` serializes it (seats as `{"player": N}` or `"pairing_bye"`, reasons tagged by `"reason"`).

use std::fmt::Write as _;

use rondo_core::{Colour, RoundNo, Tournament};
use rondo_pairing::{BlockReason, BlockedPair, NoValidPairing, Obstruction, Seat};
use rondo_systems::Descriptor;
use serde_json::json;

/// Relaxations printed in text at most (JSON has them all).
const RELAXATIONS_SHOWN: usize = 10;

/// The explanation as text: the summary line, the witness and the note.
pub fn text(
    file: &std::path::Path,
    round: RoundNo,
    why: &NoValidPairing,
    tournament: &Tournament,
    system: &Descriptor,
) -> String {
    let blocked = if system.colour_is_absolute {
        "without a rematch, a forbidden pair or two players with the same absolute colour \
         preference meeting"
    } else {
        "without a rematch or a forbidden pair"
    };
    let mut message = format!(
        "{}: no legal pairing exists for round {round}: at most {} of the {} players can be paired \
         {blocked} ({})",
        file.display(),
        2 * why.max_pairs,
        why.n_players,
        system.absolute_rules
    );
    if why.bye_ineligible {
        let _ = write!(
            message,
            "; everyone but one player can be paired, but that player may not receive the \
             pairing-allocated bye ({})",
            system.bye_rule
        );
    }
    message.push('\n');
    if let Some(obstruction) = &why.obstruction {
        witness_text(&mut message, obstruction, tournament);
    }
    match system.arbiter_rule {
        Some(rule) => {
            let _ = write!(message, "note: the chief arbiter decides ({rule})");
        }
        None => message.truncate(message.trim_end().len()),
    }
    message
}

fn witness_text(out: &mut String, obstruction: &Obstruction, tournament: &Tournament) {
    let seat_name = |seat: Seat| -> String {
        match seat {
            Seat::Player(id) => match tournament.player(id) {
                Some(player) if !player.name.is_empty() => format!("{id} ({})", player.name),
                _ => id.to_string(),
            },
            Seat::PairingBye => "the pairing-allocated bye".to_owned(),
        }
    };
    let list = |seats: &[Seat]| {
        seats
            .iter()
            .map(|s| seat_name(*s))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let groups = obstruction.groups.len();
    let singletons = obstruction.groups.iter().all(|group| group.len() == 1);
    let with_bye = obstruction
        .groups
        .iter()
        .any(|group| group.contains(&Seat::PairingBye));
    let barrier = list(&obstruction.barrier);
    let intro = match (obstruction.barrier.len(), obstruction.groups.as_slice()) {
        (0, [group]) if group.as_slice() == [Seat::PairingBye] => {
            "nobody who could be left over may receive the pairing-allocated bye".to_owned()
        }
        (0, [group]) if group.len() == 1 => format!("{} cannot be paired with anyone", list(group)),
        (0, [group]) => format!(
            "{} can be paired only among themselves, and they are an odd number",
            list(group)
        ),
        (partners, _) if singletons => format!(
            "each of {} can be paired only with {barrier}: {groups} need a partner among {partners}, \
             so at least {} stay(s) unpaired",
            list(&obstruction.groups.concat()),
            obstruction.shortfall
        ),
        (partners, _) => format!(
            "the {groups} groups below can be paired outside themselves only with {barrier}; each \
             group is an odd number{}, so each needs a partner from there, and {partners} cannot \
             serve {groups}",
            if with_bye {
                " (the pairing-allocated bye counting as one)"
            } else {
                ""
            }
        ),
    };
    let _ = writeln!(out, "why: {intro}:");
    for (index, group) in obstruction.groups.iter().enumerate() {
        if groups > 1 || group.len() > 1 {
            let _ = writeln!(out, "  group {}: {}", index + 1, list(group));
        }
        for pair in obstruction
            .blocked
            .iter()
            .filter(|p| group.contains(&p.seat))
        {
            let _ = writeln!(out, "    {}", pair_text(pair));
        }
    }
    if !obstruction.single_relaxations.is_empty() {
        let _ = writeln!(
            out,
            "the round could be paired if any one of these pairs were allowed:"
        );
        for pair in obstruction
            .single_relaxations
            .iter()
            .take(RELAXATIONS_SHOWN)
        {
            let _ = writeln!(out, "    {}", pair_text(pair));
        }
        let more = obstruction
            .single_relaxations
            .len()
            .saturating_sub(RELAXATIONS_SHOWN);
        if more > 0 {
            let _ = writeln!(out, "    ... and {more} more (see --format json)");
        }
    }
}

/// `7 - 3: met in round 2; forbidden pair`.
fn pair_text(pair: &BlockedPair) -> String {
    let short = |seat: Seat| match seat {
        Seat::Player(id) => id.to_string(),
        Seat::PairingBye => "PAB".to_owned(),
    };
    let reasons: Vec<String> = pair.reasons.iter().map(reason_text).collect();
    // The player first: "7 - PAB" reads as "7 given the bye".
    let (first, second) = match pair.seat {
        Seat::PairingBye => (pair.with, pair.seat),
        Seat::Player(_) => (pair.seat, pair.with),
    };
    format!(
        "{} - {}: {}",
        short(first),
        short(second),
        reasons.join("; ")
    )
}

fn rounds_text(rounds: &[u16]) -> String {
    let numbers: Vec<String> = rounds.iter().map(u16::to_string).collect();
    match numbers.len() {
        1 => format!("round {}", numbers[0]),
        _ => format!("rounds {}", numbers.join(", ")),
    }
}

fn reason_text(reason: &BlockReason) -> String {
    match reason {
        BlockReason::Rematch { rounds } => format!("met in {} (C1)", rounds_text(rounds)),
        BlockReason::ForbiddenPair => "forbidden pair (C1)".to_owned(),
        BlockReason::SameAbsoluteColour { colour } => format!(
            "both have an absolute preference for {} (C3)",
            match colour {
                Colour::White => "White",
                Colour::Black => "Black",
            }
        ),
        BlockReason::ByeIneligible { rounds } if rounds.is_empty() => {
            "not eligible for the pairing-allocated bye (C2)".to_owned()
        }
        BlockReason::ByeIneligible { rounds } => format!(
            "not eligible for the pairing-allocated bye after {} (C2)",
            rounds_text(rounds)
        ),
    }
}

/// The explanation as JSON (see the module docs).
pub fn json(round: RoundNo, system: &Descriptor, why: &NoValidPairing) -> String {
    let mut text =
        serde_json::to_string_pretty(&json_value(round, system, why)).unwrap_or_default();
    text.push('\n');
    text
}

/// The explanation as a JSON value.
pub fn json_value(round: RoundNo, system: &Descriptor, why: &NoValidPairing) -> serde_json::Value {
    let mut value = json!({
        "round": round.get(),
        "system": system.key,
        "outcome": "no_valid_pairing",
        "n_players": why.n_players,
        "max_pairs": why.max_pairs,
        "bye_ineligible": why.bye_ineligible,
        "obstruction": why.obstruction,
    });
    if system.edition.is_some() {
        value["edition"] = serde_json::Value::from(system.rules);
    }
    value
}
