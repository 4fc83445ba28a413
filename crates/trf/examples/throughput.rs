//! Measures how fast `rondo_trf::read` parses a file: `cargo run --release -p rondo-trf
//! --example throughput -- FILE [SECONDS]`. Prints megabytes per second (10^6 bytes).
#![allow(clippy::expect_used, clippy::unwrap_used)] // A measuring tool, not library code.

use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: throughput FILE [SECONDS]");
    let seconds: f64 = args.next().map_or(2.0, |s| s.parse().expect("seconds"));
    let bytes = std::fs::read(&path).expect("readable file");
    let budget = Duration::from_secs_f64(seconds);

    let measure = |label: &str, run: &dyn Fn()| {
        run();
        let start = Instant::now();
        let mut iterations = 0u64;
        while start.elapsed() < budget {
            run();
            iterations += 1;
        }
        let elapsed = start.elapsed().as_secs_f64();
        let megabytes = (bytes.len() as f64 * iterations as f64) / 1e6;
        println!(
            "{label}: {:.1} MB/s ({iterations} runs of {} bytes in {elapsed:.2} s)",
            megabytes / elapsed,
            bytes.len()
        );
    };
    measure("read", &|| {
        std::hint::black_box(rondo_trf::read(std::hint::black_box(&bytes)).expect("file reads"));
    });
    let file = rondo_trf::read(&bytes).expect("file reads");
    measure("read + check", &|| {
        let file = rondo_trf::read(std::hint::black_box(&bytes)).expect("file reads");
        std::hint::black_box(
            rondo_trf::check(&file, &rondo_trf::CheckOptions::default()).expect("consistent"),
        );
    });
    let options = rondo_trf::WriteOptions::same_as(&file);
    measure("write", &|| {
        std::hint::black_box(rondo_trf::write(std::hint::black_box(&file), &options));
    });
}
