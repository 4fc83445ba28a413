//! Colour history, colour difference and colour preference (C.04.3 2025 1.6–1.7; C.04.2: only
//! played games count, unplayed rounds are moved to the front).

use rondo_core::{Colour, ColourPreference, PreferenceStrength, colour_preference};

use crate::{id, round, tournament};

#[track_caller]
fn check_preference(colours: &str, expected: Option<(Colour, PreferenceStrength)>) {
    let colours: Vec<Colour> = colours
        .chars()
        .map(|c| match c {
            'W' => Colour::White,
            'B' => Colour::Black,
            other => panic!("bad colour {other}"),
        })
        .collect();
    let expected = expected.map(|(colour, strength)| ColourPreference { colour, strength });
    assert_eq!(colour_preference(&colours), expected, "{colours:?}");
}

#[test]
fn preferences_from_colour_histories() {
    use Colour::{Black, White};
    use PreferenceStrength::{Absolute, Mild, Strong};
    // No game played: no preference.
    check_preference("", None);
    // CD = 0: mild, alternating from the last game.
    check_preference("WB", Some((White, Mild)));
    check_preference("BWBW", Some((Black, Mild)));
    // CD = ±1: strong, towards balance.
    check_preference("B", Some((White, Strong)));
    check_preference("WBW", Some((Black, Strong)));
    check_preference("WWB", Some((Black, Strong)));
    check_preference("BBW", Some((White, Strong)));
    // CD beyond ±1: absolute, towards balance.
    check_preference("WW", Some((Black, Absolute)));
    check_preference("BWBB", Some((White, Absolute)));
    check_preference("WWBWW", Some((Black, Absolute)));
    // The same colour in the two latest games: absolute even with CD = ±1.
    check_preference("BWW", Some((Black, Absolute)));
    check_preference("WBB", Some((White, Absolute)));
    // Two in a row beats a colour difference of ±1 ...
    check_preference("BBBWW", Some((Black, Absolute)));
    check_preference("WWWBB", Some((White, Absolute)));
    // ... but a colour difference beyond ±1 beats two in a row.
    check_preference("WWWWBB", Some((Black, Absolute)));
}

#[test]
fn a_single_game_gives_a_strong_preference() {
    // After one game CD = ±1, so the preference is strong (1.7.2), not mild.
    check_preference("W", Some((Colour::Black, PreferenceStrength::Strong)));
}

/// C.04.2: `BWB-W` is treated as `-BWBW`: the unplayed round does not separate the games, so
/// the two latest games are B and W, CD = 0 and the preference is mild Black.
#[test]
fn unplayed_rounds_are_moved_to_the_front() {
    let t = tournament(&[
        "2b0 3w1 4b= Z 2w1",
        "1w1 4b0 3w= 4w= 1b0",
        "4w1 1b0 2b= U .",
        "3b0 2w1 1w= 2b= .",
    ]);
    let state = t.view(round(6)).state(id(1)).cloned().unwrap();
    assert_eq!(
        state.colours,
        [Colour::Black, Colour::White, Colour::Black, Colour::White]
    );
    assert_eq!(state.colour_difference, 0);
    assert_eq!(
        state.colour_preference,
        Some(ColourPreference {
            colour: Colour::Black,
            strength: PreferenceStrength::Mild
        })
    );
    // `WB-B`: the two latest games are both Black although a round without a game lies
    // between them, so White is absolute.
    let t = tournament(&[
        "2w1 3b0 U 2b1",
        "1b0 4w1 3w1 1w0",
        "4b0 1w1 2b0 4w1",
        "3w1 2b0 . 3b0",
    ]);
    let state = t.view(round(5)).state(id(1)).cloned().unwrap();
    assert_eq!(state.colours, [Colour::White, Colour::Black, Colour::Black]);
    assert_eq!(state.colour_difference, -1);
    assert_eq!(
        state.colour_preference,
        Some(ColourPreference {
            colour: Colour::White,
            strength: PreferenceStrength::Absolute
        })
    );
}

/// Forfeits are not games: their scheduled colour is not history. Unrated games (`W D L`, less
/// than one move) are games.
#[test]
fn only_played_games_count_for_colours() {
    let t = tournament(&["2w+ 3bW", "1b- 4wL", "4w1 1wL", "3b0 2bW"]);
    let one = t.view(round(3)).state(id(1)).cloned().unwrap();
    assert_eq!(one.colours, [Colour::Black]);
    assert_eq!(one.colour_difference, -1);
    assert_eq!(one.games_played, 1);
    assert_eq!(one.opponents, [id(3)]);
    assert!(!one.has_met(id(2)), "a forfeit is not a meeting");
    let two = t.view(round(3)).state(id(2)).cloned().unwrap();
    assert_eq!(two.colours, [Colour::White]);
    assert_eq!(two.last_colour(), Some(Colour::White));
}
