//! Pairings without a result yet: an opponent and a colour with a blank result.

use rondo_core::{Colour, PlayerId, RoundEntry};
use rondo_trf::{CheckOptions, DiagnosticKind, Format, LineEnding, WriteOptions};
use rondo_trf::{check, from_json, read, to_json, write};

/// Round 2 published: 1-2 and 3-4 scheduled (the blocks of White end the line, as writers trim
/// trailing blanks; Black's blocks keep theirs).
const PENDING: &str = "012 Pending\n\
XXR 3\n\
001    1      Alpha, Ann                        2000                             1.0    1     3 w 1     2 w\n\
001    2      Beta, Ben                         1900                             0.5    2     4 b =     1 b  \n\
001    3      Gamma, Gia                        1800                             0.0    3     1 b 0     4 w\n\
001    4      Delta, Dan                        1700                             0.5    4     2 w =     3 b  \n";

fn id(number: u16) -> PlayerId {
    PlayerId::new(number).unwrap()
}

#[test]
fn an_opponent_and_a_colour_without_a_result_read_as_a_scheduled_pairing() {
    let file = read(PENDING.as_bytes()).unwrap();
    assert!(file.warnings.is_empty(), "{:?}", file.warnings);
    let entries: Vec<RoundEntry> = file.setup.players.iter().map(|p| p.entry(1)).collect();
    assert_eq!(
        entries,
        vec![
            RoundEntry::Scheduled {
                opponent: id(2),
                colour: Colour::White
            },
            RoundEntry::Scheduled {
                opponent: id(1),
                colour: Colour::Black
            },
            RoundEntry::Scheduled {
                opponent: id(4),
                colour: Colour::White
            },
            RoundEntry::Scheduled {
                opponent: id(3),
                colour: Colour::Black
            },
        ]
    );
    let checked = check(&file, &CheckOptions::default()).unwrap();
    assert_eq!(checked.tournament.paired_rounds(), 2);
    assert_eq!(
        write(&file, &WriteOptions::same_as(&file)),
        PENDING.as_bytes()
    );
}

#[test]
fn an_opponent_without_colour_or_result_is_still_an_error() {
    let text = PENDING.replace("    1 b  \n", "    1 -  \n");
    let error = read(text.as_bytes()).unwrap_err();
    assert!(
        error
            .problems
            .iter()
            .any(|p| p.kind == DiagnosticKind::MissingResult { opponent: 1 }),
        "{error}"
    );
}

#[test]
fn a_scheduled_pairing_is_written_as_opponent_colour_and_a_blank_result() {
    let mut file = read(PENDING.as_bytes()).unwrap();
    // Changing the points column makes the writer render player 2's line afresh.
    file.setup.players[1].stated_points = None;
    let options = WriteOptions::default()
        .with_format(Format::Trf16)
        .with_line_ending(LineEnding::Lf);
    let text = String::from_utf8(write(&file, &options)).unwrap();
    let line = text.lines().find(|l| l.starts_with("001    2")).unwrap();
    assert!(line.ends_with("     4 b =     1 b"), "{line:?}");
    let again = read(text.as_bytes()).unwrap();
    assert_eq!(again.setup.players[1].rounds, file.setup.players[1].rounds);
}

#[test]
fn scheduled_pairings_survive_trf_2026_and_json() {
    let file = read(PENDING.as_bytes()).unwrap();
    let options = WriteOptions::default()
        .with_format(Format::Trf2026)
        .with_line_ending(LineEnding::Lf);
    let converted = read(&write(&file, &options)).unwrap();
    assert_eq!(converted.format, Format::Trf2026);
    assert_eq!(converted.setup.players, file.setup.players);

    let json = to_json(&file.setup);
    assert!(
        json.contains("\"kind\": \"scheduled\""),
        "the JSON tag names the entry: {json}"
    );
    assert_eq!(from_json(&json).unwrap(), file.setup);
}
