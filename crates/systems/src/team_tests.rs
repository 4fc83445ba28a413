//! Tests of the team Swiss entry: resolution, and generated events paired round by round
//! through the adapter and the publication, checked against an independent reading of
//! [C1], [C2], the completeness of a round and the board colours.

use std::collections::HashSet;

use rondo_core::{RoundEntry, RoundNo, System, Tournament, TournamentSetup, Unplayed};
use rondo_pairing::GenerateConfig;

use super::{TEAM_SWISS, TeamVerdict};
use crate::{Choice, resolve};

/// Whether `resolve` finds the team entry for `choice` and `setup`.
fn resolves_to_team(choice: &Choice, setup: &TournamentSetup) -> bool {
    resolve(choice, setup).is_ok_and(|system| system.descriptor().chosen_by == "team")
}

#[test]
fn team_swiss_is_reached_by_name_and_by_192_codes_only() {
    let mut setup = TournamentSetup::default();
    assert!(!resolves_to_team(&Choice::default(), &setup));
    assert!(resolves_to_team(&Choice::system(System::TeamSwiss), &setup));
    for code in [
        "FIDE_TEAM_BAKU",
        "FIDE_TEAM_TYPEB_MP_GP",
        "FIDE_TEAM_TYPEA_GP",
    ] {
        setup.system = Some(code.to_owned());
        assert!(resolves_to_team(&Choice::default(), &setup), "{code}");
        // An explicit individual system wins over the file's code.
        assert!(!resolves_to_team(&Choice::system(System::Dutch), &setup));
    }
    setup.system = Some("FIDE_DUTCH_2025".to_owned());
    assert!(!resolves_to_team(&Choice::default(), &setup));
}

/// What happened in a generated event, as [`assert_generated_event_is_sound`] counts it.
#[derive(Debug, Default)]
struct Tally {
    /// Board games forfeited (each game once).
    forfeited_boards: usize,
    /// Team half-point byes (`H` on every board).
    team_byes: usize,
    /// Teams that withdrew.
    withdrawals: usize,
    /// Matches in which one side forfeited every board (a `330` record).
    whole_match_forfeits: usize,
    /// Matches with no board played (those above, and those in which each side forfeited
    /// some boards) whose two teams an audit of the next round paired again ([C1]).
    rematches_audited: usize,
    /// Teams paired again after a zero-point bye on every board (a late entry's first
    /// round, or the round after an announced zero-point bye).
    returns: usize,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, other: Tally) {
        self.forfeited_boards += other.forfeited_boards;
        self.team_byes += other.team_byes;
        self.withdrawals += other.withdrawals;
        self.whole_match_forfeits += other.whole_match_forfeits;
        self.rematches_audited += other.rematches_audited;
        self.returns += other.returns;
    }
}

/// One board of a team's round, as the generated file writes it: the opponent, the team's
/// player's colour, and whether the game was played or lost by forfeit.
fn board_of(entry: RoundEntry) -> Option<(rondo_core::PlayerId, rondo_core::Colour, bool, bool)> {
    match entry {
        RoundEntry::Game {
            opponent, colour, ..
        } => Some((opponent, colour, true, false)),
        RoundEntry::Unplayed(Unplayed::ForfeitWin {
            opponent: Some(opponent),
            colour: Some(colour),
        }) => Some((opponent, colour, false, false)),
        RoundEntry::Unplayed(Unplayed::ForfeitLoss {
            opponent: Some(opponent),
            colour: Some(colour),
        }) => Some((opponent, colour, false, true)),
        _ => None,
    }
}

/// Generates the event of `config` with `boards` boards and checks it against an independent
/// reading of the file: each round accounts for every team once (a match, the PAB, a team
/// half-point bye `H` on every board, or `Z` on every board once withdrawn, for good); no two
/// teams play a match twice; no team gets the PAB after a PAB or a match won by forfeit
/// ([C2]); every match's boards alternate colours from White on board 1 for the team the
/// engine names White (a forfeited board keeps its scheduled colour); a match one side
/// forfeited on every board has its `330` record; and `check` reproduces each round. A match
/// forfeited as a whole is no meeting ([C1]): the next round's view leaves it out of both
/// teams' histories, and an audit of the two teams paired again finds no rematch unless they
/// played each other in another round.
fn assert_generated_event_is_sound(config: &GenerateConfig, boards: u16) -> Tally {
    assert_generated_event_is_sound_with(config, boards, None)
}

/// [`assert_generated_event_is_sound`] with Baku acceleration, and with the events that make
/// a zero-point bye on every board something else than a withdrawal (late entries, announced
/// zero-point byes): then a team may come back after one. Forbidden pairs (`260`) never meet.
fn assert_generated_event_is_sound_with(
    config: &GenerateConfig,
    boards: u16,
    acceleration: Option<rondo_pairing::BakuVariant>,
) -> Tally {
    use rondo_core::ForfeitKind;

    let (teams, rounds) = (config.players, config.rounds);
    let setup = TEAM_SWISS
        .generate_teams(&config.clone().with_boards(boards), acceleration)
        .unwrap();
    let absences_return = config.late_entry_rate > 0.0 || config.zero_point_bye_rate > 0.0;
    let forbidden: HashSet<(u16, u16)> = setup
        .forbidden_pairs
        .iter()
        .map(|f| {
            let (a, b) = (f.players[0].get(), f.players[1].get());
            (a.min(b), a.max(b))
        })
        .collect();
    let tournament = Tournament::try_from(setup.clone()).unwrap();
    assert!(rondo_core::team::team_problems(&tournament).is_empty());
    let team_of = |id: rondo_core::PlayerId| {
        setup
            .teams
            .iter()
            .find(|t| t.members.contains(&id))
            .map(|t| t.number)
            .unwrap()
    };
    let entries_of = |team: u16, r: usize| -> Vec<RoundEntry> {
        setup.teams[usize::from(team - 1)]
            .members
            .iter()
            .map(|id| setup.players[id.index()].rounds[r])
            .collect()
    };
    let lost_every_board = |team: u16, r: usize| {
        entries_of(team, r)
            .iter()
            .all(|e| matches!(e, RoundEntry::Unplayed(Unplayed::ForfeitLoss { .. })))
    };
    let mut tally = Tally::default();
    // The round index in which each pair of teams first played a match.
    let mut first_met: std::collections::HashMap<(u16, u16), usize> =
        std::collections::HashMap::new();
    let mut pab_barred: HashSet<u16> = HashSet::new();
    let mut withdrawn: HashSet<u16> = HashSet::new();
    // (round index, the two teams, the winner) of every match forfeited as a whole.
    let mut whole_forfeits: Vec<(usize, u16, u16, Option<u16>)> = Vec::new();
    let paired_rounds = tournament.paired_rounds();
    for r in 0..usize::from(paired_rounds) {
        let mut seen: HashSet<u16> = HashSet::new();
        let mut byes = Vec::new();
        let mut paired_teams = 0;
        let mut won_by_forfeit = Vec::new();
        for team in &setup.teams {
            let entries = entries_of(team.number, r);
            let all = |code: Unplayed| entries.iter().all(|e| *e == RoundEntry::Unplayed(code));
            assert!(seen.insert(team.number));
            if all(Unplayed::ZeroPointBye) {
                if withdrawn.insert(team.number) {
                    tally.withdrawals += 1;
                }
                continue;
            }
            if absences_return && withdrawn.remove(&team.number) {
                tally.returns += 1;
            }
            assert!(
                !withdrawn.contains(&team.number),
                "team {} is back in round {} after withdrawing",
                team.number,
                r + 1
            );
            if all(Unplayed::HalfPointBye) {
                assert_ne!(r + 1, usize::from(rounds), "a team bye in the last round");
                tally.team_byes += 1;
                continue;
            }
            paired_teams += 1;
            if all(Unplayed::PairingBye) {
                byes.push(team.number);
                assert!(
                    pab_barred.insert(team.number),
                    "PAB for {} after a PAB or a forfeit win",
                    team.number
                );
                continue;
            }
            let mut opponent_team = None;
            let mut first_colour = None;
            let mut any_played = false;
            for (b, entry) in entries.iter().enumerate() {
                let Some((opponent, colour, played, _)) = board_of(*entry) else {
                    panic!("team {} board {b}: {entry:?}", team.number);
                };
                any_played |= played;
                let theirs = team_of(opponent);
                assert_eq!(*opponent_team.get_or_insert(theirs), theirs);
                // Board b (0-based): the board-1 colour turned every other board.
                let first = *first_colour.get_or_insert(colour);
                let expected = if b % 2 == 0 { first } else { first.opposite() };
                assert_eq!(colour, expected, "team {} board {}", team.number, b + 1);
                if !played && team.number < theirs {
                    tally.forfeited_boards += 1;
                }
            }
            let other = opponent_team.unwrap();
            if team.number > other {
                continue;
            }
            assert!(
                !forbidden.contains(&(team.number, other)),
                "round {}: the forbidden pair {}-{other} met",
                r + 1,
                team.number
            );
            let record = setup
                .forfeited_matches
                .iter()
                .find(|f| f.round.index() == r && [f.white, f.black] == [team.number, other])
                .or_else(|| {
                    setup.forfeited_matches.iter().find(|f| {
                        f.round.index() == r && [f.white, f.black] == [other, team.number]
                    })
                });
            if any_played {
                assert!(record.is_none(), "330 for a played match");
                assert!(
                    first_met.insert((team.number, other), r).is_none(),
                    "rematch {} {other}",
                    team.number
                );
                continue;
            }
            let (ours, theirs) = (lost_every_board(team.number, r), lost_every_board(other, r));
            let winner = match (ours, theirs) {
                (false, true) => Some(team.number),
                (true, false) => Some(other),
                _ => None,
            };
            if ours || theirs {
                let record = record.expect("a 330 record for a match forfeited as a whole");
                let expected = match winner {
                    None => ForfeitKind::Double,
                    Some(w) if w == record.white => ForfeitKind::WhiteWins,
                    Some(_) => ForfeitKind::BlackWins,
                };
                assert_eq!(record.kind, expected, "round {}", r + 1);
                tally.whole_match_forfeits += 1;
                won_by_forfeit.extend(winner);
            }
            whole_forfeits.push((r, team.number, other, winner));
        }
        assert_eq!(
            seen.len(),
            setup.teams.len(),
            "round {}: every team once",
            r + 1
        );
        assert_eq!(byes.len(), paired_teams % 2, "round {}", r + 1);
        // [C2]: a match won by forfeit bars the PAB from the next round on.
        pab_barred.extend(won_by_forfeit);
    }
    assert_eq!(
        setup.forfeited_matches.len(),
        tally.whole_match_forfeits,
        "330 records only for matches forfeited as a whole"
    );
    // A complete pairing existed in every round the generator asked for except when [C1]
    // ran out of opponents, which needs more rounds than teams still in the event - 1.
    if usize::from(rounds) < usize::from(teams) - withdrawn.len() {
        assert_eq!(paired_rounds, rounds, "{teams} teams");
    }
    for check in TEAM_SWISS.check_teams(&tournament) {
        assert_eq!(check.verdict, TeamVerdict::Agrees, "round {}", check.round);
    }
    let event = rondo_core::team::TeamEvent::new(&tournament);
    for &(r, a, b, winner) in &whole_forfeits {
        let next = RoundNo::from_index(r + 1).unwrap();
        let view = event.view(&tournament, next);
        let state = |team: u16| view.teams.iter().find(|t| t.team == team).unwrap();
        for team in [a, b] {
            assert!(
                state(team).played.iter().all(|m| m.round.index() != r),
                "round {}: the forfeited match {a}-{b} is no meeting",
                r + 1
            );
        }
        if let Some(winner) = winner {
            assert!(state(winner).pab_barred, "[C2] bars {winner}");
        }
        let again = super::RecordedTeamRound {
            matches: vec![super::RecordedTeamMatch {
                white: a,
                black: b,
                colour_known: true,
            }],
            bye: None,
        };
        let audit = TEAM_SWISS
            .audit_teams(&tournament, next, Some(again))
            .unwrap();
        let rematch = audit
            .breaches
            .iter()
            .any(|breach| breach.kind == rondo_pairing::BreachKind::Rematch);
        let played_before = first_met.get(&(a, b)).is_some_and(|&first| first <= r);
        assert_eq!(rematch, played_before, "round {}: {a}-{b}", r + 2);
        tally.rematches_audited += 1;
    }
    tally
}

/// Every generated event at the default rates meets the absolute criteria and re-checks
/// (see [`assert_generated_event_is_sound`]); across them forfeits, team byes, withdrawals
/// and matches forfeited as a whole really occur. The one-board events are where a single
/// forfeit is a whole match's.
#[test]
fn generated_team_events_keep_the_absolute_criteria_and_re_check() {
    let mut tally = Tally::default();
    for (teams, boards, rounds, seed) in [
        (2u16, 1u16, 1u16, 1u64),
        (5, 2, 4, 2),
        (8, 4, 6, 3),
        (11, 3, 7, 4),
        (14, 5, 9, 5),
        (21, 4, 9, 6),
        (20, 1, 9, 7),
        (17, 1, 9, 8),
    ] {
        let config = GenerateConfig::default()
            .with_players(teams)
            .with_rounds(rounds)
            .with_seed(seed);
        tally += assert_generated_event_is_sound(&config, boards);
    }
    assert!(tally.forfeited_boards > 0, "{tally:?}");
    assert!(tally.team_byes > 0, "{tally:?}");
    assert!(tally.withdrawals > 0, "{tally:?}");
    assert!(tally.whole_match_forfeits > 0, "{tally:?}");
    assert!(tally.rematches_audited > 0, "{tally:?}");
}

/// At high rates, matches forfeited as a whole by either side and by both occur (on one and
/// two boards), and the events still meet the absolute criteria and re-check.
#[test]
fn generated_team_events_at_high_rates_forfeit_whole_matches_and_re_check() {
    let mut tally = Tally::default();
    let mut kinds = HashSet::new();
    for (teams, boards, seed) in [(10u16, 1u16, 11u64), (13, 2, 12), (9, 3, 13)] {
        let config = GenerateConfig::default()
            .with_players(teams)
            .with_rounds(7)
            .with_seed(seed)
            .with_forfeit_rate(0.4)
            .with_bye_rate(0.1)
            .with_withdrawal_rate(0.02);
        tally += assert_generated_event_is_sound(&config, boards);
        let setup = TEAM_SWISS
            .generate_teams(&config.clone().with_boards(boards), None)
            .unwrap();
        kinds.extend(setup.forfeited_matches.iter().map(|f| f.kind));
    }
    assert_eq!(kinds.len(), 3, "+-, -+ and --: {kinds:?}");
    assert!(tally.whole_match_forfeits >= 3, "{tally:?}");
}

/// The events of individual generation, drawn for teams: late entries, announced zero-point
/// byes, matches neither team appears for (`330 --`), forbidden pairs and Baku acceleration.
/// Each occurs, and the events stay sound and re-check (see
/// [`assert_generated_event_is_sound_with`]).
#[test]
fn generated_team_events_with_late_entries_no_shows_forbidden_pairs_and_acceleration() {
    let mut tally = Tally::default();
    let (mut no_shows, mut late_teams, mut accelerated) = (0, 0, 0);
    for (teams, boards, seed) in [(20u16, 4u16, 5u64), (15, 2, 6), (31, 3, 7), (12, 1, 8)] {
        let config = GenerateConfig::default()
            .with_players(teams)
            .with_rounds(9)
            .with_seed(seed)
            .with_double_forfeit_rate(0.05)
            .with_zero_point_bye_rate(0.03)
            .with_late_entry_rate(0.15)
            .with_forbidden_pairs(4);
        let baku = Some(rondo_pairing::BakuVariant::Fide);
        tally += assert_generated_event_is_sound_with(&config, boards, baku);
        let setup = TEAM_SWISS
            .generate_teams(&config.clone().with_boards(boards), baku)
            .unwrap();
        assert_eq!(setup.forbidden_pairs.len(), 4);
        assert_eq!(setup.system.as_deref(), Some("FIDE_TEAM_TYPEA_MP_GP_BAKU"));
        no_shows += setup
            .forfeited_matches
            .iter()
            .filter(|f| f.kind == rondo_core::ForfeitKind::Double)
            .count();
        // A late team: a zero-point bye on every board in round 1, a match or bye later.
        late_teams += setup
            .teams
            .iter()
            .filter(|team| {
                let entry = |r: usize| setup.players[team.members[0].index()].rounds[r];
                entry(0) == RoundEntry::Unplayed(Unplayed::ZeroPointBye)
                    && (1..usize::from(setup.declared_rounds.unwrap()))
                        .any(|r| entry(r) != RoundEntry::Unplayed(Unplayed::ZeroPointBye))
            })
            .count();
        // Acceleration changes the event: the same one without it differs.
        let plain = TEAM_SWISS
            .generate_teams(&config.clone().with_boards(boards), None)
            .unwrap();
        accelerated += usize::from(plain.players != setup.players);
    }
    assert!(no_shows > 0 && late_teams > 0, "{no_shows} {late_teams}");
    assert!(tally.returns > late_teams, "{tally:?}");
    assert!(accelerated > 0);
}

/// Zero rates draw no forfeit, bye or withdrawal: every board of every round is a game or
/// the team PAB, and no `330` record is written.
#[test]
fn generated_team_events_at_zero_rates_have_no_forfeits_byes_or_withdrawals() {
    let config = GenerateConfig::default()
        .with_players(9)
        .with_rounds(6)
        .with_seed(3)
        .with_forfeit_rate(0.0)
        .with_bye_rate(0.0)
        .with_withdrawal_rate(0.0);
    let setup = TEAM_SWISS.generate_teams(&config, None).unwrap();
    assert!(setup.forfeited_matches.is_empty());
    for player in &setup.players {
        assert_eq!(player.rounds.len(), 6);
        assert!(player.rounds.iter().all(|e| matches!(
            e,
            RoundEntry::Game { .. } | RoundEntry::Unplayed(Unplayed::PairingBye)
        )));
    }
}

fn fixture(name: &str) -> Tournament {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/trf/team")
        .join(name);
    let file = rondo_trf::read(&std::fs::read(path).unwrap()).unwrap();
    rondo_trf::check(&file, &rondo_trf::CheckOptions::default())
        .unwrap()
        .tournament
}

/// The adapter's readings on a file with a forfeited match (`330`), a team half-point bye
/// (`240 H 3 3`: East in round 3), a `260` pair and Type A with game points primary: a
/// forfeited match is no meeting (it stays out of the history, A3), the team with a bye is
/// not paired, `260` is a forbidden pair, the scores are the view's.
#[test]
fn the_adapter_reads_forfeits_byes_and_forbidden_pairs_as_the_view_says() {
    let tournament = fixture("line-ups-and-forfeits.trf");
    let event = rondo_core::team::TeamEvent::new(&tournament);
    let round3 = RoundNo::new(3).unwrap();
    let view = event.view(&tournament, round3);
    let input = super::team_round(&event, &view);
    assert_eq!(input.preferences, rondo_team_swiss::PreferenceType::TypeA);
    assert_eq!(input.total_rounds, 4);
    let team = |n: u16| input.teams.iter().find(|t| t.tpn.get() == n).unwrap();
    // North (1) won the forfeited match against East (3) in round 2 (330 +-): no meeting
    // for either, and North is barred from the PAB ([C2]). East has its half-point bye in
    // round 3, so it is not paired.
    assert!(team(1).matches.iter().all(|m| m.opponent.get() != 3));
    assert!(team(3).matches.iter().all(|m| m.opponent.get() != 1));
    assert!(team(1).pab_barred);
    assert!(team(1).to_be_paired);
    assert!(!team(3).to_be_paired);
    for state in &view.teams {
        let entrant = team(state.team);
        assert_eq!(entrant.score, state.primary_score);
        assert_eq!(entrant.pairing_score, state.pairing_score);
        assert_eq!(entrant.matches.len(), state.played.len());
    }
    // 260: teams 2 and 3 may not meet (while it applies).
    let forbidden_23 = input.forbidden_pairs.iter().any(|(a, b)| {
        let (a, b) = (a.get().min(b.get()), a.get().max(b.get()));
        (a, b) == (2, 3)
    });
    let stated = view
        .forbidden
        .iter()
        .any(|g| g.contains(&2) && g.contains(&3));
    assert_eq!(forbidden_23, stated);
}

/// The engine's input for one round of FIDE's sample (Grandmommy's Cup, `FIDE_TEAM_BAKU`).
fn sample_round(round: u16) -> (rondo_core::team::TeamEvent, rondo_team_swiss::TeamRound) {
    let tournament = fixture("grandmommys-cup.trf");
    let event = rondo_core::team::TeamEvent::new(&tournament);
    let view = event.view(&tournament, RoundNo::new(round).unwrap());
    let input = super::team_round(&event, &view);
    (event, input)
}

fn entrant(input: &rondo_team_swiss::TeamRound, tpn: u16) -> &rondo_team_swiss::TeamEntrant {
    input.teams.iter().find(|t| t.tpn.get() == tpn).unwrap()
}

/// The fewest [C8] failures (2.3.5) over every pairing of `group` that meets [C1] (teams that
/// met, or are forbidden, are not paired), by enumeration; `None` when no such pairing exists.
/// A pair fails [C8] once when both teams prefer the same colour (art. 4 grants every other
/// preference).
fn fewest_colour_failures(input: &rondo_team_swiss::TeamRound, group: &[u16]) -> Option<usize> {
    use rondo_team_swiss::preference;
    let met = |a: u16, b: u16| {
        entrant(input, a)
            .matches
            .iter()
            .any(|m| m.opponent.get() == b)
            || input
                .forbidden_pairs
                .iter()
                .any(|(x, y)| (x.get(), y.get()) == (a, b) || (x.get(), y.get()) == (b, a))
    };
    let wants = |t: u16| preference(entrant(input, t), input.preferences, false).map(|p| p.colour);
    let Some((&first, rest)) = group.split_first() else {
        return Some(0);
    };
    let mut best: Option<usize> = None;
    for (i, &other) in rest.iter().enumerate() {
        if met(first, other) {
            continue;
        }
        let remaining: Vec<u16> = rest
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, &t)| t)
            .collect();
        if let Some(failures) = fewest_colour_failures(input, &remaining) {
            let clash = usize::from(wants(first).is_some() && wants(first) == wants(other));
            best = Some(best.map_or(failures + clash, |b| b.min(failures + clash)));
        }
    }
    best
}

/// FIDE's sample, round 8 (C.04.6 3.5.5). Team 19 is alone with 10 match points and needs one
/// upfloater from the 9-point scoregroup (3, 7, 8, 10, 11, 13, 22; team 6 went up to the first
/// bracket). Teams 3 and 10 are alike
/// for every criterion 3.5.5 names: one team ([C4]) of 9 points ([C5]), both can meet 19, the
/// rest of the scoregroup can be paired either way ([C3], [C6]), and neither floated in round 7
/// ([C7]). 3.5.4 puts {3} first, so rondo pairs 19–3; the file pairs 19–10. What tells them
/// apart is the *following* bracket's colours: without 3 the 9-point teams cannot be paired
/// with fewer than one [C8] failure, without 10 they can with none. [C8] is a criterion of
/// the bracket being paired (3.6.4), not of the choice of upfloaters (3.5.5 names [C6] and
/// [C7] only), so the sample's program looks ahead where the text does not.
#[test]
fn sample_round_8_chooses_the_upfloater_by_the_next_brackets_colours() {
    let (event, input) = sample_round(8);
    let nine: Vec<u16> = input
        .teams
        .iter()
        .filter(|t| t.to_be_paired && t.pairing_score == rondo_core::Score::from_points(9))
        .map(|t| t.tpn.get())
        .collect();
    assert_eq!(nine, [3, 6, 7, 8, 10, 11, 13, 22]);
    let ten: Vec<u16> = input
        .teams
        .iter()
        .filter(|t| t.to_be_paired && t.pairing_score == rondo_core::Score::from_points(10))
        .map(|t| t.tpn.get())
        .collect();
    assert_eq!(ten, [19]);
    for candidate in [3u16, 10] {
        let team = entrant(&input, candidate);
        assert!(team.matches.iter().all(|m| m.opponent.get() != 19));
        let previous = team.matches.last().unwrap();
        assert_eq!(previous.round.get(), 7);
        assert!(!previous.floated, "team {candidate} floated in round 7");
    }
    // The first bracket (team 16, 11 points) took team 6 up, in rondo's pairing and the
    // file's alike; 19's upfloater comes from the other seven.
    let outcome = rondo_team_swiss::pair_round(&input).unwrap();
    let rondo_team_swiss::TeamOutcome::Paired(pairing) = outcome else {
        panic!("round 8 pairs");
    };
    let tpns = |teams: &[rondo_team_swiss::Tpn]| teams.iter().map(|t| t.get()).collect::<Vec<_>>();
    assert_eq!(tpns(&pairing.brackets[0].residents), [16]);
    assert_eq!(tpns(&pairing.brackets[0].upfloaters), [6]);
    let recorded = event.match_of(16, RoundNo::new(8).unwrap()).unwrap();
    assert_eq!(recorded.kind.opponent(), Some(6));
    let without = |upfloater: u16| -> Vec<u16> {
        nine.iter()
            .copied()
            .filter(|&t| t != upfloater && t != 6)
            .collect()
    };
    assert_eq!(fewest_colour_failures(&input, &without(3)), Some(1));
    assert_eq!(fewest_colour_failures(&input, &without(10)), Some(0));
    // rondo follows 3.5.4; the file took team 10.
    let top = &pairing.brackets[1];
    assert_eq!(tpns(&top.residents), [19]);
    assert_eq!(tpns(&top.upfloaters), [3]);
    let recorded = event.match_of(19, RoundNo::new(8).unwrap()).unwrap();
    assert_eq!(recorded.kind.opponent(), Some(10));
}

/// FIDE's sample, round 9, match Spain (13) – Germany (8): the file gives Germany White, and
/// no clause of 4.3 that can decide does. Both teams played seven matches with CD −1 and
/// last two of different colours, so neither has a Type A preference (1.7.1) and 4.3.2–4.3.5
/// do not decide. 4.3.6 looks at their latest match with different colours: round 8, Germany
/// White and Spain Black (whether histories are aligned by round or at their ends, A12), so
/// Germany gets Black. 4.3.8 (Spain is the first-team, 11 match points to 10) alternates
/// Spain's last colour, Black, and 4.3.9 Germany's, White: the same answer. The sample
/// follows rondo's 4.3.6 in the 34 other matches it decides.
#[test]
fn sample_round_9_alternation_of_4_3_6_gives_spain_white() {
    use rondo_core::Colour;
    let (event, input) = sample_round(9);
    let spain = entrant(&input, 13);
    let germany = entrant(&input, 8);
    for team in [spain, germany] {
        assert_eq!(team.matches.len(), 7);
        assert_eq!(rondo_team_swiss::colour_difference(team), -1);
        assert_eq!(
            rondo_team_swiss::preference(team, input.preferences, false),
            None
        );
    }
    fn last(team: &rondo_team_swiss::TeamEntrant) -> &rondo_team_swiss::PlayedMatch {
        team.matches.last().unwrap()
    }
    assert_eq!(last(germany).round.get(), 8);
    assert_eq!(last(spain).round.get(), 8);
    assert_eq!(last(germany).colour, Colour::White);
    assert_eq!(last(spain).colour, Colour::Black);
    assert!(spain.pairing_score > germany.pairing_score);
    assert!(rondo_team_swiss::is_first_team(spain, germany, &input));
    let (colour, reason) = rondo_team_swiss::allocate(spain, germany, &input);
    assert_eq!(colour, Colour::White);
    assert_eq!(reason.rule.unwrap().article, "4.3.6");
    let recorded = event.match_of(8, RoundNo::new(9).unwrap()).unwrap();
    assert_eq!(
        recorded.kind,
        rondo_core::team::MatchKind::Played {
            opponent: 13,
            colour: Some(Colour::White)
        }
    );
}

/// FIDE's sample, round 3 (37–43) and round 13 (28–34): the file refuses a preference that
/// 4.3.2 or 4.3.3 grants. Round 3: team 37 prefers Black (two Whites, CD +2 or last two
/// White, 1.7.1) and team 43 has none, so 4.3.2 gives 37 Black; the file gives it White.
/// Round 13: the two teams prefer opposite colours, so 4.3.3 grants both; the file grants
/// neither. No later clause is reached when an earlier one decides, so no reading of 4.3
/// gives the file's colours.
#[test]
fn sample_rounds_3_and_13_refuse_a_preference_that_4_3_2_or_4_3_3_grants() {
    for (round, a, b, rule) in [(3u16, 37u16, 43u16, "4.3.2"), (13, 28, 34, "4.3.3")] {
        let (event, input) = sample_round(round);
        let (ta, tb) = (entrant(&input, a), entrant(&input, b));
        let (first, other) = if rondo_team_swiss::is_first_team(ta, tb, &input) {
            (ta, tb)
        } else {
            (tb, ta)
        };
        let prefer = |t: &rondo_team_swiss::TeamEntrant| {
            rondo_team_swiss::preference(t, input.preferences, input.is_last_round())
                .map(|p| p.colour)
        };
        let (colour, reason) = rondo_team_swiss::allocate(first, other, &input);
        assert_eq!(reason.rule.unwrap().article, rule, "round {round}");
        // Every preference is granted by rondo's colours.
        if let Some(wanted) = prefer(first) {
            assert_eq!(colour, wanted, "round {round}");
        }
        if let Some(wanted) = prefer(other) {
            assert_eq!(colour.opposite(), wanted, "round {round}");
        }
        assert!(prefer(first).is_some() || prefer(other).is_some());
        // The file gives the first-team the other colour.
        let recorded = event
            .match_of(first.tpn.get(), RoundNo::new(round).unwrap())
            .unwrap();
        assert_eq!(
            recorded.kind,
            rondo_core::team::MatchKind::Played {
                opponent: other.tpn.get(),
                colour: Some(colour.opposite())
            },
            "round {round}"
        );
    }
}

/// A team bye written as the same bye code on every board of the round to be paired (files
/// without a `240` record) keeps the team out of the pairing, as a `240` does; one member's
/// bye is his own absence and the team is paired.
#[test]
fn a_bye_code_on_every_board_of_the_next_round_keeps_the_team_out() {
    let config = GenerateConfig::default()
        .with_players(8)
        .with_rounds(3)
        .with_seed(11)
        .with_forfeit_rate(0.0)
        .with_bye_rate(0.0)
        .with_withdrawal_rate(0.0);
    let mut setup = TEAM_SWISS
        .generate_teams(&config.clone().with_boards(2), None)
        .unwrap();
    setup.declared_rounds = Some(5);
    let round4 = RoundNo::new(4).unwrap();
    let team3 = setup
        .teams
        .iter()
        .find(|t| t.number == 3)
        .unwrap()
        .members
        .clone();
    let paired_teams = |setup: &TournamentSetup| -> Vec<u16> {
        let tournament = Tournament::try_from(setup.clone()).unwrap();
        let paired = TEAM_SWISS.pair_teams(&tournament, round4).unwrap();
        let mut teams: Vec<u16> = paired
            .matches
            .iter()
            .flat_map(|m| [m.white, m.black])
            .chain(paired.bye.iter().map(|b| b.team))
            .collect();
        teams.sort_unstable();
        teams
    };
    let with_codes = |codes: &[RoundEntry]| -> TournamentSetup {
        let mut setup = setup.clone();
        for player in &mut setup.players {
            player.rounds.resize(4, RoundEntry::NOT_PAIRED);
        }
        for (&member, &code) in team3.iter().zip(codes) {
            setup.players[member.index()].rounds[3] = code;
        }
        setup
    };
    let half = RoundEntry::Unplayed(Unplayed::HalfPointBye);
    assert_eq!(paired_teams(&setup), (1..=8).collect::<Vec<_>>());
    // Both boards: the team is out (and 7 teams leave one to the PAB).
    let out = paired_teams(&with_codes(&[half, half]));
    assert_eq!(out, [1, 2, 4, 5, 6, 7, 8]);
    // One board: the team is paired.
    assert_eq!(
        paired_teams(&with_codes(&[half, RoundEntry::NOT_PAIRED])),
        (1..=8).collect::<Vec<_>>()
    );
}
