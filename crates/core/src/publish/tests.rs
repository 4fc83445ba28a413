//! Scheduled pairings (results not entered yet) and writing a new pairing into the data.

use crate::{
    Absence, AbsenceKind, Colour, GameResult, Player, PlayerId, ProblemKind, PublishError,
    RoundEntry, RoundNo, Score, Tournament, TournamentSetup, Unplayed,
};

fn id(n: u16) -> PlayerId {
    PlayerId::new(n).unwrap()
}

fn round(n: u16) -> RoundNo {
    RoundNo::new(n).unwrap()
}

fn game(opponent: u16, colour: Colour, result: GameResult) -> RoundEntry {
    RoundEntry::Game {
        opponent: id(opponent),
        colour,
        result,
    }
}

fn scheduled(opponent: u16, colour: Colour) -> RoundEntry {
    RoundEntry::Scheduled {
        opponent: id(opponent),
        colour,
    }
}

/// Four players after round 1 (1-3 won by White, 2-4 drawn), with the given round 2 entries.
fn four_players(round_two: [RoundEntry; 4]) -> TournamentSetup {
    use Colour::{Black, White};
    use GameResult::{Draw, Loss, Win};
    let round_one = [
        game(3, White, Win),
        game(4, White, Draw),
        game(1, Black, Loss),
        game(2, Black, Draw),
    ];
    let players = (1..=4)
        .zip(round_one.into_iter().zip(round_two))
        .map(|(n, (first, second))| {
            let mut player = Player::new(id(n), format!("Player {n}"));
            player.rounds = vec![first, second];
            while player.rounds.last() == Some(&RoundEntry::NOT_PAIRED) {
                player.rounds.pop();
            }
            player
        })
        .collect();
    TournamentSetup {
        players,
        declared_rounds: Some(3),
        ..TournamentSetup::default()
    }
}

fn pending_round_two() -> Tournament {
    Tournament::try_from(four_players([
        scheduled(2, Colour::Black),
        scheduled(1, Colour::White),
        scheduled(4, Colour::White),
        scheduled(3, Colour::Black),
    ]))
    .unwrap()
}

#[test]
fn a_scheduled_pairing_pairs_the_round_but_is_not_a_game() {
    let tournament = pending_round_two();
    assert_eq!(tournament.paired_rounds(), 2);
    assert_eq!(tournament.first_pending_round(), Some(round(2)));
    let one = tournament.player(id(1)).unwrap();
    assert_eq!(tournament.total_score(one), Score::ONE);
    let entry = one.entry(1);
    assert!(entry.is_paired() && entry.is_scheduled() && !entry.is_played());
    assert_eq!(entry.opponent(), Some(id(2)));
    assert_eq!(entry.played_opponent(), None);
    assert_eq!(entry.scheduled_colour(), Some(Colour::Black));

    // As of round 3 (which pairing refuses, but a view may still be asked for), the pending
    // game is no meeting, no colour and no float.
    let view = tournament.view(round(3));
    let state = view.state(id(1)).unwrap();
    assert_eq!(state.score, Score::ONE);
    assert_eq!(state.colours, vec![Colour::White]);
    assert!(!state.has_met(id(2)));
    assert_eq!(state.floats[1], None);
    assert!(state.pab_eligible);
}

#[test]
fn pairing_after_a_pending_round_is_refused_but_the_round_itself_may_be_paired_again() {
    let tournament = pending_round_two();
    let error = tournament.results_entered_before(round(3)).unwrap_err();
    assert_eq!(error.round, round(2));
    assert_eq!(error.boards, 2);
    assert_eq!(
        error.to_string(),
        "round 2 has 2 boards without a result; enter the results before pairing round 3"
    );
    assert_eq!(tournament.results_entered_before(round(2)), Ok(()));
    assert_eq!(tournament.results_entered_before(round(1)), Ok(()));
}

#[test]
fn one_pending_board_among_results_is_named_in_the_singular() {
    use Colour::{Black, White};
    let setup = four_players([
        scheduled(2, Black),
        scheduled(1, White),
        game(4, White, GameResult::Win),
        game(3, Black, GameResult::Loss),
    ]);
    let error = Tournament::try_from(setup)
        .unwrap()
        .results_entered_before(round(3))
        .unwrap_err();
    assert_eq!(error.boards, 1);
    assert!(error.to_string().starts_with("round 2 has 1 board without"));
}

#[test]
fn scheduled_pairings_are_checked_like_games() {
    use Colour::{Black, White};
    let same_colour = four_players([
        scheduled(2, White),
        scheduled(1, White),
        scheduled(4, White),
        scheduled(3, Black),
    ]);
    let problems = Tournament::try_from(same_colour).unwrap_err().problems;
    assert!(
        matches!(problems[0].kind, ProblemKind::SameColour { .. }),
        "{problems:?}"
    );

    let against_a_result = four_players([
        scheduled(2, Black),
        game(1, White, GameResult::Win),
        scheduled(4, White),
        scheduled(3, Black),
    ]);
    let problems = Tournament::try_from(against_a_result).unwrap_err().problems;
    assert!(
        problems
            .iter()
            .any(|p| p.kind == ProblemKind::ResultsDisagree { opponent: id(2) }),
        "{problems:?}"
    );

    let not_back = four_players([
        scheduled(2, Black),
        scheduled(3, White),
        scheduled(4, White),
        scheduled(3, Black),
    ]);
    assert!(Tournament::try_from(not_back).is_err());
}

#[test]
fn a_new_pairing_is_written_as_scheduled_entries_and_a_scored_bye() {
    let mut setup = four_players([RoundEntry::NOT_PAIRED; 4]);
    setup.players[3]
        .rounds
        .push(RoundEntry::Unplayed(Unplayed::HalfPointBye));
    for (player, points) in setup.players.iter_mut().zip([10, 5, 0, 10]) {
        player.stated_points = Some(Score::from_tenths(points));
    }
    let tournament = Tournament::try_from(setup).unwrap();
    let written = tournament
        .with_pairing(round(2), &[(id(2), id(1))], Some(id(3)))
        .unwrap();
    let entries: Vec<RoundEntry> = written.players.iter().map(|p| p.entry(1)).collect();
    assert_eq!(
        entries,
        vec![
            scheduled(2, Colour::Black),
            scheduled(1, Colour::White),
            RoundEntry::Unplayed(Unplayed::PairingBye),
            RoundEntry::Unplayed(Unplayed::HalfPointBye),
        ]
    );
    let points: Vec<Option<Score>> = written.players.iter().map(|p| p.stated_points).collect();
    assert_eq!(
        points,
        [10, 5, 10, 10].map(|tenths| Some(Score::from_tenths(tenths)))
    );
    let checked = Tournament::try_from(written).unwrap();
    assert_eq!(checked.next_round(), round(3));
}

#[test]
fn a_bye_announced_outside_the_round_columns_is_written_into_the_round() {
    let mut setup = four_players([RoundEntry::NOT_PAIRED; 4]);
    // Player 4's column left out the bye announced for round 2 (JaVaFo's way); it counts now.
    setup.players[3]
        .rounds
        .push(RoundEntry::Unplayed(Unplayed::HalfPointBye));
    setup.players[3].stated_points = Some(Score::HALF);
    setup.absences.push(Absence {
        round: None,
        player: id(3),
        kind: AbsenceKind::ZeroPointBye,
    });
    let tournament = Tournament::try_from(setup).unwrap();
    let written = tournament
        .with_pairing(round(2), &[(id(1), id(2))], None)
        .unwrap();
    assert_eq!(
        written.players[2].entry(1),
        RoundEntry::Unplayed(Unplayed::ZeroPointBye)
    );
    assert!(written.absences.is_empty());
    assert_eq!(written.players[3].stated_points, Some(Score::ONE));
    assert!(Tournament::try_from(written).is_ok());
}

#[test]
fn results_are_never_overwritten_but_a_pending_round_is_replaced() {
    let tournament = pending_round_two();
    let replaced = tournament
        .with_pairing(round(2), &[(id(1), id(4)), (id(2), id(3))], None)
        .unwrap();
    assert_eq!(replaced.players[0].entry(1), scheduled(4, Colour::White));
    assert!(Tournament::try_from(replaced).is_ok());

    let error = tournament
        .with_pairing(round(1), &[(id(1), id(2)), (id(3), id(4))], None)
        .unwrap_err();
    assert!(matches!(
        error,
        PublishError::RoundHasResults { entries: 4, .. }
    ));

    let error = tournament
        .with_pairing(round(3), &[(id(1), id(1))], None)
        .unwrap_err();
    assert!(matches!(error, PublishError::CannotPair { .. }), "{error}");
    let error = tournament
        .with_pairing(round(3), &[(id(1), id(9))], None)
        .unwrap_err();
    assert_eq!(error, PublishError::UnknownPlayer(id(9)));
}

// Double-Swiss (C.04.5)
#[test]
fn a_pairing_spanning_two_columns_writes_the_second_game_reversed_and_the_rest_of_the_bye() {
    use Colour::{Black, White};
    let players = (1..=3)
        .map(|n| Player::new(id(n), format!("Player {n}")))
        .map(|mut player| {
            player.stated_points = Some(Score::ZERO);
            player
        })
        .collect();
    let setup = TournamentSetup {
        players,
        declared_rounds: Some(4),
        ..TournamentSetup::default()
    };
    let tournament = Tournament::try_from(setup).unwrap();
    let span = crate::PairingSpan::new(2, Unplayed::HalfPointBye);
    let written = tournament
        .with_pairing_span(round(1), &[(id(2), id(1))], Some(id(3)), span)
        .unwrap();
    let entries = |n: u16| written.players[usize::from(n) - 1].rounds.clone();
    assert_eq!(entries(1), [scheduled(2, Black), scheduled(2, White)]);
    assert_eq!(entries(2), [scheduled(1, White), scheduled(1, Black)]);
    assert_eq!(
        entries(3),
        [
            RoundEntry::Unplayed(Unplayed::PairingBye),
            RoundEntry::Unplayed(Unplayed::HalfPointBye)
        ]
    );
    // The bye's points column holds both games: a win and a draw.
    assert_eq!(
        written.players[2].stated_points,
        Some(Score::from_halves(3))
    );
    let checked = Tournament::try_from(written).unwrap();
    assert_eq!(checked.paired_rounds(), 2);
    assert_eq!(crate::match_problems(checked.players()), []);
    // One game per pairing is the plain publication.
    let single = tournament
        .with_pairing_span(
            round(1),
            &[(id(2), id(1))],
            Some(id(3)),
            crate::PairingSpan::SINGLE_GAME,
        )
        .unwrap();
    assert_eq!(
        single,
        tournament
            .with_pairing(round(1), &[(id(2), id(1))], Some(id(3)))
            .unwrap()
    );
}
