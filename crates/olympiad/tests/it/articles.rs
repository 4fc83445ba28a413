//! The worked examples of the text and one case per article, each built by hand.

use rondo_core::{Colour, RoundNo, Score};
use rondo_olympiad::{
    ColourLimits, OlympiadError, OlympiadOutcome, OlympiadRound, RankingOrder, ReasonKind, Side,
    colour_difference, colours_within_limits, pair_round, ranking,
};

use crate::{games, id, paired, pairs, round_of, sorted, team};

fn article_of(reason: &rondo_olympiad::Reason) -> &str {
    reason
        .rule
        .as_ref()
        .map_or("", |rule| rule.article.as_str())
}

// 9.3, the text's table: with team 1 unable to meet team 4, the next line of the table is
// "1 x 5, 2 x 4, 3 x 6".
#[test]
fn art_9_3_takes_the_next_pairing_of_the_table_after_a_rematch() {
    let round = round_of(vec![
        team(1, 2, "W", &[4]),
        team(2, 2, "W", &[]),
        team(3, 2, "W", &[]),
        team(4, 0, "B", &[1]),
        team(5, 0, "B", &[]),
        team(6, 0, "B", &[]),
    ]);
    // All six in one group: give them equal match points.
    let mut round = round;
    for t in &mut round.teams {
        t.match_points = Score::ZERO;
    }
    let pairing = paired(&round);
    assert_eq!(pairs(&pairing), sorted("1-5 2-4 3-6"));
    let group = &pairing.groups[0];
    assert!(group.reasons.iter().any(|r| matches!(
        &r.kind,
        ReasonKind::OlympiadPairTaken { team, opponent, passed_over }
            if *team == id(1) && *opponent == id(5) && passed_over == &[id(4)]
    )));
}

// 6.4, the text's example of 88 teams: places 43 and 44 have 10 points, 45 and 46 have 9; the
// median team is the 45th (the lower of the two middle ones), so the 9-point group is the
// Median Group, paired after the groups above it (top down) and below it (bottom up).
#[test]
fn art_6_4_the_median_team_of_eighty_eight() {
    let points = |place: u16| match place {
        1..=20 => 12,
        21..=44 => 10,
        45..=70 => 9,
        _ => 5,
    };
    let teams = (1..=88u16).map(|n| team(n, points(n), "", &[])).collect();
    let round = OlympiadRound::new(RoundNo::new(7).expect("round"), 11, teams);
    let pairing = paired(&round);
    assert!(matches!(
        pairing.median.as_ref().map(|r| &r.kind),
        Some(ReasonKind::OlympiadMedianTeam { team, match_points })
            if *team == id(45) && *match_points == Score::from_points(9)
    ));
    let order: Vec<(i32, Side)> = pairing
        .groups
        .iter()
        .map(|g| (g.match_points.tenths() / 10, g.side))
        .collect();
    assert_eq!(
        order,
        [
            (12, Side::Above),
            (10, Side::Above),
            (5, Side::Below),
            (9, Side::Median)
        ]
    );
    assert_eq!(pairing.pairs.len(), 44);
}

// 4.1, 4.2: the bye goes to the lowest ranked team that may receive it.
#[test]
fn art_4_2_the_bye_passes_over_ineligible_teams() {
    let mut teams: Vec<_> = (1..=7u16).map(|n| team(n, 2, "", &[])).collect();
    teams[5].bye_eligible = false;
    teams[6].bye_eligible = false;
    let pairing = paired(&OlympiadRound::new(
        RoundNo::new(2).expect("round"),
        11,
        teams,
    ));
    assert_eq!(pairing.bye, Some(id(5)));
    assert!(pairing.bye_reasons.iter().any(|r| article_of(r) == "4.2"
        && matches!(&r.kind, ReasonKind::LowerIneligible { players } if players == &[id(7), id(6)])));
}

// 4.1 (reading R2): a bye that would leave two teams that have met as the only ones to pair
// is not given.
#[test]
fn art_4_1_the_bye_leaves_the_others_pairable() {
    let round = round_of(vec![
        team(1, 2, "W", &[2]),
        team(2, 0, "B", &[1]),
        team(3, 0, "", &[]),
    ]);
    let pairing = paired(&round);
    assert_eq!(pairing.bye, Some(id(2)));
    assert_eq!(pairs(&pairing), sorted("1-3"));
    assert!(pairing.bye_reasons.iter().any(
        |r| matches!(&r.kind, ReasonKind::LowerWouldStrand { players } if players == &[id(3)])
    ));
}

// 3.2 and the ECU's order: the Olympiad ranks equal match points by pairing number; the ECU
// ranks them by the Olympiad Sonneborn-Berger first, so another team is the lowest ranked.
#[test]
fn art_3_2_ranking_and_the_ecu_order() {
    let mut teams: Vec<_> = (1..=3u16).map(|n| team(n, 2, "", &[])).collect();
    for (t, sb) in teams.iter_mut().zip([10, 20, 30]) {
        t.sonneborn_berger = Score::from_points(sb);
    }
    let round = OlympiadRound::new(RoundNo::new(2).expect("round"), 11, teams);
    assert_eq!(paired(&round).bye, Some(id(3)));
    let european = round.with_ranking(RankingOrder::European);
    let pairing = paired(&european);
    assert_eq!(pairing.bye, Some(id(1)));
    assert_eq!(pairs(&pairing), sorted("2-3"));
}

// 6.1 with a forbidden pair (TRF 260): the pair is treated as a meeting.
#[test]
fn art_6_1_a_forbidden_pair_is_not_made() {
    let teams = (1..=4u16).map(|n| team(n, 0, "", &[])).collect();
    let round =
        OlympiadRound::new(RoundNo::FIRST, 11, teams).with_forbidden_pairs(vec![(id(1), id(3))]);
    assert_eq!(pairs(&paired(&round)), sorted("1-4 2-3"));
}

// 6.1: two teams that have met cannot be paired again; nothing else can be done.
#[test]
fn art_6_1_no_pairing_when_only_a_rematch_is_left() {
    let round = round_of(vec![team(1, 2, "W", &[2]), team(2, 0, "B", &[1])]);
    assert_eq!(
        pair_round(&round).expect("valid input"),
        OlympiadOutcome::NoCompletePairing(rondo_olympiad::NoValidPairing::new(2, 0))
    );
}

// 7.2: in round 1 the higher ranked team of each match gets the colour drawn by lot if its
// number is odd, the other colour if it is even.
#[test]
fn art_7_2_colours_by_lot() {
    let teams = (1..=4u16).map(|n| team(n, 0, "", &[])).collect();
    let round = OlympiadRound::new(RoundNo::FIRST, 11, teams).with_initial_colour(Colour::Black);
    let pairing = paired(&round);
    assert_eq!(games(&pairing), ["3-1", "2-4"]);
    assert!(pairing.pairs.iter().all(|p| {
        p.colour_reason
            .rule
            .as_ref()
            .is_some_and(|rule| rule.article == "7.2")
    }));
}

// 3.1, 3.2.2 and 7.2: the initial pairing number, not the caller's number of a team, ranks
// teams with equal match points and settles the first colours. Teams 1-4 numbered 1, 3, 2, 4
// by 3.1 rank 1, 3, 2, 4: the top half (1, 3) meets the bottom half (2, 4), where the
// callers' numbers would pair 1-3 and 2-4. Team 1 (pairing number 1, odd) gets the colour
// drawn, team 3 (pairing number 2, even) the other one.
#[test]
fn art_3_1_the_initial_pairing_number_ranks_and_colours() {
    let teams = (1..=4u16)
        .zip([1, 3, 2, 4])
        .map(|(n, number)| {
            let mut t = team(n, 0, "", &[]);
            t.pairing_number = number;
            t
        })
        .collect();
    let round = OlympiadRound::new(RoundNo::FIRST, 11, teams).with_initial_colour(Colour::White);
    let pairing = paired(&round);
    assert_eq!(pairs(&pairing), sorted("1-2 3-4"));
    assert_eq!(games(&pairing), ["1-2", "4-3"]);
}

fn colours_of(first: (&str, i32), second: (&str, i32)) -> (String, String) {
    let round = round_of(vec![
        team(1, first.1, first.0, &[]),
        team(2, second.1, second.0, &[]),
    ]);
    let pairing = paired(&round);
    let pair = &pairing.pairs[0];
    (
        format!("{}-{}", pair.white, pair.black),
        pair.colour_reason
            .rule
            .as_ref()
            .map(|rule| rule.article.clone())
            .unwrap_or_default(),
    )
}

// 7.5.1: equalisation before alternation: team 1 (+1, Black last) gets Black.
#[test]
fn art_7_5_1_equalisation_first() {
    assert_eq!(
        colours_of(("WW-B", 4), ("BWBW", 4)),
        ("2-1".into(), "7.5.1".into())
    );
}

// 7.6: equal differences; the latest round in which the colours differed is round 2, when
// team 1 had Black: it now gets White.
#[test]
fn art_7_6_alternation_from_the_latest_round_with_different_colours() {
    assert_eq!(
        colours_of(("WBWB", 4), ("BWWB", 4)),
        ("1-2".into(), "7.6".into())
    );
}

// 7.6: colours never differed: the higher ranked team alternates from its last colour.
#[test]
fn art_7_6_the_higher_ranked_team_alternates() {
    assert_eq!(
        colours_of(("BW", 4), ("BW", 4)),
        ("2-1".into(), "7.6".into())
    );
}

// 7.3 before 7.5.1: team 1 has had Black twice running, so it gets White although
// equalisation would give it Black.
#[test]
fn art_7_3_the_limits_before_equalisation() {
    assert_eq!(
        colours_of(("WWBB", 4), ("-BWB", 4)),
        ("1-2".into(), "7.3".into())
    );
}

// 7.4: within the limits neither group could keep its pair (both teams of each need the
// same colour); without them each keeps it, so both are paired without the limits.
#[test]
fn art_7_4_limits_disregarded_rather_than_floating() {
    let round = round_of(vec![
        team(1, 4, "WW", &[]),
        team(2, 4, "WW", &[]),
        team(3, 2, "BB", &[]),
        team(4, 2, "BB", &[]),
    ]);
    let pairing = paired(&round);
    assert_eq!(pairs(&pairing), sorted("1-2 3-4"));
    assert!(
        pairing
            .groups
            .iter()
            .all(|g| g.colour_limits == ColourLimits::Disregarded
                && g.reasons.iter().any(|r| article_of(r) == "7.4"))
    );
}

// 8.3.1, 8.3.2: the lowest ranked team of an odd group above the Median Group floats down and
// meets the highest ranked team of the next group it has not met.
#[test]
fn art_8_3_1_the_lowest_ranked_team_floats_down() {
    let round = round_of(vec![
        team(1, 4, "W", &[]),
        team(2, 4, "B", &[]),
        team(3, 4, "W", &[4]),
        team(4, 2, "B", &[3]),
        team(5, 2, "W", &[]),
        team(6, 2, "B", &[]),
    ]);
    let pairing = paired(&round);
    assert_eq!(pairs(&pairing), sorted("1-2 3-5 4-6"));
    assert_eq!(pairing.groups[0].floaters, [id(3)]);
    assert!(
        pairing.groups[1]
            .reasons
            .iter()
            .any(|r| article_of(r) == "8.3.1"
                && matches!(&r.kind, ReasonKind::OlympiadFloaterPaired { floater, opponent, passed_over }
            if *floater == id(3) && *opponent == id(5) && passed_over == &[id(4)]))
    );
}

// 8.2.1: the team floating up from below meets the lowest ranked team of the next group it
// has not met.
#[test]
fn art_8_2_1_a_team_floats_up_to_the_lowest_ranked_opponent() {
    let round = round_of(vec![
        team(1, 4, "W", &[]),
        team(2, 4, "B", &[]),
        team(3, 2, "W", &[]),
        team(4, 2, "B", &[]),
        team(5, 2, "B", &[6]),
        team(6, 0, "W", &[5]),
    ]);
    let pairing = paired(&round);
    assert_eq!(pairs(&pairing), sorted("1-2 4-6 3-5"));
    let median = pairing.groups.last().expect("the Median Group");
    assert_eq!(median.side, Side::Median);
    assert!(median.reasons.iter().any(|r| article_of(r) == "8.2.1"
        && matches!(&r.kind, ReasonKind::OlympiadFloaterPaired { floater, opponent, .. }
            if *floater == id(6) && *opponent == id(4))));
}

// 8.2.2: the highest ranked team of an odd group below the Median Group would float, but the
// two left (7 and 8) have met; the next one floats instead.
#[test]
fn art_8_2_2_the_next_team_floats_when_the_rest_cannot_be_paired() {
    let round = round_of(vec![
        team(1, 2, "W", &[]),
        team(2, 2, "B", &[]),
        team(3, 2, "W", &[]),
        team(4, 2, "B", &[]),
        team(5, 2, "W", &[]),
        team(6, 0, "B", &[]),
        team(7, 0, "W", &[8]),
        team(8, 0, "B", &[7]),
    ]);
    let pairing = paired(&round);
    assert_eq!(pairs(&pairing), sorted("1-3 2-4 5-7 6-8"));
    let below = &pairing.groups[0];
    assert_eq!(below.side, Side::Below);
    assert!(below.reasons.iter().any(|r| article_of(r) == "8.2.2"
        && matches!(&r.kind, ReasonKind::OlympiadFloaterChosen { floater, passed_over }
            if *floater == id(7) && passed_over == &[id(6)])));
}

// 8.3.3: the lowest ranked team of the top group has met the only team of the next group, so
// the team above it floats instead.
#[test]
fn art_8_3_3_a_floater_has_an_opponent_in_the_next_group() {
    let round = round_of(vec![
        team(1, 6, "W", &[]),
        team(2, 6, "B", &[]),
        team(3, 6, "W", &[4]),
        team(4, 4, "B", &[3]),
        team(5, 2, "W", &[]),
        team(6, 2, "B", &[]),
        team(7, 2, "W", &[]),
        team(8, 2, "B", &[]),
    ]);
    let pairing = paired(&round);
    assert_eq!(pairs(&pairing), sorted("1-3 2-4 5-7 6-8"));
    let top = &pairing.groups[0];
    assert_eq!(top.floaters, [id(2)]);
    assert!(top.reasons.iter().any(|r| article_of(r) == "8.3.3"));
}

// 8.3.4: a floater no team of the group can take moves on to the next group.
#[test]
fn art_8_3_4_a_floater_moves_on() {
    let round = round_of(vec![
        team(1, 6, "WBW", &[4]),
        team(2, 6, "WBW", &[902, 4]),
        team(3, 6, "BWW", &[903, 903, 4]),
        team(4, 4, "BWB", &[1, 2, 3]),
        team(5, 2, "WBW", &[]),
        team(6, 2, "BWB", &[]),
        team(7, 2, "WBW", &[]),
        team(8, 2, "BWB", &[]),
    ]);
    let pairing = paired(&round);
    assert_eq!(pairs(&pairing), sorted("1-2 3-5 4-6 7-8"));
    let second = &pairing.groups[1];
    assert_eq!(second.match_points, Score::from_points(4));
    assert_eq!(second.floaters, [id(3), id(4)]);
    assert!(second.reasons.iter().any(|r| article_of(r) == "8.3.4"
        && matches!(&r.kind, ReasonKind::OlympiadFloaterMovesOn { floater } if *floater == id(3))));
}

// 9.4, 9.5: team 1 has met every team of its group, so it floats, and so does one more team
// (the lowest ranked, 4) so that the group keeps one pairing (2-3).
#[test]
fn art_9_5_a_team_that_has_met_its_whole_group_floats() {
    let round = round_of(vec![
        team(1, 4, "WBW", &[2, 3, 4]),
        team(2, 4, "BWB", &[1]),
        team(3, 4, "BWB", &[903, 1]),
        team(4, 4, "BWB", &[904, 904, 1]),
        team(5, 2, "WBW", &[]),
        team(6, 2, "BWB", &[]),
        team(7, 2, "WBW", &[]),
        team(8, 2, "BWB", &[]),
    ]);
    let pairing = paired(&round);
    assert_eq!(pairs(&pairing), sorted("1-5 2-3 4-6 7-8"));
    let top = &pairing.groups[0];
    assert_eq!(top.floaters, [id(1), id(4)]);
    assert!(top.reasons.iter().any(|r| article_of(r) == "9.5"
        && matches!(
            r.kind,
            ReasonKind::OlympiadGroupKeeps {
                pairings: 1,
                teams: 4
            }
        )));
}

// 11.1: publication by the match points of the higher ranked team, their sum, then the
// average rating of the higher ranked team.
#[test]
fn art_11_1_order_of_publication() {
    let round = round_of(vec![
        team(1, 4, "W", &[]),
        team(2, 4, "B", &[]),
        team(3, 4, "W", &[]),
        team(4, 2, "B", &[]),
        team(5, 2, "W", &[]),
        team(6, 2, "B", &[]),
    ]);
    assert_eq!(pairs(&paired(&round)), sorted("1-2 3-4 5-6"));
    let order: Vec<u16> = paired(&round)
        .pairs
        .iter()
        .map(|p| p.white.get().min(p.black.get()))
        .collect();
    assert_eq!(order, [1, 3, 5]);
    let mut teams: Vec<_> = (1..=8u16).map(|n| team(n, 0, "", &[])).collect();
    for t in &mut teams {
        t.strength = 2600 - u32::from(t.tpn.get());
    }
    teams[2].strength = 2700;
    let first = OlympiadRound::new(RoundNo::FIRST, 11, teams);
    assert_eq!(games(&paired(&first)), ["3-7", "1-5", "6-2", "8-4"]);
}

#[test]
fn input_errors_are_typed() {
    let two = vec![team(1, 0, "", &[]), team(1, 0, "", &[])];
    assert_eq!(
        pair_round(&OlympiadRound::new(RoundNo::FIRST, 11, two)),
        Err(OlympiadError::DuplicateTpn(id(1)))
    );
    let late = OlympiadRound::new(RoundNo::new(12).expect("round"), 11, Vec::new());
    assert!(matches!(
        pair_round(&late),
        Err(OlympiadError::RoundBeyondTotal { total: 11, .. })
    ));
    let ghost = OlympiadRound::new(
        RoundNo::new(2).expect("round"),
        11,
        vec![team(1, 2, "W", &[7])],
    );
    assert_eq!(
        pair_round(&ghost),
        Err(OlympiadError::UnknownOpponent {
            team: id(1),
            opponent: id(7)
        })
    );
}

// 8.2.3: below the Median Group, the highest ranked team of the odd bottom group (8) has met
// the only team of the next group up (7), so the next team (9) floats up instead.
#[test]
fn art_8_2_3_an_upfloater_has_an_opponent_in_the_next_group() {
    let round = round_of(vec![
        team(1, 2, "W", &[]),
        team(2, 2, "B", &[]),
        team(3, 2, "W", &[]),
        team(4, 2, "B", &[]),
        team(5, 2, "W", &[]),
        team(6, 2, "B", &[]),
        team(7, 1, "B", &[8]),
        team(8, 0, "W", &[7]),
        team(9, 0, "B", &[]),
        team(10, 0, "W", &[]),
    ]);
    let pairing = paired(&round);
    assert_eq!(pairs(&pairing), sorted("1-4 2-5 3-6 7-9 8-10"));
    let bottom = &pairing.groups[0];
    assert_eq!(bottom.floaters, [id(9)]);
    assert!(bottom.reasons.iter().any(|r| article_of(r) == "8.2.3"
        && matches!(&r.kind, ReasonKind::OlympiadNoOpponentInNextGroup { teams } if teams == &[id(8)])));
}

// 8.2.4: every team of the bottom group has met the only team of the next group up, so the
// highest ranked (8) floats, cannot be taken there and moves on to the Median Group, where it
// meets the lowest ranked team; the team it passed (7) floats after it.
#[test]
fn art_8_2_4_an_upfloater_moves_on() {
    let round = round_of(vec![
        team(1, 4, "WBW", &[]),
        team(2, 4, "BWB", &[]),
        team(3, 4, "WBW", &[]),
        team(4, 4, "BWB", &[]),
        team(5, 4, "WBW", &[]),
        team(6, 4, "BWB", &[]),
        team(7, 2, "BWB", &[8, 9, 10]),
        team(8, 0, "WBW", &[7]),
        team(9, 0, "WB", &[909, 7]),
        team(10, 0, "BWW", &[910, 910, 7]),
    ]);
    let pairing = paired(&round);
    assert_eq!(pairs(&pairing), sorted("1-3 2-4 5-7 6-8 9-10"));
    let next = &pairing.groups[1];
    assert_eq!(next.match_points, Score::from_points(2));
    assert_eq!(next.floaters, [id(8), id(7)]);
    assert!(next.reasons.iter().any(|r| article_of(r) == "8.2.4"
        && matches!(&r.kind, ReasonKind::OlympiadFloaterMovesOn { floater } if *floater == id(8))));
}

// 7.1 and 7.3 as the checklist reads them: a team's colour difference, and the colours of
// board 1 it may receive (rounds without a match skipped, 7.7).
#[test]
fn art_7_3_the_colours_a_team_may_receive() {
    let allowed = |colours: &str| {
        let entrant = team(1, 0, colours, &[]);
        let within = colours_within_limits(&entrant);
        (colour_difference(&entrant), within.white, within.black)
    };
    assert_eq!(allowed("WBW"), (1, true, true));
    // Black twice running: no third Black.
    assert_eq!(allowed("WWBB"), (0, true, false));
    // +2: no White; and White twice running across a round without a match.
    assert_eq!(allowed("W-W"), (2, false, true));
    // +2 and Black twice running: neither colour keeps the limits (7.4 may then apply).
    assert_eq!(allowed("WWWWBB"), (2, false, false));
}

// 3.2 as the checklist reads it: the teams to be paired in the order of the ranking, the
// ECU's order placing the higher Sonneborn-Berger first among equal match points.
#[test]
fn art_3_2_the_ranking_before_the_round() {
    let mut teams: Vec<_> = (1..=4u16).map(|n| team(n, 2, "", &[])).collect();
    teams[0].match_points = Score::from_points(4);
    teams[1].to_be_paired = false;
    for (t, sb) in teams.iter_mut().zip([0, 0, 10, 30]) {
        t.sonneborn_berger = Score::from_points(sb);
    }
    let round = OlympiadRound::new(RoundNo::new(2).expect("round"), 11, teams);
    assert_eq!(ranking(&round), [id(1), id(3), id(4)]);
    let european = round.with_ranking(RankingOrder::European);
    assert_eq!(ranking(&european), [id(1), id(4), id(3)]);
}
