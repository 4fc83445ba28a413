"""Many files at once, and the GIL released: a thread pool gives the same results as a loop."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import rondo
from conftest import FIXTURES, GENERATED

FILES = sorted(GENERATED.glob("*.trf")) + sorted((FIXTURES / "conformance" / "dutch-2025").glob("d25b_0[0-2]*.trf"))


def test_read_many_keeps_the_order():
    tournaments = rondo.read_many(FILES, workers=4)
    assert [t.file for t in tournaments] == [str(path) for path in FILES]


def test_pairing_in_a_thread_pool_is_pairing_in_a_loop():
    tournaments = rondo.read_many(FILES)
    last_round = lambda t: rondo.pair(t, round=t.paired_rounds).pairs
    expected = [last_round(t) for t in tournaments]
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(last_round, tournaments)) == expected


def test_standings_many():
    tables = rondo.standings_many(FILES, ["BH/C1", "BH"], workers=4)
    assert len(tables) == len(FILES)
    for table, path in zip(tables, FILES):
        assert [row.player for row in table] == [row.player for row in rondo.standings(rondo.read(path), ["BH/C1", "BH"])]


def test_standings_many_takes_tournaments_too():
    tournaments = rondo.read_many(FILES[:2])
    tables = rondo.standings_many(tournaments)
    assert [len(table) for table in tables] == [len(t.players) for t in tournaments]


def test_the_gil_is_released_while_rust_works():
    """While one thread generates (and pairs) a large tournament, Python keeps running in
    another: the longest pause it sees is a small part of the call, not the whole of it."""
    import threading
    import time

    # The call must last long enough for a held GIL to show as one long pause; the field grows
    # until it does, so the test keeps its meaning however fast the engine becomes.
    players = 600
    while True:
        start = time.perf_counter()
        rondo.generate(players=players, rounds=7, seed=3)
        if time.perf_counter() - start > 0.3 or players >= 9600:
            break
        players *= 2

    duration = []

    def work():
        start = time.perf_counter()
        rondo.generate(players=players, rounds=7, seed=3)
        duration.append(time.perf_counter() - start)

    worker = threading.Thread(target=work)
    longest_pause, last = 0.0, time.perf_counter()
    worker.start()
    while worker.is_alive():
        now = time.perf_counter()
        longest_pause, last = max(longest_pause, now - last), now
    worker.join()
    assert duration[0] > 0.2, (players, duration[0])
    assert longest_pause < duration[0] / 3, (longest_pause, duration[0])
