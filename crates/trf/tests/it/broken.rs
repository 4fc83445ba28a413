//! Broken files: each gets the right diagnostics, with line and column, and nothing panics.

use rondo_trf::{CheckOptions, check, read};

use crate::render_diagnostics;

/// Everything the reader and the checker say about a file, as the CLI would print it.
fn report(bytes: &[u8], options: &CheckOptions) -> String {
    match read(bytes) {
        Err(error) => format!("read failed\n{}", render_diagnostics(&error.problems)),
        Ok(file) => match check(&file, options) {
            Err(error) => format!("check failed\n{}", render_diagnostics(&error.problems)),
            Ok(checked) => format!("accepted\n{}", render_diagnostics(&checked.warnings)),
        },
    }
}

#[test]
fn broken_fixtures() {
    insta::glob!("../../../../fixtures", "trf/broken/*.trf", |path| {
        let bytes = std::fs::read(path).unwrap();
        let report = report(&bytes, &CheckOptions::default());
        assert!(
            !report.starts_with("accepted"),
            "{}: accepted",
            path.display()
        );
        insta::assert_snapshot!(report);
    });
}

#[test]
fn points_mismatch_is_a_warning_when_lenient() {
    let bytes = std::fs::read(crate::fixtures().join("trf/broken/points-mismatch.trf")).unwrap();
    let lenient = CheckOptions::default().with_lenient_points(true);
    insta::assert_snapshot!(report(&bytes, &lenient), @r"
    accepted
    warning: 2:81: points column says 2 but the results give 1.5
       | 001    1      Alpha, Ann                        2000                             2.0    1     2 w 1     3 b =
       |                                                                                 ^
    ");
}

#[test]
fn other_problems_stay_errors_when_lenient() {
    let bytes = std::fs::read(crate::fixtures().join("trf/broken/two-wins.trf")).unwrap();
    let lenient = CheckOptions::default().with_lenient_points(true);
    assert!(report(&bytes, &lenient).starts_with("check failed"));
}

#[test]
fn errors_are_capped_at_one_hundred() {
    let line = "001    1      Alpha, Ann                        2000                             1.5    1     2 w X";
    let text = vec![line; 150].join("\n");
    let error = read(text.as_bytes()).unwrap_err();
    assert_eq!(error.errors().count(), 101);
    assert_eq!(
        error.problems.last().unwrap().to_string(),
        "101:99: too many problems; stopped after 100"
    );
}
