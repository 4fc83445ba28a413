//! The US systems, on the worked examples of the 1970 handbook of our sources (the US Open
//! championships of 1953 and 1954, `seeds/004`, lines 651–1075).

use rondo_core::{Tournament, Unplayed};
use rondo_tiebreak::Format;
use rondo_tiebreak::Rules::Fide2026;

use crate::builder::Builder;
use crate::check::{check, order};

/// The 1953 Southwest Open: John A. Hudson (1) and Leon Poliakoff (2) tied on 5 of 7 with four
/// others. The handbook lists their opponents by final place with final scores:
///
/// | Hudson | | | Poliakoff | | |
/// |---|---|---|---|---|---|
/// | drew 5th (Poliakoff) | 5 | 2.5 | drew 1st | 6 | 3 |
/// | drew 7th | 5 | 2.5 | beat 2nd | 6 | 6 |
/// | beat 8th | 5 | 5 | lost to 3rd | 5.5 | 0 |
/// | beat 9th | 5 | 5 | drew 4th (Hudson) | 5 | 2.5 |
/// | beat 10th | 4.5 | 4.5 | beat 10th | 4.5 | 4.5 |
/// | lost to 17th | 4 | 0 | beat 22nd | 3.5 | 3.5 |
/// | beat 30th | 3 | 3 | beat 43rd | 1 | 1 |
/// | S-B | | 22.5 | S-B | | 20.5 |
///
/// The rounds are ours except the first (Hudson met the 30th, Poliakoff the 43rd); the
/// opponents' other games are against one-game fillers, so every opponent played all rounds.
/// Start numbers: 3 = 1st, 4 = 2nd, 5 = 3rd, 6 = 7th, 7 = 8th, 8 = 9th, 9 = 10th, 10 = 17th,
/// 11 = 22nd, 12 = 30th, 13 = 43rd.
fn southwest_open_1953() -> Tournament {
    Builder::new(13, 7)
        .name(1, "Hudson, John A.")
        .name(2, "Poliakoff, Leon")
        .game(1, 1, 12, "1")
        .game(2, 1, 9, "1")
        .game(3, 6, 1, "=")
        .game(4, 1, 2, "=")
        .game(5, 1, 7, "1")
        .game(6, 8, 1, "0")
        .game(7, 10, 1, "1")
        .game(1, 2, 13, "1")
        .game(2, 3, 2, "=")
        .game(3, 2, 9, "1")
        .game(5, 4, 2, "0")
        .game(6, 5, 2, "1")
        .game(7, 2, 11, "1")
        .fill(3, &["1", "1", "1", "1", "1", "="]) // 6
        .fill(4, &["1", "1", "1", "1", "1", "1"]) // 6
        .fill(5, &["1", "1", "1", "1", "=", "0"]) // 5.5
        .fill(6, &["1", "1", "1", "1", "=", "0"]) // 5
        .fill(7, &["1", "1", "1", "1", "1", "0"]) // 5
        .fill(8, &["1", "1", "1", "1", "1", "0"]) // 5
        .fill(9, &["1", "1", "1", "1", "="]) // 4.5
        .fill(10, &["1", "1", "1", "0", "0", "0"]) // 4
        .fill(11, &["1", "1", "1", "=", "0", "0"]) // 3.5
        .fill(12, &["1", "1", "1", "0", "0", "0"]) // 3
        .fill(13, &["1", "0", "0", "0", "0", "0"]) // 1
        .build()
}

#[test]
fn southwest_open_1953_sonneborn_berger() {
    // "Total puntuación S-B 22.5 … 20.5": S-B puts Hudson ahead.
    let t = southwest_open_1953();
    check(&t, "PTS USSB SB", Fide2026, 1, "5.0 22.50 22.50");
    check(&t, "PTS USSB SB", Fide2026, 2, "5.0 20.50 20.50");
}

#[test]
fn southwest_open_1953_solkoff_ties() {
    // "la puntuación Solkoff es igual para ambos: 31.5".
    let t = southwest_open_1953();
    check(&t, "SOLKOFF", Fide2026, 1, "31.5");
    check(&t, "SOLKOFF", Fide2026, 2, "31.5");
}

#[test]
fn southwest_open_1953_harkness_median() {
    // Seven rounds: drop the highest and the lowest. Hudson 31.5 − 5 − 3 = 23.5, Poliakoff
    // 31.5 − 6 − 1 = 24.5: "se decide en favor de Poliakoff por 24.5 contra 23.5".
    let t = southwest_open_1953();
    check(&t, "HARKNESS", Fide2026, 1, "23.5");
    check(&t, "HARKNESS", Fide2026, 2, "24.5");
    let standings = order(&t, "HARKNESS SOLKOFF USSB", Fide2026, Format::Swiss);
    let hudson = standings.split(' ').position(|e| e.starts_with("1:"));
    let poliakoff = standings.split(' ').position(|e| e.starts_with("2:"));
    assert!(poliakoff < hudson, "{standings}");
}

/// Player 84 of the 1954 US Open (12 rounds): 4½ from his first five rounds (beat 97 and 103,
/// drew 12, beat 22 and 28), lost the next three, lost the ninth by default and withdrew
/// ("los tres juegos restantes se le declararon y anotaron perdidos"). Player 1 here is his
/// round-1 opponent, who plays nobody else, so his Solkoff is 84's adjusted score alone (his
/// own unplayed rounds count zero).
#[test]
fn us_open_1954_adjusted_score_of_a_withdrawn_player() {
    // "una PUNTUACION AJUSTADA de 6½ puntos": 4½ plus ½ for each of the four unplayed games.
    let mut builder = Builder::new(3, 12).game(1, 2, 1, "1").forfeit(9, 3, 2);
    for round in 10..=12 {
        builder = builder.zpb(round, 2);
    }
    // Player 3 plays on (rounds 10–12 are rounds of the tournament, not just absences).
    let t = builder
        .fill(2, &["1", "=", "1", "1", "0", "0", "0"])
        .fill(3, &["0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0"])
        .build();
    check(&t, "PTS", Fide2026, 2, "4.5");
    check(&t, "SOLKOFF", Fide2026, 1, "6.5");
}

#[test]
fn us_open_1954_adjusted_score_with_a_bye_and_defaults() {
    // Player 104 (here 2): 3 points from one game won over the board, a bye and a default win,
    // plus a default loss: "PUNTUACION AJUSTADA de 2½": 1 + 3 × ½. Round by round: L, bye, L,
    // L, L, L, L, L, default win, W, default loss, L.
    let t = Builder::new(4, 12)
        .game(1, 2, 1, "0")
        .pab(2, 2)
        .forfeit(9, 2, 3)
        .forfeit(11, 4, 2)
        .fill(2, &["0", "0", "0", "0", "0", "0", "1", "0"])
        .build();
    check(&t, "PTS", Fide2026, 2, "3.0");
    check(&t, "SOLKOFF", Fide2026, 1, "2.5");
}

/// Keith Hastings at the 1954 US Open: 7 points in 12 rounds, tied with twelve others. His
/// opponents' adjusted scores: 8, 7.5, 7.5, 7, 7, 6, 5, 5, 5, 4.5, 4, and player 84, whom he
/// beat by default and who therefore counts 0. The handbook's table does not show every result
/// legibly; ours give him 7: L L D L W W W W D W L and the default win.
fn hastings_1954() -> Tournament {
    let scores: [(&str, [&str; 11]); 11] = [
        ("0", ["1", "1", "1", "1", "1", "1", "1", "0", "0", "0", "0"]), // 8: beat Hastings + 7
        ("0", ["1", "1", "1", "1", "1", "1", "=", "0", "0", "0", "0"]), // 7.5
        ("=", ["1", "1", "1", "1", "1", "1", "1", "0", "0", "0", "0"]), // 7.5
        ("0", ["1", "1", "1", "1", "1", "1", "0", "0", "0", "0", "0"]), // 7
        ("1", ["1", "1", "1", "1", "1", "1", "1", "0", "0", "0", "0"]), // 7
        ("1", ["1", "1", "1", "1", "1", "1", "0", "0", "0", "0", "0"]), // 6
        ("1", ["1", "1", "1", "1", "1", "0", "0", "0", "0", "0", "0"]), // 5
        ("1", ["1", "1", "1", "1", "1", "0", "0", "0", "0", "0", "0"]), // 5
        ("=", ["1", "1", "1", "1", "=", "0", "0", "0", "0", "0", "0"]), // 5
        ("1", ["1", "1", "1", "1", "=", "0", "0", "0", "0", "0", "0"]), // 4.5
        ("0", ["1", "1", "1", "0", "0", "0", "0", "0", "0", "0", "0"]), // 4: beat Hastings + 3
    ];
    // Hastings is 1; his opponents are 2..=12 in rounds 1..=11, then a default win over 13.
    let mut builder = Builder::new(13, 12);
    for (index, (result, _)) in scores.iter().enumerate() {
        let round = index + 1;
        let opponent = u16::try_from(index + 2).expect("small");
        builder = builder.game(round, 1, opponent, result);
    }
    builder = builder.forfeit(12, 1, 13);
    for (index, (_, rest)) in scores.iter().enumerate() {
        builder = builder.fill(u16::try_from(index + 2).expect("small"), rest);
    }
    builder
        .fill(13, &["1", "1", "1", "=", "1", "0", "0", "0", "0", "0", "0"])
        .build()
}

#[test]
fn us_open_1954_hastings_median() {
    // "Puesto que fue un torneo de 12 rondas los dos contrincantes más altos y los dos más bajos
    // no son incluidos": 7.5 + 7 + 7 + 6 + 5 + 5 + 5 + 4.5 = 47.
    let t = hastings_1954();
    check(&t, "PTS HARKNESS", Fide2026, 1, "7.0 47.0");
    // Solkoff keeps all twelve: 8 + 7.5 + 7.5 + 7 + 7 + 6 + 5 + 5 + 5 + 4.5 + 4 + 0 = 66.5.
    check(&t, "SOLKOFF", Fide2026, 1, "66.5");
}

#[test]
fn withdrawn_player_counts_his_unplayed_games_as_zero() {
    // "uno de los jugadores se retiró después de haber jugado 4, en las que obtuvo 2.5 puntos":
    // opponents 4 (lost), 4 (drew), 3.5 (beat), 1.5 (beat), then three unplayed rounds counted
    // as opponents of 0. Seven rounds: drop the highest and the lowest, 4 and 0:
    // 4 + 3.5 + 1.5 + 0 + 0 = 9 ("Puntuación MEDIANA total. 9").
    let mut builder = Builder::new(5, 7)
        .game(1, 2, 1, "1")
        .game(2, 1, 3, "=")
        .game(3, 1, 4, "1")
        .game(4, 5, 1, "0");
    for round in 5..=7 {
        builder = builder.unplayed(round, 1, Unplayed::ZeroPointBye);
    }
    let t = builder
        .fill(2, &["1", "1", "1", "0", "0", "0"]) // 1 + 3 = 4
        .fill(3, &["1", "1", "1", "=", "0", "0"]) // ½ + 3.5 = 4
        .fill(4, &["1", "1", "1", "=", "0", "0"]) // 0 + 3.5
        .fill(5, &["1", "=", "0", "0", "0", "0"]) // 0 + 1.5
        .build();
    check(&t, "PTS HARKNESS", Fide2026, 1, "2.5 9.0");
}

#[test]
fn harkness_cuts_by_length() {
    // Up to 8 rounds one each way, 9–12 two, 13 or more three; /Mn chooses.
    let t = hastings_1954();
    // 66.5 − 8 − 0 = 58.5; 66.5 − (8 + 7.5 + 7.5) − (0 + 4 + 4.5) = 35.
    check(&t, "HARKNESS/M1", Fide2026, 1, "58.5");
    check(&t, "HARKNESS/M3", Fide2026, 1, "35.0");
}

#[test]
fn cumulative() {
    // Running scores 1, 1, 2, 3, 3, 4, 4.5 (W L W W L W D) add up to 18.5. With the round-3 win
    // by default and /U, that unplayed point comes off once: 17.5.
    let t = Builder::new(1, 7)
        .fill(1, &["1", "0", "1", "1", "0", "1", "="])
        .build();
    check(&t, "CUMULATIVE CUMULATIVE/U", Fide2026, 1, "18.5 18.5");
    let t = Builder::new(2, 7)
        .forfeit(3, 1, 2)
        .fill(1, &["1", "0", "1", "0", "1", "="])
        .build();
    check(&t, "CUMULATIVE CUMULATIVE/U", Fide2026, 1, "18.5 17.5");
}
