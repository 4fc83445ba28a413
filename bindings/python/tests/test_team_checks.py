"""Team files checked and audited: `rondo.check` and `rondo.audit` give what `rondo check` and
`rondo audit --round R` print with `--format json`, the command line being the oracle, for a
team Swiss and an Olympiad the command line generates, each also with its last round
re-recorded against a team's first-round opponent (a rematch the audit finds)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

import rondo

from conftest import SPRING_OPEN

# A result as the opponent's side records it.
OTHER_SIDE = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}


def command_line(binary: Path, *arguments: str) -> tuple[int, dict]:
    """The exit code and the JSON of `rondo ARGUMENTS --format json`."""
    done = subprocess.run(
        [str(binary), *arguments, "--format", "json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode in (0, 1), done.stderr
    return done.returncode, json.loads(done.stdout)


def generated(binary: Path, path: Path, *arguments: str) -> Path:
    done = subprocess.run(
        [str(binary), "generate", *arguments, "-o", str(path)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return path


@pytest.fixture
def team_swiss(tmp_path: Path, rondo_binary: Path) -> Path:
    """A team Swiss of 8 teams on 2 boards over 4 rounds."""
    arguments = ["--system", "team", "--teams", "8", "--boards", "2", "--rounds", "4"]
    arguments += ["--seed", "3"]
    return generated(rondo_binary, tmp_path / "team-swiss.trf", *arguments)


@pytest.fixture
def olympiad(tmp_path: Path, rondo_binary: Path) -> Path:
    """An Olympiad of 12 teams on 4 boards over 5 rounds."""
    arguments = ["--system", "olympiad", "--teams", "12", "--rounds", "5", "--seed", "11"]
    return generated(rondo_binary, tmp_path / "olympiad.trf", *arguments)


def with_a_rematch(path: Path, out: Path) -> tuple[Path, int, tuple[int, int]]:
    """The file with its last round re-recorded: team 1 meets its first-round opponent D again
    (team 1 keeping its colours and results), and D's opponent meets team 1's. Returns the
    file, the round and the two teams that meet again."""
    lines = path.read_text().splitlines()
    players = {int(line[4:8]): index for index, line in enumerate(lines) if line.startswith("001")}
    teams = {
        int(line[4:7]): [int(number) for number in line[72:].split()]
        for line in lines
        if line.startswith("310")
    }
    team_of = {member: team for team, members in teams.items() for member in members}

    def start(round: int) -> int:
        # TRF: the opponent of round R in columns 92-95 + 10 (R - 1), then colour and result.
        return 91 + 10 * (round - 1)

    def game(player: int, round: int) -> tuple[int, str, str]:
        opponent, colour, result = lines[players[player]][start(round) : start(round) + 8].split()
        return int(opponent), colour, result

    def record(player: int, round: int, opponent: int, colour: str, result: str) -> None:
        line = lines[players[player]]
        at = start(round)
        lines[players[player]] = line[:at] + f"{opponent:4d} {colour} {result}" + line[at + 8 :]

    last = max(len(lines[index][91:].split()) // 3 for index in players.values())
    opponent_team = lambda team, round: team_of[game(teams[team][0], round)[0]]  # noqa: E731
    first, again = 1, opponent_team(1, 1)
    its_last, their_last = opponent_team(first, last), opponent_team(again, last)
    for keep, meets in ((first, again), (their_last, its_last)):
        for player, opponent in zip(teams[keep], teams[meets]):
            _, colour, result = game(player, last)
            record(player, last, opponent, colour, result)
            record(opponent, last, player, "b" if colour == "w" else "w", OTHER_SIDE[result])
    out.write_text("\n".join(lines) + "\n")
    return out, last, (first, again)


@pytest.mark.parametrize("event", ["team_swiss", "olympiad"])
def test_a_team_file_is_checked_and_audited_as_by_the_command_line(event, request, rondo_binary):
    path = request.getfixturevalue(event)
    tournament = rondo.read(path)
    code, expected = command_line(rondo_binary, "check", str(path))
    checked = rondo.check(tournament)
    assert checked == expected and code == 0
    assert checked["problems"] == [] and checked["re_paired"]
    rounds = [round["round"] for round in checked["rounds"]]
    assert rounds == list(range(1, tournament.paired_rounds + 1))
    # Every round as the engine pairs it: no round reported as failed.
    assert all(round["verdict"]["verdict"] == "agrees" for round in checked["rounds"])
    last = tournament.paired_rounds
    code, expected = command_line(rondo_binary, "audit", str(path), "--round", str(last))
    audited = rondo.audit(tournament, last)
    assert audited == expected and code == 0
    assert audited["breaches"] == []


@pytest.mark.parametrize("event", ["team_swiss", "olympiad"])
def test_a_rematch_recorded_in_a_team_file_is_found_as_by_the_command_line(
    event, request, rondo_binary, tmp_path
):
    original = request.getfixturevalue(event)
    path, round, (first, again) = with_a_rematch(original, tmp_path / "rematch.trf")
    tournament = rondo.read(path)
    code, expected = command_line(rondo_binary, "check", str(path))
    checked = rondo.check(tournament)
    assert checked == expected and code == 1
    verdicts = [check["verdict"]["verdict"] for check in checked["rounds"]]
    assert verdicts == ["agrees"] * (round - 1) + ["differs"]
    code, expected = command_line(rondo_binary, "audit", str(path), "--round", str(round))
    audited = rondo.audit(tournament, round)
    assert audited == expected and code == 1
    # The breach names the teams (by number) that meet again.
    met_again = [
        sorted(breach["players"]) for breach in audited["breaches"] if breach["kind"] == "rematch"
    ]
    assert sorted([first, again]) in met_again
    # The same pairing given by hand for the original file, as `--pairs` gives it.
    recorded = checked["rounds"][-1]["recorded"]
    pairs = [(match["white"], match["black"]) for match in recorded["matches"]]
    lines = [f"{white} {black}" for white, black in pairs]
    if recorded["bye"] is not None:
        lines.append(f"{recorded['bye']} 0")
    pairs_file = tmp_path / "rematch.pairs"
    pairs_file.write_text(f"{len(lines)}\n" + "\n".join(lines) + "\n")
    code, expected = command_line(
        rondo_binary, "audit", str(original), "--round", str(round), "--pairs", str(pairs_file)
    )
    by_hand = rondo.audit(rondo.read(original), round, pairs=pairs, bye=recorded["bye"])
    assert by_hand == expected and code == 1
    assert by_hand["breaches"] == audited["breaches"]


def test_a_round_of_players_is_audited_as_by_the_command_line(rondo_binary):
    code, expected = command_line(rondo_binary, "audit", str(SPRING_OPEN), "--round", "3")
    assert rondo.audit(rondo.read(SPRING_OPEN), 3) == expected
    with pytest.raises(ValueError, match="round 9 is not in the file"):
        rondo.audit(rondo.read(SPRING_OPEN), 9)


def test_a_system_the_registry_does_not_hold_is_refused_in_the_command_line_s_words(
    tmp_path, rondo_binary
):
    text = SPRING_OPEN.read_text()
    text = text.replace("092 Individual: Swiss-System\n", "192 CUSTOM_KNOCKOUT\n")
    path = tmp_path / "knockout.trf"
    path.write_text(text)
    done = subprocess.run([str(rondo_binary), "check", str(path)], capture_output=True, text=True)
    assert done.returncode == 2
    named = "the file names a knockout (record 192 'CUSTOM_KNOCKOUT'); "
    assert named + "rondo check cannot pair it: give --system dutch" in done.stderr
    with pytest.raises(rondo.RondoError) as raised:
        rondo.check(rondo.read(path))
    assert str(raised.value) == (
        f"{path}: {named}rondo.check cannot pair it: give system=\"dutch\" to treat it as a "
        "Dutch Swiss anyway"
    )
    with pytest.raises(rondo.RondoError, match=r"rondo\.audit cannot pair it"):
        rondo.audit(rondo.read(path), 1)
