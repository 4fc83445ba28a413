//! The order of 9.3 against the text's table.

use crate::procedure::exchange_order;

/// Every pairing of the teams `arranged`, in the order 9.3 tries them: the first team takes
/// each opponent of the order in turn, and the rest is paired the same way.
fn all_in_order(arranged: &[u16]) -> Vec<String> {
    let Some((&first, _)) = arranged.split_first() else {
        return vec![String::new()];
    };
    let mut result = Vec::new();
    for place in exchange_order(arranged.len()) {
        let opponent = arranged[place];
        let rest: Vec<u16> = arranged
            .iter()
            .copied()
            .filter(|&t| t != first && t != opponent)
            .collect();
        for tail in all_in_order(&rest) {
            result.push(format!("{first}x{opponent} {tail}").trim().to_owned());
        }
    }
    result
}

// 9.3: the text lists the fifteen pairings of a group of six in the order they are tried.
#[test]
fn art_9_3_the_fifteen_pairings_of_six_teams() {
    assert_eq!(
        all_in_order(&[1, 2, 3, 4, 5, 6]),
        [
            "1x4 2x5 3x6",
            "1x4 2x6 3x5",
            "1x4 2x3 5x6",
            "1x5 2x4 3x6",
            "1x5 2x6 3x4",
            "1x5 2x3 4x6",
            "1x6 2x4 3x5",
            "1x6 2x5 3x4",
            "1x6 2x3 4x5",
            "1x3 2x5 4x6",
            "1x3 2x6 4x5",
            "1x3 2x4 5x6",
            "1x2 3x5 4x6",
            "1x2 3x6 4x5",
            "1x2 3x4 5x6",
        ]
    );
}

// 9.3 for two and four teams: the top half against the bottom half first.
#[test]
fn art_9_3_small_groups() {
    assert_eq!(all_in_order(&[1, 2]), ["1x2"]);
    assert_eq!(
        all_in_order(&[1, 2, 3, 4]),
        ["1x3 2x4", "1x4 2x3", "1x2 3x4"]
    );
}
