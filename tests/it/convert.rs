//! `rondo convert`: lossless conversions and safe output.

use crate::support::{arg, fixture_files, rondo};

#[test]
fn trf16_round_trip_is_byte_identical_through_the_cli() {
    let dir = tempfile::tempdir().unwrap();
    for input in fixture_files("conformance/dutch-2025", "trf")
        .iter()
        .take(5)
    {
        let output = dir.path().join("out.trf");
        let run = rondo(&["convert", arg(input), "--to", "trf16", "-o", arg(&output)]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert_eq!(
            std::fs::read(&output).unwrap(),
            std::fs::read(input).unwrap()
        );
    }
}

#[test]
fn trf26_and_json_conversions_come_back_to_the_same_trf16() {
    let dir = tempfile::tempdir().unwrap();
    for input in fixture_files("conformance/dutch-2025-baku", "trf")
        .iter()
        .take(3)
    {
        let json = dir.path().join("t.json");
        let back = dir.path().join("back.trf");
        assert_eq!(
            rondo(&["convert", arg(input), "--to", "json", "-o", arg(&json)]).code,
            0
        );
        let run = rondo(&[
            "convert",
            arg(&json),
            "--to",
            "trf26",
            "--line-ending",
            "lf",
            "-o",
            arg(&back),
        ]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        let direct = rondo(&[
            "convert",
            arg(input),
            "--to",
            "trf26",
            "--line-ending",
            "lf",
        ]);
        assert_eq!(std::fs::read_to_string(&back).unwrap(), direct.stdout);
    }
}

#[test]
fn convert_refuses_to_write_over_its_input() {
    let dir = tempfile::tempdir().unwrap();
    let source = &fixture_files("conformance/dutch-2025", "trf")[0];
    let copy = dir.path().join("input.trf");
    std::fs::copy(source, &copy).unwrap();
    let run = rondo(&["convert", arg(&copy), "--to", "trf26", "-o", arg(&copy)]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("never writes over its input"),
        "{}",
        run.stderr
    );
    assert_eq!(
        std::fs::read(&copy).unwrap(),
        std::fs::read(source).unwrap()
    );
}

#[test]
fn bad_input_names_file_line_and_column_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("bad.trf");
    std::fs::write(
        &input,
        "012 Broken\n001    1      Alpha, Ann                        2100                             1.0    1     2 w X\n",
    )
    .unwrap();
    let output = dir.path().join("out.json");
    let run = rondo(&["convert", arg(&input), "--to", "json", "-o", arg(&output)]);
    assert_eq!(run.code, 2);
    let first = run.stderr.lines().next().unwrap_or_default();
    assert!(
        first.starts_with(&format!("{}:2:", input.display()))
            && first.contains("invalid result code 'X'"),
        "{}",
        run.stderr
    );
    assert!(!output.exists());
}

#[test]
fn usage_errors_exit_with_2_and_help_with_0() {
    assert_eq!(rondo(&["convert"]).code, 2);
    assert_eq!(rondo(&["no-such-command"]).code, 2);
    let help = rondo(&["--help"]);
    assert_eq!(help.code, 0);
    assert!(help.stdout.contains("convert"));
}
