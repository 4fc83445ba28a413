//! Unit tests of the crate-private rules: colour preferences (art. 1.7) and colour allocation
//! (art. 5.2).

use rondo_core::{Colour, PlayerId, Score};

use crate::colours::colour_of;
use crate::entrants::{ColourState, Entrant};

use Colour::{Black as B, White as W};

fn entrant(rank: u32, score: i32, colours: &[Colour]) -> Entrant {
    Entrant {
        id: PlayerId::new(u16::try_from(rank + 1).expect("small")).expect("id"),
        rank,
        score: Score::from_halves(score),
        real_score: Score::from_halves(score),
        colours: colours.to_vec(),
        colour: ColourState::from_history(colours),
        floats: [None, None],
        pab_eligible: true,
        played_games: colours.len() as u32,
        topscorer: false,
    }
}

#[test]
fn colour_preferences_follow_article_1_7() {
    let none = ColourState::from_history(&[]);
    assert_eq!(none.preference, None);
    let mild = ColourState::from_history(&[W, B]);
    assert_eq!(
        (mild.preference, mild.strong, mild.absolute()),
        (Some(W), false, false)
    );
    let strong = ColourState::from_history(&[W, B, W]);
    assert_eq!(
        (strong.preference, strong.strong, strong.absolute()),
        (Some(B), true, false)
    );
    let twice = ColourState::from_history(&[B, W, W]);
    assert_eq!(
        (twice.preference, twice.absolute(), twice.repeated),
        (Some(B), true, Some(W))
    );
    let imbalance = ColourState::from_history(&[W, B, W, W, B, W]);
    assert_eq!(
        (imbalance.preference, imbalance.absolute_imbalance()),
        (Some(B), true)
    );
    // An imbalance of two decides even after two games of the other colour.
    let back = ColourState::from_history(&[W, W, W, B, B]);
    assert_eq!((back.preference, back.absolute()), (Some(W), true));
}

#[test]
fn compatible_preferences_are_both_granted() {
    let (a, b) = (entrant(0, 2, &[W]), entrant(1, 2, &[B]));
    assert_eq!(colour_of(&a, &b, W), B);
    assert_eq!(colour_of(&b, &a, W), W);
}

#[test]
fn the_stronger_preference_wins() {
    // 0 has a strong preference for Black (W B W), 1 a mild one (B W).
    let (a, b) = (entrant(0, 2, &[W, B, W]), entrant(1, 2, &[B, W]));
    assert_eq!(colour_of(&a, &b, W), B);
    // An absolute preference beats a strong one, whoever ranks higher.
    let (a, b) = (entrant(0, 2, &[B, W, B]), entrant(1, 2, &[B, B]));
    assert_eq!(colour_of(&b, &a, W), W);
}

#[test]
fn equal_preferences_alternate_from_the_last_different_round() {
    // Both want Black; in the last round they differed in, 0 had Black and 1 White.
    let (a, b) = (
        entrant(0, 2, &[W, B, W, B, W]),
        entrant(1, 2, &[B, W, W, B, W]),
    );
    assert_eq!(colour_of(&a, &b, W), W);
    assert_eq!(colour_of(&b, &a, W), B);
}

#[test]
fn otherwise_the_higher_ranked_player_gets_his_preference() {
    let (a, b) = (entrant(3, 2, &[W]), entrant(1, 2, &[W]));
    // 1 ranks higher and gets Black.
    assert_eq!(colour_of(&b, &a, W), B);
    // A higher score ranks higher whatever the number.
    let (a, b) = (entrant(3, 4, &[W]), entrant(1, 2, &[W]));
    assert_eq!(colour_of(&a, &b, W), B);
}

#[test]
fn without_history_the_initial_colour_goes_by_the_parity_of_the_higher_number() {
    let (first, fourth) = (entrant(0, 0, &[]), entrant(3, 0, &[]));
    assert_eq!(colour_of(&first, &fourth, W), W);
    assert_eq!(colour_of(&first, &fourth, B), B);
    let (second, fifth) = (entrant(1, 0, &[]), entrant(4, 0, &[]));
    assert_eq!(colour_of(&second, &fifth, W), B);
    assert_eq!(colour_of(&fifth, &second, W), W);
}

/// The first-round shortcut across several score groups (an accelerated first round, C.04.7)
/// must pair as the brackets would: groups of even and odd sizes, a player moved down into a
/// group of one, forbidden pairs that rule the shortcut out, both editions with brackets.
/// Issue 25: an accelerated first round of 9,999 players needed gigabytes on complete graphs.
#[test]
fn first_round_shortcut_across_score_groups_pairs_as_the_brackets_do() {
    use rondo_core::{Acceleration, ForbiddenPairs, PlayerId, RoundNo, Tournament};

    use crate::bracket::{FieldResult, score_groups};
    use crate::engine::{natural_first_round, pair_field};
    use crate::entrants::Field;
    use crate::{Edition, GenerateConfig, generate};

    let id = |number: u16| PlayerId::new(number).expect("start number");
    let round_one = RoundNo::new(1).expect("round");
    // SplitMix64, as the generator: a seed always gives the same group boundaries.
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = |bound: u64| {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % bound
    };
    let (mut cases, mut shortcut_taken) = (0, 0);
    for players in 2..=41u16 {
        for variant in 0..4 {
            let config = GenerateConfig::default()
                .with_players(players)
                .with_rounds(1)
                .with_seed(u64::from(players));
            let mut setup = generate(&config, &crate::PairOptions::default());
            // Up to three cuts: players above a cut get one more virtual point per cut.
            for _ in 0..=variant.min(2) {
                let last = 1 + next(u64::from(players)) as u16;
                setup.accelerations.push(Acceleration {
                    first_player: id(1),
                    last_player: id(last),
                    first_round: round_one,
                    last_round: round_one,
                    points: Score::from_points(1),
                    match_points: None,
                });
            }
            if variant == 3 && players >= 4 {
                let a = 1 + next(u64::from(players)) as u16;
                let b = 1 + next(u64::from(players)) as u16;
                setup.forbidden_pairs.push(ForbiddenPairs {
                    first_round: None,
                    last_round: None,
                    players: vec![id(a), id(b)],
                });
            }
            let tournament = Tournament::try_from(setup).expect("generated tournaments are valid");
            let view = tournament.view(round_one);
            for edition in [Edition::Dutch2025, Edition::Dutch2017] {
                let mut field = Field::new(&view, W);
                field.edition = edition;
                let groups = score_groups(&field);
                let pairs = |shortcuts| match pair_field(&field, &groups, shortcuts) {
                    Ok(FieldResult::Paired { pairs, bye, .. }) => Some((pairs, bye)),
                    _ => None,
                };
                assert_eq!(
                    pairs(true),
                    pairs(false),
                    "{players} players, variant {variant}, {edition:?}"
                );
                cases += 1;
                if groups.len() > 1 && natural_first_round(&field, &groups).is_some() {
                    shortcut_taken += 1;
                }
            }
        }
    }
    assert_eq!(cases, 320);
    assert!(
        shortcut_taken > 200,
        "the shortcut paired {shortcut_taken} of {cases} fields"
    );
}

/// The small graphs used for large fields (the relaxation, the first-round shortcut, leaving
/// out the next score group) must never change a pairing: compare with every bracket paired on
/// the exact graph, round by round, on generated tournaments.
#[test]
fn shortcuts_never_change_a_pairing() {
    use rondo_core::{RoundNo, Tournament};

    use crate::bracket::{FieldResult, score_groups};
    use crate::engine::pair_field;
    use crate::entrants::Field;
    use crate::{GenerateConfig, generate};

    let slow = std::env::var("RONDO_SLOW_TESTS").is_ok_and(|v| v == "1");
    let seeds = if slow { 0..40 } else { 0..6 };
    for seed in seeds {
        let config = GenerateConfig::default()
            .with_players(30 + (seed as u16 * 37) % 90)
            .with_rounds(5 + (seed as u16 % 5))
            .with_seed(seed)
            .with_forfeit_rate(0.05)
            .with_bye_rate(0.04)
            .with_withdrawal_rate(0.01);
        let setup = generate(&config, &crate::PairOptions::default());
        let tournament = Tournament::try_from(setup).expect("generated tournaments are valid");
        for round in 1..=tournament.paired_rounds() {
            let view = tournament.view(RoundNo::new(round).expect("round"));
            let field = Field::new(&view, W);
            let groups = score_groups(&field);
            let pairs = |shortcuts| match pair_field(&field, &groups, shortcuts) {
                Ok(FieldResult::Paired { pairs, bye, .. }) => Some((pairs, bye)),
                _ => None,
            };
            assert_eq!(pairs(true), pairs(false), "seed {seed}, round {round}");
        }
    }
}

/// The lowest possible PAB score (C.04.3 (2025) art. 1.9 with C5) found by leaving out the
/// last PAB candidate and pairing the others greedily must be the score the weighted
/// matching leaves out, which prefers the lowest score group over everything else.
#[test]
fn the_greedy_bye_check_leaves_out_the_lowest_possible_score() {
    use rondo_core::{RoundNo, Tournament};

    use crate::completion::{Inner, complete_matching, complete_matching_with};
    use crate::entrants::Field;
    use crate::{GenerateConfig, generate};

    let mut compared = 0;
    for seed in 0..12 {
        let config = GenerateConfig::default()
            .with_players(31 + (seed as u16 * 18) % 60)
            .with_rounds(7)
            .with_seed(seed)
            .with_forfeit_rate(0.05)
            .with_bye_rate(0.06)
            .with_withdrawal_rate(0.01);
        let setup = generate(&config, &crate::PairOptions::default());
        let tournament = Tournament::try_from(setup).expect("generated tournaments are valid");
        for round in 2..=tournament.paired_rounds() {
            let view = tournament.view(RoundNo::new(round).expect("round"));
            let field = Field::new(&view, W);
            let all: Vec<usize> = (0..field.len()).collect();
            if all.len() % 2 == 0 {
                continue;
            }
            let left_out_score = |mates: Option<Vec<Option<usize>>>| {
                mates.map(|mates| {
                    let single = (0..all.len()).find(|p| mates[*p].is_none());
                    single.map(|p| field.entrants[p].score)
                })
            };
            let no_value = |_: usize, _: usize| 0;
            let weighted = Inner {
                value: Some(&no_value),
                ..Inner::default()
            };
            let greedy = complete_matching(&field, &all, None, true).expect("solves");
            let exact =
                complete_matching_with(&field, &all, None, true, &weighted).expect("solves");
            assert_eq!(
                left_out_score(greedy),
                left_out_score(exact),
                "seed {seed}, round {round}"
            );
            compared += 1;
        }
    }
    assert!(compared > 20, "{compared} odd rounds compared");
}

/// The prefix-first greedy matching of the completion check: every pair it makes may meet,
/// it leaves at most one player out, and two prefix players left over who may not meet take
/// the places of a pair whose players they may meet.
#[test]
fn the_prefix_first_greedy_matching_pairs_only_players_who_may_meet() {
    use crate::completion::greedy_prefix_first;

    // 0–1 may meet, 2–3 may not; 0–2 and 1–3 may: in order 0 takes 1, and the mend swaps.
    let compatible = |a: usize, b: usize| !matches!((a.min(b), a.max(b)), (2, 3) | (0, 3) | (1, 2));
    let mates = greedy_prefix_first(6, 4, &compatible).expect("a matching");
    assert_eq!(&mates[..4], &[Some(2), Some(3), Some(0), Some(1)]);
    assert_eq!(&mates[4..], &[Some(5), Some(4)]);

    let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
    let mut found = 0;
    for _ in 0..300 {
        let m = 2 + next(40) as usize;
        let prefix = next(m as u64 + 1) as usize;
        let barred: Vec<(usize, usize)> = (0..next(3 * m as u64))
            .map(|_| (next(m as u64) as usize, next(m as u64) as usize))
            .collect();
        let compatible = |a: usize, b: usize| {
            a != b
                && !barred
                    .iter()
                    .any(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a))
        };
        let Some(mates) = greedy_prefix_first(m, prefix, &compatible) else {
            continue;
        };
        found += 1;
        assert!(mates.iter().filter(|mate| mate.is_none()).count() <= 1);
        for (a, mate) in mates.iter().enumerate() {
            if let Some(b) = *mate {
                assert_eq!(mates[b], Some(a));
                assert!(compatible(a, b), "{a} and {b} may not meet");
            }
        }
    }
    assert!(found > 150, "only {found} matchings");
}

/// A seeded xorshift generator for the tests: each call gives a number below its bound.
pub(crate) fn xorshift(seed: u64) -> impl FnMut(u64) -> u64 {
    let mut state = seed;
    move |bound| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % bound
    }
}
