//! Files per second: standings (24 tie-breaks, as in the conformance corpus) and crosstable of
//! every tournament of the conformance corpus.
//!
//! ```text
//! cargo run --release -p rondo-tiebreak --example standings_bench
//! ```
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::path::Path;
use std::time::Instant;

use rondo_core::Tournament;
use rondo_tiebreak::{Rules, StandingsOptions, crosstable, parse_tiebreak_list, standings};

const LIST: &str = "PTS WIN WON BPG BWG GE PS KS BH BH/C1 BH/C2 BH/M1 BH/M2 FB SB SB/C1 DE \
                    ARO ARO/C1 TPR PTP APRO APPO AOB";

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/conformance");
    let mut files = Vec::new();
    for folder in ["dutch-2025", "dutch-2025-baku", "dutch-2017"] {
        let Ok(entries) = std::fs::read_dir(root.join(folder)) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|ext| ext == "trf") {
                files.push(std::fs::read(&path).expect("readable corpus file"));
            }
        }
    }
    assert!(!files.is_empty(), "no corpus under {}", root.display());
    let specs = parse_tiebreak_list(LIST).expect("list parses");

    let start = Instant::now();
    let tournaments: Vec<Tournament> = files
        .iter()
        .map(|bytes| {
            let file = rondo_trf::read(bytes).expect("corpus file reads");
            Tournament::try_from(file.setup)
                .or_else(rondo_core::ValidationError::ignore_score_mismatch)
                .expect("consistent")
        })
        .collect();
    let read = start.elapsed();

    let mut players = 0;
    let repetitions = 3;
    let start = Instant::now();
    for _ in 0..repetitions {
        for rules in [Rules::Fide2026, Rules::Fide2024] {
            let options = StandingsOptions::default().with_rules(rules);
            for tournament in &tournaments {
                let table = standings(tournament, &specs, &options).expect("standings");
                let cross = crosstable(tournament, None);
                players += std::hint::black_box(table).rows.len();
                std::hint::black_box(cross);
            }
        }
    }
    let computed = start.elapsed();
    let runs = tournaments.len() * 2 * repetitions;
    println!(
        "{} files ({} player rows), 24 tie-breaks + crosstable, both rule sets",
        tournaments.len(),
        players / (2 * repetitions)
    );
    println!(
        "reading TRF: {:.0} files/s; standings: {:.0} files/s ({:.2} ms per file)",
        tournaments.len() as f64 / read.as_secs_f64(),
        runs as f64 / computed.as_secs_f64(),
        computed.as_secs_f64() * 1000.0 / runs as f64
    );
}
