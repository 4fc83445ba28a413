//! Any bytes given to the TRF reader: it never panics, and what it accepts is written back in the
//! same format to the same model, in the other format to a file that reads, and to JSON and back
//! to the same model. Checking the accepted file never panics either.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rondo_trf::{CheckOptions, Format, WriteOptions, check, from_json, read, to_json, write};

fuzz_target!(|bytes: &[u8]| {
    let Ok(file) = read(bytes) else {
        return;
    };

    let same = WriteOptions::same_as(&file);
    let written = write(&file, &same);
    let again = read(&written).expect("a written file reads back");
    assert_eq!(again.setup, file.setup, "write then read changes the model");
    assert_eq!(write(&again, &same), written, "writing is not stable");

    let other = WriteOptions {
        format: match file.format {
            Format::Trf16 => Format::Trf2026,
            Format::Trf2026 => Format::Trf16,
        },
        ..same
    };
    let converted = write(&file, &other);
    read(&converted).expect("a file converted to the other format reads back");

    let json = to_json(&file.setup);
    let from = from_json(&json).expect("the JSON of a file reads back");
    assert_eq!(from, file.setup, "JSON round trip changes the model");

    for lenient_points in [false, true] {
        let _ = check(&file, &CheckOptions { lenient_points });
    }
});
