use super::*;

fn colours(grid: &Grid, a_board: usize) -> String {
    grid.iter()
        .map(|round| if round[a_board - 1].a_white { 'W' } else { 'B' })
        .collect()
}

#[test]
fn the_odd_construction_colours_team_a_as_documented() {
    // 7 boards, h = 3: A1..A3 alternate from White with a second White in round 2i, A4
    // alternates, A5..A7 mirror A1..A3.
    let grid = odd_cyclic(7);
    assert_eq!(colours(&grid, 1), "WWBWBWB");
    assert_eq!(colours(&grid, 2), "WBWWBWB");
    assert_eq!(colours(&grid, 3), "WBWBWWB");
    assert_eq!(colours(&grid, 4), "WBWBWBW");
    assert_eq!(colours(&grid, 5), "BBWBWBW");
    assert_eq!(colours(&grid, 7), "BWBWBBW");
    // A1 meets B1, B7, B6, … (opponent ((i − r) mod n) + 1).
    let opponents: Vec<u16> = grid.iter().map(|round| round[0].opponent).collect();
    assert_eq!(opponents, [1, 7, 6, 5, 4, 3, 2]);
}

#[test]
fn every_construction_is_a_latin_square_well_beyond_30_boards() {
    for boards in 1..=80u16 {
        let grid = match boards {
            6 => seed_table_six(),
            _ if boards % 4 == 0 => quartered(boards),
            _ if boards % 2 == 1 => odd_cyclic(boards),
            _ => quartered_odd_blocks(boards),
        };
        assert_eq!(grid.len(), usize::from(boards));
        let mut met = vec![vec![false; usize::from(boards)]; usize::from(boards)];
        for round in &grid {
            let mut used = vec![false; usize::from(boards)];
            for (a, cell) in round.iter().enumerate() {
                let b = usize::from(cell.opponent - 1);
                assert!(!used[b] && !met[a][b], "{boards} boards");
                used[b] = true;
                met[a][b] = true;
            }
        }
    }
}

#[test]
fn the_quartered_construction_crosses_the_halves_in_the_second_half() {
    let grid = quartered(8);
    // Round 1: Ai–Bi; round 5: A1–B5 and A5–B1, as in the printed 8-board table.
    assert_eq!(grid[0][4].opponent, 5);
    assert_eq!(grid[4][0].opponent, 5);
    assert_eq!(grid[4][4].opponent, 1);
    assert!(grid[0][0].a_white && !grid[0][4].a_white);
}
