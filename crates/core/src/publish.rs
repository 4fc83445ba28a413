//! Writing a new pairing into the tournament data, as a pairing program publishes a round.
//!
//! Policy (what an arbiter expects of the file after pairing round N):
//!
//! - Each board becomes a [`RoundEntry::Scheduled`] pair (opponent and colour, no result); the
//!   pairing-allocated bye becomes [`Unplayed::PairingBye`], worth its points at once.
//! - Players who are not paired keep their entry: a bye entered for the round (`H`, `F`, `Z`)
//!   stays. A player absent through an absence record for the round (`240` for round N, or `XXZ`
//!   when N is the next round to pair) gets that bye written into the round, as it is now part of
//!   the round; `XXZ` records are then dropped, since after publishing they would read as
//!   absences for round N + 1. Anyone else stays blank.
//! - The points column of every player keeps the convention the file used (with or without
//!   virtual points, with or without byes announced for later rounds), updated to the new
//!   entries.
//! - Results are never overwritten: a round that already has a game result or a forfeit is
//!   refused. A round whose pairing is published but not played (only scheduled pairings and
//!   the pairing-allocated bye) may be paired again; its old pairing is replaced.

use crate::tournament::{accepted_points_columns, paired_rounds, virtual_points};
use crate::{
    AbsenceKind, Colour, PlayerId, RoundEntry, RoundNo, Tournament, TournamentSetup, Unplayed,
};

/// Why a pairing cannot be written into the tournament.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PublishError {
    /// The round already holds results, which are never overwritten.
    #[error(
        "round {round} already has results ({entries} entries with a result or forfeit); \
         results are never overwritten, so pair a round without results"
    )]
    RoundHasResults {
        /// The round.
        round: RoundNo,
        /// How many players' entries hold a result or a forfeit.
        entries: usize,
    },
    /// A player of the pairing is not in the tournament.
    #[error("player {0} of the pairing is not in the tournament")]
    UnknownPlayer(PlayerId),
    /// A player appears twice in the pairing, or is paired while a bye is entered for him.
    #[error("player {player} cannot be paired in round {round}: {reason}")]
    CannotPair {
        /// The player.
        player: PlayerId,
        /// The round.
        round: RoundNo,
        /// Why, in words.
        reason: &'static str,
    },
    /// The columns written before `round` for a pairing of several games do not check as a
    /// tournament, so the next game's column cannot be written.
    #[error(
        "the games before round {round} of the pairing do not check, so round {round} cannot be written"
    )]
    ColumnDoesNotCheck {
        /// The column that could not be written.
        round: RoundNo,
    },
}

impl Tournament {
    /// The tournament data with `round` set to the given pairing: `boards` as (White, Black)
    /// start numbers, and the pairing-allocated bye. See the module policy for what else
    /// changes. The result is plain data; checking it with `Tournament::try_from` succeeds for
    /// a pairing of present players.
    ///
    /// # Errors
    ///
    /// [`PublishError`] when the round already holds results, or the pairing names a player
    /// who does not exist, twice, or who has a bye entered for the round.
    pub fn with_pairing(
        &self,
        round: RoundNo,
        boards: &[(PlayerId, PlayerId)],
        pairing_bye: Option<PlayerId>,
    ) -> Result<TournamentSetup, PublishError> {
        let index = round.index();
        let with_result = self
            .players()
            .iter()
            .map(|player| player.entry(index))
            .filter(|entry| matches!(entry, RoundEntry::Game { .. }) || is_forfeit(*entry))
            .count();
        if with_result > 0 {
            return Err(PublishError::RoundHasResults {
                round,
                entries: with_result,
            });
        }
        let old = self.setup();
        let old_paired = paired_rounds(&old.players);
        // Which reading of the points column each player's file used, to keep it.
        let readings: Vec<Option<usize>> = old
            .players
            .iter()
            .map(|player| {
                let stated = player.stated_points?;
                let virtual_points = virtual_points(old, player.id);
                accepted_points_columns(old, player, old_paired, virtual_points)
                    .iter()
                    .position(|value| *value == stated)
            })
            .collect();

        let mut setup = old.clone();
        for player in &mut setup.players {
            if player.rounds.len() <= index {
                player.rounds.resize(index + 1, RoundEntry::NOT_PAIRED);
            }
            let entry = &mut player.rounds[index];
            if entry.is_scheduled() || entry.is_pairing_bye() {
                *entry = RoundEntry::NOT_PAIRED;
            }
        }
        let set = |setup: &mut TournamentSetup, player: PlayerId, entry: RoundEntry| {
            let position = self
                .position_of(player)
                .ok_or(PublishError::UnknownPlayer(player))?;
            let slot = &mut setup.players[position].rounds[index];
            if *slot != RoundEntry::NOT_PAIRED {
                return Err(PublishError::CannotPair {
                    player,
                    round,
                    reason: if slot.is_announced_absence() {
                        "a bye is entered for him in this round"
                    } else {
                        "he is paired twice"
                    },
                });
            }
            *slot = entry;
            Ok(())
        };
        for &(white, black) in boards {
            let white_entry = RoundEntry::Scheduled {
                opponent: black,
                colour: Colour::White,
            };
            let black_entry = RoundEntry::Scheduled {
                opponent: white,
                colour: Colour::Black,
            };
            set(&mut setup, white, white_entry)?;
            set(&mut setup, black, black_entry)?;
        }
        if let Some(player) = pairing_bye {
            set(
                &mut setup,
                player,
                RoundEntry::Unplayed(Unplayed::PairingBye),
            )?;
        }

        // Absences entered outside the round columns become the round's byes.
        let is_next = self.next_round() == round;
        let applies = |absence: &crate::Absence| match absence.round {
            Some(r) => r == round,
            None => is_next,
        };
        for absence in old.absences.iter().filter(|absence| applies(absence)) {
            let Some(position) = self.position_of(absence.player) else {
                continue;
            };
            let slot = &mut setup.players[position].rounds[index];
            if *slot == RoundEntry::NOT_PAIRED {
                *slot = RoundEntry::Unplayed(match absence.kind {
                    AbsenceKind::FullPointBye => Unplayed::FullPointBye,
                    AbsenceKind::HalfPointBye => Unplayed::HalfPointBye,
                    AbsenceKind::ZeroPointBye => Unplayed::ZeroPointBye,
                });
            }
        }
        if is_next {
            setup.absences.retain(|absence| absence.round.is_some());
        }

        for player in &mut setup.players {
            while player.rounds.last() == Some(&RoundEntry::NOT_PAIRED) {
                player.rounds.pop();
            }
        }
        let new_paired = paired_rounds(&setup.players);
        for (position, reading) in readings.into_iter().enumerate() {
            let player = &setup.players[position];
            let Some(stated) = player.stated_points else {
                continue;
            };
            let new_values = accepted_points_columns(
                &setup,
                player,
                new_paired,
                virtual_points(&setup, player.id),
            );
            let updated = match reading {
                Some(reading) => new_values[reading],
                // A points column the file got wrong (accepted leniently) moves by the change.
                None => {
                    let before = old.scoring.points(old.players[position].entry(index));
                    let after = setup.scoring.points(player.entry(index));
                    stated - before + after
                }
            };
            setup.players[position].stated_points = Some(updated);
        }
        Ok(setup)
    }
}

/// How many round columns one pairing fills: one for a game, two for a Double-Swiss match
/// (C.04.5), whose second game is written in the next column with the colours reversed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct PairingSpan {
    /// The games of one pairing, each in its own round column (at least 1).
    pub games: u8,
    /// What the pairing-allocated bye leaves in the columns after the first (which holds `U`):
    /// for a Double-Swiss match a half-point bye, so that the bye is worth a game won and a
    /// game drawn (C.04.5 1.4).
    pub later_bye: Unplayed,
}

impl PairingSpan {
    /// One game per pairing.
    pub const SINGLE_GAME: PairingSpan = PairingSpan {
        games: 1,
        later_bye: Unplayed::PairingBye,
    };

    /// A match of `games` games, the bye leaving `later_bye` in the columns after the first.
    #[must_use]
    pub const fn new(games: u8, later_bye: Unplayed) -> PairingSpan {
        PairingSpan { games, later_bye }
    }
}

impl Tournament {
    /// As [`Tournament::with_pairing`], for a pairing that fills `span.games` columns from
    /// `round`: each later column holds the same boards with the colours of the previous one
    /// reversed, and the pairing-allocated bye holds `span.later_bye` there.
    ///
    /// # Errors
    ///
    /// As [`Tournament::with_pairing`], for any of the columns.
    pub fn with_pairing_span(
        &self,
        round: RoundNo,
        boards: &[(PlayerId, PlayerId)],
        pairing_bye: Option<PlayerId>,
        span: PairingSpan,
    ) -> Result<TournamentSetup, PublishError> {
        let mut setup = self.with_pairing(round, boards, pairing_bye)?;
        let mut column = round;
        let mut boards = boards.to_vec();
        for _ in 1..span.games {
            column = column.next();
            for board in &mut boards {
                *board = (board.1, board.0);
            }
            let tournament = Tournament::try_from(setup)
                .map_err(|_| PublishError::ColumnDoesNotCheck { round: column })?;
            setup = tournament.with_pairing(column, &boards, None)?;
            if let Some(player) = pairing_bye
                && let Some(position) = tournament.position_of(player)
            {
                let entry = RoundEntry::Unplayed(span.later_bye);
                let record = &mut setup.players[position];
                if record.rounds.len() <= column.index() {
                    record
                        .rounds
                        .resize(column.index() + 1, RoundEntry::NOT_PAIRED);
                }
                record.rounds[column.index()] = entry;
                let points = setup.scoring.points(entry);
                if let Some(stated) = &mut record.stated_points {
                    *stated += points;
                }
            }
        }
        Ok(setup)
    }
}

#[cfg(test)]
mod tests;

fn is_forfeit(entry: RoundEntry) -> bool {
    matches!(
        entry,
        RoundEntry::Unplayed(Unplayed::ForfeitWin { .. } | Unplayed::ForfeitLoss { .. })
    )
}
