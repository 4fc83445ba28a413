//! Edits racing on one file, writers killed mid-edit, and undo: no edit is ever lost.
#![allow(clippy::unwrap_used, clippy::expect_used)] // Test helpers may fail loudly.

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

use rondo_files::{Edit, FileError, Notice, history};

const LIMIT: u64 = 1 << 20;

/// Appends `line` to `path` as an edit: lock, read, change, write.
fn append(path: &Path, line: &str) -> Result<(), FileError> {
    let edit = Edit::begin(path, LIMIT, &mut |_| {})?;
    let mut bytes = edit.read().to_vec();
    // A little work between the read and the write, so that racing edits overlap.
    std::thread::sleep(Duration::from_millis(2));
    bytes.extend_from_slice(line.as_bytes());
    bytes.push(b'\n');
    edit.write(&bytes, &mut |_| {})
}

fn lines(path: &Path) -> Vec<String> {
    let mut lines: Vec<String> = std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    lines.sort();
    lines
}

/// This test binary run again as a child process that does `role` on `path`.
fn child(role: &str, path: &Path) -> Child {
    Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "child_process", "--ignored", "--nocapture"])
        .env("RONDO_FILES_CHILD", role)
        .env("RONDO_FILES_PATH", path)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap()
}

/// The body of the child processes of the tests below; it does nothing when run alone.
#[test]
#[ignore = "run by the tests below as a child process"]
fn child_process() {
    let (Ok(role), Ok(path)) = (
        std::env::var("RONDO_FILES_CHILD"),
        std::env::var("RONDO_FILES_PATH"),
    ) else {
        return;
    };
    let path = PathBuf::from(path);
    match role.as_str() {
        "hold" => {
            // Locks, starts writing the edit, says so, and waits to be killed.
            let _edit = Edit::begin(&path, LIMIT, &mut |_| {}).unwrap();
            std::fs::write(path.with_extension("holding"), b"").unwrap();
            std::thread::sleep(Duration::from_secs(60));
        }
        appender => {
            for n in 0..5 {
                append(&path, &format!("{appender} {n}")).unwrap();
            }
        }
    }
}

#[test]
fn threads_racing_on_one_file_lose_no_edit() {
    let directory = tempfile::tempdir().unwrap();
    let path = directory.path().join("event.trf");
    std::fs::write(&path, "").unwrap();
    std::thread::scope(|scope| {
        for thread in 0..8 {
            let path = &path;
            scope.spawn(move || {
                for n in 0..5 {
                    append(path, &format!("thread {thread} edit {n}")).unwrap();
                }
            });
        }
    });
    assert_eq!(lines(&path).len(), 40, "{:?}", lines(&path));
}

#[test]
fn processes_racing_on_one_file_lose_no_edit() {
    let directory = tempfile::tempdir().unwrap();
    let path = directory.path().join("event.trf");
    std::fs::write(&path, "").unwrap();
    let children: Vec<Child> = (0..4)
        .map(|n| child(&format!("process-{n}"), &path))
        .collect();
    for mut child in children {
        assert!(child.wait().unwrap().success());
    }
    let expected: Vec<String> = (0..4)
        .flat_map(|process| (0..5).map(move |n| format!("process-{process} {n}")))
        .collect();
    assert_eq!(lines(&path), expected);
}

#[test]
fn a_second_edit_waits_for_the_first_and_applies_on_top() {
    let directory = tempfile::tempdir().unwrap();
    let path = directory.path().join("event.trf");
    std::fs::write(&path, "first\n").unwrap();
    let first = Edit::begin(&path, LIMIT, &mut |_| {}).unwrap();
    let waiter = std::thread::spawn({
        let path = path.clone();
        move || {
            let mut notices = Vec::new();
            let second = Edit::begin(&path, LIMIT, &mut |notice| notices.push(notice)).unwrap();
            let read = second.read().to_vec();
            let mut bytes = read.clone();
            bytes.extend_from_slice(b"third\n");
            second.write(&bytes, &mut |_| {}).unwrap();
            (read, notices)
        }
    });
    std::thread::sleep(Duration::from_millis(200));
    first.write(b"first\nsecond\n", &mut |_| {}).unwrap();
    drop(first);
    let (read, notices) = waiter.join().unwrap();
    assert_eq!(read, b"first\nsecond\n");
    assert!(
        matches!(notices.as_slice(), [Notice::Waiting { .. }]),
        "{notices:?}"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "first\nsecond\nthird\n"
    );
}

#[test]
fn a_program_that_takes_no_lock_is_not_overwritten() {
    let directory = tempfile::tempdir().unwrap();
    let path = directory.path().join("event.trf");
    std::fs::write(&path, "as read\n").unwrap();
    let edit = Edit::begin(&path, LIMIT, &mut |_| {}).unwrap();
    std::fs::write(&path, "written by another program\n").unwrap();
    let refused = edit.write(b"edited\n", &mut |_| {});
    assert!(
        matches!(refused, Err(FileError::Changed { .. })),
        "{refused:?}"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "written by another program\n"
    );
}

#[test]
fn only_an_existing_regular_file_is_locked_for_an_edit() {
    let directory = tempfile::tempdir().unwrap();
    let path = directory.path().join("event.trf");
    let new = Edit::begin_if_file(&path, LIMIT, &mut |_| {}).unwrap();
    assert!(new.is_none(), "a new file has nothing to lose");
    assert!(!directory.path().join(".event.trf.rondo-lock").exists());
    std::fs::write(&path, "as read\n").unwrap();
    let existing = Edit::begin_if_file(&path, LIMIT, &mut |_| {}).unwrap();
    assert_eq!(existing.expect("locked").read(), b"as read\n");
    #[cfg(unix)]
    assert!(
        Edit::begin_if_file(Path::new("/dev/null"), LIMIT, &mut |_| {})
            .unwrap()
            .is_none()
    );
}

#[test]
fn an_edit_of_what_was_read_earlier_is_refused_once_the_file_changed() {
    let directory = tempfile::tempdir().unwrap();
    let path = directory.path().join("event.trf");
    std::fs::write(&path, "as read\n").unwrap();
    let earlier = std::fs::read(&path).unwrap();
    append(&path, "another edit").unwrap();
    let edit = Edit::begin(&path, LIMIT, &mut |_| {}).unwrap();
    let refused = edit.unchanged_since(&earlier);
    assert!(
        matches!(refused, Err(FileError::ChangedSinceRead { .. })),
        "{refused:?}"
    );
    drop(edit);
    let edit = Edit::begin(&path, LIMIT, &mut |_| {}).unwrap();
    edit.unchanged_since(b"as read\nanother edit\n").unwrap();
}

#[test]
fn a_writer_killed_while_editing_leaves_the_file_and_the_lock_free() {
    let directory = tempfile::tempdir().unwrap();
    let path = directory.path().join("event.trf");
    std::fs::write(&path, "original\n").unwrap();
    let mut holder = child("hold", &path);
    let started = Instant::now();
    while !path.with_extension("holding").exists() {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the child never locked"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    holder.kill().unwrap();
    holder.wait().unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "original\n");
    // The lock died with its process: the next edit does not wait.
    let mut notices = Vec::new();
    let edit = Edit::begin(&path, LIMIT, &mut |notice| notices.push(notice)).unwrap();
    assert!(notices.is_empty(), "{notices:?}");
    edit.write(b"original\nnext\n", &mut |_| {}).unwrap();
}

#[test]
fn a_temporary_file_of_a_killed_writer_is_removed_by_the_next_write() {
    let directory = tempfile::tempdir().unwrap();
    let path = directory.path().join("event.trf");
    std::fs::write(&path, "original\n").unwrap();
    // A process that has ended: its id names no process, as that of a writer killed outright
    // between writing its temporary file and the rename.
    let mut ended = Command::new(std::env::current_exe().unwrap())
        .arg("--list")
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let pid = ended.id();
    ended.wait().unwrap();
    let partial = directory
        .path()
        .join(format!(".event.trf.rondo-partial-{pid}-a1B2c3"));
    std::fs::write(&partial, "half an edi").unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "original\n");
    let mut notices = Vec::new();
    rondo_files::write_atomically(&path, b"edited\n", &mut |notice| notices.push(notice)).unwrap();
    if Path::new("/proc/self").exists() {
        assert_eq!(
            notices,
            [Notice::RemovedPartial {
                path: partial.clone(),
                pid
            }]
        );
        assert!(!partial.exists());
    }
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "edited\n");
}

#[test]
fn undo_restores_the_version_an_edit_replaced() {
    let directory = tempfile::tempdir().unwrap();
    let path = directory.path().join("event.trf");
    let refused = history::undo(&path, "rondo undo event.trf");
    assert!(
        matches!(refused, Err(FileError::NothingToUndo { kept: 0, .. })),
        "{refused:?}"
    );
    std::fs::write(&path, "before\n").unwrap();
    history::record(&path, "an edit").unwrap();
    std::fs::write(&path, "after\n").unwrap();
    let undone = history::undo(&path, "rondo undo event.trf").unwrap();
    assert_eq!(undone.edit.command, "an edit");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "before\n");
    assert_eq!(std::fs::read_to_string(&undone.kept_as).unwrap(), "after\n");
    assert!(matches!(
        history::undo(&path, "rondo undo event.trf"),
        Err(FileError::NothingToUndo { kept: 2, .. })
    ));
}

#[test]
fn the_history_records_a_command_line_that_a_shell_reads_back() {
    let arguments = ["result", "event 1.trf", "-i", "", "it's", "1-2=1-0"];
    assert_eq!(
        history::command_line("rondo", arguments),
        r"rondo result 'event 1.trf' -i '' 'it'\''s' 1-2=1-0"
    );
}
