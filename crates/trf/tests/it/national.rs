//! National Rating Support lines (TRF-2026): which lines are read as national ratings, what is
//! read from them, and how they are written back after a change.

use rondo_core::{NationalRating, PlayerId, Rating};
use rondo_trf::{DiagnosticKind, WriteOptions, read, to_json, write};

const PLAYERS: &str = "012 National\n\
001    1 m    Alpha, Ann                        2000 FRA                         0.0    1\n\
001    2 w    Beta, Bea                         1900 IND                         0.0    2\n";

fn id(number: u16) -> PlayerId {
    PlayerId::new(number).unwrap()
}

/// The file of the players and `extra` lines; each must round-trip byte for byte.
#[track_caller]
fn read_with(extra: &str) -> rondo_trf::TrfFile {
    let text = format!("{PLAYERS}{extra}");
    let file = read(text.as_bytes()).unwrap();
    assert_eq!(
        String::from_utf8(write(&file, &WriteOptions::same_as(&file))).unwrap(),
        text
    );
    file
}

#[test]
fn national_rating_lines_as_programs_write_them_are_read() {
    let file = read_with(
        // Gacrux (the FIDE TEC's team sample): a region code as the origin, a numeric id.
        "IND    2   GM Player0002 Test0002               2634 CG  70100010001 1987/07/05\n\
         ### Sharly Chess: a national category in the title columns, no name, a French id.\n\
         FRA    1    A                                   2200 IDF      D50113\n\
         ### echecs.js: the rating only, the line cut after it.\n\
         RUS    1                                        2650\n",
    );
    assert!(file.warnings.is_empty(), "{:?}", file.warnings);
    let lines = &file.setup.national_ratings;
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[0],
        NationalRating {
            rating: Some(Rating(2634)),
            origin: Some("CG".to_owned()),
            national_id: Some("70100010001".to_owned()),
            title: Some("GM".to_owned()),
            name: Some("Player0002 Test0002".to_owned()),
            birth_date: Some("1987/07/05".to_owned()),
            ..NationalRating::new("IND", id(2))
        }
    );
    assert_eq!(
        lines[1],
        NationalRating {
            rating: Some(Rating(2200)),
            origin: Some("IDF".to_owned()),
            national_id: Some("D50113".to_owned()),
            title: Some("A".to_owned()),
            ..NationalRating::new("FRA", id(1))
        }
    );
    assert_eq!(
        lines[2],
        NationalRating {
            rating: Some(Rating(2650)),
            ..NationalRating::new("RUS", id(1))
        }
    );
    // The comments stay as raw records.
    assert_eq!(file.setup.other_records.len(), 2);
    assert!(to_json(&file.setup).contains("\"national_ratings\""));
}

#[test]
fn other_records_with_capital_letter_codes_stay_unknown() {
    let file = read_with(
        "DAT    1 EMAIL ann@example.org\n\
         DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB\n\
         XXY    1\n\
         BBX    1\n",
    );
    assert!(file.warnings.is_empty(), "{:?}", file.warnings);
    assert!(file.setup.national_ratings.is_empty());
    assert_eq!(file.setup.other_records.len(), 4);
}

#[test]
fn a_line_that_does_not_fit_the_layout_is_kept_with_a_warning() {
    // The name one column to the right of its field: the title's last column holds `M`.
    let file = read_with("GER    1 m  GM Müller, Jürgen                    2450 BAV     1234567\n");
    assert!(file.setup.national_ratings.is_empty());
    assert_eq!(file.setup.other_records.len(), 1);
    assert_eq!(file.warnings.len(), 1);
    assert_eq!(file.warnings[0].location.line, 4);
    assert_eq!(file.warnings[0].location.column, 14);
    assert_eq!(
        file.warnings[0].kind,
        DiagnosticKind::NationalRatingNotRead {
            found: "M".to_owned(),
            expected: "a space between two fields of the 001 layout",
        }
    );
    // A rating that is not a number, and start number 0.
    for (line, column) in [
        ("GER    1                                        24x0\n", 49),
        ("GER    0                                        2450\n", 5),
    ] {
        let file = read_with(line);
        assert!(file.setup.national_ratings.is_empty());
        assert_eq!(file.warnings[0].location.column, column, "{line}");
    }
}

#[test]
fn a_line_for_a_start_number_nobody_has_is_kept_with_a_warning() {
    let file = read_with("GER    7                                        2450\n");
    assert_eq!(file.setup.national_ratings[0].player, id(7));
    assert_eq!(
        file.warnings[0].kind,
        DiagnosticKind::UnknownPlayer {
            record: "GER".to_owned(),
            id: 7,
            more: 0
        }
    );
}

#[test]
fn a_renumbered_line_keeps_its_text_and_new_lines_follow_the_last_one() {
    let mut file = read_with(
        "IND    2   GM Player0002 Test0002               2634 CG  70100010001 1987/07/05\n\
         XXR 5\n",
    );
    file.setup.national_ratings[0].player = id(1);
    let mut added = NationalRating::new("FRA", id(2));
    added.rating = Some(Rating(1850));
    added.national_id = Some("K12345".to_owned());
    file.setup.national_ratings.push(added);
    let written = String::from_utf8(write(&file, &WriteOptions::same_as(&file))).unwrap();
    let lines: Vec<&str> = written.lines().collect();
    assert_eq!(
        lines[3],
        "IND    1   GM Player0002 Test0002               2634 CG  70100010001 1987/07/05"
    );
    assert_eq!(
        lines[4],
        "FRA    2                                        1850          K12345"
    );
    assert_eq!(lines[5], "XXR 5");
    // A changed rating writes the line in the 001 layout.
    let mut again = read(written.as_bytes()).unwrap();
    assert_eq!(again.setup.national_ratings.len(), 2);
    again.setup.national_ratings[0].rating = Some(Rating(2640));
    let rewritten = String::from_utf8(write(&again, &WriteOptions::same_as(&again))).unwrap();
    assert_eq!(
        rewritten.lines().nth(3),
        Some("IND    1   GM Player0002 Test0002               2640 CG  70100010001 1987/07/05")
    );
}

#[test]
fn lines_of_a_file_without_any_go_right_after_the_players() {
    let mut file = read_with("XXR 5\n");
    file.setup.national_ratings.push(NationalRating {
        rating: Some(Rating(1700)),
        ..NationalRating::new("ESP", id(2))
    });
    let written = String::from_utf8(write(&file, &WriteOptions::same_as(&file))).unwrap();
    let lines: Vec<&str> = written.lines().collect();
    assert!(lines[2].starts_with("001    2"));
    assert_eq!(
        lines[3],
        "ESP    2                                        1700"
    );
    assert_eq!(lines[4], "XXR 5");
    let again = read(written.as_bytes()).unwrap();
    assert_eq!(again.setup, file.setup);
}
