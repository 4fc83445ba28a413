use super::*;

#[test]
fn group_of_finds_the_group_of_a_seed() {
    let grouping = belgrade_groups(10, 3).unwrap();
    // Rows 1-2-3, 6-5-4, 7-8-9, then 10 in group 3 (the fourth row runs backwards).
    assert_eq!(
        grouping.groups,
        [vec![1, 6, 7], vec![2, 5, 8], vec![3, 4, 9, 10]]
    );
    assert_eq!(grouping.group_of(10), Some(3));
    assert_eq!(grouping.group_of(11), None);
}
