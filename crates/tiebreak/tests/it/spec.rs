//! Reading tie-break codes (C.07 art. 14, TRF `202`/`212`).

use rondo_tiebreak::{ParseTiebreakErrorKind, Rules, TeamScore, TiebreakCode, parse_tiebreak_list};

#[track_caller]
fn canonical(list: &str) -> String {
    parse_tiebreak_list(list)
        .expect("list parses")
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn modifiers_read_in_any_case_and_spelling() {
    assert_eq!(
        canonical("bh/c1, BH-M2; sb/c1/v2024"),
        "BH/C1 BH/M2 SB/C1/V2024"
    );
    assert_eq!(
        canonical("GE REP DE/P AOB/F TPN/R RTNG/R"),
        "REP REP DE/P AOB/F TPN/R RTNG/R"
    );
    assert_eq!(
        canonical("KS/L-2 KS/L+1 KS/L+1.0 KS/P60"),
        "KS/L-2 KS/L+1 KS/L+2 KS/P60"
    );
    assert_eq!(
        canonical("BH:MP/C1 EMGSB EDE MPVGP"),
        "BH:MP/C1 EMGSB DE MPVGP"
    );
    assert_eq!(
        canonical("TPR/D350/V2009 SUMBH HARKNESS/M2 CUMULATIVE/U USSB"),
        "TPR/D350/V2009 SUMBH HARKNESS/M2 CUMULATIVE/U USSB"
    );
}

#[test]
fn labels_keep_what_was_written() {
    let list = parse_tiebreak_list("bh/c1 GE").expect("parses");
    assert_eq!(list[0].label, "bh/c1");
    assert_eq!(list[0].code, TiebreakCode::Buchholz);
    assert_eq!((list[0].cut_low, list[0].cut_high), (1, 0));
    assert_eq!(list[1].label, "GE");
    assert_eq!(list[1].code, TiebreakCode::RoundsElectedToPlay);
}

#[test]
fn versions_and_team_scores() {
    let list = parse_tiebreak_list("BH/V2024 BH:GP SB/V2009").expect("parses");
    assert_eq!(list[0].version, Some(Rules::Fide2024));
    assert_eq!(list[1].team_score, Some(TeamScore::GamePoints));
    assert_eq!(list[2].rules(Rules::Fide2026), Rules::Fide2009);
}

#[test]
fn errors_name_the_code_and_the_problem() {
    let error = parse_tiebreak_list("BH XYZ").expect_err("unknown code");
    assert_eq!(error.code, "XYZ");
    assert!(matches!(error.kind, ParseTiebreakErrorKind::UnknownCode(_)));
    let error = parse_tiebreak_list("WIN/C1").expect_err("no cut for WIN");
    assert!(matches!(
        error.kind,
        ParseTiebreakErrorKind::ModifierNotApplicable(_)
    ));
    let error = parse_tiebreak_list("BH/Q").expect_err("unknown modifier");
    assert!(matches!(
        error.kind,
        ParseTiebreakErrorKind::UnknownModifier(_)
    ));
    let error = parse_tiebreak_list("BH/V1999").expect_err("unknown edition");
    assert!(matches!(
        error.kind,
        ParseTiebreakErrorKind::UnknownVersion(_)
    ));
    assert!(matches!(
        parse_tiebreak_list(" , ").expect_err("empty").kind,
        ParseTiebreakErrorKind::Empty
    ));
    assert_eq!(
        parse_tiebreak_list("SB/M1")
            .expect_err("no median for SB")
            .to_string(),
        "tie-break 'SB/M1': modifier 'M1' does not apply to this tie-break"
    );
}

#[test]
fn every_code_reads_back() {
    for code in TiebreakCode::ALL {
        let list = parse_tiebreak_list(code.name()).expect("own name parses");
        assert_eq!(list[0].code, code);
        assert!(!code.description().is_empty());
    }
}

#[test]
fn board_codes_chains_and_sssc_read_with_their_modifiers() {
    use rondo_tiebreak::BoardComparison;
    assert_eq!(
        canonical("bc tbr BBE edet/p EDEB EDEBT/P EDEBB sssc/k3/p SSSC/P sssc/f"),
        "BC TBR BBE EDET/P EDEB EDEBT/P EDEBB SSSC/P/K3 SSSC/P SSSC/F"
    );
    let list = parse_tiebreak_list("EDEBB/P SSSC/K4").expect("parses");
    assert_eq!(
        list[0].code,
        TiebreakCode::DirectEncounterChain {
            board_count: true,
            then: BoardComparison::BottomBoardElimination
        }
    );
    assert!(list[0].played_forfeits);
    assert_eq!(list[1].normalising_factor, Some(4));
    // `/Kx` belongs to SSSC alone (art. 13.4), is a whole number and divides: not zero.
    for (code, kind) in [
        ("BH/K3", "not applicable"),
        ("SSSC/K0", "unknown"),
        ("SSSC/K", "unknown"),
        ("BC/C1", "not applicable"),
        ("BC/F", "not applicable"),
    ] {
        let error = parse_tiebreak_list(code).expect_err(code);
        let matched = match kind {
            "unknown" => matches!(error.kind, ParseTiebreakErrorKind::UnknownModifier(_)),
            _ => matches!(error.kind, ParseTiebreakErrorKind::ModifierNotApplicable(_)),
        };
        assert!(matched, "{code}: {:?}", error.kind);
    }
    // Every C.07 (2026) code is computed now: nothing is left to report as not computed.
    assert!(rondo_tiebreak::NOT_COMPUTED.is_empty());
    for code in ["BC", "TBR", "BBE", "EDET", "EDEB", "EDEBT", "EDEBB", "SSSC"] {
        let parsed = parse_tiebreak_list(code).expect("parses");
        assert!(parsed[0].code.is_team_only(), "{code}");
    }
}

#[test]
fn a_file_without_teams_warns_of_its_team_codes() {
    use rondo_core::{Tournament, TournamentSetup};
    use rondo_tiebreak::skipped_file_tiebreaks;
    let mut setup = TournamentSetup::default();
    setup.header.tiebreaks = Some("EDET/P, BH/C1, EMGSB, XYZ".to_owned());
    let tournament = Tournament::try_from(setup).expect("valid");
    let skipped: Vec<(String, String)> = skipped_file_tiebreaks(&tournament)
        .into_iter()
        .map(|(record, error)| (record.to_owned(), error.to_string()))
        .collect();
    assert_eq!(
        skipped,
        [
            (
                "202".to_owned(),
                "tie-break 'XYZ': unknown tie-break 'XYZ' (expected a FIDE C.07 code such as BH, SB, DE, ARO, or one of SUMBH HARKNESS SOLKOFF CUMULATIVE USSB)".to_owned()
            ),
            (
                "202".to_owned(),
                "tie-break 'EDET/P': needs teams (C.07 art. 13.3); the individual standings leave it out".to_owned()
            ),
            (
                "202".to_owned(),
                "tie-break 'EMGSB': needs teams (C.07 art. 13.2); the individual standings leave it out".to_owned()
            ),
        ]
    );
}
