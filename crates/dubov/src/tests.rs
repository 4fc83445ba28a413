//! The examples of the text (the spec note's §11: E1–E5, D1, D2) and one test per reading.

use rondo_core::{
    Absence, AbsenceKind, Colour, ForbiddenPairs, GameResult, Player, PlayerId,
    PreferenceStrength, Rating, RoundEntry, RoundNo, Tournament, TournamentSetup, Unplayed,
};
use rondo_pairing::{ExplainOutcome, PairingOutcome, ReasonKind};

use crate::bracket::{middle_out, pair_bracket, sets_in_order};
use crate::engine::{FieldResult, pair_field};
use crate::feasible::first_legal_transposition;
use crate::field::{Field, average_rating_of_opponents, dubov_preference, maximum_upfloats};
use crate::{DubovOptions, explain_round, pair_round};

use Colour::{Black, White};
use GameResult::{Draw, Loss, Win};

fn id(n: u16) -> PlayerId {
    PlayerId::new(n).expect("valid id")
}

/// A tournament of `ratings.len()` players (start number = TPN) with `rounds` of games
/// `(white, black, white's result)`, `rounds_planned` rounds.
fn tournament(
    ratings: &[u16],
    rounds: &[&[(u16, u16, GameResult)]],
    rounds_planned: u16,
) -> TournamentSetup {
    let mut players: Vec<Player> = ratings
        .iter()
        .enumerate()
        .map(|(k, rating)| {
            let n = u16::try_from(k + 1).expect("small");
            let mut player = Player::new(id(n), format!("Player {n:02}"));
            player.rating = Some(Rating(*rating));
            player.rounds = vec![RoundEntry::NOT_PAIRED; rounds.len()];
            player
        })
        .collect();
    for (r, games) in rounds.iter().enumerate() {
        for &(white, black, result) in *games {
            players[usize::from(white - 1)].rounds[r] = RoundEntry::Game {
                opponent: id(black),
                colour: White,
                result,
            };
            players[usize::from(black - 1)].rounds[r] = RoundEntry::Game {
                opponent: id(white),
                colour: Black,
                result: result.reversed(),
            };
        }
    }
    TournamentSetup {
        players,
        declared_rounds: Some(rounds_planned),
        ..TournamentSetup::default()
    }
}

fn build(setup: TournamentSetup) -> Tournament {
    Tournament::try_from(setup).expect("valid tournament")
}

/// Pairs round `round`: the boards as (white, black) and the bye.
fn pair(tournament: &Tournament, round: u16) -> (Vec<(u16, u16)>, Option<u16>) {
    let view = tournament.view(RoundNo::new(round).expect("round"));
    let PairingOutcome::Paired(pairing) =
        pair_round(&view, &DubovOptions::default()).expect("pairs")
    else {
        panic!("no valid pairing");
    };
    (
        pairing
            .boards
            .iter()
            .map(|b| (b.white.get(), b.black.get()))
            .collect(),
        pairing.pairing_bye.map(PlayerId::get),
    )
}

fn field_of(tournament: &Tournament, round: u16) -> Field {
    Field::new(&tournament.view(RoundNo::new(round).expect("round")), White)
}

fn d2_ratings() -> Vec<u16> {
    (0..8).map(|k| 2400 - 50 * k).collect()
}

fn d2_round1() -> Vec<(u16, u16, GameResult)> {
    vec![(1, 5, Win), (6, 2, Loss), (3, 7, Draw), (8, 4, Loss)]
}

// E1, art. 4.1.3: sets of 2 of a pool of 4.
#[test]
fn e1_sets_are_ordered_by_the_smallest_differing_number() {
    let sets: Vec<Vec<usize>> = sets_in_order(4, 2).collect();
    assert_eq!(
        sets,
        [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]].map(Vec::from)
    );
    assert_eq!(sets_in_order(3, 0).collect::<Vec<_>>(), [Vec::<usize>::new()]);
    assert_eq!(sets_in_order(2, 3).count(), 0);
}

// E2, art. 4.3.3: middle-out numbering, odd and even lists.
#[test]
fn e2_shifters_are_numbered_from_the_middle_out() {
    assert_eq!(
        middle_out(&['A', 'B', 'C', 'D', 'E', 'F', 'G']),
        ['D', 'C', 'E', 'B', 'F', 'A', 'G']
    );
    assert_eq!(
        middle_out(&['A', 'B', 'C', 'D', 'E', 'F']),
        ['C', 'D', 'B', 'E', 'A', 'F']
    );
}

/// Every permutation of `0..n` in lexicographic order (the transpositions of 4.4.2).
fn permutations(n: usize) -> Vec<Vec<usize>> {
    fn go(prefix: &mut Vec<usize>, n: usize, out: &mut Vec<Vec<usize>>) {
        if prefix.len() == n {
            out.push(prefix.clone());
            return;
        }
        for next in 0..n {
            if !prefix.contains(&next) {
                prefix.push(next);
                go(prefix, n, out);
                prefix.pop();
            }
        }
    }
    let mut out = Vec::new();
    go(&mut Vec::new(), n, &mut out);
    out
}

// E3, art. 4.4.2: transpositions in lexicographic order; the first legal one is found without
// listing them.
#[test]
fn e3_transpositions_come_in_lexicographic_order_and_the_first_legal_is_taken() {
    let names = ['A', 'B', 'C'];
    let listed: Vec<String> = permutations(3)
        .iter()
        .map(|p| p.iter().map(|i| names[*i]).collect())
        .collect();
    assert_eq!(listed, ["ABC", "ACB", "BAC", "BCA", "CAB", "CBA"]);
    // Against every forbidden pattern of a 4 × 4 board, the greedy choice is the first legal
    // transposition of the full list.
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    for _ in 0..400 {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let forbidden = state >> 40;
        let allowed = |l: usize, r: usize| forbidden & (1 << (l * 4 + (r - 4))) == 0;
        let expected = permutations(4)
            .into_iter()
            .find(|p| (0..4).all(|i| allowed(i, 4 + p[i])))
            .map(|p| p.iter().map(|r| r + 4).collect::<Vec<_>>());
        assert_eq!(
            first_legal_transposition(&[0, 1, 2, 3], &[4, 5, 6, 7], &allowed),
            expected
        );
    }
}

// E4, art. 1.8.2: MaxT.
#[test]
fn e4_maximum_upfloats_grow_with_the_rounds() {
    let max: Vec<u32> = [4, 9, 10, 14, 15].map(maximum_upfloats).to_vec();
    assert_eq!(max, [2, 3, 4, 4, 5]);
}

// E5, art. 1.7.1: ARO rounding.
#[test]
fn e5_aro_is_rounded_half_up() {
    assert_eq!(average_rating_of_opponents(&[2000, 2101]), 2051);
    assert_eq!(average_rating_of_opponents(&[2000, 2100]), 2050);
    assert_eq!(average_rating_of_opponents(&[1888]), 1888);
    assert_eq!(average_rating_of_opponents(&[]), 0);
}

// D1: round 1 of 8, halves by TPN, colours by 5.2.1; with 9 players the PAB goes to 9.
#[test]
fn d1_round_one_pairs_the_halves_with_the_initial_colour() {
    let eight = build(tournament(&d2_ratings(), &[], 5));
    assert_eq!(pair(&eight, 1), (vec![(1, 5), (6, 2), (3, 7), (8, 4)], None));
    let mut nine_ratings = d2_ratings();
    nine_ratings.push(2000);
    let nine = build(tournament(&nine_ratings, &[], 5));
    assert_eq!(
        pair(&nine, 1),
        (vec![(1, 5), (6, 2), (3, 7), (8, 4)], Some(9))
    );
    // The initial colour Black turns every board round.
    let mut setup = tournament(&d2_ratings(), &[], 5);
    setup.initial_colour = Some(Black);
    assert_eq!(
        pair(&build(setup), 1).0,
        vec![(5, 1), (2, 6), (7, 3), (4, 8)]
    );
}

// D2: round 2, one upfloater chosen by [C7], S1 by ARO.
#[test]
fn d2_round_two_chooses_the_upfloater_by_colours_and_orders_s1_by_aro() {
    let t = build(tournament(&d2_ratings(), &[&d2_round1()], 9));
    assert_eq!(
        pair(&t, 2),
        (vec![(4, 1), (2, 3), (7, 6), (5, 8)], None)
    );
    let ExplainOutcome::Explained { explanation, .. } =
        explain_round(&t.view(RoundNo::new(2).expect("round")), &DubovOptions::default())
            .expect("explains")
    else {
        panic!("no pairing");
    };
    let top = &explanation.brackets[0];
    let upfloaters = top.decisions.iter().find_map(|r| match &r.kind {
        ReasonKind::UpfloatersChosen { upfloaters, .. } => Some(upfloaters.clone()),
        _ => None,
    });
    assert_eq!(upfloaters, Some(vec![id(3)]));
    let s1 = top.decisions.iter().find_map(|r| match &r.kind {
        ReasonKind::S1ByAro { s1 } => Some(s1.clone()),
        _ => None,
    });
    assert_eq!(s1, Some(vec![(id(4), 2050), (id(2), 2150)]));
    // The second bracket: 7 (½) takes 6, not 5, because 5 also seeks White ([C7]).
    let second = explanation.brackets[1]
        .decisions
        .iter()
        .find_map(|r| match &r.kind {
            ReasonKind::UpfloatersChosen {
                upfloaters,
                colour_failures,
                ..
            } => Some((upfloaters.clone(), *colour_failures)),
            _ => None,
        });
    assert_eq!(second, Some((vec![id(6)], 0)));
}
