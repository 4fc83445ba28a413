"""The facts of an event and the players' data, changed from Python by the same functions as
`rondo event --set` and `rondo player add/edit/remove` (the crate rondo-event): the values are
checked alike, refused with the command line's words, and written as TRF-2026 lines."""

from __future__ import annotations

import pytest

import rondo


def national_lines(t: rondo.Tournament, federation: str) -> list[str]:
    return [line for line in t.to_trf().splitlines() if line.startswith(federation)]


def test_set_facts_changes_the_facts_rondo_event_prints() -> None:
    t = rondo.new("Club Open", rounds=5, city="Lyon")
    changed = t.set_facts(
        name="Spring Open",
        start_date="2026/05/14",
        rounds=9,
        system="dubov",
        initial_colour="black",
        deputy_arbiter=["Deputy, Dee", "Second, Sam"],
        tiebreaks="BH,SB",
        city=None,
    )
    facts = changed.facts
    assert facts["name"] == "Spring Open"
    assert facts["start-date"] == "2026/05/14"
    assert facts["rounds"] == 9
    assert facts["system"] == "dubov"
    assert facts["edition"] is None, "only the Dutch system has editions"
    assert facts["initial-colour"] == "black"
    assert facts["deputy-arbiter"] == ["Deputy, Dee", "Second, Sam"]
    assert facts["tiebreaks"] == "BH,SB"
    assert facts["city"] is None
    assert changed.round_count == 9
    text = changed.to_trf()
    assert "012 Spring Open" in text and "192 FIDE_DUBOV" in text and "022" not in text
    # The old tournament is unchanged: keeping it is the undo.
    assert t.facts["name"] == "Club Open" and t.facts["city"] == "Lyon"
    assert t.facts["system"] == "dutch" and t.facts["edition"] == "2025"


def test_new_event_checks_its_facts_as_rondo_new_does() -> None:
    t = rondo.new("Blitz", rounds=7, system="dutch", edition="2017", acceleration="baku",
                  scoring="W 3 D 1 L 0", federation="ned")
    facts = t.facts
    assert facts["edition"] == "2017" and facts["acceleration"] == "baku"
    assert facts["federation"] == "NED"
    assert facts["scoring"] == "W 3.0 D 1.0 L 0.0 A 0.0 P 3.0"
    with pytest.raises(ValueError, match=r"^rounds=0: expected a number of rounds, 1 or more$"):
        rondo.new("Bad", rounds=0)
    with pytest.raises(ValueError, match=r"start-date=May: expected a date, like 2026/05/14"):
        rondo.new("Bad", start_date="May")


def test_refused_facts_are_worded_as_on_the_command_line() -> None:
    t = rondo.new("Open", rounds=5)
    with pytest.raises(ValueError, match=r"unknown key 'colour' \(expected one of name, city"):
        t.set_facts(colour="white")
    with pytest.raises(ValueError, match=r"system=team: unknown system \(expected one of dutch"):
        t.set_facts(system="team")
    with pytest.raises(ValueError, match=r"edition: the .*Lim.* has no editions"):
        t.set_facts(system="lim", edition="2017")
    with pytest.raises(ValueError, match=r"acceleration=baku: the .* has no Baku acceleration"):
        t.set_facts(system="berger", acceleration="baku")
    with pytest.raises(ValueError, match=r"initial-colour=green: expected white or black"):
        t.set_facts(initial_colour="green")


def test_national_ratings_are_written_by_add_player_and_edit_player() -> None:
    t = rondo.new("National", rounds=5)
    t, alpha = t.add_player("Alpha, Ann", rating=2000, federation="GER")
    t, beta = t.add_player(
        "Beta, Bea", rating=1900, federation="GER", national_rating=1950, national_id="1234567"
    )
    assert (alpha, beta) == (1, 2)
    assert national_lines(t, "GER") == [f"{'GER    2':<48}1950 {'1234567':>15}"]
    # Edited on the same line, which keeps its place; 0 clears the rating.
    t = t.edit_player("Beta", national_rating=1960)
    assert national_lines(t, "GER") == [f"{'GER    2':<48}1960 {'1234567':>15}"]
    # Another federation's line, given explicitly.
    t = t.edit_player(2, national_federation="bav", national_rating=1700)
    assert national_lines(t, "BAV") == [f"{'BAV    2':<48}1700"]
    # A player with several lines, none of their own federation, needs the federation named.
    with pytest.raises(rondo.RondoError, match="player 2 has national ratings of GER, BAV"):
        t.edit_player(2, federation="FRA", national_rating=1800)
    with pytest.raises(ValueError, match="national_id 123456789012: expected at most 11"):
        t.edit_player(1, national_id="123456789012")
    with pytest.raises(ValueError, match="national_federation GER: give national_rating or national_id"):
        t.edit_player(1, national_federation="GER")


def test_edit_player_renumbers_in_the_initial_order_and_remove_player_closes_the_gap() -> None:
    t = rondo.new("Renumbering", rounds=5)
    for name, rating in [("Alpha, Ann", 2000), ("Beta, Bea", 1900), ("Gamma, Gus", 1800)]:
        t, _ = t.add_player(name, rating=rating)
    t = t.edit_player("Gamma", rating=2100, title="FM", federation="ESP")
    assert [(p.id, p.name) for p in t.players] == [
        (1, "Gamma, Gus"), (2, "Alpha, Ann"), (3, "Beta, Bea")
    ]
    gamma = t.players[0]
    assert (gamma.rating, gamma.title, gamma.federation) == (2100, "FM", "ESP")
    # "none" and 0 clear, as on the command line.
    cleared = t.edit_player(1, title="none", federation="", rating=0)
    assert cleared.players[2].name == "Gamma, Gus", "unrated now, so last"
    assert (cleared.players[2].title, cleared.players[2].federation) == (None, None)
    kept = t.edit_player(1, rating=0, keep_numbers=True)
    assert kept.players[0].name == "Gamma, Gus" and kept.players[0].rating is None
    removed = t.remove_player("Alpha")
    assert [(p.id, p.name) for p in removed.players] == [(1, "Gamma, Gus"), (2, "Beta, Bea")]
    with pytest.raises(ValueError, match="title 'XM'"):
        t.edit_player(1, title="XM")


def test_names_are_in_alphabetical_order_whatever_their_case() -> None:
    t = rondo.new("Alphabet", rounds=5)
    for name in ["Zwart, Jan", "van Dijk, Piet", "Aalders, Kees"]:
        t, _ = t.add_player(name)
    assert [p.name for p in t.players] == ["Aalders, Kees", "van Dijk, Piet", "Zwart, Jan"]
