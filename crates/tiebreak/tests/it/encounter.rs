//! Direct encounter (C.07 art. 6, 2009 annex 2(e)) on hand-made tournaments. Players 1–4 are
//! the ones tied; fillers (start numbers 5 and up) only bring their scores level.

use rondo_core::Tournament;
use rondo_tiebreak::Format;
use rondo_tiebreak::Rules::{Fide2009, Fide2024, Fide2026};

use crate::builder::Builder;
use crate::check::{check, order};

/// The first `n` entries of the standings as `start:rank`.
#[track_caller]
fn top(tournament: &Tournament, list: &str, rules: rondo_tiebreak::Rules, n: usize) -> String {
    order(tournament, list, rules, Format::Auto)
        .split(' ')
        .take(n)
        .collect::<Vec<_>>()
        .join(" ")
}

/// X (1) beat Y (2), Y beat Z (3), and Z drew X unless `x_meets_z` is false; each ends on 2
/// points after five rounds.
fn cycle(x_meets_z: bool) -> Tournament {
    let builder = Builder::new(3, 5).game(1, 1, 2, "1").game(2, 2, 3, "1");
    if x_meets_z {
        builder
            .game(3, 3, 1, "=")
            .fill(1, &["=", "0", "0"]) // 1 + ½ + ½ = 2
            .fill(2, &["1", "0", "0"]) // 0 + 1 + 1 = 2
            .fill(3, &["1", "=", "0"]) // 1 + 0 + ½ + ½ = 2
            .build()
    } else {
        builder
            .fill(1, &["=", "=", "0", "0"]) // 1 + ½ + ½ = 2
            .fill(2, &["1", "0", "0"]) // 0 + 1 + 1 = 2
            .fill(3, &["1", "1", "0", "0"]) // 1 + 0 + 1 = 2
            .build()
    }
}

#[test]
fn all_met_mini_table_orders_the_group() {
    // Art. 6.2: the mini-table gives X 1 + ½ = 1.5, Y 0 + 1 = 1, Z 0 + ½ = 0.5.
    let t = cycle(true);
    assert_eq!(top(&t, "DE", Fide2026, 3), "1:1 2:2 3:3");
    check(&t, "DE", Fide2026, 1, "1");
    check(&t, "DE", Fide2026, 3, "3");
}

#[test]
fn incomplete_meetings_without_a_certain_leader_stay_tied() {
    // Art. 6.3, the example of the spec notes: X–Z not played. X has 1 point; Y has 1 and met
    // everyone (best case 1); Z has 0 and one game missing (best case 0 + 1 = 1). X's 1 is not
    // more than 1, so nobody is certain to be alone on top: all three stay tied (DE 0).
    let t = cycle(false);
    assert_eq!(top(&t, "DE", Fide2026, 3), "1:1 2:1 3:1");
    check(&t, "DE", Fide2026, 2, "0");
}

#[test]
fn certain_leader_is_separated_then_the_rest_again() {
    // Art. 6.3: 1 beat 2 and 3, who never met; all on 2 points after four rounds. In the
    // mini-table 1 has 2 points; 2 and 3 have 0 and could reach at most 1 each. 2 > 1, so 1 is
    // first whatever the missing result. The rest, {2, 3}, is a new tied group (art. 6.3, last
    // sentence): they never met, so it stays tied.
    let t = Builder::new(3, 4)
        .game(1, 1, 2, "1")
        .game(2, 1, 3, "1")
        .fill(1, &["0", "0"])
        .fill(2, &["1", "1", "0"])
        .fill(3, &["1", "1", "0"])
        .build();
    assert_eq!(top(&t, "DE", Fide2026, 3), "1:1 2:2 3:2");
    check(&t, "DE", Fide2026, 1, "1");
    check(&t, "DE", Fide2026, 2, "2");
    check(&t, "DE", Fide2026, 3, "2");
}

#[test]
fn mini_table_is_applied_again_to_each_tied_subgroup() {
    // Four players on 2 points who all met: 1 beat 2 and 3 and lost to 4; 2 beat 3 and 4;
    // 3 beat 4. Mini-table: 1: 2, 2: 2, 3: 1, 4: 1. Art. 6.2 applies again to {1, 2} (1 beat 2)
    // and to {3, 4} (3 beat 4): 1, 2, 3, 4.
    let t = Builder::new(4, 4)
        .game(1, 1, 2, "1")
        .game(1, 3, 4, "1")
        .game(2, 1, 3, "1")
        .game(2, 2, 4, "1")
        .game(3, 1, 4, "0")
        .game(3, 2, 3, "1")
        .fill(1, &["0"])
        .fill(2, &["0"])
        .fill(3, &["1"])
        .fill(4, &["1"])
        .build();
    assert_eq!(top(&t, "DE", Fide2026, 4), "1:1 2:2 3:3 4:4");
    check(&t, "DE", Fide2026, 4, "4");
}

/// 1 beat 2 twice, 3 beat 1, 2 beat 3; all on 2 points after four rounds.
fn double_meeting() -> Tournament {
    Builder::new(3, 4)
        .game(1, 1, 2, "1")
        .game(2, 2, 1, "0")
        .game(3, 3, 1, "1")
        .game(4, 2, 3, "1")
        .fill(1, &["0"])
        .fill(2, &["1"])
        .fill(3, &["1", "0"])
        .build()
}

#[test]
fn repeated_meetings_count_their_average() {
    // Art. 6.1.2: 1 met 2 twice and scored 1 on average. Mini-table: 1: 1 + 0 = 1,
    // 2: 0 + 1 = 1, 3: 1 + 0 = 1. A three-way tie that DE does not break.
    assert_eq!(top(&double_meeting(), "DE", Fide2026, 3), "1:1 2:1 3:1");
}

#[test]
fn annex_2009_sums_repeated_meetings_once() {
    // 2009 annex 2(e): "the sum of points of those encounters": 1: 2, 2: 1, 3: 1. 1 is first;
    // the annex does not apply the rule again to {2, 3}.
    assert_eq!(top(&double_meeting(), "DE", Fide2009, 3), "1:1 2:2 3:2");
}

#[test]
fn forfeits_are_not_encounters_unless_p() {
    // 1 beat 2 by forfeit; both end on 1.5 points (the fillers have at most 1). Art. 6.1.1: a
    // forfeit is not an encounter, so they never met and stay tied; with /P it counts as 1's win.
    let t = Builder::new(2, 3)
        .forfeit(1, 1, 2)
        .fill(1, &["=", "0"])
        .fill(2, &["1", "="])
        .build();
    assert_eq!(top(&t, "DE", Fide2026, 2), "1:1 2:1");
    assert_eq!(top(&t, "DE/P", Fide2026, 2), "1:1 2:2");
    check(&t, "DE/P", Fide2026, 2, "2");
}

#[test]
fn round_robin_forfeits_are_encounters() {
    // Art. 15.2: in a round robin a forfeit counts as a game, for DE too. Four players:
    // round 1: 1 beats 2 by forfeit, 3–4 drawn; round 2: 3 beats 1, 2 beats 4; round 3: 1–4 and
    // 2–3 drawn. Points: 3: 2, 1: 1.5, 2: 1.5, 4: 1. The tie of 1 and 2 is broken by the forfeit
    // in a round robin, not in a Swiss.
    let t = Builder::new(4, 3)
        .round_robin()
        .forfeit(1, 1, 2)
        .game(1, 3, 4, "=")
        .game(2, 3, 1, "1")
        .game(2, 2, 4, "1")
        .game(3, 1, 4, "=")
        .game(3, 2, 3, "=")
        .build();
    assert_eq!(order(&t, "DE", Fide2026, Format::Auto), "3:1 1:2 2:3 4:4");
    assert_eq!(order(&t, "DE", Fide2026, Format::Swiss), "3:1 1:2 2:2 4:4");
}

#[test]
fn direct_encounter_applies_only_to_groups_still_tied() {
    // With PS first, the cycle is already broken: X 1 + 1.5 + 2 + 2 + 2 = 8.5, Z 1 + 1 + 1.5 +
    // 2 + 2 = 7.5, Y 0 + 1 + 2 + 2 + 2 = 7. DE (type A, art. 4.3) is applied to no group, and its
    // value stays 0.
    let t = cycle(true);
    assert_eq!(top(&t, "PS DE", Fide2024, 3), "1:1 3:2 2:3");
    check(&t, "PS DE", Fide2024, 1, "8.5 0");
}

#[test]
fn annex_2009_needs_all_to_have_met() {
    // 2009 annex 2(e): used only if all the tied players met each other.
    assert_eq!(top(&cycle(true), "DE", Fide2009, 3), "1:1 2:2 3:3");
    assert_eq!(top(&cycle(false), "DE", Fide2009, 3), "1:1 2:1 3:1");
}
