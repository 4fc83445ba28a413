use super::*;

#[test]
fn matches_and_groups_are_placed_one_against_four_and_two_against_three() {
    assert_eq!(arrangement(1).unwrap(), [1]);
    assert_eq!(arrangement(2).unwrap(), [1, 2]);
    assert_eq!(arrangement(4).unwrap(), [1, 4, 2, 3]);
    assert_eq!(arrangement(8).unwrap(), [1, 8, 4, 5, 2, 7, 3, 6]);
}

#[test]
fn brackets_of_16_and_more_use_belgrade_groups_of_eight() {
    let groups = bracket_groups(32).unwrap();
    assert_eq!(groups.len(), 4);
    assert_eq!(groups[0].seeds, [1, 8, 9, 16, 17, 24, 25, 32]);
    assert_eq!(groups[3].seeds, [4, 5, 12, 13, 20, 21, 28, 29]);
    assert_eq!(bracket_groups(8).unwrap().len(), 1);
}

#[test]
fn missing_low_seeds_become_byes_of_the_top_seeds() {
    let group = KnockoutGroup {
        number: 1,
        seeds: vec![1, 2, 3, 4],
    };
    let matches = group_matches(&group, 3);
    assert_eq!(matches[0].0.lower_seed, None);
    assert_eq!(matches[0].1, 4);
    assert_eq!(matches[1].0.lower_seed, Some(3));
}

#[test]
fn later_rounds_follow_the_winners_to_the_final() {
    // Five players in a bracket of eight: seeds 1 to 3 have a bye, 4 meets 5.
    let bracket = knockout(5).unwrap();
    let rounds = bracket.later_rounds();
    assert_eq!(rounds.len(), 2);
    assert_eq!(rounds[0].len(), 2);
    let winner_of_4_5 = bracket
        .first_round
        .iter()
        .find(|game| game.higher_seed == 4)
        .map(|game| KnockoutSlot::FirstRoundWinner {
            group: game.group,
            number: game.number,
        })
        .unwrap();
    assert!(
        rounds[0]
            .iter()
            .any(|game| game.upper == KnockoutSlot::Seed(1) && game.lower == Some(winner_of_4_5))
    );
    let last = rounds[1][0];
    assert_eq!(
        (last.round, last.upper, last.lower),
        (
            3,
            KnockoutSlot::Winner {
                round: 2,
                number: 1
            },
            Some(KnockoutSlot::Winner {
                round: 2,
                number: 2
            })
        )
    );
}
