//! A broken absolute rule in words: the libraries give the kind, the players and the rule;
//! the sentence is written here.

use rondo_core::RoundNo;
use rondo_pairing::{Board, Breach, BreachKind};

use crate::reason::{colour_name, list};

/// What `breach` says, for a pairing of `round`.
pub fn text(breach: &Breach, round: RoundNo) -> String {
    let players = &breach.players;
    let first = players
        .first()
        .map_or_else(String::new, ToString::to_string);
    let pair = match players.as_slice() {
        [white, black, ..] => format!("{white}-{black}"),
        _ => first.clone(),
    };
    match breach.kind {
        BreachKind::Rematch => {
            format!("{pair} is a rematch (they played each other before round {round})")
        }
        BreachKind::ForbiddenPair => {
            format!("{pair} is a pair the file forbids (260 or XXP record)")
        }
        BreachKind::IneligibleBye => format!(
            "player {first} gets the pairing-allocated bye after already having one or a point \
             without playing"
        ),
        BreachKind::ByeToLateEntry => {
            format!("team {first} gets the bye although it joined after round 1")
        }
        BreachKind::SecondBye => format!("player {first} gets the bye a second time"),
        BreachKind::ByeWithEvenField => {
            format!("player {first} gets a bye although the number of players is even")
        }
        BreachKind::SameAbsolutePreference { colour } => format!(
            "{pair} pairs two players who both have an absolute preference for {}",
            colour.map_or("the same colour", colour_name)
        ),
        BreachKind::ColourDifference { board, difference } => {
            let (more, fewer) = if difference > 0 {
                ("White", "Black")
            } else {
                ("Black", "White")
            };
            format!(
                "{}: {first} would have {} more {more} than {fewer} games",
                board_text(board),
                difference.abs()
            )
        }
        BreachKind::ColourThreeInARow { board, colour } => format!(
            "{}: {first} would have {} three times in a row",
            board_text(board),
            colour_name(colour)
        ),
        BreachKind::Unpaired => format!(
            "not paired and not given the bye: {} (every present player must be paired, except \
             one who gets the bye when their number is odd)",
            list(players)
        ),
        BreachKind::PairedTwice => format!("player {first} is paired more than once"),
        BreachKind::PairedWithHimself => format!("{first}-{first} pairs a player with himself"),
        BreachKind::AbsentPaired => {
            format!("player {first} is not to be paired this round (absent or withdrawn)")
        }
        BreachKind::UnknownPlayer => format!("there is no player {first} in the tournament"),
    }
}

fn board_text(board: Board) -> String {
    format!("{}-{}", board.white, board.black)
}
