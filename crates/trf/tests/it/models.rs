//! Property tests on generated models: a consistent tournament (opponents that point back,
//! results that fit, at most one pairing-allocated bye per round, points columns that agree),
//! written with `write_setup` in either format, reads back as the same model, checks, and is
//! written again to the same bytes.
//!
//! Each format gets the models it can hold: TRF16 has no rounds on prohibited pairs, no `250`
//! ranges and only `XXZ` absences for the next round; TRF-2026 has `240` absences with a round,
//! `250` accelerations and `260` prohibitions limited to some rounds.

use proptest::prelude::*;
use proptest::sample::Index;
use rondo_core::{
    Absence, AbsenceKind, Acceleration, Colour, ForbiddenPairs, GameResult, Player, PlayerId,
    Rating, RoundEntry, RoundNo, Score, ScoringSystem, Sex, Title, TournamentSetup, Unplayed,
};
use rondo_trf::{CheckOptions, Format, LineEnding, WriteOptions, check, read, write_setup};

/// The descriptive data of one player.
#[derive(Clone, Debug)]
struct PlayerData {
    name: String,
    sex: u8,
    title: Option<Index>,
    rating: Option<u16>,
    federation: Option<String>,
    fide_id: Option<u64>,
    birth: Option<(u16, u8, u8)>,
    states_points: bool,
    rank: Option<u16>,
}

fn player_data() -> impl Strategy<Value = PlayerData> {
    (
        "[A-Z][a-zéüß]{1,12}, [A-Z][a-zøł]{1,10}",
        0u8..5,
        proptest::option::of(any::<Index>()),
        proptest::option::of(1000u16..=2900),
        proptest::option::of("[A-Z]{3}"),
        proptest::option::of(1u64..=99_999_999_999),
        proptest::option::of((1930u16..=2020, 1u8..=12, 1u8..=28)),
        any::<bool>(),
        proptest::option::of(1u16..=9999),
    )
        .prop_map(
            |(name, sex, title, rating, federation, fide_id, birth, states_points, rank)| {
                PlayerData {
                    name,
                    sex,
                    title,
                    rating,
                    federation,
                    fide_id,
                    birth,
                    states_points,
                    rank,
                }
            },
        )
}

/// Everything a model is built from; [`build`] turns it into a consistent setup.
#[derive(Clone, Debug)]
struct Blueprint {
    ids: Vec<u16>,
    players: Vec<PlayerData>,
    n_rounds: usize,
    /// One die per player and round, deciding byes, pairings, results and colours.
    dice: Vec<u16>,
    header: Vec<Option<String>>,
    deputies: Vec<String>,
    scoring: u8,
    declared_extra: Option<u16>,
    initial_colour: Option<bool>,
    forbidden: Vec<(Vec<Index>, u8, u8)>,
    absences: Vec<(Index, u8, u8)>,
    accelerations: Vec<(u16, u16, u8, u8, u8)>,
}

fn blueprint() -> impl Strategy<Value = Blueprint> {
    (1usize..=14, 0usize..=7).prop_flat_map(|(n_players, n_rounds)| {
        let text = "[A-Za-z][A-Za-z0-9 ,./-]{0,30}";
        (
            (
                proptest::collection::btree_set(1u16..=9999, n_players)
                    .prop_map(|ids| ids.into_iter().collect::<Vec<u16>>())
                    .prop_shuffle(),
                proptest::collection::vec(player_data(), n_players),
                Just(n_rounds),
                proptest::collection::vec(any::<u16>(), n_players * n_rounds),
            ),
            (
                proptest::collection::vec(proptest::option::of(text), 5),
                proptest::collection::vec(text, 0..3),
                0u8..4,
                proptest::option::of(0u16..3),
                proptest::option::of(any::<bool>()),
            ),
            (
                proptest::collection::vec(
                    (
                        proptest::collection::vec(any::<Index>(), 2..5),
                        any::<u8>(),
                        any::<u8>(),
                    ),
                    0..3,
                ),
                proptest::collection::vec((any::<Index>(), any::<u8>(), any::<u8>()), 0..4),
                proptest::collection::vec(
                    (1u16..=9999, 0u16..40, any::<u8>(), any::<u8>(), any::<u8>()),
                    0..3,
                ),
            ),
        )
            .prop_map(
                |(
                    (ids, players, n_rounds, dice),
                    (header, deputies, scoring, declared_extra, initial_colour),
                    (forbidden, absences, accelerations),
                )| Blueprint {
                    ids,
                    players,
                    n_rounds,
                    dice,
                    header,
                    deputies,
                    scoring,
                    declared_extra,
                    initial_colour,
                    forbidden,
                    absences,
                    accelerations,
                },
            )
    })
}

/// The scoring systems both formats can state: a win also counts for a forfeit win and a
/// full-point bye, a draw for a half-point bye, and nothing for losses and zero-point byes.
fn scoring(choice: u8) -> ScoringSystem {
    let (win, draw, pairing_bye) = match choice {
        0 => return ScoringSystem::default(),
        1 => (Score::from_points(3), Score::ONE, Score::from_points(3)),
        2 => (Score::from_points(2), Score::ONE, Score::ONE),
        _ => (Score::ONE, Score::HALF, Score::HALF),
    };
    ScoringSystem {
        win,
        draw,
        loss: Score::ZERO,
        forfeit_win: win,
        forfeit_loss: Score::ZERO,
        pairing_bye,
        half_point_bye: draw,
        full_point_bye: win,
        zero_point_bye: Score::ZERO,
    }
}

fn build(blueprint: &Blueprint, format: Format) -> TournamentSetup {
    let ids: Vec<PlayerId> = blueprint
        .ids
        .iter()
        .map(|id| PlayerId::new(*id).unwrap())
        .collect();
    let n_players = ids.len();
    let mut rounds: Vec<Vec<RoundEntry>> = vec![Vec::new(); n_players];
    for round in 0..blueprint.n_rounds {
        let die = |player: usize| blueprint.dice[round * n_players + player];
        for entries in &mut rounds {
            entries.push(RoundEntry::NOT_PAIRED);
        }
        // Players in an order the dice decide; a few sit out with a bye or a blank.
        let mut order: Vec<usize> = (0..n_players).collect();
        order.sort_by_key(|player| die(*player));
        let mut to_pair = Vec::new();
        for player in order {
            let entry = match die(player) % 19 {
                0 => RoundEntry::Unplayed(Unplayed::HalfPointBye),
                1 => RoundEntry::Unplayed(Unplayed::FullPointBye),
                2 => RoundEntry::Unplayed(Unplayed::ZeroPointBye),
                3 => RoundEntry::NOT_PAIRED,
                4 => RoundEntry::Unplayed(Unplayed::ForfeitWin {
                    opponent: None,
                    colour: None,
                }),
                _ => {
                    to_pair.push(player);
                    continue;
                }
            };
            rounds[player][round] = entry;
        }
        if to_pair.len() % 2 == 1 {
            let bye = to_pair.pop().unwrap();
            rounds[bye][round] = RoundEntry::Unplayed(Unplayed::PairingBye);
        }
        for pair in to_pair.chunks(2) {
            let (a, b) = (pair[0], pair[1]);
            let roll = die(a) / 19;
            let (colour_a, colour_b) = if roll % 2 == 0 {
                (Colour::White, Colour::Black)
            } else {
                (Colour::Black, Colour::White)
            };
            let (entry_a, entry_b) = match (roll / 2) % 11 {
                10 => (
                    RoundEntry::Scheduled {
                        opponent: ids[b],
                        colour: colour_a,
                    },
                    RoundEntry::Scheduled {
                        opponent: ids[a],
                        colour: colour_b,
                    },
                ),
                0 => (
                    RoundEntry::Unplayed(Unplayed::ForfeitWin {
                        opponent: Some(ids[b]),
                        colour: Some(colour_a),
                    }),
                    RoundEntry::Unplayed(Unplayed::ForfeitLoss {
                        opponent: Some(ids[a]),
                        colour: Some(colour_b),
                    }),
                ),
                1 => (
                    RoundEntry::Unplayed(Unplayed::ForfeitLoss {
                        opponent: Some(ids[b]),
                        colour: None,
                    }),
                    RoundEntry::Unplayed(Unplayed::ForfeitLoss {
                        opponent: Some(ids[a]),
                        colour: None,
                    }),
                ),
                result => {
                    let result = [
                        GameResult::Win,
                        GameResult::Draw,
                        GameResult::Loss,
                        GameResult::Win,
                        GameResult::Draw,
                        GameResult::Loss,
                        GameResult::UnratedWin,
                        GameResult::UnratedDraw,
                    ][usize::from(result - 2)];
                    (
                        RoundEntry::Game {
                            opponent: ids[b],
                            colour: colour_a,
                            result,
                        },
                        RoundEntry::Game {
                            opponent: ids[a],
                            colour: colour_b,
                            result: result.reversed(),
                        },
                    )
                }
            };
            rounds[a][round] = entry_a;
            rounds[b][round] = entry_b;
        }
    }
    // The reader drops blank rounds at the end of a line.
    for entries in &mut rounds {
        while entries.last() == Some(&RoundEntry::NOT_PAIRED) {
            entries.pop();
        }
    }

    let scoring = scoring(blueprint.scoring);
    let players: Vec<Player> = ids
        .iter()
        .zip(&blueprint.players)
        .zip(rounds)
        .map(|((id, data), rounds)| {
            let points: Score = rounds.iter().map(|entry| scoring.points(*entry)).sum();
            Player {
                id: *id,
                name: data.name.clone(),
                sex: match data.sex {
                    0 => None,
                    1 => Some(Sex::Male),
                    2 => Some(Sex::Female),
                    3 => Some(Sex::Other('u')),
                    _ => Some(Sex::Other('X')),
                },
                title: data.title.map(|index| *index.get(&Title::ALL)),
                rating: data.rating.map(Rating),
                federation: data.federation.clone(),
                fide_id: data.fide_id,
                birth_date: data
                    .birth
                    .map(|(year, month, day)| format!("{year}/{month:02}/{day:02}")),
                stated_points: data.states_points.then_some(points),
                stated_rank: data.rank,
                rounds,
            }
        })
        .collect();

    let paired = players
        .iter()
        .filter_map(|p| p.rounds.iter().rposition(|e| e.is_paired()))
        .max()
        .map_or(0, |index| index + 1);
    let n_rounds = u16::try_from(blueprint.n_rounds).unwrap();
    let mut setup = TournamentSetup {
        players,
        scoring,
        declared_rounds: blueprint
            .declared_extra
            .map(|extra| n_rounds.max(1) + extra),
        initial_colour: blueprint
            .initial_colour
            .map(|white| if white { Colour::White } else { Colour::Black }),
        ..TournamentSetup::default()
    };
    let header = &mut setup.header;
    header.name = blueprint.header[0].clone();
    header.city = blueprint.header[1].clone();
    header.federation = blueprint.header[2].clone();
    header.chief_arbiter = blueprint.header[3].clone();
    header.time_control = blueprint.header[4].clone();
    header.deputy_arbiters = blueprint.deputies.clone();

    for (members, first, length) in &blueprint.forbidden {
        let mut players: Vec<PlayerId> = members.iter().map(|index| *index.get(&ids)).collect();
        players.sort_unstable();
        players.dedup();
        if players.len() < 2 {
            continue;
        }
        let (first_round, last_round) = match format {
            Format::Trf16 => (None, None),
            Format::Trf2026 => {
                let first_round = RoundNo::new(u16::from(*first % 6) + 1).filter(|r| r.get() > 1);
                let from = first_round.map_or(1, RoundNo::get);
                let last_round = (*length % 3 != 0)
                    .then(|| RoundNo::new(from + u16::from(*length % 5)).unwrap());
                (first_round, last_round)
            }
        };
        setup.forbidden_pairs.push(ForbiddenPairs {
            first_round,
            last_round,
            players,
        });
    }
    for (player, kind, round) in &blueprint.absences {
        let player = *player.get(&ids);
        let (round, kind) = match format {
            // TRF16 states absences for the next round only, and only as zero-point byes.
            Format::Trf16 => (None, AbsenceKind::ZeroPointBye),
            Format::Trf2026 => (
                Some(
                    RoundNo::new(u16::try_from(paired).unwrap() + 1 + u16::from(*round % 3))
                        .unwrap(),
                ),
                [
                    AbsenceKind::FullPointBye,
                    AbsenceKind::HalfPointBye,
                    AbsenceKind::ZeroPointBye,
                ][usize::from(*kind % 3)],
            ),
        };
        setup.absences.push(Absence {
            round,
            player,
            kind,
        });
    }
    if format == Format::Trf2026 {
        for (first, span, first_round, rounds, points) in &blueprint.accelerations {
            let first_round = u16::from(*first_round % 4) + 1;
            setup.accelerations.push(Acceleration {
                first_player: PlayerId::new(*first).unwrap(),
                last_player: PlayerId::new((*first + span).min(PlayerId::MAX)).unwrap(),
                first_round: RoundNo::new(first_round).unwrap(),
                last_round: RoundNo::new(first_round + u16::from(*rounds % 4)).unwrap(),
                points: [Score::HALF, Score::ONE, Score::from_points(2)][usize::from(*points % 3)],
                match_points: None,
            });
        }
    }
    setup
}

/// Writes `setup` in `format`, reads it back, and compares.
fn round_trip(setup: &TournamentSetup, format: Format, line_ending: LineEnding) {
    let options = WriteOptions::default()
        .with_format(format)
        .with_line_ending(line_ending);
    let written = write_setup(setup, &options);
    let file = match read(&written) {
        Ok(file) => file,
        Err(error) => panic!(
            "the written file does not read: {error}\n{}",
            String::from_utf8_lossy(&written)
        ),
    };
    assert_eq!(
        &file.setup,
        setup,
        "the model changed on the way through\n{}",
        String::from_utf8_lossy(&written)
    );
    if let Err(error) = check(&file, &CheckOptions::default()) {
        panic!(
            "a consistent model does not check: {error}\n{}",
            String::from_utf8_lossy(&written)
        );
    }
    assert_eq!(
        write_setup(&file.setup, &options),
        written,
        "writing is not stable"
    );
}

fn line_ending() -> impl Strategy<Value = LineEnding> {
    proptest::sample::select(&[LineEnding::CrLf, LineEnding::Lf, LineEnding::Cr][..])
}

// 256 cases each by default; set PROPTEST_CASES for a longer run.
proptest! {
    #[test]
    fn trf2026_write_then_read_is_the_identity(blueprint in blueprint(), ending in line_ending()) {
        round_trip(&build(&blueprint, Format::Trf2026), Format::Trf2026, ending);
    }

    #[test]
    fn trf16_write_then_read_is_the_identity(blueprint in blueprint(), ending in line_ending()) {
        round_trip(&build(&blueprint, Format::Trf16), Format::Trf16, ending);
    }
}
