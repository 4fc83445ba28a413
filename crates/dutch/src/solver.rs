//! The bridge to `rondo-matching`: choosing an integer type wide enough for a bracket's edge
//! weights, and re-solving with the warm-start [`Solver`] after each change.

use rondo_matching::{DenseGraph, MatchingOptions, Solver, Weight, Wide};

use crate::PairError;
use crate::bracket::{BracketOutcome, BracketSpec, ByeFacts, Mode};
use crate::entrants::Field;
use crate::layout::Layout;
use crate::matcher::Matcher;
use crate::procedure::pair_bracket_with;
use crate::weight::{WeightBits, bits_for};

/// Pairs the bracket `spec` on its graph (see [`Mode`]) with the narrowest weight type that
/// holds its layout.
pub(crate) fn pair_bracket(
    field: &Field,
    bye: &ByeFacts,
    finalized: &[bool],
    spec: &BracketSpec,
) -> Result<BracketOutcome, PairError> {
    let mut members: Vec<usize> = spec
        .mdps
        .iter()
        .copied()
        .chain(spec.residents.clone())
        .chain(spec.next.clone())
        .collect();
    if spec.mode == Mode::Exact {
        members.extend((spec.next.end..field.len()).filter(|v| !finalized[*v]));
    }
    let rounds_played = field.rounds_played;
    let layout = Layout::new(field, spec, bye, members.len(), rounds_played);
    // `rondo_matching::weight_limit` keeps a quarter of the range and one factor of n/2 free.
    let needed = layout.bits + bits_for((members.len() / 2).max(1) as u64) + 3;
    macro_rules! run_with {
        ($($w:ty),*) => {
            $(
                if needed <= <$w as WeightBits>::BITS {
                    return run::<$w>(field, bye, spec, &layout, &members);
                }
            )*
        };
    }
    run_with!(u64, u128, Wide<4>, Wide<8>, Wide<16>, Wide<32>, Wide<64>);
    Err(PairError::TooLarge {
        n_players: field.len(),
        bits: needed,
    })
}

fn run<W: WeightBits>(
    field: &Field,
    bye: &ByeFacts,
    spec: &BracketSpec,
    layout: &Layout,
    members: &[usize],
) -> Result<BracketOutcome, PairError> {
    if members.len() >= field.tuning.sparse_from {
        let mut matcher = crate::sparse::SparseMatcher::<W>::new(members.len(), &field.tuning)?;
        return pair_bracket_with(field, bye, spec, layout, members, &mut matcher);
    }
    let graph = DenseGraph::<W>::new(members.len());
    let solver = Solver::new(graph, MatchingOptions::default()).map_err(PairError::Matching)?;
    let mut matcher = WarmMatcher {
        solver,
        mates: vec![None; members.len()],
        error: None,
    };
    pair_bracket_with(field, bye, spec, layout, members, &mut matcher)
}

/// A [`Matcher`] over the warm-start solver of `rondo-matching`.
struct WarmMatcher<W: Weight> {
    solver: Solver<W>,
    mates: Vec<Option<usize>>,
    error: Option<PairError>,
}

impl<W: WeightBits> Matcher<W> for WarmMatcher<W> {
    fn set_weight(&mut self, u: usize, v: usize, weight: W) {
        if weight.is_zero() {
            self.solver.remove_edge(u, v);
        } else if let Err(error) = self.solver.set_edge(u, v, weight) {
            self.error.get_or_insert(PairError::Matching(error));
        }
    }

    fn solve(&mut self) -> Result<(), PairError> {
        if let Some(error) = self.error.take() {
            return Err(error);
        }
        let matching = self.solver.solve();
        self.mates.clear();
        self.mates.extend_from_slice(matching.mates());
        Ok(())
    }

    fn raise_dual(&mut self, v: usize, amount: W) {
        self.solver.raise_dual(v, amount);
    }

    /// Before the first solve only; refused (the solver's own start then) when the duals do
    /// not cover the graph.
    fn suggest_start(&mut self, duals: Vec<W>, pairs: Vec<(usize, usize)>) {
        self.solver.start_from_duals(duals, &pairs);
    }

    fn excluded(&self, u: usize, v: usize, weight: W, margin: W) -> bool {
        self.solver
            .slack(u, v, weight)
            .is_some_and(|slack| slack >= margin + margin)
    }

    fn blossom_free_duals(&self) -> Option<Vec<W>> {
        self.solver.blossom_free_duals().map(<[W]>::to_vec)
    }

    fn mate(&self, v: usize) -> Option<usize> {
        self.mates.get(v).copied().flatten()
    }
}
