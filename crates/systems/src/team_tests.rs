//! Tests of the team Swiss entry: resolution, and generated events paired round by round
//! through the adapter and the publication, checked against an independent reading of
//! [C1], [C2], the completeness of a round and the board colours.

use std::collections::HashSet;

use rondo_core::{RoundEntry, System, Tournament, TournamentSetup, Unplayed};
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
