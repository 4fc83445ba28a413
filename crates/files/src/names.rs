//! The names of outputs made from inputs, for a command that writes one output per input.

use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};

/// The name of an output for `input`: its stem (`fallback` when it has none), `suffix`, a dot
/// and `extension`. The stem keeps its bytes, so that a file name that is not UTF-8 gives an
/// output name of the same bytes.
#[must_use]
pub fn output_name(input: &Path, fallback: &str, suffix: &str, extension: &str) -> OsString {
    let mut name = input
        .file_stem()
        .map_or_else(|| fallback.into(), OsStr::to_os_string);
    name.push(suffix);
    name.push(".");
    name.push(extension);
    name
}

/// The first input whose output (`output_of`) is also an earlier input's: the earlier input,
/// the later one and the output both would write. `None` when every output is distinct.
pub fn first_shared_output(
    inputs: &[PathBuf],
    output_of: impl Fn(&Path) -> PathBuf,
) -> Option<(&Path, &Path, PathBuf)> {
    let mut seen: Vec<(PathBuf, &Path)> = Vec::new();
    for input in inputs {
        let target = output_of(input);
        if let Some((_, first)) = seen.iter().find(|(other, _)| *other == target) {
            return Some((first, input, target));
        }
        seen.push((target, input));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_keep_the_stem_and_find_the_first_shared_output() {
        assert_eq!(
            output_name(Path::new("a/open.trf"), "standings", "-teams", "csv"),
            OsString::from("open-teams.csv")
        );
        assert_eq!(
            output_name(Path::new(""), "standings", "", "txt"),
            OsString::from("standings.txt")
        );
        let inputs = [
            PathBuf::from("a/open.trf"),
            PathBuf::from("b/blitz.trf"),
            PathBuf::from("c/open.txt"),
        ];
        let output_of = |input: &Path| PathBuf::from(output_name(input, "s", "", "html"));
        let (first, second, target) = first_shared_output(&inputs, output_of).unwrap();
        assert_eq!(
            (first, second, target),
            (
                Path::new("a/open.trf"),
                Path::new("c/open.txt"),
                PathBuf::from("open.html")
            )
        );
        assert!(first_shared_output(&inputs[..2], output_of).is_none());
    }
}
