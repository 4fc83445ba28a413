//! Hostile sizes and shapes: the reader's answer stays short and its memory bounded however
//! large or repetitive the input.

use rondo_trf::{DiagnosticKind, Severity, read};

const PLAYER: &str =
    "001    1      Alpha, Ann                        2000                             1.0    1  ";

#[test]
fn a_line_of_a_million_bad_blocks_gives_a_hundred_errors_and_no_copies_of_it() {
    let blocks = vec!["   2 w X"; 1_000_000].join("  ");
    let text = format!("012 Huge\n{PLAYER}{blocks}\n");
    let error = read(text.as_bytes()).unwrap_err();
    assert_eq!(error.errors().count(), 101);
    assert!(matches!(
        error.problems.last().unwrap().kind,
        DiagnosticKind::TooManyProblems(100)
    ));
    // A hundred copies of a 10 MB line would be a gigabyte.
    assert!(error.problems.iter().all(|p| p.source_line.is_empty()));
    assert_eq!(error.problems[0].location.line, 2);
    assert_eq!(error.problems[0].location.column, 99);
}

#[test]
fn warnings_stop_after_one_hundred() {
    let mut text = format!("{PLAYER}\n");
    for id in 2..400 {
        text.push_str(&format!("XXP 1 {id}\n"));
    }
    let file = read(text.as_bytes()).unwrap();
    assert_eq!(file.warnings.len(), 101);
    assert!(
        file.warnings
            .iter()
            .all(|w| w.severity == Severity::Warning)
    );
    assert_eq!(
        file.warnings.last().unwrap().to_string(),
        "102:7: too many warnings; stopped showing them after 100"
    );
}

#[test]
fn a_repeated_record_is_reported_once_with_its_count() {
    let text = format!("{}{PLAYER}\n", "012 Again\nXXR 2\n".repeat(50_000));
    let file = read(text.as_bytes()).unwrap();
    let messages: Vec<String> = file.warnings.iter().map(ToString::to_string).collect();
    assert_eq!(
        messages,
        [
            "3:1: record 012 appears again (first on line 1, 50000 times in all); the last one counts (expected it once)",
            "4:1: record XXR appears again (first on line 2, 50000 times in all); the last one counts (expected it once)",
        ]
    );
}

#[test]
fn text_that_is_not_trf_gets_one_message() {
    let message = |bytes: &[u8]| -> Vec<String> {
        read(bytes)
            .unwrap_err()
            .problems
            .iter()
            .map(ToString::to_string)
            .collect()
    };
    let utf16: Vec<u8> = b"\xFF\xFE"
        .iter()
        .copied()
        .chain(PLAYER.bytes().flat_map(|b| [b, 0]))
        .collect();
    assert_eq!(
        message(&utf16),
        [
            "1:1: file is UTF-16 text (expected UTF-8 or Windows-1252); save it as UTF-8 and try again"
        ]
    );
    let without_bom: Vec<u8> = PLAYER.bytes().flat_map(|b| [b, 0]).collect();
    assert_eq!(message(&without_bom), message(&utf16));
    let binary: Vec<u8> = (0..=255u8).cycle().take(1000).collect();
    assert_eq!(
        message(&binary),
        [
            "1:1: file is binary data, not text (found byte 0x00, and 120 control bytes in all); expected a TRF text file"
        ]
    );
    assert_eq!(
        message(b"{\"players\": []}\n"),
        [
            "1:1: no TRF record found (expected lines that start with a record code such as 012 or 001); is this a tournament report file?"
        ]
    );
}

#[test]
fn start_numbers_that_no_player_has_are_named() {
    let text = format!(
        "{PLAYER}\n\
         001    2      Beta, Ben                         1900                             0.0    2  \n\
         XXP 1 2 3 4\n\
         XXZ 7\n\
         240 H   2    1\n"
    );
    let file = read(text.as_bytes()).unwrap();
    let messages: Vec<String> = file.warnings.iter().map(ToString::to_string).collect();
    assert_eq!(
        messages,
        [
            "3:9: XXP record names start number 3 (and 1 more), which no 001 line has (expected the start number of a player); ignored",
            "4:5: XXZ record names start number 7, which no 001 line has (expected the start number of a player); ignored",
        ]
    );
}
