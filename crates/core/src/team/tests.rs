use super::*;

#[test]
fn team_codes_name_type_scores_and_acceleration() {
    let rules = |code| TeamRules::from_code(code).unwrap();
    // Bare FIDE_TEAM is the text's default (art. 1.2.2, 1.7): Type A, MP primary, GP for colours.
    assert_eq!(rules("FIDE_TEAM"), TeamRules::default());
    assert_eq!(
        rules("FIDE_TEAM_BAKU"),
        TeamRules {
            baku: true,
            ..TeamRules::default()
        }
    );
    let b = rules("fide_team_typeb_gp_mp");
    assert_eq!(b.preference, PreferenceType::TypeB);
    assert_eq!(b.primary, TeamScoreKind::GamePoints);
    assert!(b.secondary_for_colours);
    let a = rules("FIDE_TEAM_TYPEA_MP");
    assert_eq!(a.preference, PreferenceType::TypeA);
    assert_eq!(a.primary, TeamScoreKind::MatchPoints);
    assert!(!a.secondary_for_colours);
    // Scores named without a type: no colour preferences at all.
    let none = rules("FIDE_TEAM_MP_GP_BAKU");
    assert_eq!(none.preference, PreferenceType::NoPreferences);
    assert!(none.baku && none.secondary_for_colours);
    let custom = rules("CUSTOM_TEAM_SWISS_GP");
    assert!(!custom.fide);
    assert_eq!(custom.primary, TeamScoreKind::GamePoints);
    assert_eq!(custom.preference, PreferenceType::NoPreferences);
    assert_eq!(TeamRules::from_code("FIDE_TEAM_ROUNDROBIN"), None);
    assert_eq!(TeamRules::from_code("FIDE_DUTCH_2025"), None);
    assert_eq!(TeamRules::from_code("FIDE_TEAM_TYPEC"), None);
}

#[test]
fn board_colours_follow_the_sequence_or_alternate() {
    use Colour::{Black, White};
    let wbbw = BoardColours(vec![White, Black, Black, White]);
    let colours: Vec<Colour> = (1..=5)
        .map(|board| BoardColours::first_team_colour(Some(&wbbw), board))
        .collect();
    assert_eq!(colours, vec![White, Black, Black, White, White]);
    let default: Vec<Colour> = (1..=4)
        .map(|board| BoardColours::first_team_colour(None, board))
        .collect();
    assert_eq!(default, vec![White, Black, White, Black]);
}
