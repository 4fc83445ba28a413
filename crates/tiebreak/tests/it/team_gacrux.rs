//! Team standings on team files against an independent implementation: Gacrux's tie-break
//! checker (Otto Milvang, TEC reference software) run outside the project on the same files.
//! The figures below are its output (facts); every difference is argued from the text.

use rondo_core::Tournament;
use rondo_tiebreak::{Rules, StandingsOptions, TeamScore, parse_tiebreak_list, team_standings};

/// The rules Gacrux applies to these files: the edition in force at their dates, before the
/// 2026 cap of the dummy opponent's score (C.07 art. 16.4).
fn gacrux_rules() -> StandingsOptions {
    StandingsOptions::default().with_rules(Rules::Fide2024)
}

fn load(name: &str) -> Tournament {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/trf/team")
        .join(name);
    let file = rondo_trf::read(&std::fs::read(path).unwrap()).unwrap();
    rondo_trf::check(&file, &rondo_trf::CheckOptions::default())
        .unwrap()
        .tournament
}

/// Rondo's values, one line per team in team-number order: `team MP GP value...`.
fn ours(tournament: &Tournament, list: &str) -> Vec<String> {
    let specs = parse_tiebreak_list(list).unwrap();
    let standings =
        team_standings(tournament, TeamScore::MatchPoints, &specs, &gacrux_rules()).unwrap();
    let mut rows = standings.rows.clone();
    rows.sort_by_key(|row| row.team);
    rows.iter()
        .map(|row| {
            let mut line = format!("{} {} {}", row.team, row.match_points, row.game_points);
            for value in &row.values {
                line.push_str(&format!(" {value}"));
            }
            line
        })
        .collect()
}

/// Gacrux 1.11.65, `tiebreakchecker -t MPTS GPTS MPVGP BH:MP BH:MP/C1/P EMGSB EMGSB/C1/P BH:GP
/// EGGSB EMMSB -F TXT` on FIDE's TRF-2026 team sample (its file date selects the 2024-08
/// rules: the dummy opponent of an unplayed round has the team's own score).
const GACRUX_SAMPLE: &str = "
    StartNo Rank MPTS GPTS MPVGP BH:MP BH:MP/C1/P EMGSB EMGSB/C1/P BH:GP EGGSB EMMSB
    1 13 15 28.0 28.0 218 207 420.0 392.5 417.0 817.75 205
    2 19 14 26.5 26.5 222 209 410.5 380.5 412.5 774.50 197
    3 6 19 32.5 32.5 244 230 562.0 534.0 433.0 999.00 321
    4 17 14 27.0 27.0 221 210 400.0 372.5 417.5 778.50 182
    5 11 15 29.5 29.5 221 210 444.0 416.5 416.5 857.25 205
    6 5 19 32.5 32.5 244 231 560.5 528.0 433.5 1000.75 318
    7 39 9 17.5 17.5 165 156 237.5 237.5 312.0 452.00 113
    8 3 19 35.0 35.0 243 230 593.0 541.0 432.0 1069.50 318
    9 20 13 27.0 27.0 221 211 397.5 374.0 413.5 767.50 170
    10 31 11 21.0 21.0 193 184 308.0 308.0 371.5 602.25 156
    11 8 19 32.0 32.0 240 229 544.0 522.0 434.0 985.25 316
    12 18 14 27.0 27.0 212 201 390.0 362.5 408.5 774.75 183
    13 7 19 32.5 32.5 243 230 560.5 528.0 433.0 1001.00 316
    14 23 13 25.5 25.5 195 182 348.5 313.0 383.5 694.75 172
    15 27 12 24.0 24.0 182 176 316.0 328.0 366.0 638.25 158
    16 1 20 33.5 33.5 238 225 567.0 528.0 428.5 1022.00 328
    17 30 11 22.0 22.0 181 170 292.0 292.0 365.0 597.00 140
    18 4 19 34.0 34.0 245 232 591.5 552.5 431.5 1044.00 323
    19 9 19 31.5 31.5 244 231 543.5 511.0 435.0 974.75 318
    20 15 14 28.0 28.0 194 182 382.5 356.5 390.0 774.25 183
    21 26 12 25.5 25.5 198 187 358.5 331.0 392.0 713.00 165
    22 2 20 32.0 32.0 237 224 537.0 504.5 427.5 965.25 327
    23 35 9 22.5 22.5 181 176 301.5 309.5 372.5 609.75 114
    24 28 11 26.5 26.5 180 174 334.0 306.0 380.5 714.75 128
    25 41 8 16.0 16.0 158 156 213.5 213.5 315.0 430.75 101
    26 37 9 19.5 19.5 157 152 231.5 231.5 327.0 481.00 100
    27 34 9 23.5 23.5 165 165 275.5 291.5 365.5 612.50 96
    28 14 14 29.0 29.0 179 165 362.0 339.5 376.5 772.75 168
    29 32 10 23.0 23.0 178 168 297.0 274.5 371.0 621.00 120
    30 12 15 29.5 29.5 193 174 404.0 349.5 396.0 832.50 199
    31 25 13 22.0 22.0 183 169 276.0 249.5 349.5 554.50 154
    32 21 13 27.0 27.0 178 167 342.0 311.5 370.0 712.75 164
    33 38 9 19.5 19.5 155 150 228.0 228.0 341.5 510.50 99
    34 22 13 27.0 27.0 176 166 323.0 287.5 376.0 708.25 150
    35 10 15 30.0 30.0 179 167 385.0 359.0 386.0 832.75 188
    36 46 6 13.5 13.5 121 131 150.0 150.0 265.0 327.25 63
    37 42 8 16.0 16.0 151 143 203.0 203.0 312.0 430.50 97
    38 45 6 14.5 14.5 141 142 192.5 192.5 310.0 407.00 83
    39 16 14 27.5 27.5 180 166 346.5 324.0 368.0 719.25 171
    40 33 9 24.5 24.5 162 159 287.0 273.5 363.0 638.25 104
    41 49 4 11.0 11.0 105 101 131.5 131.5 250.5 296.50 44
    42 40 8 19.0 19.0 147 146 216.0 224.0 327.0 474.00 87
    43 36 9 22.5 22.5 169 164 269.0 251.0 361.5 580.50 99
    44 44 7 15.5 15.5 137 134 183.5 183.5 298.5 400.00 82
    45 29 11 24.0 24.0 165 154 274.0 256.0 362.5 612.50 120
    46 50 3 10.0 10.0 84 81 99.0 99.0 219.5 229.00 27
    47 24 13 24.5 24.5 182 169 317.0 292.0 361.0 635.50 166
    48 43 7 18.5 18.5 136 138 196.5 208.5 319.5 450.25 69
    49 48 4 12.5 12.5 98 94 124.5 124.5 250.0 289.50 39
    50 47 6 13.5 13.5 115 109 142.0 142.0 263.5 327.50 65
";

fn close(a: &str, b: &str) -> bool {
    let (a, b): (f64, f64) = (a.parse().unwrap(), b.parse().unwrap());
    (a - b).abs() < 1e-9
}

#[test]
fn fide_sample_team_standings_equal_gacrux() {
    let tournament = load("grandmommys-cup.trf");
    let ours = ours(
        &tournament,
        "MPVGP BH:MP BH:MP/C1/P EMGSB EMGSB/C1/P BH:GP EGGSB EMMSB",
    );
    let lines: Vec<&str> = GACRUX_SAMPLE.trim().lines().skip(1).collect();
    assert_eq!(lines.len(), 50);
    for line in lines {
        let theirs: Vec<&str> = line.split_whitespace().collect();
        let team: u16 = theirs[0].parse().unwrap();
        let mine = ours
            .iter()
            .find(|l| l.split_whitespace().next() == Some(theirs[0]))
            .unwrap();
        let mine: Vec<&str> = mine.split_whitespace().skip(1).collect();
        // Their columns: start number, rank, then the values.
        for (index, (a, b)) in mine.iter().zip(&theirs[2..]).enumerate() {
            assert!(
                close(a, b),
                "team {team}, column {index}: rondo {a}, Gacrux {b}"
            );
        }
    }
}

/// Gacrux on `bye-on-every-board.trf` (`-t MPTS GPTS BH:MP BH:GP EMMSB EMGSB`): team, MP, GP,
/// BH:MP, BH:GP, EMMSB, EMGSB.
const GACRUX_BYES: [(u16, [f64; 6]); 5] = [
    (1, [6.0, 5.5, 7.0, 9.0, 14.0, 13.0]),
    (2, [2.0, 3.0, 11.0, 11.0, 5.0, 7.0]),
    (3, [2.0, 3.5, 7.0, 9.0, 4.0, 7.5]),
    (4, [2.0, 3.5, 10.0, 12.0, 4.0, 9.0]),
    (5, [3.0, 2.5, 10.0, 12.0, 6.0, 5.0]),
];

#[test]
fn the_team_pab_is_a_drawn_match_where_gacrux_gives_a_win_per_board() {
    // C.04.6 art. 1.4 (2026): the team receiving the pairing-allocated bye gets "the match
    // points and game points of a drawn match" unless the regulations say otherwise (no 320
    // record here says otherwise). Gacrux scores the boards' U codes instead, a win per board:
    // two game points where the text gives one. Match points agree (a drawn match), and so do
    // all match-point tie-breaks; each game-point total differs by exactly one point per PAB.
    let tournament = load("bye-on-every-board.trf");
    let ours = ours(&tournament, "BH:MP BH:GP EMMSB");
    for (team, theirs) in GACRUX_BYES {
        let mine: Vec<f64> = ours[usize::from(team) - 1]
            .split_whitespace()
            .skip(1)
            .map(|v| v.parse().unwrap())
            .collect();
        let pab_rounds = f64::from(u8::from(matches!(team, 2..=4)));
        assert_eq!(mine[0], theirs[0], "team {team} MP");
        assert_eq!(mine[1] + pab_rounds, theirs[1], "team {team} GP");
        assert_eq!(mine[2], theirs[2], "team {team} BH:MP");
        assert_eq!(mine[4], theirs[4], "team {team} EMMSB");
    }
}

// Gacrux 1.11.65 on FIDE's sample, one run per code after the match points:
// `tiebreakchecker -t MPTS <code> -F TXT -r`. Each array is Gacrux's rank of teams 1 to 50, in
// team-number order (teams that stay tied share a rank). The four chains of C.07 (2026) art.
// 13.3.2, with and without `/P`, give one order on this file: it differs from `EDE` only where
// two teams stay tied after it and met (6 before 13, 49 before 41). The one forfeited match
// between teams on equal match points (39 over 20 in round 8, both on 14) changes no place under
// art. 6.3 with `/P`: that group has teams that never met.
const GACRUX_RANKS: [(&str, [u16; 50]); 18] = [
    (
        "BC",
        [
            10, 15, 3, 17, 11, 6, 33, 9, 24, 29, 4, 17, 5, 21, 26, 2, 28, 8, 6, 14, 27, 1, 36, 31,
            40, 35, 38, 19, 32, 13, 20, 23, 34, 24, 11, 46, 41, 45, 15, 39, 48, 42, 37, 43, 30, 50,
            22, 44, 49, 46,
        ],
    ),
    (
        "TBR",
        [
            10, 18, 5, 19, 13, 6, 39, 4, 24, 31, 3, 16, 8, 21, 26, 2, 29, 7, 9, 14, 27, 1, 36, 30,
            42, 37, 35, 17, 32, 11, 22, 20, 33, 25, 12, 45, 41, 46, 15, 38, 49, 40, 34, 44, 28, 50,
            23, 43, 48, 47,
        ],
    ),
    (
        "BBE",
        [
            11, 17, 3, 18, 12, 7, 39, 4, 23, 31, 8, 19, 6, 20, 27, 2, 30, 5, 9, 14, 26, 1, 35, 28,
            41, 38, 36, 16, 32, 13, 24, 21, 37, 22, 10, 47, 42, 46, 15, 34, 49, 40, 33, 44, 29, 50,
            25, 43, 48, 45,
        ],
    ),
    (
        "EDE",
        [
            10, 14, 7, 14, 10, 4, 33, 6, 20, 28, 8, 14, 4, 20, 26, 1, 28, 9, 3, 14, 26, 1, 33, 28,
            40, 33, 33, 14, 32, 10, 20, 20, 33, 20, 10, 45, 40, 45, 14, 33, 48, 40, 33, 43, 28, 50,
            20, 43, 48, 45,
        ],
    ),
    (
        "EDE/P",
        [
            10, 14, 7, 14, 10, 4, 33, 6, 20, 28, 8, 14, 4, 20, 26, 1, 28, 9, 3, 14, 26, 1, 33, 28,
            40, 33, 33, 14, 32, 10, 20, 20, 33, 20, 10, 45, 40, 45, 14, 33, 48, 40, 33, 43, 28, 50,
            20, 43, 48, 45,
        ],
    ),
    (
        "EDET",
        [
            10, 14, 7, 14, 10, 4, 33, 6, 20, 28, 8, 14, 5, 20, 26, 1, 28, 9, 3, 14, 26, 1, 33, 28,
            40, 33, 33, 14, 32, 10, 20, 20, 33, 20, 10, 45, 40, 45, 14, 33, 49, 40, 33, 43, 28, 50,
            20, 43, 48, 45,
        ],
    ),
    (
        "EDET/P",
        [
            10, 14, 7, 14, 10, 4, 33, 6, 20, 28, 8, 14, 5, 20, 26, 1, 28, 9, 3, 14, 26, 1, 33, 28,
            40, 33, 33, 14, 32, 10, 20, 20, 33, 20, 10, 45, 40, 45, 14, 33, 49, 40, 33, 43, 28, 50,
            20, 43, 48, 45,
        ],
    ),
    (
        "EDEB",
        [
            10, 14, 7, 14, 10, 4, 33, 6, 20, 28, 8, 14, 5, 20, 26, 1, 28, 9, 3, 14, 26, 1, 33, 28,
            40, 33, 33, 14, 32, 10, 20, 20, 33, 20, 10, 45, 40, 45, 14, 33, 49, 40, 33, 43, 28, 50,
            20, 43, 48, 45,
        ],
    ),
    (
        "EDEB/P",
        [
            10, 14, 7, 14, 10, 4, 33, 6, 20, 28, 8, 14, 5, 20, 26, 1, 28, 9, 3, 14, 26, 1, 33, 28,
            40, 33, 33, 14, 32, 10, 20, 20, 33, 20, 10, 45, 40, 45, 14, 33, 49, 40, 33, 43, 28, 50,
            20, 43, 48, 45,
        ],
    ),
    (
        "EDEBT",
        [
            10, 14, 7, 14, 10, 4, 33, 6, 20, 28, 8, 14, 5, 20, 26, 1, 28, 9, 3, 14, 26, 1, 33, 28,
            40, 33, 33, 14, 32, 10, 20, 20, 33, 20, 10, 45, 40, 45, 14, 33, 49, 40, 33, 43, 28, 50,
            20, 43, 48, 45,
        ],
    ),
    (
        "EDEBT/P",
        [
            10, 14, 7, 14, 10, 4, 33, 6, 20, 28, 8, 14, 5, 20, 26, 1, 28, 9, 3, 14, 26, 1, 33, 28,
            40, 33, 33, 14, 32, 10, 20, 20, 33, 20, 10, 45, 40, 45, 14, 33, 49, 40, 33, 43, 28, 50,
            20, 43, 48, 45,
        ],
    ),
    (
        "EDEBB",
        [
            10, 14, 7, 14, 10, 4, 33, 6, 20, 28, 8, 14, 5, 20, 26, 1, 28, 9, 3, 14, 26, 1, 33, 28,
            40, 33, 33, 14, 32, 10, 20, 20, 33, 20, 10, 45, 40, 45, 14, 33, 49, 40, 33, 43, 28, 50,
            20, 43, 48, 45,
        ],
    ),
    (
        "EDEBB/P",
        [
            10, 14, 7, 14, 10, 4, 33, 6, 20, 28, 8, 14, 5, 20, 26, 1, 28, 9, 3, 14, 26, 1, 33, 28,
            40, 33, 33, 14, 32, 10, 20, 20, 33, 20, 10, 45, 40, 45, 14, 33, 49, 40, 33, 43, 28, 50,
            20, 43, 48, 45,
        ],
    ),
    (
        "SSSC",
        [
            11, 15, 5, 14, 10, 5, 39, 3, 20, 29, 9, 16, 7, 21, 27, 1, 30, 4, 8, 17, 26, 2, 33, 28,
            41, 37, 35, 18, 32, 12, 25, 22, 38, 23, 13, 46, 42, 45, 19, 34, 49, 40, 36, 44, 31, 50,
            24, 43, 48, 47,
        ],
    ),
    (
        "SSSC/P",
        [
            11, 15, 5, 14, 10, 5, 39, 3, 20, 29, 9, 16, 7, 21, 27, 1, 30, 4, 8, 17, 26, 2, 33, 28,
            41, 37, 35, 18, 32, 12, 25, 22, 38, 23, 13, 46, 42, 45, 19, 34, 49, 40, 36, 44, 31, 50,
            24, 43, 48, 47,
        ],
    ),
    (
        "SSSC/K3",
        [
            11, 15, 5, 14, 10, 5, 37, 3, 20, 29, 9, 16, 7, 21, 27, 1, 30, 4, 8, 17, 26, 2, 33, 28,
            40, 38, 35, 18, 32, 12, 25, 22, 39, 23, 13, 46, 42, 45, 19, 35, 48, 41, 34, 44, 31, 50,
            24, 43, 49, 47,
        ],
    ),
    (
        "SSSC/F",
        [
            11, 15, 7, 14, 10, 5, 39, 3, 20, 29, 9, 16, 6, 21, 27, 1, 30, 4, 8, 17, 26, 2, 33, 28,
            41, 37, 35, 18, 32, 12, 25, 23, 38, 22, 13, 46, 42, 45, 19, 34, 49, 40, 36, 44, 31, 50,
            24, 43, 48, 47,
        ],
    ),
    (
        "SSSC/F/P",
        [
            11, 15, 7, 14, 10, 5, 39, 3, 20, 29, 9, 16, 6, 21, 27, 1, 30, 4, 8, 17, 26, 2, 33, 28,
            41, 37, 34, 18, 32, 12, 25, 23, 37, 22, 13, 46, 42, 45, 19, 34, 49, 40, 36, 44, 31, 50,
            24, 43, 48, 47,
        ],
    ),
];

/// The same runs' values of the codes that have one (board count; scores and schedule
/// strength, printed by Gacrux with two decimals), teams 1 to 50.
const GACRUX_BC_VALUES: [f64; 50] = [
    68.0, 66.5, 77.5, 69.5, 76.0, 82.5, 43.5, 88.0, 68.5, 57.0, 81.0, 69.5, 82.0, 59.5, 60.5, 82.0,
    55.0, 87.0, 82.5, 63.0, 62.5, 70.0, 57.5, 69.5, 40.5, 48.0, 61.0, 75.0, 52.5, 76.5, 50.0, 65.0,
    44.0, 68.5, 76.0, 41.5, 44.0, 37.0, 66.5, 74.5, 29.5, 49.5, 58.0, 36.0, 64.0, 29.5, 60.5, 53.5,
    34.0, 41.5,
];
const GACRUX_SSSC_VALUES: [f64; 50] = [
    59.14, 58.21, 67.36, 58.57, 61.07, 67.36, 41.07, 69.71, 58.57, 48.57, 66.29, 57.29, 67.21,
    53.36, 50.00, 67.50, 47.86, 69.00, 66.36, 55.71, 53.79, 65.86, 48.36, 52.21, 38.57, 41.93,
    47.07, 54.57, 48.43, 57.07, 48.14, 52.43, 41.64, 52.14, 55.57, 30.79, 37.57, 34.64, 53.21,
    47.64, 26.00, 40.00, 46.64, 35.07, 47.57, 22.00, 50.50, 37.93, 26.50, 29.93,
];
const GACRUX_SSSC_P_VALUES: [f64; 50] = [
    59.14, 58.07, 67.36, 58.57, 61.07, 67.36, 41.07, 69.71, 58.71, 48.86, 66.29, 57.29, 67.21,
    53.36, 50.86, 67.50, 47.86, 69.00, 66.36, 55.57, 53.79, 65.86, 48.93, 52.93, 39.43, 42.50,
    48.36, 54.57, 48.43, 55.64, 48.00, 52.14, 42.21, 52.00, 55.43, 33.07, 37.57, 35.64, 53.21,
    48.50, 26.00, 41.00, 47.21, 35.64, 47.57, 22.00, 50.50, 39.21, 26.50, 29.93,
];
const GACRUX_SSSC_F_VALUES: [f64; 50] = [
    58.86, 57.64, 66.93, 58.14, 60.50, 67.36, 40.93, 69.57, 58.57, 48.71, 65.86, 57.29, 67.07,
    54.21, 51.57, 67.50, 48.43, 68.57, 66.07, 55.43, 53.79, 65.57, 48.21, 51.93, 38.71, 42.07,
    47.21, 54.71, 48.43, 56.79, 48.00, 52.29, 41.93, 52.43, 55.71, 30.93, 37.71, 34.36, 52.64,
    47.79, 25.86, 39.57, 46.50, 34.93, 47.57, 22.00, 50.36, 37.50, 26.64, 30.07,
];
const GACRUX_SSSC_F_P_VALUES: [f64; 50] = [
    58.86, 57.36, 66.93, 58.14, 60.50, 67.36, 40.93, 69.57, 58.57, 49.14, 65.86, 57.29, 67.07,
    53.79, 51.71, 67.50, 48.43, 68.57, 66.07, 55.14, 53.79, 65.57, 48.79, 52.93, 39.57, 42.50,
    48.50, 54.71, 48.43, 55.93, 47.86, 52.00, 42.50, 52.43, 55.71, 33.21, 37.71, 35.36, 52.79,
    48.50, 25.86, 40.57, 46.93, 35.50, 47.57, 22.00, 50.36, 38.79, 26.64, 30.07,
];
const GACRUX_SSSC_K3_VALUES: [f64; 50] = [
    100.67, 100.50, 113.83, 100.67, 103.17, 113.83, 72.50, 116.00, 100.67, 85.33, 112.00, 97.67,
    113.50, 90.50, 84.67, 112.83, 82.33, 115.67, 112.83, 92.67, 91.50, 111.00, 82.83, 86.50, 68.67,
    71.83, 78.50, 88.67, 82.33, 93.83, 83.00, 86.33, 71.17, 85.67, 89.67, 53.83, 66.33, 61.50,
    87.50, 78.50, 46.00, 68.00, 78.83, 61.17, 79.00, 38.00, 85.17, 63.83, 45.17, 51.83,
];

/// Rondo's standings of FIDE's sample by match points then `code` alone: (rank, value) of teams
/// 1 to 50.
fn ranks_and_values(tournament: &Tournament, code: &str) -> Vec<(u16, String)> {
    let specs = parse_tiebreak_list(code).unwrap();
    let standings =
        team_standings(tournament, TeamScore::MatchPoints, &specs, &gacrux_rules()).unwrap();
    let mut rows = standings.rows;
    rows.sort_by_key(|row| row.team);
    rows.iter()
        .map(|row| (row.rank, row.values[0].to_string()))
        .collect()
}

#[test]
fn fide_sample_board_tiebreaks_chains_and_sssc_rank_as_gacrux() {
    let tournament = load("grandmommys-cup.trf");
    for (code, theirs) in GACRUX_RANKS {
        let ours = ranks_and_values(&tournament, code);
        let ranks: Vec<u16> = ours.iter().map(|(rank, _)| *rank).collect();
        assert_eq!(ranks, theirs, "{code}: ranks of teams 1 to 50");
    }
    for (code, theirs) in [
        ("BC", GACRUX_BC_VALUES),
        ("SSSC", GACRUX_SSSC_VALUES),
        ("SSSC/P", GACRUX_SSSC_P_VALUES),
        ("SSSC/K3", GACRUX_SSSC_K3_VALUES),
        ("SSSC/F", GACRUX_SSSC_F_VALUES),
        ("SSSC/F/P", GACRUX_SSSC_F_P_VALUES),
    ] {
        let ours = ranks_and_values(&tournament, code);
        for (team, ((_, mine), theirs)) in ours.iter().zip(theirs).enumerate() {
            let mine: f64 = mine.parse().unwrap();
            assert!(
                (mine - theirs).abs() < 1e-9,
                "{code}, team {}: rondo {mine}, Gacrux {theirs}",
                team + 1
            );
        }
    }
}

/// Gacrux with the sample's own list, `tiebreakchecker -t MPTS EDET/P EMGSB/C1/P BH:MP/C1/P
/// MPvGP -F TXT -r`: the rank of teams 1 to 50.
const GACRUX_FILE_LIST_RANKS: [u16; 50] = [
    11, 14, 7, 15, 10, 4, 37, 6, 20, 28, 8, 16, 5, 21, 27, 1, 30, 9, 3, 17, 26, 2, 33, 29, 41, 38,
    34, 18, 32, 13, 25, 22, 39, 24, 12, 46, 42, 45, 19, 35, 49, 40, 36, 44, 31, 50, 23, 43, 48, 47,
];

#[test]
fn fide_sample_ranks_by_its_own_list_equal_gacrux_not_the_ranks_it_states() {
    use rondo_tiebreak::team_tiebreaks_for;
    let tournament = load("grandmommys-cup.trf");
    let options = gacrux_rules();
    let (primary, specs) = team_tiebreaks_for(&tournament, &options).unwrap();
    let labels: Vec<&str> = specs.iter().map(|spec| spec.label.as_str()).collect();
    assert_eq!(labels, ["EDET/P", "EMGSB/C1/P", "BH:MP/C1/P", "MPvGP"]);
    let standings = team_standings(&tournament, primary, &specs, &options).unwrap();
    let mut rows = standings.rows.clone();
    rows.sort_by_key(|row| row.team);
    let ours: Vec<u16> = rows.iter().map(|row| row.rank).collect();
    assert_eq!(ours, GACRUX_FILE_LIST_RANKS);

    // The ranks the `310` records state differ for 31 teams, and they cannot come from this
    // list. The seven teams on 19 match points met each other (an all-play-all inside the
    // Swiss); their mini-table in match points, from the crosstable (won 2, drawn 1):
    //   19: beat 8 (r2), 13 (r6), 18 (r10); drew 6 (r3), 3 (r12); lost to 11 (r13)  = 8
    //    6: beat 18 (r1); drew 19, 3, 11, 8, 13                                     = 7
    //   13: beat 3 (r8), 11 (r12), 18 (r13); drew 6; lost to 19, 8                 = 7
    //    8: beat 3 (r5), 13 (r9); drew 6, 11; lost to 19, 18                       = 6
    //    3: beat 11 (r3); drew 6, 18, 19; lost to 8, 13                            = 5
    //   11: beat 19; drew 6, 8, 18; lost to 3, 13                                  = 5
    //   18: beat 8 (r7); drew 3, 11; lost to 6, 19, 13                             = 4
    // EDE (C.07 art. 13.3.1 with 6.2) therefore puts 18 last of the group; the file ranks it
    // 4th, second of the group. 6 and 13 drew their round-7 match 2–2 and stay tied after EDE:
    // the chain's TBR on that match (art. 13.3.2) puts 6 ahead. 3 beat 11, so 3 comes first.
    let place = |team: u16| {
        let row = standings.rows.iter().find(|row| row.team == team).unwrap();
        (
            row.rank,
            row.values[0].to_string(),
            row.team_stated_rank(&tournament),
        )
    };
    assert_eq!(place(19), (3, "1".to_owned(), Some(3)));
    assert_eq!(place(18), (9, "7".to_owned(), Some(4)));
    assert_eq!(place(3), (7, "5".to_owned(), Some(5)));
    assert_eq!(place(6), (4, "2".to_owned(), Some(6)));
    assert_eq!(place(13), (5, "3".to_owned(), Some(7)));
    assert_eq!(place(11), (8, "6".to_owned(), Some(9)));
    // 16 and 22 (20 match points) never met, so EDE cannot separate them; every later code of
    // the list puts 16 first: EMGSB/C1/P 528.00 against 504.50 (Gacrux's values above too),
    // BH:MP/C1/P 225 against 224, MPvGP 33.5 against 32.0. The file ranks 22 first.
    assert_eq!(place(16), (1, "0".to_owned(), Some(2)));
    assert_eq!(place(22), (2, "0".to_owned(), Some(1)));
    let differing = rows
        .iter()
        .filter(|row| Some(row.rank) != row.team_stated_rank(&tournament))
        .count();
    assert_eq!(differing, 31);
}

/// The rank a team's `310` record states.
trait StatedRank {
    fn team_stated_rank(&self, tournament: &Tournament) -> Option<u16>;
}

impl StatedRank for rondo_tiebreak::TeamRow {
    fn team_stated_rank(&self, tournament: &Tournament) -> Option<u16> {
        tournament
            .setup()
            .teams
            .iter()
            .find(|team| team.number == self.team)
            .and_then(|team| team.stated_rank)
    }
}

/// Gacrux on `bye-on-every-board.trf`, `-t MPTS GPTS <code> -F TXT -r`, one run per code: the
/// ranks of teams 1 to 5 (the same for TBR, BBE, EDET, EDEB, EDEBT, EDEBB and EDET/P), then the
/// values of BC and SSSC for teams 1 to 5.
const GACRUX_BYES_BOARD_RANKS: [u16; 5] = [1, 5, 4, 3, 2];
const GACRUX_BYES_BC: [f64; 5] = [8.0, 5.0, 5.5, 5.0, 3.5];
const GACRUX_BYES_SSSC: [f64; 5] = [7.83, 6.67, 5.83, 6.83, 5.83];

#[test]
fn board_tiebreaks_count_the_team_pab_as_a_win_on_every_board_as_gacrux_does() {
    // The preamble of C.07 (2026) art. 12 counts the pairing-allocated bye as a win on every
    // board, although C.04.6 art. 1.4 scores the match itself as a draw: BC, TBR, BBE and the
    // chains agree with Gacrux on every team, the teams with a PAB (2, 3, 4) included.
    let tournament = load("bye-on-every-board.trf");
    for code in ["TBR", "BBE", "EDET", "EDEB", "EDEBT", "EDEBB", "EDET/P"] {
        let ours = ranks_and_values(&tournament, &format!("GPTS {code}"));
        let ranks: Vec<u16> = ours.iter().map(|(rank, _)| *rank).collect();
        assert_eq!(ranks, GACRUX_BYES_BOARD_RANKS, "{code}");
    }
    let bc = ranks_and_values(&tournament, "BC");
    let sssc = ranks_and_values(&tournament, "SSSC");
    for team in 0..5 {
        let mine: f64 = bc[team].1.parse().unwrap();
        assert_eq!(mine, GACRUX_BYES_BC[team], "BC of team {}", team + 1);
        // SSSC adds the game points, where the two differ by the PAB's game point (a drawn
        // match here, a win per board for Gacrux: see the test above); the Buchholz part,
        // on match points, is the same.
        let mine: f64 = sssc[team].1.parse().unwrap();
        let pab = f64::from(u8::from((1..=3).contains(&team)));
        assert!(
            (mine + pab - GACRUX_BYES_SSSC[team]).abs() < 1e-9,
            "SSSC of team {}: rondo {mine}, Gacrux {}",
            team + 1,
            GACRUX_BYES_SSSC[team]
        );
    }
}

/// Gacrux 1.11.65, `tiebreakchecker -t MPTS FB:MP FB:MP/C1 -F TXT` on FIDE's TRF-2026 team
/// sample (the same values as with each code alone): team, FB:MP, FB:MP/C1.
const GACRUX_FORE_BUCHHOLZ: [(u16, u32, u32); 50] = [
    (1, 216, 205),
    (2, 218, 203),
    (3, 241, 227),
    (4, 218, 207),
    (5, 217, 206),
    (6, 244, 230),
    (7, 164, 155),
    (8, 242, 228),
    (9, 221, 210),
    (10, 194, 183),
    (11, 237, 226),
    (12, 212, 201),
    (13, 242, 229),
    (14, 201, 187),
    (15, 193, 180),
    (16, 238, 224),
    (17, 185, 174),
    (18, 242, 229),
    (19, 242, 228),
    (20, 192, 178),
    (21, 198, 187),
    (22, 235, 221),
    (23, 180, 171),
    (24, 178, 167),
    (25, 159, 151),
    (26, 158, 149),
    (27, 166, 157),
    (28, 180, 166),
    (29, 178, 168),
    (30, 191, 177),
    (31, 182, 169),
    (32, 177, 164),
    (33, 157, 148),
    (34, 178, 168),
    (35, 180, 169),
    (36, 122, 116),
    (37, 152, 144),
    (38, 139, 133),
    (39, 176, 163),
    (40, 163, 154),
    (41, 104, 100),
    (42, 144, 136),
    (43, 168, 158),
    (44, 136, 129),
    (45, 165, 154),
    (46, 84, 81),
    (47, 181, 168),
    (48, 133, 126),
    (49, 99, 95),
    (50, 116, 110),
];

/// Fore Buchholz as a team tie-break of its own (C.07 art. 8.3): the Buchholz of the record
/// with every match of the last round drawn, with the modifiers of `BH`.
#[test]
fn fide_sample_fore_buchholz_of_teams_equals_gacrux() {
    let tournament = load("grandmommys-cup.trf");
    let specs = parse_tiebreak_list("FB:MP, FB:MP/C1").unwrap();
    let mut rows = team_standings(&tournament, TeamScore::MatchPoints, &specs, &gacrux_rules())
        .unwrap()
        .rows;
    rows.sort_by_key(|row| row.team);
    for ((team, fore, cut), row) in GACRUX_FORE_BUCHHOLZ.iter().zip(&rows) {
        assert_eq!(row.team, *team);
        let values: Vec<String> = row.values.iter().map(ToString::to_string).collect();
        assert_eq!(
            values,
            [format!("{fore}.0"), format!("{cut}.0")],
            "team {team}"
        );
    }
}

/// Gacrux 1.11.65, `tiebreakchecker -t MPTS FB:GP -F TXT` on the same sample: teams 1 to 50.
const GACRUX_FORE_BUCHHOLZ_GP: [f64; 50] = [
    418.5, 412.5, 431.5, 417.5, 414.5, 433.5, 313.0, 431.5, 418.0, 375.0, 430.5, 411.0, 432.5,
    392.5, 383.5, 428.5, 369.5, 427.0, 433.5, 384.5, 389.0, 426.5, 369.0, 376.5, 314.0, 326.5,
    368.5, 378.5, 371.0, 394.0, 349.0, 369.0, 344.5, 380.0, 389.5, 266.5, 313.5, 306.5, 362.0,
    364.5, 249.0, 322.0, 359.5, 297.0, 362.0, 219.5, 359.0, 314.5, 251.5, 265.0,
];

/// FB:GP differs from Gacrux's for 16 teams, and the text decides for rondo. In the Fore record
/// (art. 8.3) the last round's forfeited match of team 14 (Cuba) is a drawn match, so its
/// zero-point bye of round 13 is followed by a round that is not voluntarily unplayed: category
/// 16.2.3, counted with its points (0), not 16.2.5 (a draw, art. 16.3). Gacrux reads art. 16 on
/// the Fore record for match points (its FB:MP counts that bye 0 MP, and equals rondo's on all
/// 50 teams, above) but on the real record for game points (2.0 GP): one article, two readings.
/// Rondo reads it one way for both, so its FB:GP of an opponent of team 14 is 2.0 lower per
/// meeting. Bulgaria (15) is the sample's other team with a requested bye before a forfeited
/// last match; the 16 teams that differ are exactly the opponents of the two.
#[test]
fn fide_sample_fore_buchholz_on_game_points_reads_art_16_on_the_fore_record() {
    let tournament = load("grandmommys-cup.trf");
    let specs = parse_tiebreak_list("FB:GP").unwrap();
    let mut rows = team_standings(&tournament, TeamScore::MatchPoints, &specs, &gacrux_rules())
        .unwrap()
        .rows;
    rows.sort_by_key(|row| row.team);
    let ours: Vec<f64> = rows
        .iter()
        .map(|row| row.values[0].to_string().parse().unwrap())
        .collect();
    // India (1) met Cuba once: 2.0 lower.
    assert!(
        (ours[0] - (GACRUX_FORE_BUCHHOLZ_GP[0] - 2.0)).abs() < 1e-9,
        "{}",
        ours[0]
    );
    let differing: Vec<usize> = (0..50)
        .filter(|&t| (ours[t] - GACRUX_FORE_BUCHHOLZ_GP[t]).abs() > 1e-9)
        .map(|t| t + 1)
        .collect();
    // Cuba met 1, 2, 4, 10, 34, 9, 7, 27, 3, 17, 12, 35; Bulgaria 2, 29, 4, 30, 35, 9, 28, 5.
    assert_eq!(
        differing,
        [1, 2, 3, 4, 5, 7, 9, 10, 12, 17, 27, 28, 29, 30, 34, 35]
    );
    for t in 0..50 {
        assert!(ours[t] <= GACRUX_FORE_BUCHHOLZ_GP[t], "team {}", t + 1);
    }
}
