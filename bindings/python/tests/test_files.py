"""Writing files without losing an edit: two edits racing on one file, a script killed while
it edits, and `rondo undo` after a Python edit (the policy is in src/files.rs)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import rondo

def event(tmp_path: Path) -> Path:
    """A new event file with two players."""
    path = tmp_path / "club.trf"
    t = rondo.new("Club Open", rounds=5)
    t, _ = t.add_player("Alpha, Ann", rating=2100)
    t, _ = t.add_player("Beta, Bob", rating=2000)
    t.write(path)
    return path


def names(path: Path) -> set[str]:
    return {player.name for player in rondo.read(path).players}


def script(body: str, path: Path) -> list[str]:
    """A Python process that runs `body` with `path` and `rondo` at hand."""
    return [sys.executable, "-c", f"import rondo, sys, time\npath = {str(path)!r}\n" + textwrap.dedent(body)]


def test_writing_back_a_file_changed_since_it_was_read_is_refused(tmp_path):
    path = event(tmp_path)
    first = rondo.read(path)
    second = rondo.read(path)
    first.add_player("Gamma, Gil")[0].write(path)
    written = path.read_bytes()
    with pytest.raises(rondo.FileChangedError) as raised:
        second.add_player("Delta, Dan")[0].write(path)
    assert isinstance(raised.value, rondo.FileError)
    assert raised.value.file == str(path)
    assert "changed since it was read" in str(raised.value)
    assert path.read_bytes() == written
    assert names(path) == {"Alpha, Ann", "Beta, Bob", "Gamma, Gil"}
    # Read again, the edit goes through.
    rondo.read(path).add_player("Delta, Dan")[0].write(path)
    assert "Delta, Dan" in names(path)


def test_a_script_that_edits_and_writes_again_and_again_goes_through(tmp_path):
    path = event(tmp_path)
    t = rondo.read(path)
    t = t.add_player("Gamma, Gil")[0]
    t.write(path)
    sibling = t.add_player("Sibling, Sam")[0]
    t = t.add_player("Delta, Dan")[0]
    t.write(path)
    t = t.add_player("Epsilon, Eve")[0]
    t.write(path)
    assert names(path) == {"Alpha, Ann", "Beta, Bob", "Gamma, Gil", "Delta, Dan", "Epsilon, Eve"}
    index = json.loads((tmp_path / ".club.trf.rondo-history" / "index.json").read_text())
    assert len(index["entries"]) == 3
    # Edited from a version older than the file's, it would undo Delta's and Epsilon's entries.
    with pytest.raises(rondo.FileChangedError):
        sibling.write(path)
    assert "Epsilon, Eve" in names(path)


def test_scripts_racing_with_rondo_edit_lose_no_edit(tmp_path):
    path = event(tmp_path)
    body = """
        for n in range(3):
            with rondo.edit(path) as edit:
                edit.tournament = edit.tournament.add_player(f"{sys.argv[1]}, No{n}")[0]
                time.sleep(0.01)
    """
    processes = [
        subprocess.Popen(script(body, path) + [f"Racer{k}"]) for k in range(4)
    ]
    assert [process.wait(timeout=120) for process in processes] == [0, 0, 0, 0]
    expected = {f"Racer{k}, No{n}" for k in range(4) for n in range(3)}
    assert names(path) == {"Alpha, Ann", "Beta, Bob"} | expected


def test_an_edit_block_that_raises_writes_nothing(tmp_path):
    path = event(tmp_path)
    before = path.read_bytes()
    with pytest.raises(KeyError):
        with rondo.edit(path) as edit:
            edit.tournament = edit.tournament.add_player("Gamma, Gil")[0]
            raise KeyError("changed my mind")
    assert path.read_bytes() == before
    # The lock is free again.
    with rondo.edit(path) as edit:
        edit.tournament = edit.tournament.add_player("Gamma, Gil")[0]
    assert "Gamma, Gil" in names(path)


def test_a_script_killed_while_it_edits_leaves_the_file_and_the_lock(tmp_path):
    path = event(tmp_path)
    before = path.read_bytes()
    holding = tmp_path / "holding"
    body = f"""
        with rondo.edit(path) as edit:
            edit.tournament = edit.tournament.add_player("Killed, Kim")[0]
            open({str(holding)!r}, "w").close()
            time.sleep(60)
    """
    process = subprocess.Popen(script(body, path))
    started = time.monotonic()
    while not holding.exists():
        assert time.monotonic() - started < 60, "the script never took the lock"
        time.sleep(0.02)
    process.kill()
    process.wait(timeout=30)
    assert path.read_bytes() == before
    started = time.monotonic()
    with rondo.edit(path) as edit:
        edit.tournament = edit.tournament.add_player("Next, Nia")[0]
    assert time.monotonic() - started < 5
    assert names(path) == {"Alpha, Ann", "Beta, Bob", "Next, Nia"}


def test_a_python_edit_in_place_is_kept_in_the_history(tmp_path):
    path = event(tmp_path)
    before = path.read_bytes()
    rondo.read(path).add_player("Gamma, Gil")[0].write(path)
    index = json.loads((tmp_path / ".club.trf.rondo-history" / "index.json").read_text())
    [entry] = index["entries"]
    assert entry["kind"] == "edit" and entry["command"].startswith("python")
    kept = tmp_path / ".club.trf.rondo-history" / f"{entry['number']:06}-club.trf"
    assert kept.read_bytes() == before
    # Written elsewhere, it is no edit in place.
    rondo.read(path).write(tmp_path / "copy.trf")
    assert not (tmp_path / ".copy.trf.rondo-history").exists()


def test_rondo_undo_undoes_a_python_edit(tmp_path, rondo_binary):
    binary = rondo_binary
    path = event(tmp_path)
    before = path.read_bytes()
    with rondo.edit(path) as edit:
        edit.tournament = edit.tournament.add_player("Gamma, Gil")[0]
    assert "Gamma, Gil" in names(path)
    undo = subprocess.run([binary, "undo", path], capture_output=True, text=True, timeout=60)
    assert undo.returncode == 0, undo.stderr
    assert "undid `python" in undo.stderr
    assert path.read_bytes() == before


def test_an_edit_at_the_terminal_waits_for_the_script(tmp_path, rondo_binary):
    binary = rondo_binary
    path = event(tmp_path)
    with rondo.edit(path) as edit:
        terminal = subprocess.Popen(
            [binary, "player", "add", path, "--name", "Terminal, Tom", "-i"],
            stderr=subprocess.PIPE,
            text=True,
        )
        time.sleep(0.5)
        assert terminal.poll() is None, "the command line did not wait for the lock"
        edit.tournament = edit.tournament.add_player("Script, Sue")[0]
    _, stderr = terminal.communicate(timeout=60)
    assert terminal.returncode == 0, stderr
    assert "waiting for another rondo" in stderr
    assert {"Terminal, Tom", "Script, Sue"} <= names(path)
