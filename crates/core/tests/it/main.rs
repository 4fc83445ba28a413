//! Tests of the rules core's derived state against hand-worked examples from the rule texts
//! (C.04.1, C.04.2, C.04.3 2025 and 2017 editions; see `spec/dutch.md` §1–2).
#![allow(clippy::expect_used, clippy::unwrap_used)] // Test helpers may fail loudly.

mod absences;
mod adjust;
mod colours;
mod floats;
mod pab;
mod validation;

use rondo_core::{
    Colour, GameResult, Player, PlayerId, Rating, RoundEntry, RoundNo, Score, Tournament,
    TournamentSetup, Unplayed,
};

/// A start number.
pub fn id(number: u16) -> PlayerId {
    PlayerId::new(number).unwrap()
}

/// A round number.
pub fn round(number: u16) -> RoundNo {
    RoundNo::new(number).unwrap()
}

/// One round entry in a compact notation: `3w1` (game against 3 with White, won; results
/// `1 = 0 W D L`), `3w+` / `3b-` (forfeit win / loss, scheduled colour), `U` `H` `F` `Z`
/// (byes), `.` (not paired).
pub fn entry(text: &str) -> RoundEntry {
    let unplayed = |u| RoundEntry::Unplayed(u);
    match text {
        "U" => return unplayed(Unplayed::PairingBye),
        "H" => return unplayed(Unplayed::HalfPointBye),
        "F" => return unplayed(Unplayed::FullPointBye),
        "Z" => return unplayed(Unplayed::ZeroPointBye),
        "." => return RoundEntry::NOT_PAIRED,
        _ => {}
    }
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    let rest: Vec<char> = text[digits.len()..].chars().collect();
    let opponent = id(digits.parse().unwrap());
    let colour = match rest[0] {
        'w' => Colour::White,
        'b' => Colour::Black,
        other => panic!("bad colour {other} in {text}"),
    };
    let game = |result| RoundEntry::Game {
        opponent,
        colour,
        result,
    };
    match rest[1] {
        '1' => game(GameResult::Win),
        '=' => game(GameResult::Draw),
        '0' => game(GameResult::Loss),
        'W' => game(GameResult::UnratedWin),
        'D' => game(GameResult::UnratedDraw),
        'L' => game(GameResult::UnratedLoss),
        '+' => unplayed(Unplayed::ForfeitWin {
            opponent: Some(opponent),
            colour: Some(colour),
        }),
        '-' => unplayed(Unplayed::ForfeitLoss {
            opponent: Some(opponent),
            colour: Some(colour),
        }),
        other => panic!("bad result {other} in {text}"),
    }
}

/// A setup with one player per row, start numbers 1, 2, ... in row order, ratings descending;
/// each row lists the player's round entries in the notation of [`entry`].
pub fn setup(rows: &[&str]) -> TournamentSetup {
    let players = rows
        .iter()
        .enumerate()
        .map(|(index, row)| {
            let mut player = Player::new(PlayerId::from_index(index).unwrap(), format!("P{index}"));
            player.rating = Some(Rating(2500 - 10 * u16::try_from(index).unwrap()));
            player.rounds = row.split_whitespace().map(entry).collect();
            player
        })
        .collect();
    TournamentSetup {
        players,
        ..TournamentSetup::default()
    }
}

/// The checked tournament of [`setup`].
#[track_caller]
pub fn tournament(rows: &[&str]) -> Tournament {
    match Tournament::try_from(setup(rows)) {
        Ok(tournament) => tournament,
        Err(error) => panic!("{error}: {:?}", error.problems),
    }
}

/// Tenths of a point.
pub fn points(tenths: i32) -> Score {
    Score::from_tenths(tenths)
}
