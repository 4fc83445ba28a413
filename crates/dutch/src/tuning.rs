//! The knobs of the engine's shortcuts, as one value carried by the field: production pairs
//! with [`Tuning::default`]; tests set other values to reach with small tournaments the paths
//! that only large brackets take (the sparse matcher, the pruning of its graph, its cold
//! restarts) and to turn
//! off the engine's hints to the solver. No knob may change a pairing, only how fast it is
//! found; the tests compare pairings with the knobs at both ends.

/// Graphs of at least this many players are solved sparse first (see [`crate::sparse`]).
const SPARSE_FROM: usize = 400;

/// The solver's graph is pruned back to what its solution rests on when it holds more than
/// this many edges per vertex. Pruning early makes each re-solve cheaper but brings the same
/// edges back uncovered after the next long alternating path, each time at the cost of a
/// certification and a solve: at 5,000–10,000 players 512 was measured 20–40 % faster than 32
/// (and than never pruning).
const PRUNE_AT: usize = 512;

/// The sparse solver starts cold again, instead of repairing, when the edges its duals left
/// uncovered touch most of a graph of at least this many vertices ([`crate::sparse`]).
/// Measured: from 1,469 to 3,520 players the cold start won by far (a 3,520-player bracket's
/// solve: 22 s warm, 3 s cold; 9,999-player Baku rounds 2 and 4: 9.4 and 27 s warm, 4.9 and
/// 7.7 s with restarts); at 450 to 1,223 it lost (4,000-player round 3: 0.93 s warm, 2.45 s
/// cold), the warm start's duals being nearly right there.
const RESTART_FROM: usize = 1400;

/// How the engine's shortcuts are set.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Tuning {
    /// Whether the engine gives the solver its hints (the tie-break field, the start from
    /// duals by kind, the slack shortcut of art. 4.2, the test for no exchange and art. 4.2 on
    /// the tight graph; see [`crate::procedure`]).
    pub hints: bool,
    /// Brackets of at least this many players are solved on sparse graphs first.
    pub sparse_from: usize,
    /// The sparse solver's graph is pruned above this many edges per vertex.
    pub prune_at: usize,
    /// The sparse solver may start cold again on graphs of at least this many vertices.
    pub restart_from: usize,
}

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning {
            hints: true,
            sparse_from: SPARSE_FROM,
            prune_at: PRUNE_AT,
            restart_from: RESTART_FROM,
        }
    }
}
