//! Colour allocation (art. 5).

use rondo_core::Colour;

use crate::field::Field;

/// The rule of art. 5.2 that gave the colours of a board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ColourRule {
    /// 5.2.1: neither has played; the initial colour by the HRP's TPN parity.
    Initial,
    /// 5.2.2: the preferences differ and both are granted.
    BothGranted,
    /// 5.2.3: the stronger preference is granted.
    Stronger,
    /// 5.2.4: the latest round in which their colours differed, reversed.
    History,
    /// 5.2.5: the higher-ranked player's preference.
    HigherRanked,
}

/// The colours of `a` against `b`: (white, black, the rule that decided).
pub(crate) fn allocate(field: &Field, a: usize, b: usize) -> (usize, usize, ColourRule) {
    let hrp = field.higher_ranked(a, b);
    let other = if hrp == a { b } else { a };
    let (x, y) = (&field.entrants[hrp], &field.entrants[other]);
    let give = |player: usize, colour: Colour, rule| {
        let opponent = if player == hrp { other } else { hrp };
        match colour {
            Colour::White => (player, opponent, rule),
            Colour::Black => (opponent, player, rule),
        }
    };
    // 5.2.1 comes first in Dubov: both have yet to play.
    if x.games_played == 0 && y.games_played == 0 {
        let colour = if x.tpn % 2 == 1 {
            field.initial_colour
        } else {
            field.initial_colour.opposite()
        };
        return give(hrp, colour, ColourRule::Initial);
    }
    if x.preference.colour != y.preference.colour {
        return give(hrp, x.preference.colour, ColourRule::BothGranted);
    }
    if x.preference.strength != y.preference.strength {
        let stronger = if x.preference.strength > y.preference.strength {
            hrp
        } else {
            other
        };
        return give(stronger, x.preference.colour, ColourRule::Stronger);
    }
    // 5.2.4: aligned at their ends (GHR 3.4), the latest round where they differed.
    for (mine, theirs) in x.colours.iter().rev().zip(y.colours.iter().rev()) {
        if mine != theirs {
            return give(hrp, *theirs, ColourRule::History);
        }
    }
    give(hrp, x.preference.colour, ColourRule::HigherRanked)
}

/// How many of the two players do not get their colour preference ([C7]).
pub(crate) fn failures(field: &Field, a: usize, b: usize) -> u32 {
    let (white, black, _) = allocate(field, a, b);
    u32::from(field.entrants[white].preference.colour != Colour::White)
        + u32::from(field.entrants[black].preference.colour != Colour::Black)
}
