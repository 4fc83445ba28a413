//! Unit tests of the vocabulary types: scores, ids, titles, results and scoring systems.

use std::str::FromStr;

use proptest::prelude::*;

use crate::{GameResult, PlayerId, RoundEntry, RoundNo, Score, ScoringSystem, Title, Unplayed};

#[test]
fn scores_read_the_forms_trf_files_use() {
    let tenths = |text: &str| Score::from_str(text).map(Score::tenths);
    assert_eq!(tenths("2.5"), Ok(25));
    assert_eq!(tenths(" 11.5"), Ok(115));
    assert_eq!(tenths("02.0"), Ok(20));
    assert_eq!(tenths("3"), Ok(30));
    assert_eq!(tenths(".5"), Ok(5));
    assert_eq!(tenths("2,5"), Ok(25));
    assert_eq!(tenths("-1.0"), Ok(-10));
    assert_eq!(tenths("2.50"), Ok(25));
    for bad in ["", " ", ".", "2.55", "x", "1.x5", "--1", "99999999999"] {
        assert!(Score::from_str(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn scores_print_with_one_or_the_fewest_decimals() {
    assert_eq!(Score::from_tenths(25).to_one_decimal(), "2.5");
    assert_eq!(Score::from_tenths(30).to_one_decimal(), "3.0");
    assert_eq!(Score::from_tenths(-5).to_one_decimal(), "-0.5");
    assert_eq!(Score::from_tenths(30).to_string(), "3");
    assert_eq!(Score::from_tenths(-5).to_string(), "-0.5");
    assert_eq!(Score::from_halves(3), Score::from_tenths(15));
    assert_eq!(Score::from_points(2), Score::from_tenths(20));
}

proptest! {
    #[test]
    fn one_decimal_text_reads_back(tenths in -100_000i32..100_000) {
        let score = Score::from_tenths(tenths);
        prop_assert_eq!(score.to_one_decimal().parse::<Score>(), Ok(score));
        prop_assert_eq!(score.to_string().parse::<Score>(), Ok(score));
    }

    #[test]
    fn reading_any_text_never_panics(text in ".{0,12}") {
        let _ = text.parse::<Score>();
        let _ = Title::from_code(&text);
    }
}

#[test]
fn ids_are_one_based_and_bounded() {
    assert_eq!(PlayerId::new(0), None);
    assert_eq!(PlayerId::new(10_000), None);
    assert_eq!(PlayerId::new(9999).map(PlayerId::index), Some(9998));
    assert_eq!(PlayerId::from_index(0).map(PlayerId::get), Some(1));
    assert_eq!(PlayerId::from_index(9999), None);
    assert_eq!(RoundNo::new(0), None);
    assert_eq!(RoundNo::FIRST.next().get(), 2);
    let rounds: Vec<u16> = RoundNo::new(3)
        .map(|r| r.up_to().map(RoundNo::get).collect())
        .unwrap_or_default();
    assert_eq!(rounds, [1, 2, 3]);
}

#[test]
fn titles_read_full_and_short_codes() {
    for title in Title::ALL {
        assert_eq!(Title::from_code(title.code()), Some(title));
        assert_eq!(Title::from_code(title.short_code()), Some(title));
        assert_eq!(
            Title::from_code(&format!(" {}", title.code().to_lowercase())),
            Some(title)
        );
    }
    assert_eq!(Title::from_code("AGM"), None);
    // C.04.2: GM, IM, WGM, FM, WIM, CM, WFM, WCM.
    assert!(Title::GM < Title::IM && Title::IM < Title::WGM && Title::WGM < Title::FM);
    assert!(Title::FM < Title::WIM && Title::WIM < Title::CM && Title::CM < Title::WFM);
    assert!(Title::WFM < Title::WCM);
}

#[test]
fn results_reverse_and_entries_classify() {
    for result in [
        GameResult::Win,
        GameResult::Draw,
        GameResult::Loss,
        GameResult::UnratedWin,
        GameResult::UnratedDraw,
        GameResult::UnratedLoss,
    ] {
        assert_eq!(result.reversed().reversed(), result);
        assert_eq!(result.reversed().is_rated(), result.is_rated());
    }
    let bye = |u| RoundEntry::Unplayed(u);
    assert!(bye(Unplayed::PairingBye).is_paired());
    assert!(
        bye(Unplayed::ForfeitWin {
            opponent: None,
            colour: None
        })
        .is_paired()
    );
    assert!(!bye(Unplayed::HalfPointBye).is_paired());
    assert!(bye(Unplayed::ZeroPointBye).is_announced_absence());
    assert!(!RoundEntry::NOT_PAIRED.is_announced_absence());
    assert!(
        !bye(Unplayed::ForfeitLoss {
            opponent: None,
            colour: None
        })
        .is_played()
    );
}

#[test]
fn what_counts_as_a_win_without_playing() {
    let fide = ScoringSystem::default();
    assert!(fide.unplayed_counts_as_win(Unplayed::PairingBye));
    assert!(fide.unplayed_counts_as_win(Unplayed::FullPointBye));
    assert!(fide.unplayed_counts_as_win(Unplayed::ForfeitWin {
        opponent: None,
        colour: None
    }));
    assert!(!fide.unplayed_counts_as_win(Unplayed::HalfPointBye));
    assert!(!fide.unplayed_counts_as_win(Unplayed::ZeroPointBye));
    assert!(fide.is_standard_shape());
    let football = ScoringSystem {
        win: Score::from_points(3),
        draw: Score::ONE,
        ..ScoringSystem::default()
    };
    assert!(!football.is_standard_shape());
    assert!(
        !football.unplayed_counts_as_win(Unplayed::FullPointBye),
        "1 point is not a win"
    );
    assert_eq!(football.max_per_game(), Score::from_points(3));
}

/// A file may declare absurd point values (`XXS W=100000000`); sums of them saturate instead of
/// overflowing, which panicked in debug builds and wrapped around to negative scores in release
/// builds.
#[test]
fn score_arithmetic_saturates() {
    let huge = Score::from_tenths(i32::MAX - 5);
    assert_eq!(huge + Score::ONE, Score::from_tenths(i32::MAX));
    assert_eq!(
        [huge, huge, huge].iter().sum::<Score>(),
        Score::from_tenths(i32::MAX)
    );
    assert_eq!(-huge - huge, Score::from_tenths(i32::MIN));
    assert_eq!(huge.times(3), Score::from_tenths(i32::MAX));
    assert_eq!(Score::from_points(i32::MAX), Score::from_tenths(i32::MAX));
    let mut total = huge;
    total += huge;
    assert_eq!(total, Score::from_tenths(i32::MAX));
    total -= Score::from_tenths(i32::MAX);
    assert_eq!(total, Score::ZERO);
}
