//! Standings: shared places, the choice of tie-break list, standings after a round, crosstables.

use rondo_core::{Header, RoundEntry, RoundNo, Tournament, TournamentSetup};
use rondo_tiebreak::Rules::Fide2026;
use rondo_tiebreak::{
    Format, RoundNotPaired, Rules, StandingsOptions, crosstable, default_tiebreaks,
    event_standings, parse_tiebreak_list, skipped_file_tiebreaks, standings, tiebreaks_for,
};

use crate::builder::Builder;
use crate::check::{check, order, values_with};

/// Four players, three rounds: 1 beats 2, 3 beats 4; 1 draws 3, 2 draws 4; 1 beats 4, 3 beats 2.
fn four() -> Tournament {
    Builder::new(4, 3)
        .game(1, 1, 2, "1")
        .game(1, 3, 4, "1")
        .game(2, 1, 3, "=")
        .game(2, 2, 4, "=")
        .game(3, 4, 1, "0")
        .game(3, 2, 3, "0")
        .build()
}

#[test]
fn equal_on_everything_share_the_place() {
    // 1 and 3 have 2.5 each and the same opponents: equal BH. They drew each other, so DE too.
    // They share first place; 2 and 4 (½ each) share third.
    assert_eq!(
        order(&four(), "BH DE", Fide2026, Format::Auto),
        "1:1 3:1 2:3 4:3"
    );
    // PS separates them: 1 scored 1, 1.5, 2.5 (5.0) and 3 the same… also shared.
    assert_eq!(
        order(&four(), "PS", Fide2026, Format::Auto),
        "1:1 3:1 2:3 4:3"
    );
    // Without tie-breaks, equal points share the place.
    let table = standings(&four(), &[], &StandingsOptions::default()).expect("standings");
    let ranks: Vec<u16> = table.rows.iter().map(|row| row.rank).collect();
    assert_eq!(ranks, [1, 1, 3, 3]);
}

#[test]
fn after_round_counts_only_the_first_rounds() {
    // After round 1: 1 and 3 on 1 point. Their BH counts round 1 only: 0 each.
    let options = StandingsOptions::default().with_after_round(RoundNo::new(1));
    let specs = parse_tiebreak_list("BH PS").expect("list");
    let table = standings(&four(), &specs, &options).expect("standings");
    assert_eq!(table.rounds, 1);
    let first = &table.rows[0];
    assert_eq!(
        (first.player.get(), first.points.to_string()),
        (1, "1".to_owned())
    );
    assert_eq!(first.values[1].to_string(), "1.0");
    // Rounds after N do not exist: 2's zero-point bye of round 2 is followed by a game in
    // round 3, so finally it counts what it gave (art. 16.2.3): 2's adjusted score is 0 + 0 + 1,
    // and 1's Buchholz is 1 + 0.5 (filler of round 2: 0, then a blank last round as a draw) +
    // 0 (filler of round 3) = 1.5. After round 2 the bye is in the last round (16.2.5), a draw:
    // 2 counts 0.5, and 1's Buchholz is 0.5 + 0 = 0.5.
    let t = Builder::new(2, 3)
        .game(1, 1, 2, "1")
        .zpb(2, 2)
        .fill(1, &["1", "1"])
        .fill(2, &["1"])
        .build();
    check(&t, "BH", Fide2026, 1, "1.5");
    let after_two = StandingsOptions::default().with_after_round(RoundNo::new(2));
    assert_eq!(values_with(&t, "BH", &after_two, 1), "0.5");
}

#[test]
fn standings_after_a_round_not_paired_are_refused() {
    let after = |n| StandingsOptions::default().with_after_round(RoundNo::new(n));
    assert_eq!(after(3).check_after_round(&four()), Ok(()));
    assert_eq!(
        after(4).check_after_round(&four()),
        Err(RoundNotPaired {
            after_round: RoundNo::new(4).expect("round"),
            paired_rounds: 3
        })
    );
}

#[test]
fn standings_stop_before_a_round_waiting_for_results() {
    // Round 3 of `four` paired but not played: the standings count rounds 1 and 2.
    let mut setup = four().into_setup();
    for player in &mut setup.players {
        let RoundEntry::Game {
            opponent, colour, ..
        } = player.rounds[2]
        else {
            panic!("round 3 is a game");
        };
        player.rounds[2] = RoundEntry::Scheduled { opponent, colour };
    }
    let pending = Tournament::try_from(setup).expect("valid");
    let options = StandingsOptions::default();
    let event = event_standings(&pending, None, &options, None).expect("standings");
    assert_eq!(event.standings.rounds, 2);
    assert_eq!(event.pending_round, RoundNo::new(3));
    // After round 1 they stop before round 2, which has its results.
    let early = event_standings(
        &pending,
        None,
        &options.with_after_round(RoundNo::new(1)),
        None,
    );
    assert_eq!(early.expect("standings").pending_round, None);
    let done = event_standings(&four(), None, &StandingsOptions::default(), None);
    assert_eq!(done.expect("standings").pending_round, None);
}

#[test]
fn tie_break_list_comes_from_the_file_then_the_recommendation() {
    let mut setup: TournamentSetup = four().into_setup();
    let t = Tournament::try_from(setup.clone()).expect("valid");
    let options = StandingsOptions::default();
    let swiss = tiebreaks_for(&t, &options).expect("default list");
    assert_eq!(labels(&swiss), "BH/C1 BH DE SB");
    setup.header = Header {
        standings_tiebreaks: Some("PTS, SB, BH/C1".to_owned()),
        tiebreaks: Some("ARO".to_owned()),
        ..Header::default()
    };
    let t = Tournament::try_from(setup.clone()).expect("valid");
    assert_eq!(
        labels(&tiebreaks_for(&t, &options).expect("212")),
        "SB BH/C1"
    );
    setup.header.standings_tiebreaks = Some("PTS".to_owned());
    let t = Tournament::try_from(setup.clone()).expect("valid");
    assert_eq!(labels(&tiebreaks_for(&t, &options).expect("202")), "ARO");
    // A code that cannot be read is left out, and listed, and the rest of the list is used.
    setup.header.tiebreaks = Some("BH/?? ARO XYZ".to_owned());
    let t = Tournament::try_from(setup.clone()).expect("valid");
    assert_eq!(labels(&tiebreaks_for(&t, &options).expect("202")), "ARO");
    let skipped: Vec<(&str, String)> = skipped_file_tiebreaks(&t)
        .into_iter()
        .map(|(record, error)| (record, error.code))
        .collect();
    assert_eq!(
        skipped,
        [("202", "BH/??".to_owned()), ("202", "XYZ".to_owned())]
    );
    // Nothing readable: the recommendation.
    setup.header.tiebreaks = Some("BH/??".to_owned());
    let t = Tournament::try_from(setup).expect("valid");
    assert_eq!(
        labels(&tiebreaks_for(&t, &options).expect("default")),
        labels(&default_tiebreaks(&t, &options))
    );
}

#[test]
fn recommendations_by_kind_and_edition() {
    let swiss = four();
    let round_robin = Builder::new(2, 1).round_robin().game(1, 1, 2, "1").build();
    let rules = |rules| StandingsOptions::default().with_rules(rules);
    assert_eq!(
        labels(&default_tiebreaks(&round_robin, &rules(Fide2026))),
        "DE SB WIN KS"
    );
    assert_eq!(
        labels(&default_tiebreaks(&swiss, &rules(Rules::Fide2009))),
        "DE PS BH SB WIN BPG"
    );
    let rated = Builder::new(2, 1)
        .rating(1, 2000)
        .rating(2, 1900)
        .game(1, 1, 2, "1")
        .build();
    assert_eq!(
        labels(&default_tiebreaks(&rated, &rules(Rules::Fide2009))),
        "DE TPR ARO"
    );
    assert_eq!(
        labels(&default_tiebreaks(&round_robin, &rules(Rules::Fide2009))),
        "DE BPG KS SB WIN"
    );
}

#[test]
fn team_codes_are_refused_for_individuals() {
    let specs = parse_tiebreak_list("EMMSB").expect("list");
    let error = standings(&four(), &specs, &StandingsOptions::default()).expect_err("team only");
    assert_eq!(
        error.to_string(),
        "tie-break 'EMMSB' needs teams (C.07 art. 11–13); use team standings"
    );
}

#[test]
fn crosstable_rounds_and_running_scores() {
    let table = crosstable(&four(), None);
    assert_eq!(table.rounds, 3);
    let one = &table.rows[0];
    let running: Vec<String> = one.cells.iter().map(|c| c.running.to_string()).collect();
    assert_eq!(running, ["1", "1.5", "2.5"]);
    assert_eq!(one.cells[2].entry.opponent().map(|id| id.get()), Some(4));
    let early = crosstable(&four(), RoundNo::new(2));
    assert_eq!(early.rows[0].points.to_string(), "1.5");
    assert_eq!(early.rows[0].cells.len(), 2);
}

#[test]
fn round_robin_is_read_from_the_file() {
    let t = Builder::new(2, 1).round_robin().game(1, 1, 2, "1").build();
    let specs = parse_tiebreak_list("SB").expect("list");
    let table = standings(&t, &specs, &StandingsOptions::default()).expect("standings");
    assert!(table.round_robin);
    let table = standings(&four(), &specs, &StandingsOptions::default()).expect("standings");
    assert!(!table.round_robin);
}

fn labels(specs: &[rondo_tiebreak::TiebreakSpec]) -> String {
    specs
        .iter()
        .map(|s| s.label.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}
