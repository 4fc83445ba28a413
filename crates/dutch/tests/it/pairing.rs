//! Behaviour on small hand-made tournaments.

use rondo_dutch::PairOptions;

use crate::support::{Builder, pair};

#[test]
fn first_round_pairs_top_half_against_bottom_half_with_alternating_colours() {
    let tournament = Builder::new(&["2400", "2300", "2200", "2100", "2000", "1900"])
        .rounds(5)
        .build();
    assert_eq!(pair(&tournament, 1, &PairOptions::default()), "1-4 5-2 3-6");
}

#[test]
fn first_round_odd_field_gives_the_bye_to_the_lowest_player() {
    let tournament = Builder::new(&["2400", "2300", "2200", "2100", "2000"])
        .rounds(5)
        .build();
    assert_eq!(
        pair(&tournament, 1, &PairOptions::default()),
        "1-3 4-2 bye:5"
    );
}
