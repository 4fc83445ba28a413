//! Tie-break codes with their modifiers, as written in TRF `202`/`212` records and on the command
//! line.
//!
//! Policy: the grammar is the FIDE one, `NAME[:MP|:GP][/modifier]...` (C.07 (2026) art. 14 and
//! the TEC list of mandatory codes), case-insensitive. Codes in a list are separated by commas,
//! semicolons or white space. The handbook spelling `BH-C1` is accepted as `BH/C1`. `GE` is the
//! pre-2024 name of `REP` and is kept as written (so that a column is named as requested).
//!
//! The modifiers and our own codes are listed on [`parse_tiebreak_list`].

use std::fmt;
use std::str::FromStr;

use crate::Rules;

/// One tie-break as requested: a code, its modifiers and the text it was read from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TiebreakSpec {
    /// The tie-break.
    pub code: TiebreakCode,
    /// The number of least significant values cut (`/Cn`, and the low half of `/Mn`).
    pub cut_low: u8,
    /// The number of most significant values cut (the high half of `/Mn`).
    pub cut_high: u8,
    /// The Koya threshold moved by this many tenths of a point (`/L±n`).
    pub limit_shift: i32,
    /// The Koya threshold in percent of the maximum score (`/Pnn`), 50 by default.
    pub limit_percent: u8,
    /// `/P`: forfeits count as games against the scheduled opponent.
    pub played_forfeits: bool,
    /// `/F`: Fore Buchholz instead of Buchholz (AOB; SSSC, C.07 (2026) art. 13.4).
    pub fore: bool,
    /// `/R`: the order is reversed.
    pub reverse: bool,
    /// `/U`: unplayed points are subtracted (CUMULATIVE).
    pub unplayed_subtracted: bool,
    /// `/Dn`: rating differences limited to `n` points (TPR).
    pub rating_cap: Option<u16>,
    /// `:MP` or `:GP`: which team score the tie-break uses.
    pub team_score: Option<TeamScore>,
    /// `/Vyyyy`: the rules edition this tie-break follows, instead of the standings' one.
    pub version: Option<Rules>,
    /// `/Kx`: the normalising factor of `SSSC` set by the regulations (C.07 (2026) art.
    /// 13.4), instead of the one computed from the tournament.
    pub normalising_factor: Option<u16>,
    /// The code as written, trimmed (`bh/c1` stays `bh/c1`); output columns carry this name.
    pub label: String,
}

/// The tie-breaks known to rondo.
///
/// FIDE codes cite C.07 (2026); the others are listed on [`parse_tiebreak_list`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub enum TiebreakCode {
    /// `PTS`: the points (for teams, the primary score).
    Points,
    /// `MPTS`: the match points of a team.
    MatchPoints,
    /// `GPTS`: the game points of a team.
    GamePoints,
    /// `DE`: direct encounter, art. 6 (`EDE` for teams, art. 13.3).
    DirectEncounter,
    /// `WIN`: number of rounds with the points of a win, art. 7.1.
    Wins,
    /// `WON`: number of games won over the board, art. 7.2.
    GamesWon,
    /// `BPG`: number of games played with Black, art. 7.3.
    BlackGames,
    /// `BWG`: number of games won with Black, art. 7.4.
    BlackWins,
    /// `PS`: sum of progressive scores, art. 7.5.
    ProgressiveScore,
    /// `REP` (formerly `GE`): rounds one elected to play, art. 7.6.
    RoundsElectedToPlay,
    /// `STD`: standard points, art. 7.7 (2026).
    StandardPoints,
    /// `TPN`: tournament pairing number, art. 7.8 (2026); lower is better.
    PairingNumber,
    /// `BH`: Buchholz, art. 8.1.
    Buchholz,
    /// `AOB`: average of opponents' Buchholz, art. 8.2.
    AverageOpponentBuchholz,
    /// `FB`: Fore Buchholz, art. 8.3.
    ForeBuchholz,
    /// `SB`: Sonneborn-Berger, art. 9.1.
    SonnebornBerger,
    /// `KS`: Koya system, art. 9.2.
    Koya,
    /// `ARO`: average rating of opponents, art. 10.1.
    AverageRating,
    /// `TPR`: tournament performance rating, art. 10.2.
    PerformanceRating,
    /// `PTP`: perfect tournament performance, art. 10.3.
    PerfectPerformance,
    /// `APRO`: average performance rating of opponents, art. 10.4.
    AveragePerformance,
    /// `APPO`: average perfect performance of opponents, art. 10.5.
    AveragePerfectPerformance,
    /// `RTNG`: the participant's own rating, art. 10.6 (2026).
    Rating,
    /// `MPVGP`: game points when match points are primary and vice versa, art. 13.1.
    MatchOrGamePoints,
    /// `EMMSB`, `EMGSB`, `EGMSB`, `EGGSB`: extended Sonneborn-Berger, art. 13.2.
    ExtendedSonnebornBerger {
        /// The opponent's score used: match points (`M`) or game points (`G`).
        opponent: TeamScore,
        /// The score obtained against the opponent: match points or game points.
        own: TeamScore,
    },
    /// `SUMBH`: sum of the opponents' Buchholz scores (2009 annex, 4(a5)).
    SumOfBuchholz,
    /// `HARKNESS`: the Harkness median system (US rules).
    Harkness,
    /// `SOLKOFF`: the Solkoff system (US rules).
    Solkoff,
    /// `CUMULATIVE`: sum of running scores (US rules).
    Cumulative,
    /// `USSB`: Sonneborn-Berger with US adjusted scores.
    UsSonnebornBerger,
    /// `BC`: board count, art. 12.1: the sum over the team's boards of the board number times
    /// the game points scored on it; lower is better.
    BoardCount,
    /// `TBR`: top board results, art. 12.2: the game points on board 1, then on board 2, and
    /// so on.
    TopBoardResults,
    /// `BBE`: bottom board elimination, art. 12.3: the game points on every board but the
    /// last, then without the last two, and so on.
    BottomBoardElimination,
    /// `EDET`, `EDEB`, `EDEBT`, `EDEBB`: extended direct encounter (art. 13.3.1), then, for two
    /// teams still tied, the board tie-breaks of art. 12 on their own matches (art. 13.3.2).
    DirectEncounterChain {
        /// Board count (`BC`) first: `EDEBT`, `EDEBB`.
        board_count: bool,
        /// Then top board results (`…T`) or bottom board elimination (`…B`).
        then: BoardComparison,
    },
    /// `SSSC`: scores and schedule strength combination, art. 13.4.
    ScheduleStrengthCombination,
}

/// The board-by-board comparison that ends a direct encounter chain (C.07 (2026) art. 13.3.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum BoardComparison {
    /// Top board results, art. 12.2.
    TopBoardResults,
    /// Bottom board elimination, art. 12.3.
    BottomBoardElimination,
}

/// A team score: match points or game points (C.07 art. 11).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum TeamScore {
    /// Match points, `MP`.
    MatchPoints,
    /// Game points, `GP`.
    GamePoints,
}

/// A tie-break list or code that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("tie-break '{code}': {kind}")]
pub struct ParseTiebreakError {
    /// The code as written.
    pub code: String,
    /// What is wrong with it.
    pub kind: ParseTiebreakErrorKind,
}

/// What is wrong with a tie-break code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseTiebreakErrorKind {
    /// The name is not a known tie-break.
    #[error(
        "unknown tie-break '{0}' (expected a FIDE C.07 code such as BH, SB, DE, ARO, or one of SUMBH HARKNESS SOLKOFF CUMULATIVE USSB)"
    )]
    UnknownCode(String),
    /// A modifier is not known.
    #[error(
        "unknown modifier '{0}' (expected C1, C2, M1, M2, M3, L±n, Pnn, P, F, R, Dn, Kx, U or Vyyyy)"
    )]
    UnknownModifier(String),
    /// A modifier is known but does not apply to this tie-break.
    #[error("modifier '{0}' does not apply to this tie-break")]
    ModifierNotApplicable(String),
    /// A rules edition that does not exist.
    #[error("unknown rules edition '{0}' (expected 2009, 2023, 2024 or 2026)")]
    UnknownVersion(String),
    /// The list is empty.
    #[error("no tie-break given")]
    Empty,
    /// A C.07 code that rondo reads but does not compute (listed in [`NOT_COMPUTED`]).
    #[error("C.07 art. {article} is not computed yet")]
    NotComputed {
        /// The article of C.07 (2026) that defines it.
        article: &'static str,
    },
    /// A team tie-break (C.07 art. 11–13) in the list of an event without teams: individual
    /// standings leave it out.
    #[error("needs teams ({defined_in}); the individual standings leave it out")]
    TeamOnly {
        /// Where the code is defined ([`TiebreakCode::source`]).
        defined_in: &'static str,
    },
}

/// The C.07 (2026) codes that rondo reads but does not compute, with their articles: none
/// since the board tie-breaks of art. 12, the `EDE…` chains of art. 13.3 and `SSSC` of art.
/// 13.4 are computed for teams.
pub const NOT_COMPUTED: [(&str, &str); 0] = [];

/// Reads a file's own tie-break record (`202`, `212`) leniently: every code that can be read is
/// kept, in order, and every one that cannot is returned with its reason, so that one unknown
/// or uncomputed code (a newer text's, another program's) does not lose the rest of the list.
#[must_use]
pub fn parse_tiebreak_list_lenient(text: &str) -> (Vec<TiebreakSpec>, Vec<ParseTiebreakError>) {
    let mut specs = Vec::new();
    let mut skipped = Vec::new();
    for code in text
        .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|code| !code.is_empty())
    {
        match code.parse::<TiebreakSpec>() {
            Ok(spec) => specs.push(spec),
            Err(mut error) => {
                let name = code
                    .split(['/', ':'])
                    .next()
                    .unwrap_or(code)
                    .to_ascii_uppercase();
                if let Some((_, article)) = NOT_COMPUTED.iter().find(|(known, _)| *known == name) {
                    error.kind = ParseTiebreakErrorKind::NotComputed { article };
                }
                skipped.push(error);
            }
        }
    }
    (specs, skipped)
}

/// Reads a list of tie-breaks separated by commas, semicolons or white space, such as
/// `BH/C1, BH, SB, DE` or the text of a TRF `202` record.
///
/// Modifiers:
///
/// | modifier | meaning | applies to |
/// |---|---|---|
/// | `/Cn` | cut the `n` least significant values (art. 14.1) | PS, BH, FB, SB, ARO and the 2009 Buchholz |
/// | `/Mn` | cut the `n` least and the `n` most significant values (art. 14.2) | BH, FB, ARO |
/// | `/L±n` | move the Koya threshold by `n` half points (`/L+1.0`: by whole points) (art. 14.5) | KS |
/// | `/Pnn` | Koya threshold as a percentage of the maximum score | KS |
/// | `/P` | count forfeits as games against the scheduled opponent (art. 14.6) | DE, BH, FB, SB, AOB, ESB, EDE chains, SSSC |
/// | `/F` | use Fore Buchholz (art. 8.2, 13.4) | AOB, SSSC |
/// | `/R` | reverse the order (art. 7.8, 10.6) | TPN, RTNG |
/// | `/Kx` | the normalising factor of the schedule strength, a whole number (art. 13.4) | SSSC |
/// | `/Dn` | count a rating difference of more than `n` points as `n` (the 350-point rule of the 2009 annex) | TPR |
/// | `/U` | subtract each point scored without playing (the USCF cumulative variant) | CUMULATIVE |
/// | `/V2023`, `/V2024`, `/V2026`, `/V2009` | compute by that edition, whatever the standings' rules | all |
///
/// Codes of our own, for systems C.07 does not name:
///
/// | code | system | source |
/// |---|---|---|
/// | `SUMBH` | Sum of Buchholz (the opponents' Buchholz scores) | 2009 annex of C.06, 4(a5) |
/// | `HARKNESS` | Harkness median: Solkoff without the 1/2/3 highest and lowest values for up to 8 / 9–12 / 13+ rounds (`/Mn` overrides) | US rules (1970 handbook) |
/// | `SOLKOFF` | the sum of the opponents' adjusted scores | US rules |
/// | `CUMULATIVE` | the sum of the running scores | US rules |
/// | `USSB` | Sonneborn-Berger with the US adjusted scores | US rules |
///
/// # Errors
///
/// Returns the first code that is not a known tie-break with valid modifiers.
///
/// # Examples
///
/// ```
/// use rondo_tiebreak::{parse_tiebreak_list, TiebreakCode};
/// let list = parse_tiebreak_list("BH/C1 BH SB/C1/V2024 DE")?;
/// assert_eq!(list.len(), 4);
/// assert_eq!(list[0].code, TiebreakCode::Buchholz);
/// assert_eq!(list[0].cut_low, 1);
/// assert_eq!(list[2].label, "SB/C1/V2024");
/// # Ok::<_, rondo_tiebreak::ParseTiebreakError>(())
/// ```
pub fn parse_tiebreak_list(text: &str) -> Result<Vec<TiebreakSpec>, ParseTiebreakError> {
    let specs = text
        .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|code| !code.is_empty())
        .map(str::parse)
        .collect::<Result<Vec<TiebreakSpec>, _>>()?;
    if specs.is_empty() {
        return Err(ParseTiebreakError {
            code: text.trim().to_owned(),
            kind: ParseTiebreakErrorKind::Empty,
        });
    }
    Ok(specs)
}

impl TiebreakSpec {
    /// A tie-break without modifiers, labelled with its code.
    #[must_use]
    pub fn new(code: TiebreakCode) -> TiebreakSpec {
        TiebreakSpec {
            code,
            cut_low: 0,
            cut_high: 0,
            limit_shift: 0,
            limit_percent: 50,
            played_forfeits: false,
            fore: false,
            reverse: false,
            unplayed_subtracted: false,
            rating_cap: None,
            team_score: None,
            version: None,
            normalising_factor: None,
            label: code.name().to_owned(),
        }
    }

    /// The edition this tie-break is computed by: its own `/V`, else `rules`.
    #[must_use]
    pub fn rules(&self, rules: Rules) -> Rules {
        self.version.unwrap_or(rules)
    }

    /// The tie-break in words with its cuts, for legends: `Buchholz, cut 1`, `Buchholz, median 2`.
    #[must_use]
    pub fn description(&self) -> String {
        let mut text = self.code.description().to_owned();
        if self.cut_high > 0 {
            text.push_str(&format!(", median {}", self.cut_high));
        } else if self.cut_low > 0 {
            text.push_str(&format!(", cut {}", self.cut_low));
        }
        if self.played_forfeits {
            text.push_str(", forfeits as games");
        }
        if self.fore {
            text.push_str(", of Fore Buchholz");
        }
        if self.reverse {
            text.push_str(", reversed");
        }
        if let Some(cap) = self.rating_cap {
            text.push_str(&format!(", {cap}-point rule"));
        }
        if let Some(factor) = self.normalising_factor {
            text.push_str(&format!(", factor {factor}"));
        }
        if let Some(version) = self.version {
            text.push_str(&format!(" ({} rules)", version.year()));
        }
        text
    }

    /// The canonical spelling: the code followed by its modifiers (`BH/C1`, `KS/L-2`).
    #[must_use]
    pub fn canonical(&self) -> String {
        self.to_string()
    }
}

impl TiebreakCode {
    /// Every code, in the order of the module documentation.
    pub const ALL: [TiebreakCode; 41] = [
        TiebreakCode::Points,
        TiebreakCode::MatchPoints,
        TiebreakCode::GamePoints,
        TiebreakCode::DirectEncounter,
        TiebreakCode::Wins,
        TiebreakCode::GamesWon,
        TiebreakCode::BlackGames,
        TiebreakCode::BlackWins,
        TiebreakCode::ProgressiveScore,
        TiebreakCode::RoundsElectedToPlay,
        TiebreakCode::StandardPoints,
        TiebreakCode::PairingNumber,
        TiebreakCode::Buchholz,
        TiebreakCode::AverageOpponentBuchholz,
        TiebreakCode::ForeBuchholz,
        TiebreakCode::SonnebornBerger,
        TiebreakCode::Koya,
        TiebreakCode::AverageRating,
        TiebreakCode::PerformanceRating,
        TiebreakCode::PerfectPerformance,
        TiebreakCode::AveragePerformance,
        TiebreakCode::AveragePerfectPerformance,
        TiebreakCode::Rating,
        TiebreakCode::MatchOrGamePoints,
        TiebreakCode::ExtendedSonnebornBerger {
            opponent: TeamScore::MatchPoints,
            own: TeamScore::MatchPoints,
        },
        TiebreakCode::ExtendedSonnebornBerger {
            opponent: TeamScore::MatchPoints,
            own: TeamScore::GamePoints,
        },
        TiebreakCode::ExtendedSonnebornBerger {
            opponent: TeamScore::GamePoints,
            own: TeamScore::MatchPoints,
        },
        TiebreakCode::ExtendedSonnebornBerger {
            opponent: TeamScore::GamePoints,
            own: TeamScore::GamePoints,
        },
        TiebreakCode::SumOfBuchholz,
        TiebreakCode::Harkness,
        TiebreakCode::Solkoff,
        TiebreakCode::Cumulative,
        TiebreakCode::UsSonnebornBerger,
        TiebreakCode::BoardCount,
        TiebreakCode::TopBoardResults,
        TiebreakCode::BottomBoardElimination,
        TiebreakCode::DirectEncounterChain {
            board_count: false,
            then: BoardComparison::TopBoardResults,
        },
        TiebreakCode::DirectEncounterChain {
            board_count: false,
            then: BoardComparison::BottomBoardElimination,
        },
        TiebreakCode::DirectEncounterChain {
            board_count: true,
            then: BoardComparison::TopBoardResults,
        },
        TiebreakCode::DirectEncounterChain {
            board_count: true,
            then: BoardComparison::BottomBoardElimination,
        },
        TiebreakCode::ScheduleStrengthCombination,
    ];

    /// The code's name as C.07 (or the module table) spells it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        use TeamScore::{GamePoints as G, MatchPoints as M};
        match self {
            TiebreakCode::Points => "PTS",
            TiebreakCode::MatchPoints => "MPTS",
            TiebreakCode::GamePoints => "GPTS",
            TiebreakCode::DirectEncounter => "DE",
            TiebreakCode::Wins => "WIN",
            TiebreakCode::GamesWon => "WON",
            TiebreakCode::BlackGames => "BPG",
            TiebreakCode::BlackWins => "BWG",
            TiebreakCode::ProgressiveScore => "PS",
            TiebreakCode::RoundsElectedToPlay => "REP",
            TiebreakCode::StandardPoints => "STD",
            TiebreakCode::PairingNumber => "TPN",
            TiebreakCode::Buchholz => "BH",
            TiebreakCode::AverageOpponentBuchholz => "AOB",
            TiebreakCode::ForeBuchholz => "FB",
            TiebreakCode::SonnebornBerger => "SB",
            TiebreakCode::Koya => "KS",
            TiebreakCode::AverageRating => "ARO",
            TiebreakCode::PerformanceRating => "TPR",
            TiebreakCode::PerfectPerformance => "PTP",
            TiebreakCode::AveragePerformance => "APRO",
            TiebreakCode::AveragePerfectPerformance => "APPO",
            TiebreakCode::Rating => "RTNG",
            TiebreakCode::MatchOrGamePoints => "MPVGP",
            TiebreakCode::ExtendedSonnebornBerger { opponent, own } => match (opponent, own) {
                (M, M) => "EMMSB",
                (M, G) => "EMGSB",
                (G, M) => "EGMSB",
                (G, G) => "EGGSB",
            },
            TiebreakCode::SumOfBuchholz => "SUMBH",
            TiebreakCode::Harkness => "HARKNESS",
            TiebreakCode::Solkoff => "SOLKOFF",
            TiebreakCode::Cumulative => "CUMULATIVE",
            TiebreakCode::UsSonnebornBerger => "USSB",
            TiebreakCode::BoardCount => "BC",
            TiebreakCode::TopBoardResults => "TBR",
            TiebreakCode::BottomBoardElimination => "BBE",
            TiebreakCode::DirectEncounterChain { board_count, then } => match (board_count, then) {
                (false, BoardComparison::TopBoardResults) => "EDET",
                (false, BoardComparison::BottomBoardElimination) => "EDEB",
                (true, BoardComparison::TopBoardResults) => "EDEBT",
                (true, BoardComparison::BottomBoardElimination) => "EDEBB",
            },
            TiebreakCode::ScheduleStrengthCombination => "SSSC",
        }
    }

    /// The tie-break's name in words, for legends (`Buchholz`, `Direct encounter`).
    #[must_use]
    pub const fn description(self) -> &'static str {
        match self {
            TiebreakCode::Points => "Points",
            TiebreakCode::MatchPoints => "Match points",
            TiebreakCode::GamePoints => "Game points",
            TiebreakCode::DirectEncounter => "Direct encounter",
            TiebreakCode::Wins => "Number of wins",
            TiebreakCode::GamesWon => "Games won over the board",
            TiebreakCode::BlackGames => "Games played with Black",
            TiebreakCode::BlackWins => "Games won with Black",
            TiebreakCode::ProgressiveScore => "Progressive score",
            TiebreakCode::RoundsElectedToPlay => "Rounds elected to play",
            TiebreakCode::StandardPoints => "Standard points",
            TiebreakCode::PairingNumber => "Pairing number",
            TiebreakCode::Buchholz => "Buchholz",
            TiebreakCode::AverageOpponentBuchholz => "Average of opponents' Buchholz",
            TiebreakCode::ForeBuchholz => "Fore Buchholz",
            TiebreakCode::SonnebornBerger => "Sonneborn-Berger",
            TiebreakCode::Koya => "Koya system",
            TiebreakCode::AverageRating => "Average rating of opponents",
            TiebreakCode::PerformanceRating => "Tournament performance rating",
            TiebreakCode::PerfectPerformance => "Perfect tournament performance",
            TiebreakCode::AveragePerformance => "Average performance rating of opponents",
            TiebreakCode::AveragePerfectPerformance => "Average perfect performance of opponents",
            TiebreakCode::Rating => "Rating",
            TiebreakCode::MatchOrGamePoints => "Secondary team score",
            TiebreakCode::ExtendedSonnebornBerger { .. } => "Extended Sonneborn-Berger",
            TiebreakCode::SumOfBuchholz => "Sum of Buchholz",
            TiebreakCode::Harkness => "Harkness median",
            TiebreakCode::Solkoff => "Solkoff",
            TiebreakCode::Cumulative => "Cumulative",
            TiebreakCode::UsSonnebornBerger => "Sonneborn-Berger (US adjusted scores)",
            TiebreakCode::BoardCount => "Board count",
            TiebreakCode::TopBoardResults => "Top board results",
            TiebreakCode::BottomBoardElimination => "Bottom board elimination",
            TiebreakCode::DirectEncounterChain { board_count, then } => match (board_count, then) {
                (false, BoardComparison::TopBoardResults) => {
                    "Extended direct encounter, top boards"
                }
                (false, BoardComparison::BottomBoardElimination) => {
                    "Extended direct encounter, bottom boards"
                }
                (true, BoardComparison::TopBoardResults) => "Ext. direct encounter, BC, top boards",
                (true, BoardComparison::BottomBoardElimination) => {
                    "Ext. direct encounter, BC, bottom boards"
                }
            },
            TiebreakCode::ScheduleStrengthCombination => "Scores and schedule strength",
        }
    }

    /// Reads a name (case-insensitive); `GE` is read as `REP`, `ABH` as `AOB`, `EDE` as `DE`,
    /// `MP` and `GP` as `MPTS` and `GPTS`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<TiebreakCode> {
        let upper = name.to_ascii_uppercase();
        match upper.as_str() {
            "GE" => return Some(TiebreakCode::RoundsElectedToPlay),
            "ABH" => return Some(TiebreakCode::AverageOpponentBuchholz),
            "EDE" => return Some(TiebreakCode::DirectEncounter),
            "MP" => return Some(TiebreakCode::MatchPoints),
            "GP" => return Some(TiebreakCode::GamePoints),
            _ => {}
        }
        TiebreakCode::ALL
            .into_iter()
            .find(|code| code.name() == upper)
    }

    /// Whether the code needs teams (C.07 art. 11–13).
    #[must_use]
    pub const fn is_team_only(self) -> bool {
        matches!(
            self,
            TiebreakCode::MatchPoints
                | TiebreakCode::GamePoints
                | TiebreakCode::MatchOrGamePoints
                | TiebreakCode::ExtendedSonnebornBerger { .. }
                | TiebreakCode::BoardCount
                | TiebreakCode::TopBoardResults
                | TiebreakCode::BottomBoardElimination
                | TiebreakCode::DirectEncounterChain { .. }
                | TiebreakCode::ScheduleStrengthCombination
        )
    }

    /// Whether team standings compute the code (C.07 art. 11–13 and the codes that read a
    /// team's matches as an individual's games: `BH`, `SB`, `DE`, `WIN`, the scores).
    #[must_use]
    pub fn ranks_teams(self) -> bool {
        crate::team::available(self)
    }

    /// Whether a lower value ranks higher (TPN, BC; direct encounter and the board-by-board
    /// comparisons report places).
    #[must_use]
    pub const fn lower_is_better(self) -> bool {
        matches!(
            self,
            TiebreakCode::PairingNumber
                | TiebreakCode::DirectEncounter
                | TiebreakCode::BoardCount
                | TiebreakCode::TopBoardResults
                | TiebreakCode::BottomBoardElimination
                | TiebreakCode::DirectEncounterChain { .. }
        )
    }

    /// Whether the tie-break is of type A (C.07 art. 4.3): computed on each tied group anew.
    #[must_use]
    pub const fn is_type_a(self) -> bool {
        matches!(
            self,
            TiebreakCode::DirectEncounter | TiebreakCode::DirectEncounterChain { .. }
        )
    }

    /// Where the code is defined: the article of FIDE C.07 (2026), or the other source.
    #[must_use]
    pub const fn source(self) -> &'static str {
        match self {
            TiebreakCode::Points | TiebreakCode::MatchPoints | TiebreakCode::GamePoints => {
                "C.07 art. 5 (the score)"
            }
            TiebreakCode::DirectEncounter => "C.07 art. 6 (13.3 for teams)",
            TiebreakCode::Wins => "C.07 art. 7.1",
            TiebreakCode::GamesWon => "C.07 art. 7.2",
            TiebreakCode::BlackGames => "C.07 art. 7.3",
            TiebreakCode::BlackWins => "C.07 art. 7.4",
            TiebreakCode::ProgressiveScore => "C.07 art. 7.5",
            TiebreakCode::RoundsElectedToPlay => "C.07 art. 7.6",
            TiebreakCode::StandardPoints => "C.07 art. 7.7",
            TiebreakCode::PairingNumber => "C.07 art. 7.8",
            TiebreakCode::Buchholz => "C.07 art. 8.1",
            TiebreakCode::AverageOpponentBuchholz => "C.07 art. 8.2",
            TiebreakCode::ForeBuchholz => "C.07 art. 8.3",
            TiebreakCode::SonnebornBerger => "C.07 art. 9.1",
            TiebreakCode::Koya => "C.07 art. 9.2",
            TiebreakCode::AverageRating => "C.07 art. 10.1",
            TiebreakCode::PerformanceRating => "C.07 art. 10.2",
            TiebreakCode::PerfectPerformance => "C.07 art. 10.3",
            TiebreakCode::AveragePerformance => "C.07 art. 10.4",
            TiebreakCode::AveragePerfectPerformance => "C.07 art. 10.5",
            TiebreakCode::Rating => "C.07 art. 10.6",
            TiebreakCode::MatchOrGamePoints => "C.07 art. 13.1",
            TiebreakCode::ExtendedSonnebornBerger { .. } => "C.07 art. 13.2",
            TiebreakCode::SumOfBuchholz => "FIDE 2009 annex, 4(a5)",
            TiebreakCode::Harkness
            | TiebreakCode::Solkoff
            | TiebreakCode::Cumulative
            | TiebreakCode::UsSonnebornBerger => "US Chess rules",
            TiebreakCode::BoardCount => "C.07 art. 12.1",
            TiebreakCode::TopBoardResults => "C.07 art. 12.2",
            TiebreakCode::BottomBoardElimination => "C.07 art. 12.3",
            TiebreakCode::DirectEncounterChain { .. } => "C.07 art. 13.3",
            TiebreakCode::ScheduleStrengthCombination => "C.07 art. 13.4",
        }
    }

    /// The modifiers the code takes besides `/P` (forfeits as games) and `/Vyyyy` (an
    /// edition), which every code takes.
    #[must_use]
    pub fn modifiers(self) -> Vec<&'static str> {
        let mut modifiers = Vec::new();
        if self.accepts_cut() {
            modifiers.extend(["/C1", "/C2"]);
        }
        if self.accepts_median() {
            modifiers.extend(["/M1", "/M2"]);
        }
        match self {
            TiebreakCode::Koya => modifiers.extend(["/L±n", "/Pnn"]),
            TiebreakCode::AverageOpponentBuchholz => modifiers.push("/F"),
            TiebreakCode::PairingNumber | TiebreakCode::Rating => modifiers.push("/R"),
            TiebreakCode::PerformanceRating => modifiers.push("/Dn"),
            TiebreakCode::Cumulative => modifiers.push("/U"),
            TiebreakCode::Harkness => modifiers.push("/M3"),
            TiebreakCode::ScheduleStrengthCombination => modifiers.extend(["/Kx", "/F"]),
            _ => {}
        }
        modifiers
    }

    fn accepts_cut(self) -> bool {
        matches!(
            self,
            TiebreakCode::ProgressiveScore
                | TiebreakCode::Buchholz
                | TiebreakCode::ForeBuchholz
                | TiebreakCode::SonnebornBerger
                | TiebreakCode::AverageRating
                | TiebreakCode::ExtendedSonnebornBerger { .. }
                | TiebreakCode::Harkness
                | TiebreakCode::Solkoff
                | TiebreakCode::Cumulative
                | TiebreakCode::UsSonnebornBerger
                | TiebreakCode::SumOfBuchholz
        )
    }

    fn accepts_median(self) -> bool {
        matches!(
            self,
            TiebreakCode::Buchholz
                | TiebreakCode::ForeBuchholz
                | TiebreakCode::AverageRating
                | TiebreakCode::Harkness
                | TiebreakCode::Solkoff
                | TiebreakCode::SumOfBuchholz
        )
    }
}

impl FromStr for TiebreakSpec {
    type Err = ParseTiebreakError;

    fn from_str(text: &str) -> Result<TiebreakSpec, ParseTiebreakError> {
        let label = text.trim();
        let error = |kind| ParseTiebreakError {
            code: label.to_owned(),
            kind,
        };
        let mut parts = label.split(['/', '-']);
        let head = parts.next().unwrap_or_default();
        let (name, team_score) = match head.split_once(':') {
            Some((name, selector)) => {
                let score = match selector.to_ascii_uppercase().as_str() {
                    "MP" => TeamScore::MatchPoints,
                    "GP" => TeamScore::GamePoints,
                    _ => {
                        return Err(error(ParseTiebreakErrorKind::UnknownModifier(format!(
                            ":{selector}"
                        ))));
                    }
                };
                (name, Some(score))
            }
            None => (head, None),
        };
        let code = TiebreakCode::from_name(name)
            .ok_or_else(|| error(ParseTiebreakErrorKind::UnknownCode(name.to_owned())))?;
        let mut spec = TiebreakSpec {
            team_score,
            label: label.to_owned(),
            ..TiebreakSpec::new(code)
        };
        // `KS/L-1` splits into "L" and "1" at the minus sign; glue such pieces back together.
        let mut modifiers: Vec<String> = Vec::new();
        for part in parts {
            let glue = modifiers
                .last()
                .is_some_and(|last| last.eq_ignore_ascii_case("L"));
            match modifiers.last_mut() {
                Some(last) if glue => {
                    last.push('-');
                    last.push_str(part);
                }
                _ => modifiers.push(part.to_owned()),
            }
        }
        for modifier in modifiers {
            apply_modifier(&mut spec, &modifier).map_err(error)?;
        }
        Ok(spec)
    }
}

fn apply_modifier(spec: &mut TiebreakSpec, modifier: &str) -> Result<(), ParseTiebreakErrorKind> {
    let upper = modifier.to_ascii_uppercase();
    let not_applicable = || ParseTiebreakErrorKind::ModifierNotApplicable(modifier.to_owned());
    let unknown = || ParseTiebreakErrorKind::UnknownModifier(modifier.to_owned());
    let mut chars = upper.chars();
    let letter = chars.next().ok_or_else(unknown)?;
    let rest = chars.as_str();
    let number = || rest.parse::<u16>().map_err(|_| unknown());
    let code = spec.code;
    match letter {
        'C' => {
            if !code.accepts_cut() {
                return Err(not_applicable());
            }
            // C.07 art. 14 cuts one or two values (Cut-1, Cut-2).
            let n = u8::try_from(number()?).map_err(|_| unknown())?;
            if !(1..=2).contains(&n) {
                return Err(unknown());
            }
            spec.cut_low = n;
        }
        'M' => {
            if !code.accepts_median() {
                return Err(not_applicable());
            }
            // C.07 art. 14 has Median-1 and Median-2; the Harkness median cuts up to three.
            let n = u8::try_from(number()?).map_err(|_| unknown())?;
            if !(1..=3).contains(&n) {
                return Err(unknown());
            }
            spec.cut_low = n;
            spec.cut_high = n;
        }
        'L' => {
            if code != TiebreakCode::Koya {
                return Err(not_applicable());
            }
            spec.limit_shift = parse_limit(rest).ok_or_else(unknown)?;
        }
        'P' if rest.is_empty() => spec.played_forfeits = true,
        'P' => {
            if code != TiebreakCode::Koya {
                return Err(not_applicable());
            }
            spec.limit_percent = u8::try_from(number()?)
                .ok()
                .filter(|p| *p <= 100)
                .ok_or_else(unknown)?;
        }
        'F' if rest.is_empty() => {
            if !matches!(
                code,
                TiebreakCode::AverageOpponentBuchholz | TiebreakCode::ScheduleStrengthCombination
            ) {
                return Err(not_applicable());
            }
            spec.fore = true;
        }
        'R' if rest.is_empty() => spec.reverse = true,
        'U' if rest.is_empty() => {
            if code != TiebreakCode::Cumulative {
                return Err(not_applicable());
            }
            spec.unplayed_subtracted = true;
        }
        'K' => {
            if code != TiebreakCode::ScheduleStrengthCombination {
                return Err(not_applicable());
            }
            // Art. 13.4: the factor divides the Buchholz; zero would divide by nothing.
            spec.normalising_factor = Some(number()?).filter(|&k| k > 0);
            if spec.normalising_factor.is_none() {
                return Err(unknown());
            }
        }
        'D' => {
            if code != TiebreakCode::PerformanceRating {
                return Err(not_applicable());
            }
            spec.rating_cap = Some(number()?);
        }
        'V' => {
            spec.version = Some(match rest {
                "2009" => Rules::Fide2009,
                "2023" => Rules::Fide2023,
                "2024" => Rules::Fide2024,
                "2026" => Rules::Fide2026,
                _ => return Err(ParseTiebreakErrorKind::UnknownVersion(rest.to_owned())),
            });
        }
        _ => return Err(unknown()),
    }
    Ok(())
}

/// `+2`, `-1`, `2` (half points) or `+1.0`, `-0.5` (points) → tenths of a point.
fn parse_limit(text: &str) -> Option<i32> {
    let (sign, digits) = match text.strip_prefix('+') {
        Some(rest) => (1, rest),
        None => match text.strip_prefix('-') {
            Some(rest) => (-1, rest),
            None => (1, text),
        },
    };
    if digits.contains('.') {
        let score: rondo_core::Score = digits.parse().ok()?;
        Some(sign * score.tenths())
    } else {
        let halves: i32 = digits.parse().ok()?;
        Some(sign * halves * 5)
    }
}

/// The canonical code: name, score selector, then modifiers in a fixed order.
impl fmt::Display for TiebreakSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code.name())?;
        match self.team_score {
            Some(TeamScore::MatchPoints) => f.write_str(":MP")?,
            Some(TeamScore::GamePoints) => f.write_str(":GP")?,
            None => {}
        }
        if self.cut_high > 0 {
            write!(f, "/M{}", self.cut_high)?;
        } else if self.cut_low > 0 {
            write!(f, "/C{}", self.cut_low)?;
        }
        if self.limit_percent != 50 {
            write!(f, "/P{}", self.limit_percent)?;
        }
        if self.limit_shift != 0 {
            if self.limit_shift % 5 == 0 {
                write!(f, "/L{:+}", self.limit_shift / 5)?;
            } else {
                let score = rondo_core::Score::from_tenths(self.limit_shift.abs());
                let sign = if self.limit_shift < 0 { '-' } else { '+' };
                write!(f, "/L{sign}{}", score.to_one_decimal())?;
            }
        }
        if self.played_forfeits {
            f.write_str("/P")?;
        }
        if self.fore {
            f.write_str("/F")?;
        }
        if self.reverse {
            f.write_str("/R")?;
        }
        if self.unplayed_subtracted {
            f.write_str("/U")?;
        }
        if let Some(cap) = self.rating_cap {
            write!(f, "/D{cap}")?;
        }
        if let Some(factor) = self.normalising_factor {
            write!(f, "/K{factor}")?;
        }
        if let Some(version) = self.version {
            write!(f, "/V{}", version.year())?;
        }
        Ok(())
    }
}
