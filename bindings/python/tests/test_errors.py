"""Errors are Python exceptions that say where: file, line and column."""

from __future__ import annotations

import pytest

import rondo
from conftest import FIXTURES, SPRING_OPEN

BAD_RESULT = (
    "012 Club\n"
    "001    1      Alpha, Ann                        2100                             1.0    1     2 w X\n"
    "001    2      Beta, Bea                         2000                             0.0    2     1 b 0\n"
)


def test_a_bad_result_code_names_line_and_column():
    with pytest.raises(rondo.ParseError) as caught:
        rondo.read(BAD_RESULT)
    error = caught.value
    assert (error.file, error.line, error.column) == (None, 2, 99)
    assert "invalid result code 'X'" in str(error)
    assert isinstance(error, ValueError)
    [diagnostic] = error.diagnostics
    assert (diagnostic.line, diagnostic.column, diagnostic.severity) == (2, 99, "error")
    assert diagnostic.source_line[diagnostic.column - 1] == "X"


def test_a_file_error_names_the_file(tmp_path):
    path = tmp_path / "broken.trf"
    path.write_text(BAD_RESULT)
    with pytest.raises(rondo.ParseError) as caught:
        rondo.read(path)
    assert caught.value.file == str(path)
    assert str(caught.value).startswith(f"{path}:2:99: ")


def test_an_inconsistent_file_is_placed_on_the_players_line():
    path = FIXTURES / "hostile" / "opponent-not-pointing-back.trf"
    with pytest.raises(rondo.ParseError) as caught:
        rondo.read(path)
    error = caught.value
    assert error.file == str(path) and error.line >= 1 and error.column >= 1
    assert all(d.line >= 1 for d in error.diagnostics)


def test_bad_json_names_line_and_column():
    with pytest.raises(rondo.ParseError) as caught:
        rondo.read('{\n  "players": [\n    {"id": "one"}\n  ]\n}')
    assert caught.value.line == 3
    assert caught.value.column > 1


def test_points_that_disagree_are_a_warning_unless_strict():
    text = BAD_RESULT.replace(" 2 w X", " 2 w 1").replace("1.0    1", "0.5    1")
    tournament = rondo.read(text)
    [warning] = tournament.warnings
    assert (warning.line, warning.severity) == (2, "warning")
    with pytest.raises(rondo.ParseError) as caught:
        rondo.read(text, strict=True)
    assert caught.value.line == 2


def test_a_missing_file_is_an_os_error(tmp_path):
    with pytest.raises(FileNotFoundError):
        rondo.read(tmp_path / "missing.trf")


def test_parse_error_is_a_rondo_error():
    assert issubclass(rondo.ParseError, rondo.RondoError)
    assert rondo.read(SPRING_OPEN).warnings == []


def test_a_system_that_pairs_teams_says_so_in_words():
    tournament = rondo.read(SPRING_OPEN)
    for system, name in [("team", "FIDE Swiss Team 2026"), ("olympiad", "FIDE Olympiad 2022")]:
        with pytest.raises(rondo.RondoError) as caught:
            rondo.pair(tournament, system=system)
        message = str(caught.value)
        assert f"{name} pairs teams, not rounds of players" in message, message
        assert "PlayerPairing" not in message
