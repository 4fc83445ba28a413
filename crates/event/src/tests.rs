#![allow(clippy::unwrap_used)] // Test helpers may fail loudly.

use rondo_core::{
    BoardResult, Colour, EditError, GameResult, Player, PlayerId, Rating, RoundEntry, RoundNo,
    Title, TournamentSetup,
};

use crate::facts::{self, Fact, FactError, Value, ValueProblem};
use crate::{Added, NationalChanges, PlayerChanges, PlayerEditError, Renumbering, ResultError};

fn id(number: u16) -> PlayerId {
    PlayerId::new(number).unwrap()
}

fn round(number: u16) -> RoundNo {
    RoundNo::new(number).unwrap()
}

/// Three players numbered against the initial order: 3 is the strongest.
fn three_players() -> TournamentSetup {
    TournamentSetup {
        players: [("Low, Lia", 1500), ("Mid, Max", 1800), ("Top, Tim", 2100)]
            .into_iter()
            .enumerate()
            .map(|(index, (name, rating))| {
                let mut player = Player::new(PlayerId::from_index(index).unwrap(), name);
                player.rating = Some(Rating(rating));
                player.federation = Some("GER".to_owned());
                player
            })
            .collect(),
        declared_rounds: Some(5),
        ..TournamentSetup::default()
    }
}

fn set(setup: &mut TournamentSetup, facts: &[(Fact, &str)]) -> Result<(), FactError> {
    let facts: Vec<(Fact, String)> = facts
        .iter()
        .map(|(fact, value)| (*fact, (*value).to_owned()))
        .collect();
    facts::apply(setup, rondo_systems::REGISTRY, &facts)
}

fn fact(setup: &TournamentSetup, wanted: Fact) -> Value {
    facts::read(setup, rondo_systems::REGISTRY)
        .into_iter()
        .find(|(fact, _)| *fact == wanted)
        .map(|(_, value)| value)
        .unwrap()
}

fn text(value: &str) -> Value {
    Value::Text(Some(value.to_owned()))
}

#[test]
fn every_key_names_its_fact_and_a_setting_is_key_equals_value() {
    for fact in Fact::ALL {
        assert_eq!(
            Fact::from_key(&format!(" {} ", fact.key().to_uppercase())),
            Some(fact)
        );
    }
    assert_eq!(
        facts::parse_setting("start-date= 2026/05/14"),
        Ok((Fact::StartDate, " 2026/05/14".to_owned()))
    );
    assert_eq!(
        facts::parse_setting("colour=white"),
        Err(FactError::UnknownKey("colour".to_owned()))
    );
    assert_eq!(
        facts::parse_setting("rounds"),
        Err(FactError::NotKeyValue("rounds".to_owned()))
    );
}

#[test]
fn facts_applied_are_read_back() {
    let mut setup = TournamentSetup::default();
    set(
        &mut setup,
        &[
            (Fact::Name, " Spring Open "),
            (Fact::Federation, "ned"),
            (Fact::Rounds, "9"),
            (Fact::System, "DUBOV"),
            (Fact::InitialColour, "Black"),
            (Fact::DeputyArbiter, "One, Ann"),
            (Fact::DeputyArbiter, "Two, Ben"),
            (Fact::Scoring, "W 3 D 1 L 0"),
        ],
    )
    .unwrap();
    assert_eq!(fact(&setup, Fact::Name), text("Spring Open"));
    assert_eq!(fact(&setup, Fact::Federation), text("NED"));
    assert_eq!(fact(&setup, Fact::Rounds), Value::Number(Some(9)));
    assert_eq!(fact(&setup, Fact::System), text("dubov"));
    assert_eq!(fact(&setup, Fact::Edition), Value::Text(None));
    assert_eq!(setup.initial_colour, Some(Colour::Black));
    assert_eq!(
        fact(&setup, Fact::DeputyArbiter),
        Value::List(vec!["One, Ann".to_owned(), "Two, Ben".to_owned()])
    );
    assert_eq!(
        fact(&setup, Fact::Scoring),
        text("W 3.0 D 1.0 L 0.0 A 0.0 P 3.0")
    );
    // An empty value removes a fact; an empty deputy clears the list.
    set(&mut setup, &[(Fact::Name, " "), (Fact::DeputyArbiter, "")]).unwrap();
    assert_eq!(fact(&setup, Fact::Name), Value::Text(None));
    assert_eq!(fact(&setup, Fact::DeputyArbiter), Value::List(Vec::new()));
}

#[test]
fn the_edition_and_acceleration_stay_when_the_system_changes_and_go_with_a_system_without() {
    let mut setup = TournamentSetup::default();
    set(
        &mut setup,
        &[(Fact::Edition, "2017"), (Fact::Acceleration, "baku")],
    )
    .unwrap();
    assert_eq!(fact(&setup, Fact::Edition), text("2017"));
    assert_eq!(fact(&setup, Fact::Acceleration), text("baku"));
    set(&mut setup, &[(Fact::Name, "Renamed")]).unwrap();
    assert_eq!(fact(&setup, Fact::Edition), text("2017"));
    assert!(matches!(
        set(&mut setup, &[(Fact::System, "berger")]),
        Err(FactError::NoBaku { .. })
    ));
    let mut lim = TournamentSetup::default();
    assert!(matches!(
        set(&mut lim, &[(Fact::System, "lim"), (Fact::Edition, "2025")]),
        Err(FactError::NoEditions { .. })
    ));
}

#[test]
fn a_value_a_fact_cannot_hold_is_refused_with_the_value_as_given() {
    let refused =
        |fact: Fact, value: &str| match set(&mut TournamentSetup::default(), &[(fact, value)]) {
            Err(FactError::Value {
                fact: refused,
                value: given,
                problem,
            }) => {
                assert_eq!((refused, given.as_str()), (fact, value));
                problem
            }
            other => panic!("{fact:?}={value}: {other:?}"),
        };
    assert_eq!(refused(Fact::Federation, "NL"), ValueProblem::Federation);
    assert_eq!(refused(Fact::StartDate, "May"), ValueProblem::Date);
    assert_eq!(refused(Fact::Rounds, " 0"), ValueProblem::Rounds);
    assert_eq!(refused(Fact::Edition, "2013"), ValueProblem::Edition);
    assert_eq!(
        refused(Fact::Acceleration, "fast"),
        ValueProblem::Acceleration
    );
    assert_eq!(refused(Fact::InitialColour, "green"), ValueProblem::Colour);
    assert!(matches!(
        refused(Fact::Scoring, "W abc"),
        ValueProblem::Scoring(_)
    ));
    assert!(matches!(
        refused(Fact::Tiebreaks, "NOPE"),
        ValueProblem::Tiebreaks(_)
    ));
    // A team system cannot be named by an event of players; the others are listed, in the
    // registry's order.
    assert_eq!(
        refused(Fact::System, "team"),
        ValueProblem::System {
            expected: vec![
                "dutch",
                "harkness",
                "berger",
                "double-berger",
                "double-swiss",
                "burstein",
                "dubov",
                "lim"
            ]
        }
    );
}

#[test]
fn an_entrant_is_renumbered_and_the_others_moves_are_reported_without_theirs() {
    let mut setup = three_players();
    let changes = PlayerChanges {
        rating: Some(Some(Rating(2000))),
        title: Some(Some(Title::FM)),
        ..PlayerChanges::default()
    };
    let added = crate::add_player(&mut setup, " New, Ned ", round(1), &changes, false).unwrap();
    // Top 2100, New 2000, Mid 1800, Low 1500.
    assert_eq!(
        added,
        Added {
            player: id(2),
            renumbering: Renumbering::Changed(vec![(id(1), id(4)), (id(2), id(3)), (id(3), id(1))]),
        }
    );
    assert_eq!(setup.players[1].name, "New, Ned");
    assert_eq!(setup.players[1].title, Some(Title::FM));
    let kept = crate::add_player(&mut setup, "Last", round(2), &changes, true).unwrap();
    assert_eq!(kept.player, id(5));
    assert_eq!(kept.renumbering, Renumbering::Kept);
    assert_eq!(
        setup.players[4].rounds,
        [RoundEntry::Unplayed(rondo_core::Unplayed::ZeroPointBye)]
    );
}

#[test]
fn numbers_stay_once_the_fourth_round_is_paired() {
    let mut setup = three_players();
    for player in &mut setup.players {
        player.rounds = vec![RoundEntry::Unplayed(rondo_core::Unplayed::ZeroPointBye); 4];
    }
    setup.players[0].rounds[3] = RoundEntry::Game {
        opponent: id(2),
        colour: Colour::White,
        result: GameResult::Win,
    };
    setup.players[1].rounds[3] = RoundEntry::Game {
        opponent: id(1),
        colour: Colour::Black,
        result: GameResult::Loss,
    };
    let renumbering = crate::edit_player(&mut setup, id(1), &PlayerChanges::default(), false);
    assert_eq!(renumbering, Ok(Renumbering::NotAllowed));
}

#[test]
fn a_national_rating_goes_on_the_line_of_the_players_federation() {
    let mut setup = three_players();
    let national = NationalChanges::new(Some(1950), None, Some(" E-1 ")).unwrap();
    let changes = PlayerChanges {
        national,
        ..PlayerChanges::default()
    };
    crate::edit_player(&mut setup, id(1), &changes, true).unwrap();
    let line = &setup.national_ratings[0];
    assert_eq!((line.player, line.federation.as_str()), (id(1), "GER"));
    assert_eq!(
        (line.rating, line.national_id.as_deref()),
        (Some(Rating(1950)), Some("E-1"))
    );
    // A second federation, named; then the player's own federation tells the two apart.
    let bavaria = PlayerChanges {
        national: NationalChanges::new(Some(1700), Some("bav".to_owned()), None).unwrap(),
        ..PlayerChanges::default()
    };
    crate::edit_player(&mut setup, id(1), &bavaria, true).unwrap();
    assert_eq!(setup.national_ratings[1].federation, "BAV");
    let cleared = PlayerChanges {
        national: NationalChanges::new(Some(0), None, Some("none")).unwrap(),
        ..PlayerChanges::default()
    };
    crate::edit_player(&mut setup, id(1), &cleared, true).unwrap();
    assert_eq!(setup.national_ratings[0].rating, None);
    assert_eq!(setup.national_ratings[0].national_id, None);
    let abroad = PlayerChanges {
        federation: Some(Some("FRA".to_owned())),
        ..cleared
    };
    assert_eq!(
        crate::edit_player(&mut setup, id(1), &abroad, true),
        Err(PlayerEditError::SeveralNationalRatings {
            player: id(1),
            federations: vec!["GER".to_owned(), "BAV".to_owned()],
        })
    );
}

#[test]
fn national_arguments_are_checked_before_any_edit() {
    assert_eq!(
        NationalChanges::new(None, None, Some("123456789012")),
        Err(PlayerEditError::NationalIdTooLong(
            "123456789012".to_owned()
        ))
    );
    assert_eq!(
        NationalChanges::new(None, Some("GER".to_owned()), None),
        Err(PlayerEditError::FederationAlone("GER".to_owned()))
    );
    assert_eq!(
        NationalChanges::new(None, None, None),
        Ok(NationalChanges::default())
    );
    let mut setup = three_players();
    setup.players[0].federation = None;
    let national = |federation: Option<&str>| PlayerChanges {
        national: NationalChanges::new(Some(1500), federation.map(str::to_owned), None).unwrap(),
        ..PlayerChanges::default()
    };
    assert_eq!(
        crate::edit_player(&mut setup, id(1), &national(None), true),
        Err(PlayerEditError::NoFederation(id(1)))
    );
    assert_eq!(
        crate::edit_player(&mut setup, id(1), &national(Some("xxr")), true),
        Err(PlayerEditError::NotAFederation {
            code: "XXR".to_owned(),
            given: true,
        })
    );
    assert_eq!(
        crate::edit_player(&mut setup, id(9), &national(Some("GER")), true),
        Err(PlayerEditError::Edit(EditError::UnknownPlayer(id(9))))
    );
}

#[test]
fn removing_a_player_closes_the_gap_in_the_numbers() {
    let mut setup = three_players();
    let (removed, renumbering) = crate::remove_player(&mut setup, id(2), false).unwrap();
    assert_eq!(removed.name, "Mid, Max");
    // Top 2100 first, then Low 1500.
    assert_eq!(
        renumbering,
        Renumbering::Changed(vec![(id(1), id(2)), (id(3), id(1))])
    );
}

#[test]
fn a_result_names_its_players_through_any_hyphen() {
    let mut setup = three_players();
    setup.players[0].name = "Smith-Jones, Ann".to_owned();
    assert_eq!(
        crate::parse_result("smith-jones-3=1-0", &setup),
        Ok((id(1), id(3), BoardResult::WhiteWins))
    );
    assert_eq!(
        crate::parse_result(" 2-1 = ½-½", &setup),
        Ok((id(2), id(1), BoardResult::Draw))
    );
    assert_eq!(
        crate::parse_result("2-1", &setup),
        Err(ResultError::Malformed("2-1".to_owned()))
    );
    assert!(matches!(
        crate::parse_result("2-9=1-0", &setup),
        Err(ResultError::NotFound { .. })
    ));
    assert!(matches!(
        crate::parse_result("2-id:x=1-0", &setup),
        Err(ResultError::Unreadable { side, .. }) if side == "id:x"
    ));
    setup.players[1].name = "Smith".to_owned();
    setup.players[2].name = "Jones".to_owned();
    assert_eq!(
        crate::parse_result("Smith-Jones-Jones=0-1", &setup),
        Ok((id(1), id(3), BoardResult::BlackWins))
    );
}

#[test]
fn an_edit_ends_with_the_points_and_the_ranks_written() {
    let mut setup = three_players();
    setup.players[0].rounds = vec![RoundEntry::Game {
        opponent: id(2),
        colour: Colour::White,
        result: GameResult::Win,
    }];
    setup.players[1].rounds = vec![RoundEntry::Game {
        opponent: id(1),
        colour: Colour::Black,
        result: GameResult::Loss,
    }];
    let tournament = crate::checked(setup.clone()).unwrap();
    let ranks: Vec<Option<u16>> = tournament
        .players()
        .iter()
        .map(|player| player.stated_rank)
        .collect();
    assert_eq!(ranks[0], Some(1), "the winner ranks first");
    assert!(ranks.iter().all(Option::is_some), "{ranks:?}");
    assert_eq!(
        tournament.players()[0]
            .stated_points
            .map(|points| points.tenths()),
        Some(10)
    );
    // Player 2 says they played 1, who does not say so: inconsistent.
    setup.players[0].rounds.clear();
    assert!(crate::checked(setup).is_err());
}

#[test]
fn a_csv_sheet_of_results_is_read_board_by_board_in_the_published_order() {
    use crate::{ResultsCsvErrorKind, results_from_csv};
    let setup = TournamentSetup {
        players: [2200, 2100, 2000, 1900]
            .into_iter()
            .enumerate()
            .map(|(index, rating)| {
                let mut player = Player::new(PlayerId::from_index(index).unwrap(), "Player");
                player.rating = Some(Rating(rating));
                player
            })
            .collect(),
        declared_rounds: Some(3),
        ..TournamentSetup::default()
    };
    let tournament = rondo_core::Tournament::try_from(setup).unwrap();
    let paired = tournament
        .with_pairing(round(1), &[(id(1), id(3)), (id(4), id(2))], None)
        .unwrap();
    let tournament = rondo_core::Tournament::try_from(paired).unwrap();
    let sheet = "Result,Board,White,Black\n1-0,1,1,3\n0-1,2,4,2\n";
    let results = results_from_csv(sheet.as_bytes(), &tournament, round(1)).unwrap();
    assert_eq!(
        results,
        [
            (id(1), id(3), BoardResult::WhiteWins),
            (id(4), id(2), BoardResult::BlackWins),
        ]
    );
    let wrong_board = "board,white,black,result\n1,4,2,1-0\n";
    let error = results_from_csv(wrong_board.as_bytes(), &tournament, round(1)).unwrap_err();
    assert_eq!(error.line, 2);
    assert!(matches!(
        error.kind,
        ResultsCsvErrorKind::OtherBoard { board: 1, recorded, given }
            if recorded == (id(1), id(3)) && given == (id(4), id(2))
    ));
    let no_board = "board,white,black,result\n3,1,3,1-0\n";
    let error = results_from_csv(no_board.as_bytes(), &tournament, round(1)).unwrap_err();
    assert!(matches!(
        error.kind,
        ResultsCsvErrorKind::NoSuchBoard {
            board: 3,
            n_boards: 2
        }
    ));
    let error = results_from_csv(b"board,white,black\n", &tournament, round(1)).unwrap_err();
    assert_eq!(error.line, 1);
    assert!(matches!(
        error.kind,
        ResultsCsvErrorKind::MissingColumn("result")
    ));
}

#[test]
fn the_event_year_is_the_end_dates_else_the_start_dates() {
    let mut setup = TournamentSetup::default();
    assert_eq!(facts::event_year(&setup), None);
    setup.header.start_date = Some("2024/12/28".to_owned());
    assert_eq!(facts::event_year(&setup), Some(2024));
    setup.header.end_date = Some("2025/01/05".to_owned());
    assert_eq!(facts::event_year(&setup), Some(2025));
    setup.header.end_date = Some("soon".to_owned());
    assert_eq!(facts::event_year(&setup), Some(2024));
}

/// The command line's options and Python's keywords read alike: an empty or `none` text
/// clears a field (a federation given as "" is none, not an empty code), a title is a FIDE
/// code, a new name is not blank.
#[test]
fn player_fields_clear_blank_texts_and_refuse_unknown_titles_and_blank_names() {
    let fields = crate::PlayerFields {
        rating: Some(0),
        title: Some("none"),
        federation: Some(" "),
        birth_date: Some("1990/01/02"),
        fide_id: Some(0),
        ..crate::PlayerFields::default()
    };
    let changes = fields.changes().unwrap();
    assert_eq!(changes.rating, Some(None));
    assert_eq!(changes.title, Some(None));
    assert_eq!(changes.federation, Some(None));
    assert_eq!(changes.birth_date, Some(Some("1990/01/02".to_owned())));
    let title = crate::PlayerFields {
        title: Some("fm"),
        ..crate::PlayerFields::default()
    };
    assert_eq!(title.changes().unwrap().title, Some(Some(Title::FM)));
    let unknown = crate::PlayerFields {
        title: Some("XM"),
        ..crate::PlayerFields::default()
    };
    assert_eq!(
        unknown.changes(),
        Err(PlayerEditError::UnknownTitle("XM".to_owned()))
    );
    let blank = crate::PlayerFields {
        name: Some("  "),
        ..crate::PlayerFields::default()
    };
    assert_eq!(blank.changes(), Err(PlayerEditError::BlankName));
}
