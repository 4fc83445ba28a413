//! Colour preferences (C.04.6 1.6–1.7) and the allocation of colours to a pair (Art. 4).

use rondo_core::{Colour, PreferenceStrength};
use rondo_pairing::{Reason, ReasonKind};

use crate::input::{PreferenceType, TeamEntrant, TeamRound, Tpn};

/// How strongly a team prefers a colour (1.7.2; Type A preferences count as strong).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Strength {
    /// A mild preference (Type B only).
    Mild,
    /// A strong preference (Type B), or any Type A preference.
    Strong,
}

/// A team's colour preference for the round (1.7). Never absolute.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Preference {
    /// The colour preferred.
    pub colour: Colour,
    /// How strongly.
    pub strength: Strength,
}

/// The colour difference (1.6.2): matches with White minus matches with Black.
#[must_use]
pub fn colour_difference(team: &TeamEntrant) -> i32 {
    team.matches
        .iter()
        .map(|m| match m.colour {
            Colour::White => 1,
            Colour::Black => -1,
        })
        .sum()
}

/// The team's colour preference (1.7.1 Type A, 1.7.2 Type B), `None` when it has none.
///
/// The clauses are tried strong first: a team that meets a strong clause and a mild one has
/// the strong preference (reading A2), and a Type B team with CD 0 whose last two played
/// matches had the same colour has a strong preference in the last round too, since the
/// last-round exception is written only into the mild clauses (reading A1).
#[must_use]
pub fn preference(
    team: &TeamEntrant,
    kind: PreferenceType,
    last_round: bool,
) -> Option<Preference> {
    if kind == PreferenceType::None || team.matches.is_empty() {
        return None;
    }
    let cd = colour_difference(team);
    let colours: Vec<Colour> = team.matches.iter().map(|m| m.colour).collect();
    let last = colours.last().copied();
    let last_two_same = |c: Colour| colours.len() >= 2 && colours[colours.len() - 2..] == [c, c];
    let strong = if cd <= -2 || ((cd == 0 || cd == -1) && last_two_same(Colour::Black)) {
        Some(Colour::White)
    } else if cd >= 2 || ((cd == 0 || cd == 1) && last_two_same(Colour::White)) {
        Some(Colour::Black)
    } else {
        None
    };
    if let Some(colour) = strong {
        return Some(Preference {
            colour,
            strength: Strength::Strong,
        });
    }
    if kind == PreferenceType::TypeA {
        return None;
    }
    let mild = match cd {
        -1 => Some(Colour::White),
        1 => Some(Colour::Black),
        0 if !last_round => last.map(Colour::opposite),
        _ => None,
    };
    mild.map(|colour| Preference {
        colour,
        strength: Strength::Mild,
    })
}

/// Whether `a` is the first-team of a pair with `b` (4.2): the higher pairing score, then
/// the higher secondary score (when the rules use it), then the smaller TPN.
#[must_use]
pub fn is_first_team(a: &TeamEntrant, b: &TeamEntrant, round: &TeamRound) -> bool {
    if a.pairing_score != b.pairing_score {
        return a.pairing_score > b.pairing_score;
    }
    if round.secondary_for_colours && a.secondary_score != b.secondary_score {
        return a.secondary_score > b.secondary_score;
    }
    a.tpn < b.tpn
}

/// The colour of the first team of `a` and `b`, and why (4.3). `a` must be the first-team.
#[must_use]
pub fn allocate(first: &TeamEntrant, other: &TeamEntrant, round: &TeamRound) -> (Colour, Reason) {
    let last_round = round.is_last_round();
    let pf = preference(first, round.preferences, last_round);
    let po = preference(other, round.preferences, last_round);
    // 4.3.1: both teams have yet to play a match.
    if first.matches.is_empty() && other.matches.is_empty() {
        let colour = if first.tpn.get() % 2 == 1 {
            round.initial_colour
        } else {
            round.initial_colour.opposite()
        };
        return (
            colour,
            Reason::system(
                "4.3.1",
                ReasonKind::InitialColour {
                    player: first.tpn,
                    number: usize::from(first.tpn.get()),
                    colour,
                    initial: round.initial_colour,
                },
            ),
        );
    }
    match (pf, po) {
        // 4.3.2: only one team has a preference.
        (Some(p), None) => {
            return (
                p.colour,
                Reason::system(
                    "4.3.2",
                    ReasonKind::PreferenceGranted {
                        player: first.tpn,
                        other: other.tpn,
                    },
                ),
            );
        }
        (None, Some(p)) => {
            return (
                p.colour.opposite(),
                Reason::system(
                    "4.3.2",
                    ReasonKind::PreferenceGranted {
                        player: other.tpn,
                        other: first.tpn,
                    },
                ),
            );
        }
        // 4.3.3: opposite preferences.
        (Some(p), Some(q)) if p.colour != q.colour => {
            return (
                p.colour,
                Reason::system("4.3.3", ReasonKind::PreferencesGranted),
            );
        }
        // 4.3.4 (Type B): only one team has a strong preference.
        (Some(p), Some(q))
            if round.preferences == PreferenceType::TypeB && p.strength != q.strength =>
        {
            let (winner, loser, colour) = if p.strength == Strength::Strong {
                (first.tpn, other.tpn, p.colour)
            } else {
                (other.tpn, first.tpn, p.colour.opposite())
            };
            return (
                colour,
                Reason::system(
                    "4.3.4",
                    ReasonKind::StrongerPreference {
                        colour: p.colour,
                        winner,
                        winner_strength: PreferenceStrength::Strong,
                        loser,
                        loser_strength: PreferenceStrength::Mild,
                    },
                ),
            );
        }
        _ => {}
    }
    // 4.3.5: White to the team with the lower colour difference.
    let (cf, co) = (colour_difference(first), colour_difference(other));
    if cf != co {
        let colour = if cf < co {
            Colour::White
        } else {
            Colour::Black
        };
        let team = if cf < co { first.tpn } else { other.tpn };
        return (
            colour,
            Reason::system("4.3.5", ReasonKind::Equalisation { player: team }),
        );
    }
    // 4.3.6: alternate to the most recent time one had White and the other Black, the
    // played-only histories aligned at their ends (reading A12).
    let hf: Vec<Colour> = first.matches.iter().map(|m| m.colour).collect();
    let ho: Vec<Colour> = other.matches.iter().map(|m| m.colour).collect();
    for (a, b) in hf.iter().rev().zip(ho.iter().rev()) {
        if a != b {
            return (
                a.opposite(),
                Reason::system(
                    "4.3.6",
                    ReasonKind::Alternation {
                        colour: pf.map(|p| p.colour),
                    },
                ),
            );
        }
    }
    // 4.3.7: the first-team's preference.
    if let Some(p) = pf {
        return (
            p.colour,
            Reason::system(
                "4.3.7",
                ReasonKind::HigherRankedPreference {
                    colour: Some(p.colour),
                    player: first.tpn,
                },
            ),
        );
    }
    // 4.3.8: alternate the first-team's colour from its last played match.
    if let Some(last) = hf.last() {
        return (
            last.opposite(),
            Reason::system(
                "4.3.8",
                ReasonKind::TeamAlternatesFromLast {
                    team: first.tpn,
                    colour: last.opposite(),
                },
            ),
        );
    }
    // 4.3.9: alternate the other team's colour from its last played match. One of the two
    // has played (4.3.1 did not apply) and the first-team has not, so the other has.
    let last = ho
        .last()
        .copied()
        .unwrap_or(round.initial_colour.opposite());
    (
        last,
        Reason::system(
            "4.3.9",
            ReasonKind::TeamAlternatesFromLast {
                team: other.tpn,
                colour: last.opposite(),
            },
        ),
    )
}

/// A team and its preference, for the criteria of the bracket.
pub(crate) fn same_preference(a: Option<Preference>, b: Option<Preference>) -> (bool, bool) {
    match (a, b) {
        (Some(p), Some(q)) if p.colour == q.colour => (
            true,
            p.strength == Strength::Strong && q.strength == Strength::Strong,
        ),
        _ => (false, false),
    }
}

/// Which team of `a` and `b` takes White, for callers that hold TPNs.
pub(crate) fn white_and_black(first: Tpn, other: Tpn, first_colour: Colour) -> (Tpn, Tpn) {
    match first_colour {
        Colour::White => (first, other),
        Colour::Black => (other, first),
    }
}
