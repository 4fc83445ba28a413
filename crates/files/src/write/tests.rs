use super::*;

fn names_in(directory: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(directory)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Issue 38: a file that no longer holds what the edit read (another program wrote it) is not
/// overwritten, and the temporary file is gone; a file that does is replaced.
#[test]
fn a_file_changed_since_it_was_read_is_not_replaced() {
    let directory = tempfile::tempdir().unwrap();
    let path = directory.path().join("event.trf");
    std::fs::write(&path, "written by another program\n").unwrap();
    let refused = replace_unless_changed(&path, b"edited\n", b"as read\n", &mut |_| {});
    let Err(FileError::Changed { path: refused_path }) = refused else {
        panic!("{refused:?}");
    };
    assert_eq!(refused_path, path);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "written by another program\n"
    );
    assert_eq!(names_in(directory.path()), ["event.trf"]);
    // A longer file that starts with what was read has changed too.
    replace_unless_changed(&path, b"edited\n", b"written by another", &mut |_| {}).unwrap_err();
    replace_unless_changed(
        &path,
        b"edited\n",
        b"written by another program\n",
        &mut |_| {},
    )
    .unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "edited\n");
    assert_eq!(names_in(directory.path()), ["event.trf"]);
}

#[test]
fn only_temporary_files_with_a_process_id_name_one() {
    assert_eq!(
        partial_file_pid(".event.trf.rondo-partial-4242-a1B2c3"),
        Some(4242)
    );
    assert_eq!(partial_file_pid(".rondo-partial-7-zzzzzz"), Some(7));
    // The older form, without a process id, and names that merely look alike.
    assert_eq!(partial_file_pid(".event.trf.rondo-partial-a1B2c3"), None);
    assert_eq!(
        partial_file_pid("event.trf.rondo-partial-4242-a1B2c3"),
        None
    );
    assert_eq!(
        partial_file_pid(".event.trf.rondo-partial-4242-a1B2c3.bak"),
        None
    );
    assert_eq!(partial_file_pid(".eventrondo-partial-4242-a1B2c3"), None);
    assert_eq!(partial_file_pid(".event.trf.rondo-partial--a1B2c3"), None);
}

#[test]
fn reads_stop_past_the_limit() {
    let directory = tempfile::tempdir().unwrap();
    let path = directory.path().join("event.trf");
    std::fs::write(&path, "12345").unwrap();
    assert_eq!(read_limited(&path, 5).unwrap(), b"12345");
    let Err(FileError::TooLarge { limit: 4, .. }) = read_limited(&path, 4) else {
        panic!("a file over the limit was read");
    };
}
