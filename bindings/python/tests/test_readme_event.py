"""The README's "Running an event" section run from Python: each command of its block is made
with the package's own functions, in order (new, players added and renumbered, byes entered and
cancelled, rounds paired and published, results entered with players named by number, name or
FIDE id, an undo, the arbiter's own pairing, a withdrawal, a round withdrawn and paired again,
the check and the standings). The results the README enters name the boards the command line
published, so they are accepted only if Python pairs every round the same way.

After every edit each points and rank column of the TRF is compared with a computation made
here from the round columns: points by the result codes, ranks by points, then BH/C1, BH and SB
by C.07 (2026) arts. 16.1-16.5."""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import rondo

README = Path(__file__).resolve().parents[3] / "README.md"
FLAGS = {"-i", "--half", "--zero", "--full", "--cancel", "--force", "--strict", "--standings"}


def readme_commands() -> list[str]:
    section = README.read_text(encoding="utf-8").split("\n### Running an event\n")[1]
    block = section.split("```sh\n")[1].split("\n```")[0]
    return [shlex.join(shlex.split(line, comments=True)) for line in block.replace("\\\n", "").splitlines()]


def parse(command: str) -> tuple[list[str], dict[str, str]]:
    """Positional arguments and options of a command line (`--set k=v` kept as one option)."""
    tokens = shlex.split(command)
    assert tokens[0] == "rondo"
    positional: list[str] = []
    options: dict[str, str] = {}
    index = 1
    while index < len(tokens):
        token = tokens[index]
        if token in FLAGS:
            options[token] = ""
        elif token.startswith("-") and not token[1:].replace("-", "").isdigit():
            options[token] = tokens[index + 1]
            index += 1
        else:
            positional.append(token)
        index += 1
    return positional, options


def player(text: str) -> int | str:
    return int(text) if text.isdigit() else text


# The independent computation: TRF columns, points in tenths.


@dataclass
class Entry:
    opponent: Optional[int]
    code: str

    def points(self) -> int:
        return {"1": 10, "W": 10, "+": 10, "U": 10, "F": 10, "=": 5, "D": 5, "H": 5}.get(self.code, 0)

    def played(self) -> bool:
        return self.opponent is not None and self.code in "1=0WDL" and self.code != " "

    def voluntary(self) -> bool:
        """A voluntary unplayed round (C.07 art. 16.1)."""
        return self.code in "HZ-" and self.code != " " or (self.opponent is None and self.code == " ")


@dataclass
class Row:
    number: int
    points: Optional[int]
    rank: Optional[int]
    entries: list[Entry]


def rows(trf: str) -> list[Row]:
    result = []
    for line in trf.splitlines():
        if not line.startswith("001 "):
            continue
        entries = []
        start = 91
        while len(line) >= start + 4:
            block = line[start : start + 8].ljust(8)
            opponent = int(block[:4]) if block[:4].strip().isdigit() and int(block[:4]) > 0 else None
            entries.append(Entry(opponent, block[7]))
            start += 10
        stated = line[80:84].strip()
        rank = line[85:89].strip()
        points = int(round(float(stated) * 10)) if stated else None
        result.append(Row(int(line[4:8]), points, int(rank) if rank else None, entries))
    return result


def published(table: list[Row]) -> int:
    return max(
        (index + 1 for row in table for index, e in enumerate(row.entries) if e.opponent or e.code == "U"),
        default=0,
    )


def completed(table: list[Row]) -> int:
    count = 0
    for round_index in range(published(table)):
        if all(
            round_index >= len(row.entries)
            or row.entries[round_index].opponent is None
            or row.entries[round_index].code != " "
            for row in table
        ):
            count += 1
        else:
            break
    return count


def tie_breaks(table: list[Row], rounds: int) -> dict[int, tuple[int, int, int, int]]:
    def entry(row: Row, index: int) -> Entry:
        return row.entries[index] if index < len(row.entries) else Entry(None, " ")

    points = {row.number: sum(entry(row, r).points() for r in range(rounds)) for row in table}
    seen = {}
    for row in table:
        total = 0
        for r in range(rounds):
            this = entry(row, r)
            requested = this.opponent is None and this.voluntary()
            if requested and all(entry(row, later).voluntary() for later in range(r + 1, rounds)):
                total += 5  # art. 16.3: a category 16.2.5 round counts as a draw
            else:
                total += this.points()
        seen[row.number] = total
    cap = 5 * rounds
    values = {}
    for row in table:
        contributions = []
        for r in range(rounds):
            this = entry(row, r)
            if this.opponent is not None and this.played():
                score = seen[this.opponent]
            elif this.opponent is not None:
                score = min(points[row.number], seen[this.opponent])
            else:
                score = min(points[row.number], cap)
            contributions.append((score, this.points(), not this.played() and this.voluntary()))
        bh = sum(score for score, _, _ in contributions)
        voluntary = [score for score, _, vur in contributions if vur]
        cut = min(voluntary) if voluntary else min((score for score, _, _ in contributions), default=0)
        sb = sum(score * scored for score, scored, _ in contributions)
        values[row.number] = (points[row.number], bh - cut, bh, sb)
    return values


def assert_columns(t: rondo.Tournament, after: str) -> None:
    trf = t.to_trf()
    table = rows(trf)
    upto = published(table)
    for row in table:
        assert row.points == sum(e.points() for e in row.entries[:upto]), f"{after}: points of {row.number}\n{trf}"
    values = tie_breaks(table, completed(table))
    for row in table:
        rank = 1 + sum(1 for other in values.values() if other > values[row.number])
        assert row.rank == rank, f"{after}: rank of {row.number} {values[row.number]}\n{trf}"


def test_the_readme_event_runs_from_python() -> None:
    t: Optional[rondo.Tournament] = None
    history: list[rondo.Tournament] = []
    hand_made: list[int] = []
    verbs = set()
    for command in readme_commands():
        positional, options = parse(command)
        verb = positional[0]
        verbs.add(verb)
        if t is not None and "-i" in options:
            history.append(t)
        if verb == "new":
            assert options["--system"] == "dutch"
            t = rondo.new(
                options["--name"],
                int(options["--rounds"]),
                city=options["--city"],
                federation=options["--federation"],
                start_date=options["--start-date"],
                end_date=options["--end-date"],
                chief_arbiter=options["--chief-arbiter"],
                time_control=options["--time-control"],
                tiebreaks=options["--tiebreaks"],
            )
            continue
        assert t is not None
        if verb == "event":
            # Facts other than those of `rondo.new` do not touch pairings or standings.
            assert options["--set"].startswith("deputy-arbiter=")
            continue
        if verb == "player":
            assert positional[1] == "add"
            t, _ = t.add_player(
                options["--name"],
                rating=int(options["--rating"]),
                federation=options["--fed"],
                fide_id=int(options["--fide-id"]),
                sex=options["--sex"],
                from_round=int(options["--from-round"]) if "--from-round" in options else None,
            )
        elif verb == "bye":
            who, round_number = player(positional[2]), int(options["--round"])
            if "--cancel" in options:
                t = t.cancel_bye(who, round_number)
            else:
                kind = next(k for k in ("half", "zero", "full") if f"--{k}" in options)
                t = t.enter_bye(who, round_number, kind)
        elif verb == "pair" and "--boards" in options:
            boards, bye = [], None
            for item in options["--boards"].split(","):
                white, black = (int(n) for n in item.split("-"))
                if black == 0:
                    bye = white
                else:
                    boards.append((white, black))
            hand_made.append(t.next_round)
            t = t.publish_boards(boards, bye=bye)
        elif verb == "pair":
            pairing = rondo.pair(t)
            assert not pairing.unpairable
            t = t.publish(pairing)
        elif verb == "round":
            assert t.paired_rounds >= int(positional[2])
            continue
        elif verb == "result":
            results = []
            for item in positional[2:]:
                board, result = item.rsplit("=", 1)
                white, black = board.split("-")
                results.append((player(white), player(black), result))
            t = t.enter_results(int(options["--round"]), results)
        elif verb == "undo":
            t = history.pop()
        elif verb == "withdraw":
            t = t.withdraw(player(positional[2]), int(options["--from-round"]))
        elif verb == "unpair":
            t = t.unpair(int(options["--round"]))
        elif verb == "check":
            differing = [check.round for check in rondo.check(t) if not check.agrees]
            assert differing == hand_made
            continue
        elif verb == "standings":
            table = rows(t.to_trf())
            values = tie_breaks(table, completed(table))
            ranks = {row.player: row.rank for row in rondo.standings(t).rows}
            for row in table:
                assert ranks[row.number] == 1 + sum(1 for v in values.values() if v > values[row.number])
            continue
        else:
            raise AssertionError(f"a command this test does not know: {command}")
        assert_columns(t, command)
    assert t is not None and len(t.players) == 24 and t.paired_rounds == 7
    assert {"new", "player", "bye", "pair", "result", "undo", "withdraw", "unpair", "check"} <= verbs
