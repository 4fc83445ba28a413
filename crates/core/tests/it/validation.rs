//! What `Tournament::try_from` accepts and rejects.

use rondo_core::{ProblemKind, Score, Tournament};

use crate::{id, points, round, setup};

fn problems(rows: &[&str], stated: &[Option<i32>]) -> Vec<(u16, Option<u16>, ProblemKind)> {
    let mut data = setup(rows);
    for (player, tenths) in data.players.iter_mut().zip(stated) {
        player.stated_points = tenths.map(Score::from_tenths);
    }
    match Tournament::try_from(data) {
        Ok(_) => Vec::new(),
        Err(error) => error
            .problems
            .into_iter()
            .map(|p| (p.player.get(), p.round.map(|r| r.get()), p.kind))
            .collect(),
    }
}

#[test]
fn forfeits_and_double_forfeits_are_consistent() {
    assert_eq!(problems(&["2w+", "1b-", "4w-", "3b-"], &[]), []);
}

#[test]
fn a_forfeit_against_a_game_is_not() {
    assert_eq!(
        problems(&["2w+", "1b0"], &[]),
        [(1, Some(1), ProblemKind::ResultsDisagree { opponent: id(2) })]
    );
}

#[test]
fn points_columns() {
    // Matching points, and the JaVaFo convention of a next-round bye already counted.
    assert_eq!(problems(&["2w1 H", "1b0"], &[Some(15), Some(0)]), []);
    // bbpPairings also accepts a points column that leaves out the next round's bye.
    assert_eq!(problems(&["2w1 H", "1b0"], &[Some(10), Some(0)]), []);
    // Anything else is a mismatch.
    assert_eq!(
        problems(&["2w1 H", "1b0"], &[Some(5), Some(0)]),
        [(
            1,
            None,
            ProblemKind::ScoreMismatch {
                stated: points(5),
                computed: points(15)
            }
        )]
    );
    // A bye in a round that is already paired for others is part of the score.
    assert_eq!(
        problems(
            &["2w1 H", "1b0 3w1", "U 2b0"],
            &[Some(10), Some(10), Some(10)]
        ),
        [(
            1,
            None,
            ProblemKind::ScoreMismatch {
                stated: points(10),
                computed: points(15)
            }
        )]
    );
}

#[test]
fn lenient_points() {
    let mut data = setup(&["2w1", "1b0"]);
    data.players[0].stated_points = Some(points(5));
    let error = Tournament::try_from(data).unwrap_err();
    let t = error.ignore_score_mismatch().unwrap();
    assert_eq!(t.total_score(&t.players()[0]), points(10));
    let _ = round(1);
}
