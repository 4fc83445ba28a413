//! `rondo pair`, `rondo check`, `rondo audit` and `--explain`/`--checklist` with the Burstein
//! system (C.04.4.2, 2026): a hand-worked file and generated tournaments.

use rondo_core::{System, Tournament};
use rondo_systems::{Choice, Options, resolve};

use crate::support::{arg, fixtures, generated, rondo};

/// Worked by hand (round 3 of 5: the two seeding rounds are over, art. 1.6.2). Scores 1.5:
/// 1, 2, 3; 1: 5; 0.5: 6; 0: 4. Index (art. 1.7): Buchholz 2 = 2.5, 1 = 1.5, 3 = 0.5, so the
/// bracket is BSN 1 = 2, BSN 2 = 1, BSN 3 = 3 (art. 1.8: scores unused). 1 and 2 have met, so
/// one pair: 2-3 with 1 floating, or 1-3 with 2 floating; only 1 can meet 5 in the following
/// bracket ([C7]), and 2-3 is also the first candidate of art. 4.3. Then 5-1, and 6 (alone)
/// floats to 4. Colours by 5.2.2: 3 White against 2 (mild Black), 1 White against 5
/// (absolute Black), 6 (absolute White) against 4. Board order C.04.2: 3-2 (1.5 + 1.5),
/// 1-5 (1.5 + 1), 6-4.
#[test]
fn pairs_a_small_file_by_the_burstein_system() {
    let file = fixtures().join("burstein/small.trf");
    for args in [
        vec!["pair", arg(&file), "--format", "pairs"],
        vec![
            "pair",
            arg(&file),
            "--system",
            "burstein",
            "--format",
            "pairs",
        ],
    ] {
        let pairs = rondo(&args);
        assert_eq!(pairs.code, 0, "{}", pairs.stderr);
        assert_eq!(pairs.stdout, "3\n3 2\n1 5\n6 4\n");
    }
    let text = rondo(&["pair", arg(&file)]);
    assert!(
        text.stdout.contains("FIDE Burstein 2026"),
        "{}",
        text.stdout
    );
}

#[test]
fn explains_the_index_order_and_the_seeding_rounds() {
    let file = fixtures().join("burstein/small.trf");
    let explained = rondo(&["pair", arg(&file), "--explain"]);
    assert_eq!(explained.code, 0, "{}", explained.stderr);
    let text = explained.stdout;
    assert!(
        text.contains("FIDE Burstein system, C.04.4.2 (2026)"),
        "{text}"
    );
    assert!(
        text.contains("[1.6] the 2 seeding rounds are over"),
        "{text}"
    );
    assert!(
        text.contains(
            "[1.8] ranked by Index (Buchholz, then Sonneborn-Berger, higher first), then TPN; \
             scores are not used: BSN 1 = 2 (Buchholz 2.5, SB 1.75), BSN 2 = 1 (Buchholz 1.5, \
             SB 0.75), BSN 3 = 3 (Buchholz 0.5, SB 0.25)"
        ),
        "{text}"
    );
    assert!(text.contains("[4.3] the first candidate"), "{text}");
    assert!(text.contains("[5.2.2]"), "{text}");

    // Round 2 is a seeding round: the Dutch explanation, with the article that sends it there.
    let seeding = rondo(&["pair", arg(&file), "--round", "2", "--explain"]);
    assert_eq!(seeding.code, 0, "{}", seeding.stderr);
    assert!(
        seeding
            .stdout
            .contains("a seeding round (the first 2 rounds): paired by the FIDE (Dutch) System"),
        "{}",
        seeding.stdout
    );

    let checklist = rondo(&["pair", arg(&file), "--checklist"]);
    assert_eq!(checklist.code, 0, "{}", checklist.stderr);
}

#[test]
fn audits_a_hand_made_pairing_against_the_absolute_criteria() {
    let dir = tempfile::tempdir().unwrap();
    let file = fixtures().join("burstein/small.trf");
    // 1-2 is a rematch ([C1]); 5 and 4... 6 and 5 met as well.
    let pairs = dir.path().join("pairs.txt");
    std::fs::write(&pairs, "3\n1 2\n3 4\n6 5\n").unwrap();
    let audit = rondo(&["audit", arg(&file), "--round", "3", "--pairs", arg(&pairs)]);
    assert_eq!(audit.code, 1, "{}{}", audit.stdout, audit.stderr);
    assert!(audit.stdout.contains("C1"), "{}", audit.stdout);
}

/// 1-3 with 2 floating breaks no absolute criterion, but 2 cannot meet 5 in the following
/// bracket, which 1 could ([C7]): the audit finds it worse at the first bracket.
#[test]
fn audits_a_legal_pairing_that_is_worse_by_c7() {
    let dir = tempfile::tempdir().unwrap();
    let file = fixtures().join("burstein/small.trf");
    let pairs = dir.path().join("pairs.txt");
    std::fs::write(&pairs, "3\n1 3\n6 2\n4 5\n").unwrap();
    let audit = rondo(&["audit", arg(&file), "--round", "3", "--pairs", arg(&pairs)]);
    assert_eq!(audit.code, 1, "{}{}", audit.stdout, audit.stderr);
    assert!(
        audit.stdout.contains("absolute rules: none broken"),
        "{}",
        audit.stdout
    );
    assert!(
        audit.stdout.contains(
            "first difference: bracket 1 (score 1.5), C7 (the following bracket leaves as few \
             players unpaired as possible): this pairing 2, the engine 0"
        ),
        "{}",
        audit.stdout
    );
}

#[test]
fn generated_burstein_tournaments_pass_the_checker() {
    let dir = tempfile::tempdir().unwrap();
    let burstein = resolve(
        &Choice::system(System::Burstein),
        &rondo_core::TournamentSetup::default(),
    )
    .unwrap();
    for (players, rounds, seed) in [(17u16, 7u16, 1u64), (24, 9, 2)] {
        let config = rondo_pairing::GenerateConfig::default()
            .with_players(players)
            .with_rounds(rounds)
            .with_seed(seed);
        let setup = burstein.generate(&config, &Options::default()).unwrap();
        let tournament = Tournament::try_from(setup.clone()).unwrap();
        assert_eq!(tournament.paired_rounds(), rounds);
        let path = dir.path().join(format!("burstein-{players}.trf"));
        let bytes = rondo_trf::write_setup(&setup, &rondo_trf::WriteOptions::default());
        std::fs::write(&path, bytes).unwrap();
        let check = rondo(&["check", arg(&path)]);
        assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
        assert!(
            check.stdout.contains(&format!(
                "{rounds} round(s) checked with the Burstein 2026 rules, {rounds} agree, 0 differ"
            )),
            "{}",
            check.stdout
        );
        let audit = rondo(&["audit", arg(&path), "--round", "6"]);
        assert_eq!(audit.code, 0, "{}{}", audit.stdout, audit.stderr);
    }
}

#[test]
fn rondo_generate_writes_a_burstein_tournament_that_checks() {
    let dir = tempfile::tempdir().unwrap();
    let plain = generated(dir.path(), "19", "7", "4", &["--system", "burstein"]);
    let file = std::fs::read_to_string(&plain).unwrap();
    assert!(file.contains("192 FIDE_BURSTEIN"), "{file}");
    let baku = dir.path().join("baku");
    std::fs::create_dir(&baku).unwrap();
    let accelerated = generated(
        &baku,
        "19",
        "7",
        "4",
        &["--system", "burstein", "--accelerate", "baku"],
    );
    let file = std::fs::read_to_string(&accelerated).unwrap();
    assert!(file.contains("\n250 "), "{file}");
    for path in [plain, accelerated] {
        let check = rondo(&["check", arg(&path)]);
        assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
        assert!(
            check
                .stdout
                .contains("7 round(s) checked with the Burstein 2026 rules, 7 agree, 0 differ"),
            "{}",
            check.stdout
        );
    }
}

// Differential class (docs/differential.md): when two pairings of a bracket comply equally with
// [C1]–[C8], art. 3.2.2 takes the one that comes first in the order of art. 4.3; nothing in the
// text makes a pair worth more because of which of its players ranks higher. In round 4 of this
// generated event the 2.5 bracket (2, 5, 6, 3, 9, 16 by Index) can be paired 2-3 5-9 6-16 (BSNs
// 1-4, 2-5, 3-6) or 2-3 5-6 9-16 (1-4, 2-3, 5-6): the audit finds them equal criterion by
// criterion, and the engine takes the first in the order, which a peer weighting [C7] by the
// higher-ranked player's score does not.
#[test]
fn equal_candidates_are_decided_by_the_order_of_art_4_3() {
    let file = fixtures().join("burstein/floater-tie.trf");
    let other = fixtures().join("burstein/floater-tie-other-round-4.txt");
    let run = rondo(&["pair", arg(&file), "--round", "4", "--format", "pairs"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    for board in ["3 2", "5 9", "6 16"] {
        assert!(lines.contains(&board), "{board}\n{}", run.stdout);
    }
    let audit = rondo(&[
        "audit",
        arg(&file),
        "--round",
        "4",
        "--pairs",
        arg(&other),
        "--format",
        "json",
    ]);
    assert_eq!(audit.code, 0, "{}", audit.stderr);
    let json: serde_json::Value = serde_json::from_str(&audit.stdout).expect("json");
    assert_eq!(
        json["audit"]["quality"]["verdict"], "equal",
        "{}",
        audit.stdout
    );
    assert_eq!(json["audit"]["breaches"].as_array().map(Vec::len), Some(0));
    let text = rondo(&["audit", arg(&file), "--round", "4", "--pairs", arg(&other)]);
    assert!(
        text.stdout
            .contains("the rules take the one they try first, art. 3.2.2 and 4.3: the engine's"),
        "{}",
        text.stdout
    );
}
