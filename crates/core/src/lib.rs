//! The rules core of rondo: players, ratings, titles, results, colours, scoring systems, and the
//! tournament state as of the start of any round.
//!
//! Data comes in as a [`TournamentSetup`] (plain data, usually read by `rondo-trf`), is checked
//! into a [`Tournament`], and pairing engines read a [`RoundView`]: the state "as of the start of
//! round r", which is well defined even for a file that already holds later rounds.
//!
//! ```
//! use rondo_core::{Colour, GameResult, Player, PlayerId, RoundEntry, RoundNo, Score};
//! use rondo_core::{Tournament, TournamentSetup};
//!
//! let one = PlayerId::new(1).ok_or("bad id")?;
//! let two = PlayerId::new(2).ok_or("bad id")?;
//! let mut white = Player::new(one, "Alpha, Ann");
//! white.rounds.push(RoundEntry::Game { opponent: two, colour: Colour::White, result: GameResult::Win });
//! let mut black = Player::new(two, "Beta, Bob");
//! black.rounds.push(RoundEntry::Game { opponent: one, colour: Colour::Black, result: GameResult::Loss });
//! let setup = TournamentSetup { players: vec![white, black], ..TournamentSetup::default() };
//!
//! let tournament = Tournament::try_from(setup)?;
//! let round_two = tournament.view(RoundNo::new(2).ok_or("bad round")?);
//! let ann = round_two.state(one).ok_or("no such player")?;
//! assert_eq!(ann.score, Score::ONE);
//! assert_eq!(ann.colour_preference.map(|p| p.colour), Some(Colour::Black));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! Sibling crates: `rondo-trf` reads and writes files, `rondo-dutch` and `rondo-schedule` pair,
//! `rondo-tiebreak` ranks.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod adjust;
mod boards;
mod bye;
mod colour;
mod edit;
mod entry;
mod find;
mod ids;
mod matches;
mod national;
mod player;
mod publish;
mod rating;
mod score;
mod scoring;
mod setup;
mod system;
pub mod team;
mod team_records;
mod tournament;
mod view;

#[cfg(test)]
mod tests;

pub use adjust::{AdjustedPoints, AdjustmentKind, ScoreAdjustment};
pub use boards::{NotPaired, RecordedBoard};
pub use bye::ByeEligibility;
pub use colour::{ByColour, Colour, colour_difference};
pub use edit::{BoardResult, ByeKind, EditError, Unpaired};
pub use entry::{GameResult, Outcome, RoundEntry, Unplayed};
pub use find::{Candidate, FindPlayerError, ParsePlayerQueryError, PlayerQuery};
pub use ids::{IdOutOfRange, PlayerId, RoundNo};
pub use matches::{MatchProblem, MatchProblemKind, match_problems, single_forfeits_as_played};
pub use national::{NationalRating, RankMethod, StartingRank};
pub use player::{Player, Rating, Sex, Title};
pub use publish::{PairingSpan, PublishError};
pub use rating::{
    KFactorInput, RatedGame, RatingChange, RatingInput, capped_difference, dp_from_percentage,
    expected_score, k_factor, k_factor_for_period, percentage, percentage_from_dp, rating_change,
    rating_difference,
};
pub use score::{ParseScoreError, Score};
pub use scoring::ScoringSystem;
pub use setup::{
    Absence, AbsenceKind, Acceleration, ForbiddenPairs, Header, RawRecord, Team, TournamentSetup,
};
pub use system::{FileSystem, System, SystemRecord};
pub use team_records::{
    BoardColours, ForfeitKind, ForfeitedMatch, LineUp, MatchScoring, TeamPairingByes,
};
pub use tournament::{
    BeyondDeclaredRounds, PendingResults, Problem, ProblemKind, Tournament, ValidationError,
};
pub use view::{
    Absent, ColourPreference, Float, FloatRules, PlayerState, PreferenceStrength, RoundView,
    colour_preference, compare_initial_order, initial_ranking,
};
