//! The derived team view of `rondo_core::team` on small hand-made team files: each team's
//! match per round, the scores, and the state as of the start of a round.

use rondo_core::team::{MatchKind, PreferenceType, TeamEvent, TeamScoreKind, team_problems};
use rondo_core::{AbsenceKind, Colour, RoundNo, Score, Tournament};
use rondo_trf::{CheckOptions, check, read};

use crate::fixtures;

fn load(name: &str) -> Tournament {
    let bytes = std::fs::read(fixtures().join("trf/team").join(name)).unwrap();
    let file = read(&bytes).unwrap();
    check(&file, &CheckOptions::default()).unwrap().tournament
}

fn round(n: u16) -> RoundNo {
    RoundNo::new(n).unwrap()
}

fn points(tenths: i32) -> Score {
    Score::from_tenths(tenths)
}

/// (kind, match points, game points in tenths) of each round of a team.
fn rounds(event: &TeamEvent, team: u16) -> Vec<(MatchKind, Score, Score)> {
    let t = event.position(team).unwrap();
    event.matches[t]
        .iter()
        .map(|m| (m.kind, m.match_points, m.game_points))
        .collect()
}

#[test]
fn line_ups_forfeits_byes_and_transfers() {
    let tournament = load("line-ups-and-forfeits.trf");
    let event = TeamEvent::new(&tournament);
    assert_eq!(event.boards, 3);
    assert_eq!(event.rules.primary, TeamScoreKind::GamePoints);
    assert_eq!(event.rules.preference, PreferenceType::TypeA);
    assert_eq!(event.match_scoring.win, points(30));
    use Colour::{Black, White};
    // Team 1: drew team 2 (1.5-1.5), won the forfeited match against team 3 (330 +-), beat
    // team 4 with Black, board 2 won against an empty board.
    assert_eq!(
        rounds(&event, 1),
        vec![
            (
                MatchKind::Played {
                    opponent: 2,
                    colour: Some(White)
                },
                points(10),
                points(15)
            ),
            (
                MatchKind::Forfeited {
                    opponent: 3,
                    won: Some(true)
                },
                points(30),
                points(30)
            ),
            (
                MatchKind::Played {
                    opponent: 4,
                    colour: Some(Black)
                },
                points(30),
                points(25)
            ),
        ]
    );
    // Team 2 fielded West's member 16 in round 2 (300); its PAB is worth the 320 values.
    assert_eq!(
        rounds(&event, 2),
        vec![
            (
                MatchKind::Played {
                    opponent: 1,
                    colour: Some(Black)
                },
                points(10),
                points(15)
            ),
            (
                MatchKind::Played {
                    opponent: 4,
                    colour: Some(White)
                },
                points(10),
                points(15)
            ),
            (MatchKind::PairingBye, points(10), points(15)),
        ]
    );
    let t2 = event.match_of(2, round(2)).unwrap();
    assert_eq!(t2.boards[2].player.map(|p| p.get()), Some(16));
    // Team 3 played round 1 in the 300 board order 10, 9, 12; a team half-point bye (240 H)
    // is a drawn match: 1 match point and half of three boards.
    let t3 = event.match_of(3, round(1)).unwrap();
    let order: Vec<u16> = t3
        .boards
        .iter()
        .filter_map(|b| b.player)
        .map(|p| p.get())
        .collect();
    assert_eq!(order, vec![10, 9, 12]);
    assert_eq!(
        rounds(&event, 3),
        vec![
            (
                MatchKind::Played {
                    opponent: 4,
                    colour: Some(White)
                },
                points(30),
                points(20)
            ),
            (
                MatchKind::Forfeited {
                    opponent: 1,
                    won: Some(false)
                },
                points(0),
                points(0)
            ),
            (
                MatchKind::Bye {
                    bye: AbsenceKind::HalfPointBye
                },
                points(10),
                points(15)
            ),
        ]
    );
    assert_eq!(
        rounds(&event, 4),
        vec![
            (
                MatchKind::Played {
                    opponent: 3,
                    colour: Some(Black)
                },
                points(0),
                points(10)
            ),
            (
                MatchKind::Played {
                    opponent: 2,
                    colour: Some(Black)
                },
                points(10),
                points(15)
            ),
            (
                MatchKind::Played {
                    opponent: 1,
                    colour: Some(White)
                },
                points(0),
                points(5)
            ),
        ]
    );
    assert_eq!(team_problems(&tournament), Vec::new());

    // As of the start of round 4 (the last, 142 4).
    let view = event.view(&tournament, round(4));
    assert_eq!(view.total_rounds, Some(4));
    assert_eq!(view.forbidden, vec![vec![2, 3]]);
    let state = |team: u16| view.teams.iter().find(|s| s.team == team).unwrap();
    let one = state(1);
    assert_eq!(
        (one.game_points, one.match_points),
        (points(70), points(70))
    );
    // Game points are primary here (FIDE_TEAM_TYPEA_GP_MP).
    assert_eq!(
        (one.primary_score, one.secondary_score),
        (points(70), points(70))
    );
    assert_eq!(one.colours(), vec![White, Black]);
    assert_eq!(one.colour_difference, 0);
    assert_eq!(
        one.matches_played, 2,
        "the forfeited match is not played (art. 3.4.3)"
    );
    assert!(one.pab_barred, "won a match by forfeit ([C2])");
    assert!(state(2).pab_barred, "had the PAB");
    assert!(!state(3).pab_barred, "a half-point bye does not bar");
    assert!(!state(4).pab_barred);
    assert_eq!(state(4).colour_difference, -1);
    // Floats: team 1 (1.5 before round 3... scores differ) met team 4 in round 3.
    let before_three = |team| event.pairing_score(&tournament, team, round(3));
    assert_eq!(before_three(1), points(45));
    assert_eq!(before_three(4), points(25));
    assert!(one.floated_in(round(3)) && state(4).floated_in(round(3)));
    // Round 1: teams 1 and 2 have one virtual match point (250), which does not change the
    // game-point pairing score; nobody floated in round 1.
    assert!(!one.floated_in(round(1)));
    assert!(view.teams.iter().all(|s| s.to_be_paired));
    // Before round 3 team 3 is entered for a half-point bye.
    let view3 = event.view(&tournament, round(3));
    let three = view3.teams.iter().find(|s| s.team == 3).unwrap();
    assert_eq!(
        (three.to_be_paired, three.absence),
        (false, Some(AbsenceKind::HalfPointBye))
    );
}

#[test]
fn a_bye_written_on_every_board_is_the_team_pab_worth_a_drawn_match() {
    let tournament = load("bye-on-every-board.trf");
    let event = TeamEvent::new(&tournament);
    assert_eq!(event.boards, 2);
    assert_eq!(event.rules.preference, PreferenceType::TypeB);
    let totals: Vec<(u16, Score, Score)> = event
        .teams
        .iter()
        .map(|&team| {
            (
                team,
                event.score_before(team, TeamScoreKind::MatchPoints, round(4)),
                event.score_before(team, TeamScoreKind::GamePoints, round(4)),
            )
        })
        .collect();
    // The boards' U codes give each player a point (162 default), but the team's bye is a
    // drawn match (C.04.6 art. 1.4): 1 match point and 1 game point of 2.
    assert_eq!(
        totals,
        vec![
            (1, points(60), points(55)),
            (2, points(20), points(20)),
            (3, points(20), points(25)),
            (4, points(20), points(25)),
            (5, points(30), points(25)),
        ]
    );
    assert_eq!(
        event.match_of(3, round(1)).unwrap().kind,
        MatchKind::PairingBye
    );
    assert_eq!(team_problems(&tournament), Vec::new());
    let view = event.view(&tournament, round(3));
    let barred: Vec<u16> = view
        .teams
        .iter()
        .filter(|s| s.pab_barred)
        .map(|s| s.team)
        .collect();
    assert_eq!(barred, vec![2, 3]);
}

#[test]
fn the_fide_sample_scores_equal_its_own_team_records() {
    // FIDE's TRF-2026 team sample states every team's match and game points in its `310`
    // records; the view reproduces all 50 pairs from the boards, `240` team byes (F: a won
    // match with every board won, H: a drawn match), `320` (1 MP, 2.0 GP), `330` forfeits
    // whose boards carry `0000 - +`, and its 141 line-ups, and finds no structure problem.
    let tournament = load("grandmommys-cup.trf");
    let event = TeamEvent::new(&tournament);
    assert_eq!(event.boards, 4);
    assert!(event.rules.baku);
    assert_eq!(event.n_rounds(), 14);
    assert_eq!(team_problems(&tournament), Vec::new());
    let georgia = event.match_of(3, round(1)).unwrap();
    assert_eq!(
        (georgia.kind, georgia.match_points, georgia.game_points),
        (
            MatchKind::Bye {
                bye: AbsenceKind::FullPointBye
            },
            points(20),
            points(40)
        )
    );
    let armenia = event.match_of(9, round(11)).unwrap();
    assert_eq!(
        (armenia.kind, armenia.match_points, armenia.game_points),
        (
            MatchKind::Forfeited {
                opponent: 10,
                won: Some(true)
            },
            points(20),
            points(40)
        )
    );
    let brazil = event.match_of(36, round(10)).unwrap();
    assert_eq!(
        (brazil.kind, brazil.match_points, brazil.game_points),
        (MatchKind::PairingBye, points(10), points(20))
    );
    // Colour of a match: board 1's scheduled colour (801 line of India: round 1 `14 b`).
    assert_eq!(
        event.match_of(1, round(1)).unwrap().kind,
        MatchKind::Played {
            opponent: 14,
            colour: Some(Colour::Black)
        }
    );
}

#[test]
fn baku_acceleration_for_teams_without_250_records() {
    // C.04.7 with match points primary: four teams, 142 4 → group A is 2·⌈4/4⌉ = 2 teams; the
    // accelerated rounds are ⌈4/2⌉ = 2, the first worth a won match (TW 3.0), the second a
    // drawn one (TD 1.0).
    let text =
        std::fs::read_to_string(fixtures().join("trf/team/line-ups-and-forfeits.trf")).unwrap();
    let text: String = text
        .replace(
            "192 FIDE_TEAM_TYPEA_GP_MP",
            "192 FIDE_TEAM_TYPEA_MP_GP_BAKU",
        )
        .split("\r\n")
        .filter(|line| !line.starts_with("250"))
        .collect::<Vec<_>>()
        .join("\r\n");
    let file = read(text.as_bytes()).unwrap();
    let tournament = check(&file, &CheckOptions::default()).unwrap().tournament;
    let event = TeamEvent::new(&tournament);
    assert!(event.rules.baku);
    let score = |team, r| event.pairing_score(&tournament, team, round(r));
    assert_eq!(
        [score(1, 1), score(1, 2), score(1, 3)],
        [points(30), points(20), points(40)]
    );
    assert_eq!([score(2, 1), score(2, 2)], [points(30), points(20)]);
    assert_eq!(
        [score(3, 1), score(3, 2), score(4, 1)],
        [points(0), points(30), points(0)]
    );
}
