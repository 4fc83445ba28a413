//! Belgrade grouping and knockout brackets: the examples of 003 (lines 986–1033) and the
//! properties of every size.

use std::collections::BTreeSet;

use proptest::prelude::*;
use rondo_schedule::{KnockoutBracket, ScheduleError, belgrade_groups, knockout};

use crate::fixture::{self, Entry, Fixture};

/// The columns of the `row` lines: one list of seeds per group, sorted.
fn columns(fixture: &Fixture) -> Vec<Vec<u16>> {
    let mut groups = vec![Vec::new(); usize::from(fixture.number("groups"))];
    for line in fixture
        .lines
        .iter()
        .filter(|line| line.label.starts_with("row "))
    {
        assert_eq!(
            line.tokens.len(),
            groups.len(),
            "{}: {}",
            fixture.name,
            line.label
        );
        for (group, token) in groups.iter_mut().zip(&line.tokens) {
            group.push(token.parse::<u16>().unwrap());
        }
    }
    for group in &mut groups {
        group.sort_unstable();
    }
    groups
}

fn pairs(fixture: &Fixture, label: &str) -> Option<BTreeSet<(u16, u16)>> {
    let line = fixture.lines.iter().find(|line| line.label == label)?;
    Some(
        line.entries()
            .iter()
            .map(|entry| entry.numbers().unwrap())
            .collect(),
    )
}

/// Pairs of consecutive items at even positions: who meets whom one level up.
fn aligned_pairs(items: &[u16]) -> BTreeSet<(u16, u16)> {
    items.chunks(2).map(|pair| (pair[0], pair[1])).collect()
}

#[test]
fn the_belgrade_example_is_reproduced() {
    let fixtures = fixture::of_kind("belgrade");
    assert_eq!(fixtures.len(), 1);
    for fixture in fixtures {
        let grouping =
            belgrade_groups(fixture.number("players"), fixture.number("groups")).unwrap();
        assert_eq!(grouping.groups, columns(&fixture), "{}", fixture.name);
    }
}

#[test]
fn the_knockout_examples_are_reproduced() {
    let fixtures = fixture::of_kind("knockout");
    assert_eq!(fixtures.len(), 2);
    for fixture in fixtures {
        let bracket = knockout(fixture.number("players")).unwrap();
        assert_eq!(
            bracket.groups.len(),
            usize::from(fixture.number("groups")),
            "{}",
            fixture.name
        );
        let printed = columns(&fixture);
        if printed.iter().any(|group| !group.is_empty()) {
            let generated: Vec<Vec<u16>> = bracket.groups.iter().map(|g| g.seeds.clone()).collect();
            assert_eq!(generated, printed, "{}", fixture.name);
        }
        for line in fixture
            .lines
            .iter()
            .filter(|line| line.label.starts_with("matches "))
        {
            let number: u16 = line.label["matches ".len()..].parse().unwrap();
            for (group, token) in (1u16..).zip(&line.tokens) {
                let (higher, lower) = Entry::parse(token).numbers().unwrap();
                let found = bracket
                    .first_round
                    .iter()
                    .find(|m| m.group == group && m.number == number)
                    .unwrap_or_else(|| {
                        panic!("{}: no match {number} in group {group}", fixture.name)
                    });
                assert_eq!(
                    (found.higher_seed, found.lower_seed),
                    (higher, Some(lower)),
                    "{}",
                    fixture.name
                );
            }
        }
        if let Some(expected) = pairs(&fixture, "winners") {
            for group in &bracket.groups {
                let order: Vec<u16> = bracket
                    .first_round
                    .iter()
                    .filter(|m| m.group == group.number)
                    .map(|m| m.number)
                    .collect();
                assert_eq!(
                    aligned_pairs(&order),
                    expected,
                    "{}: group {}",
                    fixture.name,
                    group.number
                );
            }
        }
        if let Some(expected) = pairs(&fixture, "group winners") {
            let mut order: Vec<u16> = bracket.first_round.iter().map(|m| m.group).collect();
            order.dedup();
            assert_eq!(order.len(), bracket.groups.len());
            assert_eq!(aligned_pairs(&order), expected, "{}", fixture.name);
        }
    }
}

/// The usual recursive seeding (spec/roundrobin.md §5), written independently of the crate.
fn standard_order(size: u16) -> Vec<u16> {
    let mut order = vec![1u16];
    while order.len() < usize::from(size) {
        let doubled = u16::try_from(order.len() * 2).unwrap();
        order = order
            .iter()
            .flat_map(|&seed| [seed, doubled + 1 - seed])
            .collect();
    }
    order
}

#[test]
fn the_source_procedure_gives_the_usual_recursive_seeding() {
    assert_eq!(standard_order(8), [1, 8, 4, 5, 2, 7, 3, 6]);
    assert_eq!(
        standard_order(16),
        [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]
    );
    for power in 1..=15 {
        let size = 1u16 << power;
        assert_eq!(
            knockout(size).unwrap().lines,
            standard_order(size),
            "{size}"
        );
    }
}

fn check_bracket(bracket: &KnockoutBracket) {
    let n = bracket.n_players;
    let size = bracket.bracket_size;
    assert!(
        size.is_power_of_two() && size >= n && size / 2 < n,
        "{n}: {size}"
    );
    assert_eq!(1u16 << bracket.rounds, size);
    assert_eq!(bracket.first_round.len(), usize::from(size / 2));
    // Byes go to the top seeds, one per missing player.
    let byes: Vec<u16> = bracket
        .first_round
        .iter()
        .filter(|m| m.is_bye())
        .map(|m| m.higher_seed)
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    assert_eq!(byes, (1..=size - n).collect::<Vec<_>>(), "{n}");
    assert_eq!(bracket.byes, byes);
    // Every match pairs seeds adding up to size + 1, and every seed is on one line.
    for found in &bracket.first_round {
        let lower = size + 1 - found.higher_seed;
        assert_eq!(
            found.lower_seed,
            (lower <= n).then_some(lower),
            "{n}: {found:?}"
        );
    }
    let lines: BTreeSet<u16> = bracket.lines.iter().copied().collect();
    assert_eq!(lines, (1..=size).collect());
    // The top 2^q seeds are in different sections: two of them meet at round R − q + 1 at
    // the earliest; 1 and 2 only in the final.
    let top = n.min(16);
    for a in 1..=top {
        for b in a + 1..=top {
            let q = u16::try_from(u32::from(b).next_power_of_two().trailing_zeros()).unwrap();
            let earliest = bracket.earliest_meeting_round(a, b).unwrap();
            assert!(
                earliest + q > bracket.rounds,
                "{n}: {a} and {b} meet in round {earliest}"
            );
            assert_eq!(earliest, bracket.earliest_meeting_round(b, a).unwrap());
        }
    }
    if n >= 2 {
        assert_eq!(
            bracket.earliest_meeting_round(1, 2).unwrap(),
            bracket.rounds
        );
    }
}

#[test]
fn every_bracket_up_to_300_players_is_seeded_as_the_source_says() {
    for n in 2..=300 {
        check_bracket(&knockout(n).unwrap());
    }
}

#[test]
fn knockout_input_is_checked() {
    assert_eq!(
        knockout(1),
        Err(ScheduleError::TooFew {
            what: "players",
            found: 1,
            minimum: 2
        })
    );
    assert!(matches!(
        knockout(32_769),
        Err(ScheduleError::TooMany { .. })
    ));
    let bracket = knockout(12).unwrap();
    assert_eq!(
        bracket.earliest_meeting_round(3, 13),
        Err(ScheduleError::NumberOutOfRange {
            what: "seed",
            found: 13,
            maximum: 12
        })
    );
    assert_eq!(
        bracket.earliest_meeting_round(3, 3),
        Err(ScheduleError::SameSeed { seed: 3 })
    );
    assert_eq!(bracket.byes, [1, 2, 3, 4]);
}

#[test]
fn belgrade_groups_follow_the_snake_for_every_size_up_to_30() {
    for n in 1..=30u16 {
        for k in 1..=n {
            let grouping = belgrade_groups(n, k).unwrap();
            assert_eq!(grouping.groups.len(), usize::from(k));
            let mut all: Vec<u16> = grouping.groups.concat();
            all.sort_unstable();
            assert_eq!(all, (1..=n).collect::<Vec<_>>());
            let sizes: BTreeSet<usize> = grouping.groups.iter().map(Vec::len).collect();
            assert!(
                sizes.last().unwrap() - sizes.first().unwrap() <= 1,
                "{n}/{k}: {sizes:?}"
            );
            // Group g receives g, 2k+1−g, 2k+g, 4k+1−g, …: steps alternate 2k+1−2g and 2g−1.
            for (g, group) in (1u16..).zip(&grouping.groups) {
                let mut expected = Vec::new();
                let mut seed = g;
                let mut forward = true;
                while seed <= n {
                    expected.push(seed);
                    seed += if forward {
                        2 * k + 1 - 2 * g
                    } else {
                        2 * g - 1
                    };
                    forward = !forward;
                }
                assert_eq!(group, &expected, "{n} players, {k} groups, group {g}");
                assert_eq!(grouping.group_of(g), Some(g));
            }
        }
    }
    assert!(matches!(
        belgrade_groups(4, 5),
        Err(ScheduleError::TooMany { .. })
    ));
    assert!(matches!(
        belgrade_groups(4, 0),
        Err(ScheduleError::TooFew { .. })
    ));
    assert!(matches!(
        belgrade_groups(0, 1),
        Err(ScheduleError::TooFew { .. })
    ));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_bracket_size_is_seeded_consistently(n in 2u16..=4096) {
        let bracket = knockout(n).unwrap();
        prop_assert_eq!(&bracket.lines, &standard_order(bracket.bracket_size));
        prop_assert_eq!(bracket.byes.len(), usize::from(bracket.bracket_size - n));
    }
}
