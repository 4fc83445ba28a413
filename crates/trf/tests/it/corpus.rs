//! The conformance corpus: every file reads, checks, round-trips byte for byte, converts to the
//! other format and back without loss, and survives JSON.

use rondo_core::Tournament;
use rondo_trf::{Format, TrfFile, WriteOptions, from_json, read, to_json, write, write_setup};

use crate::{corpus_files, semantically_equal};

fn other(format: Format) -> Format {
    match format {
        Format::Trf16 => Format::Trf2026,
        Format::Trf2026 => Format::Trf16,
    }
}

fn convert(file: &TrfFile, format: Format) -> TrfFile {
    let options = WriteOptions::default()
        .with_format(format)
        .with_line_ending(file.line_ending);
    read(&write(file, &options)).unwrap()
}

#[test]
fn every_corpus_file_reads_checks_and_round_trips_byte_for_byte() {
    let files = corpus_files();
    assert!(files.len() > 50, "corpus present");
    for path in files {
        let bytes = std::fs::read(&path).unwrap();
        let file = match read(&bytes) {
            Ok(file) => file,
            Err(error) => panic!("{}: {error}", path.display()),
        };
        assert!(
            file.warnings.is_empty(),
            "{}: {:?}",
            path.display(),
            file.warnings
        );
        if let Err(error) = Tournament::try_from(file.setup.clone()) {
            panic!("{}: {error}", path.display());
        }
        let written = write(&file, &WriteOptions::same_as(&file));
        assert!(written == bytes, "{}: not byte-identical", path.display());
    }
}

#[test]
fn corpus_converts_to_the_other_format_and_back_without_loss() {
    for path in corpus_files() {
        let file = read(&std::fs::read(&path).unwrap()).unwrap();
        let there = convert(&file, other(file.format));
        let back = convert(&there, file.format);
        if file.format == Format::Trf16 {
            // TRF16 -> TRF-2026 -> TRF16 keeps the model exactly.
            assert_eq!(there.setup, file.setup, "{}", path.display());
            assert_eq!(back.setup, file.setup, "{}", path.display());
        } else {
            // TRF16 has no ranges of players for accelerations, so they come back per player.
            assert!(
                semantically_equal(&back.setup, &file.setup),
                "{}",
                path.display()
            );
            assert!(
                semantically_equal(&there.setup, &file.setup),
                "{}",
                path.display()
            );
        }
    }
}

#[test]
fn corpus_survives_json() {
    for path in corpus_files() {
        let file = read(&std::fs::read(&path).unwrap()).unwrap();
        assert_eq!(
            from_json(&to_json(&file.setup)).unwrap(),
            file.setup,
            "{}",
            path.display()
        );
    }
}

/// The standard layout is the one bbpPairings and gacrux write, so a file built from the model
/// alone has the same player and acceleration lines as the corpus.
#[test]
fn standard_layout_matches_the_corpus_lines() {
    for path in corpus_files() {
        let bytes = std::fs::read(&path).unwrap();
        let file = read(&bytes).unwrap();
        let options = WriteOptions::same_as(&file);
        let fresh = String::from_utf8(write_setup(&file.setup, &options)).unwrap();
        let original = String::from_utf8(bytes).unwrap();
        let records = |text: &str| -> Vec<String> {
            text.split(['\r', '\n'])
                .filter(|line| line.starts_with("001") || line.starts_with("250"))
                .map(str::to_owned)
                .collect()
        };
        assert_eq!(records(&fresh), records(&original), "{}", path.display());
    }
}

/// gacrux writes its records in the standard order, so its files come back byte for byte from
/// the model alone, through JSON.
#[test]
fn baku_files_come_back_from_their_json_byte_for_byte() {
    for path in corpus_files()
        .iter()
        .filter(|path| path.to_string_lossy().contains("baku"))
    {
        let bytes = std::fs::read(path).unwrap();
        let file = read(&bytes).unwrap();
        let setup = from_json(&to_json(&file.setup)).unwrap();
        let written = write_setup(&setup, &WriteOptions::same_as(&file));
        assert!(written == bytes, "{}", path.display());
    }
}
