"""A whole event run from Python: created from nothing, players added (late entries renumber
everybody), rounds paired into it, results, forfeits, byes and a withdrawal entered, the file
written and read back. Every points column is compared with the results, computed here."""

from __future__ import annotations

import random

import pytest

import rondo

# The points of a TRF result code under FIDE scoring (computed here, not by rondo).
POINTS = {"1": 1.0, "+": 1.0, "U": 1.0, "F": 1.0, "W": 1.0, "=": 0.5, "H": 0.5, "D": 0.5}

NAMES = [
    "Adams, Ann", "Baker, Ben", "Clark, Cleo", "Davis, Dan", "Evans, Eve", "Fisher, Finn",
    "Green, Gus", "Hall, Hana", "Irwin, Ivo", "Jones, Jo", "King, Kai", "Lopez, Lea",
    "Moore, Max", "Nolan, Nia", "Owens, Oli", "Price, Pia", "Quinn, Quo", "Reed, Rex",
    "Stone, Sue", "Tate, Tom", "Usher, Uma", "Vance, Vic",
]


def expected_points(player: rondo.Player) -> float:
    return sum(POINTS.get(code, 0.0) for code in player.results)


def assert_columns_follow_the_results(t: rondo.Tournament) -> None:
    text = t.to_trf()
    by_number = {player.id: player for player in t.players}
    for line in text.splitlines():
        if not line.startswith("001"):
            continue
        number = int(line[4:8])
        stated = line[80:84].strip()
        assert stated, f"player {number} has no points in columns 81-84: {line!r}"
        assert float(stated) == expected_points(by_number[number]), line
    # A better rank never goes with fewer points.
    players = sorted(t.players, key=lambda player: player.rank or 0)
    assert all(player.rank for player in players)
    for better, worse in zip(players, players[1:]):
        assert expected_points(better) >= expected_points(worse)


def play_round(t: rondo.Tournament, draw: random.Random, forfeit: bool) -> rondo.Tournament:
    pairing = rondo.pair(t)
    assert not pairing.unpairable
    round_number = pairing.round
    t = t.publish(pairing)
    assert all(game.pending for game in t.rounds[round_number - 1].games if game.black)
    results = []
    for index, (white, black) in enumerate(pairing.pairs):
        if forfeit and index == 0:
            results.append((white, black, "+-"))
        else:
            results.append((white, black, draw.choice(["1-0", "0-1", "½-½", "="])))
    return t.enter_results(round_number, results)


def test_an_event_runs_from_python_without_a_text_editor(tmp_path) -> None:
    draw = random.Random(7)
    t = rondo.new("Python Open", rounds=7, city="Lyon", initial_colour="white")
    assert t.players == [] and t.round_count == 7
    for index, name in enumerate(NAMES):
        t, number = t.add_player(name, rating=2400 - 37 * index, federation="FRA")
        assert t.players[number - 1].name == name
    assert [player.id for player in t.players] == list(range(1, len(NAMES) + 1))

    t = play_round(t, draw, forfeit=False)
    # A bye announced for round 2, entered before it is paired.
    t = t.enter_bye(5, 2, "half")
    t = play_round(t, draw, forfeit=True)
    assert t.players[4].results[1] == "H"

    # Two late entrants before round 3: renumbered in the initial order (rating first).
    t, strong = t.add_player("Strong, Stella", rating=2500, title="IM")
    assert strong == 1
    t, weak = t.add_player("Weak, Walt", rating=1200)
    assert weak == len(NAMES) + 2
    assert t.players[0].name == "Strong, Stella"
    assert t.players[0].results[:2] == ["Z", "Z"]

    old = t
    t = t.withdraw(12, 4)
    assert old.players[11].results == t.players[11].results[: len(old.players[11].results)]
    t = play_round(t, draw, forfeit=False)
    for _ in range(4):
        t = play_round(t, draw, forfeit=False)
    assert t.paired_rounds == 7
    assert all(code == "Z" for code in t.players[11].results[3:])
    assert_columns_follow_the_results(t)
    assert all(check.agrees for check in rondo.check(t))

    path = tmp_path / "python-open.trf"
    t.write(path)
    again = rondo.read(path)
    assert again.to_trf() == t.to_trf()
    assert [player.points for player in again.players] == [
        expected_points(player) for player in t.players
    ]


def test_refused_edits_raise_rondo_error_and_change_nothing() -> None:
    t = rondo.new("Tiny", rounds=3)
    for name in NAMES[:4]:
        t, _ = t.add_player(name, rating=2000)
    before = t.to_trf()
    with pytest.raises(rondo.RondoError, match="not paired together"):
        t.enter_results(1, [(1, 3, "1-0")])
    with pytest.raises(ValueError, match="result 'x'"):
        t.enter_results(1, [(1, 3, "x")])
    t2 = t.publish(rondo.pair(t))
    with pytest.raises(rondo.RondoError, match="player 1 is already paired in round 1"):
        t2.enter_bye(1, 1, "half")
    # The ways out are named as Python calls them, not by the command line's options.
    t3 = t.enter_bye(4, 1, "half")
    t3 = t3.publish(rondo.pair(t3))
    with pytest.raises(rondo.RondoError, match=r"\(Tournament\.unpair\(1\) withdraws its pairing"):
        t3.cancel_bye(4, 1)
    assert t.to_trf() == before


def test_a_missing_file_is_a_rondo_error_naming_it(tmp_path) -> None:
    missing = tmp_path / "missing.trf"
    with pytest.raises(rondo.MissingFileError) as raised:
        rondo.read(missing)
    assert raised.value.file == str(missing)
    assert str(missing) in str(raised.value)
    assert isinstance(raised.value, rondo.RondoError)
    assert isinstance(raised.value, FileNotFoundError)
    assert isinstance(raised.value, rondo.FileError)


def test_the_namespace_holds_only_the_packages_names() -> None:
    public = {name for name in dir(rondo) if not name.startswith("_")}
    assert public == {name for name in rondo.__all__ if not name.startswith("_")}


def test_players_are_named_as_on_the_command_line_and_hand_made_pairings_are_audited() -> None:
    t = rondo.new("Names", rounds=3)
    for name, rating, fide_id in [
        ("Li, Wei", 2100, 8600001),
        ("Lin, Wei", 2050, 8600002),
        ("Moss, Amy", 2000, 8600003),
        ("Nash, Ben", 1950, 8600004),
    ]:
        t, _ = t.add_player(name, rating=rating, fide_id=fide_id, sex="f")
    assert "w" == t.to_trf().splitlines()[-1][9]
    # "wei" fits two players: refused, naming both; the exact name is not ambiguous.
    with pytest.raises(rondo.RondoError, match=r"'wei' matches 2 players: 1 Li, Wei; 2 Lin, Wei"):
        t.enter_bye("wei", 1, "half")
    t = t.enter_bye("Li, Wei", 1, "half")
    t = t.cancel_bye("id:8600001", 1)
    assert t.players[0].results == []
    # A round past the three the event declares is refused, as `rondo pair --boards` refuses it.
    with pytest.raises(ValueError, match="round 4 is beyond the 3 rounds the file declares"):
        t.publish_boards([(1, 3), (2, 4)], round=4)
    # The arbiter's round 1, players named by part of the name.
    t1 = t.publish_boards([("moss", "li, wei"), ("lin", "nash")])
    t1 = t1.enter_results(1, [("moss", "li, wei", "1-0"), (2, 4, "½-½")])
    with pytest.raises(rondo.RondoError, match=r"\(give force=True to replace it\)"):
        t1.enter_results(1, [(3, 1, "0-1")])
    assert t1.enter_results(1, [(3, 1, "0-1")], force=True).players[2].results[0] == "0"
    # Both boards are rematches, which [C1] forbids: refused unless forced, nothing changes.
    with pytest.raises(
        rondo.RondoError, match=r"breaks 2 absolute rule\(s\) of round 2: C1 \(1-3\), C1 \(2-4\)"
    ):
        t1.publish_boards([(1, 3), (2, 4)])
    # Forced, it is written with the command line's warning.
    with pytest.warns(
        UserWarning, match=r"written with force=True although it breaks 2 absolute rule\(s\)"
    ):
        forced = t1.publish_boards([(1, 3), (2, 4)], force=True)
    assert forced.paired_rounds == 2 and t1.paired_rounds == 1
    # A published round without results is withdrawn.
    assert forced.unpair(2).paired_rounds == 1
