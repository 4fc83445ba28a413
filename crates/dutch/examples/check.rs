//! Re-pairs every round of TRF files and prints the rounds that differ from the file.
//!
//! `cargo run --release -p rondo-dutch --example check -- [--baku fide|half] FILE...`
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Instant;

use rondo_core::Tournament;
use rondo_dutch::{BakuVariant, PairOptions, Verdict, check_tournament};

fn main() {
    let mut options = PairOptions::default();
    let mut quiet = false;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--baku" => {
                options.baku = match args.next().as_deref() {
                    Some("half") => Some(BakuVariant::FirstHalf),
                    _ => Some(BakuVariant::Fide),
                }
            }
            "-q" => quiet = true,
            _ => files.push(arg),
        }
    }
    let (mut n_files, mut bad_files, mut n_rounds, mut bad_rounds) = (0, 0, 0, 0);
    let started = Instant::now();
    for path in &files {
        let bytes = std::fs::read(path).expect("readable file");
        let file = rondo_trf::read(&bytes).expect("TRF file");
        let tournament = Tournament::try_from(file.setup.clone())
            .or_else(rondo_core::ValidationError::ignore_score_mismatch)
            .expect("valid tournament");
        let began = Instant::now();
        let checks = check_tournament(&tournament, &options);
        let elapsed = began.elapsed();
        n_files += 1;
        let mut file_bad = false;
        for check in &checks {
            n_rounds += 1;
            if check.agrees() {
                continue;
            }
            bad_rounds += 1;
            file_bad = true;
            if quiet {
                continue;
            }
            println!("{path}: round {}", check.round);
            match &check.verdict {
                Verdict::Differs {
                    produced,
                    missing,
                    unexpected,
                } => {
                    let show = |boards: &[rondo_dutch::Board]| {
                        boards
                            .iter()
                            .map(|b| format!("{}-{}", b.white, b.black))
                            .collect::<Vec<_>>()
                            .join(" ")
                    };
                    println!("  file only:   {}", show(missing));
                    println!("  engine only: {}", show(unexpected));
                    if std::env::var("SHOW_BRACKETS").is_ok() {
                        for bracket in &produced.brackets {
                            println!(
                                "  bracket {}: mdps {:?} residents {:?} pairs {:?} down {:?}",
                                bracket.score,
                                bracket
                                    .moved_down
                                    .iter()
                                    .map(|p| p.get())
                                    .collect::<Vec<_>>(),
                                bracket
                                    .residents
                                    .iter()
                                    .map(|p| p.get())
                                    .collect::<Vec<_>>(),
                                bracket
                                    .pairs
                                    .iter()
                                    .map(|(a, b)| (a.get(), b.get()))
                                    .collect::<Vec<_>>(),
                                bracket
                                    .downfloaters
                                    .iter()
                                    .map(|p| p.get())
                                    .collect::<Vec<_>>()
                            );
                        }
                    }
                    if produced.pairing_bye != check.expected.pairing_bye {
                        println!(
                            "  bye: file {:?}, engine {:?}",
                            check.expected.pairing_bye.map(|p| p.get()),
                            produced.pairing_bye.map(|p| p.get())
                        );
                    }
                }
                other => println!("  {other:?}"),
            }
        }
        if file_bad {
            bad_files += 1;
        }
        if quiet {
            println!(
                "{} {path} {:.2}s",
                if file_bad { "FAIL" } else { "ok  " },
                elapsed.as_secs_f64()
            );
        }
    }
    println!(
        "{}/{} files agree, {}/{} rounds agree, {:.1}s",
        n_files - bad_files,
        n_files,
        n_rounds - bad_rounds,
        n_rounds,
        started.elapsed().as_secs_f64()
    );
}
