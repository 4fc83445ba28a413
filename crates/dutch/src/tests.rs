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
