//! The FIDE Swiss Team Pairing System (C.04.6, 2026) in the registry: the adapter from the
//! team view of a file (`rondo_core::team`) to the engine's input (`rondo_team_swiss`), and
//! the team pairing as board-by-board data.
//!
//! A team Swiss pairs teams, not players: it is a [`PairingSystem`] whose round-level
//! methods ([`PairingSystem::pair_round`], [`PairingSystem::explain_round`],
//! [`PairingSystem::check_rounds`], [`PairingSystem::audit_round`]) return the `Teams`
//! variants, with these plain results: [`TeamRoundPairing`] (the engine's team pairing with
//! every board's players), [`TeamRoundCheck`] (a recorded round re-paired), [`TeamAudit`] (the
//! absolute criteria a recorded team round breaks, and where it differs from the engine's).
//! Its checklist is [`team_checklist`] (a [`TeamChecklist`] of a [`TeamRoundPairing`]),
//! given through [`PairingSystem::team_checklist`].
//! [`crate::resolve`] finds it by the name `team` (a [`crate::Choice`] of `System::TeamSwiss`)
//! or by a file's `192 FIDE_TEAM…` code. The methods of players ([`PairingSystem::pair`] and
//! the others on a round of players) are not offered.
//!
//! # Readings of the adapter
//!
//! - **The teams to pair** are the teams of the `310` records without a bye or absence
//!   entered for the round (`240` with the team number). When the file already records the
//!   round (re-pairing for `check`), a team that the file shows with a bye or not paired at
//!   all in that round is not paired either: the file's round is the one being reproduced.
//! - **A played match whose board-1 colour is unknown** (no board had a colour) is still a
//!   meeting: it is given to the engine as a forbidden pair (\[C1\]) and not as a colour.
//! - **The number of rounds** is `142`; without it, the rounds the file records (at least the
//!   round being paired). **The initial colour** is `152`, else White.
//! - **Line-ups** of the round paired: the round's `300` record for the team when the file
//!   has one (entered before pairing), else the first members of the `310` record in order,
//!   one per board; a team with fewer members leaves its last boards empty.
//! - **Board colours**: `352` (the first-named team's sequence, turned so that board 1 is the
//!   colour the engine gave the team with White on board 1), default White on odd boards
//!   for the team with White on board 1 (C.04.6 4, the competition's default).
//! - **Publication** ([`with_team_pairing`]): every board's players get the scheduled
//!   pairing (opponent and colour, no result); a player facing an empty board gets a forfeit
//!   win (`0000 - +`); the team with the pairing-allocated bye gets `0000 - U` on every board
//!   of its line-up and is named in the `320` record for the round (both conventions the
//!   team view reads); members outside the line-up are left unpaired.

use rondo_core::team::{MatchKind, PreferenceType as CorePreference, TeamEvent, TeamRoundView};
use rondo_core::{
    Absence, AbsenceKind, Colour, ForfeitKind, ForfeitedMatch, GameResult, Player, PlayerId,
    RoundEntry, RoundNo, RoundView, Team, TeamPairingByes, Tournament, TournamentSetup, Unplayed,
};
use rondo_pairing::{
    BakuVariant, Breach, BreachKind, GenerateConfig, Pairing, PairingFailure, PairingOutcome,
    RuleRef, RuleSet, SplitMix64, drawn_first_rounds, drawn_forbidden_pairs,
};
use rondo_team_swiss::{
    PlayedMatch, PreferenceType, TeamEntrant, TeamRound, Tpn, board_colours, pair_round,
};

use crate::{
    Capability, Descriptor, FileName, Options, PairingSystem, RoundAudit, RoundChecks,
    RoundExplanation, RoundPairing, SystemError, TeamRoundChecklist,
};

mod checklist;

pub(crate) use checklist::assignment;
pub use checklist::{TeamAssignment, TeamChecklist, TeamChecklistRow, team_checklist};
pub use rondo_team_swiss::{TeamBracket, TeamOutcome, TeamPair, TeamPairing};

/// The FIDE Swiss Team Pairing System (C.04.6, 2026): the registry's team entry.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct TeamSwiss;

/// The one team Swiss entry of the registry.
pub static TEAM_SWISS: TeamSwiss = TeamSwiss;

/// One board of a team match: the players, White first (`None` for an empty board).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct BoardPair {
    /// The board, from 1.
    pub board: u16,
    /// The player with White.
    pub white: Option<PlayerId>,
    /// The player with Black.
    pub black: Option<PlayerId>,
}

/// One team match of the round with its boards.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamMatchBoards {
    /// The team with White on board 1 (its number, `310`).
    pub white: u16,
    /// The team with Black on board 1.
    pub black: u16,
    /// The boards, board 1 first.
    pub boards: Vec<BoardPair>,
}

/// The team with the pairing-allocated bye and the players of its line-up.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamByeBoards {
    /// The team.
    pub team: u16,
    /// Its line-up for the round, board 1 first.
    pub players: Vec<PlayerId>,
}

/// A round of a team Swiss paired: the engine's result and the board-by-board pairings.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamRoundPairing {
    /// The round.
    pub round: RoundNo,
    /// The rules the reasons are stated in (as an [`rondo_pairing::Explanation`] names them);
    /// the JSON of a team pairing names its rules beside it.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub system: RuleSet,
    /// The boards of a match.
    pub boards: u16,
    /// The engine's outcome (pairs, PAB, brackets and reasons with C.04.6 articles).
    pub outcome: TeamOutcome,
    /// The matches in the order of publication, with their boards (empty when no pairing).
    pub matches: Vec<TeamMatchBoards>,
    /// The team pairing-allocated bye, if any.
    pub bye: Option<TeamByeBoards>,
}

impl TeamRoundPairing {
    /// The engine's pairing, when the round was paired.
    #[must_use]
    pub fn pairing(&self) -> Option<&TeamPairing> {
        match &self.outcome {
            TeamOutcome::Paired(pairing) => Some(pairing),
            TeamOutcome::NoCompletePairing(_) => None,
        }
    }
}

/// One match of a recorded round, as the file has it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RecordedTeamMatch {
    /// The team with White on board 1 (the lower number when the colour is unknown).
    pub white: u16,
    /// The other team.
    pub black: u16,
    /// Whether the file gives board 1 a colour (a forfeited match may not).
    pub colour_known: bool,
}

/// A round of a team file: its matches and its pairing-allocated bye.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RecordedTeamRound {
    /// The matches, played or forfeited, by the number of the first team.
    pub matches: Vec<RecordedTeamMatch>,
    /// The team with the pairing-allocated bye.
    pub bye: Option<u16>,
}

/// How a re-paired round compares with the file.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "verdict", rename_all = "snake_case"))]
pub enum TeamVerdict {
    /// The same matches, colours and bye.
    Agrees,
    /// Something differs.
    Differs {
        /// The file's matches the engine did not make (either colour).
        missing: Vec<RecordedTeamMatch>,
        /// The engine's matches the file does not have.
        unexpected: Vec<RecordedTeamMatch>,
        /// Matches both have, with board 1's colours the other way round (the engine's).
        colours_reversed: Vec<RecordedTeamMatch>,
        /// The engine's pairing-allocated bye.
        produced_bye: Option<u16>,
    },
    /// The engine finds no pairing meeting \[C1\]–\[C3\], but the file has one.
    NoCompletePairing,
    /// The round could not be paired.
    Failed(PairingFailure),
}

/// A round of a team file re-paired by C.04.6 and compared.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamRoundCheck {
    /// The round.
    pub round: RoundNo,
    /// What the file records.
    pub recorded: RecordedTeamRound,
    /// The comparison.
    pub verdict: TeamVerdict,
}

impl TeamRoundCheck {
    /// Whether the engine reproduces the file's round.
    #[must_use]
    pub fn agrees(&self) -> bool {
        self.verdict == TeamVerdict::Agrees
    }
}

/// The audit of a recorded team round: the absolute criteria it breaks and how it compares
/// with the engine's pairing.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TeamAudit {
    /// The round.
    pub round: RoundNo,
    /// Breaches of \[C1\] (rematch: 2.1.1; forbidden pair: `260`) and \[C2\] (2.1.2); the
    /// `players` of each breach are team numbers.
    pub breaches: Vec<Breach>,
    /// The comparison with the engine's pairing of the round.
    pub check: TeamRoundCheck,
    /// The engine's pairing, with its reasons.
    pub engine: TeamRoundPairing,
}

impl TeamAudit {
    /// Whether the audit found a problem: an absolute criterion broken, or a round that differs
    /// from the engine's.
    #[must_use]
    pub fn found_problem(&self) -> bool {
        !(self.breaches.is_empty() && self.check.agrees())
    }
}

/// Why a team pairing could not be written into the file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TeamPublishError {
    /// The round already holds results.
    #[error("round {round} already holds results (player {player})")]
    RoundHasResults {
        /// The round.
        round: RoundNo,
        /// A player with a result in it.
        player: PlayerId,
    },
    /// A board names a player the file does not have.
    #[error("player {0} is not in the file")]
    UnknownPlayer(PlayerId),
    /// The round was not paired.
    #[error("round {0} has no pairing to publish")]
    NotPaired(RoundNo),
}

impl PairingSystem for TeamSwiss {
    fn descriptor(&self) -> Descriptor {
        Descriptor {
            chosen_by: "team",
            help: "The FIDE Swiss Team Pairing System (C.04.6, 2026): pairs teams",
            maxi_rules: false,
            european_ranking: false,
            edition: None,
            name: "FIDE Swiss Team 2026",
            rules: "C.04.6",
            text: "C.04.6 (2026)",
            key: "team",
            allocates_bye: true,
            pairs_teams: true,
            absolute_rules: "C.04.6 [C1]-[C3] (2.1.1-2.2.1)",
            colour_is_absolute: false,
            bye_rule: "C.04.6 2.1.2 [C2]",
            arbiter_rule: Some("C.04.6 3.3.3"),
            order_rule: Some("C.04.6 3.6.2"),
            file_name: FileName::Code {
                plain: "FIDE_TEAM_TYPEA_MP_GP",
                baku: Some("FIDE_TEAM_BAKU"),
            },
        }
    }

    fn pair(&self, _: &RoundView<'_>, _: &Options) -> Result<PairingOutcome, SystemError> {
        Err(self.descriptor().unsupported(Capability::PlayerPairing))
    }

    fn generate(
        &self,
        config: &GenerateConfig,
        options: &Options,
    ) -> Result<TournamentSetup, SystemError> {
        self.generate_teams(config, options.acceleration)
    }

    fn pair_round(&self, view: &RoundView<'_>, _: &Options) -> Result<RoundPairing, SystemError> {
        self.pair_teams(view.tournament(), view.round())
            .map(RoundPairing::Teams)
    }

    fn explain_round(
        &self,
        view: &RoundView<'_>,
        _: &Options,
    ) -> Result<RoundExplanation, SystemError> {
        // The team pairing carries its reasons (brackets, colours, the bye).
        self.pair_teams(view.tournament(), view.round())
            .map(RoundExplanation::Teams)
    }

    fn check_rounds(&self, tournament: &Tournament, _: &Options) -> RoundChecks {
        RoundChecks::Teams(self.check_teams(tournament))
    }

    fn team_checklist(
        &self,
        tournament: &Tournament,
        paired: &TeamRoundPairing,
        _: &Options,
    ) -> Result<TeamRoundChecklist, SystemError> {
        team_checklist(tournament, paired, &self.descriptor()).map(TeamRoundChecklist::TeamSwiss)
    }

    fn audit_round(
        &self,
        view: &RoundView<'_>,
        hand_made: Option<&Pairing>,
        _: &Options,
    ) -> Result<RoundAudit, SystemError> {
        self.audit_teams(
            view.tournament(),
            view.round(),
            hand_made.map(recorded_from_pairs),
        )
        .map(RoundAudit::Teams)
    }
}

impl TeamSwiss {
    /// Pairs `round` of the team event of `tournament`, board by board.
    ///
    /// # Errors
    ///
    /// [`SystemError::TeamSwiss`] for an input the engine refuses (or a bug).
    pub fn pair_teams(
        &self,
        tournament: &Tournament,
        round: RoundNo,
    ) -> Result<TeamRoundPairing, SystemError> {
        let event = TeamEvent::new(tournament);
        self.pair_event(tournament, &event, round)
    }

    fn pair_event(
        &self,
        tournament: &Tournament,
        event: &TeamEvent,
        round: RoundNo,
    ) -> Result<TeamRoundPairing, SystemError> {
        let view = event.view(tournament, round);
        let outcome = pair_round(&team_round(event, &view))?;
        Ok(spread_over_boards(
            tournament,
            event,
            &view,
            RuleSet::TeamSwiss2026,
            outcome,
        ))
    }

    /// Re-pairs every round the file records from the rounds before it and compares.
    #[must_use]
    pub fn check_teams(&self, tournament: &Tournament) -> Vec<TeamRoundCheck> {
        check_team_rounds(tournament, |event, round| {
            self.pair_event(tournament, event, round)
        })
    }

    /// Audits a pairing of round `round`: `pairing` (team numbers), else the round as the
    /// file records it. Reports the absolute criteria it breaks and compares it with the
    /// engine's pairing.
    ///
    /// # Errors
    ///
    /// As [`TeamSwiss::pair_teams`].
    pub fn audit_teams(
        &self,
        tournament: &Tournament,
        round: RoundNo,
        pairing: Option<RecordedTeamRound>,
    ) -> Result<TeamAudit, SystemError> {
        audit_team_round(
            tournament,
            round,
            pairing,
            AbsoluteArticles {
                meeting: "2.1.1",
                bye: "2.1.2",
            },
            // [C2] does not bar late entries.
            |_, _| false,
            |event, round| self.pair_event(tournament, event, round),
        )
    }

    /// A random team tournament paired round by round by C.04.6: `config.players` teams of
    /// `config.boards` players (4 when it names none) (ratings drawn as for individual events, sorted so that team 1 is
    /// the strongest), results drawn board by board from the ratings and `draw_rate`, the
    /// team bye on every board and in `320`. Reproducible from `config.seed`.
    ///
    /// Before each round, a team may withdraw for good (`withdrawal_rate` per team and round:
    /// `Z` on every board from then on) or announce a half-point bye (`bye_rate` per team and
    /// round, never in the last round: `H` on every board); either way it is not paired in
    /// that round. Each board game is forfeited at `forfeit_rate` (`+`/`-` with the scheduled
    /// opponent and colour, drawn as for individual events). A match in which one side
    /// forfeited every board is a match forfeited as a whole and is also written as a `330`
    /// record (`+-`, `-+`, or `--` when both sides forfeited every board), so that the team
    /// view reads it as no meeting (\[C1\], GHR 3.5) and as a forfeit win that bars the
    /// winner from the pairing-allocated bye (\[C2\], art. 2.1.2).
    ///
    /// The events of individual generation, for teams: `double_forfeit_rate` per match, a
    /// match neither team appears for (every board `--`, and a `330 --` record);
    /// `zero_point_bye_rate` per team and round, an announced zero-point bye (`Z` on every
    /// board, never in the last round); `late_entry_rate` per team, a team that enters in one
    /// of rounds 2 to 1 + ⌊rounds/2⌋ (`Z` on every board before); `forbidden_pairs` pairs of
    /// teams that may not meet (`260` with team numbers, \[C1\]); and `acceleration`, Baku
    /// acceleration written as the `_BAKU` suffix of the `192` code, which the team view reads
    /// by C.04.7 (group A the first 2·⌈N/4⌉ teams by number), whichever variant is asked:
    /// the variants are readings for individual fields.
    ///
    /// A rate of zero draws nothing from the random numbers: with every rate at zero, the
    /// event is the one drawn without any of them. A round with no team left to pair, or with
    /// no pairing meeting \[C1\]–\[C3\], ends the event before it.
    ///
    /// # Errors
    ///
    /// As [`TeamSwiss::pair_teams`].
    pub fn generate_teams(
        &self,
        config: &GenerateConfig,
        acceleration: Option<BakuVariant>,
    ) -> Result<TournamentSetup, SystemError> {
        generate_team_event(
            config,
            TeamEventName {
                code: Some(if acceleration.is_some() {
                    "FIDE_TEAM_TYPEA_MP_GP_BAKU"
                } else {
                    "FIDE_TEAM_TYPEA_MP_GP"
                }),
                description: "Team Swiss",
            },
            |tournament, round| self.pair_teams(tournament, round),
        )
    }
}

/// How a generated team event names its system: the `192` code, if the system has one, and
/// the words of `092`.
#[derive(Copy, Clone, Debug)]
pub(crate) struct TeamEventName {
    pub code: Option<&'static str>,
    pub description: &'static str,
}

/// The articles of a team system's absolute rules that an audit cites: two teams that may not
/// meet (a rematch, a `260` pair), a team that may not receive the pairing-allocated bye.
#[derive(Copy, Clone, Debug)]
pub(crate) struct AbsoluteArticles {
    pub meeting: &'static str,
    pub bye: &'static str,
}

/// A random team tournament paired round by round by `pair` (see
/// [`TeamSwiss::generate_teams`], whose docs say what is drawn).
pub(crate) fn generate_team_event(
    config: &GenerateConfig,
    name: TeamEventName,
    pair: impl Fn(&Tournament, RoundNo) -> Result<TeamRoundPairing, SystemError>,
) -> Result<TournamentSetup, SystemError> {
    let mut random = SplitMix64::new(config.seed);
    let n_teams = config.players.clamp(2, 999);
    let boards = config.boards.unwrap_or(crate::DEFAULT_BOARDS).max(1);
    let (low, high) = (
        config.lowest_rating.min(config.highest_rating),
        config.highest_rating.max(config.lowest_rating),
    );
    let n_players = usize::from(n_teams) * usize::from(boards);
    let mut ratings: Vec<u16> = (0..n_players)
        .map(|_| low + u16::try_from(random.below(u64::from(high - low) + 1)).unwrap_or(0))
        .collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    // Team t (from 0) gets the players t, t + T, t + 2T, … by rating, board order by rating.
    let mut players = Vec::with_capacity(n_players);
    let mut teams = Vec::with_capacity(usize::from(n_teams));
    // The team number of each player, by player index.
    let mut team_of = vec![0u16; n_players];
    for t in 0..usize::from(n_teams) {
        let mut members = Vec::with_capacity(usize::from(boards));
        for b in 0..usize::from(boards) {
            let index = b * usize::from(n_teams) + t;
            let Some(id) = PlayerId::from_index(index) else {
                continue;
            };
            members.push(id);
        }
        let number = u16::try_from(t + 1).unwrap_or(u16::MAX);
        for member in &members {
            team_of[member.index()] = number;
        }
        teams.push(Team::new(number, format!("Team {number:03}"), members));
    }
    for (index, rating) in ratings.iter().enumerate() {
        if let Some(id) = PlayerId::from_index(index) {
            let mut player = Player::new(id, format!("Player {:04}", index + 1));
            player.rating = Some(rondo_core::Rating(*rating));
            players.push(player);
        }
    }
    let mut setup = TournamentSetup {
        players,
        teams,
        declared_rounds: Some(config.rounds),
        initial_colour: Some(if random.below(2) == 0 {
            Colour::White
        } else {
            Colour::Black
        }),
        system: name.code.map(str::to_owned),
        ..TournamentSetup::default()
    };
    setup.header.tournament_type = Some(name.description.to_owned());
    setup.header.tiebreaks.clone_from(&config.tiebreaks);
    setup.forbidden_pairs =
        drawn_forbidden_pairs(&mut random, config.forbidden_pairs, usize::from(n_teams));
    let first_round = drawn_first_rounds(&mut random, config, usize::from(n_teams));
    let mut withdrawn = vec![false; usize::from(n_teams)];
    for round in (1..=config.rounds).filter_map(RoundNo::new) {
        let index = round.index();
        let absences = draw_team_absences(&mut random, config, round, &first_round, &mut withdrawn);
        if absences.iter().all(Option::is_some) {
            // No team to pair: the event ends before this round.
            break;
        }
        if absences.iter().any(Option::is_some) {
            enter_team_absences(&mut setup, &absences, round);
        }
        let published = match Tournament::try_from(setup.clone()) {
            Ok(tournament) => {
                let paired = pair(&tournament, round)?;
                // No pairing meeting [C1]-[C3] (or none that can be written): the event
                // stops here.
                with_team_pairing(&tournament, &paired)
                    .ok()
                    .map(|published| (published, paired))
            }
            Err(_) => None,
        };
        let Some((published, paired)) = published else {
            // The event stops before this round: the absences drawn for it go too.
            for player in &mut setup.players {
                player.rounds.truncate(index);
            }
            setup
                .absences
                .retain(|absence| absence.round != Some(round));
            break;
        };
        setup = published;
        setup
            .absences
            .retain(|absence| absence.round != Some(round));
        for paired_match in &paired.matches {
            play_match(
                &mut setup,
                &mut random,
                config,
                &ratings,
                &team_of,
                paired_match,
                round,
            );
        }
    }
    let scoring = setup.scoring;
    for player in &mut setup.players {
        player.stated_points = Some(player.rounds.iter().map(|e| scoring.points(*e)).sum());
    }
    Ok(setup)
}

/// The team pairing of `outcome` (from the engine of `system`) for the round of `view`, each
/// match spread over the boards: the line-ups (`300`, else the `310` order) and the board
/// colours (`352`, else White on odd boards for the team with White on board 1).
pub(crate) fn spread_over_boards(
    tournament: &Tournament,
    event: &TeamEvent,
    view: &TeamRoundView,
    system: RuleSet,
    outcome: TeamOutcome,
) -> TeamRoundPairing {
    let round = view.round;
    let boards = board_count(event, tournament.setup());
    let pattern = view.board_colours.as_ref().map(|c| c.0.as_slice());
    let colours = board_colours(pattern, usize::from(boards));
    let line_up = |team: u16| line_up(tournament.setup(), team, round, boards);
    let seat = |board: usize, colour: Colour, ours: Option<PlayerId>, theirs: Option<PlayerId>| {
        let board = u16::try_from(board + 1).unwrap_or(u16::MAX);
        match colour {
            Colour::White => BoardPair {
                board,
                white: ours,
                black: theirs,
            },
            Colour::Black => BoardPair {
                board,
                white: theirs,
                black: ours,
            },
        }
    };
    let (matches, bye) = match &outcome {
        TeamOutcome::Paired(pairing) => (
            pairing
                .pairs
                .iter()
                .map(|pair| {
                    let (white, black) = (pair.white.get(), pair.black.get());
                    let (ours, theirs) = (line_up(white), line_up(black));
                    TeamMatchBoards {
                        white,
                        black,
                        boards: colours
                            .iter()
                            .enumerate()
                            .map(|(b, &colour)| seat(b, colour, ours[b], theirs[b]))
                            .collect(),
                    }
                })
                .collect(),
            pairing.pab.map(|team| TeamByeBoards {
                team: team.get(),
                players: line_up(team.get()).into_iter().flatten().collect(),
            }),
        ),
        TeamOutcome::NoCompletePairing(_) => (Vec::new(), None),
    };
    TeamRoundPairing {
        round,
        system,
        boards,
        outcome,
        matches,
        bye,
    }
}

/// Re-pairs every round the file records by `pair` (from the rounds before it) and compares.
pub(crate) fn check_team_rounds(
    tournament: &Tournament,
    pair: impl Fn(&TeamEvent, RoundNo) -> Result<TeamRoundPairing, SystemError>,
) -> Vec<TeamRoundCheck> {
    let event = TeamEvent::new(tournament);
    (1..=event.n_rounds())
        .filter_map(|r| RoundNo::new(u16::try_from(r).ok()?))
        .map(|round| {
            let recorded = recorded_round(&event, round);
            let verdict = match pair(&event, round) {
                Err(error) => TeamVerdict::Failed(error.into()),
                Ok(produced) => match produced.pairing() {
                    None => TeamVerdict::NoCompletePairing,
                    Some(pairing) => compare(&recorded, pairing),
                },
            };
            TeamRoundCheck {
                round,
                recorded,
                verdict,
            }
        })
        .collect()
}

/// Audits a pairing of round `round` (`pairing`, else the file's): the absolute rules it
/// breaks, cited by `articles`, and how it compares with the pairing of `pair`. A bye to a
/// team that `late_entry` says joined after round 1 breaks the bye's article too (the
/// Olympiad's 4.2; the team Swiss bars no late entry).
pub(crate) fn audit_team_round(
    tournament: &Tournament,
    round: RoundNo,
    pairing: Option<RecordedTeamRound>,
    articles: AbsoluteArticles,
    late_entry: impl Fn(&TeamEvent, u16) -> bool,
    pair: impl Fn(&TeamEvent, RoundNo) -> Result<TeamRoundPairing, SystemError>,
) -> Result<TeamAudit, SystemError> {
    let event = TeamEvent::new(tournament);
    let recorded = pairing.unwrap_or_else(|| recorded_round(&event, round));
    let engine = pair(&event, round)?;
    let verdict = match engine.pairing() {
        None => TeamVerdict::NoCompletePairing,
        Some(pairing) => compare(&recorded, pairing),
    };
    let check = TeamRoundCheck {
        round,
        recorded,
        verdict,
    };
    let view = event.view(tournament, round);
    let mut breaches = Vec::new();
    let id = |team: u16| PlayerId::new(team);
    for played in &check.recorded.matches {
        let (a, b) = (played.white, played.black);
        let met = view
            .teams
            .iter()
            .find(|t| t.team == a)
            .is_some_and(|t| t.played.iter().any(|m| m.opponent == b));
        let players: Vec<PlayerId> = [id(a), id(b)].into_iter().flatten().collect();
        if met {
            breaches.push(Breach {
                kind: BreachKind::Rematch,
                players: players.clone(),
                rule: RuleRef::system(articles.meeting),
            });
        }
        if view
            .forbidden
            .iter()
            .any(|group| group.contains(&a) && group.contains(&b))
        {
            breaches.push(Breach {
                kind: BreachKind::ForbiddenPair,
                players,
                rule: RuleRef::system(articles.meeting),
            });
        }
    }
    if let Some(bye) = check.recorded.bye
        && view.teams.iter().any(|t| t.team == bye && t.pab_barred)
    {
        breaches.push(Breach {
            kind: BreachKind::IneligibleBye,
            players: id(bye).into_iter().collect(),
            rule: RuleRef::system(articles.bye),
        });
    }
    if let Some(bye) = check.recorded.bye
        && late_entry(&event, bye)
    {
        breaches.push(Breach {
            kind: BreachKind::ByeToLateEntry,
            players: id(bye).into_iter().collect(),
            rule: RuleRef::system(articles.bye),
        });
    }
    Ok(TeamAudit {
        round,
        breaches,
        check,
        engine,
    })
}

/// Enters the absences drawn for `round` (team order): the bye's code on every board of an
/// absent team, and its `240` record for the pairing.
fn enter_team_absences(
    setup: &mut TournamentSetup,
    absences: &[Option<AbsenceKind>],
    round: RoundNo,
) {
    let index = round.index();
    for player in &mut setup.players {
        player.rounds.resize(index + 1, RoundEntry::NOT_PAIRED);
    }
    for (team, absence) in setup.teams.iter().zip(absences) {
        let Some(absence) = *absence else { continue };
        let code = match absence {
            AbsenceKind::FullPointBye => Unplayed::FullPointBye,
            AbsenceKind::HalfPointBye => Unplayed::HalfPointBye,
            AbsenceKind::ZeroPointBye => Unplayed::ZeroPointBye,
        };
        for member in &team.members {
            setup.players[member.index()].rounds[index] = RoundEntry::Unplayed(code);
        }
        // The team view takes a team out of the round being paired by its `240`
        // record; once the round is recorded, the code on every board says it.
        // So the record serves the pairing only and is not kept.
        if let Some(id) = PlayerId::new(team.number) {
            setup.absences.push(Absence {
                round: Some(round),
                player: id,
                kind: absence,
            });
        }
    }
}

/// Draws the results of `paired_match` of `round` board by board (a forfeit at the forfeit
/// rate, else a game by the ratings) and records a match forfeited as a whole (`330`).
fn play_match(
    setup: &mut TournamentSetup,
    random: &mut SplitMix64,
    config: &GenerateConfig,
    ratings: &[u16],
    team_of: &[u16],
    paired_match: &TeamMatchBoards,
    round: RoundNo,
) {
    let index = round.index();
    let mut forfeited_every_board = [true, true];
    let (mut seated, mut any_played) = (false, false);
    // Neither team appears: every board is a double forfeit, the match a `330 --`.
    let no_show = config.double_forfeit_rate > 0.0 && random.chance(config.double_forfeit_rate);
    for game in &paired_match.boards {
        let (Some(white), Some(black)) = (game.white, game.black) else {
            continue;
        };
        let (white_entry, black_entry) = if no_show {
            rondo_pairing::double_forfeit_game(white, black)
        } else if config.forfeit_rate > 0.0 && random.chance(config.forfeit_rate) {
            rondo_pairing::forfeited_game(random, white, black)
        } else {
            let result = draw_result(
                random,
                config.draw_rate,
                ratings[white.index()],
                ratings[black.index()],
            );
            (
                RoundEntry::Game {
                    opponent: black,
                    colour: Colour::White,
                    result,
                },
                RoundEntry::Game {
                    opponent: white,
                    colour: Colour::Black,
                    result: result.reversed(),
                },
            )
        };
        seated = true;
        any_played |= white_entry.is_played();
        // Side 0 is the team with White on board 1; its player has White here
        // exactly when the player is one of its members.
        let white_side = usize::from(team_of[white.index()] != paired_match.white);
        for (side, entry) in [(white_side, white_entry), (1 - white_side, black_entry)] {
            forfeited_every_board[side] &=
                matches!(entry, RoundEntry::Unplayed(Unplayed::ForfeitLoss { .. }));
        }
        setup.players[white.index()].rounds[index] = white_entry;
        setup.players[black.index()].rounds[index] = black_entry;
    }
    let kind = match forfeited_every_board {
        _ if any_played || !seated => None,
        [true, true] => Some(ForfeitKind::Double),
        [true, false] => Some(ForfeitKind::BlackWins),
        [false, true] => Some(ForfeitKind::WhiteWins),
        // No board played, but neither side forfeited them all: the team view
        // reads it as a forfeited match (no meeting) scored by its boards.
        [false, false] => None,
    };
    if let Some(kind) = kind {
        setup.forfeited_matches.push(ForfeitedMatch {
            kind,
            round,
            white: paired_match.white,
            black: paired_match.black,
        });
    }
}

/// The absences of every team for `round`, in team order, drawn before the round is paired:
/// a team that has not entered yet (`first_round`) is absent with a zero-point bye and draws
/// nothing; a team withdraws for good at `withdrawal_rate` (a zero-point bye from then on, as
/// the individual generator marks a withdrawal), else announces a half-point bye at
/// `bye_rate` or a zero-point bye at `zero_point_bye_rate` (never in the last round). A rate
/// of zero draws nothing.
fn draw_team_absences(
    random: &mut SplitMix64,
    config: &GenerateConfig,
    round: RoundNo,
    first_round: &[u16],
    withdrawn: &mut [bool],
) -> Vec<Option<AbsenceKind>> {
    let last_round = round.get() == config.rounds;
    withdrawn
        .iter_mut()
        .zip(first_round)
        .map(|(withdrawn, &first_round)| {
            if round.get() < first_round {
                return Some(AbsenceKind::ZeroPointBye);
            }
            if !*withdrawn && config.withdrawal_rate > 0.0 && random.chance(config.withdrawal_rate)
            {
                *withdrawn = true;
            }
            if *withdrawn {
                Some(AbsenceKind::ZeroPointBye)
            } else if !last_round && config.bye_rate > 0.0 && random.chance(config.bye_rate) {
                Some(AbsenceKind::HalfPointBye)
            } else if !last_round
                && config.zero_point_bye_rate > 0.0
                && random.chance(config.zero_point_bye_rate)
            {
                Some(AbsenceKind::ZeroPointBye)
            } else {
                None
            }
        })
        .collect()
}

/// White's result of a game played over the board: a draw at `draw_rate`, else a win with
/// the FIDE expected score of the rating difference.
fn draw_result(random: &mut SplitMix64, draw_rate: f64, white: u16, black: u16) -> GameResult {
    let expected = 1.0 / (1.0 + 10f64.powf((f64::from(black) - f64::from(white)) / 400.0));
    if random.chance(draw_rate) {
        GameResult::Draw
    } else if random.unit() < expected {
        GameResult::Win
    } else {
        GameResult::Loss
    }
}

/// The engine's input for the round of `view` (see the module docs for the readings).
#[must_use]
pub fn team_round(event: &TeamEvent, view: &TeamRoundView) -> TeamRound {
    let round = view.round;
    let mut forbidden: Vec<(Tpn, Tpn)> = Vec::new();
    for group in &view.forbidden {
        for (i, &a) in group.iter().enumerate() {
            for &b in &group[i + 1..] {
                if let (Some(a), Some(b)) = (PlayerId::new(a), PlayerId::new(b)) {
                    forbidden.push((a, b));
                }
            }
        }
    }
    let teams = view
        .teams
        .iter()
        .filter_map(|state| {
            let tpn = PlayerId::new(state.team)?;
            let recorded_out = recorded_out(event, state.team, round);
            let mut matches = Vec::with_capacity(state.played.len());
            for played in &state.played {
                let Some(opponent) = PlayerId::new(played.opponent) else {
                    continue;
                };
                match played.colour {
                    Some(colour) => matches.push(PlayedMatch {
                        round: played.round,
                        opponent,
                        colour,
                        floated: played.floated,
                    }),
                    None => forbidden.push((tpn, opponent)),
                }
            }
            Some(TeamEntrant {
                tpn,
                to_be_paired: state.to_be_paired && !recorded_out,
                score: state.primary_score,
                secondary_score: state.secondary_score,
                pairing_score: state.pairing_score,
                matches,
                pab_barred: state.pab_barred,
            })
        })
        .collect();
    let total = view
        .total_rounds
        .unwrap_or(0)
        .max(u16::try_from(event.n_rounds()).unwrap_or(u16::MAX))
        .max(round.get());
    TeamRound::new(round, total, teams)
        .with_preferences(match view.rules.preference {
            CorePreference::TypeA => PreferenceType::TypeA,
            CorePreference::TypeB => PreferenceType::TypeB,
            CorePreference::NoPreferences => PreferenceType::None,
        })
        .with_secondary_for_colours(view.rules.secondary_for_colours)
        .with_initial_colour(view.initial_colour.unwrap_or(Colour::White))
        .with_forbidden_pairs(forbidden)
}

/// The boards of a match: the event's (`352`, line-ups, rounds played), else the most
/// members of a team.
fn board_count(event: &TeamEvent, setup: &TournamentSetup) -> u16 {
    if event.boards > 0 {
        return event.boards;
    }
    setup
        .teams
        .iter()
        .map(|team| u16::try_from(team.members.len()).unwrap_or(u16::MAX))
        .max()
        .unwrap_or(0)
}

/// A team's line-up for `round`: its `300` record, else its first `310` members.
fn line_up(
    setup: &TournamentSetup,
    team: u16,
    round: RoundNo,
    boards: u16,
) -> Vec<Option<PlayerId>> {
    let boards = usize::from(boards);
    let mut seats: Vec<Option<PlayerId>> = match setup
        .line_ups
        .iter()
        .find(|l| l.round == round && l.team == team)
    {
        Some(line_up) => line_up.boards.clone(),
        None => setup
            .teams
            .iter()
            .find(|t| t.number == team)
            .map(|t| t.members.iter().copied().map(Some).collect())
            .unwrap_or_default(),
    };
    seats.resize(boards, None);
    seats
}

/// The team pairs of a hand-made pairing (an exchange-format file: `WHITE BLACK` lines with
/// team numbers, `T 0` for the bye).
pub(crate) fn recorded_from_pairs(pairing: &Pairing) -> RecordedTeamRound {
    RecordedTeamRound {
        matches: pairing
            .boards
            .iter()
            .map(|board| RecordedTeamMatch {
                white: board.white.get(),
                black: board.black.get(),
                colour_known: true,
            })
            .collect(),
        bye: pairing.pairing_bye.map(PlayerId::get),
    }
}

/// The file's round: its matches and bye.
fn recorded_round(event: &TeamEvent, round: RoundNo) -> RecordedTeamRound {
    let mut recorded = RecordedTeamRound::default();
    for &team in &event.teams {
        let Some(m) = event.match_of(team, round) else {
            continue;
        };
        match m.kind {
            MatchKind::Played { opponent, colour } => {
                // Each match once, from its White side; a side without a colour takes the
                // opposite of the other's, and with neither the lower number is written first.
                let theirs = event.match_of(opponent, round).and_then(|o| match o.kind {
                    MatchKind::Played { colour, .. } => colour,
                    _ => None,
                });
                let white = match (colour, theirs) {
                    (Some(Colour::White), _) | (None, Some(Colour::Black)) => true,
                    (Some(Colour::Black), _) | (None, Some(Colour::White)) => false,
                    (None, None) => team < opponent,
                };
                if white {
                    recorded.matches.push(RecordedTeamMatch {
                        white: team,
                        black: opponent,
                        colour_known: colour.is_some() || theirs.is_some(),
                    });
                }
            }
            MatchKind::Forfeited { opponent, .. } => {
                if team < opponent {
                    recorded.matches.push(RecordedTeamMatch {
                        white: team,
                        black: opponent,
                        colour_known: false,
                    });
                }
            }
            MatchKind::PairingBye => recorded.bye = Some(team),
            MatchKind::Bye { .. } | MatchKind::NotPaired => {}
        }
    }
    recorded
        .matches
        .sort_by_key(|m| (m.white.min(m.black), m.white.max(m.black)));
    recorded
        .matches
        .dedup_by_key(|m| (m.white.min(m.black), m.white.max(m.black)));
    recorded
}

/// Compares the file's round with the engine's pairing.
fn compare(recorded: &RecordedTeamRound, pairing: &TeamPairing) -> TeamVerdict {
    let key = |a: u16, b: u16| (a.min(b), a.max(b));
    let produced: Vec<RecordedTeamMatch> = pairing
        .pairs
        .iter()
        .map(|p| RecordedTeamMatch {
            white: p.white.get(),
            black: p.black.get(),
            colour_known: true,
        })
        .collect();
    let missing: Vec<RecordedTeamMatch> = recorded
        .matches
        .iter()
        .filter(|m| {
            !produced
                .iter()
                .any(|p| key(p.white, p.black) == key(m.white, m.black))
        })
        .copied()
        .collect();
    let unexpected: Vec<RecordedTeamMatch> = produced
        .iter()
        .filter(|p| {
            !recorded
                .matches
                .iter()
                .any(|m| key(p.white, p.black) == key(m.white, m.black))
        })
        .copied()
        .collect();
    let colours_reversed: Vec<RecordedTeamMatch> = produced
        .iter()
        .filter(|p| {
            recorded
                .matches
                .iter()
                .any(|m| m.colour_known && m.white == p.black && m.black == p.white)
        })
        .copied()
        .collect();
    let produced_bye = pairing.pab.map(PlayerId::get);
    if missing.is_empty()
        && unexpected.is_empty()
        && colours_reversed.is_empty()
        && produced_bye == recorded.bye
    {
        TeamVerdict::Agrees
    } else {
        TeamVerdict::Differs {
            missing,
            unexpected,
            colours_reversed,
            produced_bye,
        }
    }
}

/// The tournament data with `paired`'s round written in (see the module docs).
///
/// # Errors
///
/// [`TeamPublishError`] when the round holds results, a board names an unknown player, or
/// the round was not paired.
pub fn with_team_pairing(
    tournament: &Tournament,
    paired: &TeamRoundPairing,
) -> Result<TournamentSetup, TeamPublishError> {
    if paired.pairing().is_none() {
        return Err(TeamPublishError::NotPaired(paired.round));
    }
    let round = paired.round;
    let index = round.index();
    let mut setup = tournament.setup().clone();
    for player in &mut setup.players {
        if player.rounds.len() <= index {
            player.rounds.resize(index + 1, RoundEntry::NOT_PAIRED);
        }
        let entry = player.rounds[index];
        if matches!(entry, RoundEntry::Game { .. })
            || matches!(
                entry,
                RoundEntry::Unplayed(Unplayed::ForfeitWin { .. } | Unplayed::ForfeitLoss { .. })
            )
        {
            return Err(TeamPublishError::RoundHasResults {
                round,
                player: player.id,
            });
        }
        // Scheduled pairings and pairing byes of an earlier publication are replaced.
        if matches!(
            entry,
            RoundEntry::Scheduled { .. } | RoundEntry::Unplayed(Unplayed::PairingBye)
        ) {
            player.rounds[index] = RoundEntry::NOT_PAIRED;
        }
    }
    let position = |setup: &TournamentSetup, id: PlayerId| {
        setup
            .players
            .iter()
            .position(|p| p.id == id)
            .ok_or(TeamPublishError::UnknownPlayer(id))
    };
    for game in paired.matches.iter().flat_map(|m| m.boards.iter()) {
        match (game.white, game.black) {
            (Some(white), Some(black)) => {
                let w = position(&setup, white)?;
                let b = position(&setup, black)?;
                setup.players[w].rounds[index] = RoundEntry::Scheduled {
                    opponent: black,
                    colour: Colour::White,
                };
                setup.players[b].rounds[index] = RoundEntry::Scheduled {
                    opponent: white,
                    colour: Colour::Black,
                };
            }
            (Some(alone), None) | (None, Some(alone)) => {
                let p = position(&setup, alone)?;
                setup.players[p].rounds[index] = RoundEntry::Unplayed(Unplayed::ForfeitWin {
                    opponent: None,
                    colour: None,
                });
            }
            (None, None) => {}
        }
    }
    if let Some(bye) = &paired.bye {
        for &player in &bye.players {
            let p = position(&setup, player)?;
            setup.players[p].rounds[index] = RoundEntry::Unplayed(Unplayed::PairingBye);
        }
        let byes = setup
            .team_pairing_byes
            .get_or_insert_with(TeamPairingByes::default);
        if byes.teams.len() <= index {
            byes.teams.resize(index + 1, None);
        }
        byes.teams[index] = Some(bye.team);
    } else if let Some(byes) = setup.team_pairing_byes.as_mut()
        && let Some(slot) = byes.teams.get_mut(index)
    {
        *slot = None;
    }
    Ok(setup)
}

#[cfg(test)]
#[path = "team_tests.rs"]
mod tests;

/// Whether the file, recording `round` already (the round being reproduced), shows `team` with
/// a bye or unpaired: such a team is not paired, by the team Swiss and the Olympiad alike.
pub(crate) fn recorded_out(event: &TeamEvent, team: u16, round: RoundNo) -> bool {
    event
        .match_of(team, round)
        .is_some_and(|m| matches!(m.kind, MatchKind::Bye { .. } | MatchKind::NotPaired))
}
