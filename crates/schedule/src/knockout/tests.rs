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
