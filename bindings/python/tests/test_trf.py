"""Reading and writing files: the TRF round trip, conversions, and what a tournament holds."""

from __future__ import annotations

import json

import pytest

import rondo
from conftest import CONFORMANCE_2025, GENERATED, SPRING_OPEN


@pytest.mark.parametrize(
    "path",
    [SPRING_OPEN, CONFORMANCE_2025, *sorted(GENERATED.glob("*.trf"))],
    ids=lambda path: path.name,
)
def test_a_file_written_in_its_own_format_is_the_same_bytes(path):
    tournament = rondo.read(path)
    assert tournament.to_trf_bytes() == path.read_bytes()


def test_text_bytes_and_path_read_the_same_tournament():
    from_path = rondo.read(SPRING_OPEN)
    from_text = rondo.read(SPRING_OPEN.read_bytes().decode("utf-8"))
    from_bytes = rondo.read(SPRING_OPEN.read_bytes())
    assert from_path.file == str(SPRING_OPEN)
    assert from_text.file is None
    assert from_text.to_trf() == from_path.to_trf() == from_bytes.to_trf()


def test_trf16_converts_to_trf2026_and_back_without_losing_results(spring_open):
    assert spring_open.format == "trf16"
    converted = rondo.read(spring_open.to_trf("trf26"))
    assert converted.format == "trf26"
    back = rondo.read(converted.to_trf("trf16"))
    for tournament in (converted, back):
        assert [p.results for p in tournament.players] == [p.results for p in spring_open.players]
        assert [p.points for p in tournament.players] == [p.points for p in spring_open.players]


def test_json_round_trip(spring_open):
    text = spring_open.to_json()
    assert json.loads(text)["players"][0]["name"] == "Lindqvist, Astrid"
    again = rondo.read(text)
    assert again.format == "json"
    assert again.to_json() == text


def test_players_and_rounds(spring_open):
    assert spring_open.name == "Riverside Spring Open 2026"
    assert len(spring_open.players) == 12
    first = spring_open.players[0]
    assert (first.id, first.name, first.rating, first.federation) == (1, "Lindqvist, Astrid", 2105, "SWE")
    assert spring_open.round_count == 7
    assert spring_open.paired_rounds == 4
    assert spring_open.next_round == 5
    rounds = spring_open.rounds
    assert [r.number for r in rounds] == [1, 2, 3, 4, 5]
    game = rounds[0].games[0]
    assert (game.board, game.white, game.black, game.white_result, game.black_result) == (1, 1, 7, "=", "=")
    # The points are the results' sum: a win is 1, a draw ½.
    assert first.points == sum({"1": 1.0, "=": 0.5}.get(code, 0.0) for code in first.results)


def test_unknown_format_is_a_value_error(spring_open):
    with pytest.raises(ValueError, match="unknown TRF format"):
        spring_open.to_trf("pgn")
