//! The published board order of C.04.2: boards sorted by the score of the higher-ranked player
//! of the pair, then by the sum of the two scores, then by the ranking of the higher-ranked
//! player. Scores here are real scores (without virtual points of acceleration); "higher-ranked"
//! compares real score, then pairing number.

use crate::entrants::Entrant;

/// Sorts pairs (given as entrant pairs) into board order.
pub(crate) fn sort_boards<T>(boards: &mut [(T, &Entrant, &Entrant)]) {
    boards.sort_by(|(_, a1, a2), (_, b1, b2)| {
        let key = |x: &Entrant, y: &Entrant| {
            let (higher, lower) = if (x.real_score, std::cmp::Reverse(x.rank))
                >= (y.real_score, std::cmp::Reverse(y.rank))
            {
                (x, y)
            } else {
                (y, x)
            };
            (
                std::cmp::Reverse(higher.real_score),
                std::cmp::Reverse(lower.real_score),
                higher.rank,
            )
        };
        key(a1, a2).cmp(&key(b1, b2))
    });
}
