//! Behaviour on small hand-made tournaments: byes and absences, forfeits, withdrawals, late
//! entries, forbidden pairs, colours, topscorers, acceleration and "no valid pairing".

use rondo_core::{
    Absence, AbsenceKind, Colour, ForbiddenPairs, PlayerId, RoundNo, Score, Tournament,
};
use rondo_dutch::{
    BakuVariant, Edition, PairError, PairOptions, PairingOutcome, baku_accelerations,
    initial_colour, pair_round,
};

use crate::support::{Builder, pair};

fn id(n: u16) -> PlayerId {
    PlayerId::new(n).expect("valid id")
}

/// Six players after one round: 1, 2, 3 won against 4, 5, 6.
const SIX_AFTER_ONE: [&str; 6] = [
    "2400: 4w1",
    "2300: 5b1",
    "2200: 6w1",
    "2100: 1b0",
    "2000: 2w0",
    "1900: 3b0",
];

#[test]
fn first_round_pairs_top_half_against_bottom_half_with_alternating_colours() {
    let tournament = Builder::new(&["2400", "2300", "2200", "2100", "2000", "1900"])
        .rounds(5)
        .build();
    assert_eq!(pair(&tournament, 1, &PairOptions::default()), "1-4 5-2 3-6");
}

#[test]
fn first_round_odd_field_gives_the_bye_to_the_lowest_player() {
    let tournament = Builder::new(&["2400", "2300", "2200", "2100", "2000"])
        .rounds(5)
        .build();
    assert_eq!(
        pair(&tournament, 1, &PairOptions::default()),
        "1-3 4-2 bye:5"
    );
}

#[test]
fn the_2009_edition_pairs_a_first_round_by_f4() {
    // F4: S1 = 1, 2 against S2 = 3, 4, 5; the lowest player gets the bye; E5 gives the odd
    // S1 player the initial colour.
    let tournament = Builder::new(&["2400", "2300", "2200", "2100", "2000"])
        .rounds(5)
        .build();
    let options = PairOptions::default().with_edition(Edition::Dutch2009);
    assert_eq!(pair(&tournament, 1, &options), "1-3 4-2 bye:5");
}

#[test]
fn the_2017_edition_pairs_a_first_round_like_2025() {
    let tournament = Builder::new(&["2400", "2300", "2200", "2100", "2000"])
        .rounds(5)
        .build();
    let options = PairOptions::default().with_edition(Edition::Dutch2017);
    assert_eq!(pair(&tournament, 1, &options), "1-3 4-2 bye:5");
}

#[test]
fn initial_colour_override_flips_every_first_round_board() {
    let tournament = Builder::new(&["2400", "2300", "2200", "2100"])
        .rounds(3)
        .build();
    let options = PairOptions::default().with_initial_colour(Some(Colour::Black));
    assert_eq!(pair(&tournament, 1, &options), "3-1 2-4");
}

#[test]
fn initial_colour_is_inferred_from_the_first_round_in_the_file() {
    // Player 1 had Black in round 1: the drawn colour was Black.
    let tournament = Builder::new(&["2400: 3b1", "2300: 4w1", "2200: 1w0", "2100: 2b0"])
        .rounds(3)
        .build();
    assert_eq!(initial_colour(&tournament), Some(Colour::Black));
    // Player 1 absent in round 1: player 2, the top player present, shows it.
    let tournament = Builder::new(&["2400: Z", "2300: 4b1", "2200: .", "2100: 2w0"])
        .rounds(3)
        .build();
    assert_eq!(initial_colour(&tournament), Some(Colour::Black));
}

#[test]
fn second_round_pairs_score_groups_and_alternates_colours() {
    let tournament = Builder::new(&SIX_AFTER_ONE).rounds(5).build();
    // Winners 1, 2, 3: 1 meets 2 (1 had White, 2 Black) and 3 floats down. There 3 (who met
    // 6) meets the highest resident, 4, with Black as both prefer; 6 and 5 remain.
    assert_eq!(pair(&tournament, 2, &PairOptions::default()), "2-1 4-3 6-5");
}

#[test]
fn half_and_zero_point_byes_for_the_round_are_not_paired_and_not_given_the_pab() {
    // Round 2 column: player 2 takes a half-point bye, player 5 a zero-point bye.
    let mut rows = SIX_AFTER_ONE.map(str::to_owned);
    rows[1].push_str(" H");
    rows[4].push_str(" Z");
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let tournament = Builder::new(&rows).rounds(5).build();
    let pairing = pair(&tournament, 2, &PairOptions::default());
    assert!(
        !pairing.contains('2') && !pairing.contains('5'),
        "{pairing}"
    );
    // 4 and 6 both lost with Black: both want White, and the higher-ranked 4 gets it.
    assert_eq!(pairing, "3-1 4-6");
}

#[test]
fn a_full_point_bye_for_the_round_is_not_paired() {
    let mut rows = SIX_AFTER_ONE.map(str::to_owned);
    rows[0].push_str(" F");
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let tournament = Builder::new(&rows).rounds(5).build();
    let pairing = pair(&tournament, 2, &PairOptions::default());
    assert!(
        !pairing
            .split(' ')
            .any(|b| b.split(['-', ':']).any(|p| p == "1"))
    );
    assert!(pairing.contains("bye:"), "five players: one PAB: {pairing}");
}

#[test]
fn an_absence_record_for_the_round_is_not_paired() {
    let mut builder = Builder::new(&SIX_AFTER_ONE).rounds(5);
    builder.setup.absences.push(Absence {
        round: RoundNo::new(2),
        player: id(4),
        kind: AbsenceKind::ZeroPointBye,
    });
    let tournament = builder.build();
    let pairing = pair(&tournament, 2, &PairOptions::default());
    assert!(!pairing.contains('4'), "{pairing}");
    // 3 and 5 both had White: the higher-ranked 3 gets Black.
    assert_eq!(pairing, "2-1 5-3 bye:6");
}

/// Seven players after three rounds: 1–6 drew all their games (1.5 points each) and can still
/// be paired among themselves; player 7's entries are `seventh_history`.
fn seven_with(seventh_history: &str) -> Builder {
    let seventh = format!("1800: {seventh_history}");
    let rows = [
        "2400: 4w= 5b= 2w=",
        "2300: 5w= 6b= 1b=",
        "2200: 6w= 4b= 5w=",
        "2100: 1b= 3w= 6w=",
        "2000: 2b= 1w= 3b=",
        "1900: 3b= 2w= 4b=",
        seventh.as_str(),
    ];
    Builder::new(&rows).rounds(5)
}

#[test]
fn a_player_who_had_the_pab_does_not_get_it_again() {
    let pairing = pair(&seven_with("U Z Z").build(), 4, &PairOptions::default());
    assert!(!pairing.ends_with("bye:7"), "{pairing}");
}

#[test]
fn a_pab_worth_less_than_a_win_still_blocks_a_second_one() {
    // Win 3, draw 1, PAB 1: player 7 (1 point) is the lowest, but had the PAB.
    let mut builder = seven_with("U Z Z");
    let scoring = &mut builder.setup.scoring;
    scoring.win = Score::from_points(3);
    scoring.forfeit_win = Score::from_points(3);
    scoring.full_point_bye = Score::from_points(3);
    scoring.draw = Score::ONE;
    scoring.half_point_bye = Score::ONE;
    scoring.pairing_bye = Score::ONE;
    let pairing = pair(&builder.build(), 4, &PairOptions::default());
    assert!(!pairing.ends_with("bye:7"), "{pairing}");
}

#[test]
fn a_full_point_bye_blocks_the_pab() {
    for history in ["F Z Z", "Z Z F"] {
        let pairing = pair(&seven_with(history).build(), 4, &PairOptions::default());
        assert!(!pairing.ends_with("bye:7"), "{history}: {pairing}");
    }
}

#[test]
fn a_forfeit_win_blocks_the_pab_and_a_forfeit_loss_does_not() {
    // Round 1 of a four-player event: 1 beat 3 by forfeit, 4 lost to 2 by forfeit.
    let rows = [
        "2400: 3w+ 2b=",
        "2300: 4b+ 1w=",
        "2200: 1b- 4w=",
        "2100: 2w- 3b=",
        "2000: Z Z",
    ];
    let tournament = Builder::new(&rows).rounds(4).build();
    let view = tournament.view(RoundNo::new(3).expect("round"));
    let eligible = |n| view.state(id(n)).expect("player").pab_eligible;
    assert!(
        !eligible(1) && !eligible(2),
        "forfeit winners are ineligible"
    );
    assert!(eligible(3) && eligible(4), "forfeit losers stay eligible");
    // Player 5 (no points) takes the PAB.
    let pairing = pair(&tournament, 3, &PairOptions::default());
    assert!(pairing.ends_with("bye:5"), "{pairing}");
}

#[test]
fn half_point_and_zero_point_byes_do_not_block_the_pab() {
    for history in ["H Z Z", "Z Z Z", "H H Z"] {
        let pairing = pair(&seven_with(history).build(), 4, &PairOptions::default());
        assert!(pairing.ends_with("bye:7"), "{history}: {pairing}");
    }
}

#[test]
fn a_forfeit_is_not_a_meeting_and_gives_no_colour() {
    // Round 1: 1 beat 2 by forfeit (the game was not played), 3 beat 4 over the board.
    let tournament = Builder::new(&["2400: 2w+", "2300: 1b-", "2200: 4w1", "2100: 3b0"])
        .rounds(3)
        .build();
    // 1 and 3 lead the field; 1 has no colour history yet, 3 had White. 1 v 2 is allowed
    // again later; here 1 meets 3.
    assert_eq!(pair(&tournament, 2, &PairOptions::default()), "1-3 4-2");
    // With 3 and 4 gone (zero-point byes), 1 and 2 may meet again.
    let tournament = Builder::new(&["2400: 2w+", "2300: 1b-", "2200: 4w1 Z", "2100: 3b0 Z"])
        .rounds(3)
        .build();
    assert_eq!(pair(&tournament, 2, &PairOptions::default()), "1-2");
}

#[test]
fn withdrawn_players_are_not_paired() {
    // Round 2 is already paired in the file without player 6 (blank entry): he withdrew.
    let tournament = Builder::new(&[
        "2400: 4w1 2b=",
        "2300: 5b1 1w=",
        "2200: 6w1 5b1",
        "2100: 1b0 .",
        "2000: 2w0 3w0",
        "1900: 3b0 .",
    ])
    .rounds(5)
    .build();
    let view = tournament.view(RoundNo::new(2).expect("round"));
    assert!(view.state(id(6)).expect("player 6").absent.is_some());
    let pairing = pair(&tournament, 2, &PairOptions::default());
    assert!(!pairing.contains('6'), "{pairing}");
}

#[test]
fn late_entries_are_paired_with_the_score_they_have() {
    // Player 5 enters in round 2 with zero points.
    let tournament = Builder::new(&[
        "2400: 3w1",
        "2300: 4b1",
        "2200: 1b0",
        "2100: 2w0",
        "2500: Z",
    ])
    .rounds(4)
    .build();
    let pairing = pair(&tournament, 2, &PairOptions::default());
    // 1 and 2 lead; 3, 4, 5 have zero points, so the late entrant 5 is in the bottom group.
    assert!(
        pairing.contains("2-1") || pairing.contains("1-2"),
        "{pairing}"
    );
    assert!(pairing.contains('5'), "{pairing}");
}

#[test]
fn forbidden_pairs_are_respected() {
    let mut builder = Builder::new(&["2400", "2300", "2200", "2100"]).rounds(3);
    builder.setup.forbidden_pairs.push(ForbiddenPairs {
        first_round: None,
        last_round: None,
        players: vec![id(1), id(3)],
    });
    let tournament = builder.build();
    assert_eq!(pair(&tournament, 1, &PairOptions::default()), "1-4 3-2");
}

#[test]
fn no_valid_pairing_is_an_outcome() {
    // Two players who already met.
    let tournament = Builder::new(&["2400: 2w1", "2300: 1b0"]).rounds(3).build();
    let view = tournament.view(RoundNo::new(2).expect("round"));
    let outcome = pair_round(&view, &PairOptions::default()).expect("pairable data");
    assert!(matches!(outcome, PairingOutcome::NoValidPairing(_)));
}

/// Six players after two rounds: 1 and 2 won both games with White (absolute preference for
/// Black); 4 and 6 had Black twice (absolute preference for White).
const TOPSCORERS: [&str; 6] = [
    "2400: 3w1 6w1",
    "2300: 4w1 5w1",
    "2200: 1b0 4w=",
    "2100: 2b0 3b=",
    "2000: 6w= 2b0",
    "1900: 5b= 1b0",
];

#[test]
fn topscorers_in_the_last_round_may_meet_with_the_same_absolute_preference() {
    let tournament = Builder::new(&TOPSCORERS).rounds(3).build();
    let pairing = pair(&tournament, 3, &PairOptions::default());
    assert!(
        pairing.contains("1-2") || pairing.contains("2-1"),
        "{pairing}"
    );
    // 4 and 6 are not topscorers: they may not meet.
    assert!(
        !pairing.contains("4-6") && !pairing.contains("6-4"),
        "{pairing}"
    );
    // Not in the last round, 1 and 2 may not meet either.
    let tournament = Builder::new(&TOPSCORERS).rounds(5).build();
    let pairing = pair(&tournament, 3, &PairOptions::default());
    assert!(
        !pairing.contains("1-2") && !pairing.contains("2-1"),
        "{pairing}"
    );
}

#[test]
fn baku_group_a_follows_the_rule_text_or_the_first_half() {
    // Ten players, all present: rule text 2·⌈10/4⌉ = 6, first half ⌈10/2⌉ = 5.
    let rows: Vec<String> = (0..10).map(|i| format!("{}", 2400 - i * 10)).collect();
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let tournament = Builder::new(&rows).rounds(9).build();
    let fide = baku_accelerations(&tournament, BakuVariant::Fide).expect("standard points");
    let half = baku_accelerations(&tournament, BakuVariant::FirstHalf).expect("standard points");
    assert_eq!(fide[0].last_player, id(6));
    assert_eq!(half[0].last_player, id(5));
    // Nine rounds: five accelerated, a win's points in the first three, a draw's in two more.
    assert_eq!(
        (
            fide[0].first_round.get(),
            fide[0].last_round.get(),
            fide[0].points
        ),
        (1, 3, Score::ONE)
    );
    assert_eq!(
        (
            fide[1].first_round.get(),
            fide[1].last_round.get(),
            fide[1].points
        ),
        (4, 5, Score::HALF)
    );
}

#[test]
fn baku_acceleration_splits_the_first_round() {
    let rows: Vec<String> = (0..8).map(|i| format!("{}", 2400 - i * 10)).collect();
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let tournament = Builder::new(&rows).rounds(7).build();
    let options = PairOptions::default().with_baku(Some(BakuVariant::Fide));
    // Group A (1–4) and group B (5–8) are paired separately.
    assert_eq!(pair(&tournament, 1, &options), "1-3 4-2 5-7 8-6");
}

#[test]
fn a_round_waits_for_the_results_of_the_one_before() {
    let tournament = Builder::new(&["2400: 3w1", "2300: 4b=", "2200: 1b0", "2100: 2w="])
        .rounds(4)
        .build();
    let round_two = RoundNo::new(2).unwrap();
    let first = match pair_round(&tournament.view(round_two), &PairOptions::default()) {
        Ok(PairingOutcome::Paired(pairing)) => pairing,
        other => panic!("{other:?}"),
    };
    let boards: Vec<_> = first.boards.iter().map(|b| (b.white, b.black)).collect();
    let published =
        Tournament::try_from(tournament.with_pairing(round_two, &boards, None).unwrap()).unwrap();

    // Round 3 cannot be paired before round 2 has results.
    let refused = pair_round(&published.view(round_two.next()), &PairOptions::default());
    assert!(
        matches!(&refused, Err(PairError::PendingResults(pending))
            if pending.round == round_two && pending.boards == 2),
        "{refused:?}"
    );
    // Round 2 itself is paired again from round 1 alone, to the same pairing.
    let again = pair_round(&published.view(round_two), &PairOptions::default());
    assert_eq!(again, Ok(PairingOutcome::Paired(first)));

    // One board with a result and one without still blocks round 3.
    let partly = Builder::new(&[
        "2400: 3w1 2b1",
        "2300: 4b= 1w0",
        "2200: 1b0 4w?",
        "2100: 2w= 3b?",
    ])
    .rounds(4)
    .build();
    let refused = pair_round(&partly.view(round_two.next()), &PairOptions::default());
    assert!(
        matches!(&refused, Err(PairError::PendingResults(pending)) if pending.boards == 1),
        "{refused:?}"
    );
}
