//! The adapter's readings of 4.2 (R19 of `docs/olympiad.md`) on a small event read from TRF,
//! and its checklist.
//!
//! Five teams of two boards, numbered by strength (so the initial pairing numbers of 3.1 are
//! the team numbers). Round 1: 1-3 (2-0) and 4-2 (1-1); team 5 joined after round 1 (`Z` on
//! both boards). Round 2: 2-1 (0-2), 5-4 (1-1), team 3 the bye.

use rondo_core::team::TeamEvent;
use rondo_core::{PlayerId, RoundNo, Tournament};
use rondo_pairing::ReasonKind;

use super::{ByeBar, Olympiad, RankingOrder, bye_bars, late_entry, olympiad_checklist};
use crate::Options;
use crate::team::TeamAssignment;

const ROUND_1: &str = "\
012 Olympiad Late Entry Cup\n\
092 Team: Olympiad Pairing Rules (FIDE D.02)\n\
142 3\n\
152 W\n\
001    1 m    Player 01, Alpha                  2090 FID                         1.0          5 w 1\n\
001    2 m    Player 02, Alpha                  2080 FID                         1.0          6 b 1\n\
001    3 m    Player 03, Bravo                  2070 FID                         0.5          7 b =\n\
001    4 m    Player 04, Bravo                  2060 FID                         0.5          8 w =\n\
001    5 m    Player 05, Charlie                2050 FID                         0.0          1 b 0\n\
001    6 m    Player 06, Charlie                2040 FID                         0.0          2 w 0\n\
001    7 m    Player 07, Delta                  2030 FID                         0.5          3 w =\n\
001    8 m    Player 08, Delta                  2020 FID                         0.5          4 b =\n\
001    9 m    Player 09, Echo                   2010 FID                         0.0       0000 - Z\n\
001   10 m    Player 10, Echo                   2000 FID                         0.0       0000 - Z\n\
310   1 Alpha                            ALP                                1    2\n\
310   2 Bravo                            BRA                                3    4\n\
310   3 Charlie                          CHA                                5    6\n\
310   4 Delta                            DEL                                7    8\n\
310   5 Echo                             ECH                                9   10\n\
";

const ROUNDS_1_AND_2: &str = "\
012 Olympiad Late Entry Cup\n\
092 Team: Olympiad Pairing Rules (FIDE D.02)\n\
142 3\n\
152 W\n\
001    1 m    Player 01, Alpha                  2090 FID                         2.0          5 w 1     3 b 1\n\
001    2 m    Player 02, Alpha                  2080 FID                         2.0          6 b 1     4 w 1\n\
001    3 m    Player 03, Bravo                  2070 FID                         0.5          7 b =     1 w 0\n\
001    4 m    Player 04, Bravo                  2060 FID                         0.5          8 w =     2 b 0\n\
001    5 m    Player 05, Charlie                2050 FID                         1.0          1 b 0  0000 - U\n\
001    6 m    Player 06, Charlie                2040 FID                         1.0          2 w 0  0000 - U\n\
001    7 m    Player 07, Delta                  2030 FID                         0.5          3 w =     9 b 0\n\
001    8 m    Player 08, Delta                  2020 FID                         1.5          4 b =    10 w 1\n\
001    9 m    Player 09, Echo                   2010 FID                         1.0       0000 - Z     7 w 1\n\
001   10 m    Player 10, Echo                   2000 FID                         0.0       0000 - Z     8 b 0\n\
310   1 Alpha                            ALP                                1    2\n\
310   2 Bravo                            BRA                                3    4\n\
310   3 Charlie                          CHA                                5    6\n\
310   4 Delta                            DEL                                7    8\n\
310   5 Echo                             ECH                                9   10\n\
";

/// The event of `text`, its points columns made to agree with the results it was edited to.
fn read(text: &str) -> Tournament {
    let mut setup = rondo_trf::read(text.as_bytes()).expect("reads").setup;
    setup.correct_points_columns();
    Tournament::try_from(setup).expect("checks")
}

fn round(number: u16) -> RoundNo {
    RoundNo::new(number).expect("a round")
}

fn team(number: u16) -> PlayerId {
    PlayerId::new(number).expect("a team")
}

#[test]
fn a_late_entry_ranked_lowest_passes_the_bye_to_the_next_team() {
    // Before round 2: 1 has 2 match points, 2 and 4 one, 3 and 5 none; 5 ranks lowest (3.2)
    // but joined after round 1, so the bye goes to 3, and the reasons say why.
    let tournament = read(ROUND_1);
    let paired = Olympiad
        .pair_teams(&tournament, round(2), &Options::default())
        .expect("pairs");
    let pairing = paired.pairing().expect("a pairing");
    assert_eq!(pairing.pab, Some(team(3)));
    let pairs: Vec<(u16, u16)> = pairing
        .pairs
        .iter()
        .map(|pair| (pair.white.get(), pair.black.get()))
        .collect();
    assert_eq!(pairs, [(2, 1), (5, 4)]);
    let kinds: Vec<&ReasonKind> = pairing.pab_reasons.iter().map(|r| &r.kind).collect();
    assert!(matches!(kinds[1], ReasonKind::LowerIneligible { players } if players == &[team(5)]));
    assert_eq!(
        kinds[2],
        &ReasonKind::OlympiadLateEntries {
            teams: vec![team(5)]
        }
    );
    assert_eq!(
        pairing.pab_reasons[2]
            .rule
            .as_ref()
            .map(|r| r.article.as_str()),
        Some("4.2")
    );
}

#[test]
fn an_absence_announced_for_round_1_is_no_late_entry() {
    // The same file with a `240` record announcing team 5's zero-point bye in round 1: the
    // absence of a team that had entered, so 5, the lowest ranked, gets the bye.
    let text = format!("{ROUND_1}240 Z   1    5\n");
    let tournament = read(&text);
    let event = TeamEvent::new(&tournament);
    assert!(!late_entry(&tournament, &event, 5, round(2)));
    let paired = Olympiad
        .pair_teams(&tournament, round(2), &Options::default())
        .expect("pairs");
    assert_eq!(paired.pairing().and_then(|p| p.pab), Some(team(5)));
}

#[test]
fn only_round_1_makes_a_late_entry_and_each_cause_of_4_2_is_named() {
    let tournament = read(ROUNDS_1_AND_2);
    let event = TeamEvent::new(&tournament);
    // Nobody is a late entry before round 2 is paired.
    assert!(!late_entry(&tournament, &event, 5, RoundNo::FIRST));
    assert!(late_entry(&tournament, &event, 5, round(3)));
    assert_eq!(
        bye_bars(&tournament, &event, 5, round(3)),
        [ByeBar::LateEntry]
    );
    assert_eq!(bye_bars(&tournament, &event, 3, round(3)), [ByeBar::HadBye]);
    assert!(bye_bars(&tournament, &event, 2, round(3)).is_empty());
    // Team 3 absent with a zero-point bye in round 2 instead of the pairing-allocated bye: an
    // absence after round 1, so no late entry, and nothing bars its bye.
    let absent = ROUNDS_1_AND_2.replace("0000 - U", "0000 - Z");
    let tournament = read(&absent);
    let event = TeamEvent::new(&tournament);
    assert!(!late_entry(&tournament, &event, 3, round(3)));
    assert!(bye_bars(&tournament, &event, 3, round(3)).is_empty());
}

#[test]
fn the_checklist_lists_the_facts_of_d02_the_pairing_follows() {
    let tournament = read(ROUNDS_1_AND_2);
    let paired = Olympiad
        .pair_teams(&tournament, round(3), &Options::default())
        .expect("pairs");
    let list = olympiad_checklist(&tournament, &paired, RankingOrder::Olympiad);
    let order: Vec<u16> = list.rows.iter().map(|row| row.team).collect();
    // 3.2: 1 (4 match points), 4 (2), then 2, 3, 5 (one each) by pairing number.
    assert_eq!(order, [1, 4, 2, 3, 5]);
    assert_eq!(list.median_team, Some(3));
    let row = |number: u16| {
        list.rows
            .iter()
            .find(|row| row.team == number)
            .expect("a row")
    };
    assert_eq!(row(2).this_round, TeamAssignment::PairingBye);
    assert_eq!(row(5).bye_bars, [ByeBar::LateEntry]);
    assert_eq!(row(3).bye_bars, [ByeBar::HadBye]);
    // 1 floated down (8.3) into 4's group of two match points.
    assert_eq!(row(1).float, Some(rondo_core::Float::Down));
    assert_eq!(row(1).group.map(|g| g.to_string()), Some("2".to_owned()));
    assert_eq!(row(4).float, None);
    assert_eq!(row(1).sonneborn_berger, None);
}
