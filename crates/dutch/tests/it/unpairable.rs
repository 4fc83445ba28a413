//! "No valid pairing" explanations: the witness must be a proof, checked here against an
//! independent reading of C1–C3 from the public round view, on hand-made rounds and on every
//! file of `fixtures/conformance/no-valid-pairing/`.

use std::collections::BTreeSet;

use rondo_core::{PlayerId, PreferenceStrength, RoundNo, RoundView, Score, Tournament};
use rondo_dutch::{
    BlockReason, NoValidPairing, Obstruction, PairOptions, PairingOutcome, Seat, pair_round,
};

use crate::support::{Builder, fixtures, load};

/// Pairs `round` and returns the explanation, failing if the round is pairable.
#[track_caller]
fn unpairable(tournament: &Tournament, round: RoundNo) -> NoValidPairing {
    let view = tournament.view(round);
    match pair_round(&view, &PairOptions::default()).expect("pairable data") {
        PairingOutcome::NoValidPairing(why) => {
            let obstruction = why.obstruction.as_ref().expect("an explanation");
            verify_witness(&view, obstruction);
            why
        }
        PairingOutcome::Paired(_) => panic!("round {round} was paired"),
    }
}

/// Whether a player is a topscorer (art. 1.8): only in the last round, a pairing score above
/// half the maximum of the rounds played.
fn topscorer(view: &RoundView<'_>, id: PlayerId) -> bool {
    let max = view.tournament().setup().scoring.max_per_game().tenths();
    let rounds = i32::from(view.round().get() - 1);
    view.is_last_round()
        && view
            .state(id)
            .is_some_and(|s| s.pairing_score > Score::from_tenths(rounds * max / 2))
}

/// The reasons, read independently of the engine, why two seats cannot be paired.
fn independent_blocks(view: &RoundView<'_>, a: Seat, b: Seat) -> BTreeSet<&'static str> {
    let mut reasons = BTreeSet::new();
    match (a, b) {
        (Seat::Player(x), Seat::Player(y)) => {
            let (sx, sy) = (view.state(x).unwrap(), view.state(y).unwrap());
            if sx.has_met(y) {
                reasons.insert("rematch");
            }
            if view.tournament().is_forbidden_pair(x, y, view.round()) {
                reasons.insert("forbidden");
            }
            if let (Some(px), Some(py)) = (sx.colour_preference, sy.colour_preference)
                && px.strength == PreferenceStrength::Absolute
                && py.strength == PreferenceStrength::Absolute
                && px.colour == py.colour
                && !topscorer(view, x)
                && !topscorer(view, y)
            {
                reasons.insert("colour");
            }
        }
        (Seat::Player(x), Seat::PairingBye) | (Seat::PairingBye, Seat::Player(x)) => {
            if !view.state(x).unwrap().pab_eligible {
                reasons.insert("bye");
            }
        }
        (Seat::PairingBye, Seat::PairingBye) => {}
    }
    reasons
}

fn reason_name(reason: &BlockReason) -> &'static str {
    match reason {
        BlockReason::Rematch { .. } => "rematch",
        BlockReason::ForbiddenPair => "forbidden",
        BlockReason::SameAbsoluteColour { .. } => "colour",
        BlockReason::ByeIneligible { .. } => "bye",
    }
}

/// Checks that `obstruction` proves the round unpairable: odd, disjoint groups; every group
/// member blocked (by the independent reading) from every seat outside its group and the
/// barrier; more groups than barrier seats; and the blocked list complete and right.
#[track_caller]
fn verify_witness(view: &RoundView<'_>, obstruction: &Obstruction) {
    let mut seats: Vec<Seat> = view.present().map(|s| Seat::Player(s.id)).collect();
    if seats.len() % 2 == 1 {
        seats.push(Seat::PairingBye);
    }
    let barrier: BTreeSet<Seat> = obstruction.barrier.iter().copied().collect();
    assert_eq!(
        barrier.len(),
        obstruction.barrier.len(),
        "barrier repeats a seat"
    );
    let mut used = barrier.clone();
    for group in &obstruction.groups {
        assert!(group.len() % 2 == 1, "even group {group:?}");
        for seat in group {
            assert!(seats.contains(seat), "{seat:?} is not a seat of the round");
            assert!(used.insert(*seat), "{seat:?} in two parts of the witness");
        }
    }
    assert!(obstruction.groups.len() > obstruction.barrier.len());
    assert_eq!(
        obstruction.shortfall,
        obstruction.groups.len() - obstruction.barrier.len()
    );

    let unordered = |a: Seat, b: Seat| (a.min(b), a.max(b));
    let listed: BTreeSet<(Seat, Seat)> = obstruction
        .blocked
        .iter()
        .map(|pair| unordered(pair.seat, pair.with))
        .collect();
    assert_eq!(
        listed.len(),
        obstruction.blocked.len(),
        "a pair listed twice"
    );
    let mut expected = BTreeSet::new();
    for group in &obstruction.groups {
        for &a in group {
            for &b in &seats {
                if a == b || barrier.contains(&b) {
                    continue;
                }
                let blocks = independent_blocks(view, a, b);
                if group.contains(&b) {
                    if !blocks.is_empty() {
                        expected.insert(unordered(a, b));
                    }
                } else {
                    assert!(
                        !blocks.is_empty(),
                        "{a:?} may meet {b:?} outside the witness"
                    );
                    expected.insert(unordered(a, b));
                }
            }
        }
    }
    assert_eq!(listed, expected, "blocked pairs listed");
    for pair in obstruction
        .blocked
        .iter()
        .chain(&obstruction.single_relaxations)
    {
        let names: BTreeSet<&str> = pair.reasons.iter().map(reason_name).collect();
        assert_eq!(
            names,
            independent_blocks(view, pair.seat, pair.with),
            "{:?} - {:?}",
            pair.seat,
            pair.with
        );
    }
}

fn player(n: u16) -> Seat {
    Seat::Player(PlayerId::new(n).unwrap())
}

#[test]
fn three_players_who_all_met_can_only_meet_the_fourth() {
    // 1, 2 and 3 have met each other; 4 entered late.
    let tournament = Builder::new(&[
        "2400: 2w1 3b0 Z",
        "2300: 1b0 Z 3w1",
        "2200: Z 1w1 2b0",
        "2100: Z Z Z",
    ])
    .rounds(6)
    .build();
    let why = unpairable(&tournament, RoundNo::new(4).unwrap());
    assert_eq!(why.max_pairs, 1);
    let obstruction = why.obstruction.unwrap();
    assert_eq!(obstruction.barrier, [player(4)]);
    assert_eq!(obstruction.groups.len(), 2);
    assert_eq!(obstruction.shortfall, 1);
    insta::assert_json_snapshot!(obstruction);
}

#[test]
fn two_players_left_with_the_same_absolute_colour_preference() {
    // 1 and 2 had White twice; 3 and 4 are absent in round 3.
    let tournament = Builder::new(&[
        "2400: 3w1 4w1",
        "2300: 4w1 3w1",
        "2200: 1b0 2b0 H",
        "2100: 2b0 1b0 H",
    ])
    .rounds(5)
    .build();
    let why = unpairable(&tournament, RoundNo::new(3).unwrap());
    let obstruction = why.obstruction.unwrap();
    // Player 1 alone is a witness: he can meet nobody.
    assert!(obstruction.barrier.is_empty());
    assert_eq!(obstruction.groups, [vec![player(1)]]);
    insta::assert_json_snapshot!(obstruction);
}

#[test]
fn in_the_last_round_topscorers_may_meet_with_the_same_absolute_preference() {
    let tournament = Builder::new(&[
        "2400: 3w1 4w1",
        "2300: 4w1 3w1",
        "2200: 1b0 2b0 H",
        "2100: 2b0 1b0 H",
    ])
    .rounds(3)
    .build();
    let view = tournament.view(RoundNo::new(3).unwrap());
    let outcome = pair_round(&view, &PairOptions::default()).unwrap();
    assert!(matches!(outcome, PairingOutcome::Paired(_)));
}

#[test]
fn nobody_left_over_may_take_the_bye() {
    // 1 and 2 met; 3 had the PAB, 1 and 2 a full-point bye: whoever is left over is ineligible.
    let tournament = Builder::new(&["2400: 2w1 F", "2300: 1b0 F", "2200: U Z"])
        .rounds(5)
        .build();
    let why = unpairable(&tournament, RoundNo::new(3).unwrap());
    assert!(why.bye_ineligible);
    let obstruction = why.obstruction.unwrap();
    assert!(obstruction.barrier.is_empty());
    assert_eq!(obstruction.groups, [vec![Seat::PairingBye]]);
    insta::assert_json_snapshot!(obstruction);
}

#[test]
fn every_unpairable_corpus_file_gets_a_witness() {
    let folder = fixtures().join("conformance/no-valid-pairing");
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 16);
    let mut summary = String::new();
    for path in &files {
        let tournament = load(path);
        let why = unpairable(&tournament, tournament.next_round());
        let obstruction = why.obstruction.unwrap();
        let seats: usize =
            obstruction.barrier.len() + obstruction.groups.iter().map(Vec::len).sum::<usize>();
        summary.push_str(&format!(
            "{}: {} players, {} pairs at most, witness of {seats} seats ({} groups, barrier {}), {} single relaxations\n",
            path.file_name().unwrap().to_string_lossy(),
            why.n_players,
            why.max_pairs,
            obstruction.groups.len(),
            obstruction.barrier.len(),
            obstruction.single_relaxations.len(),
        ));
    }
    insta::assert_snapshot!(summary);
}
