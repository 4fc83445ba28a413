//! Tests of the team Swiss entry: resolution, and generated events paired round by round
//! through the adapter and the publication, checked against an independent reading of
//! [C1], [C2], the completeness of a round and the board colours.

use std::collections::HashSet;

use rondo_core::{RoundEntry, RoundNo, System, Tournament, TournamentSetup, Unplayed};
use rondo_pairing::GenerateConfig;

use super::{TEAM_SWISS, TeamGenerateConfig, TeamVerdict, resolve_team};
use crate::Choice;

#[test]
fn team_swiss_is_reached_by_name_and_by_192_codes_only() {
    let mut setup = TournamentSetup::default();
    assert!(resolve_team(&Choice::default(), &setup).is_none());
    assert!(resolve_team(&Choice::system(System::TeamSwiss), &setup).is_some());
    for code in [
        "FIDE_TEAM_BAKU",
        "FIDE_TEAM_TYPEB_MP_GP",
        "FIDE_TEAM_TYPEA_GP",
    ] {
        setup.system = Some(code.to_owned());
        assert!(resolve_team(&Choice::default(), &setup).is_some(), "{code}");
        // An explicit individual system wins over the file's code.
        assert!(resolve_team(&Choice::system(System::Dutch), &setup).is_none());
    }
    setup.system = Some("FIDE_DUTCH_2025".to_owned());
    assert!(resolve_team(&Choice::default(), &setup).is_none());
}

/// Every generated event: each round pairs every team once (a match or the bye), no two
/// teams meet twice, no team gets a second PAB, every match's boards alternate colours from
/// White on board 1 for the team the engine names White, and `check` reproduces each round.
#[test]
fn generated_team_events_keep_the_absolute_criteria_and_re_check() {
    for (teams, boards, rounds, seed) in [
        (2u16, 1u16, 1u16, 1u64),
        (5, 2, 4, 2),
        (8, 4, 6, 3),
        (11, 3, 7, 4),
        (14, 5, 9, 5),
        (21, 4, 9, 6),
    ] {
        let config = GenerateConfig::default()
            .with_players(teams)
            .with_rounds(rounds)
            .with_seed(seed);
        let setup = TEAM_SWISS
            .generate(&config, &TeamGenerateConfig::default().with_boards(boards))
            .unwrap();
        let tournament = Tournament::try_from(setup.clone()).unwrap();
        assert!(rondo_core::team::team_problems(&tournament).is_empty());
        let team_of = |id: rondo_core::PlayerId| {
            setup
                .teams
                .iter()
                .find(|t| t.members.contains(&id))
                .map(|t| t.number)
                .unwrap()
        };
        let mut met: HashSet<(u16, u16)> = HashSet::new();
        let mut had_bye: HashSet<u16> = HashSet::new();
        let paired_rounds = tournament.paired_rounds();
        for r in 0..usize::from(paired_rounds) {
            let mut seen: HashSet<u16> = HashSet::new();
            let mut byes = Vec::new();
            for team in &setup.teams {
                // Board b of the team (0-based): its colour must be the board-1 colour
                // turned every other board.
                let entries: Vec<RoundEntry> = team
                    .members
                    .iter()
                    .map(|id| setup.players[id.index()].rounds[r])
                    .collect();
                if entries
                    .iter()
                    .all(|e| *e == RoundEntry::Unplayed(Unplayed::PairingBye))
                {
                    byes.push(team.number);
                    assert!(
                        had_bye.insert(team.number),
                        "second PAB for {}",
                        team.number
                    );
                    assert!(seen.insert(team.number));
                    continue;
                }
                let mut opponent_team = None;
                let mut first_colour = None;
                for (b, entry) in entries.iter().enumerate() {
                    let RoundEntry::Game {
                        opponent, colour, ..
                    } = *entry
                    else {
                        panic!("team {} board {b}: {entry:?}", team.number);
                    };
                    let theirs = team_of(opponent);
                    assert_eq!(*opponent_team.get_or_insert(theirs), theirs);
                    let first = *first_colour.get_or_insert(colour);
                    let expected = if b % 2 == 0 { first } else { first.opposite() };
                    assert_eq!(colour, expected, "team {} board {}", team.number, b + 1);
                }
                let other = opponent_team.unwrap();
                assert!(seen.insert(team.number));
                if team.number < other {
                    assert!(
                        met.insert((team.number, other)),
                        "rematch {} {other}",
                        team.number
                    );
                }
            }
            assert_eq!(
                seen.len(),
                setup.teams.len(),
                "round {}: every team once",
                r + 1
            );
            assert_eq!(byes.len(), usize::from(teams % 2 == 1));
        }
        // A complete pairing existed in every round the generator asked for except when
        // [C1] ran out of opponents, which needs more rounds than teams - 1.
        if rounds < teams {
            assert_eq!(paired_rounds, rounds, "{teams} teams");
        }
        for check in TEAM_SWISS.check(&tournament) {
            assert_eq!(check.verdict, TeamVerdict::Agrees, "round {}", check.round);
        }
    }
}

fn fixture(name: &str) -> Tournament {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/trf/team")
        .join(name);
    let file = rondo_trf::read(&std::fs::read(path).unwrap()).unwrap();
    rondo_trf::check(&file, &rondo_trf::CheckOptions::default())
        .unwrap()
        .tournament
}

/// The adapter's readings on a file with a forfeited match (`330`), a team half-point bye
/// (`240 H 3 3`: East in round 3), a `260` pair and Type A with game points primary: a
/// forfeited match is no meeting (it stays out of the history, A3), the team with a bye is
/// not paired, `260` is a forbidden pair, the scores are the view's.
#[test]
fn the_adapter_reads_forfeits_byes_and_forbidden_pairs_as_the_view_says() {
    let tournament = fixture("line-ups-and-forfeits.trf");
    let event = rondo_core::team::TeamEvent::new(&tournament);
    let round3 = RoundNo::new(3).unwrap();
    let view = event.view(&tournament, round3);
    let input = super::team_round(&event, &view);
    assert_eq!(input.preferences, rondo_team_swiss::PreferenceType::TypeA);
    assert_eq!(input.total_rounds, 4);
    let team = |n: u16| input.teams.iter().find(|t| t.tpn.get() == n).unwrap();
    // North (1) won the forfeited match against East (3) in round 2 (330 +-): no meeting
    // for either, and North is barred from the PAB ([C2]). East has its half-point bye in
    // round 3, so it is not paired.
    assert!(team(1).matches.iter().all(|m| m.opponent.get() != 3));
    assert!(team(3).matches.iter().all(|m| m.opponent.get() != 1));
    assert!(team(1).pab_barred);
    assert!(team(1).to_be_paired);
    assert!(!team(3).to_be_paired);
    for state in &view.teams {
        let entrant = team(state.team);
        assert_eq!(entrant.score, state.primary_score);
        assert_eq!(entrant.pairing_score, state.pairing_score);
        assert_eq!(entrant.matches.len(), state.played.len());
    }
    // 260: teams 2 and 3 may not meet (while it applies).
    let forbidden_23 = input.forbidden_pairs.iter().any(|(a, b)| {
        let (a, b) = (a.get().min(b.get()), a.get().max(b.get()));
        (a, b) == (2, 3)
    });
    let stated = view
        .forbidden
        .iter()
        .any(|g| g.contains(&2) && g.contains(&3));
    assert_eq!(forbidden_23, stated);
}
