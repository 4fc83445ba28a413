//! Pairing a round of any file the reader and the checker accept: the engine never panics, and
//! every pairing it produces respects the absolute criteria C1-C3 of C.04.3 (2025) art. 2.1, is
//! complete, and pairs nobody who is absent.
//!
//! The first byte chooses the round (the next one to pair, or an earlier one that the file already
//! holds); the rest is the file.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rondo_core::{PlayerId, PreferenceStrength, RoundNo, RoundView, Score, Tournament};
use rondo_dutch::{PairOptions, Pairing, PairingOutcome, pair_round};
use rondo_trf::{CheckOptions, check, read};

/// Big files are slow to pair by nature, not by a bug; keep the fuzzer on small fields.
const MAX_PLAYERS: usize = 80;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, bytes)) = data.split_first() else {
        return;
    };
    let Ok(file) = read(bytes) else {
        return;
    };
    if file.setup.players.len() > MAX_PLAYERS {
        return;
    }
    let Ok(checked) = check(
        &file,
        &CheckOptions {
            lenient_points: true,
        },
    ) else {
        return;
    };
    let tournament = &checked.tournament;
    let next = tournament.next_round();
    let round = match selector {
        0..=127 => next,
        _ => RoundNo::new(u16::from(selector - 127) % next.get() + 1).unwrap_or(next),
    };
    let options = PairOptions {
        baku: (selector % 8 == 7).then_some(rondo_dutch::BakuVariant::Fide),
        ..PairOptions::default()
    };
    let view = tournament.view(round);
    match pair_round(&view, &options) {
        Ok(PairingOutcome::Paired(pairing)) => check_pairing(tournament, &view, &pairing),
        Ok(PairingOutcome::NoValidPairing(_)) | Err(_) => {}
    }
});

/// C1 (no rematch, no forbidden pair), C2 (the bye only to an eligible player), C3 (no two
/// players with the same absolute colour preference, except topscorers in the last round), and
/// completeness.
fn check_pairing(tournament: &Tournament, view: &RoundView<'_>, pairing: &Pairing) {
    let round = view.round();
    let topscorer =
        |score: Score| view.is_last_round() && score.tenths() * 2 > i32::from(round.get() - 1) * 10;
    let mut seen: Vec<PlayerId> = Vec::new();
    for board in &pairing.boards {
        let white = view.state(board.white).expect("white exists");
        let black = view.state(board.black).expect("black exists");
        assert!(
            white.absent.is_none() && black.absent.is_none(),
            "absent player paired: {board:?}"
        );
        assert!(!white.has_met(board.black), "rematch {board:?}");
        assert!(
            !tournament.is_forbidden_pair(board.white, board.black, round),
            "forbidden pair {board:?}"
        );
        if let (Some(a), Some(b)) = (white.colour_preference, black.colour_preference) {
            let both_absolute = a.strength == PreferenceStrength::Absolute
                && b.strength == PreferenceStrength::Absolute;
            assert!(
                !(both_absolute
                    && a.colour == b.colour
                    && !topscorer(white.pairing_score)
                    && !topscorer(black.pairing_score)),
                "same absolute colour preference {board:?}"
            );
        }
        seen.extend([board.white, board.black]);
    }
    if let Some(bye) = pairing.pairing_bye {
        assert!(
            view.state(bye).expect("bye exists").pab_eligible,
            "ineligible bye {bye}"
        );
        seen.push(bye);
    }
    seen.sort_unstable();
    let n_seen = seen.len();
    seen.dedup();
    assert_eq!(n_seen, seen.len(), "a player is paired twice");
    let mut present: Vec<PlayerId> = view.present().map(|state| state.id).collect();
    present.sort_unstable();
    assert_eq!(seen, present, "not everyone present is paired");
}
