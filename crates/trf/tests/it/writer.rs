//! The writer: what changes when the model changes, and conversions of line endings.

use rondo_core::{Colour, GameResult, Player, PlayerId, RoundEntry, Score};
use rondo_trf::{Format, LineEnding, TrfFile, WriteOptions, read, rewrite, write};

const FILE: &str = "012 Small\r\n\
001    1      Alpha, Ann                        2000                             1.0    1  0002 w 1\r\n\
### a comment between the players\r\n\
001    2      Beta, Ben                         1900                             0.0    2  0001 b 0\r\n";

fn lines(bytes: &[u8]) -> Vec<String> {
    String::from_utf8(bytes.to_vec())
        .unwrap()
        .split("\r\n")
        .map(str::to_owned)
        .collect()
}

fn id(number: u16) -> PlayerId {
    PlayerId::new(number).unwrap()
}

#[test]
fn changing_a_player_rewrites_only_that_line() {
    let mut file = read(FILE.as_bytes()).unwrap();
    let options = WriteOptions::same_as(&file);
    file.setup.players[1].stated_points = Some(Score::HALF);
    file.setup.players[1].rounds[0] = RoundEntry::Game {
        opponent: id(1),
        colour: Colour::Black,
        result: GameResult::Draw,
    };
    let before = lines(FILE.as_bytes());
    let after = lines(&write(&file, &options));
    assert_eq!(after.len(), before.len());
    for (index, (old, new)) in before.iter().zip(&after).enumerate() {
        if index == 3 {
            assert_eq!(
                new,
                "001    2      Beta, Ben                         1900                             0.5    2     1 b ="
            );
        } else {
            assert_eq!(old, new);
        }
    }
}

#[test]
fn a_rewrite_corrects_the_points_and_keeps_the_other_lines() {
    let file = read(FILE.as_bytes()).unwrap();
    let mut setup = file.setup.clone();
    setup.players[1].rounds[0] = RoundEntry::Game {
        opponent: id(1),
        colour: Colour::Black,
        result: GameResult::Draw,
    };
    let before = lines(FILE.as_bytes());
    let after = lines(&rewrite(&file, setup));
    assert_eq!(after.len(), before.len());
    for (index, (old, new)) in before.iter().zip(&after).enumerate() {
        if index == 3 {
            // The points column follows the new result (the stated 0.0 was not touched).
            assert_eq!(
                new,
                "001    2      Beta, Ben                         1900                             0.5    2     1 b ="
            );
        } else {
            assert_eq!(old, new);
        }
    }
}

#[test]
fn new_players_and_records_go_to_their_places() {
    let mut file = read(FILE.as_bytes()).unwrap();
    file.setup.players.push(Player::new(id(3), "Gamma, Gia"));
    file.setup.declared_rounds = Some(7);
    let options = WriteOptions::default()
        .with_format(Format::Trf16)
        .with_line_ending(LineEnding::CrLf);
    let written = lines(&write(&file, &options));
    assert_eq!(written[0], "012 Small");
    assert_eq!(written[1], "XXR 7");
    assert!(written[2].starts_with("001    1"));
    assert!(written[3].starts_with("###"));
    assert!(written[5].starts_with("001    3      Gamma, Gia"));
    // The comment keeps its place between the players, one line further down.
    let mut again = read(&write(&file, &options)).unwrap().setup;
    assert_eq!(again.other_records[0].position, 3);
    again.other_records[0].position = 2;
    assert_eq!(again, file.setup);
}

#[test]
fn line_endings_can_be_changed() {
    let file = read(FILE.as_bytes()).unwrap();
    assert_eq!(file.line_ending, LineEnding::CrLf);
    for line_ending in [LineEnding::Cr, LineEnding::Lf, LineEnding::CrLf] {
        let options = WriteOptions::default()
            .with_format(file.format)
            .with_line_ending(line_ending);
        let bytes = write(&file, &options);
        let text = String::from_utf8(bytes.clone()).unwrap();
        assert_eq!(text.matches(line_ending.as_str()).count(), 4);
        let again = read(&bytes).unwrap();
        assert_eq!(again.line_ending, line_ending);
        assert_eq!(again.setup, file.setup);
    }
}

#[test]
fn a_file_from_a_setup_has_the_standard_layout() {
    let file = read(FILE.as_bytes()).unwrap();
    let fresh = TrfFile::from_setup(file.setup.clone());
    let options = WriteOptions::default()
        .with_format(Format::Trf2026)
        .with_line_ending(LineEnding::Lf);
    let text = String::from_utf8(write(&fresh, &options)).unwrap();
    insta::assert_snapshot!(text, @r"
    012 Small
    001    1      Alpha, Ann                        2000                             1.0    1     2 w 1
    ### a comment between the players
    001    2      Beta, Ben                         1900                             0.0    2     1 b 0
    ");
}

#[test]
fn windows_1252_files_are_written_back_in_windows_1252() {
    let bytes = b"012 Pe\xf1\xedscola\r\n001    1      N\xfa\xf1ez, Jos\xe9                       2000                             0.0    1\r\n";
    let file = read(bytes).unwrap();
    assert_eq!(file.setup.players[0].name, "Núñez, José");
    assert_eq!(write(&file, &WriteOptions::same_as(&file)), bytes);
}
