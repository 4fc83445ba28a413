//! The edits of the round cycle, as an arbiter makes them between rounds: entering results,
//! withdrawing a player, entering a bye, adding a late entrant.
//!
//! Policy:
//! - A result goes on a pairing the file publishes for that round (a [`RoundEntry::Scheduled`]
//!   pair with those colours). A result already entered is replaced only when asked (`force`).
//! - A withdrawal from round N writes a zero-point absence (`0000 - Z`) into every round from N
//!   to the last declared round that is not paired yet; a round already paired or played for
//!   the player is refused (re-pair it, or enter its result, first).
//! - A bye goes into a round not yet paired for the player: half point `H`, zero point `Z`, full
//!   point `F`. It can be cancelled until the round is paired (the cell and any absence record
//!   announcing it).
//! - A published round is withdrawn whole (boards and the pairing-allocated bye), only while no
//!   later round is paired, and only without results unless asked (`force`); the byes entered
//!   before pairing stay, so the round can be paired again from the same entries.
//! - A player never paired can be removed, with every reference to them (national rating
//!   lines included).
//! - A late entrant gets the next free start number and a zero-point absence in each round
//!   before the one they join; [`TournamentSetup::renumber_by_initial_order`] then gives every
//!   player the pairing number of the initial order, as C.04.2 allows until the fourth round is
//!   paired (in TRF the start number is the pairing number, so every reference follows).
//!
//! Edits change only the data they are about; points columns are corrected afterwards by
//! [`TournamentSetup::correct_points_columns`].

use crate::{Colour, GameResult, Player, PlayerId, RoundEntry, RoundNo, TournamentSetup, Unplayed};

/// The result of one board, from White's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardResult {
    /// `1-0`.
    WhiteWins,
    /// `½-½`.
    Draw,
    /// `0-1`.
    BlackWins,
    /// `+-`: Black did not appear.
    WhiteWinsByForfeit,
    /// `-+`: White did not appear.
    BlackWinsByForfeit,
    /// `--`: neither appeared.
    DoubleForfeit,
}

impl BoardResult {
    /// The result written as an arbiter writes it, from White's side: `1-0`, `0-1`, `½-½`
    /// (or `=`, `1/2-1/2`, `0.5-0.5`), forfeits `+-`, `-+`, `--` (a colon for the dash too);
    /// `None` for anything else.
    #[must_use]
    pub fn from_notation(text: &str) -> Option<BoardResult> {
        Some(match text.trim() {
            "1-0" | "1:0" => BoardResult::WhiteWins,
            "0-1" | "0:1" => BoardResult::BlackWins,
            "=" | "½-½" | "1/2-1/2" | "0.5-0.5" | "½:½" => BoardResult::Draw,
            "+-" | "+:-" | "1-0f" => BoardResult::WhiteWinsByForfeit,
            "-+" | "-:+" | "0-1f" => BoardResult::BlackWinsByForfeit,
            "--" | "-:-" => BoardResult::DoubleForfeit,
            _ => return None,
        })
    }
}

/// A bye entered for a round.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ByeKind {
    /// Half a point (`H`).
    Half,
    /// No point (`Z`).
    Zero,
    /// A full point (`F`).
    Full,
}

/// Why an edit cannot be made. Nothing is changed when an edit fails.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EditError {
    /// No player has this start number.
    #[error("no player has start number {0}")]
    UnknownPlayer(PlayerId),
    /// The two players are not paired together with these colours in the round.
    #[error("{white} (White) and {black} (Black) are not paired together in round {round}")]
    NotPaired {
        /// The round.
        round: RoundNo,
        /// White.
        white: PlayerId,
        /// Black.
        black: PlayerId,
    },
    /// The two players are paired together in the round, with the other colours: the result
    /// was given from the wrong side of the board.
    #[error("{white}-{black} is not a board of round {round}: the board is {black}-{white}")]
    ColoursReversed {
        /// The round.
        round: RoundNo,
        /// White, as given.
        white: PlayerId,
        /// Black, as given.
        black: PlayerId,
    },
    /// The board already has a result.
    #[error("the game of {white} and {black} in round {round} already has a result")]
    ResultEntered {
        /// The round.
        round: RoundNo,
        /// White.
        white: PlayerId,
        /// Black.
        black: PlayerId,
    },
    /// The player is already paired or has played in the round.
    #[error("player {player} is already paired in round {round}")]
    AlreadyPaired {
        /// The player.
        player: PlayerId,
        /// The round.
        round: RoundNo,
    },
    /// The round is beyond the rounds the event has.
    #[error("round {round} is beyond the {rounds} rounds of the event")]
    BeyondLastRound {
        /// The round asked for.
        round: RoundNo,
        /// The number of rounds.
        rounds: u16,
    },
    /// The file already has 9999 players.
    #[error("the file already has the most players TRF can number (9999)")]
    Full,
    /// No bye is entered for the player in the round.
    #[error("player {player} has no bye entered for round {round}")]
    NoBye {
        /// The player.
        player: PlayerId,
        /// The round.
        round: RoundNo,
    },
    /// The round is paired, so what was entered for it before pairing stays.
    #[error("round {round} is already paired")]
    RoundPaired {
        /// The round.
        round: RoundNo,
    },
    /// The round has no pairing to withdraw.
    #[error("round {round} is not paired")]
    RoundNotPaired {
        /// The round.
        round: RoundNo,
    },
    /// A later round is paired, so this one cannot be withdrawn.
    #[error("round {later} is paired after round {round}")]
    LaterRoundPaired {
        /// The round asked for.
        round: RoundNo,
        /// The last round paired.
        later: RoundNo,
    },
    /// The player has been paired, so cannot be removed from the event.
    #[error("player {player} is paired in round {round}")]
    PlayerPaired {
        /// The player.
        player: PlayerId,
        /// The first round the player is paired in.
        round: RoundNo,
    },
    /// The round holds results, which are not withdrawn unless asked.
    #[error("round {round} has {entries} player result(s) entered (games or forfeits)")]
    RoundHasResults {
        /// The round.
        round: RoundNo,
        /// How many players' entries hold a result or a forfeit.
        entries: usize,
    },
}

/// What [`TournamentSetup::unpair_round`] withdrew.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Unpaired {
    /// The boards removed (pairs of players).
    pub boards: usize,
    /// The player whose pairing-allocated bye was removed, if any.
    pub pairing_bye: Option<PlayerId>,
    /// How many players' results were removed with them (only with `force`).
    pub results: usize,
}

impl BoardResult {
    /// The result as an arbiter writes it, from White's side: `1-0`, `½-½`, `0-1`, forfeits
    /// `+-`, `-+`, `--` (read back by [`BoardResult::from_notation`]).
    #[must_use]
    pub const fn notation(self) -> &'static str {
        match self {
            BoardResult::WhiteWins => "1-0",
            BoardResult::Draw => "½-½",
            BoardResult::BlackWins => "0-1",
            BoardResult::WhiteWinsByForfeit => "+-",
            BoardResult::BlackWinsByForfeit => "-+",
            BoardResult::DoubleForfeit => "--",
        }
    }

    /// The same result seen from the other side of the board (`1-0` becomes `0-1`).
    #[must_use]
    pub const fn reversed(self) -> BoardResult {
        match self {
            BoardResult::WhiteWins => BoardResult::BlackWins,
            BoardResult::BlackWins => BoardResult::WhiteWins,
            BoardResult::WhiteWinsByForfeit => BoardResult::BlackWinsByForfeit,
            BoardResult::BlackWinsByForfeit => BoardResult::WhiteWinsByForfeit,
            BoardResult::Draw => BoardResult::Draw,
            BoardResult::DoubleForfeit => BoardResult::DoubleForfeit,
        }
    }
}

impl TournamentSetup {
    /// Enters the result of the game of `white` and `black` in `round`.
    ///
    /// # Errors
    ///
    /// [`EditError::ColoursReversed`] when the file pairs them with the other colours,
    /// [`EditError::NotPaired`] unless it pairs them so in that round;
    /// [`EditError::ResultEntered`] when it has a result and `force` is not set.
    pub fn enter_result(
        &mut self,
        round: RoundNo,
        white: PlayerId,
        black: PlayerId,
        result: BoardResult,
        force: bool,
    ) -> Result<(), EditError> {
        let index = round.index();
        let position = |id: PlayerId| self.players.iter().position(|player| player.id == id);
        let white_at = position(white).ok_or(EditError::UnknownPlayer(white))?;
        let black_at = position(black).ok_or(EditError::UnknownPlayer(black))?;
        let entry = |at: usize| self.players[at].rounds.get(index).copied();
        let paired_so = |at: usize, opponent: PlayerId, colour: Colour| {
            entry(at).is_some_and(|entry| {
                entry.opponent() == Some(opponent) && entry.scheduled_colour() == Some(colour)
            })
        };
        if paired_so(white_at, black, Colour::Black) && paired_so(black_at, white, Colour::White) {
            return Err(EditError::ColoursReversed {
                round,
                white,
                black,
            });
        }
        if !paired_so(white_at, black, Colour::White) || !paired_so(black_at, white, Colour::Black)
        {
            return Err(EditError::NotPaired {
                round,
                white,
                black,
            });
        }
        let scheduled = matches!(entry(white_at), Some(RoundEntry::Scheduled { .. }));
        if !scheduled && !force {
            return Err(EditError::ResultEntered {
                round,
                white,
                black,
            });
        }
        let game = |opponent, colour, result| RoundEntry::Game {
            opponent,
            colour,
            result,
        };
        let forfeit = |opponent, colour, won: bool| {
            RoundEntry::Unplayed(if won {
                Unplayed::ForfeitWin {
                    opponent: Some(opponent),
                    colour: Some(colour),
                }
            } else {
                Unplayed::ForfeitLoss {
                    opponent: Some(opponent),
                    colour: Some(colour),
                }
            })
        };
        let (for_white, for_black) = match result {
            BoardResult::WhiteWins => (GameResult::Win, GameResult::Loss),
            BoardResult::Draw => (GameResult::Draw, GameResult::Draw),
            BoardResult::BlackWins => (GameResult::Loss, GameResult::Win),
            BoardResult::WhiteWinsByForfeit
            | BoardResult::BlackWinsByForfeit
            | BoardResult::DoubleForfeit => {
                let white_won = result == BoardResult::WhiteWinsByForfeit;
                let black_won = result == BoardResult::BlackWinsByForfeit;
                self.players[white_at].rounds[index] = forfeit(black, Colour::White, white_won);
                self.players[black_at].rounds[index] = forfeit(white, Colour::Black, black_won);
                return Ok(());
            }
        };
        self.players[white_at].rounds[index] = game(black, Colour::White, for_white);
        self.players[black_at].rounds[index] = game(white, Colour::Black, for_black);
        Ok(())
    }

    /// Withdraws `player` from `from_round` on: a zero-point absence in every round from it to
    /// the last declared round (or to the last round the file has a column for).
    ///
    /// # Errors
    ///
    /// [`EditError::AlreadyPaired`] when one of those rounds is paired or played for the player.
    pub fn withdraw(&mut self, player: PlayerId, from_round: RoundNo) -> Result<(), EditError> {
        let last = self.last_round().max(from_round.get());
        self.absent_in(player, from_round.get()..=last, Unplayed::ZeroPointBye)
    }

    /// Enters a bye of `kind` for `player` in `round`.
    ///
    /// # Errors
    ///
    /// [`EditError::AlreadyPaired`] when the round is paired or played for the player;
    /// [`EditError::BeyondLastRound`] past the declared number of rounds.
    pub fn enter_bye(
        &mut self,
        player: PlayerId,
        round: RoundNo,
        kind: ByeKind,
    ) -> Result<(), EditError> {
        if let Some(rounds) = self.declared_rounds
            && round.get() > rounds
        {
            return Err(EditError::BeyondLastRound { round, rounds });
        }
        let unplayed = match kind {
            ByeKind::Half => Unplayed::HalfPointBye,
            ByeKind::Zero => Unplayed::ZeroPointBye,
            ByeKind::Full => Unplayed::FullPointBye,
        };
        self.absent_in(player, round.get()..=round.get(), unplayed)
    }

    /// Cancels the bye (`H`, `F`, `Z`) entered for `player` in `round`, and any absence record
    /// (`240`, or `XXZ` for the next round) announcing it, while the round is not paired: the
    /// player is then paired in the round like everybody else. Returns the bye cancelled.
    ///
    /// # Errors
    ///
    /// [`EditError::RoundPaired`] once anyone is paired in the round; [`EditError::NoBye`] when
    /// nothing is entered for the player in the round.
    pub fn cancel_bye(&mut self, player: PlayerId, round: RoundNo) -> Result<(), EditError> {
        let at = self
            .players
            .iter()
            .position(|p| p.id == player)
            .ok_or(EditError::UnknownPlayer(player))?;
        let index = round.index();
        if self.players.iter().any(|p| p.entry(index).is_paired()) {
            return Err(EditError::RoundPaired { round });
        }
        let next = crate::tournament::paired_rounds(&self.players).saturating_add(1);
        let for_round = |absence: &crate::Absence| {
            absence.player == player && absence.round.map_or(next, RoundNo::get) == round.get()
        };
        let in_cell = self.players[at].entry(index).is_announced_absence();
        let in_records = self.absences.iter().any(for_round);
        if !in_cell && !in_records {
            return Err(EditError::NoBye { player, round });
        }
        self.absences.retain(|absence| !for_round(absence));
        if in_cell {
            let rounds = &mut self.players[at].rounds;
            rounds[index] = RoundEntry::NOT_PAIRED;
            trim_blank_rounds(rounds);
        }
        Ok(())
    }

    /// Withdraws the published pairing of `round`: every board and the pairing-allocated bye go,
    /// the byes and absences entered before pairing (`H`, `F`, `Z`) stay, so that the round can
    /// be paired again as if it never had been. With `force`, results entered in the round go
    /// too.
    ///
    /// # Errors
    ///
    /// [`EditError::RoundNotPaired`] when nobody is paired in the round,
    /// [`EditError::LaterRoundPaired`] when a later round is, and
    /// [`EditError::RoundHasResults`] when a game or forfeit is entered and `force` is not set.
    pub fn unpair_round(&mut self, round: RoundNo, force: bool) -> Result<Unpaired, EditError> {
        let index = round.index();
        let last = crate::tournament::paired_rounds(&self.players);
        if last > round.get()
            && let Some(later) = RoundNo::new(last)
        {
            return Err(EditError::LaterRoundPaired { round, later });
        }
        let entries: Vec<RoundEntry> = self.players.iter().map(|p| p.entry(index)).collect();
        if !entries.iter().any(|entry| entry.is_paired()) {
            return Err(EditError::RoundNotPaired { round });
        }
        let results = entries
            .iter()
            .filter(|entry| entry.is_paired() && !entry.is_scheduled() && !entry.is_pairing_bye())
            .count();
        if results > 0 && !force {
            return Err(EditError::RoundHasResults {
                round,
                entries: results,
            });
        }
        let mut unpaired = Unpaired {
            boards: 0,
            pairing_bye: None,
            results,
        };
        for player in &mut self.players {
            let entry = player.entry(index);
            if !entry.is_paired() {
                continue;
            }
            if entry.is_pairing_bye() {
                unpaired.pairing_bye = Some(player.id);
            } else if entry
                .opponent()
                .is_some_and(|opponent| player.id < opponent)
            {
                unpaired.boards += 1;
            }
            player.rounds[index] = RoundEntry::NOT_PAIRED;
            trim_blank_rounds(&mut player.rounds);
        }
        Ok(unpaired)
    }

    /// The player with start number `player`, for the caller to change their data (name,
    /// rating, title, ...); [`TournamentSetup::renumber_by_initial_order`] then gives the
    /// numbers of the initial order if the change moves them.
    ///
    /// # Errors
    ///
    /// [`EditError::UnknownPlayer`] when no player has the number.
    pub fn player_mut(&mut self, player: PlayerId) -> Result<&mut Player, EditError> {
        self.players
            .iter_mut()
            .find(|p| p.id == player)
            .ok_or(EditError::UnknownPlayer(player))
    }

    /// The national rating line of `player` with `federation` (TRF-2026 National Rating
    /// Support), for the caller to change; a line holding only the link is added after the
    /// others when the player has none with that federation.
    ///
    /// # Errors
    ///
    /// [`EditError::UnknownPlayer`] when no player has the number.
    pub fn national_rating_mut(
        &mut self,
        player: PlayerId,
        federation: &str,
    ) -> Result<&mut crate::NationalRating, EditError> {
        if !self.players.iter().any(|p| p.id == player) {
            return Err(EditError::UnknownPlayer(player));
        }
        let at = match self
            .national_ratings
            .iter()
            .position(|line| line.player == player && line.federation == federation)
        {
            Some(at) => at,
            None => {
                self.national_ratings
                    .push(crate::NationalRating::new(federation, player));
                self.national_ratings.len() - 1
            }
        };
        Ok(&mut self.national_ratings[at])
    }

    /// Removes a player who was never paired (an entry made by mistake, a no-show), with every
    /// reference to them: absences, prohibited pairs (a pair left with one player goes), team
    /// memberships and line-ups (their board becomes empty), national rating lines. The start number is left free;
    /// [`TournamentSetup::renumber_by_initial_order`] closes the gap while the rules allow it.
    ///
    /// # Errors
    ///
    /// [`EditError::PlayerPaired`] when the player is paired in some round (a game, a pairing,
    /// a forfeit or the pairing-allocated bye): their rounds are part of the others' history.
    pub fn remove_player(&mut self, player: PlayerId) -> Result<Player, EditError> {
        let at = self
            .players
            .iter()
            .position(|p| p.id == player)
            .ok_or(EditError::UnknownPlayer(player))?;
        if let Some(index) = self.players[at]
            .rounds
            .iter()
            .position(|entry| entry.is_paired())
            && let Some(round) = RoundNo::from_index(index)
        {
            return Err(EditError::PlayerPaired { player, round });
        }
        let removed = self.players.remove(at);
        self.national_ratings.retain(|line| line.player != player);
        if !self.names_teams_in_byes() {
            self.absences.retain(|absence| absence.player != player);
            for pairs in &mut self.forbidden_pairs {
                pairs.players.retain(|id| *id != player);
            }
            self.forbidden_pairs.retain(|pairs| pairs.players.len() > 1);
        }
        for team in &mut self.teams {
            team.members.retain(|id| *id != player);
        }
        for line_up in &mut self.line_ups {
            for board in &mut line_up.boards {
                if *board == Some(player) {
                    *board = None;
                }
            }
        }
        Ok(removed)
    }

    /// Adds a late entrant called `name` with the next free start number, absent (zero points)
    /// from every round before `from_round`, and returns the new player for the caller to fill
    /// in (rating, title, federation, ...).
    ///
    /// # Errors
    ///
    /// [`EditError::Full`] when every start number is taken.
    pub fn add_player(
        &mut self,
        name: &str,
        from_round: RoundNo,
    ) -> Result<&mut Player, EditError> {
        let next = self
            .players
            .iter()
            .map(|player| player.id.get())
            .max()
            .unwrap_or(0)
            .checked_add(1)
            .and_then(PlayerId::new)
            .ok_or(EditError::Full)?;
        let mut player = Player::new(next, name);
        player.rounds = vec![RoundEntry::Unplayed(Unplayed::ZeroPointBye); from_round.index()];
        self.players.push(player);
        let last = self.players.len() - 1;
        Ok(&mut self.players[last])
    }

    /// Gives the players pairing numbers (start numbers) in the initial order of C.04.2 (2026)
    /// art. 2: rating, then title, then name; every reference to a start number (opponents,
    /// prohibited pairs, byes, teams, team line-ups, national rating lines) follows; in a team
    /// event the byes and prohibited pairs name teams and stay. Returns each player's old and
    /// new number, or `None` when the numbers stay.
    ///
    /// The rating is the FIDE rating, or the one the file's starting-rank method (`172`) makes
    /// of the FIDE and national ratings ([`crate::RankMethod`]).
    ///
    /// Art. 2.3 allows reassigning pairing numbers only until the fourth round is paired, so
    /// from then on the numbers stay; so they do when the file holds records rondo keeps as
    /// written that may name start numbers (unknown records, such as Tornelo's `DAT` lines),
    /// acceleration ranges by start number, `299` adjustments, or a `172` method rondo cannot
    /// apply (`OTHER`, or text it cannot read).
    pub fn renumber_by_initial_order(&mut self) -> Option<Vec<(PlayerId, PlayerId)>> {
        let paired = crate::tournament::paired_rounds(&self.players);
        let opaque = self
            .other_records
            .iter()
            .any(|record| !record.line.starts_with("###"));
        if paired >= 4
            || opaque
            || !self.accelerations.is_empty()
            || !self.score_adjustments.is_empty()
        {
            return None;
        }
        let ranking_ratings = self
            .players
            .iter()
            .map(|player| self.ranking_rating(player.id, player.rating))
            .collect::<Result<Vec<_>, _>>()
            .ok()?;
        let mut order: Vec<usize> = (0..self.players.len()).collect();
        order.sort_by(|&a_index, &b_index| {
            crate::compare_initial_order(
                (&self.players[a_index], ranking_ratings[a_index]),
                (&self.players[b_index], ranking_ratings[b_index]),
            )
        });
        let mut new_id = std::collections::HashMap::new();
        for (rank, &index) in order.iter().enumerate() {
            if let Some(id) = PlayerId::from_index(rank) {
                new_id.insert(self.players[index].id, id);
            }
        }
        let map = |id: PlayerId| new_id.get(&id).copied().unwrap_or(id);
        let players = std::mem::take(&mut self.players);
        let mut players: Vec<Player> = players
            .into_iter()
            .map(|mut player| {
                player.id = map(player.id);
                for entry in &mut player.rounds {
                    *entry = entry.with_opponent(map);
                }
                player
            })
            .collect();
        players.sort_by_key(|player| player.id);
        self.players = players;
        if !self.names_teams_in_byes() {
            for pairs in &mut self.forbidden_pairs {
                for id in &mut pairs.players {
                    *id = map(*id);
                }
            }
            for absence in &mut self.absences {
                absence.player = map(absence.player);
            }
        }
        for team in &mut self.teams {
            for id in &mut team.members {
                *id = map(*id);
            }
        }
        for line_up in &mut self.line_ups {
            for id in line_up.boards.iter_mut().flatten() {
                *id = map(*id);
            }
        }
        for line in &mut self.national_ratings {
            line.player = map(line.player);
        }
        let mut changes: Vec<(PlayerId, PlayerId)> = new_id.into_iter().collect();
        changes.sort_unstable();
        Some(changes)
    }

    /// Whether the byes (`240`) and prohibited pairs (`260`) name teams rather than players, as
    /// they do in a team event.
    fn names_teams_in_byes(&self) -> bool {
        self.named_system()
            .is_some_and(|named| named.system.is_team())
    }

    /// The last round of the event: the declared number, or the last round column.
    fn last_round(&self) -> u16 {
        let columns = self
            .players
            .iter()
            .map(|p| p.rounds.len())
            .max()
            .unwrap_or(0);
        self.declared_rounds
            .unwrap_or(0)
            .max(u16::try_from(columns).unwrap_or(u16::MAX))
    }

    /// Writes `unplayed` into the player's rounds `rounds` (1-based), all or none.
    fn absent_in(
        &mut self,
        player: PlayerId,
        rounds: std::ops::RangeInclusive<u16>,
        unplayed: Unplayed,
    ) -> Result<(), EditError> {
        let at = self
            .players
            .iter()
            .position(|p| p.id == player)
            .ok_or(EditError::UnknownPlayer(player))?;
        let entries = &self.players[at].rounds;
        for round in rounds.clone().filter_map(RoundNo::new) {
            let entry = entries
                .get(round.index())
                .copied()
                .unwrap_or(RoundEntry::NOT_PAIRED);
            if entry.is_paired() || matches!(entry, RoundEntry::Game { .. }) {
                return Err(EditError::AlreadyPaired { player, round });
            }
        }
        let entries = &mut self.players[at].rounds;
        for round in rounds.filter_map(RoundNo::new) {
            if entries.len() <= round.index() {
                entries.resize(round.index() + 1, RoundEntry::NOT_PAIRED);
            }
            entries[round.index()] = RoundEntry::Unplayed(unplayed);
        }
        Ok(())
    }
}

/// Drops the blank entries at the end of a player's rounds, so that a round withdrawn or a bye
/// cancelled leaves the line as it was before they were written.
fn trim_blank_rounds(rounds: &mut Vec<RoundEntry>) {
    while rounds.last() == Some(&RoundEntry::NOT_PAIRED) {
        rounds.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Absence, AbsenceKind, ForbiddenPairs, Rating};

    #[allow(clippy::unwrap_used)] // The numbers are valid start numbers.
    fn id(n: u16) -> PlayerId {
        PlayerId::new(n).unwrap()
    }

    /// Three players numbered against the initial order (3 is the strongest), who met in
    /// round 1 (3 beat 1), with a prohibited pair and an announced bye.
    fn setup() -> TournamentSetup {
        let mut players: Vec<Player> = [(1, 1800), (2, 1500), (3, 2100)]
            .into_iter()
            .map(|(n, rating)| {
                let mut player = Player::new(id(n), format!("Player {n}"));
                player.rating = Some(Rating(rating));
                player
            })
            .collect();
        players[0].rounds = vec![RoundEntry::Game {
            opponent: id(3),
            colour: Colour::Black,
            result: GameResult::Loss,
        }];
        players[2].rounds = vec![RoundEntry::Game {
            opponent: id(1),
            colour: Colour::White,
            result: GameResult::Win,
        }];
        TournamentSetup {
            players,
            forbidden_pairs: vec![ForbiddenPairs {
                first_round: None,
                last_round: None,
                players: vec![id(2), id(3)],
            }],
            absences: vec![Absence {
                round: None,
                player: id(2),
                kind: AbsenceKind::HalfPointBye,
            }],
            ..TournamentSetup::default()
        }
    }

    #[test]
    fn renumbering_moves_every_reference_with_the_player() {
        let mut setup = setup();
        setup.national_ratings = vec![
            crate::NationalRating::new("GER", id(3)),
            crate::NationalRating::new("ESP", id(1)),
        ];
        let changes = setup.renumber_by_initial_order();
        assert_eq!(
            changes,
            Some(vec![(id(1), id(2)), (id(2), id(3)), (id(3), id(1))])
        );
        let names: Vec<&str> = setup.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Player 3", "Player 1", "Player 2"]);
        assert_eq!(setup.players[0].rounds[0].opponent(), Some(id(2)));
        assert_eq!(setup.players[1].rounds[0].opponent(), Some(id(1)));
        assert_eq!(setup.forbidden_pairs[0].players, [id(3), id(1)]);
        assert_eq!(setup.absences[0].player, id(3));
        let links: Vec<PlayerId> = setup.national_ratings.iter().map(|l| l.player).collect();
        assert_eq!(links, [id(1), id(2)]);
        assert!(crate::Tournament::try_from(setup).is_ok());
    }

    #[test]
    fn renumbering_orders_names_alphabetically_whatever_their_case() {
        let mut setup = TournamentSetup {
            players: vec![
                Player::new(id(1), "Zwart, Jan"),
                Player::new(id(2), "van Dijk, Piet"),
                Player::new(id(3), "Aalders, Kees"),
            ],
            ..TournamentSetup::default()
        };
        assert!(setup.renumber_by_initial_order().is_some());
        let names: Vec<&str> = setup.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Aalders, Kees", "van Dijk, Piet", "Zwart, Jan"]);
        assert_eq!(
            crate::initial_ranking(&setup.players),
            [id(1), id(2), id(3)],
            "the initial ranking and the renumbering agree"
        );
    }

    #[test]
    fn removing_a_player_removes_their_national_rating_lines() {
        let mut setup = setup();
        setup.national_ratings = vec![
            crate::NationalRating::new("GER", id(2)),
            crate::NationalRating::new("GER", id(3)),
        ];
        assert!(setup.remove_player(id(2)).is_ok());
        let links: Vec<PlayerId> = setup.national_ratings.iter().map(|l| l.player).collect();
        assert_eq!(links, [id(3)]);
    }

    #[test]
    fn the_starting_rank_method_chooses_the_rating_of_the_initial_order() {
        // National only: player 2's national 2200 ranks first, player 3 (no national rating)
        // counts as unrated.
        let mut setup = setup();
        setup.header.rank_method = Some("GER NRO".to_owned());
        let mut national = crate::NationalRating::new("GER", id(2));
        national.rating = Some(Rating(2200));
        let mut other_federation = crate::NationalRating::new("ESP", id(1));
        other_federation.rating = Some(Rating(2300));
        setup.national_ratings = vec![national, other_federation];
        let names = |setup: &TournamentSetup| -> Vec<String> {
            setup.players.iter().map(|p| p.name.clone()).collect()
        };
        let mut national_only = setup.clone();
        assert!(national_only.renumber_by_initial_order().is_some());
        assert_eq!(names(&national_only), ["Player 2", "Player 1", "Player 3"]);
        // OTHER, or a method rondo cannot read: the numbers stay.
        for method in ["GER OTHER", "by hand"] {
            let mut unknown = setup.clone();
            unknown.header.rank_method = Some(method.to_owned());
            assert_eq!(unknown.renumber_by_initial_order(), None, "{method}");
        }
    }

    #[test]
    fn numbers_stay_once_the_fourth_round_is_paired() {
        let mut setup = setup();
        for player in &mut setup.players {
            let first = player
                .rounds
                .first()
                .copied()
                .unwrap_or(RoundEntry::NOT_PAIRED);
            player.rounds = vec![first; 4];
        }
        // Player 2 has no game; the others replay the same game four times (data only).
        assert_eq!(setup.renumber_by_initial_order(), None);
        assert_eq!(setup.players[0].id, id(1));
    }

    #[test]
    fn a_result_needs_the_published_pairing_and_force_to_replace_one() {
        let mut setup = setup();
        let round = RoundNo::FIRST;
        assert_eq!(
            setup.enter_result(round, id(1), id(3), BoardResult::Draw, false),
            Err(EditError::ColoursReversed {
                round,
                white: id(1),
                black: id(3)
            })
        );
        assert!(matches!(
            setup.enter_result(round, id(3), id(1), BoardResult::Draw, false),
            Err(EditError::ResultEntered { .. })
        ));
        assert_eq!(
            setup.enter_result(round, id(3), id(1), BoardResult::BlackWinsByForfeit, true),
            Ok(())
        );
        assert_eq!(
            setup.players[0].rounds[0],
            RoundEntry::Unplayed(Unplayed::ForfeitWin {
                opponent: Some(id(3)),
                colour: Some(Colour::Black)
            })
        );
    }

    #[test]
    fn a_withdrawal_fills_every_round_left_and_refuses_a_paired_one() {
        let mut setup = setup();
        setup.declared_rounds = Some(4);
        assert!(matches!(
            setup.withdraw(id(1), RoundNo::FIRST),
            Err(EditError::AlreadyPaired { .. })
        ));
        assert_eq!(setup.withdraw(id(2), RoundNo::FIRST), Ok(()));
        assert_eq!(
            setup.players[1].rounds,
            vec![RoundEntry::Unplayed(Unplayed::ZeroPointBye); 4]
        );
    }
}
