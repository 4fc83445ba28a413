//! The sentences of the Burstein system's own reasons (C.04.4.2, 2026).

use rondo_pairing::{IndexRank, ReasonKind};

/// Hundredths of a point as points (`8.25`, `7.5`, `6`).
fn hundredths(value: i64) -> String {
    let sign = if value < 0 { "-" } else { "" };
    let abs = value.unsigned_abs();
    match abs % 100 {
        0 => format!("{sign}{}", abs / 100),
        rest if rest % 10 == 0 => format!("{sign}{}.{}", abs / 100, rest / 10),
        rest => format!("{sign}{}.{rest:02}", abs / 100),
    }
}

fn players(list: &[rondo_core::PlayerId]) -> String {
    list.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn ranking(ranking: &[IndexRank]) -> String {
    ranking
        .iter()
        .enumerate()
        .map(|(index, rank)| {
            format!(
                "BSN {} = {} (Buchholz {}, SB {})",
                index + 1,
                rank.player,
                rank.buchholz,
                hundredths(rank.sonneborn_berger_hundredths)
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The sentence of a Burstein reason; other kinds are worded by the caller.
pub(super) fn sentence(kind: &ReasonKind) -> String {
    match kind {
        ReasonKind::SeedingRounds {
            seeding_rounds,
            seeding: true,
        } => format!(
            "a seeding round (the first {seeding_rounds} rounds): paired by the FIDE (Dutch) \
             System"
        ),
        ReasonKind::SeedingRounds { seeding_rounds, .. } => format!(
            "the {seeding_rounds} seeding rounds are over: each bracket is ranked by the Index \
             and paired by the Burstein rules"
        ),
        ReasonKind::IndexOrder { ranking: ranks } => format!(
            "ranked by Index (Buchholz, then Sonneborn-Berger, higher first), then TPN; scores \
             are not used: {}",
            ranking(ranks)
        ),
        ReasonKind::CandidateOrder {
            first_candidate: true,
            floaters,
        } => format!(
            "the first candidate of the order of art. 4.3 (BSN 1 against the last BSN, BSN 2 \
             against the one before, ...{}) complies best with the criteria",
            if *floaters > 0 {
                format!(", {floaters} middle BSN(s) floating")
            } else {
                String::new()
            }
        ),
        ReasonKind::CandidateOrder { floaters, .. } => format!(
            "the first candidate does not comply best with C1-C8; the pairing taken is the \
             first in the order of art. 4.3 that does (BSN 1's opponent as low-ranked as \
             possible, then BSN 2's, and so on; floating comes last){}",
            if *floaters > 0 {
                format!(", with {floaters} virtual player(s) for the outgoing floaters")
            } else {
                String::new()
            }
        ),
        ReasonKind::OpponentInOrder {
            player,
            bsn,
            opponent,
            may_not_meet,
            not_best,
        } => {
            let taken = match opponent {
                Some(opponent) => format!("meets {opponent}"),
                None => "floats".to_owned(),
            };
            let mut why = Vec::new();
            if !may_not_meet.is_empty() {
                why.push(format!(
                    "he may not meet {} (C1, C3)",
                    players(may_not_meet)
                ));
            }
            if !not_best.is_empty() {
                why.push(format!(
                    "with {} no pairing complies best with C4-C8",
                    players(not_best)
                ));
            }
            format!(
                "BSN {bsn} ({player}) {taken}: of the opponents before in the order, {}",
                why.join("; ")
            )
        }
        ReasonKind::ByeByGamesAndRanking {
            rivals,
            games_played,
        } => format!(
            "{rivals} other eligible player(s) have his score; he has played the most games \
             ({games_played}) and, among equals, is ranked lowest by the Index (art. 3.1.5)"
        ),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::hundredths;

    #[test]
    fn sonneborn_berger_prints_as_points() {
        assert_eq!(hundredths(825), "8.25");
        assert_eq!(hundredths(750), "7.5");
        assert_eq!(hundredths(600), "6");
        assert_eq!(hundredths(5), "0.05");
    }
}
