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

/// Whether an output path given for `n_inputs` inputs names a folder to write one output per
/// input into: an existing folder, a path ending in a separator, or any path for several
/// inputs. Otherwise it is the one input's output file.
#[must_use]
pub fn names_folder(target: &Path, n_inputs: usize) -> bool {
    let text = target.as_os_str().to_string_lossy();
    target.is_dir()
        || text.ends_with(std::path::MAIN_SEPARATOR)
        || text.ends_with('/')
        || n_inputs > 1
}

/// The stem of `input` to show (a title, say), `fallback` when it has none; bytes that are not
/// UTF-8 are shown as `�`.
#[must_use]
pub fn shown_stem(input: &Path, fallback: &str) -> String {
    input.file_stem().map_or_else(
        || fallback.to_owned(),
        |stem| stem.to_string_lossy().into_owned(),
    )
}

/// The extension of an output file's name, in lower case, `htm` read as `html`: the format
/// the name asks for. `None` without one, or with one that is not UTF-8.
#[must_use]
pub fn named_extension(output: &Path) -> Option<String> {
    let named = output.extension()?.to_str()?.to_ascii_lowercase();
    Some(if named == "htm" {
        "html".to_owned()
    } else {
        named
    })
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
        assert_eq!(shown_stem(Path::new("a/open.trf"), "standings"), "open");
        assert_eq!(shown_stem(Path::new(""), "standings"), "standings");
        assert!(names_folder(Path::new("out/"), 1) && names_folder(Path::new("out.csv"), 2));
        assert!(!names_folder(Path::new("no such folder/out.csv"), 1));
        assert_eq!(
            named_extension(Path::new("a/Open.HTM")).as_deref(),
            Some("html")
        );
        assert_eq!(
            named_extension(Path::new("a/open.Csv")).as_deref(),
            Some("csv")
        );
        assert_eq!(named_extension(Path::new("a/open")), None);
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
