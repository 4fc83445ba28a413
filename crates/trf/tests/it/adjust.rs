//! TRF-2026 `299` records: their columns, what malformed lines report, and writing them back.

use rondo_core::{AdjustmentKind, RoundNo, Score, ScoreAdjustment};
use rondo_trf::{WriteOptions, read, write};

use crate::render_diagnostics;

const PLAYERS: &str = "001    1      Alpha, Ann                        2000                             0.0    1\n\
001    2      Beta, Ben                         1900                             0.0    2\n";

#[track_caller]
fn check_adjustments(lines: &str) -> Vec<ScoreAdjustment> {
    let text = format!("{lines}\n{PLAYERS}");
    let file = read(text.as_bytes()).unwrap_or_else(|error| panic!("{error}"));
    assert!(
        write(&file, &WriteOptions::same_as(&file)) == text.as_bytes(),
        "byte round trip"
    );
    file.setup.score_adjustments
}

#[track_caller]
fn check_errors(line: &str) -> String {
    let text = format!("{line}\n{PLAYERS}");
    match read(text.as_bytes()) {
        Ok(file) => panic!("accepted: {:?}", file.setup.score_adjustments),
        Err(error) => render_diagnostics(&error.problems),
    }
}

fn points(tenths: i32) -> Option<Score> {
    Some(Score::from_tenths(tenths))
}

#[test]
fn fields_are_read_at_their_fide_columns() {
    let read = check_adjustments(
        "299           2.0    1    2\n\
         299 -   1.0\n\
         299 h   0.5   0.5  000    1    2\n\
         299         -10.0         1\n\
         299 +         1.0  003 0000    2",
    );
    let round = RoundNo::new;
    assert_eq!(
        read,
        vec![
            ScoreAdjustment {
                kind: AdjustmentKind::Bonus,
                match_points: None,
                points: points(20),
                round: round(1),
                targets: vec![2],
            },
            ScoreAdjustment {
                kind: AdjustmentKind::ForfeitLoss,
                match_points: points(10),
                points: None,
                round: None,
                targets: vec![],
            },
            // Letters in either case; `000` is no round.
            ScoreAdjustment {
                kind: AdjustmentKind::HalfPointBye,
                match_points: points(5),
                points: points(5),
                round: None,
                targets: vec![1, 2],
            },
            // A two-digit negative value takes the space before its field.
            ScoreAdjustment {
                kind: AdjustmentKind::Bonus,
                match_points: None,
                points: points(-100),
                round: None,
                targets: vec![1],
            },
            // `0000` names nobody.
            ScoreAdjustment {
                kind: AdjustmentKind::ForfeitWin,
                match_points: None,
                points: points(10),
                round: round(3),
                targets: vec![2],
            },
        ]
    );
}

#[test]
fn a_changed_record_is_written_at_the_fide_columns() {
    let text = format!("299 W 1.0 0.5 2 1\n{PLAYERS}");
    // Words instead of columns: not a 299 record rondo can read.
    assert!(read(text.as_bytes()).is_err());

    let text = format!("299 W         0.5    2    1\n{PLAYERS}");
    let mut file = read(text.as_bytes()).unwrap();
    file.setup.score_adjustments[0].points = points(-105);
    file.setup.score_adjustments[0].targets.push(2);
    let written = String::from_utf8(write(&file, &WriteOptions::same_as(&file))).unwrap();
    assert_eq!(
        written.lines().next(),
        Some("299 W       -10.5    2    1    2")
    );
    let again = read(written.as_bytes()).unwrap();
    assert_eq!(again.setup.score_adjustments, file.setup.score_adjustments);
}

#[test]
fn malformed_lines_are_errors_at_their_column() {
    insta::assert_snapshot!(check_errors("299 X         1.0    1    2"), @r"
    error: 1:5: invalid 299 type 'X' (expected one of W D L F H Z + - or a blank)
       | 299 X         1.0    1    2
       |     ^
    ");
    insta::assert_snapshot!(check_errors("299           1.x    1    2"), @r"
    error: 1:15: invalid points '1.x' (expected a number with one decimal from -1000 to 1000, like 1.0)
       | 299           1.x    1    2
       |               ^
    ");
    insta::assert_snapshot!(check_errors("299           1.0   1a    2"), @r"
    error: 1:20: invalid round '1a' (expected a number)
       | 299           1.0   1a    2
       |                    ^
    ");
    insta::assert_snapshot!(check_errors("299           1.0    1   2x"), @r"
    error: 1:24: invalid number '2x' (expected a number)
       | 299           1.0    1   2x
       |                        ^
    ");
    // A line written with one space too many: the points run into the gap before the round.
    insta::assert_snapshot!(check_errors("299            1.0    1    2"), @r"
    error: 1:18: unexpected '0' (expected a space between the points and the round; the columns may be misaligned)
       | 299            1.0    1    2
       |                  ^
    ");
    insta::assert_snapshot!(check_errors("299 -                1    2"), @r"
    error: 1:8: invalid 299 points '' (expected match points at columns 8-11 or points at columns 14-17)
       | 299 -                1    2
       |        ^
    ");
}

#[test]
fn a_start_number_without_a_player_is_a_warning_at_the_number() {
    let text = format!("299           1.0    1    2    7\n{PLAYERS}");
    let file = read(text.as_bytes()).unwrap();
    insta::assert_snapshot!(render_diagnostics(&file.warnings), @r"
    warning: 1:32: 299 record names start number 7, which no 001 line has (expected the start number of a player); ignored
       | 299           1.0    1    2    7
       |                                ^
    ");
}

#[test]
fn a_line_in_the_columns_of_fides_draft_sample_is_read_there_with_a_warning() {
    let text = format!("299 +  2.0  2.5   1    1\n{PLAYERS}");
    let file = read(text.as_bytes()).unwrap();
    assert_eq!(
        file.setup.score_adjustments,
        vec![ScoreAdjustment {
            kind: AdjustmentKind::ForfeitWin,
            match_points: points(20),
            points: points(25),
            round: RoundNo::new(1),
            targets: vec![1],
        }]
    );
    assert_eq!(file.warnings.len(), 1);
    assert_eq!(file.warnings[0].location.column, 5);
    assert!(write(&file, &WriteOptions::same_as(&file)) == text.as_bytes());
}
