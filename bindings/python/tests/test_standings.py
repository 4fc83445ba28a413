"""Standings and tie-breaks against reference values, and the export rows."""

from __future__ import annotations

import csv
import json

import pytest

import rondo
from conftest import CONFORMANCE_2025, CONFORMANCE_TIEBREAKS, GENERATED, SPRING_OPEN


def reference_values(code):
    """Each player's value of `code` as gacrux's tiebreakchecker computed it (2026 rules)."""
    result = json.loads(CONFORMANCE_TIEBREAKS.read_text())["tiebreakResult"]
    column = next(i for i, tb in enumerate(result["tiebreaks"]) if tb["desc"] == code)
    return {c["cid"]: float(c["tiebreakScore"][column]) for c in result["competitors"]}


@pytest.mark.parametrize("code", ["BH", "BH/C1", "SB", "PS", "ARO"])
def test_tiebreak_values_match_the_reference(code):
    table = rondo.standings(rondo.read(CONFORMANCE_2025), tiebreaks=[code], rules="2026")
    assert table.tiebreaks == [code]
    expected = reference_values(code)
    actual = {row.player: float(row.formatted[0]) for row in table}
    assert actual == expected


@pytest.mark.parametrize("path", sorted(GENERATED.glob("*.trf")), ids=lambda path: path.name)
def test_standings_match_the_command_line(path):
    """The file's own tie-breaks, as `rondo standings --format csv` wrote them."""
    table = rondo.standings(rondo.read(path))
    with open(path.with_suffix(".standings.csv"), newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(table) == len(rows)
    codes = list(rows[0])[4:]
    assert table.tiebreaks == codes
    for row, expected in zip(table, rows):
        assert (row.rank, row.player, row.name) == (int(expected["rank"]), int(expected["start_number"]), expected["name"])
        assert row.points == float(expected["points"])
        assert row.formatted == [expected[code] for code in codes]


def test_rows_are_a_sequence_with_shared_ranks(spring_open):
    table = rondo.standings(spring_open, tiebreaks="BH/C1, BH", rules="2024")
    assert table.rules == "2024" and table.rounds == 4
    assert table[0].rank == 1 and table[-1] is not None
    assert [row.rank for row in table] == sorted(row.rank for row in table)
    assert table[0].values == [8.0, 8.5]
    with pytest.raises(IndexError):
        table[12]
    dicts = table.to_dicts()
    assert dicts[0]["BH/C1"] == 8.0 and dicts[0]["name"] == table[0].name


def test_after_round(spring_open):
    assert rondo.standings(spring_open, ["BH"], after_round=2).rounds == 2
    # Worded as `rondo standings --after-round 9`.
    with pytest.raises(ValueError, match=r"after_round 9: the file holds \d+ paired round\(s\)"):
        rondo.standings(spring_open, ["BH"], after_round=9)
    with pytest.raises(ValueError, match="after_round must be 1 or more"):
        rondo.standings(spring_open, ["BH"], after_round=0)


def test_bad_tiebreaks_and_rules(spring_open):
    with pytest.raises(ValueError, match="tiebreaks"):
        rondo.standings(spring_open, ["XYZ"])
    with pytest.raises(ValueError, match="rules edition"):
        rondo.standings(spring_open, ["BH"], rules="1999")


def test_to_pandas(spring_open):
    table = rondo.standings(spring_open, ["BH"])
    try:
        import pandas  # noqa: F401
    except ImportError:
        with pytest.raises(ImportError, match="pip install pandas"):
            table.to_pandas()
    else:
        frame = table.to_pandas()
        assert list(frame.columns)[-1] == "BH"
        assert len(frame) == 12


@pytest.mark.parametrize("path", sorted(GENERATED.glob("*.trf")), ids=lambda path: path.name)
def test_export_rows_are_the_command_lines(path):
    rows = rondo.export(rondo.read(path))
    with open(path.with_suffix(".export.csv"), newline="", encoding="utf-8") as handle:
        expected = list(csv.DictReader(handle))
    assert len(rows) == len(expected)
    text = lambda value: "" if value is None else ("true" if value is True else "false" if value is False else str(value))
    for row, want in zip(rows, expected):
        assert list(row) == list(want)
        assert row["file"] == str(path)
        for key in want:
            if key == "file":
                continue
            if key.endswith("_points") and want[key]:
                assert row[key] == float(want[key])
            else:
                assert text(row[key]) == want[key], key
