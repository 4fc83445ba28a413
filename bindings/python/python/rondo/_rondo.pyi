"""Type stubs of the native module `rondo._rondo` (built from `src/` with PyO3).

The public names are re-exported by `rondo`; see its documentation."""

from __future__ import annotations

import os
from typing import Any, Literal, Optional, Sequence, Union, final, overload

__all__ = [
    "Absentee",
    "Board",
    "Diagnostic",
    "Game",
    "Pairing",
    "Player",
    "Round",
    "RoundCheck",
    "StandingRow",
    "Standings",
    "SystemInfo",
    "Tournament",
    "__version__",
    "audit",
    "check",
    "export",
    "generate",
    "pair",
    "pair_teams",
    "read_bytes",
    "read_path",
    "standings",
    "systems",
]

__version__: str

_PlayerSystemKey = Literal["dutch", "harkness", "berger", "double-berger", "double-swiss", "burstein", "dubov", "lim"]
_TeamSystemKey = Literal["team", "olympiad"]
_SystemKey = Union[_PlayerSystemKey, _TeamSystemKey]
_Edition = Union[Literal["2025", "2017", "2009", 2025, 2017, 2009], str, int]
_TrfFormat = Literal["trf16", "trf26", "trf2026", "trf-2026"]


_PlayerRef = Union[int, str]
"""A player: the start number, or a string holding it, "id:" and the FIDE id, or part of the
name (a part that fits several players raises RondoError listing them)."""

@final
class Diagnostic:
    """One problem found in a file, at a 1-based line and character column."""

    line: int
    column: int
    severity: Literal["error", "warning"]
    message: str
    source_line: str
    """The text of the line, for printing a caret under the column."""

@final
class Player:
    """A player of the tournament."""

    id: int
    """The start number (in TRF also the pairing number)."""
    name: str
    title: Optional[str]
    rating: Optional[int]
    federation: Optional[str]
    fide_id: Optional[int]
    birth_date: Optional[str]
    points: float
    """The points of every round the file holds, from the results."""
    rank: Optional[int]
    """The rank the file states, if any."""
    results: list[str]
    """The TRF result code of each round ("1", "=", "0", "+", "U", "H", ...)."""

@final
class Game:
    """A board of a round, or a player alone (a bye, a forfeit without an opponent)."""

    board: int
    white: int
    black: Optional[int]
    white_result: str
    black_result: Optional[str]
    pending: bool
    """Whether the pairing waits for its result."""

@final
class Round:
    """One round as the file records it."""

    number: int
    games: list[Game]

@final
class Tournament:
    """A tournament read from a file or text, checked and ready to pair, rank or export."""

    @property
    def name(self) -> Optional[str]: ...
    @property
    def file(self) -> Optional[str]:
        """The file the tournament was read from, or None for text."""
    @property
    def format(self) -> Literal["trf16", "trf26", "json"]: ...
    @property
    def players(self) -> list[Player]: ...
    @property
    def rounds(self) -> list[Round]:
        """The rounds the file holds, first round first."""
    @property
    def round_count(self) -> int:
        """The number of rounds the event has: declared, else the rounds the file holds."""
    @property
    def paired_rounds(self) -> int: ...
    @property
    def next_round(self) -> int:
        """The round `pair` pairs when no round is given."""
    @property
    def warnings(self) -> list[Diagnostic]: ...
    def to_trf(self, format: Optional[_TrfFormat] = None) -> str:
        """The tournament as TRF text, by default in the input's format (then unchanged)."""
    def to_trf_bytes(self, format: Optional[_TrfFormat] = None) -> bytes:
        """The bytes of the TRF file: the input's own bytes when written in its format."""
    def to_json(self) -> str:
        """rondo's JSON (the same as `rondo convert --to json`)."""
    @property
    def facts(self) -> dict[str, Any]:
        """The event's facts keyed as `rondo event --format json` keys them (None: not set)."""
    def set_facts(self, **facts: Union[str, int, Sequence[str], None]) -> Tournament:
        """The tournament with facts changed as `rondo event --set` changes them: keywords are
        the keys of `facts` with _ for - (start_date, rounds, system, deputy_arbiter, ...);
        None or "" removes a fact."""
    def add_player(
        self,
        name: str,
        *,
        rating: Optional[int] = None,
        title: Optional[str] = None,
        federation: Optional[str] = None,
        fide_id: Optional[int] = None,
        birth_date: Optional[str] = None,
        sex: Optional[Literal["m", "f"]] = None,
        national_rating: Optional[int] = None,
        national_federation: Optional[str] = None,
        national_id: Optional[str] = None,
        from_round: Optional[int] = None,
        keep_numbers: bool = False,
    ) -> tuple[Tournament, int]:
        """The tournament with a (late) entrant, and the entrant's start number; everybody is
        renumbered in the initial order of C.04.2 while the rules allow it."""
    def edit_player(
        self,
        player: _PlayerRef,
        *,
        name: Optional[str] = None,
        rating: Optional[int] = None,
        title: Optional[str] = None,
        federation: Optional[str] = None,
        fide_id: Optional[int] = None,
        birth_date: Optional[str] = None,
        sex: Optional[Literal["m", "f"]] = None,
        national_rating: Optional[int] = None,
        national_federation: Optional[str] = None,
        national_id: Optional[str] = None,
        keep_numbers: bool = False,
    ) -> Tournament:
        """The tournament with the player's data changed (0 or "none" clears a field), then
        renumbered in the initial order while the rules allow it (as `rondo player edit`)."""
    def remove_player(self, player: _PlayerRef, *, keep_numbers: bool = False) -> Tournament:
        """The tournament without a player never paired (as `rondo player remove`)."""
    def enter_results(
        self,
        round: int,
        results: Sequence[tuple[_PlayerRef, _PlayerRef, str]],
        *,
        force: bool = False,
    ) -> Tournament:
        """The tournament with the results of `round`: (white, black, "1-0" | "0-1" | "½-½" |
        "=" | "+-" | "-+" | "--")."""
    def withdraw(self, player: _PlayerRef, from_round: int) -> Tournament:
        """The tournament with the player withdrawn from `from_round` on."""
    def enter_bye(
        self, player: _PlayerRef, round: int, kind: Literal["half", "zero", "full"] = "half"
    ) -> Tournament:
        """The tournament with a bye for the player in a round not yet paired."""
    def cancel_bye(self, player: _PlayerRef, round: int) -> Tournament:
        """The tournament without the bye entered for the player in a round not yet paired."""
    def unpair(self, round: int, *, force: bool = False) -> Tournament:
        """The tournament without the published round `round` (refused once it has results,
        unless `force`)."""
    def publish(self, pairing: Pairing) -> Tournament:
        """The tournament with the round of `pairing` written into it (as `pair --format trf`)."""
    def publish_boards(
        self,
        boards: Sequence[tuple[_PlayerRef, _PlayerRef]],
        *,
        bye: Optional[_PlayerRef] = None,
        round: Optional[int] = None,
        system: Optional[str] = None,
        force: bool = False,
    ) -> Tournament:
        """The tournament with the arbiter's own pairing of a round written into it, audited
        first (a broken absolute rule raises RondoError unless `force`; a forced pairing or one
        worse than the engine's warns with a UserWarning)."""
    def write(self, path: Union[str, os.PathLike[str]], format: Optional[_TrfFormat] = None) -> None:
        """Writes the TRF file through a temporary file and a rename, under the file's lock.
        Onto the file it was read from it is an edit in place: FileChangedError when the file
        changed since it was read, and `rondo undo FILE` undoes it."""

@final
class FileEdit:
    """A file locked for an edit (`rondo.edit`): set `tournament` to the edited one; it is
    written in place when the `with` block ends without an exception."""

    tournament: Tournament
    @property
    def file(self) -> Optional[str]: ...
    def __enter__(self) -> FileEdit: ...
    def __exit__(self, exception_type: Any, exception: Any, traceback: Any) -> bool: ...

@final
class Board:
    """One board of a pairing."""

    number: int
    white: int
    black: int

@final
class Absentee:
    """A player not paired in the round."""

    player: int
    reason: Literal["half_point_bye", "full_point_bye", "zero_point_bye", "not_in_round"]

@final
class Pairing:
    """The pairing of a round, or the finding that no legal pairing exists."""

    round: int
    system: str
    """The system's key ("dutch", "harkness", "berger")."""
    system_name: str
    edition: Optional[str]
    boards: list[Board]
    bye: Optional[int]
    """The player who receives the pairing-allocated bye (in a round robin: who rests)."""
    absentees: list[Absentee]
    @property
    def unpairable(self) -> bool:
        """Whether no pairing satisfies the absolute rules (not an exception)."""
    @property
    def pairs(self) -> list[tuple[int, int]]:
        """(white, black) of each board, first board first."""
    @property
    def obstruction(self) -> Optional[dict[str, Any]]:
        """For an unpairable round, why: players, legal pairs, and who blocks whom."""
    def explain(self) -> dict[str, Any]:
        """How the round was paired: brackets, floats, colours, the bye, with rule numbers."""
    def __len__(self) -> int: ...

@final
class RoundCheck:
    """A round of the file re-paired and compared with the file."""

    round: int
    agrees: bool
    verdict: Literal["agrees", "differs", "no_valid_pairing", "failed"]
    missing: list[tuple[int, int]]
    unexpected: list[tuple[int, int]]
    message: Optional[str]

@final
class SystemInfo:
    """A pairing system of the registry."""

    key: str
    name: str
    edition: Optional[str]
    text: str

@final
class StandingRow:
    """One player's line of the standings."""

    rank: int
    player: int
    name: str
    rating: Optional[int]
    title: Optional[str]
    federation: Optional[str]
    points: float
    values: list[float]
    """One value per tie-break of `Standings.tiebreaks` (exact values as floats)."""
    formatted: list[str]
    """The values as the rules print them."""

@final
class Standings(Sequence[StandingRow]):
    """Standings, best first."""

    rules: str
    rounds: int
    tiebreaks: list[str]
    rows: list[StandingRow]
    def __len__(self) -> int: ...
    def __getitem__(self, index: int, /) -> StandingRow:  # type: ignore[override]
        """The row at a position (negative from the end); no slices."""
    def to_dicts(self) -> list[dict[str, Any]]: ...
    def to_pandas(self) -> Any:
        """A pandas DataFrame (needs pandas, which rondo does not require)."""

def new_event(
    name: Optional[str] = None,
    rounds: Optional[int] = None,
    *,
    city: Optional[str] = None,
    federation: Optional[str] = None,
    start_date: Optional[str] = None,
    end_date: Optional[str] = None,
    chief_arbiter: Optional[str] = None,
    deputy_arbiters: Sequence[str] = (),
    time_control: Optional[str] = None,
    system: Optional[str] = None,
    edition: Optional[Literal["2025", "2017", "2009"]] = None,
    acceleration: Optional[Literal["baku", "none"]] = None,
    initial_colour: Optional[Literal["white", "black"]] = None,
    scoring: Optional[str] = None,
    tiebreaks: Optional[str] = None,
    format: _TrfFormat = "trf26",
) -> Tournament:
    """A new event without players (`rondo.new`), its facts checked as `rondo new` checks them."""
def read_bytes(data: bytes, file: Optional[str] = None, strict: bool = False) -> Tournament: ...
def read_path(path: Union[str, os.PathLike[str]], strict: bool = False) -> Tournament: ...
def edit(path: Union[str, os.PathLike[str]], strict: bool = False) -> FileEdit:
    """Locks the file (waiting up to 30 s for an edit under way) and reads it, for a `with`
    block; the lock is held until the block ends."""
def pair(
    tournament: Tournament,
    system: Optional[_SystemKey] = None,
    edition: Optional[_Edition] = None,
    round: Optional[int] = None,
    *,
    accelerate: Optional[Literal["baku", "baku-first-half"]] = None,
    initial_colour: Optional[Literal["white", "black"]] = None,
    ranking: Optional[Literal["olympiad", "european"]] = None,
) -> Pairing:
    """Pair a round (by default the next) through the registry of systems.

    Without `system`, the file's own 192/092 record decides, else the FIDE Dutch system;
    `edition` chooses the Dutch text (2025 by default). Raises RondoError for pending results
    or a system that cannot pair the file; an unpairable round is a result."""
def pair_teams(
    tournament: Tournament,
    system: Optional[_TeamSystemKey] = None,
    round: Optional[int] = None,
    *,
    ranking: Optional[Literal["olympiad", "european"]] = None,
) -> dict[str, Any]:
    """Pair a round of teams (by default the next) of a team file (its 310/013 records) by the
    team Swiss (C.04.6) or the Olympiad Pairing Rules: the JSON of `rondo pair --format json`.

    `result["pairing"]` holds `boards` (boards per match), `matches` (each with `white` and
    `black`, the teams by number, White on board 1, and `boards`: `board`, `white`, `black`
    players), `bye` (`team` and its line-up `players`, or None) and the engine's `outcome`
    with its brackets and reasons (`result["reasons_text"]` in words). A round without a legal
    pairing is a result too: its outcome says so and `matches` is empty. Without `system` the
    file's own 192/092 record decides; `ranking="european"` is the ECU's ranking order of the
    Olympiad Pairing Rules. Raises ValueError for a system that pairs players."""
@overload
def check(
    tournament: Tournament,
    system: _PlayerSystemKey,
    edition: Optional[_Edition] = None,
    *,
    accelerate: Optional[Literal["baku", "baku-first-half"]] = None,
    initial_colour: Optional[Literal["white", "black"]] = None,
    ranking: Optional[Literal["olympiad", "european"]] = None,
) -> list[RoundCheck]: ...
@overload
def check(
    tournament: Tournament,
    system: _TeamSystemKey,
    edition: Optional[_Edition] = None,
    *,
    accelerate: Optional[Literal["baku", "baku-first-half"]] = None,
    initial_colour: Optional[Literal["white", "black"]] = None,
    ranking: Optional[Literal["olympiad", "european"]] = None,
) -> dict[str, Any]: ...
@overload
def check(
    tournament: Tournament,
    system: None = None,
    edition: Optional[_Edition] = None,
    *,
    accelerate: Optional[Literal["baku", "baku-first-half"]] = None,
    initial_colour: Optional[Literal["white", "black"]] = None,
    ranking: Optional[Literal["olympiad", "european"]] = None,
) -> Union[list[RoundCheck], dict[str, Any]]:
    """Re-pair every round the tournament holds and compare it with the file.

    For a system of players, one `RoundCheck` per round. For a system of teams (the team Swiss,
    the Olympiad; without `system` the file's own 192/092 record decides), the JSON of
    `rondo check --format json` as a dict: `team_event` (teams, boards, rounds), `problems`
    (the structure of the team event, each with its `text`), `rounds` (each round re-paired from
    the rounds before it: the `recorded` matches and the `verdict`, whose `verdict` is
    "agrees", "differs", "no_valid_pairing" or "failed") and `event` (the team view: every
    team's match per round, board by board). Raises ValueError for a system of teams and a file
    without team records (310 or 013)."""
def audit(
    tournament: Tournament,
    round: int,
    system: Optional[_SystemKey] = None,
    edition: Optional[_Edition] = None,
    *,
    pairs: Optional[Sequence[tuple[int, int]]] = None,
    bye: Optional[int] = None,
    accelerate: Optional[Literal["baku", "baku-first-half"]] = None,
    initial_colour: Optional[Literal["white", "black"]] = None,
    ranking: Optional[Literal["olympiad", "european"]] = None,
) -> dict[str, Any]:
    """Audit a pairing of round `round`: the JSON of `rondo audit --round R --format json`.

    The pairing is `pairs` (White, Black) with the pairing-allocated `bye`, as `--pairs` gives
    one (players; teams by number for a system of teams), else the round as the file records
    it (ValueError for a round the file does not hold). For players: `audit` (the absolute rules
    the pairing breaks, `breaches`, the boards it lacks or adds against the engine's pairing and
    the `quality` of both) and `problem` (whether the arbiter must look). For teams: `breaches`
    (the teams, by number, of each broken absolute rule), `check` (the round re-paired and
    compared, as in `check`) and `engine` (the engine's pairing with its reasons)."""
def standings(
    tournament: Tournament,
    tiebreaks: Optional[Union[str, Sequence[str]]] = None,
    rules: str = "2026",
    after_round: Optional[int] = None,
) -> Standings:
    """Standings by the tie-breaks (the file's own 212/202 list, else the defaults)."""
def export(tournament: Tournament) -> list[dict[str, Any]]:
    """One row per board of every round, with the columns of `rondo export`."""
def generate(
    players: int = 40,
    rounds: int = 7,
    seed: int = 1,
    system: Optional[_SystemKey] = None,
    edition: Optional[_Edition] = None,
    **settings: Any,
) -> Tournament:
    """A random tournament paired round by round; `settings` are the keys of
    `rondo generate --config` (draw_rate, forfeit_rate, titles, tiebreaks, ...) and the
    options accelerate, initial_colour and ranking ("european": the ECU's ranking order of the
    Olympiad Pairing Rules)."""
def systems() -> list[SystemInfo]:
    """Every system `pair` reaches."""
