//! The quality criteria a round's pairing fails, counted bracket by bracket.
//!
//! Policy: a pairing is split into brackets the way the engine pairs them (C.04.3 (2025) art.
//! 1.3): from the top score group down, each bracket holds the residents of a score group and
//! the players the bracket above left unpaired (moved down); a pair is made in the bracket of
//! its lower-ranked player, so its higher-ranked player floats down through every bracket in
//! between. The split depends only on the pairing, so the engine's pairing and a pairing made
//! by hand are split the same way and their counts compare bracket by bracket.
//!
//! Counts follow the 2025 wording of the criteria, whatever the edition (the 2017 edition is
//! paired by the 2025 bracket procedure too; only the article numbers differ):
//! - C6 the downfloaters, C7 their scores (highest first);
//! - C8 the fewest downfloaters the next bracket can leave with these moved-down players (pairs
//!   only: the scores part of C8 shows in the next bracket's own C7);
//! - C9 the unplayed games of the PAB assignee, in a bracket whose single downfloater gets it
//!   (2025 only);
//! - C10–C13 from the colours the boards give: players of a pair with a topscorer who end beyond
//!   ±2 (C10) or with the same colour three times running (C11), players who miss their colour
//!   preference (C12), players who miss a strong preference (C13; an absolute preference counts
//!   as strong unless both players of the pair have one);
//! - C14/C16 resident downfloaters who floated down one/two rounds before, C15/C17 residents
//!   paired with a moved-down player who floated up one/two rounds before, C18/C20 the score
//!   differences of paired moved-down players who floated down one/two rounds before, C19/C21
//!   the score differences of pairs whose resident floated up one/two rounds before.
//!
//! Comparison: C5 (the PAB assignee's score, 2025 only) first, then bracket by bracket from the
//! top, criterion by criterion in their order; counts compare as numbers, score lists highest
//! first and lexicographically (a list that is a prefix of another is better).

use rondo_core::{Colour, Float, Score};

use rondo_pairing::Failures;

use crate::Edition;
use crate::PairError;
use crate::bracket::score_groups;
use crate::entrants::Field;

/// A quality criterion of C.04.3, named by its 2025 number.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[allow(missing_docs)]
pub enum Criterion {
    C5,
    C6,
    C7,
    C8,
    C9,
    C10,
    C11,
    C12,
    C13,
    C14,
    C15,
    C16,
    C17,
    C18,
    C19,
    C20,
    C21,
}

impl Criterion {
    /// The colour criteria of a pair inside a bracket (C10–C13; C.8–C.11 of 2017).
    pub(crate) const COLOUR: [Criterion; 4] = [
        Criterion::C10,
        Criterion::C11,
        Criterion::C12,
        Criterion::C13,
    ];

    /// The float criteria by rounds ago (0: the last round, 1: two rounds before), each as
    /// (resident downfloaters, upfloaters, moved-down players' score differences, upfloaters'
    /// score differences): C14, C15, C18, C19 and C16, C17, C20, C21.
    pub const FLOATS_BY_ROUNDS_AGO: [(usize, [Criterion; 4]); 2] = [
        (
            0,
            [
                Criterion::C14,
                Criterion::C15,
                Criterion::C18,
                Criterion::C19,
            ],
        ),
        (
            1,
            [
                Criterion::C16,
                Criterion::C17,
                Criterion::C20,
                Criterion::C21,
            ],
        ),
    ];

    /// The bracket criteria in their order.
    pub(crate) const BRACKET: [Criterion; 16] = [
        Criterion::C6,
        Criterion::C7,
        Criterion::C8,
        Criterion::C9,
        Criterion::C10,
        Criterion::C11,
        Criterion::C12,
        Criterion::C13,
        Criterion::C14,
        Criterion::C15,
        Criterion::C16,
        Criterion::C17,
        Criterion::C18,
        Criterion::C19,
        Criterion::C20,
        Criterion::C21,
    ];

    /// The criterion's number in the 2025 text.
    #[must_use]
    pub fn number(self) -> u8 {
        self as u8 + 5
    }

    /// The criterion's number in the text of `edition`; `None` when that edition has no such
    /// criterion (the 2017 text has no C5 and no C9).
    #[must_use]
    pub fn article(self, edition: Edition) -> Option<String> {
        edition.rules().criterion_article(self)
    }

    /// Whether the criterion counts players (else it lists scores).
    fn is_count(self) -> bool {
        !matches!(
            self,
            Criterion::C5
                | Criterion::C7
                | Criterion::C18
                | Criterion::C19
                | Criterion::C20
                | Criterion::C21
        )
    }
}

/// One value for each quality criterion, indexed by the criterion (in the spirit of
/// `ByColour`): the engine's weight fields, a pair's colour tests, a bracket's failures.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct ByCriterion<T> {
    values: [T; 17],
}

impl<T> std::ops::Index<Criterion> for ByCriterion<T> {
    type Output = T;
    fn index(&self, criterion: Criterion) -> &T {
        &self.values[criterion as usize]
    }
}

impl<T> std::ops::IndexMut<Criterion> for ByCriterion<T> {
    fn index_mut(&mut self, criterion: Criterion) -> &mut T {
        &mut self.values[criterion as usize]
    }
}

/// One bracket of a pairing, by index into the field.
#[derive(Clone, Debug)]
pub(crate) struct SplitBracket {
    pub score: Score,
    pub moved_down: Vec<usize>,
    pub residents: Vec<usize>,
    /// Pairs made in the bracket, higher-ranked player first.
    pub pairs: Vec<(usize, usize)>,
    pub downfloaters: Vec<usize>,
    /// The criteria in order, with how far the bracket fails each.
    pub failures: Vec<(Criterion, Failures)>,
}

/// A pairing of the field split into brackets and evaluated.
#[derive(Clone, Debug)]
pub(crate) struct Evaluation {
    pub brackets: Vec<SplitBracket>,
    /// C5: the score of the PAB assignee (2025 only).
    pub bye_score: Option<Failures>,
}

/// A complete pairing of the field: the colour each paired player gets, and the bye.
pub(crate) struct FieldPairing {
    /// Opponent of each player, by index.
    pub mates: Vec<Option<usize>>,
    /// The colour each paired player gets.
    pub colours: Vec<Option<Colour>>,
    pub bye: Option<usize>,
}

impl FieldPairing {
    /// From pairs of indices, White first.
    pub fn new(n: usize, boards: &[(usize, usize)], bye: Option<usize>) -> FieldPairing {
        let mut mates = vec![None; n];
        let mut colours = vec![None; n];
        for &(white, black) in boards {
            mates[white] = Some(black);
            mates[black] = Some(white);
            colours[white] = Some(Colour::White);
            colours[black] = Some(Colour::Black);
        }
        FieldPairing {
            mates,
            colours,
            bye,
        }
    }
}

/// Splits `pairing` into brackets and counts the criteria each fails.
pub(crate) fn evaluate(field: &Field, pairing: &FieldPairing) -> Result<Evaluation, PairError> {
    let groups = score_groups(field);
    let mut brackets = Vec::with_capacity(groups.len());
    let mut moved_down: Vec<usize> = Vec::new();
    let mut in_bracket = vec![false; field.len()];
    for residents in &groups {
        let members: Vec<usize> = moved_down
            .iter()
            .copied()
            .chain(residents.clone())
            .collect();
        for &v in &members {
            in_bracket[v] = true;
        }
        let mut pairs = Vec::new();
        let mut downfloaters = Vec::new();
        for &v in &members {
            match pairing.mates[v] {
                Some(mate) if in_bracket[mate] => {
                    if v < mate {
                        pairs.push((v, mate));
                    }
                }
                _ => downfloaters.push(v),
            }
        }
        for &v in &members {
            in_bracket[v] = false;
        }
        pairs.sort_unstable();
        brackets.push(SplitBracket {
            score: field.entrants[residents.start].score,
            moved_down: std::mem::take(&mut moved_down),
            residents: residents.clone().collect(),
            pairs,
            downfloaters: downfloaters.clone(),
            failures: Vec::new(),
        });
        moved_down = downfloaters;
    }
    for (index, bracket) in brackets.iter_mut().enumerate() {
        let next_residents: Option<Vec<usize>> =
            groups.get(index + 1).map(|range| range.clone().collect());
        bracket.failures = bracket_failures(field, pairing, bracket, next_residents)?;
    }
    let bye_score = field.edition.rules().bye_criteria.then(|| {
        Failures::Scores(
            pairing
                .bye
                .map(|v| field.entrants[v].score)
                .into_iter()
                .collect(),
        )
    });
    Ok(Evaluation {
        brackets,
        bye_score,
    })
}

/// The criteria of one bracket, in order.
fn bracket_failures(
    field: &Field,
    pairing: &FieldPairing,
    bracket: &SplitBracket,
    next_residents: Option<Vec<usize>>,
) -> Result<Vec<(Criterion, Failures)>, PairError> {
    let entrants = &field.entrants;
    let score = |v: usize| entrants[v].score;
    let is_resident = |v: usize| score(v) == bracket.score;
    let mut out = Vec::with_capacity(Criterion::BRACKET.len());
    let count = |n: usize| Failures::Count(n as u64);
    let scores = |mut list: Vec<Score>| {
        list.sort_unstable_by(|a, b| b.cmp(a));
        Failures::Scores(list)
    };
    for criterion in Criterion::BRACKET {
        let failures = match criterion {
            Criterion::C6 => count(bracket.downfloaters.len()),
            Criterion::C7 => scores(bracket.downfloaters.iter().map(|v| score(*v)).collect()),
            Criterion::C8 => match &next_residents {
                Some(next) => count(fewest_downfloaters(field, &bracket.downfloaters, next)?),
                None => count(0),
            },
            Criterion::C9 => {
                if !field.edition.rules().bye_criteria {
                    continue;
                }
                match (bracket.downfloaters.as_slice(), pairing.bye) {
                    ([single], Some(bye)) if *single == bye => Failures::Count(u64::from(
                        u32::try_from(field.rounds_played)
                            .unwrap_or(u32::MAX)
                            .saturating_sub(entrants[bye].played_games),
                    )),
                    _ => count(0),
                }
            }
            Criterion::C10 | Criterion::C11 => {
                let mut failing = 0;
                for &(a, b) in &bracket.pairs {
                    if !entrants[a].topscorer && !entrants[b].topscorer {
                        continue;
                    }
                    for v in [a, b] {
                        let Some(colour) = pairing.colours[v] else {
                            continue;
                        };
                        let fails = if criterion == Criterion::C10 {
                            colour_difference_after(&entrants[v].colours, colour).abs() > 2
                        } else {
                            entrants[v].colour.repeated == Some(colour)
                        };
                        failing += usize::from(fails);
                    }
                }
                count(failing)
            }
            Criterion::C12 | Criterion::C13 => {
                let mut failing = 0;
                for &(a, b) in &bracket.pairs {
                    let both_absolute =
                        entrants[a].colour.absolute() && entrants[b].colour.absolute();
                    for v in [a, b] {
                        let state = &entrants[v].colour;
                        let (Some(preference), Some(colour)) =
                            (state.preference, pairing.colours[v])
                        else {
                            continue;
                        };
                        let counts = criterion == Criterion::C12
                            || state.strong
                            || (state.absolute() && !both_absolute);
                        failing += usize::from(counts && preference != colour);
                    }
                }
                count(failing)
            }
            Criterion::C14 | Criterion::C16 => {
                let ago = usize::from(criterion == Criterion::C16);
                count(
                    bracket
                        .downfloaters
                        .iter()
                        .filter(|v| {
                            is_resident(**v) && entrants[**v].floats[ago] == Some(Float::Down)
                        })
                        .count(),
                )
            }
            Criterion::C15 | Criterion::C17 => {
                let ago = usize::from(criterion == Criterion::C17);
                count(
                    bracket
                        .pairs
                        .iter()
                        .filter(|(h, l)| {
                            score(*h) > score(*l) && entrants[*l].floats[ago] == Some(Float::Up)
                        })
                        .count(),
                )
            }
            Criterion::C18 | Criterion::C20 => {
                let ago = usize::from(criterion == Criterion::C20);
                scores(
                    bracket
                        .pairs
                        .iter()
                        .filter(|(h, l)| {
                            score(*h) > score(*l) && entrants[*h].floats[ago] == Some(Float::Down)
                        })
                        .map(|(h, l)| difference(score(*h), score(*l)))
                        .collect(),
                )
            }
            Criterion::C19 | Criterion::C21 => {
                let ago = usize::from(criterion == Criterion::C21);
                scores(
                    bracket
                        .pairs
                        .iter()
                        .filter(|(h, l)| {
                            score(*h) > score(*l) && entrants[*l].floats[ago] == Some(Float::Up)
                        })
                        .map(|(h, l)| difference(score(*h), score(*l)))
                        .collect(),
                )
            }
            Criterion::C5 => continue,
        };
        debug_assert_eq!(criterion.is_count(), matches!(failures, Failures::Count(_)));
        out.push((criterion, failures));
    }
    Ok(out)
}

fn difference(higher: Score, lower: Score) -> Score {
    Score::from_tenths(higher.tenths().saturating_sub(lower.tenths()))
}

/// White games minus Black games after playing `colour` too.
fn colour_difference_after(colours: &[Colour], colour: Colour) -> i64 {
    colours
        .iter()
        .chain(std::iter::once(&colour))
        .map(|c| if *c == Colour::White { 1i64 } else { -1 })
        .sum()
}

/// The fewest players the next bracket (`moved_down` and the residents `next`) must leave
/// unpaired: a maximum matching of its compatible pairs, moved-down players never meeting each
/// other (art. 3.2).
pub(crate) fn fewest_downfloaters(
    field: &Field,
    moved_down: &[usize],
    next: &[usize],
) -> Result<usize, PairError> {
    let members: Vec<usize> = moved_down.iter().chain(next).copied().collect();
    Ok(members.len() - 2 * maximum_pairs(field, &members, moved_down.len())?)
}

/// The most pairs among `members` whose first `n_moved_down` may not meet each other.
pub(crate) fn maximum_pairs(
    field: &Field,
    members: &[usize],
    n_moved_down: usize,
) -> Result<usize, PairError> {
    Ok(rondo_pairing::maximum_compatible_pairs(
        members.len(),
        |a, b| b >= n_moved_down && field.compatible(members[a], members[b]),
    )?)
}
