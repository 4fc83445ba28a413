//! Hand-made files that exercise every record and tolerated variation: each reads, checks,
//! round-trips byte for byte, and converts to the other format without loss.

use rondo_trf::{
    CheckOptions, Format, LineEnding, TextEncoding, TrfFile, WriteOptions, check, from_json, read,
    to_json, write,
};

use crate::{render_diagnostics, semantically_equal};

/// The file written in `format`, as UTF-8 text with LF line endings, for snapshots.
fn as_text(file: &TrfFile, format: Format) -> String {
    let mut file = file.clone();
    file.encoding = TextEncoding::Utf8;
    file.bom = false;
    let options = WriteOptions::default()
        .with_format(format)
        .with_line_ending(LineEnding::Lf);
    String::from_utf8(write(&file, &options)).unwrap()
}

#[test]
fn valid_fixtures() {
    insta::glob!("../../../../fixtures", "trf/valid/*.trf", |path| {
        let bytes = std::fs::read(path).unwrap();
        let file = read(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let checked = check(&file, &CheckOptions::default())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(checked.warnings, file.warnings);

        assert!(
            write(&file, &WriteOptions::same_as(&file)) == bytes,
            "{}: byte round trip",
            path.display()
        );
        let other = match file.format {
            Format::Trf16 => Format::Trf2026,
            Format::Trf2026 => Format::Trf16,
        };
        let converted = write(
            &file,
            &WriteOptions::default()
                .with_format(other)
                .with_line_ending(file.line_ending),
        );
        let converted = read(&converted).unwrap();
        let back = write(&converted, &WriteOptions::same_as(&file));
        let back = read(&back).unwrap();
        assert!(
            semantically_equal(&back.setup, &file.setup),
            "{}: conversion",
            path.display()
        );
        assert_eq!(from_json(&to_json(&file.setup)).unwrap(), file.setup);

        let report = format!(
            "format: {:?}, line ending: {:?}, encoding: {:?}, bom: {}\n\n\
             --- warnings\n{}\n--- as TRF16\n{}\n--- as TRF-2026\n{}",
            file.format,
            file.line_ending,
            file.encoding,
            file.bom,
            render_diagnostics(&file.warnings),
            as_text(&file, Format::Trf16),
            as_text(&file, Format::Trf2026),
        );
        insta::assert_snapshot!(report);
    });
}
