use rondo_core::{
    Colour, GameResult, Player, PlayerId, RoundEntry, Tournament, TournamentSetup, Unplayed,
};
use rondo_tiebreak::{StandingsOptions, crosstable, parse_tiebreak_list, standings};

use super::*;

fn id(n: u16) -> PlayerId {
    PlayerId::new(n).expect("valid id")
}

fn game(opponent: u16, colour: Colour, result: GameResult) -> RoundEntry {
    RoundEntry::Game {
        opponent: id(opponent),
        colour,
        result,
    }
}

/// Five players, two rounds: 1 beats 2 and draws 3; 3 beats 4; 2 beats 4; 5 has the PAB and
/// then a half-point bye. Player 2's name needs quoting in CSV and escaping in HTML.
fn tournament() -> Tournament {
    let mut players = vec![
        Player::new(id(1), "Alpha, Ann"),
        Player::new(id(2), "Beta, \"Bo\" <B>"),
        Player::new(id(3), "Gamma, Gil"),
        Player::new(id(4), "Delta, Dee"),
        Player::new(id(5), "Epsilon, Eve"),
    ];
    players[0].rounds = vec![
        game(2, Colour::White, GameResult::Win),
        game(3, Colour::Black, GameResult::Draw),
    ];
    players[1].rounds = vec![
        game(1, Colour::Black, GameResult::Loss),
        game(4, Colour::White, GameResult::Win),
    ];
    players[2].rounds = vec![
        game(4, Colour::White, GameResult::Win),
        game(1, Colour::White, GameResult::Draw),
    ];
    players[3].rounds = vec![
        game(3, Colour::Black, GameResult::Loss),
        game(2, Colour::Black, GameResult::Loss),
    ];
    players[4].rounds = vec![
        RoundEntry::Unplayed(Unplayed::PairingBye),
        RoundEntry::Unplayed(Unplayed::HalfPointBye),
    ];
    Tournament::try_from(TournamentSetup {
        players,
        ..TournamentSetup::default()
    })
    .expect("consistent")
}

fn table(list: &str) -> Standings {
    standings(
        &tournament(),
        &parse_tiebreak_list(list).expect("list"),
        &StandingsOptions::default(),
    )
    .expect("standings")
}

#[test]
fn csv_layout_is_the_contract() {
    let text = csv(&table("BH/C1, SB, bh"));
    // 2026 rules. Points: 1, 3 and 5 have 1.5. Player 5's PAB and last-round HPB are dummies
    // capped at ½ × 2 rounds = 1.0 (art. 16.4): BH 2.0; BH/C1 cuts the HPB, a VUR: 1.0.
    // BH/C1 of 1 and 3 is 1.5 each; SB separates them: 1.5·1 + 1.0·½ = 1.75 against
    // 0·1 + 1.5·½ = 0.75.
    let expected = "\
rank,start_number,name,points,BH/C1,SB,bh
1,1,\"Alpha, Ann\",1.5,1.5,1.75,2.5
2,3,\"Gamma, Gil\",1.5,1.5,0.75,1.5
3,5,\"Epsilon, Eve\",1.5,1.0,1.50,2.0
4,2,\"Beta, \"\"Bo\"\" <B>\",1.0,1.5,0.00,1.5
5,4,\"Delta, Dee\",0.0,1.5,0.00,2.5
";
    assert_eq!(text, expected);
}

#[test]
fn text_table_is_aligned() {
    let text = text(&table("BH"));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "Standings after round 2 (tie-breaks by the 2026 rules)"
    );
    assert!(lines[2].starts_with("Rk  SNo  Name"), "{text}");
    assert_eq!(lines.len(), 3 + 5);
}

#[test]
fn crosstable_names_opponents_by_place() {
    let standings = table("BH");
    let cross = crosstable(&tournament(), None);
    let text = crosstable_text(&standings, &cross);
    // Alpha is first; Beta (start number 2) is fourth in the list.
    assert!(text.contains("4w1"), "{text}");
    assert!(text.contains("PAB"), "{text}");
}

#[test]
fn json_has_numbers_and_labels() {
    let standings = table("BH/C1 SB");
    let cross = crosstable(&tournament(), None);
    let value: serde_json::Value =
        serde_json::from_str(&json(&standings, Some(&cross), None, None)).expect("valid JSON");
    assert_eq!(value["rules"], 2026);
    assert_eq!(value["tiebreaks"][1], "SB");
    assert_eq!(value["standings"][0]["tiebreaks"]["SB"], 1.75);
    assert_eq!(value["standings"][0]["points"], 1.5);
    assert_eq!(value["crosstable"][4]["rounds"][0]["kind"], "pairing_bye");
}

#[test]
fn html_is_a_self_contained_page() {
    let standings = table("BH/C1 SB");
    let cross = crosstable(&tournament(), None);
    let page = html(&Page {
        title: "Club <Championship>",
        subtitle: "Somewhere, 2026",
        standings: &standings,
        crosstable: &cross,
        teams: None,
    });
    assert!(page.starts_with("<!DOCTYPE html>"));
    assert!(page.contains("<title>Club &lt;Championship&gt;</title>"));
    assert!(page.contains("Beta, &quot;Bo&quot; &lt;B&gt;"));
    assert!(page.contains("@media print"));
    assert!(!page.contains("<script"));
    assert!(!page.contains("http"), "no external assets");
    assert_eq!(
        page.matches("<table").count(),
        page.matches("</table>").count()
    );
    assert_eq!(page.matches("<tr>").count(), page.matches("</tr>").count());
}

/// The file list of `spring-open.trf` replaced by `list` (a `202` record).
fn spring_open_listing(list: &str) -> rondo_trf::TrfFile {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/examples/spring-open.trf"
    );
    let text = std::fs::read_to_string(path).expect("fixture");
    rondo_trf::read(format!("{text}{list}\r\n").as_bytes()).expect("reads")
}

#[test]
fn codes_the_standings_leave_out_are_placed_at_the_code_in_the_record() {
    let file = spring_open_listing("202 BH, xyz, EDET");
    let tournament = rondo_trf::check(&file, &rondo_trf::CheckOptions::default())
        .expect("checks")
        .tournament;
    let skipped = rondo_tiebreak::skipped_file_tiebreaks(&tournament);
    let path = std::path::Path::new("open.trf");
    let line = file.last_record_line(&["202"]).expect("record").0;
    let rendered = skipped_file_tiebreaks(path, &file, &skipped, Severity::Warning);
    let at = |column: usize| format!("open.trf:{line}:{column}: warning: tie-break '");
    // Each at its code as written: `xyz` at column 9, `EDET` at 14.
    assert!(
        rendered.starts_with(&format!("{}xyz'", at(9))),
        "{rendered}"
    );
    assert!(rendered.contains(&format!("{}EDET'", at(14))), "{rendered}");
    assert_eq!(
        rendered
            .matches("; the standings use the rest of the list")
            .count(),
        2
    );
}

#[test]
fn an_error_of_the_file_list_is_placed_at_its_record_else_at_the_top() {
    let error = rondo_tiebreak::StandingsError::TeamOnly("EDET".to_owned());
    let path = std::path::Path::new("open.trf");
    let file = spring_open_listing("202 EDET");
    let line = file.last_record_line(&["202"]).expect("record").0;
    assert_eq!(
        file_tiebreak_error(path, &file, &error),
        format!(
            "open.trf:{line}:5: error: {error}\n {line} | 202 EDET\n {} |     ^\n",
            " ".repeat(line.to_string().len())
        )
    );
    let file = spring_open_listing("");
    assert_eq!(
        file_tiebreak_error(path, &file, &error),
        format!("open.trf:1:1: error: {error}\n")
    );
}
