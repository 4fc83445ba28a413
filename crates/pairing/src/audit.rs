//! Auditing a pairing made by hand: the absolute rules it breaks, and how its quality compares
//! with the engine's by the system's criteria.

use rondo_core::{Colour, PlayerId, RoundNo, Score};

use crate::{Board, Pairing, PairingOutcome, RuleRef};

/// Which absolute rule a pairing breaks, with the facts that show it (the players are in
/// [`Breach::players`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum BreachKind {
    /// The two players have played each other (Dutch C1, US rule IV).
    Rematch,
    /// The regulations forbid the pair (TRF `260`/`XXP`).
    ForbiddenPair,
    /// The bye goes to a player who had a pairing-allocated bye, or a win without playing
    /// (Dutch C2).
    IneligibleBye,
    /// The bye goes to a team that joined after round 1 (Olympiad, D.02 4.2).
    ByeToLateEntry,
    /// The bye goes to a player who already had a bye (US rule III).
    SecondBye,
    /// A bye although the number of players to pair is even.
    ByeWithEvenField,
    /// Two non-topscorers with the same absolute colour preference meet (Dutch C3).
    SameAbsolutePreference {
        /// The colour both must have, when known.
        colour: Option<Colour>,
    },
    /// In a pair without a topscorer, the player would end with this colour difference,
    /// beyond ±2 (C.04.1 art. 6).
    ColourDifference {
        /// The board.
        board: Board,
        /// Games with White minus games with Black after the round.
        difference: i32,
    },
    /// In a pair without a topscorer, the player would have this colour three times in a row
    /// (C.04.1 art. 7).
    ColourThreeInARow {
        /// The board.
        board: Board,
        /// The colour repeated.
        colour: Colour,
    },
    /// Present players are neither on a board nor the bye (or a second player is left over).
    Unpaired,
    /// A player is on two boards, or on a board and the bye.
    PairedTwice,
    /// A board pairs a player with himself.
    PairedWithHimself,
    /// A player absent this round (a bye he asked for, withdrawn, excluded) is paired.
    AbsentPaired,
    /// A start number that is not in the tournament.
    UnknownPlayer,
}

/// One broken absolute rule.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Breach {
    /// Which rule, and the facts.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub kind: BreachKind,
    /// The players concerned: the pair for a pair's breach, else the players named.
    pub players: Vec<PlayerId>,
    /// Where the rule is.
    pub rule: RuleRef,
}

/// How far a pairing fails one criterion: a count, or a list of scores (highest first).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(untagged))]
pub enum Failures {
    /// How many players (or games, for C9) fail the criterion.
    Count(u64),
    /// The scores that count, highest first (C5, C7, C18–C21).
    Scores(#[cfg_attr(feature = "serde", serde(serialize_with = "points::list"))] Vec<Score>),
}

impl Failures {
    /// Whether the criterion is fully met.
    #[must_use]
    pub fn is_zero(&self) -> bool {
        match self {
            Failures::Count(count) => *count == 0,
            Failures::Scores(scores) => scores.is_empty(),
        }
    }

    /// The order of the rules: `Less` when `self` fails the criterion less than `other`.
    pub fn compare(&self, other: &Failures) -> std::cmp::Ordering {
        match (self, other) {
            (Failures::Count(a), Failures::Count(b)) => a.cmp(b),
            (Failures::Scores(a), Failures::Scores(b)) => a.cmp(b),
            (Failures::Count(_), Failures::Scores(_)) => std::cmp::Ordering::Less,
            (Failures::Scores(_), Failures::Count(_)) => std::cmp::Ordering::Greater,
        }
    }
}

/// Scores in JSON as numbers of points (2.5), not the tenths the model counts in.
#[cfg(feature = "serde")]
pub(crate) mod points {
    use rondo_core::Score;
    use serde::Serializer;
    use serde::ser::SerializeSeq;

    fn value(score: Score) -> f64 {
        f64::from(score.tenths()) / 10.0
    }

    /// One score.
    pub fn one<S: Serializer>(score: &Score, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(value(*score))
    }

    /// A score or nothing.
    pub fn option<S: Serializer>(score: &Option<Score>, serializer: S) -> Result<S::Ok, S::Error> {
        match score {
            Some(score) => serializer.serialize_some(&value(*score)),
            None => serializer.serialize_none(),
        }
    }

    /// A list of scores.
    pub fn list<S: Serializer>(scores: &[Score], serializer: S) -> Result<S::Ok, S::Error> {
        let mut sequence = serializer.serialize_seq(Some(scores.len()))?;
        for score in scores {
            sequence.serialize_element(&value(*score))?;
        }
        sequence.end()
    }
}

/// Whether a pairing is better or worse than the engine's by the criteria.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum QualityVerdict {
    /// Every criterion counts the same.
    Equal,
    /// The first criterion that differs is failed more.
    Worse,
    /// The first criterion that differs is failed less (the engine would be wrong).
    Better,
}

/// One criterion whose counts differ between the pairing audited and the engine's.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CriterionDifference {
    /// The score of the bracket, or `None` for a criterion of the whole round (C5).
    #[cfg_attr(
        feature = "serde",
        serde(serialize_with = "crate::audit::points::option")
    )]
    pub bracket: Option<Score>,
    /// The bracket's number, counted from the top as `rondo pair --explain` numbers them.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub bracket_number: Option<usize>,
    /// The criterion's number in the edition's text.
    pub rule: RuleRef,
    /// The criterion.
    pub criterion: crate::QualityCriterion,
    /// How far the pairing audited fails it.
    pub audited: Failures,
    /// How far the engine's pairing fails it.
    pub engine: Failures,
}

/// How the pairing audited compares with the engine's by the quality criteria.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct QualityComparison {
    /// Decided by the first difference.
    pub verdict: QualityVerdict,
    /// Every criterion that differs, in the order of the rules (the first decides).
    pub differences: Vec<CriterionDifference>,
}

/// The audit of one round's pairing.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Audit {
    /// The round.
    pub round: RoundNo,
    /// The absolute rules broken.
    pub breaches: Vec<Breach>,
    /// The engine's pairing (boards and bye), or `None` when the engine finds no legal pairing.
    pub engine: Option<Pairing>,
    /// The quality comparison, when no absolute rule is broken and the engine paired.
    pub quality: Option<QualityComparison>,
    /// Boards of the engine's pairing that the pairing audited lacks (pair or colours).
    pub missing: Vec<Board>,
    /// Boards of the pairing audited that the engine did not make.
    pub added: Vec<Board>,
    /// The bye of the pairing audited.
    pub audited_bye: Option<PlayerId>,
}

/// What becomes of an arbiter's pairing given to be written ([`Audit::publication`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Publication<'a> {
    /// It breaks an absolute rule and is not forced: nothing is written.
    Refused,
    /// It breaks an absolute rule and is written because the arbiter forces it.
    Forced,
    /// It breaks no absolute rule but is worse than the engine's by this criterion.
    WorseThanEngine(&'a CriterionDifference),
    /// It breaks no absolute rule and is not worse than the engine's.
    AsGiven,
}

/// The boards that differ between the engine's pairing and an audited one, as an [`Audit`]
/// reports them: `(missing, added)`, the engine's boards the audited pairing lacks (pair or
/// colours) and the audited boards the engine did not make, each sorted. Without an engine
/// pairing every audited board is added.
#[must_use]
pub fn board_differences(engine: Option<&Pairing>, audited: &Pairing) -> (Vec<Board>, Vec<Board>) {
    let mut audited: Vec<Board> = audited.boards.clone();
    audited.sort_unstable();
    let Some(engine) = engine else {
        return (Vec::new(), audited);
    };
    let mut theirs = engine.boards.clone();
    theirs.sort_unstable();
    let missing = theirs
        .iter()
        .filter(|b| audited.binary_search(b).is_err())
        .copied()
        .collect();
    let added = audited
        .iter()
        .filter(|b| theirs.binary_search(b).is_err())
        .copied()
        .collect();
    (missing, added)
}

impl Audit {
    /// The audit of `pairing` as the pairing of round `round`, for a text that ranks pairings
    /// by its procedure rather than by counts: the absolute rules it breaks (`breaches`) and
    /// where it differs from the engine's pairing (`engine`), without a quality comparison.
    #[must_use]
    pub fn without_quality(
        round: RoundNo,
        pairing: &Pairing,
        breaches: Vec<Breach>,
        engine: PairingOutcome,
    ) -> Audit {
        let engine = match engine {
            PairingOutcome::Paired(engine) => Some(engine),
            PairingOutcome::NoValidPairing(_) => None,
        };
        let (missing, added) = board_differences(engine.as_ref(), pairing);
        Audit {
            round,
            breaches,
            engine,
            quality: None,
            missing,
            added,
            audited_bye: pairing.pairing_bye,
        }
    }

    /// Whether the arbiter must look: an absolute rule broken, or worse than the engine.
    #[must_use]
    pub fn found_problem(&self) -> bool {
        !self.breaches.is_empty() || self.worse_by().is_some()
    }

    /// What becomes of this pairing when an arbiter gives it to be written (`rondo pair
    /// --boards`, the Python package's `publish_boards`): refused when it breaks an absolute
    /// rule, unless `force`; written with a warning when forced or worse than the engine's.
    #[must_use]
    pub fn publication(&self, force: bool) -> Publication<'_> {
        match self.worse_by() {
            _ if !self.breaches.is_empty() && !force => Publication::Refused,
            _ if !self.breaches.is_empty() => Publication::Forced,
            Some(worst) => Publication::WorseThanEngine(worst),
            None => Publication::AsGiven,
        }
    }

    /// The criterion that makes the pairing worse than the engine's (the first that differs),
    /// or `None` when it is not worse.
    #[must_use]
    pub fn worse_by(&self) -> Option<&CriterionDifference> {
        let quality = self.quality.as_ref()?;
        (quality.verdict == QualityVerdict::Worse)
            .then(|| quality.differences.first())
            .flatten()
    }
}
