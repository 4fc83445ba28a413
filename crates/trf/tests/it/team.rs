//! Team events (TRF-2026 `300`, `310`, `320`, `330`, `352`, `362`): every file of
//! `fixtures/trf/team/` reads, writes back byte for byte, goes through JSON unchanged, and
//! written afresh from the model reads back to the same model.

use rondo_core::{ForfeitKind, MatchScoring, PlayerId, RoundNo, Score};
use rondo_trf::{CheckOptions, WriteOptions, check, from_json, read, to_json, write, write_setup};

use crate::fixtures;

fn team_files() -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(fixtures().join("trf/team"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    files
}

#[test]
fn team_files_round_trip_byte_for_byte() {
    let files = team_files();
    assert!(files.len() >= 3, "the team fixtures are there");
    for path in files {
        let bytes = std::fs::read(&path).unwrap();
        let file = read(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            write(&file, &WriteOptions::same_as(&file)) == bytes,
            "{}: byte round trip",
            path.display()
        );
        assert_eq!(
            from_json(&to_json(&file.setup)).unwrap(),
            file.setup,
            "{}: JSON",
            path.display()
        );
        // The model written in the standard layout reads back to the same team records.
        let fresh = read(&write_setup(&file.setup, &WriteOptions::default())).unwrap();
        assert_eq!(fresh.setup.teams, file.setup.teams, "{}", path.display());
        assert_eq!(
            fresh.setup.line_ups,
            file.setup.line_ups,
            "{}",
            path.display()
        );
        assert_eq!(
            fresh.setup.team_pairing_byes,
            file.setup.team_pairing_byes,
            "{}",
            path.display()
        );
        assert_eq!(
            fresh.setup.forfeited_matches,
            file.setup.forfeited_matches,
            "{}",
            path.display()
        );
        assert_eq!(fresh.setup.board_colours, file.setup.board_colours);
        assert_eq!(fresh.setup.match_scoring, file.setup.match_scoring);
        assert_eq!(fresh.setup.accelerations, file.setup.accelerations);
        check(&file, &CheckOptions::default())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
}

fn round(n: u16) -> RoundNo {
    RoundNo::new(n).unwrap()
}

#[test]
fn fide_sample_records_read_into_the_model() {
    let bytes = std::fs::read(fixtures().join("trf/team/grandmommys-cup.trf")).unwrap();
    let setup = read(&bytes).unwrap().setup;
    assert_eq!(setup.teams.len(), 50);
    let india = &setup.teams[0];
    assert_eq!((india.number, india.name.as_str()), (1, "India"));
    assert_eq!(india.nickname.as_deref(), Some("IND"));
    assert_eq!(india.strength.as_deref(), Some("2486"));
    assert_eq!(india.stated_match_points, Some(Score::from_points(15)));
    assert_eq!(india.stated_game_points, Some(Score::from_points(28)));
    assert_eq!(india.stated_rank, Some(11));
    assert_eq!(india.members.len(), 5);
    // Indonesia's roster has four members and ends in blanks.
    assert_eq!(setup.teams[31].members.len(), 4);

    assert_eq!(setup.line_ups.len(), 141);
    let first = &setup.line_ups[0];
    assert_eq!(
        (first.round, first.team, first.opponent),
        (round(1), 16, Some(4))
    );
    let ids = |ns: &[u16]| ns.iter().map(|&n| PlayerId::new(n)).collect::<Vec<_>>();
    assert_eq!(first.boards, ids(&[242, 246, 243, 244]));
    // An empty board is written `   0`.
    assert_eq!(
        setup.line_ups[1].boards,
        vec![
            PlayerId::new(14),
            None,
            PlayerId::new(29),
            PlayerId::new(39)
        ]
    );

    let byes = setup.team_pairing_byes.as_ref().unwrap();
    assert_eq!(byes.match_points, Some(Score::ONE));
    assert_eq!(byes.game_points, Some(Score::from_points(2)));
    let per_round: Vec<Option<u16>> = (1..=14).map(|r| byes.team_in(round(r))).collect();
    assert_eq!(
        per_round,
        vec![
            None,
            None,
            Some(50),
            Some(49),
            None,
            Some(46),
            Some(48),
            Some(45),
            None,
            Some(36),
            Some(43),
            None,
            None,
            Some(40)
        ]
    );

    assert_eq!(setup.forfeited_matches.len(), 22);
    let double = &setup.forfeited_matches[2];
    assert_eq!(
        (double.kind, double.round, double.white, double.black),
        (ForfeitKind::Double, round(6), 24, 2)
    );
    assert_eq!(setup.forfeited_matches[3].kind, ForfeitKind::BlackWins);

    let colours: String = setup
        .board_colours
        .as_ref()
        .unwrap()
        .0
        .iter()
        .map(|c| c.trf_char())
        .collect();
    assert_eq!(colours, "wbwb");
    assert_eq!(setup.match_scoring, Some(MatchScoring::default()));

    // `250  2          1   1    1    2`: two virtual match points (columns 5-8) for teams 1-2
    // in round 1; the game-point column is blank.
    let first = &setup.accelerations[0];
    assert_eq!(first.match_points, Some(Score::from_points(2)));
    assert_eq!(first.points, Score::ZERO);
    assert_eq!((first.first_round, first.last_round), (round(1), round(1)));
    assert_eq!((first.first_player.get(), first.last_player.get()), (1, 2));
    assert_eq!(setup.accelerations[3].match_points, Some(Score::ONE));
}
