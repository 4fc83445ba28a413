"""Pairing through the registry: conformance files reproduced, byes and absences, unpairable
rounds as results, explanations, and every system through the one function."""

from __future__ import annotations

import pytest

import rondo
from conftest import CONFORMANCE_2017, CONFORMANCE_2025, NO_VALID_PAIRING


def recorded_round(tournament, number):
    """The pairs (white, black) and the pairing-allocated bye of a round as the file holds it."""
    games = tournament.rounds[number - 1].games
    pairs = {(game.white, game.black) for game in games if game.black is not None}
    byes = [game.white for game in games if game.black is None and game.white_result == "U"]
    return pairs, (byes[0] if byes else None)


@pytest.mark.parametrize("path, edition", [(CONFORMANCE_2025, None), (CONFORMANCE_2017, 2017)])
def test_every_round_of_a_reference_file_is_paired_as_recorded(path, edition):
    tournament = rondo.read(path)
    assert tournament.paired_rounds >= 5
    for number in range(1, tournament.paired_rounds + 1):
        pairing = rondo.pair(tournament, edition=edition, round=number)
        assert not pairing.unpairable
        assert pairing.round == number
        assert (set(pairing.pairs), pairing.bye) == recorded_round(tournament, number), number


def test_check_agrees_with_every_round_of_a_reference_file():
    checks = rondo.check(rondo.read(CONFORMANCE_2025))
    assert [c.round for c in checks] == list(range(1, 8))
    assert all(c.agrees and c.verdict == "agrees" for c in checks)


def test_check_with_another_edition_reports_the_differences():
    checks = rondo.check(rondo.read(CONFORMANCE_2017), edition="2025")
    differing = [c for c in checks if not c.agrees]
    for check in differing:
        assert check.verdict == "differs"
        assert check.missing and check.unexpected


def test_the_next_round_with_a_bye_and_an_absence(spring_open):
    pairing = rondo.pair(spring_open)
    assert (pairing.round, pairing.system, pairing.edition) == (5, "dutch", "2025")
    assert [b.number for b in pairing.boards] == [1, 2, 3, 4, 5]
    assert len(pairing) == 5
    assert pairing.bye == 12
    assert [(a.player, a.reason) for a in pairing.absentees] == [(8, "half_point_bye")]
    paired = {p for pair in pairing.pairs for p in pair} | {pairing.bye, 8}
    assert paired == set(range(1, 13))


def test_no_legal_pairing_is_a_result_not_an_exception():
    unpairable = []
    for path in sorted(NO_VALID_PAIRING.glob("*.trf")):
        pairing = rondo.pair(rondo.read(path))
        unpairable.append(pairing.unpairable)
        if pairing.unpairable:
            assert pairing.boards == [] and pairing.bye is None
            obstruction = pairing.obstruction
            assert obstruction["max_pairs"] < obstruction["n_players"] // 2 + obstruction["n_players"] % 2
    assert unpairable and all(unpairable)


def test_explain_names_brackets_colours_and_the_bye(spring_open):
    explained = rondo.pair(spring_open).explain()
    assert explained["outcome"] == "explained"
    explanation = explained["explanation"]
    assert explanation["round"] == 5
    assert explanation["brackets"]
    assert len(explanation["colours"]) == 5
    assert explanation["bye"]["player"] == 12


def test_every_swiss_system_explains_and_a_round_robin_says_it_does_not(spring_open):
    for info in rondo.systems():
        # A Double-Swiss match fills two columns, so its next match starts in an odd column.
        round_ = 1 if info.key == "double-swiss" else 2
        pairing = rondo.pair(spring_open, system=info.key, edition=info.edition, round=round_)
        if info.key in ("berger", "double-berger"):
            with pytest.raises(rondo.RondoError, match="does not explain its pairings"):
                pairing.explain()
        else:
            explained = pairing.explain()
            assert explained["outcome"] == "explained", info.name
            assert explained["explanation"]["brackets"], info.name


def test_every_system_of_the_registry_pairs_through_pair(spring_open):
    seen = set()
    for info in rondo.systems():
        pairing = rondo.pair(spring_open, system=info.key, edition=info.edition, round=1)
        assert pairing.system_name == info.name
        assert len(pairing.boards) >= 5
        seen.add(info.key)
    assert seen == {"dutch", "harkness", "berger", "double-berger", "dubov", "burstein", "lim", "double-swiss"}


def test_acceleration_is_an_option(spring_open):
    plain = rondo.pair(spring_open, round=1)
    accelerated = rondo.pair(spring_open, round=1, accelerate="baku")
    assert plain.pairs != accelerated.pairs


def test_bad_arguments(spring_open):
    tournament = spring_open
    with pytest.raises(ValueError, match="unknown system"):
        rondo.pair(tournament, system="monrad")
    with pytest.raises(ValueError, match="unknown edition"):
        rondo.pair(tournament, edition=1999)
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        rondo.pair(tournament, colour="white")
    with pytest.raises(ValueError, match="beyond the 7 rounds"):
        rondo.pair(tournament, round=9)


def test_a_round_with_pending_results_is_refused(spring_open, tmp_path):
    # Round 4 of players 1 and 2 (1 beat 2) without its result.
    text = spring_open.to_trf().replace("2 b 1\r\n", "2 b  \r\n", 1).replace("1 w 0\r\n", "1 w  \r\n", 1)
    path = tmp_path / "pending.trf"
    path.write_bytes(text.encode("utf-8"))
    pending = rondo.read(path)
    assert pending.rounds[3].games[0].pending
    with pytest.raises(rondo.RondoError, match="without a result") as caught:
        rondo.pair(pending)
    assert caught.value.file == str(path)
    assert str(caught.value).startswith(f"{path}: ")
    # Round 4 itself can be paired again from rounds 1-3.
    assert rondo.pair(pending, round=4).round == 4


def test_generate_is_deterministic_and_pairs_by_the_chosen_system():
    first = rondo.generate(players=11, rounds=4, seed=7)
    again = rondo.generate(players=11, rounds=4, seed=7)
    assert first.to_trf() == again.to_trf()
    assert first.paired_rounds == 4 and len(first.players) == 11
    assert all(c.agrees for c in rondo.check(first))
    harkness = rondo.generate(players=11, rounds=4, seed=7, system="harkness", draw_rate=0.5)
    assert all(c.agrees for c in rondo.check(harkness))
    with pytest.raises(TypeError, match="unknown field"):
        rondo.generate(players=11, rounds=4, draw_rat=0.5)
