//! The text's own tables and examples, and one test per reading (articles of C.04.4.3).

use rondo_core::{
    Colour, GameResult, Player, PlayerId, Rating, RoundEntry, RoundNo, Score, Tournament,
    TournamentSetup,
};
use rondo_pairing::PairingOutcome;

use crate::colours::colour_of;
use crate::field::{Entrant, Field};
use crate::procedure::{FieldResult, GroupRecord, pair_field};
use crate::{LimOptions, pair_round};

use Colour::{Black, White};

fn id(n: u16) -> PlayerId {
    PlayerId::new(n).expect("valid id")
}

/// A player of a synthetic field: number, score in tenths, colours played.
fn entrant(number: u32, tenths: i32, colours: &[Colour]) -> Entrant {
    Entrant {
        id: id(u16::try_from(number).expect("small")),
        number,
        score: Score::from_tenths(tenths),
        rating: Some(Rating(u16::try_from(2500 - 10 * number).expect("rating"))),
        colours: colours.to_vec(),
        history: colours.iter().map(|c| Some(*c)).collect(),
        floated_last: false,
        pab_eligible: true,
    }
}

/// A field of `entrants` (by number) where the pairs `met` have played.
fn field(entrants: Vec<Entrant>, met: &[(u32, u32)], median_tenths: i32) -> Field {
    let n = entrants.len();
    let mut matrix = vec![false; n * n];
    for i in 0..n {
        matrix[i * n + i] = true;
    }
    for &(a, b) in met {
        let (a, b) = (a as usize - 1, b as usize - 1);
        matrix[a * n + b] = true;
        matrix[b * n + a] = true;
    }
    Field {
        entrants,
        met: matrix,
        initial_colour: White,
        median: Score::from_tenths(median_tenths),
        last_round: false,
        first_round: false,
        maxi: false,
    }
}

/// The pairs of a field's result as sorted number pairs, the bye, and the group records.
fn run(field: &Field) -> (Vec<(u32, u32)>, Option<u32>, Vec<GroupRecord>) {
    let mut records = Vec::new();
    let FieldResult::Paired { pairs, bye } = pair_field(field, &mut records).expect("pairs") else {
        panic!("no valid pairing");
    };
    let number = |i: usize| field.entrants[i].number;
    let mut numbered: Vec<(u32, u32)> = pairs
        .iter()
        .map(|&(a, b)| (number(a).min(number(b)), number(a).max(number(b))))
        .collect();
    numbered.sort_unstable();
    (numbered, bye.map(number), records)
}

fn pairs_of(field: &Field) -> Vec<(u32, u32)> {
    run(field).0
}

/// Six players of one scoregroup, no colours: the group of the tables of 4.2 and 4.3.
fn six(met: &[(u32, u32)]) -> Field {
    field((1..=6).map(|n| entrant(n, 0, &[])).collect(), met, 0)
}

/// One row of a table of art. 4: whom the player has met, and the pairs that follow.
type TableRow = (&'static [u32], [(u32, u32); 3]);

fn met_by(player: u32, others: &[u32]) -> Vec<(u32, u32)> {
    others.iter().map(|o| (player, *o)).collect()
}

#[test]
fn table_4_2_player_1_tries_4_5_6_3_2() {
    let cases: [TableRow; 5] = [
        (&[], [(1, 4), (2, 5), (3, 6)]),
        (&[4], [(1, 5), (2, 4), (3, 6)]),
        (&[4, 5], [(1, 6), (2, 4), (3, 5)]),
        (&[4, 5, 6], [(1, 3), (2, 5), (4, 6)]),
        (&[4, 5, 6, 3], [(1, 2), (3, 5), (4, 6)]),
    ];
    for (met, expected) in cases {
        assert_eq!(
            pairs_of(&six(&met_by(1, met))),
            expected,
            "#1 has met {met:?}"
        );
    }
}

#[test]
fn table_4_3_player_2_after_1_6() {
    let cases: [TableRow; 5] = [
        (&[], [(1, 6), (2, 4), (3, 5)]),
        (&[4], [(1, 6), (2, 5), (3, 4)]),
        (&[4, 5], [(1, 6), (2, 3), (4, 5)]),
        (&[4, 5, 3], [(1, 3), (2, 6), (4, 5)]),
        (&[4, 5, 3, 6], [(1, 2), (3, 5), (4, 6)]),
    ];
    for (met, expected) in cases {
        let mut all = met_by(1, &[4, 5]);
        all.extend(met_by(2, met));
        assert_eq!(pairs_of(&six(&all)), expected, "#2 has met {met:?}");
    }
}

/// A group of `size` players with 1 point above the median (½), and two median players below
/// it to receive floaters.
fn group_above(size: u32, met: &[(u32, u32)]) -> Field {
    let mut entrants: Vec<Entrant> = (1..=size).map(|n| entrant(n, 10, &[])).collect();
    entrants.push(entrant(size + 1, 5, &[]));
    entrants.push(entrant(size + 2, 5, &[]));
    if (size + 2) % 2 == 1 {
        entrants.push(entrant(size + 3, 5, &[]));
    }
    field(entrants, met, 5)
}

fn floaters_of(records: &[GroupRecord], field: &Field) -> Vec<u32> {
    let mut out: Vec<u32> = records[0]
        .floaters
        .iter()
        .map(|(v, _)| field.entrants[*v].number)
        .collect();
    out.sort_unstable();
    out
}

#[test]
fn example_4_4_2_two_players_float() {
    // #1 and #2 have met each other and #3–#5: 1-6 and 3-4; #2 and #5 float.
    let mut met = vec![(1, 2)];
    met.extend(met_by(1, &[3, 4, 5]));
    met.extend(met_by(2, &[3, 4, 5]));
    let field = group_above(6, &met);
    let (pairs, _, records) = run(&field);
    assert_eq!(floaters_of(&records, &field), [2, 5]);
    assert!(
        pairs.contains(&(1, 6)) && pairs.contains(&(3, 4)),
        "{pairs:?}"
    );
}

#[test]
fn example_4_4_1_only_the_player_without_opponent_floats() {
    // Seven players; #1 has met #2–#5, #2 has met everyone: #2 floats instead of #7.
    let mut met = met_by(1, &[2, 3, 4, 5]);
    met.extend(met_by(2, &[3, 4, 5, 6, 7]));
    let field = group_above(7, &met);
    let (pairs, _, records) = run(&field);
    assert_eq!(floaters_of(&records, &field), [2]);
    assert!(pairs.contains(&(1, 6)), "{pairs:?}");
}

#[test]
fn order_of_scoregroups_round_2() {
    // Art. 2.2 / 8: scores 1, ½, 0 after one round: 1, then 0, then ½ (the median) last.
    let entrants = vec![
        entrant(1, 10, &[White]),
        entrant(2, 10, &[Black]),
        entrant(3, 5, &[White]),
        entrant(4, 5, &[Black]),
        entrant(5, 0, &[White]),
        entrant(6, 0, &[Black]),
    ];
    let field = field(entrants, &[(1, 5), (2, 6), (3, 4)], 5);
    let (_, _, records) = run(&field);
    let order: Vec<i32> = records.iter().map(|r| r.score.tenths()).collect();
    assert_eq!(order, [10, 0, 5]);
}

#[test]
fn order_of_scoregroups_median_2() {
    // Four rounds played, median 2: 4, 3½, 3, 2½ downward, then 0, ½, 1, 1½ upward, then 2.
    let tenths = [40, 35, 30, 25, 20, 15, 10, 5, 0];
    let entrants: Vec<Entrant> = tenths
        .iter()
        .flat_map(|t| [*t, *t])
        .zip(1u32..)
        .map(|(t, n)| entrant(n, t, &[White, Black, White, Black]))
        .collect();
    let field = field(entrants, &[], 20);
    let (_, _, records) = run(&field);
    let order: Vec<i32> = records.iter().map(|r| r.score.tenths()).collect();
    assert_eq!(order, [40, 35, 30, 25, 0, 5, 10, 15, 20]);
}

/// Five players above or below the median: #1, #3, #4 due White, #2 and #5 due Black.
fn five_by_colour(tenths: i32, maxi: bool) -> Field {
    let colours = [Black, White, Black, Black, White];
    let mut entrants: Vec<Entrant> = (1..=5u32)
        .map(|n| entrant(n, tenths, &[colours[n as usize - 1]]))
        .collect();
    // The group receiving the floater, at the median.
    entrants.push(entrant(6, 5, &[White]));
    entrants.push(entrant(7, 5, &[Black]));
    entrants.push(entrant(8, 5, &[White]));
    let mut field = field(entrants, &[], 5);
    field.maxi = maxi;
    field
}

#[test]
fn example_3_2_2_floater_due_the_majority_colour() {
    let down = five_by_colour(10, false);
    let (_, _, records) = run(&down);
    assert_eq!(floaters_of(&records, &down), [4], "floating down");
    let up = five_by_colour(0, false);
    let (_, _, records) = run(&up);
    assert_eq!(floaters_of(&records, &up), [1], "floating up");
}

#[test]
fn example_3_2_3_maxi_keeps_the_colour_choice_within_100_points() {
    let mut down = five_by_colour(10, true);
    down.entrants[3].rating = Some(Rating(2300));
    down.entrants[4].rating = Some(Rating(2150));
    let (_, _, records) = run(&down);
    assert_eq!(floaters_of(&records, &down), [5]);
    // Without the Maxi rule the colour decides.
    down.maxi = false;
    let (_, _, records) = run(&down);
    assert_eq!(floaters_of(&records, &down), [4]);
}

#[test]
fn example_5_4_identical_histories_rank_by_side_of_median() {
    let entrants: Vec<Entrant> = (1..=8).map(|n| entrant(n, 10, &[White, Black])).collect();
    let above = field(entrants.clone(), &[], 10);
    assert_eq!(colour_of(&above, 2, 6).0, White, "#3 White at the median");
    let below = field(entrants, &[], 15);
    assert_eq!(
        colour_of(&below, 2, 6).0,
        Black,
        "#7 gets White below the median"
    );
}

#[test]
fn colour_5_4_latest_round_with_different_colours() {
    // Both due White (W B); in round 1 #1 had White and #2 Black... same; differ in no round:
    // give #2 B W B? Use histories W B vs B W with one more game each so both are due White.
    let a = entrant(1, 10, &[White, Black, Black, White, Black]);
    let b = entrant(2, 10, &[Black, White, White, Black, Black]);
    // Both: diff -1, due White. Latest round with different colours is round 4 (a W, b B):
    // a now gets b's colour then, Black.
    let field = field(vec![a, b], &[], 10);
    assert_eq!(colour_of(&field, 0, 1).0, Black);
}

#[test]
fn art_6_last_round_relaxes_colour_limits_between_equal_scores() {
    let a = entrant(1, 20, &[Black, White, White]);
    let b = entrant(2, 20, &[White, Black, White, White]);
    let mut field = field(vec![a, b], &[], 20);
    assert!(
        !field.compatible(0, 1),
        "round 5 of 9: both must have Black"
    );
    field.last_round = true;
    assert!(field.compatible(0, 1), "last round: same score may meet");
    let mut unequal = field.clone();
    unequal.entrants[1].score = Score::from_tenths(15);
    assert!(!unequal.compatible(0, 1), "only equal scores are relaxed");
}

#[test]
fn reading_blocked_median_is_avoided_in_advance() {
    // Round 3, median 1: #1–#3 (2 points) have all met #4, the only median player; #5 and #6
    // have 0. Pairing #5–#6 would block the median (#3, floating down, could meet only #4),
    // so they float up instead (art. 2.6 applied in advance), and #3 (due White) meets the
    // highest numbered available player due the other colour, #6 (3.8): the same pairing as
    // cracking 5-6 and pairing the median again (the rule note's example of 2.6.1).
    let entrants = vec![
        entrant(1, 20, &[White, Black]),
        entrant(2, 20, &[Black, White]),
        entrant(3, 20, &[White, Black]),
        entrant(4, 10, &[Black, White]),
        entrant(5, 0, &[White, Black]),
        entrant(6, 0, &[Black, White]),
    ];
    let field = field(entrants, &[(1, 4), (2, 4), (3, 4)], 10);
    let (pairs, _, records) = run(&field);
    assert_eq!(pairs, [(1, 2), (3, 6), (4, 5)]);
    assert!(records.iter().all(|r| r.scrutiny.iter().all(|s| {
        let numbers = (
            field.entrants[s.player].number,
            field.entrants[s.opponent].number,
        );
        numbers != (5, 6) && numbers != (6, 5)
    })));
}

/// A tournament of `n` players rated 2400, 2390, ... by start number, with `rounds` of games
/// `(white, black, white's result)` already played.
fn tournament(n: u16, rounds: &[&[(u16, u16, GameResult)]], ratings: Option<&[u16]>) -> Tournament {
    let mut players: Vec<Player> = (1..=n)
        .map(|k| {
            let mut player = Player::new(id(k), format!("Player {k:02}"));
            player.rating = Some(Rating(
                ratings.map_or(2400 - 10 * k, |r| r[usize::from(k - 1)]),
            ));
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

fn pair(
    tournament: &Tournament,
    round: u16,
    options: &LimOptions,
) -> (Vec<(u16, u16)>, Option<u16>) {
    let view = tournament.view(RoundNo::new(round).expect("round"));
    let PairingOutcome::Paired(pairing) = pair_round(&view, options).expect("pairs") else {
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

#[test]
fn example_7_2_forty_players() {
    let tournament = tournament(40, &[], None);
    let (boards, bye) = pair(&tournament, 1, &LimOptions::default());
    assert_eq!(bye, None);
    let expected: Vec<(u16, u16)> = (1..=20)
        .map(|k| if k % 2 == 1 { (k, k + 20) } else { (k + 20, k) })
        .collect();
    assert_eq!(boards, expected);
    let black = LimOptions::default().with_initial_colour(Some(Black));
    let (boards, _) = pair(&tournament, 1, &black);
    let expected: Vec<(u16, u16)> = (1..=20)
        .map(|k| if k % 2 == 1 { (k + 20, k) } else { (k, k + 20) })
        .collect();
    assert_eq!(boards, expected);
}

#[test]
fn example_7_1_bye_to_the_lowest_rated() {
    let mut ratings: Vec<u16> = (1..=39).map(|k| 2400 - 10 * k).collect();
    ratings[10] = 1000;
    let tournament = tournament(39, &[], Some(&ratings));
    let (boards, bye) = pair(&tournament, 1, &LimOptions::default());
    assert_eq!(bye, Some(11));
    assert_eq!(boards.len(), 19);
}

#[test]
fn art_1_1_bye_to_the_lowest_numbered_of_the_lowest_group_who_may_have_it() {
    use GameResult::{Loss, Win};
    // Round 2, five players: #2 and #4 lost; #5 had the PAB in round 1.
    let mut tournament_setup = tournament(5, &[&[(1, 3, Win), (4, 2, Win)]], None)
        .setup()
        .clone();
    tournament_setup.players[4].rounds[0] = RoundEntry::Unplayed(rondo_core::Unplayed::PairingBye);
    let tournament = Tournament::try_from(tournament_setup).expect("valid");
    let (_, bye) = pair(&tournament, 2, &LimOptions::default());
    // The lowest group is 0 points: #2 and #3; the lowest ranked of them is #3.
    assert_eq!(bye, Some(3));
    let _ = Loss;
}

#[test]
fn forbidden_pairs_and_absences() {
    let mut setup = tournament(6, &[], None).setup().clone();
    setup.forbidden_pairs.push(rondo_core::ForbiddenPairs {
        first_round: None,
        last_round: None,
        players: vec![id(1), id(4)],
    });
    let tournament = Tournament::try_from(setup).expect("valid");
    let (boards, _) = pair(&tournament, 1, &LimOptions::default());
    assert!(
        !boards.iter().any(|b| *b == (1, 4) || *b == (4, 1)),
        "{boards:?}"
    );
    assert_eq!(boards.len(), 3);
}

#[test]
fn the_audit_names_a_rematch_and_colours_beyond_the_limits() {
    use GameResult::{Draw, Win};
    use rondo_pairing::{Board, BreachKind, Pairing};
    // Round 3 of 4 players: 1 and 2 had White twice, 3 and 4 Black twice.
    let tournament = tournament(
        4,
        &[&[(1, 3, Draw), (2, 4, Draw)], &[(1, 4, Win), (2, 3, Win)]],
        None,
    );
    let view = tournament.view(RoundNo::new(3).expect("round"));
    let pairing = Pairing {
        boards: vec![
            Board {
                white: id(1),
                black: id(3),
            },
            Board {
                white: id(2),
                black: id(4),
            },
        ],
        pairing_bye: None,
        brackets: Vec::new(),
    };
    let audit = crate::audit_round(&view, &pairing, &LimOptions::default()).expect("audits");
    let kinds: Vec<&BreachKind> = audit.breaches.iter().map(|b| &b.kind).collect();
    assert!(
        kinds.iter().all(|k| matches!(k, BreachKind::Rematch)),
        "{kinds:?}"
    );
    assert_eq!(kinds.len(), 2);
    // 1-2 with 1 White: a third White in a row for 1 (art. 2.1).
    let pairing = Pairing {
        boards: vec![
            Board {
                white: id(1),
                black: id(2),
            },
            Board {
                white: id(3),
                black: id(4),
            },
        ],
        pairing_bye: None,
        brackets: Vec::new(),
    };
    let audit = crate::audit_round(&view, &pairing, &LimOptions::default()).expect("audits");
    assert!(audit.breaches.iter().any(|b| matches!(
        b.kind,
        BreachKind::ColourThreeInARow { colour: White, .. }
    ) && b.players == [id(1)]));
    // The engine itself finds no compatible pairing: everyone with two equal colours must
    // change, and 1-2 or 3-4 would need a third colour in a row.
    let outcome = pair_round(&view, &LimOptions::default()).expect("pairs");
    assert!(matches!(outcome, PairingOutcome::NoValidPairing(_)));
}

#[test]
fn the_explanation_cites_the_median_and_the_exchange_order() {
    use rondo_pairing::{ExplainOutcome, ReasonKind};
    // Round 1, six players, #1 may not meet #4 (file): #1 passes 4 and meets 5 (table of 4.2).
    let mut setup = tournament(6, &[], None).setup().clone();
    setup.forbidden_pairs.push(rondo_core::ForbiddenPairs {
        first_round: None,
        last_round: None,
        players: vec![id(1), id(4)],
    });
    let tournament = Tournament::try_from(setup).expect("valid");
    let view = tournament.view(RoundNo::FIRST);
    let ExplainOutcome::Explained { explanation, .. } =
        crate::explain_round(&view, &LimOptions::default()).expect("explains")
    else {
        panic!("pairs");
    };
    let decisions: Vec<&ReasonKind> = explanation.brackets[0]
        .decisions
        .iter()
        .map(|r| &r.kind)
        .collect();
    assert!(
        decisions
            .iter()
            .any(|k| matches!(k, ReasonKind::ScoregroupOrder { .. }))
    );
    assert!(
        decisions.iter().any(|k| matches!(
            k,
            ReasonKind::ScrutinyExchange { player, opponent, passed, for_colour: false }
                if *player == id(1) && *opponent == id(5) && passed == &[id(4)]
        )),
        "{decisions:?}"
    );
}

#[test]
fn reading_3_10_a_player_who_floated_last_round_floats_after_the_others() {
    // Five players above the median, no colour majority to decide (3.2.2): 3.2.4 would float
    // #5, but #5 floated in the previous round, so #4 floats (3.10).
    // (No colours yet, so nobody is due a colour.)
    let mut entrants: Vec<Entrant> = (1..=5u32).map(|n| entrant(n, 20, &[])).collect();
    entrants.push(entrant(6, 10, &[]));
    entrants.push(entrant(7, 10, &[]));
    entrants.push(entrant(8, 10, &[]));
    let mut field = field(entrants, &[], 10);
    let (_, _, records) = run(&field);
    assert_eq!(floaters_of(&records, &field), [5]);
    field.entrants[4].floated_last = true;
    let (_, _, records) = run(&field);
    assert_eq!(floaters_of(&records, &field), [4]);
}

#[test]
fn reading_3_10_a_float_is_a_game_against_another_score() {
    use GameResult::{Draw, Win};
    // Round 1: 1-4 1-0, 2-5 1-0, 3-6 draw. Round 2: 1-2 (equal scores), 3-4 (½ against 0),
    // 5-6 (0 against ½), and in round 3 only 3, 4, 5 and 6 floated in the previous round.
    let tournament = tournament(
        6,
        &[
            &[(1, 4, Win), (2, 5, Win), (3, 6, Draw)],
            &[(1, 2, Draw), (3, 4, Draw), (5, 6, Draw)],
        ],
        None,
    );
    let view = tournament.view(RoundNo::new(3).expect("round"));
    let field = Field::new(&view, White, false);
    let floated: Vec<u16> = field
        .entrants
        .iter()
        .filter(|e| e.floated_last)
        .map(|e| e.id.get())
        .collect();
    assert_eq!(floated, [3, 4, 5, 6]);
}

/// Four players of one scoregroup, each due the colour given (he had the other one).
fn four_with_dues(dues: [Colour; 4], maxi: bool) -> Field {
    let entrants: Vec<Entrant> = (1..=4u32)
        .map(|n| entrant(n, 10, &[dues[n as usize - 1].opposite()]))
        .collect();
    let mut field = field(entrants, &[], 10);
    field.maxi = maxi;
    field
}

#[test]
fn reading_5_2_double_scrutiny_exchanges_for_due_colours() {
    // #1, #2 and #3 due White, #4 Black: 1-3 would leave one without his due colour; the
    // exchange order of 4.2 offers #4 next, with whom both get theirs.
    let field = four_with_dues([White, White, White, Black], false);
    let (pairs, _, records) = run(&field);
    assert_eq!(pairs, [(1, 4), (2, 3)]);
    let first = &records[0].scrutiny[0];
    assert!(first.for_colour);
    let passed: Vec<u32> = first
        .passed
        .iter()
        .map(|v| field.entrants[*v].number)
        .collect();
    assert_eq!(passed, [3]);
}

#[test]
fn reading_5_7_maxi_exchanges_stay_within_100_points() {
    let mut field = four_with_dues([White, White, White, Black], true);
    field.entrants[2].rating = Some(Rating(2300));
    field.entrants[3].rating = Some(Rating(2150));
    let (pairs, _, _) = run(&field);
    assert_eq!(pairs, [(1, 3), (2, 4)]);
}

#[test]
fn art_3_8_a_downfloater_meets_the_highest_numbered_player_due_the_other_colour() {
    // #1 (1½ points, due Black) floats into the 1-point group #2, #3, #4, #5: #2 and #3 are
    // due Black as well, #4 White: #1 meets #4, the highest numbered due the other colour.
    let mut entrants = vec![entrant(1, 15, &[White])];
    for (n, colour) in [(2, White), (3, White), (4, Black), (5, White)] {
        entrants.push(entrant(n, 10, &[colour]));
    }
    let field = field(entrants, &[], 10);
    let (pairs, _, records) = run(&field);
    assert!(pairs.contains(&(1, 4)), "{pairs:?}");
    let median = records.last().expect("the median group");
    assert!(median.floater_pairs[0].for_colour);
    // Without a player due the other colour, the highest numbered available: #2.
    let mut entrants = vec![entrant(1, 15, &[White])];
    for n in 2..=5 {
        entrants.push(entrant(n, 10, &[White]));
    }
    let field2 = crate::tests::field(entrants, &[], 10);
    let (pairs, _, _) = run(&field2);
    assert!(pairs.contains(&(1, 2)), "{pairs:?}");
}

// ---- The classes of the differential report (docs/differential.md, Lim and @echecs) ----

/// Whether two scores have a scoregroup of the field strictly between them.
fn skips_a_group(field: &Field, a: u32, b: u32) -> bool {
    let score = |n: u32| field.entrants[n as usize - 1].score;
    let (low, high) = (score(a).min(score(b)), score(a).max(score(b)));
    field
        .entrants
        .iter()
        .any(|e| low < e.score && e.score < high)
}

#[test]
fn differential_l_b_floaters_move_to_the_neighbouring_scoregroup() {
    // Art. 2.3: a player without an opponent in his own scoregroup is moved to a neighbouring
    // group, and the groups are paired one after another in the order of 2.2. Two rounds
    // played, median 1 point: #1 alone on 2 points floats down into the median, #4 alone on 0
    // points floats up into it, and both meet median players. Pairing 2-3 and 1-4 would make
    // one game across scoregroups instead of two, but it pairs two groups that are not
    // neighbours, which the text never does.
    let entrants = vec![
        entrant(1, 20, &[White, Black]),
        entrant(2, 10, &[White, Black]),
        entrant(3, 10, &[White, Black]),
        entrant(4, 0, &[White, Black]),
    ];
    let field = field(entrants, &[], 10);
    let (pairs, _, _) = run(&field);
    assert_eq!(pairs, [(1, 2), (3, 4)]);
    assert!(pairs.iter().all(|(a, b)| !skips_a_group(&field, *a, *b)));
    assert!(
        skips_a_group(&field, 1, 4),
        "the peer's pair would skip the median"
    );
}

#[test]
fn differential_l_c_the_floater_is_the_lowest_numbered_and_meets_by_number() {
    // Art. 3.2.4 (note): to make a group above the median even, its lowest numbered player
    // (the largest number) floats down; art. 3.8 (note): he meets the highest numbered player
    // of the next group who is due the other colour. Three players on 2 points (#1-#3) above
    // a median of four on 1 point (#4-#7), everyone due White except #6: #3 floats and meets
    // #6, not #1 or #2, and not #4, the median's highest numbered player.
    let mut entrants: Vec<Entrant> = (1..=3).map(|n| entrant(n, 20, &[White, Black])).collect();
    for n in 4..=7 {
        let colours: &[Colour] = if n == 6 {
            &[Black, White]
        } else {
            &[White, Black]
        };
        entrants.push(entrant(n, 10, colours));
    }
    let field = field(entrants, &[], 10);
    let (pairs, _, records) = run(&field);
    assert_eq!(floaters_of(&records, &field), [3]);
    assert!(pairs.contains(&(3, 6)), "{pairs:?}");
    assert!(pairs.contains(&(1, 2)), "{pairs:?}");
}

#[test]
fn differential_l_d_exchanges_give_due_colours_in_scrutiny_order() {
    // Art. 2.5 (also in the older text): besides exchanges for rematches, further exchanges
    // may be made so that players get their due colours; art. 4.1 scrutinises the proposed
    // pairs from the highest numbered player down. A median group of six on 1 point after two
    // rounds: #1, #2, #4, #5 due White, #3 and #6 due Black. The proposed pairs 1-4, 2-5, 3-6
    // give three pairs whose players are due the same colour; #1 is scrutinised first and takes
    // #6 (the first opponent in the order of 4.2 with whom both get their colour), #2 then
    // takes #3, and #4-#5 is left. Keeping the proposed pairs (the closest to top half against
    // bottom half) would give colours only after.
    let entrants: Vec<Entrant> = (1..=6)
        .map(|n| {
            let colours: &[Colour] = if n == 3 || n == 6 {
                &[Black, White]
            } else {
                &[White, Black]
            };
            entrant(n, 10, colours)
        })
        .collect();
    let field = field(entrants, &[], 10);
    let (pairs, _, records) = run(&field);
    assert_eq!(pairs, [(1, 6), (2, 3), (4, 5)]);
    assert!(records.last().expect("the group").scrutiny[0].for_colour);
}

/// Whether `members` (numbers) can all be paired among themselves, by trying every pairing.
fn brute_pairable(field: &Field, members: &[u32]) -> bool {
    let Some((&first, rest)) = members.split_first() else {
        return true;
    };
    rest.iter().enumerate().any(|(k, &other)| {
        field.compatible(first as usize - 1, other as usize - 1) && {
            let mut left = rest.to_vec();
            left.remove(k);
            brute_pairable(field, &left)
        }
    })
}

/// Every set of `k` of `0..n`, in lexicographic order.
fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    (0..n)
        .flat_map(|first| {
            combinations(n - first - 1, k - 1)
                .into_iter()
                .map(move |rest| {
                    std::iter::once(first)
                        .chain(rest.into_iter().map(|r| r + first + 1))
                        .collect()
                })
        })
        .collect()
}

#[test]
fn floaters_are_the_first_set_in_the_order_that_completes_the_round() {
    // 2.3 and art. 3 (note): a group floats the players its largest pairing leaves over,
    // chosen in the order of art. 3, and the round must stay complete. Chosen one at a time,
    // a choice that no later choice can complete must not be kept: the floaters are the first
    // set in the order (3.9.2: those with an opponent in the next group first; 3.2.4: the
    // lowest numbered first when floating down) that leaves the group its pairs and the round
    // complete, as plain enumeration of the sets in that order finds it.
    let mut random = rondo_pairing::SplitMix64::new(20);
    let mut compared = 0;
    let mut two_or_more = 0;
    for _ in 0..400 {
        let top = 4 + u32::try_from(random.below(4)).expect("small");
        let below = 2 + u32::try_from(random.below(4)).expect("small");
        let n = top + below + (top + below) % 2;
        let entrants: Vec<Entrant> = (1..=n)
            .map(|k| entrant(k, if k <= top { 20 } else { 10 }, &[]))
            .collect();
        let mut met = Vec::new();
        for a in 1..=n {
            for b in a + 1..=n {
                if random.below(100) < 45 {
                    met.push((a, b));
                }
            }
        }
        let field = field(entrants, &met, 10);
        let everyone: Vec<u32> = (1..=n).collect();
        if !brute_pairable(&field, &everyone) {
            continue;
        }
        // The reference: for the most pairs first, every set of floaters in the order.
        let group: Vec<u32> = (1..=top).collect();
        let has_next =
            |a: u32| (top + 1..=n).any(|b| field.compatible(a as usize - 1, b as usize - 1));
        let mut order: Vec<u32> = group.iter().rev().copied().collect();
        order.sort_by_key(|a| !has_next(*a));
        let expected = (0..=top / 2).rev().find_map(|pairs| {
            let count = (top - 2 * pairs) as usize;
            combinations(order.len(), count)
                .into_iter()
                .find_map(|positions| {
                    let floaters: Vec<u32> = positions.iter().map(|p| order[*p]).collect();
                    let stay: Vec<u32> = group
                        .iter()
                        .copied()
                        .filter(|a| !floaters.contains(a))
                        .collect();
                    let others: Vec<u32> = everyone
                        .iter()
                        .copied()
                        .filter(|a| !stay.contains(a))
                        .collect();
                    (brute_pairable(&field, &stay) && brute_pairable(&field, &others)).then(|| {
                        let mut sorted = floaters;
                        sorted.sort_unstable();
                        sorted
                    })
                })
        });
        let (_, _, records) = run(&field);
        assert_eq!(Some(floaters_of(&records, &field)), expected, "{met:?}");
        compared += 1;
        two_or_more += usize::from(expected.is_some_and(|f| f.len() >= 2));
    }
    assert!(compared > 100, "{compared}");
    assert!(two_or_more > 20, "{two_or_more}");
}
