//! Tie-breaks, standings and crosstables: FIDE C.07 (2023, 2024 and 2026 editions), the 2009
//! tie-break annex of the FIDE Tournament Rules, and the US systems (Harkness, Solkoff,
//! cumulative).
//!
//! Values are exact: scores are tenths of a point, products and averages are exact fractions,
//! and rounding happens only where a rule prescribes it (see [`TiebreakValue`]).
//!
//! ```
//! use rondo_core::{Colour, GameResult, Player, PlayerId, RoundEntry, Tournament, TournamentSetup};
//! use rondo_tiebreak::{parse_tiebreak_list, standings, Rules, StandingsOptions};
//!
//! // Three players, two rounds: 1 beats 2, then 1 draws 3; 3 has a bye in round 1.
//! let id = |n| PlayerId::new(n).ok_or("bad id");
//! let game = |opponent, colour, result| RoundEntry::Game { opponent, colour, result };
//! let mut one = Player::new(id(1)?, "One");
//! one.rounds = vec![game(id(2)?, Colour::White, GameResult::Win), game(id(3)?, Colour::Black, GameResult::Draw)];
//! let mut two = Player::new(id(2)?, "Two");
//! two.rounds = vec![game(id(1)?, Colour::Black, GameResult::Loss), RoundEntry::Unplayed(rondo_core::Unplayed::PairingBye)];
//! let mut three = Player::new(id(3)?, "Three");
//! three.rounds = vec![RoundEntry::Unplayed(rondo_core::Unplayed::PairingBye), game(id(1)?, Colour::White, GameResult::Draw)];
//! let tournament = Tournament::try_from(TournamentSetup { players: vec![one, two, three], ..Default::default() })?;
//!
//! let specs = parse_tiebreak_list("BH, SB")?;
//! let options = StandingsOptions::default().with_rules(Rules::Fide2024);
//! let table = standings(&tournament, &specs, &options)?;
//! // One and Three have 1.5. One met Two (1 point) and Three (1.5): BH 2.5. Three's bye
//! // counts as a game against a dummy with his own 1.5 (C.07 art. 16.4): BH 3.0.
//! assert_eq!(table.rows[0].name, "Three");
//! assert_eq!(table.rows[0].values[0].to_string(), "3.0");
//! assert_eq!(table.rows[1].values[0].to_string(), "2.5");
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! Sibling crates: `rondo-core` holds the tournament model and the FIDE rating tables (dp and
//! expected scores) used by TPR and PTP; `rondo-trf` reads the files; the `rondo` command line
//! prints standings as text, CSV, JSON or HTML.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod compute;
mod crosstable;
mod encounter;
mod event;
mod field;
mod options;
mod ranks;
mod spec;
mod standings;
mod team;
mod us;
mod value;

pub use crosstable::{Crosstable, CrosstableCell, CrosstableRow, crosstable};
pub use event::{EventStandings, EventStandingsError, event_standings};
pub use options::{Format, ParseRulesError, RoundNotPaired, Rules, StandingsOptions};
pub use ranks::{
    Decider, RankCheck, RankDifference, Separation, check_ranks, rank_differences, with_rank_column,
};
pub use spec::{
    BoardComparison, NOT_COMPUTED, ParseTiebreakError, ParseTiebreakErrorKind, TeamScore,
    TiebreakCode, TiebreakSpec, parse_tiebreak_list, parse_tiebreak_list_lenient,
};
pub use standings::{
    LotGroup, Lots, OLYMPIAD_TIEBREAKS, StandingRow, Standings, StandingsError, default_tiebreaks,
    skipped_file_tiebreaks, standings, standings_by, team_tiebreaks_for, tiebreaks_for,
};
pub use team::{TeamCell, TeamPlayerRow, TeamRow, TeamStandings, team_standings};
pub use value::TiebreakValue;
