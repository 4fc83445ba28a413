//! Where a rule is written: the document and the article, as each text numbers its articles.

use std::fmt;

#[cfg(feature = "serde")]
use serde::Serializer;

/// The document a rule is in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Document {
    /// C.04.1, the basic rules of every FIDE Swiss system.
    SwissBasicRules,
    /// C.04.2, the general handling rules of FIDE Swiss tournaments.
    SwissHandling,
    /// The pairing system's own text (C.04.3 for the Dutch system in the edition paired, the
    /// US Swiss rules, …): the article alone names the rule, as arbiters cite it ("C1",
    /// "rule IV").
    SystemText,
}

/// A reference to an article: the document and the article's number in it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RuleRef {
    /// The document.
    pub document: Document,
    /// The article as the document numbers it ("C1", "art. 6-7", "rule IV"); empty for the
    /// document as a whole.
    pub article: String,
}

impl RuleRef {
    /// An article of the system's own text.
    #[must_use]
    pub fn system(article: impl Into<String>) -> RuleRef {
        RuleRef {
            document: Document::SystemText,
            article: article.into(),
        }
    }

    /// An article of C.04.1 (empty for the document as a whole).
    #[must_use]
    pub fn basic_rules(article: impl Into<String>) -> RuleRef {
        RuleRef {
            document: Document::SwissBasicRules,
            article: article.into(),
        }
    }

    /// An article of C.04.2 (empty for the document as a whole).
    #[must_use]
    pub fn handling(article: impl Into<String>) -> RuleRef {
        RuleRef {
            document: Document::SwissHandling,
            article: article.into(),
        }
    }
}

/// As arbiters cite it: "C.04.1 art. 3", "C1", "rule IV".
impl fmt::Display for RuleRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let document = match self.document {
            Document::SwissBasicRules => "C.04.1",
            Document::SwissHandling => "C.04.2",
            Document::SystemText => return f.write_str(&self.article),
        };
        if self.article.is_empty() {
            f.write_str(document)
        } else {
            write!(f, "{document} {}", self.article)
        }
    }
}

/// As its citation.
#[cfg(feature = "serde")]
impl serde::Serialize for RuleRef {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}
