use super::*;

#[test]
fn below_handles_the_edge_bounds() {
    let mut generator = SplitMix64::new(9);
    assert_eq!(generator.below(0), 0);
    assert_eq!(generator.below(1), 0);
    // A bound just above 2^63 rejects almost half the values and must still terminate.
    let bound = (1u64 << 63) + 1;
    for _ in 0..100 {
        assert!(generator.below(bound) < bound);
    }
}

#[test]
fn given_numbers_are_kept_in_entrant_order() {
    let given = given_pairing_numbers(&[2, 3, 1]).unwrap();
    assert_eq!(given.by_entrant, [2, 3, 1]);
    assert_eq!(given.entrant_with(3), Some(1));
    assert_eq!(given.number_of(5), None);
}
