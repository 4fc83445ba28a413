//! The source's own examples and one test per stated rule (lines refer to the source).

use rondo_core::{
    Colour, GameResult, Player, PlayerId, Rating, RoundEntry, RoundNo, Score, Tournament,
    TournamentSetup, Unplayed,
};
use rondo_pairing::{NoValidPairing, PairingOutcome};

use crate::colours::colour_of;
use crate::field::{Entrant, Field};
use crate::groups::{Phase, pairing_order};
use crate::pairing::{FieldResult, pair_field};
use crate::{HarknessOptions, pair_round};

use Colour::{Black, White};

fn id(n: u16) -> PlayerId {
    PlayerId::new(n).expect("valid id")
}

/// A player of a synthetic field: pairing number, score in tenths, colours played.
fn entrant(number: u32, tenths: i32, colours: &[Colour]) -> Entrant {
    Entrant {
        id: id(u16::try_from(number).expect("small")),
        number,
        score: Score::from_tenths(tenths),
        colours: colours.to_vec(),
        had_bye: false,
    }
}

/// A field of `entrants` (sorted by number) where the pairs `met` have played.
fn field(entrants: Vec<Entrant>, met: &[(u32, u32)], middle_tenths: i32) -> Field {
    let n = entrants.len();
    let index = |number: u32| {
        entrants
            .iter()
            .position(|e| e.number == number)
            .expect("numbered player")
    };
    let mut compatible = vec![vec![true; n]; n];
    for (i, row) in compatible.iter_mut().enumerate() {
        row[i] = false;
    }
    for &(a, b) in met {
        let (a, b) = (index(a), index(b));
        compatible[a][b] = false;
        compatible[b][a] = false;
    }
    Field {
        entrants,
        compatible,
        initial_colour: White,
        middle_score: Score::from_tenths(middle_tenths),
    }
}

/// The pairs of a field's result as sorted pairing-number pairs, and the bye.
fn pairs_of(field: &Field) -> (Vec<(u32, u32)>, Option<u32>) {
    let FieldResult::Paired { pairs, bye } = pair_field(field).expect("pairs") else {
        panic!("no valid pairing");
    };
    let number = |i: usize| field.entrants[i].number;
    let mut numbered: Vec<(u32, u32)> = pairs
        .iter()
        .map(|&(a, b)| (number(a).min(number(b)), number(a).max(number(b))))
        .collect();
    numbered.sort_unstable();
    (numbered, bye.map(number))
}

/// A tournament of `n` players rated 2400, 2390, ... by start number, with `rounds` of games
/// `(white, black, white's result)` already played.
fn tournament(n: u16, rounds: &[&[(u16, u16, GameResult)]]) -> Tournament {
    let mut players: Vec<Player> = (1..=n)
        .map(|k| {
            let mut player = Player::new(id(k), format!("Player {k:02}"));
            player.rating = Some(Rating(2400 - 10 * k));
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
    let setup = TournamentSetup {
        players,
        declared_rounds: Some(9),
        ..TournamentSetup::default()
    };
    Tournament::try_from(setup).expect("valid tournament")
}

/// Pairs round `round` and returns the boards as (white, black) start numbers and the bye.
fn pair(tournament: &Tournament, round: u16) -> (Vec<(u16, u16)>, Option<u16>) {
    let view = tournament.view(RoundNo::new(round).expect("round"));
    let PairingOutcome::Paired(pairing) =
        pair_round(&view, &HarknessOptions::default()).expect("pairs")
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

fn sorted_pairs(boards: &[(u16, u16)]) -> Vec<(u16, u16)> {
    let mut pairs: Vec<(u16, u16)> = boards.iter().map(|&(w, b)| (w.min(b), w.max(b))).collect();
    pairs.sort_unstable();
    pairs
}

// Rule II and line 591: round 1, upper half against lower half, colours down the upper half.
#[test]
fn round_one_pairs_the_upper_half_against_the_lower_half_in_order() {
    let event = tournament(10, &[]);
    let (boards, bye) = pair(&event, 1);
    assert_eq!(boards, [(1, 6), (7, 2), (3, 8), (9, 4), (5, 10)]);
    assert_eq!(bye, None);
}

// Line 591: if number 1 draws Black, the odd numbers of the upper half have Black.
#[test]
fn round_one_colour_lot_for_number_one_sets_the_odd_numbers_colour() {
    let event = tournament(6, &[]);
    let view = event.view(RoundNo::FIRST);
    let options = HarknessOptions {
        initial_colour: Some(Black),
        ..HarknessOptions::default()
    };
    let Ok(PairingOutcome::Paired(pairing)) = pair_round(&view, &options) else {
        panic!("no pairing");
    };
    let boards: Vec<(u16, u16)> = pairing
        .boards
        .iter()
        .map(|b| (b.white.get(), b.black.get()))
        .collect();
    assert_eq!(boards, [(4, 1), (2, 5), (6, 3)]);
}

// Rule III: in round 1 the bye goes to the lowest rated player.
#[test]
fn round_one_bye_goes_to_the_lowest_rated() {
    let event = tournament(11, &[]);
    let (boards, bye) = pair(&event, 1);
    assert_eq!(bye, Some(11));
    assert_eq!(
        sorted_pairs(&boards),
        [(1, 6), (2, 7), (3, 8), (4, 9), (5, 10)]
    );
}

// Line 577: pairing numbers by rating, highest first; unrated last, alphabetically.
#[test]
fn pairing_numbers_follow_rating_and_put_the_unrated_last_alphabetically() {
    let mut players: Vec<Player> = (1..=5).map(|k| Player::new(id(k), "")).collect();
    players[0].name = "Zeta, Ana".to_owned();
    players[1].name = "Alfa, Ben".to_owned();
    players[1].rating = None;
    players[0].rating = None;
    players[2].rating = Some(Rating(1500));
    players[3].rating = Some(Rating(2100));
    players[4].rating = Some(Rating(1800));
    let order: Vec<u16> = crate::field::pairing_numbers(&players)
        .into_iter()
        .map(PlayerId::get)
        .collect();
    assert_eq!(order, [4, 5, 3, 2, 1]);
}

/// The winners of the example of lines 593–605 with their round-1 colours ("B" blancas is
/// White, "N" negras Black), and round-1 opponents among the losers.
fn round_two_example(extra: Option<Colour>) -> Field {
    let winners: [(u32, Colour); 12] = [
        (1, White),
        (2, Black),
        (3, White),
        (5, White),
        (8, Black),
        (9, White),
        (11, White),
        (12, Black),
        (14, Black),
        (16, Black),
        (17, White),
        (19, White),
    ];
    // Winners with White beat these losers, who had Black, and the other way round.
    let mut games: Vec<(u32, u32)> = vec![
        (1, 13),
        (3, 15),
        (5, 18),
        (9, 20),
        (11, 22),
        (17, 23),
        (19, 24),
        (4, 2),
        (6, 8),
        (7, 12),
        (10, 14),
        (25, 16),
    ];
    let mut winner_colours: Vec<(u32, Colour)> = winners.to_vec();
    match extra {
        // Number 21 won too: with Black against 26, or with White against 26.
        Some(Black) => {
            winner_colours.push((21, Black));
            games.push((26, 21));
        }
        Some(White) => {
            winner_colours.push((21, White));
            games.push((21, 26));
        }
        None => games.push((21, 26)),
    }
    let mut entrants = Vec::new();
    for number in 1..=26 {
        let won = winner_colours.iter().find(|(n, _)| *n == number);
        let colour = match won {
            Some((_, colour)) => *colour,
            None => {
                let white = games.iter().any(|(w, _)| *w == number);
                if white { White } else { Black }
            }
        };
        let tenths = if won.is_some() { 10 } else { 0 };
        entrants.push(entrant(number, tenths, &[colour]));
    }
    if extra.is_none() {
        // Only the twelve winners of the example, and twelve losers: drop 21's game by
        // making 21 and 26 losers of a draw-free field; they stay in the losers group.
        entrants.retain(|e| e.number <= 24 || e.number == 25 || e.number == 26);
    }
    field(entrants, &games, 5)
}

// Lines 593–605: 1 and 2 are transposed (1–12, 2–11) so that both alternate; the others play
// in order; 9–19 cannot both alternate.
#[test]
fn round_two_winners_example_transposes_one_and_two() {
    let field = round_two_example(None);
    let (pairs, bye) = pairs_of(&field);
    assert_eq!(bye, None);
    for expected in [(1, 12), (2, 11), (3, 14), (5, 16), (8, 17), (9, 19)] {
        assert!(
            pairs.contains(&expected),
            "{expected:?} missing from {pairs:?}"
        );
    }
    let by_number = |n: u32| {
        field
            .entrants
            .iter()
            .find(|e| e.number == n)
            .expect("present")
    };
    // 12 had Black and takes White against 1; 2 had Black and takes White against 11.
    assert_eq!(colour_of(by_number(1), by_number(12), White), Black);
    assert_eq!(colour_of(by_number(2), by_number(11), White), White);
    // 9 and 19 both had White; the source draws lots, here the higher-ranked 9 alternates.
    assert_eq!(colour_of(by_number(9), by_number(19), White), Black);
}

// Line 605: an odd winners group; the retained card (21) had Black, so he replaces 19, who
// moves to the half-point group.
#[test]
fn odd_winners_group_exchanges_the_odd_card_when_colours_fit() {
    let field = round_two_example(Some(Black));
    let (pairs, _) = pairs_of(&field);
    for expected in [(1, 12), (2, 11), (3, 14), (5, 16), (8, 17), (9, 21)] {
        assert!(
            pairs.contains(&expected),
            "{expected:?} missing from {pairs:?}"
        );
    }
    let opponent_of_19 = pairs
        .iter()
        .find_map(|&(a, b)| (a == 19).then_some(b).or((b == 19).then_some(a)))
        .expect("19 is paired");
    let winners = [1, 2, 3, 5, 8, 9, 11, 12, 14, 16, 17, 19, 21];
    assert!(
        !winners.contains(&opponent_of_19),
        "19 played {opponent_of_19}"
    );
}

// Line 605: when the retained card had White, 9 plays 19 and the retained card moves down.
#[test]
fn odd_winners_group_moves_the_lowest_card_when_colours_do_not_help() {
    let field = round_two_example(Some(White));
    let (pairs, _) = pairs_of(&field);
    assert!(pairs.contains(&(9, 19)), "{pairs:?}");
    let opponent_of_21 = pairs
        .iter()
        .find_map(|&(a, b)| (a == 21).then_some(b).or((b == 21).then_some(a)))
        .expect("21 is paired");
    let winners = [1, 2, 3, 5, 8, 9, 11, 12, 14, 16, 17, 19];
    assert!(
        !winners.contains(&opponent_of_21),
        "21 played {opponent_of_21}"
    );
}

// Line 611: an odd losers group passes its highest card up to the half-point group, which is
// paired last with the cards moved into it (here from the winners too).
#[test]
fn odd_losers_group_moves_the_highest_card_up_to_the_middle_group() {
    let entrants = vec![
        entrant(1, 10, &[]),
        entrant(2, 10, &[]),
        entrant(3, 10, &[]),
        entrant(4, 0, &[]),
        entrant(5, 0, &[]),
        entrant(6, 0, &[]),
    ];
    let field = field(entrants, &[(1, 4), (2, 5), (3, 6)], 5);
    assert_eq!(pairs_of(&field).0, [(1, 2), (3, 4), (5, 6)]);
}

// Line 611: "unless that causes colour complications, pass a lower card": in the example with
// thirteen losers, moving 4 up would leave 13 and 24 both due White, so 13 moves up instead
// and meets 19, who came down from the winners.
#[test]
fn odd_losers_group_passes_a_lower_card_when_the_highest_spoils_colours() {
    let field = round_two_example(Some(Black));
    let (pairs, _) = pairs_of(&field);
    assert!(pairs.contains(&(13, 19)), "{pairs:?}");
    assert!(pairs.contains(&(4, 20)), "{pairs:?}");
}

// Rule III: in later rounds the bye goes to the lowest score, and among those to the lowest
// rated, even when a lower-rated player has more points.
#[test]
fn later_bye_goes_to_the_lowest_score_then_the_lowest_rating() {
    let field = field(
        vec![
            entrant(1, 20, &[White, Black]),
            entrant(2, 0, &[Black, White]),
            entrant(3, 0, &[White, Black]),
            entrant(4, 10, &[Black, White]),
            entrant(5, 10, &[White, Black]),
        ],
        &[],
        10,
    );
    assert_eq!(pairs_of(&field).1, Some(3));
}

// Rule III (line 567): never a second bye.
#[test]
fn no_player_receives_a_second_bye() {
    let mut entrants = vec![
        entrant(1, 10, &[White]),
        entrant(2, 0, &[Black]),
        entrant(3, 10, &[]),
    ];
    entrants[2].had_bye = true;
    entrants[2].score = Score::ZERO;
    let field = field(entrants, &[(1, 2)], 5);
    let (pairs, bye) = pairs_of(&field);
    assert_eq!(bye, Some(2));
    assert_eq!(pairs, [(1, 3)]);
}

// Rule IV comes first: the bye is not given where it would force a rematch.
#[test]
fn bye_skips_a_player_whose_absence_forces_a_rematch() {
    let field = field(
        vec![
            entrant(1, 10, &[White]),
            entrant(2, 10, &[Black]),
            entrant(3, 0, &[White]),
        ],
        &[(1, 2)],
        5,
    );
    let (pairs, bye) = pairs_of(&field);
    assert_eq!(bye, Some(2));
    assert_eq!(pairs, [(1, 3)]);
}

// Rule V and its example (line 569): the leader cannot meet either of the two players just
// below him, who meet each other; he is paired in the next group, before its own players.
#[test]
fn a_player_who_met_his_whole_group_is_paired_in_the_nearest_group() {
    let mut entrants = vec![
        entrant(1, 75, &[]),
        entrant(2, 70, &[]),
        entrant(3, 70, &[]),
    ];
    entrants.extend((4..=9).map(|n| entrant(n, 65, &[])));
    entrants.extend((10..=14).map(|n| entrant(n, 40, &[])));
    let field = field(entrants, &[(1, 2), (1, 3)], 40);
    let (pairs, bye) = pairs_of(&field);
    assert_eq!(bye, None);
    assert!(pairs.contains(&(2, 3)), "{pairs:?}");
    // 1 joins the 6½ group at its head: upper half 1, 4, 5 against 6, 7, 8, 9.
    assert!(pairs.contains(&(1, 6)), "{pairs:?}");
    assert!(
        pairs.contains(&(4, 7)) && pairs.contains(&(5, 8)),
        "{pairs:?}"
    );
}

// Line 569: if the two 7-point players have met too, both move on with the leader.
#[test]
fn players_who_met_move_on_together_and_are_paired_first() {
    let mut entrants = vec![
        entrant(1, 75, &[]),
        entrant(2, 70, &[]),
        entrant(3, 70, &[]),
    ];
    entrants.extend((4..=9).map(|n| entrant(n, 65, &[])));
    entrants.extend((10..=12).map(|n| entrant(n, 40, &[])));
    let field = field(entrants, &[(1, 2), (1, 3), (2, 3)], 40);
    let (pairs, _) = pairs_of(&field);
    for top in [1, 2, 3] {
        let opponent = pairs
            .iter()
            .find_map(|&(a, b)| (a == top).then_some(b))
            .expect("paired");
        assert!((4..=9).contains(&opponent), "{top} played {opponent}");
    }
}

// Line 615: a 6-point and a 5½-point player both reach the 5-point group, which has room for
// one: the 6 is paired there, the 5½ moves on to the 4½ group.
#[test]
fn carried_down_players_are_paired_higher_score_first() {
    let field = field(
        vec![
            entrant(1, 60, &[]),
            entrant(2, 55, &[]),
            entrant(3, 50, &[]),
            entrant(4, 45, &[]),
            entrant(5, 30, &[]),
            entrant(6, 30, &[]),
        ],
        &[(1, 2)],
        30,
    );
    let (pairs, _) = pairs_of(&field);
    assert_eq!(pairs, [(1, 3), (2, 4), (5, 6)]);
}

// Line 615: moving up from the bottom, the lower score has priority.
#[test]
fn carried_up_players_are_paired_lower_score_first() {
    let field = field(
        vec![
            entrant(1, 30, &[]),
            entrant(2, 30, &[]),
            entrant(3, 15, &[]),
            entrant(4, 10, &[]),
            entrant(5, 5, &[]),
            entrant(6, 0, &[]),
        ],
        &[(5, 6)],
        30,
    );
    let (pairs, _) = pairs_of(&field);
    assert_eq!(pairs, [(1, 2), (3, 5), (4, 6)]);
}

// Line 615: from the top down to the middle, from the bottom up to the middle, the middle last.
#[test]
fn groups_are_paired_top_down_then_bottom_up_then_the_middle() {
    let scores: Vec<Score> = (0..=6).map(Score::from_halves).collect();
    let order: Vec<(i32, Phase)> = pairing_order(&scores, Score::from_tenths(15))
        .into_iter()
        .map(|(score, phase)| (score.tenths(), phase))
        .collect();
    assert_eq!(
        order,
        [
            (30, Phase::Down),
            (25, Phase::Down),
            (20, Phase::Down),
            (0, Phase::Up),
            (5, Phase::Up),
            (10, Phase::Up),
            (15, Phase::Middle),
        ]
    );
}

// Line 611: two players of the same half meet only when nothing else avoids a rematch.
#[test]
fn players_of_the_same_half_meet_only_when_unavoidable() {
    let four = || (1..=4).map(|n| entrant(n, 10, &[])).collect::<Vec<_>>();
    let (pairs, _) = pairs_of(&field(four(), &[(1, 3), (2, 4)], 10));
    assert_eq!(pairs, [(1, 4), (2, 3)]);
    let (pairs, _) = pairs_of(&field(four(), &[(1, 3), (1, 4)], 10));
    assert_eq!(pairs, [(1, 2), (3, 4)]);
}

// Rule VIII: colours alternate; when both players are due the same colour, it goes to the one
// who has had it less.
#[test]
fn colours_alternate_and_conflicts_are_settled_by_equalising() {
    let a = entrant(1, 20, &[White, White, Black]);
    let b = entrant(2, 20, &[White, Black]);
    // Both are due White; a has had more Whites (2 of 3), so b gets White.
    assert_eq!(colour_of(&a, &b, White), Black);
    let c = entrant(3, 20, &[Black, Black, White]);
    // a is due White, c Black: both alternate.
    assert_eq!(colour_of(&a, &c, White), White);
}

// Colours are only a preference: a rematch is never made to fix them, and players who are due
// different colours are paired together before two who are due the same (lines 593–605).
#[test]
fn colours_choose_among_pairings_without_rematches() {
    let field = field(
        vec![
            entrant(1, 10, &[White]),
            entrant(2, 10, &[Black]),
            entrant(3, 10, &[White]),
            entrant(4, 10, &[Black]),
        ],
        &[],
        10,
    );
    // Natural 1–3 and 2–4 would repeat colours; 1–4 and 2–3 alternate for everyone.
    assert_eq!(pairs_of(&field).0, [(1, 4), (2, 3)]);
}

// Rule IV: when every pairing needs a rematch there is no legal pairing.
#[test]
fn no_valid_pairing_when_the_only_pairing_is_a_rematch() {
    let field = field(
        vec![entrant(1, 10, &[White]), entrant(2, 0, &[Black])],
        &[(1, 2)],
        5,
    );
    assert_eq!(
        pair_field(&field),
        Ok(FieldResult::NoValidPairing(NoValidPairing::new(2, 0)))
    );
}

// Rule VI and its interpretation (line 569): withdrawn players are not paired, nor are players
// who failed to appear twice.
#[test]
fn absent_players_and_players_who_missed_two_rounds_are_not_paired() {
    use GameResult::{Loss, Win};
    let mut setup = tournament(
        6,
        &[
            &[(1, 4, Win), (5, 2, Loss), (3, 6, Win)],
            &[(2, 1, Loss), (4, 3, Win), (6, 5, Win)],
        ],
    )
    .into_setup();
    // 6 forfeited both games; 5 announced a zero-point bye for round 3.
    for (player, opponent, colour) in [(6, 3, Black), (6, 5, White)] {
        let round = if opponent == 3 { 0 } else { 1 };
        setup.players[player - 1].rounds[round] = RoundEntry::Unplayed(Unplayed::ForfeitLoss {
            opponent: Some(id(u16::try_from(opponent).expect("small"))),
            colour: Some(colour),
        });
        setup.players[opponent - 1].rounds[round] = RoundEntry::Unplayed(Unplayed::ForfeitWin {
            opponent: Some(id(u16::try_from(player).expect("small"))),
            colour: Some(colour.opposite()),
        });
    }
    for player in &mut setup.players {
        player.rounds.push(RoundEntry::NOT_PAIRED);
    }
    setup.players[4].rounds[2] = RoundEntry::Unplayed(Unplayed::ZeroPointBye);
    let event = Tournament::try_from(setup).expect("valid");
    let (boards, bye) = pair(&event, 3);
    let paired: Vec<u16> = boards
        .iter()
        .flat_map(|&(w, b)| [w, b])
        .chain(bye)
        .collect();
    assert!(!paired.contains(&6) && !paired.contains(&5), "{paired:?}");
    assert_eq!(paired.len(), 4);
}

// Rule IX with a bye (rule III): the bye counts as a win, so its receiver joins the winners.
#[test]
fn a_bye_scores_a_win_and_joins_the_winners() {
    use GameResult::Win;
    let mut setup = tournament(5, &[&[(1, 3, Win), (4, 2, Win)]]).into_setup();
    setup.players[4].rounds[0] = RoundEntry::Unplayed(Unplayed::PairingBye);
    let event = Tournament::try_from(setup).expect("valid");
    let (boards, bye) = pair(&event, 2);
    // Winners 1, 4, 5 (bye): odd, so the lowest card of the winners (5) moves down.
    assert!(sorted_pairs(&boards).contains(&(1, 4)), "{boards:?}");
    assert_ne!(bye, Some(5));
}

// The 192 code written for the system is recognised, and so are other spellings naming it.
#[test]
fn system_codes_name_the_harkness_system() {
    assert!(crate::is_system_code(crate::SYSTEM_CODE));
    assert!(crate::is_system_code(" us_swiss "));
    assert!(!crate::is_system_code("FIDE_DUTCH_2025"));
    assert!(!crate::is_system_code("CUSTOM_SWISS"));
}
