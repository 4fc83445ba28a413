//! The examples of the text and of the project's note (§11), the readings of the crate docs,
//! and the engine against a plain enumeration of every pairing on small fields.

use std::cmp::Ordering;

use rondo_core::{
    Colour, ColourPreference, GameResult, Player, PlayerId, PreferenceStrength, RoundEntry,
    RoundNo, Score, Tournament, TournamentSetup, Unplayed,
};
use rondo_pairing::{GenerateConfig, PairingOutcome, generate_with};

use crate::colours::{ColourStep, allocate};
use crate::engine::{FieldResult, pair_field};
use crate::field::{Entrant, Field, Index, ranking};
use crate::{BursteinError, BursteinOptions, is_seeding_round, seeding_rounds};

// ---------------------------------------------------------------------------------------------
// The order of candidates (art. 4.3), regenerated from the rule.

/// Every candidate of a bracket of `n` BSNs with `pairs` pairs, as the opponent of each BSN
/// (0 for floating, art. 4.2), in the order of art. 4.3: compared BSN by BSN, the larger
/// opponent first.
fn candidates_in_order(n: usize, pairs: usize) -> Vec<Vec<usize>> {
    fn extend(opponents: &mut Vec<usize>, pairs_left: usize, out: &mut Vec<Vec<usize>>) {
        let n = opponents.len();
        let Some(first_open) = (0..n).find(|i| opponents[*i] == usize::MAX) else {
            if pairs_left == 0 {
                out.push(opponents.clone());
            }
            return;
        };
        let open_after: Vec<usize> = (first_open + 1..n)
            .filter(|j| opponents[*j] == usize::MAX)
            .collect();
        if pairs_left > 0 {
            for j in &open_after {
                opponents[first_open] = j + 1;
                opponents[*j] = first_open + 1;
                extend(opponents, pairs_left - 1, out);
                opponents[*j] = usize::MAX;
            }
        }
        // Floating, if enough players are left to make the pairs still owed.
        if open_after.len() >= 2 * pairs_left {
            opponents[first_open] = 0;
            extend(opponents, pairs_left, out);
        }
        opponents[first_open] = usize::MAX;
    }
    let mut out = Vec::new();
    extend(&mut vec![usize::MAX; n], pairs, &mut out);
    out.sort_by(|a, b| b.cmp(a));
    out
}

/// A candidate as the note of art. 4.3 prints it: `1-6, 2-5, 3-0, 4-0`.
fn printed(opponents: &[usize]) -> String {
    opponents
        .iter()
        .enumerate()
        .filter(|(i, opponent)| **opponent == 0 || **opponent > i + 1)
        .map(|(i, opponent)| format!("{}-{opponent}", i + 1))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The project's note (§11, T1) lists the whole order for six players and two pairs; the text
/// prints its first nine lines and its last one.
const NOTE_ORDER: [&str; 45] = [
    "1-6, 2-5, 3-0, 4-0",
    "1-6, 2-4, 3-0, 5-0",
    "1-6, 2-3, 4-0, 5-0",
    "1-6, 2-0, 3-5, 4-0",
    "1-6, 2-0, 3-4, 5-0",
    "1-6, 2-0, 3-0, 4-5",
    "1-5, 2-6, 3-0, 4-0",
    "1-5, 2-4, 3-0, 6-0",
    "1-5, 2-3, 4-0, 6-0",
    "1-5, 2-0, 3-6, 4-0",
    "1-5, 2-0, 3-4, 6-0",
    "1-5, 2-0, 3-0, 4-6",
    "1-4, 2-6, 3-0, 5-0",
    "1-4, 2-5, 3-0, 6-0",
    "1-4, 2-3, 5-0, 6-0",
    "1-4, 2-0, 3-6, 5-0",
    "1-4, 2-0, 3-5, 6-0",
    "1-4, 2-0, 3-0, 5-6",
    "1-3, 2-6, 4-0, 5-0",
    "1-3, 2-5, 4-0, 6-0",
    "1-3, 2-4, 5-0, 6-0",
    "1-3, 2-0, 4-6, 5-0",
    "1-3, 2-0, 4-5, 6-0",
    "1-3, 2-0, 4-0, 5-6",
    "1-2, 3-6, 4-0, 5-0",
    "1-2, 3-5, 4-0, 6-0",
    "1-2, 3-4, 5-0, 6-0",
    "1-2, 3-0, 4-6, 5-0",
    "1-2, 3-0, 4-5, 6-0",
    "1-2, 3-0, 4-0, 5-6",
    "1-0, 2-6, 3-5, 4-0",
    "1-0, 2-6, 3-4, 5-0",
    "1-0, 2-6, 3-0, 4-5",
    "1-0, 2-5, 3-6, 4-0",
    "1-0, 2-5, 3-4, 6-0",
    "1-0, 2-5, 3-0, 4-6",
    "1-0, 2-4, 3-6, 5-0",
    "1-0, 2-4, 3-5, 6-0",
    "1-0, 2-4, 3-0, 5-6",
    "1-0, 2-3, 4-6, 5-0",
    "1-0, 2-3, 4-5, 6-0",
    "1-0, 2-3, 4-0, 5-6",
    "1-0, 2-0, 3-6, 4-5",
    "1-0, 2-0, 3-5, 4-6",
    "1-0, 2-0, 3-4, 5-6",
];

#[test]
fn t1_the_order_of_art_4_3_regenerated_from_the_rule_matches_the_note() {
    let order: Vec<String> = candidates_in_order(6, 2)
        .iter()
        .map(|c| printed(c))
        .collect();
    assert_eq!(order, NOTE_ORDER);
    // The lines the text itself prints: the first nine and the last.
    assert_eq!(order[0], "1-6, 2-5, 3-0, 4-0");
    assert_eq!(order[8], "1-5, 2-3, 4-0, 6-0");
    assert_eq!(order[44], "1-0, 2-0, 3-4, 5-6");
}

#[test]
fn reading_6_the_duplicate_line_of_the_note_is_one_candidate() {
    // The handbook's note prints `1-3, 2-0, 4-5, 6-0` twice; the rule gives it once.
    let order: Vec<String> = candidates_in_order(6, 2)
        .iter()
        .map(|c| printed(c))
        .collect();
    let count = order
        .iter()
        .filter(|line| *line == "1-3, 2-0, 4-5, 6-0")
        .count();
    assert_eq!(count, 1);
    let mut distinct = order.clone();
    distinct.dedup();
    assert_eq!(distinct.len(), 45);
}

// ---------------------------------------------------------------------------------------------
// Seeding rounds (art. 1.6).

#[test]
fn t2_seeding_rounds_are_half_the_rounds_at_most_four() {
    for (rounds, seeding) in [(5, 2), (7, 3), (9, 4), (11, 4), (13, 4), (1, 0), (2, 1)] {
        assert_eq!(seeding_rounds(rounds), seeding, "{rounds} rounds");
    }
}

#[test]
fn a_seeding_round_is_refused_and_the_next_one_is_paired() {
    let tournament = Tournament::try_from(setup(&[], 6, 5)).expect("valid");
    assert!(is_seeding_round(&tournament, RoundNo::FIRST));
    assert!(is_seeding_round(&tournament, round(2)));
    assert!(!is_seeding_round(&tournament, round(3)));
    let refused = crate::pair_round(
        &tournament.view(RoundNo::FIRST),
        &BursteinOptions::default(),
    );
    assert_eq!(refused, Err(BursteinError::SeedingRound { round: 1 }));
}

// ---------------------------------------------------------------------------------------------
// Tournaments by hand.

fn id(n: u16) -> PlayerId {
    PlayerId::new(n).expect("a start number")
}

fn round(n: u16) -> RoundNo {
    RoundNo::new(n).expect("a round")
}

/// `players` players with the given rounds (missing players have empty rounds) and
/// `declared` rounds.
fn setup(rounds: &[(u16, Vec<RoundEntry>)], players: u16, declared: u16) -> TournamentSetup {
    let players = (1..=players)
        .map(|n| {
            let mut player = Player::new(id(n), format!("Player {n}"));
            if let Some((_, entries)) = rounds.iter().find(|(p, _)| *p == n) {
                player.rounds.clone_from(entries);
            }
            player
        })
        .collect();
    TournamentSetup {
        players,
        declared_rounds: Some(declared),
        ..TournamentSetup::default()
    }
}

fn game(opponent: u16, colour: Colour, result: GameResult) -> RoundEntry {
    RoundEntry::Game {
        opponent: id(opponent),
        colour,
        result,
    }
}

fn index_of(tournament: &Tournament, round_no: u16, player: u16) -> Index {
    let view = tournament.view(round(round_no));
    let position = tournament.position_of(id(player)).expect("a player");
    crate::field::indices(&view)[position]
}

#[test]
fn d3_unplayed_rounds_count_as_games_against_himself() {
    use Colour::{Black, White};
    use GameResult::{Draw, Loss, Win};
    // A (1): beat B (2), a pairing-allocated bye, drew C (3); B ends on 1.5, C on 2.
    let zero = RoundEntry::Unplayed(Unplayed::ZeroPointBye);
    let rounds = vec![
        (
            1,
            vec![
                game(2, White, Win),
                RoundEntry::Unplayed(Unplayed::PairingBye),
                game(3, Black, Draw),
            ],
        ),
        (
            2,
            vec![
                game(1, Black, Loss),
                game(4, White, Win),
                game(5, Black, Draw),
            ],
        ),
        (
            3,
            vec![
                game(6, White, Win),
                game(8, Black, Draw),
                game(1, White, Draw),
            ],
        ),
        (
            4,
            vec![
                game(7, Black, Win),
                game(2, Black, Loss),
                game(6, White, Loss),
            ],
        ),
        (5, vec![game(8, White, Loss), zero, game(2, White, Draw)]),
        (
            6,
            vec![
                game(3, Black, Loss),
                game(7, Black, Draw),
                game(4, Black, Win),
            ],
        ),
        (
            7,
            vec![
                game(4, White, Loss),
                game(6, White, Draw),
                game(8, Black, Draw),
            ],
        ),
        (
            8,
            vec![
                game(5, Black, Win),
                game(3, White, Draw),
                game(7, White, Draw),
            ],
        ),
    ];
    let tournament = Tournament::try_from(setup(&rounds, 8, 7)).expect("valid");
    let view = tournament.view(round(4));
    let score = |n: u16| view.state(id(n)).expect("a player").score;
    assert_eq!(score(1), Score::from_halves(5));
    assert_eq!(score(2), Score::from_halves(3));
    assert_eq!(score(3), Score::from_points(2));
    // Buchholz(A) = 1.5 (B) + 2.5 (himself, the bye) + 2 (C) = 6;
    // Sonneborn-Berger(A) = 1 × 1.5 + 1 × 2.5 + ½ × 2 = 5.
    let index = index_of(&tournament, 4, 1);
    assert_eq!(index.buchholz, Score::from_points(6));
    assert_eq!(index.sonneborn_berger_hundredths, 500);
}

#[test]
fn d4_and_reading_5_a_run_of_zero_point_byes_counts_as_draws_for_the_opponents_only() {
    use Colour::{Black, White};
    use GameResult::{Loss, Win};
    let zero = RoundEntry::Unplayed(Unplayed::ZeroPointBye);
    // D (1) lost to E (2) in round 1, then two zero-point byes; E beat D, then beat 3 and 4.
    let rounds = vec![
        (1, vec![game(2, Black, Loss), zero, zero]),
        (
            2,
            vec![
                game(1, White, Win),
                game(3, Black, Win),
                game(4, White, Win),
            ],
        ),
        (
            3,
            vec![
                game(4, White, Win),
                game(2, White, Loss),
                game(5, Black, Win),
            ],
        ),
        (
            4,
            vec![
                game(3, Black, Loss),
                game(5, White, Win),
                game(2, Black, Loss),
            ],
        ),
        (
            5,
            vec![
                RoundEntry::Unplayed(Unplayed::PairingBye),
                game(4, Black, Loss),
                game(3, White, Loss),
            ],
        ),
    ];
    let tournament = Tournament::try_from(setup(&rounds, 5, 7)).expect("valid");
    // D's score is 0; E sees him at 1 (two byes of the run as draws).
    let e = index_of(&tournament, 4, 2);
    let score = |n: u16| tournament.view(round(4)).state(id(n)).expect("p").score;
    let expected_e = Score::from_points(1) + score(3) + score(4);
    assert_eq!(e.buchholz, expected_e);
    // E beat D: his Sonneborn-Berger counts D at 1 too.
    let expected_sb = 100 + 10 * i64::from(score(3).tenths()) + 10 * i64::from(score(4).tenths());
    assert_eq!(e.sonneborn_berger_hundredths, expected_sb);
    // D's own Index counts the byes as losses against himself (his score, 0).
    let d = index_of(&tournament, 4, 1);
    assert_eq!(d.buchholz, score(2));
}

#[test]
fn reading_5_a_run_broken_by_a_game_no_longer_counts() {
    use Colour::{Black, White};
    use GameResult::{Draw, Loss, Win};
    let zero = RoundEntry::Unplayed(Unplayed::ZeroPointBye);
    // D (1): lost to E, zero-point bye, then a draw with 3: the run does not reach round 4.
    let rounds = vec![
        (1, vec![game(2, Black, Loss), zero, game(3, White, Draw)]),
        (
            2,
            vec![
                game(1, White, Win),
                game(3, Black, Win),
                game(4, White, Win),
            ],
        ),
        (
            3,
            vec![
                game(4, White, Win),
                game(2, White, Loss),
                game(1, Black, Draw),
            ],
        ),
        (
            4,
            vec![
                game(3, Black, Loss),
                game(5, White, Win),
                game(2, Black, Loss),
            ],
        ),
        (
            5,
            vec![
                RoundEntry::Unplayed(Unplayed::PairingBye),
                game(4, Black, Loss),
                zero,
            ],
        ),
    ];
    let tournament = Tournament::try_from(setup(&rounds, 5, 7)).expect("valid");
    let score = |n: u16| tournament.view(round(4)).state(id(n)).expect("p").score;
    let e = index_of(&tournament, 4, 2);
    assert_eq!(e.buchholz, score(1) + score(3) + score(4));
}

#[test]
fn reading_10_virtual_points_are_left_out_of_the_index() {
    use Colour::{Black, White};
    use GameResult::{Draw, Loss, Win};
    let rounds = vec![
        (1, vec![game(2, White, Win)]),
        (2, vec![game(1, Black, Loss)]),
        (3, vec![game(4, White, Draw)]),
        (4, vec![game(3, Black, Draw)]),
    ];
    let mut accelerated = setup(&rounds, 4, 5);
    accelerated.accelerations.push(rondo_core::Acceleration {
        first_player: id(1),
        last_player: id(2),
        first_round: round(1),
        last_round: round(3),
        points: Score::ONE,
        match_points: None,
    });
    let plain = Tournament::try_from(setup(&rounds, 4, 5)).expect("valid");
    let accelerated = Tournament::try_from(accelerated).expect("valid");
    for player in 1..=4 {
        assert_eq!(
            index_of(&plain, 2, player),
            index_of(&accelerated, 2, player),
            "player {player}"
        );
    }
    // The pairing score does carry them.
    let view = accelerated.view(round(2));
    assert_eq!(view.state(id(2)).expect("p").pairing_score, Score::ONE);
}

// ---------------------------------------------------------------------------------------------
// Fields by hand: brackets, colours, the bye.

fn preference(colour: Colour, strength: PreferenceStrength) -> Option<ColourPreference> {
    Some(ColourPreference { colour, strength })
}

/// A player of a hand-made field: start number, pairing score in halves, Buchholz in halves,
/// colour preference.
fn entrant(
    n: u16,
    score_halves: i32,
    buchholz_halves: i32,
    preference: Option<ColourPreference>,
) -> Entrant {
    let colours = match preference {
        Some(p) => vec![p.colour.opposite()],
        None => Vec::new(),
    };
    Entrant {
        id: id(n),
        score: Score::from_halves(score_halves),
        pairing_score: Score::from_halves(score_halves),
        index: Index {
            buchholz: Score::from_halves(buchholz_halves),
            sonneborn_berger_hundredths: 0,
        },
        games_played: u16::try_from(colours.len()).unwrap_or(0),
        colours,
        preference,
        pab_eligible: true,
    }
}

fn field_of(entrants: Vec<Entrant>, forbidden: &[(u16, u16)]) -> Field {
    let n = entrants.len();
    let mut compatible = vec![vec![true; n]; n];
    for a in 0..n {
        compatible[a][a] = false;
        for b in 0..n {
            let pair = (entrants[a].id.get(), entrants[b].id.get());
            if forbidden.contains(&pair) || forbidden.contains(&(pair.1, pair.0)) {
                compatible[a][b] = false;
            }
            let same_absolute = matches!(
                (entrants[a].absolute_colour(), entrants[b].absolute_colour()),
                (Some(c), Some(d)) if c == d
            );
            if same_absolute {
                compatible[a][b] = false;
            }
        }
    }
    Field::from_parts(entrants, compatible, Colour::White)
}

/// The engine's pairs as start-number pairs, smaller first, sorted.
fn engine_pairs(field: &Field) -> (Vec<(u16, u16)>, Option<u16>) {
    match pair_field(field).expect("pairs") {
        FieldResult::Paired { pairs, bye, .. } => {
            let mut pairs: Vec<(u16, u16)> = pairs
                .iter()
                .map(|(a, b)| {
                    let (x, y) = (field.entrants[*a].tpn(), field.entrants[*b].tpn());
                    (x.min(y), x.max(y))
                })
                .collect();
            pairs.sort_unstable();
            (pairs, bye.map(|b| field.entrants[b.player].tpn()))
        }
        FieldResult::NoValidPairing(_) => panic!("no valid pairing"),
    }
}

#[test]
fn d1_the_fold_when_colours_allow_it_else_the_first_candidate_with_fewer_colour_failures() {
    use Colour::{Black, White};
    use PreferenceStrength::Mild;
    // BSNs by Buchholz: player n has BSN n. Preferences 1 W, 2 W, 3 B, 4 B: the fold grants all.
    let fold = field_of(
        vec![
            entrant(1, 2, 8, preference(White, Mild)),
            entrant(2, 2, 7, preference(White, Mild)),
            entrant(3, 2, 6, preference(Black, Mild)),
            entrant(4, 2, 5, preference(Black, Mild)),
        ],
        &[],
    );
    assert_eq!(engine_pairs(&fold).0, [(1, 4), (2, 3)]);
    // 1 W, 4 W, 2 B, 3 B: the fold fails twice ([C8]); 1-3, 2-4 fails none.
    let crossed = field_of(
        vec![
            entrant(1, 2, 8, preference(White, Mild)),
            entrant(2, 2, 7, preference(Black, Mild)),
            entrant(3, 2, 6, preference(Black, Mild)),
            entrant(4, 2, 5, preference(White, Mild)),
        ],
        &[],
    );
    assert_eq!(engine_pairs(&crossed).0, [(1, 3), (2, 4)]);
}

#[test]
fn d2_in_an_odd_bracket_the_middle_bsn_floats() {
    // Five players of 2 points (BSN = start number) and two of 1 point below who can take a
    // floater: the first candidate is 1-5, 2-4, 3-0.
    let entrants = vec![
        entrant(1, 4, 10, None),
        entrant(2, 4, 9, None),
        entrant(3, 4, 8, None),
        entrant(4, 4, 7, None),
        entrant(5, 4, 6, None),
        entrant(6, 2, 5, None),
        entrant(7, 2, 4, None),
        entrant(8, 2, 3, None),
    ];
    let field = field_of(entrants, &[]);
    let FieldResult::Paired { brackets, .. } = pair_field(&field).expect("pairs") else {
        panic!("pairable");
    };
    let tpn = |v: usize| field.entrants[v].tpn();
    let top = &brackets[0];
    assert_eq!(
        top.pairs
            .iter()
            .map(|(a, b)| (tpn(*a), tpn(*b)))
            .collect::<Vec<_>>(),
        [(1, 5), (2, 4)]
    );
    assert_eq!(
        top.floaters.iter().map(|v| tpn(*v)).collect::<Vec<_>>(),
        [3]
    );
    assert!(top.is_first_candidate());
}

#[test]
fn d5_scores_are_not_used_in_the_ranking_order() {
    // Incoming floater X (score 3, Buchholz 10), residents Y (2.5, 12) and Z (2.5, 9).
    let x = entrant(1, 6, 20, None);
    let y = entrant(2, 5, 24, None);
    let z = entrant(3, 5, 18, None);
    let mut order = [&x, &z, &y];
    order.sort_by(|a, b| ranking(a, b));
    assert_eq!(order.iter().map(|e| e.tpn()).collect::<Vec<_>>(), [2, 1, 3]);
}

#[test]
fn ranking_breaks_buchholz_ties_by_sonneborn_berger_then_tpn() {
    let mut a = entrant(4, 2, 10, None);
    let mut b = entrant(2, 2, 10, None);
    let mut c = entrant(3, 2, 10, None);
    a.index.sonneborn_berger_hundredths = 900;
    b.index.sonneborn_berger_hundredths = 800;
    c.index.sonneborn_berger_hundredths = 800;
    // Equal Buchholz: the higher Sonneborn-Berger first, then the smaller TPN.
    assert_eq!(ranking(&a, &b), Ordering::Less);
    assert_eq!(ranking(&b, &c), Ordering::Less);
    assert_eq!(ranking(&c, &b), Ordering::Greater);
    let mut d = c.clone();
    d.id = id(9);
    // A better Buchholz wins over any Sonneborn-Berger.
    let e = entrant(8, 0, 11, None);
    assert_eq!(ranking(&e, &a), Ordering::Less);
    assert_eq!(ranking(&c, &d), Ordering::Less);
}

#[test]
fn colours_follow_art_5_2_in_order() {
    use Colour::{Black, White};
    use PreferenceStrength::{Absolute, Mild, Strong};
    // 5.2.1: neither has played; the higher-ranked (Index) has an even TPN: the opposite of
    // the initial colour.
    let high = entrant(2, 0, 4, None);
    let low = entrant(1, 0, 2, None);
    let mut high_unplayed = high.clone();
    high_unplayed.games_played = 0;
    assert_eq!(
        allocate(&high_unplayed, &low, White),
        (Black, ColourStep::InitialColour)
    );
    // 5.2.2: compatible preferences, and a player without one (art. 1.5.4).
    let w = entrant(3, 2, 4, preference(White, Mild));
    let b = entrant(4, 2, 2, preference(Black, Strong));
    assert_eq!(
        allocate(&w, &b, White),
        (White, ColourStep::BothPreferences)
    );
    assert_eq!(
        allocate(&low, &b, White),
        (White, ColourStep::BothPreferences)
    );
    // 5.2.3: the stronger preference.
    let strong = entrant(5, 2, 2, preference(White, Strong));
    assert_eq!(
        allocate(&w, &strong, White),
        (Black, ColourStep::StrongerPreference)
    );
    let absolute = entrant(6, 2, 9, preference(White, Absolute));
    assert_eq!(
        allocate(&strong, &absolute, White),
        (Black, ColourStep::StrongerPreference)
    );
    // 5.2.4: the latest round in which they had different colours.
    let mut p = entrant(7, 2, 9, preference(White, Mild));
    let mut q = entrant(8, 2, 3, preference(White, Mild));
    p.colours = vec![White, Black];
    q.colours = vec![Black, White, Black];
    // Read back from each one's latest game: (B, B), then (W, W), then p has no more games:
    // they never had different colours, so 5.2.5 decides.
    assert_eq!(
        allocate(&p, &q, White),
        (White, ColourStep::HigherRankedPreference)
    );
    q.colours = vec![White, Black, Black, White, Black];
    p.colours = vec![White, White, Black];
    // Read back: (B, B), (W, W), then p White and q Black: now p Black, q White.
    assert_eq!(allocate(&p, &q, White), (Black, ColourStep::Alternation));
    assert_eq!(allocate(&q, &p, White), (White, ColourStep::Alternation));
    // 5.2.5: the higher-ranked player (Index) gets his preference, whatever the scores.
    let mut r = entrant(9, 0, 20, preference(Black, Mild));
    let mut s = entrant(10, 6, 2, preference(Black, Mild));
    r.colours = vec![White];
    s.colours = vec![White];
    assert_eq!(
        allocate(&s, &r, White),
        (White, ColourStep::HigherRankedPreference)
    );
}

#[test]
fn the_bye_goes_to_the_lowest_score_then_most_games_then_lowest_ranking() {
    // Three players of 0 points: 5 has played fewer games; 6 and 7 played as many, 7 has the
    // lower Index: 7 gets the bye (3.1.4, 3.1.5).
    let mut players = vec![
        entrant(1, 4, 10, None),
        entrant(2, 4, 9, None),
        entrant(3, 2, 8, None),
        entrant(4, 2, 7, None),
        entrant(5, 0, 1, None),
        entrant(6, 0, 6, None),
        entrant(7, 0, 5, None),
    ];
    for p in &mut players {
        p.games_played = 3;
    }
    players[4].games_played = 2;
    let field = field_of(players.clone(), &[]);
    assert_eq!(engine_pairs(&field).1, Some(7));
    // 7 is not eligible ([C2], 3.1.1): 6 gets it.
    players[6].pab_eligible = false;
    let field = field_of(players.clone(), &[]);
    assert_eq!(engine_pairs(&field).1, Some(6));
    // A bye to 6 would leave 7 without an opponent (7 may meet only 6): 5 gets it (3.1.2).
    let forbidden: Vec<(u16, u16)> = (1..=5).map(|n| (n, 7)).collect();
    let field = field_of(players, &forbidden);
    assert_eq!(engine_pairs(&field).1, Some(5));
}

#[test]
fn reading_3_c7_chooses_the_floater_the_next_bracket_can_pair() {
    // Bracket of 1 point: 1, 2, 3 (odd, one floats); below, 4 (½ point), then 5 and 6 (0).
    // 4 may meet only 1 and 5, 6 may not meet 1 or 4. Any floater leaves the rest pairable
    // ([C4]) and all floaters have the same score ([C6]), but only 1 lets the following
    // bracket (the floater and 4) make a pair ([C7]): 2-3, 1-4, 5-6, although the first
    // candidate of the order is 1-3 with 2 floating.
    let players = vec![
        entrant(1, 2, 10, None),
        entrant(2, 2, 9, None),
        entrant(3, 2, 8, None),
        entrant(4, 1, 7, None),
        entrant(5, 0, 6, None),
        entrant(6, 0, 5, None),
    ];
    let forbidden = [(4, 2), (4, 3), (4, 6), (6, 1)];
    let field = field_of(players, &forbidden);
    let (pairs, _) = engine_pairs(&field);
    assert_eq!(pairs, [(1, 4), (2, 3), (5, 6)]);
    // The explanation's record: BSN 1 (player 1) floats; with 3 or 2 no pairing complies best.
    let FieldResult::Paired { brackets, .. } = pair_field(&field).expect("pairs") else {
        panic!("pairable");
    };
    let skipped = &brackets[0].skipped;
    assert_eq!(skipped.len(), 1);
    let tpn = |v: usize| field.entrants[v].tpn();
    assert_eq!(
        (tpn(skipped[0].player), skipped[0].bsn, skipped[0].opponent),
        (1, 1, None)
    );
    assert!(skipped[0].may_not_meet.is_empty());
    assert_eq!(
        skipped[0]
            .not_best
            .iter()
            .map(|v| tpn(*v))
            .collect::<Vec<_>>(),
        [3, 2]
    );
}

// ---------------------------------------------------------------------------------------------
// The engine against a plain enumeration of every pairing.

/// Every perfect matching of `members` under [C1]–[C3].
fn perfect_matchings(field: &Field, members: &[usize]) -> Vec<Vec<(usize, usize)>> {
    fn go(
        field: &Field,
        left: &mut Vec<usize>,
        current: &mut Vec<(usize, usize)>,
        out: &mut Vec<Vec<(usize, usize)>>,
    ) {
        let Some(first) = left.first().copied() else {
            out.push(current.clone());
            return;
        };
        for k in 1..left.len() {
            let other = left[k];
            if !field.compatible(first, other) {
                continue;
            }
            let rest: Vec<usize> = left
                .iter()
                .copied()
                .filter(|v| *v != first && *v != other)
                .collect();
            let saved = std::mem::replace(left, rest);
            current.push((first, other));
            go(field, left, current, out);
            current.pop();
            *left = saved;
        }
    }
    let mut out = Vec::new();
    go(field, &mut members.to_vec(), &mut Vec::new(), &mut out);
    out
}

/// The pairing the rules ask for, found by listing every complete pairing: the bye by 3.1, then
/// each bracket from the top, the best by [C5]–[C8] and, among equals, the first in the order
/// of art. 4.3.
/// Pairs (positions in the field) and the bye.
type RoundPairing = (Vec<(usize, usize)>, Option<usize>);

fn reference(field: &Field) -> Option<RoundPairing> {
    let n = field.len();
    let everyone: Vec<usize> = (0..n).collect();
    let mut bye = None;
    let mut remaining = everyone.clone();
    if n % 2 == 1 {
        let mut order = everyone.clone();
        order.sort_by(|&a, &b| {
            let (x, y) = (&field.entrants[a], &field.entrants[b]);
            x.pairing_score
                .cmp(&y.pairing_score)
                .then(y.games_played.cmp(&x.games_played))
                .then(ranking(y, x))
        });
        let chosen = order.into_iter().find(|c| {
            field.entrants[*c].pab_eligible && {
                let others: Vec<usize> = everyone.iter().copied().filter(|v| v != c).collect();
                !perfect_matchings(field, &others).is_empty()
            }
        })?;
        bye = Some(chosen);
        remaining.retain(|v| *v != chosen);
    }
    let mut completions = perfect_matchings(field, &remaining);
    if completions.is_empty() {
        return None;
    }
    let score = |v: usize| field.entrants[v].pairing_score;
    let mut scores: Vec<Score> = remaining.iter().map(|v| score(*v)).collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    scores.dedup();
    let mut incoming: Vec<usize> = Vec::new();
    let mut pairs = Vec::new();
    for (group, s) in scores.iter().enumerate() {
        let mut bracket: Vec<usize> = incoming
            .iter()
            .copied()
            .chain(remaining.iter().copied().filter(|v| score(*v) == *s))
            .collect();
        bracket.sort_by(|a, b| ranking(&field.entrants[*a], &field.entrants[*b]));
        let next: Vec<usize> = remaining
            .iter()
            .copied()
            .filter(|v| Some(score(*v)) == scores.get(group + 1).copied())
            .collect();
        let bsn = |v: usize| bracket.iter().position(|u| *u == v);
        let level_counts = |members: &[usize]| -> Vec<usize> {
            // Floaters per level, highest level first, over the levels of `scores`.
            scores
                .iter()
                .map(|level| members.iter().filter(|v| score(**v) == *level).count())
                .collect()
        };
        // The key to minimise, then the order key to maximise.
        let evaluate = |matching: &Vec<(usize, usize)>| {
            let partner = |v: usize| {
                matching
                    .iter()
                    .find_map(|&(a, b)| (a == v).then_some(b).or((b == v).then_some(a)))
            };
            let floaters: Vec<usize> = bracket
                .iter()
                .copied()
                .filter(|v| partner(*v).and_then(bsn).is_none())
                .collect();
            let in_pairs = (bracket.len() - floaters.len()) / 2;
            let following: Vec<usize> = floaters.iter().chain(&next).copied().collect();
            let in_following = |v: usize| following.contains(&v);
            let following_floaters: Vec<usize> = following
                .iter()
                .copied()
                .filter(|v| !partner(*v).is_some_and(in_following))
                .collect();
            let following_pairs = (following.len() - following_floaters.len()) / 2;
            let colour_failures = bracket
                .iter()
                .filter(|v| {
                    partner(**v).is_some_and(|p| {
                        bsn(p).is_some_and(|q| q > bsn(**v).unwrap_or(usize::MAX))
                            && crate::engine::colour_conflict(field, **v, p)
                    })
                })
                .count();
            let criteria = (
                std::cmp::Reverse(in_pairs),
                level_counts(&floaters),
                std::cmp::Reverse(following_pairs),
                level_counts(&following_floaters),
                colour_failures,
            );
            let opponents: Vec<usize> = bracket
                .iter()
                .map(|v| partner(*v).and_then(bsn).map_or(0, |q| q + 1))
                .collect();
            (criteria, opponents)
        };
        let best = completions
            .iter()
            .map(evaluate)
            .min_by(|(c1, o1), (c2, o2)| c1.cmp(c2).then(o2.cmp(o1)))?;
        let chosen = best.1;
        // Keep only the completions that pair this bracket as chosen.
        completions.retain(|m| evaluate(m).1 == chosen);
        incoming = bracket
            .iter()
            .enumerate()
            .filter(|(i, _)| chosen[*i] == 0)
            .map(|(_, v)| *v)
            .collect();
        for (i, v) in bracket.iter().enumerate() {
            if chosen[i] > i + 1 {
                pairs.push((*v, bracket[chosen[i] - 1]));
            }
        }
    }
    Some((pairs, bye))
}

fn normalised(field: &Field, pairs: &[(usize, usize)]) -> Vec<(u16, u16)> {
    let mut out: Vec<(u16, u16)> = pairs
        .iter()
        .map(|(a, b)| {
            let (x, y) = (field.entrants[*a].tpn(), field.entrants[*b].tpn());
            (x.min(y), x.max(y))
        })
        .collect();
    out.sort_unstable();
    out
}

/// Pairs every round with this engine (the seeding rounds too), to make histories for tests.
fn pair_every_round(view: &rondo_core::RoundView<'_>) -> Result<PairingOutcome, BursteinError> {
    let field = crate::prepare(view, &BursteinOptions::default())?;
    Ok(match pair_field(&field)? {
        FieldResult::NoValidPairing(why) => PairingOutcome::NoValidPairing(why),
        FieldResult::Paired { pairs, bye, .. } => {
            PairingOutcome::Paired(crate::publish(&field, &pairs, bye.map(|b| b.player)))
        }
    })
}

fn small_config(seed: u64, players: u16) -> GenerateConfig {
    GenerateConfig::default()
        .with_players(players)
        .with_rounds(6)
        .with_seed(seed)
        .with_draw_rate(0.3)
        .with_forfeit_rate(0.05)
        .with_bye_rate(0.05)
        .with_withdrawal_rate(0.02)
}

#[test]
fn the_engine_takes_the_pairing_a_plain_enumeration_of_every_pairing_takes() {
    let mut rounds_compared = 0;
    for seed in 0..40u64 {
        let players = 6 + (seed % 7) as u16;
        let setup = generate_with(&small_config(seed, players), pair_every_round);
        let tournament = Tournament::try_from(setup).expect("valid");
        for r in 2..=tournament.paired_rounds() {
            let view = tournament.view(round(r));
            let field = Field::new(&view, Colour::White);
            let expected = reference(&field);
            match pair_field(&field).expect("pairs") {
                FieldResult::Paired { pairs, bye, .. } => {
                    let (reference_pairs, reference_bye) =
                        expected.unwrap_or_else(|| panic!("seed {seed} round {r}: reference none"));
                    assert_eq!(
                        normalised(&field, &pairs),
                        normalised(&field, &reference_pairs),
                        "seed {seed} round {r}"
                    );
                    assert_eq!(
                        bye.map(|b| b.player),
                        reference_bye,
                        "seed {seed} round {r}"
                    );
                }
                FieldResult::NoValidPairing(_) => {
                    assert!(expected.is_none(), "seed {seed} round {r}");
                }
            }
            rounds_compared += 1;
        }
    }
    assert!(rounds_compared > 100, "{rounds_compared}");
}

// ---------------------------------------------------------------------------------------------
// Properties over generated tournaments.

/// Whether a complete pairing exists ([C1]–[C3], an eligible bye when odd), by enumeration.
fn complete_pairing_exists(field: &Field) -> bool {
    let everyone: Vec<usize> = (0..field.len()).collect();
    if field.len() % 2 == 0 {
        return !perfect_matchings(field, &everyone).is_empty();
    }
    everyone.iter().any(|c| {
        field.entrants[*c].pab_eligible && {
            let others: Vec<usize> = everyone.iter().copied().filter(|v| v != c).collect();
            !perfect_matchings(field, &others).is_empty()
        }
    })
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]

    #[test]
    fn no_absolute_criterion_is_broken_and_every_pairable_round_is_paired(
        seed in 0u64..10_000,
        players in 5u16..13,
        forbidden in 0u16..3,
    ) {
        let config = small_config(seed, players)
            .with_forbidden_pairs(forbidden)
            .with_zero_point_bye_rate(0.05)
            .with_late_entry_rate(0.1);
        let setup = generate_with(&config, pair_every_round);
        let tournament = Tournament::try_from(setup).expect("valid");
        for r in 1..=tournament.paired_rounds().saturating_add(1).min(config.rounds) {
            let view = tournament.view(round(r));
            let field = Field::new(&view, Colour::White);
            match pair_every_round(&view).expect("pairs") {
                PairingOutcome::Paired(pairing) => {
                    let breaches = crate::audit::absolute_breaches(
                        &view,
                        &pairing,
                        &BursteinOptions::default(),
                    )
                    .expect("audits");
                    proptest::prop_assert!(breaches.is_empty(), "round {r}: {breaches:?}");
                }
                PairingOutcome::NoValidPairing(_) => {
                    proptest::prop_assert!(!complete_pairing_exists(&field), "round {r}");
                }
            }
        }
    }
}

/// The CPU time of this thread so far (Linux), so that a measurement on a shared machine
/// counts only its own work.
fn thread_cpu_nanos() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// The cost of one round of 1,000 players after the seeding rounds (the histories paired by
/// this engine, seeding rounds included). Run with
/// `cargo test --release -p rondo-burstein -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement, run in release"]
fn one_round_of_a_thousand_players() {
    for players in [1000, 999] {
        let config = GenerateConfig::default()
            .with_players(players)
            .with_rounds(9)
            .with_seed(1)
            .with_draw_rate(0.3);
        let setup = generate_with(&config, pair_every_round);
        let tournament = Tournament::try_from(setup).expect("valid");
        for r in 5..=9 {
            let view = tournament.view(round(r));
            let started = std::time::Instant::now();
            let cpu_before = thread_cpu_nanos();
            let outcome = crate::pair_round(&view, &BursteinOptions::default()).expect("pairs");
            let cpu = thread_cpu_nanos()
                .zip(cpu_before)
                .map(|(after, before)| after - before);
            let elapsed = started.elapsed();
            assert!(matches!(outcome, PairingOutcome::Paired(_)));
            println!(
                "{players} players: round {r} in {elapsed:?} wall, {:?} ms CPU",
                cpu.map(|nanos| nanos / 1_000_000)
            );
        }
    }
}

#[test]
fn reading_4_a_player_without_preference_never_fails_c8() {
    use Colour::{Black, White};
    use PreferenceStrength::Mild;
    // 1 has no preference; 2, 3, 4 prefer White, White, Black. The fold 1-4, 2-3 fails [C8]
    // once (2 and 3 both want White); 1-3, 2-4 fails nowhere: 1 never counts.
    let field = field_of(
        vec![
            entrant(1, 2, 8, None),
            entrant(2, 2, 7, preference(White, Mild)),
            entrant(3, 2, 6, preference(White, Mild)),
            entrant(4, 2, 5, preference(Black, Mild)),
        ],
        &[],
    );
    assert!(!crate::engine::colour_conflict(&field, 0, 1));
    assert!(crate::engine::colour_conflict(&field, 1, 2));
    assert_eq!(engine_pairs(&field).0, [(1, 3), (2, 4)]);
}

#[test]
fn reading_7_board_order_uses_scores_and_tpn_not_the_index() {
    // Two pairs on 1.5 points: 3-4 with the higher Index, 1-2 with the lower. C.04.2 art. 3.6
    // puts 1-2 first (the smaller TPN of the higher-ranked player).
    let field = field_of(
        vec![
            entrant(1, 3, 2, None),
            entrant(2, 3, 1, None),
            entrant(3, 3, 20, None),
            entrant(4, 3, 19, None),
        ],
        &[],
    );
    let pairing = crate::publish(&field, &[(2, 3), (0, 1)], None);
    let first = pairing.boards[0];
    assert_eq!(
        (
            first.white.get().min(first.black.get()),
            first.white.get().max(first.black.get())
        ),
        (1, 2)
    );
}

#[test]
fn reading_8_a_full_point_bye_bars_the_pairing_allocated_bye() {
    let rounds = vec![(5, vec![RoundEntry::Unplayed(Unplayed::FullPointBye)])];
    let tournament = Tournament::try_from(setup(&rounds, 5, 3)).expect("valid");
    let view = tournament.view(round(2));
    let field = Field::new(&view, Colour::White);
    let five = field.position(id(5)).expect("present");
    assert!(!field.entrants[five].pab_eligible);
    let half = RoundEntry::Unplayed(Unplayed::HalfPointBye);
    let tournament = Tournament::try_from(setup(&[(5, vec![half])], 5, 3)).expect("valid");
    let field = Field::new(&tournament.view(round(2)), Colour::White);
    let five = field.position(id(5)).expect("present");
    assert!(field.entrants[five].pab_eligible);
}

#[test]
fn reading_9_games_played_for_the_bye_are_games_over_the_board() {
    use Colour::{Black, White};
    use GameResult::{Loss, Win};
    // Round 1 (the seeding round of a 3-round event): 1 beat 2, 3 won by forfeit against 4,
    // 5 had the bye. Round 2: 2 and 4 have 0 points and may take the bye; 2 has played one
    // game over the board, 4 none (3.1.4), although 4 ranks lower by the Index (3.1.5).
    let rounds = vec![
        (1, vec![game(2, White, Win)]),
        (2, vec![game(1, Black, Loss)]),
        (
            3,
            vec![RoundEntry::Unplayed(Unplayed::ForfeitWin {
                opponent: Some(id(4)),
                colour: None,
            })],
        ),
        (
            4,
            vec![RoundEntry::Unplayed(Unplayed::ForfeitLoss {
                opponent: Some(id(3)),
                colour: None,
            })],
        ),
        (5, vec![RoundEntry::Unplayed(Unplayed::PairingBye)]),
    ];
    let tournament = Tournament::try_from(setup(&rounds, 5, 3)).expect("valid");
    let PairingOutcome::Paired(pairing) =
        crate::pair_round(&tournament.view(round(2)), &BursteinOptions::default()).expect("pairs")
    else {
        panic!("pairable");
    };
    assert_eq!(pairing.pairing_bye, Some(id(2)));
}
