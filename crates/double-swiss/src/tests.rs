//! The text's examples (C.04.5 3.5.4, 3.6.2), the note's examples (D1–D4), each reading the
//! crate docs list, and brute-force comparisons of the procedure's searches.

use rondo_core::{
    Colour, GameResult, Player, PlayerId, RoundEntry, RoundNo, Score, Tournament, TournamentSetup,
    Unplayed,
};
use rondo_pairing::{GenerateConfig, PairingOutcome, for_each_upfloater_set, upfloater_profiles};

use crate::colours::{ColourRule, colour_of};
use crate::field::{Entrant, Field};
use crate::procedure::pair_bracket;
use crate::procedure::{FieldResult, pair_field};
use crate::{DoubleSwissOptions, pair_round};

fn id(n: u16) -> PlayerId {
    PlayerId::new(n).unwrap_or_else(|| unreachable!("test start numbers are in range"))
}

fn entrant(n: u16, score_halves: i32) -> Entrant {
    Entrant {
        id: id(n),
        score: Score::from_halves(score_halves),
        met: Vec::new(),
        pab_eligible: true,
        matches_played: 0,
        colours: Vec::new(),
        floated_last: false,
    }
}

/// A field of `entrants` (sorted by TPN), compatible unless listed in `met` (TPN pairs).
fn field(mut entrants: Vec<Entrant>, met: &[(u16, u16)]) -> Field {
    entrants.sort_by_key(|e| e.id);
    for &(a, b) in met {
        for e in &mut entrants {
            if e.id == id(a) {
                e.met.push(id(b));
            }
            if e.id == id(b) {
                e.met.push(id(a));
            }
        }
    }
    let n = entrants.len();
    let compatible = (0..n)
        .map(|a| {
            (0..n)
                .map(|b| a != b && !entrants[a].met.contains(&entrants[b].id))
                .collect()
        })
        .collect();
    Field {
        entrants,
        last_round: false,
        initial_colour: Colour::White,
        compatible,
    }
}

fn tpns(field: &Field, pairs: &[(usize, usize)]) -> Vec<(u16, u16)> {
    pairs
        .iter()
        .map(|(a, b)| (field.entrants[*a].id.get(), field.entrants[*b].id.get()))
        .collect()
}

fn paired(
    field: &Field,
) -> (
    Vec<(u16, u16)>,
    Option<u16>,
    Vec<crate::procedure::BracketRecord>,
) {
    match pair_field(field) {
        Ok(FieldResult::Paired { brackets, bye }) => {
            let pairs: Vec<(usize, usize)> = brackets
                .iter()
                .flat_map(|b| b.pairs.iter().copied())
                .collect();
            (
                tpns(field, &pairs),
                bye.map(|b| field.entrants[b].id.get()),
                brackets,
            )
        }
        other => panic!("expected a pairing, got {other:?}"),
    }
}

// ---- 3.5.4: the order of upfloater sets ----

#[test]
fn example_3_5_4_lists_the_sets_in_the_texts_order() {
    // Players 2, 6, 8 have 3 points; 1, 3, 5 have 2½. [C4] needs three, [C5] two of 3 points
    // and one of 2½.
    let levels = vec![vec![2usize, 6, 8], vec![1, 3, 5]];
    let best = upfloater_profiles(&[3, 3], 3);
    assert_eq!(
        best[0],
        vec![3, 0],
        "all three of 3 points is the best profile"
    );
    assert_eq!(best[1], vec![2, 1], "then two of 3 points and one of 2½");
    let mut sets = Vec::new();
    for_each_upfloater_set(&levels, &best[1], &mut |set| {
        sets.push(set.to_vec());
        true
    });
    let expected: Vec<Vec<usize>> = vec![
        vec![2, 6, 1],
        vec![2, 6, 3],
        vec![2, 6, 5],
        vec![2, 8, 1],
        vec![2, 8, 3],
        vec![2, 8, 5],
        vec![6, 8, 1],
        vec![6, 8, 3],
        vec![6, 8, 5],
    ];
    assert_eq!(sets, expected);
}

#[test]
fn example_3_5_4_fixture_picks_the_first_legal_set() {
    // Residents 10, 11, 12 (4 points) have all met each other; 13 (0 points) has met 1, 3
    // and 5, so {2, 6, 8} would strand him ([C3]): the first set of the next profile, {2, 6, 1}.
    let mut entrants = vec![
        entrant(10, 8),
        entrant(11, 8),
        entrant(12, 8),
        entrant(13, 0),
    ];
    entrants.extend([2, 6, 8].map(|n| entrant(n, 6)));
    entrants.extend([1, 3, 5].map(|n| entrant(n, 5)));
    let field = field(
        entrants,
        &[(10, 11), (10, 12), (11, 12), (13, 1), (13, 3), (13, 5)],
    );
    let (_, bye, brackets) = paired(&field);
    assert_eq!(bye, None);
    let up: Vec<u16> = brackets[0]
        .upfloaters
        .iter()
        .map(|i| field.entrants[*i].id.get())
        .collect();
    assert_eq!(up, [2, 6, 1]);
}

// ---- 3.6.2: the identifier ----

#[test]
fn example_3_6_2_identifier() {
    // 11-24 16-6 10-9 8-4: top members by TPN, then their bottom members in the same order.
    let pairs = [(11u16, 24u16), (16, 6), (10, 9), (8, 4)];
    let mut ordered: Vec<(u16, u16)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    ordered.sort_unstable();
    let identifier: Vec<u16> = ordered
        .iter()
        .map(|p| p.0)
        .chain(ordered.iter().map(|p| p.1))
        .collect();
    assert_eq!(identifier, [4, 6, 9, 11, 8, 16, 10, 24]);
    // The procedure's own pairs come out in that order: a bracket whose only legal pairing is
    // the example's gives exactly this identifier.
    let members = [4u16, 6, 8, 9, 10, 11, 16, 24];
    let allowed: Vec<(u16, u16)> = ordered.clone();
    let mut met = Vec::new();
    for (i, a) in members.iter().enumerate() {
        for b in &members[i + 1..] {
            if !allowed.contains(&(*a, *b)) {
                met.push((*a, *b));
            }
        }
    }
    let field = field(members.iter().map(|n| entrant(*n, 2)).collect(), &met);
    let (pairs, _, brackets) = paired(&field);
    assert_eq!(pairs, ordered);
    assert_eq!(brackets.len(), 1);
}

// ---- D1: bracket pairing by identifier order ----

#[test]
fn d1_natural_pairing_and_its_first_alternatives() {
    let six = || (1..=6).map(|n| entrant(n, 0)).collect::<Vec<_>>();
    assert_eq!(paired(&field(six(), &[])).0, [(1, 4), (2, 5), (3, 6)]);
    assert_eq!(paired(&field(six(), &[(1, 4)])).0, [(1, 5), (2, 4), (3, 6)]);
    // 1 has met 4, 5 and 6: no pairing has top members {1, 2, 3}; the first is 1 2 4 3 5 6.
    assert_eq!(
        paired(&field(six(), &[(1, 4), (1, 5), (1, 6)])).0,
        [(1, 3), (2, 5), (4, 6)]
    );
}

// ---- D2: the PAB ----

#[test]
fn d2_pab_goes_to_the_lowest_score_with_most_matches_played() {
    // Round 3 (after two matches): #7 and #9 have ½ point; #7 played two matches, #9 one.
    let mut entrants: Vec<Entrant> = (1..=9).map(|n| entrant(n, 4)).collect();
    entrants[6].score = Score::HALF;
    entrants[6].matches_played = 2;
    entrants[8].score = Score::HALF;
    entrants[8].matches_played = 1;
    for k in [0, 1, 2, 3, 4, 5, 7] {
        entrants[k].matches_played = 2;
    }
    let (_, bye, _) = paired(&field(entrants.clone(), &[]));
    assert_eq!(bye, Some(7));
    // If #7 may not have it ([C2]), #9 gets it.
    entrants[6].pab_eligible = false;
    let (_, bye, _) = paired(&field(entrants.clone(), &[]));
    assert_eq!(bye, Some(9));
    // 3.4.1: a bye that would leave the others unpairable is skipped. #8 and #9 have met
    // everyone but #7 (each other too), so #7 must play one of them: the PAB to #7 would
    // strand them, and it goes to the next in the order of 3.4.2-3.4.4, #9 (½ point).
    entrants[6].pab_eligible = true;
    let others: Vec<(u16, u16)> = (1..=6)
        .flat_map(|k| [(k, 8), (k, 9)])
        .chain([(8, 9)])
        .collect();
    let (pairs, bye, _) = paired(&field(entrants, &others));
    assert_eq!(
        bye,
        Some(9),
        "a PAB to #7 leaves #8 and #9 without opponents"
    );
    assert!(
        pairs
            .iter()
            .all(|&(a, b)| !others.contains(&(a.min(b), a.max(b))))
    );
}

// ---- D3: colours (Art. 4) ----

#[test]
fn d3_colours_by_fewer_whites_latest_difference_and_hrp_alternation() {
    let field = field((1..=6).map(|n| entrant(n, 2)).collect(), &[]);
    let with = |n: u16, colours: &[Colour]| {
        let mut e = entrant(n, 2);
        e.colours = colours.to_vec();
        e
    };
    use Colour::{Black as B, White as W};
    // 4.3.2: #4 had fewer Whites.
    assert_eq!(
        colour_of(&with(1, &[W]), &with(4, &[B]), &field),
        (B, ColourRule::FewerWhites)
    );
    // 4.3.3: equal Whites; latest difference: #2 had B, #5 had W, so #2 gets White.
    assert_eq!(
        colour_of(&with(2, &[W, B]), &with(5, &[B, W]), &field),
        (W, ColourRule::LatestDifference)
    );
    // 4.3.4: same histories; the HRP #3 alternates from his last match.
    assert_eq!(
        colour_of(&with(3, &[W]), &with(6, &[W]), &field),
        (B, ColourRule::HigherRankedAlternates)
    );
    // 4.3.1: neither has a colour: HRP with odd TPN gets the initial colour, even the other.
    assert_eq!(
        colour_of(&with(1, &[]), &with(4, &[]), &field),
        (W, ColourRule::InitialColour)
    );
    assert_eq!(
        colour_of(&with(2, &[]), &with(5, &[]), &field),
        (B, ColourRule::InitialColour)
    );
    // 4.3.5: the HRP has no colour, the opponent had Black and gets White.
    assert_eq!(
        colour_of(&with(2, &[]), &with(5, &[B]), &field),
        (B, ColourRule::OpponentAlternates)
    );
}

// ---- Matches read off the columns ----

fn game(opponent: u16, colour: Colour, result: GameResult) -> RoundEntry {
    RoundEntry::Game {
        opponent: id(opponent),
        colour,
        result,
    }
}

fn forfeit(opponent: u16, colour: Colour, won: bool) -> RoundEntry {
    let (opponent, colour) = (Some(id(opponent)), Some(colour));
    RoundEntry::Unplayed(if won {
        Unplayed::ForfeitWin { opponent, colour }
    } else {
        Unplayed::ForfeitLoss { opponent, colour }
    })
}

/// A four-player event: match 1 played normally (1-3, 2-4); match 2 between 1 and 2 and
/// between 3 and 4 with the columns given for players 1 and 3 (2 and 4 mirror them).
fn event(match_two_of_1: [RoundEntry; 2], match_two_of_3: [RoundEntry; 2]) -> Tournament {
    use Colour::{Black as B, White as W};
    use GameResult::{Draw, Loss, Win};
    let mirror = |e: RoundEntry, me: u16| match e {
        RoundEntry::Game { colour, result, .. } => RoundEntry::Game {
            opponent: id(me),
            colour: colour.opposite(),
            result: result.reversed(),
        },
        RoundEntry::Unplayed(Unplayed::ForfeitWin { colour, .. }) => {
            forfeit(me, colour.unwrap_or(W).opposite(), false)
        }
        RoundEntry::Unplayed(Unplayed::ForfeitLoss { colour, .. }) => {
            // A double forfeit mirrors as a loss too when the test says so by both losing.
            forfeit(me, colour.unwrap_or(W).opposite(), true)
        }
        other => other,
    };
    let rows: Vec<(u16, Vec<RoundEntry>)> = vec![
        (
            1,
            vec![
                game(3, W, Win),
                game(3, B, Draw),
                match_two_of_1[0],
                match_two_of_1[1],
            ],
        ),
        (
            2,
            vec![
                game(4, W, Win),
                game(4, B, Win),
                mirror(match_two_of_1[0], 1),
                mirror(match_two_of_1[1], 1),
            ],
        ),
        (
            3,
            vec![
                game(1, B, Loss),
                game(1, W, Draw),
                match_two_of_3[0],
                match_two_of_3[1],
            ],
        ),
        (
            4,
            vec![
                game(2, B, Loss),
                game(2, W, Loss),
                mirror(match_two_of_3[0], 3),
                mirror(match_two_of_3[1], 3),
            ],
        ),
    ];
    let players = rows
        .into_iter()
        .map(|(n, rounds)| {
            let mut p = Player::new(id(n), format!("P{n}"));
            p.rounds = rounds;
            p
        })
        .collect();
    let setup = TournamentSetup {
        players,
        declared_rounds: Some(8),
        ..TournamentSetup::default()
    };
    Tournament::try_from(setup).unwrap_or_else(|e| panic!("test event does not check: {e:?}"))
}

fn field_after(tournament: &Tournament, column: u16) -> Field {
    let view = tournament.view(RoundNo::new(column).unwrap_or(RoundNo::FIRST));
    crate::checked_field(&view, &DoubleSwissOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn d4_a_match_forfeited_in_both_games_is_no_meeting_and_bars_the_winner_from_the_pab() {
    use Colour::{Black as B, White as W};
    // Player 2 forfeits both games against 1 (1 wins both by forfeit).
    let t = event(
        [forfeit(2, W, true), forfeit(2, B, true)],
        [game(4, W, GameResult::Draw), game(4, B, GameResult::Draw)],
    );
    let f = field_after(&t, 5);
    let one = &f.entrants[0];
    let two = &f.entrants[1];
    assert!(
        !one.met.contains(&id(2)) && !two.met.contains(&id(1)),
        "may meet again"
    );
    assert!(!one.pab_eligible, "won a match by forfeit ([C2])");
    assert!(
        two.pab_eligible,
        "the player who forfeited may still get the PAB"
    );
    assert_eq!(one.colours, [W], "no colour for the forfeited match (1.6)");
    assert_eq!(two.colours, [W]);
    assert_eq!((one.matches_played, two.matches_played), (1, 1));
    // 3 and 4 played: a meeting, with game 1's colour.
    assert!(f.entrants[2].met.contains(&id(4)));
    assert_eq!(f.entrants[2].colours, [B, W]);
}

#[test]
fn reading_a_single_forfeited_game_leaves_the_match_played_with_game_one_colour() {
    use Colour::{Black as B, White as W};
    // 1 v 2: game 1 forfeited by 2, game 2 played. 3 v 4: game 1 played, game 2 forfeited.
    let t = event(
        [forfeit(2, B, true), game(2, W, GameResult::Win)],
        [game(4, B, GameResult::Win), forfeit(4, W, false)],
    );
    let f = field_after(&t, 5);
    assert!(
        f.entrants[0].met.contains(&id(2)),
        "a meeting (Preface: regularly played)"
    );
    assert!(f.entrants[0].pab_eligible, "no match won by forfeit");
    assert_eq!(
        f.entrants[0].colours,
        [W, B],
        "game 1 was scheduled Black for 1"
    );
    assert_eq!(f.entrants[2].colours, [B, B]);
    assert_eq!(f.entrants[0].matches_played, 2);
}

#[test]
fn reading_each_player_forfeiting_one_game_is_a_meeting_without_colour() {
    use Colour::{Black as B, White as W};
    let t = event(
        [forfeit(2, W, true), forfeit(2, B, false)],
        [game(4, W, GameResult::Draw), game(4, B, GameResult::Draw)],
    );
    let f = field_after(&t, 5);
    assert!(f.entrants[0].met.contains(&id(2)));
    assert_eq!(
        f.entrants[0].colours,
        [W],
        "no game played, so no match colour"
    );
    assert!(f.entrants[0].pab_eligible && f.entrants[1].pab_eligible);
}

#[test]
fn the_second_column_of_a_match_is_not_paired_on_its_own() {
    let t = event(
        [
            game(2, Colour::White, GameResult::Win),
            game(2, Colour::Black, GameResult::Win),
        ],
        [
            game(4, Colour::White, GameResult::Win),
            game(4, Colour::Black, GameResult::Win),
        ],
    );
    let view = t.view(RoundNo::new(4).unwrap_or(RoundNo::FIRST));
    assert!(matches!(
        pair_round(&view, &DoubleSwissOptions::default()),
        Err(crate::DoubleSwissError::SecondGameColumn(4))
    ));
}

#[test]
fn columns_that_do_not_pair_up_are_refused_with_the_first_problem() {
    use Colour::{Black as B, White as W};
    // Player 1 has White in both games of match 2.
    let mut setup = event(
        [game(2, W, GameResult::Win), game(2, B, GameResult::Win)],
        [game(4, W, GameResult::Win), game(4, B, GameResult::Win)],
    )
    .setup()
    .clone();
    setup.players[0].rounds[3] = game(2, W, GameResult::Win);
    setup.players[1].rounds[3] = game(1, B, GameResult::Loss);
    setup.players[0].stated_points = None;
    setup.players[1].stated_points = None;
    let t = Tournament::try_from(setup).unwrap_or_else(|e| panic!("{e:?}"));
    let view = t.view(RoundNo::new(5).unwrap_or(RoundNo::FIRST));
    match pair_round(&view, &DoubleSwissOptions::default()) {
        Err(crate::DoubleSwissError::ColumnsNotMatches { first, count }) => {
            assert_eq!((first.player, first.match_no, count), (id(1), 2, 2));
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
}

// ---- Acceleration and the PAB's worth ----

#[test]
fn reading_baku_virtual_points_are_a_match_win_then_a_drawn_match() {
    let config = GenerateConfig::default()
        .with_players(20)
        .with_rounds(8)
        .with_seed(5);
    let setup = crate::generate(&config, &DoubleSwissOptions::default());
    let t = Tournament::try_from(setup).unwrap_or_else(|e| panic!("{e:?}"));
    let records =
        crate::double_swiss_baku(&t, rondo_pairing::BakuVariant::Fide).unwrap_or_default();
    // 8 matches: 4 accelerated, the first 2 (columns 1-4) with 2 points, the next 2 (5-8) with 1.
    let summary: Vec<(u16, u16, i32)> = records
        .iter()
        .map(|r| (r.first_round.get(), r.last_round.get(), r.points.tenths()))
        .collect();
    assert_eq!(summary, [(1, 4, 20), (5, 8, 10)]);
}

#[test]
fn reading_the_pab_is_a_game_won_and_a_game_drawn() {
    let config = GenerateConfig::default()
        .with_players(7)
        .with_rounds(3)
        .with_seed(9);
    let setup = crate::generate(&config, &DoubleSwissOptions::default());
    let scoring = setup.scoring;
    let mut pabs = 0;
    for player in &setup.players {
        for pair in player.rounds.chunks(2) {
            if pair[0].is_pairing_bye() {
                pabs += 1;
                assert_eq!(pair[1], RoundEntry::Unplayed(Unplayed::HalfPointBye));
                assert_eq!(
                    scoring.points(pair[0]) + scoring.points(pair[1]),
                    Score::from_halves(3)
                );
            }
        }
    }
    assert_eq!(pabs, 3, "seven players: one PAB per match");
}

// ---- Brute force: the searches reproduce the literal orders ----

struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }
}

/// Every perfect matching of `0..m` over `edge`.
fn all_matchings(m: usize, edge: &dyn Fn(usize, usize) -> bool) -> Vec<Vec<(usize, usize)>> {
    fn go(
        free: Vec<usize>,
        edge: &dyn Fn(usize, usize) -> bool,
        current: &mut Vec<(usize, usize)>,
        out: &mut Vec<Vec<(usize, usize)>>,
    ) {
        let Some((&first, rest)) = free.split_first() else {
            out.push(current.clone());
            return;
        };
        for (i, &other) in rest.iter().enumerate() {
            if edge(first, other) {
                let mut left = rest.to_vec();
                left.remove(i);
                current.push((first, other));
                go(left, edge, current, out);
                current.pop();
            }
        }
    }
    let mut out = Vec::new();
    go((0..m).collect(), edge, &mut Vec::new(), &mut out);
    out
}

#[test]
fn bracket_pairing_equals_enumerating_every_identifier() {
    let mut random = Lcg(42);
    for case in 0..500 {
        let m = 2 * (1 + (random.next() % 4) as usize);
        let density = 40 + random.next() % 60;
        let mut entrants: Vec<Entrant> = (1..=m as u16).map(|n| entrant(n, 4)).collect();
        let mut met = Vec::new();
        for a in 1..=m as u16 {
            for b in a + 1..=m as u16 {
                if random.next() % 100 >= density {
                    met.push((a, b));
                }
            }
        }
        let n_up = (random.next() % 3) as usize;
        let ups: Vec<usize> = (0..m)
            .filter(|_| (random.next() % m as u64) < n_up as u64)
            .collect();
        for (i, e) in entrants.iter_mut().enumerate() {
            e.floated_last = random.next() % 2 == 0;
            if ups.contains(&i) {
                e.score = Score::from_halves(2);
            }
        }
        let mut f = field(entrants, &met);
        // [C8] lapses in the last round.
        f.last_round = case % 4 == 0;
        let members: Vec<usize> = (0..m).collect();
        let got = pair_bracket(&f, &members, &ups);
        let edge = |a: usize, b: usize| f.compatible[a][b];
        let bad = |a: usize, b: usize| {
            let (ua, ub) = (ups.contains(&a), ups.contains(&b));
            !f.last_round
                && ((ua && !ub && f.entrants[b].floated_last)
                    || (ub && !ua && f.entrants[a].floated_last))
        };
        let best = all_matchings(m, &edge)
            .into_iter()
            .map(|pairs| {
                let c8 = pairs.iter().filter(|(a, b)| bad(*a, *b)).count();
                let mut ordered: Vec<(usize, usize)> =
                    pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
                ordered.sort_unstable();
                let identifier: Vec<usize> = ordered
                    .iter()
                    .map(|p| p.0)
                    .chain(ordered.iter().map(|p| p.1))
                    .collect();
                ((c8, identifier), ordered)
            })
            .min();
        match (got, best) {
            (None, None) => {}
            (Some((pairs, c8)), Some(((best_c8, _), ordered))) => {
                assert_eq!((pairs, c8), (ordered, best_c8), "case {case}");
            }
            (got, best) => panic!("case {case}: {got:?} vs {best:?}"),
        }
    }
}

/// The rank of an upfloater set in the brute force: size, ascending scores (higher first),
/// [C6] failed, [C7] count, the 3.5.4 list.
type SetKey = (usize, Vec<std::cmp::Reverse<Score>>, bool, usize, Vec<u16>);

/// Brute force of 3.5: every subset of the potential upfloaters, ranked by size ([C4]), the
/// ascending score list ([C5], higher better), [C6], [C7], then the 3.5.4 list.
fn brute_upfloaters(f: &Field, residents: &[usize], potential: &[usize]) -> Option<Vec<usize>> {
    let perfect = |set: &[usize]| {
        let edge = |a: usize, b: usize| f.compatible[set[a]][set[b]];
        set.len() % 2 == 0 && !all_matchings(set.len(), &edge).is_empty()
    };
    let all: Vec<usize> = residents.iter().chain(potential).copied().collect();
    let next_score = potential.first().map(|p| f.entrants[*p].score);
    let mut best: Option<(SetKey, Vec<usize>)> = None;
    for mask in 0u32..(1 << potential.len()) {
        let set: Vec<usize> = (0..potential.len())
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| potential[i])
            .collect();
        let bracket: Vec<usize> = residents.iter().chain(&set).copied().collect();
        let rest: Vec<usize> = all
            .iter()
            .copied()
            .filter(|i| !bracket.contains(i))
            .collect();
        if !perfect(&bracket) || !perfect(&rest) {
            continue;
        }
        let mut scores: Vec<Score> = set.iter().map(|i| f.entrants[*i].score).collect();
        scores.sort_unstable();
        let c6_fails = match next_score {
            None => false,
            Some(score) => {
                let left: Vec<usize> = rest
                    .iter()
                    .copied()
                    .filter(|i| f.entrants[*i].score == score)
                    .collect();
                let lower: Vec<usize> = rest
                    .iter()
                    .copied()
                    .filter(|i| f.entrants[*i].score < score)
                    .collect();
                if left.is_empty() {
                    false
                } else if left.len() % 2 == 0 {
                    !(perfect(&left) && perfect(&lower))
                } else {
                    !lower.iter().any(|u| {
                        let mut b = left.clone();
                        b.push(*u);
                        let r: Vec<usize> = lower.iter().copied().filter(|x| x != u).collect();
                        perfect(&b) && perfect(&r)
                    })
                }
            }
        };
        let c7 = if f.last_round {
            0
        } else {
            set.iter().filter(|i| f.entrants[**i].floated_last).count()
        };
        let list: Vec<u16> = set.iter().map(|i| f.entrants[*i].id.get()).collect();
        let key = (
            set.len(),
            scores.iter().map(|s| std::cmp::Reverse(*s)).collect(),
            c6_fails,
            c7,
            list,
        );
        if best.as_ref().is_none_or(|(k, _)| key < *k) {
            best = Some((key, set));
        }
    }
    best.map(|(_, set)| set)
}

#[test]
fn upfloater_choice_equals_enumerating_every_set() {
    let mut random = Lcg(7);
    let mut compared = 0;
    for case in 0..400 {
        let n = 4 + (random.next() % 7) as usize;
        let mut entrants: Vec<Entrant> = (1..=n as u16)
            .map(|k| entrant(k, (random.next() % 4) as i32))
            .collect();
        for e in &mut entrants {
            e.floated_last = random.next() % 3 == 0;
        }
        let mut met = Vec::new();
        for a in 1..=n as u16 {
            for b in a + 1..=n as u16 {
                if random.next() % 100 < 35 {
                    met.push((a, b));
                }
            }
        }
        let mut f = field(entrants, &met);
        // [C7] lapses in the last round.
        f.last_round = case % 3 == 0;
        let top = f
            .entrants
            .iter()
            .map(|e| e.score)
            .max()
            .unwrap_or(Score::ZERO);
        let residents: Vec<usize> = (0..n).filter(|i| f.entrants[*i].score == top).collect();
        let mut potential: Vec<usize> = (0..n).filter(|i| f.entrants[*i].score < top).collect();
        potential.sort_by_key(|i| (std::cmp::Reverse(f.entrants[*i].score), f.entrants[*i].id));
        let mut everyone: Vec<usize> = (0..n).collect();
        if n % 2 == 1 {
            everyone.pop();
            continue;
        }
        let edge = |a: usize, b: usize| f.compatible[a][b];
        if all_matchings(n, &edge).is_empty() {
            continue;
        }
        let expected = brute_upfloaters(&f, &residents, &potential);
        let (_, _, brackets) = paired(&f);
        let got: Vec<usize> = brackets[0].upfloaters.clone();
        assert_eq!(Some(got), expected, "case {case}");
        compared += 1;
    }
    assert!(compared > 100, "only {compared} cases compared");
}

// ---- Properties over generated events ----

#[test]
fn generated_events_never_break_the_absolute_criteria_and_matches_alternate_colours() {
    for seed in 1..=12u64 {
        let players = 9 + (seed as u16 % 5) * 3;
        let config = GenerateConfig::default()
            .with_players(players)
            .with_rounds(5)
            .with_seed(seed)
            .with_forfeit_rate(0.05);
        let setup = crate::generate(&config, &DoubleSwissOptions::default());
        assert_eq!(
            rondo_core::match_problems(&setup.players),
            [],
            "seed {seed}"
        );
        let t =
            Tournament::try_from(setup.clone()).unwrap_or_else(|e| panic!("seed {seed}: {e:?}"));
        assert_eq!(t.paired_rounds(), 10, "seed {seed}: every match paired");
        for k in 1..=5u16 {
            let first = RoundNo::new(2 * k - 1).unwrap_or(RoundNo::FIRST);
            let view = t.view(first);
            let f = crate::checked_field(&view, &DoubleSwissOptions::default())
                .unwrap_or_else(|e| panic!("{e}"));
            let recorded = rondo_pairing::recorded_pairing(&t, first).pairing;
            let breaches = crate::audit::breaches(&f, &view, &recorded);
            assert_eq!(breaches, [], "seed {seed}, match {k}");
            // The file re-pairs to itself.
            let checks = crate::check_tournament(&t, &DoubleSwissOptions::default());
            assert!(
                checks
                    .iter()
                    .all(|c| c.verdict == rondo_pairing::Verdict::Agrees),
                "seed {seed}"
            );
        }
    }
}

#[test]
fn generation_is_reproducible_from_the_seed() {
    let config = GenerateConfig::default()
        .with_players(15)
        .with_rounds(4)
        .with_seed(77);
    let a = crate::generate(&config, &DoubleSwissOptions::default());
    let b = crate::generate(&config, &DoubleSwissOptions::default());
    assert_eq!(a, b);
    assert_eq!(a.declared_rounds, Some(8));
}

#[test]
fn a_pairing_with_every_pair_met_but_one_is_no_valid_pairing() {
    let entrants: Vec<Entrant> = (1..=4).map(|n| entrant(n, 0)).collect();
    let f = field(entrants, &[(1, 2), (1, 3), (1, 4)]);
    assert!(matches!(pair_field(&f), Ok(FieldResult::NoValidPairing(_))));
    let _ = PairingOutcome::NoValidPairing(rondo_pairing::NoValidPairing::new(4, 1));
}

#[test]
fn reading_generated_baku_acceleration_re_pairs_as_the_file_says() {
    let config = GenerateConfig::default()
        .with_players(24)
        .with_rounds(6)
        .with_seed(3)
        .with_acceleration(Some(rondo_pairing::BakuVariant::Fide));
    let setup = crate::generate(&config, &DoubleSwissOptions::default());
    assert_eq!(setup.system.as_deref(), Some("FIDE_DOUBLESWISS_BAKU"));
    let points: Vec<i32> = setup
        .accelerations
        .iter()
        .map(|a| a.points.tenths())
        .collect();
    assert_eq!(points, [20, 10], "a match win, then a drawn match");
    let t = Tournament::try_from(setup).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(t.paired_rounds(), 12);
    let checks = crate::check_tournament(&t, &DoubleSwissOptions::default());
    assert_eq!(checks.len(), 6);
    assert!(
        checks
            .iter()
            .all(|c| c.verdict == rondo_pairing::Verdict::Agrees)
    );
}

mod properties {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Absolute criteria never broken, colours reversed within every match, and a match
        /// left unpaired only when no pairing meets [C1] and [C2].
        #[test]
        fn generated_events_keep_the_absolute_criteria(
            players in 2u16..40,
            matches in 1u16..7,
            seed in 0u64..1_000_000,
            forfeits in 0.0f64..0.3,
        ) {
            let config = GenerateConfig::default()
                .with_players(players)
                .with_rounds(matches)
                .with_seed(seed)
                .with_forfeit_rate(forfeits)
                // No announced byes or withdrawals: the players of a match the generator could
                // not pair are then exactly the ones the check below sees.
                .with_bye_rate(0.0)
                .with_withdrawal_rate(0.0);
            let setup = crate::generate(&config, &DoubleSwissOptions::default());
            prop_assert_eq!(rondo_core::match_problems(&setup.players), vec![]);
            let t = Tournament::try_from(setup.clone()).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
            let paired = t.paired_rounds() / 2;
            for k in 1..=paired {
                let first = RoundNo::new(2 * k - 1).unwrap_or(RoundNo::FIRST);
                let view = t.view(first);
                let f = crate::checked_field(&view, &DoubleSwissOptions::default()).map_err(|e| TestCaseError::fail(e.to_string()))?;
                let recorded = rondo_pairing::recorded_pairing(&t, first).pairing;
                prop_assert_eq!(crate::audit::breaches(&f, &view, &recorded), vec![]);
            }
            if paired < matches {
                // The generator stopped: the next match has no legal pairing. Check that by
                // the maximum matching of the compatibility graph.
                let mut cut = setup.clone();
                for p in &mut cut.players {
                    p.rounds.truncate(usize::from(2 * paired) + 1);
                }
                let t = Tournament::try_from(cut).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
                let view = t.view(RoundNo::new(2 * paired + 1).unwrap_or(RoundNo::FIRST));
                let f = crate::checked_field(&view, &DoubleSwissOptions::default()).map_err(|e| TestCaseError::fail(e.to_string()))?;
                let n = f.len();
                let most = rondo_pairing::maximum_compatible_pairs(n, |a, b| f.compatible[a][b]).unwrap_or(0);
                let complete_without_bye = n % 2 == 0 && 2 * most == n;
                let complete_with_bye = n % 2 == 1 && (0..n).any(|b| {
                    f.entrants[b].pab_eligible && {
                        let rest: Vec<usize> = (0..n).filter(|i| *i != b).collect();
                        2 * rondo_pairing::maximum_compatible_pairs(rest.len(), |x, y| f.compatible[rest[x]][rest[y]]).unwrap_or(0) == rest.len()
                    }
                });
                prop_assert!(!complete_without_bye && !complete_with_bye, "a complete pairing existed");
            }
        }
    }
}
