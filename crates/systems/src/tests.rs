//! The registry: resolution from the choice and the file, one entry per system and edition,
//! and every entry pairing through the same interface.

use rondo_core::{Player, PlayerId, RoundNo, System, SystemRecord, Tournament, TournamentSetup};
use rondo_pairing::{GenerateConfig, PairingOutcome};

use crate::{
    BakuVariant, Capability, Choice, Edition, OptionName, Options, REGISTRY, ResolveError,
    SystemError, refuse_teams_without_records, resolve,
};

fn setup(players: u16, system: Option<&str>) -> TournamentSetup {
    let players = (1..=players)
        .map(|n| {
            Player::new(
                PlayerId::new(n).expect("a start number"),
                format!("Player {n}"),
            )
        })
        .collect();
    TournamentSetup {
        players,
        declared_rounds: Some(5),
        system: system.map(str::to_owned),
        ..TournamentSetup::default()
    }
}

#[test]
fn without_choice_or_record_the_dutch_2025_text_pairs() {
    let system = resolve(&Choice::default(), &setup(6, None)).expect("resolves");
    let descriptor = system.descriptor();
    assert_eq!(descriptor.chosen_by, "dutch");
    assert_eq!(descriptor.edition, Some(Edition::Dutch2025));
}

#[test]
fn the_file_names_the_system_and_the_choice_overrides_it() {
    let harkness = setup(6, Some("CUSTOM_SWISS_HARKNESS"));
    let from_file = resolve(&Choice::default(), &harkness).expect("resolves");
    assert_eq!(from_file.descriptor().chosen_by, "harkness");
    let chosen = resolve(
        &Choice::system(System::Dutch).with_edition(Edition::Dutch2017),
        &harkness,
    )
    .expect("resolves");
    assert_eq!(chosen.descriptor().edition, Some(Edition::Dutch2017));
}

#[test]
fn a_system_rondo_does_not_pair_is_refused_with_the_record_that_names_it() {
    let error = resolve(&Choice::default(), &setup(6, Some("CUSTOM_KNOCKOUT")))
        .err()
        .expect("a knockout is not in the registry");
    assert_eq!(
        error.to_string(),
        "the registry has no system for 'CUSTOM_KNOCKOUT'"
    );
    let ResolveError::NotPaired { system, file } = error else {
        panic!("not the error of a system rondo does not pair: {error:?}");
    };
    assert_eq!(system, System::Knockout);
    let named = file.expect("the file named it");
    assert_eq!(named.record, SystemRecord::Encoded);
    assert_eq!(named.text, "CUSTOM_KNOCKOUT");
}

#[test]
fn a_system_of_teams_is_refused_for_a_file_without_team_records() {
    let chosen = Choice::by_key("team").expect("the team Swiss is in the registry");
    let players = setup(6, None);
    let team_swiss = resolve(&chosen, &players).expect("resolves");
    assert_eq!(
        refuse_teams_without_records(team_swiss, &chosen, &players),
        Err(ResolveError::NoTeamRecords {
            system: team_swiss.descriptor().name,
            key: "team",
            file: None,
        })
    );
    // Chosen by the file: the refusal keeps the record that chose it.
    let crate::FileName::Code { plain, .. } = team_swiss.descriptor().file_name else {
        panic!("the team Swiss has a 192 code");
    };
    let named = setup(6, Some(plain));
    let from_file = resolve(&Choice::default(), &named).expect("resolves");
    let Err(ResolveError::NoTeamRecords { file, .. }) =
        refuse_teams_without_records(from_file, &Choice::default(), &named)
    else {
        panic!("a file of players that names the team Swiss is refused");
    };
    assert_eq!(file.map(|named| named.text), Some(plain.to_owned()));
    let dutch = resolve(&Choice::default(), &players).expect("resolves");
    assert_eq!(
        refuse_teams_without_records(dutch, &Choice::default(), &players),
        Ok(())
    );
}

#[test]
fn each_system_and_edition_has_one_entry() {
    for (index, a) in REGISTRY.iter().enumerate() {
        for b in &REGISTRY[index + 1..] {
            let (a, b) = (a.descriptor(), b.descriptor());
            assert!(
                (a.chosen_by, a.edition) != (b.chosen_by, b.edition),
                "{} and {} are the same entry",
                a.name,
                b.name
            );
        }
    }
}

#[test]
fn every_entry_pairs_the_first_round_through_the_interface() {
    let tournament = Tournament::try_from(setup(7, None)).expect("valid");
    let view = tournament.view(RoundNo::FIRST);
    // A system that pairs teams pairs matches (its own tests, `team_tests.rs`).
    for system in REGISTRY
        .iter()
        .filter(|system| !system.descriptor().pairs_teams)
    {
        let outcome = system
            .pair(&view, &Options::default())
            .unwrap_or_else(|error| panic!("{}: {error}", system.descriptor().name));
        let PairingOutcome::Paired(pairing) = outcome else {
            panic!(
                "{}: round 1 of seven players is pairable",
                system.descriptor().name
            );
        };
        assert_eq!(pairing.boards.len(), 3, "{}", system.descriptor().name);
        assert!(
            pairing.pairing_bye.is_some(),
            "{}",
            system.descriptor().name
        );
    }
}

#[test]
fn the_swiss_systems_generate_tournaments_that_check_clean() {
    let config = GenerateConfig::default()
        .with_players(15)
        .with_rounds(5)
        .with_seed(7);
    for system in REGISTRY
        .iter()
        .filter(|system| system.descriptor().allocates_bye)
    {
        let name = system.descriptor().name;
        let generated = system
            .generate(&config, &Options::default())
            .unwrap_or_else(|error| panic!("{name}: {error}"));
        let tournament = Tournament::try_from(generated).expect("valid");
        // A pairing of several games (a Double-Swiss match) fills as many columns.
        let games = u16::from(system.pairing_span().games);
        assert_eq!(tournament.paired_rounds(), 5 * games, "{name}");
        // The generated file names its own system, unless it is the default one.
        let resolved = resolve(&Choice::default(), tournament.setup()).expect("resolves");
        assert_eq!(
            resolved.descriptor().chosen_by,
            system.descriptor().chosen_by,
            "{name}"
        );
        let checks = system.check_rounds(&tournament, &Options::default());
        assert!(checks.all_agree(), "{name}");
    }
}

#[test]
fn the_us_swiss_refuses_acceleration_instead_of_ignoring_it() {
    let tournament = Tournament::try_from(setup(6, None)).expect("valid");
    let us_swiss = resolve(&Choice::system(System::UsSwiss), tournament.setup()).expect("resolves");
    let error = us_swiss
        .pair(
            &tournament.view(RoundNo::FIRST),
            &Options::default().with_acceleration(BakuVariant::Fide),
        )
        .expect_err("refused");
    assert!(matches!(
        error,
        SystemError::Refused {
            option: OptionName::Acceleration,
            ..
        }
    ));
}

#[test]
fn a_round_robin_does_not_explain_or_audit() {
    let tournament = Tournament::try_from(setup(6, Some("FIDE_ROUNDROBIN"))).expect("valid");
    let round_robin = resolve(&Choice::default(), tournament.setup()).expect("resolves");
    let error = round_robin
        .explain(&tournament.view(RoundNo::FIRST), &Options::default())
        .expect_err("unsupported");
    assert!(matches!(
        error,
        SystemError::Unsupported {
            capability: Capability::Explain,
            ..
        }
    ));
}

#[test]
fn a_baku_code_asks_for_acceleration_only_when_the_file_states_none() {
    let baku = setup(6, Some("FIDE_DUTCH_2025_BAKU"));
    assert_eq!(
        Options::default().with_file(&baku).acceleration,
        Some(BakuVariant::Fide)
    );
    assert_eq!(
        Options::default().with_file(&setup(6, None)).acceleration,
        None
    );
    let chosen = Options::default().with_acceleration(BakuVariant::FirstHalf);
    assert_eq!(
        chosen.with_file(&baku).acceleration,
        Some(BakuVariant::FirstHalf)
    );
}

// Double-Swiss (C.04.5)
#[test]
fn double_swiss_resolves_from_its_192_codes_and_pairs_two_columns() {
    for code in ["FIDE_DOUBLESWISS", "FIDE_DOUBLESWISS_BAKU"] {
        let setup = TournamentSetup {
            system: Some(code.to_owned()),
            ..TournamentSetup::default()
        };
        let system = resolve(&Choice::default(), &setup).expect("resolves");
        assert_eq!(system.descriptor().chosen_by, "double-swiss", "{code}");
        assert_eq!(system.pairing_span().games, 2);
    }
    let dutch = resolve(&Choice::default(), &TournamentSetup::default()).expect("resolves");
    assert_eq!(dutch.pairing_span(), rondo_core::PairingSpan::SINGLE_GAME);
}
// Burstein (C.04.4.2)
#[path = "tests/burstein.rs"]
mod burstein;
// Dubov (C.04.4.1)
#[test]
fn a_dubov_file_resolves_to_the_dubov_system_and_its_baku_code_asks_for_acceleration() {
    for code in ["FIDE_DUBOV", "FIDE_DUBOV_BAKU"] {
        let file = setup(8, Some(code));
        let system = resolve(&Choice::default(), &file).expect("resolves");
        let descriptor = system.descriptor();
        assert_eq!(descriptor.chosen_by, "dubov");
        assert_eq!(descriptor.key, "dubov");
        assert_eq!(descriptor.edition, None);
        assert!(descriptor.colour_is_absolute);
        let accelerated = Options::default().with_file(&file).acceleration;
        assert_eq!(accelerated.is_some(), code.ends_with("BAKU"), "{code}");
    }
    let chosen = resolve(&Choice::system(System::Dubov), &setup(8, None)).expect("resolves");
    assert_eq!(chosen.descriptor().chosen_by, "dubov");
}

#[test]
fn the_dubov_entry_pairs_explains_audits_and_lists_through_the_interface() {
    let tournament = Tournament::try_from(setup(8, Some("FIDE_DUBOV"))).expect("valid");
    let dubov = resolve(&Choice::default(), tournament.setup()).expect("resolves");
    let view = tournament.view(RoundNo::FIRST);
    let options = Options::default();
    let outcome = dubov.pair(&view, &options).expect("pairs");
    let pairing = outcome.pairing().expect("round 1 is pairable").clone();
    let boards: Vec<(u16, u16)> = pairing
        .boards
        .iter()
        .map(|b| (b.white.get(), b.black.get()))
        .collect();
    assert_eq!(boards, [(1, 5), (6, 2), (3, 7), (8, 4)]);
    let rondo_pairing::ExplainOutcome::Explained { explanation, .. } =
        dubov.explain(&view, &options).expect("explains")
    else {
        panic!("round 1 is pairable");
    };
    assert_eq!(explanation.system, rondo_pairing::RuleSet::Dubov2026);
    let checklist = dubov.checklist(&view, &outcome, &options).expect("lists");
    assert_eq!(checklist.rows.len(), 8);
    assert!(
        dubov
            .breaches(&view, &pairing, &options)
            .expect("audits")
            .is_empty()
    );
    // A hand-made pairing that breaks no absolute criterion but differs is only a difference.
    let mut swapped = pairing.clone();
    (swapped.boards[0].black, swapped.boards[1].white) =
        (swapped.boards[1].white, swapped.boards[0].black);
    let audit = dubov
        .audit(
            &view,
            &rondo_pairing::RecordedPairing {
                pairing: swapped,
                ..rondo_pairing::RecordedPairing::default()
            },
            &options,
        )
        .expect("audits");
    assert!(audit.breaches.is_empty());
    assert_eq!(audit.missing.len(), 2);
    assert_eq!(audit.added.len(), 2);
}

// Lim (C.04.4.3)
#[test]
fn lim_is_chosen_by_092_text_or_by_choice_and_refuses_acceleration() {
    let mut described = setup(6, None);
    described.header.tournament_type = Some("Swiss Lim system".to_owned());
    let from_file = resolve(&Choice::default(), &described).expect("resolves");
    assert_eq!(from_file.descriptor().chosen_by, "lim");
    assert_eq!(from_file.descriptor().key, "lim");
    let chosen = resolve(&Choice::system(System::Lim), &setup(6, None)).expect("resolves");
    assert_eq!(chosen.descriptor().chosen_by, "lim");
    let tournament = Tournament::try_from(described).expect("valid");
    let view = tournament.view(RoundNo::FIRST);
    let error = chosen
        .pair(
            &view,
            &Options::default().with_acceleration(BakuVariant::Fide),
        )
        .expect_err("refused");
    assert!(matches!(
        error,
        SystemError::Refused {
            option: OptionName::Acceleration,
            ..
        }
    ));
    let explained = chosen
        .explain(&view, &Options::default())
        .expect("explains");
    assert!(matches!(
        explained,
        rondo_pairing::ExplainOutcome::Explained { .. }
    ));
    let outcome = chosen.pair(&view, &Options::default()).expect("pairs");
    let checklist = chosen
        .checklist(&view, &outcome, &Options::default())
        .expect("checklist");
    assert_eq!(checklist.rows.len(), 6);
}

// Lim (C.04.4.3)
#[test]
fn the_maxi_tournament_option_reaches_the_lim_engine() {
    use rondo_core::{Colour, GameResult, Rating, RoundEntry};
    // Round 1: 1-3 and 4-2 drawn, so everyone has ½. In round 2 #1 (due Black) would meet #4
    // (due Black too); the second scrutiny (5.2) exchanges #4 for #2 (due White), but in a
    // Maxi-tournament only within 100 rating points (5.7), and #2 and #4 are 290 apart.
    let mut setup = setup(4, None);
    let ratings = [2400, 2390, 2200, 2100];
    let games = [
        (1, 3, Colour::White),
        (3, 1, Colour::Black),
        (4, 2, Colour::White),
        (2, 4, Colour::Black),
    ];
    for (player, rating) in setup.players.iter_mut().zip(ratings) {
        player.rating = Some(Rating(rating));
    }
    for (me, opponent, colour) in games {
        setup.players[me - 1].rounds = vec![RoundEntry::Game {
            opponent: PlayerId::new(opponent).expect("a start number"),
            colour,
            result: GameResult::Draw,
        }];
    }
    let tournament = Tournament::try_from(setup).expect("valid");
    let lim = resolve(&Choice::system(System::Lim), tournament.setup()).expect("resolves");
    let view = tournament.view(RoundNo::new(2).expect("round 2"));
    let boards = |options: &Options| -> Vec<(u16, u16)> {
        let PairingOutcome::Paired(pairing) = lim.pair(&view, options).expect("pairs") else {
            panic!("pairable");
        };
        let mut pairs: Vec<(u16, u16)> = pairing
            .boards
            .iter()
            .map(|b| {
                (
                    b.white.get().min(b.black.get()),
                    b.white.get().max(b.black.get()),
                )
            })
            .collect();
        pairs.sort_unstable();
        pairs
    };
    assert_eq!(boards(&Options::default()), [(1, 2), (3, 4)]);
    assert_eq!(
        boards(&Options::default().with_maxi_tournament(true)),
        [(1, 4), (2, 3)]
    );
}

// Dubov, Burstein, Lim: the witness of a round without a legal pairing
fn unpairable_setup(system: &str, players: u16, declared: u16) -> TournamentSetup {
    let mut setup = setup(players, Some(system));
    setup.declared_rounds = Some(declared);
    setup
}

fn witness_of(setup: TournamentSetup, round: u16) -> rondo_pairing::Obstruction {
    let tournament = Tournament::try_from(setup).expect("valid");
    let system = resolve(&Choice::default(), tournament.setup()).expect("resolves");
    assert!(
        matches!(system.descriptor().chosen_by, "dubov" | "burstein" | "lim"),
        "{}",
        system.descriptor().name
    );
    let view = tournament.view(RoundNo::new(round).expect("a round"));
    let outcome = system.pair(&view, &Options::default()).expect("pairs");
    let PairingOutcome::NoValidPairing(why) = outcome else {
        panic!(
            "{}: round {round} has no legal pairing",
            system.descriptor().name
        );
    };
    let explained = system
        .explain(&view, &Options::default())
        .expect("explains");
    let rondo_pairing::ExplainOutcome::NoValidPairing(explained) = explained else {
        panic!(
            "{}: the explanation pairs an unpairable round",
            system.descriptor().name
        );
    };
    assert_eq!(explained, why, "{}", system.descriptor().name);
    why.obstruction.expect("a witness")
}

#[test]
fn dubov_burstein_and_lim_name_the_players_who_cannot_be_paired() {
    use rondo_core::{GameResult, RoundEntry, Unplayed};
    use rondo_pairing::{BlockReason, Seat};
    let player = |n: u16| PlayerId::new(n).expect("a start number");
    for system in ["FIDE_DUBOV", "FIDE_BURSTEIN", "FIDE_LIM"] {
        // Three players who have met each other and each had the pairing-allocated bye: in
        // round 4 nobody can be paired (C.04.1 art. 3.1, 4 and each text's [C1]/[C2], Lim 2.1).
        let mut setup = unpairable_setup(system, 3, 4);
        let games = [(1, 2, 3), (3, 1, 2), (2, 3, 1)]; // white, black, bye, by round
        for (round, (white, black, bye)) in games.into_iter().enumerate() {
            let entry = |opponent: u16, colour| RoundEntry::Game {
                opponent: player(opponent),
                colour,
                result: GameResult::Draw,
            };
            let players = &mut setup.players;
            players[white - 1]
                .rounds
                .push(entry(black as u16, rondo_core::Colour::White));
            players[black - 1]
                .rounds
                .push(entry(white as u16, rondo_core::Colour::Black));
            players[bye - 1]
                .rounds
                .push(RoundEntry::Unplayed(Unplayed::PairingBye));
            let _ = round;
        }
        let witness = witness_of(setup, 4);
        assert_eq!(witness.barrier, [], "{system}");
        assert_eq!(witness.shortfall, 1, "{system}");
        let [group] = witness.groups.as_slice() else {
            panic!("{system}: one group, {:?}", witness.groups);
        };
        let [Seat::Player(alone)] = group.as_slice() else {
            panic!("{system}: one player, {group:?}");
        };
        // He met both others (in the rounds of the table above) and had the bye.
        let n = alone.get();
        let mut expected: Vec<(Seat, Vec<BlockReason>)> = games
            .iter()
            .enumerate()
            .filter(|(_, (w, b, _))| *w == usize::from(n) || *b == usize::from(n))
            .map(|(r, (w, b, _))| {
                let other = if *w == usize::from(n) { *b } else { *w };
                (
                    Seat::Player(player(other as u16)),
                    vec![BlockReason::Rematch {
                        rounds: vec![r as u16 + 1],
                    }],
                )
            })
            .collect();
        let bye_round = games
            .iter()
            .position(|(_, _, bye)| *bye == usize::from(n))
            .expect("each had the bye");
        expected.push((
            Seat::PairingBye,
            vec![BlockReason::ByeIneligible {
                rounds: vec![bye_round as u16 + 1],
            }],
        ));
        let mut found: Vec<(Seat, Vec<BlockReason>)> = witness
            .blocked
            .iter()
            .map(|pair| {
                assert_eq!(pair.seat, Seat::Player(*alone), "{system}");
                (pair.with, pair.reasons.clone())
            })
            .collect();
        found.sort_by_key(|(seat, _)| *seat);
        expected.sort_by_key(|(seat, _)| *seat);
        assert_eq!(found, expected, "{system}");
        assert!(witness.single_relaxations.is_empty(), "{system}");

        // Round 1 of four players, the first forbidden to meet any other (C1 / art. 2.1): he
        // is the witness, and allowing any one of his pairs would pair the round.
        let mut setup = unpairable_setup(system, 4, 1);
        setup.forbidden_pairs = (2..=4)
            .map(|other| rondo_core::ForbiddenPairs {
                first_round: None,
                last_round: None,
                players: vec![player(1), player(other)],
            })
            .collect();
        let witness = witness_of(setup, 1);
        assert_eq!(witness.groups, [vec![Seat::Player(player(1))]], "{system}");
        assert_eq!(witness.blocked.len(), 3, "{system}");
        assert!(
            witness
                .blocked
                .iter()
                .all(|pair| pair.reasons == [BlockReason::ForbiddenPair]),
            "{system}"
        );
        assert_eq!(witness.single_relaxations.len(), 3, "{system}");
    }
}

#[test]
fn each_key_chooses_the_system_it_names() {
    let keys = crate::keys();
    assert_eq!(
        keys,
        [
            "dutch",
            "harkness",
            "berger",
            "double-berger",
            "double-swiss",
            "burstein",
            "dubov",
            "lim",
            "team",
            "olympiad"
        ]
    );
    for key in keys {
        let choice = Choice::by_key(key).expect("a key chooses a system");
        if key == "team" {
            assert_eq!(choice.system, Some(System::TeamSwiss));
            continue;
        }
        if key == "olympiad" {
            assert_eq!(choice.system, Some(System::Olympiad));
            continue;
        }
        let system = resolve(&choice, &setup(4, None)).expect("the registry pairs it");
        assert_eq!(system.descriptor().chosen_by, key);
    }
    assert_eq!(Choice::by_key("us-swiss"), None);
}

/// Four players after round 1 (1 beat 3, 2 drew with 4) with round 2 published and no result
/// entered yet: no round after it may be paired.
fn pending_second_round() -> Tournament {
    use rondo_core::{Colour, GameResult, RoundEntry};
    let mut setup = setup(4, None);
    setup.declared_rounds = Some(5);
    let id = |n| PlayerId::new(n).expect("a start number");
    let game = |opponent, colour, result| RoundEntry::Game {
        opponent: id(opponent),
        colour,
        result,
    };
    let scheduled = |opponent, colour| RoundEntry::Scheduled {
        opponent: id(opponent),
        colour,
    };
    let rounds = [
        [
            game(3, Colour::White, GameResult::Win),
            scheduled(2, Colour::Black),
        ],
        [
            game(4, Colour::Black, GameResult::Draw),
            scheduled(1, Colour::White),
        ],
        [
            game(1, Colour::Black, GameResult::Loss),
            scheduled(4, Colour::White),
        ],
        [
            game(2, Colour::White, GameResult::Draw),
            scheduled(3, Colour::Black),
        ],
    ];
    for (player, rounds) in setup.players.iter_mut().zip(rounds) {
        player.rounds = rounds.to_vec();
        player.stated_points = None;
    }
    Tournament::try_from(setup).expect("valid")
}

/// Each engine's own entry point refuses a round while an earlier one has no results
/// (`Tournament::results_entered_before`), without the registry's help.
#[test]
fn every_engine_refuses_a_round_after_one_without_results() {
    let tournament = pending_second_round();
    let view = tournament.view(RoundNo::new(3).expect("round 3"));
    let lim = rondo_lim::pair_round(&view, &rondo_lim::LimOptions::default());
    assert!(
        matches!(&lim, Err(rondo_lim::LimError::PendingResults(p)) if p.round.get() == 2),
        "{lim:?}"
    );
    let harkness = rondo_harkness::pair_round(&view, &rondo_harkness::HarknessOptions::default());
    assert!(
        matches!(&harkness, Err(rondo_harkness::HarknessError::PendingResults(p)) if p.round.get() == 2),
        "{harkness:?}"
    );
    let double_swiss =
        rondo_double_swiss::pair_round(&view, &rondo_double_swiss::DoubleSwissOptions::default());
    assert!(
        matches!(&double_swiss, Err(rondo_double_swiss::DoubleSwissError::PendingResults(p)) if p.round.get() == 2),
        "{double_swiss:?}"
    );
    let dubov = rondo_dubov::pair_round(&view, &rondo_dubov::DubovOptions::default());
    assert!(
        matches!(&dubov, Err(rondo_dubov::DubovError::Pending(p)) if p.round.get() == 2),
        "{dubov:?}"
    );
    let burstein = rondo_burstein::pair_round(&view, &rondo_burstein::BursteinOptions::default());
    assert!(
        matches!(&burstein, Err(rondo_burstein::BursteinError::PendingResults(p)) if p.round.get() == 2),
        "{burstein:?}"
    );
    let dutch = rondo_dutch::pair_round(&view, &rondo_dutch::PairOptions::default());
    assert!(
        matches!(&dutch, Err(rondo_dutch::PairError::PendingResults(p)) if p.round.get() == 2),
        "{dutch:?}"
    );
    // The explanations pass through the same check.
    let lim = rondo_lim::explain_round(&view, &rondo_lim::LimOptions::default());
    assert!(matches!(lim, Err(rondo_lim::LimError::PendingResults(_))));
    let harkness =
        rondo_harkness::explain_round(&view, &rondo_harkness::HarknessOptions::default());
    assert!(matches!(
        harkness,
        Err(rondo_harkness::HarknessError::PendingResults(_))
    ));
}

#[test]
fn options_without_a_rule_in_the_text_are_refused_by_name() {
    let descriptor = |choice: Choice| {
        resolve(&choice, &TournamentSetup::default())
            .map(|system| system.descriptor())
            .unwrap()
    };
    let dutch = descriptor(Choice::default());
    let lim = descriptor(Choice::by_key("lim").unwrap());
    let maxi = Options::default().with_maxi_tournament(true);
    assert_eq!(maxi.refused_by(&dutch), Some(OptionName::MaxiTournament));
    assert_eq!(maxi.refused_by(&lim), None);
    assert_eq!(
        Options::default()
            .with_european_ranking(true)
            .refused_by(&lim),
        Some(OptionName::EuropeanRanking)
    );
}
