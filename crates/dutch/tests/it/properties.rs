//! Properties of pairings of generated tournaments: no pairing ever violates the absolute
//! criteria C1–C3 (C.04.3 (2025) art. 2.1), every round is complete (C4, art. 1.9) whenever a
//! complete pairing exists, and "no valid pairing" is only reported when none exists (checked
//! by brute force). Both editions: the 2017 one with its own float and PAB-eligibility rules.

use proptest::prelude::*;
use rondo_core::{
    Colour, FloatRules, ForbiddenPairs, GameResult, Player, PlayerId, PreferenceStrength,
    RoundEntry, RoundNo, RoundView, Tournament, TournamentSetup, Unplayed,
};
use rondo_dutch::{Edition, PairOptions, Pairing, PairingOutcome, pair_round};

/// One random event: its size, and a stream of random decisions.
#[derive(Clone, Debug)]
struct Event {
    players: usize,
    rounds: u16,
    forbidden: Vec<(usize, usize)>,
    /// Per round and player: 0..100, used for absences, results and forfeits.
    dice: Vec<Vec<u8>>,
}

fn event(max_players: usize) -> impl Strategy<Value = Event> {
    (2..=max_players, 2u16..=9).prop_flat_map(move |(players, rounds)| {
        (
            Just(players),
            Just(rounds),
            prop::collection::vec((0..players, 0..players), 0..4),
            prop::collection::vec(
                prop::collection::vec(any::<u8>(), players..=players),
                rounds as usize..=rounds as usize,
            ),
        )
            .prop_map(|(players, rounds, forbidden, dice)| Event {
                players,
                rounds,
                forbidden,
                dice,
            })
    })
}

/// Plays the event round by round, pairing with the engine by `edition`, and checks every
/// round.
fn play(event: &Event, edition: Edition) -> Result<(), TestCaseError> {
    let options = PairOptions::default().with_edition(edition);
    let float_rules = match edition {
        Edition::Dutch2017 => FloatRules::Dutch2017,
        _ => FloatRules::Dutch2025,
    };
    let ids: Vec<PlayerId> = (0..event.players)
        .filter_map(PlayerId::from_index)
        .collect();
    let mut setup = TournamentSetup {
        players: ids
            .iter()
            .map(|id| Player::new(*id, format!("P{id}")))
            .collect(),
        declared_rounds: Some(event.rounds),
        ..TournamentSetup::default()
    };
    setup.forbidden_pairs = event
        .forbidden
        .iter()
        .filter(|(a, b)| a != b)
        .map(|(a, b)| ForbiddenPairs {
            first_round: None,
            last_round: None,
            players: vec![ids[*a], ids[*b]],
        })
        .collect();
    for round in (1..=event.rounds).filter_map(RoundNo::new) {
        let dice = &event.dice[round.index()];
        // Announced absences: late entries (absent in early rounds), half-point and
        // zero-point byes.
        for (index, player) in setup.players.iter_mut().enumerate() {
            let entry = match dice[index] % 32 {
                0 => RoundEntry::Unplayed(Unplayed::HalfPointBye),
                1 => RoundEntry::Unplayed(Unplayed::ZeroPointBye),
                2 if round.get() == 1 => RoundEntry::Unplayed(Unplayed::FullPointBye),
                _ => RoundEntry::NOT_PAIRED,
            };
            player.rounds.push(entry);
        }
        let tournament = Tournament::try_from(setup.clone()).expect("consistent event");
        let view = tournament.view_with(round, float_rules);
        let outcome = pair_round(&view, &options).expect("pairable data");
        let pairing = match outcome {
            PairingOutcome::Paired(pairing) => pairing,
            PairingOutcome::NoValidPairing(_) => {
                prop_assert!(
                    !complete_pairing_exists(&view),
                    "round {round}: no pairing reported, but one exists"
                );
                return Ok(());
            }
        };
        check_round(&view, &pairing)?;
        // Results.
        for board in &pairing.boards {
            let roll = dice[board.white.index()] / 32;
            let (white, black) = match roll {
                0 => (
                    RoundEntry::Unplayed(Unplayed::ForfeitWin {
                        opponent: Some(board.black),
                        colour: Some(Colour::White),
                    }),
                    RoundEntry::Unplayed(Unplayed::ForfeitLoss {
                        opponent: Some(board.white),
                        colour: Some(Colour::Black),
                    }),
                ),
                _ => {
                    let result = match roll % 3 {
                        0 => GameResult::Win,
                        1 => GameResult::Draw,
                        _ => GameResult::Loss,
                    };
                    (
                        RoundEntry::Game {
                            opponent: board.black,
                            colour: Colour::White,
                            result,
                        },
                        RoundEntry::Game {
                            opponent: board.white,
                            colour: Colour::Black,
                            result: result.reversed(),
                        },
                    )
                }
            };
            setup.players[board.white.index()].rounds[round.index()] = white;
            setup.players[board.black.index()].rounds[round.index()] = black;
        }
        if let Some(bye) = pairing.pairing_bye {
            setup.players[bye.index()].rounds[round.index()] =
                RoundEntry::Unplayed(Unplayed::PairingBye);
        }
    }
    Ok(())
}

/// C1–C3 and completeness for one round.
fn check_round(view: &RoundView<'_>, pairing: &Pairing) -> Result<(), TestCaseError> {
    let tournament = view.tournament();
    let round = view.round();
    let present: Vec<PlayerId> = view.present().map(|s| s.id).collect();
    let mut seen = Vec::new();
    for board in &pairing.boards {
        let (white, black) = (
            view.state(board.white).expect("white exists"),
            view.state(board.black).expect("black exists"),
        );
        prop_assert!(
            white.absent.is_none() && black.absent.is_none(),
            "absent player paired"
        );
        // C1.
        prop_assert!(
            !white.has_met(board.black),
            "rematch {board:?} in round {round}"
        );
        prop_assert!(
            !tournament.is_forbidden_pair(board.white, board.black, round),
            "forbidden pair {board:?}"
        );
        // C3.
        if let (Some(a), Some(b)) = (white.colour_preference, black.colour_preference) {
            let both_absolute = a.strength == PreferenceStrength::Absolute
                && b.strength == PreferenceStrength::Absolute;
            let topscorer = |score: rondo_core::Score| {
                view.is_last_round() && score.tenths() * 2 > i32::from(round.get() - 1) * 10
            };
            prop_assert!(
                !both_absolute
                    || a.colour != b.colour
                    || topscorer(white.pairing_score)
                    || topscorer(black.pairing_score),
                "same absolute colour preference {board:?} in round {round}"
            );
        }
        seen.push(board.white);
        seen.push(board.black);
    }
    // C2.
    if let Some(bye) = pairing.pairing_bye {
        prop_assert!(
            view.state(bye).expect("bye exists").pab_eligible,
            "ineligible bye {bye}"
        );
        seen.push(bye);
    }
    seen.sort_unstable();
    let before = seen.len();
    seen.dedup();
    prop_assert_eq!(before, seen.len(), "a player appears twice");
    let mut present = present;
    present.sort_unstable();
    // Complete: everybody present is paired or has the bye, and the bye only for an odd count.
    prop_assert_eq!(&seen, &present, "round {} is not complete", round);
    prop_assert_eq!(pairing.pairing_bye.is_some(), present.len() % 2 == 1);
    Ok(())
}

/// Whether the present players can all be paired respecting C1–C3, with one eligible player
/// left for the bye if their number is odd (brute force).
fn complete_pairing_exists(view: &RoundView<'_>) -> bool {
    let players: Vec<&rondo_core::PlayerState> = view.present().collect();
    let n = players.len();
    let topscorer = |state: &rondo_core::PlayerState| {
        view.is_last_round()
            && state.pairing_score.tenths() * 2 > i32::from(view.round().get() - 1) * 10
    };
    let compatible = |a: usize, b: usize| {
        let (x, y) = (players[a], players[b]);
        if x.has_met(y.id)
            || view
                .tournament()
                .is_forbidden_pair(x.id, y.id, view.round())
        {
            return false;
        }
        match (x.colour_preference, y.colour_preference) {
            (Some(p), Some(q)) => {
                !(p.strength == PreferenceStrength::Absolute
                    && q.strength == PreferenceStrength::Absolute
                    && p.colour == q.colour
                    && !topscorer(x)
                    && !topscorer(y))
            }
            _ => true,
        }
    };
    fn search(
        free: &mut Vec<bool>,
        bye_left: bool,
        compatible: &dyn Fn(usize, usize) -> bool,
        eligible: &dyn Fn(usize) -> bool,
    ) -> bool {
        let Some(first) = free.iter().position(|f| *f) else {
            return true;
        };
        free[first] = false;
        if bye_left && eligible(first) && search(free, false, compatible, eligible) {
            free[first] = true;
            return true;
        }
        for other in first + 1..free.len() {
            if free[other] && compatible(first, other) {
                free[other] = false;
                let found = search(free, bye_left, compatible, eligible);
                free[other] = true;
                if found {
                    free[first] = true;
                    return true;
                }
            }
        }
        free[first] = true;
        false
    }
    let eligible = |a: usize| players[a].pab_eligible;
    search(&mut vec![true; n], n % 2 == 1, &compatible, &eligible)
}

fn cases() -> u32 {
    if std::env::var("RONDO_SLOW_TESTS").is_ok_and(|v| v == "1") {
        5000
    } else {
        1000
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn pairings_respect_the_absolute_criteria_and_are_complete(event in event(12)) {
        play(&event, Edition::Dutch2025)?;
    }

    #[test]
    fn pairings_of_2017_respect_the_absolute_criteria_and_are_complete(event in event(12)) {
        play(&event, Edition::Dutch2017)?;
    }
}
