//! Who may receive the pairing-allocated bye: the one home of that rule, in each text that
//! states it. Which eligible player then gets it is each system's own rule.

use crate::{RoundEntry, ScoringSystem, Unplayed};

/// A rule text's condition on the pairing-allocated bye (PAB).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ByeEligibility {
    /// C.04.1 art. 4 (2026 text): not after a PAB, nor after a round scored, without playing,
    /// as many points as a win (a forfeit win, a full-point bye, and by the point system any
    /// bye worth a win).
    Fide2026,
    /// C.04.1 (c) of 2017: not after a PAB or a forfeit win (a full-point bye does not count).
    Fide2017,
    /// C.04.3 (2009) B1 b: not after a PAB, a forfeit win or a full-point bye.
    Dutch2009,
    /// US Swiss rule III: not after a bye (the PAB or a full-point bye).
    UsSwiss,
}

impl ByeEligibility {
    /// Whether an earlier round with `entry` makes a player ineligible under this rule.
    #[must_use]
    pub fn blocked_by(self, entry: RoundEntry, scoring: &ScoringSystem) -> bool {
        let RoundEntry::Unplayed(unplayed) = entry else {
            return false;
        };
        match self {
            ByeEligibility::Fide2026 => scoring.unplayed_counts_as_win(unplayed),
            ByeEligibility::Fide2017 => {
                matches!(unplayed, Unplayed::PairingBye | Unplayed::ForfeitWin { .. })
            }
            ByeEligibility::Dutch2009 => matches!(
                unplayed,
                Unplayed::PairingBye | Unplayed::ForfeitWin { .. } | Unplayed::FullPointBye
            ),
            ByeEligibility::UsSwiss => {
                matches!(unplayed, Unplayed::PairingBye | Unplayed::FullPointBye)
            }
        }
    }

    /// Whether a player with the `earlier` rounds may receive the PAB under this rule.
    #[must_use]
    pub fn allows(self, earlier: &[RoundEntry], scoring: &ScoringSystem) -> bool {
        !earlier.iter().any(|entry| self.blocked_by(*entry, scoring))
    }
}

#[cfg(test)]
mod tests {
    use super::ByeEligibility;
    use crate::{RoundEntry, ScoringSystem, Unplayed};

    #[test]
    fn each_text_blocks_the_rounds_it_names() {
        let scoring = ScoringSystem::default();
        let forfeit_win = RoundEntry::Unplayed(Unplayed::ForfeitWin {
            opponent: None,
            colour: None,
        });
        let full_point = RoundEntry::Unplayed(Unplayed::FullPointBye);
        let pab = RoundEntry::Unplayed(Unplayed::PairingBye);
        let half_point = RoundEntry::Unplayed(Unplayed::HalfPointBye);
        let blocks = |rule: ByeEligibility, entry| rule.blocked_by(entry, &scoring);
        for rule in [
            ByeEligibility::Fide2026,
            ByeEligibility::Fide2017,
            ByeEligibility::Dutch2009,
            ByeEligibility::UsSwiss,
        ] {
            assert!(blocks(rule, pab), "{rule:?}: a second PAB");
            assert!(!blocks(rule, half_point), "{rule:?}: a half-point bye");
        }
        assert!(blocks(ByeEligibility::Fide2026, forfeit_win));
        assert!(blocks(ByeEligibility::Fide2026, full_point));
        assert!(blocks(ByeEligibility::Fide2017, forfeit_win));
        assert!(!blocks(ByeEligibility::Fide2017, full_point));
        assert!(blocks(ByeEligibility::Dutch2009, full_point));
        assert!(!blocks(ByeEligibility::UsSwiss, forfeit_win));
        assert!(blocks(ByeEligibility::UsSwiss, full_point));
    }
}
