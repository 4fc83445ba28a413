//! The two questions the procedure asks of the teams not yet paired: can they all be paired
//! (6.1), and how many pairings can one group keep among its own teams while they all are
//! (9.5 with 8.2.2 / 8.3.2: the group floats no team it could keep, and no choice of the
//! group leaves the rest of the round without a pairing).
//!
//! When a group can keep all its teams paired but at most one, the question splits into two
//! perfect-matching questions (the group on its own, the rest on its own), answered by
//! [`WitnessMatcher`]s that keep their last matching as a witness; only a group that must
//! float more teams than its parity asks for needs one weighted matching of everyone left.

use rondo_matching::{
    DenseGraph, MatchingError, MatchingOptions, WitnessMatcher, maximum_weight_matching,
};

use crate::field::Field;

/// One witness serves both questions: they are asked of disjoint sets of teams (the group, the
/// teams outside it), and the matcher keeps the pairs outside the set it is asked about.
pub(crate) struct Oracle {
    matcher: WitnessMatcher,
}

impl Oracle {
    pub fn new(field: &Field<'_>) -> Oracle {
        Oracle {
            matcher: WitnessMatcher::new(field.len(), |a, b| field.compatible(a, b)),
        }
    }

    /// Whether the teams of `active` can all be paired (6.1).
    pub fn all_pairable(&mut self, active: &[bool]) -> bool {
        self.matcher.perfect(active, &|_, _| true)
    }

    /// Whether the teams of `group` can all be paired among themselves over the pairs
    /// `inside` admits.
    pub fn group_pairable(
        &mut self,
        group: &[bool],
        inside: &dyn Fn(usize, usize) -> bool,
    ) -> bool {
        self.matcher.perfect(group, inside)
    }

    /// The most pairings the teams of `group` can keep among themselves while every team of
    /// `active` (a superset) is paired.
    pub fn target(
        &mut self,
        field: &Field<'_>,
        active: &[bool],
        group: &[bool],
        limits_observed: bool,
    ) -> Result<Option<usize>, MatchingError> {
        let size = group.iter().filter(|g| **g).count();
        if self.reaches(field, active, group, limits_observed, size / 2)? {
            return Ok(Some(size / 2));
        }
        // A group that cannot keep its one pairing keeps none: no weighted matching needed.
        if size / 2 == 1 {
            return Ok(self.all_pairable(active).then_some(0));
        }
        most_kept(field, active, group, limits_observed)
    }

    /// Whether every team of `active` can be paired with `kept` pairings inside `group`.
    pub fn reaches(
        &mut self,
        field: &Field<'_>,
        active: &[bool],
        group: &[bool],
        limits_observed: bool,
        kept: usize,
    ) -> Result<bool, MatchingError> {
        let size = group.iter().filter(|g| **g).count();
        if kept > size / 2 {
            return Ok(false);
        }
        if kept < size / 2 {
            return Ok(most_kept(field, active, group, limits_observed)?.is_some_and(|k| k >= kept));
        }
        let inside = |a: usize, b: usize| field.compatible_within(a, b, limits_observed);
        let mut outside: Vec<bool> = active.iter().zip(group).map(|(a, g)| *a && !*g).collect();
        if size % 2 == 0 {
            return Ok(self.matcher.perfect(group, &inside)
                && self.matcher.perfect(&outside, &|_, _| true));
        }
        // One team floats: try each, the lowest ranked first (the likeliest, and any will do).
        let mut members = group.to_vec();
        for floater in (0..group.len()).rev().filter(|&i| group[i]) {
            members[floater] = false;
            outside[floater] = true;
            let found = self.matcher.perfect(&members, &inside)
                && self.matcher.perfect(&outside, &|_, _| true);
            members[floater] = true;
            outside[floater] = false;
            if found {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// One weighted matching of everyone left: every pairing weighs 1, a pairing kept inside the
/// group 2, with maximum cardinality first. `None` if the teams left cannot all be paired.
fn most_kept(
    field: &Field<'_>,
    active: &[bool],
    group: &[bool],
    limits_observed: bool,
) -> Result<Option<usize>, MatchingError> {
    let vertices: Vec<usize> = (0..active.len()).filter(|&i| active[i]).collect();
    let kept =
        |a: usize, b: usize| group[a] && group[b] && field.compatible_within(a, b, limits_observed);
    let graph = DenseGraph::<u64>::from_fn(vertices.len(), |u, v| {
        let (a, b) = (vertices[u], vertices[v]);
        field
            .compatible(a, b)
            .then_some(if kept(a, b) { 2 } else { 1 })
    });
    let matching = maximum_weight_matching(
        &graph,
        &MatchingOptions::default().with_max_cardinality(true),
    )?;
    let pairs: Vec<(usize, usize)> = matching.pairs().collect();
    if 2 * pairs.len() < vertices.len() {
        return Ok(None);
    }
    Ok(Some(
        pairs
            .iter()
            .filter(|&&(u, v)| kept(vertices[u], vertices[v]))
            .count(),
    ))
}
