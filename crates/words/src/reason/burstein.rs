//! The words of the FIDE Burstein system (C.04.4.2, 2026): seeding rounds, the Index, the
//! order of candidates of art. 4.3. Its seeding rounds are paired by the Dutch system and its
//! brackets use the Dutch terms (S1, S2, transpositions), so a reason it does not word itself
//! takes the words of the Dutch 2025 text.

use rondo_pairing::{IndexRank, QualityCriterion, ReasonKind};

use super::{SystemWords, list};

pub(super) const WORDS: SystemWords = SystemWords {
    rules: rondo_pairing::RuleSet::Burstein2026,
    title: "FIDE Burstein system, C.04.4.2 (2026)",
    sentence,
    criterion,
    team: None,
};

fn criterion(criterion: QualityCriterion) -> Option<&'static str> {
    Some(match criterion {
        QualityCriterion::BursteinColours => "players get their colour preference",
        QualityCriterion::BursteinFloaters => "as few players as possible float out of the bracket",
        QualityCriterion::BursteinFloaterScores => {
            "the players floating out have scores as low as possible"
        }
        QualityCriterion::BursteinNextFloaters => {
            "the following bracket leaves as few players unpaired as possible"
        }
        QualityCriterion::BursteinNextFloaterScores => {
            "the players the following bracket leaves unpaired have scores as low as possible"
        }
        _ => return None,
    })
}

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

fn sentence(kind: &ReasonKind) -> Option<String> {
    let text = match kind {
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
                why.push(format!("he may not meet {} (C1, C3)", list(may_not_meet)));
            }
            if !not_best.is_empty() {
                why.push(format!(
                    "with {} no pairing complies best with C4-C8",
                    list(not_best)
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
        // No float history, the order of art. 4.3.
        ReasonKind::FloaterByCriteria => "who floats is chosen by the criteria in order (the \
                                          most pairs, the lowest scores floating, then the next \
                                          bracket, then colours), then by the order of art. 4.3, \
                                          in which the middle BSNs float first"
            .to_owned(),
        _ => return super::dutch::sentence_2025(kind),
    };
    Some(text)
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
