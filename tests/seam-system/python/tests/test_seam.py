"""The seam in Python: the in-order test system of `tests/seam-system`, registered in one place
(`rondo_seam_system::registry()`), reaches `system=` of the module `rondo_seam` with its own
words, next to rondo's systems; the shipped `rondo` package does not know it.

`cargo xtask test` installs `rondo_seam` (this folder's extension module) beside `rondo`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import rondo
import rondo_seam

# Round 5 of the spring open: player 8 has a half-point bye, the other eleven play.
SPRING_OPEN = Path(__file__).resolve().parents[4] / "fixtures" / "examples" / "spring-open.trf"


def test_the_seam_system_pairs_the_players_present_in_start_number_order():
    tournament = rondo_seam.read_path(str(SPRING_OPEN))
    pairing = rondo_seam.pair(tournament, system="in-order")
    assert pairing.round == 5
    assert pairing.system == "in-order"
    assert pairing.system_name == "In-order test system"
    assert [(absentee.player, absentee.reason) for absentee in pairing.absentees] == [
        (8, "half_point_bye")
    ]
    assert pairing.pairs == [(1, 2), (3, 4), (5, 6), (7, 9), (10, 11)]
    assert pairing.bye == 12


def test_the_explanation_is_worded_by_the_seam_crate():
    tournament = rondo_seam.read_path(str(SPRING_OPEN))
    explained = rondo_seam.pair(tournament, system="in-order").explain()
    assert explained["outcome"] == "explained"
    explanation = explained["explanation"]
    assert explanation["system"] == "seam_in_order"
    assert explanation["title"] == "Seam test system, pairs in start-number order"
    assert explanation["players"] == 11
    assert explanation["bye"]["player"] == 12


def test_the_seam_module_keeps_rondo_s_systems():
    seam_keys = [info.key for info in rondo_seam.systems()]
    shipped_keys = [info.key for info in rondo.systems()]
    assert seam_keys == shipped_keys + ["in-order"]
    seam_pairing = rondo_seam.pair(rondo_seam.read_path(str(SPRING_OPEN)), system="dubov")
    shipped_pairing = rondo.pair(rondo.read(SPRING_OPEN), system="dubov")
    assert seam_pairing.pairs == shipped_pairing.pairs
    assert seam_pairing.bye == shipped_pairing.bye


def test_an_event_generated_by_the_seam_system_names_it_and_checks():
    tournament = rondo_seam.generate(players=5, rounds=3, seed=7, system="in-order", draw_rate=0)
    assert tournament.facts["system"] == "in-order"
    assert [check.verdict for check in rondo_seam.check(tournament)] == ["agrees"] * 3
    # The file names the system, so pairing it again needs no `system=`.
    again = rondo_seam.pair(rondo_seam.read_bytes(tournament.to_trf_bytes()), round=3)
    assert (again.system, again.pairs, again.bye) == ("in-order", [(1, 2), (3, 4)], 5)


def test_an_unknown_system_is_refused_with_the_registry_s_keys():
    tournament = rondo_seam.read_path(str(SPRING_OPEN))
    with pytest.raises(ValueError, match=r"unknown system 'monrad' \(expected one of .*in-order"):
        rondo_seam.pair(tournament, system="monrad")


def test_the_shipped_package_does_not_know_the_seam_system():
    assert "in-order" not in [info.key for info in rondo.systems()]
    with pytest.raises(ValueError, match="unknown system 'in-order'"):
        rondo.pair(rondo.read(SPRING_OPEN), system="in-order")
    generated = rondo_seam.generate(players=5, rounds=3, seed=7, system="in-order", draw_rate=0)
    # In the command line's words (`rondo_words::failure`), never a Rust debug format.
    unregistered = (
        "the file names the system 'CUSTOM_SEAM_IN_ORDER' (record 192 'CUSTOM_SEAM_IN_ORDER'); "
        'rondo.pair cannot pair it: give system="dutch" to treat it as a Dutch Swiss anyway'
    )
    with pytest.raises(rondo.RondoError) as raised:
        rondo.pair(rondo.read(generated.to_trf_bytes()), round=3)
    assert str(raised.value) == unregistered
