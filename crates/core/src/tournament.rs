//! The validated tournament.

use std::fmt;

use crate::{
    AbsenceKind, Colour, GameResult, Player, PlayerId, RoundEntry, RoundNo, Score, TournamentSetup,
    Unplayed,
};

/// A tournament whose data has been checked: start numbers are unique, every opponent exists
/// and lists the player back with the opposite colour and the matching result, and each round
/// has at most one pairing-allocated bye.
///
/// Build one with `Tournament::try_from(setup)`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Tournament {
    setup: TournamentSetup,
    /// For each start number, the position of the player in `setup.players`.
    index_of_id: Vec<Option<u32>>,
    n_rounds: u16,
    /// The last round holding a pairing. A view asks for it once per player (through
    /// [`Tournament::entered_absence`]), so it is computed once here instead of each time.
    #[cfg_attr(feature = "serde", serde(skip))]
    paired_rounds: u16,
    /// For each player (by position), the indices in `setup.accelerations` of the accelerations
    /// whose range of start numbers holds him: a view asks for each player's acceleration in each
    /// round, and scanning every record each time made views of large events quadratic.
    #[cfg_attr(feature = "serde", serde(skip))]
    accelerations_of: Vec<Vec<u32>>,
    /// For each player (by position), the indices in `setup.absences` of his announced absences.
    #[cfg_attr(feature = "serde", serde(skip))]
    absences_of: Vec<Vec<u32>>,
    /// For each player (by position), the indices in `setup.forbidden_pairs` of the records
    /// naming him, ascending and without repeats: a record may name hundreds of thousands of
    /// players, and scanning it for every pair asked about made checks quadratic.
    #[cfg_attr(feature = "serde", serde(skip))]
    forbidden_of: Vec<Vec<u32>>,
}

/// The problems found when checking a [`TournamentSetup`], together with the setup itself so the
/// caller can report or repair it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidationError {
    /// The setup that was checked.
    pub setup: Box<TournamentSetup>,
    /// Every problem found, in the order of the players.
    pub problems: Vec<Problem>,
}

/// One inconsistency in a tournament's data.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Problem {
    /// The player whose data shows the problem.
    pub player: PlayerId,
    /// The round concerned, if the problem is in a round entry.
    pub round: Option<RoundNo>,
    /// What is wrong.
    pub kind: ProblemKind,
}

/// What is wrong with a tournament's data.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub enum ProblemKind {
    /// Two players have the same start number.
    #[error("start number {0} is used twice")]
    DuplicatePlayer(PlayerId),
    /// A round entry names an opponent who is not in the tournament.
    #[error("opponent {0} does not exist")]
    UnknownOpponent(PlayerId),
    /// A player is paired against himself.
    #[error("player is paired against himself")]
    PairedWithSelf,
    /// The opponent's entry for the round does not name this player back.
    #[error("opponent {opponent} does not list this player in the same round (found {found})")]
    OpponentDisagrees {
        /// The opponent named.
        opponent: PlayerId,
        /// What the opponent's entry says, in words.
        found: String,
    },
    /// Both players of a game have the same colour.
    #[error("both players of the game against {opponent} have {colour:?}")]
    SameColour {
        /// The opponent.
        opponent: PlayerId,
        /// The colour both have.
        colour: Colour,
    },
    /// The two results of a game do not fit together (for example two wins).
    #[error("result does not match the opponent's result against {opponent}")]
    ResultsDisagree {
        /// The opponent.
        opponent: PlayerId,
    },
    /// More than one pairing-allocated bye in one round.
    #[error("second pairing-allocated bye in this round (the first went to player {first})")]
    SecondPairingBye {
        /// The player who has the first pairing-allocated bye of the round.
        first: PlayerId,
    },
    /// The points column does not equal the points of the results.
    #[error("points column says {stated} but the results give {computed}")]
    ScoreMismatch {
        /// The points written in the file.
        stated: Score,
        /// The points the results are worth under the tournament's scoring system.
        computed: Score,
    },
}

/// A round cannot be paired yet: an earlier round still has pairings without a result.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[error(
    "round {round} has {boards} {noun} without a result; enter the results before pairing round {requested}",
    noun = if *boards == 1 { "board" } else { "boards" }
)]
pub struct PendingResults {
    /// The earliest round with a pairing that has no result.
    pub round: RoundNo,
    /// How many boards of that round have no result.
    pub boards: usize,
    /// The round whose pairing was asked for.
    pub requested: RoundNo,
}

/// A round past the rounds the file declares, asked to be paired.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("round {round} is beyond the {rounds} rounds the file declares")]
pub struct BeyondDeclaredRounds {
    /// The round asked for.
    pub round: RoundNo,
    /// The rounds the file declares.
    pub rounds: u16,
}

impl ProblemKind {
    /// Whether this is a disagreement of the points column only, which lenient callers may
    /// accept (the results are then authoritative).
    #[must_use]
    pub fn is_score_mismatch(&self) -> bool {
        matches!(self, ProblemKind::ScoreMismatch { .. })
    }
}

impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} problem(s) in the tournament data",
            self.problems.len()
        )?;
        if let Some(first) = self.problems.first() {
            write!(f, "; first: player {}", first.player)?;
            if let Some(round) = first.round {
                write!(f, ", round {round}")?;
            }
            write!(f, ": {}", first.kind)?;
        }
        Ok(())
    }
}

impl std::error::Error for ValidationError {}

impl ValidationError {
    /// Accepts the tournament if the only problems are points columns that disagree with the
    /// results; the results are then authoritative.
    ///
    /// # Errors
    ///
    /// Returns `self` unchanged if any other problem remains.
    pub fn ignore_score_mismatch(self) -> Result<Tournament, ValidationError> {
        if self.problems.iter().all(|p| p.kind.is_score_mismatch()) {
            Ok(Tournament::build_unchecked(*self.setup))
        } else {
            Err(self)
        }
    }
}

impl TryFrom<TournamentSetup> for Tournament {
    type Error = ValidationError;

    fn try_from(setup: TournamentSetup) -> Result<Tournament, ValidationError> {
        let problems = check(&setup);
        if problems.is_empty() {
            Ok(Tournament::build_unchecked(setup))
        } else {
            Err(ValidationError {
                setup: Box::new(setup),
                problems,
            })
        }
    }
}

impl Tournament {
    fn build_unchecked(setup: TournamentSetup) -> Tournament {
        let max_id = setup.players.iter().map(|p| p.id.get()).max().unwrap_or(0);
        let mut index_of_id = vec![None; usize::from(max_id) + 1];
        for (position, player) in setup.players.iter().enumerate() {
            index_of_id[usize::from(player.id.get())] = u32::try_from(position).ok();
        }
        let columns = setup
            .players
            .iter()
            .map(|p| p.rounds.len())
            .max()
            .unwrap_or(0);
        let columns = u16::try_from(columns).unwrap_or(u16::MAX);
        let n_rounds = columns.max(setup.declared_rounds.unwrap_or(0));
        let position = |id: usize| index_of_id.get(id).copied().flatten().map(|p| p as usize);
        let mut accelerations_of = vec![Vec::new(); setup.players.len()];
        for (index, acceleration) in setup.accelerations.iter().enumerate() {
            let index = u32::try_from(index).unwrap_or(u32::MAX);
            let last = usize::from(acceleration.last_player.get()).min(usize::from(max_id));
            for id in usize::from(acceleration.first_player.get())..=last {
                if let Some(position) = position(id) {
                    accelerations_of[position].push(index);
                }
            }
        }
        let mut absences_of = vec![Vec::new(); setup.players.len()];
        for (index, absence) in setup.absences.iter().enumerate() {
            if let Some(position) = position(usize::from(absence.player.get())) {
                absences_of[position].push(u32::try_from(index).unwrap_or(u32::MAX));
            }
        }
        let mut forbidden_of: Vec<Vec<u32>> = vec![Vec::new(); setup.players.len()];
        for (index, forbidden) in setup.forbidden_pairs.iter().enumerate() {
            let index = u32::try_from(index).unwrap_or(u32::MAX);
            for id in &forbidden.players {
                if let Some(position) = position(usize::from(id.get()))
                    && forbidden_of[position].last() != Some(&index)
                {
                    forbidden_of[position].push(index);
                }
            }
        }
        Tournament {
            paired_rounds: paired_rounds(&setup.players),
            setup,
            index_of_id,
            n_rounds,
            accelerations_of,
            absences_of,
            forbidden_of,
        }
    }

    /// The data the tournament was built from.
    #[must_use]
    pub fn setup(&self) -> &TournamentSetup {
        &self.setup
    }

    /// The same tournament with the rank column (`stated_rank`) of each player in `ranks` set;
    /// a stated rank is no part of what [`Tournament::try_from`] checks, so nothing is checked
    /// again.
    #[must_use]
    pub fn with_stated_ranks(
        mut self,
        ranks: impl IntoIterator<Item = (PlayerId, u16)>,
    ) -> Tournament {
        for (player, rank) in ranks {
            if let Some(position) = self.position_of(player) {
                self.setup.players[position].stated_rank = Some(rank);
            }
        }
        self
    }

    /// Gives the data back.
    #[must_use]
    pub fn into_setup(self) -> TournamentSetup {
        self.setup
    }

    /// The players, in file order.
    #[must_use]
    pub fn players(&self) -> &[Player] {
        &self.setup.players
    }

    /// The player with start number `id`.
    #[must_use]
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.position_of(id)
            .map(|position| &self.setup.players[position])
    }

    /// The position of the player with start number `id` in [`Tournament::players`].
    #[must_use]
    pub fn position_of(&self, id: PlayerId) -> Option<usize> {
        self.index_of_id
            .get(usize::from(id.get()))
            .copied()
            .flatten()
            .map(|position| position as usize)
    }

    /// The number of rounds: the declared number, or the number of round columns if larger.
    #[must_use]
    pub fn n_rounds(&self) -> u16 {
        self.n_rounds
    }

    /// The number of rounds that hold pairings (a game, a scheduled pairing, a forfeit or a
    /// pairing-allocated bye): the last such round, or 0.
    #[must_use]
    pub fn paired_rounds(&self) -> u16 {
        self.paired_rounds
    }

    /// The round to pair next: the one after the last paired round.
    #[must_use]
    pub fn next_round(&self) -> RoundNo {
        RoundNo::new(self.paired_rounds().saturating_add(1)).unwrap_or(RoundNo::FIRST)
    }

    /// The round a pairing command pairs (`rondo pair`, Python's `pair` and `publish_boards`):
    /// `requested`, else [`Tournament::next_round`]. A file that declares no number of rounds
    /// can always be paired one round further.
    ///
    /// # Errors
    ///
    /// [`BeyondDeclaredRounds`] for a round past the rounds the file declares.
    pub fn round_to_pair(
        &self,
        requested: Option<RoundNo>,
    ) -> Result<RoundNo, BeyondDeclaredRounds> {
        let round = requested.unwrap_or_else(|| self.next_round());
        if round.get() > self.n_rounds().max(1) && self.setup.declared_rounds.is_some() {
            return Err(BeyondDeclaredRounds {
                round,
                rounds: self.n_rounds(),
            });
        }
        Ok(round)
    }

    /// A player's points from rounds `1..round` (not including `round`), with the bonuses and
    /// penalties (`299`) that count by then.
    #[must_use]
    pub fn score_before(&self, player: &Player, round: RoundNo) -> Score {
        results_points(&self.setup, player, round.index())
            + self.setup.bonus_points(player.id, Some(round))
    }

    /// A player's points from all rounds in the file, with every bonus and penalty (`299`).
    #[must_use]
    pub fn total_score(&self, player: &Player) -> Score {
        results_points(&self.setup, player, player.rounds.len())
            + self.setup.bonus_points(player.id, None)
    }

    /// The virtual points `player` has for `round` (acceleration).
    #[must_use]
    pub fn acceleration(&self, player: PlayerId, round: RoundNo) -> Score {
        let Some(position) = self.position_of(player) else {
            return Score::ZERO;
        };
        self.accelerations_of[position]
            .iter()
            .filter_map(|index| self.setup.accelerations.get(*index as usize))
            .filter(|acceleration| acceleration.applies(player, round))
            .map(|acceleration| acceleration.points)
            .sum()
    }

    /// Whether `a` and `b` may not be paired in `round` by the regulations (`260`, `XXP`).
    #[must_use]
    pub fn is_forbidden_pair(&self, a: PlayerId, b: PlayerId, round: RoundNo) -> bool {
        // The engines ask this of every pair of a field (10⁸ times at 10,000 players), and most
        // tournaments forbid nothing: then the two position look-ups below are all the cost.
        if self.setup.forbidden_pairs.is_empty() {
            return false;
        }
        let (Some(a), Some(b)) = (self.position_of(a), self.position_of(b)) else {
            return false;
        };
        // Both lists ascend: walk them together to the records naming both players.
        let (mut of_a, mut of_b) = (
            self.forbidden_of[a].iter().peekable(),
            self.forbidden_of[b].iter().peekable(),
        );
        while let (Some(&&x), Some(&&y)) = (of_a.peek(), of_b.peek()) {
            match x.cmp(&y) {
                std::cmp::Ordering::Less => {
                    of_a.next();
                }
                std::cmp::Ordering::Greater => {
                    of_b.next();
                }
                std::cmp::Ordering::Equal => {
                    if self
                        .setup
                        .forbidden_pairs
                        .get(x as usize)
                        .is_some_and(|forbidden| forbidden.applies_in(round))
                    {
                        return true;
                    }
                    of_a.next();
                    of_b.next();
                }
            }
        }
        false
    }

    /// Checks that every pairing of the rounds before `round` has a result, so that `round` may
    /// be paired: an arbiter does not pair a round while games of an earlier one are pending.
    /// Pairings of `round` itself and of later rounds do not matter (re-pairing a round whose
    /// pairing is published but not yet played uses only the rounds before it).
    ///
    /// # Errors
    ///
    /// [`PendingResults`] for the earliest round before `round` that holds a pairing without
    /// a result, with the number of such boards.
    pub fn results_entered_before(&self, round: RoundNo) -> Result<(), PendingResults> {
        let Some(pending) = self
            .first_pending_round()
            .filter(|pending| *pending < round)
        else {
            return Ok(());
        };
        let entries = self
            .players()
            .iter()
            .filter(|player| player.entry(pending.index()).is_scheduled())
            .count();
        Err(PendingResults {
            round: pending,
            // Each board has two entries; a lone entry (which checking refuses) still counts.
            boards: entries.div_ceil(2),
            requested: round,
        })
    }

    /// The earliest round holding a pairing without a result ([`RoundEntry::Scheduled`]), if
    /// any. Standings are computed only for the rounds before it.
    #[must_use]
    pub fn first_pending_round(&self) -> Option<RoundNo> {
        self.players()
            .iter()
            .filter_map(|player| player.rounds.iter().position(|entry| entry.is_scheduled()))
            .min()
            .and_then(RoundNo::from_index)
    }

    /// The absence entered for `player` in `round` outside the round columns (`240`, and `XXZ`
    /// when `round` is the next round to pair).
    #[must_use]
    pub fn entered_absence(&self, player: PlayerId, round: RoundNo) -> Option<AbsenceKind> {
        let next = self.next_round();
        self.absences_of[self.position_of(player)?]
            .iter()
            .filter_map(|index| self.setup.absences.get(*index as usize))
            .find(|absence| absence.player == player && absence.round.unwrap_or(next) == round)
            .map(|absence| absence.kind)
    }
}

/// Checks the consistency of a setup and lists every problem.
fn check(setup: &TournamentSetup) -> Vec<Problem> {
    let mut problems = Vec::new();
    let max_id = setup.players.iter().map(|p| p.id.get()).max().unwrap_or(0);
    let mut position_of_id: Vec<Option<usize>> = vec![None; usize::from(max_id) + 1];
    for (position, player) in setup.players.iter().enumerate() {
        let slot = &mut position_of_id[usize::from(player.id.get())];
        if slot.is_some() {
            problems.push(Problem {
                player: player.id,
                round: None,
                kind: ProblemKind::DuplicatePlayer(player.id),
            });
        } else {
            *slot = Some(position);
        }
    }
    let lookup = |id: PlayerId| position_of_id.get(usize::from(id.get())).copied().flatten();
    let n_columns = setup
        .players
        .iter()
        .map(|p| p.rounds.len())
        .max()
        .unwrap_or(0);
    let mut pairing_bye_of_round: Vec<Option<PlayerId>> = vec![None; n_columns];
    let team_event = setup
        .named_system()
        .is_some_and(|named| named.system.is_team());
    let team_of = |id: PlayerId| {
        setup
            .teams
            .iter()
            .position(|team| team.members.contains(&id))
    };
    let paired_rounds = paired_rounds(&setup.players);
    // The virtual points of every player over all rounds, in one pass over the accelerations.
    let mut virtual_points_of = vec![Score::ZERO; usize::from(max_id) + 1];
    for acceleration in &setup.accelerations {
        let rounds = i32::from(acceleration.last_round.get())
            - i32::from(acceleration.first_round.get())
            + 1;
        let points = acceleration.points.times(rounds.max(0));
        let last = usize::from(acceleration.last_player.get()).min(usize::from(max_id));
        for slot in virtual_points_of
            .iter_mut()
            .take(last + 1)
            .skip(usize::from(acceleration.first_player.get()))
        {
            *slot += points;
        }
    }

    for player in &setup.players {
        for (round_index, entry) in player.rounds.iter().enumerate() {
            let round = RoundNo::from_index(round_index);
            let mut report = |kind| {
                problems.push(Problem {
                    player: player.id,
                    round,
                    kind,
                });
            };
            if entry.is_pairing_bye() {
                match pairing_bye_of_round[round_index] {
                    // In a team event the team's pairing-allocated bye is written on every
                    // board of the team: one bye, given to a team. Team files also write `U`
                    // on a board whose opponent's board was left empty; the one-bye rule of
                    // C.04.1 is about individuals (the team's bye is in `320`).
                    Some(_) if team_event => {}
                    Some(first)
                        if team_of(first).is_some() && team_of(first) == team_of(player.id) => {}
                    Some(first) => report(ProblemKind::SecondPairingBye { first }),
                    None => pairing_bye_of_round[round_index] = Some(player.id),
                }
            }
            let Some(opponent) = entry.opponent() else {
                continue;
            };
            if opponent == player.id {
                report(ProblemKind::PairedWithSelf);
                continue;
            }
            let Some(opponent_position) = lookup(opponent) else {
                report(ProblemKind::UnknownOpponent(opponent));
                continue;
            };
            // Report each pair once, from the lower start number, unless the opponent's entry
            // does not point back (then both sides report, which names both lines).
            let other = setup.players[opponent_position].entry(round_index);
            if other.opponent() != Some(player.id) {
                report(ProblemKind::OpponentDisagrees {
                    opponent,
                    found: describe(other),
                });
                continue;
            }
            if player.id > opponent {
                continue;
            }
            if let (Some(mine), Some(theirs)) = (entry.scheduled_colour(), other.scheduled_colour())
                && mine == theirs
            {
                report(ProblemKind::SameColour {
                    opponent,
                    colour: mine,
                });
            }
            if !results_fit(*entry, other) {
                report(ProblemKind::ResultsDisagree { opponent });
            }
        }
        if let Some(stated) = player.stated_points {
            let virtual_points = virtual_points_of[usize::from(player.id.get())];
            let accepted = accepted_points_columns(setup, player, paired_rounds, virtual_points);
            if !accepted.contains(&stated) {
                let computed = accepted[0];
                problems.push(Problem {
                    player: player.id,
                    round: None,
                    kind: ProblemKind::ScoreMismatch { stated, computed },
                });
            }
        }
    }
    problems
}

/// The values a points column may hold for `player`, each one way programs write it: the plain
/// total of the results, the same with the virtual points of acceleration, the total of the
/// paired rounds only (see [`PAIRED_ROUNDS_ONLY`]), and that with the virtual points.
///
/// Byes entered for rounds after the last paired one (JaVaFo's way of announcing absences for
/// the round to be paired): JaVaFo counts them in the points column, other programs do not, and
/// bbpPairings accepts both. Some programs include the virtual points of acceleration in the
/// points column; every combination of the two readings is accepted. Bonuses and penalties
/// (`299`) are part of the points (TRF-2026 gives them as points of the player), so every
/// reading includes them.
pub(crate) fn accepted_points_columns(
    setup: &TournamentSetup,
    player: &Player,
    paired_rounds: u16,
    virtual_points: Score,
) -> [Score; 4] {
    let computed =
        results_points(setup, player, player.rounds.len()) + setup.bonus_points(player.id, None);
    let announced = results_points(setup, player, player.rounds.len())
        - results_points(setup, player, usize::from(paired_rounds));
    [
        computed,
        computed + virtual_points,
        computed - announced,
        computed + virtual_points - announced,
    ]
}

/// The index, in [`accepted_points_columns`], of the points of the paired rounds only: what
/// rondo writes into a column it corrects, so that a bye entered for a round not paired yet
/// counts once its round is paired, whichever command edits the file (`Tournament::with_pairing`
/// keeps each column's reading).
const PAIRED_ROUNDS_ONLY: usize = 2;

impl TournamentSetup {
    /// Writes the points of the paired rounds' results into every points column that is blank
    /// or that no reading of the results gives (see [`ProblemKind::ScoreMismatch`]), and
    /// returns the players whose column changed. Columns that agree, in any accepted reading, are kept as
    /// written, so that their lines are written back unchanged.
    ///
    /// A blank column is filled rather than left alone because a file rondo writes is read by
    /// other programs, which take a blank points column as zero points.
    pub fn correct_points_columns(&mut self) -> Vec<PlayerId> {
        let paired_rounds = paired_rounds(&self.players);
        let mut corrected = Vec::new();
        for index in 0..self.players.len() {
            let player = &self.players[index];
            let accepted = accepted_points_columns(
                self,
                player,
                paired_rounds,
                virtual_points(self, player.id),
            );
            if player
                .stated_points
                .is_none_or(|stated| !accepted.contains(&stated))
            {
                corrected.push(player.id);
                self.players[index].stated_points = Some(accepted[PAIRED_ROUNDS_ONLY]);
            }
        }
        corrected
    }

    /// The players who have round entries but a blank points column, each with the points of
    /// the results: another program reads such a column as zero points, so a strict reader
    /// reports it.
    #[must_use]
    pub fn blank_points_columns(&self) -> Vec<(PlayerId, Score)> {
        let paired_rounds = paired_rounds(&self.players);
        self.players
            .iter()
            .filter(|player| {
                player.stated_points.is_none()
                    && player
                        .rounds
                        .iter()
                        .any(|entry| *entry != RoundEntry::NOT_PAIRED)
            })
            .map(|player| {
                let accepted = accepted_points_columns(
                    self,
                    player,
                    paired_rounds,
                    virtual_points(self, player.id),
                );
                (player.id, accepted[PAIRED_ROUNDS_ONLY])
            })
            .collect()
    }
}

/// The points of a player's results in the first `n_rounds` rounds (each as the scoring system
/// or a typed `299` record scores it).
pub(crate) fn results_points(setup: &TournamentSetup, player: &Player, n_rounds: usize) -> Score {
    player
        .rounds
        .iter()
        .take(n_rounds)
        .enumerate()
        .map(|(index, entry)| match RoundNo::from_index(index) {
            Some(round) => setup.round_points(player.id, round, *entry),
            None => setup.scoring.points(*entry),
        })
        .sum()
}

/// The virtual points of acceleration `player` has over all rounds.
pub(crate) fn virtual_points(setup: &TournamentSetup, player: PlayerId) -> Score {
    setup
        .accelerations
        .iter()
        .filter(|a| (a.first_player..=a.last_player).contains(&player))
        .map(|a| {
            let rounds = i32::from(a.last_round.get()) - i32::from(a.first_round.get()) + 1;
            a.points.times(rounds.max(0))
        })
        .sum()
}

/// The last round in which any player has a pairing (a game, a scheduled pairing, a forfeit or
/// the PAB), or 0.
pub(crate) fn paired_rounds(players: &[Player]) -> u16 {
    let last = players
        .iter()
        .filter_map(|player| player.rounds.iter().rposition(|entry| entry.is_paired()))
        .max()
        .map_or(0, |index| index + 1);
    u16::try_from(last).unwrap_or(u16::MAX)
}

fn results_fit(mine: RoundEntry, theirs: RoundEntry) -> bool {
    match (mine, theirs) {
        (RoundEntry::Game { result: a, .. }, RoundEntry::Game { result: b, .. }) => {
            a.reversed() == b
        }
        (RoundEntry::Scheduled { .. }, RoundEntry::Scheduled { .. }) => true,
        (RoundEntry::Unplayed(a), RoundEntry::Unplayed(b)) => matches!(
            (a, b),
            (Unplayed::ForfeitWin { .. }, Unplayed::ForfeitLoss { .. })
                | (Unplayed::ForfeitLoss { .. }, Unplayed::ForfeitWin { .. })
                | (Unplayed::ForfeitLoss { .. }, Unplayed::ForfeitLoss { .. })
        ),
        _ => false,
    }
}

fn describe(entry: RoundEntry) -> String {
    match entry {
        RoundEntry::Game {
            opponent, result, ..
        } => {
            let result = match result {
                GameResult::Win | GameResult::UnratedWin => "a win",
                GameResult::Draw | GameResult::UnratedDraw => "a draw",
                GameResult::Loss | GameResult::UnratedLoss => "a loss",
            };
            format!("{result} against {opponent}")
        }
        RoundEntry::Scheduled { opponent, .. } => {
            format!("a pairing without a result against {opponent}")
        }
        RoundEntry::Unplayed(Unplayed::ForfeitWin { opponent, .. }) => match opponent {
            Some(opponent) => format!("a forfeit win against {opponent}"),
            None => "a forfeit win without opponent".to_owned(),
        },
        RoundEntry::Unplayed(Unplayed::ForfeitLoss { opponent, .. }) => match opponent {
            Some(opponent) => format!("a forfeit loss against {opponent}"),
            None => "a forfeit loss without opponent".to_owned(),
        },
        RoundEntry::Unplayed(Unplayed::PairingBye) => "a pairing-allocated bye".to_owned(),
        RoundEntry::Unplayed(Unplayed::HalfPointBye) => "a half-point bye".to_owned(),
        RoundEntry::Unplayed(Unplayed::FullPointBye) => "a full-point bye".to_owned(),
        RoundEntry::Unplayed(Unplayed::ZeroPointBye) => "a zero-point bye".to_owned(),
        RoundEntry::Unplayed(Unplayed::NotPaired) => "no entry".to_owned(),
    }
}
