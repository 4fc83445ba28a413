//! Who is to be paired in the round being paired, and views of a file as of an earlier round.

use rondo_core::{Absence, AbsenceKind, Absent, Tournament};

use crate::{id, points, round, setup, tournament};

#[test]
fn byes_in_the_column_of_the_round_being_paired() {
    // JaVaFo's convention: `0000 - H/Z/F` in the next round's block means "not to be paired".
    let t = tournament(&["2w1 H", "1b0 Z", "4w= F", "3b= ."]);
    assert_eq!(t.paired_rounds(), 1);
    assert_eq!(t.next_round(), round(2));
    let view = t.view(round(2));
    let absent = |n| view.state(id(n)).unwrap().absent;
    assert_eq!(absent(1), Some(Absent::Bye(AbsenceKind::HalfPointBye)));
    assert_eq!(absent(2), Some(Absent::Bye(AbsenceKind::ZeroPointBye)));
    assert_eq!(absent(3), Some(Absent::Bye(AbsenceKind::FullPointBye)));
    assert_eq!(absent(4), None);
    assert_eq!(view.present().map(|s| s.id).collect::<Vec<_>>(), [id(4)]);
    // The points of those byes are not part of the score before the round.
    assert_eq!(view.state(id(1)).unwrap().score, points(10));
}

#[test]
fn byes_entered_as_records() {
    let mut data = setup(&["2w1", "1b0", "4w=", "3b="]);
    data.absences = vec![
        Absence {
            round: Some(round(2)),
            player: id(1),
            kind: AbsenceKind::HalfPointBye,
        },
        Absence {
            round: Some(round(3)),
            player: id(2),
            kind: AbsenceKind::FullPointBye,
        },
        Absence {
            round: None,
            player: id(3),
            kind: AbsenceKind::ZeroPointBye,
        },
    ];
    let t = Tournament::try_from(data).unwrap();
    let two = t.view(round(2));
    let absent = |n| two.state(id(n)).unwrap().absent;
    assert_eq!(
        absent(1),
        Some(Absent::Bye(AbsenceKind::HalfPointBye)),
        "240 for round 2"
    );
    assert_eq!(absent(2), None, "240 for round 3");
    assert_eq!(
        absent(3),
        Some(Absent::Bye(AbsenceKind::ZeroPointBye)),
        "XXZ: the next round"
    );
    let three = t.view(round(3));
    assert_eq!(
        three.state(id(2)).unwrap().absent,
        Some(Absent::Bye(AbsenceKind::FullPointBye))
    );
    assert_eq!(
        three.state(id(3)).unwrap().absent,
        None,
        "XXZ is for the next round only"
    );
}

#[test]
fn a_round_already_paired_in_the_file() {
    // Round 2 is paired: 1–2 and 3's PAB; 4 is not in it, 5 has an announced absence.
    let t = tournament(&["2w1 2b=", "1b0 1w=", "4w1 U", "3b0 .", "Z Z"]);
    let view = t.view(round(2));
    let absent = |n| view.state(id(n)).unwrap().absent;
    assert_eq!(absent(1), None);
    assert_eq!(absent(3), None, "the PAB receiver is paired again");
    assert_eq!(absent(4), Some(Absent::NotInRound));
    assert_eq!(absent(5), Some(Absent::Bye(AbsenceKind::ZeroPointBye)));
}

#[test]
fn a_complete_file_viewed_as_of_an_earlier_round() {
    let t = tournament(&["2w1 3b= 4w0", "1b0 4w1 3b=", "4b= 1w= 2w=", "3w= 2b0 1b1"]);
    assert_eq!(t.n_rounds(), 3);
    assert_eq!(t.next_round(), round(4));
    let view = t.view(round(2));
    assert!(!view.is_last_round());
    let one = view.state(id(1)).unwrap();
    assert_eq!(one.score, points(10));
    assert_eq!(one.colours.len(), 1);
    assert_eq!(one.opponents, [id(2)]);
    assert!(!one.has_met(id(3)), "round 2 is not history yet");
    assert!(
        view.states().iter().all(|s| s.absent.is_none()),
        "round 2 is paired for everyone"
    );
    let last = t.view(round(3));
    assert!(last.is_last_round());
    assert_eq!(last.state(id(1)).unwrap().score, points(15));
}

#[test]
fn declared_rounds_decide_the_last_round() {
    let mut data = setup(&["2w1", "1b0"]);
    data.declared_rounds = Some(5);
    let t = Tournament::try_from(data).unwrap();
    assert_eq!(t.n_rounds(), 5);
    assert!(!t.view(round(4)).is_last_round());
    assert!(t.view(round(5)).is_last_round());
}
