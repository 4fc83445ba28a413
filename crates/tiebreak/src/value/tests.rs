use super::*;

#[test]
fn prints_fixed_decimals_rounding_half_away_from_zero() {
    assert_eq!(TiebreakValue::ratio(345, 4, 2).to_string(), "86.25");
    assert_eq!(TiebreakValue::ratio(1, 8, 2).to_string(), "0.13");
    assert_eq!(TiebreakValue::ratio(-1, 8, 2).to_string(), "-0.13");
    assert_eq!(TiebreakValue::ratio(130, 3, 3).to_string(), "43.333");
    assert_eq!(TiebreakValue::ratio(7, 2, 0).to_string(), "4");
    assert_eq!(TiebreakValue::integer(2433).to_string(), "2433");
    assert_eq!(
        TiebreakValue::score(Score::from_points(74)).to_string(),
        "74.0"
    );
    assert_eq!(TiebreakValue::ratio(5, 100, 2).to_string(), "0.05");
}

#[test]
fn compares_exactly_whatever_the_precision() {
    let third = TiebreakValue::ratio(1, 3, 2);
    let near = TiebreakValue::ratio(33, 100, 2);
    assert_ne!(third, near);
    assert!(third > near);
    assert_eq!(TiebreakValue::ratio(2, 4, 1), TiebreakValue::ratio(1, 2, 3));
    assert_eq!(
        TiebreakValue::ratio(1, -2, 1),
        TiebreakValue::ratio(-1, 2, 1)
    );
    assert_eq!(TiebreakValue::ratio(3, 0, 1), TiebreakValue::ZERO);
}

#[test]
fn reduced_fraction() {
    let value = TiebreakValue::ratio(150, 20, 1);
    assert_eq!((value.numerator(), value.denominator()), (15, 2));
    assert!(!value.is_integer());
    assert!(TiebreakValue::ratio(40, 20, 0).is_integer());
    assert_eq!(value.scaled(2), 750);
}
