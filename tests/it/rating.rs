//! `rondo rating`: FIDE rating changes from a tournament file.

use crate::support::{arg, rondo};

/// A 001 line with the fields at their TRF columns.
fn player_line(id: u16, name: &str, rating: u16, born: &str, points: &str, rounds: &str) -> String {
    format!(
        "001 {id:>4}      {name:<33} {rating:>4} ENG             {born:<10} {points:>4} {id:>4}  {rounds}"
    )
}

fn file() -> String {
    [
        "012 Rating example".to_owned(),
        "052 2026/05/01".to_owned(),
        player_line(
            1,
            "Player, A",
            2000,
            "1970/01/01",
            "1.5",
            "   2 w 1     3 b =",
        ),
        player_line(
            2,
            "Player, B",
            2100,
            "1970/01/01",
            "0.5",
            "   1 b 0  0000 - H",
        ),
        player_line(
            3,
            "Player, C",
            1900,
            "2010/01/01",
            "1.0",
            "0000 - H     1 w =",
        ),
    ]
    .join("\n")
}

#[test]
fn rating_change_reproduces_the_worked_example() {
    // 2000 beats 2100 (expected 0.36) and draws 1900 (expected 0.64): 20 × (1.5 − 1.00) = +10.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.trf");
    std::fs::write(&path, file()).unwrap();
    let run = rondo(&["rating", arg(&path), "--format", "json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let rows: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(rows[0]["expected"], "1.00");
    assert_eq!(rows[0]["k"], 20);
    assert_eq!(rows[0]["change"], 10);
    // Player C is 16 in 2026: a junior below 2300 has K = 40; a draw against 2000 with
    // expected 0.36 gives 40 × 0.14 = +5.6, rounded to +6.
    assert_eq!(rows[2]["k"], 40);
    assert_eq!(rows[2]["change"], 6);
    // Overrides win.
    let run = rondo(&["rating", arg(&path), "--format", "json", "--k", "1=10"]);
    let rows: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(rows[0]["change"], 5);
    let bad = rondo(&["rating", arg(&path), "--k", "x"]);
    assert_eq!(bad.code, 2);
}
