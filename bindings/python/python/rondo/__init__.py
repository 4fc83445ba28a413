"""rondo: chess tournament pairing, tie-breaks and TRF files.

Read a tournament (TRF16, TRF-2026 or rondo's JSON), pair its next round by any system rondo
pairs, check the rounds it holds or audit one, rank it with tie-breaks, or export its games::

    import rondo

    t = rondo.read("open.trf")
    pairing = rondo.pair(t)                     # the next round, by the file's system
    for board in pairing.boards:
        print(board.number, board.white, board.black)
    table = rondo.standings(t, tiebreaks=["BH/C1", "BH", "SB"])

Errors in the input raise `ParseError` with `file`, `line` and `column`. A round without a
legal pairing is not an error: `pairing.unpairable` is true and `pairing.obstruction` says why.

An event runs from Python with the same edits as the command line; a `Tournament` never
changes, each edit returns a new one (keep the old one to undo)::

    t = rondo.new("Club Open", rounds=7)
    t, number = t.add_player("Late, Lucy", rating=2050)
    pairing = rondo.pair(t)
    t = t.publish(pairing)                      # the round written into the tournament
    t = t.enter_results(1, [(w, b, "1-0") for w, b in pairing.pairs])
    t = t.enter_bye(5, round=2, kind="half").withdraw(12, from_round=3)
    t.write("club-open.trf")

The work is done in Rust with the GIL released, so a thread pool runs it in parallel;
`read_many` and `standings_many` do that for many files.
"""


# Imported under private names, so that the package's namespace holds only its own names.
import os as _os
from concurrent.futures import ThreadPoolExecutor as _ThreadPoolExecutor
from typing import Iterable as _Iterable
from typing import Optional as _Optional
from typing import Sequence as _Sequence
from typing import Union as _Union

from ._errors import (
    FileBusyError,
    FileChangedError,
    FileError,
    MissingFileError,
    ParseError,
    RondoError,
)
from ._rondo import (
    Absentee,
    Board,
    Diagnostic,
    FileEdit,
    Game,
    Pairing,
    Player,
    Round,
    RoundCheck,
    StandingRow,
    Standings,
    SystemInfo,
    Tournament,
    __version__,
    audit,
    check,
    edit,
    export,
    generate,
    new_event as new,
    pair,
    pair_teams,
    standings,
    systems,
)
from . import _rondo

Source = _Union[str, bytes, "_os.PathLike[str]"]
"""A path, the text of a file, or its bytes."""

__all__ = [
    "Absentee",
    "Board",
    "Diagnostic",
    "FileBusyError",
    "FileChangedError",
    "FileEdit",
    "FileError",
    "Game",
    "MissingFileError",
    "Pairing",
    "ParseError",
    "Player",
    "RondoError",
    "Round",
    "RoundCheck",
    "Source",
    "StandingRow",
    "Standings",
    "SystemInfo",
    "Tournament",
    "__version__",
    "audit",
    "check",
    "edit",
    "export",
    "generate",
    "new",
    "pair",
    "pair_teams",
    "read",
    "read_many",
    "standings",
    "standings_many",
    "systems",
]


def read(source: Source, *, strict: bool = False) -> Tournament:
    """Read a tournament from a path, from the text of a file, or from its bytes.

    A `str` is the text of a file when it spans several lines or starts with ``{`` (JSON), and
    a path otherwise; an `os.PathLike` is always a path, `bytes` always the content.
    TRF16, TRF-2026 and rondo's JSON are recognised from the content.

    A points column that disagrees with the results is a warning (`Tournament.warnings`; the
    results count) unless `strict` is true, which turns every warning into an error.

    Raises `ParseError` (with `file`, `line`, `column`) for input that is not a tournament, and
    `FileError` (a `RondoError` and an `OSError`, with `file`) for a file that cannot be read.
    """
    if isinstance(source, (bytes, bytearray, memoryview)):
        return _rondo.read_bytes(bytes(source), None, strict)
    if isinstance(source, str) and _looks_like_text(source):
        return _rondo.read_bytes(source.encode("utf-8"), None, strict)
    return _rondo.read_path(_os.fspath(source), strict)


def read_many(
    sources: _Iterable[Source], *, strict: bool = False, workers: _Optional[int] = None
) -> list[Tournament]:
    """Read many tournaments in parallel (a thread pool of `workers` threads, by default one
    per core), in the order given. The first input that fails raises its error."""
    with _ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(lambda source: read(source, strict=strict), sources))


def standings_many(
    sources: _Iterable[_Union[Source, Tournament]],
    tiebreaks: _Optional[_Union[str, _Sequence[str]]] = None,
    rules: str = "2026",
    *,
    strict: bool = False,
    workers: _Optional[int] = None,
) -> list[Standings]:
    """The standings of many tournaments (paths, texts or `Tournament` values), computed in
    parallel, in the order given; see `standings` for the arguments."""

    def one(source: _Union[Source, Tournament]) -> Standings:
        tournament = source if isinstance(source, Tournament) else read(source, strict=strict)
        return standings(tournament, tiebreaks, rules)

    with _ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(one, sources))


def _looks_like_text(source: str) -> bool:
    """Whether a string is the content of a file rather than its path."""
    return "\n" in source or "\r" in source or source.lstrip().startswith("{")
