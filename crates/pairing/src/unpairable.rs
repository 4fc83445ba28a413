//! The proof that a round cannot be paired: odd groups of seats, a barrier, and the constraints
//! that block each pair (built by each system from its own absolute criteria).

use rondo_core::{Colour, PlayerId};

/// A seat of the round: a player, or the pairing-allocated bye (which, when the number of
/// players is odd, one eligible player must take).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Seat {
    /// A player, by start number.
    Player(PlayerId),
    /// The pairing-allocated bye (C.04.1 art. 3).
    PairingBye,
}

/// Why two seats cannot be paired together.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "reason", rename_all = "snake_case"))]
pub enum BlockReason {
    /// C1: the players met over the board, in these rounds.
    Rematch {
        /// The rounds of their games.
        rounds: Vec<u16>,
    },
    /// C1: the regulations forbid the pair (TRF `260` / `XXP`).
    ForbiddenPair,
    /// C3: both have an absolute preference for this colour, and neither is a topscorer.
    SameAbsoluteColour {
        /// The colour both must have.
        colour: Colour,
    },
    /// C2: the player may not receive the pairing-allocated bye, because of these rounds (an
    /// earlier pairing-allocated bye, or a round scored as a win without playing).
    ByeIneligible {
        /// The rounds that made the player ineligible.
        rounds: Vec<u16>,
    },
}

/// Two seats that cannot be paired, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct BlockedPair {
    /// A member of a group.
    pub seat: Seat,
    /// The seat it cannot be paired with.
    pub with: Seat,
    /// Every reason (at least one).
    pub reasons: Vec<BlockReason>,
}

/// A proof that the round cannot be paired: odd groups of seats whose members can be paired
/// only inside their own group or with the barrier, more groups than barrier seats.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Obstruction {
    /// The groups, each with an odd number of seats, in pairing order.
    pub groups: Vec<Vec<Seat>>,
    /// The only seats outside its own group that a group member can be paired with.
    pub barrier: Vec<Seat>,
    /// How many seats at least stay without a partner: groups minus barrier seats.
    pub shortfall: usize,
    /// For every group member: each seat outside its group and the barrier, and each seat of
    /// its own group that it cannot meet, with the reasons. A pair of two group members is
    /// listed once.
    pub blocked: Vec<BlockedPair>,
    /// Blocked pairs of the witness such that allowing that one pair alone would make the
    /// round pairable (a fact for the arbiter, not a ruling). Empty when none does, or when
    /// there were too many to try.
    pub single_relaxations: Vec<BlockedPair>,
}
