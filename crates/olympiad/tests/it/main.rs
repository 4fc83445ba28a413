//! Tests of `rondo-olympiad` through its public API: the worked examples and one case per
//! article (`articles.rs`), the absolute rules on random fields and a whole event paired
//! round by round (`event.rs`).

#![allow(clippy::expect_used, clippy::unwrap_used)] // Test helpers may fail loudly.

mod articles;
mod driver;
mod event;

use rondo_core::{Colour, PlayerId, RoundNo, Score};
use rondo_olympiad::{
    OlympiadEntrant, OlympiadOutcome, OlympiadPairing, OlympiadRound, PlayedMatch, pair_round,
};

pub(crate) fn id(n: u16) -> PlayerId {
    PlayerId::new(n).expect("team numbers start at 1")
}

/// A team: its number, match points, board-1 colours by round (`W`, `B`, or `-` for a round
/// without a played match) and the opponent of each played round, in order.
pub(crate) fn team(
    tpn: u16,
    match_points: i32,
    colours: &str,
    opponents: &[u16],
) -> OlympiadEntrant {
    let mut entrant = OlympiadEntrant::new(id(tpn));
    entrant.match_points = Score::from_points(match_points);
    let mut opponents = opponents.iter();
    for (k, symbol) in colours.chars().enumerate() {
        let colour = match symbol {
            'W' => Colour::White,
            'B' => Colour::Black,
            _ => continue,
        };
        let round = RoundNo::new(u16::try_from(k + 1).expect("few rounds")).expect("round");
        // A colour without a listed opponent is a match against a team outside the test's
        // field; such teams are added by `field`.
        let opponent = opponents.next().copied().unwrap_or(900 + tpn);
        entrant.matches.push(PlayedMatch {
            round,
            opponent: id(opponent),
            colour,
        });
    }
    entrant
}

/// The round after the teams' histories (the longest colour string plus one), with the
/// opponents outside the field added as teams not to be paired.
pub(crate) fn round_of(mut teams: Vec<OlympiadEntrant>) -> OlympiadRound {
    let played = teams
        .iter()
        .flat_map(|t| t.matches.iter().map(|m| m.round.get()))
        .max()
        .unwrap_or(0);
    let mut outsiders: Vec<u16> = teams
        .iter()
        .flat_map(|t| t.matches.iter().map(|m| m.opponent.get()))
        .filter(|&o| o >= 900)
        .collect();
    outsiders.sort_unstable();
    outsiders.dedup();
    for o in outsiders {
        let mut outsider = OlympiadEntrant::new(id(o));
        outsider.to_be_paired = false;
        teams.push(outsider);
    }
    OlympiadRound::new(RoundNo::new(played + 1).expect("round"), 11, teams)
}

#[track_caller]
pub(crate) fn paired(round: &OlympiadRound) -> OlympiadPairing {
    match pair_round(round).expect("valid input") {
        OlympiadOutcome::Paired(pairing) => pairing,
        OlympiadOutcome::NoCompletePairing(why) => panic!("no pairing: {why:?}"),
    }
}

/// The matches as "white-black", in the order of publication.
pub(crate) fn games(pairing: &OlympiadPairing) -> Vec<String> {
    pairing
        .pairs
        .iter()
        .map(|p| format!("{}-{}", p.white, p.black))
        .collect()
}

/// The pairs as "a-b" with the smaller number first, sorted.
pub(crate) fn pairs(pairing: &OlympiadPairing) -> Vec<String> {
    let mut pairs: Vec<(u16, u16)> = pairing
        .pairs
        .iter()
        .map(|p| {
            let (a, b) = (p.white.get(), p.black.get());
            (a.min(b), a.max(b))
        })
        .collect();
    pairs.sort_unstable();
    pairs.iter().map(|(a, b)| format!("{a}-{b}")).collect()
}

#[track_caller]
pub(crate) fn sorted(list: &str) -> Vec<String> {
    let mut pairs: Vec<(u16, u16)> = list
        .split_whitespace()
        .map(|p| {
            let (a, b) = p.split_once('-').expect("a-b");
            (a.parse().expect("number"), b.parse().expect("number"))
        })
        .collect();
    pairs.sort_unstable();
    pairs.iter().map(|(a, b)| format!("{a}-{b}")).collect()
}
