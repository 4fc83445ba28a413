//! What differs between the editions of the Dutch text, in one value per edition.
//!
//! Policy: the engine, the criteria, the audit, the checklist and the explanations ask the
//! edition's [`EditionRules`] instead of testing which edition they run under, so that a
//! difference between two texts is written once, next to the others.

use rondo_core::{ByeEligibility, FloatRules};
use rondo_pairing::{RuleRef, RuleSet};

use crate::Edition;
use crate::colours::ColourStep;
use crate::criteria::Criterion;

/// How an edition pairs the field.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Procedure {
    /// Bracket by bracket on a weighted graph whose edge weights encode the quality criteria
    /// (2025: C.04.3 art. 3–4; 2017: C.04.3 A–D, with its own bracket sequence in
    /// `crate::dutch2017`).
    Brackets,
    /// The pre-2013 procedure of transpositions and exchanges tried in a fixed order
    /// (`crate::dutch2009`).
    TranspositionSearch,
}

/// The rules of one edition, where they differ from another edition's.
#[derive(Clone, Debug)]
pub(crate) struct EditionRules {
    /// How the history is read: who floated (2017 A.4 counts every round without a game as
    /// a downfloat) and who may get the pairing-allocated bye.
    pub float_rules: FloatRules,
    /// How the field is paired.
    pub procedure: Procedure,
    /// Whether the 2017 bracket sequence and criteria replace the 2025 ones (completion only
    /// in the penultimate pairing bracket, A.9; the pairing score difference, A.8).
    pub brackets_2017: bool,
    /// Whether the bye criteria C5 (lowest score) and C9 (fewest unplayed games) exist: they
    /// are new in 2025.
    pub bye_criteria: bool,
    /// Whether the quality of two pairings is compared by the numbered criteria; the 2009
    /// text ranks pairings by its procedure, so an audit reports breaches and differences only.
    pub quality_criteria: bool,
    /// C1 (no rematch), C2 (the bye) and C3 (absolute colour preferences) as the edition
    /// numbers them.
    absolute: [&'static str; 3],
    /// Where the colour limits of C.04.1 art. 6–7 are cited from.
    colour_limits: ColourLimits,
    /// The rule set, as explanations name it.
    pub rule_set: RuleSet,
    /// How the text numbers its criteria and articles.
    numbering: Numbering,
    /// Who may receive the pairing-allocated bye (2025: C.04.1 art. 4; 2017: C.2, "a
    /// pairing-allocated bye or a win by forfeit"; 2009: B1 b).
    pub bye_eligibility: ByeEligibility,
}

/// How a text numbers its criteria and articles.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Numbering {
    /// 2025: C1–C21, numbered articles (art. 3.2), colour allocation in art. 5.2.1–5.2.5.
    Numbered,
    /// 2017: C.1–C.19, lettered sections whose article numbers are left out, colour allocation
    /// in E.1–E.5.
    Lettered,
}

#[derive(Copy, Clone, Debug)]
enum ColourLimits {
    /// The basic rules, articles 6 and 7 (2025).
    BasicRulesArticles,
    /// The basic rules as a whole (2017 cites C.04.1 without article numbers).
    BasicRules,
    /// The edition's own B2.
    OwnArticle(&'static str),
}

const DUTCH_2025: EditionRules = EditionRules {
    float_rules: FloatRules::Dutch2025,
    procedure: Procedure::Brackets,
    brackets_2017: false,
    bye_criteria: true,
    quality_criteria: true,
    absolute: ["C1", "C2", "C3"],
    colour_limits: ColourLimits::BasicRulesArticles,
    rule_set: RuleSet::Dutch2025,
    numbering: Numbering::Numbered,
    bye_eligibility: ByeEligibility::Fide2026,
};

const DUTCH_2017: EditionRules = EditionRules {
    float_rules: FloatRules::Dutch2017,
    procedure: Procedure::Brackets,
    brackets_2017: true,
    bye_criteria: false,
    quality_criteria: true,
    absolute: ["C.1", "C.2", "C.3"],
    colour_limits: ColourLimits::BasicRules,
    rule_set: RuleSet::Dutch2017,
    numbering: Numbering::Lettered,
    bye_eligibility: ByeEligibility::Fide2017,
};

const DUTCH_2009: EditionRules = EditionRules {
    // The 2009 text reads floats and bye eligibility itself (`dutch2009::cards`).
    float_rules: FloatRules::Dutch2025,
    procedure: Procedure::TranspositionSearch,
    brackets_2017: false,
    bye_criteria: false,
    quality_criteria: false,
    absolute: ["B1 a", "B1 b", "B2"],
    colour_limits: ColourLimits::OwnArticle("B2"),
    rule_set: RuleSet::Dutch2009,
    // Its explanations are the `dutch2009` module's, which cites its own articles.
    numbering: Numbering::Numbered,
    bye_eligibility: ByeEligibility::Dutch2009,
};

impl Edition {
    /// The rules of this edition.
    pub(crate) fn rules(self) -> &'static EditionRules {
        match self {
            Edition::Dutch2025 => &DUTCH_2025,
            Edition::Dutch2017 => &DUTCH_2017,
            Edition::Dutch2009 => &DUTCH_2009,
        }
    }
}

impl EditionRules {
    /// The absolute criterion `number` (1: no rematch, 2: the bye, 3: absolute colour
    /// preferences) as the edition cites it.
    pub fn absolute_rule(&self, number: usize) -> RuleRef {
        RuleRef::system(self.absolute[number.clamp(1, 3) - 1])
    }

    /// Where the colour limits (±2, three in a row) for pairs without a topscorer are cited.
    pub fn colour_limits_rule(&self) -> RuleRef {
        match self.colour_limits {
            ColourLimits::BasicRulesArticles => RuleRef::basic_rules("art. 6-7"),
            ColourLimits::BasicRules => RuleRef::basic_rules(""),
            ColourLimits::OwnArticle(article) => RuleRef::system(article),
        }
    }

    /// The quality criterion's number in the edition's text (named by its 2025 number);
    /// `None` when the edition has no such criterion (2017 has no C5 and no C9).
    pub fn criterion_rule(&self, criterion: Criterion) -> Option<RuleRef> {
        self.criterion_article(criterion).map(RuleRef::system)
    }

    /// The quality criterion's number in the edition's text, as [`Self::criterion_rule`].
    pub fn criterion_article(&self, criterion: Criterion) -> Option<String> {
        let number = criterion.number();
        match self.numbering {
            Numbering::Numbered => Some(format!("C{number}")),
            // 2017: C.5–C.7 are 2025's C6–C8, C.8–C.19 are C10–C21.
            Numbering::Lettered => match number {
                6..=8 => Some(format!("C.{}", number - 1)),
                10..=21 => Some(format!("C.{}", number - 2)),
                _ => None,
            },
        }
    }

    /// An absolute or completion criterion, 1–5, as the explanations cite it (2025: C1–C5;
    /// 2017: C.1–C.4, C.5 being a quality criterion there).
    pub fn absolute_criterion(&self, number: u8) -> Option<String> {
        match self.numbering {
            Numbering::Numbered => Some(format!("C{number}")),
            Numbering::Lettered => (number <= 4).then(|| format!("C.{number}")),
        }
    }

    /// The rules that limit how many pairs a bracket may make so that the rest can be paired
    /// (2025: completion and the bye's score, C4 and C5; 2017: completion, C.4).
    pub fn completion_rule(&self) -> RuleRef {
        match self.numbering {
            Numbering::Numbered => RuleRef::system("C4, C5"),
            Numbering::Lettered => RuleRef::system("C.4"),
        }
    }

    /// An article of the 2025 definitions and procedure ("3.2"); none in the 2017 text, whose
    /// lettered articles are arranged differently.
    pub fn procedure_article(&self, number: &str) -> Option<RuleRef> {
        (self.numbering == Numbering::Numbered).then(|| RuleRef::system(format!("art. {number}")))
    }

    /// The basic rule that an odd number of players leaves one for the bye (C.04.1 art. 3 of
    /// the 2025 text; the 2017 text does not number it).
    pub fn odd_field_rule(&self) -> Option<RuleRef> {
        (self.numbering == Numbering::Numbered).then(|| RuleRef::basic_rules("art. 3"))
    }

    /// The colour allocation step (2025: art. 5.2.1–5.2.5; 2017: E.1–E.5).
    pub fn colour_step_rule(&self, step: ColourStep) -> RuleRef {
        let number = match step {
            ColourStep::BothPreferences => 1,
            ColourStep::StrongerPreference => 2,
            ColourStep::Alternation => 3,
            ColourStep::HigherRankedPreference => 4,
            ColourStep::InitialColour => 5,
        };
        RuleRef::system(match self.numbering {
            Numbering::Numbered => format!("art. 5.2.{number}"),
            Numbering::Lettered => format!("E.{number}"),
        })
    }
}
