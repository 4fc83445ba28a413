//! Property tests: the reader never panics, and what it accepts round-trips.

use proptest::prelude::*;
use rondo_core::Tournament;
use rondo_trf::{CheckOptions, WriteOptions, check, read, write};

/// Reads, and if the bytes are accepted, checks that writing and reading again gives the same
/// model, that writing is stable, and that checking and viewing every round does not panic.
fn read_round_trip(bytes: &[u8]) {
    let Ok(file) = read(bytes) else {
        return;
    };
    let options = WriteOptions::same_as(&file);
    let written = write(&file, &options);
    let again = read(&written).expect("written file reads");
    assert_eq!(again.setup, file.setup);
    assert_eq!(write(&again, &options), written);
    if let Ok(checked) = check(&file, &CheckOptions::default().with_lenient_points(true)) {
        view_every_round(&checked.tournament);
    }
}

fn view_every_round(tournament: &Tournament) {
    for round in
        (1..=tournament.n_rounds().saturating_add(1).min(30)).filter_map(rondo_core::RoundNo::new)
    {
        let view = tournament.view(round);
        let _ = view.present().count();
        let _ = tournament.view_with(round, rondo_core::FloatRules::Dutch2017);
    }
}

fn small_corpus() -> Vec<String> {
    let dir = crate::fixtures();
    [
        "conformance/dutch-2017/d17a_007_n9_r7_s1819724040.trf",
        "trf/valid/trf2026-full.trf",
        "trf/valid/javafo-next-round.trf",
        "trf/valid/bbp-extensions.trf",
        "trf/valid/legacy-codes.trf",
    ]
    .iter()
    .map(|name| String::from_utf8(std::fs::read(dir.join(name)).unwrap()).unwrap())
    .collect()
}

/// Characters a mutation may put into a line: the ones TRF uses, and some it must reject.
const ALPHABET: &[char] = &[
    ' ', '0', '1', '2', '9', '=', '+', '-', 'w', 'b', 'W', 'D', 'L', 'H', 'F', 'U', 'Z', 'X', 'x',
    '.', ',', '/', 'é', 'ß', '€', '\t', '\0', '\u{81}', '#',
];

#[derive(Clone, Debug)]
enum Mutation {
    Replace { column: usize, character: char },
    Insert { column: usize, character: char },
    Delete { column: usize },
    Truncate { length: usize },
    Duplicate,
    Remove,
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let character = proptest::sample::select(ALPHABET);
    prop_oneof![
        4 => (0..140usize, character.clone()).prop_map(|(column, character)| Mutation::Replace { column, character }),
        1 => (0..140usize, character).prop_map(|(column, character)| Mutation::Insert { column, character }),
        1 => (0..140usize).prop_map(|column| Mutation::Delete { column }),
        1 => (0..140usize).prop_map(|length| Mutation::Truncate { length }),
        1 => Just(Mutation::Duplicate),
        1 => Just(Mutation::Remove),
    ]
}

fn mutate(text: &str, line_choice: usize, mutations: &[Mutation]) -> String {
    let mut lines: Vec<String> = text
        .split_inclusive(['\r', '\n'])
        .map(str::to_owned)
        .collect();
    if lines.is_empty() {
        return String::new();
    }
    for (step, mutation) in mutations.iter().enumerate() {
        let index = (line_choice + step * 7) % lines.len();
        let line = &mut lines[index];
        let ending: String = line.chars().filter(|c| *c == '\r' || *c == '\n').collect();
        let mut characters: Vec<char> = line.chars().filter(|c| *c != '\r' && *c != '\n').collect();
        match mutation {
            Mutation::Replace { column, character } => {
                if let Some(slot) = characters.get_mut(*column) {
                    *slot = *character;
                }
            }
            Mutation::Insert { column, character } => {
                characters.insert((*column).min(characters.len()), *character);
            }
            Mutation::Delete { column } => {
                if *column < characters.len() {
                    characters.remove(*column);
                }
            }
            Mutation::Truncate { length } => characters.truncate(*length),
            Mutation::Duplicate => {
                let copy = line.clone();
                lines.insert(index, copy);
                continue;
            }
            Mutation::Remove => {
                if lines.len() > 1 {
                    lines.remove(index);
                }
                continue;
            }
        }
        *line = characters.into_iter().collect::<String>() + &ending;
    }
    lines.concat()
}

// 256 cases each by default; set PROPTEST_CASES for a longer run.
proptest! {
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        read_round_trip(&bytes);
    }

    #[test]
    fn trf_like_text_never_panics(
        lines in proptest::collection::vec(
            (proptest::sample::select(&["001", "012", "XXA", "XXS", "162", "240", "250", "260", "XXC", "132", "BBW", "###", "310"][..]),
             "[ 0-9a-zA-Z=+.,/-]{0,120}"),
            0..8),
        ending in proptest::sample::select(&["\n", "\r", "\r\n"][..]),
    ) {
        let text: String = lines.iter().map(|(code, rest)| format!("{code}{rest}{ending}")).collect();
        read_round_trip(text.as_bytes());
    }

    #[test]
    fn mutated_files_never_panic(
        file in 0..5usize,
        line_choice in 0..200usize,
        mutations in proptest::collection::vec(mutation(), 1..4),
    ) {
        let corpus = small_corpus();
        let text = mutate(&corpus[file], line_choice, &mutations);
        read_round_trip(text.as_bytes());
    }
}
