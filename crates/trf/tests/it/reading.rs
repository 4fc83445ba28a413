//! What the extension and header records mean once read.

use rondo_core::{
    Absence, AbsenceKind, Acceleration, Colour, ForbiddenPairs, PlayerId, RoundEntry, RoundNo,
    Score, ScoringSystem, Sex, Title, TournamentSetup, Unplayed,
};
use rondo_trf::{Date, Format, parse_date, read};

const PLAYERS: &str = "001    1      Alpha, Ann                        2000                             0.0    1\n\
001    2      Beta, Ben                         1900                             0.0    2\n";

#[track_caller]
fn check_records(records: &str) -> TournamentSetup {
    let text = format!("{records}\n{PLAYERS}");
    match read(text.as_bytes()) {
        Ok(file) => file.setup,
        Err(error) => panic!("{error}"),
    }
}

#[track_caller]
fn check_scoring(records: &str, expected: [(f32, &str); 9]) {
    let scoring = check_records(records).scoring;
    let actual = [
        (scoring.win, "win"),
        (scoring.draw, "draw"),
        (scoring.loss, "loss"),
        (scoring.forfeit_win, "forfeit win"),
        (scoring.forfeit_loss, "forfeit loss"),
        (scoring.pairing_bye, "pab"),
        (scoring.half_point_bye, "hpb"),
        (scoring.full_point_bye, "fpb"),
        (scoring.zero_point_bye, "zpb"),
    ];
    for ((score, name), (value, expected_name)) in actual.iter().zip(expected) {
        assert_eq!(*name, expected_name);
        #[allow(clippy::cast_possible_truncation)]
        let tenths = (value * 10.0).round() as i32;
        assert_eq!(*score, Score::from_tenths(tenths), "{records}: {name}");
    }
}

const NAMES: [&str; 9] = [
    "win",
    "draw",
    "loss",
    "forfeit win",
    "forfeit loss",
    "pab",
    "hpb",
    "fpb",
    "zpb",
];

fn values(v: [f32; 9]) -> [(f32, &'static str); 9] {
    let mut out = [(0.0, ""); 9];
    for (i, value) in v.iter().enumerate() {
        out[i] = (*value, NAMES[i]);
    }
    out
}

#[test]
fn scoring_records() {
    assert_eq!(check_records("").scoring, ScoringSystem::default());
    // 162: W covers forfeit wins and full-point byes, and the PAB unless P is given.
    check_scoring(
        "162  W 3.0    D 1.0",
        values([3.0, 1.0, 0.0, 3.0, 0.0, 3.0, 1.0, 3.0, 0.0]),
    );
    check_scoring(
        "162  W 3.0    D 1.0    P 1.0",
        values([3.0, 1.0, 0.0, 3.0, 0.0, 1.0, 1.0, 3.0, 0.0]),
    );
    check_scoring(
        "162  P 0.5",
        values([1.0, 0.5, 0.0, 1.0, 0.0, 0.5, 0.5, 1.0, 0.0]),
    );
    // gacrux writes A for absences, bbpPairings reads Z; X (unknown result) is not modelled.
    check_scoring(
        "162  W 1.0    D 0.5    L 0.0    A 0.5    P 1.0    X 0.5",
        values([1.0, 0.5, 0.0, 1.0, 0.5, 1.0, 0.5, 1.0, 0.5]),
    );
    check_scoring(
        "162  W 2.0    Z 0.5",
        values([2.0, 0.5, 0.0, 2.0, 0.5, 2.0, 0.5, 2.0, 0.5]),
    );
    // XXS: later values override earlier ones; W and D are shortcuts; PAB stays 1 (JaVaFo).
    check_scoring(
        "XXS W=3 D=1\nXXS FPB=2 HPB=0.5 FL=-1",
        values([3.0, 1.0, 0.0, 3.0, -1.0, 1.0, 0.5, 2.0, 0.0]),
    );
    check_scoring(
        "XXS PAB=3 D=1 W=3",
        values([3.0, 1.0, 0.0, 3.0, 0.0, 3.0, 1.0, 3.0, 0.0]),
    );
    // BB*: the PAB follows BBW unless BBU is given, in any order.
    check_scoring(
        "BBW 3.0\nBBD 1.0",
        values([3.0, 1.0, 0.0, 3.0, 0.0, 3.0, 1.0, 3.0, 0.0]),
    );
    check_scoring(
        "BBU 1.0\nBBW 2.0\nBBL 0.5\nBBZ 0.2\nBBF 0.1",
        values([2.0, 0.5, 0.5, 2.0, 0.1, 1.0, 0.5, 2.0, 0.2]),
    );
}

fn id(n: u16) -> PlayerId {
    PlayerId::new(n).unwrap()
}

fn round(n: u16) -> RoundNo {
    RoundNo::new(n).unwrap()
}

#[test]
fn rounds_and_initial_colour() {
    let setup = check_records("XXR 9\nXXC rank white1");
    assert_eq!(setup.declared_rounds, Some(9));
    assert_eq!(setup.initial_colour, Some(Colour::White));
    assert!(setup.pair_by_file_order);
    let setup = check_records("142 11\n152 B");
    assert_eq!(setup.declared_rounds, Some(11));
    assert_eq!(setup.initial_colour, Some(Colour::Black));
    assert!(!setup.pair_by_file_order);
    let setup = check_records("XXC black1");
    assert_eq!(setup.initial_colour, Some(Colour::Black));
}

#[test]
fn absences() {
    let setup = check_records("XXZ 1 2\n240 H   3    2    1\n240 F 004 0002");
    let absence = |round: Option<u16>, player, kind| Absence {
        round: round.map(self::round),
        player: id(player),
        kind,
    };
    assert_eq!(
        setup.absences,
        [
            absence(None, 1, AbsenceKind::ZeroPointBye),
            absence(None, 2, AbsenceKind::ZeroPointBye),
            absence(Some(3), 2, AbsenceKind::HalfPointBye),
            absence(Some(3), 1, AbsenceKind::HalfPointBye),
            absence(Some(4), 2, AbsenceKind::FullPointBye),
        ]
    );
}

#[test]
fn accelerations() {
    let setup = check_records("XXA 0001  1.0  1.0  0.5  0.0  0.5\n250 02.0 01.0 001 003 0001 0090");
    let acceleration =
        |players: (u16, u16), rounds: (u16, u16), tenths, match_points| Acceleration {
            first_player: id(players.0),
            last_player: id(players.1),
            first_round: round(rounds.0),
            last_round: round(rounds.1),
            points: Score::from_tenths(tenths),
            match_points,
        };
    assert_eq!(
        setup.accelerations,
        [
            acceleration((1, 1), (1, 2), 10, None),
            acceleration((1, 1), (3, 3), 5, None),
            acceleration((1, 1), (5, 5), 5, None),
            acceleration((1, 90), (1, 3), 10, Some(Score::from_tenths(20))),
        ]
    );
}

#[test]
fn forbidden_pairs() {
    let setup = check_records("XXP 1 2\n260   1   3    1    2\n260   2 999    2    1");
    assert_eq!(
        setup.forbidden_pairs,
        [
            ForbiddenPairs {
                first_round: None,
                last_round: None,
                players: vec![id(1), id(2)]
            },
            ForbiddenPairs {
                first_round: None,
                last_round: Some(round(3)),
                players: vec![id(1), id(2)]
            },
            ForbiddenPairs {
                first_round: Some(round(2)),
                last_round: None,
                players: vec![id(2), id(1)]
            },
        ]
    );
}

#[test]
fn format_is_the_one_of_the_extension_records() {
    let format = |records: &str| {
        read(format!("{records}\n{PLAYERS}").as_bytes())
            .unwrap()
            .format
    };
    assert_eq!(format(""), Format::Trf16);
    assert_eq!(format("XXR 5\nXXC white1"), Format::Trf16);
    assert_eq!(format("142 5"), Format::Trf2026);
    assert_eq!(format("192 FIDE_DUTCH_2025"), Format::Trf2026);
    assert_eq!(
        format("XXR 5\nXXC white1\n260   1   3    1    2"),
        Format::Trf16
    );
}

#[test]
fn player_fields() {
    let line = "001   12 fWIM Doe, Jane                         2345 USA    12345678 1999/01/02  7.5   10  0003 w 1     4 b D  0000 - F     5 w +     6 b -  0000 - Z";
    let file = read(line.as_bytes()).unwrap();
    let player = &file.setup.players[0];
    assert_eq!(player.id, id(12));
    assert_eq!(player.sex, Some(Sex::Female));
    assert_eq!(player.title, Some(Title::WIM));
    assert_eq!(player.name, "Doe, Jane");
    assert_eq!(player.rating.map(|r| r.0), Some(2345));
    assert_eq!(player.federation.as_deref(), Some("USA"));
    assert_eq!(player.fide_id, Some(12_345_678));
    assert_eq!(player.birth_date.as_deref(), Some("1999/01/02"));
    assert_eq!(player.stated_points, Some(Score::from_tenths(75)));
    assert_eq!(player.stated_rank, Some(10));
    assert_eq!(
        player.rounds,
        [
            RoundEntry::Game {
                opponent: id(3),
                colour: Colour::White,
                result: rondo_core::GameResult::Win
            },
            RoundEntry::Game {
                opponent: id(4),
                colour: Colour::Black,
                result: rondo_core::GameResult::UnratedDraw
            },
            RoundEntry::Unplayed(Unplayed::FullPointBye),
            RoundEntry::Unplayed(Unplayed::ForfeitWin {
                opponent: Some(id(5)),
                colour: Some(Colour::White)
            }),
            RoundEntry::Unplayed(Unplayed::ForfeitLoss {
                opponent: Some(id(6)),
                colour: Some(Colour::Black)
            }),
            RoundEntry::Unplayed(Unplayed::ZeroPointBye),
        ]
    );
    assert_eq!(file.player_lines, [1]);
}

#[test]
fn short_titles_and_trailing_blanks() {
    let text = "001    1 m  g Alpha, Ann                        2500                             0.0    1          \n\
001    2   wm Beta, Bea                         2400                             0.0    2";
    let setup = read(text.as_bytes()).unwrap().setup;
    assert_eq!(setup.players[0].title, Some(Title::GM));
    assert_eq!(setup.players[1].title, Some(Title::WIM));
    assert!(setup.players[0].rounds.is_empty());
}

#[test]
fn dates() {
    let full = |year, month, day| {
        Some(Date {
            year,
            month: Some(month),
            day: Some(day),
        })
    };
    assert_eq!(parse_date("2025-09-01"), full(2025, 9, 1));
    assert_eq!(parse_date("01/09/2025"), full(2025, 9, 1));
    assert_eq!(parse_date("2025.09.01"), full(2025, 9, 1));
    assert_eq!(parse_date("99/12/31"), full(1999, 12, 31));
    assert_eq!(
        parse_date("1970"),
        Some(Date {
            year: 1970,
            month: None,
            day: None
        })
    );
    assert_eq!(parse_date("2025/13/01"), None);
    assert_eq!(parse_date(""), None);
    let file = read(format!("042 next Tuesday\n{PLAYERS}").as_bytes()).unwrap();
    assert_eq!(
        file.setup.header.start_date.as_deref(),
        Some("next Tuesday")
    );
    assert_eq!(
        file.warnings[0].to_string(),
        "1:5: unrecognised date 'next Tuesday' (expected YYYY/MM/DD, DD.MM.YYYY or a similar form); kept as written"
    );
}

/// The round entries of player 1 and the warnings' columns, for a line whose rounds are `blocks`.
fn read_blocks(blocks: &str) -> (Vec<RoundEntry>, Vec<usize>) {
    let line = format!(
        "001    1      Alpha, Ann                        2000                             0.0    1  {blocks}"
    );
    let file = read(line.as_bytes()).unwrap_or_else(|error| panic!("{error}"));
    let columns = file.warnings.iter().map(|w| w.location.column).collect();
    (file.setup.players[0].rounds.clone(), columns)
}

#[test]
fn absences_written_without_a_code_are_zero_point_absences() {
    let zero = RoundEntry::Unplayed(Unplayed::ZeroPointBye);
    // `       -`, `0000 - -`: no warning; `0000 - 0`: a warning at its result column.
    assert_eq!(read_blocks("       -"), (vec![zero], vec![]));
    assert_eq!(read_blocks("0000 - -"), (vec![zero], vec![]));
    assert_eq!(read_blocks("0000 - 0"), (vec![zero], vec![99]));
    // A forfeit loss against a named opponent stays one.
    let (entries, _) = read_blocks("   2 - -");
    assert_eq!(
        entries,
        [RoundEntry::Unplayed(Unplayed::ForfeitLoss {
            opponent: PlayerId::new(2),
            colour: None,
        })]
    );
}

#[test]
fn a_star_result_is_no_result_yet() {
    let (entries, warnings) = read_blocks("   2 w *  0000 - *");
    let two = PlayerId::new(2).expect("2 is a start number");
    assert_eq!(
        entries,
        [RoundEntry::Scheduled {
            opponent: two,
            colour: Colour::White,
        }]
    );
    assert_eq!(warnings, [99, 109]);
}

#[test]
fn lines_that_are_not_records_are_kept_but_not_read() {
    let text =
        format!("0123456789 ruler\n012 Open\nThis file was exported\n### comment\n{PLAYERS}");
    let file = read(text.as_bytes()).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(file.setup.header.name.as_deref(), Some("Open"));
    let lines: Vec<usize> = file.warnings.iter().map(|w| w.location.line).collect();
    assert_eq!(lines, [1, 3]);
    assert_eq!(
        rondo_trf::write(&file, &rondo_trf::WriteOptions::same_as(&file)),
        text.as_bytes()
    );
}

#[test]
fn round_dates_on_several_lines_are_consecutive() {
    let setup = check_records("132 25/01/15  25/01/16\n132 25/01/17\n132 25/01/18");
    assert_eq!(
        setup.header.round_dates,
        ["25/01/15", "25/01/16", "25/01/17", "25/01/18"]
    );
}

#[test]
fn dates_with_month_names_or_spaced_dots() {
    let date = |year, month, day| Date {
        year,
        month: Some(month),
        day: Some(day),
    };
    assert_eq!(parse_date("May 29, 2020"), Some(date(2020, 5, 29)));
    assert_eq!(parse_date("28. 07. 2005"), Some(date(2005, 7, 28)));
    assert_eq!(parse_date("3 Dec 2024"), Some(date(2024, 12, 3)));
    assert_eq!(parse_date("Mars 3, 2024"), None);
    assert_eq!(parse_date("May 32, 2020"), None);
}
